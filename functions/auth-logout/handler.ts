import { logoutRoute } from '../../shared/api/routes/auth.ts';
import { logOut } from '../lib/auth/session.ts';
import { config } from '../lib/config.ts';
import { createHandler, HttpResponse } from '../lib/http.ts';

config();

export const handler = createHandler(
  logoutRoute,
  async ({ event }) => new HttpResponse({}, { cookies: [await logOut(event.cookies)] }),
  { message: 'Cerraste sesión.' },
);
