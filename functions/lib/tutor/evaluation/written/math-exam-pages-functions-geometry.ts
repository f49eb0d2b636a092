/**
 * Exam pages on functions and geometry (#32, session 24): a short scene or a function given once, then
 * several questions (a) b) c), «Se pide:» with dashes, questions one after another), where a later part
 * uses an earlier result («con el resultado de b)…», «en el caso anterior…») and some pages give a datum
 * only one part needs. Linear functions (a cost from two data, a line through two points and its
 * perpendicular, where two lines cut, the triangle a line makes with the axes), quadratics (a throw's
 * height, a profit, a fence against a wall, built from its vertex or its roots and a point, where two
 * graphs meet, where it is positive), exponential and logarithmic functions (domain, intercepts,
 * asymptote, a culture that doubles, a car that loses value), composition and inverse, piecewise tariffs;
 * trigonometry (a tower seen from two places, a lighthouse, two ships, a ladder, a triangle by the law of
 * sines or cosines, equations in [0; 2π), values and identities); plane geometry (a plot and its fence,
 * shadows, a trapezoid, a rhombus, a hexagon, a wheel, a triangle from its vertices) and volumes (a tank
 * and its tap, a cone, a sphere). Statements, objects and numbers are our own, worded as UTN papers and
 * the Seminario booklets word them (impersonal, ustedeo, voseo; decimal comma, mixed units). Every key
 * was worked by hand and is recomputed by `check` or `verify`.
 *
 * First measure, written before any look at the solvers and measured before any fix (offline engine,
 * 2026-12-01, at 9d7d3552): 22/50 right, 22 answered sure, 3 WRONG sure: 21404 (a page asking P, where a
 * line cuts the x axis and a triangle's area: only P stated), 21411 b) (the other root asked: the
 * formula stated), 21449 (where a line cuts the x axis asked: the line's equation stated). Unanswered:
 * most multi-part pages (a scene, then parts: a throw, a profit, a tower, two ships, a ladder, a plot,
 * a tank…), a piecewise tariff, an exponential depreciation, a circle's area, a sphere from its volume.
 * After the fixes in general (the three wrongs at their cause; a line by a point and its slope asked
 * where it crosses an axis, exp/log functions' axis crossings, a linear cost from two data in words, a
 * perpendicular to «L₁», «los lados a y b», continuity of a piecewise function at a break, a triangle
 * from its vertices, a sphere from its volume, a rectangle by a side and its diagonal, an isosceles
 * trapezoid by its legs, a rhombus's side and height, round objects, a wheel's turns, depreciation
 * «de su valor cada año», where a quadratic model is extreme, a fence's area as a function of the side
 * meeting the wall): 39/50 right, 36 sure, 0 wrong (21442 «Ninguna» now named too). Left: parts the
 * lead's machinery holds (21401 c and 21422 b–c need an earlier part's line or height; 21424 a asks
 * «cada uno»; 21430 c changes a datum with «si el pie se corre…»; 21432 b and 21431 a–b beside a
 * datum only another part uses; 21447 c a cost of b)'s area; 21404 parts written as dashes in one open
 * statement), 21410 (a datum no part uses: the page declines, as it should), and two tiered tariffs
 * (21421, 21448) no reading covers.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The exams and booklets each kind is modelled on (content/exam-style/sources.ts). */
const SOURCES = {
  functions: ['frm-matematica-2024-02-03-t1', 'frm-matematica-2023-12-11-t2', 'frt-matematica-2020'],
  trig: ['frm-matematica-2023-12-11-t2', 'frm-matematica-2025-u1'],
  geometry: ['frt-matematica-cartilla', 'frch-matematica-2017'],
} as const;

const { numeric, options, open, parts } = writtenMathSet(SOURCES);

const LINEAR = 'funciones.lineal';
const LINES = 'geometria.analitica';
const QUADRATIC = 'funciones.cuadratica';
const EXPLOG = 'funciones.exponencial-logaritmica';
const COMPOSITION = 'funciones.composicion-inversa';
const PIECEWISE = 'funciones.a-trozos';
const RIGHT_TRIANGLE = 'trigonometria.triangulo-rectangulo';
const LAWS = 'trigonometria.teoremas-seno-coseno';
const EQUATIONS = 'trigonometria.ecuaciones';
const IDENTITIES = 'trigonometria.identidades';
const CIRCLE = 'trigonometria.circunferencia-trigonometrica';
const AREAS = 'geometria.areas-perimetros';
const TRIANGLES = 'geometria.angulos-triangulos';
const VOLUMES = 'geometria.volumenes';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const sin = (degrees: number) => Math.sin(rad(degrees));
const cos = (degrees: number) => Math.cos(rad(degrees));
const tan = (degrees: number) => Math.tan(rad(degrees));
const same = (p: number, q: number) => Math.abs(p - q) < 1e-9;

/** Whether the keyed number, and no other shown, is `value` (key 4: none of them is). */
const onlyKeyIs = (value: number, shown: readonly number[], key: number) =>
  shown.every((v, i) => same(v, value) === (i === key));

/** The real roots of ax² + bx + c, smaller first. */
function roots(a: number, b: number, c: number): number[] {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((p, q) => p - q);
}

/** The law of sines: the side opposite `opposite` given side `known` opposite `knownAngle` (degrees). */
const bySines = (known: number, knownAngle: number, opposite: number) =>
  (known * sin(opposite)) / sin(knownAngle);

const functions: readonly ExamStyleProblem[] = [
  parts(
    21400,
    LINEAR,
    'functions',
    'Una empresa de fletes cobra un cargo fijo por viaje más un monto por cada kilómetro recorrido. Un viaje de 40 km cuesta $13.000 y uno de 100 km cuesta $25.000. Se pide:',
    [
      ['la función lineal C(x) que da el costo de un viaje de x km;', 'C(x) = 200x + 5000'],
      ['el costo de un viaje de 250 km;', '$55.000'],
      ['con el resultado de a), ¿cuántos kilómetros se pueden recorrer con $35.000?', '150 km'],
    ],
    'Pendiente: (25000 − 13000)/(100 − 40) = 200 $/km; 13000 = 200 · 40 + b ⇒ b = 5000. C(250) = 55000. 200x + 5000 = 35000 ⇒ x = 150 km.',
    () => [[200, 5000], [200 * 250 + 5000], [(35000 - 5000) / 200]],
  ),
  parts(
    21401,
    LINES,
    'functions',
    'Sea L₁ la recta que pasa por los puntos A = (−1; 4) y B = (3; −4).',
    [
      ['Hallar la ecuación explícita de L₁.', 'y = −2x + 2'],
      [
        'Hallar la ecuación de la recta L₂, perpendicular a L₁, que pasa por el origen de coordenadas.',
        'y = x/2',
      ],
      ['Determinar el punto de intersección de L₁ y L₂.', '(0,8; 0,4)'],
    ],
    'm = (−4 − 4)/(3 + 1) = −2; 4 = −2 · (−1) + b ⇒ b = 2. L₂: m = 1/2, b = 0. −2x + 2 = x/2 ⇒ x = 0,8, y = 0,4.',
    () => [[-2, 2], [0.5], [0.8, 0.4]],
  ),
  options(
    21402,
    LINES,
    'functions',
    'Indique la opción correcta. La recta paralela a 3x − 2y + 6 = 0 que pasa por el punto (2; −1) es:',
    ['y = 3/2 x − 4', 'y = −2/3 x + 1/3', 'y = 3/2 x + 2', 'y = 3x − 7'],
    0,
    '3x − 2y + 6 = 0 ⇔ y = 3/2 x + 3: pendiente 3/2. y + 1 = 3/2 (x − 2) ⇒ y = 3/2 x − 4.',
    () => same(-1 - 1.5 * 2, -4),
  ),
  numeric(
    21403,
    LINES,
    'functions',
    'Determine el área del triángulo que la recta 2x + 5y = 20 forma con los ejes coordenados.',
    { value: () => (10 * 4) / 2, text: 'A = 20' },
    'Corta al eje x en (10; 0) y al eje y en (0; 4): área = 10 · 4 / 2 = 20.',
  ),
  open(
    21404,
    LINES,
    'functions',
    'Las rectas L₁: y = 2x − 1 y L₂: x + y = 8 se cortan en un punto P. Se pide:\n– las coordenadas de P;\n– el punto en que L₂ corta al eje de abscisas;\n– el área del triángulo que forman L₁, L₂ y el eje x.',
    'P = (3; 5); (8; 0); área = 18,75',
    '2x − 1 = 8 − x ⇒ x = 3, y = 5. L₂ corta al eje x en (8; 0) y L₁ en (0,5; 0): base 7,5, altura 5, área 18,75.',
    () => [3, 5, 8, 18.75],
  ),
  options(
    21405,
    LINEAR,
    'functions',
    'La pendiente de la recta que pasa por los puntos (−2; 5) y (4; 5) es:',
    ['0', '1', 'no existe', '5'],
    0,
    'm = (5 − 5)/(4 + 2) = 0: la recta es horizontal, y = 5.',
    () => same((5 - 5) / (4 + 2), 0),
  ),
  parts(
    21406,
    QUADRATIC,
    'functions',
    'Desde la terraza de un edificio se lanza una pelota hacia arriba. Su altura sobre el suelo, en metros, a los t segundos es h(t) = −5t² + 20t + 25.',
    [
      ['¿En qué instante alcanza la altura máxima y cuál es esa altura?', 't = 2 s, h = 45 m'],
      ['¿En qué instante llega la pelota al suelo?', 't = 5 s'],
      ['¿Desde qué altura fue lanzada?', '25 m'],
    ],
    't_v = −20/(−10) = 2 s; h(2) = −20 + 40 + 25 = 45 m. −5t² + 20t + 25 = 0 ⇔ t² − 4t − 5 = 0 ⇒ t = 5 (t = −1 se descarta). h(0) = 25 m.',
    () => [[2, 45], [roots(-5, 20, 25)[1] ?? 0], [25]],
  ),
  parts(
    21407,
    QUADRATIC,
    'functions',
    'Dada la función f(x) = x² − 6x + 5, se pide:',
    [
      ['las raíces;', 'x = 1 y x = 5'],
      ['el vértice y la ecuación del eje de simetría;', 'V = (3; −4), eje x = 3'],
      ['el conjunto imagen;', 'Im f = [−4; +∞)'],
      ['el conjunto de positividad.', 'C⁺ = (−∞; 1) ∪ (5; +∞)'],
    ],
    'x² − 6x + 5 = (x − 1)(x − 5). x_v = 3, f(3) = −4. a > 0: Im = [−4; +∞). Positiva fuera de las raíces.',
    () => [roots(1, -6, 5), [3, -4], [-4], [1, 5]],
  ),
  numeric(
    21408,
    QUADRATIC,
    'functions',
    'Una función cuadrática tiene raíces x = −1 y x = 3, y su gráfico pasa por el punto (1; 8). Calcular f(2).',
    { value: () => -2 * (2 + 1) * (2 - 3), text: 'f(2) = 6' },
    'f(x) = a(x + 1)(x − 3); f(1) = −4a = 8 ⇒ a = −2. f(2) = −2 · 3 · (−1) = 6.',
  ),
  options(
    21409,
    QUADRATIC,
    'functions',
    'El conjunto imagen de la función f(x) = −2(x − 1)² + 3 es:',
    ['(−∞; 3]', '[3; +∞)', '(−∞; 1]', 'ℝ'],
    0,
    'Vértice (1; 3) y a = −2 < 0: el máximo es 3, Im f = (−∞; 3].',
  ),
  parts(
    21410,
    QUADRATIC,
    'functions',
    'Un pequeño taller estima que su ganancia semanal, en miles de pesos, al fabricar x mesas es G(x) = −x² + 40x − 300. Cada mesa lleva 3 m² de madera.',
    [
      ['¿Cuántas mesas debe fabricar para que la ganancia sea máxima?', '20 mesas'],
      ['¿Cuál es esa ganancia máxima?', '100 mil pesos'],
      ['¿Entre qué cantidades de mesas la ganancia es positiva?', 'entre 10 y 30 mesas'],
    ],
    'x_v = −40/(−2) = 20; G(20) = −400 + 800 − 300 = 100. −x² + 40x − 300 = 0 ⇔ x = 10 o x = 30: G > 0 en (10; 30). (La madera no hace falta.)',
    () => [[20], [100], roots(-1, 40, -300)],
  ),
  parts(
    21411,
    QUADRATIC,
    'functions',
    'Una parábola tiene su vértice en V = (−1; 8) y corta al eje x en el punto (1; 0).',
    [
      ['Escribir su fórmula en forma polinómica.', 'f(x) = −2x² − 4x + 6'],
      ['Hallar la otra raíz.', 'x = −3'],
      ['Hallar la ordenada al origen.', 'f(0) = 6'],
    ],
    'f(x) = a(x + 1)² + 8; f(1) = 4a + 8 = 0 ⇒ a = −2. f(x) = −2x² − 4x + 6. Raíces simétricas respecto de x = −1: 1 y −3. f(0) = 6.',
    () => [[-2, -4, 6], [-3], [6]],
  ),
  open(
    21412,
    QUADRATIC,
    'functions',
    'Las funciones f(x) = x² − 2x − 3 y g(x) = x + 1 se cortan en dos puntos. Determinar las coordenadas de ambos.',
    '(−1; 0) y (4; 5)',
    'x² − 2x − 3 = x + 1 ⇔ x² − 3x − 4 = 0 ⇒ x = −1 o x = 4; g(−1) = 0, g(4) = 5.',
    () => [-1, 0, 4, 5],
  ),
  parts(
    21413,
    EXPLOG,
    'functions',
    'Sea f(x) = 2^(x − 1) − 8.',
    [
      ['Indicar el dominio y el conjunto imagen.', 'Dom = ℝ, Im = (−8; +∞)'],
      ['Hallar las intersecciones con los ejes.', '(4; 0) y (0; −7,5)'],
      ['Escribir la ecuación de la asíntota horizontal.', 'y = −8'],
    ],
    '2^(x − 1) > 0 ⇒ f > −8. 2^(x − 1) = 8 = 2³ ⇒ x = 4. f(0) = 1/2 − 8 = −7,5. Asíntota y = −8.',
    () => [[-8], [4, -7.5], [-8]],
  ),
  parts(
    21414,
    EXPLOG,
    'functions',
    'Dada la función g(x) = log₂(x + 4) − 1, se pide:',
    [
      ['el dominio;', '(−4; +∞)'],
      ['la raíz;', 'x = −2'],
      ['la ordenada al origen;', 'g(0) = 1'],
      ['la ecuación de la asíntota vertical.', 'x = −4'],
    ],
    'x + 4 > 0 ⇒ x > −4. log₂(x + 4) = 1 ⇒ x + 4 = 2 ⇒ x = −2. g(0) = log₂ 4 − 1 = 1. Asíntota x = −4.',
    () => [[-4], [-2], [1], [-4]],
  ),
  options(
    21415,
    EXPLOG,
    'functions',
    'El dominio de la función f(x) = ln(6 − 2x) es:',
    ['(−∞; 3)', '(3; +∞)', '(−∞; 3]', '(−∞; 6)'],
    0,
    'El argumento del logaritmo debe ser positivo: 6 − 2x > 0 ⇔ x < 3.',
  ),
  numeric(
    21416,
    EXPLOG,
    'functions',
    'En un laboratorio, un cultivo de bacterias crece según N(t) = 500 · 2^(t/3), con t en horas. ¿Cuántas horas tarda el cultivo en llegar a 8000 bacterias?',
    { value: () => 3 * Math.log2(8000 / 500), unit: 'h', text: 't = 12 h' },
    '2^(t/3) = 16 = 2⁴ ⇒ t/3 = 4 ⇒ t = 12 h.',
  ),
  parts(
    21417,
    COMPOSITION,
    'functions',
    'Sean f(x) = 2x − 3 y g(x) = x² + 1.',
    [
      ['Hallar (f ∘ g)(x).', '(f ∘ g)(x) = 2x² − 1'],
      ['Calcular (g ∘ f)(2).', '2'],
      ['Hallar la función inversa de f.', 'f⁻¹(x) = (x + 3)/2'],
    ],
    'f(g(x)) = 2(x² + 1) − 3 = 2x² − 1. f(2) = 1, g(1) = 2. y = 2x − 3 ⇔ x = (y + 3)/2.',
    () => [[2, -1], [2], [3, 2]],
  ),
  options(
    21418,
    COMPOSITION,
    'functions',
    'Si f(x) = (3x + 1)/(x − 2), su función inversa es:',
    [
      'f⁻¹(x) = (2x + 1)/(x − 3)',
      'f⁻¹(x) = (x − 2)/(3x + 1)',
      'f⁻¹(x) = (2x − 1)/(x + 3)',
      'f⁻¹(x) = (x + 1)/(x − 3)',
    ],
    0,
    'y(x − 2) = 3x + 1 ⇔ x(y − 3) = 2y + 1 ⇔ x = (2y + 1)/(y − 3).',
    () =>
      [-2.5, 0.5, 4].every((x) => same((2 * ((3 * x + 1) / (x - 2)) + 1) / ((3 * x + 1) / (x - 2) - 3), x)),
  ),
  numeric(
    21419,
    COMPOSITION,
    'functions',
    'Dadas f(x) = √(x + 5) y g(x) = 3x − 1, calculá (f ∘ g)(7).',
    { value: () => Math.sqrt(3 * 7 - 1 + 5), text: '(f ∘ g)(7) = 5' },
    'g(7) = 20; f(20) = √25 = 5.',
  ),
  parts(
    21420,
    PIECEWISE,
    'functions',
    'Se define la función f(x) = x + 2 si x < 0; f(x) = x² si 0 ≤ x ≤ 2; f(x) = 6 − x si x > 2.',
    [
      ['Calcular f(−3), f(1) y f(5).', 'f(−3) = −1, f(1) = 1, f(5) = 1'],
      ['Hallar los ceros de f.', 'x = −2, x = 0 y x = 6'],
      ['¿Es f continua en x = 2? Justificar.', 'sí: f(2) = 4 y los dos tramos valen 4 en x = 2'],
    ],
    'f(−3) = −1; f(1) = 1; f(5) = 1. x + 2 = 0 ⇒ x = −2 (< 0); x² = 0 ⇒ x = 0; 6 − x = 0 ⇒ x = 6 (> 2). En x = 2: 2² = 4 y 6 − 2 = 4.',
    () => [[-1, 1, 1], [-2, 0, 6], [4]],
  ),
  options(
    21421,
    PIECEWISE,
    'functions',
    'Un estacionamiento cobra $1.500 la primera hora y $1.000 por cada hora adicional o fracción. ¿Cuánto paga quien deja el auto 3 h 20 min?',
    ['$4.500', '$3.500', '$4.833', '$4.000'],
    0,
    'Primera hora $1.500; quedan 2 h 20 min: 3 horas adicionales o fracción, $3.000. Total $4.500.',
    () => same(1500 + Math.ceil((3 * 60 + 20 - 60) / 60) * 1000, 4500),
  ),
  parts(
    21448,
    PIECEWISE,
    'functions',
    'Una cooperativa de agua factura el consumo mensual así: $2.000 fijos por los primeros 10 m³; $150 por cada m³ que pase de 10 y hasta 30 m³; y $250 por cada m³ por encima de 30 m³.',
    [
      ['¿Cuánto paga un usuario que consumió 25 m³?', '$4.250'],
      ['¿Y uno que consumió 40 m³?', '$7.500'],
      ['Si una factura fue de $6.500, ¿cuántos m³ se consumieron?', '36 m³'],
    ],
    'a) 2000 + 15 · 150 = 4250. b) 2000 + 20 · 150 + 10 · 250 = 7500. c) Hasta 30 m³ se pagan 5000; 6500 − 5000 = 1500 = 6 · 250 ⇒ 36 m³.',
    () => [[2000 + 15 * 150], [2000 + 20 * 150 + 10 * 250], [30 + (6500 - 5000) / 250]],
  ),
  numeric(
    21449,
    LINEAR,
    'functions',
    'La recta que pasa por el punto (2; 7) y tiene pendiente −3, ¿en qué valor de x corta al eje de abscisas?',
    { value: () => 13 / 3, text: 'x = 13/3 ≈ 4,33' },
    'y − 7 = −3(x − 2) ⇒ y = −3x + 13; y = 0 ⇒ x = 13/3.',
  ),
  parts(
    21444,
    EXPLOG,
    'functions',
    'Un auto 0 km cuesta $20.000.000 y pierde el 15 % de su valor cada año.',
    [
      ['Escribir la función V(t) que da su valor a los t años.', 'V(t) = 20.000.000 · 0,85ᵗ'],
      ['¿Cuánto vale a los 3 años?', '$12.282.500'],
      ['¿Al cabo de cuántos años vale la mitad de lo que costó nuevo?', 't ≈ 4,27 años'],
    ],
    'V(t) = 20.000.000 · 0,85ᵗ. V(3) = 20.000.000 · 0,614125 = 12.282.500. 0,85ᵗ = 0,5 ⇒ t = ln 0,5 / ln 0,85 ≈ 4,27.',
    () => [[0.85], [20_000_000 * 0.85 ** 3], [Math.log(0.5) / Math.log(0.85)]],
  ),
  parts(
    21445,
    QUADRATIC,
    'functions',
    'Con 60 m de alambre se quiere cercar un corral rectangular aprovechando una pared recta como uno de sus lados (el alambre cubre los otros tres). Sea x el ancho, medido perpendicular a la pared.',
    [
      ['Expresar el área A(x) del corral en función de x.', 'A(x) = x(60 − 2x) = −2x² + 60x'],
      ['¿Qué dimensiones dan el área máxima?', 'x = 15 m de ancho y 30 m de largo'],
      ['¿Cuál es esa área máxima?', '450 m²'],
    ],
    'Largo 60 − 2x; A = −2x² + 60x; x_v = 15, largo 30; A(15) = 450 m².',
    () => [[-2, 60], [15, 30], [450]],
  ),
];

const trigonometry: readonly ExamStyleProblem[] = [
  parts(
    21422,
    RIGHT_TRIANGLE,
    'trig',
    'Desde un punto A del suelo, ubicado a 40 m del pie de una torre, se ve su extremo superior con un ángulo de elevación de 35°.',
    [
      ['Calcular la altura de la torre.', 'h ≈ 28,01 m'],
      [
        '¿A qué distancia del pie de la torre hay que ubicarse para verla con un ángulo de elevación de 50°?',
        '≈ 23,50 m',
      ],
      ['Con el resultado de b), ¿cuántos metros hay que acercarse desde A?', '≈ 16,50 m'],
    ],
    'h = 40 · tg 35° ≈ 28,01 m. d = h / tg 50° ≈ 23,50 m. 40 − 23,50 ≈ 16,50 m.',
    () => [[40 * tan(35)], [(40 * tan(35)) / tan(50)], [40 - (40 * tan(35)) / tan(50)]],
  ),
  numeric(
    21423,
    RIGHT_TRIANGLE,
    'trig',
    'Desde lo alto de un faro de 60 m de altura, un vigía observa un bote con un ángulo de depresión de 25°. ¿A qué distancia del pie del faro se encuentra el bote?',
    { value: () => 60 / tan(25), unit: 'm', text: 'd ≈ 128,67 m', absolute: 0.1 },
    'El ángulo de depresión es igual al de elevación desde el bote: tg 25° = 60/d ⇒ d ≈ 128,67 m.',
  ),
  parts(
    21424,
    LAWS,
    'trig',
    'Dos barcos salen a la vez del mismo puerto en línea recta: uno a 30 km/h y el otro a 20 km/h. Sus rumbos forman un ángulo de 60°.',
    [
      ['¿Qué distancia recorrió cada uno a las 2 horas?', '60 km y 40 km'],
      ['¿A qué distancia se encuentran uno del otro en ese momento?', '≈ 52,92 km'],
    ],
    'a) 30 · 2 = 60 km; 20 · 2 = 40 km. b) d² = 60² + 40² − 2 · 60 · 40 · cos 60° = 2800 ⇒ d ≈ 52,92 km.',
    () => [[60, 40], [Math.sqrt(60 ** 2 + 40 ** 2 - 2 * 60 * 40 * cos(60))]],
  ),
  parts(
    21425,
    LAWS,
    'trig',
    'En un triángulo ABC se conocen los ángulos A = 40° y B = 75°, y el lado c = 12 cm. Se pide:',
    [
      ['el ángulo C;', 'C = 65°'],
      ['los lados a y b;', 'a ≈ 8,51 cm, b ≈ 12,79 cm'],
      ['el área del triángulo.', '≈ 49,32 cm²'],
    ],
    'C = 180° − 40° − 75° = 65°. a = 12 · sen 40°/sen 65° ≈ 8,51; b = 12 · sen 75°/sen 65° ≈ 12,79. Área = ½ · a · b · sen C ≈ 49,32 cm².',
    () => {
      const a = bySines(12, 65, 40);
      const b = bySines(12, 65, 75);
      return [[65], [a, b], [0.5 * a * b * sin(65)]];
    },
  ),
  options(
    21426,
    EQUATIONS,
    'trig',
    'Las soluciones de la ecuación 2 sen²x − sen x − 1 = 0 en el intervalo [0; 2π) son:',
    ['{π/2; 7π/6; 11π/6}', '{π/2; π/6; 5π/6}', '{3π/2; 7π/6; 11π/6}', '{π/2; 7π/6}'],
    0,
    '(2 sen x + 1)(sen x − 1) = 0: sen x = 1 ⇒ x = π/2; sen x = −1/2 ⇒ x = 7π/6 o 11π/6.',
    () =>
      [Math.PI / 2, (7 * Math.PI) / 6, (11 * Math.PI) / 6].every((x) =>
        same(2 * Math.sin(x) ** 2 - Math.sin(x) - 1, 0),
      ),
  ),
  open(
    21427,
    EQUATIONS,
    'trig',
    'Resolver la ecuación 2 cos x + √3 = 0 para x ∈ [0; 2π).',
    'x = 5π/6 y x = 7π/6',
    'cos x = −√3/2: el ángulo de referencia es π/6, en el segundo y tercer cuadrante: 5π/6 y 7π/6.',
  ),
  numeric(
    21428,
    IDENTITIES,
    'trig',
    'Sabiendo que sen α = 3/5 y que α pertenece al segundo cuadrante, calcular tg α + cos α.',
    { value: () => -0.75 - 0.8, text: '−31/20 = −1,55' },
    'cos α = −4/5 (segundo cuadrante); tg α = −3/4. Suma: −0,75 − 0,8 = −1,55.',
  ),
  options(
    21429,
    IDENTITIES,
    'trig',
    'Para los x en que está definida, la expresión (1 − cos²x)/(sen x · cos x) es igual a:',
    ['cotg x', 'sen x', 'sec x', 'cos x'],
    4,
    '1 − cos²x = sen²x; sen²x/(sen x cos x) = sen x / cos x = tg x, que no figura: Ninguna de las anteriores.',
    () => same((1 - Math.cos(0.7) ** 2) / (Math.sin(0.7) * Math.cos(0.7)), Math.tan(0.7)),
  ),
  options(
    21446,
    CIRCLE,
    'trig',
    'El valor de sen 150° + cos 240° es:',
    ['1', '−1', '√3/2', '1/2'],
    4,
    'sen 150° = 1/2; cos 240° = −1/2. La suma es 0: Ninguna de las anteriores.',
    () => onlyKeyIs(sin(150) + cos(240), [1, -1, Math.sqrt(3) / 2, 0.5], 4),
  ),
  parts(
    21430,
    RIGHT_TRIANGLE,
    'trig',
    'Una escalera de 5 m está apoyada contra una pared vertical y forma con el piso un ángulo de 62°.',
    [
      ['¿A qué altura de la pared llega la escalera?', '≈ 4,41 m'],
      ['¿A qué distancia de la pared está su pie?', '≈ 2,35 m'],
      [
        'Si el pie se corre hasta quedar a 2 m de la pared, ¿qué ángulo forma ahora la escalera con el piso?',
        '≈ 66,42°',
      ],
    ],
    'a) 5 · sen 62° ≈ 4,41 m. b) 5 · cos 62° ≈ 2,35 m. c) cos α = 2/5 ⇒ α ≈ 66,42°.',
    () => [[5 * sin(62)], [5 * cos(62)], [deg(Math.acos(2 / 5))]],
  ),
  parts(
    21447,
    LAWS,
    'trig',
    'Un terreno triangular tiene lados de 30 m, 40 m y 60 m. Se quiere sembrar césped a $800 el m².',
    [
      ['Calcular el mayor de sus ángulos interiores.', '≈ 117,28°'],
      ['Calcular su área.', '≈ 533,27 m²'],
      ['¿Cuánto cuesta sembrarlo todo?', '≈ $426.616'],
    ],
    'El mayor ángulo se opone a 60 m: cos γ = (30² + 40² − 60²)/(2 · 30 · 40) = −0,4583 ⇒ γ ≈ 117,28°. Área = ½ · 30 · 40 · sen γ ≈ 533,27 m² (Herón: √(65 · 35 · 25 · 5)). Costo: 533,27 · 800 ≈ $426.616.',
    () => [
      [deg(Math.acos((900 + 1600 - 3600) / 2400))],
      [Math.sqrt(65 * 35 * 25 * 5)],
      [Math.sqrt(65 * 35 * 25 * 5) * 800],
    ],
  ),
];

const geometry: readonly ExamStyleProblem[] = [
  parts(
    21431,
    AREAS,
    'geometry',
    'Un terreno rectangular tiene 24 m de frente y su diagonal mide 40 m. Se lo quiere cercar con 3 vueltas de alambre, que se vende en rollos de 50 m.',
    [
      ['Hallar el fondo del terreno.', '32 m'],
      ['Calcular el perímetro y el área.', 'P = 112 m, A = 768 m²'],
      ['¿Cuántos rollos de alambre hay que comprar?', '7 rollos'],
    ],
    'Fondo = √(40² − 24²) = √1024 = 32 m. P = 2(24 + 32) = 112 m; A = 768 m². 3 · 112 = 336 m ⇒ 336/50 = 6,72 ⇒ 7 rollos.',
    () => [[Math.sqrt(40 ** 2 - 24 ** 2)], [112, 768], [Math.ceil((3 * 112) / 50)]],
  ),
  parts(
    21432,
    TRIANGLES,
    'geometry',
    'En cierto momento del día, un poste de 2,4 m proyecta una sombra de 1,8 m; en ese mismo momento un edificio cercano proyecta una sombra de 27 m.',
    [
      ['Calcular la altura del edificio.', '36 m'],
      ['¿Con qué ángulo de elevación llegan los rayos del sol?', '≈ 53,13°'],
    ],
    'Triángulos semejantes: h / 27 = 2,4 / 1,8 ⇒ h = 36 m. tg α = 2,4/1,8 = 4/3 ⇒ α ≈ 53,13°.',
    () => [[(27 * 2.4) / 1.8], [deg(Math.atan(2.4 / 1.8))]],
  ),
  numeric(
    21433,
    AREAS,
    'geometry',
    'Una pizzera circular tiene 35 cm de diámetro. Calcular su superficie en cm².',
    { value: () => Math.PI * 17.5 ** 2, unit: 'cm²', text: 'A ≈ 962,11 cm²', absolute: 0.5 },
    'r = 17,5 cm; A = π · 17,5² ≈ 962,11 cm².',
  ),
  options(
    21434,
    AREAS,
    'geometry',
    'El área de un hexágono regular de 6 cm de lado es:',
    ['54√3 cm²', '36√3 cm²', '108 cm²', '27√3 cm²'],
    0,
    'Seis triángulos equiláteros de lado 6: 6 · (√3/4) · 36 = 54√3 ≈ 93,53 cm².',
    () =>
      onlyKeyIs(
        6 * (Math.sqrt(3) / 4) * 36,
        [54 * Math.sqrt(3), 36 * Math.sqrt(3), 108, 27 * Math.sqrt(3)],
        0,
      ),
  ),
  parts(
    21435,
    AREAS,
    'geometry',
    'La rueda de una bicicleta tiene 70 cm de diámetro.',
    [
      ['¿Cuánto mide, en metros, la longitud de su circunferencia?', '≈ 2,20 m'],
      ['¿Cuántas vueltas completas da la rueda al recorrer 1,1 km?', '500 vueltas'],
    ],
    'L = π · 0,7 ≈ 2,199 m. 1100 / 2,199 ≈ 500,2: 500 vueltas completas.',
    () => [[Math.PI * 0.7], [Math.floor(1100 / (Math.PI * 0.7))]],
  ),
  parts(
    21436,
    VOLUMES,
    'geometry',
    'Un tanque de agua tiene forma de cilindro de 1,2 m de diámetro y 2 m de altura. Se lo llena con una canilla que arroja 15 litros por minuto.',
    [
      ['Calcular el volumen del tanque en m³.', '≈ 2,26 m³'],
      ['¿Cuál es su capacidad en litros?', '≈ 2261,9 L'],
      ['Con la capacidad hallada en b), ¿cuántas horas tarda la canilla en llenarlo?', '≈ 2,51 h'],
    ],
    'V = π · 0,6² · 2 ≈ 2,262 m³ = 2261,9 L. 2261,9 / 15 ≈ 150,8 min ≈ 2,51 h.',
    () => {
      const litres = Math.PI * 0.36 * 2 * 1000;
      return [[litres / 1000], [litres], [litres / 15 / 60]];
    },
  ),
  numeric(
    21437,
    VOLUMES,
    'geometry',
    'Un cucurucho de helado tiene forma de cono de 4 cm de radio y 12 cm de altura. ¿Cuál es su volumen en cm³?',
    { value: () => (Math.PI * 16 * 12) / 3, unit: 'cm³', text: 'V = 64π ≈ 201,06 cm³', absolute: 0.2 },
    'V = ⅓ π r² h = ⅓ π · 16 · 12 = 64π ≈ 201,06 cm³.',
  ),
  options(
    21438,
    VOLUMES,
    'geometry',
    'Una esfera tiene un volumen de 36π cm³. Su superficie es:',
    ['36π cm²', '9π cm²', '12π cm²', '27π cm²'],
    0,
    '⁴⁄₃ π r³ = 36π ⇒ r³ = 27 ⇒ r = 3. S = 4π · 9 = 36π cm².',
    () =>
      onlyKeyIs(4 * Math.PI * Math.cbrt(27) ** 2, [36 * Math.PI, 9 * Math.PI, 12 * Math.PI, 27 * Math.PI], 0),
  ),
  parts(
    21439,
    AREAS,
    'geometry',
    'Un trapecio isósceles tiene bases de 10 cm y 22 cm, y sus lados no paralelos miden 10 cm cada uno.',
    [
      ['Calcular su altura.', '8 cm'],
      ['Calcular su área.', '128 cm²'],
      ['Calcular su perímetro.', '52 cm'],
    ],
    'Cada lado sobresale (22 − 10)/2 = 6 cm: h = √(10² − 6²) = 8 cm. A = (10 + 22)/2 · 8 = 128 cm². P = 10 + 22 + 10 + 10 = 52 cm.',
    () => [[8], [128], [52]],
  ),
  parts(
    21440,
    AREAS,
    'geometry',
    'Las diagonales de un rombo miden 16 cm y 12 cm. Se pide:',
    [
      ['la longitud del lado;', '10 cm'],
      ['el perímetro;', '40 cm'],
      ['el área;', '96 cm²'],
      ['la altura del rombo, tomando como base uno de sus lados.', '9,6 cm'],
    ],
    'Las semidiagonales 8 y 6 son catetos: lado = 10 cm. P = 40 cm. A = 16 · 12 / 2 = 96 cm². h = A / lado = 9,6 cm.',
    () => [[10], [40], [96], [9.6]],
  ),
  open(
    21441,
    LINES,
    'geometry',
    'Dados los puntos A = (1; 2), B = (5; 5) y C = (−2; 6):\na) calcular la longitud del segmento AB;\nb) verificar que el triángulo ABC es rectángulo en A;\nc) calcular el área del triángulo ABC.',
    'AB = 5; AB² + AC² = 25 + 25 = 50 = BC²; área = 12,5',
    'AB = √(16 + 9) = 5; AC = √(9 + 16) = 5; BC = √(49 + 1) = √50: 25 + 25 = 50, rectángulo en A. Área = 5 · 5 / 2 = 12,5.',
    () => [5, 12.5],
  ),
  options(
    21442,
    LINES,
    'geometry',
    'La recta que pasa por el punto (1; 3) y es perpendicular a y = 2x + 1 es:',
    ['y = −x/2 + 5/2', 'y = 2x + 1', 'y = x/2 + 5/2', 'y = −2x + 5'],
    4,
    'Pendiente −1/2: y − 3 = −½(x − 1) ⇒ y = −x/2 + 7/2, que no figura: Ninguna de las anteriores.',
    () => same(3 + 0.5, 7 / 2),
  ),
  numeric(
    21443,
    AREAS,
    'geometry',
    '¿Cuánto mide cada ángulo interior de un polígono regular de 12 lados?',
    { value: () => (180 * (12 - 2)) / 12, unit: '°', text: '150°' },
    'Suma de interiores: 180° · (12 − 2) = 1800°; cada uno 1800°/12 = 150°.',
  ),
];

export const mathExamPagesFunctionsGeometry: readonly ExamStyleProblem[] = [
  ...functions,
  ...trigonometry,
  ...geometry,
];
