/**
 * A blind set of the chemistry entrance (#32, wave 34): forty-eight problems written the way UTN
 * regionals print their entrance exams, without opening any solver, the offline engine or any tutor
 * reply, in our own words, to read like one exam season over the whole programme. Twenty five-option
 * items (E «Ninguna respuesta anterior es correcta», the right one in 26700, 26712 and 26716),
 * fifteen short numeric answers, ten pages with parts a), b), c) where a later part uses an earlier
 * result or changes a datum, and three pages (26745 to 26747) with the parts written inside the statement.
 *
 * Kinds chosen to be ones waves 28 to 33 lack or hold once: the law of definite proportions with one reagent
 * left over, Dalton's multiple proportions from two percentages, isoelectronic species, an alpha emission, a
 * transition element from its condensed configuration, the electrons and orbitals of a level, ionic radii in
 * an isoelectronic series, metallic character, the shared and lone pairs of N₂, London forces and boiling
 * points, which solid conducts, oxygen in a peroxide and hydrogen in a metal hydride, the names of N₂O₅, a
 * hydrogencarbonate's name, a nitrite's formula, oxygen atoms in a fraction of a mole of a salt with a
 * polyatomic ion, Graham's law, a conjugate base (Brønsted–Lowry), Le Chatelier, a Daniell cell's EMF; as
 * numbers: copper deposited by a current (Faraday), the heat of a combustion from ΔH, Hess's law, the air
 * (21 % O₂) a combustion takes, a Mg–Zn mixture from the hydrogen it gives, a normality, Gay-Lussac's pressure
 * law with kPa, the NaOH for a given pH, atoms in a volume of liquid from its density, the water that takes a
 * pH from 1 to 2, a back-titration, the O₂ of permanganate with peroxide, the mean molar mass and density of
 * air, a molecular formula from a density relative to H₂, an equilibrium constant from the moles at
 * equilibrium; as pages: an electrolysis of molten NaCl, sulfuric acid from pyrite through three reactions,
 * N₂O₄ ⇌ 2 NO₂ with a degree of dissociation, the heat of a butane burner used to warm water, crystallization
 * from a solubility table, a Zn–Ag cell with the silver it deposits and the charge, a gas reaction in a rigid
 * vessel with its final pressures, a solution from a hydrate diluted, aluminium with a limiting acid and a
 * gas at 27 °C, zinc with dilute nitric acid giving ammonium, perchloric acid and its calcium salt, bromine's
 * place in the table and its bond with potassium, hydrogen chloride gas dissolved and neutralized. Numbered
 * as printed («7)», «Ejercicio 3:», «Pregunta 4.», «Problema 2 –»), data in a «Datos:» line, in parentheses
 * or as a table written in text, «usted», voseo and the infinitive, answers asked in a unit (mg, kg, mL, kJ,
 * atm from kPa, s) or with a rounding instruction, decimal comma and thousands with a dot. Relative atomic
 * masses are the science kernel's (`atomicMasses`; Zn = 65,4 and Cu = 63,5 as printed) and the molar volume,
 * R, Avogadro's number and Faraday's constant its constants; the statements quote the same values. Every key
 * was worked by hand (in its solution) and is recomputed by `check` or `verify`. The equilibrium items
 * (26718, 26734, 26737) take the subtopic estequiometria.balanceo-relaciones and the thermochemical ones
 * (26721, 26722, 26738) termodinamica-quimica.entalpia-hess, the one chemistry subtopic for heat the written
 * sets already use: no written set names an equilibrium subtopic.
 *
 * Kinds of problem, programme and difficulty modelled on (facts only, nothing copied):
 * - UTN FRBA, Programa de Química (U.D.B. Química), whose minimal contents name equilibrium and
 *   electrochemistry beside stoichiometry and solutions (the kinds of 26718, 26719, 26734, 26737 and
 *   26740): https://www.frba.utn.edu.ar/udb_quimica/programa-quimica-academica/ (content/exam-style/
 *   sources.ts: frba-quimica-programa; read 2026-11-29, its entry in sources.ts re-read 2026-12-03)
 * - UTN FRTDF, Programa de Química General 2021 (mol and Avogadro, nomenclature in the three systems,
 *   limiting reagent, yield and purity, solutions): https://es.scribd.com/document/567884791/Programa-2021
 *   (sources.ts: frtdf-quimica-general-2021; read 2026-11-29, its entry re-read 2026-12-03)
 * - A published collection of introductory-chemistry university exams (2020; items with options and
 *   closing problems without them), for the format only, already cited by waves 28 and 30:
 *   https://www.passeidireto.com/arquivo/124147195/examenes-2020 (its opening read again 2026-12-03)
 * Searches of the stored pages and docs (2026-12-03) for UTN chemistry ingreso material (cuadernillos,
 * seminario, modelos de examen; FRC, FRRo, FRM and UTN in general) returned only non-UTN material
 * (entrance courses of other universities and countries) and one UTN entrance guide of mathematics
 * (https://cupdf.com/document/ingreso-utn-cursos-guas-y-parciales-resueltos-del-cbc.html, its opening
 * read 2026-12-03); no regional's chemistry entrance exam is cited, because none was found.
 *
 * First measure, before any fix, at HEAD df485266 on a clean worktree of that commit holding only this
 * set and its test (written without looking at the solvers or the engine's replies, 2026-12-03): 4/48
 * right, 4 answered sure, 0 sure and wrong (no id to recheck). Lower than wave 33's first measure
 * (10/48): this set leans to kinds the earlier waves lack (electrochemistry, equilibrium, thermochemistry,
 * a back-titration, solubility and crystallization).
 */
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { atomicMasses, isElementSymbol } from '../../../science/atomic-masses.ts';
import { AVOGADRO, FARADAY, GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
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
const POLARITY = 'estructura-atomica.geometria-polaridad';
const MOLE = 'estequiometria.mol-masa-molar';
const RELATIONS = 'estequiometria.balanceo-relaciones';
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
const HEAT = 'termodinamica-quimica.entalpia-hess';

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

const CELSIUS = 273;
const KPA_PER_ATM = 101.325;
/** Specific heat of liquid water, J/(g·°C), as the statements give it. */
const WATER_HEAT = 4.18;

/** Subshells in the order they fill (Madelung), as [n, l]. */
const FILLING_ORDER: readonly (readonly [number, number])[] = [
  [1, 0],
  [2, 0],
  [2, 1],
  [3, 0],
  [3, 1],
  [4, 0],
  [3, 2],
  [4, 1],
  [5, 0],
  [4, 2],
  [5, 1],
];

/** The ground-state subshells of a neutral atom of atomic number z, as [n, l, electrons]. */
function configuration(z: number): [number, number, number][] {
  const filled: [number, number, number][] = [];
  let left = z;
  for (const [n, l] of FILLING_ORDER) {
    if (left <= 0) break;
    const electrons = Math.min(left, 2 * (2 * l + 1));
    filled.push([n, l, electrons]);
    left -= electrons;
  }
  return filled;
}

/** The highest occupied level of a neutral atom: its period. */
const period = (z: number) => Math.max(...configuration(z).map(([n]) => n));

/** Electrons in the highest occupied level of a neutral atom. */
function valenceElectrons(z: number): number {
  const outer = period(z);
  return configuration(z)
    .filter(([n]) => n === outer)
    .reduce((sum, [, , e]) => sum + e, 0);
}

/** Unpaired electrons of a neutral atom in its ground state (Hund), from its last subshell. */
function unpairedElectrons(z: number): number {
  const last = configuration(z).at(-1);
  if (!last) return 0;
  const [, l, e] = last;
  const orbitals = 2 * l + 1;
  return e <= orbitals ? e : 2 * orbitals - e;
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

/** Atomic numbers of the elements the items name. */
const Z: Readonly<Record<string, number>> = { O: 8, F: 9, Ne: 10, Na: 11, Mg: 12, S: 16, Cl: 17, K: 19 };

/** Electrons of an ion written as symbol and charge. */
const electronsOf = (symbol: string, charge: number) => (Z[symbol] ?? Number.NaN) - charge;

/** Normal boiling points, °C, of the first four alkanes (item 26709). */
const ALKANE_BOILING: Readonly<Record<string, number>> = { CH4: -162, C2H6: -89, C3H8: -42, C4H10: -1 };

/** Standard reduction potentials, V, the cells use. */
const E0: Readonly<Record<string, number>> = { Zn: -0.76, Cu: 0.34, Ag: 0.8 };

const FIVE_OPTIONS: readonly ExamStyleProblem[] = [
  options(
    26700,
    SYSTEMS,
    '1) En el agua, el hidrógeno y el oxígeno están siempre combinados en la relación de masas 1 : 8 (ley de las proporciones definidas). Si se hacen reaccionar 5 g de hidrógeno con 48 g de oxígeno, la masa de agua que se forma es:',
    ['53 g', '40 g', '48 g', '54 g'],
    4,
    () => {
      const hydrogenUsed = Math.min(5, 48 / 8);
      return [hydrogenUsed * 9];
    },
    'Los 5 g de H necesitan 5 · 8 = 40 g de O, y hay 48 g: sobran 8 g de oxígeno y el hidrógeno se consume entero. Agua formada: 5 + 40 = 45 g. Ninguna opción muestra 45 g (53 g sumaría también el oxígeno que no reacciona).',
  ),
  choose(
    26701,
    SYSTEMS,
    '2) Dos óxidos de nitrógeno tienen, respectivamente, 46,67 % y 30,43 % en masa de nitrógeno. Las masas de oxígeno que se combinan con una misma masa de nitrógeno en el primero y en el segundo están en la relación:',
    ['1 : 1', '1 : 2', '2 : 3', '1 : 3'],
    1,
    () => {
      const first = (100 - 46.67) / 46.67;
      const second = (100 - 30.43) / 30.43;
      return Math.abs(second / first - 2) < 0.01;
    },
    'Por gramo de nitrógeno: primer óxido 53,33 / 46,67 ≈ 1,143 g de O; segundo 69,57 / 30,43 ≈ 2,286 g de O. El cociente es 2,286 / 1,143 = 2: relación 1 : 2 (ley de las proporciones múltiples de Dalton; son NO y NO₂).',
  ),
  choose(
    26702,
    PARTICLES,
    'Pregunta 3. ¿Cuál de los siguientes grupos está formado por especies isoelectrónicas (con el mismo número de electrones)? Datos: Z(O) = 8; Z(F) = 9; Z(Ne) = 10; Z(Na) = 11; Z(Mg) = 12; Z(S) = 16; Z(Cl) = 17; Z(K) = 19.',
    ['Na⁺, Mg²⁺ y F⁻', 'Na, Mg y F', 'Na⁺, K⁺ y Cl⁻', 'O²⁻, S²⁻ y Ne'],
    0,
    () => {
      const groups: [string, number][][] = [
        [
          ['Na', 1],
          ['Mg', 2],
          ['F', -1],
        ],
        [
          ['Na', 0],
          ['Mg', 0],
          ['F', 0],
        ],
        [
          ['Na', 1],
          ['K', 1],
          ['Cl', -1],
        ],
        [
          ['O', -2],
          ['S', -2],
          ['Ne', 0],
        ],
      ];
      const same = groups.flatMap((group, i) =>
        new Set(group.map(([s, q]) => electronsOf(s, q))).size === 1 ? [i] : [],
      );
      return same.length === 1 && same[0] === 0;
    },
    'Na⁺: 11 − 1 = 10; Mg²⁺: 12 − 2 = 10; F⁻: 9 + 1 = 10 electrones: los tres son isoelectrónicos (con el neón). Na, Mg y F neutros tienen 11, 12 y 9; K⁺ y Cl⁻ tienen 18 pero Na⁺ 10; S²⁻ tiene 18 y O²⁻ y Ne 10.',
  ),
  choose(
    26703,
    PARTICLES,
    'Pregunta 4. El radio-226 (Z = 88) es radiactivo y emite una partícula alfa (un núcleo de helio, ⁴₂He). El núcleo que se forma es:',
    ['²²⁶₈₉Ac', '²²⁴₈₆Rn', '²²²₈₆Rn', '²²²₈₈Ra'],
    2,
    () => {
      const massNumber = 226 - 4;
      const atomicNumber = 88 - 2;
      return massNumber === 222 && atomicNumber === 86;
    },
    'La partícula alfa se lleva 2 protones y 2 neutrones: A = 226 − 4 = 222 y Z = 88 − 2 = 86, que es el radón: ²²²₈₆Rn.',
  ),
  choose(
    26704,
    CONFIGURATION,
    '5) La configuración electrónica abreviada de un átomo neutro en estado fundamental es [Ar] 4s² 3d⁶. Indique su número atómico, su ubicación en la tabla y el tipo de elemento:',
    [
      'Z = 24; período 4, grupo 6; metal de transición',
      'Z = 26; período 3, grupo 8; elemento representativo',
      'Z = 8; período 4, grupo 2; elemento representativo',
      'Z = 26; período 4, grupo 8; metal de transición',
    ],
    3,
    () => {
      const z = 18 + 2 + 6;
      const shells = configuration(z);
      const last = shells.at(-1);
      const transition = last?.[1] === 2;
      const group = 2 + (last?.[2] ?? 0);
      return z === 26 && period(z) === 4 && group === 8 && transition;
    },
    'El argón aporta 18 electrones: Z = 18 + 2 + 6 = 26 (hierro). El nivel más alto ocupado es el 4: período 4. Llena un subnivel d: es metal de transición, y 4s² 3d⁶ suma 8 electrones: grupo 8.',
  ),
  options(
    26705,
    CONFIGURATION,
    '6) El número máximo de electrones que puede alojar el nivel de energía n = 3 y el número de orbitales de ese nivel son, respectivamente:',
    ['8 y 4', '18 y 3', '18 y 9', '32 y 16'],
    2,
    () => {
      const n = 3;
      let orbitals = 0;
      for (let l = 0; l < n; l++) orbitals += 2 * l + 1;
      return [2 * orbitals, orbitals];
    },
    'En n = 3 hay tres subniveles (l = 0, 1, 2: s, p, d) con 1 + 3 + 5 = 9 orbitales (n²), y en cada orbital caben 2 electrones: 2n² = 18 electrones. (3 es el número de subniveles, no de orbitales.)',
  ),
  choose(
    26706,
    PERIODIC,
    'Ejercicio 7: Los iones O²⁻, F⁻, Na⁺ y Mg²⁺ tienen todos 10 electrones. Su ordenamiento según el radio iónico decreciente es:',
    [
      'Mg²⁺ > Na⁺ > F⁻ > O²⁻',
      'O²⁻ > F⁻ > Na⁺ > Mg²⁺',
      'F⁻ > O²⁻ > Mg²⁺ > Na⁺',
      'los cuatro tienen igual radio porque tienen igual número de electrones',
    ],
    1,
    () => {
      const protons = [Z.O ?? 0, Z.F ?? 0, Z.Na ?? 0, Z.Mg ?? 0];
      const decreasing = protons.every((p, i) => i === 0 || p > (protons[i - 1] ?? 0));
      return decreasing;
    },
    'Con los mismos 10 electrones, cuantos más protones tiene el núcleo más fuerte los atrae y menor es el radio: O (8) > F (9) > Na (11) > Mg (12) en radio, es decir O²⁻ > F⁻ > Na⁺ > Mg²⁺.',
  ),
  choose(
    26707,
    PERIODIC,
    'Ejercicio 8: Entre los elementos del cuarto período potasio, calcio, selenio y bromo, el de mayor carácter metálico es:',
    ['K', 'Ca', 'Se', 'Br'],
    0,
    () => {
      const groups: Record<string, number> = { K: 1, Ca: 2, Se: 16, Br: 17 };
      const leftmost = Object.entries(groups).reduce((a, b) => (b[1] < a[1] ? b : a))[0];
      return leftmost === 'K';
    },
    'En un período el carácter metálico disminuye hacia la derecha (el radio baja y la energía de ionización sube): el más metálico es el de la izquierda, el potasio (grupo 1), que cede su electrón 4s con más facilidad.',
  ),
  options(
    26708,
    BONDS,
    '9) En la estructura de Lewis de la molécula de nitrógeno (N₂; el N tiene 5 electrones de valencia), el número de pares de electrones compartidos y el número total de pares libres (no enlazantes) son, respectivamente:',
    ['3 y 2', '2 y 2', '3 y 4', '1 y 6'],
    0,
    () => {
      const valence = 2 * 5;
      const shared = 8 - 5;
      const lonePairs = (valence - 2 * shared) / 2;
      return [shared, lonePairs];
    },
    'A cada N le faltan 3 electrones para el octeto: comparten 3 pares (triple enlace, :N≡N:). De los 10 electrones de valencia, 6 están en el enlace y quedan 4: un par libre en cada átomo, 2 pares libres en total.',
  ),
  choose(
    26709,
    POLARITY,
    '10) ¿Cuál de los siguientes hidrocarburos tiene el punto de ebullición más alto, y por qué?',
    [
      'CH₄, porque sus moléculas son las más livianas',
      'C₂H₆, porque forma uniones puente de hidrógeno',
      'todos hierven a la misma temperatura porque son no polares',
      'C₄H₁₀, porque sus fuerzas de London (de dispersión) son las más intensas',
    ],
    3,
    () => {
      const highest = Object.entries(ALKANE_BOILING).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      return highest === 'C4H10';
    },
    'Los cuatro son no polares: entre sus moléculas solo actúan fuerzas de London, que crecen con el tamaño de la molécula (más electrones, más polarizables). El butano, el más grande, hierve a unos −1 °C; el metano a −162 °C. Ninguno forma puentes de hidrógeno (el H está unido a C).',
  ),
  choose(
    26710,
    BONDS,
    '11) ¿Cuál de las siguientes sustancias conduce la corriente eléctrica en estado sólido?',
    ['cloruro de sodio', 'azúcar (sacarosa)', 'cobre', 'hielo'],
    2,
    () => {
      const solids = [
        { bond: 'iónica', freeCharges: false },
        { bond: 'covalente', freeCharges: false },
        { bond: 'metálica', freeCharges: true },
        { bond: 'covalente', freeCharges: false },
      ];
      const conducting = solids.flatMap((s, i) => (s.freeCharges ? [i] : []));
      return conducting.length === 1 && solids[2]?.bond === 'metálica';
    },
    'En el cobre la unión es metálica: los electrones de valencia están deslocalizados y se mueven por la red, por eso conduce en estado sólido. El NaCl sólido tiene sus iones fijos en la red (conduce fundido o disuelto); el azúcar y el hielo son moleculares y no conducen.',
  ),
  choose(
    26711,
    REDOX,
    'Pregunta 12. El número de oxidación del oxígeno en el peróxido de hidrógeno (agua oxigenada, H₂O₂) y el del hidrógeno en el hidruro de sodio (NaH) son, respectivamente:',
    ['−2 y +1', '−1 y −1', '−1 y +1', '−2 y −1'],
    1,
    () => {
      const oxygen = (0 - 2 * 1) / 2;
      const hydrogen = 0 - 1;
      return oxygen === -1 && hydrogen === -1;
    },
    'En H₂O₂: 2 · (+1) + 2x = 0 → x = −1 (el oxígeno de los peróxidos tiene −1). En NaH el sodio tiene +1, así que el hidrógeno tiene −1 (hidruro metálico).',
  ),
  choose(
    26712,
    OXIDES,
    'Pregunta 13. ¿Cuál de los siguientes es un nombre correcto del compuesto N₂O₅?',
    ['óxido de nitrógeno(III)', 'anhídrido nitroso', 'trióxido de dinitrógeno', 'dióxido de nitrógeno'],
    4,
    () => {
      const nitrogen = (5 * 2) / 2;
      const named: Record<string, string> = {
        'óxido de nitrógeno(III)': 'N2O3',
        'anhídrido nitroso': 'N2O3',
        'trióxido de dinitrógeno': 'N2O3',
        'dióxido de nitrógeno': 'NO2',
      };
      return nitrogen === 5 && !Object.values(named).includes('N2O5');
    },
    'En el N₂O₅ el nitrógeno tiene +5 (2x = 5 · 2). Sus nombres son pentóxido de dinitrógeno (atomicidad), óxido de nitrógeno(V) (Stock) y anhídrido nítrico (tradicional). Las tres primeras opciones nombran al N₂O₃ (N con +3) y la cuarta al NO₂: ninguna es correcta.',
  ),
  choose(
    26713,
    SALTS,
    '14) El NaHCO₃, que se usa en la cocina y como antiácido, se llama:',
    [
      'hidrogenocarbonato de sodio (bicarbonato de sodio)',
      'carbonato de sodio',
      'hidróxido de sodio y carbono',
      'carburo de sodio',
    ],
    0,
    () => {
      const carbon = -(1 + 1 - 3 * 2);
      const hydrogensLeftOfH2CO3 = 2 - 1;
      return carbon === 4 && hydrogensLeftOfH2CO3 === 1;
    },
    'Proviene del ácido carbónico H₂CO₃ (C con +4) al que el sodio reemplazó uno solo de sus dos hidrógenos: es una sal ácida, el hidrogenocarbonato de sodio, conocido como bicarbonato de sodio. El carbonato de sodio es Na₂CO₃.',
  ),
  choose(
    26714,
    SALTS,
    '15) La fórmula del nitrito de calcio es:',
    ['Ca(NO₃)₂', 'CaNO₂', 'Ca₂NO₂', 'Ca(NO₂)₂'],
    3,
    () => {
      const nitrite = 3 - 2 * 2;
      const calcium = 2;
      const perCalcium = calcium / -nitrite;
      return nitrite === -1 && perCalcium === 2;
    },
    'Nitrito viene del ácido nitroso HNO₂ (N con +3): el anión es NO₂⁻. El calcio forma Ca²⁺: hacen falta dos nitritos, Ca(NO₂)₂. Ca(NO₃)₂ es el nitrato.',
  ),
  choose(
    26715,
    MOLE,
    '16) ¿Cuántos átomos de oxígeno hay en 0,5 mol de sulfato de aluminio, Al₂(SO₄)₃? (NA = 6,02 × 10²³)',
    ['3,01 × 10²³', '1,806 × 10²⁴', '3,612 × 10²⁴', '7,224 × 10²⁴'],
    2,
    () => {
      const oxygenPerFormula = 3 * 4;
      const atoms = 0.5 * oxygenPerFormula * AVOGADRO;
      return Math.abs(atoms - 3.612e24) < 1e21;
    },
    'Cada Al₂(SO₄)₃ tiene 3 · 4 = 12 átomos de O. En 0,5 mol hay 0,5 · 12 = 6 mol de átomos de O: 6 · 6,02 × 10²³ = 3,612 × 10²⁴ átomos.',
  ),
  options(
    26716,
    GASES,
    '17) Según la ley de Graham, a la misma presión y temperatura, ¿cuántas veces más rápido efunde el hidrógeno (H₂) que el oxígeno (O₂)? (H = 1; O = 16)',
    ['2 veces', '8 veces', '16 veces', 'a la misma velocidad'],
    4,
    () => [Math.sqrt(molar('O2') / molar('H2'))],
    'v(H₂) / v(O₂) = √(M(O₂) / M(H₂)) = √(32 / 2) = √16 = 4: efunde 4 veces más rápido. Ninguna opción dice 4 veces (16 es el cociente de las masas molares, sin la raíz).',
  ),
  choose(
    26717,
    PH,
    '18) Según la teoría de Brønsted–Lowry, la base conjugada del ion hidrogenosulfato, HSO₄⁻, es:',
    ['H₂SO₄', 'H₃O⁺', 'OH⁻', 'SO₄²⁻'],
    3,
    () => {
      const acidCharge = -1;
      const baseCharge = acidCharge - 1;
      return baseCharge === -2;
    },
    'La base conjugada es lo que queda cuando el ácido cede un protón (H⁺): HSO₄⁻ → H⁺ + SO₄²⁻. Un H menos y una carga negativa más: SO₄²⁻. (H₂SO₄ es su ácido conjugado.)',
  ),
  choose(
    26718,
    RELATIONS,
    '19) La síntesis del amoníaco es exotérmica y transcurre en fase gaseosa: N₂ (g) + 3 H₂ (g) ⇌ 2 NH₃ (g), ΔH < 0. Una vez alcanzado el equilibrio, ¿qué cambio desplaza el equilibrio hacia la formación de más NH₃?',
    [
      'aumentar la temperatura',
      'disminuir la presión total',
      'aumentar la presión total reduciendo el volumen',
      'agregar un catalizador',
    ],
    2,
    () => {
      const gasMolesLeft = 1 + 3;
      const gasMolesRight = 2;
      const exothermic = true;
      const pressureFavoursRight = gasMolesRight < gasMolesLeft;
      const heatFavoursRight = !exothermic;
      return pressureFavoursRight && !heatFavoursRight;
    },
    'Por Le Chatelier, al aumentar la presión el sistema se corre hacia donde hay menos moles de gas: 2 mol de NH₃ frente a 4 de reactivos, hacia la derecha. Calentar favorece el sentido endotérmico (el inverso), bajar la presión lo corre a la izquierda, y el catalizador solo acelera la llegada al equilibrio.',
  ),
  options(
    26719,
    REDOX,
    '20) En la pila de Daniell, Zn | Zn²⁺ (1 M) || Cu²⁺ (1 M) | Cu, la fuerza electromotriz estándar es: (E°(Zn²⁺/Zn) = −0,76 V; E°(Cu²⁺/Cu) = +0,34 V)',
    ['0,42 V', '1,10 V', '0,76 V', '2,20 V'],
    1,
    () => [(E0.Cu ?? 0) - (E0.Zn ?? 0)],
    'El cobre, de mayor potencial de reducción, es el cátodo; el zinc se oxida en el ánodo. FEM = E°(cátodo) − E°(ánodo) = 0,34 − (−0,76) = 1,10 V. (0,42 V sale de restar mal los signos.)',
  ),
];

const NUMERIC: readonly ExamStyleProblem[] = [
  numeric(
    26720,
    REDOX,
    '21) Se electroliza una solución de sulfato cúprico (CuSO₄) haciendo circular una corriente de 2 A durante 96,5 minutos. En el cátodo se deposita cobre: Cu²⁺ + 2 e⁻ → Cu. Calcule la masa de cobre depositada. Datos: Cu = 63,5; F = 96.500 C/mol.',
    { value: ((2 * 96.5 * 60) / FARADAY / 2) * ar('Cu'), unit: 'g', text: '3,81 g de Cu' },
    () => ((2 * 96.5 * 60) / FARADAY / 2) * ar('Cu'),
    'Q = I · t = 2 A · 5790 s = 11.580 C; moles de electrones = 11.580 / 96.500 = 0,12 mol. Cada Cu²⁺ toma 2 e⁻: 0,06 mol de Cu · 63,5 g/mol = 3,81 g.',
  ),
  numeric(
    26721,
    HEAT,
    '22) La combustión del metano, CH₄ (g) + 2 O₂ (g) → CO₂ (g) + 2 H₂O (l), tiene ΔH = −890 kJ por mol de metano. ¿Cuánto calor se libera al quemar 40 g de metano? (C = 12; H = 1) Expresar en kJ.',
    { value: (40 / molar('CH4')) * 890, unit: 'kJ', text: '2225 kJ' },
    () => (40 / molar('CH4')) * 890,
    'M(CH₄) = 16 g/mol: 40 g = 2,5 mol. Calor liberado = 2,5 mol · 890 kJ/mol = 2225 kJ (ΔH = −2225 kJ).',
  ),
  numeric(
    26722,
    HEAT,
    '23) Datos: C (s) + O₂ (g) → CO₂ (g), ΔH₁ = −393,5 kJ/mol; CO (g) + ½ O₂ (g) → CO₂ (g), ΔH₂ = −283,0 kJ/mol. Aplicando la ley de Hess, hallar ΔH de la reacción C (s) + ½ O₂ (g) → CO (g), en kJ/mol.',
    { value: -393.5 - -283.0, unit: 'kJ/mol', text: 'ΔH = −110,5 kJ/mol' },
    () => -393.5 - -283.0,
    'Se escribe la primera tal cual y la segunda invertida (CO₂ → CO + ½ O₂, ΔH = +283,0): sumadas dan C + ½ O₂ → CO. ΔH = −393,5 + 283,0 = −110,5 kJ/mol.',
  ),
  numeric(
    26723,
    GASES,
    '24) El propano de una garrafa se quema por completo: C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. ¿Qué volumen de aire, medido en CNPT, se necesita para quemar 11 g de propano? Considerar que el aire tiene 21 % en volumen de oxígeno. Datos: C = 12; H = 1; volumen molar = 22,4 L. Redondear al litro.',
    {
      value: ((11 / molar('C3H8')) * 5 * MOLAR_VOLUME) / 0.21,
      unit: 'L',
      text: '≈ 133 L de aire',
    },
    () => ((11 / molar('C3H8')) * 5 * MOLAR_VOLUME) / 0.21,
    'M(C₃H₈) = 44 g/mol: 11 g = 0,25 mol, que consumen 5 · 0,25 = 1,25 mol de O₂ = 1,25 · 22,4 = 28 L. El aire tiene 21 % de O₂: 28 / 0,21 ≈ 133,3 L ≈ 133 L de aire.',
  ),
  numeric(
    26724,
    LIMITING,
    '25) Una mezcla de limaduras de magnesio y de zinc se trata con ácido clorhídrico en exceso; los dos metales reaccionan: Mg + 2 HCl → MgCl₂ + H₂ y Zn + 2 HCl → ZnCl₂ + H₂. Resultados:\n- masa de la mezcla: 11,34 g\n- hidrógeno desprendido: 6,72 L medidos en CNPT\nCalcular el porcentaje en masa de magnesio en la mezcla. Datos: Mg = 24; Zn = 65,4. Redondear a un decimal.',
    { value: (4.8 / 11.34) * 100, unit: '%', text: '≈ 42,3 % de Mg' },
    () => {
      const hydrogen = 6.72 / MOLAR_VOLUME;
      const zinc = (11.34 - ar('Mg') * hydrogen) / (ar('Zn') - ar('Mg'));
      const magnesium = hydrogen - zinc;
      return ((magnesium * ar('Mg')) / 11.34) * 100;
    },
    'n(H₂) = 6,72 / 22,4 = 0,3 mol; cada mol de metal da un mol de H₂: x + y = 0,3 (x de Mg, y de Zn) y 24x + 65,4y = 11,34. Reemplazando: 7,2 + 41,4y = 11,34 → y = 0,1 y x = 0,2. Mg: 0,2 · 24 = 4,8 g; 4,8 / 11,34 · 100 ≈ 42,3 %.',
  ),
  numeric(
    26725,
    MOLARITY,
    '26) ¿Qué masa de ácido sulfúrico (H₂SO₄) contienen 250 mL de una solución 0,4 N de ese ácido? Considere que el ácido cede sus dos protones. Datos: H = 1; S = 32; O = 16.',
    { value: ((0.25 * 0.4) / 2) * molar('H2SO4'), unit: 'g', text: '4,9 g de H₂SO₄' },
    () => ((0.25 * 0.4) / 2) * molar('H2SO4'),
    'Equivalentes = N · V = 0,4 · 0,250 = 0,1 eq. El H₂SO₄ tiene 2 H ácidos: 2 eq por mol, es decir 0,05 mol · 98 g/mol = 4,9 g.',
  ),
  numeric(
    26726,
    GASES,
    'Ejercicio 27: Un aerosol cerrado contiene gas a 202,65 kPa y 27 °C. Por error se lo deja cerca de una estufa y su temperatura llega a 177 °C. Suponiendo que el volumen del envase no cambia, ¿qué presión alcanza el gas? Expresar en atm (1 atm = 101,325 kPa).',
    {
      value: ((202.65 / KPA_PER_ATM) * (177 + CELSIUS)) / (27 + CELSIUS),
      unit: 'atm',
      text: '3 atm',
    },
    () => ((202.65 / KPA_PER_ATM) * (177 + CELSIUS)) / (27 + CELSIUS),
    'A volumen constante P/T es constante (Gay-Lussac), con T en kelvin. P₁ = 202,65 / 101,325 = 2 atm; T₁ = 300 K, T₂ = 450 K. P₂ = 2 · 450 / 300 = 3 atm.',
  ),
  numeric(
    26727,
    PH,
    'Ejercicio 28: ¿Qué masa de hidróxido de sodio hay que disolver en agua para preparar 250 mL de una solución de pH 12 a 25 °C? Datos: Na = 23; O = 16; H = 1. Expresar en mg.',
    { value: 10 ** -(14 - 12) * 0.25 * molar('NaOH') * 1000, unit: 'mg', text: '100 mg de NaOH' },
    () => 10 ** -(14 - 12) * 0.25 * molar('NaOH') * 1000,
    'pH 12 → pOH = 14 − 12 = 2 → [OH⁻] = 10⁻² M. El NaOH es base fuerte: 0,01 mol/L · 0,250 L = 0,0025 mol · 40 g/mol = 0,1 g = 100 mg.',
  ),
  numeric(
    26728,
    MOLE,
    'Ejercicio 29: ¿Cuántos átomos de hidrógeno hay en 11,5 mL de etanol líquido (C₂H₅OH, densidad 0,8 g/mL)? Datos: C = 12; H = 1; O = 16; NA = 6,02 × 10²³.',
    {
      value: ((11.5 * 0.8) / molar('C2H5OH')) * 6 * AVOGADRO,
      unit: 'átomos',
      text: '7,224 × 10²³ átomos de H',
    },
    () => ((11.5 * 0.8) / molar('C2H5OH')) * 6 * AVOGADRO,
    'Masa = 11,5 mL · 0,8 g/mL = 9,2 g; M(C₂H₅OH) = 46 g/mol: 0,2 mol. Cada molécula tiene 5 + 1 = 6 H: 1,2 mol de átomos de H · 6,02 × 10²³ = 7,224 × 10²³.',
  ),
  numeric(
    26729,
    DILUTION,
    '30) Se tienen 100 mL de una solución de ácido nítrico (ácido fuerte) de pH 1. ¿Qué volumen de agua hay que agregarle para que el pH pase a ser 2? (Volúmenes aditivos.) Expresar en mL.',
    { value: (100 * 10 ** -1) / 10 ** -2 - 100, unit: 'mL', text: '900 mL de agua' },
    () => (100 * 10 ** -1) / 10 ** -2 - 100,
    'pH 1 → [H⁺] = 0,1 M; pH 2 → 0,01 M: hay que diluir 10 veces. C₁V₁ = C₂V₂: 0,1 · 100 = 0,01 · V₂ → V₂ = 1000 mL. Agua agregada: 1000 − 100 = 900 mL.',
  ),
  numeric(
    26730,
    NEUTRALIZATION,
    '31) Para analizar una piedra caliza se tratan 0,625 g de la muestra con 50 mL de HCl 0,3 M (un exceso): CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. El ácido que sobra se titula con 20 mL de NaOH 0,25 M. Calcular la pureza de la caliza en CaCO₃ (las impurezas no reaccionan). Datos: Ca = 40; C = 12; O = 16.',
    {
      value: ((((50 * 0.3 - 20 * 0.25) / 2) * molar('CaCO3')) / 1000 / 0.625) * 100,
      unit: '%',
      text: '80 %',
    },
    () => ((((50 * 0.3 - 20 * 0.25) / 2) * molar('CaCO3')) / 1000 / 0.625) * 100,
    'HCl agregado: 50 mL · 0,3 M = 15 mmol. Sobrante (titulado con NaOH 1 : 1): 20 · 0,25 = 5 mmol. Reaccionaron con la caliza 10 mmol de HCl → 5 mmol de CaCO₃ · 100 mg/mmol = 500 mg = 0,5 g. Pureza: 0,5 / 0,625 · 100 = 80 %.',
  ),
  numeric(
    26731,
    REDOX,
    '32) En medio ácido el permanganato oxida al agua oxigenada: MnO₄⁻ + H₂O₂ + H⁺ → Mn²⁺ + O₂ + H₂O (sin balancear). ¿Qué volumen de O₂, medido en CNPT, se desprende cuando reaccionan por completo 20 mL de KMnO₄ 0,1 M? Expresar en mL.',
    {
      value: ((20 * 0.1 * 5) / 2) * MOLAR_VOLUME,
      unit: 'mL',
      text: '112 mL de O₂',
    },
    () => {
      const electronsPerManganese = 7 - 2;
      const electronsPerOxygenMolecule = 2 * (0 - -1);
      const oxygenPerPermanganate = electronsPerManganese / electronsPerOxygenMolecule;
      return 20 * 0.1 * oxygenPerPermanganate * MOLAR_VOLUME;
    },
    'El Mn pasa de +7 a +2 (gana 5 e⁻); cada O₂ se forma con dos O de −1 que pierden 2 e⁻ en total. Balanceada: 2 MnO₄⁻ + 5 H₂O₂ + 6 H⁺ → 2 Mn²⁺ + 5 O₂ + 8 H₂O. n(MnO₄⁻) = 20 · 0,1 = 2 mmol → 5 mmol de O₂ · 22,4 mL/mmol = 112 mL.',
  ),
  numeric(
    26732,
    GASES,
    '33) Considerando el aire seco como una mezcla de 79 % de N₂ y 21 % de O₂ en volumen, calcular su densidad en CNPT. Datos: N = 14; O = 16; volumen molar = 22,4 L/mol. Redondear a dos decimales.',
    {
      value: (0.79 * molar('N2') + 0.21 * molar('O2')) / MOLAR_VOLUME,
      unit: 'g/L',
      text: '≈ 1,29 g/L',
    },
    () => (0.79 * molar('N2') + 0.21 * molar('O2')) / MOLAR_VOLUME,
    'En gases el % en volumen es el % en moles. Masa molar media: 0,79 · 28 + 0,21 · 32 = 22,12 + 6,72 = 28,84 g/mol. δ = M / Vm = 28,84 / 22,4 ≈ 1,2875 ≈ 1,29 g/L.',
  ),
  numeric(
    26733,
    MOLE,
    '34) Un hidrocarburo líquido contiene 92,3 % de carbono y 7,7 % de hidrógeno en masa. Su vapor tiene una densidad 39 veces mayor que la del hidrógeno gaseoso (H₂) medida en las mismas condiciones. ¿Cuántos átomos de carbono tiene cada molécula? Datos: C = 12; H = 1.',
    { value: 6, unit: 'átomos de C', text: '6 átomos de C (C₆H₆)' },
    () => {
      const carbon = 92.3 / ar('C');
      const hydrogen = 7.7 / ar('H');
      const perCarbon = Math.round(hydrogen / carbon);
      const empiricalMass = ar('C') + perCarbon * ar('H');
      const molarMass = 39 * molar('H2');
      return Math.round(molarMass / empiricalMass);
    },
    'Moles: C 92,3 / 12 ≈ 7,69; H 7,7 / 1 = 7,7: relación 1 : 1, fórmula mínima CH (13 g/mol). Masa molar = 39 · 2 = 78 g/mol. 78 / 13 = 6: C₆H₆, con 6 átomos de carbono.',
  ),
  numeric(
    26734,
    RELATIONS,
    'Pregunta 35. En un recipiente de 2 L se colocan 1 mol de H₂ y 1 mol de I₂ a 450 °C, y se alcanza el equilibrio H₂ (g) + I₂ (g) ⇌ 2 HI (g). En el equilibrio se miden:\n- HI: 1,56 mol\nCalcular la constante de equilibrio Kc a esa temperatura. Redondear a un decimal.',
    { value: (1.56 / 2) ** 2 / ((1 - 1.56 / 2) / 2) ** 2, unit: '', text: 'Kc ≈ 50,3' },
    () => {
      const reacted = 1.56 / 2;
      const left = 1 - reacted;
      return (1.56 / 2) ** 2 / ((left / 2) * (left / 2));
    },
    'Se formaron 1,56 mol de HI: reaccionaron 0,78 mol de H₂ y 0,78 de I₂, y quedan 0,22 mol de cada uno. Concentraciones: [HI] = 0,78 M; [H₂] = [I₂] = 0,11 M. Kc = 0,78² / (0,11 · 0,11) = 0,6084 / 0,0121 ≈ 50,3.',
  ),
];

/** The least whole coefficients of a Zn + b HNO₃ → c Zn(NO₃)₂ + d NH₄NO₃ + e H₂O, by electrons. */
function zincNitricCoefficients(): number[] {
  const lostPerZinc = 2;
  const gainedPerNitrogen = 5 - -3;
  const zinc = gainedPerNitrogen / lostPerZinc;
  const ammonium = 1;
  const nitric = 2 * zinc + 2 * ammonium;
  const water = (nitric - 4 * ammonium) / 2;
  return [zinc, nitric, zinc, ammonium, water];
}

const PAGES: readonly ExamStyleProblem[] = [
  parts(
    26735,
    REDOX,
    'Problema 1 – Se electroliza cloruro de sodio fundido con una corriente de 10 A durante 32 min 10 s. En el cátodo se obtiene sodio (Na⁺ + e⁻ → Na) y en el ánodo cloro gaseoso (2 Cl⁻ → Cl₂ + 2 e⁻). Datos: Na = 23; F = 96.500 C/mol; volumen molar en CNPT = 22,4 L.',
    [
      part('a', 'Calcule la masa de sodio obtenida.', 4.6, 'g', '4,6 g de Na'),
      part('b', 'Calcule el volumen de cloro liberado, medido en CNPT.', 2.24, 'L', '2,24 L de Cl₂'),
      part(
        'c',
        'Con la misma corriente, ¿cuántos segundos harían falta para obtener 23 g de sodio?',
        9650,
        's',
        '9650 s',
      ),
    ],
    () => {
      const electrons = (10 * (32 * 60 + 10)) / FARADAY;
      return [[electrons * ar('Na')], [(electrons / 2) * MOLAR_VOLUME], [((23 / ar('Na')) * FARADAY) / 10]];
    },
    'Q = 10 A · 1930 s = 19.300 C = 0,2 mol de e⁻. a) Un e⁻ por Na: 0,2 mol · 23 = 4,6 g. b) Dos e⁻ por Cl₂: 0,1 mol · 22,4 = 2,24 L. c) 23 g = 1 mol de Na: 1 mol de e⁻ = 96.500 C; t = 96.500 / 10 = 9650 s (unas 2 h 41 min).',
  ),
  parts(
    26736,
    LIMITING,
    'Problema 2 – En una planta se obtiene ácido sulfúrico a partir de pirita (FeS₂) en tres etapas:\n4 FeS₂ + 11 O₂ → 2 Fe₂O₃ + 8 SO₂\n2 SO₂ + O₂ → 2 SO₃\nSO₃ + H₂O → H₂SO₄\nSe procesan 240 kg de pirita pura. Datos: Fe = 56; S = 32; O = 16; H = 1.',
    [
      part(
        'a',
        'Calcular la masa de SO₂ que se forma en la primera etapa, en kg.',
        256,
        'kg',
        '256 kg de SO₂',
      ),
      part(
        'b',
        'Calcular la masa de H₂SO₄ que se obtendría si cada etapa rindiera el 100 %, en kg.',
        392,
        'kg',
        '392 kg de H₂SO₄',
      ),
      part(
        'c',
        'Si el rendimiento global del proceso es del 80 %, ¿cuántos kg de H₂SO₄ se obtienen?',
        313.6,
        'kg',
        '313,6 kg de H₂SO₄',
      ),
    ],
    () => {
      const pyrite = 240 / molar('FeS2');
      const dioxide = (pyrite * 8) / 4;
      const acid = dioxide * molar('H2SO4');
      return [[dioxide * molar('SO2')], [acid], [acid * 0.8]];
    },
    'M(FeS₂) = 56 + 64 = 120 kg/kmol: 240 kg = 2 kmol. a) 4 FeS₂ dan 8 SO₂: 4 kmol · 64 = 256 kg. b) Cada SO₂ da un SO₃ y cada SO₃ un H₂SO₄: 4 kmol · 98 = 392 kg. c) 392 · 0,80 = 313,6 kg.',
  ),
  parts(
    26737,
    RELATIONS,
    'Problema 3 – Se introduce 1 mol de N₂O₄ en un recipiente de 2 L y se calienta hasta una temperatura a la que se establece el equilibrio N₂O₄ (g) ⇌ 2 NO₂ (g). En el equilibrio se encuentra disociado el 20 % del N₂O₄.',
    [
      part('a', '¿Cuántos moles de NO₂ hay en el equilibrio?', 0.4, 'mol', '0,4 mol de NO₂'),
      part('b', '¿Cuál es la concentración molar de N₂O₄ en el equilibrio?', 0.4, 'M', '0,4 M'),
      part('c', 'Calcular Kc a esa temperatura.', 0.1, '', 'Kc = 0,1'),
    ],
    () => {
      const dissociated = 1 * 0.2;
      const dioxide = 2 * dissociated;
      const tetroxide = (1 - dissociated) / 2;
      return [[dioxide], [tetroxide], [(dioxide / 2) ** 2 / tetroxide]];
    },
    'Se disocian 0,2 mol de N₂O₄. a) Cada uno da 2 NO₂: 0,4 mol. b) Quedan 0,8 mol en 2 L: 0,4 M. c) [NO₂] = 0,4 / 2 = 0,2 M; Kc = [NO₂]² / [N₂O₄] = 0,04 / 0,4 = 0,1.',
  ),
  parts(
    26738,
    HEAT,
    'Problema 4 – Un calentador quema butano: C₄H₁₀ (g) + 13/2 O₂ (g) → 4 CO₂ (g) + 5 H₂O (l), ΔH = −2878 kJ por mol de butano. Se queman 29 g de butano. Datos: C = 12; H = 1; calor específico del agua = 4,18 J/(g·°C).',
    [
      part('a', 'Calculá el calor liberado, en kJ.', 1439, 'kJ', '1439 kJ'),
      part(
        'b',
        'Si todo ese calor se usa para calentar agua de 20 °C a 80 °C, ¿qué masa de agua se calienta? Expresala en kg con dos decimales.',
        1439000 / (WATER_HEAT * 60) / 1000,
        'kg',
        '≈ 5,74 kg de agua',
      ),
      part('c', 'Calculá el volumen de CO₂ producido, medido en CNPT.', 44.8, 'L', '44,8 L de CO₂'),
    ],
    () => {
      const butane = 29 / molar('C4H10');
      const heat = butane * 2878;
      return [[heat], [(heat * 1000) / (WATER_HEAT * (80 - 20)) / 1000], [butane * 4 * MOLAR_VOLUME]];
    },
    'M(C₄H₁₀) = 58 g/mol: 29 g = 0,5 mol. a) 0,5 · 2878 = 1439 kJ. b) Q = m · c · Δt: m = 1.439.000 J / (4,18 · 60) ≈ 5737,6 g ≈ 5,74 kg. c) 4 mol de CO₂ por mol de butano: 2 mol · 22,4 = 44,8 L.',
  ),
  parts(
    26739,
    PERCENT,
    'Problema 5 – La solubilidad del cloruro de potasio en agua varía con la temperatura:\n- a 20 °C: 34 g de KCl por cada 100 g de agua\n- a 80 °C: 51 g de KCl por cada 100 g de agua\nSe preparan 302 g de solución saturada de KCl a 80 °C y luego se la enfría hasta 20 °C.',
    [
      part('a', 'Determine la masa de KCl disuelta a 80 °C.', 102, 'g', '102 g de KCl'),
      part('b', 'Determine la masa de KCl que cristaliza al enfriar.', 34, 'g', '34 g de KCl'),
      part(
        'c',
        'Determine el % m/m de la solución que queda a 20 °C. Redondear a dos decimales.',
        (68 / 268) * 100,
        '%',
        '≈ 25,37 % m/m',
      ),
    ],
    () => {
      const water = (302 * 100) / (100 + 51);
      const salt = 302 - water;
      const stays = (water * 34) / 100;
      return [[salt], [salt - stays], [(stays / (water + stays)) * 100]];
    },
    'A 80 °C, 151 g de solución saturada tienen 51 g de KCl y 100 g de agua: 302 g tienen 102 g de KCl y 200 g de agua. a) 102 g. b) A 20 °C, 200 g de agua retienen 2 · 34 = 68 g: cristalizan 102 − 68 = 34 g. c) Quedan 68 g de KCl en 268 g de solución: 68 / 268 · 100 ≈ 25,37 %.',
  ),
  parts(
    26740,
    REDOX,
    'Problema 6 – Se arma una pila con un electrodo de zinc en solución de Zn²⁺ 1 M y uno de plata en solución de Ag⁺ 1 M, unidas por un puente salino. Datos: E°(Zn²⁺/Zn) = −0,76 V; E°(Ag⁺/Ag) = +0,80 V; Zn = 65,4; Ag = 108; F = 96.500 C/mol.',
    [
      part('a', 'Calcular la FEM estándar de la pila.', 1.56, 'V', '1,56 V'),
      part(
        'b',
        'Mientras funciona, se disuelven 6,54 g de zinc. ¿Qué masa de plata se deposita?',
        21.6,
        'g',
        '21,6 g de Ag',
      ),
      part('c', '¿Qué carga eléctrica circuló por el circuito?', 19300, 'C', '19.300 C'),
    ],
    () => {
      const zinc = 6.54 / ar('Zn');
      const electrons = 2 * zinc;
      return [[(E0.Ag ?? 0) - (E0.Zn ?? 0)], [electrons * ar('Ag')], [electrons * FARADAY]];
    },
    'El zinc (menor E°) es el ánodo y se oxida; la plata es el cátodo: Zn + 2 Ag⁺ → Zn²⁺ + 2 Ag. a) FEM = 0,80 − (−0,76) = 1,56 V. b) 6,54 / 65,4 = 0,1 mol de Zn, que ceden 0,2 mol de e⁻ y depositan 0,2 mol de Ag · 108 = 21,6 g. c) Q = 0,2 · 96.500 = 19.300 C.',
  ),
  parts(
    26741,
    GASES,
    'Problema 7 – En un recipiente rígido de 10 L se colocan 0,4 mol de CO y 0,3 mol de O₂. Se provoca la reacción 2 CO (g) + O₂ (g) → 2 CO₂ (g), que es completa, y luego se lleva el sistema a 127 °C. Dato: R = 0,082 atm·L/(mol·K).',
    [
      part('a', '¿Cuántos moles de gas quedan en total en el recipiente?', 0.5, 'mol', '0,5 mol'),
      part('b', 'Calcular la presión total a 127 °C.', 1.64, 'atm', '1,64 atm'),
      part('c', 'Calcular la presión parcial del oxígeno sobrante.', 0.328, 'atm', '0,328 atm'),
    ],
    () => {
      const carbonMonoxide = 0.4;
      const oxygen = 0.3;
      const used = Math.min(carbonMonoxide / 2, oxygen);
      const dioxide = 2 * used;
      const oxygenLeft = oxygen - used;
      const total = dioxide + oxygenLeft + (carbonMonoxide - 2 * used);
      const rtv = (GAS_CONSTANT * (127 + CELSIUS)) / 10;
      return [[total], [total * rtv], [oxygenLeft * rtv]];
    },
    'El CO necesita la mitad de moles de O₂: 0,2 mol de los 0,3; limita el CO. a) Se forman 0,4 mol de CO₂ y sobran 0,1 mol de O₂: 0,5 mol. b) P = nRT/V = 0,5 · 0,082 · 400 / 10 = 1,64 atm. c) p(O₂) = 0,1 · 0,082 · 400 / 10 = 0,328 atm.',
  ),
  parts(
    26742,
    DILUTION,
    'Problema 8 – Se disuelven 12,475 g de sulfato cúprico pentahidratado (CuSO₄·5H₂O) en agua hasta completar 250 mL de solución. Datos: Cu = 63,5; S = 32; O = 16; H = 1.',
    [
      part('a', 'Hallar la molaridad de la solución en CuSO₄.', 0.2, 'M', '0,2 M'),
      part(
        'b',
        'Se toman 10 mL de esa solución y se llevan a 100 mL con agua. Hallar la nueva molaridad.',
        0.02,
        'M',
        '0,02 M',
      ),
      part(
        'c',
        'Hallar la masa de iones Cu²⁺ presentes en 50 mL de la solución diluida, en mg.',
        63.5,
        'mg',
        '63,5 mg de Cu²⁺',
      ),
    ],
    () => {
      const hydrate = molar('CuSO4') + 5 * molar('H2O');
      const first = 12.475 / hydrate / 0.25;
      const diluted = (first * 10) / 100;
      return [[first], [diluted], [diluted * 0.05 * ar('Cu') * 1000]];
    },
    'M(CuSO₄·5H₂O) = 63,5 + 32 + 64 + 5 · 18 = 249,5 g/mol: 12,475 g = 0,05 mol (el agua de cristalización pasa al solvente). a) 0,05 / 0,250 = 0,2 M. b) 0,2 · 10 / 100 = 0,02 M. c) 0,050 L · 0,02 M = 0,001 mol de Cu²⁺ · 63,5 g/mol = 0,0635 g = 63,5 mg.',
  ),
  parts(
    26743,
    LIMITING,
    'Problema 9 – Se colocan 5,4 g de aluminio en 150 mL de ácido clorhídrico 3 M: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. Datos: Al = 27; R = 0,082 atm·L/(mol·K).',
    [
      part('a', 'Indicar el reactivo limitante y calcular sus moles.', 0.45, 'mol', '0,45 mol de HCl'),
      part(
        'b',
        'Calcular el volumen de H₂ que se desprende, medido a 27 °C y 1 atm.',
        5.535,
        'L',
        '≈ 5,54 L de H₂',
      ),
      part('c', 'Calcular la masa de aluminio que queda sin reaccionar.', 1.35, 'g', '1,35 g de Al'),
    ],
    () => {
      const aluminium = 5.4 / ar('Al');
      const acid = 0.15 * 3;
      const limitedByAcid = acid / 6 < aluminium / 2;
      const hydrogen = (acid * 3) / 6;
      return limitedByAcid
        ? [
            [acid],
            [(hydrogen * GAS_CONSTANT * (27 + CELSIUS)) / 1],
            [(aluminium - (acid * 2) / 6) * ar('Al')],
          ]
        : [];
    },
    'n(Al) = 5,4 / 27 = 0,2 mol, que necesitarían 0,6 mol de HCl; hay 0,150 · 3 = 0,45 mol. a) Limita el HCl: 0,45 mol. b) 0,45 · 3/6 = 0,225 mol de H₂; V = 0,225 · 0,082 · 300 / 1 ≈ 5,54 L. c) Reaccionan 0,45 · 2/6 = 0,15 mol de Al: sobran 0,05 mol · 27 = 1,35 g.',
  ),
  parts(
    26744,
    REDOX,
    'Problema 10 – El zinc reduce al ácido nítrico muy diluido hasta ion amonio: Zn + HNO₃ → Zn(NO₃)₂ + NH₄NO₃ + H₂O (sin balancear). Datos: Zn = 65,4; N = 14; H = 1; O = 16.',
    [
      part(
        'a',
        '¿Cuántos electrones gana cada átomo de nitrógeno que se reduce a NH₄⁺?',
        8,
        'electrones',
        '8 electrones',
      ),
      part(
        'b',
        'Balanceada la ecuación con los menores coeficientes enteros, ¿cuál es el coeficiente del HNO₃?',
        10,
        '',
        '10',
      ),
      part('c', '¿Qué masa de zinc hace falta para formar 8 g de NH₄NO₃?', 26.16, 'g', '26,16 g de Zn'),
    ],
    () => {
      const [zinc = 0, nitric = 0, , ammonium = 0] = zincNitricCoefficients();
      return [[5 - -3], [nitric], [(8 / molar('NH4NO3')) * (zinc / ammonium) * ar('Zn')]];
    },
    'a) El N pasa de +5 (HNO₃) a −3 (NH₄⁺): gana 8 e⁻. Cada Zn pierde 2: hacen falta 4 Zn por N reducido. b) 4 Zn + 10 HNO₃ → 4 Zn(NO₃)₂ + NH₄NO₃ + 3 H₂O (N: 10 = 8 + 2; H: 10 = 4 + 6; O: 30 = 24 + 3 + 3): coeficiente 10. c) 8 g / 80 g/mol = 0,1 mol de NH₄NO₃ → 0,4 mol de Zn · 65,4 = 26,16 g.',
  ),
  page(
    'quimica',
    26745,
    SALTS,
    'Ejercicio 1: Para el ácido perclórico, escribí a) su fórmula; b) el número de oxidación del cloro; c) su masa molar (H = 1; Cl = 35,5; O = 16) y d) el nombre, la fórmula y la masa molar de la sal que forma con el calcio (Ca = 40) al reemplazar todos sus hidrógenos.',
    'a) HClO₄; b) +7; c) 100,5 g/mol; d) perclorato de calcio, Ca(ClO₄)₂, de 239 g/mol',
    () => {
      const chlorine = 0 - 1 + 4 * 2;
      return [chlorine, molar('HClO4'), molar('Ca(ClO4)2')];
    },
    'Per…ico: el cloro con su mayor número, +7 (Cl₂O₇ + H₂O → 2 HClO₄). a) HClO₄. b) 1 + x − 8 = 0 → x = +7. c) 1 + 35,5 + 64 = 100,5 g/mol. d) -ico da -ato: perclorato, ClO₄⁻; con Ca²⁺ hacen falta dos: Ca(ClO₄)₂, M = 40 + 2 · 99,5 = 239 g/mol.',
  ),
  page(
    'quimica',
    26746,
    PERIODIC,
    'Ejercicio 4: El elemento X tiene número atómico 35. Indicar a) cuántos electrones tiene en su último nivel; b) el período y el grupo de la tabla en que se ubica; c) cuántos electrones desapareados tiene en estado fundamental, y d) la fórmula del compuesto que forma con el potasio (Z = 19) y el tipo de unión entre ellos.',
    'a) 7 electrones de valencia; b) período 4, grupo 17; c) 1 electrón desapareado; d) KX (KBr), unión iónica',
    () => {
      const z = 35;
      const valence = valenceElectrons(z);
      return [valence, period(z), 10 + valence, unpairedElectrons(z)];
    },
    'Z = 35: 1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d¹⁰ 4p⁵ (bromo). a) En el nivel 4: 2 + 5 = 7. b) Período 4 (nivel más alto) y grupo 17, de los halógenos. c) En 4p⁵ hay dos orbitales llenos y uno con un solo electrón: 1 desapareado. d) El K (4s¹) cede un electrón y el Br lo gana: K⁺Br⁻, KBr, unión iónica.',
  ),
  page(
    'quimica',
    26747,
    MOLARITY,
    '7) Se hacen burbujear 4,48 L de cloruro de hidrógeno gaseoso, medidos en CNPT, en agua, y se completa a 500 mL de solución. Calcule a) los moles de HCl disueltos; b) la molaridad de la solución; c) su pH, redondeado a dos decimales, y d) el volumen de NaOH 0,5 M necesario para neutralizar 50 mL de esa solución.',
    'a) 0,2 mol de HCl; b) 0,4 M; c) pH ≈ 0,40; d) 40 mL de NaOH',
    () => {
      const acid = 4.48 / MOLAR_VOLUME;
      const molarity = acid / 0.5;
      const ph = Math.round(-Math.log10(molarity) * 100) / 100;
      return [acid, molarity, ph, (molarity * 50) / 0.5];
    },
    'a) 4,48 / 22,4 = 0,2 mol. b) 0,2 mol / 0,500 L = 0,4 M. c) Ácido fuerte: [H⁺] = 0,4 M, pH = −log 0,4 ≈ 0,40. d) 50 mL · 0,4 M = 20 mmol de HCl, que neutralizan 20 mmol de NaOH: 20 / 0,5 = 40 mL.',
  ),
];

export const chemistryBlind34: readonly ExamStyleProblem[] = [...FIVE_OPTIONS, ...NUMERIC, ...PAGES];
