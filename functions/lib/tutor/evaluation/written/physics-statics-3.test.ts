import { physicsStatics3Problems } from './physics-statics-3.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 19;

describeWrittenSet(
  'statics, simple machines and hydrostatics in words of our own, after the bank readings',
  'Física, estática, máquinas simples e hidrostática (tercera, escrita)',
  physicsStatics3Problems,
  RIGHT_FLOOR,
);
