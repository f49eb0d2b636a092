/**
 * A blind written chemistry set (#32, wave 29): forty-five problems of the UTN entrance programme of
 * Química, written the way the regional faculties print their Seminario exams, without opening any
 * solver, the offline engine or any tutor reply, in our own words. Twenty five-option items (A–D plus
 * «Ninguna respuesta anterior es correcta» as E, the right one in 25205, 25212 and 25217), thirteen short
 * numeric answers and twelve pages with parts a), b), c) (d)) where a later part uses an earlier result
 * (three of them, 25237, 25238 and 25242, with the parts written inside the statement, as a page prints
 * them). Numbered as printed («7)»), data in a «Datos:» line or in parentheses, the atomic masses given
 * in the statement as exams give them (H = 1, C = 12, N = 14, O = 16, Na = 23, Al = 27, S = 32,
 * Cl = 35,5, Ca = 40, Fe = 56, Zn = 65, Ba = 137), decimal comma, mixed units (g, cm³, mL, L; °C; atm
 * and mmHg), usted and voseo. The whole programme: material systems (phases and components) and
 * separation methods, atomic structure (ions, isotopes and average atomic mass), electron configuration,
 * unpaired electrons and quantum numbers, periodic position and atomic radius, bonding (Lewis pairs,
 * polarity of a molecule), nomenclature both ways (traditional, IUPAC by atomicity, Stock), mole and
 * Avogadro, percent composition, empirical and molecular formulas, gases (ideal gas law, CNPT, molar
 * mass of a gas, partial pressures), solutions (% m/m, % m/v, % v/v, molarity, molality, dilution,
 * mixing), stoichiometry (limiting reagent, yield, purity), pH of strong acids and bases and a partial
 * neutralization, redox (oxidation numbers, agents, ion-electron balancing).
 * Every key was worked by hand (in its solution) and is recomputed by `check` or `verify` from the
 * statement's data, with the masses above and R = 0,082 atm·L/(mol·K), 22,4 L/mol in CNPT,
 * NA = 6,02 · 10²³ and 1 atm = 760 mmHg; no science module of the tutor is used.
 *
 * Kinds, wording and difficulty modelled on the programmes in functions/content/exam-style/sources.ts
 * (frtdf-quimica-general-2021, frba-quimica-programa) and on public material read 2026-12-02 (facts only,
 * nothing copied):
 * - UTN FRTDF, Seminario de Ingreso 2026 (Río Grande y Ushuaia; the seminar every aspirant takes):
 *   https://www.cronicasfueguinas.com/2026/02/la-utn-fueguina-inicio-el-ingreso-2026.html, read 2026-12-02;
 * - UTN FRP (Paraná), seminario universitario de ingreso worked from cuadernillos of exercises, with
 *   tutors and a campus: https://www.unoentrerios.com.ar/utn-parana-arranca-el-seminario-ingresantes-2021-n2604847.html,
 *   read 2026-12-02;
 * - UTN FRSFco (San Francisco), seminario intensivo common to all its careers, Ingeniería Química among
 *   them: https://el-periodico.com.ar/local/mas-de-200-jovenes-comenzaron-el-seminario-intensivo-en-utn---no-claudiquen-ante-el-primer-traspie---les-dijo-el-decano_a63d8508ee6dae6aa57e9f8b9,
 *   read 2026-12-02;
 * - a university-entrance practice guide on atomic structure, configuration and quantum numbers (kinds:
 *   the particles of an ion from Z and A, which set of quantum numbers is allowed, isotopes):
 *   https://pt.scribd.com/document/367639671/Guia-Teorico-practica-de-Configelect, read 2026-12-02;
 * - a collection of past partial exams with four-option items and final problems without options (kinds:
 *   a statement followed by options, a problem answered by a number):
 *   https://ru.scribd.com/document/403218580/208-Examenes-anteriores-pdf, read 2026-12-02;
 * - a pre-engineering chemistry test (kinds: purity of a metal from the hydrogen it releases, a percent
 *   in one formula used in another): https://es.scribd.com/document/446251731/PSA-QMC-PREU, read 2026-12-02.
 * The search found little UTN entrance chemistry material beyond these; no statement is copied.
 *
 * First measure, before any fix, at HEAD 83c31bca (written without looking at the solvers or the engine's
 * replies, 2026-12-02): 27/45 right, 28 answered sure, 2 sure and wrong (25233 and 25239, keys re-derived
 * by hand and right; left to the lead). The shared checkout then also held other helpers' uncommitted
 * edits to offline/part-chains.ts, offline/reading.ts and solvers (acid-ph, electrostatics,
 * empirical-formula, formula-facts).
 */

import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { atomicMasses } from '../../../science/atomic-masses.ts';
import { AVOGADRO, GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
import { onThePage, type Part, writtenSet } from './builders.ts';

/** Half a percent of the key, never under a hundredth. */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });

const pick = <K extends string>(table: Readonly<Record<string, number>>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, table[key] ?? Number.NaN])) as Record<K, number>;

/**
 * The atomic masses the statements give, as the exams round them: the science kernel's, except zinc, which
 * these statements give as 65 (the kernel keeps 65,4).
 */
const MASS = {
  ...pick(atomicMasses, ['H', 'C', 'N', 'O', 'Na', 'Al', 'S', 'Cl', 'Ca', 'Fe', 'Ba'] as const),
  Zn: 65,
} as const;
type Element = keyof typeof MASS;

/** The molar mass of a formula given as its atoms and their counts. */
const mm = (atoms: Partial<Record<Element, number>>) =>
  Object.entries(atoms).reduce((sum, [element, count]) => sum + MASS[element as Element] * (count ?? 0), 0);

const R = GAS_CONSTANT;
const NA = AVOGADRO;
const MMHG = 760;
const kelvin = (celsius: number) => celsius + 273;
const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;

const SOURCES = ['frtdf-quimica-general-2021', 'frba-quimica-programa'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'quimica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: near,
});

const page = onThePage({ quimica: SOURCES, fisica: [], matematicas: [] });

/** A part answered by a formula, a name or a sentence. */
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

/** Whether (n, l, ml, ms) is an allowed set of quantum numbers. */
const allowed = (n: number, l: number, ml: number, ms: number) =>
  Number.isInteger(n) && n >= 1 && l >= 0 && l < n && Math.abs(ml) <= l && Math.abs(ms) === 0.5;

/** The ground-state configuration (Madelung order) of a neutral atom: subshells and their electrons. */
function configurationOf(z: number): [n: number, l: number, electrons: number][] {
  const order: [number, number][] = [];
  for (let sum = 1; sum <= 8; sum++) for (let n = 1; n <= sum; n++) if (sum - n < n) order.push([n, sum - n]);
  const result: [number, number, number][] = [];
  let left = z;
  for (const [n, l] of order) {
    if (left <= 0) break;
    const electrons = Math.min(left, 2 * (2 * l + 1));
    result.push([n, l, electrons]);
    left -= electrons;
  }
  return result;
}

/** Unpaired electrons of a neutral atom by Hund's rule (no exceptions such as Cr or Cu asked). */
const unpaired = (z: number) =>
  configurationOf(z).reduce((sum, [, l, e]) => {
    const orbitals = 2 * l + 1;
    return sum + (e <= orbitals ? e : 2 * orbitals - e);
  }, 0);

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    25200,
    matter,
    '1) Un frasco cerrado contiene agua líquida con sal de mesa disuelta (sin sal sin disolver), una capa de aceite, tres cubitos de hielo y limaduras de hierro depositadas en el fondo. Sin tener en cuenta la fase gaseosa ni el recipiente, el sistema tiene:',
    [
      '3 fases y 4 componentes',
      '4 fases y 4 componentes',
      '6 fases y 4 componentes',
      '4 fases y 5 componentes',
    ],
    1,
    () => [4, 4],
    'Fases: la solución de sal en agua, el aceite, el hielo (los tres cubitos son una sola fase) y el hierro: 4 fases. Componentes: agua (líquida y sólida es la misma sustancia), sal, aceite y hierro: 4 componentes.',
  ),
  options(
    25201,
    matter,
    '2) Se tiene una mezcla de arena, sal fina y limaduras de hierro. ¿Cuál es la secuencia de métodos adecuada para obtener los tres componentes por separado?',
    [
      'Imantación, disolución en agua, filtración y evaporación del filtrado',
      'Tamización, decantación y destilación simple',
      'Disolución en agua, imantación y sublimación',
      'Filtración, destilación fraccionada e imantación',
    ],
    0,
    () => [],
    'Con un imán se retira el hierro; el resto se agita con agua, que disuelve la sal; se filtra (la arena queda en el papel) y se evapora el filtrado para recuperar la sal. Ni la sal ni la arena subliman, y una mezcla de sólidos no se destila.',
  ),
  options(
    25202,
    particles,
    '3) Para el catión Fe³⁺ de número másico 56 (Z = 26), indique el número de protones, neutrones y electrones:',
    [
      '26 protones, 30 neutrones y 29 electrones',
      '26 protones, 30 neutrones y 23 electrones',
      '23 protones, 33 neutrones y 26 electrones',
      '26 protones, 56 neutrones y 23 electrones',
    ],
    1,
    () => {
      const z = 26;
      const a = 56;
      return [z, a - z, z - 3];
    },
    'Protones = Z = 26; neutrones = A − Z = 56 − 26 = 30; el catión +3 perdió 3 electrones: 26 − 3 = 23 electrones.',
  ),
  options(
    25203,
    particles,
    '4) El boro natural es una mezcla de dos isótopos, uno de masa 10,01 u y otro de 11,01 u. Si la masa atómica promedio del boro es 10,81 u, el porcentaje (abundancia) del isótopo más liviano es:',
    ['80 %', '19 %', '20 %', '81 %'],
    2,
    () => {
      const x = (11.01 - 10.81) / (11.01 - 10.01);
      return same(x * 10.01 + (1 - x) * 11.01, 10.81) ? [Math.round(x * 1000) / 10] : [];
    },
    'Con x la fracción del isótopo de 10,01 u: 10,01x + 11,01(1 − x) = 10,81 ⇒ 11,01 − x = 10,81 ⇒ x = 0,20, es decir 20 % (y 80 % del isótopo de 11,01 u).',
  ),
  options(
    25204,
    periodic,
    '¿En qué período y grupo de la tabla periódica se ubica el elemento cuyo átomo neutro tiene 35 electrones?',
    ['Período 5, grupo 15', 'Período 4, grupo 7', 'Período 3, grupo 17', 'Período 4, grupo 17'],
    3,
    () => {
      const shells = configurationOf(35);
      const period = Math.max(...shells.map(([n]) => n));
      const outer = shells.filter(([n]) => n === period).reduce((sum, [, , e]) => sum + e, 0);
      return [period, outer + 10];
    },
    'Configuración: 1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d¹⁰ 4p⁵. El mayor nivel es n = 4 (período 4) y tiene 2 + 5 = 7 electrones externos en s y p: grupo 17 (VIIA, halógenos). Es el bromo.',
  ),
  {
    ...options(
      25205,
      configuration,
      '6) Indique cuál de los siguientes conjuntos de números cuánticos (n; l; mₗ; mₛ) es posible para un electrón en un átomo:',
      ['(2; 2; 0; +1/2)', '(3; 1; −2; −1/2)', '(1; 0; 1; +1/2)', '(2; 1; 0; 0)'],
      4,
      () => [],
      'l va de 0 a n − 1, mₗ de −l a +l y mₛ vale +1/2 o −1/2. (2; 2; …) tiene l = n; (3; 1; −2; …) tiene |mₗ| > l; (1; 0; 1; …) tiene mₗ ≠ 0 con l = 0; (2; 1; 0; 0) tiene mₛ = 0. Ninguno es posible: E.',
    ),
    verify: () =>
      [
        [2, 2, 0, 0.5],
        [3, 1, -2, -0.5],
        [1, 0, 1, 0.5],
        [2, 1, 0, 0],
      ].every(([n = 0, l = 0, ml = 0, ms = 0]) => !allowed(n, l, ml, ms)) && allowed(2, 1, 0, -0.5),
  },
  options(
    25206,
    periodic,
    '7) Ordene los elementos Na, Mg, K y Cl según su radio atómico creciente. (Z: Na = 11; Mg = 12; Cl = 17; K = 19)',
    ['Cl < Mg < Na < K', 'K < Na < Mg < Cl', 'Mg < Cl < Na < K', 'Cl < Na < Mg < K'],
    0,
    () => [],
    'Na, Mg y Cl están en el período 3: el radio disminuye hacia la derecha (más carga nuclear en el mismo nivel), así Cl < Mg < Na. El K está en el período 4, debajo del Na, con un nivel más: es el mayor. Cl < Mg < Na < K.',
  ),
  options(
    25207,
    redox,
    '8) En la reacción Zn(s) + CuSO₄(aq) → ZnSO₄(aq) + Cu(s), señale la afirmación correcta:',
    [
      'El cinc se reduce y actúa como agente oxidante',
      'El ion cobre(II) gana dos electrones y actúa como agente oxidante',
      'El azufre cambia su número de oxidación de +6 a +4',
      'El cinc pasa de número de oxidación +2 a 0',
    ],
    1,
    () => [],
    'Zn: 0 → +2 (se oxida, pierde 2 e⁻, es el reductor). Cu: +2 → 0 (el Cu²⁺ gana 2 e⁻, se reduce, es el agente oxidante). El azufre sigue en +6 en el sulfato.',
  ),
  options(
    25208,
    geometry,
    '9) ¿Cuál de las siguientes moléculas es no polar aunque sus enlaces sean polares?',
    ['H₂O', 'NH₃', 'CO₂', 'HCl'],
    2,
    () => [],
    'El CO₂ es lineal (O=C=O): los dos dipolos C=O son iguales y opuestos y se anulan, momento dipolar nulo. H₂O (angular), NH₃ (piramidal) y HCl son polares.',
  ),
  options(
    25209,
    bonding,
    '10) En la estructura de Lewis del cianuro de hidrógeno (HCN), ¿cuántos pares de electrones compartidos y cuántos pares libres (no enlazantes) hay en total?',
    [
      '2 pares compartidos y 3 pares libres',
      '4 pares compartidos y 1 par libre',
      '4 pares compartidos y 2 pares libres',
      '3 pares compartidos y 1 par libre',
    ],
    1,
    () => {
      const valence = 1 + 4 + 5;
      const shared = 1 + 3;
      return [shared, valence / 2 - shared];
    },
    'Electrones de valencia: 1 + 4 + 5 = 10 (5 pares). H–C≡N: un par en H–C y tres en el triple enlace C≡N = 4 pares compartidos; queda 1 par libre sobre el N. Todos cumplen (H dueto, C y N octeto).',
  ),
  options(
    25210,
    acids,
    '11) El nombre del compuesto Fe₂(SO₄)₃ es:',
    ['Sulfato ferroso', 'Sulfito férrico', 'Sulfato de hierro (III)', 'Sulfato de hierro (II)'],
    2,
    () => [],
    'SO₄²⁻ es el anión sulfato (del ácido sulfúrico). Con 3 sulfatos (−6) y 2 hierros, cada Fe es +3: sulfato de hierro (III), o sulfato férrico en la tradicional.',
  ),
  options(
    25211,
    acids,
    '12) La fórmula del hipoclorito de calcio es:',
    ['CaClO', 'Ca(ClO₂)₂', 'CaClO₃', 'Ca(ClO)₂'],
    3,
    () => [],
    'El hipoclorito es ClO⁻ (del ácido hipocloroso HClO, Cl +1) y el calcio es Ca²⁺: hacen falta dos aniones, Ca(ClO)₂.',
  ),
  options(
    25212,
    oxides,
    '13) Señale el nombre correcto del N₂O₅ según la nomenclatura por atomicidad (IUPAC):',
    ['Óxido nitroso', 'Trióxido de dinitrógeno', 'Óxido de nitrógeno (III)', 'Dióxido de pentanitrógeno'],
    4,
    () => [],
    'N₂O₅ tiene 2 N y 5 O: pentóxido de dinitrógeno (N con +5; en Stock, óxido de nitrógeno (V); tradicional, anhídrido nítrico). Ninguna opción lo dice: E.',
  ),
  options(
    25213,
    moles,
    '14) ¿Cuántos átomos de oxígeno hay en 4,9 g de ácido sulfúrico (H₂SO₄)? Datos: H = 1; O = 16; S = 32; NA = 6,02 · 10²³',
    ['3,01 · 10²²', '1,204 · 10²⁴', '2,107 · 10²³', '1,204 · 10²³'],
    3,
    () => [(4.9 / mm({ H: 2, S: 1, O: 4 })) * 4 * NA],
    'M(H₂SO₄) = 2 + 32 + 64 = 98 g/mol; n = 4,9/98 = 0,05 mol; cada molécula tiene 4 O: 0,2 mol de átomos de O = 0,2 · 6,02 · 10²³ = 1,204 · 10²³ átomos.',
  ),
  options(
    25214,
    moles,
    '15) El porcentaje en masa de nitrógeno en el nitrato de amonio (NH₄NO₃) es: (N = 14; H = 1; O = 16)',
    ['17,5 %', '35 %', '46,7 %', '28 %'],
    1,
    () => [((2 * MASS.N) / mm({ N: 2, H: 4, O: 3 })) * 100],
    'M = 2·14 + 4·1 + 3·16 = 80 g/mol; hay 2 N por fórmula: 28/80 · 100 = 35 %.',
  ),
  options(
    25215,
    moles,
    '16) Un óxido de hierro contiene 70 % en masa de hierro. Su fórmula mínima es: (Fe = 56; O = 16)',
    ['FeO', 'Fe₃O₄', 'Fe₂O₃', 'FeO₂'],
    2,
    () => [],
    'En 100 g: Fe 70/56 = 1,25 mol; O 30/16 = 1,875 mol. Dividiendo por 1,25: Fe 1, O 1,5 ⇒ multiplicando por 2, Fe₂O₃ (FeO tendría 77,8 % y Fe₃O₄ 72,4 %).',
  ),
  options(
    25216,
    gases,
    '17) Calcular el volumen que ocupan 8,8 g de dióxido de carbono a 27 °C y 1140 mmHg. (C = 12; O = 16; R = 0,082 atm·L/(mol·K))',
    ['3,28 L', '4,48 L', '0,30 L', '2,99 L'],
    0,
    () => [((8.8 / mm({ C: 1, O: 2 })) * R * kelvin(27)) / (1140 / MMHG)],
    'n = 8,8/44 = 0,2 mol; P = 1140/760 = 1,5 atm; T = 300 K. V = nRT/P = 0,2 · 0,082 · 300/1,5 = 3,28 L.',
  ),
  options(
    25217,
    gases,
    '18) Una mezcla gaseosa contiene 4 g de helio y 16 g de oxígeno (O₂) y su presión total es de 3 atm. La presión parcial del oxígeno es: (He = 4; O = 16)',
    ['1,5 atm', '2 atm', '0,8 atm', '2,4 atm'],
    4,
    () => {
      const nHe = 4 / 4;
      const nO2 = 16 / mm({ O: 2 });
      return [(nO2 / (nHe + nO2)) * 3];
    },
    'n(He) = 4/4 = 1 mol; n(O₂) = 16/32 = 0,5 mol; fracción molar del O₂ = 0,5/1,5 = 1/3; p(O₂) = 1/3 · 3 atm = 1 atm. No figura: E.',
  ),
  options(
    25218,
    molarity,
    '19) ¿Qué masa de hidróxido de sodio se necesita para preparar 250 cm³ de solución 0,4 M? (Na = 23; O = 16; H = 1)',
    ['16 g', '1 g', '4 g', '10 g'],
    2,
    () => [0.4 * 0.25 * mm({ Na: 1, O: 1, H: 1 })],
    'n = M · V = 0,4 mol/L · 0,250 L = 0,1 mol; M(NaOH) = 40 g/mol; m = 0,1 · 40 = 4 g.',
  ),
  options(
    25219,
    ph,
    '20) El pH de una solución acuosa de Ba(OH)₂ 0,005 M (base fuerte, totalmente disociada) es:',
    ['11,7', '2', '12,3', '12'],
    3,
    () => [14 + Math.log10(2 * 0.005)],
    'Cada Ba(OH)₂ libera 2 OH⁻: [OH⁻] = 0,01 M; pOH = 2; pH = 14 − 2 = 12.',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    25220,
    redox,
    '21) ¿Cuál es el número de oxidación del cromo en el dicromato de potasio, K₂Cr₂O₇?',
    key(6, '', '+6'),
    () => -(2 * 1 + 7 * -2) / 2,
    'K +1, O −2 y la suma es 0: 2(+1) + 2x + 7(−2) = 0 ⇒ 2x = 12 ⇒ x = +6.',
  ),
  numeric(
    25221,
    molarity,
    '22) Se disuelven 18 g de glucosa (C₆H₁₂O₆) en 250 g de agua. Calcule la molalidad de la solución. Datos: C = 12; H = 1; O = 16.',
    key(0.4, 'mol/kg', '0,4 m'),
    () => 18 / mm({ C: 6, H: 12, O: 6 }) / 0.25,
    'M(glucosa) = 72 + 12 + 96 = 180 g/mol; n = 18/180 = 0,1 mol; molalidad = 0,1 mol/0,250 kg de agua = 0,4 m.',
  ),
  numeric(
    25222,
    dilution,
    '23) ¿Qué volumen de agua hay que agregarle a 150 mL de una solución de HCl 2 M para que su concentración baje a 0,5 M? (volúmenes aditivos)',
    key(450, 'mL', '450 mL'),
    () => (150 * 2) / 0.5 - 150,
    'Los moles de soluto no cambian: 2 M · 150 mL = 0,5 M · V ⇒ V = 600 mL de solución final; agua agregada = 600 − 150 = 450 mL.',
  ),
  numeric(
    25223,
    dilution,
    '24) Se mezclan 200 mL de solución de NaCl 0,3 M con 300 mL de solución de NaCl 0,8 M. ¿Cuál es la molaridad de la solución resultante? Considerá los volúmenes aditivos.',
    key(0.6, 'M', '0,6 M'),
    () => (0.2 * 0.3 + 0.3 * 0.8) / 0.5,
    'n = 0,2 L · 0,3 M + 0,3 L · 0,8 M = 0,06 + 0,24 = 0,30 mol en 0,5 L: 0,30/0,5 = 0,6 M.',
  ),
  numeric(
    25224,
    molarity,
    '25) Un ácido nítrico comercial es 63 % m/m y su densidad es 1,4 g/cm³. Determine su molaridad. Datos: H = 1; N = 14; O = 16',
    key(14, 'M', '14 M'),
    () => (1000 * 1.4 * 0.63) / mm({ H: 1, N: 1, O: 3 }),
    '1 L de solución pesa 1000 cm³ · 1,4 g/cm³ = 1400 g; de ellos 63 % es HNO₃: 882 g; M(HNO₃) = 63 g/mol ⇒ 882/63 = 14 mol en 1 L: 14 M.',
  ),
  numeric(
    25225,
    percent,
    '26) Una botella contiene 750 mL de vino con 12 % v/v de etanol. Calcular la masa de etanol que contiene. Dato: densidad del etanol = 0,79 g/mL',
    key(71.1, 'g', '71,1 g'),
    () => 750 * 0.12 * 0.79,
    'Volumen de etanol = 12 % de 750 mL = 90 mL; masa = 90 mL · 0,79 g/mL = 71,1 g.',
  ),
  numeric(
    25226,
    configuration,
    '27) ¿Cuántos electrones desapareados tiene un átomo de hierro (Z = 26) en su estado fundamental?',
    key(4, '', '4'),
    () => unpaired(26),
    'Fe: [Ar] 4s² 3d⁶. Por la regla de Hund los 5 orbitales d reciben un electrón cada uno y el sexto se aparea en uno: quedan 4 electrones desapareados.',
  ),
  numeric(
    25227,
    gases,
    '28) Una muestra de 0,64 g de un gas ocupa 492 mL a 27 °C y 0,5 atm. Calcule la masa molar del gas. (R = 0,082 atm·L/(mol·K))',
    key(64, 'g/mol', '64 g/mol'),
    () => 0.64 / ((0.5 * 0.492) / (R * kelvin(27))),
    'n = PV/(RT) = 0,5 · 0,492/(0,082 · 300) = 0,246/24,6 = 0,01 mol; M = 0,64 g/0,01 mol = 64 g/mol.',
  ),
  numeric(
    25228,
    limiting,
    '29) Se hacen reaccionar 10 g de hidrógeno con 64 g de oxígeno según 2 H₂ + O₂ → 2 H₂O. ¿Cuál es la máxima masa de agua que puede obtenerse? (H = 1; O = 16)',
    key(72, 'g', '72 g'),
    () => {
      const h2 = 10 / mm({ H: 2 });
      const o2 = 64 / mm({ O: 2 });
      return Math.min(h2, 2 * o2) * mm({ H: 2, O: 1 });
    },
    'n(H₂) = 10/2 = 5 mol; n(O₂) = 64/32 = 2 mol. 5 mol de H₂ necesitan 2,5 mol de O₂ y hay 2: el O₂ es el limitante. 2 mol O₂ dan 4 mol H₂O = 4 · 18 = 72 g (sobra 1 mol de H₂).',
  ),
  numeric(
    25229,
    limiting,
    '30) Se calcinan 250 g de piedra caliza que contiene 80 % de CaCO₃: CaCO₃ → CaO + CO₂. ¿Qué volumen de CO₂, medido en CNPT, se desprende? Datos: Ca = 40; C = 12; O = 16',
    key(44.8, 'L', '44,8 L'),
    () => ((250 * 0.8) / mm({ Ca: 1, C: 1, O: 3 })) * MOLAR_VOLUME,
    'CaCO₃ puro = 80 % de 250 g = 200 g; M = 100 g/mol ⇒ 2 mol; por la ecuación 1:1 se forman 2 mol de CO₂ = 2 · 22,4 L = 44,8 L en CNPT.',
  ),
  numeric(
    25230,
    limiting,
    '31) En la síntesis N₂ + 3 H₂ → 2 NH₃ se parte de 56 g de N₂ con exceso de hidrógeno y se obtienen 51 g de amoníaco. Calcular el rendimiento de la reacción. (N = 14; H = 1)',
    key(75, '%', '75 %'),
    () => (51 / ((56 / mm({ N: 2 })) * 2 * mm({ N: 1, H: 3 }))) * 100,
    'n(N₂) = 56/28 = 2 mol ⇒ teóricamente 4 mol de NH₃ = 4 · 17 = 68 g. Rendimiento = 51/68 · 100 = 75 %.',
  ),
  numeric(
    25231,
    ph,
    '32) Se disuelven 0,146 g de cloruro de hidrógeno en agua hasta completar 2 L de solución. ¿Cuál es el pH? (H = 1; Cl = 35,5)',
    key(-Math.log10(0.146 / 36.5 / 2), '', '≈ 2,70'),
    () => -Math.log10(0.146 / mm({ H: 1, Cl: 1 }) / 2),
    'M(HCl) = 36,5 g/mol; n = 0,146/36,5 = 0,004 mol; [H⁺] = 0,004/2 = 0,002 M (ácido fuerte); pH = −log 0,002 = 3 − log 2 ≈ 2,70.',
  ),
  numeric(
    25232,
    moles,
    '33) La fórmula mínima de un azúcar es CH₂O y su masa molar es 180 g/mol. ¿Cuántos átomos de hidrógeno hay en una molécula? (C = 12; H = 1; O = 16)',
    key(12, '', '12'),
    () => (180 / mm({ C: 1, H: 2, O: 1 })) * 2,
    'Masa de la fórmula mínima CH₂O = 30; 180/30 = 6 ⇒ fórmula molecular C₆H₁₂O₆: 12 átomos de H.',
  ),
];

/** Pages with parts a), b), c) where a later part uses an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    25233,
    limiting,
    '34) El cinc reacciona con ácido clorhídrico según Zn + 2 HCl → ZnCl₂ + H₂. Se tratan 20 g de una muestra de cinc de 65 % de pureza con exceso de ácido. Datos: Zn = 65; Cl = 35,5; R = 0,082 atm·L/(mol·K).',
    [
      part('a', 'Calcule los moles de cinc que reaccionan.', 0.2, 'mol', '0,2 mol'),
      part('b', 'Calcule la masa de cloruro de cinc que se forma.', 27.2, 'g', '27,2 g'),
      part('c', 'Calcule el volumen de hidrógeno obtenido, medido a 27 °C y 1 atm.', 4.92, 'L', '4,92 L'),
    ],
    () => {
      const zn = (20 * 0.65) / MASS.Zn;
      return [[zn], [zn * mm({ Zn: 1, Cl: 2 })], [(zn * R * kelvin(27)) / 1]];
    },
    'a) Zn puro = 65 % de 20 g = 13 g; 13/65 = 0,2 mol. b) 1 mol Zn da 1 mol ZnCl₂ (M = 65 + 71 = 136): 0,2 · 136 = 27,2 g. c) 0,2 mol de H₂: V = nRT/P = 0,2 · 0,082 · 300/1 = 4,92 L.',
  ),
  parts(
    25234,
    dilution,
    '35) Se disuelven 14,2 g de sulfato de sodio (Na₂SO₄) en agua hasta obtener 500 mL de solución. Datos: Na = 23; S = 32; O = 16.',
    [
      part('a', 'Calcule la molaridad de la solución.', 0.2, 'M', '0,2 M'),
      part('b', '¿Cuál es la concentración molar de iones Na⁺?', 0.4, 'M', '0,4 M'),
      part(
        'c',
        'Se toman 50 mL de esa solución y se diluyen con agua hasta 200 mL. ¿Cuál es la nueva molaridad de la sal?',
        0.05,
        'M',
        '0,05 M',
      ),
    ],
    () => {
      const c = 14.2 / mm({ Na: 2, S: 1, O: 4 }) / 0.5;
      return [[c], [2 * c], [(c * 50) / 200]];
    },
    'a) M(Na₂SO₄) = 46 + 32 + 64 = 142 g/mol; 14,2/142 = 0,1 mol en 0,5 L: 0,2 M. b) Na₂SO₄ → 2 Na⁺ + SO₄²⁻: [Na⁺] = 2 · 0,2 = 0,4 M. c) 0,2 M · 50 mL = C · 200 mL ⇒ C = 0,05 M.',
  ),
  parts(
    25235,
    gases,
    '36) En un recipiente rígido de 10 L, a 27 °C, se colocan 8 g de metano (CH₄) y 14 g de nitrógeno (N₂). Datos: C = 12; H = 1; N = 14; R = 0,082 atm·L/(mol·K); 1 atm = 760 mmHg.',
    [
      part('a', 'Calcule el número total de moles de gas.', 1, 'mol', '1 mol'),
      part('b', 'Calcule la presión total en atm.', 2.46, 'atm', '2,46 atm'),
      part('c', 'Calcule la presión parcial del metano, expresada en mmHg.', 934.8, 'mmHg', '934,8 mmHg'),
    ],
    () => {
      const ch4 = 8 / mm({ C: 1, H: 4 });
      const n2 = 14 / mm({ N: 2 });
      const total = ((ch4 + n2) * R * kelvin(27)) / 10;
      return [[ch4 + n2], [total], [(ch4 / (ch4 + n2)) * total * MMHG]];
    },
    'a) n(CH₄) = 8/16 = 0,5 mol; n(N₂) = 14/28 = 0,5 mol; total 1 mol. b) P = nRT/V = 1 · 0,082 · 300/10 = 2,46 atm. c) x(CH₄) = 0,5: p = 0,5 · 2,46 = 1,23 atm = 1,23 · 760 = 934,8 mmHg.',
  ),
  parts(
    25236,
    moles,
    '37) Un hidrocarburo gaseoso contiene 85,7 % de carbono y 14,3 % de hidrógeno en masa; su densidad en CNPT es 2,5 g/L. (C = 12; H = 1)',
    [
      textPart('a', 'Determine la fórmula mínima.', 'CH₂'),
      part('b', 'Calcule la masa molar del compuesto.', 56, 'g/mol', '56 g/mol'),
      textPart('c', 'Indique la fórmula molecular.', 'C₄H₈'),
    ],
    () => {
      const c = 85.7 / MASS.C;
      const h = 14.3 / MASS.H;
      const molar = 2.5 * MOLAR_VOLUME;
      const n = molar / mm({ C: 1, H: Math.round(h / c) });
      return [[1, Math.round(h / c)], [molar], [n, n * Math.round(h / c)]];
    },
    'a) En 100 g: C 85,7/12 = 7,14 mol; H 14,3/1 = 14,3 mol; dividiendo por 7,14: C 1, H 2 ⇒ CH₂. b) M = ρ · 22,4 L/mol = 2,5 · 22,4 = 56 g/mol. c) Masa de CH₂ = 14; 56/14 = 4 ⇒ C₄H₈.',
  ),
  page(
    'quimica',
    25237,
    redox,
    '38) Dada la reacción sin igualar: Cu + HNO₃ → Cu(NO₃)₂ + NO + H₂O\na) Indique los números de oxidación de los elementos que cambian.\nb) Identifique el agente oxidante y el agente reductor.\nc) Iguale la ecuación por el método del ion-electrón y escriba los coeficientes.',
    'a) Cu: 0 → +2; N: +5 → +2 (en el NO). b) Agente oxidante: HNO₃ (el nitrato se reduce a NO); agente reductor: Cu (se oxida). c) 3 Cu + 8 HNO₃ → 3 Cu(NO₃)₂ + 2 NO + 4 H₂O',
    () => {
      const [cu, acid, nitrate, no, water] = [3, 8, 3, 2, 4];
      const balanced =
        cu === nitrate &&
        acid === 2 * water &&
        acid === 2 * nitrate + no &&
        3 * acid === 6 * nitrate + no + water &&
        2 * cu === 3 * no;
      return balanced ? [0, 2, 5, 2, cu, acid, nitrate, no, water] : [];
    },
    'a) Cu pasa de 0 a +2 (en el Cu(NO₃)₂); el N del HNO₃ tiene +5 y en el NO +2. b) El HNO₃ (NO₃⁻) gana electrones: oxidante; el Cu los pierde: reductor. c) Oxidación: Cu → Cu²⁺ + 2e⁻ (×3). Reducción: NO₃⁻ + 4 H⁺ + 3e⁻ → NO + 2 H₂O (×2). Suma: 3 Cu + 2 NO₃⁻ + 8 H⁺ → 3 Cu²⁺ + 2 NO + 4 H₂O; con los 6 nitratos que acompañan al Cu²⁺: 3 Cu + 8 HNO₃ → 3 Cu(NO₃)₂ + 2 NO + 4 H₂O.',
  ),
  page(
    'quimica',
    25238,
    configuration,
    '39) El anión X²⁻ tiene 36 electrones y su núcleo contiene 45 neutrones.\na) Determine el número atómico y el número másico de X.\nb) Escriba la configuración electrónica del átomo neutro X e indique su período y grupo.\nc) ¿Qué tipo de enlace forma X con el potasio? Escriba la fórmula del compuesto.',
    'a) Z = 34, A = 79 (es el selenio). b) 1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d¹⁰ 4p⁴; período 4, grupo 16 (VIA). c) Enlace iónico: K₂Se (2 K⁺ y Se²⁻)',
    () => {
      const z = 36 - 2;
      const shells = configurationOf(z);
      const period = Math.max(...shells.map(([n]) => n));
      const outer = shells.filter(([n]) => n === period).reduce((sum, [, , e]) => sum + e, 0);
      return [z, z + 45, period, outer + 10];
    },
    'a) El anión ganó 2 electrones: Z = 36 − 2 = 34; A = Z + N = 34 + 45 = 79. b) 34 electrones: … 4s² 3d¹⁰ 4p⁴; nivel máximo 4 (período 4) con 6 electrones externos (grupo 16, calcógenos). c) Un metal alcalino (K, cede 1 e⁻) con un no metal que gana 2 e⁻: enlace iónico, dos K⁺ por cada Se²⁻: K₂Se.',
  ),
  parts(
    25239,
    acids,
    '40) Nomenclatura inorgánica. Responda cada ítem:',
    [
      textPart('a', 'Escriba la fórmula del nitrito de magnesio.', 'Mg(NO₂)₂'),
      textPart(
        'b',
        'Nombre el compuesto CuOH según la nomenclatura tradicional y la de Stock.',
        'hidróxido cuproso; hidróxido de cobre (I)',
      ),
      textPart('c', 'Nombre el H₃PO₄ según la nomenclatura tradicional.', 'ácido fosfórico'),
      textPart('d', 'Escriba la fórmula del hidrogenocarbonato de sodio (bicarbonato de sodio).', 'NaHCO₃'),
    ],
    () => [[], [], [], []],
    'a) Nitrito: NO₂⁻ (del ácido nitroso, N +3); Mg²⁺ necesita dos: Mg(NO₂)₂. b) En CuOH el cobre tiene +1, su menor número de oxidación: hidróxido cuproso; Stock: hidróxido de cobre (I). c) P con +5 y tres H (forma orto): ácido fosfórico. d) HCO₃⁻ con Na⁺: NaHCO₃.',
  ),
  parts(
    25240,
    neutralization,
    '41) Se mezclan 50 mL de HCl 0,2 M con 30 mL de NaOH 0,25 M (volúmenes aditivos).',
    [
      part('a', 'Calcule los moles de NaOH agregados.', 0.0075, 'mol', '0,0075 mol'),
      part('b', '¿Cuántos moles de ácido quedan sin neutralizar?', 0.0025, 'mol', '0,0025 mol'),
      part('c', 'Calcule el pH de la solución final.', -Math.log10(0.0025 / 0.08), '', '≈ 1,51'),
    ],
    () => {
      const base = 0.03 * 0.25;
      const acid = 0.05 * 0.2;
      return [[base], [acid - base], [-Math.log10((acid - base) / 0.08)]];
    },
    'a) 0,030 L · 0,25 M = 0,0075 mol de NaOH. b) HCl: 0,050 L · 0,2 M = 0,010 mol; reaccionan 1:1, quedan 0,010 − 0,0075 = 0,0025 mol de HCl. c) [H⁺] = 0,0025 mol/0,080 L = 0,03125 M; pH = −log 0,03125 ≈ 1,51.',
  ),
  parts(
    25241,
    limiting,
    '42) El aluminio reacciona con cloro: 2 Al + 3 Cl₂ → 2 AlCl₃. Se ponen en contacto 5,4 g de Al y 17,75 g de Cl₂. Datos: Al = 27; Cl = 35,5.',
    [
      textPart('a', 'Indique cuál es el reactivo limitante.', 'Cl₂'),
      part(
        'b',
        'Calcule la masa de AlCl₃ que se obtendría con un rendimiento del 100 %.',
        22.25,
        'g',
        '22,25 g',
      ),
      part('c', 'Si en realidad se obtienen 18,69 g de AlCl₃, ¿cuál es el rendimiento?', 84, '%', '84 %'),
    ],
    () => {
      const al = 5.4 / MASS.Al;
      const cl2 = 17.75 / mm({ Cl: 2 });
      const limitedByChlorine = cl2 / 3 < al / 2;
      const theoretical = ((Math.min(al / 2, cl2 / 3) * 2) as number) * mm({ Al: 1, Cl: 3 });
      return limitedByChlorine ? [[], [theoretical], [(18.69 / theoretical) * 100]] : [];
    },
    'a) n(Al) = 5,4/27 = 0,2 mol; n(Cl₂) = 17,75/71 = 0,25 mol. 0,2 mol de Al necesitan 0,3 mol de Cl₂ y hay 0,25: limita el Cl₂. b) 0,25 mol Cl₂ · 2/3 = 0,1667 mol AlCl₃; M = 27 + 106,5 = 133,5 ⇒ 22,25 g. c) 18,69/22,25 · 100 = 84 %.',
  ),
  page(
    'quimica',
    25242,
    matter,
    '43) Un sistema contiene agua, alcohol etílico, aceite y arena.\na) ¿Cuántas fases y cuántos componentes tiene?\nb) Proponga un método para separar cada una de las fases.\nc) Una vez separada la fase acuosa, ¿cómo separaría el agua del alcohol?',
    'a) 3 fases (la solución de agua y alcohol, el aceite y la arena) y 4 componentes. b) Filtración (o decantación) para retirar la arena; decantación con ampolla de decantación para separar el aceite de la solución acuosa. c) Destilación fraccionada (el alcohol hierve antes que el agua).',
    () => [3, 4],
    'a) El agua y el alcohol son miscibles y forman una sola fase líquida; el aceite no se mezcla (otra fase) y la arena es sólida (otra fase): 3 fases; sustancias: agua, alcohol, aceite y arena, 4 componentes. b) Filtrar la arena y separar los dos líquidos no miscibles con ampolla de decantación. c) Agua y alcohol forman una solución de puntos de ebullición distintos (≈ 78 °C y 100 °C): destilación fraccionada.',
  ),
  parts(
    25243,
    moles,
    '44) Se dispone de 68,4 g de sacarosa (C₁₂H₂₂O₁₁). Datos: C = 12; H = 1; O = 16; NA = 6,02 · 10²³.',
    [
      part('a', 'Calcule cuántos moles de sacarosa hay.', 0.2, 'mol', '0,2 mol'),
      part('b', 'Calcule el número de moléculas.', 1.204e23, 'moléculas', '1,204 · 10²³ moléculas'),
      part('c', 'Calcule el número de átomos de carbono.', 1.4448e24, 'átomos', '1,4448 · 10²⁴ átomos'),
    ],
    () => {
      const n = 68.4 / mm({ C: 12, H: 22, O: 11 });
      return [[n], [n * NA], [n * 12 * NA]];
    },
    'a) M = 12·12 + 22·1 + 11·16 = 342 g/mol; 68,4/342 = 0,2 mol. b) 0,2 · 6,02 · 10²³ = 1,204 · 10²³ moléculas. c) 12 C por molécula: 12 · 1,204 · 10²³ = 1,4448 · 10²⁴ átomos de C.',
  ),
  parts(
    25244,
    percent,
    '45) Se prepara una solución disolviendo 20 g de NaOH en 180 g de agua; la densidad de la solución es 1,2 g/mL. (Na = 23; O = 16; H = 1) Calcular:',
    [
      part('a', 'La concentración en % m/m.', 10, '%', '10 % m/m'),
      part('b', 'La concentración en % m/v.', 12, '%', '12 % m/v'),
      part('c', 'La molaridad.', 3, 'M', '3 M'),
      part('d', 'La molalidad.', 0.5 / 0.18, 'mol/kg', '≈ 2,78 m'),
    ],
    () => {
      const solution = 20 + 180;
      const volume = solution / 1.2;
      const n = 20 / mm({ Na: 1, O: 1, H: 1 });
      return [[(20 / solution) * 100], [(20 / volume) * 100], [n / (volume / 1000)], [n / 0.18]];
    },
    'a) Masa de solución = 200 g: 20/200 · 100 = 10 % m/m. b) V = 200 g/1,2 g/mL = 166,7 mL: 20/166,7 · 100 = 12 % m/v. c) n = 20/40 = 0,5 mol en 0,1667 L: 3 M. d) 0,5 mol/0,180 kg de agua ≈ 2,78 m.',
  ),
];

export const chemistryBlind29: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages];
