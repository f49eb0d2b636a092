import { physicsMechanicsBlind28Problems } from './physics-mechanics-blind-28.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 32;

describeWrittenSet(
  'physics mechanics blind set (wave 28): options, short answers, parts and pages across the mechanics programme',
  'Física, mecánica, set ciego de la ola 28: opciones, respuestas breves, partes y páginas (escrita)',
  physicsMechanicsBlind28Problems,
  RIGHT_FLOOR,
);
