/**
 * Forces and statics as the entrance exams word them (#32), not as the FRM guide drills them: the
 * resultant of concurrent forces given by size and direction in the exams' several ways («forma 30° con
 * el eje x positivo», «dirigida 53° al norte del este», «hacia el noroeste», «formando entre sí un
 * ángulo de 60°»), its size, direction or components, the equilibrant; forces written «ai + bj»,
 * «(a; b)» or «F = 3î − 4ĵ N»; a weight hung from two ropes with a rope's force asked as «ai + bj»;
 * parallel forces of the same and of opposite senses and where their resultant acts, a beam on two
 * supports, a lever, a seesaw, the moment of a force and of a couple; data in kgf or in N, g stated at
 * the end, «Se pide:», «Determinar…», «Hallar…», five options with units whose last is «Ninguna de las
 * anteriores».
 *
 * The wording follows real first-term, final and make-up papers of another UTN regional (2022–2025,
 * compiled by students), among them a weight hung from two ropes whose F1 is asked as «ai + bj»:
 * https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 * (read 2026-11-30). The kinds of exercise are those of FRM's Seminario, Unidad 4, Estática:
 * https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/4%20EST%C3%81TICA.pdf
 * (read 2026-11-30). No statement was copied: objects, numbers and wording are ours. Every key was worked
 * out by hand and is recomputed by `check`. A development set of the solvers, apart from the exam-style
 * set.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

const EXAMS = ['utn-ingreso-parciales-2022-2025', 'frm-fisica-2025-estatica'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: EXAMS,
  difficulty: 'medio',
  // Half a percent, and never under a hundredth: a key computed with decimals is not written to the last bit.
  tolerance: (value) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.005) }),
});

const STATIC = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const VECTORS = 'mecanica.unidades-vectores';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const cos = (degrees: number) => Math.cos(rad(degrees));
const sin = (degrees: number) => Math.sin(rad(degrees));
const deg = (radians: number) => (radians * 180) / Math.PI;
const norm = (...components: number[]) => Math.hypot(...components);
/** The size of the resultant of two forces whose directions make the given angle. */
const cosineRule = (first: number, second: number, degrees: number) =>
  Math.sqrt(first ** 2 + second ** 2 + 2 * first * second * cos(degrees));
/** The tensions of two ropes at θ₁ and θ₂ above the horizontal, on either side, holding a weight W. */
const twoRopes = (weight: number, first: number, second: number) => [
  (weight * cos(second)) / sin(first + second),
  (weight * cos(first)) / sin(first + second),
];

export const physicsExamWordingForcesProblems: readonly ExamStyleProblem[] = [
  // Concurrent forces: the resultant's size, direction and components, and the equilibrant.
  options(
    4400,
    STATIC,
    'Dos fuerzas concurrentes de 6 N y 8 N forman entre sí un ángulo de 60°. El módulo de la fuerza resultante es:',
    ['14 N', '12,17 N', '10 N', '7,21 N'],
    1,
    () => [cosineRule(6, 8, 60)],
    'R² = 6² + 8² + 2·6·8·cos 60° = 36 + 64 + 48 = 148 → R = √148 ≈ 12,17 N.',
  ),
  numeric(
    4401,
    STATIC,
    'Sobre un cuerpo actúan dos fuerzas: F1 = 50 N, que forma 30° con el eje x positivo, y F2 = 30 N, dirigida según el eje y positivo. Determinar el módulo de la resultante.',
    { value: 70, unit: 'N', text: '70 N' },
    () => norm(50 * cos(30), 50 * sin(30) + 30),
    'Rx = 50·cos 30° ≈ 43,30 N; Ry = 50·sen 30° + 30 = 55 N; R = √(1875 + 3025) = √4900 = 70 N.',
  ),
  parts(
    4402,
    STATIC,
    'Una fuerza de 200 N está dirigida 53° al norte del este y otra de 100 N apunta hacia el oeste. Tomando sen 53° = 0,8 y cos 53° = 0,6, hallar: a) la componente de la resultante en la dirección este; b) la componente de la resultante en la dirección norte; c) el módulo de la resultante.',
    [
      part('a', 'la componente este', 20, 'N', '20 N'),
      part('b', 'la componente norte', 160, 'N', '160 N'),
      part('c', 'el módulo de la resultante', 161.25, 'N', '√26000 N ≈ 161,25 N'),
    ],
    () => [[200 * 0.6 - 100], [200 * 0.8], [norm(200 * 0.6 - 100, 200 * 0.8)]],
    'Rx = 200·0,6 − 100 = 20 N; Ry = 200·0,8 = 160 N; R = √(20² + 160²) = √26000 ≈ 161,25 N.',
  ),
  options(
    4403,
    STATIC,
    'Sobre una argolla actúan tres fuerzas: 10 N hacia el norte, 10 N hacia el este y 14,14 N hacia el sudoeste. El módulo de la resultante es, aproximadamente:',
    ['0 N', '34,14 N', '14,14 N', '20 N'],
    0,
    () => [norm(10 - 14.14 * cos(45), 10 - 14.14 * sin(45))],
    'La de 14,14 N hacia el sudoeste tiene componentes (−10; −10) N: anula a las otras dos, así que R ≈ 0 N.',
  ),
  numeric(
    4404,
    STATIC,
    'Un bloque es arrastrado por dos cuerdas: una tira con 40 N hacia el noreste y la otra con 40 N hacia el noroeste. ¿Cuál es la intensidad de la fuerza resultante?',
    { value: 56.57, unit: 'N', text: '40√2 N ≈ 56,57 N (hacia el norte)' },
    () => cosineRule(40, 40, 90),
    'Noreste y noroeste forman 90°: R = √(40² + 40²) = 40√2 ≈ 56,57 N, hacia el norte.',
  ),
  numeric(
    4405,
    STATIC,
    'Dos fuerzas de 30 N y 40 N, aplicadas en un mismo punto, son perpendiculares entre sí. ¿Qué ángulo forma la resultante con la fuerza de 40 N?',
    { value: 36.87, unit: '°', text: '≈ 36,87°' },
    () => deg(Math.atan(30 / 40)),
    'tg α = 30/40 = 0,75 → α ≈ 36,87° (la resultante vale 50 N).',
  ),
  options(
    4406,
    STATIC,
    'Sobre una argolla actúan dos fuerzas: 12 N en el sentido positivo del eje x y 5 N en el sentido negativo del eje y. La fuerza equilibrante tiene un módulo de:',
    ['17 N', '7 N', '13 N', '8,5 N'],
    2,
    () => [norm(12, -5)],
    'La equilibrante es la opuesta de la resultante: |R| = √(12² + 5²) = 13 N, así que E = 13 N.',
  ),
  parts(
    4407,
    STATIC,
    'Determinar la fuerza equilibrante del sistema formado por F1 = 80 N a 0° y F2 = 60 N a 90° (ángulos medidos desde el semieje x positivo en sentido antihorario). Se pide: a) su módulo; b) el ángulo que forma con el semieje x positivo, medido en sentido antihorario.',
    [
      part('a', 'el módulo de la equilibrante', 100, 'N', '100 N'),
      part('b', 'su ángulo con el semieje x positivo', 216.87, '°', '≈ 216,87°'),
    ],
    () => [[norm(80, 60)], [180 + deg(Math.atan2(60, 80))]],
    'R = √(80² + 60²) = 100 N a 36,87°; la equilibrante tiene el mismo módulo y sentido opuesto: 100 N a 36,87° + 180° ≈ 216,87°.',
  ),
  options(
    4408,
    STATIC,
    'Dos fuerzas de 15 kgf cada una se aplican a un mismo cuerpo formando entre sí un ángulo de 120°. La intensidad de la resultante es:',
    ['30 kgf', '15 kgf', '25,98 kgf', '0 kgf'],
    1,
    () => [cosineRule(15, 15, 120)],
    'R² = 15² + 15² + 2·15·15·cos 120° = 225 + 225 − 225 = 225 → R = 15 kgf.',
  ),
  numeric(
    4409,
    STATIC,
    'Calcular el ángulo que deben formar entre sí dos fuerzas de 5 N y 12 N para que su resultante valga 13 N.',
    { value: 90, unit: '°', text: '90°' },
    () => deg(Math.acos((13 ** 2 - 5 ** 2 - 12 ** 2) / (2 * 5 * 12))),
    '13² = 5² + 12² + 2·5·12·cos α → 169 = 169 + 120·cos α → cos α = 0 → α = 90°.',
  ),
  numeric(
    4410,
    STATIC,
    'La resultante de dos fuerzas perpendiculares entre sí vale 25 N. Si una de ellas es de 7 N, ¿cuánto vale la otra?',
    { value: 24, unit: 'N', text: '24 N' },
    () => Math.sqrt(25 ** 2 - 7 ** 2),
    'R² = F1² + F2² → F2 = √(625 − 49) = √576 = 24 N.',
  ),
  parts(
    4411,
    STATIC,
    'Dos fuerzas de 9 N y 4 N actúan sobre un mismo punto y tienen la misma dirección. Calcular la resultante si: a) tienen el mismo sentido; b) tienen sentidos opuestos.',
    [part('a', 'con el mismo sentido', 13, 'N', '13 N'), part('b', 'con sentidos opuestos', 5, 'N', '5 N')],
    () => [[9 + 4], [9 - 4]],
    'a) R = 9 + 4 = 13 N; b) R = 9 − 4 = 5 N, en el sentido de la de 9 N.',
  ),
  parts(
    4412,
    VECTORS,
    'Hallar las componentes de una fuerza de 250 N que forma 37° por debajo del semieje x positivo (sen 37° = 0,6; cos 37° = 0,8): a) la componente x; b) la componente y.',
    [part('a', 'la componente x', 200, 'N', '200 N'), part('b', 'la componente y', -150, 'N', '−150 N')],
    () => [[250 * 0.8], [-250 * 0.6]],
    'Fx = 250·cos 37° = 200 N; Fy = −250·sen 37° = −150 N (hacia abajo).',
  ),

  // Forces written by their components.
  numeric(
    4413,
    VECTORS,
    'Sea la fuerza F = 3î − 4ĵ N. ¿Cuál es su módulo?',
    { value: 5, unit: 'N', text: '5 N' },
    () => norm(3, -4),
    '|F| = √(3² + (−4)²) = √25 = 5 N.',
  ),
  numeric(
    4414,
    VECTORS,
    'Determinar el ángulo que forma la fuerza F = (−6; 8) N con el semieje x positivo.',
    { value: 126.87, unit: '°', text: '≈ 126,87°' },
    () => deg(Math.atan2(8, -6)),
    'La fuerza está en el segundo cuadrante: tg α = 8/(−6) → α = 180° − 53,13° ≈ 126,87°.',
  ),
  options(
    4415,
    VECTORS,
    'Dadas las fuerzas F1 = 2i + 5j (N) y F2 = 4i + 3j (N), aplicadas en un mismo punto, el módulo de la resultante es:',
    ['10 N', '14 N', '8,49 N', '10,39 N'],
    0,
    () => [norm(2 + 4, 5 + 3)],
    'R = (2 + 4) i + (5 + 3) j = 6i + 8j N; |R| = √(36 + 64) = 10 N.',
  ),
  parts(
    4416,
    VECTORS,
    'Sobre una partícula actúan F1 = (5; −2) N, F2 = (−1; 6) N y F3 = (2; 1) N. Se pide: a) la componente x de la resultante; b) la componente y de la resultante; c) su módulo.',
    [
      part('a', 'la componente x', 6, 'N', '6 N'),
      part('b', 'la componente y', 5, 'N', '5 N'),
      part('c', 'el módulo', 7.81, 'N', '√61 N ≈ 7,81 N'),
    ],
    () => [[5 - 1 + 2], [-2 + 6 + 1], [norm(6, 5)]],
    'Rx = 5 − 1 + 2 = 6 N; Ry = −2 + 6 + 1 = 5 N; |R| = √61 ≈ 7,81 N.',
  ),
  numeric(
    4417,
    VECTORS,
    'Sobre un punto actúan F1 = 7i + 2j y F2 = −3i + 1j, en newtons. ¿Qué módulo tiene la fuerza que hay que agregar para que el punto quede en equilibrio?',
    { value: 5, unit: 'N', text: '5 N' },
    () => norm(7 - 3, 2 + 1),
    'R = 4i + 3j N; la equilibrante es −4i − 3j N, de módulo √(16 + 9) = 5 N.',
  ),
  options(
    4418,
    VECTORS,
    'Una fuerza de 20 N forma 60° con el eje x positivo. Escrita en la forma ai + bj (en N), es:',
    ['10i + 17,32j', '17,32i + 10j', '20i + 20j', '10i + 10j'],
    0,
    () => [20 * cos(60), 20 * sin(60)],
    'a = 20·cos 60° = 10; b = 20·sen 60° ≈ 17,32 → F = 10i + 17,32j N.',
  ),

  // A weight hung from ropes.
  options(
    4419,
    STATIC,
    'Un objeto que pesa 200 N cuelga en equilibrio de dos cuerdas: la cuerda 1 tira hacia arriba y a la izquierda formando 40° con la horizontal, y la cuerda 2 tira hacia arriba y a la derecha formando 60° con la horizontal. La fuerza F1 que hace la cuerda 1, escrita en la forma ai + bj (en N), es:',
    ['−77,79i + 65,27j', '77,79i + 65,27j', '−65,27i + 77,79j', '−50i + 86,6j'],
    0,
    () => {
      const [first = 0] = twoRopes(200, 40, 60);
      return [-first * cos(40), first * sin(40)];
    },
    'Horizontal: F1·cos 40° = F2·cos 60°; vertical: F1·sen 40° + F2·sen 60° = 200. F1 = 200·cos 60°/sen 100° ≈ 101,54 N, así que F1 = −101,54·cos 40° i + 101,54·sen 40° j ≈ −77,79i + 65,27j N.',
  ),
  parts(
    4420,
    STATIC,
    'Un cuerpo que pesa 150 N está colgado de dos cuerdas. Una forma 50° con la horizontal y tira hacia la izquierda; la otra forma 30° con la horizontal y tira hacia la derecha. Escribir la fuerza F1 de la primera cuerda en la forma F1 = Fx i + Fy j: a) Fx; b) Fy.',
    [
      part('a', 'la componente Fx', -84.79, 'N', '≈ −84,79 N'),
      part('b', 'la componente Fy', 101.05, 'N', '≈ 101,05 N'),
    ],
    () => {
      const [first = 0] = twoRopes(150, 50, 30);
      return [[-first * cos(50)], [first * sin(50)]];
    },
    'F1 = 150·cos 30°/sen 80° ≈ 131,91 N; Fx = −131,91·cos 50° ≈ −84,79 N; Fy = 131,91·sen 50° ≈ 101,05 N.',
  ),
  numeric(
    4421,
    STATIC,
    'Un semáforo de 300 N cuelga del punto medio de un cable, y cada tramo del cable forma 15° con la horizontal. Calcular la tensión del cable.',
    { value: 579.56, unit: 'N', text: '≈ 579,56 N' },
    () => 300 / (2 * sin(15)),
    '2·T·sen 15° = 300 N → T = 150/0,2588 ≈ 579,56 N.',
  ),
  parts(
    4422,
    STATIC,
    'Una maceta de 12 kgf cuelga de dos cuerdas que forman con el techo ángulos de 30° y 45°. Hallar la tensión, en kgf, de: a) la cuerda que forma 30°; b) la cuerda que forma 45°.',
    [
      part('a', 'la cuerda de 30°', 8.78, 'kgf', '≈ 8,78 kgf'),
      part('b', 'la cuerda de 45°', 10.76, 'kgf', '≈ 10,76 kgf'),
    ],
    () => twoRopes(12, 30, 45).map((tension) => [tension]),
    'T₃₀·cos 30° = T₄₅·cos 45° y T₃₀·sen 30° + T₄₅·sen 45° = 12: T₃₀ = 12·cos 45°/sen 75° ≈ 8,78 kgf; T₄₅ = 12·cos 30°/sen 75° ≈ 10,76 kgf.',
  ),
  options(
    4423,
    STATIC,
    'Un cuerpo de 5 kg cuelga en reposo de dos cuerdas perpendiculares entre sí, una de las cuales forma 30° con la horizontal. La tensión de esa cuerda es: (considerar g = 10 m/s²)',
    ['25 N', '43,3 N', '50 N', '28,87 N'],
    0,
    () => [twoRopes(50, 30, 60)[0] ?? 0],
    'La otra cuerda forma 60° con la horizontal. T₃₀ = 50·cos 60°/sen 90° = 25 N (y T₆₀ = 50·cos 30° ≈ 43,3 N).',
  ),
  numeric(
    4424,
    STATIC,
    'Un cuadro que pesa 40 N está colgado de un clavo mediante un alambre cuyos dos tramos forman entre sí un ángulo de 90°. ¿Cuál es la tensión en cada tramo?',
    { value: 28.28, unit: 'N', text: '20√2 N ≈ 28,28 N' },
    () => 40 / (2 * cos(45)),
    'Cada tramo forma 45° con la vertical: 2·T·cos 45° = 40 N → T = 20√2 ≈ 28,28 N.',
  ),
  parts(
    4425,
    STATIC,
    'Un objeto cuelga en equilibrio de dos cuerdas. La fuerza de una cuerda es F1 = −30i + 40j (N) y la de la otra es F2 = 30i + 20j (N). Determinar: a) el peso del objeto; b) el módulo de F1.',
    [part('a', 'el peso', 60, 'N', '60 N'), part('b', 'el módulo de F1', 50, 'N', '50 N')],
    () => [[40 + 20], [norm(-30, 40)]],
    'El peso equilibra a F1 + F2 = 0i + 60j N: P = 60 N. |F1| = √(30² + 40²) = 50 N.',
  ),
  numeric(
    4426,
    STATIC,
    'Un cuerpo de 10 kgf cuelga de dos cuerdas que forman 60° con la horizontal cada una. Expresar en newtons la tensión de cada cuerda (1 kgf = 9,8 N).',
    { value: 56.58, unit: 'N', text: '≈ 56,58 N' },
    () => 98 / (2 * sin(60)),
    'P = 10 kgf = 98 N; 2·T·sen 60° = 98 N → T ≈ 56,58 N.',
  ),
  numeric(
    4427,
    VECTORS,
    'Una fuerza de 100 N forma un ángulo de 30° con la vertical. ¿Cuánto vale su componente horizontal?',
    { value: 50, unit: 'N', text: '50 N' },
    () => 100 * sin(30),
    'Con la vertical forma 30°: Fh = 100·sen 30° = 50 N.',
  ),
  numeric(
    4428,
    STATIC,
    'Hallar el ángulo que forma con la dirección este la resultante de una fuerza de 12 N hacia el este y otra de 16 N hacia el sur.',
    { value: 53.13, unit: '°', text: '≈ 53,13° al sur del este' },
    () => deg(Math.atan(16 / 12)),
    'tg α = 16/12 → α ≈ 53,13° al sur del este (R = 20 N).',
  ),
  options(
    4429,
    STATIC,
    'Tres fuerzas coplanares concurrentes son F1 = 30 N a 0°, F2 = 40 N a 90° y F3 = 20 N a 180°. El módulo de la resultante es:',
    ['41,23 N', '90 N', '50 N', '44,72 N'],
    0,
    () => [norm(30 - 20, 40)],
    'Rx = 30 − 20 = 10 N; Ry = 40 N; R = √(100 + 1600) ≈ 41,23 N.',
  ),
  options(
    4430,
    STATIC,
    'Dos fuerzas de 10 N cada una forman entre sí un ángulo de 90°. El módulo de la resultante es:',
    ['20 N', '0 N', '10 N', '100 N'],
    4,
    () => [cosineRule(10, 10, 90)],
    'R = √(10² + 10²) = 10√2 ≈ 14,14 N: ninguna de las anteriores.',
  ),

  // Parallel forces, moments, levers and beams.
  parts(
    4431,
    PARALLEL,
    'Dos fuerzas paralelas y del mismo sentido, de 40 N y 60 N, están aplicadas en los extremos de una barra de 1,5 m. Determinar: a) la intensidad de la resultante; b) a qué distancia de la fuerza de 40 N se encuentra su punto de aplicación.',
    [
      part('a', 'la resultante', 100, 'N', '100 N'),
      part('b', 'la distancia a la fuerza de 40 N', 0.9, 'm', '0,9 m'),
    ],
    () => [[40 + 60], [(60 * 1.5) / (40 + 60)]],
    'R = 40 + 60 = 100 N; momentos respecto de la de 40 N: 100·x = 60·1,5 → x = 0,9 m.',
  ),
  options(
    4432,
    PARALLEL,
    'Dos fuerzas paralelas de sentido contrario, de 50 N y 20 N, están separadas 30 cm. Su resultante está aplicada, respecto de la fuerza mayor, a una distancia en cm de:',
    ['20 cm', '50 cm', '12 cm', '8,57 cm'],
    0,
    () => [(20 * 30) / (50 - 20)],
    'R = 50 − 20 = 30 N; fuera del segmento, del lado de la mayor: 50·x = 20·(x + 30) → x = 600/30 = 20 cm.',
  ),
  numeric(
    4433,
    PARALLEL,
    'Dos fuerzas paralelas del mismo sentido, de 3 kgf y 9 kgf, están separadas 80 cm. ¿A qué distancia, en cm, de la de 9 kgf actúa la resultante?',
    { value: 20, unit: 'cm', text: '20 cm' },
    () => (3 * 80) / (3 + 9),
    'R = 12 kgf; 9·x = 3·(80 − x) → 12·x = 240 → x = 20 cm de la de 9 kgf.',
  ),
  numeric(
    4434,
    PARALLEL,
    'La resultante de dos fuerzas paralelas del mismo sentido es de 120 N. Una de ellas vale 45 N y su recta de acción está a 40 cm de la resultante. ¿A qué distancia, en cm, de la resultante está la otra fuerza?',
    { value: 24, unit: 'cm', text: '24 cm' },
    () => (45 * 40) / (120 - 45),
    'La otra vale 120 − 45 = 75 N; 45·40 = 75·d → d = 24 cm.',
  ),
  numeric(
    4435,
    PARALLEL,
    'Sobre una barra horizontal actúan tres fuerzas verticales hacia abajo: 10 N en x = 0, 30 N en x = 2 m y 20 N en x = 5 m. Hallar la posición x del punto de aplicación de la resultante.',
    { value: 2.67, unit: 'm', text: '8/3 m ≈ 2,67 m' },
    () => (10 * 0 + 30 * 2 + 20 * 5) / (10 + 30 + 20),
    'R = 60 N; x = (10·0 + 30·2 + 20·5)/60 = 160/60 ≈ 2,67 m.',
  ),
  parts(
    4436,
    STATIC,
    'Una viga homogénea de 8 m y 1200 N se apoya en sus extremos A y B. A 2 m de A se coloca un cuerpo de 800 N. Hallar las reacciones en los apoyos: a) en A; b) en B.',
    [part('a', 'la reacción en A', 1200, 'N', '1200 N'), part('b', 'la reacción en B', 800, 'N', '800 N')],
    () => [[2000 - (1200 * 4 + 800 * 2) / 8], [(1200 * 4 + 800 * 2) / 8]],
    'Momentos respecto de A: R_B·8 = 1200·4 + 800·2 = 6400 → R_B = 800 N; R_A = 2000 − 800 = 1200 N.',
  ),
  options(
    4437,
    STATIC,
    'Un tablón de 4 m y masa despreciable descansa sobre dos caballetes ubicados en sus extremos. Un pintor de 80 kg está parado a 1 m del caballete izquierdo. La fuerza que soporta el caballete derecho es: (g = 9,8 m/s²)',
    ['196 N', '588 N', '200 N', '784 N'],
    0,
    () => [(80 * 9.8 * 1) / 4],
    'P = 80·9,8 = 784 N; momentos respecto del caballete izquierdo: R_D·4 = 784·1 → R_D = 196 N (el izquierdo, 588 N).',
  ),
  parts(
    4438,
    STATIC,
    'Una tabla homogénea de 6 m que pesa 30 kgf se apoya sobre dos soportes: uno en su extremo izquierdo y otro a 4 m de él. Calcular, en kgf, la fuerza que soporta: a) el apoyo izquierdo; b) el otro apoyo.',
    [
      part('a', 'el apoyo izquierdo', 7.5, 'kgf', '7,5 kgf'),
      part('b', 'el otro apoyo', 22.5, 'kgf', '22,5 kgf'),
    ],
    () => [[30 - (30 * 3) / 4], [(30 * 3) / 4]],
    'El peso actúa a 3 m del extremo izquierdo. Momentos respecto de ese extremo: R₂·4 = 30·3 → R₂ = 22,5 kgf; R₁ = 30 − 22,5 = 7,5 kgf.',
  ),
  numeric(
    4439,
    STATIC,
    'Con una palanca de 2 m se quiere levantar un cuerpo de 120 kgf colocado en un extremo, a 40 cm del punto de apoyo. ¿Qué fuerza, en kgf, hay que hacer en el otro extremo?',
    { value: 30, unit: 'kgf', text: '30 kgf' },
    () => (120 * 0.4) / (2 - 0.4),
    'Momentos respecto del apoyo: F·1,6 = 120·0,4 → F = 30 kgf.',
  ),
  options(
    4440,
    STATIC,
    'Dos chicos, de 30 kg y 45 kg, juegan en un sube y baja de 3 m apoyado en su centro. Si el de 30 kg se sienta en un extremo, ¿a qué distancia del centro debe sentarse el otro para que quede en equilibrio?',
    ['1 m', '1,5 m', '0,67 m', '2,25 m'],
    0,
    () => [(30 * 1.5) / 45],
    '30·1,5 = 45·d → d = 1 m.',
  ),
  parts(
    4441,
    STATIC,
    'Una barra de 1 m, de peso despreciable, está apoyada en su punto medio. En un extremo se cuelga un peso de 60 N. Se pide: a) el peso que hay que colgar a 20 cm del apoyo, del otro lado, para equilibrarla; b) la fuerza que soporta el apoyo.',
    [
      part('a', 'el peso a 20 cm del apoyo', 150, 'N', '150 N'),
      part('b', 'la fuerza del apoyo', 210, 'N', '210 N'),
    ],
    () => [[(60 * 0.5) / 0.2], [60 + (60 * 0.5) / 0.2]],
    'Momentos respecto del apoyo: 60·0,5 = P·0,2 → P = 150 N; el apoyo sostiene 60 + 150 = 210 N.',
  ),
  numeric(
    4442,
    STATIC,
    'Calcular el momento de una fuerza de 20 N respecto de un punto O, si la distancia de O a la recta de acción de la fuerza es de 35 cm.',
    { value: 7, unit: 'N·m', text: '7 N·m' },
    () => 20 * 0.35,
    'M = F·d = 20 N · 0,35 m = 7 N·m.',
  ),
  numeric(
    4443,
    STATIC,
    'Una fuerza de 80 N se aplica en el extremo de una llave de 30 cm, formando un ángulo de 60° con el mango. Determinar el momento respecto del centro de la tuerca.',
    { value: 20.78, unit: 'N·m', text: '12√3 N·m ≈ 20,78 N·m' },
    () => 80 * 0.3 * sin(60),
    'M = F·d·sen 60° = 80 · 0,3 · 0,866 ≈ 20,78 N·m.',
  ),
  options(
    4444,
    STATIC,
    'Un conductor aplica una cupla al volante de 40 cm de diámetro, con dos fuerzas de 15 N tangentes al volante en extremos opuestos de un diámetro. El momento de la cupla es:',
    ['6 N·m', '3 N·m', '12 N·m', '600 N·m'],
    0,
    () => [15 * 0.4],
    'El brazo de la cupla es el diámetro: M = 15 N · 0,4 m = 6 N·m.',
  ),
  numeric(
    4445,
    STATIC,
    'Una barra AB de 2 m, de peso despreciable, está sometida a una fuerza de 30 N hacia arriba en A y a otra de 50 N hacia abajo en B, ambas perpendiculares a la barra. Hallar el módulo del momento resultante respecto del punto medio de la barra.',
    { value: 80, unit: 'N·m', text: '80 N·m' },
    () => 30 * 1 + 50 * 1,
    'Con A a la izquierda, las dos fuerzas hacen girar la barra en sentido horario respecto del punto medio: M = 30·1 + 50·1 = 80 N·m.',
  ),
  // A second batch, written after the first readings were fixed and measured before any change for it:
  // the same kinds said with other words (sudeste, «30° al oeste del norte», kgf, sogas named by letters,
  // a balance with unequal arms, a door).
  numeric(
    4446,
    STATIC,
    'Sobre un clavo actúan dos fuerzas de 25 N: una dirigida hacia el sudeste y la otra hacia el noreste. Determinar la intensidad de la fuerza resultante.',
    { value: 35.36, unit: 'N', text: '25√2 N ≈ 35,36 N (hacia el este)' },
    () => cosineRule(25, 25, 90),
    'Sudeste y noreste forman 90°: R = √(25² + 25²) = 25√2 ≈ 35,36 N, hacia el este.',
  ),
  parts(
    4447,
    VECTORS,
    'Una fuerza de 80 N está dirigida 30° al oeste del norte. Hallar: a) su componente según el eje x (positivo hacia el este); b) su componente según el eje y (positivo hacia el norte).',
    [
      part('a', 'la componente x', -40, 'N', '−40 N'),
      part('b', 'la componente y', 69.28, 'N', '40√3 N ≈ 69,28 N'),
    ],
    () => [[80 * cos(120)], [80 * sin(120)]],
    'La dirección forma 90° + 30° = 120° con el este: Fx = 80·cos 120° = −40 N; Fy = 80·sen 120° ≈ 69,28 N.',
  ),
  options(
    4448,
    VECTORS,
    'Las fuerzas F1 = (4; −3) N y F2 = (−1; 7) N actúan sobre un mismo cuerpo. La intensidad de la resultante vale:',
    ['5 N', '10 N', '8,06 N', '7 N'],
    0,
    () => [norm(4 - 1, -3 + 7)],
    'R = (3; 4) N; |R| = √(9 + 16) = 5 N.',
  ),
  numeric(
    4449,
    VECTORS,
    'Dada la fuerza F = −5î + 12ĵ (en N), calcular su módulo.',
    { value: 13, unit: 'N', text: '13 N' },
    () => norm(-5, 12),
    '|F| = √(25 + 144) = √169 = 13 N.',
  ),
  numeric(
    4450,
    VECTORS,
    'Hallar el ángulo que forma con el semieje x positivo, medido en sentido antihorario, la fuerza F = 4i − 4j N.',
    { value: 315, unit: '°', text: '315° (45° por debajo del semieje x positivo)' },
    () => (deg(Math.atan2(-4, 4)) + 360) % 360,
    'La fuerza está en el cuarto cuadrante: tg α = −4/4 = −1 → α = 360° − 45° = 315°.',
  ),
  options(
    4451,
    STATIC,
    'Dos fuerzas de 20 kgf cada una forman entre sí un ángulo de 60°. La resultante vale:',
    ['40 kgf', '34,64 kgf', '20 kgf', '28,28 kgf'],
    1,
    () => [cosineRule(20, 20, 60)],
    'R² = 400 + 400 + 2·400·cos 60° = 1200 → R = 20√3 ≈ 34,64 kgf.',
  ),
  numeric(
    4452,
    STATIC,
    'Una lámpara de 8 kg pende del punto medio de un alambre, y cada mitad del alambre forma 10° con la horizontal. Calcular la tensión del alambre. (g = 9,8 m/s²)',
    { value: 225.74, unit: 'N', text: '≈ 225,74 N' },
    () => (8 * 9.8) / (2 * sin(10)),
    'P = 8·9,8 = 78,4 N; 2·T·sen 10° = 78,4 N → T ≈ 225,74 N.',
  ),
  parts(
    4453,
    STATIC,
    'Un cuerpo que pesa 300 N está suspendido de dos sogas. La soga A forma 35° con la horizontal y tira hacia la izquierda; la soga B forma 55° con la horizontal y tira hacia la derecha. Calcular las tensiones: a) en la soga A; b) en la soga B.',
    [
      part('a', 'la tensión de la soga A', 172.07, 'N', '≈ 172,07 N'),
      part('b', 'la tensión de la soga B', 245.75, 'N', '≈ 245,75 N'),
    ],
    () => twoRopes(300, 35, 55).map((tension) => [tension]),
    'Las sogas son perpendiculares (35° + 55° = 90°): T_A = 300·cos 55° ≈ 172,07 N; T_B = 300·cos 35° ≈ 245,75 N.',
  ),
  numeric(
    4454,
    STATIC,
    'La resultante de dos fuerzas que forman entre sí 90° es de 50 kgf. Si una de ellas es de 30 kgf, ¿cuánto vale la otra?',
    { value: 40, unit: 'kgf', text: '40 kgf' },
    () => Math.sqrt(50 ** 2 - 30 ** 2),
    'F2 = √(50² − 30²) = √1600 = 40 kgf.',
  ),
  options(
    4455,
    PARALLEL,
    'Dos fuerzas paralelas del mismo sentido, de 20 N y 80 N, están aplicadas en los extremos de una varilla de 2 m. La resultante se encuentra, del extremo donde actúa la fuerza de 20 N, a una distancia de:',
    ['1,6 m', '0,4 m', '1 m', '1,2 m'],
    0,
    () => [(80 * 2) / (20 + 80)],
    'R = 100 N; momentos respecto del extremo de la de 20 N: 100·x = 80·2 → x = 1,6 m.',
  ),
  numeric(
    4456,
    STATIC,
    'Una viga de 5 m, de peso despreciable, está apoyada en sus extremos. A 1 m del extremo izquierdo se coloca una carga de 500 N. ¿Cuánto vale la reacción en el apoyo derecho?',
    { value: 100, unit: 'N', text: '100 N' },
    () => (500 * 1) / 5,
    'Momentos respecto del apoyo izquierdo: R_D·5 = 500·1 → R_D = 100 N (y R_I = 400 N).',
  ),
  numeric(
    4457,
    STATIC,
    'Calcular el momento de una fuerza de 15 N aplicada perpendicularmente en el extremo de una barra de 40 cm, respecto del otro extremo.',
    { value: 6, unit: 'N·m', text: '6 N·m' },
    () => 15 * 0.4,
    'M = F·d = 15 N · 0,4 m = 6 N·m.',
  ),
  numeric(
    4458,
    STATIC,
    'En una balanza de brazos desiguales, un objeto colocado a 12 cm del fiel se equilibra con una pesa de 300 g situada a 20 cm del fiel, del otro lado. ¿Cuál es la masa del objeto, en gramos?',
    { value: 500, unit: 'g', text: '500 g' },
    () => (300 * 20) / 12,
    'm·12 = 300·20 → m = 500 g.',
  ),
  numeric(
    4459,
    STATIC,
    'Una puerta de 90 cm de ancho se empuja en su borde libre con una fuerza de 20 N perpendicular a ella. ¿Qué momento produce respecto del eje de las bisagras?',
    { value: 18, unit: 'N·m', text: '18 N·m' },
    () => 20 * 0.9,
    'M = F·d = 20 N · 0,9 m = 18 N·m.',
  ),
  parts(
    4460,
    VECTORS,
    'Determinar la fuerza equilibrante de F1 = 3i + 2j y F2 = i − 5j (en N): a) su componente x; b) su componente y.',
    [part('a', 'la componente x', -4, 'N', '−4 N'), part('b', 'la componente y', 3, 'N', '3 N')],
    () => [[-(3 + 1)], [-(2 - 5)]],
    'R = 4i − 3j N; la equilibrante es E = −R = −4i + 3j N.',
  ),
  // A third batch, written after the second one's fixes and measured before any change for it.
  numeric(
    4461,
    VECTORS,
    'Una fuerza de 120 N se descompone en dos direcciones perpendiculares, y una de las componentes vale 72 N. ¿Cuánto vale la otra componente?',
    { value: 96, unit: 'N', text: '96 N' },
    () => Math.sqrt(120 ** 2 - 72 ** 2),
    'F² = F₁² + F₂² → F₂ = √(14400 − 5184) = √9216 = 96 N.',
  ),
  numeric(
    4462,
    VECTORS,
    'Se aplican a un cuerpo tres fuerzas: F1 = 2i + 3j, F2 = −5i + j y F3 = 3i − 4j, en newtons. ¿Cuál es el módulo de la resultante?',
    { value: 0, unit: 'N', text: '0 N (el cuerpo está en equilibrio)', tolerance: { absolute: 0.01 } },
    () => norm(2 - 5 + 3, 3 + 1 - 4),
    'R = (2 − 5 + 3) i + (3 + 1 − 4) j = 0: el cuerpo está en equilibrio.',
  ),
  numeric(
    4463,
    STATIC,
    'Calcular la intensidad de la resultante de dos fuerzas de 40 kgf y 30 kgf que actúan sobre un mismo punto formando un ángulo de 90°. Expresar el resultado en kgf.',
    { value: 50, unit: 'kgf', text: '50 kgf' },
    () => norm(40, 30),
    'R = √(40² + 30²) = 50 kgf.',
  ),
  parts(
    4464,
    STATIC,
    'Una caja de 50 kg cuelga de dos cables que forman con la vertical ángulos de 30° y 60°. Considerando g = 10 m/s², hallar la tensión: a) del cable que forma 30° con la vertical; b) del cable que forma 60° con la vertical.',
    [
      part('a', 'el cable de 30° con la vertical', 433.01, 'N', '250√3 N ≈ 433,01 N'),
      part('b', 'el cable de 60° con la vertical', 250, 'N', '250 N'),
    ],
    () => {
      const [steep = 0, flat = 0] = twoRopes(500, 60, 30);
      return [[steep], [flat]];
    },
    'Sobre la horizontal forman 60° y 30°, y son perpendiculares: T₆₀ = 500·cos 30° ≈ 433,01 N (el de 30° con la vertical); T₃₀ = 500·cos 60° = 250 N.',
  ),
  numeric(
    4465,
    STATIC,
    'Un cuerpo de 20 kgf está suspendido de dos hilos iguales que forman entre sí un ángulo de 60°. ¿Qué tensión soporta cada hilo, en kgf?',
    { value: 11.55, unit: 'kgf', text: '20/√3 kgf ≈ 11,55 kgf' },
    () => 20 / (2 * cos(30)),
    'Cada hilo forma 30° con la vertical: 2·T·cos 30° = 20 kgf → T ≈ 11,55 kgf.',
  ),
  options(
    4466,
    STATIC,
    'Dos chicos sostienen por sus extremos una barra homogénea de 3 m y 60 N, de la que cuelga una bolsa de 90 N a 1 m del chico A. La fuerza que hace el chico A es:',
    ['90 N', '60 N', '75 N', '150 N'],
    0,
    () => [150 - (60 * 1.5 + 90 * 1) / 3],
    'Momentos respecto de A: F_B·3 = 60·1,5 + 90·1 = 180 → F_B = 60 N; F_A = 150 − 60 = 90 N.',
  ),
  numeric(
    4467,
    STATIC,
    'Sobre una llave de 0,25 m se aplica, en su extremo, una fuerza de 80 N que forma 30° con la llave. Determinar el momento respecto del eje de giro.',
    { value: 10, unit: 'N·m', text: '10 N·m' },
    () => 80 * 0.25 * sin(30),
    'M = F·d·sen 30° = 80 · 0,25 · 0,5 = 10 N·m.',
  ),
  numeric(
    4468,
    PARALLEL,
    'Dos fuerzas paralelas de sentido contrario, de 60 N y 20 N, están separadas 50 cm. ¿A qué distancia de la fuerza de 20 N se encuentra la resultante? Expresarla en cm.',
    { value: 75, unit: 'cm', text: '75 cm' },
    () => (60 * 50) / (60 - 20),
    'R = 40 N, fuera del segmento del lado de la de 60 N: 60·x = 20·(x + 50) → x = 25 cm de la de 60 N, es decir 75 cm de la de 20 N.',
  ),
  numeric(
    4469,
    VECTORS,
    'Una fuerza tiene módulo 50 N y su componente horizontal vale 30 N. ¿Qué ángulo forma con la horizontal?',
    { value: 53.13, unit: '°', text: '≈ 53,13°' },
    () => deg(Math.acos(30 / 50)),
    'cos α = 30/50 = 0,6 → α ≈ 53,13°.',
  ),
  numeric(
    4470,
    STATIC,
    'Una fuerza F = 10 N forma 30° con el eje x positivo y otra G = 10 N forma 150° con el eje x positivo. ¿Cuál es el módulo de F + G?',
    { value: 10, unit: 'N', text: '10 N' },
    () => norm(10 * cos(30) + 10 * cos(150), 10 * sin(30) + 10 * sin(150)),
    'Las componentes x se anulan; y: 5 + 5 = 10 → |F + G| = 10 N.',
  ),
  // A fourth batch, written after the third one's fixes and measured before any change for it.
  numeric(
    4471,
    STATIC,
    'Un cuerpo de 60 N está colgado del techo por dos cuerdas de igual longitud que forman 45° con el techo. Determinar la tensión de cada una.',
    { value: 42.43, unit: 'N', text: '30√2 N ≈ 42,43 N' },
    () => 60 / (2 * sin(45)),
    '2·T·sen 45° = 60 N → T = 30√2 ≈ 42,43 N.',
  ),
  options(
    4472,
    VECTORS,
    'La fuerza F = (9; −12) N tiene un módulo de:',
    ['15 N', '21 N', '3 N', '10,82 N'],
    0,
    () => [norm(9, -12)],
    '|F| = √(81 + 144) = √225 = 15 N.',
  ),
  numeric(
    4473,
    STATIC,
    'Un remolcador tira de un barco con una fuerza de 2000 N dirigida 30° al norte del este, y otro con una fuerza de 2000 N dirigida 30° al sur del este. ¿Cuál es la fuerza resultante sobre el barco?',
    { value: 3464.1, unit: 'N', text: '2000√3 N ≈ 3464,1 N (hacia el este)' },
    () => 2 * 2000 * cos(30),
    'Las componentes norte y sur se anulan; hacia el este: 2·2000·cos 30° ≈ 3464,1 N.',
  ),
  parts(
    4474,
    PARALLEL,
    'En los extremos de una barra de 90 cm, de peso despreciable, se aplican dos fuerzas paralelas del mismo sentido de 12 N y 6 N. Se pide: a) la resultante; b) la distancia del punto de aplicación de la resultante a la fuerza de 12 N, en cm.',
    [
      part('a', 'la resultante', 18, 'N', '18 N'),
      part('b', 'la distancia a la fuerza de 12 N', 30, 'cm', '30 cm'),
    ],
    () => [[12 + 6], [(6 * 90) / 18]],
    'R = 18 N; momentos respecto de la de 12 N: 18·x = 6·90 → x = 30 cm.',
  ),
  numeric(
    4475,
    STATIC,
    '¿Qué fuerza perpendicular hay que aplicar en el extremo de una llave de 40 cm para obtener un momento de 30 N·m?',
    { value: 75, unit: 'N', text: '75 N' },
    () => 30 / 0.4,
    'M = F·d → F = 30 N·m / 0,4 m = 75 N.',
  ),
  numeric(
    4476,
    VECTORS,
    'Una fuerza de 25 N forma 37° con el eje x positivo. Hallar su componente vertical, tomando sen 37° = 0,6.',
    { value: 15, unit: 'N', text: '15 N' },
    () => 25 * 0.6,
    'Fy = 25·sen 37° = 25·0,6 = 15 N.',
  ),
  options(
    4477,
    STATIC,
    'Un chico de 30 kg se sienta a 2 m del eje de un balancín. ¿A qué distancia del eje, del otro lado, debe sentarse un adulto de 80 kg para equilibrarlo?',
    ['0,75 m', '5,33 m', '1,5 m', '0,5 m'],
    0,
    () => [(30 * 2) / 80],
    '30·2 = 80·d → d = 0,75 m.',
  ),
  numeric(
    4478,
    STATIC,
    'Las fuerzas F1 = 5 N hacia el norte y F2 = 12 N hacia el oeste actúan sobre un mismo punto. Calcular el módulo de la equilibrante.',
    { value: 13, unit: 'N', text: '13 N (hacia el sudeste)' },
    () => norm(5, 12),
    'R = √(5² + 12²) = 13 N; la equilibrante tiene el mismo módulo y sentido opuesto.',
  ),
];
