import { Workbox } from 'workbox-window';

/**
 * Registers the site's service worker once the page has loaded, so it never competes with the page's
 * own first requests (ADR 0094). `onUpdate` hears of a new version waiting, with the way to start it.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () =>
    onUpdate(() => {
      // The page reloads once the new version controls it, so code and cache agree.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  const register = () => {
    // A worker that cannot install (an old browser, storage blocked) leaves the site as it was.
    workbox.register().catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
