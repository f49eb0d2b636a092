/**
 * Mathematics problems written for the solvers' work on #32, apart from the development set: the kinds
 * the UTN seminario programmes list (composition and inverse functions, trigonometric equations over an
 * interval, Thales and similar triangles, volumes and capacities, and the rest of the programme) in the
 * ways the entrance exams phrase them. Keys were computed by hand and are re-derived in `check`.
 */
import { at } from '../../../../../shared/lib/must.ts';
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';

const EXAM = ['frm-matematica-2024-02-03-t1', 'frm-matematica-2023-12-11-t2'];
const GUIDE = ['utn-exapuni-matematica-u1', 'frt-matematica-cartilla'];

const base = (id: number, subtopic: string, statement: string, solution: string) => ({
  id: `exs-mat-${id}`,
  subject: 'matematicas' as const,
  subtopic,
  statement,
  solution,
  modelledOn: id % 2 ? EXAM : GUIDE,
  difficulty: 'medio' as const,
});

const numeric = (
  id: number,
  subtopic: string,
  statement: string,
  answer: { value: number; unit?: string; text: string; relative?: number },
  solution: string,
): ExamStyleProblem => ({
  ...base(id, subtopic, statement, solution),
  format: 'numeric',
  answer: {
    value: answer.value,
    unit: answer.unit ?? '',
    text: answer.text,
    tolerance: answer.relative ? { relative: answer.relative } : { absolute: 0.01 },
  },
  check: () => answer.value,
});

const options = (
  id: number,
  subtopic: string,
  statement: string,
  shown: [string, string, string, string],
  option: number,
  solution: string,
): ExamStyleProblem => ({
  ...base(id, subtopic, statement, solution),
  format: 'five-options',
  options: five(...shown),
  answer: { option },
});

const open = (
  id: number,
  subtopic: string,
  statement: string,
  text: string,
  solution: string,
  check?: () => number[],
): ExamStyleProblem => ({
  ...base(id, subtopic, statement, solution),
  format: 'open',
  answer: { text },
  ...(check ? { check } : {}),
});

const parts = (
  id: number,
  subtopic: string,
  statement: string,
  asked: [string, string][],
  solution: string,
): ExamStyleProblem => ({
  ...base(id, subtopic, statement, solution),
  format: 'multi-part',
  parts: asked.map(([prompt, text], i) => ({
    label: at(['a', 'b', 'c', 'd'] as const, i, 'part label'),
    prompt,
    answer: { kind: 'expression' as const, text },
  })),
});

const f = (x: number) => 3 * x - 1;
const g = (x: number) => x ** 2 - 2;

export const writtenMathProblems: readonly ExamStyleProblem[] = [
  // Composition.
  numeric(
    501,
    'funciones.composicion-inversa',
    'Dadas f(x) = 3x − 1 y g(x) = x² − 2, calculá (g ∘ f)(1).',
    { value: g(f(1)), text: '(g ∘ f)(1) = g(2) = 2' },
    'f(1) = 2 y g(2) = 4 − 2 = 2.',
  ),
  parts(
    502,
    'funciones.composicion-inversa',
    'Sean f(x) = x + 2 y g(x) = x².',
    [
      ['Hallá (f ∘ g)(x).', 'x² + 2'],
      ['Hallá (g ∘ f)(x).', 'x² + 4x + 4'],
    ],
    '(f ∘ g)(x) = f(x²) = x² + 2; (g ∘ f)(x) = (x + 2)² = x² + 4x + 4.',
  ),
  options(
    503,
    'funciones.composicion-inversa',
    'Si f(x) = 2x + 5 y g(x) = √x, entonces f(g(9)) es:',
    ['11', '23', '√23', '8'],
    0,
    'g(9) = 3 y f(3) = 11.',
  ),
  numeric(
    504,
    'funciones.composicion-inversa',
    'Sean f(x) = 1/(x − 1) y g(x) = 2x + 3. Calculá (f ∘ g)(0).',
    { value: 0.5, text: '(f ∘ g)(0) = f(3) = 1/2' },
    'g(0) = 3 y f(3) = 1/2.',
  ),
  // Inverse functions.
  open(
    505,
    'funciones.composicion-inversa',
    'Hallá la función inversa de f(x) = 3x − 6.',
    'f⁻¹(x) = (x + 6)/3',
    'y = 3x − 6 ⇒ x = (y + 6)/3.',
    () => [6, 3],
  ),
  options(
    506,
    'funciones.composicion-inversa',
    'La función inversa de f(x) = (x + 2)/(x − 1) es:',
    ['(x − 2)/(x + 1)', '(x + 2)/(x − 1)', '(x − 1)/(x + 2)', '(x + 1)/(x − 2)'],
    1,
    'y(x − 1) = x + 2 ⇒ x(y − 1) = y + 2 ⇒ x = (y + 2)/(y − 1): f es su propia inversa.',
  ),
  open(
    507,
    'funciones.composicion-inversa',
    'Determiná la inversa de f(x) = 2^(x − 1) + 3 e indicá su dominio.',
    'f⁻¹(x) = log₂(x − 3) + 1; dominio (3; +∞)',
    'y − 3 = 2^(x − 1) ⇒ x = log₂(y − 3) + 1, definida para y > 3.',
    () => [-3, 1, 3],
  ),
  numeric(
    508,
    'funciones.composicion-inversa',
    'Sea f(x) = ln(x + 2). Calculá f⁻¹(0).',
    { value: -1, text: 'f⁻¹(0) = −1' },
    'f⁻¹(x) = eˣ − 2, f⁻¹(0) = 1 − 2 = −1 (y f(−1) = ln 1 = 0).',
  ),
  parts(
    509,
    'funciones.composicion-inversa',
    'Dada f(x) = (3x − 1)/(x + 2):',
    [
      ['Hallá f⁻¹(x).', 'f⁻¹(x) = (−2x − 1)/(x − 3)'],
      ['Indicá el dominio de f⁻¹.', 'ℝ − {3}'],
    ],
    'y(x + 2) = 3x − 1 ⇒ x(y − 3) = −2y − 1 ⇒ f⁻¹(x) = (−2x − 1)/(x − 3), con x ≠ 3.',
  ),
  // Trigonometric equations over an interval.
  options(
    510,
    'trigonometria.ecuaciones',
    'Las soluciones de sen x · cos x = 0 en [0; 2π) son:',
    ['0 y π', 'π/2 y 3π/2', '0, π/2, π y 3π/2', '0, π/4 y π/2'],
    2,
    'sen x = 0 da 0 y π; cos x = 0 da π/2 y 3π/2.',
  ),
  numeric(
    511,
    'trigonometria.ecuaciones',
    '¿Cuántas soluciones tiene la ecuación cos(2x) = 1/2 en [0; 2π)?',
    { value: 4, text: '4 soluciones: π/6, 5π/6, 7π/6 y 11π/6' },
    '2x = ±π/3 + 2kπ ⇒ x = π/6, 5π/6, 7π/6, 11π/6.',
  ),
  open(
    512,
    'trigonometria.ecuaciones',
    'Resolvé 2cos²x − cos x − 1 = 0 en [0°; 360°).',
    'x = 0°, x = 120° y x = 240°',
    'cos x = 1 o cos x = −1/2.',
    () => [0, 120, 240],
  ),
  open(
    513,
    'trigonometria.ecuaciones',
    'Hallá todas las soluciones de 2 sen² x + 3 cos x − 3 = 0 en el intervalo [0; 2π).',
    'x = 0, x = π/3 y x = 5π/3',
    'Con sen² x = 1 − cos² x: 2cos² x − 3cos x + 1 = 0, cos x = 1 o 1/2.',
    () => [0, Math.PI / 3, (5 * Math.PI) / 3],
  ),
  options(
    514,
    'trigonometria.ecuaciones',
    'El conjunto solución de tg x = 1 en [0°; 360°] es:',
    ['{45°}', '{45°; 225°}', '{45°; 135°}', '{135°; 315°}'],
    1,
    'La tangente vale 1 en 45° y, media vuelta después, en 225°.',
  ),
  open(
    515,
    'trigonometria.ecuaciones',
    'Resolvé sen(x) = −1/2 con x ∈ [0, 2π).',
    'x = 7π/6 y x = 11π/6',
    'Seno negativo: tercer y cuarto cuadrante, referencia π/6.',
    () => [(7 * Math.PI) / 6, (11 * Math.PI) / 6],
  ),
  open(
    516,
    'trigonometria.ecuaciones',
    'Encontrá las soluciones de cos x · (2 sen x − 1) = 0 en [0°, 360°).',
    'x = 30°, 90°, 150° y 270°',
    'cos x = 0 da 90° y 270°; sen x = 1/2 da 30° y 150°.',
    () => [30, 90, 150, 270],
  ),
  // Thales and similar triangles.
  numeric(
    517,
    'geometria.angulos-triangulos',
    "Las rectas a, b y c son paralelas y determinan sobre la recta r los segmentos AB = 2,5 cm y BC = 4 cm, y sobre la recta s los segmentos A'B' = 3 cm y B'C'. Por el teorema de Thales, hallá B'C'.",
    { value: 4.8, unit: 'cm', text: "B'C' = 4,8 cm" },
    "AB/BC = A'B'/B'C' ⇒ B'C' = 4 · 3 / 2,5 = 4,8 cm.",
  ),
  numeric(
    518,
    'geometria.angulos-triangulos',
    'Un poste de 3 m de altura proyecta una sombra de 2 m. A la misma hora, un edificio proyecta una sombra de 18 m. ¿Cuál es la altura del edificio?',
    { value: 27, unit: 'm', text: '27 m' },
    'Triángulos semejantes: h/18 = 3/2 ⇒ h = 27 m.',
  ),
  options(
    519,
    'geometria.angulos-triangulos',
    'Los triángulos ABC y DEF son semejantes. Los lados de ABC miden 4 cm, 6 cm y 8 cm, y el lado de DEF homólogo al de 4 cm mide 10 cm. El perímetro de DEF es:',
    ['45 cm', '18 cm', '36 cm', '50 cm'],
    0,
    'Razón 10/4 = 2,5; perímetro 18 · 2,5 = 45 cm.',
  ),
  numeric(
    520,
    'geometria.angulos-triangulos',
    'En un triángulo ABC, el segmento DE es paralelo a BC, con D en AB y E en AC. Si AD = 4 cm, DB = 6 cm y AE = 5 cm, ¿cuánto mide EC?',
    { value: 7.5, unit: 'cm', text: 'EC = 7,5 cm' },
    'AD/DB = AE/EC ⇒ EC = 6 · 5 / 4 = 7,5 cm.',
  ),
  // Volumes and capacities.
  numeric(
    521,
    'geometria.volumenes',
    'Un recipiente cónico tiene 30 cm de diámetro en la base y 40 cm de altura. ¿Cuál es su capacidad en litros?',
    { value: (Math.PI * 15 ** 2 * 40) / 3 / 1000, unit: 'L', text: '≈ 9,42 L', relative: 0.005 },
    'V = π · 15² · 40 / 3 = 3000π cm³ ≈ 9424,8 cm³ ≈ 9,42 L.',
  ),
  numeric(
    522,
    'geometria.volumenes',
    'Una pileta tiene forma de prisma rectangular de 8 m de largo, 4 m de ancho y 1,5 m de profundidad. ¿Cuántos litros de agua se necesitan para llenarla?',
    { value: 48000, unit: 'L', text: '48 000 L', relative: 0.001 },
    'V = 8 · 4 · 1,5 = 48 m³ = 48 000 L.',
  ),
  options(
    523,
    'geometria.volumenes',
    'Una esfera tiene 6 cm de radio. Su volumen es aproximadamente:',
    ['904,8 cm³', '452,4 cm³', '150,8 cm³', '2714,3 cm³'],
    0,
    'V = 4/3 · π · 6³ = 288π ≈ 904,8 cm³.',
  ),
  numeric(
    524,
    'geometria.volumenes',
    '¿Cuántos m³ de hormigón se necesitan para una columna cilíndrica de 40 cm de diámetro y 3 m de altura?',
    { value: Math.PI * 0.2 ** 2 * 3, unit: 'm³', text: '≈ 0,377 m³', relative: 0.01 },
    'r = 0,2 m; V = π · 0,2² · 3 = 0,12π ≈ 0,377 m³.',
  ),
  numeric(
    525,
    'geometria.volumenes',
    'Un tanque cúbico tiene 1,2 m de arista. ¿Cuántos litros contiene cuando está lleno?',
    { value: 1728, unit: 'L', text: '1728 L', relative: 0.001 },
    'V = 1,2³ = 1,728 m³ = 1728 L.',
  ),
  // The rest of the programme.
  open(
    526,
    'ecuaciones.valor-absoluto',
    'Resolvé |3x − 2| ≤ 7 y expresá la solución como intervalo.',
    '[−5/3; 3]',
    '−7 ≤ 3x − 2 ≤ 7 ⇒ −5/3 ≤ x ≤ 3.',
  ),
  options(
    527,
    'ecuaciones.valor-absoluto',
    'El conjunto solución de |x + 1| = 2x − 4 es:',
    ['{5}', '{1; 5}', '{1}', '∅'],
    0,
    'x + 1 = 2x − 4 da x = 5 (6 = 6); x + 1 = −(2x − 4) da x = 1, pero 2 · 1 − 4 < 0.',
  ),
  numeric(
    528,
    'algebra-basica.polinomios',
    'Calculá el resto de dividir P(x) = 2x³ − 3x² + x − 5 por (x − 2).',
    { value: 1, text: 'R = P(2) = 1' },
    'Teorema del resto: P(2) = 16 − 12 + 2 − 5 = 1.',
  ),
  open(
    529,
    'algebra-basica.polinomios',
    'Hallá todas las raíces de P(x) = x³ − 2x² − 5x + 6.',
    'x = −2, x = 1 y x = 3',
    'P(1) = 0; Ruffini: x² − x − 6 = (x − 3)(x + 2).',
    () => [-2, 1, 3],
  ),
  options(
    530,
    'algebra-basica.factoreo',
    'La factorización completa de x³ − 9x es:',
    ['x(x − 3)(x + 3)', 'x(x − 3)²', 'x²(x − 9)', '(x − 9)(x + 1)x'],
    0,
    'Factor común x y diferencia de cuadrados.',
  ),
  open(
    531,
    'algebra-basica.expresiones-racionales',
    'Simplificá (x² − 9)/(x² + 6x + 9) e indicá para qué valores de x no está definida.',
    '(x − 3)/(x + 3), con x ≠ −3',
    '(x − 3)(x + 3)/(x + 3)².',
    () => [-3, 3, -3],
  ),
  open(
    532,
    'ecuaciones.cuadraticas',
    'Resolvé 2x² + 3x − 2 = 0.',
    'x = 1/2 y x = −2',
    'Resolvente: (−3 ± 5)/4.',
    () => [0.5, -2],
  ),
  numeric(
    533,
    'ecuaciones.lineales',
    'Resolvé (x − 1)/3 + (x + 2)/4 = 2.',
    { value: 22 / 7, text: 'x = 22/7' },
    '4(x − 1) + 3(x + 2) = 24 ⇒ 7x = 22.',
  ),
  open(
    534,
    'ecuaciones.sistemas',
    'Resolvé el sistema 3x − 2y = 4 ; x + y = 3.',
    'x = 2; y = 1',
    'y = 3 − x ⇒ 5x − 6 = 4 ⇒ x = 2, y = 1.',
    () => [2, 1],
  ),
  numeric(
    535,
    'funciones.ecuaciones-exponenciales',
    'Resolvé 3^(2x − 1) = 27.',
    { value: 2, text: 'x = 2' },
    '27 = 3³, así que 2x − 1 = 3 y x = 2.',
  ),
  open(
    536,
    'funciones.ecuaciones-exponenciales',
    'Hallá x tal que 9^x − 4·3^x + 3 = 0.',
    'x = 0 y x = 1',
    'u = 3^x: u² − 4u + 3 = 0, u = 1 o 3.',
    () => [0, 1],
  ),
  numeric(
    537,
    'funciones.logaritmos',
    'Resolvé log₃(x + 1) + log₃(x − 1) = 1.',
    { value: 2, text: 'x = 2' },
    'x² − 1 = 3 ⇒ x = ±2; x = −2 no está en el dominio.',
  ),
  numeric(
    538,
    'funciones.logaritmos',
    'Calculá el valor de x si log en base 2 de (x − 3) = 4.',
    { value: 19, text: 'x = 19' },
    'Por definición, x − 3 = 2⁴ = 16, x = 19.',
  ),
  open(
    539,
    'ecuaciones.inecuaciones-racionales',
    'Resolvé x² − x − 6 < 0.',
    '(−2; 3)',
    '(x − 3)(x + 2) < 0 entre las raíces.',
  ),
  open(
    540,
    'ecuaciones.inecuaciones-racionales',
    'Hallá el conjunto solución de (x + 1)/(x − 2) ≥ 0.',
    '(−∞; −1] ∪ (2; +∞)',
    'Tabla de signos; x = 2 excluido.',
  ),
  parts(
    541,
    'funciones.cuadratica',
    'Dada f(x) = x² − 6x + 5:',
    [
      ['Hallá las coordenadas del vértice.', 'V = (3; −4)'],
      ['Hallá las raíces.', 'x = 1 y x = 5'],
    ],
    'xv = 3, f(3) = −4; (x − 1)(x − 5).',
  ),
  open(
    542,
    'funciones.concepto-dominio',
    'Determiná el dominio de f(x) = √(x − 2)/(x − 5).',
    'Dom f = [2; +∞) − {5}',
    'La raíz pide x − 2 ≥ 0 y el denominador x ≠ 5.',
  ),
  open(
    543,
    'geometria.analitica',
    'Hallá la ecuación de la recta que pasa por (1; 3) y (3; 7).',
    'y = 2x + 1',
    'm = 4/2 = 2; b = 3 − 2 = 1.',
  ),
  numeric(
    544,
    'geometria.analitica',
    'Calculá la distancia entre los puntos A = (−1; 2) y B = (5; 10).',
    { value: 10, text: 'd = 10' },
    'd = √(6² + 8²) = 10.',
  ),
  open(
    545,
    'geometria.analitica',
    'Hallá el centro y el radio de la circunferencia x² + y² − 4x + 6y − 12 = 0.',
    'C = (2; −3), r = 5',
    '(x − 2)² + (y + 3)² = 25.',
    () => [2, -3, 5],
  ),
  numeric(
    546,
    'trigonometria.teoremas-seno-coseno',
    'En un triángulo ABC, a = 10 cm, A = 30° y B = 45°. Calculá el lado b.',
    { value: 10 * Math.SQRT2, unit: 'cm', text: 'b = 10√2 ≈ 14,14 cm', relative: 0.002 },
    'b = a · sen B / sen A = 10 · (√2/2)/(1/2).',
  ),
  numeric(
    547,
    'trigonometria.teoremas-seno-coseno',
    'Dos lados de un triángulo miden 5 cm y 8 cm y forman un ángulo de 60°. ¿Cuánto mide el tercer lado?',
    { value: 7, unit: 'cm', text: '7 cm' },
    'c² = 25 + 64 − 2 · 5 · 8 · cos 60° = 49.',
  ),
  numeric(
    548,
    'trigonometria.triangulo-rectangulo',
    'Una escalera de 5 m está apoyada en una pared y forma con el piso un ángulo de 60°. ¿A qué altura toca la pared?',
    { value: 2.5 * Math.sqrt(3), unit: 'm', text: '≈ 4,33 m', relative: 0.002 },
    'La altura es el cateto opuesto: h = 5 · sen 60°.',
  ),
  numeric(
    549,
    'trigonometria.identidades',
    'Si sen α = 3/5 y α pertenece al segundo cuadrante, calculá cos α.',
    { value: -0.8, text: 'cos α = −4/5' },
    'cos² α = 1 − 9/25 = 16/25; en el segundo cuadrante el coseno es negativo.',
  ),
  open(
    550,
    'algebra-basica.numeros-reales',
    'Dados A = (−2; 5] y B = [1; 7), hallá A ∩ B.',
    '[1; 5]',
    'Los x que están en los dos intervalos: 1 ≤ x ≤ 5.',
  ),
  numeric(
    551,
    'funciones.a-trozos',
    'Sea f(x) = x² si x ≤ 1; f(x) = 3 − x si x > 1. Calculá f(−2) + f(4).',
    { value: 3, text: '3' },
    'f(−2) = 4 y f(4) = −1.',
  ),
  options(
    552,
    'funciones.cuadratica',
    'La imagen de f(x) = −2x² + 8x − 3 es:',
    ['(−∞; 5]', '[5; +∞)', '(−∞; 2]', '(−∞; −3]'],
    0,
    'xv = 2, f(2) = −8 + 16 − 3 = 5; a < 0.',
  ),
];
