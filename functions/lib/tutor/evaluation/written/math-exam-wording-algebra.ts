/**
 * Complex numbers, the quadratic function and polynomials worded the way UTN entrance exams word them
 * (#32): «Sean z₁ = … y z₂ = …, calcular …», «expresar en forma binómica», «resolver en ℂ», «Sea p(x)
 * un polinomio de grado 3 del cual se sabe que…», «Factorizar el polinomio de grado mínimo…», «¿para qué
 * valores de k…?», «Se pide:», a ball's height and a fenced area. The guide's wording of the same kinds
 * already scores well; these measure the exams' wording. The statements, numbers and objects are our
 * own, in the exams' formats (five options with «Ninguna de las anteriores», parts, a number or a set to
 * write). Every key was worked by hand and is recomputed by `check` or `verify`.
 *
 * Sources, read 2026-11-30 (for how the exams word things; no statement or number copied):
 * - Real first-term, final and make-up papers of another UTN regional (2022–2025), compiled by student
 *   groups: https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 */
import { type Complex, cAbs, cConj, cDiv, cMul, cPow, poly } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { numericPart, writtenMathSet } from './builders.ts';

/** The compiled exam papers every problem's wording is modelled on (the address above). */
const SOURCES = {
  exams: ['utn-parciales-2022-2025-compilados'],
} as const;

const { base, numeric, options, open } = writtenMathSet(SOURCES);

const COMPLEX = 'algebra-basica.numeros-complejos';
const QUADRATIC = 'funciones.cuadratica';
const POLYNOMIALS = 'algebra-basica.polinomios';
const FACTORING = 'algebra-basica.factoreo';

const SAMPLES = [-2.5, -1.3, -0.5, 0.3, 1.7, 2.6, 3.1];

const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const sameComplex = (z: Complex, w: Complex) => same(z[0], w[0]) && same(z[1], w[1]);
const cSub = (a: Complex, b: Complex): Complex => [a[0] - b[0], a[1] - b[1]];

/** Whether the keyed complex number, and no other shown, is `value` (key 4: none of them is). */
const onlyKeyIsComplex = (value: Complex, shown: readonly Complex[], key: number) =>
  shown.every((z, i) => sameComplex(z, value) === (i === key));

/** Whether the keyed number, and no other shown, is `value` (key 4: none of them is). */
const onlyKeyIs = (value: number, shown: readonly number[], key: number) =>
  shown.every((v, i) => same(v, value) === (i === key));

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

/** The vertex (x; y) of ax² + bx + c. */
function vertex(a: number, b: number, c: number): [number, number] {
  const x = -b / (2 * a);
  return [x, a * x * x + b * x + c];
}

/** The roots of ax² + bx + c with a negative discriminant, as p ± qi (q > 0). */
function complexRoots(a: number, b: number, c: number): [Complex, Complex] {
  const re = -b / (2 * a);
  const im = Math.sqrt(4 * a * c - b * b) / Math.abs(2 * a);
  return [
    [re, im],
    [re, -im],
  ];
}

const i: Complex = [0, 1];

export const mathExamWordingAlgebra: readonly ExamStyleProblem[] = [
  // ── Complex numbers ──
  options(
    4701,
    COMPLEX,
    'exams',
    'Sean z₁ = 2 − 3i y z₂ = −1 + 4i. Calcular z₁·z₂ − z̄₂, donde z̄₂ es el conjugado de z₂.',
    ['11 + 15i', '9 + 7i', '11 + 7i', '−14 + 15i'],
    0,
    'z₁·z₂ = −2 + 8i + 3i − 12i² = 10 + 11i; z̄₂ = −1 − 4i; 10 + 11i − (−1 − 4i) = 11 + 15i.',
    () =>
      onlyKeyIsComplex(
        cSub(cMul([2, -3], [-1, 4]), cConj([-1, 4])),
        [
          [11, 15],
          [9, 7],
          [11, 7],
          [-14, 15],
        ],
        0,
      ),
  ),
  options(
    4702,
    COMPLEX,
    'exams',
    'Sean z₁ = 3 + i y z₂ = 1 − 2i. La parte real de z₁/z₂ es:',
    ['1/5', '7/5', '1', '−1/5'],
    0,
    'z₁/z₂ = (3 + i)(1 + 2i)/(1 + 4) = (3 + 6i + i + 2i²)/5 = (1 + 7i)/5: parte real 1/5.',
    () => onlyKeyIs(cDiv([3, 1], [1, -2])[0], [1 / 5, 7 / 5, 1, -1 / 5], 0),
  ),
  options(
    4703,
    COMPLEX,
    'exams',
    'Expresar en forma binómica el número complejo z = (1 + 2i)/(2 − i) + i¹⁴.',
    ['−1 + i', '1 + i', '−1 − i', 'i'],
    0,
    '(1 + 2i)/(2 − i) = (1 + 2i)(2 + i)/5 = (2 + i + 4i + 2i²)/5 = 5i/5 = i; i¹⁴ = i² = −1. z = −1 + i.',
    () =>
      onlyKeyIsComplex(
        [cDiv([1, 2], [2, -1])[0] + cPow(i, 14)[0], cDiv([1, 2], [2, -1])[1] + cPow(i, 14)[1]],
        [
          [-1, 1],
          [1, 1],
          [-1, -1],
          [0, 1],
        ],
        0,
      ),
  ),
  numeric(
    4704,
    COMPLEX,
    'exams',
    'Calcular el módulo del número complejo z = (3 − i)·(1 + 3i).',
    { value: () => cAbs(cMul([3, -1], [1, 3])), text: '|z| = 10' },
    'z = 3 + 9i − i − 3i² = 6 + 8i; |z| = √(36 + 64) = 10.',
  ),
  options(
    4705,
    COMPLEX,
    'exams',
    'Hallar el número complejo z que verifica 2z − i·z̄ = 1 + 4i.',
    ['z = 2 + 3i', 'z = 3 + 2i', 'z = 2 − 3i', 'z = 1 + 2i'],
    0,
    'Con z = a + bi: 2a + 2bi − i(a − bi) = (2a − b) + (2b − a)i = 1 + 4i. De 2a − b = 1 y 2b − a = 4: a = 2, b = 3.',
    () => {
      const z: Complex = [2, 3];
      const lhs = cSub([2 * z[0], 2 * z[1]], cMul(i, cConj(z)));
      return (
        sameComplex(lhs, [1, 4]) &&
        onlyKeyIsComplex(
          z,
          [
            [2, 3],
            [3, 2],
            [2, -3],
            [1, 2],
          ],
          0,
        )
      );
    },
  ),
  open(
    4706,
    COMPLEX,
    'exams',
    'Resolver en ℂ la ecuación x² − 6x + 13 = 0.',
    'x = 3 + 2i; x = 3 − 2i',
    'Δ = 36 − 52 = −16, √Δ = 4i: x = (6 ± 4i)/2 = 3 ± 2i.',
    () => complexRoots(1, -6, 13).flat(),
  ),
  options(
    4707,
    COMPLEX,
    'exams',
    'Siendo i la unidad imaginaria, el resultado de i¹⁰³ + i⁵⁰ − 2i²⁰ es:',
    ['−3 − i', '−1 − i', '1 − i', '−3 + i'],
    0,
    '103 = 4·25 + 3: i¹⁰³ = −i; i⁵⁰ = i² = −1; i²⁰ = 1. −i − 1 − 2 = −3 − i.',
    () => {
      const [a, b, c] = [cPow(i, 103), cPow(i, 50), cPow(i, 20)];
      return onlyKeyIsComplex(
        [a[0] + b[0] - 2 * c[0], a[1] + b[1] - 2 * c[1]],
        [
          [-3, -1],
          [-1, -1],
          [1, -1],
          [-3, 1],
        ],
        0,
      );
    },
  ),
  numeric(
    4708,
    COMPLEX,
    'exams',
    'Sea z = 4 + 3i. Calcular la parte imaginaria de z² − 2·z̄.',
    { value: () => cSub(cPow([4, 3], 2), [2 * 4, -2 * 3])[1], text: 'Im = 30' },
    'z² = 16 + 24i + 9i² = 7 + 24i; 2z̄ = 8 − 6i; z² − 2z̄ = −1 + 30i: parte imaginaria 30.',
  ),
  options(
    4709,
    COMPLEX,
    'exams',
    '¿Para qué valor real de k el número z = (k + 2i)/(1 + i) es imaginario puro?',
    ['k = −2', 'k = 2', 'k = 0', 'k = 1'],
    0,
    'z = (k + 2i)(1 − i)/2 = [(k + 2) + (2 − k)i]/2. Es imaginario puro si k + 2 = 0, k = −2 (y entonces z = 2i).',
    () => same(cDiv([-2, 2], [1, 1])[0], 0) && onlyKeyIs(-2, [-2, 2, 0, 1], 0),
  ),
  {
    ...base(
      4710,
      COMPLEX,
      'exams',
      'Dados z₁ = 1 + i y z₂ = 2 − 3i, se pide:',
      'a) 1 + i + 4 − 6i = 5 − 5i. b) 2 − 3i + 2i − 3i² = 5 − i. c) (2 − 3i)(1 − i)/2 = (2 − 2i − 3i + 3i²)/2 = (−1 − 5i)/2.',
    ),
    format: 'multi-part',
    parts: [
      { label: 'a', prompt: 'z₁ + 2z₂;', answer: { kind: 'expression', text: '5 − 5i' } },
      { label: 'b', prompt: 'z₁·z₂;', answer: { kind: 'expression', text: '5 − i' } },
      {
        label: 'c',
        prompt: 'z₂/z₁ en forma binómica.',
        answer: { kind: 'expression', text: '−1/2 − 5/2 i' },
      },
    ],
    check: () => [[1 + 4, 1 - 6], [...cMul([1, 1], [2, -3])], [...cDiv([2, -3], [1, 1])]],
  },
  options(
    4711,
    COMPLEX,
    'exams',
    'Si z = 1 − i, entonces z⁴ es igual a:',
    ['−4', '4', '−4i', '4i'],
    0,
    'z² = 1 − 2i + i² = −2i; z⁴ = (−2i)² = 4i² = −4.',
    () =>
      onlyKeyIsComplex(
        cPow([1, -1], 4),
        [
          [-4, 0],
          [4, 0],
          [0, -4],
          [0, 4],
        ],
        0,
      ),
  ),
  options(
    4712,
    COMPLEX,
    'exams',
    'El conjugado del número complejo w = (2 + i)² es:',
    ['3 + 4i', '5 − 4i', '−3 − 4i', '4 − 3i'],
    4,
    'w = 4 + 4i + i² = 3 + 4i, así que w̄ = 3 − 4i, que no está entre las opciones.',
    () =>
      onlyKeyIsComplex(
        cConj(cPow([2, 1], 2)),
        [
          [3, 4],
          [5, -4],
          [-3, -4],
          [4, -3],
        ],
        4,
      ),
  ),
  numeric(
    4713,
    COMPLEX,
    'exams',
    'Hallar el módulo del número complejo z que verifica z·(2 − i) = 5 + 5i.',
    { value: () => cAbs(cDiv([5, 5], [2, -1])), text: '|z| = √10 ≈ 3,16' },
    'z = (5 + 5i)/(2 − i) = (5 + 5i)(2 + i)/5 = (5 + 15i)/5 = 1 + 3i; |z| = √(1 + 9) = √10 ≈ 3,16.',
  ),
  options(
    4714,
    COMPLEX,
    'exams',
    'Las soluciones en ℂ de la ecuación 2x² + 2x + 5 = 0 son:',
    ['x = −1/2 ± 3/2 i', 'x = 1/2 ± 3/2 i', 'x = −1 ± 3i', 'x = −1/2 ± 3i'],
    0,
    'Δ = 4 − 40 = −36, √Δ = 6i: x = (−2 ± 6i)/4 = −1/2 ± 3/2 i.',
    () => sameComplex(complexRoots(2, 2, 5)[0], [-0.5, 1.5]),
  ),
  numeric(
    4715,
    COMPLEX,
    'exams',
    'Sean z₁ = 5 − 2i y z₂ = 3 + 4i. Calcular la parte real de z₁·z̄₂.',
    { value: () => cMul([5, -2], cConj([3, 4]))[0], text: 'Re = 7' },
    'z̄₂ = 3 − 4i; (5 − 2i)(3 − 4i) = 15 − 20i − 6i + 8i² = 7 − 26i: parte real 7.',
  ),
  options(
    4716,
    COMPLEX,
    'exams',
    'El número complejo z = a + bi, con a > 0, que verifica z² = −5 + 12i es:',
    ['z = 2 + 3i', 'z = 3 + 2i', 'z = 2 − 3i', 'z = 3 − 2i'],
    0,
    'a² − b² = −5 y 2ab = 12. Con b = 6/a: a⁴ + 5a² − 36 = 0, a² = 4, a = 2 y b = 3.',
    () =>
      onlyKeyIsComplex(
        [2, 3],
        [
          [2, 3],
          [3, 2],
          [2, -3],
          [3, -2],
        ],
        0,
      ) && sameComplex(cPow([2, 3], 2), [-5, 12]),
  ),
  options(
    4717,
    COMPLEX,
    'exams',
    'El cociente (2 + 3i)/(2 − 3i), expresado en forma binómica, es:',
    ['−5/13 + 12/13 i', '5/13 + 12/13 i', '−5/13 − 12/13 i', '−1 + 12/13 i'],
    0,
    'Multiplicando por el conjugado 2 + 3i: (4 + 12i + 9i²)/(4 + 9) = (−5 + 12i)/13.',
    () =>
      onlyKeyIsComplex(
        cDiv([2, 3], [2, -3]),
        [
          [-5 / 13, 12 / 13],
          [5 / 13, 12 / 13],
          [-5 / 13, -12 / 13],
          [-1, 12 / 13],
        ],
        0,
      ),
  ),

  // ── The quadratic function ──
  {
    ...base(
      4718,
      QUADRATIC,
      'exams',
      'Dada la función f(x) = x² − 4x − 5, se pide:',
      'a) x = (4 ± √(16 + 20))/2 = (4 ± 6)/2: −1 y 5. b) xv = 2, f(2) = 4 − 8 − 5 = −9. c) f(0) = −5.',
    ),
    format: 'multi-part',
    parts: [
      { label: 'a', prompt: 'las raíces;', answer: { kind: 'expression', text: 'x = −1; x = 5' } },
      {
        label: 'b',
        prompt: 'las coordenadas del vértice;',
        answer: { kind: 'expression', text: 'V = (2; −9)' },
      },
      { label: 'c', prompt: 'la ordenada al origen.', answer: { kind: 'expression', text: 'y = −5' } },
    ],
    check: () => [[-1, 5], vertex(1, -4, -5), [poly([1, -4, -5], 0)]],
  },
  options(
    4719,
    QUADRATIC,
    'exams',
    'El eje de simetría de la parábola y = −2x² + 12x − 7 es la recta:',
    ['x = 3', 'x = −3', 'x = 6', 'x = −6'],
    0,
    'xv = −b/(2a) = −12/(−4) = 3: el eje es x = 3.',
    () => onlyKeyIs(vertex(-2, 12, -7)[0], [3, -3, 6, -6], 0),
  ),
  options(
    4720,
    QUADRATIC,
    'exams',
    'La imagen de la función g(x) = 3x² + 6x + 1 es:',
    ['[−2; +∞)', '(−∞; −2]', '[−1; +∞)', '[1; +∞)'],
    0,
    'a > 0: mínimo en xv = −1, g(−1) = 3 − 6 + 1 = −2. Im g = [−2; +∞).',
    () => same(vertex(3, 6, 1)[1], -2),
  ),
  options(
    4721,
    QUADRATIC,
    'exams',
    'La forma canónica de f(x) = 2x² − 8x + 3 es:',
    ['f(x) = 2(x − 2)² − 5', 'f(x) = 2(x + 2)² − 5', 'f(x) = (x − 2)² − 5', 'f(x) = 2(x − 2)² + 3'],
    0,
    'xv = 8/4 = 2, f(2) = 8 − 16 + 3 = −5: f(x) = 2(x − 2)² − 5.',
    () =>
      onlyKeyEquals(
        (x) => poly([2, -8, 3], x),
        [
          (x) => 2 * (x - 2) ** 2 - 5,
          (x) => 2 * (x + 2) ** 2 - 5,
          (x) => (x - 2) ** 2 - 5,
          (x) => 2 * (x - 2) ** 2 + 3,
        ],
        0,
      ),
  ),
  options(
    4722,
    QUADRATIC,
    'exams',
    'La forma factorizada de h(x) = −x² + x + 6 es:',
    ['h(x) = −(x − 3)(x + 2)', 'h(x) = (x − 3)(x + 2)', 'h(x) = −(x + 3)(x − 2)', 'h(x) = −(x − 6)(x + 1)'],
    0,
    'Las raíces de −x² + x + 6 = 0 (x² − x − 6 = 0) son 3 y −2; con a = −1, h(x) = −(x − 3)(x + 2).',
    () =>
      onlyKeyEquals(
        (x) => poly([-1, 1, 6], x),
        [
          (x) => -(x - 3) * (x + 2),
          (x) => (x - 3) * (x + 2),
          (x) => -(x + 3) * (x - 2),
          (x) => -(x - 6) * (x + 1),
        ],
        0,
      ),
  ),
  options(
    4723,
    QUADRATIC,
    'exams',
    'La función cuadrática cuyo vértice es V = (1; 4) y cuyo gráfico pasa por el punto (3; −4) es:',
    ['f(x) = −2x² + 4x + 2', 'f(x) = −2x² − 4x + 2', 'f(x) = 2x² − 4x + 6', 'f(x) = −x² + 2x + 3'],
    0,
    'f(x) = a(x − 1)² + 4 y f(3) = 4a + 4 = −4, de donde a = −2: f(x) = −2(x − 1)² + 4 = −2x² + 4x + 2.',
    () =>
      onlyKeyEquals(
        (x) => -2 * (x - 1) ** 2 + 4,
        [
          (x) => poly([-2, 4, 2], x),
          (x) => poly([-2, -4, 2], x),
          (x) => poly([2, -4, 6], x),
          (x) => poly([-1, 2, 3], x),
        ],
        0,
      ) && same(-2 * (3 - 1) ** 2 + 4, -4),
  ),
  numeric(
    4724,
    QUADRATIC,
    'exams',
    'Una parábola corta al eje x en x = −1 y en x = 3, y pasa por el punto (1; −8). Hallar su ordenada al origen.',
    { value: () => 2 * (0 + 1) * (0 - 3), text: 'f(0) = −6' },
    'f(x) = a(x + 1)(x − 3); f(1) = a·2·(−2) = −4a = −8, a = 2. f(0) = 2·1·(−3) = −6.',
  ),
  options(
    4725,
    QUADRATIC,
    'exams',
    '¿Para qué valores de k la parábola y = x² − 4x + k no corta al eje x?',
    ['k > 4', 'k < 4', 'k = 4', 'k > −4'],
    0,
    'No corta al eje x si Δ = 16 − 4k < 0, es decir k > 4.',
    () => onlyKeySet((k) => 16 - 4 * k < 0, [(k) => k > 4, (k) => k < 4, (k) => k === 4, (k) => k > -4], 0),
  ),
  {
    ...base(
      4726,
      QUADRATIC,
      'exams',
      'Sea f(x) = −x² + 2x + 8. Determinar:',
      'a < 0 y xv = 1: crece a la izquierda del vértice y decrece a su derecha. Raíces de x² − 2x − 8 = 0: −2 y 4; f > 0 entre ellas.',
    ),
    format: 'multi-part',
    parts: [
      { label: 'a', prompt: 'el intervalo de crecimiento;', answer: { kind: 'expression', text: '(−∞; 1)' } },
      {
        label: 'b',
        prompt: 'el intervalo de decrecimiento;',
        answer: { kind: 'expression', text: '(1; +∞)' },
      },
      {
        label: 'c',
        prompt: 'el conjunto de positividad.',
        answer: { kind: 'expression', text: 'C⁺ = (−2; 4)' },
      },
    ],
    check: () => [
      [vertex(-1, 2, 8)[0]],
      [vertex(-1, 2, 8)[0]],
      [-2, 4].filter((x) => same(poly([-1, 2, 8], x), 0)),
    ],
  },
  numeric(
    4727,
    QUADRATIC,
    'exams',
    'Se lanza una pelota hacia arriba y su altura, en metros, a los t segundos es h(t) = −5t² + 20t + 1,5. Calcular la altura máxima que alcanza.',
    { value: () => vertex(-5, 20, 1.5)[1], unit: 'm', text: 'h máx = 21,5 m' },
    'El máximo está en el vértice: tv = −20/(−10) = 2 s; h(2) = −20 + 40 + 1,5 = 21,5 m.',
  ),
  {
    ...base(
      4728,
      QUADRATIC,
      'exams',
      'La altura (en metros) de un proyectil lanzado desde el suelo está dada por h(t) = −5t² + 30t, con t en segundos. Se pide:',
      'a) tv = −30/(−10) = 3 s. b) h(3) = −45 + 90 = 45 m. c) h(t) = −5t(t − 6) = 0 en t = 0 y t = 6 s.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', '¿En qué instante alcanza la altura máxima?', 3, 's', 't = 3 s'),
      numericPart('b', '¿Cuál es esa altura máxima?', 45, 'm', 'h = 45 m'),
      numericPart('c', '¿Cuánto tiempo tarda en volver al suelo?', 6, 's', 't = 6 s'),
    ],
    check: () => [[vertex(-5, 30, 0)[0]], [vertex(-5, 30, 0)[1]], [30 / 5]],
  },
  options(
    4729,
    QUADRATIC,
    'exams',
    'Con 60 m de alambre se quiere cercar un terreno rectangular junto a una pared, que hace de uno de sus lados y no lleva alambre. El área máxima que puede cercarse es:',
    ['450 m²', '225 m²', '900 m²', '400 m²'],
    0,
    'Lados x, x y 60 − 2x: A(x) = x(60 − 2x) = −2x² + 60x, máxima en x = 15 m: A = 15·30 = 450 m².',
    () => onlyKeyIs(vertex(-2, 60, 0)[1], [450, 225, 900, 400], 0),
  ),
  numeric(
    4730,
    QUADRATIC,
    'exams',
    'Hallar m sabiendo que la parábola y = x² + mx + 9 toca al eje x en un solo punto, de abscisa positiva.',
    { value: () => -6, text: 'm = −6' },
    'Un solo punto de contacto: Δ = m² − 36 = 0, m = ±6. La raíz doble es −m/2, positiva si m = −6 (y = (x − 3)²).',
  ),
  options(
    4731,
    QUADRATIC,
    'exams',
    'El conjunto de negatividad de f(x) = x² + 2x − 15 es:',
    ['(−5; 3)', '(−∞; −5) ∪ (3; +∞)', '(−3; 5)', '[−5; 3]'],
    0,
    'Raíces: x = (−2 ± 8)/2, es decir −5 y 3. Como a > 0, f < 0 entre las raíces: (−5; 3).',
    () =>
      onlyKeySet(
        (x) => poly([1, 2, -15], x) < 0,
        [(x) => x > -5 && x < 3, (x) => x < -5 || x > 3, (x) => x > -3 && x < 5, (x) => x >= -5 && x <= 3],
        0,
      ),
  ),
  open(
    4732,
    QUADRATIC,
    'exams',
    'Hallar los puntos de intersección entre la parábola y = x² − 3x + 2 y la recta y = x − 1.',
    '(1; 0) y (3; 2)',
    'x² − 3x + 2 = x − 1 ⇔ x² − 4x + 3 = 0 ⇔ x = 1 o x = 3; y = 0 e y = 2.',
    () => [1, 3].filter((x) => same(poly([1, -3, 2], x), x - 1)).flatMap((x) => [x, x - 1]),
  ),
  numeric(
    4733,
    QUADRATIC,
    'exams',
    'La función f(x) = ax² + bx + c tiene su vértice en (2; −1) y su ordenada al origen es 7. Calcular f(5).',
    { value: () => 2 * (5 - 2) ** 2 - 1, text: 'f(5) = 17' },
    'f(x) = a(x − 2)² − 1; f(0) = 4a − 1 = 7, a = 2. f(5) = 2·9 − 1 = 17.',
  ),
  options(
    4734,
    QUADRATIC,
    'exams',
    'La parábola y = 2(x + 3)² − 8 corta al eje de las abscisas en:',
    ['x = 1 y x = 5', 'x = −3 y x = 8', 'x = 1 y x = −5', 'x = −3 y x = 3'],
    4,
    '2(x + 3)² = 8 ⇔ (x + 3)² = 4 ⇔ x + 3 = ±2: x = −1 y x = −5, que no están entre las opciones.',
    () => [-1, -5].every((x) => same(2 * (x + 3) ** 2 - 8, 0)),
  ),

  // ── Polynomials from conditions, the remainder theorem, factoring ──
  numeric(
    4735,
    POLYNOMIALS,
    'exams',
    'Sea p(x) un polinomio de grado 3 del cual se sabe que tiene una raíz doble x = 1, que p(0) = −6 y que el resto de dividir a p(x) por x + 1 es −16. Calcular p(2).',
    { value: () => (2 - 1) ** 2 * (-2 * 2 - 6), text: 'p(2) = −10' },
    'p(x) = (x − 1)²(ax + b); p(0) = b = −6; p(−1) = 4(−a − 6) = −16, a = −2. p(x) = (x − 1)²(−2x − 6) y p(2) = 1·(−10) = −10.',
  ),
  options(
    4736,
    FACTORING,
    'exams',
    'Factorizar el polinomio de grado mínimo p(x) si se sabe que x = −1 es raíz doble, que x = 5 es raíz simple y que p(2) = −54.',
    [
      'p(x) = 2(x + 1)²(x − 5)',
      'p(x) = (x + 1)²(x − 5)',
      'p(x) = 2(x − 1)²(x + 5)',
      'p(x) = −2(x + 1)²(x − 5)',
    ],
    0,
    'p(x) = a(x + 1)²(x − 5); p(2) = a·9·(−3) = −27a = −54, a = 2.',
    () =>
      onlyKeyEquals(
        (x) => 2 * (x + 1) ** 2 * (x - 5),
        [
          (x) => 2 * (x + 1) ** 2 * (x - 5),
          (x) => (x + 1) ** 2 * (x - 5),
          (x) => 2 * (x - 1) ** 2 * (x + 5),
          (x) => -2 * (x + 1) ** 2 * (x - 5),
        ],
        0,
      ) && same(2 * 9 * -3, -54),
  ),
  {
    ...base(
      4737,
      FACTORING,
      'exams',
      'Sea p(x) el polinomio de grado mínimo tal que p(0) = 48, x = 2 es raíz doble y tiene dos raíces simples cuya suma es 1 y cuyo producto es −6. Se pide:',
      'Las raíces simples cumplen t² − t − 6 = 0: 3 y −2. p(x) = a(x − 2)²(x − 3)(x + 2); p(0) = a·4·(−6) = −24a = 48, a = −2. p(1) = −2·1·(−2)·3 = 12.',
    ),
    format: 'multi-part',
    parts: [
      {
        label: 'a',
        prompt: 'escribir p(x) factorizado;',
        answer: { kind: 'expression', text: 'p(x) = −2(x − 2)²(x − 3)(x + 2)' },
      },
      numericPart('b', 'calcular p(1).', 12, '', 'p(1) = 12'),
    ],
    check: () => [[-2, 2, 3, -2], [-2 * (1 - 2) ** 2 * (1 - 3) * (1 + 2)]],
  },
  numeric(
    4738,
    POLYNOMIALS,
    'exams',
    'Hallar el valor de k para que p(x) = 2x³ − 3x² + kx + 10 sea divisible por x + 2.',
    { value: () => -9, text: 'k = −9' },
    'Divisible por x + 2 si p(−2) = 0: −16 − 12 − 2k + 10 = −18 − 2k = 0, k = −9.',
  ),
  options(
    4739,
    POLYNOMIALS,
    'exams',
    'El resto de dividir p(x) = x⁴ − 3x³ + 2x − 1 por x − 3 es:',
    ['5', '−5', '0', '11'],
    0,
    'Por el teorema del resto, R = p(3) = 81 − 81 + 6 − 1 = 5.',
    () => onlyKeyIs(poly([1, -3, 0, 2, -1], 3), [5, -5, 0, 11], 0),
  ),
  {
    ...base(
      4740,
      POLYNOMIALS,
      'exams',
      'El polinomio p(x) = x³ + ax² + bx − 6 es divisible por x − 1, y el resto de dividirlo por x + 1 es −8. Hallar:',
      'p(1) = 1 + a + b − 6 = 0 da a + b = 5; p(−1) = −1 + a − b − 6 = −8 da a − b = −1. Sumando, a = 2 y b = 3.',
    ),
    format: 'multi-part',
    parts: [
      numericPart('a', 'el valor de a;', 2, '', 'a = 2'),
      numericPart('b', 'el valor de b.', 3, '', 'b = 3'),
    ],
    check: () => {
      // a + b = 5 and a − b = −1, then both conditions checked on the polynomial they give.
      const [a, b] = [(5 - 1) / 2, (5 + 1) / 2];
      const holds = same(poly([1, a, b, -6], 1), 0) && same(poly([1, a, b, -6], -1), -8);
      return holds ? [[a], [b]] : [[Number.NaN], [Number.NaN]];
    },
  },
  options(
    4741,
    FACTORING,
    'exams',
    'Sabiendo que x = 1 es raíz de p(x) = x³ − 2x² − 5x + 6, su factorización es:',
    ['(x − 1)(x − 3)(x + 2)', '(x − 1)(x + 3)(x − 2)', '(x + 1)(x − 3)(x + 2)', '(x − 1)(x − 6)(x + 1)'],
    0,
    'Ruffini con 1 sobre 1, −2, −5, 6 da x² − x − 6 = (x − 3)(x + 2).',
    () =>
      onlyKeyEquals(
        (x) => poly([1, -2, -5, 6], x),
        [
          (x) => (x - 1) * (x - 3) * (x + 2),
          (x) => (x - 1) * (x + 3) * (x - 2),
          (x) => (x + 1) * (x - 3) * (x + 2),
          (x) => (x - 1) * (x - 6) * (x + 1),
        ],
        0,
      ),
  ),
  numeric(
    4742,
    POLYNOMIALS,
    'exams',
    'Sea p(x) = x³ + bx² + cx + 4. Se sabe que x = −1 es raíz doble de p(x). Calcular p(1).',
    { value: () => poly([1, 6, 9, 4], 1), text: 'p(1) = 20' },
    'p(x) = (x + 1)²(x + d) con d = 4 (el término independiente es 1·d): p(x) = (x + 1)²(x + 4) = x³ + 6x² + 9x + 4, y p(1) = 4·5 = 20.',
  ),
  options(
    4743,
    FACTORING,
    'exams',
    'Las raíces reales del polinomio p(x) = x⁴ − 5x² + 4 son:',
    ['−2, −1, 1 y 2', '1 y 4', '−4, −1, 1 y 4', '1 y 2'],
    0,
    'Con t = x²: t² − 5t + 4 = 0, t = 1 o t = 4, así que x = ±1 y x = ±2.',
    () => [-2, -1, 1, 2].every((x) => same(poly([1, 0, -5, 0, 4], x), 0)),
  ),
  numeric(
    4744,
    POLYNOMIALS,
    'exams',
    'El polinomio p(x) = x³ − 6x² + ax + b tiene raíces x = 1 y x = 2. Hallar su tercera raíz.',
    { value: () => 3, text: 'x = 3' },
    'p(1) = 0 y p(2) = 0 dan a + b = 5 y 2a + b = 16: a = 11, b = −6. p(x) = (x − 1)(x − 2)(x − 3): la tercera raíz es 3 (la suma de las raíces es 6).',
  ),
  options(
    4745,
    POLYNOMIALS,
    'exams',
    'El polinomio mónico de grado 2 cuyas raíces son 2 + i y 2 − i es:',
    ['x² − 4x + 5', 'x² + 4x + 5', 'x² − 4x + 3', 'x² − 4x − 5'],
    0,
    '(x − 2 − i)(x − 2 + i) = (x − 2)² − i² = x² − 4x + 4 + 1 = x² − 4x + 5.',
    () =>
      onlyKeyEquals(
        (x) => x * x - 4 * x + 5,
        [
          (x) => poly([1, -4, 5], x),
          (x) => poly([1, 4, 5], x),
          (x) => poly([1, -4, 3], x),
          (x) => poly([1, -4, -5], x),
        ],
        0,
      ) && sameComplex(complexRoots(1, -4, 5)[0], [2, 1]),
  ),
  numeric(
    4746,
    POLYNOMIALS,
    'exams',
    'Calcular el resto de la división de p(x) = 2x⁵ − x³ + 4 por q(x) = x + 1.',
    { value: () => poly([2, 0, -1, 0, 0, 4], -1), text: 'R = 3' },
    'R = p(−1) = −2 + 1 + 4 = 3.',
  ),
  // ── A second round, written after the first fixes with other phrasings, to measure them on wording
  // they were not tuned on ──
  numeric(
    4747,
    POLYNOMIALS,
    'exams',
    'Determinar el valor de m para que el polinomio p(x) = x³ + mx² − 4x + 12 tenga a x = −2 como raíz.',
    { value: () => -3, text: 'm = −3' },
    'p(−2) = −8 + 4m + 8 + 12 = 4m + 12 = 0, así que m = −3.',
  ),
  options(
    4748,
    COMPLEX,
    'exams',
    'Si z = 3 − 4i, entonces |z| + Re(z) es igual a:',
    ['8', '2', '1', '−1'],
    0,
    '|z| = √(9 + 16) = 5 y Re(z) = 3: 5 + 3 = 8.',
    () => onlyKeyIs(cAbs([3, -4]) + 3, [8, 2, 1, -1], 0),
  ),
  numeric(
    4749,
    COMPLEX,
    'exams',
    'El cociente entre z₁ = 4 + 2i y z₂ = 1 − i tiene parte imaginaria igual a:',
    { value: () => cDiv([4, 2], [1, -1])[1], text: 'Im = 3' },
    '(4 + 2i)(1 + i)/2 = (4 + 4i + 2i + 2i²)/2 = (2 + 6i)/2 = 1 + 3i: parte imaginaria 3.',
  ),
  open(
    4750,
    COMPLEX,
    'exams',
    'Hallar las raíces de la ecuación z² + 4z + 13 = 0 en el conjunto de los números complejos.',
    'z = −2 + 3i; z = −2 − 3i',
    'Δ = 16 − 52 = −36, √Δ = 6i: z = (−4 ± 6i)/2 = −2 ± 3i.',
    () => complexRoots(1, 4, 13).flat(),
  ),
  options(
    4751,
    QUADRATIC,
    'exams',
    'La parábola de ecuación y = −x² + 4x + 5 tiene su vértice en el punto:',
    ['(2; 9)', '(−2; 9)', '(2; 5)', '(4; 5)'],
    0,
    'xv = −4/(−2) = 2; yv = −4 + 8 + 5 = 9.',
    () => same(vertex(-1, 4, 5)[0], 2) && same(vertex(-1, 4, 5)[1], 9),
  ),
  {
    ...base(
      4752,
      QUADRATIC,
      'exams',
      'Dada f(x) = 2x² − 4x − 6, se pide:',
      'a) 2(x² − 2x − 3) = 2(x − 3)(x + 1): ceros −1 y 3. b) a > 0: mínimo en xv = 1, f(1) = 2 − 4 − 6 = −8. c) Im f = [−8; +∞).',
    ),
    format: 'multi-part',
    parts: [
      { label: 'a', prompt: 'los ceros de f;', answer: { kind: 'expression', text: 'x = −1; x = 3' } },
      numericPart('b', 'el valor mínimo de f;', -8, '', 'f(1) = −8'),
      { label: 'c', prompt: 'el conjunto imagen.', answer: { kind: 'expression', text: 'Im f = [−8; +∞)' } },
    ],
    check: () => [
      [-1, 3].filter((x) => same(poly([2, -4, -6], x), 0)),
      [vertex(2, -4, -6)[1]],
      [vertex(2, -4, -6)[1]],
    ],
  },
  numeric(
    4753,
    POLYNOMIALS,
    'exams',
    'Un polinomio de segundo grado tiene raíz doble en x = 3 y su gráfico corta al eje y en 18. Calcular p(1).',
    { value: () => 2 * (1 - 3) ** 2, text: 'p(1) = 8' },
    'p(x) = a(x − 3)²; p(0) = 9a = 18, a = 2; p(1) = 2·4 = 8.',
  ),
  numeric(
    4754,
    POLYNOMIALS,
    'exams',
    'Se sabe que el polinomio p(x) = 2x³ + ax² + bx + 3 es divisible por (x − 1) y por (x + 3). Hallar a·b.',
    { value: () => 3 * -8, text: 'a·b = −24' },
    'p(1) = 5 + a + b = 0 y p(−3) = −51 + 9a − 3b = 0: a + b = −5 y 3a − b = 17, de donde a = 3, b = −8 y a·b = −24.',
  ),
  options(
    4755,
    POLYNOMIALS,
    'exams',
    'El resto de la división de p(x) = x¹⁰ − 2x⁵ + 3 por (x + 1) es:',
    ['6', '2', '0', '4'],
    0,
    'R = p(−1) = 1 + 2 + 3 = 6.',
    () => onlyKeyIs(poly([1, 0, 0, 0, 0, -2, 0, 0, 0, 0, 3], -1), [6, 2, 0, 4], 0),
  ),
  numeric(
    4756,
    QUADRATIC,
    'exams',
    'Una empresa estima que su ganancia mensual, en miles de pesos, es G(x) = −x² + 40x − 300, donde x es la cantidad de unidades vendidas (en cientos). ¿Cuál es la ganancia máxima?',
    { value: () => vertex(-1, 40, -300)[1], text: 'G máx = 100 (miles de pesos)' },
    'xv = −40/(−2) = 20; G(20) = −400 + 800 − 300 = 100.',
  ),
  numeric(
    4757,
    QUADRATIC,
    'exams',
    'Determinar k sabiendo que la parábola y = kx² − 6x + 3 es tangente al eje x.',
    { value: () => 3, text: 'k = 3' },
    'Tangente al eje x: una raíz doble, Δ = 36 − 12k = 0, k = 3.',
  ),
  options(
    4758,
    COMPLEX,
    'exams',
    'Sean z₁ = 2i y z₂ = 1 + i. El número z₁² · z̄₂ es:',
    ['−4 + 4i', '4 − 4i', '−4 − 4i', '−4i'],
    0,
    'z₁² = 4i² = −4; z̄₂ = 1 − i; −4(1 − i) = −4 + 4i.',
    () =>
      onlyKeyIsComplex(
        cMul(cPow([0, 2], 2), cConj([1, 1])),
        [
          [-4, 4],
          [4, -4],
          [-4, -4],
          [0, -4],
        ],
        0,
      ),
  ),
  numeric(
    4759,
    POLYNOMIALS,
    'exams',
    'Sea p(x) un polinomio de grado 2 tal que p(1) = 0, p(−1) = 6 y p(2) = 3. ¿Cuánto vale p(0)?',
    { value: () => poly([2, -3, 1], 0), text: 'p(0) = 1' },
    'Con p(x) = ax² + bx + c: a + b + c = 0, a − b + c = 6, 4a + 2b + c = 3. Restando las dos primeras b = −3; luego a + c = 3 y 4a + c = 9: a = 2, c = 1. p(0) = 1.',
  ),
  numeric(
    4760,
    POLYNOMIALS,
    'exams',
    'Calcular la suma de las raíces del polinomio p(x) = x³ − 6x² + 11x − 6.',
    {
      value: () => [1, 2, 3].filter((x) => same(poly([1, -6, 11, -6], x), 0)).reduce((a, b) => a + b, 0),
      text: 'Suma = 6',
    },
    'p(1) = 0; Ruffini deja x² − 5x + 6 = (x − 2)(x − 3). Raíces 1, 2 y 3: suman 6.',
  ),
];
