/**
 * A third pass of near misses (#32), aimed at the readings this session added after e2772ce: forces by
 * compass words and by i/j components, the equilibrant, ropes «cada tramo», moments about a point, bars
 * and supports, throws read back from where they land, several things asked at once in kinematics, the
 * work of each force and the net work, power with work, measurement errors with a stated convention,
 * packing, containers and trips, flows that fill a tank, chases from rest, times said in words, v(t) and
 * x(t) tables, Atwood machines. Each problem keeps the setting of one of those readings and changes one
 * thing: the question, the unit asked, a datum added or left out, a datum said in words («la mitad», «el
 * doble», «los últimos 2 s»), the other rope or body, a sense, or options where «Ninguna» or «No se puede
 * determinar» is the key or two options are close.
 *
 * The kinds of exercise are those of FRM's Seminario guides (read on 2026-11-30 in plain-text copies of
 * the public repository Teksi75/pre_utn at commit dd3d8096df65d12ad2e1aed3af8b75017264a744):
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/GU%C3%8DA%20DE%20PROBLEMAS%20A%20RESOLVER%20FISICA.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/4%20EST%C3%81TICA.pdf
 * and the wording that of real first-term papers of another UTN regional (2022–2025), read on 2026-11-30 in
 * https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 * Statements, objects and numbers are ours; every key was worked out by hand and is recomputed by `check`.
 * The first 50 (8900…8949) were measured before any solver change for them; the last 26 (8950…8975)
 * were found probing after the first fixes. A development set of the solvers, apart from the exam-style set.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { GRAVITY } from '../../../science/constants.ts';
import { halfPercent, writtenSet } from './builders.ts';

const SOURCES = ['frm-fisica-2025-guia-problemas', 'frm-fisica-2025-estatica', 'utn-parciales-2022-2025'];

const tolerance = halfPercent;

const physics = writtenSet({ subject: 'fisica', modelledOn: SOURCES, difficulty: 'medio', tolerance });

const VECTORS = 'mecanica.unidades-vectores';
const STATICS = 'mecanica.estatica';
const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const MOTION = 'mecanica.cinematica';
const CHASES = 'mecanica.encuentro-graficos';
const ENERGY = 'mecanica.trabajo-energia';
const ERRORS = 'mecanica.errores-medicion';
const UNITS = 'mecanica.conversion-unidades';

const G = 10;
// 1 kgf is the weight of 1 kg at g = 9,8 m/s², the science kernel's g.
const KGF = GRAVITY;
const deg = (radians: number) => (radians * 180) / Math.PI;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** A numeric physics key: its value, unit and text. */
const key = (value: number, unit: string, text: string) => ({ value, unit, text });

const forces: readonly ExamStyleProblem[] = [
  physics.numeric(
    8900,
    VECTORS,
    'Una fuerza de 200 N está dirigida 53° al norte del este y otra de 100 N apunta hacia el oeste. Tomando sen 53° = 0,8 y cos 53° = 0,6, ¿qué ángulo forma la resultante con la dirección este?',
    key(82.87, '°', 'α ≈ 82,87° al norte del este'),
    () => deg(Math.atan2(160, 20)),
    'Rx = 200 · 0,6 − 100 = 20 N; Ry = 200 · 0,8 = 160 N; tg α = 160 / 20 = 8 → α ≈ 82,87°.',
  ),
  physics.numeric(
    8901,
    VECTORS,
    'Sobre un cuerpo actúan una fuerza de 50 N hacia el sur y otra de 120 N hacia el oeste. Hallar el módulo de la resultante en kgf (1 kgf = 9,8 N).',
    key(13.27, 'kgf', 'R ≈ 13,27 kgf'),
    () => Math.hypot(50, 120) / KGF,
    'R = √(50² + 120²) = 130 N = 130 / 9,8 ≈ 13,27 kgf.',
  ),
  physics.options(
    8902,
    VECTORS,
    'Sea la fuerza F = 3î − 4ĵ N. El ángulo que forma con el semieje x positivo, medido en sentido antihorario, es:',
    ['53,13°', '306,87°', '126,87°', '233,13°'],
    1,
    () => [360 - deg(Math.atan2(4, 3))],
    'Está en el cuarto cuadrante: 360° − 53,13° = 306,87°.',
  ),
  physics.options(
    8903,
    VECTORS,
    'Dadas las fuerzas F1 = 2i + 5j (N) y F2 = 4i + 3j (N), el módulo de la diferencia F1 − F2 es:',
    ['10 N', '2,83 N', '8 N', '4 N'],
    1,
    () => [Math.hypot(2 - 4, 5 - 3)],
    'F1 − F2 = −2i + 2j N; |F1 − F2| = √8 ≈ 2,83 N (10 N es el módulo de la suma).',
  ),
  physics.numeric(
    8904,
    VECTORS,
    'Sobre una argolla actúan dos fuerzas: 12 N en el sentido positivo del eje x y 5 N en el sentido negativo del eje y. ¿Qué ángulo forma la fuerza equilibrante con el semieje x positivo, medido en sentido antihorario?',
    key(157.38, '°', 'θ ≈ 157,38°'),
    () => deg(Math.atan2(5, -12)),
    'R = (12; −5) N; la equilibrante es (−12; 5) N, en el segundo cuadrante: 180° − 22,62° ≈ 157,38°.',
  ),
  physics.numeric(
    8905,
    VECTORS,
    'Sobre un punto actúan F1 = 7i + 2j y F2 = −3i + 1j, en newtons. ¿Cuál es la componente y de la fuerza que hay que agregar para que el punto quede en equilibrio?',
    key(-3, 'N', 'E_y = −3 N'),
    () => -(2 + 1),
    'R = 4i + 3j N; la equilibrante es −4i − 3j N: su componente y es −3 N.',
  ),
];

const ropes: readonly ExamStyleProblem[] = [
  physics.numeric(
    8906,
    STATICS,
    'Un semáforo de 300 N cuelga del punto medio de un cable, y cada tramo del cable forma 15° con la vertical. Calcular la tensión del cable.',
    key(155.29, 'N', 'T ≈ 155,29 N'),
    () => 150 / Math.cos(rad(15)),
    '2 · T · cos 15° = 300 N → T = 150 / 0,9659 ≈ 155,29 N.',
  ),
  physics.numeric(
    8907,
    STATICS,
    'Un cuadro que pesa 40 N está colgado de un clavo mediante un alambre cuyos dos tramos forman entre sí un ángulo de 120°. ¿Cuál es la tensión en cada tramo?',
    key(40, 'N', 'T = 40 N'),
    () => 20 / Math.cos(rad(60)),
    'Cada tramo forma 60° con la vertical: 2 · T · cos 60° = 40 N → T = 40 N.',
  ),
  physics.options(
    8908,
    STATICS,
    'Un cuadro está colgado de un clavo mediante un alambre cuyos dos tramos forman entre sí un ángulo de 90°. La tensión en cada tramo es:',
    ['28,28 N', '20 N', '40 N', 'No se puede determinar con estos datos'],
    3,
    () => [],
    'Sin el peso del cuadro no hay tensión que calcular: T = P / (2 cos 45°) depende de P.',
  ),
  physics.numeric(
    8909,
    STATICS,
    'Una maceta de 12 kgf cuelga de dos cuerdas que forman con el techo ángulos de 30° y 45°. Hallar la tensión de la cuerda que forma 45° con el techo, expresada en newtons (1 kgf = 9,8 N).',
    key(105.44, 'N', 'T₄₅ ≈ 105,44 N'),
    () => ((12 * Math.cos(rad(30))) / Math.sin(rad(75))) * KGF,
    'T₃₀ cos 30° = T₄₅ cos 45° y T₃₀ sen 30° + T₄₅ sen 45° = 12 kgf: T₄₅ = 12 cos 30° / sen 75° ≈ 10,76 kgf ≈ 105,44 N.',
  ),
  physics.options(
    8910,
    STATICS,
    'Un cuerpo de 5 kg cuelga en reposo de dos cuerdas perpendiculares entre sí, una de las cuales forma 30° con la horizontal. La tensión de la otra cuerda es: (considerar g = 10 m/s²)',
    ['25 N', '43,3 N', '50 N', '86,6 N'],
    1,
    () => [50 * Math.cos(rad(30))],
    'La otra forma 60° con la horizontal: T₆₀ = 50 · cos 30° ≈ 43,3 N (25 N es la de 30°).',
  ),
];

const bars: readonly ExamStyleProblem[] = [
  physics.numeric(
    8911,
    STATICS,
    'Una viga AB de 6 m y peso despreciable, apoyada en A y en B, soporta una carga de 40 N hacia abajo en su centro. ¿Qué fuerza hace el apoyo B?',
    key(20, 'N', 'R_B = 20 N'),
    () => (40 * 3) / 6,
    'Momentos respecto de A: R_B · 6 = 40 · 3 → R_B = 20 N.',
  ),
  physics.numeric(
    8912,
    STATICS,
    'Una llave mide 40 cm. ¿Qué fuerza perpendicular hay que aplicar en la mitad de la llave para obtener un momento de 30 N·m?',
    key(150, 'N', 'F = 150 N'),
    () => 30 / 0.2,
    'El brazo es 20 cm = 0,2 m: F = 30 / 0,2 = 150 N.',
  ),
  physics.options(
    8913,
    STATICS,
    'En el extremo de una llave de 25 cm se aplica una fuerza de 80 N que forma un ángulo de 30° con la llave. El momento de esa fuerza respecto del eje del bulón es:',
    ['20 N·m', '10 N·m', '17,32 N·m', '2.000 N·m'],
    1,
    () => [80 * 0.25 * Math.sin(rad(30))],
    'Solo cuenta la componente perpendicular: M = 80 · 0,25 · sen 30° = 10 N·m.',
  ),
  physics.numeric(
    8914,
    STATICS,
    'Una barra de 4 m de largo y peso despreciable está apoyada en su punto medio. A 1 m del apoyo cuelga un peso de 30 N. ¿A qué distancia del apoyo, del otro lado, hay que colgar un peso de 20 N para que quede en equilibrio?',
    key(1.5, 'm', 'd = 1,5 m'),
    () => (30 * 1) / 20,
    '30 · 1 = 20 · d → d = 1,5 m.',
  ),
  physics.options(
    8915,
    STATICS,
    'Una barra de 90 cm y peso despreciable está apoyada en su punto medio; en un extremo tiene aplicada una fuerza de 30 N hacia abajo y en el otro una de 50 N hacia abajo. El módulo del momento resultante respecto del apoyo es:',
    ['9 N·m', '36 N·m', '18 N·m', '0 N·m'],
    0,
    () => [(50 - 30) * 0.45],
    'Cada brazo mide 0,45 m: |M| = (50 − 30) · 0,45 = 9 N·m.',
  ),
  physics.numeric(
    8916,
    STATICS,
    'Una barra homogénea de 20 N está apoyada en su punto medio y de cada uno de sus extremos cuelga un peso de 30 N. ¿Qué fuerza soporta el apoyo?',
    key(80, 'N', 'R = 80 N'),
    () => 20 + 30 + 30,
    'La barra está en equilibrio y su peso también carga el apoyo: R = 20 + 30 + 30 = 80 N.',
  ),
];

const throws: readonly ExamStyleProblem[] = [
  physics.numeric(
    8917,
    MOTION,
    'Una pelota se lanza horizontalmente con una velocidad de 8 m/s y cae a 16 m de la vertical del punto de lanzamiento. ¿Cuánto tiempo estuvo en el aire?',
    key(2, 's', 't = 2 s'),
    () => 16 / 8,
    't = x / v = 16 / 8 = 2 s.',
  ),
  physics.numeric(
    8918,
    MOTION,
    'Una pelota se lanza horizontalmente con una velocidad de 8 m/s y cae a 16 m de la vertical del punto de lanzamiento. ¿Con qué rapidez llega al suelo? Considere g = 10 m/s².',
    key(21.54, 'm/s', 'v ≈ 21,54 m/s'),
    () => Math.hypot(8, G * 2),
    't = 2 s; v_y = 20 m/s; v = √(8² + 20²) ≈ 21,54 m/s.',
  ),
  physics.numeric(
    8919,
    MOTION,
    'Una bolita sale disparada horizontalmente desde el borde de una mesa de 80 cm de altura y toca el piso a 2 m del pie de la mesa. ¿Con qué velocidad salió? Considere g = 10 m/s².',
    key(5, 'm/s', 'v = 5 m/s'),
    () => 2 / Math.sqrt((2 * 0.8) / G),
    't = √(2 · 0,8 / 10) = 0,4 s; v = 2 / 0,4 = 5 m/s.',
  ),
  physics.numeric(
    8920,
    MOTION,
    'Un avión que vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h deja caer un paquete. ¿Con qué rapidez llega el paquete al suelo? Considere g = 10 m/s².',
    key(141.42, 'm/s', 'v ≈ 141,42 m/s'),
    () => Math.hypot(100, G * 10),
    '360 km/h = 100 m/s; t = √(1000 / 10) = 10 s; v_y = 100 m/s; v = √(100² + 100²) ≈ 141,42 m/s.',
  ),
  physics.numeric(
    8921,
    MOTION,
    'Desde la terraza de un edificio de 20 m de altura se lanza horizontalmente una pelota con una velocidad de 15 m/s. ¿Qué ángulo forma con la horizontal su velocidad al llegar al suelo? Considere g = 10 m/s².',
    key(53.13, '°', 'α ≈ 53,13° por debajo de la horizontal'),
    () => deg(Math.atan2(20, 15)),
    't = 2 s; v_y = 20 m/s; tg α = 20 / 15 → α ≈ 53,13°.',
  ),
  physics.numeric(
    8922,
    MOTION,
    'Una pelota rueda sobre una mesa horizontal de 1,25 m de altura y abandona el borde con una velocidad de 3 m/s. Si la velocidad con que abandona el borde fuera el doble, ¿a qué distancia del pie de la mesa caería? Considere g = 10 m/s².',
    key(3, 'm', 'x = 3 m'),
    () => 6 * Math.sqrt((2 * 1.25) / G),
    't = 0,5 s (no depende de la velocidad horizontal); x = 6 · 0,5 = 3 m.',
  ),
];

const severalAsked: readonly ExamStyleProblem[] = [
  physics.parts(
    8923,
    MOTION,
    'Se lanza verticalmente hacia arriba una pelota desde el nivel del suelo con una velocidad inicial de 25 m/s. Considere g = 10 m/s². Hallar:',
    [
      physics.part('a', 'la altura máxima;', 31.25, 'm', 'h = 31,25 m'),
      physics.part('b', 'la rapidez con que vuelve al suelo.', 25, 'm/s', 'v = 25 m/s'),
    ],
    () => [[25 ** 2 / (2 * G)], [25]],
    'a) h = 625 / 20 = 31,25 m; b) sin rozamiento vuelve con la misma rapidez: 25 m/s, bajando.',
  ),
  physics.parts(
    8924,
    MOTION,
    'Se lanza una piedra verticalmente hacia arriba con una velocidad de 20 m/s. Hallar, 1 s después del lanzamiento, considerando g = 10 m/s²:',
    [
      physics.part('a', 'la altura a la que se encuentra;', 15, 'm', 'y = 15 m'),
      physics.part('b', 'su velocidad.', 10, 'm/s', 'v = 10 m/s'),
    ],
    () => [[20 * 1 - 5 * 1 ** 2], [20 - G * 1]],
    'a) y = 20 · 1 − 5 · 1 = 15 m; b) v = 20 − 10 = 10 m/s (todavía sube).',
  ),
  physics.numeric(
    8925,
    MOTION,
    'Una piedra se suelta desde 80 m de altura. ¿Qué distancia recorre durante los últimos 2 s de su caída? Considere g = 10 m/s².',
    key(60, 'm', 'd = 60 m'),
    () => 80 - 0.5 * G * 2 ** 2,
    'Tarda √(160 / 10) = 4 s; en los primeros 2 s cae 20 m, así que en los últimos 2 s recorre 80 − 20 = 60 m.',
  ),
  physics.numeric(
    8926,
    MOTION,
    'Desde un helicóptero en reposo a 125 m de altura se suelta un paquete. ¿Con qué velocidad llega al suelo, expresada en km/h? Considere g = 10 m/s².',
    key(180, 'km/h', 'v = 180 km/h'),
    () => Math.sqrt(2 * G * 125) * 3.6,
    'v = √(2 · 10 · 125) = 50 m/s = 180 km/h.',
  ),
  physics.numeric(
    8927,
    MOTION,
    'Se lanza una pelota verticalmente hacia arriba con 30 m/s. ¿Cuánto tarda, subiendo, en llegar a la mitad de su altura máxima? Considere g = 10 m/s².',
    key(0.88, 's', 't ≈ 0,88 s'),
    () => (6 - Math.sqrt(36 - 18)) / 2,
    'h_máx = 45 m; 22,5 = 30 t − 5 t² → t² − 6t + 4,5 = 0 → t = 3 − √4,5 ≈ 0,88 s.',
  ),
  physics.numeric(
    8928,
    MOTION,
    'Desde la terraza de un edificio de 45 m de altura se deja caer una pelota. Despreciando el rozamiento con el aire, ¿con qué velocidad llega al suelo? (Considere g = 10 m/s²)',
    key(30, 'm/s', 'v = 30 m/s'),
    () => Math.sqrt(2 * G * 45),
    'v = √(2 · 10 · 45) = 30 m/s.',
  ),
];

const works: readonly ExamStyleProblem[] = [
  physics.numeric(
    8929,
    ENERGY,
    'Un bloque de 10 kg es arrastrado 5 m sobre un piso horizontal mediante una fuerza de 50 N que lo empuja formando un ángulo de 37° por debajo de la horizontal. El coeficiente de rozamiento cinético es 0,2. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. ¿Qué trabajo realiza la fuerza de rozamiento?',
    key(-130, 'J', 'W_f = −130 J'),
    () => -0.2 * (100 + 50 * 0.6) * 5,
    'La fuerza aprieta el bloque contra el piso: N = 100 + 30 = 130 N; f = 26 N; W_f = −26 · 5 = −130 J.',
  ),
  physics.options(
    8930,
    ENERGY,
    'Sobre un cuerpo de 4 kg apoyado en una superficie horizontal se aplica una fuerza horizontal de 30 N que lo desplaza 6 m. El coeficiente de rozamiento es 0,25. El trabajo realizado por la fuerza aplicada es: (Considere g = 10 m/s²)',
    ['120 J', '180 J', '−60 J', '240 J'],
    1,
    () => [30 * 6],
    'W_F = 30 · 6 = 180 J (120 J es el trabajo neto).',
  ),
  physics.numeric(
    8931,
    ENERGY,
    'Un cajón de 20 kg, inicialmente en reposo, se empuja con una fuerza horizontal de 120 N a lo largo de 10 m sobre un piso con rozamiento (μ = 0,4). Considere g = 10 m/s². ¿Qué velocidad tiene al final del recorrido?',
    key(6.32, 'm/s', 'v ≈ 6,32 m/s'),
    () => Math.sqrt((2 * (120 - 0.4 * 20 * G) * 10) / 20),
    'f = 80 N; W_neto = 40 · 10 = 400 J = ½ · 20 · v² → v = √40 ≈ 6,32 m/s.',
  ),
  physics.options(
    8932,
    ENERGY,
    'Un ascensor de 500 kg sube con velocidad constante 12 m en 10 s. La potencia media que desarrolla el motor, en kW, es: (g = 10 m/s²)',
    ['60 kW', '6 kW', '0,6 kW', '600 kW'],
    1,
    () => [(500 * G * 12) / 10 / 1000],
    'W = 500 · 10 · 12 = 60.000 J; P = 60.000 / 10 = 6.000 W = 6 kW.',
  ),
  physics.numeric(
    8933,
    ENERGY,
    'Un motor eleva un cuerpo de 80 kg a una altura de 25 m en 20 s, con velocidad constante. ¿Qué trabajo realiza el motor? Considere g = 9,8 m/s².',
    key(19600, 'J', 'W = 19.600 J'),
    () => 80 * 9.8 * 25,
    'W = m g h = 80 · 9,8 · 25 = 19.600 J (el tiempo solo hace falta para la potencia).',
  ),
  physics.numeric(
    8934,
    ENERGY,
    'Una grúa levanta un bloque de 200 kg con velocidad constante hasta una altura de 15 m. Considere g = 9,8 m/s². ¿Qué trabajo realiza el peso del bloque?',
    key(-29400, 'J', 'W_P = −29.400 J'),
    () => -200 * 9.8 * 15,
    'El peso se opone al desplazamiento: W_P = −1.960 · 15 = −29.400 J.',
  ),
];

const measures: readonly ExamStyleProblem[] = [
  physics.numeric(
    8935,
    ERRORS,
    'Una balanza aprecia 0,1 g y se toma como error absoluto de cada pesada la mitad de su apreciación. Hallar la menor masa que se puede pesar con ella para que el error relativo porcentual no supere el 0,5 %.',
    key(10, 'g', 'm = 10 g'),
    () => 0.05 / 0.005,
    'Δm = 0,05 g; m ≥ 0,05 / 0,005 = 10 g.',
  ),
  physics.numeric(
    8936,
    ERRORS,
    'Se miden los dos tramos de un caño: L₁ = (3,20 ± 0,05) m y L₂ = (1,80 ± 0,03) m. Si el error absoluto de una diferencia es la suma de los errores absolutos, ¿cuál es el error relativo porcentual de L₁ − L₂?',
    key(5.71, '%', 'ε ≈ 5,71 %'),
    () => (0.08 / 1.4) * 100,
    'L₁ − L₂ = 1,40 m; Δ = 0,08 m; ε = 0,08 / 1,40 · 100 ≈ 5,71 %.',
  ),
  physics.numeric(
    8937,
    ERRORS,
    'El lado de un cuadrado se midió como (4,0 ± 0,1) cm. ¿Cuál es el error relativo porcentual de la medida del lado?',
    key(2.5, '%', 'ε = 2,5 %'),
    () => (0.1 / 4) * 100,
    'ε = 0,1 / 4,0 · 100 = 2,5 % (el del área sería el doble).',
  ),
  physics.numeric(
    8938,
    UNITS,
    'Una pileta de 8 m × 4 m × 1,5 m se llena hasta la mitad con una manguera que arroja 20 litros por minuto. ¿Cuántas horas tarda?',
    key(20, 'h', 't = 20 h'),
    () => (8 * 4 * 1.5 * 1000) / 2 / 20 / 60,
    'La mitad son 24 m³ = 24.000 L; 24.000 / 20 = 1.200 min = 20 h.',
  ),
  physics.numeric(
    8939,
    UNITS,
    'Un camión transporta 8 m³ de tierra por viaje. ¿Cuántos viajes debe hacer como mínimo para llevarse la tierra de una zanja de 20 m de largo, 60 cm de ancho y 2 m de profundidad?',
    key(3, 'viajes', '3 viajes'),
    () => (20 * 0.6 * 2) / 8,
    'V = 20 · 0,6 · 2 = 24 m³; 24 / 8 = 3 viajes justos.',
  ),
  physics.numeric(
    8940,
    UNITS,
    'Se quiere envasar todo el aceite de un bidón de 5 L en botellas de 750 mL. ¿Cuántas botellas hacen falta?',
    key(7, 'botellas', '7 botellas'),
    () => Math.ceil(5000 / 750),
    '5.000 / 750 ≈ 6,67: con 6 sobra aceite, hacen falta 7 botellas (la última queda a medias).',
  ),
];

const chasesAndTables: readonly ExamStyleProblem[] = [
  physics.parts(
    8941,
    CHASES,
    'Un patrullero parte del reposo con una aceleración constante de 3 m/s² en el mismo instante en que pasa a su lado un auto que marcha a 24 m/s constantes. Determinar:',
    [
      physics.part('a', 'la velocidad del patrullero cuando alcanza al auto;', 48, 'm/s', 'v = 48 m/s'),
      physics.part('b', 'la distancia que recorrió hasta alcanzarlo.', 384, 'm', 'd = 384 m'),
    ],
    () => [[3 * 16], [24 * 16]],
    'Se encuentran cuando 1,5 t² = 24 t → t = 16 s; a) v = 3 · 16 = 48 m/s; b) d = 24 · 16 = 384 m.',
  ),
  physics.numeric(
    8942,
    CHASES,
    'Un policía en moto ve pasar un auto que marcha a 20 m/s constantes y, 2 s después, sale a perseguirlo desde el reposo con una aceleración de 4 m/s². ¿Cuánto tarda en alcanzarlo, contado desde que sale?',
    key(11.71, 's', 't ≈ 11,71 s'),
    () => (10 + Math.sqrt(100 + 80)) / 2,
    'Cuando sale, el auto le lleva 40 m: 2 t² = 40 + 20 t → t² − 10t − 20 = 0 → t = 5 + √45 ≈ 11,71 s.',
  ),
  physics.numeric(
    8943,
    MOTION,
    'Un ciclista marcha a 18 km/h durante media hora y luego a 24 km/h durante tres cuartos de hora. ¿Qué distancia recorre en total?',
    key(27, 'km', 'd = 27 km'),
    () => 18 * 0.5 + 24 * 0.75,
    '18 · 0,5 + 24 · 0,75 = 9 + 18 = 27 km.',
  ),
  physics.numeric(
    8944,
    MOTION,
    'La tabla indica la velocidad de un móvil que se desplaza en línea recta. t (s): 0 2 4 6 / v (m/s): 0 6 12 12. Entre cada par de instantes la velocidad varía uniformemente. ¿Qué distancia recorrió entre t = 2 s y t = 6 s?',
    key(42, 'm', 'd = 42 m'),
    () => ((6 + 12) / 2) * 2 + 12 * 2,
    'De 2 a 4 s: (6 + 12) / 2 · 2 = 18 m; de 4 a 6 s: 12 · 2 = 24 m; en total 42 m.',
  ),
  physics.numeric(
    8945,
    MOTION,
    'La posición de un móvil que se mueve en línea recta con velocidad constante se registró en la tabla: t (s): 0 1 2 3 / x (m): 5 9 13 17. ¿En qué instante se encuentra en x = 45 m?',
    key(10, 's', 't = 10 s'),
    () => (45 - 5) / 4,
    'v = 4 m/s; 45 = 5 + 4 t → t = 10 s.',
  ),
  physics.numeric(
    8946,
    PULLEYS,
    'Dos cuerpos de 3 kg y 2 kg cuelgan de los extremos de una cuerda que pasa por una polea fija de masa despreciable (máquina de Atwood). Se sueltan desde el reposo. ¿Qué velocidad tienen 2 s después? Considere g = 10 m/s².',
    key(4, 'm/s', 'v = 4 m/s'),
    () => ((3 - 2) * G * 2) / 5,
    'a = (3 − 2) · 10 / 5 = 2 m/s²; v = 2 · 2 = 4 m/s.',
  ),
  physics.numeric(
    8947,
    PULLEYS,
    'Un bloque de 6 kg apoyado sobre una mesa horizontal sin rozamiento está unido por una cuerda, que pasa por una polea en el borde de la mesa, a un cuerpo de 4 kg que cuelga. Calcular la tensión de la cuerda. Considere g = 10 m/s².',
    key(24, 'N', 'T = 24 N'),
    () => 6 * ((4 * G) / 10),
    'a = 40 / 10 = 4 m/s²; T = 6 · 4 = 24 N.',
  ),
  physics.options(
    8948,
    DYNAMICS,
    'Un cuerpo de 2 kg parte del reposo y recorre 25 m en 5 s bajo la acción de una fuerza neta constante. El valor de esa fuerza es:',
    ['2 N', '10 N', '8 N', '50 N'],
    4,
    () => [2 * ((2 * 25) / 25)],
    'a = 2 · 25 / 5² = 2 m/s²; F = 2 · 2 = 4 N: ninguna de las opciones.',
  ),
  physics.options(
    8949,
    VECTORS,
    'Dos fuerzas concurrentes de 6 N y 8 N forman entre sí un ángulo de 120°. El módulo de la fuerza resultante es:',
    ['12,17 N', '7,21 N', '10 N', '14 N'],
    1,
    () => [Math.sqrt(36 + 64 + 2 * 6 * 8 * Math.cos(rad(120)))],
    'R² = 36 + 64 − 48 = 52 → R ≈ 7,21 N (12,17 N sería a 60°).',
  ),
];

// Found probing after the set was first measured: each was stated wrong and sure before the fix that names it.
const probed: readonly ExamStyleProblem[] = [
  physics.numeric(
    8950,
    DYNAMICS,
    'Un bloque de 2 kg apoyado en un piso sin rozamiento recibe una fuerza horizontal de 10 N. Si la masa fuera el triple, ¿qué aceleración tendría con la misma fuerza?',
    key(1.67, 'm/s²', 'a ≈ 1,67 m/s²'),
    () => 10 / 6,
    'Con 6 kg: a = 10 / 6 ≈ 1,67 m/s² (5 m/s² es la de 2 kg).',
  ),
  physics.numeric(
    8951,
    ENERGY,
    'Un resorte de constante 200 N/m se estira 10 cm. Si se estirara el doble, ¿qué energía elástica almacenaría?',
    key(4, 'J', 'E = 4 J'),
    () => 0.5 * 200 * 0.2 ** 2,
    'Con 20 cm: E = ½ · 200 · 0,2² = 4 J (el cuádruple de 1 J).',
  ),
  physics.numeric(
    8952,
    ENERGY,
    'Se empuja un cajón de 20 kg con una fuerza horizontal de 120 N a lo largo de 10 m sobre un piso con μ = 0,4. Si el piso no tuviera rozamiento, ¿qué trabajo neto se haría sobre el cajón? Considere g = 10 m/s².',
    key(1200, 'J', 'W_neto = 1.200 J'),
    () => 120 * 10,
    'Sin rozamiento la única fuerza que trabaja es la aplicada: 120 · 10 = 1.200 J.',
  ),
  physics.numeric(
    8953,
    ENERGY,
    'Una grúa levanta un bloque de 200 kg con velocidad constante hasta 15 m de altura. ¿Qué trabajo realiza la grúa si lo sube el doble de altura? Considere g = 9,8 m/s².',
    key(58800, 'J', 'W = 58.800 J'),
    () => 200 * 9.8 * 30,
    'Con 30 m: W = 1.960 · 30 = 58.800 J.',
  ),
  physics.numeric(
    8954,
    MOTION,
    'Un auto recorre 90 km en una hora y cuarto. ¿Cuál es su velocidad media en km/h?',
    key(72, 'km/h', 'v_m = 72 km/h'),
    () => 90 / 1.25,
    'Una hora y cuarto son 1,25 h: 90 / 1,25 = 72 km/h.',
  ),
  physics.numeric(
    8955,
    CHASES,
    'Un patrullero parte del reposo con una aceleración de 3 m/s² en el instante en que pasa a su lado un auto a 24 m/s constantes. ¿A qué distancia del punto de partida lo alcanza, en km?',
    key(0.384, 'km', 'd = 0,384 km'),
    () => (24 * 16) / 1000,
    '1,5 t² = 24 t → t = 16 s; d = 24 · 16 = 384 m = 0,384 km.',
  ),
  physics.numeric(
    8956,
    STATICS,
    'Un semáforo de 300 N cuelga del punto medio de un cable, y cada tramo forma 15° con la horizontal. ¿Cuál es la componente horizontal de la tensión de cada tramo?',
    key(559.81, 'N', 'T_x ≈ 559,81 N'),
    () => (150 / Math.sin(rad(15))) * Math.cos(rad(15)),
    'T = 150 / sen 15° ≈ 579,56 N; T_x = T · cos 15° = 150 / tg 15° ≈ 559,81 N.',
  ),
  physics.numeric(
    8957,
    STATICS,
    'Una viga AB de 6 m y peso despreciable, apoyada en A y en B, soporta 40 N hacia abajo a 2 m de A. ¿Qué fuerza hace el apoyo A?',
    key(26.67, 'N', 'R_A ≈ 26,67 N'),
    () => (40 * 4) / 6,
    'Momentos respecto de B: R_A · 6 = 40 · 4 → R_A ≈ 26,67 N (R_B ≈ 13,33 N).',
  ),
  physics.numeric(
    8958,
    MOTION,
    'Una pelota se lanza horizontalmente desde 20 m de altura con 15 m/s. ¿Qué velocidad vertical tiene al llegar al suelo? Considere g = 10 m/s².',
    key(20, 'm/s', 'v_y = 20 m/s'),
    () => Math.sqrt(2 * G * 20),
    't = 2 s; v_y = 10 · 2 = 20 m/s, hacia abajo (25 m/s es el módulo de la velocidad).',
  ),
  physics.numeric(
    8959,
    UNITS,
    '¿Cuántas cajas de 40 cm × 30 cm × 20 cm caben en un contenedor de 2,4 m × 1,8 m × 1,2 m si hay que dejar libres 20 cm de alto?',
    key(180, 'cajas', '180 cajas'),
    () => (240 / 40) * (180 / 30) * (100 / 20),
    'Queda 1 m de alto útil: 240 / 40 = 6, 180 / 30 = 6, 100 / 20 = 5: 6 · 6 · 5 = 180 cajas.',
  ),
  physics.numeric(
    8960,
    ERRORS,
    'Una balanza aprecia 0,1 g y con ella se pesa un objeto de 25,0 g. ¿Cuál es el error relativo porcentual si se toma como error absoluto el doble de la apreciación?',
    key(0.8, '%', 'ε = 0,8 %'),
    () => (0.2 / 25) * 100,
    'Δm = 2 · 0,1 = 0,2 g; ε = 0,2 / 25,0 · 100 = 0,8 %.',
  ),
  physics.numeric(
    8961,
    VECTORS,
    'Dos fuerzas de 30 N y 40 N, aplicadas en un mismo punto, forman entre sí un ángulo de 90°. ¿Qué ángulo forma la fuerza equilibrante con la fuerza de 40 N?',
    key(143.13, '°', 'β ≈ 143,13°'),
    () => 180 - deg(Math.atan2(30, 40)),
    'La resultante forma 36,87° con la de 40 N; la equilibrante es su opuesta: 180° − 36,87° = 143,13°.',
  ),
  physics.numeric(
    8962,
    ENERGY,
    'Una grúa levanta un contenedor de 400 kg a velocidad constante hasta una altura de 12 m en 20 s. ¿Cuánto aumenta la energía potencial del contenedor? Considere g = 10 m/s².',
    key(48000, 'J', 'ΔEp = 48.000 J'),
    () => 400 * G * 12,
    'ΔEp = 400 · 10 · 12 = 48.000 J (el tiempo solo hace falta para la potencia).',
  ),
  physics.numeric(
    8963,
    ENERGY,
    'Un ascensor de 500 kg sube 12 m en 10 s con velocidad constante. ¿Qué trabajo realiza el motor en 1 minuto? Considere g = 10 m/s².',
    key(360000, 'J', 'W = 360.000 J'),
    () => 500 * G * (12 / 10) * 60,
    'Sube a 1,2 m/s: en 60 s sube 72 m; W = 5.000 · 72 = 360.000 J.',
  ),
  physics.numeric(
    8964,
    MOTION,
    'Un avión vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h y suelta un paquete. Despreciando el rozamiento con el aire, ¿a qué distancia horizontal del avión está el paquete cuando toca el suelo?',
    key(0, 'm', 'd = 0 m: está justo debajo del avión'),
    () => 100 * 10 - 100 * 10,
    'El paquete conserva la velocidad horizontal del avión: los dos recorren 1.000 m en los 10 s de caída y el paquete toca el suelo justo debajo del avión.',
  ),
  physics.numeric(
    8965,
    MOTION,
    'Una pelota se lanza horizontalmente desde una mesa de 80 cm de altura con 3 m/s. ¿Cuánto tarda en llegar al piso, en milisegundos? Considere g = 10 m/s².',
    key(400, 'ms', 't = 400 ms'),
    () => Math.sqrt((2 * 0.8) / G) * 1000,
    't = √(2 · 0,8 / 10) = 0,4 s = 400 ms.',
  ),
  physics.numeric(
    8966,
    STATICS,
    'En el extremo de una llave de 30 cm se aplica una fuerza de 50 N perpendicular a ella. ¿Cuál es el momento de esa fuerza respecto del bulón, en N·cm?',
    key(1500, 'N·cm', 'M = 1.500 N·cm'),
    () => 50 * 30,
    'M = 50 N · 30 cm = 1.500 N·cm (= 15 N·m).',
  ),
  physics.numeric(
    8967,
    STATICS,
    'Un semáforo de 300 N cuelga del punto medio de un cable, y cada tramo forma 15° con la horizontal. Si el semáforo pesara el doble, ¿cuál sería la tensión del cable?',
    key(1159.12, 'N', 'T ≈ 1.159,12 N'),
    () => 300 / Math.sin(rad(15)),
    'Con 600 N: 2 · T · sen 15° = 600 N → T = 300 / 0,2588 ≈ 1.159,12 N (el doble de 579,56 N).',
  ),
  physics.numeric(
    8968,
    MOTION,
    'Un ciclista marcha a 18 km/h con velocidad constante. ¿Cuánto tardaría en recorrer 27 km si fuera al doble de velocidad?',
    key(0.75, 'h', 't = 0,75 h'),
    () => 27 / 36,
    'A 36 km/h: t = 27 / 36 = 0,75 h = 45 min.',
  ),
  physics.numeric(
    8969,
    ENERGY,
    'Un resorte de constante 200 N/m se estira 10 cm. ¿Qué fuerza haría falta para estirarlo el doble?',
    key(40, 'N', 'F = 40 N'),
    () => 200 * 0.2,
    'Estirarlo el doble son 20 cm: F = 200 · 0,2 = 40 N.',
  ),
  physics.numeric(
    8970,
    MOTION,
    'Un cuerpo de 2 kg se suelta desde 20 m. ¿Con qué velocidad llegaría al suelo si se lo soltara desde el doble de altura? Considere g = 10 m/s².',
    key(28.28, 'm/s', 'v ≈ 28,28 m/s'),
    () => Math.sqrt(2 * G * 40),
    'Desde 40 m: v = √(2 · 10 · 40) = √800 ≈ 28,28 m/s.',
  ),
  physics.numeric(
    8971,
    ENERGY,
    'Un cuerpo de 3 kg se mueve a 4 m/s. Si su masa se duplica y conserva la velocidad, ¿en cuánto aumenta su energía cinética?',
    key(24, 'J', 'ΔEc = 24 J'),
    () => 0.5 * 6 * 16 - 0.5 * 3 * 16,
    'Ec pasa de ½ · 3 · 16 = 24 J a ½ · 6 · 16 = 48 J: aumenta 24 J (72 J sería con la velocidad duplicada).',
  ),
  physics.options(
    8972,
    VECTORS,
    'Sobre una argolla actúan dos fuerzas: 12 N en el sentido positivo del eje x y 5 N en el sentido positivo del eje y. La fuerza equilibrante tiene una componente y de:',
    ['5 N', '−5 N', '13 N', '−12 N'],
    1,
    () => [-5],
    'R = (12; 5) N; la equilibrante es (−12; −5) N: su componente y es −5 N.',
  ),
  physics.numeric(
    8973,
    VECTORS,
    'Sea la fuerza F = 3î − 4ĵ, con sus componentes en kgf. ¿Cuál es su módulo en newtons? (1 kgf = 9,8 N)',
    key(49, 'N', '|F| = 49 N'),
    () => Math.hypot(3, 4) * KGF,
    '|F| = √(9 + 16) = 5 kgf = 5 · 9,8 = 49 N.',
  ),
  physics.numeric(
    8974,
    STATICS,
    'Dos fuerzas paralelas de sentido contrario, de 50 N y 20 N, están separadas 30 cm. ¿A qué distancia, en cm, de la fuerza menor está aplicada la resultante?',
    key(50, 'cm', 'd = 50 cm'),
    () => 20 + 30,
    'R = 30 N, fuera del segmento y del lado de la mayor, a 20 cm de ella: 20 + 30 = 50 cm de la menor.',
  ),
  physics.numeric(
    8975,
    MOTION,
    'Desde un acantilado de 80 m de altura se lanza horizontalmente una piedra con 15 m/s. ¿Cuánto tiempo tarda en caer la mitad de esa altura? Considere g = 10 m/s².',
    key(2.83, 's', 't ≈ 2,83 s'),
    () => Math.sqrt((2 * 40) / G),
    'La caída vertical no depende de los 15 m/s: 40 = 5 t² → t = √8 ≈ 2,83 s (4 s es la caída entera).',
  ),
];

export const physicsNearMisses3Problems: readonly ExamStyleProblem[] = [
  ...forces,
  ...ropes,
  ...bars,
  ...throws,
  ...severalAsked,
  ...works,
  ...measures,
  ...chasesAndTables,
  ...probed,
];
