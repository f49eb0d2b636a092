/**
 * A blind set of the mathematics entrance (#32, wave 34): fifty problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words, meant to read like one regional exam season over the whole programme. Twenty five-option
 * items (E «Ninguna respuesta anterior es correcta», the right one in 26510, 26511 and 26518), fifteen
 * short numeric answers, twelve pages with parts a), b), c) (most with a d)) where a later part uses an
 * earlier result or changes a datum, and three pages (26547, 26548 and 26549) with the parts written
 * inside the statement. It leans to kinds waves 28 to 33 had little or none of: a quadratic inequality
 * with a negative leading coefficient, complete factoring of a difference of fourth powers, a fraction
 * simplified by grouping, the remainder of a division by a quadratic, an exact value by a difference of
 * angles, the ambiguous case of the sine theorem (how many triangles), the perpendicular bisector of a
 * segment, a circle from the ends of a diameter, completing the square, a discriminant that must be
 * negative, a complex equation with the conjugate, decibels (a logarithmic scale), Thales with an
 * unknown, powers with negative fractional exponents, reducing like radicals, a domain with a quotient
 * under a root, an average speed there and back (harmonic mean), an exponential equation with two bases,
 * the area outside an inscribed square, supplement and complement; the lcm of two periods counted in a
 * time window, trees on both banks (fence-post counting), Heron's formula, the diagonals of a polygon
 * from its angle sum, the sheet of a closed can, the grade needed for an average, a two-digit number
 * with its digits swapped, the modulus of a sum of vectors from their angle, logarithms of two bases, a
 * wheel's turns per minute as km/h, the first whole year an exponential doubles, cos 2x = cos x, a Venn
 * count, the length of a tangent, a double root from a parameter; pages with a two-platform survey (sets),
 * straight-line depreciation with a changed useful life, ticket revenue maximised and an income band, a
 * cubic's roots and sign, a circumcentre from two perpendicular bisectors, an antenna between two
 * observers, population growth with the rate worked backwards, a sphere recast into cylinders, a map
 * scale for lengths and areas, vectors (a triangle's area by a determinant, orthogonality), supply and
 * demand equilibrium with a shifted supply, a chord, sector, circular segment and arc; and inline an
 * expression reduced and then named P(x) for a true-or-false question, a piecewise function made
 * continuous by a parameter, and a prize shared in inverse and then direct proportion. Numbered as
 * printed («7)», «Ejercicio 14:», «Problema 3.»), data in parentheses, a «Datos:» line or a list,
 * decimal comma, thousands with dots, rounding instructions and units asked for. Every key was worked by
 * hand and is recomputed by `check` or `verify`.
 *
 * Sources (searched 2026-12-03 with the `search` tool, corpora pages and docs, for UTN ingreso material of
 * FRSR, FRCU, FRD, FRVT, FRP and FRMDP and for UTN ingreso exams in general): no new UTN exercise material
 * turned up (the docs corpus returned nothing on the subject). The
 * searches returned again only pages content/exam-style/sources.ts already lists or that waves 30 to 33
 * cite (FRLP Seminario Universitario de Ingreso 2019 and 2021 prácticas, with mcm and MCD word problems
 * and trees planted on both banks of a stream; FRGP cuadernillo de Moldes 2019/2020; FRT cartillas 2013
 * and 2020; the exapuni Unidad I copies), read again for kinds and wording (2026-12-03; facts only,
 * nothing copied). One page not cited before came up, an entrance exam of an engineering department
 * that the page does not name as UTN (so it is cited here for its format only, not as UTN material):
 * - «Curso de Ingreso Ciclo Lectivo 2021, Matemática, Departamento Ingeniería, Tema 2», with its
 *   solutions: https://es.scribd.com/document/528710166/Examen-Matematica-Con-Respuestas-Tema-2 (read
 *   2026-12-03, as far as the search excerpt shows: its first page of items and the start of its
 *   solutions). Its items a) / b) where b) names the result of a) P(x) and asks whether an inequality
 *   with P(−1) is true or false, a quadratic inequality with a negative leading coefficient, a piecewise
 *   function with a parameter fixed by a condition, and a simplification stating the values that give
 *   it sense, are the models of 26500, 26502, 26547 and 26548, written anew with other data.
 * Also returned, and not used: an engineering faculty's «Trayecto de Formación Complementaria» booklet
 * (2022, its university not named on the page: https://es.studenta.com/content/125645299/cartilla-2022-1-c-tfc),
 * the UNL Escuela Industrial Superior entrance exam 2018 and non-Argentine material. No citation was
 * invented.
 *
 * First measure, before any fix, at HEAD df485266 (written without looking at the solvers or the engine's
 * replies, 2026-12-03; measured once on a clean checkout of df485266 with only these two files added, in
 * a worktree removed right after): 17/50 right, 15 answered sure, 1 sure and wrong (exs-mat-26534, the
 * double root of x² + kx + k + 3 = 0 once the positive k is taken). Its key −3 was checked again by hand
 * without reading the reply: Δ = k² − 4k − 12 = (k − 6)(k + 2) = 0 gives k = 6, and x² + 6x + 9 = (x + 3)²
 * has the double root −3; it is left as written.
 */
import {
  type Complex,
  cConj,
  deg,
  dot,
  norm,
  poly,
  quadraticRoots,
  solveLinear,
  toDeg,
  zerosInDegrees,
} from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The exams and booklets each kind is modelled on (content/exam-style/sources.ts). */
const SOURCES = {
  reals: ['frlp-sui-conjuntos', 'frt-matematica-u1-2013', 'frch-matematica-2017'],
  algebra: ['frt-matematica-cartilla', 'frt-matematica-2020', 'frch-matematica-2017'],
  equations: ['frt-matematica-cartilla', 'frch-matematica-2017', 'frm-matematica-2025-u1'],
  functions: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frch-matematica-2017'],
  geometry: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frch-matematica-2017'],
  words: ['frlp-sui-conjuntos', 'frch-matematica-2017', 'frt-matematica-cartilla'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const REALS = 'algebra-basica.numeros-reales';
const SETS = 'algebra-basica.conjuntos';
const RADICALS = 'algebra-basica.potencias-radicales';
const FACTORING = 'algebra-basica.factoreo';
const POLYNOMIALS = 'algebra-basica.polinomios';
const FRACTIONS = 'algebra-basica.expresiones-racionales';
const COMPLEX = 'algebra-basica.numeros-complejos';
const LINEAR = 'ecuaciones.lineales';
const QUADRATIC_EQ = 'ecuaciones.cuadraticas';
const SYSTEMS = 'ecuaciones.sistemas';
const LINEAR_FN = 'funciones.lineal';
const QUADRATIC_FN = 'funciones.cuadratica';
const DOMAIN = 'funciones.concepto-dominio';
const PIECEWISE = 'funciones.a-trozos';
const EXP_EQUATIONS = 'funciones.ecuaciones-exponenciales';
const EXP_LOG = 'funciones.exponencial-logaritmica';
const LOGARITHMS = 'funciones.logaritmos';
const ANALYTIC = 'geometria.analitica';
const TRIANGLES = 'geometria.angulos-triangulos';
const THALES = 'geometria.thales';
const AREAS = 'geometria.areas-perimetros';
const VOLUMES = 'geometria.volumenes';
const RADIANS = 'trigonometria.angulos-radianes';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const OBLIQUE = 'trigonometria.teoremas-seno-coseno';
const IDENTITIES = 'trigonometria.identidades';
const TRIG_EQUATIONS = 'trigonometria.ecuaciones';

const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const SAMPLES = [-2.7, -1.3, -0.4, 0.35, 1.6, 2.2, 4.9, 7.3];

/** A five-option problem with the numbers its right option shows, recomputed. */
const keyed = (problem: ExamStyleProblem, check: () => number[]): ExamStyleProblem =>
  problem.format === 'five-options' ? { ...problem, check } : problem;

/** Whether x satisfies a condition exactly where `inside` says, on a fine grid of [−20; 20]. */
const solvesOn = (holds: (x: number) => boolean, inside: (x: number) => boolean) =>
  Array.from({ length: 1601 }, (_, i) => -20 + i / 40).every((x) => holds(x) === inside(x));

/** Whether two expressions agree on every sample. */
const agree = (f: (x: number) => number, g: (x: number) => number) => SAMPLES.every((x) => same(f(x), g(x)));

/** Ruffini: the quotient's coefficients and the remainder of dividing by (x − r). */
function ruffini(coefficients: readonly number[], r: number): { quotient: number[]; remainder: number } {
  const row: number[] = [];
  for (const coefficient of coefficients) row.push(coefficient + r * (row.at(-1) ?? 0));
  return { quotient: row.slice(0, -1), remainder: row.at(-1) ?? 0 };
}

/** A two-by-two system a1x + b1y = c1, a2x + b2y = c2 by Cramer. */
function cramer(a1: number, b1: number, c1: number, a2: number, b2: number, c2: number): [number, number] {
  const d = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
}

/** The angles in degrees within [0°; 360°) where f vanishes, when they are exactly the expected ones. */
const zerosAtDegrees = (f: (x: number) => number, expected: readonly number[]): number[] => {
  const zeros = zerosInDegrees(f);
  const found =
    zeros.length === expected.length &&
    expected.every((a) => zeros.some((z) => Math.abs(z - a) < 0.05 || Math.abs(z - a - 360) < 0.05));
  return found ? [...expected] : [];
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    26500,
    QUADRATIC_EQ,
    'equations',
    '1) El conjunto solución de la inecuación −3x² + 9x + 12 ≥ 0 es:',
    ['(−∞; −1] ∪ [4; +∞)', '[−1; 4]', '(−1; 4)', '[−4; 1]'],
    1,
    'Dividiendo por −3 se invierte el sentido: x² − 3x − 4 ≤ 0, es decir (x + 1)(x − 4) ≤ 0. La parábola y = x² − 3x − 4 es negativa o nula entre sus raíces: S = [−1; 4] (los extremos están incluidos por el «≥»). La opción A resulta de no invertir el sentido.',
    () =>
      solvesOn(
        (x) => -3 * x * x + 9 * x + 12 >= 0,
        (x) => x >= -1 && x <= 4,
      ),
  ),
  options(
    26501,
    FACTORING,
    'algebra',
    '2) La factorización completa, en el conjunto de los números reales, de 2x⁴ − 32 es:',
    ['2(x − 2)(x + 2)(x² − 4)', '2(x − 2)(x + 2)(x² + 4)', '(x − 2)(x + 2)(2x² + 4)', '2(x − 2)²(x + 2)²'],
    1,
    'Factor común 2: 2(x⁴ − 16). Diferencia de cuadrados: x⁴ − 16 = (x² − 4)(x² + 4), y otra vez x² − 4 = (x − 2)(x + 2). x² + 4 no tiene raíces reales, así que 2(x − 2)(x + 2)(x² + 4) es la factorización completa.',
    () => {
      const p = (x: number) => 2 * x ** 4 - 32;
      return (
        agree(p, (x) => 2 * (x - 2) * (x + 2) * (x * x + 4)) &&
        !agree(p, (x) => 2 * (x - 2) * (x + 2) * (x * x - 4)) &&
        !agree(p, (x) => (x - 2) * (x + 2) * (2 * x * x + 4)) &&
        !agree(p, (x) => 2 * (x - 2) ** 2 * (x + 2) ** 2) &&
        quadraticRoots(1, 0, 4).length === 0
      );
    },
  ),
  options(
    26502,
    FRACTIONS,
    'algebra',
    '3) Para x ≠ 2 y x ≠ −2, la expresión (x³ − 2x² − 9x + 18) / (x² − 4) simplificada es:',
    ['(x − 3)/(x + 2)', '(x² + 9)/(x + 2)', '(x² − 9)/(x + 2)', '(x² − 9)/(x − 2)'],
    2,
    'Numerador por grupos: x²(x − 2) − 9(x − 2) = (x − 2)(x² − 9). Denominador: (x − 2)(x + 2). Simplificando (x − 2), válido porque x ≠ 2: (x² − 9)/(x + 2) = (x − 3)(x + 3)/(x + 2).',
    () => {
      const f = (x: number) => poly([1, -2, -9, 18], x) / (x * x - 4);
      return (
        agree(f, (x) => (x * x - 9) / (x + 2)) &&
        !agree(f, (x) => (x - 3) / (x + 2)) &&
        !agree(f, (x) => (x * x + 9) / (x + 2)) &&
        !agree(f, (x) => (x * x - 9) / (x - 2))
      );
    },
  ),
  options(
    26503,
    POLYNOMIALS,
    'algebra',
    '4) El resto de la división de P(x) = 2x³ − 3x² + 4 por Q(x) = x² + 1 es:',
    ['7', '−2x + 7', '2x − 3', '−2x − 7'],
    1,
    'División larga: 2x³ ÷ x² = 2x; 2x(x² + 1) = 2x³ + 2x; restando queda −3x² − 2x + 4. −3x² ÷ x² = −3; −3(x² + 1) = −3x² − 3; restando queda −2x + 7, de grado menor que Q. Cociente 2x − 3 (la opción C) y resto −2x + 7. (El teorema del resto solo sirve para divisores x − a.)',
    () => {
      const p = (x: number) => poly([2, -3, 0, 4], x);
      return (
        agree(p, (x) => (x * x + 1) * (2 * x - 3) + (-2 * x + 7)) &&
        !agree(p, (x) => (x * x + 1) * (2 * x - 3) + 7) &&
        !agree(p, (x) => (x * x + 1) * (2 * x - 3) + (2 * x - 3))
      );
    },
  ),
  options(
    26504,
    IDENTITIES,
    'functions',
    '5) Sin calculadora, y usando que 75° = 45° + 30°, el valor exacto de cos 75° es:',
    ['(√6 + √2)/4', '(√6 − √2)/4', '(√3 − 1)/2', '√3/2 − √2/2'],
    1,
    'cos(45° + 30°) = cos 45° cos 30° − sen 45° sen 30° = (√2/2)(√3/2) − (√2/2)(1/2) = (√6 − √2)/4 ≈ 0,2588. (La opción A es cos 15°; D resta los cosenos, y el coseno no es lineal.)',
    () => {
      const exact = Math.cos(deg(75));
      return (
        same(exact, (Math.sqrt(6) - Math.sqrt(2)) / 4) &&
        !same(exact, (Math.sqrt(6) + Math.sqrt(2)) / 4) &&
        !same(exact, (Math.sqrt(3) - 1) / 2) &&
        !same(exact, Math.sqrt(3) / 2 - Math.sqrt(2) / 2)
      );
    },
  ),
  options(
    26505,
    OBLIQUE,
    'geometry',
    '6) De un triángulo ABC se sabe que a = 8 cm, b = 10 cm y que el ángulo A (opuesto al lado a) mide 40°. ¿Cuántos triángulos no congruentes cumplen estos datos?',
    ['Ninguno', 'Uno solo', 'Dos', 'Infinitos'],
    2,
    'Teorema del seno: sen B = b · sen A / a = 10 · sen 40° / 8 ≈ 0,8035 < 1, que da B ≈ 53,46° o B ≈ 180° − 53,46° = 126,54°. En ambos casos A + B < 180° (93,46° y 166,54°), así que los dos triángulos existen: es el caso ambiguo, con dos soluciones.',
    () => {
      const sinB = (10 * Math.sin(deg(40))) / 8;
      const acute = toDeg(Math.asin(sinB));
      const valid = [acute, 180 - acute].filter((b) => sinB < 1 && 40 + b < 180);
      return valid.length === 2;
    },
  ),
  keyed(
    options(
      26506,
      ANALYTIC,
      'geometry',
      '7) La mediatriz del segmento de extremos A(−1; 2) y B(5; 6) tiene ecuación:',
      ['y = 1,5x + 1', 'y = −1,5x + 7', 'y = −1,5x + 4', 'y = 0,75x + 3,5'],
      1,
      'La mediatriz pasa por el punto medio M = ((−1 + 5)/2; (2 + 6)/2) = (2; 4) y es perpendicular a AB, de pendiente (6 − 2)/(5 + 1) = 2/3; su pendiente es −3/2. y − 4 = −1,5(x − 2), y = −1,5x + 7 (verifica: A y B quedan a la misma distancia de cualquier punto de ella).',
    ),
    () => {
      const m = -1 / ((6 - 2) / (5 - -1));
      const [mx, my] = [(-1 + 5) / 2, (2 + 6) / 2];
      return [m, my - m * mx];
    },
  ),
  keyed(
    options(
      26507,
      ANALYTIC,
      'geometry',
      '8) La circunferencia que tiene por diámetro el segmento de extremos A(1; −2) y B(7; 6) tiene ecuación:',
      [
        '(x − 4)² + (y − 2)² = 25',
        '(x − 4)² + (y − 2)² = 100',
        '(x + 4)² + (y + 2)² = 25',
        '(x − 3)² + (y − 4)² = 25',
      ],
      0,
      'El centro es el punto medio del diámetro: C = ((1 + 7)/2; (−2 + 6)/2) = (4; 2). El radio es la mitad de |AB| = √(6² + 8²) = 10: r = 5 y r² = 25. (B usa el diámetro como radio.)',
    ),
    () => {
      const [cx, cy] = [(1 + 7) / 2, (-2 + 6) / 2];
      const r = Math.hypot(7 - 1, 6 - -2) / 2;
      return [-cx, -cy, r * r];
    },
  ),
  options(
    26508,
    QUADRATIC_FN,
    'functions',
    '9) Completando cuadrados, la función f(x) = 2x² − 12x + 13 se escribe:',
    ['f(x) = 2(x − 3)² − 5', 'f(x) = 2(x − 3)² + 13', 'f(x) = (x − 6)² − 23', 'f(x) = 2(x + 3)² − 5'],
    0,
    'f(x) = 2(x² − 6x) + 13 = 2[(x − 3)² − 9] + 13 = 2(x − 3)² − 18 + 13 = 2(x − 3)² − 5. Vértice (3; −5).',
    () => {
      const f = (x: number) => poly([2, -12, 13], x);
      return (
        agree(f, (x) => 2 * (x - 3) ** 2 - 5) &&
        !agree(f, (x) => 2 * (x - 3) ** 2 + 13) &&
        !agree(f, (x) => (x - 6) ** 2 - 23) &&
        !agree(f, (x) => 2 * (x + 3) ** 2 - 5)
      );
    },
  ),
  options(
    26509,
    QUADRATIC_EQ,
    'equations',
    'Ejercicio 10: ¿Para qué valores reales de k la ecuación 2x² − 4x + k = 0 NO tiene raíces reales?',
    ['k < 2', 'k > 2', 'k > 8', 'k ≥ 2'],
    1,
    'No hay raíces reales si el discriminante es negativo: Δ = (−4)² − 4 · 2 · k = 16 − 8k < 0 ⇔ k > 2. (Con k = 2 hay una raíz doble, x = 1, así que D incluye un valor que no sirve.)',
    () =>
      solvesOn(
        (k) => 16 - 8 * k < 0,
        (k) => k > 2,
      ) && quadraticRoots(2, -4, 2).length === 2,
  ),
  keyed(
    options(
      26510,
      COMPLEX,
      'reals',
      '11) Si z̄ es el conjugado de z, el número complejo z que verifica z + 2z̄ = 6 − 3i es:',
      ['z = 2 − 3i', 'z = 6 − 3i', 'z = 2 − i', 'z = 3 − 2i'],
      4,
      'Con z = a + bi: a + bi + 2(a − bi) = 3a − bi = 6 − 3i. Igualando partes: 3a = 6, a = 2; −b = −3, b = 3. z = 2 + 3i (verifica: 2 + 3i + 4 − 6i = 6 − 3i), que no figura en A–D: la respuesta es E.',
    ),
    () => {
      const z: Complex = [6 / 3, 3];
      const conj = cConj(z);
      const sum: Complex = [z[0] + 2 * conj[0], z[1] + 2 * conj[1]];
      return same(sum[0], 6) && same(sum[1], -3) ? [...z] : [];
    },
  ),
  keyed(
    options(
      26511,
      LOGARITHMS,
      'functions',
      '12) El nivel sonoro de un sonido, en decibeles, es L = 10 · log(I / I₀), donde I es su intensidad e I₀ una intensidad de referencia fija. Si la intensidad de un sonido se multiplica por 100, su nivel sonoro:',
      ['se multiplica por 100', 'aumenta 100 dB', 'se multiplica por 2', 'aumenta 2 dB'],
      4,
      'L₂ = 10 · log(100 I / I₀) = 10 · [log 100 + log(I / I₀)] = 20 + L₁: el nivel aumenta 20 dB, que no figura en A–D. La respuesta es E.',
    ),
    () => {
      const level = (ratio: number) => 10 * Math.log10(ratio);
      return [level(100 * 37) - level(37)];
    },
  ),
  keyed(
    options(
      26512,
      THALES,
      'geometry',
      '13) Tres rectas paralelas cortan a dos transversales. Sobre una de ellas determinan dos segmentos consecutivos de 3 cm y (x + 2) cm; sobre la otra, los segmentos correspondientes miden 4,5 cm y (2x − 1) cm. El valor de x es:',
      ['8', '5', '10', '3,5'],
      0,
      'Teorema de Thales: 3 / (x + 2) = 4,5 / (2x − 1). 3(2x − 1) = 4,5(x + 2), 6x − 3 = 4,5x + 9, 1,5x = 12, x = 8 (los segmentos miden 10 cm y 15 cm, y 3/10 = 4,5/15).',
    ),
    () => [solveLinear((x) => 3 * (2 * x - 1) - 4.5 * (x + 2))],
  ),
  keyed(
    options(
      26513,
      RADICALS,
      'reals',
      '14) El resultado de (8/27)^(−2/3) − (1/4)^(−1/2) es:',
      ['1/4', '−7/4', '17/4', '−1/4'],
      0,
      '(8/27)^(−2/3) = (27/8)^(2/3) = (∛(27/8))² = (3/2)² = 9/4. (1/4)^(−1/2) = 4^(1/2) = 2. Resultado: 9/4 − 2 = 1/4.',
    ),
    () => [(8 / 27) ** (-2 / 3) - (1 / 4) ** (-1 / 2)],
  ),
  keyed(
    options(
      26514,
      RADICALS,
      'reals',
      '15) Al reducir √75 − 2√12 + (1/3)√27 se obtiene:',
      ['√3', '2√3', '4√3', '3√3'],
      1,
      'Extrayendo factores: √75 = 5√3, 2√12 = 2 · 2√3 = 4√3 y (1/3)√27 = (1/3) · 3√3 = √3. Total: 5√3 − 4√3 + √3 = 2√3.',
    ),
    () => [Math.sqrt(75) - 2 * Math.sqrt(12) + Math.sqrt(27) / 3],
  ),
  options(
    26515,
    DOMAIN,
    'functions',
    '16) El dominio de la función f(x) = √((x − 1)/(x + 3)) es:',
    ['(−∞; −3) ∪ [1; +∞)', '(−∞; −3] ∪ [1; +∞)', '(−3; 1]', '[1; +∞)'],
    0,
    'Hace falta (x − 1)/(x + 3) ≥ 0 con x ≠ −3. El cociente es positivo si numerador y denominador tienen el mismo signo (x > 1 o x < −3) y vale 0 en x = 1. Dom f = (−∞; −3) ∪ [1; +∞): −3 queda afuera porque anula el denominador.',
    () =>
      solvesOn(
        (x) => x !== -3 && (x - 1) / (x + 3) >= 0,
        (x) => x < -3 || x >= 1,
      ),
  ),
  keyed(
    options(
      26516,
      LINEAR,
      'words',
      '17) Un auto va de una ciudad A a otra B a 60 km/h y vuelve por el mismo camino a 40 km/h. ¿Cuál es su velocidad media en el viaje completo (ida y vuelta)?',
      ['50 km/h', '48 km/h', '45 km/h', '52 km/h'],
      1,
      'Con d la distancia AB: tiempo total d/60 + d/40 = 5d/120 = d/24. Velocidad media = 2d / (d/24) = 48 km/h. (50 km/h sería promediar las velocidades, que valdría solo si los tiempos fueran iguales.)',
    ),
    () => [2 / (1 / 60 + 1 / 40)],
  ),
  keyed(
    options(
      26517,
      EXP_EQUATIONS,
      'functions',
      '18) La solución de 2^(x + 1) = 3^x, redondeada a la centésima, es:',
      ['x ≈ 0,58', 'x ≈ 1,71', 'x ≈ 2,41', 'x ≈ 1,58'],
      1,
      'Aplicando logaritmo a ambos miembros: (x + 1) ln 2 = x ln 3, x (ln 3 − ln 2) = ln 2, x = ln 2 / ln(3/2) ≈ 0,6931 / 0,4055 ≈ 1,71 (verifica: 2^2,71 ≈ 6,54 y 3^1,71 ≈ 6,54).',
    ),
    () => [Math.log(2) / (Math.log(3) - Math.log(2))],
  ),
  keyed(
    options(
      26518,
      AREAS,
      'geometry',
      '19) Un cuadrado está inscripto en una circunferencia de 5 cm de radio. El área de la parte del círculo que queda fuera del cuadrado es, aproximadamente:',
      ['≈ 78,54 cm²', '≈ 50 cm²', '≈ 21,46 cm²', '≈ 39,27 cm²'],
      4,
      'La diagonal del cuadrado es el diámetro, 10 cm: su área es d²/2 = 50 cm². El círculo tiene 25π ≈ 78,54 cm². Fuera del cuadrado quedan 25π − 50 ≈ 28,54 cm², que no figura en A–D: la respuesta es E. (C es 100 − 25π, la parte de un cuadrado circunscripto fuera del círculo.)',
    ),
    () => {
      const side = 10 / Math.SQRT2;
      return [Math.PI * 25 - side * side];
    },
  ),
  keyed(
    options(
      26519,
      TRIANGLES,
      'geometry',
      '20) El suplemento de un ángulo es igual al triple de su complemento. El ángulo mide:',
      ['30°', '60°', '45°', '22,5°'],
      2,
      '180° − x = 3(90° − x) ⇔ 180° − x = 270° − 3x ⇔ 2x = 90°, x = 45° (suplemento 135° = 3 · 45°, el triple del complemento 45°).',
    ),
    () => [solveLinear((x) => 180 - x - 3 * (90 - x))],
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    26520,
    REALS,
    'words',
    '21) Dos luces de un cartel se encienden juntas a las 20:00:00. Una destella cada 12 segundos y la otra cada 18 segundos. Sin contar el encendido inicial, ¿cuántas veces vuelven a destellar juntas hasta las 20:10:00 inclusive?',
    {
      value: () => {
        const lcm = (12 * 18) / gcd(12, 18);
        return Math.floor(600 / lcm);
      },
      unit: 'veces',
      text: '16 veces',
    },
    'Coinciden cada mcm(12; 18) = 36 s. En 10 min = 600 s caben 600 / 36 ≈ 16,7 períodos: coinciden 16 veces (la 17.ª sería a los 612 s, pasadas las 20:10:00).',
  ),
  numeric(
    26521,
    REALS,
    'words',
    '22) A lo largo de las dos orillas de un canal recto de 1,2 km de largo se plantan árboles cada 15 m, con un árbol en cada extremo de cada orilla. ¿Cuántos árboles se plantan en total?',
    { value: () => 2 * (1200 / 15 + 1), unit: 'árboles', text: '162 árboles' },
    'En una orilla: 1 200 m / 15 m = 80 espacios, y con árboles en los dos extremos hay 80 + 1 = 81 árboles. En las dos orillas: 2 · 81 = 162.',
  ),
  numeric(
    26522,
    AREAS,
    'geometry',
    '23) Calculá el área de un triángulo cuyos lados miden 13 cm, 14 cm y 15 cm.',
    {
      value: () => {
        const s = (13 + 14 + 15) / 2;
        return Math.sqrt(s * (s - 13) * (s - 14) * (s - 15));
      },
      unit: 'cm²',
      text: '84 cm²',
    },
    'Fórmula de Herón con semiperímetro s = (13 + 14 + 15)/2 = 21: A = √(21 · 8 · 7 · 6) = √7 056 = 84 cm². (O bien: la altura sobre el lado 14 mide 12, porque 5² + 12² = 13² y 9² + 12² = 15²; A = 14 · 12 / 2 = 84.)',
  ),
  numeric(
    26523,
    TRIANGLES,
    'geometry',
    '24) La suma de los ángulos interiores de un polígono convexo es 1 440°. ¿Cuántas diagonales tiene el polígono?',
    {
      value: () => {
        const n = 1440 / 180 + 2;
        return (n * (n - 3)) / 2;
      },
      unit: 'diagonales',
      text: '35 diagonales',
    },
    'La suma de los ángulos interiores es 180° (n − 2): 180 (n − 2) = 1 440, n − 2 = 8, n = 10 (un decágono). Diagonales: n (n − 3)/2 = 10 · 7 / 2 = 35.',
  ),
  numeric(
    26524,
    VOLUMES,
    'geometry',
    '25) Una lata cilíndrica cerrada tiene 8 cm de diámetro y 12 cm de altura. ¿Cuánta chapa se necesita para fabricarla (superficie total, con las dos tapas)? Redondear al cm².',
    {
      value: () => 2 * Math.PI * 4 * 12 + 2 * Math.PI * 4 * 4,
      unit: 'cm²',
      text: '≈ 402 cm²',
      absolute: 0.5,
    },
    'r = 4 cm. Superficie lateral 2πrh = 2π · 4 · 12 = 96π; las dos tapas 2πr² = 32π. Total 128π ≈ 402,1 cm² ≈ 402 cm².',
  ),
  numeric(
    26525,
    REALS,
    'words',
    'Ejercicio 26: Las cuatro primeras notas de un estudiante tienen promedio 7. ¿Qué nota necesita en la quinta evaluación para que el promedio de las cinco sea 7,4?',
    { value: () => 5 * 7.4 - 4 * 7, text: '9' },
    'Las cuatro notas suman 4 · 7 = 28. Para un promedio de 7,4 en cinco evaluaciones hacen falta 5 · 7,4 = 37 puntos: la quinta nota debe ser 37 − 28 = 9.',
  ),
  numeric(
    26526,
    SYSTEMS,
    'words',
    '27) En un número de dos cifras, la suma de sus cifras es 11. Si se invierte el orden de las cifras, el número obtenido supera al original en 27. ¿Cuál es el número original?',
    {
      value: () => {
        // tens t and units u: t + u = 11, (10u + t) − (10t + u) = 27, i.e. −9t + 9u = 27.
        const [t, u] = cramer(1, 1, 11, -9, 9, 27);
        return 10 * t + u;
      },
      text: '47',
    },
    'Con d la cifra de las decenas y u la de las unidades: d + u = 11 y (10u + d) − (10d + u) = 9(u − d) = 27, u − d = 3. Sumando: 2u = 14, u = 7 y d = 4. El número es 47 (74 − 47 = 27).',
  ),
  numeric(
    26527,
    ANALYTIC,
    'geometry',
    '28) Dos vectores u y v tienen módulos |u| = 3 y |v| = 5 y forman un ángulo de 60°. Calcular el módulo de u + v.',
    {
      value: () => {
        const u = [3, 0];
        const v = [5 * Math.cos(deg(60)), 5 * Math.sin(deg(60))];
        return norm([(u[0] ?? 0) + (v[0] ?? 0), (u[1] ?? 0) + (v[1] ?? 0)]);
      },
      text: '7',
    },
    '|u + v|² = |u|² + |v|² + 2 u · v = 9 + 25 + 2 · 3 · 5 · cos 60° = 34 + 15 = 49, |u + v| = 7. (El ángulo entre los vectores es 60°; en el triángulo que forman, el ángulo opuesto a u + v es 120°.)',
  ),
  numeric(
    26528,
    LOGARITHMS,
    'functions',
    '29) Resolvé la ecuación log₃ x + log₉ x = 3 y da su solución.',
    {
      value: () => {
        const x = 3 ** (3 / 1.5);
        return same(Math.log(x) / Math.log(3) + Math.log(x) / Math.log(9), 3) ? x : Number.NaN;
      },
      text: 'x = 9',
    },
    'Cambio de base: log₉ x = log₃ x / log₃ 9 = log₃ x / 2. La ecuación queda (3/2) log₃ x = 3, log₃ x = 2, x = 3² = 9 (x > 0, dentro del dominio; verifica: 2 + 1 = 3).',
  ),
  numeric(
    26529,
    RADIANS,
    'geometry',
    '30) Una rueda de 60 cm de diámetro gira a 120 vueltas por minuto sin resbalar. ¿A qué velocidad avanza? Expresar el resultado en km/h, con un decimal.',
    {
      value: () => ((120 * 2 * Math.PI) / 60) * 0.3 * 3.6,
      unit: 'km/h',
      text: '≈ 13,6 km/h',
      absolute: 0.05,
    },
    'En cada vuelta avanza su perímetro, 2π · 0,30 m ≈ 1,885 m. 120 vueltas por minuto son 2 por segundo: v = 2 · 1,885 ≈ 3,770 m/s (también v = ω r = 4π rad/s · 0,3 m). En km/h: 3,770 · 3,6 ≈ 13,6 km/h.',
  ),
  numeric(
    26530,
    EXP_LOG,
    'words',
    '31) Una población crece un 3 % por año (cada año se multiplica por 1,03). ¿Al cabo de cuántos años completos supera por primera vez el doble de la población inicial?',
    {
      value: () => {
        let years = 0;
        while (1.03 ** years <= 2) years++;
        return years === Math.ceil(Math.log(2) / Math.log(1.03)) ? years : Number.NaN;
      },
      unit: 'años',
      text: '24 años',
    },
    '1,03^t = 2 ⇔ t = log 2 / log 1,03 ≈ 0,30103 / 0,012837 ≈ 23,45. Como t cuenta años completos, la primera vez que la supera es a los 24 años (1,03²³ ≈ 1,974 < 2 y 1,03²⁴ ≈ 2,033 > 2).',
  ),
  numeric(
    26531,
    TRIG_EQUATIONS,
    'functions',
    '32) Hallar la suma, en grados, de todas las soluciones de cos(2x) = cos x en el intervalo [0°; 360°).',
    {
      value: () => {
        const angles = zerosAtDegrees((x) => Math.cos(2 * x) - Math.cos(x), [0, 120, 240]);
        return angles.length === 3 ? angles.reduce((s, a) => s + a, 0) : Number.NaN;
      },
      unit: '°',
      text: '360°',
    },
    'cos 2x = 2cos² x − 1: 2cos² x − cos x − 1 = 0, (2cos x + 1)(cos x − 1) = 0. cos x = 1 da x = 0°; cos x = −1/2 da x = 120° y x = 240°. Suma: 0 + 120 + 240 = 360°.',
  ),
  numeric(
    26532,
    SETS,
    'reals',
    '33) En un curso de 60 estudiantes, 35 aprobaron Matemática, 28 aprobaron Física y 10 no aprobaron ninguna de las dos materias. ¿Cuántos aprobaron las dos?',
    { value: () => 35 + 28 - (60 - 10), unit: 'estudiantes', text: '13 estudiantes' },
    'Aprobaron al menos una 60 − 10 = 50. |M ∪ F| = |M| + |F| − |M ∩ F|: 50 = 35 + 28 − |M ∩ F|, |M ∩ F| = 13 (solo Matemática 22, solo Física 15; 22 + 15 + 13 + 10 = 60).',
  ),
  numeric(
    26533,
    TRIANGLES,
    'geometry',
    '34) El centro O de una circunferencia de 5 cm de radio está a 13 cm de un punto exterior P. Desde P se traza una recta tangente a la circunferencia. ¿Cuánto mide el segmento de tangente entre P y el punto de tangencia?',
    { value: () => Math.sqrt(13 * 13 - 5 * 5), unit: 'cm', text: '12 cm' },
    'El radio al punto de tangencia T es perpendicular a la tangente: el triángulo OTP es rectángulo en T, con hipotenusa OP = 13 cm y cateto OT = 5 cm. PT = √(13² − 5²) = √144 = 12 cm.',
  ),
  numeric(
    26534,
    QUADRATIC_EQ,
    'equations',
    '35) La ecuación x² + kx + k + 3 = 0 tiene una raíz doble para dos valores de k. Tomando el valor positivo de k, ¿cuál es esa raíz doble?',
    {
      value: () => {
        const ks = quadraticRoots(1, -4, -12).filter((k) => k > 0);
        const k = ks.length === 1 ? (ks[0] ?? Number.NaN) : Number.NaN;
        const roots = quadraticRoots(1, k, k + 3);
        return roots.length === 2 && same(roots[0] ?? 0, roots[1] ?? 1)
          ? (roots[0] ?? Number.NaN)
          : Number.NaN;
      },
      text: 'x = −3',
    },
    'Raíz doble ⇔ Δ = 0: k² − 4(k + 3) = k² − 4k − 12 = 0, (k − 6)(k + 2) = 0, k = 6 o k = −2. Con k = 6: x² + 6x + 9 = (x + 3)² = 0, la raíz doble es x = −k/2 = −3.',
  ),
];

/** Pages with parts a), b), c), a later part using an earlier result or changing a datum. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    26535,
    SETS,
    'reals',
    '36) Se encuestó a 200 personas sobre dos plataformas de música, A y B: 120 usan A, 90 usan B y 40 usan las dos.',
    [
      ['a) ¿Cuántas personas usan solamente la plataforma A?', '80 personas'],
      ['b) ¿Cuántas no usan ninguna de las dos?', '30 personas'],
      ['c) ¿Qué porcentaje del total usa exactamente una de las dos plataformas?', '65 %'],
      [
        'd) En otra encuesta, también a 200 personas, 110 usan A, 95 usan B y 25 no usan ninguna. ¿Cuántas usan las dos?',
        '30 personas',
      ],
    ],
    'a) Solo A: 120 − 40 = 80. b) Al menos una: 120 + 90 − 40 = 170; ninguna: 200 − 170 = 30. c) Solo B: 90 − 40 = 50; exactamente una: 80 + 50 = 130, y 130/200 = 65 %. d) Al menos una: 200 − 25 = 175 = 110 + 95 − ambas, ambas = 30.',
    () => {
      const onlyA = 120 - 40;
      const none = 200 - (120 + 90 - 40);
      const exactlyOne = onlyA + (90 - 40);
      return [[onlyA], [none], [(exactlyOne / 200) * 100], [110 + 95 - (200 - 25)]];
    },
  ),
  parts(
    26536,
    LINEAR_FN,
    'words',
    'Problema 37. Una empresa compró una máquina en $ 1.500.000. Su valor contable disminuye en forma lineal con el tiempo y a los 8 años es de $ 300.000.',
    [
      [
        'a) Escribir la función V(t) que da el valor contable (en pesos) a los t años de la compra.',
        'V(t) = 1.500.000 − 150.000 t',
      ],
      ['b) ¿Cuál es el valor contable a los 5 años?', '$ 750.000'],
      ['c) ¿A los cuántos años el valor contable es el 40 % del precio de compra?', '6 años'],
      [
        'd) Si la misma máquina llegara a $ 300.000 recién a los 10 años (también en forma lineal), ¿cuánto valdría a los 5 años?',
        '$ 900.000',
      ],
    ],
    'a) Pendiente (300 000 − 1 500 000)/8 = −150 000 $ por año: V(t) = 1 500 000 − 150 000 t. b) V(5) = 1 500 000 − 750 000 = $ 750 000. c) El 40 % de 1 500 000 es 600 000: 1 500 000 − 150 000 t = 600 000, t = 6 años. d) Pendiente −1 200 000/10 = −120 000 $ por año: V(5) = 1 500 000 − 600 000 = $ 900 000.',
    () => {
      const slope = (300000 - 1500000) / 8;
      const v = (t: number) => 1500000 + slope * t;
      const slope10 = (300000 - 1500000) / 10;
      return [[1500000, slope], [v(5)], [solveLinear((t) => v(t) - 0.4 * 1500000)], [1500000 + slope10 * 5]];
    },
  ),
  parts(
    26537,
    QUADRATIC_FN,
    'words',
    '38) Un teatro estima que, si cobra x miles de pesos por entrada, vende 600 − 20x entradas por función (con 0 ≤ x ≤ 30). El ingreso por función es R(x) = x · (600 − 20x), en miles de pesos.',
    [
      ['a) ¿Cuál es el ingreso si la entrada cuesta $ 10.000?', '$ 4.000.000'],
      ['b) ¿Qué precio de entrada da el mayor ingreso?', '$ 15.000'],
      ['c) ¿Cuál es ese ingreso máximo?', '$ 4.500.000'],
      [
        'd) ¿Entre qué precios de entrada el ingreso es de al menos $ 4.000.000?',
        'entre $ 10.000 y $ 20.000',
      ],
    ],
    'a) x = 10: R = 10 · (600 − 200) = 4 000 miles = $ 4 000 000. b) R(x) = −20x² + 600x es una parábola con las ramas hacia abajo; el vértice está en x = −600/(2 · (−20)) = 15: $ 15 000. c) R(15) = 15 · 300 = 4 500 miles = $ 4 500 000. d) −20x² + 600x ≥ 4 000 ⇔ x² − 30x + 200 ≤ 0 ⇔ (x − 10)(x − 20) ≤ 0 ⇔ 10 ≤ x ≤ 20: entre $ 10 000 y $ 20 000.',
    () => {
      const r = (x: number) => x * (600 - 20 * x);
      const top = -600 / (2 * -20);
      const band = quadraticRoots(20, -600, 4000);
      return [[r(10) * 1000], [top * 1000], [r(top) * 1000], band.map((x) => x * 1000)];
    },
  ),
  parts(
    26538,
    POLYNOMIALS,
    'algebra',
    'Ejercicio 39: Sea P(x) = 2x³ − 3x² − 11x + 6.',
    [
      [
        'a) Verificar que x = 3 es raíz de P y hallar el cociente de dividir P(x) por (x − 3).',
        '2x² + 3x − 2',
      ],
      ['b) Hallar las otras dos raíces de P.', 'x = 1/2 y x = −2'],
      ['c) Escribir P(x) como producto de factores de primer grado.', '(x − 3)(2x − 1)(x + 2)'],
      ['d) ¿Para qué valores de x es P(x) < 0?', '(−∞; −2) ∪ (1/2; 3)'],
    ],
    'a) P(3) = 54 − 27 − 33 + 6 = 0. Ruffini con 3 sobre 2, −3, −11, 6: 2, 3, −2, resto 0; cociente 2x² + 3x − 2. b) 2x² + 3x − 2 = 0: x = (−3 ± √(9 + 16))/4 = (−3 ± 5)/4, x = 1/2 y x = −2. c) 2(x − 3)(x − 1/2)(x + 2) = (x − 3)(2x − 1)(x + 2). d) Coeficiente principal positivo y tres raíces simples −2 < 1/2 < 3: P es negativo antes de −2 y entre 1/2 y 3. S = (−∞; −2) ∪ (1/2; 3).',
    () => {
      const p = [2, -3, -11, 6];
      const { quotient, remainder } = ruffini(p, 3);
      const others = quadraticRoots(quotient[0] ?? 1, quotient[1] ?? 0, quotient[2] ?? 0);
      const factored = agree(
        (x) => poly(p, x),
        (x) => (x - 3) * (2 * x - 1) * (x + 2),
      );
      const negative = solvesOn(
        (x) => poly(p, x) < 0,
        (x) => x < -2 || (x > 0.5 && x < 3),
      );
      return [
        remainder === 0 ? quotient : [],
        [...others].reverse(),
        factored ? [-3, 2, -1, 2] : [],
        negative ? [-2, 0.5, 3] : [],
      ];
    },
  ),
  parts(
    26539,
    ANALYTIC,
    'geometry',
    '40) Los puntos A(−2; 1), B(4; 1) y C(2; 5) son los vértices de un triángulo.',
    [
      ['a) Determine la ecuación de la mediatriz del lado AB.', 'x = 1'],
      ['b) Determine la ecuación de la mediatriz del lado BC.', 'y = 0,5x + 1,5'],
      ['c) Con a) y b), determine el centro de la circunferencia que pasa por A, B y C.', '(1; 2)'],
      ['d) Calcule su radio, con dos decimales.', '≈ 3,16'],
    ],
    'a) AB es horizontal y su punto medio es (1; 1): la mediatriz es la vertical x = 1. b) Punto medio de BC: (3; 3); pendiente de BC (5 − 1)/(2 − 4) = −2; la mediatriz tiene pendiente 1/2: y − 3 = 0,5(x − 3), y = 0,5x + 1,5. c) Con x = 1: y = 2. Centro (1; 2). d) r = |(1; 2) − A| = √(3² + 1²) = √10 ≈ 3,16 (también |OB| = √(9 + 1) y |OC| = √(1 + 9)).',
    () => {
      const m = -1 / ((5 - 1) / (2 - 4));
      const b = 3 - m * 3;
      const centre = [1, m * 1 + b];
      const radii = [
        [-2, 1],
        [4, 1],
        [2, 5],
      ].map(([x, y]) => Math.hypot((x ?? 0) - (centre[0] ?? 0), (y ?? 0) - (centre[1] ?? 0)));
      const equal = radii.every((r) => same(r, radii[0] ?? 0));
      return [[(-2 + 4) / 2], [m, b], centre, equal ? [radii[0] ?? 0] : []];
    },
  ),
  parts(
    26540,
    RIGHT_TRIANGLE,
    'geometry',
    '41) Dos observadores, A y B, están a 100 m uno del otro sobre un terreno horizontal, y el pie de una antena está entre ellos, sobre el segmento AB. Desde A se ve la punta de la antena con un ángulo de elevación de 35° y desde B con uno de 50°. (Datos: AB = 100 m; elevación desde A = 35°; elevación desde B = 50°.)',
    [
      ['a) Calcular la altura de la antena (redondear a dos decimales).', '≈ 44,11 m'],
      ['b) Calcular la distancia de A al pie de la antena.', '≈ 62,99 m'],
      [
        'c) Si B se acerca 10 m más hacia la antena, ¿con qué ángulo de elevación ve la punta? (En grados, con dos decimales.)',
        '≈ 58,52°',
      ],
    ],
    'Con h la altura y x la distancia de A al pie: x = h / tg 35° y 100 − x = h / tg 50°. Sumando: h (1/tg 35° + 1/tg 50°) = 100, h = 100 / (1,42815 + 0,83910) ≈ 44,11 m. b) x = h / tg 35° ≈ 44,106 / 0,70021 ≈ 62,99 m. c) B estaba a 100 − 62,99 ≈ 37,01 m del pie; ahora a ≈ 27,01 m: tg β = 44,106 / 27,01 ≈ 1,633, β ≈ 58,52°.',
    () => {
      const h = 100 / (1 / Math.tan(deg(35)) + 1 / Math.tan(deg(50)));
      const fromA = h / Math.tan(deg(35));
      const fromB = h / Math.tan(deg(50));
      return same(fromA + fromB, 100) ? [[h], [fromA], [toDeg(Math.atan(h / (fromB - 10)))]] : [];
    },
  ),
  parts(
    26541,
    EXP_LOG,
    'functions',
    '42) Una ciudad tenía 80.000 habitantes en 2020 y su población crece un 2,5 % anual: P(t) = 80.000 · 1,025^t, con t en años contados desde 2020.',
    [
      ['a) Estimá la población en 2030 (redondeá a la unidad).', '102.407 habitantes'],
      ['b) ¿En qué año supera por primera vez los 95.000 habitantes?', '2027'],
      [
        'c) ¿Qué tasa anual de crecimiento haría falta para llegar a 100.000 habitantes en 2028? Expresar en %, con dos decimales.',
        '≈ 2,83 %',
      ],
    ],
    'a) P(10) = 80 000 · 1,025¹⁰ ≈ 80 000 · 1,28008 ≈ 102 407. b) 1,025^t > 95 000 / 80 000 = 1,1875 ⇔ t > log 1,1875 / log 1,025 ≈ 6,96: con t = 7, en 2027 (P(6) ≈ 92 775 y P(7) ≈ 95 094). c) De 2020 a 2028 hay 8 años: (1 + r)⁸ = 100 000 / 80 000 = 1,25, 1 + r = 1,25^(1/8) ≈ 1,02828, r ≈ 2,83 %.',
    () => {
      const p = (t: number) => 80000 * 1.025 ** t;
      let t = 0;
      while (p(t) <= 95000) t++;
      return [[Math.round(p(10))], [2020 + t], [(1.25 ** (1 / 8) - 1) * 100]];
    },
  ),
  parts(
    26542,
    VOLUMES,
    'geometry',
    '43) Se funde una esfera maciza de plomo de 6 cm de radio para fabricar cilindros macizos de 2 cm de radio y 3 cm de altura, sin pérdida de material.',
    [
      ['a) Calcular el volumen de la esfera, exacto y aproximado.', '288π cm³ ≈ 904,78 cm³'],
      ['b) ¿Cuántos cilindros se obtienen?', '24 cilindros'],
      [
        'c) Si en cambio los cilindros tuvieran 5 cm de altura (mismo radio), ¿cuántos cilindros completos se obtendrían y cuánto plomo sobraría?',
        '14 cilindros; sobran 8π cm³ ≈ 25,13 cm³',
      ],
    ],
    'a) V = (4/3)π · 6³ = 288π ≈ 904,78 cm³. b) Cada cilindro: π · 2² · 3 = 12π cm³; 288π / 12π = 24 cilindros. c) Cada cilindro: π · 4 · 5 = 20π cm³; 288π / 20π = 14,4: 14 cilindros completos (280π cm³), y sobran 8π ≈ 25,13 cm³.',
    () => {
      const sphere = (4 / 3) * Math.PI * 6 ** 3;
      const small = Math.PI * 4 * 3;
      const tall = Math.PI * 4 * 5;
      const count = Math.floor(sphere / tall + 1e-9);
      const left = sphere - count * tall;
      return [[sphere, sphere], [sphere / small], [count, left, left]];
    },
  ),
  parts(
    26543,
    AREAS,
    'geometry',
    '44) Un plano catastral está dibujado en escala 1:50.000 (1 cm del plano representa 50.000 cm reales).',
    [
      ['a) Dos pueblos distan 7,4 cm en el plano. ¿Cuál es la distancia real, en km?', '3,7 km'],
      ['b) Un campo ocupa 12 cm² en el plano. ¿Cuál es su superficie real, en hectáreas?', '300 ha'],
      ['c) ¿Cuántos cm² ocuparía el mismo campo en otro plano dibujado en escala 1:20.000?', '75 cm²'],
    ],
    'a) 7,4 · 50 000 = 370 000 cm = 3,7 km. b) Las áreas se multiplican por el cuadrado de la escala: 12 · 50 000² cm² = 3 · 10¹⁰ cm² = 3 · 10⁶ m² = 300 ha (1 ha = 10 000 m²). c) 3 · 10¹⁰ cm² / 20 000² = 3 · 10¹⁰ / 4 · 10⁸ = 75 cm² (o 12 · (50 000/20 000)² = 12 · 6,25 = 75).',
    () => {
      const realArea = 12 * 50000 ** 2;
      return [[(7.4 * 50000) / 100000], [realArea / 1e4 / 1e4], [realArea / 20000 ** 2]];
    },
  ),
  parts(
    26544,
    ANALYTIC,
    'geometry',
    '45) Dados los vectores u = (2; 3) y v = (−1; 4):',
    [
      ['a) Calculá 3u − 2v.', '(8; 1)'],
      ['b) Calculá el producto escalar u · v.', '10'],
      ['c) Calculá el área del triángulo que tiene a u y a v como lados con el mismo origen.', '5,5'],
      ['d) Hallá el número real k para que u + k·v sea perpendicular a u.', 'k = −1,3'],
    ],
    'a) 3u − 2v = (6; 9) − (−2; 8) = (8; 1). b) u · v = 2 · (−1) + 3 · 4 = 10. c) El área del paralelogramo es |2 · 4 − 3 · (−1)| = 11; el triángulo es la mitad: 5,5. d) (u + k v) · u = |u|² + k (u · v) = 13 + 10k = 0, k = −1,3.',
    () => {
      const u = [2, 3];
      const v = [-1, 4];
      const k = solveLinear((t) => dot([2 + t * -1, 3 + t * 4], u));
      return [[3 * 2 - 2 * -1, 3 * 3 - 2 * 4], [dot(u, v)], [Math.abs(2 * 4 - 3 * -1) / 2], [k]];
    },
  ),
  parts(
    26545,
    LINEAR_FN,
    'words',
    '46) En el mercado de un producto, la cantidad demandada es Qd = 1.200 − 30p y la ofrecida es Qs = 20p − 300, con p el precio en pesos por unidad y Q en unidades.',
    [
      ['a) Hallar el precio y la cantidad de equilibrio (donde Qd = Qs).', 'p = 30; Q = 300'],
      ['b) Si el precio se fija en $ 25, ¿cuántas unidades faltan (exceso de demanda)?', '250 unidades'],
      [
        'c) Una mejora técnica cambia la oferta a Qs = 20p − 100. Hallar el nuevo precio y la nueva cantidad de equilibrio.',
        'p = 26; Q = 420',
      ],
    ],
    'a) 1 200 − 30p = 20p − 300, 50p = 1 500, p = $ 30 y Q = 1 200 − 900 = 300 unidades. b) Con p = 25: Qd = 1 200 − 750 = 450 y Qs = 500 − 300 = 200; faltan 450 − 200 = 250 unidades. c) 1 200 − 30p = 20p − 100, 50p = 1 300, p = $ 26 y Q = 1 200 − 780 = 420 unidades.',
    () => {
      const [p, q] = cramer(30, 1, 1200, -20, 1, -300);
      const [p2, q2] = cramer(30, 1, 1200, -20, 1, -100);
      return [[p, q], [1200 - 30 * 25 - (20 * 25 - 300)], [p2, q2]];
    },
  ),
  parts(
    26546,
    AREAS,
    'geometry',
    '47) En una circunferencia de 10 cm de radio, una cuerda AB determina un ángulo central de 80°.',
    [
      ['a) Calcule la longitud de la cuerda AB (dos decimales).', '≈ 12,86 cm'],
      ['b) Calcule el área del sector circular de 80°.', '≈ 69,81 cm²'],
      [
        'c) Calcule el área del segmento circular comprendido entre la cuerda y el arco menor.',
        '≈ 20,57 cm²',
      ],
      ['d) Calcule la longitud del arco menor AB.', '≈ 13,96 cm'],
    ],
    'a) El triángulo OAB es isósceles con lados 10 y ángulo 80°: AB = 2 · 10 · sen 40° ≈ 12,86 cm. b) Sector: (80/360) · π · 10² ≈ 69,81 cm². c) Triángulo OAB: (1/2) · 10 · 10 · sen 80° ≈ 49,24 cm²; segmento = 69,81 − 49,24 ≈ 20,57 cm². d) Arco = r · θ = 10 · 80π/180 ≈ 13,96 cm.',
    () => {
      const sector = (80 / 360) * Math.PI * 100;
      const triangle = 0.5 * 100 * Math.sin(deg(80));
      return [[2 * 10 * Math.sin(deg(40))], [sector], [sector - triangle], [10 * deg(80)]];
    },
  ),
];

/** Pages with the parts written inside the statement. */
const inline: readonly ExamStyleProblem[] = [
  open(
    26547,
    POLYNOMIALS,
    'algebra',
    '48) a) Desarrollar y reducir (x + 2)² − 2(x − 1)(x + 3), y llamar P(x) al resultado. b) Con el resultado de a), indicar si es verdadera o falsa la desigualdad P(−1) > P(2), dando los dos valores. c) Hallar las raíces de P(x).',
    'a) P(x) = −x² + 10; b) verdadera, porque P(−1) = 9 y P(2) = 6; c) x = √10 y x = −√10',
    'a) (x + 2)² = x² + 4x + 4 y 2(x − 1)(x + 3) = 2(x² + 2x − 3) = 2x² + 4x − 6. Restando: x² + 4x + 4 − 2x² − 4x + 6 = −x² + 10. b) P(−1) = −1 + 10 = 9 y P(2) = −4 + 10 = 6: 9 > 6, verdadera. c) −x² + 10 = 0, x² = 10, x = ±√10 ≈ ±3,16.',
    () => {
      const p = (x: number) => -x * x + 10;
      const ok = agree((x) => (x + 2) ** 2 - 2 * (x - 1) * (x + 3), p);
      return ok && p(-1) > p(2) ? [10, -1, p(-1), 2, p(2), Math.sqrt(10), -Math.sqrt(10)] : [];
    },
  ),
  open(
    26548,
    PIECEWISE,
    'functions',
    'Ejercicio 49: Sea g(x) = 2ax − 1 si x ≤ 2, y g(x) = x² − a si x > 2. a) Hallar el valor de a para que la gráfica de g no presente un salto en x = 2. b) Con ese valor de a, calcular g(0) + g(3). c) Hallar todos los ceros de g.',
    'a) a = 1; b) 7; c) x = 1/2 (es el único cero)',
    'a) En x = 2 la primera rama vale 4a − 1 y la segunda se acerca a 4 − a: 4a − 1 = 4 − a, 5a = 5, a = 1. b) g(0) = −1 (primera rama) y g(3) = 9 − 1 = 8 (segunda): suma 7. c) Primera rama: 2x − 1 = 0, x = 1/2 ≤ 2, sirve. Segunda: x² − 1 = 0 da x = ±1, que no cumplen x > 2. El único cero es x = 1/2.',
    () => {
      const a = solveLinear((t) => 2 * t * 2 - 1 - (4 - t));
      const g = (x: number) => (x <= 2 ? 2 * a * x - 1 : x * x - a);
      const zeros = [solveLinear((x) => 2 * a * x - 1)].filter((x) => x <= 2);
      const right = quadraticRoots(1, 0, -a).filter((x) => x > 2);
      return [a, g(0) + g(3), ...zeros, ...right];
    },
  ),
  open(
    26549,
    REALS,
    'words',
    '50) Una empresa reparte un premio de $ 2.600.000 entre tres empleados, en forma inversamente proporcional a las faltas que tuvo cada uno en el año:\n  Empleado 1 ........ 2 faltas ........ 5 años de antigüedad\n  Empleado 2 ........ 3 faltas ........ 7 años de antigüedad\n  Empleado 3 ........ 4 faltas ........ 8 años de antigüedad\na) ¿Cuánto recibe cada uno? b) Si el mismo premio se repartiera en forma directamente proporcional a la antigüedad, ¿cuánto recibiría el empleado 3? c) ¿Cuánto más cobraría el empleado 3 con el reparto de b) que con el de a)?',
    'a) $ 1.200.000, $ 800.000 y $ 600.000; b) $ 1.040.000; c) $ 440.000',
    'a) Inversamente proporcional a 2, 3 y 4 es directamente proporcional a 1/2, 1/3 y 1/4, es decir a 6, 4 y 3 (multiplicando por 12). 6 + 4 + 3 = 13 partes de 2 600 000 / 13 = 200 000: $ 1 200 000, $ 800 000 y $ 600 000. b) 5 + 7 + 8 = 20 partes de 130 000: el empleado 3 recibe 8 · 130 000 = $ 1 040 000. c) 1 040 000 − 600 000 = $ 440 000.',
    () => {
      const weights = [1 / 2, 1 / 3, 1 / 4];
      const total = weights.reduce((s, w) => s + w, 0);
      const inverse = weights.map((w) => (2600000 * w) / total);
      const third = (2600000 * 8) / (5 + 7 + 8);
      return [...inverse, third, third - (inverse[2] ?? 0)];
    },
  ),
];

export const mathBlind34: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...inline];
