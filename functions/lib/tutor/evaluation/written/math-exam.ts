/**
 * A second written mathematics set for #32: kinds and phrasings that `math.ts` and the tuning half of the
 * development set leave out, across the seminario programme (intervals, distance read as an absolute
 * value, Ruffini with its quotient and remainder, division by a quadratic, rational equations whose
 * candidates fall out of the domain, mixed-base exponentials, parabolas from data, the perpendicular
 * bisector, word problems that lead to a system or an equation, sine and cosine theorems for an angle,
 * complex quotients, vectors, percentages and proportions). Statements are our own, in the way the UTN
 * entrance exams write them; keys were worked by hand and are re-derived in `check` from the data.
 */
import { cDiv, toDeg } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The published exams and programmes each kind is modelled on (functions/content/exam-style/sources.ts). */
const SOURCES = {
  reals: ['frm-matematica-2025-u1', 'frlp-sui-conjuntos'],
  polynomials: ['frt-matematica-2020', 'frm-matematica-2023-12-11-t2'],
  equations: ['frm-matematica-2024-02-03-t1', 'frt-matematica-cartilla'],
  functions: ['frm-matematica-2024-02-03-t2', 'utn-exapuni-matematica-u1'],
  trigonometry: ['frm-matematica-2023-12-11-t2', 'frt-matematica-cartilla'],
  geometry: ['frt-matematica-2020', 'frt-matematica-cartilla'],
  complex: ['cba-ingreso-2023-u1', 'frm-matematica-2024-02-03-t2'],
  words: ['utn-exapuni-matematica-u1', 'frch-matematica-2017'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

/** Horner's scheme: the quotient's coefficients, then the remainder, of p(x) : (x − r). */
function ruffini(coefficients: readonly number[], r: number): { quotient: number[]; remainder: number } {
  const row: number[] = [];
  let carry = 0;
  for (const c of coefficients) {
    carry = carry * r + c;
    row.push(carry);
  }
  return { quotient: row.slice(0, -1), remainder: row.at(-1) ?? 0 };
}

/** A polynomial, highest degree first, at x. */
const evaluate = (coefficients: readonly number[], x: number) => ruffini(coefficients, x).remainder;

/** The real roots of ax² + bx + c, smaller first. */
function quadraticRoots(a: number, b: number, c: number): number[] {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((p, q) => p - q);
}

/** The solution of a 2×2 linear system a1x + b1y = c1, a2x + b2y = c2 by Cramer's rule. */
function cramer(a1: number, b1: number, c1: number, a2: number, b2: number, c2: number): [number, number] {
  const d = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Points (x; y) to compare two expressions in two variables at: equal at all of them, equal as polynomials of low degree. */
const SAMPLES: readonly (readonly [number, number])[] = [
  [2, 1],
  [-1, 3],
  [0.5, -2],
  [3, 0.25],
  [-2.5, -1.5],
];

/** Whether the keyed option, and no other, equals the expression at every sample. */
function onlyKeyEquals(
  expression: (x: number, y: number) => number,
  shown: readonly ((x: number, y: number) => number)[],
  key: number,
): boolean {
  const equals = (f: (x: number, y: number) => number) =>
    SAMPLES.every(([x, y]) => Math.abs(f(x, y) - expression(x, y)) < 1e-9);
  return shown.every((f, i) => equals(f) === (i === key));
}

/** Whether the keyed value, and no other of the options, is the expression's (key 4: none of them is). */
const onlyKeyIs = (value: number, shown: readonly number[], key: number) =>
  shown.every((v, i) => Math.abs(v - value) < 1e-9 === (i === key));

export const writtenMathExamProblems: readonly ExamStyleProblem[] = [
  // Real numbers and intervals.
  parts(
    601,
    'algebra-basica.numeros-reales',
    'reals',
    'Dados los intervalos A = [−1; 4) y B = (2; 6]:',
    [
      ['Hallá A ∪ B.', '[−1; 6]'],
      ['Hallá A − B.', '[−1; 2]'],
    ],
    'A ∪ B va del menor extremo izquierdo al mayor derecho: [−1; 6]. A − B deja los x de A que no están en B: [−1; 2].',
    () => [
      [-1, 6],
      [-1, 2],
    ],
  ),
  open(
    602,
    'ecuaciones.valor-absoluto',
    'reals',
    'Hallá todos los números reales cuya distancia a 4 es menor que 2. Expresá el resultado como intervalo.',
    '(2; 6)',
    '|x − 4| < 2 ⇔ −2 < x − 4 < 2 ⇔ 2 < x < 6.',
    () => [4 - 2, 4 + 2],
  ),
  options(
    603,
    'ecuaciones.valor-absoluto',
    'reals',
    'El conjunto solución de la inecuación |2x − 1| > 3 es:',
    ['(−∞; −1) ∪ (2; +∞)', '(−1; 2)', '[−1; 2]', '(−∞; −2) ∪ (1; +∞)'],
    0,
    '2x − 1 > 3 da x > 2; 2x − 1 < −3 da x < −1.',
  ),
  options(
    604,
    'algebra-basica.potencias-radicales',
    'reals',
    'Al racionalizar el denominador de 4/(√5 − 1) se obtiene:',
    ['√5 + 1', '√5 − 1', '(√5 + 1)/4', '4√5 + 4'],
    0,
    'Multiplicando por el conjugado: 4(√5 + 1)/(5 − 1) = √5 + 1.',
  ),
  // Polynomials.
  parts(
    605,
    'algebra-basica.polinomios',
    'polynomials',
    'Dividí P(x) = x³ − 4x² + x + 6 por Q(x) = x − 2 aplicando la regla de Ruffini.',
    [
      ['Indicá el cociente.', 'x² − 2x − 3'],
      ['Indicá el resto.', '0'],
    ],
    'Ruffini con 2: 1 | −2 | −3 | 0. Cociente x² − 2x − 3, resto 0 (x = 2 es raíz).',
    () => {
      const { quotient, remainder } = ruffini([1, -4, 1, 6], 2);
      return [quotient.slice(1), [remainder]];
    },
  ),
  numeric(
    606,
    'algebra-basica.polinomios',
    'polynomials',
    'Determiná el valor de a para que el resto de dividir P(x) = 2x³ + ax² − 5 por (x + 1) sea igual a 3.',
    // P(−1) = −2 + a − 5 is linear in a: a = 3 − P(−1)|ₐ₌₀.
    { value: () => 3 - evaluate([2, 0, 0, -5], -1), text: 'a = 10' },
    'Teorema del resto: P(−1) = −2 + a − 5 = 3 ⇒ a = 10.',
  ),
  parts(
    607,
    'algebra-basica.polinomios',
    'polynomials',
    'Hallá el cociente y el resto de la división (x⁴ − 3x² + 2x − 1) : (x² + 1).',
    [
      ['Cociente.', 'x² − 4'],
      ['Resto.', '2x + 3'],
    ],
    'x⁴ − 3x² + 2x − 1 = (x² + 1)(x² − 4) + 2x + 3.',
    () => {
      // Checked back: (x² + 1)(x² − 4) + 2x + 3 equals the dividend at five points.
      const holds = [-2, -1, 0, 1, 2].every(
        (x) => (x * x + 1) * (x * x - 4) + 2 * x + 3 === x ** 4 - 3 * x * x + 2 * x - 1,
      );
      return holds ? [[-4], [2, 3]] : [];
    },
  ),
  open(
    608,
    'algebra-basica.factoreo',
    'polynomials',
    'Factorizá completamente P(x) = 2x³ − 2x² − 12x.',
    '2x(x − 3)(x + 2)',
    'Factor común 2x: 2x(x² − x − 6) = 2x(x − 3)(x + 2).',
  ),
  open(
    609,
    'algebra-basica.polinomios',
    'polynomials',
    'Hallá todas las raíces de P(x) = x³ + x² − 4x − 4 y escribilo factorizado.',
    'x = −1, x = 2 y x = −2',
    'Agrupando: x²(x + 1) − 4(x + 1) = (x + 1)(x − 2)(x + 2).',
    () => [-1, 2, -2].filter((x) => evaluate([1, 1, -4, -4], x) === 0),
  ),
  // Rational expressions and equations.
  open(
    610,
    'algebra-basica.expresiones-racionales',
    'equations',
    'Efectuá y simplificá: 1/(x − 1) + 2/(x + 1).',
    '(3x − 1)/(x² − 1)',
    'Denominador común (x − 1)(x + 1): (x + 1 + 2x − 2)/(x² − 1) = (3x − 1)/(x² − 1).',
  ),
  numeric(
    611,
    'ecuaciones.racionales',
    'equations',
    'Resolvé la ecuación 2/(x − 1) = 3/(x + 1), indicando previamente los valores que no puede tomar x.',
    { value: () => 5, text: 'x = 5 (x ≠ 1 y x ≠ −1)' },
    'x ≠ ±1; 2(x + 1) = 3(x − 1) ⇒ x = 5, y 2/4 = 3/6.',
  ),
  options(
    612,
    'ecuaciones.racionales',
    'equations',
    'El conjunto solución de x/(x − 1) − 1/(x + 1) = 2/(x² − 1) es:',
    ['{1}', '{−1}', '{−1; 1}', '{0}'],
    4,
    'Con x ≠ ±1: x(x + 1) − (x − 1) = 2 ⇒ x² = 1; los dos candidatos quedan fuera del dominio, el conjunto es vacío.',
  ),
  // Exponential and logarithmic equations.
  numeric(
    613,
    'funciones.ecuaciones-exponenciales',
    'functions',
    'Resolvé 2^(x + 1) = 3^x. Expresá el resultado con dos decimales.',
    {
      value: () => Math.log(2) / (Math.log(3) - Math.log(2)),
      text: 'x = ln 2/(ln 3 − ln 2) ≈ 1,71',
      relative: 0.005,
    },
    '(x + 1) ln 2 = x ln 3 ⇒ x = ln 2/(ln 3 − ln 2) ≈ 1,71.',
  ),
  numeric(
    614,
    'funciones.ecuaciones-exponenciales',
    'functions',
    'Resolvé 5^(2x) = 125^(x − 1).',
    // 5^(2x) = 5^(3x − 3): 2x = 3x − 3.
    { value: () => 3, text: 'x = 3' },
    '125 = 5³: 2x = 3(x − 1) ⇒ x = 3.',
  ),
  numeric(
    615,
    'funciones.logaritmos',
    'functions',
    'Resolvé log_2 x + log_8 x = 4.',
    // log₈ x = log₂ x / 3, so (4/3) log₂ x = 4.
    { value: () => 2 ** (4 / (1 + 1 / 3)), text: 'x = 8' },
    'log₈ x = log₂ x / 3, así que (4/3) log₂ x = 4, log₂ x = 3 y x = 8.',
  ),
  numeric(
    616,
    'funciones.logaritmos',
    'functions',
    'Resolvé 2·log(x) = log(x + 6) y verificá las soluciones.',
    { value: () => Math.max(...quadraticRoots(1, -1, -6)), text: 'x = 3 (x = −2 no pertenece al dominio)' },
    'log x² = log(x + 6) ⇒ x² − x − 6 = 0 ⇒ x = 3 o x = −2; log(−2) no existe.',
  ),
  // Linear and quadratic functions.
  numeric(
    617,
    'funciones.cuadratica',
    'functions',
    'Hallá la ecuación del eje de simetría de la parábola y = 2x² − 8x + 3.',
    { value: () => 8 / (2 * 2), text: 'x = 2' },
    'xv = −b/(2a) = 8/4 = 2.',
  ),
  open(
    618,
    'funciones.cuadratica',
    'functions',
    'Hallá la función cuadrática cuyas raíces son x = −1 y x = 3 y cuya gráfica corta al eje y en −6.',
    'f(x) = 2x² − 4x − 6',
    'f(x) = a(x + 1)(x − 3); f(0) = −3a = −6 ⇒ a = 2.',
    () => {
      const a = -6 / ((0 + 1) * (0 - 3));
      return [a, -2 * a, -3 * a];
    },
  ),
  open(
    619,
    'funciones.cuadratica',
    'functions',
    'Escribí la expresión polinómica de la parábola de vértice V = (1; −4) que pasa por el punto (3; 4).',
    'f(x) = 2x² − 4x − 2',
    'f(x) = a(x − 1)² − 4; 4 = 4a − 4 ⇒ a = 2; 2(x − 1)² − 4 = 2x² − 4x − 2.',
    () => {
      const a = (4 + 4) / (3 - 1) ** 2;
      return [a, -2 * a, a - 4];
    },
  ),
  parts(
    620,
    'funciones.cuadratica',
    'functions',
    'Sea la función f(x)=x^2-2x-8.',
    [
      ['Calculá las raíces.', 'x = −2 y x = 4'],
      ['Hallá el vértice.', 'V = (1; −9)'],
      ['Indicá el conjunto de negatividad.', '(−2; 4)'],
    ],
    '(x − 4)(x + 2); xv = 1, f(1) = −9; negativa entre las raíces.',
    () => {
      const roots = quadraticRoots(1, -2, -8);
      return [roots, [1, 1 - 2 - 8], roots];
    },
  ),
  // Lines.
  open(
    621,
    'geometria.analitica',
    'functions',
    'Hallá la ecuación de la recta paralela a 3x − y + 2 = 0 que pasa por el punto P(−1; 4).',
    'y = 3x + 7',
    'La recta dada es y = 3x + 2: pendiente 3; 4 = 3 · (−1) + b ⇒ b = 7.',
    () => [3, 4 - 3 * -1],
  ),
  open(
    622,
    'geometria.analitica',
    'functions',
    'Hallá el punto de intersección de las rectas y = 2x − 1 e y = −x + 5.',
    '(2; 3)',
    '2x − 1 = −x + 5 ⇒ x = 2, y = 3.',
    () => cramer(2, -1, 1, 1, 1, 5),
  ),
  open(
    623,
    'geometria.analitica',
    'functions',
    'Dados A = (0; 1) y B = (4; 9), hallá la ecuación de la mediatriz del segmento AB.',
    'y = −1/2 x + 6',
    'Punto medio (2; 5); la pendiente de AB es 2, la de la mediatriz −1/2: y − 5 = −1/2 (x − 2).',
    () => {
      const slope = -1 / ((9 - 1) / (4 - 0));
      return [slope, 5 - slope * 2];
    },
  ),
  // Systems and word problems.
  numeric(
    624,
    'ecuaciones.sistemas',
    'words',
    'En un corral hay gallinas y conejos. En total se cuentan 30 cabezas y 84 patas. ¿Cuántos conejos hay?',
    // g + c = 30, 2g + 4c = 84.
    { value: () => cramer(1, 1, 30, 2, 4, 84)[1], text: '12 conejos' },
    'g + c = 30 y 2g + 4c = 84 ⇒ 2c = 24 ⇒ c = 12 (y 18 gallinas).',
  ),
  numeric(
    625,
    'ecuaciones.sistemas',
    'words',
    'Para una función de teatro se vendieron 200 entradas: las de adulto a $ 500 y las de menor a $ 300. Si se recaudaron $ 84 000, ¿cuántas entradas de adulto se vendieron?',
    { value: () => cramer(1, 1, 200, 500, 300, 84000)[0], text: '120 entradas de adulto' },
    'a + m = 200 y 500a + 300m = 84 000 ⇒ 200a = 24 000 ⇒ a = 120.',
  ),
  open(
    626,
    'ecuaciones.sistemas',
    'equations',
    'Resolvé el sistema\n2x + 3y = 12\n5x − 2y = 11',
    'x = 3; y = 2',
    'Multiplicando por 2 y por 3 y sumando: 19x = 57 ⇒ x = 3, y = 2.',
    () => cramer(2, 3, 12, 5, -2, 11),
  ),
  open(
    627,
    'ecuaciones.cuadraticas',
    'words',
    'El largo de un rectángulo supera en 3 cm a su ancho y su área es de 40 cm². Hallá sus dimensiones.',
    'ancho 5 cm y largo 8 cm',
    'x(x + 3) = 40 ⇒ x² + 3x − 40 = 0 ⇒ x = 5 (x = −8 no es una longitud).',
    () => {
      const width = Math.max(...quadraticRoots(1, 3, -40));
      return [width, width + 3];
    },
  ),
  // Trigonometry.
  numeric(
    628,
    'trigonometria.identidades',
    'trigonometry',
    'Sabiendo que tg α = 3/4 y que α pertenece al tercer cuadrante, calculá sen α.',
    // In the third quadrant sine is negative: sen α = −3/√(3² + 4²).
    { value: () => -3 / Math.hypot(3, 4), text: 'sen α = −3/5' },
    'Con tg α = 3/4 la hipotenusa de referencia es 5; en el tercer cuadrante el seno es negativo.',
  ),
  open(
    629,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Resolvé 2 cos x + √3 = 0 para x ∈ [0; 2π].',
    'x = 5π/6 y x = 7π/6',
    'cos x = −√3/2: segundo y tercer cuadrante, referencia π/6.',
    () => [Math.acos(-Math.sqrt(3) / 2), 2 * Math.PI - Math.acos(-Math.sqrt(3) / 2)],
  ),
  numeric(
    630,
    'trigonometria.triangulo-rectangulo',
    'trigonometry',
    'Desde la terraza de un edificio de 40 m de altura se observa un auto estacionado con un ángulo de depresión de 30°. ¿A qué distancia del pie del edificio se encuentra el auto?',
    { value: () => 40 / Math.tan(rad(30)), unit: 'm', text: 'd = 40√3 ≈ 69,28 m', relative: 0.005 },
    'El ángulo de depresión es igual al de elevación desde el auto: tg 30° = 40/d ⇒ d = 40√3.',
  ),
  numeric(
    631,
    'trigonometria.triangulo-rectangulo',
    'trigonometry',
    'Un barrilete está sujeto con un hilo tenso de 50 m que forma con el suelo un ángulo de 40°. ¿A qué altura se encuentra el barrilete?',
    { value: () => 50 * Math.sin(rad(40)), unit: 'm', text: 'h ≈ 32,14 m', relative: 0.005 },
    'El hilo es la hipotenusa y la altura el cateto opuesto: h = 50 · sen 40°.',
  ),
  numeric(
    632,
    'trigonometria.teoremas-seno-coseno',
    'trigonometry',
    'Los lados de un triángulo miden 4 cm, 5 cm y 6 cm. Calculá la medida de su ángulo mayor.',
    {
      value: () => toDeg(Math.acos((4 ** 2 + 5 ** 2 - 6 ** 2) / (2 * 4 * 5))),
      unit: '°',
      text: '≈ 82,82°',
      relative: 0.002,
    },
    'El ángulo mayor se opone al lado mayor: cos C = (16 + 25 − 36)/40 = 1/8.',
  ),
  numeric(
    633,
    'trigonometria.teoremas-seno-coseno',
    'trigonometry',
    'En un triángulo ABC se sabe que a = 12 cm, b = 8 cm y A = 60°. Calculá el ángulo B.',
    {
      value: () => toDeg(Math.asin((8 * Math.sin(rad(60))) / 12)),
      unit: '°',
      text: 'B ≈ 35,26°',
      relative: 0.002,
    },
    'Teorema del seno: sen B = 8 · sen 60° / 12 ≈ 0,577; B es agudo porque b < a.',
  ),
  // Geometry.
  open(
    634,
    'geometria.areas-perimetros',
    'geometry',
    'Un rectángulo tiene 34 cm de perímetro y su diagonal mide 13 cm. ¿Cuánto miden sus lados?',
    '12 cm y 5 cm',
    'l + w = 17 y l² + w² = 169 ⇒ w² − 17w + 60 = 0 ⇒ 5 y 12.',
    () => quadraticRoots(1, -17, (17 ** 2 - 169) / 2).reverse(),
  ),
  numeric(
    635,
    'geometria.areas-perimetros',
    'geometry',
    'Calculá el área de un sector circular de 6 cm de radio y ángulo central de 60°.',
    { value: () => (Math.PI * 6 ** 2 * 60) / 360, unit: 'cm²', text: '6π ≈ 18,85 cm²', relative: 0.005 },
    'A = π r² · 60°/360° = 36π/6 = 6π cm².',
  ),
  // Complex numbers and vectors.
  open(
    636,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calculá (3 + 2i)/(1 − i) y expresá el resultado en forma binómica.',
    '1/2 + 5/2 i',
    'Por el conjugado: (3 + 2i)(1 + i)/2 = (1 + 5i)/2.',
    () => [...cDiv([3, 2], [1, -1])],
  ),
  parts(
    637,
    'geometria.analitica',
    'complex',
    'Dados los vectores u = (2; −1) y v = (1; 3):',
    [
      ['Calculá 2u − v.', '(3; −5)'],
      ['Calculá el módulo de 2u − v.', '√34'],
    ],
    '2u − v = (4 − 1; −2 − 3) = (3; −5); |(3; −5)| = √(9 + 25) = √34 ≈ 5,83.',
    () => [[3, -5], [Math.hypot(3, -5)]],
  ),
  numeric(
    638,
    'geometria.analitica',
    'complex',
    'Hallá el valor de k para que los vectores u = (k; 2) y v = (3; −6) sean perpendiculares.',
    { value: () => 12 / 3, text: 'k = 4' },
    'u · v = 3k − 12 = 0 ⇒ k = 4.',
  ),
  // Piecewise functions, percentages and proportions.
  numeric(
    639,
    'funciones.a-trozos',
    'functions',
    'Sea f(x) = { 2x − 1 si x < 1 ; x² si x ≥ 1 }. Calculá f(0) · f(3).',
    { value: () => (2 * 0 - 1) * 3 ** 2, text: '−9' },
    'f(0) = −1 (primera rama) y f(3) = 9 (segunda rama).',
  ),
  numeric(
    640,
    'algebra-basica.numeros-reales',
    'words',
    'Un artículo cuesta $ 12 000. Se le aplica un descuento del 15 % y, sobre el precio resultante, un recargo del 10 % por pago con tarjeta. ¿Cuál es el precio final?',
    { value: () => 12000 * 0.85 * 1.1, unit: '$', text: '$ 11 220', relative: 0.0001 },
    '12 000 · 0,85 = 10 200; 10 200 · 1,10 = 11 220.',
  ),
  numeric(
    641,
    'algebra-basica.numeros-reales',
    'words',
    'Si 8 obreros terminan una obra en 15 días, ¿cuántos días tardarán 12 obreros trabajando al mismo ritmo?',
    { value: () => (8 * 15) / 12, unit: 'días', text: '10 días' },
    'Proporcionalidad inversa: 8 · 15 = 12 · d ⇒ d = 10.',
  ),
  numeric(
    642,
    'ecuaciones.lineales',
    'words',
    'Un padre tiene el triple de la edad de su hijo y dentro de 10 años tendrá el doble. ¿Qué edad tiene hoy el hijo?',
    // 3h + 10 = 2(h + 10).
    { value: () => 20 - 10, text: '10 años' },
    '3h + 10 = 2(h + 10) ⇒ h = 10 (el padre tiene 30).',
  ),
  // Further kinds of the exams: a root in an exponential equation, a function's image, a value asked
  // of a function, complex roots, a line's slope, Vieta, the nature of the roots and a triangle's area.
  numeric(
    643,
    'funciones.ecuaciones-exponenciales',
    'functions',
    'Resolvé 3^(x − 1) = √27.',
    // 3^(x − 1) = 3^(3/2).
    { value: () => 1 + 3 / 2, text: 'x = 5/2' },
    '√27 = 3^(3/2), así que x − 1 = 3/2 y x = 5/2.',
  ),
  parts(
    644,
    'funciones.logaritmos',
    'functions',
    'Sea f(x) = log₂(x − 3) + 1.',
    [
      ['Indicá su dominio.', '(3; +∞)'],
      ['Indicá su imagen.', 'ℝ'],
    ],
    'El argumento del logaritmo tiene que ser positivo: x > 3; un logaritmo toma todos los valores reales.',
    () => [[3], []],
  ),
  numeric(
    645,
    'funciones.ecuaciones-exponenciales',
    'functions',
    'Sea f(x) = 2^(x − 1). ¿Para qué valor de x se cumple f(x) = 16?',
    { value: () => 1 + Math.log2(16), text: 'x = 5' },
    '2^(x − 1) = 2⁴ ⇒ x − 1 = 4 ⇒ x = 5.',
  ),
  open(
    646,
    'algebra-basica.numeros-complejos',
    'complex',
    'Resolvé en ℂ la ecuación x² − 2x + 5 = 0.',
    'x = 1 + 2i y x = 1 − 2i',
    'Δ = 4 − 20 = −16, √Δ = 4i: x = (2 ± 4i)/2.',
    () => [1, 2, 1, -2],
  ),
  open(
    647,
    'funciones.lineal',
    'functions',
    'Hallá la pendiente y la ordenada al origen de la recta 2x − 3y + 6 = 0.',
    'm = 2/3; b = 2',
    'Despejando y: y = (2/3)x + 2.',
    () => [2 / 3, 6 / 3],
  ),
  open(
    648,
    'ecuaciones.cuadraticas',
    'equations',
    'Sin resolver la ecuación 2x² − 6x + 4 = 0, calculá la suma y el producto de sus raíces.',
    'suma 3; producto 2',
    'x₁ + x₂ = −b/a = 6/2 = 3 y x₁ · x₂ = c/a = 4/2 = 2.',
    () => [6 / 2, 4 / 2],
  ),
  numeric(
    649,
    'ecuaciones.cuadraticas',
    'equations',
    'Hallá el valor de k para que la ecuación x² − 6x + k = 0 tenga una única raíz real.',
    // Δ = 36 − 4k = 0.
    { value: () => 36 / 4, text: 'k = 9' },
    'Raíz doble: Δ = 36 − 4k = 0 ⇒ k = 9.',
  ),
  numeric(
    650,
    'geometria.areas-perimetros',
    'geometry',
    'Un triángulo rectángulo tiene un cateto de 6 cm y la hipotenusa de 10 cm. Calculá su área.',
    { value: () => (6 * Math.sqrt(10 ** 2 - 6 ** 2)) / 2, unit: 'cm²', text: '24 cm²' },
    'El otro cateto es √(100 − 36) = 8 cm; A = 6 · 8 / 2 = 24 cm².',
  ),
  numeric(
    651,
    'trigonometria.identidades',
    'trigonometry',
    'Si sen α = 3/5 y α pertenece al segundo cuadrante, ¿cuánto vale tg α?',
    { value: () => -3 / 4, text: 'tg α = −3/4' },
    'cos α = −4/5 en el segundo cuadrante; tg α = sen α / cos α = −3/4.',
  ),
  options(
    652,
    'trigonometria.identidades',
    'trigonometry',
    'La expresión (sen x + cos x)² − 2 sen x cos x es igual a:',
    ['1', '0', 'sen 2x', 'cos 2x'],
    0,
    '(sen x + cos x)² = sen² x + 2 sen x cos x + cos² x; restando 2 sen x cos x queda sen² x + cos² x = 1.',
  ),
  numeric(
    653,
    'trigonometria.identidades',
    'trigonometry',
    'Calculá el valor exacto de sen 150° · cos 300°.',
    { value: () => Math.sin(rad(150)) * Math.cos(rad(300)), text: '1/4' },
    'sen 150° = sen 30° = 1/2 y cos 300° = cos 60° = 1/2.',
  ),
  open(
    654,
    'trigonometria.identidades',
    'trigonometry',
    'Simplificá (1 − cos²x)/(sen x · cos x).',
    'tg x',
    '1 − cos² x = sen² x; sen² x/(sen x cos x) = sen x/cos x.',
  ),
  // A last batch, written after the solvers' work and run once before any change for it.
  options(
    655,
    'funciones.cuadratica',
    'functions',
    'Si f(x) = 3x² − 12x + 7, las coordenadas del vértice son:',
    ['(2; −5)', '(−2; 43)', '(2; 5)', '(4; 7)'],
    0,
    'xv = 12/6 = 2 y f(2) = 12 − 24 + 7 = −5.',
  ),
  numeric(
    656,
    'funciones.logaritmos',
    'functions',
    'Resolvé log_3 (2x + 1) = 2 + log_3 (x − 1).',
    // 2x + 1 = 9(x − 1).
    { value: () => 10 / 7, text: 'x = 10/7' },
    'log₃ ((2x + 1)/(x − 1)) = 2 ⇒ 2x + 1 = 9x − 9 ⇒ x = 10/7, que cumple x > 1.',
  ),
  open(
    657,
    'ecuaciones.sistemas',
    'equations',
    'Resolvé el sistema: 3x + 2y = 7; 2x − 3y = −4.',
    'x = 1; y = 2',
    'Por determinantes: Δ = −13, x = −13/−13 = 1, y = −26/−13 = 2.',
    () => cramer(3, 2, 7, 2, -3, -4),
  ),
  numeric(
    658,
    'trigonometria.triangulo-rectangulo',
    'trigonometry',
    'Desde un punto del suelo situado a 25 m del pie de una torre se observa su punto más alto con un ángulo de elevación de 40°. Calculá la altura de la torre.',
    { value: () => 25 * Math.tan(rad(40)), unit: 'm', text: 'h ≈ 20,98 m', relative: 0.005 },
    'tg 40° = h/25 ⇒ h = 25 · tg 40°.',
  ),
  open(
    659,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Resolvé cos² x − sen² x = 1/2 para x ∈ [0; π].',
    'x = π/6 y x = 5π/6',
    'cos 2x = 1/2 ⇒ 2x = π/3 o 5π/3 en [0; 2π].',
    () => [Math.PI / 6, (5 * Math.PI) / 6],
  ),
  numeric(
    660,
    'geometria.volumenes',
    'geometry',
    'Un cono tiene 6 cm de radio y 8 cm de altura. ¿Cuál es su volumen?',
    { value: () => (Math.PI * 6 ** 2 * 8) / 3, unit: 'cm³', text: '96π ≈ 301,59 cm³', relative: 0.005 },
    'V = π · 6² · 8 / 3 = 96π cm³.',
  ),
  open(
    661,
    'ecuaciones.valor-absoluto',
    'reals',
    'Hallá el conjunto solución de |x + 2| < 5.',
    '(−7; 3)',
    '−5 < x + 2 < 5 ⇒ −7 < x < 3.',
    () => [-2 - 5, -2 + 5],
  ),
  numeric(
    662,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calculá el módulo del número complejo z = (3 + i)(1 − 2i).',
    { value: () => Math.hypot(3, 1) * Math.hypot(1, -2), text: '|z| = √50 = 5√2 ≈ 7,07', relative: 0.002 },
    'z = 3 − 6i + i − 2i² = 5 − 5i; |z| = √50.',
  ),
  open(
    663,
    'geometria.analitica',
    'functions',
    'Hallá la ecuación de la recta perpendicular a 2x + y = 3 que pasa por el punto (2; 1).',
    'y = 1/2 x',
    'La recta dada tiene pendiente −2; la perpendicular 1/2: y − 1 = (x − 2)/2.',
    () => [-1 / -2],
  ),
  numeric(
    664,
    'geometria.areas-perimetros',
    'geometry',
    'Calculá el área de un triángulo equilátero de 6 cm de lado.',
    { value: () => (Math.sqrt(3) / 4) * 6 ** 2, unit: 'cm²', text: '9√3 ≈ 15,59 cm²', relative: 0.005 },
    'A = √3/4 · l² = 9√3 cm².',
  ),
  options(
    665,
    'algebra-basica.polinomios',
    'polynomials',
    'El resto de dividir P(x) = x⁴ − 3x² + 2x − 5 por (x + 2) es:',
    ['−5', '3', '−21', '5'],
    0,
    'P(−2) = 16 − 12 − 4 − 5 = −5.',
  ),
  numeric(
    666,
    'algebra-basica.numeros-reales',
    'words',
    'Si 3 canillas llenan un tanque en 12 horas, ¿cuántas horas tardarán 4 canillas iguales?',
    { value: () => (3 * 12) / 4, unit: 'h', text: '9 horas' },
    'Proporcionalidad inversa: 3 · 12 = 4 · t ⇒ t = 9.',
  ),
  numeric(
    667,
    'algebra-basica.numeros-reales',
    'words',
    'Si 3 kg de queso cuestan $ 7.500, ¿cuánto cuestan 5 kg del mismo queso?',
    { value: () => (7500 / 3) * 5, text: '$ 12.500' },
    'Proporcionalidad directa: 7500/3 = 2500 por kg; 5 · 2500 = 12 500.',
  ),
  numeric(
    668,
    'trigonometria.angulos',
    'trigonometry',
    'Expresá en radianes un ángulo de 210°.',
    { value: () => (210 * Math.PI) / 180, unit: 'rad', text: '7π/6 rad ≈ 3,67 rad', relative: 0.002 },
    '180° equivalen a π rad: 210 · π/180 = 7π/6.',
  ),
  open(
    669,
    'algebra-basica.numeros-complejos',
    'complex',
    'Expresá el número complejo z = −2 + 2i en forma polar (trigonométrica).',
    'z = 2√2 (cos 135° + i sen 135°)',
    '|z| = √(4 + 4) = 2√2; z está en el segundo cuadrante: arg z = 180° − 45° = 135°.',
    () => [Math.hypot(-2, 2), toDeg(Math.atan2(2, -2))],
  ),
  options(
    670,
    'algebra-basica.polinomios',
    'polynomials',
    'La factorización completa de 2x³ − 8x es:',
    ['(x + 2) · 2x · (x − 2)', '2x(x − 2)²', '2x(x² − 4)', '2(x − 4)(x + 1)'],
    0,
    'Factor común 2x: 2x(x² − 4); diferencia de cuadrados: 2x(x − 2)(x + 2), escrita en otro orden en A.',
  ),
  // Compound and simple rules of three, complex numbers in polar form (products, quotients, De Moivre,
  // n-th roots), factoring in x and y, and options that hold factored forms, radicals or fractions.
  numeric(
    671,
    'algebra-basica.numeros-reales',
    'words',
    'Si 6 obreros, trabajando 8 horas diarias, construyen un muro en 15 días, ¿cuántos días tardarán 10 obreros trabajando 6 horas diarias en construir el mismo muro?',
    // The work is the same: obreros · horas · días stays 6 · 8 · 15.
    { value: () => (6 * 8 * 15) / (10 * 6), unit: 'días', text: '12 días' },
    'Más obreros y menos horas: las dos son inversas a los días. 6 · 8 · 15 = 10 · 6 · d ⇒ d = 720/60 = 12.',
  ),
  numeric(
    672,
    'algebra-basica.numeros-reales',
    'words',
    'Cinco máquinas iguales fabrican 400 piezas en 8 horas. ¿Cuántas piezas fabricarán 3 de esas máquinas en 10 horas?',
    // Pieces are direct to machines and to hours: 400 · (3/5) · (10/8).
    { value: () => (400 / (5 * 8)) * 3 * 10, unit: 'piezas', text: '300 piezas' },
    'Cada máquina hace 400/(5 · 8) = 10 piezas por hora; 3 máquinas en 10 horas: 3 · 10 · 10 = 300.',
  ),
  options(
    673,
    'algebra-basica.numeros-reales',
    'words',
    '12 albañiles levantan 60 m de pared en 5 días. ¿Cuántos días necesitarán 8 albañiles para levantar 96 m de la misma pared?',
    ['6 días', '12 días', '8 días', '16 días'],
    1,
    'Los días son inversos a los albañiles y directos a los metros: 5 · (12/8) · (96/60) = 12.',
    () => onlyKeyIs(5 * (12 / 8) * (96 / 60), [6, 12, 8, 16], 1),
  ),
  numeric(
    674,
    'algebra-basica.numeros-reales',
    'words',
    'Un auto recorre 240 km con 20 litros de nafta. ¿Cuántos litros necesita para recorrer 420 km?',
    { value: () => (20 / 240) * 420, unit: 'l', text: '35 litros' },
    'Proporcionalidad directa: 240/20 = 12 km por litro; 420/12 = 35 litros.',
  ),
  numeric(
    675,
    'algebra-basica.numeros-reales',
    'words',
    'Una canilla que arroja 12 litros por minuto llena un tanque en 45 minutos. ¿Cuánto tardaría en llenarlo una canilla que arroja 18 litros por minuto?',
    { value: () => (12 * 45) / 18, unit: 'min', text: '30 minutos' },
    'Proporcionalidad inversa: el tanque tiene 12 · 45 = 540 litros; 540/18 = 30 minutos.',
  ),
  numeric(
    676,
    'algebra-basica.numeros-reales',
    'words',
    'En un mapa, 3 cm representan 45 km. ¿Cuántos kilómetros representan 8 cm del mismo mapa?',
    { value: () => (45 / 3) * 8, unit: 'km', text: '120 km' },
    'Proporcionalidad directa: 1 cm son 15 km; 8 cm son 120 km.',
  ),
  open(
    677,
    'algebra-basica.numeros-complejos',
    'complex',
    'Dados z₁ = 2 (cos 30° + i sen 30°) y z₂ = 3 (cos 60° + i sen 60°), calculá z₁ · z₂ y expresalo en forma binómica.',
    'z₁ · z₂ = 6 (cos 90° + i sen 90°) = 6i',
    'Se multiplican los módulos y se suman los argumentos: 2 · 3 = 6 y 30° + 60° = 90°; 6 (cos 90° + i sen 90°) = 6i.',
    () => [2 * 3, 30 + 60],
  ),
  open(
    678,
    'algebra-basica.numeros-complejos',
    'complex',
    'Sean z = 8 (cos 150° + i sen 150°) y w = 2 (cos 60° + i sen 60°). Calculá z/w en forma trigonométrica.',
    'z/w = 4 (cos 90° + i sen 90°)',
    'Se dividen los módulos y se restan los argumentos: 8/2 = 4 y 150° − 60° = 90°.',
    () => [8 / 2, 150 - 60],
  ),
  numeric(
    679,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calculá (1 + i)⁸ aplicando la fórmula de De Moivre.',
    // |1 + i| = √2 and arg = 45°: (√2)⁸ (cos 360° + i sen 360°).
    { value: () => Math.SQRT2 ** 8 * Math.cos(rad(8 * 45)), text: '16' },
    '1 + i = √2 (cos 45° + i sen 45°); (1 + i)⁸ = (√2)⁸ (cos 360° + i sen 360°) = 16.',
  ),
  options(
    680,
    'algebra-basica.numeros-complejos',
    'complex',
    'El número complejo (√3 + i)⁶ es igual a:',
    ['64', '−64', '64i', '−64i'],
    1,
    '√3 + i = 2 (cos 30° + i sen 30°); a la sexta: 2⁶ (cos 180° + i sen 180°) = −64.',
    // Re and Im of 2⁶ (cos 180° + i sen 180°): only B is −64 + 0i.
    () =>
      Math.abs(2 ** 6 * Math.sin(rad(180))) < 1e-9 && onlyKeyIs(2 ** 6 * Math.cos(rad(180)), [64, -64], 1),
  ),
  open(
    681,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallá las raíces cúbicas del número complejo z = 8i y expresalas en forma trigonométrica.',
    'w₀ = 2 (cos 30° + i sen 30°); w₁ = 2 (cos 150° + i sen 150°); w₂ = 2 (cos 270° + i sen 270°)',
    '8i = 8 (cos 90° + i sen 90°): módulo ∛8 = 2 y argumentos (90° + 360° k)/3 para k = 0, 1, 2.',
    () => [Math.cbrt(8), ...[0, 1, 2].map((k) => (90 + 360 * k) / 3)],
  ),
  open(
    682,
    'algebra-basica.numeros-complejos',
    'complex',
    'Expresá en forma binómica el número complejo z = 4 (cos 120° + i sen 120°).',
    'z = −2 + 2√3 i',
    'cos 120° = −1/2 y sen 120° = √3/2: z = 4 · (−1/2) + 4 · (√3/2) i = −2 + 2√3 i.',
    () => [4 * Math.cos(rad(120)), 4 * Math.sin(rad(120))],
  ),
  options(
    683,
    'algebra-basica.factoreo',
    'polynomials',
    'Al factorizar 6x²y − 9xy² se obtiene:',
    ['3xy(2x − 3y)', '3xy(2x + 3y)', '6xy(x − 9y)', '3x²y(2 − 3y)'],
    0,
    'Factor común 3xy: 6x²y = 3xy · 2x y 9xy² = 3xy · 3y.',
    () =>
      onlyKeyEquals(
        (x, y) => 6 * x * x * y - 9 * x * y * y,
        [
          (x, y) => 3 * x * y * (2 * x - 3 * y),
          (x, y) => 3 * x * y * (2 * x + 3 * y),
          (x, y) => 6 * x * y * (x - 9 * y),
          (x, y) => 3 * x * x * y * (2 - 3 * y),
        ],
        0,
      ),
  ),
  options(
    684,
    'algebra-basica.factoreo',
    'polynomials',
    'La expresión x² + xy + 2x + 2y factorizada es:',
    ['(x + 2)(x + y)', '(x + 2y)(x + 1)', 'x(x + y + 2)', '(x − 2)(x − y)'],
    0,
    'Agrupando: x(x + y) + 2(x + y) = (x + y)(x + 2).',
    () =>
      onlyKeyEquals(
        (x, y) => x * x + x * y + 2 * x + 2 * y,
        [
          (x, y) => (x + 2) * (x + y),
          (x, y) => (x + 2 * y) * (x + 1),
          (x, y) => x * (x + y + 2),
          (x, y) => (x - 2) * (x - y),
        ],
        0,
      ),
  ),
  options(
    685,
    'algebra-basica.factoreo',
    'polynomials',
    'Factorizá 4x² − 9y².',
    ['(2x − 3y)²', '(2x + 3y)(2x − 3y)', '(4x − 9y)(4x + 9y)', '(2x + 9y)(2x − y)'],
    1,
    'Diferencia de cuadrados: (2x)² − (3y)² = (2x + 3y)(2x − 3y).',
    () =>
      onlyKeyEquals(
        (x, y) => 4 * x * x - 9 * y * y,
        [
          (x, y) => (2 * x - 3 * y) ** 2,
          (x, y) => (2 * x + 3 * y) * (2 * x - 3 * y),
          (x, y) => (4 * x - 9 * y) * (4 * x + 9 * y),
          (x, y) => (2 * x + 9 * y) * (2 * x - y),
        ],
        1,
      ),
  ),
  options(
    686,
    'algebra-basica.factoreo',
    'polynomials',
    'La factorización de x² − 6xy + 9y² es:',
    ['(x + 3y)²', '(x − 3y)(x + 3y)', '(x − 9y)²', '(x − 3y)²'],
    3,
    'Trinomio cuadrado perfecto: x² y (3y)² son los cuadrados y 2 · x · 3y = 6xy el doble producto, con signo −.',
    () =>
      onlyKeyEquals(
        (x, y) => x * x - 6 * x * y + 9 * y * y,
        [
          (x, y) => (x + 3 * y) ** 2,
          (x, y) => (x - 3 * y) * (x + 3 * y),
          (x, y) => (x - 9 * y) ** 2,
          (x, y) => (x - 3 * y) ** 2,
        ],
        3,
      ),
  ),
  options(
    687,
    'algebra-basica.factoreo',
    'polynomials',
    'La factorización completa de x³y − xy³ es:',
    ['xy(x − y)²', 'x(x − y)(x + y)', '(x − y)(x + y)', 'x²y(x − y)'],
    4,
    'Factor común xy y diferencia de cuadrados: xy(x² − y²) = xy(x − y)(x + y), que no está entre las cuatro.',
    () =>
      onlyKeyEquals(
        (x, y) => x ** 3 * y - x * y ** 3,
        [
          (x, y) => x * y * (x - y) ** 2,
          (x, y) => x * (x - y) * (x + y),
          (x, y) => (x - y) * (x + y),
          (x, y) => x * x * y * (x - y),
        ],
        4,
      ),
  ),
  options(
    688,
    'algebra-basica.potencias-radicales',
    'reals',
    'Al racionalizar 6/√3 se obtiene:',
    ['√3', '6√3', '2√3', '3√3'],
    2,
    '6/√3 · √3/√3 = 6√3/3 = 2√3.',
    () =>
      onlyKeyIs(6 / Math.sqrt(3), [Math.sqrt(3), 6 * Math.sqrt(3), 2 * Math.sqrt(3), 3 * Math.sqrt(3)], 2),
  ),
  options(
    689,
    'algebra-basica.potencias-radicales',
    'reals',
    'Racionalizá el denominador de 2/(√3 + √2).',
    ['2√3 + 2√2', '2(√3 − √2)', '√3 − √2', '2/5'],
    1,
    'Por el conjugado: 2(√3 − √2)/(3 − 2) = 2(√3 − √2) = 2√3 − 2√2.',
    () =>
      onlyKeyIs(
        2 / (Math.sqrt(3) + Math.SQRT2),
        [
          2 * Math.sqrt(3) + 2 * Math.SQRT2,
          2 * (Math.sqrt(3) - Math.SQRT2),
          Math.sqrt(3) - Math.SQRT2,
          2 / 5,
        ],
        1,
      ),
  ),
  options(
    690,
    'algebra-basica.potencias-radicales',
    'reals',
    'Al racionalizar 3/(2 − √3) se obtiene:',
    ['2 + √3', '6 − 3√3', '(6 + 3√3)/7', '6 + 3√3'],
    3,
    '(2 − √3)(2 + √3) = 4 − 3 = 1, así que 3/(2 − √3) = 3(2 + √3) = 6 + 3√3.',
    () =>
      onlyKeyIs(
        3 / (2 - Math.sqrt(3)),
        [2 + Math.sqrt(3), 6 - 3 * Math.sqrt(3), (6 + 3 * Math.sqrt(3)) / 7, 6 + 3 * Math.sqrt(3)],
        3,
      ),
  ),
  options(
    691,
    'algebra-basica.numeros-reales',
    'reals',
    'El resultado de 2/3 + 1/4 − 5/6 es:',
    ['−1/12', '2/13', '1/12', '7/12'],
    2,
    'Con denominador 12: 8/12 + 3/12 − 10/12 = 1/12.',
    () => onlyKeyIs(2 / 3 + 1 / 4 - 5 / 6, [-1 / 12, 2 / 13, 1 / 12, 7 / 12], 2),
  ),
  options(
    692,
    'algebra-basica.numeros-reales',
    'reals',
    'El valor de (3/4 − 1/2) : (1/3 + 1/6) es:',
    ['2', '1/8', '3/4', '1/2'],
    3,
    '3/4 − 1/2 = 1/4 y 1/3 + 1/6 = 1/2; (1/4) : (1/2) = 1/2.',
    () => onlyKeyIs((3 / 4 - 1 / 2) / (1 / 3 + 1 / 6), [2, 1 / 8, 3 / 4, 1 / 2], 3),
  ),
  options(
    693,
    'algebra-basica.numeros-reales',
    'reals',
    'El resultado de 1/2 + 1/3 · 3/4 es:',
    ['5/8', '15/24', '1/4', '7/12'],
    4,
    'Primero el producto: 1/3 · 3/4 = 1/4; 1/2 + 1/4 = 3/4, que no está entre las opciones (5/8 sale de sumar primero).',
    () => onlyKeyIs(1 / 2 + (1 / 3) * (3 / 4), [5 / 8, 15 / 24, 1 / 4, 7 / 12], 4),
  ),
  options(
    694,
    'algebra-basica.potencias-radicales',
    'reals',
    'La expresión √50 + √18 − √8 es igual a:',
    ['√60', '4√2', '6√2', '2√15'],
    2,
    '√50 = 5√2, √18 = 3√2 y √8 = 2√2: 5√2 + 3√2 − 2√2 = 6√2.',
    () =>
      onlyKeyIs(
        Math.sqrt(50) + Math.sqrt(18) - Math.sqrt(8),
        [Math.sqrt(60), 4 * Math.SQRT2, 6 * Math.SQRT2, 2 * Math.sqrt(15)],
        2,
      ),
  ), // A second batch of the same kinds, written after the solvers above and run once before any change for it.
  numeric(
    695,
    'algebra-basica.numeros-reales',
    'words',
    '8 operarios, trabajando 6 horas por día, tardan 10 días en hacer un trabajo. ¿Cuántos operarios harán falta para hacer el mismo trabajo en 8 días trabajando 5 horas por día?',
    // operarios · horas · días stays 8 · 6 · 10.
    { value: () => (8 * 6 * 10) / (5 * 8), unit: 'operarios', text: '12 operarios' },
    'Menos días y menos horas por día piden más operarios: 8 · 6 · 10 = n · 5 · 8 ⇒ n = 480/40 = 12.',
  ),
  options(
    696,
    'algebra-basica.numeros-reales',
    'words',
    'Para alimentar 12 vacas durante 20 días se necesitan 480 kg de alimento. ¿Cuántos kg se necesitarán para alimentar 15 vacas durante 30 días?',
    ['600 kg', '720 kg', '900 kg', '1.200 kg'],
    2,
    'El alimento es directo a las vacas y a los días: 480 · (15/12) · (30/20) = 900.',
    () => onlyKeyIs(480 * (15 / 12) * (30 / 20), [600, 720, 900, 1200], 2),
  ),
  numeric(
    697,
    'algebra-basica.numeros-reales',
    'words',
    'Un ciclista que viaja a 20 km/h tarda 3 horas en recorrer un trayecto. ¿Cuánto tardará si viaja a 30 km/h?',
    { value: () => (20 * 3) / 30, unit: 'h', text: '2 horas' },
    'Proporcionalidad inversa: el trayecto mide 20 · 3 = 60 km; 60/30 = 2 horas.',
  ),
  options(
    698,
    'algebra-basica.numeros-complejos',
    'complex',
    'Dados z₁ = 6 (cos 5π/6 + i sen 5π/6) y z₂ = 3 (cos π/3 + i sen π/3), el cociente z₁/z₂ en forma binómica es:',
    ['2i', '−2i', '18i', '1/2 i'],
    0,
    'Módulo 6/3 = 2 y argumento 5π/6 − π/3 = π/2: 2 (cos π/2 + i sen π/2) = 2i.',
    () =>
      Math.abs(2 * Math.cos(Math.PI / 2)) < 1e-9 &&
      onlyKeyIs(2 * Math.sin((5 * Math.PI) / 6 - Math.PI / 3), [2, -2, 18, 0.5], 0),
  ),
  open(
    699,
    'algebra-basica.numeros-complejos',
    'complex',
    'Si z = 2 (cos 20° + i sen 20°), calculá z⁶ y expresalo en forma binómica.',
    'z⁶ = −32 + 32√3 i',
    'De Moivre: 2⁶ (cos 120° + i sen 120°) = 64 · (−1/2) + 64 · (√3/2) i.',
    () => [2 ** 6 * Math.cos(rad(120)), 2 ** 6 * Math.sin(rad(120))],
  ),
  options(
    700,
    'algebra-basica.numeros-complejos',
    'complex',
    'Las raíces cuadradas de z = −4 son:',
    ['2i y −2i', '2 y −2', '4i y −4i', '√2 i y −√2 i'],
    0,
    '−4 = 4 (cos 180° + i sen 180°): módulo 2 y argumentos 90° y 270°, es decir 2i y −2i.',
    // The square of each option's pair: (±2i)² = −4, (±2)² = 4, (±4i)² = −16, (±√2 i)² = −2.
    () => onlyKeyIs(-4, [-(2 ** 2), 2 ** 2, -(4 ** 2), -(Math.SQRT2 ** 2)], 0),
  ),
  options(
    701,
    'algebra-basica.factoreo',
    'polynomials',
    'Al factorizar 25x² − 10xy + y² se obtiene:',
    ['(5x − y)²', '(5x + y)²', '(25x − y)²', '(5x − y)(5x + y)'],
    0,
    'Trinomio cuadrado perfecto: (5x)² − 2 · 5x · y + y² = (5x − y)².',
    () =>
      onlyKeyEquals(
        (x, y) => 25 * x * x - 10 * x * y + y * y,
        [
          (x, y) => (5 * x - y) ** 2,
          (x, y) => (5 * x + y) ** 2,
          (x, y) => (25 * x - y) ** 2,
          (x, y) => (5 * x - y) * (5 * x + y),
        ],
        0,
      ),
  ),
  options(
    702,
    'algebra-basica.factoreo',
    'polynomials',
    'La factorización completa de 3x²y − 12y³ es:',
    ['3y(x − 2y)(x + 2y)', '3y(x − 2y)²', '3(xy − 2y²)(x + 2y)', '3y(x² − 4y²)'],
    0,
    'Factor común 3y: 3y(x² − 4y²); diferencia de cuadrados: 3y(x − 2y)(x + 2y). C y D son el mismo polinomio sin factorizar del todo.',
    () => {
      const p = (x: number, y: number) => 3 * x * x * y - 12 * y ** 3;
      const holds = SAMPLES.every(([x, y]) => Math.abs(3 * y * (x - 2 * y) * (x + 2 * y) - p(x, y)) < 1e-9);
      const squareDiffers = SAMPLES.some(([x, y]) => Math.abs(3 * y * (x - 2 * y) ** 2 - p(x, y)) > 1e-9);
      return holds && squareDiffers;
    },
  ),
  options(
    703,
    'algebra-basica.factoreo',
    'polynomials',
    'Factorizá por agrupación: xy + 3x + 2y + 6.',
    ['(x + 3)(y + 2)', '(x + 2)(y + 3)', '(x + 6)(y + 1)', '(x − 2)(y − 3)'],
    1,
    'x(y + 3) + 2(y + 3) = (x + 2)(y + 3).',
    () =>
      onlyKeyEquals(
        (x, y) => x * y + 3 * x + 2 * y + 6,
        [
          (x, y) => (x + 3) * (y + 2),
          (x, y) => (x + 2) * (y + 3),
          (x, y) => (x + 6) * (y + 1),
          (x, y) => (x - 2) * (y - 3),
        ],
        1,
      ),
  ),
  options(
    704,
    'algebra-basica.potencias-radicales',
    'reals',
    'Racionalizá el denominador de 10/√5.',
    ['5√2', '2√5', '√5/2', '10√5'],
    1,
    '10/√5 · √5/√5 = 10√5/5 = 2√5.',
    () =>
      onlyKeyIs(
        10 / Math.sqrt(5),
        [5 * Math.SQRT2, 2 * Math.sqrt(5), Math.sqrt(5) / 2, 10 * Math.sqrt(5)],
        1,
      ),
  ),
  options(
    705,
    'algebra-basica.potencias-radicales',
    'reals',
    'Al racionalizar 1/(√7 − √5) se obtiene:',
    ['√7 + √5', '(√7 − √5)/2', '(√7 + √5)/12', '√7 − √5'],
    4,
    'Por el conjugado: (√7 + √5)/(7 − 5) = (√7 + √5)/2, que no está entre las cuatro.',
    () =>
      onlyKeyIs(
        1 / (Math.sqrt(7) - Math.sqrt(5)),
        [
          Math.sqrt(7) + Math.sqrt(5),
          (Math.sqrt(7) - Math.sqrt(5)) / 2,
          (Math.sqrt(7) + Math.sqrt(5)) / 12,
          Math.sqrt(7) - Math.sqrt(5),
        ],
        4,
      ),
  ),
  options(
    706,
    'algebra-basica.numeros-reales',
    'reals',
    'El resultado de (2/5 − 1) · 10/3 es:',
    ['2', '−2', '−6/5', '−1/3'],
    1,
    '2/5 − 1 = −3/5; −3/5 · 10/3 = −30/15 = −2.',
    () => onlyKeyIs((2 / 5 - 1) * (10 / 3), [2, -2, -6 / 5, -1 / 3], 1),
  ),
  options(
    707,
    'algebra-basica.potencias-radicales',
    'reals',
    'La expresión √12 + √27 − √75 es igual a:',
    ['0', '√3', '−√36', '2√3'],
    0,
    '√12 = 2√3, √27 = 3√3 y √75 = 5√3: 2√3 + 3√3 − 5√3 = 0.',
    () =>
      onlyKeyIs(Math.sqrt(12) + Math.sqrt(27) - Math.sqrt(75), [0, Math.sqrt(3), -6, 2 * Math.sqrt(3)], 0),
  ),
  numeric(
    708,
    'algebra-basica.numeros-reales',
    'words',
    'Si 4 impresoras imprimen 1.200 hojas en 3 horas, ¿cuántas horas tardarán 6 impresoras en imprimir 2.400 hojas?',
    { value: () => 3 * (4 / 6) * (2400 / 1200), unit: 'h', text: '4 horas' },
    'Las horas son inversas a las impresoras y directas a las hojas: 3 · (4/6) · (2400/1200) = 4.',
  ), // A third batch, written after the second's fixes and run once before any change for it.
  numeric(
    709,
    'algebra-basica.numeros-reales',
    'words',
    'Si 9 pintores pintan una casa en 12 días trabajando 8 horas diarias, ¿cuántas horas diarias deberán trabajar 6 pintores para pintarla en 16 días?',
    { value: () => (9 * 12 * 8) / (6 * 16), unit: 'h', text: '9 horas diarias' },
    'La obra es la misma: 9 · 12 · 8 = 6 · 16 · h ⇒ h = 864/96 = 9.',
  ),
  options(
    710,
    'algebra-basica.numeros-reales',
    'words',
    'Una fábrica produce 1.500 botellas con 3 máquinas en 5 horas. ¿Cuántas botellas producirán 5 máquinas en 8 horas?',
    ['2.400', '4.000', '6.000', '3.200'],
    1,
    'Las botellas son directas a las máquinas y a las horas: 1500 · (5/3) · (8/5) = 4000.',
    () => onlyKeyIs(1500 * (5 / 3) * (8 / 5), [2400, 4000, 6000, 3200], 1),
  ),
  options(
    711,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calculá (1 − i)⁶ y expresalo en forma binómica.',
    ['8i', '−8i', '8', '−8'],
    0,
    '1 − i = √2 (cos 315° + i sen 315°); a la sexta: 8 (cos 1890° + i sen 1890°) = 8 (cos 90° + i sen 90°) = 8i.',
    () =>
      Math.abs(Math.SQRT2 ** 6 * Math.cos(rad(6 * 315))) < 1e-9 &&
      onlyKeyIs(Math.SQRT2 ** 6 * Math.sin(rad(6 * 315)), [8, -8, 0, 0], 0),
  ),
  open(
    712,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallá las raíces cuartas de z = 16 (cos 120° + i sen 120°).',
    'w₀ = 2 (cos 30° + i sen 30°); w₁ = 2 (cos 120° + i sen 120°); w₂ = 2 (cos 210° + i sen 210°); w₃ = 2 (cos 300° + i sen 300°)',
    'Módulo ∜16 = 2 y argumentos (120° + 360° k)/4 para k = 0, 1, 2, 3.',
    () => [16 ** (1 / 4), ...[0, 1, 2, 3].map((k) => (120 + 360 * k) / 4)],
  ),
  options(
    713,
    'algebra-basica.numeros-complejos',
    'complex',
    'El cociente entre z₁ = 4 (cos 100° + i sen 100°) y z₂ = 2 (cos 40° + i sen 40°) es:',
    ['2 (cos 60° + i sen 60°)', '2 (cos 140° + i sen 140°)', '8 (cos 60° + i sen 60°)', '√3 + i'],
    0,
    'Se dividen los módulos (4/2 = 2) y se restan los argumentos (100° − 40° = 60°).',
    () => {
      const cis = (r: number, degrees: number) => [r * Math.cos(rad(degrees)), r * Math.sin(rad(degrees))];
      const [re, im] = cis(4 / 2, 100 - 40);
      const shown = [cis(2, 60), cis(2, 140), cis(8, 60), [Math.sqrt(3), 1]];
      return shown.every(
        ([a = 0, b = 0], i) => Math.hypot(a - (re ?? 0), b - (im ?? 0)) < 1e-9 === (i === 0),
      );
    },
  ),
  options(
    714,
    'algebra-basica.factoreo',
    'polynomials',
    'La expresión factorizada de 2x³y − 18xy³ es:',
    ['2xy(x − 3y)²', '2xy(x − 9y)(x + 9y)', '2xy(x + 3y)(x − 3y)', 'xy(2x − 6y)(x + 3y)'],
    2,
    'Factor común 2xy: 2xy(x² − 9y²); diferencia de cuadrados: 2xy(x + 3y)(x − 3y). D es el mismo producto con un 2 sin sacar del paréntesis.',
    () =>
      SAMPLES.every(
        ([x, y]) =>
          Math.abs(2 * x * y * (x + 3 * y) * (x - 3 * y) - (2 * x ** 3 * y - 18 * x * y ** 3)) < 1e-9,
      ) &&
      SAMPLES.some(
        ([x, y]) => Math.abs(2 * x * y * (x - 3 * y) ** 2 - (2 * x ** 3 * y - 18 * x * y ** 3)) > 1e-9,
      ),
  ),
  options(
    715,
    'algebra-basica.factoreo',
    'polynomials',
    'Al factorizar ax + bx + ay + by se obtiene:',
    ['(a + b)(x + y)', '(a + x)(b + y)', 'ab(x + y)', '(a − b)(x − y)'],
    0,
    'Agrupando: x(a + b) + y(a + b) = (a + b)(x + y).',
    () =>
      SAMPLES.every(([a, x]) => {
        const [b, y] = [a - 1.5, x + 2];
        return Math.abs((a + b) * (x + y) - (a * x + b * x + a * y + b * y)) < 1e-9;
      }),
  ),
  options(
    716,
    'algebra-basica.potencias-radicales',
    'reals',
    'Al racionalizar 6/(3 + √3) se obtiene:',
    ['3 − √3', '3 + √3', '(3 − √3)/2', '6 − 2√3'],
    0,
    '6(3 − √3)/(9 − 3) = 6(3 − √3)/6 = 3 − √3.',
    () =>
      onlyKeyIs(
        6 / (3 + Math.sqrt(3)),
        [3 - Math.sqrt(3), 3 + Math.sqrt(3), (3 - Math.sqrt(3)) / 2, 6 - 2 * Math.sqrt(3)],
        0,
      ),
  ),
  options(
    717,
    'algebra-basica.numeros-reales',
    'reals',
    'El valor de (1/2 + 1/3) : (1 − 1/6) es:',
    ['1', '5/6', '25/36', '6/5'],
    0,
    '1/2 + 1/3 = 5/6 y 1 − 1/6 = 5/6: el cociente es 1.',
    () => onlyKeyIs((1 / 2 + 1 / 3) / (1 - 1 / 6), [1, 5 / 6, 25 / 36, 6 / 5], 0),
  ),
  numeric(
    718,
    'algebra-basica.numeros-reales',
    'words',
    'Con 12 kg de alimento se alimentan 30 gallinas durante un día. ¿Cuántos kg se necesitan para alimentar 45 gallinas durante un día?',
    { value: () => (12 / 30) * 45, unit: 'kg', text: '18 kg' },
    'Proporcionalidad directa: 12/30 = 0,4 kg por gallina; 45 · 0,4 = 18 kg.',
  ),
  options(
    719,
    'algebra-basica.numeros-reales',
    'words',
    'Si 10 máquinas fabrican 2.000 tornillos en 4 días, ¿cuántos días tardarán 8 máquinas en fabricar 3.000 tornillos?',
    ['7,5 días', '6 días', '4,8 días', '3,2 días'],
    0,
    'Los días son inversos a las máquinas y directos a los tornillos: 4 · (10/8) · (3000/2000) = 7,5.',
    () => onlyKeyIs(4 * (10 / 8) * (3000 / 2000), [7.5, 6, 4.8, 3.2], 0),
  ),
  open(
    720,
    'algebra-basica.numeros-complejos',
    'complex',
    'Expresá en forma binómica el número complejo z = 2 e^(i 3π/4).',
    'z = −√2 + √2 i',
    '3π/4 = 135°: 2 cos 135° = −√2 y 2 sen 135° = √2.',
    () => [2 * Math.cos((3 * Math.PI) / 4), 2 * Math.sin((3 * Math.PI) / 4)],
  ),
];
