import { chemistryBlind30 } from './chemistry-blind-30.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
// 40 → 39 in session 32: exs-qui-25514 had been scored right by accident. Its «NA = 6,02 × 10²³» was read
// as a count of molecules, so the reply stated the mass of a mole (44 g), and that matched no option as E
// does. The constant is now read as the constant; the mass of one molecule (7,31 · 10⁻²³ g) is stated
// but, with option A one power of ten off, no option is named.
const RIGHT_FLOOR = 40;

describeWrittenSet(
  'a blind set of the chemistry entrance (wave 30), written in UTN exam wording',
  'Química, conjunto ciego de la ola 30 (escrita)',
  chemistryBlind30,
  RIGHT_FLOOR,
);
