/**
 * Near misses of the tutor's newer readings (#32): problems in the exams' formats that keep the setting
 * of a statement a solver now reads (a ruler on a support, a force scale, a beam hinged to a wall, two
 * parallel forces, a weight on two ropes, a block on an incline or pulled over a floor, two blocks over a
 * pulley, a start from rest, a chase, a speed-time graph told in stretches, the work to change a speed,
 * a grade, a pump, a polynomial's remainder with a parameter, a linear function from two values, an
 * exponential model and the time to a value, a ratio from its quadrant, solids and plane figures) but
 * change what it asks: another quantity, a unit other than the one computed, the opposite sense, a datum
 * more or one less, the point where a cable is tied, a second stretch. A reading that half understands
 * them states a wrong result with confidence; the count that matters here is that none does.
 *
 * The kinds of exercise are those of FRM's Seminario guides (read on 2026-11-30 in plain-text copies of
 * the public repository Teksi75/pre_utn at commit dd3d8096df65d12ad2e1aed3af8b75017264a744):
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/GU%C3%8DA%20DE%20PROBLEMAS%20A%20RESOLVER%20FISICA.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/4%20EST%C3%81TICA.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD2_matem%C3%A1tica.pdf
 * Statements, objects and numbers are ours; every key was worked out by hand and is recomputed by
 * `check`. A development set of the solvers, apart from the exam-style set.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, writtenSet } from './builders.ts';

const PHYSICS_GUIDE = ['frm-fisica-2025-guia-problemas', 'frm-fisica-2025-estatica'];
const MATH_GUIDE = ['frm-seminario-2025-u2', 'frm-seminario-2025-guia-funciones'];

const tolerance = halfPercent;

const physics = writtenSet({ subject: 'fisica', modelledOn: PHYSICS_GUIDE, difficulty: 'medio', tolerance });
const math = writtenSet({ subject: 'matematicas', modelledOn: MATH_GUIDE, difficulty: 'medio', tolerance });

const STATICS = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const PULLEYS = 'mecanica.tension-poleas';
const MOTION = 'mecanica.cinematica';
const CHASES = 'mecanica.encuentro-graficos';
const ENERGY = 'mecanica.trabajo-energia';
const POLYNOMIALS = 'algebra-basica.polinomios';
const LINEAR = 'funciones.lineal';
const EXPONENTIAL = 'funciones.exponencial-logaritmica';
const RATIOS = 'trigonometria.razones';
const TRIG_EQUATIONS = 'trigonometria.ecuaciones';
const SOLIDS = 'geometria.volumenes';
const FIGURES = 'geometria.areas-perimetros';
const TRIANGLES = 'trigonometria.teoremas-seno-coseno';
const SYSTEMS = 'ecuaciones.sistemas';
const ANALYTIC = 'geometria.analitica';
const EQUATIONS = 'ecuaciones.lineales';

const G = 10;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const sin = (degrees: number) => Math.sin(rad(degrees));
const cos = (degrees: number) => Math.cos(rad(degrees));
const kmh = (value: number) => value / 3.6;

/** A numeric physics key: its value, unit and text. */
const key = (value: number, unit: string, text: string) => ({ value, unit, text });

const statics: readonly ExamStyleProblem[] = [
  physics.numeric(
    8000,
    STATICS,
    'Una regla de 1 m, de peso despreciable, está apoyada en la marca de 40 cm. En la marca de 10 cm se cuelga un peso de 6 N. ¿Qué peso hay que colgar en la marca de 90 cm para que quede horizontal?',
    key(3.6, 'N', 'P = 3,6 N'),
    () => (6 * 30) / 50,
    'El apoyo no está en el medio: 6 N · 30 cm = P · 50 cm, P = 3,6 N.',
  ),
  physics.numeric(
    8001,
    STATICS,
    'Una regla homogénea de 1 m que pesa 2 N está apoyada en la marca de 40 cm. En la marca de 10 cm cuelga un peso de 3 N. ¿Qué peso hay que colgar en la marca de 90 cm para que quede horizontal?',
    key(1.4, 'N', 'P = 1,4 N'),
    () => (3 * 30 - 2 * 10) / 50,
    'Su peso actúa en la marca de 50 cm, a 10 cm del apoyo del lado de P: 3 · 30 = 2 · 10 + P · 50, P = 1,4 N.',
  ),
  physics.numeric(
    8002,
    STATICS,
    'Una regla de 1 m, de peso despreciable, está apoyada en la marca de 50 cm. En la marca de 20 cm cuelga un peso de 4 N y en la marca de 80 cm otro peso que la mantiene horizontal. ¿Qué fuerza ejerce el apoyo sobre la regla?',
    key(8, 'N', 'R = 8 N hacia arriba'),
    () => 4 + (4 * 30) / 30,
    'El otro peso vale 4 N (brazos iguales); el apoyo sostiene los dos: R = 8 N.',
  ),
  physics.options(
    8003,
    STATICS,
    'Una regla de 1 m, de peso despreciable, está apoyada en la marca de 40 cm. En la marca de 10 cm se cuelga un peso de 6 N. El peso que hay que colgar en la marca de 90 cm para que quede horizontal es:',
    ['6 N', '2 N', '4 N', '9 N'],
    4,
    () => [3.6],
    '6 · 30 = P · 50, P = 3,6 N: ninguna de las opciones.',
  ),
  physics.numeric(
    8004,
    STATICS,
    'Una fuerza de 150 N se representa con una flecha de 6 cm. ¿Cuál es la escala usada, en N por cm?',
    key(25, 'N/cm', '25 N/cm'),
    () => 150 / 6,
    'Escala = 150 N / 6 cm = 25 N/cm.',
  ),
  physics.numeric(
    8005,
    STATICS,
    'Una fuerza de 200 N se representa con un vector de 5 cm. ¿Cuántos milímetros debe medir el vector que representa una fuerza de 300 N?',
    key(75, 'mm', 'ℓ = 75 mm'),
    () => (300 / 200) * 5 * 10,
    'ℓ = 300 · 5 / 200 = 7,5 cm = 75 mm.',
  ),
  physics.numeric(
    8006,
    STATICS,
    'Una fuerza de 200 N se representa con un vector de 5 cm. ¿Qué fuerza, en kN, representa un vector de 7,5 cm?',
    key(0.3, 'kN', 'F = 0,3 kN'),
    () => (200 * 7.5) / 5 / 1000,
    'F = 200 · 7,5 / 5 = 300 N = 0,3 kN.',
  ),
  physics.numeric(
    8007,
    STATICS,
    'Una viga homogénea de 300 N está articulada a una pared por un extremo y se mantiene horizontal con un cable atado a su punto medio, que forma 30° con la viga. Del extremo libre cuelga una carga de 500 N. ¿Cuál es la tensión del cable?',
    key(2600, 'N', 'T = 2600 N'),
    () => (500 + 300 / 2) / (sin(30) / 2),
    'Momentos respecto de la articulación, con L el largo: T · sen 30° · L/2 = 500 · L + 300 · L/2, T = 650 / 0,25 = 2600 N.',
  ),
  physics.numeric(
    8008,
    STATICS,
    'Una viga homogénea de 300 N está articulada a una pared por un extremo y se mantiene horizontal con un cable atado a su otro extremo, que forma 30° con la viga. Del extremo libre cuelga una carga de 500 N. ¿Cuánto vale la componente vertical de la reacción en la articulación?',
    key(150, 'N', 'V = 150 N'),
    () => 500 + 300 - ((500 + 150) / sin(30)) * sin(30),
    'T = (500 + 150) / sen 30° = 1300 N; V = 500 + 300 − 1300 · 0,5 = 150 N.',
  ),
  physics.numeric(
    8009,
    STATICS,
    'Una viga homogénea de 300 N está articulada a una pared vertical por un extremo y se mantiene horizontal con un cable atado a su otro extremo, que forma 60° con la pared. Del extremo libre cuelga una carga de 500 N. ¿Cuál es la tensión del cable?',
    key(1300, 'N', 'T = 1300 N'),
    () => (500 + 150) / sin(90 - 60),
    'Con la pared vertical, el cable forma 30° con la viga: T = (500 + 150) / sen 30° = 1300 N.',
  ),
  physics.numeric(
    8010,
    STATICS,
    'Una barra de peso despreciable está articulada en una pared y se mantiene horizontal con una cuerda atada a su otro extremo, que forma 53° con la barra (sen 53° = 0,8; cos 53° = 0,6). De ese extremo cuelga un peso de 120 N. ¿Cuánto vale la componente vertical de la reacción de la articulación?',
    key(0, 'N', 'V = 0 N'),
    () => 120 - (120 / 0.8) * 0.8,
    'T = 120 / 0,8 = 150 N; su componente vertical sostiene todo el peso: V = 120 − 150 · 0,8 = 0 N.',
  ),
  physics.numeric(
    8011,
    STATICS,
    'Una barra de peso despreciable está articulada en una pared y se mantiene horizontal con un cable atado a su otro extremo, que forma 30° con la barra. De su punto medio cuelga una carga de 400 N. ¿Cuál es la tensión del cable?',
    key(400, 'N', 'T = 400 N'),
    () => 400 / 2 / sin(30),
    'T · sen 30° · L = 400 · L/2, T = 200 / 0,5 = 400 N.',
  ),
  physics.numeric(
    8012,
    PARALLEL,
    'Dos fuerzas paralelas del mismo sentido, de 30 N y 50 N, están separadas 1,6 m. ¿A qué distancia de la fuerza menor está aplicada la resultante?',
    key(1, 'm', 'd = 1 m'),
    () => (50 * 1.6) / 80,
    'R = 80 N; 30 · d = 50 · (1,6 − d), d = 1 m de la de 30 N.',
  ),
  physics.numeric(
    8013,
    PARALLEL,
    'La resultante de dos fuerzas paralelas del mismo sentido vale 120 N y está a 0,5 m de la fuerza mayor. Las fuerzas están separadas 2 m. ¿Cuánto vale la fuerza menor?',
    key(30, 'N', 'F = 30 N'),
    () => (120 * 0.5) / 2,
    'F menor · 1,5 = F mayor · 0,5 y suman 120 N: F menor = 120 · 0,5 / 2 = 30 N.',
  ),
  physics.options(
    8014,
    PARALLEL,
    'La resultante de dos fuerzas paralelas del mismo sentido vale 120 N y está a 0,5 m de la fuerza mayor. ¿Cuánto vale la fuerza menor?',
    ['30 N', '40 N', '90 N', 'No alcanzan los datos para calcularla'],
    3,
    () => [],
    'Falta la separación entre las fuerzas: con ella cambia el reparto de los 120 N.',
  ),
  physics.numeric(
    8015,
    STATICS,
    'Sobre una barra horizontal de 3 m, de peso despreciable, actúan fuerzas verticales: 20 N hacia abajo en el extremo izquierdo A, 50 N hacia arriba a 1 m de A y 10 N hacia abajo en el extremo derecho B. ¿Cuánto vale el momento resultante respecto de B?',
    key(40, 'N·m', 'M = 40 N·m en sentido horario'),
    () => Math.abs(-3 * -20 + -2 * 50),
    'Antihorario positivo, respecto de B: 20 · 3 − 50 · 2 = −40 N·m, 40 N·m en sentido horario.',
  ),
  physics.numeric(
    8016,
    STATICS,
    'Sobre una barra horizontal de 3 m, de peso despreciable, actúan fuerzas verticales: 20 N hacia abajo en el extremo izquierdo A, 50 N hacia arriba a 1 m de A y 10 N hacia abajo en el extremo derecho. Tomando positivo el sentido horario, ¿cuánto vale el momento resultante respecto de A?',
    key(-20, 'N·m', 'M = −20 N·m'),
    () => -(50 * 1 - 10 * 3),
    'Antihorario: 50 · 1 − 10 · 3 = 20 N·m; con el horario positivo, M = −20 N·m.',
  ),
  physics.numeric(
    8017,
    STATICS,
    'Un cartel de 80 N cuelga de dos cuerdas que forman 30° y 60° con la vertical. ¿Cuál es la tensión de la cuerda que forma 30° con la vertical?',
    key(69.28, 'N', 'T ≈ 69,28 N'),
    () => (80 * cos(30)) / sin(90),
    'Sobre la horizontal forman 60° y 30°: la de 60° sostiene T = 80 · cos 30° / sen 90° ≈ 69,28 N.',
  ),
  physics.numeric(
    8018,
    STATICS,
    'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con la vertical. ¿Cuál es la tensión de la cuerda inclinada?',
    key(138.56, 'N', 'T ≈ 138,56 N'),
    () => 120 / cos(30),
    'Su componente vertical sostiene el peso: T · cos 30° = 120, T ≈ 138,56 N.',
  ),
  physics.numeric(
    8019,
    STATICS,
    'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con el techo horizontal. ¿Cuál es la tensión de la cuerda horizontal, en kgf? (1 kgf = 10 N)',
    key(20.78, 'kgf', 'T ≈ 20,78 kgf'),
    () => ((120 / sin(30)) * cos(30)) / 10,
    'La inclinada: T · sen 30° = 120, T = 240 N; la horizontal, 240 · cos 30° ≈ 207,8 N ≈ 20,78 kgf.',
  ),
  physics.numeric(
    8020,
    STATICS,
    'Sobre un plano inclinado 30° sin rozamiento, un bloque de 60 N se mantiene en reposo con una fuerza horizontal. ¿Cuánto vale la fuerza normal?',
    key(69.28, 'N', 'N ≈ 69,28 N'),
    () => 60 / cos(30),
    'N = P / cos 30° ≈ 69,28 N.',
  ),
  physics.numeric(
    8021,
    STATICS,
    'Un bloque de 50 N está en reposo sobre un plano inclinado 30°, con rozamiento (coeficiente estático 0,8). ¿Cuánto vale la fuerza de rozamiento?',
    key(25, 'N', 'Fr = 25 N'),
    () => 50 * sin(30),
    'En reposo, el rozamiento estático equilibra la componente del peso: Fr = 50 · sen 30° = 25 N (menor que 0,8 · N).',
  ),
  physics.numeric(
    8022,
    STATICS,
    'Un bloque de 10 kg está sobre un plano inclinado 30° sin rozamiento, unido por una cuerda que pasa por una polea en lo alto del plano a un cuerpo que cuelga. ¿Qué masa debe tener el cuerpo que cuelga para que el sistema quede en reposo?',
    key(5, 'kg', 'm = 5 kg'),
    () => 10 * sin(30),
    'm · g = 10 · g · sen 30°, m = 5 kg.',
  ),
  physics.numeric(
    8023,
    STATICS,
    'Un bloque de 100 N está en reposo sobre un piso horizontal. Se lo empuja con una fuerza de 40 N dirigida 30° por debajo de la horizontal, y no se mueve. ¿Cuánto vale la fuerza normal?',
    key(120, 'N', 'N = 120 N'),
    () => 100 + 40 * sin(30),
    'El empuje hacia abajo suma: N = 100 + 40 · sen 30° = 120 N.',
  ),
];

const motion: readonly ExamStyleProblem[] = [
  physics.numeric(
    8024,
    PULLEYS,
    'Un bloque de 3 kg sobre una mesa sin rozamiento está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Qué distancia recorren durante el tercer segundo?',
    key(10, 'm', 'd = 10 m'),
    () => 0.5 * 4 * (3 ** 2 - 2 ** 2),
    'a = 20 / 5 = 4 m/s²; en el tercer segundo, ½ · 4 · (3² − 2²) = 10 m.',
  ),
  physics.numeric(
    8025,
    PULLEYS,
    'Un bloque de 3 kg sobre una mesa sin rozamiento está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). En el instante inicial se mueven a 1 m/s. ¿Qué velocidad tienen a los 3 s?',
    key(13, 'm/s', 'v = 13 m/s'),
    () => 1 + 4 * 3,
    'a = 4 m/s²; v = 1 + 4 · 3 = 13 m/s.',
  ),
  physics.numeric(
    8026,
    PULLEYS,
    'Un bloque de 10 kg sobre una mesa con μ = 0,5 está unido por una cuerda que pasa por una polea a otro de 2 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Qué velocidad tienen a los 2 s?',
    key(0, 'm/s', 'v = 0 m/s (no se mueven)'),
    () => 0,
    'El rozamiento máximo, 0,5 · 100 = 50 N, supera los 20 N del que cuelga: siguen quietos.',
  ),
  physics.numeric(
    8027,
    PULLEYS,
    'Un cuerpo de 10 kg sobre una mesa horizontal con μ = 0,2 está unido por una cuerda que pasa por una polea a otro de 5 kg que cuelga (g = 10 m/s²). Parten del reposo. ¿Cuánto tardan en recorrer 1 m?',
    key(1, 's', 't = 1 s'),
    () => Math.sqrt((2 * 1) / ((50 - 20) / 15)),
    'a = (50 − 20) / 15 = 2 m/s²; t = √(2 · 1 / 2) = 1 s.',
  ),
  physics.numeric(
    8028,
    MOTION,
    'Un auto parte del reposo y en 8 s alcanza 72 km/h con aceleración constante. ¿Qué distancia recorrió en los últimos 4 s?',
    key(60, 'm', 'd = 60 m'),
    () => 0.5 * 2.5 * (8 ** 2 - 4 ** 2),
    'a = 20 / 8 = 2,5 m/s²; en 8 s recorre 80 m y en los primeros 4 s, 20 m: en los últimos 4 s, 60 m.',
  ),
  physics.parts(
    8029,
    MOTION,
    'Un auto que va a 72 km/h frena con aceleración constante y se detiene en 5 s.',
    [
      physics.part('a', '¿Qué distancia recorre hasta detenerse?', 50, 'm', 'd = 50 m'),
      physics.part('b', '¿Qué distancia recorre en los primeros 2 s de frenado?', 32, 'm', 'd = 32 m'),
    ],
    () => [[(20 * 5) / 2], [20 * 2 - 0.5 * 4 * 2 ** 2]],
    'a = −20 / 5 = −4 m/s²; a) 20 · 5 / 2 = 50 m; b) 20 · 2 − 2 · 2² = 32 m.',
  ),
  physics.numeric(
    8030,
    MOTION,
    'Un móvil que va a 54 km/h pierde 3 km/h cada segundo. ¿Cuánto tarda en detenerse?',
    key(18, 's', 't = 18 s'),
    () => 54 / 3,
    'Pierde 3 km/h por segundo: 54 / 3 = 18 s.',
  ),
  physics.numeric(
    8031,
    MOTION,
    'Un móvil pasa de 10 m/s a 30 m/s en 5 s con aceleración constante. ¿Cuál es su velocidad media, en km/h?',
    key(72, 'km/h', 'v_m = 72 km/h'),
    () => ((10 + 30) / 2) * 3.6,
    'v_m = (10 + 30) / 2 = 20 m/s = 72 km/h.',
  ),
  physics.numeric(
    8032,
    MOTION,
    'Un ciclista recorre 10 km a 20 km/h y luego otros 10 km a 30 km/h. ¿Cuál es su velocidad media en todo el trayecto?',
    key(24, 'km/h', 'v_m = 24 km/h'),
    () => 20 / (10 / 20 + 10 / 30),
    'Tarda 0,5 h + 1/3 h = 5/6 h en 20 km: v_m = 24 km/h (no el promedio de las velocidades).',
  ),
  physics.numeric(
    8033,
    MOTION,
    'Un móvil pasa de 10 m/s a 30 m/s en 5 s con aceleración constante. ¿Qué distancia recorre en ese tiempo, en km?',
    key(0.1, 'km', 'd = 0,1 km'),
    () => (((10 + 30) / 2) * 5) / 1000,
    'd = 20 · 5 = 100 m = 0,1 km.',
  ),
  physics.numeric(
    8034,
    CHASES,
    'Un auto pasa a 20 m/s constantes frente a un policía en moto; en ese instante el policía parte del reposo con una aceleración de 4 m/s². ¿Qué velocidad tiene el policía cuando lo alcanza?',
    key(40, 'm/s', 'v = 40 m/s'),
    () => 4 * ((2 * 20) / 4),
    '20 t = 2 t², t = 10 s; v = 4 · 10 = 40 m/s.',
  ),
  physics.numeric(
    8035,
    CHASES,
    'Un auto pasa a 20 m/s constantes frente a un policía en moto; 2 s después el policía parte del reposo, desde ese mismo lugar, con una aceleración de 4 m/s². ¿Cuánto tarda el policía en alcanzarlo, desde que parte?',
    key(11.71, 's', 't ≈ 11,71 s'),
    () => 5 + Math.sqrt(45),
    'Con t desde que parte: 20 (t + 2) = 2 t², t² − 10 t − 20 = 0, t = 5 + √45 ≈ 11,71 s.',
  ),
  physics.numeric(
    8036,
    CHASES,
    'Un auto pasa a 72 km/h constantes frente a un policía en moto; en ese instante el policía parte del reposo con una aceleración de 2 m/s². ¿A cuántos kilómetros del punto de partida lo alcanza?',
    key(0.4, 'km', 'd = 0,4 km'),
    () => (20 * 20) / 1000,
    '20 t = t², t = 20 s; d = 20 · 20 = 400 m = 0,4 km.',
  ),
  physics.numeric(
    8037,
    MOTION,
    'De 0 s a 4 s la velocidad de un móvil crece de 0 a 12 m/s; de 4 s a 8 s se mantiene en 12 m/s; de 8 s a 10 s disminuye hasta 0. ¿Cuál es la velocidad media en todo el recorrido?',
    key(8.4, 'm/s', 'v_m = 8,4 m/s'),
    () => (24 + 48 + 12) / 10,
    'Área: 24 + 48 + 12 = 84 m en 10 s: v_m = 8,4 m/s.',
  ),
  physics.numeric(
    8038,
    MOTION,
    'De 0 s a 4 s la velocidad de un móvil crece de 0 a 12 m/s; de 4 s a 8 s se mantiene en 12 m/s; de 8 s a 10 s disminuye hasta 0. ¿Qué distancia recorre entre t = 2 s y t = 6 s?',
    key(42, 'm', 'd = 42 m'),
    () => ((6 + 12) / 2) * 2 + 12 * 2,
    'De 2 s a 4 s, (6 + 12) / 2 · 2 = 18 m; de 4 s a 6 s, 24 m: 42 m.',
  ),
  physics.numeric(
    8039,
    MOTION,
    'Una pelota rueda por una mesa de 1,25 m de alto y cae al piso a 2 m del borde de la mesa (g = 10 m/s²). ¿Cuánto tarda en caer?',
    key(0.5, 's', 't = 0,5 s'),
    () => Math.sqrt((2 * 1.25) / G),
    't = √(2 · 1,25 / 10) = 0,5 s; los 2 m no cambian el tiempo de caída.',
  ),
  physics.parts(
    8040,
    MOTION,
    'Se lanza una piedra verticalmente hacia arriba a 30 m/s (g = 10 m/s²).',
    [
      physics.part('a', '¿Cuánto tarda en alcanzar la altura máxima?', 3, 's', 't = 3 s'),
      physics.part('b', '¿Qué velocidad tiene a los 4 s?', 10, 'm/s', 'v = 10 m/s, bajando'),
    ],
    () => [[30 / G], [Math.abs(30 - G * 4)]],
    'a) 30 / 10 = 3 s; b) 30 − 10 · 4 = −10 m/s: 10 m/s hacia abajo.',
  ),
];

const energy: readonly ExamStyleProblem[] = [
  physics.numeric(
    8042,
    ENERGY,
    'Un auto de 1000 kg va a 10 m/s. ¿Qué trabajo hay que hacer sobre él para que su velocidad aumente 5 m/s?',
    key(62500, 'J', 'W = 62 500 J'),
    () => 0.5 * 1000 * (15 ** 2 - 10 ** 2),
    'W = ΔEc = ½ · 1000 · (15² − 10²) = 62 500 J.',
  ),
  physics.numeric(
    8043,
    ENERGY,
    'Un auto de 1000 kg va a 10 m/s. ¿Qué trabajo hay que hacer sobre él para que su energía cinética se duplique?',
    key(50000, 'J', 'W = 50 000 J'),
    () => 0.5 * 1000 * 10 ** 2,
    'Ec = ½ · 1000 · 10² = 50 000 J; duplicarla pide otros 50 000 J.',
  ),
  physics.options(
    8044,
    ENERGY,
    'Un auto de 1000 kg va a 10 m/s. ¿Qué trabajo hay que hacer sobre él para que su velocidad se duplique?',
    ['50 kJ', '100 kJ', '200 kJ', '400 kJ'],
    4,
    () => [150],
    'W = ½ · 1000 · (20² − 10²) = 150 000 J = 150 kJ: ninguna de las opciones.',
  ),
  physics.numeric(
    8045,
    ENERGY,
    'Una pelota de 0,2 kg cae desde 5 m de altura y rebota hasta 3,2 m (g = 10 m/s²). ¿Qué porcentaje de su energía mecánica perdió en el choque?',
    key(36, '%', '36 %'),
    () => ((5 - 3.2) / 5) * 100,
    'Pierde m · g · (5 − 3,2) de m · g · 5: 36 %.',
  ),
  physics.numeric(
    8046,
    ENERGY,
    'Un cuerpo se lanza a 4 m/s desde lo alto de una rampa sin rozamiento de 2 m de altura y luego sigue por un tramo horizontal con μ = 0,25 (g = 10 m/s²). ¿Qué distancia recorre en el tramo horizontal hasta detenerse?',
    key(11.2, 'm', 'd = 11,2 m'),
    () => (G * 2 + 4 ** 2 / 2) / (0.25 * G),
    'Por kg: 10 · 2 + 4² / 2 = 28 J, que el rozamiento quita a 0,25 · 10 = 2,5 J por metro: 11,2 m.',
  ),
  physics.numeric(
    8047,
    ENERGY,
    'Una fuerza de 20 N forma un ángulo de 120° con el desplazamiento de un cuerpo, que es de 3 m. ¿Qué trabajo realiza la fuerza?',
    key(-30, 'J', 'W = −30 J'),
    () => 20 * 3 * cos(120),
    'W = 20 · 3 · cos 120° = −30 J.',
  ),
  physics.numeric(
    8048,
    ENERGY,
    'Un camión de 10000 kg sube a 36 km/h una cuesta del 5 % y además vence un rozamiento de 2000 N (g = 10 m/s²). ¿Qué potencia desarrolla su motor, en kW?',
    key(70, 'kW', 'P ≈ 70 kW'),
    () => ((10000 * G * Math.sin(Math.atan(0.05)) + 2000) * kmh(36)) / 1000,
    'F = m · g · sen θ + 2000 ≈ 5000 + 2000 N; P = 7000 · 10 m/s ≈ 70 kW.',
  ),
  physics.numeric(
    8049,
    ENERGY,
    'Una bomba sube 2 m³ de agua hasta un tanque a 10 m de altura en 40 s (1 m³ de agua tiene una masa de 1000 kg; g = 10 m/s²). ¿Qué potencia desarrolla?',
    key(5000, 'W', 'P = 5000 W'),
    () => (2000 * G * 10) / 40,
    'W = 2000 · 10 · 10 = 200 000 J en 40 s: 5000 W.',
  ),
];

const algebra: readonly ExamStyleProblem[] = [
  math.options(
    8100,
    POLYNOMIALS,
    'Si el resto de dividir x³ − 2x + k por (x + 2) es 7, k vale:',
    ['11', '3', '7', '−1'],
    0,
    () => [11],
    'P(−2) = −8 + 4 + k = 7, k = 11.',
  ),
  math.options(
    8101,
    POLYNOMIALS,
    'Si el resto de dividir x³ − 2x + k por (x − 2) es 7, k vale:',
    ['11', '−3', '7', '1'],
    4,
    () => [3],
    'P(2) = 8 − 4 + k = 7, k = 3: ninguna de las opciones.',
  ),
  math.options(
    8103,
    POLYNOMIALS,
    'El polinomio de grado 2 cuyas raíces son 1 y 3 y tal que P(0) = 6 es:',
    ['x² − 4x + 3', '2x² − 8x + 6', '6x² − 24x + 18', '2x² + 8x + 6'],
    1,
    () => [],
    'P(x) = a (x − 1)(x − 3), P(0) = 3a = 6, a = 2: 2x² − 8x + 6.',
  ),
  math.options(
    8104,
    POLYNOMIALS,
    'El valor de a para que x = 2 sea raíz de P(x) = x³ + ax² − 4x + 4 es:',
    ['−1', '1', '2', '−2'],
    0,
    () => [-1],
    'P(2) = 8 + 4a − 8 + 4 = 0, a = −1.',
  ),
  math.numeric(
    8105,
    EQUATIONS,
    'Un taxi cobra $ 500 de bajada de bandera y $ 120 por kilómetro. Además hay que pagar $ 240 de peaje. ¿Cuántos kilómetros se pueden recorrer como máximo con $ 2900?',
    { value: 18, unit: 'km', text: '18 km' },
    () => (2900 - 500 - 240) / 120,
    '500 + 240 + 120 n ≤ 2900, n ≤ 18.',
  ),
  math.options(
    8106,
    SYSTEMS,
    '¿Para qué valores de a y b el sistema { x + 2y = 3 ; 2x + ay = b } no tiene solución?',
    ['a = 4 y b = 6', 'a = 4 y b ≠ 6', 'a ≠ 4', 'a = 2 y b = 3'],
    1,
    () => [],
    'Filas proporcionales en los coeficientes (a = 4) pero no en los términos (b ≠ 6).',
  ),
  math.numeric(
    8107,
    ANALYTIC,
    'Hallá k negativo para que la distancia entre A(1; k) y B(4; 1) sea 5.',
    { value: -3, unit: '', text: 'k = −3' },
    () => 1 - 4,
    '9 + (k − 1)² = 25, k − 1 = ±4: k = 5 o k = −3; el negativo es −3.',
  ),
  math.numeric(
    8108,
    LINEAR,
    'Una función lineal cumple f(1) = 5 y f(3) = 9. ¿Cuánto vale f(10)?',
    { value: 23, unit: '', text: 'f(10) = 23' },
    () => 2 * 10 + 3,
    'm = (9 − 5) / 2 = 2, b = 3: f(10) = 23.',
  ),
  math.numeric(
    8109,
    LINEAR,
    'Una función lineal cumple f(1) = 5 y f(3) = 9. ¿Para qué valor de x es f(x) = 15?',
    { value: 6, unit: '', text: 'x = 6' },
    () => (15 - 3) / 2,
    'f(x) = 2x + 3 = 15, x = 6.',
  ),
  math.options(
    8110,
    LINEAR,
    'Una función lineal cumple f(1) = 5 y f(3) = 9. Su fórmula es:',
    ['f(x) = 2x + 1', 'f(x) = 4x + 1', 'f(x) = 2x − 3', 'f(x) = 3x + 2'],
    4,
    () => [],
    'm = 2, b = 5 − 2 = 3: f(x) = 2x + 3, ninguna de las opciones.',
  ),
  math.numeric(
    8111,
    EXPONENTIAL,
    'Una población de bacterias sigue N(t) = 500·2^(t/3), con t en horas. ¿Al cabo de cuántos minutos habrá 4000 bacterias?',
    { value: 540, unit: 'min', text: 't = 540 min' },
    () => 3 * Math.log2(4000 / 500) * 60,
    '2^(t/3) = 8, t = 9 h = 540 min.',
  ),
  math.numeric(
    8112,
    EXPONENTIAL,
    'Una población de bacterias sigue N(t) = 500·2^(t/3), con t en horas. ¿Al cabo de cuántos días habrá 4000 bacterias?',
    { value: 0.375, unit: 'días', text: 't = 0,375 días' },
    () => (3 * Math.log2(4000 / 500)) / 24,
    't = 9 h = 9/24 días = 0,375 días.',
  ),
  math.numeric(
    8114,
    RATIOS,
    'Si sen x = 3/5 y x está en el segundo cuadrante, ¿cuánto vale tg x?',
    { value: -0.75, unit: '', text: 'tg x = −3/4' },
    () => 0.6 / -0.8,
    'cos x = −4/5 en el segundo cuadrante: tg x = −3/4.',
  ),
  math.numeric(
    8115,
    TRIG_EQUATIONS,
    'Resolvé 2 sen x = 1 para x en el segundo cuadrante.',
    { value: 150, unit: '°', text: 'x = 150°' },
    () => 180 - 30,
    'sen x = 1/2: 30° o 150°; en el segundo cuadrante, 150°.',
  ),
  math.numeric(
    8116,
    SOLIDS,
    'Un cubo tiene 6 cm de arista. ¿Cuál es el área de sus cuatro caras laterales?',
    { value: 144, unit: 'cm²', text: 'A = 144 cm²' },
    () => 4 * 6 ** 2,
    'Cuatro caras de 6² cm² cada una: 4 · 36 = 144 cm².',
  ),
  math.numeric(
    8117,
    SOLIDS,
    'Un cubo tiene 6 cm de arista. ¿Cuál es el área de una de sus caras?',
    { value: 36, unit: 'cm²', text: 'A = 36 cm²' },
    () => 6 ** 2,
    'Una cara es un cuadrado de 6 cm: 36 cm².',
  ),
  math.numeric(
    8118,
    SOLIDS,
    'Un cubo tiene 6 cm de arista. ¿Cuál es su área total, en m²?',
    { value: 0.0216, unit: 'm²', text: 'A = 0,0216 m²' },
    () => (6 * 6 ** 2) / 10000,
    '6 · 36 = 216 cm² = 0,0216 m².',
  ),
  math.numeric(
    8119,
    SOLIDS,
    'Una pirámide de base cuadrada tiene 6 cm de lado de base y 5 cm de apotema lateral. ¿Cuál es su volumen?',
    { value: 48, unit: 'cm³', text: 'V = 48 cm³' },
    () => (36 * Math.sqrt(5 ** 2 - 3 ** 2)) / 3,
    'La altura sale de la apotema: h = √(5² − 3²) = 4 cm; V = 36 · 4 / 3 = 48 cm³.',
  ),
  math.numeric(
    8120,
    FIGURES,
    'Un rectángulo mide 30 cm por 2 m. ¿Cuál es su área en m²?',
    { value: 0.6, unit: 'm²', text: 'A = 0,6 m²' },
    () => 0.3 * 2,
    '0,3 m · 2 m = 0,6 m².',
  ),
  math.numeric(
    8121,
    TRIANGLES,
    'Dos barcos salen del mismo puerto en direcciones que forman 60°, uno a 20 km/h y el otro a 30 km/h. ¿Qué distancia los separa al cabo de 2 h?',
    { value: 52.92, unit: 'km', text: 'd ≈ 52,92 km' },
    () => Math.sqrt(40 ** 2 + 60 ** 2 - 2 * 40 * 60 * cos(60)),
    'Recorren 40 km y 60 km: d² = 40² + 60² − 2 · 40 · 60 · cos 60° = 2800, d ≈ 52,92 km.',
  ),
  math.numeric(
    8122,
    FIGURES,
    'Tres rectas paralelas cortan a dos transversales: AB = x + 1 y BC = 6 cm; A′B′ = 4 cm y B′C′ = 8 cm. ¿Cuánto mide AB?',
    { value: 3, unit: 'cm', text: 'AB = 3 cm' },
    () => (4 * 6) / 8,
    '(x + 1) / 6 = 4 / 8, x = 2: AB = 3 cm.',
  ),
];

export const nearMissProblems: readonly ExamStyleProblem[] = [...statics, ...motion, ...energy, ...algebra];
