import { lazyRoute } from '../lazy-route.ts';

const routes = () => import('../../../../shared/api/routes/offline-practice.ts');

export const offlinePackRoute = lazyRoute(routes, 'offlinePackRoute');
export const offlineAnswersRoute = lazyRoute(routes, 'offlineAnswersRoute');
