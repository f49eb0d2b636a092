import { verifyCodeRoute } from '../../shared/api/routes/auth.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { verifyCode } from './verify-code.ts';

config();

export const handler = createHandler(verifyCodeRoute, ({ body, event }) =>
  verifyCode(body, { ip: clientIp(event) }),
);
