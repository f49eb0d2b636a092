/**
 * Statics and simple machines worded the way the entrance exams word them, a second set (#32) beside
 * physics-exam-wording-forces.ts, in phrasings that one does not use: «Hallar la resultante y su punto de
 * aplicación» measured from a named end or point, «Calcular las reacciones en los apoyos» of a beam with
 * and without its own weight, two workers carrying a load hung from a pipe, a balancín, a «par de
 * fuerzas» and its arm, the moment of a force at an angle to the bar and the sum of moments about a
 * hinge, where to hang a weight to balance a rod; levers of the first, second and third kind (the force
 * needed and the «ventaja mecánica»), the fixed and the movable pulley, the «aparejo potencial» and the
 * «aparejo factorial», the inclined plane, the «torno» and the screw as simple machines; a body hung
 * from two ropes given by their angles with the vertical, a lamp on a sagging cable, a block held on an
 * incline by a force parallel or horizontal (its value and the normal), the least force with friction;
 * and «mecánica» questions that mix Newton's laws with statics. Data in N, kgf or kg with g stated after
 * the question, five options with units (some keyed «Ninguna de las anteriores»), numbers and parts.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (first-term, final and make-up papers of another UTN regional, 2022–2025, compiled by students: read
 *   for how they word a task, not for their numbers);
 * - FRM's Seminario, Unidad 4, Estática (parallel forces and Stevin's relation, moments, couples, the
 *   lever whose support is sought, the hinged beam), for the kinds of exercise:
 *   https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/4%20EST%C3%81TICA.pdf
 * - FRM's Seminario, Unidad 1, Vectores (components of a force at an angle):
 *   https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/2%20VECTORES.pdf
 * - the simple machines (levers by kind, pulleys and «aparejos», the torno and the screw) as Argentine
 *   secondary and entrance courses teach them, from the authors' own knowledge.
 *
 * No statement was copied: objects, numbers and wording are ours. Every key was worked out by hand and is
 * recomputed by `check`. The first 48 (10200…10247) were measured before any solver change for them
 * (21/48, 1 wrong); the last 10 (10248…10257) were written after the fixes, in other words and numbers,
 * and measured before any change for them (8/10); 10258…10265 likewise after those (5/8); 10266 and
 * 10267 were found probing after the fixes (the first was stated wrong until cec4064).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, writtenSet } from './builders.ts';

const EXAMS = ['utn-ingreso-parciales-2022-2025', 'frm-fisica-2025-estatica'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: EXAMS,
  difficulty: 'medio',
  tolerance: halfPercent,
});

const STATIC = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const PULLEYS = 'mecanica.tension-poleas';
const DYNAMICS = 'mecanica.dinamica';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const cos = (degrees: number) => Math.cos(rad(degrees));
const sin = (degrees: number) => Math.sin(rad(degrees));
/** The tensions of two ropes at θ₁ and θ₂ above the horizontal, on either side, holding a weight W. */
const twoRopes = (weight: number, first: number, second: number) => [
  (weight * cos(second)) / sin(first + second),
  (weight * cos(first)) / sin(first + second),
];

/** Parallel forces: the resultant and where it acts, a load carried by two people, beams, a balancín. */
const parallelForces: readonly ExamStyleProblem[] = [
  options(
    10200,
    PARALLEL,
    'Sobre los extremos A y B de una barra AB de 1,2 m actúan dos fuerzas paralelas del mismo sentido: F1 = 30 N en A y F2 = 70 N en B. Hallar la resultante y su punto de aplicación medido desde A.',
    ['100 N, a 0,36 m de A', '40 N, a 0,84 m de A', '100 N, a 0,84 m de A', '100 N, a 0,6 m de A'],
    2,
    () => [30 + 70, (70 * 1.2) / (30 + 70)],
    'R = 30 + 70 = 100 N. Momentos respecto de A: 100·x = 70·1,2 → x = 0,84 m de A.',
  ),
  parts(
    10201,
    PARALLEL,
    'Sobre una varilla AB de 80 cm actúan dos fuerzas paralelas de sentido contrario, perpendiculares a ella: en A, 50 N hacia arriba; en B, 30 N hacia abajo. Determinar: a) la intensidad de la resultante; b) la distancia de su punto de aplicación al extremo A, en cm.',
    [
      part('a', 'la intensidad de la resultante', 20, 'N', '20 N (hacia arriba)'),
      part('b', 'la distancia al extremo A', 120, 'cm', '120 cm (fuera de la varilla, del lado de A)'),
    ],
    () => [[50 - 30], [(30 * 80) / (50 - 30)]],
    'R = 50 − 30 = 20 N, del sentido de la mayor. Queda fuera del segmento, del lado de A: 50·x = 30·(x + 80) → 20·x = 2400 → x = 120 cm de A.',
  ),
  parts(
    10202,
    PARALLEL,
    'Sobre una barra horizontal se aplican tres fuerzas verticales hacia abajo: 20 N a 0,5 m del extremo A, 40 N a 1,5 m de A y 60 N a 2,5 m de A. Hallar: a) la resultante; b) su punto de aplicación respecto de A.',
    [
      part('a', 'la resultante', 120, 'N', '120 N'),
      part('b', 'la distancia a A', 1.83, 'm', '≈ 1,83 m de A'),
    ],
    () => [[20 + 40 + 60], [(20 * 0.5 + 40 * 1.5 + 60 * 2.5) / 120]],
    'R = 120 N. Momentos respecto de A: 120·x = 20·0,5 + 40·1,5 + 60·2,5 = 220 → x ≈ 1,83 m.',
  ),
  parts(
    10203,
    PARALLEL,
    'Dos operarios transportan una carga de 600 N colgada de un caño de 3 m, de peso despreciable, que apoyan sobre sus hombros por los extremos. Si la carga cuelga a 1,2 m del operario A, ¿qué fuerza soporta cada uno? a) el operario A; b) el operario B.',
    [part('a', 'el operario A', 360, 'N', '360 N'), part('b', 'el operario B', 240, 'N', '240 N')],
    () => [[600 - (600 * 1.2) / 3], [(600 * 1.2) / 3]],
    'Momentos respecto de A: F_B·3 = 600·1,2 → F_B = 240 N; F_A = 600 − 240 = 360 N.',
  ),
  options(
    10204,
    PARALLEL,
    'Dos personas llevan un bulto de 80 kgf colgado de una vara de 2 m de peso despreciable, tomada por sus extremos. ¿A qué distancia de la persona A hay que colgar el bulto para que ella soporte 60 kgf?',
    ['1,5 m', '0,75 m', '0,5 m', '1 m'],
    2,
    () => [2 - (60 * 2) / 80],
    'Momentos respecto de B: F_A·2 = 80·(2 − x) → 60·2 = 80·(2 − x) → 2 − x = 1,5 → x = 0,5 m de A.',
  ),
  parts(
    10205,
    STATIC,
    'Calcular las reacciones en los apoyos A y B de una viga de 10 m y peso despreciable, apoyada en sus extremos, que soporta una carga de 2000 N a 3 m de A y otra de 1000 N a 8 m de A. a) Reacción en A; b) reacción en B.',
    [part('a', 'la reacción en A', 1600, 'N', '1600 N'), part('b', 'la reacción en B', 1400, 'N', '1400 N')],
    () => [[3000 - (2000 * 3 + 1000 * 8) / 10], [(2000 * 3 + 1000 * 8) / 10]],
    'Momentos respecto de A: R_B·10 = 2000·3 + 1000·8 = 14000 → R_B = 1400 N; R_A = 3000 − 1400 = 1600 N.',
  ),
  parts(
    10206,
    STATIC,
    'Una viga homogénea de 6 m pesa 1200 N. Está apoyada en su extremo izquierdo A y en un punto B situado a 1 m del extremo derecho. En el extremo derecho se coloca una carga de 300 N. Hallar las reacciones: a) en A; b) en B.',
    [part('a', 'la reacción en A', 420, 'N', '420 N'), part('b', 'la reacción en B', 1080, 'N', '1080 N')],
    () => [[1500 - (1200 * 3 + 300 * 6) / 5], [(1200 * 3 + 300 * 6) / 5]],
    'El peso actúa a 3 m de A y la carga a 6 m de A; B está a 5 m de A. Momentos respecto de A: R_B·5 = 1200·3 + 300·6 = 5400 → R_B = 1080 N; R_A = 1500 − 1080 = 420 N.',
  ),
  options(
    10207,
    STATIC,
    'Una pasarela homogénea de 4 m y 40 kgf está apoyada en sus extremos A y B. Una persona de 60 kgf está parada a 1 m de A. La reacción en el apoyo A vale:',
    ['35 kgf', '50 kgf', '100 kgf', '65 kgf'],
    3,
    () => [100 - (40 * 2 + 60 * 1) / 4],
    'Momentos respecto de A: R_B·4 = 40·2 + 60·1 = 140 → R_B = 35 kgf; R_A = 100 − 35 = 65 kgf.',
  ),
  numeric(
    10208,
    STATIC,
    'Una viga homogénea de 5 m y 100 kg descansa sobre dos apoyos ubicados en sus extremos. Se coloca sobre ella un cuerpo de 200 kg a 2 m del apoyo derecho. Determinar la reacción del apoyo izquierdo. Considere g = 10 m/s².',
    { value: 1300, unit: 'N', text: '1300 N' },
    () => 3000 - (1000 * 2.5 + 2000 * 3) / 5,
    'Pesos: 1000 N (a 2,5 m del izquierdo) y 2000 N (a 3 m del izquierdo). Momentos respecto del izquierdo: R_D·5 = 2500 + 6000 → R_D = 1700 N; R_I = 3000 − 1700 = 1300 N.',
  ),
  options(
    10209,
    STATIC,
    'En un balancín de 4 m apoyado en su punto medio, un nene de 20 kg se sienta en un extremo. ¿A qué distancia del apoyo debe ubicarse su hermano de 32 kg para que el balancín quede en equilibrio?',
    ['3,2 m', '1,25 m', '0,8 m', '1,6 m'],
    1,
    () => [(20 * 2) / 32],
    'El nene está a 2 m del apoyo: 20·2 = 32·d → d = 1,25 m.',
  ),
  numeric(
    10210,
    STATIC,
    'Un balancín está en equilibrio horizontal: Ana, de 40 kg, está sentada a 1,5 m del eje y Bruno, del otro lado, a 1,2 m del eje. ¿Cuál es la masa de Bruno?',
    { value: 50, unit: 'kg', text: '50 kg' },
    () => (40 * 1.5) / 1.2,
    '40·1,5 = m·1,2 → m = 50 kg.',
  ),
];

/** Couples, the moment of a force at an angle, sums of moments, where to hang a body. */
const moments: readonly ExamStyleProblem[] = [
  numeric(
    10211,
    STATIC,
    'Para aflojar una tuerca con una llave en cruz se aplican dos fuerzas de 35 N, paralelas y de sentidos opuestos, en los extremos de un brazo de 50 cm. Calcular el momento del par de fuerzas.',
    { value: 17.5, unit: 'N·m', text: '17,5 N·m' },
    () => 35 * 0.5,
    'El brazo del par es la distancia entre las fuerzas: M = 35 N · 0,5 m = 17,5 N·m.',
  ),
  options(
    10212,
    STATIC,
    'Un par de fuerzas de 12 N cada una actúa sobre una barra, y sus rectas de acción están separadas 0,25 m. El momento de la cupla es:',
    ['6 N·m', '24 N·m', '0 N·m', '3 N·m'],
    3,
    () => [12 * 0.25],
    'M = F·d = 12 N · 0,25 m = 3 N·m (la resultante de la cupla es nula, su momento no).',
  ),
  numeric(
    10213,
    STATIC,
    'Una cupla tiene un momento de 18 N·m y cada una de sus fuerzas vale 60 N. ¿Cuál es el brazo del par? Expresarlo en cm.',
    { value: 30, unit: 'cm', text: '30 cm' },
    () => (18 / 60) * 100,
    'M = F·d → d = 18/60 = 0,3 m = 30 cm.',
  ),
  numeric(
    10214,
    STATIC,
    'Una barra de 2 m está articulada en su extremo O. En el otro extremo se aplica una fuerza de 50 N que forma un ángulo de 30° con la barra. Determinar el momento de la fuerza respecto de O.',
    { value: 50, unit: 'N·m', text: '50 N·m' },
    () => 50 * 2 * sin(30),
    'Solo la componente perpendicular a la barra hace girar: M = F·d·sen 30° = 50·2·0,5 = 50 N·m.',
  ),
  options(
    10215,
    STATIC,
    'Se tira del extremo de una barra de 1,5 m, articulada en O, con una fuerza de 40 N que forma 53° con la barra. Tomando sen 53° = 0,8, el momento de la fuerza respecto de O es:',
    ['36 N·m', '48 N·m', '60 N·m', '30 N·m'],
    1,
    () => [40 * 1.5 * 0.8],
    'M = F·d·sen 53° = 40·1,5·0,8 = 48 N·m.',
  ),
  numeric(
    10216,
    STATIC,
    'Sobre una barra horizontal AB de 4 m, articulada en A, actúan tres fuerzas perpendiculares a ella: 10 N hacia arriba a 1 m de A, 25 N hacia abajo a 3 m de A y 15 N hacia arriba en B. Calcular el momento resultante respecto de A, tomando positivo el sentido antihorario (B a la derecha de A).',
    { value: -5, unit: 'N·m', text: '−5 N·m (5 N·m en sentido horario)' },
    () => 10 * 1 - 25 * 3 + 15 * 4,
    'M = +10·1 − 25·3 + 15·4 = 10 − 75 + 60 = −5 N·m: 5 N·m en sentido horario.',
  ),
  numeric(
    10217,
    STATIC,
    'Una varilla de 1 m, de peso despreciable, cuelga de un hilo atado en su punto medio. En un extremo se cuelga una pesa de 200 g. ¿A qué distancia del punto medio, del otro lado, hay que colgar una pesa de 500 g para que la varilla quede horizontal? Expresarla en cm.',
    { value: 20, unit: 'cm', text: '20 cm' },
    () => (200 * 50) / 500,
    'La pesa de 200 g está a 50 cm del hilo: 200·50 = 500·d → d = 20 cm.',
  ),
  numeric(
    10218,
    STATIC,
    'Una regla homogénea de 1 m pesa 2 N y está apoyada en la marca de 30 cm. ¿Qué peso hay que colgar en la marca de 0 cm para que quede en equilibrio?',
    { value: 1.33, unit: 'N', text: '4/3 N ≈ 1,33 N' },
    () => (2 * 0.2) / 0.3,
    'El peso de la regla actúa en la marca de 50 cm, a 20 cm del apoyo: P·0,3 = 2·0,2 → P ≈ 1,33 N.',
  ),
];

/** Levers by kind, pulleys and «aparejos», the inclined plane, the torno and the screw. */
const machines: readonly ExamStyleProblem[] = [
  options(
    10219,
    STATIC,
    'Con una palanca de primer género de 1,8 m se desea levantar un cuerpo de 150 kgf. El punto de apoyo está a 30 cm del cuerpo. ¿Qué fuerza debe aplicarse en el otro extremo?',
    ['25 kgf', '30 kgf', '750 kgf', '36 kgf'],
    1,
    () => [(150 * 0.3) / 1.5],
    'El brazo de la potencia es 1,8 − 0,3 = 1,5 m: F·1,5 = 150·0,3 → F = 30 kgf.',
  ),
  parts(
    10220,
    STATIC,
    'Una carretilla funciona como palanca de segundo género: desde el eje de la rueda hasta las manijas hay 1,5 m, y la carga de 600 N está a 0,5 m del eje de la rueda. Calcular: a) la fuerza que hay que hacer en las manijas; b) la ventaja mecánica.',
    [part('a', 'la fuerza en las manijas', 200, 'N', '200 N'), part('b', 'la ventaja mecánica', 3, '', '3')],
    () => [[(600 * 0.5) / 1.5], [1.5 / 0.5]],
    'F·1,5 = 600·0,5 → F = 200 N; ventaja mecánica = R/F = 600/200 = 3.',
  ),
  numeric(
    10221,
    STATIC,
    'Una pinza de cocina es una palanca de tercer género: la punta que sujeta un objeto que opone 3 N está a 12 cm del apoyo, y los dedos aprietan a 4 cm del apoyo. ¿Qué fuerza hay que hacer?',
    { value: 9, unit: 'N', text: '9 N' },
    () => (3 * 12) / 4,
    'F·4 = 3·12 → F = 9 N (en la de tercer género la potencia supera a la resistencia).',
  ),
  options(
    10222,
    STATIC,
    'En una palanca, la potencia actúa a 80 cm del punto de apoyo y la resistencia a 20 cm. La ventaja mecánica de la palanca es:',
    ['0,25', '1,6', '4', '60'],
    2,
    () => [80 / 20],
    'Ventaja mecánica = brazo de la potencia / brazo de la resistencia = 80/20 = 4.',
  ),
  numeric(
    10223,
    STATIC,
    'El antebrazo funciona como una palanca de tercer género: el bíceps se inserta a 4 cm del codo y la mano sostiene, a 32 cm del codo, una pesa de 5 kgf. ¿Qué fuerza hace el bíceps, en kgf? (Despreciar el peso del antebrazo.)',
    { value: 40, unit: 'kgf', text: '40 kgf' },
    () => (5 * 32) / 4,
    'Momentos respecto del codo: F·4 = 5·32 → F = 40 kgf.',
  ),
  options(
    10224,
    PULLEYS,
    'Con una polea fija se levanta un balde de 25 kg con velocidad constante. ¿Qué fuerza hay que aplicar a la cuerda? (g = 9,8 m/s²)',
    ['122,5 N', '245 N', '25 N', '490 N'],
    1,
    () => [25 * 9.8],
    'La polea fija solo cambia la dirección de la fuerza: F = P = 25·9,8 = 245 N.',
  ),
  numeric(
    10225,
    PULLEYS,
    '¿Qué fuerza hay que hacer para sostener una carga de 480 N con una polea móvil? (Despreciar el peso de la polea.)',
    { value: 240, unit: 'N', text: '240 N' },
    () => 480 / 2,
    'La carga se reparte entre los dos tramos de cuerda: F = R/2 = 240 N.',
  ),
  options(
    10226,
    PULLEYS,
    'Un aparejo potencial tiene 3 poleas móviles. ¿Qué fuerza equilibra una resistencia de 1200 N?',
    ['400 N', '200 N', '150 N', '600 N'],
    2,
    () => [1200 / 2 ** 3],
    'En el aparejo potencial F = R/2ⁿ = 1200/8 = 150 N.',
  ),
  numeric(
    10227,
    PULLEYS,
    'Un aparejo factorial de 6 poleas (3 fijas y 3 móviles) sostiene una carga de 900 N. Calcular la potencia necesaria para equilibrarla.',
    { value: 150, unit: 'N', text: '150 N' },
    () => 900 / (2 * 3),
    'En el aparejo factorial F = R/(2n), con n poleas móviles: F = 900/6 = 150 N.',
  ),
  parts(
    10228,
    PULLEYS,
    'Un aparejo potencial de 4 poleas móviles sostiene un cuerpo de 200 kg. Considere g = 10 m/s². Determinar: a) la fuerza necesaria para equilibrarlo; b) la ventaja mecánica.',
    [part('a', 'la fuerza', 125, 'N', '125 N'), part('b', 'la ventaja mecánica', 16, '', '16')],
    () => [[2000 / 2 ** 4], [2 ** 4]],
    'R = 200·10 = 2000 N; F = R/2⁴ = 125 N; ventaja mecánica = R/F = 16.',
  ),
  numeric(
    10229,
    PULLEYS,
    'Con una polea móvil que pesa 20 N se levanta una carga de 380 N. ¿Qué fuerza hay que hacer en el extremo libre de la cuerda?',
    { value: 200, unit: 'N', text: '200 N' },
    () => (380 + 20) / 2,
    'Los dos tramos sostienen la carga y la polea: F = (380 + 20)/2 = 200 N.',
  ),
  numeric(
    10230,
    STATIC,
    'Para subir un barril de 900 N a la caja de un camión, que está a 1,2 m del suelo, se usa una tabla de 3,6 m como plano inclinado sin rozamiento. ¿Qué fuerza paralela a la tabla hay que hacer?',
    { value: 300, unit: 'N', text: '300 N' },
    () => (900 * 1.2) / 3.6,
    'F·L = P·h → F = 900·1,2/3,6 = 300 N.',
  ),
  options(
    10231,
    STATIC,
    'Un torno tiene un cilindro de 10 cm de radio y una manivela de 50 cm. ¿Qué fuerza hay que aplicar en la manivela para levantar un balde de 200 N?',
    ['1000 N', '100 N', '20 N', '40 N'],
    3,
    () => [(200 * 10) / 50],
    'F·R_manivela = P·r_cilindro → F = 200·10/50 = 40 N.',
  ),
  numeric(
    10232,
    STATIC,
    'Un gato mecánico a tornillo tiene un paso de 5 mm y se acciona con una palanca de 40 cm. ¿Qué fuerza hay que aplicar en el extremo de la palanca para levantar 4000 N, sin rozamiento?',
    { value: 7.96, unit: 'N', text: '≈ 7,96 N' },
    () => (4000 * 0.005) / (2 * Math.PI * 0.4),
    'En una vuelta: F·2π·0,4 m = 4000 N·0,005 m → F = 20/2,513 ≈ 7,96 N.',
  ),
];

/** Bodies hung from ropes and cables, bodies held on an incline, the least force with friction. */
const heldBodies: readonly ExamStyleProblem[] = [
  parts(
    10233,
    STATIC,
    'Un cuerpo de 30 kgf pende de dos cuerdas que forman con la vertical ángulos de 30° y 45°. Calcular la tensión, en kgf: a) de la cuerda que forma 30° con la vertical; b) de la que forma 45° con la vertical.',
    [
      part('a', 'la cuerda de 30° con la vertical', 21.96, 'kgf', '≈ 21,96 kgf'),
      part('b', 'la cuerda de 45° con la vertical', 15.53, 'kgf', '≈ 15,53 kgf'),
    ],
    () => twoRopes(30, 60, 45).map((tension) => [tension]),
    'Con la horizontal forman 60° y 45°: T₆₀ = 30·cos 45°/sen 105° ≈ 21,96 kgf; T₄₅ = 30·cos 60°/sen 105° ≈ 15,53 kgf.',
  ),
  numeric(
    10234,
    STATIC,
    'Una lámpara de 6 kg cuelga del centro de un cable tendido entre dos postes a la misma altura; cada tramo del cable queda formando 5° con la horizontal. Determinar la tensión del cable. (g = 9,8 m/s²)',
    { value: 337.33, unit: 'N', text: '≈ 337,33 N' },
    () => (6 * 9.8) / (2 * sin(5)),
    'P = 58,8 N; 2·T·sen 5° = 58,8 N → T ≈ 337,33 N.',
  ),
  numeric(
    10235,
    STATIC,
    'Un cuadro de 50 N está sostenido por una cuerda horizontal y por otra que forma 60° con la horizontal. Calcular la tensión de la cuerda horizontal.',
    { value: 28.87, unit: 'N', text: '≈ 28,87 N' },
    () => (50 / sin(60)) * cos(60),
    'Vertical: T·sen 60° = 50 → T ≈ 57,74 N. Horizontal: T_h = T·cos 60° ≈ 28,87 N.',
  ),
  numeric(
    10236,
    STATIC,
    'Una lámpara de 40 N cuelga del punto medio de un cable de 10 m cuyos extremos están sujetos a dos ganchos a la misma altura, separados 8 m. Hallar la tensión del cable.',
    { value: 33.33, unit: 'N', text: '≈ 33,33 N' },
    () => 40 / (2 * (3 / 5)),
    'Cada mitad mide 5 m y avanza 4 m: baja 3 m, así que sen α = 3/5. 2·T·0,6 = 40 → T ≈ 33,33 N.',
  ),
  parts(
    10237,
    STATIC,
    'Un bloque de 20 kg se mantiene en reposo sobre un plano inclinado 30° sin rozamiento mediante una fuerza paralela al plano. Considere g = 10 m/s². Calcular: a) el valor de la fuerza; b) la fuerza normal.',
    [part('a', 'la fuerza', 100, 'N', '100 N'), part('b', 'la normal', 173.21, 'N', '≈ 173,21 N')],
    () => [[200 * sin(30)], [200 * cos(30)]],
    'F = P·sen 30° = 200·0,5 = 100 N; N = P·cos 30° ≈ 173,21 N.',
  ),
  parts(
    10238,
    STATIC,
    'Un cajón de 40 kg está en reposo sobre una rampa lisa inclinada 37°, sostenido por una fuerza horizontal. Hallar: a) la fuerza; b) la reacción normal de la rampa. (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
    [part('a', 'la fuerza horizontal', 300, 'N', '300 N'), part('b', 'la normal', 500, 'N', '500 N')],
    () => [[(400 * 0.6) / 0.8], [400 * 0.8 + 300 * 0.6]],
    'A lo largo de la rampa: F·cos 37° = P·sen 37° → F = 400·0,75 = 300 N. Perpendicular: N = P·cos 37° + F·sen 37° = 320 + 180 = 500 N.',
  ),
  numeric(
    10239,
    STATIC,
    'Un bloque de 10 kg está sobre un plano inclinado 37° cuyo coeficiente de rozamiento estático es 0,25. ¿Cuál es la mínima fuerza paralela al plano que hay que aplicarle para que no deslice hacia abajo? (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
    { value: 40, unit: 'N', text: '40 N' },
    () => 100 * 0.6 - 0.25 * 100 * 0.8,
    'El rozamiento ayuda a sostenerlo: F = P·sen 37° − μ·P·cos 37° = 60 − 20 = 40 N.',
  ),
  options(
    10240,
    DYNAMICS,
    '¿Qué fuerza horizontal mínima hay que aplicar a un ropero de 60 kg para empezar a moverlo, si el coeficiente de rozamiento estático con el piso es 0,4? Considere g = 9,8 m/s².',
    ['240 N', '588 N', '235,2 N', '147 N'],
    2,
    () => [0.4 * 60 * 9.8],
    'F = μe·m·g = 0,4·60·9,8 = 235,2 N.',
  ),
  numeric(
    10241,
    DYNAMICS,
    'Determinar la fuerza paralela al plano necesaria para que un cuerpo de 50 kg suba con velocidad constante por un plano inclinado 30°, si el coeficiente de rozamiento dinámico es 0,2. Considere g = 10 m/s².',
    { value: 336.6, unit: 'N', text: '≈ 336,6 N' },
    () => 500 * sin(30) + 0.2 * 500 * cos(30),
    'F = P·sen 30° + μ·P·cos 30° = 250 + 86,6 ≈ 336,6 N.',
  ),
];

/** «Mecánica» questions that mix Newton's laws with statics. */
const mechanics: readonly ExamStyleProblem[] = [
  numeric(
    10242,
    DYNAMICS,
    'Un cuerpo de 4 kg, en reposo sobre un piso horizontal sin rozamiento, recibe una fuerza horizontal constante de 12 N. ¿Qué velocidad tiene a los 5 s?',
    { value: 15, unit: 'm/s', text: '15 m/s' },
    () => (12 / 4) * 5,
    'a = F/m = 3 m/s²; v = a·t = 15 m/s.',
  ),
  options(
    10243,
    DYNAMICS,
    'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que sube con una aceleración de 1,5 m/s². ¿Cuánto marca la balanza? (g = 9,8 m/s²)',
    ['686 N', '791 N', '581 N', '105 N'],
    1,
    () => [70 * (9.8 + 1.5)],
    'N − m·g = m·a → N = 70·(9,8 + 1,5) = 791 N.',
  ),
  parts(
    10244,
    DYNAMICS,
    'Una caja de 25 kg es arrastrada por el piso con una fuerza horizontal de 100 N; el coeficiente de rozamiento dinámico es 0,3. Considere g = 10 m/s². Se pide: a) la fuerza de rozamiento; b) la aceleración de la caja.',
    [part('a', 'el rozamiento', 75, 'N', '75 N'), part('b', 'la aceleración', 1, 'm/s²', '1 m/s²')],
    () => [[0.3 * 250], [(100 - 75) / 25]],
    'f = μ·m·g = 0,3·250 = 75 N; a = (100 − 75)/25 = 1 m/s².',
  ),
  numeric(
    10245,
    DYNAMICS,
    'Un trineo de 30 kg se desplaza con velocidad constante sobre la nieve, tirado por una fuerza horizontal de 45 N. ¿Cuál es el coeficiente de rozamiento dinámico? (g = 10 m/s²)',
    { value: 0.15, unit: '', text: '0,15' },
    () => 45 / 300,
    'Con velocidad constante la fuerza iguala al rozamiento: μ = 45/300 = 0,15.',
  ),
  options(
    10246,
    DYNAMICS,
    'Dos bloques de 3 kg y 5 kg, apoyados uno junto al otro sobre una mesa sin rozamiento, son empujados por una fuerza horizontal de 24 N aplicada al de 3 kg. La fuerza que el bloque de 3 kg ejerce sobre el de 5 kg es:',
    ['24 N', '9 N', '8 N', '3 N'],
    4,
    () => [5 * (24 / 8)],
    'a = 24/8 = 3 m/s²; sobre el de 5 kg: F = 5·3 = 15 N: ninguna de las opciones.',
  ),
  options(
    10247,
    STATIC,
    'Con una barreta de 1,2 m se quiere mover una piedra de 90 kgf, apoyando la barreta a 20 cm de la piedra. La fuerza mínima que hay que aplicar en el otro extremo es:',
    ['15 kgf', '450 kgf', '20 kgf', '22,5 kgf'],
    4,
    () => [(90 * 0.2) / 1],
    'El brazo de la potencia es 1,2 − 0,2 = 1 m: F·1 = 90·0,2 → F = 18 kgf: ninguna de las opciones.',
  ),
];

/** A later batch, in other words and numbers, written after the first fixes and measured before any change for it. */
const laterBatch: readonly ExamStyleProblem[] = [
  options(
    10248,
    PARALLEL,
    'Sobre una regla de 60 cm, de peso despreciable, se aplican dos fuerzas paralelas del mismo sentido: 8 N en el extremo A y 4 N en el extremo B. La resultante y la distancia de su punto de aplicación al extremo B son:',
    ['12 N; 20 cm', '12 N; 40 cm', '4 N; 40 cm', '12 N; 30 cm'],
    1,
    () => [8 + 4, 60 - (4 * 60) / 12],
    'R = 12 N. Momentos respecto de A: 12·x = 4·60 → x = 20 cm de A, es decir 40 cm de B.',
  ),
  parts(
    10249,
    STATIC,
    'Una tabla homogénea de 3 m y 20 kgf descansa sobre dos caballetes colocados en sus extremos. Un chico de 40 kgf se para a 1 m del caballete derecho. Calcular la fuerza que soporta: a) el caballete izquierdo; b) el caballete derecho.',
    [
      part('a', 'el caballete izquierdo', 23.33, 'kgf', '70/3 kgf ≈ 23,33 kgf'),
      part('b', 'el caballete derecho', 36.67, 'kgf', '110/3 kgf ≈ 36,67 kgf'),
    ],
    () => [[60 - (20 * 1.5 + 40 * 2) / 3], [(20 * 1.5 + 40 * 2) / 3]],
    'El chico está a 2 m del izquierdo y el peso de la tabla a 1,5 m. Momentos respecto del izquierdo: R_D·3 = 20·1,5 + 40·2 = 110 → R_D ≈ 36,67 kgf; R_I = 60 − 36,67 ≈ 23,33 kgf.',
  ),
  numeric(
    10250,
    PULLEYS,
    'Con un torno cuyo cilindro tiene 15 cm de radio y cuya manivela mide 60 cm se saca de un pozo un balde de 12 kg. ¿Qué fuerza hay que hacer sobre la manivela? (g = 10 m/s²)',
    { value: 30, unit: 'N', text: '30 N' },
    () => (12 * 10 * 15) / 60,
    'R = 120 N; F·60 = 120·15 → F = 30 N.',
  ),
  options(
    10251,
    PULLEYS,
    'Con un aparejo factorial de 2 poleas móviles se equilibra una carga de 160 kgf. La potencia necesaria es:',
    ['80 kgf', '40 kgf', '20 kgf', '10 kgf'],
    1,
    () => [160 / (2 * 2)],
    'F = R/(2n) = 160/4 = 40 kgf.',
  ),
  numeric(
    10252,
    STATIC,
    'Un conductor hace girar el volante, de 36 cm de diámetro, aplicando con cada mano una fuerza de 20 N tangente al volante en los extremos de un mismo diámetro. Hallar el momento del par.',
    { value: 7.2, unit: 'N·m', text: '7,2 N·m' },
    () => 20 * 0.36,
    'El brazo del par es el diámetro: M = 20 N · 0,36 m = 7,2 N·m.',
  ),
  parts(
    10253,
    STATIC,
    'Una bolsa de 6 kg cuelga de dos cuerdas atadas al techo: una forma 40° con el techo y la otra 50°. Considere g = 10 m/s². Hallar la tensión de: a) la cuerda de 40°; b) la cuerda de 50°.',
    [
      part('a', 'la cuerda de 40°', 38.57, 'N', '≈ 38,57 N'),
      part('b', 'la cuerda de 50°', 45.96, 'N', '≈ 45,96 N'),
    ],
    () => twoRopes(60, 40, 50).map((tension) => [tension]),
    'Las cuerdas son perpendiculares (40° + 50° = 90°): T₄₀ = 60·cos 50° ≈ 38,57 N; T₅₀ = 60·cos 40° ≈ 45,96 N.',
  ),
  numeric(
    10254,
    STATIC,
    '¿Qué fuerza horizontal hay que aplicar a un bloque de 30 kg para mantenerlo en reposo sobre un plano inclinado liso de 30°? Considere g = 9,8 m/s².',
    { value: 169.74, unit: 'N', text: '≈ 169,74 N' },
    () => 30 * 9.8 * Math.tan(rad(30)),
    'A lo largo del plano: F·cos 30° = P·sen 30° → F = 294·tg 30° ≈ 169,74 N.',
  ),
  numeric(
    10255,
    STATIC,
    'En una palanca de tercer género la resistencia, de 50 N, está a 40 cm del punto de apoyo, y la potencia se aplica a 10 cm del apoyo. ¿Cuánto vale la potencia?',
    { value: 200, unit: 'N', text: '200 N' },
    () => (50 * 40) / 10,
    'P·10 = 50·40 → P = 200 N.',
  ),
  options(
    10256,
    STATIC,
    'Dos hermanos de 28 kg y 42 kg juegan en un balancín de 3 m apoyado en su punto medio. Si el más liviano se sienta en la punta, el otro debe sentarse del otro lado, a una distancia del eje de:',
    ['1,5 m', '0,67 m', '2,25 m', '1,2 m'],
    4,
    () => [(28 * 1.5) / 42],
    '28·1,5 = 42·d → d = 1 m: ninguna de las opciones.',
  ),
  numeric(
    10257,
    DYNAMICS,
    'Sobre un cuerpo de 8 kg apoyado en un piso horizontal sin rozamiento actúan dos fuerzas horizontales de sentidos opuestos, de 50 N y 26 N. ¿Qué aceleración adquiere?',
    { value: 3, unit: 'm/s²', text: '3 m/s²' },
    () => (50 - 26) / 8,
    'F neta = 50 − 26 = 24 N; a = 24/8 = 3 m/s², en el sentido de la de 50 N.',
  ),
];

/** A third batch, in other words again, written after the later batch's fixes and measured before any change for it. */
const thirdBatch: readonly ExamStyleProblem[] = [
  numeric(
    10258,
    PARALLEL,
    'Calcular a qué distancia del extremo izquierdo de una varilla de 1,5 m se encuentra el punto de aplicación de la resultante de dos fuerzas paralelas del mismo sentido: 25 N en el extremo izquierdo y 50 N en el extremo derecho.',
    { value: 1, unit: 'm', text: '1 m' },
    () => (50 * 1.5) / 75,
    'R = 75 N; momentos respecto del extremo izquierdo: 75·x = 50·1,5 → x = 1 m.',
  ),
  options(
    10259,
    PARALLEL,
    'Dos fuerzas paralelas de sentidos opuestos, de 90 N y 60 N, actúan a 1,2 m una de otra. La resultante vale y se ubica, respecto de la fuerza de 90 N, a:',
    ['30 N; 2,4 m', '150 N; 0,48 m', '30 N; 3,6 m', '150 N; 0,72 m'],
    0,
    () => [90 - 60, (60 * 1.2) / 30],
    'R = 90 − 60 = 30 N, del lado de la mayor y fuera del segmento: 90·x = 60·(x + 1,2) → x = 2,4 m de la de 90 N.',
  ),
  parts(
    10260,
    STATIC,
    'Un tablón homogéneo de 5 m y 40 kg está apoyado en sus extremos. Un albañil de 80 kg se para a 2 m del extremo izquierdo. Hallar las reacciones: a) en el apoyo izquierdo; b) en el apoyo derecho. (g = 10 m/s²)',
    [part('a', 'el apoyo izquierdo', 680, 'N', '680 N'), part('b', 'el apoyo derecho', 520, 'N', '520 N')],
    () => [[1200 - (400 * 2.5 + 800 * 2) / 5], [(400 * 2.5 + 800 * 2) / 5]],
    'Pesos: 400 N a 2,5 m y 800 N a 2 m del izquierdo. R_D·5 = 1000 + 1600 → R_D = 520 N; R_I = 1200 − 520 = 680 N.',
  ),
  numeric(
    10261,
    PULLEYS,
    'Para subir un saco de 50 kg se usa una polea móvil combinada con una polea fija que solo cambia la dirección de la cuerda. ¿Qué fuerza hay que hacer en el extremo de la cuerda? (g = 9,8 m/s²)',
    { value: 245, unit: 'N', text: '245 N' },
    () => (50 * 9.8) / 2,
    'La polea móvil reparte el peso entre dos tramos; la fija no cambia el valor: F = 490/2 = 245 N.',
  ),
  options(
    10262,
    PULLEYS,
    '¿Cuántas poleas móviles debe tener un aparejo potencial para que una fuerza de 25 kgf equilibre una carga de 400 kgf?',
    ['4', '8', '16', '2'],
    0,
    () => [Math.log2(400 / 25)],
    'F = R/2ⁿ → 2ⁿ = 400/25 = 16 → n = 4.',
  ),
  numeric(
    10263,
    STATIC,
    'Para aflojar un bulón se usa una llave en cruz de 40 cm de largo, aplicando en cada extremo una fuerza de 60 N en sentidos opuestos. ¿Qué momento se aplica sobre el bulón?',
    { value: 24, unit: 'N·m', text: '24 N·m' },
    () => 60 * 0.4,
    'Es un par de fuerzas de brazo 40 cm: M = 60 N · 0,4 m = 24 N·m.',
  ),
  numeric(
    10264,
    DYNAMICS,
    'Un cajón de 40 kg baja por una rampa inclinada 37° con velocidad constante, frenado por una fuerza paralela a la rampa. Si el coeficiente de rozamiento dinámico es 0,5, ¿cuánto vale esa fuerza? (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
    { value: 80, unit: 'N', text: '80 N' },
    () => 400 * 0.6 - 0.5 * 400 * 0.8,
    'Baja con velocidad constante: F + μ·P·cos 37° = P·sen 37° → F = 240 − 160 = 80 N.',
  ),
  numeric(
    10265,
    STATIC,
    'En el extremo de una barra horizontal de 80 cm, articulada en su otro extremo, se aplica una fuerza de 25 N que forma 60° con la vertical. Calcular el momento de la fuerza respecto de la articulación.',
    { value: 10, unit: 'N·m', text: '10 N·m' },
    () => 25 * 0.8 * Math.cos(rad(60)),
    'Con la barra (horizontal) la fuerza forma 30°: M = 25·0,8·sen 30° = 10 N·m.',
  ),
  // Found probing after the fixes (the first was stated wrong, 7,2 m, before cec4064).
  numeric(
    10266,
    STATIC,
    'Un niño de 25 kg y su padre de 75 kg están en un balancín. Si el niño está a 2,4 m del punto de apoyo, ¿a qué distancia del apoyo debe ubicarse el padre?',
    { value: 0.8, unit: 'm', text: '0,8 m' },
    () => (25 * 2.4) / 75,
    '25·2,4 = 75·d → d = 0,8 m.',
  ),
  numeric(
    10267,
    STATIC,
    'Se sube un piano de 300 kg por una rampa de 6 m hasta una altura de 1,5 m. ¿Qué fuerza paralela a la rampa hay que hacer si no hay rozamiento? (g = 10 m/s²)',
    { value: 750, unit: 'N', text: '750 N' },
    () => (3000 * 1.5) / 6,
    'F·L = P·h → F = 3000·1,5/6 = 750 N.',
  ),
];

export const physicsExamWordingStatics2Problems: readonly ExamStyleProblem[] = [
  ...parallelForces,
  ...moments,
  ...machines,
  ...heldBodies,
  ...mechanics,
  ...laterBatch,
  ...thirdBatch,
];
