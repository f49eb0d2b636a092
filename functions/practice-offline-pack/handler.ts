import { offlinePackRoute } from '../../shared/api/routes/offline-practice.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { downloadPack } from '../lib/offline-practice/offline-practice.ts';

config();

export const handler = createHandler(offlinePackRoute, async ({ session, body }) =>
  downloadPack(session, body),
);
