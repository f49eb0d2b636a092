import { exercisesByTopicRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { exercisesForStudent } from '../lib/educational/student-exercises.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  exercisesByTopicRoute,
  async ({ params, query, session }) => ({
    data: await exercisesForStudent(session.userId, params.subject, query.tema),
  }),
  { typeset: formulaSheet },
);
