import { unsubscribeReminderRoute } from '../../shared/api/routes/practice.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { UNSUBSCRIBED_MESSAGE, unsubscribe } from '../lib/practice/unsubscribe.ts';

config();

export const handler = createHandler(
  unsubscribeReminderRoute,
  async ({ body }) => {
    await unsubscribe(body.token);
  },
  { message: UNSUBSCRIBED_MESSAGE },
);
