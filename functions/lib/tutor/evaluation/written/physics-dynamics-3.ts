/**
 * Dynamics, friction, work and energy as the course bank asks them and the engine did not read (#32,
 * group 3), written again with our own words and numbers: two perpendicular forces on a smooth floor,
 * the weight's work along a level path, the mean force of a wall on a rebound, the works on an incline
 * pushed up by a force along it or a horizontal one (the friction's, the net one, the speed from rest),
 * the kinetic coefficient from a release clocked at the bottom, the static one from the angle a body
 * starts to slide at, the least force to start a body with both coefficients and its acceleration once it
 * moves, a body hung from an elevator's ceiling as it starts, blocks in a row pulled at an end and two
 * bodies hung one from the other pulled up. Each key worked out by hand and recomputed by `check`.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, writtenSet } from './builders.ts';

const SOURCES = ['frm-fisica-2025-dinamica', 'frm-fisica-2024-07-06-t1'];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});

const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const ENERGY = 'mecanica.trabajo-energia';

const G = 10;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });

export const physicsDynamics3Problems: readonly ExamStyleProblem[] = [
  physics.numeric(
    12400,
    DYNAMICS,
    'Dos cuerdas tiran horizontalmente de un trineo de 25 kg apoyado sobre hielo sin rozamiento, en direcciones perpendiculares entre sí, con fuerzas de 60 N y 80 N. ¿Qué aceleración adquiere el trineo?',
    key(4, 'm/s²', 'a = 4 m/s²'),
    () => Math.hypot(60, 80) / 25,
    'F neta = √(60² + 80²) = 100 N; a = 100 / 25 = 4 m/s².',
  ),
  physics.numeric(
    12401,
    ENERGY,
    'Un repartidor lleva una caja de 12 kg y camina 35 m por un pasillo horizontal, manteniéndola siempre a la misma altura. ¿Cuánto trabajo realiza el peso de la caja en ese trayecto?',
    key(0, 'J', 'W = 0 J'),
    () => 12 * G * 35 * Math.cos(rad(90)),
    'El peso es vertical y el desplazamiento horizontal: W = P·d·cos 90° = 0.',
  ),
  physics.numeric(
    12402,
    DYNAMICS,
    'Una pelota de 150 g golpea perpendicularmente una pared a 20 m/s y sale rebotada en sentido opuesto a 15 m/s. Si el choque dura 0,01 s, ¿cuál es el módulo de la fuerza media que ejerce la pared sobre la pelota?',
    key(525, 'N', 'F = 525 N'),
    () => (0.15 * (20 + 15)) / 0.01,
    'Δp = 0,15 · (20 + 15) = 5,25 kg·m/s; F = Δp / t = 5,25 / 0,01 = 525 N.',
  ),
  physics.numeric(
    12403,
    ENERGY,
    'Se arrastra un cajón de 20 kg 4 m rampa arriba por una rampa inclinada 30°. El coeficiente de rozamiento cinético entre el cajón y la rampa es 0,3. ¿Cuál es el trabajo realizado por la fuerza de rozamiento? (g = 10 m/s²)',
    key(-207.85, 'J', 'W ≈ −207,85 J'),
    () => -0.3 * 20 * G * Math.cos(rad(30)) * 4,
    'N = m·g·cos 30° ≈ 173,2 N; Fr = 0,3 · 173,2 ≈ 51,96 N; W = −Fr·d ≈ −207,85 J.',
  ),
  physics.numeric(
    12404,
    ENERGY,
    'Un bloque de 8 kg es empujado 5 m hacia arriba por un plano inclinado 37° sin rozamiento, con una fuerza de 70 N paralela al plano. ¿Cuánto vale el trabajo neto sobre el bloque? (sen 37° = 0,6; g = 10 m/s²)',
    key(110, 'J', 'W neto = 110 J'),
    () => 70 * 5 - 8 * G * 0.6 * 5,
    'W_F = 70 · 5 = 350 J; W_P = −8 · 10 · 0,6 · 5 = −240 J; la normal no trabaja: W neto = 110 J.',
  ),
  physics.numeric(
    12405,
    ENERGY,
    'Un carrito de 2 kg parte del reposo al pie de una rampa sin rozamiento inclinada 30° y es empujado 4 m rampa arriba con una fuerza de 15 N paralela a la rampa. ¿Qué rapidez alcanza al final de ese tramo? (g = 10 m/s²)',
    key(4.47, 'm/s', 'v ≈ 4,47 m/s'),
    () => Math.sqrt((2 * (15 * 4 - 2 * G * 0.5 * 4)) / 2),
    'W neto = 15 · 4 − 2 · 10 · 0,5 · 4 = 20 J = ½ · 2 · v², v = √20 ≈ 4,47 m/s.',
  ),
  physics.numeric(
    12406,
    ENERGY,
    'Un baúl sube 3 m a lo largo de una rampa inclinada 37° empujado por una fuerza horizontal de 80 N. ¿Cuánto trabajo realiza esa fuerza? (sen 37° = 0,6; cos 37° = 0,8)',
    key(192, 'J', 'W = 192 J'),
    () => 80 * 3 * 0.8,
    'La fuerza horizontal forma 37° con el desplazamiento: W = 80 · 3 · 0,8 = 192 J.',
  ),
  physics.numeric(
    12407,
    ENERGY,
    'Un bloque de 4 kg sube 5 m por un plano inclinado 37° empujado por una fuerza horizontal de 60 N; el coeficiente de rozamiento cinético es 0,25. ¿Qué trabajo realiza el rozamiento? (sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s²)',
    key(-85, 'J', 'W = −85 J'),
    () => -0.25 * (4 * G * 0.8 + 60 * 0.6) * 5,
    'N = m·g·cos 37° + F·sen 37° = 32 + 36 = 68 N; Fr = 0,25 · 68 = 17 N; W = −17 · 5 = −85 J.',
  ),
  physics.numeric(
    12408,
    ENERGY,
    'Partiendo del reposo, un bloque de 4 kg sube 5 m por un plano inclinado 37° empujado por una fuerza horizontal de 60 N; el coeficiente de rozamiento cinético es 0,25. ¿Con qué rapidez termina el recorrido? (sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s²)',
    key(4.18, 'm/s', 'v ≈ 4,18 m/s'),
    () => Math.sqrt((2 * (60 * 0.8 * 5 - 4 * G * 0.6 * 5 - 0.25 * (4 * G * 0.8 + 60 * 0.6) * 5)) / 4),
    'W_F = 60 · 0,8 · 5 = 240 J; W_P = −120 J; W_r = −85 J; W neto = 35 J = ½ · 4 · v², v = √17,5 ≈ 4,18 m/s.',
  ),
  physics.numeric(
    12409,
    DYNAMICS,
    'Un paquete se suelta desde el reposo en lo alto de un tobogán recto inclinado 30° y, tras recorrer 8 m a lo largo de él, llega abajo con 6 m/s. ¿Cuánto vale el coeficiente de rozamiento cinético? (g = 10 m/s²)',
    key(0.318, '', 'μ ≈ 0,318'),
    () => (G * Math.sin(rad(30)) - 36 / 16) / (G * Math.cos(rad(30))),
    'a = v² / (2L) = 36 / 16 = 2,25 m/s²; μ = (g·sen 30° − a) / (g·cos 30°) = 2,75 / 8,66 ≈ 0,318.',
  ),
  physics.numeric(
    12410,
    ENERGY,
    'Mientras una caja recorre 6 m a lo largo de una rampa inclinada 25°, actúa sobre ella una fuerza de 45 N paralela a la rampa y en el sentido del movimiento. ¿Qué trabajo realiza esa fuerza?',
    key(270, 'J', 'W = 270 J'),
    () => 45 * 6,
    'La fuerza va a lo largo del desplazamiento: W = 45 · 6 = 270 J, sea cual sea el ángulo de la rampa.',
  ),
  physics.numeric(
    12411,
    PULLEYS,
    'Un velador de 3 kg cuelga del techo de un ascensor mediante un cable. El ascensor comienza a subir con una aceleración de 1,5 m/s². ¿Cuál es la tensión del cable que sostiene el velador? (g = 10 m/s²)',
    key(34.5, 'N', 'T = 34,5 N'),
    () => 3 * (G + 1.5),
    'Acelera hacia arriba con el ascensor: T = m·(g + a) = 3 · 11,5 = 34,5 N.',
  ),
  physics.numeric(
    12412,
    DYNAMICS,
    'Un ropero de 60 kg descansa sobre un piso horizontal; los coeficientes de rozamiento son μe = 0,45 y μc = 0,35. ¿Qué fuerza horizontal mínima hace falta para que empiece a moverse? (g = 10 m/s²)',
    key(270, 'N', 'F = 270 N'),
    () => 0.45 * 60 * G,
    'Hay que alcanzar el rozamiento estático máximo: F = μe·m·g = 0,45 · 600 = 270 N (μc actúa recién cuando se mueve).',
  ),
  physics.numeric(
    12413,
    DYNAMICS,
    'Se empuja horizontalmente con 270 N un ropero de 60 kg en reposo sobre un piso con μe = 0,45 y μc = 0,35. En cuanto arranca, se lo sigue empujando con la misma fuerza. ¿Qué aceleración adquiere? (g = 10 m/s²)',
    key(1, 'm/s²', 'a = 1 m/s²'),
    () => (270 - 0.35 * 60 * G) / 60,
    'Ya en movimiento actúa el rozamiento cinético, 0,35 · 600 = 210 N: a = (270 − 210) / 60 = 1 m/s².',
  ),
  physics.numeric(
    12414,
    DYNAMICS,
    'Se levanta lentamente un extremo de una tabla sobre la que hay una goma de borrar. La goma empieza a deslizar cuando la tabla está inclinada 25°. ¿Cuál es el coeficiente de rozamiento estático entre la goma y la tabla?',
    key(0.466, '', 'μe ≈ 0,466'),
    () => Math.tan(rad(25)),
    'Justo al empezar a deslizar, μe·m·g·cos θ = m·g·sen θ: μe = tg 25° ≈ 0,466.',
  ),
  physics.numeric(
    12415,
    PULLEYS,
    'Sobre una mesa horizontal sin rozamiento hay tres vagones de juguete de 0,5 kg, 0,3 kg y 0,2 kg, unidos por hilos en ese orden. Se tira del vagón de 0,5 kg con una fuerza horizontal de 2 N. ¿Cuál es la tensión del hilo que une el vagón de 0,3 kg con el de 0,2 kg?',
    key(0.4, 'N', 'T = 0,4 N'),
    () => (2 / (0.5 + 0.3 + 0.2)) * 0.2,
    'a = 2 / 1 = 2 m/s²; el hilo arrastra solo al vagón de 0,2 kg: T = 0,2 · 2 = 0,4 N.',
  ),
  physics.numeric(
    12416,
    PULLEYS,
    'Una lámpara de 2 kg cuelga de un cable del que se tira hacia arriba con una fuerza de 36 N, y de ella cuelga, con una cadena, un adorno de 1 kg. ¿Qué tensión soporta la cadena que une la lámpara con el adorno? (g = 10 m/s²)',
    key(12, 'N', 'T = 12 N'),
    () => 1 * (G + (36 - 3 * G) / 3),
    'a = (36 − 30) / 3 = 2 m/s² hacia arriba; la cadena sostiene y acelera al adorno: T = 1 · (10 + 2) = 12 N.',
  ),
];
