import type { dashboardResponse } from '../../../../shared/api/contracts/statistics.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { DEFAULT_LEVEL } from '../../../../shared/domain/levels.ts';
import { rankingStanding } from '../../../../shared/domain/ranking.ts';
import { formatStudyTime } from '../../../../shared/domain/study-time.ts';
import { subjectIds, subjectNames } from '../../../../shared/domain/subjects.ts';
import { blankDays } from '../../components/charts/chart-text.ts';

export type Dashboard = z.output<typeof dashboardResponse>['dashboard'];

/** Days in the dashboard's small chart, as the server sends them. */
const DASHBOARD_DAYS = 5;

/** A student without answers: where the zeroed numbers leave the ranking. */
const unranked = rankingStanding(0, 0, null);

/** What the page shows when the numbers cannot be loaded: a fresh start, never a blank screen. */
export function emptyDashboard(today = new Date()): Dashboard {
  return {
    totalQuestions: 0,
    correctAnswers: 0,
    accuracy: 0,
    timeSpent: formatStudyTime(0),
    level: DEFAULT_LEVEL,
    percentile: null,
    ranking: unranked,
    subjects: subjectIds.map((subject) => ({
      subject,
      name: subjectNames[subject],
      accuracy: 0,
      correctAnswers: 0,
      totalQuestions: 0,
      percentile: null,
      ranking: unranked,
    })),
    daily: blankDays(today, DASHBOARD_DAYS),
    recentSimulators: [],
    weakTopics: [],
  };
}
