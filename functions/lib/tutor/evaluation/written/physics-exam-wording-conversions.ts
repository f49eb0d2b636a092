/**
 * Unit conversions asked the way UTN entrance exams ask them (#32), the physics half of the word-problem
 * set (math-exam-wording-word-problems.ts): km/h and m/s (also a distance covered in a time), m³, L and
 * cm³, cm² and m², g/cm³ and kg/m³, the SI prefixes μ, n, M and G, scientific notation with operations,
 * hours, minutes and seconds, inches, feet, yards and miles, kgf and N, cal and J, and «expresar en
 * unidades del SI». Options with units, a number to write, parts. The held-out half leaves a unit
 * conversion as a course explanation; these measure that kind with new wording. Statements and numbers
 * are our own; every key was worked by hand and is recomputed by `check`. The first 20 (10470…10489)
 * were measured before any solver change for them; the last 4 (10490…10493) were written after the first
 * fixes, in other words and numbers, and measured before any change for them.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/1_1%20CANTIDADES%2C%20MAGNITUDES%2C%20VECTORES%20U1%20(1).pdf
 *   (FRM Seminario, Física, Unidad 1: the SIMELA, prefixes and their symbols, the litre as a dm³,
 *   scientific notation and significant figures);
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (papers of another UTN regional, 2022–2025: how a task is worded, «… (en cm³) es igual a:»).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

const SOURCES = ['frm-fisica-2025-u1-magnitudes', 'utn-parciales-2022-2025'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'facil',
  // Half a percent of the key, with no floor: some keys are in nanometres or 10⁻⁸ m³.
  tolerance: (value) => ({ absolute: Math.max(1e-15, Math.abs(value) * 0.005) }),
});

const UNITS = 'mecanica.conversion-unidades';
const SI = 'mecanica.unidades-vectores';

const KMH = 1000 / 3600;
const FOOT = 0.3048;
const YARD = 0.9144;

export const physicsExamWordingConversions: readonly ExamStyleProblem[] = [
  options(
    10470,
    UNITS,
    'Un tren viaja a 72 km/h. ¿Qué distancia, en metros, recorre en 45 s?',
    ['900 m', '3240 m', '1620 m', '90 m'],
    0,
    () => [72 * KMH * 45],
    '72 km/h = 20 m/s; d = 20 m/s · 45 s = 900 m.',
  ),
  numeric(
    10471,
    UNITS,
    'Expresar en unidades del SI una velocidad de 54 km/h.',
    { value: 15, unit: 'm/s', text: '15 m/s' },
    () => 54 * KMH,
    '54 · 1000 m / 3600 s = 15 m/s.',
  ),
  options(
    10472,
    UNITS,
    'Un auto de carrera alcanza una rapidez de 90 m/s. Esa rapidez, expresada en km/h, es:',
    ['25 km/h', '324 km/h', '5400 km/h', '32,4 km/h'],
    1,
    () => [90 / KMH],
    '90 m/s · 3,6 = 324 km/h.',
  ),
  numeric(
    10473,
    UNITS,
    'Una gota de agua tiene un volumen de 0,05 cm³. Expresar ese volumen en m³.',
    { value: 5e-8, unit: 'm³', text: '5 × 10⁻⁸ m³' },
    () => 0.05 * 1e-6,
    '1 cm³ = 10⁻⁶ m³: 0,05 cm³ = 5 × 10⁻⁸ m³.',
  ),
  options(
    10474,
    UNITS,
    'Un tanque de 2,5 m³ se llena con bidones de 20 L. ¿Cuántos bidones se necesitan?',
    ['125', '12,5', '1250', '50'],
    0,
    () => [(2.5 * 1000) / 20],
    '2,5 m³ = 2500 L; 2500 / 20 = 125 bidones.',
  ),
  numeric(
    10475,
    SI,
    'La longitud de onda de una luz roja es de 650 nm. Expresarla en metros, en notación científica.',
    { value: 6.5e-7, unit: 'm', text: '6,5 × 10⁻⁷ m' },
    () => 650 * 1e-9,
    '650 nm = 650 × 10⁻⁹ m = 6,5 × 10⁻⁷ m.',
  ),
  options(
    10476,
    SI,
    'Una central eléctrica entrega una potencia de 1,2 GW. Expresada en MW, esa potencia es:',
    ['120 MW', '1200 MW', '12 000 MW', '0,0012 MW'],
    1,
    () => [(1.2 * 1e9) / 1e6],
    '1 GW = 1000 MW: 1,2 GW = 1200 MW.',
  ),
  numeric(
    10477,
    SI,
    'El diámetro de un cabello es de aproximadamente 80 μm. ¿Cuántos milímetros son?',
    { value: 0.08, unit: 'mm', text: '0,08 mm' },
    () => (80 * 1e-6) / 1e-3,
    '80 μm = 80 × 10⁻⁶ m = 0,08 mm.',
  ),
  numeric(
    10478,
    SI,
    'Calcular y expresar el resultado en notación científica: (3 × 10⁵ · 4 × 10⁻²) / (6 × 10⁻³)',
    { value: 2e6, unit: '', text: '2 × 10⁶' },
    () => (3e5 * 4e-2) / 6e-3,
    '3 · 4 / 6 = 2 y 10⁵⁻²⁺³ = 10⁶: 2 × 10⁶.',
  ),
  parts(
    10479,
    SI,
    'La distancia media de la Tierra al Sol es de 1,5 × 10¹¹ m y la luz se propaga a 3 × 10⁸ m/s. Calcular el tiempo que tarda la luz del Sol en llegar a la Tierra:',
    [part('a', 'en segundos;', 500, 's', '500 s'), part('b', 'en minutos.', 500 / 60, 'min', '≈ 8,33 min')],
    () => [[1.5e11 / 3e8], [1.5e11 / 3e8 / 60]],
    't = 1,5 × 10¹¹ / 3 × 10⁸ = 5 × 10² s = 500 s ≈ 8,33 min.',
  ),
  numeric(
    10480,
    UNITS,
    'Un viaje duró 2 h 27 min 36 s. Expresar esa duración en horas.',
    { value: 2.46, unit: 'h', text: '2,46 h' },
    () => 2 + 27 / 60 + 36 / 3600,
    '27 min = 0,45 h y 36 s = 0,01 h: 2,46 h.',
  ),
  options(
    10481,
    UNITS,
    'Una corredora completó una carrera en 3 h 15 min 30 s. Ese tiempo, expresado en segundos, es:',
    ['11 730 s', '19 530 s', '11 550 s', '3153 s'],
    0,
    () => [3 * 3600 + 15 * 60 + 30],
    '3 · 3600 + 15 · 60 + 30 = 10 800 + 900 + 30 = 11 730 s.',
  ),
  numeric(
    10482,
    UNITS,
    'Un campo de juego mide 120 yardas de largo y 160 pies de ancho. Calcular su superficie en m². (1 yd = 0,9144 m; 1 pie = 0,3048 m)',
    { value: 5351.2, unit: 'm²', text: '≈ 5351,2 m²' },
    () => 120 * YARD * 160 * FOOT,
    '120 yd = 109,728 m y 160 pies = 48,768 m: 109,728 · 48,768 ≈ 5351,2 m².',
  ),
  options(
    10483,
    UNITS,
    'Un bloque pesa 25 kgf. Su peso expresado en newtons es: (1 kgf = 9,8 N)',
    ['245 N', '2,55 N', '250 N', '24,5 N'],
    0,
    () => [25 * 9.8],
    '25 kgf · 9,8 N/kgf = 245 N.',
  ),
  numeric(
    10484,
    UNITS,
    'Una porción de un alimento aporta 250 kcal. Expresar esa energía en joules, sabiendo que 1 cal = 4,186 J.',
    { value: 1046500, unit: 'J', text: '1 046 500 J' },
    () => 250 * 1000 * 4.186,
    '250 kcal = 250 000 cal; · 4,186 J/cal = 1 046 500 J.',
  ),
  options(
    10485,
    UNITS,
    'Se quiere cubrir un piso de 24 m² con baldosas cuadradas de 40 cm de lado. ¿Cuántas baldosas se necesitan?',
    ['150', '600', '60', '1500'],
    0,
    () => [24 / (0.4 * 0.4)],
    'Cada baldosa: 0,4 m · 0,4 m = 0,16 m²; 24 / 0,16 = 150 baldosas.',
  ),
  options(
    10486,
    UNITS,
    'La densidad de un líquido es 1,26 g/cm³. Expresada en unidades del SI, es:',
    ['126 kg/m³', '1260 kg/m³', '12,6 kg/m³', '0,00126 kg/m³'],
    1,
    () => [(1.26 * 1e-3) / 1e-6],
    '1 g/cm³ = 1000 kg/m³: 1,26 g/cm³ = 1260 kg/m³.',
  ),
  numeric(
    10487,
    UNITS,
    'Un auto circula a 60 millas por hora. Expresar esa velocidad en m/s (1 milla = 1609 m).',
    { value: 26.82, unit: 'm/s', text: '≈ 26,82 m/s' },
    () => (60 * 1609) / 3600,
    '60 · 1609 m / 3600 s ≈ 26,82 m/s.',
  ),
  numeric(
    10488,
    SI,
    'Un capacitor tiene una capacidad de 4700 nF. Expresar esa capacidad en μF.',
    { value: 4.7, unit: 'μF', text: '4,7 μF' },
    () => (4700 * 1e-9) / 1e-6,
    '1 μF = 1000 nF: 4700 nF = 4,7 μF.',
  ),
  options(
    10489,
    UNITS,
    'Un atleta corre 10 km en 40 min. Su velocidad media, en m/s, es aproximadamente:',
    ['4,17 m/s', '15 m/s', '0,25 m/s', '250 m/s'],
    0,
    () => [10000 / (40 * 60)],
    '10 000 m / 2400 s ≈ 4,17 m/s.',
  ),
  numeric(
    10490,
    UNITS,
    'Un velocista recorre 100 m en 9,8 s. Expresar su rapidez media en km/h.',
    { value: 36.73, unit: 'km/h', text: '≈ 36,73 km/h' },
    () => (100 / 9.8) * 3.6,
    'v = 100 m / 9,8 s ≈ 10,20 m/s; · 3,6 ≈ 36,73 km/h.',
  ),
  options(
    10491,
    UNITS,
    'Un recipiente contiene 750 cm³ de agua. ¿Cuántos litros son?',
    ['7,5 L', '0,75 L', '75 L', '0,075 L'],
    1,
    () => [750 / 1000],
    '1 L = 1000 cm³: 750 cm³ = 0,75 L.',
  ),
  numeric(
    10492,
    SI,
    'Expresar 2,5 × 10⁻³ km en milímetros.',
    { value: 2500, unit: 'mm', text: '2500 mm' },
    () => 2.5e-3 * 1e6,
    '1 km = 10⁶ mm: 2,5 × 10⁻³ km = 2,5 × 10³ mm = 2500 mm.',
  ),
  numeric(
    10493,
    UNITS,
    'Un motor entrega un trabajo de 3600 J. Expresar ese trabajo en calorías (1 cal = 4,18 J).',
    { value: 861.24, unit: 'cal', text: '≈ 861,24 cal' },
    () => 3600 / 4.18,
    '3600 J / 4,18 J/cal ≈ 861,24 cal.',
  ),
];
