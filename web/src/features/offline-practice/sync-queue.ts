import type { OfflineAnswer } from '../../../../shared/api/contracts/offline-practice.ts';
import { type PendingAnswer, pendingAnswers, type SyncNote, settleAnswers } from './offline-store.ts';

/*
 * Sending the answers given offline, shared by the pages (on `online`, on opening the area) and the
 * service worker's Background Sync: whoever runs it first sends, the other waits on the same lock and
 * then finds the queue empty. The server accepts an answer once by its id, so a batch sent twice (a
 * tab and the worker, or a reply lost on the way back) counts once.
 */

/** The most answers one request carries (the endpoint's own limit). */
export const ANSWERS_PER_REQUEST = 200;

/** Background Sync's tag for the queue, registered by the pages and heard by the worker. */
export const SYNC_TAG = 'ingresa-offline-answers';

const LOCK = 'ingresa-offline-answers';

/** The endpoint's word on one answer. */
export interface AnswerResult {
  answerId: string;
  status: 'accepted' | 'duplicate' | 'rejected';
  message?: string | undefined;
}

/** One answer as the endpoint takes it. */
export const onTheWire = ({
  answerId,
  itemId,
  answer,
  answeredAt,
  timeSpent,
}: PendingAnswer): OfflineAnswer => ({
  answerId,
  itemId,
  answer,
  answeredAt,
  ...(timeSpent === undefined ? {} : { timeSpent }),
});

/** Posts one batch: the endpoint's results, or undefined when it could not be sent (no network, a 5xx, a 401). */
export type SendAnswers = (answers: OfflineAnswer[]) => Promise<AnswerResult[] | undefined>;

export interface SyncOutcome {
  /** Answers the server now has (accepted now or before) or refused. */
  settled: number;
  /** Still waiting: the network failed, or nothing was waiting. */
  left: number;
  failed: boolean;
}

const REFUSED = 'Esta respuesta no se pudo guardar.';

/** Sends every waiting answer in batches; an answer leaves the queue only once the server has answered for it. */
export async function sendPendingAnswers(send: SendAnswers): Promise<SyncOutcome> {
  return withLock(async () => {
    let settled = 0;
    for (;;) {
      const waiting = await pendingAnswers();
      const batch = waiting.slice(0, ANSWERS_PER_REQUEST);
      if (batch.length === 0) return { settled, left: 0, failed: false };
      const results = await send(batch.map(onTheWire));
      if (!results) return { settled, left: waiting.length, failed: true };
      const sent = new Map(batch.map((answer) => [answer.answerId, answer]));
      const answered = results.filter((result) => sent.has(result.answerId));
      const notes: SyncNote[] = answered
        .filter((result) => result.status === 'rejected')
        .map((result) => ({
          answerId: result.answerId,
          itemId: sent.get(result.answerId)?.itemId ?? '',
          message: result.message ?? REFUSED,
        }));
      await settleAnswers(
        answered.map((result) => result.answerId),
        notes,
      );
      settled += answered.length;
      // A reply that settles nothing would send the same batch forever.
      if (answered.length === 0) return { settled, left: waiting.length, failed: true };
    }
  });
}

interface LockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(LOCK, work) : work();
}
