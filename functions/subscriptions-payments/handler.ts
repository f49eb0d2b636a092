import { subscriptionPaymentsRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';
import { listPayments } from '../lib/subscriptions/service.ts';

config();

export const handler = createHandler(subscriptionPaymentsRoute, ({ session, log, remainingMs }) =>
  listPayments(session, budgetFrom(remainingMs, log)),
);
