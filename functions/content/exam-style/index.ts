import { fisicaProblems } from './problems/fisica.ts';
import { matematicasProblems } from './problems/matematicas.ts';
import { quimicaProblems } from './problems/quimica.ts';
import { proposedSubtopics } from './proposed-subtopics.ts';
import type { ExamStyleProblem, RegionalId } from './schema.ts';
import { examStyleSources } from './sources.ts';
import { splitExamStyle } from './split.ts';

export { examStyleSources } from './sources.ts';
export { SPLIT_SEED } from './split.ts';

/** The development set of #31: exam-style problems written by us, with keys, solutions and sources. */
export const examStyleProblems: readonly ExamStyleProblem[] = [
  ...matematicasProblems,
  ...fisicaProblems,
  ...quimicaProblems,
];

const split = splitExamStyle(examStyleProblems);
/** The half the tutor may be tuned on (#32). */
export const tuningSet: readonly ExamStyleProblem[] = split.tuning;
/** The half the tutor is measured on and never tuned on (#32). */
export const heldOutSet: readonly ExamStyleProblem[] = split.heldOut;

export const proposedSubtopicList = Object.values(proposedSubtopics);

const regionalBySource = new Map(examStyleSources.map((source) => [source.id, source.regional]));

/** The regional faculties whose material a problem is modelled on. */
export function regionalsOf(problem: ExamStyleProblem): RegionalId[] {
  const regionals = problem.modelledOn.map((id) => regionalBySource.get(id)).filter((r) => r !== undefined);
  return [...new Set(regionals)];
}
