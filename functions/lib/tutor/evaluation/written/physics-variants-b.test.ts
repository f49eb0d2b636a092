import { physicsVariantsB } from './physics-variants-b.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 80;

describeWrittenSet(
  'the written variants of the tuning kinds of kinematics, meetings and statics',
  'Variantes de física (escritas, B)',
  physicsVariantsB,
  RIGHT_FLOOR,
);
