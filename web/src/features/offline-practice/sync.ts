import { useEffect, useSyncExternalStore } from 'react';
import { sendAnswers } from './api.ts';
import {
  clearSyncNotes,
  pendingCount,
  type SyncNote,
  subscribeToOfflinePractice,
  syncNotes,
} from './offline-store.ts';
import { SYNC_TAG, type SyncOutcome, sendPendingAnswers } from './sync-queue.ts';

/*
 * The pages' side of sending the answers given offline (ADR 0099): when the area opens, when the
 * browser or the worker says the connection is back, after each answer, and by Background Sync where
 * the browser has it (the worker then sends even with the tab closed).
 */

export interface SyncState {
  /** Answers waiting to be sent; null until read. */
  pending: number | null;
  /**
   * The waiting answers have just all reached the server: how many it took (now or before) and how many
   * it refused. Undefined while nothing has just emptied the queue.
   */
  synced: SyncedRun | undefined;
  /** Answers the server refused, to tell the student once. */
  notes: SyncNote[];
}

/** What the last run that emptied the queue came to. */
export interface SyncedRun {
  counted: number;
  refused: number;
}

let state: SyncState = { pending: null, synced: undefined, notes: [] };
const listeners = new Set<() => void>();
let syncedTimer: ReturnType<typeof setTimeout> | undefined;

/** «Sincronizado» stays this long, then the area goes quiet. */
const SYNCED_SHOWN_MS = 15_000;

function set(next: Partial<SyncState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Reads the stores again. The queue emptying (by this tab, another or the worker) is the end of a run:
 * the notes it added are the answers the server refused, the rest of what waited now counts.
 */
async function refresh(): Promise<void> {
  const [pending, notes] = await Promise.all([pendingCount(), syncNotes()]).catch(
    () => [0, []] as [number, SyncNote[]],
  );
  const waited = state.pending ?? 0;
  const emptied = pending === 0 && waited > 0;
  if (emptied) {
    const known = new Set(state.notes.map((note) => note.answerId));
    const refused = notes.filter((note) => !known.has(note.answerId)).length;
    clearTimeout(syncedTimer);
    syncedTimer = setTimeout(() => set({ synced: undefined }), SYNCED_SHOWN_MS);
    set({ pending, notes, synced: { counted: Math.max(0, waited - refused), refused } });
    return;
  }
  set({ pending, notes, ...(pending > 0 ? { synced: undefined } : {}) });
}

let running: Promise<SyncOutcome> | undefined;

/** Sends what waits now, once at a time per tab; the lock in sync-queue.ts keeps tabs and worker apart. */
export function syncNow(): Promise<SyncOutcome> {
  running ??= sendPendingAnswers(sendAnswers)
    .catch(() => ({ settled: 0, left: state.pending ?? 0, failed: true }))
    .finally(() => {
      running = undefined;
      void refresh();
    });
  return running;
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the worker to send the queue when the connection is back, even if the student closes the tab. */
export async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  await registration?.sync?.register(SYNC_TAG).catch(() => undefined);
}

let started = false;

/** Starts listening once: the area's open, `online`, and a tab coming back to the front. */
function start(): void {
  if (started) return;
  started = true;
  subscribeToOfflinePractice(() => void refresh());
  const tryAgain = () => {
    if ((state.pending ?? 0) > 0) void syncNow();
  };
  window.addEventListener('online', tryAgain);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tryAgain();
  });
  void refresh().then(tryAgain);
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: SyncState = { pending: null, synced: undefined, notes: [] };

/**
 * The queue as the student sees it. `offline` is the area's word on the connection (the browser's and
 * the worker's): its return sends the queue at once, before any `online` event the browser may not fire.
 */
export function useSyncState(offline: boolean): SyncState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
  useEffect(() => {
    if (!offline && (state.pending ?? 0) > 0) void syncNow();
  }, [offline]);
  return current;
}

export function dismissSyncNotes(): Promise<void> {
  return clearSyncNotes();
}

/** Tries to send what waits and says how many answers are still on this device only. */
export async function answersLeftUnsent(): Promise<number> {
  if ((await pendingCount().catch(() => 0)) === 0) return 0;
  await syncNow();
  return pendingCount().catch(() => 0);
}
