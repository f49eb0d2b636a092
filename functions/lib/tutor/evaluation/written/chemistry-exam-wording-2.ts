/**
 * A second written chemistry set in UTN exam wording (#32), written blind (before reading any solver or
 * reply): the particles of an ion or isotope, configuration, period, group and valence electrons, the
 * periodic trends, nomenclature both ways (oxides, hydroxides, oxoacids, hydracids, salts; traditional,
 * Stock and systematic), molar mass, moles, molecules and atoms, mass composition, empirical formula,
 * stoichiometry in parts (grams of product, limiting reagent, purity and yield, gases in CNPT), solutions
 * (M from grams, % m/m, % m/v, % v/v, dilution, ppm), the pH of strong acids and bases, oxidation
 * numbers and the heat of a combustion per mole or per gram. Phrasing as the exams write it: impersonal
 * («Calcule», «Determine», «Hallar», «Indique la opción correcta», «Se pide:»), voseo now and then, data in
 * odd order, mL with L and cm³, decimal comma. Every key worked by hand and recomputed by `check` with the
 * kernel's atomic masses and constants.
 *
 * First measure, before any solver change (offline engine): 26/50 right, 1 wrong stated (20707: a
 * systematic name asked, the Stock name among the options taken), 25 replies sure. After the readings
 * made in general for its kinds (nomenclature asked, names in stoichiometry, % v/v, ppm, density, reaction
 * heat, Z named, atoms from molecules, element mass): 38/50, 0 wrong; the 12 left are mostly parts a
 * solver answers alone but the multi-part reading does not (data of other parts, a chained formula).
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { AVOGADRO, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { onThePage, type Part, writtenSet } from './builders.ts';

/** Half a percent of the key, as an absolute tolerance. */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));

/** Mass share of an element in a formula, in percent. */
const percentOf = (element: string, formula: string) =>
  (100 * mm(element) * (compositionOf(formula).get(element) ?? 0)) / mm(formula);

const SOURCES = ['frtdf-quimica-general-2021', 'frba-quimica-programa'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'quimica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: near,
});

const page = onThePage({ quimica: SOURCES, fisica: [], matematicas: [] });

/** A part whose key is a name or a formula. */
const textPart = (label: Part['label'], prompt: string, text: string): Part => ({
  label,
  prompt,
  answer: { kind: 'expression', text },
});

const particles = 'estructura-atomica.particulas-isotopos';
const configuration = 'estructura-atomica.numeros-cuanticos-configuracion';
const periodic = 'estructura-atomica.tabla-periodica';
const moles = 'estequiometria.mol-masa-molar';
const limiting = 'estequiometria.limitante-pureza-rendimiento';
const balancing = 'estequiometria.balanceo-relaciones';
const gases = 'estequiometria.gases';
const molarity = 'soluciones.molaridad-ppm';
const percent = 'soluciones.concentraciones-porcentuales';
const dilution = 'soluciones.dilucion-mezclas';
const oxides = 'acidos-bases.nomenclatura-oxidos-hidroxidos';
const acids = 'acidos-bases.nomenclatura-acidos-sales';
const ph = 'acidos-bases.teorias-ph';
const oxidation = 'electroquimica.numeros-oxidacion-redox';
const heat = 'termodinamica-quimica.entalpia-hess';

/** A key that is a name or a formula: no number identifies it, the option's text does. */
const byText = (): number[] => [];

export const chemistryExamWording2Problems: readonly ExamStyleProblem[] = [
  // Five options.
  options(
    20700,
    particles,
    'El catión ⁵⁶Fe³⁺ (Z = 26) posee:',
    [
      '26 protones, 30 neutrones y 23 electrones',
      '26 protones, 30 neutrones y 26 electrones',
      '26 protones, 56 neutrones y 23 electrones',
      '23 protones, 30 neutrones y 26 electrones',
    ],
    0,
    () => [26, 30, 23],
    'Z = 26 protones; N = A − Z = 56 − 26 = 30 neutrones; al perder 3 electrones quedan 26 − 3 = 23.',
  ),
  options(
    20701,
    configuration,
    'La configuración electrónica de un elemento neutro es 1s² 2s² 2p⁶ 3s² 3p⁵. Indique la opción correcta:',
    [
      'Pertenece al período 3, grupo 17, y tiene 7 electrones de valencia',
      'Pertenece al período 3, grupo 15, y tiene 5 electrones de valencia',
      'Pertenece al período 5, grupo 3, y tiene 3 electrones de valencia',
      'Pertenece al período 2, grupo 17, y tiene 7 electrones de valencia',
    ],
    0,
    () => [3, 17, 7],
    'Nivel más alto n = 3: período 3; en ese nivel hay 2 + 5 = 7 electrones: grupo 17 (halógeno, el cloro).',
  ),
  options(
    20702,
    moles,
    '¿Cuántas moléculas de agua hay en 9 g de agua?',
    ['3,01·10²³ moléculas', '6,02·10²³ moléculas', '1,5·10²³ moléculas', '5,42·10²⁴ moléculas'],
    0,
    () => [(9 / mm('H2O')) * AVOGADRO],
    'M(H₂O) = 18 g/mol; n = 9/18 = 0,5 mol; 0,5 · 6,02·10²³ = 3,01·10²³ moléculas.',
  ),
  options(
    20703,
    moles,
    'La masa molar del sulfato de aluminio, Al₂(SO₄)₃, es: (Datos: Al = 27; S = 32; O = 16)',
    ['342 g/mol', '150 g/mol', '315 g/mol', '294 g/mol'],
    0,
    () => [mm('Al2(SO4)3')],
    '2 · 27 + 3 · (32 + 4 · 16) = 54 + 288 = 342 g/mol.',
  ),
  options(
    20704,
    oxides,
    'Indique la fórmula del hidróxido férrico:',
    ['Fe(OH)₂', 'Fe(OH)₃', 'Fe₂O₃', 'FeOH'],
    1,
    byText,
    'Férrico: el hierro con su estado mayor, +3; tres oxhidrilos (OH⁻): Fe(OH)₃.',
  ),
  options(
    20705,
    acids,
    'El compuesto HNO₂ se denomina, en nomenclatura tradicional:',
    ['ácido nítrico', 'ácido nitroso', 'ácido hiponitroso', 'ácido pernítrico'],
    1,
    byText,
    '1 + x − 4 = 0: el nitrógeno actúa con +3, el menor de sus estados +3 y +5: terminación -oso, ácido nitroso.',
  ),
  options(
    20706,
    acids,
    'La fórmula del carbonato de sodio es:',
    ['NaCO₃', 'Na₂CO₃', 'Na₂CO₂', 'NaHCO₃'],
    1,
    byText,
    'El carbonato es CO₃²⁻ (del ácido carbónico H₂CO₃) y el sodio Na⁺: hacen falta dos Na⁺, Na₂CO₃.',
  ),
  options(
    20707,
    oxides,
    'El nombre del Cl₂O₇ según la nomenclatura sistemática (por atomicidad) es:',
    ['pentóxido de dicloro', 'óxido de cloro (VII)', 'dióxido de heptacloro', 'heptacloruro de dioxígeno'],
    4,
    byText,
    'Dos cloros y siete oxígenos: heptóxido de dicloro, que no figura (la B es el nombre de Stock): ninguna.',
  ),
  options(
    20708,
    ph,
    'Una solución acuosa de HCl 0,001 M tiene un pH igual a:',
    ['1', '3', '11', '0,001'],
    1,
    () => [-Math.log10(0.001)],
    'Ácido fuerte: [H⁺] = 0,001 M = 10⁻³ M; pH = −log 10⁻³ = 3.',
  ),
  options(
    20709,
    ph,
    '¿Cuál es el pH de una solución 0,01 M de hidróxido de sodio? Indique la opción correcta.',
    ['2', '12', '10', '0,01'],
    1,
    () => [14 + Math.log10(0.01)],
    'Base fuerte: [OH⁻] = 10⁻² M; pOH = 2; pH = 14 − 2 = 12.',
  ),
  options(
    20710,
    oxidation,
    'En el permanganato de potasio, KMnO₄, el número de oxidación del manganeso es:',
    ['+7', '+6', '+4', '+2'],
    0,
    () => [4 * 2 - 1],
    '+1 + x + 4 · (−2) = 0; x = +7.',
  ),
  options(
    20711,
    moles,
    'Un compuesto está formado por 82,35 % de nitrógeno y 17,65 % de hidrógeno en masa. Su fórmula empírica es:',
    ['NH₂', 'NH₃', 'N₂H₄', 'NH₄'],
    1,
    byText,
    'N 82,35/14 = 5,88; H 17,65/1 = 17,65; 17,65/5,88 = 3: NH₃.',
  ),
  options(
    20712,
    molarity,
    'Se disuelven 20 g de NaOH en agua hasta obtener 500 mL de solución. La molaridad de la solución es:',
    ['0,5 M', '1 M', '2 M', '0,04 M'],
    1,
    () => [20 / mm('NaOH') / 0.5],
    'n = 20 g / 40 g/mol = 0,5 mol; M = 0,5 mol / 0,5 L = 1 M.',
  ),
  options(
    20713,
    gases,
    'El volumen que ocupan 64 g de oxígeno gaseoso (O₂) en condiciones normales de presión y temperatura es:',
    ['22,4 L', '44,8 L', '89,6 L', '11,2 L'],
    1,
    () => [(64 / mm('O2')) * MOLAR_VOLUME],
    'n = 64/32 = 2 mol; V = 2 · 22,4 L = 44,8 L.',
  ),
  options(
    20714,
    periodic,
    '¿Cuál de los siguientes elementos posee la mayor electronegatividad?',
    ['Na', 'Cl', 'S', 'K'],
    1,
    byText,
    'La electronegatividad crece hacia la derecha en un período y hacia arriba en un grupo: de los cuatro, el cloro.',
  ),
  options(
    20715,
    periodic,
    'Entre los elementos Li, Na, K y Rb (grupo 1), el de mayor radio atómico es:',
    ['Li', 'Na', 'K', 'Be'],
    4,
    byText,
    'El radio crece al bajar en un grupo: el Rb, que no figura entre las opciones: ninguna de las anteriores.',
  ),
  options(
    20716,
    heat,
    'La combustión de 1 mol de metano (CH₄) libera 890 kJ. ¿Cuánto calor se libera al quemar 32 g de metano?',
    ['890 kJ', '1780 kJ', '445 kJ', '28480 kJ'],
    1,
    () => [(32 / mm('CH4')) * 890],
    'M(CH₄) = 16 g/mol; 32 g son 2 mol; 2 · 890 kJ = 1780 kJ.',
  ),
  options(
    20717,
    dilution,
    'Se toman 50 mL de una solución 2 M de HCl y se diluyen con agua hasta un volumen final de 250 mL. La concentración de la solución resultante es:',
    ['0,2 M', '10 M', '0,5 M', '0,25 M'],
    4,
    () => [(2 * 50) / 250],
    'C₁V₁ = C₂V₂: 2 M · 50 mL = C₂ · 250 mL; C₂ = 0,4 M, que no figura: ninguna de las anteriores.',
  ),
  options(
    20718,
    particles,
    'Un átomo neutro tiene número másico 35 y 18 neutrones en su núcleo. Su número atómico es:',
    ['17', '18', '35', '53'],
    0,
    () => [35 - 18],
    'Z = A − N = 35 − 18 = 17 (el cloro).',
  ),

  // In parts.
  parts(
    20720,
    balancing,
    'El zinc reacciona con ácido clorhídrico según: Zn + 2 HCl → ZnCl₂ + H₂. Si se hacen reaccionar 13,08 g de zinc con exceso de ácido, calcule: (Dato: Zn = 65,4)',
    [
      part('a', 'los moles de zinc que reaccionan', 0.2, 'mol', '0,2 mol'),
      part('b', 'la masa de cloruro de zinc formada', 27.28, 'g', '27,28 g'),
      part('c', 'el volumen de hidrógeno desprendido, medido en CNPT', 4.48, 'L', '4,48 L'),
    ],
    () => {
      const n = 13.08 / mm('Zn');
      return [[n], [n * mm('ZnCl2')], [n * MOLAR_VOLUME]];
    },
    'n = 13,08/65,4 = 0,2 mol; M(ZnCl₂) = 136,4 g/mol: 27,28 g; 0,2 mol de H₂ · 22,4 L/mol = 4,48 L.',
  ),
  parts(
    20721,
    limiting,
    'Se mezclan 4 g de hidrógeno con 16 g de oxígeno y reaccionan para formar agua (2 H₂ + O₂ → 2 H₂O). Determine:',
    [
      part('a', 'los moles de agua formados', 1, 'mol', '1 mol'),
      part('b', 'la masa de agua obtenida', 18, 'g', '18 g'),
      part('c', 'la masa del reactivo en exceso que queda sin reaccionar', 2, 'g', '2 g'),
    ],
    () => {
      const o2 = 16 / mm('O2');
      const water = 2 * o2;
      return [[water], [water * mm('H2O')], [4 - 2 * o2 * mm('H2')]];
    },
    'H₂: 2 mol; O₂: 0,5 mol, que necesita solo 1 mol de H₂: el O₂ limita. Agua 1 mol = 18 g; sobra 1 mol de H₂ = 2 g.',
  ),
  parts(
    20722,
    limiting,
    'Se calcinan 200 g de una piedra caliza que contiene 80 % de CaCO₃; el carbonato se descompone según CaCO₃ → CaO + CO₂ con un rendimiento del 75 %. Calcular:',
    [
      part('a', 'la masa de CaCO₃ puro en la muestra', 160, 'g', '160 g'),
      part('b', 'la masa de CaO que se obtiene', 67.2, 'g', '67,2 g'),
      part('c', 'el volumen de CO₂ desprendido, en CNPT', 26.88, 'L', '26,88 L'),
    ],
    () => {
      const pure = 200 * 0.8;
      const n = (pure / mm('CaCO3')) * 0.75;
      return [[pure], [n * mm('CaO')], [n * MOLAR_VOLUME]];
    },
    '200 · 0,8 = 160 g = 1,6 mol; con 75 %: 1,2 mol de CaO = 67,2 g y 1,2 mol de CO₂ = 26,88 L.',
  ),
  parts(
    20723,
    molarity,
    'Se prepara una solución disolviendo 29,25 g de cloruro de sodio en agua hasta completar 250 cm³ de solución, cuya densidad es 1,08 g/cm³. Se pide:',
    [
      part('a', 'la molaridad', 2, 'M', '2 M'),
      part('b', 'la concentración en % m/v', 11.7, '%', '11,7 % m/v'),
      part('c', 'la concentración en % m/m', 10.83, '%', '10,83 % m/m'),
    ],
    () => [[29.25 / mm('NaCl') / 0.25], [(29.25 / 250) * 100], [(29.25 / (250 * 1.08)) * 100]],
    'n = 29,25/58,5 = 0,5 mol en 0,25 L: 2 M; 29,25 g en 250 mL: 11,7 %; masa de solución 270 g: 10,83 %.',
  ),
  parts(
    20724,
    moles,
    'Para el nitrato de amonio, NH₄NO₃, fertilizante muy usado, calcule:',
    [
      part('a', 'su masa molar', 80, 'g/mol', '80 g/mol'),
      part('b', 'el porcentaje en masa de nitrógeno', 35, '%', '35 %'),
      part('c', 'la masa de nitrógeno contenida en 200 g del compuesto', 70, 'g', '70 g'),
    ],
    () => [[mm('NH4NO3')], [percentOf('N', 'NH4NO3')], [(200 * percentOf('N', 'NH4NO3')) / 100]],
    'M = 28 + 4 + 48 = 80 g/mol; N: 28/80 = 35 %; 200 g · 0,35 = 70 g.',
  ),
  parts(
    20725,
    configuration,
    'Un elemento X tiene número atómico 20 y número másico 40. Indique:',
    [
      part('a', 'el número de electrones del ion X²⁺', 18, 'electrones', '18'),
      part('b', 'el número de neutrones', 20, 'neutrones', '20'),
      part('c', 'el período al que pertenece', 4, '', '4'),
      part('d', 'el grupo', 2, '', '2'),
    ],
    () => [[20 - 2], [40 - 20], [4], [2]],
    '1s² 2s² 2p⁶ 3s² 3p⁶ 4s²: período 4, grupo 2 (el calcio); X²⁺ tiene 20 − 2 = 18 electrones; N = 40 − 20 = 20.',
  ),
  parts(
    20726,
    moles,
    'Una muestra de metano (CH₄) contiene 3,01·10²³ moléculas. Determinar:',
    [
      part('a', 'el número de moles', 0.5, 'mol', '0,5 mol'),
      part('b', 'la masa de la muestra', 8, 'g', '8 g'),
      part('c', 'el número de átomos de hidrógeno', 1.204e24, 'átomos', '1,204·10²⁴ átomos'),
    ],
    () => {
      const n = 3.01e23 / AVOGADRO;
      return [[n], [n * mm('CH4')], [4 * n * AVOGADRO]];
    },
    'n = 3,01·10²³ / 6,02·10²³ = 0,5 mol; 0,5 · 16 = 8 g; 4 H por molécula: 1,204·10²⁴ átomos.',
  ),
  parts(
    20727,
    gases,
    'Una garrafa de gas quema 22 g de propano según C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. La combustión de un mol de propano libera 2220 kJ. Calcular:',
    [
      part('a', 'la masa de oxígeno consumida', 80, 'g', '80 g'),
      part('b', 'el volumen de CO₂ producido en CNPT', 33.6, 'L', '33,6 L'),
      part('c', 'el calor liberado', 1110, 'kJ', '1110 kJ'),
    ],
    () => {
      const n = 22 / mm('C3H8');
      return [[5 * n * mm('O2')], [3 * n * MOLAR_VOLUME], [n * 2220]];
    },
    'n = 22/44 = 0,5 mol; O₂: 2,5 mol = 80 g; CO₂: 1,5 mol · 22,4 = 33,6 L; calor 0,5 · 2220 = 1110 kJ.',
  ),
  parts(
    20728,
    dilution,
    'En el laboratorio se dispone de una solución de ácido sulfúrico 6 M. Se desea preparar 500 mL de solución 0,3 M del mismo ácido.',
    [
      part('a', '¿Qué volumen de la solución concentrada hay que tomar?', 25, 'mL', '25 mL'),
      part('b', '¿Cuántos gramos de H₂SO₄ contiene la solución diluida?', 14.7, 'g', '14,7 g'),
    ],
    () => [[(0.3 * 500) / 6], [0.3 * 0.5 * mm('H2SO4')]],
    'V₁ = 0,3 · 500 / 6 = 25 mL; n = 0,3 · 0,5 = 0,15 mol · 98 g/mol = 14,7 g.',
  ),
  parts(
    20729,
    ph,
    'Se disuelven 0,4 g de hidróxido de sodio en agua hasta obtener 1 L de solución. Calculá:',
    [
      part('a', 'la concentración molar', 0.01, 'M', '0,01 M'),
      part('b', 'el pOH', 2, '', '2'),
      part('c', 'el pH', 12, '', '12'),
    ],
    () => {
      const c = 0.4 / mm('NaOH');
      return [[c], [-Math.log10(c)], [14 + Math.log10(c)]];
    },
    'n = 0,4/40 = 0,01 mol en 1 L: 0,01 M; pOH = 2; pH = 14 − 2 = 12.',
  ),
  parts(
    20730,
    gases,
    'Se hacen reaccionar 5,4 g de aluminio con ácido clorhídrico en exceso: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. Hallar:',
    [
      part('a', 'los moles de hidrógeno formados', 0.3, 'mol', '0,3 mol'),
      part('b', 'el volumen de hidrógeno en CNPT', 6.72, 'L', '6,72 L'),
      part('c', 'la masa de cloruro de aluminio obtenida', 26.7, 'g', '26,7 g'),
    ],
    () => {
      const al = 5.4 / mm('Al');
      return [[1.5 * al], [1.5 * al * MOLAR_VOLUME], [al * mm('AlCl3')]];
    },
    'Al: 0,2 mol; H₂: 0,2 · 3/2 = 0,3 mol = 6,72 L; AlCl₃: 0,2 mol · 133,5 g/mol = 26,7 g.',
  ),
  parts(
    20731,
    oxides,
    'Para el compuesto cuyo nombre tradicional es óxido cúprico:',
    [
      textPart('a', 'escriba su fórmula', 'CuO'),
      part('b', 'calcule su masa molar', 79.5, 'g/mol', '79,5 g/mol'),
      part('c', 'calcule el porcentaje en masa de cobre', 79.87, '%', '79,87 %'),
    ],
    () => [[], [mm('CuO')], [percentOf('Cu', 'CuO')]],
    'Cúprico: Cu con +2, O con −2: CuO; M = 63,5 + 16 = 79,5 g/mol; 63,5/79,5 = 79,87 %.',
  ),

  // Numeric.
  numeric(
    20740,
    molarity,
    'Una muestra de 2 L de agua de pozo contiene 3 mg de plomo disuelto. Exprese la concentración de plomo en ppm.',
    { value: 1.5, unit: 'ppm', text: '1,5 ppm' },
    () => 3 / 2,
    'En agua, 1 ppm = 1 mg/L: 3 mg / 2 L = 1,5 ppm.',
  ),
  numeric(
    20741,
    percent,
    'Se mezclan 120 mL de etanol con agua suficiente para obtener 800 mL de solución. Calcule la concentración en % v/v.',
    { value: 15, unit: '%', text: '15 % v/v' },
    () => (120 / 800) * 100,
    '120 mL / 800 mL · 100 = 15 % v/v.',
  ),
  numeric(
    20742,
    moles,
    'Determine el número de átomos de oxígeno presentes en 0,25 mol de ácido sulfúrico (H₂SO₄).',
    { value: 6.02e23, unit: 'átomos', text: '6,02·10²³ átomos' },
    () => 0.25 * 4 * AVOGADRO,
    'Cuatro O por molécula: 0,25 · 4 = 1 mol de átomos de O = 6,02·10²³ átomos.',
  ),
  numeric(
    20743,
    molarity,
    'Calcule la masa de hidróxido de potasio (KOH) necesaria para preparar 250 mL de una solución 0,2 M.',
    { value: 2.8, unit: 'g', text: '2,8 g' },
    () => 0.2 * 0.25 * mm('KOH'),
    'n = 0,2 mol/L · 0,25 L = 0,05 mol; M(KOH) = 56 g/mol: 2,8 g.',
  ),
  numeric(
    20744,
    heat,
    'La combustión de la glucosa (C₆H₁₂O₆) libera 2800 kJ por mol. ¿Cuántos kJ se liberan al quemar 1 g de glucosa?',
    { value: 15.56, unit: 'kJ', text: '15,56 kJ' },
    () => 2800 / mm('C6H12O6'),
    'M(C₆H₁₂O₆) = 72 + 12 + 96 = 180 g/mol; 2800 kJ / 180 g = 15,56 kJ por gramo.',
  ),
  numeric(
    20745,
    balancing,
    'Calcule la masa de agua que se forma cuando 10 g de hidrógeno reaccionan completamente con oxígeno.',
    { value: 90, unit: 'g', text: '90 g' },
    () => (10 / mm('H2')) * mm('H2O'),
    '2 H₂ + O₂ → 2 H₂O: 10 g de H₂ son 5 mol y dan 5 mol de agua, 5 · 18 = 90 g.',
  ),
  numeric(
    20746,
    limiting,
    'Al hacer reaccionar 46 g de sodio con agua en exceso (2 Na + 2 H₂O → 2 NaOH + H₂) se obtuvieron 64 g de hidróxido de sodio. Determine el rendimiento porcentual de la reacción.',
    { value: 80, unit: '%', text: '80 %' },
    () => (64 / ((46 / mm('Na')) * mm('NaOH'))) * 100,
    '46 g de Na = 2 mol → 2 mol de NaOH = 80 g teóricos; 64/80 = 80 %.',
  ),
  numeric(
    20747,
    gases,
    '¿Qué volumen de dióxido de carbono, medido en CNPT, se obtiene al descomponer térmicamente 50 g de carbonato de calcio?',
    { value: 11.2, unit: 'L', text: '11,2 L' },
    () => (50 / mm('CaCO3')) * MOLAR_VOLUME,
    'CaCO₃ → CaO + CO₂; 50/100 = 0,5 mol de CO₂ · 22,4 L/mol = 11,2 L.',
  ),
  numeric(
    20748,
    percent,
    'Se disuelven 15 g de azúcar en 135 g de agua. Calculá la concentración de la solución en % m/m.',
    { value: 10, unit: '%', text: '10 % m/m' },
    () => (15 / (15 + 135)) * 100,
    'Masa de solución 15 + 135 = 150 g; 15/150 · 100 = 10 % m/m.',
  ),
  numeric(
    20749,
    particles,
    '¿Cuántos electrones posee el anión sulfuro, S²⁻? (Z del azufre = 16)',
    { value: 18, unit: 'electrones', text: '18 electrones' },
    () => 16 + 2,
    'El átomo neutro tiene 16 electrones; la carga 2− indica dos más: 18.',
  ),
  numeric(
    20750,
    limiting,
    'Se calientan 28 g de hierro con 24 g de azufre y se forma sulfuro ferroso (Fe + S → FeS). ¿Qué masa máxima de FeS puede obtenerse?',
    { value: 44, unit: 'g', text: '44 g' },
    () => Math.min(28 / mm('Fe'), 24 / mm('S')) * mm('FeS'),
    'Fe: 0,5 mol; S: 0,75 mol; 1:1, el hierro limita: 0,5 mol de FeS · 88 g/mol = 44 g.',
  ),
  numeric(
    20751,
    oxidation,
    'Indique el número de oxidación del fósforo en el ion fosfato, PO₄³⁻.',
    { value: 5, unit: '', text: '+5' },
    () => 4 * 2 - 3,
    'x + 4 · (−2) = −3; x = +5.',
  ),
  numeric(
    20752,
    moles,
    'Hallar la masa molar del sulfato de cobre (II) pentahidratado, CuSO₄·5H₂O. Datos: Cu = 63,5; S = 32; O = 16; H = 1.',
    { value: 249.5, unit: 'g/mol', text: '249,5 g/mol' },
    () => mm('CuSO4') + 5 * mm('H2O'),
    '63,5 + 32 + 64 + 5 · 18 = 249,5 g/mol.',
  ),
  numeric(
    20753,
    moles,
    'Calcule el porcentaje en masa de oxígeno en el carbonato de calcio (CaCO₃).',
    { value: 48, unit: '%', text: '48 %' },
    () => percentOf('O', 'CaCO3'),
    'M = 40 + 12 + 48 = 100 g/mol; 48/100 = 48 %.',
  ),
  numeric(
    20754,
    percent,
    '¿Cuántos gramos de soluto hay en 300 mL de una solución de glucosa al 5 % m/v?',
    { value: 15, unit: 'g', text: '15 g' },
    () => (5 / 100) * 300,
    '5 g cada 100 mL: 300 mL · 5/100 = 15 g.',
  ),

  // Open, the questions on the page.
  page(
    'quimica',
    20760,
    oxides,
    'Escriba la fórmula de los siguientes compuestos: a) óxido de calcio; b) ácido sulfuroso; c) nitrato de potasio.',
    'CaO; H₂SO₃; KNO₃',
    byText,
    'Ca²⁺ y O²⁻: CaO; sulfuroso, S con +4: H₂SO₃; nitrato NO₃⁻ con K⁺: KNO₃.',
  ),
  page(
    'quimica',
    20761,
    acids,
    'Nombre los siguientes compuestos según la nomenclatura tradicional: a) H₂SO₄; b) HCl (en solución acuosa); c) NaClO.',
    'ácido sulfúrico; ácido clorhídrico; hipoclorito de sodio',
    byText,
    'S con +6: sulfúrico; hidrácido: clorhídrico; Cl con +1 en el anión ClO⁻: hipoclorito de sodio.',
  ),
  page(
    'quimica',
    20762,
    oxides,
    'Dé el nombre según la nomenclatura de Stock de: a) Fe₂O₃; b) CuOH.',
    'óxido de hierro (III); hidróxido de cobre (I)',
    byText,
    'Tres O²⁻ para dos Fe: +3, óxido de hierro (III); un OH⁻ para un Cu: +1, hidróxido de cobre (I).',
  ),
  page(
    'quimica',
    20763,
    balancing,
    'Balancee la ecuación Al + O₂ → Al₂O₃ e indique la suma de los coeficientes estequiométricos (enteros mínimos).',
    '9',
    () => [4 + 3 + 2],
    '4 Al + 3 O₂ → 2 Al₂O₃: 4 + 3 + 2 = 9.',
  ),
];
