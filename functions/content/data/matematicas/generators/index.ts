import type { Generator } from '../../../schema.ts';
import { generators as algebraGenerators } from './algebra-basica.ts';
import { generators as algebraGenerators2 } from './algebra-basica-2.ts';
import { generators as ecuacionesGenerators } from './ecuaciones.ts';
import { generators as estadisticaGenerators } from './estadistica.ts';
import { generators as funcionesGenerators } from './funciones.ts';
import { generators as funcionesGenerators2 } from './funciones-2.ts';
import { generators as geometriaGenerators } from './geometria.ts';
import { generators as trigonometriaGenerators } from './trigonometria.ts';

/**
 * Every matematicas generator of the bank, listed once: the subject's content (../index.ts) and the module
 * the simulator function loads on its own (subject-generators/matematicas.ts) both take this list.
 */
export const generators: Generator[] = [
  ...algebraGenerators,
  ...algebraGenerators2,
  ...ecuacionesGenerators,
  ...funcionesGenerators,
  ...funcionesGenerators2,
  ...geometriaGenerators,
  ...trigonometriaGenerators,
  ...estadisticaGenerators,
];
