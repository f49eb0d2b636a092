import type { dashboardResponse } from '../../../../shared/api/contracts/statistics.ts';
import { dashboardRoute } from '../../../../shared/api/routes/statistics.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { DEFAULT_LEVEL } from '../../../../shared/domain/levels.ts';
import { callApi } from '../../lib/api.ts';

export type Dashboard = z.output<typeof dashboardResponse>['dashboard'];

/** What the page shows when the numbers cannot be loaded: a fresh start, never a blank screen. */
export const emptyDashboard: Dashboard = {
  totalQuestions: 0,
  correctAnswers: 0,
  accuracy: 0,
  timeSpent: '0h 0m',
  level: DEFAULT_LEVEL,
  percentile: null,
  subjectPercentiles: [],
  recentSimulators: [],
  weakTopics: [],
};

export const fetchDashboard = (userId: string) => callApi(dashboardRoute, { params: { user: userId } });
