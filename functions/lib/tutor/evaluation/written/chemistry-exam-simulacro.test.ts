import { chemistryExamSimulacroProblems } from './chemistry-exam-simulacro.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 41;

describeWrittenSet(
  'chemistry exam simulacro: a full mock exam, options, short answers and chained pages',
  'Química, simulacro de examen completo: opciones, respuestas breves y páginas encadenadas (escrita)',
  chemistryExamSimulacroProblems,
  RIGHT_FLOOR,
);
