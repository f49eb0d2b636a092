/**
 * Vectors and statics as the UTN entrance exams ask them (#32), a new set written before any solver
 * change for it: two or three forces at given angles (the resultant's magnitude and direction, by
 * components or by the law of cosines), the equilibrant, a force's components, forces given as i, j, k
 * in the plane and in space (sum, magnitude, dot product, angle between, cross product, projection, a
 * perpendicularity condition), the moment r × F in space and F·d in the plane (sign and sum of moments
 * about a hinge), parallel forces of the same and opposite senses (resultant and point of application),
 * beams on two supports (with and without their own weight, with an overhang) and levers of the three
 * kinds. Five options (some keyed «Ninguna de las anteriores»), parts, numbers and an open page; data in
 * N, kgf or kg with g stated, cm beside m, decimal comma, impersonal, ustedeo and voseo.
 *
 * Modelled on the kinds of FRT's cartilla (Unidad 2: vectores, descomposición, momentos) and FRM's papers
 * (módulo de la suma de vectores en el espacio, módulo de un producto vectorial, resultante de fuerzas
 * paralelas opuestas y su punto de aplicación): objects, numbers and wording are ours. Every key was
 * worked out by hand and is recomputed by `check`.
 *
 * First measure, before any solver change for it (2026-12-01): 25/44 right, 2 stated wrong (20018, a
 * perpendicularity condition with an unknown component answered «no son perpendiculares»; 20037, a lever
 * given in kg with g stated answered in kg). After the fixes of the vectors, force-sum and statics
 * readings: 42/44, 0 wrong. The last nine (20044…20052) were written after those fixes, in other words
 * and numbers, and measured before any change for them: 9/9, 0 wrong.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = ['frt-fisica-cartilla', 'frm-fisica-2023-08-05-t2', 'frm-fisica-2024-07-06-t1'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: SOURCES, matematicas: [], quimica: [] });

const PLANE = 'mecanica.unidades-vectores';
const SPACE = 'mecanica.vectores-productos';
const STATIC = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const cos = (degrees: number) => Math.cos(rad(degrees));
const sin = (degrees: number) => Math.sin(rad(degrees));
type V = readonly [number, number, number];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: V) => Math.hypot(a[0], a[1], a[2]);
const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
/** The resultant of two forces of moduli a and b at an angle θ between them (law of cosines). */
const cosineLaw = (a: number, b: number, theta: number) => Math.sqrt(a * a + b * b + 2 * a * b * cos(theta));
const key = (value: number, unit: string, text: string) => ({ value, unit, text });

/** Two or three forces at angles: resultant, direction, equilibrant, components. */
const forcesAtAngles: readonly ExamStyleProblem[] = [
  options(
    20000,
    PLANE,
    'Dos fuerzas de 30 N y 40 N están aplicadas en un mismo punto y forman entre sí un ángulo de 60°. El módulo de la fuerza resultante es:',
    ['60,83 N', '70 N', '50 N', '36,06 N'],
    0,
    () => [cosineLaw(30, 40, 60)],
    'R² = 30² + 40² + 2·30·40·cos 60° = 900 + 1600 + 1200 = 3700 → R ≈ 60,83 N.',
  ),
  parts(
    20001,
    PLANE,
    'Sobre una argolla actúan dos fuerzas: F1 = 50 N en la dirección del semieje x positivo y F2 = 80 N formando un ángulo de 120° con ese mismo semieje (medido en sentido antihorario). Determine:',
    [
      part('a', 'el módulo de la resultante', 70, 'N', 'R = 70 N'),
      part('b', 'el ángulo que forma la resultante con el semieje x positivo', 81.79, '°', 'α ≈ 81,79°'),
    ],
    () => {
      const rx = 50 + 80 * cos(120);
      const ry = 80 * sin(120);
      return [[Math.hypot(rx, ry)], [deg(Math.atan2(ry, rx))]];
    },
    'Rx = 50 + 80·cos 120° = 10 N; Ry = 80·sen 120° ≈ 69,28 N; R = √(10² + 69,28²) = 70 N; α = arctg(69,28 / 10) ≈ 81,79°.',
  ),
  numeric(
    20002,
    PLANE,
    'Tres personas tiran de un mismo poste con cuerdas horizontales: una con 40 N hacia el este, otra con 30 N hacia el norte y la tercera con 20 N hacia el oeste. ¿Cuál es el módulo de la fuerza resultante sobre el poste?',
    key(36.06, 'N', 'R ≈ 36,06 N'),
    () => Math.hypot(40 - 20, 30),
    'Rx = 40 − 20 = 20 N; Ry = 30 N; R = √(20² + 30²) = √1300 ≈ 36,06 N.',
  ),
  parts(
    20003,
    PLANE,
    'Dos fuerzas perpendiculares entre sí, de 6 N y 8 N, actúan sobre un cuerpo. Se pide:',
    [
      part('a', 'el módulo de la fuerza equilibrante', 10, 'N', 'E = 10 N'),
      part('b', 'el ángulo que forma la equilibrante con la fuerza de 8 N', 143.13, '°', '≈ 143,13°'),
    ],
    () => [[Math.hypot(6, 8)], [180 - deg(Math.atan(6 / 8))]],
    'R = √(6² + 8²) = 10 N, a arctg(6/8) ≈ 36,87° de la fuerza de 8 N. La equilibrante es opuesta a la resultante: 10 N, a 180° − 36,87° = 143,13° de la fuerza de 8 N.',
  ),
  options(
    20004,
    PLANE,
    'Dos fuerzas de 50 N cada una, aplicadas en un mismo punto, forman entre sí un ángulo de 120°. Indique la opción correcta para el módulo de su resultante.',
    ['100 N', '86,6 N', '0 N', '70,7 N'],
    4,
    () => [cosineLaw(50, 50, 120)],
    'R² = 50² + 50² + 2·50·50·cos 120° = 2500 + 2500 − 2500 = 2500 → R = 50 N: ninguna de las anteriores.',
  ),
  parts(
    20005,
    PLANE,
    'Un chico arrastra un trineo tirando de una soga con una fuerza de 200 N que forma 30° con la horizontal. Calculá:',
    [
      part('a', 'la componente horizontal de la fuerza', 173.21, 'N', 'Fx ≈ 173,21 N'),
      part('b', 'la componente vertical de la fuerza', 100, 'N', 'Fy = 100 N'),
    ],
    () => [[200 * cos(30)], [200 * sin(30)]],
    'Fx = 200·cos 30° ≈ 173,21 N; Fy = 200·sen 30° = 100 N.',
  ),
  parts(
    20006,
    PLANE,
    'Cuando dos fuerzas actúan en la misma dirección y sentido, su resultante vale 70 N; cuando actúan en la misma dirección y sentidos opuestos, vale 10 N. Hallar:',
    [
      part('a', 'la intensidad de la fuerza mayor', 40, 'N', 'F1 = 40 N'),
      part('b', 'la intensidad de la fuerza menor', 30, 'N', 'F2 = 30 N'),
      part('c', 'el módulo de la resultante si las fuerzas fueran perpendiculares', 50, 'N', 'R = 50 N'),
    ],
    () => [[(70 + 10) / 2], [(70 - 10) / 2], [Math.hypot(40, 30)]],
    'F1 + F2 = 70 y F1 − F2 = 10 → F1 = 40 N, F2 = 30 N; perpendiculares: R = √(40² + 30²) = 50 N.',
  ),
  numeric(
    20007,
    PLANE,
    'Dos fuerzas de 12 N y 5 N aplicadas en un mismo punto dan una resultante de 13 N. ¿Qué ángulo forman entre sí las dos fuerzas?',
    key(90, '°', 'θ = 90°'),
    () => deg(Math.acos((13 ** 2 - 12 ** 2 - 5 ** 2) / (2 * 12 * 5))),
    'cos θ = (13² − 12² − 5²) / (2·12·5) = 0 → θ = 90°.',
  ),
  options(
    20008,
    PLANE,
    'Dos remolcadores tiran de un barco con cables que forman entre sí un ángulo de 60°, cada uno con una fuerza de 10 kN. ¿Cuál es el módulo de la fuerza resultante sobre el barco?',
    ['17,32 kN', '20 kN', '10 kN', '14,14 kN'],
    0,
    () => [cosineLaw(10, 10, 60)],
    'R = √(10² + 10² + 2·10·10·cos 60°) = √300 ≈ 17,32 kN (a 30° de cada cable).',
  ),
  numeric(
    20009,
    PLANE,
    'Sobre un punto actúan F1 = 100 N a 0° (sobre el eje x positivo), F2 = 60 N a 90° y F3 = 40 N a 180°. Determine el ángulo que forma la resultante con el eje x positivo.',
    key(45, '°', 'α = 45°'),
    () => deg(Math.atan2(60, 100 - 40)),
    'Rx = 100 − 40 = 60 N; Ry = 60 N; α = arctg(60/60) = 45°.',
  ),
];

/** Vectors given by components, in the plane and in space. */
const components: readonly ExamStyleProblem[] = [
  options(
    20010,
    SPACE,
    'Dados los vectores A = 3i − 2j + k y B = −i + 4j + 2k, el producto escalar A · B vale:',
    ['−9', '9', '−5', '7'],
    0,
    () => [dot([3, -2, 1], [-1, 4, 2])],
    'A · B = 3·(−1) + (−2)·4 + 1·2 = −3 − 8 + 2 = −9.',
  ),
  parts(
    20011,
    SPACE,
    'Se tienen los vectores A = 2i + 3j − k y B = i − j + 2k. Calcule:',
    [
      part('a', 'el módulo de A', 3.742, '', '|A| = √14 ≈ 3,74'),
      part('b', 'el producto escalar A · B', -3, '', 'A · B = −3'),
      part('c', 'el ángulo que forman A y B', 109.11, '°', 'θ ≈ 109,11°'),
    ],
    () => {
      const a: V = [2, 3, -1];
      const b: V = [1, -1, 2];
      return [[norm(a)], [dot(a, b)], [deg(Math.acos(dot(a, b) / (norm(a) * norm(b))))]];
    },
    '|A| = √(4 + 9 + 1) = √14 ≈ 3,74; A · B = 2 − 3 − 2 = −3; |B| = √6; cos θ = −3 / (√14·√6) ≈ −0,327 → θ ≈ 109,11°.',
  ),
  numeric(
    20012,
    SPACE,
    'Hallar el módulo del producto vectorial A × B, siendo A = i + 2j y B = 3i − j + 2k.',
    key(8.31, '', '|A × B| = √69 ≈ 8,31'),
    () => norm(cross([1, 2, 0], [3, -1, 2])),
    'A × B = (2·2 − 0·(−1)) i − (1·2 − 0·3) j + (1·(−1) − 2·3) k = 4i − 2j − 7k; |A × B| = √(16 + 4 + 49) = √69 ≈ 8,31.',
  ),
  options(
    20013,
    SPACE,
    'Sean A = 4i − 3j + 2k y B = −i + 7j + 2k. El módulo del vector suma A + B es:',
    ['6,40', '7', '41', '5'],
    0,
    () => [norm([3, 4, 4])],
    'A + B = 3i + 4j + 4k; |A + B| = √(9 + 16 + 16) = √41 ≈ 6,40.',
  ),
  numeric(
    20014,
    PLANE,
    '¿Qué ángulo forman los vectores u = 2i + 2j y v = 3i?',
    key(45, '°', 'θ = 45°'),
    () => deg(Math.acos(dot([2, 2, 0], [3, 0, 0]) / (norm([2, 2, 0]) * 3))),
    'u · v = 6; |u| = √8; |v| = 3; cos θ = 6 / (3·√8) = 1/√2 → θ = 45°.',
  ),
  parts(
    20015,
    PLANE,
    'Sobre una partícula actúan tres fuerzas: F1 = (3i + 4j) N, F2 = (−5i + 2j) N y F3 = (4i − j) N. Determinar:',
    [
      part('a', 'el módulo de la fuerza resultante', 5.385, 'N', 'R = √29 ≈ 5,39 N'),
      part('b', 'el ángulo que forma la resultante con el eje x', 68.2, '°', 'α ≈ 68,2°'),
    ],
    () => [[Math.hypot(2, 5)], [deg(Math.atan2(5, 2))]],
    'R = (3 − 5 + 4) i + (4 + 2 − 1) j = 2i + 5j N; |R| = √29 ≈ 5,39 N; α = arctg(5/2) ≈ 68,2°.',
  ),
  options(
    20016,
    SPACE,
    'Siendo A = i + 2j y B = 3i − j, el producto vectorial A × B es:',
    ['−7 k', '7 k', '5 k', 'i + j'],
    0,
    () => [cross([1, 2, 0], [3, -1, 0])[2]],
    'A × B = (1·(−1) − 2·3) k = −7 k.',
  ),
  numeric(
    20017,
    SPACE,
    'Calculá la proyección (componente escalar) del vector A = 2i − j + 3k sobre la dirección del vector B = i + 2j + 2k.',
    key(2, '', 'proy = 2'),
    () => dot([2, -1, 3], [1, 2, 2]) / norm([1, 2, 2]),
    'A · B = 2 − 2 + 6 = 6; |B| = 3; proyección = 6 / 3 = 2.',
  ),
  options(
    20018,
    SPACE,
    '¿Para qué valor de m los vectores A = 2i + m j + k y B = 3i − 2j + 4k son perpendiculares?',
    ['m = 5', 'm = −5', 'm = 2', 'm = 0'],
    0,
    () => [(2 * 3 + 1 * 4) / 2],
    'A · B = 6 − 2m + 4 = 0 → m = 5.',
  ),
  page(
    'fisica',
    20019,
    SPACE,
    'Una fuerza vale F = (6i − 2j + 3k) N. Se pide: a) su módulo; b) el ángulo que forma con el eje x.',
    'a) |F| = 7 N; b) α ≈ 31,0°',
    () => [7, deg(Math.acos(6 / 7))],
    '|F| = √(36 + 4 + 9) = 7 N; cos α = 6/7 → α ≈ 31,0°.',
  ),
];

/** The moment of a force: r × F in space, F·d in the plane, sums of moments. */
const moments: readonly ExamStyleProblem[] = [
  numeric(
    20020,
    STATIC,
    'Una fuerza F = (2i − j + 3k) N está aplicada en el punto de posición r = (i + 2j) m. Calcule el módulo del momento de F respecto del origen.',
    key(8.37, 'N·m', '|M| = √70 ≈ 8,37 N·m'),
    () => norm(cross([1, 2, 0], [2, -1, 3])),
    'M = r × F = (2·3 − 0) i − (1·3 − 0) j + (1·(−1) − 2·2) k = 6i − 3j − 5k N·m; |M| = √70 ≈ 8,37 N·m.',
  ),
  options(
    20021,
    STATIC,
    'La fuerza F = (3i + 4j) N actúa en el punto (2; 1) m. Su momento respecto del origen de coordenadas es:',
    ['5 k N·m', '−5 k N·m', '11 k N·m', '10 k N·m'],
    0,
    () => [cross([2, 1, 0], [3, 4, 0])[2]],
    'M = r × F = (2·4 − 1·3) k = 5 k N·m.',
  ),
  numeric(
    20022,
    STATIC,
    'Una fuerza F = 10 j N se aplica en el punto P (3; 1; 0) m. ¿Cuál es el módulo de su momento respecto del punto O′ (1; 1; 0) m?',
    key(20, 'N·m', 'M = 20 N·m'),
    () => norm(cross([3 - 1, 1 - 1, 0], [0, 10, 0])),
    'r = P − O′ = 2i m; M = r × F = 2i × 10j = 20 k N·m → |M| = 20 N·m.',
  ),
  numeric(
    20023,
    STATIC,
    'Para aflojar una tuerca se usa una llave de 25 cm de largo y se aplica en su extremo una fuerza de 80 N perpendicular a la llave. ¿Qué momento se aplica sobre la tuerca?',
    key(20, 'N·m', 'M = 20 N·m'),
    () => 80 * 0.25,
    'M = F·d = 80 N · 0,25 m = 20 N·m.',
  ),
  numeric(
    20024,
    STATIC,
    'En el extremo de una barra de 2 m articulada en el otro extremo se aplica una fuerza de 50 N que forma un ángulo de 30° con la barra. Determine el momento de la fuerza respecto de la articulación.',
    key(50, 'N·m', 'M = 50 N·m'),
    () => 50 * 2 * sin(30),
    'M = F·d·sen 30° = 50 · 2 · 0,5 = 50 N·m.',
  ),
  options(
    20025,
    STATIC,
    'Una barra de 4 m de peso despreciable está articulada en su extremo A. Sobre ella actúan, perpendiculares a la barra: 20 N hacia arriba a 1 m de A, 30 N hacia abajo a 3 m de A y 10 N hacia abajo en el otro extremo. Tomando positivo el sentido antihorario, el momento resultante respecto de A es:',
    ['−110 N·m', '110 N·m', '−150 N·m', '70 N·m'],
    0,
    () => [20 * 1 - 30 * 3 - 10 * 4],
    'ΣM_A = +20·1 − 30·3 − 10·4 = 20 − 90 − 40 = −110 N·m (horario).',
  ),
  numeric(
    20026,
    STATIC,
    'Un volante de 40 cm de diámetro se hace girar aplicando dos fuerzas de 15 N en los extremos de un diámetro, paralelas y de sentidos opuestos (un par). ¿Cuánto vale el momento del par?',
    key(6, 'N·m', 'M = 6 N·m'),
    () => 15 * 0.4,
    'M = F·d = 15 N · 0,40 m = 6 N·m.',
  ),
];

/** Parallel forces: resultant and point of application. */
const parallel: readonly ExamStyleProblem[] = [
  options(
    20027,
    PARALLEL,
    'En los extremos de una barra de 2 m se aplican dos fuerzas paralelas del mismo sentido, de 40 N y 60 N. La resultante y su punto de aplicación son:',
    [
      '100 N, a 1,2 m de la fuerza de 40 N',
      '100 N, a 0,8 m de la fuerza de 40 N',
      '20 N, a 1,2 m de la fuerza de 40 N',
      '100 N, en el punto medio de la barra',
    ],
    0,
    () => [100, (60 * 2) / 100],
    'R = 40 + 60 = 100 N; momentos respecto de la fuerza de 40 N: 100·x = 60·2 → x = 1,2 m.',
  ),
  parts(
    20028,
    PARALLEL,
    'Dos fuerzas paralelas de sentidos opuestos, de 80 N (hacia arriba) y 30 N (hacia abajo), están separadas 50 cm. Determine:',
    [
      part('a', 'el módulo de la resultante', 50, 'N', 'R = 50 N (hacia arriba)'),
      part(
        'b',
        'la distancia desde la fuerza de 80 N hasta el punto de aplicación de la resultante, en cm',
        30,
        'cm',
        '30 cm (del lado opuesto a la fuerza de 30 N)',
      ),
    ],
    () => [[80 - 30], [(30 * 50) / (80 - 30)]],
    'R = 80 − 30 = 50 N hacia arriba; fuera del segmento, del lado de la mayor: 50·x = 30·50 → x = 30 cm de la fuerza de 80 N.',
  ),
  numeric(
    20029,
    PARALLEL,
    'Sobre una viga actúan tres fuerzas verticales hacia abajo: 10 N en el extremo A, 20 N a 1 m de A y 30 N a 3 m de A. ¿A qué distancia de A está aplicada la resultante?',
    key(1.833, 'm', 'x ≈ 1,83 m'),
    () => (10 * 0 + 20 * 1 + 30 * 3) / (10 + 20 + 30),
    'R = 60 N; 60·x = 10·0 + 20·1 + 30·3 = 110 → x ≈ 1,83 m de A.',
  ),
  parts(
    20030,
    PARALLEL,
    'Dos fuerzas paralelas del mismo sentido, aplicadas en los extremos A y B de una barra de 1,5 m, tienen una resultante de 120 N aplicada a 0,9 m de A. Calcular:',
    [
      part('a', 'la fuerza aplicada en B', 72, 'N', 'FB = 72 N'),
      part('b', 'la fuerza aplicada en A', 48, 'N', 'FA = 48 N'),
    ],
    () => [[(120 * 0.9) / 1.5], [120 - (120 * 0.9) / 1.5]],
    'Momentos respecto de A: FB·1,5 = 120·0,9 → FB = 72 N; FA = 120 − 72 = 48 N.',
  ),
  options(
    20031,
    PARALLEL,
    'Dos fuerzas paralelas de sentidos contrarios, de 25 N y 15 N, están aplicadas en los extremos de una varilla de 60 cm. ¿A qué distancia de la fuerza de 25 N queda aplicada la resultante?',
    [
      '90 cm, fuera de la varilla',
      '22,5 cm, dentro de la varilla',
      '36 cm, dentro de la varilla',
      '150 cm, fuera de la varilla',
    ],
    0,
    () => [(15 * 60) / (25 - 15)],
    'R = 25 − 15 = 10 N; del lado de la mayor: 10·x = 15·60 → x = 90 cm de la fuerza de 25 N, fuera de la varilla.',
  ),
];

/** Beams on two supports and levers. */
const beamsAndLevers: readonly ExamStyleProblem[] = [
  parts(
    20032,
    STATIC,
    'Una viga de 6 m de peso despreciable está apoyada en sus extremos A y B. A 2 m de A se cuelga una carga de 900 N. Calcule las reacciones en los apoyos:',
    [
      part('a', 'la reacción en A', 600, 'N', 'RA = 600 N'),
      part('b', 'la reacción en B', 300, 'N', 'RB = 300 N'),
    ],
    () => [[(900 * 4) / 6], [(900 * 2) / 6]],
    'Momentos respecto de A: RB·6 = 900·2 → RB = 300 N; RA = 900 − 300 = 600 N.',
  ),
  numeric(
    20033,
    STATIC,
    'Un tablón homogéneo de 4 m y 200 N de peso está apoyado en sus extremos A y B. Una persona de 600 N está parada sobre el tablón a 1 m de B. ¿Qué fuerza soporta el apoyo A?',
    key(250, 'N', 'RA = 250 N'),
    () => (200 * 2 + 600 * 1) / 4,
    'Momentos respecto de B: RA·4 = 200·2 + 600·1 = 1000 → RA = 250 N (y RB = 800 − 250 = 550 N).',
  ),
  parts(
    20034,
    STATIC,
    'Una viga homogénea de 5 m y 40 kg se apoya en su extremo A y en un punto B situado a 4 m de A; del extremo libre (a 5 m de A) cuelga una carga de 300 N. Considere g = 10 m/s². Hallar:',
    [
      part('a', 'la reacción en B', 625, 'N', 'RB = 625 N'),
      part('b', 'la reacción en A', 75, 'N', 'RA = 75 N'),
    ],
    () => [[(400 * 2.5 + 300 * 5) / 4], [400 + 300 - (400 * 2.5 + 300 * 5) / 4]],
    'P = 400 N en el centro (2,5 m). Momentos respecto de A: RB·4 = 400·2,5 + 300·5 = 2500 → RB = 625 N; RA = 700 − 625 = 75 N.',
  ),
  options(
    20035,
    STATIC,
    'Sobre un puente de 8 m de largo y peso despreciable, apoyado en sus extremos A y B, hay dos cargas: 200 N a 2 m de A y 400 N a 6 m de A. Las reacciones en los apoyos son:',
    ['RA = 250 N; RB = 350 N', 'RA = 350 N; RB = 250 N', 'RA = 300 N; RB = 300 N', 'RA = 200 N; RB = 400 N'],
    0,
    () => [250, 350],
    'Momentos respecto de A: RB·8 = 200·2 + 400·6 = 2800 → RB = 350 N; RA = 600 − 350 = 250 N.',
  ),
  numeric(
    20036,
    STATIC,
    'Dos operarios llevan al hombro una tabla de 3 m, uno en cada extremo. Sobre la tabla, a 1 m del primer operario, va una bolsa de 60 kgf; el peso de la tabla es despreciable. ¿Qué fuerza hace el primer operario, en kgf?',
    key(40, 'kgf', 'F1 = 40 kgf'),
    () => (60 * 2) / 3,
    'Momentos respecto del segundo operario: F1·3 = 60·2 → F1 = 40 kgf (el segundo, 20 kgf).',
  ),
  numeric(
    20037,
    STATIC,
    'Con una barra de 1,5 m se quiere levantar un cajón de 120 kg. El punto de apoyo está a 30 cm del cajón y la fuerza se hace en el otro extremo de la barra. ¿Qué fuerza hay que aplicar? Considere g = 9,8 m/s² y desprecie el peso de la barra.',
    key(294, 'N', 'F = 294 N'),
    () => (120 * 9.8 * 0.3) / 1.2,
    'P = 120·9,8 = 1176 N; brazo de la resistencia 0,30 m, de la potencia 1,20 m: F = 1176·0,30 / 1,20 = 294 N.',
  ),
  options(
    20038,
    STATIC,
    'Una carretilla transporta una carga de 600 N cuyo centro de gravedad está a 40 cm del eje de la rueda; las manijas están a 1,2 m del eje. La fuerza vertical que hay que hacer en las manijas para levantarla es:',
    ['200 N', '1800 N', '300 N', '400 N'],
    0,
    () => [(600 * 0.4) / 1.2],
    'Palanca de segundo género: F·1,2 = 600·0,4 → F = 200 N.',
  ),
  numeric(
    20039,
    STATIC,
    'En los extremos de una barra de 2 m y peso despreciable se cuelgan dos cuerpos de 30 kg y 50 kg. ¿A qué distancia del cuerpo de 50 kg hay que colocar el punto de apoyo para que la barra quede en equilibrio horizontal?',
    key(0.75, 'm', 'x = 0,75 m'),
    () => (30 * 2) / (30 + 50),
    '50·x = 30·(2 − x) → 80·x = 60 → x = 0,75 m del cuerpo de 50 kg.',
  ),
  options(
    20040,
    STATIC,
    'En el antebrazo, el bíceps se inserta a 4 cm del codo y en la mano, a 32 cm del codo, se sostiene un peso de 50 N con el antebrazo horizontal (palanca de tercer género, peso del antebrazo despreciable). La fuerza que hace el bíceps es:',
    ['6,25 N', '50 N', '200 N', '450 N'],
    4,
    () => [(50 * 32) / 4],
    'F·4 = 50·32 → F = 400 N: ninguna de las anteriores.',
  ),
  numeric(
    20041,
    STATIC,
    'En un subibaja, un nene de 25 kg está sentado a 1,6 m del eje. ¿A qué distancia del eje, del otro lado, tiene que sentarse su hermano de 40 kg para que el subibaja quede en equilibrio?',
    key(1, 'm', 'd = 1 m'),
    () => (25 * 1.6) / 40,
    '25·1,6 = 40·d → d = 1 m.',
  ),
  options(
    20042,
    STATIC,
    'Una lámpara de 50 N cuelga del punto medio de un cable cuyos dos tramos forman 30° con la horizontal. La tensión en cada tramo del cable es:',
    ['50 N', '25 N', '28,87 N', '100 N'],
    0,
    () => [50 / (2 * sin(30))],
    '2·T·sen 30° = 50 → T = 50 N.',
  ),
  options(
    20043,
    STATIC,
    'Una barra homogénea de 3 m y 80 N está apoyada en sus extremos. Se coloca una carga de 120 N a 1 m del extremo A. Indique la reacción en el apoyo B:',
    ['120 N', '100 N', '60 N', '160 N'],
    4,
    () => [(80 * 1.5 + 120 * 1) / 3],
    'Momentos respecto de A: RB·3 = 80·1,5 + 120·1 = 240 → RB = 80 N (RA = 120 N): ninguna de las anteriores.',
  ),
];

/** Written after the first fixes, in other words and numbers, and measured before any change for them. */
const afterFixes: readonly ExamStyleProblem[] = [
  options(
    20044,
    PLANE,
    'Dos fuerzas de 8 N y 15 N actúan sobre un mismo punto formando un ángulo recto. La intensidad de la resultante es:',
    ['17 N', '23 N', '7 N', '12,5 N'],
    0,
    () => [Math.hypot(8, 15)],
    'R = √(8² + 15²) = √289 = 17 N.',
  ),
  numeric(
    20045,
    SPACE,
    'Hallá el producto escalar entre u = 4i − j + 2k y v = 2i + 3j − k.',
    key(3, '', 'u · v = 3'),
    () => dot([4, -1, 2], [2, 3, -1]),
    'u · v = 4·2 + (−1)·3 + 2·(−1) = 8 − 3 − 2 = 3.',
  ),
  numeric(
    20046,
    STATIC,
    'Sea F = (4i + 3j) N una fuerza aplicada en el punto P (1; 5) m. Calcule el momento de F respecto del origen.',
    key(17, 'N·m', 'M = −17 k N·m (17 N·m, sentido horario)'),
    () => Math.abs(cross([1, 5, 0], [4, 3, 0])[2]),
    'M = r × F = (1·3 − 5·4) k = −17 k N·m: 17 N·m en sentido horario.',
  ),
  parts(
    20047,
    STATIC,
    'Una viga de 10 m, de peso despreciable, apoyada en sus extremos, soporta una carga de 2000 N a 3 m del extremo izquierdo y otra de 1000 N a 8 m del mismo extremo. Calcular:',
    [
      part('a', 'la reacción en el apoyo izquierdo', 1600, 'N', 'R_izq = 1600 N'),
      part('b', 'la reacción en el apoyo derecho', 1400, 'N', 'R_der = 1400 N'),
    ],
    () => [[3000 - (2000 * 3 + 1000 * 8) / 10], [(2000 * 3 + 1000 * 8) / 10]],
    'Momentos respecto del apoyo izquierdo: R_der·10 = 2000·3 + 1000·8 = 14000 → R_der = 1400 N; R_izq = 3000 − 1400 = 1600 N.',
  ),
  numeric(
    20048,
    STATIC,
    'Con una barreta de 60 cm se quiere arrancar un clavo que opone una resistencia de 900 N. El clavo está en un extremo y el punto de apoyo a 5 cm de él. ¿Qué fuerza hay que hacer en el otro extremo?',
    key(81.82, 'N', 'F ≈ 81,82 N'),
    () => (900 * 5) / 55,
    'Brazo de la resistencia 5 cm, de la potencia 55 cm: F = 900·5/55 ≈ 81,82 N.',
  ),
  options(
    20049,
    SPACE,
    'El ángulo que forman los vectores A = (1; 0; 1) y B = (0; 1; 1) es:',
    ['45°', '90°', '30°', '120°'],
    4,
    () => [deg(Math.acos(dot([1, 0, 1], [0, 1, 1]) / (norm([1, 0, 1]) * norm([0, 1, 1]))))],
    'cos θ = 1 / (√2·√2) = 1/2 → θ = 60°: ninguna de las anteriores.',
  ),
  numeric(
    20050,
    PARALLEL,
    'Dos fuerzas paralelas y de igual sentido, de 15 kgf y 45 kgf, están separadas 80 cm. ¿A qué distancia de la fuerza de 15 kgf actúa la resultante?',
    key(60, 'cm', 'x = 60 cm'),
    () => (45 * 80) / (15 + 45),
    'R = 60 kgf; 60·x = 45·80 → x = 60 cm de la fuerza de 15 kgf.',
  ),
  parts(
    20051,
    PLANE,
    'Sobre un cuerpo actúan F1 = 120 N hacia el este y F2 = 50 N hacia el norte. Calcular:',
    [
      part('a', 'el módulo de la fuerza equilibrante', 130, 'N', 'E = 130 N'),
      part('b', 'el ángulo que forma la resultante con la dirección este', 22.62, '°', 'α ≈ 22,62°'),
    ],
    () => [[Math.hypot(120, 50)], [deg(Math.atan2(50, 120))]],
    'R = √(120² + 50²) = 130 N, así que E = 130 N (opuesta); α = arctg(50/120) ≈ 22,62° al norte del este.',
  ),
  numeric(
    20052,
    PLANE,
    'Un vector de módulo 10 forma un ángulo de 53° con el eje x positivo. Hallar su componente según el eje y. (sen 53° = 0,8)',
    key(8, '', 'v_y = 8'),
    () => 10 * 0.8,
    'v_y = 10 · sen 53° = 10 · 0,8 = 8.',
  ),
];

export const physicsExamVectorsTorqueProblems: readonly ExamStyleProblem[] = [
  ...forcesAtAngles,
  ...components,
  ...moments,
  ...parallel,
  ...beamsAndLevers,
  ...afterFixes,
];
