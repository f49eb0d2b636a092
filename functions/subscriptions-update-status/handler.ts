import { updateSubscriptionStatusRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { NotFoundError } from '../lib/errors.ts';
import { createHandler } from '../lib/http.ts';
import {
  NO_SUBSCRIPTION_MESSAGE,
  refreshFromProvider,
  statusResponse,
} from '../lib/subscriptions/service.ts';

config();

/** The return pages post a status; only what Mercado Pago confirms on read-back is stored. */
export const handler = createHandler(updateSubscriptionStatusRoute, async ({ session, log }) => {
  const subscription = await refreshFromProvider(session.userId, log);
  if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  return statusResponse(session, subscription);
});
