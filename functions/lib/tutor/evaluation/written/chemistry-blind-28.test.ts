import { chemistryBlind28Problems } from './chemistry-blind-28.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 32;

describeWrittenSet(
  'chemistry blind set, wave 28: options, short answers and chained pages across the programme',
  'Química, set ciego de la ola 28: opciones, respuestas breves y páginas encadenadas (escrita)',
  chemistryBlind28Problems,
  RIGHT_FLOOR,
);
