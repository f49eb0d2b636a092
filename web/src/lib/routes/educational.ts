import { lazyRoute } from '../lazy-route.ts';
import { callable } from '../light-contract.ts';
import * as light from './educational.prebuilt.ts';

const routes = () => import('../../../../shared/api/routes/educational.ts');

export const subjectListRoute = callable(light.subjectListRoute);
export const subjectDetailRoute = callable(light.subjectDetailRoute);
export const miniClassRoute = callable(light.miniClassRoute);
export const exerciseRoute = callable(light.exerciseRoute);
export const verifyExerciseRoute = lazyRoute(routes, 'verifyExerciseRoute');
export const exerciseSolutionRoute = lazyRoute(routes, 'exerciseSolutionRoute');
export const reportExerciseRoute = lazyRoute(routes, 'reportExerciseRoute');
