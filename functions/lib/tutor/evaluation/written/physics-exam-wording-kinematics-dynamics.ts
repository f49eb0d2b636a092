/**
 * Straight-line motion and Newton's laws, worded the way UTN entrance exams word them (#32): uniform and
 * uniformly accelerated motion, a v(t) or x(t) graph described in words or given as a table of values,
 * two bodies that meet or one that chases another, a trip in stretches and its mean speed; Newton's
 * second law with friction, inclines, a hanging body pulling a block over a table, Atwood machines,
 * elevators, two blocks in contact or tied together and a force pulled at an angle. Our own statements,
 * objects and numbers in the exam formats (five options with units, some keyed «Ninguna de las
 * anteriores»; numeric; in parts where a later part uses an earlier result); every key was worked by
 * hand and is recomputed by `check`. g is the value each statement gives. No throws nor work and energy:
 * physics-exam-wording-motion-work.ts has those. The first 32 (7601…7632) were measured before any solver
 * change for them; the last 8 (7633…7640) were written after the fixes, in other words and numbers, to
 * check that those hold.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (first-term, final and make-up papers of another UTN regional, 2022–2025, as compiled by students:
 *   read for how they word a task — «Hallar…», «Determinar…», «Calcular…», the data after the question —
 *   not for their numbers);
 * - the kinds of question of kinematics and dynamics that Argentine secondary and entrance courses ask,
 *   written from the authors' own knowledge.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

const EXAMS = 'utn-ingreso-parciales-2022-2025';

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: [EXAMS],
  difficulty: 'medio',
  // One per cent of the key, at least 0,01: the replies round to two decimals.
  tolerance: (value) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.01) }),
});

const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const DYN = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';

/** Uniform and uniformly accelerated motion. */
const straightLine: readonly ExamStyleProblem[] = [
  options(
    7601,
    KIN,
    'Un automóvil recorre 180 km en 2 h 30 min con velocidad constante. Su velocidad, expresada en m/s, es:',
    ['72 m/s', '20 m/s', '25 m/s', '7,2 m/s'],
    1,
    () => [180 / 2.5 / 3.6],
    'v = 180 km / 2,5 h = 72 km/h = 20 m/s.',
  ),
  numeric(
    7602,
    KIN,
    'Determinar el tiempo que tarda en cruzar completamente un puente de 400 m un tren de 200 m de largo que marcha a 72 km/h.',
    { value: 30, unit: 's', text: '30 s' },
    () => (400 + 200) / (72 / 3.6),
    'El tren recorre 400 + 200 = 600 m a 20 m/s: t = 30 s.',
  ),
  parts(
    7603,
    KIN,
    'Un móvil parte del reposo con aceleración constante y recorre 100 m en 10 s. Se pide:',
    [
      part('a', 'La aceleración del móvil.', 2, 'm/s²', '2 m/s²'),
      part('b', 'La velocidad que tiene a los 10 s.', 20, 'm/s', '20 m/s'),
      part('c', 'La distancia que recorrió durante los primeros 5 s.', 25, 'm', '25 m'),
    ],
    () => [[(2 * 100) / 10 ** 2], [2 * 10], [0.5 * 2 * 5 ** 2]],
    'a = 2d/t² = 200/100 = 2 m/s²; v = a t = 20 m/s; d(5) = ½ · 2 · 25 = 25 m.',
  ),
  options(
    7604,
    KIN,
    'Un auto que circula a 108 km/h frena con desaceleración constante y se detiene en 6 s. La distancia que recorre mientras frena es:',
    ['90 m', '180 m', '324 m', '45 m'],
    0,
    () => [((108 / 3.6) * 6) / 2],
    '108 km/h = 30 m/s; d = (v₀ + 0)/2 · t = 15 · 6 = 90 m.',
  ),
  numeric(
    7605,
    KIN,
    'Hallar la aceleración de un móvil que, con aceleración constante, pasa de 10 m/s a 30 m/s mientras recorre 200 m.',
    { value: 2, unit: 'm/s²', text: '2 m/s²' },
    () => (30 ** 2 - 10 ** 2) / (2 * 200),
    'a = (v² − v₀²)/(2d) = (900 − 100)/400 = 2 m/s².',
  ),
  numeric(
    7606,
    KIN,
    'Calcular la velocidad que alcanza un móvil que, moviéndose a 5 m/s, acelera a razón de 2 m/s² durante 8 s.',
    { value: 21, unit: 'm/s', text: '21 m/s' },
    () => 5 + 2 * 8,
    'v = v₀ + a t = 5 + 16 = 21 m/s.',
  ),
  options(
    7607,
    KIN,
    'Un cuerpo que parte del reposo con movimiento uniformemente variado alcanza una velocidad de 72 km/h en 10 s. La distancia recorrida en ese tiempo es:',
    ['360 m', '200 m', '50 m', '720 m'],
    4,
    () => [((72 / 3.6) * 10) / 2],
    '72 km/h = 20 m/s; d = (0 + 20)/2 · 10 = 100 m: ninguna de las opciones.',
  ),
];

/** Graphs told in words or as a table, meetings, chases and trips in stretches. */
const graphsAndMeetings: readonly ExamStyleProblem[] = [
  parts(
    7608,
    MEET,
    'La tabla indica la velocidad de un móvil que se desplaza en línea recta. t (s): 0 2 4 6 / v (m/s): 0 6 12 12. Entre cada par de instantes la velocidad varía uniformemente. Determinar:',
    [
      part('a', 'La aceleración durante los primeros 4 s.', 3, 'm/s²', '3 m/s²'),
      part('b', 'La distancia recorrida entre t = 0 y t = 6 s.', 48, 'm', '48 m'),
      part('c', 'La velocidad media entre t = 0 y t = 6 s.', 8, 'm/s', '8 m/s'),
    ],
    () => [[12 / 4], [0.5 * 4 * 12 + 2 * 12], [(0.5 * 4 * 12 + 2 * 12) / 6]],
    'a = 12/4 = 3 m/s²; d = ½ · 4 · 12 + 2 · 12 = 24 + 24 = 48 m; v_m = 48/6 = 8 m/s.',
  ),
  options(
    7609,
    MEET,
    'La gráfica velocidad-tiempo de un móvil es un segmento de recta que parte de 20 m/s en t = 0 y llega a 0 m/s en t = 8 s. La distancia recorrida en ese lapso es:',
    ['160 m', '80 m', '2,5 m', '40 m'],
    1,
    () => [(20 * 8) / 2],
    'El área bajo la recta: ½ · 8 · 20 = 80 m.',
  ),
  numeric(
    7610,
    MEET,
    'La posición de un móvil que se mueve en línea recta con velocidad constante se registró en la tabla: t (s): 0 1 2 3 / x (m): 5 9 13 17. Hallar la posición del móvil a los 10 s.',
    { value: 45, unit: 'm', text: '45 m' },
    () => 5 + ((17 - 5) / 3) * 10,
    'v = (17 − 5)/3 = 4 m/s; x(10) = 5 + 4 · 10 = 45 m.',
  ),
  parts(
    7611,
    MEET,
    'Dos ciudades A y B están separadas por 300 km. De A parte hacia B un auto a 80 km/h y, en el mismo instante, de B parte hacia A otro auto a 70 km/h, ambos con velocidad constante. Determinar:',
    [
      part('a', 'El tiempo que tardan en encontrarse.', 2, 'h', '2 h'),
      part('b', 'A qué distancia de A se cruzan.', 160, 'km', '160 km'),
    ],
    () => [[300 / (80 + 70)], [80 * (300 / (80 + 70))]],
    't = 300/(80 + 70) = 2 h; x = 80 · 2 = 160 km de A.',
  ),
  options(
    7612,
    MEET,
    'Un patrullero parte del reposo con una aceleración constante de 3 m/s² en el mismo instante en que pasa a su lado un auto que marcha a 24 m/s constantes. ¿Cuánto tarda el patrullero en alcanzar al auto?',
    ['8 s', '16 s', '4 s', '32 s'],
    1,
    () => [(2 * 24) / 3],
    '½ · 3 · t² = 24 t ⇒ t = 48/3 = 16 s.',
  ),
  numeric(
    7613,
    MEET,
    'Un ciclista sale de un pueblo a 18 km/h. Dos horas después sale del mismo lugar, por el mismo camino y en el mismo sentido, un motociclista a 54 km/h. Hallar a qué distancia del pueblo lo alcanza.',
    { value: 54, unit: 'km', text: '54 km' },
    () => 54 * ((18 * 2) / (54 - 18)),
    'Ventaja 18 · 2 = 36 km; se acercan a 36 km/h: 1 h; x = 54 · 1 = 54 km.',
  ),
  parts(
    7614,
    KIN,
    'Un automovilista recorre 120 km a 60 km/h y luego otros 120 km a 40 km/h. Se pide:',
    [
      part('a', 'El tiempo total del viaje.', 5, 'h', '5 h'),
      part('b', 'La velocidad media en todo el recorrido.', 48, 'km/h', '48 km/h'),
    ],
    () => [[120 / 60 + 120 / 40], [240 / (120 / 60 + 120 / 40)]],
    't = 2 h + 3 h = 5 h; v_m = 240 km / 5 h = 48 km/h.',
  ),
  options(
    7615,
    KIN,
    'Un móvil marcha durante 2 h a 90 km/h y luego durante 1 h a 60 km/h. Su velocidad media en todo el viaje es:',
    ['75 km/h', '80 km/h', '150 km/h', '85 km/h'],
    1,
    () => [(2 * 90 + 60) / 3],
    'd = 180 + 60 = 240 km en 3 h: v_m = 80 km/h.',
  ),
];

/** Newton's second law on the floor, on inclines and in elevators. */
const newton: readonly ExamStyleProblem[] = [
  options(
    7616,
    DYN,
    'Sobre un cuerpo de 5 kg apoyado en un plano horizontal sin rozamiento actúa una fuerza horizontal de 20 N. La aceleración que adquiere es:',
    ['100 m/s²', '4 m/s²', '0,25 m/s²', '25 m/s²'],
    1,
    () => [20 / 5],
    'a = F/m = 20/5 = 4 m/s².',
  ),
  parts(
    7617,
    DYN,
    'Un bloque de 10 kg, inicialmente en reposo, es arrastrado sobre una superficie horizontal por una fuerza horizontal de 60 N. El coeficiente de rozamiento dinámico es 0,4. Considere g = 10 m/s². Determinar:',
    [
      part('a', 'La fuerza de rozamiento.', 40, 'N', '40 N'),
      part('b', 'La aceleración del bloque.', 2, 'm/s²', '2 m/s²'),
      part('c', 'La velocidad del bloque a los 5 s.', 10, 'm/s', '10 m/s'),
    ],
    () => [[0.4 * 10 * 10], [(60 - 40) / 10], [((60 - 40) / 10) * 5]],
    'f = μ m g = 40 N; a = (60 − 40)/10 = 2 m/s²; v = a t = 10 m/s.',
  ),
  numeric(
    7618,
    DYN,
    'Un cuerpo se deja deslizar por un plano inclinado 30° respecto de la horizontal, sin rozamiento. Hallar su aceleración. Considere g = 10 m/s².',
    { value: 5, unit: 'm/s²', text: '5 m/s²' },
    () => 10 * Math.sin(Math.PI / 6),
    'a = g sen 30° = 5 m/s².',
  ),
  options(
    7619,
    DYN,
    'Un bloque desciende por un plano inclinado 37° cuyo coeficiente de rozamiento dinámico es 0,25. La aceleración del bloque es: (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
    ['6 m/s²', '4 m/s²', '8 m/s²', '2 m/s²'],
    1,
    () => [10 * 0.6 - 0.25 * 10 * 0.8],
    'a = g (sen 37° − μ cos 37°) = 10 (0,6 − 0,2) = 4 m/s².',
  ),
  options(
    7620,
    DYN,
    'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que sube con una aceleración de 2 m/s². La balanza indica: (g = 10 m/s²)',
    ['700 N', '560 N', '840 N', '140 N'],
    2,
    () => [70 * (10 + 2)],
    'N − m g = m a ⇒ N = 70 · 12 = 840 N.',
  ),
  numeric(
    7621,
    DYN,
    'Un ascensor de 500 kg desciende y va frenando con una aceleración de 1 m/s² de módulo. Determinar la tensión del cable. Considere g = 10 m/s².',
    { value: 5500, unit: 'N', text: '5500 N' },
    () => 500 * (10 + 1),
    'Baja frenando: la aceleración apunta hacia arriba; T = m (g + a) = 500 · 11 = 5500 N.',
  ),
  parts(
    7622,
    DYN,
    'Se tira de un bloque de 10 kg con una fuerza de 50 N que forma un ángulo de 37° con la horizontal, hacia arriba. El coeficiente de rozamiento dinámico con el piso es 0,2. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. Hallar:',
    [
      part('a', 'La fuerza normal que ejerce el piso.', 70, 'N', '70 N'),
      part('b', 'La aceleración del bloque.', 2.6, 'm/s²', '2,6 m/s²'),
    ],
    () => [[10 * 10 - 50 * 0.6], [(50 * 0.8 - 0.2 * (10 * 10 - 50 * 0.6)) / 10]],
    'N = 100 − 30 = 70 N; f = 0,2 · 70 = 14 N; a = (40 − 14)/10 = 2,6 m/s².',
  ),
  numeric(
    7623,
    DYN,
    '¿Qué fuerza horizontal hay que aplicar a un cajón de 40 kg para que se mueva con velocidad constante sobre un piso cuyo coeficiente de rozamiento dinámico es 0,3? Considere g = 10 m/s².',
    { value: 120, unit: 'N', text: '120 N' },
    () => 0.3 * 40 * 10,
    'Velocidad constante: F = f = μ m g = 0,3 · 400 = 120 N.',
  ),
  options(
    7624,
    DYN,
    'Un cuerpo de 2 kg parte del reposo y recorre 25 m en 5 s bajo la acción de una fuerza neta constante. El valor de esa fuerza es:',
    ['10 N', '4 N', '2 N', '20 N'],
    1,
    () => [2 * ((2 * 25) / 5 ** 2)],
    'a = 2d/t² = 50/25 = 2 m/s²; F = m a = 4 N.',
  ),
  parts(
    7625,
    DYN,
    'Un auto de 1200 kg que marcha a 72 km/h frena uniformemente y se detiene en 40 m. Determinar:',
    [
      part('a', 'La desaceleración del auto.', 5, 'm/s²', '5 m/s²'),
      part('b', 'La fuerza de frenado.', 6000, 'N', '6000 N'),
    ],
    () => [[(72 / 3.6) ** 2 / (2 * 40)], [1200 * ((72 / 3.6) ** 2 / (2 * 40))]],
    '72 km/h = 20 m/s; a = v₀²/(2d) = 400/80 = 5 m/s²; F = m a = 6000 N.',
  ),
  options(
    7626,
    DYN,
    '¿Qué fuerza paralela al plano hay que aplicar para subir con velocidad constante un bloque de 20 kg por un plano inclinado 30° sin rozamiento? (g = 10 m/s²)',
    ['200 N', '173,2 N', '100 N', '50 N'],
    2,
    () => [20 * 10 * Math.sin(Math.PI / 6)],
    'F = m g sen 30° = 200 · 0,5 = 100 N.',
  ),
];

/** Pulleys, Atwood machines and bodies in contact or tied together. */
const systems: readonly ExamStyleProblem[] = [
  parts(
    7627,
    PULLEYS,
    'Dos cuerpos de 3 kg y 2 kg cuelgan de los extremos de una cuerda que pasa por una polea fija de masa despreciable (máquina de Atwood). Considere g = 10 m/s². Hallar:',
    [
      part('a', 'La aceleración del sistema.', 2, 'm/s²', '2 m/s²'),
      part('b', 'La tensión de la cuerda.', 24, 'N', '24 N'),
    ],
    () => [[((3 - 2) * 10) / (3 + 2)], [2 * (10 + ((3 - 2) * 10) / (3 + 2))]],
    'a = (3 − 2) g/(3 + 2) = 2 m/s²; T = 2 (g + a) = 24 N.',
  ),
  numeric(
    7628,
    PULLEYS,
    'Un bloque de 6 kg apoyado sobre una mesa horizontal sin rozamiento está unido por una cuerda, que pasa por una polea en el borde de la mesa, a un cuerpo de 4 kg que cuelga. Calcular la aceleración del sistema. Considere g = 10 m/s².',
    { value: 4, unit: 'm/s²', text: '4 m/s²' },
    () => (4 * 10) / (6 + 4),
    'a = m₂ g/(m₁ + m₂) = 40/10 = 4 m/s².',
  ),
  parts(
    7629,
    PULLEYS,
    'Sobre una mesa horizontal descansa un bloque de 8 kg unido mediante una cuerda que pasa por una polea ideal a un cuerpo de 2 kg que cuelga. El coeficiente de rozamiento dinámico entre el bloque y la mesa es 0,1. Considere g = 10 m/s². Se pide:',
    [
      part('a', 'La aceleración del sistema.', 1.2, 'm/s²', '1,2 m/s²'),
      part('b', 'La tensión de la cuerda.', 17.6, 'N', '17,6 N'),
    ],
    () => [[(2 * 10 - 0.1 * 8 * 10) / 10], [2 * (10 - (2 * 10 - 0.1 * 8 * 10) / 10)]],
    'a = (20 − 8)/10 = 1,2 m/s²; T = 2 (10 − 1,2) = 17,6 N.',
  ),
  numeric(
    7630,
    PULLEYS,
    'En una máquina de Atwood uno de los cuerpos tiene una masa de 6 kg y el sistema se mueve con una aceleración de 2 m/s². Hallar la masa del otro cuerpo, sabiendo que es el más liviano. Considere g = 10 m/s².',
    { value: 4, unit: 'kg', text: '4 kg' },
    () => (6 * (10 - 2)) / (10 + 2),
    '(6 − m) · 10 = (6 + m) · 2 ⇒ 48 = 12 m ⇒ m = 4 kg.',
  ),
  parts(
    7631,
    DYN,
    'Dos bloques de 4 kg y 6 kg, apoyados uno junto al otro sobre un piso horizontal sin rozamiento, son empujados por una fuerza horizontal de 30 N aplicada sobre el de 4 kg. Determinar:',
    [
      part('a', 'La aceleración del conjunto.', 3, 'm/s²', '3 m/s²'),
      part('b', 'La fuerza que el bloque de 4 kg ejerce sobre el de 6 kg.', 18, 'N', '18 N'),
    ],
    () => [[30 / 10], [6 * (30 / 10)]],
    'a = 30/10 = 3 m/s²; sobre el de 6 kg: F = 6 · 3 = 18 N.',
  ),
  options(
    7632,
    PULLEYS,
    'Dos cuerpos de 2 kg y 3 kg, unidos por una cuerda, son arrastrados sobre una superficie horizontal sin rozamiento por una fuerza horizontal de 25 N aplicada al de 3 kg. La tensión de la cuerda que los une es:',
    ['25 N', '15 N', '10 N', '5 N'],
    2,
    () => [2 * (25 / 5)],
    'a = 25/5 = 5 m/s²; la cuerda arrastra al de 2 kg: T = 2 · 5 = 10 N.',
  ),
];

/** Written after the fixes, in other words and numbers, to check that they hold. */
const afterTheFixes: readonly ExamStyleProblem[] = [
  parts(
    7633,
    MEET,
    'La velocidad de un ciclista, que varía linealmente entre cada medición, se registró así: t (s): 0 5 10 15 / v (m/s): 2 2 8 8. Calcular:',
    [
      part('a', 'La aceleración entre t = 5 s y t = 10 s.', 1.2, 'm/s²', '1,2 m/s²'),
      part('b', 'La distancia total recorrida.', 75, 'm', '75 m'),
    ],
    () => [[(8 - 2) / 5], [2 * 5 + ((2 + 8) / 2) * 5 + 8 * 5]],
    'a = (8 − 2)/5 = 1,2 m/s²; d = 2 · 5 + (2 + 8)/2 · 5 + 8 · 5 = 10 + 25 + 40 = 75 m.',
  ),
  numeric(
    7634,
    MEET,
    'Hallar la velocidad de un móvil con movimiento rectilíneo uniforme cuyas posiciones se midieron así: t (s): 0 4 8 12 / x (m): 100 80 60 40.',
    { value: -5, unit: 'm/s', text: '−5 m/s' },
    () => (40 - 100) / 12,
    'v = (40 − 100)/12 = −5 m/s: se mueve hacia las x negativas.',
  ),
  options(
    7635,
    KIN,
    'Un tren recorre 200 km a 100 km/h, se detiene 30 min en una estación y luego recorre 150 km a 75 km/h. El tiempo total del viaje es:',
    ['4 h', '4,5 h', '3,5 h', '5 h'],
    1,
    () => [200 / 100 + 0.5 + 150 / 75],
    't = 2 h + 0,5 h + 2 h = 4,5 h.',
  ),
  parts(
    7636,
    DYN,
    'Un camión de 8000 kg circula a 90 km/h y frena uniformemente hasta detenerse en 5 s. Determinar:',
    [
      part('a', 'La desaceleración del camión.', 5, 'm/s²', '5 m/s²'),
      part('b', 'La fuerza de frenado.', 40000, 'N', '40000 N'),
    ],
    () => [[90 / 3.6 / 5], [8000 * (90 / 3.6 / 5)]],
    '90 km/h = 25 m/s; a = 25/5 = 5 m/s²; F = 8000 · 5 = 40000 N.',
  ),
  options(
    7637,
    KIN,
    'El gráfico v(t) de un auto es una recta que pasa de 10 m/s en t = 0 a 30 m/s en t = 5 s. La aceleración del auto es:',
    ['4 m/s²', '6 m/s²', '2 m/s²', '8 m/s²'],
    0,
    () => [(30 - 10) / 5],
    'a = (30 − 10)/5 = 4 m/s².',
  ),
  numeric(
    7638,
    PULLEYS,
    'Dos cuerpos cuelgan de los extremos de una cuerda que pasa por una polea fija (máquina de Atwood). Uno de ellos tiene 4 kg y el sistema acelera a 2,5 m/s². Hallar la masa del otro cuerpo, si el otro es el más pesado. Considere g = 10 m/s².',
    { value: 6.67, unit: 'kg', text: '6,67 kg' },
    () => (4 * (10 + 2.5)) / (10 - 2.5),
    '(m − 4) · 10 = (m + 4) · 2,5 ⇒ 7,5 m = 50 ⇒ m ≈ 6,67 kg.',
  ),
  parts(
    7639,
    KIN,
    'Un móvil parte del reposo y su velocidad, que crece uniformemente, se registró en la tabla t (s): 0 1 2 3 / v (m/s): 0 4 8 12. Se pide:',
    [
      part('a', 'La aceleración del móvil.', 4, 'm/s²', '4 m/s²'),
      part('b', 'La distancia recorrida en los primeros 3 s.', 18, 'm', '18 m'),
    ],
    () => [[12 / 3], [0.5 * 3 * 12]],
    'a = 4 m/s² (la misma pendiente en toda la tabla); d = ½ · 3 · 12 = 18 m.',
  ),
  options(
    7640,
    KIN,
    'Un móvil recorre 300 m a 10 m/s y luego otros 300 m a 30 m/s. Su velocidad media en todo el recorrido es:',
    ['20 m/s', '15 m/s', '25 m/s', '12 m/s'],
    1,
    () => [600 / (300 / 10 + 300 / 30)],
    't = 30 s + 10 s = 40 s; v_m = 600/40 = 15 m/s.',
  ),
];

export const physicsExamWordingKinematicsDynamicsProblems: readonly ExamStyleProblem[] = [
  ...straightLine,
  ...graphsAndMeetings,
  ...newton,
  ...systems,
  ...afterTheFixes,
];
