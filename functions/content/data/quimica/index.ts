import type { SubjectContent } from '../../schema.ts';
import { exercises as acidosBasesExercises } from './exercises/acidos-bases.ts';
import { exercises as acidosBasesExercises2 } from './exercises/acidos-bases-2.ts';
import { exercises as electroquimicaExercises } from './exercises/electroquimica.ts';
import { exercises as electroquimicaExercises2 } from './exercises/electroquimica-2.ts';
import { exercises as estequiometriaExercises } from './exercises/estequiometria.ts';
import { exercises as estequiometriaExercises2 } from './exercises/estequiometria-2.ts';
import { exercises as estequiometriaExercises3 } from './exercises/estequiometria-3.ts';
import { exercises as estructuraAtomicaExercises } from './exercises/estructura-atomica.ts';
import { exercises as estructuraAtomicaExercises2 } from './exercises/estructura-atomica-2.ts';
import { exercises as estructuraAtomicaExercises3 } from './exercises/estructura-atomica-3.ts';
import { exercises as solucionesExercises } from './exercises/soluciones.ts';
import { exercises as solucionesExercises2 } from './exercises/soluciones-2.ts';
import { exercises as termodinamicaQuimicaExercises } from './exercises/termodinamica-quimica.ts';
import { exercises as termodinamicaQuimicaExercises2 } from './exercises/termodinamica-quimica-2.ts';
import { generators } from './generators/index.ts';
import { miniClasses as acidosBasesMiniClasses } from './mini-classes/acidos-bases.ts';
import { miniClasses as acidosBasesMiniClasses2 } from './mini-classes/acidos-bases-2.ts';
import { miniClasses as electroquimicaMiniClasses } from './mini-classes/electroquimica.ts';
import { miniClasses as estequiometriaMiniClasses } from './mini-classes/estequiometria.ts';
import { miniClasses as estequiometriaMiniClasses2 } from './mini-classes/estequiometria-2.ts';
import { miniClasses as estequiometriaMiniClasses3 } from './mini-classes/estequiometria-3.ts';
import { miniClasses as estructuraAtomicaMiniClasses } from './mini-classes/estructura-atomica.ts';
import { miniClasses as estructuraAtomicaMiniClasses2 } from './mini-classes/estructura-atomica-2.ts';
import { miniClasses as estructuraAtomicaMiniClasses3 } from './mini-classes/estructura-atomica-3.ts';
import { miniClasses as solucionesMiniClasses } from './mini-classes/soluciones.ts';
import { miniClasses as termodinamicaQuimicaMiniClasses } from './mini-classes/termodinamica-quimica.ts';
import { syllabus } from './syllabus.ts';

export const quimica: SubjectContent = {
  syllabus,
  miniClasses: [
    ...estructuraAtomicaMiniClasses,
    ...estructuraAtomicaMiniClasses2,
    ...estructuraAtomicaMiniClasses3,
    ...estequiometriaMiniClasses,
    ...estequiometriaMiniClasses2,
    ...estequiometriaMiniClasses3,
    ...solucionesMiniClasses,
    ...acidosBasesMiniClasses,
    ...acidosBasesMiniClasses2,
    ...electroquimicaMiniClasses,
    ...termodinamicaQuimicaMiniClasses,
  ],
  exercises: [
    ...estructuraAtomicaExercises,
    ...estructuraAtomicaExercises2,
    ...estructuraAtomicaExercises3,
    ...estequiometriaExercises,
    ...estequiometriaExercises2,
    ...estequiometriaExercises3,
    ...solucionesExercises,
    ...solucionesExercises2,
    ...acidosBasesExercises,
    ...acidosBasesExercises2,
    ...electroquimicaExercises,
    ...electroquimicaExercises2,
    ...termodinamicaQuimicaExercises,
    ...termodinamicaQuimicaExercises2,
  ],
  generators,
};
