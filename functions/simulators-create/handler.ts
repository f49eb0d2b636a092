import { createSimulatorRoute } from '../../shared/api/routes/simulators.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { createSimulator } from '../lib/simulators/service.ts';

config();

export const handler = createHandler(createSimulatorRoute, ({ session, body }) =>
  createSimulator(session, body),
);
