import type { OfflineAnswer, OfflinePack } from '../../../../shared/api/contracts/offline-practice.ts';
import { OFFLINE_PRACTICE_DATABASE, offlinePracticeStores } from '../../lib/offline-caches.ts';

/*
 * What this device keeps for practising without a connection, in IndexedDB: the packs downloaded, the
 * answers given offline until the server has them, and a note for each answer the server refused.
 * Plain IndexedDB, no DOM: the service worker's Background Sync reads the same stores (sync-queue.ts).
 */

/** An answer given offline, with its own id and the moment it was given: the server counts it once. */
export interface PendingAnswer {
  answerId: string;
  itemId: string;
  packId: string;
  /** An option's index, true/false or a typed value, as the sync endpoint takes it. */
  answer: OfflineAnswer['answer'];
  timeSpent?: number;
  answeredAt: string;
}

/** An answer the server refused (an expired pack, an item it no longer knows), kept to tell the student. */
export interface SyncNote {
  answerId: string;
  itemId: string;
  message: string;
}

/** A pack as the server sent it, and the device's grade of each item answered here. */
export type KeptPack = OfflinePack & { answered?: Record<string, boolean> };

const { packs: PACKS, pending: PENDING, notes: NOTES } = offlinePracticeStores;
type Store = typeof PACKS | typeof PENDING | typeof NOTES;

/** Pages (any tab) and the worker hear here that the stores changed. */
export const OFFLINE_PRACTICE_CHANGED = 'ingresa-offline-practice';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_PRACTICE_DATABASE, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(PACKS, { keyPath: 'id' });
      db.createObjectStore(PENDING, { keyPath: 'answerId' });
      db.createObjectStore(NOTES, { keyPath: 'answerId' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A logout in another tab deletes the database: let it, and open afresh next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      db.onclose = () => {
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

/** Runs `work` in one transaction and resolves with its result once the transaction has committed. */
async function inTransaction<T>(
  stores: Store[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => IDBRequest<T> | undefined,
): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(stores, mode);
    const request = work(transaction);
    transaction.oncomplete = () => resolve(request?.result as T);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

function changed(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OFFLINE_PRACTICE_CHANGED);
  channel.postMessage('changed');
  channel.close();
  localListeners.forEach((listener) => {
    listener();
  });
}

const localListeners = new Set<() => void>();

/** Calls `listener` whenever a store changes, in this page, another tab or the worker. */
export function subscribeToOfflinePractice(listener: () => void): () => void {
  const channel = new BroadcastChannel(OFFLINE_PRACTICE_CHANGED);
  channel.onmessage = () => listener();
  localListeners.add(listener);
  return () => {
    channel.close();
    localListeners.delete(listener);
  };
}

export async function keepPack(pack: KeptPack): Promise<void> {
  await inTransaction([PACKS], 'readwrite', (t) => t.objectStore(PACKS).put(pack));
  changed();
}

export const keptPacks = (): Promise<KeptPack[]> =>
  inTransaction([PACKS], 'readonly', (t) => t.objectStore(PACKS).getAll() as IDBRequest<KeptPack[]>);

export const keptPack = (id: string): Promise<KeptPack | undefined> =>
  inTransaction([PACKS], 'readonly', (t) => t.objectStore(PACKS).get(id) as IDBRequest<KeptPack | undefined>);

export async function dropPack(id: string): Promise<void> {
  await inTransaction([PACKS], 'readwrite', (t) => t.objectStore(PACKS).delete(id));
  changed();
}

/** Queues an answer and marks its item answered in its pack, both or neither. */
export async function queueAnswer(answer: PendingAnswer, correct: boolean): Promise<void> {
  await inTransaction([PENDING, PACKS], 'readwrite', (t) => {
    t.objectStore(PENDING).put(answer);
    const packs = t.objectStore(PACKS);
    const read = packs.get(answer.packId) as IDBRequest<KeptPack | undefined>;
    read.onsuccess = () => {
      const pack = read.result;
      if (pack) packs.put({ ...pack, answered: { ...pack.answered, [answer.itemId]: correct } });
    };
    return undefined;
  });
  changed();
}

/** The answers waiting, oldest first. */
export async function pendingAnswers(): Promise<PendingAnswer[]> {
  const all = await inTransaction([PENDING], 'readonly', (t) => t.objectStore(PENDING).getAll());
  return (all as PendingAnswer[]).sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
}

export const pendingCount = (): Promise<number> =>
  inTransaction([PENDING], 'readonly', (t) => t.objectStore(PENDING).count());

/** The server has these answers (or refused them for good): out of the queue, a note for each refusal. */
export async function settleAnswers(done: readonly string[], notes: readonly SyncNote[]): Promise<void> {
  if (done.length === 0) return;
  await inTransaction([PENDING, NOTES], 'readwrite', (t) => {
    for (const answerId of done) t.objectStore(PENDING).delete(answerId);
    for (const note of notes) t.objectStore(NOTES).put(note);
    return undefined;
  });
  changed();
}

export const syncNotes = (): Promise<SyncNote[]> =>
  inTransaction([NOTES], 'readonly', (t) => t.objectStore(NOTES).getAll() as IDBRequest<SyncNote[]>);

export async function clearSyncNotes(): Promise<void> {
  await inTransaction([NOTES], 'readwrite', (t) => t.objectStore(NOTES).clear());
  changed();
}
