/**
 * A written chemistry set (#32), of the kinds the UTN entrance chemistry programmes list: particles of an
 * ion or an isotope, the configuration and its period and group, moles, masses and particles, molar
 * masses, percentage composition and the empirical formula, stoichiometry with a limiting reagent and a
 * yield, molarity, % m/m, % m/v and dilution, ideal gases and CNPT, oxidation numbers, nomenclature both
 * ways, balancing, and the pH of strong acids and bases. Every statement is our own, in the exam formats
 * (five options with «Ninguna de las anteriores», parts, a number); each key was worked by hand and is
 * recomputed by `check` with the science kernel's atomic masses.
 *
 * Programmes read (2026-11-30, stored copies of public pages; nothing copied):
 * - UTN FRCU, programa analítico de Química 2019 (estructura atómica, número de oxidación, gases ideales,
 *   mol y volumen molar, funciones inorgánicas): https://es.scribd.com/document/401416666/Programa-Quimica-LOI-2019
 * - the programmes already recorded in functions/content/exam-style/sources.ts (`frba-quimica-programa`,
 *   `frtdf-quimica-general-2021`), which the problems name in `modelledOn`.
 *
 * Measured before any solver change (offline engine): 27/50 right, 0 wrong. A second round of 12
 * (3850…3861), written blind after the first fixes, measured 7/12 right, 0 wrong, before its own; a
 * third of 10 (3862…3871), written blind after the second's, 8/10 right, 0 wrong; a fourth of 8
 * (3872…3879), written blind after the third's, 3/8 right and 3 stated wrong (moles of atoms, g/L,
 * mL asked), before its own fixes; a fifth of 8 (3880…3887), written blind after the fourth's, 5/8
 * right, 0 wrong.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { AVOGADRO, GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { writtenSet } from './builders.ts';

/** Half a percent of the key, as an absolute tolerance (a hand-derived key and its recomputation). */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));

/** Mass share of an element in a formula, in percent. */
const percentOf = (element: string, formula: string) =>
  (100 * mm(element) * (compositionOf(formula).get(element) ?? 0)) / mm(formula);

const SOURCES = ['frba-quimica-programa', 'frtdf-quimica-general-2021'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'quimica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: near,
});

const particles = 'estructura-atomica.particulas-isotopos';
const configuration = 'estructura-atomica.numeros-cuanticos-configuracion';
const moles = 'estequiometria.mol-masa-molar';
const balancing = 'estequiometria.balanceo-relaciones';
const limiting = 'estequiometria.limitante-pureza-rendimiento';
const gases = 'estequiometria.gases';
const molarity = 'soluciones.molaridad-ppm';
const percent = 'soluciones.concentraciones-porcentuales';
const dilution = 'soluciones.dilucion-mezclas';
const oxides = 'acidos-bases.nomenclatura-oxidos-hidroxidos';
const acids = 'acidos-bases.nomenclatura-acidos-sales';
const ph = 'acidos-bases.teorias-ph';
const oxidation = 'electroquimica.numeros-oxidacion-redox';

export const chemistryExamProblems: readonly ExamStyleProblem[] = [
  // Atomic structure: particles, isotopes, configuration.
  options(
    3800,
    particles,
    'El ion ⁵⁶Fe³⁺ (Z = 26) tiene:',
    [
      '26 protones, 30 neutrones y 23 electrones',
      '26 protones, 30 neutrones y 29 electrones',
      '23 protones, 33 neutrones y 26 electrones',
      '26 protones, 56 neutrones y 23 electrones',
    ],
    0,
    () => [26, 56 - 26, 26 - 3],
    'Z = 26 protones; neutrones = A − Z = 56 − 26 = 30; el catión 3+ perdió tres electrones: 26 − 3 = 23.',
  ),
  numeric(
    3801,
    particles,
    'Un átomo neutro tiene 17 electrones y 18 neutrones en su núcleo. ¿Cuál es su número másico?',
    { value: 35, unit: '', text: '35' },
    () => 17 + 18,
    'Neutro: protones = electrones = 17; A = Z + N = 17 + 18 = 35.',
  ),
  options(
    3802,
    particles,
    'El anión sulfuro, S²⁻ (Z = 16, A = 32), tiene:',
    ['16 electrones', '14 electrones', '18 electrones', '32 electrones'],
    2,
    () => [16 + 2],
    'El anión ganó dos electrones: 16 + 2 = 18.',
  ),
  parts(
    3803,
    configuration,
    'Un elemento tiene número atómico Z = 20.',
    [
      part('a', '¿En qué período de la tabla periódica está?', 4, '', '4'),
      part('b', '¿Cuántos electrones tiene en su último nivel?', 2, '', '2'),
    ],
    () => [[4], [2]],
    '1s² 2s² 2p⁶ 3s² 3p⁶ 4s²: el último nivel es el 4 (período 4) y tiene 2 electrones (grupo 2).',
  ),
  numeric(
    3804,
    particles,
    '¿Cuántos neutrones tiene el isótopo cloro-37, si el número atómico del cloro es 17?',
    { value: 20, unit: '', text: '20' },
    () => 37 - 17,
    'N = A − Z = 37 − 17 = 20.',
  ),
  options(
    3805,
    configuration,
    'La configuración electrónica 1s² 2s² 2p⁶ 3s² 3p⁵ corresponde a un elemento ubicado en:',
    ['el período 3, grupo 17', 'el período 5, grupo 3', 'el período 3, grupo 15', 'el período 2, grupo 17'],
    0,
    () => [3, 17],
    'El nivel más alto es el 3 (período 3) y tiene 2 + 5 = 7 electrones de valencia en s y p: grupo 17.',
  ),

  // Moles, masses and particles.
  numeric(
    3806,
    moles,
    '¿Cuántos moles de agua hay en 90 g de agua?',
    { value: 5, unit: 'mol', text: '5 mol' },
    () => 90 / mm('H2O'),
    'M(H₂O) = 18 g/mol; n = 90/18 = 5 mol.',
  ),
  options(
    3807,
    moles,
    'La masa de 0,25 mol de ácido sulfúrico (H₂SO₄) es:',
    ['24,5 g', '98 g', '392 g', '49 g'],
    0,
    () => [0.25 * mm('H2SO4')],
    'M(H₂SO₄) = 98 g/mol; m = 0,25 · 98 = 24,5 g.',
  ),
  numeric(
    3808,
    moles,
    '¿Cuántas moléculas hay en 11 g de dióxido de carbono (CO₂)?',
    { value: 1.505e23, unit: 'moléculas', text: '1,505·10²³ moléculas' },
    () => (11 / mm('CO2')) * AVOGADRO,
    'M(CO₂) = 44 g/mol; n = 11/44 = 0,25 mol; 0,25 · 6,02·10²³ = 1,505·10²³ moléculas.',
  ),
  options(
    3809,
    moles,
    '¿Cuántos átomos de oxígeno hay en 2 moles de H₂SO₄?',
    ['4,816·10²⁴', '1,204·10²⁴', '2,408·10²⁴', '8'],
    0,
    () => [2 * 4 * AVOGADRO],
    'Cada molécula tiene 4 átomos de O: 2 · 4 = 8 mol de átomos; 8 · 6,02·10²³ = 4,816·10²⁴.',
  ),
  numeric(
    3810,
    moles,
    '¿Cuál es la masa, en gramos, de 3,01·10²³ átomos de hierro?',
    { value: 28, unit: 'g', text: '28 g' },
    () => (3.01e23 / AVOGADRO) * mm('Fe'),
    'n = 3,01·10²³ / 6,02·10²³ = 0,5 mol; m = 0,5 · 56 = 28 g.',
  ),
  numeric(
    3811,
    moles,
    'Calculá la masa molar del sulfato de aluminio, Al₂(SO₄)₃.',
    { value: 342, unit: 'g/mol', text: '342 g/mol' },
    () => mm('Al2(SO4)3'),
    '2 · 27 + 3 · (32 + 4 · 16) = 54 + 288 = 342 g/mol.',
  ),
  options(
    3812,
    moles,
    'La masa molar del Ca(OH)₂ es:',
    ['74 g/mol', '57 g/mol', '58 g/mol', '112 g/mol'],
    0,
    () => [mm('Ca(OH)2')],
    '40 + 2 · (16 + 1) = 74 g/mol.',
  ),

  // Percentage composition and the empirical formula.
  numeric(
    3813,
    moles,
    '¿Cuál es el porcentaje en masa de nitrógeno en el nitrato de amonio, NH₄NO₃?',
    { value: 35, unit: '%', text: '35 %' },
    () => percentOf('N', 'NH4NO3'),
    'M = 80 g/mol, con 2 · 14 = 28 g de N: 28/80 · 100 = 35 %.',
  ),
  options(
    3814,
    moles,
    'El porcentaje de oxígeno en el carbonato de calcio, CaCO₃, es:',
    ['40 %', '12 %', '48 %', '16 %'],
    2,
    () => [percentOf('O', 'CaCO3')],
    'M = 100 g/mol, con 3 · 16 = 48 g de O: 48 %.',
  ),
  options(
    3815,
    moles,
    'Un compuesto contiene, en masa, 40 % de carbono, 6,67 % de hidrógeno y 53,33 % de oxígeno. Su fórmula empírica es:',
    ['CH₂O', 'C₂H₄O', 'CHO', 'CH₄O'],
    0,
    () => {
      const c = 40 / mm('C');
      return [c / c, 6.67 / mm('H') / c, 53.33 / mm('O') / c].map(Math.round);
    },
    'En 100 g: C 40/12 = 3,33 mol; H 6,67/1 = 6,67 mol; O 53,33/16 = 3,33 mol. Dividiendo por 3,33: 1 : 2 : 1, CH₂O.',
  ),
  options(
    3816,
    moles,
    'Una muestra de 5,6 g de un óxido de hierro contiene 3,92 g de hierro. La fórmula empírica del óxido es:',
    ['FeO', 'Fe₂O₃', 'Fe₃O₄', 'FeO₂'],
    1,
    () => {
      const fe = 3.92 / mm('Fe');
      const o = (5.6 - 3.92) / mm('O');
      return [2, Math.round((2 * o) / fe)];
    },
    'Fe: 3,92/56 = 0,07 mol; O: 1,68/16 = 0,105 mol; 0,105/0,07 = 1,5, o sea 2 : 3, Fe₂O₃.',
  ),

  // Stoichiometry, limiting reagent and yield, balancing.
  numeric(
    3817,
    balancing,
    'Según la reacción 2 H₂ + O₂ → 2 H₂O, ¿cuántos gramos de agua se forman a partir de 8 g de hidrógeno, con oxígeno en exceso?',
    { value: 72, unit: 'g', text: '72 g' },
    () => (8 / mm('H2')) * mm('H2O'),
    'n(H₂) = 8/2 = 4 mol; la relación es 2 : 2, así que se forman 4 mol de agua: 4 · 18 = 72 g.',
  ),
  options(
    3818,
    balancing,
    'En la combustión del metano, CH₄ + 2 O₂ → CO₂ + 2 H₂O, ¿cuántos moles de oxígeno se consumen al quemar 48 g de metano?',
    ['6 mol', '3 mol', '1,5 mol', '12 mol'],
    0,
    () => [(48 / mm('CH4')) * 2],
    'n(CH₄) = 48/16 = 3 mol; por cada mol de metano, 2 de O₂: 6 mol.',
  ),
  parts(
    3819,
    limiting,
    'Se hacen reaccionar 10 g de hidrógeno con 64 g de oxígeno según 2 H₂ + O₂ → 2 H₂O.',
    [
      part('a', '¿Cuántos moles de agua se forman?', 4, 'mol', '4 mol'),
      part('b', '¿Cuántos gramos de agua se forman?', 72, 'g', '72 g'),
      part('c', '¿Cuántos gramos del reactivo en exceso quedan sin reaccionar?', 2, 'g', '2 g'),
    ],
    () => {
      const water = Math.min(10 / mm('H2'), (64 / mm('O2')) * 2);
      return [[water], [water * mm('H2O')], [10 - water * mm('H2')]];
    },
    'n(H₂) = 5 mol y n(O₂) = 2 mol; 5 mol de H₂ pedirían 2,5 mol de O₂, así que limita el O₂: forma 4 mol de agua (72 g) y consume 4 mol de H₂ (8 g): sobran 2 g de H₂.',
  ),
  options(
    3820,
    limiting,
    'Para la reacción N₂ + 3 H₂ → 2 NH₃ se mezclan 28 g de N₂ con 9 g de H₂. El reactivo limitante y la masa de amoníaco que se forma son:',
    ['N₂; 34 g', 'H₂; 51 g', 'N₂; 17 g', 'H₂; 34 g'],
    0,
    () => [Math.min(28 / mm('N2'), 9 / mm('H2') / 3) * 2 * mm('NH3')],
    'n(N₂) = 1 mol pide 3 mol de H₂ y hay 4,5: limita el N₂; se forman 2 mol de NH₃, 2 · 17 = 34 g.',
  ),
  numeric(
    3821,
    limiting,
    'Al calentar 200 g de carbonato de calcio se descompone según CaCO₃ → CaO + CO₂ y se obtienen 89,6 g de óxido de calcio. ¿Cuál es el rendimiento de la reacción, en porcentaje?',
    { value: 80, unit: '%', text: '80 %' },
    () => (89.6 / ((200 / mm('CaCO3')) * mm('CaO'))) * 100,
    'n(CaCO₃) = 200/100 = 2 mol; se esperaban 2 mol de CaO, 2 · 56 = 112 g; 89,6/112 · 100 = 80 %.',
  ),
  numeric(
    3822,
    gases,
    'El cinc reacciona con ácido clorhídrico: Zn + 2 HCl → ZnCl₂ + H₂. ¿Qué volumen de hidrógeno, medido en CNPT, se obtiene con 13,08 g de cinc y ácido en exceso?',
    { value: 4.48, unit: 'L', text: '4,48 L' },
    () => (13.08 / mm('Zn')) * MOLAR_VOLUME,
    'n(Zn) = 13,08/65,4 = 0,2 mol = n(H₂); en CNPT, 0,2 · 22,4 = 4,48 L.',
  ),
  numeric(
    3823,
    limiting,
    'Según Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂, ¿cuántos gramos de hierro se obtienen a partir de 320 g de Fe₂O₃ si el rendimiento es del 75 %?',
    { value: 168, unit: 'g', text: '168 g' },
    () => (320 / mm('Fe2O3')) * 2 * mm('Fe') * 0.75,
    'n(Fe₂O₃) = 320/160 = 2 mol → 4 mol de Fe = 224 g teóricos; al 75 %: 168 g.',
  ),
  options(
    3824,
    balancing,
    'Al balancear la ecuación Al + O₂ → Al₂O₃ con los menores coeficientes enteros, los coeficientes de Al, O₂ y Al₂O₃ son:',
    ['4, 3 y 2', '2, 3 y 1', '4, 3 y 1', '2, 1 y 1'],
    0,
    () => [4, 3, 2],
    'Oxígeno: 3 · 2 = 2 · 3 = 6 átomos; aluminio: 2 · 2 = 4: 4 Al + 3 O₂ → 2 Al₂O₃.',
  ),
  numeric(
    3825,
    balancing,
    'Balanceá con los menores coeficientes enteros la combustión del propano, C₃H₈ + O₂ → CO₂ + H₂O. ¿Cuál es el coeficiente del oxígeno?',
    { value: 5, unit: '', text: '5' },
    () => (3 * 2 + 4) / 2,
    'C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O: 3 · 2 + 4 = 10 átomos de O, 5 moléculas de O₂.',
  ),

  // Solutions.
  numeric(
    3826,
    molarity,
    'Se disuelven 29,25 g de NaCl en agua hasta obtener 250 mL de solución. ¿Cuál es la molaridad de la solución?',
    { value: 2, unit: 'M', text: '2 M' },
    () => 29.25 / mm('NaCl') / 0.25,
    'M(NaCl) = 58,5 g/mol; n = 0,5 mol; M = 0,5/0,25 = 2 M.',
  ),
  options(
    3827,
    molarity,
    '¿Qué masa de hidróxido de sodio (NaOH) hace falta para preparar 500 mL de una solución 0,2 M?',
    ['4 g', '8 g', '40 g', '2 g'],
    0,
    () => [0.2 * 0.5 * mm('NaOH')],
    'n = 0,2 · 0,5 = 0,1 mol; m = 0,1 · 40 = 4 g.',
  ),
  numeric(
    3828,
    percent,
    'Se disuelven 15 g de azúcar en 85 g de agua. ¿Cuál es la concentración de la solución, en % m/m?',
    { value: 15, unit: '%', text: '15 % m/m' },
    () => (15 / (15 + 85)) * 100,
    'Masa de solución = 15 + 85 = 100 g; 15/100 · 100 = 15 % m/m.',
  ),
  numeric(
    3829,
    percent,
    '¿Cuántos gramos de soluto hay en 300 mL de una solución al 5 % m/v?',
    { value: 15, unit: 'g', text: '15 g' },
    () => (5 / 100) * 300,
    '5 g por cada 100 mL de solución: 300 mL · 5/100 = 15 g.',
  ),
  numeric(
    3830,
    dilution,
    'Se toman 25 mL de una solución 4 M de HCl y se diluyen con agua hasta 500 mL. ¿Cuál es la molaridad de la solución final?',
    { value: 0.2, unit: 'M', text: '0,2 M' },
    () => (4 * 25) / 500,
    'C₁V₁ = C₂V₂: 4 · 25 = C₂ · 500, C₂ = 0,2 M.',
  ),
  options(
    3831,
    dilution,
    '¿Qué volumen de una solución 6 M de ácido sulfúrico hace falta para preparar 300 mL de solución 0,5 M?',
    ['25 mL', '36 mL', '250 mL', '3,6 mL'],
    0,
    () => [(0.5 * 300) / 6],
    'V₁ = C₂V₂/C₁ = 0,5 · 300/6 = 25 mL.',
  ),
  parts(
    3832,
    molarity,
    'Una solución contiene 19,6 g de H₂SO₄ disueltos en 400 mL de solución.',
    [
      part('a', '¿Cuántos moles de soluto contiene?', 0.2, 'mol', '0,2 mol'),
      part('b', '¿Cuál es su molaridad?', 0.5, 'M', '0,5 M'),
    ],
    () => [[19.6 / mm('H2SO4')], [19.6 / mm('H2SO4') / 0.4]],
    'M(H₂SO₄) = 98 g/mol; n = 19,6/98 = 0,2 mol; M = 0,2/0,4 = 0,5 M.',
  ),

  // Ideal gases.
  numeric(
    3833,
    gases,
    '¿Qué presión ejercen 3 moles de un gas ideal encerrados en un recipiente de 12 L a 27 °C? (R = 0,082 atm·L/(mol·K))',
    { value: 6.15, unit: 'atm', text: '6,15 atm' },
    () => (3 * GAS_CONSTANT * 300) / 12,
    'T = 300 K; P = nRT/V = 3 · 0,082 · 300/12 = 6,15 atm.',
  ),
  options(
    3834,
    gases,
    '¿Qué volumen ocupan 64 g de oxígeno gaseoso (O₂) en condiciones normales de presión y temperatura?',
    ['44,8 L', '22,4 L', '89,6 L', '11,2 L'],
    0,
    () => [(64 / mm('O2')) * MOLAR_VOLUME],
    'n = 64/32 = 2 mol; 2 · 22,4 = 44,8 L.',
  ),
  numeric(
    3835,
    gases,
    'Un gas ocupa 6 L a 2 atm. Si a temperatura constante la presión pasa a 3 atm, ¿qué volumen ocupa?',
    { value: 4, unit: 'L', text: '4 L' },
    () => (2 * 6) / 3,
    'Boyle: P₁V₁ = P₂V₂, V₂ = 2 · 6/3 = 4 L.',
  ),
  numeric(
    3836,
    gases,
    'Un gas ocupa 10 L a 27 °C. ¿Qué volumen ocupa a 127 °C si la presión no cambia?',
    { value: 13.33, unit: 'L', text: '13,33 L' },
    () => (10 * 400) / 300,
    'Charles: V₂ = V₁ · T₂/T₁ = 10 · 400/300 = 13,33 L.',
  ),
  numeric(
    3837,
    gases,
    '¿Cuántos moles de gas hay en un recipiente de 8,2 L a 2 atm y 127 °C? (R = 0,082 atm·L/(mol·K))',
    { value: 0.5, unit: 'mol', text: '0,5 mol' },
    () => (2 * 8.2) / (GAS_CONSTANT * 400),
    'n = PV/(RT) = 2 · 8,2/(0,082 · 400) = 0,5 mol.',
  ),

  // Oxidation numbers and nomenclature.
  options(
    3838,
    oxidation,
    'El número de oxidación del azufre en el H₂SO₄ es:',
    ['+4', '+6', '−2', '+2'],
    1,
    () => [-(2 * 1 + 4 * -2)],
    '2 · (+1) + x + 4 · (−2) = 0, x = +6.',
  ),
  options(
    3839,
    oxidation,
    'El número de oxidación del manganeso en el permanganato de potasio, KMnO₄, es:',
    ['+7', '+6', '+4', '+2'],
    0,
    () => [-(1 + 4 * -2)],
    '+1 + x + 4 · (−2) = 0, x = +7.',
  ),
  options(
    3840,
    oxides,
    'Según la nomenclatura de Stock, el compuesto Fe₂O₃ se llama:',
    ['óxido de hierro (III)', 'óxido de hierro (II)', 'óxido de hierro (VI)', 'óxido de dihierro (II)'],
    0,
    () => [(3 * 2) / 2],
    'El oxígeno aporta 3 · (−2) = −6, repartido en 2 átomos de hierro: +3, óxido de hierro (III).',
  ),
  options(
    3841,
    oxides,
    'La fórmula del hidróxido de calcio es:',
    ['CaOH', 'Ca(OH)₂', 'Ca₂OH', 'CaO₂'],
    1,
    () => [2],
    'El calcio actúa con +2 y cada oxhidrilo con −1: hacen falta dos, Ca(OH)₂.',
  ),
  options(
    3842,
    acids,
    'El nombre tradicional del HNO₃ es:',
    ['ácido nitroso', 'ácido nítrico', 'ácido hiponitroso', 'ácido pernítrico'],
    1,
    () => [-(1 + 3 * -2)],
    'El nitrógeno actúa con +5, su estado mayor: terminación -ico, ácido nítrico.',
  ),
  options(
    3843,
    acids,
    'La fórmula del sulfato de cobre (II) es:',
    ['CuSO₄', 'Cu₂SO₄', 'CuSO₃', 'CuS'],
    0,
    () => [2],
    'Sulfato, SO₄²⁻, con el cobre +2: una carga compensa a la otra, CuSO₄.',
  ),
  options(
    3844,
    acids,
    'El compuesto NaClO se llama:',
    ['clorito de sodio', 'hipoclorito de sodio', 'clorato de sodio', 'cloruro de sodio'],
    1,
    () => [-(1 - 2)],
    'El cloro actúa con +1, el menor de sus estados positivos: hipoclorito de sodio.',
  ),
  options(
    3845,
    acids,
    'La fórmula del carbonato de sodio es:',
    ['NaCO₃', 'Na₂CO₃', 'Na(CO₃)₂', 'Na₂CO₂'],
    1,
    () => [2],
    'Carbonato, CO₃²⁻, con el sodio +1: dos sodios, Na₂CO₃.',
  ),
  options(
    3846,
    oxides,
    'El nombre del CO₂ en la nomenclatura por atomicidad (sistemática) es:',
    ['monóxido de carbono', 'dióxido de carbono', 'óxido de carbono (II)', 'anhídrido carbonoso'],
    1,
    () => [2],
    'Un carbono y dos oxígenos: dióxido de carbono.',
  ),

  // pH of strong acids and bases.
  numeric(
    3847,
    ph,
    '¿Cuál es el pH de una solución 0,01 M de HCl?',
    { value: 2, unit: '', text: '2' },
    () => -Math.log10(0.01),
    'Ácido fuerte: [H⁺] = 0,01 M; pH = −log 0,01 = 2.',
  ),
  numeric(
    3848,
    ph,
    '¿Cuál es el pH de una solución 0,001 M de NaOH?',
    { value: 11, unit: '', text: '11' },
    () => 14 + Math.log10(0.001),
    'Base fuerte: [OH⁻] = 0,001 M; pOH = 3; pH = 14 − 3 = 11.',
  ),

  // Moles, molecules and atoms in parts.
  parts(
    3849,
    moles,
    'Se tienen 34 g de amoníaco (NH₃).',
    [
      part('a', '¿Cuántos moles son?', 2, 'mol', '2 mol'),
      part('b', '¿Cuántas moléculas contienen?', 1.204e24, 'moléculas', '1,204·10²⁴ moléculas'),
      part('c', '¿Cuántos átomos de hidrógeno contienen?', 3.612e24, 'átomos', '3,612·10²⁴ átomos'),
    ],
    () => {
      const n = 34 / mm('NH3');
      return [[n], [n * AVOGADRO], [3 * n * AVOGADRO]];
    },
    'M(NH₃) = 17 g/mol; n = 2 mol; 2 · 6,02·10²³ = 1,204·10²⁴ moléculas; con 3 H cada una, 3,612·10²⁴ átomos.',
  ),
  // A second round, written blind after the solvers above landed, in other phrasings.
  options(
    3850,
    particles,
    '¿Cuántos electrones tiene el catión Mg²⁺, si el número atómico del magnesio es 12?',
    ['10', '12', '14', '24'],
    0,
    () => [12 - 2],
    'Neutro tendría 12 electrones; el catión 2+ perdió dos: 10.',
  ),
  numeric(
    3851,
    particles,
    'Un isótopo del potasio tiene número másico 40 y número atómico 19. ¿Cuántos neutrones hay en su núcleo?',
    { value: 21, unit: '', text: '21' },
    () => 40 - 19,
    'N = A − Z = 40 − 19 = 21.',
  ),
  options(
    3852,
    configuration,
    'Un elemento cuya configuración electrónica termina en 4s² 3d¹⁰ 4p⁴ se ubica en:',
    ['el período 4, grupo 16', 'el período 4, grupo 6', 'el período 3, grupo 16', 'el período 4, grupo 14'],
    0,
    () => [4, 10 + 2 + 4],
    'El nivel más alto es el 4 (período 4); con 3d completo, 4s² 4p⁴ dan 6 electrones externos: grupo 16.',
  ),
  numeric(
    3853,
    moles,
    '¿Qué porcentaje en masa de calcio tiene el hidróxido de calcio?',
    { value: 54.05, unit: '%', text: '54,05 %' },
    () => percentOf('Ca', 'Ca(OH)2'),
    'M(Ca(OH)₂) = 74 g/mol; 40/74 · 100 = 54,05 %.',
  ),
  options(
    3854,
    oxidation,
    'En el ácido nitroso, HNO₂, el nitrógeno actúa con número de oxidación:',
    ['+3', '+5', '−3', '+1'],
    0,
    () => [-(1 + 2 * -2)],
    '+1 + x + 2 · (−2) = 0, x = +3.',
  ),
  numeric(
    3855,
    ph,
    'Calculá el pH de una solución de ácido nítrico de concentración 0,0001 M.',
    { value: 4, unit: '', text: '4' },
    () => -Math.log10(0.0001),
    'Ácido fuerte: [H⁺] = 10⁻⁴ M; pH = 4.',
  ),
  numeric(
    3856,
    percent,
    'Se mezclan 4 g de hidróxido de sodio con agua hasta formar 200 g de solución. ¿Cuál es la concentración de la solución en % m/m?',
    { value: 2, unit: '%', text: '2 % m/m' },
    () => (4 / 200) * 100,
    '4 g de soluto en 200 g de solución: 4/200 · 100 = 2 % m/m.',
  ),
  numeric(
    3857,
    balancing,
    'La combustión completa del propano es C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. ¿Cuántos gramos de CO₂ se producen al quemar 22 g de propano?',
    { value: 66, unit: 'g', text: '66 g' },
    () => (22 / mm('C3H8')) * 3 * mm('CO2'),
    'n(C₃H₈) = 22/44 = 0,5 mol → 1,5 mol de CO₂ = 66 g.',
  ),
  numeric(
    3858,
    gases,
    'Calculá el volumen que ocupan 0,5 moles de nitrógeno a 2 atm y 273 K.',
    { value: 5.6, unit: 'L', text: '5,6 L' },
    () => (0.5 * GAS_CONSTANT * 273) / 2,
    'V = nRT/P = 0,5 · 0,082 · 273/2 ≈ 5,6 L.',
  ),
  numeric(
    3859,
    moles,
    '¿Cuántos átomos hay en 4 g de helio?',
    { value: 6.02e23, unit: 'átomos', text: '6,02·10²³ átomos' },
    () => (4 / mm('He')) * AVOGADRO,
    'n = 4/4 = 1 mol de átomos: 6,02·10²³ átomos.',
  ),
  options(
    3860,
    moles,
    'Un óxido de azufre contiene 40 % de azufre en masa. Su fórmula empírica es:',
    ['SO₃', 'SO₂', 'SO', 'S₂O₃'],
    0,
    () => {
      const sulfur = 40 / mm('S');
      return [1, Math.round(60 / mm('O') / sulfur)];
    },
    'En 100 g: S 40/32 = 1,25 mol; O 60/16 = 3,75 mol; 3,75/1,25 = 3: SO₃.',
  ),
  numeric(
    3861,
    dilution,
    '¿Qué volumen de agua hay que agregar a 100 mL de una solución 3 M para que su concentración baje a 1 M?',
    { value: 200, unit: 'mL', text: '200 mL' },
    () => (3 * 100) / 1 - 100,
    'C₁V₁ = C₂V₂: 3 · 100 = 1 · V₂, V₂ = 300 mL; se agregan 300 − 100 = 200 mL de agua.',
  ),
  // A third round, written blind after the second round's fixes.
  numeric(
    3862,
    moles,
    '¿Cuántos gramos de oxígeno hay en 0,5 mol de moléculas de O₂?',
    { value: 16, unit: 'g', text: '16 g' },
    () => 0.5 * mm('O2'),
    'M(O₂) = 32 g/mol; m = 0,5 · 32 = 16 g.',
  ),
  options(
    3863,
    particles,
    'El átomo neutro de ²³Na tiene:',
    [
      '11 protones, 12 neutrones y 11 electrones',
      '11 protones, 23 neutrones y 11 electrones',
      '12 protones, 11 neutrones y 12 electrones',
      '23 protones, 11 neutrones y 23 electrones',
    ],
    0,
    () => [11, 23 - 11, 11],
    'El sodio tiene Z = 11: 11 protones y, neutro, 11 electrones; neutrones = 23 − 11 = 12.',
  ),
  numeric(
    3864,
    molarity,
    '¿Cuál es la molaridad de una solución que contiene 0,25 moles de KOH en 500 mL de solución?',
    { value: 0.5, unit: 'M', text: '0,5 M' },
    () => 0.25 / 0.5,
    'M = n/V = 0,25/0,5 = 0,5 M.',
  ),
  numeric(
    3865,
    gases,
    'Un recipiente rígido contiene un gas a 2 atm y 27 °C. ¿Qué presión alcanza si se lo calienta hasta 177 °C?',
    { value: 3, unit: 'atm', text: '3 atm' },
    () => (2 * (177 + 273)) / (27 + 273),
    'A volumen constante, P₂ = P₁ · T₂/T₁ = 2 · 450/300 = 3 atm.',
  ),
  numeric(
    3866,
    ph,
    '¿Cuál es el pOH de una solución de hidróxido de potasio 0,01 M?',
    { value: 2, unit: '', text: '2' },
    () => -Math.log10(0.01),
    'Base fuerte: [OH⁻] = 0,01 M; pOH = 2.',
  ),
  options(
    3867,
    oxides,
    'El compuesto de fórmula Al₂O₃ se llama:',
    ['óxido de aluminio', 'óxido aluminoso', 'hidróxido de aluminio', 'aluminato de oxígeno'],
    0,
    () => [3],
    'El aluminio tiene un solo número de oxidación, +3: óxido de aluminio.',
  ),
  numeric(
    3868,
    balancing,
    'Se queman 36 g de carbono según C + O₂ → CO₂. ¿Cuántos moles de dióxido de carbono se forman?',
    { value: 3, unit: 'mol', text: '3 mol' },
    () => 36 / mm('C'),
    'n(C) = 36/12 = 3 mol; la relación es 1 : 1: 3 mol de CO₂.',
  ),
  numeric(
    3869,
    molarity,
    '¿Qué masa de NaCl hay que disolver en agua para obtener 2 L de solución 0,1 M?',
    { value: 11.7, unit: 'g', text: '11,7 g' },
    () => 0.1 * 2 * mm('NaCl'),
    'n = 0,1 · 2 = 0,2 mol; m = 0,2 · 58,5 = 11,7 g.',
  ),
  parts(
    3870,
    oxidation,
    'Para el ácido fosfórico, H₃PO₄:',
    [
      part('a', '¿Cuál es su masa molar?', 98, 'g/mol', '98 g/mol'),
      part('b', '¿Cuál es el número de oxidación del fósforo?', 5, '', '+5'),
    ],
    () => [[mm('H3PO4')], [-(3 * 1 + 4 * -2)]],
    'M = 3 · 1 + 31 + 4 · 16 = 98 g/mol; 3 · (+1) + x + 4 · (−2) = 0, x = +5.',
  ),
  numeric(
    3871,
    gases,
    '¿Cuántos litros ocupan 3,01·10²³ moléculas de CO₂ en CNPT?',
    { value: 11.2, unit: 'L', text: '11,2 L' },
    () => (3.01e23 / AVOGADRO) * MOLAR_VOLUME,
    'n = 3,01·10²³ / 6,02·10²³ = 0,5 mol; en CNPT, 0,5 · 22,4 = 11,2 L.',
  ),
  // A fourth round, written blind after the third's fixes.
  numeric(
    3872,
    moles,
    '¿Cuántos moles de átomos de oxígeno hay en 88 g de CO₂?',
    { value: 4, unit: 'mol', text: '4 mol' },
    () => (88 / mm('CO2')) * 2,
    'n(CO₂) = 88/44 = 2 mol; cada molécula tiene 2 átomos de O: 4 mol de átomos.',
  ),
  options(
    3873,
    moles,
    'La masa de una molécula de agua es, aproximadamente:',
    ['2,99·10⁻²³ g', '18 g', '1,08·10²⁵ g', '3,3·10⁻²⁴ g'],
    0,
    () => [mm('H2O') / AVOGADRO],
    '18 g son 6,02·10²³ moléculas: 18 / 6,02·10²³ ≈ 2,99·10⁻²³ g.',
  ),
  numeric(
    3874,
    molarity,
    'Se disuelven 2 moles de NaCl en agua hasta obtener 4 L de solución. ¿Cuál es la concentración en g/L?',
    { value: 29.25, unit: 'g/L', text: '29,25 g/L' },
    () => (2 * mm('NaCl')) / 4,
    '2 mol · 58,5 g/mol = 117 g; 117 g / 4 L = 29,25 g/L.',
  ),
  numeric(
    3875,
    gases,
    'Un gas ocupa 500 mL a 760 mmHg. ¿Qué volumen, en mL, ocupa a 380 mmHg si la temperatura no varía?',
    { value: 1000, unit: 'mL', text: '1000 mL' },
    () => (760 * 500) / 380,
    'Boyle: V₂ = 760 · 500 / 380 = 1000 mL.',
  ),
  options(
    3876,
    oxidation,
    'El número de oxidación del cloro en el HClO₄ es:',
    ['+7', '+5', '+3', '−1'],
    0,
    () => [-(1 + 4 * -2)],
    '+1 + x + 4 · (−2) = 0, x = +7.',
  ),
  numeric(
    3877,
    ph,
    '¿Cuál es el pH de una solución que contiene 0,4 g de NaOH en 1 L de solución?',
    { value: 12, unit: '', text: '12' },
    () => 14 + Math.log10(0.4 / mm('NaOH') / 1),
    'n = 0,4/40 = 0,01 mol en 1 L: [OH⁻] = 0,01 M; pOH = 2; pH = 12.',
  ),
  numeric(
    3878,
    particles,
    'El ion Ca²⁺ tiene 18 electrones. ¿Cuál es el número atómico del calcio?',
    { value: 20, unit: '', text: '20' },
    () => 18 + 2,
    'El catión 2+ perdió dos electrones: Z = 18 + 2 = 20.',
  ),
  numeric(
    3879,
    balancing,
    '¿Cuántos gramos de hidrógeno se necesitan para obtener 68 g de amoníaco según N₂ + 3 H₂ → 2 NH₃?',
    { value: 12, unit: 'g', text: '12 g' },
    () => (68 / mm('NH3')) * (3 / 2) * mm('H2'),
    'n(NH₃) = 68/17 = 4 mol → 6 mol de H₂ = 12 g.',
  ),
  // A fifth round, written blind after the fourth's fixes.
  numeric(
    3880,
    particles,
    '¿Cuántos neutrones tiene un átomo de ⁵⁶Fe?',
    { value: 30, unit: '', text: '30' },
    () => 56 - 26,
    'El hierro tiene Z = 26: N = 56 − 26 = 30.',
  ),
  options(
    3881,
    configuration,
    '¿Cuál es la configuración electrónica del sodio (Z = 11)?',
    ['1s² 2s² 2p⁶ 3s¹', '1s² 2s² 2p⁷', '1s² 2s² 2p⁶ 3p¹', '1s² 2s⁶ 3s³'],
    0,
    () => [2 + 2 + 6 + 1],
    'Se llenan 1s, 2s, 2p (2 + 2 + 6 = 10) y el electrón 11 va al 3s: 1s² 2s² 2p⁶ 3s¹.',
  ),
  numeric(
    3882,
    molarity,
    '¿Cuál es la molaridad de una solución de H₂SO₄ al 9,8 % m/v?',
    { value: 1, unit: 'M', text: '1 M' },
    () => (9.8 * 10) / mm('H2SO4'),
    '9,8 g cada 100 mL son 98 g por litro; 98/98 = 1 mol por litro: 1 M.',
  ),
  numeric(
    3883,
    gases,
    '¿Cuántos moles de oxígeno gaseoso hay en un recipiente de 44,8 L en CNPT?',
    { value: 2, unit: 'mol', text: '2 mol' },
    () => 44.8 / MOLAR_VOLUME,
    'En CNPT un mol ocupa 22,4 L: 44,8/22,4 = 2 mol.',
  ),
  numeric(
    3884,
    balancing,
    '2 KClO₃ → 2 KCl + 3 O₂. ¿Cuántos gramos de O₂ se liberan al descomponer 245 g de KClO₃?',
    { value: 96, unit: 'g', text: '96 g' },
    () => (245 / mm('KClO3')) * (3 / 2) * mm('O2'),
    'M(KClO₃) = 122,5 g/mol; 245 g = 2 mol → 3 mol de O₂ = 96 g.',
  ),
  options(
    3885,
    oxidation,
    'El número de oxidación del azufre en el Na₂SO₃ es:',
    ['+4', '+6', '+2', '−2'],
    0,
    () => [-(2 * 1 + 3 * -2)],
    '2 · (+1) + x + 3 · (−2) = 0, x = +4.',
  ),
  numeric(
    3886,
    moles,
    '¿Cuál es el porcentaje en masa de oxígeno en el Al₂(SO₄)₃?',
    { value: 56.14, unit: '%', text: '56,14 %' },
    () => percentOf('O', 'Al2(SO4)3'),
    '12 · 16 = 192 g de O en 342 g: 56,14 %.',
  ),
  numeric(
    3887,
    ph,
    'Una solución de HCl tiene pH = 1. ¿Cuál es su concentración molar?',
    { value: 0.1, unit: 'M', text: '0,1 M' },
    () => 10 ** -1,
    'Ácido fuerte: [HCl] = [H⁺] = 10⁻¹ = 0,1 M.',
  ),
];
