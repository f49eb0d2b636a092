import { mercadoPagoWebhookRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';
import { receiveNotification } from '../lib/subscriptions/webhook.ts';

config();

export const handler = createHandler(
  mercadoPagoWebhookRoute,
  async ({ event, query, body, log, remainingMs }) => {
    await receiveNotification(
      {
        rawQueryString: event.rawQueryString ?? '',
        signature: event.headers?.['x-signature'],
        requestId: event.headers?.['x-request-id'],
        type: query.type ?? query.topic ?? body.type ?? '',
      },
      budgetFrom(remainingMs, log),
    );
  },
);
