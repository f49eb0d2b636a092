import { reportExerciseRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { saveProblemReport } from '../lib/data/problem-reports.ts';
import { findExercise } from '../lib/educational/catalog.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(reportExerciseRoute, async ({ params, body, session }) => {
  const { subjectId, exercise } = findExercise(params.subject, params.exercise);
  await saveProblemReport({
    exerciseId: exercise.id,
    subject: subjectId,
    reason: body.reason,
    ...(body.comment ? { comment: body.comment } : {}),
    userId: session.userId,
    createdAt: new Date().toISOString(),
  });
  return { success: true as const, message: '¡Gracias! Vamos a revisar este ejercicio.' };
});
