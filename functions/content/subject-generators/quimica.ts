import { generators as quimicaAcidosBases } from '../data/quimica/generators/acidos-bases.ts';
import { generators as quimicaAcidosBases2 } from '../data/quimica/generators/acidos-bases-2.ts';
import { generators as quimicaElectroquimica } from '../data/quimica/generators/electroquimica.ts';
import { generators as quimicaEstequiometria } from '../data/quimica/generators/estequiometria.ts';
import { generators as quimicaEstequiometria2 } from '../data/quimica/generators/estequiometria-2.ts';
import { generators as quimicaEstequiometria3 } from '../data/quimica/generators/estequiometria-3.ts';
import { generators as quimicaEstructuraAtomica } from '../data/quimica/generators/estructura-atomica.ts';
import { generators as quimicaEstructuraAtomica2 } from '../data/quimica/generators/estructura-atomica-2.ts';
import { generators as quimicaSoluciones } from '../data/quimica/generators/soluciones.ts';
import { generators as quimicaSoluciones2 } from '../data/quimica/generators/soluciones-2.ts';
import { generators as quimicaTermodinamicaQuimica } from '../data/quimica/generators/termodinamica-quimica.ts';
import { generators as examFormatGenerators } from '../exam-formats/generators/quimica.ts';
import type { Generator } from '../schema.ts';

/** The quimica generators: the simulator function loads only the subject it needs (load-generators.ts). */
export const generators: readonly Generator[] = [
  ...quimicaAcidosBases,
  ...quimicaAcidosBases2,
  ...quimicaElectroquimica,
  ...quimicaEstequiometria,
  ...quimicaEstequiometria2,
  ...quimicaEstequiometria3,
  ...quimicaEstructuraAtomica,
  ...quimicaEstructuraAtomica2,
  ...quimicaSoluciones,
  ...quimicaSoluciones2,
  ...quimicaTermodinamicaQuimica,
  // Generators written for the exam's formats (#31); the bank adds them in exam-formats/index.ts.
  ...examFormatGenerators,
];
