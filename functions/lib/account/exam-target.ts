import type { examTargetUpdateRequest } from '../../../shared/api/contracts/account.ts';
import { UNKNOWN_REGIONAL } from '../../../shared/api/contracts/account.ts';
import type * as z from '../../../shared/api/zod.ts';
import { careerProblem, type ExamTarget, examDateProblem } from '../../../shared/domain/exam-target.ts';
import { regionalById } from '../../../shared/domain/regionals/index.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import type { Session } from '../auth/session.ts';
import { getExamTarget, putExamTarget } from '../data/exam-target.ts';
import { BadRequestError } from '../errors.ts';

export const examTarget = ({ userId }: Session) => getExamTarget(userId);

/**
 * Changes what the request names and keeps the rest; a date already past or a career the faculty does
 * not offer is refused with nothing written.
 */
export async function chooseExamTarget(
  { userId }: Session,
  change: z.output<typeof examTargetUpdateRequest>,
  now = new Date(),
): Promise<ExamTarget> {
  const before = await getExamTarget(userId);
  const target: ExamTarget = {
    regional: change.regional === undefined ? before.regional : change.regional,
    career: change.career === undefined ? before.career : change.career,
    examDate: change.examDate === undefined ? before.examDate : change.examDate,
  };
  if (target.regional && !regionalById(target.regional)) throw new BadRequestError(UNKNOWN_REGIONAL);
  // A new faculty that does not offer the career kept from before drops it rather than refusing.
  if (change.career === undefined && careerProblem(target)) target.career = null;
  const career = careerProblem(target);
  if (career) throw new BadRequestError(career);
  if (change.examDate) {
    const problem = examDateProblem(change.examDate, studyDay(now));
    if (problem) throw new BadRequestError(problem);
  }
  await putExamTarget(userId, target, now);
  return target;
}

export function examTargetMessage(target: ExamTarget): string {
  const regional = target.regional ? regionalById(target.regional) : undefined;
  return regional ? `Listo: preparamos tu ingreso a ${regional.code}.` : 'Listo: guardamos tu examen.';
}
