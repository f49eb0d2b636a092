import { lazyRoute } from '../lazy-route.ts';

const routes = () => import('../../../../shared/api/routes/subscriptions.ts');

export const cancelSubscriptionRoute = lazyRoute(routes, 'cancelSubscriptionRoute');
export const checkSubscriptionStatusRoute = lazyRoute(routes, 'checkSubscriptionStatusRoute');
export const subscriptionPaymentsRoute = lazyRoute(routes, 'subscriptionPaymentsRoute');
export const updateSubscriptionStatusRoute = lazyRoute(routes, 'updateSubscriptionStatusRoute');
