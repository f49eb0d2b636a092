import { emptyObject } from '../common.ts';
import * as dashboard from '../contracts/dashboard.ts';
import { declaredBy, route } from '../route-definition.ts';
import { goalRoute, reviewRoute } from './practice.ts';
import { dashboardRoute } from './statistics.ts';

/**
 * The dashboard's first screen in one request (#30): the numbers, today's review (brought up to date
 * with the answers given since, like the review route) and the goal with its streak.
 */
export const dashboardHomeRoute = route({
  name: 'dashboard-home',
  method: 'GET',
  path: '/api/dashboard',
  access: 'subscription',
  request: { query: emptyObject },
  owner: 'none',
  response: dashboard.dashboardHomeResponse,
  ...declaredBy([dashboardRoute, reviewRoute, goalRoute]),
});
