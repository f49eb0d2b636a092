/**
 * Measurement errors, unit conversions, packing counts, significant figures and scientific notation,
 * worded the way UTN entrance papers word them («Determinar…», «Hallar…», «Se pide:», options with
 * units, data in a list or a table, the convention for the error stated in the statement), written for
 * #32. The kinds of exercise and the course's convention for errors come from FRM's Seminario (read on
 * 2026-11-30 in plain-text copies of the public repository Teksi75/pre_utn at commit
 * dd3d8096df65d12ad2e1aed3af8b75017264a744):
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/1_1%20CANTIDADES%2C%20MAGNITUDES%2C%20VECTORES%20U1%20(1).pdf
 *   (Unidad 1: the result written as Z ± ΔZ, the relative error as ΔZ over the most probable value, the
 *   percent error, the error of appreciation tied to the instrument's smallest division, significant
 *   figures and scientific notation, conversions);
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/EJERCICIOS%20COMPLEMENTARIOS%20-%20F%C3%8DSICA.pdf
 *   (Unidad 1: how many decimals of a number keep its relative error under a bound).
 * The wording follows real first-term papers of another UTN regional (2022–2025), read on 2026-11-30 in
 * https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 * The booklet leaves open which absolute error a series of readings has (the largest deviation, the mean
 * deviation, half the range) and how errors combine in a sum or a product: each problem that needs one
 * states its convention, and none relies on a rule the statement does not give. Statements, objects and
 * numbers are ours; every key was worked out by hand and is recomputed by `check`. The first 46
 * (7300…7345) were measured before any solver change for them; the last 10 (7346…7355) were written after
 * the first fixes, in other words, to check that those hold. A development set of the solvers, apart from
 * the exam-style set.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { type Part, writtenSet } from './builders.ts';

const SOURCES = [
  'frm-fisica-2025-u1-magnitudes',
  'frm-fisica-2025-complementarios',
  'utn-parciales-2022-2025',
];

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'facil',
  // Half a percent: errors of a few hundredths are keys too, so no floor of a hundredth here.
  tolerance: (value) => ({ absolute: Math.max(1e-9, Math.abs(value) * 0.005) }),
});

const ERRORS = 'mecanica.errores-medicion';
const UNITS = 'mecanica.conversion-unidades';

/** A count is right only when it is that whole number. */
const WHOLE: Tolerance = { absolute: 0.4 };
const near = (absolute: number): Tolerance => ({ absolute });
const countPart = (label: Part['label'], prompt: string, value: number, unit: string): Part => ({
  label,
  prompt,
  answer: { kind: 'numeric', value, unit, text: `${value} ${unit}`, tolerance: WHOLE },
});

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const largestDeviation = (values: readonly number[]) =>
  Math.max(...values.map((value) => Math.abs(value - mean(values))));
const meanDeviation = (values: readonly number[]) =>
  mean(values.map((value) => Math.abs(value - mean(values))));
const halfRange = (values: readonly number[]) => (Math.max(...values) - Math.min(...values)) / 2;

const TABLE = [1.52, 1.5, 1.53, 1.51, 1.49];
const PENDULUM = [12.4, 12.6, 12.5, 12.3, 12.7];
const TUBE = [2.34, 2.36, 2.35, 2.33, 2.37, 2.35];
const PERIOD = [1.42, 1.46, 1.44, 1.4];
const BALL = [2.15, 2.19, 2.17, 2.13];
const MILE = 1.609;
const INCH = 2.54;
const FOOT = 0.3048;
const YARD = 0.9144;

export const physicsExamWordingMeasurementProblems: readonly ExamStyleProblem[] = [
  // A series of readings: the most probable value, the error by a stated convention, the result.
  numeric(
    7300,
    ERRORS,
    'Se midió cinco veces el largo de una mesa con una cinta métrica y se obtuvieron los siguientes valores: 1,52 m; 1,50 m; 1,53 m; 1,51 m; 1,49 m. Determinar el valor más probable del largo de la mesa.',
    { value: 1.51, unit: 'm', text: '1,51 m' },
    () => mean(TABLE),
    'El valor más probable es el promedio: (1,52 + 1,50 + 1,53 + 1,51 + 1,49) / 5 = 7,55 / 5 = 1,51 m.',
  ),
  parts(
    7301,
    ERRORS,
    'Para medir el tiempo de 10 oscilaciones de un péndulo, un alumno cronometró cinco veces y obtuvo 12,4 s; 12,6 s; 12,5 s; 12,3 s y 12,7 s. Tomando como error absoluto la mayor de las diferencias (en valor absoluto) entre el valor medio y cada medición, se pide:',
    [
      part('a', 'el valor más probable del tiempo', 12.5, 's', '12,5 s'),
      part('b', 'el error absoluto', 0.2, 's', '0,2 s'),
      part('c', 'el error relativo porcentual', 1.6, '%', '1,6 %'),
    ],
    () => [
      [mean(PENDULUM)],
      [largestDeviation(PENDULUM)],
      [(100 * largestDeviation(PENDULUM)) / mean(PENDULUM)],
    ],
    'x̄ = 62,5 / 5 = 12,5 s; las diferencias son 0,1; 0,1; 0; 0,2 y 0,2 s: Δt = 0,2 s; ε% = 0,2 / 12,5 · 100 = 1,6 %.',
  ),
  options(
    7302,
    ERRORS,
    'El resultado de una medición se informó como L = (25,0 ± 0,5) cm. El error relativo porcentual de la medición es:',
    ['0,5 %', '2 %', '5 %', '0,02 %'],
    1,
    () => [2],
    'ε = ΔL / L = 0,5 / 25,0 = 0,02, es decir 2 %.',
  ),
  numeric(
    7303,
    ERRORS,
    'Con una regla cuya menor división es de 1 mm se mide un lápiz y se obtiene 14,5 cm. Tomando como error absoluto la apreciación del instrumento, calcular el error relativo porcentual de la medición.',
    { value: 0.6897, unit: '%', text: '≈ 0,69 %', tolerance: near(0.005) },
    () => (0.1 / 14.5) * 100,
    'Δx = 1 mm = 0,1 cm; ε% = 0,1 / 14,5 · 100 ≈ 0,69 %.',
  ),
  options(
    7304,
    ERRORS,
    'Se midieron dos longitudes: L₁ = (8,00 ± 0,02) m y L₂ = (40,0 ± 0,2) cm. ¿Cuál de las dos mediciones tiene menor error relativo porcentual?',
    [
      'L₂, porque su error absoluto es menor',
      'L₁, con un error relativo de 0,25 %',
      'Las dos tienen el mismo error relativo',
      'No se pueden comparar porque están en distintas unidades',
    ],
    1,
    () => [],
    'ε₁ = 0,02 / 8,00 = 0,0025 = 0,25 %; ε₂ = 0,2 / 40,0 = 0,005 = 0,5 %: L₁ tiene el menor error relativo, aunque su error absoluto sea mayor.',
  ),
  parts(
    7305,
    ERRORS,
    'La masa de una pieza se informó como m = (250 ± 2) g. Calcular:',
    [
      {
        label: 'a',
        prompt: 'el error relativo',
        answer: { kind: 'numeric', value: 0.008, unit: '', text: '0,008', tolerance: near(0.0002) },
      },
      part('b', 'el error relativo porcentual', 0.8, '%', '0,8 %'),
      part('c', 'el menor valor que puede tener la masa', 248, 'g', '248 g'),
    ],
    () => [[2 / 250], [(2 / 250) * 100], [250 - 2]],
    'ε = 2 / 250 = 0,008; ε% = 0,8 %; la masa está entre 248 g y 252 g: el menor valor es 248 g.',
  ),
  options(
    7306,
    ERRORS,
    'Una medición de tiempo dio t = 4,0 s con un error relativo porcentual del 5 %. El error absoluto de la medición es:',
    ['0,02 s', '0,2 s', '2 s', '0,05 s'],
    1,
    () => [0.2],
    'Δt = ε · t = 0,05 · 4,0 s = 0,2 s.',
  ),
  options(
    7307,
    ERRORS,
    'Con un calibre se midió seis veces el diámetro de un tubo: 2,34 cm; 2,36 cm; 2,35 cm; 2,33 cm; 2,37 cm; 2,35 cm. Considerando como error absoluto la semidiferencia entre el mayor y el menor valor medido, el resultado de la medición se expresa como:',
    ['(2,35 ± 0,04) cm', '(2,35 ± 0,02) cm', '(2,34 ± 0,02) cm', '(2,35 ± 0,01) cm'],
    1,
    () => [mean(TUBE), halfRange(TUBE)],
    'x̄ = 14,10 / 6 = 2,35 cm; Δx = (2,37 − 2,33) / 2 = 0,02 cm: d = (2,35 ± 0,02) cm.',
  ),
  parts(
    7308,
    ERRORS,
    [
      'La tabla muestra las mediciones del período de un péndulo:',
      '| Medición | 1 | 2 | 3 | 4 |',
      '| T (s) | 1,42 | 1,46 | 1,44 | 1,40 |',
      'Tomando como error absoluto el promedio de los valores absolutos de las desviaciones respecto del valor medio, hallar:',
    ].join('\n'),
    [
      part('a', 'el valor más probable del período', 1.43, 's', '1,43 s'),
      part('b', 'el error absoluto', 0.02, 's', '0,02 s'),
      part('c', 'el error relativo porcentual', 1.3986, '%', '≈ 1,4 %'),
    ],
    () => [[mean(PERIOD)], [meanDeviation(PERIOD)], [(100 * meanDeviation(PERIOD)) / mean(PERIOD)]],
    'T̄ = 5,72 / 4 = 1,43 s; las desviaciones son 0,01; 0,03; 0,01; 0,03 s, su promedio 0,02 s; ε% = 0,02 / 1,43 · 100 ≈ 1,4 %.',
  ),
  numeric(
    7309,
    ERRORS,
    '¿Con cuántas cifras decimales hay que tomar √2 = 1,414213… para que el error relativo porcentual cometido sea menor que el 0,5 %?',
    { value: 2, unit: 'cifras decimales', text: '2 (1,41)', tolerance: WHOLE },
    () => [1.4, 1.41].findIndex((approx) => (Math.abs(Math.SQRT2 - approx) / Math.SQRT2) * 100 < 0.5) + 1,
    'Con 1,4 el error es 0,0142 / 1,414 ≈ 1,0 %, mayor que 0,5 %; con 1,41 es 0,0042 / 1,414 ≈ 0,30 %: hacen falta dos decimales.',
  ),
  numeric(
    7310,
    ERRORS,
    'Una balanza aprecia 0,1 g y se toma como error absoluto de cada pesada su apreciación. Hallar la menor masa que se puede pesar con ella para que el error relativo porcentual no supere el 0,5 %.',
    { value: 20, unit: 'g', text: '20 g' },
    () => 0.1 / 0.005,
    'ε = Δm / m ≤ 0,005 ⇒ m ≥ 0,1 g / 0,005 = 20 g.',
  ),
  parts(
    7311,
    ERRORS,
    'Se miden los dos tramos de un caño: L₁ = (3,20 ± 0,05) m y L₂ = (1,80 ± 0,03) m. Si el error absoluto de una suma es la suma de los errores absolutos de los sumandos, determinar:',
    [
      part('a', 'la longitud total del caño', 5, 'm', '5,00 m'),
      part('b', 'el error absoluto de la longitud total', 0.08, 'm', '0,08 m'),
      part('c', 'el error relativo porcentual de la longitud total', 1.6, '%', '1,6 %'),
    ],
    () => [[3.2 + 1.8], [0.05 + 0.03], [((0.05 + 0.03) / (3.2 + 1.8)) * 100]],
    'L = 3,20 + 1,80 = 5,00 m; ΔL = 0,05 + 0,03 = 0,08 m; ε% = 0,08 / 5,00 · 100 = 1,6 %.',
  ),
  numeric(
    7312,
    ERRORS,
    'El lado de un cuadrado se midió como (4,0 ± 0,1) cm. Sabiendo que el error relativo de un producto es la suma de los errores relativos de sus factores, ¿cuál es el error relativo porcentual del área del cuadrado?',
    { value: 5, unit: '%', text: '5 %' },
    () => 2 * (0.1 / 4) * 100,
    'ε_lado = 0,1 / 4,0 = 0,025; A = l · l, así que ε_A = 2 · 0,025 = 0,05 = 5 %.',
  ),
  // Conversions worded as exams word them.
  options(
    7313,
    UNITS,
    'Un caño tiene 3/4 de pulgada de diámetro. Si 1 pulgada = 2,54 cm, su diámetro en milímetros es:',
    ['1,905 mm', '19,05 mm', '190,5 mm', '3,39 mm'],
    1,
    () => [0.75 * INCH * 10],
    'd = 0,75 · 2,54 cm = 1,905 cm = 19,05 mm.',
  ),
  numeric(
    7314,
    UNITS,
    'Un avión de línea vuela a 30 000 pies de altura. Expresar esa altura en kilómetros (1 pie = 0,3048 m).',
    { value: 9.144, unit: 'km', text: '9,144 km' },
    () => (30000 * FOOT) / 1000,
    'h = 30 000 · 0,3048 m = 9144 m = 9,144 km.',
  ),
  options(
    7315,
    UNITS,
    'Una cancha mide 100 yardas de largo. Si 1 yd = 0,9144 m, su largo en metros es:',
    ['109,4 m', '9,144 m', '914,4 m', '94,14 m'],
    4,
    () => [100 * YARD],
    '100 · 0,9144 m = 91,44 m: no está entre las opciones.',
  ),
  numeric(
    7316,
    UNITS,
    'Un maratonista recorre 26,2 millas. Sabiendo que 1 milla = 1,609 km, ¿cuántos kilómetros recorre?',
    { value: 42.1558, unit: 'km', text: '≈ 42,16 km' },
    () => 26.2 * MILE,
    '26,2 · 1,609 km ≈ 42,16 km.',
  ),
  options(
    7317,
    UNITS,
    'La longitud de un puente es de 4,5 hm. Expresada en decímetros es:',
    ['450 dm', '4500 dm', '45 dm', '45 000 dm'],
    1,
    () => [4500],
    '4,5 hm = 450 m = 4500 dm.',
  ),
  numeric(
    7318,
    UNITS,
    'Expresar 0,72 dam en centímetros.',
    { value: 720, unit: 'cm', text: '720 cm' },
    () => 0.72 * 1000,
    '0,72 dam = 7,2 m = 720 cm.',
  ),
  options(
    7319,
    UNITS,
    'Un auto circula por la ruta a 108 km/h. Su velocidad expresada en m/s es:',
    ['30 m/s', '388,8 m/s', '10,8 m/s', '3 m/s'],
    0,
    () => [30],
    '108 km/h = 108 000 m / 3600 s = 30 m/s.',
  ),
  numeric(
    7320,
    UNITS,
    'Un atleta corre a 7,5 m/s. Hallar su velocidad en km/h.',
    { value: 27, unit: 'km/h', text: '27 km/h' },
    () => 7.5 * 3.6,
    '7,5 m/s · 3,6 = 27 km/h.',
  ),
  options(
    7321,
    UNITS,
    'Una botella tiene una capacidad de 2,25 L. Su volumen en cm³ es:',
    ['225 cm³', '2250 cm³', '22 500 cm³', '0,00225 cm³'],
    1,
    () => [2250],
    '1 L = 1 dm³ = 1000 cm³: 2,25 L = 2250 cm³.',
  ),
  numeric(
    7322,
    UNITS,
    'Un tanque contiene 3,4 m³ de agua. ¿Cuántos litros de agua contiene?',
    { value: 3400, unit: 'L', text: '3400 L' },
    () => 3.4 * 1000,
    '1 m³ = 1000 dm³ = 1000 L: 3,4 m³ = 3400 L.',
  ),
  options(
    7323,
    UNITS,
    'La densidad del aluminio es 2,7 g/cm³. Expresada en kg/m³, vale:',
    ['27 kg/m³', '270 kg/m³', '2700 kg/m³', '0,0027 kg/m³'],
    2,
    () => [2700],
    '1 g/cm³ = 1000 kg/m³: 2,7 g/cm³ = 2700 kg/m³.',
  ),
  numeric(
    7324,
    UNITS,
    'La densidad de un aceite es de 920 kg/m³. Expresarla en g/cm³.',
    { value: 0.92, unit: 'g/cm³', text: '0,92 g/cm³' },
    () => 920 / 1000,
    '920 kg/m³ = 920 000 g / 1 000 000 cm³ = 0,92 g/cm³.',
  ),
  numeric(
    7325,
    UNITS,
    'Una chapa rectangular tiene una superficie de 2,5 m². Expresar esa superficie en cm².',
    { value: 25000, unit: 'cm²', text: '25 000 cm²' },
    () => 2.5 * 100 ** 2,
    '1 m² = 10 000 cm²: 2,5 m² = 25 000 cm².',
  ),
  options(
    7326,
    UNITS,
    'Un terreno tiene una superficie de 0,35 hm². Esa superficie equivale a:',
    ['35 m²', '350 m²', '35 000 m²', '0,35 km²'],
    4,
    () => [3500],
    '1 hm² = 10 000 m²: 0,35 hm² = 3500 m² (y 0,0035 km²): ninguna de las opciones.',
  ),
  numeric(
    7327,
    UNITS,
    'Expresar 0,8 dm³ en mm³.',
    { value: 800000, unit: 'mm³', text: '800 000 mm³' },
    () => 0.8 * 100 ** 3,
    '1 dm = 100 mm, así que 1 dm³ = 10⁶ mm³: 0,8 dm³ = 800 000 mm³.',
  ),
  parts(
    7328,
    UNITS,
    'Un tanque con forma de prisma rectangular mide 1,2 m de largo, 80 cm de ancho y 500 mm de alto. Calcular:',
    [
      part('a', 'su volumen en m³', 0.48, 'm³', '0,48 m³'),
      part('b', 'su capacidad en litros', 480, 'L', '480 L'),
    ],
    () => [[1.2 * 0.8 * 0.5], [1.2 * 0.8 * 0.5 * 1000]],
    'V = 1,2 m · 0,80 m · 0,500 m = 0,48 m³ = 480 dm³ = 480 L.',
  ),
  numeric(
    7329,
    UNITS,
    'Una pileta de 8 m × 4 m × 1,5 m se llena con una manguera que arroja 20 litros por minuto. ¿Cuántas horas tarda en llenarse?',
    { value: 40, unit: 'h', text: '40 h' },
    () => (8 * 4 * 1.5 * 1000) / 20 / 60,
    'V = 48 m³ = 48 000 L; t = 48 000 / 20 = 2400 min = 40 h.',
  ),
  numeric(
    7330,
    UNITS,
    '¿Cuántos litros de agua entran en un tanque de 1,5 m por 60 cm por 400 mm?',
    { value: 360, unit: 'L', text: '360 L' },
    () => 15 * 6 * 4,
    'En dm: 15 dm · 6 dm · 4 dm = 360 dm³ = 360 L.',
  ),
  // Packing counts.
  numeric(
    7331,
    UNITS,
    '¿Cuántas cajas de 40 cm × 30 cm × 20 cm caben en un contenedor de 2,4 m × 1,8 m × 1,2 m?',
    { value: 216, unit: 'cajas', text: '216 cajas', tolerance: WHOLE },
    () => (240 / 40) * (180 / 30) * (120 / 20),
    '240 / 40 = 6, 180 / 30 = 6, 120 / 20 = 6: 6 · 6 · 6 = 216 cajas (y el volumen lo confirma: 5,184 m³ / 0,024 m³ = 216).',
  ),
  options(
    7332,
    UNITS,
    'Se quieren guardar cubos de 25 cm de arista en un depósito de 5 m de largo, 4 m de ancho y 2,5 m de alto. La cantidad de cubos que se pueden guardar es:',
    ['3200', '320', '32 000', '800'],
    0,
    () => [3200],
    '500 / 25 = 20, 400 / 25 = 16, 250 / 25 = 10: 20 · 16 · 10 = 3200 cubos.',
  ),
  numeric(
    7333,
    UNITS,
    '¿Cuántos envases de 250 cm³ se llenan con 15 L de jugo?',
    { value: 60, unit: 'envases', text: '60 envases', tolerance: WHOLE },
    () => 15000 / 250,
    '15 L = 15 000 cm³; 15 000 / 250 = 60 envases.',
  ),
  options(
    7334,
    UNITS,
    'Con un bidón de 5 L de aceite, ¿cuántas botellas de 750 mL se pueden llenar completamente?',
    ['6', '7', '6,67', '66'],
    0,
    () => [6],
    '5 L = 5000 mL; 5000 / 750 ≈ 6,67: se llenan 6 botellas completas (la séptima queda a medias).',
  ),
  numeric(
    7335,
    UNITS,
    'Un camión transporta 8 m³ de tierra por viaje. ¿Cuántos viajes debe hacer como mínimo para llevarse la tierra que se saca al cavar una zanja de 20 m de largo, 60 cm de ancho y 1,5 m de profundidad?',
    { value: 3, unit: 'viajes', text: '3 viajes', tolerance: WHOLE },
    () => Math.ceil((20 * 0.6 * 1.5) / 8),
    'V = 20 · 0,6 · 1,5 = 18 m³; 18 / 8 = 2,25: hacen falta 3 viajes.',
  ),
  numeric(
    7336,
    UNITS,
    '¿Cuántos cubitos de 2 cm de arista se necesitan para armar un cubo macizo de 1 dm de arista?',
    { value: 125, unit: 'cubitos', text: '125 cubitos', tolerance: WHOLE },
    () => (10 / 2) ** 3,
    '1 dm = 10 cm; 10 / 2 = 5 por arista: 5³ = 125 cubitos.',
  ),
  parts(
    7337,
    UNITS,
    'Se quiere cubrir el piso de una habitación de 6 m por 4,5 m con baldosas cuadradas de 30 cm de lado. Se pide:',
    [
      part('a', 'la superficie del piso en m²', 27, 'm²', '27 m²'),
      countPart('b', '¿cuántas baldosas hacen falta?', 300, 'baldosas'),
    ],
    () => [[6 * 4.5], [(600 / 30) * (450 / 30)]],
    'A = 6 · 4,5 = 27 m²; 600 / 30 = 20 y 450 / 30 = 15: 20 · 15 = 300 baldosas (27 m² / 0,09 m² = 300).',
  ),
  numeric(
    7338,
    UNITS,
    '¿Cuántas jeringas de 5 mL se pueden llenar con 0,2 dm³ de solución fisiológica?',
    { value: 40, unit: 'jeringas', text: '40 jeringas', tolerance: WHOLE },
    () => 200 / 5,
    '0,2 dm³ = 0,2 L = 200 mL; 200 / 5 = 40 jeringas.',
  ),
  numeric(
    7339,
    UNITS,
    'Hallar cuántos litros de agua hacen falta para llenar un acuario de 60 cm de largo, 3 dm de ancho y 0,4 m de alto.',
    { value: 72, unit: 'L', text: '72 L' },
    () => 6 * 3 * 4,
    'En dm: 6 · 3 · 4 = 72 dm³ = 72 L.',
  ),
  // Significant figures and scientific notation.
  parts(
    7340,
    ERRORS,
    'Indicar cuántas cifras significativas tiene cada una de las siguientes mediciones:',
    [
      countPart('a', '0,00450 kg', 3, 'cifras'),
      countPart('b', '12,080 m', 5, 'cifras'),
      countPart('c', '3,0·10⁵ s', 2, 'cifras'),
    ],
    () => [[3], [5], [2]],
    'a) los ceros de la izquierda no cuentan, el final sí: 4, 5, 0 → tres. b) todas: cinco. c) la potencia no cuenta: 3, 0 → dos.',
  ),
  options(
    7341,
    ERRORS,
    'La distancia media de la Tierra al Sol es de 149 600 000 km. Expresada en notación científica con tres cifras significativas es:',
    ['1,50·10⁸ km', '1,496·10⁸ km', '15,0·10⁷ km', '1,50·10⁹ km'],
    0,
    () => [],
    '149 600 000 = 1,496·10⁸; con tres cifras: 1,50·10⁸ km (15,0·10⁷ no es notación científica).',
  ),
  numeric(
    7342,
    UNITS,
    'El espesor de una hoja de papel es de 0,000085 m. Expresarlo en micrómetros.',
    { value: 85, unit: 'µm', text: '85 µm' },
    () => 0.000085 * 1e6,
    '1 m = 10⁶ µm: 8,5·10⁻⁵ m = 85 µm.',
  ),
  options(
    7343,
    ERRORS,
    'El resultado de (4,8·10⁻³) / (1,2·10⁻⁵) es:',
    ['4·10²', '4·10⁻⁸', '4·10⁻²', '0,4·10²'],
    0,
    () => [400],
    '4,8 / 1,2 = 4 y 10⁻³ / 10⁻⁵ = 10²: 4·10².',
  ),
  numeric(
    7344,
    ERRORS,
    'Redondear 0,0068347 a tres cifras significativas.',
    { value: 0.00683, unit: '', text: '0,00683', tolerance: near(1e-7) },
    () => Number((0.0068347).toPrecision(3)),
    'Las tres primeras cifras distintas de cero son 6, 8, 3 y la siguiente, 4, no sube la última: 0,00683.',
  ),
  numeric(
    7345,
    ERRORS,
    'Calcular cuántos segundos tiene un día y expresar el resultado en notación científica.',
    { value: 86400, unit: 's', text: '8,64·10⁴ s' },
    () => 24 * 3600,
    '24 h · 3600 s/h = 86 400 s = 8,64·10⁴ s.',
  ),
  // Written after the first fixes, in other words, to check that they hold.
  parts(
    7346,
    ERRORS,
    'Cuatro alumnos cronometraron el tiempo que tarda una bolita en bajar por un plano: 2,15 s; 2,19 s; 2,17 s; 2,13 s. Considerando como error absoluto la semidiferencia entre los valores extremos, determinar:',
    [
      part('a', 'el valor más probable', 2.16, 's', '2,16 s'),
      part('b', 'el error absoluto', 0.03, 's', '0,03 s'),
      part('c', 'el error relativo porcentual', 1.3889, '%', '≈ 1,39 %'),
    ],
    () => [[mean(BALL)], [halfRange(BALL)], [(100 * halfRange(BALL)) / mean(BALL)]],
    'x̄ = 8,64 / 4 = 2,16 s; Δt = (2,19 − 2,13) / 2 = 0,03 s; ε% = 0,03 / 2,16 · 100 ≈ 1,39 %.',
  ),
  options(
    7347,
    ERRORS,
    'Al medir el espesor de una moneda con un calibre se obtuvo e = (1,85 ± 0,05) mm. Su error relativo porcentual es:',
    ['0,05 %', '2,7 %', '5 %', '27 %'],
    1,
    () => [(0.05 / 1.85) * 100],
    'ε% = 0,05 / 1,85 · 100 ≈ 2,7 %.',
  ),
  numeric(
    7348,
    ERRORS,
    'Con un termómetro que aprecia 0,5 °C se mide la temperatura de un líquido y se lee 40,0 °C. Si se toma como error absoluto la apreciación del instrumento, ¿cuál es el error relativo porcentual de la medición?',
    { value: 1.25, unit: '%', text: '1,25 %' },
    () => (0.5 / 40) * 100,
    'ε% = 0,5 / 40,0 · 100 = 1,25 %.',
  ),
  numeric(
    7349,
    UNITS,
    'Se necesita envasar 45 L de alcohol en gel en frascos de 300 cm³. ¿Cuántos frascos hacen falta?',
    { value: 150, unit: 'frascos', text: '150 frascos', tolerance: WHOLE },
    () => 45000 / 300,
    '45 L = 45 000 cm³; 45 000 / 300 = 150 frascos.',
  ),
  numeric(
    7350,
    UNITS,
    'Un tanque cilíndrico de 0,5 m de radio y 2 m de altura se llena con una canilla que arroja 25 litros por minuto. ¿Cuántos minutos tarda en llenarse?',
    { value: 62.83, unit: 'min', text: '≈ 62,8 min' },
    () => (Math.PI * 0.5 ** 2 * 2 * 1000) / 25,
    'V = π · 0,5² · 2 ≈ 1,571 m³ ≈ 1571 L; t ≈ 1571 / 25 ≈ 62,8 min.',
  ),
  options(
    7351,
    UNITS,
    'Se desea guardar cajas de 40 cm × 40 cm × 50 cm en un contenedor de 2 m de largo, 1,6 m de ancho y 1,5 m de alto. La cantidad máxima de cajas que entran es:',
    ['60', '75', '48', '120'],
    0,
    () => [60],
    '200 / 40 = 5, 160 / 40 = 4, 150 / 50 = 3: 5 · 4 · 3 = 60; el volumen lo confirma (4,8 m³ / 0,08 m³ = 60), así que ninguna otra forma mete más.',
  ),
  numeric(
    7352,
    UNITS,
    'Expresar 2,5 pulgadas en milímetros (1 pulgada = 25,4 mm).',
    { value: 63.5, unit: 'mm', text: '63,5 mm' },
    () => 2.5 * 25.4,
    '2,5 · 25,4 mm = 63,5 mm.',
  ),
  numeric(
    7353,
    UNITS,
    'La rapidez de un colectivo es de 54 km/h. Expresarla en m/s.',
    { value: 15, unit: 'm/s', text: '15 m/s' },
    () => 54 / 3.6,
    '54 km/h = 54 000 m / 3600 s = 15 m/s.',
  ),
  numeric(
    7354,
    ERRORS,
    'Redondear 0,08155 a dos cifras significativas.',
    { value: 0.082, unit: '', text: '0,082', tolerance: near(1e-6) },
    () => 0.082,
    'Las dos primeras cifras distintas de cero son 8 y 1; la siguiente es 5, así que la última sube: 0,082.',
  ),
  parts(
    7355,
    ERRORS,
    'Se midió la longitud de un cable y se informó L = (12,40 ± 0,05) m. Se pide:',
    [
      part('a', 'el error relativo porcentual', 0.4032, '%', '≈ 0,40 %'),
      part('b', 'el menor valor posible de la longitud', 12.35, 'm', '12,35 m'),
      part('c', 'el mayor valor posible de la longitud', 12.45, 'm', '12,45 m'),
    ],
    () => [[(0.05 / 12.4) * 100], [12.35], [12.45]],
    'ε% = 0,05 / 12,40 · 100 ≈ 0,40 %; L está entre 12,35 m y 12,45 m.',
  ),
];
