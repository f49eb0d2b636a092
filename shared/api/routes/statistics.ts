import { emptyObject } from '../common.ts';
import * as statistics from '../contracts/statistics.ts';
import { route } from '../route-definition.ts';

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
