/**
 * Algebra on exam pages, worded the way UTN entrance exams and the Seminario booklets word them (#32,
 * session 24): a short scene (a shop, a workshop, a plot of land, a tank, a trip) or a bare expression,
 * then several questions — a) b) c) inside the statement or pasted one a line, «Se pide:» over a list —
 * where a later part often uses what an earlier one found (the k of a divisor and then the other roots,
 * the solution of a log equation and then a value with it, the dimensions and then the area). The kinds:
 * linear, quadratic, rational, radical, exponential and logarithmic equations; systems of two and three
 * equations and the word problems that lead to them (ages, mixtures, money, work rates, a rectangle's
 * sides, a trip's speed); inequalities and absolute values with the solution as an interval; polynomials
 * (roots, factoring, division, the remainder theorem, a parameter from a condition, a polynomial from its
 * roots); algebraic fractions; real numbers, powers and radicals. Statements, objects and numbers are our
 * own, impersonal, in ustedeo and in voseo. Every key was worked by hand and is recomputed by `check` or
 * `verify`.
 *
 * First measure, written before any look at the solvers and measured before any fix (offline engine,
 * at 9d7d3552, 2026-12-01): 25/54 right, 23 answered sure, 0 wrong sure. 28 of the 54 are pages in
 * parts (18 pasted a) b) c), 10 written inside the statement), 14 five options (3 keyed «Ninguna»).
 * Two sure-WRONG readings were found on single parts of these pages and fixed in general: «Determine k
 * para que P(x) = x³ + kx² − 4x + 12 sea divisible por (x − 2)» (ustedeo not read, «Resto: 2» of P(x) = x)
 * and «¿Cuántos años tenía el padre cuando nació Ana?» (36: the data's «la edad del padre» read as asked).
 * After the fixes in general (ustedeo orders, a rectangle whose length «excede», a simplified fraction and
 * its value, a sum of fractions, systems one equation a line, counts with a kind named before «, a $»,
 * the integers of a solution set, a quadratic's coefficient from a known root, a logarithm squared, logs
 * of letters by the properties, a dilution asked in one question, work in two stretches, a root checked):
 * 38/54 right, 36 sure, 0 wrong. Left: later parts that need an earlier part's value (21314 b, 21323 b c,
 * 21327 b: the parts machinery), a page with an expression named before its parts not split (21331),
 * kinds not read: an age at another time (21300 c), a mixture priced before the mixed ones (21301), a
 * flow rate (21302 b), a box folded from a sheet (21304 b), the candidates of a radical equation (21308),
 * which identity holds (21333), a share of revenue (21338 c), two numbers by the sum of their squares
 * (21341), three prices from three purchases (21344), and quadratic word problems (21345, 21347, 21349).
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

/** The real roots of ax² + bx + c, smaller first. */
function roots(a: number, b: number, c: number): number[] {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((p, q) => p - q);
}

/** Whether x satisfies a condition exactly where `inside` says, on a fine grid of [−20; 20]. */
const solvesOn = (holds: (x: number) => boolean, inside: (x: number) => boolean) =>
  Array.from({ length: 1601 }, (_, i) => -20 + i / 40).every((x) => holds(x) === inside(x));

export const mathExamPagesAlgebra: readonly ExamStyleProblem[] = [
  // ── Word problems that lead to a system or an equation ──
  parts(
    21300,
    SYSTEMS,
    'words',
    'En un taller mecánico trabajan Ana y su padre. Hoy la edad del padre es el triple de la edad de Ana, y dentro de 12 años será el doble. Se pide:',
    [
      ['Plantee el sistema de ecuaciones y halle la edad actual de Ana.', '12 años'],
      ['Indique la edad actual del padre.', '36 años'],
      ['¿Cuántos años tenía el padre cuando nació Ana?', '24 años'],
    ],
    'p = 3a; p + 12 = 2(a + 12) ⇒ 3a + 12 = 2a + 24 ⇒ a = 12; p = 36; cuando nació Ana el padre tenía 36 − 12 = 24 años.',
    () => {
      const ana = 12;
      const father = 3 * ana;
      return same(father + 12, 2 * (ana + 12)) ? [[ana], [father], [father - ana]] : [];
    },
  ),
  open(
    21301,
    SYSTEMS,
    'words',
    'Una dietética quiere preparar 30 kg de una mezcla de frutos secos para venderla a $ 5.200 el kilo, mezclando nueces de $ 6.000 el kilo con maní de $ 4.000 el kilo. a) ¿Cuántos kilos de nueces y cuántos de maní debe usar? b) Si en cambio quisiera que la mezcla, también de 30 kg, costara $ 5.600 el kilo, ¿cuántos kilos de nueces necesitaría?',
    'a) 18 kg de nueces y 12 kg de maní; b) 24 kg de nueces',
    'a) x + y = 30; 6000x + 4000y = 5200 · 30 = 156 000 ⇒ 2000x = 36 000 ⇒ x = 18, y = 12. b) 6000x + 4000(30 − x) = 5600 · 30 = 168 000 ⇒ 2000x = 48 000 ⇒ x = 24.',
    () => {
      const nuts = (price: number) => (price * 30 - 4000 * 30) / 2000;
      return [nuts(5200), 30 - nuts(5200), nuts(5600)];
    },
  ),
  parts(
    21302,
    LINEAR,
    'words',
    'Para llenar el tanque de una cisterna se dispone de dos bombas. La bomba A sola lo llena en 6 horas y la bomba B sola en 3 horas.',
    [
      ['¿En cuánto tiempo lo llenan las dos bombas funcionando juntas?', '2 h'],
      [
        'Si el tanque tiene una capacidad de 4.500 litros, ¿cuál es el caudal de la bomba A en litros por hora?',
        '750 L/h',
      ],
      [
        'Si las dos bombas arrancan juntas con el tanque vacío y al cabo de 1 hora la bomba B se descompone, ¿cuánto tiempo más tarda A sola en terminar de llenarlo?',
        '3 h',
      ],
    ],
    'a) 1/6 + 1/3 = 1/2 de tanque por hora ⇒ 2 h. b) 4500/6 = 750 L/h. c) En 1 h llenan 1/2; falta 1/2 a razón de 1/6 por hora ⇒ 3 h.',
    () => [[1 / (1 / 6 + 1 / 3)], [4500 / 6], [(1 - (1 / 6 + 1 / 3)) / (1 / 6)]],
  ),
  parts(
    21303,
    LINEAR,
    'words',
    'Un terreno rectangular tiene 70 m de perímetro y su largo excede en 5 m a su ancho. Determine:',
    [
      ['Las dimensiones del terreno.', 'ancho 15 m y largo 20 m'],
      ['Su superficie.', '300 m²'],
      ['La longitud de la diagonal del terreno.', '25 m'],
    ],
    'a) 2(x + x + 5) = 70 ⇒ 4x = 60 ⇒ x = 15 m, largo 20 m. b) 15 · 20 = 300 m². c) √(15² + 20²) = √625 = 25 m.',
    () => [[15, 20], [300], [Math.hypot(15, 20)]],
  ),
  open(
    21304,
    QUADRATIC,
    'words',
    'En una metalúrgica se corta una chapa rectangular de 96 cm² de área cuyo largo mide 4 cm más que su ancho.\na) Plantee la ecuación correspondiente y halle las dimensiones de la chapa.\nb) Si en cada esquina se recorta un cuadrado de 2 cm de lado y se doblan las aletas para formar una caja sin tapa, ¿cuál es el volumen de la caja?',
    'a) 8 cm de ancho y 12 cm de largo; b) 64 cm³',
    'a) x(x + 4) = 96 ⇒ x² + 4x − 96 = 0 ⇒ x = 8 (x = −12 se descarta): 8 cm por 12 cm. b) La base queda de (8 − 4) por (12 − 4) = 4 por 8 y la altura 2: V = 4 · 8 · 2 = 64 cm³.',
    () => {
      const width = roots(1, 4, -96)[1] ?? Number.NaN;
      return [width, width + 4, (width - 4) * (width + 4 - 4) * 2];
    },
  ),
  parts(
    21305,
    QUADRATIC,
    'equations',
    'Dada la ecuación x² − 6x + k = 0, con k ∈ ℝ, se pide:',
    [
      ['El valor de k para el cual la ecuación tiene una raíz doble.', 'k = 9'],
      ['Las soluciones de la ecuación cuando k = 5.', 'x = 1 y x = 5'],
      ['Los valores de k para los que la ecuación no tiene soluciones reales.', 'k > 9'],
    ],
    'Δ = 36 − 4k. a) Δ = 0 ⇔ k = 9. b) x² − 6x + 5 = (x − 1)(x − 5) ⇒ x = 1, x = 5. c) Δ < 0 ⇔ k > 9, es decir k ∈ (9; +∞).',
    () => [[36 / 4], roots(1, -6, 5), [9]],
  ),
  options(
    21306,
    QUADRATIC,
    'equations',
    'Indique la opción correcta. La suma de las soluciones de la ecuación 2x² − 7x + 3 = 0 es:',
    ['7/2', '−7/2', '3/2', '3'],
    0,
    '2x² − 7x + 3 = 0 ⇒ x = 3 o x = 1/2; la suma es 7/2 (= −b/a).',
    () => {
      const [p, q] = roots(2, -7, 3);
      return same((p ?? 0) + (q ?? 0), 7 / 2);
    },
  ),
  numeric(
    21307,
    QUADRATIC,
    'equations',
    'Resolver la ecuación √(2x + 7) = x + 2.',
    { value: () => 1, text: 'x = 1 (x = −3 no verifica)' },
    'Al cuadrado: 2x + 7 = x² + 4x + 4 ⇒ x² + 2x − 3 = 0 ⇒ x = 1 o x = −3. Verificación: x = 1: √9 = 3 = 1 + 2 ✓; x = −3: √1 = 1 ≠ −1 ✗. S = {1}.',
  ),
  open(
    21308,
    QUADRATIC,
    'equations',
    'Resolvé la ecuación √(x + 5) + 1 = x.\na) Hallá los valores candidatos elevando al cuadrado.\nb) Verificá cada uno e indicá cuál es la solución y cuál se descarta.',
    'a) x = 4 y x = −1; b) la solución es x = 4; x = −1 se descarta',
    '√(x + 5) = x − 1 ⇒ x + 5 = x² − 2x + 1 ⇒ x² − 3x − 4 = 0 ⇒ x = 4 o x = −1. x = 4: √9 + 1 = 4 ✓. x = −1: √4 + 1 = 3 ≠ −1 ✗.',
    () => roots(1, -3, -4),
  ),
  options(
    21309,
    RATIONAL,
    'equations',
    'El conjunto solución de la ecuación x/(x − 3) − 2 = 3/(x − 3) es:',
    ['S = {3}', 'S = {−3}', 'S = {0}', 'S = {1}'],
    4,
    'Con x ≠ 3: x − 2(x − 3) = 3 ⇒ −x + 6 = 3 ⇒ x = 3, que anula el denominador: S = ∅. Ninguna de las anteriores.',
    () => {
      const candidate = 3;
      return same(candidate - 2 * (candidate - 3), 3) && candidate - 3 === 0;
    },
  ),
  numeric(
    21310,
    RATIONAL,
    'equations',
    'Halle el valor de x que verifica 2/(x − 1) + 3/(x + 1) = 6/(x² − 1).',
    { value: () => 7 / 5, text: 'x = 7/5' },
    'Común denominador x² − 1 (x ≠ ±1): 2(x + 1) + 3(x − 1) = 6 ⇒ 5x − 1 = 6 ⇒ x = 7/5, que no anula ningún denominador.',
  ),
  parts(
    21311,
    EXPONENTIAL,
    'words',
    'En un laboratorio se observa un cultivo de bacterias que se duplica cada 3 horas. Al comenzar la observación hay 500 bacterias.',
    [
      ['Escriba la fórmula N(t) de la cantidad de bacterias al cabo de t horas.', 'N(t) = 500 · 2^(t/3)'],
      ['¿Cuántas bacterias habrá a las 12 horas de comenzada la observación?', '8000 bacterias'],
      ['¿Al cabo de cuántas horas habrá 64.000 bacterias?', '21 h'],
    ],
    'a) N(t) = 500 · 2^(t/3). b) N(12) = 500 · 2⁴ = 8000. c) 500 · 2^(t/3) = 64 000 ⇒ 2^(t/3) = 128 = 2⁷ ⇒ t = 21 h.',
    () => [[500, 2, 3], [500 * 2 ** (12 / 3)], [3 * Math.log2(64000 / 500)]],
  ),
  numeric(
    21312,
    EXPONENTIAL,
    'equations',
    'Calculá el valor de x que verifica 2^(x+1) + 2^(x−1) = 40.',
    { value: () => Math.log2(40 / (2 + 1 / 2)), text: 'x = 4' },
    '2^x · (2 + 1/2) = 40 ⇒ 2^x · 5/2 = 40 ⇒ 2^x = 16 ⇒ x = 4.',
  ),
  open(
    21313,
    EXPONENTIAL,
    'equations',
    'Hallar todas las soluciones reales de la ecuación 9^x − 4 · 3^x + 3 = 0.',
    'x = 0 y x = 1',
    'Con u = 3^x: u² − 4u + 3 = 0 ⇒ u = 1 o u = 3 ⇒ 3^x = 1 ⇒ x = 0; 3^x = 3 ⇒ x = 1.',
    () => roots(1, -4, 3).map((u) => Math.log(u) / Math.log(3)),
  ),
  parts(
    21314,
    LOGARITHMS,
    'equations',
    'Ecuaciones logarítmicas. Se pide:',
    [
      ['Resolver la ecuación log₂(x + 3) + log₂(x − 3) = 4.', 'x = 5 (x = −5 no pertenece al dominio)'],
      ['Con el valor de x hallado en a), calcular log₅ x + log₅ 25.', '3'],
    ],
    'a) Con x > 3: log₂[(x + 3)(x − 3)] = 4 ⇒ x² − 9 = 16 ⇒ x = ±5; sólo x = 5 pertenece al dominio. b) log₅ 5 + log₅ 25 = 1 + 2 = 3.',
    () => [[Math.sqrt(16 + 9)], [Math.log(5) / Math.log(5) + Math.log(25) / Math.log(5)]],
  ),
  options(
    21315,
    LOGARITHMS,
    'equations',
    'El valor de x que verifica log x + log(x − 3) = 1 es:',
    ['x = 5', 'x = −2', 'x = 5 y x = −2', 'x = 10'],
    0,
    'Con x > 3: log[x(x − 3)] = 1 ⇒ x² − 3x − 10 = 0 ⇒ x = 5 o x = −2; −2 no pertenece al dominio. x = 5.',
    () => same(Math.log10(5) + Math.log10(2), 1),
  ),
  numeric(
    21316,
    LOGARITHMS,
    'equations',
    'Sabiendo que log₃ a = 2 y log₃ b = −1, calcule log₃(a³/b²).',
    { value: () => 3 * 2 - 2 * -1, text: '8' },
    'log₃(a³/b²) = 3 log₃ a − 2 log₃ b = 6 + 2 = 8.',
  ),
  // ── Inequalities and absolute values ──
  open(
    21317,
    INEQUALITIES,
    'equations',
    'Dada la inecuación 3(x − 2) − 5 ≤ 2x − (x + 7):\na) Resuélvala y exprese el conjunto solución como intervalo.\nb) ¿Cuál es el mayor número entero que la verifica?',
    'a) (−∞; 2]; b) 2',
    '3x − 11 ≤ x − 7 ⇒ 2x ≤ 4 ⇒ x ≤ 2: S = (−∞; 2]. El mayor entero es 2.',
    () => [2],
  ),
  options(
    21318,
    ABSOLUTE,
    'equations',
    'El conjunto solución de la inecuación |2x − 3| < 5 es:',
    ['(−1; 4)', '[−1; 4]', '(−∞; −1) ∪ (4; +∞)', '(−4; 1)'],
    0,
    '−5 < 2x − 3 < 5 ⇒ −2 < 2x < 8 ⇒ −1 < x < 4: S = (−1; 4).',
    () =>
      solvesOn(
        (x) => Math.abs(2 * x - 3) < 5,
        (x) => x > -1 && x < 4,
      ),
  ),
  parts(
    21319,
    ABSOLUTE,
    'equations',
    'Con la expresión |x − 2| se pide:',
    [
      ['Resolver la ecuación |x − 2| = 3.', 'x = −1 y x = 5'],
      ['Resolver la inecuación |x − 2| ≥ 3 y expresar la solución como intervalo.', '(−∞; −1] ∪ [5; +∞)'],
      ['Resolver |x − 2| < 3.', '(−1; 5)'],
    ],
    'a) x − 2 = ±3 ⇒ x = 5 o x = −1. b) x − 2 ≥ 3 o x − 2 ≤ −3 ⇒ x ≥ 5 o x ≤ −1. c) −3 < x − 2 < 3 ⇒ −1 < x < 5.',
    () => [
      [-1, 5],
      [-1, 5],
      [-1, 5],
    ],
  ),
  open(
    21320,
    ABSOLUTE,
    'equations',
    'Resuelva en ℝ: a) |3x − 1| = 8; b) |x + 1| = 2x − 4.',
    'a) x = 3 y x = −7/3; b) x = 5',
    'a) 3x − 1 = 8 ⇒ x = 3; 3x − 1 = −8 ⇒ x = −7/3. b) Si x ≥ −1: x + 1 = 2x − 4 ⇒ x = 5 (2x − 4 = 6 ≥ 0 ✓). Si x < −1: −x − 1 = 2x − 4 ⇒ x = 1, que no es menor que −1. S = {5}.',
    () => [3, -7 / 3, 5],
  ),
  options(
    21321,
    RATIONAL_INEQUALITIES,
    'equations',
    'Indique cuál es el conjunto solución de la inecuación (x − 1)/(x + 3) ≤ 0.',
    ['(−3; 1]', '[−3; 1]', '(−∞; −3) ∪ [1; +∞)', '(−3; 1)'],
    0,
    'El cociente es ≤ 0 cuando numerador y denominador tienen signos opuestos o el numerador se anula, con x ≠ −3: −3 < x ≤ 1.',
    () =>
      solvesOn(
        (x) => x !== -3 && (x - 1) / (x + 3) <= 0,
        (x) => x > -3 && x <= 1,
      ),
  ),
  options(
    21322,
    INEQUALITIES,
    'equations',
    'El conjunto solución de (x − 1)/2 − (x + 2)/3 > 1 es:',
    ['(13; +∞)', '(−∞; 13)', '(1; +∞)', '[13; +∞)'],
    0,
    'Por 6: 3(x − 1) − 2(x + 2) > 6 ⇒ x − 7 > 6 ⇒ x > 13.',
    () =>
      solvesOn(
        (x) => (x - 1) / 2 - (x + 2) / 3 > 1,
        (x) => x > 13,
      ),
  ),
  // ── Polynomials ──
  parts(
    21323,
    POLYNOMIALS,
    'polynomials',
    'Sea P(x) = x³ + kx² − 4x + 12, con k ∈ ℝ.',
    [
      ['Determine k para que P(x) sea divisible por (x − 2).', 'k = −3'],
      ['Para el valor de k hallado, calcule las otras raíces de P(x).', 'x = 3 y x = −2'],
      ['Escriba P(x) factorizado.', 'P(x) = (x − 2)(x + 2)(x − 3)'],
    ],
    'a) P(2) = 8 + 4k − 8 + 12 = 4k + 12 = 0 ⇒ k = −3. b) x³ − 3x² − 4x + 12 = x²(x − 3) − 4(x − 3) = (x − 3)(x² − 4): raíces 3 y −2 (además de 2). c) P(x) = (x − 2)(x + 2)(x − 3).',
    () => {
      const k = -12 / 4;
      const p = [1, k, -4, 12];
      return same(evaluate(p, 3), 0) && same(evaluate(p, -2), 0) ? [[k], [3, -2], [2, -2, 3]] : [];
    },
  ),
  open(
    21324,
    POLYNOMIALS,
    'polynomials',
    'Dados P(x) = 2x³ − 3x² + 4x − 5 y Q(x) = x − 2, se pide: a) el cociente y el resto de dividir P(x) por Q(x) aplicando la regla de Ruffini; b) verificar el resto obtenido con el teorema del resto.',
    'a) C(x) = 2x² + x + 6, R = 7; b) P(2) = 7',
    'Ruffini con 2: 2 | 2·2 − 3 = 1 | 1·2 + 4 = 6 | 6·2 − 5 = 7. C(x) = 2x² + x + 6, R = 7. P(2) = 16 − 12 + 8 − 5 = 7 ✓.',
    () => [2, 1, 6, evaluate([2, -3, 4, -5], 2)],
  ),
  options(
    21325,
    POLYNOMIALS,
    'polynomials',
    'El resto de dividir P(x) = x⁴ − 3x² + 2x − 1 por (x + 1) es:',
    ['−5', '−1', '5', '−7'],
    0,
    'Teorema del resto: P(−1) = 1 − 3 − 2 − 1 = −5.',
    () => same(evaluate([1, 0, -3, 2, -1], -1), -5),
  ),
  parts(
    21326,
    POLYNOMIALS,
    'polynomials',
    'Dados los polinomios P(x) = x⁴ − 2x³ + 3x − 1 y Q(x) = x² + 1, hallar:',
    [
      ['El cociente de la división P(x) : Q(x).', 'C(x) = x² − 2x − 1'],
      ['El resto de esa división.', 'R(x) = 5x'],
    ],
    'x⁴ − 2x³ + 0x² + 3x − 1 : (x² + 1): x² ⇒ resta x⁴ + x²: −2x³ − x² + 3x − 1; −2x ⇒ resta −2x³ − 2x: −x² + 5x − 1; −1 ⇒ resta −x² − 1: 5x. C(x) = x² − 2x − 1, R(x) = 5x.',
    () => {
      const ok = [-2.5, 0.3, 1.7].every((x) =>
        same(x ** 4 - 2 * x ** 3 + 3 * x - 1, (x * x + 1) * (x * x - 2 * x - 1) + 5 * x),
      );
      return ok ? [[1, -2, -1], [5]] : [];
    },
  ),
  open(
    21327,
    POLYNOMIALS,
    'polynomials',
    'Sea P(x) = x³ + ax² + bx − 6.\na) Hallar a y b sabiendo que P(x) es divisible por (x − 1) y por (x + 2).\nb) Con los valores hallados, determinar la tercera raíz de P(x).',
    'a) a = 4 y b = 1; b) x = −3',
    'a) P(1) = 1 + a + b − 6 = 0 ⇒ a + b = 5; P(−2) = −8 + 4a − 2b − 6 = 0 ⇒ 2a − b = 7. Sumando: 3a = 12 ⇒ a = 4, b = 1. b) x³ + 4x² + x − 6 = (x − 1)(x + 2)(x + 3): la tercera raíz es −3.',
    () => {
      const a = 4;
      const b = 1;
      const p = [1, a, b, -6];
      return same(evaluate(p, 1), 0) && same(evaluate(p, -2), 0) && same(evaluate(p, -3), 0)
        ? [a, b, -3]
        : [];
    },
  ),
  parts(
    21328,
    POLYNOMIALS,
    'polynomials',
    'Un polinomio P(x) de grado 3 tiene raíces x = 1, x = −2 y x = 3, y su gráfico corta al eje y en el punto (0; 12).',
    [
      ['Halle el coeficiente principal de P(x).', 'a = 2'],
      ['Calcule P(2).', 'P(2) = −8'],
      ['Escriba P(x) en forma polinómica.', 'P(x) = 2x³ − 4x² − 10x + 12'],
    ],
    'P(x) = a(x − 1)(x + 2)(x − 3); P(0) = a · (−1) · 2 · (−3) = 6a = 12 ⇒ a = 2. P(2) = 2 · 1 · 4 · (−1) = −8. P(x) = 2(x³ − 2x² − 5x + 6) = 2x³ − 4x² − 10x + 12.',
    () => {
      const p = (x: number) => 2 * (x - 1) * (x + 2) * (x - 3);
      return [[12 / 6], [p(2)], [2, -4, -10, 12]];
    },
  ),
  parts(
    21329,
    FACTORING,
    'polynomials',
    'Considere el polinomio P(x) = 2x³ − 3x² − 11x + 6.',
    [
      ['Verifique que x = 3 es raíz de P(x).', 'P(3) = 0'],
      ['Encuentre las demás raíces.', 'x = 1/2 y x = −2'],
    ],
    'a) P(3) = 54 − 27 − 33 + 6 = 0. b) Ruffini con 3: 2x² + 3x − 2 = (2x − 1)(x + 2) ⇒ x = 1/2, x = −2.',
    () => [[evaluate([2, -3, -11, 6], 3)], roots(2, 3, -2)],
  ),
  options(
    21330,
    FACTORING,
    'polynomials',
    'Indique la factorización completa en ℝ de x³ − 9x.',
    ['x(x − 3)(x + 3)', 'x(x − 3)²', '(x − 3)(x + 3)', 'x(x² + 9)'],
    0,
    'Factor común x y diferencia de cuadrados: x³ − 9x = x(x² − 9) = x(x − 3)(x + 3).',
    () => [-2.2, 0.7, 3.1].every((x) => same(x ** 3 - 9 * x, x * (x - 3) * (x + 3))),
  ),
  // ── Algebraic fractions ──
  parts(
    21331,
    FRACTIONS,
    'polynomials',
    'Dada la expresión E(x) = 2/(x − 1) − (x + 3)/(x² − 1):',
    [
      ['Simplifíquela todo lo posible.', 'E(x) = 1/(x + 1)'],
      ['Calcule E(3).', 'E(3) = 1/4'],
      ['Indique los valores de x para los que E(x) no está definida.', 'x = 1 y x = −1'],
    ],
    'a) [2(x + 1) − (x + 3)]/(x² − 1) = (x − 1)/[(x − 1)(x + 1)] = 1/(x + 1). b) E(3) = 1/4. c) x = 1 y x = −1 anulan el denominador.',
    () => [[1], [2 / (3 - 1) - (3 + 3) / (9 - 1)], [1, -1]],
  ),
  numeric(
    21332,
    FRACTIONS,
    'polynomials',
    'Simplificá la expresión (x² − 5x + 6)/(x² − 9) y calculá su valor para x = 0,5.',
    { value: () => (0.25 - 2.5 + 6) / (0.25 - 9), text: '−3/7', absolute: 0.01 },
    '(x − 2)(x − 3)/[(x − 3)(x + 3)] = (x − 2)/(x + 3); en x = 0,5: −1,5/3,5 = −3/7 ≈ −0,43.',
  ),
  // ── Real numbers, powers and radicals ──
  options(
    21333,
    REALS,
    'reals',
    '¿Cuál de las siguientes igualdades es verdadera para todo par de números reales a y b?',
    ['(a + b)² = a² + b²', '√(a²) = |a|', '√(a + b) = √a + √b', '(a − b)² = a² − b²'],
    1,
    '√(a²) = |a| para todo a real; las otras fallan, por ejemplo, con a = b = 1.',
    () => [-3, 0, 2.5].every((a) => same(Math.sqrt(a * a), Math.abs(a))),
  ),
  numeric(
    21334,
    RADICALS,
    'reals',
    'Calcule el valor exacto de (2⁻² + 3⁻¹)⁻¹.',
    { value: () => 1 / (2 ** -2 + 3 ** -1), text: '12/7' },
    '2⁻² + 3⁻¹ = 1/4 + 1/3 = 7/12; su inverso es 12/7.',
  ),
  options(
    21335,
    RADICALS,
    'reals',
    'Al racionalizar el denominador de 6/(3 − √3) se obtiene:',
    ['3 + √3', '3 − √3', '(3 + √3)/2', '2(3 + √3)'],
    0,
    '6(3 + √3)/(9 − 3) = 6(3 + √3)/6 = 3 + √3.',
    () => same(6 / (3 - Math.sqrt(3)), 3 + Math.sqrt(3)),
  ),
  options(
    21336,
    RADICALS,
    'reals',
    'El valor de (√12 − √3)² es:',
    ['9', '15', '√3', '6'],
    4,
    '√12 = 2√3, así que √12 − √3 = √3 y su cuadrado es 3. Ninguna de las anteriores.',
    () => same((Math.sqrt(12) - Math.sqrt(3)) ** 2, 3),
  ),
  // ── Systems ──
  open(
    21337,
    SYSTEMS,
    'equations',
    'Dado el sistema\nx + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2\na) Resuélvalo por el método que prefiera.\nb) Clasifíquelo.',
    'a) x = 1, y = 2, z = 3; b) compatible determinado',
    'Sumando la 1.ª y la 3.ª: 2x + 3y = 8; sumando la 2.ª y la 3.ª: 3x + y = 5 ⇒ y = 5 − 3x ⇒ 2x + 15 − 9x = 8 ⇒ x = 1, y = 2, z = 3. Solución única: compatible determinado.',
    () => {
      const [x, y, z] = [1, 2, 3];
      return x + y + z === 6 && 2 * x - y + z === 3 && x + 2 * y - z === 2 ? [x, y, z] : [];
    },
  ),
  parts(
    21338,
    SYSTEMS,
    'words',
    'Para un recital se vendieron 250 entradas entre plateas, a $ 8.000 cada una, y populares, a $ 5.000 cada una. En total se recaudaron $ 1.550.000.',
    [
      ['¿Cuántas plateas se vendieron?', '100 plateas'],
      ['¿Cuántas populares?', '150 populares'],
      ['¿Qué porcentaje de la recaudación aportaron las plateas?', '51,6 %'],
    ],
    'x + y = 250; 8000x + 5000y = 1 550 000 ⇒ 3000x = 300 000 ⇒ x = 100, y = 150. Plateas: 800 000/1 550 000 ≈ 51,6 %.',
    () => [[100], [150], [(100 * 8000 * 100) / 1550000]],
  ),
  options(
    21339,
    SYSTEMS,
    'equations',
    '¿Para qué valor de k el sistema 2x + ky = 4; 4x + 6y = 8 es compatible indeterminado?',
    ['k = 3', 'k = −3', 'k = 6', 'k = 12'],
    0,
    'La segunda ecuación es el doble de la primera si 2k = 6, es decir k = 3 (y 2 · 4 = 8 se cumple).',
    () => same((2 * 6) / 4, 3),
  ),
  numeric(
    21340,
    SYSTEMS,
    'words',
    'Hace 5 años la edad de Juan era el cuádruple de la de su hijo, y dentro de 5 años será el doble. ¿Qué edad tiene Juan hoy?',
    { value: () => 25, unit: 'años', text: '25 años' },
    'J − 5 = 4(H − 5) y J + 5 = 2(H + 5) ⇒ J = 4H − 15 y 4H − 10 = 2H + 10 ⇒ H = 10, J = 25.',
  ),
  open(
    21341,
    QUADRATIC,
    'words',
    'Un número positivo supera en 3 a otro y la suma de sus cuadrados es 117. a) Halle ambos números. b) Calcule su producto.',
    'a) 6 y 9; b) 54',
    'x² + (x + 3)² = 117 ⇒ 2x² + 6x − 108 = 0 ⇒ x² + 3x − 54 = 0 ⇒ x = 6 (x = −9 no es positivo). Los números son 6 y 9; su producto, 54.',
    () => {
      const x = roots(1, 3, -54)[1] ?? Number.NaN;
      return [x, x + 3, x * (x + 3)];
    },
  ),
  parts(
    21342,
    LINEAR,
    'words',
    'Luis tarda 4 horas en pintar solo una pared; Marta, sola, tarda 6 horas en pintar la misma pared.',
    [
      ['¿Cuánto tardan trabajando juntos?', '2,4 h (2 h 24 min)'],
      [
        'Si Luis empieza solo y al cabo de 1 hora se suma Marta, ¿cuánto tiempo más tardan en terminar?',
        '1,8 h (1 h 48 min)',
      ],
    ],
    'a) 1/4 + 1/6 = 5/12 de pared por hora ⇒ 12/5 = 2,4 h. b) Luis pinta 1/4 en la primera hora; faltan 3/4 a 5/12 por hora ⇒ 9/5 = 1,8 h.',
    () => [[1 / (1 / 4 + 1 / 6)], [3 / 4 / (1 / 4 + 1 / 6)]],
  ),
  parts(
    21343,
    QUADRATIC,
    'equations',
    'Se sabe que x = 2 es una de las soluciones de la ecuación 2x² + bx − 6 = 0.',
    [
      ['Halle el valor de b.', 'b = −1'],
      ['Con ese valor de b, halle la otra solución.', 'x = −3/2'],
      ['Calcule la suma de las dos soluciones.', '1/2'],
    ],
    'a) 8 + 2b − 6 = 0 ⇒ b = −1. b) El producto de las raíces es −6/2 = −3 ⇒ la otra es −3/2. c) 2 − 3/2 = 1/2.',
    () => {
      const b = -(8 - 6) / 2;
      const [p, q] = roots(2, b, -6);
      return [[b], [p ?? Number.NaN], [(p ?? 0) + (q ?? 0)]];
    },
  ),
  parts(
    21344,
    SYSTEMS,
    'words',
    'En un kiosco, Sofía compró 2 alfajores, 1 gaseosa y 3 caramelos y pagó $ 5.600; Tomás compró 1 alfajor, 2 gaseosas y 1 caramelo y pagó $ 5.300; Lucía compró 3 alfajores y 2 caramelos y pagó $ 4.700. Todos los productos de cada clase tienen el mismo precio.',
    [
      ['¿Cuál es el precio de un alfajor?', '$ 1300'],
      ['¿Cuál es el precio de una gaseosa y el de un caramelo?', 'gaseosa $ 1800 y caramelo $ 400'],
      ['¿Cuánto paga quien compra uno de cada producto?', '$ 3500'],
    ],
    'Con a, g, c: 2a + g + 3c = 5600; a + 2g + c = 5300; 3a + 2c = 4700. De la primera, g = 5600 − 2a − 3c; en la segunda: −3a − 5c = −5900 ⇒ 3a + 5c = 5900; restando la tercera: 3c = 1200 ⇒ c = 400, a = 1300, g = 1800. Uno de cada: 3500.',
    () => {
      const [a, g, c] = [1300, 1800, 400];
      const ok = 2 * a + g + 3 * c === 5600 && a + 2 * g + c === 5300 && 3 * a + 2 * c === 4700;
      return ok ? [[a], [g, c], [a + g + c]] : [];
    },
  ),
  numeric(
    21345,
    QUADRATIC,
    'words',
    'Una pileta rectangular de 10 m por 6 m está rodeada por una vereda de ancho uniforme. Si la superficie total que ocupan la pileta y la vereda es de 140 m², ¿cuál es el ancho de la vereda?',
    { value: () => roots(4, 32, -80)[1] ?? Number.NaN, unit: 'm', text: '2 m' },
    '(10 + 2x)(6 + 2x) = 140 ⇒ 4x² + 32x − 80 = 0 ⇒ x² + 8x − 20 = 0 ⇒ x = 2 (x = −10 se descarta).',
  ),
  options(
    21346,
    QUADRATIC,
    'equations',
    'El conjunto solución en ℝ de la ecuación x² + 2x + 5 = 0 es:',
    ['{−1; 5}', '{1; −5}', '{−5}', '{−1}'],
    4,
    'Δ = 4 − 20 = −16 < 0: no tiene soluciones reales, S = ∅. Ninguna de las anteriores.',
    () => 2 * 2 - 4 * 5 < 0,
  ),
  parts(
    21347,
    RATIONAL,
    'words',
    'Un ciclista recorre un camino de 60 km a velocidad constante. Si fuera 5 km/h más rápido, tardaría 1 hora menos en recorrerlo.',
    [
      ['Plantee la ecuación y calcule la velocidad del ciclista.', '15 km/h'],
      ['¿Cuánto tarda en recorrer el camino?', '4 h'],
    ],
    '60/v − 60/(v + 5) = 1 ⇒ 300 = v² + 5v ⇒ v² + 5v − 300 = 0 ⇒ v = 15 km/h (v = −20 se descarta). t = 60/15 = 4 h.',
    () => {
      const v = roots(1, 5, -300)[1] ?? Number.NaN;
      return [[v], [60 / v]];
    },
  ),
  options(
    21348,
    EXPONENTIAL,
    'equations',
    'La solución de la ecuación 4^(x − 1) = 8^(x + 1) es:',
    ['x = −5', 'x = 5', 'x = −1', 'x = 1/5'],
    0,
    '2^(2x − 2) = 2^(3x + 3) ⇒ 2x − 2 = 3x + 3 ⇒ x = −5.',
    () => same(4 ** (-5 - 1), 8 ** (-5 + 1)),
  ),
  parts(
    21349,
    RATIONAL,
    'words',
    'Un grupo de amigos alquila una cabaña por $ 360.000 y paga el alquiler en partes iguales. Si el grupo tuviera 3 amigos más, cada uno pagaría $ 20.000 menos.',
    [
      ['¿Cuántos amigos forman el grupo?', '6 amigos'],
      ['¿Cuánto paga cada uno?', '$ 60.000'],
    ],
    '360 000/n − 360 000/(n + 3) = 20 000 ⇒ 54 = n(n + 3) ⇒ n² + 3n − 54 = 0 ⇒ n = 6 (n = −9 se descarta). Cada uno paga 360 000/6 = 60 000.',
    () => {
      const n = roots(1, 3, -54)[1] ?? Number.NaN;
      return [[n], [360000 / n]];
    },
  ),
  open(
    21350,
    INEQUALITIES,
    'equations',
    'Dada la doble desigualdad −3 ≤ 2x + 1 < 7, se pide: a) expresar el conjunto solución como intervalo; b) indicar cuántos números enteros la verifican.',
    'a) [−2; 3); b) 5 enteros',
    '−4 ≤ 2x < 6 ⇒ −2 ≤ x < 3: S = [−2; 3). Enteros: −2, −1, 0, 1, 2: son 5.',
    () => [-2, 3, 5],
  ),
  numeric(
    21351,
    ABSOLUTE,
    'equations',
    'Indique cuántos números enteros verifican la inecuación |x + 2| ≤ 3.',
    { value: () => 1 - -5 + 1, text: '7' },
    '−3 ≤ x + 2 ≤ 3 ⇒ −5 ≤ x ≤ 1: los enteros −5, −4, −3, −2, −1, 0 y 1, que son 7.',
  ),
  numeric(
    21352,
    LINEAR,
    'words',
    '¿Cuántos litros de agua hay que agregar a 12 litros de una mezcla de alcohol y agua al 40 % de alcohol para que la mezcla quede al 30 %?',
    { value: () => (0.4 * 12) / 0.3 - 12, unit: 'L', text: '4 L' },
    'El alcohol no cambia: 0,40 · 12 = 4,8 L = 0,30 (12 + x) ⇒ 12 + x = 16 ⇒ x = 4 L.',
  ),
  open(
    21353,
    LOGARITHMS,
    'equations',
    'Resolvé la ecuación (log₂ x)² − 3 log₂ x + 2 = 0.',
    'x = 2 y x = 4',
    'Con u = log₂ x: u² − 3u + 2 = 0 ⇒ u = 1 o u = 2 ⇒ x = 2 o x = 4 (ambos positivos).',
    () => roots(1, -3, 2).map((u) => 2 ** u),
  ),
];
