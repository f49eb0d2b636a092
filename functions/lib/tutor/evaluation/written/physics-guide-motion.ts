/**
 * Kinematics and dynamics in the shape of the FRM (UTN Mendoza) seminario's own exercises (#32): uniform
 * and accelerated motion, free fall and vertical throws, horizontal and oblique throws, motion read from
 * a described graph, meetings and chases, Newton's second law, friction, inclines, ropes, pulleys,
 * elevators, weight and mass, many of them in chained parts (a) b) c) each needing the one before) or
 * asking for a unit other than the data's. Each exercise keeps the structure and the kind of question of
 * one in the sources below, with other numbers, objects and words; every key was worked by hand and is
 * recomputed by `check`. g is the value each statement gives.
 *
 * Sources, read on 2026-11-30 (plain-text copies of the regional's material republished by a student):
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/1_2%20CINEM%C3%81TICA%20%20U2%20(1).pdf
 *   (unit 2, kinematics: the worked examples on mean speed, the stone caught on the way down, the window, the cliff)
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/GU%C3%8DA%20DE%20PROBLEMAS%20A%20RESOLVER%20FISICA.pdf
 *   (units 2 and 3 of the problem guide: kinematics and dynamics)
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/EJERCICIOS%20COMPLEMENTARIOS%20-%20F%C3%8DSICA.pdf
 *   (the kinematics and dynamics parts of the complementary exercises)
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

const THEORY = 'frm-seminario-fisica-u2-cinematica';
const GUIDE = 'frm-seminario-fisica-guia-de-problemas';
const EXTRA = 'frm-seminario-fisica-ejercicios-complementarios';

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: [GUIDE],
  difficulty: 'medio',
  // One per cent of the key, at least 0,01: the replies round to two decimals.
  tolerance: (value) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.01) }),
});

const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const DYN = 'mecanica.dinamica';
const PULLEY = 'mecanica.tension-poleas';
const kin = (source: string) => [KIN, [source]] as const;
const dyn = (source: string) => [DYN, [source]] as const;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

export const physicsGuideMotionProblems: readonly ExamStyleProblem[] = [
  // Uniform motion and mean speed
  numeric(
    2701,
    KIN,
    'Una ciclista mantiene una rapidez media de 8 m/s durante un recorrido de 7,2 km. ¿Cuántos minutos tarda?',
    { value: 15, unit: 'min', text: '15 min' },
    () => 7200 / 8 / 60,
    't = d/v = 7200 m / 8 m/s = 900 s = 15 min.',
  ),
  parts(
    2702,
    KIN,
    'Un colectivo avanza en línea recta a 72 km/h durante 10 minutos, luego a 54 km/h durante 6 minutos y por último a 36 km/h durante 4 minutos. Expresá los resultados en unidades del SI.',
    [
      part('a', '¿Qué distancia total recorre?', 19800, 'm', '19800 m'),
      part('b', '¿Cuál es su rapidez media en todo el trayecto?', 16.5, 'm/s', '16,5 m/s'),
    ],
    () => [[20 * 600 + 15 * 360 + 10 * 240], [(20 * 600 + 15 * 360 + 10 * 240) / 1200]],
    '20 m/s · 600 s + 15 m/s · 360 s + 10 m/s · 240 s = 19800 m; v = 19800 m / 1200 s = 16,5 m/s.',
  ),
  numeric(
    2703,
    KIN,
    'Un auto viaja a 50 millas por hora constantes. ¿Cuántos kilómetros recorre en 90 minutos? (1 milla = 1,609 km)',
    { value: 120.675, unit: 'km', text: '120,675 km' },
    () => 50 * 1.609 * 1.5,
    '50 mi/h = 80,45 km/h; d = 80,45 km/h · 1,5 h = 120,675 km.',
  ),
  options(
    2704,
    kin(THEORY),
    'Un ciclista recorre 30 km: la primera mitad del camino a 20 km/h y la segunda mitad a 30 km/h. Su rapidez media en todo el recorrido es:',
    ['25 km/h', '24 km/h', '50 km/h', '12 km/h'],
    1,
    () => [30 / (15 / 20 + 15 / 30)],
    't₁ = 15/20 = 0,75 h; t₂ = 15/30 = 0,5 h; v = 30 km / 1,25 h = 24 km/h.',
  ),
  numeric(
    2705,
    kin(EXTRA),
    'La distancia entre dos ciudades es de 540 km y un tren debe recorrerla en 6 h. ¿Qué velocidad constante necesita, en m/s?',
    { value: 25, unit: 'm/s', text: '25 m/s' },
    () => 540000 / (6 * 3600),
    'v = 540 km / 6 h = 90 km/h = 25 m/s.',
  ),
  // Uniformly accelerated motion
  parts(
    2706,
    KIN,
    'Un auto de carrera parte del reposo y tarda 12 s en alcanzar 108 km/h.',
    [
      part('a', '¿Cuál es su aceleración media en m/s²?', 2.5, 'm/s²', '2,5 m/s²'),
      part('b', '¿Qué distancia recorre en ese tiempo, en metros?', 180, 'm', '180 m'),
      part(
        'c',
        'Si mantiene esa aceleración, ¿cuántos segundos, contados desde el reposo, tarda en llegar a 180 km/h?',
        20,
        's',
        '20 s',
      ),
    ],
    () => [[30 / 12], [0.5 * (30 / 12) * 12 ** 2], [50 / (30 / 12)]],
    '108 km/h = 30 m/s: a = 30/12 = 2,5 m/s²; d = ½ · 2,5 · 144 = 180 m; 180 km/h = 50 m/s: t = 50/2,5 = 20 s.',
  ),
  parts(
    2707,
    KIN,
    'Un objeto parte del reposo y se mueve en línea recta con una aceleración constante de 6 m/s².',
    [
      part('a', '¿Qué rapidez tiene a los 4 s?', 24, 'm/s', '24 m/s'),
      part('b', '¿Cuál es su rapidez media en esos 4 s?', 12, 'm/s', '12 m/s'),
      part('c', '¿Qué distancia recorre en esos 4 s?', 48, 'm', '48 m'),
    ],
    () => [[6 * 4], [(0 + 24) / 2], [0.5 * 6 * 16]],
    'v = 6 · 4 = 24 m/s; v media = (0 + 24)/2 = 12 m/s; d = 12 · 4 = 48 m.',
  ),
  parts(
    2708,
    KIN,
    'La rapidez de una moto aumenta uniformemente de 18 km/h a 72 km/h en 10 s. Respondé en metros y segundos.',
    [
      part('a', '¿Cuál es su rapidez media?', 12.5, 'm/s', '12,5 m/s'),
      part('b', '¿Cuál es su aceleración?', 1.5, 'm/s²', '1,5 m/s²'),
      part('c', '¿Qué distancia recorre en esos 10 s?', 125, 'm', '125 m'),
    ],
    () => [[(5 + 20) / 2], [(20 - 5) / 10], [((5 + 20) / 2) * 10]],
    '5 m/s → 20 m/s: v media = 12,5 m/s; a = 15/10 = 1,5 m/s²; d = 12,5 · 10 = 125 m.',
  ),
  numeric(
    2709,
    KIN,
    'Un trineo parte del reposo y baja 16 m por una pendiente recta en 4 s, con aceleración constante. ¿Cuántos segundos después de partir tendrá una velocidad de 20 m/s?',
    { value: 10, unit: 's', text: '10 s' },
    () => 20 / ((2 * 16) / 4 ** 2),
    'a = 2d/t² = 32/16 = 2 m/s²; t = v/a = 20/2 = 10 s.',
  ),
  options(
    2710,
    KIN,
    'Un tren que marcha a 25 m/s comienza a frenar y pierde 2,5 m/s de velocidad cada segundo. La distancia que recorre hasta detenerse es:',
    ['10 m', '250 m', '62,5 m', '125 m'],
    3,
    () => [25 ** 2 / (2 * 2.5)],
    'a = −2,5 m/s²; d = v₀²/(2a) = 625/5 = 125 m.',
  ),
  parts(
    2711,
    KIN,
    'Un auto que va por un camino recto a 24 m/s reduce su rapidez uniformemente hasta 8 m/s en 4 s.',
    [
      part('a', '¿Cuál es su aceleración?', 4, 'm/s²', '−4 m/s² (frena)'),
      part('b', '¿Qué distancia recorre durante el tercer segundo?', 14, 'm', '14 m'),
    ],
    () => {
      const a = (8 - 24) / 4;
      const x = (t: number) => 24 * t + 0.5 * a * t ** 2;
      return [[-a], [x(3) - x(2)]];
    },
    'a = (8 − 24)/4 = −4 m/s²; x(t) = 24t − 2t²: x(3) − x(2) = 54 − 40 = 14 m.',
  ),
  numeric(
    2712,
    KIN,
    'Un avión parte del reposo y recorre 1,2 km de pista con aceleración constante hasta despegar 30 s después. ¿Con qué velocidad despega, en km/h?',
    { value: 288, unit: 'km/h', text: '288 km/h' },
    () => ((2 * 1200) / 30) * 3.6,
    'd = (0 + v)/2 · t ⇒ v = 2 · 1200/30 = 80 m/s = 288 km/h.',
  ),
  numeric(
    2713,
    KIN,
    'Un auto pasa del reposo a 100 km/h en 10 s con aceleración constante. Expresá esa aceleración en km/h².',
    { value: 36000, unit: 'km/h²', text: '36000 km/h²' },
    () => 100 / (10 / 3600),
    'a = 100 km/h ÷ (10/3600) h = 36000 km/h².',
  ),
  // Free fall and vertical throws
  numeric(
    2714,
    kin(EXTRA),
    'Un paquete que se suelta desde un helicóptero detenido en el aire tarda 6 s en llegar al suelo. ¿A qué altura estaba el helicóptero? (g = 9,8 m/s²)',
    { value: 176.4, unit: 'm', text: '176,4 m' },
    () => 0.5 * 9.8 * 6 ** 2,
    'h = ½ g t² = 4,9 · 36 = 176,4 m.',
  ),
  parts(
    2715,
    kin(EXTRA),
    'Se deja caer una piedra desde un puente muy alto; parte del reposo y cae libremente (g = 10 m/s²).',
    [
      part('a', '¿Cuántos metros cayó al cabo de 1 s?', 5, 'm', '5 m'),
      part('b', '¿Cuántos metros cayó al cabo de 3 s?', 45, 'm', '45 m'),
      part('c', '¿Qué velocidad tiene a los 3 s?', 30, 'm/s', '30 m/s'),
    ],
    () => [[0.5 * 10 * 1], [0.5 * 10 * 9], [10 * 3]],
    'h = ½ g t²: 5 m a 1 s y 45 m a 3 s; v = g t = 30 m/s.',
  ),
  parts(
    2716,
    KIN,
    'En la Luna, donde g = 1,6 m/s², se lanza una piedra verticalmente hacia arriba con una rapidez inicial de 24 m/s. Tomá el sentido hacia arriba como positivo.',
    [
      part('a', '¿Qué altura máxima alcanza?', 180, 'm', '180 m'),
      part('b', '¿Cuánto tarda en alcanzarla?', 15, 's', '15 s'),
      part('c', '¿Qué velocidad tiene 20 s después del lanzamiento?', 8, 'm/s', '−8 m/s (baja)'),
    ],
    () => [[24 ** 2 / (2 * 1.6)], [24 / 1.6], [-(24 - 1.6 * 20)]],
    'h = v₀²/(2g) = 576/3,2 = 180 m; t = v₀/g = 15 s; v = 24 − 1,6 · 20 = −8 m/s (ya baja).',
  ),
  parts(
    2717,
    KIN,
    'Desde una altura de 30 m se arroja una pelota verticalmente hacia abajo con una rapidez inicial de 5 m/s (g = 10 m/s²).',
    [
      part('a', '¿Cuánto tarda en llegar al piso?', 2, 's', '2 s'),
      part('b', '¿Con qué rapidez choca contra el piso?', 25, 'm/s', '25 m/s'),
    ],
    () => [[(-5 + Math.sqrt(25 + 4 * 5 * 30)) / (2 * 5)], [Math.sqrt(25 + 2 * 10 * 30)]],
    '30 = 5t + 5t² ⇒ t² + t − 6 = 0 ⇒ t = 2 s; v = 5 + 10 · 2 = 25 m/s.',
  ),
  parts(
    2718,
    kin(THEORY),
    'Se lanza una piedra verticalmente hacia arriba a 15 m/s. Cuando baja, alguien la atrapa en un punto situado 10 m por encima del lugar del lanzamiento (g = 10 m/s²).',
    [
      part('a', '¿Qué rapidez tiene cuando la atrapan?', 5, 'm/s', '5 m/s'),
      part('b', '¿Cuánto tiempo estuvo en el aire?', 2, 's', '2 s'),
    ],
    () => [[Math.sqrt(15 ** 2 - 2 * 10 * 10)], [(15 + Math.sqrt(15 ** 2 - 2 * 10 * 10)) / 10]],
    'v² = 225 − 2 · 10 · 10 = 25 ⇒ v = −5 m/s (baja); t = (15 − (−5))/10 = 2 s.',
  ),
  numeric(
    2719,
    kin(THEORY),
    'Una maceta cae desde el reposo desde una terraza y tarda 0,2 s en pasar frente a una ventana de 1,8 m de alto (g = 10 m/s²). ¿A qué distancia por debajo de la terraza está el borde superior de la ventana?',
    { value: 3.2, unit: 'm', text: '3,2 m' },
    () => {
      const entry = (1.8 - 0.5 * 10 * 0.2 ** 2) / 0.2;
      return entry ** 2 / (2 * 10);
    },
    '1,8 = v · 0,2 + 5 · 0,04 ⇒ v = 8 m/s al llegar a la ventana; h = v²/(2g) = 64/20 = 3,2 m.',
  ),
  parts(
    2720,
    KIN,
    'Desde lo alto de una torre de 40 m se lanza una piedra verticalmente hacia arriba con una velocidad de 10 m/s (g = 10 m/s²).',
    [
      part('a', '¿Cuánto tarda en llegar al suelo?', 4, 's', '4 s'),
      part('b', '¿Con qué rapidez llega al suelo?', 30, 'm/s', '30 m/s'),
    ],
    () => [[(10 + Math.sqrt(100 + 2 * 10 * 40)) / 10], [Math.sqrt(100 + 2 * 10 * 40)]],
    '−40 = 10t − 5t² ⇒ t² − 2t − 8 = 0 ⇒ t = 4 s; v = 10 − 10 · 4 = −30 m/s.',
  ),
  // Horizontal and oblique throws
  parts(
    2721,
    kin(THEORY),
    'Desde lo alto de un acantilado de 45 m se dispara un proyectil con una velocidad horizontal de 20 m/s (g = 10 m/s²).',
    [
      part('a', '¿Cuánto tarda en llegar al pie del acantilado?', 3, 's', '3 s'),
      part('b', '¿A qué distancia del pie del acantilado cae?', 60, 'm', '60 m'),
      part('c', '¿Con qué rapidez llega al suelo?', Math.sqrt(1300), 'm/s', '≈ 36,06 m/s'),
    ],
    () => [[Math.sqrt((2 * 45) / 10)], [20 * 3], [Math.hypot(20, 10 * 3)]],
    't = √(2h/g) = 3 s; x = 20 · 3 = 60 m; v_y = 30 m/s ⇒ v = √(20² + 30²) ≈ 36,06 m/s.',
  ),
  parts(
    2722,
    kin(EXTRA),
    'Una bolita rueda a 30 cm/s sobre una mesa de 1,25 m de alto y cae por el borde (g = 10 m/s²).',
    [
      part('a', '¿Cuánto tarda en llegar al piso?', 0.5, 's', '0,5 s'),
      part(
        'b',
        '¿A cuántos centímetros del borde de la mesa, en horizontal, toca el piso?',
        15,
        'cm',
        '15 cm',
      ),
    ],
    () => [[Math.sqrt((2 * 1.25) / 10)], [30 * Math.sqrt((2 * 1.25) / 10)]],
    't = √(2 · 1,25/10) = 0,5 s; x = 30 cm/s · 0,5 s = 15 cm.',
  ),
  numeric(
    2723,
    KIN,
    'Se patea una pelota con una velocidad de 20 m/s que forma un ángulo de 30° con la horizontal (g = 10 m/s²). ¿A qué distancia del punto de partida vuelve a su nivel inicial?',
    { value: 20 * Math.sqrt(3), unit: 'm', text: '≈ 34,64 m' },
    () => (20 ** 2 * Math.sin(rad(60))) / 10,
    'R = v₀² sen(2α)/g = 400 · sen 60°/10 ≈ 34,64 m.',
  ),
  parts(
    2724,
    KIN,
    'Un proyectil se dispara a 50 m/s con una inclinación de 53° sobre la horizontal (sen 53° = 0,8; cos 53° = 0,6; g = 10 m/s²), desde un terreno horizontal.',
    [
      part('a', '¿Cuánto tarda en llegar a la altura máxima?', 4, 's', '4 s'),
      part('b', '¿Qué altura máxima alcanza?', 80, 'm', '80 m'),
      part('c', '¿Cuál es su alcance horizontal?', 240, 'm', '240 m'),
    ],
    () => [[(50 * 0.8) / 10], [(50 * 0.8) ** 2 / 20], [50 * 0.6 * 2 * ((50 * 0.8) / 10)]],
    'v_y = 40 m/s, v_x = 30 m/s: t = 40/10 = 4 s; h = 1600/20 = 80 m; x = 30 · 8 = 240 m.',
  ),
  numeric(
    2725,
    KIN,
    'Se lanza una pelota formando un ángulo de 45° con la horizontal y cae sobre la terraza de un edificio que está a 20 m de distancia horizontal; el borde de la terraza está 10 m por encima del punto de lanzamiento (g = 10 m/s²). ¿Con qué rapidez se lanzó la pelota?',
    { value: 20, unit: 'm/s', text: '20 m/s' },
    () => {
      // With 45°, v_x = v_y = u: y = 20 − 5 · (20/u)² = 10 ⇒ u² = 200.
      const u = Math.sqrt((10 * 20 ** 2) / (2 * (20 - 10)));
      return u * Math.SQRT2;
    },
    'v_x = v_y = u; t = 20/u; 10 = u · t − 5t² = 20 − 2000/u² ⇒ u² = 200 ⇒ v₀ = u√2 = 20 m/s.',
  ),
  numeric(
    2726,
    KIN,
    'Un avión vuela horizontalmente a 500 m de altura y suelta un paquete, que toca el suelo 400 m más adelante (en horizontal) del punto donde lo soltó. Despreciá el aire y tomá g = 10 m/s². ¿A qué velocidad volaba el avión, en km/h?',
    { value: 144, unit: 'km/h', text: '144 km/h' },
    () => (400 / Math.sqrt((2 * 500) / 10)) * 3.6,
    't = √(2 · 500/10) = 10 s; v = 400/10 = 40 m/s = 144 km/h.',
  ),
  // Motion read from a described graph
  parts(
    2727,
    MEET,
    'El gráfico de velocidad en función del tiempo de un auto que va por un camino recto es así: de 0 s a 4 s la velocidad crece uniformemente de 0 a 12 m/s; de 4 s a 8 s se mantiene en 12 m/s; de 8 s a 10 s disminuye uniformemente hasta 0.',
    [
      part('a', '¿Cuál es la aceleración en t = 2 s?', 3, 'm/s²', '3 m/s²'),
      part('b', '¿Cuál es la aceleración en t = 9 s?', 6, 'm/s²', '−6 m/s² (frena)'),
      part('c', '¿Qué distancia recorre entre 0 s y 10 s?', 84, 'm', '84 m'),
    ],
    () => [[12 / 4], [-(0 - 12) / 2], [(12 * 4) / 2 + 12 * 4 + (12 * 2) / 2]],
    'a = 12/4 = 3 m/s²; a = −12/2 = −6 m/s²; área = 24 + 48 + 12 = 84 m.',
  ),
  parts(
    2728,
    MEET,
    'En el gráfico de posición en función del tiempo de un móvil con MRU, la recta pasa por los puntos (0 s; 20 m) y (5 s; 70 m).',
    [
      part('a', '¿Cuál es su velocidad?', 10, 'm/s', '10 m/s'),
      part('b', '¿En qué posición está en t = 8 s?', 100, 'm', '100 m'),
    ],
    () => [[(70 - 20) / 5], [20 + ((70 - 20) / 5) * 8]],
    'v = pendiente = 50/5 = 10 m/s; x(8) = 20 + 10 · 8 = 100 m.',
  ),
  // Meetings and chases
  parts(
    2729,
    MEET,
    'Dos ciudades A y B distan 300 km. De A sale hacia B un auto a 80 km/h y, en el mismo instante, de B sale hacia A un camión a 70 km/h, ambos con velocidad constante.',
    [
      part('a', '¿Cuánto tardan en cruzarse?', 2, 'h', '2 h'),
      part('b', '¿A qué distancia de A se cruzan?', 160, 'km', '160 km'),
    ],
    () => [[300 / (80 + 70)], [80 * (300 / (80 + 70))]],
    't = 300/(80 + 70) = 2 h; x = 80 · 2 = 160 km de A.',
  ),
  parts(
    2730,
    MEET,
    'Un ladrón pasa corriendo a 6 m/s constantes frente a un policía que está quieto; en ese instante el policía sale tras él con una aceleración constante de 2 m/s².',
    [
      part('a', '¿Cuánto tarda el policía en alcanzarlo?', 6, 's', '6 s'),
      part('b', '¿Qué distancia recorre el policía hasta alcanzarlo?', 36, 'm', '36 m'),
      part('c', '¿Qué velocidad tiene el policía en ese momento?', 12, 'm/s', '12 m/s'),
    ],
    () => [[(2 * 6) / 2], [6 * 6], [2 * 6]],
    '6t = ½ · 2 · t² ⇒ t = 6 s; d = 6 · 6 = 36 m; v = 2 · 6 = 12 m/s.',
  ),
  options(
    2731,
    MEET,
    'Un auto sale de una ciudad a 60 km/h constantes; media hora más tarde sale del mismo lugar, por la misma ruta y en el mismo sentido, una moto a 90 km/h constantes. La moto alcanza al auto a una distancia de la ciudad de:',
    ['45 km', '90 km', '135 km', '60 km'],
    1,
    () => [60 * ((90 * 0.5) / (90 - 60))],
    '60t = 90(t − 0,5) ⇒ t = 1,5 h; x = 60 · 1,5 = 90 km.',
  ),
  // Newton's second law, weight and mass
  numeric(
    2732,
    DYN,
    'En un planeta donde g = 3,7 m/s², una caja pesa 74 N. ¿Qué fuerza neta hace falta para darle una aceleración de 1,5 m/s²?',
    { value: 30, unit: 'N', text: '30 N' },
    () => (74 / 3.7) * 1.5,
    'm = P/g = 74/3,7 = 20 kg; F = m · a = 20 · 1,5 = 30 N.',
  ),
  parts(
    2733,
    DYN,
    'Un bloque de 4 kg está en reposo sobre una superficie horizontal sin rozamiento y se lo empuja con una fuerza horizontal de 10 N.',
    [
      part('a', '¿Cuál es su aceleración?', 2.5, 'm/s²', '2,5 m/s²'),
      part('b', '¿Cuánto tiempo debe empujarse para que su velocidad llegue a 7,5 m/s?', 3, 's', '3 s'),
      part('c', '¿Qué distancia recorre en ese tiempo?', 11.25, 'm', '11,25 m'),
    ],
    () => [[10 / 4], [7.5 / (10 / 4)], [0.5 * (10 / 4) * 3 ** 2]],
    'a = 10/4 = 2,5 m/s²; t = 7,5/2,5 = 3 s; d = ½ · 2,5 · 9 = 11,25 m.',
  ),
  numeric(
    2734,
    PULLEY,
    'Un balde de 8 kg se sube con una soga vertical con una aceleración de 0,5 m/s² hacia arriba (g = 9,8 m/s²). ¿Cuál es la tensión de la soga?',
    { value: 82.4, unit: 'N', text: '82,4 N' },
    () => 8 * (9.8 + 0.5),
    'T − m g = m a ⇒ T = 8 · (9,8 + 0,5) = 82,4 N.',
  ),
  numeric(
    2735,
    DYN,
    'Para arrastrar un baúl de 50 kg con velocidad constante sobre un piso horizontal hace falta una fuerza horizontal de 196 N (g = 9,8 m/s²). ¿Cuál es el coeficiente de rozamiento entre el baúl y el piso?',
    { value: 0.4, unit: '', text: '0,4' },
    () => 196 / (50 * 9.8),
    'Velocidad constante: F = μ m g ⇒ μ = 196/490 = 0,4.',
  ),
  options(
    2736,
    DYN,
    'Se quiere que un cuerpo que pesa 490 N acelere a 1,2 m/s² (g = 9,8 m/s²). La fuerza neta que debe actuar sobre él es:',
    ['588 N', '60 N', '408 N', '49 N'],
    1,
    () => [(490 / 9.8) * 1.2],
    'm = 490/9,8 = 50 kg; F = 50 · 1,2 = 60 N.',
  ),
  numeric(
    2737,
    DYN,
    'Una fuerza constante actúa sobre un carro de 6 kg y reduce su velocidad de 9 m/s a 3 m/s en 2 s. ¿Cuál es el módulo de la fuerza?',
    { value: 18, unit: 'N', text: '18 N' },
    () => 6 * ((9 - 3) / 2),
    'a = (3 − 9)/2 = −3 m/s²; |F| = 6 · 3 = 18 N.',
  ),
  parts(
    2738,
    DYN,
    'Un disco de 200 g desliza sobre una mesa horizontal con una rapidez inicial de 150 cm/s y se detiene por una fuerza de rozamiento de 0,3 N (g = 10 m/s²).',
    [
      part('a', '¿Cuántos centímetros recorre hasta detenerse?', 75, 'cm', '75 cm'),
      part('b', '¿Cuál es el coeficiente de rozamiento entre el disco y la mesa?', 0.15, '', '0,15'),
    ],
    () => [[(1.5 ** 2 / (2 * (0.3 / 0.2))) * 100], [0.3 / (0.2 * 10)]],
    'a = 0,3/0,2 = 1,5 m/s²; d = 1,5²/(2 · 1,5) = 0,75 m = 75 cm; μ = 0,3/(0,2 · 10) = 0,15.',
  ),
  parts(
    2739,
    DYN,
    'Un auto de 1200 kg viaja por un camino horizontal a 20 m/s y frena hasta detenerse (g = 10 m/s²).',
    [
      part('a', '¿Qué fuerza de frenado constante hace falta para detenerlo en 50 m?', 4800, 'N', '4800 N'),
      part('b', '¿Cuál es el mínimo coeficiente de rozamiento entre las ruedas y el camino?', 0.4, '', '0,4'),
    ],
    () => [[1200 * (20 ** 2 / (2 * 50))], [20 ** 2 / (2 * 50) / 10]],
    'a = v²/(2d) = 400/100 = 4 m/s²; F = 1200 · 4 = 4800 N; μ = F/(m g) = 4800/12000 = 0,4.',
  ),
  numeric(
    2740,
    DYN,
    'Se tira de un cajón de 40 kg con una fuerza de 200 N que forma 37° con la horizontal, hacia arriba (sen 37° = 0,6; cos 37° = 0,8). El coeficiente de rozamiento cinético con el piso es 0,25 y g = 10 m/s². ¿Cuál es la aceleración del cajón?',
    { value: 2.25, unit: 'm/s²', text: '2,25 m/s²' },
    () => (200 * 0.8 - 0.25 * (40 * 10 - 200 * 0.6)) / 40,
    'N = 400 − 200 · 0,6 = 280 N; f = 0,25 · 280 = 70 N; a = (160 − 70)/40 = 2,25 m/s².',
  ),
  numeric(
    2741,
    DYN,
    'Una fuerza horizontal de 150 N empuja una caja de 30 kg que parte del reposo y alcanza 3 m/s en 2 s sobre un piso horizontal (g = 10 m/s²). ¿Cuál es el coeficiente de rozamiento cinético entre la caja y el piso?',
    { value: 0.35, unit: '', text: '0,35' },
    () => (150 - 30 * (3 / 2)) / (30 * 10),
    'a = 3/2 = 1,5 m/s²; f = 150 − 30 · 1,5 = 105 N; μ = 105/300 = 0,35.',
  ),
  // Inclines, ropes, pulleys and elevators
  numeric(
    2742,
    dyn(EXTRA),
    'Una caja de 10 kg baja deslizando por un plano inclinado 30° sobre la horizontal; el coeficiente de rozamiento cinético es 0,2 (g = 10 m/s²). ¿Con qué aceleración baja?',
    { value: 5 - 2 * Math.cos(rad(30)), unit: 'm/s²', text: '≈ 3,27 m/s²' },
    () => 10 * (Math.sin(rad(30)) - 0.2 * Math.cos(rad(30))),
    'a = g (sen 30° − μ cos 30°) = 10 · (0,5 − 0,2 · 0,866) ≈ 3,27 m/s².',
  ),
  parts(
    2743,
    dyn(EXTRA),
    'Un bloque de 5 kg se mueve con velocidad constante sobre una superficie horizontal cuando se lo empuja con una fuerza horizontal de 15 N (g = 10 m/s²). Luego la misma superficie se inclina 37° sobre la horizontal (sen 37° = 0,6; cos 37° = 0,8).',
    [
      part('a', '¿Cuál es el coeficiente de rozamiento entre el bloque y la superficie?', 0.3, '', '0,3'),
      part(
        'b',
        '¿Qué fuerza paralela al plano hace falta para que suba con una aceleración de 1 m/s²?',
        47,
        'N',
        '47 N',
      ),
    ],
    () => {
      const mu = 15 / (5 * 10);
      return [[mu], [5 * (1 + 10 * 0.6 + mu * 10 * 0.8)]];
    },
    'μ = 15/50 = 0,3; F = m (a + g sen 37° + μ g cos 37°) = 5 · (1 + 6 + 2,4) = 47 N.',
  ),
  parts(
    2744,
    [DYN, [EXTRA]],
    'Dos bloques apoyados uno contra otro sobre una mesa horizontal, m₁ = 2 kg y m₂ = 3 kg, son empujados por una fuerza horizontal F aplicada sobre m₁. El coeficiente de rozamiento de cada bloque con la mesa es 0,2 (g = 10 m/s²).',
    [
      part('a', '¿Cuánto debe valer F para que los bloques aceleren a 150 cm/s²?', 17.5, 'N', '17,5 N'),
      part('b', '¿Qué fuerza ejerce m₁ sobre m₂?', 10.5, 'N', '10,5 N'),
    ],
    () => [[5 * 1.5 + 0.2 * 5 * 10], [3 * 1.5 + 0.2 * 3 * 10]],
    'a = 1,5 m/s²: F = 5 · 1,5 + 0,2 · 50 = 17,5 N; sobre m₂: 3 · 1,5 + 0,2 · 30 = 10,5 N.',
  ),
  parts(
    2745,
    [PULLEY, [EXTRA]],
    'Una caja de 20 kg está sobre una mesa horizontal, atada con una cuerda que pasa por una polea sin rozamiento a otra caja de 20 kg que cuelga. El coeficiente de rozamiento cinético entre la caja y la mesa es 0,25 (g = 10 m/s²).',
    [
      part('a', '¿Con qué aceleración se mueven las cajas?', 3.75, 'm/s²', '3,75 m/s²'),
      part('b', '¿Cuál es la tensión de la cuerda?', 125, 'N', '125 N'),
    ],
    () => {
      const a = (20 * 10 - 0.25 * 20 * 10) / 40;
      return [[a], [20 * (10 - a)]];
    },
    'a = (200 − 50)/40 = 3,75 m/s²; T = 20 · (10 − 3,75) = 125 N.',
  ),
  parts(
    2746,
    PULLEY,
    'Una persona de 60 kg está parada sobre una balanza dentro de un ascensor que sube frenando con una desaceleración de 2 m/s² (g = 9,8 m/s²).',
    [
      part('a', '¿Qué fuerza, en newtons, marca la balanza?', 468, 'N', '468 N'),
      part('b', '¿Cuánto marca expresado en kgf?', 468 / 9.8, 'kgf', '≈ 47,76 kgf'),
    ],
    () => [[60 * (9.8 - 2)], [(60 * (9.8 - 2)) / 9.8]],
    'N = m (g − a) = 60 · 7,8 = 468 N = 468/9,8 ≈ 47,76 kgf.',
  ),
  parts(
    2747,
    PULLEY,
    'En una máquina de Atwood cuelgan, de los extremos de una cuerda que pasa por una polea ideal, dos cuerpos de 3 kg y 5 kg (g = 9,8 m/s²).',
    [
      part('a', '¿Cuál es la aceleración de los cuerpos?', 2.45, 'm/s²', '2,45 m/s²'),
      part('b', '¿Cuál es la tensión de la cuerda?', 36.75, 'N', '36,75 N'),
    ],
    () => [[((5 - 3) * 9.8) / 8], [3 * (9.8 + ((5 - 3) * 9.8) / 8)]],
    'a = (5 − 3) · 9,8/8 = 2,45 m/s²; T = 3 · (9,8 + 2,45) = 36,75 N.',
  ),
];
