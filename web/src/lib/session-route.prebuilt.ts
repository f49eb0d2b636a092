import { sessionRoute as route } from '../../../shared/api/routes/auth.ts';
import { lightRoute } from './lighten.ts';

/**
 * The session route as public pages read it on load, its contract as data: the browser build holds
 * this module's value, not zod (web/prebuilt.ts).
 */
export const sessionRoute = lightRoute(route);
