import { answerSimulatorRoute } from '../../shared/api/routes/simulators.ts';
import { config } from '../lib/config.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';
import { answerQuestion } from '../lib/simulators/service.ts';

config();

export const handler = createHandler(
  answerSimulatorRoute,
  ({ session, params, body }) => answerQuestion(session, params.id, body),
  { typeset: formulaSheet },
);
