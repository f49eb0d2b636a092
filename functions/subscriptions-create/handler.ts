import { createSubscriptionRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { createSubscription } from '../lib/subscriptions/service.ts';

config();

export const handler = createHandler(createSubscriptionRoute, ({ body, session, log }) =>
  createSubscription(session, body.planId, log),
);
