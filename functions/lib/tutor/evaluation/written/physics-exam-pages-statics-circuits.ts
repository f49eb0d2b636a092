/**
 * Exam pages on units and measurement, vectors, statics and circuits as UTN entrance exams and the
 * Seminario booklets print them (#32, session 24, a new set written before any fix, in our own words):
 * a short scene (a tank, a lab bench, a traffic light, a plank on two trestles, an iron, a heater), the
 * data in mixed order and units, then several questions (a) b) c), «Se pide:», questions one after another)
 * where a later part uses an earlier result («con el resultado de b)…», «¿y si…?») and some pages give a
 * datum only one part uses. Kinds: conversions and scientific notation, significant figures, the most
 * probable value and the absolute and relative errors of a series of measurements; a force's components,
 * the resultant of two or three forces at angles and its direction, the equilibrant, the tensions of two
 * ropes holding a weight; the moment of a force, levers, beams on two supports (own weight, an overhang),
 * parallel forces of the same and opposite senses; Ohm's law, resistors in series and in parallel, an
 * appliance's power, energy in kWh and its cost, Coulomb's force. Five options (E «Ninguna de las
 * anteriores» the right one in 21619, 21630, 21642), pages in parts, numbers; impersonal, ustedeo and
 * voseo, decimal comma, cm beside m, mA beside A, μC. Every key worked out by hand and recomputed by
 * `check`.
 *
 * Sources: FRT's cartilla (Unidad 1: SI, conversions, notación científica; Unidad 2: vectores,
 * descomposición, condiciones de equilibrio, momentos), FRVM's Unidad 1 (magnitudes, medir), FRM's papers
 * (resultante de fuerzas paralelas opuestas y su punto de aplicación) and the students' compilation of UTN
 * partials for the electricity unit; objects, numbers and wording are ours.
 *
 * First measure, before any fix (engine at 9d7d3552, written without looking at the solvers or the engine's
 * replies): 25/44 right, 25 answered sure, 1 sure-wrong (21624 c: «si la carga se corre hasta el centro»
 * answered with the load still at its first place, 800 N and 400 N). Unanswered: 21602 (150 millones de km
 * read as 150), 21603 (the error's criterion written in part b), 21606, 21609 b, 21615 c, 21617 b, 21620 b,
 * 21622 b–c, 21625, 21629, 21631 (beams and levers), 21632 (a datum only d uses), 21635, 21636, 21639,
 * 21640, 21641, 21643 (circuits, cost, Coulomb).
 *
 * After the first fixes (circuits, electric energy, Coulomb, statics): 32/44 right, 0 wrong — the sure-wrong
 * 21624 c now declines (a load moved is no reading of the bar); 21625, 21635, 21636, 21639, 21640, 21641,
 * 21643 and the Ohm parts of 21632 answered. Then 34/44 (21620 b: the angle with «el cable de 400 N»; 21631:
 * a beam on its end A and a point B, a load at its free end), then 36/44 (21609 b: a pool filled «hasta una
 * profundidad de 1,6 m»; 21617 b: the third of three forces in equilibrium, its angle with the west).
 * Left: 21602 (150 millones de km in m, now declined rather than read as 150), 21606 (an area, its
 * scientific notation and its significant figures), and six pages whose missing part is answered alone but
 * not on the page — 21603 c (the error's criterion said in part b), 21615 c and 21622 c (a «¿y si…?» part),
 * 21624 c (a load moved: declined on purpose), 21629 b (the brother's mass said in part a), 21632 d (the
 * hours of use said in part c).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const MECHANICS = ['frt-fisica-cartilla', 'frvm-fisica-u1-2025', 'frm-fisica-2023-08-05-t2'];
const CIRCUITS = 'utn-ingreso-parciales-2022-2025';

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: MECHANICS,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: MECHANICS, matematicas: [], quimica: [] });
const circuitsPage = onThePage({ fisica: [CIRCUITS], matematicas: [], quimica: [] });

const UNITS = 'mecanica.conversion-unidades';
const ERRORS = 'mecanica.errores-medicion';
const VECTORS = 'mecanica.unidades-vectores';
const STATIC = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const OHM = ['electricidad.circuitos-ohm', [CIRCUITS]] as const;
const POWER = ['electricidad.potencia-energia', [CIRCUITS]] as const;
const CHARGE = ['electricidad.carga-campo', [CIRCUITS]] as const;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const sin = (degrees: number) => Math.sin(rad(degrees));
const cos = (degrees: number) => Math.cos(rad(degrees));
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
/** Coulomb's constant as the statements give it (k = 9 · 10⁹ N·m²/C²). */
const K = 9e9;
const coulomb = (q1: number, q2: number, r: number) => (K * Math.abs(q1 * q2)) / (r * r);
const parallelOf = (...resistors: number[]) => 1 / resistors.reduce((sum, r) => sum + 1 / r, 0);

/** Units, scientific notation, significant figures, errors. */
const measurement: readonly ExamStyleProblem[] = [
  parts(
    21600,
    UNITS,
    'El tanque de agua de una casa tiene forma de prisma rectangular: mide 1,2 m de largo, 80 cm de ancho y 5 dm de alto. Para llenarlo se usa una canilla que entrega 4 litros por minuto.',
    [
      part('a', 'Calcule el volumen del tanque en m³.', 0.48, 'm³', '0,48 m³'),
      part('b', 'Exprese ese volumen en litros.', 480, 'L', '480 L'),
      part(
        'c',
        'Con el resultado de b), ¿cuántas horas tarda la canilla en llenarlo estando vacío?',
        2,
        'h',
        '2 h',
      ),
    ],
    () => [[1.2 * 0.8 * 0.5], [1.2 * 0.8 * 0.5 * 1000], [(1.2 * 0.8 * 0.5 * 1000) / 4 / 60]],
    'V = 1,2 · 0,8 · 0,5 = 0,48 m³ = 480 L; t = 480 / 4 = 120 min = 2 h.',
  ),
  numeric(
    21601,
    UNITS,
    'Un tren de pasajeros marcha a 108 km/h constantes. ¿Cuántos metros recorre en 45 segundos?',
    key(1350, 'm', 'd = 1350 m'),
    () => (108 / 3.6) * 45,
    '108 km/h = 30 m/s; d = 30 · 45 = 1350 m.',
  ),
  options(
    21602,
    UNITS,
    'La distancia media entre la Tierra y el Sol es de unos 150 millones de kilómetros. Expresada en metros y en notación científica, esa distancia es:',
    ['1,5 · 10¹¹ m', '1,5 · 10⁸ m', '1,5 · 10⁹ m', '1,5 · 10¹⁴ m'],
    0,
    () => [150e6 * 1000],
    '150 · 10⁶ km = 1,5 · 10⁸ km = 1,5 · 10¹¹ m.',
  ),
  parts(
    21603,
    ERRORS,
    'En una práctica de laboratorio, cinco alumnos miden el largo de la misma mesada con una cinta métrica y obtienen: 1,52 m; 1,50 m; 1,53 m; 1,51 m y 1,54 m. Se pide:',
    [
      part('a', 'El valor más probable de la medición.', 1.52, 'm', '1,52 m'),
      part(
        'b',
        'El error absoluto, tomado como la semidiferencia entre la mayor y la menor de las mediciones.',
        0.02,
        'm',
        '0,02 m',
      ),
      part('c', 'El error relativo porcentual.', (0.02 / 1.52) * 100, '%', '≈ 1,32 %'),
    ],
    () => [[(1.52 + 1.5 + 1.53 + 1.51 + 1.54) / 5], [(1.54 - 1.5) / 2], [((1.54 - 1.5) / 2 / 1.52) * 100]],
    'x̄ = 7,60 / 5 = 1,52 m; Δx = (1,54 − 1,50) / 2 = 0,02 m; ε% = 0,02 / 1,52 · 100 ≈ 1,32 %.',
  ),
  numeric(
    21604,
    ERRORS,
    'Al pesar una muestra de 250 g con una balanza se comete un error absoluto de 0,5 g. Calcular el error relativo porcentual de la medición.',
    key(0.2, '%', 'ε = 0,2 %'),
    () => (0.5 / 250) * 100,
    'ε = 0,5 / 250 = 0,002 → 0,2 %.',
  ),
  options(
    21605,
    ERRORS,
    '¿Cuántas cifras significativas tiene la medición 0,004050 kg?',
    ['4', '7', '3', '6'],
    0,
    () => [4],
    'Los ceros a la izquierda no cuentan; 4, 0, 5 y el cero final sí: 4 cifras significativas.',
  ),
  parts(
    21606,
    ERRORS,
    'Con una regla se midieron los lados de la tapa rectangular de una caja: 12,5 cm y 4,2 cm.',
    [
      part('a', '¿Cuál es el área de la tapa en cm²?', 52.5, 'cm²', '52,5 cm²'),
      part('b', 'Exprese esa área en m², en notación científica.', 5.25e-3, 'm²', '5,25 · 10⁻³ m²'),
      part('c', '¿Con cuántas cifras significativas corresponde informar el área?', 2, '', '2'),
    ],
    () => [[12.5 * 4.2], [(12.5 * 4.2) / 10000], [2]],
    'A = 12,5 · 4,2 = 52,5 cm² = 5,25 · 10⁻³ m²; el factor con menos cifras (4,2) tiene 2: se informa con 2.',
  ),
  numeric(
    21607,
    UNITS,
    'La densidad del hierro es 7,8 g/cm³. Exprésela en kg/m³.',
    key(7800, 'kg/m³', '7800 kg/m³'),
    () => 7.8 * 1000,
    '7,8 g/cm³ = 7,8 · 10⁻³ kg / 10⁻⁶ m³ = 7800 kg/m³.',
  ),
  options(
    21608,
    UNITS,
    'Un atleta recorre 100 m llanos en 10 s. Su velocidad media expresada en km/h es:',
    ['36 km/h', '10 km/h', '3,6 km/h', '360 km/h'],
    0,
    () => [(100 / 10) * 3.6],
    'v = 10 m/s = 36 km/h.',
  ),
  page(
    'fisica',
    21609,
    UNITS,
    'Una pileta de natación mide 25 m de largo por 12 m de ancho y se llena hasta una profundidad de 1,6 m. a) ¿Cuántos litros de agua contiene? b) Si la bomba que la llena entrega 800 litros por minuto, ¿cuántas horas tarda en llenarla?',
    'a) 480000 L; b) 10 h',
    () => [25 * 12 * 1.6 * 1000, (25 * 12 * 1.6 * 1000) / 800 / 60],
    'V = 25 · 12 · 1,6 = 480 m³ = 480 000 L; t = 480 000 / 800 = 600 min = 10 h.',
  ),
  parts(
    21610,
    UNITS,
    'La luz viaja a 300 000 km/s y la distancia entre el Sol y la Tierra es de 1,5 · 10⁸ km. Se pide:',
    [
      part('a', 'El tiempo que tarda la luz del Sol en llegar a la Tierra, en segundos.', 500, 's', '500 s'),
      part('b', 'Ese mismo tiempo expresado en minutos.', 500 / 60, 'min', '≈ 8,33 min'),
    ],
    () => [[1.5e8 / 3e5], [1.5e8 / 3e5 / 60]],
    't = 1,5 · 10⁸ / 3 · 10⁵ = 500 s ≈ 8,33 min.',
  ),
];

/** A force's components, resultants at angles, equilibrium of three forces, two ropes. */
const vectors: readonly ExamStyleProblem[] = [
  options(
    21611,
    VECTORS,
    'Se tira de un carrito con una fuerza de 50 N que forma 37° con la horizontal. Las componentes horizontal y vertical de la fuerza son, respectivamente (sen 37° = 0,6; cos 37° = 0,8):',
    ['40 N y 30 N', '25 N y 43,3 N', '35 N y 35 N', '45 N y 20 N'],
    0,
    () => [50 * 0.8, 50 * 0.6],
    'Fx = 50 · 0,8 = 40 N; Fy = 50 · 0,6 = 30 N.',
  ),
  parts(
    21612,
    VECTORS,
    'Sobre un poste actúan dos fuerzas horizontales perpendiculares entre sí: una de 80 N hacia el este y otra de 60 N hacia el norte.',
    [
      part('a', 'Determine el módulo de la fuerza resultante.', 100, 'N', '100 N'),
      part(
        'b',
        '¿Qué ángulo forma la resultante con la fuerza de 80 N?',
        deg(Math.atan(60 / 80)),
        '°',
        '≈ 36,87°',
      ),
      part(
        'c',
        '¿Qué fuerza habría que aplicar para equilibrar el poste? Indique su módulo.',
        100,
        'N',
        '100 N',
      ),
    ],
    () => [[Math.hypot(80, 60)], [deg(Math.atan(60 / 80))], [Math.hypot(80, 60)]],
    'R = √(80² + 60²) = 100 N; tg α = 60/80 → α ≈ 36,87°; la equilibrante tiene el mismo módulo, 100 N, y sentido opuesto.',
  ),
  numeric(
    21613,
    VECTORS,
    'Dos fuerzas de 30 N y 50 N se aplican sobre un mismo punto formando entre sí un ángulo de 60°. Calculá el módulo de la resultante.',
    key(70, 'N', 'R = 70 N'),
    () => Math.sqrt(30 ** 2 + 50 ** 2 + 2 * 30 * 50 * cos(60)),
    'R² = 900 + 2500 + 2 · 30 · 50 · 0,5 = 4900 → R = 70 N.',
  ),
  page(
    'fisica',
    21614,
    VECTORS,
    'Un anillo apoyado sobre una mesa horizontal está sometido a tres fuerzas: F1 = 40 N hacia el este, F2 = 30 N hacia el norte y F3 = 20 N hacia el oeste. Hallar: a) las componentes de la resultante sobre los ejes x (este) e y (norte); b) el módulo de la resultante; c) el ángulo que forma la resultante con el eje x.',
    'a) Rx = 20 N, Ry = 30 N; b) R ≈ 36,06 N; c) ≈ 56,31°',
    () => [20, 30, Math.hypot(20, 30), deg(Math.atan(30 / 20))],
    'Rx = 40 − 20 = 20 N; Ry = 30 N; R = √(400 + 900) ≈ 36,06 N; tg α = 30/20 → α ≈ 56,31°.',
  ),
  parts(
    21615,
    STATIC,
    'Un semáforo de 20 kg cuelga en reposo del punto medio de dos cables iguales, cada uno de los cuales forma 30° con la horizontal. Considere g = 10 m/s².',
    [
      part('a', '¿Cuál es el peso del semáforo?', 200, 'N', '200 N'),
      part('b', 'Calcule la tensión de cada cable.', 200, 'N', '200 N'),
      part(
        'c',
        '¿Y si los cables formaran 60° con la horizontal? Calcule la nueva tensión de cada uno.',
        200 / (2 * sin(60)),
        'N',
        '≈ 115,47 N',
      ),
    ],
    () => [[20 * 10], [(20 * 10) / (2 * sin(30))], [(20 * 10) / (2 * sin(60))]],
    'P = 200 N; 2 T sen 30° = 200 → T = 200 N; con 60°: T = 200 / (2 · 0,866) ≈ 115,47 N.',
  ),
  options(
    21616,
    STATIC,
    'Un cuadro que pesa 100 N cuelga en equilibrio de dos cuerdas sujetas al techo: una forma 37° con la horizontal y la otra 53°. La tensión de la cuerda que forma 53° con la horizontal es (sen 37° = 0,6; cos 37° = 0,8):',
    ['80 N', '60 N', '100 N', '50 N'],
    0,
    () => [100 * 0.8],
    'T₁ cos 37° = T₂ cos 53° → 0,8 T₁ = 0,6 T₂; T₁ · 0,6 + T₂ · 0,8 = 100 → T₁ = 60 N, T₂ = 80 N.',
  ),
  parts(
    21617,
    STATIC,
    'Tres fuerzas concurrentes mantienen en equilibrio un cuerpo. Dos de ellas son F1 = 30 N, dirigida hacia el este, y F2 = 40 N, dirigida hacia el norte.',
    [
      part('a', 'Calcular el módulo de la tercera fuerza.', 50, 'N', '50 N'),
      part(
        'b',
        '¿Qué ángulo forma la tercera fuerza con la dirección oeste?',
        deg(Math.atan(40 / 30)),
        '°',
        '≈ 53,13° (hacia el sur del oeste)',
      ),
    ],
    () => [[Math.hypot(30, 40)], [deg(Math.atan(40 / 30))]],
    'F3 = −(F1 + F2): |F3| = √(30² + 40²) = 50 N, apunta al sudoeste; tg α = 40/30 → α ≈ 53,13° bajo el oeste.',
  ),
  numeric(
    21618,
    VECTORS,
    'Dados los vectores fuerza A = (3 i + 4 j) N y B = (−6 i + 4 j) N, determine el módulo de A + B.',
    key(Math.sqrt(73), 'N', '|A + B| ≈ 8,54 N'),
    () => Math.hypot(3 - 6, 4 + 4),
    'A + B = (−3 i + 8 j) N; |A + B| = √(9 + 64) = √73 ≈ 8,54 N.',
  ),
  options(
    21619,
    VECTORS,
    'Dos fuerzas de 12 N y 5 N actúan sobre un mismo cuerpo y son perpendiculares entre sí. El módulo de la resultante es:',
    ['17 N', '7 N', '8,5 N', '15 N'],
    4,
    () => [13],
    'R = √(144 + 25) = 13 N: ninguna de las cuatro.',
  ),
  parts(
    21620,
    VECTORS,
    'Un barco averiado es remolcado por dos lanchas. Una tira con 400 N y la otra con 300 N, y los cables forman entre sí un ángulo de 60°.',
    [
      part(
        'a',
        'Determine el módulo de la fuerza resultante sobre el barco.',
        Math.sqrt(400 ** 2 + 300 ** 2 + 2 * 400 * 300 * cos(60)),
        'N',
        '≈ 608,28 N',
      ),
      part(
        'b',
        'Con el resultado anterior, halle el ángulo que forma la resultante con el cable de 400 N.',
        deg(Math.asin((300 * sin(60)) / Math.sqrt(370000))),
        '°',
        '≈ 25,28°',
      ),
    ],
    () => [
      [Math.sqrt(400 ** 2 + 300 ** 2 + 2 * 400 * 300 * cos(60))],
      [deg(Math.atan2(300 * sin(60), 400 + 300 * cos(60)))],
    ],
    'R² = 160 000 + 90 000 + 120 000 = 370 000 → R ≈ 608,28 N; sen α = 300 · sen 60° / R → α ≈ 25,28°.',
  ),
];

/** Moments, levers, beams on two supports, parallel forces. */
const statics: readonly ExamStyleProblem[] = [
  numeric(
    21621,
    STATIC,
    'Para aflojar una tuerca se usa una llave de 25 cm de largo y se aplica en su extremo una fuerza de 80 N perpendicular al mango. ¿Qué momento se produce respecto de la tuerca?',
    key(20, 'N·m', 'M = 20 N·m'),
    () => 80 * 0.25,
    'M = F · d = 80 · 0,25 = 20 N·m.',
  ),
  parts(
    21622,
    STATIC,
    'Un mecánico aplica una fuerza de 50 N en el extremo de una llave de 30 cm, pero la fuerza forma un ángulo de 30° con el mango.',
    [
      part('a', 'Calcule el momento de la fuerza respecto del eje del tornillo.', 7.5, 'N·m', '7,5 N·m'),
      part('b', '¿Qué fuerza perpendicular al mango produciría el mismo momento?', 25, 'N', '25 N'),
      part(
        'c',
        '¿Y si la fuerza de 50 N se aplicara perpendicular al mango? Calcule el momento.',
        15,
        'N·m',
        '15 N·m',
      ),
    ],
    () => [[50 * 0.3 * sin(30)], [(50 * 0.3 * sin(30)) / 0.3], [50 * 0.3]],
    'M = 50 · 0,3 · sen 30° = 7,5 N·m; F⊥ = 7,5 / 0,3 = 25 N; perpendicular: 50 · 0,3 = 15 N·m.',
  ),
  options(
    21623,
    STATIC,
    'Con una barreta de 1,5 m de largo se quiere levantar una piedra de 90 kg. El punto de apoyo se coloca a 30 cm de la piedra, que está en un extremo. ¿Qué fuerza mínima hay que aplicar en el otro extremo? (g = 10 m/s²)',
    ['225 N', '180 N', '300 N', '4500 N'],
    0,
    () => [(90 * 10 * 0.3) / 1.2],
    'P · 0,3 = F · 1,2 → F = 900 · 0,3 / 1,2 = 225 N.',
  ),
  parts(
    21624,
    STATIC,
    'Una viga horizontal de 6 m de longitud y peso despreciable está apoyada en sus extremos A y B. Sobre ella se coloca una carga de 1200 N a 2 m del apoyo A.',
    [
      part('a', 'Calcule la reacción en el apoyo A.', 800, 'N', '800 N'),
      part('b', 'Calcule la reacción en el apoyo B.', 400, 'N', '400 N'),
      part(
        'c',
        'Si la carga se corre hasta el centro de la viga, ¿cuánto vale ahora la reacción en cada apoyo?',
        600,
        'N',
        '600 N cada uno',
      ),
    ],
    () => [[(1200 * 4) / 6], [(1200 * 2) / 6], [1200 / 2]],
    'Momentos respecto de B: R_A · 6 = 1200 · 4 → R_A = 800 N; R_B = 1200 − 800 = 400 N; centrada: 600 N cada uno.',
  ),
  page(
    'fisica',
    21625,
    STATIC,
    'Un tablón uniforme de 4 m de largo y 20 kg de masa se apoya horizontalmente sobre dos caballetes ubicados en sus extremos A y B. Un pintor de 70 kg se para sobre el tablón a 1 m del extremo A. Considerando g = 9,8 m/s², determine la fuerza que ejerce cada caballete sobre el tablón.',
    'R_A = 612,5 N; R_B = 269,5 N',
    () => [20 * 9.8 + 70 * 9.8 - (20 * 9.8 * 2 + 70 * 9.8 * 1) / 4, (20 * 9.8 * 2 + 70 * 9.8 * 1) / 4],
    'Momentos respecto de A: R_B · 4 = 196 · 2 + 686 · 1 = 1078 → R_B = 269,5 N; R_A = 882 − 269,5 = 612,5 N.',
  ),
  parts(
    21626,
    PARALLEL,
    'Dos fuerzas paralelas y del mismo sentido, de 30 N y 90 N, están aplicadas en los extremos de una barra de 80 cm de peso despreciable.',
    [
      part('a', 'Halle el módulo de la resultante.', 120, 'N', '120 N'),
      part(
        'b',
        '¿A qué distancia de la fuerza de 30 N está el punto de aplicación de la resultante? Exprese el resultado en cm.',
        60,
        'cm',
        '60 cm',
      ),
    ],
    () => [[30 + 90], [(90 * 80) / 120]],
    'R = 120 N; R · x = 90 · 80 → x = 60 cm de la fuerza de 30 N (20 cm de la de 90 N).',
  ),
  options(
    21627,
    PARALLEL,
    'Sobre una barra actúan dos fuerzas paralelas de sentidos opuestos: 100 N hacia arriba y 40 N hacia abajo, separadas 30 cm. ¿A qué distancia de la fuerza mayor se encuentra el punto de aplicación de la resultante?',
    ['20 cm', '50 cm', '8,57 cm', '12 cm'],
    0,
    () => [(40 * 30) / (100 - 40)],
    'R = 60 N hacia arriba, fuera del segmento, del lado de la mayor: x = 40 · 30 / 60 = 20 cm.',
  ),
  numeric(
    21628,
    STATIC,
    'Un albañil lleva en su carretilla 60 kg de arena. El centro de gravedad de la carga está a 40 cm del eje de la rueda y las manijas están a 1,2 m de ese eje. ¿Qué fuerza vertical debe hacer para sostener la carretilla? (g = 10 m/s²; peso propio de la carretilla despreciable)',
    key(200, 'N', 'F = 200 N'),
    () => (60 * 10 * 0.4) / 1.2,
    'F · 1,2 = 600 · 0,4 → F = 200 N.',
  ),
  parts(
    21629,
    STATIC,
    'En una plaza hay un subibaja de 4 m de largo con el apoyo en su centro. Un chico de 30 kg se sienta en uno de los extremos; la tabla es de peso despreciable y g = 10 m/s².',
    [
      part(
        'a',
        '¿A qué distancia del apoyo debe sentarse su hermano, de 40 kg, para que la tabla quede en equilibrio horizontal?',
        1.5,
        'm',
        '1,5 m',
      ),
      part('b', 'En esa situación, ¿qué fuerza ejerce el apoyo sobre la tabla?', 700, 'N', '700 N'),
    ],
    () => [[(30 * 2) / 40], [(30 + 40) * 10]],
    '30 · 2 = 40 · x → x = 1,5 m; N = (30 + 40) · 10 = 700 N.',
  ),
  options(
    21630,
    STATIC,
    'Una palanca está en equilibrio: una fuerza de 40 N aplicada a 2 m del punto de apoyo sostiene una carga ubicada, del otro lado, a 50 cm del apoyo. El peso de la carga es:',
    ['80 N', '100 N', '10 N', '200 N'],
    4,
    () => [(40 * 2) / 0.5],
    '40 · 2 = P · 0,5 → P = 160 N: ninguna de las cuatro.',
  ),
  parts(
    21631,
    STATIC,
    'Una viga de 5 m de largo y peso despreciable se apoya en A, su extremo izquierdo, y en B, a 4 m de A; el último metro queda en voladizo. Se cuelga una carga de 800 N a 2 m de A y otra de 500 N en el extremo libre.',
    [
      part('a', 'Determine la reacción en el apoyo B.', 1025, 'N', '1025 N'),
      part('b', 'Con el resultado de a), determine la reacción en A.', 275, 'N', '275 N'),
    ],
    () => [[(800 * 2 + 500 * 5) / 4], [800 + 500 - (800 * 2 + 500 * 5) / 4]],
    'Momentos respecto de A: R_B · 4 = 800 · 2 + 500 · 5 = 4100 → R_B = 1025 N; R_A = 1300 − 1025 = 275 N.',
  ),
];

/** Ohm's law, series and parallel, power and the cost of energy, Coulomb's law. */
const electricity: readonly ExamStyleProblem[] = [
  parts(
    21632,
    POWER,
    'Una plancha se conecta a la red de 220 V y por ella circula una corriente de 5 A. La tarifa eléctrica es de $120 por kWh.',
    [
      part('a', '¿Cuál es la resistencia de la plancha?', 44, 'Ω', '44 Ω'),
      part('b', '¿Qué potencia consume?', 1100, 'W', '1100 W'),
      part(
        'c',
        'Si se usa 2 horas por día durante 30 días, ¿cuánta energía consume en kWh?',
        66,
        'kWh',
        '66 kWh',
      ),
      part('d', '¿Cuánto cuesta esa energía?', 7920, '$', '$7920'),
    ],
    () => [[220 / 5], [220 * 5], [((220 * 5) / 1000) * 2 * 30], [((220 * 5) / 1000) * 2 * 30 * 120]],
    'R = 220/5 = 44 Ω; P = 220 · 5 = 1100 W; E = 1,1 kW · 60 h = 66 kWh; costo = 66 · 120 = $7920.',
  ),
  circuitsPage(
    'fisica',
    21633,
    OHM[0],
    'Tres resistencias de 10 Ω, 20 Ω y 30 Ω se conectan en serie a una batería de 12 V. Calcule: a) la resistencia equivalente; b) la intensidad de la corriente que circula; c) la caída de tensión en la resistencia de 20 Ω.',
    'a) 60 Ω; b) 0,2 A; c) 4 V',
    () => [60, 12 / 60, (12 / 60) * 20],
    'R = 10 + 20 + 30 = 60 Ω; I = 12/60 = 0,2 A; V₂ = 0,2 · 20 = 4 V.',
  ),
  parts(
    21634,
    OHM,
    'Dos resistencias de 6 Ω y 12 Ω se conectan en paralelo a una fuente de 24 V.',
    [
      part('a', 'Halle la resistencia equivalente.', 4, 'Ω', '4 Ω'),
      part('b', 'Halle la corriente total que entrega la fuente.', 6, 'A', '6 A'),
      part('c', '¿Qué corriente circula por la resistencia de 6 Ω?', 4, 'A', '4 A'),
    ],
    () => [[parallelOf(6, 12)], [24 / parallelOf(6, 12)], [24 / 6]],
    'R = 6 · 12 / 18 = 4 Ω; I = 24/4 = 6 A; I₆ = 24/6 = 4 A.',
  ),
  options(
    21635,
    OHM,
    'Una resistencia de 4 Ω se conecta en serie con un grupo formado por dos resistencias de 12 Ω y 6 Ω conectadas en paralelo entre sí. La resistencia equivalente del conjunto es:',
    ['8 Ω', '22 Ω', '2 Ω', '6 Ω'],
    0,
    () => [4 + parallelOf(12, 6)],
    'Paralelo: 12 · 6 / 18 = 4 Ω; en serie con 4 Ω: 8 Ω.',
  ),
  numeric(
    21636,
    POWER,
    'Un televisor de 150 W permanece encendido 6 horas por día. Si el kWh cuesta $80, ¿cuánto cuesta la energía que consume en 30 días?',
    key(2160, '$', '$2160'),
    () => (150 / 1000) * 6 * 30 * 80,
    'E = 0,15 kW · 6 h · 30 = 27 kWh; costo = 27 · 80 = $2160.',
  ),
  parts(
    21637,
    POWER,
    'Una lámpara incandescente tiene grabada la inscripción «60 W – 220 V» y se la conecta a la tensión indicada.',
    [
      part('a', '¿Qué intensidad de corriente circula por ella?', 60 / 220, 'A', '≈ 0,27 A'),
      part('b', '¿Cuál es su resistencia en funcionamiento?', 220 ** 2 / 60, 'Ω', '≈ 806,67 Ω'),
      part('c', '¿Cuánta energía consume en 5 horas? Expréselo en kWh.', 0.3, 'kWh', '0,3 kWh'),
    ],
    () => [[60 / 220], [220 ** 2 / 60], [(60 / 1000) * 5]],
    'I = 60/220 ≈ 0,27 A; R = 220²/60 ≈ 806,67 Ω; E = 0,06 kW · 5 h = 0,3 kWh.',
  ),
  options(
    21638,
    CHARGE,
    'Dos cargas puntuales de 3 μC y −5 μC se encuentran en el vacío separadas 30 cm. El módulo de la fuerza entre ellas es (k = 9 · 10⁹ N·m²/C²):',
    ['1,5 N', '0,45 N', '15 N', '150 N'],
    0,
    () => [coulomb(3e-6, -5e-6, 0.3)],
    'F = 9 · 10⁹ · 3 · 10⁻⁶ · 5 · 10⁻⁶ / 0,09 = 1,5 N (atractiva).',
  ),
  parts(
    21639,
    CHARGE,
    'Dos cargas puntuales iguales de 2 μC están separadas 0,2 m en el vacío (k = 9 · 10⁹ N·m²/C²).',
    [
      part('a', 'Calcule el módulo de la fuerza de repulsión.', 0.9, 'N', '0,9 N'),
      part('b', '¿Cuánto vale la fuerza si la distancia entre ellas se duplica?', 0.225, 'N', '0,225 N'),
      part(
        'c',
        'En la situación de a), si una de las cargas se triplica, ¿cuánto vale la fuerza?',
        2.7,
        'N',
        '2,7 N',
      ),
    ],
    () => [[coulomb(2e-6, 2e-6, 0.2)], [coulomb(2e-6, 2e-6, 0.4)], [coulomb(6e-6, 2e-6, 0.2)]],
    'F = 9 · 10⁹ · 4 · 10⁻¹² / 0,04 = 0,9 N; distancia doble: F/4 = 0,225 N; una carga triple: 3F = 2,7 N.',
  ),
  numeric(
    21640,
    CHARGE,
    '¿A qué distancia deben ubicarse dos cargas puntuales de 4 μC cada una para que se repelan con una fuerza de 3,6 N? (k = 9 · 10⁹ N·m²/C²)',
    key(0.2, 'm', 'd = 0,2 m'),
    () => Math.sqrt((K * 4e-6 * 4e-6) / 3.6),
    'd² = 9 · 10⁹ · 16 · 10⁻¹² / 3,6 = 0,04 → d = 0,2 m.',
  ),
  parts(
    21641,
    POWER,
    'Un calefactor eléctrico de 2000 W se conecta a 220 V y funciona 3 horas diarias. El kWh se paga $95.',
    [
      part('a', 'Calcule la corriente que consume.', 2000 / 220, 'A', '≈ 9,09 A'),
      part('b', '¿Qué energía consume por día, en kWh?', 6, 'kWh', '6 kWh'),
      part(
        'c',
        'Con el resultado de b), ¿cuánto se paga por su uso durante un mes de 30 días?',
        17100,
        '$',
        '$17100',
      ),
    ],
    () => [[2000 / 220], [2 * 3], [2 * 3 * 30 * 95]],
    'I = 2000/220 ≈ 9,09 A; E = 2 kW · 3 h = 6 kWh; costo = 6 · 30 · 95 = $17 100.',
  ),
  options(
    21642,
    OHM,
    'Por una resistencia de 50 Ω circula una corriente de 300 mA. La diferencia de potencial entre sus extremos es:',
    ['150 V', '1,5 V', '0,6 V', '6 V'],
    4,
    () => [50 * 0.3],
    'V = 50 · 0,3 = 15 V: ninguna de las cuatro.',
  ),
  circuitsPage(
    'fisica',
    21643,
    OHM[0],
    'En un circuito, una resistencia R1 = 2 Ω está conectada en serie con el paralelo formado por R2 = 6 Ω y R3 = 3 Ω; el conjunto se alimenta con una fuente de 12 V. Hallar: a) la resistencia equivalente; b) la corriente que entrega la fuente; c) la potencia total disipada.',
    'a) 4 Ω; b) 3 A; c) 36 W',
    () => [2 + parallelOf(6, 3), 12 / (2 + parallelOf(6, 3)), (12 * 12) / (2 + parallelOf(6, 3))],
    'R = 2 + 6 · 3 / 9 = 4 Ω; I = 12/4 = 3 A; P = 12 · 3 = 36 W.',
  ),
];

export const physicsExamPagesStaticsCircuitsProblems: readonly ExamStyleProblem[] = [
  ...measurement,
  ...vectors,
  ...statics,
  ...electricity,
];
