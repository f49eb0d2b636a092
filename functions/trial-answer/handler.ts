import { answerTrialRoute } from '../../shared/api/routes/trial.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { answerTrial } from '../lib/trial/service.ts';

config();

export const handler = createHandler(answerTrialRoute, ({ params, body, event }) =>
  answerTrial(params.id, body, { address: clientIp(event) }),
);
