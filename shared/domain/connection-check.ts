/**
 * Where a browser goes when the edge's firewall asks it to prove it is a browser (a WAF challenge) on
 * an API call: a page the same rate rules cover, so the challenge runs there as a normal page load,
 * and which then takes the student back to where they were (ADR 0047).
 */
export const CONNECTION_CHECK_PATH = '/verificar';

/** The connection check's address, with the page to come back to (checked on arrival: return-path.ts). */
export function connectionCheckUrl(returnTo: string): string {
  return `${CONNECTION_CHECK_PATH}?volver=${encodeURIComponent(returnTo)}`;
}
