/**
 * Motion and dynamics exam pages as UTN entrance exams print them (#32, session 25, a new blind set written
 * before any reply was read, in our own words): MRU and MRUV encounters and chases (two mobiles from two
 * cities, one leaving later, a chaser that starts late or accelerates), free fall and vertical throws (from
 * a balloon or a platform that moves), horizontal and oblique throws (range, height, time, speed at
 * impact), uniform circular motion (period, frequency, rpm, centripetal acceleration and force), relative
 * motion (a boat crossing a river), Newton's laws with friction on floors and inclines, connected blocks, a
 * box on an accelerating truck's bed, Atwood machines, elevators and springs. About half are pages: a short
 * scene, the data in mixed order and units, then parts where a later part uses an earlier result. Each key
 * worked out by hand and recomputed by `check`.
 *
 * First measure, before any fix (the offline engine at the set's own commit, 04427da3): 27/51 right,
 * 26 of them answered sure, 0 sure and wrong; the 24 others unsure.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frm-fisica-2024-07-06-t1',
  'frm-fisica-2023-08-05-t2',
  'frm-fisica-2025-dinamica',
  'frt-fisica-cartilla',
  'frvm-fisica-u1-2025',
];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: SOURCES, matematicas: [], quimica: [] });

const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const SPRINGS = 'mecanica.resortes';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const rpm = (turnsPerMinute: number) => (turnsPerMinute * 2 * Math.PI) / 60;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 21707 and 21711). */
const choices: readonly ExamStyleProblem[] = [
  options(
    21700,
    MEET,
    'Dos ciudades A y B distan 300 km. A las 8 h parte de A hacia B un automóvil a 90 km/h y, en el mismo instante, parte de B hacia A un camión a 60 km/h, ambos con movimiento rectilíneo uniforme. Indique a qué hora se cruzan.',
    ['9:30 h', '10:00 h', '10:20 h', '11:20 h'],
    1,
    () => [300 / (90 + 60)],
    'Se acercan a 90 + 60 = 150 km/h: t = 300/150 = 2 h, a las 10:00 h.',
  ),
  options(
    21701,
    KIN,
    'Desde un puente se deja caer una piedra, que tarda 2,5 s en tocar el agua. Despreciando el rozamiento con el aire y tomando g = 9,8 m/s², la altura del puente sobre el agua es aproximadamente:',
    ['24,5 m', '30,6 m', '61,3 m', '12,3 m'],
    1,
    () => [0.5 * 9.8 * 2.5 ** 2],
    'h = g t²/2 = 4,9 · 6,25 ≈ 30,6 m.',
  ),
  options(
    21702,
    KIN,
    'Una rueda de 40 cm de radio gira a razón de 300 rpm. La rapidez de un punto de su periferia es:',
    ['12,57 m/s', '120 m/s', '6,28 m/s', '31,4 m/s'],
    0,
    () => [rpm(300) * 0.4],
    'ω = 300 · 2π/60 = 10π rad/s ≈ 31,4 rad/s; v = ω r = 31,4 · 0,4 ≈ 12,57 m/s.',
  ),
  options(
    21703,
    KIN,
    'Una bolita rueda sobre una mesa de 1,25 m de altura y abandona el borde con una velocidad horizontal de 3 m/s. Con g = 10 m/s², ¿a qué distancia horizontal del borde de la mesa toca el piso?',
    ['1,5 m', '3,75 m', '0,75 m', '2,5 m'],
    0,
    () => [3 * Math.sqrt((2 * 1.25) / 10)],
    't = √(2 · 1,25/10) = 0,5 s; x = 3 · 0,5 = 1,5 m.',
  ),
  options(
    21704,
    KIN,
    'Un bote cruza un río de 120 m de ancho apuntando siempre perpendicular a la orilla, con una velocidad de 4 m/s respecto del agua. La corriente es de 3 m/s. ¿Cuánto es arrastrado aguas abajo al llegar a la otra orilla?',
    ['90 m', '160 m', '120 m', '150 m'],
    0,
    () => [3 * (120 / 4)],
    't = 120/4 = 30 s; arrastre = 3 · 30 = 90 m.',
  ),
  options(
    21705,
    DYNAMICS,
    'Un hombre de 70 kg está parado sobre una balanza de baño en un ascensor que arranca hacia arriba con aceleración de 2 m/s². Si g = 10 m/s², la balanza indica:',
    ['700 N', '560 N', '840 N', '70 N'],
    2,
    () => [70 * (10 + 2)],
    'N − m g = m a ⇒ N = 70 · (10 + 2) = 840 N.',
  ),
  options(
    21706,
    DYNAMICS,
    'Un cuerpo de 5 kg desliza hacia abajo por un plano inclinado 37° con coeficiente de rozamiento cinético 0,25. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8. El módulo de su aceleración es:',
    ['6 m/s²', '4 m/s²', '8 m/s²', '2 m/s²'],
    1,
    () => [10 * (0.6 - 0.25 * 0.8)],
    'a = g (sen 37° − μ cos 37°) = 10 · (0,6 − 0,2) = 4 m/s².',
  ),
  options(
    21707,
    PULLEYS,
    'De una polea ideal fija al techo cuelgan, mediante una cuerda inextensible, dos masas de 6 kg y 2 kg. Con g = 10 m/s², el módulo de la aceleración de las masas es:',
    ['2,5 m/s²', '4 m/s²', '10 m/s²', '20 m/s²'],
    4,
    () => [((6 - 2) * 10) / (6 + 2)],
    'a = (6 − 2) · 10/(6 + 2) = 5 m/s², que no figura: Ninguna de las anteriores.',
  ),
  options(
    21708,
    KIN,
    'Se arroja una pelota verticalmente hacia arriba con una velocidad de 72 km/h. Despreciando el aire y con g = 10 m/s², la altura máxima que alcanza respecto del punto de lanzamiento es:',
    ['20 m', '40 m', '259,2 m', '2 m'],
    0,
    () => [20 ** 2 / (2 * 10)],
    '72 km/h = 20 m/s; h = v²/(2g) = 400/20 = 20 m.',
  ),
  options(
    21709,
    DYNAMICS,
    'Un automóvil de 1.500 kg recorre una curva de 50 m de radio con rapidez constante de 54 km/h. La fuerza centrípeta que actúa sobre él vale:',
    ['450 N', '87 480 N', '2250 N', '6750 N'],
    3,
    () => [(1500 * 15 ** 2) / 50],
    '54 km/h = 15 m/s; F = m v²/R = 1500 · 225/50 = 6750 N.',
  ),
  options(
    21710,
    SPRINGS,
    'Al colgar de un resorte un cuerpo de 500 g, el resorte se alarga 4 cm. Tomando g = 10 m/s², la constante elástica del resorte es:',
    ['12,5 N/m', '125 N/m', '1,25 N/m', '20 N/m'],
    1,
    () => [(0.5 * 10) / 0.04],
    'F = 0,5 · 10 = 5 N; k = 5/0,04 = 125 N/m.',
  ),
  options(
    21711,
    MEET,
    'Un patrullero está detenido al costado de la ruta cuando pasa frente a él una moto a 90 km/h constantes. En ese mismo instante el patrullero arranca con aceleración constante de 2,5 m/s². ¿Cuánto tarda en alcanzar a la moto?',
    ['10 s', '40 s', '36 s', '72 s'],
    4,
    () => [(2 * 25) / 2.5],
    '90 km/h = 25 m/s; 1,25 t² = 25 t ⇒ t = 20 s, que no figura: Ninguna de las anteriores.',
  ),
];

/** Single numeric questions. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    21720,
    KIN,
    'Un proyectil se dispara desde el suelo horizontal con una velocidad de 30 m/s que forma 53° con la horizontal. Calcule su alcance horizontal. Datos: g = 10 m/s², sen 53° = 0,8, cos 53° = 0,6.',
    key(86.4, 'm', 'x = 86,4 m'),
    () => (2 * (30 * 0.6) * (30 * 0.8)) / 10,
    'vx = 18 m/s, vy = 24 m/s; t = 2 · 24/10 = 4,8 s; x = 18 · 4,8 = 86,4 m.',
  ),
  numeric(
    21721,
    KIN,
    'Un globo sube verticalmente con velocidad constante de 5 m/s. Cuando está a 30 m del suelo se suelta desde él una bolsa de arena. ¿Cuánto tiempo tarda la bolsa en llegar al suelo? (g = 10 m/s²)',
    key(3, 's', 't = 3 s'),
    () => (5 + Math.sqrt(25 + 4 * 5 * 30)) / (2 * 5),
    'La bolsa sale con 5 m/s hacia arriba: 0 = 30 + 5t − 5t² ⇒ t² − t − 6 = 0 ⇒ t = 3 s.',
  ),
  numeric(
    21722,
    KIN,
    'Un tocadiscos gira a 45 rpm. Determine la aceleración centrípeta de una mota de polvo ubicada a 15 cm del eje.',
    key(3.331, 'm/s²', 'a ≈ 3,33 m/s²'),
    () => rpm(45) ** 2 * 0.15,
    'ω = 45 · 2π/60 ≈ 4,712 rad/s; a = ω² r ≈ 22,21 · 0,15 ≈ 3,33 m/s².',
  ),
  numeric(
    21723,
    DYNAMICS,
    'Sobre la caja de un camión viaja un bulto sin sujetar; el coeficiente de rozamiento estático entre ambos es 0,35. Halle la máxima aceleración con que puede arrancar el camión sin que el bulto resbale (g = 9,8 m/s²).',
    key(3.43, 'm/s²', 'a máx = 3,43 m/s²'),
    () => 0.35 * 9.8,
    'La única fuerza horizontal sobre el bulto es el rozamiento: μe m g = m a ⇒ a = 0,35 · 9,8 = 3,43 m/s².',
  ),
  numeric(
    21724,
    KIN,
    'Un automóvil que circula a 108 km/h frena uniformemente y se detiene luego de recorrer 75 m. ¿Cuál es el módulo de su desaceleración?',
    key(6, 'm/s²', 'a = 6 m/s²'),
    () => 30 ** 2 / (2 * 75),
    '108 km/h = 30 m/s; a = v²/(2d) = 900/150 = 6 m/s².',
  ),
  numeric(
    21725,
    PULLEYS,
    'Un bloque de 4 kg apoyado sobre una mesa horizontal (coeficiente de rozamiento cinético 0,2) está unido por una cuerda que pasa por una polea ideal a un cuerpo de 2 kg que cuelga. Con g = 10 m/s², calcule la tensión de la cuerda mientras el sistema se mueve.',
    key(16, 'N', 'T = 16 N'),
    () => 2 * (10 - (2 * 10 - 0.2 * 4 * 10) / 6),
    'a = (20 − 0,2 · 40)/6 = 2 m/s²; T = 2 · (10 − 2) = 16 N.',
  ),
  numeric(
    21726,
    KIN,
    'Desde lo alto de una torre de 45 m se arroja una piedra verticalmente hacia abajo con 10 m/s. ¿Con qué rapidez llega al suelo? (g = 10 m/s²)',
    key(31.62, 'm/s', 'v ≈ 31,62 m/s'),
    () => Math.sqrt(10 ** 2 + 2 * 10 * 45),
    'v² = 100 + 2 · 10 · 45 = 1000 ⇒ v ≈ 31,62 m/s.',
  ),
  numeric(
    21727,
    KIN,
    'Una bicicleta avanza a 18 km/h sin que sus ruedas patinen. Si el radio de cada rueda es de 35 cm, ¿a cuántas revoluciones por minuto giran las ruedas?',
    key(136.4, 'rpm', 'n ≈ 136,4 rpm'),
    () => (5 / 0.35 / (2 * Math.PI)) * 60,
    '18 km/h = 5 m/s; ω = 5/0,35 ≈ 14,29 rad/s; f ≈ 2,274 Hz ≈ 136,4 rpm.',
  ),
  numeric(
    21728,
    DYNAMICS,
    '¿Qué fuerza paralela al plano hay que hacer para subir con velocidad constante un cajón de 20 kg por una rampa inclinada 30°, si el coeficiente de rozamiento cinético es 0,3? Considere g = 9,8 m/s².',
    key(148.9, 'N', 'F ≈ 148,9 N'),
    () => 20 * 9.8 * (Math.sin(rad(30)) + 0.3 * Math.cos(rad(30))),
    'F = m g (sen 30° + μ cos 30°) = 196 · (0,5 + 0,26) ≈ 148,9 N.',
  ),
  numeric(
    21729,
    PULLEYS,
    'Un ascensor de 800 kg baja y, al llegar a la planta baja, frena con una aceleración de módulo 1,5 m/s². Calcule la tensión del cable durante el frenado (g = 9,8 m/s²).',
    key(9040, 'N', 'T = 9040 N'),
    () => 800 * (9.8 + 1.5),
    'Baja frenando: la aceleración apunta hacia arriba; T = m (g + a) = 800 · 11,3 = 9040 N.',
  ),
  numeric(
    21730,
    KIN,
    'Un avión vuela horizontalmente a 360 km/h y a 500 m de altura. ¿A qué distancia horizontal del blanco debe soltar un paquete para que caiga sobre él? (g = 10 m/s², sin rozamiento con el aire)',
    key(1000, 'm', 'x = 1000 m'),
    () => 100 * Math.sqrt((2 * 500) / 10),
    '360 km/h = 100 m/s; t = √(2 · 500/10) = 10 s; x = 100 · 10 = 1000 m.',
  ),
  numeric(
    21731,
    KIN,
    'Una lancha cuya velocidad respecto del agua es 5 m/s quiere cruzar un río de 80 m de ancho llegando al punto exactamente enfrente del de partida. Si la corriente es de 3 m/s, ¿cuánto tarda en cruzar?',
    key(20, 's', 't = 20 s'),
    () => 80 / Math.sqrt(5 ** 2 - 3 ** 2),
    'Apunta aguas arriba: la componente perpendicular es √(25 − 9) = 4 m/s; t = 80/4 = 20 s.',
  ),
];

/** Pages whose parts are asked one by one. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    21740,
    MEET,
    'Mendoza y San Luis están separadas 250 km por una ruta recta. A las 9:00 sale de Mendoza hacia San Luis un auto que viaja a 80 km/h. A las 10:00 sale de San Luis hacia Mendoza un ómnibus a 25 m/s. Ambos se mueven con MRU.',
    [
      part('a', '¿Cuánto tiempo después de la partida del auto se cruzan?', 2, 'h', 't = 2 h'),
      part('b', '¿A qué distancia de Mendoza se produce el cruce?', 160, 'km', 'd = 160 km'),
      part(
        'c',
        'Exprese en metros la distancia recorrida por el ómnibus hasta el cruce.',
        90000,
        'm',
        'd = 90000 m',
      ),
    ],
    () => {
      const bus = 25 * 3.6;
      const after = (250 - 80) / (80 + bus);
      return [[1 + after], [80 * (1 + after)], [bus * after * 1000]];
    },
    '25 m/s = 90 km/h. A las 10:00 el auto recorrió 80 km; faltan 170 km y se acercan a 170 km/h: 1 h más, t = 2 h; d = 80 · 2 = 160 km; el ómnibus recorrió 90 km = 90 000 m.',
  ),
  parts(
    21741,
    MEET,
    'Un motociclista pasa a 72 km/h constantes frente a un patrullero detenido. Cinco segundos después, el patrullero sale en su persecución con una aceleración constante de 4 m/s².',
    [
      part(
        'a',
        'Calcule el tiempo que tarda el patrullero, desde que arranca, en alcanzar al motociclista.',
        13.66,
        's',
        't ≈ 13,66 s',
      ),
      part(
        'b',
        'Determine a qué distancia del punto de partida del patrullero lo alcanza.',
        373.2,
        'm',
        'd ≈ 373,2 m',
      ),
      part('c', 'Halle la velocidad del patrullero en ese instante, en m/s.', 54.64, 'm/s', 'v ≈ 54,64 m/s'),
    ],
    () => {
      const t = 5 + Math.sqrt(75);
      return [[t], [2 * t ** 2], [4 * t]];
    },
    '72 km/h = 20 m/s; 20 (t + 5) = 2 t² ⇒ t² − 10 t − 50 = 0 ⇒ t = 5 + √75 ≈ 13,66 s; d = 2 t² ≈ 373,2 m; v = 4 t ≈ 54,64 m/s.',
  ),
  parts(
    21742,
    MEET,
    'Por una ruta recta, un automóvil A marcha a 90 km/h; 200 m delante de él, y en el mismo sentido, va un camión B a 54 km/h.',
    [
      part('a', 'Si ambos mantienen sus velocidades, ¿cuánto tarda A en alcanzar a B?', 20, 's', 't = 20 s'),
      part('b', '¿Qué distancia recorre A hasta alcanzarlo?', 500, 'm', 'd = 500 m'),
      part(
        'c',
        'Si, desde la misma situación inicial, A acelerara a 0,5 m/s² mientras B sigue a velocidad constante, ¿en cuánto tiempo lo alcanzaría?',
        14.64,
        's',
        't ≈ 14,64 s',
      ),
    ],
    () => [[200 / (25 - 15)], [25 * (200 / 10)], [-20 + Math.sqrt(400 + 800)]],
    '25 m/s y 15 m/s: t = 200/10 = 20 s; d = 25 · 20 = 500 m; 25 t + 0,25 t² = 200 + 15 t ⇒ t² + 40 t − 800 = 0 ⇒ t ≈ 14,64 s.',
  ),
  parts(
    21743,
    KIN,
    'Un globo aerostático desciende verticalmente con velocidad constante de 4 m/s. Cuando se encuentra a 60 m del suelo, se suelta desde él una bolsa de lastre. Tome g = 10 m/s² y desprecie el aire.',
    [
      part('a', '¿Cuánto tarda la bolsa en llegar al suelo?', 3.087, 's', 't ≈ 3,09 s'),
      part('b', '¿Con qué velocidad llega al suelo?', 34.87, 'm/s', 'v ≈ 34,87 m/s'),
      part('c', '¿A qué altura se encuentra el globo en ese instante?', 47.65, 'm', 'h ≈ 47,65 m'),
    ],
    () => {
      const t = (-4 + Math.sqrt(16 + 1200)) / 10;
      return [[t], [4 + 10 * t], [60 - 4 * t]];
    },
    'La bolsa sale con 4 m/s hacia abajo: 60 = 4 t + 5 t² ⇒ t ≈ 3,087 s; v = 4 + 10 t ≈ 34,87 m/s; el globo bajó 4 · 3,087 ≈ 12,35 m: h ≈ 47,65 m.',
  ),
  parts(
    21744,
    KIN,
    'Desde la terraza de un edificio, a 25 m del suelo, se lanza verticalmente hacia arriba una piedra con una velocidad de 20 m/s (g = 10 m/s²). Calcular:',
    [
      part('a', 'La altura máxima que alcanza, medida desde el suelo.', 45, 'm', 'h = 45 m'),
      part('b', 'El tiempo que tarda en llegar al suelo desde que fue lanzada.', 5, 's', 't = 5 s'),
      part('c', 'La rapidez con que llega al suelo.', 30, 'm/s', 'v = 30 m/s'),
    ],
    () => [[25 + 20 ** 2 / 20], [(20 + Math.sqrt(400 + 500)) / 10], [Math.sqrt(400 + 2 * 10 * 25)]],
    'h = 25 + 400/20 = 45 m; −25 = 20 t − 5 t² ⇒ t² − 4t − 5 = 0 ⇒ t = 5 s; v = 20 − 10 · 5 = −30 m/s, rapidez 30 m/s.',
  ),
  parts(
    21745,
    KIN,
    'Un jugador patea una pelota desde el césped con una velocidad de 72 km/h que forma un ángulo de 30° con la horizontal. Considere g = 9,8 m/s² y desprecie el rozamiento con el aire.',
    [
      part('a', 'Determine el tiempo que la pelota permanece en el aire.', 2.041, 's', 't ≈ 2,04 s'),
      part(
        'b',
        'Determine a qué distancia del punto de partida vuelve a tocar el césped.',
        35.35,
        'm',
        'x ≈ 35,35 m',
      ),
      part('c', 'Determine la altura máxima que alcanza.', 5.102, 'm', 'h ≈ 5,10 m'),
    ],
    () => {
      const vx = 20 * Math.cos(rad(30));
      const vy = 20 * Math.sin(rad(30));
      return [[(2 * vy) / 9.8], [(vx * 2 * vy) / 9.8], [vy ** 2 / (2 * 9.8)]];
    },
    '72 km/h = 20 m/s; vx ≈ 17,32 m/s, vy = 10 m/s; t = 20/9,8 ≈ 2,04 s; x ≈ 17,32 · 2,04 ≈ 35,35 m; h = 100/19,6 ≈ 5,10 m.',
  ),
  parts(
    21746,
    KIN,
    'Se dispara un proyectil con una velocidad inicial de 50 m/s y un ángulo de elevación de 37°. A 120 m del punto de disparo hay un muro vertical muy alto. Datos: sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s².',
    [
      part('a', '¿Cuánto tarda el proyectil en llegar al muro?', 3, 's', 't = 3 s'),
      part('b', '¿A qué altura impacta sobre el muro?', 45, 'm', 'h = 45 m'),
      part('c', '¿Cuál es su rapidez en el momento del impacto?', 40, 'm/s', 'v = 40 m/s'),
    ],
    () => [[120 / 40], [30 * 3 - 5 * 9], [Math.hypot(40, 30 - 10 * 3)]],
    'vx = 40 m/s, vy = 30 m/s; t = 120/40 = 3 s; h = 30 · 3 − 5 · 9 = 45 m; vy = 30 − 30 = 0, v = 40 m/s.',
  ),
  parts(
    21747,
    KIN,
    'Desde el borde de un acantilado de 80 m de altura se lanza horizontalmente una piedra, que cae al mar a 60 m del pie del acantilado. Tome g = 10 m/s².',
    [
      part('a', 'Halle el tiempo de caída.', 4, 's', 't = 4 s'),
      part('b', 'Halle la velocidad con que fue lanzada.', 15, 'm/s', 'v0 = 15 m/s'),
      part('c', 'Halle la rapidez con que llega al agua.', 42.72, 'm/s', 'v ≈ 42,72 m/s'),
    ],
    () => [[Math.sqrt(160 / 10)], [60 / 4], [Math.hypot(15, 40)]],
    't = √(2 · 80/10) = 4 s; v0 = 60/4 = 15 m/s; vy = 40 m/s, v = √(225 + 1600) ≈ 42,72 m/s.',
  ),
  parts(
    21748,
    KIN,
    'Una centrífuga de laboratorio gira a 3000 rpm. Un tubo con una muestra de 20 g se ubica de modo que la muestra queda a 12 cm del eje de giro.',
    [
      part('a', 'Indique el período del movimiento.', 0.02, 's', 'T = 0,02 s'),
      part('b', 'Calcule la rapidez tangencial de la muestra.', 37.7, 'm/s', 'v ≈ 37,7 m/s'),
      part('c', 'Calcule la fuerza centrípeta que actúa sobre la muestra.', 236.9, 'N', 'F ≈ 236,9 N'),
    ],
    () => [[60 / 3000], [rpm(3000) * 0.12], [0.02 * rpm(3000) ** 2 * 0.12]],
    'f = 50 Hz, T = 0,02 s; ω = 100π ≈ 314,2 rad/s; v = ω r ≈ 37,7 m/s; F = m ω² r = 0,02 · 98 696 · 0,12 ≈ 236,9 N.',
  ),
  parts(
    21749,
    DYNAMICS,
    'Una piedra de 200 g, atada a un hilo de 80 cm, gira sobre una mesa horizontal lisa alrededor del otro extremo del hilo, fijo, y da 15 vueltas en 6 s.',
    [
      part('a', '¿Cuál es la frecuencia del movimiento?', 2.5, 'Hz', 'f = 2,5 Hz'),
      part('b', '¿Cuál es la aceleración centrípeta de la piedra?', 197.4, 'm/s²', 'a ≈ 197,4 m/s²'),
      part('c', '¿Qué tensión soporta el hilo?', 39.48, 'N', 'T ≈ 39,48 N'),
    ],
    () => {
      const omega = 2 * Math.PI * 2.5;
      return [[15 / 6], [omega ** 2 * 0.8], [0.2 * omega ** 2 * 0.8]];
    },
    'f = 15/6 = 2,5 Hz; ω = 5π rad/s; a = ω² r = 246,7 · 0,8 ≈ 197,4 m/s²; T = 0,2 · 197,4 ≈ 39,48 N.',
  ),
  parts(
    21750,
    KIN,
    'Un río de 150 m de ancho tiene una corriente de 2 m/s. Una lancha que desarrolla 18 km/h respecto del agua lo cruza manteniendo su proa perpendicular a las orillas.',
    [
      part('a', 'Calculá el tiempo que tarda en cruzar.', 30, 's', 't = 30 s'),
      part(
        'b',
        'Calculá cuántos metros río abajo llega respecto del punto de enfrente.',
        60,
        'm',
        'd = 60 m',
      ),
      part('c', 'Calculá la rapidez de la lancha respecto de la orilla.', 5.385, 'm/s', 'v ≈ 5,39 m/s'),
    ],
    () => [[150 / 5], [2 * 30], [Math.hypot(5, 2)]],
    '18 km/h = 5 m/s; t = 150/5 = 30 s; d = 2 · 30 = 60 m; v = √(25 + 4) ≈ 5,39 m/s.',
  ),
  parts(
    21751,
    DYNAMICS,
    'Un cajón de 25 kg está en reposo sobre un piso horizontal. Los coeficientes de rozamiento entre el cajón y el piso son 0,3 (cinético) y 0,4 (estático). Se le aplica una fuerza horizontal de 120 N. Use g = 9,8 m/s².',
    [
      part('a', 'Calcule la máxima fuerza de rozamiento estático.', 98, 'N', 'Fe máx = 98 N'),
      part('b', 'Calcule la aceleración del cajón.', 1.86, 'm/s²', 'a = 1,86 m/s²'),
      part('c', 'Calcule la distancia que recorre en los primeros 4 s.', 14.88, 'm', 'd = 14,88 m'),
    ],
    () => {
      const a = (120 - 0.3 * 25 * 9.8) / 25;
      return [[0.4 * 25 * 9.8], [a], [0.5 * a * 16]];
    },
    'Fe máx = 0,4 · 245 = 98 N < 120 N: se mueve; Fc = 0,3 · 245 = 73,5 N; a = 46,5/25 = 1,86 m/s²; d = 1,86 · 16/2 = 14,88 m.',
  ),
  parts(
    21752,
    PULLEYS,
    'Un bloque de 8 kg está sobre un plano inclinado 30° sin rozamiento, unido por una cuerda que pasa por una polea ideal en lo alto del plano a un cuerpo de 6 kg que cuelga verticalmente. El sistema parte del reposo (g = 10 m/s²).',
    [
      part('a', 'Determine la aceleración del sistema.', 1.429, 'm/s²', 'a ≈ 1,43 m/s²'),
      part('b', 'Determine la tensión de la cuerda.', 51.43, 'N', 'T ≈ 51,43 N'),
      part(
        'c',
        'Determine la rapidez del cuerpo que cuelga cuando descendió 70 cm.',
        1.414,
        'm/s',
        'v ≈ 1,41 m/s',
      ),
    ],
    () => {
      const a = (6 * 10 - 8 * 10 * 0.5) / 14;
      return [[a], [6 * (10 - a)], [Math.sqrt(2 * a * 0.7)]];
    },
    'a = (60 − 80 · 0,5)/14 = 20/14 ≈ 1,43 m/s²; T = 6 · (10 − 1,43) ≈ 51,43 N; v = √(2 · 1,43 · 0,7) = √2 ≈ 1,41 m/s.',
  ),
  parts(
    21753,
    DYNAMICS,
    'Un cajón de 80 kg viaja suelto sobre la caja de una camioneta. El coeficiente de rozamiento estático entre el cajón y la caja es 0,3 (g = 10 m/s²). La camioneta arranca y pasa de 0 a 54 km/h en 6 s con aceleración constante, y el cajón no desliza.',
    [
      part('a', '¿Cuál es la aceleración de la camioneta?', 2.5, 'm/s²', 'a = 2,5 m/s²'),
      part('b', '¿Cuánto vale la fuerza de rozamiento sobre el cajón?', 200, 'N', 'Fr = 200 N'),
      part(
        'c',
        '¿En qué tiempo mínimo podría alcanzar los 54 km/h sin que el cajón deslice?',
        5,
        's',
        't = 5 s',
      ),
    ],
    () => [[15 / 6], [80 * 2.5], [15 / (0.3 * 10)]],
    '54 km/h = 15 m/s; a = 15/6 = 2,5 m/s²; Fr = 80 · 2,5 = 200 N (< 240 N); a máx = 3 m/s², t = 15/3 = 5 s.',
  ),
  parts(
    21754,
    PULLEYS,
    'En una máquina de Atwood cuelgan masas de 1,5 kg y 2,5 kg. Se las suelta desde el reposo con la masa mayor a 1,2 m del piso. Considere g = 9,8 m/s².',
    [
      part('a', 'Calcule la aceleración de las masas.', 2.45, 'm/s²', 'a = 2,45 m/s²'),
      part('b', 'Calcule el tiempo que tarda la masa mayor en llegar al piso.', 0.9897, 's', 't ≈ 0,99 s'),
      part('c', 'Calcule la tensión de la cuerda.', 18.375, 'N', 'T = 18,375 N'),
    ],
    () => {
      const a = ((2.5 - 1.5) * 9.8) / 4;
      return [[a], [Math.sqrt((2 * 1.2) / a)], [1.5 * (9.8 + a)]];
    },
    'a = 1 · 9,8/4 = 2,45 m/s²; t = √(2 · 1,2/2,45) ≈ 0,99 s; T = 1,5 · (9,8 + 2,45) = 18,375 N.',
  ),
  parts(
    21755,
    SPRINGS,
    'Del techo de un ascensor cuelga un resorte de constante 400 N/m, y de él un cuerpo de 2 kg (g = 10 m/s²).',
    [
      part('a', 'Halle el alargamiento del resorte, en cm, con el ascensor en reposo.', 5, 'cm', 'x = 5 cm'),
      part(
        'b',
        'Halle el alargamiento, en cm, cuando el ascensor sube acelerando a 3 m/s².',
        6.5,
        'cm',
        'x = 6,5 cm',
      ),
      part(
        'c',
        'En otro momento el alargamiento es de 4 cm. Halle el módulo de la aceleración del ascensor.',
        2,
        'm/s²',
        'a = 2 m/s² (hacia abajo)',
      ),
    ],
    () => [[((2 * 10) / 400) * 100], [((2 * 13) / 400) * 100], [10 - (400 * 0.04) / 2]],
    'x = 20/400 = 0,05 m = 5 cm; x = 2 · 13/400 = 0,065 m = 6,5 cm; k x = 16 N = 2 (10 − a) ⇒ a = 2 m/s² hacia abajo.',
  ),
  parts(
    21756,
    KIN,
    'Un tren parte del reposo con aceleración constante de 0,5 m/s² durante 1 minuto; luego recorre 2 km con velocidad constante y finalmente frena uniformemente hasta detenerse en 300 m.',
    [
      part('a', '¿Cuál es la velocidad máxima del tren?', 30, 'm/s', 'v = 30 m/s'),
      part('b', '¿Qué distancia total recorre?', 3200, 'm', 'd = 3200 m'),
      part('c', '¿Cuánto tiempo dura todo el viaje?', 146.67, 's', 't ≈ 146,67 s'),
    ],
    () => [[0.5 * 60], [0.5 * 0.5 * 3600 + 2000 + 300], [60 + 2000 / 30 + 300 / 15]],
    'v = 0,5 · 60 = 30 m/s; d = 900 + 2000 + 300 = 3200 m; t = 60 + 66,67 + 20 ≈ 146,67 s.',
  ),
];

/** Open statements with their questions on the page. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    21770,
    MEET,
    'Dos móviles parten en el mismo instante desde dos pueblos A y B, separados 1,2 km, uno al encuentro del otro. El que sale de A parte del reposo con aceleración constante de 2 m/s²; el que sale de B marcha a 36 km/h constantes.\na) ¿Cuánto tiempo tardan en encontrarse?\nb) ¿A qué distancia de A se encuentran?\nc) ¿Qué velocidad tiene en ese momento el móvil que salió de A, expresada en km/h?',
    'a) 30 s; b) 900 m; c) 216 km/h',
    () => [-5 + Math.sqrt(25 + 1200), 30 ** 2, 2 * 30 * 3.6],
    '36 km/h = 10 m/s; t² + 10 t = 1200 ⇒ t = 30 s; x = 30² = 900 m; v = 60 m/s = 216 km/h.',
  ),
  page(
    'fisica',
    21771,
    KIN,
    'Una plataforma sube verticalmente con velocidad constante de 3 m/s. Cuando está a 14 m del piso se suelta de ella un objeto (g = 9,8 m/s²; despreciar el aire).\na) Determine la altura máxima, respecto del piso, que alcanza el objeto.\nb) Determine el tiempo que tarda en llegar al piso.\nc) Determine la rapidez con que llega al piso.',
    'a) ≈ 14,46 m; b) ≈ 2,02 s; c) ≈ 16,83 m/s',
    () => [14 + 9 / 19.6, (3 + Math.sqrt(9 + 274.4)) / 9.8, Math.sqrt(9 + 274.4)],
    'h = 14 + 3²/(2 · 9,8) ≈ 14,46 m; 4,9 t² − 3 t − 14 = 0 ⇒ t ≈ 2,02 s; v = √(9 + 2 · 9,8 · 14) ≈ 16,83 m/s.',
  ),
  page(
    'fisica',
    21772,
    DYNAMICS,
    'Se lanza un bloque hacia arriba por un plano inclinado 37° con una velocidad inicial de 12 m/s. El coeficiente de rozamiento cinético es 0,25. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8.\na) ¿Cuál es el módulo de la aceleración mientras sube?\nb) ¿Qué distancia recorre sobre el plano hasta detenerse?\nc) Si luego vuelve a bajar, ¿con qué aceleración lo hace?',
    'a) 8 m/s²; b) 9 m; c) 4 m/s²',
    () => [10 * (0.6 + 0.25 * 0.8), 144 / 16, 10 * (0.6 - 0.25 * 0.8)],
    'Subiendo: a = 10 · (0,6 + 0,2) = 8 m/s²; d = 144/16 = 9 m; bajando: a = 10 · (0,6 − 0,2) = 4 m/s².',
  ),
  page(
    'fisica',
    21773,
    PULLEYS,
    'Tres bloques de 2 kg, 3 kg y 5 kg, unidos en ese orden por cuerdas horizontales, están sobre una mesa. Se tira del bloque de 5 kg con una fuerza horizontal de 40 N. El coeficiente de rozamiento cinético es 0,1 para los tres (g = 10 m/s²).\na) Calcule la aceleración del sistema.\nb) Calcule la tensión de la cuerda que une el bloque de 3 kg con el de 5 kg.\nc) Calcule la tensión de la cuerda que une el bloque de 2 kg con el de 3 kg.',
    'a) 3 m/s²; b) 20 N; c) 8 N',
    () => [(40 - 0.1 * 10 * 10) / 10, 5 * (3 + 1), 2 * (3 + 1)],
    'a = (40 − 10)/10 = 3 m/s²; la cuerda entre 3 y 5 kg arrastra 5 kg: T = 5 · 3 + 0,1 · 50 = 20 N; T = 2 · 3 + 0,1 · 20 = 8 N.',
  ),
  page(
    'fisica',
    21774,
    DYNAMICS,
    'Una persona de 65 kg viaja parada sobre una balanza en un ascensor que sube. El ascensor arranca con aceleración de 1,2 m/s² durante 2 s, luego sigue con velocidad constante y al final frena con aceleración de módulo 2 m/s² hasta detenerse (g = 9,8 m/s²).\na) ¿Qué indica la balanza durante el arranque?\nb) ¿Qué velocidad alcanza el ascensor?\nc) ¿Qué indica la balanza durante el frenado?',
    'a) 715 N; b) 2,4 m/s; c) 507 N',
    () => [65 * (9.8 + 1.2), 1.2 * 2, 65 * (9.8 - 2)],
    'N = 65 · 11 = 715 N; v = 1,2 · 2 = 2,4 m/s; frenando al subir la aceleración apunta hacia abajo: N = 65 · 7,8 = 507 N.',
  ),
  page(
    'fisica',
    21775,
    KIN,
    'Un avión de rescate vuela horizontalmente a 540 km/h y a 720 m de altura. Debe dejar caer un paquete sobre una balsa que navega en el mismo sentido a 18 km/h (g = 10 m/s²; sin aire).\na) ¿Cuánto tarda el paquete en caer?\nb) ¿A qué distancia horizontal detrás de la balsa debe soltarlo?\nc) ¿Con qué rapidez llega el paquete al agua?',
    'a) 12 s; b) 1740 m; c) ≈ 192,1 m/s',
    () => [Math.sqrt(1440 / 10), (150 - 5) * 12, Math.hypot(150, 120)],
    '540 km/h = 150 m/s, 18 km/h = 5 m/s; t = √(2 · 720/10) = 12 s; d = (150 − 5) · 12 = 1740 m; v = √(150² + 120²) ≈ 192,1 m/s.',
  ),
  page(
    'fisica',
    21776,
    DYNAMICS,
    'Un automóvil de 1.200 kg toma una curva plana de 80 m de radio. El coeficiente de rozamiento estático entre los neumáticos y el asfalto es 0,5 (g = 10 m/s²).\na) Halle la máxima velocidad, en km/h, con que puede tomar la curva sin derrapar.\nb) Si la toma a 54 km/h, ¿cuánto vale la fuerza de rozamiento necesaria?\nc) A esos 54 km/h, ¿cuánto tardaría en dar una vuelta completa?',
    'a) 72 km/h; b) 3375 N; c) ≈ 33,5 s',
    () => [Math.sqrt(0.5 * 10 * 80) * 3.6, (1200 * 15 ** 2) / 80, (2 * Math.PI * 80) / 15],
    'v = √(μ g R) = √400 = 20 m/s = 72 km/h; F = 1200 · 225/80 = 3375 N; T = 2π · 80/15 ≈ 33,5 s.',
  ),
  page(
    'fisica',
    21777,
    KIN,
    'Una lancha debe cruzar un río de 240 m de ancho y llegar al punto exactamente opuesto de la otra orilla. Su velocidad respecto del agua es de 5 m/s y la corriente es de 3 m/s.\na) ¿Qué ángulo, medido desde la perpendicular a la orilla, debe formar su proa río arriba?\nb) ¿Cuánto tarda en cruzar?\nc) ¿Cuánto tiempo menos tardaría si apuntara perpendicular a la orilla (aunque llegara a otro punto)?',
    'a) ≈ 36,9°; b) 60 s; c) 12 s',
    () => [(Math.asin(3 / 5) * 180) / Math.PI, 240 / 4, 240 / 4 - 240 / 5],
    'sen θ = 3/5 ⇒ θ ≈ 36,9°; la componente perpendicular es 4 m/s, t = 240/4 = 60 s; apuntando perpendicular t = 240/5 = 48 s: 12 s menos.',
  ),
  page(
    'fisica',
    21778,
    SPRINGS,
    'Un bloque de 4 kg está en reposo sobre un plano inclinado 30° sin rozamiento, sostenido por un resorte paralelo al plano de constante 500 N/m (g = 9,8 m/s²).\na) ¿Cuánto está estirado el resorte, en cm?\nb) ¿Cuánto vale la fuerza normal del plano sobre el bloque?\nc) Si se corta el resorte, ¿qué rapidez tiene el bloque después de recorrer 1,6 m sobre el plano?',
    'a) 3,92 cm; b) ≈ 33,9 N; c) ≈ 3,96 m/s',
    () => [((4 * 9.8 * 0.5) / 500) * 100, 4 * 9.8 * Math.cos(rad(30)), Math.sqrt(2 * 9.8 * 0.5 * 1.6)],
    'k x = m g sen 30° = 19,6 N ⇒ x = 0,0392 m = 3,92 cm; N = 39,2 · cos 30° ≈ 33,9 N; a = 4,9 m/s², v = √(2 · 4,9 · 1,6) ≈ 3,96 m/s.',
  ),
  page(
    'fisica',
    21779,
    MEET,
    'Un ciclista sale de un pueblo a las 7:00 con velocidad constante de 6 m/s. A las 7:20 sale del mismo pueblo, por la misma ruta y en el mismo sentido, un automóvil a 72 km/h constantes.\na) ¿Cuántos minutos después de su partida alcanza el auto al ciclista?\nb) ¿A qué distancia del pueblo lo alcanza, en km?\nc) ¿Qué distancia los separa a las 8:00?',
    'a) ≈ 8,57 min; b) ≈ 10,29 km; c) 26,4 km',
    () => {
      const t = (6 * 1200) / (20 - 6);
      return [t / 60, (20 * t) / 1000, (20 * 2400 - 6 * 3600) / 1000];
    },
    'El ciclista lleva 6 · 1200 = 7200 m de ventaja; se acercan a 14 m/s: t ≈ 514,3 s ≈ 8,57 min; d = 20 · 514,3 ≈ 10,29 km; a las 8:00: 48 km − 21,6 km = 26,4 km.',
  ),
];

export const physicsExamPages2MotionDynamicsProblems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
