/**
 * A written chemistry set (#32) worded the way Argentine university entrance exams and first-year
 * chemistry papers word their problems: an infinitive order («Calcular…», «Determinar…», «Indicar…»),
 * the data after the question, options with units and «Ninguna de las anteriores», parts a) b) c), and
 * reactions only named («la combustión del propano») as often as written. The topics are those of the
 * UTN entrance chemistry programmes: particles and isotopes, configuration, period and group, moles,
 * masses and particles, molar mass, composition and formulas, stoichiometry (limiting reagent, excess,
 * purity, yield, gases in CNPT), solutions (M, % m/m, % m/v, g/L, dilution, mixtures), gas laws,
 * nomenclature both ways, oxidation numbers and the pH of strong acids and bases. Every statement is our
 * own; each key was worked by hand and is recomputed by `check` with the course's atomic masses
 * (science/atomic-masses.ts).
 *
 * Programmes read: those recorded in functions/content/exam-style/sources.ts (`frba-quimica-programa`,
 * `frtdf-quimica-general-2021`), which the problems name in `modelledOn`.
 *
 * Measured before any solver change (offline engine): 28/45 right, 0 wrong, 26 replies sure.
 * A second round of 10 (4045…4054), written blind after the first fixes, measured 8/10 right, 0 wrong,
 * before its own.
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

/** Kelvin from Celsius, as the course rounds it. */
const kelvin = (celsius: number) => celsius + 273;

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

/** A key that is a name or a formula: no number identifies it, the option's text does. */
const byText = (): number[] => [];

export const chemistryExamWordingProblems: readonly ExamStyleProblem[] = [
  // Moles, masses, particles and Avogadro.
  options(
    4000,
    moles,
    'Calcular la cantidad de moles contenidos en 196 g de ácido sulfúrico (H₂SO₄). Datos: H = 1; S = 32; O = 16.',
    ['1 mol', '2 mol', '0,5 mol', '4 mol'],
    1,
    () => [196 / mm('H2SO4')],
    'M(H₂SO₄) = 2 + 32 + 64 = 98 g/mol; n = 196 g / 98 g/mol = 2 mol.',
  ),
  numeric(
    4001,
    moles,
    'Determinar la masa, expresada en gramos, de 1,204·10²⁴ moléculas de agua.',
    { value: 36, unit: 'g', text: '36 g' },
    () => (1.204e24 / AVOGADRO) * mm('H2O'),
    'n = 1,204·10²⁴ / 6,02·10²³ = 2 mol; m = 2 mol · 18 g/mol = 36 g.',
  ),
  parts(
    4002,
    moles,
    'Se dispone de 88 g de dióxido de carbono. Calcular:',
    [
      part('a', 'el número de moles', 2, 'mol', '2 mol'),
      part('b', 'el número de moléculas', 1.204e24, 'moléculas', '1,204·10²⁴ moléculas'),
      part('c', 'el número de átomos de oxígeno', 2.408e24, 'átomos', '2,408·10²⁴ átomos'),
    ],
    () => {
      const n = 88 / mm('CO2');
      return [[n], [n * AVOGADRO], [2 * n * AVOGADRO]];
    },
    'M(CO₂) = 44 g/mol; n = 2 mol; 2 · 6,02·10²³ = 1,204·10²⁴ moléculas; dos O por molécula: 2,408·10²⁴ átomos.',
  ),
  numeric(
    4003,
    moles,
    'Calcular la masa, en gramos, de un átomo de sodio. Dato: Na = 23.',
    { value: 3.82e-23, unit: 'g', text: '3,82·10⁻²³ g', tolerance: { absolute: 0.02e-23 } },
    () => mm('Na') / AVOGADRO,
    'Un mol de átomos, 6,02·10²³ átomos, pesa 23 g: 23 / 6,02·10²³ = 3,82·10⁻²³ g.',
  ),
  numeric(
    4004,
    moles,
    'Determinar el número total de átomos presentes en 0,5 mol de amoníaco (NH₃).',
    { value: 1.204e24, unit: 'átomos', text: '1,204·10²⁴ átomos' },
    () => 0.5 * 4 * AVOGADRO,
    'Cada molécula tiene 1 N + 3 H = 4 átomos: 0,5 · 4 = 2 mol de átomos; 2 · 6,02·10²³ = 1,204·10²⁴.',
  ),

  // Molar mass, composition and formulas.
  options(
    4005,
    moles,
    'Indicar la masa molar del fosfato de calcio, Ca₃(PO₄)₂:',
    ['310 g/mol', '135 g/mol', '230 g/mol', '279 g/mol'],
    0,
    () => [mm('Ca3(PO4)2')],
    '3 · 40 + 2 · (31 + 4 · 16) = 120 + 190 = 310 g/mol.',
  ),
  parts(
    4006,
    moles,
    'Determinar la composición centesimal del sulfato de sodio (Na₂SO₄). Se pide:',
    [
      part('a', '% de sodio', 32.39, '%', '32,39 %'),
      part('b', '% de azufre', 22.54, '%', '22,54 %'),
      part('c', '% de oxígeno', 45.07, '%', '45,07 %'),
    ],
    () => [[percentOf('Na', 'Na2SO4')], [percentOf('S', 'Na2SO4')], [percentOf('O', 'Na2SO4')]],
    'M = 46 + 32 + 64 = 142 g/mol; Na 46/142 = 32,39 %; S 32/142 = 22,54 %; O 64/142 = 45,07 %.',
  ),
  options(
    4007,
    moles,
    'Un compuesto contiene 40 % de carbono, 6,67 % de hidrógeno y 53,33 % de oxígeno, y su masa molar es 180 g/mol. Indicar su fórmula molecular.',
    ['CH₂O', 'C₆H₁₂O₆', 'C₂H₄O₂', 'C₃H₆O₃'],
    1,
    byText,
    'C 40/12 = 3,33; H 6,67/1 = 6,67; O 53,33/16 = 3,33: CH₂O (30 g/mol); 180/30 = 6: C₆H₁₂O₆.',
  ),
  options(
    4008,
    moles,
    'Un óxido de hierro contiene 70 % en masa de hierro. Determinar su fórmula empírica.',
    ['FeO', 'Fe₂O₃', 'Fe₃O₄', 'FeO₂'],
    1,
    byText,
    'Fe 70/56 = 1,25; O 30/16 = 1,875; 1,875/1,25 = 1,5: Fe₁O₁,₅, es decir Fe₂O₃.',
  ),

  // Stoichiometry, with the reaction written or only named.
  numeric(
    4009,
    balancing,
    'Calcular la masa de oxígeno necesaria para la combustión completa de 88 g de propano (C₃H₈).',
    { value: 320, unit: 'g', text: '320 g' },
    () => (88 / mm('C3H8')) * 5 * mm('O2'),
    'C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O; 88/44 = 2 mol de propano piden 10 mol de O₂: 10 · 32 = 320 g.',
  ),
  numeric(
    4010,
    balancing,
    'Determinar la masa de agua que se forma en la combustión completa de 22 g de propano.',
    { value: 36, unit: 'g', text: '36 g' },
    () => (22 / mm('C3H8')) * 4 * mm('H2O'),
    'C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O; 22/44 = 0,5 mol dan 2 mol de H₂O: 2 · 18 = 36 g.',
  ),
  options(
    4011,
    gases,
    'En la combustión completa del metano, ¿qué volumen de CO₂, medido en CNPT, se obtiene a partir de 32 g de metano?',
    ['22,4 L', '44,8 L', '89,6 L', '11,2 L'],
    1,
    () => [(32 / mm('CH4')) * MOLAR_VOLUME],
    'CH₄ + 2 O₂ → CO₂ + 2 H₂O; 32/16 = 2 mol de CH₄ dan 2 mol de CO₂: 2 · 22,4 = 44,8 L.',
  ),
  parts(
    4012,
    limiting,
    'Se hacen reaccionar 10 g de hidrógeno con 64 g de oxígeno según 2 H₂ + O₂ → 2 H₂O. Determinar:',
    [
      part('a', 'la masa de agua que se forma', 72, 'g', '72 g'),
      part('b', 'la masa del reactivo en exceso que queda sin reaccionar', 2, 'g', '2 g'),
    ],
    () => {
      const oxygen = 64 / mm('O2');
      const hydrogenLeft = 10 / mm('H2') - 2 * oxygen;
      return [[2 * oxygen * mm('H2O')], [hydrogenLeft * mm('H2')]];
    },
    'H₂: 5 mol; O₂: 2 mol, que piden 4 mol de H₂: limita el O₂. Agua: 4 mol = 72 g; sobra 1 mol de H₂ = 2 g.',
  ),
  options(
    4013,
    limiting,
    'Se queman 24 g de carbono con 48 g de oxígeno para dar dióxido de carbono. Indicar el reactivo limitante y la masa de CO₂ formada.',
    [
      '66 g; limita el oxígeno',
      '88 g; limita el carbono',
      '66 g; limita el carbono',
      '88 g; limita el oxígeno',
    ],
    0,
    () => [(48 / mm('O2')) * mm('CO2')],
    'C + O₂ → CO₂; C: 2 mol; O₂: 1,5 mol: limita el oxígeno; 1,5 mol de CO₂ = 66 g.',
  ),
  numeric(
    4014,
    limiting,
    'La reacción N₂ + 3 H₂ → 2 NH₃ se realiza con 56 g de nitrógeno y exceso de hidrógeno, y se obtienen 51 g de amoníaco. Calcular el rendimiento de la reacción.',
    { value: 75, unit: '%', text: '75 %' },
    () => (100 * 51) / ((56 / mm('N2')) * 2 * mm('NH3')),
    '56/28 = 2 mol de N₂ darían 4 mol de NH₃ = 68 g; rendimiento = 51/68 · 100 = 75 %.',
  ),
  options(
    4015,
    limiting,
    'Se calcinan 250 g de una piedra caliza que contiene 80 % de CaCO₃, según CaCO₃ → CaO + CO₂. Calcular la masa de óxido de calcio obtenida.',
    ['112 g', '140 g', '88 g', '56 g'],
    0,
    () => [((250 * 0.8) / mm('CaCO3')) * mm('CaO')],
    'CaCO₃ puro: 250 · 0,80 = 200 g = 2 mol; dan 2 mol de CaO = 2 · 56 = 112 g.',
  ),
  numeric(
    4016,
    gases,
    'Determinar el volumen de hidrógeno, medido en CNPT, que se desprende al tratar 13,08 g de cinc con exceso de ácido clorhídrico.',
    { value: 4.48, unit: 'L', text: '4,48 L' },
    () => (13.08 / mm('Zn')) * MOLAR_VOLUME,
    'Zn + 2 HCl → ZnCl₂ + H₂; 13,08/65,4 = 0,2 mol de Zn dan 0,2 mol de H₂: 0,2 · 22,4 = 4,48 L.',
  ),
  numeric(
    4017,
    limiting,
    'Una muestra de 500 g de cinc impuro reacciona con exceso de ácido sulfúrico y desprende 134,4 L de hidrógeno medidos en CNPT. Calcular la pureza de la muestra.',
    { value: 78.48, unit: '%', text: '78,48 %' },
    () => (100 * (134.4 / MOLAR_VOLUME) * mm('Zn')) / 500,
    'Zn + H₂SO₄ → ZnSO₄ + H₂; 134,4/22,4 = 6 mol de H₂ = 6 mol de Zn = 392,4 g; 392,4/500 · 100 = 78,48 %.',
  ),

  // Solutions.
  numeric(
    4018,
    molarity,
    'Calcular la molaridad de una solución que contiene 20 g de NaOH en 250 mL de solución.',
    { value: 2, unit: 'M', text: '2 M' },
    () => 20 / mm('NaOH') / 0.25,
    'M(NaOH) = 40 g/mol; 20/40 = 0,5 mol en 0,25 L: 2 M.',
  ),
  options(
    4019,
    percent,
    'Se disuelven 15 g de azúcar en 135 g de agua. Determinar la concentración de la solución expresada en % m/m.',
    ['10 % m/m', '11,1 % m/m', '15 % m/m', '13,5 % m/m'],
    0,
    () => [(100 * 15) / (15 + 135)],
    'Masa de solución = 15 + 135 = 150 g; 15/150 · 100 = 10 % m/m.',
  ),
  numeric(
    4020,
    percent,
    '¿Qué masa de cloruro de sodio se necesita para preparar 500 mL de una solución al 0,9 % m/v?',
    { value: 4.5, unit: 'g', text: '4,5 g' },
    () => (0.9 * 500) / 100,
    '0,9 g cada 100 mL: 0,9 · 500/100 = 4,5 g.',
  ),
  parts(
    4021,
    molarity,
    'Una solución contiene 7,3 g de HCl en 400 cm³ de solución. Calcular:',
    [
      part('a', 'su concentración en g/L', 18.25, 'g/L', '18,25 g/L'),
      part('b', 'su molaridad', 0.5, 'M', '0,5 M'),
    ],
    () => [[7.3 / 0.4], [7.3 / mm('HCl') / 0.4]],
    '7,3 g / 0,4 L = 18,25 g/L; 7,3/36,5 = 0,2 mol en 0,4 L: 0,5 M.',
  ),
  options(
    4022,
    dilution,
    'Se diluyen 50 mL de una solución 6 M de ácido nítrico con agua hasta un volumen final de 300 mL. Determinar la molaridad de la solución resultante.',
    ['0,5 M', '2 M', '36 M', '1,2 M'],
    4,
    () => [(6 * 50) / 300],
    'C₁V₁ = C₂V₂: 6 · 50 = C₂ · 300, C₂ = 1 M, que no figura: ninguna de las anteriores.',
  ),
  numeric(
    4023,
    dilution,
    '¿Qué volumen de una solución 12 M de HCl hay que tomar para preparar 600 mL de solución 0,5 M?',
    { value: 25, unit: 'mL', text: '25 mL' },
    () => (0.5 * 600) / 12,
    'C₁V₁ = C₂V₂: V₁ = 0,5 · 600 / 12 = 25 mL.',
  ),
  numeric(
    4024,
    dilution,
    'Se mezclan 200 mL de una solución 0,5 M de NaCl con 300 mL de otra solución 1,5 M del mismo soluto. Calcular la molaridad de la mezcla, considerando volúmenes aditivos.',
    { value: 1.1, unit: 'M', text: '1,1 M' },
    () => (0.2 * 0.5 + 0.3 * 1.5) / 0.5,
    'Moles: 0,2 · 0,5 + 0,3 · 1,5 = 0,1 + 0,45 = 0,55 mol en 0,5 L: 1,1 M.',
  ),
  numeric(
    4025,
    molarity,
    'Un ácido sulfúrico comercial tiene una concentración de 98 % m/m y una densidad de 1,84 g/mL. Calcular su molaridad.',
    { value: 18.4, unit: 'M', text: '18,4 M' },
    () => (1000 * 1.84 * 0.98) / mm('H2SO4'),
    'Un litro pesa 1840 g, de los que 0,98 · 1840 = 1803,2 g son H₂SO₄: 1803,2/98 = 18,4 mol: 18,4 M.',
  ),

  // Gas laws.
  options(
    4026,
    gases,
    'Un gas ocupa 6 L a 2 atm. Si la temperatura se mantiene constante, determinar el volumen que ocupará a 3 atm.',
    ['9 L', '1 L', '3 L', '6 L'],
    4,
    () => [(2 * 6) / 3],
    'Boyle: P₁V₁ = P₂V₂; V₂ = 2 · 6 / 3 = 4 L, que no figura: ninguna de las anteriores.',
  ),
  numeric(
    4027,
    gases,
    'Un globo contiene 2,5 L de aire a 27 °C. Calcular su volumen a 87 °C si la presión no varía.',
    { value: 3, unit: 'L', text: '3 L' },
    () => (2.5 * kelvin(87)) / kelvin(27),
    'Charles: V₂ = V₁ · T₂/T₁ = 2,5 · 360/300 = 3 L.',
  ),
  numeric(
    4028,
    gases,
    'Un recipiente rígido contiene un gas a 1,5 atm y 300 K. Determinar la presión que alcanza si se lo calienta hasta 400 K.',
    { value: 2, unit: 'atm', text: '2 atm' },
    () => (1.5 * 400) / 300,
    'Gay-Lussac, a volumen constante: P₂ = 1,5 · 400/300 = 2 atm.',
  ),
  numeric(
    4029,
    gases,
    'Una masa de gas ocupa 10 L a 27 °C y 1 atm. Determinar el volumen que ocupa en CNPT.',
    { value: 9.1, unit: 'L', text: '9,1 L' },
    () => (10 * 273) / kelvin(27),
    'CNPT: 1 atm y 273 K; V₂ = 10 · 273/300 = 9,1 L.',
  ),
  options(
    4030,
    gases,
    'Calcular la presión que ejercen 64 g de oxígeno (O₂) contenidos en un recipiente de 8,2 L a 127 °C. Dato: R = 0,082 atm·L/(K·mol).',
    ['8 atm', '2,56 atm', '4 atm', '16 atm'],
    0,
    () => [((64 / mm('O2')) * GAS_CONSTANT * kelvin(127)) / 8.2],
    'n = 64/32 = 2 mol; T = 400 K; P = 2 · 0,082 · 400 / 8,2 = 8 atm.',
  ),
  numeric(
    4031,
    gases,
    'Determinar cuántos moles de gas hay en un recipiente de 24,6 L a 27 °C y 2 atm. (R = 0,082 atm·L/(K·mol))',
    { value: 2, unit: 'mol', text: '2 mol' },
    () => (2 * 24.6) / (GAS_CONSTANT * kelvin(27)),
    'n = PV/RT = 2 · 24,6 / (0,082 · 300) = 49,2/24,6 = 2 mol.',
  ),
  numeric(
    4032,
    gases,
    'Determinar la masa molar de un gas, sabiendo que 1,6 g del mismo ocupan 1,12 L en CNPT.',
    { value: 32, unit: 'g/mol', text: '32 g/mol' },
    () => 1.6 / (1.12 / MOLAR_VOLUME),
    'n = 1,12/22,4 = 0,05 mol; M = 1,6/0,05 = 32 g/mol.',
  ),

  // Atomic structure, configuration, period and group.
  options(
    4033,
    particles,
    'Indicar el número de protones, neutrones y electrones del ion ⁸⁰Br⁻ (Z = 35).',
    ['35 p, 45 n, 36 e', '35 p, 45 n, 34 e', '35 p, 80 n, 36 e', '36 p, 44 n, 35 e'],
    0,
    () => [35, 80 - 35, 35 + 1],
    'Z = 35 protones; N = 80 − 35 = 45; el anión ganó un electrón: 36.',
  ),
  numeric(
    4034,
    particles,
    'El catión X²⁺ tiene 18 electrones y 20 neutrones. Determinar su número másico.',
    { value: 40, unit: '', text: '40' },
    () => 18 + 2 + 20,
    'Perdió dos electrones: Z = 18 + 2 = 20; A = Z + N = 20 + 20 = 40.',
  ),
  parts(
    4035,
    configuration,
    'Escribir la configuración electrónica del elemento de Z = 15 e indicar:',
    [
      part('a', 'el período', 3, '', '3'),
      part('b', 'el grupo', 15, '', '15'),
      part('c', 'el número de electrones de valencia', 5, '', '5'),
    ],
    () => [[3], [15], [5]],
    '1s² 2s² 2p⁶ 3s² 3p³: nivel más alto 3 (período 3), 2 + 3 = 5 electrones de valencia, grupo 15.',
  ),

  // Nomenclature both ways and oxidation numbers.
  options(
    4036,
    acids,
    'Indicar el nombre del HClO₃ en nomenclatura tradicional:',
    ['ácido clórico', 'ácido cloroso', 'ácido perclórico', 'ácido hipocloroso'],
    0,
    byText,
    'El cloro actúa con +5 (1 + x − 6 = 0): el segundo de sus estados mayores, terminación -ico: ácido clórico.',
  ),
  options(
    4037,
    oxides,
    'La fórmula del óxido de nitrógeno (V) es:',
    ['N₂O₅', 'NO₅', 'N₅O₂', 'N₂O₃'],
    0,
    byText,
    'N con +5 y O con −2: se cruzan las valencias, N₂O₅.',
  ),
  options(
    4038,
    oxides,
    'Indicar el nombre, según la nomenclatura de Stock, del Fe(OH)₂:',
    ['hidróxido de hierro (II)', 'hidróxido de hierro (III)', 'hidróxido férrico', 'hidróxido de hierro (I)'],
    0,
    byText,
    'Dos oxhidrilos de carga −1: el hierro actúa con +2, hidróxido de hierro (II).',
  ),
  options(
    4039,
    acids,
    'La fórmula del ácido sulfhídrico es:',
    ['H₂SO₄', 'H₂SO₃', 'HS', 'SH₂O'],
    4,
    byText,
    'Es un hidrácido, azufre con −2 e hidrógeno: H₂S, que no figura: ninguna de las anteriores.',
  ),
  options(
    4040,
    acids,
    'Nombrar la sal K₂SO₃ en nomenclatura tradicional:',
    ['sulfito de potasio', 'sulfato de potasio', 'sulfuro de potasio', 'hiposulfito de potasio'],
    0,
    byText,
    'El azufre actúa con +4 (2 + x − 6 = 0), su estado menor de los dos: sulfito de potasio.',
  ),
  numeric(
    4041,
    oxidation,
    'Determinar el número de oxidación del cromo en el dicromato de potasio, K₂Cr₂O₇.',
    { value: 6, unit: '', text: '+6' },
    () => (7 * 2 - 2 * 1) / 2,
    '2 · (+1) + 2x + 7 · (−2) = 0; 2x = 12; x = +6.',
  ),
  options(
    4042,
    oxidation,
    'Indicar el número de oxidación del fósforo en el ion fosfato, PO₄³⁻:',
    ['+5', '+3', '−3', '+8'],
    0,
    () => [-3 + 8],
    'x + 4 · (−2) = −3; x = +5.',
  ),

  // pH of strong acids and bases.
  numeric(
    4043,
    ph,
    'Calcular el pH de una solución 0,005 M de hidróxido de bario, Ba(OH)₂.',
    { value: 12, unit: '', text: '12' },
    () => 14 + Math.log10(2 * 0.005),
    'Cada Ba(OH)₂ libera dos OH⁻: [OH⁻] = 0,01 M; pOH = 2; pH = 14 − 2 = 12.',
  ),
  options(
    4044,
    ph,
    'Se disuelven 0,63 g de HNO₃ en agua hasta obtener 1 L de solución. Determinar el pH de la solución.',
    ['2', '1', '12', '0,63'],
    0,
    () => [-Math.log10(0.63 / mm('HNO3'))],
    'M(HNO₃) = 63 g/mol; 0,01 mol en 1 L: [H⁺] = 0,01 M, ácido fuerte; pH = 2.',
  ),
  // A second round, written blind after the fixes above, in other words and numbers.
  numeric(
    4045,
    moles,
    'Determinar la cantidad de moles presentes en 4,9 g de ácido fosfórico, H₃PO₄.',
    { value: 0.05, unit: 'mol', text: '0,05 mol' },
    () => 4.9 / mm('H3PO4'),
    'M(H₃PO₄) = 3 + 31 + 64 = 98 g/mol; n = 4,9/98 = 0,05 mol.',
  ),
  numeric(
    4046,
    dilution,
    '¿Qué volumen de solución 2 M de NaOH se debe tomar para preparar 250 mL de solución 0,4 M?',
    { value: 50, unit: 'mL', text: '50 mL' },
    () => (0.4 * 250) / 2,
    'C₁V₁ = C₂V₂: V₁ = 0,4 · 250 / 2 = 50 mL.',
  ),
  numeric(
    4047,
    dilution,
    'Se mezclan 150 mL de HCl 0,2 M con 350 mL de HCl 0,6 M. Determinar la molaridad de la solución final (volúmenes aditivos).',
    { value: 0.48, unit: 'M', text: '0,48 M' },
    () => (0.15 * 0.2 + 0.35 * 0.6) / 0.5,
    'n = 0,15 · 0,2 + 0,35 · 0,6 = 0,03 + 0,21 = 0,24 mol en 0,5 L: 0,48 M.',
  ),
  options(
    4048,
    gases,
    'Un gas ocupa 2,5 L a 1,2 atm y 47 °C. Calcular el volumen que ocupará en condiciones normales de presión y temperatura.',
    ['2,56 L', '2,93 L', '3,00 L', '2,13 L'],
    0,
    () => [(2.5 * 1.2 * 273) / kelvin(47)],
    'V₂ = V₁ · (P₁/P₂) · (T₂/T₁) = 2,5 · 1,2 · 273/320 ≈ 2,56 L.',
  ),
  numeric(
    4049,
    gases,
    'Hallar la masa molar de un gas si 5,6 g del mismo ocupan 4,48 L en CNPT.',
    { value: 28, unit: 'g/mol', text: '28 g/mol' },
    () => 5.6 / (4.48 / MOLAR_VOLUME),
    'n = 4,48/22,4 = 0,2 mol; M = 5,6/0,2 = 28 g/mol.',
  ),
  parts(
    4050,
    moles,
    'Determinar la composición centesimal del agua oxigenada (H₂O₂). Se pide:',
    [part('a', '% de hidrógeno', 5.88, '%', '5,88 %'), part('b', '% de oxígeno', 94.12, '%', '94,12 %')],
    () => [[percentOf('H', 'H2O2')], [percentOf('O', 'H2O2')]],
    'M = 2 + 32 = 34 g/mol; H 2/34 = 5,88 %; O 32/34 = 94,12 %.',
  ),
  numeric(
    4051,
    limiting,
    'Se tratan 300 g de una muestra de cinc con un 65,4 % de pureza con exceso de ácido clorhídrico. Calcular la masa de hidrógeno desprendida.',
    { value: 6, unit: 'g', text: '6 g' },
    () => ((300 * 0.654) / mm('Zn')) * mm('H2'),
    'Zn + 2 HCl → ZnCl₂ + H₂; Zn puro: 300 · 0,654 = 196,2 g = 3 mol; dan 3 mol de H₂ = 6 g.',
  ),
  numeric(
    4052,
    particles,
    'El ion Y³⁻ posee 18 electrones y 16 neutrones. Indicar su número másico.',
    { value: 31, unit: '', text: '31' },
    () => 18 - 3 + 16,
    'Ganó tres electrones: Z = 18 − 3 = 15; A = 15 + 16 = 31.',
  ),
  numeric(
    4053,
    limiting,
    'Para la reacción 2 KClO₃ → 2 KCl + 3 O₂ se descomponen 245 g de clorato de potasio y se obtienen 86,4 g de oxígeno. Determinar el rendimiento.',
    { value: 90, unit: '%', text: '90 %' },
    () => (100 * 86.4) / ((245 / mm('KClO3')) * 1.5 * mm('O2')),
    'M(KClO₃) = 122,5 g/mol: 2 mol dan 3 mol de O₂ = 96 g; 86,4/96 · 100 = 90 %.',
  ),
  numeric(
    4054,
    molarity,
    'Una solución acuosa de NaOH al 40 % m/m tiene una densidad de 1,43 g/mL. Determinar su molaridad.',
    { value: 14.3, unit: 'M', text: '14,3 M' },
    () => (1000 * 1.43 * 0.4) / mm('NaOH'),
    'Un litro pesa 1430 g, el 40 % es NaOH: 572 g = 14,3 mol: 14,3 M.',
  ),
];
