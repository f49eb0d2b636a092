/**
 * The names the service worker (web/src/service-worker/service-worker.ts) and the pages agree on
 * (docs/decisions/0094-service-worker-and-offline-caching.md).
 */
export const offlineCaches = {
  /** The student's own API reads, kept for reading without a connection; dropped at logout. */
  privateReads: 'ingresa-private-reads',
  /** Pages opened before, as the network last answered them. */
  pages: 'ingresa-pages',
  /** Content-hashed files fetched at run time (what the precache does not hold). */
  assets: 'ingresa-assets',
  /** The booklets the student downloaded in the app, kept to open without a connection; dropped at logout. */
  booklets: 'ingresa-booklets',
} as const;

/**
 * The worker's word to the pages when a request found no network (`online: false`) or found it again:
 * a phone can say it is online and still reach nothing (navigator.onLine is only half the story).
 */
export const CONNECTION_MESSAGE = 'ingresa:connection';
export interface ConnectionMessage {
  type: typeof CONNECTION_MESSAGE;
  online: boolean;
}

/** The subscriber area's shell: one document for every /content path (infra/site/path-rewrite.js). */
export const SUBSCRIBER_SHELL_PATH = '/content';

/** The address the worker fetches and keeps a prerendered page under: its file, served as it is. */
export const documentUrl = (pagePath: string) => `${pagePath}/index.html`;

/**
 * Forgets what the student kept for reading offline, their API reads and their booklets: a logout, an
 * ended session or subscription, or a deleted account. The Cache API is the page's as much as the
 * worker's, so no message to the worker is needed.
 */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(
    [offlineCaches.privateReads, offlineCaches.booklets].map((name) =>
      caches.delete(name).catch(() => false),
    ),
  );
}

/**
 * The IndexedDB database of the offline practice packs and of the answers given offline that wait to
 * be sent (features/offline-practice/offline-store.ts). Named here so that forgetting the student does
 * not load the feature's code.
 */
export const OFFLINE_PRACTICE_DATABASE = 'ingresa-offline-practice';

/** That database's stores: the packs the server handed out, and the student's own answers and notes. */
export const offlinePracticeStores = { packs: 'packs', pending: 'pending', notes: 'notes' } as const;

/** Forgets the packs kept on this device and the answers not yet sent: they are the student's. */
export async function forgetOfflinePractice(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_PRACTICE_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // An open connection in another tab closes itself on versionchange; this resolves when it has.
    request.onblocked = () => undefined;
  });
}

/**
 * A subscription that ended: the packs the server handed out go, as the kept reads do. The answers not
 * yet sent stay: they are the student's own work, taken if the subscription comes back (and asked about
 * at logout). Opens the database only if it exists, and never creates it without its stores.
 */
export async function forgetOfflinePacks(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const existing = await indexedDB.databases().catch(() => []);
  if (!existing.some((database) => database.name === OFFLINE_PRACTICE_DATABASE)) return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.open(OFFLINE_PRACTICE_DATABASE);
    // Deleted in between (a logout in another tab): leave creating it to the feature's own code.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(offlinePracticeStores.packs)) {
        db.close();
        resolve();
        return;
      }
      const transaction = db.transaction(offlinePracticeStores.packs, 'readwrite');
      transaction.objectStore(offlinePracticeStores.packs).clear();
      const done = () => {
        db.close();
        resolve();
      };
      transaction.oncomplete = done;
      transaction.onerror = done;
      transaction.onabort = done;
    };
  });
}

/** Forgets what the server handed out for the subscription's sake, once the subscription has ended. */
export async function forgetSubscriberData(): Promise<void> {
  await Promise.all([forgetOfflineReads(), forgetOfflinePacks()]);
}
