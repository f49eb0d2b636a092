import { multiPartExamPagesProblems } from './multi-part-exam-pages.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 30;

describeWrittenSet(
  'problems in parts laid out as an exam page sets them',
  'Problemas en partes, como en la hoja de examen: física, matemática y química (escrita)',
  multiPartExamPagesProblems,
  RIGHT_FLOOR,
);
