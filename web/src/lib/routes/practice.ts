import { lazyRoute } from '../lazy-route.ts';
import { callable } from '../light-contract.ts';
import * as light from './practice.prebuilt.ts';

const routes = () => import('../../../../shared/api/routes/practice.ts');

export const planRoute = callable(light.planRoute);
export const goalRoute = callable(light.goalRoute);
export const goalUpdateRoute = lazyRoute(routes, 'goalUpdateRoute');
