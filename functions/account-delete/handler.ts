import { deleteAccountRoute } from '../../shared/api/routes/account.ts';
import { ACCOUNT_DELETED_MESSAGE, deleteAccount } from '../lib/account/account.ts';
import { expiredSessionCookie } from '../lib/auth/session.ts';
import { config } from '../lib/config.ts';
import { createHandler, HttpResponse } from '../lib/http.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';

config();

export const handler = createHandler(
  deleteAccountRoute,
  async ({ session, log, remainingMs }) => {
    await deleteAccount(session, budgetFrom(remainingMs, log));
    return new HttpResponse({}, { cookies: [expiredSessionCookie] });
  },
  { message: ACCOUNT_DELETED_MESSAGE },
);
