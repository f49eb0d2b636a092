/**
 * Kinematics as UTN entrance exams and the Seminario booklets ask it (#32, fourth kinematics set),
 * written in our own words before the engine was run on them: two vehicles leaving two cities toward
 * each other or one chasing another with clock times and a later departure, km/h with km and minutes;
 * uniformly accelerated motion in stages, braking distance with a reaction time; free fall and vertical
 * throws (from the ground, from a terrace, from a rising balloon or elevator), horizontal and oblique
 * throws; v(t) tables and graphs told in words; mean speed. Each key worked out by hand and recomputed
 * by `check`.
 *
 * First measure, before any fix (engine at 7229c48e): 37/44 right, 3 sure-wrong (20201: a chase's «¿a qué
 * hora?» read as 45 min and option E chosen over «10:45 h»; 20205: the meeting's distance from the first
 * body's start given for «del más lento»; 20229: v₀ = 19,6 m/s matched to option «20 m/s»), 4 unanswered
 * (20214 stages in parts, 20218 braking in parts, 20222 vertical throw in four parts, 20236 v(t) table).
 * After this pass's fixes (meetings, flight time, speed tables, another instant of a braking): 42/44, 1
 * sure-wrong left, 20229, whose cause is the option matching of offline/reading.ts (a whole-number option
 * «20 m/s» read as 19,6 m/s rounded, beside options written with a decimal); 20214's total and mean
 * speed of a stages story stay declined on purpose (bc58425c).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { GRAVITY } from '../../../science/constants.ts';
import { halfPercent, type Part, writtenSet } from './builders.ts';

const SOURCES = ['frm-fisica-2024-07-06-t1', 'frm-fisica-2023-08-05-t2', 'frt-fisica-cartilla'];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const { numeric, options, part, parts } = physics;

const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';

/** The statements that give g = 10 m/s²; those that give 9,8 use the kernel's value. */
const G = 10;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
/** A clock time part, keyed by its hour and minutes. */
const clock = (label: Part['label'], prompt: string, text: string): Part => ({
  label,
  prompt,
  answer: { kind: 'expression', text },
});
/** An open statement whose questions are written in it, keyed by the numbers its answer states. */
const open = (
  id: number,
  subtopic: string,
  statement: string,
  text: string,
  check: () => number[],
  solution: string,
): ExamStyleProblem => ({
  id: `exs-fis-${id}`,
  subject: 'fisica',
  subtopic,
  statement,
  modelledOn: [...SOURCES],
  difficulty: 'medio',
  solution,
  format: 'open',
  answer: { text },
  check,
});

export const physicsExamKinematics4Problems: readonly ExamStyleProblem[] = [
  // Meetings and chases
  open(
    20200,
    MEET,
    'Las ciudades A y B distan 360 km por una ruta recta. A las 8:15 sale de A hacia B un micro a 80 km/h; a las 9:15 sale de B hacia A un auto a 120 km/h. Suponiendo que ambos mantienen su velocidad constante, ¿a qué hora se encuentran y a qué distancia de A?',
    '10:39 h; a 192 km de A',
    () => [10, 39, 80 + 80 * (280 / 200)],
    'A las 9:15 el micro ya hizo 80 km; faltan 280 km que se cierran a 200 km/h: 1,4 h = 1 h 24 min → 10:39. x = 80 + 80 · 1,4 = 192 km de A.',
  ),
  options(
    20201,
    MEET,
    'Un camión pasa frente a un puesto policial a las 9:30 con velocidad constante de 60 km/h. A las 10:00 sale del puesto un patrullero en su persecución a 100 km/h constantes. ¿A qué hora lo alcanza?',
    ['10:45 h', '10:18 h', '11:15 h', '10:30 h'],
    0,
    () => [10, (30 / 40) * 60],
    'A las 10:00 el camión lleva 30 km de ventaja; el patrullero la descuenta a 40 km/h: 0,75 h = 45 min → 10:45.',
  ),
  numeric(
    20202,
    MEET,
    'Dos autos salen simultáneamente de dos pueblos separados 45 km, uno al encuentro del otro por la misma ruta. Uno viaja a 54 km/h y el otro a 15 m/s. ¿Cuántos minutos tardan en cruzarse?',
    key(25, 'min', 't = 25 min'),
    () => (45 / (54 + 15 * 3.6)) * 60,
    '15 m/s = 54 km/h; se acercan a 108 km/h: t = 45 / 108 h = 25 min.',
  ),
  parts(
    20203,
    MEET,
    'Un ciclista sale de la ciudad A a las 7:00 con velocidad constante de 18 km/h. Media hora después sale de A, por el mismo camino y en el mismo sentido, una moto a 54 km/h. Se pide:',
    [
      part('a', '¿Cuánto tiempo después de partir la moto alcanza al ciclista?', 15, 'min', '15 min'),
      part('b', '¿A qué distancia de A lo alcanza?', 13.5, 'km', '13,5 km'),
      clock('c', '¿A qué hora ocurre el encuentro?', '7:45 h'),
    ],
    () => [[(9 / 36) * 60], [54 * (9 / 36)], [7, 45]],
    'Ventaja: 18 · 0,5 = 9 km; la moto se acerca a 36 km/h: 0,25 h = 15 min; x = 54 · 0,25 = 13,5 km; 7:30 + 15 min = 7:45.',
  ),
  numeric(
    20204,
    MEET,
    'Un tren de carga sale de una estación a 60 km/h constantes. Dos horas más tarde sale de la misma estación, por una vía paralela y en el mismo sentido, un tren de pasajeros a 100 km/h. Determine a qué distancia de la estación el tren de pasajeros alcanza al de carga.',
    key(300, 'km', 'd = 300 km'),
    () => 100 * (120 / 40),
    'Ventaja: 60 · 2 = 120 km; se descuenta a 40 km/h: 3 h; d = 100 · 3 = 300 km.',
  ),
  options(
    20205,
    MEET,
    'Dos móviles parten al mismo tiempo desde los extremos de un camino recto de 2 km, uno hacia el otro, con velocidades constantes de 5 m/s y 3 m/s. ¿A qué distancia del punto de partida del más lento se encuentran? Indique la opción correcta.',
    ['1250 m', '1000 m', '666,7 m', '800 m'],
    4,
    () => [3 * (2000 / 8)],
    't = 2000 / (5 + 3) = 250 s; el lento recorre 3 · 250 = 750 m: ninguna de las cuatro.',
  ),
  numeric(
    20206,
    MEET,
    'Desde una misma esquina parten simultáneamente dos ciclistas en sentidos opuestos por una avenida recta, a 6 m/s y 4 m/s. ¿Cuánto tiempo pasa hasta que están separados 1.500 m?',
    key(150, 's', 't = 150 s'),
    () => 1500 / (6 + 4),
    'Se separan a 6 + 4 = 10 m/s: t = 1500 / 10 = 150 s (2,5 min).',
  ),
  parts(
    20207,
    MEET,
    'Dos autos están separados 150 km sobre una ruta recta y parten a la vez en sentidos opuestos, acercándose uno al otro; uno va a 70 km/h y el otro a 80 km/h, ambos constantes.',
    [
      part('a', '¿Cuánto tiempo tardan en encontrarse?', 1, 'h', '1 h'),
      part('b', '¿Qué distancia recorrió el más rápido hasta el encuentro?', 80, 'km', '80 km'),
    ],
    () => [[150 / 150], [80 * (150 / 150)]],
    'Se acercan a 150 km/h: t = 150 / 150 = 1 h; el más rápido recorre 80 · 1 = 80 km.',
  ),
  options(
    20208,
    MEET,
    'Un camión sale de Mendoza hacia San Juan, a 170 km, a las 6:40 con velocidad constante de 60 km/h. A las 7:00 sale de San Juan hacia Mendoza una camioneta a 90 km/h constantes. ¿A qué distancia de Mendoza se cruzan?',
    ['80 km', '90 km', '68 km', '102 km'],
    0,
    () => [20 + 60 * (150 / 150)],
    'A las 7:00 el camión hizo 60 · 1/3 = 20 km; faltan 150 km a 150 km/h: 1 h; x = 20 + 60 = 80 km de Mendoza.',
  ),
  // Uniform motion and mean speed
  numeric(
    20209,
    KIN,
    'Un automovilista recorre los primeros 120 km de un viaje a 80 km/h y los 120 km siguientes a 120 km/h. ¿Cuál es su velocidad media en todo el trayecto?',
    key(96, 'km/h', 'v_m = 96 km/h'),
    () => 240 / (120 / 80 + 120 / 120),
    't = 1,5 h + 1 h = 2,5 h; v_m = 240 / 2,5 = 96 km/h.',
  ),
  options(
    20210,
    KIN,
    'Un colectivo viaja 40 minutos a 60 km/h, se detiene 20 minutos en una terminal y luego recorre 50 km en 30 minutos. Su velocidad media en todo el viaje fue:',
    ['60 km/h', '80 km/h', '75 km/h', '66,7 km/h'],
    0,
    () => [(60 * (40 / 60) + 50) / 1.5],
    'd = 40 + 50 = 90 km; t = 40 + 20 + 30 = 90 min = 1,5 h; v_m = 90 / 1,5 = 60 km/h.',
  ),
  numeric(
    20211,
    KIN,
    'Un atleta corre con rapidez constante y recorre 400 m en 50 s. Expresá su rapidez en km/h.',
    key(28.8, 'km/h', 'v = 28,8 km/h'),
    () => (400 / 50) * 3.6,
    'v = 400 / 50 = 8 m/s = 8 · 3,6 = 28,8 km/h.',
  ),
  // Uniformly accelerated motion
  options(
    20212,
    KIN,
    'Un auto parte del reposo y acelera uniformemente a razón de 2,5 m/s² durante 8 s. ¿Qué distancia recorre en ese intervalo?',
    ['80 m', '160 m', '20 m', '40 m'],
    0,
    () => [0.5 * 2.5 * 8 ** 2],
    'd = ½ · a · t² = ½ · 2,5 · 64 = 80 m.',
  ),
  numeric(
    20213,
    KIN,
    'Un conductor que circula a 108 km/h aplica los frenos y el vehículo se detiene con una desaceleración constante de 6 m/s². Calcule la distancia de frenado.',
    key(75, 'm', 'd = 75 m'),
    () => 30 ** 2 / (2 * 6),
    '108 km/h = 30 m/s; d = v² / (2a) = 900 / 12 = 75 m.',
  ),
  parts(
    20214,
    KIN,
    'Un tren parte del reposo y acelera uniformemente durante 20 s hasta alcanzar 72 km/h; mantiene esa velocidad durante 2 minutos y luego frena uniformemente hasta detenerse en 10 s.',
    [
      part('a', 'Calcule la aceleración durante el arranque.', 1, 'm/s²', 'a = 1 m/s²'),
      part('b', 'Calcule la distancia total recorrida.', 2700, 'm', 'd = 2700 m'),
      part('c', 'Calcule la velocidad media en todo el recorrido.', 18, 'm/s', 'v_m = 18 m/s'),
    ],
    () => [[20 / 20], [0.5 * 20 * 20 + 20 * 120 + 0.5 * 20 * 10], [2700 / 150]],
    '72 km/h = 20 m/s; a = 20/20 = 1 m/s²; d = 200 + 2400 + 100 = 2700 m; v_m = 2700 / 150 = 18 m/s.',
  ),
  options(
    20215,
    KIN,
    'Un móvil que se desplaza a 10 m/s acelera a razón de 3 m/s² hasta alcanzar 40 m/s. ¿Qué distancia recorrió mientras aceleraba?',
    ['250 m', '500 m', '266,7 m', '300 m'],
    0,
    () => [(40 ** 2 - 10 ** 2) / (2 * 3)],
    'd = (v² − v₀²) / (2a) = (1600 − 100) / 6 = 250 m.',
  ),
  numeric(
    20216,
    KIN,
    'Un motociclista reduce su velocidad de 90 km/h a 36 km/h en una distancia de 50 m, con aceleración constante. ¿Cuánto tiempo duró la frenada?',
    key(2.86, 's', 't ≈ 2,86 s'),
    () => 50 / ((25 + 10) / 2),
    '25 m/s → 10 m/s; velocidad media 17,5 m/s; t = 50 / 17,5 ≈ 2,86 s.',
  ),
  options(
    20217,
    KIN,
    'Un avión necesita alcanzar 252 km/h para despegar y la pista mide 1,4 km. Si parte del reposo, ¿qué aceleración constante necesita como mínimo?',
    ['3,5 m/s²', '0,875 m/s²', '2,5 m/s²', '22,68 m/s²'],
    4,
    () => [70 ** 2 / (2 * 1400)],
    '252 km/h = 70 m/s; a = v² / (2d) = 4900 / 2800 = 1,75 m/s²: ninguna de las cuatro.',
  ),
  parts(
    20218,
    KIN,
    'Un auto que viaja a 20 m/s frena con aceleración constante y se detiene después de recorrer 40 m. Hallar:',
    [
      part('a', 'el módulo de la aceleración de frenado;', 5, 'm/s²', 'a = 5 m/s²'),
      part('b', 'el tiempo que tarda en detenerse;', 4, 's', 't = 4 s'),
      part('c', 'la velocidad que tenía cuando había recorrido 30 m.', 10, 'm/s', 'v = 10 m/s'),
    ],
    () => [[400 / 80], [20 / 5], [Math.sqrt(400 - 2 * 5 * 30)]],
    'a = v₀² / (2d) = 400 / 80 = 5 m/s²; t = 20 / 5 = 4 s; v² = 400 − 2 · 5 · 30 = 100, v = 10 m/s.',
  ),
  numeric(
    20219,
    KIN,
    'Un conductor va a 72 km/h cuando ve un obstáculo en la ruta. Tarda 0,5 s en reaccionar y recién entonces frena con una desaceleración constante de 5 m/s². ¿Qué distancia recorre desde que ve el obstáculo hasta detenerse?',
    key(50, 'm', 'd = 50 m'),
    () => 20 * 0.5 + 20 ** 2 / (2 * 5),
    '72 km/h = 20 m/s; reacción: 20 · 0,5 = 10 m; frenado: 400 / 10 = 40 m; total 50 m.',
  ),
  // Free fall and vertical throws
  numeric(
    20220,
    KIN,
    'Se deja caer una piedra desde lo alto de un edificio y tarda 3 s en llegar al suelo. ¿Qué altura tiene el edificio? Considere g = 9,8 m/s².',
    key(44.1, 'm', 'h = 44,1 m'),
    () => 0.5 * GRAVITY * 3 ** 2,
    'h = ½ · g · t² = ½ · 9,8 · 9 = 44,1 m.',
  ),
  options(
    20221,
    KIN,
    'Se lanza verticalmente hacia arriba una pelota con una velocidad de 25 m/s. La altura máxima que alcanza es (g = 10 m/s²):',
    ['31,25 m', '62,5 m', '2,5 m', '125 m'],
    0,
    () => [25 ** 2 / (2 * G)],
    'h = v₀² / (2g) = 625 / 20 = 31,25 m.',
  ),
  parts(
    20222,
    KIN,
    'Desde el suelo se lanza verticalmente hacia arriba un cuerpo con velocidad inicial de 30 m/s (g = 10 m/s²). Se pide:',
    [
      part('a', 'el tiempo que tarda en alcanzar la altura máxima;', 3, 's', 't = 3 s'),
      part('b', 'la altura máxima;', 45, 'm', 'h = 45 m'),
      part('c', 'el tiempo total de vuelo;', 6, 's', 't = 6 s'),
      part('d', 'la velocidad con que vuelve al punto de partida.', 30, 'm/s', 'v = 30 m/s'),
    ],
    () => [[30 / G], [30 ** 2 / (2 * G)], [(2 * 30) / G], [30]],
    't_s = 30/10 = 3 s; h = 900/20 = 45 m; t_v = 6 s; vuelve con 30 m/s hacia abajo.',
  ),
  numeric(
    20223,
    KIN,
    'Desde la terraza de un edificio de 25 m de altura se lanza una pelota verticalmente hacia arriba a 20 m/s. ¿Con qué velocidad llega al suelo? (g = 10 m/s²)',
    key(30, 'm/s', 'v = 30 m/s'),
    () => Math.sqrt(20 ** 2 + 2 * G * 25),
    'v² = v₀² + 2 g h = 400 + 500 = 900; v = 30 m/s.',
  ),
  parts(
    20224,
    KIN,
    'Desde un puente se lanza una piedra verticalmente hacia abajo con una velocidad de 5 m/s y tarda 2 s en llegar al agua. Usá g = 10 m/s².',
    [
      part('a', '¿Qué altura tiene el puente sobre el agua?', 30, 'm', 'h = 30 m'),
      part('b', '¿Con qué velocidad llega la piedra al agua?', 25, 'm/s', 'v = 25 m/s'),
    ],
    () => [[5 * 2 + 0.5 * G * 4], [5 + G * 2]],
    'h = 5 · 2 + ½ · 10 · 4 = 30 m; v = 5 + 10 · 2 = 25 m/s.',
  ),
  options(
    20225,
    KIN,
    'Un globo aerostático asciende verticalmente con velocidad constante de 5 m/s. Cuando se encuentra a 30 m de altura se suelta desde él una bolsa de arena. ¿Cuánto tarda la bolsa en llegar al suelo? (g = 10 m/s²)',
    ['3 s', '2,45 s', '2 s', '3,5 s'],
    0,
    () => [(5 + Math.sqrt(25 + 4 * 5 * 30)) / (2 * 5)],
    'La bolsa sale con 5 m/s hacia arriba: −30 = 5t − 5t², t² − t − 6 = 0, t = 3 s.',
  ),
  numeric(
    20226,
    KIN,
    'Un montacargas de obra sube con velocidad constante de 4 m/s. Cuando está a 12 m del suelo se le cae un tornillo. ¿Qué altura máxima respecto del suelo alcanza el tornillo? g = 10 m/s²',
    key(12.8, 'm', 'h = 12,8 m'),
    () => 12 + 4 ** 2 / (2 * G),
    'El tornillo sale con 4 m/s hacia arriba: sube 16/20 = 0,8 m más; h = 12,8 m.',
  ),
  options(
    20227,
    KIN,
    'Una maceta cae desde un balcón situado a 20 m de altura. ¿Con qué velocidad llega al piso? (g = 10 m/s²)',
    ['20 m/s', '200 m/s', '14,14 m/s', '40 m/s'],
    0,
    () => [Math.sqrt(2 * G * 20)],
    'v = √(2 g h) = √400 = 20 m/s.',
  ),
  numeric(
    20228,
    KIN,
    'Un objeto se suelta desde una altura de 78,4 m. ¿Cuánto tarda en tocar el suelo? (g = 9,8 m/s²)',
    key(4, 's', 't = 4 s'),
    () => Math.sqrt((2 * 78.4) / GRAVITY),
    't = √(2h/g) = √(156,8 / 9,8) = √16 = 4 s.',
  ),
  options(
    20229,
    KIN,
    'Se arroja verticalmente hacia arriba un cuerpo, que regresa a la mano del lanzador 4 s después. ¿Con qué velocidad fue lanzado? (g = 9,8 m/s²)',
    ['39,2 m/s', '20 m/s', '9,8 m/s', '40 m/s'],
    4,
    () => [GRAVITY * 2],
    'Sube durante 2 s: v₀ = g · 2 = 19,6 m/s: ninguna de las cuatro.',
  ),
  // Horizontal and oblique throws
  parts(
    20230,
    KIN,
    'Una bolita rueda sobre una mesa de 1,25 m de altura y abandona el borde con velocidad horizontal de 3 m/s (g = 10 m/s²). Calcule:',
    [
      part('a', 'el tiempo que tarda en llegar al piso;', 0.5, 's', 't = 0,5 s'),
      part('b', 'a qué distancia horizontal del borde de la mesa toca el piso;', 1.5, 'm', 'x = 1,5 m'),
      part('c', 'el módulo de la velocidad con que llega al piso.', 5.83, 'm/s', 'v ≈ 5,83 m/s'),
    ],
    () => [[Math.sqrt((2 * 1.25) / G)], [3 * 0.5], [Math.hypot(3, G * 0.5)]],
    't = √(2 · 1,25 / 10) = 0,5 s; x = 3 · 0,5 = 1,5 m; v_y = 5 m/s, v = √(9 + 25) ≈ 5,83 m/s.',
  ),
  options(
    20231,
    KIN,
    'Un avión que vuela horizontalmente a 500 m de altura con velocidad de 360 km/h suelta un paquete. ¿A qué distancia horizontal del punto en que fue soltado cae el paquete? (g = 10 m/s²)',
    ['1000 m', '3600 m', '500 m', '1800 m'],
    0,
    () => [100 * Math.sqrt((2 * 500) / G)],
    't = √(2 · 500 / 10) = 10 s; 360 km/h = 100 m/s; x = 100 · 10 = 1000 m.',
  ),
  parts(
    20232,
    KIN,
    'Un futbolista patea una pelota desde el suelo con una velocidad de 20 m/s que forma 30° con la horizontal. Considerá g = 10 m/s² y despreciá el rozamiento con el aire.',
    [
      part('a', '¿Qué altura máxima alcanza la pelota?', 5, 'm', 'h = 5 m'),
      part('b', '¿Cuánto tiempo está en el aire?', 2, 's', 't = 2 s'),
      part('c', '¿A qué distancia del punto de partida vuelve a tocar el suelo?', 34.64, 'm', 'x ≈ 34,64 m'),
    ],
    () => [
      [(20 * Math.sin(rad(30))) ** 2 / (2 * G)],
      [(2 * 20 * Math.sin(rad(30))) / G],
      [20 * Math.cos(rad(30)) * 2],
    ],
    'v_y = 10 m/s, v_x ≈ 17,32 m/s; h = 100/20 = 5 m; t = 2 · 10/10 = 2 s; x = 17,32 · 2 ≈ 34,64 m.',
  ),
  numeric(
    20233,
    KIN,
    'Un proyectil se dispara desde el suelo con una velocidad de 40 m/s y un ángulo de 45° sobre la horizontal. Hallar el alcance horizontal (g = 10 m/s²).',
    key(160, 'm', 'x = 160 m'),
    () => (40 ** 2 * Math.sin(rad(90))) / G,
    'x = v₀² · sen(2α) / g = 1600 · 1 / 10 = 160 m.',
  ),
  options(
    20234,
    KIN,
    'Se lanza un cuerpo desde el suelo con velocidad inicial de 50 m/s y un ángulo de elevación de 37° (sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s²). El tiempo que permanece en el aire es:',
    ['6 s', '8 s', '3 s', '10 s'],
    0,
    () => [(2 * 50 * 0.6) / G],
    'v_y = 50 · 0,6 = 30 m/s; t = 2 · 30 / 10 = 6 s.',
  ),
  numeric(
    20235,
    KIN,
    'Una piedra lanzada horizontalmente desde un acantilado de 45 m de altura cae al agua a 60 m de la base del acantilado. ¿Con qué velocidad fue lanzada? (g = 10 m/s²)',
    key(20, 'm/s', 'v₀ = 20 m/s'),
    () => 60 / Math.sqrt((2 * 45) / G),
    't = √(2 · 45 / 10) = 3 s; v₀ = 60 / 3 = 20 m/s.',
  ),
  // Tables and graphs read as data
  parts(
    20236,
    KIN,
    'La tabla muestra la velocidad de un móvil que se desplaza en línea recta: t (s): 0; 2; 4; 6 — v (m/s): 4; 10; 16; 22.',
    [
      part('a', '¿Cuál es su aceleración?', 3, 'm/s²', 'a = 3 m/s²'),
      part('b', '¿Qué distancia recorre en los 6 s?', 78, 'm', 'd = 78 m'),
    ],
    () => [[(22 - 4) / 6], [4 * 6 + 0.5 * 3 * 36]],
    'a = (22 − 4) / 6 = 3 m/s²; d = 4 · 6 + ½ · 3 · 36 = 78 m (el área bajo v(t)).',
  ),
  options(
    20237,
    KIN,
    'El gráfico velocidad–tiempo de un móvil es un segmento recto que va de 20 m/s en t = 0 a 0 m/s en t = 8 s. La distancia recorrida en esos 8 s es:',
    ['80 m', '160 m', '2,5 m', '40 m'],
    0,
    () => [(20 * 8) / 2],
    'Área del triángulo: 20 · 8 / 2 = 80 m.',
  ),
  numeric(
    20238,
    KIN,
    'Según su gráfico v(t), un ciclista aumenta su velocidad uniformemente de 0 a 6 m/s en los primeros 10 s, la mantiene constante hasta t = 30 s y luego frena uniformemente hasta detenerse en t = 40 s. ¿Qué distancia recorrió en total?',
    key(180, 'm', 'd = 180 m'),
    () => 0.5 * 6 * 10 + 6 * 20 + 0.5 * 6 * 10,
    'Área: 30 + 120 + 30 = 180 m.',
  ),
  options(
    20239,
    KIN,
    'Un móvil con movimiento rectilíneo uniforme ocupa la posición x = 5 m en t = 1 s, x = 17 m en t = 4 s y x = 29 m en t = 7 s. Su velocidad es:',
    ['4 m/s', '4,14 m/s', '5 m/s', '12 m/s'],
    0,
    () => [(17 - 5) / (4 - 1)],
    'v = Δx / Δt = (17 − 5) / (4 − 1) = 4 m/s (y (29 − 17)/3 = 4 también).',
  ),
  // Open statements with their questions inside
  open(
    20240,
    MEET,
    'Un auto parte del reposo con aceleración constante de 2 m/s². En ese mismo instante pasa a su lado un camión con velocidad constante de 20 m/s, en el mismo sentido. Determine cuánto tarda el auto en alcanzar al camión y a qué distancia del punto de partida lo hace.',
    't = 20 s; d = 400 m',
    () => [20, 20 * 20],
    '½ · 2 · t² = 20 t → t = 20 s; d = 20 · 20 = 400 m.',
  ),
  open(
    20241,
    KIN,
    'Desde lo alto de una torre de 40 m se lanza una piedra verticalmente hacia arriba a 10 m/s. Calcule la altura máxima que alcanza respecto del suelo y el tiempo que tarda en llegar al suelo (g = 10 m/s²).',
    'h = 45 m; t = 4 s',
    () => [40 + 10 ** 2 / (2 * G), 10 / G + Math.sqrt((2 * 45) / G)],
    'Sube 100/20 = 5 m más: 45 m; sube 1 s y cae 45 m en 3 s: 4 s.',
  ),
  parts(
    20242,
    MEET,
    'Un camión pasa por un peaje a las 14:00 a 72 km/h constantes. A las 14:10 pasa por el mismo peaje, en el mismo sentido, un auto a 108 km/h constantes.',
    [
      part('a', '¿A qué distancia del peaje el auto alcanza al camión?', 36, 'km', 'd = 36 km'),
      clock('b', '¿A qué hora lo alcanza?', '14:30 h'),
    ],
    () => [[108 * (12 / 36)], [14, 30]],
    'Ventaja: 72 · 1/6 = 12 km; se descuenta a 36 km/h: 1/3 h = 20 min; d = 108/3 = 36 km; 14:10 + 20 min = 14:30.',
  ),
  open(
    20243,
    KIN,
    'Desde el suelo se lanza hacia arriba una pelota A a 30 m/s y en el mismo instante se deja caer una pelota B desde 60 m de altura, sobre la misma vertical. ¿Cuándo y a qué altura se cruzan? (g = 10 m/s²)',
    't = 2 s; a 40 m del suelo',
    () => [60 / 30, 30 * 2 - 0.5 * G * 4],
    'La distancia entre ambas se cierra a 30 m/s: t = 60/30 = 2 s; y = 30 · 2 − 5 · 4 = 40 m.',
  ),
];
