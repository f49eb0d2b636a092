/**
 * A blind written chemistry set (#32, session 28, wave 28): 48 problems as the UTN entrance exams print
 * them, written before reading any solver, the offline engine or any tutor reply, in our own words. Half
 * have five options (A–D plus «Ninguna respuesta anterior es correcta» as E, the right one in 24309,
 * 24312, 24317 and 24321); a quarter are short numeric answers; a quarter are problems in parts a) b) c) d)
 * (field by field, or written inside the statement as a page) whose later parts use the earlier results.
 * Statements as students paste them: item numbers, formulas written H2SO4 or H₂SO₄, decimal comma, data
 * in a parenthesis or a «Datos:» line, mixed units (g, kg, t; mL, cm³, dm³, L, m³; °C and K; atm, mmHg,
 * hPa, kPa), imperative and question wording. Topics across the programme: material systems (phases,
 * components, separation, physical and chemical changes, intensive properties), atomic structure (ions,
 * isotopes, average atomic mass), configuration and quantum numbers, periodic position and trends,
 * bonding (ionic, dative bonds, VSEPR geometry, hydrogen bonds), nomenclature both ways, mole and
 * Avogadro, percent composition, empirical and molecular formulas, stoichiometry (limiting reagent,
 * purity, yield, gases, tonnes), gases (density, partial pressures, unit conversions), solutions (% m/m,
 * % m/v, % v/v, ppm, molarity, molality, molar fraction, dilution, mixing), pH and pOH of strong acids
 * and bases, neutralization, redox (oxidation numbers, agents, balancing).
 * Every numeric key worked by hand in its solution and recomputed by `check` with the science kernel's
 * atomic masses and constants (R = 0,082 atm·L/(mol·K), 22,4 L/mol in CNPT, NA = 6,02 · 10²³;
 * 1 atm = 760 mmHg = 1013,25 hPa = 101,325 kPa).
 *
 * Kinds and difficulty modelled on the programmes in functions/content/exam-style/sources.ts
 * (frba-quimica-programa, frtdf-quimica-general-2021) and on public material read 2026-12-02:
 * - https://www.passeidireto.com/arquivo/124147195/examenes-2020 (parciales de química con cuatro
 *   opciones y cinco problemas finales sin opciones: fases y componentes de un sistema con hielo y agua,
 *   afirmaciones sobre estados de agregación), read 2026-12-02;
 * - https://www.frba.utn.edu.ar/udb_quimica/programa-quimica-academica/ (UTN FRBA, programa de Química:
 *   sistemas materiales, cantidad de sustancia, estructura, uniones, estequiometría, soluciones,
 *   electroquímica), read 2026-12-02;
 * - https://es.scribd.com/document/567884791/Programa-2021 (UTN FRTDF, Química General: mol, nomenclatura
 *   tradicional, sistemática y Stock, reactivo limitante, rendimiento y pureza, soluciones), read 2026-12-02.
 * The search returned little UTN entrance material beyond these; no statement is copied from any source.
 *
 * First measure, before any fix, at HEAD c63563fc (written without looking at the solvers or the engine's
 * replies): 19/48 right, 19 answered sure, 0 sure and wrong. (The shared checkout then also held other
 * helpers' uncommitted edits to exam-style.ts and solvers/word-equations.ts.)
 *
 * Opened for fixing in session 29, once blind wave 29 was measured (ADR 0116): its failures may be read
 * and fixed by kind since then, like any visible set's.
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

const SOURCES = ['frba-quimica-programa', 'frtdf-quimica-general-2021'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'quimica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: near,
});

const page = onThePage({ quimica: SOURCES, fisica: [], matematicas: [] });

/** A part whose key is a name, a formula, an equation or a configuration. */
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

/** Five options: the builder adds E, «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    24300,
    matter,
    '1) En un recipiente cerrado hay agua líquida, tres cubos de hielo, arena depositada en el fondo, limaduras de hierro y vapor de agua en el espacio libre (no hay aire). El sistema presenta:',
    [
      '4 fases y 3 componentes',
      '5 fases y 3 componentes',
      '5 fases y 4 componentes',
      '3 fases y 3 componentes',
    ],
    1,
    () => [5, 3],
    'Fases: agua líquida, hielo (los tres cubos son una sola fase), vapor, arena y hierro: 5. Componentes: agua (en sus tres estados), arena y hierro: 3.',
  ),
  options(
    24301,
    matter,
    '2) Una mezcla está formada por arena, sal de mesa (NaCl) y limaduras de hierro. ¿Qué secuencia de métodos permite separar y recuperar los tres componentes?',
    [
      'tamización, decantación y destilación',
      'filtración, imantación y sublimación',
      'imantación; luego disolución en agua y filtración; por último, evaporación del filtrado',
      'disolución en agua, centrifugación y tamización',
    ],
    2,
    byText,
    'El imán retira el hierro; el agua disuelve la sal y no la arena, que queda en el filtro; al evaporar el filtrado se recupera la sal.',
  ),
  options(
    24302,
    matter,
    '3) Indicar cuál de los siguientes procesos corresponde a un cambio químico:',
    [
      'la combustión de la nafta en un motor',
      'la sublimación del yodo',
      'la disolución de azúcar en té',
      'la condensación del vapor sobre un vidrio frío',
    ],
    0,
    byText,
    'En la combustión la nafta y el oxígeno se transforman en sustancias nuevas (CO₂ y H₂O): cambio químico. Sublimar, disolver y condensar no cambian la identidad de las sustancias: cambios físicos.',
  ),
  options(
    24303,
    matter,
    '4) Dadas las propiedades I) temperatura de fusión; II) volumen; III) densidad; IV) masa; V) calor específico, son intensivas:',
    ['solo I y III', 'I, III y V', 'II y IV', 'I, II, III y V'],
    1,
    byText,
    'No dependen de la cantidad de materia la temperatura de fusión, la densidad y el calor específico (I, III y V); el volumen y la masa son extensivas.',
  ),
  options(
    24304,
    particles,
    '5) El ion ⁵⁶Fe³⁺ (Z = 26) tiene:',
    [
      '26 protones, 30 neutrones y 29 electrones',
      '26 protones, 30 neutrones y 23 electrones',
      '23 protones, 33 neutrones y 26 electrones',
      '26 protones, 56 neutrones y 23 electrones',
    ],
    1,
    () => [26, 56 - 26, 26 - 3],
    'p = Z = 26; n = 56 − 26 = 30; el catión perdió 3 electrones: 26 − 3 = 23.',
  ),
  options(
    24305,
    particles,
    '6) El boro natural es una mezcla de ¹⁰B y ¹¹B y su masa atómica promedio es 10,81. Si se toma la masa de cada isótopo igual a su número másico, el porcentaje de átomos de ¹⁰B es:',
    ['81 %', '10,8 %', '19 %', '50 %'],
    2,
    () => [((11 - 10.81) / (11 - 10)) * 100],
    '10x + 11(1 − x) = 10,81 ⇒ 11 − x = 10,81 ⇒ x = 0,19: 19 % de ¹⁰B (y 81 % de ¹¹B).',
  ),
  options(
    24306,
    configuration,
    '7) La configuración electrónica del anión sulfuro, S²⁻ (Z = 16), es:',
    ['1s² 2s² 2p⁶ 3s² 3p⁴', '1s² 2s² 2p⁶ 3s² 3p²', '1s² 2s² 2p⁶ 3s² 3p⁶ 4s²', '1s² 2s² 2p⁶ 3s² 3p⁶'],
    3,
    byText,
    'El S neutro tiene 16 electrones (…3p⁴); el S²⁻ ganó 2: 18 electrones, 1s² 2s² 2p⁶ 3s² 3p⁶ (isoelectrónico con el argón).',
  ),
  options(
    24307,
    configuration,
    '8) ¿Cuántos electrones como máximo puede alojar el subnivel caracterizado por los números cuánticos n = 4 y l = 3?',
    ['7', '10', '14', '32'],
    2,
    () => [2 * (2 * 3 + 1)],
    'l = 3 es un subnivel f (4f): mₗ toma 2l + 1 = 7 valores (orbitales), con 2 electrones cada uno: 14 electrones. (32 es la capacidad de todo el nivel 4.)',
  ),
  options(
    24308,
    periodic,
    '9) Un elemento cuya configuración electrónica termina en 4s² 3d³ se ubica en la tabla periódica en:',
    ['período 4, grupo 5', 'período 3, grupo 5', 'período 4, grupo 2', 'período 4, grupo 15'],
    0,
    () => [4, 5],
    'Nivel más externo n = 4 ⇒ período 4; elemento de transición (bloque d) con 2 + 3 = 5 electrones en 4s y 3d ⇒ grupo 5 (es el vanadio).',
  ),
  options(
    24309,
    periodic,
    '10) Los elementos K, Na, Mg y Cl, ordenados según su radio atómico creciente, quedan:',
    ['K < Na < Mg < Cl', 'Mg < Cl < Na < K', 'Cl < Na < Mg < K', 'Na < K < Mg < Cl'],
    4,
    byText,
    'En el período 3 el radio disminuye de izquierda a derecha (Na > Mg > Cl) y en el grupo aumenta hacia abajo (K > Na): Cl < Mg < Na < K, que no figura entre A y D: la respuesta es E.',
  ),
  options(
    24310,
    bonding,
    '11) Teniendo en cuenta la diferencia de electronegatividad entre sus átomos, ¿cuál de estas sustancias presenta enlace iónico?',
    ['SO₂', 'CH₄', 'Cl₂', 'MgO'],
    3,
    byText,
    'Mg (metal, electronegatividad 1,2) y O (no metal, 3,5): diferencia ≈ 2,3, el Mg cede dos electrones al O: Mg²⁺ O²⁻, iónico. SO₂ y CH₄ son covalentes polares entre no metales y Cl₂ es covalente apolar.',
  ),
  options(
    24311,
    bonding,
    '12) Según la regla del octeto, ¿cuántas uniones covalentes coordinadas (dativas) aparecen en la estructura de Lewis del ácido perclórico, HClO4?',
    ['1', '2', '3', '4'],
    2,
    () => [3],
    'H–O–Cl: el Cl completa su octeto con la unión simple al O del grupo OH y le quedan 3 pares libres, que cede a los otros tres oxígenos: 3 uniones dativas.',
  ),
  options(
    24312,
    geometry,
    '13) De acuerdo con la TRePEV, la geometría molecular del tricloruro de fósforo (PCl₃) es:',
    ['trigonal plana', 'tetraédrica', 'lineal', 'angular'],
    4,
    byText,
    'El P tiene 4 pares alrededor (3 enlaces y 1 par libre): distribución electrónica tetraédrica y geometría molecular piramidal (pirámide trigonal), que no figura entre A y D: la respuesta es E.',
  ),
  options(
    24313,
    geometry,
    '14) ¿Entre las moléculas de cuál de estas sustancias se establecen uniones puente de hidrógeno?',
    ['CH₄', 'CH₃OH', 'HCl', 'H₂S'],
    1,
    byText,
    'El puente de hidrógeno requiere H unido a F, O o N: en el metanol hay un grupo O–H. En CH₄ el H está unido al C; en HCl y H₂S a átomos grandes y poco electronegativos (dipolo-dipolo).',
  ),
  options(
    24314,
    acids,
    '15) El nombre tradicional del NaClO es:',
    ['clorito de sodio', 'clorato de sodio', 'perclorato de sodio', 'hipoclorito de sodio'],
    3,
    byText,
    'ClO⁻ tiene el cloro con +1, su menor estado en los oxoácidos (ácido hipocloroso, HClO): la sal es hipoclorito de sodio (la lavandina).',
  ),
  options(
    24315,
    acids,
    '16) La fórmula del sulfato de aluminio es:',
    ['Al₂(SO₄)₃', 'Al₃(SO₄)₂', 'AlSO₄', 'Al₂(SO₃)₃'],
    0,
    byText,
    'Al³⁺ y SO₄²⁻: para neutralizar las cargas hacen falta 2 Al (+6) y 3 SO₄ (−6): Al₂(SO₄)₃. Al₂(SO₃)₃ es el sulfito.',
  ),
  options(
    24316,
    oxides,
    '17) El anhídrido nítrico (óxido de nitrógeno (V)) tiene por fórmula:',
    ['NO₂', 'N₂O₃', 'N₂O₅', 'HNO₃'],
    2,
    byText,
    'Nitrógeno +5 y oxígeno −2: 2 N (+10) y 5 O (−10): N₂O₅. N₂O₃ es el anhídrido nitroso (+3) y HNO₃ el ácido que forma con agua.',
  ),
  options(
    24317,
    acids,
    '18) El compuesto HNO2 se llama:',
    ['ácido nítrico', 'ácido hiponitroso', 'anhídrido nitroso', 'ácido pernítrico'],
    4,
    byText,
    'En HNO₂: 1 + x − 4 = 0 ⇒ N +3, la menor de sus valencias en los oxoácidos (+3, +5): ácido nitroso (dioxonitrato (III) de hidrógeno), que no figura entre A y D: la respuesta es E.',
  ),
  options(
    24318,
    moles,
    '19) ¿Cuántos átomos de oxígeno contienen 4,9 g de ácido sulfúrico (H₂SO₄)? (H = 1; S = 32; O = 16; NA = 6,02 · 10²³)',
    ['3,01 · 10²²', '1,204 · 10²³', '4,816 · 10²³', '1,204 · 10²²'],
    1,
    () => [(4.9 / mm('H2SO4')) * 4 * AVOGADRO],
    'n = 4,9/98 = 0,05 mol de H₂SO₄; cada molécula tiene 4 O: 0,2 mol de O · 6,02 · 10²³ = 1,204 · 10²³ átomos.',
  ),
  options(
    24319,
    moles,
    '20) El porcentaje en masa de nitrógeno en el nitrato de amonio (NH4NO3) es (N = 14; H = 1; O = 16):',
    ['17,5 %', '28 %', '46,7 %', '35 %'],
    3,
    () => [((2 * 14) / mm('NH4NO3')) * 100],
    'M = 14 + 4 + 14 + 48 = 80 g/mol; hay 2 N = 28 g: 28/80 · 100 = 35 %.',
  ),
  options(
    24320,
    moles,
    '21) Un hidrocarburo contiene 85,7 % de carbono en masa y su masa molar es 56 g/mol. Su fórmula molecular es (C = 12; H = 1):',
    ['C₄H₈', 'C₃H₆', 'C₄H₁₀', 'C₂H₄'],
    0,
    byText,
    'C: 85,7/12 = 7,14 mol; H: 14,3/1 = 14,3 mol; relación 1 : 2 ⇒ fórmula empírica CH₂ (14 g/mol); 56/14 = 4 ⇒ C₄H₈.',
  ),
  options(
    24321,
    limiting,
    '22) La hematita es un mineral con 80 % de Fe₂O₃. En el alto horno ocurre Fe2O3 + 3 CO → 2 Fe + 3 CO2. ¿Qué masa de hierro puede obtenerse, como máximo, a partir de 2 t de mineral? (Fe = 56; O = 16)',
    ['1400 kg', '896 kg', '560 kg', '2240 kg'],
    4,
    () => [((2000 * 0.8) / mm('Fe2O3')) * 2 * mm('Fe')],
    'Fe₂O₃ puro: 2000 kg · 0,8 = 1600 kg = 10 kmol (M = 160); dan 20 kmol de Fe = 20 · 56 = 1120 kg, que no figura entre A y D: la respuesta es E. (1400 kg sale de olvidar la pureza.)',
  ),
  options(
    24322,
    redox,
    '23) Los números de oxidación del cromo en el K2Cr2O7 y del manganeso en el KMnO4 son, respectivamente:',
    ['+6 y +7', '+12 y +7', '+3 y +7', '+6 y +2'],
    0,
    () => [6, 7],
    'K₂Cr₂O₇: 2(+1) + 2x + 7(−2) = 0 ⇒ x = +6. KMnO₄: +1 + y + 4(−2) = 0 ⇒ y = +7.',
  ),
  options(
    24323,
    ph,
    '24) Se disuelven 0,56 g de KOH en agua y se completa a 500 cm³. El pH de la solución es (K = 39; O = 16; H = 1):',
    ['1,70', '12,30', '12,00', '13,30'],
    1,
    () => [14 + Math.log10(0.56 / mm('KOH') / 0.5)],
    'n = 0,56/56 = 0,01 mol en 0,5 L: [OH⁻] = 0,02 M (base fuerte); pOH = −log 0,02 = 1,70; pH = 14 − 1,70 = 12,30.',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    24324,
    particles,
    '25) El magnesio natural está formado por ²⁴Mg (78,99 %), ²⁵Mg (10,00 %) y ²⁶Mg (11,01 %). Calcule su masa atómica promedio, tomando la masa de cada isótopo igual a su número másico.',
    key(24.3202, '', 'Ā ≈ 24,32'),
    () => 24 * 0.7899 + 25 * 0.1 + 26 * 0.1101,
    'Ā = 24 · 0,7899 + 25 · 0,1000 + 26 · 0,1101 = 18,958 + 2,500 + 2,863 = 24,32.',
  ),
  numeric(
    24325,
    moles,
    '26) ¿Cuántos átomos en total (de carbono y de oxígeno) hay en 5,6 dm³ de dióxido de carbono medidos en CNPT? (NA = 6,02 · 10²³)',
    key(4.515e23, 'átomos', '4,515 · 10²³ átomos'),
    () => (5.6 / MOLAR_VOLUME) * 3 * AVOGADRO,
    'n = 5,6/22,4 = 0,25 mol de CO₂ = 0,25 · 6,02 · 10²³ = 1,505 · 10²³ moléculas; 3 átomos por molécula: 4,515 · 10²³ átomos.',
  ),
  numeric(
    24326,
    gases,
    '27) Un gas desconocido tiene una densidad de 1,5 g/L a 27 °C y 700 mmHg. Determine su masa molar. (R = 0,082 atm·L/mol·K)',
    key(40.063, 'g/mol', 'M ≈ 40,1 g/mol'),
    () => (1.5 * GAS_CONSTANT * kelvin(27)) / (700 / MMHG),
    'M = dRT/P; P = 700/760 = 0,9211 atm; M = 1,5 · 0,082 · 300/0,9211 = 36,9/0,9211 = 40,06 g/mol.',
  ),
  numeric(
    24327,
    gases,
    '28) Un recipiente contiene 8 g de metano (CH4) y 42 g de nitrógeno (N2); la presión total es de 1200 hPa. Hallar la presión parcial del N2 expresada en mmHg. (C = 12; H = 1; N = 14)',
    key(675.06, 'mmHg', 'p(N₂) ≈ 675 mmHg'),
    () => {
      const methane = 8 / mm('CH4');
      const nitrogen = 42 / mm('N2');
      return ((nitrogen / (methane + nitrogen)) * 1200 * MMHG) / HPA;
    },
    'CH₄: 8/16 = 0,5 mol; N₂: 42/28 = 1,5 mol; X(N₂) = 1,5/2 = 0,75; p = 0,75 · 1200 = 900 hPa = 900 · 760/1013,25 = 675,1 mmHg.',
  ),
  numeric(
    24328,
    gases,
    '29) ¿Qué volumen, en m³, ocupan 1,1 kg de dióxido de carbono a 127 °C y 202,65 kPa? Datos: C = 12; O = 16; R = 0,082 atm·L/(mol·K).',
    key(0.41, 'm³', 'V = 0,41 m³'),
    () => ((1100 / mm('CO2')) * GAS_CONSTANT * kelvin(127)) / (202.65 / KPA) / 1000,
    'n = 1100/44 = 25 mol; P = 202,65/101,325 = 2 atm; V = 25 · 0,082 · 400/2 = 410 L = 0,41 m³.',
  ),
  numeric(
    24329,
    molarity,
    '30) El ácido nítrico concentrado comercial tiene 63 % m/m y densidad 1,4 g/cm³. ¿Cuál es su molaridad? (H = 1; N = 14; O = 16)',
    key(14, 'M', '14 M'),
    () => (1000 * 1.4 * 0.63) / mm('HNO3'),
    '1 L de solución pesa 1400 g, de los que 0,63 · 1400 = 882 g son HNO₃: 882/63 = 14 mol en 1 L: 14 M.',
  ),
  numeric(
    24330,
    molarity,
    '31) Se disuelven 18 g de glucosa (C₆H₁₂O₆) en 250 g de agua. ¿Cuál es la molalidad de la solución? (C = 12; H = 1; O = 16)',
    key(0.4, 'mol/kg', '0,4 m'),
    () => 18 / mm('C6H12O6') / 0.25,
    'M = 72 + 12 + 96 = 180 g/mol; n = 18/180 = 0,1 mol; m = 0,1 mol/0,250 kg = 0,4 m.',
  ),
  numeric(
    24331,
    molarity,
    '32) En una muestra de 450 cm³ de agua de pozo se determinaron 3,6 mg de ion nitrato. Exprese la concentración en ppm.',
    key(8, 'ppm', '8 ppm'),
    () => 3.6 / 0.45,
    'En soluciones acuosas diluidas 1 ppm = 1 mg/L: 3,6 mg/0,45 L = 8 mg/L = 8 ppm.',
  ),
  numeric(
    24332,
    dilution,
    '33) ¿Qué volumen de agua, en mL, debe agregarse a 150 mL de HCl 2 M para obtener una solución 0,5 M? (Suponga volúmenes aditivos.)',
    key(450, 'mL', '450 mL'),
    () => (150 * 2) / 0.5 - 150,
    'V₁C₁ = V₂C₂: V₂ = 150 · 2/0,5 = 600 mL; agua agregada: 600 − 150 = 450 mL.',
  ),
  numeric(
    24333,
    dilution,
    '34) Se mezclan 200 mL de NaOH 0,3 M con 300 mL de NaOH 0,8 M. Determine la molaridad de la solución resultante (volúmenes aditivos).',
    key(0.6, 'M', '0,6 M'),
    () => (0.2 * 0.3 + 0.3 * 0.8) / 0.5,
    'n = 0,2 · 0,3 + 0,3 · 0,8 = 0,06 + 0,24 = 0,30 mol en 0,5 L: 0,6 M.',
  ),
  numeric(
    24334,
    ph,
    '35) Calcular el pOH de una solución de ácido clorhídrico 2,5 · 10⁻³ M.',
    key(11.398, '', 'pOH ≈ 11,40'),
    () => 14 + Math.log10(2.5e-3),
    'Ácido fuerte: [H⁺] = 2,5 · 10⁻³ M; pH = −log 2,5 · 10⁻³ = 2,60; pOH = 14 − 2,60 = 11,40.',
  ),
  numeric(
    24335,
    limiting,
    '36) Se hacen reaccionar 10 g de H₂ con 64 g de O₂ para formar agua. Si el rendimiento de la reacción es del 90 %, ¿cuántos gramos de agua se obtienen? (H = 1; O = 16)',
    key(64.8, 'g', '64,8 g'),
    () => Math.min(10 / mm('H2'), (64 / mm('O2')) * 2) * mm('H2O') * 0.9,
    '2 H₂ + O₂ → 2 H₂O. H₂: 10/2 = 5 mol (pediría 2,5 mol de O₂); O₂: 64/32 = 2 mol ⇒ limita el O₂: 4 mol de H₂O = 72 g teóricos; al 90 %: 64,8 g.',
  ),
];

/** Problems in parts: the later parts use the earlier results. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    24336,
    limiting,
    '37) Se colocan 5,4 g de aluminio en un recipiente con 0,4 mol de HCl: 2 Al + 6 HCl → 2 AlCl3 + 3 H2. Datos: Al = 27; Cl = 35,5; R = 0,082 atm·L/(mol·K).',
    [
      textPart('a', '¿Cuál es el reactivo limitante?', 'HCl'),
      part(
        'b',
        '¿Cuántos moles del reactivo en exceso quedan sin reaccionar?',
        0.06667,
        'mol',
        '≈ 0,067 mol de Al',
      ),
      part('c', 'Calcule la masa de AlCl₃ que se forma.', 17.8, 'g', '17,8 g'),
      part('d', 'Calcule el volumen de H₂ obtenido a 25 °C y 1 atm.', 4.8872, 'L', '≈ 4,89 L'),
    ],
    () => {
      const aluminium = 5.4 / mm('Al');
      const acid = 0.4;
      return [
        [],
        [aluminium - acid / 3],
        [(acid / 3) * mm('AlCl3')],
        [((acid / 2) * GAS_CONSTANT * kelvin(25)) / 1],
      ];
    },
    'Al: 5,4/27 = 0,2 mol, pediría 0,6 mol de HCl y solo hay 0,4: limita el HCl. Al consumido 0,4/3 = 0,1333 mol; sobran 0,2 − 0,1333 = 0,0667 mol de Al. AlCl₃: 0,1333 mol · 133,5 = 17,8 g. H₂: 0,4/2 = 0,2 mol; V = 0,2 · 0,082 · 298/1 = 4,89 L.',
  ),
  parts(
    24337,
    limiting,
    '38) Se tratan 250 g de una caliza que contiene 80 % de CaCO₃ con exceso de ácido clorhídrico: CaCO3 + 2 HCl → CaCl2 + CO2 + H2O. (Ca = 40; C = 12; O = 16) Calcular:',
    [
      part('a', 'la masa de CaCO₃ puro que reacciona;', 200, 'g', '200 g'),
      part('b', 'los moles de CO₂ que se desprenden;', 2, 'mol', '2 mol'),
      part('c', 'el volumen de CO₂ en CNPT;', 44.8, 'L', '44,8 L'),
      part('d', 'el volumen que ocupa ese CO₂ a 20 °C y 740 mmHg.', 49.351, 'L', '≈ 49,35 L'),
    ],
    () => {
      const pure = 250 * 0.8;
      const n = pure / mm('CaCO3');
      return [[pure], [n], [n * MOLAR_VOLUME], [(n * GAS_CONSTANT * kelvin(20)) / (740 / MMHG)]];
    },
    'CaCO₃ puro: 250 · 0,8 = 200 g = 200/100 = 2 mol ⇒ 2 mol de CO₂ = 2 · 22,4 = 44,8 L en CNPT. A 293 K y 740/760 = 0,9737 atm: V = 2 · 0,082 · 293/0,9737 = 49,35 L.',
  ),
  parts(
    24338,
    moles,
    '39) Un compuesto orgánico tiene la siguiente composición centesimal: C 40,00 %; H 6,67 %; O 53,33 %. Una muestra de 0,45 g del compuesto en estado gaseoso ocupa 112 cm³ en CNPT. (C = 12; H = 1; O = 16)',
    [
      textPart('a', 'Determine la fórmula empírica.', 'CH₂O'),
      part('b', 'Calcule la masa molar del compuesto.', 90, 'g/mol', '90 g/mol'),
      textPart('c', 'Indique la fórmula molecular.', 'C₃H₆O₃'),
    ],
    () => [[], [0.45 / (0.112 / MOLAR_VOLUME)], []],
    'C: 40/12 = 3,33; H: 6,67/1 = 6,67; O: 53,33/16 = 3,33; dividiendo por 3,33: 1 : 2 : 1 ⇒ CH₂O (30 g/mol). n = 0,112/22,4 = 0,005 mol ⇒ M = 0,45/0,005 = 90 g/mol; 90/30 = 3 ⇒ C₃H₆O₃.',
  ),
  parts(
    24339,
    percent,
    '40) Se disuelven 20 g de NaOH en agua hasta obtener 500 mL de solución, cuya densidad es 1,04 g/mL. Datos: Na = 23; O = 16; H = 1. Determine:',
    [
      part('a', 'la molaridad;', 1, 'M', '1 M'),
      part('b', 'la concentración en % m/v;', 4, '% m/v', '4 % m/v'),
      part('c', 'la concentración en % m/m;', 3.8462, '% m/m', '≈ 3,85 % m/m'),
      part('d', 'la molalidad.', 1, 'mol/kg', '1 m'),
    ],
    () => {
      const n = 20 / mm('NaOH');
      const solution = 500 * 1.04;
      return [[n / 0.5], [(20 / 500) * 100], [(20 / solution) * 100], [n / ((solution - 20) / 1000)]];
    },
    'n = 20/40 = 0,5 mol en 0,5 L: 1 M. % m/v = 20 g/500 mL · 100 = 4 %. Masa de solución = 500 · 1,04 = 520 g: 20/520 · 100 = 3,85 % m/m. Solvente: 520 − 20 = 500 g: 0,5/0,5 = 1 m.',
  ),
  parts(
    24340,
    gases,
    '41) En un recipiente rígido de 10 L a 27 °C se introducen 4 g de He, 16 g de O₂ y 14 g de N₂. (He = 4; O = 16; N = 14) Calcule:',
    [
      part('a', 'el número total de moles gaseosos;', 2, 'mol', '2 mol'),
      part('b', 'la presión total, en atm;', 4.92, 'atm', '4,92 atm'),
      part('c', 'la fracción molar del oxígeno;', 0.25, '', '0,25'),
      part('d', 'la presión parcial del helio, en kPa.', 249.26, 'kPa', '≈ 249,3 kPa'),
    ],
    () => {
      const helium = 4 / mm('He');
      const oxygen = 16 / mm('O2');
      const total = helium + oxygen + 14 / mm('N2');
      const pressure = (total * GAS_CONSTANT * kelvin(27)) / 10;
      return [[total], [pressure], [oxygen / total], [(pressure * helium * KPA) / total]];
    },
    'He: 4/4 = 1 mol; O₂: 16/32 = 0,5 mol; N₂: 14/28 = 0,5 mol; total 2 mol. P = 2 · 0,082 · 300/10 = 4,92 atm. X(O₂) = 0,5/2 = 0,25. p(He) = 0,5 · 4,92 = 2,46 atm · 101,325 = 249,3 kPa.',
  ),
  parts(
    24341,
    neutralization,
    '42) Para titular 25 mL de una solución de ácido sulfúrico se gastan 40 mL de NaOH 0,25 M. (Na = 23; S = 32; O = 16)',
    [
      part('a', '¿Cuántos moles de NaOH se consumieron?', 0.01, 'mol', '0,01 mol'),
      part('b', '¿Cuál es la molaridad del H₂SO₄?', 0.2, 'M', '0,2 M'),
      part('c', '¿Qué masa de sulfato de sodio se forma?', 0.71, 'g', '0,71 g'),
      part(
        'd',
        '¿Cuál era el pH de la solución ácida original (ácido totalmente disociado)?',
        0.39794,
        '',
        'pH ≈ 0,40',
      ),
    ],
    () => {
      const base = 0.04 * 0.25;
      const acid = base / 2;
      const molar = acid / 0.025;
      return [[base], [molar], [acid * mm('Na2SO4')], [-Math.log10(2 * molar)]];
    },
    'H₂SO₄ + 2 NaOH → Na₂SO₄ + 2 H₂O. NaOH: 0,04 · 0,25 = 0,01 mol ⇒ H₂SO₄ 0,005 mol en 0,025 L: 0,2 M. Na₂SO₄: 0,005 mol · 142 = 0,71 g. [H⁺] = 2 · 0,2 = 0,4 M ⇒ pH = −log 0,4 = 0,40.',
  ),
  parts(
    24342,
    redox,
    '43) Dada la reacción KMnO4 + FeSO4 + H2SO4 → MnSO4 + Fe2(SO4)3 + K2SO4 + H2O (K = 39; Mn = 55; Fe = 56; S = 32; O = 16):',
    [
      textPart(
        'a',
        'Indique los números de oxidación de los elementos que cambian.',
        'Mn: +7 → +2; Fe: +2 → +3',
      ),
      textPart('b', 'Indique el agente oxidante y el agente reductor.', 'oxidante KMnO₄, reductor FeSO₄'),
      textPart(
        'c',
        'Balancee la ecuación.',
        '2 KMnO₄ + 10 FeSO₄ + 8 H₂SO₄ → 2 MnSO₄ + 5 Fe₂(SO₄)₃ + K₂SO₄ + 8 H₂O',
      ),
      part('d', '¿Qué masa de KMnO₄ se necesita para oxidar 15,2 g de FeSO₄?', 3.16, 'g', '3,16 g'),
    ],
    () => [[7, 2, 2, 3], [], [2, 10, 8, 2, 5, 1, 8], [(15.2 / mm('FeSO4') / 5) * mm('KMnO4')]],
    'Mn: +1 + x − 8 = 0 ⇒ +7, pasa a +2 en MnSO₄ (gana 5 e⁻, se reduce: KMnO₄ oxidante); Fe: +2 en FeSO₄ pasa a +3 (pierde 1 e⁻, se oxida: FeSO₄ reductor). MnO₄⁻ + 8 H⁺ + 5 e⁻ → Mn²⁺ + 4 H₂O; 5 Fe²⁺ → 5 Fe³⁺ + 5 e⁻: 2 KMnO₄ + 10 FeSO₄ + 8 H₂SO₄ → 2 MnSO₄ + 5 Fe₂(SO₄)₃ + K₂SO₄ + 8 H₂O. FeSO₄: 15,2/152 = 0,1 mol ⇒ KMnO₄ 0,1/5 = 0,02 mol · 158 = 3,16 g.',
  ),
];

/** Pages: the parts written inside the statement, keyed by a text that states every part. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'quimica',
    24343,
    configuration,
    '44) El catión X²⁺ tiene 18 electrones y el número másico del átomo X es 40.\na) Indique el número atómico y el número de neutrones de X.\nb) Escriba la configuración electrónica del átomo neutro.\nc) ¿En qué período y grupo se ubica? ¿Es metal o no metal?\nd) Escriba la fórmula y el nombre del compuesto que forma con el oxígeno e indique el tipo de enlace.',
    'a) Z = 20; 20 neutrones; b) 1s² 2s² 2p⁶ 3s² 3p⁶ 4s²; c) período 4, grupo 2, metal (alcalinotérreo); d) CaO, óxido de calcio, enlace iónico',
    () => [18 + 2, 40 - 20, 4, 2],
    'El catión perdió 2 electrones: el átomo neutro tiene 20 ⇒ Z = 20; n = 40 − 20 = 20. 1s² 2s² 2p⁶ 3s² 3p⁶ 4s²: n = 4 ⇒ período 4; 2 electrones de valencia en s ⇒ grupo 2, metal alcalinotérreo (calcio). Ca²⁺ y O²⁻: CaO, óxido de calcio, iónico.',
  ),
  page(
    'quimica',
    24344,
    oxides,
    '45) Nomenclatura. Responda:\na) ¿Cuál es el nombre del Fe2O3 en nomenclatura tradicional y según Stock?\nb) Escriba la fórmula del hidróxido de cobre (II).\nc) Nombre el H2CO3 e indique el número de oxidación del carbono.\nd) Escriba la fórmula del nitrato de calcio.',
    'a) óxido férrico, óxido de hierro (III); b) Cu(OH)₂; c) ácido carbónico, C +4; d) Ca(NO₃)₂',
    () => [3, 2, 4, 2],
    'a) Fe con +3 (2 Fe = +6, 3 O = −6), su mayor valencia: óxido férrico, óxido de hierro (III) (trióxido de dihierro). b) Cu²⁺ y dos OH⁻: Cu(OH)₂. c) 2 + x − 6 = 0 ⇒ C +4: ácido carbónico. d) Ca²⁺ y dos NO₃⁻: Ca(NO₃)₂.',
  ),
  page(
    'quimica',
    24345,
    limiting,
    '46) En la síntesis del amoníaco, N2 + 3 H2 → 2 NH3, se alimentan 1,4 t de N₂ y 0,36 t de H₂. (N = 14; H = 1)\na) ¿Cuál es el reactivo limitante y qué masa, en kg, sobra del otro?\nb) ¿Qué masa teórica de NH₃ se forma, en kg?\nc) Si el rendimiento es del 75 %, ¿qué masa de NH₃ se obtiene realmente?\nd) ¿Qué volumen ocupa esa masa real de amoníaco en CNPT, expresado en m³?',
    'a) limita el N₂; sobran 60 kg de H₂; b) 1700 kg; c) 1275 kg; d) 1680 m³',
    () => {
      const nitrogen = 1400 / mm('N2');
      const hydrogen = 360 / mm('H2');
      const theoretical = 2 * nitrogen * mm('NH3');
      const real = theoretical * 0.75;
      return [(hydrogen - 3 * nitrogen) * mm('H2'), theoretical, real, (real / mm('NH3')) * MOLAR_VOLUME];
    },
    'N₂: 1400 kg/28 = 50 kmol (pide 150 kmol de H₂); H₂: 360/2 = 180 kmol ⇒ limita el N₂; sobran 30 kmol de H₂ = 60 kg. NH₃: 100 kmol · 17 = 1700 kg teóricos; al 75 %: 1275 kg = 75 kmol; V = 75 kmol · 22,4 m³/kmol = 1680 m³.',
  ),
  page(
    'quimica',
    24346,
    percent,
    '47) Se mezclan 46 g de etanol (C₂H₅OH, densidad 0,8 g/mL) con 144 g de agua; el volumen de la solución obtenida es de 195 mL. Datos: C = 12; H = 1; O = 16.\na) Exprese la concentración de etanol en % v/v.\nb) Calcule la fracción molar del etanol.\nc) Exprese la concentración en % m/m.\nd) Calcule la molalidad de la solución.',
    'a) ≈ 29,5 % v/v; b) X ≈ 0,111; c) ≈ 24,2 % m/m; d) ≈ 6,94 m',
    () => {
      const ethanol = 46 / mm('C2H5OH');
      const water = 144 / mm('H2O');
      return [(46 / 0.8 / 195) * 100, ethanol / (ethanol + water), (46 / 190) * 100, ethanol / 0.144];
    },
    'V(etanol) = 46/0,8 = 57,5 mL; 57,5/195 · 100 = 29,5 % v/v. n(etanol) = 46/46 = 1 mol; n(agua) = 144/18 = 8 mol; X = 1/9 = 0,111. Masa de solución 190 g: 46/190 · 100 = 24,2 % m/m. m = 1 mol/0,144 kg = 6,94 m.',
  ),
  page(
    'quimica',
    24347,
    redox,
    '48) El cinc reacciona con ácido nítrico muy diluido según Zn + HNO3 → Zn(NO3)2 + NH4NO3 + H2O. (Zn = 65,4; N = 14; H = 1; O = 16)\na) Indique los números de oxidación de los elementos que cambian.\nb) ¿Cuál es el agente oxidante y cuál el reductor?\nc) Balancee la ecuación por el método del ion-electrón.\nd) ¿Qué masa de cinc se necesita para formar 4 g de nitrato de amonio?',
    'a) Zn: 0 → +2; N: +5 → −3; b) oxidante HNO₃, reductor Zn; c) 4 Zn + 10 HNO₃ → 4 Zn(NO₃)₂ + NH₄NO₃ + 3 H₂O; d) 13,08 g',
    () => [0, 2, 5, -3, 4, 10, 4, 1, 3, (4 / mm('NH4NO3')) * 4 * mm('Zn')],
    'Zn: 0 → +2 (pierde 2 e⁻, se oxida: reductor). N: +5 en HNO₃ → −3 en NH₄⁺ (gana 8 e⁻, se reduce: HNO₃ oxidante). NO₃⁻ + 10 H⁺ + 8 e⁻ → NH₄⁺ + 3 H₂O; Zn → Zn²⁺ + 2 e⁻ (×4): 4 Zn + 10 HNO₃ → 4 Zn(NO₃)₂ + NH₄NO₃ + 3 H₂O. NH₄NO₃: 4/80 = 0,05 mol ⇒ Zn 0,2 mol · 65,4 = 13,08 g.',
  ),
];

export const chemistryBlind28Problems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
