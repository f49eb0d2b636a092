/**
 * Where a browser goes when the edge's firewall asks it to prove it is a browser (a WAF challenge) on
 * an API call: a page the same rate rules cover, so the challenge runs there as a normal page load,
 * and which then takes the student back to where they were (ADR 0047).
 */
export const CONNECTION_CHECK_PATH = '/verificar';

/** Longer than any page of the site with its query: anything beyond is not a page the student was on. */
const MAX_RETURN_PATH = 2048;

/** The WHATWG URL parser, the browser's and Node's alike (this project names neither's globals). */
declare const URL: new (
  url: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

/** Any origin serves to resolve a path; a path that leaves it names another site. */
const PLACEHOLDER_ORIGIN = 'https://ingresa.invalid';

/**
 * The page to go back to: a path of this site only, never another origin (`//…`, `/\…`, `https:…`, or a
 * tab or line break the address bar drops to leave `//…`), written as the browser writes it; home for
 * anything else, including a path the router cannot decode (`/%E0%A4%A`).
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.length > MAX_RETURN_PATH) return '/';
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    decodeURIComponent(url.pathname);
    if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith(CONNECTION_CHECK_PATH)) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/**
 * The connection check's address, with the page to come back to (the check page reads it through
 * safeReturnPath, which stays out of every other page's bundle).
 */
export function connectionCheckUrl(returnTo: string): string {
  return `${CONNECTION_CHECK_PATH}?volver=${encodeURIComponent(returnTo)}`;
}
