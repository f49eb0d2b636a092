import { unsubscribeReminderRoute } from '../../shared/api/routes/practice.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { UNSUBSCRIBED_MESSAGE, unsubscribe } from '../lib/learning-loop/unsubscribe.ts';

config();

export const handler = createHandler(
  unsubscribeReminderRoute,
  async ({ body, query }) => {
    // From the page, the token is in the body; from a mail client's one-click POST, in the address.
    await unsubscribe('token' in body ? body.token : (query.token ?? ''));
  },
  { message: UNSUBSCRIBED_MESSAGE },
);
