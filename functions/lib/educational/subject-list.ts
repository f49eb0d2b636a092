import { type ExamTarget, NO_TARGET, subjectsFor } from '../../../shared/domain/exam-target.ts';
import { regionalById } from '../../../shared/domain/regionals/index.ts';
import { loadCatalog } from '../../content/catalog.ts';
import { getExamTarget } from '../data/exam-target.ts';
import { subjectSummaryView } from './api-view.ts';

/*
 * The subject list, ordered by the student's faculty. Apart from catalog.ts so that the regionals' data
 * reaches only the functions that need it (the tutor imports the catalog).
 */

/** The subject list the student sees: ordered by the faculty they chose, if any. */
export async function subjectsForStudent(userId: string) {
  const target = await getExamTarget(userId);
  const regional = target.regional ? regionalById(target.regional) : undefined;
  return {
    data: subjectSummaries(target),
    faculty: regional ? { id: regional.id, code: regional.code } : null,
  };
}

/** The subjects in the order the student's faculty gives them: what it examines first (exam-target.ts). */
export function subjectSummaries(target: Pick<ExamTarget, 'regional' | 'career'> = NO_TARGET) {
  return subjectsFor(target).map(({ subject, examined }) => {
    const { syllabus, exercises } = loadCatalog(subject);
    return subjectSummaryView(subject, syllabus, exercises.length, examined);
  });
}
