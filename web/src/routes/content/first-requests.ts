import type { RouteDefinition } from '../../../../shared/api/route-definition.ts';
import { sessionRoute } from '../../../../shared/api/routes/auth.ts';
import { dashboardHomeRoute } from '../../../../shared/api/routes/dashboard.ts';
import {
  exerciseRoute,
  miniClassRoute,
  subjectDetailRoute,
} from '../../../../shared/api/routes/educational.ts';
import { planRoute } from '../../../../shared/api/routes/practice.ts';
import { simulatorRoute } from '../../../../shared/api/routes/simulators.ts';

/** A read a page's first screen makes, as its code makes it: `params` name the page's `:segments`. */
export interface FirstRequest {
  route: Pick<RouteDefinition, 'method' | 'path'>;
  params?: Record<string, `:${string}`>;
  query?: Record<string, string>;
}

/**
 * What each page of the subscriber area loads for its first screen, declared once: the build writes
 * from it the script the area's HTML starts them with (web/early-requests.ts), and a browser test
 * fails when a page asks for something else, or asks for one of them a second time. Reads that need the
 * student's id wait for the session, so they are not here.
 */
export const firstRequests: readonly {
  page: string;
  /** The page's module as Vite's manifest names it: its chunks are fetched with the reads. */
  module?: string;
  /**
   * Its first screen shows formulas, which its reads bring typeset: KaTeX's stylesheet is fetched too
   * (routes/content/content-app.tsx says the same).
   */
  formulas?: true;
  requests: readonly FirstRequest[];
}[] = [
  // The area's own chunk and the gate's session check, on every page of the area.
  { page: '/content/*', module: 'src/routes/content/content-app.tsx', requests: [{ route: sessionRoute }] },
  {
    page: '/content/dashboard',
    module: 'src/features/dashboard/dashboard-page.tsx',
    requests: [
      { route: dashboardHomeRoute, query: {} },
      { route: planRoute, query: {} },
    ],
  },
  {
    page: '/content/educational/:subjectId',
    module: 'src/features/educational/subject-page.tsx',
    requests: [{ route: subjectDetailRoute, params: { subject: ':subjectId' } }],
  },
  {
    page: '/content/educational/:subjectId/mini-clase/:topicId',
    module: 'src/features/educational/mini-class-page.tsx',
    formulas: true,
    requests: [{ route: miniClassRoute, params: { subject: ':subjectId', id: ':topicId' } }],
  },
  {
    page: '/content/educational/:subjectId/ejercicio/:exerciseId',
    module: 'src/features/educational/exercise-page.tsx',
    formulas: true,
    requests: [{ route: exerciseRoute, params: { subject: ':subjectId', exercise: ':exerciseId' } }],
  },
  {
    page: '/content/simulador/:id',
    module: 'src/features/simulators/player-page.tsx',
    formulas: true,
    requests: [{ route: simulatorRoute, params: { id: ':id' } }],
  },
];
