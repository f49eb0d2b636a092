import type { SubjectContent } from '../../schema.ts';
import { exercises as algebraExercises } from './exercises/algebra-basica.ts';
import { exercises as ecuacionesExercises } from './exercises/ecuaciones.ts';
import { exercises as estadisticaExercises } from './exercises/estadistica.ts';
import { exercises as funcionesExercises } from './exercises/funciones.ts';
import { exercises as geometriaExercises } from './exercises/geometria.ts';
import { exercises as trigonometriaExercises } from './exercises/trigonometria.ts';
import { generators as algebraGenerators } from './generators/algebra-basica.ts';
import { generators as ecuacionesGenerators } from './generators/ecuaciones.ts';
import { generators as estadisticaGenerators } from './generators/estadistica.ts';
import { generators as funcionesGenerators } from './generators/funciones.ts';
import { generators as geometriaGenerators } from './generators/geometria.ts';
import { generators as trigonometriaGenerators } from './generators/trigonometria.ts';
import { miniClasses as algebraMini } from './mini-classes/algebra-basica.ts';
import { miniClasses as ecuacionesMini } from './mini-classes/ecuaciones.ts';
import { miniClasses as estadisticaMini } from './mini-classes/estadistica.ts';
import { miniClasses as funcionesMini } from './mini-classes/funciones.ts';
import { miniClasses as geometriaMini } from './mini-classes/geometria.ts';
import { miniClasses as trigonometriaMini } from './mini-classes/trigonometria.ts';
import { syllabus } from './syllabus.ts';

export const matematicas: SubjectContent = {
  syllabus,
  miniClasses: [
    ...algebraMini,
    ...ecuacionesMini,
    ...funcionesMini,
    ...geometriaMini,
    ...trigonometriaMini,
    ...estadisticaMini,
  ],
  exercises: [
    ...algebraExercises,
    ...ecuacionesExercises,
    ...funcionesExercises,
    ...geometriaExercises,
    ...trigonometriaExercises,
    ...estadisticaExercises,
  ],
  generators: [
    ...algebraGenerators,
    ...ecuacionesGenerators,
    ...funcionesGenerators,
    ...geometriaGenerators,
    ...trigonometriaGenerators,
    ...estadisticaGenerators,
  ],
};
