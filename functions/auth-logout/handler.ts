import { logoutRoute } from '../../shared/api/routes/auth.ts';
import { endSession, expiredSessionCookie, resolveSession } from '../lib/auth/session.ts';
import { config } from '../lib/config.ts';
import { createHandler, HttpResponse } from '../lib/http.ts';

config();

/** Revokes the cookie's session if there is one, and always tells the browser to drop the cookie. */
export const handler = createHandler(logoutRoute, async ({ event }) => {
  const session = await resolveSession(event.cookies);
  const { cookie } = session ? await endSession(session) : { cookie: expiredSessionCookie };
  return new HttpResponse({ success: true as const, message: 'Cerraste sesión.' }, { cookies: [cookie] });
});
