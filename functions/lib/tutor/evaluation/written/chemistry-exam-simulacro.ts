/**
 * A blind written chemistry set (#32, session 27, wave 27): a full MOCK EXAM (simulacro) as the UTN
 * regionals print them, written before reading any solver or reply, in our own words. Most items have
 * five options (A–D plus «Ninguna respuesta anterior es correcta» as E, the right one in 22813, 22819,
 * 22820 and 22821); then short numeric answers; then pages with parts a) b) c) whose later parts use
 * the earlier results. Statements as students paste them: formulas written H2SO4 or H₂SO₄, names
 * traditional and IUPAC, data in mixed units (g, kg, mg, t; mL, cm³, dm³, L, m³; °C and K; atm, mmHg,
 * hPa, kPa), atomic masses in a parenthesis or in a «Datos:» line. Topics across the programme: material
 * systems (phases, components, intensive properties), atomic structure, isotopes and configuration,
 * periodic properties, bonding, Lewis structures, geometry, polarity and intermolecular forces,
 * nomenclature both ways, mole and Avogadro, composition and formulas, balancing and stoichiometry
 * (limiting reagent, purity, yield, gases), solutions (% m/m, ppm, molarity, molality, molar fraction,
 * dilution, mixing), gases (hPa, kPa, mmHg, partial pressures), pH and neutralization, redox.
 * Every numeric key worked by hand in its solution and recomputed by `check` with the kernel's atomic
 * masses and constants (1 atm = 760 mmHg = 1013,25 hPa = 101,325 kPa).
 *
 * Kinds and difficulty modelled on the programmes in functions/content/exam-style/sources.ts
 * (frtdf-quimica-general-2021, frba-quimica-programa) and on public material read 2026-12-02:
 * - https://es.scribd.com/document/401416666/Programa-Quimica-LOI-2019 (UTN FRCU, programa analítico de
 *   Química: sistemas materiales, estructura atómica, enlaces, estado gaseoso, mol, funciones
 *   inorgánicas), read 2026-12-02;
 * - https://www.passeidireto.com/arquivo/124147195/examenes-2020 (parciales de química de ingreso con
 *   opciones: fases y componentes de un sistema, afirmaciones sobre estados), read 2026-12-02.
 * No statement is copied from them.
 *
 * First measure, before any fix, at HEAD 45f854ea (written without looking at the solvers or the engine's
 * replies): 3/45 right (22801, 22805, 22824), 0 answered sure, 0 sure and wrong. The other 42 were
 * declined or answered without the result (a topic heading, «Veamos el enunciado», «Lo resuelvo por
 * partes…» with no key), among them all four «Ninguna» items, every short numeric answer and every page.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { AVOGADRO, GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { onThePage, type Part, writtenSet } from './builders.ts';

/** Half a percent of the key, never under a hundredth, as an absolute tolerance. */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));

/** Kelvin from Celsius. */
const kelvin = (celsius: number) => celsius + 273;

/** Pressure units per atmosphere. */
const MMHG = 760;
const HPA = 1013.25;
const KPA = 101.325;

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

const matter = 'estructura-atomica.sistemas-materiales';
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

/** Five options, the first block of the mock exam: the builder adds E, «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    22800,
    matter,
    '1) Un vaso contiene agua líquida con sal de mesa totalmente disuelta, tres cubitos de hielo flotando y un poco de arena depositada en el fondo. Indique la opción correcta: el sistema tiene',
    [
      '4 fases y 3 componentes',
      '3 fases y 3 componentes',
      '3 fases y 4 componentes',
      '5 fases y 3 componentes',
    ],
    1,
    () => [3, 3],
    'Fases: la solución de sal en agua, el hielo (los tres cubitos son una sola fase) y la arena: 3 fases. Componentes: agua, cloruro de sodio y arena: 3 componentes.',
  ),
  options(
    22801,
    matter,
    '2) ¿Cuál de las siguientes es una propiedad intensiva de la materia?',
    ['la masa', 'el volumen', 'el peso', 'la densidad'],
    3,
    byText,
    'La densidad no depende de la cantidad de materia tomada (es el cociente de dos extensivas): es intensiva. Masa, volumen y peso son extensivas.',
  ),
  options(
    22802,
    particles,
    '3) El anión ⁷⁹Br⁻ (Z = 35) tiene:',
    [
      '35 protones, 44 neutrones y 36 electrones',
      '35 protones, 44 neutrones y 34 electrones',
      '36 protones, 43 neutrones y 35 electrones',
      '35 protones, 79 neutrones y 36 electrones',
    ],
    0,
    () => [35, 79 - 35, 35 + 1],
    'p = Z = 35; n = A − Z = 79 − 35 = 44; el anión ganó un electrón: 35 + 1 = 36 electrones.',
  ),
  options(
    22803,
    particles,
    '4) El cobre natural está formado por ⁶³Cu (69,2 %) y ⁶⁵Cu (30,8 %). Tomando la masa de cada isótopo igual a su número másico, la masa atómica promedio del cobre vale:',
    ['64,00', '63,38', '63,62', '64,38'],
    2,
    () => [63 * 0.692 + 65 * 0.308],
    'Ā = 63 · 0,692 + 65 · 0,308 = 43,596 + 20,02 = 63,616 ≈ 63,62.',
  ),
  options(
    22804,
    configuration,
    '5) Un átomo neutro tiene 35 electrones. Según su configuración electrónica, el elemento se ubica en:',
    ['período 4, grupo 17', 'período 4, grupo 7', 'período 5, grupo 17', 'período 3, grupo 17'],
    0,
    () => [4, 17],
    '1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d¹⁰ 4p⁵: nivel más externo n = 4 (período 4); 4s² 4p⁵, 7 electrones de valencia en un bloque p ⇒ grupo 17 (es el bromo).',
  ),
  options(
    22805,
    configuration,
    '6) ¿Cuál de los siguientes conjuntos de números cuánticos (n, l, mₗ) NO es posible?',
    ['(3, 2, −1)', '(2, 2, 0)', '(4, 0, 0)', '(3, 1, 1)'],
    1,
    () => [2, 2],
    'l toma valores de 0 a n − 1: con n = 2, l solo puede ser 0 o 1; l = 2 no está permitido. Los demás cumplen 0 ≤ l ≤ n − 1 y −l ≤ mₗ ≤ l.',
  ),
  options(
    22806,
    periodic,
    '7) Entre Na, Mg, Al y K, ¿cuál presenta la mayor primera energía de ionización?',
    ['Na', 'Mg', 'Al', 'K'],
    1,
    byText,
    'La energía de ionización crece a lo largo del período y baja en el grupo, con la excepción Mg > Al: el Al pierde un electrón 3p, más fácil de arrancar que el 3s² completo del Mg. El K (período 4) es el menor. Mayor: Mg.',
  ),
  options(
    22807,
    periodic,
    '8) Las especies O²⁻, F⁻, Na⁺ y Mg²⁺ son isoelectrónicas. Ordenadas por radio creciente quedan:',
    ['O²⁻ < F⁻ < Na⁺ < Mg²⁺', 'Na⁺ < Mg²⁺ < F⁻ < O²⁻', 'F⁻ < O²⁻ < Mg²⁺ < Na⁺', 'Mg²⁺ < Na⁺ < F⁻ < O²⁻'],
    3,
    () => [12, 11, 9, 8],
    'Las cuatro tienen 10 electrones; a más protones (Mg 12, Na 11, F 9, O 8) más atraída la nube y menor el radio: Mg²⁺ < Na⁺ < F⁻ < O²⁻.',
  ),
  options(
    22808,
    bonding,
    '9) En la estructura de Lewis del dióxido de carbono (CO2), el número total de pares de electrones libres (no enlazantes) es:',
    ['2', '4', '0', '6'],
    1,
    () => [4],
    'O=C=O: 16 electrones de valencia; 4 pares forman los dos dobles enlaces y quedan 4 pares libres, dos sobre cada oxígeno; el carbono no tiene pares libres.',
  ),
  options(
    22809,
    geometry,
    '10) ¿Cuál de las siguientes moléculas es polar?',
    ['CCl₄', 'BF₃', 'CO₂', 'NH₃'],
    3,
    byText,
    'CCl₄ (tetraédrica), BF₃ (trigonal plana) y CO₂ (lineal) son simétricas y sus dipolos se anulan; el NH₃ es piramidal (un par libre sobre el N) y tiene momento dipolar: es polar.',
  ),
  options(
    22810,
    geometry,
    '11) De las sustancias CH₄, H₂S, H₂O y HCl, la de mayor punto de ebullición es:',
    ['CH₄', 'H₂S', 'H₂O', 'HCl'],
    2,
    byText,
    'El agua forma puentes de hidrógeno (H unido a O, muy electronegativo, con pares libres), las fuerzas intermoleculares más intensas del grupo: hierve a 100 °C, muy por encima de las demás.',
  ),
  options(
    22811,
    geometry,
    '12) Según la TRePEV, la geometría molecular del dióxido de azufre (SO₂) es:',
    ['lineal', 'angular', 'trigonal plana', 'piramidal'],
    1,
    byText,
    'El S tiene tres dominios electrónicos (dos enlaces y un par libre): distribución trigonal plana de los pares y geometría molecular angular (≈ 119°).',
  ),
  options(
    22812,
    acids,
    '13) La fórmula del hidrogenocarbonato de sodio (carbonato ácido de sodio, «bicarbonato») es:',
    ['Na₂CO₃', 'NaHCO₃', 'NaHCO₂', 'Na(HCO₃)₂'],
    1,
    byText,
    'El anión hidrogenocarbonato es HCO₃⁻ (el H₂CO₃ perdió un H⁺); con Na⁺, de carga +1: NaHCO₃.',
  ),
  options(
    22813,
    oxides,
    '14) El compuesto Fe(OH)2 se denomina:',
    ['hidróxido férrico', 'óxido ferroso', 'hidróxido de hierro (III)', 'trihidróxido de hierro'],
    4,
    byText,
    'Dos OH⁻ por hierro: el hierro actúa con +2, su menor valencia. Es hidróxido ferroso, hidróxido de hierro (II) o dihidróxido de hierro; ninguno de A a D: la respuesta es E.',
  ),
  options(
    22814,
    oxides,
    '15) Según la nomenclatura por atomicidad (IUPAC), el Cl₂O₇ se llama:',
    ['anhídrido clórico', 'heptóxido de dicloro', 'dióxido de heptacloro', 'pentóxido de dicloro'],
    1,
    byText,
    'Dos cloros y siete oxígenos: heptóxido de dicloro (cloro +7; en tradicional, anhídrido perclórico, no clórico).',
  ),
  options(
    22815,
    acids,
    '16) La fórmula del ácido sulfuroso es:',
    ['H₂SO₄', 'H₂S', 'H₂SO₃', 'H₂S₂O₃'],
    2,
    byText,
    'Terminación «oso»: el azufre con su valencia menor como oxoácido, +4: SO₂ + H₂O → H₂SO₃.',
  ),
  options(
    22816,
    acids,
    '17) En nomenclatura tradicional, el Ca3(PO4)2 se llama:',
    ['fosfito de calcio', 'fosfato de calcio', 'fosfuro de calcio', 'pirofosfato de calcio'],
    1,
    byText,
    'PO₄³⁻ proviene del ácido fosfórico (H₃PO₄, fósforo +5, terminación «ico» ⇒ sal «ato»): fosfato de calcio. Fosfito es PO₃³⁻ y fosfuro es P³⁻.',
  ),
  options(
    22817,
    moles,
    '18) Una gota de agua de 90 mg contiene (Datos: H = 1; O = 16; NA = 6,02 · 10²³):',
    ['3,01 · 10²⁴ moléculas', '5 · 10⁻³ moléculas', '3,01 · 10²¹ moléculas', '1,5 · 10²² moléculas'],
    2,
    () => [(0.09 / mm('H2O')) * AVOGADRO],
    '90 mg = 0,09 g; n = 0,09/18 = 0,005 mol; 0,005 · 6,02 · 10²³ = 3,01 · 10²¹ moléculas.',
  ),
  options(
    22818,
    moles,
    '19) ¿Cuál de las siguientes muestras contiene el mayor número de moléculas? (H = 1; C = 12; N = 14; O = 16)',
    ['10 g de H₂', '44,8 L de CO₂ medidos en CNPT', '1,204 · 10²⁴ moléculas de N₂', '3 mol de O₂'],
    0,
    () => [10 / mm('H2'), 44.8 / MOLAR_VOLUME, 1.204e24 / AVOGADRO, 3],
    'Se comparan moles: H₂ 10/2 = 5 mol; CO₂ 44,8/22,4 = 2 mol; N₂ 1,204 · 10²⁴/6,02 · 10²³ = 2 mol; O₂ 3 mol. El mayor es el de 10 g de H₂.',
  ),
  options(
    22819,
    moles,
    '20) El porcentaje en masa de agua en el sulfato de cobre (II) pentahidratado, CuSO₄·5H₂O, es (Cu = 63,5; S = 32; O = 16; H = 1):',
    ['56,3 %', '7,2 %', '18,0 %', '64,1 %'],
    4,
    () => [((5 * mm('H2O')) / mm('CuSO4·5H2O')) * 100],
    'M = 159,5 + 90 = 249,5 g/mol; agua: 5 · 18 = 90 g; 90/249,5 · 100 = 36,07 %, que no figura entre A y D: la respuesta es E.',
  ),
  options(
    22820,
    moles,
    '21) Un óxido de azufre contiene 40 % de S y 60 % de O en masa. Su fórmula empírica es (S = 32; O = 16):',
    ['SO', 'SO₂', 'S₂O₃', 'S₂O'],
    4,
    () => [40 / 32, 60 / 16],
    'S: 40/32 = 1,25 mol; O: 60/16 = 3,75 mol; dividiendo por 1,25: 1 : 3 ⇒ SO₃, que no figura entre A y D: la respuesta es E.',
  ),
  options(
    22821,
    balancing,
    '22) Al balancear con los menores coeficientes enteros la ecuación C2H6 + O2 → CO2 + H2O, el coeficiente del oxígeno es:',
    ['3', '5', '6', '9'],
    4,
    () => [7],
    'C: 2 C₂H₆ → 4 CO₂; H: 12 H → 6 H₂O; O: 8 + 6 = 14 átomos ⇒ 7 O₂. 2 C₂H₆ + 7 O₂ → 4 CO₂ + 6 H₂O: el coeficiente es 7, que no figura entre A y D: la respuesta es E.',
  ),
  options(
    22822,
    balancing,
    '23) ¿Qué masa de dióxido de carbono se obtiene en la combustión completa de 32 g de metano? (C = 12; H = 1; O = 16)',
    ['44 g', '88 g', '176 g', '22 g'],
    1,
    () => [(32 / mm('CH4')) * mm('CO2')],
    'CH₄ + 2 O₂ → CO₂ + 2 H₂O; n(CH₄) = 32/16 = 2 mol ⇒ 2 mol de CO₂ = 2 · 44 = 88 g.',
  ),
  options(
    22823,
    molarity,
    '24) ¿Cuántos gramos de hidróxido de potasio hay disueltos en 250 cm³ de una solución 0,2 M de KOH? (K = 39; O = 16; H = 1)',
    ['11,2 g', '0,05 g', '5,6 g', '2,8 g'],
    3,
    () => [0.25 * 0.2 * mm('KOH')],
    '250 cm³ = 0,25 L; n = 0,25 · 0,2 = 0,05 mol; m = 0,05 · 56 = 2,8 g.',
  ),
  options(
    22824,
    gases,
    '25) Un gas ocupa 500 cm³ a 27 °C. Si se lo calienta a presión constante hasta 327 °C, su volumen pasa a ser:',
    ['6055,6 cm³', '250 cm³', '1 dm³', '1500 cm³'],
    2,
    () => [(500 * kelvin(327)) / kelvin(27) / 1000],
    'Charles, con temperaturas absolutas: V₂ = 500 · 600 K/300 K = 1000 cm³ = 1 dm³. (6055,6 cm³ sale de usar °C, un error.)',
  ),
  options(
    22825,
    ph,
    '26) El pH de una solución de hidróxido de bario, Ba(OH)₂, 0,005 M (base fuerte, totalmente disociada) es:',
    ['2', '11,7', '12', '12,3'],
    2,
    () => [14 + Math.log10(2 * 0.005)],
    'Cada Ba(OH)₂ libera 2 OH⁻: [OH⁻] = 0,01 M; pOH = 2; pH = 14 − 2 = 12.',
  ),
  options(
    22826,
    redox,
    '27) En la reacción 3 Cu + 8 HNO₃ → 3 Cu(NO₃)₂ + 2 NO + 4 H₂O, el número de oxidación del nitrógeno que se reduce pasa de:',
    ['+5 a +2', '+3 a +2', '+5 a +4', '−3 a +2'],
    0,
    () => [5, 2],
    'En HNO₃: 1 + x − 6 = 0 ⇒ x = +5; en NO: x − 2 = 0 ⇒ +2. El N que forma NO pasa de +5 a +2 (el del nitrato del Cu(NO₃)₂ sigue en +5).',
  ),
];

/** Short numeric answers, the second block. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    22827,
    gases,
    '28) Un globo contiene 2,5 dm³ de helio a 20 °C y 980 hPa. Calcular la masa de helio, en gramos. Datos: He = 4; R = 0,082 atm·L/(mol·K); 1 atm = 1013,25 hPa.',
    key(0.4026, 'g', 'm ≈ 0,403 g'),
    () => (((980 / HPA) * 2.5) / (GAS_CONSTANT * kelvin(20))) * mm('He'),
    'P = 980/1013,25 = 0,9672 atm; T = 293 K; n = PV/RT = 0,9672 · 2,5/(0,082 · 293) = 2,418/24,026 = 0,1006 mol; m = 0,1006 · 4 = 0,403 g.',
  ),
  numeric(
    22828,
    gases,
    '29) En un tanque de 0,05 m³ se cargan 0,64 kg de oxígeno (O₂) a 27 °C. ¿Qué presión, expresada en kPa, soporta el tanque? (O = 16)',
    key(997.04, 'kPa', 'P ≈ 997 kPa'),
    () => (((640 / mm('O2')) * GAS_CONSTANT * kelvin(27)) / 50) * KPA,
    'n = 640 g/32 = 20 mol; V = 0,05 m³ = 50 L; P = 20 · 0,082 · 300/50 = 9,84 atm; 9,84 · 101,325 = 997 kPa.',
  ),
  numeric(
    22829,
    dilution,
    '30) Se desea preparar 2 dm³ de solución 0,5 M de H2SO4 a partir de un ácido comercial de 98 % m/m y densidad 1,84 g/cm³. ¿Qué volumen de ácido comercial, en mL, debe medirse? Datos: H = 1; S = 32; O = 16.',
    key(54.35, 'mL', 'V ≈ 54,3 mL'),
    () => (2 * 0.5 * mm('H2SO4')) / 0.98 / 1.84,
    'n = 2 · 0,5 = 1 mol = 98 g de H₂SO₄; de ácido comercial: 98/0,98 = 100 g; V = 100/1,84 = 54,35 mL.',
  ),
  numeric(
    22830,
    molarity,
    '31) El agua de red de una ciudad contiene 1,2 ppm de ion fluoruro. ¿Cuántos miligramos de fluoruro hay en una botella de 750 cm³?',
    key(0.9, 'mg', '0,9 mg'),
    () => 1.2 * 0.75,
    '1,2 ppm = 1,2 mg/L; 750 cm³ = 0,75 L; 1,2 · 0,75 = 0,9 mg.',
  ),
  numeric(
    22831,
    percent,
    '32) Se mezclan 92 g de etanol (C₂H₅OH) con 0,108 kg de agua. Determine la fracción molar del etanol en la solución. (C = 12; H = 1; O = 16)',
    key(0.25, '', 'X = 0,25'),
    () => {
      const ethanol = 92 / mm('C2H5OH');
      return ethanol / (ethanol + 108 / mm('H2O'));
    },
    'n(etanol) = 92/46 = 2 mol; n(agua) = 108/18 = 6 mol; X = 2/(2 + 6) = 0,25.',
  ),
  numeric(
    22832,
    ph,
    '33) Se toman 5 mL de ácido nítrico 2 M y se diluyen con agua hasta 500 mL. ¿Cuánto vale el pH de la solución resultante?',
    key(1.699, '', 'pH ≈ 1,70'),
    () => -Math.log10((2 * 5) / 500),
    'C₂ = 2 · 5/500 = 0,02 M; ácido fuerte: [H⁺] = 0,02 M; pH = −log 0,02 = 1,70.',
  ),
  numeric(
    22833,
    limiting,
    '34) Se hacen reaccionar 6,54 g de cinc con 100 mL de HCl 1 M: Zn + 2 HCl → ZnCl2 + H2. Halle el volumen de hidrógeno, en litros, medido en CNPT. (Zn = 65,4)',
    key(1.12, 'L', 'V = 1,12 L'),
    () => Math.min(6.54 / mm('Zn'), 0.1 / 2) * MOLAR_VOLUME,
    'Zn: 6,54/65,4 = 0,1 mol (pediría 0,2 mol de HCl); HCl: 0,1 · 1 = 0,1 mol ⇒ limita el HCl. H₂ = 0,1/2 = 0,05 mol; V = 0,05 · 22,4 = 1,12 L.',
  ),
  numeric(
    22834,
    limiting,
    '35) Se calcina 1 t de piedra caliza que contiene 90 % de CaCO₃: CaCO₃ → CaO + CO₂. Si el rendimiento del horno es del 85 %, ¿cuántos kilogramos de cal viva (CaO) se obtienen? (Ca = 40; C = 12; O = 16)',
    key(428.4, 'kg', '428,4 kg'),
    () => ((1000 * 0.9) / mm('CaCO3')) * mm('CaO') * 0.85,
    'CaCO₃ puro: 900 kg = 9 kmol ⇒ 9 kmol de CaO = 504 kg teóricos; al 85 %: 504 · 0,85 = 428,4 kg.',
  ),
  numeric(
    22835,
    neutralization,
    '36) Para neutralizar 25 cm³ de una solución de hidróxido de calcio se gastaron 15 mL de HCl 0,1 M. ¿Cuál es la molaridad de la solución de Ca(OH)2?',
    key(0.03, 'M', '0,03 M'),
    () => (0.015 * 0.1) / 2 / 0.025,
    'Ca(OH)₂ + 2 HCl → CaCl₂ + 2 H₂O; n(HCl) = 0,015 · 0,1 = 1,5 · 10⁻³ mol ⇒ Ca(OH)₂ 7,5 · 10⁻⁴ mol en 0,025 L: 0,03 M.',
  ),
];

/** Problems in parts, the third block: the later parts use the earlier results. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    22836,
    limiting,
    '37) Se tratan 200 g de pirolusita, un mineral que contiene 87 % de MnO₂, con exceso de ácido clorhídrico: MnO₂ + 4 HCl → MnCl₂ + Cl₂ + 2 H₂O. Datos: Mn = 55; O = 16; Cl = 35,5; H = 1. Calcular:',
    [
      part('a', 'los moles de MnO₂ que reaccionan;', 2, 'mol', '2 mol'),
      part('b', 'el volumen de cloro obtenido, medido a 27 °C y 750 mmHg;', 49.856, 'L', '49,86 L'),
      part('c', 'la masa de HCl consumida.', 292, 'g', '292 g'),
    ],
    () => {
      const n = (200 * 0.87) / mm('MnO2');
      return [[n], [(n * GAS_CONSTANT * kelvin(27)) / (750 / MMHG)], [4 * n * mm('HCl')]];
    },
    'MnO₂ puro: 200 · 0,87 = 174 g; n = 174/87 = 2 mol. Cl₂: 2 mol; V = nRT/P = 2 · 0,082 · 300/(750/760) = 49,2/0,9868 = 49,86 L. HCl: 4 · 2 = 8 mol · 36,5 = 292 g.',
  ),
  parts(
    22837,
    gases,
    '38) Un recipiente rígido de 8,2 L contiene, a 127 °C, una mezcla de 0,2 mol de N₂ y 6,4 g de O₂. (O = 16) Determine:',
    [
      part('a', 'el número total de moles de gas;', 0.4, 'mol', '0,4 mol'),
      part('b', 'la presión total, en mmHg;', 1216, 'mmHg', '1216 mmHg'),
      part('c', 'la presión parcial del oxígeno, en kPa.', 81.06, 'kPa', '81,06 kPa'),
    ],
    () => {
      const oxygen = 6.4 / mm('O2');
      const total = 0.2 + oxygen;
      const pressure = (total * GAS_CONSTANT * kelvin(127)) / 8.2;
      return [[total], [pressure * MMHG], [((pressure * oxygen) / total) * KPA]];
    },
    'O₂: 6,4/32 = 0,2 mol; total 0,4 mol. P = 0,4 · 0,082 · 400/8,2 = 1,6 atm = 1,6 · 760 = 1216 mmHg. X(O₂) = 0,5 ⇒ pO₂ = 0,8 atm = 0,8 · 101,325 = 81,06 kPa.',
  ),
  parts(
    22838,
    moles,
    '39) Un compuesto orgánico contiene 52,2 % de C, 13,0 % de H y 34,8 % de O en masa. Al vaporizar 0,46 g del compuesto se obtienen 492 cm³ de vapor a 27 °C y 380 mmHg. (C = 12; H = 1; O = 16)',
    [
      textPart('a', 'Halle la fórmula empírica.', 'C₂H₆O'),
      part('b', 'Calcule la masa molar del compuesto.', 46, 'g/mol', '46 g/mol'),
      textPart('c', 'Indique la fórmula molecular.', 'C₂H₆O'),
    ],
    () => [[], [0.46 / (((380 / MMHG) * 0.492) / (GAS_CONSTANT * kelvin(27)))], []],
    'C: 52,2/12 = 4,35; H: 13,0/1 = 13,0; O: 34,8/16 = 2,175; dividiendo por 2,175: 2 : 6 : 1 ⇒ C₂H₆O (46). n = PV/RT = 0,5 · 0,492/(0,082 · 300) = 0,01 mol ⇒ M = 0,46/0,01 = 46 g/mol; 46/46 = 1 ⇒ fórmula molecular C₂H₆O.',
  ),
  parts(
    22839,
    moles,
    '40) Una gota de agua tiene un volumen de 0,05 cm³ (densidad del agua: 1 g/cm³). (H = 1; O = 16; NA = 6,02 · 10²³) Calcule:',
    [
      part('a', 'la masa de la gota, en mg;', 50, 'mg', '50 mg'),
      part('b', 'los milimoles de agua que contiene;', 2.7778, 'mmol', '2,78 mmol'),
      part('c', 'el número de átomos de hidrógeno en la gota.', 3.3444e21, 'átomos', '3,34 · 10²¹ átomos'),
    ],
    () => {
      const grams = 0.05 * 1;
      const n = grams / mm('H2O');
      return [[grams * 1000], [n * 1000], [2 * n * AVOGADRO]];
    },
    'm = 0,05 cm³ · 1 g/cm³ = 0,05 g = 50 mg; n = 0,05/18 = 2,78 · 10⁻³ mol = 2,78 mmol; moléculas: 2,78 · 10⁻³ · 6,02 · 10²³ = 1,67 · 10²¹; átomos de H: 2 · 1,67 · 10²¹ = 3,34 · 10²¹.',
  ),
];

/** Pages: the parts written inside the statement, keyed by a text that states every part. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'quimica',
    22840,
    percent,
    '41) Se disuelven 30 g de NaOH en 170 g de agua; la solución obtenida tiene una densidad de 1,2 g/cm³. Datos: Na = 23; O = 16; H = 1.\na) Exprese la concentración en % m/m.\nb) Calcule la molaridad.\nc) Calcule la molalidad.\nd) ¿Qué volumen de esta solución se necesita para preparar 500 mL de NaOH 0,3 M?',
    'a) 15 % m/m; b) 4,5 M; c) 4,41 m; d) 33,3 mL',
    () => {
      const n = 30 / mm('NaOH');
      const litres = 200 / 1.2 / 1000;
      const molar = n / litres;
      return [(30 / 200) * 100, molar, n / 0.17, ((0.5 * 0.3) / molar) * 1000];
    },
    'Masa de solución 200 g: 30/200 · 100 = 15 % m/m. n = 30/40 = 0,75 mol; V = 200/1,2 = 166,7 cm³: M = 0,75/0,1667 = 4,5 M. m = 0,75/0,170 kg = 4,41 m. d) n = 0,5 · 0,3 = 0,15 mol; V = 0,15/4,5 = 0,0333 L = 33,3 mL.',
  ),
  page(
    'quimica',
    22841,
    configuration,
    '42) Un átomo neutro X tiene 17 electrones y 18 neutrones.\na) Indique su número atómico y su número másico.\nb) Escriba su configuración electrónica.\nc) ¿En qué período y grupo se ubica? ¿Es metal o no metal?\nd) Escriba la fórmula del compuesto que forma con el calcio e indique el tipo de enlace.',
    'a) Z = 17; A = 35; b) 1s² 2s² 2p⁶ 3s² 3p⁵; c) período 3, grupo 17, no metal; d) CaCl₂, enlace iónico',
    () => [17, 17 + 18, 3, 17],
    'Z = 17 (electrones del átomo neutro); A = 17 + 18 = 35. 1s² 2s² 2p⁶ 3s² 3p⁵: n = 3 ⇒ período 3; 7 electrones de valencia ⇒ grupo 17, no metal (cloro). Ca cede 2 electrones y cada Cl gana 1: Ca²⁺ y 2 Cl⁻, CaCl₂, iónico.',
  ),
  page(
    'quimica',
    22842,
    neutralization,
    '43) Se mezclan 200 mL de HCl 0,15 M con 100 mL de NaOH 0,2 M (volúmenes aditivos).\na) Calcule los moles de H⁺ y de OH⁻ que se mezclan.\nb) ¿Qué reactivo queda en exceso y cuántos moles sobran?\nc) ¿Cuál es el pH de la solución final?',
    'a) 0,03 mol de H⁺ y 0,02 mol de OH⁻; b) exceso de HCl, 0,01 mol; c) pH ≈ 1,48',
    () => {
      const acid = 0.2 * 0.15;
      const base = 0.1 * 0.2;
      return [acid, base, acid - base, -Math.log10((acid - base) / 0.3)];
    },
    'H⁺: 0,2 · 0,15 = 0,03 mol; OH⁻: 0,1 · 0,2 = 0,02 mol; reaccionan 0,02 mol y sobran 0,01 mol de H⁺ (ácido en exceso) en 0,3 L: [H⁺] = 0,0333 M; pH = −log 0,0333 = 1,48.',
  ),
  page(
    'quimica',
    22843,
    redox,
    '44) Dada la reacción K2Cr2O7 + HCl → CrCl3 + KCl + Cl2 + H2O:\na) Indique los números de oxidación de los elementos que cambian.\nb) Indique el agente oxidante y el agente reductor.\nc) Balancee la ecuación.\nd) ¿Qué masa de dicromato de potasio se necesita para obtener 6,72 L de Cl₂ medidos en CNPT? Datos: K = 39; Cr = 52; O = 16.',
    'a) Cr: +6 → +3; Cl: −1 → 0; b) oxidante K₂Cr₂O₇, reductor HCl; c) K₂Cr₂O₇ + 14 HCl → 2 CrCl₃ + 2 KCl + 3 Cl₂ + 7 H₂O; d) 29,4 g',
    () => [6, 3, -1, 0, 14, 2, 2, 3, 7, (6.72 / MOLAR_VOLUME / 3) * mm('K2Cr2O7')],
    'Cr: 2 + 2x − 14 = 0 ⇒ +6, pasa a +3 en CrCl₃ (se reduce: K₂Cr₂O₇ oxidante); Cl: −1 en HCl, 0 en Cl₂ (se oxida: HCl reductor). Cr₂O₇²⁻ + 14 H⁺ + 6 e⁻ → 2 Cr³⁺ + 7 H₂O; 2 Cl⁻ → Cl₂ + 2 e⁻ (×3): K₂Cr₂O₇ + 14 HCl → 2 CrCl₃ + 2 KCl + 3 Cl₂ + 7 H₂O. Cl₂: 6,72/22,4 = 0,3 mol ⇒ dicromato 0,1 mol · 294 = 29,4 g.',
  ),
  page(
    'quimica',
    22844,
    dilution,
    '45) Se mezclan 300 mL de ácido sulfúrico 0,4 M con 200 mL de H₂SO₄ 1,2 M y la mezcla se lleva a 1 dm³ con agua. (Na = 23; S = 32; O = 16)\na) ¿Cuál es la molaridad de la solución final?\nb) ¿Qué volumen de NaOH 0,5 M neutraliza 50 mL de la solución final?\nc) ¿Qué masa de sal se forma en esa neutralización? Nómbrela.',
    'a) 0,36 M; b) 72 mL; c) 2,556 g de sulfato de sodio (Na₂SO₄)',
    () => {
      const molar = (0.3 * 0.4 + 0.2 * 1.2) / 1;
      const acid = 0.05 * molar;
      return [molar, ((2 * acid) / 0.5) * 1000, acid * mm('Na2SO4')];
    },
    'n = 0,3 · 0,4 + 0,2 · 1,2 = 0,12 + 0,24 = 0,36 mol en 1 L: 0,36 M. En 50 mL: 0,018 mol de H₂SO₄; H₂SO₄ + 2 NaOH → Na₂SO₄ + 2 H₂O: NaOH 0,036 mol, V = 0,036/0,5 = 0,072 L = 72 mL. Na₂SO₄: 0,018 mol · 142 = 2,556 g de sulfato de sodio.',
  ),
];

export const chemistryExamSimulacroProblems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
