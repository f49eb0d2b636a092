import { lazyRoute } from '../lazy-route.ts';
import { callable } from '../light-contract.ts';
import * as light from './account.prebuilt.ts';

const routes = () => import('../../../../shared/api/routes/account.ts');

// Read as the area opens, once a tab (exam-target-sync.ts); saved when the student changes it.
export const examTargetRoute = callable(light.examTargetRoute);
export const examTargetUpdateRoute = lazyRoute(routes, 'examTargetUpdateRoute');
