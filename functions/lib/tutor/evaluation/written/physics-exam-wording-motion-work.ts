/**
 * Throws and the work of several forces, worded the way UTN entrance exams word them (#32): the tutor
 * read the FRM guide's own phrasing well, yet exam-worded throws («Determinar…», «Se pide:», «¿cuánto
 * tiempo permanece en el aire?», «Considere g = 10 m/s²» after the question) and «el trabajo de cada
 * fuerza» problems still failed. Free fall and vertical throws from a building, a balcony or a bridge;
 * horizontal throws from a table, a cliff or a plane; oblique throws; a block pulled at an angle over a
 * floor with friction (the work of each force, the net work, the final speed by the work–energy theorem,
 * the mean power), a load lifted at a constant speed and work on an incline. Our own statements, objects
 * and numbers in the exam formats (five options with units, some keyed «Ninguna de las anteriores»;
 * numeric; in parts); every key was worked by hand and is recomputed by `check`. g is the value each
 * statement gives. The first 42 (7301…7342) were measured before any solver change for them; the last 12
 * (7343…7354) were written after the fixes, in other words and numbers, to check that those hold.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (first-term, final and make-up papers of another UTN regional, 2022–2025, as compiled by students:
 *   read for how they word a task — «Hallar…», «Determinar…», «Calcular…», the data after the question —
 *   not for their numbers);
 * - the kinds of question of free fall, throws and work that Argentine secondary and entrance courses
 *   ask, written from the authors' own knowledge.
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
const WORK = 'mecanica.trabajo-energia';

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Free fall and vertical throws. */
const verticalThrows: readonly ExamStyleProblem[] = [
  options(
    7301,
    KIN,
    'Desde la terraza de un edificio de 45 m de altura se deja caer una pelota. Despreciando el rozamiento con el aire, el tiempo que tarda en llegar al suelo es: (Considere g = 10 m/s²)',
    ['4,5 s', '3 s', '9 s', '2,1 s'],
    1,
    () => [Math.sqrt((2 * 45) / 10)],
    't = √(2h/g) = √(90/10) = 3 s.',
  ),
  numeric(
    7302,
    KIN,
    'Se suelta una maceta desde un balcón ubicado a 20 m del piso. Determinar la velocidad con que llega al piso. Considere g = 10 m/s².',
    { value: 20, unit: 'm/s', text: '20 m/s' },
    () => Math.sqrt(2 * 10 * 20),
    'v = √(2gh) = √400 = 20 m/s.',
  ),
  parts(
    7303,
    KIN,
    'Se lanza verticalmente hacia arriba una pelota desde el nivel del suelo con una velocidad inicial de 25 m/s. Considere g = 10 m/s². Se pide:',
    [
      part('a', 'El tiempo que tarda en alcanzar la altura máxima.', 2.5, 's', '2,5 s'),
      part('b', 'La altura máxima alcanzada.', 31.25, 'm', '31,25 m'),
      part('c', '¿Cuánto tiempo permanece en el aire?', 5, 's', '5 s'),
    ],
    () => [[25 / 10], [25 ** 2 / (2 * 10)], [(2 * 25) / 10]],
    't_s = v₀/g = 2,5 s; h = v₀²/(2g) = 625/20 = 31,25 m; t_aire = 2 t_s = 5 s.',
  ),
  options(
    7304,
    KIN,
    'Una piedra lanzada verticalmente hacia arriba alcanza una altura máxima de 80 m. ¿Con qué velocidad fue lanzada? Considere g = 10 m/s².',
    ['20 m/s', '80 m/s', '16 m/s', '400 m/s'],
    4,
    () => [Math.sqrt(2 * 10 * 80)],
    'v₀ = √(2gh) = √1600 = 40 m/s: ninguna de las opciones.',
  ),
  numeric(
    7305,
    KIN,
    '¿Cuánto tiempo permanece en el aire un proyectil disparado verticalmente hacia arriba con una rapidez de 49 m/s? Tomar g = 9,8 m/s².',
    { value: 10, unit: 's', text: '10 s' },
    () => (2 * 49) / 9.8,
    't = 2v₀/g = 98/9,8 = 10 s.',
  ),
  parts(
    7306,
    KIN,
    'Desde lo alto de un puente se arroja verticalmente hacia abajo una piedra con una velocidad de 5 m/s, y llega al agua 2 s después. Considere g = 10 m/s². Calcular:',
    [
      part('a', 'La velocidad con que la piedra llega al agua.', 25, 'm/s', '25 m/s'),
      part('b', 'La altura del puente sobre el agua.', 30, 'm', '30 m'),
    ],
    () => [[5 + 10 * 2], [5 * 2 + 0.5 * 10 * 2 ** 2]],
    'v = v₀ + g t = 5 + 20 = 25 m/s; h = v₀ t + ½ g t² = 10 + 20 = 30 m.',
  ),
  options(
    7307,
    KIN,
    'Un cuerpo se lanza verticalmente hacia arriba con una velocidad de 30 m/s. Su velocidad a los 4 s del lanzamiento es: Considere g = 10 m/s².',
    ['70 m/s', '10 m/s, hacia abajo', '40 m/s', '50 m/s'],
    1,
    () => [30 - 10 * 4],
    'v = v₀ − g t = 30 − 40 = −10 m/s: 10 m/s, bajando.',
  ),
  parts(
    7308,
    KIN,
    'Desde una ventana situada a 20 m del suelo se lanza una pelota verticalmente hacia arriba con una velocidad de 15 m/s. Considere g = 10 m/s². Determinar:',
    [
      part('a', 'La altura máxima que alcanza la pelota, medida desde el suelo.', 31.25, 'm', '31,25 m'),
      part('b', 'El tiempo que tarda en llegar al suelo.', 4, 's', '4 s'),
      part('c', 'La velocidad con que llega al suelo.', 25, 'm/s', '25 m/s'),
    ],
    () => {
      // −20 = 15 t − 5 t² ⇒ t² − 3t − 4 = 0
      const t = (3 + Math.sqrt(9 + 16)) / 2;
      return [[20 + 15 ** 2 / 20], [t], [Math.abs(15 - 10 * t)]];
    },
    'h = 20 + v₀²/(2g) = 20 + 11,25 = 31,25 m; −20 = 15t − 5t² ⇒ t = 4 s; v = 15 − 40 = −25 m/s.',
  ),
  options(
    7309,
    KIN,
    'Un objeto que se deja caer llega al suelo con una velocidad de 30 m/s. ¿Desde qué altura se lo soltó? Considere g = 10 m/s².',
    ['90 m', '45 m', '30 m', '4,5 m'],
    1,
    () => [30 ** 2 / (2 * 10)],
    'h = v²/(2g) = 900/20 = 45 m.',
  ),
  numeric(
    7310,
    KIN,
    'Una piedra se suelta desde lo alto de un acantilado. Hallar la distancia que recorre durante el tercer segundo de caída. Dato: g = 9,8 m/s².',
    { value: 24.5, unit: 'm', text: '24,5 m' },
    () => 0.5 * 9.8 * (3 ** 2 - 2 ** 2),
    'h(3) − h(2) = ½ · 9,8 · (9 − 4) = 24,5 m.',
  ),
  parts(
    7311,
    KIN,
    'Se lanza una piedra verticalmente hacia arriba con una velocidad de 20 m/s. Hallar, 3 s después del lanzamiento, considerando g = 10 m/s²:',
    [
      part('a', 'La posición de la piedra respecto del punto de lanzamiento.', 15, 'm', '15 m por encima'),
      part('b', 'Su velocidad.', 10, 'm/s', '10 m/s, bajando'),
    ],
    () => [[20 * 3 - 5 * 9], [Math.abs(20 - 30)]],
    'y = 20 · 3 − 5 · 9 = 15 m; v = 20 − 30 = −10 m/s (baja).',
  ),
  options(
    7312,
    KIN,
    'Desde un helicóptero en reposo a 125 m de altura se suelta un paquete. ¿Cuánto tiempo tarda en tocar el suelo y con qué velocidad llega? Considere g = 10 m/s².',
    ['5 s y 50 m/s', '25 s y 250 m/s', '5 s y 25 m/s', '12,5 s y 125 m/s'],
    0,
    () => [5, 50],
    't = √(2 · 125/10) = 5 s; v = g t = 50 m/s.',
  ),
  numeric(
    7313,
    KIN,
    'Una pelota lanzada verticalmente hacia arriba vuelve a la mano del lanzador 6 s después. ¿Qué altura máxima alcanzó? Considere g = 10 m/s².',
    { value: 45, unit: 'm', text: '45 m' },
    () => 0.5 * 10 * 3 ** 2,
    'Sube durante 3 s: h = ½ g t² = 5 · 9 = 45 m (v₀ = 30 m/s).',
  ),
];

/** Horizontal throws. */
const horizontalThrows: readonly ExamStyleProblem[] = [
  parts(
    7314,
    KIN,
    'Una pelota rueda sobre una mesa horizontal de 1,25 m de altura y abandona el borde con una velocidad de 3 m/s. Considere g = 10 m/s². Calcular:',
    [
      part('a', 'El tiempo que tarda en llegar al piso.', 0.5, 's', '0,5 s'),
      part('b', 'A qué distancia horizontal del borde de la mesa cae.', 1.5, 'm', '1,5 m'),
    ],
    () => [[Math.sqrt((2 * 1.25) / 10)], [3 * Math.sqrt((2 * 1.25) / 10)]],
    't = √(2 · 1,25/10) = 0,5 s; x = 3 · 0,5 = 1,5 m.',
  ),
  options(
    7315,
    KIN,
    'Desde un acantilado de 80 m de altura se lanza horizontalmente una piedra con una velocidad de 15 m/s. El alcance horizontal de la piedra es: (g = 10 m/s²)',
    ['60 m', '120 m', '20 m', '45 m'],
    0,
    () => [15 * Math.sqrt((2 * 80) / 10)],
    't = √(160/10) = 4 s; x = 15 · 4 = 60 m.',
  ),
  numeric(
    7316,
    KIN,
    'Un avión que vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h deja caer un paquete. ¿A qué distancia horizontal del punto donde fue soltado toca el suelo el paquete? Considere g = 10 m/s².',
    { value: 1000, unit: 'm', text: '1000 m' },
    () => (360 / 3.6) * Math.sqrt((2 * 500) / 10),
    '360 km/h = 100 m/s; t = √(1000/10) = 10 s; x = 100 · 10 = 1000 m.',
  ),
  parts(
    7317,
    KIN,
    'Desde la terraza de un edificio de 20 m de altura se lanza horizontalmente una pelota con una velocidad de 15 m/s. Considere g = 10 m/s². Determinar:',
    [
      part('a', 'El tiempo de vuelo.', 2, 's', '2 s'),
      part('b', 'El alcance horizontal.', 30, 'm', '30 m'),
      part('c', 'La velocidad con que llega al suelo.', 25, 'm/s', '25 m/s'),
    ],
    () => [[2], [15 * 2], [Math.hypot(15, 10 * 2)]],
    't = √(40/10) = 2 s; x = 30 m; v = √(15² + 20²) = 25 m/s.',
  ),
  numeric(
    7318,
    KIN,
    'Una pelota se lanza horizontalmente con una velocidad de 8 m/s y cae a 16 m de la vertical del punto de lanzamiento. ¿Desde qué altura fue lanzada? Considere g = 10 m/s².',
    { value: 20, unit: 'm', text: '20 m' },
    () => 0.5 * 10 * (16 / 8) ** 2,
    't = x/v = 2 s; h = ½ g t² = 20 m.',
  ),
  options(
    7319,
    KIN,
    'Una bolita sale disparada horizontalmente desde el borde de una mesa y toca el piso 0,4 s después, a 2 m del pie de la mesa. La altura de la mesa y la velocidad con que salió la bolita son, respectivamente: (Considere g = 10 m/s²)',
    ['0,8 m y 5 m/s', '1,6 m y 5 m/s', '0,8 m y 2,5 m/s', '0,4 m y 2 m/s'],
    0,
    () => [0.5 * 10 * 0.4 ** 2, 2 / 0.4],
    'h = ½ · 10 · 0,16 = 0,8 m; v = 2/0,4 = 5 m/s.',
  ),
];

/** Oblique throws. */
const obliqueThrows: readonly ExamStyleProblem[] = [
  parts(
    7320,
    KIN,
    'Se patea una pelota desde el suelo con una velocidad de 20 m/s que forma un ángulo de 30° con la horizontal. Considere g = 10 m/s². Calcular:',
    [
      part('a', 'La altura máxima.', 5, 'm', '5 m'),
      part('b', 'El tiempo de vuelo.', 2, 's', '2 s'),
      part('c', 'El alcance horizontal.', 34.64, 'm', '34,64 m'),
    ],
    () => {
      const vy = 20 * Math.sin(rad(30));
      const t = (2 * vy) / 10;
      return [[vy ** 2 / 20], [t], [20 * Math.cos(rad(30)) * t]];
    },
    'v_y = 10 m/s, v_x = 17,32 m/s; h = 100/20 = 5 m; t = 2 s; x = 17,32 · 2 = 34,64 m.',
  ),
  options(
    7321,
    KIN,
    'Un proyectil se dispara con una velocidad inicial de 50 m/s que forma un ángulo de 53° sobre la horizontal (sen 53° = 0,8; cos 53° = 0,6). Las componentes horizontal y vertical de la velocidad inicial son, respectivamente:',
    ['40 m/s y 30 m/s', '30 m/s y 40 m/s', '25 m/s y 25 m/s', '50 m/s y 0 m/s'],
    1,
    () => [50 * 0.6, 50 * 0.8],
    'v_x = 50 · 0,6 = 30 m/s; v_y = 50 · 0,8 = 40 m/s.',
  ),
  numeric(
    7322,
    KIN,
    'Un jugador lanza una pelota con una velocidad de 25 m/s y un ángulo de 37° sobre la horizontal (sen 37° = 0,6; cos 37° = 0,8). ¿A qué distancia del punto de lanzamiento vuelve la pelota al nivel de partida? Considere g = 10 m/s².',
    { value: 60, unit: 'm', text: '60 m' },
    () => 25 * 0.8 * ((2 * 25 * 0.6) / 10),
    'v_x = 20 m/s, v_y = 15 m/s; t = 2 · 15/10 = 3 s; x = 20 · 3 = 60 m.',
  ),
  options(
    7323,
    KIN,
    'Se lanza un proyectil con una velocidad inicial de 40 m/s y un ángulo de elevación de 60°. ¿Cuánto tiempo permanece en el aire? Considere g = 9,8 m/s².',
    ['7,07 s', '4,08 s', '3,53 s', '8,16 s'],
    0,
    () => [(2 * 40 * Math.sin(rad(60))) / 9.8],
    'v_y = 40 · sen 60° = 34,64 m/s; t = 2 · 34,64/9,8 = 7,07 s.',
  ),
  parts(
    7324,
    KIN,
    'Un cañón dispara un proyectil con una velocidad de 100 m/s a 45° sobre la horizontal. Considere g = 10 m/s². Se pide:',
    [
      part('a', 'La altura máxima que alcanza.', 250, 'm', '250 m'),
      part('b', 'El alcance horizontal.', 1000, 'm', '1000 m'),
    ],
    () => [[(100 * Math.sin(rad(45))) ** 2 / 20], [(100 ** 2 * Math.sin(rad(90))) / 10]],
    'v_y = 70,71 m/s: h = 5000/20 = 250 m; x = v₀² sen 90°/g = 1000 m.',
  ),
];

/** The work of several forces, the work–energy theorem and mean power. */
const work: readonly ExamStyleProblem[] = [
  parts(
    7325,
    WORK,
    'Un bloque de 10 kg es arrastrado 5 m sobre un piso horizontal mediante una fuerza de 50 N que forma un ángulo de 37° por encima de la horizontal. El coeficiente de rozamiento cinético entre el bloque y el piso es 0,2. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. Calcular:',
    [
      part('a', 'El trabajo realizado por la fuerza aplicada.', 200, 'J', '200 J'),
      part('b', 'El trabajo de la fuerza de rozamiento.', 70, 'J', '−70 J'),
      part('c', 'El trabajo neto sobre el bloque.', 130, 'J', '130 J'),
    ],
    () => {
      const normal = 10 * 10 - 50 * 0.6;
      return [[50 * 0.8 * 5], [0.2 * normal * 5], [50 * 0.8 * 5 - 0.2 * normal * 5]];
    },
    'W_F = 50 · 0,8 · 5 = 200 J; N = 100 − 30 = 70 N, f = 14 N, W_f = −70 J; W_P = W_N = 0; W_neto = 130 J.',
  ),
  options(
    7326,
    WORK,
    'Sobre un cuerpo de 4 kg apoyado en una superficie horizontal se aplica una fuerza horizontal de 30 N que lo desplaza 6 m. El coeficiente de rozamiento es 0,25. El trabajo total realizado sobre el cuerpo es: (Considere g = 10 m/s²)',
    ['180 J', '120 J', '60 J', '240 J'],
    1,
    () => [(30 - 0.25 * 4 * 10) * 6],
    'f = 0,25 · 40 = 10 N; W_total = (30 − 10) · 6 = 120 J.',
  ),
  parts(
    7327,
    WORK,
    'Un cajón de 20 kg se empuja con una fuerza horizontal de 120 N a lo largo de 10 m sobre un piso con rozamiento (μ = 0,4). Considere g = 10 m/s². Determinar el trabajo realizado por:',
    [
      part('a', 'La fuerza aplicada.', 1200, 'J', '1200 J'),
      part('b', 'El peso.', 0, 'J', '0 J'),
      part('c', 'La fuerza normal.', 0, 'J', '0 J'),
      part('d', 'La fuerza de rozamiento.', 800, 'J', '−800 J'),
    ],
    () => [[120 * 10], [0], [0], [0.4 * 20 * 10 * 10]],
    'W_F = 1200 J; peso y normal son perpendiculares al desplazamiento: 0 J; f = 80 N, W_f = −800 J.',
  ),
  numeric(
    7328,
    WORK,
    'Un bloque de 2 kg, inicialmente en reposo sobre un piso horizontal, es empujado por una fuerza horizontal constante de 16 N a lo largo de 10 m. El coeficiente de rozamiento cinético es 0,3. Usando el teorema del trabajo y la energía, hallar la velocidad final del bloque. Considere g = 10 m/s².',
    { value: 10, unit: 'm/s', text: '10 m/s' },
    () => Math.sqrt((2 * (16 - 0.3 * 2 * 10) * 10) / 2),
    'f = 6 N; W_neto = (16 − 6) · 10 = 100 J = ½ · 2 · v² ⇒ v = 10 m/s.',
  ),
  parts(
    7329,
    WORK,
    'Se tira de un trineo de 30 kg con una soga que forma 60° con la horizontal, con una fuerza de 100 N, y se lo desplaza 20 m en 40 s sobre la nieve. La fuerza de rozamiento es de 35 N. Calcular:',
    [
      part('a', 'El trabajo realizado por la soga.', 1000, 'J', '1000 J'),
      part('b', 'El trabajo neto.', 300, 'J', '300 J'),
      part('c', 'La potencia media desarrollada por la soga.', 25, 'W', '25 W'),
    ],
    () => [[100 * 0.5 * 20], [100 * 0.5 * 20 - 35 * 20], [(100 * 0.5 * 20) / 40]],
    'W_T = 100 · cos 60° · 20 = 1000 J; W_f = −700 J; W_neto = 300 J; P = 1000/40 = 25 W.',
  ),
  options(
    7330,
    WORK,
    'Un ascensor de 500 kg sube con velocidad constante 12 m en 10 s. La potencia media que desarrolla el motor es: (g = 10 m/s²)',
    ['600 W', '60000 W', '5000 W', '1200 W'],
    4,
    () => [(500 * 10 * 12) / 10],
    'W = m g h = 60000 J; P = 60000/10 = 6000 W: ninguna de las opciones.',
  ),
  parts(
    7331,
    WORK,
    'Una grúa levanta un bloque de 200 kg con velocidad constante hasta una altura de 15 m. Considere g = 9,8 m/s². Calcular:',
    [
      part('a', 'El trabajo realizado por la grúa.', 29400, 'J', '29400 J'),
      part('b', 'El trabajo realizado por el peso.', 29400, 'J', '−29400 J'),
      part('c', 'El trabajo neto.', 0, 'J', '0 J'),
    ],
    () => [[200 * 9.8 * 15], [200 * 9.8 * 15], [0]],
    'Velocidad constante: F = P = 1960 N; W_F = 1960 · 15 = 29400 J; W_P = −29400 J; W_neto = 0.',
  ),
  numeric(
    7332,
    WORK,
    'Un bloque de 5 kg se desliza 4 m hacia abajo por un plano inclinado 30° sin rozamiento. ¿Qué trabajo realiza el peso en ese desplazamiento? Considere g = 10 m/s².',
    { value: 100, unit: 'J', text: '100 J' },
    () => 5 * 10 * 4 * Math.sin(rad(30)),
    'W_P = m g d sen 30° = 50 · 4 · 0,5 = 100 J.',
  ),
  parts(
    7333,
    WORK,
    'Un cuerpo de 10 kg sube 8 m por un plano inclinado 37° respecto de la horizontal, arrastrado por una fuerza de 100 N paralela al plano. El coeficiente de rozamiento es 0,2. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. Calcular:',
    [
      part('a', 'El trabajo de la fuerza aplicada.', 800, 'J', '800 J'),
      part('b', 'El trabajo del peso.', 480, 'J', '−480 J'),
      part('c', 'El trabajo de la fuerza de rozamiento.', 128, 'J', '−128 J'),
      part('d', 'El trabajo neto.', 192, 'J', '192 J'),
    ],
    () => [[100 * 8], [10 * 10 * 0.6 * 8], [0.2 * 10 * 10 * 0.8 * 8], [800 - 480 - 128]],
    'W_F = 800 J; W_P = −m g sen 37° · d = −480 J; N = 80 N, f = 16 N, W_f = −128 J; W_neto = 192 J.',
  ),
  options(
    7334,
    WORK,
    'Un bloque de 8 kg se arrastra 10 m por un piso horizontal con velocidad constante mediante una cuerda horizontal. El coeficiente de rozamiento cinético es 0,5. El trabajo realizado por la cuerda es: (Considere g = 10 m/s²)',
    ['800 J', '400 J', '40 J', '0 J'],
    1,
    () => [0.5 * 8 * 10 * 10],
    'Velocidad constante: T = f = 0,5 · 80 = 40 N; W = 40 · 10 = 400 J.',
  ),
  numeric(
    7335,
    WORK,
    'Un carrito de 50 kg que se mueve a 4 m/s sobre un piso horizontal es empujado por una fuerza horizontal de 150 N, en el sentido del movimiento, a lo largo de 5 m, mientras el rozamiento le opone una fuerza de 50 N. ¿Con qué velocidad termina ese tramo?',
    { value: 6, unit: 'm/s', text: '6 m/s' },
    () => Math.sqrt(4 ** 2 + (2 * (150 - 50) * 5) / 50),
    'W_neto = (150 − 50) · 5 = 500 J; ½ · 50 · v² = 400 + 500 ⇒ v² = 36, v = 6 m/s.',
  ),
  parts(
    7336,
    WORK,
    'Sobre un bloque de 5 kg que parte del reposo en un piso horizontal actúa una fuerza de 50 N que forma un ángulo de 37° por encima de la horizontal y lo desplaza 3 m. El coeficiente de rozamiento es 0,5. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. Hallar:',
    [
      part('a', 'El trabajo de la fuerza aplicada.', 120, 'J', '120 J'),
      part('b', 'El trabajo de la fuerza de rozamiento.', 30, 'J', '−30 J'),
      part('c', 'El trabajo neto.', 90, 'J', '90 J'),
      part('d', 'La velocidad del bloque al cabo de los 3 m.', 6, 'm/s', '6 m/s'),
    ],
    () => {
      const friction = 0.5 * (5 * 10 - 50 * 0.6);
      const net = 50 * 0.8 * 3 - friction * 3;
      return [[50 * 0.8 * 3], [friction * 3], [net], [Math.sqrt((2 * net) / 5)]];
    },
    'W_F = 40 · 3 = 120 J; N = 50 − 30 = 20 N, f = 10 N, W_f = −30 J; W_neto = 90 J = ½ · 5 · v² ⇒ v = 6 m/s.',
  ),
  options(
    7337,
    WORK,
    'Un motor eleva un cuerpo de 80 kg a una altura de 25 m en 20 s, con velocidad constante. ¿Cuál es la potencia media desarrollada por el motor? Considere g = 9,8 m/s².',
    ['980 W', '1000 W', '19600 W', '98 W'],
    0,
    () => [(80 * 9.8 * 25) / 20],
    'W = 80 · 9,8 · 25 = 19600 J; P = 19600/20 = 980 W.',
  ),
  numeric(
    7338,
    WORK,
    'Un bloque de 3 kg se suelta desde el reposo en lo alto de un plano inclinado 30° y recorre 6 m a lo largo del plano. El coeficiente de rozamiento es 0,2. Calcular el trabajo neto realizado sobre el bloque durante ese recorrido. Considere g = 10 m/s².',
    { value: 58.82, unit: 'J', text: '58,82 J' },
    () => 3 * 10 * 6 * Math.sin(rad(30)) - 0.2 * 3 * 10 * Math.cos(rad(30)) * 6,
    'W_P = 30 · 6 · 0,5 = 90 J; N = 30 · cos 30° = 25,98 N, f = 5,2 N, W_f = −31,18 J; W_neto = 58,82 J.',
  ),
  parts(
    7339,
    WORK,
    'Un hombre arrastra una caja por el piso con una fuerza constante de 60 N aplicada mediante una cuerda que forma un ángulo de 30° con la horizontal. La caja se desplaza 12 m en 8 s. Calcular:',
    [
      part('a', 'El trabajo realizado por el hombre.', 623.54, 'J', '623,54 J'),
      part('b', 'La potencia media que desarrolla.', 77.94, 'W', '77,94 W'),
    ],
    () => [[60 * Math.cos(rad(30)) * 12], [(60 * Math.cos(rad(30)) * 12) / 8]],
    'W = 60 · cos 30° · 12 = 623,54 J; P = 623,54/8 = 77,94 W.',
  ),
  options(
    7340,
    WORK,
    'Un cuerpo de 2 kg se lanza verticalmente hacia arriba con una velocidad de 20 m/s. El trabajo realizado por el peso desde el lanzamiento hasta que alcanza la altura máxima es: (g = 10 m/s²)',
    ['400 J', '−400 J', '200 J', '−200 J'],
    1,
    () => [-2 * 10 * (20 ** 2 / 20)],
    'h = v₀²/(2g) = 20 m; W_P = −m g h = −400 J (igual a la variación de energía cinética).',
  ),
  numeric(
    7341,
    WORK,
    'Una fuerza de 25 N forma un ángulo de 60° con la dirección del desplazamiento de un cuerpo que se mueve 8 m. Calcule el trabajo realizado por esa fuerza.',
    { value: 100, unit: 'J', text: '100 J' },
    () => 25 * 8 * Math.cos(rad(60)),
    'W = F d cos 60° = 25 · 8 · 0,5 = 100 J.',
  ),
  options(
    7342,
    WORK,
    'Un auto de 1000 kg que circula a 20 m/s frena hasta detenerse. El trabajo realizado por la fuerza de rozamiento es:',
    ['−200 kJ', '200 kJ', '−20 kJ', '−400 kJ'],
    0,
    () => [-0.5 * 1000 * 20 ** 2],
    'W_f = ΔEc = 0 − ½ · 1000 · 400 = −200000 J = −200 kJ.',
  ),
];

/** Written after the first fixes, in other words and numbers, to check that they hold. */
const afterTheFixes: readonly ExamStyleProblem[] = [
  numeric(
    7343,
    KIN,
    'Una pelota se deja caer desde la azotea de un edificio y tarda 4 s en llegar a la vereda. Hallar la altura del edificio. Dato: g = 9,8 m/s².',
    { value: 78.4, unit: 'm', text: '78,4 m' },
    () => 0.5 * 9.8 * 4 ** 2,
    'h = ½ g t² = 4,9 · 16 = 78,4 m.',
  ),
  options(
    7344,
    KIN,
    'Se lanza verticalmente hacia arriba un objeto con una velocidad de 40 m/s. El tiempo que tarda en volver al punto de partida es: (g = 10 m/s²)',
    ['4 s', '8 s', '16 s', '80 s'],
    1,
    () => [(2 * 40) / 10],
    't = 2 v₀/g = 80/10 = 8 s.',
  ),
  parts(
    7345,
    KIN,
    'Desde la azotea de un edificio de 60 m de altura se lanza una piedra verticalmente hacia abajo con una velocidad de 10 m/s. Considere g = 10 m/s². Determinar:',
    [
      part('a', 'La velocidad con que llega al suelo.', 36.06, 'm/s', '36,06 m/s'),
      part('b', 'El tiempo que tarda en llegar al suelo.', 2.61, 's', '2,61 s'),
    ],
    () => {
      const v = Math.sqrt(10 ** 2 + 2 * 10 * 60);
      return [[v], [(v - 10) / 10]];
    },
    'v² = 100 + 1200 = 1300, v = 36,06 m/s; t = (36,06 − 10)/10 = 2,61 s.',
  ),
  numeric(
    7346,
    KIN,
    'Un paquete se suelta desde un globo en reposo y llega al suelo con una rapidez de 40 m/s. ¿Cuánto tiempo estuvo cayendo? Considere g = 10 m/s².',
    { value: 4, unit: 's', text: '4 s' },
    () => 40 / 10,
    't = v/g = 40/10 = 4 s.',
  ),
  options(
    7347,
    KIN,
    'Un avión que vuela horizontalmente a 2000 m de altura suelta una caja, que toca el suelo 4000 m más adelante. La velocidad del avión es: (g = 10 m/s²)',
    ['200 m/s', '100 m/s', '400 m/s', '20 m/s'],
    0,
    () => [4000 / Math.sqrt((2 * 2000) / 10)],
    't = √(4000/10) = 20 s; v = 4000/20 = 200 m/s.',
  ),
  parts(
    7348,
    KIN,
    'Desde el borde de un acantilado de 45 m de altura se lanza horizontalmente una piedra que cae al mar a 60 m de la base del acantilado. Considere g = 10 m/s². Calcular:',
    [
      part('a', 'El tiempo de caída.', 3, 's', '3 s'),
      part('b', 'La velocidad con que fue lanzada.', 20, 'm/s', '20 m/s'),
    ],
    () => [[Math.sqrt((2 * 45) / 10)], [60 / Math.sqrt((2 * 45) / 10)]],
    't = √(90/10) = 3 s; v₀ = 60/3 = 20 m/s.',
  ),
  numeric(
    7349,
    KIN,
    'Una pelota es pateada con una velocidad de 30 m/s formando un ángulo de 53° con el suelo (sen 53° = 0,8; cos 53° = 0,6). Determine la altura máxima que alcanza. Considere g = 10 m/s².',
    { value: 28.8, unit: 'm', text: '28,8 m' },
    () => (30 * 0.8) ** 2 / (2 * 10),
    'v_y = 24 m/s; h = 576/20 = 28,8 m.',
  ),
  options(
    7350,
    WORK,
    'Un bloque de 6 kg es empujado 4 m sobre un piso horizontal por una fuerza horizontal de 50 N. El coeficiente de rozamiento cinético es 0,5. El trabajo realizado por la fuerza de rozamiento es: (g = 10 m/s²)',
    ['−120 J', '120 J', '−200 J', '80 J'],
    0,
    () => [-0.5 * 6 * 10 * 4],
    'f = 0,5 · 60 = 30 N; W_f = −30 · 4 = −120 J.',
  ),
  parts(
    7351,
    WORK,
    'Un bloque de 4 kg, que parte del reposo, es arrastrado 8 m sobre una superficie horizontal por una fuerza de 40 N que forma 37° con la horizontal. El coeficiente de rozamiento es 0,25. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. Se pide:',
    [
      part('a', 'El trabajo de la fuerza de rozamiento.', 32, 'J', '−32 J'),
      part('b', 'El trabajo neto.', 224, 'J', '224 J'),
      part('c', 'La velocidad final del bloque.', 10.58, 'm/s', '10,58 m/s'),
    ],
    () => {
      const friction = 0.25 * (4 * 10 - 40 * 0.6);
      const net = 40 * 0.8 * 8 - friction * 8;
      return [[friction * 8], [net], [Math.sqrt((2 * net) / 4)]];
    },
    'N = 40 − 24 = 16 N, f = 4 N, W_f = −32 J; W_F = 256 J, W_neto = 224 J = ½ · 4 · v² ⇒ v = 10,58 m/s.',
  ),
  numeric(
    7352,
    WORK,
    'Un motor sube un montacargas de 400 kg con velocidad constante hasta una altura de 18 m en 30 s. ¿Qué potencia media desarrolla? Considere g = 10 m/s².',
    { value: 2400, unit: 'W', text: '2400 W' },
    () => (400 * 10 * 18) / 30,
    'W = m g h = 72000 J; P = 72000/30 = 2400 W.',
  ),
  options(
    7353,
    WORK,
    'Un cuerpo de 5 kg que se desliza por un piso horizontal a 6 m/s se detiene por efecto del rozamiento. El trabajo realizado por la fuerza de rozamiento es:',
    ['90 J', '−90 J', '−30 J', '−180 J'],
    1,
    () => [-0.5 * 5 * 6 ** 2],
    'W_f = ΔEc = 0 − ½ · 5 · 36 = −90 J.',
  ),
  numeric(
    7354,
    WORK,
    'Un bloque de 4 kg baja 5 m deslizándose por un plano inclinado 37° respecto de la horizontal. El coeficiente de rozamiento es 0,5. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. Calcular el trabajo neto sobre el bloque.',
    { value: 40, unit: 'J', text: '40 J' },
    () => 4 * 10 * 0.6 * 5 - 0.5 * 4 * 10 * 0.8 * 5,
    'W_P = 40 · 0,6 · 5 = 120 J; N = 32 N, f = 16 N, W_f = −80 J; W_neto = 40 J.',
  ),
];

export const physicsExamWordingMotionWorkProblems: readonly ExamStyleProblem[] = [
  ...verticalThrows,
  ...horizontalThrows,
  ...obliqueThrows,
  ...work,
  ...afterTheFixes,
];
