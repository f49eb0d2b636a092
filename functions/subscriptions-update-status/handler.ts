import { updateSubscriptionStatusRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { NotFoundError } from '../lib/errors.ts';
import { createHandler } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';
import {
  limitStatusChecks,
  NO_SUBSCRIPTION_MESSAGE,
  refreshFromProvider,
  statusResponse,
} from '../lib/subscriptions/service.ts';

config();

/** The return pages post a status; only what Mercado Pago confirms on read-back is stored. */
export const handler = createHandler(updateSubscriptionStatusRoute, async ({ session, log, remainingMs }) => {
  await limitStatusChecks(session.userId, true);
  const subscription = await refreshFromProvider(session.userId, budgetFrom(remainingMs, log));
  if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  return statusResponse(session, subscription);
});
