import { verifyExerciseRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { recordPractice } from '../lib/data/attempts.ts';
import { checkAnswer, findExercise } from '../lib/educational/catalog.ts';
import { createHandler } from '../lib/http.ts';

config();

/** A tab left open is not study: one exercise counts for at most this much time. */
const MAX_PRACTICE_SECONDS = 20 * 60;

/** Checks the answer and keeps the attempt; only now do the key and the explanation leave the server. */
export const handler = createHandler(verifyExerciseRoute, async ({ params, body, session }) => {
  const { subjectId, exercise } = findExercise(params.subject, params.exercise);
  const result = checkAnswer(exercise, body.respuesta);
  await recordPractice(session.userId, {
    exerciseId: exercise.id,
    subject: subjectId,
    topic: exercise.topic,
    correct: result.esCorrecta,
    at: new Date().toISOString(),
    source: 'practice',
    timeSpentSeconds: Math.min(body.timeSpent ?? 0, MAX_PRACTICE_SECONDS),
  });
  return { success: true as const, data: result };
});
