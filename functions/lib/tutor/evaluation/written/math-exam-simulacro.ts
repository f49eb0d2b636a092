/**
 * A full mock exam of the mathematics entrance, a blind set (#32, session 27, written before any reply was
 * read, in our own words), laid out as UTN regionals print their simulacros: thirty five-option items
 * (option E «Ninguna de las anteriores», the right one in 22607, 22612, 22621 and 22629), ten short numeric
 * answers (two of them with their options pasted inline, as a student copies a printed item) and ten pages
 * with parts where a later part uses an earlier result. The whole programme: real numbers and operations,
 * powers, radicals and rationalizing, logarithms, polynomials (Ruffini, the remainder theorem, factoring,
 * roots, a coefficient from a condition), rational expressions, equations and inequalities of every kind
 * with their domains (linear, quadratic with a parameter, rational, absolute value, exponential,
 * logarithmic), systems and word problems, functions (linear, quadratic, exponential, logarithmic,
 * rational: domain, image, zeros, sign, intersections, inverse, composition), trigonometry (ratios in a
 * quadrant, identities, equations, right and oblique triangles), plane and solid geometry, and complex
 * numbers. Expressions are written the ways students paste them: with ^ and sqrt, or with √ and
 * superscripts; fractions as a/b; intervals with [ ) and ∪; sets by comprehension. Difficulty from easy to
 * hard. Every key was worked twice by hand and is recomputed by `check` or `verify`.
 *
 * Kinds of problem and their difficulty modelled on the UTN seminario universitario booklets and exams of
 * content/exam-style/sources.ts, and on the worked unit 1 of the UTN ingreso
 * (https://fdocuments.net/document/unidad-1-matematica-seminario-de-ingreso-utn.html, read 2026-12-02;
 * https://cupdf.com/document/ingreso-utn-cursos-guas-y-parciales-resueltos-del-cbc.html, read 2026-12-02).
 * No problem is copied from them.
 *
 * First measure, before any fix (offline engine at HEAD 45f854ea, 2026-12-02): 29/50 right, 29 answered
 * sure, 3 sure and wrong. Not read at all («## Geometría», «## Funciones», «## Ecuaciones y sistemas»):
 * 22600–22603, 22608, 22612, 22619, 22622, 22633, 22634; 22632 not found; 8 of the 10 pages answered
 * unsure or only in part. Sure and wrong:
 * - 22611: «La correcta es la A) [−3, 2)», the complement of the key D) (−∞, −3] ∪ (2, +∞).
 * - 22621: «La correcta es la B) −1» while its own line states (f ∘ g)(−1) = 0 (key E, ninguna).
 * - 22647: «V ≈ 1,7 m³», «V ≈ 1.696,46 L», «t ≈ 141,37 min»: the capacity without the semiesfera (key
 *   2148,85 L) and the time from it (key 179,07 min).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The exams and booklets each kind is modelled on (content/exam-style/sources.ts). */
const SOURCES = {
  reals: ['frt-matematica-u1-2013', 'utn-exapuni-matematica-u1', 'frt-matematica-cartilla'],
  algebra: ['frm-matematica-2023-12-11-t2', 'frm-matematica-2024-02-03-t1', 'frt-matematica-2020'],
  words: ['frch-matematica-2017', 'frm-matematica-2024-02-03-t2', 'frt-matematica-cartilla'],
  functions: ['frm-matematica-2025-u1', 'frm-matematica-2024-02-03-t2', 'frt-matematica-2020'],
  trigonometry: ['frt-matematica-cartilla', 'frch-matematica-2017', 'frm-matematica-2024-02-03-t1'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const REALS = 'algebra-basica.numeros-reales';
const RADICALS = 'algebra-basica.potencias-radicales';
const POLYNOMIALS = 'algebra-basica.polinomios';
const FACTORING = 'algebra-basica.factoreo';
const FRACTIONS = 'algebra-basica.expresiones-racionales';
const SETS = 'algebra-basica.conjuntos';
const COMPLEX = 'algebra-basica.numeros-complejos';
const LINEAR = 'ecuaciones.lineales';
const QUADRATIC = 'ecuaciones.cuadraticas';
const SYSTEMS = 'ecuaciones.sistemas';
const RATIONAL_INEQUALITIES = 'ecuaciones.inecuaciones-racionales';
const ABSOLUTE = 'ecuaciones.valor-absoluto';
const LOGARITHMS = 'funciones.logaritmos';
const EXPONENTIAL = 'funciones.ecuaciones-exponenciales';
const EXP_LOG_FUNCTIONS = 'funciones.exponencial-logaritmica';
const LINE = 'funciones.lineal';
const PARABOLA = 'funciones.cuadratica';
const DOMAIN = 'funciones.concepto-dominio';
const INVERSE = 'funciones.composicion-inversa';
const RATIONAL_FUNCTION = 'funciones.racional';
const ANALYTIC = 'geometria.analitica';
const AREAS = 'geometria.areas-perimetros';
const VOLUMES = 'geometria.volumenes';
const TRIG_CIRCLE = 'trigonometria.circunferencia-trigonometrica';
const IDENTITIES = 'trigonometria.identidades';
const TRIG_EQUATIONS = 'trigonometria.ecuaciones';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const OBLIQUE = 'trigonometria.teoremas-seno-coseno';

const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const DEG = Math.PI / 180;

/** A problem of another difficulty than the builders' «medio». */
const rated = (difficulty: ExamStyleProblem['difficulty'], problem: ExamStyleProblem): ExamStyleProblem => ({
  ...problem,
  difficulty,
});

/** A five-option problem whose key is a number, recomputed for a reply that states it without a letter. */
const keyed = (problem: ExamStyleProblem, check: () => number[]): ExamStyleProblem =>
  problem.format === 'five-options' ? { ...problem, check } : problem;

/** The value at x of the polynomial with these coefficients, highest degree first. */
const evaluate = (coefficients: readonly number[], x: number) =>
  coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);

/** Ruffini: the quotient's coefficients and the remainder of dividing by (x − r). */
function ruffini(coefficients: readonly number[], r: number): { quotient: number[]; remainder: number } {
  const row: number[] = [];
  for (const coefficient of coefficients) row.push(coefficient + r * (row.at(-1) ?? 0));
  return { quotient: row.slice(0, -1), remainder: row.at(-1) ?? 0 };
}

/** The real roots of ax² + bx + c, smaller first. */
function roots(a: number, b: number, c: number): number[] {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((p, q) => p - q);
}

/** Whether x satisfies a condition exactly where `inside` says, on a fine grid of [−20; 20]. */
const solvesOn = (holds: (x: number) => boolean, inside: (x: number) => boolean) =>
  Array.from({ length: 1601 }, (_, i) => -20 + i / 40).every((x) => holds(x) === inside(x));

/** Complex numbers as [re, im]. */
type Complex = readonly [number, number];
const times = ([a, b]: Complex, [c, d]: Complex): Complex => [a * c - b * d, a * d + b * c];
const over = ([a, b]: Complex, [c, d]: Complex): Complex => {
  const m = c * c + d * d;
  return [(a * c + b * d) / m, (b * c - a * d) / m];
};

/** Five options, one a line after the statement; E is «Ninguna de las anteriores». */
const choices: readonly ExamStyleProblem[] = [
  rated(
    'facil',
    options(
      22600,
      REALS,
      'reals',
      'Indique la opción correcta. El resultado de (−2)^3 + 3^2 · (1/3)^(−1) − |−5| es:',
      ['14', '22', '−4', '4'],
      0,
      '(−2)³ = −8; 3² · (1/3)⁻¹ = 9 · 3 = 27; |−5| = 5. −8 + 27 − 5 = 14.',
      () => same((-2) ** 3 + 3 ** 2 * (1 / 3) ** -1 - Math.abs(-5), 14),
    ),
  ),
  options(
    22601,
    RADICALS,
    'reals',
    '1) Racionalizar el denominador: 10/(3 − sqrt(7)) =',
    ['10(3 + √7)/7', '5(3 + √7)', '5(3 − √7)', '2(3 + √7)'],
    1,
    'Multiplicando por el conjugado: 10(3 + √7)/(9 − 7) = 10(3 + √7)/2 = 5(3 + √7).',
    () => same(10 / (3 - Math.sqrt(7)), 5 * (3 + Math.sqrt(7))),
  ),
  options(
    22602,
    RADICALS,
    'reals',
    'Siendo a ≠ 0 y b ≠ 0, la expresión (a³ · b⁻²)² / (a⁴ · b⁻⁵) es equivalente a:',
    ['a²/b', 'a^10 · b^(−9)', 'a² · b', 'a · b²'],
    2,
    '(a³b⁻²)² = a⁶b⁻⁴; a⁶b⁻⁴ / (a⁴b⁻⁵) = a^(6−4) · b^(−4+5) = a² · b.',
    () => [2, 3, 0.5].every((a) => same((a ** 3 * 3 ** -2) ** 2 / (a ** 4 * 3 ** -5), a * a * 3)),
  ),
  options(
    22603,
    LOGARITHMS,
    'reals',
    'Si log₂ x = 3 y log₂ y = −1, ¿cuánto vale log₂ (x² · √y)?',
    ['13/2', '5', '6', '11/2'],
    3,
    'log₂(x² · √y) = 2 log₂ x + (1/2) log₂ y = 6 − 1/2 = 11/2.',
    () => same(Math.log2(8 ** 2 * Math.sqrt(0.5)), 11 / 2),
  ),
  rated(
    'facil',
    options(
      22604,
      LOGARITHMS,
      'reals',
      'El valor de log₃ 81 − log₂ (1/8) + log 0,01 es:',
      ['3', '5', '9', '−1'],
      1,
      'log₃ 81 = 4; log₂ (1/8) = −3; log 0,01 = −2. 4 − (−3) + (−2) = 5.',
      () => same(Math.log(81) / Math.log(3) - Math.log2(1 / 8) + Math.log10(0.01), 5),
    ),
  ),
  options(
    22605,
    POLYNOMIALS,
    'algebra',
    'El resto de la división de P(x) = 2x^4 − x^3 + 3x − 7 entre (x − 2) es:',
    ['−5', '9', '39', '23'],
    3,
    'Teorema del resto: P(2) = 2 · 16 − 8 + 6 − 7 = 32 − 8 + 6 − 7 = 23.',
    () => same(evaluate([2, -1, 0, 3, -7], 2), 23),
  ),
  options(
    22606,
    FACTORING,
    'algebra',
    'Indique la factorización completa de x³ − 4x² − x + 4.',
    ['(x + 4)(x − 1)(x + 1)', '(x − 4)(x − 1)²', '(x − 4)(x − 1)(x + 1)', '(x − 4)(x² + 1)'],
    2,
    'Factor común por grupos: x²(x − 4) − (x − 4) = (x − 4)(x² − 1) = (x − 4)(x − 1)(x + 1).',
    () => [-3, -1, 0, 2, 5].every((x) => same(x ** 3 - 4 * x ** 2 - x + 4, (x - 4) * (x - 1) * (x + 1))),
  ),
  keyed(
    options(
      22607,
      POLYNOMIALS,
      'algebra',
      '¿Cuál debe ser el valor de k para que el polinomio P(x) = x³ + kx² − 5x + 6 sea divisible por (x + 3)?',
      ['k = −2/3', 'k = 3/2', 'k = 2', 'k = −4'],
      4,
      'Divisible por (x + 3) ⇔ P(−3) = 0: −27 + 9k + 15 + 6 = 9k − 6 = 0 ⇒ k = 2/3. No figura: ninguna de las anteriores.',
      () => same(evaluate([1, 2 / 3, -5, 6], -3), 0),
    ),
    () => [6 / 9],
  ),
  options(
    22608,
    FRACTIONS,
    'algebra',
    'Para los valores de x en que está definida, la expresión\n(x^2 − 1)/(x^2 + 2x + 1) : (x − 1)/(3x + 3)\nes igual a:',
    ['3', '1/3', '3(x + 1)', '(x − 1)/(x + 1)'],
    0,
    '(x − 1)(x + 1)/(x + 1)² · 3(x + 1)/(x − 1) = 3(x − 1)(x + 1)²/((x + 1)²(x − 1)) = 3 (x ≠ 1, x ≠ −1).',
    () => [2, 3, -2, 0.5].every((x) => same((x * x - 1) / (x * x + 2 * x + 1) / ((x - 1) / (3 * x + 3)), 3)),
  ),
  rated(
    'facil',
    options(
      22609,
      LINEAR,
      'algebra',
      'La solución de la ecuación 2(x − 3) − (x + 1)/2 = x/4 + 1 es:',
      ['x = 30', 'x = 6', 'x = 22/5', 'x = 26/5'],
      1,
      'Por 4: 8(x − 3) − 2(x + 1) = x + 4 ⇒ 6x − 26 = x + 4 ⇒ 5x = 30 ⇒ x = 6. Verificación: 2 · 3 − 7/2 = 5/2 = 6/4 + 1.',
      () => same(2 * (6 - 3) - (6 + 1) / 2, 6 / 4 + 1),
    ),
  ),
  options(
    22610,
    QUADRATIC,
    'algebra',
    '¿Para qué valores de m la ecuación x² − 6x + m = 0 tiene dos raíces reales distintas?',
    ['m > 9', 'm ≤ 9', 'm < 9', 'm < 36'],
    2,
    'Discriminante: 36 − 4m > 0 ⇒ m < 9 (con m = 9 la raíz es doble).',
    () => [8.9, 0, -5].every((m) => 36 - 4 * m > 0) && [9, 9.1, 20].every((m) => 36 - 4 * m <= 0),
  ),
  options(
    22611,
    RATIONAL_INEQUALITIES,
    'algebra',
    'El conjunto solución de la inecuación (x + 3)/(x − 2) ≥ 0 es:',
    ['[−3, 2)', '(−∞, −3] ∪ [2, +∞)', '(−∞, −3) ∪ (2, +∞)', '(−∞, −3] ∪ (2, +∞)'],
    3,
    'Cocientes ≥ 0: numerador y denominador del mismo signo o numerador nulo. x ≤ −3 (x = −3 anula el numerador) o x > 2 (x = 2 anula el denominador): (−∞, −3] ∪ (2, +∞).',
    () =>
      solvesOn(
        (x) => x !== 2 && (x + 3) / (x - 2) >= 0,
        (x) => x <= -3 || x > 2,
      ),
  ),
  options(
    22612,
    ABSOLUTE,
    'algebra',
    'Sea A = {x ∈ ℝ / |x + 1| > 4}. Entonces A es igual a:',
    ['(−5, 3)', '(−∞, −3) ∪ (5, +∞)', '[−5, 3]', '(−∞, −5] ∪ [3, +∞)'],
    4,
    'x + 1 > 4 ⇒ x > 3, o x + 1 < −4 ⇒ x < −5: A = (−∞, −5) ∪ (3, +∞), abierto en −5 y 3. Ninguna de las anteriores.',
    () =>
      solvesOn(
        (x) => Math.abs(x + 1) > 4,
        (x) => x < -5 || x > 3,
      ),
  ),
  options(
    22613,
    EXPONENTIAL,
    'algebra',
    'El conjunto solución de la ecuación 4^x − 3 · 2^(x+1) + 8 = 0 es:',
    ['S = {2; 4}', 'S = {1; 2}', 'S = {2}', 'S = {0; 3}'],
    1,
    'Con u = 2ˣ: u² − 6u + 8 = 0 ⇒ u = 2 o u = 4 ⇒ x = 1 o x = 2.',
    () => [1, 2].every((x) => same(4 ** x - 3 * 2 ** (x + 1) + 8, 0)),
  ),
  options(
    22614,
    LOGARITHMS,
    'algebra',
    'Resolver ln(x + 2) + ln(x − 2) = ln(3x). El conjunto solución es:',
    ['{−1; 4}', '∅', '{−1}', '{4}'],
    3,
    'Dominio: x > 2. (x + 2)(x − 2) = 3x ⇒ x² − 3x − 4 = 0 ⇒ x = 4 o x = −1; −1 no está en el dominio: S = {4}.',
    () => same(Math.log(6) + Math.log(2), Math.log(12)) && -1 - 2 < 0,
  ),
  options(
    22615,
    PARABOLA,
    'functions',
    'Los puntos de intersección de la parábola y = x² − 2x − 3 con la recta y = x + 1 son:',
    ['(4; 5) y (−1; 0)', '(−4; −3) y (1; 2)', '(4; 5) y (1; 2)', '(3; 0) y (−1; 0)'],
    0,
    'x² − 2x − 3 = x + 1 ⇒ x² − 3x − 4 = 0 ⇒ x = 4 o x = −1; y = x + 1: (4; 5) y (−1; 0).',
    () => {
      const [p = 0, q = 0] = roots(1, -3, -4);
      return same(p, -1) && same(q, 4) && same(4 * 4 - 8 - 3, 5) && same(1 + 2 - 3, 0);
    },
  ),
  rated(
    'facil',
    options(
      22616,
      LINE,
      'functions',
      'La ecuación de la recta que pasa por los puntos (−1; 5) y (3; −3) es:',
      ['y = −2x + 3', 'y = 2x + 7', 'y = −2x + 7', 'y = −x/2 + 9/2'],
      0,
      'Pendiente m = (−3 − 5)/(3 − (−1)) = −8/4 = −2; y − 5 = −2(x + 1) ⇒ y = −2x + 3.',
      () => same(-2 * -1 + 3, 5) && same(-2 * 3 + 3, -3),
    ),
  ),
  options(
    22617,
    ANALYTIC,
    'functions',
    'La recta perpendicular a 2x − 3y + 6 = 0 que pasa por el punto P = (2; 1) tiene ecuación:',
    ['y = 2/3 x − 1/3', 'y = −3/2 x + 4', 'y = −3/2 x + 1', 'y = 3/2 x − 2'],
    1,
    'La recta dada es y = (2/3)x + 2, de pendiente 2/3; la perpendicular tiene pendiente −3/2: y − 1 = −3/2 (x − 2) ⇒ y = −3/2 x + 4.',
    () => same((2 / 3) * (-3 / 2), -1) && same((-3 / 2) * 2 + 4, 1),
  ),
  options(
    22618,
    PARABOLA,
    'functions',
    'La imagen de la función f(x) = −2x² + 8x − 5 es:',
    ['[3, +∞)', '(−∞, 2]', '(−∞, 3]', '(−∞, −5]'],
    2,
    'a = −2 < 0: tiene un máximo en el vértice x_v = −8/(2 · (−2)) = 2, f(2) = −8 + 16 − 5 = 3. Im f = (−∞, 3].',
    () => {
      const f = (x: number) => -2 * x * x + 8 * x - 5;
      return same(f(2), 3) && Array.from({ length: 401 }, (_, i) => -10 + i / 20).every((x) => f(x) <= 3);
    },
  ),
  options(
    22619,
    DOMAIN,
    'functions',
    'El dominio de f(x) = sqrt(x − 1)/(x^2 − 9) es:',
    ['[1, +∞)', 'ℝ − {−3; 3}', '(1, 3) ∪ (3, +∞)', '[1, 3) ∪ (3, +∞)'],
    3,
    'Raíz: x − 1 ≥ 0 ⇒ x ≥ 1. Denominador: x² − 9 ≠ 0 ⇒ x ≠ ±3 (−3 ya queda fuera). Dom f = [1, 3) ∪ (3, +∞).',
    () =>
      solvesOn(
        (x) => x - 1 >= 0 && x * x - 9 !== 0,
        (x) => x >= 1 && x !== 3,
      ),
  ),
  rated(
    'dificil',
    options(
      22620,
      INVERSE,
      'functions',
      'Sea f: ℝ − {3} → ℝ − {2}, f(x) = (2x + 1)/(x − 3). Su función inversa es f⁻¹(x) =',
      ['(3x + 1)/(x − 2)', '(x − 3)/(2x + 1)', '(3x − 1)/(x + 2)', '(x + 1)/(2x − 3)'],
      0,
      'y = (2x + 1)/(x − 3) ⇒ yx − 3y = 2x + 1 ⇒ x(y − 2) = 3y + 1 ⇒ x = (3y + 1)/(y − 2). f⁻¹(x) = (3x + 1)/(x − 2).',
      () => {
        const f = (x: number) => (2 * x + 1) / (x - 3);
        const g = (x: number) => (3 * x + 1) / (x - 2);
        return [0, 1, 5, -4].every((x) => same(g(f(x)), x));
      },
    ),
  ),
  keyed(
    options(
      22621,
      INVERSE,
      'functions',
      'Si f(x) = x² − 1 y g(x) = 2x + 3, entonces (f ∘ g)(−1) vale:',
      ['2', '−1', '3', '1'],
      4,
      'g(−1) = −2 + 3 = 1; f(1) = 1 − 1 = 0. (f ∘ g)(−1) = 0: ninguna de las anteriores (3 sería (g ∘ f)(−1)).',
      () => same((2 * -1 + 3) ** 2 - 1, 0),
    ),
    () => [0],
  ),
  options(
    22622,
    EXP_LOG_FUNCTIONS,
    'functions',
    'El gráfico de la función f(x) = 3^(x − 1) − 9 corta al eje de abscisas en:',
    ['x = 2', 'x = 3', 'x = 1', 'x = 10'],
    1,
    '3^(x − 1) = 9 = 3² ⇒ x − 1 = 2 ⇒ x = 3.',
    () => same(3 ** (3 - 1) - 9, 0),
  ),
  rated(
    'facil',
    options(
      22623,
      TRIG_CIRCLE,
      'trigonometry',
      'Si sen α = 3/5 y α pertenece al segundo cuadrante, entonces tg α es igual a:',
      ['3/4', '−4/3', '−3/4', '4/5'],
      2,
      'cos²α = 1 − 9/25 = 16/25; en el II cuadrante cos α = −4/5. tg α = (3/5)/(−4/5) = −3/4.',
      () => {
        const alpha = Math.PI - Math.asin(3 / 5);
        return same(Math.tan(alpha), -3 / 4);
      },
    ),
  ),
  options(
    22624,
    IDENTITIES,
    'trigonometry',
    'Para los valores de x donde está definida, la expresión (1 − cos² x)/(sen x · cos x) es idéntica a:',
    ['cotg x', 'sec x', 'sen x', 'tg x'],
    3,
    '1 − cos² x = sen² x; sen² x/(sen x · cos x) = sen x/cos x = tg x.',
    () =>
      [0.3, 1, 2, 4].every((x) => same((1 - Math.cos(x) ** 2) / (Math.sin(x) * Math.cos(x)), Math.tan(x))),
  ),
  options(
    22625,
    TRIG_EQUATIONS,
    'trigonometry',
    'Las soluciones de la ecuación 2 sen² x − sen x − 1 = 0 en el intervalo [0°, 360°) son:',
    ['90°, 210° y 330°', '90°, 150° y 210°', '30°, 150° y 270°', '90° y 330°'],
    0,
    'Cuadrática en sen x: sen x = (1 ± 3)/4 ⇒ sen x = 1 o sen x = −1/2. sen x = 1 ⇒ x = 90°; sen x = −1/2 ⇒ x = 210° o x = 330°.',
    () => [90, 210, 330].every((x) => same(2 * Math.sin(x * DEG) ** 2 - Math.sin(x * DEG) - 1, 0)),
  ),
  options(
    22626,
    OBLIQUE,
    'trigonometry',
    'En un triángulo ABC los lados miden a = 7 cm, b = 5 cm y c = 3 cm. El ángulo A, opuesto al lado a, mide:',
    ['60°', '120°', '150°', '135°'],
    1,
    'Teorema del coseno: cos A = (b² + c² − a²)/(2bc) = (25 + 9 − 49)/30 = −1/2 ⇒ A = 120°.',
    () => same(Math.acos((25 + 9 - 49) / 30) / DEG, 120),
  ),
  options(
    22627,
    VOLUMES,
    'trigonometry',
    'Un cono recto tiene 3 cm de radio de la base y su generatriz mide 5 cm. Su volumen es:',
    ['36π cm³', '15π cm³', '12π cm³', '45π cm³'],
    2,
    'Altura h = √(5² − 3²) = 4 cm; V = (1/3) π r² h = (1/3) π · 9 · 4 = 12π cm³ (15π cm² es el área lateral).',
    () => same((1 / 3) * Math.PI * 9 * Math.sqrt(25 - 9), 12 * Math.PI),
  ),
  options(
    22628,
    COMPLEX,
    'algebra',
    'Si z = (3 + 2i)/(1 − i), entonces z es igual a:',
    ['5/2 + 1/2 i', '1 + 5i', '−1/2 + 5/2 i', '1/2 + 5/2 i'],
    3,
    'Por el conjugado: (3 + 2i)(1 + i)/((1 − i)(1 + i)) = (3 + 3i + 2i + 2i²)/2 = (1 + 5i)/2 = 1/2 + 5/2 i.',
    () => {
      const [re, im] = over([3, 2], [1, -1]);
      return same(re, 0.5) && same(im, 2.5);
    },
  ),
  keyed(
    options(
      22629,
      COMPLEX,
      'algebra',
      'El módulo del número complejo z = (1 + i)^4 es:',
      ['2', '√2', '16', '−4'],
      4,
      '(1 + i)² = 1 + 2i + i² = 2i; (1 + i)⁴ = (2i)² = −4; |z| = 4 (también |1 + i|⁴ = (√2)⁴ = 4). Ninguna de las anteriores.',
      () => {
        const square = times([1, 1], [1, 1]);
        const [re, im] = times(square, square);
        return same(Math.hypot(re, im), 4);
      },
    ),
    () => [4],
  ),
];

/** Short numeric answers (two carry their options inline, as a student pastes a printed item). */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    22630,
    SYSTEMS,
    'words',
    'En un estacionamiento hay autos y motos: en total son 46 vehículos y se cuentan 152 ruedas. ¿Cuántas motos hay?',
    {
      value: () => {
        const cars = (152 - 2 * 46) / 2;
        return 46 - cars;
      },
      unit: 'motos',
      text: '16 motos',
    },
    'a + m = 46; 4a + 2m = 152 ⇒ 4a + 2(46 − a) = 152 ⇒ 2a = 60 ⇒ a = 30 autos, m = 16 motos (120 + 32 = 152 ruedas).',
  ),
  rated(
    'facil',
    numeric(
      22631,
      RADICALS,
      'reals',
      'Calcular: (0,25)^(−1/2) + 27^(2/3) − 16^(0,75)',
      { value: () => 0.25 ** -0.5 + 27 ** (2 / 3) - 16 ** 0.75, text: '3' },
      '(1/4)^(−1/2) = 4^(1/2) = 2; 27^(2/3) = (∛27)² = 9; 16^(3/4) = (⁴√16)³ = 8. 2 + 9 − 8 = 3.',
    ),
  ),
  numeric(
    22632,
    LOGARITHMS,
    'reals',
    'Sabiendo que log 2 ≅ 0,301 y log 3 ≅ 0,477, calcule log 7,2 sin usar calculadora.',
    { value: () => 3 * 0.301 + 2 * 0.477 - 1, text: 'log 7,2 ≅ 0,857', absolute: 0.002 },
    '7,2 = 72/10 = 2³ · 3²/10 ⇒ log 7,2 = 3 log 2 + 2 log 3 − log 10 = 0,903 + 0,954 − 1 = 0,857.',
  ),
  numeric(
    22633,
    QUADRATIC,
    'words',
    'El largo de un rectángulo supera en 14 cm a su ancho y su diagonal mide 26 cm. Halle el perímetro del rectángulo.',
    {
      value: () => {
        const width = roots(2, 28, 196 - 676)[1] ?? Number.NaN;
        return 2 * (width + width + 14);
      },
      unit: 'cm',
      text: '68 cm',
    },
    'x² + (x + 14)² = 26² ⇒ 2x² + 28x − 480 = 0 ⇒ x² + 14x − 240 = 0 ⇒ x = 10 (x = −24 no sirve). Lados 10 cm y 24 cm; perímetro 2(10 + 24) = 68 cm.',
  ),
  numeric(
    22634,
    EXPONENTIAL,
    'words',
    'Una colonia de bacterias duplica su número cada 3 horas. Si al comienzo hay 500 bacterias, ¿al cabo de cuántas horas habrá 32.000?',
    { value: () => 3 * Math.log2(32000 / 500), unit: 'h', text: '18 h' },
    'N(t) = 500 · 2^(t/3) = 32 000 ⇒ 2^(t/3) = 64 = 2⁶ ⇒ t/3 = 6 ⇒ t = 18 h.',
  ),
  numeric(
    22635,
    RIGHT_TRIANGLE,
    'trigonometry',
    'Desde un punto del suelo situado a 40 m del pie de una torre vertical, se observa su extremo superior con un ángulo de elevación de 35°. ¿Cuál es la altura de la torre?',
    { value: () => 40 * Math.tan(35 * DEG), unit: 'm', text: '28,01 m', absolute: 0.05 },
    'tg 35° = h/40 ⇒ h = 40 · tg 35° ≅ 40 · 0,7002 ≅ 28,01 m.',
  ),
  numeric(
    22636,
    AREAS,
    'trigonometry',
    'Un trapecio isósceles tiene bases de 18 cm y 8 cm, y sus lados no paralelos miden 13 cm cada uno. ¿Cuál es su área?',
    {
      value: () => {
        const height = Math.sqrt(13 ** 2 - ((18 - 8) / 2) ** 2);
        return ((18 + 8) / 2) * height;
      },
      unit: 'cm²',
      text: '156 cm²',
    },
    'Proyección de cada lado sobre la base mayor: (18 − 8)/2 = 5 cm; altura h = √(13² − 5²) = 12 cm. A = (18 + 8)/2 · 12 = 156 cm².',
  ),
  numeric(
    22637,
    COMPLEX,
    'algebra',
    'Sean z₁ = 2 − 3i y z₂ = −1 + 4i. La parte imaginaria de z₁ · z₂ es:   A) 11   B) −11   C) 10   D) 5   E) Ninguna de las anteriores',
    { value: () => times([2, -3], [-1, 4])[1], text: 'A) 11' },
    'z₁ · z₂ = −2 + 8i + 3i − 12i² = −2 + 12 + 11i = 10 + 11i: la parte imaginaria es 11 (opción A; 10 es la parte real).',
  ),
  numeric(
    22638,
    POLYNOMIALS,
    'algebra',
    'Indique la opción correcta. La suma de las raíces reales de P(x) = x³ − 2x² − 5x + 6 es:\nA) 2   B) −2   C) 6   D) −6   E) Ninguna de las anteriores',
    {
      value: () => {
        const found = [-3, -2, -1, 1, 2, 3, 6, -6].filter((r) => same(evaluate([1, -2, -5, 6], r), 0));
        return found.length === 3 ? found.reduce((s, r) => s + r, 0) : Number.NaN;
      },
      text: 'A) 2',
    },
    'P(1) = 1 − 2 − 5 + 6 = 0; Ruffini con 1: x² − x − 6 = (x − 3)(x + 2). Raíces 1, 3 y −2; suma 2 (opción A).',
  ),
  rated(
    'facil',
    numeric(
      22639,
      TRIG_CIRCLE,
      'trigonometry',
      'Calcule el valor exacto de 2 · sen 150° + cos² 45° − tg 225° + cos 300°.',
      {
        value: () =>
          2 * Math.sin(150 * DEG) + Math.cos(45 * DEG) ** 2 - Math.tan(225 * DEG) + Math.cos(300 * DEG),
        text: '1',
      },
      'sen 150° = 1/2; cos² 45° = (√2/2)² = 1/2; tg 225° = tg 45° = 1; cos 300° = cos 60° = 1/2. 1 + 1/2 − 1 + 1/2 = 1.',
    ),
  ),
];

/** Pages with parts, a later part often on an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  rated(
    'dificil',
    parts(
      22640,
      POLYNOMIALS,
      'algebra',
      'Dado P(x) = 2x³ + ax² + bx + 6, se sabe que x = 2 es raíz de P y que el resto de dividir P(x) por (x + 1) es 6.',
      [
        ['Determine a y b.', 'a = −3, b = −5'],
        ['Factorice P(x) y halle todas sus raíces.', 'P(x) = 2(x − 2)(x − 1)(x + 3/2); raíces 2, 1 y −3/2'],
        ['Halle el conjunto solución de P(x) < 0 y expréselo con intervalos.', '(−∞, −3/2) ∪ (1, 2)'],
      ],
      'P(2) = 16 + 4a + 2b + 6 = 0 ⇒ 2a + b = −11; P(−1) = −2 + a − b + 6 = 6 ⇒ a − b = 2. Sumando: 3a = −9 ⇒ a = −3, b = −5. Ruffini con 2: 2, 1, −3 | 0 ⇒ P(x) = (x − 2)(2x² + x − 3) = (x − 2)(x − 1)(2x + 3). Raíces 2, 1, −3/2. Coeficiente principal positivo: P < 0 en (−∞, −3/2) ∪ (1, 2).',
      () => {
        const a = (-11 + 2) / 3;
        const b = a - 2;
        const p = [2, a, b, 6];
        const { quotient, remainder } = ruffini(p, 2);
        const [qa = 0, qb = 0, qc = 0] = quotient;
        const all = [...roots(qa, qb, qc), 2].sort((x, y) => x - y);
        const sign = solvesOn(
          (x) => evaluate(p, x) < 0,
          (x) => x < -1.5 || (x > 1 && x < 2),
        );
        return same(remainder, 0) && same(evaluate(p, -1), 6) && sign ? [[a, b], all, all] : [];
      },
    ),
  ),
  parts(
    22641,
    PARABOLA,
    'functions',
    'Sea la función cuadrática f(x) = x² − 4x − 5 y la recta g(x) = x − 5.',
    [
      ['Halle los ceros de f.', 'x = −1 y x = 5'],
      ['Determine las coordenadas del vértice de la parábola.', 'V = (2; −9)'],
      ['Halle los puntos de intersección entre los gráficos de f y g.', '(0; −5) y (5; 0)'],
      ['¿Para qué valores de x es f(x) < 0?', '(−1, 5)'],
    ],
    'a) x = (4 ± √(16 + 20))/2 = (4 ± 6)/2 ⇒ x = 5, x = −1. b) x_v = 2, f(2) = 4 − 8 − 5 = −9. c) x² − 4x − 5 = x − 5 ⇒ x² − 5x = 0 ⇒ x = 0 o x = 5: (0; −5) y (5; 0). d) a > 0: f es negativa entre los ceros, (−1, 5).',
    () => {
      const f = (x: number) => x * x - 4 * x - 5;
      const meet = roots(1, -5, 0);
      const negative = solvesOn(
        (x) => f(x) < 0,
        (x) => x > -1 && x < 5,
      );
      return negative ? [roots(1, -4, -5), [2, f(2)], meet.flatMap((x) => [x, x - 5]), roots(1, -4, -5)] : [];
    },
  ),
  open(
    22642,
    RATIONAL_FUNCTION,
    'functions',
    'Sea f(x) = (2x − 4)/(x + 1).\na) Indique el dominio de f.\nb) Escriba las ecuaciones de sus asíntotas vertical y horizontal.\nc) Halle el cero de f y la ordenada al origen.\nd) Determine f⁻¹(x).',
    'a) ℝ − {−1}; b) x = −1, y = 2; c) x = 2, (0; −4); d) f⁻¹(x) = (x + 4)/(2 − x)',
    'a) x + 1 ≠ 0 ⇒ Dom f = ℝ − {−1}. b) A.V. x = −1; A.H. y = 2/1 = 2. c) 2x − 4 = 0 ⇒ x = 2; f(0) = −4/1 = −4. d) y(x + 1) = 2x − 4 ⇒ x(y − 2) = −4 − y ⇒ x = (y + 4)/(2 − y): f⁻¹(x) = (x + 4)/(2 − x).',
    () => {
      const f = (x: number) => (2 * x - 4) / (x + 1);
      const inverse = (x: number) => (x + 4) / (2 - x);
      return [0, 3, -5].every((x) => same(inverse(f(x)), x)) ? [-1, 2, 2, f(0)] : [];
    },
  ),
  rated(
    'dificil',
    parts(
      22643,
      OBLIQUE,
      'trigonometry',
      'Se desea alambrar un terreno triangular ABC. Se midió el lado AB = 120 m y los ángulos interiores A = 50° y B = 70°.',
      [
        ['Calcule el ángulo C.', 'C = 60°'],
        ['Calcule las longitudes de los lados BC y AC.', 'BC ≅ 106,15 m; AC ≅ 130,21 m'],
        ['Calcule la superficie del terreno.', '≅ 5984,69 m²'],
      ],
      'a) C = 180° − 50° − 70° = 60°. b) Teorema del seno: BC = 120 · sen 50°/sen 60° ≅ 120 · 0,7660/0,8660 ≅ 106,15 m; AC = 120 · sen 70°/sen 60° ≅ 120 · 0,9397/0,8660 ≅ 130,21 m. c) S = ½ · AB · AC · sen A ≅ ½ · 120 · 130,21 · 0,7660 ≅ 5984,69 m².',
      () => {
        const c = 180 - 50 - 70;
        const bc = (120 * Math.sin(50 * DEG)) / Math.sin(c * DEG);
        const ac = (120 * Math.sin(70 * DEG)) / Math.sin(c * DEG);
        return [[c], [bc, ac], [0.5 * 120 * ac * Math.sin(50 * DEG)]];
      },
    ),
  ),
  parts(
    22644,
    SYSTEMS,
    'words',
    'Un almacén vende yerba común a $ 2.400 el kg y yerba premium a $ 3.600 el kg. Un día vendió en total 85 kg entre las dos y recaudó $ 243.600.',
    [
      ['¿Cuántos kilogramos de cada tipo vendió?', '52 kg de común y 33 kg de premium'],
      ['¿Qué porcentaje de lo recaudado corresponde a la yerba premium?', '≅ 48,77 %'],
      [
        'Al día siguiente la premium aumenta un 15 % y la común mantiene su precio. Si se venden las mismas cantidades, ¿cuánto se recauda?',
        '$ 261.420',
      ],
    ],
    'a) c + p = 85; 2400c + 3600p = 243 600 ⇒ 2400 · 85 + 1200p = 243 600 ⇒ 1200p = 39 600 ⇒ p = 33, c = 52. b) 33 · 3600 = 118 800; 118 800/243 600 ≅ 0,4877 ⇒ 48,77 %. c) 52 · 2400 + 33 · 3600 · 1,15 = 124 800 + 136 620 = 261 420.',
    () => {
      const premium = (243600 - 2400 * 85) / 1200;
      const common = 85 - premium;
      return [
        [common, premium],
        [((premium * 3600) / 243600) * 100],
        [common * 2400 + premium * 3600 * 1.15],
      ];
    },
  ),
  open(
    22645,
    EXP_LOG_FUNCTIONS,
    'functions',
    'Dada f(x) = log₂(x + 3) − 1, se pide: a) dominio de f; b) el cero de f; c) la ordenada al origen (aproxime con dos decimales); d) la expresión de f⁻¹(x).',
    'a) (−3, +∞); b) x = −1; c) ≅ 0,58; d) f⁻¹(x) = 2^(x + 1) − 3',
    'a) x + 3 > 0 ⇒ Dom f = (−3, +∞). b) log₂(x + 3) = 1 ⇒ x + 3 = 2 ⇒ x = −1. c) f(0) = log₂ 3 − 1 ≅ 1,585 − 1 ≅ 0,58. d) y + 1 = log₂(x + 3) ⇒ x = 2^(y + 1) − 3: f⁻¹(x) = 2^(x + 1) − 3.',
    () => {
      const f = (x: number) => Math.log2(x + 3) - 1;
      const inverse = (x: number) => 2 ** (x + 1) - 3;
      return same(f(-1), 0) && [0, 1, 5].every((x) => same(inverse(f(x)), x)) ? [-3, -1, f(0)] : [];
    },
  ),
  rated(
    'dificil',
    parts(
      22646,
      TRIG_EQUATIONS,
      'trigonometry',
      'Se considera la ecuación 2 cos² x + 3 sen x − 3 = 0, con x ∈ [0, 2π).',
      [
        [
          'Usando la identidad fundamental, escríbala como una ecuación en la que solo aparezca sen x.',
          '2 sen² x − 3 sen x + 1 = 0',
        ],
        ['¿Qué valores puede tomar sen x?', 'sen x = 1/2 o sen x = 1'],
        ['Halle todas las soluciones en [0, 2π), expresadas en radianes.', 'x = π/6, x = π/2, x = 5π/6'],
      ],
      'a) 2(1 − sen² x) + 3 sen x − 3 = 0 ⇒ −2 sen² x + 3 sen x − 1 = 0 ⇒ 2 sen² x − 3 sen x + 1 = 0. b) sen x = (3 ± 1)/4 ⇒ 1 o 1/2. c) sen x = 1 ⇒ π/2; sen x = 1/2 ⇒ π/6 y 5π/6.',
      () => {
        const values = roots(2, -3, 1);
        const solutions = [Math.PI / 6, Math.PI / 2, (5 * Math.PI) / 6];
        const ok = solutions.every((x) => same(2 * Math.cos(x) ** 2 + 3 * Math.sin(x) - 3, 0));
        return ok ? [[2, -3, 1], values, solutions] : [];
      },
    ),
  ),
  parts(
    22647,
    VOLUMES,
    'trigonometry',
    'Un tanque de agua tiene forma de cilindro de 0,6 m de radio interior y 150 cm de altura, cerrado arriba por una semiesfera del mismo radio.',
    [
      ['Calcule el volumen de la parte cilíndrica en m³.', '0,54π m³ ≅ 1,70 m³'],
      ['Calcule la capacidad total del tanque en litros.', '≅ 2148,85 L'],
      [
        'Si se llena vacío con una bomba que entrega 12 litros por minuto, ¿cuántos minutos tarda en llenarse?',
        '≅ 179,07 min (casi 3 h)',
      ],
    ],
    'a) V_c = π r² h = π · 0,36 · 1,5 = 0,54π ≅ 1,696 m³. b) V_s = (2/3) π r³ = (2/3) π · 0,216 = 0,144π ≅ 0,452 m³; total 0,684π ≅ 2,14885 m³ = 2148,85 L (1 m³ = 1000 L). c) 2148,85/12 ≅ 179,07 min.',
    () => {
      const cylinder = Math.PI * 0.6 ** 2 * 1.5;
      const dome = (2 / 3) * Math.PI * 0.6 ** 3;
      const litres = (cylinder + dome) * 1000;
      return [[cylinder], [litres], [litres / 12]];
    },
  ),
  rated(
    'dificil',
    open(
      22648,
      COMPLEX,
      'algebra',
      'Sean z = 1 + √3 i y w = 2 − 2i. a) Calcule el módulo y el argumento de z. b) Exprese z · w en forma binómica. c) Calcule z³ usando la forma polar (o trigonométrica) del resultado de a).',
      'a) |z| = 2, arg z = π/3; b) (2 + 2√3) + (2√3 − 2)i; c) z³ = −8',
      'a) |z| = √(1 + 3) = 2; tg θ = √3 con z en el I cuadrante ⇒ θ = π/3 (60°). b) (1 + √3 i)(2 − 2i) = 2 − 2i + 2√3 i − 2√3 i² = (2 + 2√3) + (2√3 − 2)i ≅ 5,46 + 1,46i. c) z³ = 2³ (cos π + i sen π) = −8.',
      () => {
        const z: Complex = [1, Math.sqrt(3)];
        const [re, im] = times(z, [2, -2]);
        const [cubeRe, cubeIm] = times(times(z, z), z);
        return same(cubeIm, 0) ? [Math.hypot(...z), Math.atan2(z[1], z[0]), re, im, cubeRe] : [];
      },
    ),
  ),
  parts(
    22649,
    SETS,
    'algebra',
    'Sean los conjuntos A = {x ∈ ℝ / x² − 2x − 8 ≤ 0} y B = {x ∈ ℝ / (x − 1)/(x + 3) > 0}.',
    [
      ['Exprese A como intervalo.', '[−2, 4]'],
      ['Exprese B como unión de intervalos.', '(−∞, −3) ∪ (1, +∞)'],
      ['Determine A ∩ B.', '(1, 4]'],
      ['Determine A ∪ B.', '(−∞, −3) ∪ [−2, +∞)'],
    ],
    'a) (x − 4)(x + 2) ≤ 0 ⇒ −2 ≤ x ≤ 4. b) cociente positivo: x < −3 o x > 1. c) A ∩ B = (1, 4]. d) A ∪ B = (−∞, −3) ∪ [−2, +∞).',
    () => {
      const inA = (x: number) => x * x - 2 * x - 8 <= 0;
      const inB = (x: number) => x !== -3 && (x - 1) / (x + 3) > 0;
      const ok =
        solvesOn(inA, (x) => x >= -2 && x <= 4) &&
        solvesOn(inB, (x) => x < -3 || x > 1) &&
        solvesOn(
          (x) => inA(x) && inB(x),
          (x) => x > 1 && x <= 4,
        ) &&
        solvesOn(
          (x) => inA(x) || inB(x),
          (x) => x < -3 || x >= -2,
        );
      return ok
        ? [
            [-2, 4],
            [-3, 1],
            [1, 4],
            [-3, -2],
          ]
        : [];
    },
  ),
];

export const mathExamSimulacro: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages];
