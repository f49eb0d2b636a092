/**
 * Statics and vectors as the FRM (UTN Mendoza) Seminario teaches and drills them (#32): the components
 * of a vector, sums, differences and products by components, the resultant of concurrent forces (by the
 * cosine rule and by components, its size and its angle), the equilibrant, collinear forces, a force
 * scale, a body hung from two ropes (a lamp, a sign), a block held on a smooth incline, the normal of a
 * block pulled at an angle, the moment of a force and of a couple, the moment of a system about a point,
 * parallel forces of the same and of opposite senses (resultant and its point of application, Stevin's
 * relation), levers, seesaws, a board on a support, a table or beam on two supports, a pole carried by
 * two people and a beam hinged to a wall and held by a cable. Written in our own words after the kinds
 * of exercise of these public booklets, read on 2026-11-30 (plain-text copies of the repository's PDFs):
 *
 * - Unidad 4, Estática (concurrent and parallel forces, moments, couples, levers, the hinged beam):
 *   https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/4%20EST%C3%81TICA.pdf
 * - Unidad 1, Vectores (components, sums by components, dot and cross products, direction cosines):
 *   https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/2%20VECTORES.pdf
 * - Guía de problemas a resolver, Unidad 4 Estática (ropes pulled both ways, the horizontal force on an
 *   incline, parallel forces of opposite senses, a board with two children, a table, a hung weight):
 *   https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/GU%C3%8DA%20DE%20PROBLEMAS%20A%20RESOLVER%20FISICA.pdf
 * - Ejercicios complementarios, Unidad 4 Estática (two equal forces at 60°, opposite parallel forces at
 *   the ends of a bar, a pole carried by a girl and a woman, the hinged beam):
 *   https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/EJERCICIOS%20COMPLEMENTARIOS%20-%20F%C3%8DSICA.pdf
 *
 * No statement was copied: objects, numbers and wording are ours, in the exams' formats (five options
 * whose last is «Ninguna de las anteriores», parts, a number). Every key was worked out by hand and is
 * recomputed by `check`. A development set of the solvers, apart from the exam-style set.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

// The booklets above, by what each problem is modelled on.
const STATICS_UNIT = ['frm-fisica-2025-estatica'];
const VECTORS_UNIT = ['frm-fisica-2025-vectores'];
const GUIDE = ['frm-fisica-2025-estatica', 'frm-fisica-guia-problemas'];
const COMPLEMENTARY = ['frm-fisica-2025-estatica', 'frm-fisica-ejercicios-complementarios'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: STATICS_UNIT,
  difficulty: 'medio',
  // Half a percent, and never under a hundredth: a key computed with decimals is not written to the last bit.
  tolerance: (value) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.005) }),
});

const STATIC = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const VECTORS = 'mecanica.unidades-vectores';
const PRODUCTS = 'mecanica.vectores-productos';

const vectors = [VECTORS, VECTORS_UNIT] as const;
const products = [PRODUCTS, VECTORS_UNIT] as const;
const guide = [STATIC, GUIDE] as const;
const guideParallel = [PARALLEL, GUIDE] as const;
const complementary = [STATIC, COMPLEMENTARY] as const;
const complementaryParallel = [PARALLEL, COMPLEMENTARY] as const;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const cos = (degrees: number) => Math.cos(rad(degrees));
const sin = (degrees: number) => Math.sin(rad(degrees));
const deg = (radians: number) => (radians * 180) / Math.PI;
const norm = (...components: number[]) => Math.hypot(...components);
/** Forces given by size and angle from the +x axis, summed by components. */
const sum = (...forces: [size: number, degrees: number][]) =>
  forces.reduce(([x, y], [size, degrees]) => [x + size * cos(degrees), y + size * sin(degrees)], [0, 0]);
/** The tensions of two ropes at θ₁ and θ₂ above the horizontal, on either side, holding a weight W. */
const twoRopes = (weight: number, first: number, second: number) => [
  (weight * cos(second)) / sin(first + second),
  (weight * cos(first)) / sin(first + second),
];

export const physicsStaticsGuideProblems: readonly ExamStyleProblem[] = [
  // Vectors: components, sums and products by components.
  parts(
    2400,
    vectors,
    'Un vector V de módulo 12 forma un ángulo de 40° con el semieje x positivo. Calculá: a) su proyección sobre el eje x; b) su proyección sobre el eje y.',
    [
      part('a', 'la proyección sobre el eje x', 9.19, '', 'Vx ≈ 9,19'),
      part('b', 'la proyección sobre el eje y', 7.71, '', 'Vy ≈ 7,71'),
    ],
    () => [[12 * cos(40)], [12 * sin(40)]],
    'Vx = V·cos 40° = 12 · 0,766 ≈ 9,19; Vy = V·sen 40° = 12 · 0,643 ≈ 7,71.',
  ),
  numeric(
    2401,
    vectors,
    'Dados los desplazamientos D = (5i − 2j + 3k) m y E = (2i + 4j − k) m, ¿cuál es el módulo del desplazamiento 2D − E?',
    { value: 13.3, unit: 'm', text: '√177 m ≈ 13,3 m' },
    () => norm(2 * 5 - 2, 2 * -2 - 4, 2 * 3 + 1),
    '2D − E = (10 − 2; −4 − 4; 6 + 1) = (8; −8; 7) m; |2D − E| = √(64 + 64 + 49) = √177 ≈ 13,3 m.',
  ),
  options(
    2402,
    products,
    'Dados los vectores A = (3; −2; 1) y B = (−1; 4; 2), el producto escalar A · B vale:',
    ['−9', '9', '−13', '3'],
    0,
    () => [3 * -1 + -2 * 4 + 1 * 2],
    'A · B = 3·(−1) + (−2)·4 + 1·2 = −3 − 8 + 2 = −9.',
  ),
  numeric(
    2403,
    products,
    'Calculá el módulo del producto vectorial A × B, siendo A = (2; 1; 0) y B = (0; 3; 4).',
    { value: 10.77, unit: '', text: '√116 ≈ 10,77' },
    () => norm(1 * 4 - 0 * 3, 0 * 0 - 2 * 4, 2 * 3 - 1 * 0),
    'A × B = (1·4 − 0·3; 0·0 − 2·4; 2·3 − 1·0) = (4; −8; 6); |A × B| = √(16 + 64 + 36) = √116 ≈ 10,77.',
  ),
  numeric(
    2404,
    products,
    '¿Qué ángulo forman los vectores A = (2; 2; 1) y B = (1; 0; 1)?',
    { value: 45, unit: '°', text: '45°' },
    () => deg(Math.acos((2 * 1 + 2 * 0 + 1 * 1) / (norm(2, 2, 1) * norm(1, 0, 1)))),
    'A · B = 2 + 0 + 1 = 3; |A| = 3, |B| = √2; cos θ = 3/(3√2) = √2/2 → θ = 45°.',
  ),
  numeric(
    2405,
    vectors,
    'Un vector tiene componentes Vx = −9 y Vy = 12. ¿Cuál es su módulo?',
    { value: 15, unit: '', text: '15' },
    () => norm(-9, 12),
    '|V| = √(81 + 144) = √225 = 15.',
  ),
  parts(
    2406,
    vectors,
    'Para el vector A = 2i + 3j + 6k, calculá: a) su módulo; b) el coseno director respecto del eje x (el coseno del ángulo que forma con ese eje).',
    [
      part('a', 'el módulo', 7, '', '7'),
      part('b', 'el coseno director respecto del eje x', 2 / 7, '', '2/7 ≈ 0,286'),
    ],
    () => [[norm(2, 3, 6)], [2 / norm(2, 3, 6)]],
    '|A| = √(4 + 9 + 36) = √49 = 7; cos α = Ax/|A| = 2/7 ≈ 0,286.',
  ),
  options(
    2407,
    vectors,
    'Un helicóptero vuela 300 km hacia el este y luego 400 km hacia el norte. El módulo de su desplazamiento total es:',
    ['700 km', '500 km', '100 km', '350 km'],
    1,
    () => [norm(300, 400)],
    'Los desplazamientos son perpendiculares: |D| = √(300² + 400²) = 500 km.',
  ),
  numeric(
    2408,
    vectors,
    'Dados A = (6; −1) y B = (−1; 13), ¿cuál es el módulo de A + B?',
    { value: 13, unit: '', text: '13' },
    () => norm(6 - 1, -1 + 13),
    'A + B = (5; 12); |A + B| = √(25 + 144) = 13.',
  ),

  // Concurrent forces: the resultant and the equilibrant.
  numeric(
    2409,
    [STATIC, COMPLEMENTARY],
    'Dos fuerzas de 40 N cada una actúan sobre un mismo punto y sus direcciones forman un ángulo de 60°. ¿Cuál es el módulo de la resultante?',
    { value: 69.28, unit: 'N', text: '40√3 N ≈ 69,28 N' },
    () => Math.sqrt(40 ** 2 + 40 ** 2 + 2 * 40 * 40 * cos(60)),
    'R² = F² + F² + 2F²·cos 60° = 3F² → R = F√3 = 40√3 ≈ 69,28 N.',
  ),
  options(
    2410,
    guide,
    'Dos fuerzas concurrentes y perpendiculares entre sí, de 9 N y 12 N, producen el mismo efecto que una sola fuerza de:',
    ['21 N', '3 N', '15 N', '108 N'],
    2,
    () => [norm(9, 12)],
    'R = √(9² + 12²) = √225 = 15 N.',
  ),
  parts(
    2411,
    STATIC,
    'Sobre un cuerpo actúan tres fuerzas concurrentes y coplanares: F1 = 25 N en el sentido positivo del eje x, F2 = 40 N en el sentido positivo del eje y y F3 = 10 N en el sentido negativo del eje x. Calculá: a) el módulo de la resultante; b) el ángulo que forma la resultante con el semieje x positivo.',
    [
      part('a', 'el módulo de la resultante', 42.72, 'N', '√1825 N ≈ 42,72 N'),
      part('b', 'el ángulo con el semieje x positivo', 69.44, '°', '≈ 69,44°'),
    ],
    () => [[norm(25 - 10, 40)], [deg(Math.atan2(40, 25 - 10))]],
    'Rx = 25 − 10 = 15 N; Ry = 40 N; R = √(15² + 40²) = √1825 ≈ 42,72 N; tg φ = 40/15 → φ ≈ 69,44°.',
  ),
  parts(
    2412,
    STATIC,
    'Tres fuerzas coplanares actúan sobre un objeto: F1 = 20 N a 0°, F2 = 30 N a 60° y F3 = 15 N a 150°, ángulos medidos desde el semieje x positivo en sentido antihorario. Calculá: a) la componente x de la resultante; b) la componente y de la resultante; c) el módulo de la resultante.',
    [
      part('a', 'la componente x', 22.01, 'N', 'Rx ≈ 22,01 N'),
      part('b', 'la componente y', 33.48, 'N', 'Ry ≈ 33,48 N'),
      part('c', 'el módulo de la resultante', 40.07, 'N', 'R ≈ 40,07 N'),
    ],
    () => {
      const [x, y] = sum([20, 0], [30, 60], [15, 150]);
      return [[x ?? 0], [y ?? 0], [norm(x ?? 0, y ?? 0)]];
    },
    'Rx = 20 + 30·cos 60° + 15·cos 150° = 20 + 15 − 12,99 ≈ 22,01 N; Ry = 0 + 30·sen 60° + 15·sen 150° = 25,98 + 7,5 ≈ 33,48 N; R = √(22,01² + 33,48²) ≈ 40,07 N.',
  ),
  numeric(
    2413,
    STATIC,
    'Sobre un punto actúan una fuerza de 60 N hacia el este y otra de 80 N hacia el norte. ¿Qué módulo tiene la fuerza equilibrante?',
    { value: 100, unit: 'N', text: '100 N' },
    () => norm(60, 80),
    'La equilibrante es la opuesta de la resultante: R = √(60² + 80²) = 100 N, así que E = 100 N (hacia el sudoeste).',
  ),
  options(
    2414,
    STATIC,
    'Dos fuerzas de 7 N y 5 N actúan sobre un mismo punto formando entre sí un ángulo de 120°. El módulo de la resultante es:',
    ['6,24 N', '12 N', '2 N', '10,44 N'],
    0,
    () => [Math.sqrt(7 ** 2 + 5 ** 2 + 2 * 7 * 5 * cos(120))],
    'R² = 49 + 25 + 2·7·5·cos 120° = 74 − 35 = 39 → R = √39 ≈ 6,24 N.',
  ),
  numeric(
    2415,
    STATIC,
    'Sobre una misma recta actúan tres fuerzas: 45 N hacia la derecha, 30 N hacia la izquierda y 20 N hacia la derecha. ¿Cuánto vale la resultante?',
    { value: 35, unit: 'N', text: '35 N hacia la derecha' },
    () => 45 - 30 + 20,
    'Con la derecha positiva: R = 45 − 30 + 20 = 35 N, hacia la derecha.',
  ),
  numeric(
    2416,
    STATIC,
    'En un diagrama, una fuerza de 150 N se representa con una flecha de 6 cm. ¿Qué intensidad tiene una fuerza representada, con la misma escala, por una flecha de 4,4 cm?',
    { value: 110, unit: 'N', text: '110 N' },
    () => (150 / 6) * 4.4,
    'Escala: 150 N / 6 cm = 25 N/cm; F = 4,4 cm · 25 N/cm = 110 N.',
  ),

  // Bodies in equilibrium held by ropes, or on an incline.
  options(
    2417,
    guide,
    'Dos personas tiran de los extremos de una soga en sentidos opuestos, cada una con una fuerza de 240 N, y la soga queda en reposo. La tensión de la soga es:',
    ['480 N', '0 N', '120 N', '240 N'],
    3,
    () => [240],
    'Cada tramo de la soga transmite la fuerza con que tira cada persona: T = 240 N (no la suma).',
  ),
  parts(
    2418,
    STATIC,
    'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con el techo horizontal. Calculá la tensión de: a) la cuerda inclinada; b) la cuerda horizontal.',
    [
      part('a', 'la tensión de la cuerda inclinada', 240, 'N', '240 N'),
      part('b', 'la tensión de la cuerda horizontal', 207.85, 'N', '120√3 N ≈ 207,85 N'),
    ],
    () => [[120 / sin(30)], [(120 / sin(30)) * cos(30)]],
    'Vertical: T₂·sen 30° = 120 N → T₂ = 240 N. Horizontal: T₁ = T₂·cos 30° = 240 · 0,866 ≈ 207,85 N.',
  ),
  numeric(
    2419,
    STATIC,
    'Una lámpara de 40 N cuelga del punto medio de un cable cuyas dos mitades forman cada una 30° con la horizontal. ¿Cuál es la tensión en cada mitad del cable?',
    { value: 40, unit: 'N', text: '40 N' },
    () => 40 / (2 * sin(30)),
    '2·T·sen 30° = 40 N → T = 40 N.',
  ),
  parts(
    2420,
    STATIC,
    'Un cartel de 200 N cuelga en equilibrio de dos cables: uno forma 30° con la horizontal y el otro 60° con la horizontal. Calculá la tensión de: a) el cable que forma 30°; b) el cable que forma 60°.',
    [
      part('a', 'la tensión del cable de 30°', 100, 'N', '100 N'),
      part('b', 'la tensión del cable de 60°', 173.21, 'N', '100√3 N ≈ 173,21 N'),
    ],
    () => twoRopes(200, 30, 60).map((tension) => [tension]),
    'Horizontal: T₁·cos 30° = T₂·cos 60°. Vertical: T₁·sen 30° + T₂·sen 60° = 200 N. Entonces T₁ = 200·cos 60°/sen 90° = 100 N y T₂ = 200·cos 30° ≈ 173,21 N.',
  ),
  options(
    2421,
    guide,
    'Un cuerpo de 500 N cuelga de dos cuerdas atadas al techo, que forman con él ángulos de 37° y 53°. Tomando sen 37° = 0,6 y cos 37° = 0,8, la tensión de la cuerda que forma 53° con el techo es:',
    ['300 N', '400 N', '250 N', '500 N'],
    1,
    () => [500 * 0.8],
    'Las cuerdas son perpendiculares (37° + 53° = 90°). Horizontal: T₃₇·cos 37° = T₅₃·cos 53°; vertical: T₃₇·sen 37° + T₅₃·sen 53° = 500. Resulta T₅₃ = 500·cos 37° = 400 N (y T₃₇ = 500·sen 37° = 300 N).',
  ),
  numeric(
    2422,
    STATIC,
    'Una lámpara de 35 N cuelga de dos cordones iguales que forman entre sí un ángulo de 120°. ¿Qué tensión soporta cada cordón?',
    { value: 35, unit: 'N', text: '35 N' },
    () => 35 / (2 * cos(60)),
    'Cada cordón forma 60° con la vertical: 2·T·cos 60° = 35 N → T = 35 N.',
  ),
  options(
    2423,
    guide,
    'Sobre un plano inclinado 30° sin rozamiento se apoya un bloque que pesa 60 N. La fuerza horizontal que hay que aplicarle para que no deslice vale:',
    ['30 N', '34,64 N', '51,96 N', '69,28 N'],
    1,
    () => [60 * Math.tan(rad(30))],
    'A lo largo del plano: F·cos 30° = P·sen 30° → F = P·tg 30° = 60 · 0,577 ≈ 34,64 N.',
  ),
  parts(
    2424,
    guide,
    'Un bloque de 50 N está en reposo sobre un plano inclinado 30° sin rozamiento, sujeto por una cuerda paralela al plano. Calculá: a) la tensión de la cuerda; b) la fuerza normal que el plano ejerce sobre el bloque.',
    [
      part('a', 'la tensión de la cuerda', 25, 'N', '25 N'),
      part('b', 'la fuerza normal', 43.3, 'N', '25√3 N ≈ 43,3 N'),
    ],
    () => [[50 * sin(30)], [50 * cos(30)]],
    'T = P·sen 30° = 25 N; N = P·cos 30° ≈ 43,3 N.',
  ),
  numeric(
    2425,
    guide,
    'Un bloque de 200 N está en reposo sobre una rampa sin rozamiento inclinada 30°. Lo sostiene una cuerda paralela a la rampa que pasa por una polea en lo alto y de cuyo otro extremo cuelga un cuerpo. ¿Cuánto debe pesar el cuerpo que cuelga?',
    { value: 100, unit: 'N', text: '100 N' },
    () => 200 * sin(30),
    'El cuerpo que cuelga equilibra la componente del peso a lo largo de la rampa: P = 200·sen 30° = 100 N.',
  ),
  parts(
    2426,
    guide,
    'Un bloque de 100 N está en reposo sobre un piso horizontal. Se tira de él con una fuerza de 40 N que forma 30° por encima de la horizontal, y no se mueve. Calculá: a) la fuerza normal; b) la fuerza de rozamiento.',
    [
      part('a', 'la fuerza normal', 80, 'N', '80 N'),
      part('b', 'la fuerza de rozamiento', 34.64, 'N', '20√3 N ≈ 34,64 N'),
    ],
    () => [[100 - 40 * sin(30)], [40 * cos(30)]],
    'Vertical: N + 40·sen 30° = 100 → N = 80 N. Horizontal: f = 40·cos 30° ≈ 34,64 N.',
  ),

  // Moments of a force, of a couple and of a system.
  numeric(
    2427,
    STATIC,
    'Con una llave de 25 cm se aplica en su extremo una fuerza de 40 N perpendicular a la llave. ¿Qué momento produce respecto del eje de la tuerca?',
    { value: 10, unit: 'N·m', text: '10 N·m' },
    () => 40 * 0.25,
    'M = F·d = 40 N · 0,25 m = 10 N·m.',
  ),
  options(
    2428,
    STATIC,
    'Se empuja una puerta con una fuerza de 60 N aplicada a 0,8 m de las bisagras, que forma un ángulo de 30° con la puerta. El momento de la fuerza respecto del eje de las bisagras es:',
    ['48 N·m', '24 N·m', '41,57 N·m', '75 N·m'],
    1,
    () => [60 * 0.8 * sin(30)],
    'M = F·d·sen 30° = 60 · 0,8 · 0,5 = 24 N·m.',
  ),
  numeric(
    2429,
    STATIC,
    'Sobre los extremos de una barra de 3 m actúan dos fuerzas de 25 N, perpendiculares a la barra, paralelas y de sentido contrario (una cupla). ¿Cuánto vale el momento de la cupla?',
    { value: 75, unit: 'N·m', text: '75 N·m' },
    () => 25 * 3,
    'M = F·d = 25 N · 3 m = 75 N·m, el mismo respecto de cualquier punto.',
  ),
  numeric(
    2430,
    STATIC,
    'Sobre una barra horizontal de 5 m, de peso despreciable, actúan tres fuerzas verticales: 30 N hacia abajo en el extremo izquierdo O, 50 N hacia arriba a 3 m de O y 20 N hacia abajo en el extremo derecho. Tomando positivo el sentido antihorario, ¿cuánto vale el momento resultante respecto de O?',
    { value: 50, unit: 'N·m', text: '50 N·m (antihorario)' },
    () => 30 * 0 + 50 * 3 - 20 * 5,
    'M = 0 (la de 30 N pasa por O) + 50·3 − 20·5 = 150 − 100 = 50 N·m, antihorario.',
  ),

  // Parallel forces.
  parts(
    2431,
    PARALLEL,
    'Dos fuerzas paralelas del mismo sentido, de 30 N y 50 N, están separadas 2 m. Calculá: a) la intensidad de la resultante; b) la distancia de su punto de aplicación a la fuerza de 30 N.',
    [
      part('a', 'la resultante', 80, 'N', '80 N'),
      part('b', 'la distancia a la fuerza de 30 N', 1.25, 'm', '1,25 m'),
    ],
    () => [[30 + 50], [(50 * 2) / (30 + 50)]],
    'R = 30 + 50 = 80 N; momentos respecto de la fuerza de 30 N: R·x = 50·2 → x = 100/80 = 1,25 m.',
  ),
  parts(
    2432,
    complementaryParallel,
    'En los extremos de una barra de 6 m se aplican, perpendiculares a ella, dos fuerzas paralelas de sentido contrario de 15 N y 9 N. Calculá: a) la intensidad de la resultante; b) a qué distancia de la fuerza de 15 N está su punto de aplicación.',
    [
      part('a', 'la resultante', 6, 'N', '6 N'),
      part('b', 'la distancia a la fuerza de 15 N', 9, 'm', '9 m, fuera de la barra, del lado de la de 15 N'),
    ],
    () => [[15 - 9], [(9 * 6) / (15 - 9)]],
    'R = 15 − 9 = 6 N, en el sentido de la de 15 N. Stevin: 15·x = 9·(x + 6) → x = 54/6 = 9 m de la fuerza de 15 N, del lado opuesto a la de 9 N.',
  ),
  numeric(
    2433,
    guideParallel,
    'La resultante de dos fuerzas paralelas de sentido contrario vale 20 N y está a 0,5 m de la fuerza mayor. Si las dos fuerzas están separadas 2 m, ¿cuánto vale la fuerza menor?',
    { value: 5, unit: 'N', text: '5 N' },
    () => 20 / (2.5 / 0.5 - 1),
    'Stevin: F₁·0,5 = F₂·2,5 → F₁ = 5·F₂; F₁ − F₂ = 20 → 4·F₂ = 20 → F₂ = 5 N (y F₁ = 25 N).',
  ),
  options(
    2434,
    PARALLEL,
    'Tres fuerzas paralelas del mismo sentido, de 10 N, 20 N y 30 N, están aplicadas sobre una barra en x = 0, x = 1 m y x = 3 m respectivamente. La resultante está aplicada en:',
    ['x = 1,5 m', 'x ≈ 1,83 m', 'x = 2 m', 'x ≈ 1,33 m'],
    1,
    () => [(10 * 0 + 20 * 1 + 30 * 3) / (10 + 20 + 30)],
    'R = 60 N; x = (10·0 + 20·1 + 30·3)/60 = 110/60 ≈ 1,83 m.',
  ),

  // Levers, boards and beams.
  numeric(
    2435,
    guide,
    'En los extremos de una tabla homogénea de 4 m y 20 kg se sientan dos chicos de 30 kg y 50 kg. ¿A qué distancia del chico de 30 kg debe estar el punto de apoyo para que la tabla quede en equilibrio?',
    { value: 2.4, unit: 'm', text: '2,4 m' },
    () => (30 * 0 + 20 * 2 + 50 * 4) / (30 + 20 + 50),
    'Momentos respecto del apoyo, a x del chico de 30 kg: 30·x + 20·(x − 2) = 50·(4 − x) → 100·x = 240 → x = 2,4 m.',
  ),
  parts(
    2436,
    guide,
    'Una mesa homogénea de 2 m de largo y 100 N de peso se apoya en sus dos extremos. Sobre ella se coloca una caja de 300 N a 0,5 m del extremo izquierdo. Calculá la fuerza que se ejerce hacia arriba en: a) el extremo izquierdo; b) el extremo derecho.',
    [
      part('a', 'el extremo izquierdo', 275, 'N', '275 N'),
      part('b', 'el extremo derecho', 125, 'N', '125 N'),
    ],
    () => [[400 - (100 * 1 + 300 * 0.5) / 2], [(100 * 1 + 300 * 0.5) / 2]],
    'Momentos respecto del extremo izquierdo: R_B·2 = 100·1 + 300·0,5 = 250 → R_B = 125 N; R_A = 400 − 125 = 275 N.',
  ),
  parts(
    2437,
    [STATIC, STATICS_UNIT],
    'Una barra homogénea de 3 m y 60 N se usa como palanca. En un extremo se cuelga un peso de 300 N y en el otro uno de 120 N. Calculá: a) a qué distancia del extremo del peso de 120 N debe estar el punto de apoyo para que la barra quede en equilibrio; b) la fuerza que ejerce el apoyo.',
    [
      part('a', 'la distancia del apoyo al extremo del peso de 120 N', 2.0625, 'm', '≈ 2,06 m'),
      part('b', 'la fuerza del apoyo', 480, 'N', '480 N'),
    ],
    () => [[(120 * 0 + 60 * 1.5 + 300 * 3) / 480], [120 + 60 + 300]],
    'Momentos respecto del extremo del peso de 120 N: 480·x = 60·1,5 + 300·3 = 990 → x ≈ 2,06 m. El apoyo sostiene 120 + 60 + 300 = 480 N.',
  ),
  parts(
    2438,
    complementary,
    'Una pértiga rígida, homogénea y horizontal de 2 m pesa 60 N. Una mujer la sostiene por un extremo y una niña por el otro, y de la pértiga se cuelga un objeto de 600 N de modo que la niña sostiene un tercio de lo que sostiene la mujer. Calculá: a) la fuerza que hace la niña; b) la fuerza que hace la mujer; c) a qué distancia de la mujer se colgó el objeto.',
    [
      part('a', 'la fuerza de la niña', 165, 'N', '165 N'),
      part('b', 'la fuerza de la mujer', 495, 'N', '495 N'),
      part('c', 'la distancia del objeto a la mujer', 0.45, 'm', '0,45 m'),
    ],
    () => [[660 / 4], [(3 * 660) / 4], [((660 / 4) * 2 - 60 * 1) / 600]],
    'F + 3F = 600 + 60 → F = 165 N (niña), 3F = 495 N (mujer). Momentos respecto de la mujer: 165·2 = 60·1 + 600·x → x = 0,45 m.',
  ),
  parts(
    2439,
    complementary,
    'Una viga homogénea de 200 N está articulada a una pared por un extremo y se mantiene horizontal con un cable atado a su otro extremo, que forma 37° con la viga. Del extremo libre cuelga una carga de 400 N. Tomando sen 37° = 0,6 y cos 37° = 0,8, calculá: a) la tensión del cable; b) la componente horizontal de la fuerza de la articulación; c) su componente vertical.',
    [
      part('a', 'la tensión del cable', 833.33, 'N', '≈ 833,3 N'),
      part('b', 'la componente horizontal', 666.67, 'N', '≈ 666,7 N'),
      part('c', 'la componente vertical', 100, 'N', '100 N'),
    ],
    () => [[500 / 0.6], [(500 / 0.6) * 0.8], [600 - (500 / 0.6) * 0.6]],
    'Momentos respecto de la articulación (L el largo): T·0,6·L = 400·L + 200·L/2 → T = 500/0,6 ≈ 833,3 N. H = T·0,8 ≈ 666,7 N; V = 600 − T·0,6 = 100 N.',
  ),
  numeric(
    2440,
    STATIC,
    'Con una barra de 1,5 m se quiere levantar una piedra de 900 N que está en un extremo. El punto de apoyo está a 30 cm de la piedra. ¿Qué fuerza hay que aplicar en el otro extremo?',
    { value: 225, unit: 'N', text: '225 N' },
    () => (900 * 0.3) / (1.5 - 0.3),
    'Momentos respecto del apoyo: F·1,2 = 900·0,3 → F = 225 N.',
  ),
  options(
    2441,
    STATIC,
    'En un subibaja, una nena de 25 kg se sienta a 1,8 m del apoyo. ¿A qué distancia del apoyo, del otro lado, debe sentarse su papá de 75 kg para que quede en equilibrio?',
    ['0,6 m', '1,2 m', '5,4 m', '0,9 m'],
    0,
    () => [(25 * 1.8) / 75],
    '25·1,8 = 75·d → d = 0,6 m.',
  ),
  parts(
    2442,
    STATIC,
    'Una viga de 6 m, de peso despreciable, está apoyada en sus extremos A y B. Soporta una carga de 400 N a 2 m de A y otra de 260 N a 1 m de B. Calculá la reacción en: a) el apoyo A; b) el apoyo B.',
    [part('a', 'la reacción en A', 310, 'N', '310 N'), part('b', 'la reacción en B', 350, 'N', '350 N')],
    () => [[660 - (400 * 2 + 260 * 5) / 6], [(400 * 2 + 260 * 5) / 6]],
    'Momentos respecto de A: R_B·6 = 400·2 + 260·5 = 2100 → R_B = 350 N; R_A = 660 − 350 = 310 N.',
  ),
  parts(
    2443,
    STATIC,
    'Una barra de 1,2 m y peso despreciable está apoyada en su punto medio. De un extremo cuelga un peso de 80 N. Calculá: a) la fuerza vertical que hay que aplicar en el otro extremo para que quede horizontal; b) la fuerza que soporta el apoyo.',
    [
      part('a', 'la fuerza en el otro extremo', 80, 'N', '80 N'),
      part('b', 'la fuerza del apoyo', 160, 'N', '160 N'),
    ],
    () => [[(80 * 0.6) / 0.6], [80 + 80]],
    'Momentos respecto del apoyo: F·0,6 = 80·0,6 → F = 80 N hacia abajo; el apoyo sostiene 80 + 80 = 160 N.',
  ),
  numeric(
    2444,
    STATIC,
    'Una regla de 1 m, de peso despreciable, está apoyada en la marca de 40 cm. En la marca de 10 cm se cuelga un peso de 3 N. ¿Qué peso hay que colgar en la marca de 90 cm para que quede en equilibrio?',
    { value: 1.8, unit: 'N', text: '1,8 N' },
    () => (3 * (40 - 10)) / (90 - 40),
    'Momentos respecto del apoyo: 3·0,3 = P·0,5 → P = 1,8 N.',
  ),

  // A second batch, written after the readings were fixed and measured before any change for it: the
  // same kinds said with other words (alambres, «con el piso», «pesa», «dan una resultante»).
  numeric(
    2445,
    STATIC,
    'Dos fuerzas iguales de 25 N actúan sobre un mismo punto y forman entre sí un ángulo recto. ¿Cuál es el módulo de la resultante?',
    { value: 35.36, unit: 'N', text: '25√2 N ≈ 35,36 N' },
    () => norm(25, 25),
    'R = √(25² + 25²) = 25√2 ≈ 35,36 N.',
  ),
  parts(
    2446,
    STATIC,
    'Un farol de 150 N cuelga en equilibrio de dos alambres que forman 45° y 30° con la horizontal. Calculá la tensión de: a) el alambre de 45°; b) el alambre de 30°.',
    [
      part('a', 'la tensión del alambre de 45°', 134.49, 'N', '≈ 134,49 N'),
      part('b', 'la tensión del alambre de 30°', 109.81, 'N', '≈ 109,81 N'),
    ],
    () => twoRopes(150, 45, 30).map((tension) => [tension]),
    'T₄₅ = 150·cos 30°/sen 75° ≈ 134,49 N; T₃₀ = 150·cos 45°/sen 75° ≈ 109,81 N.',
  ),
  options(
    2447,
    guide,
    'Una caja de 30 kg se mantiene en reposo sobre una rampa lisa inclinada 37° mediante una soga paralela a la rampa. Con g = 10 m/s² y sen 37° = 0,6, la tensión de la soga es:',
    ['300 N', '240 N', '180 N', '150 N'],
    2,
    () => [30 * 10 * 0.6],
    'T = m·g·sen 37° = 30 · 10 · 0,6 = 180 N.',
  ),
  numeric(
    2448,
    guide,
    'Se tira de un baúl de 400 N con una soga que forma 53° con el piso, con una fuerza de 100 N, y el baúl no se mueve. Tomando sen 53° = 0,8, ¿cuánto vale la fuerza normal?',
    { value: 320, unit: 'N', text: '320 N' },
    () => 400 - 100 * 0.8,
    'Vertical: N + 100·sen 53° = 400 → N = 400 − 80 = 320 N.',
  ),
  numeric(
    2449,
    guide,
    'Un tablón uniforme de 5 m pesa 200 N. En sus extremos se colocan cajas de 300 N y 500 N. ¿A qué distancia de la caja de 500 N hay que poner el apoyo para que quede en equilibrio?',
    { value: 2, unit: 'm', text: '2 m' },
    () => 5 - (300 * 0 + 200 * 2.5 + 500 * 5) / (300 + 200 + 500),
    'Desde la caja de 300 N: x = (200·2,5 + 500·5)/1000 = 3 m, es decir a 2 m de la de 500 N.',
  ),
  numeric(
    2450,
    guideParallel,
    'Dos fuerzas paralelas del mismo sentido dan una resultante de 90 N aplicada a 0,6 m de la fuerza mayor. Si la distancia entre ambas fuerzas es de 1,8 m, ¿cuánto vale la fuerza mayor?',
    { value: 60, unit: 'N', text: '60 N' },
    () => (90 * (1.8 - 0.6)) / 1.8,
    'F mayor · 0,6 = F menor · 1,2 y suman 90 N: F mayor = 90 · 1,2/1,8 = 60 N (la menor, 30 N).',
  ),
  numeric(
    2451,
    STATIC,
    'Una fuerza de 50 N se aplica en el extremo libre de una barra de 1,2 m articulada en el otro extremo, formando 53° con la barra. Tomando sen 53° = 0,8, ¿cuánto vale su momento respecto de la articulación?',
    { value: 48, unit: 'N·m', text: '48 N·m' },
    () => 50 * 1.2 * 0.8,
    'M = F·d·sen 53° = 50 · 1,2 · 0,8 = 48 N·m.',
  ),
  numeric(
    2452,
    products,
    'Dos vectores de módulos 5 y 8 forman un ángulo de 60°. ¿Cuánto vale el módulo de su producto vectorial?',
    { value: 34.64, unit: '', text: '20√3 ≈ 34,64' },
    () => 5 * 8 * sin(60),
    '|A × B| = |A|·|B|·sen 60° = 40 · 0,866 ≈ 34,64.',
  ),
  numeric(
    2453,
    vectors,
    'Dados A = (1; −2; 2) y B = (3; 0; −4), ¿cuál es el módulo de A + B?',
    { value: 4.9, unit: '', text: '√24 ≈ 4,9' },
    () => norm(1 + 3, -2 + 0, 2 - 4),
    'A + B = (4; −2; −2); |A + B| = √(16 + 4 + 4) = √24 ≈ 4,9.',
  ),
  parts(
    2454,
    complementary,
    'Una barra liviana horizontal está articulada en una pared y sostenida por un cable atado a su otro extremo, que forma 30° con la barra. Del extremo libre cuelga una maceta de 60 N. Calculá: a) la tensión del cable; b) la componente horizontal de la fuerza de la articulación.',
    [
      part('a', 'la tensión del cable', 120, 'N', '120 N'),
      part('b', 'la componente horizontal de la fuerza de la articulación', 103.92, 'N', '60√3 N ≈ 103,92 N'),
    ],
    () => [[60 / sin(30)], [(60 / sin(30)) * cos(30)]],
    'T·sen 30°·L = 60·L → T = 120 N; H = T·cos 30° ≈ 103,92 N.',
  ),
  numeric(
    2455,
    STATIC,
    'Una varilla de 80 cm, de peso despreciable, se apoya en la marca de 30 cm. Si en la marca de 0 cm cuelga una pesa de 5 N, ¿qué pesa hay que colgar en la marca de 80 cm para equilibrarla?',
    { value: 3, unit: 'N', text: '3 N' },
    () => (5 * 30) / 50,
    '5 · 30 cm = P · 50 cm → P = 3 N.',
  ),
  numeric(
    2456,
    STATIC,
    'Un cuadro de 90 N está colgado de dos hilos: uno horizontal y otro que forma 60° con la horizontal. ¿Cuál es la tensión del hilo inclinado?',
    { value: 103.92, unit: 'N', text: '60√3 N ≈ 103,92 N' },
    () => 90 / sin(60),
    'Vertical: T·sen 60° = 90 → T ≈ 103,92 N.',
  ),
];
