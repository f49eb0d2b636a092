/**
 * Where a browser goes when the edge's firewall asks it to prove it is a browser (a WAF challenge) on
 * an API call: a page the same rate rules cover, so the challenge runs there as a normal page load,
 * and which then takes the student back to where they were (ADR 0047).
 */
export const CONNECTION_CHECK_PATH = '/verificar';

/** The page to go back to: a path of this site only, never another origin (`//…`, `/\…`, `https:…`). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith(CONNECTION_CHECK_PATH)) return '/';
  return value;
}

/** The connection check's address, with the page to come back to. */
export function connectionCheckUrl(returnTo: string): string {
  return `${CONNECTION_CHECK_PATH}?volver=${encodeURIComponent(safeReturnPath(returnTo))}`;
}
