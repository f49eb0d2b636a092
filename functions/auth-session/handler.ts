import { sessionRoute } from '../../shared/api/routes/auth.ts';
import { config } from '../lib/config.ts';
import { getSubscription, subscriptionView } from '../lib/data/subscriptions.ts';
import { createHandler } from '../lib/http.ts';

config();

/** Who the session cookie belongs to: every tab asks here instead of trusting its own storage. */
export const handler = createHandler(sessionRoute, async ({ session }) => ({
  success: true as const,
  user: {
    id: session.userId,
    email: session.email,
    subscription: subscriptionView(await getSubscription(session.userId)),
  },
}));
