import { physicsFieldsBlind28Problems } from './physics-fields-blind-28.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 27;

describeWrittenSet(
  'physics fields blind set (wave 28): options, short answers, parts and pages across electricity, fluids, heat, gases, waves and optics',
  'Física, electricidad, fluidos, calor, gases, ondas y óptica, set ciego de la ola 28: opciones, respuestas breves, partes y páginas (escrita)',
  physicsFieldsBlind28Problems,
  RIGHT_FLOOR,
);
