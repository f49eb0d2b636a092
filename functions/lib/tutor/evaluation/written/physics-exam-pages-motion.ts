/**
 * Kinematics exam PAGES as UTN entrance exams and the Seminario booklets print them (#32, session 24),
 * written in our own words before the engine was run on them: a short scene (a truck and a car leaving
 * two cities at clock times, a patrol car chasing, a bus in stages, a ball from a roof, a sandbag from a
 * rising balloon, a marble off a table, a body whose position or velocity is given as an equation) and
 * then several questions, a) b) c) or «Se pide:», where a later part uses an earlier result or a datum
 * only one part needs. Five-option items (three keyed «Ninguna de las anteriores») and single questions
 * fill the rest. Each key worked out by hand and recomputed by `check`.
 *
 * First measure, before any fix (engine at 9d7d3552): 28/46 right, 0 sure-wrong, 25 sure. The 18 missed:
 * stages pages (21102 bus, 21114 elevator, 21122 cyclist), braking pages (21108 reaction time, 21109
 * starting, 21124 braking and «al doble de velocidad», 21157), position/velocity equations (21106, 21107,
 * 21117, 21138, 21156), a chase's third part (21101), a vertical throw's four parts (21113), a balcony
 * fall in parts (21111), two cars apart at a clock time (21123), a tower's height from the flight time
 * (21140), a train across a bridge (21150).
 * After this pass's fixes: 43/46, 0 sure-wrong (41 before the motion told in words and a changed launch speed). Fixed in the solvers: a tower's height from a throw up
 * (was stated sure as «h = -40 m» when asked alone), «luz verde», «se cae», «deteniéndose», a bridge «de
 * longitud», an obstacle's distance in a reaction-and-braking page, x(t)/v(t) equations (new
 * position-equation.ts), start–cruise–stop stages told by the stop's time or distance, one leg of a trip,
 * a fall's height at an instant, the height at an instant from the flight time, a braking at another
 * speed with the same deceleration, two cars apart at a clock time, a chase counted from the chaser's
 * pass in m/s and s, the same motion told in words (x₀, v₀, a and their senses), a throw's launch speed
 * changed («si se duplicara»: 180 m, where the unchanged 45 m was stated sure). Left: 21101 c) (the chaser's
 * speed to catch at 400 m, no reading), 21106 c) and 21123 b) («en ese instante / momento» after a part
 * whose time is a result, not in its words: the parts machinery).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { GRAVITY } from '../../../science/constants.ts';
import { halfPercent, onThePage, type Part, writtenSet } from './builders.ts';

const SOURCES = [
  'frm-fisica-2024-07-06-t1',
  'frm-fisica-2023-08-05-t2',
  'frt-fisica-cartilla',
  'frvm-fisica-u1-2025',
];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const { numeric, options, part, parts } = physics;
const page = onThePage({ fisica: SOURCES, matematicas: [], quimica: [] });

const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';

/** The statements that give g = 10 m/s²; those that give 9,8 use the kernel's value. */
const G = 10;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
/** A clock time part, keyed by its hour and minutes. */
const clock = (label: Part['label'], prompt: string, text: string): Part => ({
  label,
  prompt,
  answer: { kind: 'expression', text },
});

const pages: readonly ExamStyleProblem[] = [
  parts(
    21100,
    MEET,
    'A las 7:30 sale de la ciudad A hacia la ciudad B, distante 300 km por una ruta recta, un camión con velocidad constante de 60 km/h. A las 8:00 parte de B hacia A un auto que mantiene 90 km/h.',
    [
      clock('a', '¿A qué hora se cruzan?', '9:48 h'),
      part('b', '¿A qué distancia de A se produce el cruce?', 138, 'km', '138 km'),
      part('c', '¿Qué distancia recorrió el auto hasta ese momento?', 162, 'km', '162 km'),
    ],
    () => [
      [8 + Math.floor(270 / 150), Math.round(((270 / 150) % 1) * 60)],
      [30 + 60 * (270 / 150)],
      [90 * (270 / 150)],
    ],
    'A las 8:00 el camión hizo 30 km; faltan 270 km que se cierran a 150 km/h: 1,8 h = 1 h 48 min → 9:48. x = 30 + 60 · 1,8 = 138 km de A; el auto recorrió 90 · 1,8 = 162 km.',
  ),
  parts(
    21101,
    MEET,
    'Un auto pasa por la cabina de un peaje con velocidad constante de 72 km/h. Diez segundos después pasa por la misma cabina, en el mismo sentido, una moto que va a 30 m/s constantes.',
    [
      part(
        'a',
        '¿Cuánto tiempo tarda la moto, desde que pasa por el peaje, en alcanzar al auto?',
        20,
        's',
        '20 s',
      ),
      part('b', '¿A qué distancia del peaje lo alcanza?', 600, 'm', '600 m'),
      part(
        'c',
        '¿Qué velocidad constante debería llevar la moto para alcanzarlo a 400 m del peaje?',
        40,
        'm/s',
        '40 m/s',
      ),
    ],
    () => [[(20 * 10) / (30 - 20)], [30 * 20], [400 / (400 / 20 - 10)]],
    '72 km/h = 20 m/s; ventaja 20 · 10 = 200 m que se descuentan a 10 m/s: 20 s; x = 30 · 20 = 600 m. El auto llega a 400 m a los 20 s de pasar; la moto tiene 10 s: v = 400 / 10 = 40 m/s.',
  ),
  page(
    'fisica',
    21102,
    KIN,
    'Un colectivo parte del reposo desde una parada con aceleración constante de 1,5 m/s² durante 12 s; luego mantiene la velocidad alcanzada durante 40 s y finalmente frena uniformemente, deteniéndose en 30 m. a) ¿Qué velocidad máxima alcanza, en km/h? b) ¿Qué distancia recorre en total? c) ¿Cuál es el módulo de la aceleración de frenado?',
    'a) 64,8 km/h; b) 858 m; c) 5,4 m/s²',
    () => [1.5 * 12 * 3.6, 0.5 * 1.5 * 144 + 18 * 40 + 30, 18 ** 2 / (2 * 30)],
    'v = 1,5 · 12 = 18 m/s = 64,8 km/h; d = 108 + 720 + 30 = 858 m; a = 18² / (2 · 30) = 5,4 m/s².',
  ),
  parts(
    21103,
    KIN,
    'Desde la terraza de un edificio de 25 m de altura se lanza verticalmente hacia arriba una pelota con una velocidad de 20 m/s. Considere g = 10 m/s² y desprecie el rozamiento con el aire. Se pide:',
    [
      part('a', 'la altura máxima que alcanza la pelota, medida desde el suelo;', 45, 'm', '45 m'),
      part('b', 'el tiempo que tarda en llegar al suelo;', 5, 's', '5 s'),
      part('c', 'la velocidad con que llega al suelo.', 30, 'm/s', '30 m/s'),
    ],
    () => [[25 + 20 ** 2 / (2 * G)], [(20 + Math.sqrt(400 + 2 * G * 25)) / G], [Math.sqrt(400 + 2 * G * 25)]],
    'h = 25 + 20² / 20 = 45 m; 25 + 20t − 5t² = 0 ⇒ t = 5 s; v = 20 − 10 · 5 = −30 m/s: llega a 30 m/s.',
  ),
  parts(
    21104,
    KIN,
    'Un globo aerostático asciende verticalmente con velocidad constante de 5 m/s. Cuando se encuentra a 30 m del suelo, su tripulante suelta una bolsa de arena. (g = 10 m/s²)',
    [
      part('a', '¿Cuánto tarda la bolsa en llegar al suelo?', 3, 's', '3 s'),
      part('b', '¿Con qué velocidad llega al suelo?', 25, 'm/s', '25 m/s'),
      part(
        'c',
        '¿Cuál es la altura máxima, respecto del suelo, que alcanza la bolsa?',
        31.25,
        'm',
        '31,25 m',
      ),
    ],
    () => [[(5 + Math.sqrt(25 + 2 * G * 30)) / G], [Math.sqrt(25 + 2 * G * 30)], [30 + 25 / (2 * G)]],
    'La bolsa sale con 5 m/s hacia arriba: 30 + 5t − 5t² = 0 ⇒ t = 3 s; v = 5 − 30 = −25 m/s; h = 30 + 5² / 20 = 31,25 m.',
  ),
  parts(
    21105,
    KIN,
    'Una bolita rueda sobre una mesa horizontal de 1,25 m de altura y abandona el borde con una velocidad de 3 m/s. Tomá g = 10 m/s².',
    [
      part('a', '¿Cuánto tarda en llegar al piso?', 0.5, 's', '0,5 s'),
      part('b', '¿A qué distancia horizontal del borde de la mesa toca el piso?', 1.5, 'm', '1,5 m'),
      part('c', '¿Con qué rapidez llega al piso?', Math.sqrt(34), 'm/s', '5,83 m/s'),
    ],
    () => [[Math.sqrt((2 * 1.25) / G)], [3 * 0.5], [Math.hypot(3, G * 0.5)]],
    't = √(2 · 1,25 / 10) = 0,5 s; x = 3 · 0,5 = 1,5 m; v_y = 5 m/s, v = √(9 + 25) ≈ 5,83 m/s.',
  ),
  page(
    'fisica',
    21106,
    KIN,
    'La posición de un móvil que se desplaza sobre una recta está dada por x(t) = 10 + 4t − t², con x en metros y t en segundos. a) Indique su velocidad inicial y su aceleración. b) ¿En qué instante se detiene? c) ¿Cuál es su posición en ese instante?',
    'a) v₀ = 4 m/s, a = −2 m/s²; b) 2 s; c) 14 m',
    () => [4, -2, 2, 10 + 4 * 2 - 2 ** 2],
    'x = x₀ + v₀t + ½at²: v₀ = 4 m/s, ½a = −1 ⇒ a = −2 m/s²; v = 4 − 2t = 0 ⇒ t = 2 s; x(2) = 10 + 8 − 4 = 14 m.',
  ),
  parts(
    21107,
    KIN,
    'En t = 0 un móvil se encuentra 5 m a la derecha del origen, moviéndose hacia la derecha a 3 m/s, con una aceleración constante de 2 m/s² en el mismo sentido. Determine:',
    [
      part('a', 'su posición a los 4 s;', 33, 'm', '33 m'),
      part('b', 'su velocidad en ese instante;', 11, 'm/s', '11 m/s'),
      part('c', 'la distancia que recorrió en esos 4 s.', 28, 'm', '28 m'),
    ],
    () => [[5 + 3 * 4 + 0.5 * 2 * 16], [3 + 2 * 4], [3 * 4 + 0.5 * 2 * 16]],
    'x = 5 + 3 · 4 + ½ · 2 · 16 = 33 m; v = 3 + 2 · 4 = 11 m/s; d = 33 − 5 = 28 m.',
  ),
  parts(
    21108,
    KIN,
    'Un conductor circula a 90 km/h por una ruta cuando ve una vaca parada sobre el camino, 80 m delante de él. Su tiempo de reacción es de 0,8 s y, una vez que pisa el freno, el auto desacelera a razón de 6 m/s².',
    [
      part('a', '¿Qué distancia recorre el auto durante el tiempo de reacción?', 20, 'm', '20 m'),
      part('b', '¿Qué distancia recorre mientras frena?', 625 / 12, 'm', '52,08 m'),
      part('c', '¿A qué distancia de la vaca queda detenido?', 80 - 20 - 625 / 12, 'm', '7,92 m'),
    ],
    () => [[25 * 0.8], [25 ** 2 / (2 * 6)], [80 - 25 * 0.8 - 25 ** 2 / (2 * 6)]],
    '90 km/h = 25 m/s; reacción: 25 · 0,8 = 20 m; frenado: 625 / 12 ≈ 52,08 m; queda a 80 − 72,08 ≈ 7,92 m de la vaca.',
  ),
  parts(
    21109,
    KIN,
    'Un auto detenido en un semáforo arranca cuando se pone la luz verde y, con aceleración constante, alcanza los 54 km/h en 6 s.',
    [
      part('a', 'Calculá la aceleración.', 2.5, 'm/s²', '2,5 m/s²'),
      part('b', 'Calculá la distancia que recorre en esos 6 s.', 45, 'm', '45 m'),
      part(
        'c',
        'Si mantiene esa aceleración, ¿qué velocidad tiene cuando recorrió 80 m desde el semáforo?',
        20,
        'm/s',
        '20 m/s',
      ),
    ],
    () => [[15 / 6], [0.5 * 2.5 * 36], [Math.sqrt(2 * 2.5 * 80)]],
    '54 km/h = 15 m/s; a = 15 / 6 = 2,5 m/s²; d = ½ · 2,5 · 36 = 45 m; v = √(2 · 2,5 · 80) = 20 m/s.',
  ),
  parts(
    21110,
    MEET,
    'Cuando el semáforo se pone en verde, un auto arranca desde el reposo con aceleración constante de 2 m/s². En ese mismo instante lo sobrepasa un camión que marcha a 10 m/s constantes en el mismo sentido.',
    [
      part('a', '¿Cuánto tiempo después el auto alcanza al camión?', 10, 's', '10 s'),
      part('b', '¿A qué distancia del semáforo lo alcanza?', 100, 'm', '100 m'),
      part('c', '¿Qué velocidad tiene el auto en ese momento?', 20, 'm/s', '20 m/s'),
    ],
    () => [[(2 * 10) / 2], [10 * 10], [2 * 10]],
    '10t = ½ · 2 · t² ⇒ t = 10 s; x = 10 · 10 = 100 m; v = 2 · 10 = 20 m/s.',
  ),
  parts(
    21111,
    KIN,
    'Desde un balcón situado a 20 m del suelo se cae una maceta. Considere g = 9,8 m/s² y desprecie el rozamiento con el aire.',
    [
      part(
        'a',
        'Calcule el tiempo que tarda la maceta en llegar al suelo.',
        Math.sqrt(40 / GRAVITY),
        's',
        '2,02 s',
      ),
      part(
        'b',
        'Calcule la velocidad con que llega al suelo.',
        Math.sqrt(2 * GRAVITY * 20),
        'm/s',
        '19,8 m/s',
      ),
      part('c', '¿A qué altura del suelo se encuentra 1 s después de caer?', 20 - GRAVITY / 2, 'm', '15,1 m'),
    ],
    () => [[Math.sqrt(40 / GRAVITY)], [Math.sqrt(2 * GRAVITY * 20)], [20 - 0.5 * GRAVITY]],
    't = √(2 · 20 / 9,8) ≈ 2,02 s; v = √(2 · 9,8 · 20) ≈ 19,8 m/s; a 1 s cayó ½ · 9,8 = 4,9 m: está a 15,1 m.',
  ),
  page(
    'fisica',
    21112,
    MEET,
    'Dos trenes parten al mismo tiempo de dos estaciones separadas 10,5 km, uno hacia el otro por vías paralelas. El primero marcha a 72 km/h y el segundo a 15 m/s, ambos constantes. Determine: a) el tiempo que tardan en cruzarse, en minutos; b) la distancia que recorrió el primero hasta el cruce, en km.',
    'a) 5 min; b) 6 km',
    () => [10500 / (20 + 15) / 60, (20 * (10500 / 35)) / 1000],
    '72 km/h = 20 m/s; se acercan a 35 m/s: t = 10500 / 35 = 300 s = 5 min; el primero recorre 20 · 300 = 6000 m = 6 km.',
  ),
  parts(
    21113,
    KIN,
    'Se lanza una piedra verticalmente hacia arriba desde el suelo y vuelve al punto de partida 6 s después. (g = 10 m/s²)',
    [
      part('a', 'Hallar la velocidad con que fue lanzada.', 30, 'm/s', '30 m/s'),
      part('b', 'Hallar la altura máxima que alcanzó.', 45, 'm', '45 m'),
      part('c', '¿A qué altura se encontraba a los 4 s del lanzamiento?', 40, 'm', '40 m'),
      part(
        'd',
        'Si la velocidad de lanzamiento se duplicara, ¿cuál sería la nueva altura máxima?',
        180,
        'm',
        '180 m',
      ),
    ],
    () => [[G * 3], [30 ** 2 / (2 * G)], [30 * 4 - 0.5 * G * 16], [60 ** 2 / (2 * G)]],
    'Sube 3 s: v₀ = 10 · 3 = 30 m/s; h = 900 / 20 = 45 m; y(4) = 120 − 80 = 40 m; con 60 m/s, h = 3600 / 20 = 180 m (cuatro veces más).',
  ),
  parts(
    21114,
    KIN,
    'Un ascensor parte del reposo en planta baja y sube acelerando a 1 m/s² durante 2 s; luego sube con velocidad constante durante 10 s y finalmente frena uniformemente hasta detenerse en 4 s. Se pide:',
    [
      part('a', 'la velocidad máxima del ascensor;', 2, 'm/s', '2 m/s'),
      part('b', 'la altura a la que se detiene;', 26, 'm', '26 m'),
      part('c', 'el módulo de la aceleración durante el frenado.', 0.5, 'm/s²', '0,5 m/s²'),
    ],
    () => [[1 * 2], [0.5 * 1 * 4 + 2 * 10 + 0.5 * 2 * 4], [2 / 4]],
    'v = 1 · 2 = 2 m/s; h = 2 + 20 + 4 = 26 m; a = 2 / 4 = 0,5 m/s².',
  ),
  parts(
    21115,
    MEET,
    'Un auto robado huye por una ruta recta a 90 km/h y pasa frente a una comisaría a las 22:10. A las 22:22 sale de la comisaría un patrullero que lo persigue a 126 km/h. Ambos mantienen su velocidad.',
    [
      clock('a', '¿A qué hora el patrullero alcanza al auto?', '22:52 h'),
      part('b', '¿A qué distancia de la comisaría lo alcanza?', 63, 'km', '63 km'),
    ],
    () => [[22, 22 + ((90 * 0.2) / (126 - 90)) * 60], [126 * ((90 * 0.2) / 36)]],
    'A las 22:22 el auto lleva 90 · 0,2 = 18 km; se descuentan a 36 km/h: 0,5 h → 22:52; x = 126 · 0,5 = 63 km.',
  ),
  page(
    'fisica',
    21116,
    KIN,
    'Un avión vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h y deja caer un paquete de ayuda humanitaria. Despreciando el rozamiento con el aire y con g = 10 m/s², calcule: a) el tiempo que tarda el paquete en llegar al suelo; b) la distancia horizontal entre el punto donde fue soltado y el punto donde cae.',
    'a) 10 s; b) 1000 m',
    () => [Math.sqrt((2 * 500) / G), 100 * Math.sqrt((2 * 500) / G)],
    't = √(2 · 500 / 10) = 10 s; 360 km/h = 100 m/s; x = 100 · 10 = 1000 m.',
  ),
  parts(
    21117,
    KIN,
    'La velocidad de un cuerpo que se mueve en línea recta responde a la ecuación v(t) = 20 − 4t, con v en m/s y t en s. En t = 0 el cuerpo está en el origen.',
    [
      part('a', '¿Cuál es su aceleración?', -4, 'm/s²', '−4 m/s²'),
      part('b', '¿En qué instante se detiene?', 5, 's', '5 s'),
      part('c', '¿Qué distancia recorrió hasta detenerse?', 50, 'm', '50 m'),
    ],
    () => [[-4], [20 / 4], [20 * 5 - 2 * 25]],
    'a = −4 m/s²; 20 − 4t = 0 ⇒ t = 5 s; x = 20 · 5 − 2 · 25 = 50 m.',
  ),
  parts(
    21118,
    KIN,
    'Desde la azotea de un edificio de 60 m de altura se arroja verticalmente hacia abajo una piedra con una velocidad de 5 m/s (g = 10 m/s²).',
    [
      part('a', '¿Cuánto tarda en llegar al suelo?', 3, 's', '3 s'),
      part('b', '¿Con qué velocidad llega al suelo?', 35, 'm/s', '35 m/s'),
      part(
        'c',
        'Con el resultado de a), ¿cuál fue la velocidad media de la piedra durante la caída?',
        20,
        'm/s',
        '20 m/s',
      ),
    ],
    () => [[(-5 + Math.sqrt(25 + 2 * G * 60)) / G], [5 + G * 3], [60 / 3]],
    '60 = 5t + 5t² ⇒ t² + t − 12 = 0 ⇒ t = 3 s; v = 5 + 10 · 3 = 35 m/s; v_m = 60 / 3 = 20 m/s.',
  ),
  parts(
    21119,
    MEET,
    'Dos móviles A y B están separados 100 m sobre una recta. A parte del reposo hacia B con aceleración constante de 2 m/s² y, en el mismo instante, B avanza hacia A con velocidad constante de 15 m/s.',
    [
      part('a', '¿Cuánto tiempo tardan en encontrarse?', 5, 's', '5 s'),
      part('b', '¿A qué distancia de la posición inicial de A se encuentran?', 25, 'm', '25 m'),
      part('c', '¿Qué velocidad tiene A en el momento del encuentro?', 10, 'm/s', '10 m/s'),
    ],
    () => [[(-15 + Math.sqrt(225 + 400)) / 2], [0.5 * 2 * 25], [2 * 5]],
    't² + 15t = 100 ⇒ t = 5 s; x_A = ½ · 2 · 25 = 25 m; v_A = 2 · 5 = 10 m/s.',
  ),
  parts(
    21120,
    KIN,
    'Un globo desciende verticalmente con velocidad constante de 2 m/s. Cuando se encuentra a 51 m de altura, desde él se suelta un objeto. Considerá g = 10 m/s².',
    [
      part('a', '¿Cuánto tarda el objeto en llegar al suelo?', 3, 's', '3 s'),
      part('b', '¿Con qué velocidad llega?', 32, 'm/s', '32 m/s'),
    ],
    () => [[(-2 + Math.sqrt(4 + 2 * G * 51)) / G], [Math.sqrt(4 + 2 * G * 51)]],
    'Sale con 2 m/s hacia abajo: 51 = 2t + 5t² ⇒ t = 3 s; v = 2 + 10 · 3 = 32 m/s.',
  ),
  parts(
    21121,
    KIN,
    'Desde lo alto de un acantilado de 45 m de altura se patea horizontalmente una pelota, que cae al agua a 36 m del pie del acantilado. (g = 10 m/s²)',
    [
      part('a', 'Determine el tiempo de vuelo.', 3, 's', '3 s'),
      part('b', 'Determine la velocidad con que fue pateada.', 12, 'm/s', '12 m/s'),
      part('c', 'Determine la rapidez con que llega al agua.', Math.sqrt(1044), 'm/s', '32,31 m/s'),
    ],
    () => [[Math.sqrt((2 * 45) / G)], [36 / 3], [Math.hypot(12, G * 3)]],
    't = √(2 · 45 / 10) = 3 s; v₀ = 36 / 3 = 12 m/s; v = √(12² + 30²) ≈ 32,31 m/s.',
  ),
  parts(
    21122,
    KIN,
    'Un ciclista recorre 6 km en 20 minutos, descansa 10 minutos y luego recorre 9 km más a 36 km/h.',
    [
      part('a', '¿Cuál fue su velocidad en el primer tramo, en km/h?', 18, 'km/h', '18 km/h'),
      part('b', '¿Cuántos minutos duró el último tramo?', 15, 'min', '15 min'),
      part('c', '¿Cuál fue su velocidad media en todo el recorrido, en km/h?', 20, 'km/h', '20 km/h'),
    ],
    () => [[6 / (20 / 60)], [(9 / 36) * 60], [15 / (45 / 60)]],
    'v₁ = 6 / (1/3) = 18 km/h; t₃ = 9 / 36 h = 15 min; v_m = 15 km / 45 min = 15 / 0,75 = 20 km/h.',
  ),
  page(
    'fisica',
    21123,
    MEET,
    'Dos autos parten a las 10:00 de una misma estación de servicio, por la misma ruta recta pero en sentidos opuestos, a 60 km/h y 80 km/h constantes. a) ¿A qué hora estarán separados 350 km? b) ¿Qué distancia habrá recorrido el más lento en ese momento?',
    'a) 12:30 h; b) 150 km',
    () => [12, 30, 60 * (350 / 140)],
    'Se separan a 140 km/h: t = 350 / 140 = 2,5 h → 12:30; el más lento recorrió 60 · 2,5 = 150 km.',
  ),
  parts(
    21124,
    KIN,
    'Un camión que circula a 72 km/h frena con desaceleración constante y se detiene en 50 m.',
    [
      part('a', 'Calcule el módulo de la desaceleración.', 4, 'm/s²', '4 m/s²'),
      part('b', 'Calcule el tiempo de frenado.', 5, 's', '5 s'),
      part(
        'c',
        'Si ahora el camión circulara al doble de velocidad, con la misma desaceleración, ¿en qué distancia se detendría?',
        200,
        'm',
        '200 m',
      ),
    ],
    () => [[20 ** 2 / (2 * 50)], [20 / 4], [40 ** 2 / (2 * 4)]],
    '72 km/h = 20 m/s; a = 400 / 100 = 4 m/s²; t = 20 / 4 = 5 s; a 40 m/s: d = 1600 / 8 = 200 m (cuatro veces más).',
  ),
];

const choices: readonly ExamStyleProblem[] = [
  options(
    21130,
    KIN,
    'Un móvil que viaja a 36 km/h acelera uniformemente a razón de 0,5 m/s² durante 20 s. Su velocidad al cabo de ese tiempo es:',
    ['72 km/h', '46 km/h', '36,5 km/h', '54 km/h'],
    0,
    () => [(10 + 0.5 * 20) * 3.6],
    '36 km/h = 10 m/s; v = 10 + 0,5 · 20 = 20 m/s = 72 km/h.',
  ),
  options(
    21131,
    KIN,
    'Un camión que circula a 72 km/h frena uniformemente y se detiene en 5 s. ¿Qué distancia recorre durante la frenada?',
    ['50 m', '100 m', '180 m', '25 m'],
    0,
    () => [(20 / 2) * 5],
    '72 km/h = 20 m/s; d = (20 + 0) / 2 · 5 = 50 m.',
  ),
  options(
    21132,
    KIN,
    'Se suelta una piedra desde un puente y llega al agua con una velocidad de 25 m/s. Con g = 10 m/s², la altura del puente es:',
    ['31,25 m', '62,5 m', '125 m', '2,5 m'],
    0,
    () => [25 ** 2 / (2 * G)],
    'h = v² / (2g) = 625 / 20 = 31,25 m.',
  ),
  options(
    21133,
    KIN,
    'Un auto recorre 150 km en 1 h 40 min. Su velocidad media es:',
    ['80 km/h', '100 km/h', '15 m/s', '30 m/s'],
    4,
    () => [150 / (100 / 60)],
    'v_m = 150 km / (5/3 h) = 90 km/h = 25 m/s: ninguna de las cuatro.',
  ),
  options(
    21134,
    KIN,
    'Una pelota se lanza verticalmente hacia arriba a 72 km/h. Considerando g = 10 m/s², ¿cuánto tiempo tarda en alcanzar la altura máxima?',
    ['2 s', '7,2 s', '4 s', '20 s'],
    0,
    () => [20 / G],
    '72 km/h = 20 m/s; t = v₀ / g = 2 s.',
  ),
  options(
    21135,
    MEET,
    'Dos ciclistas parten a las 9:00 de dos pueblos distantes 42 km, uno al encuentro del otro, a 20 km/h y 22 km/h constantes. Se encuentran a las:',
    ['10:00 h', '9:30 h', '10:30 h', '11:00 h'],
    0,
    () => [9 + 42 / 42],
    'Se acercan a 42 km/h: t = 42 / 42 = 1 h → 10:00.',
  ),
  options(
    21136,
    KIN,
    'Una pelota sale rodando horizontalmente del borde de una mesa de 0,8 m de altura y toca el suelo a 1,2 m del borde, medidos en horizontal. Con g = 10 m/s², la velocidad con que abandonó la mesa fue:',
    ['3 m/s', '1,5 m/s', '0,48 m/s', '6 m/s'],
    0,
    () => [1.2 / Math.sqrt((2 * 0.8) / G)],
    't = √(2 · 0,8 / 10) = 0,4 s; v = 1,2 / 0,4 = 3 m/s.',
  ),
  options(
    21137,
    KIN,
    'Un tren que viaja a 108 km/h frena con una desaceleración constante de 1,5 m/s². ¿Cuánto tarda en detenerse? Indique la opción correcta.',
    ['72 s', '10 s', '40 s', '30 s'],
    4,
    () => [30 / 1.5],
    '108 km/h = 30 m/s; t = 30 / 1,5 = 20 s: ninguna de las cuatro.',
  ),
  options(
    21138,
    KIN,
    'La posición de un cuerpo que se mueve en línea recta está dada por x = 4 − 6t + 3t² (unidades del SI). Su velocidad a los 3 s es:',
    ['12 m/s', '13 m/s', '9 m/s', '−6 m/s'],
    0,
    () => [-6 + 6 * 3],
    'v = −6 + 6t; v(3) = 12 m/s.',
  ),
  options(
    21139,
    MEET,
    'Un auto A pasa por un punto P a 20 m/s constantes. 5 s más tarde pasa por P, en el mismo sentido, un auto B a 25 m/s constantes. ¿Cuánto tiempo después de pasar por P alcanza B a A?',
    ['20 s', '25 s', '4 s', '100 s'],
    0,
    () => [(20 * 5) / (25 - 20)],
    'Ventaja 20 · 5 = 100 m, descontada a 5 m/s: 20 s.',
  ),
  options(
    21140,
    KIN,
    'Desde lo alto de una torre se lanza verticalmente hacia arriba una piedra a 10 m/s, que llega al pie de la torre 4 s después (g = 10 m/s²). La altura de la torre es:',
    ['40 m', '80 m', '120 m', '20 m'],
    0,
    () => [-(10 * 4 - 0.5 * G * 16)],
    'y = 10 · 4 − 5 · 16 = −40 m: la torre mide 40 m.',
  ),
  options(
    21141,
    KIN,
    'Un móvil parte del reposo con aceleración constante y recorre 64 m en los primeros 8 s. Su aceleración es:',
    ['8 m/s²', '1 m/s²', '4 m/s²', '0,5 m/s²'],
    4,
    () => [(2 * 64) / 64],
    'a = 2d / t² = 128 / 64 = 2 m/s²: ninguna de las cuatro.',
  ),
  options(
    21142,
    KIN,
    'Un colectivo pasa de 18 km/h a 54 km/h en 10 s, con aceleración constante. ¿Qué distancia recorre en ese lapso?',
    ['100 m', '360 m', '200 m', '50 m'],
    0,
    () => [((5 + 15) / 2) * 10],
    '5 m/s → 15 m/s; d = (5 + 15) / 2 · 10 = 100 m.',
  ),
];

const singles: readonly ExamStyleProblem[] = [
  numeric(
    21150,
    KIN,
    'Un tren de 200 m de largo marcha a 54 km/h constantes. ¿Cuánto tarda en cruzar completamente un puente de 400 m de longitud?',
    key(40, 's', 't = 40 s'),
    () => (200 + 400) / 15,
    '54 km/h = 15 m/s; debe recorrer 400 + 200 = 600 m: t = 600 / 15 = 40 s.',
  ),
  numeric(
    21151,
    KIN,
    '¿Qué distancia, en metros, recorre un auto que viaja a 90 km/h constantes durante 12 minutos?',
    key(18000, 'm', 'd = 18.000 m'),
    () => 25 * 12 * 60,
    '90 km/h = 25 m/s; 12 min = 720 s; d = 25 · 720 = 18.000 m.',
  ),
  numeric(
    21152,
    KIN,
    'Un objeto cae libremente desde el reposo. ¿Qué distancia recorre durante el tercer segundo de caída? (g = 10 m/s²)',
    key(25, 'm', 'd = 25 m'),
    () => 0.5 * G * 9 - 0.5 * G * 4,
    'En 3 s cae 45 m y en 2 s, 20 m: durante el tercer segundo, 25 m.',
  ),
  numeric(
    21153,
    KIN,
    'Un auto que marcha a 20 m/s acelera uniformemente a razón de 2 m/s² durante 5 s. Calcule la distancia recorrida en ese intervalo.',
    key(125, 'm', 'd = 125 m'),
    () => 20 * 5 + 0.5 * 2 * 25,
    'd = 20 · 5 + ½ · 2 · 25 = 125 m.',
  ),
  numeric(
    21154,
    KIN,
    'Un proyectil se dispara horizontalmente con una velocidad de 200 m/s desde una altura de 1,8 m sobre un terreno llano. Considerando g = 10 m/s², ¿a qué distancia horizontal del punto de disparo toca el suelo?',
    key(120, 'm', 'x = 120 m'),
    () => 200 * Math.sqrt((2 * 1.8) / G),
    't = √(2 · 1,8 / 10) = 0,6 s; x = 200 · 0,6 = 120 m.',
  ),
  numeric(
    21155,
    KIN,
    'Un globo sube verticalmente a 10 m/s constantes. Cuando está a 75 m del suelo se suelta un lastre. ¿Cuánto tarda el lastre en llegar al suelo? (g = 10 m/s²)',
    key(5, 's', 't = 5 s'),
    () => (10 + Math.sqrt(100 + 2 * G * 75)) / G,
    '75 + 10t − 5t² = 0 ⇒ t² − 2t − 15 = 0 ⇒ t = 5 s.',
  ),
  numeric(
    21156,
    KIN,
    'Un móvil se desplaza según la ecuación x(t) = −20 + 5t, con x en metros y t en segundos. ¿En qué instante pasa por el origen de coordenadas?',
    key(4, 's', 't = 4 s'),
    () => 20 / 5,
    '−20 + 5t = 0 ⇒ t = 4 s.',
  ),
  numeric(
    21157,
    KIN,
    'Un motociclista que circula a 54 km/h ve que el semáforo se pone en rojo y frena uniformemente, deteniéndose justo en la línea de detención en 3 s. ¿A qué distancia de la línea comenzó a frenar?',
    key(22.5, 'm', 'd = 22,5 m'),
    () => (15 / 2) * 3,
    '54 km/h = 15 m/s; d = 15 / 2 · 3 = 22,5 m.',
  ),
];

export const physicsExamPagesMotionProblems: readonly ExamStyleProblem[] = [...pages, ...choices, ...singles];
