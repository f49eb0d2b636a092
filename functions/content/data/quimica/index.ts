import type { SubjectContent } from '../../schema.ts';
import { exercises as acidosBasesExercises } from './exercises/acidos-bases.ts';
import { exercises as electroquimicaExercises } from './exercises/electroquimica.ts';
import { exercises as estequiometriaExercises } from './exercises/estequiometria.ts';
import { exercises as estructuraAtomicaExercises } from './exercises/estructura-atomica.ts';
import { exercises as solucionesExercises } from './exercises/soluciones.ts';
import { exercises as termodinamicaQuimicaExercises } from './exercises/termodinamica-quimica.ts';
import { generators as acidosBasesGenerators } from './generators/acidos-bases.ts';
import { generators as electroquimicaGenerators } from './generators/electroquimica.ts';
import { generators as estequiometriaGenerators } from './generators/estequiometria.ts';
import { generators as estructuraAtomicaGenerators } from './generators/estructura-atomica.ts';
import { generators as solucionesGenerators } from './generators/soluciones.ts';
import { generators as termodinamicaQuimicaGenerators } from './generators/termodinamica-quimica.ts';
import { miniClasses as acidosBasesMiniClasses } from './mini-classes/acidos-bases.ts';
import { miniClasses as electroquimicaMiniClasses } from './mini-classes/electroquimica.ts';
import { miniClasses as estequiometriaMiniClasses } from './mini-classes/estequiometria.ts';
import { miniClasses as estructuraAtomicaMiniClasses } from './mini-classes/estructura-atomica.ts';
import { miniClasses as solucionesMiniClasses } from './mini-classes/soluciones.ts';
import { miniClasses as termodinamicaQuimicaMiniClasses } from './mini-classes/termodinamica-quimica.ts';
import { syllabus } from './syllabus.ts';

export const quimica: SubjectContent = {
  syllabus,
  miniClasses: [
    ...estructuraAtomicaMiniClasses,
    ...estequiometriaMiniClasses,
    ...solucionesMiniClasses,
    ...acidosBasesMiniClasses,
    ...electroquimicaMiniClasses,
    ...termodinamicaQuimicaMiniClasses,
  ],
  exercises: [
    ...estructuraAtomicaExercises,
    ...estequiometriaExercises,
    ...solucionesExercises,
    ...acidosBasesExercises,
    ...electroquimicaExercises,
    ...termodinamicaQuimicaExercises,
  ],
  generators: [
    ...estructuraAtomicaGenerators,
    ...estequiometriaGenerators,
    ...solucionesGenerators,
    ...acidosBasesGenerators,
    ...electroquimicaGenerators,
    ...termodinamicaQuimicaGenerators,
  ],
};
