import { lazyRoute } from '../lazy-route.ts';
import { callable } from '../light-contract.ts';
import * as light from './simulators.prebuilt.ts';

const routes = () => import('../../../../shared/api/routes/simulators.ts');

export const simulatorRoute = callable(light.simulatorRoute);
export const simulatorListRoute = callable(light.simulatorListRoute);
export const simulatorHistoryRoute = callable(light.simulatorHistoryRoute);
export const createSimulatorRoute = lazyRoute(routes, 'createSimulatorRoute');
export const answerSimulatorRoute = lazyRoute(routes, 'answerSimulatorRoute');
export const completeSimulatorRoute = lazyRoute(routes, 'completeSimulatorRoute');
