/**
 * A blind set of the mathematics entrance (#32, wave 30): fifty problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words. Twenty five-option items (E «Ninguna respuesta anterior es correcta», the right one in 25305,
 * 25312 and 25318), sixteen short numeric answers, eleven pages with parts a), b), c) where a later part
 * uses an earlier result, and three pages (25347, 25348 and 25349) with the parts written inside the
 * statement. The whole programme: real numbers (combined operations with negative exponents, a periodic
 * decimal, radicals, scientific notation), complex numbers (a quotient, powers of i, a power in polar
 * form), polynomials (remainder theorem, a coefficient from divisibility, Ruffini and the roots of a
 * cubic), factoring by groups, algebraic fractions, equations (sum and product of roots, a logarithmic
 * equation with its domain, an exponential equation by common factor), absolute-value and rational
 * inequalities, systems (a price system), functions (domain with a root and a denominator, linear from two
 * points, quadratic roots, vertex and image, exponential with its asymptote, rational with its asymptotes,
 * composition and inverse), analytic geometry (a perpendicular line, a circle's radius, a right triangle
 * from its vertices), trigonometry (a quadrant identity, sine and cosine theorems, depression angle, arc
 * length, a right triangle, a quadratic equation in cos x), vectors (perpendicularity, a modulus) and word
 * problems as exams print them (a coffee mixture, an alcohol dilution, a successive raise and discount,
 * ages, two price systems, a fence along a river, bacteria doubling, compound interest, a lawn's cost, a
 * trapezoid, a tank in litres). Numbered as printed («7)»), data in parentheses or a «Datos:» line, mixed
 * units (cm and m, cm³ and L), decimal comma, powers as x^2 or x². Every key was worked by hand and is
 * recomputed by `check` or `verify`.
 *
 * Kinds of problem, wording, programme and difficulty modelled on (read 2026-12-02; facts only, nothing
 * copied), leaning on regionals other than FRM and FRC:
 * - UTN FRLP, Seminario Universitario de Ingreso 2021, Matemática, cuadernillo de práctica (conjuntos
 *   numéricos, operaciones combinadas, decimales periódicos, potencias y raíces, «Plantear y resolver»
 *   word problems): https://es.studenta.com/content/117053708/2021-matematica-practica
 * - UTN FRLP, Seminario Universitario de Ingreso 2019, Trabajo práctico Nº 1 (a can refilled to a fraction
 *   of its capacity, purchases in a bookshop, combined operations):
 *   https://pdfslide.tips/documents/trabajo-practico-no1-frlputneduar-tp-reponemos-38-litros-y-el-bidon.html
 * - UTN FRGP, Seminario de Ingreso (Tecnicatura en Moldes, Matrices y Dispositivos), cuadernillo de
 *   Matemática 2019/2020 (numerical sets, scientific notation, proportionality and percentages, basic
 *   geometry, equations, linear function and word problems):
 *   https://es.scribd.com/document/694950802/cuadernilloingresomoldes19-20
 * - UTN FRT, Seminario de Ingreso 2020, cartilla de teoría de Matemática (figures, solids, radians, sine
 *   and cosine theorems): https://es.scribd.com/document/517483474/Cartilla-de-Teoria-de-Matematica-Ingreso-2020-UTN-FRT
 * - UTN FRT, cartilla de Matemática con trabajos prácticos (polynomials, Ruffini, factoring, equations,
 *   functions): https://de.scribd.com/document/240564500/Cartilla-Matematica-pdf
 * - UTN FRCH, Seminario Universitario, Matemática (Res. CS 865/2012 programme: reals and complex numbers,
 *   algebraic expressions, equations and inequalities, functions, trigonometry, vectors):
 *   https://de.scribd.com/document/372332984/sumatematica
 * and the programmes of content/exam-style/sources.ts.
 *
 * First measure, before any fix, at HEAD 1dda0784 (written without looking at the solvers or the engine's
 * replies, 2026-12-02; the shared work tree also held other helpers' uncommitted solver changes): 23/50
 * right, 22 answered sure, 0 sure and wrong.
 */
import {
  type Complex,
  cDiv,
  cPow,
  deg,
  dot,
  norm,
  poly,
  quadraticRoots,
  toDeg,
  zerosInDegrees,
} from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The exams and booklets each kind is modelled on (content/exam-style/sources.ts). */
const SOURCES = {
  reals: ['frlp-sui-conjuntos', 'frt-matematica-u1-2013', 'frch-matematica-2017'],
  algebra: ['frt-matematica-cartilla', 'frch-matematica-2017'],
  equations: ['frt-matematica-cartilla', 'frch-matematica-2017', 'frlp-sui-conjuntos'],
  functions: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frch-matematica-2017'],
  geometry: ['frt-matematica-2020', 'frch-matematica-2017'],
  words: ['frlp-sui-conjuntos', 'frch-matematica-2017', 'frt-matematica-cartilla'],
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
const SYSTEMS = 'ecuaciones.sistemas';
const INEQUALITIES = 'ecuaciones.inecuaciones-racionales';
const ABSOLUTE = 'ecuaciones.valor-absoluto';
const LOGARITHMS = 'funciones.logaritmos';
const EXPONENTIAL = 'funciones.ecuaciones-exponenciales';
const EXP_LOG = 'funciones.exponencial-logaritmica';
const DOMAIN = 'funciones.concepto-dominio';
const LINE = 'funciones.lineal';
const PARABOLA = 'funciones.cuadratica';
const RATIONAL_FN = 'funciones.racional';
const INVERSE = 'funciones.composicion-inversa';
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

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  keyed(
    options(
      25300,
      REALS,
      'reals',
      '1) Calcular: (0,2)⁻² − [√(1 − 5/9)]⁻¹ · 4/3 + (−1)³',
      ['22', '24', '20', '26'],
      0,
      '(0,2)⁻² = (1/5)⁻² = 25; 1 − 5/9 = 4/9, √(4/9) = 2/3 y (2/3)⁻¹ = 3/2; 3/2 · 4/3 = 2; (−1)³ = −1. Resultado: 25 − 2 − 1 = 22.',
    ),
    () => [0.2 ** -2 - Math.sqrt(1 - 5 / 9) ** -1 * (4 / 3) + (-1) ** 3],
  ),
  keyed(
    options(
      25301,
      REALS,
      'reals',
      '2) Indique la opción correcta. El resultado de 0,4555… + 1,2 (en el primer número el 5 se repite indefinidamente), expresado como fracción irreducible, es:',
      ['149/99', '59/45', '149/90', '41/90'],
      2,
      '0,4555… = (455 − 45)/900 = 410/900 = 41/90; 1,2 = 6/5 = 108/90. Suma: 41/90 + 108/90 = 149/90 (149 es primo, la fracción es irreducible).',
    ),
    () => {
      const periodic = (455 - 45) / 900;
      return same(periodic, 0.45 + 0.05 / 9) ? [periodic + 1.2] : [];
    },
  ),
  keyed(
    options(
      25302,
      RADICALS,
      'reals',
      '3) Al simplificar √50 − 2√18 + √8 · √(1/2) se obtiene:',
      ['2 + √2', '4 − √2', '−√2', '2 − √2'],
      3,
      '√50 = 5√2 y 2√18 = 2 · 3√2 = 6√2, de modo que √50 − 2√18 = −√2; √8 · √(1/2) = √4 = 2. Resultado: 2 − √2.',
    ),
    () => {
      const value = Math.sqrt(50) - 2 * Math.sqrt(18) + Math.sqrt(8) * Math.sqrt(0.5);
      return same(value, 2 - Math.sqrt(2)) ? [2, -Math.sqrt(2)] : [];
    },
  ),
  keyed(
    options(
      25303,
      REALS,
      'reals',
      '4) El resultado de (3,6 · 10⁻⁴ · 5 · 10⁷) : (1,2 · 10²), escrito en notación científica, es:',
      ['1,5 · 10³', '6 · 10¹', '1,5 · 10²', '15 · 10³'],
      2,
      '3,6 · 5 = 18 y 10⁻⁴ · 10⁷ = 10³: el numerador es 18 · 10³. Dividido por 1,2 · 10²: (18 : 1,2) · 10³⁻² = 15 · 10 = 150 = 1,5 · 10².',
    ),
    () => [(3.6e-4 * 5e7) / 1.2e2],
  ),
  keyed(
    options(
      25304,
      COMPLEX,
      'reals',
      '5) Si z = 2 − 3i y w = 1 + i, el cociente z/w en forma binómica es:',
      ['0,5 − 2,5i', '−0,5 + 2,5i', '−0,5 − 2,5i', '−1 − 5i'],
      2,
      'Se multiplica por el conjugado de w: (2 − 3i)(1 − i)/((1 + i)(1 − i)) = (2 − 2i − 3i + 3i²)/2 = (2 − 5i − 3)/2 = (−1 − 5i)/2 = −0,5 − 2,5i.',
    ),
    () => {
      const z: Complex = [2, -3];
      const w: Complex = [1, 1];
      return [...cDiv(z, w)];
    },
  ),
  keyed(
    options(
      25305,
      COMPLEX,
      'reals',
      '6) El valor de i^2026 + i^15 − i^7 es:',
      ['1', '−1 − 2i', '−2i', '1 − i'],
      4,
      'Las potencias de i se repiten cada 4: 2026 = 4 · 506 + 2, i^2026 = i² = −1; 15 = 4 · 3 + 3, i^15 = i³ = −i; 7 = 4 + 3, i^7 = −i. Entonces −1 + (−i) − (−i) = −1, que no figura entre las opciones A–D: la respuesta es E.',
    ),
    () => {
      const sum = cPow([0, 1], 2026).map(
        (p, k) => p + (cPow([0, 1], 15)[k] ?? 0) - (cPow([0, 1], 7)[k] ?? 0),
      );
      return same(sum[1] ?? 1, 0) ? [sum[0] ?? 0] : [];
    },
  ),
  keyed(
    options(
      25306,
      POLYNOMIALS,
      'algebra',
      '7) El resto de la división de P(x) = 2x⁴ − 3x³ + x − 5 por (x + 2) es:',
      ['49', '−49', '41', '9'],
      0,
      'Por el teorema del resto, el resto es P(−2) = 2 · 16 − 3 · (−8) + (−2) − 5 = 32 + 24 − 2 − 5 = 49.',
    ),
    () => [ruffini([2, -3, 0, 1, -5], -2).remainder],
  ),
  options(
    25307,
    FACTORING,
    'algebra',
    '8) Indique la factorización completa de x³ − 4x² − 9x + 36.',
    ['(x + 4)(x − 3)(x + 3)', '(x − 4)(x − 3)(x + 3)', '(x − 4)(x − 3)²', '(x − 4)(x² + 9)'],
    1,
    'Por grupos: x²(x − 4) − 9(x − 4) = (x − 4)(x² − 9), y x² − 9 es diferencia de cuadrados: (x − 4)(x − 3)(x + 3).',
    () =>
      SAMPLES.every((x) => same(poly([1, -4, -9, 36], x), (x - 4) * (x - 3) * (x + 3))) &&
      !SAMPLES.every((x) => same(poly([1, -4, -9, 36], x), (x + 4) * (x - 3) * (x + 3))),
  ),
  keyed(
    options(
      25308,
      FRACTIONS,
      'algebra',
      '9) Para x ≠ 3 y x ≠ −3, la expresión (x² − 9)/(x² + 6x + 9) : (x − 3)/(2x + 6) es equivalente a:',
      ['2', '1/2', '(x − 3)/2', '2(x − 3)/(x + 3)'],
      0,
      '(x² − 9)/(x² + 6x + 9) = (x − 3)(x + 3)/(x + 3)² = (x − 3)/(x + 3). Dividir por (x − 3)/(2(x + 3)) es multiplicar por 2(x + 3)/(x − 3): queda 2.',
    ),
    () => {
      const values = SAMPLES.map((x) => (x * x - 9) / (x * x + 6 * x + 9) / ((x - 3) / (2 * x + 6)));
      return values.every((v) => same(v, values[0] ?? 0)) ? [values[0] ?? 0] : [];
    },
  ),
  keyed(
    options(
      25309,
      LINEAR,
      'words',
      '10) Un comerciante mezcla café de $ 12 000 el kg con 6 kg de otro café de $ 9 000 el kg, y vende la mezcla a $ 10 800 el kg sin ganar ni perder. ¿Cuántos kilogramos del café más caro usó?',
      ['4 kg', '6 kg', '12 kg', '9 kg'],
      3,
      'Si x son los kg del café caro: 12 000x + 9 000 · 6 = 10 800(x + 6). 12 000x + 54 000 = 10 800x + 64 800, de donde 1 200x = 10 800 y x = 9 kg.',
    ),
    () => [(10800 * 6 - 9000 * 6) / (12000 - 10800)],
  ),
  keyed(
    options(
      25310,
      QUADRATIC,
      'equations',
      '11) Si x₁ y x₂ son las raíces de 2x² − 5x − 3 = 0, el valor de 1/x₁ + 1/x₂ es:',
      ['5/3', '−3/5', '−5/3', '3/5'],
      2,
      '1/x₁ + 1/x₂ = (x₁ + x₂)/(x₁ · x₂). Suma de raíces: −b/a = 5/2; producto: c/a = −3/2. Cociente: (5/2)/(−3/2) = −5/3. (Las raíces son 3 y −1/2: 1/3 − 2 = −5/3.)',
    ),
    () => {
      const [p, q] = quadraticRoots(2, -5, -3);
      return [1 / (p ?? 1) + 1 / (q ?? 1)];
    },
  ),
  options(
    25311,
    ABSOLUTE,
    'equations',
    '12) El conjunto solución de |2x − 3| ≤ 5 es:',
    ['(−1; 4)', '[−1; 4]', '[−4; 1]', '(−∞; −1] ∪ [4; +∞)'],
    1,
    '|2x − 3| ≤ 5 ⇔ −5 ≤ 2x − 3 ≤ 5 ⇔ −2 ≤ 2x ≤ 8 ⇔ −1 ≤ x ≤ 4. Los extremos se incluyen: [−1; 4].',
    () =>
      solvesOn(
        (x) => Math.abs(2 * x - 3) <= 5,
        (x) => x >= -1 && x <= 4,
      ),
  ),
  options(
    25312,
    INEQUALITIES,
    'equations',
    '13) Indique el conjunto solución de la inecuación (x + 2)/(x − 3) < 0.',
    ['[−2; 3)', '(−∞; −2) ∪ (3; +∞)', '(−2; 3]', '[−2; 3]'],
    4,
    'El cociente es negativo cuando numerador y denominador tienen signos opuestos: x + 2 > 0 y x − 3 < 0, es decir −2 < x < 3 (el otro caso no tiene solución). En x = −2 el cociente vale 0, que no es < 0, y x = 3 no está en el dominio: la solución es (−2; 3), que no figura: E.',
    () =>
      solvesOn(
        (x) => x !== 3 && (x + 2) / (x - 3) < 0,
        (x) => x > -2 && x < 3,
      ),
  ),
  keyed(
    options(
      25313,
      LOGARITHMS,
      'functions',
      '14) El valor de log₂ 32 − log₃ (1/27) + log 0,01 es:',
      ['10', '6', '4', '0'],
      1,
      'log₂ 32 = 5 porque 2⁵ = 32; log₃ (1/27) = −3 porque 3⁻³ = 1/27; log 0,01 = −2 porque 10⁻² = 0,01. Resultado: 5 − (−3) + (−2) = 6.',
    ),
    () => [Math.log2(32) - Math.log(1 / 27) / Math.log(3) + Math.log10(0.01)],
  ),
  keyed(
    options(
      25314,
      EXPONENTIAL,
      'equations',
      '15) La solución de 3^(x + 1) + 3^(x − 1) = 90 es:',
      ['x = 3', 'x = 2', 'x = 27', 'x = 4'],
      0,
      'Se saca factor común 3^x: 3^x (3 + 1/3) = 90, o sea 3^x · 10/3 = 90, 3^x = 27 = 3³ y x = 3.',
    ),
    () => {
      const x = Math.log(90 / (3 + 1 / 3)) / Math.log(3);
      return same(3 ** (x + 1) + 3 ** (x - 1), 90) ? [x] : [];
    },
  ),
  options(
    25315,
    DOMAIN,
    'functions',
    '16) El dominio de f(x) = √(x + 4) / (x² − 1) es:',
    ['(−4; +∞) − {1}', '[−4; +∞)', 'ℝ − {−1; 1}', '[−4; +∞) − {−1; 1}'],
    3,
    'La raíz cuadrada pide x + 4 ≥ 0, es decir x ≥ −4; el denominador no puede anularse: x² − 1 ≠ 0, x ≠ 1 y x ≠ −1 (ambos ≥ −4). Dominio: [−4; +∞) − {−1; 1}.',
    () => {
      const defined = (x: number) => x + 4 >= 0 && x * x - 1 !== 0;
      return solvesOn(defined, (x) => x >= -4 && x !== 1 && x !== -1);
    },
  ),
  keyed(
    options(
      25316,
      ANALYTIC,
      'geometry',
      '17) La ecuación de la recta perpendicular a 2x − 3y + 6 = 0 que pasa por el punto (4; −1) es:',
      ['y = 2/3 x − 11/3', 'y = −3/2 x + 7', 'y = −3/2 x + 5', 'y = 3/2 x − 7'],
      2,
      'La recta dada es y = 2/3 x + 2, de pendiente 2/3; la perpendicular tiene pendiente −3/2. Por (4; −1): y + 1 = −3/2 (x − 4), y = −3/2 x + 6 − 1 = −3/2 x + 5.',
    ),
    () => {
      const m = -1 / (2 / 3);
      return [m, -1 - m * 4];
    },
  ),
  keyed(
    options(
      25317,
      IDENTITIES,
      'functions',
      '18) Si sen α = 3/5 y α es un ángulo del segundo cuadrante, entonces tg α es igual a:',
      ['3/4', '−3/4', '−4/3', '−4/5'],
      1,
      'cos² α = 1 − 9/25 = 16/25; en el segundo cuadrante el coseno es negativo: cos α = −4/5. tg α = sen α / cos α = (3/5)/(−4/5) = −3/4.',
    ),
    () => {
      const alpha = Math.PI - Math.asin(3 / 5);
      return [Math.tan(alpha)];
    },
  ),
  keyed(
    options(
      25318,
      ANALYTIC,
      'geometry',
      '19) Dados los vectores u = (3; −4) y v = (2; k), el valor de k para que u y v sean perpendiculares es:',
      ['k = 8/3', 'k = −3/2', 'k = 2/3', 'k = −8/3'],
      4,
      'Son perpendiculares cuando su producto escalar es 0: 3 · 2 + (−4) · k = 0, 6 − 4k = 0, k = 3/2. Ese valor no figura entre A–D (B es −3/2): la respuesta es E.',
    ),
    () => {
      const k = 6 / 4;
      return same(dot([3, -4], [2, k]), 0) ? [k] : [];
    },
  ),
  keyed(
    options(
      25319,
      OBLIQUE,
      'geometry',
      '20) En un triángulo ABC se conocen a = 10 cm, el ángulo A = 30° y el ángulo B = 45°. El lado b mide:',
      ['5√2 cm', '10√3 cm', '20 cm', '10√2 cm'],
      3,
      'Por el teorema del seno: b / sen B = a / sen A, b = 10 · sen 45° / sen 30° = 10 · (√2/2) / (1/2) = 10√2 cm ≈ 14,14 cm.',
    ),
    () => [(10 * Math.sin(deg(45))) / Math.sin(deg(30))],
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    25320,
    REALS,
    'words',
    '21) Un artículo cuesta $ 48 000. Primero se le aplica un aumento del 15 % y luego, sobre el nuevo precio, un descuento del 20 %. ¿Cuál es el precio final, en pesos?',
    { value: () => 48000 * 1.15 * 0.8, unit: '$', text: '$ 44160', absolute: 1 },
    'Aumento del 15 %: 48 000 · 1,15 = 55 200. Descuento del 20 %: 55 200 · 0,80 = 44 160. Precio final: $ 44 160 (un 8 % menos que el original).',
  ),
  numeric(
    25321,
    LINEAR,
    'words',
    '22) La edad de un padre es el triple de la de su hija, y dentro de 12 años será el doble. ¿Qué edad tiene hoy la hija?',
    { value: () => 12, unit: 'años', text: '12 años' },
    'Hija: h; padre: 3h. Dentro de 12 años: 3h + 12 = 2(h + 12) = 2h + 24, de donde h = 12. La hija tiene 12 años y el padre 36 (dentro de 12 años: 48 = 2 · 24).',
  ),
  numeric(
    25322,
    POLYNOMIALS,
    'algebra',
    '23) Determine el valor de a para que P(x) = x³ + a x² − 5x + 6 sea divisible por (x − 3).',
    { value: () => -(27 - 15 + 6) / 9, text: 'a = −2' },
    'P(x) es divisible por (x − 3) si P(3) = 0: 27 + 9a − 15 + 6 = 0, 9a + 18 = 0, a = −2.',
  ),
  numeric(
    25323,
    LOGARITHMS,
    'equations',
    '24) Resolver: log₂(x + 3) + log₂(x − 3) = 4',
    { value: () => Math.sqrt(16 + 9), text: 'x = 5' },
    'Dominio: x + 3 > 0 y x − 3 > 0, es decir x > 3. log₂[(x + 3)(x − 3)] = 4, x² − 9 = 16, x² = 25, x = ±5; x = −5 no pertenece al dominio. Solución: x = 5.',
  ),
  numeric(
    25324,
    SYSTEMS,
    'words',
    '25) Por 3 kg de yerba y 2 kg de azúcar se pagaron $ 17 400, y por 2 kg de yerba y 5 kg de azúcar, $ 16 000. ¿Cuánto cuesta el kilogramo de yerba?',
    { value: () => cramer(3, 2, 17400, 2, 5, 16000)[0], unit: '$', text: '$ 5000', absolute: 1 },
    '3y + 2a = 17 400 y 2y + 5a = 16 000. Multiplicando la primera por 5 y la segunda por 2: 15y + 10a = 87 000 y 4y + 10a = 32 000; restando, 11y = 55 000, y = 5 000. (El azúcar: a = (17 400 − 15 000)/2 = 1 200.)',
  ),
  numeric(
    25325,
    PARABOLA,
    'words',
    '26) Con 120 m de alambre se quiere cercar un terreno rectangular que linda con un río; el lado del río no se cerca. ¿Cuál es el área máxima que puede encerrarse, en m²?',
    {
      value: () => {
        const x = 120 / 4;
        return x * (120 - 2 * x);
      },
      unit: 'm²',
      text: '1800 m²',
    },
    'Si x es cada lado perpendicular al río, el lado paralelo mide 120 − 2x y el área es A(x) = x(120 − 2x) = −2x² + 120x. Su vértice está en x = −120/(2 · (−2)) = 30 m: A = 30 · 60 = 1 800 m².',
  ),
  numeric(
    25326,
    EXP_LOG,
    'words',
    '27) Una población de bacterias se duplica cada 3 horas. Si al comienzo hay 500 bacterias, ¿cuántas habrá al cabo de un día?',
    { value: () => 500 * 2 ** (24 / 3), unit: 'bacterias', text: '128000 bacterias' },
    'N(t) = 500 · 2^(t/3) con t en horas. En un día, t = 24 h: N = 500 · 2⁸ = 500 · 256 = 128 000 bacterias.',
  ),
  numeric(
    25327,
    EXP_LOG,
    'words',
    '28) Un capital se coloca al 8 % anual con interés compuesto. ¿Cuántos años completos deben pasar, como mínimo, para que el capital se duplique?',
    { value: () => Math.ceil(Math.log(2) / Math.log(1.08)), unit: 'años', text: '10 años' },
    'C · 1,08^n ≥ 2C ⇔ n ≥ log 2 / log 1,08 ≈ 0,30103/0,03342 ≈ 9,006. Con 9 años, 1,08⁹ ≈ 1,999 < 2; hacen falta 10 años.',
  ),
  numeric(
    25328,
    RIGHT_TRIANGLE,
    'geometry',
    '29) Desde lo alto de un faro de 45 m de altura se observa un barco con un ángulo de depresión de 25°. ¿A qué distancia del pie del faro está el barco? (Redondee al decímetro.)',
    { value: () => 45 / Math.tan(deg(25)), unit: 'm', text: '≈ 96,5 m', relative: 0.005 },
    'El ángulo de depresión es igual al de elevación desde el barco: tg 25° = 45/d, d = 45/tg 25° ≈ 45/0,4663 ≈ 96,5 m.',
  ),
  numeric(
    25329,
    OBLIQUE,
    'geometry',
    '30) Dos lados de un terreno triangular miden 80 m y 50 m y forman un ángulo de 60°. Calcular la longitud del tercer lado.',
    { value: () => Math.sqrt(80 ** 2 + 50 ** 2 - 2 * 80 * 50 * Math.cos(deg(60))), unit: 'm', text: '70 m' },
    'Teorema del coseno: c² = 80² + 50² − 2 · 80 · 50 · cos 60° = 6 400 + 2 500 − 4 000 = 4 900; c = 70 m.',
  ),
  numeric(
    25330,
    ANALYTIC,
    'geometry',
    '31) Calcular el radio de la circunferencia de ecuación x² + y² − 6x + 8y − 11 = 0.',
    { value: () => Math.sqrt(11 + 3 ** 2 + 4 ** 2), text: 'r = 6' },
    'Completando cuadrados: (x − 3)² − 9 + (y + 4)² − 16 − 11 = 0, (x − 3)² + (y + 4)² = 36. Centro (3; −4) y radio r = 6.',
  ),
  numeric(
    25331,
    AREAS,
    'geometry',
    '32) Un trapecio isósceles tiene bases de 14 cm y 8 cm, y sus lados no paralelos miden 5 cm cada uno. Calcule su área.',
    {
      value: () => {
        const h = Math.sqrt(5 ** 2 - ((14 - 8) / 2) ** 2);
        return ((14 + 8) / 2) * h;
      },
      unit: 'cm²',
      text: '44 cm²',
    },
    'Cada lado oblicuo sobresale (14 − 8)/2 = 3 cm; la altura sale de Pitágoras: h = √(25 − 9) = 4 cm. Área = (B + b)/2 · h = (14 + 8)/2 · 4 = 44 cm².',
  ),
  numeric(
    25332,
    VOLUMES,
    'geometry',
    '33) Un recipiente cilíndrico tiene 40 cm de diámetro y 0,5 m de altura. ¿Cuántos litros de agua caben en él? (Redondee al centésimo.)',
    { value: () => (Math.PI * 20 ** 2 * 50) / 1000, unit: 'L', text: '≈ 62,83 L', relative: 0.005 },
    'r = 20 cm, h = 0,5 m = 50 cm. V = π r² h = π · 400 · 50 = 20 000π cm³ ≈ 62 832 cm³; como 1 L = 1 000 cm³, caben ≈ 62,83 L.',
  ),
  numeric(
    25333,
    RADIANS,
    'geometry',
    '34) Una rueda de 60 cm de diámetro gira un ángulo de 150°. ¿Qué distancia recorre un punto de su borde? (Datos: π ≈ 3,1416)',
    { value: () => 30 * deg(150), unit: 'cm', text: '25π cm ≈ 78,54 cm', relative: 0.005 },
    '150° = 150 · π/180 = 5π/6 rad. Longitud de arco: s = r · θ = 30 cm · 5π/6 = 25π cm ≈ 78,54 cm.',
  ),
  numeric(
    25334,
    ANALYTIC,
    'geometry',
    '35) Dados los vectores u = (2; −1) y v = (1; 3), calcular el módulo de 2u − v.',
    { value: () => norm([2 * 2 - 1, 2 * -1 - 3]), text: '√34 ≈ 5,83', relative: 0.005 },
    '2u = (4; −2); 2u − v = (4 − 1; −2 − 3) = (3; −5). Módulo: √(3² + (−5)²) = √34 ≈ 5,83.',
  ),
  numeric(
    25335,
    REALS,
    'reals',
    '36) Calcular: (2^(−1) + 3^(−1))^(−1) · ∛(−27/8)',
    { value: () => (2 ** -1 + 3 ** -1) ** -1 * Math.cbrt(-27 / 8), text: '−9/5 = −1,8' },
    '2⁻¹ + 3⁻¹ = 1/2 + 1/3 = 5/6, y (5/6)⁻¹ = 6/5. ∛(−27/8) = −3/2. Producto: 6/5 · (−3/2) = −18/10 = −9/5 = −1,8.',
  ),
];

/** Pages with parts a), b), c), a later part using an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    25336,
    PARABOLA,
    'functions',
    '37) Dada la función cuadrática f(x) = −x² + 2x + 8:',
    [
      ['a) Calcule sus raíces.', 'x₁ = −2, x₂ = 4'],
      ['b) Halle las coordenadas del vértice.', 'V = (1; 9)'],
      ['c) Indique el conjunto imagen.', 'Im f = (−∞; 9]'],
    ],
    'a) −x² + 2x + 8 = 0 ⇔ x² − 2x − 8 = 0 ⇔ (x − 4)(x + 2) = 0: x = −2 y x = 4. b) x_v = (−2 + 4)/2 = 1 y f(1) = −1 + 2 + 8 = 9: V = (1; 9). c) Como a = −1 < 0 la parábola abre hacia abajo y su máximo es 9: Im f = (−∞; 9].',
    () => {
      const f = (x: number) => -x * x + 2 * x + 8;
      const rs = quadraticRoots(-1, 2, 8);
      const xv = -2 / (2 * -1);
      return [rs, [xv, f(xv)], [f(xv)]];
    },
  ),
  parts(
    25337,
    POLYNOMIALS,
    'algebra',
    '38) Sea P(x) = x³ − 2x² − 5x + 6.',
    [
      [
        'a) Verifique que x = 1 es raíz y, por la regla de Ruffini, halle el cociente de P(x) : (x − 1).',
        'C(x) = x² − x − 6',
      ],
      ['b) Usando a), calcule todas las raíces de P(x).', 'x = −2, x = 1, x = 3'],
      ['c) Escriba P(x) factorizado.', 'P(x) = (x − 1)(x + 2)(x − 3)'],
    ],
    'a) P(1) = 1 − 2 − 5 + 6 = 0. Ruffini con 1: coeficientes 1, −2, −5, 6 → 1, −1, −6, resto 0: C(x) = x² − x − 6. b) x² − x − 6 = 0 da x = 3 y x = −2; con x = 1 son las tres raíces. c) P(x) = (x − 1)(x + 2)(x − 3).',
    () => {
      const { quotient, remainder } = ruffini([1, -2, -5, 6], 1);
      const rs = quadraticRoots(quotient[0] ?? 1, quotient[1] ?? 0, quotient[2] ?? 0);
      return remainder === 0 ? [[quotient[2] ?? 0], [...rs, 1], [-1, 2, -3]] : [];
    },
  ),
  parts(
    25338,
    SYSTEMS,
    'words',
    '39) En un cine, 2 entradas de adulto y 3 de menor cuestan $ 27 000, mientras que 1 de adulto y 4 de menor cuestan $ 21 000.',
    [
      ['a) ¿Cuánto cuesta una entrada de adulto?', '$ 9000'],
      ['b) ¿Cuánto cuesta una entrada de menor?', '$ 3000'],
      [
        'c) ¿Cuánto paga un grupo de 3 adultos y 5 menores si le hacen un 10 % de descuento sobre el total?',
        '$ 37800',
      ],
    ],
    'a) y b) 2a + 3m = 27 000 y a + 4m = 21 000. De la segunda, a = 21 000 − 4m; en la primera: 42 000 − 8m + 3m = 27 000, 5m = 15 000, m = 3 000 y a = 9 000. c) 3 · 9 000 + 5 · 3 000 = 42 000; con el 10 % de descuento: 42 000 · 0,9 = 37 800.',
    () => {
      const [a, m] = cramer(2, 3, 27000, 1, 4, 21000);
      return [[a], [m], [(3 * a + 5 * m) * 0.9]];
    },
  ),
  parts(
    25339,
    EXP_LOG,
    'functions',
    '40) Sea f(x) = 2^(x − 1) − 4.',
    [
      ['a) Calcule la ordenada al origen.', 'f(0) = −3,5'],
      ['b) Halle el cero de f.', 'x = 3'],
      ['c) Escriba la ecuación de la asíntota horizontal.', 'y = −4'],
    ],
    'a) f(0) = 2⁻¹ − 4 = 0,5 − 4 = −3,5. b) 2^(x − 1) = 4 = 2², x − 1 = 2, x = 3. c) 2^(x − 1) tiende a 0 cuando x → −∞, así que f tiende a −4: asíntota y = −4.',
    () => [[0, 2 ** -1 - 4], [1 + Math.log2(4)], [-4]],
  ),
  parts(
    25340,
    RIGHT_TRIANGLE,
    'geometry',
    '41) En un triángulo ABC rectángulo en C, la hipotenusa mide 13 cm y el cateto a = BC mide 5 cm.',
    [
      ['a) Calcule el otro cateto b.', 'b = 12 cm'],
      ['b) Calcule el ángulo A, opuesto al cateto a, en grados.', 'A ≈ 22,62°'],
      ['c) Calcule el área del triángulo.', '30 cm²'],
    ],
    'a) Pitágoras: b = √(13² − 5²) = √(169 − 25) = √144 = 12 cm. b) sen A = 5/13, A ≈ 22,62° (22° 37′). c) Área = a · b / 2 = 5 · 12 / 2 = 30 cm².',
    () => {
      const b = Math.sqrt(13 ** 2 - 5 ** 2);
      return [[b], [toDeg(Math.asin(5 / 13))], [(5 * b) / 2]];
    },
  ),
  parts(
    25341,
    ANALYTIC,
    'geometry',
    '42) Datos: A(−1; 2), B(3; 4) y C(5; 0), vértices de un triángulo.',
    [
      ['a) Calcule la pendiente de la recta AB.', 'm_AB = 1/2'],
      [
        'b) Calcule la pendiente de la recta BC y, con a), justifique si el triángulo es rectángulo en B.',
        'm_BC = −2',
      ],
      ['c) Calcule el área del triángulo.', 'Área = 10'],
    ],
    'a) m_AB = (4 − 2)/(3 − (−1)) = 2/4 = 1/2. b) m_BC = (0 − 4)/(5 − 3) = −2; como (1/2)(−2) = −1, AB ⟂ BC y el triángulo es rectángulo en B. c) |AB| = √(16 + 4) = √20 y |BC| = √(4 + 16) = √20: área = √20 · √20 / 2 = 10.',
    () => {
      const mab = (4 - 2) / (3 + 1);
      const mbc = (0 - 4) / (5 - 3);
      const area = Math.abs((3 + 1) * (0 - 2) - (5 + 1) * (4 - 2)) / 2;
      return same(mab * mbc, -1) ? [[mab], [mbc], [area]] : [];
    },
  ),
  parts(
    25342,
    COMPLEX,
    'reals',
    '43) Sea z = 1 + √3 i.',
    [
      ['a) Calcule el módulo de z.', '|z| = 2'],
      ['b) Calcule su argumento, en grados.', '60°'],
      ['c) Con a) y b), calcule z⁶.', 'z⁶ = 64'],
    ],
    'a) |z| = √(1 + 3) = 2. b) tg φ = √3 con z en el primer cuadrante: φ = 60°. c) Por De Moivre: z⁶ = 2⁶ (cos 360° + i sen 360°) = 64.',
    () => {
      const z: Complex = [1, Math.sqrt(3)];
      const z6 = cPow(z, 6);
      return Math.abs(z6[1]) < 1e-9 ? [[Math.hypot(...z)], [toDeg(Math.atan2(z[1], z[0]))], [z6[0]]] : [];
    },
  ),
  parts(
    25343,
    AREAS,
    'words',
    '44) Un terreno rectangular mide 24 m por 15 m. La casa ocupa el 35 % de la superficie y el resto es jardín, donde se coloca césped a $ 4 500 el m².',
    [
      ['a) Calcule la superficie del terreno.', '360 m²'],
      ['b) Calcule la superficie del jardín.', '234 m²'],
      ['c) ¿Cuánto cuesta el césped?', '$ 1053000'],
    ],
    'a) 24 m · 15 m = 360 m². b) El jardín es el 65 %: 0,65 · 360 = 234 m². c) 234 · 4 500 = 1 053 000 pesos.',
    () => {
      const total = 24 * 15;
      const garden = total * 0.65;
      return [[total], [garden], [garden * 4500]];
    },
  ),
  parts(
    25344,
    RATIONAL_FN,
    'functions',
    '45) Sea f(x) = (2x + 1)/(x − 3).',
    [
      ['a) Indique el dominio.', 'Dom f = ℝ − {3}'],
      ['b) Escriba las ecuaciones de las asíntotas vertical y horizontal.', 'x = 3 ; y = 2'],
      ['c) Halle la raíz de f.', 'x = −1/2'],
    ],
    'a) El denominador se anula en x = 3: Dom f = ℝ − {3}. b) Asíntota vertical x = 3 (el numerador vale 7 ≠ 0 allí); horizontal, el cociente de los coeficientes principales: y = 2/1 = 2. c) 2x + 1 = 0, x = −1/2.',
    () => [[3], [3, 2], [-1 / 2]],
  ),
  parts(
    25345,
    INVERSE,
    'functions',
    '46) Dadas f(x) = 3x − 2 y g(x) = x² + 1:',
    [
      ['a) Calcule (f∘g)(2).', '13'],
      ['b) Halle la función inversa de f.', 'f⁻¹(x) = (x + 2)/3'],
      ['c) Con b), calcule f⁻¹(10).', 'f⁻¹(10) = 4'],
    ],
    'a) g(2) = 5 y f(5) = 15 − 2 = 13. b) y = 3x − 2 ⇔ x = (y + 2)/3: f⁻¹(x) = (x + 2)/3. c) f⁻¹(10) = 12/3 = 4 (y f(4) = 10).',
    () => {
      const f = (x: number) => 3 * x - 2;
      const inverse = (x: number) => (x + 2) / 3;
      return same(f(inverse(10)), 10) ? [[f(2 ** 2 + 1)], [2, 3], [10, inverse(10)]] : [];
    },
  ),
  parts(
    25346,
    LINEAR,
    'words',
    '47) Se tienen 20 L de una solución de alcohol al 30 % (en volumen).',
    [
      ['a) ¿Cuántos litros de alcohol puro contiene?', '6 L'],
      ['b) ¿Cuántos litros de agua hay que agregarle para que quede al 24 %?', '5 L'],
      [
        'c) Si en cambio se le agrega alcohol puro, ¿cuántos litros hacen falta para que quede al 50 %?',
        '8 L',
      ],
    ],
    'a) 0,30 · 20 = 6 L. b) 6/(20 + w) = 0,24, 20 + w = 25, w = 5 L. c) (6 + p)/(20 + p) = 0,5, 6 + p = 10 + 0,5p, 0,5p = 4, p = 8 L.',
    () => {
      const alcohol = 0.3 * 20;
      return [[alcohol], [alcohol / 0.24 - 20], [(0.5 * 20 - alcohol) / (1 - 0.5)]];
    },
  ),
  open(
    25347,
    LINE,
    'functions',
    '48) Una función lineal pasa por los puntos (−1; 5) y (3; −3). a) Halle su pendiente. b) Con a), halle su ordenada al origen. c) Determine el punto donde su gráfica corta al eje x.',
    'a) m = −2; b) b = 3; c) (3/2; 0)',
    'a) m = (−3 − 5)/(3 − (−1)) = −8/4 = −2. b) 5 = −2 · (−1) + b, b = 3: y = −2x + 3. c) −2x + 3 = 0, x = 3/2: el punto (3/2; 0).',
    () => {
      const m = (-3 - 5) / (3 + 1);
      const b = 5 - m * -1;
      return [m, b, -b / m, 0];
    },
  ),
  open(
    25348,
    QUADRATIC,
    'equations',
    '49) a) Resuelva 2x² − 3x − 2 = 0. b) Con la raíz positiva hallada en a), calcule log₂(8x). c) Evalúe 2x² − 3x − 2 en la mitad de esa raíz positiva.',
    'a) x₁ = 2, x₂ = −1/2; b) 4; c) −3',
    'a) x = [3 ± √(9 + 16)]/4 = (3 ± 5)/4: x = 2 y x = −1/2. b) log₂(8 · 2) = log₂ 16 = 4. c) La mitad de 2 es 1: 2 − 3 − 2 = −3.',
    () => {
      const rs = quadraticRoots(2, -3, -2);
      const positive = rs[1] ?? 0;
      const half = positive / 2;
      return [...rs, Math.log2(8 * positive), 2 * half * half - 3 * half - 2];
    },
  ),
  open(
    25349,
    TRIG_EQUATIONS,
    'functions',
    '50) a) Resuelva 2cos²x − cos x − 1 = 0 para 0° ≤ x < 360°. b) ¿Cuántas soluciones tiene en ese intervalo?',
    'a) x = 0°, x = 120°, x = 240°; b) 3 soluciones',
    'a) Con t = cos x: 2t² − t − 1 = 0, t = 1 o t = −1/2. cos x = 1 da x = 0°; cos x = −1/2 da x = 120° y x = 240°. b) Tres soluciones.',
    () => {
      const zeros = zerosInDegrees((x) => 2 * Math.cos(x) ** 2 - Math.cos(x) - 1);
      const found = [0, 120, 240].every((a) =>
        zeros.some((z) => Math.abs(z - a) < 0.05 || Math.abs(z - a - 360) < 0.05),
      );
      return found ? [0, 120, 240, 3] : [];
    },
  ),
];

export const mathBlind30: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages];
