/**
 * Numbers and algebra on exam pages, a second blind set (#32, session 25, written before any reply was
 * read, in our own words): operations with fractions, powers and radicals (rationalizing), scientific
 * notation, percentages and successive discounts or surcharges, direct and inverse proportionality;
 * linear, quadratic, rational, radical, exponential and logarithmic equations with their domains;
 * inequalities and absolute values with the solution set as an interval; systems of two and three
 * equations, some with a parameter k (compatible or not); polynomials (Ruffini, the remainder theorem,
 * roots and their multiplicity, a coefficient from a condition, the other roots once k is known);
 * algebraic fractions; word problems (ages, mixtures, work rates, tiered tariffs, consecutive numbers, a
 * plot of land, two cyclists). Half are pages: a scene, the data in mixed order and units (km and m, g
 * and kg, cm³ and L, h and min, km/h and m/s), then parts where a later one uses an earlier result or a
 * datum only one part needs. Every key was worked by hand and is recomputed by `check` or `verify`.
 *
 * First measure, before any fix (offline engine at the set's first commit, 2026-12-01): 24/50 right,
 * 20 answered sure, 0 sure and wrong. 25 of the 50 are pages (20 pasted a) b) c), 5 written inside the
 * statement), 14 five options (3 keyed «Ninguna»). Only 3 of the 25 pages right (21943, 21948, 21949):
 * most pages either are not read at all («no reconozco qué te piden») or answer one part and leave the
 * others unsure (a part on an earlier result, a percentage of a total, a second root once k is known).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The exams and booklets each kind is modelled on (content/exam-style/sources.ts). */
const SOURCES = {
  equations: ['frm-matematica-2023-12-11-t2', 'frm-matematica-2024-02-03-t1', 'frm-matematica-2025-u1'],
  words: ['frch-matematica-2017', 'frm-matematica-2024-02-03-t2', 'frt-matematica-cartilla'],
  polynomials: ['frt-matematica-2020', 'frt-matematica-cartilla', 'frm-matematica-2023-12-11-t2'],
  reals: ['frt-matematica-u1-2013', 'utn-exapuni-matematica-u1', 'cba-ingreso-2023-u1'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const LINEAR = 'ecuaciones.lineales';
const QUADRATIC = 'ecuaciones.cuadraticas';
const RATIONAL = 'ecuaciones.racionales';
const SYSTEMS = 'ecuaciones.sistemas';
const INEQUALITIES = 'ecuaciones.inecuaciones-lineales';
const RATIONAL_INEQUALITIES = 'ecuaciones.inecuaciones-racionales';
const ABSOLUTE = 'ecuaciones.valor-absoluto';
const EXPONENTIAL = 'funciones.ecuaciones-exponenciales';
const LOGARITHMS = 'funciones.logaritmos';
const POLYNOMIALS = 'algebra-basica.polinomios';
const FACTORING = 'algebra-basica.factoreo';
const FRACTIONS = 'algebra-basica.expresiones-racionales';
const REALS = 'algebra-basica.numeros-reales';
const RADICALS = 'algebra-basica.potencias-radicales';

const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;

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

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 21902, 21909, 21913). */
const choices: readonly ExamStyleProblem[] = [
  options(
    21900,
    REALS,
    'reals',
    'El resultado de (2/3 − 1/4) : (5/6 + 1/2) es:',
    ['5/16', '5/9', '16/5', '1/4'],
    0,
    '2/3 − 1/4 = 5/12; 5/6 + 1/2 = 4/3; (5/12) : (4/3) = 15/48 = 5/16.',
    () => same((2 / 3 - 1 / 4) / (5 / 6 + 1 / 2), 5 / 16),
  ),
  options(
    21901,
    RADICALS,
    'reals',
    'Al racionalizar el denominador de la expresión 6/(√5 − √2) se obtiene:',
    ['2(√5 + √2)', '6(√5 + √2)/7', '2(√5 − √2)', '(√5 + √2)/2'],
    0,
    '6(√5 + √2)/((√5)² − (√2)²) = 6(√5 + √2)/3 = 2(√5 + √2).',
    () => same(6 / (Math.sqrt(5) - Math.sqrt(2)), 2 * (Math.sqrt(5) + Math.sqrt(2))),
  ),
  options(
    21902,
    REALS,
    'reals',
    'Expresado en notación científica, el valor de (3,2 · 10⁻⁴ · 5 · 10⁷) / (8 · 10²) es:',
    ['2 · 10²', '2 · 10⁻¹', '0,2 · 10³', '2 · 10³'],
    4,
    '3,2 · 5 = 16; 16 · 10³ / (8 · 10²) = 2 · 10¹ = 20: ninguna de las opciones.',
    () => same((3.2e-4 * 5e7) / 8e2, 20),
  ),
  options(
    21903,
    REALS,
    'words',
    'Un artículo de lista $ 48.000 tiene un descuento del 20 % y, sobre el precio ya rebajado, otro descuento del 15 %. ¿Cuál es el precio final?',
    ['$ 31.200', '$ 32.640', '$ 33.600', '$ 30.000'],
    1,
    '48 000 · 0,80 = 38 400; 38 400 · 0,85 = 32 640 (no es un 35 % de descuento sino un 32 %).',
    () => same(48000 * 0.8 * 0.85, 32640),
  ),
  options(
    21904,
    QUADRATIC,
    'equations',
    'Indique las soluciones de la ecuación 2x² − 7x + 3 = 0.',
    ['x = 3 y x = 1/2', 'x = −3 y x = −1/2', 'x = 6 y x = 1', 'x = 3 y x = −1/2'],
    0,
    'x = (7 ± √(49 − 24))/4 = (7 ± 5)/4 ⇒ x = 3, x = 1/2.',
    () => {
      const [small = 0, large = 0] = roots(2, -7, 3);
      return same(small, 0.5) && same(large, 3);
    },
  ),
  options(
    21905,
    LOGARITHMS,
    'equations',
    'Si log₂(x + 3) + log₂(x − 3) = 4, entonces el conjunto solución es:',
    ['{−5; 5}', '{5}', '{√19}', '{4}'],
    1,
    'Dominio x > 3; (x + 3)(x − 3) = 16 ⇒ x² = 25 ⇒ x = ±5; −5 no está en el dominio: S = {5}.',
    () => same(Math.log2(5 + 3) + Math.log2(5 - 3), 4) && -5 - 3 < 0,
  ),
  options(
    21906,
    EXPONENTIAL,
    'equations',
    'La solución de la ecuación 9^(x + 1) = 27^(x − 1) es:',
    ['x = 1', 'x = −5', 'x = 5', 'x = 2/5'],
    2,
    '3^(2x + 2) = 3^(3x − 3) ⇒ 2x + 2 = 3x − 3 ⇒ x = 5.',
    () => same((5 + 1) * Math.log(9), (5 - 1) * Math.log(27)),
  ),
  options(
    21907,
    ABSOLUTE,
    'equations',
    'El conjunto solución de la inecuación |2x − 3| ≤ 5 es:',
    ['[−1, 4]', '(−1, 4)', '(−∞, −1] ∪ [4, +∞)', '[−4, 1]'],
    0,
    '−5 ≤ 2x − 3 ≤ 5 ⇒ −2 ≤ 2x ≤ 8 ⇒ −1 ≤ x ≤ 4.',
    () =>
      solvesOn(
        (x) => Math.abs(2 * x - 3) <= 5,
        (x) => x >= -1 && x <= 4,
      ),
  ),
  options(
    21908,
    POLYNOMIALS,
    'polynomials',
    'El resto de la división de P(x) = x⁴ − 3x³ + 2x − 5 por (x + 2) es:',
    ['−13', '31', '−31', '27'],
    1,
    'Teorema del resto: P(−2) = 16 + 24 − 4 − 5 = 31.',
    () => same(evaluate([1, -3, 0, 2, -5], -2), 31),
  ),
  options(
    21909,
    SYSTEMS,
    'equations',
    '¿Para qué valor de k el sistema 2x + ky = 4; 3x + 6y = 5 resulta incompatible?',
    ['k = −4', 'k = 9', 'k = 2', 'k = 6'],
    4,
    'Determinante 2 · 6 − 3k = 0 ⇒ k = 4; con k = 4: x + 2y = 2 y x + 2y = 5/3, incompatible. Ninguna de las opciones.',
    () => same(2 * 6 - 3 * 4, 0) && !same(4 / 2, 5 / 3),
  ),
  options(
    21910,
    FRACTIONS,
    'polynomials',
    'Para x ≠ −3, la expresión (x² − 9)/(x² + 6x + 9) simplificada es:',
    ['(x − 3)/(x + 3)', '−1', '(x + 3)/(x − 3)', '1/(x + 3)'],
    0,
    '(x − 3)(x + 3)/(x + 3)² = (x − 3)/(x + 3).',
    () => [1, 2, 5, -1].every((x) => same((x * x - 9) / (x * x + 6 * x + 9), (x - 3) / (x + 3))),
  ),
  options(
    21911,
    REALS,
    'words',
    'Seis operarios terminan una obra en 15 días. Trabajando al mismo ritmo, ¿cuántos días tardarían 9 operarios?',
    ['22,5 días', '10 días', '12 días', '9 días'],
    1,
    'Proporcionalidad inversa: 6 · 15 = 9 · d ⇒ d = 10 días.',
    () => same((6 * 15) / 9, 10),
  ),
  options(
    21912,
    RATIONAL_INEQUALITIES,
    'equations',
    'El conjunto de los números reales x que verifican (x − 1)/(x + 2) < 0 es:',
    ['(−2, 1)', '[−2, 1]', '(−∞, −2) ∪ (1, +∞)', '(−1, 2)'],
    0,
    'Numerador y denominador de signos opuestos: −2 < x < 1 (x = −2 anula el denominador).',
    () =>
      solvesOn(
        (x) => x !== -2 && (x - 1) / (x + 2) < 0,
        (x) => x > -2 && x < 1,
      ),
  ),
  options(
    21913,
    RADICALS,
    'reals',
    'El número √50 − 3√8 + √18 es igual a:',
    ['√60', '−√2', '4√2', '8√2'],
    4,
    '5√2 − 6√2 + 3√2 = 2√2: ninguna de las opciones.',
    () => same(Math.sqrt(50) - 3 * Math.sqrt(8) + Math.sqrt(18), 2 * Math.sqrt(2)),
  ),
];

/** Single numeric questions. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    21914,
    LINEAR,
    'equations',
    'Resuelva la ecuación (x − 2)/3 − (x + 1)/4 = 1/6.',
    { value: () => 13, text: 'x = 13' },
    'Por 12: 4(x − 2) − 3(x + 1) = 2 ⇒ x − 11 = 2 ⇒ x = 13.',
  ),
  numeric(
    21915,
    QUADRATIC,
    'equations',
    'Halle la solución real de la ecuación √(2x + 7) = x + 2.',
    {
      value: () => [-3, 1].filter((x) => same(Math.sqrt(2 * x + 7), x + 2))[0] ?? Number.NaN,
      text: 'x = 1',
    },
    'Al cuadrado: 2x + 7 = x² + 4x + 4 ⇒ x² + 2x − 3 = 0 ⇒ x = 1 o x = −3; x = −3 no verifica (√1 ≠ −1): x = 1.',
  ),
  numeric(
    21916,
    REALS,
    'words',
    'El precio de un producto aumentó un 30 % y, tiempo después, bajó un 20 %. ¿Cuál fue la variación porcentual total respecto del precio original?',
    { value: () => (1.3 * 0.8 - 1) * 100, unit: '%', text: '4 % de aumento' },
    '1,30 · 0,80 = 1,04: aumentó un 4 %.',
  ),
  numeric(
    21917,
    REALS,
    'reals',
    'La distancia media de la Tierra al Sol es de aproximadamente 1,5 · 10⁸ km y la luz recorre 3 · 10⁵ km cada segundo. ¿Cuántos minutos tarda la luz del Sol en llegar a la Tierra?',
    { value: () => 1.5e8 / 3e5 / 60, unit: 'min', text: '8,33 min' },
    't = 1,5 · 10⁸ / (3 · 10⁵) = 5 · 10² s = 500 s ≈ 8,33 min.',
  ),
  numeric(
    21918,
    LOGARITHMS,
    'equations',
    'Calcule x sabiendo que log₃ x − log₃(x − 2) = 1.',
    { value: () => 3, text: 'x = 3' },
    'Dominio x > 2; x/(x − 2) = 3 ⇒ x = 3x − 6 ⇒ x = 3, que pertenece al dominio.',
  ),
  numeric(
    21919,
    POLYNOMIALS,
    'polynomials',
    'Determine el valor de a para que el resto de dividir P(x) = 2x³ + ax² − 5x + 1 por (x − 3) sea 4.',
    { value: () => (4 - evaluate([2, 0, -5, 1], 3)) / 9, text: 'a = −4' },
    'P(3) = 54 + 9a − 15 + 1 = 40 + 9a = 4 ⇒ a = −4.',
  ),
  numeric(
    21920,
    LINEAR,
    'words',
    'La suma de tres números impares consecutivos es 87. ¿Cuál es el mayor de los tres?',
    { value: () => (87 - 6) / 3 + 4, text: '31' },
    'n + (n + 2) + (n + 4) = 87 ⇒ 3n = 81 ⇒ n = 27: son 27, 29 y 31.',
  ),
  numeric(
    21921,
    QUADRATIC,
    'words',
    'El producto de dos números naturales consecutivos es 462. Halle el menor de ellos.',
    { value: () => roots(1, 1, -462)[1] ?? Number.NaN, text: '21' },
    'n(n + 1) = 462 ⇒ n² + n − 462 = 0 ⇒ n = 21 (la otra raíz, −22, no es natural).',
  ),
  numeric(
    21922,
    RATIONAL,
    'words',
    'Una canilla sola llena un tanque en 4 h; otra, sola, lo llena en 360 min. Si se abren las dos juntas con el tanque vacío, ¿cuántos minutos tarda en llenarse? Exprese el resultado en minutos.',
    { value: () => 60 / (1 / 4 + 1 / 6), unit: 'min', text: '144 min' },
    '360 min = 6 h; 1/4 + 1/6 = 5/12 del tanque por hora ⇒ t = 12/5 h = 2,4 h = 144 min.',
  ),
  numeric(
    21923,
    LINEAR,
    'words',
    'Una cooperativa factura el agua así: un cargo fijo mensual de $ 1.800, $ 95 por cada m³ consumido hasta los 20 m³ y $ 140 por cada m³ que exceda los 20 m³. ¿Cuánto debe pagar en el mes un usuario que consumió 32 m³?',
    { value: () => 1800 + 95 * 20 + 140 * (32 - 20), unit: '$', text: '$ 5.380' },
    '1800 + 95 · 20 + 140 · 12 = 1800 + 1900 + 1680 = 5380.',
  ),
  numeric(
    21924,
    SYSTEMS,
    'words',
    'Hace 4 años la edad de Marta era el triple de la de su sobrino, y dentro de 6 años será el doble. ¿Qué edad tiene hoy Marta?',
    {
      value: () => {
        const nephew = 14;
        const marta = 3 * (nephew - 4) + 4;
        return same(marta + 6, 2 * (nephew + 6)) ? marta : Number.NaN;
      },
      unit: 'años',
      text: '34 años',
    },
    'm − 4 = 3(s − 4) ⇒ m = 3s − 8; m + 6 = 2(s + 6) ⇒ 3s − 2 = 2s + 12 ⇒ s = 14, m = 34.',
  ),
];

/** Pages: a scene or an expression, then parts, a later one often on an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    21925,
    POLYNOMIALS,
    'polynomials',
    'Dado el polinomio P(x) = x³ − 2x² + kx + 6, se sabe que x = 3 es una de sus raíces.',
    [
      ['Determine el valor de k.', 'k = −5'],
      ['Con el valor de k hallado, factorice P(x) e indique las otras dos raíces.', 'x = −2 y x = 1'],
      ['Calcule el resto de dividir P(x) por (x + 1).', '8'],
    ],
    'P(3) = 27 − 18 + 3k + 6 = 15 + 3k = 0 ⇒ k = −5; P(x) = (x − 3)(x² + x − 2) = (x − 3)(x + 2)(x − 1); P(−1) = −1 − 2 + 5 + 6 = 8.',
    () => {
      const k = -(27 - 18 + 6) / 3;
      const p = [1, -2, k, 6];
      const { quotient } = ruffini(p, 3);
      const [b = 0, c = 0] = quotient.slice(1);
      return [[k], roots(1, b, c), [evaluate(p, -1)]];
    },
  ),
  parts(
    21926,
    SYSTEMS,
    'equations',
    'Se considera el siguiente sistema de ecuaciones lineales, donde k es un número real:\nkx + 2y = 3\n8x + ky = 6',
    [
      ['Halle los valores de k para los que el sistema no es compatible determinado.', 'k = 4 o k = −4'],
      ['¿Para cuál de esos valores el sistema es incompatible?', 'k = −4'],
      ['Resuelva el sistema para k = 2.', 'x = 1/2, y = 1'],
    ],
    'Determinante k² − 16 = 0 ⇒ k = ±4. k = 4: 8x + 4y = 6 es el doble de 4x + 2y = 3, compatible indeterminado; k = −4: −4x + 2y = 3 y 8x − 4y = 6 ⇒ 8x − 4y = −6, incompatible. k = 2: 2x + 2y = 3, 8x + 2y = 6 ⇒ 6x = 3 ⇒ x = 1/2, y = 1.',
    () => {
      const x = (3 * 2 - 2 * 6) / (2 * 2 - 2 * 8);
      const y = (3 - 2 * x) / 2;
      return [[4, -4], [-4], [x, y]];
    },
  ),
  open(
    21927,
    REALS,
    'words',
    'Una casa de electrodomésticos ofrece una heladera cuyo precio de lista es $ 850.000. a) Si se paga en efectivo, se hace un descuento del 12 %: ¿cuánto se paga? b) En 6 cuotas iguales, el precio de lista tiene un recargo del 20 %: ¿cuál es el valor de cada cuota? c) ¿Qué porcentaje más que en efectivo paga, en total, quien elige las cuotas? Redondee al décimo.',
    'a) $ 748.000; b) $ 170.000; c) 36,4 %',
    'a) 850 000 · 0,88 = 748 000. b) 850 000 · 1,20 = 1 020 000; 1 020 000/6 = 170 000. c) 1 020 000/748 000 ≈ 1,364: un 36,4 % más.',
    () => [850000 * 0.88, (850000 * 1.2) / 6, ((850000 * 1.2) / (850000 * 0.88) - 1) * 100],
  ),
  parts(
    21928,
    SYSTEMS,
    'words',
    'Hoy la edad de un padre es cinco veces la de su hijo. Dentro de 9 años, la edad del padre será el triple de la del hijo.',
    [
      ['Planteá un sistema y hallá la edad actual del hijo.', '9 años'],
      ['¿Cuántos años tiene hoy el padre?', '45 años'],
      ['¿Dentro de cuántos años la edad del padre será el doble de la del hijo?', 'dentro de 27 años'],
    ],
    'p = 5h; 5h + 9 = 3(h + 9) ⇒ 2h = 18 ⇒ h = 9, p = 45; 45 + t = 2(9 + t) ⇒ t = 27.',
    () => {
      const son = 18 / 2;
      const father = 5 * son;
      return same(father + 9, 3 * (son + 9)) ? [[son], [father], [father - 2 * son]] : [];
    },
  ),
  parts(
    21929,
    SYSTEMS,
    'words',
    'Un almacén mezcla café de $ 12.000 el kilo con café de $ 18.000 el kilo. Se pide:',
    [
      [
        '¿Cuántos kilos de cada clase se necesitan para obtener 15 kg de mezcla que cueste $ 14.000 el kilo?',
        '10 kg del de $ 12.000 y 5 kg del de $ 18.000',
      ],
      [
        'Si a esa mezcla se le agregan 5000 g más del café de $ 18.000, ¿a qué precio por kilo queda la nueva mezcla?',
        '$ 15.000 el kilo',
      ],
    ],
    'x + y = 15; 12 000x + 18 000y = 14 000 · 15 = 210 000 ⇒ 270 000 − 6000x = 210 000 ⇒ x = 10, y = 5. 5000 g = 5 kg: (210 000 + 90 000)/20 = 15 000.',
    () => {
      const cheap = (18000 * 15 - 14000 * 15) / 6000;
      return [[cheap, 15 - cheap], [(14000 * 15 + 18000 * 5) / 20]];
    },
  ),
  parts(
    21930,
    RATIONAL,
    'words',
    'Un pintor termina de pintar una sala en 6 horas; su ayudante, trabajando solo, tardaría 9 horas.',
    [
      ['¿Cuánto tiempo tardan si trabajan los dos juntos?', '3,6 h (3 h 36 min)'],
      [
        'Si el pintor trabaja solo durante 2 horas y recién entonces se le suma el ayudante, ¿cuánto tiempo más tardan entre los dos en terminar?',
        '2,4 h (2 h 24 min)',
      ],
    ],
    '1/6 + 1/9 = 5/18 por hora ⇒ t = 18/5 = 3,6 h. En 2 h el pintor hace 1/3; faltan 2/3: (2/3)/(5/18) = 12/5 = 2,4 h.',
    () => {
      const together = 1 / 6 + 1 / 9;
      return [[1 / together], [(1 - 2 / 6) / together]];
    },
  ),
  parts(
    21931,
    QUADRATIC,
    'equations',
    'En la ecuación x² + kx + 12 = 0, k es un número real.',
    [
      ['Determine k sabiendo que x = −2 es solución.', 'k = 8'],
      ['Para ese valor de k, halle la otra solución.', 'x = −6'],
      ['¿Para qué valores de k la ecuación tiene una raíz doble?', 'k = 4√3 o k = −4√3'],
    ],
    '4 − 2k + 12 = 0 ⇒ k = 8; el producto de las raíces es 12 ⇒ la otra es −6; raíz doble: k² − 48 = 0 ⇒ k = ±4√3.',
    () => {
      const k = (4 + 12) / 2;
      const [other = 0] = roots(1, k, 12);
      return [[k], [other], [Math.sqrt(48), -Math.sqrt(48)]];
    },
  ),
  open(
    21932,
    ABSOLUTE,
    'equations',
    'Sean A = {x ∈ ℝ / |x − 1| < 3} y B = {x ∈ ℝ / 2x + 1 ≥ 3}. a) Exprese A como intervalo. b) Exprese B como intervalo. c) Determine A ∩ B.',
    'a) (−2, 4); b) [1, +∞); c) [1, 4)',
    'a) −3 < x − 1 < 3 ⇒ −2 < x < 4. b) 2x ≥ 2 ⇒ x ≥ 1. c) 1 ≤ x < 4.',
    () => {
      const inA = (x: number) => Math.abs(x - 1) < 3;
      const inB = (x: number) => 2 * x + 1 >= 3;
      return solvesOn(
        (x) => inA(x) && inB(x),
        (x) => x >= 1 && x < 4,
      )
        ? [-2, 4, 1, 1, 4]
        : [];
    },
  ),
  parts(
    21933,
    RATIONAL,
    'equations',
    'Se da la ecuación 3/(x − 1) − 2/(x + 1) = 10/(x² − 1).',
    [
      ['Indique qué valores no puede tomar x.', 'x ≠ 1 y x ≠ −1'],
      ['Resuelva la ecuación.', 'x = 5'],
      ['Con la solución obtenida, calcule el valor de 3/(x − 1).', '3/4'],
    ],
    'x² − 1 = (x − 1)(x + 1) ⇒ x ≠ ±1. Por (x² − 1): 3(x + 1) − 2(x − 1) = 10 ⇒ x + 5 = 10 ⇒ x = 5. 3/(5 − 1) = 0,75.',
    () => {
      const x = 10 - 5;
      return same(3 / (x - 1) - 2 / (x + 1), 10 / (x * x - 1)) ? [[1, -1], [x], [3 / (x - 1)]] : [];
    },
  ),
  parts(
    21934,
    EXPONENTIAL,
    'equations',
    'Se sabe que el número real x verifica 2^(x + 1) + 2^(x − 1) = 40.',
    [
      ['Halle x.', 'x = 4'],
      ['Con el valor de x hallado, calcule log₂ x + logₓ 64.', '5'],
    ],
    '2ˣ (2 + 1/2) = 40 ⇒ 2ˣ = 16 ⇒ x = 4; log₂ 4 + log₄ 64 = 2 + 3 = 5.',
    () => {
      const x = Math.log2(40 / 2.5);
      return [[x], [Math.log2(x) + Math.log(64) / Math.log(x)]];
    },
  ),
  open(
    21935,
    REALS,
    'reals',
    'Una bacteria tiene una masa de 2 · 10⁻¹² g y un cultivo contiene 4,5 · 10⁹ bacterias. a) Calcule la masa total del cultivo en gramos, en notación científica. b) Exprese esa masa en miligramos. c) ¿Cuántas bacterias harían falta para reunir 1 kg?',
    'a) 9 · 10⁻³ g; b) 9 mg; c) 5 · 10¹⁴ bacterias',
    'a) 2 · 4,5 · 10⁻¹²⁺⁹ = 9 · 10⁻³ g. b) 9 · 10⁻³ g = 9 mg. c) 10³ g / (2 · 10⁻¹² g) = 5 · 10¹⁴.',
    () => [2e-12 * 4.5e9, 2e-12 * 4.5e9 * 1000, 1000 / 2e-12],
  ),
  parts(
    21936,
    LINEAR,
    'words',
    'Una empresa de telefonía cobra un abono mensual de $ 6.500, que incluye 300 minutos de llamadas; cada minuto que exceda los incluidos se cobra $ 35. Otra empresa no cobra abono y cobra $ 45 cada minuto.',
    [
      ['Con la primera empresa, ¿cuánto paga en el mes un cliente que habló 7 h 30 min?', '$ 11.750'],
      ['Si una factura de la primera empresa fue de $ 9.300, ¿cuántos minutos se habló?', '380 minutos'],
      [
        '¿A partir de cuántos minutos mensuales (enteros) conviene la primera empresa?',
        'a partir de 145 minutos',
      ],
    ],
    '7 h 30 min = 450 min: 6500 + 35 · 150 = 11 750. (9300 − 6500)/35 = 80 ⇒ 380 min. Hasta 300 min la primera cuesta 6500: 45m > 6500 ⇒ m > 144,4; pasados los 300 min, 6500 + 35(m − 300) < 45m siempre. Desde 145 min.',
    () => {
      const first = (m: number) => 6500 + 35 * Math.max(0, m - 300);
      const from = Array.from({ length: 1000 }, (_, m) => m).find((m) => first(m) < 45 * m) ?? Number.NaN;
      return [[first(450)], [300 + (9300 - 6500) / 35], [from]];
    },
  ),
  parts(
    21937,
    QUADRATIC,
    'words',
    'Un terreno rectangular tiene una superficie de 1200 m² y su perímetro mide 0,14 km. Se lo quiere cercar con tres hilos de alambre, que cuesta $ 850 el metro.',
    [
      ['Halle las dimensiones del terreno.', '40 m y 30 m'],
      ['Calcule la longitud de su diagonal.', '50 m'],
      ['¿Cuánto cuesta el alambre necesario?', '$ 357.000'],
    ],
    '0,14 km = 140 m ⇒ a + b = 70, ab = 1200 ⇒ t² − 70t + 1200 = 0 ⇒ 40 y 30. d = √(1600 + 900) = 50 m. 3 · 140 · 850 = 357 000.',
    () => {
      const [short = 0, long = 0] = roots(1, -70, 1200);
      return [[long, short], [Math.hypot(long, short)], [3 * 2 * (long + short) * 850]];
    },
  ),
  parts(
    21938,
    SYSTEMS,
    'equations',
    'Dado el sistema de ecuaciones\nx + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2',
    [
      ['Resuélvalo por el método que prefiera.', 'x = 1, y = 2, z = 3'],
      ['Con la solución obtenida, calcule x² + y² + z².', '14'],
    ],
    'Sumando la 2.ª y la 3.ª: 3x + y = 5; la 1.ª más la 3.ª: 2x + 3y = 8 ⇒ x = 1, y = 2; z = 6 − 3 = 3. 1 + 4 + 9 = 14.',
    () => {
      const [x = 0, y = 0, z = 0] = cramer3(
        [
          [1, 1, 1],
          [2, -1, 1],
          [1, 2, -1],
        ],
        [6, 3, 2],
      );
      return [[x, y, z], [x * x + y * y + z * z]];
    },
  ),
  parts(
    21939,
    SYSTEMS,
    'words',
    'En una librería, 2 cuadernos, 1 lapicera y 3 gomas cuestan $ 7.200; 1 cuaderno, 2 lapiceras y 1 goma cuestan $ 4.900; y 3 cuadernos, 1 lapicera y 2 gomas cuestan $ 9.300.',
    [
      ['Determine el precio de cada artículo.', 'cuaderno $ 2.500, lapicera $ 1.000, goma $ 400'],
      ['¿Cuánto se paga por 4 cuadernos y 5 gomas si se hace un descuento del 10 %?', '$ 10.800'],
    ],
    'Restando: de la 1.ª y la 3.ª, c − g = 2100; con la 2.ª … c = 2500, l = 1000, g = 400. (4 · 2500 + 5 · 400) · 0,9 = 10 800.',
    () => {
      const [c = 0, l = 0, g = 0] = cramer3(
        [
          [2, 1, 3],
          [1, 2, 1],
          [3, 1, 2],
        ],
        [7200, 4900, 9300],
      );
      return [[c, l, g], [(4 * c + 5 * g) * 0.9]];
    },
  ),
  parts(
    21940,
    FACTORING,
    'polynomials',
    'Sea P(x) = x⁴ − 2x³ − 3x² + 4x + 4.',
    [
      [
        'Aplicando la regla de Ruffini, divida P(x) por (x − 2) e indique el cociente y el resto.',
        'cociente x³ − 3x − 2, resto 0',
      ],
      ['¿Cuál es el orden de multiplicidad de la raíz x = 2?', 'raíz doble (multiplicidad 2)'],
      ['Halle las demás raíces de P(x) y su multiplicidad.', 'x = −1, raíz doble'],
    ],
    'Ruffini con 2: 1, 0, −3, −2 | 0 ⇒ C(x) = x³ − 3x − 2. Otra vez con 2: 1, 2, 1 | 0 ⇒ x² + 2x + 1 = (x + 1)². P(x) = (x − 2)²(x + 1)².',
    () => {
      const p = [1, -2, -3, 4, 4];
      const first = ruffini(p, 2);
      const second = ruffini(first.quotient, 2);
      const third = ruffini(second.quotient, 2);
      const multiplicity = third.remainder === 0 ? 3 : 2;
      const rest = roots(1, second.quotient[1] ?? 0, second.quotient[2] ?? 0);
      return [[-3, -2, first.remainder], [multiplicity], rest.slice(0, 1)];
    },
  ),
  parts(
    21941,
    FRACTIONS,
    'polynomials',
    'Dadas las expresiones A(x) = (x² − 4)/(x² − x − 2) y B(x) = x/(x + 1):',
    [
      [
        'Simplifique A(x) e indique para qué valores de x no está definida.',
        '(x + 2)/(x + 1), x ≠ 2 y x ≠ −1',
      ],
      ['Calcule A(x) − B(x) y exprese el resultado simplificado.', '2/(x + 1)'],
      ['Halle x tal que A(x) − B(x) = 1/2.', 'x = 3'],
    ],
    'x² − x − 2 = (x − 2)(x + 1) ⇒ A = (x + 2)/(x + 1), x ≠ 2, x ≠ −1. A − B = (x + 2 − x)/(x + 1) = 2/(x + 1). 2/(x + 1) = 1/2 ⇒ x = 3.',
    () => {
      const a = (x: number) => (x * x - 4) / (x * x - x - 2);
      const b = (x: number) => x / (x + 1);
      return same(a(3) - b(3), 0.5) ? [[2, -1], [2], [3]] : [];
    },
  ),
  open(
    21942,
    REALS,
    'words',
    'Para preparar cierto color de pintura se mezclan 3 partes de base blanca por cada 2 partes de tinte. a) ¿Cuántos litros de tinte se necesitan para 4500 cm³ de base? b) Si se quieren obtener 20 L de pintura, ¿cuántos litros de base hay que usar? c) La base se vende en latas de 5 L a $ 9.000 la lata y el tinte a $ 4.000 el litro. ¿Cuánto cuestan los materiales de esos 20 L?',
    'a) 3 L; b) 12 L; c) $ 53.600',
    'a) 4500 cm³ = 4,5 L; 4,5 · 2/3 = 3 L. b) 20 · 3/5 = 12 L. c) base 12 L = 2,4 latas · 9000 = 21 600; tinte 8 L · 4000 = 32 000; total 53 600.',
    () => [4.5 * (2 / 3), 20 * (3 / 5), (12 / 5) * 9000 + 8 * 4000],
  ),
  parts(
    21943,
    QUADRATIC,
    'equations',
    'Se considera la inecuación x² − x − 6 ≤ 0.',
    [
      ['Halle su conjunto solución y expréselo como intervalo.', '[−2, 3]'],
      ['¿Cuántos números enteros la verifican?', '6'],
      ['Determine el conjunto de los x ≥ 0 que verifican x² − x − 6 > 0.', '(3, +∞)'],
    ],
    '(x − 3)(x + 2) ≤ 0 ⇒ −2 ≤ x ≤ 3; enteros −2, −1, 0, 1, 2, 3: seis; x² − x − 6 > 0 con x ≥ 0 ⇒ x > 3.',
    () => {
      const ok = solvesOn(
        (x) => x * x - x - 6 <= 0,
        (x) => x >= -2 && x <= 3,
      );
      const integers = Array.from({ length: 41 }, (_, i) => i - 20).filter((n) => n * n - n - 6 <= 0);
      return ok ? [[-2, 3], [integers.length], [3]] : [];
    },
  ),
  parts(
    21944,
    LOGARITHMS,
    'equations',
    'Se da la ecuación log x + log(x − 3) = 1, donde log es el logaritmo decimal.',
    [
      ['Indique el dominio de la ecuación.', 'x > 3'],
      ['Resuélvala.', 'x = 5 (x = −2 se descarta)'],
      ['Con la solución hallada, calcule log₅(x²) + 1.', '3'],
    ],
    'x > 0 y x − 3 > 0 ⇒ x > 3. x(x − 3) = 10 ⇒ x² − 3x − 10 = 0 ⇒ x = 5 o x = −2 (fuera del dominio). log₅ 25 + 1 = 3.',
    () => {
      const solution = roots(1, -3, -10).filter((x) => x > 3);
      const x = solution[0] ?? Number.NaN;
      return [[3], [x], [(2 * Math.log(x)) / Math.log(5) + 1]];
    },
  ),
  parts(
    21945,
    QUADRATIC,
    'words',
    'Tres números naturales consecutivos cumplen que la suma de sus cuadrados es 365.',
    [
      ['Encontrá los tres números.', '10, 11 y 12'],
      ['Calculá el producto del menor por el mayor.', '120'],
    ],
    'n² + (n + 1)² + (n + 2)² = 3n² + 6n + 5 = 365 ⇒ n² + 2n − 120 = 0 ⇒ n = 10 (−12 no es natural); 10 · 12 = 120.',
    () => {
      const n = roots(1, 2, -120)[1] ?? Number.NaN;
      return [[n, n + 1, n + 2], [n * (n + 2)]];
    },
  ),
  open(
    21946,
    RADICALS,
    'reals',
    'Sean a = √12 + √27 y b = √3. a) Exprese a como un múltiplo de √3. b) Calcule a · b. c) Racionalice la expresión 6/(a − b).',
    'a) 5√3; b) 15; c) √3/2',
    'a) 2√3 + 3√3 = 5√3. b) 5√3 · √3 = 15. c) a − b = 4√3; 6/(4√3) = 6√3/12 = √3/2.',
    () => {
      const a = Math.sqrt(12) + Math.sqrt(27);
      const b = Math.sqrt(3);
      return [a, a * b, 6 / (a - b)];
    },
  ),
  parts(
    21947,
    REALS,
    'words',
    'Una factura tiene un importe neto de $ 120.000, al que se le suma el IVA del 21 %.',
    [
      ['¿Cuál es el importe total de la factura?', '$ 145.200'],
      [
        'Si se paga antes del vencimiento, sobre ese total se descuenta un 5 %. ¿Cuánto se paga entonces?',
        '$ 137.940',
      ],
      ['¿Qué porcentaje del importe neto representa lo que finalmente se pagó?', '114,95 %'],
    ],
    '120 000 · 1,21 = 145 200; 145 200 · 0,95 = 137 940; 137 940/120 000 = 1,1495 ⇒ 114,95 %.',
    () => [[120000 * 1.21], [120000 * 1.21 * 0.95], [1.21 * 0.95 * 100]],
  ),
  parts(
    21948,
    LINEAR,
    'words',
    'Dos ciclistas parten a la misma hora desde dos pueblos que distan 57 km, uno al encuentro del otro por la misma ruta. El primero pedalea a 20 km/h y el segundo a 5 m/s, ambos a velocidad constante.',
    [
      ['¿Cuánto tiempo después de partir se encuentran?', '1,5 h'],
      ['¿A qué distancia del pueblo del que salió el primero se produce el encuentro?', '30 km'],
    ],
    '5 m/s = 18 km/h; 20t + 18t = 57 ⇒ t = 1,5 h; 20 · 1,5 = 30 km.',
    () => {
      const t = 57 / (20 + 5 * 3.6);
      return [[t], [20 * t]];
    },
  ),
  parts(
    21949,
    ABSOLUTE,
    'equations',
    'Se considera la ecuación |3x − 6| = x + 2.',
    [
      ['Resuélvala.', 'x = 1 y x = 4'],
      ['Halle el conjunto solución de la inecuación |3x − 6| < x + 2 y expréselo como intervalo.', '(1, 4)'],
    ],
    '3x − 6 = x + 2 ⇒ x = 4; 3x − 6 = −(x + 2) ⇒ x = 1; ambas con x + 2 ≥ 0. La inecuación vale entre ellas: (1, 4).',
    () => {
      const inside = solvesOn(
        (x) => Math.abs(3 * x - 6) < x + 2,
        (x) => x > 1 && x < 4,
      );
      return inside
        ? [
            [1, 4],
            [1, 4],
          ]
        : [];
    },
  ),
];

export const mathExamPages2Algebra: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages];
