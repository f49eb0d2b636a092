import { sendVerificationRoute } from '../../shared/api/routes/auth.ts';
import { argentineClock } from '../../shared/domain/study-days.ts';
import { sendVerification } from '../lib/auth/send-code.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler, HttpResponse } from '../lib/http.ts';
import { formatWait } from '../lib/rate-limit.ts';

config();

export const handler = createHandler(
  sendVerificationRoute,
  async ({ body, event, log }) => {
    const now = new Date();
    const { outcome, cookies, sentAt, resendAt } = await sendVerification(body, {
      ip: clientIp(event),
      cookies: event.cookies,
      log,
      now,
    });
    if (outcome === 'user-not-found') return new HttpResponse({ userNotFound: true }, { cookies });
    if (outcome === 'requires-subscription')
      return new HttpResponse({ requiresSubscription: true }, { cookies });
    return new HttpResponse(
      {
        ...(outcome === 'already-sent' ? { codeAlreadySent: true } : {}),
        ...(sentAt ? { sentAt: sentAt.toISOString() } : {}),
        ...(resendAt ? { resendAvailableAt: resendAt.toISOString() } : {}),
      },
      { cookies },
    );
  },
  {
    message: (answer) => {
      if (answer.userNotFound) return 'Todavía no tenés una cuenta con este email.';
      if (answer.requiresSubscription) return 'Tu cuenta no tiene una suscripción activa.';
      if (answer.codeAlreadySent && answer.sentAt) {
        const wait = answer.resendAvailableAt
          ? Math.max(0, (Date.parse(answer.resendAvailableAt) - Date.now()) / 1000)
          : 0;
        const sent = `Ya te enviamos un código a las ${argentineClock(answer.sentAt)}: usá ese, vale por 10 minutos.`;
        return wait >= 1 ? `${sent} Podés pedir otro en ${formatWait(wait)}.` : sent;
      }
      return 'Te enviamos un código de 6 dígitos a tu email.';
    },
  },
);
