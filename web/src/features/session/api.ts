import type {
  listedExerciseSchema,
  verifyAnswerResponse,
} from '../../../../shared/api/contracts/educational.ts';
import type {
  goalSchema,
  planSchema,
  reviewAnswerResponse,
  reviewItemSchema,
} from '../../../../shared/api/contracts/practice.ts';
import type { subjectOutlookSchema } from '../../../../shared/api/contracts/statistics.ts';
import {
  exerciseSolutionRoute,
  exercisesByTopicRoute,
  verifyExerciseRoute,
} from '../../../../shared/api/routes/educational.ts';
import {
  goalRoute,
  planRoute,
  reviewAnswerRoute,
  reviewRoute,
} from '../../../../shared/api/routes/practice.ts';
import { statisticsPredictionRoute } from '../../../../shared/api/routes/statistics.ts';
import type * as z from '../../../../shared/api/zod.ts';
import type { TopicId } from '../../../../shared/domain/subjects.ts';
import { callApi } from '../../lib/api.ts';
import { answerFor } from '../../lib/exercise-answer.ts';
import { withKatexStyles } from '../../lib/katex-loader.ts';
import { readItem } from '../../lib/session-storage.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import type { LoadResult } from '../../lib/use-loader.ts';

/*
 * The session composes the calls the review, the plan, the goal and the exercises already have (ADR
 * 0080): no endpoint of its own, and every answer is checked by the same endpoint as elsewhere.
 */

export type ReviewItem = z.output<typeof reviewItemSchema>;
export type ListedExercise = z.output<typeof listedExerciseSchema>;
export type PlanToday = z.output<typeof planSchema>['today'];
export type Goal = z.output<typeof goalSchema>;
export type SubjectOutlook = z.output<typeof subjectOutlookSchema>;
export type ReviewResult = z.output<typeof reviewAnswerResponse>['result'];
export type VerifyResult = z.output<typeof verifyAnswerResponse>['data'];

export async function fetchReviewItems(signal?: AbortSignal): Promise<LoadResult<ReviewItem[]>> {
  const result = await callApi(reviewRoute, { query: {}, signal });
  return result.ok ? { ok: true, data: result.data.review.items } : result;
}

export async function fetchPlanToday(signal?: AbortSignal): Promise<LoadResult<PlanToday>> {
  const result = await callApi(planRoute, { query: {}, signal });
  return result.ok ? { ok: true, data: result.data.plan.today } : result;
}

export async function fetchGoal(signal?: AbortSignal): Promise<LoadResult<Goal>> {
  const result = await callApi(goalRoute, { query: {}, signal });
  return result.ok ? { ok: true, data: result.data.goal } : result;
}

/** A topic's exercises, marked for the student; KaTeX comes along, as their statements carry formulas. */
export async function fetchTopicExercises(
  subject: string,
  topic: TopicId,
  signal?: AbortSignal,
): Promise<LoadResult<ListedExercise[]>> {
  const result = await withKatexStyles(
    callApi(exercisesByTopicRoute, { params: { subject }, query: { tema: topic }, signal }),
  );
  return result.ok ? { ok: true, data: result.data.data } : result;
}

/** Mastery per subtopic, to compare the session's start with its end; null when it cannot be read. */
export async function fetchMastery(signal?: AbortSignal): Promise<SubjectOutlook[] | null> {
  const userId = readItem(storageKeys.userId);
  if (!userId) return null;
  const result = await callApi(statisticsPredictionRoute, { params: { user: userId }, query: {}, signal });
  return result.ok ? result.data.subjects : null;
}

/** An answer names the variant it answers, so the server can refuse one a newer variant replaced. */
export const answerReview = (item: ReviewItem, answer: number, timeSpent: number) =>
  callApi(reviewAnswerRoute, {
    params: { item: item.id },
    body: { answer, variant: item.variant, timeSpent },
  });

/** The chosen option through the exercises' own check (true/false as the boolean it expects). */
export const verifyChoice = (subject: string, exercise: ListedExercise, choice: number, timeSpent: number) =>
  callApi(verifyExerciseRoute, {
    params: { subject, exercise: exercise.id },
    body: { respuesta: answerFor(exercise, choice), timeSpent },
    retry: true,
  });

/** The key and the explanation after a miss: the session moves on rather than asking again. */
export const fetchSolution = (subject: string, exercise: ListedExercise) =>
  callApi(exerciseSolutionRoute, { params: { subject, exercise: exercise.id } });
