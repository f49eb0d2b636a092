import { emptyObject } from '../common.ts';
import * as statistics from '../contracts/statistics.ts';
import { declaredBy, route } from '../route-definition.ts';

export const statisticsOverviewRoute = route({
  name: 'statistics-overview',
  method: 'GET',
  path: '/api/statistics/overview/{user}',
  access: 'subscription',
  request: { params: statistics.statisticsParams, query: statistics.statisticsQuery },
  owner: { params: { user: 'userId' } },
  response: statistics.overviewResponse,
  data: { reads: ['statCounter', 'simulator', 'ranking'], writes: [] },
});

export const statisticsSubjectsRoute = route({
  name: 'statistics-subjects',
  method: 'GET',
  path: '/api/statistics/subjects/{user}',
  access: 'subscription',
  request: { params: statistics.statisticsParams, query: statistics.statisticsQuery },
  owner: { params: { user: 'userId' } },
  response: statistics.subjectsResponse,
  data: { reads: ['statCounter', 'ranking'], writes: [] },
});

export const statisticsTopicsRoute = route({
  name: 'statistics-topics',
  method: 'GET',
  path: '/api/statistics/topics/{user}',
  access: 'subscription',
  request: { params: statistics.statisticsParams, query: statistics.statisticsQuery },
  owner: { params: { user: 'userId' } },
  response: statistics.topicsResponse,
  data: { reads: ['statCounter'], writes: [] },
});

export const statisticsProgressRoute = route({
  name: 'statistics-progress',
  method: 'GET',
  path: '/api/statistics/progress/{user}',
  access: 'subscription',
  request: { params: statistics.statisticsParams, query: statistics.statisticsQuery },
  owner: { params: { user: 'userId' } },
  response: statistics.progressResponse,
  data: { reads: ['statCounter'], writes: [] },
});

/**
 * The statistics page's first screen in one request (#30): the overview, the subjects, the topics and
 * the days of one period, read by one Lambda; the caller from the session, so it leaves beside the
 * gate's session check.
 */
export const statisticsPageRoute = route({
  name: 'statistics-page',
  method: 'GET',
  path: '/api/statistics',
  access: 'subscription',
  request: { query: statistics.statisticsQuery },
  owner: 'none',
  response: statistics.statisticsPageResponse,
  ...declaredBy([
    statisticsOverviewRoute,
    statisticsSubjectsRoute,
    statisticsTopicsRoute,
    statisticsProgressRoute,
  ]),
});

export const dashboardRoute = route({
  name: 'statistics-dashboard',
  method: 'GET',
  path: '/api/statistics/dashboard/{user}',
  access: 'subscription',
  request: { params: statistics.statisticsParams },
  owner: { params: { user: 'userId' } },
  response: statistics.dashboardResponse,
  data: { reads: ['statCounter', 'simulator', 'ranking'], writes: [] },
});

/** Mastery per subtopic and, with enough simulators, the chance of passing each subject (ADR 0055, 0056). */
export const statisticsPredictionRoute = route({
  name: 'statistics-prediction',
  method: 'GET',
  path: '/api/statistics/prediction/{user}',
  access: 'subscription',
  request: { params: statistics.statisticsParams, query: emptyObject },
  owner: { params: { user: 'userId' } },
  response: statistics.predictionResponse,
  data: { reads: ['attempt', 'simulator', 'user'], writes: [] },
  services: ['content'],
});
