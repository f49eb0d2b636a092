import { emptyObject } from '../common.ts';
import * as dashboard from '../contracts/dashboard.ts';
import { type FunctionDefinition, route } from '../route-definition.ts';
import { goalRoute, reviewRoute } from './practice.ts';
import { dashboardRoute } from './statistics.ts';

/** The routes whose reads the dashboard's first screen makes, answered together by one Lambda. */
const merged = [dashboardRoute, reviewRoute, goalRoute] as const;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** What the merged routes declare, together: the one Lambda touches what each of them would. */
function declaredBy(parts: readonly FunctionDefinition[]): Pick<FunctionDefinition, 'data' | 'services'> {
  return {
    data: {
      reads: unique(parts.flatMap((part) => part.data.reads)),
      writes: unique(parts.flatMap((part) => part.data.writes)),
    },
    services: unique(parts.flatMap((part) => part.services ?? [])),
  };
}

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
  ...declaredBy(merged),
});
