/**
 * A third written physics set (#32), of the kinds the UTN entrance exams ask that our other written sets
 * and the tuning half left to the model: graphs read in words, "¿cuánto tiempo después…?", chases with a
 * delay, a throw past a height on its way down or down from a terrace, the n-th second of a fall, ropes
 * that pull two blocks or hold a sign, forces at an angle with friction, braking by friction, a body at
 * rest on an incline or let go down one, a string that turns a stone, the top speed on a flat curve, a
 * spring that launches a block, a collision in which the bodies stay together, two unknowns asked in
 * one question, a motion in stages, and a few of the kinds already answered, phrased as the exams
 * phrase them. Every statement is our own; each key was derived
 * by hand and is recomputed by `check`. A development set of the solvers, apart from the exam-style set
 * (functions/content/exam-style), which measures.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

/**
 * Half a percent of the key, as an absolute tolerance: the set's test holds a key and its check to it,
 * and a hand-derived key ("135,6 N") and its recomputation may differ in the last bit.
 */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });
const rad = (degrees: number) => (degrees * Math.PI) / 180;

// The published exams and programmes each kind is modelled on (functions/content/exam-style/sources.ts).
const MOTION = ['frt-fisica-cartilla', 'frm-fisica-2023-08-05-t2', 'frm-fisica-2024-07-06-t1'];
const MEETING = ['frm-fisica-2024-07-06-t1', 'frt-fisica-cartilla'];
const DYNAMICS = ['frm-fisica-2025-dinamica', 'frm-fisica-2024-07-06-t1'];
const ROPES = ['frm-fisica-2023-08-05-t2', 'frm-fisica-2025-dinamica'];
const ENERGY = ['frm-fisica-2025-trabajo-energia', 'frm-fisica-2024-07-06-t1'];
const STATICS = ['frt-fisica-cartilla', 'frm-fisica-2023-08-05-t2'];
const GENERAL = ['frt-fisica-2019', 'frt-fisica-cartilla'];
const UNITS = ['frm-fisica-2023-08-05-t2', 'frvm-fisica-u1-2025'];

const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const DYN = 'mecanica.dinamica';
const PULLEY = 'mecanica.tension-poleas';
const WORK = 'mecanica.trabajo-energia';
const INCLINE = 'mecanica.trabajo-plano-inclinado';
const STATIC = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const VECTORS_SUBTOPIC = 'mecanica.unidades-vectores';
const ELECTRIC = 'electricidad.circuitos-ohm';

// Each problem names its kind as [subtopic, sources].
const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: GENERAL,
  difficulty: 'medio',
  tolerance: near,
});

const kinematics = [KIN, MOTION] as const;
const meeting = [MEET, MEETING] as const;
const dynamics = [DYN, DYNAMICS] as const;
const ropes = [PULLEY, ROPES] as const;
const energy = [WORK, ENERGY] as const;
const incline = [INCLINE, DYNAMICS] as const;
const statics = [STATIC, STATICS] as const;

export const physicsExamProblems: readonly ExamStyleProblem[] = [
  // Motion read from a graph in words, and "¿a qué distancia…?", "¿cuánto tiempo después…?".
  numeric(
    601,
    kinematics,
    'El gráfico posición-tiempo de un móvil es una recta que pasa por x = 20 m en t = 0 y por x = 80 m en t = 4 s. ¿Cuál es su velocidad?',
    { value: 15, unit: 'm/s', text: '15 m/s' },
    () => (80 - 20) / (4 - 0),
    'Una recta en el gráfico x(t) es un MRU: v = Δx/Δt = (80 − 20)/(4 − 0) = 15 m/s.',
  ),
  numeric(
    602,
    kinematics,
    'En un gráfico velocidad-tiempo, la velocidad de un móvil aumenta en forma lineal de 4 m/s a 16 m/s entre t = 0 y t = 6 s. ¿Qué distancia recorre en ese intervalo?',
    { value: 60, unit: 'm', text: '60 m' },
    () => ((4 + 16) / 2) * 6,
    'La distancia es el área bajo v(t), un trapecio: (4 + 16)/2 · 6 = 60 m.',
  ),
  options(
    603,
    kinematics,
    'Un tren que viaja a 72 km/h frena uniformemente y se detiene en 40 s. La distancia que recorre mientras frena es:',
    ['400 m', '800 m', '200 m', '1440 m'],
    0,
    () => [(72 / 3.6 / 2) * 40],
    '72 km/h = 20 m/s; con aceleración constante la velocidad media es 10 m/s: d = 10 · 40 = 400 m.',
  ),
  numeric(
    604,
    kinematics,
    'Un móvil parte del reposo con una aceleración de 2 m/s². ¿Cuánto tiempo después de partir su velocidad es de 72 km/h?',
    { value: 10, unit: 's', text: '10 s' },
    () => 72 / 3.6 / 2,
    '72 km/h = 20 m/s; v = a·t → t = 20/2 = 10 s.',
  ),
  // Meetings and chases.
  numeric(
    605,
    meeting,
    'Un auto pasa por un puesto de control a 90 km/h constantes. 10 minutos después sale del mismo puesto, en el mismo sentido, un patrullero a 120 km/h constantes. ¿Cuánto tiempo después de salir el patrullero alcanza al auto?',
    { value: 30, unit: 'min', text: '30 min (0,5 h)' },
    () => ((90 * 10) / 60 / (120 - 90)) * 60,
    'En 10 min el auto se adelanta 90 · 1/6 = 15 km; el patrullero los descuenta a 120 − 90 = 30 km/h: 15/30 = 0,5 h = 30 min.',
  ),
  numeric(
    606,
    meeting,
    'Las ciudades A y B distan 360 km. A las 9 h parte de A hacia B un ómnibus a 80 km/h, y a las 10 h parte de B hacia A un auto a 100 km/h. ¿A qué distancia de A se cruzan?',
    { value: 80 + 80 * (280 / 180), unit: 'km', text: '≈ 204,44 km' },
    () => 80 + 80 * ((360 - 80) / (80 + 100)),
    'A las 10 h el ómnibus hizo 80 km; faltan 280 km y se acercan a 180 km/h: 280/180 ≈ 1,56 h; el ómnibus está a 80 + 80 · 1,56 ≈ 204,44 km de A.',
  ),
  numeric(
    607,
    meeting,
    'Dos móviles A y B se mueven en el mismo sentido por una ruta recta. A pasa por un punto P con 10 m/s y, en ese mismo instante, B está 100 m delante de P y avanza a 5 m/s. ¿A qué distancia de P alcanza A a B?',
    { value: 200, unit: 'm', text: '200 m' },
    () => 10 * (100 / (10 - 5)),
    'x_A = 10t, x_B = 100 + 5t; se igualan en t = 20 s, a 10 · 20 = 200 m de P.',
  ),
  // Vertical throws and falls.
  numeric(
    608,
    kinematics,
    'Se lanza una pelota verticalmente hacia arriba con una velocidad de 25 m/s. ¿Cuánto tiempo después de lanzada pasa, al bajar, por un punto situado 20 m por encima del punto de lanzamiento? (g = 10 m/s²)',
    { value: 4, unit: 's', text: '4 s' },
    () => (25 + Math.sqrt(25 ** 2 - 2 * 10 * 20)) / 10,
    '20 = 25t − 5t² → t² − 5t + 4 = 0 → t = 1 s (subiendo) o t = 4 s (bajando): al bajar, 4 s.',
  ),
  numeric(
    609,
    kinematics,
    'Desde la terraza de un edificio de 40 m de altura se lanza una piedra verticalmente hacia arriba con una velocidad de 10 m/s. ¿Con qué velocidad llega al suelo? (g = 10 m/s²)',
    { value: 30, unit: 'm/s', text: '30 m/s' },
    () => Math.sqrt(10 ** 2 + 2 * 10 * 40),
    'v² = v₀² + 2gh = 100 + 800 = 900 → v = 30 m/s, hacia abajo.',
  ),
  numeric(
    610,
    kinematics,
    'Un objeto se deja caer desde el reposo. ¿Qué distancia recorre durante el tercer segundo de caída? (g = 10 m/s²)',
    { value: 25, unit: 'm', text: '25 m' },
    () => 0.5 * 10 * 3 ** 2 - 0.5 * 10 * 2 ** 2,
    'Hasta t = 3 s cae 45 m y hasta t = 2 s, 20 m: en el tercer segundo, 25 m.',
  ),
  parts(
    611,
    kinematics,
    'Un jugador patea una pelota desde el suelo con una velocidad de 20 m/s que forma 30° con la horizontal (g = 10 m/s²).',
    [
      part('a', '¿Cuál es la altura máxima que alcanza la pelota?', 5, 'm', '5 m'),
      part(
        'b',
        '¿A qué distancia del punto de partida vuelve a tocar el suelo?',
        20 * Math.sqrt(3),
        'm',
        '≈ 34,64 m',
      ),
    ],
    () => [[(20 * Math.sin(rad(30))) ** 2 / (2 * 10)], [(20 ** 2 * Math.sin(rad(60))) / 10]],
    'v_y = 10 m/s → h = 10²/20 = 5 m; tiempo de vuelo 2 s; alcance 17,32 · 2 ≈ 34,64 m.',
  ),
  // Newton with several forces, ropes and pulleys.
  numeric(
    612,
    dynamics,
    'Un bloque de 10 kg apoyado sobre un piso horizontal es arrastrado por una cuerda que forma 37° con la horizontal y ejerce una fuerza de 50 N. El coeficiente de rozamiento cinético es 0,2. Con g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8, ¿cuál es la aceleración del bloque?',
    { value: 2.6, unit: 'm/s²', text: '2,6 m/s²' },
    () => (50 * 0.8 - 0.2 * (10 * 10 - 50 * 0.6)) / 10,
    'N = 100 − 50 · 0,6 = 70 N; F_r = 14 N; a = (40 − 14)/10 = 2,6 m/s².',
  ),
  numeric(
    613,
    dynamics,
    'Sobre un cuerpo de 4 kg apoyado en un piso liso actúan dos fuerzas horizontales: una de 30 N hacia la derecha y otra de 10 N hacia la izquierda. ¿Qué aceleración adquiere el cuerpo?',
    { value: 5, unit: 'm/s²', text: '5 m/s² hacia la derecha' },
    () => (30 - 10) / 4,
    'F neta = 30 − 10 = 20 N hacia la derecha; a = 20/4 = 5 m/s².',
  ),
  parts(
    614,
    ropes,
    'Dos bloques de 3 kg y 2 kg, unidos por una cuerda, están sobre una mesa horizontal sin rozamiento. Se tira del bloque de 3 kg con una fuerza horizontal de 20 N.',
    [
      part('a', '¿Cuál es la aceleración de los bloques?', 4, 'm/s²', '4 m/s²'),
      part('b', '¿Cuál es la tensión de la cuerda que los une?', 8, 'N', '8 N'),
    ],
    () => [[20 / (3 + 2)], [2 * (20 / (3 + 2))]],
    'a = 20/5 = 4 m/s²; la cuerda arrastra al de 2 kg: T = 2 · 4 = 8 N.',
  ),
  numeric(
    615,
    ropes,
    'Se levanta un balde de 12 kg con una soga, con una aceleración de 1,5 m/s² hacia arriba. ¿Qué tensión soporta la soga? (g = 9,8 m/s²)',
    { value: 135.6, unit: 'N', text: '135,6 N' },
    () => 12 * (9.8 + 1.5),
    'T − mg = ma → T = 12 · (9,8 + 1,5) = 135,6 N.',
  ),
  numeric(
    616,
    ropes,
    'En una máquina de Atwood cuelgan cuerpos de 5 kg y 3 kg. Si parten del reposo, ¿cuánto tiempo tardan en recorrer 1 m? (g = 10 m/s²)',
    { value: Math.sqrt(0.8), unit: 's', text: '≈ 0,89 s' },
    () => Math.sqrt((2 * 1) / (((5 - 3) * 10) / (5 + 3))),
    'a = (5 − 3) · 10/8 = 2,5 m/s²; 1 = ½ · 2,5 · t² → t = √0,8 ≈ 0,89 s.',
  ),
  parts(
    617,
    [STATIC, ROPES],
    'Del techo cuelga, de una cuerda, un cuerpo de 2 kg; debajo de él, atado con otra cuerda, cuelga un cuerpo de 3 kg (g = 10 m/s²).',
    [
      part('a', '¿Cuál es la tensión de la cuerda superior?', 50, 'N', '50 N'),
      part('b', '¿Cuál es la tensión de la cuerda inferior?', 30, 'N', '30 N'),
    ],
    () => [[(2 + 3) * 10], [3 * 10]],
    'La cuerda inferior sostiene al de 3 kg: 30 N; la superior, a los dos: 50 N.',
  ),
  numeric(
    618,
    statics,
    'Un cartel de 80 N cuelga en equilibrio de dos cuerdas que forman cada una 30° con la horizontal. ¿Cuál es la tensión de cada cuerda?',
    { value: 80, unit: 'N', text: '80 N' },
    () => 80 / (2 * Math.sin(rad(30))),
    '2T · sen 30° = 80 → T = 80 N.',
  ),
  numeric(
    619,
    dynamics,
    'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que sube frenando con una aceleración de 2 m/s². ¿Qué indica la balanza? (g = 10 m/s²)',
    { value: 560, unit: 'N', text: '560 N' },
    () => 70 * (10 - 2),
    'Sube frenando: la aceleración apunta hacia abajo; N = m(g − a) = 70 · 8 = 560 N.',
  ),
  numeric(
    620,
    dynamics,
    'Un auto que va a 20 m/s frena bloqueando las ruedas sobre un asfalto con coeficiente de rozamiento cinético 0,8. ¿Qué distancia recorre hasta detenerse? (g = 10 m/s²)',
    { value: 25, unit: 'm', text: '25 m' },
    () => 20 ** 2 / (2 * 0.8 * 10),
    'a = μg = 8 m/s²; d = v²/(2a) = 400/16 = 25 m.',
  ),
  // Inclines.
  numeric(
    621,
    incline,
    'Un bloque de 10 kg está en reposo sobre un plano inclinado 30°. ¿Cuánto vale la fuerza de rozamiento que lo sostiene? (g = 10 m/s²)',
    { value: 50, unit: 'N', text: '50 N' },
    () => 10 * 10 * Math.sin(rad(30)),
    'En reposo el rozamiento equilibra la componente del peso a lo largo del plano: mg sen 30° = 50 N.',
  ),
  numeric(
    622,
    incline,
    'Una caja de 30 kg se suelta desde el reposo en lo alto de un plano inclinado de 5 m de largo y 37° sin rozamiento. ¿Con qué velocidad llega al pie del plano? (g = 10 m/s², sen 37° = 0,6)',
    { value: Math.sqrt(60), unit: 'm/s', text: '≈ 7,75 m/s' },
    () => Math.sqrt(2 * 10 * 0.6 * 5),
    'a = g sen 37° = 6 m/s²; v = √(2 · 6 · 5) = √60 ≈ 7,75 m/s.',
  ),
  numeric(
    623,
    incline,
    'Un cuerpo de 8 kg se lanza hacia arriba por un plano inclinado 30° con una velocidad de 12 m/s. El coeficiente de rozamiento es 0,25. ¿Qué distancia recorre sobre el plano hasta detenerse? (g = 10 m/s²)',
    {
      value: 12 ** 2 / (2 * 10 * (0.5 + 0.25 * Math.cos(rad(30)))),
      unit: 'm',
      text: '≈ 10,05 m',
    },
    () => 12 ** 2 / (2 * 10 * (Math.sin(rad(30)) + 0.25 * Math.cos(rad(30)))),
    'Subiendo, peso y rozamiento frenan: a = g(sen 30° + 0,25 cos 30°) ≈ 7,17 m/s²; d = 144/(2 · 7,17) ≈ 10,05 m.',
  ),
  // Work, energy, momentum.
  numeric(
    624,
    energy,
    'Un bloque de 20 kg es arrastrado 10 m sobre un piso horizontal por una fuerza de 100 N que forma 60° con la horizontal. El coeficiente de rozamiento es 0,1 y g = 10 m/s². ¿Cuál es el trabajo neto realizado sobre el bloque?',
    {
      value: (100 * 0.5 - 0.1 * (200 - 100 * Math.sin(rad(60)))) * 10,
      unit: 'J',
      text: '≈ 386,6 J',
    },
    () => (100 * Math.cos(rad(60)) - 0.1 * (20 * 10 - 100 * Math.sin(rad(60)))) * 10,
    'W_F = 100 · 10 · cos 60° = 500 J; N = 200 − 86,6 = 113,4 N; W_r = −11,34 · 10 = −113,4 J; W neto ≈ 386,6 J.',
  ),
  numeric(
    625,
    energy,
    'Un auto de 1200 kg aumenta su velocidad de 36 km/h a 72 km/h. ¿Qué trabajo neto se realizó sobre él?',
    { value: 180000, unit: 'J', text: '180 000 J' },
    () => 0.5 * 1200 * (20 ** 2 - 10 ** 2),
    'W = ΔEc = ½ · 1200 · (20² − 10²) = 180 000 J.',
  ),
  numeric(
    626,
    energy,
    'Un trineo de 5 kg parte del reposo desde lo alto de una pendiente de 10 m de altura y llega abajo con una velocidad de 12 m/s. ¿Cuánta energía se disipó por rozamiento? (g = 10 m/s²)',
    { value: 140, unit: 'J', text: '140 J' },
    () => 5 * 10 * 10 - 0.5 * 5 * 12 ** 2,
    'Ep = 500 J arriba; Ec = 360 J abajo; se disiparon 140 J.',
  ),
  numeric(
    627,
    energy,
    'Un resorte de constante 800 N/m, comprimido 0,1 m, lanza un bloque de 2 kg sobre una superficie horizontal lisa. ¿Con qué velocidad sale el bloque?',
    { value: 2, unit: 'm/s', text: '2 m/s' },
    () => 0.1 * Math.sqrt(800 / 2),
    '½ · 800 · 0,1² = 4 J = ½ · 2 · v² → v = 2 m/s.',
  ),
  numeric(
    628,
    energy,
    'Un vagón de 2000 kg que se mueve a 3 m/s choca con otro de 1000 kg que está en reposo y quedan enganchados. ¿Con qué velocidad se mueven juntos después del choque?',
    { value: 2, unit: 'm/s', text: '2 m/s' },
    () => (2000 * 3) / (2000 + 1000),
    'Se conserva la cantidad de movimiento: 2000 · 3 = 3000 · v → v = 2 m/s.',
  ),
  // Circular motion with its forces.
  numeric(
    629,
    [KIN, GENERAL],
    'Una piedra de 0,5 kg atada a una cuerda de 0,8 m gira en un plano horizontal dando 2 vueltas por segundo. ¿Cuál es la tensión de la cuerda?',
    { value: 0.5 * (4 * Math.PI) ** 2 * 0.8, unit: 'N', text: '≈ 63,17 N' },
    () => 0.5 * (2 * Math.PI * 2) ** 2 * 0.8,
    'ω = 2π · 2 = 4π rad/s; T = mω²r = 0,5 · 16π² · 0,8 ≈ 63,17 N.',
  ),
  numeric(
    630,
    [DYN, GENERAL],
    'Un auto de 1000 kg toma una curva plana de 40 m de radio. Si el coeficiente de rozamiento estático es 0,5, ¿cuál es la máxima velocidad con que puede tomarla sin derrapar? (g = 10 m/s²)',
    { value: Math.sqrt(200), unit: 'm/s', text: '≈ 14,14 m/s' },
    () => Math.sqrt(0.5 * 10 * 40),
    'μmg = mv²/r → v = √(μgr) = √200 ≈ 14,14 m/s; la masa no interviene.',
  ),
  // Statics.
  numeric(
    631,
    statics,
    'Una barra rígida de 2 m se usa como palanca: el punto de apoyo está a 0,4 m de un extremo, donde se coloca una carga de 600 N. ¿Qué fuerza hay que hacer en el otro extremo para equilibrarla?',
    { value: 150, unit: 'N', text: '150 N' },
    () => (600 * 0.4) / (2 - 0.4),
    'Momentos respecto del apoyo: 600 · 0,4 = F · 1,6 → F = 150 N.',
  ),
  numeric(
    632,
    [PARALLEL, STATICS],
    'Dos fuerzas paralelas de igual sentido, de 20 N y 60 N, están aplicadas en los extremos de una barra de 1,2 m de peso despreciable. ¿A qué distancia de la fuerza de 20 N está aplicada la resultante?',
    { value: 0.9, unit: 'm', text: '0,9 m' },
    () => (60 * 1.2) / (20 + 60),
    'R = 80 N; momentos respecto del extremo de la de 20 N: 80 · x = 60 · 1,2 → x = 0,9 m.',
  ),
  // Fluids and units.
  numeric(
    633,
    ['mecanica.hidrostatica', GENERAL],
    '¿Qué presión ejerce el agua sobre un buzo sumergido a 15 m de profundidad en el mar? (densidad del agua de mar 1030 kg/m³, g = 9,8 m/s²)',
    { value: 151410, unit: 'Pa', text: '151 410 Pa' },
    () => 1030 * 9.8 * 15,
    'p = ρgh = 1030 · 9,8 · 15 = 151 410 Pa.',
  ),
  numeric(
    634,
    ['mecanica.conversion-unidades', UNITS],
    'Un auto va a 60 mi/h. ¿Cuál es su velocidad en m/s? (1 milla = 1609 m)',
    { value: (60 * 1609) / 3600, unit: 'm/s', text: '≈ 26,82 m/s' },
    () => (60 * 1609) / 3600,
    '60 · 1609 m en 3600 s ≈ 26,82 m/s.',
  ),
  // Two unknowns in one question, motion in stages, and more of Newton, energy and fluids.
  numeric(
    635,
    kinematics,
    'Un auto que viaja a 108 km/h frena con una desaceleración constante de 5 m/s². ¿Cuánto tiempo tarda en detenerse y qué distancia recorre?',
    { value: 90, unit: 'm', text: '90 m (en 6 s)' },
    () => (108 / 3.6) ** 2 / (2 * 5),
    '108 km/h = 30 m/s; t = 30/5 = 6 s; d = 30²/(2 · 5) = 90 m.',
  ),
  numeric(
    636,
    kinematics,
    'Se lanza verticalmente hacia arriba una piedra y tarda 6 s en volver al punto de partida. ¿Con qué velocidad fue lanzada y qué altura máxima alcanzó? (g = 10 m/s²)',
    { value: 45, unit: 'm', text: '45 m (con v₀ = 30 m/s)' },
    () => ((10 * 6) / 2) ** 2 / (2 * 10),
    'Sube 3 s y baja 3 s: v₀ = g · 3 = 30 m/s; h = 30²/20 = 45 m.',
  ),
  numeric(
    637,
    kinematics,
    'Un tren parte de una estación con aceleración constante de 0,5 m/s² durante 40 s y luego sigue con velocidad constante durante 2 minutos. ¿Qué distancia total recorre?',
    { value: 2800, unit: 'm', text: '2800 m' },
    () => 0.5 * 0.5 * 40 ** 2 + 0.5 * 40 * 120,
    'Llega a 20 m/s en 40 s recorriendo 400 m; luego 20 · 120 = 2400 m: 2800 m.',
  ),
  numeric(
    638,
    kinematics,
    'Un auto parte del reposo y acelera a 2 m/s² durante 10 s; luego mantiene la velocidad constante durante 30 s y después frena con una desaceleración de 4 m/s² hasta detenerse. ¿Qué distancia recorre en total?',
    { value: 750, unit: 'm', text: '750 m' },
    () => 0.5 * 2 * 10 ** 2 + 2 * 10 * 30 + (2 * 10) ** 2 / (2 * 4),
    'd₁ = 100 m hasta 20 m/s; d₂ = 20 · 30 = 600 m; d₃ = 20²/8 = 50 m: 750 m.',
  ),
  numeric(
    639,
    dynamics,
    'Un cuerpo de 3 kg se mueve con una velocidad de 4 m/s. ¿Qué fuerza constante hay que aplicarle para detenerlo en 2 s?',
    { value: 6, unit: 'N', text: '6 N, en contra del movimiento' },
    () => (3 * 4) / 2,
    'a = 4/2 = 2 m/s² en contra del movimiento; F = 3 · 2 = 6 N.',
  ),
  numeric(
    640,
    dynamics,
    'Una persona empuja un carrito de 20 kg con una fuerza de 100 N que forma 30° hacia abajo con la horizontal. Sin rozamiento, ¿qué aceleración adquiere el carrito?',
    { value: (100 * Math.cos(rad(30))) / 20, unit: 'm/s²', text: '≈ 4,33 m/s²' },
    () => (100 * Math.cos(rad(30))) / 20,
    'Solo la componente horizontal acelera: 100 · cos 30° ≈ 86,6 N; a = 86,6/20 ≈ 4,33 m/s².',
  ),
  numeric(
    641,
    ropes,
    'Un cuerpo de 10 kg cuelga de una cuerda. ¿Cuál es la tensión de la cuerda? (g = 9,8 m/s²)',
    { value: 98, unit: 'N', text: '98 N' },
    () => 10 * 9.8,
    'En reposo la cuerda sostiene el peso: T = 10 · 9,8 = 98 N.',
  ),
  numeric(
    642,
    energy,
    'Una pelota de 0,5 kg se deja caer desde 20 m de altura. ¿Cuál es su energía cinética justo antes de tocar el suelo? (g = 10 m/s²)',
    { value: 100, unit: 'J', text: '100 J' },
    () => 0.5 * 10 * 20,
    'Sin rozamiento, Ec abajo = Ep arriba = 0,5 · 10 · 20 = 100 J.',
  ),
  numeric(
    643,
    energy,
    'Un péndulo de 1 m de largo se suelta desde una altura de 0,2 m sobre su punto más bajo. ¿Con qué velocidad pasa por el punto más bajo? (g = 10 m/s²)',
    { value: 2, unit: 'm/s', text: '2 m/s' },
    () => Math.sqrt(2 * 10 * 0.2),
    'mgh = ½mv² → v = √(2 · 10 · 0,2) = 2 m/s; la longitud no interviene.',
  ),
  numeric(
    644,
    energy,
    'Un motor de 2 kW de potencia levanta una carga a razón de 0,5 m/s con velocidad constante. ¿Cuál es la masa de la carga? (g = 10 m/s²)',
    { value: 400, unit: 'kg', text: '400 kg' },
    () => 2000 / (10 * 0.5),
    'P = m·g·v → m = 2000/(10 · 0,5) = 400 kg.',
  ),
  numeric(
    645,
    ['mecanica.hidrostatica', GENERAL],
    'Un cuerpo de 50 N de peso está totalmente sumergido en agua y su peso aparente es de 30 N. ¿Cuál es el empuje que recibe?',
    { value: 20, unit: 'N', text: '20 N' },
    () => 50 - 30,
    'E = P − P_ap = 50 − 30 = 20 N.',
  ),
  numeric(
    646,
    statics,
    'Una barra de 2 m y 40 N de peso, homogénea, se apoya en su punto medio. En un extremo cuelga un cuerpo de 60 N. ¿Qué fuerza hay que hacer en el otro extremo para mantenerla horizontal?',
    { value: 60, unit: 'N', text: '60 N, hacia abajo' },
    () => (60 * 1) / 1,
    'Momentos respecto del apoyo (el peso de la barra actúa en él): 60 · 1 = F · 1 → F = 60 N hacia abajo.',
  ),
  numeric(
    647,
    dynamics,
    'Un cuerpo de 5 kg está sobre una superficie horizontal. Si el coeficiente de rozamiento estático es 0,4, ¿cuál es la fuerza horizontal mínima para ponerlo en movimiento? (g = 10 m/s²)',
    { value: 20, unit: 'N', text: '20 N' },
    () => 0.4 * 5 * 10,
    'F mín = μₑ·m·g = 0,4 · 5 · 10 = 20 N.',
  ),
  numeric(
    648,
    energy,
    'Un auto de 1000 kg viaja a 20 m/s. ¿Qué trabajo debe hacer el freno para detenerlo?',
    { value: 200000, unit: 'J', text: '200 000 J (negativo: se opone al movimiento)' },
    () => 0.5 * 1000 * 20 ** 2,
    'W = ΔEc = 0 − ½ · 1000 · 20² = −200 000 J.',
  ),
  numeric(
    649,
    ropes,
    'Un bloque de 4 kg se encuentra sobre un plano inclinado de 30° sin rozamiento y está unido por una cuerda que pasa por una polea a un cuerpo de 6 kg que cuelga. ¿Cuál es la aceleración del sistema? (g = 10 m/s²)',
    { value: 4, unit: 'm/s²', text: '4 m/s²' },
    () => (6 * 10 - 4 * 10 * Math.sin(rad(30))) / (4 + 6),
    'El que cuelga tira con 60 N; el del plano, con 4 · 10 · sen 30° = 20 N en contra: a = 40/10 = 4 m/s².',
  ),
  numeric(
    650,
    incline,
    '¿Qué fuerza paralela al plano hay que aplicar a un cuerpo de 20 kg para que suba por un plano inclinado de 30° sin rozamiento con una aceleración de 1 m/s²? (g = 10 m/s²)',
    { value: 120, unit: 'N', text: '120 N' },
    () => 20 * 1 + 20 * 10 * Math.sin(rad(30)),
    'F − mg sen 30° = ma → F = 20 · 1 + 100 = 120 N.',
  ),
  numeric(
    651,
    dynamics,
    'Un cuerpo de 2 kg se lanza por un piso horizontal con 10 m/s y se detiene después de recorrer 25 m. ¿Cuál es el coeficiente de rozamiento? (g = 10 m/s²)',
    { value: 0.2, unit: '', text: '0,2' },
    () => 10 ** 2 / (2 * 25) / 10,
    'a = v²/(2d) = 100/50 = 2 m/s²; μ = a/g = 0,2.',
  ),
  numeric(
    652,
    dynamics,
    'Sobre un cuerpo de 5 kg actúan dos fuerzas perpendiculares de 30 N y 40 N. ¿Qué aceleración adquiere?',
    { value: 10, unit: 'm/s²', text: '10 m/s²' },
    () => Math.hypot(30, 40) / 5,
    'F neta = √(30² + 40²) = 50 N; a = 50/5 = 10 m/s².',
  ),
  numeric(
    653,
    energy,
    'Un cuerpo de 4 kg se mueve a 6 m/s y recibe un trabajo neto de 56 J. ¿Cuál es su velocidad final?',
    { value: 8, unit: 'm/s', text: '8 m/s' },
    () => Math.sqrt(6 ** 2 + (2 * 56) / 4),
    'Ec₁ = 72 J; Ec₂ = 72 + 56 = 128 J = ½ · 4 · v² → v = 8 m/s.',
  ),
  numeric(
    654,
    kinematics,
    'Un cuerpo cae libremente desde 80 m. ¿Qué velocidad tiene cuando pasa por la mitad de la altura? (g = 10 m/s²)',
    { value: Math.sqrt(800), unit: 'm/s', text: '≈ 28,28 m/s' },
    () => Math.sqrt(2 * 10 * 40),
    'A la mitad ya cayó 40 m: v = √(2 · 10 · 40) ≈ 28,28 m/s (no la mitad de 40 m/s).',
  ),
  numeric(
    655,
    kinematics,
    'Un móvil recorre la mitad de un trayecto a 40 km/h y la otra mitad a 60 km/h. ¿Cuál es su velocidad media?',
    { value: 48, unit: 'km/h', text: '48 km/h' },
    () => (2 * 40 * 60) / (40 + 60),
    'v_m = 2d/(d/40 + d/60) = 2 · 40 · 60/100 = 48 km/h.',
  ),
  numeric(
    656,
    kinematics,
    'Se arroja una piedra hacia arriba con 30 m/s. ¿En qué instantes se encuentra a 40 m de altura? (g = 10 m/s²)',
    { value: 4, unit: 's', text: 'a los 2 s (subiendo) y a los 4 s (bajando)' },
    () => (30 + Math.sqrt(30 ** 2 - 2 * 10 * 40)) / 10,
    '40 = 30t − 5t² → t² − 6t + 8 = 0 → t = 2 s y t = 4 s.',
  ),
  numeric(
    657,
    kinematics,
    'Un cuerpo se deja caer desde 45 m. ¿Qué distancia recorre en el último segundo de caída? (g = 10 m/s²)',
    { value: 25, unit: 'm', text: '25 m' },
    () => 45 - 0.5 * 10 * (Math.sqrt((2 * 45) / 10) - 1) ** 2,
    'Cae en t = √(90/10) = 3 s; hasta t = 2 s cayó 20 m: en el último segundo, 25 m.',
  ),
  numeric(
    658,
    energy,
    'Dos esferas de 2 kg y 3 kg se mueven una hacia la otra a 4 m/s y 2 m/s respectivamente, chocan de frente y quedan unidas. ¿Cuál es la velocidad después del choque?',
    { value: 0.4, unit: 'm/s', text: '0,4 m/s, en el sentido en que iba la de 2 kg' },
    () => (2 * 4 - 3 * 2) / (2 + 3),
    'p = 2 · 4 − 3 · 2 = 2 kg·m/s = 5 · v → v = 0,4 m/s.',
  ),
  numeric(
    659,
    incline,
    'Un bloque de 15 kg se deja en reposo sobre una rampa de 37°. ¿Cuánto vale la fuerza de rozamiento estático que actúa sobre él? (g = 10 m/s², sen 37° = 0,6)',
    { value: 90, unit: 'N', text: '90 N' },
    () => 15 * 10 * 0.6,
    'En reposo el rozamiento estático iguala mg sen 37° = 15 · 10 · 0,6 = 90 N.',
  ),
  numeric(
    660,
    [DYN, GENERAL],
    'Una curva plana tiene 50 m de radio y el coeficiente de rozamiento estático entre neumáticos y pavimento es 0,8. ¿Cuál es la máxima velocidad a la que un auto puede tomarla? (g = 10 m/s²)',
    { value: 20, unit: 'm/s', text: '20 m/s' },
    () => Math.sqrt(0.8 * 10 * 50),
    'v = √(μgr) = √(0,8 · 10 · 50) = 20 m/s.',
  ),
  numeric(
    661,
    ['termodinamica.calorimetria', GENERAL],
    '¿Qué cantidad de calor se necesita para fundir 2 kg de hielo a 0 °C? (calor latente de fusión 80 cal/g)',
    { value: 160000, unit: 'cal', text: '160 000 cal' },
    () => 2000 * 80,
    'A 0 °C todo el calor funde el hielo: Q = m·L = 2000 g · 80 cal/g = 160 000 cal.',
  ),
  numeric(
    662,
    ['mecanica.hidrostatica', GENERAL],
    'Un bloque de madera de densidad 600 kg/m³ flota en agua. ¿Qué fracción de su volumen queda sumergida?',
    { value: 0.6, unit: '', text: '0,6 (60 %)' },
    () => 600 / 1000,
    'Peso = empuje: ρ_c·V = ρ_agua·V_sum → V_sum/V = 600/1000 = 0,6.',
  ),
  parts(
    663,
    dynamics,
    'Un bloque de 5 kg es arrastrado sobre un piso horizontal por una fuerza horizontal de 30 N y se mueve con velocidad constante (g = 10 m/s²).',
    [
      part('a', '¿Cuánto vale la fuerza normal?', 50, 'N', '50 N'),
      part('b', '¿Cuánto vale la fuerza de rozamiento?', 30, 'N', '30 N'),
      part('c', '¿Cuál es el coeficiente de rozamiento cinético?', 0.6, '', '0,6'),
    ],
    () => [[5 * 10], [30], [30 / (5 * 10)]],
    'Velocidad constante: N = mg = 50 N; F_r = F = 30 N; μ = 30/50 = 0,6.',
  ),
  parts(
    664,
    energy,
    'Una fuerza de 50 N que forma 37° con la horizontal arrastra un cajón 10 m sobre un piso horizontal. La fuerza de rozamiento vale 20 N (sen 37° = 0,6, cos 37° = 0,8).',
    [
      part('a', '¿Qué trabajo realiza la fuerza de 50 N?', 400, 'J', '400 J'),
      part('b', '¿Qué trabajo realiza el rozamiento?', -200, 'J', '−200 J'),
    ],
    () => [[50 * 10 * 0.8], [-20 * 10]],
    'W_F = 50 · 10 · cos 37° = 400 J; W_r = −20 · 10 = −200 J.',
  ),
  parts(
    665,
    incline,
    'Un bloque de 2 kg sube 4 m por un plano inclinado de 30° empujado por una fuerza de 25 N paralela al plano, con coeficiente de rozamiento 0,1 (g = 10 m/s²).',
    [
      part('a', '¿Qué trabajo realiza la fuerza aplicada?', 100, 'J', '100 J'),
      part('b', '¿Qué trabajo realiza el peso?', -40, 'J', '−40 J'),
      part(
        'c',
        '¿Qué trabajo realiza el rozamiento?',
        -0.1 * 2 * 10 * Math.cos(rad(30)) * 4,
        'J',
        '≈ −6,93 J',
      ),
    ],
    () => [[25 * 4], [-2 * 10 * Math.sin(rad(30)) * 4], [-0.1 * 2 * 10 * Math.cos(rad(30)) * 4]],
    'W_F = 25 · 4 = 100 J; W_P = −mg sen 30° · d = −40 J; W_r = −μ mg cos 30° · d ≈ −6,93 J.',
  ),
  options(
    666,
    energy,
    'Un bloque de 10 kg es arrastrado 5 m sobre una superficie horizontal mediante una fuerza de 40 N que forma 60° con la horizontal. El coeficiente de rozamiento es 0,2 (g = 10 m/s²). El trabajo realizado por la fuerza de rozamiento es:',
    ['−100 J', '−65,4 J', '−200 J', '100 J'],
    1,
    () => [-0.2 * (10 * 10 - 40 * Math.sin(rad(60))) * 5],
    'N = 100 − 40 · sen 60° ≈ 65,36 N; F_r ≈ 13,07 N; W_r ≈ −65,4 J.',
  ),
  options(
    667,
    [VECTORS_SUBTOPIC, UNITS],
    'Sobre un cuerpo actúan las fuerzas F1 = (3; 4; 0) N y F2 = (1; −2; 2) N. El módulo de la fuerza resultante es:',
    ['4 N', '4,9 N', '5 N', '6 N'],
    1,
    () => [Math.hypot(4, 2, 2)],
    'R = (4; 2; 2) N; |R| = √(16 + 4 + 4) = √24 ≈ 4,9 N.',
  ),
  options(
    668,
    kinematics,
    'Un cuerpo de 2 kg se suelta desde un globo que sube a 5 m/s cuando está a 30 m de altura. La velocidad con que llega al suelo es (g = 10 m/s²):',
    ['25 m/s', '24,5 m/s', '30 m/s', '20 m/s'],
    0,
    () => [Math.sqrt(5 ** 2 + 2 * 10 * 30)],
    'Sale con 5 m/s hacia arriba: v² = 25 + 2 · 10 · 30 = 625 → v = 25 m/s; la masa no interviene.',
  ),
  options(
    669,
    ['mecanica.conversion-unidades', UNITS],
    'En la expresión v = a·t + b·t², v es una velocidad en m/s y t un tiempo en s. Para que sea dimensionalmente correcta, la unidad de b en el SI es:',
    ['m/s²', 'm/s³', 'm·s', 'm/s'],
    1,
    () => [],
    'b·t² es una velocidad: [b] = (m/s)/s² = m/s³.',
  ),
  numeric(
    670,
    energy,
    'Un cuerpo de 3 kg cae desde 20 m de altura. ¿Cuál es su energía cinética al llegar al suelo? (g = 9,8 m/s²)',
    { value: 588, unit: 'J', text: '588 J' },
    () => 3 * 9.8 * 20,
    'Sin rozamiento, Ec = mgh = 3 · 9,8 · 20 = 588 J.',
  ),
  numeric(
    671,
    dynamics,
    'Un bloque de 5 kg se empuja con una fuerza horizontal de 20 N sobre un piso con rozamiento, que tiene un coeficiente de 0,1. ¿Cuál es su aceleración? (g = 10 m/s²)',
    { value: 3, unit: 'm/s²', text: '3 m/s²' },
    () => (20 - 0.1 * 5 * 10) / 5,
    'N = mg = 50 N; Fr = μN = 5 N; a = (F − Fr)/m = 15/5 = 3 m/s².',
  ),
  numeric(
    672,
    energy,
    'Un auto de 1 200 kg va a 20 m/s. ¿Cuál es su energía cinética?',
    { value: 240000, unit: 'J', text: '240 000 J' },
    () => (1200 * 20 ** 2) / 2,
    'Ec = m·v²/2 = 1200 · 400 / 2 = 240 000 J.',
  ),
  numeric(
    673,
    [ELECTRIC, GENERAL],
    'Tres resistencias de 2 Ω, 3 Ω y 5 Ω se conectan en serie a una fuente de 30 V. ¿Cuál es la caída de tensión en la segunda resistencia?',
    { value: 9, unit: 'V', text: '9 V' },
    () => (30 / (2 + 3 + 5)) * 3,
    'R_eq = 10 Ω; I = 30/10 = 3 A, la misma en las tres; V₂ = I·R₂ = 3 · 3 = 9 V.',
  ),
  numeric(
    674,
    energy,
    'Una bomba de 2 kW con un rendimiento del 75 % sube agua a un tanque a 30 m de altura. ¿Cuántos litros de agua por minuto eleva? (g = 10 m/s²)',
    { value: 300, unit: 'L/min', text: '300 L/min' },
    () => ((2000 * 0.75) / (10 * 30)) * 60,
    'P útil = 0,75 · 2000 = 1500 W; m/t = P/(g·h) = 1500/300 = 5 kg/s = 5 L/s = 300 L/min.',
  ),
  numeric(
    675,
    [MEET, MEETING],
    'Dos ciclistas salen del mismo lugar en sentidos contrarios, a 5 m/s y a 7 m/s. ¿Cuánto tiempo tardan en estar a 600 m uno del otro?',
    { value: 50, unit: 's', text: '50 s' },
    () => 600 / (5 + 7),
    'Se separan a 5 + 7 = 12 m/s; t = 600/12 = 50 s.',
  ),
  numeric(
    676,
    kinematics,
    'Un tren de 150 m de longitud atraviesa un túnel de 850 m a 72 km/h. ¿Cuánto tiempo tarda en pasar completamente?',
    { value: 50, unit: 's', text: '50 s' },
    () => (850 + 150) / (72 / 3.6),
    'La cola sale cuando el frente recorrió 850 + 150 = 1000 m; a 20 m/s, t = 1000/20 = 50 s.',
  ),
];
