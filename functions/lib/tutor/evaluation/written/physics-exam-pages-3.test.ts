import { physicsExamPages3Problems } from './physics-exam-pages-3.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 38;

describeWrittenSet(
  'physics exam pages (3): units, vectors, motion, dynamics, statics, energy, fluids, heat, electricity, optics and waves in real-exam wording',
  'Física, páginas de examen 3: de unidades a óptica (escrita)',
  physicsExamPages3Problems,
  RIGHT_FLOOR,
);
