/** How many requests are waiting to be sent again right now; the notice shows while any is. */
let waiting = 0;
const listeners = new Set<(waiting: number) => void>();

/** Marks one request as waiting to be retried; call the returned function once it is sent again. */
export function announceRetry(): () => void {
  waiting += 1;
  for (const listener of listeners) listener(waiting);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    waiting -= 1;
    for (const listener of listeners) listener(waiting);
  };
}

export function onRetries(listener: (waiting: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
