/**
 * A blind set of the mathematics entrance (#32, wave 28, session 28): forty-eight problems written the way
 * UTN regionals print their entrance exams, without opening any solver, the offline engine or any tutor
 * reply, in our own words. Twenty-four five-option items (E «Ninguna respuesta anterior es correcta», the
 * right one in 24008, 24013 and 24023), twelve short numeric answers and twelve pages with parts a), b),
 * c) where a later part uses an earlier result (three of them with the parts written inside the
 * statement). The whole programme: real numbers, powers and radicals, rationalizing, logarithms and
 * exponential equations, polynomials (remainder theorem, Ruffini, factoring, roots, coefficients from
 * conditions), algebraic fractions and rational equations with their domain, quadratic and absolute-value
 * inequalities, systems (2×2 with a parameter, 3×3), functions (linear, quadratic, piecewise, domain,
 * composition, inverse, exponential), lines (perpendicular through a point, distance, a triangle's
 * height and area), trigonometry (depression angle, sine and cosine theorems, identities, equations in
 * [0, 2π)), complex numbers (binomial and polar, powers, equations), vectors, plane figures, solids and
 * word problems (successive percentages, a mixture, taps and a drain, ages). Numbered as printed
 * («7)»), data in a «Datos:» line or in parentheses, mixed units, decimal comma, powers as x^2 or x².
 * Every key was worked by hand and is recomputed by `check` or `verify`.
 *
 * Kinds of problem, programme and difficulty modelled on (read 2026-12-02; facts only, nothing copied):
 * - UTN FRT, Seminario de Ingreso 2020, cartilla de teoría de Matemática (units: conjuntos numéricos and
 *   complejos, expresiones algebraicas with Ruffini and the remainder theorem, trigonometry with plane and
 *   solid figures, equations): https://es.scribd.com/document/517483474/Cartilla-de-Teoria-de-Matematica-Ingreso-2020-UTN-FRT
 * - UTN FRLP, Seminario Universitario de Ingreso 2021, Matemática práctica (trabajos prácticos of numeric
 *   sets, powers and radicals, word problems): https://es.studenta.com/content/117053708/2021-matematica-practica
 * - UTN FRCh, Seminario universitario de Matemática 2017 (modules after Res. CS 865/2012):
 *   https://de.scribd.com/document/372332984/sumatematica
 * - UTN FRGP, cuadernillo de ingreso de Matemática 2019/2020 (numbers, geometry, equations, linear function
 *   and word problems): https://es.scribd.com/document/694950802/cuadernilloingresomoldes19-20
 * - The worked unit 1 of the UTN ingreso (exapuni):
 *   https://cupdf.com/document/ingreso-utn-cursos-guas-y-parciales-resueltos-del-cbc.html
 * and the programmes of content/exam-style/sources.ts.
 *
 * First measure, before any fix, at HEAD c63563fc (written without looking at the solvers or the engine's
 * replies, 2026-12-02): 25/48 right, 20 answered sure, 0 sure and wrong.
 *
 * Opened for fixing in session 29, once blind wave 29 was measured (ADR 0116): its failures may be read
 * and fixed by kind since then, like any visible set's.
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
  reals: ['frt-matematica-cartilla', 'frt-matematica-u1-2013', 'utn-exapuni-matematica-u1'],
  algebra: ['frt-matematica-cartilla', 'frt-matematica-2020', 'frm-matematica-2024-02-03-t1'],
  functions: ['frm-matematica-2025-u1', 'frm-matematica-2024-02-03-t2', 'frt-matematica-2020'],
  geometry: ['frt-matematica-cartilla', 'frch-matematica-2017', 'frm-matematica-2023-12-11-t2'],
  words: ['frch-matematica-2017', 'frm-matematica-2024-02-03-t2', 'frt-matematica-cartilla'],
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
const DOMAIN = 'funciones.concepto-dominio';
const PARABOLA = 'funciones.cuadratica';
const INVERSE = 'funciones.composicion-inversa';
const PIECEWISE = 'funciones.a-trozos';
const ANALYTIC = 'geometria.analitica';
const AREAS = 'geometria.areas-perimetros';
const VOLUMES = 'geometria.volumenes';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const OBLIQUE = 'trigonometria.teoremas-seno-coseno';
const IDENTITIES = 'trigonometria.identidades';
const TRIG_EQUATIONS = 'trigonometria.ecuaciones';

const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const SAMPLES = [-2.7, -1.3, -0.4, 0.35, 1.6, 2.2, 4.9];

/** A problem of another difficulty than the builders' «medio». */
const rated = (difficulty: ExamStyleProblem['difficulty'], problem: ExamStyleProblem): ExamStyleProblem => ({
  ...problem,
  difficulty,
});

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

/** The zeros in [0, 2π) of a trigonometric function, found by sign changes and bisection. */
function zerosInTurn(f: (x: number) => number): number[] {
  const found: number[] = [];
  const steps = 7001;
  for (let i = 0; i < steps; i++) {
    let a = (2 * Math.PI * i) / steps;
    let b = (2 * Math.PI * (i + 1)) / steps;
    if (Math.abs(f(a)) < 1e-12) {
      found.push(a);
      continue;
    }
    if (f(a) * f(b) >= 0) continue;
    for (let k = 0; k < 80; k++) {
      const m = (a + b) / 2;
      if (f(a) * f(m) <= 0) b = m;
      else a = m;
    }
    found.push((a + b) / 2);
  }
  return found;
}

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  keyed(
    options(
      24000,
      REALS,
      'reals',
      '1) El resultado de (0,2)^(−2) − 3·(−2)^2 + ∛(−27) · 2^(−1) es:',
      ['14,5', '37', '11,5', '−1,5'],
      2,
      '(0,2)⁻² = (1/5)⁻² = 25; 3·(−2)² = 3·4 = 12; ∛(−27) · 2⁻¹ = −3 · 1/2 = −1,5. 25 − 12 − 1,5 = 11,5.',
      () => same(0.2 ** -2 - 3 * (-2) ** 2 + Math.cbrt(-27) * 2 ** -1, 11.5),
    ),
    () => [0.2 ** -2 - 3 * (-2) ** 2 + Math.cbrt(-27) * 2 ** -1],
  ),
  keyed(
    options(
      24001,
      RADICALS,
      'reals',
      'Reducir a la mínima expresión: √50 − 3√8 + √18 =',
      ['4√2', '2√2', '√2', '2√3'],
      1,
      '√50 = 5√2; 3√8 = 3 · 2√2 = 6√2; √18 = 3√2. 5√2 − 6√2 + 3√2 = 2√2.',
      () => same(Math.sqrt(50) - 3 * Math.sqrt(8) + Math.sqrt(18), 2 * Math.SQRT2),
    ),
    () => [2 * Math.SQRT2],
  ),
  options(
    24002,
    RADICALS,
    'reals',
    '3) Al racionalizar el denominador de 6/(√5 + √2) se obtiene:',
    ['6(√5 − √2)/7', '2(√5 + √2)', '(√5 − √2)/2', '2(√5 − √2)'],
    3,
    'Se multiplica por el conjugado √5 − √2: 6(√5 − √2)/(5 − 2) = 6(√5 − √2)/3 = 2(√5 − √2).',
    () => same(6 / (Math.sqrt(5) + Math.sqrt(2)), 2 * (Math.sqrt(5) - Math.sqrt(2))),
  ),
  keyed(
    options(
      24003,
      RADICALS,
      'reals',
      '¿Cuál es el valor de (8^(2/3) · 4^(−1/2)) / 16^(3/4)?',
      ['1/4', '4', '1/2', '2'],
      0,
      '8^(2/3) = (∛8)² = 4; 4^(−1/2) = 1/√4 = 1/2; 16^(3/4) = (⁴√16)³ = 8. (4 · 1/2)/8 = 2/8 = 1/4.',
      () => same((8 ** (2 / 3) * 4 ** -0.5) / 16 ** 0.75, 0.25),
    ),
    () => [(8 ** (2 / 3) * 4 ** -0.5) / 16 ** 0.75],
  ),
  keyed(
    options(
      24004,
      LOGARITHMS,
      'reals',
      'Sabiendo que log a = 0,3 y log b = 0,5 (logaritmos decimales), el valor de log(a² · b / 10) es:',
      ['1,1', '0,2', '0,1', '−0,1'],
      2,
      'log(a² · b/10) = 2 log a + log b − log 10 = 0,6 + 0,5 − 1 = 0,1.',
      () => {
        const a = 10 ** 0.3;
        const b = 10 ** 0.5;
        return same(Math.log10((a * a * b) / 10), 0.1);
      },
    ),
    () => [2 * 0.3 + 0.5 - 1],
  ),
  keyed(
    options(
      24005,
      EXPONENTIAL,
      'functions',
      '6) La solución de la ecuación 3^(x+1) + 3^(x−1) = 90 es:',
      ['x = 2', 'x = 3', 'x = 27', 'x = 4'],
      1,
      '3^(x+1) + 3^(x−1) = 3^x · (3 + 1/3) = 3^x · 10/3 = 90 ⇒ 3^x = 27 ⇒ x = 3.',
      () => same(3 ** 4 + 3 ** 2, 90),
    ),
    () => [Math.log(90 / (10 / 3)) / Math.log(3)],
  ),
  keyed(
    options(
      24006,
      ANALYTIC,
      'geometry',
      'El ángulo que forman los vectores u = (1; 2) y v = (3; −1) mide aproximadamente:',
      ['8,13°', '81,87°', '98,13°', '90°'],
      1,
      'u · v = 1·3 + 2·(−1) = 1; |u| = √5, |v| = √10. cos α = 1/√50 ≅ 0,1414 ⇒ α ≅ 81,87°.',
      () =>
        same(
          toDeg(Math.acos(dot([1, 2], [3, -1]) / (norm([1, 2]) * norm([3, -1])))),
          toDeg(Math.acos(1 / Math.sqrt(50))),
        ),
    ),
    () => [toDeg(Math.acos(dot([1, 2], [3, -1]) / (norm([1, 2]) * norm([3, -1]))))],
  ),
  options(
    24007,
    LOGARITHMS,
    'reals',
    'El conjunto solución de log₂ x + log₂ (x − 2) = 3 es:',
    ['{−2; 4}', '{4}', '{−2}', '{2; 4}'],
    1,
    'Dominio: x > 2. log₂[x(x − 2)] = 3 ⇒ x² − 2x = 8 ⇒ x² − 2x − 8 = 0 ⇒ x = 4 o x = −2; −2 no está en el dominio. S = {4}.',
    () =>
      same(Math.log2(4) + Math.log2(2), 3) &&
      roots(1, -2, -8).filter((x) => x > 2).length === 1 &&
      same(roots(1, -2, -8).filter((x) => x > 2)[0] ?? Number.NaN, 4),
  ),
  keyed(
    options(
      24008,
      POLYNOMIALS,
      'algebra',
      '9) ¿Qué valor debe tener k para que el resto de dividir P(x) = x⁴ − 3x³ + kx − 5 por (x + 2) sea 11?',
      ['k = −12', 'k = 23', 'k = 6', 'k = 35/2'],
      4,
      'Teorema del resto: P(−2) = 16 + 24 − 2k − 5 = 35 − 2k = 11 ⇒ 2k = 24 ⇒ k = 12, que no figura entre A–D: E.',
      () => same(poly([1, -3, 0, 12, -5], -2), 11),
    ),
    () => [(35 - 11) / 2],
  ),
  options(
    24009,
    POLYNOMIALS,
    'algebra',
    'Aplicando la regla de Ruffini a (2x³ − 5x² + 7) : (x − 3), el cociente C(x) y el resto R son:',
    [
      'C(x) = 2x² − 11x + 33; R = −92',
      'C(x) = 2x² + x + 3; R = 0',
      'C(x) = 2x² + x + 3; R = 16',
      'C(x) = 2x² + x; R = 7',
    ],
    2,
    'Coeficientes 2, −5, 0, 7 (falta el término en x). Con 3: baja 2; 2·3 − 5 = 1; 1·3 + 0 = 3; 3·3 + 7 = 16. C(x) = 2x² + x + 3, R = 16 (= P(3) = 54 − 45 + 7).',
    () => {
      const { quotient, remainder } = ruffini([2, -5, 0, 7], 3);
      return quotient.join() === '2,1,3' && same(remainder, 16) && same(poly([2, -5, 0, 7], 3), 16);
    },
  ),
  options(
    24010,
    FACTORING,
    'algebra',
    'La factorización completa de x³ − 2x² − 9x + 18 es:',
    ['(x + 2)(x − 3)(x + 3)', '(x − 2)(x − 3)²', '(x − 2)(x² + 9)', '(x − 2)(x − 3)(x + 3)'],
    3,
    'Por grupos: x²(x − 2) − 9(x − 2) = (x − 2)(x² − 9) = (x − 2)(x − 3)(x + 3).',
    () => SAMPLES.every((x) => same(x ** 3 - 2 * x ** 2 - 9 * x + 18, (x - 2) * (x - 3) * (x + 3))),
  ),
  keyed(
    options(
      24011,
      FRACTIONS,
      'algebra',
      '11) Simplificar, para x ≠ 3 y x ≠ −3: (x² − 9)/(x² + 6x + 9) : (x − 3)/(2x + 6)',
      ['2', '1/2', '(x − 3)/(x + 3)', '(x + 3)/(x − 3)'],
      0,
      '(x² − 9)/(x + 3)² = (x − 3)(x + 3)/(x + 3)² = (x − 3)/(x + 3). Dividir por (x − 3)/(2(x + 3)) es multiplicar por 2(x + 3)/(x − 3): resultado 2.',
      () => SAMPLES.every((x) => same((x * x - 9) / (x * x + 6 * x + 9) / ((x - 3) / (2 * x + 6)), 2)),
    ),
    () => [2],
  ),
  options(
    24012,
    RATIONAL,
    'algebra',
    'El conjunto solución de la ecuación x/(x − 1) − 2/(x + 1) = 4/(x² − 1) es:',
    ['{−1; 2}', '{2}', '{−1}', '∅'],
    1,
    'Dominio: x ≠ 1, x ≠ −1. Multiplicando por x² − 1: x(x + 1) − 2(x − 1) = 4 ⇒ x² − x − 2 = 0 ⇒ x = 2 o x = −1; −1 anula el denominador. S = {2}.',
    () => {
      const f = (x: number) => x / (x - 1) - 2 / (x + 1) - 4 / (x * x - 1);
      return same(f(2), 0) && same(roots(1, -1, -2)[0] ?? Number.NaN, -1);
    },
  ),
  options(
    24013,
    INEQUALITIES,
    'algebra',
    '13) El conjunto solución de −x² + 2x + 8 ≥ 0 es:',
    ['(−2; 4)', '(−∞; −2] ∪ [4; +∞)', '[−4; 2]', '(−∞; −2) ∪ (4; +∞)'],
    4,
    '−x² + 2x + 8 ≥ 0 ⇔ x² − 2x − 8 ≤ 0 ⇔ (x − 4)(x + 2) ≤ 0 ⇔ −2 ≤ x ≤ 4: S = [−2; 4], con los extremos incluidos, que no figura entre A–D: E.',
    () =>
      solvesOn(
        (x) => -x * x + 2 * x + 8 >= 0,
        (x) => x >= -2 && x <= 4,
      ),
  ),
  options(
    24014,
    ABSOLUTE,
    'algebra',
    'Indique el conjunto solución de la inecuación |3 − 2x| ≥ 7.',
    ['[−2; 5]', '(−∞; −5] ∪ [2; +∞)', '(−∞; −2] ∪ [5; +∞)', '(−2; 5)'],
    2,
    '3 − 2x ≥ 7 ⇒ x ≤ −2; o 3 − 2x ≤ −7 ⇒ x ≥ 5. S = (−∞; −2] ∪ [5; +∞).',
    () =>
      solvesOn(
        (x) => Math.abs(3 - 2 * x) >= 7,
        (x) => x <= -2 || x >= 5,
      ),
  ),
  options(
    24015,
    SYSTEMS,
    'algebra',
    '15) Dado el sistema { kx + 2y = 3 ; 6x + (k + 1)y = 9 }, ¿para qué valores de k el sistema no tiene solución?',
    ['k = 3', 'k = 3 o k = −4', 'k = −4', 'k = −3 o k = 4'],
    1,
    'Determinante: k(k + 1) − 12 = k² + k − 12 = (k − 3)(k + 4) = 0 ⇒ k = 3 o k = −4. k = 3: 3x + 2y = 3 y 6x + 4y = 9, coeficientes proporcionales (1/2) y términos no (3/9): incompatible. k = −4: −4x + 2y = 3 y 6x − 3y = 9, razón −2/3 en los coeficientes y 1/3 en los términos: incompatible. Ambos.',
    () =>
      [3, -4].every((k) => {
        const det = k * (k + 1) - 12;
        const ratio = k / 6;
        return same(det, 0) && same(2 / (k + 1), ratio) && !same(3 / 9, ratio);
      }) && roots(1, 1, -12).join() === '-4,3',
  ),
  options(
    24016,
    ANALYTIC,
    'geometry',
    'La recta que pasa por P(2; −1) y es perpendicular a 3x − 2y + 4 = 0 tiene ecuación:',
    ['y = (3/2)x − 4', 'y = −(2/3)x − 1/3', 'y = (2/3)x − 7/3', 'y = −(2/3)x + 1/3'],
    3,
    '3x − 2y + 4 = 0 ⇒ y = (3/2)x + 2: pendiente 3/2. Perpendicular: m = −2/3. y + 1 = −(2/3)(x − 2) ⇒ y = −(2/3)x + 4/3 − 1 = −(2/3)x + 1/3.',
    () => same((-2 / 3) * 2 + 1 / 3, -1) && same((-2 / 3) * (3 / 2), -1),
  ),
  options(
    24017,
    PARABOLA,
    'functions',
    '17) La imagen de la función f(x) = −2x² + 8x − 6 es:',
    ['[2; +∞)', '(−∞; 2]', '(−∞; −6]', 'ℝ'],
    1,
    'a = −2 < 0: la parábola abre hacia abajo. x_v = −8/(2·(−2)) = 2; f(2) = −8 + 16 − 6 = 2. Im f = (−∞; 2].',
    () => {
      const f = (x: number) => -2 * x * x + 8 * x - 6;
      return same(f(2), 2) && SAMPLES.every((x) => f(x) <= 2);
    },
  ),
  options(
    24018,
    INVERSE,
    'functions',
    'Si f(x) = 2x − 1 y g(x) = x² + 1, entonces (g ∘ f)(x) es:',
    ['2x² + 1', '4x² − 4x + 2', '4x² + 2', '2x² − 4x + 2'],
    1,
    '(g ∘ f)(x) = g(f(x)) = (2x − 1)² + 1 = 4x² − 4x + 1 + 1 = 4x² − 4x + 2. (2x² + 1 es f ∘ g.)',
    () => SAMPLES.every((x) => same((2 * x - 1) ** 2 + 1, 4 * x * x - 4 * x + 2)),
  ),
  options(
    24019,
    INVERSE,
    'functions',
    '19) La función inversa de f(x) = (3x − 1)/(x + 2), x ≠ −2, es:',
    [
      'f⁻¹(x) = (x + 2)/(3x − 1)',
      'f⁻¹(x) = (2x − 1)/(x − 3)',
      'f⁻¹(x) = (2x + 1)/(3 − x)',
      'f⁻¹(x) = (3 − x)/(2x + 1)',
    ],
    2,
    'y(x + 2) = 3x − 1 ⇒ xy + 2y = 3x − 1 ⇒ x(y − 3) = −1 − 2y ⇒ x = (2y + 1)/(3 − y). f⁻¹(x) = (2x + 1)/(3 − x), x ≠ 3.',
    () => {
      const f = (x: number) => (3 * x - 1) / (x + 2);
      const inverse = (x: number) => (2 * x + 1) / (3 - x);
      return SAMPLES.every((x) => same(inverse(f(x)), x));
    },
  ),
  options(
    24020,
    IDENTITIES,
    'geometry',
    'La expresión sec x − cos x es idéntica a:',
    ['cos x · cotg x', 'sen² x', 'sen x · tg x', 'tg x'],
    2,
    'sec x − cos x = 1/cos x − cos x = (1 − cos² x)/cos x = sen² x/cos x = sen x · (sen x/cos x) = sen x · tg x.',
    () => SAMPLES.every((x) => same(1 / Math.cos(x) - Math.cos(x), Math.sin(x) * Math.tan(x))),
  ),
  options(
    24021,
    TRIG_EQUATIONS,
    'geometry',
    '21) Las soluciones de 2 sen² x − sen x − 1 = 0 en [0, 2π) son:',
    ['{π/6; π/2; 5π/6}', '{π/2; 7π/6; 11π/6}', '{π/2; 4π/3; 5π/3}', '{3π/2; 7π/6; 11π/6}'],
    1,
    'Con t = sen x: 2t² − t − 1 = 0 ⇒ t = 1 o t = −1/2. sen x = 1 ⇒ x = π/2; sen x = −1/2 ⇒ x = 7π/6 o x = 11π/6.',
    () => {
      const found = zerosInTurn((x) => 2 * Math.sin(x) ** 2 - Math.sin(x) - 1);
      const key = [Math.PI / 2, (7 * Math.PI) / 6, (11 * Math.PI) / 6];
      // sen x = 1 is a double zero (no sign change): check it apart.
      return (
        same(2 - 1 - 1, 0) &&
        found.length === 2 &&
        key.slice(1).every((x, i) => Math.abs((found[i] ?? 0) - x) < 1e-6) &&
        key.every((x) => Math.abs(2 * Math.sin(x) ** 2 - Math.sin(x) - 1) < 1e-12)
      );
    },
  ),
  keyed(
    options(
      24022,
      COMPLEX,
      'reals',
      'El cociente (3 + 2i)/(1 − i), expresado en forma binómica, es:',
      ['1 + 5i', '1/2 + 5/2 i', '5/2 − 1/2 i', '−1/2 + 5/2 i'],
      1,
      'Multiplicando por el conjugado 1 + i: (3 + 2i)(1 + i)/(1 + 1) = (3 + 3i + 2i + 2i²)/2 = (1 + 5i)/2 = 1/2 + 5/2 i.',
      () => {
        const [re, im] = cDiv([3, 2], [1, -1]);
        return same(re, 0.5) && same(im, 2.5);
      },
    ),
    () => [...cDiv([3, 2], [1, -1])],
  ),
  keyed(
    options(
      24023,
      COMPLEX,
      'reals',
      '23) Siendo z = −1 + √3 i, el número z³ es:',
      ['−8', '−8i', '16', '−4 + 4√3 i'],
      4,
      '|z| = 2, arg z = 120° (segundo cuadrante). z³ = 2³ · (cos 360° + i sen 360°) = 8, que no figura entre A–D: E.',
      () => {
        const z: Complex = [-1, Math.sqrt(3)];
        const [re, im] = cPow(z, 3);
        return same(cAbs(z), 2) && Math.abs(re - 8) < 1e-9 && Math.abs(im) < 1e-9;
      },
    ),
    () => [cPow([-1, Math.sqrt(3)], 3)[0]],
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    24024,
    REALS,
    'reals',
    '24) Calcule pasando a fracción los decimales periódicos: (0,1666… + 2,333…) · (0,5)^(−2) − √0,25',
    { value: () => (1 / 6 + 7 / 3) * 0.5 ** -2 - Math.sqrt(0.25), text: '19/2 = 9,5' },
    '0,1666… = (16 − 1)/90 = 1/6; 2,333… = 2 + 1/3 = 7/3. 1/6 + 7/3 = 5/2. (0,5)⁻² = 4; √0,25 = 0,5. 5/2 · 4 − 1/2 = 10 − 1/2 = 19/2.',
  ),
  rated(
    'dificil',
    numeric(
      24025,
      EXPONENTIAL,
      'functions',
      'Hallar el valor de x que verifica 2^(x+3) = 5^x (aproxime con dos decimales).',
      { value: () => (3 * Math.log(2)) / (Math.log(5) - Math.log(2)), text: 'x = ln 8/ln 2,5 ≅ 2,27' },
      'Tomando logaritmos: (x + 3) ln 2 = x ln 5 ⇒ x (ln 5 − ln 2) = 3 ln 2 ⇒ x = 3 ln 2/ln(5/2) ≅ 2,0794/0,9163 ≅ 2,27.',
    ),
  ),
  numeric(
    24026,
    EXPONENTIAL,
    'functions',
    '26) Resolver: 9^x − 2·3^(x+1) − 27 = 0',
    {
      value: () => {
        const t = roots(1, -6, -27).filter((v) => v > 0);
        return t.length === 1 ? Math.log(t[0] ?? Number.NaN) / Math.log(3) : Number.NaN;
      },
      text: 'x = 2',
    },
    'Con t = 3^x > 0: t² − 6t − 27 = 0 ⇒ t = 9 o t = −3 (se descarta, 3^x > 0). 3^x = 9 ⇒ x = 2.',
  ),
  numeric(
    24027,
    QUADRATIC,
    'algebra',
    'Sabiendo que x = 3 es una raíz de x² − (k + 1)x + 2k = 0, ¿cuál es la otra raíz?',
    {
      value: () => {
        const k = 6; // 9 − 3(k + 1) + 2k = 6 − k = 0
        return same(9 - 3 * (k + 1) + 2 * k, 0) ? (2 * k) / 3 : Number.NaN;
      },
      text: 'x = 4 (con k = 6)',
    },
    '9 − 3(k + 1) + 2k = 6 − k = 0 ⇒ k = 6. La ecuación es x² − 7x + 12 = 0; producto de raíces 12 ⇒ la otra raíz es 12/3 = 4.',
  ),
  numeric(
    24028,
    ANALYTIC,
    'geometry',
    'Calcular la distancia del punto P(3; −2) a la recta de ecuación 4x − 3y + 7 = 0.',
    { value: () => Math.abs(4 * 3 - 3 * -2 + 7) / Math.hypot(4, 3), text: 'd = 5' },
    'd = |4·3 − 3·(−2) + 7|/√(4² + 3²) = |12 + 6 + 7|/5 = 25/5 = 5.',
  ),
  numeric(
    24029,
    RIGHT_TRIANGLE,
    'geometry',
    '29) Desde lo alto de un faro se observa un bote con un ángulo de depresión de 18°. ¿A qué distancia horizontal de la base del faro se encuentra el bote?\nDatos: altura del faro sobre el nivel del mar = 4500 cm.',
    { value: () => 45 / Math.tan(deg(18)), unit: 'm', text: '≅ 138,50 m', absolute: 0.1 },
    'h = 4500 cm = 45 m. El ángulo de depresión es igual al de elevación desde el bote: tg 18° = 45/d ⇒ d = 45/tg 18° ≅ 45/0,3249 ≅ 138,50 m.',
  ),
  numeric(
    24030,
    OBLIQUE,
    'geometry',
    'Dos lados de un triángulo miden 7 cm y 0,1 m y forman un ángulo de 60°. ¿Cuánto mide el tercer lado, en cm?',
    {
      value: () => Math.sqrt(7 ** 2 + 10 ** 2 - 2 * 7 * 10 * Math.cos(deg(60))),
      unit: 'cm',
      text: '√79 ≅ 8,89 cm',
    },
    '0,1 m = 10 cm. Teorema del coseno: c² = 7² + 10² − 2·7·10·cos 60° = 49 + 100 − 70 = 79 ⇒ c = √79 ≅ 8,89 cm.',
  ),
  numeric(
    24031,
    VOLUMES,
    'geometry',
    '31) Un cono recto tiene 12 cm de diámetro de base y su generatriz mide 1 dm. Calcule su volumen en cm³.',
    {
      value: () => (Math.PI * 6 ** 2 * Math.sqrt(10 ** 2 - 6 ** 2)) / 3,
      unit: 'cm³',
      text: '96π ≅ 301,59 cm³',
      absolute: 0.1,
    },
    'r = 6 cm, g = 10 cm ⇒ h = √(100 − 36) = 8 cm. V = (1/3)π r² h = (1/3)π · 36 · 8 = 96π ≅ 301,59 cm³.',
  ),
  numeric(
    24032,
    AREAS,
    'geometry',
    'Un hexágono regular de 4 cm de lado está inscripto en una circunferencia. Hallar el área de la región del círculo que queda fuera del hexágono.',
    {
      value: () => Math.PI * 4 ** 2 - ((3 * Math.sqrt(3)) / 2) * 4 ** 2,
      unit: 'cm²',
      text: '16π − 24√3 ≅ 8,70 cm²',
    },
    'El radio de la circunferencia circunscripta a un hexágono regular es igual al lado: r = 4 cm. Círculo: 16π ≅ 50,27 cm². Hexágono: 6 triángulos equiláteros, 6 · (√3/4) · 16 = 24√3 ≅ 41,57 cm². Diferencia ≅ 8,70 cm².',
  ),
  numeric(
    24033,
    REALS,
    'words',
    '33) El precio de un artículo se aumentó un 20 % y, un mes después, el nuevo precio se rebajó un 15 %. Si ahora cuesta $ 8.160, ¿cuál era el precio original?',
    { value: () => 8160 / (1.2 * 0.85), unit: '$', text: '$ 8.000' },
    'Factor total: 1,20 · 0,85 = 1,02. Precio original = 8160/1,02 = 8000.',
  ),
  numeric(
    24034,
    LINEAR,
    'words',
    '¿Cuántos litros de una solución al 30 % hay que agregar a 20 L de otra al 12 % para obtener una mezcla al 18 %?',
    { value: () => (0.18 * 20 - 0.12 * 20) / (0.3 - 0.18), unit: 'L', text: '10 L' },
    '0,12 · 20 + 0,30x = 0,18 (20 + x) ⇒ 2,4 + 0,3x = 3,6 + 0,18x ⇒ 0,12x = 1,2 ⇒ x = 10 L.',
  ),
  numeric(
    24035,
    RATIONAL,
    'words',
    '35) Una canilla llena un tanque en 5 horas y otra en 3 horas; un desagüe, solo, lo vacía en 10 horas. Si el tanque está vacío y se abren las dos canillas y el desagüe a la vez, ¿cuántos minutos tarda en llenarse?',
    { value: () => 60 / (1 / 5 + 1 / 3 - 1 / 10), unit: 'min', text: '30/13 h ≅ 138,46 min', absolute: 0.1 },
    'En una hora: 1/5 + 1/3 − 1/10 = 6/30 + 10/30 − 3/30 = 13/30 del tanque. Tiempo: 30/13 h ≅ 2,3077 h ≅ 138,46 min (2 h 18 min 28 s).',
  ),
];

/** Pages with parts, a later part using an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  rated(
    'dificil',
    parts(
      24036,
      POLYNOMIALS,
      'algebra',
      '36) Sea P(x) = x³ + ax² + bx − 12. Se sabe que P(x) es divisible por (x − 3) y que el resto de dividirlo por (x + 1) es −20.',
      [
        ['Determine los valores de a y b.', 'a = −3, b = 4'],
        ['Factorice P(x) e indique sus raíces reales.', 'P(x) = (x − 3)(x² + 4); única raíz real x = 3'],
        ['Halle las raíces complejas no reales de P(x).', 'x = 2i y x = −2i'],
      ],
      'a) P(3) = 27 + 9a + 3b − 12 = 0 ⇒ 3a + b = −5; P(−1) = −1 + a − b − 12 = −20 ⇒ a − b = −7. Sumando: 4a = −12 ⇒ a = −3, b = 4. b) P(x) = x³ − 3x² + 4x − 12 = x²(x − 3) + 4(x − 3) = (x − 3)(x² + 4); x² + 4 > 0, única raíz real 3. c) x² + 4 = 0 ⇒ x = ±2i.',
      () => {
        const a = (-5 - 7) / 4;
        const b = a + 7;
        const p = [1, a, b, -12];
        const { quotient, remainder } = ruffini(p, 3);
        const ok = same(remainder, 0) && same(poly(p, -1), -20) && quotient.join() === '1,0,4';
        const [re, im] = cMul([0, 2], [0, 2]);
        return ok && same(re, -4) && same(im, 0) ? [[a, b], [3], [2, -2]] : [];
      },
    ),
  ),
  parts(
    24037,
    PARABOLA,
    'functions',
    'Dada la función cuadrática f(x) = 2x^2 + 4x − 6 y la recta r: y = 2x + 6:',
    [
      ['Calcule las raíces de f.', 'x = 1 y x = −3'],
      ['Halle el vértice y el eje de simetría de la parábola.', 'V = (−1; −8); eje x = −1'],
      ['Indique la imagen de f.', 'Im f = [−8; +∞)'],
      ['Determine los puntos de intersección de la parábola con la recta r.', '(2; 10) y (−3; 0)'],
    ],
    'a) 2x² + 4x − 6 = 0 ⇔ x² + 2x − 3 = 0 ⇔ (x + 3)(x − 1) = 0: x = 1, x = −3. b) x_v = −4/4 = −1; f(−1) = 2 − 4 − 6 = −8: V = (−1; −8), eje x = −1. c) a > 0: Im f = [−8; +∞). d) 2x² + 4x − 6 = 2x + 6 ⇒ 2x² + 2x − 12 = 0 ⇒ x² + x − 6 = 0 ⇒ x = 2 o x = −3: (2; 10) y (−3; 0).',
    () => {
      const f = (x: number) => 2 * x * x + 4 * x - 6;
      const meet = roots(1, 1, -6);
      const ok = meet.every((x) => same(f(x), 2 * x + 6));
      return ok ? [roots(2, 4, -6), [-1, f(-1), -1], [f(-1)], meet.flatMap((x) => [x, 2 * x + 6])] : [];
    },
  ),
  rated(
    'dificil',
    parts(
      24038,
      SYSTEMS,
      'algebra',
      'Se considera el sistema:\nx + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2',
      [
        ['Resuelva el sistema.', 'x = 1, y = 2, z = 3'],
        ['Verifique la solución en la segunda ecuación y calcule x · y · z.', 'x · y · z = 6'],
        [
          'Si en la tercera ecuación el coeficiente de z se reemplaza por k, ¿para qué valor de k el sistema deja de tener solución única? Clasifíquelo para ese valor.',
          'k = 4/3 (sistema incompatible)',
        ],
      ],
      'a) (1) + (3): 2x + 3y = 8; (2) − (1): x − 2y = −3 ⇒ x = 2y − 3 ⇒ 4y − 6 + 3y = 8 ⇒ y = 2, x = 1, z = 6 − 3 = 3. b) 2 − 2 + 3 = 3 ✓; x·y·z = 6. c) det = 1(−k − 2) − 1(2k − 1) + 1(4 + 1) = 4 − 3k = 0 ⇒ k = 4/3. Eliminando: (2) − 2(1): 3y + z = 9; 3[(3) − (1)]: 3y + z = −12: contradicción, sistema incompatible.',
      () => {
        const [x, y, z] = [1, 2, 3];
        const ok = same(x + y + z, 6) && same(2 * x - y + z, 3) && same(x + 2 * y - z, 2);
        const det = (k: number) => 1 * (-1 * k - 1 * 2) - 1 * (2 * k - 1 * 1) + 1 * (2 * 2 - -1 * 1);
        const k = 4 / 3;
        // With k = 4/3: 3y + z = 9 from (2) − 2(1) and y + (k − 1)z = −4 from (3) − (1), i.e. 3y + z = −12.
        const incompatible = same(3 * (k - 1), 1) && !same(9, -12);
        return ok && same(det(k), 0) && incompatible ? [[x, y, z], [x * y * z], [k]] : [];
      },
    ),
  ),
  parts(
    24039,
    OBLIQUE,
    'geometry',
    '39) Para medir el ancho de un río, desde dos puntos A y B de una orilla, separados 80 m, se observa un árbol C en la orilla opuesta. El ángulo CAB mide 62° y el ángulo CBA mide 48°.',
    [
      ['¿Cuánto mide el ángulo ACB?', '70°'],
      ['Calcule las distancias AC y BC.', 'AC ≅ 63,27 m; BC ≅ 75,17 m'],
      ['¿Cuál es el ancho del río (distancia de C a la recta AB)?', '≅ 55,86 m'],
    ],
    'a) C = 180° − 62° − 48° = 70°. b) Teorema del seno: AC = 80 · sen 48°/sen 70° ≅ 80 · 0,7431/0,9397 ≅ 63,27 m; BC = 80 · sen 62°/sen 70° ≅ 80 · 0,8829/0,9397 ≅ 75,17 m. c) h = AC · sen 62° ≅ 63,27 · 0,8829 ≅ 55,86 m.',
    () => {
      const c = 180 - 62 - 48;
      const ac = (80 * Math.sin(deg(48))) / Math.sin(deg(c));
      const bc = (80 * Math.sin(deg(62))) / Math.sin(deg(c));
      const h = ac * Math.sin(deg(62));
      return same(h, bc * Math.sin(deg(48))) ? [[c], [ac, bc], [h]] : [];
    },
  ),
  parts(
    24040,
    ANALYTIC,
    'geometry',
    'Los puntos A(−1; 2), B(3; 4) y C(5; −2) son los vértices de un triángulo.',
    [
      ['Escriba la ecuación de la recta AB.', 'y = (1/2)x + 5/2'],
      ['Halle la ecuación de la recta que contiene a la altura trazada desde C.', 'y = −2x + 8'],
      ['Calcule la distancia de C a la recta AB.', '14/√5 ≅ 6,26'],
      ['Calcule el área del triángulo ABC.', '14'],
    ],
    'a) m = (4 − 2)/(3 + 1) = 1/2; y − 2 = (1/2)(x + 1) ⇒ y = x/2 + 5/2. b) Perpendicular a AB: m = −2; por C: y + 2 = −2(x − 5) ⇒ y = −2x + 8. c) AB: x − 2y + 5 = 0; d = |5 + 4 + 5|/√5 = 14/√5 ≅ 6,26. d) |AB| = √20 = 2√5; A = ½ · 2√5 · 14/√5 = 14.',
    () => {
      const m = (4 - 2) / (3 + 1);
      const n = 2 - m * -1;
      const d = Math.abs(5 - 2 * -2 + 5) / Math.sqrt(5);
      const area = Math.abs(-1 * (4 - -2) + 3 * (-2 - 2) + 5 * (2 - 4)) / 2;
      const ok = same(-2 * 5 + 8, -2) && same(m * -2, -1) && same(0.5 * Math.hypot(4, 2) * d, area);
      return ok ? [[m, n], [-2, 8], [d], [area]] : [];
    },
  ),
  open(
    24041,
    COMPLEX,
    'reals',
    'Sean z₁ = 1 + i y z₂ = √3 − i.\na) Calcule z₁ · z₂ en forma binómica.\nb) Exprese z₁ y z₂ en forma polar (argumento en [0°, 360°)).\nc) Usando b), calcule z₁⁸.\nd) Resuelva en ℂ la ecuación z² + 2z + 5 = 0.',
    'a) (√3 + 1) + (√3 − 1)i; b) z₁ = √2 (cos 45° + i sen 45°), z₂ = 2 (cos 330° + i sen 330°); c) z₁⁸ = 16; d) z = −1 + 2i, z = −1 − 2i',
    'a) (1 + i)(√3 − i) = √3 − i + √3 i − i² = (√3 + 1) + (√3 − 1)i. b) |z₁| = √2, arg 45°; |z₂| = √(3 + 1) = 2, cuarto cuadrante: arg = 360° − 30° = 330°. c) z₁⁸ = (√2)⁸ (cos 360° + i sen 360°) = 16. d) z = (−2 ± √(4 − 20))/2 = (−2 ± 4i)/2 = −1 ± 2i.',
    () => {
      const [re, im] = cMul([1, 1], [Math.sqrt(3), -1]);
      const [p8, q8] = cPow([1, 1], 8);
      const arg2 = toDeg(Math.atan2(-1, Math.sqrt(3))) + 360;
      const solves = (z: Complex) => {
        const [a, b] = cMul(z, z);
        return same(a + 2 * z[0] + 5, 0) && same(b + 2 * z[1], 0);
      };
      return same(q8, 0) && solves([-1, 2]) && solves([-1, -2])
        ? [re, im, Math.SQRT2, 45, cAbs([Math.sqrt(3), -1]), arg2, p8, -1, 2, -2]
        : [];
    },
  ),
  parts(
    24042,
    PIECEWISE,
    'functions',
    '42) Sea f la función definida por f(x) = x² − 1 si x < 1; f(x) = 2x − 2 si 1 ≤ x ≤ 3; f(x) = 7 − x si x > 3.',
    [
      ['Calcule f(−2), f(2) y f(5).', 'f(−2) = 3, f(2) = 2, f(5) = 2'],
      ['Halle los ceros de f.', 'x = −1, x = 1, x = 7'],
      ['Resuelva f(x) = 3.', 'x = −2; x = 2,5; x = 4'],
      ['¿Para qué valores de x es f(x) < 0?', '(−1; 1) ∪ (7; +∞)'],
    ],
    'a) f(−2) = 4 − 1 = 3; f(2) = 4 − 2 = 2; f(5) = 7 − 5 = 2. b) x² − 1 = 0 con x < 1: x = −1 (x = 1 no está en ese tramo); 2x − 2 = 0: x = 1 ∈ [1; 3]; 7 − x = 0: x = 7 > 3. c) x² = 4 con x < 1 ⇒ x = −2; 2x − 2 = 3 ⇒ x = 2,5 ∈ [1; 3]; 7 − x = 3 ⇒ x = 4 > 3. d) x² − 1 < 0 con x < 1: −1 < x < 1; 2x − 2 < 0 no ocurre en [1; 3]; 7 − x < 0 ⇒ x > 7. S = (−1; 1) ∪ (7; +∞).',
    () => {
      const f = (x: number) => (x < 1 ? x * x - 1 : x <= 3 ? 2 * x - 2 : 7 - x);
      const zeros = [-1, 1, 7].every((x) => same(f(x), 0));
      const threes = [-2, 2.5, 4].every((x) => same(f(x), 3));
      const negative = solvesOn(
        (x) => f(x) < 0,
        (x) => (x > -1 && x < 1) || x > 7,
      );
      return zeros && threes && negative
        ? [
            [f(-2), f(2), f(5)],
            [-1, 1, 7],
            [-2, 2.5, 4],
            [-1, 1, 7],
          ]
        : [];
    },
  ),
  open(
    24043,
    DOMAIN,
    'functions',
    '43) a) Determine el dominio de h(x) = ln(9 − x²) + 1/(x − 1).\nb) Dada f(x) = 2^(x − 1) + 3, indique su imagen y halle f⁻¹(x).\nc) Con el resultado de b), calcule f⁻¹(7).',
    'a) Dom h = (−3; 1) ∪ (1; 3); b) Im f = (3; +∞), f⁻¹(x) = 1 + log₂(x − 3); c) f⁻¹(7) = 3',
    'a) 9 − x² > 0 ⇔ −3 < x < 3, y x − 1 ≠ 0: Dom h = (−3; 1) ∪ (1; 3). b) 2^(x − 1) > 0 ⇒ f(x) > 3: Im f = (3; +∞). y − 3 = 2^(x − 1) ⇒ x − 1 = log₂(y − 3) ⇒ f⁻¹(x) = 1 + log₂(x − 3), x > 3. c) f⁻¹(7) = 1 + log₂ 4 = 3 (en efecto f(3) = 4 + 3 = 7).',
    () => {
      const inDomain = (x: number) => 9 - x * x > 0 && x !== 1;
      const domainOk = solvesOn(inDomain, (x) => x > -3 && x < 3 && x !== 1);
      const f = (x: number) => 2 ** (x - 1) + 3;
      const inverse = (x: number) => 1 + Math.log2(x - 3);
      const inverseOk = SAMPLES.every((x) => same(inverse(f(x)), x));
      return domainOk && inverseOk ? [-3, 1, 3, 3, 1, 3, inverse(7)] : [];
    },
  ),
  parts(
    24044,
    ANALYTIC,
    'geometry',
    'Dados los vectores u = (3; −4) y v = (2; 1):',
    [
      ['Calcule el módulo de u y el versor de u.', '|u| = 5; versor (3/5; −4/5)'],
      ['Calcule 2u − 3v y su módulo.', '2u − 3v = (0; −11); módulo 11'],
      ['Calcule u · v y el ángulo entre u y v.', 'u · v = 2; ángulo ≅ 79,70°'],
      ['Halle k para que w = (k; 2) sea perpendicular a u.', 'k = 8/3'],
    ],
    'a) |u| = √(9 + 16) = 5; versor u/|u| = (3/5; −4/5) = (0,6; −0,8). b) 2u − 3v = (6 − 6; −8 − 3) = (0; −11); |2u − 3v| = 11. c) u · v = 6 − 4 = 2; cos α = 2/(5√5) ≅ 0,1789 ⇒ α ≅ 79,70°. d) w · u = 3k − 8 = 0 ⇒ k = 8/3.',
    () => {
      const u = [3, -4];
      const v = [2, 1];
      const w = [2 * 3 - 3 * 2, 2 * -4 - 3 * 1];
      const angle = toDeg(Math.acos(dot(u, v) / (norm(u) * norm(v))));
      const k = 8 / 3;
      return same(dot([k, 2], u), 0)
        ? [[norm(u), 3 / 5, -4 / 5], [...w, norm(w)], [dot(u, v), angle], [k]]
        : [];
    },
  ),
  parts(
    24045,
    VOLUMES,
    'geometry',
    '45) Un recipiente cilíndrico cerrado tiene 20 cm de diámetro y 3 dm de altura, y está lleno de agua.',
    [
      ['Calcule su capacidad en litros.', '3000π cm³ ≅ 9,42 L'],
      ['Calcule la superficie total del recipiente en cm².', '800π ≅ 2513,27 cm²'],
      [
        'Toda el agua se vuelca en un recipiente cúbico de 25 cm de arista. ¿Qué altura alcanza el agua?',
        '≅ 15,08 cm',
      ],
    ],
    'a) r = 10 cm, h = 30 cm: V = π · 10² · 30 = 3000π ≅ 9424,78 cm³ ≅ 9,42 L. b) S = 2πrh + 2πr² = 600π + 200π = 800π ≅ 2513,27 cm². c) 25² · h = 9424,78 ⇒ h = 9424,78/625 ≅ 15,08 cm.',
    () => {
      const volume = Math.PI * 10 ** 2 * 30;
      return [[volume / 1000], [2 * Math.PI * 10 * 30 + 2 * Math.PI * 10 ** 2], [volume / 25 ** 2]];
    },
  ),
  parts(
    24046,
    LINEAR,
    'words',
    'La edad de un padre es hoy el triple de la de su hijo, y dentro de 12 años será el doble.',
    [
      ['¿Cuáles son las edades actuales?', 'hijo 12 años, padre 36 años'],
      ['¿Hace cuántos años la edad del padre era cinco veces la del hijo?', '6 años'],
      ['¿Qué porcentaje de la edad del padre representa hoy la edad del hijo?', '≅ 33,33 %'],
    ],
    'a) Hijo h, padre 3h: 3h + 12 = 2(h + 12) ⇒ h = 12; padre 36. b) 36 − t = 5(12 − t) ⇒ 36 − t = 60 − 5t ⇒ 4t = 24 ⇒ t = 6 (el padre tenía 30 y el hijo 6). c) 12/36 = 1/3 ≅ 33,33 %.',
    () => {
      const h = 12;
      const p = 3 * h;
      const t = (5 * h - p) / 4;
      return same(p + 12, 2 * (h + 12)) && same(p - t, 5 * (h - t)) ? [[h, p], [t], [(h / p) * 100]] : [];
    },
  ),
  open(
    24047,
    TRIG_EQUATIONS,
    'geometry',
    '47) Se considera la ecuación cos(2x) = cos x, con x ∈ [0, 2π).\na) Usando cos(2x) = 2cos²x − 1, escríbala como una ecuación de segundo grado en cos x.\nb) ¿Qué valores puede tomar cos x?\nc) Halle todas las soluciones en radianes.',
    'a) 2cos²x − cos x − 1 = 0; b) cos x = 1 o cos x = −1/2; c) x = 0, x = 2π/3, x = 4π/3',
    'a) 2cos²x − 1 = cos x ⇒ 2cos²x − cos x − 1 = 0. b) cos x = (1 ± 3)/4 ⇒ 1 o −1/2. c) cos x = 1 ⇒ x = 0; cos x = −1/2 ⇒ x = 2π/3 o x = 4π/3.',
    () => {
      const key = [0, (2 * Math.PI) / 3, (4 * Math.PI) / 3];
      const f = (x: number) => Math.cos(2 * x) - Math.cos(x);
      const found = zerosInTurn(f);
      const ok =
        key.every((x) => Math.abs(f(x)) < 1e-12) &&
        found.length === 3 &&
        key.every((x, i) => Math.abs((found[i] ?? 0) - x) < 1e-6);
      return ok ? [...roots(2, -1, -1), ...key] : [];
    },
  ),
];

export const mathBlind28: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages];
