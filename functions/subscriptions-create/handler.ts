import { createSubscriptionRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { createSubscription } from '../lib/subscriptions/checkout.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';

config();

export const handler = createHandler(createSubscriptionRoute, ({ body, session, log, remainingMs }) =>
  createSubscription(session, body.planId, budgetFrom(remainingMs, log)),
);
