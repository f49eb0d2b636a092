/**
 * Units and measurement, and work, energy and power, written for #32 after the kinds of exercise of
 * FRM's Seminario physics guides (read on 2026-11-30 in plain-text copies of the public repository
 * Teksi75/pre_utn at commit dd3d8096df65d12ad2e1aed3af8b75017264a744):
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/1_1%20CANTIDADES%2C%20MAGNITUDES%2C%20VECTORES%20U1%20(1).pdf
 *   (Unidad 1: SIMELA, prefixes, units outside the SI, conversions);
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/GU%C3%8DA%20DE%20PROBLEMAS%20A%20RESOLVER%20FISICA.pdf
 *   (Unidad 1: knots, nautical miles, yards and feet, significant figures, scientific notation, an area
 *   in mm², energies in W·h, CV·min and W·s to kW·h; Unidad 5: kW·h to J, a pump lifting water or fuel,
 *   a pull at an angle, the work against gravity, a car braking down a slope, a block sent up an incline
 *   with friction, the power of a crane, of a car up a grade in hp and of a locomotive);
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/EJERCICIOS%20COMPLEMENTARIOS%20-%20F%C3%8DSICA.pdf
 *   (Unidad 1: feet and inches; Unidad 5: a motor in hp lifting a load at a constant speed, a force in
 *   kp and a speed in km/h, a grain elevator, a runner up a tower, the mechanical energy of a fall).
 * Our own statements, objects and numbers in the exam formats (five options, numeric, in parts); every
 * key was worked out by hand and is recomputed by `check`. A development set of the solvers, apart from
 * the exam-style set.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

const SOURCES = [
  'frm-fisica-2025-guia-problemas',
  'frm-fisica-2025-u1-magnitudes',
  'frm-fisica-2025-complementarios',
];

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'facil',
  // Half a percent, and never under a hundredth: a key computed with decimals is not written to the last bit.
  tolerance: (value) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.005) }),
});

const UNITS = 'mecanica.conversion-unidades';
const ENERGY = 'mecanica.trabajo-energia';

const NAUTICAL_MILE = 1852;
const FOOT = 0.3048;
const INCH = 0.0254;
const CV = 735.5;
const HP = 746;
const KWH = 3.6e6;
const near = (absolute: number): Tolerance => ({ absolute });
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export const physicsGuideUnitsEnergyProblems: readonly ExamStyleProblem[] = [
  // Units outside the SI: knots, nautical miles, yards, feet and inches.
  numeric(
    3500,
    UNITS,
    'Sabiendo que 1 nudo equivale a 1 milla náutica por hora y que 1 milla náutica = 1852 m, ¿a cuántos km/h equivalen 25 nudos?',
    { value: 46.3, unit: 'km/h', text: '46,3 km/h' },
    () => (25 * NAUTICAL_MILE) / 1000,
    '25 nudos = 25 · 1852 m/h = 46 300 m/h = 46,3 km/h.',
  ),
  options(
    3501,
    UNITS,
    'Un velero navega a 12 nudos (1 nudo = 1 milla náutica por hora; 1 milla náutica = 1852 m). Su velocidad en m/s es aproximadamente:',
    ['22,2 m/s', '6,17 m/s', '3,33 m/s', '61,7 m/s'],
    1,
    () => [6.17],
    'v = 12 · 1852 m / 3600 s ≈ 6,17 m/s.',
  ),
  numeric(
    3502,
    UNITS,
    'Si 1 yarda = 3 pies, 1 pie = 30,48 cm y 1 milla náutica = 1852 m, ¿a cuántas millas náuticas equivale una yarda?',
    { value: 4.937e-4, unit: 'millas náuticas', text: '≈ 4,94·10⁻⁴ millas náuticas', tolerance: near(3e-6) },
    () => (3 * FOOT) / NAUTICAL_MILE,
    '1 yarda = 3 · 0,3048 m = 0,9144 m; 0,9144 / 1852 ≈ 4,94·10⁻⁴ millas náuticas.',
  ),
  numeric(
    3503,
    UNITS,
    'Teniendo en cuenta que 1 pie = 12 pulgadas y que 1 pulgada = 2,54 cm, expresá en pies la longitud de un caño de 4,572 m.',
    { value: 15, unit: 'pies', text: '15 pies' },
    () => 4.572 / (12 * INCH),
    '1 pie = 12 · 2,54 cm = 30,48 cm; 457,2 cm / 30,48 cm = 15 pies.',
  ),
  options(
    3504,
    UNITS,
    'La diagonal de un televisor mide 55 pulgadas. Si 1 pulgada = 2,54 cm, la diagonal mide:',
    ['21,65 cm', '55 cm', '13,97 cm', '139,7 cm'],
    3,
    () => [139.7],
    '55 · 2,54 cm = 139,7 cm.',
  ),
  numeric(
    3505,
    UNITS,
    'Una cancha rectangular mide 120 yardas de largo y 50 yardas de ancho. Si 1 yarda = 0,9144 m, ¿cuál es su superficie en m²?',
    { value: 5016.76, unit: 'm²', text: '≈ 5016,8 m²' },
    () => 120 * 0.9144 * 50 * 0.9144,
    '120 yd = 109,728 m y 50 yd = 45,72 m; A = 109,728 · 45,72 ≈ 5016,8 m².',
  ),
  options(
    3506,
    UNITS,
    'Una pelota de béisbol viaja a 90 millas por hora. Sabiendo que 1 milla = 1609 m, su rapidez es:',
    ['40,2 m/s', '144,8 m/s', '25 m/s', '4,02 m/s'],
    0,
    () => [40.2],
    'v = 90 · 1609 m / 3600 s ≈ 40,2 m/s.',
  ),
  // Areas and volumes with a change of unit.
  numeric(
    3507,
    UNITS,
    'El radio de un círculo vale 3,00·10⁻² cm. Calculá su superficie expresada en mm².',
    { value: 0.2827, unit: 'mm²', text: '≈ 0,283 mm²', tolerance: near(0.001) },
    () => Math.PI * 0.3 ** 2,
    'r = 3,00·10⁻² cm = 0,300 mm; A = π·r² = π · 0,0900 mm² ≈ 0,283 mm².',
  ),
  numeric(
    3508,
    UNITS,
    'Un cubo de metal tiene 2,5 cm de arista. ¿Cuál es su volumen en mm³?',
    { value: 15625, unit: 'mm³', text: '15 625 mm³' },
    () => 25 ** 3,
    'a = 25 mm; V = 25³ = 15 625 mm³.',
  ),
  options(
    3509,
    UNITS,
    'Una placa rectangular de 30,0 cm por 20,0 cm tiene un agujero cuadrado de 5,0 cm de lado. El área de la placa, descontado el agujero, es:',
    ['0,0600 m²', '5,75 m²', '0,0575 m²', '575 m²'],
    2,
    () => [0.0575],
    'A = 30,0 · 20,0 − 5,0² = 600 − 25 = 575 cm² = 0,0575 m².',
  ),
  numeric(
    3510,
    UNITS,
    'Un tanque de agua tiene forma de prisma de 1,2 m por 0,8 m de base y 50 cm de altura. ¿Cuántos litros de agua caben en él?',
    { value: 480, unit: 'L', text: '480 L' },
    () => 1.2 * 0.8 * 0.5 * 1000,
    'V = 1,2 · 0,8 · 0,5 = 0,48 m³ = 480 dm³ = 480 L.',
  ),
  // Significant figures and scientific notation.
  options(
    3511,
    UNITS,
    '¿Cuántas cifras significativas tiene la medida 0,04070 km?',
    ['2', '3', '4', '5'],
    2,
    () => [4],
    'Los ceros de la izquierda no cuentan; 4, 0, 7 y el cero final sí: 4 cifras significativas.',
  ),
  parts(
    3512,
    UNITS,
    'Indicá cuántas cifras significativas tiene cada uno de estos resultados de mediciones:',
    [
      part('a', '3,406 kg', 4, 'cifras', '4'),
      part('b', '0,0250 m', 3, 'cifras', '3'),
      part('c', '7,1·10⁸ L', 2, 'cifras', '2'),
    ],
    () => [[4], [3], [2]],
    'a) 3, 4, 0, 6: cuatro. b) los ceros iniciales no cuentan, el final sí: tres. c) la potencia de diez no cuenta: dos.',
  ),
  numeric(
    3513,
    UNITS,
    'Calculá (3,0·10⁴) · (2,5·10⁻⁶) y expresá el resultado.',
    { value: 0.075, unit: '', text: '7,5·10⁻²', tolerance: near(0.0001) },
    () => 3e4 * 2.5e-6,
    '3,0 · 2,5 = 7,5 y 10⁴ · 10⁻⁶ = 10⁻²: 7,5·10⁻².',
  ),
  options(
    3514,
    UNITS,
    'Un intervalo de tiempo de 4,3·10⁻⁹ s se escribe con prefijo como:',
    ['4,3 ms', '4,3 µs', '4,3 ns', '4,3 ps'],
    2,
    () => [4.3],
    '10⁻⁹ es el prefijo nano: 4,3 ns.',
  ),
  // Energy units: W·h, W·s, CV·min, kW·h, J.
  numeric(
    3515,
    UNITS,
    'Un medidor registró un consumo de 3,6·10⁹ W·s. ¿A cuántos kW·h corresponde?',
    { value: 1000, unit: 'kW·h', text: '1000 kW·h' },
    () => 3.6e9 / KWH,
    '1 kW·h = 1000 W · 3600 s = 3,6·10⁶ W·s; 3,6·10⁹ / 3,6·10⁶ = 1000 kW·h.',
  ),
  numeric(
    3516,
    UNITS,
    'Una máquina entregó una energía de 500 CV·min. Si 1 CV = 735,5 W, ¿a cuántos kW·h equivale?',
    { value: 6.129, unit: 'kW·h', text: '≈ 6,13 kW·h' },
    () => (500 * CV * 60) / KWH,
    '500 CV·min = 500 · 735,5 W · 60 s ≈ 2,21·10⁷ J; / 3,6·10⁶ ≈ 6,13 kW·h.',
  ),
  numeric(
    3517,
    UNITS,
    'Una casa registró un consumo de 84 000 W·h en un bimestre. ¿Cuántos kW·h consumió?',
    { value: 84, unit: 'kW·h', text: '84 kW·h' },
    () => 84000 / 1000,
    '84 000 W·h = 84 kW·h.',
  ),
  options(
    3518,
    UNITS,
    'Una vivienda consumió 450 kW·h en un mes. Expresada en joules con un prefijo adecuado, esa energía es:',
    ['1,62 MJ', '1,62 GJ', '162 MJ', '16,2 GJ'],
    1,
    () => [1.62],
    '450 · 3,6·10⁶ J = 1,62·10⁹ J = 1,62 GJ.',
  ),
  // Force, work and power units: kgf, dyn, erg, cal, HP.
  numeric(
    3519,
    UNITS,
    'Expresá en newtons una fuerza de 25 kgf (g = 9,8 m/s²).',
    { value: 245, unit: 'N', text: '245 N' },
    () => 25 * 9.8,
    '1 kgf = 9,8 N; 25 · 9,8 = 245 N.',
  ),
  options(
    3520,
    UNITS,
    'Una fuerza de 3·10⁵ dyn equivale a:',
    ['30 N', '0,3 N', '3000 N', '3 N'],
    3,
    () => [3],
    '1 N = 10⁵ dyn; 3·10⁵ dyn = 3 N.',
  ),
  numeric(
    3521,
    UNITS,
    '¿A cuántos ergios equivale un trabajo de 0,45 J?',
    { value: 4.5e6, unit: 'erg', text: '4,5·10⁶ erg' },
    () => 0.45 * 1e7,
    '1 J = 10⁷ erg; 0,45 J = 4,5·10⁶ erg.',
  ),
  numeric(
    3522,
    UNITS,
    'Una porción de comida aporta 250 kcal. Si 1 cal = 4,186 J, ¿cuántos kJ son?',
    { value: 1046.5, unit: 'kJ', text: '1046,5 kJ' },
    () => (250 * 4186) / 1000,
    '250 kcal = 250 000 cal · 4,186 J = 1 046 500 J = 1046,5 kJ.',
  ),
  options(
    3523,
    UNITS,
    'El motor de una lancha tiene 150 HP (1 HP = 746 W). Su potencia es:',
    ['111,9 kW', '201,1 kW', '110,3 kW', '11,19 kW'],
    0,
    () => [111.9],
    'P = 150 · 746 W = 111 900 W = 111,9 kW.',
  ),
  // Work of a force.
  numeric(
    3524,
    ENERGY,
    'Una fuerza de 60 N que forma un ángulo de 30° con la horizontal arrastra un cajón 5 m sobre un piso horizontal. ¿Qué trabajo realiza la fuerza?',
    { value: 259.81, unit: 'J', text: '≈ 259,8 J' },
    () => 60 * Math.cos(rad(30)) * 5,
    'W = F·d·cos 30° = 60 · 5 · 0,866 ≈ 259,8 J.',
  ),
  numeric(
    3525,
    ENERGY,
    'Una fuerza de 8 N actúa a lo largo de 15 m en su misma dirección. ¿Qué trabajo realiza?',
    { value: 120, unit: 'J', text: '120 J' },
    () => 8 * 15,
    'W = F·d = 8 · 15 = 120 J.',
  ),
  numeric(
    3526,
    ENERGY,
    '¿Cuánto trabajo se realiza contra la gravedad al subir un libro de 1,5 kg una altura de 80 cm? (g = 9,8 m/s²)',
    { value: 11.76, unit: 'J', text: '11,76 J' },
    () => 1.5 * 9.8 * 0.8,
    'W = m·g·h = 1,5 · 9,8 · 0,80 = 11,76 J.',
  ),
  numeric(
    3527,
    ENERGY,
    'Una bomba eleva 8,0 m³ de agua desde una cisterna hasta un tanque ubicado 15 m más arriba. Si 1 m³ de agua tiene una masa de 1000 kg y g = 9,8 m/s², ¿qué trabajo realiza la bomba?',
    { value: 1176000, unit: 'J', text: '1,176·10⁶ J' },
    () => 8 * 1000 * 9.8 * 15,
    'm = 8000 kg; W = m·g·h = 8000 · 9,8 · 15 = 1 176 000 J.',
  ),
  numeric(
    3528,
    ENERGY,
    'Una bomba descarga 400 litros de nafta en un tanque situado 12 m por encima de ella. La nafta tiene una densidad de 0,75 g/cm³. Con g = 9,8 m/s², ¿qué trabajo realiza contra la gravedad?',
    { value: 35280, unit: 'J', text: '35 280 J' },
    () => 400 * 0.75 * 9.8 * 12,
    'm = 400 000 cm³ · 0,75 g/cm³ = 300 kg; W = 300 · 9,8 · 12 = 35 280 J.',
  ),
  parts(
    3529,
    ENERGY,
    'Un cuerpo de 4,0 kg cae 250 cm. Con g = 9,8 m/s², calculá:',
    [
      part('a', 'El trabajo que realiza el peso sobre el cuerpo', 98, 'J', '98 J'),
      part('b', 'La energía potencial gravitatoria que pierde', 98, 'J', '98 J'),
    ],
    () => [[4 * 9.8 * 2.5], [4 * 9.8 * 2.5]],
    'W = m·g·h = 4,0 · 9,8 · 2,50 = 98 J, igual a la energía potencial perdida.',
  ),
  parts(
    3530,
    ENERGY,
    'Un cajón de 20 kg se arrastra 10 m sobre un piso horizontal con una fuerza de 100 N paralela al piso. El coeficiente de rozamiento es 0,3 y g = 10 m/s². Calculá:',
    [
      part('a', 'El trabajo de la fuerza aplicada', 1000, 'J', '1000 J'),
      part('b', 'El trabajo de la fuerza de rozamiento', -600, 'J', '−600 J'),
      part('c', 'El trabajo neto sobre el cajón', 400, 'J', '400 J'),
    ],
    () => [[100 * 10], [-0.3 * 20 * 10 * 10], [100 * 10 - 0.3 * 20 * 10 * 10]],
    'W_F = 100 · 10 = 1000 J; f = 0,3 · 200 = 60 N, W_f = −600 J; el peso y la normal no trabajan: W_neto = 400 J.',
  ),
  // Kinetic and potential energy, conservation, the work–energy theorem.
  options(
    3531,
    ENERGY,
    'Un auto de 1200 kg circula a 90 km/h. Su energía cinética es:',
    ['4860 kJ', '54 kJ', '375 kJ', '37,5 kJ'],
    2,
    () => [375],
    'v = 25 m/s; Ec = ½ · 1200 · 25² = 375 000 J = 375 kJ.',
  ),
  numeric(
    3532,
    ENERGY,
    '¿Qué energía potencial gravitatoria tiene una maceta de 3 kg apoyada en un balcón a 12 m del piso? (g = 9,8 m/s²)',
    { value: 352.8, unit: 'J', text: '352,8 J' },
    () => 3 * 9.8 * 12,
    'Ep = m·g·h = 3 · 9,8 · 12 = 352,8 J.',
  ),
  numeric(
    3533,
    ENERGY,
    'Sobre un carrito de 5 kg inicialmente en reposo se realiza un trabajo neto de 250 J. ¿Qué rapidez adquiere?',
    { value: 10, unit: 'm/s', text: '10 m/s' },
    () => Math.sqrt((2 * 250) / 5),
    'W = ½·m·v² → v = √(2 · 250 / 5) = 10 m/s.',
  ),
  numeric(
    3534,
    ENERGY,
    'Una pelota de 400 g se deja caer desde 25 m de altura. Despreciando el rozamiento con el aire y con g = 10 m/s², ¿cuál es su energía mecánica durante la caída?',
    { value: 100, unit: 'J', text: '100 J' },
    () => 0.4 * 10 * 25,
    'Em = Ep inicial = 0,4 · 10 · 25 = 100 J, constante en toda la caída.',
  ),
  parts(
    3535,
    ENERGY,
    'Se suelta un cuerpo de 2 kg desde 20 m de altura, sin rozamiento y con g = 10 m/s². Calculá:',
    [
      part('a', 'Su energía cinética cuando está a 5 m del suelo', 300, 'J', '300 J'),
      part('b', 'Su rapidez al llegar al suelo', 20, 'm/s', '20 m/s'),
    ],
    () => [[2 * 10 * 15], [Math.sqrt(2 * 10 * 20)]],
    'Ec = m·g·(20 − 5) = 300 J; v = √(2·g·h) = √400 = 20 m/s.',
  ),
  numeric(
    3536,
    ENERGY,
    'Un chico parte del reposo desde lo alto de un tobogán sin rozamiento de 3,2 m de altura. Con g = 10 m/s², ¿con qué rapidez llega abajo?',
    { value: 8, unit: 'm/s', text: '8 m/s' },
    () => Math.sqrt(2 * 10 * 3.2),
    'v = √(2·g·h) = √64 = 8 m/s.',
  ),
  numeric(
    3537,
    ENERGY,
    'Un trineo de 10 kg parte del reposo en lo alto de una loma de 5 m y llega abajo con una rapidez de 8 m/s. Con g = 10 m/s², ¿cuánta energía se disipó por rozamiento?',
    { value: 180, unit: 'J', text: '180 J' },
    () => 10 * 10 * 5 - 0.5 * 10 * 8 ** 2,
    'Ep = 500 J; Ec abajo = ½ · 10 · 64 = 320 J; disipada = 180 J.',
  ),
  numeric(
    3538,
    ENERGY,
    'Un auto de 1000 kg baja por una pendiente de 30° a 10 m/s y frena con una fuerza constante paralela al camino hasta detenerse después de recorrer 50 m. Con g = 9,8 m/s², ¿cuánto vale esa fuerza de frenado?',
    { value: 5900, unit: 'N', text: '5900 N' },
    () => (0.5 * 1000 * 10 ** 2 + 1000 * 9.8 * 50 * Math.sin(rad(30))) / 50,
    'F·d = ½·m·v² + m·g·d·sen 30° = 50 000 + 245 000 = 295 000 J; F = 295 000 / 50 = 5900 N.',
  ),
  numeric(
    3539,
    ENERGY,
    'Un bloque de 2 kg se lanza hacia arriba por un plano inclinado 30° con una rapidez de 6 m/s. El coeficiente de rozamiento es 0,2 y g = 10 m/s². ¿Qué distancia recorre sobre el plano hasta detenerse?',
    { value: 2.674, unit: 'm', text: '≈ 2,67 m' },
    () => 6 ** 2 / (2 * 10 * (Math.sin(rad(30)) + 0.2 * Math.cos(rad(30)))),
    '½·v² = g·d·(sen 30° + μ·cos 30°) → d = 36 / (20 · 0,6732) ≈ 2,67 m.',
  ),
  // Power and efficiency.
  numeric(
    3540,
    ENERGY,
    'Una grúa levanta un contenedor de 800 kg a 15,0 m de altura en 40,0 s. Con g = 9,8 m/s², ¿qué potencia desarrolla?',
    { value: 2940, unit: 'W', text: '2940 W' },
    () => (800 * 9.8 * 15) / 40,
    'P = m·g·h / t = 800 · 9,8 · 15 / 40 = 2940 W.',
  ),
  options(
    3541,
    ENERGY,
    'Un auto de 1200 kg sube a 25 m/s por una pendiente que se eleva 4 m por cada 100 m recorridos. Despreciando rozamientos, con g = 9,8 m/s² y 1 hp = 746 W, la potencia que requiere es aproximadamente:',
    ['11,8 hp', '15,8 hp', '394 hp', '1,58 hp'],
    1,
    () => [15.8],
    'P = m·g·v·sen θ = 1200 · 9,8 · 25 · 0,04 = 11 760 W ≈ 15,8 hp.',
  ),
  numeric(
    3542,
    ENERGY,
    'Un tren de 20 toneladas parte del reposo y alcanza 72 km/h en 5,0 min con aceleración constante. ¿Cuál es la potencia media desarrollada por su motor?',
    { value: 13333.3, unit: 'W', text: '≈ 13 333 W' },
    () => (0.5 * 20000 * 20 ** 2) / 300,
    'Ec = ½ · 20 000 · 20² = 4·10⁶ J; P = 4·10⁶ / 300 s ≈ 13 333 W.',
  ),
  parts(
    3543,
    ENERGY,
    'Una persona de 70 kg sube por una escalera hasta una altura de 12 m. Con g = 9,8 m/s², calculá:',
    [
      part('a', 'El trabajo que realiza contra su peso', 8232, 'J', '8232 J'),
      part('b', 'La potencia media que desarrolla si tarda 40 s', 205.8, 'W', '205,8 W'),
    ],
    () => [[70 * 9.8 * 12], [(70 * 9.8 * 12) / 40]],
    'W = 70 · 9,8 · 12 = 8232 J; P = 8232 / 40 = 205,8 W.',
  ),
  numeric(
    3544,
    ENERGY,
    'Un motor de 0,5 hp (1 hp = 746 W) levanta una carga con una rapidez constante de 4 cm/s. ¿Cuál es el peso máximo que puede levantar, en N?',
    { value: 9325, unit: 'N', text: '9325 N' },
    () => (0.5 * HP) / 0.04,
    'P = F·v → F = 373 W / 0,04 m/s = 9325 N.',
  ),
  numeric(
    3545,
    ENERGY,
    'El motor de un auto ejerce una fuerza de 30 kgf y lo mantiene a 72 km/h. Si 1 kgf = 9,8 N, ¿qué potencia desarrolla?',
    { value: 5880, unit: 'W', text: '5880 W' },
    () => 30 * 9.8 * 20,
    'F = 294 N, v = 20 m/s; P = F·v = 5880 W.',
  ),
  numeric(
    3546,
    ENERGY,
    'Un elevador de cereal sube el grano 10 m y lo descarga por arriba a razón de 3,0 kg por segundo, con una rapidez de salida de 2,0 m/s. Con g = 9,8 m/s², ¿cuál es la potencia mínima del motor, en W?',
    { value: 300, unit: 'W', text: '300 W' },
    () => 3 * (9.8 * 10 + 0.5 * 2 ** 2),
    'Por segundo: Ep = 3 · 9,8 · 10 = 294 J y Ec = ½ · 3 · 2² = 6 J; P = 300 W.',
  ),
  options(
    3547,
    ENERGY,
    'Una atleta de 60 kg sube corriendo por la escalera de un edificio de 300 m de altura en 20 min. Con g = 9,8 m/s², su potencia media es aproximadamente:',
    ['8820 W', '147 W', '2,45 W', '176 400 W'],
    1,
    () => [147],
    'W = 60 · 9,8 · 300 = 176 400 J; P = 176 400 / 1200 s = 147 W.',
  ),
  numeric(
    3548,
    ENERGY,
    'Una bomba de 2 kW eleva agua a un tanque situado a 15 m de altura con un rendimiento del 75 %. Con g = 10 m/s² y 1 L de agua = 1 kg, ¿cuántos litros sube por minuto?',
    { value: 600, unit: 'L', text: '600 L' },
    () => (0.75 * 2000 * 60) / (10 * 15),
    'P útil = 1500 W; en 60 s, 90 000 J = m · 10 · 15 → m = 600 kg = 600 L.',
  ),
  numeric(
    3549,
    ENERGY,
    'Un ascensor de 600 kg sube 24 m a velocidad constante en 30 s. Si el motor tiene un rendimiento del 80 % y g = 10 m/s², ¿qué potencia consume el motor?',
    { value: 6000, unit: 'W', text: '6000 W' },
    () => (600 * 10 * 24) / 30 / 0.8,
    'P útil = 600 · 10 · 24 / 30 = 4800 W; P consumida = 4800 / 0,8 = 6000 W.',
  ),
  // Energy of appliances, the unit asked only in the options.
  options(
    3550,
    ENERGY,
    'Una estufa de 1500 W funciona 4 h por día durante 30 días. La energía que consume es:',
    ['6 kW·h', '45 kW·h', '180 kW·h', '18 kW·h'],
    2,
    () => [180],
    'E = 1,5 kW · 4 h · 30 = 180 kW·h.',
  ),
  options(
    3551,
    ENERGY,
    'Una lámpara de 60 W queda encendida durante 5 h. La energía que consume es:',
    ['1,08·10⁶ J', '300 J', '18 000 J', '1,08·10⁵ J'],
    0,
    () => [1.08e6],
    'E = 60 W · 18 000 s = 1 080 000 J = 1,08·10⁶ J (0,3 kW·h).',
  ),
];
