import { verifyLinkRoute } from '../../shared/api/routes/auth.ts';
import { verifyLink } from '../lib/auth/verify-link.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler, HttpResponse } from '../lib/http.ts';

config();

export const handler = createHandler(
  verifyLinkRoute,
  async ({ body, event, log }) => {
    const { user, cookie, deviceCookie, trialClaimed } = await verifyLink(body, {
      ip: clientIp(event),
      cookies: event.cookies,
      log,
    });
    // The session cookie first: clients that keep one cookie take the first.
    return new HttpResponse(
      { user, ...(trialClaimed === undefined ? {} : { trialClaimed }) },
      { cookies: [cookie, deviceCookie] },
    );
  },
  { message: '¡Listo! Ingresaste a tu cuenta.' },
);
