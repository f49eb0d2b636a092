import { physicsExamPagesDynamicsProblems } from './physics-exam-pages-dynamics.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 39;

describeWrittenSet(
  'dynamics exam pages: Newton, friction, pulleys, elevators and springs in real-exam wording',
  'Física, páginas de examen de dinámica: Newton, rozamiento, poleas, ascensores y resortes (escrita)',
  physicsExamPagesDynamicsProblems,
  RIGHT_FLOOR,
);
