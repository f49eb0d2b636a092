import type { Session } from '../auth/session.ts';
import { saveProblemReport } from '../data/problem-reports.ts';
import { findExercise } from './bank-lookup.ts';

type Reason = Parameters<typeof saveProblemReport>[0]['reason'];

/** A student's report of a problem with an exercise, kept for the content team to review. */
export async function reportProblem(
  session: Session,
  target: { subject: string; exercise: string },
  report: { reason: Reason; comment?: string | undefined },
  now = new Date(),
): Promise<void> {
  const { subjectId, exercise } = findExercise(target.subject, target.exercise);
  await saveProblemReport({
    exerciseId: exercise.id,
    subject: subjectId,
    reason: report.reason,
    ...(report.comment ? { comment: report.comment } : {}),
    userId: session.userId,
    createdAt: now.toISOString(),
  });
}
