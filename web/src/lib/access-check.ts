/**
 * The subscriber area's gate asks the session while the page asks for its own data (ADR 0027). Until
 * the gate has decided, the page is unseen and a 401 or a 403 is the gate's to judge: `callApi` does not
 * send the student to /plans for it, and `useLoader` keeps the page loading until the gate lets it
 * through, then shows what came or, after a 401/403, asks once more.
 */
let pending: Promise<boolean> | null = null;

/**
 * The gate's check, resolving to whether the page may show. It stays pending when the answer is no:
 * the gate is leaving the area, and nothing on the page should react. Returns the cleanup.
 */
export function registerAccessCheck(check: Promise<boolean>): () => void {
  pending = check;
  void check.then((allowed) => {
    if (allowed && pending === check) pending = null;
  });
  return () => {
    if (pending === check) pending = null;
  };
}

/** The check under way now, or null; a request takes it when it starts. */
export const accessCheckInProgress = (): Promise<boolean> | null => pending;

/** An answer the gate may explain: no session (401) or no access to this (403). */
export const isRefusal = (status: number): boolean => status === 401 || status === 403;
