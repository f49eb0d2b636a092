import { physicsExamWordingMeasurementProblems } from './physics-exam-wording-measurement.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 54;

describeWrittenSet(
  'the written set of measurement errors, conversions and packing counts worded as the exams word them',
  'Errores de medición, pasajes de unidades y conteos con redacción de examen (escrita)',
  physicsExamWordingMeasurementProblems,
  RIGHT_FLOOR,
);
