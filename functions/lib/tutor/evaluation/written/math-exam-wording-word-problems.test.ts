import { mathExamWordingWordProblems } from './math-exam-wording-word-problems.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 50;

describeWrittenSet(
  'word problems leading to an equation, a system or an inequality, worded as exams word them',
  'Matemática, problemas de planteo con la redacción de examen (escrita)',
  mathExamWordingWordProblems,
  RIGHT_FLOOR,
);
