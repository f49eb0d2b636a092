import { routes } from '../../shared/api/routes.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { checkHealth } from './health.ts';

config();

export const handler = createHandler(routes.health, () => checkHealth());
