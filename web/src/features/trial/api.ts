import type * as contracts from '../../../../shared/api/contracts/trial.ts';
import { answerTrialRoute, startTrialRoute, trialRoute } from '../../../../shared/api/routes/trial.ts';
import type * as z from '../../../../shared/api/zod.ts';
import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import { callApi } from '../../lib/api.ts';

export type Trial = z.output<typeof contracts.trialSchema>;
export type TrialAnswer = z.output<typeof contracts.trialAnswerSchema>;
export type TrialResults = z.output<typeof contracts.trialResultsSchema>;

export const startTrial = (subject: SubjectId) => callApi(startTrialRoute, { body: { subject } });
export const fetchTrial = (id: string, signal?: AbortSignal) =>
  callApi(trialRoute, { params: { id }, signal });
export const sendTrialAnswer = (id: string, questionIndex: number, userAnswer: number) =>
  callApi(answerTrialRoute, { params: { id }, body: { questionIndex, userAnswer }, retry: true });
