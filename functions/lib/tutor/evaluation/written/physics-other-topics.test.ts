import { physicsOtherTopicsProblems } from './physics-other-topics.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 74;

describeWrittenSet(
  'electricity, heat, fluids, circular motion and waves as exams write them',
  'Física, electricidad, calor, fluidos, circular y ondas (escrita)',
  physicsOtherTopicsProblems,
  RIGHT_FLOOR,
);
