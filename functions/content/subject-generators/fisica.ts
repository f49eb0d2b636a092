import { generators as fisicaElectricidad } from '../data/fisica/generators/electricidad.ts';
import { generators as fisicaFisicaModerna } from '../data/fisica/generators/fisica-moderna.ts';
import { generators as fisicaMecanica } from '../data/fisica/generators/mecanica.ts';
import { generators as fisicaMecanicaConversionUnidades } from '../data/fisica/generators/mecanica-conversion-unidades.ts';
import { generators as fisicaMecanicaFuerzasParalelas } from '../data/fisica/generators/mecanica-fuerzas-paralelas.ts';
import { generators as fisicaMecanicaTrabajoPlanoInclinado } from '../data/fisica/generators/mecanica-trabajo-plano-inclinado.ts';
import { generators as fisicaMecanicaVectoresProductos } from '../data/fisica/generators/mecanica-vectores-productos.ts';
import { generators as fisicaOndas } from '../data/fisica/generators/ondas.ts';
import { generators as fisicaOptica } from '../data/fisica/generators/optica.ts';
import { generators as fisicaTermodinamica } from '../data/fisica/generators/termodinamica.ts';
import { generators as examFormatGenerators } from '../exam-formats/generators/fisica.ts';
import type { Generator } from '../schema.ts';

/** The fisica generators: the simulator function loads only the subject it needs (load-generators.ts). */
export const generators: readonly Generator[] = [
  ...fisicaElectricidad,
  ...fisicaFisicaModerna,
  ...fisicaMecanica,
  ...fisicaMecanicaConversionUnidades,
  ...fisicaMecanicaVectoresProductos,
  ...fisicaMecanicaFuerzasParalelas,
  ...fisicaMecanicaTrabajoPlanoInclinado,
  ...fisicaOndas,
  ...fisicaOptica,
  ...fisicaTermodinamica,
  // Generators written for the exam's formats (#31); the bank adds them in exam-formats/index.ts.
  ...examFormatGenerators,
];
