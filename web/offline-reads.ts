import { type RouteDefinition, type RouteKey, routes } from '../shared/api/routes.ts';

/**
 * The API reads the service worker keeps for reading without a connection (ADR 0094): what the
 * student's panel, plan, statistics and mini classes show, and the session the area's gate asks for.
 * Never a read that reveals an answer before it is given (an exercise, a simulator, the review queue,
 * the trial): offline-reads.test.ts holds that line.
 */
export const offlineReadRoutes = [
  'session',
  'examTarget',
  'dashboardHome',
  'dashboard',
  'plan',
  'goal',
  'statisticsPage',
  'statisticsOverview',
  'statisticsSubjects',
  'statisticsTopics',
  'statisticsProgress',
  'statisticsPrediction',
  'subjectList',
  'subjectDetail',
  'miniClass',
] as const satisfies readonly RouteKey[];

/** A route's path as an anchored regular expression's source: `{param}` is one path segment. */
export function pathPattern(route: Pick<RouteDefinition, 'path'>): string {
  const literal = route.path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return `^${literal.join('[^/]+')}$`;
}

export const offlineReadPatterns = (): string[] => offlineReadRoutes.map((key) => pathPattern(routes[key]));
