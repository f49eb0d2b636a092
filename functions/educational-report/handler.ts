import { reportExerciseRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { reportProblem } from '../lib/educational/report.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  reportExerciseRoute,
  async ({ params, body, session }) => {
    await reportProblem(session, params, body);
  },
  { message: '¡Gracias! Vamos a revisar este ejercicio.' },
);
