import { updateSubscriptionStatusRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';
import { confirmedStatus } from '../lib/subscriptions/service.ts';

config();

export const handler = createHandler(updateSubscriptionStatusRoute, ({ session, log, remainingMs }) =>
  confirmedStatus(session, budgetFrom(remainingMs, log)),
);
