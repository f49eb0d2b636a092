/**
 * A blind set of the chemistry entrance (#32, wave 30): forty-eight problems written the way UTN
 * regionals print their entrance exams, without opening any solver, the offline engine or any tutor
 * reply, in our own words. Twenty-three five-option items (E «Ninguna respuesta anterior es correcta», the
 * right one in 25511, 25514 and 25518), fourteen short numeric answers, nine pages with parts a), b),
 * c) (and d)) where a later part uses an earlier result, and two pages (25545, 25546) with the parts
 * written inside the statement. The whole programme: material systems (phases and components, a
 * separation sequence), atomic structure (particles of an ion, the average mass of an element from its
 * isotopes, an anion's Z, neutrons, group and period), electron configuration and the periodic table
 * (period and group from the outer shell, valence electrons, atomic radii), bonds (which substance is
 * ionic, bonds and lone pairs of NH₃), nomenclature both ways (a salt's name from its formula, a
 * formula from its name, the oxide of an oxoacid, formula–name pairs), oxidation numbers, mole, molar
 * mass and Avogadro's number (atoms in a fraction of a mole, the mass of one molecule, moles of atoms
 * and of ions, centesimal composition, empirical and molecular formula), gases (CNPT volume and density,
 * the combined law, the ideal gas equation, a molar mass from a CNPT volume, partial pressures),
 * solutions (% m/m, % m/v, molarity, dilution, a commercial acid from density and % m/m, mixing),
 * stoichiometry with purity, yield and a limiting reagent, redox (agent and balancing by ion–electron)
 * and acids, bases and pH (a strong base, from [OH⁻], after dilution, a neutralization). Numbered as
 * printed («7)»), data in a «Datos:» line or in parentheses, mixed units (kg and g, dm³, L and mL, cm³,
 * °C), decimal comma. Relative atomic masses are the science kernel's (`atomicMasses`) and the molar
 * volume, R and Avogadro's number its constants; the statements quote the same values. Every key was
 * worked by hand and is recomputed by `check` or `verify`.
 *
 * Kinds of problem, programme and difficulty modelled on (read 2026-12-02; facts only, nothing copied):
 * - UTN FRBA, Programa de Química (U.D.B. Química): sistemas materiales, cantidad de sustancia, estructura
 *   de la materia, uniones, estequiometría, soluciones, electroquímica:
 *   https://www.frba.utn.edu.ar/udb_quimica/programa-quimica-academica/ (content/exam-style/sources.ts:
 *   frba-quimica-programa)
 * - UTN FRTDF, Programa de Química General 2021: mol y número de Avogadro, nomenclatura tradicional,
 *   sistemática y Stock, reactivo limitante, rendimiento y pureza, soluciones:
 *   https://es.scribd.com/document/567884791/Programa-2021 (sources.ts: frtdf-quimica-general-2021)
 * - A published collection of introductory-chemistry university exams (2020; parciales with items of
 *   four or five options, a phases-and-components item, and closing problems without options), read
 *   for the format only: https://www.passeidireto.com/arquivo/124147195/examenes-2020
 * The brief asked for FRSF, FRVM, FRT, FRGP, FRCH, FRLP and FRH chemistry cartillas; searches of the
 * stored pages and docs for each of them (2026-12-02) returned no chemistry material of those regionals,
 * so none is cited.
 *
 * First measure, before any fix, at HEAD 1dda0784 (written without looking at the solvers or the engine's
 * replies, 2026-12-02): 26/48 right, 29 answered sure, 3 sure and wrong (25509, 25521 and 25534, left to
 * the lead; their statements and keys stay as written).
 */
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { atomicMasses, isElementSymbol } from '../../../science/atomic-masses.ts';
import { AVOGADRO, GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
import { halfPercent, type Options, onThePage, writtenSet } from './builders.ts';

const MODELLED_ON = ['frba-quimica-programa', 'frtdf-quimica-general-2021'] as const;

const { numeric, options, part, parts } = writtenSet({
  subject: 'quimica',
  modelledOn: MODELLED_ON,
  difficulty: 'medio',
  tolerance: halfPercent,
});

const page = onThePage({ fisica: MODELLED_ON, matematicas: MODELLED_ON, quimica: MODELLED_ON });

const SYSTEMS = 'estructura-atomica.sistemas-materiales';
const PARTICLES = 'estructura-atomica.particulas-isotopos';
const CONFIGURATION = 'estructura-atomica.numeros-cuanticos-configuracion';
const PERIODIC = 'estructura-atomica.tabla-periodica';
const BONDS = 'estructura-atomica.enlace-lewis';
const SHAPES = 'estructura-atomica.geometria-polaridad';
const MOLE = 'estequiometria.mol-masa-molar';
const BALANCING = 'estequiometria.balanceo-relaciones';
const LIMITING = 'estequiometria.limitante-pureza-rendimiento';
const GASES = 'estequiometria.gases';
const PERCENT = 'soluciones.concentraciones-porcentuales';
const MOLARITY = 'soluciones.molaridad-ppm';
const DILUTION = 'soluciones.dilucion-mezclas';
const OXIDES = 'acidos-bases.nomenclatura-oxidos-hidroxidos';
const SALTS = 'acidos-bases.nomenclatura-acidos-sales';
const PH = 'acidos-bases.teorias-ph';
const NEUTRALIZATION = 'acidos-bases.neutralizacion-indicadores';
const REDOX = 'electroquimica.numeros-oxidacion-redox';

/** The relative atomic mass of one element, from the kernel. */
function ar(symbol: string): number {
  if (!isElementSymbol(symbol)) throw new Error(`sin masa atómica: ${symbol}`);
  return atomicMasses[symbol];
}

/** The molar mass of a formula written in plain ASCII, with parentheses: 'Al2(SO4)3'. */
function molar(formula: string): number {
  const stack: number[] = [0];
  for (const [, token = '', count] of formula.matchAll(/([A-Z][a-z]?|\(|\))(\d*)/g)) {
    const n = count ? Number(count) : 1;
    if (token === '(') stack.push(0);
    else {
      const added = token === ')' ? (stack.pop() ?? 0) * n : ar(token) * n;
      stack[stack.length - 1] = (stack.at(-1) ?? 0) + added;
    }
  }
  return stack[0] ?? 0;
}

const same = (p: number, q: number, relative = 0.005) => Math.abs(p - q) <= Math.abs(q) * relative;
const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;
const CELSIUS = 273;

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

/** The value of an option written «7,31 × 10⁻²² g», or NaN when it is not written that way. */
function scientific(text: string): number {
  const found = /^(\d+(?:,\d+)?) × 10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)/.exec(text);
  if (!found) return Number.NaN;
  const exponent = [...(found[2] ?? '')].map((c) => SUPERSCRIPT[c] ?? '').join('');
  return Number((found[1] ?? '').replace(',', '.')) * 10 ** Number(exponent);
}

/** Whether exactly the option at `right` (or none, when `right` is 4) shows `value`. */
function onlyOptionShows(shown: readonly string[], value: number, right: number): boolean {
  const matching = shown.flatMap((text, i) => (same(scientific(text), value) ? [i] : []));
  return right === 4 ? matching.length === 0 : matching.length === 1 && matching[0] === right;
}

/** A five-option problem whose right option is not a list of numbers, re-checked by `verify`. */
const choose = (
  id: number,
  subtopic: string,
  statement: string,
  shown: [string, string, string, string],
  option: number,
  verify: () => boolean,
  solution: string,
): Options => ({
  id: `exs-qui-${id}`,
  subject: 'quimica',
  subtopic,
  statement,
  modelledOn: [...MODELLED_ON],
  difficulty: 'medio',
  solution,
  format: 'five-options',
  options: five(...shown),
  answer: { option },
  verify,
});

/** Pauling electronegativities of the elements the bond items use. */
const ELECTRONEGATIVITY: Readonly<Record<string, number>> = { K: 0.82, Cl: 3.16, C: 2.55, O: 3.44, H: 2.2 };
const ionic = (a: string, b: string) =>
  Math.abs((ELECTRONEGATIVITY[a] ?? Number.NaN) - (ELECTRONEGATIVITY[b] ?? Number.NaN)) > 1.7;

const FIVE_OPTIONS: readonly ExamStyleProblem[] = [
  options(
    25500,
    SYSTEMS,
    '1) Un frasco cerrado contiene agua líquida, tres cubos de hielo, un puñado de arena (sílice) y aire, que se considera formado solo por nitrógeno y oxígeno. Desprecie los gases disueltos en el agua. ¿Cuántas fases y cuántos componentes tiene el sistema?',
    [
      '3 fases y 4 componentes',
      '4 fases y 3 componentes',
      '4 fases y 4 componentes',
      '5 fases y 4 componentes',
    ],
    2,
    () => {
      const phases = ['agua líquida', 'hielo (todos los cubos)', 'arena', 'aire con vapor de agua'];
      const components = new Set(['agua', 'agua', 'sílice', 'nitrógeno', 'oxígeno']);
      return [phases.length, components.size];
    },
    'Fases: el agua líquida, el hielo (los tres cubos son una sola fase), la arena y la fase gaseosa: 4. Componentes: agua (en el líquido, el hielo y el vapor), sílice, nitrógeno y oxígeno: 4.',
  ),
  choose(
    25501,
    SYSTEMS,
    '2) Se tiene una mezcla de limaduras de hierro, sal de mesa (NaCl) y arena. Indique la secuencia de métodos adecuada para separar y recuperar los tres componentes.',
    [
      'imantación; disolución en agua y filtración; evaporación del filtrado',
      'tamización; decantación; destilación fraccionada',
      'filtración; imantación; sublimación',
      'disolución en agua; destilación; imantación del líquido destilado',
    ],
    0,
    () => {
      const iron = { magnetic: true, soluble: false };
      const salt = { magnetic: false, soluble: true };
      const sand = { magnetic: false, soluble: false };
      return iron.magnetic && !salt.magnetic && !sand.magnetic && salt.soluble && !sand.soluble;
    },
    'El hierro es atraído por un imán: se separa primero. Del resto, la sal se disuelve en agua y la arena no: se filtra (la arena queda en el papel) y la sal se recupera evaporando el agua del filtrado.',
  ),
  options(
    25502,
    PARTICLES,
    '3) El catión ⁵⁶Fe³⁺ (Z = 26) está formado por:',
    [
      '26 protones, 30 neutrones y 29 electrones',
      '26 protones, 56 neutrones y 23 electrones',
      '23 protones, 33 neutrones y 26 electrones',
      '26 protones, 30 neutrones y 23 electrones',
    ],
    3,
    () => {
      const z = 26;
      const a = 56;
      const charge = 3;
      return [z, a - z, z - charge];
    },
    'Protones = Z = 26; neutrones = A − Z = 56 − 26 = 30; el catión de carga 3+ perdió 3 electrones: 26 − 3 = 23.',
  ),
  options(
    25503,
    PARTICLES,
    '4) El cloro natural es una mezcla de dos isótopos: ³⁵Cl (masa 34,97 u; abundancia 75,77 %) y ³⁷Cl (masa 36,97 u). La masa atómica promedio del cloro es:',
    ['35,00 u', '35,97 u', '35,45 u', '36,48 u'],
    2,
    () => [round(34.97 * 0.7577 + 36.97 * (1 - 0.7577), 2)],
    'La abundancia del ³⁷Cl es 100 % − 75,77 % = 24,23 %. Promedio ponderado: 34,97 · 0,7577 + 36,97 · 0,2423 = 26,50 + 8,96 = 35,45 u.',
  ),
  options(
    25504,
    CONFIGURATION,
    '5) Un elemento tiene la configuración electrónica externa 3s² 3p⁴ (en estado fundamental). Indique su ubicación en la tabla periódica.',
    ['período 3, grupo 16', 'período 4, grupo 16', 'período 3, grupo 14', 'período 2, grupo 6'],
    0,
    () => {
      const outerShell = 3;
      const sAndPElectrons = 2 + 4;
      return [outerShell, 10 + sAndPElectrons];
    },
    'El nivel más externo ocupado es el 3: período 3. Tiene 2 + 4 = 6 electrones en ese nivel (s²p⁴): grupo 16 (VIA). Es el azufre, Z = 16.',
  ),
  options(
    25505,
    CONFIGURATION,
    '6) Un átomo neutro tiene 2 electrones en el primer nivel, 8 en el segundo y 5 en el tercero. Su número atómico y su número de electrones de valencia son:',
    [
      'Z = 13 y 3 electrones de valencia',
      'Z = 15 y 3 electrones de valencia',
      'Z = 31 y 5 electrones de valencia',
      'Z = 15 y 5 electrones de valencia',
    ],
    3,
    () => [2 + 8 + 5, 5],
    'En un átomo neutro Z = número de electrones = 2 + 8 + 5 = 15 (fósforo). Los de valencia son los del último nivel: 5.',
  ),
  choose(
    25506,
    PERIODIC,
    '7) Ordene los átomos Na, Mg, K y Cl de menor a mayor radio atómico.',
    ['K < Na < Mg < Cl', 'Mg < Cl < Na < K', 'Cl < Na < Mg < K', 'Cl < Mg < Na < K'],
    3,
    () => {
      const radiusPm: Record<string, number> = { Na: 186, Mg: 160, K: 227, Cl: 99 };
      const order = Object.keys(radiusPm).sort((p, q) => (radiusPm[p] ?? 0) - (radiusPm[q] ?? 0));
      return order.join(' < ') === 'Cl < Mg < Na < K';
    },
    'En un período el radio disminuye hacia la derecha (Na > Mg > Cl, los tres en el período 3); en un grupo aumenta hacia abajo (K, período 4, es mayor que Na). Orden: Cl < Mg < Na < K.',
  ),
  choose(
    25507,
    BONDS,
    '8) ¿Cuál de las siguientes sustancias está formada por unión iónica?',
    ['KCl', 'CO₂', 'HCl', 'Cl₂'],
    0,
    () => ionic('K', 'Cl') && !ionic('C', 'O') && !ionic('H', 'Cl') && !ionic('Cl', 'Cl'),
    'El KCl une un metal alcalino con un no metal muy electronegativo (diferencia de electronegatividad 3,16 − 0,82 = 2,34 > 1,7): unión iónica. CO₂ y HCl son covalentes polares y Cl₂ covalente no polar.',
  ),
  options(
    25508,
    SHAPES,
    '9) En la molécula de amoníaco (NH₃), según la estructura de Lewis, el átomo de nitrógeno presenta:',
    [
      '3 enlaces covalentes simples y ningún par libre; molécula no polar',
      'un enlace doble y uno simple; molécula no polar',
      '3 enlaces covalentes simples y 1 par libre; molécula polar',
      '3 enlaces covalentes simples y 2 pares libres; molécula plana',
    ],
    2,
    () => {
      const valence = 5;
      const bonds = 3;
      return [bonds, (valence - bonds) / 2];
    },
    'El N tiene 5 electrones de valencia: comparte 3 con los tres H (3 enlaces simples) y le quedan 2 sin compartir, un par libre. La geometría es piramidal y la molécula es polar.',
  ),
  choose(
    25509,
    SALTS,
    '10) Indique el nombre correcto del compuesto Fe₂(SO₄)₃.',
    [
      'sulfato ferroso',
      'sulfato de hierro(III) (sulfato férrico)',
      'sulfito de hierro(III)',
      'sulfuro férrico',
    ],
    1,
    () => {
      const sulfate = -2;
      const iron = (-3 * sulfate) / 2;
      const sulfurInAnion = -(-2 * 4 - sulfate);
      return iron === 3 && sulfurInAnion === 6;
    },
    'El anión SO₄²⁻ (S con +6) es sulfato. Tres sulfatos aportan 3 · (−2) = −6, repartido entre dos Fe: cada uno +3, el mayor número de oxidación del hierro (férrico). Nombre: sulfato de hierro(III) o sulfato férrico.',
  ),
  choose(
    25510,
    SALTS,
    '11) La fórmula del nitrito de calcio es:',
    ['Ca(NO₃)₂', 'CaNO₂', 'Ca₃N₂', 'Ca(NO₂)₂'],
    3,
    () => {
      const nitrite = -1;
      const calcium = 2;
      return calcium / -nitrite === 2;
    },
    'Nitrito es el anión NO₂⁻ (N con +3, el menor de los dos del ácido nitroso). El calcio es Ca²⁺: hacen falta dos nitritos, Ca(NO₂)₂. Ca(NO₃)₂ es el nitrato y Ca₃N₂ el nitruro.',
  ),
  choose(
    25511,
    OXIDES,
    '12) ¿Cuál es el óxido (anhídrido) que, al reaccionar con agua, forma el ácido perclórico (HClO₄)?',
    ['Cl₂O₅', 'Cl₂O₃', 'ClO₂', 'Cl₂O'],
    4,
    () => {
      const chlorine = -(1 - 2 * 4);
      const shown = [5, 3, 4, 1];
      return chlorine === 7 && !shown.includes(chlorine);
    },
    'En HClO₄ el cloro tiene número de oxidación +7 (1 + x − 8 = 0). Su óxido es Cl₂O₇: Cl₂O₇ + H₂O → 2 HClO₄. Ninguna opción lo muestra (Cl₂O₅ es del clórico, Cl₂O₃ del cloroso, Cl₂O del hipocloroso).',
  ),
  options(
    25512,
    REDOX,
    '13) Los números de oxidación del cromo en el K₂Cr₂O₇ y del manganeso en el KMnO₄ son, respectivamente:',
    ['+3 y +7', '+6 y +4', '+12 y +7', '+6 y +7'],
    3,
    () => [(0 - 2 * 1 + 7 * 2) / 2, 0 - 1 + 4 * 2],
    'K₂Cr₂O₇: 2 · (+1) + 2x + 7 · (−2) = 0 → 2x = 12 → x = +6. KMnO₄: +1 + y + 4 · (−2) = 0 → y = +7.',
  ),
  choose(
    25513,
    MOLE,
    '14) ¿Cuántos átomos de oxígeno hay en 0,25 mol de ácido sulfúrico (H₂SO₄)? (NA = 6,02 × 10²³)',
    ['1,505 × 10²³', '3,01 × 10²³', '6,02 × 10²³', '2,408 × 10²⁴'],
    2,
    () =>
      onlyOptionShows(['1,505 × 10²³', '3,01 × 10²³', '6,02 × 10²³', '2,408 × 10²⁴'], 0.25 * 4 * AVOGADRO, 2),
    'Cada molécula de H₂SO₄ tiene 4 átomos de O: 0,25 mol · 4 = 1 mol de átomos de O = 6,02 × 10²³ átomos.',
  ),
  choose(
    25514,
    MOLE,
    '15) La masa de una sola molécula de dióxido de carbono (CO₂) es: (Datos: C = 12; O = 16; NA = 6,02 × 10²³)',
    ['7,31 × 10⁻²² g', '2,65 × 10²⁵ g', '1,37 × 10⁻²² g', '4,4 × 10⁻²² g'],
    4,
    () =>
      onlyOptionShows(
        ['7,31 × 10⁻²² g', '2,65 × 10²⁵ g', '1,37 × 10⁻²² g', '4,4 × 10⁻²² g'],
        molar('CO2') / AVOGADRO,
        4,
      ),
    'M(CO₂) = 12 + 2 · 16 = 44 g/mol: 44 g son 6,02 × 10²³ moléculas. Una molécula: 44 / 6,02 × 10²³ = 7,31 × 10⁻²³ g. Ninguna opción da ese valor (la primera tiene el exponente mal).',
  ),
  options(
    25515,
    GASES,
    '16) ¿Qué volumen ocupan 8,8 g de CO₂ medidos en CNPT? (Datos: C = 12; O = 16)',
    ['2,24 L', '4,48 L', '8,96 L', '44,8 L'],
    1,
    () => [round((8.8 / molar('CO2')) * MOLAR_VOLUME, 2)],
    'n = 8,8 g / 44 g/mol = 0,2 mol. En CNPT 1 mol ocupa 22,4 L: V = 0,2 · 22,4 = 4,48 L.',
  ),
  options(
    25516,
    GASES,
    '17) Una masa de gas ocupa 5 L a 27 °C y 2 atm. Si se la calienta hasta 127 °C y la presión pasa a ser 4 atm, su nuevo volumen es:',
    ['2,5 L', '11,76 L', '3,33 L', '1,88 L'],
    2,
    () => [round((5 * 2 * (127 + CELSIUS)) / ((27 + CELSIUS) * 4), 2)],
    'P₁V₁/T₁ = P₂V₂/T₂ con temperaturas absolutas: T₁ = 300 K, T₂ = 400 K. V₂ = 5 L · (2/4) · (400/300) = 3,33 L.',
  ),
  options(
    25517,
    PERCENT,
    '18) Se disuelven 30 g de NaCl en 170 g de agua. La concentración de la solución es:',
    ['17,6 % m/m', '15 % m/m', '30 % m/m', '85 % m/m'],
    1,
    () => [(30 / (30 + 170)) * 100],
    'Masa de solución = 30 g + 170 g = 200 g. % m/m = 30 / 200 · 100 = 15 %. (17,6 % sale de dividir por el solvente, que es un error.)',
  ),
  options(
    25518,
    MOLARITY,
    '19) ¿Qué masa de NaOH se necesita para preparar 250 mL de solución 0,4 M? (Datos: Na = 23; O = 16; H = 1)',
    ['16 g', '10 g', '1,6 g', '0,4 g'],
    4,
    () => [0.4 * 0.25 * molar('NaOH')],
    'n = M · V = 0,4 mol/L · 0,250 L = 0,1 mol; m = 0,1 mol · 40 g/mol = 4 g. Ninguna opción muestra 4 g.',
  ),
  options(
    25519,
    PH,
    '20) El pH de una solución acuosa de NaOH 0,01 M (base fuerte, totalmente disociada) a 25 °C es:',
    ['pH = 2', 'pH = 10', 'pH = 12', 'pH = 0,01'],
    2,
    () => [14 + Math.log10(0.01)],
    '[OH⁻] = 0,01 M = 10⁻² M → pOH = 2. pH = 14 − pOH = 12.',
  ),
  choose(
    25520,
    REDOX,
    '21) En la reacción Zn + CuSO₄ → ZnSO₄ + Cu, indique la opción correcta.',
    [
      'El Zn se reduce y el Cu²⁺ es el agente reductor',
      'El Zn se oxida y actúa como agente reductor',
      'El ion sulfato se oxida a azufre elemental',
      'El Cu²⁺ cede dos electrones al Zn',
    ],
    1,
    () => {
      const zinc = { before: 0, after: 2 };
      const copper = { before: 2, after: 0 };
      return zinc.after > zinc.before && copper.after < copper.before;
    },
    'El Zn pasa de 0 a +2: pierde electrones, se oxida, y por eso es el agente reductor. El Cu²⁺ pasa a Cu (0): gana los dos electrones y se reduce. El sulfato no cambia.',
  ),
  options(
    25521,
    BALANCING,
    '22) Al balancear la ecuación Al + O₂ → Al₂O₃ con los menores coeficientes enteros, la suma de todos los coeficientes es:',
    ['7', '9', '5', '12'],
    1,
    () => {
      for (let sum = 3; sum < 30; sum++)
        for (let a = 1; a < sum; a++)
          for (let b = 1; a + b < sum; b++) {
            const c = sum - a - b;
            if (a === 2 * c && 2 * b === 3 * c) return [sum];
          }
      return [];
    },
    '4 Al + 3 O₂ → 2 Al₂O₃: aluminio 4 = 2 · 2; oxígeno 3 · 2 = 6 = 2 · 3. Suma: 4 + 3 + 2 = 9.',
  ),
  choose(
    25547,
    OXIDES,
    '23) ¿Cuál de las siguientes correspondencias fórmula – nombre es correcta?',
    [
      'Cu(OH)₂: hidróxido cuproso',
      'HNO₂: ácido nítrico',
      'NaHCO₃: carbonato ácido de sodio (bicarbonato de sodio)',
      'CaO₂: óxido de calcio',
    ],
    2,
    () => {
      const copperInHydroxide = 2;
      const nitrogenInHNO2 = -(1 - 2 * 2);
      const carbonInHCO3 = -(1 + 1 - 2 * 3);
      return copperInHydroxide === 2 && nitrogenInHNO2 === 3 && carbonInHCO3 === 4;
    },
    'Cu(OH)₂ tiene Cu +2: es hidróxido cúprico. HNO₂ tiene N +3: ácido nitroso. NaHCO₃ es la sal ácida del ácido carbónico (C +4): carbonato ácido de sodio, el bicarbonato. CaO₂ es el peróxido; el óxido de calcio es CaO.',
  ),
];

const NUMERIC: readonly ExamStyleProblem[] = [
  numeric(
    25522,
    MOLE,
    '24) Calcular el porcentaje en masa de nitrógeno en el nitrato de amonio (NH₄NO₃). Datos: Ar: N = 14; H = 1; O = 16.',
    { value: ((2 * ar('N')) / molar('NH4NO3')) * 100, unit: '%', text: '35 % de N' },
    () => ((2 * ar('N')) / molar('NH4NO3')) * 100,
    'M(NH₄NO₃) = 2 · 14 + 4 · 1 + 3 · 16 = 80 g/mol, con dos átomos de N: 28 g. % N = 28 / 80 · 100 = 35 %.',
  ),
  numeric(
    25523,
    MOLE,
    '25) ¿Cuántos moles de átomos de hidrógeno hay en 90 g de agua? (H = 1; O = 16)',
    { value: (90 / molar('H2O')) * 2, unit: 'mol', text: '10 mol de átomos de H' },
    () => (90 / molar('H2O')) * 2,
    'n(H₂O) = 90 g / 18 g/mol = 5 mol. Cada molécula tiene 2 átomos de H: 5 · 2 = 10 mol de átomos de H.',
  ),
  numeric(
    25524,
    GASES,
    '26) Un tubo de 20 dm³ contiene oxígeno (O₂) a 27 °C y 15 atm. Calcular la masa de oxígeno que contiene. Datos: O = 16; R = 0,082 atm·L/(mol·K).',
    {
      value: ((15 * 20) / (GAS_CONSTANT * (27 + CELSIUS))) * molar('O2'),
      unit: 'g',
      text: '≈ 390 g de O₂',
    },
    () => ((15 * 20) / (GAS_CONSTANT * (27 + CELSIUS))) * molar('O2'),
    'n = PV/(RT) = 15 atm · 20 L / (0,082 · 300 K) = 300 / 24,6 = 12,2 mol. m = 12,2 mol · 32 g/mol ≈ 390 g.',
  ),
  numeric(
    25525,
    GASES,
    '27) Determine la densidad del metano (CH₄) en CNPT, en g/L. (C = 12; H = 1)',
    { value: molar('CH4') / MOLAR_VOLUME, unit: 'g/L', text: '≈ 0,714 g/L' },
    () => molar('CH4') / MOLAR_VOLUME,
    'Un mol de CH₄ (16 g) ocupa 22,4 L en CNPT: δ = 16 g / 22,4 L = 0,714 g/L.',
  ),
  numeric(
    25526,
    MOLARITY,
    '28) Una solución de ácido sulfúrico es 4,9 % m/v. Calcular su molaridad. Datos: H = 1; S = 32; O = 16.',
    { value: (4.9 * 10) / molar('H2SO4'), unit: 'M', text: '0,5 M' },
    () => (4.9 * 10) / molar('H2SO4'),
    '4,9 % m/v son 4,9 g en 100 mL, o sea 49 g por litro. M(H₂SO₄) = 98 g/mol: 49 / 98 = 0,5 mol/L.',
  ),
  numeric(
    25527,
    DILUTION,
    '29) ¿Qué volumen de HCl 12 M hay que tomar para preparar 500 mL de solución 0,3 M? Expresar en mL.',
    { value: (0.3 * 500) / 12, unit: 'mL', text: '12,5 mL' },
    () => (0.3 * 500) / 12,
    'Los moles de soluto no cambian al diluir: C₁V₁ = C₂V₂ → V₁ = 0,3 M · 500 mL / 12 M = 12,5 mL.',
  ),
  numeric(
    25528,
    MOLARITY,
    '30) El ácido nítrico comercial tiene 63 % m/m y densidad 1,40 g/cm³. Calcular su molaridad. Datos: H = 1; N = 14; O = 16.',
    { value: (1000 * 1.4 * 0.63) / molar('HNO3'), unit: 'M', text: '14 M' },
    () => (1000 * 1.4 * 0.63) / molar('HNO3'),
    'Un litro (1000 cm³) pesa 1000 · 1,40 = 1400 g, de los que el 63 % es HNO₃: 882 g. M(HNO₃) = 63 g/mol: 882 / 63 = 14 mol en un litro, 14 M.',
  ),
  numeric(
    25529,
    LIMITING,
    '31) Se calcinan 0,5 kg de piedra caliza que contiene 80 % de CaCO₃: CaCO₃ → CaO + CO₂. ¿Qué masa de CaO se obtiene, en gramos? (Ca = 40; C = 12; O = 16)',
    { value: ((500 * 0.8) / molar('CaCO3')) * molar('CaO'), unit: 'g', text: '224 g de CaO' },
    () => ((500 * 0.8) / molar('CaCO3')) * molar('CaO'),
    'CaCO₃ puro: 500 g · 0,80 = 400 g = 400 / 100 = 4 mol. Por cada mol de CaCO₃ se forma 1 mol de CaO (56 g/mol): 4 · 56 = 224 g.',
  ),
  numeric(
    25530,
    LIMITING,
    '32) Según N₂ + 3 H₂ → 2 NH₃, se hacen reaccionar 56 g de N₂ con exceso de hidrógeno. Si el rendimiento es del 60 %, ¿qué masa de amoníaco se obtiene? Datos: N = 14; H = 1.',
    { value: (56 / molar('N2')) * 2 * molar('NH3') * 0.6, unit: 'g', text: '40,8 g de NH₃' },
    () => (56 / molar('N2')) * 2 * molar('NH3') * 0.6,
    '56 g de N₂ = 2 mol → 4 mol de NH₃ = 4 · 17 = 68 g (teórico). Con 60 % de rendimiento: 68 · 0,60 = 40,8 g.',
  ),
  numeric(
    25531,
    PH,
    '33) Una solución acuosa tiene [OH⁻] = 2,5 × 10⁻⁴ M a 25 °C. Calcular su pH.',
    { value: 14 + Math.log10(2.5e-4), unit: '', text: 'pH ≈ 10,40' },
    () => 14 + Math.log10(2.5e-4),
    'pOH = −log(2,5 × 10⁻⁴) = 3,60. pH = 14 − 3,60 = 10,40.',
  ),
  numeric(
    25532,
    PH,
    '34) Se toman 10 mL de HNO₃ 0,5 M y se diluyen con agua hasta 500 mL. ¿Cuál es el pH de la solución diluida? (ácido fuerte)',
    { value: -Math.log10((0.5 * 10) / 500), unit: '', text: 'pH = 2' },
    () => -Math.log10((0.5 * 10) / 500),
    'C₂ = 0,5 M · 10 mL / 500 mL = 0,01 M. El ácido fuerte está totalmente disociado: [H⁺] = 10⁻² M, pH = 2.',
  ),
  numeric(
    25533,
    MOLE,
    '35) ¿Cuántas moléculas hay en 5,6 L de amoníaco (NH₃) medidos en CNPT? (NA = 6,02 × 10²³)',
    { value: (5.6 / MOLAR_VOLUME) * AVOGADRO, unit: 'moléculas', text: '1,505 × 10²³ moléculas' },
    () => (5.6 / MOLAR_VOLUME) * AVOGADRO,
    'n = 5,6 L / 22,4 L/mol = 0,25 mol; N = 0,25 · 6,02 × 10²³ = 1,505 × 10²³ moléculas.',
  ),
  numeric(
    25534,
    MOLE,
    '36) Se disuelven en agua 34,2 g de sulfato de aluminio, Al₂(SO₄)₃, que se disocia totalmente. ¿Cuántos moles de iones en total quedan en la solución? Datos: Al = 27; S = 32; O = 16.',
    { value: (34.2 / molar('Al2(SO4)3')) * 5, unit: 'mol', text: '0,5 mol de iones' },
    () => (34.2 / molar('Al2(SO4)3')) * 5,
    'M = 2 · 27 + 3 · (32 + 64) = 342 g/mol: 34,2 g = 0,1 mol. Al₂(SO₄)₃ → 2 Al³⁺ + 3 SO₄²⁻: 5 iones por fórmula, 0,1 · 5 = 0,5 mol de iones.',
  ),
  numeric(
    25535,
    GASES,
    '37) Una muestra de 0,64 g de un gas ocupa 448 cm³ en CNPT. Determine la masa molar del gas.',
    { value: 0.64 / (0.448 / MOLAR_VOLUME), unit: 'g/mol', text: '32 g/mol' },
    () => 0.64 / (0.448 / MOLAR_VOLUME),
    '448 cm³ = 0,448 L = 0,448 / 22,4 = 0,02 mol. M = 0,64 g / 0,02 mol = 32 g/mol.',
  ),
];

const PAGES: readonly ExamStyleProblem[] = [
  parts(
    25536,
    LIMITING,
    '38) Se hacen reaccionar 10 g de H₂ con 64 g de O₂ según 2 H₂ + O₂ → 2 H₂O. Datos: Ar: H = 1; O = 16. Calcular:',
    [
      part(
        'a',
        'la masa de H₂ que reacciona con todo el O₂ presente',
        8,
        'g',
        '8 g de H₂ (el O₂ es el limitante)',
      ),
      part('b', 'la masa del reactivo en exceso que queda sin reaccionar', 2, 'g', '2 g de H₂'),
      part('c', 'la masa de agua que se forma', 72, 'g', '72 g de H₂O'),
    ],
    () => {
      const hydrogen = 10 / molar('H2');
      const oxygen = 64 / molar('O2');
      const needed = 2 * oxygen;
      return [[needed * molar('H2')], [(hydrogen - needed) * molar('H2')], [2 * oxygen * molar('H2O')]];
    },
    'n(H₂) = 10/2 = 5 mol; n(O₂) = 64/32 = 2 mol. Los 2 mol de O₂ necesitan 4 mol de H₂ (8 g) y hay 5: el O₂ es el limitante. a) 8 g. b) Sobra 1 mol de H₂ = 2 g. c) Se forman 4 mol de H₂O = 4 · 18 = 72 g.',
  ),
  parts(
    25537,
    LIMITING,
    '39) Se tratan 20 g de una muestra de cinc de 98,1 % de pureza con exceso de ácido clorhídrico: Zn + 2 HCl → ZnCl₂ + H₂. Datos: Zn = 65,4; Cl = 35,5; H = 1.',
    [
      part('a', 'Calcular los moles de Zn que reaccionan.', 0.3, 'mol', '0,3 mol de Zn'),
      part('b', 'Calcular el volumen de H₂ desprendido, medido en CNPT.', 6.72, 'L', '6,72 L de H₂'),
      part('c', 'Calcular la masa de ZnCl₂ que se forma.', 40.92, 'g', '40,92 g de ZnCl₂'),
      part(
        'd',
        'Si en realidad se recogen 36,0 g de ZnCl₂, ¿cuál es el rendimiento de la reacción?',
        (36 / 40.92) * 100,
        '%',
        '≈ 88,0 %',
      ),
    ],
    () => {
      const zinc = (20 * 0.981) / ar('Zn');
      const chloride = zinc * molar('ZnCl2');
      return [[zinc], [zinc * MOLAR_VOLUME], [chloride], [(36 / chloride) * 100]];
    },
    'a) Zn puro: 20 · 0,981 = 19,62 g = 19,62 / 65,4 = 0,3 mol. b) 1 mol de Zn da 1 mol de H₂: 0,3 · 22,4 = 6,72 L. c) M(ZnCl₂) = 65,4 + 71 = 136,4 g/mol: 0,3 · 136,4 = 40,92 g. d) 36,0 / 40,92 · 100 ≈ 88 %.',
  ),
  parts(
    25538,
    REDOX,
    '40) Balancear por el método del ion-electrón, en medio ácido: MnO₄⁻ + Fe²⁺ → Mn²⁺ + Fe³⁺. Datos: Fe = 56; S = 32; O = 16.',
    [
      part('a', '¿Cuántos electrones gana cada ion permanganato?', 5, 'electrones', '5 electrones'),
      part(
        'b',
        'En la ecuación balanceada con coeficiente 1 para el MnO₄⁻, ¿cuál es el coeficiente del Fe²⁺?',
        5,
        '',
        '5',
      ),
      part('c', '¿Y el coeficiente del H⁺?', 8, '', '8'),
      part('d', '¿Qué masa de FeSO₄ se oxida con 0,02 mol de KMnO₄?', 15.2, 'g', '15,2 g de FeSO₄'),
    ],
    () => {
      const gained = 7 - 2;
      const iron = gained / (3 - 2);
      const water = 4;
      const protons = 2 * water;
      const charges = -1 + 2 * iron + protons === 2 + 3 * iron;
      return charges ? [[gained], [iron], [protons], [0.02 * iron * molar('FeSO4')]] : [];
    },
    'Reducción: MnO₄⁻ + 8 H⁺ + 5 e⁻ → Mn²⁺ + 4 H₂O (Mn de +7 a +2). Oxidación: Fe²⁺ → Fe³⁺ + e⁻, por 5. Global: MnO₄⁻ + 5 Fe²⁺ + 8 H⁺ → Mn²⁺ + 5 Fe³⁺ + 4 H₂O (cargas: 17 = 17). d) 0,02 mol de MnO₄⁻ oxidan 0,1 mol de Fe²⁺: 0,1 · 152 = 15,2 g de FeSO₄.',
  ),
  parts(
    25539,
    GASES,
    '41) En un recipiente rígido de 8,2 L se colocan 6,4 g de O₂ y 5,6 g de N₂ a 27 °C (O = 16; N = 14; R = 0,082 atm·L/(mol·K)).',
    [
      part('a', 'Calcular los moles totales de gas.', 0.4, 'mol', '0,4 mol'),
      part('b', 'Calcular la presión total en el recipiente.', 1.2, 'atm', '1,2 atm'),
      part('c', 'Calcular la presión parcial del oxígeno.', 0.6, 'atm', '0,6 atm'),
    ],
    () => {
      const oxygen = 6.4 / molar('O2');
      const total = oxygen + 5.6 / molar('N2');
      const pressure = (total * GAS_CONSTANT * (27 + CELSIUS)) / 8.2;
      return [[total], [pressure], [(pressure * oxygen) / total]];
    },
    'a) O₂: 6,4/32 = 0,2 mol; N₂: 5,6/28 = 0,2 mol; total 0,4 mol. b) P = nRT/V = 0,4 · 0,082 · 300 / 8,2 = 1,2 atm. c) La fracción molar del O₂ es 0,5: P(O₂) = 0,5 · 1,2 = 0,6 atm.',
  ),
  parts(
    25540,
    PERCENT,
    '42) Se disuelven 20 g de NaOH en agua hasta obtener 400 mL de solución, cuya densidad es 1,04 g/mL. Datos: Na = 23; O = 16; H = 1. Expresar la concentración en:',
    [
      part('a', '% m/v', 5, '% m/v', '5 % m/v'),
      part('b', 'molaridad', 1.25, 'M', '1,25 M'),
      part('c', '% m/m', (20 / 416) * 100, '% m/m', '≈ 4,81 % m/m'),
    ],
    () => [[(20 / 400) * 100], [20 / molar('NaOH') / 0.4], [(20 / (400 * 1.04)) * 100]],
    'a) 20 g en 400 mL → 5 g en 100 mL: 5 % m/v. b) 20 g / 40 g/mol = 0,5 mol en 0,4 L: 1,25 M. c) La solución pesa 400 mL · 1,04 g/mL = 416 g: 20 / 416 · 100 ≈ 4,81 % m/m.',
  ),
  parts(
    25541,
    DILUTION,
    '43) Se mezclan 200 mL de HCl 0,5 M con 300 mL de HCl 0,2 M (volúmenes aditivos).',
    [
      part('a', 'Calcular los moles de HCl en la mezcla.', 0.16, 'mol', '0,16 mol'),
      part('b', 'Calcular la molaridad de la solución final.', 0.32, 'M', '0,32 M'),
      part('c', 'Calcular el pH de la solución final.', -Math.log10(0.32), '', 'pH ≈ 0,49'),
    ],
    () => {
      const moles = 0.2 * 0.5 + 0.3 * 0.2;
      const molarity = moles / 0.5;
      return [[moles], [molarity], [-Math.log10(molarity)]];
    },
    'a) 0,200 L · 0,5 M + 0,300 L · 0,2 M = 0,10 + 0,06 = 0,16 mol. b) En 500 mL: 0,16 / 0,5 L = 0,32 M. c) [H⁺] = 0,32 M: pH = −log 0,32 ≈ 0,49.',
  ),
  parts(
    25542,
    NEUTRALIZATION,
    '44) Para neutralizar 25 mL de una solución de H₂SO₄ se gastan 40 mL de NaOH 0,5 M: H₂SO₄ + 2 NaOH → Na₂SO₄ + 2 H₂O.',
    [
      part('a', 'Calcular los moles de NaOH gastados.', 0.02, 'mol', '0,02 mol'),
      part('b', 'Calcular los moles de H₂SO₄ neutralizados.', 0.01, 'mol', '0,01 mol'),
      part('c', 'Calcular la molaridad de la solución de ácido.', 0.4, 'M', '0,4 M'),
    ],
    () => {
      const base = 0.04 * 0.5;
      const acid = base / 2;
      return [[base], [acid], [acid / 0.025]];
    },
    'a) 0,040 L · 0,5 M = 0,02 mol de NaOH. b) Por la ecuación, 1 mol de ácido por cada 2 de base: 0,01 mol. c) 0,01 mol / 0,025 L = 0,4 M.',
  ),
  parts(
    25543,
    MOLE,
    '45) Un compuesto orgánico contiene 40,0 % de carbono, 6,7 % de hidrógeno y el resto oxígeno; su masa molar es 180 g/mol. Datos: C = 12; H = 1; O = 16.',
    [
      part('a', 'Determine la masa molar de la fórmula mínima.', 30, 'g/mol', '30 g/mol (CH₂O)'),
      part('b', '¿Cuántas veces está contenida la fórmula mínima en la molecular?', 6, '', '6'),
      part('c', '¿Cuántos átomos de hidrógeno tiene la fórmula molecular?', 12, 'átomos', '12 (C₆H₁₂O₆)'),
    ],
    () => {
      const moles = [40 / ar('C'), 6.7 / ar('H'), (100 - 40 - 6.7) / ar('O')];
      const least = Math.min(...moles);
      const [c = 0, h = 0, o = 0] = moles.map((n) => Math.round(n / least));
      const empirical = c * ar('C') + h * ar('H') + o * ar('O');
      const times = Math.round(180 / empirical);
      return [[empirical], [times], [h * times]];
    },
    'Moles en 100 g: C 40/12 = 3,33; H 6,7/1 = 6,7; O 53,3/16 = 3,33. Dividiendo por 3,33: 1 : 2 : 1, CH₂O. a) 12 + 2 + 16 = 30 g/mol. b) 180 / 30 = 6. c) C₆H₁₂O₆: 2 · 6 = 12 átomos de H.',
  ),
  parts(
    25544,
    PARTICLES,
    '46) El anión X²⁻ tiene 18 electrones y su número másico es 34.',
    [
      part('a', 'Determine el número atómico de X.', 16, '', 'Z = 16'),
      part('b', '¿Cuántos neutrones tiene su núcleo?', 18, 'neutrones', '18 neutrones'),
      part('c', '¿En qué grupo de la tabla periódica se ubica X?', 16, '', 'grupo 16 (VIA)'),
      part('d', '¿En qué período?', 3, '', 'período 3'),
    ],
    () => {
      const z = 18 - 2;
      const shells = [2, 8, z - 10];
      return [[z], [34 - z], [10 + (shells[2] ?? 0)], [shells.length]];
    },
    'El anión ganó 2 electrones: el átomo neutro tiene 16, Z = 16 (azufre). b) n = A − Z = 34 − 16 = 18. c) y d) Configuración 1s² 2s² 2p⁶ 3s² 3p⁴: 6 electrones en el nivel 3, grupo 16, período 3.',
  ),
  page(
    'quimica',
    25545,
    LIMITING,
    '47) Se queman 4,8 g de magnesio en oxígeno: 2 Mg + O₂ → 2 MgO. Datos: Mg = 24; O = 16. Calcular: a) la masa de MgO que se forma; b) el volumen de O₂, medido en CNPT, que se consume; c) la masa de MgO que se obtiene si el rendimiento es del 75 %.',
    'a) 8 g de MgO; b) 2,24 L de O₂; c) 6 g de MgO',
    () => {
      const magnesium = 4.8 / ar('Mg');
      const oxide = magnesium * molar('MgO');
      return [oxide, (magnesium / 2) * MOLAR_VOLUME, oxide * 0.75];
    },
    'n(Mg) = 4,8 / 24 = 0,2 mol. a) Se forman 0,2 mol de MgO = 0,2 · 40 = 8 g. b) Se consumen 0,1 mol de O₂ = 0,1 · 22,4 = 2,24 L. c) 8 g · 0,75 = 6 g.',
  ),
  page(
    'quimica',
    25546,
    GASES,
    '48) Un globo contiene 2 g de helio a 1 atm y 27 °C (He = 4; R = 0,082 atm·L/(mol·K)). a) Calcular su volumen. b) El globo asciende hasta donde la presión es 0,8 atm y la temperatura 7 °C: ¿cuál es su nuevo volumen? c) ¿Cuál es la densidad del helio en las condiciones iniciales, en g/L?',
    'a) 12,3 L; b) ≈ 14,35 L; c) ≈ 0,163 g/L',
    () => {
      const moles = 2 / ar('He');
      const first = (moles * GAS_CONSTANT * (27 + CELSIUS)) / 1;
      return [first, first * (1 / 0.8) * ((7 + CELSIUS) / (27 + CELSIUS)), 2 / first];
    },
    'n = 2 / 4 = 0,5 mol. a) V = nRT/P = 0,5 · 0,082 · 300 / 1 = 12,3 L. b) V₂ = 12,3 · (1/0,8) · (280/300) ≈ 14,35 L. c) δ = 2 g / 12,3 L ≈ 0,163 g/L.',
  ),
];

export const chemistryBlind30: readonly ExamStyleProblem[] = [...FIVE_OPTIONS, ...NUMERIC, ...PAGES];
