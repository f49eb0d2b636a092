import type { goalResponse, planResponse } from '../../../../shared/api/contracts/practice.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { callApi } from '../../lib/api.ts';
import { goalUpdateRoute, planRoute } from '../../lib/routes/practice.ts';
import type { LoadResult } from '../../lib/use-loader.ts';

/** The learning loop on the dashboard (#21): the daily goal and the plan (the review comes with home-api). */
export type GoalStatus = z.output<typeof goalResponse>['goal'];
export type StudyPlan = z.output<typeof planResponse>['plan'];

export const saveGoal = (dailyGoal: number, reminder: boolean) =>
  callApi(goalUpdateRoute, { body: { dailyGoal, reminder } });

export async function fetchPlan(intake: string | null, signal?: AbortSignal): Promise<LoadResult<StudyPlan>> {
  const result = await callApi(planRoute, { query: intake ? { intake } : {}, signal });
  return result.ok ? { ok: true, data: result.data.plan } : result;
}
