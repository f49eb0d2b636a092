/**
 * A blind set of the mathematics entrance (#32, wave 32): fifty problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words, meant to read like one regional exam season over the whole programme. Twenty five-option
 * items (E «Ninguna de las anteriores es correcta», the right one in 25903, 25910 and 25916), fifteen
 * short numeric answers, twelve pages with parts a), b), c) (some with a d)) where a later part uses an
 * earlier result or changes a datum, and three pages (25947, 25948 and 25949) with the parts written inside
 * the statement. Combined operations with fractions, remainder and divisibility of polynomials, a
 * biquadratic equation, a word problem of vehicles and wheels, logarithms from given log 2 and log 3,
 * exponential equations and growth, lines (perpendicular, intersection, inclination), the vertex and image
 * of a parabola, elevation angles and a ladder against a wall, an identity, complex numbers in binomial
 * and polar form, successive percentages and VAT taken out of a price, a rhombus from its diagonals,
 * absolute-value inequalities, rational expressions and equations, volumes with a change of unit (m³, L,
 * hm), sine and cosine theorems, trigonometric equations, inverses, compound interest by months, a 3 × 3
 * system, vectors (angle, orthogonality), a price list given as a table (cash discount, instalments with a
 * surcharge), break-even of cost and income, a bus and a car that meet (answer in km and m/s), a pool
 * filled by a pump, intervals (union, intersection, difference), a circle inscribed in a square. Numbered
 * as printed («7)», «Ejercicio 14:», «Problema 3.»), data in parentheses, a «Datos:» line or a list,
 * decimal comma, thousands with dots or spaces, rounding instructions and units asked for. Every key was
 * worked by hand and is recomputed by `check` or `verify`.
 *
 * Sources: the writer was left too little time to run new searches for this wave, so no new regional
 * material was read; kinds, wording, programme and difficulty follow the UTN material already listed in
 * content/exam-style/sources.ts (FRLP Seminario Universitario de Ingreso, FRT cartillas de Matemática 2013
 * and 2020, FRCH Seminario Universitario de Matemática 2017), the same ids wave 31 uses. No citation was
 * invented.
 *
 * First measure, before any fix, at HEAD 8c8c5e1a (written without looking at the solvers or the engine's
 * replies, 2026-12-03; the shared work tree may also hold other helpers' uncommitted changes): 30/50 right,
 * 31 answered sure, 3 sure and wrong (exs-mat-25931, the z of a 3 × 3 system; exs-mat-25941, vectors with
 * an angle and an orthogonality parameter; exs-mat-25946, 2 sen² x − sen x − 1 = 0 by parts). Their keys
 * were checked again by substitution and left as written. After that measure only the number format of
 * some part keys was changed (thousands without spaces, a clock time and a complex quotient written as
 * plain numbers) so the key-consistency test reads them; the summary, run again, was unchanged.
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
const QUADRATIC = 'ecuaciones.cuadraticas';
const RATIONAL_EQ = 'ecuaciones.racionales';
const SYSTEMS = 'ecuaciones.sistemas';
const ABSOLUTE = 'ecuaciones.valor-absoluto';
const INEQUALITIES = 'ecuaciones.inecuaciones-racionales';
const LOGARITHMS = 'funciones.logaritmos';
const EXPONENTIAL = 'funciones.ecuaciones-exponenciales';
const EXP_LOG = 'funciones.exponencial-logaritmica';
const PARABOLA = 'funciones.cuadratica';
const LINE = 'funciones.lineal';
const INVERSE = 'funciones.composicion-inversa';
const ANALYTIC = 'geometria.analitica';
const AREAS = 'geometria.areas-perimetros';
const VOLUMES = 'geometria.volumenes';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const OBLIQUE = 'trigonometria.teoremas-seno-coseno';
const IDENTITIES = 'trigonometria.identidades';
const TRIG_EQUATIONS = 'trigonometria.ecuaciones';

const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const near = (p: number, q: number, within = 0.01) => Math.abs(p - q) < within;
const SAMPLES = [-2.7, -1.3, -0.4, 0.35, 1.6, 2.2, 4.9, 7.3];

/** Whether x satisfies a condition exactly where `inside` says, on a fine grid of [−20; 20]. */
const solvesOn = (holds: (x: number) => boolean, inside: (x: number) => boolean) =>
  Array.from({ length: 1601 }, (_, i) => -20 + i / 40).every((x) => holds(x) === inside(x));

/** The zeros of f in [0°; 360°), when they are the expected ones in degrees. */
const zerosAre = (f: (x: number) => number, expected: readonly number[]): boolean => {
  const zeros = zerosInDegrees(f);
  return (
    zeros.length === expected.length &&
    expected.every((a) => zeros.some((z) => Math.abs(z - a) < 0.05 || Math.abs(z - a - 360) < 0.05))
  );
};

/** Five options, one a line after the statement; E is «Ninguna de las anteriores es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    25900,
    REALS,
    'reals',
    '1) El resultado de (2/3 − 1/2) : (1/4 + 1/12) − 0,5 es:',
    ['1/2', '0', '−1/2', '1'],
    1,
    '2/3 − 1/2 = 4/6 − 3/6 = 1/6; 1/4 + 1/12 = 3/12 + 1/12 = 1/3. (1/6) : (1/3) = 1/2, y 1/2 − 0,5 = 0.',
    () => same((2 / 3 - 1 / 2) / (1 / 4 + 1 / 12) - 0.5, 0),
  ),
  options(
    25901,
    POLYNOMIALS,
    'algebra',
    'Ejercicio 2: El resto de dividir P(x) = 2x³ − 3x² + x − 5 por (x − 2) es:',
    ['−1', '1', '5', '3'],
    1,
    'Por el teorema del resto, el resto es P(2) = 2 · 8 − 3 · 4 + 2 − 5 = 16 − 12 + 2 − 5 = 1.',
    () => same(poly([2, -3, 1, -5], 2), 1),
  ),
  options(
    25902,
    LINEAR,
    'equations',
    '3) La solución de la ecuación 3(x − 2) − (x + 4)/2 = 5 es:',
    ['x = 5,2', 'x = 4', 'x = 2,8', 'x = 6'],
    0,
    'Multiplicando por 2: 6(x − 2) − (x + 4) = 10, 6x − 12 − x − 4 = 10, 5x = 26, x = 26/5 = 5,2.',
    () => same(3 * (5.2 - 2) - (5.2 + 4) / 2, 5),
  ),
  options(
    25903,
    QUADRATIC,
    'equations',
    '4) El conjunto solución de x⁴ − 5x² + 4 = 0 es:',
    ['{1; 4}', '{−1; 1}', '{−2; 2}', '{−4; −1}'],
    4,
    'Con t = x²: t² − 5t + 4 = 0, t = 1 o t = 4. Entonces x² = 1 da x = ±1 y x² = 4 da x = ±2: S = {−2; −1; 1; 2}, que no figura en A–D. La respuesta es E.',
    () => [-2, -1, 1, 2].every((x) => same(x ** 4 - 5 * x * x + 4, 0)) && !same(4 ** 4 - 5 * 16 + 4, 0),
  ),
  options(
    25904,
    SYSTEMS,
    'words',
    '5) En un estacionamiento hay autos y motos, 40 vehículos en total, y se cuentan 130 ruedas. ¿Cuántas motos hay?',
    ['15', '25', '20', '10'],
    0,
    'a + m = 40 y 4a + 2m = 130. Restando el doble de la primera: 2a = 50, a = 25 autos, y m = 40 − 25 = 15 motos.',
    () => same(25 + 15, 40) && same(4 * 25 + 2 * 15, 130),
  ),
  options(
    25905,
    LOGARITHMS,
    'functions',
    '6) Sabiendo que log 2 ≈ 0,301 y log 3 ≈ 0,477, el valor aproximado de log 72 es:',
    ['1,778', '2,033', '1,857', '1,954'],
    2,
    '72 = 2³ · 3², así que log 72 = 3 log 2 + 2 log 3 ≈ 0,903 + 0,954 = 1,857.',
    () => same(3 * 0.301 + 2 * 0.477, 1.857) && near(Math.log10(72), 1.857, 0.001),
  ),
  options(
    25906,
    EXPONENTIAL,
    'functions',
    '7) Resolver 2^(x + 1) + 2^x = 24.',
    ['x = 2', 'x = 3', 'x = 4', 'x = 8'],
    1,
    '2^(x + 1) = 2 · 2^x, entonces 3 · 2^x = 24, 2^x = 8 = 2³ y x = 3.',
    () => same(2 ** 4 + 2 ** 3, 24),
  ),
  options(
    25907,
    LINE,
    'geometry',
    '8) La recta que pasa por A(1; 3) y es perpendicular a 2x − y + 4 = 0 tiene ecuación:',
    ['y = 2x + 1', 'y = −x/2 + 7/2', 'y = −x/2 + 3', 'y = x/2 + 5/2'],
    1,
    'La recta dada es y = 2x + 4, de pendiente 2; la perpendicular tiene pendiente −1/2. Por A: y − 3 = −1/2 (x − 1), y = −x/2 + 7/2.',
    () => same(2 * (-1 / 2), -1) && same(-1 / 2 + 7 / 2, 3),
  ),
  options(
    25908,
    PARABOLA,
    'functions',
    '9) Para f(x) = −2x² + 8x − 3, indicar la opción correcta sobre su vértice V y su conjunto imagen.',
    [
      'V(2; 5), Im f = (−∞; 5]',
      'V(−2; −27), Im f = (−∞; −27]',
      'V(2; 5), Im f = [5; +∞)',
      'V(4; −3), Im f = (−∞; −3]',
    ],
    0,
    'x_v = −b/(2a) = −8/(−4) = 2; y_v = −8 + 16 − 3 = 5. Como a = −2 < 0 la parábola abre hacia abajo: Im f = (−∞; 5].',
    () => {
      const xv = -8 / (2 * -2);
      return same(xv, 2) && same(poly([-2, 8, -3], xv), 5);
    },
  ),
  options(
    25909,
    RIGHT_TRIANGLE,
    'geometry',
    '10) Desde un punto del suelo ubicado a 40 m del pie de un edificio se observa su parte más alta con un ángulo de elevación de 35°. La altura del edificio, redondeada al decímetro, es:',
    ['22,9 m', '28,0 m', '32,8 m', '57,1 m'],
    1,
    'tg 35° = h / 40, h = 40 · tg 35° ≈ 40 · 0,7002 ≈ 28,0 m.',
    () => near(40 * Math.tan(deg(35)), 28.0, 0.05),
  ),
  options(
    25910,
    IDENTITIES,
    'functions',
    '11) La expresión (sen x + cos x)² − 1 es idénticamente igual a:',
    ['1', '0', '2 sen x', 'cos (2x)'],
    4,
    '(sen x + cos x)² − 1 = sen² x + 2 sen x cos x + cos² x − 1 = 2 sen x cos x = sen (2x), que no figura en A–D: la respuesta es E.',
    () => SAMPLES.every((x) => same((Math.sin(x) + Math.cos(x)) ** 2 - 1, Math.sin(2 * x))),
  ),
  options(
    25911,
    COMPLEX,
    'reals',
    '12) El producto (2 + 3i) · (1 − i) es igual a:',
    ['−1 + i', '5 − i', '5 + i', '2 − 3i'],
    2,
    '(2 + 3i)(1 − i) = 2 − 2i + 3i − 3i² = 2 + i + 3 = 5 + i.',
    () => {
      const p = cMul([2, 3], [1, -1]);
      return same(p[0], 5) && same(p[1], 1);
    },
  ),
  options(
    25912,
    REALS,
    'words',
    '13) El precio de un artículo aumentó un 20 % en marzo y en abril bajó un 20 % respecto del precio de marzo. Respecto del precio original, el precio final:',
    ['no varió', 'bajó un 4 %', 'subió un 4 %', 'bajó un 2 %'],
    1,
    'Precio final = P · 1,20 · 0,80 = 0,96 P: bajó un 4 %.',
    () => same(1.2 * 0.8, 0.96),
  ),
  options(
    25913,
    AREAS,
    'geometry',
    '14) Las diagonales de un rombo miden 12 cm y 16 cm. Su perímetro es:',
    ['56 cm', '40 cm', '96 cm', '48 cm'],
    1,
    'Las diagonales se cortan en sus puntos medios y son perpendiculares: el lado es la hipotenusa de catetos 6 y 8, √(36 + 64) = 10 cm. Perímetro 4 · 10 = 40 cm.',
    () => same(4 * Math.hypot(6, 8), 40),
  ),
  options(
    25914,
    ABSOLUTE,
    'equations',
    '15) El conjunto solución de |2x − 5| < 3 es:',
    ['(1; 4)', '(−∞; 1) ∪ (4; +∞)', '(−4; 1)', '[1; 4]'],
    0,
    '−3 < 2x − 5 < 3, 2 < 2x < 8, 1 < x < 4: S = (1; 4).',
    () =>
      solvesOn(
        (x) => Math.abs(2 * x - 5) < 3,
        (x) => x > 1 && x < 4,
      ),
  ),
  options(
    25915,
    FRACTIONS,
    'algebra',
    '16) Simplificada, la expresión (x² − 9)/(x² + 6x + 9) (para x ≠ −3) es:',
    ['−1', '(x + 3)/(x − 3)', 'x − 3', '(x − 3)/(x + 3)'],
    3,
    'x² − 9 = (x − 3)(x + 3) y x² + 6x + 9 = (x + 3)². Simplificando un factor (x + 3): (x − 3)/(x + 3).',
    () => SAMPLES.every((x) => same((x * x - 9) / (x * x + 6 * x + 9), (x - 3) / (x + 3))),
  ),
  options(
    25916,
    VOLUMES,
    'geometry',
    '17) El volumen de una esfera de 3 cm de radio es:',
    ['12π cm³', '27π cm³', '108π cm³', '9π cm³'],
    4,
    'V = (4/3) π r³ = (4/3) π · 27 = 36π cm³ ≈ 113,1 cm³, que no figura en A–D: la respuesta es E.',
    () => same((4 / 3) * Math.PI * 27, 36 * Math.PI),
  ),
  options(
    25917,
    OBLIQUE,
    'geometry',
    '18) En un triángulo ABC se sabe que a = 7 cm, b = 8 cm y el ángulo C = 60°. Entonces el lado c mide:',
    ['√113 cm', '13 cm', '√57 cm', '√71 cm'],
    2,
    'Teorema del coseno: c² = a² + b² − 2ab cos C = 49 + 64 − 2 · 7 · 8 · 0,5 = 113 − 56 = 57, c = √57 ≈ 7,55 cm.',
    () => same(49 + 64 - 2 * 7 * 8 * Math.cos(deg(60)), 57),
  ),
  options(
    25918,
    TRIG_EQUATIONS,
    'functions',
    '19) Las soluciones de 2 cos x − 1 = 0 en [0°; 360°) son:',
    ['30° y 150°', '60° y 120°', '60° y 300°', '120° y 240°'],
    2,
    'cos x = 1/2: en el primer cuadrante x = 60°, y por ser el coseno positivo también en el cuarto, x = 360° − 60° = 300°.',
    () => zerosAre((x) => 2 * Math.cos(x) - 1, [60, 300]),
  ),
  options(
    25919,
    INVERSE,
    'functions',
    '20) Si f(x) = (2x − 1)/3, la función inversa es:',
    ['f⁻¹(x) = (3x + 1)/2', 'f⁻¹(x) = (3x − 1)/2', 'f⁻¹(x) = 3/(2x − 1)', 'f⁻¹(x) = (2x + 1)/3'],
    0,
    'y = (2x − 1)/3, 3y = 2x − 1, x = (3y + 1)/2. Intercambiando: f⁻¹(x) = (3x + 1)/2.',
    () => SAMPLES.every((x) => same((2 * ((3 * x + 1) / 2) - 1) / 3, x)),
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    25920,
    REALS,
    'reals',
    '21) Calcular y expresar en notación científica: (3,2 · 10⁵ · 5 · 10⁻³) / (8 · 10⁻²).',
    { value: () => (3.2e5 * 5e-3) / 8e-2, text: '2 · 10⁴' },
    '3,2 · 10⁵ · 5 · 10⁻³ = 16 · 10² = 1 600. 1 600 / (8 · 10⁻²) = 200 · 10² = 20 000 = 2 · 10⁴.',
  ),
  numeric(
    25921,
    LINEAR,
    'words',
    '22) Un tanque de agua está lleno hasta los 2/3 de su capacidad. Se extraen 150 litros y el nivel queda en 1/4 de la capacidad. ¿Cuál es la capacidad del tanque, en litros?',
    { value: () => 150 / (2 / 3 - 1 / 4), text: '360 L' },
    'Lo extraído es 2/3 − 1/4 = 8/12 − 3/12 = 5/12 de la capacidad: (5/12) C = 150, C = 150 · 12/5 = 360 L.',
  ),
  numeric(
    25922,
    RATIONAL_EQ,
    'equations',
    'Ejercicio 23: Hallar la solución positiva de 3/(x − 1) + 2/(x + 1) = 2.',
    {
      value: () => Math.max(...quadraticRoots(2, -5, -3)),
      text: 'x = 3',
    },
    'Con x ≠ ±1, multiplicando por (x − 1)(x + 1): 3(x + 1) + 2(x − 1) = 2(x² − 1), 5x + 1 = 2x² − 2, 2x² − 5x − 3 = 0, x = (5 ± 7)/4: x = 3 o x = −1/2. La positiva es x = 3 (verifica: 3/2 + 2/4 = 2).',
  ),
  numeric(
    25923,
    LOGARITHMS,
    'functions',
    '24) Resolver log₂ (x + 3) + log₂ (x − 3) = 4.',
    {
      value: () => {
        const x = Math.sqrt(16 + 9);
        return same(Math.log2(x + 3) + Math.log2(x - 3), 4) ? x : Number.NaN;
      },
      text: 'x = 5',
    },
    'Con x > 3: log₂ [(x + 3)(x − 3)] = 4, x² − 9 = 16, x² = 25, x = ±5. Sólo x = 5 cumple x > 3.',
  ),
  numeric(
    25924,
    EXP_LOG,
    'functions',
    '25) Un cultivo de bacterias duplica su cantidad cada 3 horas. Si al comenzar hay 500 bacterias, ¿cuántas habrá al cabo de 15 horas?',
    { value: () => 500 * 2 ** (15 / 3), text: '16 000 bacterias' },
    'N(t) = 500 · 2^(t/3). En 15 h hay 5 duplicaciones: 500 · 2⁵ = 500 · 32 = 16 000.',
  ),
  numeric(
    25925,
    REALS,
    'words',
    '26) Se depositan $ 250.000 a plazo fijo con un interés del 4 % mensual, capitalizable mensualmente, durante 6 meses. Calcular el monto final (redondear al peso).',
    { value: () => 250000 * 1.04 ** 6, text: '$ 316.330', absolute: 1 },
    'M = C (1 + i)^n = 250 000 · 1,04⁶ ≈ 250 000 · 1,265319 ≈ 316 329,8, es decir $ 316.330.',
  ),
  numeric(
    25927,
    AREAS,
    'geometry',
    '28) Un terreno rectangular mide 0,8 hm de frente y 45 m de fondo. Calcular su superficie en m².',
    { value: () => 0.8 * 100 * 45, text: '3 600 m²' },
    '0,8 hm = 80 m. Superficie = 80 m · 45 m = 3 600 m².',
  ),
  numeric(
    25926,
    ANALYTIC,
    'geometry',
    '27) Calcular la distancia entre los puntos A(−2; 5) y B(4; −3).',
    { value: () => Math.hypot(4 - -2, -3 - 5), text: 'd = 10' },
    'd = √((4 + 2)² + (−3 − 5)²) = √(36 + 64) = √100 = 10.',
  ),
  numeric(
    25928,
    VOLUMES,
    'geometry',
    '29) Un tanque cilíndrico tiene 1,2 m de diámetro y 150 cm de altura. Calcular su capacidad en litros (redondear a la unidad).',
    { value: () => Math.PI * 0.6 ** 2 * 1.5 * 1000, text: '509 L', absolute: 0.6 },
    'r = 0,6 m, h = 1,5 m. V = π · 0,36 · 1,5 = 0,54π ≈ 0,5089 m³ = 508,9 L ≈ 509 L.',
  ),
  numeric(
    25929,
    OBLIQUE,
    'geometry',
    '30) En un triángulo, a = 10 cm, el ángulo A = 30° y el ángulo B = 45°. Calcular el lado b (redondear a dos decimales).',
    { value: () => (10 * Math.sin(deg(45))) / Math.sin(deg(30)), text: 'b ≈ 14,14 cm' },
    'Teorema del seno: b / sen B = a / sen A, b = 10 · sen 45° / sen 30° = 10 · 0,7071 / 0,5 ≈ 14,14 cm (exactamente 10√2).',
  ),
  numeric(
    25930,
    POLYNOMIALS,
    'algebra',
    '31) Determinar k para que P(x) = x³ + kx² − 4x + 12 sea divisible por (x + 3).',
    {
      value: () => {
        const k = 1 / 3;
        return same(poly([1, k, -4, 12], -3), 0) ? k : Number.NaN;
      },
      text: 'k = 1/3',
    },
    'P(−3) = 0: −27 + 9k + 12 + 12 = 0, 9k − 3 = 0, k = 1/3.',
  ),
  numeric(
    25931,
    SYSTEMS,
    'equations',
    '32) Resolver el sistema x + y + z = 6 ; x − y = 1 ; x + 2z = 8 e indicar el valor de z.',
    {
      value: () => {
        const [x, y, z] = [2, 1, 3];
        return same(x + y + z, 6) && same(x - y, 1) && same(x + 2 * z, 8) ? z : Number.NaN;
      },
      text: 'z = 3',
    },
    'De la segunda, x = 1 + y. En la primera: 1 + 2y + z = 6, z = 5 − 2y. En la tercera: 1 + y + 10 − 4y = 8, y = 1. Entonces x = 2 y z = 3.',
  ),
  numeric(
    25932,
    IDENTITIES,
    'functions',
    '33) Si sen α = 3/5 y α pertenece al segundo cuadrante, calcular tg α.',
    {
      value: () => {
        const a = Math.PI - Math.asin(3 / 5);
        return Math.tan(a);
      },
      text: 'tg α = −3/4',
    },
    'cos² α = 1 − 9/25 = 16/25; en el segundo cuadrante el coseno es negativo: cos α = −4/5. tg α = (3/5)/(−4/5) = −3/4 = −0,75.',
  ),
  numeric(
    25933,
    COMPLEX,
    'reals',
    '34) Calcular el módulo de (3 − 4i)/(1 + i) (redondear a dos decimales).',
    { value: () => cAbs([3, -4]) / cAbs([1, 1]), text: '5√2/2 ≈ 3,54' },
    'El módulo de un cociente es el cociente de los módulos: |3 − 4i| = 5 y |1 + i| = √2; 5/√2 = 5√2/2 ≈ 3,54.',
  ),
  numeric(
    25934,
    REALS,
    'words',
    '35) Una notebook cuesta $ 840 000 con el IVA (21 %) incluido. ¿Cuál es su precio sin IVA? Redondear a los centavos.',
    { value: () => 840000 / 1.21, text: '$ 694 214,88' },
    'Precio con IVA = 1,21 · precio sin IVA, así que el precio sin IVA es 840 000 / 1,21 ≈ 694 214,88 pesos.',
  ),
];

/** Pages with parts a), b), c), a later part using an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    25935,
    PARABOLA,
    'functions',
    '36) Dada la función cuadrática f(x) = x² − 2x − 8:',
    [
      ['a) Hallar sus raíces.', 'x = −2 y x = 4'],
      ['b) Hallar las coordenadas del vértice.', 'V = (1; −9)'],
      ['c) Con a), indicar el intervalo en que f(x) < 0.', '(−2; 4)'],
    ],
    'a) x = (2 ± √(4 + 32))/2 = (2 ± 6)/2: x = 4 y x = −2. b) x_v = 1 (punto medio de las raíces), f(1) = 1 − 2 − 8 = −9. c) La parábola abre hacia arriba, es negativa entre las raíces: (−2; 4).',
    () => {
      const roots = quadraticRoots(1, -2, -8).sort((p, q) => p - q);
      const ok = solvesOn(
        (x) => poly([1, -2, -8], x) < 0,
        (x) => x > -2 && x < 4,
      );
      return ok ? [roots, [1, poly([1, -2, -8], 1)], roots] : [];
    },
  ),
  parts(
    25936,
    ANALYTIC,
    'geometry',
    'Problema 37. Se consideran los puntos A(1; 2), B(5; 4) y C(3; 8), vértices de un triángulo.',
    [
      ['a) Calcular la pendiente del lado AB.', 'm = 1/2'],
      ['b) Escribir la ecuación de la altura trazada desde C (perpendicular a AB por C).', 'y = −2x + 14'],
      ['c) Calcular el área del triángulo ABC.', '10'],
    ],
    'a) m_AB = (4 − 2)/(5 − 1) = 2/4 = 1/2. b) La perpendicular tiene pendiente −2: y − 8 = −2(x − 3), y = −2x + 14. c) Con AB = (4; 2) y AC = (2; 6): área = |4 · 6 − 2 · 2| / 2 = 20/2 = 10.',
    () => {
      const m = (4 - 2) / (5 - 1);
      const slope = -1 / m;
      return [[m], [slope, 8 - slope * 3], [Math.abs(4 * 6 - 2 * 2) / 2]];
    },
  ),
  parts(
    25937,
    REALS,
    'words',
    '38) Una librería publica la siguiente lista de precios:\n  cuaderno universitario ........ $ 2 400\n  lapicera ......................... $ 850\n  resma de papel A4 ............. $ 7 900\nUn estudiante compra 5 cuadernos, 12 lapiceras y 2 resmas.',
    [
      ['a) ¿Cuál es el importe de la compra a precio de lista?', '$ 38000'],
      ['b) Pagando en efectivo se descuenta un 15 %. ¿Cuánto paga?', '$ 32300'],
      [
        'c) Si en cambio paga con tarjeta en 3 cuotas iguales con un recargo del 10 % sobre el precio de lista, ¿cuánto vale cada cuota? Redondear al centavo.',
        '$ 13933,33',
      ],
    ],
    'a) 5 · 2 400 + 12 · 850 + 2 · 7 900 = 12 000 + 10 200 + 15 800 = 38 000. b) 38 000 · 0,85 = 32 300. c) 38 000 · 1,10 = 41 800; 41 800 / 3 ≈ 13 933,33 por cuota.',
    () => {
      const list = 5 * 2400 + 12 * 850 + 2 * 7900;
      return [[list], [list * 0.85], [(list * 1.1) / 3]];
    },
  ),
  parts(
    25938,
    EXP_LOG,
    'functions',
    '39) Sea f(x) = log₃ (x − 2) + 1.',
    [
      ['a) Determinar el dominio de f.', 'Dom f = (2; +∞)'],
      ['b) Hallar el cero de f.', 'x = 7/3'],
      ['c) Hallar x tal que f(x) = 3.', 'x = 11'],
    ],
    'a) x − 2 > 0: Dom f = (2; +∞). b) log₃ (x − 2) = −1, x − 2 = 1/3, x = 7/3. c) log₃ (x − 2) = 2, x − 2 = 9, x = 11.',
    () => {
      const f = (x: number) => Math.log(x - 2) / Math.log(3) + 1;
      return same(f(7 / 3), 0) && same(f(11), 3) ? [[2], [7 / 3], [11]] : [];
    },
  ),
  parts(
    25939,
    RIGHT_TRIANGLE,
    'geometry',
    '40) Una escalera de 6,5 m de largo está apoyada contra una pared vertical, con su pie a 2,5 m de la pared.',
    [
      ['a) ¿A qué altura de la pared llega el extremo superior?', '6 m'],
      ['b) ¿Qué ángulo forma la escalera con el piso? Expresar en grados, con dos decimales.', '≈ 67,38°'],
      ['c) Si el pie se aleja 1,4 m más de la pared, ¿cuántos metros baja el extremo superior?', '0,8 m'],
    ],
    'a) h = √(6,5² − 2,5²) = √(42,25 − 6,25) = √36 = 6 m. b) cos α = 2,5/6,5, α ≈ 67,38°. c) El pie queda a 3,9 m: h = √(42,25 − 15,21) = √27,04 = 5,2 m; baja 6 − 5,2 = 0,8 m.',
    () => {
      const h = Math.sqrt(6.5 ** 2 - 2.5 ** 2);
      const h2 = Math.sqrt(6.5 ** 2 - 3.9 ** 2);
      return [[h], [toDeg(Math.acos(2.5 / 6.5))], [h - h2]];
    },
  ),
  parts(
    25940,
    POLYNOMIALS,
    'algebra',
    '41) Dado P(x) = x³ − 2x² − 5x + 6:',
    [
      ['a) Verificar que x = 1 es raíz de P.', 'P(1) = 0'],
      ['b) Factorizar P(x) completamente.', 'P(x) = (x − 1)(x − 3)(x + 2)'],
      ['c) Con b), resolver P(x) ≥ 0.', '[−2; 1] ∪ [3; +∞)'],
    ],
    'a) P(1) = 1 − 2 − 5 + 6 = 0. b) Por Ruffini con 1, el cociente es x² − x − 6 = (x − 3)(x + 2): P(x) = (x − 1)(x − 3)(x + 2). c) Raíces −2, 1 y 3; P es negativo en (−∞; −2), positivo en (−2; 1), negativo en (1; 3) y positivo en (3; +∞). Con los ceros: [−2; 1] ∪ [3; +∞).',
    () => {
      const p = [1, -2, -5, 6];
      const ok = solvesOn(
        (x) => poly(p, x) >= -1e-12,
        (x) => (x >= -2 && x <= 1) || x >= 3,
      );
      const roots = [1, 3, -2].filter((r) => same(poly(p, r), 0));
      return ok && roots.length === 3 ? [[1, poly(p, 1)], roots.map((r) => -r), [-2, 1, 3]] : [];
    },
  ),
  parts(
    25941,
    ANALYTIC,
    'geometry',
    '42) Dados los vectores u = (3; −4) y v = (2; 1):',
    [
      ['a) Calcular |u|.', '|u| = 5'],
      ['b) Calcular el producto escalar u · v.', 'u · v = 2'],
      ['c) Calcular el ángulo entre u y v (en grados, dos decimales).', '≈ 79,70°'],
      ['d) Hallar k para que u + k v sea perpendicular a v.', 'k = −2/5'],
    ],
    'a) |u| = √(9 + 16) = 5. b) u · v = 6 − 4 = 2. c) cos θ = 2/(5 · √5) ≈ 0,1789, θ ≈ 79,70°. d) (u + k v) · v = u · v + k |v|² = 2 + 5k = 0, k = −2/5.',
    () => {
      const u = [3, -4];
      const v = [2, 1];
      const k = -dot(u, v) / dot(v, v);
      return [[norm(u)], [dot(u, v)], [toDeg(Math.acos(dot(u, v) / (norm(u) * norm(v))))], [k]];
    },
  ),
  parts(
    25942,
    LINEAR,
    'words',
    '43) Rosario y Buenos Aires están a 300 km por autopista. Un colectivo sale de Rosario hacia Buenos Aires a las 8:00 y viaja a 80 km/h constantes. Media hora después sale de Buenos Aires hacia Rosario un auto, por la misma autopista, a 100 km/h constantes. Suponer velocidades constantes durante todo el viaje.',
    [
      ['a) ¿A qué hora se cruzan?', 'a las 9:56:40'],
      ['b) ¿A qué distancia de Rosario se cruzan? Redondear a dos decimales.', '≈ 155,56 km'],
      ['c) Expresar la velocidad del auto en m/s (dos decimales).', '≈ 27,78 m/s'],
    ],
    'a) Con t en horas desde las 8:00: 80t + 100(t − 0,5) = 300, 180t = 350, t = 35/18 h ≈ 1,9444 h = 1 h 56 min 40 s: se cruzan a las 9:56:40. b) 80 · 35/18 ≈ 155,56 km de Rosario. c) 100 km/h = 100 000 m / 3 600 s ≈ 27,78 m/s.',
    () => {
      const t = 350 / 180;
      const seconds = Math.round((8 + t) * 3600);
      const clock = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
      return same(80 * t + 100 * (t - 0.5), 300) ? [clock, [80 * t], [100000 / 3600]] : [];
    },
  ),
  parts(
    25943,
    COMPLEX,
    'reals',
    '44) Sean z₁ = 1 + √3 i y z₂ = 1 − i.',
    [
      ['a) Expresar z₁ en forma polar (módulo y argumento en grados).', '|z₁| = 2, arg z₁ = 60°'],
      ['b) Con a), calcular z₁³ en forma binómica.', 'z₁³ = −8'],
      ['c) Calcular z₁ / z₂ en forma binómica.', '≈ −0,366 + 1,366i'],
    ],
    'a) |z₁| = √(1 + 3) = 2; tg φ = √3 en el primer cuadrante: φ = 60°. b) z₁³ = 2³ (cos 180° + i sen 180°) = −8. c) Multiplicando por el conjugado: (1 + √3 i)(1 + i)/2 = (1 + i + √3 i − √3)/2 = (1 − √3)/2 + (1 + √3)/2 i.',
    () => {
      const z: Complex = [1, Math.sqrt(3)];
      const z3 = cPow(z, 3);
      const q = cMul(z, [1 / 2, 1 / 2]);
      return Math.abs(z3[1]) < 1e-9 ? [[cAbs(z), toDeg(Math.atan2(z[1], z[0]))], [z3[0]], [q[0], q[1]]] : [];
    },
  ),
  parts(
    25944,
    LINEAR,
    'words',
    '45) Un pequeño taller fabrica mates. El costo de fabricar x unidades por mes es C(x) = 1 200 + 35x (en miles de pesos) y cada mate se vende a 50 (miles de pesos).',
    [
      ['a) ¿Cuántos mates debe vender para no ganar ni perder?', '80 mates'],
      ['b) ¿Cuál es la ganancia si vende 150 mates?', '1050 (miles de pesos)'],
      ['c) ¿Cuántos mates, como mínimo, debe vender para ganar al menos 3 000?', '280 mates'],
    ],
    'Ganancia G(x) = 50x − (1 200 + 35x) = 15x − 1 200. a) G = 0: x = 80. b) G(150) = 2 250 − 1 200 = 1 050. c) 15x − 1 200 ≥ 3 000, x ≥ 280.',
    () => {
      const g = (x: number) => 15 * x - 1200;
      return [[1200 / 15], [g(150)], [4200 / 15]];
    },
  ),
  parts(
    25945,
    VOLUMES,
    'geometry',
    '46) Una pileta de natación tiene forma de prisma rectangular. Datos: largo 8 m; ancho 4 m; profundidad 1,5 m.',
    [
      ['a) Calcular su capacidad en litros.', '48000 L'],
      ['b) Si se llena con una bomba que entrega 400 L por minuto, ¿cuántas horas tarda en llenarse?', '2 h'],
      ['c) ¿Cuántos litros hacen falta para llenarla sólo hasta el 80 %?', '38400 L'],
      ['d) Calcular la superficie a revestir (fondo y cuatro paredes), en m².', '68 m²'],
    ],
    'a) V = 8 · 4 · 1,5 = 48 m³ = 48 000 L. b) 48 000 / 400 = 120 min = 2 h. c) 0,8 · 48 000 = 38 400 L. d) Fondo 8 · 4 = 32; paredes 2 · 8 · 1,5 + 2 · 4 · 1,5 = 24 + 12 = 36; total 68 m².',
    () => {
      const litres = 8 * 4 * 1.5 * 1000;
      return [[litres], [litres / 400 / 60], [litres * 0.8], [8 * 4 + 2 * 8 * 1.5 + 2 * 4 * 1.5]];
    },
  ),
  parts(
    25946,
    TRIG_EQUATIONS,
    'functions',
    '47) Se considera la ecuación 2 sen² x − sen x − 1 = 0.',
    [
      ['a) Hallar los valores posibles de sen x.', 'sen x = 1 o sen x = −1/2'],
      ['b) Con a), hallar las soluciones en [0°; 360°).', 'x = 90°, 210° y 330°'],
      ['c) ¿Cuántas soluciones tiene la ecuación en [0°; 720°)?', '6'],
    ],
    'a) Con t = sen x: 2t² − t − 1 = 0, t = (1 ± 3)/4: t = 1 o t = −1/2. b) sen x = 1: x = 90°. sen x = −1/2: x = 180° + 30° = 210° y x = 360° − 30° = 330°. c) Cada vuelta aporta tres soluciones: 6.',
    () => {
      const f = (x: number) => 2 * Math.sin(x) ** 2 - Math.sin(x) - 1;
      const t = quadraticRoots(2, -1, -1).sort((p, q) => q - p);
      return zerosAre(f, [90, 210, 330]) ? [t, [90, 210, 330], [6]] : [];
    },
  ),
];

/** Pages with the parts written inside the statement. */
const inline: readonly ExamStyleProblem[] = [
  open(
    25947,
    INEQUALITIES,
    'reals',
    '48) Dados los intervalos A = [−2; 5) y B = (1; 7], hallar: a) A ∪ B; b) A ∩ B; c) A − B.',
    'a) [−2; 7]; b) (1; 5); c) [−2; 1]',
    'a) La unión va desde el menor extremo izquierdo, −2 (incluido), hasta el mayor derecho, 7 (incluido): [−2; 7]. b) Los x de ambos: mayores que 1 y menores que 5: (1; 5). c) Los de A que no están en B: desde −2 hasta 1, incluido el 1 porque B no lo contiene: [−2; 1].',
    () => {
      const inA = (x: number) => x >= -2 && x < 5;
      const inB = (x: number) => x > 1 && x <= 7;
      const ok =
        solvesOn(
          (x) => inA(x) || inB(x),
          (x) => x >= -2 && x <= 7,
        ) &&
        solvesOn(
          (x) => inA(x) && inB(x),
          (x) => x > 1 && x < 5,
        ) &&
        solvesOn(
          (x) => inA(x) && !inB(x),
          (x) => x >= -2 && x <= 1,
        );
      return ok ? [-2, 7, 1, 5, -2, 1] : [];
    },
  ),
  open(
    25948,
    AREAS,
    'geometry',
    'Ejercicio 49: En un cuadrado de 10 cm de lado se inscribe un círculo. a) Calcular el área del círculo. b) Calcular el área de la región del cuadrado que queda fuera del círculo. c) ¿Qué porcentaje de la superficie del cuadrado ocupa el círculo? Redondear todo a dos decimales.',
    'a) ≈ 78,54 cm²; b) ≈ 21,46 cm²; c) ≈ 78,54 %',
    'El radio es la mitad del lado, 5 cm. a) A = π · 25 ≈ 78,54 cm². b) 100 − 78,54 ≈ 21,46 cm². c) 78,54 / 100 = 78,54 %.',
    () => {
      const circle = Math.PI * 25;
      return [circle, 100 - circle, circle];
    },
  ),
  open(
    25949,
    LINE,
    'functions',
    '50) La recta r pasa por los puntos (0; 3) y (2; −1). a) Escribir su ecuación explícita. b) Hallar el punto de intersección de r con la recta s: y = x + 6. c) Calcular el ángulo de inclinación de r (en grados, dos decimales).',
    'a) y = −2x + 3; b) (−1; 5); c) ≈ 116,57°',
    'a) m = (−1 − 3)/(2 − 0) = −2 y ordenada 3: y = −2x + 3. b) −2x + 3 = x + 6, −3x = 3, x = −1, y = 5: (−1; 5). c) tg α = −2 y α ∈ [0°; 180°): α = 180° − arctg 2 ≈ 180° − 63,43° = 116,57°.',
    () => {
      const m = (-1 - 3) / 2;
      const x = (6 - 3) / (m - 1);
      return [m, 3, x, x + 6, 180 + toDeg(Math.atan(m))];
    },
  ),
];

export const mathBlind32: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...inline];
