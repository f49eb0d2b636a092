import { confirmConsumerRequestRoute } from '../../shared/api/routes/consumer.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { confirmConsumerRequest } from '../lib/consumer/requests.ts';
import { requestMessage } from '../lib/consumer/wording.ts';
import { createHandler } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';

config();

export const handler = createHandler(
  confirmConsumerRequestRoute,
  ({ body, event, log, remainingMs }) =>
    confirmConsumerRequest(body.token, { network: clientIp(event), budget: budgetFrom(remainingMs, log) }),
  { message: requestMessage },
);
