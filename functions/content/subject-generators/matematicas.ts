import { generators as matematicasAlgebraBasica } from '../data/matematicas/generators/algebra-basica.ts';
import { generators as matematicasAlgebraBasica2 } from '../data/matematicas/generators/algebra-basica-2.ts';
import { generators as matematicasEcuaciones } from '../data/matematicas/generators/ecuaciones.ts';
import { generators as matematicasEstadistica } from '../data/matematicas/generators/estadistica.ts';
import { generators as matematicasFunciones } from '../data/matematicas/generators/funciones.ts';
import { generators as matematicasFunciones2 } from '../data/matematicas/generators/funciones-2.ts';
import { generators as matematicasGeometria } from '../data/matematicas/generators/geometria.ts';
import { generators as matematicasTrigonometria } from '../data/matematicas/generators/trigonometria.ts';
import { generators as examFormatGenerators } from '../exam-formats/generators/matematicas.ts';
import type { Generator } from '../schema.ts';

/** The matematicas generators: the simulator function loads only the subject it needs (load-generators.ts). */
export const generators: readonly Generator[] = [
  ...matematicasAlgebraBasica,
  ...matematicasAlgebraBasica2,
  ...matematicasEcuaciones,
  ...matematicasEstadistica,
  ...matematicasFunciones,
  ...matematicasFunciones2,
  ...matematicasGeometria,
  ...matematicasTrigonometria,
  // Generators written for the exam's formats (#31); the bank adds them in exam-formats/index.ts.
  ...examFormatGenerators,
];
