/**
 * A second round of near misses (#32), of the mathematics and chemistry readings added since e2772ce: a
 * polynomial from Vieta's relations, a quadratic told in words, the fence's largest rectangle, regular
 * polygons, a numeric value, percentages read backwards, growth told in words, a number and its parts, a
 * rectangle by its perimeter and a ratio, complex numbers defined then asked, distances on the real line,
 * right triangles named by their vertices, asymptotes and images, versors, cube and box diagonals, cube
 * roots, superscript exponents; in chemistry the mass of some moles, balancing, a gas volume in CNPT, the
 * mass of molecules and a percentage in mass. Each keeps the setting and changes what is asked (a sum of
 * coefficients, the other side, the time instead of the value, the saving instead of the price, the
 * complement of a percentage), the unit, a datum (one more, one missing), the kind of interest, how
 * «aumentado en» groups, or keys «Ninguna de las anteriores». A reading that half understands them states a
 * wrong result with confidence; the count that matters is that none does.
 *
 * The kinds of exercise are those of FRM's Seminario units (plain-text copies of the public repository
 * Teksi75/pre_utn at commit dd3d8096df65d12ad2e1aed3af8b75017264a744, read on 2026-11-30):
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD2_matem%C3%A1tica.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD3_matem%C3%A1tica.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD4_matem%C3%A1tica.pdf
 * and the wording of real entrance papers (https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js,
 * read 2026-11-30). Statements, objects and numbers are ours; every key was worked out by hand and is
 * recomputed by `check`.
 *
 * Measured before any solver change (62 problems, 9500…9561): 17/62 right, 8 stated wrong and sure (a fence
 * wound three times, the sum of the points at a distance, where the asymptotes cross, a vector of length
 * 10, the exterior angles' sum, a face's diagonal, a cube's diagonal in another unit, the sum of the
 * balanced coefficients). After fixing each at its cause: 20/62 right, 0 wrong; the other 42 are left
 * unanswered rather than guessed. Probing variants of the same readings found 26 more sure wrong results
 * (fixed in the same commits, with a unit test each).
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { AVOGADRO, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { writtenSet } from './builders.ts';

const MATH_GUIDE = ['frm-seminario-2025-u2', 'frm-seminario-2025-guia-funciones'];

// Half a percent, and never under a hundredth: a key computed with decimals is not written to the last bit.
const tolerance = (value: number): Tolerance => ({ absolute: Math.max(0.01, Math.abs(value) * 0.005) });

const math = writtenSet({ subject: 'matematicas', modelledOn: MATH_GUIDE, difficulty: 'medio', tolerance });
const chemistry = writtenSet({
  subject: 'quimica',
  modelledOn: ['frba-quimica-programa', 'frtdf-quimica-general-2021'],
  difficulty: 'medio',
  tolerance,
});

const POLYNOMIALS = 'algebra-basica.polinomios';
const QUADRATIC = 'funciones.cuadratica';
const AREAS = 'geometria.areas-perimetros';
const TRIANGLES = 'geometria.angulos-triangulos';
const REALS = 'algebra-basica.numeros-reales';
const LINEAR_EQUATIONS = 'ecuaciones.lineales';
const EXPONENTIAL = 'funciones.exponencial';
const COMPLEX = 'algebra-basica.numeros-complejos';
const ABSOLUTE = 'ecuaciones.valor-absoluto';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const DOMAIN = 'funciones.concepto-dominio';
const LOGARITHMS = 'funciones.logaritmos';
const ANALYTIC = 'geometria.analitica';
const SOLIDS = 'geometria.volumenes';
const POWERS = 'algebra-basica.potencias-radicales';
const EXPONENTIAL_EQUATIONS = 'funciones.ecuaciones-exponenciales';
const MOLES = 'estequiometria.mol-masa-molar';
const BALANCING = 'estequiometria.balanceo-relaciones';
const GASES = 'estequiometria.gases';
const PERCENT = 'soluciones.concentraciones-porcentuales';

const numberKey = (value: number, unit: string, text: string) => ({ value, unit, text });

/** A key too small for an absolute tolerance: a share of itself, and the key is its own recomputation. */
const relativeKey = (value: number, unit: string, text: string) => ({
  value,
  unit,
  text,
  tolerance: { relative: 0.01 },
});

/** P(x) with its coefficients from the highest power. */
const evaluate = (coefficients: readonly number[], x: number) =>
  coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));

const algebra: readonly ExamStyleProblem[] = [
  math.options(
    9500,
    POLYNOMIALS,
    'Un polinomio P(x) de grado 2 y coeficiente principal 1 tiene raíces 2 y −5. La suma de sus coeficientes es:',
    ['10', '−3', '−6', '6'],
    2,
    () => [evaluate([1, 3, -10], 1)],
    'P(x) = (x − 2)(x + 5) = x² + 3x − 10; la suma de los coeficientes es P(1) = 1 + 3 − 10 = −6.',
  ),
  math.numeric(
    9501,
    POLYNOMIALS,
    'P(x) = x² + bx + c tiene la suma de sus raíces igual a 6 y el producto de sus raíces igual a 8. Hallar b + c.',
    numberKey(2, '', 'b + c = 2'),
    () => -6 + 8,
    'Suma de raíces = −b = 6, producto = c = 8: b = −6, c = 8 y b + c = 2.',
  ),
  math.numeric(
    9502,
    QUADRATIC,
    'La altura de una pelota es h(t) = −5t² + 20t + 25 (h en metros, t en segundos). ¿Al cabo de cuánto tiempo toca el suelo?',
    numberKey(5, 's', 't = 5 s'),
    () => (-20 - Math.sqrt(400 + 500)) / -10,
    '−5t² + 20t + 25 = 0 ⇔ t² − 4t − 5 = 0 ⇔ (t − 5)(t + 1) = 0; el tiempo positivo es t = 5 s.',
  ),
  math.numeric(
    9503,
    QUADRATIC,
    'La altura de una pelota es h(t) = −5t² + 20t + 25 (h en metros, t en segundos). ¿Desde qué altura fue lanzada?',
    numberKey(25, 'm', 'h(0) = 25 m'),
    () => evaluate([-5, 20, 25], 0),
    'Al lanzarla t = 0: h(0) = 25 m.',
  ),
  math.options(
    9504,
    QUADRATIC,
    'La ganancia de una fábrica es G(x) = −2x² + 120x − 1000 (en miles de pesos, con x unidades vendidas). ¿Para cuántas unidades la ganancia es nula?',
    ['30', '10 y 50', '800', '20 y 40'],
    1,
    () => [10, 50],
    '−2x² + 120x − 1000 = 0 ⇔ x² − 60x + 500 = 0 ⇔ (x − 10)(x − 50) = 0: x = 10 o x = 50.',
  ),
  math.numeric(
    9505,
    QUADRATIC,
    'La ganancia de una fábrica es G(x) = −2x² + 120x − 1000 (en miles de pesos, con x unidades vendidas). ¿Cuál es la ganancia si se venden 20 unidades?',
    numberKey(600, 'miles de pesos', 'G(20) = 600'),
    () => evaluate([-2, 120, -1000], 20),
    'G(20) = −800 + 2400 − 1000 = 600 (miles de pesos).',
  ),
  math.numeric(
    9506,
    QUADRATIC,
    'Con 80 m de alambre se quiere cercar un terreno rectangular junto a un río; el lado del río no se cerca. ¿Cuánto debe medir el lado paralelo al río para que el área sea máxima?',
    numberKey(40, 'm', '40 m'),
    () => 80 - 2 * 20,
    'A = x(80 − 2x), con x el lado perpendicular al río: máxima en x = 20 m; el lado paralelo mide 80 − 40 = 40 m.',
  ),
  math.numeric(
    9507,
    QUADRATIC,
    'Con 60 m de alambre se cerca un terreno rectangular dando tres vueltas de alambre. ¿Cuál es el área máxima que se puede cercar?',
    numberKey(25, 'm²', '25 m²'),
    () => (60 / 3 / 4) ** 2,
    'Tres vueltas: el perímetro es 60/3 = 20 m. El rectángulo de mayor área es el cuadrado de 5 m: 25 m².',
  ),
  math.numeric(
    9508,
    AREAS,
    'Con 100 m de cerca se rodea un terreno rectangular. ¿Cuál es su área si uno de sus lados debe medir 20 m?',
    numberKey(600, 'm²', '600 m²'),
    () => 20 * (50 - 20),
    'Semiperímetro 50 m: el otro lado mide 30 m y el área es 20 · 30 = 600 m².',
  ),
  math.numeric(
    9509,
    LINEAR_EQUATIONS,
    'Un número más su mitad más su tercera parte es 55. ¿Cuál es la mitad de ese número?',
    numberKey(15, '', '15'),
    () => 55 / (1 + 1 / 2 + 1 / 3) / 2,
    'n + n/2 + n/3 = 11n/6 = 55: n = 30, y su mitad es 15.',
  ),
  math.numeric(
    9510,
    LINEAR_EQUATIONS,
    'El doble de la suma de un número y 4 es 30. ¿Cuál es el número?',
    numberKey(11, '', '11'),
    () => 30 / 2 - 4,
    '2(n + 4) = 30 ⇒ n + 4 = 15 ⇒ n = 11.',
  ),
  math.numeric(
    9511,
    LINEAR_EQUATIONS,
    'Un número disminuido en su quinta parte es 48. ¿Cuál es el número?',
    numberKey(60, '', '60'),
    () => 48 / (4 / 5),
    'n − n/5 = 4n/5 = 48 ⇒ n = 60.',
  ),
  math.numeric(
    9512,
    LINEAR_EQUATIONS,
    'La suma de un número y su mitad es 36. ¿Cuál es la diferencia entre el número y su mitad?',
    numberKey(12, '', '12'),
    () => 36 / 1.5 / 2,
    'n + n/2 = 36 ⇒ n = 24; 24 − 12 = 12.',
  ),
  math.numeric(
    9513,
    AREAS,
    'El perímetro de un rectángulo es 36 cm y su largo es el doble de su ancho. ¿Cuánto mide su diagonal?',
    numberKey(6 * Math.sqrt(5), 'cm', 'd = 6√5 ≈ 13,42 cm'),
    () => Math.hypot(6, 12),
    '2(a + 2a) = 36 ⇒ a = 6 cm, largo 12 cm; d = √(36 + 144) = √180 = 6√5 ≈ 13,42 cm.',
  ),
  math.numeric(
    9514,
    AREAS,
    'El perímetro de un rectángulo es 40 cm y la base mide 4 cm menos que el doble de la altura. Calcular el área.',
    numberKey(96, 'cm²', '96 cm²'),
    () => 12 * 8,
    'b = 2h − 4 y b + h = 20 ⇒ 3h − 4 = 20 ⇒ h = 8 cm, b = 12 cm; A = 96 cm².',
  ),
  math.numeric(
    9515,
    AREAS,
    'El área de un rectángulo es 48 cm² y su largo es el triple de su ancho. ¿Cuál es su perímetro?',
    numberKey(32, 'cm', '32 cm'),
    () => 2 * (4 + 12),
    '3a² = 48 ⇒ a = 4 cm, largo 12 cm; P = 2(4 + 12) = 32 cm.',
  ),
  math.numeric(
    9516,
    POLYNOMIALS,
    'Calcular la suma de los valores numéricos de P(x) = 2x³ − x + 4 para x = −2 y para x = 1.',
    numberKey(-5, '', '−10 + 5 = −5'),
    () => evaluate([2, 0, -1, 4], -2) + evaluate([2, 0, -1, 4], 1),
    'P(−2) = −16 + 2 + 4 = −10; P(1) = 2 − 1 + 4 = 5; suman −5.',
  ),
  math.options(
    9517,
    POLYNOMIALS,
    'El valor numérico de 3a² − 2ab para a = 2 y b = −1 es:',
    ['8', '16', '−8', '20'],
    1,
    () => [3 * 4 - 2 * 2 * -1],
    '3 · 4 − 2 · 2 · (−1) = 12 + 4 = 16.',
  ),
  math.numeric(
    9518,
    LINEAR_EQUATIONS,
    '¿Para qué valor de x el valor numérico de P(x) = 4x − 6 es 10?',
    numberKey(4, '', 'x = 4'),
    () => (10 + 6) / 4,
    '4x − 6 = 10 ⇒ x = 4.',
  ),
];

const percentsAndGrowth: readonly ExamStyleProblem[] = [
  math.numeric(
    9519,
    REALS,
    'Después de un aumento del 20 %, un artículo cuesta $ 1800. ¿De cuántos pesos fue el aumento?',
    numberKey(300, '$', '$ 300'),
    () => 1800 - 1800 / 1.2,
    'Precio anterior: 1800 / 1,2 = 1500; el aumento fue 1800 − 1500 = $ 300.',
  ),
  math.numeric(
    9520,
    REALS,
    'Con un descuento del 15 % se pagaron $ 1700 por unas zapatillas. ¿Cuánto dinero se ahorró?',
    numberKey(300, '$', '$ 300'),
    () => 1700 / 0.85 - 1700,
    'Precio de lista: 1700 / 0,85 = 2000; el ahorro es 2000 − 1700 = $ 300.',
  ),
  math.options(
    9521,
    REALS,
    'En un curso de 40 alumnos aprobaron 26. ¿Qué porcentaje de alumnos desaprobó?',
    ['65 %', '14 %', '35 %', '26 %'],
    2,
    () => [(14 / 40) * 100],
    'Desaprobaron 40 − 26 = 14: 14/40 = 35 %.',
  ),
  math.options(
    9522,
    REALS,
    'Un precio aumenta un 10 % y luego baja un 10 %. El precio final, respecto del inicial, es:',
    ['igual', '1 % mayor', '20 % menor', '1 % menor'],
    3,
    () => [1.1 * 0.9],
    '1,1 · 0,9 = 0,99: el precio final es un 1 % menor que el inicial.',
  ),
  math.numeric(
    9523,
    REALS,
    'El 30 % de un número es 45. ¿Cuánto es el 70 % de ese número?',
    numberKey(105, '', '105'),
    () => (45 / 0.3) * 0.7,
    'El número es 45 / 0,3 = 150; su 70 % es 105.',
  ),
  math.numeric(
    9524,
    EXPONENTIAL,
    'Un cultivo de bacterias se triplica cada 2 horas. Si empieza con 200 bacterias, ¿cuántas hay al cabo de 6 horas?',
    numberKey(5400, 'bacterias', '5400'),
    () => 200 * 3 ** 3,
    'En 6 h hay 3 períodos de 2 h: 200 · 3³ = 5400.',
  ),
  math.options(
    9525,
    EXPONENTIAL,
    'Se depositan $ 10 000 al 5 % anual de interés simple. ¿Cuánto dinero habrá al cabo de 3 años?',
    ['$ 11 576,25', '$ 11 500', '$ 1500', '$ 10 500'],
    1,
    () => [10000 * (1 + 0.05 * 3)],
    'Interés simple: 10 000 · 0,05 · 3 = 1500; el capital final es $ 11 500.',
  ),
  math.numeric(
    9526,
    EXPONENTIAL,
    'Se depositan $ 20 000 al 10 % anual de interés compuesto. ¿Cuánto interés se gana en 2 años?',
    numberKey(4200, '$', '$ 4200'),
    () => 20000 * 1.1 ** 2 - 20000,
    'Capital final 20 000 · 1,1² = 24 200; el interés ganado es 24 200 − 20 000 = $ 4200.',
  ),
  math.numeric(
    9527,
    EXPONENTIAL,
    'Una sustancia radiactiva se reduce a la mitad cada 8 días. Si hay 80 g, ¿qué masa se desintegró al cabo de 24 días?',
    numberKey(70, 'g', '70 g'),
    () => 80 - 80 / 2 ** 3,
    'Quedan 80 / 2³ = 10 g; se desintegraron 80 − 10 = 70 g.',
  ),
  math.numeric(
    9528,
    EXPONENTIAL,
    'Un auto que vale $ 8 000 000 se desvaloriza un 10 % por año. ¿Cuánto valor pierde durante el segundo año?',
    numberKey(720000, '$', '$ 720 000'),
    () => 8e6 * 0.9 - 8e6 * 0.9 ** 2,
    'Al final del primer año vale 7 200 000; al final del segundo, 6 480 000: pierde $ 720 000 ese año.',
  ),
  math.numeric(
    9529,
    EXPONENTIAL,
    'Una colonia de bacterias se duplica cada 20 minutos. Si ahora hay 800 bacterias, ¿cuántas había hace una hora?',
    numberKey(100, 'bacterias', '100'),
    () => 800 / 2 ** 3,
    'Una hora son tres períodos de 20 min: 800 / 2³ = 100.',
  ),
];

const numbersAndFunctions: readonly ExamStyleProblem[] = [
  math.options(
    9530,
    COMPLEX,
    'Sean z = 3 + 4i y w = 1 − 2i. El módulo de z + w es:',
    ['√29', '2√5', '5', '√5'],
    1,
    () => [Math.hypot(4, 2)],
    'z + w = 4 + 2i; |z + w| = √(16 + 4) = √20 = 2√5.',
  ),
  math.options(
    9531,
    COMPLEX,
    'Sea z = 2 − 3i. La parte imaginaria de z² es:',
    ['−5', '12', '−12', '13'],
    2,
    () => [2 * 2 * -3],
    'z² = 4 − 12i + 9i² = −5 − 12i: su parte imaginaria es −12.',
  ),
  math.options(
    9532,
    COMPLEX,
    'Sea z = 1 + i. El conjugado de z³ es:',
    ['−2 + 2i', '2 − 2i', '2 + 2i', '−2 − 2i'],
    3,
    () => [-2, -2],
    'z² = 2i; z³ = 2i(1 + i) = −2 + 2i; su conjugado es −2 − 2i.',
  ),
  math.numeric(
    9533,
    ABSOLUTE,
    '¿Cuántos números enteros están a una distancia de 3 menor o igual que 4?',
    numberKey(9, '', '9'),
    () => 7 - -1 + 1,
    '|x − 3| ≤ 4 ⇔ −1 ≤ x ≤ 7: los enteros −1, 0, …, 7 son 9.',
  ),
  math.options(
    9534,
    ABSOLUTE,
    'Los números reales cuya distancia a −2 es igual a 5 suman:',
    ['4', '−4', '10', '−10'],
    1,
    () => [3 + -7],
    '|x + 2| = 5 ⇔ x = 3 o x = −7; suman −4.',
  ),
  math.numeric(
    9535,
    RIGHT_TRIANGLE,
    'En el triángulo ABC, rectángulo en A, AB = 5 cm y AC = 12 cm. ¿Cuánto mide la altura relativa a la hipotenusa?',
    numberKey(60 / 13, 'cm', 'h = 60/13 ≈ 4,62 cm'),
    () => (5 * 12) / Math.hypot(5, 12),
    'BC = 13 cm; el área es 5 · 12 / 2 = 30 cm² = 13 · h / 2, así que h = 60/13 ≈ 4,62 cm.',
  ),
  math.options(
    9536,
    RIGHT_TRIANGLE,
    'En el triángulo PQR, recto en R, PR = 8 y QR = 6. Entonces tg Q es:',
    ['3/4', '4/3', '3/5', '4/5'],
    1,
    () => [8 / 6],
    'El cateto opuesto a Q es PR = 8 y el adyacente QR = 6: tg Q = 8/6 = 4/3.',
  ),
  math.options(
    9537,
    DOMAIN,
    'Las asíntotas de f(x) = (3x − 1)/(x + 2) se cortan en el punto:',
    ['(3; −2)', '(−2; 3)', '(2; 3)', '(−2; −3)'],
    1,
    () => [-2, 3],
    'Asíntota vertical x = −2 (anula el denominador), horizontal y = 3/1 = 3: se cortan en (−2; 3).',
  ),
  math.options(
    9538,
    DOMAIN,
    'La imagen de f(x) = −2ˣ + 1 es:',
    ['(1; +∞)', 'ℝ', '(−∞; −1)', '(−∞; 1)'],
    3,
    () => [1],
    '2ˣ toma todos los valores positivos; −2ˣ todos los negativos, y −2ˣ + 1 todos los menores que 1: (−∞; 1).',
  ),
  math.options(
    9539,
    LOGARITHMS,
    'Para f(x) = log₂(x − 3) + 1, la asíntota vertical y la raíz son, respectivamente:',
    ['x = 3 y x = 5', 'x = −3 y x = 7/2', 'x = 3 y x = 7/2', 'x = 1 y x = 4'],
    2,
    () => [3, 3 + 2 ** -1],
    'El argumento se anula en x = 3 (asíntota). log₂(x − 3) = −1 ⇔ x − 3 = 1/2 ⇔ x = 7/2.',
  ),
  math.options(
    9540,
    ANALYTIC,
    'Un vector de módulo 10 con la dirección y el sentido de v = (3; −4) es:',
    ['(3/5; −4/5)', '(30; −40)', '(6; −8)', '(−6; 8)'],
    2,
    () => [(10 * 3) / 5, (10 * -4) / 5],
    'El versor de v es (3/5; −4/5); por 10: (6; −8).',
  ),
  math.numeric(
    9541,
    ANALYTIC,
    'El versor de v = (6; 8) es el mismo que el de w = (k; 4). Hallar k.',
    numberKey(3, '', 'k = 3'),
    () => (4 * 6) / 8,
    'Mismo versor: w es múltiplo positivo de v; 4 = 8t ⇒ t = 1/2 y k = 6 · 1/2 = 3.',
  ),
];

const measuresAndPowers: readonly ExamStyleProblem[] = [
  math.options(
    9542,
    TRIANGLES,
    'Cada ángulo exterior de un polígono regular mide 24°. ¿Cuántas diagonales tiene?',
    ['15', '12', '180', '90'],
    3,
    () => [(15 * (15 - 3)) / 2],
    'n = 360° / 24° = 15 lados; diagonales n(n − 3)/2 = 15 · 12 / 2 = 90.',
  ),
  math.options(
    9543,
    TRIANGLES,
    'Los ángulos interiores de un polígono regular suman 1440°. Sus ángulos exteriores suman:',
    ['360°', '144°', '36°', '1440°'],
    0,
    () => [360],
    'Los ángulos exteriores de todo polígono convexo suman 360° (aquí 10 lados de 36°).',
  ),
  math.options(
    9544,
    AREAS,
    'Un hexágono regular tiene 5 cm de lado. Su apotema mide:',
    ['5 cm', '2,5 cm', '≈ 4,33 cm', '≈ 8,66 cm'],
    2,
    () => [(5 * Math.sqrt(3)) / 2],
    'El hexágono son seis triángulos equiláteros de 5 cm; la apotema es su altura: 5√3/2 ≈ 4,33 cm.',
  ),
  math.numeric(
    9545,
    SOLIDS,
    'La diagonal de un cubo mide 6√3 cm. ¿Cuál es su volumen?',
    numberKey(216, 'cm³', '216 cm³'),
    () => 6 ** 3,
    'D = a√3 = 6√3 ⇒ a = 6 cm; V = 6³ = 216 cm³.',
  ),
  math.numeric(
    9546,
    SOLIDS,
    'Una caja mide 3 cm × 4 cm × 12 cm. ¿Cuánto mide la diagonal de su cara mayor?',
    numberKey(4 * Math.sqrt(10), 'cm', '√160 ≈ 12,65 cm'),
    () => Math.hypot(4, 12),
    'La cara mayor es la de 4 cm × 12 cm: su diagonal es √(16 + 144) = √160 ≈ 12,65 cm.',
  ),
  math.options(
    9547,
    SOLIDS,
    'Un cubo tiene 2 dm de arista. Su diagonal, en centímetros, mide:',
    ['≈ 3,46 cm', '≈ 34,64 cm', '≈ 28,28 cm', '20 cm'],
    1,
    () => [20 * Math.sqrt(3)],
    'a = 20 cm; D = 20√3 ≈ 34,64 cm.',
  ),
  math.numeric(
    9548,
    POWERS,
    'Calcular: ∛(−8) · √9 − ∛27',
    numberKey(-9, '', '−9'),
    () => -2 * 3 - 3,
    '∛(−8) = −2, √9 = 3, ∛27 = 3: −2 · 3 − 3 = −9.',
  ),
  math.options(
    9549,
    POWERS,
    'El resultado de ∛(−64) + √(−16) es:',
    ['−8', '0', '−4', '8'],
    4,
    () => [],
    '√(−16) no es un número real: la expresión no tiene valor real y ninguna opción es correcta.',
  ),
  math.numeric(
    9550,
    EXPONENTIAL_EQUATIONS,
    'Resolver la ecuación: 3ˣ⁻¹ = 81',
    numberKey(5, '', 'x = 5'),
    () => Math.log(81) / Math.log(3) + 1,
    '81 = 3⁴ ⇒ x − 1 = 4 ⇒ x = 5.',
  ),
  math.numeric(
    9551,
    EXPONENTIAL_EQUATIONS,
    'Resolver: 2ˣ⁺¹ + 2ˣ = 24',
    numberKey(3, '', 'x = 3'),
    () => Math.log2(24 / 3),
    '2ˣ⁺¹ + 2ˣ = 3 · 2ˣ = 24 ⇒ 2ˣ = 8 ⇒ x = 3.',
  ),
];

const chemistryProblems: readonly ExamStyleProblem[] = [
  chemistry.numeric(
    9552,
    MOLES,
    'Calcular el número de moléculas que hay en 3 moles de H₂O.',
    relativeKey(3 * AVOGADRO, 'moléculas', '≈ 1,81 · 10²⁴ moléculas'),
    () => 3 * AVOGADRO,
    'N = n · Nₐ = 3 · 6,02 · 10²³ ≈ 1,81 · 10²⁴ moléculas.',
  ),
  chemistry.numeric(
    9553,
    MOLES,
    'Calcular el número de moles que hay en 49 g de H₂SO₄.',
    numberKey(49 / mm('H2SO4'), 'mol', '0,5 mol'),
    () => 49 / mm('H2SO4'),
    'M(H₂SO₄) = 98 g/mol: n = 49 / 98 = 0,5 mol.',
  ),
  chemistry.numeric(
    9554,
    MOLES,
    'Calcular la masa de 3 moles de átomos de oxígeno.',
    numberKey(3 * mm('O'), 'g', '48 g'),
    () => 3 * mm('O'),
    'Átomos, no moléculas de O₂: m = 3 · 16 = 48 g.',
  ),
  chemistry.numeric(
    9555,
    BALANCING,
    'Balancear la ecuación C₃H₈ + O₂ → CO₂ + H₂O. ¿Cuál es el coeficiente del O₂?',
    numberKey(5, '', '5'),
    () => (3 * 2 + 4) / 2,
    'C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O: 3 C, 8 H y 10 O de cada lado.',
  ),
  chemistry.options(
    9556,
    BALANCING,
    'Al balancear Al + O₂ → Al₂O₃ con los menores enteros, la suma de los coeficientes es:',
    ['7', '5', '9', '6'],
    2,
    () => [4 + 3 + 2],
    '4 Al + 3 O₂ → 2 Al₂O₃: 4 + 3 + 2 = 9.',
  ),
  chemistry.numeric(
    9557,
    GASES,
    '¿Cuántos litros de O₂, medidos en CNPT, se consumen al quemar 24 g de carbono?',
    numberKey((24 / mm('C')) * MOLAR_VOLUME, 'L', '44,8 L'),
    () => (24 / mm('C')) * MOLAR_VOLUME,
    'C + O₂ → CO₂: 24 g de C son 2 mol y consumen 2 mol de O₂, 2 · 22,4 = 44,8 L.',
  ),
  chemistry.numeric(
    9558,
    MOLES,
    '¿Cuántos gramos pesan 10 moléculas de agua?',
    relativeKey((10 * mm('H2O')) / AVOGADRO, 'g', '≈ 2,99 · 10⁻²² g'),
    () => (10 * mm('H2O')) / AVOGADRO,
    'Una molécula pesa 18 / 6,02 · 10²³ ≈ 2,99 · 10⁻²³ g; diez, 2,99 · 10⁻²² g.',
  ),
  chemistry.numeric(
    9559,
    PERCENT,
    'Una solución se prepara con 15 g de azúcar y 135 g de agua. ¿Cuál es el porcentaje en masa de agua?',
    numberKey(90, '%', '90 %'),
    () => (135 / 150) * 100,
    'Masa de solución 150 g; el agua es 135/150 = 90 % de ella.',
  ),
  chemistry.numeric(
    9560,
    PERCENT,
    'Se disuelven 20 g de NaCl en agua hasta obtener 250 g de solución. ¿Qué masa de agua se usó?',
    numberKey(230, 'g', '230 g'),
    () => 250 - 20,
    'Solución = soluto + solvente: 250 − 20 = 230 g de agua.',
  ),
  chemistry.numeric(
    9561,
    PERCENT,
    '¿Qué masa de soluto hay en 300 g de una solución al 12 % m/m?',
    numberKey(36, 'g', '36 g'),
    () => 300 * 0.12,
    '12 g de soluto cada 100 g de solución: 300 · 0,12 = 36 g.',
  ),
];

export const mathNearMiss2Problems: readonly ExamStyleProblem[] = [
  ...algebra,
  ...percentsAndGrowth,
  ...numbersAndFunctions,
  ...measuresAndPowers,
  ...chemistryProblems,
];
