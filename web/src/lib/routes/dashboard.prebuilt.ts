import { dashboardHomeRoute as route } from '../../../../shared/api/routes/dashboard.ts';
import { lightRoute } from '../lighten.ts';

export const dashboardHomeRoute = lightRoute(route);
