import { createConsumerRequestRoute } from '../../shared/api/routes/consumer.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { receiveConsumerRequest } from '../lib/consumer/requests.ts';
import { requestMessage } from '../lib/consumer/wording.ts';
import { createHandler } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';

config();

export const handler = createHandler(
  createConsumerRequestRoute,
  ({ body, event, log, remainingMs }) =>
    receiveConsumerRequest(body, {
      network: clientIp(event),
      cookies: event.cookies,
      budget: budgetFrom(remainingMs, log),
    }),
  { message: requestMessage },
);
