/**
 * Mathematics on exam pages, a third blind set (#32, session 27, written before any reply was read, in
 * our own words, the way UTN ingreso cartillas and exams ask): intervals and their difference, fractions
 * with a repeating decimal and a root, rationalizing, scientific notation with mixed units; polynomials
 * (a coefficient from divisibility, Ruffini's quotient, a double root and the remainder theorem),
 * algebraic fractions; rational equations with the values x cannot take, absolute values, exponential and
 * logarithmic equations, a double inequality counted in integers; systems of two and three equations and
 * word problems set as systems (ages, banknotes, a mixture of solutions, two pumps); lines through two
 * points, parallel and perpendicular; parabolas from their roots and a point, vertex and image; domain,
 * composition, a logarithm and its inverse, doubling growth; trigonometry (an arc in radians, elevation
 * and two angles of depression, a quadrant and the double angle, equations in [0, 2π) and in degrees, the
 * laws of sines and cosines, an identity); plane figures (hexagon, similar shadows, a rectangle by its
 * diagonal) and solids (a cone by its slant height, a cylindrical tank in litres and minutes); complex
 * numbers in binomial form (powers of i, quotient, an equation in z). 14 five options (3 keyed
 * «Ninguna»), 16 single numbers, 15 pages (12 with a) b) c) pasted, 3 written inside the statement).
 * Every key was worked by hand and is recomputed by `check` or `verify`.
 *
 * Kinds and difficulty read in (read 2026-12-02): the UTN FRLP Seminario Universitario de Ingreso 2021
 * «Matemática práctica» (https://es.studenta.com/content/117053708/2021-matematica-practica) and the
 * UTN FRGP seminario de ingreso cuadernillo
 * (https://es.scribd.com/document/694950802/cuadernilloingresomoldes19-20), besides the sources of
 * content/exam-style/sources.ts named in SOURCES. No problem is copied from any of them.
 *
 * First measure, before any fix (offline engine at HEAD a2b637d1, 2026-12-02): 30/45 right, 27 answered
 * sure, 1 sure and wrong:
 * - 22340 (sides 7, 8, 5: angle A, area, height to b) stated «A = 60°» and «Área ≈ 17,32 cm²», both right,
 *   plus the data a = 7 cm and b = 8 cm, and no height to side b (5√3/2 ≈ 4,33 cm): sure with part c) missing.
 * The 15 not right: 22314, 22315, 22323, 22327, 22328 (single numbers not worked: a heading or «Veamos el
 * enunciado»), and 10 pages (22330, 22331, 22332, 22334, 22335, 22336, 22337, 22339, 22340, 22343) not read
 * or answered only in part. All 14 five-option questions right.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The exams and booklets each kind is modelled on (content/exam-style/sources.ts). */
const SOURCES = {
  reals: ['frt-matematica-u1-2013', 'frm-matematica-2025-u1', 'cba-ingreso-2023-u1'],
  polynomials: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frm-matematica-2023-12-11-t2'],
  equations: ['frm-matematica-2024-02-03-t1', 'frm-matematica-2024-02-03-t2', 'frm-matematica-2023-12-11-t2'],
  words: ['frch-matematica-2017', 'utn-exapuni-matematica-u1', 'frt-matematica-cartilla'],
  functions: ['frm-matematica-2024-02-03-t1', 'frm-matematica-2023-12-11-t2'],
  trig: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frm-matematica-2023-12-11-t2'],
  geometry: ['frt-matematica-2020', 'frt-matematica-cartilla'],
  complex: ['frt-matematica-2020', 'frm-matematica-2023-12-11-t2', 'frm-matematica-2025-u1'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const SETS = 'algebra-basica.conjuntos';
const REALS = 'algebra-basica.numeros-reales';
const RADICALS = 'algebra-basica.potencias-radicales';
const POLYNOMIALS = 'algebra-basica.polinomios';
const FACTORING = 'algebra-basica.factoreo';
const FRACTIONS = 'algebra-basica.expresiones-racionales';
const COMPLEX = 'algebra-basica.numeros-complejos';
const QUADRATIC = 'ecuaciones.cuadraticas';
const RATIONAL = 'ecuaciones.racionales';
const SYSTEMS = 'ecuaciones.sistemas';
const INEQUALITIES = 'ecuaciones.inecuaciones-lineales';
const ABSOLUTE = 'ecuaciones.valor-absoluto';
const DOMAIN = 'funciones.concepto-dominio';
const LINE = 'funciones.lineal';
const PARABOLA = 'funciones.cuadratica';
const COMPOSITION = 'funciones.composicion-inversa';
const EXPONENTIAL_FUNCTIONS = 'funciones.exponencial-logaritmica';
const LOGARITHMS = 'funciones.logaritmos';
const EXPONENTIAL = 'funciones.ecuaciones-exponenciales';
const TRIANGLES = 'geometria.angulos-triangulos';
const AREAS = 'geometria.areas-perimetros';
const VOLUMES = 'geometria.volumenes';
const RADIANS = 'trigonometria.angulos-radianes';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const IDENTITIES = 'trigonometria.identidades';
const TRIG_EQUATIONS = 'trigonometria.ecuaciones';
const LAWS = 'trigonometria.teoremas-seno-coseno';

const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const DEG = Math.PI / 180;

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

/** Complex numbers as [real, imaginary]. */
type Complex = readonly [number, number];
const times = ([a, b]: Complex, [c, d]: Complex): Complex => [a * c - b * d, a * d + b * c];
const over = ([a, b]: Complex, [c, d]: Complex): Complex => {
  const n = c * c + d * d;
  return [(a * c + b * d) / n, (b * c - a * d) / n];
};
const power = (z: Complex, n: number): Complex =>
  Array.from({ length: n }).reduce<Complex>((p) => times(p, z), [1, 0]);
const sameComplex = (z: Complex, w: Complex) => same(z[0], w[0]) && same(z[1], w[1]);

/** The solution of a 3×3 linear system by Cramer's rule. */
function cramer3(m: readonly (readonly number[])[], b: readonly number[]): number[] {
  const det = (a: readonly (readonly number[])[]) => {
    const [r0 = [], r1 = [], r2 = []] = a;
    const [a0 = 0, a1 = 0, a2 = 0] = r0;
    const [b0 = 0, b1 = 0, b2 = 0] = r1;
    const [c0 = 0, c1 = 0, c2 = 0] = r2;
    return a0 * (b1 * c2 - b2 * c1) - a1 * (b0 * c2 - b2 * c0) + a2 * (b0 * c1 - b1 * c0);
  };
  const d = det(m);
  return [0, 1, 2].map(
    (column) => det(m.map((row, i) => row.map((v, j) => (j === column ? (b[i] ?? 0) : v)))) / d,
  );
}

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 22303, 22310, 22313). */
const choices: readonly ExamStyleProblem[] = [
  options(
    22300,
    AREAS,
    'geometry',
    'Indique la opción correcta. El área de un hexágono regular cuyo lado mide 6 cm es:',
    ['54√3 cm²', '36√3 cm²', '108√3 cm²', '9√3 cm²'],
    0,
    'El hexágono regular son 6 triángulos equiláteros de lado 6: 6 · (√3/4) · 36 = 54√3 cm² ≈ 93,53 cm².',
    () => same(6 * (Math.sqrt(3) / 4) * 36, 54 * Math.sqrt(3)),
  ),
  options(
    22301,
    RADICALS,
    'reals',
    'Racionalizando el denominador, la expresión 10/(3 − √7) resulta equivalente a:',
    ['5(3 + √7)', '(3 + √7)/5', '10(3 − √7)', '5(3 − √7)'],
    0,
    'Se multiplica por el conjugado: 10(3 + √7)/(9 − 7) = 10(3 + √7)/2 = 5(3 + √7).',
    () => same(10 / (3 - Math.sqrt(7)), 5 * (3 + Math.sqrt(7))),
  ),
  options(
    22302,
    SETS,
    'reals',
    'Sean los intervalos A = [−3, 5) y B = (1, 8]. El conjunto A − B es:',
    ['[−3, 1)', '[−3, 1]', '(5, 8]', '(1, 5)'],
    1,
    'A − B son los x de A que no están en B: −3 ≤ x < 5 y (x ≤ 1 o x > 8) ⇒ −3 ≤ x ≤ 1. El 1 queda incluido porque B es abierto en 1: [−3, 1].',
    () =>
      solvesOn(
        (x) => x >= -3 && x < 5 && !(x > 1 && x <= 8),
        (x) => x >= -3 && x <= 1,
      ),
  ),
  options(
    22303,
    REALS,
    'reals',
    'Calcular y expresar en notación científica: (4,8 · 10⁻³) · (2,5 · 10⁶) / (6 · 10⁻²)',
    ['2 · 10⁴', '2 · 10⁻⁵', '0,2 · 10⁵', '20 · 10³'],
    4,
    '4,8 · 2,5 = 12 ⇒ 12 · 10³ = 1,2 · 10⁴; 1,2 · 10⁴ / (6 · 10⁻²) = 0,2 · 10⁶ = 2 · 10⁵. Las opciones A, C y D valen 20 000 y B es 0,00002: ninguna es 200 000.',
    () => same((4.8e-3 * 2.5e6) / 6e-2, 2e5) && [2e4, 2e-5, 0.2e5, 20e3].every((v) => !same(v, 2e5)),
  ),
  options(
    22304,
    POLYNOMIALS,
    'polynomials',
    '¿Cuál debe ser el valor de m para que el polinomio P(x) = 2x³ − mx² + 3x − 6 sea divisible por (x − 2)?',
    ['m = 4', 'm = −4', 'm = 2', 'm = 7'],
    0,
    'Teorema del resto: P(2) = 16 − 4m + 6 − 6 = 16 − 4m = 0 ⇒ m = 4.',
    () => same(evaluate([2, -4, 3, -6], 2), 0),
  ),
  options(
    22305,
    COMPLEX,
    'complex',
    'Siendo i la unidad imaginaria, el resultado de (3 − 2i)(1 + 4i) − i²³ es:',
    ['11 + 11i', '11 + 9i', '−5 + 11i', '11 + 10i'],
    0,
    '(3 − 2i)(1 + 4i) = 3 + 12i − 2i − 8i² = 11 + 10i. 23 = 4 · 5 + 3 ⇒ i²³ = i³ = −i. 11 + 10i − (−i) = 11 + 11i.',
    () => {
      const [a, b] = times([3, -2], [1, 4]);
      const [c, d] = power([0, 1], 23);
      return sameComplex([a - c, b - d], [11, 11]);
    },
  ),
  options(
    22306,
    EXPONENTIAL,
    'equations',
    'El conjunto solución de la ecuación 4ˣ − 3 · 2^(x + 1) + 8 = 0 es:',
    ['{1; 2}', '{2; 4}', '{1}', '{−1; −2}'],
    0,
    'Con u = 2ˣ: u² − 6u + 8 = 0 ⇒ u = 2 o u = 4 ⇒ 2ˣ = 2 ⇒ x = 1; 2ˣ = 4 ⇒ x = 2.',
    () => [1, 2].every((x) => same(4 ** x - 3 * 2 ** (x + 1) + 8, 0)),
  ),
  options(
    22307,
    LINE,
    'functions',
    'La recta que pasa por el punto (2, −1) y es perpendicular a la recta 3x − 2y + 5 = 0 tiene por ecuación:',
    ['y = −2/3 x + 1/3', 'y = 3/2 x − 4', 'y = −2/3 x − 1/3', 'y = 2/3 x − 7/3'],
    0,
    '3x − 2y + 5 = 0 ⇒ y = 3/2 x + 5/2, pendiente 3/2; la perpendicular tiene pendiente −2/3: y + 1 = −2/3 (x − 2) ⇒ y = −2/3 x + 1/3.',
    () => same((-2 / 3) * 2 + 1 / 3, -1) && same((3 / 2) * (-2 / 3), -1),
  ),
  options(
    22308,
    PARABOLA,
    'functions',
    'El conjunto imagen de la función f(x) = −2x² + 8x − 3 es:',
    ['(−∞, 5]', '[5, +∞)', '(−∞, 2]', 'ℝ'],
    0,
    'a = −2 < 0, la parábola abre hacia abajo; xᵥ = −8/(−4) = 2, yᵥ = −8 + 16 − 3 = 5: Im f = (−∞, 5].',
    () => {
      const f = (x: number) => -2 * x * x + 8 * x - 3;
      return same(f(2), 5) && Array.from({ length: 401 }, (_, i) => -10 + i / 20).every((x) => f(x) <= 5);
    },
  ),
  options(
    22309,
    DOMAIN,
    'functions',
    'El dominio de la función f(x) = √(6 − 2x) / (x + 1) es:',
    ['(−∞, 3]', '(−∞, −1) ∪ (−1, 3]', '(−1, 3]', '[3, +∞)'],
    1,
    'Radicando no negativo: 6 − 2x ≥ 0 ⇒ x ≤ 3; denominador no nulo: x ≠ −1. Dom f = (−∞, −1) ∪ (−1, 3].',
    () =>
      solvesOn(
        (x) => 6 - 2 * x >= 0 && x + 1 !== 0,
        (x) => x <= 3 && x !== -1,
      ),
  ),
  options(
    22310,
    IDENTITIES,
    'trig',
    'Para los valores de x en que está definida, la expresión (1 − cos²x)/(sen x · cos x) es idéntica a:',
    ['cotg x', 'sen x', 'sec x', '1'],
    4,
    '1 − cos²x = sen²x ⇒ sen²x/(sen x · cos x) = sen x/cos x = tg x, que no figura entre las opciones.',
    () =>
      [0.3, 1.1, 2.5, 4].every((x) => {
        const e = (1 - Math.cos(x) ** 2) / (Math.sin(x) * Math.cos(x));
        return (
          same(e, Math.tan(x)) &&
          !same(e, 1 / Math.tan(x)) &&
          !same(e, Math.sin(x)) &&
          !same(e, 1 / Math.cos(x)) &&
          !same(e, 1)
        );
      }),
  ),
  options(
    22311,
    LAWS,
    'trig',
    'En un triángulo ABC se sabe que el lado a mide 12 cm, el ángulo A = 30° y el ángulo B = 45°. ¿Cuánto mide el lado b?',
    ['12√2 cm', '6√2 cm', '24 cm', '8√3 cm'],
    0,
    'Teorema del seno: b/sen B = a/sen A ⇒ b = 12 · (√2/2)/(1/2) = 12√2 cm ≈ 16,97 cm.',
    () => same((12 * Math.sin(45 * DEG)) / Math.sin(30 * DEG), 12 * Math.sqrt(2)),
  ),
  options(
    22312,
    TRIG_EQUATIONS,
    'trig',
    'Las soluciones de la ecuación 2 sen²x − sen x − 1 = 0 en el intervalo [0, 2π) son:',
    ['{π/2; 7π/6; 11π/6}', '{π/2; π/6; 5π/6}', '{3π/2; 7π/6; 11π/6}', '{π/6; 5π/6}'],
    0,
    'Es cuadrática en sen x: sen x = (1 ± 3)/4 ⇒ sen x = 1 o sen x = −1/2. sen x = 1 ⇒ x = π/2; sen x = −1/2 ⇒ x = 7π/6 o x = 11π/6.',
    () =>
      [Math.PI / 2, (7 * Math.PI) / 6, (11 * Math.PI) / 6].every((x) =>
        same(2 * Math.sin(x) ** 2 - Math.sin(x) - 1, 0),
      ) && !same(2 * Math.sin(Math.PI / 6) ** 2 - Math.sin(Math.PI / 6) - 1, 0),
  ),
  options(
    22313,
    VOLUMES,
    'geometry',
    'Un cono circular recto tiene 6 cm de radio de la base y su generatriz mide 10 cm. Indique su volumen.',
    ['288π cm³', '120π cm³', '96 cm³', '360π cm³'],
    4,
    'Altura por Pitágoras: h = √(10² − 6²) = 8 cm. V = π r² h/3 = π · 36 · 8/3 = 96π cm³ ≈ 301,6 cm³: ninguna de las opciones (96 cm³ olvida el π, 120π usa la generatriz como altura, 288π no divide por 3).',
    () => same((Math.PI * 36 * Math.sqrt(100 - 36)) / 3, 96 * Math.PI),
  ),
];

/** Single numeric questions. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    22314,
    REALS,
    'reals',
    'Calcular el valor exacto de (0,5 + 0,333…) : (2 − 1/4) + √0,36, donde 0,333… es un decimal periódico. Exprese el resultado como fracción irreducible.',
    { value: () => (0.5 + 1 / 3) / (2 - 1 / 4) + Math.sqrt(0.36), text: '113/105 ≈ 1,076' },
    '0,5 + 0,3̂ = 1/2 + 1/3 = 5/6; 2 − 1/4 = 7/4; (5/6) : (7/4) = 20/42 = 10/21; √0,36 = 0,6 = 3/5. 10/21 + 3/5 = 50/105 + 63/105 = 113/105.',
  ),
  numeric(
    22315,
    POLYNOMIALS,
    'polynomials',
    'Se divide P(x) = 3x⁴ − 5x³ + 2x − 7 por (x − 2) aplicando la regla de Ruffini. ¿Cuánto vale el término independiente del polinomio cociente?',
    { value: () => ruffini([3, -5, 0, 2, -7], 2).quotient.at(-1) ?? Number.NaN, text: '6' },
    'Coeficientes 3, −5, 0, 2, −7 con 2: 3; −5 + 6 = 1; 0 + 2 = 2; 2 + 4 = 6; −7 + 12 = 5. Cociente 3x³ + x² + 2x + 6, resto 5: el término independiente es 6.',
  ),
  numeric(
    22316,
    LOGARITHMS,
    'equations',
    'Hallar el valor de x que verifica log₃(2x + 3) − log₃(x − 1) = 2.',
    { value: () => 12 / 7, text: 'x = 12/7 ≈ 1,71' },
    'Dominio: x > 1. log₃[(2x + 3)/(x − 1)] = 2 ⇒ 2x + 3 = 9(x − 1) ⇒ 12 = 7x ⇒ x = 12/7 ≈ 1,714, que es mayor que 1.',
  ),
  numeric(
    22317,
    ABSOLUTE,
    'equations',
    '¿Cuánto vale la suma de todas las soluciones reales de la ecuación |2x + 5| = 3x − 1?',
    {
      value: () =>
        [6, -4 / 5].filter((x) => same(Math.abs(2 * x + 5), 3 * x - 1)).reduce((sum, x) => sum + x, 0),
      text: '6 (la única solución es x = 6)',
    },
    'Hace falta 3x − 1 ≥ 0. 2x + 5 = 3x − 1 ⇒ x = 6 (3 · 6 − 1 = 17 ≥ 0, sirve). 2x + 5 = −(3x − 1) ⇒ 5x = −4 ⇒ x = −0,8, pero 3(−0,8) − 1 = −3,4 < 0: se descarta. La suma es 6.',
  ),
  numeric(
    22318,
    SYSTEMS,
    'words',
    'En una caja hay 58 billetes, algunos de $ 100 y otros de $ 500, que suman en total $ 15.400. ¿Cuántos billetes de $ 500 hay?',
    {
      value: () => {
        const big = (15400 - 100 * 58) / 400;
        return same(100 * (58 - big) + 500 * big, 15400) ? big : Number.NaN;
      },
      unit: 'billetes',
      text: '24 billetes',
    },
    'c + q = 58; 100c + 500q = 15 400 ⇒ 100(58 − q) + 500q = 15 400 ⇒ 400q = 9600 ⇒ q = 24 (y 34 de $ 100).',
  ),
  numeric(
    22319,
    PARABOLA,
    'functions',
    'La altura (en metros) de una pelota lanzada hacia arriba está dada por h(t) = −4,9t² + 19,6t + 1,5, con t en segundos. ¿Cuál es la altura máxima que alcanza?',
    {
      value: () => {
        const t = -19.6 / (2 * -4.9);
        return -4.9 * t * t + 19.6 * t + 1.5;
      },
      unit: 'm',
      text: '21,1 m',
    },
    'Vértice: tᵥ = −19,6/(2 · (−4,9)) = 2 s; h(2) = −19,6 + 39,2 + 1,5 = 21,1 m.',
  ),
  numeric(
    22320,
    RIGHT_TRIANGLE,
    'trig',
    'Desde un punto del suelo ubicado a 45 m del pie de una torre se observa su extremo superior con un ángulo de elevación de 38°. Determine la altura de la torre.',
    { value: () => 45 * Math.tan(38 * DEG), unit: 'm', text: '≈ 35,16 m', absolute: 0.05 },
    'tg 38° = h/45 ⇒ h = 45 · tg 38° ≈ 45 · 0,7813 ≈ 35,16 m.',
  ),
  numeric(
    22321,
    RADIANS,
    'trig',
    'En una circunferencia de 18 cm de diámetro, un arco mide 6π cm. ¿Cuántos grados sexagesimales mide el ángulo central que lo abarca?',
    { value: () => (6 * Math.PI) / 9 / DEG, unit: '°', text: '120°' },
    'r = 9 cm; θ = s/r = 6π/9 = 2π/3 rad; 2π/3 · 180°/π = 120°.',
  ),
  numeric(
    22322,
    COMPOSITION,
    'functions',
    'Sean f(x) = 2x − 3 y g(x) = x² + 1. Calcular (f ∘ g)(−2) − (g ∘ f)(1).',
    {
      value: () => {
        const f = (x: number) => 2 * x - 3;
        const g = (x: number) => x * x + 1;
        return f(g(-2)) - g(f(1));
      },
      text: '5',
    },
    'g(−2) = 5 ⇒ f(5) = 7; f(1) = −1 ⇒ g(−1) = 2; 7 − 2 = 5.',
  ),
  numeric(
    22323,
    REALS,
    'reals',
    'Un glóbulo rojo tiene un diámetro aproximado de 7,5 µm (1 µm = 10⁻⁶ m). ¿Cuántos glóbulos rojos, colocados uno al lado del otro en fila, ocupan una longitud de 3 cm?',
    { value: () => 3e-2 / 7.5e-6, unit: 'glóbulos', text: '4000 = 4 · 10³' },
    '3 cm = 3 · 10⁻² m; 7,5 µm = 7,5 · 10⁻⁶ m; (3 · 10⁻²)/(7,5 · 10⁻⁶) = 0,4 · 10⁴ = 4 · 10³.',
  ),
  numeric(
    22324,
    TRIANGLES,
    'geometry',
    'Un poste vertical de 2,4 m proyecta una sombra de 180 cm. A la misma hora, un edificio proyecta una sombra de 13,5 m. ¿Cuál es la altura del edificio?',
    { value: () => (2.4 / 1.8) * 13.5, unit: 'm', text: '18 m' },
    'Triángulos semejantes: 180 cm = 1,8 m; h/13,5 = 2,4/1,8 ⇒ h = 13,5 · 4/3 = 18 m.',
  ),
  numeric(
    22325,
    EXPONENTIAL_FUNCTIONS,
    'functions',
    'Un cultivo tiene inicialmente 500 bacterias y su número se duplica cada 3 horas. ¿Cuántas horas deben transcurrir para que haya 32.000 bacterias?',
    { value: () => 3 * Math.log2(32000 / 500), unit: 'h', text: '18 h' },
    'N(t) = 500 · 2^(t/3) = 32 000 ⇒ 2^(t/3) = 64 = 2⁶ ⇒ t/3 = 6 ⇒ t = 18 h.',
  ),
  numeric(
    22326,
    RATIONAL,
    'equations',
    'Resolver la ecuación x/(x − 2) − 3/(x + 2) = 8/(x² − 4), teniendo en cuenta los valores que x no puede tomar.',
    {
      value: () => roots(1, -1, -2).filter((x) => !same(x * x, 4))[0] ?? Number.NaN,
      text: 'x = −1 (x = 2 se descarta)',
    },
    'x ≠ 2 y x ≠ −2. Por (x − 2)(x + 2): x(x + 2) − 3(x − 2) = 8 ⇒ x² − x − 2 = 0 ⇒ x = 2 o x = −1; x = 2 anula el denominador: la solución es x = −1.',
  ),
  numeric(
    22327,
    QUADRATIC,
    'words',
    'El largo de un rectángulo supera en 7 cm a su ancho y su diagonal mide 13 cm. Calcule el perímetro del rectángulo.',
    {
      value: () => {
        const width = roots(1, 7, -60)[1] ?? Number.NaN;
        return 2 * (width + width + 7);
      },
      unit: 'cm',
      text: '34 cm',
    },
    'x² + (x + 7)² = 169 ⇒ 2x² + 14x − 120 = 0 ⇒ x² + 7x − 60 = 0 ⇒ x = 5 (−12 no sirve). Lados 5 y 12 cm: perímetro 2 · 17 = 34 cm.',
  ),
  numeric(
    22328,
    LAWS,
    'trig',
    'Dos lados de un terreno triangular miden 80 m y 0,12 km, y el ángulo comprendido entre ellos es de 60°. ¿Cuánto mide el tercer lado?',
    {
      value: () => Math.sqrt(80 ** 2 + 120 ** 2 - 2 * 80 * 120 * Math.cos(60 * DEG)),
      unit: 'm',
      text: '40√7 m ≈ 105,83 m',
      absolute: 0.05,
    },
    '0,12 km = 120 m. Teorema del coseno: c² = 80² + 120² − 2 · 80 · 120 · cos 60° = 6400 + 14 400 − 9600 = 11 200 ⇒ c = √11 200 = 40√7 ≈ 105,83 m.',
  ),
  numeric(
    22329,
    INEQUALITIES,
    'equations',
    '¿Cuántos números enteros verifican la doble desigualdad −3 < (2x − 1)/3 ≤ 4?',
    {
      value: () =>
        Array.from({ length: 41 }, (_, i) => i - 20).filter(
          (n) => -3 < (2 * n - 1) / 3 && (2 * n - 1) / 3 <= 4,
        ).length,
      text: '10',
    },
    '−9 < 2x − 1 ≤ 12 ⇒ −8 < 2x ≤ 13 ⇒ −4 < x ≤ 6,5. Enteros: −3, −2, …, 6, que son 10.',
  ),
];

/** Pages: a scene or an expression, then parts, a later one often on an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    22330,
    FACTORING,
    'polynomials',
    'Sea P(x) = x³ + kx² − 8x − 12. Se sabe que el resto de dividir P(x) por (x + 2) es cero.',
    [
      ['Determine el valor de k.', 'k = 1'],
      [
        'Factorice P(x) e indique sus raíces con su orden de multiplicidad.',
        'P(x) = (x + 2)²(x − 3): x = −2 doble, x = 3 simple',
      ],
      ['Calcule el resto de la división de P(x) por (x − 1).', '−18'],
    ],
    'P(−2) = −8 + 4k + 16 − 12 = 4k − 4 = 0 ⇒ k = 1. Ruffini con −2: 1, −1, −6 | 0 ⇒ x² − x − 6 = (x − 3)(x + 2) ⇒ P(x) = (x + 2)²(x − 3). P(1) = 1 + 1 − 8 − 12 = −18.',
    () => {
      const k = (8 - 16 + 12) / 4;
      const p = [1, k, -8, -12];
      const { quotient } = ruffini(p, -2);
      const [b = 0, c = 0] = quotient.slice(1);
      return [[k], [-2, ...roots(1, b, c).filter((x) => !same(x, -2))], [evaluate(p, 1)]];
    },
  ),
  parts(
    22331,
    FRACTIONS,
    'polynomials',
    'Dadas las expresiones algebraicas A(x) = (x² − 9)/(x² − 3x) y B(x) = 2/x:',
    [
      [
        'Simplifique A(x) e indique los valores de x para los que no está definida.',
        '(x + 3)/x, con x ≠ 0 y x ≠ 3',
      ],
      ['Calcule A(x) − B(x) y simplifique el resultado.', '(x + 1)/x'],
      ['Halle x tal que A(x) − B(x) = 3.', 'x = 1/2'],
    ],
    'x² − 9 = (x − 3)(x + 3) y x² − 3x = x(x − 3) ⇒ A = (x + 3)/x, con x ≠ 0 y x ≠ 3. A − B = (x + 3 − 2)/x = (x + 1)/x. (x + 1)/x = 3 ⇒ x + 1 = 3x ⇒ x = 1/2.',
    () => {
      const a = (x: number) => (x * x - 9) / (x * x - 3 * x);
      const b = (x: number) => 2 / x;
      const simplified = [1, 2, -4, 5].every((x) => same(a(x) - b(x), (x + 1) / x));
      return simplified && same(a(0.5) - b(0.5), 3) ? [[0, 3], [1], [0.5]] : [];
    },
  ),
  open(
    22332,
    SYSTEMS,
    'words',
    'Entre una madre y su hija suman hoy 56 años. Dentro de 8 años la edad de la madre será el doble de la edad que tendrá la hija. a) Plantee un sistema de ecuaciones y halle la edad actual de la hija. b) ¿Qué edad tiene hoy la madre? c) ¿Hace cuántos años la edad de la madre era el triple de la de la hija?',
    'a) 16 años; b) 40 años; c) hace 4 años',
    'a) m + h = 56; m + 8 = 2(h + 8) ⇒ m = 2h + 8 ⇒ 3h + 8 = 56 ⇒ h = 16. b) m = 40. c) 40 − t = 3(16 − t) ⇒ 2t = 8 ⇒ t = 4.',
    () => {
      const daughter = (56 - 8) / 3;
      const mother = 56 - daughter;
      const ago = (3 * daughter - mother) / 2;
      return same(mother + 8, 2 * (daughter + 8)) ? [daughter, mother, ago] : [];
    },
  ),
  parts(
    22333,
    SYSTEMS,
    'equations',
    'Se considera el sistema de ecuaciones lineales\nx − y + 2z = 7\n2x + y − z = 2\n3x + 2y + z = 11',
    [
      ['Resuélvalo e indique la solución.', 'x = 2, y = 1, z = 3'],
      ['Con los valores obtenidos, calcule (x + y)^z.', '27'],
    ],
    'Sumando la 1.ª y la 2.ª: 3x + z = 9; sumando el doble de la 1.ª y la 3.ª: 5x + 5z = 25 ⇒ x + z = 5 ⇒ 2x = 4 ⇒ x = 2, z = 3; de la 2.ª: y = 2 − 4 + 3 = 1. (2 + 1)³ = 27.',
    () => {
      const [x = 0, y = 0, z = 0] = cramer3(
        [
          [1, -1, 2],
          [2, 1, -1],
          [3, 2, 1],
        ],
        [7, 2, 11],
      );
      return [[x, y, z], [(x + y) ** z]];
    },
  ),
  parts(
    22334,
    SYSTEMS,
    'words',
    'Se desea preparar 40 L de una solución de alcohol al 30 % mezclando una solución al 20 % con otra al 45 %.',
    [
      ['¿Cuántos litros de cada solución deben mezclarse?', '24 L de la del 20 % y 16 L de la del 45 %'],
      ['¿Cuántos mL de alcohol puro contiene la mezcla obtenida?', '12.000 mL'],
      ['Si a la mezcla se le agregan 8000 cm³ de agua, ¿cuál es el nuevo porcentaje de alcohol?', '25 %'],
    ],
    'x + y = 40; 0,20x + 0,45y = 0,30 · 40 = 12 ⇒ 8 + 0,25y = 12 ⇒ y = 16, x = 24. Alcohol: 12 L = 12 000 mL. 8000 cm³ = 8 L: 12/48 = 0,25 ⇒ 25 %.',
    () => {
      const strong = (0.3 * 40 - 0.2 * 40) / 0.25;
      const alcohol = 0.2 * (40 - strong) + 0.45 * strong;
      return [[40 - strong, strong], [alcohol * 1000], [(alcohol / (40 + 8)) * 100]];
    },
  ),
  open(
    22335,
    RATIONAL,
    'words',
    'Para vaciar un tanque de 36 m³ se dispone de dos bombas: la bomba A sola lo vacía en 6 h y la bomba B sola, en 9 h. a) ¿Cuál es el caudal de cada bomba, en m³/h? b) Si se ponen a funcionar las dos juntas con el tanque lleno, ¿cuánto tardan en vaciarlo? c) Si después de 1 h 30 min de trabajar juntas la bomba A se descompone, ¿cuánto tiempo más necesita la B sola para terminar?',
    'a) 6 m³/h y 4 m³/h; b) 3,6 h (3 h 36 min); c) 5,25 h (5 h 15 min)',
    'a) 36/6 = 6 m³/h; 36/9 = 4 m³/h. b) 36/(6 + 4) = 3,6 h = 3 h 36 min. c) En 1,5 h juntas sacan 15 m³; quedan 21 m³: 21/4 = 5,25 h = 5 h 15 min.',
    () => {
      const a = 36 / 6;
      const b = 36 / 9;
      return [a, b, 36 / (a + b), (36 - 1.5 * (a + b)) / b];
    },
  ),
  parts(
    22336,
    LINE,
    'functions',
    'Los puntos A(−1, 4) y B(3, −4) pertenecen a la recta r.',
    [
      ['Halle la ecuación explícita de r.', 'y = −2x + 2'],
      ['Halle la ecuación de la recta s, paralela a r, que pasa por P(2, 5).', 'y = −2x + 9'],
      [
        'Halle la recta t, perpendicular a r, que pasa por P, y el punto en que t corta a r.',
        't: y = x/2 + 4; se cortan en (−0,8; 3,6)',
      ],
    ],
    'm = (−4 − 4)/(3 + 1) = −2; 4 = −2(−1) + b ⇒ b = 2: y = −2x + 2. s: 5 = −4 + b ⇒ b = 9. t: pendiente 1/2, 5 = 1 + b ⇒ b = 4. −2x + 2 = x/2 + 4 ⇒ −5x/2 = 2 ⇒ x = −0,8; y = 3,6.',
    () => {
      const m = (-4 - 4) / (3 + 1);
      const b = 4 - m * -1;
      const bs = 5 - m * 2;
      const mt = -1 / m;
      const bt = 5 - mt * 2;
      const x = (bt - b) / (m - mt);
      return [
        [m, b],
        [m, bs],
        [mt, bt, x, m * x + b],
      ];
    },
  ),
  parts(
    22337,
    PARABOLA,
    'functions',
    'La gráfica de una función cuadrática f corta al eje x en x = −1 y en x = 5, y pasa por el punto (2, −18).',
    [
      ['Halle la expresión polinómica de f.', 'f(x) = 2x² − 8x − 10'],
      [
        'Indique las coordenadas del vértice, la ecuación del eje de simetría y el conjunto imagen.',
        'V = (2, −18); eje x = 2; Im f = [−18, +∞)',
      ],
      ['¿Para qué valores de x es f(x) < 0? Exprese la respuesta como intervalo.', '(−1, 5)'],
    ],
    'f(x) = a(x + 1)(x − 5); f(2) = a · 3 · (−3) = −9a = −18 ⇒ a = 2 ⇒ f(x) = 2x² − 8x − 10. xᵥ = (−1 + 5)/2 = 2, f(2) = −18: V = (2, −18), eje x = 2, a > 0 ⇒ Im f = [−18, +∞). Abre hacia arriba: negativa entre las raíces, (−1, 5).',
    () => {
      const a = -18 / ((2 + 1) * (2 - 5));
      const f = (x: number) => a * (x + 1) * (x - 5);
      const negative = solvesOn(
        (x) => f(x) < 0,
        (x) => x > -1 && x < 5,
      );
      return negative
        ? [
            [a, -4 * a, -5 * a],
            [2, f(2), 2, f(2)],
            [-1, 5],
          ]
        : [];
    },
  ),
  open(
    22338,
    COMPOSITION,
    'functions',
    'Sea la función f(x) = log₂(x − 3) + 1. a) Determine su dominio. b) Halle su raíz (el valor de x donde corta al eje x). c) Obtenga la expresión de la función inversa f⁻¹(x).',
    'a) (3, +∞); b) x = 3,5; c) f⁻¹(x) = 2^(x − 1) + 3',
    'a) x − 3 > 0 ⇒ Dom f = (3, +∞). b) log₂(x − 3) = −1 ⇒ x − 3 = 1/2 ⇒ x = 3,5. c) y = log₂(x − 3) + 1 ⇒ x − 3 = 2^(y − 1) ⇒ f⁻¹(x) = 2^(x − 1) + 3.',
    () => {
      const f = (x: number) => Math.log2(x - 3) + 1;
      const inverse = (x: number) => 2 ** (x - 1) + 3;
      const root = 3 + 2 ** -1;
      return same(f(root), 0) && [-2, 0, 1.5, 4].every((x) => same(f(inverse(x)), x)) ? [3, root, 1, 3] : [];
    },
  ),
  parts(
    22339,
    RIGHT_TRIANGLE,
    'trig',
    'Desde lo alto de un faro, a 60 m sobre el nivel del mar, se observan dos barcos alineados con la base del faro y del mismo lado, con ángulos de depresión de 45° y de 30°.',
    [
      ['¿A qué distancia de la base del faro está el barco más cercano?', '60 m'],
      ['¿A qué distancia de la base del faro está el barco más alejado?', '60√3 m ≈ 103,92 m'],
      ['¿Qué distancia separa a los dos barcos?', '≈ 43,92 m'],
    ],
    'El ángulo de depresión es igual al de elevación desde el barco. Cercano: 60/tg 45° = 60 m. Lejano: 60/tg 30° = 60√3 ≈ 103,92 m. Distancia entre ambos: 60√3 − 60 ≈ 43,92 m.',
    () => {
      const near = 60 / Math.tan(45 * DEG);
      const far = 60 / Math.tan(30 * DEG);
      return [[near], [far], [far - near]];
    },
  ),
  parts(
    22340,
    LAWS,
    'trig',
    'En un triángulo ABC los lados miden a = 7 cm, b = 8 cm y c = 5 cm.',
    [
      ['Calcule el ángulo A, opuesto al lado a.', '60°'],
      ['Calcule el área del triángulo.', '10√3 cm² ≈ 17,32 cm²'],
      ['Calcule la altura correspondiente al lado b.', '5√3/2 cm ≈ 4,33 cm'],
    ],
    'Teorema del coseno: cos A = (8² + 5² − 7²)/(2 · 8 · 5) = 40/80 = 1/2 ⇒ A = 60°. Área = ½ · b · c · sen A = ½ · 8 · 5 · √3/2 = 10√3 ≈ 17,32 cm². h_b = 2 · Área/b = 20√3/8 = 5√3/2 ≈ 4,33 cm.',
    () => {
      const angle = Math.acos((8 ** 2 + 5 ** 2 - 7 ** 2) / (2 * 8 * 5)) / DEG;
      const area = 0.5 * 8 * 5 * Math.sin(angle * DEG);
      return [[angle], [area], [(2 * area) / 8]];
    },
  ),
  parts(
    22341,
    IDENTITIES,
    'trig',
    'Se sabe que sen α = 3/5 y que α es un ángulo del segundo cuadrante.',
    [
      ['Calcule cos α.', 'cos α = −4/5'],
      ['Calcule tg α.', 'tg α = −3/4'],
      ['Calcule sen(2α).', 'sen 2α = −24/25'],
    ],
    'cos²α = 1 − 9/25 = 16/25; en el segundo cuadrante el coseno es negativo: cos α = −4/5. tg α = (3/5)/(−4/5) = −3/4. sen 2α = 2 sen α cos α = 2 · (3/5) · (−4/5) = −24/25 = −0,96.',
    () => {
      const alpha = Math.PI - Math.asin(3 / 5);
      return [[Math.cos(alpha)], [Math.tan(alpha)], [Math.sin(2 * alpha)]];
    },
  ),
  parts(
    22342,
    TRIG_EQUATIONS,
    'trig',
    'Se da la ecuación trigonométrica 2 cos²x + 3 cos x − 2 = 0.',
    [
      ['Resuélvala para 0° ≤ x < 360°.', 'x = 60° y x = 300°'],
      ['Exprese esas soluciones en radianes.', 'x = π/3 y x = 5π/3'],
    ],
    'cos x = (−3 ± 5)/4 ⇒ cos x = 1/2 o cos x = −2 (imposible, |cos x| ≤ 1). cos x = 1/2 ⇒ x = 60° o x = 300°, es decir π/3 y 5π/3.',
    () => {
      const solutions = [60, 300].filter((d) =>
        same(2 * Math.cos(d * DEG) ** 2 + 3 * Math.cos(d * DEG) - 2, 0),
      );
      return [solutions, solutions.map((d) => d * DEG)];
    },
  ),
  parts(
    22343,
    VOLUMES,
    'geometry',
    'Un tanque cilíndrico cerrado tiene 1,2 m de diámetro y 150 cm de altura.',
    [
      ['Calcule su volumen en m³.', '0,54π m³ ≈ 1,70 m³'],
      ['¿Cuántos litros de agua caben en el tanque?', '≈ 1696 L'],
      ['Si se lo llena, vacío, con una canilla que aporta 12 L/min, ¿cuántos minutos tarda?', '≈ 141,4 min'],
      ['¿Cuántos m² de chapa se necesitan para construirlo, con sus dos tapas?', '2,52π m² ≈ 7,92 m²'],
    ],
    'r = 0,6 m, h = 1,5 m. V = π · 0,36 · 1,5 = 0,54π ≈ 1,696 m³ = 1696 L (1 m³ = 1000 L). 1696,5/12 ≈ 141,4 min. Superficie: 2πr² + 2πrh = 0,72π + 1,8π = 2,52π ≈ 7,92 m².',
    () => {
      const r = 1.2 / 2;
      const h = 150 / 100;
      const volume = Math.PI * r * r * h;
      return [[volume], [volume * 1000], [(volume * 1000) / 12], [2 * Math.PI * r * r + 2 * Math.PI * r * h]];
    },
  ),
  parts(
    22344,
    COMPLEX,
    'complex',
    'Dados los números complejos z₁ = 2 − 3i y z₂ = 1 + 2i:',
    [
      ['Calcule z₁ · z₂ en forma binómica.', '8 + i'],
      ['Calcule z₁ / z₂ en forma binómica.', '−0,8 − 1,4i'],
      ['Halle el número complejo z que verifica z₁ + i · z = z₂.', 'z = 5 + i'],
    ],
    'z₁ · z₂ = 2 + 4i − 3i − 6i² = 8 + i. z₁/z₂ = (2 − 3i)(1 − 2i)/(1 + 4) = (2 − 4i − 3i + 6i²)/5 = (−4 − 7i)/5 = −0,8 − 1,4i. i · z = z₂ − z₁ = −1 + 5i ⇒ z = (−1 + 5i)/i = 5 + i.',
    () => {
      const z1: Complex = [2, -3];
      const z2: Complex = [1, 2];
      const z = over([z2[0] - z1[0], z2[1] - z1[1]], [0, 1]);
      return [[...times(z1, z2)], [...over(z1, z2)], [...z]];
    },
  ),
];

export const mathExamPages3: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages];
