import { simulatorRoute } from '../../shared/api/routes/simulators.ts';
import { config } from '../lib/config.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';
import { getSimulatorView } from '../lib/simulators/service.ts';

config();

export const handler = createHandler(
  simulatorRoute,
  ({ session, params }) => getSimulatorView(session, params.id),
  { typeset: formulaSheet },
);
