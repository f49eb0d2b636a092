import { chemistryExamWording2Problems } from './chemistry-exam-wording-2.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 45;

describeWrittenSet(
  'a second written set of chemistry in UTN exam wording, written blind',
  'Química con redacción de examen, segunda tanda (escrita)',
  chemistryExamWording2Problems,
  RIGHT_FLOOR,
);
