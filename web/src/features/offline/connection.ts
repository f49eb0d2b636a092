import { CONNECTION_MESSAGE, type ConnectionMessage } from '../../lib/offline-caches.ts';

/*
 * Whether the student is offline: the browser's word (navigator.onLine and its events) or the service
 * worker's, which sees requests fail while the phone still says it is online. Listening starts when
 * this module loads, with the subscriber area's code; what the worker said of the document's early
 * reads before that was kept by the document (web/early-requests.ts).
 */

// The area's document heard the worker first when its early reads were answered from the cache.
let unreachable = typeof window !== 'undefined' && window.ingresaEarly?.online === false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as Partial<ConnectionMessage> | null;
    if (message?.type !== CONNECTION_MESSAGE) return;
    unreachable = message.online === false;
    notify();
  });
}

export function subscribeToConnection(onChange: () => void): () => void {
  const online = () => {
    unreachable = false;
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
  };
}

export const isOffline = (): boolean => !navigator.onLine || unreachable;
