/**
 * Variants of our own of the tuning half's mathematics problems (#32): the same kinds as a different
 * UTN author would write them — other numbers, other verbs («Resolver», «Hallar», «Determinar»,
 * «Indicar la opción correcta»), the data in another order, five options (some keyed «Ninguna»), parts
 * a) b), solution sets in braces, intervals, fractions and surds in the options. Each key was computed by
 * hand and is recomputed by `check` or `verify`. It measures whether the solvers read the kind of problem
 * rather than one statement's words; it is not the exam-style set.
 */
import { at } from '../../../../../shared/lib/must.ts';
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';

/** The published exams and programmes each kind is modelled on (functions/content/exam-style/sources.ts). */
const SOURCES = {
  complex: ['frm-matematica-2024-02-03-t1', 'cba-ingreso-2023-u1'],
  equations: ['frm-matematica-2024-02-03-t1', 'frt-matematica-cartilla'],
  functions: ['frm-matematica-2024-02-03-t2', 'frch-matematica-2017'],
  trigonometry: ['frm-matematica-2023-12-11-t2', 'frt-matematica-2020'],
  geometry: ['frt-matematica-2020', 'frt-matematica-cartilla'],
} as const;

type Source = keyof typeof SOURCES;

const base = (id: number, subtopic: string, source: Source, statement: string, solution: string) => ({
  id: `exs-mat-${id}`,
  subject: 'matematicas' as const,
  subtopic,
  statement,
  solution,
  modelledOn: [...SOURCES[source]],
  difficulty: 'medio' as const,
});

const numeric = (
  id: number,
  subtopic: string,
  source: Source,
  statement: string,
  answer: { value: () => number; unit?: string; text: string; absolute?: number },
  solution: string,
): ExamStyleProblem => ({
  ...base(id, subtopic, source, statement, solution),
  format: 'numeric',
  answer: {
    value: answer.value(),
    unit: answer.unit ?? '',
    text: answer.text,
    tolerance: { absolute: answer.absolute ?? 0.01 },
  },
  check: answer.value,
});

const options = (
  id: number,
  subtopic: string,
  source: Source,
  statement: string,
  shown: [string, string, string, string],
  option: number,
  solution: string,
  verify: () => boolean,
): ExamStyleProblem => ({
  ...base(id, subtopic, source, statement, solution),
  format: 'five-options',
  options: five(...shown),
  answer: { option },
  verify,
});

const open = (
  id: number,
  subtopic: string,
  source: Source,
  statement: string,
  text: string,
  solution: string,
  check: () => number[],
): ExamStyleProblem => ({
  ...base(id, subtopic, source, statement, solution),
  format: 'open',
  answer: { text },
  check,
});

const parts = (
  id: number,
  subtopic: string,
  source: Source,
  statement: string,
  asked: [string, string][],
  solution: string,
  check: () => number[][],
): ExamStyleProblem => ({
  ...base(id, subtopic, source, statement, solution),
  format: 'multi-part',
  parts: asked.map(([prompt, text], i) => ({
    label: at(['a', 'b', 'c', 'd'] as const, i, 'part label'),
    prompt,
    answer: { kind: 'expression' as const, text },
  })),
  check,
});

const numericPart = (label: 'a' | 'b', prompt: string, value: number, unit: string, text: string) => ({
  label,
  prompt,
  answer: { kind: 'numeric' as const, value, unit, text, tolerance: { absolute: 0.05 } },
});

type Complex = readonly [number, number];
const mul = ([a, b]: Complex, [c, d]: Complex): Complex => [a * c - b * d, a * d + b * c];
const div = ([a, b]: Complex, [c, d]: Complex): Complex => {
  const n = c * c + d * d;
  return [(a * c + b * d) / n, (b * c - a * d) / n];
};
const pow = (z: Complex, n: number): Complex => (n === 0 ? [1, 0] : mul(z, pow(z, n - 1)));
const modulus = ([a, b]: Complex) => Math.hypot(a, b);
const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const tan = (degrees: number) => Math.tan(rad(degrees));
const sin = (degrees: number) => Math.sin(rad(degrees));

/** The degrees in [0; 360) on a 0,5° grid where f vanishes: enough for the exams' notable angles. */
const zerosInDegrees = (f: (degrees: number) => number) =>
  Array.from({ length: 720 }, (_, i) => i / 2).filter((x) => Math.abs(f(x)) < 1e-9);

/** The real roots of ax² + bx + c, smaller first. */
function quadraticRoots(a: number, b: number, c: number): number[] {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((p, q) => p - q);
}

/** The determinant of a 2×2 system a1x + b1y = c1, a2x + b2y = c2. */
const det = (a1: number, b1: number, a2: number, b2: number) => a1 * b2 - a2 * b1;

/** Two elevation angles seen from points `walked` apart: the height and the final distance. */
function twoAngles(first: number, second: number, walked: number): { height: number; near: number } {
  const near = (walked * tan(first)) / (tan(second) - tan(first));
  return { height: near * tan(second), near };
}

export const mathVariants: readonly ExamStyleProblem[] = [
  // Piecewise functions evaluated (after exs-mat-028)
  options(
    2000,
    'funciones.a-trozos',
    'functions',
    'Dada la función g definida por g(x) = x² − 3 si x ≤ 1; g(x) = 4 − 2x si 1 < x < 4; g(x) = √x si x ≥ 4. Indicar la opción correcta para g(−2) + g(3) + g(9):',
    ['0', '2', '−2', '4'],
    1,
    'g(−2) = 4 − 3 = 1; g(3) = 4 − 6 = −2; g(9) = √9 = 3. Suma: 1 − 2 + 3 = 2.',
    () => {
      const g = (x: number) => (x <= 1 ? x * x - 3 : x < 4 ? 4 - 2 * x : Math.sqrt(x));
      return same(g(-2) + g(3) + g(9), 2);
    },
  ),
  numeric(
    2001,
    'funciones.a-trozos',
    'functions',
    'Determinar f(2) − f(−3), siendo f(x) = 3 − x si x < −1 y f(x) = x² + 1 si x ≥ −1.',
    { value: () => 2 * 2 + 1 - (3 - -3), text: 'f(2) − f(−3) = 5 − 6 = −1' },
    'f(2) = 4 + 1 = 5 (tramo x ≥ −1); f(−3) = 3 + 3 = 6 (tramo x < −1). Diferencia: −1.',
  ),
  // Conjugates (after exs-mat-006)
  options(
    2002,
    'algebra-basica.numeros-complejos',
    'complex',
    'Siendo w = 1 − 4i y w̄ su conjugado, el valor de 2w − i · w̄ es:',
    ['6 − 9i', '−2 − 7i', '6 + 9i', '2 − 9i'],
    0,
    'w̄ = 1 + 4i; i · w̄ = i + 4i² = −4 + i; 2w = 2 − 8i. Entonces 2w − i·w̄ = 2 − 8i + 4 − i = 6 − 9i.',
    () => {
      const w: Complex = [1, -4];
      const iConj = mul([0, 1], [1, 4]);
      return same(2 * w[0] - iConj[0], 6) && same(2 * w[1] - iConj[1], -9);
    },
  ),
  options(
    2003,
    'algebra-basica.numeros-complejos',
    'complex',
    'Dado z = −3 + i, calcular z · z̄ + z². Indicar la opción correcta.',
    ['18 + 6i', '10 − 6i', '8 − 6i', '2 − 6i'],
    4,
    'z · z̄ = 9 + 1 = 10; z² = 9 − 6i + i² = 8 − 6i. La suma es 18 − 6i, que no figura.',
    () => {
      const z: Complex = [-3, 1];
      const [re, im] = mul(z, z);
      return same(re + 10, 18) && same(im, -6);
    },
  ),
  // Angles of depression (after exs-mat-068)
  numeric(
    2004,
    'trigonometria.triangulo-rectangulo',
    'trigonometry',
    'Desde lo alto de un faro de 45 m de altura se observa un barco con un ángulo de depresión de 25°. ¿A qué distancia horizontal de la base del faro se encuentra el barco?',
    { value: () => 45 / tan(25), unit: 'm', text: 'd ≈ 96,50 m', absolute: 0.05 },
    'tg 25° = 45 / d ⇒ d = 45 / tg 25° ≈ 96,50 m.',
  ),
  options(
    2005,
    'trigonometria.triangulo-rectangulo',
    'trigonometry',
    'Un dron se encuentra a 120 m de altura y observa un punto del suelo con un ángulo de depresión de 35°. Hallar la distancia en línea recta entre el dron y el punto.',
    ['171,4 m', '209,2 m', '146,5 m', '84,0 m'],
    1,
    'sen 35° = 120 / d ⇒ d = 120 / sen 35° ≈ 209,2 m (171,4 m es la distancia horizontal).',
    () => Math.abs(120 / sin(35) - 209.2) < 0.05,
  ),
  // Lines through a point, perpendicular or parallel to another (after exs-mat-017, exs-mat-014)
  options(
    2006,
    'funciones.lineal',
    'functions',
    'Determinar la ecuación de la recta que pasa por el punto P(3; −1) y es perpendicular a la recta 3x − y + 2 = 0.',
    ['y = −x/3', 'y = 3x − 10', 'y = −x/3 + 2', 'y = x/3 − 2'],
    0,
    'La recta dada es y = 3x + 2 (pendiente 3); la perpendicular tiene pendiente −1/3. Por (3; −1): y = −(x − 3)/3 − 1 = −x/3.',
    () => same((-1 / 3) * 3, -1) && same(3 * (-1 / 3), -1),
  ),
  open(
    2007,
    'funciones.lineal',
    'functions',
    'Hallar la ecuación de la recta paralela a 2y − 6x = 4 que pasa por (−1; 2).',
    'y = 3x + 5',
    '2y − 6x = 4 es y = 3x + 2, de pendiente 3. Por (−1; 2): y = 3(x + 1) + 2 = 3x + 5.',
    () => [3, 2 - 3 * -1],
  ),
  options(
    2008,
    'funciones.lineal',
    'functions',
    'Indicar la opción correcta. La recta que pasa por A = (2; 1) y es perpendicular a y = 4x − 3 es:',
    ['y = 4x − 7', 'y = −0,25x + 0,5', 'y = 0,25x + 0,5', 'y = −4x + 9'],
    4,
    'La pendiente perpendicular es −1/4. Por (2; 1): y = −0,25(x − 2) + 1 = −0,25x + 1,5, que no figura.',
    () => same(-0.25 * 2 + 1.5, 1) && !same(-0.25 * 2 + 0.5, 1),
  ),
  // Trigonometric equations that factor (after exs-mat-061)
  open(
    2009,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Resolver cos²x − cos x = 0 en [0°; 360°).',
    'S = {0°; 90°; 270°}',
    'cos x (cos x − 1) = 0: cos x = 0 da 90° y 270°; cos x = 1 da 0°.',
    () => zerosInDegrees((x) => Math.cos(rad(x)) ** 2 - Math.cos(rad(x))),
  ),
  options(
    2010,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Hallar todas las soluciones de 2cos²x + cos x = 0 con 0° ≤ x < 360°.',
    ['90° y 270°', '120° y 240°', '90°, 120°, 240° y 270°', '60°, 90°, 270° y 300°'],
    2,
    'cos x (2 cos x + 1) = 0: cos x = 0 da 90° y 270°; cos x = −1/2 da 120° y 240°.',
    () => zerosInDegrees((x) => 2 * Math.cos(rad(x)) ** 2 + Math.cos(rad(x))).join() === '90,120,240,270',
  ),
  // The image of a quadratic (after exs-mat-024)
  options(
    2011,
    'funciones.cuadratica',
    'functions',
    'Determinar el conjunto imagen de g(x) = −2x² + 8x − 5.',
    ['[3; +∞)', '(−∞; 3]', '(−∞; 2]', '[−5; +∞)'],
    1,
    'Vértice en x = −8/(2·(−2)) = 2, g(2) = −8 + 16 − 5 = 3; como a < 0 abre hacia abajo: Im g = (−∞; 3].',
    () => same(-2 * 4 + 16 - 5, 3),
  ),
  open(
    2012,
    'funciones.cuadratica',
    'functions',
    'Hallar la imagen de f(x) = 3x² + 6x + 1.',
    'Im f = [−2; +∞)',
    'xv = −6/6 = −1, f(−1) = 3 − 6 + 1 = −2; a > 0: Im f = [−2; +∞).',
    () => [3 - 6 + 1],
  ),
  // Growth of |x − a| + b (after exs-mat-031)
  options(
    2013,
    'funciones.a-trozos',
    'functions',
    'Indicar el intervalo donde crece f(x) = 2 − |x + 1|.',
    ['(−1; +∞)', '(−∞; −1)', '(−∞; 2)', '(2; +∞)'],
    1,
    'Para x < −1, f(x) = 2 + (x + 1) = x + 3, que crece; para x > −1, f(x) = 1 − x, que decrece. Crece en (−∞; −1).',
    () => 2 - Math.abs(-3 + 1) < 2 - Math.abs(-2 + 1),
  ),
  options(
    2014,
    'funciones.a-trozos',
    'functions',
    'Determinar el intervalo de crecimiento de f(x) = |2x − 4| − 3.',
    ['(−∞; 2)', '(−3; +∞)', '(4; +∞)', '(−∞; −3)'],
    4,
    'El vértice está en 2x − 4 = 0, x = 2: f decrece en (−∞; 2) y crece en (2; +∞), que no figura.',
    () => Math.abs(2 * 3 - 4) < Math.abs(2 * 4 - 4),
  ),
  // Logarithms of mixed bases (after exs-mat-041, exs-mat-042)
  options(
    2015,
    'funciones.logaritmos',
    'equations',
    'Resolver log₂(x) = log₄(x + 12).',
    ['x = 4 y x = −3', 'x = 4', 'x = −3', 'x = 12'],
    1,
    'log₄(x + 12) = log₂(x + 12)/2: 2 log₂ x = log₂(x + 12), x² = x + 12, x = 4 o x = −3; −3 no está en el dominio.',
    () => same(Math.log2(4), Math.log2(16) / 2),
  ),
  numeric(
    2016,
    'funciones.logaritmos',
    'equations',
    'Hallar x si log₃(x) + log₉(x) = 3.',
    { value: () => 3 ** 2, text: 'x = 9' },
    'log₉ x = log₃ x / 2: (3/2) log₃ x = 3, log₃ x = 2, x = 9.',
  ),
  numeric(
    2017,
    'funciones.logaritmos',
    'equations',
    'Resolver la ecuación log₅(x) − log₂₅(x) = 1.',
    { value: () => 5 ** 2, text: 'x = 25' },
    'log₂₅ x = log₅ x / 2: (1/2) log₅ x = 1, log₅ x = 2, x = 25.',
  ),
  // A system with a parameter that is incompatible (after exs-mat-055)
  options(
    2018,
    'ecuaciones.sistemas',
    'equations',
    'Determinar k para que el sistema { kx + 3y = 2 ; 4x + 6y = 5 } no tenga solución.',
    ['k = 2', 'k = −2', 'k = 3', 'k = 4'],
    0,
    'Determinante 6k − 12 = 0 ⇔ k = 2. Con k = 2: 2x + 3y = 2 y 2x + 3y = 2,5, contradictorias: incompatible.',
    () => same(det(2, 3, 4, 6), 0) && !same(2 * 2, 5),
  ),
  options(
    2019,
    'ecuaciones.sistemas',
    'equations',
    'Hallar el valor de a para que el sistema { 3x + ay = 6 ; x − 2y = 2 } sea incompatible.',
    ['a = −6', 'a = 6', 'a = 2', 'a = −2'],
    4,
    'Determinante −6 − a = 0 ⇔ a = −6. Con a = −6 la primera es 3(x − 2y) = 3·2: la misma recta, compatible indeterminado. Ningún a lo hace incompatible.',
    () => same(det(3, -6, 1, -2), 0) && same(6 / 3, 2),
  ),
  // Complex products and quotients (after exs-mat-001)
  options(
    2020,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calcular (4 + i)(2 − 3i) y expresarlo en forma binómica.',
    ['11 − 10i', '5 − 10i', '11 + 10i', '8 − 3i'],
    0,
    '8 − 12i + 2i − 3i² = 8 + 3 − 10i = 11 − 10i.',
    () => mul([4, 1], [2, -3]).join() === '11,-10',
  ),
  open(
    2021,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallar el cociente (5 + 5i)/(1 + 2i) en forma binómica.',
    '3 − i',
    'Multiplicando por el conjugado 1 − 2i: (5 + 5i)(1 − 2i)/5 = (15 − 5i)/5 = 3 − i.',
    () => [...div([5, 5], [1, 2])],
  ),
  // Quadratic equations (after exs-mat-022)
  options(
    2022,
    'ecuaciones.cuadraticas',
    'equations',
    'Hallar el conjunto solución de 2x² + 7x − 4 = 0.',
    ['{−4; 1/2}', '{4; −1/2}', '{−2; 1}', '{−1/2; −4}'],
    0,
    'x = (−7 ± √(49 + 32))/4 = (−7 ± 9)/4: x = 1/2 o x = −4.',
    () => quadraticRoots(2, 7, -4).join() === '-4,0.5',
  ),
  open(
    2023,
    'ecuaciones.cuadraticas',
    'equations',
    'Resolver 6x² = x + 2.',
    'x = 2/3; x = −1/2',
    '6x² − x − 2 = 0: x = (1 ± 7)/12, x = 2/3 o x = −1/2.',
    () => quadraticRoots(6, -1, -2),
  ),
  // Tangent equations (after exs-mat-059)
  options(
    2024,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Hallar las soluciones de tg x = 1 en [0°; 360°).',
    ['45° y 135°', '45° y 225°', '135° y 315°', '45° y 315°'],
    1,
    'tg 45° = 1 y la tangente es positiva en el primer y en el tercer cuadrante: 45° y 225°.',
    () => zerosInDegrees((x) => (Math.abs(Math.cos(rad(x))) < 1e-9 ? 1 : tan(x) - 1)).join() === '45,225',
  ),
  open(
    2025,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Resolver √3 · tg x + 1 = 0 para 0° ≤ x < 360°.',
    'x = 150°; x = 330°',
    'tg x = −1/√3 = −√3/3; tg 30° = √3/3 y la tangente es negativa en el segundo y en el cuarto cuadrante: 150° y 330°.',
    () => zerosInDegrees((x) => (Math.abs(Math.cos(rad(x))) < 1e-9 ? 1 : Math.sqrt(3) * tan(x) + 1)),
  ),
  // Rational equations (after exs-mat-036, exs-mat-034)
  options(
    2026,
    'ecuaciones.racionales',
    'equations',
    'Resolver 1/(x − 1) + 2/(x + 1) = 1.',
    ['{3}', '{0; 3}', '{−1; 1}', '{0}'],
    1,
    'Con x ≠ ±1: (x + 1) + 2(x − 1) = x² − 1, x² − 3x = 0, x = 0 o x = 3; las dos están en el dominio.',
    () => [0, 3].every((x) => same(1 / (x - 1) + 2 / (x + 1), 1)),
  ),
  open(
    2027,
    'ecuaciones.racionales',
    'equations',
    'Hallar el conjunto solución de x/(x − 2) + 1/(x + 2) = 8/(x² − 4).',
    'S = {−5} (x = 2 se descarta)',
    'Con x ≠ ±2: x(x + 2) + (x − 2) = 8, x² + 3x − 10 = 0, x = 2 o x = −5; 2 no está en el dominio.',
    () => [-5].filter((x) => same(x / (x - 2) + 1 / (x + 2), 8 / (x * x - 4))),
  ),
  numeric(
    2028,
    'ecuaciones.racionales',
    'equations',
    'Resolver 3/(x + 1) = 2/(x − 2).',
    { value: () => 8, text: 'x = 8' },
    'Con x ≠ −1 y x ≠ 2: 3(x − 2) = 2(x + 1), x = 8, que está en el dominio (3/9 = 2/6).',
  ),
  // How many solutions in an interval (after exs-mat-060)
  numeric(
    2029,
    'trigonometria.ecuaciones',
    'trigonometry',
    '¿Cuántas soluciones tiene sen(3x) = 0 en [0°; 360°)?',
    { value: () => zerosInDegrees((x) => Math.round(Math.sin(rad(3 * x)) * 1e12) / 1e12).length, text: '6' },
    '3x = k·180° ⇒ x = k·60°: 0°, 60°, 120°, 180°, 240° y 300°, seis soluciones.',
  ),
  options(
    2030,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Indicar cuántas soluciones tiene 2 cos x = 1 en [0; 2π).',
    ['1', '2', '3', '4'],
    1,
    'cos x = 1/2: x = π/3 y x = 5π/3, dos soluciones.',
    () => zerosInDegrees((x) => Math.round((2 * Math.cos(rad(x)) - 1) * 1e12) / 1e12).length === 2,
  ),
  // The remainder theorem with a parameter (after exs-mat-047)
  numeric(
    2031,
    'algebra-basica.polinomios',
    'equations',
    'Determinar el valor de a para que el resto de dividir P(x) = 2x³ − ax² + x − 5 por (x − 2) sea 7.',
    { value: () => (16 + 2 - 5 - 7) / 4, text: 'a = 3/2' },
    'P(2) = 16 − 4a + 2 − 5 = 13 − 4a = 7 ⇒ a = 3/2.',
  ),
  options(
    2032,
    'algebra-basica.polinomios',
    'equations',
    'Hallar m sabiendo que Q(x) = x⁴ − 3x² + mx + 2 es divisible por x + 2.',
    ['m = 3', 'm = −3', 'm = 6', 'm = 0'],
    0,
    'Q(−2) = 16 − 12 − 2m + 2 = 6 − 2m = 0 ⇒ m = 3.',
    () => same(16 - 12 - 2 * 3 + 2, 0),
  ),
  // Capacity of a cylinder (after exs-mat-069)
  numeric(
    2033,
    'geometria.volumenes',
    'geometry',
    'Un depósito con forma de cilindro mide 1,2 m de diámetro y 150 cm de alto. ¿Cuál es su capacidad en litros?',
    { value: () => Math.PI * 0.6 ** 2 * 1.5 * 1000, unit: 'L', text: '≈ 1696,5 L', absolute: 1 },
    'r = 0,6 m, h = 1,5 m: V = π · 0,36 · 1,5 ≈ 1,6965 m³ ≈ 1696,5 L.',
  ),
  options(
    2034,
    'geometria.volumenes',
    'geometry',
    'Datos: cilindro de radio r = 30 cm y altura h = 1 m. Calcular su volumen en dm³.',
    ['282,7 dm³', '2827,4 dm³', '94,2 dm³', '28,3 dm³'],
    0,
    'r = 3 dm, h = 10 dm: V = π · 9 · 10 ≈ 282,7 dm³.',
    () => Math.abs(Math.PI * 9 * 10 - 282.7) < 0.05,
  ),
  // Systems with infinitely many solutions (after exs-mat-054)
  numeric(
    2035,
    'ecuaciones.sistemas',
    'equations',
    'Hallar a para que el sistema { 2x − y = 3 ; ax − 3y = 9 } sea compatible indeterminado.',
    { value: () => 6, text: 'a = 6' },
    'La segunda debe ser 3 veces la primera: 6x − 3y = 9, a = 6.',
  ),
  options(
    2036,
    'ecuaciones.sistemas',
    'equations',
    '¿Para qué valor de b el sistema { x + 2y = b ; 3x + 6y = 12 } tiene infinitas soluciones?',
    ['b = 4', 'b = 12', 'b = 3', 'b = 2'],
    0,
    'La segunda es 3 veces x + 2y = 4: la primera es la misma recta si b = 4.',
    () => same(12 / 3, 4),
  ),
  // Lines with a parameter (after exs-mat-015)
  numeric(
    2037,
    'funciones.lineal',
    'functions',
    'Determinar m para que las rectas 2x + (m + 1)y = 3 e y = 2x − 1 sean perpendiculares.',
    { value: () => 3, text: 'm = 3' },
    'Pendientes −2/(m + 1) y 2: su producto es −1 si −4/(m + 1) = −1, m + 1 = 4, m = 3.',
  ),
  numeric(
    2038,
    'funciones.lineal',
    'functions',
    'Hallar k para que las rectas y = (2k − 1)x + 4 y 3x − 6y = 1 sean paralelas.',
    { value: () => (1 + 1 / 2) / 2, text: 'k = 3/4' },
    '3x − 6y = 1 tiene pendiente 1/2: 2k − 1 = 1/2, k = 3/4.',
  ),
  // Composition (after exs-mat-076)
  numeric(
    2039,
    'funciones.composicion-inversa',
    'functions',
    'Dadas f(x) = x² − 2x y g(x) = 3x + 1, calcular (g ∘ f)(−1).',
    { value: () => 3 * (1 + 2) + 1, text: '(g ∘ f)(−1) = g(3) = 10' },
    'f(−1) = 1 + 2 = 3; g(3) = 9 + 1 = 10.',
  ),
  options(
    2040,
    'funciones.composicion-inversa',
    'functions',
    'Si f(x) = √(x + 1) y g(x) = x² + 2x, el valor de (f ∘ g)(3) + (g ∘ f)(8) es:',
    ['19', '23', '13', '8'],
    0,
    'g(3) = 15, f(15) = 4; f(8) = 3, g(3) = 15. Suma: 19.',
    () => {
      const f = (x: number) => Math.sqrt(x + 1);
      const g = (x: number) => x * x + 2 * x;
      return same(f(g(3)) + g(f(8)), 19);
    },
  ),
  // Logarithmic equations with their domain (after exs-mat-038)
  numeric(
    2041,
    'funciones.logaritmos',
    'equations',
    'Resolver log(x + 6) − log(x − 3) = 1.',
    { value: () => 36 / 9, text: 'x = 4' },
    'Dominio x > 3. (x + 6)/(x − 3) = 10: x + 6 = 10x − 30, x = 4, en el dominio.',
  ),
  options(
    2042,
    'funciones.logaritmos',
    'equations',
    'Hallar x tal que ln(2x − 1) + ln(x) = ln 3.',
    ['x = 3/2 y x = −1', 'x = 3/2', 'x = −1', 'x = 1'],
    1,
    'Dominio x > 1/2. x(2x − 1) = 3, 2x² − x − 3 = 0, x = 3/2 o x = −1; −1 no está en el dominio.',
    () => same(Math.log(2 * 1.5 - 1) + Math.log(1.5), Math.log(3)),
  ),
  // Thales (after exs-mat-073)
  numeric(
    2043,
    'geometria.angulos-triangulos',
    'geometry',
    'Dos rectas transversales son cortadas por tres rectas paralelas. Sobre una de ellas quedan segmentos de 9 cm y 12 cm; sobre la otra, el segmento correspondiente al de 12 cm mide 8 cm. Calcular la longitud del otro segmento.',
    { value: () => (9 * 8) / 12, unit: 'cm', text: 'x = 6 cm' },
    'Por Thales: 9/12 = x/8, x = 6 cm.',
  ),
  // A complex product or quotient real or imaginary (after exs-mat-008)
  numeric(
    2044,
    'algebra-basica.numeros-complejos',
    'complex',
    'Determinar el valor real de a para que (2 + ai)(3 + i) sea un número real.',
    { value: () => -2 / 3, text: 'a = −2/3' },
    '(2 + ai)(3 + i) = (6 − a) + (2 + 3a)i: es real si 2 + 3a = 0, a = −2/3.',
  ),
  numeric(
    2045,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallar b ∈ ℝ tal que (b − 2i)/(1 + i) sea imaginario puro.',
    { value: () => 2, text: 'b = 2' },
    '(b − 2i)(1 − i)/2 = ((b − 2) − (b + 2)i)/2: la parte real se anula si b = 2 (la imaginaria, −2, no).',
  ),
  // Modulus (after exs-mat-005)
  options(
    2046,
    'algebra-basica.numeros-complejos',
    'complex',
    'El módulo de w = (2 − i)³ es:',
    ['5√5', '√5', '11', '25'],
    0,
    '|2 − i| = √5, y el módulo de una potencia es la potencia del módulo: (√5)³ = 5√5 ≈ 11,18.',
    () => same(modulus(pow([2, -1], 3)), 5 * Math.sqrt(5)),
  ),
  numeric(
    2047,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calcular el módulo de z = (3 + 4i)/(1 − i).',
    { value: () => modulus(div([3, 4], [1, -1])), text: '|z| = 5/√2 ≈ 3,54' },
    '|z| = |3 + 4i| / |1 − i| = 5/√2 ≈ 3,54.',
  ),
  // Powers of a binomial complex number (after exs-mat-011)
  numeric(
    2048,
    'algebra-basica.numeros-complejos',
    'complex',
    'Indicar la parte imaginaria de (1 − i)⁶.',
    { value: () => pow([1, -1], 6)[1], text: 'Im = 8' },
    '(1 − i)² = −2i; (−2i)³ = −8i³ = 8i: la parte imaginaria es 8.',
  ),
  options(
    2049,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calcular (2 + 2i)⁴ en forma binómica.',
    ['−64', '64', '64i', '−64i'],
    0,
    '(2 + 2i)² = 8i; (8i)² = −64.',
    () => pow([2, 2], 4).join() === '-64,0',
  ),
  // A line through two points and the perpendicular bisector (after exs-mat-016)
  parts(
    2050,
    'geometria.analitica',
    'geometry',
    'Dados los puntos P = (−2; 3) y Q = (4; −1):',
    [
      ['Determinar la ecuación de la recta PQ.', 'y = −2/3 x + 5/3'],
      ['Hallar la ecuación de la mediatriz del segmento PQ.', 'y = 1,5x − 0,5'],
    ],
    'a) m = (−1 − 3)/(4 + 2) = −2/3; y = −2/3 (x + 2) + 3 = −2/3 x + 5/3. b) Punto medio (1; 1), pendiente 3/2: y = 1,5x − 0,5.',
    () => [
      [-2 / 3, 5 / 3],
      [1.5, -0.5],
    ],
  ),
  // Roots, vertex and image of a parabola (after exs-mat-019)
  parts(
    2051,
    'funciones.cuadratica',
    'functions',
    'Sea g(x) = x² + 2x − 15.',
    [
      ['Calcular las raíces de g.', 'x = −5; x = 3'],
      ['Determinar las coordenadas del vértice y el conjunto imagen.', 'V = (−1; −16); Im g = [−16; +∞)'],
    ],
    'a) (x + 5)(x − 3) = 0. b) xv = −1, g(−1) = 1 − 2 − 15 = −16; a > 0: Im = [−16; +∞).',
    () => [quadraticRoots(1, 2, -15), [-1, -16]],
  ),
  parts(
    2052,
    'funciones.cuadratica',
    'functions',
    'Para f(x) = −2x² + 4x + 6, indicar:',
    [
      ['los ceros de f;', 'x = −1; x = 3'],
      ['el eje de simetría y el valor máximo de f.', 'x = 1; máximo 8'],
    ],
    'a) x² − 2x − 3 = 0: x = −1 y x = 3. b) Eje x = 1, f(1) = −2 + 4 + 6 = 8.',
    () => [quadraticRoots(-2, 4, 6), [1, 8]],
  ),
  // A logarithmic function: domain, a value, its zero (after exs-mat-043)
  parts(
    2053,
    'funciones.logaritmos',
    'functions',
    'Dada g(x) = log₃(x + 2) − 1:',
    [
      ['Hallar el dominio de g.', '(−2; +∞)'],
      ['Resolver g(x) = 1.', 'x = 7'],
      ['Determinar la raíz de g.', 'x = 1'],
    ],
    'a) x + 2 > 0. b) log₃(x + 2) = 2, x + 2 = 9, x = 7. c) log₃(x + 2) = 1, x + 2 = 3, x = 1.',
    () => [[-2], [3 ** 2 - 2], [3 - 2]],
  ),
  // A literal system (after exs-mat-056)
  parts(
    2054,
    'ecuaciones.sistemas',
    'equations',
    'Sea el sistema { ax + 2y = 4 ; 2x + ay = 4 }.',
    [
      [
        'Analizar su compatibilidad según los valores de a.',
        'a = 2: compatible indeterminado; a = −2: incompatible; a ≠ 2 y a ≠ −2: compatible determinado',
      ],
      ['Resolverlo para a = 1.', 'x = 4/3; y = 4/3'],
    ],
    'a) Determinante a² − 4. a = 2: x + y = 2 dos veces. a = −2: −x + y = 2 y x − y = 2, contradictorias. b) x + 2y = 4 y 2x + y = 4: x = y = 4/3.',
    () => [
      [2, -2],
      [4 / 3, 4 / 3],
    ],
  ),
  // Two angles of elevation (after exs-mat-066)
  {
    ...base(
      2055,
      'trigonometria.triangulo-rectangulo',
      'trigonometry',
      'Desde un punto A se ve la cima de un edificio con un ángulo de elevación de 45°; acercándose 30 m hacia el edificio, el ángulo pasa a ser de 60°.',
      'Sea x la distancia final: h = x·tg 60° = (x + 30)·tg 45°, x(√3 − 1) = 30, x ≈ 40,98 m y h ≈ 70,98 m.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', 'Calcular la altura del edificio.', twoAngles(45, 60, 30).height, 'm', 'h ≈ 70,98 m'),
      numericPart(
        'b',
        '¿A qué distancia del edificio quedó el observador?',
        twoAngles(45, 60, 30).near,
        'm',
        'd ≈ 40,98 m',
      ),
    ],
    check: () => [[twoAngles(45, 60, 30).height], [twoAngles(45, 60, 30).near]],
  },
  // Sign of a quadratic (after exs-mat-027)
  open(
    2056,
    'funciones.a-trozos',
    'functions',
    'Determinar los conjuntos de positividad y de negatividad de g(x) = −x² + x + 6.',
    'C⁺ = (−2; 3); C⁻ = (−∞; −2) ∪ (3; +∞)',
    'Raíces x = −2 y x = 3; a < 0: positiva entre las raíces y negativa fuera.',
    () => quadraticRoots(-1, 1, 6),
  ),
  // Inverse functions (after exs-mat-077)
  options(
    2057,
    'funciones.composicion-inversa',
    'functions',
    'Hallar f⁻¹(x) siendo f(x) = (3x − 2)/(x + 4).',
    ['(4x + 2)/(3 − x)', '(x + 4)/(3x − 2)', '(4x − 2)/(x − 3)', '(2 − 4x)/(3 + x)'],
    0,
    'y(x + 4) = 3x − 2 ⇒ x(y − 3) = −4y − 2 ⇒ x = (4y + 2)/(3 − y). f⁻¹(x) = (4x + 2)/(3 − x).',
    () =>
      [0, 1, 5, -7].every((x) => same((4 * ((3 * x - 2) / (x + 4)) + 2) / (3 - (3 * x - 2) / (x + 4)), x)),
  ),
  open(
    2058,
    'funciones.composicion-inversa',
    'functions',
    'Determinar la función inversa de g(x) = 5 − 2x.',
    'g⁻¹(x) = (5 − x)/2',
    'y = 5 − 2x ⇒ x = (5 − y)/2; intercambiando, g⁻¹(x) = (5 − x)/2.',
    () => [5, 2],
  ),
  // Trigonometric equations of the first degree (after exs-mat-057)
  open(
    2059,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Hallar los valores de x ∈ [0°; 360°) que verifican 2 cos x + √3 = 0.',
    'x = 150°; x = 210°',
    'cos x = −√3/2: el coseno es negativo en el segundo y en el tercer cuadrante, 180° ∓ 30°.',
    () => zerosInDegrees((x) => Math.round((2 * Math.cos(rad(x)) + Math.sqrt(3)) * 1e12) / 1e12),
  ),
  options(
    2060,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Resolver √2 sen x − 1 = 0, con 0° ≤ x < 360°.',
    ['45° y 135°', '45° y 315°', '135° y 225°', '60° y 120°'],
    0,
    'sen x = 1/√2 = √2/2: 45° y 180° − 45° = 135°.',
    () => zerosInDegrees((x) => Math.round((Math.SQRT2 * sin(x) - 1) * 1e12) / 1e12).join() === '45,135',
  ),
  // Domains (after exs-mat-071, exs-mat-072)
  options(
    2061,
    'funciones.concepto-dominio',
    'functions',
    'Determinar el dominio de f(x) = √(x + 4)/(x − 2).',
    ['[−4; +∞) − {2}', '(−4; +∞)', 'ℝ − {2}', '(−∞; −4] − {2}'],
    0,
    'x + 4 ≥ 0 ⇔ x ≥ −4, y x ≠ 2.',
    () => Number.isFinite(Math.sqrt(-4 + 4) / (-4 - 2)) && Number.isNaN(Math.sqrt(-5 + 4)),
  ),
  open(
    2062,
    'funciones.concepto-dominio',
    'functions',
    'Hallar el dominio de g(x) = ln(x² − 9).',
    'Dom g = (−∞; −3) ∪ (3; +∞)',
    'x² − 9 > 0 ⇔ |x| > 3.',
    () => [-3, 3],
  ),
  options(
    2063,
    'funciones.concepto-dominio',
    'functions',
    'El dominio de h(x) = log(4 − x²) es:',
    ['(−2; 2)', '[−2; 2]', '(−∞; −2) ∪ (2; +∞)', '(−4; 4)'],
    0,
    '4 − x² > 0 ⇔ −2 < x < 2.',
    () => 4 - 1.99 ** 2 > 0 && 4 - 2 ** 2 === 0,
  ),
  // Classify a system with a parameter (after exs-mat-052)
  open(
    2064,
    'ecuaciones.sistemas',
    'equations',
    'Clasificar el sistema { 2x − y = 4 ; bx − 3y = 12 } según los valores de b.',
    'Compatible determinado si b ≠ 6; compatible indeterminado si b = 6 (nunca es incompatible)',
    'Determinante 2·(−3) − b·(−1) = b − 6. Con b = 6 la segunda es 3 veces la primera: indeterminado.',
    () => [6, 6],
  ),
  // Quadratics with complex roots (after exs-mat-007)
  open(
    2065,
    'algebra-basica.numeros-complejos',
    'complex',
    'Resolver en ℂ la ecuación z² − 6z + 13 = 0.',
    'z = 3 + 2i; z = 3 − 2i',
    'z = (6 ± √(36 − 52))/2 = (6 ± 4i)/2 = 3 ± 2i.',
    () => [3, 2, 3, -2],
  ),
  options(
    2066,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallar las raíces complejas de x² + 4x + 8 = 0.',
    ['−2 ± 2i', '2 ± 2i', '−2 ± 4i', '−4 ± 2i'],
    0,
    'x = (−4 ± √(16 − 32))/2 = (−4 ± 4i)/2 = −2 ± 2i.',
    () => mul([-2, 2], [-2, 2]).every((v, i) => same(v + 4 * at([-2, 2], i, 'part') + (i === 0 ? 8 : 0), 0)),
  ),
  // Sign of a piecewise function (after exs-mat-030)
  open(
    2067,
    'funciones.a-trozos',
    'functions',
    'Sea f(x) = 2x + 6 si x ≤ 1 y f(x) = 3 − x si x > 1. Determinar los intervalos de positividad y de negatividad.',
    'Positiva en (−3; 3); negativa en (−∞; −3) ∪ (3; +∞)',
    'Primer tramo: 2x + 6 > 0 si x > −3. Segundo: 3 − x > 0 si x < 3. Se anula en −3 y en 3.',
    () => [-3, 3],
  ),
  // Linear equations in z (after exs-mat-004)
  open(
    2068,
    'algebra-basica.numeros-complejos',
    'complex',
    'Determinar z ∈ ℂ tal que (1 − 2i)·z = 8 + i. Expresarlo en forma binómica.',
    'z = 6/5 + 17/5 i',
    'z = (8 + i)(1 + 2i)/5 = (6 + 17i)/5.',
    () => [...div([8, 1], [1, -2])],
  ),
  options(
    2069,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallar z sabiendo que z · (3 + i) = 10.',
    ['3 − i', '3 + i', '10/3', '1 − 3i'],
    0,
    'z = 10/(3 + i) = 10(3 − i)/10 = 3 − i.',
    () => div([10, 0], [3, 1]).join() === '3,-1',
  ),
  // A second batch, written after the first fixes and measured before any change for it.
  numeric(
    2070,
    'funciones.a-trozos',
    'functions',
    'Sea f(x) = x + 2 si x < 1; f(x) = 3 si x = 1; f(x) = 5 − x² si x > 1. Calcular f(1) + f(2) − f(−4).',
    { value: () => 3 + (5 - 4) - (-4 + 2), text: '6' },
    'f(1) = 3; f(2) = 5 − 4 = 1; f(−4) = −4 + 2 = −2. Entonces 3 + 1 − (−2) = 6.',
  ),
  options(
    2071,
    'algebra-basica.numeros-complejos',
    'complex',
    'Sean z₁ = 2 − i y z₂ = 1 + 3i. El resultado de z₁² − z₂ es:',
    ['2 − 7i', '4 − 7i', '2 − i', '3 − 7i'],
    0,
    'z₁² = 4 − 4i + i² = 3 − 4i; menos z₂: 3 − 4i − 1 − 3i = 2 − 7i.',
    () => mul([2, -1], [2, -1]).join() === '3,-4',
  ),
  open(
    2072,
    'algebra-basica.numeros-complejos',
    'complex',
    'Siendo z₁ = 3 + i y z₂ = 1 − 2i, calcular z̄₁ / z₂ en forma binómica.',
    '1 + i',
    'z̄₁ = 3 − i; (3 − i)(1 + 2i)/5 = (5 + 5i)/5 = 1 + i.',
    () => [...div([3, -1], [1, -2])],
  ),
  numeric(
    2073,
    'trigonometria.triangulo-rectangulo',
    'trigonometry',
    'Un poste vertical de 8 m proyecta una sombra de 5 m sobre el suelo horizontal. ¿Cuál es el ángulo de elevación del sol?',
    { value: () => (Math.atan(8 / 5) * 180) / Math.PI, unit: '°', text: 'α ≈ 57,99°', absolute: 0.05 },
    'tg α = 8/5 = 1,6 ⇒ α ≈ 57,99°.',
  ),
  open(
    2074,
    'funciones.lineal',
    'functions',
    'Hallar la ecuación de la recta perpendicular a 2x − 5y + 1 = 0 que pasa por el origen de coordenadas.',
    'y = −2,5x',
    '2x − 5y + 1 = 0 tiene pendiente 2/5; la perpendicular, −5/2. Por (0; 0): y = −2,5x (5x + 2y = 0).',
    () => [-2.5],
  ),
  open(
    2075,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Resolver 2 sen²x − 3 sen x + 1 = 0 en [0°; 360°).',
    'S = {30°; 90°; 150°}',
    'Es cuadrática en sen x: sen x = 1 o sen x = 1/2. Da 90°, y 30° y 150°.',
    () => zerosInDegrees((x) => Math.round((2 * sin(x) ** 2 - 3 * sin(x) + 1) * 1e12) / 1e12),
  ),
  options(
    2076,
    'trigonometria.ecuaciones',
    'trigonometry',
    'El conjunto solución de cos(2x) = −1 en [0; 2π) es:',
    ['{π/2; 3π/2}', '{π}', '{π/2}', '{0; π}'],
    0,
    '2x = π + 2kπ ⇒ x = π/2 + kπ: π/2 y 3π/2.',
    () => zerosInDegrees((x) => Math.round((Math.cos(rad(2 * x)) + 1) * 1e12) / 1e12).join() === '90,270',
  ),
  options(
    2077,
    'funciones.cuadratica',
    'functions',
    'Indicar el conjunto imagen de f(x) = −(x − 3)² + 4.',
    ['(−∞; 4]', '[4; +∞)', '(−∞; 3]', '[3; +∞)'],
    0,
    'El vértice es (3; 4) y la parábola abre hacia abajo: Im f = (−∞; 4].',
    () => -((3 - 3) ** 2) + 4 === 4,
  ),
  open(
    2078,
    'funciones.cuadratica',
    'functions',
    'Determinar los intervalos de crecimiento y de decrecimiento de f(x) = x² − 6x + 5.',
    'Decrece en (−∞; 3); crece en (3; +∞)',
    'xv = 6/2 = 3 y a > 0: decrece antes del vértice y crece después.',
    () => [3],
  ),
  numeric(
    2079,
    'funciones.logaritmos',
    'equations',
    'Resolver log₂(x + 1) + log₂(x − 1) = 3.',
    { value: () => 3, text: 'x = 3' },
    'Dominio x > 1. (x + 1)(x − 1) = 8, x² = 9, x = 3 (−3 no está en el dominio).',
  ),
  numeric(
    2080,
    'funciones.logaritmos',
    'equations',
    'Hallar el valor de x que verifica 2·log(x) − log(x − 2) = log 8.',
    { value: () => 4, text: 'x = 4' },
    'Dominio x > 2. x²/(x − 2) = 8, x² − 8x + 16 = 0, x = 4.',
  ),
  numeric(
    2081,
    'funciones.logaritmos',
    'equations',
    'Resolver 4^x − 3·2^x − 4 = 0.',
    { value: () => 2, text: 'x = 2' },
    'Con t = 2^x: t² − 3t − 4 = 0, t = 4 o t = −1; 2^x = −1 no tiene solución, 2^x = 4 da x = 2.',
  ),
  options(
    2082,
    'ecuaciones.sistemas',
    'equations',
    'Indicar para qué valor de k el sistema { x − ky = 2 ; 3x + 6y = 5 } es incompatible.',
    ['k = −2', 'k = 2', 'k = 3', 'k = −3'],
    0,
    'Determinante 6 + 3k = 0 ⇔ k = −2. Con k = −2: x + 2y = 2 y x + 2y = 5/3, contradictorias.',
    () => same(det(1, 2, 3, 6), 0) && !same(2 * 3, 5),
  ),
  options(
    2083,
    'algebra-basica.numeros-complejos',
    'complex',
    'El producto (1 − 2i)(−3 + i) es:',
    ['−5 + 7i', '−1 − 7i', '−3 − 2i', '5 + 7i'],
    4,
    '−3 + i + 6i − 2i² = −3 + 2 + 7i = −1 + 7i, que no figura.',
    () => mul([1, -2], [-3, 1]).join() === '-1,7',
  ),
  options(
    2084,
    'ecuaciones.cuadraticas',
    'equations',
    'Las raíces de la ecuación x² − 2x − 1 = 0 son:',
    ['1 ± √2', '−1 ± √2', '2 ± √2', '1 ± √3'],
    0,
    'x = (2 ± √(4 + 4))/2 = (2 ± 2√2)/2 = 1 ± √2.',
    () => quadraticRoots(1, -2, -1).every((x, i) => same(x, 1 + (i === 0 ? -1 : 1) * Math.SQRT2)),
  ),
  open(
    2085,
    'ecuaciones.cuadraticas',
    'equations',
    'Resolver (x − 2)(x + 3) = 6.',
    'x = 3; x = −4',
    'x² + x − 6 = 6, x² + x − 12 = 0, (x + 4)(x − 3) = 0.',
    () => quadraticRoots(1, 1, -12),
  ),
  open(
    2086,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Hallar x ∈ [0°; 360°) tal que tg x = √3/3.',
    'x = 30°; x = 210°',
    'tg 30° = √3/3 y la tangente es positiva en el primer y en el tercer cuadrante: 30° y 210°.',
    () =>
      zerosInDegrees((x) =>
        Math.abs(Math.cos(rad(x))) < 1e-9 ? 1 : Math.round((tan(x) - Math.sqrt(3) / 3) * 1e12) / 1e12,
      ),
  ),
  options(
    2087,
    'ecuaciones.racionales',
    'equations',
    'El conjunto solución de (x + 1)/(x − 1) = 2x/(x + 1) es:',
    ['{2 − √5; 2 + √5}', '{−2 − √5; −2 + √5}', '{2}', '{4 − √5; 4 + √5}'],
    0,
    'Con x ≠ ±1: (x + 1)² = 2x(x − 1), x² − 4x − 1 = 0, x = 2 ± √5, las dos en el dominio.',
    () =>
      [2 - Math.sqrt(5), 2 + Math.sqrt(5)].every(
        (x) => Math.abs((x + 1) / (x - 1) - (2 * x) / (x + 1)) < 1e-9,
      ),
  ),
  options(
    2088,
    'ecuaciones.racionales',
    'equations',
    'Resolver 2/(x − 3) − 1/x = 6/(x² − 3x).',
    ['x = 3', 'x = 0', 'x = −3', 'x = 6'],
    4,
    'Con x ≠ 0 y x ≠ 3: 2x − (x − 3) = 6, x = 3, que no está en el dominio: no hay solución.',
    () => !Number.isFinite(2 / (3 - 3)),
  ),
  numeric(
    2089,
    'trigonometria.ecuaciones',
    'trigonometry',
    '¿Cuántas soluciones tiene tg x = 2 en [0°; 360°)?',
    { value: () => 2, text: '2' },
    'La tangente tiene período 180°: una solución en (0°; 90°) y otra 180° después.',
  ),
  numeric(
    2090,
    'algebra-basica.polinomios',
    'equations',
    'Calcular el resto de dividir P(x) = 3x⁴ − 2x² + x − 1 por (x + 1).',
    { value: () => 3 - 2 - 1 - 1, text: 'R = −1' },
    'Por el teorema del resto, R = P(−1) = 3 − 2 − 1 − 1 = −1.',
  ),
  open(
    2091,
    'algebra-basica.polinomios',
    'equations',
    'Hallar a y b para que P(x) = x³ + ax² + bx + 6 sea divisible por (x − 1) y por (x − 2).',
    'a = 0; b = −7',
    'P(1) = 7 + a + b = 0 y P(2) = 14 + 4a + 2b = 0: a + b = −7 y 2a + b = −7, a = 0 y b = −7.',
    () => [0, -7],
  ),
  numeric(
    2092,
    'geometria.volumenes',
    'geometry',
    'Un cono tiene 9 cm de altura y el radio de su base mide 4 cm. Hallar su volumen.',
    { value: () => (Math.PI * 16 * 9) / 3, unit: 'cm³', text: 'V = 48π ≈ 150,80 cm³', absolute: 0.05 },
    'V = π r² h / 3 = π · 16 · 9 / 3 = 48π ≈ 150,80 cm³.',
  ),
  numeric(
    2093,
    'geometria.volumenes',
    'geometry',
    '¿Cuántos litros caben en un tanque esférico de 1,2 m de diámetro?',
    { value: () => (4 / 3) * Math.PI * 0.6 ** 3 * 1000, unit: 'L', text: '≈ 904,8 L', absolute: 1 },
    'r = 0,6 m: V = 4/3 · π · 0,216 ≈ 0,9048 m³ ≈ 904,8 L.',
  ),
  numeric(
    2094,
    'ecuaciones.sistemas',
    'equations',
    'Determinar el valor de m para que el sistema { mx − 4y = 6 ; 3x − 2y = 3 } tenga infinitas soluciones.',
    { value: () => 6, text: 'm = 6' },
    'La primera debe ser el doble de la segunda: 6x − 4y = 6, m = 6.',
  ),
  numeric(
    2095,
    'funciones.lineal',
    'functions',
    '¿Para qué valor de a las rectas ax + 3y = 1 y 2x − y = 4 son paralelas?',
    { value: () => -6, text: 'a = −6' },
    'Pendientes −a/3 y 2: iguales si a = −6.',
  ),
  numeric(
    2096,
    'funciones.composicion-inversa',
    'functions',
    'Sean f(x) = 1/(x − 2) y g(x) = 2x + 1. Hallar (f ∘ g)(1).',
    { value: () => 1 / (2 * 1 + 1 - 2), text: '(f ∘ g)(1) = f(3) = 1' },
    'g(1) = 3; f(3) = 1/(3 − 2) = 1.',
  ),
  numeric(
    2097,
    'geometria.angulos-triangulos',
    'geometry',
    'En un triángulo ABC se traza DE paralelo a BC, con D en AB y E en AC. Si AD = 4 cm, DB = 6 cm y AE = 5 cm, calcular EC.',
    { value: () => (6 * 5) / 4, unit: 'cm', text: 'EC = 7,5 cm' },
    'Por Thales: AD/DB = AE/EC, 4/6 = 5/EC, EC = 7,5 cm.',
  ),
  numeric(
    2098,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallar k ∈ ℝ para que (k − i)(2 + 3i) sea un número real.',
    { value: () => 2 / 3, text: 'k = 2/3' },
    '(k − i)(2 + 3i) = (2k + 3) + (3k − 2)i: real si 3k − 2 = 0, k = 2/3.',
  ),
  numeric(
    2099,
    'algebra-basica.numeros-complejos',
    'complex',
    'Si w = 3 − 4i, calcular |w²|.',
    { value: () => modulus(mul([3, -4], [3, -4])), text: '|w²| = 25' },
    '|w²| = |w|² = 5² = 25.',
  ),
  options(
    2100,
    'algebra-basica.numeros-complejos',
    'complex',
    'El resultado de (1 + i)⁸ es:',
    ['16', '−16', '16i', '256'],
    0,
    '(1 + i)² = 2i; (2i)⁴ = 16 i⁴ = 16.',
    () => pow([1, 1], 8).join() === '16,0',
  ),
  parts(
    2101,
    'funciones.cuadratica',
    'functions',
    'Dada la parábola y = x² − 4x − 5:',
    [
      ['Hallar las raíces.', 'x = −1; x = 5'],
      ['Hallar las coordenadas del vértice.', 'V = (2; −9)'],
      ['Indicar el conjunto imagen.', '[−9; +∞)'],
    ],
    'a) (x − 5)(x + 1) = 0. b) xv = 2, yv = 4 − 8 − 5 = −9. c) a > 0: [−9; +∞).',
    () => [quadraticRoots(1, -4, -5), [2, -9], [-9]],
  ),
  parts(
    2102,
    'geometria.analitica',
    'geometry',
    'Sea r la recta que pasa por A(0; 4) y B(2; 0).',
    [
      ['Hallar la ecuación de r.', 'y = −2x + 4'],
      ['Hallar la ecuación de la recta paralela a r que pasa por C(1; 1).', 'y = −2x + 3'],
    ],
    'a) m = (0 − 4)/(2 − 0) = −2, ordenada 4. b) Misma pendiente por (1; 1): y = −2(x − 1) + 1 = −2x + 3.',
    () => [
      [-2, 4],
      [-2, 3],
    ],
  ),
  options(
    2103,
    'funciones.concepto-dominio',
    'functions',
    'El dominio de f(x) = 1/√(5 − x) es:',
    ['(−∞; 5)', '(−∞; 5]', '(5; +∞)', 'ℝ − {5}'],
    0,
    'El radicando debe ser positivo (está en el denominador): 5 − x > 0, x < 5.',
    () => Number.isFinite(1 / Math.sqrt(5 - 4.9)) && !Number.isFinite(1 / Math.sqrt(5 - 5)),
  ),
  open(
    2104,
    'funciones.concepto-dominio',
    'functions',
    'Determinar el dominio de g(x) = √(x² − 4).',
    'Dom g = (−∞; −2] ∪ [2; +∞)',
    'x² − 4 ≥ 0 ⇔ |x| ≥ 2.',
    () => [-2, 2],
  ),
  open(
    2105,
    'funciones.composicion-inversa',
    'functions',
    'Hallar la función inversa de f(x) = 2^(x + 1) − 3.',
    'f⁻¹(x) = log₂(x + 3) − 1',
    'y + 3 = 2^(x + 1) ⇒ x + 1 = log₂(y + 3) ⇒ f⁻¹(x) = log₂(x + 3) − 1, con x > −3.',
    () => [3, -1],
  ),
  options(
    2106,
    'funciones.a-trozos',
    'functions',
    'Indicar el conjunto de negatividad de f(x) = (x − 1)(x + 4).',
    ['(−4; 1)', '(−∞; −4) ∪ (1; +∞)', '(−1; 4)', '(1; +∞)'],
    0,
    'Raíces −4 y 1; es una parábola que abre hacia arriba: negativa entre las raíces.',
    () => (0 - 1) * (0 + 4) < 0 && (2 - 1) * (2 + 4) > 0,
  ),
  open(
    2107,
    'algebra-basica.numeros-complejos',
    'complex',
    'Resolver z · (1 + i) + 2 = 4i.',
    'z = 1 + 3i',
    'z = (−2 + 4i)/(1 + i) = (−2 + 4i)(1 − i)/2 = (2 + 6i)/2 = 1 + 3i.',
    () => [...div([-2, 4], [1, 1])],
  ),
  options(
    2108,
    'algebra-basica.numeros-complejos',
    'complex',
    'Las soluciones complejas de z² + 2z + 10 = 0 son:',
    ['−1 ± 3i', '1 ± 3i', '−2 ± 6i', '−1 ± 9i'],
    0,
    'z = (−2 ± √(4 − 40))/2 = (−2 ± 6i)/2 = −1 ± 3i.',
    () => {
      const [re, im] = mul([-1, 3], [-1, 3]);
      return same(re + 2 * -1 + 10, 0) && same(im + 2 * 3, 0);
    },
  ),
  options(
    2109,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Resolver 2 sen x + √3 = 0 en [0°; 360°).',
    ['240° y 300°', '60° y 120°', '210° y 330°', '120° y 240°'],
    0,
    'sen x = −√3/2: el seno es negativo en el tercer y en el cuarto cuadrante, 180° + 60° y 360° − 60°.',
    () => zerosInDegrees((x) => Math.round((2 * sin(x) + Math.sqrt(3)) * 1e12) / 1e12).join() === '240,300',
  ),
];
