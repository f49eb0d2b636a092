import type { SubjectContent } from '../../schema.ts';
import { exercises as electricidadExercises } from './exercises/electricidad.ts';
import { exercises as fisicaModernaExercises } from './exercises/fisica-moderna.ts';
import { exercises as mecanicaExercises } from './exercises/mecanica.ts';
import { exercises as mecanicaCinematicaExercises } from './exercises/mecanica-cinematica.ts';
import { exercises as mecanicaConversionUnidadesExercises } from './exercises/mecanica-conversion-unidades.ts';
import { exercises as mecanicaDinamicaExercises } from './exercises/mecanica-dinamica.ts';
import { exercises as mecanicaEnergiaEstaticaFluidosExercises } from './exercises/mecanica-energia-estatica-fluidos.ts';
import { exercises as mecanicaErroresMedicionExercises } from './exercises/mecanica-errores-medicion.ts';
import { exercises as mecanicaFuerzasParalelasExercises } from './exercises/mecanica-fuerzas-paralelas.ts';
import { exercises as mecanicaRefuerzoExercises } from './exercises/mecanica-refuerzo.ts';
import { exercises as mecanicaTrabajoPlanoInclinadoExercises } from './exercises/mecanica-trabajo-plano-inclinado.ts';
import { exercises as mecanicaVectoresProductosExercises } from './exercises/mecanica-vectores-productos.ts';
import { exercises as ondasExercises } from './exercises/ondas.ts';
import { exercises as opticaExercises } from './exercises/optica.ts';
import { exercises as termodinamicaExercises } from './exercises/termodinamica.ts';
import { generators } from './generators/index.ts';
import { miniClasses as electricidadMiniClasses } from './mini-classes/electricidad.ts';
import { miniClasses as fisicaModernaMiniClasses } from './mini-classes/fisica-moderna.ts';
import { miniClasses as mecanicaMiniClasses } from './mini-classes/mecanica.ts';
import { miniClasses as mecanicaConversionUnidadesMiniClasses } from './mini-classes/mecanica-conversion-unidades.ts';
import { miniClasses as mecanicaErroresMedicionMiniClasses } from './mini-classes/mecanica-errores-medicion.ts';
import { miniClasses as mecanicaFuerzasParalelasMiniClasses } from './mini-classes/mecanica-fuerzas-paralelas.ts';
import { miniClasses as mecanicaTrabajoPlanoInclinadoMiniClasses } from './mini-classes/mecanica-trabajo-plano-inclinado.ts';
import { miniClasses as mecanicaVectoresProductosMiniClasses } from './mini-classes/mecanica-vectores-productos.ts';
import { miniClasses as ondasMiniClasses } from './mini-classes/ondas.ts';
import { miniClasses as opticaMiniClasses } from './mini-classes/optica.ts';
import { miniClasses as termodinamicaMiniClasses } from './mini-classes/termodinamica.ts';
import { syllabus } from './syllabus.ts';

/** Física: the six topics in the order of shared/domain/subjects.ts. */
export const fisica: SubjectContent = {
  syllabus,
  miniClasses: [
    ...mecanicaMiniClasses,
    ...mecanicaConversionUnidadesMiniClasses,
    ...mecanicaErroresMedicionMiniClasses,
    ...mecanicaVectoresProductosMiniClasses,
    ...mecanicaFuerzasParalelasMiniClasses,
    ...mecanicaTrabajoPlanoInclinadoMiniClasses,
    ...termodinamicaMiniClasses,
    ...ondasMiniClasses,
    ...electricidadMiniClasses,
    ...opticaMiniClasses,
    ...fisicaModernaMiniClasses,
  ],
  exercises: [
    ...mecanicaExercises,
    ...mecanicaCinematicaExercises,
    ...mecanicaDinamicaExercises,
    ...mecanicaEnergiaEstaticaFluidosExercises,
    ...mecanicaConversionUnidadesExercises,
    ...mecanicaErroresMedicionExercises,
    ...mecanicaVectoresProductosExercises,
    ...mecanicaFuerzasParalelasExercises,
    ...mecanicaTrabajoPlanoInclinadoExercises,
    ...mecanicaRefuerzoExercises,
    ...termodinamicaExercises,
    ...ondasExercises,
    ...electricidadExercises,
    ...opticaExercises,
    ...fisicaModernaExercises,
  ],
  generators,
};
