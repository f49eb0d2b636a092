import { physicsStaticsGuideProblems } from './physics-statics-guide.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 57;

describeWrittenSet(
  'statics and vectors as the FRM Seminario drills them',
  'Física, estática y vectores (guía FRM, escrita)',
  physicsStaticsGuideProblems,
  RIGHT_FLOOR,
);
