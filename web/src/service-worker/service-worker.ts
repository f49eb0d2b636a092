import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { type AnswerResult, SYNC_TAG, sendPendingAnswers } from '../features/offline-practice/sync-queue.ts';
import {
  CONNECTION_MESSAGE,
  type ConnectionMessage,
  documentUrl,
  offlineCaches,
  SUBSCRIBER_SHELL_PATH,
} from '../lib/offline-caches.ts';

/*
 * The site's service worker (docs/decisions/0094-service-worker-and-offline-caching.md), bundled by
 * web/service-worker-build.ts, which fills in what the build knows: the files to precache and the API
 * reads a student may look at without a connection.
 */

declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
/** Regular expressions (sources) of the GET paths kept for offline reading (web/offline-reads.ts). */
declare const __OFFLINE_READS__: string[];
/** The offline page (web/offline-document.ts) and the address in it that stands for the one asked. */
declare const __OFFLINE_DOCUMENT__: string;
declare const __RETRY_PLACEHOLDER__: string;
/** Where the answers given offline are posted (the route table's offlineAnswers). */
declare const __OFFLINE_ANSWERS_PATH__: string;

/** The part of the worker's global scope used here (the project's DOM types do not describe it). */
interface WorkerScope {
  location: Location;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}
/** Background Sync's event (Chromium): `waitUntil` failing asks the browser to try again later. */
interface SyncEvent {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}
const worker = globalThis as unknown as WorkerScope;

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();
// The first install takes the open pages at once, so the page that registered it is served offline too.
clientsClaim();

// A new version waits until the student chooses "Actualizar" (features/offline/offline-notices.tsx).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

/** Whether the last request sent to the network failed: the pages hear of each change, and of every failure. */
let unreachable = false;
async function tellPages(online: boolean): Promise<void> {
  if (online && !unreachable) return;
  unreachable = !online;
  const message: ConnectionMessage = { type: CONNECTION_MESSAGE, online };
  for (const page of await worker.clients.matchAll({ type: 'window' })) page.postMessage(message);
}
const connection = {
  fetchDidFail: async () => tellPages(false),
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    void tellPages(true);
    return response;
  },
};

const pages = new NetworkFirst({
  cacheName: offlineCaches.pages,
  plugins: [connection, new ExpirationPlugin({ maxEntries: 60 })],
});

/**
 * A page from the network; without it, the copy last seen, the subscriber area's shell for its paths,
 * or the offline page at the address asked, which offers to try it again.
 */
async function navigation(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await pages.handle(options);
  } catch {
    const { pathname, search } = options.url;
    const inArea = pathname === SUBSCRIBER_SHELL_PATH || pathname.startsWith(`${SUBSCRIBER_SHELL_PATH}/`);
    const shell = inArea ? await matchPrecache(documentUrl(SUBSCRIBER_SHELL_PATH)) : undefined;
    if (shell) return shell;
    const offline = await matchPrecache(__OFFLINE_DOCUMENT__);
    if (!offline) return Response.error();
    const retry = `${pathname}${search}`.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    const headers = new Headers(offline.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    const html = (await offline.text()).replace(`href="${__RETRY_PLACEHOLDER__}"`, `href="${retry}"`);
    return new Response(html, { status: 503, headers });
  }
}
registerRoute(({ request }) => request.mode === 'navigate', navigation);

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

// The student's own reads: always the network's answer while there is one, the last one kept without.
// Only 200s are kept (Workbox's default), and only GETs are ever routed: answers and POSTs never are.
const offlineReads = __OFFLINE_READS__.map((source) => new RegExp(source));
registerRoute(
  ({ url }) => sameOrigin(url) && offlineReads.some((read) => read.test(url.pathname)),
  new NetworkFirst({ cacheName: offlineCaches.privateReads, plugins: [connection] }),
);

// Content-hashed files never change under their name: a chunk opened once opens offline.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: offlineCaches.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);

// Background Sync (ADR 0099): the answers given offline go out when the connection is back, even with
// no page open. The same queue and lock as the pages' (features/offline-practice/sync-queue.ts).
worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    sendPendingAnswers(postAnswers).then(({ failed }) => {
      if (failed) throw new Error('the answers given offline wait for the next try');
    }),
  );
});

async function postAnswers(answers: unknown[]): Promise<AnswerResult[] | undefined> {
  try {
    const response = await fetch(__OFFLINE_ANSWERS_PATH__, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ answers }),
    });
    if (!response.ok) return undefined;
    const { results } = (await response.json()) as { results?: AnswerResult[] };
    return Array.isArray(results) ? results : undefined;
  } catch {
    return undefined;
  }
}
