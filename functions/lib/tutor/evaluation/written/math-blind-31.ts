/**
 * A blind set of the mathematics entrance (#32, wave 31): fifty problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words. Twenty five-option items (E «Ninguna respuesta anterior es correcta», the right one in 25604,
 * 25611 and 25617), fifteen short numeric answers, twelve pages with parts a), b), c) (some with a d)) where
 * a later part uses an earlier result or changes a datum, and three pages (25647, 25648 and 25649) with
 * the parts written inside the statement. It leans to the kinds wave 30 had little or none of: piecewise
 * functions (a value, a composition, the image, where it decreases), the sign of a polynomial named P(x)
 * and the integers where it is negative, circles in general form (centre and radius, a radius from a
 * tangent line, the tangent line at a point), systems with a parameter (no solution, compatible
 * indeterminate, the solution on a given line), rational expressions simplified and then solved,
 * intersection and union of inequality solution sets, trigonometric equations in [0; 2π) and an
 * identity, domain and inverse of exponential and logarithmic functions, scientific notation with a sum
 * inside, percentages and compound interest by months (a deposit, a loan and its equivalent annual rate),
 * word problems with no combinatorics (a purchase with a discount and a surcharge afterwards, an alloy with
 * more copper added, two taps and a drain, two cars that meet, two taps where one breaks), triangles from
 * two angles and a side, areas and volumes with a change of unit (hm and dm, m³ and L, m³ and hl),
 * complex numbers in polar and binomial form, vectors (angle, scalar and vector projection), polynomial
 * division and factorization, and logarithms (properties with given logs, change of base). Numbered as
 * printed («7)», «Ejercicio 14:»), data in parentheses or a «Datos:» line, decimal comma, thousands with
 * dots or spaces, mixed units. Every key was worked by hand and is recomputed by `check` or `verify`.
 *
 * Kinds of problem, wording, programme and difficulty modelled on (read 2026-12-03; facts only, nothing
 * copied), leaning on regionals other than FRM and FRC:
 * - UTN FRLP, Seminario Universitario de Ingreso 2021, Matemática, práctica (operaciones combinadas,
 *   «Plantear y resolver» word problems): https://es.studenta.com/content/117053708/2021-matematica-practica
 * - UTN FRLP, Seminario Universitario de Ingreso 2019, Trabajo práctico Nº 1 (purchases in a bookshop, a
 *   can refilled to a fraction of its capacity):
 *   https://pdfslide.tips/documents/trabajo-practico-no1-frlputneduar-tp-reponemos-38-litros-y-el-bidon.html
 * - UTN FRGP, Seminario de Ingreso (Tecnicatura en Moldes, Matrices y Dispositivos), cuadernillo de
 *   Matemática 2019/2020 (scientific notation, proportionality and percentages, geometry, equations and
 *   word problems): https://es.scribd.com/document/694950802/cuadernilloingresomoldes19-20
 * - UTN FRT, Seminario de Ingreso 2020, cartilla de teoría de Matemática (polynomials, Ruffini and the
 *   factor theorem, circumference with tangents and secants, solids, quadrant relations, sine and cosine
 *   theorems): https://es.scribd.com/document/517483474/Cartilla-de-Teoria-de-Matematica-Ingreso-2020-UTN-FRT
 * - UTN FRT, cartilla de Matemática con trabajos prácticos (same programme, with practice sheets):
 *   https://de.scribd.com/document/240564500/Cartilla-Matematica-pdf
 * - UTN FRCH, Seminario Universitario, Matemática (Res. CS 865/2012 programme: reals and complex numbers,
 *   algebraic expressions, equations and inequalities, functions, trigonometry, vectors):
 *   https://de.scribd.com/document/372332984/sumatematica
 * - UTN FRN (Facultad Regional del Neuquén, extensión áulica Zapala), Ingreso 2017, cuadernillo de
 *   Matemática of the Tecnicatura Superior en Programación (only its presentation was readable; it shows
 *   the regional runs a seminario with its own booklet, nothing more was taken from it):
 *   https://ro.scribd.com/document/363308729/Cuadernillo-Ingreso-Tecnicatura-Superior-en-Programacion-Zapala-2017
 * For FRRe only a paper on its Seminario de Ingreso (Res. CS 865/2012) turned up, with no exercises; for
 * FRBA, FRSF, FRVM, FRSN, FRA and FRH nothing was found. And the programmes of content/exam-style/sources.ts.
 *
 * First measure, before any fix, at HEAD e09f1146 (written without looking at the solvers or the engine's
 * replies, 2026-12-03; the shared work tree also held other helpers' uncommitted solver changes): 23/50
 * right, 22 answered sure, 1 sure and wrong (exs-mat-25623, the parameter that puts a system's solution on
 * y = 2x; its key a = −12 was checked again by substitution and left as written).
 */
import {
  type Complex,
  cAbs,
  cMul,
  cPow,
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
  algebra: ['frt-matematica-cartilla', 'frch-matematica-2017'],
  equations: ['frt-matematica-cartilla', 'frch-matematica-2017', 'frlp-sui-conjuntos'],
  functions: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frch-matematica-2017'],
  geometry: ['frt-matematica-2020', 'frch-matematica-2017'],
  words: ['frlp-sui-conjuntos', 'frch-matematica-2017', 'frt-matematica-cartilla'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const REALS = 'algebra-basica.numeros-reales';
const POLYNOMIALS = 'algebra-basica.polinomios';
const FRACTIONS = 'algebra-basica.expresiones-racionales';
const COMPLEX = 'algebra-basica.numeros-complejos';
const LINEAR = 'ecuaciones.lineales';
const RATIONAL_EQ = 'ecuaciones.racionales';
const SYSTEMS = 'ecuaciones.sistemas';
const LINEAR_INEQ = 'ecuaciones.inecuaciones-lineales';
const INEQUALITIES = 'ecuaciones.inecuaciones-racionales';
const LOGARITHMS = 'funciones.logaritmos';
const EXP_LOG = 'funciones.exponencial-logaritmica';
const PIECEWISE = 'funciones.a-trozos';
const INVERSE = 'funciones.composicion-inversa';
const ANALYTIC = 'geometria.analitica';
const AREAS = 'geometria.areas-perimetros';
const VOLUMES = 'geometria.volumenes';
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

/** The angles (in radians, within [0; 2π)) where f vanishes, when they are the expected ones in degrees. */
const zerosAt = (f: (x: number) => number, expected: readonly number[]): number[] => {
  const zeros = zerosInDegrees(f);
  const found =
    zeros.length === expected.length &&
    expected.every((a) => zeros.some((z) => Math.abs(z - a) < 0.05 || Math.abs(z - a - 360) < 0.05));
  return found ? expected.map(deg) : [];
};

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  keyed(
    options(
      25600,
      PIECEWISE,
      'functions',
      '1) Sea f(x) = x² − 1 si x < 2; f(x) = 3x − 4 si 2 ≤ x ≤ 5; f(x) = 11 si x > 5. El valor de f(−3) + f(2) − f(7) es:',
      ['1', '−3', '−1', '10'],
      2,
      'f(−3): −3 < 2, se usa x² − 1 = 9 − 1 = 8. f(2): 2 está en [2; 5], 3 · 2 − 4 = 2. f(7): 7 > 5, vale 11. Resultado: 8 + 2 − 11 = −1.',
    ),
    () => {
      const f = (x: number) => (x < 2 ? x * x - 1 : x <= 5 ? 3 * x - 4 : 11);
      return [f(-3) + f(2) - f(7)];
    },
  ),
  options(
    25601,
    INEQUALITIES,
    'algebra',
    '2) Dado P(x) = x³ − 5x² + 2x + 8, indicar el conjunto de valores de x para los cuales P(x) < 0.',
    ['(−1; 2) ∪ (4; +∞)', '(−∞; −1) ∪ (2; 4)', '(−∞; −2) ∪ (1; 4)', '(−1; 4)'],
    1,
    'P(−1) = −1 − 5 − 2 + 8 = 0, así que (x + 1) es factor; por Ruffini el cociente es x² − 6x + 8 = (x − 2)(x − 4). P(x) = (x + 1)(x − 2)(x − 4), con raíces −1, 2 y 4. Tabla de signos: negativo en (−∞; −1), positivo en (−1; 2), negativo en (2; 4) y positivo en (4; +∞). Solución: (−∞; −1) ∪ (2; 4).',
    () =>
      ruffini([1, -5, 2, 8], -1).remainder === 0 &&
      solvesOn(
        (x) => poly([1, -5, 2, 8], x) < 0,
        (x) => x < -1 || (x > 2 && x < 4),
      ),
  ),
  keyed(
    options(
      25602,
      ANALYTIC,
      'geometry',
      '3) Indicar el centro y el radio de la circunferencia x² + y² + 4x − 10y + 20 = 0.',
      ['C(2; −5), r = 3', 'C(−2; 5), r = 9', 'C(−2; 5), r = 3', 'C(−4; 10), r = 3'],
      2,
      'Completando cuadrados: (x² + 4x + 4) + (y² − 10y + 25) = −20 + 4 + 25, es decir (x + 2)² + (y − 5)² = 9. Centro C(−2; 5) y radio r = √9 = 3.',
    ),
    () => {
      const [h, k] = [-4 / 2, 10 / 2];
      return [h, k, Math.sqrt(h * h + k * k - 20)];
    },
  ),
  keyed(
    options(
      25603,
      SYSTEMS,
      'equations',
      'Ejercicio 4: ¿Para qué valor de k el sistema 2x + ky = 3 ; 4x + 6y = 5 no tiene solución?',
      ['k = −3', 'k = 2', 'k = 6', 'k = 3'],
      3,
      'El sistema no tiene solución única cuando el determinante es nulo: 2 · 6 − 4k = 0, k = 3. Con k = 3 las rectas 2x + 3y = 3 y 4x + 6y = 5 son paralelas y distintas (el doble de la primera daría 4x + 6y = 6 ≠ 5): el sistema es incompatible.',
    ),
    () => {
      const k = (2 * 6) / 4;
      return same(2 * 6 - 4 * k, 0) && !same(3 * 2, 5) ? [k] : [];
    },
  ),
  keyed(
    options(
      25604,
      RATIONAL_EQ,
      'algebra',
      '5) Simplificar y resolver: (x² − 4)/(x² − 2x) = 3',
      ['x = 2', 'x = −1', 'x = 2 y x = 1', 'No tiene solución'],
      4,
      'Dominio: x² − 2x = x(x − 2) ≠ 0, x ≠ 0 y x ≠ 2. Simplificando (x − 2)(x + 2)/(x(x − 2)) = (x + 2)/x. Entonces x + 2 = 3x, x = 1, que pertenece al dominio (verifica: (1 − 4)/(1 − 2) = 3). La única solución es x = 1, que no figura en A–D: la respuesta es E.',
    ),
    () => {
      const x = 1;
      return same((x * x - 4) / (x * x - 2 * x), 3) ? [x] : [];
    },
  ),
  options(
    25605,
    LINEAR_INEQ,
    'equations',
    '6) Sean A = {x ∈ ℝ / 2x − 3 > 1} y B = {x ∈ ℝ / |x − 1| ≤ 4}. Entonces A ∩ B es:',
    ['[−3; 2)', '(2; 5]', '[2; 5]', '(−3; +∞)'],
    1,
    'A: 2x > 4, x > 2, A = (2; +∞). B: −4 ≤ x − 1 ≤ 4, −3 ≤ x ≤ 5, B = [−3; 5]. La intersección son los x mayores que 2 y a lo sumo 5: (2; 5].',
    () =>
      solvesOn(
        (x) => 2 * x - 3 > 1 && Math.abs(x - 1) <= 4,
        (x) => x > 2 && x <= 5,
      ),
  ),
  keyed(
    options(
      25606,
      TRIG_EQUATIONS,
      'functions',
      '7) Las soluciones de 2 sen x + √3 = 0 en el intervalo [0; 2π) son:',
      ['x = π/3 y x = 2π/3', 'x = 7π/6 y x = 11π/6', 'x = 4π/3 y x = 5π/3', 'x = 2π/3 y x = 4π/3'],
      2,
      'sen x = −√3/2. El ángulo de referencia es π/3 y el seno es negativo en el tercer y cuarto cuadrante: x = π + π/3 = 4π/3 y x = 2π − π/3 = 5π/3.',
    ),
    () => zerosAt((x) => 2 * Math.sin(x) + Math.sqrt(3), [240, 300]),
  ),
  options(
    25607,
    IDENTITIES,
    'functions',
    '8) Donde está definida, la expresión (1 − cos² x)/(sen x · cos x) es idéntica a:',
    ['cotg x', 'sen x', 'tg x', 'cos x'],
    2,
    'Por la identidad pitagórica, 1 − cos² x = sen² x. Entonces sen² x/(sen x · cos x) = sen x/cos x = tg x.',
    () =>
      SAMPLES.every((x) => same((1 - Math.cos(x) ** 2) / (Math.sin(x) * Math.cos(x)), Math.tan(x))) &&
      !SAMPLES.every((x) => same((1 - Math.cos(x) ** 2) / (Math.sin(x) * Math.cos(x)), 1 / Math.tan(x))),
  ),
  options(
    25608,
    EXP_LOG,
    'functions',
    '9) El dominio de f(x) = log₂(6 − 2x) + 1 es:',
    ['(3; +∞)', '(−∞; 3)', '(−∞; 3]', 'ℝ − {3}'],
    1,
    'El argumento del logaritmo debe ser positivo: 6 − 2x > 0, 2x < 6, x < 3. Dom f = (−∞; 3) (x = 3 queda afuera porque log₂ 0 no existe).',
    () =>
      solvesOn(
        (x) => Number.isFinite(Math.log2(6 - 2 * x)),
        (x) => x < 3,
      ),
  ),
  options(
    25609,
    INVERSE,
    'functions',
    '10) La función inversa de f(x) = 3^(x − 2) + 1 es:',
    [
      'f⁻¹(x) = log₃(x + 1) − 2',
      'f⁻¹(x) = log₃(x − 2) + 1',
      'f⁻¹(x) = 3^(x + 2) − 1',
      'f⁻¹(x) = log₃(x − 1) + 2',
    ],
    3,
    'y = 3^(x − 2) + 1 ⇔ y − 1 = 3^(x − 2) ⇔ x − 2 = log₃(y − 1) ⇔ x = log₃(y − 1) + 2. Intercambiando las letras: f⁻¹(x) = log₃(x − 1) + 2, con dominio x > 1 (la imagen de f).',
    () => {
      const f = (x: number) => 3 ** (x - 2) + 1;
      const log3 = (x: number) => Math.log(x) / Math.log(3);
      const right = (x: number) => log3(x - 1) + 2;
      const wrong = (x: number) => log3(x + 1) - 2;
      const points = [1.5, 2, 4, 10, 28];
      return points.every((x) => same(f(right(x)), x)) && !points.every((x) => same(f(wrong(x)), x));
    },
  ),
  keyed(
    options(
      25610,
      REALS,
      'reals',
      '11) Indicar la opción correcta. El resultado de (3 · 10⁴ + 2 · 10³) · 5 · 10⁻⁶ es:',
      ['3,2 · 10⁻¹', '1,6 · 10⁻¹', '1,6 · 10⁻²', '2,5 · 10⁻¹'],
      1,
      'Primero la suma: 3 · 10⁴ + 2 · 10³ = 30 000 + 2 000 = 32 000 = 3,2 · 10⁴. Luego 3,2 · 5 = 16 y 10⁴ · 10⁻⁶ = 10⁻²: 16 · 10⁻² = 1,6 · 10⁻¹ = 0,16.',
    ),
    () => [(3e4 + 2e3) * 5e-6],
  ),
  keyed(
    options(
      25611,
      EXP_LOG,
      'words',
      '12) Se depositan $ 200.000 a una tasa del 3 % mensual con interés compuesto (los intereses se capitalizan cada mes). El monto al cabo de 6 meses es, aproximadamente:',
      ['$ 236000', '$ 246000', '$ 206000', '$ 226000'],
      4,
      'M = C · (1 + i)ⁿ = 200 000 · 1,03⁶ ≈ 200 000 · 1,19405 ≈ $ 238 810,46. Con interés simple serían 200 000 · (1 + 0,18) = 236 000 (opción A, incorrecta). Ninguna opción muestra ≈ 238 810: la respuesta es E.',
    ),
    () => [200000 * 1.03 ** 6],
  ),
  keyed(
    options(
      25612,
      OBLIQUE,
      'geometry',
      '13) En un triángulo ABC se sabe que A = 40°, B = 75° y que el lado c = AB mide 20 cm. La longitud del lado a = BC es:',
      ['≈ 21,32 cm', '≈ 12,86 cm', '≈ 18,13 cm', '≈ 14,18 cm'],
      3,
      'C = 180° − 40° − 75° = 65°. Teorema del seno: a / sen A = c / sen C, a = 20 · sen 40° / sen 65° ≈ 20 · 0,6428 / 0,9063 ≈ 14,18 cm.',
    ),
    () => [(20 * Math.sin(deg(40))) / Math.sin(deg(180 - 40 - 75))],
  ),
  keyed(
    options(
      25613,
      AREAS,
      'geometry',
      '14) Un terreno rectangular mide 0,8 hm de largo y 250 dm de ancho. Su superficie es:',
      ['200 m²', '2000 m²', '20000 m²', '2,0 ha'],
      1,
      '0,8 hm = 80 m y 250 dm = 25 m. Superficie: 80 m · 25 m = 2 000 m² (= 0,2 ha).',
    ),
    () => [0.8 * 100 * (250 / 10)],
  ),
  keyed(
    options(
      25614,
      COMPLEX,
      'reals',
      '15) El complejo z = 4 (cos 150° + i sen 150°), escrito en forma binómica, es:',
      ['2√3 − 2i', '−2 + 2√3 i', '−2√3 + 2i', '2√3 + 2i'],
      2,
      'cos 150° = −√3/2 y sen 150° = 1/2. z = 4 · (−√3/2) + 4 · (1/2) i = −2√3 + 2i.',
    ),
    () => [4 * Math.cos(deg(150)), 4 * Math.sin(deg(150))],
  ),
  keyed(
    options(
      25615,
      ANALYTIC,
      'geometry',
      '16) El ángulo que forman los vectores u = (1; 2) y v = (3; −1) mide aproximadamente:',
      ['≈ 8,13°', '≈ 98,13°', '≈ 45°', '≈ 81,87°'],
      3,
      'u · v = 1 · 3 + 2 · (−1) = 1; |u| = √5 y |v| = √10. cos θ = 1/(√5 · √10) = 1/√50 ≈ 0,1414, θ ≈ 81,87°.',
    ),
    () => [toDeg(Math.acos(dot([1, 2], [3, -1]) / (norm([1, 2]) * norm([3, -1]))))],
  ),
  options(
    25616,
    POLYNOMIALS,
    'algebra',
    '17) Al dividir P(x) = 2x³ − 3x² + 4x − 1 por Q(x) = x² − x + 1 se obtienen el cociente C(x) y el resto R(x):',
    [
      'C(x) = 2x + 1; R(x) = −x',
      'C(x) = 2x − 1; R(x) = x',
      'C(x) = 2x − 1; R(x) = 3x − 2',
      'C(x) = 2x − 5; R(x) = x + 4',
    ],
    1,
    '2x³ : x² = 2x; 2x · Q(x) = 2x³ − 2x² + 2x; restando queda −x² + 2x − 1. −x² : x² = −1; −1 · Q(x) = −x² + x − 1; restando queda x. Cociente C(x) = 2x − 1 y resto R(x) = x (grado menor que el de Q). Verificación: (x² − x + 1)(2x − 1) + x = 2x³ − 3x² + 4x − 1.',
    () => {
      const p = (x: number) => poly([2, -3, 4, -1], x);
      const q = (x: number) => poly([1, -1, 1], x);
      return (
        SAMPLES.every((x) => same(p(x), q(x) * (2 * x - 1) + x)) &&
        !SAMPLES.every((x) => same(p(x), q(x) * (2 * x + 1) - x)) &&
        !SAMPLES.every((x) => same(p(x), q(x) * (2 * x - 1) + 3 * x - 2))
      );
    },
  ),
  keyed(
    options(
      25617,
      LOGARITHMS,
      'functions',
      '18) Sabiendo que log₂ 3 ≈ 1,585, el valor de log₈ 9 es aproximadamente:',
      ['3,17', '0,53', '1,585', '2,38'],
      4,
      'Cambio de base a 2: log₈ 9 = log₂ 9 / log₂ 8 = 2 log₂ 3 / 3 ≈ 2 · 1,585 / 3 ≈ 1,057. No figura en A–D (0,53 sería log₈ 3; 3,17 sería log₂ 9): la respuesta es E.',
    ),
    () => [Math.log(9) / Math.log(8)],
  ),
  keyed(
    options(
      25618,
      REALS,
      'words',
      '19) En un negocio se compran 3 camperas de $ 45.000 cada una y 2 pantalones de $ 28.000 cada uno. Sobre el total se hace un descuento del 15 % y, como se paga en cuotas, al importe con descuento se le aplica un recargo del 10 %. ¿Cuánto se paga en total?',
      ['$ 181450', '$ 162350', '$ 178585', '$ 143265'],
      2,
      'Total: 3 · 45 000 + 2 · 28 000 = 135 000 + 56 000 = 191 000. Con el 15 % de descuento: 191 000 · 0,85 = 162 350. Con el 10 % de recargo: 162 350 · 1,10 = 178 585. (No es lo mismo que un 5 % de descuento, que daría 181 450.)',
    ),
    () => [(3 * 45000 + 2 * 28000) * 0.85 * 1.1],
  ),
  keyed(
    options(
      25619,
      LINEAR,
      'words',
      '20) Una canilla llena un tanque en 6 h y otra lo llena en 4 h; un desagüe, abierto solo, lo vacía en 12 h. Si el tanque está vacío y se abren las dos canillas y el desagüe a la vez, ¿en cuánto tiempo se llena?',
      ['2,4 h', '3 h', '5 h', '4 h 30 min'],
      1,
      'En una hora: 1/6 + 1/4 − 1/12 = 2/12 + 3/12 − 1/12 = 4/12 = 1/3 del tanque. Se llena en 3 h. (Sin el desagüe serían 1/(5/12) = 2,4 h.)',
    ),
    () => [1 / (1 / 6 + 1 / 4 - 1 / 12)],
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    25620,
    PIECEWISE,
    'functions',
    '21) Sea f: ℝ → ℝ definida por f(x) = x + 3 si x < 0 y f(x) = x² − 4x + 3 si x ≥ 0. Calcular f(f(−5)) + f(4).',
    {
      value: () => {
        const f = (x: number) => (x < 0 ? x + 3 : x * x - 4 * x + 3);
        return f(f(-5)) + f(4);
      },
      text: '4',
    },
    'f(−5) = −5 + 3 = −2; f(−2) = −2 + 3 = 1 (−2 < 0). f(4) = 16 − 16 + 3 = 3. Resultado: 1 + 3 = 4.',
  ),
  numeric(
    25621,
    ANALYTIC,
    'geometry',
    '22) Hallar el radio de la circunferencia de centro C(1; −2) que es tangente a la recta 3x + 4y + 20 = 0.',
    { value: () => Math.abs(3 * 1 + 4 * -2 + 20) / Math.hypot(3, 4), text: 'r = 3' },
    'El radio es la distancia del centro a la recta tangente: r = |3 · 1 + 4 · (−2) + 20| / √(3² + 4²) = |15| / 5 = 3.',
  ),
  numeric(
    25622,
    INEQUALITIES,
    'equations',
    '23) Sea P(x) = x² − 2x − 15. ¿Cuántos números enteros x verifican P(x) < 0?',
    {
      value: () =>
        Array.from({ length: 41 }, (_, i) => i - 20).filter((x) => poly([1, -2, -15], x) < 0).length,
      unit: 'enteros',
      text: '7 enteros',
    },
    'P(x) = (x − 5)(x + 3), con raíces −3 y 5; como el coeficiente principal es positivo, P(x) < 0 entre las raíces: −3 < x < 5. Los enteros son −2, −1, 0, 1, 2, 3 y 4: son 7.',
  ),
  numeric(
    25623,
    SYSTEMS,
    'equations',
    '24) Determinar el valor de a para que la solución del sistema x + y = a ; x − y = 4 sea un punto de la recta y = 2x.',
    {
      value: () => solveLinear((a) => (a - 4) / 2 - 2 * ((a + 4) / 2)),
      text: 'a = −12',
    },
    'Sumando las ecuaciones: 2x = a + 4, x = (a + 4)/2; restándolas: 2y = a − 4, y = (a − 4)/2. La condición y = 2x da (a − 4)/2 = a + 4, a − 4 = 2a + 8, a = −12. (Queda x = −4, y = −8 = 2 · (−4).)',
  ),
  numeric(
    25624,
    RATIONAL_EQ,
    'equations',
    '25) Resolver: 3/(x − 2) − 2/(x + 2) = 10/(x² − 4)',
    {
      value: () => {
        const x = solveLinear((t) => 3 * (t + 2) - 2 * (t - 2) - 10);
        return same(3 / (x - 2) - 2 / (x + 2), 10 / (x * x - 4)) ? x : Number.NaN;
      },
      text: 'x = 0',
    },
    'Dominio: x ≠ 2 y x ≠ −2. Con denominador común x² − 4 = (x − 2)(x + 2): 3(x + 2) − 2(x − 2) = 10, 3x + 6 − 2x + 4 = 10, x + 10 = 10, x = 0, que pertenece al dominio (verifica: −3/2 − 1 = −5/2 = 10/(−4)).',
  ),
  numeric(
    25625,
    EXP_LOG,
    'functions',
    '26) ¿En qué valor de x corta al eje de abscisas la gráfica de f(x) = ln(x + 3) − 1? (Redondear al centésimo.)',
    { value: () => Math.E - 3, text: 'x = e − 3 ≈ −0,28', absolute: 0.005 },
    'ln(x + 3) − 1 = 0 ⇔ ln(x + 3) = 1 ⇔ x + 3 = e ⇔ x = e − 3 ≈ 2,718 − 3 ≈ −0,28 (está en el dominio x > −3).',
  ),
  numeric(
    25626,
    REALS,
    'reals',
    '27) Calcular y expresar en notación científica: (2,4 · 10⁻³)² : (1,2 · 10⁻⁴) + 3 · 10⁻²',
    { value: () => 2.4e-3 ** 2 / 1.2e-4 + 3e-2, text: '7,8 · 10⁻²', relative: 0.005 },
    '(2,4 · 10⁻³)² = 5,76 · 10⁻⁶. Dividido por 1,2 · 10⁻⁴: 4,8 · 10⁻² = 0,048. Sumando 3 · 10⁻² = 0,03: 0,078 = 7,8 · 10⁻².',
  ),
  numeric(
    25627,
    EXP_LOG,
    'words',
    '28) Un plazo fijo de $ 500 000 paga el 2,5 % mensual con capitalización mensual. ¿Cuántos meses completos hacen falta, como mínimo, para que el monto supere los $ 600 000?\nDatos: log 1,2 ≈ 0,0792; log 1,025 ≈ 0,0107',
    { value: () => Math.ceil(Math.log(1.2) / Math.log(1.025)), unit: 'meses', text: '8 meses' },
    '500 000 · 1,025ⁿ > 600 000 ⇔ 1,025ⁿ > 1,2 ⇔ n > log 1,2 / log 1,025 ≈ 0,07918/0,01072 ≈ 7,38. A los 7 meses, 1,025⁷ ≈ 1,1887 (monto ≈ $ 594 343); a los 8, 1,025⁸ ≈ 1,2184 (≈ $ 609 201). Hacen falta 8 meses.',
  ),
  numeric(
    25628,
    LINEAR,
    'words',
    '29) Una aleación de 60 kg contiene 25 % de cobre. ¿Cuántos kilogramos de cobre puro hay que fundir con ella para que la nueva aleación tenga 40 % de cobre?',
    { value: () => (0.4 * 60 - 0.25 * 60) / (1 - 0.4), unit: 'kg', text: '15 kg' },
    'Cobre inicial: 0,25 · 60 = 15 kg. Con c kg de cobre puro: (15 + c)/(60 + c) = 0,40, 15 + c = 24 + 0,4c, 0,6c = 9, c = 15 kg (quedan 30 kg de cobre en 75 kg: 40 %).',
  ),
  numeric(
    25629,
    LINEAR,
    'words',
    'Ejercicio 30: Las ciudades A y B distan 360 km. De A sale un auto hacia B a 90 km/h y, media hora más tarde, sale de B hacia A otro auto a 72 km/h. ¿A qué distancia de A se cruzan?',
    {
      value: () => {
        const t = (360 + 72 * 0.5) / (90 + 72);
        return 90 * t;
      },
      unit: 'km',
      text: '220 km',
    },
    'Con t en horas desde la salida del primero: 90t + 72(t − 0,5) = 360, 162t − 36 = 360, t = 396/162 ≈ 2,444 h. Distancia desde A: 90 · 2,444 = 220 km (el segundo recorrió 140 km).',
  ),
  numeric(
    25630,
    OBLIQUE,
    'geometry',
    '31) En un triángulo ABC, B = 50°, C = 70° y el lado a (opuesto a A) mide 12 cm. Calcular el lado b, en cm. (Redondear al centésimo.)',
    {
      value: () => (12 * Math.sin(deg(50))) / Math.sin(deg(180 - 50 - 70)),
      unit: 'cm',
      text: '≈ 10,61 cm',
      relative: 0.005,
    },
    'A = 180° − 50° − 70° = 60°. Teorema del seno: b = a · sen B / sen A = 12 · sen 50° / sen 60° ≈ 12 · 0,7660 / 0,8660 ≈ 10,61 cm.',
  ),
  numeric(
    25631,
    VOLUMES,
    'geometry',
    '32) Una pileta con forma de prisma rectangular mide 8 m de largo, 4 m de ancho y 1,5 m de profundidad, y se llena hasta 20 cm por debajo del borde. ¿Cuántos litros de agua contiene?',
    { value: () => 8 * 4 * (1.5 - 0.2) * 1000, unit: 'L', text: '41600 L', relative: 0.005 },
    'Altura del agua: 1,5 m − 0,20 m = 1,3 m. V = 8 · 4 · 1,3 = 41,6 m³ y 1 m³ = 1 000 L: 41 600 L.',
  ),
  numeric(
    25632,
    COMPLEX,
    'reals',
    '33) Calcular el módulo de z = (3 + 4i)² / (1 − i).',
    {
      value: () => {
        const numerator = cPow([3, 4], 2);
        return cAbs(numerator) / cAbs([1, -1]);
      },
      text: '25/√2 ≈ 17,68',
      relative: 0.005,
    },
    'El módulo de un cociente es el cociente de los módulos y el de una potencia es la potencia del módulo: |3 + 4i| = 5, |(3 + 4i)²| = 25; |1 − i| = √2. |z| = 25/√2 ≈ 17,68.',
  ),
  numeric(
    25633,
    ANALYTIC,
    'geometry',
    '34) Hallar la proyección escalar del vector u = (4; 3) sobre la dirección de v = (1; 2).',
    { value: () => dot([4, 3], [1, 2]) / norm([1, 2]), text: '2√5 ≈ 4,47', relative: 0.005 },
    'proy_v u = (u · v)/|v| = (4 · 1 + 3 · 2)/√5 = 10/√5 = 2√5 ≈ 4,47.',
  ),
  numeric(
    25634,
    LOGARITHMS,
    'functions',
    '35) Sabiendo que log a = 0,6 y log b = 0,25, calcular log(a³ · √b / 100).',
    { value: () => 3 * 0.6 + 0.25 / 2 - 2, text: '−0,075', absolute: 0.001 },
    'log(a³ · √b / 100) = 3 log a + (1/2) log b − log 100 = 1,8 + 0,125 − 2 = −0,075.',
  ),
];

/** Pages with parts a), b), c), a later part using an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    25635,
    PIECEWISE,
    'functions',
    '36) Sea f(x) = −x + 1 si x < −1; f(x) = x² + 1 si −1 ≤ x < 2; f(x) = 5 si x ≥ 2.',
    [
      ['a) Calcular f(−3), f(0) y f(2).', 'f(−3) = 4; f(0) = 1; f(2) = 5'],
      ['b) Hallar todos los x tales que f(x) = 2.', 'x = −1 y x = 1'],
      ['c) Indicar el conjunto imagen de f.', 'Im f = [1; +∞)'],
      ['d) ¿En qué intervalo f es decreciente?', 'f decrece en (−∞; 0]'],
    ],
    'a) f(−3) = 3 + 1 = 4; f(0) = 0 + 1 = 1; f(2) = 5. b) En x < −1: −x + 1 = 2 da x = −1, que no es < −1. En [−1; 2): x² + 1 = 2, x = ±1, y ambos están en el tramo. En x ≥ 2 vale 5. Soluciones: x = −1 y x = 1. c) El primer tramo toma los valores (2; +∞), el segundo [1; 5) y el tercero 5: Im f = [1; +∞). d) El primer tramo decrece y llega a 2 en x = −1, donde f(−1) = 2 (no hay salto); la parábola decrece hasta su vértice x = 0. f decrece en (−∞; 0], crece en [0; 2] y es constante desde 2.',
    () => {
      const f = (x: number) => (x < -1 ? -x + 1 : x < 2 ? x * x + 1 : 5);
      const solutions = [-3, -1, -0.5, 1, 3].filter((x) => same(f(x), 2));
      const grid = Array.from({ length: 1601 }, (_, i) => -20 + i / 40);
      const least = Math.min(...grid.map(f));
      const decreasing = grid.filter((x) => x < 0).every((x) => f(x + 1 / 40) < f(x));
      return [[-3, f(-3), 0, f(0), 2, f(2)], solutions, [least], decreasing ? [0] : []];
    },
  ),
  parts(
    25636,
    ANALYTIC,
    'geometry',
    '37) Dada la circunferencia x² + y² − 2x + 6y − 15 = 0:',
    [
      ['a) Hallar su centro C y su radio.', 'C = (1; −3), r = 5'],
      [
        'b) Verificar que P(4; 1) pertenece a la circunferencia y calcular la pendiente del radio CP.',
        'm = 4/3',
      ],
      ['c) Con b), escribir la ecuación de la recta tangente a la circunferencia en P.', 'y = −3/4 x + 4'],
    ],
    'a) (x − 1)² + (y + 3)² = 15 + 1 + 9 = 25: C = (1; −3) y r = 5. b) (4 − 1)² + (1 + 3)² = 9 + 16 = 25, P está en la circunferencia. m_CP = (1 − (−3))/(4 − 1) = 4/3. c) La tangente en P es perpendicular al radio: pendiente −3/4. y − 1 = −3/4 (x − 4), y = −3/4 x + 4.',
    () => {
      const [h, k] = [2 / 2, -6 / 2];
      const r = Math.sqrt(h * h + k * k + 15);
      const onCircle = same((4 - h) ** 2 + (1 - k) ** 2, r * r);
      const m = (1 - k) / (4 - h);
      const tangent = -1 / m;
      return onCircle ? [[h, k, r], [m], [tangent, 1 - tangent * 4]] : [];
    },
  ),
  parts(
    25637,
    SYSTEMS,
    'equations',
    '38) Se considera el sistema kx + y = 2 ; 4x + ky = 4, donde k es un número real.',
    [
      ['a) ¿Para qué valores de k el sistema tiene solución única?', 'k ≠ 2 y k ≠ −2'],
      ['b) ¿Para qué valor de k el sistema es incompatible?', 'k = −2'],
      ['c) Resolver el sistema para k = 1.', 'x = 2/3; y = 4/3'],
    ],
    'a) Determinante: k · k − 1 · 4 = k² − 4, no nulo si k ≠ 2 y k ≠ −2. b) Con k = 2: 2x + y = 2 y 4x + 2y = 4 son la misma recta (compatible indeterminado). Con k = −2: −2x + y = 2 y 4x − 2y = 4; multiplicando la primera por −2, 4x − 2y = −4 ≠ 4: incompatible. c) x + y = 2 y 4x + y = 4; restando, 3x = 2, x = 2/3 e y = 4/3.',
    () => {
      const critical = quadraticRoots(1, 0, -4);
      // The ratios of the coefficients of x, of y and of the right sides (second equation to first).
      const ratios = (k: number) => [4 / k, k / 1, 4 / 2];
      const [x2, y2, c2] = ratios(2);
      const [xm, ym, cm] = ratios(-2);
      const indeterminate = same(x2 ?? 0, y2 ?? 1) && same(y2 ?? 0, c2 ?? 1);
      const incompatible = same(xm ?? 0, ym ?? 1) && !same(ym ?? 0, cm ?? 0);
      return indeterminate && incompatible ? [critical, [-2], cramer(1, 1, 2, 4, 1, 4)] : [];
    },
  ),
  parts(
    25638,
    FRACTIONS,
    'algebra',
    'Ejercicio 39: Dada la expresión E(x) = (x² − 9)/(x² + 3x):',
    [
      ['a) Simplificarla.', '(x − 3)/x'],
      ['b) Con a), resolver la ecuación E(x) = 1/2.', 'x = 6'],
      ['c) Indicar los valores de x para los que E(x) no está definida.', 'x = 0 y x = −3'],
    ],
    'a) x² − 9 = (x − 3)(x + 3) y x² + 3x = x(x + 3): E(x) = (x − 3)/x, para x ≠ 0 y x ≠ −3. b) (x − 3)/x = 1/2, 2x − 6 = x, x = 6 (no anula el denominador; verifica: 27/54 = 1/2). c) El denominador x(x + 3) se anula en x = 0 y x = −3.',
    () => {
      const e = (x: number) => (x * x - 9) / (x * x + 3 * x);
      const simplified = SAMPLES.every((x) => same(e(x), (x - 3) / x));
      const x = solveLinear((t) => 2 * (t - 3) - t);
      return simplified && same(e(x), 0.5) ? [[-3], [x], quadraticRoots(1, 3, 0).reverse()] : [];
    },
  ),
  parts(
    25639,
    INEQUALITIES,
    'equations',
    '40) Sean A el conjunto solución de x² − x − 6 ≤ 0 y B el de (x − 1)/(x + 4) > 0.',
    [
      ['a) Expresar A como intervalo.', 'A = [−2; 3]'],
      ['b) Expresar B como unión de intervalos.', 'B = (−∞; −4) ∪ (1; +∞)'],
      ['c) Hallar A ∩ B.', 'A ∩ B = (1; 3]'],
      ['d) Hallar A ∪ B.', 'A ∪ B = (−∞; −4) ∪ [−2; +∞)'],
    ],
    'a) x² − x − 6 = (x − 3)(x + 2) ≤ 0 entre sus raíces, extremos incluidos: A = [−2; 3]. b) El cociente es positivo si numerador y denominador tienen el mismo signo: x > 1, o x < −4 (x = −4 anula el denominador y x = 1 da 0): B = (−∞; −4) ∪ (1; +∞). c) Lo común es (1; 3]. d) La unión es (−∞; −4) ∪ [−2; +∞), porque [−2; 3] y (1; +∞) se superponen.',
    () => {
      const inA = (x: number) => x * x - x - 6 <= 0;
      const inB = (x: number) => x !== -4 && (x - 1) / (x + 4) > 0;
      const ok =
        solvesOn(inA, (x) => x >= -2 && x <= 3) &&
        solvesOn(inB, (x) => x < -4 || x > 1) &&
        solvesOn(
          (x) => inA(x) && inB(x),
          (x) => x > 1 && x <= 3,
        ) &&
        solvesOn(
          (x) => inA(x) || inB(x),
          (x) => x < -4 || x >= -2,
        );
      return ok ? [quadraticRoots(1, -1, -6), [-4, 1], [1, 3], [-4, -2]] : [];
    },
  ),
  parts(
    25640,
    TRIG_EQUATIONS,
    'functions',
    '41) Dada la ecuación 2 cos² x + 3 sen x − 3 = 0:',
    [
      ['a) Resolverla en [0; 2π).', 'x = π/6, x = π/2, x = 5π/6'],
      ['b) Para la menor solución hallada en a), calcular sen(2x) + cos(2x).', '≈ 1,366'],
      ['c) ¿Cuántas soluciones tiene la ecuación en [0; 4π)?', '6 soluciones'],
    ],
    'a) Con cos² x = 1 − sen² x: 2 − 2 sen² x + 3 sen x − 3 = 0, es decir 2 sen² x − 3 sen x + 1 = 0, sen x = 1 o sen x = 1/2. sen x = 1 da x = π/2; sen x = 1/2 da x = π/6 y x = 5π/6. b) Con x = π/6: sen(π/3) + cos(π/3) = √3/2 + 1/2 ≈ 1,366. c) La ecuación tiene período 2π: en [0; 4π) hay el doble de soluciones, 6.',
    () => {
      const g = (x: number) => 2 * Math.cos(x) ** 2 + 3 * Math.sin(x) - 3;
      // With s = sen x: 2s² − 3s + 1 = 0; each value of s gives the angles with that sine in [0; 2π).
      const angles = quadraticRoots(2, -3, 1).flatMap((s) => {
        const a = Math.asin(s);
        return same(a, Math.PI - a) ? [a] : [a, Math.PI - a];
      });
      const solutions = angles.every((x) => Math.abs(g(x)) < 1e-9) ? angles.sort((p, q) => p - q) : [];
      const least = Math.min(...solutions);
      return [solutions, [Math.sin(2 * least) + Math.cos(2 * least)], [2 * solutions.length]];
    },
  ),
  parts(
    25641,
    EXP_LOG,
    'functions',
    '42) Sea f(x) = log₂(x − 1) + 3.',
    [
      ['a) Indicar el dominio de f.', 'Dom f = (1; +∞)'],
      ['b) Hallar el cero de f.', 'x = 9/8'],
      ['c) Hallar la función inversa de f.', 'f⁻¹(x) = 2^(x − 3) + 1'],
      ['d) Con c), escribir la ecuación de la asíntota horizontal de f⁻¹.', 'y = 1'],
    ],
    'a) x − 1 > 0: Dom f = (1; +∞). b) log₂(x − 1) = −3, x − 1 = 2⁻³ = 1/8, x = 9/8. c) y = log₂(x − 1) + 3 ⇔ y − 3 = log₂(x − 1) ⇔ x = 2^(y − 3) + 1: f⁻¹(x) = 2^(x − 3) + 1. d) 2^(x − 3) tiende a 0 cuando x → −∞: la asíntota es y = 1 (la recta x = 1, asíntota vertical de f, reflejada).',
    () => {
      const f = (x: number) => Math.log2(x - 1) + 3;
      const inverse = (x: number) => 2 ** (x - 3) + 1;
      const ok = SAMPLES.every((x) => same(f(inverse(x)), x));
      return ok ? [[1], [1 + 2 ** -3], [2, -3, 1], [inverse(-60)]] : [];
    },
  ),
  parts(
    25642,
    EXP_LOG,
    'words',
    '43) Un préstamo de $ 800 000 se cancela con un único pago a los 9 meses, con un interés compuesto del 4 % mensual.',
    [
      ['a) ¿Cuál es el monto a pagar?', '$ 1138649,45'],
      ['b) ¿Cuánto se paga de intereses?', '$ 338649,45'],
      ['c) ¿Qué tasa anual es equivalente al 4 % mensual compuesto?', '≈ 60,10 %'],
    ],
    'a) M = 800 000 · 1,04⁹ ≈ 800 000 · 1,423312 ≈ $ 1 138 649,45. b) Intereses: 1 138 649,45 − 800 000 = $ 338 649,45. c) En 12 meses el capital se multiplica por 1,04¹² ≈ 1,6010: tasa anual ≈ 60,10 % (no 48 %, que sería sumar las tasas).',
    () => {
      const amount = 800000 * 1.04 ** 9;
      return [[amount], [amount - 800000], [(1.04 ** 12 - 1) * 100]];
    },
  ),
  parts(
    25643,
    LINEAR,
    'words',
    '44) Un tanque de 1 800 L se llena con la canilla A sola en 3 h, y con la canilla B sola en 4 h 30 min.',
    [
      ['a) ¿Cuál es el caudal de A, en L/min?', '10 L/min'],
      ['b) ¿Cuál es el caudal de B, en L/min?', '≈ 6,67 L/min'],
      ['c) ¿Cuántos minutos tardan las dos juntas en llenar el tanque vacío?', '108 min'],
      [
        'd) Si se abren las dos y al cabo de 1 h la canilla A se rompe, ¿cuántos minutos más tarda B en completar el llenado?',
        '120 min',
      ],
    ],
    'a) 1 800 L / 180 min = 10 L/min. b) 1 800 L / 270 min ≈ 6,67 L/min. c) Juntas: 10 + 20/3 = 50/3 L/min; 1 800 / (50/3) = 108 min (1 h 48 min). d) En 60 min cargan 60 · 50/3 = 1 000 L; faltan 800 L, que B carga en 800 / (20/3) = 120 min.',
    () => {
      const a = 1800 / 180;
      const b = 1800 / 270;
      const filled = 60 * (a + b);
      return [[a], [b], [1800 / (a + b)], [(1800 - filled) / b]];
    },
  ),
  parts(
    25644,
    POLYNOMIALS,
    'algebra',
    '45) Sea P(x) = 2x³ + x² − 13x + 6.',
    [
      [
        'a) Verificar que x = 2 es raíz de P y, por Ruffini, hallar el cociente de P(x) : (x − 2).',
        'C(x) = 2x² + 5x − 3',
      ],
      ['b) Con a), hallar todas las raíces de P.', 'x = 2; x = 1/2; x = −3'],
      ['c) Escribir P(x) factorizado.', 'P(x) = 2(x − 2)(x − 1/2)(x + 3)'],
      ['d) Indicar el conjunto de valores de x para los que P(x) < 0.', '(−∞; −3) ∪ (1/2; 2)'],
    ],
    'a) P(2) = 16 + 4 − 26 + 6 = 0. Ruffini con 2: coeficientes 2, 1, −13, 6 → 2, 5, −3, resto 0: C(x) = 2x² + 5x − 3. b) 2x² + 5x − 3 = 0: x = (−5 ± 7)/4, x = 1/2 y x = −3; con x = 2 son las tres raíces. c) P(x) = 2(x − 2)(x − 1/2)(x + 3). d) Coeficiente principal positivo y raíces simples −3, 1/2 y 2: P es negativo en (−∞; −3) y en (1/2; 2).',
    () => {
      const { quotient, remainder } = ruffini([2, 1, -13, 6], 2);
      const rs = quadraticRoots(quotient[0] ?? 1, quotient[1] ?? 0, quotient[2] ?? 0);
      const sign = solvesOn(
        (x) => poly([2, 1, -13, 6], x) < 0,
        (x) => x < -3 || (x > 0.5 && x < 2),
      );
      const factored = SAMPLES.every((x) => same(poly([2, 1, -13, 6], x), 2 * (x - 2) * (x - 0.5) * (x + 3)));
      return remainder === 0 && sign && factored
        ? [quotient, [2, ...rs], [2, -2, -0.5, 3], [rs[0] ?? 0, rs[1] ?? 0, 2]]
        : [];
    },
  ),
  parts(
    25645,
    OBLIQUE,
    'geometry',
    '46) Dos observadores, A y B, están en un terreno llano a 500 m uno del otro y ven un globo C, que está entre ambos, con ángulos de elevación de 62° desde A y de 48° desde B. (Datos: AB = 500 m; Â = 62°; B̂ = 48°.)',
    [
      ['a) Calcular la distancia AC, en metros.', '≈ 395,42 m'],
      ['b) Calcular la distancia BC, en metros.', '≈ 469,81 m'],
      ['c) Con a), calcular la altura del globo sobre el terreno.', '≈ 349,13 m'],
    ],
    'C = 180° − 62° − 48° = 70°. a) Teorema del seno: AC = AB · sen B / sen C = 500 · sen 48° / sen 70° ≈ 500 · 0,7431 / 0,9397 ≈ 395,42 m. b) BC = 500 · sen 62° / sen 70° ≈ 500 · 0,8829 / 0,9397 ≈ 469,81 m. c) h = AC · sen 62° ≈ 395,42 · 0,8829 ≈ 349,13 m (y también BC · sen 48° ≈ 349,13 m).',
    () => {
      const c = deg(180 - 62 - 48);
      const ac = (500 * Math.sin(deg(48))) / Math.sin(c);
      const bc = (500 * Math.sin(deg(62))) / Math.sin(c);
      const h = ac * Math.sin(deg(62));
      return same(h, bc * Math.sin(deg(48))) ? [[ac], [bc], [h]] : [];
    },
  ),
  parts(
    25646,
    COMPLEX,
    'reals',
    '47) Se considera el número complejo z = −1 + i.',
    [
      ['a) Calcular su módulo y su argumento (en grados).', '|z| = √2, arg z = 135°'],
      ['b) Con a), calcular z⁴ en forma binómica.', 'z⁴ = −4'],
      ['c) Si w = 2 (cos 45° + i sen 45°), calcular el producto z · w en forma binómica.', 'z · w = −2√2'],
    ],
    'a) |z| = √(1 + 1) = √2; z está en el segundo cuadrante y tg φ = −1: φ = 135°. b) De Moivre: z⁴ = (√2)⁴ (cos 540° + i sen 540°) = 4 (cos 180° + i sen 180°) = −4. c) Se multiplican módulos y se suman argumentos: √2 · 2 = 2√2 y 135° + 45° = 180°: z · w = 2√2 (cos 180° + i sen 180°) = −2√2.',
    () => {
      const z: Complex = [-1, 1];
      const z4 = cPow(z, 4);
      const w: Complex = [2 * Math.cos(deg(45)), 2 * Math.sin(deg(45))];
      const product = cMul(z, w);
      return Math.abs(z4[1]) < 1e-9 && Math.abs(product[1]) < 1e-9
        ? [[cAbs(z), toDeg(Math.atan2(z[1], z[0]))], [z4[0]], [product[0]]]
        : [];
    },
  ),
];

/** Pages with the parts written inside the statement. */
const inline: readonly ExamStyleProblem[] = [
  open(
    25647,
    ANALYTIC,
    'geometry',
    '48) Dados u = (2; −1; 2) y v = (1; 1; 0): a) calcular |u|; b) calcular el ángulo entre u y v; c) hallar el vector proyección de u sobre v.',
    'a) |u| = 3; b) ≈ 76,37°; c) (1/2; 1/2; 0)',
    'a) |u| = √(4 + 1 + 4) = 3. b) u · v = 2 − 1 + 0 = 1, |v| = √2; cos θ = 1/(3√2) ≈ 0,2357, θ ≈ 76,37°. c) proy = (u · v / |v|²) v = (1/2)(1; 1; 0) = (1/2; 1/2; 0).',
    () => {
      const u = [2, -1, 2];
      const v = [1, 1, 0];
      const k = dot(u, v) / dot(v, v);
      return [norm(u), toDeg(Math.acos(dot(u, v) / (norm(u) * norm(v)))), ...v.map((c) => k * c)];
    },
  ),
  open(
    25648,
    LOGARITHMS,
    'functions',
    '49) a) Calcular log₃ 81 + log₅ (1/25) − log₂ √8. b) Resolver 5^x = 40 usando cambio de base (redondear al centésimo). c) Resolver log₂ x + log₄ x = 6.',
    'a) 1/2; b) x ≈ 2,29; c) x = 16',
    'a) log₃ 81 = 4, log₅ (1/25) = −2 y log₂ √8 = log₂ 2^(3/2) = 3/2: 4 − 2 − 3/2 = 1/2. b) x = log 40 / log 5 ≈ 1,6021/0,6990 ≈ 2,29. c) log₄ x = log₂ x / log₂ 4 = (1/2) log₂ x; entonces (3/2) log₂ x = 6, log₂ x = 4, x = 16.',
    () => {
      const a = Math.log(81) / Math.log(3) + Math.log(1 / 25) / Math.log(5) - Math.log2(Math.sqrt(8));
      const x = 2 ** (6 / 1.5);
      return same(Math.log2(x) + Math.log(x) / Math.log(4), 6) ? [a, Math.log(40) / Math.log(5), x] : [];
    },
  ),
  open(
    25649,
    VOLUMES,
    'geometry',
    '50) Un silo está formado por un cilindro de 3 m de diámetro y 6 m de altura, coronado por un cono de la misma base y 1,2 m de altura. a) Calcular el volumen de la parte cilíndrica, en m³. b) Calcular el volumen del cono, en m³. c) Expresar la capacidad total del silo en hectolitros.',
    'a) ≈ 42,41 m³; b) ≈ 2,83 m³; c) ≈ 452,39 hl',
    'r = 1,5 m. a) V = π r² h = π · 2,25 · 6 = 13,5π ≈ 42,41 m³. b) V = (1/3) π r² h = (1/3) π · 2,25 · 1,2 = 0,9π ≈ 2,83 m³. c) Total 14,4π ≈ 45,239 m³; 1 m³ = 1 000 L = 10 hl: ≈ 452,39 hl.',
    () => {
      const cylinder = Math.PI * 1.5 ** 2 * 6;
      const cone = (Math.PI * 1.5 ** 2 * 1.2) / 3;
      return [cylinder, cone, (cylinder + cone) * 10];
    },
  ),
];

export const mathBlind31: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...inline];
