import { healthRoute as route } from '../../../../shared/api/routes/health.ts';
import { lightRoute } from '../../lib/lighten.ts';

/** The health route with its contract as data: the browser build holds this value, not zod (web/prebuilt.ts). */
export const healthRoute = lightRoute(route);
