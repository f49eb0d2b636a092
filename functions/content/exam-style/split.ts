import { type SubjectId, subjectIds } from '../../../shared/domain/subjects.ts';
import { createRng } from '../lib.ts';
import { type ExamStyleProblem, examStyleFormats } from './schema.ts';

/**
 * The seed of the one split of the development set (#32). Changing it, or the problems, changes which
 * half is held out; the tutor must never be tuned on the held-out half.
 */
export const SPLIT_SEED = 20_261_129;

export interface ExamStyleSplit {
  tuning: ExamStyleProblem[];
  heldOut: ExamStyleProblem[];
}

/**
 * Splits the set into two halves balanced by subject and, within a subject, by format: each
 * subject × format group is sorted by id and shuffled by a PRNG seeded with `seed`, the groups of a
 * subject are laid end to end, and the positions alternate held-out, tuning, held-out…
 */
export function splitExamStyle(problems: readonly ExamStyleProblem[], seed = SPLIT_SEED): ExamStyleSplit {
  const rng = createRng(seed);
  const tuning: ExamStyleProblem[] = [];
  const heldOut: ExamStyleProblem[] = [];
  for (const subject of subjectIds) {
    const ordered = examStyleFormats.flatMap((format) =>
      rng.shuffle(
        problems
          .filter((problem) => problem.subject === subject && problem.format === format)
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      ),
    );
    for (const [i, problem] of ordered.entries()) (i % 2 === 0 ? heldOut : tuning).push(problem);
  }
  return { tuning, heldOut };
}

export function countBySubject(problems: readonly ExamStyleProblem[]): Record<SubjectId, number> {
  const counts = { matematicas: 0, fisica: 0, quimica: 0 } satisfies Record<SubjectId, number>;
  for (const problem of problems) counts[problem.subject]++;
  return counts;
}
