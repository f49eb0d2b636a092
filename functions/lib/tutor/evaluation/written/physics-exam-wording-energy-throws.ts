/**
 * Work on an inclined plane, mechanical energy, power and vertical throws, worded the way UTN entrance
 * exams word them (#32): the held-out half still fails on work on an incline and on vertical throws, so
 * this set asks those kinds with wording the tutor had not seen — «Determinar…», «Hallar…», «Calcule…»,
 * «Se pide:», g stated after the question, options with units. The work of the weight, the normal and
 * friction along an incline, the net work, the speed at the bottom with and without friction, how far a
 * body slides up, a body pulled up by a force parallel to the incline; mechanical energy between two
 * heights (a slide, a roller coaster, a pendulum), the energy lost to friction, a spring that launches a
 * body, kinetic-energy changes; a motor, a pump, a car against a resisting force, the efficiency of a
 * machine; a body thrown up or down from a building, the speed at a height, the two instants at one
 * height, two bodies that meet, a body let go from a rising or sinking balloon or a hoist. Our own
 * statements, objects and numbers in the exam formats (five options with units, some keyed «Ninguna de
 * las anteriores»; numeric; in parts); every key was worked by hand and is recomputed by `check`. g is the
 * value each statement gives. The first 42 (10100…10141) were measured before any solver change for them;
 * the next 10 (10142…10151) were written after the fixes, in other words and numbers, and measured
 * before any fix for them; the last 3 (10152…10154) are kinds that probing found stated wrong, written
 * after their fixes.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (first-term, final and make-up papers of another UTN regional, 2022–2025, as compiled by students:
 *   read for how they word a task, not for their numbers);
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Física_GUÍA_DE_PROBLEMAS_A_RESOLVER_FISICA.pdf
 *   and https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Física_EJERCICIOS_COMPLEMENTARIOS_-_FÍSICA.pdf
 *   (FRM Seminario guide: the kinds of question — a pump raising water, a machine lifting a box in a
 *   time, a car's power against a force, a block shot up an incline with friction, a ball thrown up or
 *   down; none of their statements or numbers are used).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, writtenSet } from './builders.ts';

const EXAMS = 'utn-ingreso-parciales-2022-2025';

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: [EXAMS],
  difficulty: 'medio',
  tolerance: halfPercent,
});

const KIN = 'mecanica.cinematica';
const WORK = 'mecanica.trabajo-energia';
const INCLINE = 'mecanica.trabajo-plano-inclinado';
const SPRING = 'mecanica.resortes';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const sin30 = Math.sin(rad(30));
const cos30 = Math.cos(rad(30));

/** The time a body takes to fall `depth` below its start, thrown up at `up` (negative: thrown down). */
const timeToFall = (up: number, depth: number, g: number) => (up + Math.sqrt(up ** 2 + 2 * g * depth)) / g;

/** Work on an inclined plane: each force, the net work, speeds by energy, a pull up the incline. */
const incline: readonly ExamStyleProblem[] = [
  parts(
    10100,
    INCLINE,
    'Un bloque de 5 kg desciende 4 m a lo largo de un plano inclinado 30° respecto de la horizontal. El coeficiente de rozamiento cinético entre el bloque y el plano es 0,2. Determinar el trabajo realizado sobre el bloque por cada una de las fuerzas y el trabajo neto. Considere g = 10 m/s².',
    [
      part('a', 'El trabajo del peso.', 100, 'J', '100 J'),
      part('b', 'El trabajo de la fuerza normal.', 0, 'J', '0 J'),
      part('c', 'El trabajo de la fuerza de rozamiento.', 34.64, 'J', '−34,64 J'),
      part('d', 'El trabajo neto.', 65.36, 'J', '65,36 J'),
    ],
    () => {
      const friction = 0.2 * 5 * 10 * cos30 * 4;
      return [[5 * 10 * 4 * sin30], [0], [friction], [5 * 10 * 4 * sin30 - friction]];
    },
    'W_P = m g d sen 30° = 50 · 4 · 0,5 = 100 J; W_N = 0 (perpendicular); N = 50 · cos 30° = 43,30 N, f = 8,66 N, W_f = −34,64 J; W_neto = 65,36 J.',
  ),
  options(
    10101,
    INCLINE,
    'Un trineo parte del reposo desde lo alto de una pendiente de 20 m de longitud inclinada 30° respecto de la horizontal. Si se desprecia el rozamiento, la velocidad con que llega al pie de la pendiente es: (g = 10 m/s²)',
    ['20 m/s', '14,14 m/s', '10 m/s', '200 m/s'],
    1,
    () => [Math.sqrt(2 * 10 * 20 * sin30)],
    'h = 20 · sen 30° = 10 m; v = √(2 g h) = √200 = 14,14 m/s.',
  ),
  numeric(
    10102,
    INCLINE,
    'Hallar la velocidad con que llega a la base de una rampa un paquete de 2 kg que se suelta desde el reposo en su extremo superior, si la rampa mide 5 m de largo, está inclinada 37° y el coeficiente de rozamiento es 0,25. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8.',
    { value: 6.32, unit: 'm/s', text: '6,32 m/s' },
    () => Math.sqrt((2 * (2 * 10 * 0.6 * 5 - 0.25 * 2 * 10 * 0.8 * 5)) / 2),
    'm g h = 2 · 10 · 3 = 60 J; W_f = −0,25 · 16 · 5 = −20 J; ½ · 2 · v² = 40 J ⇒ v = √40 = 6,32 m/s.',
  ),
  options(
    10103,
    INCLINE,
    'Se lanza un bloque hacia arriba por un plano inclinado 30°, sin rozamiento, con una velocidad inicial de 8 m/s. ¿Qué distancia recorre sobre el plano hasta detenerse? (Considere g = 10 m/s²)',
    ['3,2 m', '6,4 m', '12,8 m', '4 m'],
    1,
    () => [8 ** 2 / (2 * 10 * sin30)],
    '½ m v₀² = m g d sen 30° ⇒ d = 64/(2 · 10 · 0,5) = 6,4 m.',
  ),
  numeric(
    10104,
    INCLINE,
    'Un bloque se lanza hacia arriba a lo largo de un plano inclinado 37° con una velocidad de 6 m/s. El coeficiente de rozamiento cinético es 0,25. Calcule la distancia que recorre sobre el plano hasta detenerse. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8.',
    { value: 2.25, unit: 'm', text: '2,25 m' },
    () => 6 ** 2 / (2 * 10 * (0.6 + 0.25 * 0.8)),
    '½ v₀² = g d (sen 37° + μ cos 37°) ⇒ d = 36/(2 · 10 · 0,8) = 2,25 m.',
  ),
  parts(
    10105,
    INCLINE,
    'Un cajón de 40 kg es arrastrado con velocidad constante hacia arriba por una rampa sin rozamiento inclinada 30°, mediante una fuerza paralela a la rampa. El cajón recorre 6 m en 12 s. Considere g = 10 m/s². Se pide:',
    [
      part('a', 'La intensidad de la fuerza aplicada.', 200, 'N', '200 N'),
      part('b', 'El trabajo realizado por esa fuerza.', 1200, 'J', '1200 J'),
      part('c', 'La potencia desarrollada.', 100, 'W', '100 W'),
    ],
    () => [[40 * 10 * sin30], [40 * 10 * sin30 * 6], [(40 * 10 * sin30 * 6) / 12]],
    'Velocidad constante: F = m g sen 30° = 200 N; W = 200 · 6 = 1200 J; P = 1200/12 = 100 W.',
  ),
  parts(
    10106,
    INCLINE,
    'Un bloque de 20 kg, inicialmente en reposo al pie de un plano inclinado 37°, es empujado hacia arriba 10 m por una fuerza de 300 N paralela al plano. El coeficiente de rozamiento es 0,2. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8. Calcular:',
    [
      part('a', 'El trabajo de la fuerza de 300 N.', 3000, 'J', '3000 J'),
      part('b', 'El trabajo del peso.', 1200, 'J', '−1200 J'),
      part('c', 'El trabajo de la fuerza de rozamiento.', 320, 'J', '−320 J'),
      part('d', 'El trabajo neto.', 1480, 'J', '1480 J'),
    ],
    () => [[300 * 10], [20 * 10 * 0.6 * 10], [0.2 * 20 * 10 * 0.8 * 10], [3000 - 1200 - 320]],
    'W_F = 3000 J; W_P = −m g sen 37° d = −1200 J; N = 160 N, f = 32 N, W_f = −320 J; W_neto = 1480 J.',
  ),
  options(
    10107,
    INCLINE,
    'Un carrito de 15 kg sube 8 m a lo largo de una rampa inclinada 30° respecto de la horizontal. El trabajo realizado por el peso del carrito durante ese desplazamiento es: (g = 9,8 m/s²)',
    ['588 J', '−588 J', '−1176 J', '−1018,4 J'],
    1,
    () => [-15 * 9.8 * 8 * sin30],
    'W_P = −m g d sen 30° = −15 · 9,8 · 8 · 0,5 = −588 J (el cuerpo sube).',
  ),
  numeric(
    10108,
    INCLINE,
    'Un malacate arrastra una vagoneta de 500 kg hacia arriba por una rampa inclinada 30°, con velocidad constante de 2 m/s y rozamiento despreciable. Calcule la potencia que desarrolla el malacate. Dato: g = 10 m/s².',
    { value: 5000, unit: 'W', text: '5000 W' },
    () => 500 * 10 * sin30 * 2,
    'F = m g sen 30° = 2500 N; P = F v = 2500 · 2 = 5000 W.',
  ),
  options(
    10109,
    INCLINE,
    'Una caja de 10 kg resbala 3 m por un plano inclinado 53° sin rozamiento. Determinar la energía cinética que gana la caja en ese recorrido. Datos: sen 53° = 0,8; cos 53° = 0,6; g = 10 m/s².',
    ['180 J', '300 J', '240 J', '24 J'],
    2,
    () => [10 * 10 * 3 * 0.8],
    'ΔEc = W_P = m g d sen 53° = 100 · 3 · 0,8 = 240 J (la normal no trabaja).',
  ),
];

/** Mechanical energy: two heights, energy lost to friction, springs and changes of kinetic energy. */
const energy: readonly ExamStyleProblem[] = [
  options(
    10110,
    WORK,
    'Un niño parte del reposo desde lo alto de un tobogán de 3,2 m de altura. Despreciando los rozamientos, hallar la velocidad con que llega al pie del tobogán. (Considere g = 10 m/s²)',
    ['8 m/s', '64 m/s', '5,66 m/s', '32 m/s'],
    0,
    () => [Math.sqrt(2 * 10 * 3.2)],
    'm g h = ½ m v² ⇒ v = √(2 · 10 · 3,2) = √64 = 8 m/s.',
  ),
  numeric(
    10111,
    WORK,
    'Un carrito de una montaña rusa pasa por un punto A, situado a 25 m de altura, con una velocidad de 5 m/s. Despreciando los rozamientos, determinar su velocidad en un punto B situado a 10 m de altura. Considere g = 10 m/s².',
    { value: 18.03, unit: 'm/s', text: '18,03 m/s' },
    () => Math.sqrt(5 ** 2 + 2 * 10 * (25 - 10)),
    'v_B² = v_A² + 2 g (h_A − h_B) = 25 + 300 = 325 ⇒ v_B = 18,03 m/s.',
  ),
  options(
    10112,
    WORK,
    'La esfera de un péndulo se suelta desde el reposo en una posición 45 cm más alta que su punto más bajo. La velocidad de la esfera al pasar por el punto más bajo es: (g = 10 m/s²)',
    ['9 m/s', '30 m/s', '3 m/s', '4,5 m/s'],
    2,
    () => [Math.sqrt(2 * 10 * 0.45)],
    'v = √(2 g h) = √(2 · 10 · 0,45) = √9 = 3 m/s.',
  ),
  numeric(
    10113,
    WORK,
    'Un péndulo de 2 m de longitud se aparta 60° de la vertical y se suelta desde el reposo. Hallar la velocidad de la masa pendular al pasar por la posición más baja. Dato: g = 9,8 m/s².',
    { value: 4.43, unit: 'm/s', text: '4,43 m/s' },
    () => Math.sqrt(2 * 9.8 * 2 * (1 - Math.cos(rad(60)))),
    'h = L (1 − cos 60°) = 1 m; v = √(2 · 9,8 · 1) = 4,43 m/s.',
  ),
  options(
    10114,
    WORK,
    'Un esquiador de 60 kg parte del reposo desde la cima de una pista, 20 m por encima de su pie, y llega abajo con una velocidad de 15 m/s. La energía disipada por el rozamiento durante el descenso es: (g = 10 m/s²)',
    ['12000 J', '6750 J', '5250 J', '18750 J'],
    2,
    () => [60 * 10 * 20 - 0.5 * 60 * 15 ** 2],
    'Ep = 60 · 10 · 20 = 12000 J; Ec = ½ · 60 · 225 = 6750 J; disipada = 12000 − 6750 = 5250 J.',
  ),
  parts(
    10115,
    WORK,
    'Una piedra de 2 kg se deja caer desde una altura de 30 m y llega al suelo con una velocidad de 20 m/s. Considere g = 10 m/s². Se pide:',
    [
      part(
        'a',
        'La energía mecánica inicial de la piedra, tomando el suelo como nivel de referencia.',
        600,
        'J',
        '600 J',
      ),
      part('b', 'La energía perdida por el rozamiento con el aire.', 200, 'J', '200 J'),
      part('c', 'La fuerza media de rozamiento del aire.', 6.67, 'N', '6,67 N'),
    ],
    () => [[2 * 10 * 30], [2 * 10 * 30 - 0.5 * 2 * 20 ** 2], [(2 * 10 * 30 - 0.5 * 2 * 20 ** 2) / 30]],
    'E₀ = m g h = 600 J; Ec final = ½ · 2 · 400 = 400 J; perdida = 200 J; F = 200 J/30 m = 6,67 N.',
  ),
  parts(
    10116,
    SPRING,
    'Un resorte de constante elástica 800 N/m, comprimido 10 cm, se suelta y lanza un bloque de 0,5 kg sobre una superficie horizontal sin rozamiento. Determinar:',
    [
      part('a', 'La energía potencial elástica almacenada en el resorte.', 4, 'J', '4 J'),
      part('b', 'La velocidad con que el bloque abandona el resorte.', 4, 'm/s', '4 m/s'),
    ],
    () => [[0.5 * 800 * 0.1 ** 2], [Math.sqrt((2 * 0.5 * 800 * 0.1 ** 2) / 0.5)]],
    'E_el = ½ k x² = ½ · 800 · 0,01 = 4 J; ½ · 0,5 · v² = 4 ⇒ v = 4 m/s.',
  ),
  numeric(
    10117,
    SPRING,
    'Un resorte vertical de constante 2000 N/m se comprime 20 cm y, al liberarse, lanza hacia arriba una bola de 0,4 kg. ¿Qué altura alcanza la bola, medida desde la posición en que estaba con el resorte comprimido? Considere g = 10 m/s² y desprecie el rozamiento.',
    { value: 10, unit: 'm', text: '10 m' },
    () => (0.5 * 2000 * 0.2 ** 2) / (0.4 * 10),
    'E_el = ½ · 2000 · 0,04 = 40 J = m g h ⇒ h = 40/4 = 10 m.',
  ),
  numeric(
    10118,
    SPRING,
    'Un bloque de 2 kg se suelta desde una altura de 0,8 m sobre una rampa sin rozamiento; al llegar al tramo horizontal choca contra un resorte de constante 400 N/m. Hallar la compresión máxima del resorte. Considere g = 10 m/s².',
    { value: 0.283, unit: 'm', text: '0,28 m' },
    () => Math.sqrt((2 * 2 * 10 * 0.8) / 400),
    'm g h = 16 J = ½ · 400 · x² ⇒ x = √0,08 = 0,28 m.',
  ),
  options(
    10119,
    WORK,
    'Un automóvil de 1200 kg aumenta su velocidad de 36 km/h a 72 km/h. La variación de su energía cinética es:',
    ['180 kJ', '60 kJ', '240 kJ', '1944 kJ'],
    0,
    () => [(0.5 * 1200 * (20 ** 2 - 10 ** 2)) / 1000],
    '36 km/h = 10 m/s, 72 km/h = 20 m/s; ΔEc = ½ · 1200 · (400 − 100) = 180000 J = 180 kJ.',
  ),
  options(
    10120,
    WORK,
    'Un proyectil de 20 g que viaja a 400 m/s penetra 10 cm en un bloque de madera hasta detenerse. La fuerza media que la madera ejerce sobre el proyectil es:',
    ['1600 N', '8000 N', '160 N', '80000 N'],
    4,
    () => [(0.5 * 0.02 * 400 ** 2) / 0.1],
    'Ec = ½ · 0,02 · 160000 = 1600 J; F = 1600 J/0,1 m = 16000 N: ninguna de las opciones.',
  ),
  parts(
    10121,
    WORK,
    'Una pelota de 0,5 kg se deja caer desde una altura de 20 m. Despreciando el rozamiento con el aire y tomando el suelo como nivel de referencia, calcular cuando la pelota se encuentra a 5 m del suelo (g = 10 m/s²):',
    [part('a', 'Su energía potencial.', 25, 'J', '25 J'), part('b', 'Su energía cinética.', 75, 'J', '75 J')],
    () => [[0.5 * 10 * 5], [0.5 * 10 * 20 - 0.5 * 10 * 5]],
    'E = m g h₀ = 100 J; Ep = 0,5 · 10 · 5 = 25 J; Ec = 100 − 25 = 75 J.',
  ),
];

/** Power and efficiency: a crane, a pump, a car against a resisting force, a machine's efficiency. */
const power: readonly ExamStyleProblem[] = [
  options(
    10122,
    WORK,
    'Una grúa eleva una carga de 800 kg hasta una altura de 15 m en 20 s, con velocidad constante. La potencia desarrollada por la grúa es: (Considere g = 9,8 m/s²)',
    ['5,88 kW', '6 kW', '117,6 kW', '0,6 kW'],
    0,
    () => [(800 * 9.8 * 15) / 20 / 1000],
    'W = m g h = 800 · 9,8 · 15 = 117600 J; P = 117600/20 = 5880 W = 5,88 kW.',
  ),
  numeric(
    10123,
    WORK,
    'Una bomba eleva 300 litros de agua por minuto hasta un tanque situado a 12 m de altura. Hallar la potencia útil de la bomba. Considere g = 10 m/s² y que 1 litro de agua tiene una masa de 1 kg.',
    { value: 600, unit: 'W', text: '600 W' },
    () => (300 / 60) * 10 * 12,
    '300 L/min = 5 kg/s; P = (m/t) g h = 5 · 10 · 12 = 600 W.',
  ),
  numeric(
    10124,
    WORK,
    'Una bomba de 2 kW, cuyo rendimiento es del 60 %, sube agua a un tanque ubicado a 15 m de altura. ¿Cuántos litros de agua por minuto puede elevar? Considere g = 10 m/s² (1 litro de agua = 1 kg).',
    { value: 480, unit: 'L', text: '480 litros por minuto' },
    () => ((2000 * 0.6) / (10 * 15)) * 60,
    'P útil = 0,6 · 2000 = 1200 W; m/t = 1200/(10 · 15) = 8 kg/s = 480 L/min.',
  ),
  options(
    10125,
    WORK,
    'Un automóvil circula por una ruta horizontal a la velocidad constante de 90 km/h, venciendo una fuerza de resistencia total de 800 N. La potencia que desarrolla su motor es:',
    ['72 kW', '20 kW', '2 kW', '200 kW'],
    1,
    () => [(800 * 25) / 1000],
    '90 km/h = 25 m/s; a velocidad constante F = 800 N; P = F v = 800 · 25 = 20000 W = 20 kW.',
  ),
  options(
    10126,
    WORK,
    'Un motor que consume 5000 W eleva un cuerpo de 200 kg hasta una altura de 10 m en 5 s, con velocidad constante. Calcule el rendimiento del motor. (g = 10 m/s²)',
    ['40 %', '80 %', '125 %', '8 %'],
    1,
    () => [((200 * 10 * 10) / 5 / 5000) * 100],
    'P útil = 200 · 10 · 10/5 = 4000 W; η = 4000/5000 = 0,8 = 80 %.',
  ),
  parts(
    10127,
    WORK,
    'Un montacargas eleva una carga de 600 kg a 9 m de altura en 12 s, con velocidad constante. El rendimiento del motor es del 75 %. Considere g = 10 m/s². Determinar:',
    [
      part('a', 'La potencia útil del motor.', 4500, 'W', '4500 W'),
      part('b', 'La potencia que consume el motor.', 6000, 'W', '6000 W'),
    ],
    () => [[(600 * 10 * 9) / 12], [(600 * 10 * 9) / 12 / 0.75]],
    'P útil = 600 · 10 · 9/12 = 4500 W; P consumida = 4500/0,75 = 6000 W.',
  ),
  numeric(
    10128,
    WORK,
    '¿Qué potencia, expresada en HP, desarrolla el motor de un ascensor que sube una cabina de 750 kg con velocidad constante de 2 m/s? Datos: g = 10 m/s², 1 HP = 746 W.',
    { value: 20.11, unit: 'HP', text: '20,11 HP' },
    () => (750 * 10 * 2) / 746,
    'P = m g v = 750 · 10 · 2 = 15000 W = 15000/746 HP = 20,11 HP.',
  ),
  options(
    10129,
    WORK,
    'Un motor de 3 kW de potencia útil levanta cargas con una velocidad constante de 0,5 m/s. La máxima masa que puede levantar es: (g = 10 m/s²)',
    ['150 kg', '6000 kg', '600 kg', '60 kg'],
    2,
    () => [3000 / (0.5 * 10)],
    'P = m g v ⇒ m = 3000/(10 · 0,5) = 600 kg.',
  ),
];

/** Vertical throws: from a building, the speed at a height, two instants, meetings, balloons. */
const throws: readonly ExamStyleProblem[] = [
  parts(
    10130,
    KIN,
    'Desde la terraza de un edificio de 25 m de altura se lanza una piedra verticalmente hacia arriba con una velocidad de 20 m/s. Considere g = 10 m/s². Determinar:',
    [
      part('a', 'El tiempo que tarda la piedra en llegar al suelo.', 5, 's', '5 s'),
      part('b', 'La velocidad con que llega al suelo.', 30, 'm/s', '30 m/s'),
    ],
    () => [[timeToFall(20, 25, 10)], [Math.abs(20 - 10 * timeToFall(20, 25, 10))]],
    '−25 = 20 t − 5 t² ⇒ t² − 4t − 5 = 0 ⇒ t = 5 s; v = 20 − 50 = −30 m/s (bajando).',
  ),
  options(
    10131,
    KIN,
    'Desde un balcón situado a 35 m del suelo se arroja una piedra verticalmente hacia abajo con una velocidad de 10 m/s. El tiempo que tarda en llegar al suelo es: (Considere g = 10 m/s²)',
    ['2,65 s', '3,5 s', '1,83 s', '1,5 s'],
    2,
    () => [timeToFall(-10, 35, 10)],
    '35 = 10 t + 5 t² ⇒ t² + 2t − 7 = 0 ⇒ t = −1 + √8 = 1,83 s.',
  ),
  numeric(
    10132,
    KIN,
    'Una pelota se lanza verticalmente hacia arriba desde el suelo con una velocidad de 30 m/s. Hallar el módulo de su velocidad cuando se encuentra a 40 m de altura. Considere g = 10 m/s².',
    { value: 10, unit: 'm/s', text: '10 m/s' },
    () => Math.sqrt(30 ** 2 - 2 * 10 * 40),
    'v² = v₀² − 2 g h = 900 − 800 = 100 ⇒ v = 10 m/s (subiendo o bajando).',
  ),
  options(
    10133,
    KIN,
    'Un cuerpo se lanza verticalmente hacia arriba con una velocidad de 25 m/s. ¿En qué instantes se encuentra a 30 m por encima del punto de lanzamiento? (g = 10 m/s²)',
    ['1 s y 6 s', '2 s y 3 s', '2,5 s y 5 s', '3 s y 5 s'],
    1,
    () => [2, 3].filter((t) => Math.abs(25 * t - 5 * t ** 2 - 30) < 1e-9),
    '30 = 25 t − 5 t² ⇒ t² − 5t + 6 = 0 ⇒ t = 2 s (subiendo) y t = 3 s (bajando).',
  ),
  parts(
    10134,
    KIN,
    'Un cuerpo lanzado verticalmente hacia arriba desde el suelo pasa frente a una ventana 1 s después del lanzamiento, al subir, y vuelve a pasar frente a ella 4 s después del lanzamiento, al bajar. Considere g = 10 m/s². Hallar:',
    [
      part('a', 'La velocidad con que fue lanzado.', 25, 'm/s', '25 m/s'),
      part('b', 'La altura de la ventana.', 20, 'm', '20 m'),
    ],
    () => [[(10 * (1 + 4)) / 2], [(10 * 1 * 4) / 2]],
    'Los dos instantes suman 2 v₀/g: v₀ = 10 · 5/2 = 25 m/s; h = 25 · 1 − 5 · 1 = 20 m.',
  ),
  parts(
    10135,
    KIN,
    'Desde lo alto de una torre de 80 m se deja caer una piedra y, en el mismo instante, desde el pie de la torre se lanza otra verticalmente hacia arriba con una velocidad de 40 m/s. Considere g = 10 m/s². Calcular:',
    [
      part('a', 'El tiempo que tardan en cruzarse.', 2, 's', '2 s'),
      part('b', 'La altura, medida desde el suelo, a la que se cruzan.', 60, 'm', '60 m'),
    ],
    () => [[80 / 40], [80 - 5 * (80 / 40) ** 2]],
    '80 − 5 t² = 40 t − 5 t² ⇒ t = 2 s; y = 80 − 5 · 4 = 60 m.',
  ),
  numeric(
    10136,
    KIN,
    'Se lanza una pelota verticalmente hacia arriba con una velocidad de 30 m/s y, 2 s después, se lanza desde el mismo punto una segunda pelota, también hacia arriba y con la misma velocidad. ¿A qué altura sobre el punto de lanzamiento se encuentran? Considere g = 10 m/s².',
    { value: 40, unit: 'm', text: '40 m' },
    () => {
      // 30 t − 5 t² = 30 (t − 2) − 5 (t − 2)² ⇒ 0 = −60 + 20 t − 20 ⇒ t = 4 s
      const t = 4;
      return 30 * t - 5 * t ** 2;
    },
    '30 t − 5 t² = 30 (t − 2) − 5 (t − 2)² ⇒ 20 t = 80 ⇒ t = 4 s; y = 120 − 80 = 40 m.',
  ),
  parts(
    10137,
    KIN,
    'Un globo aerostático asciende con velocidad constante de 5 m/s. Cuando se encuentra a 30 m del suelo, se suelta desde él una bolsa de arena. Despreciando el rozamiento con el aire y considerando g = 10 m/s², determinar:',
    [
      part('a', 'El tiempo que tarda la bolsa en llegar al suelo.', 3, 's', '3 s'),
      part('b', 'La velocidad con que la bolsa llega al suelo.', 25, 'm/s', '25 m/s'),
    ],
    () => [[timeToFall(5, 30, 10)], [Math.abs(5 - 10 * timeToFall(5, 30, 10))]],
    'La bolsa sale con 5 m/s hacia arriba: −30 = 5 t − 5 t² ⇒ t² − t − 6 = 0 ⇒ t = 3 s; v = 5 − 30 = −25 m/s.',
  ),
  options(
    10138,
    KIN,
    'Un globo desciende con velocidad constante de 4 m/s y, cuando se encuentra a 48 m del suelo, se deja caer un objeto desde su barquilla. El tiempo que tarda el objeto en llegar al suelo es: (Considere g = 10 m/s²)',
    ['3,10 s', '2,72 s', '12 s', '2,4 s'],
    1,
    () => [timeToFall(-4, 48, 10)],
    'El objeto sale con 4 m/s hacia abajo: 48 = 4 t + 5 t² ⇒ t = (−4 + √976)/10 = 2,72 s.',
  ),
  parts(
    10139,
    KIN,
    'Un montacargas abierto sube con velocidad constante de 10 m/s. Cuando su piso se encuentra a 40 m del suelo, se cae un tornillo desde él. Considere g = 10 m/s². Se pide:',
    [
      part('a', 'La altura máxima, medida desde el suelo, que alcanza el tornillo.', 45, 'm', '45 m'),
      part('b', 'El tiempo que tarda el tornillo en llegar al suelo.', 4, 's', '4 s'),
    ],
    () => [[40 + 10 ** 2 / (2 * 10)], [timeToFall(10, 40, 10)]],
    'Sale con 10 m/s hacia arriba: h = 40 + 100/20 = 45 m; −40 = 10 t − 5 t² ⇒ t² − 2t − 8 = 0 ⇒ t = 4 s.',
  ),
  options(
    10140,
    KIN,
    'Desde un puente que está a 20 m sobre el agua se arroja verticalmente hacia abajo una pelota con una velocidad inicial de 15 m/s. La velocidad con que la pelota llega al agua es: (g = 10 m/s²)',
    ['35 m/s', '20 m/s', '25 m/s', '625 m/s'],
    2,
    () => [Math.sqrt(15 ** 2 + 2 * 10 * 20)],
    'v² = v₀² + 2 g h = 225 + 400 = 625 ⇒ v = 25 m/s.',
  ),
  numeric(
    10141,
    KIN,
    'Desde lo alto de un edificio se lanza una piedra verticalmente hacia arriba con una velocidad de 15 m/s, y la piedra llega al suelo 5 s después del lanzamiento. Hallar la altura del edificio. Considere g = 10 m/s².',
    { value: 50, unit: 'm', text: '50 m' },
    () => -(15 * 5 - 5 * 5 ** 2),
    'y = 15 · 5 − 5 · 25 = −50 m: el edificio mide 50 m.',
  ),
];

/** Written after the first fixes, in other words and numbers, and measured before any fix for them. */
const laterBatch: readonly ExamStyleProblem[] = [
  options(
    10142,
    INCLINE,
    'Se arrastra un baúl de 25 kg 6 m hacia arriba por una rampa inclinada 37°, sin rozamiento. El trabajo que realiza el peso del baúl es: (g = 10 m/s², sen 37° = 0,6)',
    ['900 J', '−900 J', '−1200 J', '−750 J'],
    1,
    () => [-25 * 10 * 0.6 * 6],
    'W_P = −m g sen 37° d = −25 · 10 · 0,6 · 6 = −900 J.',
  ),
  numeric(
    10143,
    INCLINE,
    'Calcule el trabajo neto realizado sobre un cajón de 8 kg que desciende 5 m deslizándose por una rampa inclinada 30°, si el coeficiente de rozamiento es 0,1. Use g = 9,8 m/s².',
    { value: 162.05, unit: 'J', text: '162,05 J' },
    () => 8 * 9.8 * 5 * sin30 - 0.1 * 8 * 9.8 * cos30 * 5,
    'W_P = 8 · 9,8 · 5 · 0,5 = 196 J; f = 0,1 · 78,4 · cos 30° = 6,79 N, W_f = −33,95 J; W_neto = 162,05 J.',
  ),
  parts(
    10144,
    WORK,
    'Un carro de montaña rusa de 400 kg parte del reposo desde una cima situada a 30 m de altura. Despreciando los rozamientos y con g = 10 m/s², hallar:',
    [
      part(
        'a',
        'La velocidad del carro en el punto más bajo del recorrido, al nivel del suelo.',
        24.49,
        'm/s',
        '24,49 m/s',
      ),
      part(
        'b',
        'La velocidad del carro al pasar por una segunda cima de 12 m de altura.',
        18.97,
        'm/s',
        '18,97 m/s',
      ),
    ],
    () => [[Math.sqrt(2 * 10 * 30)], [Math.sqrt(2 * 10 * (30 - 12))]],
    'v = √(2 · 10 · 30) = √600 = 24,49 m/s; v = √(2 · 10 · 18) = √360 = 18,97 m/s.',
  ),
  options(
    10145,
    SPRING,
    'Se comprime 5 cm un resorte de constante 2400 N/m y se lo usa para disparar una bolita de 30 g sobre una mesa horizontal sin rozamiento. La velocidad con que sale la bolita es:',
    ['200 m/s', '10 m/s', '14,14 m/s', '4,47 m/s'],
    2,
    () => [Math.sqrt((2400 * 0.05 ** 2) / 0.03)],
    'E = ½ · 2400 · 0,0025 = 3 J = ½ · 0,03 · v² ⇒ v = √200 = 14,14 m/s.',
  ),
  numeric(
    10146,
    WORK,
    'Un ciclista avanza a velocidad constante de 36 km/h por un camino horizontal, venciendo una resistencia del aire de 25 N. Determinar la potencia que desarrolla.',
    { value: 250, unit: 'W', text: '250 W' },
    () => 25 * (36 / 3.6),
    '36 km/h = 10 m/s; P = F v = 25 · 10 = 250 W.',
  ),
  options(
    10147,
    WORK,
    'Una bomba sube 1200 litros de agua por minuto a un depósito situado a 25 m de altura. Si su rendimiento es del 80 %, la potencia que consume es: (g = 10 m/s²; 1 litro de agua = 1 kg)',
    ['5 kW', '6,25 kW', '4 kW', '300 kW'],
    1,
    () => [((1200 / 60) * 10 * 25) / 0.8 / 1000],
    '1200 L/min = 20 kg/s; P útil = 20 · 10 · 25 = 5000 W; P consumida = 5000/0,8 = 6250 W = 6,25 kW.',
  ),
  parts(
    10148,
    KIN,
    'Desde un globo que sube verticalmente con velocidad constante de 10 m/s se deja caer un lastre cuando el globo está a 75 m de altura. Considere g = 10 m/s². Se pide:',
    [
      part('a', 'El tiempo que tarda el lastre en llegar al suelo.', 5, 's', '5 s'),
      part('b', 'La velocidad con que el lastre llega al suelo.', 40, 'm/s', '40 m/s'),
    ],
    () => [[timeToFall(10, 75, 10)], [Math.abs(10 - 10 * timeToFall(10, 75, 10))]],
    'El lastre sale con 10 m/s hacia arriba: −75 = 10 t − 5 t² ⇒ t² − 2t − 15 = 0 ⇒ t = 5 s; v = 10 − 50 = −40 m/s.',
  ),
  numeric(
    10149,
    KIN,
    'Desde la azotea de un edificio de 60 m de altura se arroja verticalmente hacia abajo una pelota con una velocidad de 5 m/s. ¿Con qué velocidad llega a la vereda? Use g = 9,8 m/s².',
    { value: 34.66, unit: 'm/s', text: '34,66 m/s' },
    () => Math.sqrt(5 ** 2 + 2 * 9.8 * 60),
    'v² = 25 + 2 · 9,8 · 60 = 1201 ⇒ v = 34,66 m/s.',
  ),
  options(
    10150,
    KIN,
    'Una pelota se lanza verticalmente hacia arriba con una velocidad de 20 m/s. Su rapidez cuando se encuentra 15 m por encima del punto de lanzamiento es: (g = 10 m/s²)',
    ['5 m/s', '10 m/s', '17,32 m/s', '14,14 m/s'],
    1,
    () => [Math.sqrt(20 ** 2 - 2 * 10 * 15)],
    'v² = 400 − 300 = 100 ⇒ v = 10 m/s (al subir y al bajar).',
  ),
  numeric(
    10151,
    KIN,
    'Una piedra lanzada verticalmente hacia arriba desde el suelo se encuentra a cierta altura a los 2 s de haber sido lanzada, y vuelve a estar a esa misma altura a los 5 s de haber sido lanzada. Calcular esa altura. Considere g = 10 m/s².',
    { value: 50, unit: 'm', text: '50 m' },
    () => (10 * 2 * 5) / 2,
    'h = g t₁ t₂/2 = 10 · 2 · 5/2 = 50 m (v₀ = 10 · 7/2 = 35 m/s: 35 · 2 − 20 = 50 m).',
  ),
];

/** Kinds that probing found stated wrong, written in other words and numbers after their fixes. */
const probed: readonly ExamStyleProblem[] = [
  numeric(
    10152,
    WORK,
    'Un paquete de 0,8 kg se suelta desde 20 m de altura y toca el suelo con una velocidad de 18 m/s. Determinar el trabajo realizado por la resistencia del aire. Considere g = 10 m/s².',
    { value: -30.4, unit: 'J', text: '−30,4 J' },
    () => 0.5 * 0.8 * 18 ** 2 - 0.8 * 10 * 20,
    'W_aire = Ec final − Ep inicial = ½ · 0,8 · 324 − 0,8 · 10 · 20 = 129,6 − 160 = −30,4 J.',
  ),
  options(
    10153,
    WORK,
    'Una maceta de 3 kg cae desde un balcón situado a 12 m de altura. La energía potencial que perdió al pasar frente a una ventana situada a 4 m del suelo es: (g = 10 m/s²)',
    ['120 J', '240 J', '360 J', '80 J'],
    1,
    () => [3 * 10 * (12 - 4)],
    'ΔEp = m g (h₁ − h₂) = 3 · 10 · 8 = 240 J.',
  ),
  numeric(
    10154,
    INCLINE,
    'Un cajón de 20 kg sube con velocidad constante de 1,5 m/s por una rampa sin rozamiento inclinada 30°, arrastrado por una fuerza paralela a la rampa. ¿Qué potencia desarrolla esa fuerza? Considere g = 10 m/s².',
    { value: 150, unit: 'W', text: '150 W' },
    () => 20 * 10 * sin30 * 1.5,
    'F = m g sen 30° = 100 N; P = F v = 100 · 1,5 = 150 W.',
  ),
];

export const physicsExamWordingEnergyThrowsProblems: readonly ExamStyleProblem[] = [
  ...incline,
  ...energy,
  ...power,
  ...throws,
  ...laterBatch,
  ...probed,
];
