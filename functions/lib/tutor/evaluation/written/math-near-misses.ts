/**
 * Near misses of this session's mathematics readings (#32): problems in the exams' formats that keep
 * the setting of a statement a solver now reads (a polynomial expanded, built from its roots, divided by
 * Ruffini or with a parameter, its gcd and lcm, degree and coefficients; a system with a parameter;
 * complex numbers; a linear function from two values; an exponential time; a ratio from its sign and
 * quadrant and the double angle; solids and plane figures; proportions; significant figures and
 * scientific notation) but change what it asks: a sum or product of roots instead of the roots, the
 * remainder instead of the quotient, one part of a complex number, the crossing instead of the line, a
 * perimeter instead of an area, another unit, a datum missing, a negated condition, options keyed
 * «Ninguna de las anteriores». A reading that half understands them states a wrong result with
 * confidence; the count that matters here is that none does.
 *
 * The kinds of exercise are those of FRM's Seminario units (read on 2026-11-30 in plain-text copies of
 * the public repository Teksi75/pre_utn at commit dd3d8096df65d12ad2e1aed3af8b75017264a744):
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD2_matem%C3%A1tica.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD3_matem%C3%A1tica.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD4_matem%C3%A1tica.pdf
 * Statements, objects and numbers are ours; every key was worked out by hand and is recomputed by
 * `check`. A development set of the solvers, apart from the exam-style set.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, writtenSet } from './builders.ts';

const MATH_GUIDE = ['frm-seminario-2025-u2', 'frm-seminario-2025-guia-funciones'];

const tolerance = halfPercent;

const math = writtenSet({ subject: 'matematicas', modelledOn: MATH_GUIDE, difficulty: 'medio', tolerance });

const POLYNOMIALS = 'algebra-basica.polinomios';
const SYSTEMS = 'ecuaciones.sistemas';
const COMPLEX = 'algebra-basica.numeros-complejos';
const LINEAR = 'funciones.lineal';
const EXPONENTIAL = 'funciones.exponencial-logaritmica';
const RATIOS = 'trigonometria.circunferencia-trigonometrica';
const IDENTITIES = 'trigonometria.identidades';
const SOLIDS = 'geometria.volumenes';
const FIGURES = 'geometria.areas-perimetros';
const REALS = 'algebra-basica.numeros-reales';

const numberKey = (value: number, unit: string, text: string) => ({ value, unit, text });

/** P(x) with its coefficients from the highest power. */
const evaluate = (coefficients: readonly number[], x: number) =>
  coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);

const polynomials: readonly ExamStyleProblem[] = [
  math.options(
    8400,
    POLYNOMIALS,
    'Las raíces de P(x) = x³ − 2x² − 5x + 6 suman:',
    ['2', '−2', '6', '3'],
    0,
    () => [1 + 3 - 2],
    'P(1) = 0; P(x) = (x − 1)(x² − x − 6) = (x − 1)(x − 3)(x + 2). Raíces 1, 3 y −2: suman 2.',
  ),
  math.numeric(
    8401,
    POLYNOMIALS,
    'Calculá el producto de las raíces de P(x) = 2x³ − 4x² − 2x + 4.',
    numberKey(-2, '', 'producto = −2'),
    () => 2 * 1 * -1,
    'P(x) = 2(x − 2)(x² − 1): raíces 2, 1 y −1, cuyo producto es −2.',
  ),
  math.options(
    8402,
    POLYNOMIALS,
    'El resto de dividir P(x) = 2x³ − 3x² + x − 5 por (x − 2) es:',
    ['1', '−1', '5', '2x² + x + 3'],
    0,
    () => [evaluate([2, -3, 1, -5], 2)],
    'Teorema del resto: P(2) = 16 − 12 + 2 − 5 = 1.',
  ),
  math.options(
    8403,
    POLYNOMIALS,
    'El cociente de dividir P(x) = 2x³ − 3x² + x − 5 por (x − 2) es:',
    ['2x² + x + 3', '2x² − 7x + 15', '2x² + x + 1', 'x² + x + 3'],
    0,
    () => [2, 1, 3],
    'Ruffini con 2: 2 | 2·2 − 3 = 1 | 1·2 + 1 = 3 | 3·2 − 5 = 1. Cociente 2x² + x + 3, resto 1.',
  ),
  math.numeric(
    8404,
    POLYNOMIALS,
    'Hallá k para que P(x) = x³ + kx² − x − 6 sea divisible por (x + 2).',
    numberKey(3, '', 'k = 3'),
    () => 12 / 4,
    'P(−2) = −8 + 4k + 2 − 6 = 4k − 12 = 0, k = 3.',
  ),
  math.options(
    8462,
    COMPLEX,
    'Si z = 1 + i, el argumento de z³ es:',
    ['45°', '135°', '225°', '315°'],
    1,
    () => [(Math.atan2(2, -2) * 180) / Math.PI],
    'z³ = (1 + i)³ = −2 + 2i, en el segundo cuadrante: arg = 3 · 45° = 135°.',
  ),
  math.options(
    8406,
    POLYNOMIALS,
    'El valor de m para que P(x) = x³ − mx + 2 dé resto 5 al dividirlo por (x + 1) es:',
    ['4', '−4', '2', '6'],
    0,
    () => [5 - 1],
    'P(−1) = −1 + m + 2 = m + 1 = 5, m = 4.',
  ),
  math.options(
    8407,
    POLYNOMIALS,
    'El máximo común divisor de P(x) = x² − 9 y Q(x) = x² + 6x + 9 es:',
    ['x + 3', '(x + 3)²', '(x − 3)(x + 3)²', 'x − 3'],
    0,
    () => [-3],
    'P = (x − 3)(x + 3), Q = (x + 3)²: el factor común con su menor exponente es x + 3.',
  ),
  math.options(
    8408,
    POLYNOMIALS,
    'El mínimo común múltiplo de P(x) = x² − 9 y Q(x) = x² + 6x + 9 es:',
    ['x + 3', '(x − 3)(x + 3)', '(x − 3)(x + 3)²', '(x + 3)²'],
    2,
    () => [3, -3],
    'P = (x − 3)(x + 3), Q = (x + 3)²: todos los factores con su mayor exponente, (x − 3)(x + 3)².',
  ),
  math.options(
    8468,
    POLYNOMIALS,
    'El cociente de dividir P(x) = x³ − 7x + 6 por (x − 1) tiene raíces:',
    ['2 y −3', '1, 2 y −3', 'x² + x − 6', '−2 y 3'],
    0,
    () => [evaluate([1, 1, -6], 2), evaluate([1, 1, -6], -3)],
    'Ruffini con 1: cociente x² + x − 6 = (x + 3)(x − 2), resto 0. Sus raíces son 2 y −3.',
  ),
  math.options(
    8410,
    POLYNOMIALS,
    'En el desarrollo de (2x − 3)², el coeficiente de x es:',
    ['−12', '12', '−6', '9'],
    0,
    () => [2 * 2 * -3],
    '(2x − 3)² = 4x² − 12x + 9: el coeficiente de x es −12.',
  ),
  math.numeric(
    8469,
    POLYNOMIALS,
    'Hallá el MCD de P(x) = x³ − x y Q(x) = x² + x. ¿Cuál es su grado?',
    numberKey(2, '', 'grado 2'),
    () => 2,
    'P = x(x − 1)(x + 1), Q = x(x + 1): MCD = x(x + 1), de grado 2.',
  ),
  math.numeric(
    8412,
    POLYNOMIALS,
    'Calculá la suma de los coeficientes del desarrollo de (x + 2)³.',
    numberKey(27, '', 'suma = 27'),
    () => 1 + 6 + 12 + 8,
    '(x + 2)³ = x³ + 6x² + 12x + 8; la suma de los coeficientes es P(1) = 3³ = 27.',
  ),
  math.options(
    8413,
    POLYNOMIALS,
    'El polinomio mónico de grado 3 cuyas raíces son −1, 2 y 3 es:',
    ['x³ − 4x² + x + 6', 'x³ + 4x² + x − 6', 'x³ − 4x² − x + 6', 'x³ − 6x² + 11x − 6'],
    0,
    () => [evaluate([1, -4, 1, 6], -1), evaluate([1, -4, 1, 6], 2), evaluate([1, -4, 1, 6], 3)],
    '(x + 1)(x − 2)(x − 3) = (x + 1)(x² − 5x + 6) = x³ − 4x² + x + 6.',
  ),
  math.numeric(
    8414,
    POLYNOMIALS,
    'Sea P(x) el polinomio mónico de grado 3 cuyas raíces son −1, 2 y 3. ¿Cuánto vale P(1)?',
    numberKey(4, '', 'P(1) = 4'),
    () => (1 + 1) * (1 - 2) * (1 - 3),
    'P(1) = (1 + 1)(1 − 2)(1 − 3) = 2 · (−1) · (−2) = 4.',
  ),
  math.options(
    8415,
    POLYNOMIALS,
    'El polinomio de grado 2 cuyas raíces son 2 y −3 y cuyo coeficiente principal es 4 es:',
    ['4x² + 4x − 24', 'x² + x − 6', '4x² − 4x − 24', '4x² + 4x + 24'],
    0,
    () => [evaluate([4, 4, -24], 2), evaluate([4, 4, -24], -3)],
    '4(x − 2)(x + 3) = 4(x² + x − 6) = 4x² + 4x − 24.',
  ),
  math.numeric(
    8416,
    POLYNOMIALS,
    'Al dividir P(x) = x³ + ax² + 2x − 4 por (x − 1) el resto es 3. ¿Cuánto vale a?',
    numberKey(4, '', 'a = 4'),
    () => 3 - 1 - 2 + 4,
    'P(1) = 1 + a + 2 − 4 = a − 1 = 3, a = 4.',
  ),
  math.options(
    8417,
    POLYNOMIALS,
    'Si P(x) = x³ + ax² + bx + 2 es divisible por (x − 1), ¿cuánto vale a?',
    ['−3', '3', '1', 'No se puede determinar con esos datos'],
    3,
    () => [],
    'P(1) = 3 + a + b = 0 da solo a + b = −3: falta un dato para hallar a.',
  ),
  math.numeric(
    8418,
    POLYNOMIALS,
    'P(x) = x³ + ax² + bx + 2 es divisible por (x − 1) y por (x + 2). ¿Cuánto vale b?',
    numberKey(-3, '', 'b = −3'),
    () => -3,
    'P(1) = 3 + a + b = 0; P(−2) = −6 + 4a − 2b = 0, o 2a − b = 3. Sumando: 3a = 0, a = 0 y b = −3.',
  ),
  math.options(
    8458,
    POLYNOMIALS,
    'Hallá k para que P(x) = x³ + kx² − x − 6 NO sea divisible por (x + 2).',
    ['k = 3', 'k ≠ 3', 'k = −3', 'k ≠ −3'],
    1,
    () => [12 / 4],
    'P(−2) = 4k − 12 es 0 solo para k = 3: no es divisible para todo k ≠ 3.',
  ),
  math.options(
    8461,
    POLYNOMIALS,
    'El resto de dividir P(x) = 2x³ − 3x² + x − 5 por (x − 2) es:',
    ['2', '−1', '5', '3'],
    4,
    () => [evaluate([2, -3, 1, -5], 2)],
    'P(2) = 16 − 12 + 2 − 5 = 1: ninguna de las opciones.',
  ),
];

const systemsAndComplex: readonly ExamStyleProblem[] = [
  math.options(
    8419,
    SYSTEMS,
    '¿Para qué valor de k el sistema { 2x − y = 3 ; kx − 3y = 9 } tiene infinitas soluciones?',
    ['6', '−6', '3', '2'],
    0,
    () => [6],
    'Las ecuaciones son proporcionales cuando 2/k = (−1)/(−3) = 3/9, k = 6.',
  ),
  math.options(
    8420,
    SYSTEMS,
    '¿Para qué valores de k el sistema { 2x − y = 3 ; kx − 3y = 5 } tiene solución única?',
    ['k = 6', 'k ≠ 6', 'k = −6', 'k ≠ 3'],
    1,
    () => [6],
    'El determinante 2 · (−3) − (−1) · k = k − 6 no es cero para k ≠ 6.',
  ),
  math.numeric(
    8421,
    SYSTEMS,
    'Resolvé el sistema { 3x + 2y = 12 ; x − y = −1 }. ¿Cuánto vale x + y?',
    numberKey(5, '', 'x + y = 5'),
    () => 2 + 3,
    'x = y − 1; 3y − 3 + 2y = 12, y = 3 y x = 2: x + y = 5.',
  ),
  math.options(
    8422,
    SYSTEMS,
    'Si (x; y) es la solución de { x + 2y = 7 ; 2x − y = 4 }, el producto x · y vale:',
    ['6', '5', '1', '3'],
    0,
    () => [3 * 2],
    'y = 2x − 4; x + 4x − 8 = 7, x = 3 e y = 2: x · y = 6.',
  ),
  math.options(
    8459,
    SYSTEMS,
    '¿Para qué valores de k el sistema { 2x − y = 3 ; kx − 3y = 9 } NO tiene infinitas soluciones?',
    ['k = 6', 'k ≠ 6', 'k = 3', 'k ≠ 3'],
    1,
    () => [6],
    'Con k = 6 las ecuaciones son proporcionales (infinitas soluciones); con k ≠ 6 el determinante k − 6 no es cero y la solución es única.',
  ),
  math.options(
    8423,
    COMPLEX,
    'El módulo de z = (3 + 4i)(1 − i) es:',
    ['5√2', '7', '25', '√2'],
    0,
    () => [Math.hypot(7, 1)],
    '|z| = |3 + 4i| · |1 − i| = 5 · √2 (z = 7 + i, √50 = 5√2).',
  ),
  math.options(
    8424,
    COMPLEX,
    'La parte imaginaria de z = (2 + i)/(1 − i) es:',
    ['3/2', '1/2', '3', '−3/2'],
    0,
    () => [1.5],
    '(2 + i)(1 + i)/2 = (1 + 3i)/2: parte imaginaria 3/2.',
  ),
  math.options(
    8467,
    COMPLEX,
    'La suma de las raíces de z² + 4 = 0 es:',
    ['0', '4i', '−4', '2i'],
    0,
    () => [0],
    'Las raíces son 2i y −2i: suman 0 (también −b/a = 0).',
  ),
  math.options(
    8426,
    COMPLEX,
    'El producto de z = 2 − 3i por su conjugado es:',
    ['13', '4 − 9i', '−5', '4 + 9i'],
    0,
    () => [4 + 9],
    '(2 − 3i)(2 + 3i) = 4 + 9 = 13.',
  ),
  math.options(
    8427,
    COMPLEX,
    'La potencia i²⁷ es igual a:',
    ['i', '−i', '1', '−1'],
    1,
    () => [27 % 4],
    '27 = 4 · 6 + 3: i²⁷ = i³ = −i.',
  ),
  math.options(
    8428,
    COMPLEX,
    'La suma de z₁ = 3 − 2i y el conjugado de z₂ = 1 + 4i es:',
    ['4 + 2i', '4 − 6i', '2 − 6i', '4 − 2i'],
    1,
    () => [4, -6],
    'El conjugado de z₂ es 1 − 4i; 3 − 2i + 1 − 4i = 4 − 6i.',
  ),
];

const functions: readonly ExamStyleProblem[] = [
  math.numeric(
    8429,
    LINEAR,
    'Una función lineal cumple f(1) = 5 y f(3) = 11. ¿Cuánto vale f(0)?',
    numberKey(2, '', 'f(0) = 2'),
    () => 5 - (11 - 5) / 2,
    'm = (11 − 5)/(3 − 1) = 3; f(x) = 3x + 2, f(0) = 2.',
  ),
  math.numeric(
    8430,
    LINEAR,
    'Una función lineal cumple f(2) = 1 y f(6) = 9. ¿Para qué valor de x se anula?',
    numberKey(1.5, '', 'x = 1,5'),
    () => 3 / 2,
    'm = 8/4 = 2; f(x) = 2x − 3, que se anula en x = 3/2.',
  ),
  math.options(
    8465,
    LINEAR,
    'Una función lineal decreciente cumple f(1) = 5 y f(3) = 11. Su pendiente es:',
    ['3', '−3', '6', '1/3'],
    4,
    () => [(11 - 5) / (3 - 1)],
    'Con esos dos valores la pendiente sería 3 > 0: ninguna función lineal decreciente los cumple, así que ninguna opción es correcta.',
  ),
  math.options(
    8432,
    LINEAR,
    'La recta que pasa por (1; 2) y (3; 8) corta al eje y en:',
    ['(0; −1)', '(1/3; 0)', '(0; 1)', '(0; 2)'],
    0,
    () => [0, -1],
    'm = 6/2 = 3; y = 3x − 1, que corta al eje y en (0; −1).',
  ),
  math.numeric(
    8433,
    EXPONENTIAL,
    'Una población de bacterias se duplica cada 3 horas. Si al comienzo hay 500, ¿cuántas hay al cabo de 12 horas?',
    numberKey(8000, 'bacterias', '8000 bacterias'),
    () => 500 * 2 ** (12 / 3),
    'N = 500 · 2^(12/3) = 500 · 16 = 8000.',
  ),
  math.numeric(
    8434,
    EXPONENTIAL,
    'Una población de bacterias se duplica cada 3 horas. Si al comienzo hay 500, ¿al cabo de cuántas horas hay 16 000?',
    numberKey(15, 'h', 't = 15 h'),
    () => 3 * Math.log2(16000 / 500),
    '16 000/500 = 32 = 2⁵: cinco duplicaciones, 15 h.',
  ),
  math.numeric(
    8435,
    EXPONENTIAL,
    'Una población de bacterias se duplica cada 3 horas. Si al comienzo hay 500, ¿al cabo de cuántos minutos hay 4000?',
    numberKey(540, 'min', 't = 540 min'),
    () => 3 * Math.log2(4000 / 500) * 60,
    '4000/500 = 8 = 2³: 9 h, que son 540 min.',
  ),
  math.numeric(
    8436,
    EXPONENTIAL,
    'Un capital de $ 10 000 crece un 10 % por año. ¿Cuánto vale al cabo de 2 años?',
    numberKey(12100, '$', '$ 12 100'),
    () => 10000 * 1.1 ** 2,
    'C = 10 000 · 1,1² = 12 100.',
  ),
  math.numeric(
    8437,
    EXPONENTIAL,
    'Una sustancia pierde la mitad de su masa cada 5 días. Si hay 80 g, ¿cuántos gramos se perdieron al cabo de 10 días?',
    numberKey(60, 'g', '60 g perdidos'),
    () => 80 - 80 / 2 ** (10 / 5),
    'Quedan 80 · (1/2)² = 20 g: se perdieron 60 g.',
  ),
];

const trigonometry: readonly ExamStyleProblem[] = [
  math.options(
    8438,
    RATIOS,
    'Si sen α = 3/5 y α está en el segundo cuadrante, tg α vale:',
    ['−3/4', '3/4', '−4/3', '4/3'],
    0,
    () => [3 / 5 / (-4 / 5)],
    'cos α = −4/5 en el segundo cuadrante; tg α = (3/5)/(−4/5) = −3/4.',
  ),
  math.options(
    8439,
    RATIOS,
    'Si cos α = −4/5 y tg α > 0, sen α vale:',
    ['3/5', '−3/5', '4/3', '−3/4'],
    1,
    () => [-3 / 5],
    'cos < 0 y tg > 0: tercer cuadrante, donde el seno es negativo: sen α = −3/5.',
  ),
  math.options(
    8440,
    IDENTITIES,
    'Si sen α = 3/5 y α está en el segundo cuadrante, sen(2α) vale:',
    ['24/25', '−24/25', '−7/25', '7/25'],
    1,
    () => [2 * (3 / 5) * (-4 / 5)],
    'cos α = −4/5; sen 2α = 2 · (3/5) · (−4/5) = −24/25.',
  ),
  math.options(
    8464,
    RATIOS,
    'Si tg α = 3/4 y α está en el tercer cuadrante, sen α + cos α vale:',
    ['−7/5', '7/5', '−1/5', '−4/5'],
    0,
    () => [-3 / 5 + -4 / 5],
    'En el tercer cuadrante seno y coseno son negativos: sen α = −3/5, cos α = −4/5; suman −7/5.',
  ),
  math.options(
    8442,
    RATIOS,
    'Si tg α = −5/12 y sen α < 0, cos α vale:',
    ['−12/13', '12/13', '5/13', '−5/13'],
    1,
    () => [12 / 13],
    'tg < 0 y sen < 0: cuarto cuadrante, coseno positivo: cos α = 12/13.',
  ),
  math.numeric(
    8443,
    RATIOS,
    'Si cos α = 0,6 y α está en el cuarto cuadrante, ¿cuánto vale sec α + cosec α?',
    numberKey(5 / 12, '', 'sec α + cosec α = 5/12'),
    () => 1 / 0.6 + 1 / -0.8,
    'sen α = −0,8; sec α = 5/3, cosec α = −5/4: suman 5/12 ≈ 0,42.',
  ),
];

const measures: readonly ExamStyleProblem[] = [
  math.numeric(
    8444,
    SOLIDS,
    'Un cubo tiene una arista de 0,3 m. ¿Cuál es su área total en cm²?',
    numberKey(5400, 'cm²', 'A = 5400 cm²'),
    () => 6 * 30 ** 2,
    'Arista 30 cm; A = 6 · 30² = 5400 cm².',
  ),
  math.numeric(
    8445,
    SOLIDS,
    'Un cilindro tiene 0,1 m de radio y 0,5 m de altura. ¿Cuál es su volumen en litros?',
    numberKey(15.708, 'L', 'V ≈ 15,71 L'),
    () => Math.PI * 1 ** 2 * 5,
    'En dm: r = 1, h = 5; V = π · 1² · 5 ≈ 15,71 dm³ = 15,71 L.',
  ),
  math.numeric(
    8446,
    FIGURES,
    'Un rectángulo mide 1,2 m por 40 cm. ¿Cuál es su perímetro en cm?',
    numberKey(320, 'cm', 'P = 320 cm'),
    () => 2 * (120 + 40),
    'P = 2 · (120 + 40) = 320 cm.',
  ),
  math.numeric(
    8463,
    COMPLEX,
    'Hallá z tal que 2z + i = 4 − 3i. ¿Cuál es la parte imaginaria de z?',
    numberKey(-2, '', 'Im(z) = −2'),
    () => (-3 - 1) / 2,
    '2z = 4 − 4i, z = 2 − 2i: la parte imaginaria es −2.',
  ),
  math.options(
    8448,
    SOLIDS,
    'Una esfera tiene 6 cm de diámetro. Su volumen es:',
    ['36π cm³', '288π cm³', '36π cm²', '12π cm³'],
    0,
    () => [(4 / 3) * Math.PI * 27],
    'r = 3 cm; V = 4/3 · π · 27 = 36π cm³ ≈ 113,1 cm³.',
  ),
  math.numeric(
    8450,
    SOLIDS,
    'Un prisma recto de base cuadrada tiene 4 cm de lado de base y 10 cm de altura. ¿Cuál es su área lateral?',
    numberKey(160, 'cm²', 'A_L = 160 cm²'),
    () => 4 * 4 * 10,
    'Cuatro caras de 4 cm × 10 cm: 4 · 40 = 160 cm².',
  ),
  math.numeric(
    8451,
    REALS,
    'Si 6 obreros hacen una obra en 10 días, ¿cuántos días tardan 4 obreros en hacer la misma obra?',
    numberKey(15, 'días', '15 días'),
    () => (6 * 10) / 4,
    'Proporcionalidad inversa: 6 · 10 = 4 · d, d = 15 días.',
  ),
  math.options(
    8453,
    REALS,
    'Dos números están en la razón 3 : 5 y su suma es 48. El mayor de ellos es:',
    ['30', '18', '16', '40'],
    0,
    () => [(48 / 8) * 5],
    '48/(3 + 5) = 6; los números son 18 y 30: el mayor es 30.',
  ),
  math.numeric(
    8466,
    EXPONENTIAL,
    'Una sustancia radiactiva tiene una vida media de 5 años. Si hay 80 g, ¿cuánto tarda en quedar 10 g? Expresalo en meses.',
    numberKey(180, 'meses', 't = 180 meses'),
    () => 5 * Math.log2(80 / 10) * 12,
    '80 → 40 → 20 → 10: tres vidas medias, 15 años, que son 180 meses.',
  ),
  math.options(
    8455,
    REALS,
    'El número 0,000725 escrito en notación científica es:',
    ['7,25 · 10⁻⁴', '7,25 · 10⁴', '0,725 · 10⁻⁵', '7,25 · 10⁻³'],
    0,
    () => [7.25e-4],
    'Se corre la coma cuatro lugares a la derecha: 7,25 · 10⁻⁴.',
  ),
  math.options(
    8456,
    REALS,
    'El producto (3 · 10⁵) · (4 · 10⁻²) en notación científica es:',
    ['1,2 · 10⁴', '1,2 · 10³', '1,2 · 10⁻⁷', '7 · 10³'],
    0,
    () => [3e5 * 4e-2],
    '12 · 10³ = 1,2 · 10⁴.',
  ),
  math.options(
    8457,
    REALS,
    'El número 45 678 redondeado a dos cifras significativas es:',
    ['4,6 · 10⁴', '4,5 · 10⁴', '46', '4,57 · 10⁴'],
    0,
    () => [46000],
    'Las dos primeras cifras son 4 y 5; la siguiente (6) redondea hacia arriba: 46 000 = 4,6 · 10⁴.',
  ),
  math.options(
    8460,
    REALS,
    'Expresá 0,000725 en notación científica con dos cifras significativas.',
    ['7,3 · 10⁻⁴', '7,2 · 10⁻³', '7 · 10⁻⁴', '7,3 · 10⁴'],
    0,
    () => [7.3e-4],
    '0,000725 = 7,25 · 10⁻⁴; con dos cifras, la tercera (5) redondea hacia arriba: 7,3 · 10⁻⁴.',
  ),
];

export const mathNearMissProblems: readonly ExamStyleProblem[] = [
  ...polynomials,
  ...systemsAndComplex,
  ...functions,
  ...trigonometry,
  ...measures,
];
