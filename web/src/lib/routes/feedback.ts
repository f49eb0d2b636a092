import { lazyRoute } from '../lazy-route.ts';

const routes = () => import('../../../../shared/api/routes/feedback.ts');

export const submitFeedbackRoute = lazyRoute(routes, 'submitFeedbackRoute');
