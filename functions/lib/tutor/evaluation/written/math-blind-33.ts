/**
 * A blind set of the mathematics entrance (#32, wave 33): fifty problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words, meant to read like one regional exam season over the whole programme. Twenty five-option
 * items (E «Ninguna respuesta anterior es correcta», the right one in 26205, 26211 and 26217), fifteen
 * short numeric answers, twelve pages with parts a), b), c) (some with a d)) where a later part uses an
 * earlier result or changes a datum, and three pages (26247, 26248 and 26249) with the parts written
 * inside the statement. It leans to kinds waves 30, 31 and 32 had little or none of: a statement in
 * words turned into an equation (lenguaje simbólico), rationalizing a denominator, profit over the selling
 * price, a perfect cube, a sum of algebraic fractions, a linear inequality with fractions, an equation
 * with an absolute value, an exponential equation by substitution, a parabola from its roots and a point
 * and from its vertex and a point, a taxi fare as a linear function, exact values by reduction to the
 * first quadrant, a sector's area from an angle in radians, a ramp (answer in cm from m), a line parallel
 * to a segment, a unit vector, a cone from its slant height, a regular hexagon, compound proportionality
 * (workers, hours and days), an identity with sec and cotg, light from the Sun in minutes, a work rate
 * worked backwards, simple interest backwards, the top of a thrown object, an irrational equation, a root
 * from a coefficient found first, radioactive decay with e, composition, tg² x = 3, the largest angle from
 * three sides, the distance between two parallel lines written with different coefficients, a spherical
 * tank at 75 % in litres, a complex quotient that is purely imaginary, a train crossing a bridge (km/h),
 * a shadow by similar triangles; pages with a rent updated by a table of percentages, divisibility by two
 * binomials, a rectangle from a system, an exponential function, a circle through a point and its chord
 * on the x-axis, a tower seen from two points on the same side, a sinusoid (amplitude, period, maximum),
 * a parallelogram from vectors, an instalment plan where the deposit changes, complex roots of a
 * quadratic, a pyramid-shaped tent with its canvas cost; and inline a deposit under two rates given as a
 * list, a trigonometric equation by common factor in degrees, and a function with an absolute value.
 * Numbered as printed («7)», «Ejercicio 14:», «Problema 3.»), data in parentheses, a «Datos:» line or a
 * list, decimal comma, thousands with dots or spaces, rounding instructions and units asked for. Every
 * key was worked by hand and is recomputed by `check` or `verify`.
 *
 * Sources (searched 2026-12-03 with the `search` tool, corpora pages, docs and code, for UTN ingreso
 * material of FRBA, FRSF, FRVM, FRBB, FRRo, FRH, FRSN, FRA, FRRa, FRGP and FRRe): no new exercise material
 * turned up. The searches returned only material content/exam-style/sources.ts already lists or that the
 * wave-30/31 files cite, read again for kinds and wording (read 2026-12-03; facts only, nothing copied):
 * - UTN FRLP, Seminario Universitario de Ingreso 2021, Matemática, práctica (operaciones combinadas,
 *   «Plantear y resolver» word problems): https://es.studenta.com/content/117053708/2021-matematica-practica
 * - UTN FRLP, Seminario Universitario de Ingreso 2019, Trabajo práctico Nº 1 (a can refilled to a fraction,
 *   purchases): https://pdfslide.tips/documents/trabajo-practico-no1-frlputneduar-tp-reponemos-38-litros-y-el-bidon.html
 * - UTN FRGP, Seminario de Ingreso (Tecnicatura en Moldes, Matrices y Dispositivos), cuadernillo de
 *   Matemática 2019/2020 (scientific notation with physical constants, proportionality, geometry):
 *   https://es.scribd.com/document/694950802/cuadernilloingresomoldes19-20
 * - UTN FRT, cartilla de Matemática del Seminario de Ingreso (polynomials, factoring cases, trigonometry,
 *   solids, sine and cosine theorems): https://de.scribd.com/document/240564500/Cartilla-Matematica-pdf
 * - UTN FRT, Seminario de Ingreso 2020, cartilla de teoría de Matemática:
 *   https://es.scribd.com/document/517483474/Cartilla-de-Teoria-de-Matematica-Ingreso-2020-UTN-FRT
 * - Ingreso UTN, Matemática Unidad I resuelta (exapuni; lenguaje algebraico: a statement in words written
 *   as an expression), the copy in sources.ts and two mirrors of it that the search returned:
 *   https://ar.scribd.com/document/309641718/Unidad-1-matematica-seminario-de-ingreso-utn,
 *   https://fdocuments.net/document/unidad-1-matematica-seminario-de-ingreso-utn.html and
 *   https://cupdf.com/document/ingreso-utn-cursos-guas-y-parciales-resueltos-del-cbc.html
 * For FRRe only the paper on its Seminario de Ingreso (Res. CS 865/2012) came up again, with no exercises
 * (https://revistas.utp.ac.pa/index.php/clabes/article/download/857/2524?inline=1). For FRRa only a news
 * item turned up (the curso de ingreso is nivelatorio, given in person in February, by modules according
 * to the degree; no exercises):
 * https://elecodesunchales.com.ar/contenido/142417/la-utn-rafaela-mantiene-abiertas-las-inscripciones;
 * for FRVM only a paper on early drop-out in its engineering degrees (no exercises):
 * https://deploy.studylib.es/doc/8750957/desgranamiento-temprano-y-dise%C3%B1o-curricular-en-carreras-de.
 * For FRBA, FRSF, FRBB, FRRo, FRH, FRSN and FRA nothing with exercises was found. No citation was
 * invented, and nothing from these pages was used beyond what is said here.
 *
 * First measure, before any fix, at HEAD 7e4bdd41 (written without looking at the solvers or the engine's
 * replies, 2026-12-03; the shared work tree may also hold other helpers' uncommitted changes): 21/50
 * right, 21 answered sure, 1 sure and wrong (exs-mat-26225, the sum of the other two roots of
 * 2x³ + 3x² + kx − 6 once x = −2 gives k = −5; its key 1/2 was checked again by substitution, P(3/2) =
 * P(−1) = 0, and left as written). The same measure on a clean checkout of 7e4bdd41 reads the same.
 * The sure-wrong reply answered k alone: «la suma de las otras dos raíces» is now read and answered
 * (polynomial-conditions.ts).
 */
import {
  type Complex,
  cAbs,
  cDiv,
  cMul,
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
  language: ['utn-exapuni-matematica-u1', 'frlp-sui-conjuntos'],
  algebra: ['frt-matematica-cartilla', 'frt-matematica-2020', 'frch-matematica-2017'],
  equations: ['frt-matematica-cartilla', 'frch-matematica-2017', 'frlp-sui-conjuntos'],
  functions: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frch-matematica-2017'],
  geometry: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frch-matematica-2017'],
  words: ['frlp-sui-conjuntos', 'frch-matematica-2017', 'frt-matematica-cartilla'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const REALS = 'algebra-basica.numeros-reales';
const RADICALS = 'algebra-basica.potencias-radicales';
const FACTORING = 'algebra-basica.factoreo';
const POLYNOMIALS = 'algebra-basica.polinomios';
const FRACTIONS = 'algebra-basica.expresiones-racionales';
const COMPLEX = 'algebra-basica.numeros-complejos';
const LINEAR = 'ecuaciones.lineales';
const QUADRATIC_EQ = 'ecuaciones.cuadraticas';
const ABSOLUTE_EQ = 'ecuaciones.valor-absoluto';
const SYSTEMS = 'ecuaciones.sistemas';
const LINEAR_INEQ = 'ecuaciones.inecuaciones-lineales';
const LINEAR_FN = 'funciones.lineal';
const QUADRATIC_FN = 'funciones.cuadratica';
const EXP_EQUATIONS = 'funciones.ecuaciones-exponenciales';
const EXP_LOG = 'funciones.exponencial-logaritmica';
const INVERSE = 'funciones.composicion-inversa';
const ABSOLUTE_FN = 'funciones.valor-absoluto-parte-entera';
const ANALYTIC = 'geometria.analitica';
const TRIANGLES = 'geometria.angulos-triangulos';
const AREAS = 'geometria.areas-perimetros';
const VOLUMES = 'geometria.volumenes';
const RADIANS = 'trigonometria.angulos-radianes';
const UNIT_CIRCLE = 'trigonometria.circunferencia-trigonometrica';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const OBLIQUE = 'trigonometria.teoremas-seno-coseno';
const IDENTITIES = 'trigonometria.identidades';
const TRIG_EQUATIONS = 'trigonometria.ecuaciones';
const TRIG_GRAPHS = 'trigonometria.funciones-graficos';

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

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  keyed(
    options(
      26200,
      QUADRATIC_EQ,
      'language',
      '1) El doble del cuadrado de un número, disminuido en el triple de ese número, es igual a 20. Si el número es positivo, entonces vale:',
      ['5/2', '4', '5', '−5/2'],
      1,
      'En lenguaje simbólico: 2x² − 3x = 20, es decir 2x² − 3x − 20 = 0. x = (3 ± √(9 + 160))/4 = (3 ± 13)/4: x = 4 o x = −5/2. El positivo es 4 (verifica: 2 · 16 − 12 = 20).',
    ),
    () => quadraticRoots(2, -3, -20).filter((x) => x > 0),
  ),
  keyed(
    options(
      26201,
      RADICALS,
      'reals',
      '2) Indicar la opción correcta. Al racionalizar el denominador de 6/(√5 − √2) se obtiene:',
      ['√5 + √2', '2√5 − 2√2', '2√5 + 2√2', '6√5 + 6√2'],
      2,
      'Se multiplica numerador y denominador por el conjugado (√5 + √2): 6(√5 + √2)/((√5)² − (√2)²) = 6(√5 + √2)/3 = 2(√5 + √2) = 2√5 + 2√2.',
    ),
    () => {
      const value = 6 / (Math.sqrt(5) - Math.sqrt(2));
      return same(value, 2 * Math.sqrt(5) + 2 * Math.sqrt(2)) ? [2 * Math.sqrt(5), 2 * Math.sqrt(2)] : [];
    },
  ),
  keyed(
    options(
      26202,
      REALS,
      'words',
      'Ejercicio 3: Un comerciante compra un artículo a $ 12.000 y lo vende a $ 15.000. ¿Qué porcentaje del precio de VENTA representa su ganancia?',
      ['25 %', '20 %', '12,5 %', '30 %'],
      1,
      'Ganancia: 15 000 − 12 000 = 3 000. Sobre el precio de venta: 3 000 / 15 000 = 0,20 = 20 %. (Sobre el costo sería 3 000 / 12 000 = 25 %, la opción A, que no es lo que se pregunta.)',
    ),
    () => [((15000 - 12000) / 15000) * 100],
  ),
  options(
    26203,
    FACTORING,
    'algebra',
    '4) La expresión x³ − 6x² + 12x − 8 factorizada es:',
    ['(x + 2)³', '(x − 2)(x² + 2x + 4)', '(x − 2)²(x + 2)', '(x − 2)³'],
    3,
    'Es un cuatrinomio cubo perfecto: a = x, b = 2, a³ − 3a²b + 3ab² − b³ = x³ − 6x² + 12x − 8 = (x − 2)³. (La opción B es x³ − 8, una diferencia de cubos.)',
    () => {
      const p = (x: number) => poly([1, -6, 12, -8], x);
      return (
        agree(p, (x) => (x - 2) ** 3) &&
        !agree(p, (x) => (x + 2) ** 3) &&
        !agree(p, (x) => (x - 2) * (x * x + 2 * x + 4)) &&
        !agree(p, (x) => (x - 2) ** 2 * (x + 2))
      );
    },
  ),
  options(
    26204,
    FRACTIONS,
    'algebra',
    '5) Para x ≠ 1 y x ≠ −1, el resultado de 2/(x − 1) − 1/(x + 1) es:',
    ['(x + 3)/(x² − 1)', '1/(x² − 1)', '(x + 1)/(x² − 1)', '(3x + 1)/(x² − 1)'],
    0,
    'Denominador común (x − 1)(x + 1) = x² − 1: [2(x + 1) − (x − 1)]/(x² − 1) = (2x + 2 − x + 1)/(x² − 1) = (x + 3)/(x² − 1).',
    () => {
      const f = (x: number) => 2 / (x - 1) - 1 / (x + 1);
      return (
        agree(f, (x) => (x + 3) / (x * x - 1)) &&
        !agree(f, (x) => 1 / (x * x - 1)) &&
        !agree(f, (x) => (x + 1) / (x * x - 1)) &&
        !agree(f, (x) => (3 * x + 1) / (x * x - 1))
      );
    },
  ),
  keyed(
    options(
      26205,
      COMPLEX,
      'reals',
      '6) Si z = 1 + 2i y z̄ es su conjugado, entonces z² + z̄ es igual a:',
      ['−3 + 4i', '−2 + 6i', '−2 − 2i', '−4 + 2i'],
      4,
      'z² = 1 + 4i + 4i² = 1 + 4i − 4 = −3 + 4i, y z̄ = 1 − 2i. Sumando: −3 + 1 + (4 − 2)i = −2 + 2i, que no figura en A–D: la respuesta es E. (A es solo z²; B suma z en lugar de z̄.)',
    ),
    () => {
      const z: Complex = [1, 2];
      const square = cMul(z, z);
      return [square[0] + z[0], square[1] - z[1]];
    },
  ),
  options(
    26206,
    LINEAR_INEQ,
    'equations',
    '7) El conjunto solución de la inecuación (x − 1)/3 − (x + 2)/4 ≥ −1 es:',
    ['(−∞; −2]', '[−2; +∞)', '(−2; +∞)', '[10; +∞)'],
    1,
    'Multiplicando por 12 (positivo, no cambia el sentido): 4(x − 1) − 3(x + 2) ≥ −12, 4x − 4 − 3x − 6 ≥ −12, x − 10 ≥ −12, x ≥ −2. S = [−2; +∞) (el −2 está incluido: da exactamente −1).',
    () =>
      solvesOn(
        (x) => (x - 1) / 3 - (x + 2) / 4 >= -1,
        (x) => x >= -2,
      ),
  ),
  keyed(
    options(
      26207,
      ABSOLUTE_EQ,
      'equations',
      '8) El conjunto solución de |3x − 6| = 2x + 1 es:',
      ['{7}', '{−1; 7}', '{1; 7}', '{1; 5}'],
      2,
      'Hace falta 2x + 1 ≥ 0. Caso 3x − 6 = 2x + 1: x = 7 (2 · 7 + 1 = 15 ≥ 0). Caso 3x − 6 = −(2x + 1): 5x = 5, x = 1 (2 · 1 + 1 = 3 ≥ 0; |3 − 6| = 3). S = {1; 7}.',
    ),
    () => {
      const candidates = [
        solveLinear((x) => 3 * x - 6 - (2 * x + 1)),
        solveLinear((x) => 3 * x - 6 + 2 * x + 1),
      ];
      return candidates.filter((x) => same(Math.abs(3 * x - 6), 2 * x + 1)).sort((p, q) => p - q);
    },
  ),
  keyed(
    options(
      26208,
      EXP_EQUATIONS,
      'functions',
      '9) El conjunto solución de 4^x − 6 · 2^x + 8 = 0 es:',
      ['{1; 2}', '{2; 4}', '{1}', '{−1; 2}'],
      0,
      'Con t = 2^x (t > 0), 4^x = t²: t² − 6t + 8 = 0, t = 2 o t = 4. 2^x = 2 da x = 1 y 2^x = 4 da x = 2. S = {1; 2}. (B son los valores de t, no de x.)',
    ),
    () =>
      quadraticRoots(1, -6, 8)
        .filter((t) => t > 0)
        .map(Math.log2)
        .filter((x) => same(4 ** x - 6 * 2 ** x + 8, 0)),
  ),
  keyed(
    options(
      26209,
      QUADRATIC_FN,
      'functions',
      '10) La parábola que corta al eje x en x = −1 y en x = 3, y que pasa por el punto (1; −8), tiene ecuación:',
      ['y = x² − 2x − 3', 'y = 2x² + 4x − 6', 'y = −2x² + 4x + 6', 'y = 2x² − 4x − 6'],
      3,
      'Forma factorizada: y = a(x + 1)(x − 3). En x = 1: a · 2 · (−2) = −4a = −8, a = 2. y = 2(x + 1)(x − 3) = 2(x² − 2x − 3) = 2x² − 4x − 6.',
    ),
    () => {
      const a = -8 / ((1 + 1) * (1 - 3));
      return [a, -2 * a, -3 * a];
    },
  ),
  keyed(
    options(
      26210,
      LINEAR_FN,
      'words',
      '11) Un remís cobra $ 1.500 de bajada de bandera más $ 900 por cada kilómetro recorrido. Con $ 12.300, ¿cuántos kilómetros se pueden recorrer?',
      ['12 km', '13,67 km', '15 km', '10 km'],
      0,
      'Costo C(x) = 1 500 + 900x. 1 500 + 900x = 12 300, 900x = 10 800, x = 12 km. (13,67 km resulta de olvidar la bajada de bandera.)',
    ),
    () => [solveLinear((x) => 1500 + 900 * x - 12300)],
  ),
  keyed(
    options(
      26211,
      UNIT_CIRCLE,
      'functions',
      '12) Sin calculadora, el valor exacto de sen 330° + cos 240° + tg 135° es:',
      ['0', '−1', '1', '2'],
      4,
      'Reduciendo al primer cuadrante: sen 330° = −sen 30° = −1/2; cos 240° = −cos 60° = −1/2; tg 135° = −tg 45° = −1. Suma: −1/2 − 1/2 − 1 = −2, que no figura en A–D: la respuesta es E.',
    ),
    () => [Math.sin(deg(330)) + Math.cos(deg(240)) + Math.tan(deg(135))],
  ),
  keyed(
    options(
      26212,
      RADIANS,
      'geometry',
      '13) En un círculo de 6 cm de radio, el área del sector circular cuyo ángulo central mide 2π/3 rad es:',
      ['6π cm²', '4π cm²', '12π cm²', '24π cm²'],
      2,
      'Con el ángulo en radianes, A = (1/2) r² θ = (1/2) · 36 · 2π/3 = 12π cm² ≈ 37,70 cm². (Es un tercio del círculo: 2π/3 rad = 120°, y 36π/3 = 12π.)',
    ),
    () => [0.5 * 36 * ((2 * Math.PI) / 3)],
  ),
  keyed(
    options(
      26213,
      RIGHT_TRIANGLE,
      'geometry',
      '14) Una rampa de 4,5 m de largo forma un ángulo de 8° con el piso horizontal. ¿Qué desnivel salva? (Expresar en cm.)',
      ['≈ 4,46 m', '≈ 62,6 cm', '≈ 63,2 cm', '≈ 32,0 cm'],
      1,
      'La rampa es la hipotenusa y el desnivel el cateto opuesto al ángulo de 8°: h = 4,5 m · sen 8° ≈ 4,5 · 0,13917 ≈ 0,626 m ≈ 62,6 cm. (Con la tangente, 63,2 cm, se tomaría la rampa como cateto; 4,46 m es la proyección horizontal.)',
    ),
    () => [4.5 * Math.sin(deg(8)) * 100],
  ),
  keyed(
    options(
      26214,
      ANALYTIC,
      'geometry',
      '15) La recta que pasa por P(−2; 5) y es paralela a la recta determinada por A(1; 1) y B(4; 7) tiene ecuación:',
      ['y = 2x + 1', 'y = 2x − 9', 'y = 2x + 9', 'y = −2x + 1'],
      2,
      'Pendiente de AB: (7 − 1)/(4 − 1) = 6/3 = 2. La paralela tiene la misma pendiente: y − 5 = 2(x + 2), y = 2x + 9. (A es la recta AB misma.)',
    ),
    () => {
      const m = (7 - 1) / (4 - 1);
      return [m, 5 - m * -2];
    },
  ),
  keyed(
    options(
      26215,
      ANALYTIC,
      'geometry',
      '16) Dados los puntos A(1; −2) y B(4; 2), el versor (vector de módulo 1) con la dirección y el sentido de AB es:',
      ['(3/7; 4/7)', '(0,6; 0,8)', '(0,6; −0,8)', '(3; 4)'],
      1,
      'AB = B − A = (3; 4) y |AB| = √(9 + 16) = 5. El versor es AB/|AB| = (3/5; 4/5) = (0,6; 0,8). (D es AB, de módulo 5.)',
    ),
    () => {
      const ab = [4 - 1, 2 - -2];
      return ab.map((c) => c / norm(ab));
    },
  ),
  keyed(
    options(
      26216,
      VOLUMES,
      'geometry',
      '17) Un cono circular recto tiene 6 cm de radio de la base y 10 cm de generatriz. Su volumen es:',
      ['96π cm³', '120π cm³', '288π cm³', '60π cm³'],
      0,
      'La altura sale de Pitágoras con la generatriz: h = √(10² − 6²) = 8 cm. V = (1/3) π r² h = (1/3) π · 36 · 8 = 96π cm³ ≈ 301,6 cm³. (120π usa la generatriz como altura; 60π es el área lateral π r g.)',
    ),
    () => [(Math.PI * 36 * Math.sqrt(100 - 36)) / 3],
  ),
  keyed(
    options(
      26217,
      AREAS,
      'geometry',
      '18) El área de un hexágono regular de 4 cm de lado es, aproximadamente:',
      ['≈ 27,71 cm²', '≈ 48 cm²', '≈ 20,78 cm²', '≈ 13,86 cm²'],
      4,
      'El hexágono regular se divide en 6 triángulos equiláteros de lado 4 cm, cada uno de área (√3/4) · 16 = 4√3. Área = 24√3 ≈ 41,57 cm² (también perímetro · apotema / 2 = 24 · 2√3 / 2). No figura en A–D: la respuesta es E.',
    ),
    () => {
      const apothem = Math.sqrt(16 - 4);
      return [(6 * 4 * apothem) / 2];
    },
  ),
  keyed(
    options(
      26218,
      REALS,
      'words',
      'Ejercicio 19: Seis operarios, trabajando 8 horas por día, terminan una obra en 15 días. ¿Cuántos días tardarían 9 operarios trabajando 10 horas por día, con el mismo rendimiento?',
      ['12,5 días', '18 días', '10 días', '8 días'],
      3,
      'La obra requiere 6 · 8 · 15 = 720 horas-operario. 9 operarios a 10 h por día aportan 90 horas-operario por día: 720 / 90 = 8 días. (Más operarios y más horas: menos días, proporcionalidad inversa en ambos factores.)',
    ),
    () => [(6 * 8 * 15) / (9 * 10)],
  ),
  options(
    26219,
    IDENTITIES,
    'functions',
    '20) Donde está definida, la expresión (sec x − cos x) / tg x es idéntica a:',
    ['cos x', 'sen x', 'tg x', 'sec x'],
    1,
    'sec x − cos x = 1/cos x − cos x = (1 − cos² x)/cos x = sen² x / cos x. Dividido por tg x = sen x / cos x: (sen² x / cos x) · (cos x / sen x) = sen x.',
    () => {
      const f = (x: number) => (1 / Math.cos(x) - Math.cos(x)) / Math.tan(x);
      return (
        agree(f, Math.sin) && !agree(f, Math.cos) && !agree(f, Math.tan) && !agree(f, (x) => 1 / Math.cos(x))
      );
    },
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    26220,
    REALS,
    'reals',
    '21) La distancia media entre la Tierra y el Sol es de 1,496 · 10⁸ km y la luz recorre 3 · 10⁵ km por segundo. ¿Cuántos minutos tarda la luz del Sol en llegar a la Tierra? Redondear al décimo.',
    { value: () => 1.496e8 / 3e5 / 60, unit: 'min', text: '≈ 8,3 min', absolute: 0.05 },
    't = d / v = 1,496 · 10⁸ km / (3 · 10⁵ km/s) ≈ 0,4987 · 10³ s ≈ 498,7 s. En minutos: 498,7 / 60 ≈ 8,3 min.',
  ),
  numeric(
    26221,
    LINEAR,
    'words',
    '22) Un pintor A pinta un galpón solo en 12 días. Trabajando junto con otro pintor B, lo pintan en 8 días. ¿Cuántos días tardaría B trabajando solo?',
    { value: () => 1 / (1 / 8 - 1 / 12), unit: 'días', text: '24 días' },
    'Por día, juntos pintan 1/8 del galpón y A solo 1/12. B pinta 1/8 − 1/12 = 3/24 − 2/24 = 1/24 por día: solo tarda 24 días.',
  ),
  numeric(
    26222,
    EXP_LOG,
    'words',
    '23) ¿Qué capital hay que colocar al 3,5 % mensual de interés simple durante 5 meses para obtener $ 42 000 de intereses?',
    { value: () => 42000 / (0.035 * 5), unit: '$', text: '$ 240.000', absolute: 1 },
    'Interés simple: I = C · i · n. 42 000 = C · 0,035 · 5 = 0,175 C, C = 42 000 / 0,175 = $ 240 000.',
  ),
  numeric(
    26223,
    QUADRATIC_FN,
    'functions',
    'Ejercicio 24: La altura (en metros) de un objeto lanzado hacia arriba desde una terraza está dada por h(t) = −5t² + 30t + 1,5, con t en segundos. ¿Cuál es la altura máxima que alcanza?',
    {
      value: () => {
        const t = -30 / (2 * -5);
        return -5 * t * t + 30 * t + 1.5;
      },
      unit: 'm',
      text: '46,5 m',
    },
    'La altura máxima está en el vértice: t_v = −b/(2a) = −30/(−10) = 3 s. h(3) = −45 + 90 + 1,5 = 46,5 m.',
  ),
  numeric(
    26224,
    QUADRATIC_EQ,
    'equations',
    '25) Resolver √(2x + 7) = x + 2 e indicar la solución.',
    {
      value: () => {
        const candidates = quadraticRoots(1, 2, -3);
        const valid = candidates.filter((x) => same(Math.sqrt(2 * x + 7), x + 2));
        return valid.length === 1 ? (valid[0] ?? Number.NaN) : Number.NaN;
      },
      text: 'x = 1',
    },
    'Elevando al cuadrado (con x + 2 ≥ 0): 2x + 7 = x² + 4x + 4, x² + 2x − 3 = 0, x = 1 o x = −3. Verificación: x = 1 da √9 = 3 = 1 + 2 ✓; x = −3 da √1 = 1 ≠ −1 ✗ (solución extraña). Solución: x = 1.',
  ),
  numeric(
    26225,
    POLYNOMIALS,
    'algebra',
    '26) Sabiendo que x = −2 es raíz de P(x) = 2x³ + 3x² + kx − 6, hallar k y luego calcular la suma de las otras dos raíces de P.',
    {
      value: () => {
        const k = solveLinear((t) => poly([2, 3, t, -6], -2));
        const { quotient, remainder } = ruffini([2, 3, k, -6], -2);
        const rs = quadraticRoots(quotient[0] ?? 1, quotient[1] ?? 0, quotient[2] ?? 0);
        return remainder === 0 ? rs.reduce((s, r) => s + r, 0) : Number.NaN;
      },
      text: '1/2',
    },
    'P(−2) = −16 + 12 − 2k − 6 = −10 − 2k = 0, k = −5. Ruffini con −2 sobre 2, 3, −5, −6: 2, −1, −3, resto 0. Cociente 2x² − x − 3 = (2x − 3)(x + 1): raíces 3/2 y −1, que suman 1/2.',
  ),
  numeric(
    26226,
    EXP_LOG,
    'functions',
    '27) La masa de una sustancia radiactiva varía según M(t) = 80 · e^(−0,05 t), con M en gramos y t en años. ¿Al cabo de cuántos años queda la cuarta parte de la masa inicial? (Redondear al décimo.)',
    { value: () => Math.log(4) / 0.05, unit: 'años', text: '≈ 27,7 años', absolute: 0.05 },
    'M(0) = 80 g; la cuarta parte es 20 g. 80 e^(−0,05t) = 20 ⇔ e^(−0,05t) = 1/4 ⇔ −0,05t = ln(1/4) ⇔ t = ln 4 / 0,05 ≈ 1,3863 / 0,05 ≈ 27,7 años.',
  ),
  numeric(
    26227,
    INVERSE,
    'functions',
    '28) Sean f(x) = 2x − 3 y g(x) = x² + 1. Calcular (g ∘ f)(2) − (f ∘ g)(−1).',
    {
      value: () => {
        const f = (x: number) => 2 * x - 3;
        const g = (x: number) => x * x + 1;
        return g(f(2)) - f(g(-1));
      },
      text: '1',
    },
    '(g ∘ f)(2) = g(f(2)) = g(1) = 2. (f ∘ g)(−1) = f(g(−1)) = f(2) = 1. Resultado: 2 − 1 = 1.',
  ),
  numeric(
    26228,
    TRIG_EQUATIONS,
    'functions',
    '29) Hallar la suma de todas las soluciones de tg² x = 3 en el intervalo [0°; 360°).',
    {
      value: () => {
        const angles = [60, 120, 240, 300].filter((a) => Math.abs(Math.tan(deg(a)) ** 2 - 3) < 1e-9);
        const others = [30, 45, 135, 210].filter((a) => Math.abs(Math.tan(deg(a)) ** 2 - 3) < 1e-9);
        return others.length === 0 && angles.length === 4 ? angles.reduce((s, a) => s + a, 0) : Number.NaN;
      },
      unit: '°',
      text: '720°',
    },
    'tg x = √3 o tg x = −√3. tg x = √3: x = 60° y x = 240° (primer y tercer cuadrante). tg x = −√3: x = 120° y x = 300°. Suma: 60 + 120 + 240 + 300 = 720°.',
  ),
  numeric(
    26229,
    OBLIQUE,
    'geometry',
    '30) Los lados de un triángulo miden 7 cm, 8 cm y 13 cm. Calcular, en grados, la medida de su mayor ángulo.',
    { value: () => toDeg(Math.acos((49 + 64 - 169) / (2 * 7 * 8))), unit: '°', text: '120°' },
    'El mayor ángulo se opone al mayor lado (13 cm). Teorema del coseno: cos C = (7² + 8² − 13²)/(2 · 7 · 8) = (49 + 64 − 169)/112 = −56/112 = −1/2, C = 120°.',
  ),
  numeric(
    26230,
    ANALYTIC,
    'geometry',
    '31) Calcular la distancia entre las rectas paralelas r: 3x + 4y − 10 = 0 y s: 6x + 8y + 15 = 0.',
    {
      value: () => {
        // s divided by 2 has the same coefficients of x and y as r.
        const [a, b, c1, c2] = [3, 4, -10, 15 / 2];
        return Math.abs(c1 - c2) / Math.hypot(a, b);
      },
      text: '3,5',
    },
    'Primero se igualan los coeficientes: s equivale a 3x + 4y + 7,5 = 0. d = |−10 − 7,5| / √(3² + 4²) = 17,5 / 5 = 3,5. (Otra forma: el punto (2; 1) de r está a |12 + 8 + 15| / 10 = 3,5 de s.)',
  ),
  numeric(
    26231,
    VOLUMES,
    'geometry',
    '32) Un tanque esférico de 1,8 m de diámetro interior está lleno hasta el 75 % de su capacidad. ¿Cuántos litros contiene? Redondear a la unidad.',
    { value: () => 0.75 * (4 / 3) * Math.PI * 0.9 ** 3 * 1000, unit: 'L', text: '≈ 2290 L', relative: 0.005 },
    'r = 0,9 m. V = (4/3) π r³ = (4/3) π · 0,729 = 0,972π ≈ 3,0536 m³. El 75 %: ≈ 2,2902 m³, y 1 m³ = 1 000 L: ≈ 2 290 L.',
  ),
  numeric(
    26232,
    COMPLEX,
    'reals',
    '33) Determinar el valor real de k para que el cociente (k + 3i)/(2 − i) sea un número imaginario puro.',
    {
      value: () => {
        const k = solveLinear((t) => cDiv([t, 3], [2, -1])[0]);
        return Math.abs(cDiv([k, 3], [2, -1])[1]) > 0 ? k : Number.NaN;
      },
      text: 'k = 3/2',
    },
    'Multiplicando por el conjugado del denominador: (k + 3i)(2 + i)/((2 − i)(2 + i)) = (2k + ki + 6i + 3i²)/5 = [(2k − 3) + (k + 6)i]/5. Es imaginario puro si la parte real es nula: 2k − 3 = 0, k = 3/2 (la parte imaginaria queda 7,5/5 = 1,5 ≠ 0).',
  ),
  numeric(
    26233,
    LINEAR,
    'words',
    '34) Un tren de 250 m de longitud tarda 30 s en cruzar completamente un puente de 350 m. ¿Cuál es su velocidad? Expresar en km/h.',
    { value: () => ((250 + 350) / 30) * 3.6, unit: 'km/h', text: '72 km/h' },
    'Para cruzarlo completamente la locomotora recorre el puente más el largo del tren: 350 + 250 = 600 m en 30 s, v = 20 m/s. En km/h: 20 · 3,6 = 72 km/h.',
  ),
  numeric(
    26234,
    TRIANGLES,
    'geometry',
    '35) Un poste de 4,2 m de altura proyecta una sombra de 3 m. A la misma hora, un edificio cercano proyecta una sombra de 22,5 m. Calcular la altura del edificio.',
    { value: () => (4.2 * 22.5) / 3, unit: 'm', text: '31,5 m' },
    'Los rayos del sol son paralelos: los triángulos poste–sombra y edificio–sombra son semejantes. h / 22,5 = 4,2 / 3, h = 4,2 · 22,5 / 3 = 31,5 m.',
  ),
];

/** Pages with parts a), b), c), a later part using an earlier result or changing a datum. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    26235,
    REALS,
    'words',
    '36) El contrato de alquiler de un local fija un valor inicial de $ 350 000 mensuales, que se actualiza cada cuatro meses según la siguiente tabla:\n  1.er cuatrimestre ........ sin aumento (valor inicial)\n  2.º cuatrimestre ......... + 12 %\n  3.er cuatrimestre ........ + 9 %\n  1.er cuatrimestre del año siguiente ... + 7,5 %\nCada aumento se aplica sobre el valor vigente.',
    [
      ['a) ¿Cuál es el alquiler mensual después de los tres aumentos? Redondear al peso.', '$ 459.326'],
      ['b) ¿Qué aumento porcentual acumulado representa? Redondear a dos decimales.', '≈ 31,24 %'],
      [
        'c) Si el inquilino hubiera pactado que el aumento acumulado no supere el 35 %, ¿cuál es el mayor aumento posible en el último período, manteniendo los dos primeros? Redondear a dos decimales.',
        '≈ 10,58 %',
      ],
    ],
    'a) 350 000 · 1,12 · 1,09 · 1,075 = 350 000 · 1,31236 = $ 459 326. b) 1,31236 − 1 = 0,31236 ≈ 31,24 % (no 28,5 %, que sería sumar los porcentajes). c) Hace falta 1,12 · 1,09 · (1 + p) ≤ 1,35: 1 + p ≤ 1,35 / 1,2208 ≈ 1,1058, p ≈ 10,58 %.',
    () => {
      const factor = 1.12 * 1.09 * 1.075;
      return [[Math.round(350000 * factor)], [(factor - 1) * 100], [(1.35 / (1.12 * 1.09) - 1) * 100]];
    },
  ),
  parts(
    26236,
    POLYNOMIALS,
    'algebra',
    'Ejercicio 37: Sea P(x) = x³ + ax² + bx − 6.',
    [
      ['a) Determinar a y b para que P(x) sea divisible por (x − 1) y por (x + 2).', 'a = 4; b = 1'],
      ['b) Con los valores hallados en a), encontrar la tercera raíz de P.', 'x = −3'],
      ['c) Calcular el resto de dividir P(x) por (x − 2).', 'R = 20'],
    ],
    'a) Teorema del resto: P(1) = 1 + a + b − 6 = 0, a + b = 5; P(−2) = −8 + 4a − 2b − 6 = 0, 2a − b = 7. Sumando: 3a = 12, a = 4 y b = 1. b) P(x) = x³ + 4x² + x − 6; el producto de las raíces es 6 (−término independiente / coeficiente principal): 1 · (−2) · r = 6, r = −3 (P(−3) = −27 + 36 − 3 − 6 = 0). c) R = P(2) = 8 + 16 + 2 − 6 = 20.',
    () => {
      const [a, b] = cramer(1, 1, 5, 4, -2, 14);
      const p = [1, a, b, -6];
      const first = ruffini(p, 1);
      const second = ruffini(first.quotient, -2);
      const third = -(second.quotient[1] ?? 0) / (second.quotient[0] ?? 1);
      return first.remainder === 0 && Math.abs(second.remainder) < 1e-9
        ? [[a, b], [third], [poly(p, 2)]]
        : [];
    },
  ),
  parts(
    26237,
    QUADRATIC_FN,
    'functions',
    '38) Una función cuadrática f tiene su vértice en V(2; −9) y su gráfica corta al eje y en el punto (0; −5).',
    [
      ['a) Hallar la expresión polinómica de f.', 'f(x) = x² − 4x − 5'],
      ['b) Calcular sus raíces.', 'x = −1; x = 5'],
      ['c) Hallar los puntos donde la recta y = x − 5 corta a la parábola.', '(0; −5) y (5; 0)'],
    ],
    'a) Forma canónica: f(x) = a(x − 2)² − 9. f(0) = 4a − 9 = −5, a = 1: f(x) = (x − 2)² − 9 = x² − 4x − 5. b) (x − 2)² = 9, x − 2 = ±3: x = 5 y x = −1. c) x² − 4x − 5 = x − 5, x² − 5x = 0, x(x − 5) = 0: x = 0 (y = −5) y x = 5 (y = 0). Puntos (0; −5) y (5; 0).',
    () => {
      const a = (-5 + 9) / 4;
      const f = (x: number) => a * (x - 2) ** 2 - 9;
      const b = -4 * a;
      const c = f(0);
      const roots = quadraticRoots(a, b, c);
      const meets = quadraticRoots(a, b - 1, c + 5);
      return [[b, c], roots, meets.flatMap((x) => [x, x - 5])];
    },
  ),
  parts(
    26238,
    SYSTEMS,
    'equations',
    'Problema 39. El perímetro de un terreno rectangular es de 52 m. Si se aumentara el largo en 4 m y se disminuyera el ancho en 2 m, la superficie no cambiaría.',
    [
      ['a) Plantear un sistema y hallar el largo y el ancho del terreno.', 'largo 16 m; ancho 10 m'],
      ['b) Calcular la longitud de la diagonal (redondear al centímetro).', '≈ 18,87 m'],
      [
        'c) ¿Qué ángulo forma la diagonal con el lado mayor? Expresar en grados, con dos decimales.',
        '≈ 32,01°',
      ],
    ],
    'a) 2L + 2A = 52 ⇒ L + A = 26. (L + 4)(A − 2) = LA ⇒ −2L + 4A − 8 = 0 ⇒ L = 2A − 4. Sustituyendo: 3A − 4 = 26, A = 10 m y L = 16 m (verifica: 20 · 8 = 160 = 16 · 10). b) d = √(16² + 10²) = √356 ≈ 18,87 m. c) tg α = 10/16 = 0,625, α ≈ 32,01°.',
    () => {
      const [length, width] = cramer(1, 1, 26, 1, -2, -4);
      const ok = same((length + 4) * (width - 2), length * width);
      return ok ? [[length, width], [Math.hypot(length, width)], [toDeg(Math.atan(width / length))]] : [];
    },
  ),
  parts(
    26239,
    EXP_LOG,
    'functions',
    '40) Sea f(x) = 2^(x + 1) − 8.',
    [
      ['a) Hallar la abscisa del punto donde la gráfica corta al eje x.', 'x = 2'],
      ['b) Hallar la ordenada al origen.', 'y = −6'],
      [
        'c) Escribir la ecuación de la asíntota horizontal e indicar el conjunto imagen.',
        'y = −8; Im f = (−8; +∞)',
      ],
      ['d) Resolver la inecuación f(x) > 24.', '(4; +∞)'],
    ],
    'a) 2^(x + 1) = 8 = 2³, x + 1 = 3, x = 2. b) f(0) = 2 − 8 = −6. c) 2^(x + 1) > 0 y tiende a 0 cuando x → −∞: asíntota y = −8 e Im f = (−8; +∞). d) 2^(x + 1) > 32 = 2⁵; como la base es mayor que 1, x + 1 > 5, x > 4.',
    () => {
      const f = (x: number) => 2 ** (x + 1) - 8;
      const zero = Math.log2(8) - 1;
      const greater = solvesOn(
        (x) => f(x) > 24,
        (x) => x > 4,
      );
      return [[zero], [f(0)], [-8, f(-80)], greater ? [Math.log2(32) - 1] : []];
    },
  ),
  parts(
    26240,
    ANALYTIC,
    'geometry',
    '41) Una circunferencia tiene centro C(3; −1) y pasa por el punto P(6; 3).',
    [
      ['a) Calcular su radio y escribir su ecuación canónica.', 'r = 5; (x − 3)² + (y + 1)² = 25'],
      [
        'b) Hallar las abscisas de los puntos donde corta al eje x (redondear a dos decimales).',
        'x ≈ 7,90 y x ≈ −1,90',
      ],
      [
        'c) Con b), calcular la longitud de la cuerda que la circunferencia determina sobre el eje x.',
        '≈ 9,80',
      ],
    ],
    'a) r = |CP| = √((6 − 3)² + (3 + 1)²) = √(9 + 16) = 5: (x − 3)² + (y + 1)² = 25. b) Con y = 0: (x − 3)² + 1 = 25, (x − 3)² = 24, x = 3 ± 2√6: x ≈ 7,90 y x ≈ −1,90. c) La cuerda mide la diferencia de las abscisas: 4√6 ≈ 9,80.',
    () => {
      const r = Math.hypot(6 - 3, 3 + 1);
      const [left, right] = quadraticRoots(1, -6, 9 + 1 - r * r);
      return [[r, -3, 1, r * r], [right ?? 0, left ?? 0], [(right ?? 0) - (left ?? 0)]];
    },
  ),
  parts(
    26241,
    RIGHT_TRIANGLE,
    'geometry',
    '42) Desde un punto A del suelo se observa la punta de una torre con un ángulo de elevación de 30°. Caminando 40 m en línea recta hacia la torre se llega a un punto B desde el cual el ángulo de elevación es de 50°. (Datos: AB = 40 m; ángulo en A = 30°; ángulo en B = 50°; el terreno es horizontal.)',
    [
      ['a) Calcular la altura de la torre (redondear a dos decimales).', '≈ 44,80 m'],
      ['b) Calcular la distancia de B al pie de la torre.', '≈ 37,59 m'],
      ['c) Calcular la distancia desde A hasta la punta de la torre.', '≈ 89,59 m'],
    ],
    'Con x = distancia de B al pie y h la altura: h = x · tg 50° y h = (x + 40) · tg 30°. Igualando: x (tg 50° − tg 30°) = 40 tg 30°, x = 40 · 0,57735 / (1,19175 − 0,57735) ≈ 23,094 / 0,61440 ≈ 37,59 m. a) h ≈ 37,59 · 1,19175 ≈ 44,80 m. b) ≈ 37,59 m. c) La visual desde A es la hipotenusa: h / sen 30° ≈ 44,80 / 0,5 ≈ 89,59 m.',
    () => {
      const [t30, t50] = [Math.tan(deg(30)), Math.tan(deg(50))];
      const x = (40 * t30) / (t50 - t30);
      const h = x * t50;
      return same(h, (x + 40) * t30) ? [[h], [x], [h / Math.sin(deg(30))]] : [];
    },
  ),
  parts(
    26242,
    TRIG_GRAPHS,
    'functions',
    '43) Se considera la función f(x) = 3 sen(2x − π/3) + 1.',
    [
      ['a) Indicar su amplitud y su período.', 'amplitud 3; período π'],
      ['b) Indicar su valor máximo y su valor mínimo.', 'máximo 4; mínimo −2'],
      ['c) Calcular f(π/4).', '2,5'],
      ['d) Hallar el menor x positivo en el que f alcanza su máximo.', 'x = 5π/12'],
    ],
    'a) Amplitud |3| = 3; período 2π/2 = π. b) El seno varía entre −1 y 1: máximo 3 + 1 = 4 y mínimo −3 + 1 = −2. c) f(π/4) = 3 sen(π/2 − π/3) + 1 = 3 sen(π/6) + 1 = 1,5 + 1 = 2,5. d) Máximo cuando 2x − π/3 = π/2 + 2kπ; el menor positivo: 2x = 5π/6, x = 5π/12.',
    () => {
      const f = (x: number) => 3 * Math.sin(2 * x - Math.PI / 3) + 1;
      const grid = Array.from({ length: 6284 }, (_, i) => i / 1000);
      const values = grid.map(f);
      const top = (Math.PI / 2 + Math.PI / 3) / 2;
      return [
        [3, (2 * Math.PI) / 2],
        [Math.round(Math.max(...values) * 1000) / 1000, Math.round(Math.min(...values) * 1000) / 1000],
        [f(Math.PI / 4)],
        same(f(top), 4) ? [top] : [],
      ];
    },
  ),
  parts(
    26243,
    ANALYTIC,
    'geometry',
    '44) Los puntos A(1; 2), B(5; 3) y D(2; 6) son tres vértices del paralelogramo ABCD (AB y AD son lados).',
    [
      ['a) Hallar las coordenadas del vértice C.', 'C = (6; 7)'],
      ['b) Calcular el producto escalar AB · AD.', '8'],
      ['c) Calcular el área del paralelogramo.', '15'],
      ['d) Con b), calcular el ángulo interior en A (en grados, con dos decimales).', '≈ 61,93°'],
    ],
    'AB = (4; 1) y AD = (1; 4). a) C = B + AD = (5 + 1; 3 + 4) = (6; 7). b) AB · AD = 4 · 1 + 1 · 4 = 8. c) Área = |4 · 4 − 1 · 1| = 15. d) |AB| = |AD| = √17: cos Â = 8/17 ≈ 0,4706, Â ≈ 61,93°.',
    () => {
      const ab = [5 - 1, 3 - 2];
      const ad = [2 - 1, 6 - 2];
      const c = [5 + (ad[0] ?? 0), 3 + (ad[1] ?? 0)];
      const area = Math.abs((ab[0] ?? 0) * (ad[1] ?? 0) - (ab[1] ?? 0) * (ad[0] ?? 0));
      return [c, [dot(ab, ad)], [area], [toDeg(Math.acos(dot(ab, ad) / (norm(ab) * norm(ad))))]];
    },
  ),
  parts(
    26244,
    REALS,
    'words',
    '45) Un televisor cuesta $ 960.000 al contado. La casa de electrodomésticos ofrece también un plan: un anticipo del 25 % del precio de contado y 6 cuotas mensuales iguales de $ 138.000.',
    [
      ['a) ¿Cuánto se paga en total con el plan?', '$ 1.068.000'],
      ['b) ¿Qué recargo porcentual representa el plan respecto del precio de contado?', '11,25 %'],
      [
        'c) La casa cambia el plan: el anticipo pasa a ser del 40 % y el saldo se recarga en el mismo porcentaje en que el plan original recargaba su saldo. ¿De cuánto es cada una de las 6 cuotas?',
        '$ 110.400',
      ],
    ],
    'a) Anticipo 0,25 · 960 000 = 240 000; cuotas 6 · 138 000 = 828 000; total $ 1 068 000. b) (1 068 000 − 960 000)/960 000 = 108 000/960 000 = 11,25 %. c) En el plan original el saldo era 720 000 y se pagaron 828 000 por él: recargo 828/720 − 1 = 15 %. Con anticipo del 40 % el saldo es 576 000; con el 15 %: 662 400; cada cuota 662 400 / 6 = $ 110 400.',
    () => {
      const total = 0.25 * 960000 + 6 * 138000;
      const surcharge = (6 * 138000) / (0.75 * 960000);
      return [[total], [((total - 960000) / 960000) * 100], [(0.6 * 960000 * surcharge) / 6]];
    },
  ),
  parts(
    26245,
    COMPLEX,
    'reals',
    '46) Se considera la ecuación x² − 4x + 13 = 0.',
    [
      ['a) Resolverla en el conjunto de los números complejos.', 'x = 2 + 3i; x = 2 − 3i'],
      ['b) Llamando z₁ y z₂ a las soluciones, calcular z₁ · z₂ y z₁ + z₂.', 'z₁ · z₂ = 13; z₁ + z₂ = 4'],
      ['c) Calcular z₁², con z₁ = 2 + 3i, en forma binómica.', '−5 + 12i'],
      ['d) Calcular el módulo del resultado de c).', '13'],
    ],
    'a) Δ = 16 − 52 = −36 < 0; √−36 = 6i: x = (4 ± 6i)/2 = 2 ± 3i. b) z₁ · z₂ = (2 + 3i)(2 − 3i) = 4 + 9 = 13 y z₁ + z₂ = 4 (coinciden con c/a y −b/a). c) (2 + 3i)² = 4 + 12i + 9i² = −5 + 12i. d) √(25 + 144) = √169 = 13 (= |z₁|², con |z₁| = √13).',
    () => {
      const disc = 16 - 4 * 13;
      const z1: Complex = [4 / 2, Math.sqrt(-disc) / 2];
      const z2: Complex = [4 / 2, -Math.sqrt(-disc) / 2];
      const product = cMul(z1, z2);
      const square = cMul(z1, z1);
      return [[...z1, ...z2], [product[0], z1[0] + z2[0]], [...square], [cAbs(square)]];
    },
  ),
  parts(
    26246,
    VOLUMES,
    'geometry',
    '47) Una carpa tiene forma de pirámide recta de base cuadrada, de 4 m de lado, y su altura es de 3 m. El piso no lleva lona.',
    [
      ['a) Calcular el volumen de aire que encierra, en m³.', '16 m³'],
      [
        'b) Calcular la apotema de la pirámide (altura de cada cara lateral). Redondear a dos decimales.',
        '≈ 3,61 m',
      ],
      ['c) Calcular la superficie de lona de las cuatro caras laterales.', '≈ 28,84 m²'],
      [
        'd) La lona cuesta $ 6.500 el m² y se compra un 10 % más de lo calculado en c) para costuras y recortes. ¿Cuánto se gasta? Redondear al peso.',
        '$ 206.238',
      ],
    ],
    'a) V = (1/3) · 4² · 3 = 16 m³. b) La apotema es la hipotenusa de un triángulo de catetos 3 m (altura) y 2 m (media base): √(9 + 4) = √13 ≈ 3,61 m. c) Cada cara es un triángulo de base 4 y altura √13: 4 · (4 · √13 / 2) = 8√13 ≈ 28,84 m². d) 28,844 · 1,10 ≈ 31,729 m²; · 6 500 ≈ $ 206 238.',
    () => {
      const apothem = Math.hypot(3, 2);
      const lateral = 4 * ((4 * apothem) / 2);
      return [[(16 * 3) / 3], [apothem], [lateral], [Math.round(lateral * 1.1 * 6500)]];
    },
  ),
];

/** Pages with the parts written inside the statement. */
const inline: readonly ExamStyleProblem[] = [
  open(
    26247,
    EXP_LOG,
    'words',
    '48) Una persona quiere colocar $ 1 500 000 durante un año y compara dos ofertas:\n  Opción 1: 38 % nominal anual con capitalización mensual (es decir, 38/12 % por mes, interés compuesto).\n  Opción 2: 3,3 % mensual de interés simple.\nSin retirar nada hasta el final del año: a) calcular el monto que obtiene con la opción 1 (redondear al peso); b) calcular el monto con la opción 2; c) ¿cuánto más obtiene con la opción que más paga?',
    'a) $ 2.180.540; b) $ 2.094.000; c) $ 86.540',
    'a) M₁ = 1 500 000 · (1 + 0,38/12)¹² ≈ 1 500 000 · 1,453693 ≈ $ 2 180 540. b) M₂ = 1 500 000 · (1 + 0,033 · 12) = 1 500 000 · 1,396 = $ 2 094 000. c) Conviene la opción 1, que paga 2 180 540 − 2 094 000 ≈ $ 86 540 más.',
    () => {
      const first = 1500000 * (1 + 0.38 / 12) ** 12;
      const second = 1500000 * (1 + 0.033 * 12);
      return [first, second, first - second];
    },
  ),
  open(
    26248,
    TRIG_EQUATIONS,
    'functions',
    'Ejercicio 49: Dada la ecuación 2 sen x cos x = cos x: a) resolverla en [0°; 360°); b) indicar cuántas soluciones tiene en [0°; 720°); c) calcular sen(2x) para la mayor de las soluciones halladas en a).',
    'a) x = 30°, 90°, 150°, 270°; b) 8 soluciones; c) 0',
    'a) Sacando factor común (sin dividir por cos x, que podría ser 0): cos x (2 sen x − 1) = 0. cos x = 0 da x = 90° y x = 270°; sen x = 1/2 da x = 30° y x = 150°. b) El período es 360°: en [0°; 720°) hay el doble, 8. c) Con x = 270°: sen 540° = sen 180° = 0.',
    () => {
      const solutions = zerosAtDegrees(
        (x) => 2 * Math.sin(x) * Math.cos(x) - Math.cos(x),
        [30, 90, 150, 270],
      );
      const largest = Math.max(...solutions);
      return [...solutions, 2 * solutions.length, Math.sin(deg(2 * largest))];
    },
  ),
  open(
    26249,
    ABSOLUTE_FN,
    'functions',
    '50) Sea f(x) = |2x − 4| − 3. a) Calcular f(−1) + f(5). b) Hallar los ceros de f. c) Indicar el conjunto imagen de f.',
    'a) 6; b) x = 1/2 y x = 7/2; c) Im f = [−3; +∞)',
    'a) f(−1) = |−6| − 3 = 3 y f(5) = |6| − 3 = 3: suma 6. b) |2x − 4| = 3: 2x − 4 = 3, x = 7/2; o 2x − 4 = −3, x = 1/2. c) |2x − 4| ≥ 0 y vale 0 en x = 2: el mínimo de f es −3 y crece sin cota: Im f = [−3; +∞).',
    () => {
      const f = (x: number) => Math.abs(2 * x - 4) - 3;
      const zeros = [solveLinear((x) => 2 * x - 4 + 3), solveLinear((x) => 2 * x - 4 - 3)];
      const grid = Array.from({ length: 1601 }, (_, i) => -20 + i / 40);
      return [f(-1) + f(5), ...zeros.filter((x) => same(f(x), 0)), Math.min(...grid.map(f))];
    },
  ),
];

export const mathBlind33: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...inline];
