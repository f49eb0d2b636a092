import { waitlistRoute } from '../../shared/api/routes/feedback.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { joinWaitlist } from '../lib/data/feedback.ts';
import { createHandler } from '../lib/http.ts';
import { consumeLimits } from '../lib/rate-limit.ts';

config();

const JOINS_PER_HOUR_PER_ADDRESS = 10;

/** Idempotent: joining twice answers the same and keeps the first date. */
export const handler = createHandler(waitlistRoute, async ({ body, event }) => {
  await consumeLimits([
    {
      kind: 'window',
      scope: 'waitlist',
      subject: clientIp(event),
      max: JOINS_PER_HOUR_PER_ADDRESS,
      seconds: 60 * 60,
      message: (wait) => `Recibimos muchos pedidos desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ]);
  await joinWaitlist(body.email, new Date());
  return { success: true as const, message: '¡Listo! Te vamos a avisar por email.' };
});
