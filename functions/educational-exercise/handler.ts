import { exerciseRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { exerciseForStudent } from '../lib/educational/student-exercises.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  exerciseRoute,
  async ({ params, session }) => ({
    data: await exerciseForStudent(session.userId, params.subject, params.exercise),
  }),
  { typeset: formulaSheet },
);
