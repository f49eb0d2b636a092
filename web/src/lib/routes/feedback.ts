import { lazyRoute } from '../api.ts';

const routes = () => import('../../../../shared/api/routes/feedback.ts');

export const submitFeedbackRoute = lazyRoute(routes, 'submitFeedbackRoute');
