/**
 * A third written chemistry set of exam pages (#32, session 27), written blind (before reading any solver
 * or reply) and in our own words, with the kinds and difficulty of the UTN ingreso Química exams and
 * cartillas (FRBA programme, FRTDF Química General): material systems (phases and components, intensive
 * properties, separation), atomic structure (particles of ions, isotopes and average atomic mass, quantum
 * numbers, period and group), periodic properties, bonding, Lewis structures, geometry and polarity,
 * nomenclature both ways (oxides, hydroxides, oxoacids, hydracids, salts, hydrides; traditional and Stock),
 * moles and Avogadro's number, percent composition and empirical and molecular formulas, stoichiometry
 * (limiting reagent and excess, purity, yield, gases in CNPT and at P and T), solutions (% m/m, % m/v,
 * ppm, molarity, molality, mole fraction, dilution, mixing), ideal gases (combined law, PV = nRT, density,
 * partial pressures), pH and pOH of strong acids and bases, neutralization, and redox (oxidation numbers,
 * oxidizer and reducer). 13 questions of five options with «Ninguna de las anteriores» (the right one in
 * 22507 and 22509), 14 single answers, 6 problems in parts and 7 pages whose parts a) b) c) chain their
 * results. Every key worked by hand and recomputed by `check` with the kernel's atomic masses and
 * constants.
 *
 * Sources of the kinds of problem (the wording is ours): the programmes cited in `modelledOn`, and a
 * public collection of entrance chemistry exams with multiple-choice questions on material systems
 * (https://www.passeidireto.com/arquivo/124147195/examenes-2020, read 2026-12-02).
 *
 * First measure, before any fix (written without looking at the solvers or the engine's replies), at
 * HEAD a2b637d1: 8/40 right, 8 answered sure, 0 sure and wrong. The right ones: 22506, 22507, 22508,
 * 22510 (five options), 22519, 22522, 22523, 22526 (single answers); none of the 13 pages or problems
 * in parts was answered, most declined with a topic heading or «Lo resuelvo por partes» and no result.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { AVOGADRO, GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { onThePage, type Part, writtenSet } from './builders.ts';

/** Half a percent of the key, and never under a hundredth, as an absolute tolerance. */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));

/** Kelvin from Celsius, as the course rounds it. */
const kelvin = (celsius: number) => celsius + 273;

/** Atmospheres from millimetres of mercury. */
const atm = (mmHg: number) => mmHg / 760;

/** Moles of an ideal gas from P (atm), V (L) and T (K). */
const molesOfGas = (pressure: number, volume: number, temperature: number) =>
  (pressure * volume) / (GAS_CONSTANT * temperature);

const SOURCES = ['frba-quimica-programa', 'frtdf-quimica-general-2021'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'quimica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: near,
});

const page = onThePage({ quimica: SOURCES, fisica: [], matematicas: [] });

/** A part whose key is a name, a formula or a configuration. */
const textPart = (label: Part['label'], prompt: string, text: string): Part => ({
  label,
  prompt,
  answer: { kind: 'expression', text },
});

const key = (value: number, unit: string, text: string) => ({ value, unit, text });

const systems = 'estructura-atomica.sistemas-materiales';
const particles = 'estructura-atomica.particulas-isotopos';
const configuration = 'estructura-atomica.numeros-cuanticos-configuracion';
const periodic = 'estructura-atomica.tabla-periodica';
const bonding = 'estructura-atomica.enlace-lewis';
const geometry = 'estructura-atomica.geometria-polaridad';
const moles = 'estequiometria.mol-masa-molar';
const limiting = 'estequiometria.limitante-pureza-rendimiento';
const gases = 'estequiometria.gases';
const molarity = 'soluciones.molaridad-ppm';
const percent = 'soluciones.concentraciones-porcentuales';
const dilution = 'soluciones.dilucion-mezclas';
const oxides = 'acidos-bases.nomenclatura-oxidos-hidroxidos';
const acids = 'acidos-bases.nomenclatura-acidos-sales';
const ph = 'acidos-bases.teorias-ph';
const neutralization = 'acidos-bases.neutralizacion-indicadores';
const redox = 'electroquimica.numeros-oxidacion-redox';

const byText = (): number[] => [];

/** Five options: the builder adds E «Ninguna de las anteriores». */
const choices: readonly ExamStyleProblem[] = [
  options(
    22500,
    systems,
    'Dentro de un frasco cerrado hay agua en la que se disolvió un poco de sal de mesa, dos cubitos de hielo flotando y limaduras de hierro depositadas en el fondo. Sin tener en cuenta el aire ni el vapor, indique la opción correcta respecto de este sistema:',
    [
      'tiene 3 fases y 3 componentes',
      'tiene 4 fases y 3 componentes',
      'tiene 3 fases y 2 componentes',
      'tiene 2 fases y 3 componentes',
    ],
    0,
    () => [3, 3],
    'Fases: la solución de sal en agua, el hielo (los dos cubitos son una sola fase) y el hierro: 3. Componentes: agua, cloruro de sodio y hierro: 3.',
  ),
  options(
    22501,
    systems,
    '¿En cuál de los siguientes grupos son intensivas TODAS las propiedades mencionadas?',
    [
      'masa, volumen y densidad',
      'densidad, temperatura de ebullición y color',
      'peso, temperatura y volumen',
      'longitud, calor específico y masa',
    ],
    1,
    byText,
    'Las intensivas no dependen de la cantidad de materia: densidad, punto de ebullición y color. Masa, volumen, peso y longitud son extensivas.',
  ),
  options(
    22502,
    systems,
    'Se desea recuperar por separado la arena y la sal de una mezcla de ambas. El procedimiento adecuado es:',
    [
      'tamizar la mezcla',
      'decantar la mezcla seca',
      'agregar agua, filtrar y evaporar el líquido filtrado',
      'hacer una destilación fraccionada de la mezcla seca',
    ],
    2,
    byText,
    'La sal se disuelve en agua y la arena no: la filtración retiene la arena y al evaporar el filtrado queda la sal.',
  ),
  options(
    22503,
    configuration,
    'Indique cuál de los siguientes conjuntos de números cuánticos (n; l; mₗ; mₛ) NO es posible para un electrón:',
    ['(2; 1; 0; +½)', '(3; 2; −2; −½)', '(2; 2; 1; +½)', '(4; 0; 0; −½)'],
    2,
    () => [2, 2],
    'l toma valores de 0 a n − 1: con n = 2, l no puede valer 2. Los demás conjuntos cumplen |mₗ| ≤ l y mₛ = ±½.',
  ),
  options(
    22504,
    configuration,
    'Un elemento tiene número atómico 35. Su ubicación en la tabla periódica es:',
    ['período 4, grupo 17', 'período 3, grupo 17', 'período 4, grupo 15', 'período 5, grupo 7'],
    0,
    () => [4, 17],
    'Z = 35: [Ar] 4s² 3d¹⁰ 4p⁵. Nivel más alto 4 ⇒ período 4; 7 electrones en s y p del último nivel ⇒ grupo 17 (bromo).',
  ),
  options(
    22505,
    periodic,
    '¿Cuál de las siguientes secuencias ordena correctamente los elementos según su primera energía de ionización creciente?',
    ['K < Na < Mg < Cl', 'Cl < Mg < Na < K', 'Na < K < Mg < Cl', 'Mg < Na < K < Cl'],
    0,
    byText,
    'La energía de ionización disminuye al bajar en un grupo (K < Na) y aumenta hacia la derecha en un período (Na < Mg < Cl): K < Na < Mg < Cl.',
  ),
  options(
    22506,
    acids,
    'La fórmula correcta del hipoclorito de calcio es:',
    ['CaClO', 'Ca(ClO)₂', 'Ca(ClO₂)₂', 'CaCl₂'],
    1,
    byText,
    'Hipoclorito: ClO⁻ (cloro con +1); con Ca²⁺ hacen falta dos aniones: Ca(ClO)₂.',
  ),
  options(
    22507,
    oxides,
    'Según la nomenclatura de Stock, el Cu₂O se denomina:',
    ['óxido de cobre (II)', 'óxido cúprico', 'dióxido de cobre', 'peróxido de cobre'],
    4,
    () => [1],
    '2x − 2 = 0 ⇒ x = +1: óxido de cobre (I) (óxido cuproso en la tradicional), que no figura entre A y D.',
  ),
  options(
    22508,
    moles,
    '¿Cuántos átomos de hidrógeno hay en 8,5 g de amoníaco (NH₃)? Datos: N = 14; H = 1; NA = 6,02 · 10²³.',
    ['3,01 · 10²³', '9,03 · 10²³', '1,5 · 10²³', '1,806 · 10²⁴'],
    1,
    () => [(8.5 / mm('NH3')) * 3 * AVOGADRO],
    'n = 8,5/17 = 0,5 mol de NH₃; átomos de H = 0,5 · 3 · 6,02 · 10²³ = 9,03 · 10²³.',
  ),
  options(
    22509,
    moles,
    '¿Cuánto vale la masa de 0,15 moles de sulfato de aluminio, Al₂(SO₄)₃? (Al = 27; S = 32; O = 16)',
    ['18,45 g', '22,8 g', '34,2 g', '102,6 g'],
    4,
    () => [0.15 * mm('Al2(SO4)3')],
    'M = 2 · 27 + 3 · (32 + 64) = 342 g/mol; m = 0,15 · 342 = 51,3 g, que no figura entre A y D.',
  ),
  options(
    22510,
    ph,
    'Una solución acuosa de hidróxido de bario, Ba(OH)₂, de concentración 0,005 mol/L (base fuerte, totalmente disociada) tiene un pH igual a:',
    ['2,3', '11,7', '12', '2'],
    2,
    () => [14 + Math.log10(2 * 0.005)],
    'Cada Ba(OH)₂ libera 2 OH⁻: [OH⁻] = 0,01 M; pOH = 2; pH = 14 − 2 = 12.',
  ),
  options(
    22511,
    redox,
    'Para la reacción 2 KMnO₄ + 16 HCl → 2 KCl + 2 MnCl₂ + 5 Cl₂ + 8 H₂O, indique la afirmación correcta:',
    [
      'el manganeso se oxida de +7 a +2',
      'el HCl actúa como agente reductor',
      'el cloro pasa de −1 a +1',
      'el KMnO₄ es el agente reductor',
    ],
    1,
    () => [7, 2, -1, 0],
    'Mn: +7 → +2, se reduce (el KMnO₄ es el oxidante); parte del Cl: −1 → 0 en el Cl₂, se oxida: el HCl es el reductor.',
  ),
  options(
    22512,
    geometry,
    '¿Cuál de las siguientes sustancias está formada por moléculas no polares, aunque sus enlaces sean polares?',
    ['H₂O', 'NH₃', 'CCl₄', 'HCl'],
    2,
    byText,
    'El CCl₄ es tetraédrico y simétrico: los cuatro dipolos C–Cl se anulan. H₂O (angular), NH₃ (piramidal) y HCl son polares.',
  ),
];

/** One answer each. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    22513,
    particles,
    'El cobre natural está formado por ⁶³Cu (masa 62,93 u) y ⁶⁵Cu (masa 64,93 u). Si la masa atómica promedio del cobre es 63,55 u, determine el porcentaje de abundancia del isótopo ⁶³Cu.',
    key(69, '%', '69 %'),
    () => ((64.93 - 63.55) / (64.93 - 62.93)) * 100,
    '62,93x + 64,93(1 − x) = 63,55 ⇒ 64,93 − 2x = 63,55 ⇒ x = 0,69: 69 % de ⁶³Cu (y 31 % de ⁶⁵Cu).',
  ),
  numeric(
    22514,
    particles,
    '¿Cuántos electrones en total posee el anión sulfato, SO₄²⁻? (Z: S = 16; O = 8)',
    key(50, 'electrones', '50 electrones'),
    () => 16 + 4 * 8 + 2,
    'Átomos neutros: 16 + 4 · 8 = 48 electrones; la carga 2− suma 2: 50 electrones.',
  ),
  numeric(
    22515,
    moles,
    'Una gota de agua tiene un volumen de 0,05 cm³. Considerando la densidad del agua igual a 1 g/mL, halle cuántas moléculas de agua contiene la gota. (H = 1; O = 16; NA = 6,02 · 10²³)',
    key(1.6722e21, 'moléculas', '1,67 · 10²¹ moléculas'),
    () => (0.05 / mm('H2O')) * AVOGADRO,
    'm = 0,05 g; n = 0,05/18 = 2,78 · 10⁻³ mol; N = 2,78 · 10⁻³ · 6,02 · 10²³ = 1,67 · 10²¹ moléculas.',
  ),
  numeric(
    22516,
    moles,
    'Calcule el porcentaje en masa de agua de cristalización en el sulfato de cobre (II) pentahidratado, CuSO₄·5H₂O. (Cu = 63,5; S = 32; O = 16; H = 1)',
    key(36.07, '%', '36,07 %'),
    () => ((5 * mm('H2O')) / mm('CuSO4·5H2O')) * 100,
    'M = 63,5 + 32 + 64 + 5 · 18 = 249,5 g/mol; agua: 90 g; 90/249,5 · 100 = 36,07 %.',
  ),
  numeric(
    22517,
    gases,
    'Un gas desconocido tiene una densidad de 2,5 g/dm³ a 27 °C y 750 mmHg. ¿Cuánto vale su masa molar?',
    key(62.32, 'g/mol', 'M ≈ 62,3 g/mol'),
    () => (2.5 * GAS_CONSTANT * kelvin(27)) / atm(750),
    'P = 750/760 = 0,9868 atm; M = δRT/P = 2,5 · 0,082 · 300/0,9868 = 62,3 g/mol.',
  ),
  numeric(
    22518,
    gases,
    'Una mezcla gaseosa contiene 6 g de helio y 16 g de metano (CH₄); la presión total es 1,5 atm. Determine la presión parcial del helio. (He = 4; C = 12; H = 1)',
    key(0.9, 'atm', 'p(He) = 0,9 atm'),
    () => {
      const helium = 6 / mm('He');
      return (1.5 * helium) / (helium + 16 / mm('CH4'));
    },
    'He: 6/4 = 1,5 mol; CH₄: 16/16 = 1 mol; x(He) = 1,5/2,5 = 0,6; p(He) = 0,6 · 1,5 = 0,9 atm.',
  ),
  numeric(
    22519,
    gases,
    'Un globo meteorológico contiene 2,5 dm³ de gas a 1 atm y 20 °C. Asciende hasta una zona donde la presión es 380 mmHg y la temperatura −13 °C. ¿Qué volumen ocupa allí, suponiendo que la cantidad de gas no cambia?',
    key(4.437, 'L', 'V ≈ 4,44 dm³'),
    () => (1 * 2.5 * kelvin(-13)) / (kelvin(20) * atm(380)),
    'P₂ = 380/760 = 0,5 atm; V₂ = P₁V₁T₂/(T₁P₂) = 1 · 2,5 · 260/(293 · 0,5) = 4,44 dm³.',
  ),
  numeric(
    22520,
    molarity,
    'El análisis de una muestra de agua informa 0,0045 % m/v de ion nitrato. Exprese esa concentración en ppm (mg/L).',
    key(45, 'ppm', '45 ppm'),
    () => (0.0045 / 100) * 1000 * 1000,
    '0,0045 g en 100 mL = 0,045 g/L = 45 mg/L = 45 ppm.',
  ),
  numeric(
    22521,
    molarity,
    'Se disuelven 46 g de etanol (C₂H₅OH) en 180 g de agua. Calcule la fracción molar del etanol en la solución. (C = 12; H = 1; O = 16)',
    key(1 / 11, '', 'x ≈ 0,091'),
    () => {
      const ethanol = 46 / mm('C2H5OH');
      return ethanol / (ethanol + 180 / mm('H2O'));
    },
    'Etanol: 46/46 = 1 mol; agua: 180/18 = 10 mol; x = 1/(1 + 10) = 0,091.',
  ),
  numeric(
    22522,
    molarity,
    'Se desea preparar 250 cm³ de una solución 0,1 M de dicromato de potasio (K₂Cr₂O₇). ¿Qué masa de sal hay que pesar? (K = 39; Cr = 52; O = 16)',
    key(7.35, 'g', 'm = 7,35 g'),
    () => 0.25 * 0.1 * mm('K2Cr2O7'),
    'n = 0,25 L · 0,1 mol/L = 0,025 mol; M = 78 + 104 + 112 = 294 g/mol; m = 0,025 · 294 = 7,35 g.',
  ),
  numeric(
    22523,
    dilution,
    'A 200 mL de una solución de HNO₃ 0,8 M se le agregan 300 mL de agua. Suponiendo volúmenes aditivos, ¿cuál es la molaridad de la solución resultante?',
    key(0.32, 'M', '0,32 M'),
    () => (0.2 * 0.8) / (0.2 + 0.3),
    'n = 0,2 · 0,8 = 0,16 mol; V final = 0,5 L; M = 0,16/0,5 = 0,32 M.',
  ),
  numeric(
    22524,
    ph,
    'Se disuelven 0,49 g de ácido sulfúrico en agua hasta completar 2 dm³ de solución. Considerando que el ácido se disocia totalmente liberando sus dos protones, calcule el pH. (H = 1; S = 32; O = 16)',
    key(2.301, '', 'pH ≈ 2,30'),
    () => -Math.log10((2 * (0.49 / mm('H2SO4'))) / 2),
    'n = 0,49/98 = 0,005 mol; H⁺: 0,01 mol en 2 L ⇒ [H⁺] = 0,005 M; pH = −log 0,005 = 2,30.',
  ),
  numeric(
    22525,
    percent,
    'Se mezclan 200 g de una solución de NaOH al 15 % m/m con 300 g de otra solución de NaOH al 5 % m/m. Halle la concentración de la mezcla en % m/m.',
    key(9, '% m/m', '9 % m/m'),
    () => ((200 * 0.15 + 300 * 0.05) / 500) * 100,
    'Soluto: 30 g + 15 g = 45 g; solución: 500 g; 45/500 · 100 = 9 % m/m.',
  ),
  numeric(
    22526,
    redox,
    '¿Cuál es el número de oxidación del fósforo en el ion dihidrogenofosfato, H₂PO₄⁻?',
    key(5, '', '+5'),
    () => -1 - 2 * 1 + 4 * 2,
    '2 · (+1) + x + 4 · (−2) = −1 ⇒ x = +5.',
  ),
];

/** Problems in parts. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    22527,
    moles,
    'Un compuesto orgánico tiene la siguiente composición centesimal: C 52,17 %; H 13,04 %; O 34,78 %. Se comprobó además que 0,92 g de su vapor ocupan 0,448 dm³ medidos en CNPT. (C = 12; H = 1; O = 16)',
    [
      textPart('a', 'Determine la fórmula mínima (empírica).', 'C₂H₆O'),
      part('b', 'Calcule la masa molar del compuesto.', 46, 'g/mol', '46 g/mol'),
      textPart('c', 'Indique la fórmula molecular.', 'C₂H₆O'),
    ],
    () => [[], [0.92 / (0.448 / MOLAR_VOLUME)], []],
    'C: 52,17/12 = 4,35; H: 13,04/1 = 13,04; O: 34,78/16 = 2,17; dividiendo por 2,17: 2 : 6 : 1 ⇒ C₂H₆O (46). n = 0,448/22,4 = 0,02 mol ⇒ M = 0,92/0,02 = 46 g/mol; 46/46 = 1 ⇒ C₂H₆O.',
  ),
  parts(
    22528,
    acids,
    'Nomenclatura. Complete:',
    [
      textPart('a', 'Nombre tradicional del H₂SO₃.', 'ácido sulfuroso'),
      textPart('b', 'Fórmula del hidróxido de hierro (III).', 'Fe(OH)₃'),
      textPart('c', 'Nombre según Stock del PbO₂.', 'óxido de plomo (IV)'),
      textPart('d', 'Fórmula del sulfuro de sodio y nombre del NaH.', 'Na₂S; hidruro de sodio'),
    ],
    () => [[], [], [], []],
    'H₂SO₃: S con +4, la menor de sus valencias en oxoácidos ⇒ ácido sulfuroso; Fe³⁺ y 3 OH⁻: Fe(OH)₃; Pb con +4: óxido de plomo (IV); Na⁺ y S²⁻: Na₂S (sal del ácido sulfhídrico); NaH: hidruro de sodio.',
  ),
  parts(
    22529,
    limiting,
    'Se agregan 10,6 g de carbonato de sodio a 200 mL de una solución de HCl 0,5 M. La reacción es Na₂CO₃ + 2 HCl → 2 NaCl + CO₂ + H₂O. (Na = 23; C = 12; O = 16)',
    [
      textPart('a', 'Indique cuál es el reactivo limitante.', 'HCl'),
      part(
        'b',
        'Calcule el volumen de CO₂ que se desprende, medido a 20 °C y 740 mmHg.',
        1.2338,
        'L',
        '1,23 L',
      ),
      part('c', '¿Qué masa de carbonato de sodio queda sin reaccionar?', 5.3, 'g', '5,3 g'),
    ],
    () => {
      const carbonate = 10.6 / mm('Na2CO3');
      const acid = 0.2 * 0.5;
      const gas = Math.min(carbonate, acid / 2);
      return [[], [(gas * GAS_CONSTANT * kelvin(20)) / atm(740)], [(carbonate - gas) * mm('Na2CO3')]];
    },
    'Na₂CO₃: 10,6/106 = 0,1 mol (pide 0,2 mol de HCl); HCl: 0,1 mol ⇒ limita el HCl. CO₂: 0,05 mol; V = 0,05 · 0,082 · 293/(740/760) = 1,23 L. Reaccionan 0,05 mol de carbonato y sobran 0,05 mol = 5,3 g.',
  ),
  parts(
    22530,
    dilution,
    'Un ácido sulfúrico comercial tiene 96 % m/m de pureza y densidad 1,84 g/cm³. (H = 1; S = 32; O = 16)',
    [
      part('a', 'Calcule su molaridad.', 18.0245, 'M', '18,02 M'),
      part(
        'b',
        '¿Qué volumen del ácido comercial se necesita para preparar 500 mL de solución 0,5 M?',
        13.87,
        'mL',
        '13,87 mL',
      ),
      part(
        'c',
        '¿Qué volumen de NaOH 0,4 M neutraliza 20 mL de la solución 0,5 M preparada?',
        50,
        'mL',
        '50 mL',
      ),
    ],
    () => {
      const molar = (1000 * 1.84 * 0.96) / mm('H2SO4');
      return [[molar], [((0.5 * 0.5) / molar) * 1000], [((2 * 0.02 * 0.5) / 0.4) * 1000]];
    },
    '1 L pesa 1840 g, con 1766,4 g de H₂SO₄ = 18,02 mol ⇒ 18,02 M. n = 0,5 · 0,5 = 0,25 mol; V = 0,25/18,02 = 0,01387 L = 13,87 mL. 20 mL 0,5 M: 0,01 mol de ácido, piden 0,02 mol de NaOH: 0,02/0,4 = 0,05 L = 50 mL.',
  ),
  parts(
    22531,
    gases,
    'Un cilindro de acero de 40 dm³ contiene 1,6 kg de oxígeno (O₂) a 20 °C. (O = 16)',
    [
      part('a', '¿Cuántos moles de O₂ contiene?', 50, 'mol', '50 mol'),
      part('b', '¿Qué presión soporta el cilindro?', 30.0325, 'atm', '30,03 atm'),
      part(
        'c',
        'Se extrae gas hasta que, a la misma temperatura, la presión baja a 12 atm. ¿Qué masa de O₂ se extrajo?',
        960.69,
        'g',
        '960,7 g',
      ),
    ],
    () => {
      const n = 1600 / mm('O2');
      const left = molesOfGas(12, 40, kelvin(20));
      return [[n], [(n * GAS_CONSTANT * kelvin(20)) / 40], [(n - left) * mm('O2')]];
    },
    'n = 1600/32 = 50 mol; P = 50 · 0,082 · 293/40 = 30,03 atm; quedan 12 · 40/(0,082 · 293) = 19,98 mol; se extrajeron 30,02 mol · 32 = 960,7 g.',
  ),
  parts(
    22532,
    configuration,
    'Un elemento representativo X tiene la configuración electrónica externa 4s² 4p¹.',
    [
      part('a', '¿Cuánto vale su número atómico?', 31, '', 'Z = 31'),
      part('b', '¿Cuántos electrones tiene el catión X³⁺?', 28, 'electrones', '28 electrones'),
      part('c', '¿Cuántos neutrones tiene el isótopo de número másico 70?', 39, 'neutrones', '39 neutrones'),
      textPart('d', 'Indique período y grupo.', 'período 4; grupo 13'),
    ],
    () => [[31], [31 - 3], [70 - 31], [4, 13]],
    '1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d¹⁰ 4p¹: 31 electrones ⇒ Z = 31 (galio). X³⁺: 31 − 3 = 28 electrones; n = 70 − 31 = 39; período 4, grupo 13.',
  ),
];

/** Pages: the parts written inside the statement, keyed by a text that states every part. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'quimica',
    22533,
    limiting,
    'Para obtener dióxido de azufre se tuestan 500 kg de un mineral de pirita que contiene 72 % de FeS₂, según la ecuación 4 FeS₂ + 11 O₂ → 2 Fe₂O₃ + 8 SO₂. (Fe = 56; S = 32; O = 16)\na) ¿Cuántos kmol de FeS₂ puro se tuestan?\nb) ¿Qué volumen de SO₂, medido en CNPT y expresado en m³, se obtiene?\nc) Si el rendimiento del proceso es del 85 %, ¿cuántos kg de Fe₂O₃ se obtienen?',
    'a) 3 kmol; b) 134,4 m³; c) 204 kg',
    () => {
      const kmol = (500 * 0.72) / mm('FeS2');
      return [kmol, 2 * kmol * MOLAR_VOLUME, (kmol / 2) * mm('Fe2O3') * 0.85];
    },
    'FeS₂ puro: 500 · 0,72 = 360 kg; M = 120 ⇒ 3 kmol. SO₂: 3 · 8/4 = 6 kmol · 22,4 m³/kmol = 134,4 m³. Fe₂O₃: 3 · 2/4 = 1,5 kmol · 160 = 240 kg teóricos; al 85 %: 204 kg.',
  ),
  page(
    'quimica',
    22534,
    percent,
    'Se disuelven 20 g de hidróxido de sodio en 180 g de agua. La solución obtenida tiene una densidad de 1,1 g/mL. (Na = 23; O = 16; H = 1) Calcular: a) la concentración en % m/m; b) la concentración en % m/v; c) la molaridad; d) la molalidad.',
    'a) 10 % m/m; b) 11 % m/v; c) 2,75 M; d) 2,78 m',
    () => {
      const n = 20 / mm('NaOH');
      const volume = 200 / 1.1;
      return [(20 / 200) * 100, (20 / volume) * 100, n / (volume / 1000), n / 0.18];
    },
    'Masa de solución 200 g: 20/200 · 100 = 10 % m/m. V = 200/1,1 = 181,8 mL: 20/181,8 · 100 = 11 % m/v. n = 0,5 mol: M = 0,5/0,1818 = 2,75 M; m = 0,5/0,180 = 2,78 molal.',
  ),
  page(
    'quimica',
    22535,
    particles,
    'Se dan las siguientes especies químicas:\n| Especie | Z | A |\n| K⁺ | 19 | 39 |\n| S²⁻ | 16 | 32 |\n| Al³⁺ | 13 | 27 |\na) Indique cuántos protones, neutrones y electrones tiene cada una.\nb) ¿Cuáles de ellas son isoelectrónicas entre sí? Justifique.',
    'a) K⁺: 19 p, 20 n, 18 e⁻; S²⁻: 16 p, 16 n, 18 e⁻; Al³⁺: 13 p, 14 n, 10 e⁻; b) K⁺ y S²⁻ (18 electrones, como el Ar)',
    () => [19, 20, 18, 16, 16, 18, 13, 14, 10],
    'Protones = Z; neutrones = A − Z: 20, 16 y 14; electrones = Z − carga: 19 − 1 = 18, 16 + 2 = 18, 13 − 3 = 10. K⁺ y S²⁻ tienen 18 electrones: son isoelectrónicos (con el argón); el Al³⁺ tiene 10 (como el neón).',
  ),
  page(
    'quimica',
    22536,
    redox,
    'El cobre reacciona con ácido nítrico concentrado según Cu + 4 HNO₃ → Cu(NO₃)₂ + 2 NO₂ + 2 H₂O. Se tratan 12,7 g de cobre con exceso de ácido. (Cu = 63,5)\na) Indique qué elementos cambian su número de oxidación, cuál se oxida y cuál es el agente oxidante.\nb) ¿Cuántos moles de NO₂ se forman?\nc) ¿Qué volumen ocupa ese NO₂ a 27 °C y 912 mmHg?',
    'a) Cu: 0 → +2 (se oxida, es el reductor); N: +5 → +4 (el HNO₃ es el oxidante); b) 0,4 mol; c) 8,2 L',
    () => {
      const gas = 2 * (12.7 / 63.5);
      return [0, 2, 5, 4, gas, (gas * GAS_CONSTANT * kelvin(27)) / atm(912)];
    },
    'Cu: 0 → +2 (pierde 2 e⁻, se oxida: reductor); N del HNO₃: +5 → +4 en el NO₂ (se reduce: el HNO₃ es el oxidante). n(Cu) = 12,7/63,5 = 0,2 mol ⇒ NO₂ 0,4 mol. P = 912/760 = 1,2 atm; V = 0,4 · 0,082 · 300/1,2 = 8,2 L.',
  ),
  page(
    'quimica',
    22537,
    neutralization,
    'Se mezclan 150 mL de ácido clorhídrico 0,1 mol/L con 100 mL de hidróxido de sodio 0,12 mol/L. Considere volúmenes aditivos.\na) Calcule los moles de H⁺ y de OH⁻ que se ponen en contacto.\nb) ¿Qué reactivo queda en exceso y cuál es su concentración en la mezcla?\nc) Determine el pH de la solución final.',
    'a) 0,015 mol de H⁺ y 0,012 mol de OH⁻; b) HCl, 0,012 M; c) pH = 1,92',
    () => {
      const acid = 0.15 * 0.1;
      const base = 0.1 * 0.12;
      const excess = (acid - base) / 0.25;
      return [acid, base, excess, -Math.log10(excess)];
    },
    'H⁺: 0,15 · 0,1 = 0,015 mol; OH⁻: 0,1 · 0,12 = 0,012 mol. Sobran 0,003 mol de HCl en 0,25 L: 0,012 M. pH = −log 0,012 = 1,92.',
  ),
  page(
    'quimica',
    22538,
    bonding,
    'Para las moléculas BF₃, PCl₃ y H₂S: a) escriba la estructura de Lewis de cada una e indique cuántos pares de electrones libres hay sobre el átomo central; b) indique la geometría molecular según la TRePEV; c) indique cuáles son polares.',
    'a) BF₃: 0; PCl₃: 1; H₂S: 2 pares libres; b) BF₃ trigonal plana, PCl₃ piramidal trigonal, H₂S angular; c) PCl₃ y H₂S polares, BF₃ no polar',
    () => [0, 1, 2],
    'B (3 e⁻ de valencia) forma tres enlaces y no le quedan pares: trigonal plana, simétrica, no polar. P (5 e⁻): tres enlaces y un par libre: piramidal, polar. S (6 e⁻): dos enlaces y dos pares libres: angular, polar.',
  ),
  page(
    'quimica',
    22539,
    limiting,
    'Una cinta de magnesio de 3,6 g se introduce en 250 cm³ de solución de ácido sulfúrico 0,4 M: Mg + H₂SO₄ → MgSO₄ + H₂. (Mg = 24)\na) ¿Cuál es el reactivo limitante?\nb) ¿Qué volumen de hidrógeno se recoge a 25 °C y 760 mmHg?\nc) ¿Qué masa del reactivo en exceso queda sin reaccionar?',
    'a) H₂SO₄; b) 2,44 L; c) 1,2 g de Mg',
    () => {
      const magnesium = 3.6 / mm('Mg');
      const acid = 0.25 * 0.4;
      const hydrogen = Math.min(magnesium, acid);
      return [(hydrogen * GAS_CONSTANT * kelvin(25)) / atm(760), (magnesium - hydrogen) * mm('Mg')];
    },
    'Mg: 3,6/24 = 0,15 mol; H₂SO₄: 0,25 · 0,4 = 0,1 mol; la relación es 1 : 1 ⇒ limita el ácido. H₂: 0,1 mol; V = 0,1 · 0,082 · 298/1 = 2,44 L. Sobran 0,05 mol de Mg = 1,2 g.',
  ),
];

export const chemistryExamPages3Problems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
