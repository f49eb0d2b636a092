import type * as contracts from '../../../../shared/api/contracts/simulators.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { callApi } from '../../lib/api.ts';
import { withKatexStyles } from '../../lib/katex-loader.ts';
import {
  answerSimulatorRoute,
  completeSimulatorRoute,
  createSimulatorRoute,
  simulatorHistoryRoute,
  simulatorListRoute,
  simulatorRoute,
} from '../../lib/routes/simulators.ts';

export type CreateInput = z.input<typeof contracts.createSimulatorRequest>;
export type SimulatorView = z.output<typeof contracts.simulatorResponse>;
export type Results = z.output<typeof contracts.simulatorResultsSchema>;
export type Summary = z.output<typeof contracts.simulatorSummarySchema>;
export type History = z.output<typeof contracts.historyResponse>;
export type SimulatorMode = contracts.SimulatorMode;
export type Answer = SimulatorView['simulator']['answers'][number];
export type GradedAnswer = z.output<typeof contracts.gradedAnswerSchema>;
export type ReviewItem = z.output<typeof contracts.reviewItemSchema>;
/** An answer as sent: an option index, a typed value, or one answer per part. */
export type UserAnswer = z.input<typeof contracts.answerRequest>['userAnswer'];

/** Whether an answer comes with its grade (practice, or any simulator once completed). */
export const isGraded = (answer: Answer): answer is GradedAnswer => 'isCorrect' in answer;

export const createSimulator = (input: CreateInput) => callApi(createSimulatorRoute, { body: input });
/** A simulator's questions come with their formulas typeset: KaTeX's stylesheet comes along. */
export const fetchSimulator = (id: string, signal?: AbortSignal) =>
  withKatexStyles(callApi(simulatorRoute, { params: { id }, signal }));
export const sendAnswer = (id: string, questionIndex: number, userAnswer: UserAnswer, timeSpent: number) =>
  callApi(answerSimulatorRoute, {
    params: { id },
    body: { questionIndex, userAnswer, timeSpent },
    // The server keeps the first practice answer and the last exam answer: sending it again is safe.
    retry: true,
  });
export const completeSimulator = (id: string, userId: string) =>
  callApi(completeSimulatorRoute, { params: { id }, body: { userId } });
export const fetchHistory = (userId: string, signal?: AbortSignal) =>
  callApi(simulatorHistoryRoute, { params: { user: userId }, signal });
export const fetchInProgress = (signal?: AbortSignal) => callApi(simulatorListRoute, { signal });
