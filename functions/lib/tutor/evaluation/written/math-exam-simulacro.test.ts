import { mathExamSimulacro } from './math-exam-simulacro.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 47;

describeWrittenSet(
  'a full mock exam of the mathematics entrance, a blind set in UTN exam wording',
  'Matemática, simulacro de examen completo (escrita)',
  mathExamSimulacro,
  RIGHT_FLOOR,
);
