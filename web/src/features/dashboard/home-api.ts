import type {
  dashboardHomeResponse,
  reviewSummarySchema,
} from '../../../../shared/api/contracts/dashboard.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { callApi } from '../../lib/api.ts';
import { dashboardHomeRoute } from '../../lib/routes/dashboard.ts';
import type { LoadResult, LoadState } from '../../lib/use-loader.ts';

/** The dashboard's first screen, as one answer (#30): the numbers, today's review and the goal. */
export type DashboardHome = Omit<z.output<typeof dashboardHomeResponse>, 'success'>;
export type ReviewSummary = z.output<typeof reviewSummarySchema>;

export async function fetchDashboardHome(signal?: AbortSignal): Promise<LoadResult<DashboardHome>> {
  const result = await callApi(dashboardHomeRoute, { query: {}, signal });
  if (!result.ok) return result;
  const { statistics, review, goal } = result.data;
  return { ok: true, data: { statistics, review, goal } };
}

/** One card's share of the first screen's load: its part of the answer, or the answer's failure. */
export function partOf<K extends keyof DashboardHome>(
  state: LoadState<DashboardHome>,
  key: K,
): LoadState<DashboardHome[K]> {
  if (state.phase === 'error') return state;
  if (state.phase === 'ready') return { phase: 'ready', data: state.data[key] };
  return state.data ? { phase: 'loading', data: state.data[key] } : { phase: 'loading' };
}
