import { offlineAnswersRoute } from '../../shared/api/routes/offline-practice.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { syncOfflineAnswers } from '../lib/offline-practice/offline-practice.ts';

config();

export const handler = createHandler(offlineAnswersRoute, async ({ session, body }) =>
  syncOfflineAnswers(session, body.answers),
);
