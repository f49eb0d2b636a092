/**
 * Algebra of the FRM Seminario guide as exam items (#32): polynomials (value, operations, division
 * and Ruffini, the remainder theorem, a parameter for an exact division, rebuilding from roots,
 * every case of factoring, gcd and lcm, rational expressions and equations), linear, quadratic and
 * absolute-value equations and inequalities, lines (two points, point and slope, parallel,
 * perpendicular, distance), 2×2 systems and word problems that lead to them, and complex numbers in
 * binomial form (products, quotients, powers of i, conjugate, modulus, equations in z). The kinds and
 * the order of the steps follow the guide's exercises; the statements, numbers and objects are our
 * own, put in the exams' formats (five options with «Ninguna de las anteriores», parts, a number or
 * a set to write). Every key was worked by hand and is recomputed by `check` or `verify`.
 *
 * Sources, read on 2026-11-30 (plain-text copies of FRM's Seminario de Ingreso 2025 material):
 * - Unidad 2, polinomios: https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD2_matem%C3%A1tica.pdf
 * - Unidad 3, ecuaciones, inecuaciones, rectas y sistemas: https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD3_matem%C3%A1tica.pdf
 * - Resolución de ejercicios (grilla 2024), unidades 1 a 3: https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/RESOLUCI%C3%93N%20DE%20EJERCICIOS%20SEMINARIO%20UNIVERSITARIO%20MATEM%C3%81TICA.pdf
 * Its Unidad 1 only links out, so the complex-number items follow the format of the exam items that
 * ask them (a product, a quotient, an equation in z) rather than a guide exercise.
 */
import { type Complex, cAbs, cConj, cDiv, cMul, cPow, poly } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { numericPart, writtenMathSet } from './builders.ts';

/** The guide each kind is modelled on (the addresses above). */
const SOURCES = {
  polynomials: ['frm-seminario-2025-u2', 'frm-seminario-2024-grilla'],
  equations: ['frm-seminario-2025-u3', 'frm-seminario-2024-grilla'],
  complex: ['frm-seminario-2024-grilla'],
} as const;

const { base, numeric, options, open, parts } = writtenMathSet(SOURCES);

const SAMPLES = [-2.5, -1.3, -0.5, 0.3, 1.7, 2.6, 3.1];

/** Whether the keyed expression, and no other shown, equals `expression` at every sample x. */
function onlyKeyEquals(
  expression: (x: number) => number,
  shown: readonly ((x: number) => number)[],
  key: number,
): boolean {
  const equals = (f: (x: number) => number) =>
    SAMPLES.every((x) => Math.abs(f(x) - expression(x)) < 1e-9 * Math.max(1, Math.abs(expression(x))));
  return shown.every((f, i) => equals(f) === (i === key));
}

const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const sameComplex = (z: Complex, w: Complex) => same(z[0], w[0]) && same(z[1], w[1]);

/** Whether the keyed complex number, and no other shown, is `value` (key 4: none of them is). */
const onlyKeyIsComplex = (value: Complex, shown: readonly Complex[], key: number) =>
  shown.every((z, i) => sameComplex(z, value) === (i === key));

/** Whether the keyed number, and no other shown, is `value` (key 4: none of them is). */
const onlyKeyIs = (value: number, shown: readonly number[], key: number) =>
  shown.every((v, i) => same(v, value) === (i === key));

/** Whether the keyed set, and no other shown, holds exactly where `holds` does, at a fine grid. */
function onlyKeySet(
  holds: (x: number) => boolean,
  shown: readonly ((x: number) => boolean)[],
  key: number,
): boolean {
  const grid = Array.from({ length: 4001 }, (_, i) => -20 + i / 100);
  const equals = (set: (x: number) => boolean) => grid.every((x) => set(x) === holds(x));
  return shown.every((set, i) => equals(set) === (i === key));
}

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

/** The solution of a1x + b1y = c1, a2x + b2y = c2 by Cramer's rule. */
function cramer(a1: number, b1: number, c1: number, a2: number, b2: number, c2: number): [number, number] {
  const d = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
}

const i: Complex = [0, 1];

export const mathGuideAlgebra: readonly ExamStyleProblem[] = [
  // Polynomials: value, operations, division.
  options(
    4101,
    'algebra-basica.polinomios',
    'polynomials',
    'Dados P(x) = 2x³ − x² + 3x − 4 y Q(x) = x² − 3x + 2, el valor de 2·P(1) − Q(−1) es:',
    ['−6', '6', '−4', '0'],
    0,
    'P(1) = 2 − 1 + 3 − 4 = 0 y Q(−1) = 1 + 3 + 2 = 6, así que 2·0 − 6 = −6.',
    () => onlyKeyIs(2 * poly([2, -1, 3, -4], 1) - poly([1, -3, 2], -1), [-6, 6, -4, 0], 0),
  ),
  options(
    4102,
    'algebra-basica.polinomios',
    'polynomials',
    'El producto (2x − 3)·(x² + x − 1) es igual a:',
    ['2x³ − x² − 5x + 3', '2x³ + 5x² − x + 3', '2x³ − x² + x − 3', '2x³ − 3x² − 5x + 3'],
    0,
    'Distribuyendo: 2x³ + 2x² − 2x − 3x² − 3x + 3 = 2x³ − x² − 5x + 3.',
    () =>
      onlyKeyEquals(
        (x) => (2 * x - 3) * (x * x + x - 1),
        [
          (x) => poly([2, -1, -5, 3], x),
          (x) => poly([2, 5, -1, 3], x),
          (x) => poly([2, -1, 1, -3], x),
          (x) => poly([2, -3, -5, 3], x),
        ],
        0,
      ),
  ),
  parts(
    4103,
    'algebra-basica.polinomios',
    'polynomials',
    'Dividí P(x) = 2x³ + x² − 4x + 3 por Q(x) = x² − 1 e indicá:',
    [
      ['el cociente C(x);', 'C(x) = 2x + 1'],
      ['el resto R(x).', 'R(x) = −2x + 4'],
    ],
    '2x³ : x² = 2x; 2x·(x² − 1) = 2x³ − 2x; queda x² − 2x + 3. x² : x² = 1; 1·(x² − 1) = x² − 1; queda −2x + 4. Verificación: (2x + 1)(x² − 1) + (−2x + 4) = 2x³ + x² − 4x + 3.',
    () => [
      [2, 1],
      [-2, 4],
    ],
  ),
  parts(
    4104,
    'algebra-basica.polinomios',
    'polynomials',
    'Aplicando la regla de Ruffini a la división (x⁴ − 3x³ + 2x − 5) : (x − 2), hallá:',
    [
      ['el cociente;', 'x³ − x² − 2x − 2'],
      ['el resto.', '−9'],
    ],
    'Coeficientes completos 1, −3, 0, 2, −5 con a = 2: 1, −1, −2, −2 y resto −9.',
    () => {
      const { quotient, remainder } = ruffini([1, -3, 0, 2, -5], 2);
      return [quotient, [remainder]];
    },
  ),
  options(
    4105,
    'algebra-basica.polinomios',
    'polynomials',
    'Al dividir P(x) = 2x³ + 5x² − 4x + 3 por (x + 3) se obtienen cociente y resto:',
    [
      'C(x) = 2x² − x − 1; R = 6',
      'C(x) = 2x² + 11x + 29; R = 90',
      'C(x) = 2x² − x − 1; R = 0',
      'C(x) = 2x² + x − 7; R = 24',
    ],
    0,
    'Ruffini con a = −3 sobre 2, 5, −4, 3: 2, −1, −1 y resto 6 (P(−3) = −54 + 45 + 12 + 3 = 6).',
    () => {
      const { quotient, remainder } = ruffini([2, 5, -4, 3], -3);
      return quotient.join() === '2,-1,-1' && remainder === 6;
    },
  ),
  numeric(
    4106,
    'algebra-basica.polinomios',
    'polynomials',
    'Sin efectuar la división, calculá el resto de dividir P(x) = x⁵ − 2x³ + x − 7 por (x + 1).',
    { value: () => poly([1, 0, -2, 0, 1, -7], -1), text: 'R = P(−1) = −7' },
    'Por el teorema del resto, R = P(−1) = −1 + 2 − 1 − 7 = −7.',
  ),
  options(
    4107,
    'algebra-basica.polinomios',
    'polynomials',
    'El valor de k para que P(x) = x³ + kx² − 5x + 6 sea divisible por (x − 2) es:',
    ['k = 1', 'k = −1', 'k = 4', 'k = −4'],
    1,
    'Divisible significa resto cero: P(2) = 8 + 4k − 10 + 6 = 4 + 4k = 0, de donde k = −1.',
    () => onlyKeyIs(-1, [1, -1, 4, -4], 1) && same(poly([1, -1, -5, 6], 2), 0),
  ),
  numeric(
    4108,
    'algebra-basica.polinomios',
    'polynomials',
    'Determiná el valor de k para que el resto de la división (2x³ − kx + 4) : (x + 2) sea 10.',
    { value: () => 11, text: 'k = 11' },
    'R = P(−2) = −16 + 2k + 4 = 2k − 12; 2k − 12 = 10 da k = 11.',
  ),
  options(
    4109,
    'algebra-basica.polinomios',
    'polynomials',
    'El polinomio mónico de grado 3 cuyas raíces son 1, −2 y 3 es:',
    ['x³ − 2x² − 5x + 6', 'x³ + 2x² − 5x − 6', 'x³ − 2x² + 5x − 6', 'x³ + 2x² + 5x + 6'],
    0,
    'P(x) = (x − 1)(x + 2)(x − 3) = (x² + x − 2)(x − 3) = x³ − 2x² − 5x + 6.',
    () =>
      onlyKeyEquals(
        (x) => (x - 1) * (x + 2) * (x - 3),
        [
          (x) => poly([1, -2, -5, 6], x),
          (x) => poly([1, 2, -5, -6], x),
          (x) => poly([1, -2, 5, -6], x),
          (x) => poly([1, 2, 5, 6], x),
        ],
        0,
      ),
  ),
  options(
    4110,
    'algebra-basica.polinomios',
    'polynomials',
    'Un polinomio de segundo grado tiene raíces −1 y 4, y su término independiente es 8. El polinomio es:',
    ['x² − 3x − 4', '−2x² + 6x + 8', '2x² − 6x + 8', '−2x² − 6x + 8'],
    1,
    'P(x) = a(x + 1)(x − 4); P(0) = −4a = 8 da a = −2: P(x) = −2(x² − 3x − 4) = −2x² + 6x + 8.',
    () =>
      onlyKeyEquals(
        (x) => -2 * (x + 1) * (x - 4),
        [
          (x) => poly([1, -3, -4], x),
          (x) => poly([-2, 6, 8], x),
          (x) => poly([2, -6, 8], x),
          (x) => poly([-2, -6, 8], x),
        ],
        1,
      ),
  ),
  open(
    4111,
    'algebra-basica.factoreo',
    'polynomials',
    'Hallá todas las raíces del polinomio P(x) = x³ − 4x² + x + 6.',
    'x = −1; x = 2; x = 3',
    'Por Gauss se prueban los divisores de 6: P(−1) = −1 − 4 − 1 + 6 = 0. Ruffini con −1 da x² − 5x + 6 = (x − 2)(x − 3).',
    () => [-1, 2, 3].filter((x) => same(poly([1, -4, 1, 6], x), 0)),
  ),
  options(
    4112,
    'algebra-basica.factoreo',
    'polynomials',
    'La factorización completa de Q(x) = 2x³ − x² − 13x − 6 es:',
    ['(x + 3)(x − 2)(2x − 1)', '(x − 3)(x + 2)(2x + 1)', '(x − 3)(x − 2)(2x + 1)', '2(x + 3)(x − 2)(x − 1)'],
    1,
    'Q(3) = 54 − 9 − 39 − 6 = 0; Ruffini con 3 deja 2x² + 5x + 2 = (x + 2)(2x + 1).',
    () =>
      onlyKeyEquals(
        (x) => poly([2, -1, -13, -6], x),
        [
          (x) => (x + 3) * (x - 2) * (2 * x - 1),
          (x) => (x - 3) * (x + 2) * (2 * x + 1),
          (x) => (x - 3) * (x - 2) * (2 * x + 1),
          (x) => 2 * (x + 3) * (x - 2) * (x - 1),
        ],
        1,
      ),
  ),
  options(
    4113,
    'algebra-basica.factoreo',
    'polynomials',
    'Factorizá al máximo 6x⁴ − 9x³ + 3x². Resulta:',
    ['3x²(2x − 1)(x − 1)', '3x(2x² − 3x + 1)', '3x²(2x + 1)(x + 1)', '3x²(2x − 3)(x + 1)'],
    0,
    'Factor común 3x²: 3x²(2x² − 3x + 1); el trinomio tiene raíces 1 y 1/2, y 2x² − 3x + 1 = (2x − 1)(x − 1). La opción B es igual pero no está factorizada al máximo.',
    () =>
      onlyKeyEquals(
        (x) => 6 * x ** 4 - 9 * x ** 3 + 3 * x * x,
        [
          (x) => 3 * x * x * (2 * x - 1) * (x - 1),
          (x) => 3 * x * x * (2 * x - 1) * (x - 1) + 1,
          (x) => 3 * x * x * (2 * x + 1) * (x + 1),
          (x) => 3 * x * x * (2 * x - 3) * (x + 1),
        ],
        0,
      ),
  ),
  options(
    4114,
    'algebra-basica.factoreo',
    'polynomials',
    'Factorizando por grupos, x³ − 2x² + 3x − 6 es igual a:',
    ['(x + 2)(x² − 3)', '(x − 2)(x² + 3)', '(x − 3)(x² + 2)', '(x − 2)(x² − 3)'],
    1,
    'x²(x − 2) + 3(x − 2) = (x − 2)(x² + 3).',
    () =>
      onlyKeyEquals(
        (x) => poly([1, -2, 3, -6], x),
        [
          (x) => (x + 2) * (x * x - 3),
          (x) => (x - 2) * (x * x + 3),
          (x) => (x - 3) * (x * x + 2),
          (x) => (x - 2) * (x * x - 3),
        ],
        1,
      ),
  ),
  options(
    4115,
    'algebra-basica.factoreo',
    'polynomials',
    'La expresión 9x² − 30x + 25 es un trinomio cuadrado perfecto. Es igual a:',
    ['(3x + 5)²', '(9x − 5)²', '(3x − 5)²', '(3x − 25)²'],
    2,
    '9x² = (3x)², 25 = 5² y 2·3x·5 = 30x con signo menos: (3x − 5)².',
    () =>
      onlyKeyEquals(
        (x) => poly([9, -30, 25], x),
        [(x) => (3 * x + 5) ** 2, (x) => (9 * x - 5) ** 2, (x) => (3 * x - 5) ** 2, (x) => (3 * x - 25) ** 2],
        2,
      ),
  ),
  options(
    4116,
    'algebra-basica.factoreo',
    'polynomials',
    'El cuatrinomio x³ + 6x² + 12x + 8 es igual a:',
    ['(x + 2)³', '(x + 8)³', '(x + 2)²(x + 4)', '(x − 2)³'],
    0,
    'x³ = (x)³, 8 = 2³, 3·x²·2 = 6x² y 3·x·2² = 12x: cubo de un binomio, (x + 2)³.',
    () =>
      onlyKeyEquals(
        (x) => poly([1, 6, 12, 8], x),
        [(x) => (x + 2) ** 3, (x) => (x + 8) ** 3, (x) => (x + 2) ** 2 * (x + 4), (x) => (x - 2) ** 3],
        0,
      ),
  ),
  options(
    4117,
    'algebra-basica.factoreo',
    'polynomials',
    'La factorización completa en ℝ de 16x⁴ − 81 es:',
    ['(4x² − 9)²', '(2x − 3)⁴', '(2x − 3)²(2x + 3)²', '(4x² + 9)(2x + 3)(2x − 3)'],
    3,
    'Diferencia de cuadrados dos veces: (4x² + 9)(4x² − 9) = (4x² + 9)(2x + 3)(2x − 3); 4x² + 9 no tiene raíces reales.',
    () =>
      onlyKeyEquals(
        (x) => 16 * x ** 4 - 81,
        [
          (x) => (4 * x * x - 9) ** 2,
          (x) => (2 * x - 3) ** 4,
          (x) => (2 * x - 3) ** 2 * (2 * x + 3) ** 2,
          (x) => (4 * x * x + 9) * (2 * x + 3) * (2 * x - 3),
        ],
        3,
      ),
  ),
  options(
    4118,
    'algebra-basica.factoreo',
    'polynomials',
    'Usando sus raíces, el trinomio 3x² − 3x − 18 se factoriza como:',
    ['3(x + 3)(x − 2)', '3(x − 3)(x + 2)', '(x − 3)(x + 2)', '3(x − 6)(x + 1)'],
    1,
    'Raíces: x = (3 ± √(9 + 216))/6 = (3 ± 15)/6, es decir 3 y −2; a(x − x₁)(x − x₂) = 3(x − 3)(x + 2).',
    () =>
      onlyKeyEquals(
        (x) => poly([3, -3, -18], x),
        [
          (x) => 3 * (x + 3) * (x - 2),
          (x) => 3 * (x - 3) * (x + 2),
          (x) => (x - 3) * (x + 2),
          (x) => 3 * (x - 6) * (x + 1),
        ],
        1,
      ),
  ),
  options(
    4119,
    'algebra-basica.factoreo',
    'polynomials',
    'La suma de cubos x³ + 27 se factoriza como:',
    ['(x + 3)³', '(x + 3)(x² + 3x + 9)', '(x − 3)(x² + 3x + 9)', '(x + 3)(x² − 3x + 9)'],
    3,
    'Por Ruffini con −3: x³ + 27 = (x + 3)(x² − 3x + 9).',
    () =>
      onlyKeyEquals(
        (x) => x ** 3 + 27,
        [
          (x) => (x + 3) ** 3,
          (x) => (x + 3) * (x * x + 3 * x + 9),
          (x) => (x - 3) * (x * x + 3 * x + 9),
          (x) => (x + 3) * (x * x - 3 * x + 9),
        ],
        3,
      ),
  ),
  parts(
    4120,
    'algebra-basica.factoreo',
    'polynomials',
    'Dados P(x) = x² − 9 y Q(x) = x² + 6x + 9, hallá:',
    [
      ['el máximo común divisor;', 'x + 3'],
      ['el mínimo común múltiplo.', '(x + 3)²(x − 3)'],
    ],
    'P(x) = (x + 3)(x − 3) y Q(x) = (x + 3)². MCD: factores comunes con el menor exponente, x + 3; mcm: comunes y no comunes con el mayor, (x + 3)²(x − 3).',
  ),
  options(
    4121,
    'algebra-basica.expresiones-racionales',
    'polynomials',
    'Para x ≠ −2, la expresión (x² − 4)/(x² + 4x + 4) simplificada es:',
    ['(x + 2)/(x − 2)', '(x − 2)/(x + 2)', '−1', 'x − 2'],
    1,
    'x² − 4 = (x − 2)(x + 2) y x² + 4x + 4 = (x + 2)²; se simplifica un factor x + 2.',
    () =>
      onlyKeyEquals(
        (x) => (x * x - 4) / (x * x + 4 * x + 4),
        [(x) => (x + 2) / (x - 2), (x) => (x - 2) / (x + 2), () => -1, (x) => x - 2],
        1,
      ),
  ),
  options(
    4122,
    'algebra-basica.expresiones-racionales',
    'polynomials',
    'El resultado de 2/(x − 1) − 1/(x + 1) es:',
    ['1/(x² − 1)', '(x + 3)/(x² − 1)', '(x + 1)/(x² − 1)', '(3x + 1)/(x² − 1)'],
    1,
    'Común denominador (x − 1)(x + 1) = x² − 1: [2(x + 1) − (x − 1)]/(x² − 1) = (x + 3)/(x² − 1).',
    () =>
      onlyKeyEquals(
        (x) => 2 / (x - 1) - 1 / (x + 1),
        [
          (x) => 1 / (x * x - 1),
          (x) => (x + 3) / (x * x - 1),
          (x) => (x + 1) / (x * x - 1),
          (x) => (3 * x + 1) / (x * x - 1),
        ],
        1,
      ),
  ),
  numeric(
    4123,
    'ecuaciones.racionales',
    'polynomials',
    'Resolvé la ecuación 5/(x − 1) = 3/(x + 2).',
    { value: () => -13 / 2, text: 'x = −13/2' },
    'x ≠ 1 y x ≠ −2. 5(x + 2) = 3(x − 1): 5x + 10 = 3x − 3, 2x = −13, x = −13/2, que no anula denominadores.',
  ),
  options(
    4124,
    'ecuaciones.racionales',
    'polynomials',
    'El conjunto solución de x/(x − 3) − 2 = 3/(x − 3) es:',
    ['S = {3}', 'S = {−3}', 'S = {0}', 'S = ∅'],
    3,
    'x ≠ 3. Multiplicando por x − 3: x − 2(x − 3) = 3, −x + 6 = 3, x = 3, que anula el denominador: no hay solución.',
    () => {
      // the only candidate is 3, where the equation is not defined
      const candidate = 3;
      return same(candidate - 2 * (candidate - 3), 3) && candidate - 3 === 0;
    },
  ),

  // Linear, quadratic and absolute-value equations.
  numeric(
    4125,
    'ecuaciones.lineales',
    'equations',
    'Resolvé: 3(x − 2) − 2(x + 1) = 4 − x.',
    { value: () => 6, text: 'x = 6' },
    '3x − 6 − 2x − 2 = 4 − x; x − 8 = 4 − x; 2x = 12; x = 6.',
  ),
  numeric(
    4126,
    'ecuaciones.lineales',
    'equations',
    'Hallá x si (x + 1)/3 − (x − 2)/4 = 2.',
    { value: () => 14, text: 'x = 14' },
    'Por 12: 4(x + 1) − 3(x − 2) = 24; x + 10 = 24; x = 14.',
  ),
  options(
    4127,
    'ecuaciones.lineales',
    'equations',
    'La ecuación 2(x + 3) − x = x + 5:',
    [
      'tiene solución única x = 1',
      'tiene infinitas soluciones',
      'no tiene solución',
      'tiene solución única x = 0',
    ],
    2,
    '2x + 6 − x = x + 5 lleva a 0·x = −1: ningún x la cumple.',
    () => SAMPLES.every((x) => !same(2 * (x + 3) - x, x + 5)),
  ),
  open(
    4128,
    'ecuaciones.cuadraticas',
    'equations',
    'Resolvé la ecuación x² − 2x − 15 = 0.',
    'x = 5; x = −3',
    'Δ = 4 + 60 = 64; x = (2 ± 8)/2: 5 y −3.',
    () => [5, -3].filter((x) => same(poly([1, -2, -15], x), 0)),
  ),
  options(
    4129,
    'ecuaciones.cuadraticas',
    'equations',
    'Las soluciones de x² − 4x + 13 = 0 son:',
    ['x = 2 ± 3i', 'x = −2 ± 3i', 'x = 2 ± 9i', 'no tiene soluciones'],
    0,
    'Δ = 16 − 52 = −36; x = (4 ± 6i)/2 = 2 ± 3i.',
    () => {
      const z: Complex = [2, 3];
      const square = cMul(z, z);
      return sameComplex([square[0] - 4 * z[0] + 13, square[1] - 4 * z[1]], [0, 0]);
    },
  ),
  options(
    4130,
    'ecuaciones.cuadraticas',
    'equations',
    'Los valores de k para los que x² + kx + 9 = 0 tiene una raíz doble son:',
    ['k = 3 y k = −3', 'k = 6 y k = −6', 'k = 9', 'k = 36'],
    1,
    'Raíz doble cuando Δ = k² − 36 = 0: k = ±6.',
    () => [6, -6].every((k) => same(k * k - 36, 0)),
  ),
  options(
    4131,
    'ecuaciones.cuadraticas',
    'equations',
    'La ecuación x² − 6x + k = 0 no tiene raíces reales si y solo si:',
    ['k < 9', 'k > 9', 'k = 9', 'k > −9'],
    1,
    'Sin raíces reales cuando Δ = 36 − 4k < 0, es decir k > 9.',
    () => onlyKeySet((k) => 36 - 4 * k < 0, [(k) => k < 9, (k) => k > 9, (k) => k === 9, (k) => k > -9], 1),
  ),
  {
    ...base(
      4132,
      'ecuaciones.cuadraticas',
      'equations',
      'Un terreno rectangular tiene 34 m de perímetro y 60 m² de superficie.',
      'Si a y b son los lados, a + b = 17 y a·b = 60: a(17 − a) = 60, a² − 17a + 60 = 0, a = 5 o a = 12.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', '¿Cuánto mide el lado menor?', 5, 'm', '5 m'),
      numericPart('b', '¿Cuánto mide el lado mayor?', 12, 'm', '12 m'),
    ],
    check: () => [[5], [12]],
  },
  open(
    4133,
    'ecuaciones.valor-absoluto',
    'equations',
    'Hallá las soluciones de |2x − 3| = 7.',
    'x = 5; x = −2',
    '2x − 3 = 7 da x = 5; 2x − 3 = −7 da x = −2.',
    () => [5, -2].filter((x) => same(Math.abs(2 * x - 3), 7)),
  ),
  options(
    4134,
    'ecuaciones.valor-absoluto',
    'equations',
    'El conjunto solución de |x + 4| + 6 = 4 es:',
    ['S = {−2; −6}', 'S = {−2}', 'S = {2; −10}', 'S = ∅'],
    3,
    '|x + 4| = −2, y un valor absoluto nunca es negativo: no hay solución.',
    () => SAMPLES.every((x) => Math.abs(x + 4) + 6 !== 4),
  ),
  options(
    4135,
    'ecuaciones.valor-absoluto',
    'equations',
    'El conjunto solución de la inecuación |3x − 3| ≤ 6 es:',
    ['[−1; 3]', '(−1; 3)', '(−∞; −1] ∪ [3; +∞)', '[−3; 1]'],
    0,
    '−6 ≤ 3x − 3 ≤ 6; −3 ≤ 3x ≤ 9; −1 ≤ x ≤ 3.',
    () =>
      onlyKeySet(
        (x) => Math.abs(3 * x - 3) <= 6,
        [
          (x) => x >= -1 && x <= 3,
          (x) => x > -1 && x < 3,
          (x) => x <= -1 || x >= 3,
          (x) => x >= -3 && x <= 1,
        ],
        0,
      ),
  ),
  open(
    4136,
    'ecuaciones.valor-absoluto',
    'equations',
    'Resolvé la inecuación |x − 1| > 4 y expresá la solución como unión de intervalos.',
    '(−∞; −3) ∪ (5; +∞)',
    'x − 1 > 4 da x > 5; x − 1 < −4 da x < −3.',
    () => [-3, 5],
  ),
  options(
    4137,
    'ecuaciones.inecuaciones-lineales',
    'equations',
    'El conjunto solución de −3x + 5 ≥ 2x − 10 es:',
    ['[3; +∞)', '(−∞; 3]', '(−∞; −3]', '(−∞; 3)'],
    1,
    '−5x ≥ −15; al dividir por −5 se invierte la desigualdad: x ≤ 3.',
    () =>
      onlyKeySet(
        (x) => -3 * x + 5 >= 2 * x - 10,
        [(x) => x >= 3, (x) => x <= 3, (x) => x <= -3, (x) => x < 3],
        1,
      ),
  ),
  options(
    4138,
    'ecuaciones.inecuaciones-lineales',
    'equations',
    'Los valores de x que cumplen −2 < 2x + 4 ≤ 10 forman el intervalo:',
    ['[−3; 3)', '(−3; 3]', '(−1; 7]', '(−3; 7]'],
    1,
    'Restando 4: −6 < 2x ≤ 6; dividiendo por 2: −3 < x ≤ 3.',
    () =>
      onlyKeySet(
        (x) => -2 < 2 * x + 4 && 2 * x + 4 <= 10,
        [(x) => x >= -3 && x < 3, (x) => x > -3 && x <= 3, (x) => x > -1 && x <= 7, (x) => x > -3 && x <= 7],
        1,
      ),
  ),

  // Lines and distance.
  options(
    4139,
    'funciones.lineal',
    'equations',
    'La ecuación de la recta que pasa por los puntos A(−1; 5) y B(3; −3) es:',
    ['y = 2x + 7', 'y = −2x + 3', 'y = −2x + 7', 'y = −x/2 + 9/2'],
    1,
    'm = (−3 − 5)/(3 − (−1)) = −2; y − 5 = −2(x + 1), y = −2x + 3.',
    () =>
      onlyKeyEquals(
        (x) => 5 + ((-3 - 5) / (3 + 1)) * (x + 1),
        [(x) => 2 * x + 7, (x) => -2 * x + 3, (x) => -2 * x + 7, (x) => -x / 2 + 9 / 2],
        1,
      ),
  ),
  open(
    4140,
    'funciones.lineal',
    'equations',
    'Escribí la ecuación explícita de la recta de pendiente 3/2 que pasa por el punto P(2; −1).',
    'y = 3/2 x − 4',
    'y − (−1) = 3/2 (x − 2); y = 3/2 x − 3 − 1 = 3/2 x − 4.',
    () => [3 / 2, -1 - (3 / 2) * 2],
  ),
  options(
    4141,
    'funciones.lineal',
    'equations',
    'La recta paralela a 2x − y + 3 = 0 que pasa por el punto (1; 4) es:',
    ['y = 2x + 2', 'y = −x/2 + 9/2', 'y = 2x + 3', 'y = −2x + 6'],
    0,
    'La dada es y = 2x + 3, de pendiente 2; y − 4 = 2(x − 1), y = 2x + 2.',
    () =>
      onlyKeyEquals(
        (x) => 4 + 2 * (x - 1),
        [(x) => 2 * x + 2, (x) => -x / 2 + 9 / 2, (x) => 2 * x + 3, (x) => -2 * x + 6],
        0,
      ),
  ),
  options(
    4142,
    'funciones.lineal',
    'equations',
    'La recta perpendicular a y = −3x + 1 que pasa por el punto (3; 2) es:',
    ['y = −3x + 11', 'y = 3x − 7', 'y = x/3 + 1', 'y = −x/3 + 3'],
    2,
    'Pendiente perpendicular: −1/(−3) = 1/3; y − 2 = (x − 3)/3, y = x/3 + 1.',
    () =>
      onlyKeyEquals(
        (x) => 2 + (x - 3) / 3,
        [(x) => -3 * x + 11, (x) => 3 * x - 7, (x) => x / 3 + 1, (x) => -x / 3 + 3],
        2,
      ),
  ),
  numeric(
    4143,
    'geometria.analitica',
    'equations',
    'Calculá la distancia entre los puntos A(−2; 3) y B(4; −5).',
    { value: () => Math.hypot(4 - -2, -5 - 3), text: 'd = 10' },
    'd = √((4 + 2)² + (−5 − 3)²) = √(36 + 64) = 10.',
  ),
  numeric(
    4144,
    'funciones.lineal',
    'equations',
    'Hallá el valor de k para que las rectas kx + 2y = 5 y 4x − y = 1 sean perpendiculares.',
    { value: () => 1 / 2, text: 'k = 1/2' },
    'Pendientes −k/2 y 4; perpendiculares si (−k/2)·4 = −1, es decir k = 1/2.',
  ),
  numeric(
    4145,
    'funciones.lineal',
    'equations',
    '¿Para qué valor de k la recta y = (k − 1)x + 2 es paralela a la recta y = 3x − 5?',
    { value: () => 4, text: 'k = 4' },
    'Paralelas: pendientes iguales, k − 1 = 3, k = 4.',
  ),

  // Systems.
  {
    ...base(
      4146,
      'ecuaciones.sistemas',
      'equations',
      'Resolvé el sistema { 3x + 2y = 7 ; x − y = 4 }.',
      'De la segunda, x = 4 + y; 3(4 + y) + 2y = 7, 5y = −5, y = −1 y x = 3.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', 'Hallá x.', cramer(3, 2, 7, 1, -1, 4)[0], '', 'x = 3'),
      numericPart('b', 'Hallá y.', cramer(3, 2, 7, 1, -1, 4)[1], '', 'y = −1'),
    ],
    check: () => [[cramer(3, 2, 7, 1, -1, 4)[0]], [cramer(3, 2, 7, 1, -1, 4)[1]]],
  },
  options(
    4147,
    'ecuaciones.sistemas',
    'equations',
    'El sistema { 2x − 4y = 6 ; −x + 2y = −3 } es:',
    [
      'compatible determinado, con solución (3; 0)',
      'compatible indeterminado',
      'incompatible',
      'compatible determinado, con solución (1; −1)',
    ],
    1,
    'La primera es −2 veces la segunda: las dos ecuaciones son la misma recta, infinitas soluciones.',
    () => same(2 * 2 - -1 * -4, 0) && same(6 / -3, 2 / -1),
  ),
  options(
    4148,
    'ecuaciones.sistemas',
    'equations',
    'El sistema { x + 2y = 3 ; 2x + 4y = 5 }:',
    ['tiene solución única', 'tiene infinitas soluciones', 'no tiene solución', 'tiene solución (1; 1)'],
    2,
    'Los coeficientes son proporcionales (1/2 = 2/4) y los términos independientes no (3/5): rectas paralelas, sistema incompatible.',
    () => same(1 * 4 - 2 * 2, 0) && !same(3 / 5, 1 / 2),
  ),
  {
    ...base(
      4149,
      'ecuaciones.sistemas',
      'equations',
      'En un estacionamiento hay 40 vehículos entre autos y motos, y en total se cuentan 130 ruedas.',
      'a + m = 40 y 4a + 2m = 130: restando el doble de la primera, 2a = 50, a = 25 y m = 15.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', '¿Cuántos autos hay?', 25, '', '25 autos'),
      numericPart('b', '¿Cuántas motos hay?', 15, '', '15 motos'),
    ],
    check: () => [[cramer(1, 1, 40, 4, 2, 130)[0]], [cramer(1, 1, 40, 4, 2, 130)[1]]],
  },
  open(
    4150,
    'ecuaciones.lineales',
    'equations',
    'La suma de tres números enteros consecutivos es 126. ¿Cuáles son esos números?',
    '41, 42 y 43',
    'n + (n + 1) + (n + 2) = 126; 3n + 3 = 126; n = 41.',
    () => [41, 42, 43],
  ),

  // Complex numbers.
  options(
    4151,
    'algebra-basica.numeros-complejos',
    'complex',
    'El producto (3 − 2i)·(1 + 4i) es igual a:',
    ['3 − 8i', '11 + 10i', '−5 + 10i', '11 + 14i'],
    1,
    '3 + 12i − 2i − 8i² = 3 + 10i + 8 = 11 + 10i.',
    () =>
      onlyKeyIsComplex(
        cMul([3, -2], [1, 4]),
        [
          [3, -8],
          [11, 10],
          [-5, 10],
          [11, 14],
        ],
        1,
      ),
  ),
  options(
    4152,
    'algebra-basica.numeros-complejos',
    'complex',
    'El cociente (2 + i)/(1 − i) expresado en forma binómica es:',
    ['1/2 + 3/2 i', '3/2 + 1/2 i', '1 + 3i', '1/2 − 3/2 i'],
    0,
    'Multiplicando por el conjugado 1 + i: (2 + 2i + i + i²)/2 = (1 + 3i)/2.',
    () =>
      onlyKeyIsComplex(
        cDiv([2, 1], [1, -1]),
        [
          [0.5, 1.5],
          [1.5, 0.5],
          [1, 3],
          [0.5, -1.5],
        ],
        0,
      ),
  ),
  options(
    4153,
    'algebra-basica.numeros-complejos',
    'complex',
    'Siendo i la unidad imaginaria, el valor de i⁴⁷ es:',
    ['1', 'i', '−1', '−i'],
    3,
    '47 = 4·11 + 3, así que i⁴⁷ = i³ = −i.',
    () =>
      onlyKeyIsComplex(
        cPow(i, 47),
        [
          [1, 0],
          [0, 1],
          [-1, 0],
          [0, -1],
        ],
        3,
      ),
  ),
  options(
    4154,
    'algebra-basica.numeros-complejos',
    'complex',
    'El resultado de i²⁵ + i¹⁴ − i⁷ es:',
    ['−1 + 2i', '1 + 2i', '−1', '−1 − 2i'],
    0,
    'i²⁵ = i, i¹⁴ = i² = −1, i⁷ = i³ = −i: i − 1 + i = −1 + 2i.',
    () => {
      const [a, b, c] = [cPow(i, 25), cPow(i, 14), cPow(i, 7)];
      return onlyKeyIsComplex(
        [a[0] + b[0] - c[0], a[1] + b[1] - c[1]],
        [
          [-1, 2],
          [1, 2],
          [-1, 0],
          [-1, -2],
        ],
        0,
      );
    },
  ),
  numeric(
    4155,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calculá el módulo del número complejo z = (1 + 2i)².',
    { value: () => cAbs(cPow([1, 2], 2)), text: '|z| = 5' },
    'z = 1 + 4i + 4i² = −3 + 4i; |z| = √(9 + 16) = 5.',
  ),
  {
    ...base(
      4156,
      'algebra-basica.numeros-complejos',
      'complex',
      'Sea z = 4 − 3i y z̄ su conjugado.',
      'z̄ = 4 + 3i. z + z̄ = 8 y z·z̄ = 16 + 9 = 25.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', 'Calculá z + z̄.', 8, '', 'z + z̄ = 8'),
      numericPart('b', 'Calculá z·z̄.', 25, '', 'z·z̄ = 25'),
    ],
    check: () => [[4 + cConj([4, -3])[0]], [cMul([4, -3], cConj([4, -3]))[0]]],
  },
  options(
    4157,
    'algebra-basica.numeros-complejos',
    'complex',
    'El número complejo z que verifica (1 + i)·z = 3 − i es:',
    ['z = 2 − 2i', 'z = 1 + 2i', 'z = 1 − 2i', 'z = 2 + i'],
    2,
    'z = (3 − i)/(1 + i) = (3 − i)(1 − i)/2 = (3 − 3i − i + i²)/2 = (2 − 4i)/2 = 1 − 2i.',
    () =>
      onlyKeyIsComplex(
        cDiv([3, -1], [1, 1]),
        [
          [2, -2],
          [1, 2],
          [1, -2],
          [2, 1],
        ],
        2,
      ),
  ),
  options(
    4158,
    'algebra-basica.numeros-complejos',
    'complex',
    'El número complejo z que cumple z + 2z̄ = 6 − 2i es:',
    ['z = 2 − 2i', 'z = 2 + 2i', 'z = 6 − 2i', 'z = 3 + i'],
    1,
    'Con z = a + bi: a + bi + 2a − 2bi = 3a − bi = 6 − 2i, así que a = 2 y b = 2.',
    () => {
      const z: Complex = [2, 2];
      const lhs: Complex = [z[0] + 2 * cConj(z)[0], z[1] + 2 * cConj(z)[1]];
      return (
        sameComplex(lhs, [6, -2]) &&
        onlyKeyIsComplex(
          z,
          [
            [2, -2],
            [2, 2],
            [6, -2],
            [3, 1],
          ],
          1,
        )
      );
    },
  ),
  options(
    4159,
    'algebra-basica.numeros-complejos',
    'complex',
    'El resultado de (2 − i)² − 3(1 + i) es:',
    ['−7i', '6 − 7i', '−7', '3 − 7i'],
    0,
    '(2 − i)² = 4 − 4i + i² = 3 − 4i; 3 − 4i − 3 − 3i = −7i.',
    () => {
      const sq = cPow([2, -1], 2);
      return onlyKeyIsComplex(
        [sq[0] - 3, sq[1] - 3],
        [
          [0, -7],
          [6, -7],
          [-7, 0],
          [3, -7],
        ],
        0,
      );
    },
  ),
  options(
    4160,
    'algebra-basica.numeros-complejos',
    'complex',
    'El cociente (3 + i)/(2 − i) es igual a:',
    ['1 − i', '7/5 + i', '5 + 5i', '1/5 + i'],
    4,
    'Por el conjugado 2 + i: (6 + 3i + 2i + i²)/5 = (5 + 5i)/5 = 1 + i, que no está entre las opciones.',
    () =>
      onlyKeyIsComplex(
        cDiv([3, 1], [2, -1]),
        [
          [1, -1],
          [7 / 5, 1],
          [5, 5],
          [1 / 5, 1],
        ],
        4,
      ),
  ),
  numeric(
    4161,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallá el número real x para que el producto (x + 2i)·(1 − i) sea un número real.',
    { value: () => 2, text: 'x = 2' },
    '(x + 2i)(1 − i) = x − xi + 2i + 2 = (x + 2) + (2 − x)i; es real si 2 − x = 0, x = 2.',
  ),
  {
    ...base(
      4162,
      'algebra-basica.numeros-complejos',
      'complex',
      'Dados z₁ = 2 + 3i y z₂ = 1 − 2i, calculá:',
      'z₁ + z₂ = 3 + i; z₁·z₂ = 2 − 4i + 3i − 6i² = 8 − i.',
    ),
    format: 'multi-part',
    parts: [
      { label: 'a', prompt: 'z₁ + z₂;', answer: { kind: 'expression', text: '3 + i' } },
      { label: 'b', prompt: 'z₁·z₂.', answer: { kind: 'expression', text: '8 − i' } },
    ],
    check: () => [[3, 1], [...cMul([2, 3], [1, -2])]],
  },

  // A second round, written after the first measurement with other phrasings, to measure the readings
  // on statements they were not tuned on.
  numeric(
    4163,
    'algebra-basica.polinomios',
    'polynomials',
    'Calculá el resto de la división de P(x) = 3x⁴ − 2x² + x − 5 por (x − 1).',
    { value: () => poly([3, 0, -2, 1, -5], 1), text: 'R = P(1) = −3' },
    'Teorema del resto: R = P(1) = 3 − 2 + 1 − 5 = −3.',
  ),
  numeric(
    4164,
    'algebra-basica.polinomios',
    'polynomials',
    '¿Cuál es el valor de a para que x = −2 sea raíz de P(x) = x³ + ax² − 4?',
    { value: () => 3, text: 'a = 3' },
    'P(−2) = −8 + 4a − 4 = 0, de donde a = 3.',
  ),
  {
    ...base(
      4165,
      'ecuaciones.sistemas',
      'equations',
      'Resolvé el sistema de ecuaciones x/2 + y/3 = 4 ; x − y = 3.',
      'Con x = y + 3: (y + 3)/2 + y/3 = 4, 3y + 9 + 2y = 24, y = 3 y x = 6.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', '¿Cuánto vale x?', 6, '', 'x = 6'),
      numericPart('b', '¿Cuánto vale y?', 3, '', 'y = 3'),
    ],
    check: () => [[cramer(1 / 2, 1 / 3, 4, 1, -1, 3)[0]], [cramer(1 / 2, 1 / 3, 4, 1, -1, 3)[1]]],
  },
  {
    ...base(
      4166,
      'funciones.lineal',
      'equations',
      'Dada la recta de ecuación 3x + 2y − 6 = 0:',
      'Despejando y: y = −3/2 x + 3.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', 'hallá su pendiente;', -3 / 2, '', 'm = −3/2'),
      numericPart('b', 'hallá su ordenada al origen.', 3, '', 'b = 3'),
    ],
    check: () => [[-3 / 2], [3]],
  },
  options(
    4167,
    'funciones.lineal',
    'equations',
    'La recta que pasa por P = (2; 1) y Q = (4; 7) tiene ecuación:',
    ['y = 3x − 5', 'y = 3x + 1', 'y = x/3 + 1/3', 'y = −3x + 7'],
    0,
    'm = (7 − 1)/(4 − 2) = 3; y − 1 = 3(x − 2), y = 3x − 5.',
    () =>
      onlyKeyEquals(
        (x) => 1 + 3 * (x - 2),
        [(x) => 3 * x - 5, (x) => 3 * x + 1, (x) => x / 3 + 1 / 3, (x) => -3 * x + 7],
        0,
      ),
  ),
  options(
    4168,
    'algebra-basica.numeros-complejos',
    'complex',
    'El conjugado del número complejo z = (2 + i)(1 − 3i) es:',
    ['5 − 5i', '5 + 5i', '−1 + 5i', '−1 − 5i'],
    1,
    'z = 2 − 6i + i − 3i² = 5 − 5i, y su conjugado es 5 + 5i.',
    () =>
      onlyKeyIsComplex(
        cConj(cMul([2, 1], [1, -3])),
        [
          [5, -5],
          [5, 5],
          [-1, 5],
          [-1, -5],
        ],
        1,
      ),
  ),
  open(
    4169,
    'algebra-basica.numeros-complejos',
    'complex',
    'Hallá el número complejo z tal que (2 − i)·z = 5.',
    'z = 2 + i',
    'z = 5/(2 − i) = 5(2 + i)/(4 + 1) = 2 + i.',
    () => [...cDiv([5, 0], [2, -1])],
  ),
  numeric(
    4170,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calculá (1 − i)⁴ y expresalo en forma binómica.',
    { value: () => cPow([1, -1], 4)[0], text: '(1 − i)⁴ = −4' },
    '(1 − i)² = 1 − 2i + i² = −2i; (−2i)² = 4i² = −4.',
  ),
  open(
    4171,
    'ecuaciones.cuadraticas',
    'equations',
    'Resolvé la ecuación x²/2 − x = 4.',
    'x = 4; x = −2',
    'Por 2: x² − 2x − 8 = 0; Δ = 36; x = (2 ± 6)/2: 4 y −2.',
    () => [4, -2].filter((x) => same((x * x) / 2 - x, 4)),
  ),
  numeric(
    4172,
    'ecuaciones.valor-absoluto',
    'equations',
    'Resolvé |x − 3| = 2x.',
    { value: () => 1, text: 'x = 1 (x = −3 se descarta)' },
    'Como |x − 3| ≥ 0, x ≥ 0. x − 3 = 2x da x = −3 (se descarta); x − 3 = −2x da x = 1, y |1 − 3| = 2 = 2·1 ✓.',
  ),
  options(
    4173,
    'ecuaciones.inecuaciones-racionales',
    'equations',
    'El conjunto solución de (x − 1)/(x + 2) ≤ 0 es:',
    ['[−2; 1]', '(−2; 1]', '(−∞; −2) ∪ [1; +∞)', '(−2; 1)'],
    1,
    'El cociente es negativo entre las raíces −2 y 1 y vale 0 en x = 1; x = −2 anula el denominador y se excluye.',
    () =>
      onlyKeySet(
        (x) => x !== -2 && (x - 1) / (x + 2) <= 0,
        [(x) => x >= -2 && x <= 1, (x) => x > -2 && x <= 1, (x) => x < -2 || x >= 1, (x) => x > -2 && x < 1],
        1,
      ),
  ),
  numeric(
    4174,
    'ecuaciones.inecuaciones-lineales',
    'equations',
    'Un taxi cobra $ 500 de bajada de bandera y $ 120 por cada kilómetro recorrido. ¿Cuántos kilómetros se pueden recorrer, como máximo, con $ 2900?',
    { value: () => (2900 - 500) / 120, unit: 'km', text: '20 km' },
    '500 + 120k ≤ 2900; 120k ≤ 2400; k ≤ 20.',
  ),
  numeric(
    4175,
    'ecuaciones.racionales',
    'polynomials',
    'Hallá x sabiendo que (x + 2)/(x − 1) = 4.',
    { value: () => 2, text: 'x = 2' },
    'x ≠ 1. x + 2 = 4(x − 1) = 4x − 4; 3x = 6; x = 2.',
  ),
  options(
    4176,
    'algebra-basica.factoreo',
    'polynomials',
    'La factorización completa de x⁴ − 5x² + 4 es:',
    ['(x² − 1)(x² − 4)', '(x − 1)(x + 1)(x − 2)(x + 2)', '(x − 1)²(x − 2)²', '(x² + 1)(x² + 4)'],
    1,
    'Con u = x²: u² − 5u + 4 = (u − 1)(u − 4); cada factor es diferencia de cuadrados.',
    () =>
      onlyKeyEquals(
        (x) => x ** 4 - 5 * x * x + 4,
        [
          (x) => (x * x - 1) * (x * x - 4) + 1,
          (x) => (x - 1) * (x + 1) * (x - 2) * (x + 2),
          (x) => (x - 1) ** 2 * (x - 2) ** 2,
          (x) => (x * x + 1) * (x * x + 4),
        ],
        1,
      ),
  ),
  open(
    4177,
    'geometria.analitica',
    'equations',
    'Hallá las coordenadas del punto medio del segmento de extremos A(−3; 5) y B(7; −1).',
    '(2; 2)',
    'M = ((−3 + 7)/2; (5 − 1)/2) = (2; 2).',
    () => [(-3 + 7) / 2, (5 - 1) / 2],
  ),
  numeric(
    4178,
    'ecuaciones.sistemas',
    'equations',
    '¿Para qué valor de k el sistema { 2x + ky = 1 ; 4x + 6y = 3 } es incompatible?',
    { value: () => 3, text: 'k = 3' },
    'Incompatible cuando el determinante 2·6 − 4k = 0, k = 3, y los términos independientes no guardan la proporción: 1/3 ≠ 2/4.',
  ),
  options(
    4179,
    'algebra-basica.expresiones-racionales',
    'polynomials',
    'Al simplificar (x² − 5x + 6)/(x² − 9) se obtiene:',
    ['(x − 2)/(x + 3)', '(x + 2)/(x − 3)', '(x − 2)/(x − 3)', '−5x/9'],
    0,
    'x² − 5x + 6 = (x − 2)(x − 3) y x² − 9 = (x − 3)(x + 3); se simplifica x − 3 (x ≠ 3, x ≠ −3).',
    () =>
      onlyKeyEquals(
        (x) => (x * x - 5 * x + 6) / (x * x - 9),
        [(x) => (x - 2) / (x + 3), (x) => (x + 2) / (x - 3), (x) => (x - 2) / (x - 3), (x) => (-5 * x) / 9],
        0,
      ),
  ),
  options(
    4180,
    'algebra-basica.numeros-complejos',
    'complex',
    'La suma i + i² + i³ + i⁴ + i⁵ es igual a:',
    ['0', '1', 'i', '−i'],
    2,
    'i − 1 − i + 1 + i = i: cada cuatro potencias consecutivas suman 0.',
    () => {
      const sum = [1, 2, 3, 4, 5]
        .map((n) => cPow(i, n))
        .reduce<Complex>((acc, z) => [acc[0] + z[0], acc[1] + z[1]], [0, 0]);
      return onlyKeyIsComplex(
        sum,
        [
          [0, 0],
          [1, 0],
          [0, 1],
          [0, -1],
        ],
        2,
      );
    },
  ),

  // A third round, written after the second was solved: parameters, Vieta, other word problems, ℂ.
  open(
    4181,
    'geometria.analitica',
    'equations',
    'Hallá los valores de k para que la distancia entre A(1; k) y B(4; 5) sea 5.',
    'k = 1; k = 9',
    '(4 − 1)² + (5 − k)² = 25, así que (5 − k)² = 16 y 5 − k = ±4: k = 1 o k = 9.',
    () => [1, 9].filter((k) => same(Math.hypot(4 - 1, 5 - k), 5)),
  ),
  {
    ...base(
      4182,
      'ecuaciones.cuadraticas',
      'equations',
      'Sin resolver la ecuación 2x² − 6x + 1 = 0:',
      'Por Vieta, x₁ + x₂ = −b/a = 6/2 = 3 y x₁·x₂ = c/a = 1/2.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', 'calculá la suma de sus raíces;', 3, '', 'x₁ + x₂ = 3'),
      numericPart('b', 'calculá el producto de sus raíces.', 0.5, '', 'x₁·x₂ = 1/2'),
    ],
    check: () => [[6 / 2], [1 / 2]],
  },
  options(
    4183,
    'ecuaciones.valor-absoluto',
    'equations',
    'El conjunto solución de |2x + 1| ≥ 5 es:',
    ['[−3; 2]', '(−∞; −3] ∪ [2; +∞)', '(−∞; −2] ∪ [3; +∞)', '(−3; 2)'],
    1,
    '2x + 1 ≥ 5 da x ≥ 2; 2x + 1 ≤ −5 da x ≤ −3.',
    () =>
      onlyKeySet(
        (x) => Math.abs(2 * x + 1) >= 5,
        [
          (x) => x >= -3 && x <= 2,
          (x) => x <= -3 || x >= 2,
          (x) => x <= -2 || x >= 3,
          (x) => x > -3 && x < 2,
        ],
        1,
      ),
  ),
  numeric(
    4184,
    'ecuaciones.racionales',
    'polynomials',
    'Resolvé la ecuación 2/(x + 1) + 1 = (3 − x)/(x + 1).',
    { value: () => 0, text: 'x = 0' },
    'x ≠ −1. Por x + 1: 2 + x + 1 = 3 − x; 2x = 0; x = 0.',
  ),
  numeric(
    4185,
    'ecuaciones.sistemas',
    'equations',
    'En un cine la entrada general cuesta $ 3000 y la de jubilado $ 1800. Un día se vendieron 150 entradas y se recaudaron $ 390 000. ¿Cuántas entradas generales se vendieron?',
    { value: () => cramer(1, 1, 150, 3000, 1800, 390000)[0], text: '100 entradas generales' },
    'g + j = 150 y 3000g + 1800j = 390 000: 1200g = 120 000, g = 100.',
  ),
  numeric(
    4186,
    'ecuaciones.lineales',
    'equations',
    'La edad de Ana es el triple de la de su hija, y dentro de 12 años será el doble. ¿Qué edad tiene hoy Ana?',
    { value: () => 36, unit: 'años', text: '36 años' },
    '3h + 12 = 2(h + 12) da h = 12: la hija tiene 12 y Ana 36.',
  ),
  {
    ...base(
      4187,
      'ecuaciones.sistemas',
      'equations',
      'El sistema { x + 2y = 3 ; 2x + ay = b } tiene infinitas soluciones.',
      'La segunda ecuación tiene que ser el doble de la primera: a = 4 y b = 6.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', '¿Cuánto vale a?', 4, '', 'a = 4'),
      numericPart('b', '¿Cuánto vale b?', 6, '', 'b = 6'),
    ],
    check: () => [[2 * 2], [2 * 3]],
  },
  open(
    4188,
    'funciones.lineal',
    'equations',
    'Hallá la ecuación de la recta perpendicular a 2x − 3y + 1 = 0 que pasa por el punto (2; −1).',
    'y = −3/2 x + 2',
    'La dada es y = 2/3 x + 1/3; la perpendicular tiene pendiente −3/2: y + 1 = −3/2 (x − 2), y = −3/2 x + 2.',
    () => [-3 / 2, -1 + (3 / 2) * 2],
  ),
  options(
    4189,
    'algebra-basica.numeros-complejos',
    'complex',
    'El cociente (4 + 2i)/(1 + i) es:',
    ['3 − i', '3 + i', '1 − 3i', '6 − 2i'],
    0,
    'Por el conjugado 1 − i: (4 − 4i + 2i − 2i²)/2 = (6 − 2i)/2 = 3 − i.',
    () =>
      onlyKeyIsComplex(
        cDiv([4, 2], [1, 1]),
        [
          [3, -1],
          [3, 1],
          [1, -3],
          [6, -2],
        ],
        0,
      ),
  ),
  numeric(
    4190,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calculá el módulo de z = (3 + 4i)/(1 − i).',
    { value: () => cAbs(cDiv([3, 4], [1, -1])), text: '|z| = 5√2/2 ≈ 3,54', absolute: 0.01 },
    '|z| = |3 + 4i|/|1 − i| = 5/√2 = 5√2/2.',
  ),
  options(
    4191,
    'algebra-basica.numeros-complejos',
    'complex',
    'El número complejo z que verifica 2z + z̄ = 3 + 4i es:',
    ['z = 1 + 4i', 'z = 1 − 4i', 'z = 3 + 4i', 'z = 1 + 4/3 i'],
    0,
    'Con z = a + bi: 2a + 2bi + a − bi = 3a + bi = 3 + 4i, así que a = 1 y b = 4.',
    () => {
      const z: Complex = [1, 4];
      return (
        sameComplex([2 * z[0] + z[0], 2 * z[1] - z[1]], [3, 4]) &&
        onlyKeyIsComplex(
          z,
          [
            [1, 4],
            [1, -4],
            [3, 4],
            [1, 4 / 3],
          ],
          0,
        )
      );
    },
  ),
  {
    ...base(
      4192,
      'algebra-basica.polinomios',
      'polynomials',
      'Sea P(x) = (2x³ − 1)(3x² + x).',
      'El término de mayor grado es 2x³ · 3x² = 6x⁵: grado 5, coeficiente principal 6.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', '¿Cuál es el grado de P?', 5, '', 'grado 5'),
      numericPart('b', '¿Cuál es su coeficiente principal?', 6, '', '6'),
    ],
    check: () => [[3 + 2], [2 * 3]],
  },
  parts(
    4193,
    'algebra-basica.polinomios',
    'polynomials',
    'Usando la regla de Ruffini, dividí P(x) = 2x³ − 3x² + 4x − 1 por (x − 1/2) e indicá:',
    [
      ['el cociente;', '2x² − 2x + 3'],
      ['el resto.', '1/2'],
    ],
    'Con a = 1/2 sobre 2, −3, 4, −1: 2, −2, 3 y resto 1/2.',
    () => {
      const { quotient, remainder } = ruffini([2, -3, 4, -1], 1 / 2);
      return [quotient, [remainder]];
    },
  ),
  options(
    4194,
    'algebra-basica.factoreo',
    'polynomials',
    'Factorizá x³ + 3x² − 4x − 12. Resulta:',
    ['(x + 3)(x² − 4)', '(x + 3)(x − 2)(x + 2)', '(x − 3)(x − 2)(x + 2)', '(x + 3)(x − 2)²'],
    1,
    'Por grupos: x²(x + 3) − 4(x + 3) = (x + 3)(x² − 4) = (x + 3)(x − 2)(x + 2).',
    () =>
      onlyKeyEquals(
        (x) => x ** 3 + 3 * x * x - 4 * x - 12,
        [
          (x) => (x + 3) * (x * x - 4) + 1,
          (x) => (x + 3) * (x - 2) * (x + 2),
          (x) => (x - 3) * (x - 2) * (x + 2),
          (x) => (x + 3) * (x - 2) ** 2,
        ],
        1,
      ),
  ),
  numeric(
    4195,
    'ecuaciones.lineales',
    'equations',
    'Resolvé 0,5(x − 4) + 1,2 = 0,3x.',
    { value: () => 4, text: 'x = 4' },
    '0,5x − 2 + 1,2 = 0,3x; 0,2x = 0,8; x = 4.',
  ),
  open(
    4196,
    'ecuaciones.inecuaciones-lineales',
    'equations',
    'Hallá el conjunto de valores de x que cumplen −1 ≤ (2x − 3)/5 < 1.',
    '[−1; 4)',
    'Por 5: −5 ≤ 2x − 3 < 5; −2 ≤ 2x < 8; −1 ≤ x < 4.',
    () => [-1, 4],
  ),

  // A fourth round, written to probe for sure wrong results: keys «Ninguna», close options, decoys.
  options(
    4197,
    'algebra-basica.polinomios',
    'polynomials',
    'El producto (x + 4)(x − 4)(x² + 16) es igual a:',
    ['x⁴ + 256', 'x⁴ − 16', '(x² − 16)²', 'x⁴ − 32x² + 256'],
    4,
    '(x + 4)(x − 4) = x² − 16 y (x² − 16)(x² + 16) = x⁴ − 256, que no está entre las opciones.',
    () =>
      onlyKeyEquals(
        (x) => (x + 4) * (x - 4) * (x * x + 16),
        [(x) => x ** 4 + 256, (x) => x ** 4 - 16, (x) => (x * x - 16) ** 2, (x) => x ** 4 - 32 * x * x + 256],
        4,
      ),
  ),
  open(
    4198,
    'algebra-basica.polinomios',
    'polynomials',
    'Hallá el polinomio de segundo grado cuyas raíces son 2 y −3 y cuyo gráfico pasa por el punto (1; 8).',
    'P(x) = −2x² − 2x + 12',
    'P(x) = a(x − 2)(x + 3); P(1) = a·(−1)·4 = 8 da a = −2: P(x) = −2(x² + x − 6).',
    () => [-2, -2, 12],
  ),
  options(
    4199,
    'ecuaciones.cuadraticas',
    'complex',
    'Las raíces de x² + 2x + 5 = 0 son:',
    ['x = −1 ± 2i', 'x = 1 ± 2i', 'x = −1 ± 4i', 'x = −2 ± i'],
    0,
    'Δ = 4 − 20 = −16; x = (−2 ± 4i)/2 = −1 ± 2i.',
    () => {
      const z: Complex = [-1, 2];
      const square = cMul(z, z);
      return sameComplex([square[0] + 2 * z[0] + 5, square[1] + 2 * z[1]], [0, 0]);
    },
  ),
  options(
    4200,
    'ecuaciones.sistemas',
    'equations',
    'El sistema { 3x − y = 2 ; 6x − 2y = 5 } es:',
    ['compatible determinado', 'compatible indeterminado', 'incompatible', 'compatible, con solución (1; 1)'],
    2,
    'La segunda tiene los coeficientes del doble de la primera pero 5 ≠ 2·2: rectas paralelas distintas, sin solución.',
    () => same(3 * -2 - 6 * -1, 0) && !same(5, 2 * 2),
  ),
  options(
    4201,
    'ecuaciones.inecuaciones-lineales',
    'equations',
    'La solución de −2x + 3 > 7 es:',
    ['x > −2', 'x < −2', 'x < 2', 'x > 2'],
    1,
    '−2x > 4; al dividir por −2 se invierte: x < −2.',
    () => onlyKeySet((x) => -2 * x + 3 > 7, [(x) => x > -2, (x) => x < -2, (x) => x < 2, (x) => x > 2], 1),
  ),
  options(
    4202,
    'algebra-basica.factoreo',
    'polynomials',
    'La expresión x² + 10x + 16 es igual a:',
    ['(x + 4)²', '(x + 8)²', '(x + 5)²', '(x + 4)(x + 4)'],
    4,
    'No es un cuadrado perfecto (2·4 ≠ 10): sus raíces son −2 y −8, x² + 10x + 16 = (x + 2)(x + 8).',
    () =>
      onlyKeyEquals(
        (x) => x * x + 10 * x + 16,
        [(x) => (x + 4) ** 2, (x) => (x + 8) ** 2, (x) => (x + 5) ** 2, (x) => (x + 4) * (x + 4)],
        4,
      ),
  ),
  options(
    4203,
    'algebra-basica.numeros-complejos',
    'complex',
    'El módulo del número complejo z = 6 − 8i es:',
    ['10', '14', '2', '√28'],
    0,
    '|z| = √(36 + 64) = √100 = 10.',
    () => onlyKeyIs(cAbs([6, -8]), [10, 14, 2, Math.sqrt(28)], 0),
  ),
  open(
    4204,
    'ecuaciones.inecuaciones-racionales',
    'equations',
    'Resolvé la inecuación (x + 3)/(x − 2) > 0.',
    '(−∞; −3) ∪ (2; +∞)',
    'El cociente es positivo cuando numerador y denominador tienen el mismo signo: x < −3 o x > 2.',
    () => [-3, 2],
  ),
  options(
    4205,
    'ecuaciones.valor-absoluto',
    'equations',
    'El conjunto solución de |3x − 1| + 4 = 2 es:',
    ['S = {1; −1/3}', 'S = {1}', 'S = {−1/3}', 'S = ∅'],
    3,
    '|3x − 1| = −2 es imposible: un valor absoluto nunca es negativo.',
    () => SAMPLES.every((x) => Math.abs(3 * x - 1) + 4 !== 2),
  ),
  numeric(
    4206,
    'ecuaciones.sistemas',
    'equations',
    'La suma de dos números es 45 y su diferencia es 11. ¿Cuál es el mayor?',
    { value: () => (45 + 11) / 2, text: '28' },
    'a + b = 45 y a − b = 11: 2a = 56, a = 28 (y b = 17).',
  ),
  numeric(
    4207,
    'ecuaciones.lineales',
    'equations',
    'La suma de tres números pares consecutivos es 90. ¿Cuál es el menor?',
    { value: () => 28, text: '28' },
    'n + (n + 2) + (n + 4) = 90; 3n + 6 = 90; n = 28.',
  ),
  numeric(
    4208,
    'funciones.lineal',
    'equations',
    'Hallá la ordenada al origen de la recta que pasa por (−2; 3) con pendiente −1/2.',
    { value: () => 3 - (-1 / 2) * -2, text: 'b = 2' },
    'y − 3 = −1/2 (x + 2); y = −x/2 + 2: b = 2.',
  ),
  open(
    4209,
    'algebra-basica.polinomios',
    'polynomials',
    'Al dividir P(x) = x⁴ − 16 por (x + 2), ¿cuál es el cociente?',
    'x³ − 2x² + 4x − 8',
    'Ruffini con −2 sobre 1, 0, 0, 0, −16: 1, −2, 4, −8 y resto 0.',
    () => ruffini([1, 0, 0, 0, -16], -2).quotient,
  ),
  options(
    4210,
    'algebra-basica.polinomios',
    'polynomials',
    'Si el resto de dividir x³ − 2x + k por (x − 2) es 7, k vale:',
    ['3', '−3', '7', '11'],
    0,
    'R = P(2) = 8 − 4 + k = 4 + k = 7, k = 3.',
    () => onlyKeyIs(7 - poly([1, 0, -2, 0], 2), [3, -3, 7, 11], 0),
  ),
  options(
    4211,
    'algebra-basica.numeros-complejos',
    'complex',
    'El resultado de (2 + 3i)² − (2 − 3i)² es:',
    ['24i', '0', '−10', '−24i'],
    0,
    '(2 + 3i)² = −5 + 12i y (2 − 3i)² = −5 − 12i; la diferencia es 24i.',
    () => {
      const [a, b] = [cPow([2, 3], 2), cPow([2, -3], 2)];
      return onlyKeyIsComplex(
        [a[0] - b[0], a[1] - b[1]],
        [
          [0, 24],
          [0, 0],
          [-10, 0],
          [0, -24],
        ],
        0,
      );
    },
  ),
  options(
    4212,
    'ecuaciones.cuadraticas',
    'equations',
    '¿Para qué valores de m la ecuación x² − mx + 16 = 0 tiene una raíz doble?',
    ['m = 8 o m = −8', 'm = 4', 'm = 16', 'm = 4 o m = −4'],
    0,
    'Δ = m² − 64 = 0: m = 8 o m = −8.',
    () => [8, -8].every((m) => same(m * m - 64, 0)),
  ),

  // A fifth round, written blind after the fourth was solved.
  open(
    4213,
    'ecuaciones.cuadraticas',
    'equations',
    'Resolvé x(x + 2) = 3(x + 2).',
    'x = 3; x = −2',
    'x² + 2x = 3x + 6; x² − x − 6 = 0; (x − 3)(x + 2) = 0. (Dividir por x + 2 perdería x = −2.)',
    () => [3, -2].filter((x) => same(x * (x + 2), 3 * (x + 2))),
  ),
  options(
    4214,
    'ecuaciones.racionales',
    'polynomials',
    'La ecuación (x − 2)/(x + 1) = 0 tiene por solución:',
    ['x = 2', 'x = −1', 'x = 2 y x = −1', 'no tiene solución'],
    0,
    'Un cociente es 0 cuando lo es el numerador (y no el denominador): x = 2.',
    () => same((2 - 2) / (2 + 1), 0),
  ),
  numeric(
    4215,
    'funciones.lineal',
    'equations',
    'Hallá el valor de m para que las rectas y = mx + 1 e y = (2 − m)x − 3 sean paralelas.',
    { value: () => 1, text: 'm = 1' },
    'Paralelas: m = 2 − m, m = 1 (las ordenadas 1 y −3 son distintas, no coinciden).',
  ),
  numeric(
    4216,
    'algebra-basica.polinomios',
    'polynomials',
    'El resto de dividir P(x) = 2x³ + x² − 5x + 2 por (2x − 1) es:',
    { value: () => poly([2, 1, -5, 2], 1 / 2), text: 'R = 0' },
    'El divisor se anula en x = 1/2 y R = P(1/2) = 1/4 + 1/4 − 5/2 + 2 = 0.',
  ),
  numeric(
    4217,
    'algebra-basica.numeros-complejos',
    'complex',
    'Calculá (3 − i)(3 + i) − (2i)².',
    { value: () => cMul([3, -1], [3, 1])[0] - cPow([0, 2], 2)[0], text: '14' },
    '(3 − i)(3 + i) = 9 − i² = 10 y (2i)² = −4: 10 − (−4) = 14.',
  ),
  numeric(
    4218,
    'algebra-basica.numeros-complejos',
    'complex',
    'Si z = 1 + i, calculá z⁸.',
    { value: () => cPow([1, 1], 8)[0], text: 'z⁸ = 16' },
    'z² = 2i, z⁴ = (2i)² = −4, z⁸ = 16.',
  ),
  numeric(
    4219,
    'ecuaciones.sistemas',
    'equations',
    'Un comerciante compró camisas a $ 8000 y pantalones a $ 15 000; en total compró 20 prendas y gastó $ 216 000. ¿Cuántos pantalones compró?',
    { value: () => cramer(1, 1, 20, 8000, 15000, 216000)[1], text: '8 pantalones' },
    'c + p = 20 y 8000c + 15 000p = 216 000: 7000p = 56 000, p = 8.',
  ),
  numeric(
    4220,
    'geometria.analitica',
    'equations',
    'Hallá la distancia del punto P(1; 2) al origen de coordenadas.',
    { value: () => Math.hypot(1, 2), text: 'd = √5 ≈ 2,24', absolute: 0.01 },
    'd = √(1² + 2²) = √5.',
  ),
  options(
    4221,
    'ecuaciones.sistemas',
    'equations',
    'El sistema { x − y = 1 ; 2x + y = 5 } tiene solución:',
    ['(2; 1)', '(1; 2)', '(3; 2)', '(2; −1)'],
    0,
    'Sumando: 3x = 6, x = 2 e y = 1.',
    () => {
      const [x, y] = cramer(1, -1, 1, 2, 1, 5);
      return same(x, 2) && same(y, 1);
    },
  ),
  open(
    4222,
    'ecuaciones.valor-absoluto',
    'equations',
    'Indicá el conjunto solución de 3 − |x| > 1.',
    '(−2; 2)',
    '|x| < 2, o sea −2 < x < 2.',
    () => [-2, 2],
  ),
  open(
    4223,
    'algebra-basica.expresiones-racionales',
    'polynomials',
    'Simplificá (x³ − x)/(x² + x).',
    'x − 1',
    'x³ − x = x(x − 1)(x + 1) y x² + x = x(x + 1): queda x − 1, con x ≠ 0 y x ≠ −1.',
    () => [1, -1],
  ),
  open(
    4224,
    'algebra-basica.polinomios',
    'polynomials',
    'Hallá el polinomio mónico de grado 2 cuyas raíces son 1/2 y −3.',
    'P(x) = x² + 5/2 x − 3/2',
    '(x − 1/2)(x + 3) = x² + 3x − x/2 − 3/2 = x² + 5/2 x − 3/2.',
    () => [1, 5 / 2, -3 / 2],
  ),
];
