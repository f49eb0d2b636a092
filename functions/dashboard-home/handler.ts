import { dashboardHomeRoute } from '../../shared/api/routes/dashboard.ts';
import { config } from '../lib/config.ts';
import { dashboardHome } from '../lib/dashboard/home.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(dashboardHomeRoute, async ({ session }) => dashboardHome(session));
