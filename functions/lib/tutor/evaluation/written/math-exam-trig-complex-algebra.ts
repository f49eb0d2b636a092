/**
 * Trigonometry, complex numbers, systems and algebra as UTN entrance papers and the Seminario booklets
 * ask them (#32), written in our own words and numbers before any solver change for them: degrees and
 * radians, arcs and sectors, right triangles (a ladder, a tower's shadow, a lighthouse, a balloon over two
 * points), the sine and cosine rules (a plot of land, two ships), identities, equations in [0°, 360°) or
 * [0, 2π) with several solutions, reference values and a quadrant; complex numbers (products, quotients,
 * powers of i, modulus, argument and conjugate, De Moivre, an equation in z, a parameter that makes a
 * product imaginary); systems of two and three equations, a literal system classified by its parameter,
 * cars and motorbikes, tickets; algebraic fractions (simplify, add, multiply), rational and radical
 * equations with their domain, percentages in chain, ages and consecutive numbers. Formats: five options
 * (three keyed «Ninguna de las anteriores»), parts a) b) c), a number, an expression to write. Every key
 * was worked out by hand and is recomputed by `check` or `verify`.
 *
 * First measure, before any solver change (2026-12-01, all 54 written before the engine was run on any):
 * 44/54 right, 0 wrong and sure (42 sure). Unanswered: an arc's radius, a pendulum's arc in parts, a balloon
 * over two points, the cosine rule for a third side, two ships, sen 2x = cos x, modulus/argument/conjugate
 * in parts, a 3×3 system in options, ages in parts, a population in parts.
 * After the general fixes of the same session (arcs and sectors, cosine rule on a «terreno triangular», the
 * modulus and conjugate of a number with roots, trigonometric equations at the notable angles, two points
 * seen from one height, the path one of two ships travelled, ages of today): 52/54, 0 wrong. Left: the
 * 3×3 system's options (every option a permutation of the same triple: the options reading compares
 * values, not their order) is stated unsure; a population's growth in parts and the second part of the
 * ages («¿Qué edad tendrá el hijo en ese momento?», which needs the first part's time).
 */
import { type Complex, cAbs, cDiv, cMul, cPow } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** What each problem is modelled on: the exam papers' wording, and the guide unit of its kind. */
const SOURCES = {
  trigonometry: ['frm-matematica-2023-12-11-t2', 'frt-matematica-2020', 'frm-matematica-2024-02-03-t1'],
  complex: ['frm-matematica-2023-12-11-t2', 'frm-matematica-2025-u1', 'frt-matematica-cartilla'],
  algebra: ['frm-matematica-2024-02-03-t1', 'frm-matematica-2024-02-03-t2', 'frt-matematica-cartilla'],
  words: ['utn-exapuni-matematica-u1', 'frm-matematica-2024-02-03-t1'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const RADIANS = 'trigonometria.angulos-radianes';
const RIGHT = 'trigonometria.triangulo-rectangulo';
const OBLIQUE = 'trigonometria.teoremas-seno-coseno';
const IDENTITIES = 'trigonometria.identidades';
const EQUATIONS = 'trigonometria.ecuaciones';
const CIRCLE = 'trigonometria.circunferencia-trigonometrica';
const COMPLEX = 'algebra-basica.numeros-complejos';
const SYSTEMS = 'ecuaciones.sistemas';
const FRACTIONS = 'algebra-basica.expresiones-racionales';
const RATIONAL = 'ecuaciones.racionales';
const LINEAR = 'ecuaciones.lineales';
const RADICALS = 'algebra-basica.potencias-radicales';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const sin = (degrees: number) => Math.sin(rad(degrees));
const cos = (degrees: number) => Math.cos(rad(degrees));
const tan = (degrees: number) => Math.tan(rad(degrees));
const cis = (r: number, degrees: number): Complex => [r * cos(degrees), r * sin(degrees)];
const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const sameComplex = (z: Complex, w: Complex) => same(z[0], w[0]) && same(z[1], w[1]);
const argument = (z: Complex) => ((Math.atan2(z[1], z[0]) * 180) / Math.PI + 360) % 360;

/** Whether the keyed number, and no other shown, is `value` (key 4: none of them is). */
const onlyKeyIs = (value: number, shown: readonly number[], key: number) =>
  shown.every((v, i) => same(v, value) === (i === key));

/** Whether the keyed complex number, and no other shown, is `value` (key 4: none of them is). */
const onlyKeyIsComplex = (value: Complex, shown: readonly Complex[], key: number) =>
  shown.every((z, i) => sameComplex(z, value) === (i === key));

const SAMPLES = [0.3, 0.7, 1.1, 2.2, 2.9, 4.0, 5.5];

/** Whether the keyed function of x, and no other shown, equals `expression` at every sample. */
const onlyKeyEquals = (
  expression: (x: number) => number,
  shown: readonly ((x: number) => number)[],
  key: number,
) => shown.every((f, i) => SAMPLES.every((x) => Math.abs(f(x) - expression(x)) < 1e-9) === (i === key));

/** The solutions of f(x) = 0 in [0°, 360°), in degrees, found on a whole-degree grid. */
const zerosOnDegrees = (f: (degrees: number) => number) =>
  Array.from({ length: 360 }, (_, d) => d).filter((d) => Math.abs(f(d)) < 1e-9);

const trigonometry: readonly ExamStyleProblem[] = [
  numeric(
    20500,
    RADIANS,
    'trigonometry',
    'Expresar en radianes el ángulo de 135°.',
    { value: () => rad(135), unit: 'rad', text: '3π/4 rad ≈ 2,36 rad' },
    '135° · π/180° = 3π/4 ≈ 2,356 rad.',
  ),
  open(
    20501,
    RADIANS,
    'trigonometry',
    'Un ángulo mide 2,5 radianes. Exprese su medida en el sistema sexagesimal (grados, minutos y segundos).',
    '143° 14′ 22″',
    '2,5 · 180°/π ≈ 143,2394°; 0,2394 · 60 = 14,366′; 0,366 · 60 ≈ 22″: 143° 14′ 22″.',
    () => {
      const degrees = (2.5 * 180) / Math.PI;
      const minutes = (degrees - Math.floor(degrees)) * 60;
      return [Math.floor(degrees), Math.floor(minutes), Math.round((minutes - Math.floor(minutes)) * 60)];
    },
  ),
  options(
    20502,
    RADIANS,
    'trigonometry',
    'En una circunferencia de 12 cm de radio, un ángulo central de 150° abarca un arco cuya longitud es:',
    ['10π cm', '5π cm', '20π cm', '1800 cm'],
    0,
    '150° = 5π/6 rad; s = r·θ = 12 · 5π/6 = 10π ≈ 31,42 cm.',
    () => onlyKeyIs(12 * rad(150), [10 * Math.PI, 5 * Math.PI, 20 * Math.PI, 1800], 0),
  ),
  numeric(
    20503,
    RADIANS,
    'trigonometry',
    'Calcule el área de un sector circular de 8 m de radio cuyo ángulo central mide π/4 rad.',
    { value: () => 0.5 * 64 * (Math.PI / 4), unit: 'm²', text: 'A = 8π m² ≈ 25,13 m²' },
    'A = ½ · r² · θ = ½ · 64 · π/4 = 8π ≈ 25,13 m².',
  ),
  parts(
    20504,
    RADIANS,
    'trigonometry',
    'El extremo de un péndulo de 60 cm de longitud describe, en una oscilación, un ángulo de 24°. Se pide:',
    [
      ['el ángulo barrido, expresado en radianes;', '2π/15 rad ≈ 0,42 rad'],
      ['la longitud del arco que recorre el extremo del péndulo, en cm.', 's = 8π cm ≈ 25,13 cm'],
    ],
    'a) 24° · π/180° = 2π/15 ≈ 0,419 rad. b) s = 60 · 2π/15 = 8π ≈ 25,13 cm.',
    () => [[rad(24)], [60 * rad(24)]],
  ),
  numeric(
    20505,
    RADIANS,
    'trigonometry',
    'Un arco de 15 m de longitud corresponde a un ángulo central de 1,2 rad. ¿Cuánto mide el radio de la circunferencia?',
    { value: () => 15 / 1.2, unit: 'm', text: 'r = 12,5 m' },
    'r = s / θ = 15 / 1,2 = 12,5 m.',
  ),
  options(
    20506,
    RIGHT,
    'trigonometry',
    'Una escalera de 6 m de largo está apoyada en una pared vertical y forma con el piso un ángulo de 60°. ¿A qué altura de la pared llega el extremo superior de la escalera?',
    ['3√3 m', '3 m', '6√3 m', '2√3 m'],
    0,
    'h = 6 · sen 60° = 6 · √3/2 = 3√3 ≈ 5,20 m.',
    () => onlyKeyIs(6 * sin(60), [3 * Math.sqrt(3), 3, 6 * Math.sqrt(3), 2 * Math.sqrt(3)], 0),
  ),
  numeric(
    20507,
    RIGHT,
    'trigonometry',
    'Cuando los rayos del sol forman un ángulo de 35° con el suelo, una torre proyecta una sombra de 42 m. Determine la altura de la torre.',
    { value: () => 42 * tan(35), unit: 'm', text: 'h ≈ 29,41 m', absolute: 0.05 },
    'tg 35° = h / 42: h = 42 · tg 35° ≈ 42 · 0,7002 ≈ 29,41 m.',
  ),
  numeric(
    20508,
    RIGHT,
    'trigonometry',
    'Desde lo alto de un faro de 80 m de altura sobre el nivel del mar se observa un bote con un ángulo de depresión de 25°. ¿A qué distancia del pie del faro se encuentra el bote?',
    { value: () => 80 / tan(25), unit: 'm', text: 'd ≈ 171,56 m', absolute: 0.1 },
    'El ángulo de depresión es igual al de elevación desde el bote: tg 25° = 80 / d, d = 80 / tg 25° ≈ 171,56 m.',
  ),
  parts(
    20509,
    RIGHT,
    'trigonometry',
    'Un globo aerostático se mantiene a 500 m de altura. Desde él se observan dos puntos A y B del suelo, alineados con el pie del globo y del mismo lado, con ángulos de depresión de 60° (A) y 30° (B). Calcular:',
    [
      ['la distancia horizontal del pie del globo al punto A;', '≈ 288,68 m'],
      ['la distancia entre los puntos A y B.', '≈ 577,35 m'],
    ],
    'a) 500 / tg 60° = 500/√3 ≈ 288,68 m. b) 500 / tg 30° = 500√3 ≈ 866,03 m; AB ≈ 866,03 − 288,68 = 577,35 m.',
    () => [[500 / tan(60)], [500 / tan(30) - 500 / tan(60)]],
  ),
  options(
    20510,
    RIGHT,
    'trigonometry',
    'Una persona ve la terraza de un edificio con un ángulo de elevación de 30°. Después de caminar 40 m en línea recta hacia el edificio, la ve con un ángulo de elevación de 60°. Despreciando la altura de la persona, la altura del edificio es:',
    ['20√3 m', '40√3 m', '20 m', '40 m'],
    0,
    'h = x · tg 60° = (x + 40) · tg 30°: x√3 = (x + 40)/√3, 3x = x + 40, x = 20 m; h = 20√3 ≈ 34,64 m.',
    () =>
      onlyKeyIs(
        (40 * tan(30) * tan(60)) / (tan(60) - tan(30)),
        [20 * Math.sqrt(3), 40 * Math.sqrt(3), 20, 40],
        0,
      ),
  ),
  numeric(
    20511,
    RIGHT,
    'trigonometry',
    'Una rampa para sillas de ruedas tiene 12 m de largo y salva un desnivel de 1,5 m. ¿Qué ángulo forma la rampa con la horizontal?',
    { value: () => (Math.asin(1.5 / 12) * 180) / Math.PI, unit: '°', text: 'α ≈ 7,18°', absolute: 0.02 },
    'sen α = 1,5 / 12 = 0,125: α = arcsen 0,125 ≈ 7,18° (7° 10′ 51″).',
  ),
  options(
    20512,
    OBLIQUE,
    'trigonometry',
    'En un triángulo ABC se sabe que a = 10 cm, Â = 45° y B̂ = 60°. Indique la opción correcta: el lado b mide',
    ['5√6 cm', '5√2 cm', '10√6 cm', '8,16 cm'],
    0,
    'Teorema del seno: b = a · sen B / sen A = 10 · (√3/2)/(√2/2) = 10 · √3/√2 = 5√6 ≈ 12,25 cm.',
    () => onlyKeyIs((10 * sin(60)) / sin(45), [5 * Math.sqrt(6), 5 * Math.SQRT2, 10 * Math.sqrt(6), 8.16], 0),
  ),
  numeric(
    20513,
    OBLIQUE,
    'trigonometry',
    'Dos lados de un terreno triangular miden 80 m y 50 m y forman entre sí un ángulo de 120°. Hallar la longitud del tercer lado del terreno.',
    { value: () => Math.sqrt(80 ** 2 + 50 ** 2 - 2 * 80 * 50 * cos(120)), unit: 'm', text: '≈ 113,58 m' },
    'Teorema del coseno: c² = 80² + 50² − 2 · 80 · 50 · cos 120° = 6400 + 2500 + 4000 = 12 900; c ≈ 113,58 m.',
  ),
  parts(
    20514,
    OBLIQUE,
    'trigonometry',
    'Dos barcos salen a la vez del mismo puerto. Uno navega en línea recta a 20 km/h y el otro a 30 km/h, en una dirección que forma un ángulo de 50° con la del primero. Al cabo de 2 horas:',
    [
      ['¿qué distancia recorrió el segundo barco?', '60 km'],
      ['¿a qué distancia se encuentra un barco del otro?', '≈ 45,99 km'],
    ],
    'a) 30 km/h · 2 h = 60 km (el primero, 40 km). b) d² = 40² + 60² − 2 · 40 · 60 · cos 50° ≈ 5200 − 3085,38 = 2114,62; d ≈ 45,99 km.',
    () => [[60], [Math.sqrt(40 ** 2 + 60 ** 2 - 2 * 40 * 60 * cos(50))]],
  ),
  options(
    20515,
    OBLIQUE,
    'trigonometry',
    'Los lados de un triángulo miden 7 cm, 8 cm y 13 cm. El mayor de sus ángulos interiores mide:',
    ['120°', '60°', '150°', '135°'],
    0,
    'El mayor ángulo se opone al lado mayor: cos C = (49 + 64 − 169)/(2 · 7 · 8) = −56/112 = −1/2, C = 120°.',
    () => onlyKeyIs((Math.acos((49 + 64 - 169) / 112) * 180) / Math.PI, [120, 60, 150, 135], 0),
  ),
  options(
    20516,
    IDENTITIES,
    'trigonometry',
    'Para los valores de x en que está definida, la expresión (1 − cos² x) / (sen x · cos x) es igual a:',
    ['tg x', 'cotg x', 'sen x', 'sec x'],
    0,
    '1 − cos² x = sen² x; sen² x / (sen x · cos x) = sen x / cos x = tg x.',
    () =>
      onlyKeyEquals(
        (x) => (1 - Math.cos(x) ** 2) / (Math.sin(x) * Math.cos(x)),
        [Math.tan, (x) => 1 / Math.tan(x), Math.sin, (x) => 1 / Math.cos(x)],
        0,
      ),
  ),
  options(
    20517,
    IDENTITIES,
    'trigonometry',
    'Simplificar la expresión (sec x − cos x) / tg x. Se obtiene:',
    ['cos x', 'tg x', 'cosec x', '1'],
    4,
    '(1/cos x − cos x) = (1 − cos² x)/cos x = sen² x / cos x; dividido por sen x / cos x da sen x: ninguna de las opciones.',
    () =>
      onlyKeyEquals(
        (x) => (1 / Math.cos(x) - Math.cos(x)) / Math.tan(x),
        [Math.cos, Math.tan, (x) => 1 / Math.sin(x), () => 1],
        4,
      ) && SAMPLES.every((x) => Math.abs((1 / Math.cos(x) - Math.cos(x)) / Math.tan(x) - Math.sin(x)) < 1e-9),
  ),
  open(
    20518,
    EQUATIONS,
    'trigonometry',
    'Resolver la ecuación 2 sen x − 1 = 0 para 0° ≤ x < 360°.',
    'x = 30°; x = 150°',
    'sen x = 1/2: en el primer cuadrante x = 30° y en el segundo x = 180° − 30° = 150°.',
    () => zerosOnDegrees((x) => 2 * sin(x) - 1),
  ),
  open(
    20519,
    EQUATIONS,
    'trigonometry',
    'Hallar todas las soluciones de la ecuación 2 cos² x − cos x − 1 = 0 en el intervalo [0, 2π).',
    'x = 0; x = 2π/3; x = 4π/3',
    'Cuadrática en cos x: cos x = (1 ± 3)/4, cos x = 1 (x = 0) o cos x = −1/2 (x = 2π/3, x = 4π/3).',
    () => zerosOnDegrees((x) => 2 * cos(x) ** 2 - cos(x) - 1).map(rad),
  ),
  options(
    20520,
    EQUATIONS,
    'trigonometry',
    'Las soluciones de tg x = −1 en el intervalo [0°; 360°) son:',
    ['135° y 315°', '45° y 225°', '135° y 225°', '45° y 315°'],
    0,
    'La tangente es negativa en el segundo y el cuarto cuadrante, con ángulo de referencia 45°: 135° y 315°.',
    () => zerosOnDegrees((x) => (Math.abs(cos(x)) < 1e-12 ? 1 : tan(x) + 1)).join() === '135,315',
  ),
  open(
    20521,
    EQUATIONS,
    'trigonometry',
    'Determine los valores de x, con 0° ≤ x < 360°, que verifican 2 sen² x = 1 + cos x.',
    'x = 60°; x = 180°; x = 300°',
    '2(1 − cos² x) = 1 + cos x ⇒ 2 cos² x + cos x − 1 = 0 ⇒ cos x = 1/2 (60°, 300°) o cos x = −1 (180°).',
    () => zerosOnDegrees((x) => 2 * sin(x) ** 2 - 1 - cos(x)),
  ),
  numeric(
    20522,
    CIRCLE,
    'trigonometry',
    'Calculá el valor exacto de sen 30° · cos 60° + tg 45° − cos² 30°.',
    { value: () => sin(30) * cos(60) + tan(45) - cos(30) ** 2, text: '1/2' },
    '1/2 · 1/2 + 1 − (√3/2)² = 1/4 + 1 − 3/4 = 1/2.',
  ),
  parts(
    20523,
    CIRCLE,
    'trigonometry',
    'Sabiendo que cos α = −3/5 y que α es un ángulo del tercer cuadrante, calcular:',
    [
      ['sen α;', 'sen α = −4/5'],
      ['tg α.', 'tg α = 4/3'],
    ],
    'a) sen² α = 1 − 9/25 = 16/25 y en el tercer cuadrante el seno es negativo: sen α = −4/5. b) tg α = (−4/5)/(−3/5) = 4/3.',
    () => [[-0.8], [4 / 3]],
  ),
  options(
    20524,
    CIRCLE,
    'trigonometry',
    'Si sen α = 0,6 y α pertenece al segundo cuadrante, entonces tg α es igual a:',
    ['0,75', '−4/3', '4/3', '0,8'],
    4,
    'cos α = −√(1 − 0,36) = −0,8 (segundo cuadrante); tg α = 0,6 / (−0,8) = −0,75: ninguna de las opciones.',
    () => onlyKeyIs(0.6 / -0.8, [0.75, -4 / 3, 4 / 3, 0.8], 4),
  ),
  options(
    20525,
    RADIANS,
    'trigonometry',
    'El ángulo de 5π/6 rad, expresado en el sistema sexagesimal, mide:',
    ['150°', '120°', '300°', '135°'],
    0,
    '5π/6 · 180°/π = 5 · 30° = 150°.',
    () => onlyKeyIs((5 / 6) * 180, [150, 120, 300, 135], 0),
  ),
  open(
    20526,
    EQUATIONS,
    'trigonometry',
    'Hallar las soluciones de sen(2x) = cos x en [0°, 360°).',
    'x = 30°; x = 90°; x = 150°; x = 270°',
    '2 sen x cos x − cos x = 0 ⇒ cos x (2 sen x − 1) = 0: cos x = 0 (90°, 270°) o sen x = 1/2 (30°, 150°).',
    () => zerosOnDegrees((x) => sin(2 * x) - cos(x)),
  ),
];

const complexNumbers: readonly ExamStyleProblem[] = [
  options(
    20530,
    COMPLEX,
    'complex',
    'El resultado de (2 − 3i) · (1 + 4i) es:',
    ['14 + 5i', '−10 + 5i', '14 − 5i', '2 − 12i'],
    0,
    '2 + 8i − 3i − 12i² = 2 + 5i + 12 = 14 + 5i.',
    () =>
      onlyKeyIsComplex(
        cMul([2, -3], [1, 4]),
        [
          [14, 5],
          [-10, 5],
          [14, -5],
          [2, -12],
        ],
        0,
      ),
  ),
  open(
    20531,
    COMPLEX,
    'complex',
    'Calcular el cociente (3 + 2i) / (1 − i) y expresarlo en forma binómica.',
    '1/2 + 5/2 i',
    'Se multiplica por el conjugado del divisor: (3 + 2i)(1 + i)/2 = (3 + 3i + 2i − 2)/2 = (1 + 5i)/2.',
    () => [...cDiv([3, 2], [1, -1])],
  ),
  options(
    20532,
    COMPLEX,
    'complex',
    'El valor de i⁴⁷ + i²² − i⁸ es:',
    ['−2 − i', '−i', '2 − i', '−2 + i'],
    0,
    '47 = 4 · 11 + 3: i⁴⁷ = −i; 22 = 4 · 5 + 2: i²² = −1; i⁸ = 1. −i − 1 − 1 = −2 − i.',
    () =>
      onlyKeyIsComplex(
        [
          cPow([0, 1], 47)[0] + cPow([0, 1], 22)[0] - cPow([0, 1], 8)[0],
          cPow([0, 1], 47)[1] + cPow([0, 1], 22)[1] - cPow([0, 1], 8)[1],
        ],
        [
          [-2, -1],
          [0, -1],
          [2, -1],
          [-2, 1],
        ],
        0,
      ),
  ),
  parts(
    20533,
    COMPLEX,
    'complex',
    'Dado el número complejo z = 1 − √3 i, determinar:',
    [
      ['su módulo;', '|z| = 2'],
      ['su argumento, en grados, entre 0° y 360°;', '300°'],
      ['su conjugado.', 'z̄ = 1 + √3 i'],
    ],
    'a) |z| = √(1 + 3) = 2. b) Cuarto cuadrante, tg φ = −√3: φ = 360° − 60° = 300°. c) z̄ = 1 + √3 i.',
    () => [[cAbs([1, -Math.sqrt(3)])], [argument([1, -Math.sqrt(3)])], [1, Math.sqrt(3)]],
  ),
  numeric(
    20534,
    COMPLEX,
    'complex',
    'Hallar el valor real de k para que el número complejo (k + 2i)(3 − i) sea imaginario puro.',
    { value: () => -2 / 3, text: 'k = −2/3' },
    '(k + 2i)(3 − i) = 3k − ki + 6i − 2i² = (3k + 2) + (6 − k)i; parte real nula: 3k + 2 = 0, k = −2/3 (la parte imaginaria, 20/3, no se anula).',
  ),
  open(
    20535,
    COMPLEX,
    'complex',
    'Resolvé la ecuación (2 − i) z + 3 = 4 + 7i, con z ∈ ℂ.',
    'z = −1 + 3i',
    '(2 − i) z = 1 + 7i; z = (1 + 7i)/(2 − i) = (1 + 7i)(2 + i)/5 = (2 + i + 14i − 7)/5 = (−5 + 15i)/5 = −1 + 3i.',
    () => [...cDiv([1, 7], [2, -1])],
  ),
  options(
    20536,
    COMPLEX,
    'complex',
    'Si z = 2 (cos 30° + i sen 30°), entonces z³ es igual a:',
    ['8i', '6i', '−8i', '8'],
    0,
    'De Moivre: z³ = 2³ (cos 90° + i sen 90°) = 8i.',
    () =>
      onlyKeyIsComplex(
        cPow(cis(2, 30), 3),
        [
          [0, 8],
          [0, 6],
          [0, -8],
          [8, 0],
        ],
        0,
      ),
  ),
  options(
    20537,
    COMPLEX,
    'complex',
    'El conjugado del número complejo z = (1 + i)² / i es:',
    ['−2', '2i', '−2i', '1 − i'],
    4,
    '(1 + i)² = 1 + 2i − 1 = 2i; 2i / i = 2, cuyo conjugado es 2: ninguna de las opciones.',
    () =>
      onlyKeyIsComplex(
        cDiv(cPow([1, 1], 2), [0, 1]),
        [
          [-2, 0],
          [0, 2],
          [0, -2],
          [1, -1],
        ],
        4,
      ),
  ),
  numeric(
    20538,
    COMPLEX,
    'complex',
    'Calcule el módulo del número complejo w = (3 + 4i) / (1 − i).',
    { value: () => cAbs(cDiv([3, 4], [1, -1])), text: '|w| = 5/√2 ≈ 3,54' },
    '|w| = |3 + 4i| / |1 − i| = 5/√2 = 5√2/2 ≈ 3,54.',
  ),
];

const algebra: readonly ExamStyleProblem[] = [
  parts(
    20540,
    SYSTEMS,
    'algebra',
    'Resolver el siguiente sistema de ecuaciones: 3x − 2y = 4; 5x + 4y = 14. Indicar:',
    [
      ['el valor de x;', 'x = 2'],
      ['el valor de y.', 'y = 1'],
    ],
    'Se multiplica la primera por 2 y se suma: 11x = 22, x = 2; 3 · 2 − 2y = 4, y = 1.',
    () => [[2], [1]],
  ),
  options(
    20541,
    SYSTEMS,
    'algebra',
    'La solución (x; y; z) del sistema x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2 es:',
    ['(1; 2; 3)', '(3; 2; 1)', '(2; 1; 3)', '(1; 3; 2)'],
    0,
    'Sumando la primera y la tercera: 2x + 3y = 8; sumando la segunda y la tercera: 3x + y = 5 ⇒ y = 5 − 3x, 2x + 15 − 9x = 8, x = 1, y = 2, z = 3.',
    () => {
      const ok = (x: number, y: number, z: number) =>
        x + y + z === 6 && 2 * x - y + z === 3 && x + 2 * y - z === 2;
      return [ok(1, 2, 3), ok(3, 2, 1), ok(2, 1, 3), ok(1, 3, 2)].join() === 'true,false,false,false';
    },
  ),
  options(
    20542,
    SYSTEMS,
    'algebra',
    'El sistema { a·x + 2y = 3 ; 3x + 6y = 5 } no tiene solución cuando:',
    ['a = 1', 'a = 3', 'a = −1', 'a = 0'],
    0,
    'Determinante 6a − 6 = 0 ⇔ a = 1; con a = 1 la primera por 3 da 3x + 6y = 9 ≠ 5: incompatible.',
    () => [1, 3, -1, 0].map((a) => 6 * a - 6 === 0).join() === 'true,false,false,false',
  ),
  parts(
    20543,
    SYSTEMS,
    'algebra',
    'Dado el sistema de ecuaciones { x + a·y = 2 ; a·x + 4y = 4 }, con a ∈ ℝ, determinar para qué valores de a el sistema es:',
    [
      ['compatible determinado;', 'a ≠ 2 y a ≠ −2'],
      ['compatible indeterminado;', 'a = 2'],
      ['incompatible.', 'a = −2'],
    ],
    'Determinante 4 − a²: no nulo para a ≠ ±2. Con a = 2 las dos ecuaciones son proporcionales (x + 2y = 2, 2x + 4y = 4): indeterminado. Con a = −2: x − 2y = 2 y −2x + 4y = 4, que equivale a x − 2y = −2: incompatible.',
    () => [[2, -2], [2], [-2]],
  ),
  numeric(
    20544,
    SYSTEMS,
    'words',
    'En un estacionamiento hay autos y motos: en total son 40 vehículos y se cuentan 130 ruedas. ¿Cuántas motos hay en el estacionamiento?',
    { value: () => 15, unit: 'motos', text: '15 motos' },
    'a + m = 40; 4a + 2m = 130 ⇒ 4a + 80 − 2a = 130, a = 25, m = 15.',
  ),
  numeric(
    20545,
    SYSTEMS,
    'words',
    'Para un recital, la entrada general cuesta $ 2.500 y la de menores $ 1.500. Se vendieron 320 entradas y se recaudaron $ 620.000. ¿Cuántas entradas de menores se vendieron?',
    { value: () => 180, unit: 'entradas', text: '180 entradas' },
    'g + m = 320; 2500g + 1500m = 620 000 ⇒ 2500g + 480 000 − 1500g = 620 000, g = 140, m = 180.',
  ),
  options(
    20546,
    FRACTIONS,
    'algebra',
    'Al simplificar la expresión (x² − 9) / (x² + 6x + 9), para x ≠ −3, se obtiene:',
    ['(x − 3)/(x + 3)', '(x + 3)/(x − 3)', '−1', '(x − 3)/(x + 9)'],
    0,
    'x² − 9 = (x − 3)(x + 3) y x² + 6x + 9 = (x + 3)²: queda (x − 3)/(x + 3).',
    () =>
      onlyKeyEquals(
        (x) => (x ** 2 - 9) / (x ** 2 + 6 * x + 9),
        [(x) => (x - 3) / (x + 3), (x) => (x + 3) / (x - 3), () => -1, (x) => (x - 3) / (x + 9)],
        0,
      ),
  ),
  open(
    20547,
    FRACTIONS,
    'algebra',
    'Efectuar y simplificar: 2/(x − 1) − 1/(x + 1).',
    '(x + 3)/(x² − 1)',
    'Denominador común (x − 1)(x + 1) = x² − 1: [2(x + 1) − (x − 1)]/(x² − 1) = (x + 3)/(x² − 1).',
  ),
  options(
    20548,
    FRACTIONS,
    'algebra',
    'El producto (x² − 4)/(3x) · 6x²/(x + 2), simplificado, es:',
    ['2x(x − 2)', '2x(x + 2)', '2(x − 2)', 'x(x − 2)/2'],
    0,
    '(x − 2)(x + 2) · 6x² / [3x (x + 2)] = 2x (x − 2), para x ≠ 0 y x ≠ −2.',
    () =>
      onlyKeyEquals(
        (x) => ((x ** 2 - 4) / (3 * x)) * ((6 * x ** 2) / (x + 2)),
        [(x) => 2 * x * (x - 2), (x) => 2 * x * (x + 2), (x) => 2 * (x - 2), (x) => (x * (x - 2)) / 2],
        0,
      ),
  ),
  numeric(
    20549,
    RATIONAL,
    'algebra',
    'Resolver la ecuación 3/(x − 2) = 5/(x + 2).',
    { value: () => 8, text: 'x = 8' },
    'Dominio x ≠ ±2. 3(x + 2) = 5(x − 2) ⇒ 3x + 6 = 5x − 10 ⇒ x = 8, que está en el dominio.',
  ),
  open(
    20550,
    RATIONAL,
    'algebra',
    'Resuelva indicando previamente el dominio: x/(x − 1) − 2/(x + 1) = 4/(x² − 1).',
    'x = 2 (x = −1 se descarta)',
    'Dominio: x ≠ 1 y x ≠ −1. x(x + 1) − 2(x − 1) = 4 ⇒ x² − x − 2 = 0 ⇒ x = 2 o x = −1; −1 no pertenece al dominio: x = 2.',
    () => [2],
  ),
  numeric(
    20551,
    RADICALS,
    'algebra',
    'Hallar la solución de la ecuación √(2x + 3) = x.',
    { value: () => 3, text: 'x = 3' },
    '2x + 3 = x² ⇒ x² − 2x − 3 = 0 ⇒ x = 3 o x = −1; x = −1 no verifica (√1 = 1 ≠ −1): x = 3.',
  ),
  options(
    20552,
    RADICALS,
    'algebra',
    'La solución de la ecuación √(x + 5) + 1 = x es:',
    ['x = 4', 'x = −1', 'x = 4 y x = −1', 'x = 1'],
    0,
    '√(x + 5) = x − 1 ⇒ x + 5 = x² − 2x + 1 ⇒ x² − 3x − 4 = 0 ⇒ x = 4 o x = −1; solo x = 4 verifica (3 + 1 = 4).',
    () => [4, -1, 1].map((x) => same(Math.sqrt(x + 5) + 1, x)).join() === 'true,false,false',
  ),
  numeric(
    20553,
    LINEAR,
    'words',
    'Un televisor cuesta $ 48.000. Primero se le aplica un aumento del 15 % y luego, sobre el nuevo precio, un descuento del 20 %. ¿Cuál es el precio final?',
    { value: () => 48000 * 1.15 * 0.8, unit: '$', text: '$ 44.160' },
    '48 000 · 1,15 = 55 200; 55 200 · 0,80 = 44 160.',
  ),
  options(
    20554,
    LINEAR,
    'words',
    'Después de un descuento del 25 % se pagaron $ 9.000 por una campera. ¿Cuál era su precio original?',
    ['$ 12.000', '$ 11.250', '$ 6.750', '$ 11.000'],
    0,
    '0,75 · P = 9000 ⇒ P = 12 000.',
    () => onlyKeyIs(9000 / 0.75, [12000, 11250, 6750, 11000], 0),
  ),
  parts(
    20555,
    LINEAR,
    'words',
    'Un padre tiene 38 años y su hijo, 8.',
    [
      ['¿Dentro de cuántos años la edad del padre será el triple de la del hijo?', 'dentro de 7 años'],
      ['¿Qué edad tendrá el hijo en ese momento?', '15 años'],
    ],
    'a) 38 + t = 3(8 + t) ⇒ 38 + t = 24 + 3t ⇒ t = 7. b) 8 + 7 = 15 años (el padre, 45 = 3 · 15).',
    () => [[7], [15]],
  ),
  numeric(
    20556,
    LINEAR,
    'words',
    'La suma de tres números pares consecutivos es 138. ¿Cuál es el mayor de ellos?',
    { value: () => 48, text: '48' },
    'n + (n + 2) + (n + 4) = 138 ⇒ 3n + 6 = 138 ⇒ n = 44; el mayor es 48.',
  ),
  parts(
    20557,
    LINEAR,
    'words',
    'Una localidad tiene 12.500 habitantes y su población crece un 4 % por año. Calculá:',
    [
      ['la población al cabo de un año;', '13.000 habitantes'],
      ['la población al cabo de tres años (redondeá al entero).', '14.061 habitantes'],
    ],
    'a) 12 500 · 1,04 = 13 000. b) 12 500 · 1,04³ = 12 500 · 1,124864 = 14 060,8 ≈ 14 061.',
    () => [[12500 * 1.04], [Math.round(12500 * 1.04 ** 3)]],
  ),
];

export const mathExamTrigComplexAlgebra: readonly ExamStyleProblem[] = [
  ...trigonometry,
  ...complexNumbers,
  ...algebra,
];
