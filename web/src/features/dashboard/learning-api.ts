import type {
  goalResponse,
  planResponse,
  reviewResponse,
} from '../../../../shared/api/contracts/practice.ts';
import {
  goalRoute,
  goalUpdateRoute,
  planRoute,
  reviewRoute,
} from '../../../../shared/api/routes/practice.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { callApi } from '../../lib/api.ts';
import type { LoadResult } from '../../lib/use-loader.ts';

/** The learning loop on the dashboard (#21): today's review, the daily goal and the plan. */
export type ReviewSummary = z.output<typeof reviewResponse>['review'];
export type GoalStatus = z.output<typeof goalResponse>['goal'];
export type StudyPlan = z.output<typeof planResponse>['plan'];

export async function fetchReviewSummary(signal?: AbortSignal): Promise<LoadResult<ReviewSummary>> {
  const result = await callApi(reviewRoute, { query: {}, signal });
  return result.ok ? { ok: true, data: result.data.review } : result;
}

export async function fetchGoal(signal?: AbortSignal): Promise<LoadResult<GoalStatus>> {
  const result = await callApi(goalRoute, { query: {}, signal });
  return result.ok ? { ok: true, data: result.data.goal } : result;
}

export const saveGoal = (dailyGoal: number, reminder: boolean) =>
  callApi(goalUpdateRoute, { body: { dailyGoal, reminder } });

export async function fetchPlan(intake: string | null, signal?: AbortSignal): Promise<LoadResult<StudyPlan>> {
  const result = await callApi(planRoute, { query: intake ? { intake } : {}, signal });
  return result.ok ? { ok: true, data: result.data.plan } : result;
}
