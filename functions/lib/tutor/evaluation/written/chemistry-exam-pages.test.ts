import { chemistryExamPagesProblems } from './chemistry-exam-pages.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 47;

describeWrittenSet(
  'a written set of chemistry exam pages (a scene, then parts that use earlier results), written blind',
  'Química, páginas de examen (escrita)',
  chemistryExamPagesProblems,
  RIGHT_FLOOR,
);
