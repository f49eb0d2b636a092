import { dashboardRoute } from '../../shared/api/routes/statistics.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { dashboard } from '../lib/statistics/service.ts';

config();

export const handler = createHandler(dashboardRoute, async ({ session }) => ({
  dashboard: await dashboard(session),
}));
