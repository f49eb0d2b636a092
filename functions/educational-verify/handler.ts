import { verifyExerciseRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { givenAnswer } from '../lib/educational/api-view.ts';
import { answerExercise } from '../lib/educational/student-exercises.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  verifyExerciseRoute,
  async ({ params, body, session }) => ({
    data: await answerExercise(session.userId, {
      subjectId: params.subject,
      exerciseId: params.exercise,
      answer: givenAnswer(body.respuesta),
      ...(body.timeSpent === undefined ? {} : { timeSpent: body.timeSpent }),
    }),
  }),
  { typeset: formulaSheet },
);
