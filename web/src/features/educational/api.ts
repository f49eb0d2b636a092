import type * as contracts from '../../../../shared/api/contracts/educational.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { callApi } from '../../lib/api.ts';
import { withKatex, withKatexStyles } from '../../lib/katex-loader.ts';
import {
  exerciseRoute,
  exerciseSolutionRoute,
  miniClassRoute,
  reportExerciseRoute,
  subjectDetailRoute,
  subjectListRoute,
  verifyExerciseRoute,
} from '../../lib/routes/educational.ts';

export type SubjectSummary = z.output<typeof contracts.subjectSummarySchema>;
export type SubjectDetail = z.output<typeof contracts.subjectDetailResponse>['data'];
export type SyllabusTopic = z.output<typeof contracts.syllabusTopicSchema>;
export type MiniClass = z.output<typeof contracts.miniClassSchema>;
export type MiniClassSummary = z.output<typeof contracts.miniClassSummarySchema>;
export type ExerciseSummary = z.output<typeof contracts.exerciseSummarySchema>;
export type PublicExercise = z.output<typeof contracts.publicExerciseSchema>;
export type ListedExercise = z.output<typeof contracts.listedExerciseSchema>;
export type PracticeState = z.output<typeof contracts.practiceStateSchema>;
export type Solution = z.output<typeof contracts.solutionSchema>;
export type Exercise = z.output<typeof contracts.exerciseResponse>['data'];
export type VerifyResult = z.output<typeof contracts.verifyAnswerResponse>['data'];
export type ReportReason = z.output<typeof contracts.problemReportRequest>['reason'];

export function fetchSubjects(signal?: AbortSignal) {
  return callApi(subjectListRoute, { signal });
}

/**
 * A subject's page. Only its exercises' statements carry formulas: KaTeX comes along when the page opens
 * on that tab, and otherwise only once a formula is shown (#30).
 */
export function fetchSubject(subject: string, signal?: AbortSignal, { formulas = false } = {}) {
  const request = callApi(subjectDetailRoute, { params: { subject }, signal });
  return formulas ? withKatex(request) : request;
}

export function fetchMiniClass(subject: string, id: string, signal?: AbortSignal) {
  return withKatexStyles(callApi(miniClassRoute, { params: { subject, id }, signal }));
}

export function fetchExercise(subject: string, exercise: string, signal?: AbortSignal) {
  return withKatexStyles(callApi(exerciseRoute, { params: { subject, exercise }, signal }));
}

export type Respuesta = z.input<typeof contracts.verifyAnswerRequest>['respuesta'];

/** `respuesta` is the option index, true/false, a typed value or one answer per part. */
export function verifyAnswer(subject: string, exercise: string, respuesta: Respuesta, timeSpent: number) {
  return callApi(verifyExerciseRoute, {
    params: { subject, exercise },
    body: { respuesta, timeSpent },
    retry: true,
  });
}

/** "Ver solución": the key and the explanation. */
export function fetchSolution(subject: string, exercise: string) {
  return callApi(exerciseSolutionRoute, { params: { subject, exercise } });
}

export function reportProblem(subject: string, exercise: string, reason: ReportReason, comment: string) {
  const trimmed = comment.trim();
  return callApi(reportExerciseRoute, {
    params: { subject, exercise },
    body: trimmed ? { reason, comment: trimmed } : { reason },
  });
}
