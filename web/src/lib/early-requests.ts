/**
 * The subscriber area's first reads, started by its HTML before any script (web/early-requests.ts writes
 * that script from routes/content/first-requests.ts): the page's code would otherwise ask for them only
 * after its chunks arrived and it rendered once (#30). The first call to the same address takes the
 * answer instead of asking again, once, and only while it is fresh.
 */
interface EarlyRequests {
  /** When the document started them (Date.now()). */
  at: number;
  requests: Record<string, Promise<Response> | undefined>;
  /** The service worker's last word on the connection, heard before the area's code listened. */
  online?: boolean;
}

declare global {
  interface Window {
    ingresaEarly?: EarlyRequests;
  }
}

/** Longer than a slow phone takes to run the area's code; a read older than this is asked again. */
const FRESH_MS = 20_000;

/** The answer the document already asked for at `url`, taken out so no one reads it twice. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.ingresaEarly;
  const response = early?.requests[url];
  if (!early || !response) return undefined;
  delete early.requests[url];
  return Date.now() - early.at <= FRESH_MS ? response : undefined;
}
