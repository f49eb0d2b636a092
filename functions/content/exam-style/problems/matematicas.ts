import {
  type Complex,
  cAbs,
  cAdd,
  cConj,
  cDiv,
  cMul,
  cPow,
  deg,
  five,
  poly,
  quadraticRoots,
  solveLinear,
  toDeg,
  zerosInDegrees,
} from '../helpers.ts';
import type { ExamStyleProblem } from '../schema.ts';

const complexSources = [
  'frm-matematica-2024-02-03-t1',
  'frm-matematica-2023-12-11-t2',
  'cba-ingreso-2023-u1',
  'frt-matematica-u1-2013',
];
const functionSources = [
  'frm-matematica-2024-02-03-t1',
  'frm-matematica-2024-02-03-t2',
  'frch-matematica-2017',
];
const febExams = ['frm-matematica-2024-02-03-t1', 'frm-matematica-2024-02-03-t2'];
const decExam = 'frm-matematica-2023-12-11-t2';

const close = (a: number, b: number, eps = 1e-9) => Math.abs(a - b) <= eps;
/** Samples f on [from, to] and says whether it is increasing (or decreasing) throughout. */
function monotone(f: (x: number) => number, from: number, to: number, direction: 1 | -1): boolean {
  const steps = 200;
  for (let i = 0; i < steps; i++) {
    const x0 = from + ((to - from) * i) / steps;
    const x1 = from + ((to - from) * (i + 1)) / steps;
    if (direction * (f(x1) - f(x0)) <= 0) return false;
  }
  return true;
}
/** Whether f has the given sign at sampled points strictly inside (from, to). */
function signOn(f: (x: number) => number, from: number, to: number, sign: 1 | -1): boolean {
  for (let i = 1; i < 100; i++) {
    const x = from + ((to - from) * i) / 100;
    if (sign * f(x) <= 0) return false;
  }
  return true;
}

export const matematicasProblems: ExamStyleProblem[] = [
  // Números complejos
  {
    id: 'exs-mat-001',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'Dados z₁ = 3 − 2i y z₂ = −1 + 4i, el producto z₁ · z₂ escrito en forma binómica es:',
    options: five('5 + 14i', '−11 + 14i', '5 + 10i', '−3 − 8i'),
    answer: { option: 0 },
    solution:
      'Distribuí: 3·(−1) + 3·4i − 2i·(−1) − 2i·4i = −3 + 12i + 2i − 8i². Como i² = −1, queda −3 + 8 + 14i = 5 + 14i.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'facil',
    check: () => [...cMul([3, -2], [-1, 4])],
  },
  {
    id: 'exs-mat-002',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'El cociente (4 + 2i) / (1 − i) es igual a:',
    options: five('3 − i', '1 + 3i', '2 + 6i', '1 − 3i'),
    answer: { option: 1 },
    solution:
      'Multiplicá numerador y denominador por el conjugado 1 + i: (4 + 2i)(1 + i) = 4 + 4i + 2i + 2i² = 2 + 6i, y (1 − i)(1 + i) = 2. Queda (2 + 6i)/2 = 1 + 3i.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'facil',
    check: () => [...cDiv([4, 2], [1, -1])],
  },
  {
    id: 'exs-mat-003',
    subject: 'matematicas',
    format: 'open',
    statement: 'Calculá i⁴⁵ + i²² y expresá el resultado en forma binómica.',
    answer: { text: '−1 + i' },
    solution:
      'Las potencias de i se repiten cada 4. 45 = 4·11 + 1, así que i⁴⁵ = i; 22 = 4·5 + 2, así que i²² = i² = −1. La suma es −1 + i.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'facil',
    check: () => [...cAdd(cPow([0, 1], 45), cPow([0, 1], 22))],
  },
  {
    id: 'exs-mat-004',
    subject: 'matematicas',
    format: 'open',
    statement: 'Hallá el número complejo z que cumple (2 + i) · z = 7 − i. Dalo en forma binómica.',
    answer: { text: 'z = 13/5 − 9/5 i' },
    solution:
      'z = (7 − i)/(2 + i). Multiplicá por el conjugado 2 − i: (7 − i)(2 − i) = 14 − 7i − 2i + i² = 13 − 9i, y (2 + i)(2 − i) = 5. Entonces z = 13/5 − (9/5)i. Verificación: (2 + i)(13/5 − 9/5 i) = 26/5 + 9/5 + (13/5 − 18/5)i = 7 − i.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'medio',
    check: () => [...cDiv([7, -1], [2, 1])],
    verify: () => {
      const product = cMul([2, 1], cDiv([7, -1], [2, 1]));
      return close(product[0], 7) && close(product[1], -1);
    },
  },
  {
    id: 'exs-mat-005',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Si z = (1 + 2i)², ¿cuánto vale el módulo |z|?',
    answer: { value: 5, unit: '', tolerance: { absolute: 0.001 }, text: '|z| = 5' },
    solution: '(1 + 2i)² = 1 + 4i + 4i² = −3 + 4i. Su módulo es √((−3)² + 4²) = √25 = 5.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'facil',
    check: () => cAbs(cPow([1, 2], 2)),
  },
  {
    id: 'exs-mat-006',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'Sea z = 2 + 3i y z̄ su conjugado. El resultado de z + z̄ · i es:',
    options: five('5 + i', '−1 + 5i', '2 + 6i', '5 − 5i'),
    answer: { option: 4 },
    solution:
      'z̄ = 2 − 3i, y z̄ · i = 2i − 3i² = 3 + 2i. Sumado a z: (2 + 3) + (3 + 2)i = 5 + 5i, que no está entre las opciones.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'medio',
    check: () => [...cAdd([2, 3], cMul(cConj([2, 3]), [0, 1]))],
  },
  {
    id: 'exs-mat-007',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé en el conjunto de los números complejos la ecuación z² + 2z + 5 = 0.',
    answer: { text: 'z = −1 + 2i o z = −1 − 2i' },
    solution: 'Con la resolvente: z = (−2 ± √(4 − 20))/2 = (−2 ± √(−16))/2 = (−2 ± 4i)/2 = −1 ± 2i.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'medio',
    check: () => [-1, 2, -1, -2],
    verify: () =>
      (
        [
          [-1, 2],
          [-1, -2],
        ] as Complex[]
      ).every((z) => {
        const value = cAdd(cAdd(cMul(z, z), cMul([2, 0], z)), [5, 0]);
        return close(value[0], 0) && close(value[1], 0);
      }),
  },
  {
    id: 'exs-mat-008',
    subject: 'matematicas',
    format: 'numeric',
    statement: '¿Para qué valor real de k el producto (k + 3i)(2 − i) es un número imaginario puro?',
    answer: { value: -1.5, unit: '', tolerance: { absolute: 0.001 }, text: 'k = −3/2 = −1,5' },
    solution:
      '(k + 3i)(2 − i) = 2k − ki + 6i − 3i² = (2k + 3) + (6 − k)i. Es imaginario puro si la parte real es 0: 2k + 3 = 0, k = −1,5 (y la parte imaginaria, 7,5, no se anula).',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'medio',
    check: () => solveLinear((k) => cMul([k, 3], [2, -1])[0]),
  },
  {
    id: 'exs-mat-009',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Sean z₁ = 1 + i y z₂ = 3 − i.',
    parts: [
      { label: 'a', prompt: 'Calculá z₁ + 2·z₂.', answer: { kind: 'expression', text: '7 − i' } },
      {
        label: 'b',
        prompt: 'Calculá z₁ / z₂ en forma binómica.',
        answer: { kind: 'expression', text: '1/5 + 2/5 i' },
      },
    ],
    solution:
      'a) 2z₂ = 6 − 2i; sumado a z₁: 7 − i. b) (1 + i)/(3 − i) = (1 + i)(3 + i)/((3 − i)(3 + i)) = (3 + i + 3i + i²)/10 = (2 + 4i)/10 = 1/5 + 2/5 i.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'medio',
    check: () => [[...cAdd([1, 1], cMul([2, 0], [3, -1]))], [...cDiv([1, 1], [3, -1])]],
  },
  {
    id: 'exs-mat-010',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'La forma binómica de z = (2 − i)² − 3i es:',
    options: five('3 − 7i', '5 − 7i', '3 − i', '4 − 7i'),
    answer: { option: 0 },
    solution: '(2 − i)² = 4 − 4i + i² = 3 − 4i. Restando 3i: 3 − 7i.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'facil',
    check: () => [...cAdd(cPow([2, -1], 2), [0, -3])],
  },
  {
    id: 'exs-mat-011',
    subject: 'matematicas',
    format: 'numeric',
    statement: '¿Cuál es la parte real de (1 + i)⁴?',
    answer: { value: -4, unit: '', tolerance: { absolute: 0.001 }, text: 'Re = −4' },
    solution:
      '(1 + i)² = 1 + 2i + i² = 2i, y (2i)² = 4i² = −4. Entonces (1 + i)⁴ = −4, cuya parte real es −4.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'facil',
    check: () => cPow([1, 1], 4)[0],
  },
  {
    id: 'exs-mat-012',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'El número complejo z que verifica z̄ + 2i = 3 − i es:',
    options: five('3 − 3i', '3 + i', '1 + 3i', '−3 + 3i'),
    answer: { option: 4 },
    solution:
      'Con z = a + bi, z̄ = a − bi. Entonces a + (2 − b)i = 3 − i: a = 3 y 2 − b = −1, b = 3. z = 3 + 3i, que no aparece.',
    subtopic: 'algebra-basica.numeros-complejos',
    modelledOn: complexSources,
    difficulty: 'medio',
    check: () => {
      // z̄ = 3 − i − 2i  →  z is its conjugate
      const zBar: Complex = cAdd([3, -1], [0, -2]);
      return [...cConj(zBar)];
    },
  },

  // Rectas paralelas y perpendiculares
  {
    id: 'exs-mat-013',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'La recta que pasa por P = (2; −1) y es paralela a 3x − y + 4 = 0 tiene ecuación:',
    options: five('y = 3x − 7', 'y = −x/3 − 1/3', 'y = 3x + 5', 'y = −3x + 5'),
    answer: { option: 0 },
    solution:
      'La recta dada es y = 3x + 4, de pendiente 3. La paralela por (2; −1): y + 1 = 3(x − 2), o sea y = 3x − 7.',
    subtopic: 'funciones.lineal',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => [3, -1 - 3 * 2],
  },
  {
    id: 'exs-mat-014',
    subject: 'matematicas',
    format: 'open',
    statement: 'Escribí la ecuación de la recta perpendicular a y = −2x + 1 que pasa por el punto (4; 3).',
    answer: { text: 'y = 0,5x + 1' },
    solution:
      'Dos rectas son perpendiculares si sus pendientes multiplican −1: m = 1/2. Por (4; 3): y − 3 = ½(x − 4), y = 0,5x + 1.',
    subtopic: 'funciones.lineal',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => {
      const m = -1 / -2;
      return [m, 3 - m * 4];
    },
  },
  {
    id: 'exs-mat-015',
    subject: 'matematicas',
    format: 'numeric',
    statement: '¿Para qué valor de k las rectas (k − 1)x + 2y = 5 y 3x − y = 2 son perpendiculares?',
    answer: { value: 5 / 3, unit: '', tolerance: { absolute: 0.01 }, text: 'k = 5/3 ≈ 1,67' },
    solution:
      'Pendientes: m₁ = −(k − 1)/2 y m₂ = 3. Perpendiculares: m₁·m₂ = −1 → −3(k − 1)/2 = −1 → k − 1 = 2/3 → k = 5/3.',
    subtopic: 'funciones.lineal',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => solveLinear((k) => (-(k - 1) / 2) * 3 + 1),
  },
  {
    id: 'exs-mat-016',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Sean A = (1; 2) y B = (5; 4).',
    parts: [
      {
        label: 'a',
        prompt: 'Hallá la ecuación de la recta que pasa por A y B.',
        answer: { kind: 'expression', text: 'y = 0,5x + 1,5' },
      },
      {
        label: 'b',
        prompt:
          'Hallá la ecuación de la recta perpendicular a AB que pasa por el punto medio del segmento AB.',
        answer: { kind: 'expression', text: 'y = −2x + 9' },
      },
    ],
    solution:
      'a) m = (4 − 2)/(5 − 1) = 0,5; y − 2 = 0,5(x − 1), y = 0,5x + 1,5. b) Punto medio M = (3; 3); pendiente perpendicular −2: y − 3 = −2(x − 3), y = −2x + 9.',
    subtopic: 'geometria.analitica',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => {
      const m = (4 - 2) / (5 - 1);
      const mp = -1 / m;
      return [
        [m, 2 - m * 1],
        [mp, 3 - mp * 3],
      ];
    },
  },
  {
    id: 'exs-mat-017',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'La recta perpendicular a 4x + 2y = 7 que pasa por (−2; 5) es:',
    options: five('y = −2x + 1', 'y = 0,5x + 4', 'y = 0,5x + 6', 'y = −0,5x + 4'),
    answer: { option: 2 },
    solution:
      '4x + 2y = 7 tiene pendiente −2; la perpendicular tiene pendiente 1/2. Por (−2; 5): y = 0,5(x + 2) + 5 = 0,5x + 6.',
    subtopic: 'funciones.lineal',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => [0.5, 5 + 0.5 * 2],
  },

  // Cuadráticas
  {
    id: 'exs-mat-018',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'El vértice de la parábola f(x) = 2x² − 8x + 6 es:',
    options: five('V = (2; −2)', 'V = (−2; 30)', 'V = (4; 6)', 'V = (2; 2)'),
    answer: { option: 0 },
    solution: 'xv = −b/(2a) = 8/4 = 2; yv = f(2) = 8 − 16 + 6 = −2.',
    subtopic: 'funciones.cuadratica',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => [2, poly([2, -8, 6], 2)],
  },
  {
    id: 'exs-mat-019',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Dada f(x) = −x² + 2x + 8:',
    parts: [
      { label: 'a', prompt: 'Hallá sus raíces.', answer: { kind: 'expression', text: 'x = −2 y x = 4' } },
      {
        label: 'b',
        prompt: 'Hallá el vértice y la imagen de f.',
        answer: { kind: 'expression', text: 'V = (1; 9); Im f = (−∞; 9]' },
      },
    ],
    solution:
      'a) −x² + 2x + 8 = 0 ⇔ x² − 2x − 8 = 0 ⇔ (x − 4)(x + 2) = 0: x = −2 y x = 4. b) xv = 1 (promedio de las raíces), yv = f(1) = 9. Como a < 0, la imagen es (−∞; 9].',
    subtopic: 'funciones.cuadratica',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => [quadraticRoots(-1, 2, 8), [1, poly([-1, 2, 8], 1), poly([-1, 2, 8], 1)]],
  },
  {
    id: 'exs-mat-020',
    subject: 'matematicas',
    format: 'open',
    statement:
      'Escribí en forma polinómica la función cuadrática cuyas raíces son −1 y 3 y cuyo gráfico pasa por (1; −8).',
    answer: { text: 'f(x) = 2x² − 4x − 6' },
    solution:
      'f(x) = a(x + 1)(x − 3). f(1) = a·2·(−2) = −4a = −8, a = 2. f(x) = 2(x² − 2x − 3) = 2x² − 4x − 6.',
    subtopic: 'funciones.cuadratica',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => {
      const a = -8 / ((1 + 1) * (1 - 3));
      return [a, a * -2, a * -3];
    },
  },
  {
    id: 'exs-mat-021',
    subject: 'matematicas',
    format: 'numeric',
    statement: '¿Para qué valor de k la ecuación x² − 6x + k = 0 tiene una raíz doble?',
    answer: { value: 9, unit: '', tolerance: { absolute: 0.001 }, text: 'k = 9' },
    solution: 'Raíz doble ⇔ discriminante nulo: 36 − 4k = 0, k = 9 (la raíz es x = 3).',
    subtopic: 'ecuaciones.cuadraticas',
    modelledOn: ['frt-matematica-2020'],
    difficulty: 'facil',
    check: () => (-6) ** 2 / 4,
  },
  {
    id: 'exs-mat-022',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'Las soluciones de 3x² − 5x − 2 = 0 son:',
    options: five('x = 2 y x = −1/3', 'x = −2 y x = 1/3', 'x = 1 y x = −2/3', 'x = 3 y x = −2'),
    answer: { option: 0 },
    solution: 'x = (5 ± √(25 + 24))/6 = (5 ± 7)/6: x = 2 o x = −1/3.',
    subtopic: 'ecuaciones.cuadraticas',
    modelledOn: ['frt-matematica-2020'],
    difficulty: 'facil',
    check: () => quadraticRoots(3, -5, -2),
  },
  {
    id: 'exs-mat-023',
    subject: 'matematicas',
    format: 'numeric',
    statement:
      'La altura de una pelota, en metros, está dada por h(t) = −5t² + 20t + 25, con t en segundos. ¿Cuántos segundos después del lanzamiento llega al piso?',
    answer: { value: 5, unit: 's', tolerance: { absolute: 0.01 }, text: 't = 5 s' },
    solution:
      '−5t² + 20t + 25 = 0 ⇔ t² − 4t − 5 = 0 ⇔ (t − 5)(t + 1) = 0. La raíz con sentido físico es t = 5 s.',
    subtopic: 'funciones.cuadratica',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => Math.max(...quadraticRoots(-5, 20, 25)),
  },
  {
    id: 'exs-mat-024',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'La imagen de f(x) = x² − 4x + 1 es:',
    options: five('[−3; +∞)', '(−∞; −3]', '[1; +∞)', '[−4; +∞)'),
    answer: { option: 0 },
    solution:
      'El vértice es (2; f(2)) = (2; −3) y la parábola abre hacia arriba (a = 1 > 0): Im f = [−3; +∞).',
    subtopic: 'funciones.cuadratica',
    modelledOn: functionSources,
    difficulty: 'facil',
    verify: () => {
      const f = (x: number) => x * x - 4 * x + 1;
      const min = Math.min(...Array.from({ length: 4001 }, (_, i) => f(-20 + i * 0.01)));
      return close(min, -3, 1e-6) && f(100) > 1000;
    },
  },

  // Funciones por tramos, crecimiento y signo
  {
    id: 'exs-mat-025',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Sea f(x) = x² − 1 si x < 2, y f(x) = 3x − 4 si x ≥ 2. Calculá f(−3) + f(4).',
    answer: { value: 16, unit: '', tolerance: { absolute: 0.001 }, text: 'f(−3) + f(4) = 8 + 8 = 16' },
    solution: '−3 < 2, entonces f(−3) = 9 − 1 = 8. 4 ≥ 2, entonces f(4) = 12 − 4 = 8. La suma es 16.',
    subtopic: 'funciones.a-trozos',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => {
      const f = (x: number) => (x < 2 ? x * x - 1 : 3 * x - 4);
      return f(-3) + f(4);
    },
  },
  {
    id: 'exs-mat-026',
    subject: 'matematicas',
    format: 'open',
    statement:
      'Sea g(x) = −x + 2 si x ≤ 1, y g(x) = x² − 4x + 4 si x > 1. Indicá los intervalos de crecimiento y de decrecimiento de g.',
    answer: { text: 'Decrece en (−∞; 2) y crece en (2; +∞)' },
    solution:
      'El primer tramo es una recta de pendiente −1: decrece en (−∞; 1]. El segundo es (x − 2)², que decrece en (1; 2) y crece en (2; +∞). En x = 1 ambos tramos valen 1, así que g decrece sin saltos en (−∞; 2) y crece en (2; +∞).',
    subtopic: 'funciones.a-trozos',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => [2, 2],
    verify: () => {
      const g = (x: number) => (x <= 1 ? -x + 2 : x * x - 4 * x + 4);
      return monotone(g, -10, 2, -1) && monotone(g, 2, 10, 1);
    },
  },
  {
    id: 'exs-mat-027',
    subject: 'matematicas',
    format: 'open',
    statement: 'Hallá los conjuntos de positividad y de negatividad de f(x) = x² − 2x − 3.',
    answer: { text: 'C⁺ = (−∞; −1) ∪ (3; +∞); C⁻ = (−1; 3)' },
    solution:
      'Raíces: x² − 2x − 3 = (x − 3)(x + 1), x = −1 y x = 3. Como a > 0, f es positiva fuera de las raíces y negativa entre ellas.',
    subtopic: 'funciones.a-trozos',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => {
      const [r1, r2] = quadraticRoots(1, -2, -3) as [number, number];
      return [r1, r2, r1, r2];
    },
    verify: () => {
      const f = (x: number) => x * x - 2 * x - 3;
      return signOn(f, -50, -1, 1) && signOn(f, -1, 3, -1) && signOn(f, 3, 50, 1);
    },
  },
  {
    id: 'exs-mat-028',
    subject: 'matematicas',
    format: 'five-options',
    statement:
      'Sea h(x) = 2x + 1 si x < 0; h(x) = 1 − x² si 0 ≤ x ≤ 2; h(x) = x − 5 si x > 2. El valor de h(−1) + h(1) + h(3) es:',
    options: five('−3', '−1', '3', '−5'),
    answer: { option: 0 },
    solution: 'h(−1) = −2 + 1 = −1; h(1) = 1 − 1 = 0; h(3) = 3 − 5 = −2. Suma: −3.',
    subtopic: 'funciones.a-trozos',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => {
      const h = (x: number) => (x < 0 ? 2 * x + 1 : x <= 2 ? 1 - x * x : x - 5);
      return [h(-1) + h(1) + h(3)];
    },
  },
  {
    id: 'exs-mat-029',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Sea f(x) = x + 3 si x < −1, y f(x) = x² + 1 si x ≥ −1.',
    parts: [
      {
        label: 'a',
        prompt: 'Calculá f(−4), f(−1) y f(2).',
        answer: { kind: 'expression', text: 'f(−4) = −1; f(−1) = 2; f(2) = 5' },
      },
      {
        label: 'b',
        prompt: 'Hallá todos los ceros de f.',
        answer: { kind: 'expression', text: 'x = −3 (único cero)' },
      },
    ],
    solution:
      'a) −4 < −1: f(−4) = −1. −1 ≥ −1: f(−1) = 1 + 1 = 2. f(2) = 5. b) x + 3 = 0 da x = −3, que cumple x < −1. x² + 1 nunca vale 0. Único cero: x = −3.',
    subtopic: 'funciones.a-trozos',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => {
      const f = (x: number) => (x < -1 ? x + 3 : x * x + 1);
      // the numbers the key shows: the arguments and their values, then the zero
      return [[-4, f(-4), -1, f(-1), 2, f(2)], [-3]];
    },
    verify: () => {
      const f = (x: number) => (x < -1 ? x + 3 : x * x + 1);
      const zeros = [];
      for (let i = -1000; i <= 1000; i++) if (close(f(i / 100), 0)) zeros.push(i / 100);
      return zeros.length === 1 && zeros[0] === -3;
    },
  },
  {
    id: 'exs-mat-030',
    subject: 'matematicas',
    format: 'open',
    statement:
      'Sea p(x) = x + 4 si x < 0, y p(x) = 4 − 2x si x ≥ 0. ¿En qué intervalos p es positiva y en cuáles negativa?',
    answer: { text: 'Positiva en (−4; 2); negativa en (−∞; −4) ∪ (2; +∞)' },
    solution:
      'Primer tramo: x + 4 > 0 si x > −4 (con x < 0). Segundo: 4 − 2x > 0 si x < 2 (con x ≥ 0). Positiva en (−4; 2); se anula en −4 y en 2, y es negativa fuera.',
    subtopic: 'funciones.a-trozos',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => [-4, 2, -4, 2],
    verify: () => {
      const p = (x: number) => (x < 0 ? x + 4 : 4 - 2 * x);
      return signOn(p, -4, 2, 1) && signOn(p, -40, -4, -1) && signOn(p, 2, 40, -1);
    },
  },
  {
    id: 'exs-mat-031',
    subject: 'matematicas',
    format: 'five-options',
    statement:
      'El intervalo de decrecimiento de f(x) = |x − 3| + 1 (el mayor intervalo en el que f decrece) es:',
    options: five('(3; +∞)', '(−∞; 1)', '(1; +∞)', '(−∞; −3)'),
    answer: { option: 4 },
    solution:
      'f(x) = −(x − 3) + 1 = 4 − x si x < 3 (decrece) y f(x) = x − 2 si x ≥ 3 (crece). Decrece en (−∞; 3), que no figura; (−∞; 1) y (−∞; −3) son solo partes de ese intervalo.',
    subtopic: 'funciones.a-trozos',
    modelledOn: functionSources,
    difficulty: 'medio',
    verify: () => {
      const f = (x: number) => Math.abs(x - 3) + 1;
      return monotone(f, -20, 3, -1) && monotone(f, 3, 20, 1);
    },
  },

  // Ecuaciones racionales con dominio
  {
    id: 'exs-mat-032',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé (x + 1)/(x − 2) = 3/(x − 2) + 2.',
    answer: { text: 'No tiene solución: el único candidato, x = 2, no pertenece al dominio' },
    solution:
      'Dominio: x ≠ 2. Multiplicando por (x − 2): x + 1 = 3 + 2(x − 2) = 2x − 1, de donde x = 2, que anula el denominador. La ecuación no tiene solución.',
    subtopic: 'ecuaciones.racionales',
    modelledOn: [...febExams, 'frt-matematica-2020'],
    difficulty: 'medio',
    check: () => [1 + 1],
    verify: () => {
      // after clearing denominators the equation is linear: x + 1 − (3 + 2(x − 2)) = 0
      return close(
        solveLinear((x) => x + 1 - (3 + 2 * (x - 2))),
        2,
      );
    },
  },
  {
    id: 'exs-mat-033',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Resolvé 2/(x − 1) + 1 = 5/(x − 1).',
    answer: { value: 4, unit: '', tolerance: { absolute: 0.001 }, text: 'x = 4' },
    solution:
      'Dominio: x ≠ 1. Multiplicando por (x − 1): 2 + (x − 1) = 5, x = 4, que está en el dominio. Verificación: 2/3 + 1 = 5/3.',
    subtopic: 'ecuaciones.racionales',
    modelledOn: [...febExams, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => 5 - 2 + 1,
  },
  {
    id: 'exs-mat-034',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé x/(x + 3) − 1/(x − 3) = 18/(x² − 9), indicando el dominio.',
    answer: { text: 'x = 7 (x = −3 se descarta por no pertenecer al dominio)' },
    solution:
      'Dominio: x ≠ 3 y x ≠ −3. Multiplicando por x² − 9 = (x + 3)(x − 3): x(x − 3) − (x + 3) = 18, x² − 4x − 21 = 0, x = 7 o x = −3. Se descarta −3; la solución es x = 7.',
    subtopic: 'ecuaciones.racionales',
    modelledOn: [...febExams, 'frt-matematica-2020'],
    difficulty: 'medio',
    check: () => [...quadraticRoots(1, -4, -21)].reverse(),
    verify: () => close(7 / 10 - 1 / 4, 18 / 40),
  },
  {
    id: 'exs-mat-035',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'La solución de (3x − 1)/(x + 2) = 2 es:',
    options: five('x = 5', 'x = 3', 'x = −2', 'x = 1/3'),
    answer: { option: 0 },
    solution: 'Con x ≠ −2: 3x − 1 = 2x + 4, x = 5. Verificación: 14/7 = 2.',
    subtopic: 'ecuaciones.racionales',
    modelledOn: [...febExams, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => [solveLinear((x) => 3 * x - 1 - 2 * (x + 2))],
  },
  {
    id: 'exs-mat-036',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'El conjunto solución de 1/x + 1/(x + 2) = 4/3 es:',
    options: five('x = 1 únicamente', 'x = −1 y x = 3/2', 'x = 2 y x = −3', 'x = 1 y x = −3/2'),
    answer: { option: 3 },
    solution:
      'Con x ≠ 0 y x ≠ −2: 3(x + 2) + 3x = 4x(x + 2), 4x² + 2x − 6 = 0, 2x² + x − 3 = 0, x = 1 o x = −3/2. Ambas están en el dominio, así que no alcanza con x = 1.',
    subtopic: 'ecuaciones.racionales',
    modelledOn: [...febExams, 'frt-matematica-2020'],
    difficulty: 'dificil',
    check: () => quadraticRoots(2, 1, -3),
    verify: () => [1, -1.5].every((x) => close(1 / x + 1 / (x + 2), 4 / 3)),
  },

  // Logaritmos y exponenciales con dominio
  {
    id: 'exs-mat-037',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Resolvé log₂(x + 3) + log₂(x − 3) = 4.',
    answer: { value: 5, unit: '', tolerance: { absolute: 0.001 }, text: 'x = 5' },
    solution:
      'Dominio: x > 3. log₂((x + 3)(x − 3)) = 4 ⇒ x² − 9 = 16 ⇒ x = ±5. Solo x = 5 está en el dominio.',
    subtopic: 'funciones.logaritmos',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => Math.sqrt(2 ** 4 + 9),
  },
  {
    id: 'exs-mat-038',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Resolvé ln(x + 1) − ln(x − 1) = ln 3.',
    answer: { value: 2, unit: '', tolerance: { absolute: 0.001 }, text: 'x = 2' },
    solution: 'Dominio: x > 1. ln((x + 1)/(x − 1)) = ln 3 ⇒ x + 1 = 3x − 3 ⇒ x = 2, que está en el dominio.',
    subtopic: 'funciones.logaritmos',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => {
      // bisection on ln(x+1) − ln(x−1) − ln 3 over (1, 100): the left side decreases
      let lo = 1.000001;
      let hi = 100;
      for (let i = 0; i < 100; i++) {
        const mid = (lo + hi) / 2;
        if (Math.log(mid + 1) - Math.log(mid - 1) - Math.log(3) > 0) lo = mid;
        else hi = mid;
      }
      return lo;
    },
  },
  {
    id: 'exs-mat-039',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Hallá x tal que 3^(2x − 1) = 27^(x − 2).',
    answer: { value: 5, unit: '', tolerance: { absolute: 0.001 }, text: 'x = 5' },
    solution: '27 = 3³, así que 3^(2x − 1) = 3^(3x − 6). Igualando exponentes: 2x − 1 = 3x − 6, x = 5.',
    subtopic: 'funciones.ecuaciones-exponenciales',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => solveLinear((x) => (2 * x - 1) * Math.log(3) - (x - 2) * Math.log(27)),
  },
  {
    id: 'exs-mat-040',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé 4^x − 6 · 2^x + 8 = 0.',
    answer: { text: 'x = 1 o x = 2' },
    solution:
      'Con t = 2^x (t > 0): t² − 6t + 8 = 0, t = 2 o t = 4. Entonces 2^x = 2 da x = 1, y 2^x = 4 da x = 2.',
    subtopic: 'funciones.ecuaciones-exponenciales',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => quadraticRoots(1, -6, 8).map((t) => Math.log2(t)),
  },
  {
    id: 'exs-mat-041',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'La solución de log₃(x) = 2 · log₉(x + 6) es:',
    options: five('x = 3', 'x = 6', 'x = 9', 'x = −6'),
    answer: { option: 4 },
    solution:
      'log₉(x + 6) = log₃(x + 6)/2, así que el segundo miembro es log₃(x + 6). Quedaría x = x + 6, imposible: la ecuación no tiene solución, y ninguna opción lo dice.',
    subtopic: 'funciones.logaritmos',
    modelledOn: functionSources,
    difficulty: 'dificil',
    verify: () =>
      [0.5, 1, 3, 6, 9, 100].every(
        (x) => !close(Math.log(x) / Math.log(3), (2 * Math.log(x + 6)) / Math.log(9), 1e-6),
      ),
  },
  {
    id: 'exs-mat-042',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Resolvé log₂(x) + log₄(x) = 6.',
    answer: { value: 16, unit: '', tolerance: { absolute: 0.001 }, text: 'x = 16' },
    solution:
      'log₄(x) = log₂(x)/2. Entonces (3/2)·log₂(x) = 6, log₂(x) = 4, x = 16 (positivo, está en el dominio).',
    subtopic: 'funciones.logaritmos',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => 2 ** (6 / 1.5),
  },
  {
    id: 'exs-mat-043',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Sea f(x) = log₂(x − 1) + 3.',
    parts: [
      { label: 'a', prompt: '¿Cuál es el dominio de f?', answer: { kind: 'expression', text: '(1; +∞)' } },
      {
        label: 'b',
        prompt: '¿Para qué x vale f(x) = 5?',
        answer: { kind: 'numeric', value: 5, unit: '', tolerance: { absolute: 0.001 }, text: 'x = 5' },
      },
      {
        label: 'c',
        prompt: 'Hallá el cero de f.',
        answer: {
          kind: 'numeric',
          value: 1.125,
          unit: '',
          tolerance: { absolute: 0.001 },
          text: 'x = 9/8 = 1,125',
        },
      },
    ],
    solution:
      'a) x − 1 > 0: dominio (1; +∞). b) log₂(x − 1) = 2, x − 1 = 4, x = 5. c) log₂(x − 1) = −3, x − 1 = 1/8, x = 9/8.',
    subtopic: 'funciones.logaritmos',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => [[1], [1 + 2 ** 2], [1 + 2 ** -3]],
  },
  {
    id: 'exs-mat-044',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'La solución de 5^x · 25 = 125^(x − 1) es:',
    options: five('x = 2,5', 'x = 1/2', 'x = 5', 'x = −2,5'),
    answer: { option: 0 },
    solution: '5^x · 5² = 5^(3x − 3) ⇒ x + 2 = 3x − 3 ⇒ x = 5/2.',
    subtopic: 'funciones.ecuaciones-exponenciales',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => [(2 + 3) / (3 - 1)],
  },
  {
    id: 'exs-mat-045',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Resolvé log(x² − 4) = log(3x), teniendo en cuenta el dominio.',
    answer: { value: 4, unit: '', tolerance: { absolute: 0.001 }, text: 'x = 4' },
    solution:
      'x² − 4 = 3x ⇒ x² − 3x − 4 = 0 ⇒ x = 4 o x = −1. Con x = −1, 3x < 0 y el logaritmo no existe; queda x = 4 (16 − 4 = 12 = 3·4).',
    subtopic: 'funciones.logaritmos',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => quadraticRoots(1, -3, -4).filter((x) => x * x - 4 > 0 && 3 * x > 0)[0] ?? Number.NaN,
  },

  // Polinomios: división y teorema del resto
  {
    id: 'exs-mat-046',
    subject: 'matematicas',
    format: 'numeric',
    statement: '¿Cuál es el resto de dividir P(x) = 2x³ − 3x² + 4x − 5 por (x − 2)?',
    answer: { value: 7, unit: '', tolerance: { absolute: 0.001 }, text: 'R = P(2) = 7' },
    solution: 'Por el teorema del resto, R = P(2) = 16 − 12 + 8 − 5 = 7.',
    subtopic: 'algebra-basica.polinomios',
    modelledOn: [decExam, 'frt-matematica-2020', 'frt-matematica-cartilla'],
    difficulty: 'facil',
    check: () => poly([2, -3, 4, -5], 2),
  },
  {
    id: 'exs-mat-047',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Hallá k para que P(x) = x³ + kx² − 4x + 3 sea divisible por (x + 1).',
    answer: { value: -6, unit: '', tolerance: { absolute: 0.001 }, text: 'k = −6' },
    solution: 'Divisible ⇔ P(−1) = 0: −1 + k + 4 + 3 = 0, k = −6.',
    subtopic: 'algebra-basica.polinomios',
    modelledOn: [decExam, 'frt-matematica-2020', 'frt-matematica-cartilla'],
    difficulty: 'facil',
    check: () => solveLinear((k) => poly([1, k, -4, 3], -1)),
  },
  {
    id: 'exs-mat-048',
    subject: 'matematicas',
    format: 'open',
    statement: 'Dividí P(x) = x⁴ − 3x² + 2x − 1 por Q(x) = x² + x − 1. Indicá el cociente y el resto.',
    answer: { text: 'C(x) = x² − x − 1; R(x) = 2x − 2' },
    solution:
      'x⁴ : x² = x²; restando x²·Q queda −x³ − 2x² + 2x − 1. −x³ : x² = −x; restando −x·Q queda −x² + x − 1. −x² : x² = −1; restando −Q queda 2x − 2. Cociente x² − x − 1, resto 2x − 2.',
    subtopic: 'algebra-basica.polinomios',
    modelledOn: [decExam, 'frt-matematica-2020', 'frt-matematica-cartilla'],
    difficulty: 'dificil',
    check: () => [-1, 2, -2],
    verify: () =>
      [-2, -1, 0, 0.5, 1, 3].every((x) =>
        close(poly([1, 0, -3, 2, -1], x), poly([1, -1, -1], x) * poly([1, 1, -1], x) + poly([2, -2], x)),
      ),
  },
  {
    id: 'exs-mat-049',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'Al dividir (3x³ − 2x + 5) por (x + 1) con la regla de Ruffini se obtiene:',
    options: five(
      'C(x) = 3x² − 3x + 1; R = 4',
      'C(x) = 3x² + 3x + 1; R = 6',
      'C(x) = 3x² − 3x − 5; R = 10',
      'C(x) = 3x² − 2x + 3; R = 2',
    ),
    answer: { option: 0 },
    solution:
      'Coeficientes 3, 0, −2, 5 y raíz −1: bajo 3; 0 + (−3) = −3; −2 + 3 = 1; 5 + (−1) = 4. Cociente 3x² − 3x + 1, resto 4.',
    subtopic: 'algebra-basica.polinomios',
    modelledOn: [decExam, 'frt-matematica-2020', 'frt-matematica-cartilla'],
    difficulty: 'facil',
    check: () => {
      const coefficients = [3, 0, -2, 5];
      const row: number[] = [];
      for (const c of coefficients) row.push(c + (row.length ? (row[row.length - 1] ?? 0) * -1 : 0));
      return row;
    },
  },
  {
    id: 'exs-mat-050',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Sea P(x) = x³ − 2x² − 5x + 6.',
    parts: [
      {
        label: 'a',
        prompt: 'Verificá que x = 1 es raíz de P.',
        answer: { kind: 'expression', text: 'P(1) = 0' },
      },
      {
        label: 'b',
        prompt: 'Factorizá P completamente.',
        answer: { kind: 'expression', text: 'P(x) = (x − 1)(x − 3)(x + 2)' },
      },
    ],
    solution:
      'a) P(1) = 1 − 2 − 5 + 6 = 0. b) Ruffini con 1 da x² − x − 6 = (x − 3)(x + 2). Entonces P(x) = (x − 1)(x − 3)(x + 2).',
    subtopic: 'algebra-basica.factoreo',
    modelledOn: [decExam, 'frt-matematica-2020', 'frt-matematica-cartilla'],
    difficulty: 'medio',
    check: () => {
      const roots = [1, ...quadraticRoots(1, -1, -6).reverse()];
      return [[1, poly([1, -2, -5, 6], 1)], roots.map((r) => -r)];
    },
    verify: () =>
      [-5, -2, 0, 2.5, 4].every((x) => close(poly([1, -2, -5, 6], x), (x - 1) * (x - 3) * (x + 2))),
  },
  {
    id: 'exs-mat-051',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'El polinomio P(x) = x³ + ax + 2 deja resto 8 al dividirlo por (x − 2). ¿Cuánto vale a?',
    answer: { value: -1, unit: '', tolerance: { absolute: 0.001 }, text: 'a = −1' },
    solution: 'Teorema del resto: P(2) = 8 + 2a + 2 = 8, 2a = −2, a = −1.',
    subtopic: 'algebra-basica.polinomios',
    modelledOn: [decExam, 'frt-matematica-2020', 'frt-matematica-cartilla'],
    difficulty: 'facil',
    check: () => (8 - (2 ** 3 + 2)) / 2,
  },

  // Sistemas con parámetro
  {
    id: 'exs-mat-052',
    subject: 'matematicas',
    format: 'open',
    statement: 'Clasificá según los valores de a el sistema { ax + y = 3 ; 2x + y = 1 }.',
    answer: { text: 'Compatible determinado si a ≠ 2; incompatible si a = 2 (nunca es indeterminado)' },
    solution:
      'Determinante: a·1 − 1·2 = a − 2. Si a ≠ 2 hay solución única. Si a = 2 quedan 2x + y = 3 y 2x + y = 1, contradictorias: incompatible.',
    subtopic: 'ecuaciones.sistemas',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'medio',
    check: () => [solveLinear((a) => a * 1 - 1 * 2), solveLinear((a) => a * 1 - 1 * 2)],
    verify: () => {
      // { ax + y = 3 ; 2x + y = 1 }: where the determinant vanishes the left sides coincide, so the
      // system is incompatible exactly when the right sides differ
      const a = solveLinear((k) => k * 1 - 1 * 2);
      const [first, second] = [
        { x: a, y: 1, rhs: 3 },
        { x: 2, y: 1, rhs: 1 },
      ];
      return first.x === second.x && first.y === second.y && first.rhs !== second.rhs;
    },
  },
  {
    id: 'exs-mat-053',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé en función de a el sistema { x + y = 2a ; x − y = 4 }.',
    answer: { text: 'x = a + 2; y = a − 2' },
    solution: 'Sumando: 2x = 2a + 4, x = a + 2. Restando: 2y = 2a − 4, y = a − 2.',
    subtopic: 'ecuaciones.sistemas',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => [2, -2],
    verify: () => [-3, 0, 1.5, 7].every((a) => close(a + 2 + (a - 2), 2 * a) && close(a + 2 - (a - 2), 4)),
  },
  {
    id: 'exs-mat-054',
    subject: 'matematicas',
    format: 'numeric',
    statement: '¿Para qué valor de k el sistema { kx + 2y = 4 ; 3x + 6y = 12 } tiene infinitas soluciones?',
    answer: { value: 1, unit: '', tolerance: { absolute: 0.001 }, text: 'k = 1' },
    solution:
      'La segunda ecuación es 3 veces x + 2y = 4. Para infinitas soluciones la primera debe ser la misma recta: k = 1.',
    subtopic: 'ecuaciones.sistemas',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'medio',
    check: () => {
      // determinant k·6 − 2·3 = 0, and then 4/12 matches 2/6
      const k = (2 * 3) / 6;
      return close(2 / 6, 4 / 12) ? k : Number.NaN;
    },
  },
  {
    id: 'exs-mat-055',
    subject: 'matematicas',
    format: 'five-options',
    statement: '¿Para qué valor de m el sistema { 2x − my = 1 ; 4x + 6y = 2 } es incompatible?',
    options: five('m = −3', 'm = 3', 'm = 2', 'm = 0'),
    answer: { option: 4 },
    solution:
      'Determinante: 2·6 − (−m)·4 = 12 + 4m, nulo solo si m = −3. Pero con m = −3 queda 2x + 3y = 1 y 4x + 6y = 2, la misma recta: compatible indeterminado. No hay m que lo haga incompatible.',
    subtopic: 'ecuaciones.sistemas',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'dificil',
    verify: () => {
      const det = (m: number) => 2 * 6 - -m * 4;
      const m = solveLinear(det);
      // with that m the second equation is twice the first (2x − my = 1), right side included
      return close(m, -3) && close(4 / 2, 6 / -m) && close(2 / 1, 4 / 2);
    },
  },
  {
    id: 'exs-mat-056',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Dado el sistema { x + ay = 1 ; ax + y = 1 }:',
    parts: [
      {
        label: 'a',
        prompt: 'Clasificalo según los valores de a.',
        answer: {
          kind: 'expression',
          text: 'a = 1: compatible indeterminado; a = −1: incompatible; a ≠ ±1: compatible determinado',
        },
      },
      {
        label: 'b',
        prompt: 'Resolvelo para a = 2.',
        answer: { kind: 'expression', text: 'x = 1/3; y = 1/3' },
      },
    ],
    solution:
      'a) Determinante 1 − a². Si a = 1, las dos ecuaciones son x + y = 1: indeterminado. Si a = −1: x − y = 1 y −x + y = 1, contradictorias. Si a ≠ ±1, solución única. b) x + 2y = 1 y 2x + y = 1: restando, y = x; 3x = 1, x = y = 1/3.',
    subtopic: 'ecuaciones.sistemas',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'dificil',
    check: () => {
      const x = (1 - 2) / (1 - 4);
      return [
        [1, -1, 1],
        [x, x],
      ];
    },
  },

  // Ecuaciones trigonométricas
  {
    id: 'exs-mat-057',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé 2 sen x − 1 = 0 para x en [0°; 360°).',
    answer: { text: 'x = 30° y x = 150°' },
    solution:
      'sen x = 1/2. En el primer cuadrante x = 30°; el seno también es positivo en el segundo: x = 180° − 30° = 150°.',
    subtopic: 'trigonometria.ecuaciones',
    modelledOn: [...febExams, decExam, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => zerosInDegrees((x) => 2 * Math.sin(x) - 1),
  },
  {
    id: 'exs-mat-058',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé 2cos²x − cos x − 1 = 0 para x en [0; 2π).',
    answer: { text: 'x = 0; x = 2π/3; x = 4π/3' },
    solution:
      'Con t = cos x: 2t² − t − 1 = 0, t = 1 o t = −1/2. cos x = 1 da x = 0; cos x = −1/2 da x = 2π/3 y x = 4π/3.',
    subtopic: 'trigonometria.ecuaciones',
    modelledOn: [...febExams, decExam, 'frt-matematica-2020'],
    difficulty: 'medio',
    check: () => {
      const f = (x: number) => 2 * Math.cos(x) ** 2 - Math.cos(x) - 1;
      // cos x = 1 is a tangency at 0 (no sign change): add it from the factorisation
      return [
        0,
        ...zerosInDegrees(f)
          .filter((d) => d > 1)
          .map((d) => deg(d)),
      ];
    },
  },
  {
    id: 'exs-mat-059',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'Las soluciones de tg x = −√3 en [0°; 360°) son:',
    options: five('120° y 300°', '60° y 240°', '150° y 330°', '120° y 240°'),
    answer: { option: 0 },
    solution:
      'tg 60° = √3. La tangente es negativa en el segundo y en el cuarto cuadrante: 180° − 60° = 120° y 360° − 60° = 300°.',
    subtopic: 'trigonometria.ecuaciones',
    modelledOn: [...febExams, decExam, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => [180 + toDeg(Math.atan(-Math.sqrt(3))), 360 + toDeg(Math.atan(-Math.sqrt(3)))],
  },
  {
    id: 'exs-mat-060',
    subject: 'matematicas',
    format: 'numeric',
    statement: '¿Cuántas soluciones tiene sen(2x) = 0 en el intervalo [0; 2π)?',
    answer: { value: 4, unit: '', tolerance: { absolute: 0.001 }, text: '4 soluciones: 0, π/2, π y 3π/2' },
    solution: 'sen(2x) = 0 ⇔ 2x = kπ ⇔ x = kπ/2. En [0; 2π) son k = 0, 1, 2, 3: cuatro soluciones.',
    subtopic: 'trigonometria.ecuaciones',
    modelledOn: [...febExams, decExam, 'frt-matematica-2020'],
    difficulty: 'medio',
    check: () =>
      Array.from({ length: 100 }, (_, k) => (k * Math.PI) / 2).filter((x) => x < 2 * Math.PI - 1e-9).length,
  },
  {
    id: 'exs-mat-061',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'Las soluciones de 2 sen²x = sen x en [0°; 360°) son:',
    options: five('30° y 150°', '0°, 30° y 150°', '0°, 180° y 30°', '0°, 90°, 180° y 270°'),
    answer: { option: 4 },
    solution:
      'sen x (2 sen x − 1) = 0. sen x = 0 da 0° y 180°; sen x = 1/2 da 30° y 150°. Son cuatro: 0°, 30°, 150° y 180°; ninguna opción las da todas.',
    subtopic: 'trigonometria.ecuaciones',
    modelledOn: [...febExams, decExam, 'frt-matematica-2020'],
    difficulty: 'medio',
    check: () => zerosInDegrees((x) => 2 * Math.sin(x) ** 2 - Math.sin(x)),
  },
  {
    id: 'exs-mat-062',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé sen x = cos x para x en [0°; 360°).',
    answer: { text: 'x = 45° y x = 225°' },
    solution:
      'Si cos x = 0 no hay igualdad, así que podés dividir: tg x = 1, x = 45° o x = 45° + 180° = 225°.',
    subtopic: 'trigonometria.ecuaciones',
    modelledOn: [...febExams, decExam, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => zerosInDegrees((x) => Math.sin(x) - Math.cos(x)),
  },
  {
    id: 'exs-mat-063',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Un sector circular tiene radio 12 cm y ángulo central de 150°.',
    parts: [
      {
        label: 'a',
        prompt: 'Expresá el ángulo en radianes.',
        answer: {
          kind: 'numeric',
          value: (5 * Math.PI) / 6,
          unit: 'rad',
          tolerance: { absolute: 0.001 },
          text: '5π/6 ≈ 2,618 rad',
        },
      },
      {
        label: 'b',
        prompt: 'Calculá la longitud del arco.',
        answer: {
          kind: 'numeric',
          value: 10 * Math.PI,
          unit: 'cm',
          tolerance: { absolute: 0.01 },
          text: '10π cm ≈ 31,42 cm',
        },
      },
    ],
    solution: 'a) 150° · π/180° = 5π/6 rad. b) s = r·θ = 12 cm · 5π/6 = 10π cm ≈ 31,42 cm.',
    subtopic: 'trigonometria.angulos-radianes',
    modelledOn: ['frt-matematica-2020'],
    difficulty: 'facil',
    check: () => [[deg(150)], [12 * deg(150)]],
  },

  // Ángulos de elevación y depresión
  {
    id: 'exs-mat-064',
    subject: 'matematicas',
    format: 'numeric',
    statement:
      'Desde un punto del suelo a 40 m de la base de un edificio se ve su parte más alta con un ángulo de elevación de 35°. ¿Cuál es la altura del edificio?',
    answer: { value: 40 * Math.tan(deg(35)), unit: 'm', tolerance: { absolute: 0.1 }, text: 'h ≈ 28,01 m' },
    solution: 'tg 35° = h / 40 m ⇒ h = 40 m · tg 35° ≈ 40 · 0,7002 ≈ 28,01 m.',
    subtopic: 'trigonometria.triangulo-rectangulo',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => 40 * Math.tan(deg(35)),
  },
  {
    id: 'exs-mat-065',
    subject: 'matematicas',
    format: 'numeric',
    statement:
      'Desde lo alto de un faro de 60 m se observa un bote con un ángulo de depresión de 18°. ¿A qué distancia horizontal de la base del faro está el bote?',
    answer: { value: 60 / Math.tan(deg(18)), unit: 'm', tolerance: { absolute: 0.5 }, text: 'd ≈ 184,7 m' },
    solution:
      'El ángulo de depresión es igual al de elevación desde el bote. tg 18° = 60 / d ⇒ d = 60 / tg 18° ≈ 60 / 0,3249 ≈ 184,7 m.',
    subtopic: 'trigonometria.triangulo-rectangulo',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => 60 / Math.tan(deg(18)),
  },
  {
    id: 'exs-mat-066',
    subject: 'matematicas',
    format: 'multi-part',
    statement:
      'Un observador ve la punta de una torre con un ángulo de elevación de 30°. Camina 20 m en línea recta hacia la torre y ahora la ve con un ángulo de 45°.',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuál es la altura de la torre?',
        answer: {
          kind: 'numeric',
          value: 20 / (Math.sqrt(3) - 1),
          unit: 'm',
          tolerance: { absolute: 0.05 },
          text: 'h ≈ 27,32 m',
        },
      },
      {
        label: 'b',
        prompt: '¿A qué distancia de la torre estaba al principio?',
        answer: {
          kind: 'numeric',
          value: 20 / (Math.sqrt(3) - 1) + 20,
          unit: 'm',
          tolerance: { absolute: 0.05 },
          text: 'd ≈ 47,32 m',
        },
      },
    ],
    solution:
      'Sea x la distancia final. Con 45°: h = x. Con 30°: h = (x + 20)·tg 30° = (x + 20)/√3. Entonces x√3 = x + 20, x = 20/(√3 − 1) ≈ 27,32 m. a) h ≈ 27,32 m. b) Al principio estaba a x + 20 ≈ 47,32 m.',
    subtopic: 'trigonometria.triangulo-rectangulo',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'dificil',
    check: () => {
      const x = (20 * Math.tan(deg(30))) / (Math.tan(deg(45)) - Math.tan(deg(30)));
      return [[x * Math.tan(deg(45))], [x + 20]];
    },
  },
  {
    id: 'exs-mat-067',
    subject: 'matematicas',
    format: 'five-options',
    statement:
      'Un barrilete está sujeto con un hilo tenso de 50 m que forma un ángulo de 40° con el suelo. Despreciando la altura de la mano, el barrilete está a una altura de:',
    options: five('32,14 m', '38,30 m', '41,95 m', '59,59 m'),
    answer: { option: 0 },
    solution:
      'El hilo es la hipotenusa y la altura es el cateto opuesto a 40°: h = 50 m · sen 40° ≈ 32,14 m.',
    subtopic: 'trigonometria.triangulo-rectangulo',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'facil',
    check: () => [50 * Math.sin(deg(40))],
  },
  {
    id: 'exs-mat-068',
    subject: 'matematicas',
    format: 'five-options',
    statement:
      'Un avión vuela a 2000 m de altura y el piloto ve el aeropuerto con un ángulo de depresión de 12°. La distancia horizontal entre el avión y el aeropuerto es:',
    options: five('425,1 m', '1956,3 m', '2044,7 m', '9619,4 m'),
    answer: { option: 4 },
    solution:
      'tg 12° = 2000 / d ⇒ d = 2000 / tg 12° ≈ 9409 m. 9619,4 m es la distancia en línea recta (2000/sen 12°), no la horizontal.',
    subtopic: 'trigonometria.triangulo-rectangulo',
    modelledOn: [decExam, 'frt-matematica-2020'],
    difficulty: 'medio',
    check: () => [2000 / Math.tan(deg(12))],
  },

  // Geometría, dominio, Thales
  {
    id: 'exs-mat-069',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Un tanque cilíndrico tiene 0,8 m de radio y 2,5 m de altura. ¿Cuántos litros de agua entran?',
    answer: { value: Math.PI * 0.64 * 2.5 * 1000, unit: 'L', tolerance: { absolute: 1 }, text: '≈ 5026,5 L' },
    solution: 'V = π r² h = π · 0,64 m² · 2,5 m ≈ 5,0265 m³. Como 1 m³ = 1000 L, entran ≈ 5026,5 L.',
    subtopic: 'geometria.volumenes',
    modelledOn: ['frt-matematica-2020'],
    difficulty: 'facil',
    check: () => Math.PI * 0.8 ** 2 * 2.5 * 1000,
  },
  {
    id: 'exs-mat-070',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'El volumen de un cono de 3 cm de radio y 4 cm de altura es:',
    options: five('37,70 cm³', '113,10 cm³', '75,40 cm³', '47,12 cm³'),
    answer: { option: 0 },
    solution:
      'V = π r² h / 3 = π · 9 · 4 / 3 = 12π ≈ 37,70 cm³. (113,10 es el cilindro; 47,12 es el área lateral π r g con g = 5.)',
    subtopic: 'geometria.volumenes',
    modelledOn: ['frt-matematica-2020'],
    difficulty: 'facil',
    check: () => [(Math.PI * 9 * 4) / 3],
  },
  {
    id: 'exs-mat-071',
    subject: 'matematicas',
    format: 'open',
    statement: 'Hallá el dominio de f(x) = √(6 − 2x) / (x + 1).',
    answer: { text: 'Dom f = (−∞; 3] − {−1}' },
    solution:
      'El radicando no puede ser negativo: 6 − 2x ≥ 0 ⇔ x ≤ 3. El denominador no puede anularse: x ≠ −1.',
    subtopic: 'funciones.concepto-dominio',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => [6 / 2, -1],
  },
  {
    id: 'exs-mat-072',
    subject: 'matematicas',
    format: 'open',
    statement: 'Hallá el dominio de f(x) = log(x² − 5x + 6).',
    answer: { text: 'Dom f = (−∞; 2) ∪ (3; +∞)' },
    solution:
      'El argumento del logaritmo debe ser positivo: x² − 5x + 6 = (x − 2)(x − 3) > 0, que vale fuera de las raíces.',
    subtopic: 'funciones.concepto-dominio',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => quadraticRoots(1, -5, 6),
  },
  {
    id: 'exs-mat-073',
    subject: 'matematicas',
    format: 'numeric',
    statement:
      'Tres rectas paralelas cortan a dos transversales. En la primera transversal determinan segmentos de 4 cm y 6 cm; en la segunda, el segmento que corresponde al de 4 cm mide 5 cm. ¿Cuánto mide el que corresponde al de 6 cm?',
    answer: { value: 7.5, unit: 'cm', tolerance: { absolute: 0.01 }, text: 'x = 7,5 cm' },
    solution: 'Por el teorema de Thales los segmentos son proporcionales: 4/6 = 5/x ⇒ x = 6·5/4 = 7,5 cm.',
    subtopic: 'geometria.angulos-triangulos',
    modelledOn: ['frt-matematica-2020'],
    difficulty: 'facil',
    check: () => (6 * 5) / 4,
  },

  // Inecuaciones, composición, expresiones racionales, radicales
  {
    id: 'exs-mat-074',
    subject: 'matematicas',
    format: 'open',
    statement: 'Resolvé (x − 1)/(x + 2) ≥ 0 y escribí el conjunto solución como intervalo.',
    answer: { text: '(−∞; −2) ∪ [1; +∞)' },
    solution:
      'Tabla de signos con x = 1 (anula el numerador, se incluye) y x = −2 (anula el denominador, se excluye): el cociente es positivo para x < −2 y para x > 1.',
    subtopic: 'ecuaciones.inecuaciones-racionales',
    modelledOn: [...febExams, 'frm-matematica-2025-u1'],
    difficulty: 'medio',
    check: () => [-2, 1],
    verify: () => {
      const q = (x: number) => (x - 1) / (x + 2);
      return signOn(q, -50, -2, 1) && signOn(q, -2, 1, -1) && signOn(q, 1, 50, 1) && q(1) === 0;
    },
  },
  {
    id: 'exs-mat-075',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'El conjunto solución de |2x − 3| < 5 es:',
    options: five('(−1; 4)', '(−4; 1)', '(−∞; −1) ∪ (4; +∞)', '(1; 4)'),
    answer: { option: 0 },
    solution: '|2x − 3| < 5 ⇔ −5 < 2x − 3 < 5 ⇔ −2 < 2x < 8 ⇔ −1 < x < 4.',
    subtopic: 'ecuaciones.valor-absoluto',
    modelledOn: [...febExams, 'frm-matematica-2025-u1'],
    difficulty: 'facil',
    verify: () => {
      const inside = (x: number) => Math.abs(2 * x - 3) < 5;
      return inside(-0.99) && inside(3.99) && !inside(-1) && !inside(4) && !inside(-2) && !inside(5);
    },
  },
  {
    id: 'exs-mat-076',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Sean f(x) = 2x − 3 y g(x) = x² + 1. Calculá (f ∘ g)(2).',
    answer: { value: 7, unit: '', tolerance: { absolute: 0.001 }, text: '(f ∘ g)(2) = f(5) = 7' },
    solution: 'Primero g(2) = 4 + 1 = 5; después f(5) = 10 − 3 = 7.',
    subtopic: 'funciones.composicion-inversa',
    modelledOn: functionSources,
    difficulty: 'facil',
    check: () => {
      const f = (x: number) => 2 * x - 3;
      const g = (x: number) => x * x + 1;
      return f(g(2));
    },
  },
  {
    id: 'exs-mat-077',
    subject: 'matematicas',
    format: 'open',
    statement: 'Hallá la función inversa de f(x) = (2x + 1)/(x − 3).',
    answer: { text: 'f⁻¹(x) = (3x + 1)/(x − 2)' },
    solution:
      'y(x − 3) = 2x + 1 ⇒ yx − 3y = 2x + 1 ⇒ x(y − 2) = 3y + 1 ⇒ x = (3y + 1)/(y − 2). Intercambiando: f⁻¹(x) = (3x + 1)/(x − 2), con x ≠ 2.',
    subtopic: 'funciones.composicion-inversa',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => [3, 1, -2],
    verify: () => {
      const f = (x: number) => (2 * x + 1) / (x - 3);
      const inv = (x: number) => (3 * x + 1) / (x - 2);
      return [-4, 0, 1, 5, 10].every((x) => close(inv(f(x)), x, 1e-9));
    },
  },
  {
    id: 'exs-mat-078',
    subject: 'matematicas',
    format: 'open',
    statement: 'Calculá y simplificá 2/(x − 1) + 3/(x + 1).',
    answer: { text: '(5x − 1)/(x² − 1)' },
    solution:
      'Denominador común (x − 1)(x + 1) = x² − 1: [2(x + 1) + 3(x − 1)]/(x² − 1) = (5x − 1)/(x² − 1), con x ≠ ±1.',
    subtopic: 'algebra-basica.expresiones-racionales',
    modelledOn: ['frt-matematica-2020', 'utn-exapuni-matematica-u1'],
    difficulty: 'facil',
    check: () => [5, -1, -1],
    verify: () => [-3, 0, 2, 4.5].every((x) => close(2 / (x - 1) + 3 / (x + 1), (5 * x - 1) / (x * x - 1))),
  },
  {
    id: 'exs-mat-079',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'Simplificada, la expresión (x² − 9)/(x² + 6x + 9) es igual a:',
    options: five('(x − 3)/(x + 3)', '(x + 3)/(x − 3)', '−1', 'x − 3'),
    answer: { option: 0 },
    solution:
      'x² − 9 = (x − 3)(x + 3) y x² + 6x + 9 = (x + 3)². Simplificando (x + 3), con x ≠ −3: (x − 3)/(x + 3).',
    subtopic: 'algebra-basica.expresiones-racionales',
    modelledOn: ['frt-matematica-2020', 'utn-exapuni-matematica-u1'],
    difficulty: 'facil',
    verify: () => [-2, 0, 1, 5].every((x) => close((x * x - 9) / (x * x + 6 * x + 9), (x - 3) / (x + 3))),
  },
  {
    id: 'exs-mat-080',
    subject: 'matematicas',
    format: 'five-options',
    statement: 'Al racionalizar el denominador de 6/(√5 − √2) se obtiene:',
    options: five('2√5 + 2√2', '6√5 − 6√2', '2√5 − 2√2', '√5 + √2'),
    answer: { option: 0 },
    solution: 'Multiplicá por el conjugado √5 + √2: 6(√5 + √2)/(5 − 2) = 2(√5 + √2) = 2√5 + 2√2.',
    subtopic: 'algebra-basica.potencias-radicales',
    modelledOn: [decExam, 'frm-matematica-2025-u1', 'frlp-sui-conjuntos', 'frch-matematica-2017'],
    difficulty: 'facil',
    check: () => [(6 / 3) * Math.sqrt(5), (6 / 3) * Math.sqrt(2)],
    verify: () => close(6 / (Math.sqrt(5) - Math.sqrt(2)), 2 * Math.sqrt(5) + 2 * Math.sqrt(2)),
  },
  {
    id: 'exs-mat-081',
    subject: 'matematicas',
    format: 'multi-part',
    statement: 'Dadas la parábola y = x² − 2x − 3 y la recta y = x + 1:',
    parts: [
      {
        label: 'a',
        prompt: 'Hallá los puntos donde se cortan.',
        answer: { kind: 'expression', text: '(4; 5) y (−1; 0)' },
      },
      {
        label: 'b',
        prompt: 'Hallá el vértice de la parábola.',
        answer: { kind: 'expression', text: 'V = (1; −4)' },
      },
    ],
    solution:
      'a) x² − 2x − 3 = x + 1 ⇔ x² − 3x − 4 = 0 ⇔ x = 4 o x = −1; en la recta, y = 5 e y = 0. b) xv = 1, yv = 1 − 2 − 3 = −4.',
    subtopic: 'funciones.cuadratica',
    modelledOn: functionSources,
    difficulty: 'medio',
    check: () => {
      const [x1, x2] = quadraticRoots(1, -3, -4) as [number, number];
      return [
        [x2, x2 + 1, x1, x1 + 1],
        [1, poly([1, -2, -3], 1)],
      ];
    },
  },
  {
    id: 'exs-mat-082',
    subject: 'matematicas',
    format: 'numeric',
    statement: 'Calculá el valor exacto de (0,2)⁻² + ∛(−27) − 4^(1/2).',
    answer: { value: 20, unit: '', tolerance: { absolute: 0.001 }, text: '25 − 3 − 2 = 20' },
    solution: '(0,2)⁻² = (1/5)⁻² = 25; ∛(−27) = −3; 4^(1/2) = 2. Resultado: 25 − 3 − 2 = 20.',
    subtopic: 'algebra-basica.potencias-radicales',
    modelledOn: [decExam, 'frm-matematica-2025-u1', 'frlp-sui-conjuntos', 'frch-matematica-2017'],
    difficulty: 'facil',
    check: () => 0.2 ** -2 + Math.cbrt(-27) - 4 ** 0.5,
  },
];
