/**
 * Functions, trigonometry, geometry, complex numbers and vectors on exam pages, a second blind set (#32,
 * session 25, written before any reply was read, in our own words): lines (slope, intercepts, a parallel
 * or a perpendicular through a point, where two meet, the triangle they make with the axes), quadratics
 * (vertex, roots, image, from its roots and a point, where one meets a line, a largest area), logarithmic
 * and exponential functions (domain, asymptote, zero), piecewise functions and tariffs, composition and
 * inverse, right triangles (elevation and depression), the sine and cosine theorems, identities,
 * equations in [0, 2π) with all their solutions, radians, plane and solid figures (Pythagoras, similar
 * triangles, circles, cylinders, cones, spheres, prisms), complex numbers (binomial and polar form,
 * powers, roots, an equation in z) and vectors (dot and cross products, the angle, a unit vector). About
 * half are pages: a scene or an expression, the data in mixed units (cm and m, mm and cm, km/h and m/s,
 * min and h, L and m³, degrees and radians), then parts where a later one uses an earlier result, or a
 * datum only one part needs. Every key was worked by hand and is recomputed by `check` or `verify`.
 *
 * First measure, written before any look at the solvers or the engine's replies and measured before any
 * fix (offline engine, 2026-12-01): 26/56 right, 27 answered sure, 1 sure and WRONG: 22011 (a quadratic
 * from its roots and a point, «Indique luego las coordenadas de su vértice»: the polynomial 2x² − 10x + 8
 * stated as the whole answer, the vertex asked after it left out). 31 of the 56 are pages in parts.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The exams and booklets each kind is modelled on (content/exam-style/sources.ts). */
const SOURCES = {
  functions: ['frm-matematica-2024-02-03-t1', 'frm-matematica-2023-12-11-t2', 'frt-matematica-2020'],
  trig: ['frm-matematica-2023-12-11-t2', 'frm-matematica-2025-u1', 'frt-matematica-cartilla'],
  geometry: ['frt-matematica-cartilla', 'frch-matematica-2017', 'utn-exapuni-matematica-u1'],
  complex: ['frm-matematica-2023-12-11-t2', 'frm-matematica-2025-u1', 'frt-matematica-cartilla'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const LINEAR = 'funciones.lineal';
const LINES = 'geometria.analitica';
const QUADRATIC = 'funciones.cuadratica';
const EXPLOG = 'funciones.exponencial-logaritmica';
const LOGARITHMS = 'funciones.logaritmos';
const COMPOSITION = 'funciones.composicion-inversa';
const PIECEWISE = 'funciones.a-trozos';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const LAWS = 'trigonometria.teoremas-seno-coseno';
const EQUATIONS = 'trigonometria.ecuaciones';
const IDENTITIES = 'trigonometria.identidades';
const CIRCLE = 'trigonometria.circunferencia-trigonometrica';
const RADIANS = 'trigonometria.angulos-radianes';
const AREAS = 'geometria.areas-perimetros';
const TRIANGLES = 'geometria.angulos-triangulos';
const VOLUMES = 'geometria.volumenes';
const COMPLEX = 'algebra-basica.numeros-complejos';

type Complex = readonly [number, number];

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const sin = (degrees: number) => Math.sin(rad(degrees));
const cos = (degrees: number) => Math.cos(rad(degrees));
const tan = (degrees: number) => Math.tan(rad(degrees));
const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;
const times = (z: Complex, w: Complex): Complex => [z[0] * w[0] - z[1] * w[1], z[0] * w[1] + z[1] * w[0]];
const over = (z: Complex, w: Complex): Complex => {
  const norm = w[0] ** 2 + w[1] ** 2;
  return [(z[0] * w[0] + z[1] * w[1]) / norm, (z[1] * w[0] - z[0] * w[1]) / norm];
};
const dot = (u: readonly number[], v: readonly number[]) => u.reduce((sum, x, i) => sum + x * (v[i] ?? 0), 0);
const norm = (u: readonly number[]) => Math.sqrt(dot(u, u));
const cross = ([a, b, c]: readonly number[], [d, e, f]: readonly number[]) => [
  (b ?? 0) * (f ?? 0) - (c ?? 0) * (e ?? 0),
  (c ?? 0) * (d ?? 0) - (a ?? 0) * (f ?? 0),
  (a ?? 0) * (e ?? 0) - (b ?? 0) * (d ?? 0),
];

/** The real roots of ax² + bx + c, smaller first. */
function roots(a: number, b: number, c: number): number[] {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((p, q) => p - q);
}

const linesAndQuadratics: readonly ExamStyleProblem[] = [
  parts(
    22000,
    LINES,
    'functions',
    'La recta r pasa por los puntos A(−1; 5) y B(3; −3).',
    [
      ['Calcule la pendiente de r y escriba su ecuación explícita.', 'm = −2; y = −2x + 3'],
      ['Halle la ecuación de la recta s, perpendicular a r, que pasa por el punto P(4; 1).', 'y = 0,5x − 1'],
      ['Determine las coordenadas del punto en que se cortan r y s.', '(1,6; −0,2)'],
    ],
    'a) m = (−3 − 5)/(3 + 1) = −2; y − 5 = −2(x + 1) ⇒ y = −2x + 3. b) m⊥ = 1/2; y − 1 = ½(x − 4) ⇒ y = ½x − 1. c) −2x + 3 = ½x − 1 ⇒ 2,5x = 4 ⇒ x = 1,6; y = −0,2.',
    () => {
      const m = (-3 - 5) / (3 + 1);
      const b = 5 - m * -1;
      const x = (b + 1) / (0.5 - m);
      return [
        [m, b],
        [-1 / m, 1 - (-1 / m) * 4],
        [x, m * x + b],
      ];
    },
  ),
  open(
    22001,
    LINEAR,
    'functions',
    'Una empresa de remises cobra una bajada de bandera fija más un importe constante por cada kilómetro recorrido. Un viaje de 8 km costó $ 5.200 y otro de 15 km costó $ 8.700. a) Escriba la función lineal C(x) que da el costo de un viaje de x km. b) ¿Cuánto cuesta un viaje de 22 km? c) ¿Cuántos kilómetros se pueden recorrer con $ 12.000?',
    'a) C(x) = 500x + 1200; b) $ 12.200; c) 21,6 km',
    'a) m = (8700 − 5200)/(15 − 8) = 500 $/km; b = 5200 − 500 · 8 = 1200: C(x) = 500x + 1200. b) C(22) = 11 000 + 1200 = $ 12 200. c) 500x + 1200 = 12 000 ⇒ x = 21,6 km.',
    () => {
      const m = (8700 - 5200) / (15 - 8);
      const b = 5200 - m * 8;
      return [m, b, m * 22 + b, (12000 - b) / m];
    },
  ),
  options(
    22002,
    LINES,
    'functions',
    'La ecuación de la recta que pasa por el punto (2; −1) y es paralela a la recta 3x − y + 4 = 0 es:',
    ['y = 3x − 7', 'y = −3x + 5', 'y = 3x + 7', 'y = −x/3 − 1/3'],
    0,
    '3x − y + 4 = 0 ⇒ y = 3x + 4, pendiente 3. y + 1 = 3(x − 2) ⇒ y = 3x − 7.',
    () => same(3 * 2 - 7, -1),
  ),
  numeric(
    22003,
    LINES,
    'functions',
    'Calcule el área del triángulo que la recta 2x + 5y − 20 = 0 determina con los ejes coordenados.',
    { value: () => (10 * 4) / 2, text: 'A = 20 unidades de área' },
    'Corte con el eje x: y = 0 ⇒ x = 10; con el eje y: x = 0 ⇒ y = 4. A = 10 · 4/2 = 20.',
  ),
  parts(
    22004,
    LINES,
    'functions',
    'Se dan las rectas r: y = 3x − 2 y s: 2y + x = 10. Se pide:',
    [
      ['La pendiente y la ordenada al origen de s.', 'm = −1/2; b = 5'],
      ['El punto de intersección de r y s.', '(2; 4)'],
      ['El área del triángulo que forman r, s y el eje de abscisas.', '56/3 ≈ 18,67'],
    ],
    'a) y = −½x + 5: m = −1/2, b = 5. b) 3x − 2 = −½x + 5 ⇒ 3,5x = 7 ⇒ x = 2, y = 4. c) r corta al eje x en x = 2/3, s en x = 10: base 10 − 2/3 = 28/3, altura 4 (la y del punto de b)); A = ½ · 28/3 · 4 = 56/3 ≈ 18,67.',
    () => {
      const x = 7 / 3.5;
      const y = 3 * x - 2;
      return [[-0.5, 5], [x, y], [((10 - 2 / 3) * y) / 2]];
    },
  ),
  numeric(
    22005,
    LINES,
    'functions',
    'Hallá el valor de k para que las rectas y = (k − 1)x + 4 e y = 2x − 3 sean perpendiculares.',
    { value: () => 1 + -1 / 2, text: 'k = 1/2' },
    'Perpendiculares: (k − 1) · 2 = −1 ⇒ k − 1 = −1/2 ⇒ k = 1/2.',
  ),
  parts(
    22010,
    QUADRATIC,
    'functions',
    'Dada la función cuadrática f(x) = −x² + 4x + 5, determine:',
    [
      ['Las raíces de f.', 'x = −1 y x = 5'],
      ['Las coordenadas del vértice y la ecuación del eje de simetría.', 'V = (2; 9); eje x = 2'],
      ['El conjunto imagen de f.', 'Im f = (−∞; 9]'],
    ],
    'a) −x² + 4x + 5 = 0 ⇒ x² − 4x − 5 = 0 ⇒ x = −1, x = 5. b) xv = −4/(−2) = 2; f(2) = −4 + 8 + 5 = 9; eje x = 2. c) a < 0: Im f = (−∞; 9].',
    () => [roots(-1, 4, 5), [2, -4 + 8 + 5], [9]],
  ),
  open(
    22011,
    QUADRATIC,
    'functions',
    'Halle la expresión polinómica de la función cuadrática cuyas raíces son x = 1 y x = 4 y cuyo gráfico pasa por el punto (2; −4). Indique luego las coordenadas de su vértice.',
    'f(x) = 2x² − 10x + 8; V = (2,5; −4,5)',
    'f(x) = a(x − 1)(x − 4); f(2) = a · 1 · (−2) = −4 ⇒ a = 2: f(x) = 2x² − 10x + 8. xv = (1 + 4)/2 = 2,5; f(2,5) = 2 · 1,5 · (−1,5) = −4,5.',
    () => {
      const a = -4 / ((2 - 1) * (2 - 4));
      return [a, -5 * a, 4 * a, 2.5, a * (2.5 - 1) * (2.5 - 4)];
    },
  ),
  parts(
    22012,
    QUADRATIC,
    'functions',
    'Desde la terraza de un edificio se lanza una piedra hacia arriba. Su altura respecto del suelo está dada por h(t) = −5t² + 30t + 35, con h en metros y t en segundos.',
    [
      ['¿Cuál es la altura máxima que alcanza la piedra y en qué instante?', 'h máx = 80 m, a los 3 s'],
      ['¿En qué instante llega al suelo?', 't = 7 s'],
      ['¿Durante cuánto tiempo la piedra está a más de 75 m del suelo?', '2 s (entre t = 2 s y t = 4 s)'],
    ],
    'a) tv = −30/(−10) = 3 s; h(3) = −45 + 90 + 35 = 80 m. b) −5t² + 30t + 35 = 0 ⇒ t² − 6t − 7 = 0 ⇒ t = 7 s (t = −1 se descarta). c) −5t² + 30t + 35 > 75 ⇒ t² − 6t + 8 < 0 ⇒ 2 < t < 4: durante 2 s.',
    () => {
      const [early, late] = roots(1, -6, 8);
      return [[80, 3], [Math.max(...roots(1, -6, -7))], [(late ?? 0) - (early ?? 0)]];
    },
  ),
  options(
    22013,
    QUADRATIC,
    'functions',
    'Indique la opción correcta. El vértice de la parábola de ecuación y = 2x² + 8x + 3 es el punto:',
    ['(2; 27)', '(−2; −5)', '(−4; 3)', '(−2; 3)'],
    1,
    'xv = −8/(2 · 2) = −2; y = 2 · 4 − 16 + 3 = −5: V = (−2; −5).',
    () => same(2 * 4 + 8 * -2 + 3, -5),
  ),
  parts(
    22014,
    QUADRATIC,
    'functions',
    'Sean f(x) = x² − 2x − 3 y g(x) = x + 1.',
    [
      ['Determinen los puntos en que se cortan los gráficos de f y g.', '(−1; 0) y (4; 5)'],
      ['Hallen los ceros de f.', 'x = −1 y x = 3'],
      ['Calculen la distancia entre los dos puntos obtenidos en a).', '5√2 ≈ 7,07'],
    ],
    'a) x² − 2x − 3 = x + 1 ⇒ x² − 3x − 4 = 0 ⇒ x = −1 o x = 4: (−1; 0) y (4; 5). b) x² − 2x − 3 = 0 ⇒ x = −1, x = 3. c) d = √(5² + 5²) = 5√2 ≈ 7,07.',
    () => [[-1, 0, 4, 5], roots(1, -2, -3), [Math.hypot(5, 5)]],
  ),
  numeric(
    22015,
    QUADRATIC,
    'functions',
    '¿Para qué valor de c el gráfico de y = x² − 6x + c es tangente al eje de las abscisas?',
    { value: () => 36 / 4, text: 'c = 9' },
    'Tangente al eje x: discriminante nulo, 36 − 4c = 0 ⇒ c = 9.',
  ),
  open(
    22016,
    QUADRATIC,
    'functions',
    'Con 60 m de alambre se quiere cercar un terreno rectangular aprovechando una pared recta como uno de sus lados, que no se alambra.\na) Expresá el área del terreno en función del ancho x (los dos lados perpendiculares a la pared).\nb) ¿Qué dimensiones debe tener para que su área sea máxima?\nc) ¿Cuál es esa área máxima?',
    'a) A(x) = 60x − 2x²; b) 15 m de ancho por 30 m de largo; c) 450 m²',
    'a) El lado paralelo a la pared mide 60 − 2x: A(x) = x(60 − 2x) = 60x − 2x². b) xv = −60/(−4) = 15 m; largo 60 − 30 = 30 m. c) A(15) = 15 · 30 = 450 m².',
    () => [60, -2, 15, 30, 15 * (60 - 30)],
  ),
];

const logsAndPieces: readonly ExamStyleProblem[] = [
  parts(
    22020,
    EXPLOG,
    'functions',
    'Sea la función f(x) = log₂(x + 3) − 1. Se pide:',
    [
      ['Su dominio.', 'Dom f = (−3; +∞)'],
      ['La ecuación de su asíntota vertical.', 'x = −3'],
      ['Su cero o raíz.', 'x = −1'],
      ['El valor de f(5).', 'f(5) = 2'],
    ],
    'a) x + 3 > 0 ⇒ x > −3. b) x = −3. c) log₂(x + 3) = 1 ⇒ x + 3 = 2 ⇒ x = −1. d) f(5) = log₂ 8 − 1 = 3 − 1 = 2.',
    () => [[-3], [-3], [2 - 3], [Math.log2(8) - 1]],
  ),
  parts(
    22021,
    EXPLOG,
    'functions',
    'Para la función exponencial g(x) = 2^(x − 1) − 8:',
    [
      ['Indique la ecuación de la asíntota horizontal.', 'y = −8'],
      ['Calcule su cero.', 'x = 4'],
      ['Calcule la ordenada al origen.', 'y = −7,5'],
      ['Indique su conjunto imagen.', 'Im g = (−8; +∞)'],
    ],
    'a) 2^(x − 1) → 0 cuando x → −∞: y = −8. b) 2^(x − 1) = 8 = 2³ ⇒ x − 1 = 3 ⇒ x = 4. c) g(0) = 1/2 − 8 = −7,5. d) (−8; +∞).',
    () => [[-8], [4], [2 ** -1 - 8], [-8]],
  ),
  numeric(
    22023,
    LOGARITHMS,
    'functions',
    'Resuelva la ecuación log₃ x + log₃ (x − 8) = 2.',
    { value: () => Math.max(...roots(1, -8, -9)), text: 'x = 9 (x = −1 se descarta)' },
    'x(x − 8) = 3² = 9 ⇒ x² − 8x − 9 = 0 ⇒ x = 9 o x = −1; x = −1 no está en el dominio (x > 8). S = {9}.',
  ),
  options(
    22024,
    EXPLOG,
    'functions',
    'El dominio de la función f(x) = ln(6 − 2x) es:',
    ['(−∞; 3)', '(3; +∞)', '(−∞; 6)', '[3; +∞)'],
    0,
    '6 − 2x > 0 ⇒ x < 3: Dom f = (−∞; 3).',
  ),
  parts(
    22030,
    PIECEWISE,
    'functions',
    'Se define la función f(x) = x² − 1 si x < 2; f(x) = 3x − 3 si x ≥ 2.',
    [
      ['Calculá f(−3) + f(4).', '17'],
      ['¿Es f continua en x = 2? Justificá.', 'Sí, es continua: los dos tramos valen 3 en x = 2'],
      ['Hallá todos los valores de x para los cuales f(x) = 0.', 'x = −1 y x = 1'],
    ],
    'a) f(−3) = 9 − 1 = 8; f(4) = 12 − 3 = 9; suma 17. b) lím por izquierda 2² − 1 = 3; f(2) = 3 · 2 − 3 = 3: continua. c) x² − 1 = 0 con x < 2 ⇒ x = −1 o x = 1; 3x − 3 = 0 da x = 1, que no cumple x ≥ 2.',
    () => [[(-3) ** 2 - 1 + (3 * 4 - 3)], [3], [-1, 1]],
  ),
  parts(
    22031,
    COMPOSITION,
    'functions',
    'Dadas f(x) = 2x − 3 y g(x) = x² + 1:',
    [
      ['Obtenga la expresión de (f∘g)(x).', '(f∘g)(x) = 2x² − 1'],
      ['Calcule (g∘f)(2).', '(g∘f)(2) = 2'],
      ['Halle los valores de x para los que (f∘g)(x) = 17.', 'x = −3 y x = 3'],
    ],
    'a) f(g(x)) = 2(x² + 1) − 3 = 2x² − 1. b) f(2) = 1; g(1) = 2. c) 2x² − 1 = 17 ⇒ x² = 9 ⇒ x = ±3.',
    () => [[2, -1], [(2 * 2 - 3) ** 2 + 1], [-3, 3]],
  ),
  open(
    22032,
    COMPOSITION,
    'functions',
    'Sea f(x) = (2x + 1)/(x − 3). a) Determine el dominio y la imagen de f. b) Halle la expresión de la función inversa f⁻¹(x). c) Calcule f⁻¹(5).',
    'a) Dom f = ℝ − {3}; Im f = ℝ − {2}; b) f⁻¹(x) = (3x + 1)/(x − 2); c) f⁻¹(5) = 16/3',
    'a) x ≠ 3; asíntota horizontal y = 2 ⇒ Im f = ℝ − {2}. b) y(x − 3) = 2x + 1 ⇒ x(y − 2) = 3y + 1 ⇒ f⁻¹(x) = (3x + 1)/(x − 2). c) f⁻¹(5) = 16/3 (y f(16/3) = (35/3)/(7/3) = 5).',
    () => [3, 2, (3 * 5 + 1) / (5 - 2)],
  ),
  options(
    22034,
    COMPOSITION,
    'functions',
    'La función inversa de f(x) = 4 − 2x es:',
    ['f⁻¹(x) = 2 − x/2', 'f⁻¹(x) = 4 + 2x', 'f⁻¹(x) = 1/(4 − 2x)', 'f⁻¹(x) = x/2 − 2'],
    0,
    'y = 4 − 2x ⇒ x = (4 − y)/2 ⇒ f⁻¹(x) = 2 − x/2.',
    () => [0, 1, 3.5].every((x) => same(2 - (4 - 2 * x) / 2, x)),
  ),
  open(
    22035,
    PIECEWISE,
    'functions',
    'Una cooperativa eléctrica factura un cargo fijo de $ 2.500 por mes más $ 80 por cada kWh consumido hasta 150 kWh, y $ 120 por cada kWh que exceda los 150 kWh.\na) ¿Cuánto paga un usuario que consumió 120 kWh en el mes?\nb) ¿Y uno que consumió 0,4 MWh?\nc) Si una factura fue de $ 38.500, ¿cuántos kWh se consumieron?',
    'a) $ 12.100; b) $ 44.500; c) 350 kWh',
    'a) 2500 + 80 · 120 = $ 12 100. b) 0,4 MWh = 400 kWh: 2500 + 80 · 150 + 120 · 250 = $ 44 500. c) Hasta 150 kWh se pagan 2500 + 12 000 = 14 500 < 38 500: 150 + (38 500 − 14 500)/120 = 150 + 200 = 350 kWh.',
    () => [2500 + 80 * 120, 2500 + 80 * 150 + 120 * 250, 150 + (38500 - 14500) / 120],
  ),
];

const trigonometry: readonly ExamStyleProblem[] = [
  parts(
    22040,
    RIGHT_TRIANGLE,
    'trig',
    'Desde un punto A del suelo horizontal se ve la terraza de un edificio con un ángulo de elevación de 35°. Al avanzar 40 m en línea recta hacia el edificio, hasta un punto B, el ángulo de elevación pasa a ser de 50°.',
    [
      ['Calcule la distancia de B al pie del edificio.', '≈ 56,98 m'],
      ['Calcule la altura del edificio.', '≈ 67,91 m'],
      ['¿A qué distancia en línea recta está A de la terraza?', '≈ 118,39 m'],
    ],
    'h = d · tg 50° = (d + 40) · tg 35° ⇒ d = 40 tg 35°/(tg 50° − tg 35°) ≈ 56,98 m; h ≈ 56,98 · 1,1918 ≈ 67,91 m; A está a 96,98 m del pie: √(96,98² + 67,91²) ≈ 118,39 m.',
    () => {
      const d = (40 * tan(35)) / (tan(50) - tan(35));
      const h = d * tan(50);
      return [[d], [h], [Math.hypot(d + 40, h)]];
    },
  ),
  numeric(
    22041,
    RIGHT_TRIANGLE,
    'trig',
    'Desde lo alto de un faro, a 45 m sobre el nivel del mar, se observa un bote con un ángulo de depresión de 12°. ¿A qué distancia del pie del faro se encuentra el bote?',
    { value: () => 45 / tan(12), text: '≈ 211,71 m', absolute: 0.5 },
    'tg 12° = 45/d ⇒ d = 45/tg 12° ≈ 45/0,2126 ≈ 211,71 m.',
  ),
  parts(
    22042,
    LAWS,
    'trig',
    'En un triángulo ABC se conocen el lado a = 12 cm, el ángulo Â = 40° y el ángulo B̂ = 75°. Halle:',
    [
      ['El ángulo Ĉ.', 'Ĉ = 65°'],
      ['El lado b.', 'b ≈ 18,03 cm'],
      ['El área del triángulo.', '≈ 98,06 cm²'],
    ],
    'a) Ĉ = 180° − 40° − 75° = 65°. b) b = a sen B̂/sen  = 12 · sen 75°/sen 40° ≈ 18,03 cm. c) A = ½ a b sen Ĉ ≈ ½ · 12 · 18,03 · sen 65° ≈ 98,06 cm².',
    () => {
      const b = (12 * sin(75)) / sin(40);
      return [[180 - 40 - 75], [b], [0.5 * 12 * b * sin(65)]];
    },
  ),
  parts(
    22043,
    LAWS,
    'trig',
    'Dos lanchas parten al mismo tiempo de un muelle siguiendo rumbos rectos que forman entre sí un ángulo de 60°. Una navega a 18 km/h y la otra a 6 m/s, ambas con velocidad constante.',
    [
      ['¿Qué distancia las separa al cabo de 30 minutos?', '≈ 10,02 km'],
      ['¿Y al cabo de 1 h 15 min?', '≈ 25,05 km'],
    ],
    'a) En 0,5 h: 9 km y 6 m/s = 21,6 km/h ⇒ 10,8 km. d² = 9² + 10,8² − 2 · 9 · 10,8 · cos 60° = 100,44 ⇒ d ≈ 10,02 km. b) Los dos recorridos crecen en la misma proporción (1,25 h/0,5 h = 2,5): d ≈ 2,5 · 10,02 ≈ 25,05 km.',
    () => {
      const d = (t: number) => Math.sqrt((18 * t) ** 2 + (21.6 * t) ** 2 - 2 * 18 * t * 21.6 * t * cos(60));
      return [[d(0.5)], [d(1.25)]];
    },
  ),
  options(
    22044,
    IDENTITIES,
    'trig',
    'Para los valores de x en que está definida, la expresión (1 − cos² x)/(sen x · cos x) es igual a:',
    ['tg x', 'cotg x', 'sen x', 'sec x'],
    0,
    '1 − cos² x = sen² x; sen² x/(sen x cos x) = sen x/cos x = tg x.',
    () =>
      [0.3, 1.1, 2.5].every((x) => same((1 - Math.cos(x) ** 2) / (Math.sin(x) * Math.cos(x)), Math.tan(x))),
  ),
  open(
    22045,
    EQUATIONS,
    'trig',
    'Resolvé la ecuación 2 sen² x − sen x − 1 = 0 para x ∈ [0, 2π). Indicá todas las soluciones.',
    'x = π/2, x = 7π/6 y x = 11π/6',
    'Con s = sen x: 2s² − s − 1 = 0 ⇒ s = 1 o s = −1/2. sen x = 1 ⇒ x = π/2; sen x = −1/2 ⇒ x = 7π/6 o x = 11π/6.',
    () => {
      const all = [Math.PI / 2, (7 * Math.PI) / 6, (11 * Math.PI) / 6];
      return all.every((x) => same(2 * Math.sin(x) ** 2 - Math.sin(x) - 1, 0)) ? all : [];
    },
  ),
  parts(
    22046,
    EQUATIONS,
    'trig',
    'Considere la ecuación 2 cos² x = 1 + cos x.',
    [
      ['Encuentre todas sus soluciones en el intervalo [0°, 360°).', 'x = 0°, x = 120° y x = 240°'],
      ['Exprese en radianes las soluciones halladas en a).', 'x = 0, x = 2π/3 y x = 4π/3'],
    ],
    'a) 2c² − c − 1 = 0 ⇒ c = 1 o c = −1/2. cos x = 1 ⇒ x = 0°; cos x = −1/2 ⇒ x = 120° o x = 240°. b) 0, 2π/3, 4π/3.',
    () => [
      [0, 120, 240].filter((x) => same(2 * cos(x) ** 2, 1 + cos(x))),
      [0, (2 * Math.PI) / 3, (4 * Math.PI) / 3],
    ],
  ),
  numeric(
    22047,
    RADIANS,
    'trig',
    'En una circunferencia de 15 cm de radio, un ángulo central de 72° determina un arco. Calcule la longitud de ese arco.',
    { value: () => 15 * rad(72), text: 'L = 6π cm ≈ 18,85 cm' },
    '72° = 72π/180 = 2π/5 rad; L = r · θ = 15 · 2π/5 = 6π ≈ 18,85 cm.',
  ),
  options(
    22048,
    CIRCLE,
    'trig',
    'Si sen α = 3/5 y α es un ángulo del segundo cuadrante, entonces tg α es igual a:',
    ['3/4', '−3/4', '−4/3', '4/5'],
    1,
    'cos α = −√(1 − 9/25) = −4/5 (segundo cuadrante); tg α = (3/5)/(−4/5) = −3/4.',
    () => same(3 / 5 / -Math.sqrt(1 - 9 / 25), -3 / 4),
  ),
  open(
    22051,
    RIGHT_TRIANGLE,
    'trig',
    'Un chico remonta un barrilete con un hilo tenso de 0,06 km que forma un ángulo de 52° con la horizontal. La mano que sostiene el hilo está a 120 cm del suelo. a) ¿A qué altura del suelo se encuentra el barrilete? b) ¿Cuál es la distancia horizontal entre la mano del chico y el punto del suelo que está justo debajo del barrilete?',
    'a) ≈ 48,48 m; b) ≈ 36,94 m',
    'Hilo: 0,06 km = 60 m; mano: 120 cm = 1,2 m. a) 60 · sen 52° + 1,2 ≈ 47,28 + 1,2 ≈ 48,48 m. b) 60 · cos 52° ≈ 36,94 m.',
    () => [60 * sin(52) + 1.2, 60 * cos(52)],
  ),
  parts(
    22052,
    LAWS,
    'trig',
    'Un terreno tiene forma de triángulo cuyos lados miden 30 m, 45 m y 50 m. Se lo quiere alambrar con un alambrado que cuesta $ 1.800 el metro lineal.',
    [
      ['Calcule el mayor de los ángulos interiores del terreno.', '≈ 80,94°'],
      ['Calcule la superficie del terreno.', '≈ 666,59 m²'],
      ['¿Cuánto costará alambrar todo el perímetro?', '$ 225.000'],
    ],
    'a) El mayor ángulo se opone al lado de 50 m: cos γ = (30² + 45² − 50²)/(2 · 30 · 45) = 425/2700 ⇒ γ ≈ 80,94°. b) A = ½ · 30 · 45 · sen γ ≈ 666,59 m². c) P = 125 m; 125 · 1800 = $ 225 000.',
    () => {
      const gamma = deg(Math.acos((30 ** 2 + 45 ** 2 - 50 ** 2) / (2 * 30 * 45)));
      return [[gamma], [0.5 * 30 * 45 * sin(gamma)], [(30 + 45 + 50) * 1800]];
    },
  ),
  parts(
    22049,
    IDENTITIES,
    'trig',
    'Se sabe que cos β = −5/13 y que β es un ángulo del tercer cuadrante. Calcule:',
    [
      ['El valor de sen β.', 'sen β = −12/13'],
      ['El valor de tg β.', 'tg β = 12/5'],
      ['El valor de sen (2β), usando los valores anteriores.', 'sen (2β) = 120/169'],
    ],
    'a) sen β = −√(1 − 25/169) = −12/13 (tercer cuadrante). b) tg β = (−12/13)/(−5/13) = 12/5. c) sen 2β = 2 sen β cos β = 2 · (−12/13)(−5/13) = 120/169.',
    () => {
      const s = -Math.sqrt(1 - 25 / 169);
      return [[s], [s / (-5 / 13)], [2 * s * (-5 / 13)]];
    },
  ),
  options(
    22053,
    CIRCLE,
    'trig',
    'El valor exacto de sen 150° + cos 240° − tg 315° es:',
    ['0', '1', '−1', '2'],
    1,
    'sen 150° = 1/2; cos 240° = −1/2; tg 315° = −1: 1/2 − 1/2 + 1 = 1.',
    () => same(sin(150) + cos(240) - tan(315), 1),
  ),
];

const geometry: readonly ExamStyleProblem[] = [
  parts(
    22060,
    TRIANGLES,
    'geometry',
    'A cierta hora de la tarde, un poste vertical de 4,5 m de altura proyecta una sombra de 270 cm. En el mismo momento, la sombra de un edificio cercano mide 18 m.',
    [
      ['Calcule la altura del edificio.', '30 m'],
      ['¿Qué ángulo forman los rayos del sol con el suelo?', '≈ 59,04°'],
      ['Halle la distancia desde la parte más alta del edificio hasta el extremo de su sombra.', '≈ 34,99 m'],
    ],
    'a) Triángulos semejantes: h/18 = 4,5/2,7 ⇒ h = 30 m. b) tg α = 4,5/2,7 = 5/3 ⇒ α ≈ 59,04°. c) √(30² + 18²) = √1224 ≈ 34,99 m.',
    () => {
      const h = (18 * 4.5) / 2.7;
      return [[h], [deg(Math.atan(4.5 / 2.7))], [Math.hypot(h, 18)]];
    },
  ),
  numeric(
    22061,
    TRIANGLES,
    'geometry',
    'Una escalera de 6,5 m de largo está apoyada contra una pared vertical, con su pie a 250 cm de la pared. ¿A qué altura de la pared llega la escalera?',
    { value: () => Math.sqrt(6.5 ** 2 - 2.5 ** 2), text: '6 m' },
    '250 cm = 2,5 m; h = √(6,5² − 2,5²) = √(42,25 − 6,25) = √36 = 6 m.',
  ),
  parts(
    22062,
    VOLUMES,
    'geometry',
    'Un tanque de agua cilíndrico tiene 1,2 m de diámetro y 150 cm de altura. Se lo llena con una canilla que arroja 12 litros por minuto.',
    [
      ['Calcule la capacidad del tanque en litros.', '≈ 1696,46 L'],
      ['¿Cuántos minutos tarda en llenarse estando vacío?', '≈ 141,37 min'],
      ['Calcule la superficie lateral del tanque, en m².', '≈ 5,65 m²'],
    ],
    'r = 0,6 m, h = 1,5 m. a) V = π · 0,6² · 1,5 ≈ 1,6965 m³ ≈ 1696,46 L. b) 1696,46/12 ≈ 141,37 min. c) SL = 2π r h = π · 1,2 · 1,5 ≈ 5,65 m².',
    () => {
      const litres = Math.PI * 0.6 ** 2 * 1.5 * 1000;
      return [[litres], [litres / 12], [2 * Math.PI * 0.6 * 1.5]];
    },
  ),
  options(
    22063,
    VOLUMES,
    'geometry',
    'El volumen de una esfera cuya superficie mide 36π cm² es:',
    ['36π cm³', '108π cm³', '12π cm³', '288π cm³'],
    0,
    '4πr² = 36π ⇒ r = 3 cm; V = 4/3 π · 27 = 36π cm³.',
    () => same((4 / 3) * Math.PI * 3 ** 3, 36 * Math.PI),
  ),
  parts(
    22064,
    VOLUMES,
    'geometry',
    'Un cono circular recto tiene una generatriz de 13 cm y el radio de su base mide 50 mm.',
    [
      ['Halle la altura del cono.', '12 cm'],
      ['Calcule su volumen.', '100π cm³ ≈ 314,16 cm³'],
      ['Calcule su área total.', '90π cm² ≈ 282,74 cm²'],
    ],
    'r = 50 mm = 5 cm. a) h = √(13² − 5²) = 12 cm. b) V = π r² h/3 = π · 25 · 12/3 = 100π ≈ 314,16 cm³. c) AT = π r (r + g) = π · 5 · 18 = 90π ≈ 282,74 cm².',
    () => {
      const h = Math.sqrt(13 ** 2 - 5 ** 2);
      return [[h], [(Math.PI * 25 * h) / 3], [Math.PI * 5 * (5 + 13)]];
    },
  ),
  open(
    22065,
    AREAS,
    'geometry',
    'Calculá el área de la corona circular comprendida entre dos circunferencias concéntricas de radios 8 cm y 0,05 m.',
    '39π cm² ≈ 122,52 cm²',
    '0,05 m = 5 cm; A = π(8² − 5²) = 39π ≈ 122,52 cm².',
    () => [Math.PI * (8 ** 2 - 5 ** 2)],
  ),
  parts(
    22066,
    VOLUMES,
    'geometry',
    'Una pileta tiene forma de prisma rectangular de 8 m de largo, 4 m de ancho y 1,5 m de profundidad.',
    [
      ['¿Cuántos litros de agua caben en la pileta llena?', '48.000 L'],
      ['Si se la llena hasta 20 cm por debajo del borde, ¿cuántos litros contiene?', '41.600 L'],
      ['¿Cuántos m² de azulejos se necesitan para revestir el fondo y las cuatro paredes?', '68 m²'],
    ],
    'a) V = 8 · 4 · 1,5 = 48 m³ = 48 000 L. b) 20 cm = 0,2 m; altura de agua 1,3 m: 8 · 4 · 1,3 = 41,6 m³ = 41 600 L. c) 8 · 4 + 2 · 8 · 1,5 + 2 · 4 · 1,5 = 32 + 24 + 12 = 68 m².',
    () => [[8 * 4 * 1.5 * 1000], [8 * 4 * 1.3 * 1000], [8 * 4 + 2 * 8 * 1.5 + 2 * 4 * 1.5]],
  ),
  options(
    22067,
    AREAS,
    'geometry',
    'La diagonal de un rectángulo mide 17 cm y uno de sus lados, 8 cm. El perímetro del rectángulo es:',
    ['46 cm', '50 cm', '120 cm', '34 cm'],
    0,
    'El otro lado: √(17² − 8²) = 15 cm; P = 2(8 + 15) = 46 cm.',
    () => same(2 * (8 + Math.sqrt(17 ** 2 - 8 ** 2)), 46),
  ),
  parts(
    22069,
    AREAS,
    'geometry',
    'Un cuadrado está inscripto en una circunferencia de 5 cm de radio.',
    [
      ['¿Cuánto mide el lado del cuadrado?', '5√2 cm ≈ 7,07 cm'],
      ['Calcule el área del cuadrado.', '50 cm²'],
      ['Calcule el área de la parte del círculo que queda fuera del cuadrado.', '25π − 50 ≈ 28,54 cm²'],
    ],
    'a) La diagonal del cuadrado es el diámetro, 10 cm: lado = 10/√2 = 5√2 ≈ 7,07 cm. b) (5√2)² = 50 cm². c) π · 25 − 50 ≈ 28,54 cm².',
    () => [[10 / Math.SQRT2], [50], [25 * Math.PI - 50]],
  ),
  open(
    22070,
    AREAS,
    'geometry',
    'Un trapecio isósceles tiene bases de 20 cm y 12 cm, y cada uno de sus lados no paralelos mide 5 cm. Determine su altura, su área y su perímetro.',
    'h = 3 cm; A = 48 cm²; P = 42 cm',
    'Cada proyección de un lado oblicuo mide (20 − 12)/2 = 4 cm ⇒ h = √(5² − 4²) = 3 cm. A = (20 + 12)/2 · 3 = 48 cm². P = 20 + 12 + 2 · 5 = 42 cm.',
    () => [Math.sqrt(25 - 16), ((20 + 12) / 2) * 3, 20 + 12 + 10],
  ),
];

const complexAndVectors: readonly ExamStyleProblem[] = [
  parts(
    22076,
    COMPLEX,
    'complex',
    'Dados los números complejos z₁ = 3 − 2i y z₂ = 1 + 4i, calcule:',
    [
      ['z₁ · z₂', '11 + 10i'],
      ['z₁ / z₂, en forma binómica', '−5/17 − 14/17 i'],
      ['El módulo del producto obtenido en a).', '√221 ≈ 14,87'],
    ],
    'a) (3 − 2i)(1 + 4i) = 3 + 12i − 2i − 8i² = 11 + 10i. b) (3 − 2i)(1 − 4i)/17 = (3 − 12i − 2i − 8)/17 = (−5 − 14i)/17. c) √(11² + 10²) = √221 ≈ 14,87.',
    () => {
      const product = times([3, -2], [1, 4]);
      return [[...product], [...over([3, -2], [1, 4])], [Math.hypot(...product)]];
    },
  ),
  parts(
    22077,
    COMPLEX,
    'complex',
    'Se considera el número complejo z = −2 + 2√3 i.',
    [
      ['Exprese z en forma polar (módulo y argumento).', 'módulo 4; argumento 120° (2π/3)'],
      ['Calcule z³ y expréselo en forma binómica.', 'z³ = 64'],
      ['Halle las raíces cuadradas de z en forma binómica.', 'w₁ = 1 + √3 i; w₂ = −1 − √3 i'],
    ],
    'a) |z| = √(4 + 12) = 4; arg z = 180° − 60° = 120°. b) z³ = 4³ (cos 360° + i sen 360°) = 64. c) w = 2 (cos 60° + i sen 60°) = 1 + √3 i y w = 2 (cos 240° + i sen 240°) = −1 − √3 i.',
    () => {
      const z: Complex = [-2, 2 * Math.sqrt(3)];
      const cube = times(times(z, z), z);
      const w: Complex = [1, Math.sqrt(3)];
      const square = times(w, w);
      return same(square[0], z[0]) && same(square[1], z[1])
        ? [[Math.hypot(...z), deg(Math.atan2(z[1], z[0]))], [cube[0]], [1, Math.sqrt(3), -1, -Math.sqrt(3)]]
        : [];
    },
  ),
  open(
    22078,
    COMPLEX,
    'complex',
    'Resuelva en el conjunto de los números complejos la ecuación z² − 4z + 13 = 0.',
    'z = 2 + 3i y z = 2 − 3i',
    'Δ = 16 − 52 = −36 ⇒ z = (4 ± 6i)/2 = 2 ± 3i.',
    () => {
      const z: Complex = [2, 3];
      const square = times(z, z);
      return same(square[0] - 4 * z[0] + 13, 0) && same(square[1] - 4 * z[1], 0) ? [2, 3, 2, -3] : [];
    },
  ),
  options(
    22079,
    COMPLEX,
    'complex',
    'El resultado de i²⁷ + i¹⁰ es:',
    ['−1 − i', '1 + i', '−1 + i', '1 − i'],
    0,
    'i²⁷ = i²⁴ · i³ = −i; i¹⁰ = i⁸ · i² = −1: −1 − i.',
  ),
  numeric(
    22080,
    COMPLEX,
    'complex',
    'Determine el valor real de k para que el producto (k + 2i)(3 − i) sea un número imaginario puro.',
    { value: () => -2 / 3, text: 'k = −2/3' },
    '(k + 2i)(3 − i) = 3k − ki + 6i − 2i² = (3k + 2) + (6 − k)i; parte real nula: 3k + 2 = 0 ⇒ k = −2/3 (la parte imaginaria, 20/3, no se anula).',
  ),
  parts(
    22082,
    COMPLEX,
    'complex',
    'Sea w = 1 + i un número complejo.',
    [
      ['Escribí w en forma polar.', '√2 (cos 45° + i sen 45°)'],
      ['Calculá w⁸ usando la forma polar.', 'w⁸ = 16'],
      ['Con el resultado anterior, calculá w⁸ + w̄ en forma binómica.', '17 − i'],
    ],
    'a) |w| = √2, arg w = 45°. b) w⁸ = (√2)⁸ (cos 360° + i sen 360°) = 16. c) 16 + (1 − i) = 17 − i.',
    () => {
      let power: Complex = [1, 0];
      for (let i = 0; i < 8; i++) power = times(power, [1, 1]);
      return [[Math.SQRT2, 45], [power[0]], [power[0] + 1, power[1] - 1]];
    },
  ),
  parts(
    22086,
    LINES,
    'geometry',
    'Se dan los vectores u = (2; −1; 3) y v = (1; 4; −2).',
    [
      ['Calcule el producto escalar u · v.', 'u · v = −8'],
      ['Calcule el ángulo que forman u y v.', '≈ 117,81°'],
      ['Calcule el producto vectorial u × v.', 'u × v = (−10; 7; 9)'],
      ['Halle el área del paralelogramo determinado por u y v.', '√230 ≈ 15,17'],
    ],
    'a) 2 − 4 − 6 = −8. b) |u| = √14, |v| = √21; cos θ = −8/√294 ≈ −0,4666 ⇒ θ ≈ 117,81°. c) (−1 · (−2) − 3 · 4; 3 · 1 − 2 · (−2); 2 · 4 − (−1) · 1) = (−10; 7; 9). d) |u × v| = √(100 + 49 + 81) = √230 ≈ 15,17.',
    () => {
      const u = [2, -1, 3];
      const v = [1, 4, -2];
      const w = cross(u, v);
      return [[dot(u, v)], [deg(Math.acos(dot(u, v) / (norm(u) * norm(v))))], w, [norm(w)]];
    },
  ),
  options(
    22088,
    LINES,
    'geometry',
    'Los vectores a = (k; 2; −1) y b = (3; k; 4) son perpendiculares cuando k vale:',
    ['4/5', '−4/5', '4', '5/4'],
    0,
    'a · b = 3k + 2k − 4 = 0 ⇒ k = 4/5.',
    () => same(dot([0.8, 2, -1], [3, 0.8, 4]), 0),
  ),
  parts(
    22089,
    LINES,
    'geometry',
    'Los puntos A(1; 2), B(5; 5) y C(−1; 6) son los vértices de un triángulo.',
    [
      ['Calcule la longitud del lado AB.', '|AB| = 5'],
      ['Calcule el producto escalar de los vectores AB y AC.', 'AB · AC = 4'],
      ['Con los resultados anteriores, halle el ángulo interior del triángulo en el vértice A.', '≈ 79,70°'],
      ['Calcule el área del triángulo.', '11'],
    ],
    'AB = (4; 3), AC = (−2; 4). a) |AB| = 5. b) −8 + 12 = 4. c) |AC| = √20; cos Â = 4/(5√20) ≈ 0,1789 ⇒ Â ≈ 79,70°. d) A = ½ |4 · 4 − 3 · (−2)| = 11.',
    () => {
      const ab = [4, 3];
      const ac = [-2, 4];
      return [
        [norm(ab)],
        [dot(ab, ac)],
        [deg(Math.acos(dot(ab, ac) / (norm(ab) * norm(ac))))],
        [Math.abs(4 * 4 - 3 * -2) / 2],
      ];
    },
  ),
  numeric(
    22090,
    LINES,
    'geometry',
    'Calcule el área del triángulo cuyos vértices son P(1; 0; 0), Q(0; 2; 0) y R(0; 0; 3).',
    { value: () => norm(cross([-1, 2, 0], [-1, 0, 3])) / 2, text: 'A = 3,5' },
    'PQ = (−1; 2; 0), PR = (−1; 0; 3); PQ × PR = (6; 3; 2), de módulo 7: A = 7/2 = 3,5.',
  ),
  open(
    22091,
    LINES,
    'geometry',
    'Halle las componentes del vector v de módulo 15 que tiene la misma dirección y el mismo sentido que w = (−6; 8).',
    'v = (−9; 12)',
    '|w| = 10; versor de w = (−0,6; 0,8); v = 15 · (−0,6; 0,8) = (−9; 12).',
    () => [15 * (-6 / 10), 15 * (8 / 10)],
  ),
];

export const mathExamPages2FunctionsTrigGeometry: readonly ExamStyleProblem[] = [
  ...linesAndQuadratics,
  ...logsAndPieces,
  ...trigonometry,
  ...geometry,
  ...complexAndVectors,
];
