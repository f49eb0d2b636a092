import { simulatorHistoryRoute } from '../../shared/api/routes/simulators.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { simulatorHistory } from '../lib/simulators/service.ts';

config();

export const handler = createHandler(simulatorHistoryRoute, ({ session }) => simulatorHistory(session));
