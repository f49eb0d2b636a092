import { trialRoute } from '../../shared/api/routes/trial.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { viewTrial } from '../lib/trial/service.ts';

config();

export const handler = createHandler(trialRoute, ({ params, event }) =>
  viewTrial(params.id, { address: clientIp(event) }),
);
