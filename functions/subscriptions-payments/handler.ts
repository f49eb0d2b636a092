import { subscriptionPaymentsRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';
import { limitStatusChecks, listPayments } from '../lib/subscriptions/service.ts';

config();

export const handler = createHandler(subscriptionPaymentsRoute, async ({ session, log, remainingMs }) => {
  await limitStatusChecks(session.userId, true);
  return listPayments(session, budgetFrom(remainingMs, log));
});
