import { exerciseSolutionRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { revealSolution } from '../lib/educational/student-exercises.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  exerciseSolutionRoute,
  async ({ params, session }) => ({
    data: await revealSolution(session.userId, { subjectId: params.subject, exerciseId: params.exercise }),
  }),
  { typeset: formulaSheet },
);
