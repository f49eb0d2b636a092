import type { Generator } from '../../../schema.ts';
import { generators as electricidadGenerators } from './electricidad.ts';
import { generators as fisicaModernaGenerators } from './fisica-moderna.ts';
import { generators as mecanicaGenerators } from './mecanica.ts';
import { generators as mecanicaConversionUnidadesGenerators } from './mecanica-conversion-unidades.ts';
import { generators as mecanicaFuerzasParalelasGenerators } from './mecanica-fuerzas-paralelas.ts';
import { generators as mecanicaTrabajoPlanoInclinadoGenerators } from './mecanica-trabajo-plano-inclinado.ts';
import { generators as mecanicaVectoresProductosGenerators } from './mecanica-vectores-productos.ts';
import { generators as ondasGenerators } from './ondas.ts';
import { generators as opticaGenerators } from './optica.ts';
import { generators as termodinamicaGenerators } from './termodinamica.ts';

/**
 * Every fisica generator of the bank, listed once: the subject's content (../index.ts) and the module
 * the simulator function loads on its own (subject-generators/fisica.ts) both take this list.
 */
export const generators: Generator[] = [
  ...mecanicaGenerators,
  ...mecanicaConversionUnidadesGenerators,
  ...mecanicaVectoresProductosGenerators,
  ...mecanicaFuerzasParalelasGenerators,
  ...mecanicaTrabajoPlanoInclinadoGenerators,
  ...termodinamicaGenerators,
  ...ondasGenerators,
  ...electricidadGenerators,
  ...opticaGenerators,
  ...fisicaModernaGenerators,
];
