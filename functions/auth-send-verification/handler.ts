import { sendVerificationRoute } from '../../shared/api/routes/auth.ts';
import { sendVerification } from '../lib/auth/send-code.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler, HttpResponse } from '../lib/http.ts';

config();

const answers = {
  sent: {},
  'user-not-found': { userNotFound: true },
  'requires-subscription': { requiresSubscription: true },
} as const;

export const handler = createHandler(
  sendVerificationRoute,
  async ({ body, event, log }) => {
    const { outcome, cookies } = await sendVerification(body, {
      ip: clientIp(event),
      cookies: event.cookies,
      log,
    });
    return new HttpResponse(answers[outcome], { cookies });
  },
  {
    message: (answer) => {
      if (answer.userNotFound) return 'Todavía no tenés una cuenta con este email.';
      if (answer.requiresSubscription) return 'Tu cuenta no tiene una suscripción activa.';
      return 'Te enviamos un código de 6 dígitos a tu email.';
    },
  },
);
