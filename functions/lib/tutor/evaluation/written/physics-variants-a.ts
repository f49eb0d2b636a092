/**
 * Variants of our own of the tuning half's dynamics, work and energy, units and vectors problems (#32):
 * the same kinds as a different UTN author would write them — other numbers, data in another order,
 * other verbs and nouns, mixed units (km/h, g, cm, t), five options (some keyed «Ninguna»), «Datos:»
 * and parts a) b). Each key computed by hand and recomputed by `check`. It measures whether the solvers
 * read the kind of problem rather than one statement's words; it is not the exam-style set.
 */
import { cross, five, norm, type Vec3 } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { numericKey as key, numericPart as part, shared } from './builders.ts';

const DYNAMICS = ['frm-fisica-2023-08-05-t2', 'frm-fisica-2024-07-06-t1', 'frm-fisica-2025-dinamica'];
const ENERGY = ['frm-fisica-2023-08-05-t2', 'frm-fisica-2025-trabajo-energia'];
const UNITS = ['frm-fisica-2023-08-05-t2', 'frt-fisica-cartilla', 'frvm-fisica-u1-2025'];
const VECTORS = ['frm-fisica-2024-07-06-t1', 'frt-fisica-cartilla'];

const dynamics = shared('fisica', 'mecanica.dinamica', DYNAMICS);
const pulleys = shared('fisica', 'mecanica.tension-poleas', DYNAMICS);
const energy = shared('fisica', 'mecanica.trabajo-energia', ENERGY);
const units = shared('fisica', 'mecanica.conversion-unidades', UNITS);
const magnitudes = shared('fisica', 'mecanica.unidades-vectores', UNITS);
const vectors = shared('fisica', 'mecanica.unidades-vectores', VECTORS);
const products = shared('fisica', 'mecanica.vectores-productos', VECTORS);

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const sin = (degrees: number) => Math.sin(rad(degrees));
const cos = (degrees: number) => Math.cos(rad(degrees));

export const physicsVariantsA: readonly ExamStyleProblem[] = [
  // Static friction: does the push move the body? (after exs-fis-046)
  {
    ...dynamics,
    id: 'exs-fis-1000',
    format: 'five-options',
    statement:
      'Sobre un cuerpo de 25 kg apoyado en reposo en una superficie horizontal se aplica una fuerza horizontal de 120 N. Los coeficientes de rozamiento son μe = 0,6 y μd = 0,45. Tomá g = 10 m/s². Entonces:',
    options: five(
      'Se mueve con a = 0,3 m/s²',
      'No se mueve; la fuerza de rozamiento es de 150 N',
      'No se mueve; la fuerza de rozamiento es de 120 N',
      'Se mueve con a = 4,8 m/s²',
    ),
    answer: { option: 2 },
    solution: 'El roce estático llega hasta 0,6 · 250 = 150 N > 120 N: no se mueve y el roce vale 120 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1001',
    format: 'five-options',
    statement:
      'Una caja de 50 kg descansa sobre el piso; los coeficientes de roce con el piso son 0,4 (estático) y 0,3 (cinético). Se le aplica una fuerza horizontal de 300 N. Con g = 10 m/s², ¿qué ocurre?',
    options: five(
      'No se mueve y el rozamiento vale 300 N',
      'Se mueve con a = 2 m/s²',
      'Se mueve con a = 6 m/s²',
      'Se mueve con a = 1,5 m/s²',
    ),
    answer: { option: 4 },
    solution:
      'Roce estático máximo 0,4 · 500 = 200 N < 300 N: se mueve; a = (300 − 0,3 · 500)/50 = 3 m/s², que no está.',
  },
  // Power lifting at constant speed (after exs-fis-052).
  {
    ...energy,
    id: 'exs-fis-1002',
    format: 'numeric',
    statement:
      '¿Qué potencia debe desarrollar una grúa para elevar un cuerpo de 1,2 t con rapidez constante de 3,6 km/h? (g = 10 m/s²)',
    answer: key(12000, 'W', '12 000 W'),
    check: () => 1200 * 10 * (3.6 / 3.6),
    solution: '3,6 km/h = 1 m/s; P = m g v = 1200 · 10 · 1 = 12 000 W.',
  },
  {
    ...energy,
    id: 'exs-fis-1003',
    format: 'five-options',
    statement:
      'Un motor eleva un bloque de 500 kg a razón de 2 m/s constantes. Considerando g = 9,8 m/s², la potencia del motor es:',
    options: five('1000 W', '4900 W', '9800 W', '980 W'),
    answer: { option: 2 },
    check: () => [500 * 9.8 * 2],
    solution: 'A rapidez constante la fuerza iguala al peso: P = 500 · 9,8 · 2 = 9800 W.',
  },
  // Apparent weight in an elevator (after exs-fis-037).
  {
    ...dynamics,
    id: 'exs-fis-1004',
    format: 'numeric',
    statement:
      'Una persona de 70 kg viaja parada sobre una balanza dentro de un ascensor que sube aumentando su velocidad con una aceleración de 2 m/s². ¿Qué indica la balanza? Considerá g = 10 m/s².',
    answer: key(840, 'N', '840 N'),
    check: () => 70 * (10 + 2),
    solution: 'Sube acelerando: la aceleración apunta hacia arriba, N = m(g + a) = 70 · 12 = 840 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1005',
    format: 'five-options',
    statement:
      'Dentro de un ascensor que sube y va frenando con una aceleración de 2,5 m/s², un hombre de 80 kg está parado sobre una báscula. Con g = 9,8 m/s², la lectura de la báscula es:',
    options: five('984 N', '584 N', '784 N', '200 N'),
    answer: { option: 1 },
    check: () => [80 * (9.8 - 2.5)],
    solution: 'Sube frenando: la aceleración apunta hacia abajo, N = m(g − a) = 80 · 7,3 = 584 N.',
  },
  // Sliding down a frictionless incline (after exs-fis-041).
  {
    ...dynamics,
    id: 'exs-fis-1006',
    format: 'numeric',
    statement:
      'Un cuerpo de 2000 g se deja deslizar por una rampa lisa que forma 53° con la horizontal (sen 53° = 0,8; g = 10 m/s²). ¿Cuál es el valor de su aceleración?',
    answer: key(8, 'm/s²', '8 m/s²'),
    check: () => 10 * 0.8,
    solution: 'Sin roce, a = g sen 53° = 10 · 0,8 = 8 m/s²; la masa no influye.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1007',
    format: 'five-options',
    statement:
      'Se suelta una caja sobre un plano inclinado sin fricción de 45°. Tomando g = 10 m/s², la aceleración con que desciende vale:',
    options: five('10 m/s²', '5 m/s²', '7,07 m/s²', '14,1 m/s²'),
    answer: { option: 2 },
    check: () => [10 * sin(45)],
    solution: 'a = g sen 45° = 10 · 0,707 ≈ 7,07 m/s².',
  },
  // Potential energy climbing floors (after exs-fis-058).
  {
    ...energy,
    id: 'exs-fis-1008',
    format: 'numeric',
    statement:
      'Un chico de 40 kg sube 4 pisos por la escalera; cada piso mide 2,5 m de alto. ¿Cuánto aumenta su energía potencial? (g = 10 m/s²)',
    answer: key(4000, 'J', '4000 J'),
    check: () => 40 * 10 * 4 * 2.5,
    solution: 'Δh = 4 · 2,5 = 10 m; ΔEp = 40 · 10 · 10 = 4000 J.',
  },
  {
    ...energy,
    id: 'exs-fis-1009',
    format: 'five-options',
    statement:
      'Una valija de 15 kg se sube dos pisos por la escalera; cada piso tiene 3,5 m de altura. Con g = 9,8 m/s², la variación de su energía potencial gravitatoria es:',
    options: five('514,5 J', '1029 J', '1050 J', '102,9 J'),
    answer: { option: 1 },
    check: () => [15 * 9.8 * 7],
    solution: 'Δh = 2 · 3,5 = 7 m; ΔEp = 15 · 9,8 · 7 = 1029 J.',
  },
  // Units of a constant for dimensional homogeneity (after exs-fis-008).
  {
    ...units,
    id: 'exs-fis-1010',
    format: 'five-options',
    statement:
      'La posición de un cuerpo está dada por x = C·t² + D, donde x se mide en metros y t en segundos. ¿En qué unidades del SI debe expresarse C?',
    options: five('m/s', 'm/s²', 'm·s²', 's²/m'),
    answer: { option: 1 },
    solution: 'C·t² debe ser una longitud: [C] = m/s².',
  },
  {
    ...units,
    id: 'exs-fis-1011',
    format: 'five-options',
    statement:
      'Para que la ecuación v = P·t + Q·t³ sea homogénea, siendo v una velocidad en m/s y t un tiempo en s, la constante Q se mide en:',
    options: five('m/s³', 'm/s²', 'm·s²', 'm/s'),
    answer: { option: 4 },
    solution: 'Q·t³ debe ser una velocidad: [Q] = (m/s)/s³ = m/s⁴, que no está entre las opciones.',
  },
  // The unit of a product of magnitudes (after exs-fis-009).
  {
    ...units,
    id: 'exs-fis-1012',
    format: 'five-options',
    statement:
      'Siendo m una masa, g una aceleración y h una altura, el producto m·g·h se expresa en el SI en:',
    options: five('N', 'W', 'J', 'Pa'),
    answer: { option: 2 },
    solution: 'kg · m/s² · m = kg·m²/s², el joule (J): es una energía.',
  },
  {
    ...units,
    id: 'exs-fis-1013',
    format: 'five-options',
    statement: 'Si F es una fuerza y v una velocidad, ¿en qué unidad del SI se mide el producto F·v?',
    options: five('J', 'N·s', 'W', 'Pa'),
    answer: { option: 2 },
    solution: 'N · m/s = J/s, el watt (W): es una potencia.',
  },
  // A flow rate in other units (after exs-fis-070).
  {
    ...units,
    id: 'exs-fis-1014',
    format: 'numeric',
    statement: 'Una bomba impulsa 2,4 m³ de agua por hora. ¿Cuántos litros por minuto son?',
    answer: key(40, 'L/min', '40 L/min'),
    check: () => (2.4 * 1000) / 60,
    solution: '2,4 m³/h = 2400 L/h; dividido por 60 min/h: 40 L/min.',
  },
  {
    ...units,
    id: 'exs-fis-1015',
    format: 'numeric',
    statement: 'Por una manguera salen 500 cm³ de agua cada segundo. Expresá el caudal en L/min.',
    answer: key(30, 'L/min', '30 L/min'),
    check: () => (500 / 1000) * 60,
    solution: '500 cm³/s = 0,5 L/s; por 60 s/min: 30 L/min.',
  },
  // Kinetic friction and Newton's second law (after exs-fis-040).
  {
    ...dynamics,
    id: 'exs-fis-1016',
    format: 'numeric',
    statement:
      'Sobre un cajón de 50 kg apoyado en el suelo horizontal actúa una fuerza horizontal de 350 N. Si μd = 0,4 y g = 10 m/s², calculá la aceleración que adquiere.',
    answer: key(3, 'm/s²', '3 m/s²'),
    check: () => (350 - 0.4 * 500) / 50,
    solution: 'Froz = 0,4 · 500 = 200 N; a = (350 − 200)/50 = 3 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1017',
    format: 'five-options',
    statement:
      'Se arrastra un cuerpo de 12 kg por una mesa horizontal tirando de él con una fuerza horizontal de 90 N. El coeficiente de roce cinético entre el cuerpo y la mesa es 0,25. Con g = 10 m/s², la aceleración del cuerpo es:',
    options: five('7,5 m/s²', '5 m/s²', '2,5 m/s²', '10 m/s²'),
    answer: { option: 1 },
    check: () => [(90 - 0.25 * 120) / 12],
    solution: 'Froz = 0,25 · 120 = 30 N; a = (90 − 30)/12 = 5 m/s².',
  },
  // A speed in other units (after exs-fis-003).
  {
    ...units,
    id: 'exs-fis-1018',
    format: 'numeric',
    statement: 'Un avión vuela a 500 nudos. Sabiendo que 1 nudo = 1852 m/h, ¿cuál es su velocidad en m/s?',
    answer: key((500 * 1852) / 3600, 'm/s', '≈ 257,22 m/s', 0.05),
    check: () => (500 * 1852) / 3600,
    solution: '500 · 1852 m/h = 926 000 m/h; dividido por 3600 s/h ≈ 257,22 m/s.',
  },
  {
    ...units,
    id: 'exs-fis-1019',
    format: 'five-options',
    statement: 'Un corredor mantiene una velocidad de 12 m/s. ¿A cuántos km/h equivale?',
    options: five('43,2 km/h', '3,33 km/h', '120 km/h', '4,32 km/h'),
    answer: { option: 0 },
    check: () => [12 * 3.6],
    solution: '12 m/s · 3600 s/h / 1000 m/km = 43,2 km/h.',
  },
  // Speed at the floor by energy (after exs-fis-053).
  {
    ...energy,
    id: 'exs-fis-1020',
    format: 'numeric',
    statement:
      'Desde una altura de 20 m se deja caer una piedra de 300 g. Sin rozamiento con el aire y con g = 10 m/s², usando la conservación de la energía, ¿con qué velocidad toca el suelo?',
    answer: key(20, 'm/s', '20 m/s'),
    check: () => Math.sqrt(2 * 10 * 20),
    solution: 'm g h = ½ m v² ⇒ v = √(2 · 10 · 20) = 20 m/s; la masa se cancela.',
  },
  {
    ...energy,
    id: 'exs-fis-1021',
    format: 'five-options',
    statement:
      'Un cuerpo de 4 kg cae libremente desde 45 m. Aplicando la conservación de la energía mecánica (g = 10 m/s²), su rapidez al llegar al piso es:',
    options: five('30 m/s', '900 m/s', '15 m/s', '45 m/s'),
    answer: { option: 0 },
    check: () => [Math.sqrt(2 * 10 * 45)],
    solution: 'v = √(2 g h) = √900 = 30 m/s.',
  },
  // The tension of an elevator's cable (after exs-fis-038).
  {
    ...pulleys,
    id: 'exs-fis-1022',
    format: 'numeric',
    statement:
      '¿Qué tensión soporta el cable de un montacargas de 500 kg que baja acelerando con 2 m/s²? Usá g = 10 m/s².',
    answer: key(4000, 'N', '4000 N'),
    check: () => 500 * (10 - 2),
    solution: 'Baja acelerando: la aceleración apunta hacia abajo, T = m(g − a) = 500 · 8 = 4000 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1023',
    format: 'multi-part',
    statement: 'Un ascensor de 1,5 t cuelga de un cable. Datos: g = 9,8 m/s².',
    parts: [
      part(
        'a',
        '¿Cuál es la tensión del cable cuando sube con velocidad constante?',
        14700,
        'N',
        '14 700 N',
        1,
      ),
      part('b', '¿Y cuando sube acelerando a 1 m/s²?', 16200, 'N', '16 200 N', 1),
    ],
    check: () => [[1500 * 9.8], [1500 * 10.8]],
    solution: 'a) T = m g = 14 700 N. b) T = m(g + a) = 1500 · 10,8 = 16 200 N.',
  },
  // Work of an oblique force (after exs-fis-049).
  {
    ...energy,
    id: 'exs-fis-1024',
    format: 'numeric',
    statement:
      'Un chico tira de un trineo con una soga que forma 60° con el suelo, ejerciendo 80 N, y lo desplaza 15 m en línea recta sobre la nieve horizontal. Calculá el trabajo realizado por esa fuerza.',
    answer: key(600, 'J', '600 J'),
    check: () => 80 * 15 * cos(60),
    solution: 'W = F d cos 60° = 80 · 15 · 0,5 = 600 J.',
  },
  {
    ...energy,
    id: 'exs-fis-1025',
    format: 'five-options',
    statement:
      'Se tira de una caja con una fuerza de 200 N inclinada 30° respecto de la horizontal y se la desplaza 500 cm por el piso. El trabajo de esa fuerza es:',
    options: five('1000 J', '866 J', '500 J', '100.000 J'),
    answer: { option: 1 },
    check: () => [200 * 5 * cos(30)],
    solution: 'd = 5 m; W = 200 · 5 · cos 30° ≈ 866 J.',
  },
  // Area of a parallelogram by the cross product (after exs-fis-016).
  {
    ...products,
    id: 'exs-fis-1026',
    format: 'numeric',
    statement:
      'Hallá el área del paralelogramo que tiene por lados los vectores u = (2; 1; 0) y v = (0; 2; 3).',
    answer: key(Math.sqrt(61), '', '√61 ≈ 7,81'),
    check: () => norm(cross([2, 1, 0], [0, 2, 3])),
    solution: 'u × v = (3; −6; 4); |u × v| = √61 ≈ 7,81.',
  },
  {
    ...products,
    id: 'exs-fis-1027',
    format: 'numeric',
    statement: 'Los vectores A = 3i + 2k y B = i − j determinan un paralelogramo. ¿Cuál es su área?',
    answer: key(Math.sqrt(17), '', '√17 ≈ 4,12'),
    check: () => norm(cross([3, 0, 2], [1, -1, 0])),
    solution: 'A × B = (2; 2; −3); |A × B| = √17 ≈ 4,12.',
  },
  // Pushing up an incline with friction at constant speed (after exs-fis-043).
  {
    ...dynamics,
    id: 'exs-fis-1028',
    format: 'numeric',
    statement:
      '¿Qué fuerza paralela al plano hay que aplicar a un cajón de 20 kg para subirlo con velocidad constante por una rampa de 37°, si el coeficiente de roce dinámico es 0,5? (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
    answer: key(200, 'N', '200 N'),
    check: () => 200 * 0.6 + 0.5 * 200 * 0.8,
    solution: 'F = m g sen 37° + μ m g cos 37° = 120 + 80 = 200 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1029',
    format: 'five-options',
    statement:
      'Un bloque de 5 kg sube por un plano inclinado de 30° con rapidez constante, empujado por una fuerza paralela al plano. El coeficiente de rozamiento cinético es 0,1 y g = 9,8 m/s². La fuerza aplicada vale:',
    options: five('24,5 N', '28,74 N', '20,26 N', '4,24 N'),
    answer: { option: 1 },
    check: () => [5 * 9.8 * sin(30) + 0.1 * 5 * 9.8 * cos(30)],
    solution: 'F = 5 · 9,8 · 0,5 + 0,1 · 49 · cos 30° = 24,5 + 4,24 ≈ 28,74 N.',
  },
  // Lengths with powers of ten (after exs-fis-011).
  {
    ...magnitudes,
    id: 'exs-fis-1030',
    format: 'numeric',
    statement: 'Convertí 2,5 · 10⁶ cm a kilómetros.',
    answer: key(25, 'km', '25 km', 0.0001),
    check: () => 2.5e6 / 100 / 1000,
    solution: '2,5 · 10⁶ cm = 2,5 · 10⁴ m = 25 km.',
  },
  {
    ...magnitudes,
    id: 'exs-fis-1031',
    format: 'five-options',
    statement: '0,072 km expresados en milímetros son:',
    options: five('7,2 · 10⁴ mm', '7,2 · 10³ mm', '72 mm', '7,2 · 10⁵ mm'),
    answer: { option: 0 },
    solution: '0,072 km = 72 m = 72 000 mm = 7,2 · 10⁴ mm.',
  },
  // Power as force times speed (after exs-fis-056).
  {
    ...energy,
    id: 'exs-fis-1032',
    format: 'numeric',
    statement:
      'Un camión avanza a 72 km/h constantes con una fuerza de tracción de 5000 N. ¿Cuál es la potencia del motor, en kW?',
    answer: key(100, 'kW', '100 kW'),
    check: () => (5000 * (72 / 3.6)) / 1000,
    solution: '72 km/h = 20 m/s; P = F v = 5000 · 20 = 100 000 W = 100 kW.',
  },
  {
    ...energy,
    id: 'exs-fis-1033',
    format: 'five-options',
    statement:
      'Una lancha se mueve con velocidad constante de 10 m/s y su motor ejerce una fuerza de empuje de 1,5 kN. La potencia desarrollada es:',
    options: five('150 W', '1,5 kW', '15 kW', '150 kW'),
    answer: { option: 2 },
    check: () => [(1500 * 10) / 1000],
    solution: 'P = F v = 1500 · 10 = 15 000 W = 15 kW.',
  },
  // Down an incline with friction, in parts (after exs-fis-042).
  {
    ...dynamics,
    id: 'exs-fis-1034',
    format: 'multi-part',
    statement:
      'Un cuerpo desliza hacia abajo por un plano inclinado. Datos: m = 4 kg, ángulo del plano = 30°, μd = 0,2, g = 10 m/s².',
    parts: [
      part('a', 'Calculá la fuerza normal.', 40 * cos(30), 'N', '≈ 34,64 N', 0.05),
      part('b', 'Calculá la aceleración.', 10 * sin(30) - 0.2 * 10 * cos(30), 'm/s²', '≈ 3,27 m/s²', 0.01),
    ],
    check: () => [[4 * 10 * cos(30)], [(4 * 10 * sin(30) - 0.2 * 4 * 10 * cos(30)) / 4]],
    solution: 'a) N = m g cos 30° ≈ 34,64 N. b) a = g sen 30° − μ g cos 30° = 5 − 1,73 ≈ 3,27 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1035',
    format: 'multi-part',
    statement:
      'Una caja de 2 kg desciende por una rampa de 53° (sen 53° = 0,8; cos 53° = 0,6). El coeficiente de rozamiento cinético es 0,5 y g = 10 m/s².',
    parts: [
      part('a', '¿Cuánto vale la fuerza de rozamiento?', 6, 'N', '6 N'),
      part('b', '¿Con qué aceleración baja?', 5, 'm/s²', '5 m/s²'),
    ],
    check: () => [[0.5 * 2 * 10 * 0.6], [(2 * 10 * 0.8 - 0.5 * 2 * 10 * 0.6) / 2]],
    solution: 'a) N = 20 · 0,6 = 12 N; Froz = 0,5 · 12 = 6 N. b) a = (16 − 6)/2 = 5 m/s².',
  },
  // Displacement from two perpendicular legs (after exs-fis-071).
  {
    ...vectors,
    id: 'exs-fis-1036',
    format: 'multi-part',
    statement: 'Un ciclista recorre 5 km hacia el norte y luego 12 km hacia el oeste.',
    parts: [
      part('a', '¿Cuál es el módulo del desplazamiento total?', 13, 'km', '13 km'),
      part(
        'b',
        '¿Qué ángulo forma el desplazamiento con la dirección norte?',
        67.38,
        '°',
        '≈ 67,38° al oeste del norte',
        0.05,
      ),
    ],
    check: () => [[Math.hypot(5, 12)], [(Math.atan2(12, 5) * 180) / Math.PI]],
    solution: 'a) √(5² + 12²) = 13 km. b) tg θ = 12/5 ⇒ θ ≈ 67,38° al oeste del norte.',
  },
  {
    ...vectors,
    id: 'exs-fis-1037',
    format: 'numeric',
    statement:
      'Un barco navega 120 km hacia el sur y después 90 km hacia el este. ¿A qué distancia en línea recta queda del puerto de partida?',
    answer: key(150, 'km', '150 km'),
    check: () => Math.hypot(120, 90),
    solution: '√(120² + 90²) = 150 km; lo recorrido (210 km) no es el desplazamiento.',
  },
  // Cross product (after exs-fis-013).
  {
    ...products,
    id: 'exs-fis-1038',
    format: 'open',
    statement: 'Dados u = (1; 2; −1) y v = (3; 0; 2), hallá u × v.',
    answer: { text: 'u × v = (4; −5; −6)' },
    check: () => {
      const a: Vec3 = [1, 2, -1];
      const b: Vec3 = [3, 0, 2];
      return [...cross(a, b)];
    },
    solution:
      'u × v = (2·2 − (−1)·0; (−1)·3 − 1·2; 1·0 − 2·3) = (4; −5; −6). Control: (u × v)·u = 4 − 10 + 6 = 0.',
  },
  {
    ...products,
    id: 'exs-fis-1039',
    format: 'open',
    statement: 'Sean A = 2i − j + k y B = i + 3j. Calculá el producto vectorial A × B.',
    answer: { text: 'A × B = (−3; 1; 7)' },
    check: () => [...cross([2, -1, 1], [1, 3, 0])],
    solution: 'A × B = ((−1)·0 − 1·3; 1·1 − 2·0; 2·3 − (−1)·1) = (−3; 1; 7).',
  },
  // A second batch: other kinds of the same subtopics, phrased as other authors do.
  {
    ...dynamics,
    id: 'exs-fis-1040',
    format: 'numeric',
    statement:
      'Sobre un cuerpo de 8 kg, inicialmente en reposo sobre una superficie horizontal sin rozamiento, actúa una fuerza horizontal constante de 24 N. ¿Qué aceleración adquiere?',
    answer: key(3, 'm/s²', '3 m/s²'),
    check: () => 24 / 8,
    solution: 'Sin roce, a = F/m = 24/8 = 3 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1041',
    format: 'numeric',
    statement:
      '¿Qué fuerza neta hay que aplicarle a un auto de 1200 kg para que pase de 0 a 72 km/h en 10 s?',
    answer: key(2400, 'N', '2400 N'),
    check: () => (1200 * (72 / 3.6)) / 10,
    solution: '72 km/h = 20 m/s; a = 20/10 = 2 m/s²; F = m a = 2400 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1042',
    format: 'five-options',
    statement:
      'Un bloque de 3 kg apoyado sobre una mesa horizontal es empujado por una fuerza horizontal de 18 N, y la fuerza de rozamiento vale 6 N. La aceleración del bloque es:',
    options: five('6 m/s²', '4 m/s²', '2 m/s²', '8 m/s²'),
    answer: { option: 1 },
    check: () => [(18 - 6) / 3],
    solution: 'a = (F − Fr)/m = (18 − 6)/3 = 4 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1043',
    format: 'numeric',
    statement:
      'Una persona que pesa 600 N está parada sobre una balanza dentro de un ascensor que desciende acelerando a 2 m/s². ¿Qué marca la balanza? (g = 10 m/s²)',
    answer: key(480, 'N', '480 N'),
    check: () => (600 / 10) * (10 - 2),
    solution: 'm = 600/10 = 60 kg; baja acelerando: N = m(g − a) = 60 · 8 = 480 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1044',
    format: 'numeric',
    statement:
      'Un esquiador de 70 kg desciende por una pendiente de 30° sin rozamiento. ¿Cuál es su aceleración? (g = 9,8 m/s²)',
    answer: key(4.9, 'm/s²', '4,9 m/s²'),
    check: () => 9.8 * sin(30),
    solution: 'a = g sen 30° = 4,9 m/s²; la masa no influye.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1045',
    format: 'numeric',
    statement:
      'Calculá la fuerza normal que ejerce un plano inclinado 30° sobre un bloque de 10 kg apoyado en él. (g = 10 m/s²)',
    answer: key(100 * cos(30), 'N', '≈ 86,6 N', 0.05),
    check: () => 10 * 10 * cos(30),
    solution: 'N = m g cos 30° = 100 · 0,866 ≈ 86,6 N.',
  },
  {
    ...energy,
    id: 'exs-fis-1046',
    format: 'numeric',
    statement:
      'Se lanza verticalmente hacia arriba una pelota de 0,5 kg con una velocidad de 20 m/s. Usando la conservación de la energía, ¿qué altura máxima alcanza? (g = 10 m/s²)',
    answer: key(20, 'm', '20 m'),
    check: () => (20 * 20) / (2 * 10),
    solution: '½ m v² = m g h ⇒ h = v²/(2g) = 400/20 = 20 m.',
  },
  {
    ...energy,
    id: 'exs-fis-1047',
    format: 'numeric',
    statement: '¿Cuál es la energía cinética de un auto de 1000 kg que viaja a 72 km/h?',
    answer: key(200000, 'J', '200 000 J', 1),
    check: () => 0.5 * 1000 * 20 ** 2,
    solution: '72 km/h = 20 m/s; Ec = ½ · 1000 · 20² = 200 000 J.',
  },
  {
    ...energy,
    id: 'exs-fis-1048',
    format: 'numeric',
    statement:
      'Un bloque de 2 kg se mueve a 10 m/s sobre un piso horizontal y se detiene por el rozamiento después de recorrer 25 m. ¿Cuánto vale el coeficiente de rozamiento? (g = 10 m/s²)',
    answer: key(0.2, '', '0,2'),
    check: () => (10 * 10) / (2 * 10 * 25),
    solution: '½ m v² = μ m g d ⇒ μ = v²/(2 g d) = 100/500 = 0,2.',
  },
  {
    ...energy,
    id: 'exs-fis-1049',
    format: 'numeric',
    statement:
      '¿Qué trabajo realiza el peso de un cuerpo de 3 kg que cae desde 12 m de altura hasta el suelo? (g = 10 m/s²)',
    answer: key(360, 'J', '360 J'),
    check: () => 3 * 10 * 12,
    solution: 'W_P = m g h = 3 · 10 · 12 = 360 J (positivo: el peso va a favor de la caída).',
  },
  {
    ...energy,
    id: 'exs-fis-1050',
    format: 'numeric',
    statement: 'Un motor realiza un trabajo de 36 kJ en 2 minutos. ¿Cuál es su potencia?',
    answer: key(300, 'W', '300 W'),
    check: () => 36000 / 120,
    solution: 'P = W/t = 36 000 J / 120 s = 300 W.',
  },
  {
    ...energy,
    id: 'exs-fis-1051',
    format: 'five-options',
    statement:
      'Una grúa levanta una carga de 500 kg hasta una altura de 20 m en 25 s. Con g = 10 m/s², la potencia media desarrollada es:',
    options: five('400 W', '4000 W', '10.000 W', '100 kW'),
    answer: { option: 1 },
    check: () => [(500 * 10 * 20) / 25],
    solution: 'W = m g h = 100 000 J; P = W/t = 100 000/25 = 4000 W.',
  },
  {
    ...units,
    id: 'exs-fis-1052',
    format: 'numeric',
    statement: 'Expresá 54 km/h en m/s.',
    answer: key(15, 'm/s', '15 m/s'),
    check: () => 54 / 3.6,
    solution: '54 km/h · 1000 m/km / 3600 s/h = 15 m/s.',
  },
  {
    ...units,
    id: 'exs-fis-1053',
    format: 'numeric',
    statement: 'La densidad del mercurio es 13,6 g/cm³. Expresala en kg/m³.',
    answer: key(13600, 'kg/m³', '13 600 kg/m³'),
    check: () => (13.6 / 1000) * 1e6,
    solution: '13,6 g/cm³ · (1 kg/1000 g) · (10⁶ cm³/m³) = 13 600 kg/m³.',
  },
  {
    ...units,
    id: 'exs-fis-1054',
    format: 'numeric',
    statement: 'Convertí 5 · 10⁻³ km² a m².',
    answer: key(5000, 'm²', '5000 m²'),
    check: () => 5e-3 * 1e6,
    solution: '1 km² = 10⁶ m²: 5 · 10⁻³ · 10⁶ = 5000 m².',
  },
  {
    ...vectors,
    id: 'exs-fis-1055',
    format: 'numeric',
    statement:
      'Dos fuerzas perpendiculares entre sí, de 30 N y 40 N, actúan sobre un mismo cuerpo. ¿Cuál es el módulo de la fuerza resultante?',
    answer: key(50, 'N', '50 N'),
    check: () => Math.hypot(30, 40),
    solution: 'R = √(30² + 40²) = 50 N.',
  },
  {
    ...products,
    id: 'exs-fis-1056',
    format: 'numeric',
    statement: 'Calculá el producto escalar entre a = (2; −1; 3) y b = (4; 2; −1).',
    answer: key(3, '', '3'),
    check: () => 2 * 4 + -1 * 2 + 3 * -1,
    solution: 'a · b = 8 − 2 − 3 = 3.',
  },
  {
    ...energy,
    id: 'exs-fis-1057',
    format: 'numeric',
    statement:
      'Un resorte de constante 400 N/m se comprime 10 cm. ¿Cuánta energía potencial elástica almacena?',
    answer: key(2, 'J', '2 J'),
    check: () => 0.5 * 400 * 0.1 ** 2,
    solution: 'Ee = ½ k x² = ½ · 400 · 0,1² = 2 J.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1058',
    format: 'numeric',
    statement:
      'Se aplica una fuerza horizontal de 10 kgf a un carrito de 49 kg que está sobre un piso sin rozamiento. ¿Qué aceleración adquiere? (1 kgf = 9,8 N)',
    answer: key(2, 'm/s²', '2 m/s²'),
    check: () => (10 * 9.8) / 49,
    solution: 'F = 10 · 9,8 = 98 N; a = 98/49 = 2 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1059',
    format: 'multi-part',
    statement: 'Un cuerpo de 4 kg parte del reposo empujado por una fuerza neta de 12 N.',
    parts: [
      part('a', '¿Cuál es su aceleración?', 3, 'm/s²', '3 m/s²'),
      part('b', '¿Qué velocidad tiene a los 5 s?', 15, 'm/s', '15 m/s'),
    ],
    check: () => [[12 / 4], [(12 / 4) * 5]],
    solution: 'a) a = 12/4 = 3 m/s². b) v = a t = 15 m/s.',
  },
  {
    ...energy,
    id: 'exs-fis-1060',
    format: 'five-options',
    statement: 'Un cuerpo de 2 kg se desplaza a 3 m/s. Su energía cinética es:',
    options: five('6 J', '18 J', '3 J', '12 J'),
    answer: { option: 4 },
    solution: 'Ec = ½ · 2 · 3² = 9 J, que no está entre las opciones.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1061',
    format: 'numeric',
    statement:
      'Dos cuerpos de 6 kg y 4 kg cuelgan de los extremos de una cuerda que pasa por una polea ideal. Con g = 10 m/s², ¿cuál es la aceleración del sistema?',
    answer: key(2, 'm/s²', '2 m/s²'),
    check: () => ((6 - 4) * 10) / (6 + 4),
    solution: 'a = (m₁ − m₂) g / (m₁ + m₂) = 20/10 = 2 m/s².',
  },
  // A third batch: «Datos:» lists, static friction only, constant speed, braking, heights and speeds by
  // energy, the friction's work, HP, pumps, areas, the distance against the displacement, pulleys.
  {
    ...dynamics,
    id: 'exs-fis-1062',
    format: 'numeric',
    statement: 'Datos: m = 500 g; F = 2 N; superficie horizontal lisa. Calculá la aceleración del cuerpo.',
    answer: key(4, 'm/s²', '4 m/s²'),
    check: () => 2 / 0.5,
    solution: 'a = F/m = 2/0,5 = 4 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1063',
    format: 'five-options',
    statement:
      'Un cuerpo de 10 kg se encuentra sobre un plano horizontal; el coeficiente de rozamiento estático es 0,3. Si se le aplica una fuerza horizontal de 25 N (g = 10 m/s²):',
    options: five(
      'se mueve con a = 2,5 m/s²',
      'no se mueve',
      'se mueve con a = 0,5 m/s²',
      'la fuerza de rozamiento es de 30 N',
    ),
    answer: { option: 1 },
    solution: 'El roce estático llega hasta 0,3 · 100 = 30 N > 25 N: no se mueve (el roce vale 25 N).',
  },
  {
    ...pulleys,
    id: 'exs-fis-1064',
    format: 'numeric',
    statement:
      'Un ascensor de 2000 kg baja con velocidad constante. ¿Cuál es la tensión del cable? (g = 9,8 m/s²)',
    answer: key(19600, 'N', '19 600 N', 1),
    check: () => 2000 * 9.8,
    solution: 'Velocidad constante: T = m g = 19 600 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1065',
    format: 'numeric',
    statement:
      'Un bloque de 4 kg está en reposo sobre un plano inclinado de 37°. ¿Cuánto vale la fuerza de rozamiento estático que lo sostiene? (sen 37° = 0,6; g = 10 m/s²)',
    answer: key(24, 'N', '24 N'),
    check: () => 4 * 10 * 0.6,
    solution: 'En reposo, el roce equilibra a m g sen 37° = 4 · 10 · 0,6 = 24 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1066',
    format: 'numeric',
    statement:
      'Se arrastra un baúl de 30 kg con velocidad constante sobre el piso, tirando de él con una fuerza horizontal de 90 N. ¿Cuál es el coeficiente de rozamiento dinámico? (g = 10 m/s²)',
    answer: key(0.3, '', '0,3'),
    check: () => 90 / (30 * 10),
    solution: 'Velocidad constante: Fr = F = 90 N; μ = 90/300 = 0,3.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1067',
    format: 'numeric',
    statement:
      'Un auto de 800 kg que viaja a 90 km/h frena hasta detenerse en 50 m. ¿Cuál es el módulo de la fuerza de frenado, supuesta constante?',
    answer: key(5000, 'N', '5000 N', 1),
    check: () => (800 * 25 ** 2) / (2 * 50),
    solution: '90 km/h = 25 m/s; a = v²/(2d) = 6,25 m/s²; F = 800 · 6,25 = 5000 N.',
  },
  {
    ...energy,
    id: 'exs-fis-1068',
    format: 'numeric',
    statement:
      'Un carrito de 500 g pasa por el punto más bajo de una montaña rusa a 10 m/s. Sin rozamiento, ¿hasta qué altura podrá subir? (g = 10 m/s²)',
    answer: key(5, 'm', '5 m'),
    check: () => (10 * 10) / (2 * 10),
    solution: '½ m v² = m g h ⇒ h = v²/(2g) = 5 m.',
  },
  {
    ...energy,
    id: 'exs-fis-1069',
    format: 'numeric',
    statement:
      'Una piedra de 200 g se lanza desde una altura de 15 m con una velocidad de 10 m/s. ¿Con qué rapidez llega al piso? (g = 10 m/s², sin rozamiento)',
    answer: key(20, 'm/s', '20 m/s'),
    check: () => Math.sqrt(10 * 10 + 2 * 10 * 15),
    solution: 'v² = v₀² + 2 g h = 100 + 300 = 400 ⇒ v = 20 m/s.',
  },
  {
    ...energy,
    id: 'exs-fis-1070',
    format: 'five-options',
    statement:
      '¿Qué energía potencial gravitatoria tiene una maceta de 2 kg ubicada en un balcón a 8 m de altura? (g = 9,8 m/s²)',
    options: five('16 J', '156,8 J', '78,4 J', '19,6 J'),
    answer: { option: 1 },
    check: () => [2 * 9.8 * 8],
    solution: 'Ep = m g h = 2 · 9,8 · 8 = 156,8 J.',
  },
  {
    ...energy,
    id: 'exs-fis-1071',
    format: 'numeric',
    statement:
      'Un trineo de 20 kg es arrastrado 15 m sobre un piso horizontal; el coeficiente de rozamiento es 0,1. ¿Qué trabajo realiza la fuerza de rozamiento? (g = 10 m/s²)',
    answer: key(-300, 'J', '−300 J'),
    check: () => -0.1 * 20 * 10 * 15,
    solution: 'Fr = 0,1 · 200 = 20 N, en contra: W = −20 · 15 = −300 J.',
  },
  {
    ...energy,
    id: 'exs-fis-1072',
    format: 'numeric',
    statement: 'Un motor de 2 HP funciona durante 10 minutos. ¿Qué trabajo realiza? (1 HP = 746 W)',
    answer: key(895200, 'J', '895 200 J', 1),
    check: () => 2 * 746 * 600,
    solution: 'P = 1492 W; W = P t = 1492 · 600 = 895 200 J.',
  },
  {
    ...energy,
    id: 'exs-fis-1073',
    format: 'numeric',
    statement:
      'Calculá la potencia de una bomba que eleva 1800 litros de agua por hora hasta un tanque ubicado a 10 m de altura. (g = 10 m/s²)',
    answer: key(50, 'W', '50 W'),
    check: () => (1800 / 3600) * 10 * 10,
    solution: '1800 L/h = 0,5 kg/s; P = 0,5 · 10 · 10 = 50 W.',
  },
  {
    ...units,
    id: 'exs-fis-1074',
    format: 'numeric',
    statement: '¿Cuántos cm³ hay en 2,5 L?',
    answer: key(2500, 'cm³', '2500 cm³'),
    check: () => 2.5 * 1000,
    solution: '1 L = 1000 cm³: 2,5 L = 2500 cm³.',
  },
  {
    ...units,
    id: 'exs-fis-1075',
    format: 'numeric',
    statement: 'Un terreno mide 0,25 km². Expresá su superficie en hectáreas.',
    answer: key(25, 'ha', '25 ha'),
    check: () => (0.25 * 1e6) / 1e4,
    solution: '0,25 km² = 250 000 m² = 25 ha.',
  },
  {
    ...units,
    id: 'exs-fis-1076',
    format: 'numeric',
    statement: 'Pasá 1,2 · 10⁴ cm/s a km/h.',
    answer: key(432, 'km/h', '432 km/h'),
    check: () => (1.2e4 / 100) * 3.6,
    solution: '1,2 · 10⁴ cm/s = 120 m/s = 432 km/h.',
  },
  {
    ...units,
    id: 'exs-fis-1077',
    format: 'five-options',
    statement: 'Una rapidez de 108 km/h equivale a:',
    options: five('30 m/s', '300 m/s', '10,8 m/s', '3 m/s'),
    answer: { option: 0 },
    check: () => [108 / 3.6],
    solution: '108 km/h dividido por 3,6 da 30 m/s.',
  },
  {
    ...vectors,
    id: 'exs-fis-1078',
    format: 'multi-part',
    statement: 'Un avión vuela 200 km hacia el oeste y luego 150 km hacia el sur.',
    parts: [
      part('a', '¿Qué distancia recorrió?', 350, 'km', '350 km'),
      part('b', '¿Cuál es el módulo de su desplazamiento?', 250, 'km', '250 km'),
    ],
    check: () => [[200 + 150], [Math.hypot(200, 150)]],
    solution: 'a) 200 + 150 = 350 km. b) √(200² + 150²) = 250 km.',
  },
  {
    ...products,
    id: 'exs-fis-1079',
    format: 'numeric',
    statement: '¿Cuál es el módulo del producto vectorial entre u = (1; 1; 0) y v = (0; 1; 1)?',
    answer: key(Math.sqrt(3), '', '√3 ≈ 1,73'),
    check: () => norm(cross([1, 1, 0], [0, 1, 1])),
    solution: 'u × v = (1; −1; 1); |u × v| = √3 ≈ 1,73.',
  },
  {
    ...vectors,
    id: 'exs-fis-1080',
    format: 'numeric',
    statement: 'Dos fuerzas de 5 N y 12 N forman un ángulo recto. ¿Cuál es la intensidad de su resultante?',
    answer: key(13, 'N', '13 N'),
    check: () => Math.hypot(5, 12),
    solution: 'R = √(5² + 12²) = 13 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1081',
    format: 'multi-part',
    statement:
      'Un cuerpo de 5 kg se lanza hacia arriba por un plano inclinado de 30° sin rozamiento, con una velocidad inicial de 10 m/s (g = 10 m/s²).',
    parts: [
      part('a', '¿Cuál es el módulo de su aceleración?', 5, 'm/s²', '5 m/s²'),
      part('b', '¿Qué distancia recorre sobre el plano hasta detenerse?', 10, 'm', '10 m'),
    ],
    check: () => [[10 * sin(30)], [100 / (2 * 10 * sin(30))]],
    solution: 'a) a = g sen 30° = 5 m/s² (en contra del movimiento). b) d = v₀²/(2a) = 100/10 = 10 m.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1082',
    format: 'numeric',
    statement:
      'En una máquina de Atwood las masas son de 3 kg y 2 kg. Calculá la tensión de la cuerda (g = 10 m/s²).',
    answer: key(24, 'N', '24 N'),
    check: () => 2 * (10 + ((3 - 2) * 10) / 5),
    solution: 'a = (3 − 2) · 10/5 = 2 m/s²; T = 2 · (10 + 2) = 24 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1083',
    format: 'numeric',
    statement:
      'Un bloque de 6 kg, sobre una mesa horizontal sin rozamiento, está unido mediante una cuerda que pasa por una polea a otro de 2 kg que cuelga. ¿Con qué aceleración se mueven? (g = 10 m/s²)',
    answer: key(2.5, 'm/s²', '2,5 m/s²'),
    check: () => (2 * 10) / 8,
    solution: 'a = m₂ g/(m₁ + m₂) = 20/8 = 2,5 m/s².',
  },
  // A fourth batch: forces in opposite senses, an elevator at constant speed, a push up a smooth ramp, μ
  // at constant speed on an incline, a pendulum, grams and km/h in energies, the work to load a truck,
  // a time from a power, CV, volumes, kgf with the factor the statement gives.
  {
    ...dynamics,
    id: 'exs-fis-1084',
    format: 'five-options',
    statement:
      'Sobre un bloque de 2 kg actúan dos fuerzas horizontales de 10 N y 4 N en sentidos opuestos. Su aceleración es:',
    options: five('7 m/s²', '5 m/s²', '2 m/s²', '1,5 m/s²'),
    answer: { option: 4 },
    solution: 'F neta = 10 − 4 = 6 N; a = 6/2 = 3 m/s², que no está entre las opciones.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1085',
    format: 'numeric',
    statement:
      'Un cuerpo de 50 kg está apoyado en el piso de un ascensor que sube con velocidad constante de 2 m/s. ¿Qué fuerza le hace el piso? (g = 9,8 m/s²)',
    answer: key(490, 'N', '490 N'),
    check: () => 50 * 9.8,
    solution: 'Velocidad constante: aceleración nula, N = m g = 490 N (la rapidez no importa).',
  },
  {
    ...dynamics,
    id: 'exs-fis-1086',
    format: 'numeric',
    statement:
      'Una caja de 15 kg es empujada hacia arriba por una rampa de 30° sin rozamiento con una fuerza paralela a la rampa de 100 N. ¿Qué aceleración adquiere? (g = 10 m/s²)',
    answer: key(25 / 15, 'm/s²', '≈ 1,67 m/s²'),
    check: () => (100 - 15 * 10 * sin(30)) / 15,
    solution: 'a = (F − m g sen 30°)/m = (100 − 75)/15 ≈ 1,67 m/s², plano arriba.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1087',
    format: 'numeric',
    statement:
      'Un bloque de 20 kg baja por un plano inclinado de 37° a velocidad constante. ¿Cuál es el coeficiente de rozamiento dinámico? (sen 37° = 0,6; cos 37° = 0,8)',
    answer: key(0.75, '', '0,75'),
    check: () => 0.6 / 0.8,
    solution: 'Velocidad constante: μ m g cos 37° = m g sen 37° ⇒ μ = tg 37° = 0,6/0,8 = 0,75.',
  },
  {
    ...energy,
    id: 'exs-fis-1088',
    format: 'numeric',
    statement:
      'Un péndulo de 0,3 kg se suelta desde una altura de 45 cm respecto de su punto más bajo. ¿Con qué velocidad pasa por ese punto? (g = 10 m/s²)',
    answer: key(3, 'm/s', '3 m/s'),
    check: () => Math.sqrt(2 * 10 * 0.45),
    solution: 'v = √(2 g h) = √(2 · 10 · 0,45) = 3 m/s.',
  },
  {
    ...energy,
    id: 'exs-fis-1089',
    format: 'numeric',
    statement: 'Un proyectil de 20 g sale disparado a 400 m/s. ¿Cuál es su energía cinética?',
    answer: key(1600, 'J', '1600 J'),
    check: () => 0.5 * 0.02 * 400 ** 2,
    solution: 'Ec = ½ · 0,02 · 400² = 1600 J.',
  },
  {
    ...energy,
    id: 'exs-fis-1090',
    format: 'five-options',
    statement:
      'Un auto de 1000 kg aumenta su velocidad de 36 km/h a 72 km/h. El trabajo neto realizado sobre él es:',
    options: five('150 kJ', '200 kJ', '50 kJ', '1.944.000 J'),
    answer: { option: 0 },
    check: () => [(0.5 * 1000 * (20 ** 2 - 10 ** 2)) / 1000],
    solution: 'W neto = ΔEc = ½ · 1000 · (20² − 10²) = 150 000 J = 150 kJ.',
  },
  {
    ...energy,
    id: 'exs-fis-1091',
    format: 'numeric',
    statement:
      'Calculá el trabajo necesario para subir un cajón de 40 kg a un camión cuya caja está a 1,2 m del piso (g = 9,8 m/s²).',
    answer: key(470.4, 'J', '470,4 J'),
    check: () => 40 * 9.8 * 1.2,
    solution: 'W = m g h = 40 · 9,8 · 1,2 = 470,4 J.',
  },
  {
    ...energy,
    id: 'exs-fis-1092',
    format: 'numeric',
    statement:
      '¿Cuánto tarda un motor de 5 kW en elevar una carga de 1000 kg a 15 m de altura? (g = 10 m/s²)',
    answer: key(30, 's', '30 s'),
    check: () => (1000 * 10 * 15) / 5000,
    solution: 'W = m g h = 150 000 J; t = W/P = 150 000/5000 = 30 s.',
  },
  {
    ...energy,
    id: 'exs-fis-1093',
    format: 'numeric',
    statement:
      'Un auto avanza a 108 km/h constantes y la fuerza resistente total es de 1500 N. ¿Qué potencia desarrolla el motor, en CV? (1 CV = 735 W)',
    answer: key(45000 / 735, 'CV', '≈ 61,22 CV'),
    check: () => (1500 * 30) / 735,
    solution:
      '108 km/h = 30 m/s; a velocidad constante la tracción iguala la resistencia: P = 1500 · 30 = 45 000 W ≈ 61,22 CV.',
  },
  {
    ...units,
    id: 'exs-fis-1094',
    format: 'numeric',
    statement: '¿Cuántos mm³ hay en 1 cm³?',
    answer: key(1000, 'mm³', '1000 mm³'),
    check: () => 10 ** 3,
    solution: '1 cm = 10 mm, así que 1 cm³ = 10³ mm³ = 1000 mm³.',
  },
  {
    ...units,
    id: 'exs-fis-1095',
    format: 'numeric',
    statement: 'Un depósito tiene una capacidad de 12 m³. ¿Cuántos litros son?',
    answer: key(12000, 'L', '12 000 L'),
    check: () => 12 * 1000,
    solution: '1 m³ = 1000 L: 12 m³ = 12 000 L.',
  },
  {
    ...units,
    id: 'exs-fis-1096',
    format: 'numeric',
    statement: 'Convertí 3 kgf a newtons (1 kgf = 9,8 N).',
    answer: key(29.4, 'N', '29,4 N'),
    check: () => 3 * 9.8,
    solution: 'Cada kgf son 9,8 N: 3 · 9,8 N = 29,4 N.',
  },
  {
    ...vectors,
    id: 'exs-fis-1097',
    format: 'numeric',
    statement:
      'Un cuerpo se desplaza 8 m hacia el norte y luego 6 m hacia el este. ¿Cuál es el módulo del desplazamiento?',
    answer: key(10, 'm', '10 m'),
    check: () => Math.hypot(8, 6),
    solution: 'Catetos de 8 m y 6 m: √(8² + 6²) = 10 m.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1098',
    format: 'numeric',
    statement:
      'Un bloque de 4 kg apoyado en una mesa horizontal (μ = 0,25) está unido por una cuerda que pasa por una polea a un cuerpo de 2 kg que cuelga. ¿Cuál es la aceleración del sistema? (g = 10 m/s²)',
    answer: key(10 / 6, 'm/s²', '≈ 1,67 m/s²'),
    check: () => (2 * 10 - 0.25 * 4 * 10) / 6,
    solution: 'a = (m₂ g − μ m₁ g)/(m₁ + m₂) = (20 − 10)/6 ≈ 1,67 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1099',
    format: 'multi-part',
    statement:
      'Sobre un carrito de 20 kg actúa una fuerza horizontal de 5 kgf. Considerá 1 kgf = 10 N y despreciá el rozamiento.',
    parts: [
      part('a', '¿Cuánto vale la fuerza en newtons?', 50, 'N', '50 N'),
      part('b', '¿Qué aceleración adquiere el carrito?', 2.5, 'm/s²', '2,5 m/s²'),
    ],
    check: () => [[5 * 10], [(5 * 10) / 20]],
    solution: 'a) 5 kgf · 10 N/kgf = 50 N. b) a = 50/20 = 2,5 m/s².',
  },
];
