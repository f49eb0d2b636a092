import { exportAccountRoute } from '../../shared/api/routes/account.ts';
import { exportAccount } from '../lib/account/account.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(exportAccountRoute, async ({ session }) => ({
  data: await exportAccount(session),
}));
