import { sendVerificationRoute } from '../../shared/api/routes/auth.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { sendVerification } from './send-verification.ts';

config();

export const handler = createHandler(sendVerificationRoute, ({ body, event, log }) =>
  sendVerification(body, { ip: clientIp(event), log }),
);
