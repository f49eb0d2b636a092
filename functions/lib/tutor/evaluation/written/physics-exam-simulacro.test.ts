import { physicsExamSimulacroProblems } from './physics-exam-simulacro.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 49;

describeWrittenSet(
  'a full physics mock exam (simulacro): options, short answers and pages across the whole programme',
  'Física, simulacro de examen completo: opciones, respuestas cortas y páginas en partes (escrita)',
  physicsExamSimulacroProblems,
  RIGHT_FLOOR,
);
