import { examTargetUpdateRoute } from '../../shared/api/routes/account.ts';
import { chooseExamTarget, examTargetMessage } from '../lib/account/exam-target.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  examTargetUpdateRoute,
  async ({ session, body }) => ({ target: await chooseExamTarget(session, body) }),
  { message: ({ target }) => examTargetMessage(target) },
);
