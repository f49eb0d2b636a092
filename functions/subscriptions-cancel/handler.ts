import { cancelSubscriptionRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';
import { cancellationMessage, cancelSubscription } from '../lib/subscriptions/service.ts';

config();

export const handler = createHandler(
  cancelSubscriptionRoute,
  ({ session, log, remainingMs }) => cancelSubscription(session, budgetFrom(remainingMs, log)),
  { message: ({ subscription }) => cancellationMessage(subscription) },
);
