import { simulatorListRoute } from '../../shared/api/routes/simulators.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { simulatorsInProgress } from '../lib/simulators/service.ts';

config();

export const handler = createHandler(simulatorListRoute, ({ session }) => simulatorsInProgress(session));
