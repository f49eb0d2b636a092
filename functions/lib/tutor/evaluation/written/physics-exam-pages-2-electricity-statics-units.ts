/**
 * Units, statics and electricity exam pages as UTN entrance exams and cartillas print them (#32, session
 * 25, a new blind set written before any reply was read, in our own words): conversions with inches,
 * feet, miles, dm/dam/hm and km/h ↔ m/s, scientific notation, significant figures, errors of measurement
 * (absolute, relative, percent), vectors (components, the resultant of several forces, the equilibrant),
 * statics (hanging weights on two ropes, a strut and a cable, parallel forces, levers, torque, a beam on
 * two supports), electrostatics (Coulomb, field, potential, parallel plates), circuits (Ohm, series and
 * parallel, power, energy and its cost in kWh, a circuit changed in a later part) and some optics and
 * waves (Snell, a concave mirror, a lens, wave speed). About half are pages: a short scene, the data in
 * mixed order and units, then parts where a later part uses an earlier result. Each key worked out by
 * hand and recomputed by `check`.
 *
 * First measure, before any fix (written without looking at the solvers or the engine's replies):
 * 22/52 right, 0 sure and wrong; every one of the 30 failures was unsure. 28 of the 52 are in parts or
 * pages.
 * After the first fixes (solvers/electricity-wave25.test.ts): 24/52, 0 wrong — a point charge's potential
 * with its sign and at the midpoint of two (22221, 22245 c), the zero-field point with a k given (22245 b),
 * the field between parallel plates and the force on an electron there (22246 a–b), and a part that
 * passes an earlier result to another unit («Exprese ese tiempo en minutos», 22226 c).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frt-fisica-cartilla',
  'frvm-fisica-u1-2025',
  'frm-fisica-2023-08-05-t2',
  'frm-fisica-2024-07-06-t1',
];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: SOURCES, matematicas: [], quimica: [] });

const UNITS = 'mecanica.conversion-unidades';
const ERRORS = 'mecanica.errores-medicion';
const VECTORS = 'mecanica.unidades-vectores';
const STATICS = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const CHARGE = 'electricidad.carga-campo';
const OHM = 'electricidad.circuitos-ohm';
const POWER = 'electricidad.potencia-energia';
const REFRACTION = 'optica.refraccion';
const LENSES = 'optica.lentes-espejos';
const WAVES = 'ondas.magnitudes-velocidad';

const K = 9e9;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 22208). */
const choices: readonly ExamStyleProblem[] = [
  options(
    22200,
    UNITS,
    'Sabiendo que una pulgada equivale a 2,54 cm, la diagonal de un televisor de 32 pulgadas, expresada en metros, mide:',
    ['0,8128 m', '81,28 m', '12,6 m', '0,126 m'],
    0,
    () => [32 * 0.0254],
    '32 · 2,54 cm = 81,28 cm = 0,8128 m.',
  ),
  options(
    22201,
    UNITS,
    'Indique a cuántos kilómetros por hora equivale una rapidez de 15 m/s.',
    ['4,17 km/h', '54 km/h', '15 km/h', '900 km/h'],
    1,
    () => [15 * 3.6],
    '15 m/s · 3,6 = 54 km/h.',
  ),
  options(
    22202,
    UNITS,
    'El resultado de la operación (3 × 10⁴) · (2 × 10⁻⁶) / (6 × 10⁻³), expresado en notación científica, es:',
    ['1 × 10¹', '1 × 10⁻⁵', '1 × 10⁻¹', '6 × 10¹'],
    0,
    () => [(3e4 * 2e-6) / 6e-3],
    '(3 · 2/6) × 10^(4 − 6 + 3) = 1 × 10¹.',
  ),
  options(
    22203,
    ERRORS,
    '¿Cuántas cifras significativas tiene la medida 0,004070 m?',
    ['7', '3', '4', '6'],
    2,
    () => [4],
    'Los ceros a la izquierda no cuentan; el cero final después de la coma sí: 4, 0, 7, 0 → 4 cifras.',
  ),
  options(
    22204,
    ERRORS,
    'Al medir la longitud de una varilla se obtuvo L = (50,0 ± 0,2) cm. El error relativo porcentual de esa medición es:',
    ['0,2 %', '4 %', '0,04 %', '0,4 %'],
    3,
    () => [(0.2 / 50) * 100],
    'εr = 0,2/50 = 0,004 → 0,4 %.',
  ),
  options(
    22205,
    VECTORS,
    'Dos fuerzas de 6 N y 8 N actúan sobre un mismo punto y forman entre sí un ángulo recto. El módulo de la fuerza equilibrante es:',
    ['14 N', '2 N', '10 N', '48 N'],
    2,
    () => [Math.hypot(6, 8)],
    'R = √(36 + 64) = 10 N; la equilibrante tiene el mismo módulo y sentido opuesto: 10 N.',
  ),
  options(
    22206,
    PARALLEL,
    'Con una barreta de 1,5 m de largo se quiere levantar una piedra de 90 kgf. La barreta se apoya sobre un punto situado a 30 cm de la piedra. La fuerza mínima que debe aplicarse en el otro extremo es:',
    ['18 kgf', '22,5 kgf', '30 kgf', '450 kgf'],
    1,
    () => [(90 * 0.3) / 1.2],
    'Momentos respecto del apoyo: 90 · 0,3 = F · 1,2 ⇒ F = 22,5 kgf.',
  ),
  options(
    22207,
    CHARGE,
    'Dos cargas puntuales de 2 μC y −3 μC se encuentran en el vacío separadas 30 cm (k = 9 × 10⁹ N·m²/C²). El módulo de la fuerza con que se atraen es:',
    ['0,6 N', '1,8 N', '0,06 N', '6 N'],
    0,
    () => [(K * 2e-6 * 3e-6) / 0.3 ** 2],
    'F = 9 × 10⁹ · 2 × 10⁻⁶ · 3 × 10⁻⁶/0,09 = 0,6 N.',
  ),
  options(
    22208,
    OHM,
    'Tres resistores de 6 Ω, 3 Ω y 2 Ω se conectan en paralelo. La resistencia equivalente del conjunto es:',
    ['11 Ω', '3,67 Ω', '0,5 Ω', '2 Ω'],
    4,
    () => [1 / (1 / 6 + 1 / 3 + 1 / 2)],
    '1/R = 1/6 + 2/6 + 3/6 = 1 ⇒ R = 1 Ω: ninguna de las opciones.',
  ),
  options(
    22209,
    POWER,
    'Una estufa eléctrica de 1500 W se usa 4 horas por día durante 30 días. Si el kWh cuesta $ 120, el costo de la energía consumida es:',
    ['$ 21 600', '$ 720 000', '$ 180', '$ 5 400'],
    0,
    () => [1.5 * 4 * 30 * 120],
    'E = 1,5 kW · 120 h = 180 kWh; costo = 180 · 120 = $ 21 600.',
  ),
  options(
    22210,
    REFRACTION,
    'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) con un ángulo de incidencia de 45° medido desde la normal. El ángulo de refracción es aproximadamente:',
    ['59,8°', '45°', '32,1°', '19,5°'],
    2,
    () => [deg(Math.asin(Math.sin(rad(45)) / 1.33))],
    'sen r = sen 45°/1,33 ≈ 0,532 ⇒ r ≈ 32,1°.',
  ),
  options(
    22211,
    WAVES,
    'Un diapasón emite un sonido de 440 Hz que se propaga en el aire a 340 m/s. La longitud de onda de ese sonido es:',
    ['1,29 m', '0,77 m', '0,077 m', '7,7 m'],
    1,
    () => [340 / 440],
    'λ = v/f = 340/440 ≈ 0,77 m.',
  ),
];

/** One answer each. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    22212,
    UNITS,
    'La maratón tiene una longitud de 26,2 millas. Sabiendo que 1 milla = 1,609 km, exprese esa distancia en metros.',
    key(42155.8, 'm', 'd ≈ 42 155,8 m'),
    () => 26.2 * 1609,
    '26,2 · 1,609 km = 42,1558 km = 42 155,8 m.',
  ),
  numeric(
    22213,
    UNITS,
    'Un terreno rectangular mide 12 dam de frente y 350 dm de fondo. Calcule su superficie en metros cuadrados.',
    key(4200, 'm²', 'S = 4200 m²'),
    () => 120 * 35,
    '12 dam = 120 m; 350 dm = 35 m; S = 120 · 35 = 4200 m².',
  ),
  numeric(
    22214,
    UNITS,
    'Un avión vuela a una altura de 35 000 pies. Si 1 pie = 0,3048 m, ¿a cuántos kilómetros de altura se encuentra?',
    key(10.668, 'km', 'h ≈ 10,668 km'),
    () => (35000 * 0.3048) / 1000,
    '35 000 · 0,3048 m = 10 668 m = 10,668 km.',
  ),
  numeric(
    22215,
    ERRORS,
    'Se midió cinco veces el período de un péndulo y se obtuvo 2,03 s; 1,98 s; 2,01 s; 2,00 s y 1,98 s. Tomando como valor más probable el promedio y como error absoluto la semidiferencia entre el mayor y el menor valor, halle el error relativo porcentual de la medición.',
    key(1.25, '%', 'ε% = 1,25 %'),
    () => {
      const mean = (2.03 + 1.98 + 2.01 + 2.0 + 1.98) / 5;
      return ((2.03 - 1.98) / 2 / mean) * 100;
    },
    'Promedio = 10,00/5 = 2,00 s; Δ = (2,03 − 1,98)/2 = 0,025 s; ε% = 0,025/2,00 · 100 = 1,25 %.',
  ),
  numeric(
    22216,
    VECTORS,
    'Una fuerza de 50 N forma un ángulo de 53° con el semieje x positivo. Determine su componente sobre el eje y (sen 53° = 0,8; cos 53° = 0,6).',
    key(40, 'N', 'Fy = 40 N'),
    () => 50 * 0.8,
    'Fy = 50 · sen 53° = 50 · 0,8 = 40 N.',
  ),
  numeric(
    22217,
    VECTORS,
    'Sobre un mismo punto actúan tres fuerzas: F₁ = 10 N hacia el este, F₂ = 20 N hacia el norte y F₃ = 25 N hacia el oeste. Halle el módulo de la resultante.',
    key(25, 'N', 'R = 25 N'),
    () => Math.hypot(10 - 25, 20),
    'Rx = 10 − 25 = −15 N; Ry = 20 N; R = √(225 + 400) = 25 N.',
  ),
  numeric(
    22218,
    STATICS,
    'Un cuadro de 40 N cuelga de dos cuerdas iguales, cada una de las cuales forma un ángulo de 30° con la horizontal. ¿Cuál es la tensión en cada cuerda?',
    key(40, 'N', 'T = 40 N'),
    () => 40 / (2 * Math.sin(rad(30))),
    '2 T sen 30° = 40 N ⇒ T = 40 N.',
  ),
  numeric(
    22219,
    PARALLEL,
    'Una barra de peso despreciable y 2 m de longitud soporta una carga de 30 kgf en un extremo y otra de 50 kgf en el otro. ¿A qué distancia del extremo con la carga de 30 kgf hay que colocar el apoyo para que la barra quede horizontal y en equilibrio?',
    key(1.25, 'm', 'x = 1,25 m'),
    () => (50 * 2) / (30 + 50),
    '30 x = 50 (2 − x) ⇒ 80 x = 100 ⇒ x = 1,25 m.',
  ),
  numeric(
    22220,
    CHARGE,
    '¿Qué intensidad tiene el campo eléctrico en un punto situado a 20 cm de una carga puntual de 8 nC? (k = 9 × 10⁹ N·m²/C²)',
    key(1800, 'N/C', 'E = 1800 N/C'),
    () => (K * 8e-9) / 0.2 ** 2,
    'E = 9 × 10⁹ · 8 × 10⁻⁹/0,04 = 1800 N/C.',
  ),
  numeric(
    22221,
    CHARGE,
    'Calculá el potencial eléctrico en un punto ubicado a 3 cm de una carga puntual de −4 μC (k = 9 · 10⁹ N m²/C²).',
    key(-1.2e6, 'V', 'V = −1,2 × 10⁶ V'),
    () => (K * -4e-6) / 0.03,
    'V = 9 × 10⁹ · (−4 × 10⁻⁶)/0,03 = −1,2 × 10⁶ V.',
  ),
  numeric(
    22222,
    OHM,
    'Por un resistor de 220 Ω circula una corriente de 50 mA. ¿Qué diferencia de potencial hay entre sus extremos?',
    key(11, 'V', 'V = 11 V'),
    () => 220 * 0.05,
    'V = R I = 220 · 0,05 = 11 V.',
  ),
  numeric(
    22223,
    LENSES,
    'Un objeto se coloca a 30 cm de una lente convergente cuya distancia focal es 10 cm. ¿A qué distancia de la lente se forma la imagen?',
    key(15, 'cm', 'di = 15 cm'),
    () => 1 / (1 / 10 - 1 / 30),
    '1/di = 1/10 − 1/30 = 2/30 ⇒ di = 15 cm (real, del otro lado de la lente).',
  ),
];

/** In parts, a later part often using an earlier result. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    22224,
    UNITS,
    'Un ciclista recorre 18 km en 40 min con velocidad constante.',
    [
      part('a', 'Calcule su velocidad en km/h.', 27, 'km/h', 'v = 27 km/h'),
      part('b', 'Exprese esa velocidad en m/s.', 7.5, 'm/s', 'v = 7,5 m/s'),
      part('c', '¿Cuántos metros recorre en 2 min 30 s a esa velocidad?', 1125, 'm', 'd = 1125 m'),
    ],
    () => [[18 / (40 / 60)], [27 / 3.6], [7.5 * 150]],
    'v = 18 km/(2/3 h) = 27 km/h = 7,5 m/s; d = 7,5 · 150 s = 1125 m.',
  ),
  parts(
    22225,
    ERRORS,
    'Con una cinta métrica se midió el largo de un pasillo y se obtuvo 8,40 m, con un error absoluto de 2 cm.',
    [
      part('a', 'Determine el error relativo de la medición.', 0.00238, '', 'εr ≈ 0,00238'),
      part('b', 'Exprese ese error en forma porcentual.', 0.238, '%', 'ε% ≈ 0,238 %'),
      part(
        'c',
        'Con el mismo instrumento (y el mismo error absoluto) se mide una mesa de 1,20 m. ¿Cuál es el error porcentual de esta segunda medición?',
        1.667,
        '%',
        'ε% ≈ 1,67 %',
      ),
    ],
    () => [[0.02 / 8.4], [(0.02 / 8.4) * 100], [(0.02 / 1.2) * 100]],
    'εr = 0,02/8,40 ≈ 0,00238 → 0,238 %; la mesa: 0,02/1,20 ≈ 0,0167 → 1,67 %.',
  ),
  parts(
    22226,
    UNITS,
    'La luz viaja a 3 × 10⁸ m/s y la distancia media entre la Tierra y el Sol es de 1,5 × 10⁸ km.',
    [
      part('a', 'Exprese la distancia Tierra-Sol en metros.', 1.5e11, 'm', 'd = 1,5 × 10¹¹ m'),
      part('b', '¿Cuántos segundos tarda la luz del Sol en llegar a la Tierra?', 500, 's', 't = 500 s'),
      part('c', 'Exprese ese tiempo en minutos.', 8.333, 'min', 't ≈ 8,33 min'),
    ],
    () => [[1.5e11], [1.5e11 / 3e8], [1.5e11 / 3e8 / 60]],
    'd = 1,5 × 10¹¹ m; t = 1,5 × 10¹¹/3 × 10⁸ = 500 s = 8,33 min.',
  ),
  parts(
    22227,
    VECTORS,
    'Sobre una argolla actúan dos fuerzas concurrentes: F₁ = 30 N en la dirección del semieje x positivo y F₂ = 40 N formando un ángulo de 60° con F₁.',
    [
      part('a', 'Halle la componente x de la resultante.', 50, 'N', 'Rx = 50 N'),
      part('b', 'Halle la componente y de la resultante.', 34.64, 'N', 'Ry ≈ 34,64 N'),
      part('c', '¿Qué módulo debe tener la fuerza equilibrante?', 60.83, 'N', 'E ≈ 60,83 N'),
    ],
    () => {
      const rx = 30 + 40 * Math.cos(rad(60));
      const ry = 40 * Math.sin(rad(60));
      return [[rx], [ry], [Math.hypot(rx, ry)]];
    },
    'Rx = 30 + 40 cos 60° = 50 N; Ry = 40 sen 60° ≈ 34,64 N; E = R = √(2500 + 1200) ≈ 60,83 N.',
  ),
  parts(
    22228,
    STATICS,
    'Un semáforo de 200 N cuelga en reposo de dos cables: uno forma 37° con la horizontal y el otro 53°. Datos: sen 37° = 0,6; cos 37° = 0,8.',
    [
      part('a', 'Calcule la tensión del cable que forma 37° con la horizontal.', 120, 'N', 'T₁ = 120 N'),
      part('b', 'Calcule la tensión del cable que forma 53° con la horizontal.', 160, 'N', 'T₂ = 160 N'),
      part('c', '¿Cuánto vale la componente horizontal de cada tensión?', 96, 'N', 'Tx = 96 N'),
    ],
    () => {
      // 0,8 T₁ = 0,6 T₂ and 0,6 T₁ + 0,8 T₂ = 200.
      const t1 = 200 / (0.6 + (0.8 * 0.8) / 0.6);
      const t2 = (0.8 * t1) / 0.6;
      return [[t1], [t2], [0.8 * t1]];
    },
    '0,8 T₁ = 0,6 T₂ y 0,6 T₁ + 0,8 T₂ = 200 ⇒ T₁ = 120 N, T₂ = 160 N; Tx = 0,8 · 120 = 96 N.',
  ),
  parts(
    22229,
    PARALLEL,
    'Una viga homogénea de 6 m de longitud y 300 kgf de peso está apoyada en sus extremos A y B. Sobre ella se coloca una carga de 600 kgf a 2 m del extremo A.',
    [
      part('a', 'Determine la reacción del apoyo B.', 350, 'kgf', 'R_B = 350 kgf'),
      part('b', 'Determine la reacción del apoyo A.', 550, 'kgf', 'R_A = 550 kgf'),
      part(
        'c',
        'Si la carga se desplaza hasta el centro de la viga, ¿cuánto vale la reacción en A?',
        450,
        'kgf',
        'R_A = 450 kgf',
      ),
    ],
    () => {
      const rb = (300 * 3 + 600 * 2) / 6;
      return [[rb], [900 - rb], [900 / 2]];
    },
    'Momentos respecto de A: 6 R_B = 300 · 3 + 600 · 2 = 2100 ⇒ R_B = 350 kgf; R_A = 900 − 350 = 550 kgf; con la carga al centro, R_A = R_B = 450 kgf.',
  ),
  parts(
    22230,
    PARALLEL,
    'Dos fuerzas paralelas y del mismo sentido, de 12 N y 18 N, están aplicadas en los extremos de una barra de 150 cm.',
    [
      part('a', '¿Cuál es el módulo de la resultante?', 30, 'N', 'R = 30 N'),
      part(
        'b',
        '¿A qué distancia del extremo donde actúa la fuerza de 12 N está su punto de aplicación?',
        90,
        'cm',
        'x = 90 cm',
      ),
      part(
        'c',
        'Si se invierte el sentido de la fuerza de 18 N, ¿cuál es el módulo de la nueva resultante?',
        6,
        'N',
        'R = 6 N',
      ),
    ],
    () => [[12 + 18], [(18 * 150) / 30], [18 - 12]],
    'R = 30 N; 12 x = 18 (150 − x) ⇒ x = 90 cm; con sentidos opuestos R = 18 − 12 = 6 N.',
  ),
  parts(
    22231,
    CHARGE,
    'Dos esferas pequeñas con cargas q₁ = 4 μC y q₂ = 9 μC están separadas 60 cm en el aire (k = 9 × 10⁹ N·m²/C²).',
    [
      part('a', 'Calcule la fuerza eléctrica entre ellas.', 0.9, 'N', 'F = 0,9 N'),
      part('b', 'Si la distancia se reduce a la mitad, ¿cuál es la nueva fuerza?', 3.6, 'N', 'F = 3,6 N'),
      part(
        'c',
        'Calcule la intensidad del campo que crea q₁ en el lugar donde está q₂, a la distancia original.',
        1e5,
        'N/C',
        'E = 1 × 10⁵ N/C',
      ),
    ],
    () => [[(K * 4e-6 * 9e-6) / 0.36], [(K * 4e-6 * 9e-6) / 0.09], [(K * 4e-6) / 0.36]],
    'F = 9 × 10⁹ · 36 × 10⁻¹²/0,36 = 0,9 N; a la mitad de distancia, 4 F = 3,6 N; E = 9 × 10⁹ · 4 × 10⁻⁶/0,36 = 10⁵ N/C.',
  ),
  parts(
    22232,
    OHM,
    'Una batería de 24 V alimenta tres resistencias conectadas en serie, de 2 Ω, 4 Ω y 6 Ω.',
    [
      part('a', 'Determine la intensidad de la corriente.', 2, 'A', 'I = 2 A'),
      part('b', '¿Qué tensión hay en los extremos de la resistencia de 4 Ω?', 8, 'V', 'V = 8 V'),
      part('c', 'Calcule la potencia que entrega la batería.', 48, 'W', 'P = 48 W'),
    ],
    () => [[24 / 12], [4 * 2], [24 * 2]],
    'R = 12 Ω; I = 24/12 = 2 A; V₄ = 4 · 2 = 8 V; P = 24 · 2 = 48 W.',
  ),
  parts(
    22233,
    OHM,
    'Una fuente de 12 V alimenta un resistor R₁ = 4 Ω conectado en serie con un paralelo formado por R₂ = 6 Ω y R₃ = 12 Ω. R₃ tiene una llave en su rama, inicialmente cerrada.',
    [
      part('a', 'Halle la resistencia equivalente del circuito.', 8, 'Ω', 'Req = 8 Ω'),
      part('b', 'Halle la corriente que entrega la fuente.', 1.5, 'A', 'I = 1,5 A'),
      part(
        'c',
        'Se abre la llave de la rama de R₃. ¿Cuál es ahora la corriente que entrega la fuente?',
        1.2,
        'A',
        'I = 1,2 A',
      ),
    ],
    () => [[4 + (6 * 12) / 18], [12 / 8], [12 / (4 + 6)]],
    'R₂ ∥ R₃ = 72/18 = 4 Ω; Req = 8 Ω; I = 12/8 = 1,5 A; sin R₃: Req = 10 Ω, I = 1,2 A.',
  ),
  parts(
    22234,
    POWER,
    'En una vivienda conectada a 220 V funcionan al mismo tiempo una plancha de 1,2 kW y cinco lámparas de 60 W cada una.',
    [
      part('a', '¿Cuál es la potencia total, en W?', 1500, 'W', 'P = 1500 W'),
      part('b', '¿Qué corriente total circula por la instalación?', 6.818, 'A', 'I ≈ 6,82 A'),
      part(
        'c',
        'Si todo funciona durante 3 horas y el kWh cuesta $ 95, ¿cuánto cuesta la energía consumida?',
        427.5,
        '$',
        '$ 427,50',
      ),
    ],
    () => [[1200 + 5 * 60], [1500 / 220], [1.5 * 3 * 95]],
    'P = 1200 + 300 = 1500 W; I = 1500/220 ≈ 6,82 A; E = 1,5 kW · 3 h = 4,5 kWh; costo = 4,5 · 95 = $ 427,50.',
  ),
  parts(
    22235,
    REFRACTION,
    'Un rayo de luz que viaja por el aire incide sobre un bloque de vidrio de índice de refracción 1,5 con un ángulo de incidencia de 30°. (c = 3 × 10⁸ m/s)',
    [
      part('a', 'Calcule el ángulo de refracción.', 19.47, '°', 'r ≈ 19,47°'),
      part('b', '¿Con qué velocidad se propaga la luz dentro del vidrio?', 2e8, 'm/s', 'v = 2 × 10⁸ m/s'),
      part(
        'c',
        'Si en el aire esa luz tiene una longitud de onda de 600 nm, ¿cuál es su longitud de onda en el vidrio?',
        400,
        'nm',
        'λ = 400 nm',
      ),
    ],
    () => [[deg(Math.asin(0.5 / 1.5))], [3e8 / 1.5], [600 / 1.5]],
    'sen r = 0,5/1,5 ⇒ r ≈ 19,47°; v = c/n = 2 × 10⁸ m/s; la frecuencia no cambia: λ = 600/1,5 = 400 nm.',
  ),
  parts(
    22236,
    STATICS,
    'Para aflojar una tuerca se usa una llave de 25 cm de largo.',
    [
      part(
        'a',
        '¿Qué momento se obtiene aplicando en el extremo de la llave una fuerza de 80 N perpendicular a ella?',
        20,
        'N·m',
        'M = 20 N·m',
      ),
      part(
        'b',
        '¿Y si la misma fuerza, en el mismo punto, forma un ángulo de 30° con la llave?',
        10,
        'N·m',
        'M = 10 N·m',
      ),
      part(
        'c',
        '¿Qué fuerza perpendicular habría que aplicar a 10 cm del eje de la tuerca para lograr el momento de a)?',
        200,
        'N',
        'F = 200 N',
      ),
    ],
    () => [[80 * 0.25], [80 * 0.25 * Math.sin(rad(30))], [20 / 0.1]],
    'M = 80 · 0,25 = 20 N·m; M = 80 · 0,25 · sen 30° = 10 N·m; F = 20/0,1 = 200 N.',
  ),
];

/** Exam pages with the parts written in the statement. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    22237,
    UNITS,
    'Una canilla mal cerrada pierde 15 cm³ de agua por minuto. Calcule: a) el volumen que se pierde en un día, en litros; b) el volumen perdido en 30 días, en m³; c) el caudal de la pérdida en mL/s.',
    'a) 21,6 L; b) 0,648 m³; c) 0,25 mL/s',
    () => [(15 * 1440) / 1000, (15 * 1440 * 30) / 1e6, 15 / 60],
    '15 cm³/min · 1440 min = 21 600 cm³ = 21,6 L; · 30 = 648 L = 0,648 m³; 15 mL/60 s = 0,25 mL/s.',
  ),
  page(
    'fisica',
    22238,
    UNITS,
    'Un tren une dos ciudades distantes 350 km en 2 h 20 min.\na) Determine su velocidad media en km/h.\nb) Exprésela en m/s.\nc) ¿Cuántos minutos tardaría un auto que hiciera el mismo trayecto a 25 m/s?',
    'a) 150 km/h; b) 41,67 m/s; c) 233,3 min',
    () => [350 / (7 / 3), 150 / 3.6, 350000 / 25 / 60],
    '2 h 20 min = 7/3 h; v = 350 · 3/7 = 150 km/h = 41,67 m/s; t = 350 000/25 = 14 000 s ≈ 233,3 min.',
  ),
  page(
    'fisica',
    22239,
    UNITS,
    'Para medir el espesor de una hoja se apilan 500 hojas iguales y la pila mide 4,8 cm. a) Exprese el espesor de una hoja en metros, en notación científica. b) Exprese ese espesor en micrómetros. c) ¿Cuántas hojas se necesitan para formar una pila de 1,2 m de altura?',
    'a) 9,6 × 10⁻⁵ m; b) 96 μm; c) 12 500 hojas',
    () => [0.048 / 500, (0.048 / 500) * 1e6, 1.2 / (0.048 / 500)],
    'e = 0,048 m/500 = 9,6 × 10⁻⁵ m = 96 μm; n = 1,2/9,6 × 10⁻⁵ = 12 500 hojas.',
  ),
  page(
    'fisica',
    22240,
    ERRORS,
    'Los lados de una chapa rectangular, medidos con una regla, son a = (12,0 ± 0,1) cm y b = (5,0 ± 0,1) cm.\na) Calcule el error relativo porcentual de a.\nb) Calcule el valor más probable del área.\nc) Calcule el error relativo porcentual del área (suma de los errores relativos).\nd) Exprese el error absoluto del área.',
    'a) 0,83 %; b) 60 cm²; c) 2,83 %; d) 1,7 cm²',
    () => [(0.1 / 12) * 100, 60, (0.1 / 12 + 0.1 / 5) * 100, 60 * (0.1 / 12 + 0.1 / 5)],
    'εa = 0,1/12 ≈ 0,83 %; A = 60 cm²; εA = 0,0083 + 0,02 ≈ 2,83 %; ΔA = 60 · 0,0283 ≈ 1,7 cm².',
  ),
  page(
    'fisica',
    22241,
    VECTORS,
    'Sobre una argolla actúan tres fuerzas: 40 N hacia el norte, 30 N hacia el este y 10 N hacia el sur. Tome el este como semieje x positivo y el norte como semieje y positivo. Determine: a) las componentes Rx y Ry de la resultante; b) el módulo de la resultante; c) el módulo de la fuerza equilibrante y el ángulo que forma con el semieje x positivo, medido en sentido antihorario.',
    'a) Rx = 30 N, Ry = 30 N; b) 42,43 N; c) 42,43 N a 225°',
    () => [30, 30, Math.hypot(30, 30), 225],
    'Rx = 30 N; Ry = 40 − 10 = 30 N; R = √1800 ≈ 42,43 N a 45°; la equilibrante: 42,43 N a 45° + 180° = 225°.',
  ),
  page(
    'fisica',
    22242,
    STATICS,
    'Un cartel de 30 kg cuelga del extremo de un puntal horizontal de peso despreciable, articulado en la pared. Un cable atado a ese mismo extremo y a la pared forma 37° con el puntal. (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)\na) Halle la tensión del cable.\nb) Halle la fuerza que soporta el puntal.\nc) Si se cambia el cartel por otro de 45 kg, ¿cuál será la tensión del cable?',
    'a) 500 N; b) 400 N; c) 750 N',
    () => [300 / 0.6, (300 / 0.6) * 0.8, 450 / 0.6],
    'T sen 37° = 300 N ⇒ T = 500 N; el puntal: T cos 37° = 400 N; con 450 N, T = 450/0,6 = 750 N.',
  ),
  page(
    'fisica',
    22243,
    PARALLEL,
    'Un subibaja de 4 m de largo y masa despreciable está apoyado en su centro. Ana, de 35 kg, se sienta en un extremo; Bruno pesa 420 N. Considerá g = 10 m/s².\na) ¿A qué distancia del apoyo tiene que sentarse Bruno para que el subibaja quede en equilibrio?\nb) ¿Qué fuerza hace el apoyo?\nc) Si Bruno se sienta en el otro extremo, ¿qué peso, en N, habría que agregar del lado de Ana, a 1 m del apoyo, para recuperar el equilibrio?',
    'a) 1,67 m; b) 770 N; c) 140 N',
    () => [(350 * 2) / 420, 350 + 420, 420 * 2 - 350 * 2],
    'Ana: 350 N · 2 m = 700 N·m ⇒ d = 700/420 ≈ 1,67 m; apoyo: 350 + 420 = 770 N; Bruno al extremo: 840 N·m ⇒ 700 + P · 1 = 840 ⇒ P = 140 N.',
  ),
  page(
    'fisica',
    22244,
    PARALLEL,
    'Un tablón homogéneo de 5 m de largo y 200 N de peso está apoyado sobre dos caballetes: uno en su extremo A y el otro a 1 m del extremo B. Un pintor de 700 N está parado sobre el tablón a 1,5 m de A.\na) Determine la fuerza que hace el caballete ubicado en A.\nb) Determine la fuerza que hace el otro caballete.\nc) El pintor camina hacia B. ¿A qué distancia de A está cuando el tablón empieza a volcar?',
    'a) 512,5 N; b) 387,5 N; c) 4,43 m',
    () => {
      const second = (200 * 2.5 + 700 * 1.5) / 4;
      return [900 - second, second, 4 + (200 * (4 - 2.5)) / 700];
    },
    'Momentos respecto de A: 4 R₂ = 200 · 2,5 + 700 · 1,5 = 1550 ⇒ R₂ = 387,5 N; R_A = 900 − 387,5 = 512,5 N; vuelca cuando R_A = 0: 700 (x − 4) = 200 · 1,5 ⇒ x ≈ 4,43 m.',
  ),
  page(
    'fisica',
    22245,
    CHARGE,
    'Dos cargas puntuales q₁ = +2 nC y q₂ = +8 nC están fijas a 30 cm una de otra (k = 9 × 10⁹ N·m²/C²). a) Calcule la fuerza entre ellas. b) Indique a qué distancia de q₁, sobre el segmento que las une, el campo eléctrico es nulo. c) Calcule el potencial eléctrico en el punto medio del segmento.',
    'a) 1,6 × 10⁻⁶ N; b) 10 cm de q₁; c) 600 V',
    () => [(K * 2e-9 * 8e-9) / 0.09, 30 / (1 + Math.sqrt(8 / 2)), (K * (2e-9 + 8e-9)) / 0.15],
    'F = 9 × 10⁹ · 16 × 10⁻¹⁸/0,09 = 1,6 × 10⁻⁶ N; 2/x² = 8/(30 − x)² ⇒ 30 − x = 2x ⇒ x = 10 cm; V = 9 × 10⁹ · 10 × 10⁻⁹/0,15 = 600 V.',
  ),
  page(
    'fisica',
    22246,
    CHARGE,
    'Entre dos placas paralelas separadas 5 mm se aplica una diferencia de potencial de 200 V. La carga del electrón es 1,6 × 10⁻¹⁹ C.\na) ¿Cuál es la intensidad del campo eléctrico entre las placas?\nb) ¿Qué fuerza actúa sobre un electrón ubicado entre ellas?\nc) ¿Qué trabajo realiza el campo al llevar una carga de 3 μC de una placa a la otra?',
    'a) 40 000 V/m; b) 6,4 × 10⁻¹⁵ N; c) 6 × 10⁻⁴ J',
    () => [200 / 0.005, 1.6e-19 * 40000, 3e-6 * 200],
    'E = 200/0,005 = 4 × 10⁴ V/m; F = 1,6 × 10⁻¹⁹ · 4 × 10⁴ = 6,4 × 10⁻¹⁵ N; W = q V = 3 × 10⁻⁶ · 200 = 6 × 10⁻⁴ J.',
  ),
  page(
    'fisica',
    22247,
    OHM,
    'Dos lámparas, una de 60 W y otra de 100 W, ambas para 220 V, se conectan en paralelo a la red de 220 V. a) Calcule la corriente total. b) Calcule la resistencia de la lámpara de 60 W. c) Si luego se las conecta en serie a la misma red (suponiendo que sus resistencias no cambian), ¿qué potencia disipa el conjunto?',
    'a) 0,727 A; b) 806,7 Ω; c) 37,5 W',
    () => {
      const r60 = 220 ** 2 / 60;
      const r100 = 220 ** 2 / 100;
      return [160 / 220, r60, 220 ** 2 / (r60 + r100)];
    },
    'I = 160/220 ≈ 0,727 A; R₆₀ = 220²/60 ≈ 806,7 Ω; R₁₀₀ = 484 Ω; en serie P = 220²/1290,7 = 37,5 W.',
  ),
  page(
    'fisica',
    22248,
    POWER,
    'Un termotanque eléctrico de 2000 W funciona 1 h 30 min por día. a) ¿Cuánta energía consume por día, en kWh? b) Exprese esa energía en joules. c) Si el kWh cuesta $ 110, ¿cuánto se paga por un mes de 30 días?',
    'a) 3 kWh; b) 1,08 × 10⁷ J; c) $ 9900',
    () => [2 * 1.5, 3 * 3.6e6, 3 * 30 * 110],
    'E = 2 kW · 1,5 h = 3 kWh = 3 · 3,6 × 10⁶ J = 1,08 × 10⁷ J; 90 kWh · 110 = $ 9900.',
  ),
  page(
    'fisica',
    22249,
    LENSES,
    'Un objeto de 4 cm de altura se coloca a 60 cm de un espejo cóncavo cuyo radio de curvatura es 40 cm. Determine: a) la distancia focal del espejo; b) la distancia del espejo a la que se forma la imagen; c) la altura de la imagen.',
    'a) 20 cm; b) 30 cm; c) 2 cm (invertida)',
    () => [20, 1 / (1 / 20 - 1 / 60), 4 * (30 / 60)],
    "f = R/2 = 20 cm; 1/di = 1/20 − 1/60 = 2/60 ⇒ di = 30 cm; h' = −(30/60) · 4 = −2 cm: 2 cm, invertida.",
  ),
  page(
    'fisica',
    22250,
    WAVES,
    'Un bote anclado sube y baja 12 veces por minuto al paso de las olas, y la distancia entre dos crestas consecutivas es de 5 m. Halle: a) la frecuencia de las olas; b) su período; c) la velocidad con que se propagan.',
    'a) 0,2 Hz; b) 5 s; c) 1 m/s',
    () => [12 / 60, 60 / 12, 5 * (12 / 60)],
    'f = 12/60 s = 0,2 Hz; T = 1/f = 5 s; v = λ f = 5 · 0,2 = 1 m/s.',
  ),
  page(
    'fisica',
    22251,
    UNITS,
    'Un caño tiene un diámetro interior de 3/4 de pulgada (1 pulgada = 2,54 cm). Por él circula agua a 2 m/s.\na) Exprese el diámetro en milímetros.\nb) Calcule el área de la sección interior, en cm².\nc) ¿Cuántos litros por minuto salen por el caño?',
    'a) 19,05 mm; b) 2,85 cm²; c) 34,2 L/min',
    () => {
      const radiusCm = (0.75 * 2.54) / 2;
      const areaCm2 = Math.PI * radiusCm ** 2;
      return [0.75 * 25.4, areaCm2, areaCm2 * 1e-4 * 2 * 1000 * 60];
    },
    'd = 0,75 · 25,4 = 19,05 mm; A = π · 0,9525² ≈ 2,85 cm²; Q = 2,85 × 10⁻⁴ m² · 2 m/s ≈ 5,70 × 10⁻⁴ m³/s ≈ 34,2 L/min.',
  ),
];

export const physicsExamPages2ElectricityStaticsUnitsProblems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
