import { generators as fisicaElectricidad } from './data/fisica/generators/electricidad.ts';
import { generators as fisicaFisicaModerna } from './data/fisica/generators/fisica-moderna.ts';
import { generators as fisicaMecanica } from './data/fisica/generators/mecanica.ts';
import { generators as fisicaOndas } from './data/fisica/generators/ondas.ts';
import { generators as fisicaOptica } from './data/fisica/generators/optica.ts';
import { generators as fisicaTermodinamica } from './data/fisica/generators/termodinamica.ts';
import { generators as matematicasAlgebraBasica } from './data/matematicas/generators/algebra-basica.ts';
import { generators as matematicasEcuaciones } from './data/matematicas/generators/ecuaciones.ts';
import { generators as matematicasEstadistica } from './data/matematicas/generators/estadistica.ts';
import { generators as matematicasFunciones } from './data/matematicas/generators/funciones.ts';
import { generators as matematicasGeometria } from './data/matematicas/generators/geometria.ts';
import { generators as matematicasTrigonometria } from './data/matematicas/generators/trigonometria.ts';
import { generators as quimicaAcidosBases } from './data/quimica/generators/acidos-bases.ts';
import { generators as quimicaAcidosBases2 } from './data/quimica/generators/acidos-bases-2.ts';
import { generators as quimicaElectroquimica } from './data/quimica/generators/electroquimica.ts';
import { generators as quimicaEstequiometria } from './data/quimica/generators/estequiometria.ts';
import { generators as quimicaEstequiometria2 } from './data/quimica/generators/estequiometria-2.ts';
import { generators as quimicaEstructuraAtomica } from './data/quimica/generators/estructura-atomica.ts';
import { generators as quimicaEstructuraAtomica2 } from './data/quimica/generators/estructura-atomica-2.ts';
import { generators as quimicaSoluciones } from './data/quimica/generators/soluciones.ts';
import { generators as quimicaSoluciones2 } from './data/quimica/generators/soluciones-2.ts';
import { generators as quimicaTermodinamicaQuimica } from './data/quimica/generators/termodinamica-quimica.ts';
import type { Generator } from './schema.ts';

/** Every generator, without the rest of the bank: the simulator Lambda bundles only these. */
export const allGenerators: readonly Generator[] = [
  ...matematicasAlgebraBasica,
  ...matematicasEcuaciones,
  ...matematicasFunciones,
  ...matematicasGeometria,
  ...matematicasTrigonometria,
  ...matematicasEstadistica,
  ...fisicaMecanica,
  ...fisicaTermodinamica,
  ...fisicaOndas,
  ...fisicaElectricidad,
  ...fisicaOptica,
  ...fisicaFisicaModerna,
  ...quimicaEstructuraAtomica,
  ...quimicaEstructuraAtomica2,
  ...quimicaEstequiometria,
  ...quimicaEstequiometria2,
  ...quimicaSoluciones,
  ...quimicaSoluciones2,
  ...quimicaAcidosBases,
  ...quimicaAcidosBases2,
  ...quimicaElectroquimica,
  ...quimicaTermodinamicaQuimica,
];
