import { nearMissesSession21Problems } from './near-misses-session21.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 63;

describeWrittenSet(
  'near misses of session 21: statics, energy and throws, word problems with one thing changed',
  'Casi iguales de la sesión 21 (física y matemática, escrita)',
  nearMissesSession21Problems,
  RIGHT_FLOOR,
);
