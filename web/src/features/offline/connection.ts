import { CONNECTION_MESSAGE, type ConnectionMessage } from '../../lib/offline-caches.ts';

/*
 * Whether the student is offline: the browser's word (navigator.onLine and its events) or the service
 * worker's, which sees requests fail while the phone still says it is online. Listening starts when
 * this module loads, with the subscriber area's code, before the area's first request.
 */

let unreachable = false;
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
