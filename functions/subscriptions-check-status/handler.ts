import { checkSubscriptionStatusRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { getSubscription } from '../lib/data/subscriptions.ts';
import { createHandler } from '../lib/http.ts';
import { limitStatusChecks, statusResponse } from '../lib/subscriptions/service.ts';

config();

export const handler = createHandler(checkSubscriptionStatusRoute, async ({ session }) => {
  await limitStatusChecks(session.userId, false);
  return statusResponse(session, await getSubscription(session.userId));
});
