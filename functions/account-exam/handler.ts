import { examTargetRoute } from '../../shared/api/routes/account.ts';
import { examTarget } from '../lib/account/exam-target.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(examTargetRoute, async ({ session }) => ({
  target: await examTarget(session),
}));
