/**
 * A blind mechanics set (#32, wave 28, session 28), written before any reply of the offline engine was read
 * and without opening the solvers or the engine, in our own words: twenty-two five-option items with
 * «Ninguna respuesta anterior es correcta» as option E (the right one in 24102, 24113, 24117 and 24121),
 * eleven short numeric answers, seven problems asked part by part and five exam pages whose questions are
 * written in the statement (later parts use the earlier results). It runs across the mechanics programme of
 * the UTN entrance: vectors (components, the angle between two vectors) and units, MRU and MRUV, a motion
 * read in words as a graph, meetings and chases (a late departure, clock hours), free fall and vertical
 * throws, horizontal and oblique projectiles, a release from a rising balloon and from a plane, circular
 * motion (period, frequency, centripetal acceleration, the string's tension), Newton's laws (blocks in
 * contact, inclines with friction, a table and a pulley, Atwood, elevators and apparent weight, a spring in
 * an elevator), the work of several forces, kinetic, potential and elastic energy, conservation with
 * friction, power and efficiency, momentum and collisions (elastic, inelastic, ballistic pendulum), and
 * statics (a beam on two supports with an overhang, a boom held by a cable, parallel forces of opposite
 * senses). Data in mixed units (km/h, cm, g, t, rpm, L/h, clock hours, HP) with g = 9,8 or 10 m/s² as each
 * statement says; decimal comma.
 *
 * Sources (read 2026-12-02; facts only, kinds of problem and layout, no wording copied):
 * - https://es.scribd.com/document/704867816/Teoria-Fisica-2024 (UTN FRT, Seminario de Ingreso 2024, Física)
 * - https://ro.scribd.com/document/258666971/Cartilla-Fisica (UTN FRT, Seminario de Ingreso, Física:
 *   units, vectors and statics, kinematics with free fall and vertical throw)
 * - https://ro.scribd.com/document/422427437/Cuadernillo-Fisica-2019 (UTN FRT, Curso de Ingreso, Física)
 * - the stored FRM and FRVM programmes and exams of functions/content/exam-style/sources.ts.
 * Each key is worked out by hand in its solution and recomputed by `check`.
 *
 * First measure, before any fix, at HEAD c63563fc (written without looking at the solvers or the engine's
 * replies; the same on a clean export of that commit): 28/45 right, 27 answered sure, 0 sure and wrong.
 *
 * Opened for fixing in session 29, once blind wave 29 was measured (ADR 0116): its failures may be read
 * and fixed by kind since then, like any visible set's.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frt-fisica-2024',
  'frt-fisica-cartilla',
  'frt-fisica-2019',
  'frm-fisica-2024-07-06-t1',
  'frm-fisica-2025-dinamica',
  'frm-fisica-2025-trabajo-energia',
  'frvm-fisica-u1-2025',
];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: SOURCES, matematicas: [], quimica: [] });

const UNITS = 'mecanica.conversion-unidades';
const VECTORS = 'mecanica.unidades-vectores';
const PRODUCTS = 'mecanica.vectores-productos';
const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const ENERGY = 'mecanica.trabajo-energia';
const INCLINE = 'mecanica.trabajo-plano-inclinado';
const STATICS = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna respuesta anterior es correcta» (right in 24102, 24113, 24117, 24121). */
const choices: readonly ExamStyleProblem[] = [
  options(
    24100,
    VECTORS,
    '3) Sobre un mismo punto actúan dos fuerzas coplanares: F1 = 50 N, que forma un ángulo de 37° por encima del semieje x positivo, y F2 = 30 N, dirigida según el semieje x negativo. (sen 37° = 0,6; cos 37° = 0,8). El módulo de la fuerza resultante es:',
    ['80 N', '31,6 N', '20 N', '58,3 N'],
    1,
    () => [Math.hypot(50 * 0.8 - 30, 50 * 0.6)],
    'Rx = 50 · 0,8 − 30 = 10 N; Ry = 50 · 0,6 = 30 N; R = √(10² + 30²) = √1000 ≈ 31,6 N.',
  ),
  options(
    24101,
    UNITS,
    '1) Un tren aumenta su velocidad a razón de 2,5 m/s². Expresada en km/h², esa aceleración equivale a:',
    ['9 km/h²', '3,24·10⁴ km/h²', '32,4 km/h²', '9·10³ km/h²'],
    1,
    () => [(2.5 * 3600 ** 2) / 1000 / 1e4],
    '1 m/s² = (1/1000 km)/(1/3600 h)² = 3600²/1000 km/h² = 12 960 km/h²; 2,5 · 12 960 = 32 400 km/h² = 3,24·10⁴ km/h².',
  ),
  options(
    24102,
    KIN,
    '5) Una ciclista recorre la primera mitad de la distancia entre dos pueblos a 30 km/h y la otra mitad a 20 km/h. Su rapidez media en el trayecto completo es:',
    ['25 km/h', '50 km/h', '26 km/h', '12 km/h'],
    4,
    () => [(2 * 30 * 20) / (30 + 20)],
    'Con d cada mitad: t = d/30 + d/20 = d/12; v = 2d/(d/12) = 24 km/h (no el promedio 25 km/h), que no figura: Ninguna respuesta anterior es correcta.',
  ),
  options(
    24103,
    KIN,
    'Un automóvil que circula a 90 km/h frena con aceleración constante y se detiene luego de recorrer 62,5 m. ¿Cuánto tiempo duró la frenada?',
    ['2,5 s', '5 s', '10 s', '1,39 s'],
    1,
    () => [(2 * 62.5) / 25],
    '90 km/h = 25 m/s; en el MRUV d = (v0 + v)/2 · t ⇒ 62,5 = 12,5 · t ⇒ t = 5 s (a = 25/5 = 5 m/s²).',
  ),
  options(
    24104,
    MEET,
    '8) Un móvil parte del reposo y acelera uniformemente durante 4 s hasta alcanzar 12 m/s; mantiene luego esa velocidad durante 6 s y finalmente frena de manera uniforme hasta detenerse en 3 s. La distancia total que recorrió es:',
    ['114 m', '156 m', '96 m', '132 m'],
    0,
    () => [0.5 * 12 * 4 + 12 * 6 + 0.5 * 12 * 3],
    'Área bajo v(t): tramo 1, ½ · 4 · 12 = 24 m; tramo 2, 12 · 6 = 72 m; tramo 3, ½ · 3 · 12 = 18 m; total 114 m.',
  ),
  options(
    24105,
    MEET,
    'Un auto pasa frente a un peaje a 72 km/h y sigue con velocidad constante. 10 s después parte desde el peaje, en reposo, un patrullero con aceleración constante de 4 m/s² para alcanzarlo. ¿A qué distancia del peaje lo alcanza?',
    ['523,6 m', '400 m', '323,6 m', '200 m'],
    0,
    () => {
      const t = 5 + Math.sqrt(125);
      return [2 * t ** 2];
    },
    '72 km/h = 20 m/s. Con t el tiempo del patrullero: 20 (t + 10) = ½ · 4 · t² ⇒ t² − 10 t − 100 = 0 ⇒ t = 5 + √125 ≈ 16,18 s; x = 2 · 16,18² ≈ 523,6 m.',
  ),
  options(
    24106,
    KIN,
    'Se deja caer una piedra desde la terraza de un edificio y se observa que en el último segundo de su caída recorre 25 m. Considerando g = 10 m/s² y sin rozamiento, la altura del edificio es:',
    ['45 m', '30 m', '31,25 m', '50 m'],
    0,
    () => [5 * 3 ** 2],
    'h(t) − h(t − 1) = 5t² − 5(t − 1)² = 10t − 5 = 25 ⇒ t = 3 s; h = ½ · 10 · 3² = 45 m.',
  ),
  options(
    24107,
    KIN,
    'Desde el borde de una terraza situada a 30 m del suelo se lanza una pelota verticalmente hacia arriba con 25 m/s. Tomando g = 10 m/s², ¿cuánto tiempo después del lanzamiento llega al suelo?',
    ['5 s', '6 s', '2,5 s', '8,4 s'],
    1,
    () => [(5 + Math.sqrt(25 + 24)) / 2],
    'Con el origen en la terraza: −30 = 25 t − 5 t² ⇒ t² − 5t − 6 = 0 ⇒ (t − 6)(t + 1) = 0 ⇒ t = 6 s.',
  ),
  options(
    24108,
    KIN,
    '12) Un proyectil se dispara desde el suelo horizontal con una velocidad de 50 m/s que forma 53° con la horizontal (sen 53° = 0,8; cos 53° = 0,6; g = 10 m/s²). ¿A qué altura se encuentra cuando ha avanzado 150 m en horizontal?',
    ['75 m', '80 m', '125 m', '45 m'],
    0,
    () => {
      const t = 150 / 30;
      return [40 * t - 5 * t ** 2];
    },
    'vx = 50 · 0,6 = 30 m/s, v0y = 50 · 0,8 = 40 m/s; t = 150/30 = 5 s; y = 40 · 5 − 5 · 25 = 75 m (ya está bajando: la altura máxima, 80 m, la alcanzó a los 4 s).',
  ),
  options(
    24109,
    KIN,
    'Un globo aerostático asciende verticalmente con velocidad constante de 5 m/s. Cuando se encuentra a 60 m del suelo, se suelta una bolsa de lastre. Con g = 10 m/s², el tiempo que tarda la bolsa en llegar al suelo es:',
    ['3,46 s', '4 s', '3 s', '12 s'],
    1,
    () => [(1 + Math.sqrt(1 + 48)) / 2],
    'La bolsa sale con la velocidad del globo, 5 m/s hacia arriba: −60 = 5t − 5t² ⇒ t² − t − 12 = 0 ⇒ (t − 4)(t + 3) = 0 ⇒ t = 4 s.',
  ),
  options(
    24110,
    KIN,
    'Una rueda de 40 cm de diámetro gira con velocidad angular constante de 300 rpm. El módulo de la aceleración centrípeta de un punto de su borde es, aproximadamente:',
    ['197,4 m/s²', '394,8 m/s²', '6,28 m/s²', '1,8·10⁴ m/s²'],
    0,
    () => [(2 * Math.PI * 5) ** 2 * 0.2],
    'f = 300/60 = 5 Hz; ω = 2π · 5 = 10π rad/s ≈ 31,42 rad/s; r = 0,2 m; ac = ω² r = 100π² · 0,2 ≈ 197,4 m/s².',
  ),
  options(
    24111,
    DYNAMICS,
    'Dos bloques de 3 kg y 5 kg están en contacto sobre una mesa horizontal sin rozamiento. Una fuerza horizontal de 24 N empuja al de 3 kg, que a su vez empuja al de 5 kg. La fuerza que el bloque de 3 kg ejerce sobre el de 5 kg vale:',
    ['9 N', '24 N', '15 N', '8 N'],
    2,
    () => [5 * (24 / (3 + 5))],
    'a = 24/8 = 3 m/s²; sobre el de 5 kg la única fuerza horizontal es la de contacto: F = 5 · 3 = 15 N.',
  ),
  options(
    24112,
    INCLINE,
    'Un bloque de 4 kg desliza hacia abajo por un plano inclinado 30° respecto de la horizontal. El coeficiente de rozamiento dinámico es 0,2 y g = 9,8 m/s². La aceleración del bloque es:',
    ['4,9 m/s²', '3,20 m/s²', '6,60 m/s²', '1,96 m/s²'],
    1,
    () => [9.8 * (Math.sin(rad(30)) - 0.2 * Math.cos(rad(30)))],
    'a = g (sen 30° − μ cos 30°) = 9,8 · (0,5 − 0,2 · 0,866) = 9,8 · 0,3268 ≈ 3,20 m/s² (la masa no influye).',
  ),
  options(
    24113,
    PULLEYS,
    'En una máquina de Atwood cuelgan, de los extremos de una cuerda que pasa por una polea ideal, dos cuerpos de 7 kg y 3 kg. Con g = 10 m/s², la tensión de la cuerda es:',
    ['40 N', '50 N', '30 N', '70 N'],
    4,
    () => {
      const a = ((7 - 3) * 10) / (7 + 3);
      return [3 * (10 + a)];
    },
    'a = (70 − 30)/10 = 4 m/s²; para el de 3 kg, que sube: T − 30 = 3 · 4 ⇒ T = 42 N, que no figura: Ninguna respuesta anterior es correcta.',
  ),
  options(
    24114,
    DYNAMICS,
    'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que desciende y está frenando con una aceleración de 1,5 m/s² de módulo. Con g = 9,8 m/s², la balanza indica:',
    ['791 N', '581 N', '686 N', '105 N'],
    0,
    () => [70 * (9.8 + 1.5)],
    'Baja frenando: la aceleración apunta hacia arriba; N − m g = m a ⇒ N = 70 · (9,8 + 1,5) = 791 N.',
  ),
  options(
    24115,
    DYNAMICS,
    'Del techo de un ascensor cuelga un resorte de constante k = 400 N/m que sostiene un cuerpo de 2 kg. Si el ascensor sube aumentando su velocidad a razón de 2 m/s² (g = 10 m/s²), el estiramiento del resorte es:',
    ['5 cm', '6 cm', '4 cm', '0,6 cm'],
    1,
    () => [((2 * (10 + 2)) / 400) * 100],
    'k x − m g = m a ⇒ x = m (g + a)/k = 2 · 12/400 = 0,06 m = 6 cm.',
  ),
  options(
    24116,
    ENERGY,
    'Un cajón de 20 kg es arrastrado 5 m sobre un piso horizontal mediante una cuerda que forma 37° por encima de la horizontal y ejerce 100 N. El coeficiente de rozamiento dinámico es 0,3 (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8). El trabajo neto realizado sobre el cajón es:',
    ['400 J', '190 J', '100 J', '210 J'],
    1,
    () => {
      const normal = 20 * 10 - 100 * 0.6;
      return [100 * 0.8 * 5 - 0.3 * normal * 5];
    },
    'WF = 100 · 0,8 · 5 = 400 J; N = 200 − 100 · 0,6 = 140 N; Fr = 0,3 · 140 = 42 N, WFr = −42 · 5 = −210 J; el peso y la normal no trabajan: Wneto = 400 − 210 = 190 J.',
  ),
  options(
    24117,
    ENERGY,
    'Un péndulo de 1,6 m de longitud se suelta desde el reposo cuando el hilo forma 60° con la vertical. Despreciando el rozamiento y con g = 10 m/s², la rapidez de la masa al pasar por el punto más bajo es:',
    ['5,66 m/s', '16 m/s', '2,83 m/s', '8 m/s'],
    4,
    () => [Math.sqrt(2 * 10 * 1.6 * (1 - Math.cos(rad(60))))],
    'Desciende h = L (1 − cos 60°) = 1,6 · 0,5 = 0,8 m; v = √(2 · 10 · 0,8) = √16 = 4 m/s, que no figura: Ninguna respuesta anterior es correcta.',
  ),
  options(
    24118,
    ENERGY,
    'Un montacargas eleva 600 kg de ladrillos a velocidad constante hasta una altura de 12 m en 40 s. Si el rendimiento del motor es del 75 %, la potencia que consume el motor es (g = 9,8 m/s²):',
    ['1,76 kW', '2,35 kW', '1,32 kW', '0,59 kW'],
    1,
    () => [(600 * 9.8 * 12) / 40 / 0.75 / 1000],
    'Pútil = m g h/t = 600 · 9,8 · 12/40 = 1764 W; Pconsumida = 1764/0,75 = 2352 W ≈ 2,35 kW.',
  ),
  options(
    24119,
    ENERGY,
    'Una bala de 20 g se incrusta en un bloque de madera de 1,98 kg que cuelga en reposo de un hilo (péndulo balístico). Después del impacto el conjunto se eleva 20 cm. Con g = 10 m/s², la velocidad de la bala antes del impacto era:',
    ['200 m/s', '2 m/s', '198 m/s', '400 m/s'],
    0,
    () => [((0.02 + 1.98) * Math.sqrt(2 * 10 * 0.2)) / 0.02],
    'Después del choque: V = √(2 g h) = √(2 · 10 · 0,2) = 2 m/s; cantidad de movimiento: 0,02 · v = 2 · 2 ⇒ v = 200 m/s.',
  ),
  options(
    24120,
    ENERGY,
    'Una esfera de 2 kg que se mueve a 6 m/s choca frontalmente y en forma perfectamente elástica con otra esfera de 4 kg en reposo. Las velocidades de la primera y de la segunda esfera después del choque son, respectivamente:',
    ['−2 m/s y 4 m/s', '2 m/s y 2 m/s', '0 m/s y 3 m/s', '−6 m/s y 0 m/s'],
    0,
    () => [((2 - 4) / (2 + 4)) * 6, ((2 * 2) / (2 + 4)) * 6],
    'Choque elástico: v1 = (m1 − m2)/(m1 + m2) · v = −2/6 · 6 = −2 m/s (rebota); v2 = 2 m1/(m1 + m2) · v = 4/6 · 6 = 4 m/s. Control: 12 = −4 + 16 y 36 J = 4 J + 32 J.',
  ),
  options(
    24121,
    STATICS,
    'Una barra homogénea de 4 m de largo y 200 N de peso está apoyada horizontalmente en sus extremos A y B. A 1 m del extremo A se cuelga una carga de 600 N. La reacción del apoyo B vale:',
    ['550 N', '400 N', '150 N', '450 N'],
    4,
    () => [(200 * 2 + 600 * 1) / 4],
    'Momentos respecto de A: RB · 4 = 200 · 2 + 600 · 1 = 1000 ⇒ RB = 250 N (y RA = 800 − 250 = 550 N, que es la de A): Ninguna respuesta anterior es correcta.',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    24122,
    PRODUCTS,
    '2) Dados los vectores A = (3; 4) y B = (−2; 6), determine el ángulo que forman entre sí.',
    key(55.3, '°', 'θ ≈ 55,3°'),
    () => deg(Math.acos((3 * -2 + 4 * 6) / (5 * Math.sqrt(40)))),
    'A · B = 3 · (−2) + 4 · 6 = 18; |A| = 5, |B| = √40 ≈ 6,325; cos θ = 18/31,62 ≈ 0,5692 ⇒ θ ≈ 55,3°.',
  ),
  numeric(
    24123,
    UNITS,
    'Un motor de 2 kW funciona durante 1 h 30 min. ¿Cuánta energía consume? Expresar el resultado en MJ.',
    key(10.8, 'MJ', 'E = 10,8 MJ'),
    () => (2000 * 90 * 60) / 1e6,
    'E = P t = 2000 W · 5400 s = 10 800 000 J = 10,8 MJ.',
  ),
  numeric(
    24124,
    KIN,
    'Un móvil que se desplaza con MRUV pasa por el punto A a 6 m/s y por el punto B, ubicado 80 m más adelante, a 14 m/s. ¿A qué distancia de A su velocidad era de 10 m/s?',
    key(32, 'm', 'd = 32 m'),
    () => {
      const a = (14 ** 2 - 6 ** 2) / (2 * 80);
      return (10 ** 2 - 6 ** 2) / (2 * a);
    },
    'a = (14² − 6²)/(2 · 80) = 160/160 = 1 m/s²; d = (10² − 6²)/(2 · 1) = 64/2 = 32 m (no la mitad del camino: 10 m/s es la velocidad media en el tiempo).',
  ),
  numeric(
    24125,
    MEET,
    '6) Un ómnibus sale de la ciudad A a las 8:00 h hacia la ciudad B, distante 440 km, a 80 km/h constante. A las 9:00 h sale de B hacia A un automóvil a 100 km/h constante, por la misma ruta. ¿A qué distancia de A se cruzan?',
    key(240, 'km', 'd = 240 km (a las 11:00 h)'),
    () => {
      const t = (440 - 80) / (80 + 100);
      return 80 * (1 + t);
    },
    'A las 9:00 el ómnibus recorrió 80 km: faltan 360 km que se acortan a 180 km/h ⇒ 2 h; se cruzan a las 11:00, a 80 · 3 = 240 km de A (el auto hizo 200 km).',
  ),
  numeric(
    24126,
    KIN,
    'Desde una altura de 80 m se deja caer una piedra. Un segundo más tarde, desde el mismo punto, se lanza otra verticalmente hacia abajo. ¿Con qué velocidad inicial hay que lanzar la segunda para que ambas lleguen al suelo al mismo tiempo? (g = 10 m/s²)',
    key(11.67, 'm/s', 'v0 ≈ 11,67 m/s'),
    () => {
      const first = Math.sqrt((2 * 80) / 10);
      const t = first - 1;
      return (80 - 5 * t ** 2) / t;
    },
    'La primera tarda √(2 · 80/10) = 4 s; la segunda dispone de 3 s: 80 = 3 v0 + 5 · 9 ⇒ v0 = 35/3 ≈ 11,67 m/s.',
  ),
  numeric(
    24127,
    KIN,
    'Una partícula recorre una circunferencia de 50 cm de radio con movimiento circular uniforme, dando 120 vueltas por minuto. Calcule el módulo de su aceleración centrípeta.',
    key(78.96, 'm/s²', 'ac ≈ 78,96 m/s²'),
    () => (2 * Math.PI * 2) ** 2 * 0.5,
    'f = 120/60 = 2 Hz; ω = 4π rad/s ≈ 12,57 rad/s; ac = ω² r = 16π² · 0,5 ≈ 78,96 m/s² (v = ω r ≈ 6,28 m/s).',
  ),
  numeric(
    24128,
    DYNAMICS,
    'Un bloque de 10 kg está en reposo sobre un piso horizontal. Los coeficientes de rozamiento son μe = 0,4 y μd = 0,3. Se le aplica una fuerza horizontal de 50 N. Con g = 10 m/s², ¿qué aceleración adquiere el bloque?',
    key(2, 'm/s²', 'a = 2 m/s²'),
    () => (50 - 0.3 * 10 * 10) / 10,
    'El rozamiento estático máximo es 0,4 · 100 = 40 N < 50 N: el bloque se mueve y actúa el dinámico, 0,3 · 100 = 30 N; a = (50 − 30)/10 = 2 m/s².',
  ),
  numeric(
    24129,
    ENERGY,
    'Un bloque de 500 g desliza a 4 m/s sobre una superficie horizontal sin rozamiento y choca contra un resorte de constante 200 N/m. ¿Cuál es la compresión máxima del resorte? Exprese el resultado en cm.',
    key(20, 'cm', 'x = 20 cm'),
    () => 4 * Math.sqrt(0.5 / 200) * 100,
    '½ m v² = ½ k x² ⇒ x = v √(m/k) = 4 · √(0,5/200) = 4 · 0,05 = 0,2 m = 20 cm.',
  ),
  numeric(
    24130,
    ENERGY,
    'Un automóvil de 1,2 t parte del reposo y alcanza los 108 km/h en 10 s por un camino horizontal. Despreciando rozamientos, ¿qué potencia media desarrolla el motor, en kW?',
    key(54, 'kW', 'P = 54 kW'),
    () => (0.5 * 1200 * 30 ** 2) / 10 / 1000,
    '108 km/h = 30 m/s; W = ΔEc = ½ · 1200 · 900 = 540 000 J; P = 540 000/10 = 54 000 W = 54 kW.',
  ),
  numeric(
    24131,
    ENERGY,
    'Un camión de 3 t que marcha a 36 km/h choca de frente con un auto de 1 t que viene en sentido contrario a 72 km/h. Si después del choque quedan unidos, ¿con qué velocidad, en km/h, se mueve el conjunto inmediatamente después?',
    key(9, 'km/h', 'v = 9 km/h, en el sentido del camión'),
    () => (3 * 36 - 1 * 72) / (3 + 1),
    'Positivo en el sentido del camión: 3 · 36 − 1 · 72 = 4 v ⇒ v = 36/4 = 9 km/h, en el sentido en que iba el camión.',
  ),
  numeric(
    24132,
    PARALLEL,
    'Dos fuerzas paralelas de sentidos opuestos, de 30 N y 50 N, están aplicadas en los extremos de una barra de 1,6 m. ¿A qué distancia del punto de aplicación de la fuerza de 30 N se encuentra el punto de aplicación de la resultante?',
    key(4, 'm', 'x = 4 m (fuera de la barra, del lado de la de 50 N)'),
    () => (50 * 1.6) / (50 - 30),
    'R = 50 − 30 = 20 N, con el sentido de la mayor. Momentos respecto del punto de la de 30 N: 20 · x = 50 · 1,6 ⇒ x = 4 m: fuera de la barra, 2,4 m más allá de la de 50 N.',
  ),
];

/** Problems asked part by part, the later parts using the earlier results. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    24133,
    MEET,
    '9) A las 10:00 h pasa frente a un puesto de control un camión que marcha a 60 km/h constante. A las 10:20 h pasa por el mismo puesto, en igual sentido, un automóvil a 100 km/h constante.',
    [
      part(
        'a',
        '¿Cuántos minutos después de pasar por el puesto alcanza el auto al camión?',
        30,
        'min',
        't = 30 min',
      ),
      part('b', '¿A qué distancia del puesto lo alcanza?', 50, 'km', 'd = 50 km'),
      part('c', '¿Qué distancia separa a ambos vehículos a las 11:30 h?', 26.67, 'km', 'd ≈ 26,67 km'),
    ],
    () => {
      const t = (60 * (20 / 60)) / (100 - 60);
      return [[t * 60], [100 * t], [100 * (70 / 60) - 60 * 1.5]];
    },
    'A las 10:20 el camión lleva 60 · 1/3 = 20 km de ventaja; se acortan a 40 km/h: t = 0,5 h = 30 min (a las 10:50); d = 100 · 0,5 = 50 km. A las 11:30 el auto recorrió 100 · 7/6 ≈ 116,67 km y el camión 60 · 1,5 = 90 km: 26,67 km.',
  ),
  parts(
    24134,
    KIN,
    'Un globo sube verticalmente con velocidad constante de 10 m/s. Cuando está a 75 m del suelo se suelta desde él una bolsa de arena. Considere g = 10 m/s² y desprecie el rozamiento con el aire.',
    [
      part('a', '¿Qué altura máxima respecto del suelo alcanza la bolsa?', 80, 'm', 'h = 80 m'),
      part('b', '¿Cuánto tarda la bolsa en llegar al suelo desde que se suelta?', 5, 's', 't = 5 s'),
      part(
        'c',
        '¿A qué altura está el globo en el instante en que la bolsa toca el suelo?',
        125,
        'm',
        'h = 125 m',
      ),
    ],
    () => {
      const t = 1 + Math.sqrt(1 + 15);
      return [[75 + 10 ** 2 / 20], [t], [75 + 10 * t]];
    },
    'La bolsa sale a 10 m/s hacia arriba: sube 10²/(2 · 10) = 5 m más, hasta 80 m. −75 = 10t − 5t² ⇒ t² − 2t − 15 = 0 ⇒ t = 5 s. El globo sube 10 · 5 = 50 m: está a 125 m.',
  ),
  parts(
    24135,
    KIN,
    'Un avión vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h y deja caer un paquete. Datos: g = 9,8 m/s²; despreciar el aire.',
    [
      part('a', 'Calcule el tiempo que tarda el paquete en llegar al suelo.', 10.1, 's', 't ≈ 10,10 s'),
      part(
        'b',
        'Calcule la distancia horizontal que recorre el paquete desde que se suelta.',
        1010.15,
        'm',
        'x ≈ 1010 m',
      ),
      part('c', 'Calcule la rapidez con que el paquete llega al suelo.', 140.71, 'm/s', 'v ≈ 140,7 m/s'),
    ],
    () => {
      const t = Math.sqrt((2 * 500) / 9.8);
      return [[t], [100 * t], [Math.hypot(100, 9.8 * t)]];
    },
    '360 km/h = 100 m/s; t = √(2 · 500/9,8) ≈ 10,10 s; x = 100 · 10,10 ≈ 1010 m; vy = 9,8 · 10,10 ≈ 99,0 m/s (vy² = 2 · 9,8 · 500 = 9800); v = √(10 000 + 9800) ≈ 140,7 m/s.',
  ),
  parts(
    24136,
    PULLEYS,
    'Un bloque A de 6 kg apoyado sobre una mesa horizontal está unido por una cuerda, que pasa por una polea ideal en el borde de la mesa, a un bloque B de 4 kg que cuelga. El coeficiente de rozamiento dinámico entre A y la mesa es 0,25 (g = 9,8 m/s²). El sistema parte del reposo.',
    [
      part('a', 'Determine la aceleración del sistema.', 2.45, 'm/s²', 'a = 2,45 m/s²'),
      part('b', 'Determine la tensión de la cuerda.', 29.4, 'N', 'T = 29,4 N'),
      part('c', '¿Qué distancia desciende B en los primeros 2 s?', 4.9, 'm', 'd = 4,9 m'),
    ],
    () => {
      const a = (4 * 9.8 - 0.25 * 6 * 9.8) / (6 + 4);
      return [[a], [4 * (9.8 - a)], [0.5 * a * 2 ** 2]];
    },
    'PB = 39,2 N; Fr = 0,25 · 58,8 = 14,7 N; a = (39,2 − 14,7)/10 = 2,45 m/s². Para B: 39,2 − T = 4 · 2,45 ⇒ T = 29,4 N. d = ½ · 2,45 · 4 = 4,9 m.',
  ),
  parts(
    24137,
    INCLINE,
    'Se lanza un bloque de 5 kg hacia arriba por un plano inclinado 37°, con una velocidad inicial de 12 m/s. El coeficiente de rozamiento dinámico es 0,25. (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
    [
      part('a', '¿Cuál es el módulo de la aceleración mientras sube?', 8, 'm/s²', 'a = 8 m/s²'),
      part('b', '¿Qué distancia recorre sobre el plano hasta detenerse?', 9, 'm', 'd = 9 m'),
      part(
        'c',
        '¿Cuánto vale el trabajo de la fuerza de rozamiento durante la subida?',
        -90,
        'J',
        'W = −90 J',
      ),
      part(
        'd',
        'Si luego vuelve a bajar, ¿con qué rapidez pasa por el punto de partida?',
        8.485,
        'm/s',
        'v ≈ 8,49 m/s',
      ),
    ],
    () => {
      const up = 10 * (0.6 + 0.25 * 0.8);
      const d = 12 ** 2 / (2 * up);
      const down = 10 * (0.6 - 0.25 * 0.8);
      return [[up], [d], [-0.25 * 5 * 10 * 0.8 * d], [Math.sqrt(2 * down * d)]];
    },
    'Subiendo, peso tangencial y rozamiento frenan: a = 10 · (0,6 + 0,25 · 0,8) = 8 m/s²; d = 144/16 = 9 m; Fr = 0,25 · 40 = 10 N, W = −10 · 9 = −90 J. Bajando: 0,6 · 10 = 6 > 2 ⇒ baja con a = 10 · (0,6 − 0,2) = 4 m/s²; v = √(2 · 4 · 9) = √72 ≈ 8,49 m/s.',
  ),
  parts(
    24138,
    ENERGY,
    'Sobre una superficie horizontal sin rozamiento, un bloque de 2 kg que se mueve a 10 m/s choca con otro de 3 kg en reposo y quedan unidos. Después el conjunto choca contra un resorte de constante 1250 N/m.',
    [
      part('a', 'Halle la velocidad del conjunto después del choque.', 4, 'm/s', 'v = 4 m/s'),
      part('b', 'Halle la energía cinética perdida en el choque.', 60, 'J', 'ΔEc = 60 J'),
      part('c', 'Halle la compresión máxima del resorte.', 0.253, 'm', 'x ≈ 0,253 m'),
    ],
    () => {
      const v = (2 * 10) / 5;
      const after = 0.5 * 5 * v ** 2;
      return [[v], [0.5 * 2 * 10 ** 2 - after], [Math.sqrt((2 * after) / 1250)]];
    },
    '2 · 10 = 5 v ⇒ v = 4 m/s. Ec antes = ½ · 2 · 100 = 100 J; después ½ · 5 · 16 = 40 J: se pierden 60 J. 40 = ½ · 1250 · x² ⇒ x² = 0,064 ⇒ x ≈ 0,253 m.',
  ),
  parts(
    24139,
    STATICS,
    'Una viga homogénea de 6 m de largo y 800 N de peso está apoyada horizontalmente en su extremo izquierdo A y en un apoyo B situado a 5 m de A. Del extremo derecho de la viga cuelga un cuerpo de 1000 N.',
    [
      part('a', 'Calcule la reacción en el apoyo B.', 1680, 'N', 'RB = 1680 N'),
      part('b', 'Calcule la reacción en el apoyo A.', 120, 'N', 'RA = 120 N'),
      part(
        'c',
        '¿Qué peso máximo puede colgarse del extremo derecho sin que la viga se levante del apoyo A?',
        1600,
        'N',
        'P = 1600 N',
      ),
    ],
    () => {
      const rb = (800 * 3 + 1000 * 6) / 5;
      return [[rb], [800 + 1000 - rb], [(800 * (5 - 3)) / (6 - 5)]];
    },
    'Momentos respecto de A: RB · 5 = 800 · 3 + 1000 · 6 = 8400 ⇒ RB = 1680 N; RA = 1800 − 1680 = 120 N. A punto de volcar RA = 0; momentos respecto de B: 800 · 2 = P · 1 ⇒ P = 1600 N.',
  ),
];

/** Pages with their questions written in the statement. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    24140,
    MEET,
    '4) Un móvil se desplaza sobre una recta. En t = 0 su velocidad es de 20 m/s; disminuye uniformemente hasta anularse en t = 5 s y, con la misma aceleración, sigue aumentando en sentido contrario hasta t = 8 s. Determinar:\na) la aceleración;\nb) el desplazamiento entre t = 0 y t = 8 s;\nc) la distancia total recorrida en ese intervalo;\nd) la velocidad en t = 8 s.',
    'a) −4 m/s²; b) 32 m; c) 68 m; d) −12 m/s',
    () => {
      const a = -20 / 5;
      const forward = 0.5 * 20 * 5;
      const back = 0.5 * 4 * 3 ** 2;
      return [a, forward - back, forward + back, 20 + a * 8];
    },
    'a = (0 − 20)/5 = −4 m/s². Hasta t = 5 s avanza ½ · 20 · 5 = 50 m; de 5 a 8 s retrocede ½ · 4 · 3² = 18 m. Desplazamiento 50 − 18 = 32 m; distancia 50 + 18 = 68 m; v(8) = 20 − 4 · 8 = −12 m/s.',
  ),
  page(
    'fisica',
    24141,
    KIN,
    'Desde lo alto de un acantilado de 35 m de altura sobre el mar se lanza una piedra con una velocidad de 20 m/s que forma 30° por encima de la horizontal. Datos: g = 10 m/s²; despreciar el aire. Hallar:\na) el tiempo que la piedra permanece en el aire;\nb) la distancia horizontal desde el pie del acantilado hasta el punto donde cae al agua;\nc) la altura máxima que alcanza respecto del nivel del mar.',
    'a) ≈ 3,83 s; b) ≈ 66,3 m; c) 40 m',
    () => {
      const t = 1 + Math.sqrt(8);
      return [t, 20 * Math.cos(rad(30)) * t, 35 + 10 ** 2 / 20];
    },
    'v0x = 20 cos 30° ≈ 17,32 m/s; v0y = 10 m/s. −35 = 10t − 5t² ⇒ t² − 2t − 7 = 0 ⇒ t = 1 + √8 ≈ 3,83 s; x = 17,32 · 3,83 ≈ 66,3 m; hmáx = 35 + 10²/(2 · 10) = 40 m.',
  ),
  page(
    'fisica',
    24142,
    KIN,
    'Una piedra de 400 g, atada a un hilo de 80 cm, gira sobre una mesa horizontal sin rozamiento describiendo una circunferencia con 90 vueltas por minuto.\na) ¿Cuál es el período del movimiento?\nb) ¿Cuál es la rapidez tangencial de la piedra?\nc) ¿Qué tensión soporta el hilo?',
    'a) ≈ 0,667 s; b) ≈ 7,54 m/s; c) ≈ 28,4 N',
    () => {
      const f = 90 / 60;
      const v = 2 * Math.PI * f * 0.8;
      return [1 / f, v, (0.4 * v ** 2) / 0.8];
    },
    'f = 90/60 = 1,5 Hz; T = 1/1,5 ≈ 0,667 s; v = 2π · 0,8/0,667 = 2,4π ≈ 7,54 m/s; la tensión es la fuerza centrípeta: T = m v²/r = 0,4 · 56,85/0,8 ≈ 28,4 N.',
  ),
  page(
    'fisica',
    24143,
    ENERGY,
    '10) Una bomba eleva 1,2 m³ de agua por minuto hasta un tanque situado 15 m más arriba. Su rendimiento es del 60 %. (Datos: densidad del agua 1000 kg/m³; g = 9,8 m/s²; 1 HP = 746 W).\na) Calcule el trabajo útil que realiza en un minuto.\nb) Calcule la potencia útil.\nc) Calcule la potencia que consume, en W y en HP.',
    'a) 1,764·10⁵ J; b) 2940 W; c) 4900 W ≈ 6,57 HP',
    () => {
      const work = 1200 * 9.8 * 15;
      const useful = work / 60;
      return [work, useful, useful / 0.6, useful / 0.6 / 746];
    },
    'm = 1200 kg; W = m g h = 1200 · 9,8 · 15 = 176 400 J; Pútil = 176 400/60 = 2940 W; Pconsumida = 2940/0,6 = 4900 W = 4900/746 ≈ 6,57 HP.',
  ),
  page(
    'fisica',
    24144,
    STATICS,
    'Una barra horizontal homogénea AB de 2 m y 100 N de peso está articulada a una pared en A. Su extremo B está sostenido por un cable que va a la pared y forma 30° con la barra. Del extremo B cuelga un cuerpo de 200 N. Determine:\na) la tensión del cable;\nb) las componentes horizontal y vertical de la reacción en la articulación A;\nc) el módulo de esa reacción.',
    'a) 500 N; b) ≈ 433 N horizontal y 50 N vertical, hacia arriba; c) ≈ 435,9 N',
    () => {
      const tension = (100 * 1 + 200 * 2) / (2 * Math.sin(rad(30)));
      const horizontal = tension * Math.cos(rad(30));
      const vertical = 100 + 200 - tension * Math.sin(rad(30));
      return [tension, horizontal, vertical, Math.hypot(horizontal, vertical)];
    },
    'Momentos respecto de A: T · sen 30° · 2 = 100 · 1 + 200 · 2 = 500 ⇒ T = 500 N. Rx = T cos 30° ≈ 433 N (hacia afuera de la pared); Ry = 300 − 500 · 0,5 = 50 N hacia arriba; R = √(433² + 50²) ≈ 435,9 N.',
  ),
];

export const physicsMechanicsBlind28Problems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
