import { chemistryExamPages3Problems } from './chemistry-exam-pages-3.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 38;

describeWrittenSet(
  'chemistry exam pages 3: material systems, atoms, names, moles, solutions, gases, pH and redox',
  'Química, páginas de examen 3: sistemas materiales, átomos, nomenclatura, mol, soluciones, gases, pH y redox (escrita)',
  chemistryExamPages3Problems,
  RIGHT_FLOOR,
);
