/**
 * A blind physics set of the entrance (#32, wave 30): forty-five problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words. Twenty five-option items (E «Ninguna respuesta anterior es correcta», the right one in 25405,
 * 25411 and 25418), thirteen short numeric answers, nine pages with parts a), b), c) (d)) where a later
 * part uses an earlier result, and three pages (25442, 25443 and 25444) with the parts written inside the
 * statement and one key that states every part. The whole programme: units and conversions (km/h to cm/s,
 * L/min to m³/h), scientific notation (the light from the Sun), vectors (the resultant of two forces at
 * 60°), kinematics (MRUV from two speeds, free fall, vertical throw from a balcony and back to the hand,
 * horizontal and oblique throws, a meeting of two vehicles leaving at different hours, a patrol car's
 * chase, a page of an accelerated car catching a uniform one), dynamics (friction on the floor, a smooth
 * and a rough incline, pushing up a ramp at constant speed, a scale in an elevator in kgf, an elevator's
 * cable, Atwood's machine, a block on a table pulled by a hanging one), statics (a seesaw, a beam's
 * reactions), work, energy and power (a pulled trunk, a hoist in CV, a roller coaster, a spring, friction
 * stopping a block), impulse and momentum (a ball against a wall, a plastic collision, a ballistic
 * pendulum), fluids (absolute pressure in atm, a hydraulic press in kgf, Archimedes with a dynamometer,
 * continuity and Bernoulli), heat (calories to warm water, a calorimeter with iron, ice to warm water in
 * cal and kJ), gases (at constant volume and the general law, in mmHg), electrostatics (Coulomb, the point
 * of zero field and the field at the midpoint) and direct-current circuits (series–parallel, a stove's
 * resistance from its plate). Numbered as printed («7)»), data in a «Datos:» line or in parentheses,
 * g = 9,8 or 10 m/s² as each item says, mixed units (km/h, cm, g, kgf, cal, atm, mmHg, CV), decimal comma.
 * Every key was worked by hand and is recomputed by `check`.
 *
 * Kinds of problem, programme, wording and difficulty modelled on (read 2026-12-02; facts only, nothing
 * copied):
 * - UTN FRT, Seminario de Ingreso 2024, Física (teoría, reglamento, parciales):
 *   https://es.scribd.com/document/704867816/Teoria-Fisica-2024
 * - UTN FRVM, Seminario de Ingreso 2025, Física, Unidad 1 (magnitudes y unidades, énfasis en resolver
 *   problemas): https://es.scribd.com/document/798622708/Fisica-Unidad-1-2025-NUEVO
 * - UTN FRT, cartilla de Física del Seminario de Ingreso (unidades, notación científica, vectores,
 *   equilibrio y momentos, MRU, MRUV, caída libre y tiro vertical, autoevaluaciones):
 *   https://ro.scribd.com/document/258666971/Cartilla-Fisica
 * - UTN FRT, Curso de Ingreso 2019, Física (unidades con ejercitación y autoevaluación):
 *   https://ro.scribd.com/document/422427437/Cuadernillo-Fisica-2019
 * and the programmes of content/exam-style/sources.ts (frt-fisica-2024, frvm-fisica-u1-2025,
 * frt-fisica-cartilla, frt-fisica-2019).
 *
 * First measure, before any fix, at HEAD 1dda0784 (written without looking at the solvers or the engine's
 * replies, 2026-12-02): 30/45 right, 31 answered sure, 1 sure and wrong (25442, left to the lead; its
 * statement and key stay as written, the key re-derived by hand).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const MODELLED_ON = ['frt-fisica-2024', 'frvm-fisica-u1-2025', 'frt-fisica-cartilla', 'frt-fisica-2019'];

const { numeric, options, parts, part } = writtenSet({
  subject: 'fisica',
  modelledOn: MODELLED_ON,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: MODELLED_ON, matematicas: [], quimica: [] });

const CONVERSION = 'mecanica.conversion-unidades';
const VECTORS = 'mecanica.unidades-vectores';
const KINEMATICS = 'mecanica.cinematica';
const MEETING = 'mecanica.encuentro-graficos';
const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const STATICS = 'mecanica.estatica';
const BEAMS = 'mecanica.fuerzas-paralelas';
const ENERGY = 'mecanica.trabajo-energia';
const FLUIDS = 'mecanica.hidrostatica';
const HEAT = 'termodinamica.calorimetria';
const GASES = 'termodinamica.gases-primer-principio';
const CHARGES = 'electricidad.carga-campo';
const CIRCUITS = 'electricidad.circuitos-ohm';
const ELECTRIC_POWER = 'electricidad.potencia-energia';

const K = 9e9;
const deg = (d: number) => (d * Math.PI) / 180;

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    25400,
    CONVERSION,
    '1) Un colectivo circula por la avenida a 54 km/h. Expresada en cm/s, su velocidad es:',
    ['150 cm/s', '1500 cm/s', '15000 cm/s', '900 cm/s'],
    1,
    () => [(54 * 1000 * 100) / 3600],
    '54 km/h = 54 · 100 000 cm / 3600 s = 1500 cm/s (equivale a 15 m/s).',
  ),
  options(
    25401,
    VECTORS,
    '2) La distancia media entre la Tierra y el Sol es 1,5 · 10⁸ km y la luz viaja a 3 · 10⁵ km/s. Indique la opción correcta: el tiempo que tarda la luz del Sol en llegar a la Tierra es',
    ['50 s', '5000 s', '0,002 s', '500 s'],
    3,
    () => [1.5e8 / 3e5],
    't = d / v = 1,5 · 10⁸ km / 3 · 10⁵ km/s = 0,5 · 10³ s = 500 s (unos 8,3 min).',
  ),
  options(
    25402,
    VECTORS,
    '3) Dos fuerzas de 8 N y 5 N, aplicadas en un mismo punto, forman entre sí un ángulo de 60°. El módulo de la fuerza resultante es aproximadamente:',
    ['11,4 N', '13 N', '3 N', '9,4 N'],
    0,
    () => [Math.sqrt(8 ** 2 + 5 ** 2 + 2 * 8 * 5 * Math.cos(deg(60)))],
    'R² = F₁² + F₂² + 2 F₁ F₂ cos 60° = 64 + 25 + 40 = 129, R = √129 ≈ 11,4 N.',
  ),
  options(
    25403,
    KINEMATICS,
    '4) Un automóvil que marcha a 36 km/h acelera uniformemente y a los 5 s su velocímetro marca 90 km/h. Su aceleración y la distancia que recorre en esos 5 s son, respectivamente:',
    ['3 m/s² y 62,5 m', '10,8 m/s² y 87,5 m', '3 m/s² y 87,5 m', '3 m/s² y 125 m'],
    2,
    () => {
      const [v0, v] = [36 / 3.6, 90 / 3.6];
      return [(v - v0) / 5, ((v0 + v) / 2) * 5];
    },
    '36 km/h = 10 m/s y 90 km/h = 25 m/s. a = (25 − 10)/5 = 3 m/s²; d = (10 + 25)/2 · 5 = 87,5 m.',
  ),
  options(
    25404,
    KINEMATICS,
    '5) Desde un puente se suelta una piedra que tarda 2,5 s en llegar al agua. Despreciando el rozamiento con el aire, la altura del puente sobre el agua es:\nDatos: g = 9,8 m/s²',
    ['24,5 m', '61,3 m', '12,3 m', '30,6 m'],
    3,
    () => [0.5 * 9.8 * 2.5 ** 2],
    'h = ½ g t² = ½ · 9,8 · 6,25 ≈ 30,6 m.',
  ),
  options(
    25405,
    KINEMATICS,
    '6) Una pelota se lanza verticalmente hacia arriba con una velocidad de 20 m/s y se la atrapa a la misma altura desde la que partió. ¿Cuánto tiempo estuvo en el aire? (g = 10 m/s²)',
    ['2 s', '8 s', '1 s', '20 s'],
    4,
    () => [(2 * 20) / 10],
    'Sube durante t = v₀/g = 2 s y tarda otros 2 s en bajar: 4 s en el aire. Ninguna opción muestra 4 s.',
  ),
  options(
    25406,
    KINEMATICS,
    '7) Una bolita rueda sobre una mesa de 1,25 m de altura y abandona el borde con una velocidad horizontal de 3 m/s. ¿A qué distancia horizontal del borde de la mesa toca el piso?\nDatos: g = 10 m/s²',
    ['0,75 m', '1,5 m', '3 m', '0,5 m'],
    1,
    () => [3 * Math.sqrt((2 * 1.25) / 10)],
    'Tiempo de caída: 1,25 = 5 t², t = 0,5 s. Distancia horizontal: x = 3 · 0,5 = 1,5 m.',
  ),
  options(
    25407,
    DYNAMICS,
    '8) Sobre un bloque de 5 kg apoyado en un piso horizontal se aplica una fuerza horizontal de 30 N. El coeficiente de rozamiento dinámico entre el bloque y el piso es 0,2. La aceleración del bloque es: (g = 10 m/s²)',
    ['6 m/s²', '2 m/s²', '5 m/s²', '4 m/s²'],
    3,
    () => [(30 - 0.2 * 5 * 10) / 5],
    'Fr = μ N = 0,2 · 50 N = 10 N. a = (30 − 10)/5 = 4 m/s².',
  ),
  options(
    25408,
    DYNAMICS,
    '9) Un cuerpo parte del reposo desde lo alto de un plano inclinado sin rozamiento de 5 m de longitud que forma 37° con la horizontal. ¿Con qué velocidad llega a la base?\nDatos: g = 10 m/s²; sen 37° = 0,6',
    ['10 m/s', '8,66 m/s', '7,75 m/s', '6 m/s'],
    2,
    () => [Math.sqrt(2 * 10 * 0.6 * 5)],
    'a = g sen 37° = 6 m/s²; v² = 2 a d = 2 · 6 · 5 = 60, v ≈ 7,75 m/s.',
  ),
  options(
    25409,
    PULLEYS,
    '10) Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que sube aumentando su velocidad a razón de 2 m/s². ¿Qué indica la balanza, en kgf? (g = 9,8 m/s²)',
    ['55,7 kgf', '70 kgf', '96 kgf', '84,3 kgf'],
    3,
    () => [(70 * (9.8 + 2)) / 9.8],
    'N − m g = m a: N = 70 · (9,8 + 2) = 826 N; en kgf, 826 / 9,8 ≈ 84,3 kgf.',
  ),
  options(
    25410,
    STATICS,
    '11) En un sube y baja con el apoyo en el centro de la tabla, Lucía (30 kg) se sienta a 1,2 m del apoyo. ¿A qué distancia del apoyo, del otro lado, debe sentarse Tomás (40 kg) para que la tabla quede en equilibrio horizontal? (Desprecie el peso de la tabla.)',
    ['0,9 m', '1,6 m', '1,5 m', '1,2 m'],
    0,
    () => [(30 * 1.2) / 40],
    'Momentos respecto del apoyo: 30 · 1,2 = 40 · d, d = 0,9 m.',
  ),
  options(
    25411,
    ENERGY,
    '12) Para arrastrar un baúl 8 m sobre un piso horizontal se tira de una soga con una fuerza de 50 N que forma 60° con la horizontal. El trabajo realizado por esa fuerza es:',
    ['400 J', '346 J', '250 J', '100 J'],
    4,
    () => [50 * 8 * Math.cos(deg(60))],
    'W = F d cos 60° = 50 · 8 · 0,5 = 200 J. Ninguna opción muestra 200 J.',
  ),
  options(
    25412,
    ENERGY,
    '13) Un montacargas eleva 200 kg a 15 m de altura en 20 s con velocidad constante. La potencia que desarrolla, expresada en CV, es:\nDatos: g = 9,8 m/s²; 1 CV = 735 W',
    ['4 CV', '2 CV', '20 CV', '0,5 CV'],
    1,
    () => [(200 * 9.8 * 15) / 20 / 735],
    'W = m g h = 200 · 9,8 · 15 = 29 400 J; P = 29 400 / 20 = 1470 W = 1470/735 CV = 2 CV.',
  ),
  options(
    25413,
    ENERGY,
    '14) Un carrito de montaña rusa parte del reposo desde un punto situado a 20 m de altura. Si no hay rozamiento, ¿con qué rapidez pasa por un punto situado a 5 m de altura? (g = 10 m/s²)',
    ['20 m/s', '10 m/s', '17,3 m/s', '22,4 m/s'],
    2,
    () => [Math.sqrt(2 * 10 * (20 - 5))],
    'Conservación de la energía: ½ v² = g (20 − 5) = 150, v = √300 ≈ 17,3 m/s.',
  ),
  options(
    25414,
    ENERGY,
    '15) Una pelota de 400 g llega perpendicularmente a una pared a 15 m/s y rebota en la misma dirección a 10 m/s. Si el contacto dura 0,05 s, la fuerza media que la pared ejerce sobre la pelota tiene un módulo de:',
    ['40 N', '200 N', '100 N', '120 N'],
    1,
    () => [(0.4 * (15 + 10)) / 0.05],
    'Δp = m (v_f − v_i) = 0,4 · (10 − (−15)) = 10 N·s; F = Δp/Δt = 10/0,05 = 200 N.',
  ),
  options(
    25415,
    ENERGY,
    '16) Un carrito de 2 kg que se mueve a 6 m/s choca con otro de 4 kg en reposo y quedan enganchados. La velocidad del conjunto inmediatamente después del choque es:',
    ['3 m/s', '1,5 m/s', '4 m/s', '2 m/s'],
    3,
    () => [(2 * 6) / (2 + 4)],
    'Se conserva la cantidad de movimiento: 2 · 6 = (2 + 4) v, v = 2 m/s.',
  ),
  options(
    25416,
    FLUIDS,
    '17) Una pieza de aluminio de 2 kg cuelga de un dinamómetro y se sumerge por completo en agua. ¿Qué indica el dinamómetro?\nDatos: ρ aluminio = 2,7 g/cm³; ρ agua = 1 g/cm³; g = 10 m/s²',
    ['12,6 N', '7,4 N', '20 N', '27,4 N'],
    0,
    () => [2 * 10 - (1000 * 10 * 2) / 2700],
    'V = 2 kg / 2700 kg/m³ ≈ 7,41 · 10⁻⁴ m³; empuje E = ρ g V ≈ 7,41 N; peso aparente = 20 − 7,41 ≈ 12,6 N.',
  ),
  options(
    25417,
    FLUIDS,
    '18) Un buzo desciende a 15 m de profundidad en un lago. La presión absoluta que soporta, expresada en atmósferas, es aproximadamente:\nDatos: ρ agua = 1000 kg/m³; g = 9,8 m/s²; 1 atm = 101 300 Pa',
    ['1,45 atm', '2,45 atm', '15 atm', '3,45 atm'],
    1,
    () => [(101300 + 1000 * 9.8 * 15) / 101300],
    'p = p_atm + ρ g h = 101 300 + 147 000 = 248 300 Pa ≈ 2,45 atm.',
  ),
  options(
    25418,
    HEAT,
    '19) La cantidad de calor necesaria para calentar 500 g de agua desde 20 °C hasta 80 °C es: (c agua = 1 cal/(g·°C))',
    ['3000 cal', '40000 cal', '300 kcal', '50 kcal'],
    4,
    () => [500 * 1 * (80 - 20)],
    'Q = m c ΔT = 500 · 1 · 60 = 30 000 cal = 30 kcal. Ninguna opción lo muestra.',
  ),
  options(
    25419,
    CHARGES,
    '20) Dos cargas puntuales de 2 µC y −3 µC están separadas 30 cm en el vacío. El módulo de la fuerza con que se atraen es:\nDatos: k = 9 · 10⁹ N·m²/C²',
    ['0,6 N', '0,18 N', '1,8 N', '60 N'],
    0,
    () => [(K * 2e-6 * 3e-6) / 0.3 ** 2],
    'F = k |q₁ q₂| / d² = 9 · 10⁹ · 6 · 10⁻¹² / 0,09 = 0,6 N.',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    25420,
    CONVERSION,
    '21) Una bomba de agua entrega un caudal de 90 L/min. Expresar ese caudal en m³/h.',
    { value: 5.4, unit: 'm³/h', text: '5,4 m³/h' },
    () => (90 / 1000) * 60,
    '90 L/min = 0,09 m³/min; en una hora, 0,09 · 60 = 5,4 m³/h.',
  ),
  numeric(
    25421,
    MEETING,
    '22) A las 9:00 sale de la ciudad A hacia la ciudad B un camión que marcha a 60 km/h constante. A las 9:30 sale de B hacia A un auto a 90 km/h constante. La ruta es recta y A y B distan 210 km. ¿A qué distancia de A se cruzan?',
    { value: 102, unit: 'km', text: '102 km' },
    () => {
      const t = (210 + 90 * 0.5) / (60 + 90);
      return 60 * t;
    },
    'Con t en horas desde las 9:00: 60 t = 210 − 90 (t − 0,5) → 150 t = 255, t = 1,7 h (10:42). Distancia a A: 60 · 1,7 = 102 km.',
  ),
  numeric(
    25422,
    MEETING,
    '23) Un patrullero está detenido al costado de la ruta cuando lo pasa un auto a 72 km/h constante. En ese instante el patrullero arranca con una aceleración constante de 2 m/s². ¿Qué distancia recorre el patrullero hasta alcanzar al auto?',
    { value: 400, unit: 'm', text: '400 m' },
    () => {
      const v = 72 / 3.6;
      const t = (2 * v) / 2;
      return v * t;
    },
    '72 km/h = 20 m/s. Encuentro: 20 t = ½ · 2 · t² → t = 20 s; distancia 20 · 20 = 400 m.',
  ),
  numeric(
    25423,
    KINEMATICS,
    '24) Un proyectil se dispara desde un suelo horizontal con una velocidad de 30 m/s que forma 53° con la horizontal. Calcular su alcance horizontal.\nDatos: g = 10 m/s²; sen 53° = 0,8; cos 53° = 0,6',
    { value: 86.4, unit: 'm', text: '86,4 m' },
    () => {
      const flight = (2 * 30 * 0.8) / 10;
      return 30 * 0.6 * flight;
    },
    'vx = 30 · 0,6 = 18 m/s, vy = 30 · 0,8 = 24 m/s; tiempo de vuelo 2 · 24/10 = 4,8 s; alcance 18 · 4,8 = 86,4 m.',
  ),
  numeric(
    25424,
    PULLEYS,
    '25) De los extremos de una cuerda inextensible que pasa por una polea ideal cuelgan dos cuerpos de 3 kg y 5 kg (máquina de Atwood). Determine la tensión de la cuerda mientras se mueven. (g = 9,8 m/s²)',
    { value: 36.75, unit: 'N', text: '36,75 N' },
    () => {
      const a = ((5 - 3) * 9.8) / (5 + 3);
      return 3 * (9.8 + a);
    },
    'a = (5 − 3) · 9,8 / 8 = 2,45 m/s²; para el cuerpo de 3 kg, T − 29,4 = 3 · 2,45 → T = 36,75 N.',
  ),
  numeric(
    25425,
    PULLEYS,
    '26) Un bloque A de 4 kg está sobre una mesa horizontal (μ = 0,25) y se une, mediante una cuerda que pasa por una polea sin rozamiento ubicada en el borde de la mesa, a un cuerpo B de 2 kg que cuelga. Calcular la aceleración del sistema.\nDatos: g = 10 m/s²',
    { value: 10 / 6, unit: 'm/s²', text: '≈ 1,67 m/s²' },
    () => (2 * 10 - 0.25 * 4 * 10) / (4 + 2),
    'Fuerza motriz: peso de B = 20 N; rozamiento sobre A = 0,25 · 40 = 10 N. a = (20 − 10)/6 ≈ 1,67 m/s².',
  ),
  numeric(
    25426,
    DYNAMICS,
    '27) ¿Qué fuerza paralela al plano hay que aplicar para subir con velocidad constante un cajón de 10 kg por una rampa inclinada 30°, si el coeficiente de rozamiento dinámico es 0,2?\nDatos: g = 9,8 m/s²',
    { value: 98 * (0.5 + 0.2 * Math.cos(deg(30))), unit: 'N', text: '≈ 65,97 N' },
    () => 10 * 9.8 * (Math.sin(deg(30)) + 0.2 * Math.cos(deg(30))),
    'Px = 98 · sen 30° = 49 N; Fr = 0,2 · 98 · cos 30° ≈ 16,97 N. Velocidad constante: F = 49 + 16,97 ≈ 65,97 N.',
  ),
  numeric(
    25427,
    BEAMS,
    '28) Una viga homogénea de 6 m y 200 N de peso está apoyada en sus extremos A y B. A 2 m del extremo A se cuelga una carga de 600 N. Calcular la reacción del apoyo A.',
    { value: 500, unit: 'N', text: '500 N' },
    () => {
      const rb = (200 * 3 + 600 * 2) / 6;
      return 200 + 600 - rb;
    },
    'Momentos respecto de A: R_B · 6 = 200 · 3 + 600 · 2 = 1800 → R_B = 300 N. Suma de fuerzas: R_A = 800 − 300 = 500 N.',
  ),
  numeric(
    25428,
    ENERGY,
    '29) Un bloque de 500 g se desliza a 4 m/s sobre una superficie horizontal sin rozamiento y choca contra un resorte de constante 200 N/m. ¿Cuál es la compresión máxima del resorte, en cm?',
    { value: 20, unit: 'cm', text: '20 cm' },
    () => 100 * 4 * Math.sqrt(0.5 / 200),
    '½ m v² = ½ k x²: 0,5 · 16 = 200 x² → x² = 0,04, x = 0,2 m = 20 cm.',
  ),
  numeric(
    25429,
    FLUIDS,
    '30) En una prensa hidráulica los émbolos tienen 5 cm y 40 cm de diámetro. Si sobre el émbolo chico se ejerce una fuerza de 15 kgf, ¿qué fuerza, en kgf, se obtiene en el émbolo grande?',
    { value: 960, unit: 'kgf', text: '960 kgf' },
    () => 15 * (40 / 5) ** 2,
    'Pascal: F₂/F₁ = A₂/A₁ = (40/5)² = 64; F₂ = 15 · 64 = 960 kgf.',
  ),
  numeric(
    25430,
    HEAT,
    '31) Se introduce una pieza de hierro de 150 g a 200 °C en un recipiente con 400 g de agua a 15 °C. Despreciando el calor que absorbe el recipiente, calcular la temperatura de equilibrio.\nDatos: c hierro = 0,11 cal/(g·°C); c agua = 1 cal/(g·°C)',
    { value: 9300 / 416.5, unit: '°C', text: '≈ 22,3 °C' },
    () => (150 * 0.11 * 200 + 400 * 1 * 15) / (150 * 0.11 + 400 * 1),
    '150 · 0,11 · (200 − T) = 400 · (T − 15) → 3300 + 6000 = 416,5 T → T ≈ 22,3 °C.',
  ),
  numeric(
    25431,
    GASES,
    '32) Un gas ideal ocupa 5 L a 1 atm y 27 °C. Se lo comprime hasta 2 L y su temperatura sube a 87 °C. Calcular la presión final en mmHg. (1 atm = 760 mmHg)',
    { value: 2280, unit: 'mmHg', text: '2280 mmHg' },
    () => ((1 * 5 * (87 + 273)) / (2 * (27 + 273))) * 760,
    'p₂ = p₁ V₁ T₂ / (V₂ T₁) = 1 · 5 · 360 / (2 · 300) = 3 atm = 3 · 760 = 2280 mmHg.',
  ),
  numeric(
    25432,
    ELECTRIC_POWER,
    '33) En la chapa de una estufa eléctrica se lee «220 V – 2000 W». ¿Cuál es la resistencia de su elemento calefactor cuando funciona normalmente?',
    { value: 24.2, unit: 'Ω', text: '24,2 Ω' },
    () => 220 ** 2 / 2000,
    'P = V²/R → R = 220² / 2000 = 48 400 / 2000 = 24,2 Ω.',
  ),
];

/** Pages with parts: a later part uses an earlier result. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    25433,
    KINEMATICS,
    '34) Desde un balcón situado a 25 m del suelo se lanza una pelota verticalmente hacia arriba a 72 km/h. Datos: g = 10 m/s².',
    [
      part('a', 'a) ¿Qué altura máxima alcanza, medida desde el suelo?', 45, 'm', '45 m'),
      part('b', 'b) ¿Cuánto tiempo después del lanzamiento llega al suelo?', 5, 's', '5 s'),
      part('c', 'c) ¿Con qué rapidez llega al suelo?', 30, 'm/s', '30 m/s'),
    ],
    () => {
      const v0 = 72 / 3.6;
      const top = 25 + v0 ** 2 / (2 * 10);
      const time = v0 / 10 + Math.sqrt((2 * top) / 10);
      return [[top], [time], [Math.sqrt(2 * 10 * top)]];
    },
    'v₀ = 20 m/s. a) Sube 20²/(2·10) = 20 m sobre el balcón: 45 m del suelo. b) Sube 2 s y cae 45 m en √(2·45/10) = 3 s: 5 s. c) v = √(2 · 10 · 45) = 30 m/s.',
  ),
  parts(
    25434,
    KINEMATICS,
    '35) Un jugador patea una pelota desde el suelo horizontal con una velocidad de 25 m/s que forma 37° con la horizontal. Datos: g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8.',
    [
      part('a', 'a) Calcular el tiempo que la pelota permanece en el aire.', 3, 's', '3 s'),
      part('b', 'b) Calcular el alcance horizontal.', 60, 'm', '60 m'),
      part('c', 'c) Calcular la altura máxima.', 11.25, 'm', '11,25 m'),
    ],
    () => {
      const [vx, vy] = [25 * 0.8, 25 * 0.6];
      const flight = (2 * vy) / 10;
      return [[flight], [vx * flight], [vy ** 2 / (2 * 10)]];
    },
    'vx = 20 m/s, vy = 15 m/s. a) t = 2 · 15/10 = 3 s. b) x = 20 · 3 = 60 m. c) h = 15²/(2 · 10) = 11,25 m.',
  ),
  parts(
    25435,
    DYNAMICS,
    '36) Un bloque de 2 kg se suelta desde el reposo sobre un plano inclinado 37° respecto de la horizontal. El coeficiente de rozamiento dinámico entre el bloque y el plano es 0,25. Datos: g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8.',
    [
      part('a', 'a) Determine la aceleración del bloque.', 4, 'm/s²', '4 m/s²'),
      part('b', 'b) ¿Qué velocidad tiene a los 3 s de soltarlo?', 12, 'm/s', '12 m/s'),
      part('c', 'c) ¿Qué distancia recorrió sobre el plano en esos 3 s?', 18, 'm', '18 m'),
    ],
    () => {
      const a = 10 * (0.6 - 0.25 * 0.8);
      return [[a], [a * 3], [0.5 * a * 3 ** 2]];
    },
    'a) a = g (sen 37° − μ cos 37°) = 10 · (0,6 − 0,2) = 4 m/s². b) v = 4 · 3 = 12 m/s. c) d = ½ · 4 · 9 = 18 m.',
  ),
  parts(
    25436,
    PULLEYS,
    '37) Un ascensor de 800 kg (con su carga) arranca hacia arriba desde el reposo con aceleración constante de 1,5 m/s² durante 4 s. Datos: g = 9,8 m/s².',
    [
      part('a', 'a) Calcular la tensión del cable durante ese intervalo.', 9040, 'N', '9040 N'),
      part('b', 'b) ¿Qué velocidad tiene al cabo de los 4 s?', 6, 'm/s', '6 m/s'),
      part('c', 'c) ¿Cuántos metros subió en ese tiempo?', 12, 'm', '12 m'),
    ],
    () => [[800 * (9.8 + 1.5)], [1.5 * 4], [0.5 * 1.5 * 4 ** 2]],
    'a) T − m g = m a → T = 800 · (9,8 + 1,5) = 9040 N. b) v = 1,5 · 4 = 6 m/s. c) h = ½ · 1,5 · 16 = 12 m.',
  ),
  parts(
    25437,
    ENERGY,
    '38) Un bloque de 2 kg se lanza a 8 m/s sobre un piso horizontal cuyo coeficiente de rozamiento dinámico es 0,4. Datos: g = 10 m/s².',
    [
      part('a', 'a) Calcular la energía cinética inicial.', 64, 'J', '64 J'),
      part(
        'b',
        'b) Usando el teorema del trabajo y la energía, ¿qué distancia recorre hasta detenerse?',
        8,
        'm',
        '8 m',
      ),
      part('c', 'c) ¿Cuánto tarda en detenerse?', 2, 's', '2 s'),
    ],
    () => {
      const ec = 0.5 * 2 * 8 ** 2;
      const friction = 0.4 * 2 * 10;
      return [[ec], [ec / friction], [8 / (friction / 2)]];
    },
    'a) Ec = ½ · 2 · 64 = 64 J. b) Fr = 0,4 · 20 = 8 N; 8 · d = 64 → d = 8 m. c) a = 8/2 = 4 m/s²; t = 8/4 = 2 s.',
  ),
  parts(
    25438,
    ENERGY,
    '39) Un proyectil de 20 g que viaja horizontalmente a 400 m/s se incrusta en un bloque de madera de 1,98 kg que cuelga de un hilo (péndulo balístico). Datos: g = 9,8 m/s².',
    [
      part('a', 'a) ¿Con qué velocidad comienza a moverse el conjunto?', 4, 'm/s', '4 m/s'),
      part('b', 'b) ¿Qué altura máxima sube el bloque con el proyectil?', 16 / 19.6, 'm', '≈ 0,816 m'),
      part('c', 'c) ¿Cuánta energía cinética se pierde en el choque?', 1584, 'J', '1584 J'),
    ],
    () => {
      const v = (0.02 * 400) / (0.02 + 1.98);
      const before = 0.5 * 0.02 * 400 ** 2;
      const after = 0.5 * 2 * v ** 2;
      return [[v], [v ** 2 / (2 * 9.8)], [before - after]];
    },
    'a) 0,02 · 400 = 2 v → v = 4 m/s. b) h = v²/(2 g) = 16/19,6 ≈ 0,816 m. c) Antes: ½ · 0,02 · 400² = 1600 J; después: ½ · 2 · 16 = 16 J; se pierden 1584 J.',
  ),
  parts(
    25439,
    FLUIDS,
    '40) Por una cañería horizontal circula agua. En un tramo de 6 cm de diámetro la velocidad es 2 m/s y la presión 180 kPa; luego la cañería se angosta a 3 cm de diámetro. Datos: ρ agua = 1000 kg/m³.',
    [
      part('a', 'a) Calcular la velocidad del agua en el tramo angosto.', 8, 'm/s', '8 m/s'),
      part('b', 'b) Calcular el caudal en L/s.', Math.PI * 0.03 ** 2 * 2 * 1000, 'L/s', '≈ 5,65 L/s'),
      part('c', 'c) Calcular la presión en el tramo angosto, en kPa.', 150, 'kPa', '150 kPa'),
    ],
    () => {
      const v2 = 2 * (6 / 3) ** 2;
      const q = Math.PI * 0.03 ** 2 * 2;
      const p2 = 180000 + 0.5 * 1000 * (2 ** 2 - v2 ** 2);
      return [[v2], [q * 1000], [p2 / 1000]];
    },
    'a) Continuidad: v₂ = v₁ (d₁/d₂)² = 2 · 4 = 8 m/s. b) Q = π · 0,03² · 2 ≈ 5,65 · 10⁻³ m³/s ≈ 5,65 L/s. c) Bernoulli: p₂ = 180 000 + ½ · 1000 · (4 − 64) = 150 000 Pa = 150 kPa.',
  ),
  parts(
    25440,
    CIRCUITS,
    '41) Una batería ideal de 24 V alimenta una resistencia R₁ = 4 Ω conectada en serie con el paralelo de R₂ = 12 Ω y R₃ = 6 Ω.',
    [
      part('a', 'a) Calcular la resistencia equivalente del circuito.', 8, 'Ω', '8 Ω'),
      part('b', 'b) Calcular la corriente que entrega la batería.', 3, 'A', '3 A'),
      part('c', 'c) Calcular la corriente que circula por R₂.', 1, 'A', '1 A'),
      part('d', 'd) Calcular la potencia total que entrega la batería.', 72, 'W', '72 W'),
    ],
    () => {
      const parallel = (12 * 6) / (12 + 6);
      const total = 4 + parallel;
      const current = 24 / total;
      return [[total], [current], [(current * parallel) / 12], [24 * current]];
    },
    'a) R₂₃ = 12 · 6/18 = 4 Ω; Req = 4 + 4 = 8 Ω. b) I = 24/8 = 3 A. c) V₂₃ = 3 · 4 = 12 V; I₂ = 12/12 = 1 A. d) P = 24 · 3 = 72 W.',
  ),
  parts(
    25441,
    HEAT,
    '42) Se tienen 200 g de hielo a −10 °C y se desea obtener agua líquida a 40 °C. Datos: c hielo = 0,5 cal/(g·°C); L fusión = 80 cal/g; c agua = 1 cal/(g·°C); 1 cal = 4,18 J.',
    [
      part('a', 'a) ¿Cuánto calor hace falta para llevar el hielo hasta 0 °C?', 1000, 'cal', '1000 cal'),
      part('b', 'b) ¿Cuánto calor hace falta para fundirlo?', 16000, 'cal', '16000 cal'),
      part(
        'c',
        'c) ¿Cuánto calor hace falta en total, hasta obtener agua a 40 °C?',
        25000,
        'cal',
        '25000 cal',
      ),
      part('d', 'd) Expresar el calor total en kJ.', 104.5, 'kJ', '104,5 kJ'),
    ],
    () => {
      const warmIce = 200 * 0.5 * 10;
      const melt = 200 * 80;
      const total = warmIce + melt + 200 * 1 * 40;
      return [[warmIce], [melt], [total], [(total * 4.18) / 1000]];
    },
    'a) 200 · 0,5 · 10 = 1000 cal. b) 200 · 80 = 16 000 cal. c) Agua de 0 a 40 °C: 200 · 40 = 8000 cal; total 25 000 cal. d) 25 000 · 4,18 J = 104 500 J = 104,5 kJ.',
  ),
];

/** Pages whose parts are written inside the statement, keyed by one text that states every part. */
const onPage: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    25442,
    CHARGES,
    '43) Dos cargas puntuales positivas, q₁ = 4 µC y q₂ = 9 µC, están fijas en el vacío a 50 cm una de otra. Calcular: a) el módulo de la fuerza entre ellas; b) a qué distancia de q₁, sobre el segmento que las une, el campo eléctrico es nulo; c) el módulo del campo eléctrico en el punto medio del segmento, en kN/C. Datos: k = 9 · 10⁹ N·m²/C²',
    'a) F ≈ 1,296 N, de repulsión; b) a 20 cm de la carga menor; c) E = 720 kN/C, dirigido hacia la carga menor',
    () => {
      const force = (K * 4e-6 * 9e-6) / 0.5 ** 2;
      const ratio = Math.sqrt(4 / 9);
      const zero = (0.5 * ratio) / (1 + ratio);
      const mid = (K * 9e-6) / 0.25 ** 2 - (K * 4e-6) / 0.25 ** 2;
      return [force, zero * 100, mid / 1000];
    },
    'a) F = 9 · 10⁹ · 4 · 10⁻⁶ · 9 · 10⁻⁶ / 0,25 = 1,296 N. b) k q₁/x² = k q₂/(0,5 − x)² → (0,5 − x)/x = 3/2 → x = 0,2 m = 20 cm. c) E₁ = 9 · 10⁹ · 4 · 10⁻⁶ / 0,0625 = 576 kN/C, E₂ = 1296 kN/C, opuestos: 720 kN/C hacia q₁.',
  ),
  page(
    'fisica',
    25443,
    GASES,
    '44) Un recipiente rígido contiene un gas a 1,5 atm y 17 °C. Se lo calienta hasta 157 °C. Calcular: a) la temperatura final en kelvin; b) la presión final en atm; c) la presión final en mmHg. (Tome 0 °C = 273 K y 1 atm = 760 mmHg.)',
    'a) 430 K; b) ≈ 2,22 atm; c) ≈ 1690 mmHg',
    () => {
      const pressure = (1.5 * (157 + 273)) / (17 + 273);
      return [157 + 273, pressure, pressure * 760];
    },
    'a) T₂ = 157 + 273 = 430 K. b) Volumen constante: p₂ = 1,5 · 430/290 ≈ 2,22 atm. c) 2,224 · 760 ≈ 1690 mmHg.',
  ),
  page(
    'fisica',
    25444,
    MEETING,
    '45) Un auto A parte del reposo con aceleración constante de 2 m/s². En el mismo instante, 100 m delante de él, pasa una moto B que marcha a 10 m/s constante en el mismo sentido. Determine: a) el instante en que A alcanza a B; b) a qué distancia del punto de partida de A ocurre el encuentro; c) la velocidad de A en ese instante.',
    'a) t ≈ 16,18 s; b) ≈ 261,8 m de la partida de A; c) ≈ 32,36 m/s',
    () => {
      const t = (10 + Math.sqrt(10 ** 2 + 4 * 100)) / 2;
      return [t, t ** 2, 2 * t];
    },
    'a) x_A = t², x_B = 100 + 10 t; t² − 10 t − 100 = 0 → t = 5 + √125 ≈ 16,18 s. b) x = t² ≈ 261,8 m. c) v = 2 t ≈ 32,36 m/s.',
  ),
];

export const physicsBlind30: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...onPage];
