import { CONNECTION_CHECK_PATH } from './connection-check.ts';

// The way back from the connection check (ADR 0047), in a module of its own: only that page, a lazy
// chunk, reads it, while the API client in every page's entry needs only connection-check.ts.

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
