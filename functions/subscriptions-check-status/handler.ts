import { checkSubscriptionStatusRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { subscriptionStatus } from '../lib/subscriptions/service.ts';

config();

export const handler = createHandler(checkSubscriptionStatusRoute, ({ session }) =>
  subscriptionStatus(session),
);
