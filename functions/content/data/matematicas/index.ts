import type { SubjectContent } from '../../schema.ts';
import { exercises as algebraExercises } from './exercises/algebra-basica.ts';
import { exercises as algebraExercises2 } from './exercises/algebra-basica-2.ts';
import { exercises as algebraExercises3 } from './exercises/algebra-basica-3.ts';
import { exercises as algebraExercises4 } from './exercises/algebra-basica-4.ts';
import { exercises as algebraExercises5 } from './exercises/algebra-basica-5.ts';
import { exercises as algebraExercises6 } from './exercises/algebra-basica-6.ts';
import { exercises as ecuacionesExercises } from './exercises/ecuaciones.ts';
import { exercises as ecuacionesExercises2 } from './exercises/ecuaciones-2.ts';
import { exercises as ecuacionesExercises3 } from './exercises/ecuaciones-3.ts';
import { exercises as ecuacionesExercises4 } from './exercises/ecuaciones-4.ts';
import { exercises as ecuacionesExercises5 } from './exercises/ecuaciones-5.ts';
import { exercises as estadisticaExercises } from './exercises/estadistica.ts';
import { exercises as estadisticaExercises2 } from './exercises/estadistica-2.ts';
import { exercises as funcionesExercises } from './exercises/funciones.ts';
import { exercises as funcionesExercises2 } from './exercises/funciones-2.ts';
import { exercises as funcionesExercises3 } from './exercises/funciones-3.ts';
import { exercises as funcionesExercises4 } from './exercises/funciones-4.ts';
import { exercises as funcionesExercises5 } from './exercises/funciones-5.ts';
import { exercises as geometriaExercises } from './exercises/geometria.ts';
import { exercises as geometriaExercises2 } from './exercises/geometria-2.ts';
import { exercises as geometriaExercises3 } from './exercises/geometria-3.ts';
import { exercises as trigonometriaExercises } from './exercises/trigonometria.ts';
import { exercises as trigonometriaExercises2 } from './exercises/trigonometria-2.ts';
import { exercises as trigonometriaExercises3 } from './exercises/trigonometria-3.ts';
import { exercises as trigonometriaExercises4 } from './exercises/trigonometria-4.ts';
import { generators } from './generators/index.ts';
import { miniClasses as algebraMini } from './mini-classes/algebra-basica.ts';
import { miniClasses as algebraMini2 } from './mini-classes/algebra-basica-2.ts';
import { miniClasses as algebraMini3 } from './mini-classes/algebra-basica-3.ts';
import { miniClasses as algebraMini4 } from './mini-classes/algebra-basica-4.ts';
import { miniClasses as ecuacionesMini } from './mini-classes/ecuaciones.ts';
import { miniClasses as ecuacionesMini2 } from './mini-classes/ecuaciones-2.ts';
import { miniClasses as estadisticaMini } from './mini-classes/estadistica.ts';
import { miniClasses as funcionesMini } from './mini-classes/funciones.ts';
import { miniClasses as funcionesMini2 } from './mini-classes/funciones-2.ts';
import { miniClasses as funcionesMini3 } from './mini-classes/funciones-3.ts';
import { miniClasses as funcionesMini4 } from './mini-classes/funciones-4.ts';
import { miniClasses as geometriaMini } from './mini-classes/geometria.ts';
import { miniClasses as geometriaMini2 } from './mini-classes/geometria-2.ts';
import { miniClasses as trigonometriaMini } from './mini-classes/trigonometria.ts';
import { miniClasses as trigonometriaMini2 } from './mini-classes/trigonometria-2.ts';
import { miniClasses as trigonometriaMini3 } from './mini-classes/trigonometria-3.ts';
import { miniClasses as trigonometriaMini4 } from './mini-classes/trigonometria-4.ts';
import { syllabus } from './syllabus.ts';

export const matematicas: SubjectContent = {
  syllabus,
  miniClasses: [
    ...algebraMini,
    ...algebraMini2,
    ...algebraMini3,
    ...algebraMini4,
    ...ecuacionesMini,
    ...ecuacionesMini2,
    ...funcionesMini,
    ...funcionesMini2,
    ...funcionesMini3,
    ...funcionesMini4,
    ...geometriaMini,
    ...geometriaMini2,
    ...trigonometriaMini,
    ...trigonometriaMini2,
    ...trigonometriaMini3,
    ...trigonometriaMini4,
    ...estadisticaMini,
  ],
  exercises: [
    ...algebraExercises,
    ...algebraExercises2,
    ...algebraExercises3,
    ...algebraExercises4,
    ...algebraExercises5,
    ...algebraExercises6,
    ...ecuacionesExercises,
    ...ecuacionesExercises2,
    ...ecuacionesExercises3,
    ...ecuacionesExercises4,
    ...ecuacionesExercises5,
    ...funcionesExercises,
    ...funcionesExercises2,
    ...funcionesExercises3,
    ...funcionesExercises4,
    ...funcionesExercises5,
    ...geometriaExercises,
    ...geometriaExercises2,
    ...geometriaExercises3,
    ...trigonometriaExercises,
    ...trigonometriaExercises2,
    ...trigonometriaExercises3,
    ...trigonometriaExercises4,
    ...estadisticaExercises,
    ...estadisticaExercises2,
  ],
  generators,
};
