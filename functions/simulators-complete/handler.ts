import { completeSimulatorRoute } from '../../shared/api/routes/simulators.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { completeSimulatorFor } from '../lib/simulators/service.ts';

config();

export const handler = createHandler(completeSimulatorRoute, ({ session, params }) =>
  completeSimulatorFor(session, params.id),
);
