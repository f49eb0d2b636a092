/**
 * A second written chemistry set of exam PAGES (#32, session 25), written blind (before reading any
 * solver or reply), in our own words: a reaction given, masses and purities in mixed units (g, kg, t, mg;
 * mL, cm³, L, m³; °C and K; atm and mmHg), then parts a) b) c) that chain their results (the moles of a),
 * the gas volume of b), the solution made with that gas), or a datum only one part needs. Kinds: atomic
 * structure (particles of ions, isotopes and average atomic mass, configuration, period and group),
 * periodic properties, bonding and geometry, nomenclature both ways (oxides, hydroxides, acids, salts,
 * hydrides), moles, molecules and atoms, percent composition and empirical and molecular formulas,
 * stoichiometry (limiting and excess, purity, yield, gases in CNPT or at P and T), solutions (% m/m,
 * % m/v, % v/v, ppm, molarity, molality, dilution, mixing, neutralization by volumes), ideal gases, pH of
 * strong acids and bases, and a redox balance. Every key worked by hand and recomputed by `check` with
 * the kernel's atomic masses and constants.
 *
 * First measure, before any fix (written without looking at the solvers or the engine's replies): 22/60
 * right, 20 answered sure, 1 sure and wrong (22123: a neutralization by volumes, «¿Qué volumen de NaOH
 * 0,2 M neutraliza 30 mL de H₂SO₄ 0,15 M?», read as a dilution, V₁ = 22,5 mL stated instead of 45 mL).
 * 30 of the 60 are pages or problems in parts; most of them were declined whole.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { AVOGADRO, GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { onThePage, type Part, writtenSet } from './builders.ts';

/** Half a percent of the key, as an absolute tolerance. */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));

/** Kelvin from Celsius. */
const kelvin = (celsius: number) => celsius + 273;

/** Moles of an ideal gas from P (atm), V (L) and T (K). */
const molesOfGas = (pressure: number, volume: number, temperature: number) =>
  (pressure * volume) / (GAS_CONSTANT * temperature);

const SOURCES = ['frtdf-quimica-general-2021', 'frba-quimica-programa'];

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

const particles = 'estructura-atomica.particulas-isotopos';
const configuration = 'estructura-atomica.numeros-cuanticos-configuracion';
const periodic = 'estructura-atomica.tabla-periodica';
const bonding = 'estructura-atomica.enlace-lewis';
const geometry = 'estructura-atomica.geometria-polaridad';
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
const neutralization = 'acidos-bases.neutralizacion-indicadores';
const redox = 'electroquimica.numeros-oxidacion-redox';

const byText = (): number[] => [];

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 22105 and 22113). */
const choices: readonly ExamStyleProblem[] = [
  options(
    22100,
    particles,
    'El catión ⁵⁶Fe³⁺ (Z = 26) posee:',
    [
      '26 protones, 30 neutrones y 23 electrones',
      '26 protones, 30 neutrones y 29 electrones',
      '23 protones, 33 neutrones y 26 electrones',
      '26 protones, 56 neutrones y 23 electrones',
    ],
    0,
    () => [26, 30, 23],
    'Z = 26 protones; n = 56 − 26 = 30; perdió 3 electrones: 26 − 3 = 23.',
  ),
  options(
    22101,
    particles,
    'El cloro natural es una mezcla de ³⁵Cl (abundancia 75,8 %) y ³⁷Cl (abundancia 24,2 %). Tomando la masa de cada isótopo igual a su número másico, la masa atómica relativa promedio del cloro resulta:',
    ['35,00', '35,48', '36,00', '35,97'],
    1,
    () => [35 * 0.758 + 37 * 0.242],
    'Ā = 35 · 0,758 + 37 · 0,242 = 26,53 + 8,954 = 35,48.',
  ),
  options(
    22102,
    configuration,
    'La configuración electrónica de un átomo neutro es 1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d⁵. Indique en qué período y grupo de la tabla periódica se ubica.',
    ['Período 4, grupo 7', 'Período 3, grupo 5', 'Período 4, grupo 2', 'Período 5, grupo 7'],
    0,
    () => [4, 7],
    'Nivel más alto n = 4 ⇒ período 4; 4s² 3d⁵: 7 electrones de valencia en un elemento de transición ⇒ grupo 7 (manganeso, Z = 25).',
  ),
  options(
    22103,
    periodic,
    'Entre los elementos sodio, magnesio, cloro y potasio, ¿cuál tiene el mayor radio atómico?',
    ['Na', 'Mg', 'Cl', 'K'],
    3,
    byText,
    'El radio crece al bajar en un grupo y disminuye a lo largo del período: el K (período 4, grupo 1) es el mayor.',
  ),
  options(
    22104,
    acids,
    'La fórmula del sulfato de hierro (III) es:',
    ['FeSO₄', 'Fe₂(SO₄)₃', 'Fe₃(SO₄)₂', 'Fe₂(SO₃)₃'],
    1,
    byText,
    'Fe³⁺ y SO₄²⁻: se cruzan las cargas, Fe₂(SO₄)₃.',
  ),
  options(
    22105,
    acids,
    'En nomenclatura tradicional, el compuesto HClO₂ recibe el nombre de:',
    ['ácido clórico', 'ácido hipocloroso', 'ácido perclórico', 'ácido clorhídrico'],
    4,
    byText,
    'El cloro actúa con +3, la segunda valencia de cuatro: ácido cloroso, que no figura entre A y D.',
  ),
  options(
    22106,
    moles,
    '¿Cuántos átomos de oxígeno contienen 4,9 g de ácido sulfúrico (H₂SO₄)? Datos: H = 1; O = 16; S = 32; NA = 6,02 · 10²³.',
    ['3,01 · 10²²', '1,204 · 10²³', '6,02 · 10²²', '2,408 · 10²³'],
    1,
    () => [(4.9 / mm('H2SO4')) * 4 * AVOGADRO],
    'n = 4,9/98 = 0,05 mol; átomos de O = 0,05 · 4 · 6,02 · 10²³ = 1,204 · 10²³.',
  ),
  options(
    22107,
    moles,
    'El porcentaje en masa de nitrógeno en el nitrato de amonio (NH₄NO₃) es (N = 14; H = 1; O = 16):',
    ['17,5 %', '35 %', '46,7 %', '60 %'],
    1,
    () => [((2 * 14) / mm('NH4NO3')) * 100],
    'M = 80 g/mol; 2 N = 28 g; 28/80 · 100 = 35 %.',
  ),
  options(
    22108,
    geometry,
    'Según la teoría de repulsión de pares electrónicos de valencia (TRePEV), la geometría molecular del amoníaco (NH₃) es:',
    ['trigonal plana', 'tetraédrica', 'piramidal trigonal', 'angular'],
    2,
    byText,
    'N con tres pares enlazantes y uno libre: distribución tetraédrica de pares, geometría molecular piramidal.',
  ),
  options(
    22109,
    bonding,
    '¿Cuál de las siguientes sustancias presenta enlace iónico?',
    ['CO₂', 'HCl', 'KBr', 'CH₄'],
    2,
    byText,
    'K (metal del grupo 1) y Br (no metal del grupo 17), con gran diferencia de electronegatividad: enlace iónico.',
  ),
  options(
    22110,
    ph,
    'Se disuelven 0,4 g de hidróxido de sodio en agua y se lleva a 1 L de solución. El pH de la solución es (Na = 23; O = 16; H = 1):',
    ['2', '10', '12', '13'],
    2,
    () => [14 + Math.log10(0.4 / mm('NaOH'))],
    '[OH⁻] = 0,4/40 = 0,01 M; pOH = 2; pH = 14 − 2 = 12.',
  ),
  options(
    22111,
    dilution,
    'Se mezclan 200 mL de una solución de HCl 0,5 M con 300 mL de otra solución de HCl 0,25 M. Suponiendo volúmenes aditivos, la molaridad de la mezcla es:',
    ['0,375 M', '0,35 M', '0,75 M', '0,30 M'],
    1,
    () => [(0.2 * 0.5 + 0.3 * 0.25) / 0.5],
    'n = 0,1 + 0,075 = 0,175 mol; V = 0,5 L; M = 0,35 M.',
  ),
  options(
    22112,
    redox,
    'En la reacción Zn + Cu²⁺ → Zn²⁺ + Cu, la especie que actúa como agente oxidante es:',
    ['Zn', 'Cu²⁺', 'Zn²⁺', 'Cu'],
    1,
    byText,
    'El Cu²⁺ gana dos electrones (se reduce): es el agente oxidante.',
  ),
  options(
    22113,
    redox,
    'El número de oxidación del cromo en el dicromato de potasio (K₂Cr₂O₇) es:',
    ['+3', '+7', '+2', '+12'],
    4,
    () => [6],
    '2 · (+1) + 2x + 7 · (−2) = 0 ⇒ x = +6, que no figura entre A y D.',
  ),
  options(
    22114,
    oxides,
    'Según la nomenclatura por atomicidad (IUPAC), el compuesto N₂O₅ se llama:',
    ['trióxido de dinitrógeno', 'pentóxido de dinitrógeno', 'dióxido de nitrógeno', 'anhídrido nitroso'],
    1,
    byText,
    'Dos N y cinco O: pentóxido de dinitrógeno.',
  ),
];

/** One answer each. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    22115,
    moles,
    'Calcule la masa, en gramos, de 3,01 · 10²⁴ moléculas de dióxido de carbono. (C = 12; O = 16)',
    key(220, 'g', 'm = 220 g'),
    () => (3.01e24 / AVOGADRO) * mm('CO2'),
    'n = 3,01 · 10²⁴ / 6,02 · 10²³ = 5 mol; m = 5 · 44 = 220 g.',
  ),
  numeric(
    22116,
    gases,
    '¿Qué volumen ocupan 8,8 g de CO₂ medidos en condiciones normales de presión y temperatura?',
    key(4.48, 'L', 'V = 4,48 L'),
    () => (8.8 / mm('CO2')) * MOLAR_VOLUME,
    'n = 8,8/44 = 0,2 mol; V = 0,2 · 22,4 = 4,48 L.',
  ),
  numeric(
    22117,
    gases,
    'Un recipiente rígido de 5 dm³ contiene oxígeno gaseoso a 27 °C y 2,46 atm. Determine la masa de O₂ que contiene.',
    key(16, 'g', 'm = 16 g'),
    () => molesOfGas(2.46, 5, kelvin(27)) * mm('O2'),
    'n = PV/RT = 2,46 · 5/(0,082 · 300) = 0,5 mol; m = 0,5 · 32 = 16 g.',
  ),
  numeric(
    22118,
    molarity,
    'Se disuelven 23,4 g de cloruro de sodio en 500 g de agua. Calcule la molalidad de la solución. (Na = 23; Cl = 35,5)',
    key(0.8, 'm', '0,8 molal'),
    () => 23.4 / mm('NaCl') / 0.5,
    'n = 23,4/58,5 = 0,4 mol; m = 0,4 mol/0,5 kg = 0,8 molal.',
  ),
  numeric(
    22119,
    molarity,
    'En 2,5 L de una muestra de agua de red se encontraron 0,75 mg de plomo. Exprese la concentración de plomo en ppm.',
    key(0.3, 'ppm', '0,3 ppm'),
    () => 0.75 / 2.5,
    'ppm = mg/L = 0,75/2,5 = 0,3 ppm.',
  ),
  numeric(
    22120,
    percent,
    'Se colocan 45 mL de etanol en un matraz y se completa con agua hasta 250 mL de solución. Indique la concentración en % v/v.',
    key(18, '% v/v', '18 % v/v'),
    () => (45 / 250) * 100,
    '45/250 · 100 = 18 % v/v.',
  ),
  numeric(
    22121,
    dilution,
    'Halle el volumen, en mL, de una solución 6 M de ácido sulfúrico que se necesita para preparar 1,5 L de solución 0,4 M del mismo ácido.',
    key(100, 'mL', 'V = 100 mL'),
    () => ((1.5 * 0.4) / 6) * 1000,
    'C₁V₁ = C₂V₂: V₁ = 1,5 · 0,4/6 = 0,1 L = 100 mL.',
  ),
  numeric(
    22122,
    molarity,
    'Un ácido nítrico comercial tiene una concentración de 63 % m/m y una densidad de 1,4 g/cm³. Calcule su molaridad. (H = 1; N = 14; O = 16)',
    key(14, 'M', '14 M'),
    () => (1000 * 1.4 * 0.63) / mm('HNO3'),
    '1 L pesa 1400 g; HNO₃: 1400 · 0,63 = 882 g; 882/63 = 14 mol ⇒ 14 M.',
  ),
  numeric(
    22123,
    neutralization,
    '¿Qué volumen de solución de NaOH 0,2 M se requiere para neutralizar completamente 30 mL de H₂SO₄ 0,15 M?',
    key(45, 'mL', 'V = 45 mL'),
    () => ((0.03 * 0.15 * 2) / 0.2) * 1000,
    'H₂SO₄ + 2 NaOH: n(NaOH) = 2 · 0,03 · 0,15 = 0,009 mol; V = 0,009/0,2 = 0,045 L = 45 mL.',
  ),
  numeric(
    22124,
    ph,
    'Una solución contiene 0,063 g de ácido nítrico disueltos en 100 cm³. Determine su pH. (H = 1; N = 14; O = 16)',
    key(2, '', 'pH = 2'),
    () => -Math.log10(0.063 / mm('HNO3') / 0.1),
    'n = 0,063/63 = 0,001 mol; [H⁺] = 0,001/0,1 = 0,01 M; pH = 2.',
  ),
  numeric(
    22125,
    moles,
    '¿Cuántos átomos hay en total en 0,25 mol de sulfato de amonio, (NH₄)₂SO₄?',
    key(2.2575e24, 'átomos', '2,26 · 10²⁴ átomos'),
    () => 0.25 * 15 * AVOGADRO,
    'Cada fórmula tiene 2 N + 8 H + 1 S + 4 O = 15 átomos; 0,25 · 15 · 6,02 · 10²³ = 2,26 · 10²⁴.',
  ),
  numeric(
    22126,
    particles,
    'El boro tiene masa atómica 10,8 y está formado por los isótopos ¹⁰B y ¹¹B. Considerando la masa de cada isótopo igual a su número másico, calcule el porcentaje de abundancia del ¹⁰B.',
    key(20, '%', '20 %'),
    () => ((11 - 10.8) / (11 - 10)) * 100,
    '10x + 11(1 − x) = 10,8 ⇒ x = 0,2: 20 % de ¹⁰B.',
  ),
  numeric(
    22127,
    gases,
    'Una muestra gaseosa ocupa 3 L a 20 °C y 750 mmHg. ¿Qué volumen ocupará a 80 °C y 1,5 atm?',
    key(2.378, 'L', 'V ≈ 2,38 L'),
    () => (3 * (750 / 760) * kelvin(80)) / (kelvin(20) * 1.5),
    'V₂ = P₁V₁T₂/(T₁P₂) = (750/760) · 3 · 353/(293 · 1,5) ≈ 2,38 L.',
  ),
  numeric(
    22128,
    percent,
    'Se disuelven 12 g de glucosa en agua hasta obtener 0,4 L de solución. Exprese la concentración en % m/v.',
    key(3, '% m/v', '3 % m/v'),
    () => (12 / 400) * 100,
    '0,4 L = 400 mL; 12/400 · 100 = 3 % m/v.',
  ),
  numeric(
    22129,
    gases,
    'Calculá la densidad del dióxido de carbono, en g/L, a 2 atm y 27 °C.',
    key(3.577, 'g/L', 'δ ≈ 3,58 g/L'),
    () => (2 * mm('CO2')) / (GAS_CONSTANT * kelvin(27)),
    'δ = PM/RT = 2 · 44/(0,082 · 300) ≈ 3,58 g/L.',
  ),
];

/** Parts written as the student pastes them. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    22130,
    limiting,
    'Se tratan 250 g de una piedra caliza que contiene 80 % de CaCO₃ con ácido clorhídrico en exceso, según CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. (Ca = 40; C = 12; O = 16; Cl = 35,5) Calcule:',
    [
      part('a', 'los moles de CaCO₃ que reaccionan;', 2, 'mol', '2 mol'),
      part('b', 'el volumen de CO₂ desprendido, medido en CNPT;', 44.8, 'L', '44,8 L'),
      part('c', 'la masa de cloruro de calcio formada.', 222, 'g', '222 g'),
    ],
    () => {
      const n = (250 * 0.8) / mm('CaCO3');
      return [[n], [n * MOLAR_VOLUME], [n * mm('CaCl2')]];
    },
    'CaCO₃ puro: 200 g = 2 mol; CO₂: 2 · 22,4 = 44,8 L; CaCl₂: 2 · 111 = 222 g.',
  ),
  parts(
    22131,
    limiting,
    'Se hacen reaccionar 10 g de hidrógeno con 64 g de oxígeno: 2 H₂ + O₂ → 2 H₂O. Determine:',
    [
      part('a', 'los moles de agua que se forman;', 4, 'mol', '4 mol'),
      part('b', 'la masa del reactivo en exceso que queda sin reaccionar;', 2, 'g', '2 g'),
      part('c', 'la masa de agua obtenida.', 72, 'g', '72 g'),
    ],
    () => {
      const hydrogen = 10 / mm('H2');
      const oxygen = 64 / mm('O2');
      const water = Math.min(hydrogen, 2 * oxygen);
      return [[water], [(hydrogen - water) * mm('H2')], [water * mm('H2O')]];
    },
    'H₂: 5 mol; O₂: 2 mol (necesita 4 mol de H₂): limita el O₂. Agua 4 mol = 72 g; sobra 1 mol de H₂ = 2 g.',
  ),
  parts(
    22132,
    percent,
    'Se prepara una solución disolviendo 24 g de NaOH en agua hasta completar 500 mL; su densidad es 1,04 g/mL. (Na = 23; O = 16; H = 1) Calcule:',
    [
      part('a', 'la molaridad;', 1.2, 'M', '1,2 M'),
      part('b', 'el porcentaje masa en masa;', 4.615, '% m/m', '4,62 % m/m'),
      part('c', 'la molalidad.', 1.2097, 'm', '1,21 m'),
    ],
    () => {
      const n = 24 / mm('NaOH');
      const solution = 500 * 1.04;
      return [[n / 0.5], [(24 / solution) * 100], [n / ((solution - 24) / 1000)]];
    },
    'n = 0,6 mol; M = 1,2 M; masa de solución 520 g: 24/520 · 100 = 4,62 %; solvente 496 g: m = 0,6/0,496 = 1,21.',
  ),
  parts(
    22133,
    moles,
    'Un hidrocarburo gaseoso contiene 85,7 % de carbono y 14,3 % de hidrógeno en masa. Una muestra de 2,8 g de ese gas ocupa 2,24 L en CNPT. (C = 12; H = 1)',
    [
      textPart('a', 'Determine su fórmula empírica.', 'CH₂'),
      part('b', 'Calcule su masa molar.', 28, 'g/mol', '28 g/mol'),
      textPart('c', 'Indique su fórmula molecular.', 'C₂H₄'),
    ],
    () => [[], [2.8 / (2.24 / MOLAR_VOLUME)], []],
    'C: 85,7/12 = 7,14; H: 14,3/1 = 14,3; relación 1 : 2 ⇒ CH₂ (14). n = 0,1 mol ⇒ M = 28 g/mol; 28/14 = 2 ⇒ C₂H₄.',
  ),
  parts(
    22134,
    particles,
    'Un átomo tiene número atómico 16 y número másico 32.',
    [
      part('a', '¿Cuántos neutrones tiene su núcleo?', 16, 'neutrones', '16 neutrones'),
      part('b', '¿Cuántos electrones tiene el anión divalente que forma?', 18, 'electrones', '18 electrones'),
      textPart('c', 'Indicá el período y el grupo al que pertenece.', 'período 3; grupo 16'),
    ],
    () => [[32 - 16], [16 + 2], [3, 16]],
    'n = 32 − 16 = 16; el anión X²⁻ tiene 16 + 2 = 18 electrones; 1s² 2s² 2p⁶ 3s² 3p⁴: período 3, grupo 16 (azufre).',
  ),
  parts(
    22135,
    gases,
    'En un recipiente de 10 L, a 27 °C, se encuentran 8 g de O₂ y 14 g de N₂. (O = 16; N = 14)',
    [
      part('a', 'Calcule el número total de moles gaseosos.', 0.75, 'mol', '0,75 mol'),
      part('b', 'Calcule la presión total.', 1.845, 'atm', '1,845 atm'),
      part('c', 'Calcule la presión parcial del oxígeno.', 0.615, 'atm', '0,615 atm'),
    ],
    () => {
      const oxygen = 8 / mm('O2');
      const total = oxygen + 14 / mm('N2');
      const pressure = (total * GAS_CONSTANT * kelvin(27)) / 10;
      return [[total], [pressure], [(pressure * oxygen) / total]];
    },
    'n = 0,25 + 0,5 = 0,75 mol; P = 0,75 · 0,082 · 300/10 = 1,845 atm; pO₂ = 1,845 · 0,25/0,75 = 0,615 atm.',
  ),
  parts(
    22136,
    oxides,
    'Nomenclatura inorgánica. Responda:',
    [
      textPart('a', 'Nombre según la nomenclatura de Stock del Fe₂O₃.', 'óxido de hierro (III)'),
      textPart('b', 'Fórmula del hidróxido de aluminio.', 'Al(OH)₃'),
      textPart('c', 'Nombre tradicional del KNO₂.', 'nitrito de potasio'),
      textPart('d', 'Nombre del CaH₂.', 'hidruro de calcio'),
    ],
    () => [[], [], [], []],
    'Fe³⁺: óxido de hierro (III); Al³⁺ y OH⁻: Al(OH)₃; N con +3 en el anión: nitrito de potasio; CaH₂: hidruro de calcio.',
  ),
  parts(
    22137,
    dilution,
    'Se dispone de 250 mL de una solución de hidróxido de potasio 2 M. (K = 39; O = 16; H = 1)',
    [
      part('a', '¿Cuántos gramos de KOH hay disueltos?', 28, 'g', '28 g'),
      part(
        'b',
        'Toda esa solución se diluye con agua hasta 1 L. ¿Cuál es la nueva molaridad?',
        0.5,
        'M',
        '0,5 M',
      ),
      part(
        'c',
        '50 mL de la solución diluida se neutralizan con HCl 0,25 M. ¿Qué volumen de ácido se gasta?',
        100,
        'mL',
        '100 mL',
      ),
    ],
    () => {
      const n = 0.25 * 2;
      const diluted = n / 1;
      return [[n * mm('KOH')], [diluted], [((0.05 * diluted) / 0.25) * 1000]];
    },
    'n = 0,5 mol = 28 g; 0,5 mol/1 L = 0,5 M; 50 mL tienen 0,025 mol: V = 0,025/0,25 = 0,1 L = 100 mL.',
  ),
];

/** Pages: the parts written inside the statement, keyed by a text that states every part. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'quimica',
    22140,
    limiting,
    'Una muestra de 1,2 kg de cinc de 65 % de pureza se trata con exceso de ácido clorhídrico: Zn + 2 HCl → ZnCl₂ + H₂. (Zn = 65,4)\na) ¿Cuántos moles de cinc reaccionan?\nb) ¿Qué volumen de hidrógeno se obtiene, medido en CNPT?\nc) Si todo ese hidrógeno se almacena en un tanque de 50 L a 25 °C, ¿qué presión ejerce?',
    'a) 11,93 mol; b) 267,2 L; c) 5,83 atm',
    () => {
      const n = (1200 * 0.65) / 65.4;
      return [n, n * MOLAR_VOLUME, (n * GAS_CONSTANT * kelvin(25)) / 50];
    },
    'Zn puro: 780 g; n = 780/65,4 = 11,93 mol = n(H₂); V = 11,93 · 22,4 = 267,2 L; P = 11,93 · 0,082 · 298/50 = 5,83 atm.',
  ),
  page(
    'quimica',
    22141,
    limiting,
    'En un alto horno se procesan 2 t de un mineral que contiene 80 % de Fe₂O₃, según Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂. El rendimiento de la reacción es del 90 %. (Fe = 56; O = 16; C = 12) Se pide: a) la masa de Fe₂O₃ contenida en el mineral, en kg; b) los kg de hierro obtenidos; c) el volumen de CO₂, medido en CNPT y expresado en m³, que se produce con ese mismo rendimiento.',
    'a) 1600 kg; b) 1008 kg; c) 604,8 m³',
    () => {
      const oxide = 2000 * 0.8;
      const kmol = oxide / mm('Fe2O3');
      return [oxide, kmol * 2 * 56 * 0.9, kmol * 3 * 0.9 * MOLAR_VOLUME];
    },
    'Fe₂O₃: 1600 kg = 10 kmol; Fe teórico 20 kmol = 1120 kg, al 90 %: 1008 kg; CO₂: 30 kmol · 0,9 = 27 kmol · 22,4 = 604,8 m³.',
  ),
  page(
    'quimica',
    22142,
    balancing,
    'El propano de una garrafa de 10 kg se quema completamente: C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. (C = 12; H = 1; O = 16)\na) Calcule los moles de propano.\nb) Determine el volumen de oxígeno consumido, en m³ medidos en CNPT.\nc) Halle la masa de agua formada, en kg.',
    'a) 227,3 mol; b) 25,45 m³; c) 16,36 kg',
    () => {
      const n = 10000 / mm('C3H8');
      return [n, (5 * n * MOLAR_VOLUME) / 1000, (4 * n * mm('H2O')) / 1000];
    },
    'n = 10 000/44 = 227,3 mol; O₂: 1136,4 mol · 22,4 = 25 454 L = 25,45 m³; H₂O: 909,1 mol · 18 = 16 364 g = 16,36 kg.',
  ),
  page(
    'quimica',
    22143,
    dilution,
    'Se disuelven 14,2 g de sulfato de sodio (Na₂SO₄) en agua hasta completar 250 cm³ de solución. (Na = 23; S = 32; O = 16) a) Calcular la molaridad de la solución. b) Calcular la concentración molar de iones sodio. c) Se toman 20 mL de esa solución y se llevan a 0,1 L con agua: ¿cuál es la molaridad de la solución final?',
    'a) 0,4 M; b) 0,8 M; c) 0,08 M',
    () => {
      const molar = 14.2 / mm('Na2SO4') / 0.25;
      return [molar, 2 * molar, (molar * 20) / 100];
    },
    'n = 14,2/142 = 0,1 mol; M = 0,1/0,25 = 0,4 M; [Na⁺] = 0,8 M; 0,4 · 20/100 = 0,08 M.',
  ),
  page(
    'quimica',
    22144,
    gases,
    'Se calientan 5,35 g de cloruro de amonio con exceso de hidróxido de calcio: 2 NH₄Cl + Ca(OH)₂ → CaCl₂ + 2 NH₃ + 2 H₂O. (N = 14; H = 1; Cl = 35,5)\na) ¿Cuántos moles de amoníaco se desprenden?\nb) ¿Qué volumen ocupa ese amoníaco a 27 °C y 1 atm?\nc) Todo el amoníaco obtenido se disuelve en agua y se lleva a 500 mL de solución. ¿Cuál es su molaridad?',
    'a) 0,1 mol; b) 2,46 L; c) 0,2 M',
    () => {
      const n = 5.35 / mm('NH4Cl');
      return [n, n * GAS_CONSTANT * kelvin(27), n / 0.5];
    },
    'n(NH₃) = n(NH₄Cl) = 5,35/53,5 = 0,1 mol; V = 0,1 · 0,082 · 300/1 = 2,46 L; M = 0,1/0,5 = 0,2 M.',
  ),
  page(
    'quimica',
    22145,
    limiting,
    'Se colocan 5,4 g de aluminio en 0,5 L de una solución de HCl 1 M: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. (Al = 27) a) Indique cuál es el reactivo limitante. b) Calcule el volumen de hidrógeno desprendido en CNPT. c) Determine la masa del reactivo en exceso que queda sin reaccionar.',
    'a) HCl; b) 5,6 L; c) 0,9 g',
    () => {
      const acid = 0.5 * 1;
      const aluminium = 5.4 / 27;
      return [(acid / 2) * MOLAR_VOLUME, (aluminium - acid / 3) * 27];
    },
    'Al: 0,2 mol (pide 0,6 mol de HCl); HCl: 0,5 mol ⇒ limita el HCl. H₂ = 0,5/2 = 0,25 mol = 5,6 L; Al usado 0,5/3 = 0,167 mol, sobran 0,0333 mol = 0,9 g.',
  ),
  page(
    'quimica',
    22146,
    configuration,
    'Un ion X²⁺ tiene 18 electrones y su núcleo contiene 20 neutrones. Determinar: a) el número atómico de X; b) su número másico; c) la configuración electrónica del átomo neutro; d) el período y el grupo de X.',
    'a) Z = 20; b) A = 40; c) 1s² 2s² 2p⁶ 3s² 3p⁶ 4s²; d) período 4, grupo 2',
    () => [20, 40, 4, 2],
    'Z = 18 + 2 = 20; A = 20 + 20 = 40; 1s² 2s² 2p⁶ 3s² 3p⁶ 4s²: período 4, grupo 2 (calcio).',
  ),
  page(
    'quimica',
    22147,
    particles,
    'El magnesio natural tiene tres isótopos: ²⁴Mg (78,99 %, 23,985 u), ²⁵Mg (10,00 %, 24,986 u) y ²⁶Mg (25,983 u), que completa el resto.\na) ¿Cuál es la abundancia del ²⁶Mg?\nb) Calcule la masa atómica promedio del magnesio.\nc) ¿Cuántos neutrones y cuántos electrones tiene el ion ²⁵Mg²⁺? (Z = 12)',
    'a) 11,01 %; b) 24,31 u; c) 13 neutrones y 10 electrones',
    () => [100 - 78.99 - 10, 0.7899 * 23.985 + 0.1 * 24.986 + 0.1101 * 25.983, 13, 10],
    '100 − 78,99 − 10 = 11,01 %; Ā = 18,946 + 2,499 + 2,861 = 24,31 u; ²⁵Mg²⁺: 25 − 12 = 13 neutrones, 12 − 2 = 10 electrones.',
  ),
  page(
    'quimica',
    22148,
    moles,
    'La combustión completa de 0,9 g de un compuesto orgánico formado por C, H y O produjo 1,32 g de CO₂ y 540 mg de H₂O. En otro ensayo, 0,9 g del compuesto vaporizado ocuparon 112 cm³ en CNPT. (C = 12; H = 1; O = 16)\na) Halle la composición centesimal del compuesto.\nb) Halle su fórmula empírica.\nc) Calcule su masa molar e indique su fórmula molecular.',
    'a) 40 % C, 6,67 % H, 53,33 % O; b) CH₂O; c) 180 g/mol, C₆H₁₂O₆',
    () => {
      const carbon = (1.32 / mm('CO2')) * 12;
      const hydrogen = (0.54 / mm('H2O')) * 2;
      const oxygen = 0.9 - carbon - hydrogen;
      return [
        (carbon / 0.9) * 100,
        (hydrogen / 0.9) * 100,
        (oxygen / 0.9) * 100,
        0.9 / (0.112 / MOLAR_VOLUME),
      ];
    },
    'C: 0,03 mol = 0,36 g; H: 0,06 mol = 0,06 g; O: 0,48 g = 0,03 mol ⇒ CH₂O (30). 40 %, 6,67 %, 53,33 %. n = 0,112/22,4 = 0,005 mol ⇒ M = 180 g/mol ⇒ C₆H₁₂O₆.',
  ),
  page(
    'quimica',
    22149,
    gases,
    'Un tanque de acero de 20 L contiene nitrógeno a 15 °C y 3 atm. La válvula de seguridad del tanque se abre cuando la presión interior llega a 4,5 atm. (N = 14)\na) Calcule la masa de N₂ contenida.\nb) Si el tanque se calienta hasta 100 °C, ¿qué presión alcanza?\nc) ¿A qué temperatura, en °C, se abre la válvula?',
    'a) 71,14 g; b) 3,89 atm; c) 159 °C',
    () => {
      const n = molesOfGas(3, 20, kelvin(15));
      return [n * mm('N2'), (3 * kelvin(100)) / kelvin(15), (kelvin(15) * 4.5) / 3 - 273];
    },
    'n = 3 · 20/(0,082 · 288) = 2,541 mol = 71,14 g; P = 3 · 373/288 = 3,89 atm; T = 288 · 4,5/3 = 432 K = 159 °C.',
  ),
  page(
    'quimica',
    22150,
    neutralization,
    'Una muestra de 4 g de hidróxido de sodio impuro se disuelve en agua hasta 250 mL. Una alícuota de 25 mL de esa solución se neutraliza con 18 mL de H₂SO₄ 0,25 M. (Na = 23; O = 16; H = 1)\na) Calcule los moles de ácido sulfúrico consumidos.\nb) Calcule la molaridad de la solución de NaOH.\nc) Determine la pureza de la muestra.',
    'a) 0,0045 mol; b) 0,36 M; c) 90 %',
    () => {
      const acid = 0.018 * 0.25;
      const base = (2 * acid) / 0.025;
      return [acid, base, ((base * 0.25 * mm('NaOH')) / 4) * 100];
    },
    'H₂SO₄: 0,018 · 0,25 = 0,0045 mol; NaOH: 0,009 mol en 25 mL ⇒ 0,36 M; en 250 mL: 0,09 mol = 3,6 g; 3,6/4 = 90 %.',
  ),
  page(
    'quimica',
    22151,
    percent,
    'Una solución acuosa de glucosa (C₆H₁₂O₆) al 12 % m/m tiene una densidad de 1,05 g/mL. a) ¿Cuántos gramos de glucosa hay en 300 mL de solución? b) Exprese la concentración en % m/v. c) Calcule su molaridad. (C = 12; H = 1; O = 16)',
    'a) 37,8 g; b) 12,6 % m/v; c) 0,7 M',
    () => [300 * 1.05 * 0.12, 1.05 * 12, (1000 * 1.05 * 0.12) / mm('C6H12O6')],
    '300 mL pesan 315 g: 315 · 0,12 = 37,8 g; 100 mL pesan 105 g: 12,6 g ⇒ 12,6 % m/v; 126 g/L/180 = 0,7 M.',
  ),
  page(
    'quimica',
    22152,
    ph,
    'Se burbujean 0,365 g de cloruro de hidrógeno gaseoso en agua y se completa a 500 mL de solución. (H = 1; Cl = 35,5)\na) ¿Cuál es la molaridad de la solución?\nb) ¿Cuál es su pH?\nc) Se toman 10 mL de esa solución y se diluyen con agua hasta 1 L. ¿Cuál es el pH de la solución diluida?',
    'a) 0,02 M; b) pH = 1,70; c) pH = 3,70',
    () => {
      const molar = 0.365 / mm('HCl') / 0.5;
      return [molar, -Math.log10(molar), -Math.log10((molar * 10) / 1000)];
    },
    'n = 0,01 mol; M = 0,02 M; pH = −log 0,02 = 1,70; diluida 100 veces: 2 · 10⁻⁴ M, pH = 3,70.',
  ),
  page(
    'quimica',
    22153,
    molarity,
    'El agua de un pozo contiene 120 ppm de carbonato de calcio disuelto. (Ca = 40; C = 12; O = 16) Se pide: a) la masa de CaCO₃, en gramos, contenida en un tanque de 2,5 m³ de esa agua; b) la molaridad del CaCO₃ en el agua; c) los milimoles de CaCO₃ presentes en un vaso de 250 mL.',
    'a) 300 g; b) 0,0012 M; c) 0,3 mmol',
    () => [(120 * 2500) / 1000, 0.12 / mm('CaCO3'), (0.12 / mm('CaCO3')) * 250],
    '120 mg/L · 2500 L = 300 000 mg = 300 g; 0,12 g/L/100 = 1,2 · 10⁻³ M; 1,2 · 10⁻³ · 0,25 = 3 · 10⁻⁴ mol = 0,3 mmol.',
  ),
  page(
    'quimica',
    22154,
    redox,
    'En medio ácido, el permanganato oxida al ion ferroso: MnO₄⁻ + Fe²⁺ → Mn²⁺ + Fe³⁺.\na) Balancee la ecuación por el método del ion-electrón.\nb) ¿Cuántos electrones intercambia cada ion permanganato?\nc) ¿Qué volumen de solución de KMnO₄ 0,05 M se necesita para oxidar todo el Fe²⁺ contenido en 20 mL de una solución 0,1 M?',
    'a) MnO₄⁻ + 5 Fe²⁺ + 8 H⁺ → Mn²⁺ + 5 Fe³⁺ + 4 H₂O; b) 5 electrones; c) 8 mL',
    () => [5, 8, 4, ((0.02 * 0.1) / 5 / 0.05) * 1000],
    'Reducción: MnO₄⁻ + 8 H⁺ + 5 e⁻ → Mn²⁺ + 4 H₂O; oxidación: Fe²⁺ → Fe³⁺ + e⁻ (×5). Fe²⁺: 0,002 mol ⇒ MnO₄⁻ 0,0004 mol; V = 0,0004/0,05 = 0,008 L = 8 mL.',
  ),
  page(
    'quimica',
    22155,
    moles,
    'Un comprimido de 500 mg contiene 80 % en masa de ácido acetilsalicílico, C₉H₈O₄. (C = 12; H = 1; O = 16) Calcule: a) la masa molar del ácido; b) los moles de ácido en un comprimido; c) el número de moléculas; d) el número de átomos de carbono.',
    'a) 180 g/mol; b) 2,22 · 10⁻³ mol; c) 1,34 · 10²¹ moléculas; d) 1,20 · 10²² átomos de C',
    () => {
      const n = 0.4 / mm('C9H8O4');
      return [mm('C9H8O4'), n, n * AVOGADRO, 9 * n * AVOGADRO];
    },
    'M = 180 g/mol; 400 mg = 0,4 g: n = 2,22 · 10⁻³ mol; 1,34 · 10²¹ moléculas; 9 C por molécula: 1,20 · 10²² átomos.',
  ),
  page(
    'quimica',
    22156,
    dilution,
    'Se mezclan 150 mL de una solución de NaCl al 20 % m/v con 350 mL de otra solución de NaCl 0,5 M. Considere volúmenes aditivos. (Na = 23; Cl = 35,5)\na) ¿Cuántos gramos de NaCl hay en la mezcla?\nb) ¿Cuál es la molaridad de la solución final?\nc) Exprese la concentración final en % m/v.',
    'a) 40,24 g; b) 1,38 M; c) 8,05 % m/v',
    () => {
      const grams = 0.2 * 150 + 0.35 * 0.5 * mm('NaCl');
      return [grams, grams / mm('NaCl') / 0.5, (grams / 500) * 100];
    },
    '30 g + 0,175 mol · 58,5 = 30 + 10,24 = 40,24 g; 40,24/58,5 = 0,688 mol en 0,5 L = 1,38 M; 40,24/500 · 100 = 8,05 % m/v.',
  ),
  page(
    'quimica',
    22157,
    gases,
    'Se descomponen por calentamiento 61,25 g de clorato de potasio de 80 % de pureza: 2 KClO₃ → 2 KCl + 3 O₂. (K = 39; Cl = 35,5; O = 16)\na) Calcule los moles de oxígeno producidos.\nb) ¿Qué volumen ocupa ese oxígeno a 127 °C y 1520 mmHg?\nc) ¿Qué masa de cloruro de potasio queda como residuo?',
    'a) 0,6 mol; b) 9,84 L; c) 29,8 g',
    () => {
      const chlorate = (61.25 * 0.8) / mm('KClO3');
      const oxygen = (3 / 2) * chlorate;
      return [oxygen, (oxygen * GAS_CONSTANT * kelvin(127)) / (1520 / 760), chlorate * mm('KCl')];
    },
    'KClO₃ puro: 49 g = 0,4 mol; O₂: 0,6 mol; V = 0,6 · 0,082 · 400/2 = 9,84 L; KCl: 0,4 · 74,5 = 29,8 g.',
  ),
  page(
    'quimica',
    22158,
    oxides,
    'Se queman 4,8 g de magnesio en aire: 2 Mg + O₂ → 2 MgO. El óxido obtenido se trata luego con agua: MgO + H₂O → Mg(OH)₂. (Mg = 24; O = 16; H = 1)\na) ¿Qué masa de óxido se forma?\nb) Nombre el óxido y el hidróxido obtenidos.\nc) ¿Qué masa de hidróxido se obtiene?',
    'a) 8 g; b) óxido de magnesio; hidróxido de magnesio; c) 11,6 g',
    () => [(4.8 / 24) * mm('MgO'), (4.8 / 24) * mm('Mg(OH)2')],
    'n(Mg) = 0,2 mol = n(MgO) = n(Mg(OH)₂); MgO: 0,2 · 40 = 8 g; Mg(OH)₂: 0,2 · 58 = 11,6 g.',
  ),
  page(
    'quimica',
    22159,
    geometry,
    'Para las moléculas CO₂, H₂O y CH₄: a) indique la geometría molecular de cada una según la TRePEV; b) indique cuáles son polares.',
    'lineal; angular; tetraédrica',
    byText,
    'CO₂: dos dominios, lineal (no polar); H₂O: dos pares libres, angular (polar); CH₄: cuatro pares enlazantes, tetraédrica (no polar). Solo el H₂O es polar.',
  ),
  page(
    'quimica',
    22160,
    limiting,
    'Para obtener amoníaco se hacen reaccionar 56 g de nitrógeno con 15 g de hidrógeno: N₂ + 3 H₂ → 2 NH₃. Se obtienen 51 g de NH₃. (N = 14; H = 1)\na) ¿Cuál es el reactivo limitante?\nb) ¿Qué masa de NH₃ se obtendría si el rendimiento fuera del 100 %?\nc) ¿Cuál es el rendimiento de la reacción?',
    'a) N₂; b) 68 g; c) 75 %',
    () => {
      const nitrogen = 56 / mm('N2');
      const ammonia = Math.min(2 * nitrogen, (2 / 3) * (15 / mm('H2'))) * mm('NH3');
      return [ammonia, (51 / ammonia) * 100];
    },
    'N₂: 2 mol (pide 6 mol de H₂); H₂: 7,5 mol ⇒ limita el N₂. NH₃ teórico: 4 mol = 68 g; 51/68 = 75 %.',
  ),
  page(
    'quimica',
    22161,
    neutralization,
    'Se disuelven en agua 3,36 L de cloruro de hidrógeno gaseoso, medidos en CNPT, hasta obtener 300 mL de solución.\na) ¿Cuántos moles de HCl se disolvieron?\nb) ¿Cuál es la molaridad de la solución?\nc) ¿Qué volumen de NaOH 0,75 M neutraliza 40 mL de esa solución?',
    'a) 0,15 mol; b) 0,5 M; c) 26,67 mL',
    () => {
      const n = 3.36 / MOLAR_VOLUME;
      const molar = n / 0.3;
      return [n, molar, ((0.04 * molar) / 0.75) * 1000];
    },
    'n = 3,36/22,4 = 0,15 mol; M = 0,15/0,3 = 0,5 M; 40 mL: 0,02 mol ⇒ V = 0,02/0,75 = 0,02667 L = 26,67 mL.',
  ),
];

export const chemistryExamPages2Problems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
