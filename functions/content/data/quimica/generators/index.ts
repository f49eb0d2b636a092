import type { Generator } from '../../../schema.ts';
import { generators as acidosBasesGenerators } from './acidos-bases.ts';
import { generators as acidosBasesGenerators2 } from './acidos-bases-2.ts';
import { generators as electroquimicaGenerators } from './electroquimica.ts';
import { generators as estequiometriaGenerators } from './estequiometria.ts';
import { generators as estequiometriaGenerators2 } from './estequiometria-2.ts';
import { generators as estequiometriaGenerators3 } from './estequiometria-3.ts';
import { generators as estructuraAtomicaGenerators } from './estructura-atomica.ts';
import { generators as estructuraAtomicaGenerators2 } from './estructura-atomica-2.ts';
import { generators as solucionesGenerators } from './soluciones.ts';
import { generators as solucionesGenerators2 } from './soluciones-2.ts';
import { generators as termodinamicaQuimicaGenerators } from './termodinamica-quimica.ts';

/**
 * Every quimica generator of the bank, listed once: the subject's content (../index.ts) and the module
 * the simulator function loads on its own (subject-generators/quimica.ts) both take this list.
 */
export const generators: Generator[] = [
  ...estructuraAtomicaGenerators,
  ...estructuraAtomicaGenerators2,
  ...estequiometriaGenerators,
  ...estequiometriaGenerators2,
  ...estequiometriaGenerators3,
  ...solucionesGenerators,
  ...solucionesGenerators2,
  ...acidosBasesGenerators,
  ...acidosBasesGenerators2,
  ...electroquimicaGenerators,
  ...termodinamicaQuimicaGenerators,
];
