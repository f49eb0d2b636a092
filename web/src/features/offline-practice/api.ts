import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import { callApi } from '../../lib/api.ts';
import { offlineAnswersRoute, offlinePackRoute } from '../../lib/routes/offline-practice.ts';
import type { SendAnswers } from './sync-queue.ts';

/** A pack of exercises of `subject` to keep on this device: any of its topics, or the plan's week's. */
export function downloadPack(subject: SubjectId, planWeek = false) {
  return callApi(offlinePackRoute, { body: { subject, planWeek } });
}

/**
 * Posts one batch of answers given offline; undefined when it did not get through. Not retried here:
 * the queue is sent again on the next trigger, and a logout waits on this.
 */
export const sendAnswers: SendAnswers = async (answers) => {
  const response = await callApi(offlineAnswersRoute, { body: { answers }, retry: false });
  return response.ok ? response.data.results : undefined;
};
