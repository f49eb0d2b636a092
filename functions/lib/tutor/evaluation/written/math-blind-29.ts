/**
 * A blind set of the mathematics entrance (#32, wave 29): forty-eight problems written the way UTN
 * regionals print their entrance exams, without opening any solver, the offline engine or any tutor
 * reply, in our own words. Twenty-four five-option items (E «Ninguna respuesta anterior es correcta», the
 * right one in 25006, 25011 and 25015), twelve short numeric answers and twelve pages with parts a), b),
 * c) where a later part uses an earlier result (three of them, 25039, 25042 and 25045, with the parts
 * written inside the statement). The whole programme: real numbers (combined operations, a periodic
 * decimal, scientific notation), powers with rational exponents, rationalizing a binomial denominator,
 * logarithms (values, an equation with its domain), exponential equations (by substitution, with
 * logarithms), polynomials (remainder theorem, a coefficient from divisibility, two coefficients from two
 * factors, Ruffini and the sign of a cubic), factoring by groups, algebraic fractions and a rational
 * equation with no solution, absolute-value and quadratic inequalities, systems (a parameter that makes
 * one incompatible, a page with two parameters, a word system), functions (domain with a root and a
 * denominator, inverse of a homographic function, composition, exponential and logarithmic functions,
 * a quadratic's roots, vertex, image and sign, a piecewise function's zeros), analytic geometry (a circle
 * in general form, a circle through a point and its tangent, a triangle's perimeter), trigonometry
 * (shadow and elevation, cosine and sine theorems, a quadrant identity, a quadratic equation in sen x,
 * radians and arc length), complex numbers (modulus of a quotient, operations, a power in polar form),
 * vectors (angle between two), plane figures and solids (a regular hexagon, a cone from its slant
 * height, a tank of a cylinder and a hemisphere in litres) and word problems (a rectangle from perimeter
 * and diagonal, two cars meeting, compound interest, vehicles and wheels). Numbered as printed («7)»),
 * data in parentheses or a «Datos:» line, mixed units (cm and m, m³ and L), decimal comma, powers as x^2
 * or x². Every key was worked by hand and is recomputed by `check` or `verify`.
 *
 * Kinds of problem, programme and difficulty modelled on (read 2026-12-02; facts only, nothing copied):
 * - UTN FRM, Seminario de Ingreso 2023, Matemática, Módulo 3 (ecuaciones lineales, cuadráticas y con valor
 *   absoluto, inecuaciones, rectas, sistemas, ecuaciones exponenciales y logarítmicas):
 *   https://es.scribd.com/document/706183006/UNIDAD-3-2023
 * - UTN FRM, exámenes de ingreso de Matemática del 11/12/2023 (tema II) y del 03/02/2024 (temas I y II):
 *   ten items with five options closing on «Ninguna respuesta anterior es correcta» and answers to fill
 *   in (content/exam-style/sources.ts: frm-matematica-2023-12-11-t2, frm-matematica-2024-02-03-t1/-t2)
 * - UTN FRC (with UNC), Ingreso a Ingeniería 2023, Unidad 1 (conjuntos numéricos, reales y complejos):
 *   https://es.scribd.com/document/727571070/UNIDAD-1-2023-3
 * - UTN FRN (extensión áulica Zapala), cuadernillo de Matemática del ingreso 2017:
 *   https://ro.scribd.com/document/363308729/Cuadernillo-Ingreso-Tecnicatura-Superior-en-Programacion-Zapala-2017
 * - UTN FRLP, Seminario Universitario de Ingreso 2019, Trabajo práctico Nº 1 (operaciones combinadas,
 *   decimales periódicos, problemas): https://pdfslide.tips/documents/trabajo-practico-no1-frlputneduar-tp-reponemos-38-litros-y-el-bidon.html
 * - UTN FRT, Seminario de Ingreso 2020, cartilla de teoría de Matemática (unit 3: figures, solids,
 *   radians, sine and cosine theorems): https://es.scribd.com/document/517483474/Cartilla-de-Teoria-de-Matematica-Ingreso-2020-UTN-FRT
 * and the programmes of content/exam-style/sources.ts.
 *
 * First measure, before any fix, at HEAD 83c31bca (written without looking at the solvers or the engine's
 * replies, 2026-12-02): 24/48 right, 25 answered sure, 2 sure and wrong (25014 and 25029, left to the
 * lead; their statements and keys stay as written).
 */
import {
  type Complex,
  cAbs,
  cDiv,
  cMul,
  cPow,
  deg,
  dot,
  norm,
  poly,
  toDeg,
} from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The exams and booklets each kind is modelled on (content/exam-style/sources.ts). */
const SOURCES = {
  reals: ['cba-ingreso-2023-u1', 'frm-matematica-2025-u1', 'frlp-sui-conjuntos'],
  algebra: ['frm-matematica-2023-12-11-t2', 'frm-matematica-2024-02-03-t1', 'frt-matematica-cartilla'],
  equations: ['frm-matematica-2024-02-03-t1', 'frm-matematica-2024-02-03-t2', 'frm-matematica-2025-u1'],
  functions: ['frm-matematica-2024-02-03-t1', 'frm-matematica-2023-12-11-t2', 'frt-matematica-2020'],
  geometry: ['frm-matematica-2023-12-11-t2', 'frt-matematica-2020', 'frch-matematica-2017'],
  words: ['frlp-sui-conjuntos', 'frch-matematica-2017', 'frm-matematica-2024-02-03-t2'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const REALS = 'algebra-basica.numeros-reales';
const RADICALS = 'algebra-basica.potencias-radicales';
const POLYNOMIALS = 'algebra-basica.polinomios';
const FACTORING = 'algebra-basica.factoreo';
const FRACTIONS = 'algebra-basica.expresiones-racionales';
const COMPLEX = 'algebra-basica.numeros-complejos';
const LINEAR = 'ecuaciones.lineales';
const QUADRATIC = 'ecuaciones.cuadraticas';
const RATIONAL = 'ecuaciones.racionales';
const SYSTEMS = 'ecuaciones.sistemas';
const INEQUALITIES = 'ecuaciones.inecuaciones-racionales';
const ABSOLUTE = 'ecuaciones.valor-absoluto';
const LOGARITHMS = 'funciones.logaritmos';
const EXPONENTIAL = 'funciones.ecuaciones-exponenciales';
const EXP_LOG = 'funciones.exponencial-logaritmica';
const DOMAIN = 'funciones.concepto-dominio';
const PARABOLA = 'funciones.cuadratica';
const INVERSE = 'funciones.composicion-inversa';
const PIECEWISE = 'funciones.a-trozos';
const ANALYTIC = 'geometria.analitica';
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

/** The real roots of ax² + bx + c, smaller first. */
function roots(a: number, b: number, c: number): number[] {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((p, q) => p - q);
}

/** Ruffini: the quotient's coefficients and the remainder of dividing by (x − r). */
function ruffini(coefficients: readonly number[], r: number): { quotient: number[]; remainder: number } {
  const row: number[] = [];
  for (const coefficient of coefficients) row.push(coefficient + r * (row.at(-1) ?? 0));
  return { quotient: row.slice(0, -1), remainder: row.at(-1) ?? 0 };
}

/** The angles in [0°, 360°) whose sine is s, each once. */
function anglesWithSine(s: number): number[] {
  const first = toDeg(Math.asin(s));
  const found = [first, 180 - first].map((a) => Math.round(((a % 360) + 360) % 360) % 360);
  return [...new Set(found)];
}

/** A two-by-two system a1x + b1y = c1, a2x + b2y = c2 by Cramer, or null when its determinant is 0. */
function cramer(a1: number, b1: number, c1: number, a2: number, b2: number, c2: number): number[] | null {
  const d = a1 * b2 - a2 * b1;
  if (Math.abs(d) < 1e-12) return null;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
}

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  keyed(
    options(
      25000,
      REALS,
      'reals',
      '1) Calcular: [(−3)² − 2³]⁻¹ + (2/3)⁻² · 0,4 − ∛0,125',
      ['1,4', '2,4', '0,4', '−0,6'],
      0,
      '(−3)² − 2³ = 9 − 8 = 1, y 1⁻¹ = 1; (2/3)⁻² = (3/2)² = 9/4 = 2,25 y 2,25 · 0,4 = 0,9; ∛0,125 = 0,5. Resultado: 1 + 0,9 − 0,5 = 1,4.',
    ),
    () => [((-3) ** 2 - 2 ** 3) ** -1 + (2 / 3) ** -2 * 0.4 - Math.cbrt(0.125)],
  ),
  keyed(
    options(
      25001,
      REALS,
      'reals',
      '2) Indique la opción correcta. La fracción irreducible que resulta de 1,2333… − 0,5 (el 3 se repite indefinidamente) es:',
      ['7/10', '13/15', '11/15', '37/30'],
      2,
      '1,2333… = (123 − 12)/90 = 111/90 = 37/30; 0,5 = 15/30. 37/30 − 15/30 = 22/30 = 11/15.',
    ),
    () => {
      const periodic = (123 - 12) / 90;
      return same(periodic, 1.2 + 1 / 30) ? [periodic - 0.5] : [];
    },
  ),
  keyed(
    options(
      25002,
      RADICALS,
      'reals',
      '3) Si a > 0, la expresión a^(1/2) · ∛(a²) : a^(−1/6) es equivalente a:',
      ['a^(7/6)', 'a^(5/6)', 'a²', 'a^(4/3)'],
      3,
      '∛(a²) = a^(2/3). Al multiplicar se suman los exponentes y al dividir se restan: 1/2 + 2/3 − (−1/6) = 3/6 + 4/6 + 1/6 = 8/6 = 4/3. Queda a^(4/3).',
    ),
    () => {
      const a = 2.7;
      const exponent = Math.log((a ** 0.5 * Math.cbrt(a * a)) / a ** (-1 / 6)) / Math.log(a);
      return [exponent];
    },
  ),
  options(
    25003,
    RADICALS,
    'reals',
    '4) Al racionalizar el denominador de (√7 + √3)/(√7 − √3) se obtiene:',
    ['5 + √21', '(5 + √21)/2', '(10 + √21)/4', '(5 − √21)/2'],
    1,
    'Se multiplica numerador y denominador por el conjugado √7 + √3: (√7 + √3)²/(7 − 3) = (7 + 2√21 + 3)/4 = (10 + 2√21)/4 = (5 + √21)/2.',
    () => {
      const given = (Math.sqrt(7) + Math.sqrt(3)) / (Math.sqrt(7) - Math.sqrt(3));
      const shown = [
        5 + Math.sqrt(21),
        (5 + Math.sqrt(21)) / 2,
        (10 + Math.sqrt(21)) / 4,
        (5 - Math.sqrt(21)) / 2,
      ];
      return shown.filter((value) => same(value, given)).length === 1 && same(shown[1] ?? 0, given);
    },
  ),
  keyed(
    options(
      25004,
      LOGARITHMS,
      'reals',
      '5) El valor de log₂ 32 + log₃ (1/27) − log₅ 0,04 + ln e² es:',
      ['2', '6', '−2', '10'],
      1,
      'log₂ 32 = 5; log₃ (1/27) = −3; log₅ 0,04 = log₅ (1/25) = −2, que restado suma 2; ln e² = 2. Total: 5 − 3 + 2 + 2 = 6.',
    ),
    () => [
      Math.log2(32) + Math.log(1 / 27) / Math.log(3) - Math.log(0.04) / Math.log(5) + Math.log(Math.E ** 2),
    ],
  ),
  keyed(
    options(
      25005,
      LOGARITHMS,
      'functions',
      '6) El conjunto solución de la ecuación log₂(x + 3) + log₂(x − 3) = 4 es:',
      ['{−5; 5}', '{5}', '{4}', '{√7}'],
      1,
      'Debe ser x + 3 > 0 y x − 3 > 0, o sea x > 3. log₂[(x + 3)(x − 3)] = 4 ⇒ x² − 9 = 16 ⇒ x² = 25 ⇒ x = 5 o x = −5; −5 no cumple x > 3. S = {5}.',
    ),
    () =>
      [-5, 5].filter(
        (x) => x + 3 > 0 && x - 3 > 0 && same(Math.log2(x + 3) + Math.log2(x - 3), 4) && same(x * x - 9, 16),
      ),
  ),
  keyed(
    options(
      25006,
      EXPONENTIAL,
      'equations',
      '7) Las soluciones de la ecuación 4^x − 6 · 2^x + 8 = 0 son:',
      ['x = 2 y x = 4', 'x = 1', 'x = 2', 'x = −1 y x = 2'],
      4,
      'Con t = 2^x (t > 0), 4^x = t²: t² − 6t + 8 = 0 ⇒ t = 2 o t = 4. 2^x = 2 ⇒ x = 1; 2^x = 4 ⇒ x = 2. Las soluciones son x = 1 y x = 2, que no figura entre A–D: la respuesta es E.',
    ),
    () =>
      roots(1, -6, 8)
        .map((t) => Math.log2(t))
        .filter((x) => same(4 ** x - 6 * 2 ** x + 8, 0)),
  ),
  keyed(
    options(
      25007,
      POLYNOMIALS,
      'algebra',
      '8) El resto de la división de P(x) = 2x⁴ − 3x³ + x − 5 por (x + 2) es:',
      ['33', '−49', '49', '17'],
      2,
      'Por el teorema del resto, el resto es P(−2) = 2 · 16 − 3 · (−8) + (−2) − 5 = 32 + 24 − 2 − 5 = 49.',
    ),
    () => {
      const coefficients = [2, -3, 0, 1, -5];
      const { remainder } = ruffini(coefficients, -2);
      return same(remainder, poly(coefficients, -2)) ? [remainder] : [];
    },
  ),
  keyed(
    options(
      25008,
      POLYNOMIALS,
      'algebra',
      '9) Determine el valor de k para que P(x) = x³ + kx² − 5x + 6 sea divisible por (x − 3).',
      ['k = 2', 'k = −2', 'k = −6', 'k = 6'],
      1,
      'P(x) es divisible por (x − 3) si P(3) = 0: 27 + 9k − 15 + 6 = 0 ⇒ 18 + 9k = 0 ⇒ k = −2.',
    ),
    () => {
      const k = -(27 - 15 + 6) / 9;
      return same(poly([1, k, -5, 6], 3), 0) ? [k] : [];
    },
  ),
  options(
    25009,
    FACTORING,
    'algebra',
    '10) La factorización completa de Q(x) = x³ − 4x² − 4x + 16 es:',
    ['(x − 4)(x − 2)(x + 2)', '(x − 4)(x − 2)²', '(x + 4)(x − 2)(x + 2)', '(x − 4)(x² + 4)'],
    0,
    'Factor común por grupos: x²(x − 4) − 4(x − 4) = (x − 4)(x² − 4), y la diferencia de cuadrados x² − 4 = (x − 2)(x + 2). Q(x) = (x − 4)(x − 2)(x + 2).',
    () => {
      const q = (x: number) => x ** 3 - 4 * x ** 2 - 4 * x + 16;
      const shown = [
        (x: number) => (x - 4) * (x - 2) * (x + 2),
        (x: number) => (x - 4) * (x - 2) ** 2,
        (x: number) => (x + 4) * (x - 2) * (x + 2),
        (x: number) => (x - 4) * (x * x + 4),
      ];
      const equal = shown.map((f) => SAMPLES.every((x) => same(f(x), q(x))));
      return equal.join() === 'true,false,false,false';
    },
  ),
  options(
    25010,
    FRACTIONS,
    'algebra',
    '11) Para los valores de x en que está definida, la expresión (x² − 9)/(x² + x − 6) · (x − 2)/(x − 3) es igual a:',
    ['x + 3', '−1', '(x + 3)/(x − 2)', '1'],
    3,
    'x² − 9 = (x − 3)(x + 3) y x² + x − 6 = (x + 3)(x − 2). El producto es (x − 3)(x + 3)(x − 2)/[(x + 3)(x − 2)(x − 3)] = 1, con x ≠ −3, x ≠ 2 y x ≠ 3.',
    () => {
      const e = (x: number) => ((x * x - 9) / (x * x + x - 6)) * ((x - 2) / (x - 3));
      return SAMPLES.every((x) => same(e(x), 1)) && !SAMPLES.every((x) => same(e(x), x + 3));
    },
  ),
  options(
    25011,
    RATIONAL,
    'equations',
    '12) Resolver en ℝ: 3/(x − 1) − 2/(x + 1) = 4/(x² − 1). La solución es:',
    ['x = −1', 'x = 1', 'x = 9', 'x = −1 y x = 1'],
    4,
    'Debe ser x ≠ 1 y x ≠ −1. Multiplicando por x² − 1 = (x − 1)(x + 1): 3(x + 1) − 2(x − 1) = 4 ⇒ x + 5 = 4 ⇒ x = −1, que anula denominadores. La ecuación no tiene solución: la respuesta es E.',
    () => {
      // the cleared equation is linear: x + 5 = 4, only root −1, which is outside the domain
      const cleared = (x: number) => 3 * (x + 1) - 2 * (x - 1) - 4;
      const root = -cleared(0) / (cleared(1) - cleared(0));
      const original = (x: number) => 3 / (x - 1) - 2 / (x + 1) - 4 / (x * x - 1);
      return same(root, -1) && root * root - 1 === 0 && SAMPLES.every((x) => Math.abs(original(x)) > 1e-6);
    },
  ),
  options(
    25012,
    ABSOLUTE,
    'equations',
    '13) El conjunto solución de la inecuación |3x + 2| > 4 es:',
    ['(−2; 2/3)', '(−∞; −2) ∪ (2/3; +∞)', '(−∞; −2/3) ∪ (2; +∞)', '(−∞; −2] ∪ [2/3; +∞)'],
    1,
    '|3x + 2| > 4 ⇔ 3x + 2 > 4 o 3x + 2 < −4 ⇔ x > 2/3 o x < −2. S = (−∞; −2) ∪ (2/3; +∞); los extremos no se incluyen porque la desigualdad es estricta.',
    () =>
      solvesOn(
        (x) => Math.abs(3 * x + 2) > 4,
        (x) => x < -2 || x > 2 / 3,
      ) && Math.abs(3 * -2 + 2) === 4,
  ),
  keyed(
    options(
      25013,
      SYSTEMS,
      'equations',
      '14) ¿Para qué valores de k el sistema { kx + 2y = 5 ; 3x + (k − 1)y = 4 } resulta incompatible (sin solución)?',
      ['k = 3 o k = −2', 'k = 3', 'k = −3 o k = 2', 'k = −2'],
      0,
      'El determinante es k(k − 1) − 2 · 3 = k² − k − 6 = (k − 3)(k + 2), nulo para k = 3 o k = −2. Con k = 3: 3x + 2y = 5 y 3x + 2y = 4, contradictorias. Con k = −2: −2x + 2y = 5 y 3x − 3y = 4, es decir x − y = −5/2 y x − y = 4/3, contradictorias. Para los dos valores el sistema es incompatible.',
    ),
    () => {
      const candidates = roots(1, -1, -6);
      const incompatible = candidates.filter((k) => {
        if (cramer(k, 2, 5, 3, k - 1, 4) !== null) return false;
        // proportional left sides: compare the ratio of the right sides with the ratio of the x coefficients
        return !same(5 / k, 4 / 3);
      });
      return incompatible.length === 2 ? incompatible : [];
    },
  ),
  keyed(
    options(
      25014,
      QUADRATIC,
      'equations',
      '15) Si x₁ y x₂ son las raíces de 2x² − 5x − 3 = 0, el valor de x₁² + x₂² es:',
      ['37/4', '13/4', '25/4', '9'],
      0,
      'x₁ + x₂ = 5/2 y x₁ · x₂ = −3/2. x₁² + x₂² = (x₁ + x₂)² − 2x₁x₂ = 25/4 + 3 = 37/4. (Las raíces son 3 y −1/2: 9 + 1/4 = 37/4.)',
    ),
    () => {
      const [p = 0, q = 0] = roots(2, -5, -3);
      return [p * p + q * q];
    },
  ),
  options(
    25015,
    DOMAIN,
    'functions',
    '16) El dominio de f(x) = √(x + 2) / (x² − 9) es:',
    ['[−2; +∞)', '(−2; 3) ∪ (3; +∞)', 'ℝ − {−3; 3}', '[−2; 3)'],
    4,
    'La raíz pide x + 2 ≥ 0, o sea x ≥ −2; el denominador pide x² − 9 ≠ 0, o sea x ≠ 3 y x ≠ −3 (este ya queda fuera). Dom f = [−2; 3) ∪ (3; +∞), que no figura entre A–D: la respuesta es E.',
    () => {
      const defined = (x: number) => x + 2 >= 0 && x * x - 9 !== 0;
      const key = (x: number) => (x >= -2 && x < 3) || x > 3;
      const shown = [
        (x: number) => x >= -2,
        (x: number) => (x > -2 && x < 3) || x > 3,
        (x: number) => x !== 3 && x !== -3,
        (x: number) => x >= -2 && x < 3,
      ];
      return solvesOn(defined, key) && shown.every((option) => !solvesOn(defined, option));
    },
  ),
  options(
    25016,
    INVERSE,
    'functions',
    '17) La función inversa de f(x) = (2x + 1)/(x − 3), con x ≠ 3, es:',
    [
      'f⁻¹(x) = (x − 3)/(2x + 1)',
      'f⁻¹(x) = (3x + 1)/(x − 2)',
      'f⁻¹(x) = (2x − 1)/(x + 3)',
      'f⁻¹(x) = (3x − 1)/(x − 2)',
    ],
    1,
    'y = (2x + 1)/(x − 3) ⇒ y(x − 3) = 2x + 1 ⇒ xy − 2x = 3y + 1 ⇒ x = (3y + 1)/(y − 2). Intercambiando: f⁻¹(x) = (3x + 1)/(x − 2), con x ≠ 2.',
    () => {
      const f = (x: number) => (2 * x + 1) / (x - 3);
      const shown = [
        (x: number) => (x - 3) / (2 * x + 1),
        (x: number) => (3 * x + 1) / (x - 2),
        (x: number) => (2 * x - 1) / (x + 3),
        (x: number) => (3 * x - 1) / (x - 2),
      ];
      const inverse = shown.map((g) => SAMPLES.every((x) => same(f(g(x)), x) && same(g(f(x)), x)));
      return inverse.join() === 'false,true,false,false';
    },
  ),
  keyed(
    options(
      25017,
      INVERSE,
      'functions',
      '18) Dadas f(x) = x² − 1 y g(x) = 2x + 3, calcular (f ∘ g)(−1) − (g ∘ f)(2).',
      ['9', '−5', '−9', '3'],
      2,
      '(f ∘ g)(−1) = f(g(−1)) = f(1) = 0. (g ∘ f)(2) = g(f(2)) = g(3) = 9. 0 − 9 = −9.',
    ),
    () => {
      const f = (x: number) => x * x - 1;
      const g = (x: number) => 2 * x + 3;
      return [f(g(-1)) - g(f(2))];
    },
  ),
  keyed(
    options(
      25018,
      QUADRATIC,
      'words',
      '19) Un terreno rectangular tiene 34 m de perímetro y su diagonal mide 13 m. Sus lados miden:',
      ['6 m y 11 m', '5 m y 12 m', '8 m y 9 m', '4 m y 13 m'],
      1,
      'x + y = 17 y x² + y² = 169. Con y = 17 − x: x² + (17 − x)² = 169 ⇒ 2x² − 34x + 120 = 0 ⇒ x² − 17x + 60 = 0 ⇒ x = 5 o x = 12. Los lados miden 5 m y 12 m.',
    ),
    () => {
      const sides = roots(1, -17, 60);
      const [x = 0, y = 0] = sides;
      return same(2 * (x + y), 34) && same(Math.hypot(x, y), 13) ? sides : [];
    },
  ),
  options(
    25019,
    EXP_LOG,
    'functions',
    '20) La gráfica de f(x) = 3 − 2^(x+1) corta al eje de abscisas en:',
    ['x = log₂ 3 + 1', 'x = log₂ 3 − 1', 'x = log₃ 2 − 1', 'x = 1/2'],
    1,
    'f(x) = 0 ⇒ 2^(x+1) = 3 ⇒ x + 1 = log₂ 3 ⇒ x = log₂ 3 − 1 (≈ 0,585).',
    () => {
      const f = (x: number) => 3 - 2 ** (x + 1);
      const shown = [Math.log2(3) + 1, Math.log2(3) - 1, Math.log(2) / Math.log(3) - 1, 0.5];
      return shown.map((x) => Math.abs(f(x)) < 1e-12).join() === 'false,true,false,false';
    },
  ),
  keyed(
    options(
      25020,
      ANALYTIC,
      'geometry',
      '21) La circunferencia de ecuación x² + y² − 6x + 4y − 12 = 0 tiene:',
      [
        'centro (−3; 2) y radio 5',
        'centro (3; −2) y radio 5',
        'centro (3; −2) y radio 25',
        'centro (−6; 4) y radio √12',
      ],
      1,
      'Completando cuadrados: (x² − 6x + 9) + (y² + 4y + 4) = 12 + 9 + 4 ⇒ (x − 3)² + (y + 2)² = 25. Centro (3; −2) y radio √25 = 5.',
    ),
    () => {
      const [d, e, f] = [-6, 4, -12];
      const center = [-d / 2, -e / 2];
      const radius = Math.sqrt((d / 2) ** 2 + (e / 2) ** 2 - f);
      return [...center, radius];
    },
  ),
  keyed(
    options(
      25021,
      RIGHT_TRIANGLE,
      'geometry',
      '22) Un poste vertical proyecta una sombra de 6 m cuando los rayos del sol forman con el suelo un ángulo de 35°. La altura del poste es, aproximadamente:',
      ['3,44 m', '4,20 m', '4,91 m', '8,57 m'],
      1,
      'La altura h es el cateto opuesto al ángulo de 35° y la sombra el cateto adyacente: tg 35° = h/6 ⇒ h = 6 · tg 35° ≈ 6 · 0,7002 ≈ 4,20 m.',
    ),
    () => [6 * Math.tan(deg(35))],
  ),
  keyed(
    options(
      25022,
      OBLIQUE,
      'geometry',
      '23) En el triángulo ABC se conocen a = 8 cm, b = 5 cm y el ángulo comprendido C = 60°. El lado c mide:',
      ['√129 cm', '7 cm', '√89 cm', '6 cm'],
      1,
      'Teorema del coseno: c² = a² + b² − 2ab · cos C = 64 + 25 − 2 · 8 · 5 · 0,5 = 89 − 40 = 49 ⇒ c = 7 cm.',
    ),
    () => [Math.sqrt(8 ** 2 + 5 ** 2 - 2 * 8 * 5 * Math.cos(deg(60)))],
  ),
  keyed(
    options(
      25023,
      IDENTITIES,
      'geometry',
      '24) Sabiendo que sen α = 3/5 y que α es un ángulo del segundo cuadrante, tg α vale:',
      ['3/4', '−4/3', '−3/4', '4/3'],
      2,
      'cos²α = 1 − sen²α = 1 − 9/25 = 16/25; en el segundo cuadrante el coseno es negativo: cos α = −4/5. tg α = sen α / cos α = (3/5)/(−4/5) = −3/4.',
    ),
    () => {
      const alpha = Math.PI - Math.asin(3 / 5);
      return [Math.tan(alpha)];
    },
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    25024,
    REALS,
    'reals',
    '25) Calcular y expresar el resultado sin potencias de 10: (3,6 · 10⁻⁴ · 5 · 10⁷) / (1,2 · 10²)',
    { value: () => (3.6e-4 * 5e7) / 1.2e2, text: '150' },
    '3,6 · 5 = 18 y 10⁻⁴ · 10⁷ = 10³: el numerador es 18 · 10³ = 1,8 · 10⁴. 1,8 · 10⁴ / (1,2 · 10²) = 1,5 · 10² = 150.',
  ),
  numeric(
    25025,
    COMPLEX,
    'reals',
    '26) Hallar el módulo del número complejo z = (1 + 2i)² / (2 − i). Expresarlo con dos decimales.',
    { value: () => cAbs(cDiv(cPow([1, 2], 2), [2, -1])), text: '|z| = √5 ≈ 2,24' },
    '(1 + 2i)² = 1 + 4i + 4i² = −3 + 4i, de módulo 5. |2 − i| = √5. El módulo de un cociente es el cociente de los módulos: |z| = 5/√5 = √5 ≈ 2,24.',
  ),
  numeric(
    25026,
    ANALYTIC,
    'geometry',
    '27) Dados los vectores u = (2; −1; 3) y v = (1; 4; −2), calcular el ángulo que forman, en grados y con un decimal.',
    {
      value: () => {
        const u = [2, -1, 3];
        const v = [1, 4, -2];
        return toDeg(Math.acos(dot(u, v) / (norm(u) * norm(v))));
      },
      unit: '°',
      text: '≈ 117,8°',
      absolute: 0.1,
    },
    'u · v = 2 − 4 − 6 = −8; |u| = √14, |v| = √21. cos θ = −8/√294 ≈ −0,4666 ⇒ θ ≈ 117,8°.',
  ),
  numeric(
    25027,
    VOLUMES,
    'geometry',
    '28) Un cono recto tiene 3 cm de radio de la base y 5 cm de generatriz. Calcular su volumen en cm³.',
    {
      value: () => (Math.PI * 3 ** 2 * Math.sqrt(5 ** 2 - 3 ** 2)) / 3,
      unit: 'cm³',
      text: '12π cm³ ≈ 37,70 cm³',
      absolute: 0.05,
    },
    'La altura sale de Pitágoras con la generatriz: h = √(5² − 3²) = 4 cm. V = π r² h / 3 = π · 9 · 4 / 3 = 12π ≈ 37,70 cm³.',
  ),
  numeric(
    25028,
    AREAS,
    'geometry',
    '29) Calcular el área de un hexágono regular de 4 cm de lado, en cm² y con dos decimales.',
    {
      value: () => 6 * ((Math.sqrt(3) / 4) * 4 ** 2),
      unit: 'cm²',
      text: '24√3 cm² ≈ 41,57 cm²',
      absolute: 0.02,
    },
    'El hexágono regular se descompone en 6 triángulos equiláteros de lado 4 cm, cada uno de área (√3/4) · 16 = 4√3 cm². A = 24√3 ≈ 41,57 cm².',
  ),
  numeric(
    25029,
    TRIG_EQUATIONS,
    'geometry',
    '30) Resolver 2 sen²x − sen x − 1 = 0 para 0° ≤ x < 360° e indicar la suma, en grados, de todas las soluciones.',
    {
      value: () => {
        const solutions = roots(2, -1, -1).flatMap(anglesWithSine);
        const valid = solutions.every((x) => same(2 * Math.sin(deg(x)) ** 2 - Math.sin(deg(x)) - 1, 0));
        return valid && solutions.length === 3 ? solutions.reduce((sum, x) => sum + x, 0) : Number.NaN;
      },
      unit: '°',
      text: '630°',
    },
    'Con s = sen x: 2s² − s − 1 = 0 ⇒ s = 1 o s = −1/2. sen x = 1 ⇒ x = 90°; sen x = −1/2 ⇒ x = 210° o x = 330°. Suma: 90° + 210° + 330° = 630°.',
  ),
  numeric(
    25030,
    LINEAR,
    'words',
    '31) Las ciudades A y B distan 360 km. A las 8:00 sale un auto de A hacia B a 70 km/h y, a la misma hora, otro sale de B hacia A a 50 km/h. ¿A cuántos kilómetros de A se cruzan?',
    { value: () => 70 * (360 / (70 + 50)), unit: 'km', text: '210 km' },
    'Se acercan a 70 + 50 = 120 km/h: se cruzan a las 360/120 = 3 h. El auto que sale de A recorrió 70 · 3 = 210 km.',
  ),
  numeric(
    25031,
    EXPONENTIAL,
    'equations',
    '32) Resolver 5^(2x − 1) = 40. Dar el valor de x redondeado a los centésimos.',
    { value: () => (Math.log(40) / Math.log(5) + 1) / 2, text: 'x ≈ 1,65' },
    'Aplicando logaritmos: (2x − 1) · log 5 = log 40 ⇒ 2x − 1 = log 40 / log 5 ≈ 1,6021/0,6990 ≈ 2,292 ⇒ x ≈ 3,292/2 ≈ 1,65.',
  ),
  numeric(
    25032,
    ANALYTIC,
    'geometry',
    '33) Calcular el perímetro del triángulo de vértices A(−1; 2), B(3; 5) y C(3; −1).',
    {
      value: () => {
        const [a, b, c] = [
          [-1, 2],
          [3, 5],
          [3, -1],
        ] as const;
        const d = (p: readonly number[], q: readonly number[]) =>
          Math.hypot((p[0] ?? 0) - (q[0] ?? 0), (p[1] ?? 0) - (q[1] ?? 0));
        return d(a, b) + d(b, c) + d(c, a);
      },
      text: '16',
    },
    'AB = √(4² + 3²) = 5; BC = √(0² + 6²) = 6; CA = √(4² + 3²) = 5. Perímetro = 5 + 6 + 5 = 16.',
  ),
  numeric(
    25033,
    POLYNOMIALS,
    'algebra',
    '34) Sabiendo que x = 2 es raíz de P(x) = x³ − 3x² − 10x + 24, aplicar la regla de Ruffini y hallar la menor de sus raíces.',
    {
      value: () => {
        const { quotient, remainder } = ruffini([1, -3, -10, 24], 2);
        const [a = 0, b = 0, c = 0] = quotient;
        return same(remainder, 0) ? Math.min(2, ...roots(a, b, c)) : Number.NaN;
      },
      text: 'x = −3',
    },
    'Ruffini con 2: coeficientes 1, −3, −10, 24 → cociente x² − x − 12, resto 0. x² − x − 12 = 0 ⇒ x = 4 o x = −3. Raíces: 2, 4 y −3; la menor es −3.',
  ),
  numeric(
    25034,
    LOGARITHMS,
    'words',
    '35) Se depositan $ 200 000 a un interés compuesto del 4 % mensual. ¿Cuántos meses completos deben pasar, como mínimo, para que el monto supere los $ 300 000?',
    { value: () => Math.ceil(Math.log(300000 / 200000) / Math.log(1.04)), unit: 'meses', text: '11 meses' },
    '200 000 · 1,04ⁿ > 300 000 ⇒ 1,04ⁿ > 1,5 ⇒ n > log 1,5 / log 1,04 ≈ 0,1761/0,0170 ≈ 10,34. El menor número entero de meses es 11 (1,04¹⁰ ≈ 1,480 y 1,04¹¹ ≈ 1,539).',
  ),
  numeric(
    25035,
    SYSTEMS,
    'words',
    '36) En una playa de estacionamiento hay 45 vehículos entre autos y motos, y se cuentan 150 ruedas en total. ¿Cuántas motos hay?',
    { value: () => cramer(1, 1, 45, 4, 2, 150)?.[1] ?? Number.NaN, text: '15 motos' },
    'a + m = 45 y 4a + 2m = 150. De la primera, a = 45 − m: 4(45 − m) + 2m = 150 ⇒ 180 − 2m = 150 ⇒ m = 15 (y a = 30).',
  ),
];

/** Pages with parts a), b), c); the later parts use the earlier results. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    25036,
    POLYNOMIALS,
    'algebra',
    '37) Dado el polinomio P(x) = 2x³ + ax² + bx − 6:',
    [
      ['a) Determine a y b sabiendo que P(x) es divisible por (x − 1) y por (x + 2).', 'a = 5; b = −1'],
      ['b) Con los valores hallados, encuentre todas las raíces de P(x).', 'x = 1; x = −2; x = −3/2'],
      ['c) Indique el conjunto de valores de x para los que P(x) < 0.', '(−∞; −2) ∪ (−3/2; 1)'],
    ],
    'a) P(1) = 2 + a + b − 6 = 0 ⇒ a + b = 4. P(−2) = −16 + 4a − 2b − 6 = 0 ⇒ 2a − b = 11. Sumando: 3a = 15 ⇒ a = 5, b = −1. b) P(x) = 2x³ + 5x² − x − 6 = (x − 1)(x + 2)(2x + 3): raíces 1, −2 y −3/2. c) Coeficiente principal positivo y tres raíces simples −2 < −3/2 < 1: P es negativo en (−∞; −2) y en (−3/2; 1).',
    () => {
      // a + b = 4 and 4a − 2b = 22
      const [a = 0, b = 0] = cramer(1, 1, 4, 4, -2, 22) ?? [];
      const coefficients = [2, a, b, -6];
      const found = [1, -2];
      const { quotient } = ruffini(ruffini(coefficients, 1).quotient, -2);
      const third = -(quotient[1] ?? 0) / (quotient[0] ?? 1);
      const rootsFound = [...found, third];
      const negative = (x: number) => poly(coefficients, x) < 0;
      const ok =
        rootsFound.every((r) => same(poly(coefficients, r), 0)) &&
        solvesOn(negative, (x) => x < -2 || (x > -1.5 && x < 1));
      return ok ? [[a, b], rootsFound, [-2, third, 1]] : [];
    },
  ),
  parts(
    25037,
    FRACTIONS,
    'algebra',
    '38) Sea la expresión A(x) = (x² − 4)/(x² − 2x).',
    [
      [
        'a) Simplifique A(x) e indique los valores de x para los que no está definida.',
        'A(x) = (x + 2)/x, con x ≠ 0 y x ≠ 2',
      ],
      ['b) Resuelva la ecuación A(x) = 3.', 'x = 1'],
      ['c) Resuelva la ecuación A(x) = x.', 'x = −1'],
    ],
    'a) A(x) = (x − 2)(x + 2)/[x(x − 2)] = (x + 2)/x, con x ≠ 0 y x ≠ 2 (anulan el denominador original). b) (x + 2)/x = 3 ⇒ x + 2 = 3x ⇒ x = 1, admisible. c) (x + 2)/x = x ⇒ x² − x − 2 = 0 ⇒ x = 2 o x = −1; x = 2 no pertenece al dominio, solo queda x = −1.',
    () => {
      const A = (x: number) => (x * x - 4) / (x * x - 2 * x);
      const simplified = SAMPLES.every((x) => same(A(x), (x + 2) / x));
      const b = 2 / (3 - 1);
      const c = roots(1, -1, -2).filter((x) => x * x - 2 * x !== 0 && same(A(x), x));
      return simplified && same(A(b), 3) ? [[2, 0, 2], [b], c] : [];
    },
  ),
  parts(
    25038,
    INEQUALITIES,
    'equations',
    '39) Resolver cada inecuación y expresar el conjunto solución como intervalo o unión de intervalos.',
    [
      ['a) x² − x − 6 < 0', '(−2; 3)'],
      ['b) |x − 1| ≥ 2', '(−∞; −1] ∪ [3; +∞)'],
      ['c) Los valores de x que verifican a la vez a) y b).', '(−2; −1]'],
    ],
    'a) x² − x − 6 = (x − 3)(x + 2) < 0 entre las raíces: (−2; 3). b) x − 1 ≥ 2 o x − 1 ≤ −2 ⇒ x ≥ 3 o x ≤ −1: (−∞; −1] ∪ [3; +∞). c) La intersección es (−2; −1] (el 3 queda fuera de a)).',
    () => {
      const a = (x: number) => x * x - x - 6 < 0;
      const b = (x: number) => Math.abs(x - 1) >= 2;
      const ok =
        solvesOn(a, (x) => x > -2 && x < 3) &&
        solvesOn(b, (x) => x <= -1 || x >= 3) &&
        solvesOn(
          (x) => a(x) && b(x),
          (x) => x > -2 && x <= -1,
        );
      return ok ? [roots(1, -1, -6), [-1, 3], [-2, -1]] : [];
    },
  ),
  open(
    25039,
    SYSTEMS,
    'equations',
    '40) Se considera el sistema { x + 2y = 3 ; 2x + ky = m }.\na) ¿Para qué valores de k el sistema tiene solución única?\nb) Si k = 4, ¿qué valor debe tomar m para que el sistema tenga infinitas soluciones?\nc) Resuélvalo para k = 1 y m = 0.',
    'a) k ≠ 4; b) m = 6; c) x = −1, y = 2',
    'a) Determinante 1 · k − 2 · 2 = k − 4 ≠ 0 ⇔ k ≠ 4. b) Con k = 4 la segunda ecuación es 2x + 4y = m; es el doble de la primera si m = 6 (infinitas soluciones; con m ≠ 6 sería incompatible). c) x + 2y = 3 y 2x + y = 0 ⇒ y = −2x ⇒ x − 4x = 3 ⇒ x = −1, y = 2.',
    () => {
      const k = 4;
      const singular = cramer(1, 2, 3, 2, k, 0) === null;
      const m = 2 * 3;
      const [x = 0, y = 0] = cramer(1, 2, 3, 2, 1, 0) ?? [];
      return singular ? [k, m, x, y] : [];
    },
  ),
  parts(
    25040,
    PARABOLA,
    'functions',
    '41) Dada la función cuadrática f(x) = x² − 4x − 5:',
    [
      ['a) Halle sus raíces.', 'x = −1; x = 5'],
      ['b) Determine las coordenadas del vértice y la imagen de f.', 'V(2; −9); Im f = [−9; +∞)'],
      ['c) Determine para qué valores de x se cumple f(x) > 7.', '(−∞; −2) ∪ (6; +∞)'],
    ],
    'a) x = [4 ± √(16 + 20)]/2 = (4 ± 6)/2 ⇒ x = 5 o x = −1. b) x_v = 4/2 = 2, y_v = 4 − 8 − 5 = −9: V(2; −9); como a = 1 > 0, Im f = [−9; +∞). c) x² − 4x − 12 > 0 ⇔ (x − 6)(x + 2) > 0 ⇔ x < −2 o x > 6.',
    () => {
      const f = (x: number) => x * x - 4 * x - 5;
      const xv = 4 / 2;
      const ok = solvesOn(
        (x) => f(x) > 7,
        (x) => x < -2 || x > 6,
      );
      return ok ? [roots(1, -4, -5), [xv, f(xv), f(xv)], roots(1, -4, -12)] : [];
    },
  ),
  parts(
    25041,
    PIECEWISE,
    'functions',
    '42) Sea f la función definida por f(x) = x + 3 si x < −1; f(x) = x² − 1 si −1 ≤ x ≤ 2; f(x) = 5 − x si x > 2.',
    [
      ['a) Calcule f(−4) + f(0) + f(4).', '−1'],
      ['b) Halle todos los ceros de f.', 'x = −3; x = −1; x = 1; x = 5'],
      ['c) Resuelva la ecuación f(x) = 3.', 'x = 2'],
    ],
    'a) f(−4) = −4 + 3 = −1; f(0) = 0 − 1 = −1; f(4) = 5 − 4 = 1. Suma: −1. b) x + 3 = 0 ⇒ x = −3 (< −1, sirve); x² − 1 = 0 ⇒ x = ±1 (ambos en [−1; 2]); 5 − x = 0 ⇒ x = 5 (> 2, sirve). c) x + 3 = 3 ⇒ x = 0, que no es < −1; x² − 1 = 3 ⇒ x = ±2, solo x = 2 está en [−1; 2]; 5 − x = 3 ⇒ x = 2, que no es > 2. Única solución: x = 2.',
    () => {
      const f = (x: number) => (x < -1 ? x + 3 : x <= 2 ? x * x - 1 : 5 - x);
      const grid = Array.from({ length: 4001 }, (_, i) => -20 + i / 100);
      const zeros = grid.filter((x) => same(f(x), 0));
      const threes = grid.filter((x) => same(f(x), 3));
      return [[f(-4) + f(0) + f(4)], zeros, threes];
    },
  ),
  open(
    25042,
    EXP_LOG,
    'functions',
    '43) Para la función f(x) = log₂(x + 4) − 1:\na) Determine su dominio.\nb) Halle la raíz de f.\nc) ¿Para qué valor de x se cumple f(x) = 3?',
    'a) Dom f = (−4; +∞); b) x = −2; c) x = 12',
    'a) x + 4 > 0 ⇒ x > −4. b) log₂(x + 4) = 1 ⇒ x + 4 = 2 ⇒ x = −2. c) log₂(x + 4) = 4 ⇒ x + 4 = 16 ⇒ x = 12.',
    () => {
      const f = (x: number) => Math.log2(x + 4) - 1;
      const root = 2 ** 1 - 4;
      const three = 2 ** 4 - 4;
      return same(f(root), 0) && same(f(three), 3) && Number.isNaN(f(-4.5)) ? [-4, root, three] : [];
    },
  ),
  parts(
    25043,
    ANALYTIC,
    'geometry',
    '44) Una circunferencia tiene centro C(2; −1) y pasa por el punto P(5; 3).',
    [
      ['a) Calcule su radio.', 'r = 5'],
      ['b) Escriba su ecuación.', '(x − 2)² + (y + 1)² = 25'],
      ['c) Halle la ecuación de la recta tangente a la circunferencia en P.', 'y = −3/4 x + 27/4'],
    ],
    'a) r = CP = √(3² + 4²) = 5. b) (x − 2)² + (y + 1)² = 25. c) El radio CP tiene pendiente 4/3; la tangente es perpendicular a él: pendiente −3/4. y − 3 = −3/4 (x − 5) ⇒ y = −3/4 x + 27/4.',
    () => {
      const [cx, cy, px, py] = [2, -1, 5, 3];
      const r = Math.hypot(px - cx, py - cy);
      const slope = -(px - cx) / (py - cy);
      const intercept = py - slope * px;
      return [[r], [-cx, -cy, r * r], [slope, intercept]];
    },
  ),
  parts(
    25044,
    OBLIQUE,
    'geometry',
    '45) En un triángulo ABC se conocen los ángulos A = 40° y B = 75°, y el lado c = 10 m.',
    [
      ['a) Calcule el ángulo C.', 'C = 65°'],
      ['b) Calcule el lado a.', 'a ≈ 7,09 m'],
      ['c) Calcule el área del triángulo.', '≈ 34,25 m²'],
    ],
    'a) C = 180° − 40° − 75° = 65°. b) Teorema del seno: a / sen 40° = c / sen 65° ⇒ a = 10 · 0,6428/0,9063 ≈ 7,09 m. c) Área = ½ · a · c · sen B = ½ · 7,09 · 10 · sen 75° ≈ 34,25 m².',
    () => {
      const C = 180 - 40 - 75;
      const a = (10 * Math.sin(deg(40))) / Math.sin(deg(C));
      const area = 0.5 * a * 10 * Math.sin(deg(75));
      return [[C], [a], [area]];
    },
  ),
  open(
    25045,
    RADIANS,
    'geometry',
    '46) Una rueda de 60 cm de radio gira un ángulo de 150°.\na) Exprese ese ángulo en radianes.\nb) ¿Qué longitud de arco, en metros, recorre un punto del borde?\nc) ¿Cuántas vueltas completas debe dar la rueda, como mínimo, para que el vehículo avance 100 m sin resbalar?',
    'a) 5π/6; b) π/2 m ≈ 1,57 m; c) 27 vueltas',
    'a) 150° · π/180° = 5π/6. b) s = r · θ = 0,6 m · 5π/6 = π/2 m ≈ 1,57 m. c) En una vuelta avanza 2π · 0,6 ≈ 3,77 m; 100/3,77 ≈ 26,5: con 26 vueltas no llega (≈ 98,0 m), hacen falta 27 vueltas completas.',
    () => {
      const theta = deg(150);
      const arc = 0.6 * theta;
      const turns = Math.ceil(100 / (2 * Math.PI * 0.6));
      return [theta, arc, arc, turns];
    },
  ),
  parts(
    25046,
    COMPLEX,
    'reals',
    '47) Dados los números complejos z₁ = 1 + i y z₂ = 3 − 2i, calcular:',
    [
      ['a) z₁ · z₂', '5 + i'],
      ['b) z₂ / z₁, en forma binómica', '0,5 − 2,5i'],
      ['c) z₁⁸ (puede usar la forma polar de z₁)', '16'],
    ],
    'a) (1 + i)(3 − 2i) = 3 − 2i + 3i − 2i² = 5 + i. b) (3 − 2i)(1 − i)/[(1 + i)(1 − i)] = (3 − 3i − 2i + 2i²)/2 = (1 − 5i)/2 = 0,5 − 2,5i. c) z₁ = √2 (cos 45° + i sen 45°) ⇒ z₁⁸ = (√2)⁸ (cos 360° + i sen 360°) = 16.',
    () => {
      const z1: Complex = [1, 1];
      const z2: Complex = [3, -2];
      const power = cPow(z1, 8);
      return [[...cMul(z1, z2)], [...cDiv(z2, z1)], same(power[1], 0) ? [power[0]] : []];
    },
  ),
  parts(
    25047,
    VOLUMES,
    'words',
    '48) Un tanque está formado por un cilindro de 1 m de radio y 3 m de altura, coronado por una semiesfera del mismo radio.',
    [
      ['a) Calcule el volumen de la parte cilíndrica.', '3π m³ ≈ 9,42 m³'],
      ['b) Calcule el volumen total del tanque.', '11π/3 m³ ≈ 11,52 m³'],
      ['c) ¿Cuántos litros de agua caben como máximo? Redondee al litro.', '11519 L'],
    ],
    'a) V_cil = π r² h = π · 1 · 3 = 3π ≈ 9,42 m³. b) V_semiesfera = (2/3) π r³ = 2π/3; total = 3π + 2π/3 = 11π/3 ≈ 11,52 m³. c) 1 m³ = 1000 L: 11π/3 · 1000 ≈ 11 519 L.',
    () => {
      const cylinder = Math.PI * 1 ** 2 * 3;
      const total = cylinder + (2 / 3) * Math.PI * 1 ** 3;
      return [[cylinder, cylinder], [total, total], [Math.round(total * 1000)]];
    },
  ),
];

export const mathBlind29: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages];
