/**
 * Dynamics exam pages as UTN entrance exams print them (#32, session 24, a new set written before any
 * fix, in our own words): Newton's second law on a level floor and on an incline, with and without
 * friction (μs and μk), a pull at an angle, blocks in contact or tied in a row, a block on a table pulled
 * by a hanging one, a block on an incline tied to a hanging one, Atwood machines, elevators (the scale's
 * or the dynamometer's reading, the cable's tension), springs (Hooke) and weights in kgf and N. Most are
 * pages: a short scene, the data in mixed order and units, then questions in parts where a later part
 * uses an earlier result, or a datum only one part needs. Each key worked out by hand and recomputed by
 * `check`.
 *
 * First measure, before any fix (written without looking at the solvers or the engine's replies):
 * 21/44 right, 21 answered sure, 1 sure and wrong (21042 c: «el carrito de masa duplicada» read with the
 * statement's 12 kg and b)'s 2,5 m/s², F = 30 N stated instead of 120 N). 23 of the 44 are multi-part pages.
 * After the fixes of the same pass (readings in general, with variants and near misses in
 * solvers/dynamics-exam-pages.test.ts): 33/44 right, 0 wrong. Left, most of them parts that carry an
 * earlier part's result («esa misma fuerza», «con la aceleración de b)», «con esa aceleración», «expresá esa
 * lectura en kgf», a part changed in words): 21022 c, 21028 c, 21030 b, 21033 c, 21037 3, 21042 c; pages
 * whose kind is unread: 21029 (three carts whose order is said in words), 21036 (a box on a truck's bed,
 * the largest acceleration), 21038 b–c (a spring in an accelerating elevator), 21039 3 (the largest pull a
 * rope allows), 21041 (whether a block at rest on an incline slides, μe against tg θ, and its friction).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frm-fisica-2025-dinamica',
  'frm-fisica-2024-07-06-t1',
  'frm-fisica-2023-08-05-t2',
  'frt-fisica-cartilla',
];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: SOURCES, matematicas: [], quimica: [] });

const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const SPRINGS = 'mecanica.resortes';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 21009, 21010, 21011). */
const choices: readonly ExamStyleProblem[] = [
  options(
    21000,
    DYNAMICS,
    'Sobre un bloque de 6 kg apoyado en una mesa horizontal sin rozamiento se aplica una fuerza horizontal de 24 N. La aceleración que adquiere el bloque es:',
    ['2 m/s²', '4 m/s²', '6 m/s²', '144 m/s²'],
    1,
    () => [24 / 6],
    'a = F/m = 24/6 = 4 m/s².',
  ),
  options(
    21001,
    DYNAMICS,
    'Un operario tira horizontalmente de una caja de 10 kg con una fuerza de 45 N sobre un piso cuyo coeficiente de rozamiento cinético es 0,25. Considere g = 9,8 m/s². Indique la opción correcta para la aceleración de la caja.',
    ['4,5 m/s²', '2,05 m/s²', '2 m/s²', '1,55 m/s²'],
    1,
    () => [(45 - 0.25 * 10 * 9.8) / 10],
    'Fr = 0,25 · 10 · 9,8 = 24,5 N; a = (45 − 24,5)/10 = 2,05 m/s².',
  ),
  options(
    21002,
    DYNAMICS,
    'Un cuerpo de 3 kg se deja libre sobre un plano inclinado 30° respecto de la horizontal, sin rozamiento. Tomando g = 10 m/s², la aceleración con que desciende es:',
    ['10 m/s²', '8,66 m/s²', '5 m/s²', '2,5 m/s²'],
    2,
    () => [10 * Math.sin(rad(30))],
    'a = g · sen 30° = 10 · 0,5 = 5 m/s² (la masa se cancela).',
  ),
  options(
    21003,
    PULLEYS,
    'En una máquina de Atwood, de los extremos de una cuerda que pasa por una polea ideal cuelgan dos cuerpos de 5 kg y 3 kg. Con g = 10 m/s², la tensión de la cuerda vale:',
    ['37,5 N', '30 N', '50 N', '40 N'],
    0,
    () => {
      const a = ((5 - 3) * 10) / (5 + 3);
      return [3 * (10 + a)];
    },
    'a = (5 − 3) · 10/8 = 2,5 m/s²; T = 3 · (10 + 2,5) = 37,5 N.',
  ),
  options(
    21004,
    PULLEYS,
    'Una persona de 60 kg está parada sobre una balanza dentro de un ascensor que baja frenando con una aceleración de módulo 1,5 m/s². ¿Qué indica la balanza? (g = 9,8 m/s²)',
    ['588 N', '498 N', '678 N', '60 N'],
    2,
    () => [60 * (9.8 + 1.5)],
    'Baja frenando: la aceleración apunta hacia arriba; N = m (g + a) = 60 · 11,3 = 678 N.',
  ),
  options(
    21005,
    SPRINGS,
    'Un resorte tiene una longitud de 20 cm sin carga. Al colgarle un cuerpo de 2 kgf su longitud pasa a ser 25 cm. La constante elástica del resorte es (g = 9,8 m/s²):',
    ['40 N/m', '392 N/m', '0,4 N/m', '80 N/m'],
    1,
    () => [(2 * 9.8) / 0.05],
    'F = 2 kgf = 19,6 N; x = 25 − 20 = 5 cm = 0,05 m; k = 19,6/0,05 = 392 N/m.',
  ),
  options(
    21006,
    DYNAMICS,
    'Dos bloques de 4 kg y 2 kg están en contacto sobre una superficie horizontal sin rozamiento. Se empuja el de 4 kg con una fuerza horizontal de 30 N. La fuerza que el bloque de 4 kg ejerce sobre el de 2 kg es:',
    ['30 N', '20 N', '10 N', '15 N'],
    2,
    () => [2 * (30 / 6)],
    'a = 30/6 = 5 m/s²; sobre el de 2 kg: F = 2 · 5 = 10 N.',
  ),
  options(
    21007,
    PULLEYS,
    'Un bloque de 3 kg apoyado sobre una mesa horizontal sin rozamiento está unido, mediante una cuerda que pasa por una polea en el borde de la mesa, a un cuerpo de 2 kg que cuelga. Considerando g = 10 m/s², la aceleración del sistema es:',
    ['4 m/s²', '6,67 m/s²', '10 m/s²', '2 m/s²'],
    0,
    () => [(2 * 10) / (3 + 2)],
    'a = m₂ g/(m₁ + m₂) = 20/5 = 4 m/s².',
  ),
  options(
    21008,
    DYNAMICS,
    'Un cajón de 50 kg está en reposo sobre un piso horizontal. Los coeficientes de rozamiento son μe = 0,4 y μc = 0,3. La mínima fuerza horizontal necesaria para ponerlo en movimiento es (g = 10 m/s²):',
    ['150 N', '200 N', '500 N', '350 N'],
    1,
    () => [0.4 * 50 * 10],
    'F mín = μe · m · g = 0,4 · 50 · 10 = 200 N.',
  ),
  options(
    21009,
    DYNAMICS,
    'Sobre un cuerpo de 8 kg actúa una fuerza neta de 20 kgf. Si g = 9,8 m/s², la aceleración del cuerpo es:',
    ['2,5 m/s²', '20 m/s²', '160 m/s²', '0,4 m/s²'],
    4,
    () => [(20 * 9.8) / 8],
    'F = 20 kgf = 196 N; a = 196/8 = 24,5 m/s²: ninguna de las opciones.',
  ),
  options(
    21010,
    DYNAMICS,
    'Un bloque desliza hacia abajo por un plano inclinado 37° con coeficiente de rozamiento cinético 0,2. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8. La aceleración del bloque es:',
    ['6 m/s²', '7,6 m/s²', '4 m/s²', '1,6 m/s²'],
    4,
    () => [10 * (0.6 - 0.2 * 0.8)],
    'a = g (sen 37° − μ cos 37°) = 10 · (0,6 − 0,16) = 4,4 m/s²: ninguna de las opciones.',
  ),
  options(
    21011,
    PULLEYS,
    'La cabina de un ascensor, de 800 kg con su carga, sube con velocidad constante de 2 m/s. Con g = 10 m/s², la tensión del cable es:',
    ['9600 N', '6400 N', '1600 N', '800 N'],
    4,
    () => [800 * 10],
    'Velocidad constante: T = m g = 8000 N: ninguna de las opciones.',
  ),
];

/** One answer each. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    21012,
    DYNAMICS,
    'Un auto de 1.200 kg que circula a 72 km/h frena uniformemente y se detiene en 40 m. Calcule el módulo de la fuerza de frenado.',
    key(6000, 'N', 'F = 6000 N'),
    () => 1200 * (20 ** 2 / (2 * 40)),
    '72 km/h = 20 m/s; a = v²/(2d) = 400/80 = 5 m/s²; F = 1200 · 5 = 6000 N.',
  ),
  numeric(
    21013,
    DYNAMICS,
    'Un libro está a punto de deslizar sobre una tabla cuando ésta forma un ángulo de 25° con la horizontal. ¿Cuál es el coeficiente de rozamiento estático entre el libro y la tabla?',
    key(0.466, '', 'μe ≈ 0,47'),
    () => Math.tan(rad(25)),
    'A punto de deslizar: μe = tg 25° ≈ 0,466.',
  ),
  numeric(
    21014,
    SPRINGS,
    'Un resorte de constante 250 N/m se estira 8 cm. ¿Qué fuerza, expresada en kgf, se le está aplicando? (g = 9,8 m/s²)',
    key(2.04, 'kgf', 'F ≈ 2,04 kgf'),
    () => (250 * 0.08) / 9.8,
    'F = k x = 250 · 0,08 = 20 N = 20/9,8 ≈ 2,04 kgf.',
  ),
  numeric(
    21015,
    PULLEYS,
    'Una grúa levanta un contenedor de 2 t con una aceleración hacia arriba de 0,5 m/s². Considere g = 9,8 m/s². Determine la tensión del cable.',
    key(20600, 'N', 'T = 20 600 N'),
    () => 2000 * (9.8 + 0.5),
    'T = m (g + a) = 2000 · 10,3 = 20 600 N.',
  ),
  numeric(
    21016,
    PULLEYS,
    'Dos cajas de 3 kg y 5 kg, unidas por una cuerda horizontal, son arrastradas sobre un piso horizontal por una fuerza de 40 N aplicada a la de 5 kg. El coeficiente de rozamiento cinético con el piso es 0,2 para ambas. Hallar la tensión de la cuerda que las une (g = 10 m/s²).',
    key(15, 'N', 'T = 15 N'),
    () => {
      const a = (40 - 0.2 * 8 * 10) / 8;
      return 3 * a + 0.2 * 3 * 10;
    },
    'a = (40 − 0,2 · 80)/8 = 3 m/s²; T = 3 · 3 + 0,2 · 30 = 15 N.',
  ),
  numeric(
    21017,
    PULLEYS,
    'De una polea fija y sin rozamiento cuelgan, atados a los extremos de un hilo, dos cuerpos de 300 g y 200 g. Calculá la aceleración con que se mueven (g = 9,8 m/s²).',
    key(1.96, 'm/s²', 'a = 1,96 m/s²'),
    () => ((0.3 - 0.2) * 9.8) / 0.5,
    'a = (0,3 − 0,2) · 9,8/0,5 = 1,96 m/s².',
  ),
  numeric(
    21018,
    DYNAMICS,
    'Una fuerza neta constante de 45 N hace que un cuerpo pase de 2 m/s a 8 m/s en 4 s. ¿Cuál es la masa del cuerpo?',
    key(30, 'kg', 'm = 30 kg'),
    () => 45 / ((8 - 2) / 4),
    'a = (8 − 2)/4 = 1,5 m/s²; m = F/a = 45/1,5 = 30 kg.',
  ),
  numeric(
    21019,
    DYNAMICS,
    '¿Qué fuerza horizontal hay que aplicar a un cajón de 40 kg para que se deslice con velocidad constante sobre un piso cuyo coeficiente de rozamiento cinético es 0,35? (g = 9,8 m/s²)',
    key(137.2, 'N', 'F = 137,2 N'),
    () => 0.35 * 40 * 9.8,
    'Velocidad constante: F = μc m g = 0,35 · 40 · 9,8 = 137,2 N.',
  ),
  numeric(
    21043,
    PULLEYS,
    'Un paquete de 500 g cuelga de un dinamómetro sujeto al techo de un ascensor. Mientras el ascensor se mueve, el dinamómetro marca 4 N. ¿Cuál es el módulo de la aceleración del ascensor? (g = 10 m/s²)',
    key(2, 'm/s²', 'a = 2 m/s²'),
    () => (0.5 * 10 - 4) / 0.5,
    'P = 5 N > 4 N: la aceleración apunta hacia abajo, a = (5 − 4)/0,5 = 2 m/s².',
  ),
];

/** In parts, a later part often using an earlier result. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    21020,
    DYNAMICS,
    'Se tira de un bloque de 5 kg apoyado sobre un piso horizontal mediante una soga que forma 37° por encima de la horizontal, con una fuerza de 50 N. El coeficiente de rozamiento cinético es 0,2. Datos: g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8. Calcular:',
    [
      part('a', 'La fuerza normal que ejerce el piso.', 20, 'N', 'N = 20 N'),
      part('b', 'La fuerza de rozamiento.', 4, 'N', 'Fr = 4 N'),
      part('c', 'La aceleración del bloque.', 7.2, 'm/s²', 'a = 7,2 m/s²'),
    ],
    () => {
      const normal = 5 * 10 - 50 * 0.6;
      return [[normal], [0.2 * normal], [(50 * 0.8 - 0.2 * normal) / 5]];
    },
    'N = 50 − 50 · 0,6 = 20 N; Fr = 0,2 · 20 = 4 N; a = (40 − 4)/5 = 7,2 m/s².',
  ),
  parts(
    21021,
    DYNAMICS,
    'Un bloque de 10 kg se suelta desde el reposo sobre un plano inclinado 30°. El coeficiente de rozamiento cinético entre el bloque y el plano es 0,2. Considere g = 9,8 m/s². Determine:',
    [
      part('a', 'La fuerza de rozamiento que actúa sobre el bloque.', 16.97, 'N', 'Fr ≈ 16,97 N'),
      part('b', 'La aceleración del bloque.', 3.2, 'm/s²', 'a ≈ 3,20 m/s²'),
      part('c', 'Su velocidad después de recorrer 4 m sobre el plano.', 5.06, 'm/s', 'v ≈ 5,06 m/s'),
    ],
    () => {
      const friction = 0.2 * 10 * 9.8 * Math.cos(rad(30));
      const a = 9.8 * Math.sin(rad(30)) - friction / 10;
      return [[friction], [a], [Math.sqrt(2 * a * 4)]];
    },
    'Fr = 0,2 · 98 · cos 30° ≈ 16,97 N; a = 4,9 − 1,697 ≈ 3,20 m/s²; v = √(2 · 3,20 · 4) ≈ 5,06 m/s.',
  ),
  parts(
    21022,
    DYNAMICS,
    'Dos bloques, A de 6 kg y B de 4 kg, están apoyados uno junto al otro sobre una superficie horizontal lisa. Una fuerza horizontal de 50 N empuja al bloque A contra el B.',
    [
      part('a', '¿Cuál es la aceleración del conjunto?', 5, 'm/s²', 'a = 5 m/s²'),
      part('b', '¿Qué fuerza ejerce A sobre B?', 20, 'N', 'F = 20 N'),
      part(
        'c',
        'Si la misma fuerza se aplicara del otro lado, empujando a B contra A, ¿cuánto valdría la fuerza de contacto?',
        30,
        'N',
        'F = 30 N',
      ),
    ],
    () => [[50 / 10], [4 * 5], [6 * 5]],
    'a = 50/10 = 5 m/s²; F_AB = 4 · 5 = 20 N; empujando a B: F = 6 · 5 = 30 N.',
  ),
  parts(
    21023,
    PULLEYS,
    'Una máquina de Atwood tiene colgados un cuerpo de 4 kg y otro de 6 kg, que parten del reposo. Usá g = 9,8 m/s².',
    [
      part('a', 'Calculá la aceleración de los cuerpos.', 1.96, 'm/s²', 'a = 1,96 m/s²'),
      part('b', 'Calculá la tensión de la cuerda.', 47.04, 'N', 'T = 47,04 N'),
      part('c', '¿Cuánto desciende el cuerpo de 6 kg en los primeros 2 s?', 3.92, 'm', 'd = 3,92 m'),
    ],
    () => {
      const a = (2 * 9.8) / 10;
      return [[a], [4 * (9.8 + a)], [0.5 * a * 2 ** 2]];
    },
    'a = 2 · 9,8/10 = 1,96 m/s²; T = 4 · (9,8 + 1,96) = 47,04 N; d = ½ · 1,96 · 4 = 3,92 m.',
  ),
  parts(
    21024,
    PULLEYS,
    'Un bloque de 8 kg está sobre una mesa horizontal, con coeficiente de rozamiento cinético 0,25, y se une con una cuerda que pasa por una polea ideal a un cuerpo de 4 kg que cuelga. El sistema parte del reposo y se observa durante 1,5 s. (g = 10 m/s²)',
    [
      part('a', 'Hallar la aceleración del sistema.', 1.667, 'm/s²', 'a ≈ 1,67 m/s²'),
      part('b', 'Hallar la tensión de la cuerda.', 33.33, 'N', 'T ≈ 33,33 N'),
      part('c', 'Hallar la velocidad del bloque al cabo de ese tiempo.', 2.5, 'm/s', 'v = 2,5 m/s'),
    ],
    () => {
      const a = (4 * 10 - 0.25 * 8 * 10) / 12;
      return [[a], [4 * (10 - a)], [a * 1.5]];
    },
    'a = (40 − 20)/12 ≈ 1,67 m/s²; T = 4 · (10 − 1,67) ≈ 33,33 N; v = 1,67 · 1,5 = 2,5 m/s.',
  ),
  parts(
    21025,
    PULLEYS,
    'Una persona de 70 kg se pesa en una balanza de baño colocada en el piso de un ascensor. Considere g = 9,8 m/s². ¿Qué indica la balanza, en N, cuando el ascensor:',
    [
      part('a', 'sube acelerando a razón de 2 m/s²?', 826, 'N', '826 N'),
      part('b', 'sube con velocidad constante?', 686, 'N', '686 N'),
      part('c', 'baja acelerando a razón de 2 m/s²?', 546, 'N', '546 N'),
    ],
    () => [[70 * 11.8], [70 * 9.8], [70 * 7.8]],
    'N = m (g + a): 70 · 11,8 = 826 N; 70 · 9,8 = 686 N; 70 · 7,8 = 546 N.',
  ),
  parts(
    21026,
    PULLEYS,
    'Un montacargas de 500 kg (con su carga) parte del reposo hacia arriba y alcanza 3 m/s en 2 s con aceleración constante; sigue subiendo y luego frena uniformemente hasta detenerse en 3 s. Tome g = 10 m/s².',
    [
      part('a', '¿Cuál es la tensión del cable durante el arranque?', 5750, 'N', 'T = 5750 N'),
      part('b', '¿Cuál es la tensión del cable durante el frenado?', 4500, 'N', 'T = 4500 N'),
    ],
    () => [[500 * (10 + 3 / 2)], [500 * (10 - 3 / 3)]],
    'Arranque: a = 1,5 m/s², T = 500 · 11,5 = 5750 N; frenado: a = −1 m/s², T = 500 · 9 = 4500 N.',
  ),
  parts(
    21027,
    SPRINGS,
    'De un resorte vertical se cuelga una pesa de 500 g y el resorte se alarga 4 cm. Considere g = 10 m/s².',
    [
      part('a', 'Determine la constante elástica del resorte.', 125, 'N/m', 'k = 125 N/m'),
      part('b', '¿Cuánto se alarga si se cuelga, en cambio, una pesa de 1,2 kg?', 9.6, 'cm', 'x = 9,6 cm'),
      part('c', '¿Qué masa hay que colgarle para que se alargue 10 cm?', 1.25, 'kg', 'm = 1,25 kg'),
    ],
    () => {
      const k = (0.5 * 10) / 0.04;
      return [[k], [((1.2 * 10) / k) * 100], [(k * 0.1) / 10]];
    },
    'k = 5/0,04 = 125 N/m; x = 12/125 = 0,096 m = 9,6 cm; m = 125 · 0,1/10 = 1,25 kg.',
  ),
  parts(
    21028,
    DYNAMICS,
    'Un cajón de 20 kg se sube por una rampa inclinada 37° tirando de él con una cuerda paralela a la rampa. El coeficiente de rozamiento cinético es 0,25. Datos: sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s². Se pide:',
    [
      part(
        'a',
        'La fuerza que debe hacer la cuerda para que suba con velocidad constante.',
        160,
        'N',
        'F = 160 N',
      ),
      part('b', 'La aceleración del cajón si la cuerda tira con 200 N.', 2, 'm/s²', 'a = 2 m/s²'),
      part(
        'c',
        'Con la aceleración de b), la distancia que recorre en 3 s partiendo del reposo.',
        9,
        'm',
        'd = 9 m',
      ),
    ],
    () => {
      const f = 20 * 10 * 0.6 + 0.25 * 20 * 10 * 0.8;
      const a = (200 - f) / 20;
      return [[f], [a], [0.5 * a * 9]];
    },
    'F = 120 + 40 = 160 N; a = (200 − 160)/20 = 2 m/s²; d = ½ · 2 · 9 = 9 m.',
  ),
  parts(
    21029,
    PULLEYS,
    'Tres carritos de 2 kg, 3 kg y 5 kg, unidos en fila por cuerdas livianas, se mueven sobre una vía horizontal sin rozamiento. Se tira del de 5 kg, que va adelante, con una fuerza horizontal de 50 N; detrás va el de 3 kg y al final el de 2 kg.',
    [
      part('a', 'Calcule la aceleración del conjunto.', 5, 'm/s²', 'a = 5 m/s²'),
      part(
        'b',
        'Calcule la tensión de la cuerda entre el carrito de 5 kg y el de 3 kg.',
        25,
        'N',
        'T = 25 N',
      ),
      part(
        'c',
        'Calcule la tensión de la cuerda entre el carrito de 3 kg y el de 2 kg.',
        10,
        'N',
        'T = 10 N',
      ),
    ],
    () => [[50 / 10], [(2 + 3) * 5], [2 * 5]],
    'a = 50/10 = 5 m/s²; T₁ = (3 + 2) · 5 = 25 N; T₂ = 2 · 5 = 10 N.',
  ),
  parts(
    21030,
    DYNAMICS,
    'Un cajón de 30 kg está en reposo sobre el piso de un depósito. Los coeficientes de rozamiento estático y cinético son 0,5 y 0,4. Considere g = 9,8 m/s².',
    [
      part(
        'a',
        '¿Qué fuerza horizontal mínima hay que aplicar para que empiece a moverse?',
        147,
        'N',
        'F = 147 N',
      ),
      part(
        'b',
        'Si, una vez en movimiento, se sigue aplicando esa misma fuerza, ¿qué aceleración adquiere?',
        0.98,
        'm/s²',
        'a = 0,98 m/s²',
      ),
      part(
        'c',
        'Si con el cajón en reposo se lo empuja con 100 N, ¿cuánto vale la fuerza de rozamiento?',
        100,
        'N',
        'Fr = 100 N',
      ),
    ],
    () => [[0.5 * 30 * 9.8], [(0.5 * 30 * 9.8 - 0.4 * 30 * 9.8) / 30], [100]],
    'F = 0,5 · 294 = 147 N; a = (147 − 117,6)/30 = 0,98 m/s²; con 100 N < 147 N no se mueve: Fr = 100 N.',
  ),
  parts(
    21031,
    DYNAMICS,
    'Un camión de 8 t parte del reposo por una ruta horizontal impulsado por una fuerza neta constante de 12.000 N.',
    [
      part('a', 'Hallar la aceleración del camión.', 1.5, 'm/s²', 'a = 1,5 m/s²'),
      part('b', 'Hallar su velocidad a los 10 s, expresada en km/h.', 54, 'km/h', 'v = 54 km/h'),
      part('c', 'Hallar la distancia recorrida en esos 10 s.', 75, 'm', 'd = 75 m'),
    ],
    () => [[12000 / 8000], [1.5 * 10 * 3.6], [0.5 * 1.5 * 100]],
    'a = 12 000/8000 = 1,5 m/s²; v = 15 m/s = 54 km/h; d = ½ · 1,5 · 100 = 75 m.',
  ),
  parts(
    21032,
    DYNAMICS,
    'Un cuerpo pesa 50 kgf en la Tierra. Considere g = 9,8 m/s². Se pide:',
    [
      part('a', 'su masa;', 50, 'kg', 'm = 50 kg'),
      part('b', 'su peso expresado en newtons;', 490, 'N', 'P = 490 N'),
      part(
        'c',
        'la aceleración que adquiere si sobre él actúa una fuerza neta de 25 kgf.',
        4.9,
        'm/s²',
        'a = 4,9 m/s²',
      ),
    ],
    () => [[50], [50 * 9.8], [(25 * 9.8) / 50]],
    'm = 50 kg; P = 50 · 9,8 = 490 N; F = 25 kgf = 245 N, a = 245/50 = 4,9 m/s².',
  ),
  parts(
    21033,
    PULLEYS,
    'Un ascensor baja a 4 m/s y frena uniformemente hasta detenerse en 2 m. Del techo de la cabina cuelga un dinamómetro que sostiene un paquete de 10 kg. (g = 10 m/s²)',
    [
      part('a', '¿Cuál es el módulo de la aceleración durante el frenado?', 4, 'm/s²', 'a = 4 m/s²'),
      part('b', '¿Qué marca el dinamómetro durante el frenado, en N?', 140, 'N', '140 N'),
      part('c', 'Expresá esa lectura en kgf.', 14, 'kgf', '14 kgf'),
    ],
    () => {
      const a = 4 ** 2 / (2 * 2);
      return [[a], [10 * (10 + a)], [(10 * (10 + a)) / 10]];
    },
    'a = 16/4 = 4 m/s² hacia arriba (baja frenando); T = 10 · 14 = 140 N = 14 kgf.',
  ),
  parts(
    21034,
    DYNAMICS,
    'Se lanza un bloque de 2 kg hacia arriba por un plano inclinado 30° sin rozamiento, con una velocidad inicial de 6 m/s. Considere g = 10 m/s².',
    [
      part('a', 'Determine el módulo de la aceleración del bloque mientras sube.', 5, 'm/s²', 'a = 5 m/s²'),
      part('b', 'Determine la distancia que recorre sobre el plano hasta detenerse.', 3.6, 'm', 'd = 3,6 m'),
      part('c', 'Determine el tiempo que tarda en detenerse.', 1.2, 's', 't = 1,2 s'),
    ],
    () => [[10 * 0.5], [36 / (2 * 5)], [6 / 5]],
    'a = g sen 30° = 5 m/s²; d = 36/10 = 3,6 m; t = 6/5 = 1,2 s.',
  ),
  parts(
    21035,
    PULLEYS,
    'Un bloque de 5 kg apoyado sobre un plano inclinado 30° sin rozamiento está unido por una cuerda, que pasa por una polea en lo alto del plano, a un cuerpo de 4 kg que cuelga verticalmente. (g = 10 m/s²)',
    [
      part('a', 'Calcular la aceleración del sistema.', 1.667, 'm/s²', 'a ≈ 1,67 m/s²'),
      part('b', 'Calcular la tensión de la cuerda.', 33.33, 'N', 'T ≈ 33,33 N'),
    ],
    () => {
      const a = (4 * 10 - 5 * 10 * 0.5) / 9;
      return [[a], [4 * (10 - a)]];
    },
    'a = (40 − 25)/9 ≈ 1,67 m/s²; T = 4 · (10 − 1,67) ≈ 33,33 N.',
  ),
  parts(
    21042,
    DYNAMICS,
    'Una fuerza horizontal de 60 N actúa sobre un carrito de 12 kg que se mueve sin rozamiento.',
    [
      part('a', '¿Qué aceleración adquiere el carrito?', 5, 'm/s²', 'a = 5 m/s²'),
      part(
        'b',
        'Si ahora la masa se duplica y la fuerza es la misma, ¿qué aceleración adquiere?',
        2.5,
        'm/s²',
        'a = 2,5 m/s²',
      ),
      part(
        'c',
        '¿Qué fuerza haría falta para que el carrito de masa duplicada tenga la aceleración de a)?',
        120,
        'N',
        'F = 120 N',
      ),
    ],
    () => [[60 / 12], [60 / 24], [24 * 5]],
    'a = 60/12 = 5 m/s²; con 24 kg: a = 2,5 m/s²; F = 24 · 5 = 120 N.',
  ),
];

/** Open statements with their questions on the page. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    21036,
    DYNAMICS,
    'Un camión de 5.000 kg transporta sobre su caja un cajón de 200 kg, sin atar. El coeficiente de rozamiento estático entre el cajón y la caja del camión es 0,4 (g = 10 m/s²). El camión arranca desde el reposo.\na) ¿Cuál es la máxima aceleración que puede tener el camión sin que el cajón deslice?\nb) ¿Qué fuerza neta debe actuar sobre el camión con su carga para tener esa aceleración?\nc) Con esa aceleración, ¿cuánto tarda en alcanzar 72 km/h?',
    'a) 4 m/s²; b) 20 800 N; c) 5 s',
    () => [0.4 * 10, 5200 * 0.4 * 10, 20 / (0.4 * 10)],
    'a máx = μe g = 4 m/s²; F = 5200 · 4 = 20 800 N; 72 km/h = 20 m/s, t = 20/4 = 5 s.',
  ),
  page(
    'fisica',
    21037,
    DYNAMICS,
    'En un taller, un mecánico arrastra un motor de 150 kg por el piso horizontal tirando de una soga horizontal. El coeficiente de rozamiento cinético entre el motor y el piso es 0,3. Considere g = 9,8 m/s². Se pide:\n- la fuerza con que debe tirar para arrastrarlo con velocidad constante;\n- la aceleración del motor si tira con 600 N;\n- la velocidad que alcanza, partiendo del reposo, tras recorrer 2 m con esa aceleración.',
    '441 N; 1,06 m/s²; 2,06 m/s',
    () => {
      const a = (600 - 0.3 * 150 * 9.8) / 150;
      return [0.3 * 150 * 9.8, a, Math.sqrt(2 * a * 2)];
    },
    'F = 0,3 · 150 · 9,8 = 441 N; a = (600 − 441)/150 = 1,06 m/s²; v = √(2 · 1,06 · 2) ≈ 2,06 m/s.',
  ),
  page(
    'fisica',
    21038,
    SPRINGS,
    'En un laboratorio instalado dentro de un ascensor, un bloque de 2 kg cuelga de un resorte de constante 400 N/m sujeto al techo (g = 10 m/s²). Calcule el alargamiento del resorte, en cm: a) con el ascensor en reposo; b) cuando sube acelerando a 2 m/s²; c) cuando baja acelerando a 2 m/s².',
    'a) 5 cm; b) 6 cm; c) 4 cm',
    () => [((2 * 10) / 400) * 100, ((2 * 12) / 400) * 100, ((2 * 8) / 400) * 100],
    'x = m (g ± a)/k: 20/400 = 0,05 m = 5 cm; 24/400 = 6 cm; 16/400 = 4 cm.',
  ),
  page(
    'fisica',
    21039,
    PULLEYS,
    'Dos bloques, de 2 kg y 3 kg, cuelgan uno debajo del otro unidos por una cuerda liviana; el de 2 kg está arriba y de él tira hacia arriba otra cuerda con una fuerza de 80 N. Tome g = 10 m/s².\n1. Halle la aceleración del sistema.\n2. Halle la tensión de la cuerda que une los bloques.\n3. Si la cuerda que une los bloques resiste como máximo 60 N, ¿cuál es la mayor fuerza con que se puede tirar hacia arriba?',
    '1. 6 m/s²; 2. 48 N; 3. 100 N',
    () => {
      const a = (80 - 5 * 10) / 5;
      const aMax = 60 / 3 - 10;
      return [a, 3 * (10 + a), 5 * (10 + aMax)];
    },
    'a = (80 − 50)/5 = 6 m/s²; T = 3 · 16 = 48 N; T máx = 60 N ⇒ a = 10 m/s², F = 5 · 20 = 100 N.',
  ),
  page(
    'fisica',
    21040,
    DYNAMICS,
    'Un cuerpo de 4 kg está en reposo sobre una superficie horizontal sin rozamiento. En un instante se le aplican dos fuerzas horizontales perpendiculares entre sí: 12 N hacia el este y 5 N hacia el norte. Determine: a) el módulo de la fuerza resultante; b) la aceleración del cuerpo; c) su rapidez a los 4 s.',
    'a) 13 N; b) 3,25 m/s²; c) 13 m/s',
    () => [Math.hypot(12, 5), Math.hypot(12, 5) / 4, (Math.hypot(12, 5) / 4) * 4],
    'R = √(144 + 25) = 13 N; a = 13/4 = 3,25 m/s²; v = 3,25 · 4 = 13 m/s.',
  ),
  page(
    'fisica',
    21041,
    DYNAMICS,
    'Un bloque de 3 kg está apoyado sobre un plano inclinado 37°. Los coeficientes de rozamiento son μe = 0,8 y μc = 0,5. Datos: sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s².\na) Si se lo deja en reposo, ¿desliza? ¿Cuánto vale la fuerza de rozamiento?\nb) Si se le da un pequeño empujón hacia abajo y se lo suelta, ¿con qué aceleración baja?\nc) ¿Cuánto vale la fuerza de rozamiento mientras baja?',
    'a) no desliza, Fr = 18 N; b) 2 m/s²; c) 12 N',
    () => [3 * 10 * 0.6, 10 * (0.6 - 0.5 * 0.8), 0.5 * 3 * 10 * 0.8],
    'tg 37° = 0,75 < 0,8: no desliza, Fr = m g sen 37° = 18 N; a = 10 · (0,6 − 0,4) = 2 m/s²; Fr = 0,5 · 24 = 12 N.',
  ),
];

export const physicsExamPagesDynamicsProblems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
