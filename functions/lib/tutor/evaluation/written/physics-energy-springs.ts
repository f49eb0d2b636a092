/**
 * Kinematics, energy and springs written for #32 where a reader of exam-style statements found gaps:
 * the mean speed of a uniformly accelerated motion, the speed at one instant when the statement gives
 * another, the speed at the ground of a body thrown from a height, the distance and time to stop; the
 * change of kinetic energy, the potential energy at the top of a vertical throw, an energy from a power
 * and a time, a power in CV or HP, the speed after a work; Hooke's law and the elastic energy. Phrased
 * as UTN seminario exams and guides phrase these kinds, never copied; every key was computed by hand and
 * is recomputed by `check`. A development set of the solvers, apart from the exam-style set.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

const SOURCES = ['frm-fisica-2025-trabajo-energia', 'frt-fisica-cartilla', 'frm-fisica-2023-08-05-t2'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'facil',
  // Half a percent, and never under a hundredth: a key computed with decimals is not written to the last bit.
  tolerance: (value) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.005) }),
});

const KIN = 'mecanica.cinematica';
const ENERGY = 'mecanica.trabajo-energia';
const SPRINGS = 'mecanica.estatica';

/** The steam horsepower (CV) and the imperial horsepower (HP), in watts. */
const CV = 735.5;
const HP = 745.7;
const near = (absolute: number): Tolerance => ({ absolute });

export const physicsEnergySpringsProblems: readonly ExamStyleProblem[] = [
  // Kinematics: the mean speed of a uniformly accelerated motion.
  numeric(
    1600,
    KIN,
    'Un auto que va a 10 m/s acelera de manera uniforme y 8 s después su velocidad es de 30 m/s. ¿Cuál fue su velocidad media en ese intervalo?',
    { value: 20, unit: 'm/s', text: '20 m/s' },
    () => (10 + 30) / 2,
    'v_m = (v₀ + v)/2 = (10 + 30)/2 = 20 m/s.',
  ),
  parts(
    1601,
    KIN,
    'Una ciclista parte del reposo y, con aceleración constante, recorre 100 m en 20 s. Calculá:',
    [
      part('a', 'Su velocidad media', 5, 'm/s', '5 m/s'),
      part('b', 'Velocidad a los 20 s', 10, 'm/s', '10 m/s'),
    ],
    () => [[100 / 20], [2 * (100 / 20)]],
    'v_m = d/t = 5 m/s; como parte del reposo, v = 2·v_m = 10 m/s.',
  ),
  // The speed at one instant, with another time in the statement.
  numeric(
    1602,
    KIN,
    'Un móvil parte del reposo y acelera uniformemente a razón de 3 m/s² durante 12 s. ¿Cuál es su velocidad a los 5 s de la partida?',
    { value: 15, unit: 'm/s', text: '15 m/s' },
    () => 3 * 5,
    'v = a·t = 3 · 5 = 15 m/s (los 12 s no intervienen).',
  ),
  numeric(
    1603,
    KIN,
    'Una moto que circula a 4 m/s acelera a 2 m/s² durante 10 s. ¿Qué velocidad tiene a los 5 s de empezar a acelerar?',
    { value: 14, unit: 'm/s', text: '14 m/s' },
    () => 4 + 2 * 5,
    'v = v₀ + a·t = 4 + 2 · 5 = 14 m/s.',
  ),
  // The speed at the ground of a body thrown from a height.
  numeric(
    1604,
    KIN,
    'Desde lo alto de una torre de 45 m se arroja verticalmente hacia abajo una piedra con una velocidad de 10 m/s. Considerando g = 10 m/s², ¿con qué velocidad llega al suelo?',
    { value: 31.62, unit: 'm/s', text: '≈ 31,6 m/s', tolerance: near(0.05) },
    () => Math.sqrt(10 ** 2 + 2 * 10 * 45),
    'v² = v₀² + 2·g·h = 100 + 900 = 1000 → v ≈ 31,6 m/s.',
  ),
  numeric(
    1605,
    KIN,
    'Desde la terraza de un edificio de 20 m de altura se lanza una pelota verticalmente hacia arriba con 15 m/s. Tomando g = 10 m/s², ¿con qué rapidez llega a la vereda?',
    { value: 25, unit: 'm/s', text: '25 m/s' },
    () => Math.sqrt(15 ** 2 + 2 * 10 * 20),
    'La energía no depende del sentido del lanzamiento: v² = 15² + 2 · 10 · 20 = 625 → v = 25 m/s.',
  ),
  numeric(
    1606,
    KIN,
    'Desde un acantilado de 80 m de altura se lanza horizontalmente una piedra a 30 m/s. Con g = 10 m/s², ¿cuál es el módulo de su velocidad al llegar al agua?',
    { value: 50, unit: 'm/s', text: '50 m/s' },
    () => Math.hypot(30, Math.sqrt(2 * 10 * 80)),
    'v_y = √(2·g·h) = 40 m/s; v = √(30² + 40²) = 50 m/s.',
  ),
  // Distance and time to stop.
  numeric(
    1607,
    KIN,
    'Un auto circula a 72 km/h cuando el conductor frena con una desaceleración constante de 4 m/s². ¿Qué distancia recorre hasta detenerse?',
    { value: 50, unit: 'm', text: '50 m' },
    () => 20 ** 2 / (2 * 4),
    '72 km/h = 20 m/s; d = v₀²/(2·a) = 400/8 = 50 m.',
  ),
  numeric(
    1608,
    KIN,
    'Un tren que marcha a 108 km/h aplica los frenos y desacelera a razón de 1,5 m/s². ¿Cuánto tiempo tarda en detenerse?',
    { value: 20, unit: 's', text: '20 s' },
    () => 30 / 1.5,
    '108 km/h = 30 m/s; t = v₀/a = 30/1,5 = 20 s.',
  ),
  parts(
    1609,
    KIN,
    'Un colectivo va a 54 km/h y frena uniformemente con una aceleración de −2,5 m/s² hasta parar. Calculá:',
    [
      part('a', 'El tiempo que tarda en detenerse', 6, 's', '6 s'),
      part('b', 'La distancia que recorre mientras frena', 45, 'm', '45 m'),
    ],
    () => [[15 / 2.5], [15 ** 2 / (2 * 2.5)]],
    '54 km/h = 15 m/s; t = 15/2,5 = 6 s; d = 15²/(2 · 2,5) = 45 m.',
  ),
  // Energy: the change of kinetic energy.
  numeric(
    1610,
    ENERGY,
    'Un auto de 800 kg aumenta su velocidad de 10 m/s a 20 m/s. ¿Cuál es la variación de su energía cinética?',
    { value: 120000, unit: 'J', text: '120 000 J' },
    () => 0.5 * 800 * (20 ** 2 - 10 ** 2),
    'ΔEc = ½·m·(v² − v₀²) = 400 · 300 = 120 000 J.',
  ),
  numeric(
    1611,
    ENERGY,
    'Una camioneta de 2000 kg que viaja a 90 km/h frena hasta 54 km/h. ¿Cuánto varía su energía cinética, en kJ?',
    { value: -400, unit: 'kJ', text: '−400 kJ' },
    () => (0.5 * 2000 * (15 ** 2 - 25 ** 2)) / 1000,
    '90 km/h = 25 m/s; 54 km/h = 15 m/s; ΔEc = 1000 · (225 − 625) = −400 000 J = −400 kJ.',
  ),
  // The potential energy at the highest point of a vertical throw.
  numeric(
    1612,
    ENERGY,
    'Se lanza verticalmente hacia arriba una pelota de 0,5 kg con una velocidad de 20 m/s. Despreciando el rozamiento con el aire, ¿cuál es su energía potencial en el punto más alto, respecto del punto de lanzamiento?',
    { value: 100, unit: 'J', text: '100 J' },
    () => 0.5 * 0.5 * 20 ** 2,
    'En el punto más alto toda la energía cinética se volvió potencial: Ep = ½ · 0,5 · 400 = 100 J.',
  ),
  // An energy from a power and a time.
  numeric(
    1613,
    ENERGY,
    'Un motor de 2 kW funciona durante 30 minutos. ¿Qué energía consume, expresada en kWh?',
    { value: 1, unit: 'kWh', text: '1 kWh' },
    () => 2 * 0.5,
    'E = P·t = 2 kW · 0,5 h = 1 kWh.',
  ),
  numeric(
    1614,
    ENERGY,
    'Una estufa de 1500 W queda encendida durante 2 h. ¿Cuántos joules de energía consume?',
    { value: 10800000, unit: 'J', text: '10 800 000 J' },
    () => 1500 * 7200,
    'E = P·t = 1500 W · 7200 s = 10 800 000 J (1,08·10⁷ J).',
  ),
  numeric(
    1615,
    ENERGY,
    'Una bomba de 500 W trabaja durante 4 min. ¿Qué energía entrega, en kJ?',
    { value: 120, unit: 'kJ', text: '120 kJ' },
    () => (500 * 240) / 1000,
    'E = 500 W · 240 s = 120 000 J = 120 kJ.',
  ),
  // A power in CV or HP.
  numeric(
    1616,
    ENERGY,
    'Una grúa eleva una carga de 300 kg a una altura de 15 m en 10 s con velocidad constante. Con g = 9,8 m/s², ¿qué potencia desarrolla, expresada en CV?',
    { value: 6, unit: 'CV', text: '≈ 6 CV', tolerance: near(0.01) },
    () => (300 * 9.8 * 15) / 10 / CV,
    'P = m·g·h/t = 4410 W; 4410/735,5 ≈ 6 CV.',
  ),
  numeric(
    1617,
    ENERGY,
    'Un motor realiza un trabajo de 44 742 J en 6 s. ¿Cuál es su potencia en HP?',
    { value: 10, unit: 'HP', text: '10 HP', tolerance: near(0.01) },
    () => 44742 / 6 / HP,
    'P = 44 742/6 = 7457 W; 7457/745,7 = 10 HP.',
  ),
  // The work–energy theorem.
  numeric(
    1618,
    ENERGY,
    'Sobre un carrito de 4 kg, inicialmente en reposo, se realiza un trabajo neto de 200 J. ¿Qué velocidad adquiere?',
    { value: 10, unit: 'm/s', text: '10 m/s' },
    () => Math.sqrt((2 * 200) / 4),
    'W = ½·m·v² → v = √(2 · 200/4) = 10 m/s.',
  ),
  numeric(
    1619,
    ENERGY,
    'Un bloque de 2 kg se desplaza a 3 m/s cuando una fuerza realiza sobre él un trabajo neto de 27 J. ¿Cuál es su velocidad final?',
    { value: 6, unit: 'm/s', text: '6 m/s' },
    () => Math.sqrt(3 ** 2 + (2 * 27) / 2),
    'Ec₀ = 9 J; Ec = 9 + 27 = 36 J → v = √(2 · 36/2) = 6 m/s.',
  ),
  // Springs: Hooke's law and the elastic energy.
  numeric(
    1620,
    SPRINGS,
    'Un resorte se estira 5 cm cuando se le aplica una fuerza de 20 N. ¿Cuál es su constante elástica, en N/m?',
    { value: 400, unit: 'N/m', text: '400 N/m' },
    () => 20 / 0.05,
    'k = F/x = 20 N / 0,05 m = 400 N/m.',
  ),
  numeric(
    1621,
    SPRINGS,
    'Se cuelga un cuerpo de 2 kg de un resorte de constante 400 N/m. Tomando g = 10 m/s², ¿cuánto se alarga el resorte, en cm?',
    { value: 5, unit: 'cm', text: '5 cm' },
    () => ((2 * 10) / 400) * 100,
    'x = m·g/k = 20/400 = 0,05 m = 5 cm.',
  ),
  numeric(
    1622,
    SPRINGS,
    'Un resorte de constante elástica 200 N/m está comprimido 10 cm. ¿Qué energía potencial elástica almacena?',
    { value: 1, unit: 'J', text: '1 J' },
    () => 0.5 * 200 * 0.1 ** 2,
    'Epe = ½·k·x² = ½ · 200 · 0,01 = 1 J.',
  ),
  numeric(
    1623,
    SPRINGS,
    'Un resorte tiene una constante de 50 N/cm. ¿Qué fuerza hay que hacer para estirarlo 4 cm?',
    { value: 200, unit: 'N', text: '200 N' },
    () => 50 * 4,
    'F = k·x = 50 N/cm · 4 cm = 200 N.',
  ),
  numeric(
    1624,
    SPRINGS,
    'Al colgarle un cuerpo de 3 kg, un resorte se alarga 6 cm. Con g = 9,8 m/s², ¿cuál es la constante elástica del resorte?',
    { value: 490, unit: 'N/m', text: '490 N/m' },
    () => (3 * 9.8) / 0.06,
    'k = m·g/x = 29,4 N / 0,06 m = 490 N/m.',
  ),
  numeric(
    1625,
    SPRINGS,
    'Un resorte de constante 800 N/m almacena 4 J de energía potencial elástica. ¿Cuántos metros está comprimido?',
    { value: 0.1, unit: 'm', text: '0,1 m' },
    () => Math.sqrt((2 * 4) / 800),
    'x = √(2·E/k) = √(8/800) = 0,1 m.',
  ),
  options(
    1626,
    SPRINGS,
    'Un resorte de constante k = 300 N/m se estira 20 cm desde su longitud natural. La fuerza elástica que ejerce vale:',
    ['6000 N', '60 N', '1,5 N', '15 N'],
    1,
    () => [300 * 0.2],
    'F = k·x = 300 · 0,2 = 60 N.',
  ),
  numeric(
    1627,
    SPRINGS,
    'Se comprime 30 cm un resorte de constante 1200 N/m. ¿Cuál es la energía elástica almacenada?',
    { value: 54, unit: 'J', text: '54 J' },
    () => 0.5 * 1200 * 0.3 ** 2,
    'Epe = ½ · 1200 · 0,09 = 54 J.',
  ),
  // A second batch, written after the first solvers to see whether they read the kinds, not the words.
  numeric(
    1628,
    KIN,
    'Un camión que se desplaza a 36 km/h comienza a frenar y se detiene después de recorrer 25 m. ¿Cuál fue el módulo de su desaceleración, supuesta constante?',
    { value: 2, unit: 'm/s²', text: '2 m/s²' },
    () => 10 ** 2 / (2 * 25),
    '36 km/h = 10 m/s; a = v₀²/(2·d) = 100/50 = 2 m/s².',
  ),
  numeric(
    1629,
    KIN,
    '¿Qué distancia necesita para detenerse un auto que viaja a 90 km/h si sus frenos le imprimen una desaceleración de 5 m/s²?',
    { value: 62.5, unit: 'm', text: '62,5 m' },
    () => 25 ** 2 / (2 * 5),
    '90 km/h = 25 m/s; d = 625/10 = 62,5 m.',
  ),
  numeric(
    1630,
    KIN,
    'Se arroja una piedra verticalmente hacia abajo desde un puente situado a 25 m sobre el agua, con una velocidad de 5 m/s. Con g = 10 m/s², ¿con qué velocidad llega al agua?',
    { value: 22.91, unit: 'm/s', text: '≈ 22,9 m/s' },
    () => Math.sqrt(5 ** 2 + 2 * 10 * 25),
    'v² = 25 + 500 = 525 → v ≈ 22,9 m/s.',
  ),
  numeric(
    1631,
    KIN,
    'Una bolita rueda sobre una mesa de 1,25 m de alto y sale por el borde con una velocidad horizontal de 2 m/s. Tomando g = 10 m/s², ¿con qué rapidez toca el piso?',
    { value: 5.39, unit: 'm/s', text: '≈ 5,39 m/s' },
    () => Math.hypot(2, Math.sqrt(2 * 10 * 1.25)),
    'v_y = √(2 · 10 · 1,25) = 5 m/s; v = √(4 + 25) ≈ 5,39 m/s.',
  ),
  numeric(
    1632,
    KIN,
    'Desde el borde de una azotea de 35 m se lanza hacia arriba una pelota con 10 m/s. Con g = 10 m/s², ¿con qué velocidad impacta en el piso?',
    { value: 28.28, unit: 'm/s', text: '≈ 28,3 m/s' },
    () => Math.sqrt(10 ** 2 + 2 * 10 * 35),
    'v² = 100 + 700 = 800 → v ≈ 28,3 m/s.',
  ),
  numeric(
    1633,
    ENERGY,
    'La velocidad de un cuerpo de 5 kg pasa de 2 m/s a 8 m/s. ¿Qué trabajo neto se realizó sobre él?',
    { value: 150, unit: 'J', text: '150 J' },
    () => 0.5 * 5 * (8 ** 2 - 2 ** 2),
    'W_neto = ΔEc = 2,5 · (64 − 4) = 150 J.',
  ),
  numeric(
    1634,
    ENERGY,
    'Una bala de 20 g que viaja a 300 m/s atraviesa una tabla y sale a 100 m/s. ¿Cuánta energía cinética perdió?',
    { value: 800, unit: 'J', text: '800 J' },
    () => 0.5 * 0.02 * (300 ** 2 - 100 ** 2),
    'Ec₀ − Ec = ½ · 0,02 · (90 000 − 10 000) = 800 J.',
  ),
  numeric(
    1635,
    ENERGY,
    'Una piedra de 200 g se lanza verticalmente hacia arriba a 15 m/s. ¿Cuál es su energía potencial gravitatoria cuando alcanza la altura máxima, tomando como nivel cero el punto de partida? (g = 10 m/s²)',
    { value: 22.5, unit: 'J', text: '22,5 J' },
    () => 0.5 * 0.2 * 15 ** 2,
    'Ep = ½ · 0,2 · 225 = 22,5 J (sube 11,25 m: m·g·h = 22,5 J).',
  ),
  numeric(
    1636,
    ENERGY,
    'Un motor de 1,5 HP funciona durante 2 h. ¿Cuánta energía entrega, en kWh? (1 HP = 745,7 W)',
    { value: 2.237, unit: 'kWh', text: '≈ 2,24 kWh' },
    () => (1.5 * HP * 7200) / 3.6e6,
    'P = 1118,55 W; E = 1,11855 kW · 2 h ≈ 2,24 kWh.',
  ),
  numeric(
    1637,
    ENERGY,
    'Un ascensor sube 800 kg a 20 m de altura en 16 s con velocidad constante. Con g = 10 m/s², ¿qué potencia desarrolla, en CV?',
    { value: 13.6, unit: 'CV', text: '≈ 13,6 CV' },
    () => (800 * 10 * 20) / 16 / CV,
    'P = 160 000/16 = 10 000 W; 10 000/735,5 ≈ 13,6 CV.',
  ),
  numeric(
    1638,
    ENERGY,
    'Las fuerzas de rozamiento realizan un trabajo de −60 J sobre un carro de 10 kg que se movía a 4 m/s. ¿Con qué velocidad queda el carro?',
    { value: 2, unit: 'm/s', text: '2 m/s' },
    () => Math.sqrt((2 * (0.5 * 10 * 4 ** 2 - 60)) / 10),
    'Ec₀ = 80 J; Ec = 80 − 60 = 20 J → v = √(40/10) = 2 m/s.',
  ),
  numeric(
    1639,
    SPRINGS,
    '¿Cuánto hay que estirar un resorte de k = 250 N/m para que almacene 2 J de energía elástica? Expresalo en metros.',
    { value: 0.1265, unit: 'm', text: '≈ 0,126 m' },
    () => Math.sqrt((2 * 2) / 250),
    'x = √(2 · 2/250) ≈ 0,126 m.',
  ),
  numeric(
    1640,
    SPRINGS,
    'De un resorte de constante 20 N/cm se cuelga un bloque de 5 kg. Con g = 10 m/s², ¿cuántos centímetros se estira?',
    { value: 2.5, unit: 'cm', text: '2,5 cm' },
    () => (5 * 10) / 20,
    'x = m·g/k = 50 N / 20 N/cm = 2,5 cm.',
  ),
  numeric(
    1641,
    SPRINGS,
    'El resorte de un dinamómetro tiene una constante de 100 N/m y está estirado 15 cm. ¿Qué fuerza indica el dinamómetro?',
    { value: 15, unit: 'N', text: '15 N' },
    () => 100 * 0.15,
    'F = 100 · 0,15 = 15 N.',
  ),
  numeric(
    1642,
    SPRINGS,
    'Para comprimir 8 cm un resorte hace falta una fuerza de 40 N. ¿Qué energía elástica almacena el resorte así comprimido?',
    { value: 1.6, unit: 'J', text: '1,6 J' },
    () => 0.5 * 40 * 0.08,
    'k = 40/0,08 = 500 N/m; E = ½ · 500 · 0,08² = 1,6 J.',
  ),
  numeric(
    1643,
    SPRINGS,
    'Un resorte se alarga 2 cm cuando se le cuelga una pesa de 500 g. Con g = 9,8 m/s², ¿cuál es su constante?',
    { value: 245, unit: 'N/m', text: '245 N/m' },
    () => (0.5 * 9.8) / 0.02,
    'k = 4,9 N / 0,02 m = 245 N/m.',
  ),
];
