import { waitlistRoute } from '../../shared/api/routes/feedback.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { joinWaitlistFrom } from '../lib/feedback/feedback.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  waitlistRoute,
  async ({ body, event }) => {
    await joinWaitlistFrom(clientIp(event), body.email);
  },
  { message: '¡Listo! Te vamos a avisar por email.' },
);
