import { startTrialRoute } from '../../shared/api/routes/trial.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { startTrial } from '../lib/trial/service.ts';

config();

export const handler = createHandler(startTrialRoute, ({ body, event }) =>
  startTrial(body.subject, { address: clientIp(event) }),
);
