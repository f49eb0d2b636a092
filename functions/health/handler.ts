import { healthRoute } from '../../shared/api/routes/health.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { checkHealth } from './health.ts';

config();

export const handler = createHandler(healthRoute, () => checkHealth());
