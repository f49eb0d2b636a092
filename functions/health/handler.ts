import { healthRoute } from '../../shared/api/routes/health.ts';
import { config } from '../lib/config.ts';
import { checkHealth } from '../lib/health/health.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(healthRoute, () => checkHealth());
