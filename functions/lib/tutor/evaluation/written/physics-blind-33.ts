/**
 * A blind physics set of the entrance (#32, wave 33): forty-five problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words, to read like one regional exam season over the whole programme. Twenty five-option items
 * (E «Ninguna respuesta anterior es correcta», the right one in 26305, 26312 and 26317), fourteen short
 * numeric answers, eight pages with parts a), b), c) (d)) where a later part uses an earlier result or
 * changes a datum, and three pages (26342, 26343 and 26344) with the parts written inside the statement and
 * one key that states every part. Kinds waves 30, 31 and 32 have little or none of: a tank's capacity in
 * litres and cm³, a vector's module and angle from its components (second quadrant), the average speed of
 * two legs of equal length, a flowerpot seen through a window, the speed at a given height of a vertical
 * throw, the two launch angles for a given range, a boat crossing a river, a force from the distance run,
 * a scale that reads less than the weight, static friction that does not reach its maximum, the maximum
 * speed in a flat curve (in km/h), a lever balanced on an off-centre pivot, a ramp and then a rough floor,
 * a car's power against the drag, a cannon's recoil, the load that sinks a floating cube to the brim, °F to
 * °C and K, a lamp at a lower voltage; the mass of the air in a classroom (rounded), two trains crossing,
 * the distance run in the fifth second, a well timed by the sound of the splash, a block on an incline pulled
 * by a hanging one, a spring's length with another load, a pendulum released at 60°, Torricelli's outflow in
 * L/min, a U-tube with mercury and water, a kettle boiling water away (minutes, two decimals), a diver's
 * bubble (Boyle), a charged sphere held by a field, a battery with internal resistance, Snell's law (to a
 * tenth of a degree); pages on a wave on a string (data as a list), a sonar's echo and wavelengths, a
 * converging lens (a real and then a virtual image), a loop of a roller coaster, a ladder against a smooth
 * wall, two charges (force, field, force on a test charge, potential at the midpoint), a gas compressed and
 * then heated, a car leaving a traffic light and a bus (a long pasted statement); and on the page a concave
 * mirror, ice in an aluminium calorimeter, a collision followed by a ramp. Numbered as printed («7)»,
 * «Ejercicio 3:», «Problema 12.», «Pregunta 19 –»), data in a «Datos:» line, in a list or in parentheses,
 * g = 9,8 or 10 m/s² as each item says, mixed units (km/h, L, cm³, °F, kJ, kHz, atm, µC, nC, mm), decimal
 * comma, thousands with dots or spaces, «Expresar en …» and rounding instructions. Every key was worked by
 * hand and is recomputed by `check`.
 *
 * Kinds of problem, programme, wording and difficulty modelled on (read 2026-12-03 in the stored copies
 * the search returned; facts only, nothing copied):
 * - UTN FRT, Seminario de Ingreso 2024, Física (teoría, reglamento interno, dos parciales y recuperación):
 *   https://es.scribd.com/document/704867816/Teoria-Fisica-2024
 * - UTN FRT, cartilla de Física del Seminario de Ingreso (unidades y conversiones, notación científica,
 *   vectores, primera y segunda condición de equilibrio, MRU, MRUV, caída libre y tiro vertical,
 *   ejercitación y autoevaluación por unidad): https://ro.scribd.com/document/258666971/Cartilla-Fisica
 * - UTN FRT, Curso de Ingreso 2019, Física (tres unidades con ejercitación y autoevaluación):
 *   https://ro.scribd.com/document/422427437/Cuadernillo-Fisica-2019
 * - UTN FRVM, Seminario de Ingreso 2025, Física, Unidad 1 (magnitudes y unidades, carácter nivelatorio con
 *   énfasis en resolver problemas; read in a stored copy that came through a mirror, the address is the
 *   document's own): https://es.scribd.com/document/798622708/Fisica-Unidad-1-2025-NUEVO
 * Searched again (pages, docs and code) for physics ingreso material of FRBA, FRLP (SUI), FRGP, FRH, FRA,
 * FRSF, FRRe, FRSN, FRN, FRRo, FRP, FRBB and FRSR: nothing of theirs on physics was found in the stored
 * pages or repositories (FRBA's «Seminario Universitario» book that came up is the introduction to
 * university life, https://es.scribd.com/document/633490452/SEMINARIO-UNIVERSITARIO-docx, not physics; the
 * FRSR students' repository found, https://github.com/eugenia1984/UTNFRSR-ingreso, holds mathematics and
 * programming only), so none is cited. The programmes of
 * content/exam-style/sources.ts (frt-fisica-2024, frvm-fisica-u1-2025, frt-fisica-cartilla, frt-fisica-2019)
 * are the ones named.
 *
 * First measure, before any fix, at HEAD 7e4bdd41 (written without looking at the solvers or the engine's
 * replies, 2026-12-03): 16/45 right, 15 answered sure, 1 sure and wrong (26300, left to the lead; its
 * statement and key stay as written, the key re-derived by hand: 1 m³ = 1000 L = 10⁶ cm³, so 2,5 m³ =
 * 2500 L = 2,5 · 10⁶ cm³). The same measure on a clean checkout of 7e4bdd41 reads the same. The reply
 * converted to litres only and named «Ninguna»; options holding two values against a result that gives
 * one no longer name it (offline/reading.ts).
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
const SCALES = 'termodinamica.temperatura-escalas';
const HEAT = 'termodinamica.calorimetria';
const GASES = 'termodinamica.gases-primer-principio';
const CHARGES = 'electricidad.carga-campo';
const CIRCUITS = 'electricidad.circuitos-ohm';
const WAVES = 'ondas.magnitudes-velocidad';
const SOUND = 'ondas.sonido';
const REFRACTION = 'optica.refraccion';
const LENSES = 'optica.lentes-espejos';

const K = 9e9;
const deg = (d: number) => (d * Math.PI) / 180;
const toDeg = (r: number) => (r * 180) / Math.PI;

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    26300,
    CONVERSION,
    '1) El tanque de agua de una vivienda tiene una capacidad de 2,5 m³. Esa capacidad, expresada en litros y en centímetros cúbicos, es:',
    ['250 L; 2,5 · 10⁵ cm³', '2500 L; 2,5 · 10⁵ cm³', '2500 L; 2,5 · 10⁶ cm³', '25.000 L; 2,5 · 10⁷ cm³'],
    2,
    () => [2.5 * 1000, 2.5 * 100 ** 3],
    '1 m³ = 1000 L = 10⁶ cm³: 2,5 m³ = 2500 L = 2,5 · 10⁶ cm³.',
  ),
  options(
    26301,
    VECTORS,
    'Ejercicio 2: Un vector A tiene componentes cartesianas Ax = −6 u y Ay = 8 u. Indicar la opción correcta para su módulo y el ángulo que forma con el semieje x positivo (medido en sentido antihorario).',
    ['10 u; 53,1°', '14 u; 126,9°', '10 u; 36,9°', '10 u; 126,9°'],
    3,
    () => [Math.hypot(-6, 8), toDeg(Math.atan2(8, -6))],
    '|A| = √(36 + 64) = 10 u. El vector está en el segundo cuadrante: tg α = 8/6 respecto del semieje x negativo, α ≈ 53,1°, así que el ángulo con el semieje x positivo es 180° − 53,1° ≈ 126,9°.',
  ),
  options(
    26302,
    KINEMATICS,
    '3) Un automovilista recorre los primeros 120 km de un viaje a 80 km/h constantes y los 120 km siguientes a 120 km/h constantes. Su rapidez media en todo el viaje es:',
    ['100 km/h', '96 km/h', '90 km/h', '104 km/h'],
    1,
    () => [240 / (120 / 80 + 120 / 120)],
    'Tiempos: 120/80 = 1,5 h y 120/120 = 1 h. Rapidez media = distancia total / tiempo total = 240 km / 2,5 h = 96 km/h (no el promedio de las velocidades).',
  ),
  options(
    26303,
    KINEMATICS,
    '4) Un tren que marcha a 108 km/h aplica los frenos y se detiene en 45 s con desaceleración constante. La distancia que recorre mientras frena es:',
    ['1350 m', '675 m', '337,5 m', '1215 m'],
    1,
    () => {
      const v = 108 / 3.6;
      return [(v / 2) * 45];
    },
    '108 km/h = 30 m/s. Con aceleración constante, d = (v₀ + v)/2 · t = (30 + 0)/2 · 45 = 675 m (a = 30/45 ≈ 0,67 m/s²).',
  ),
  options(
    26304,
    KINEMATICS,
    '5) Una maceta se cae desde un balcón. Un vecino observa que tarda 0,2 s en pasar frente a su ventana, que mide 1,8 m de alto. ¿Desde qué altura por encima del borde superior de la ventana cayó la maceta? (g = 10 m/s²; despreciar el rozamiento con el aire)',
    ['3,2 m', '1,8 m', '5 m', '4,05 m'],
    0,
    () => {
      const top = (1.8 - 5 * 0.2 ** 2) / 0.2;
      return [top ** 2 / (2 * 10)];
    },
    'Frente a la ventana: 1,8 = v · 0,2 + 5 · 0,2² → v = (1,8 − 0,2)/0,2 = 8 m/s al pasar por el borde superior. Partiendo del reposo: h = v²/(2g) = 64/20 = 3,2 m.',
  ),
  options(
    26305,
    KINEMATICS,
    '6) Se lanza una pelota verticalmente hacia arriba. A los 1,5 s del lanzamiento pasa, todavía subiendo, por un punto situado 18,75 m por encima del punto de partida. ¿Con qué velocidad fue lanzada? (g = 10 m/s²)',
    ['12,5 m/s', '27,5 m/s', '15 m/s', '25 m/s'],
    4,
    () => [(18.75 + 5 * 1.5 ** 2) / 1.5],
    '18,75 = v₀ · 1,5 − 5 · 1,5² = 1,5 v₀ − 11,25 → v₀ = 30/1,5 = 20 m/s (a los 1,5 s todavía sube a 5 m/s). Ninguna opción muestra 20 m/s.',
  ),
  options(
    26306,
    KINEMATICS,
    '7) Desde una ventana situada a 20 m del suelo se arroja horizontalmente una pelota, que toca el suelo a 30 m del pie del edificio. ¿Con qué velocidad salió la pelota? Expresar en km/h. (g = 10 m/s²)',
    ['15 km/h', '54 km/h', '27 km/h', '108 km/h'],
    1,
    () => {
      const t = Math.sqrt((2 * 20) / 10);
      return [(30 / t) * 3.6];
    },
    'Caída: 20 = 5 t² → t = 2 s. Velocidad horizontal: 30 m / 2 s = 15 m/s = 15 · 3,6 = 54 km/h.',
  ),
  options(
    26307,
    KINEMATICS,
    '8) Un proyectil se lanza desde un terreno horizontal con una rapidez de 40 m/s. ¿Con qué ángulo de elevación debe lanzarse para que caiga a 80 m del punto de lanzamiento? (g = 10 m/s²)',
    ['30° o 60°', '15° o 75°', '45°', '15° o 30°'],
    1,
    () => {
      const double = toDeg(Math.asin((80 * 10) / 40 ** 2));
      return [double / 2, 90 - double / 2];
    },
    'Alcance: R = v₀² sen 2θ / g → sen 2θ = 80 · 10 / 1600 = 0,5 → 2θ = 30° o 150°: θ = 15° o θ = 75° (ángulos complementarios dan el mismo alcance).',
  ),
  options(
    26308,
    KINEMATICS,
    '9) Una lancha que en aguas quietas navega a 5 m/s cruza un río de 120 m de ancho, con la proa siempre apuntando perpendicularmente a la orilla. El agua del río corre a 3 m/s. Indicar cuánto tarda en cruzar y cuántos metros es arrastrada aguas abajo.',
    ['30 s; 90 m', '15 s; 45 m', '24 s; 72 m', '24 s; 40 m'],
    2,
    () => {
      const t = 120 / 5;
      return [t, 3 * t];
    },
    'El cruce depende solo de la velocidad perpendicular a la orilla: t = 120/5 = 24 s. En ese tiempo la corriente la arrastra 3 · 24 = 72 m aguas abajo (respecto de la orilla se mueve a √(5² + 3²) ≈ 5,83 m/s).',
  ),
  options(
    26309,
    DYNAMICS,
    '10) Sobre un carrito de 40 kg, inicialmente en reposo sobre un piso horizontal sin rozamiento, actúa una fuerza horizontal constante. En los primeros 5 s el carrito recorre 25 m. ¿Cuánto vale la fuerza?',
    ['80 N', '200 N', '40 N', '160 N'],
    0,
    () => {
      const a = (2 * 25) / 5 ** 2;
      return [40 * a];
    },
    'd = ½ a t² → 25 = ½ · a · 25 → a = 2 m/s². F = m a = 40 · 2 = 80 N.',
  ),
  options(
    26310,
    DYNAMICS,
    '11) Una persona de 80 kg está parada sobre una balanza dentro de un ascensor en movimiento, y la balanza indica 640 N. Con g = 10 m/s², indicar la opción correcta:',
    [
      'a = 8 m/s², dirigida hacia abajo',
      'a = 1,6 m/s², dirigida hacia arriba',
      'a = 2 m/s², dirigida hacia abajo (baja cada vez más rápido o sube cada vez más despacio)',
      'el ascensor se mueve con velocidad constante',
    ],
    2,
    () => [(80 * 10 - 640) / 80],
    'Peso: 800 N. La balanza indica la normal: N − m g = m a → a = (640 − 800)/80 = −2 m/s², es decir 2 m/s² hacia abajo: el ascensor baja acelerando o sube frenando.',
  ),
  options(
    26311,
    DYNAMICS,
    '12) Un baúl de 60 kg está en reposo sobre un piso horizontal; los coeficientes de rozamiento entre el baúl y el piso son μe = 0,5 (estático) y μd = 0,3 (dinámico). Se lo empuja con una fuerza horizontal de 250 N. La fuerza de rozamiento que el piso ejerce sobre el baúl vale: (g = 10 m/s²)',
    ['300 N', '180 N', '70 N', '250 N'],
    3,
    () => {
      const maxStatic = 0.5 * 60 * 10;
      return [250 < maxStatic ? 250 : 0.3 * 60 * 10];
    },
    'El rozamiento estático puede llegar a μe N = 0,5 · 600 = 300 N. Como 250 N < 300 N, el baúl no se mueve y el rozamiento equilibra exactamente la fuerza aplicada: 250 N.',
  ),
  options(
    26312,
    DYNAMICS,
    '13) Una curva plana (sin peralte) de una ruta tiene 80 m de radio y el coeficiente de rozamiento entre los neumáticos y el pavimento es 0,5. ¿Cuál es la máxima velocidad con que un auto puede tomarla sin derrapar? Expresar en km/h. (g = 10 m/s²)',
    ['40 km/h', '144 km/h', '90 km/h', '36 km/h'],
    4,
    () => [Math.sqrt(0.5 * 10 * 80) * 3.6],
    'El rozamiento hace de fuerza centrípeta: μ m g = m v²/r → v = √(0,5 · 10 · 80) = 20 m/s = 72 km/h. Ninguna opción muestra 72 km/h.',
  ),
  options(
    26313,
    BEAMS,
    '14) Una barra homogénea de 4 m de largo y 100 N de peso se apoya sobre un pivote ubicado a 1 m de su extremo izquierdo. ¿Qué peso hay que colgar del extremo izquierdo para que la barra quede en equilibrio horizontal?',
    ['200 N', '100 N', '50 N', '300 N'],
    1,
    () => [(100 * (2 - 1)) / 1],
    'El peso de la barra actúa en su centro, a 2 m del extremo izquierdo, es decir 1 m a la derecha del pivote. Momentos respecto del pivote: P · 1 m = 100 N · 1 m → P = 100 N.',
  ),
  options(
    26314,
    ENERGY,
    '15) Un cuerpo de 2 kg parte del reposo y baja por una rampa curva sin rozamiento desde una altura de 5 m; al llegar abajo continúa por un tramo horizontal cuyo coeficiente de rozamiento dinámico es 0,25, hasta detenerse. ¿Qué distancia recorre en el tramo horizontal? (g = 10 m/s²)',
    ['1,25 m', '10 m', '40 m', '20 m'],
    3,
    () => [(2 * 10 * 5) / (0.25 * 2 * 10)],
    'La energía potencial inicial, m g h = 100 J, la disipa el rozamiento: μ m g d = 0,25 · 20 · d = 5 d → d = 20 m (no depende de la masa: d = h/μ).',
  ),
  options(
    26315,
    ENERGY,
    '16) Un auto marcha por una ruta horizontal a 108 km/h constantes. Las fuerzas que se oponen a su avance (aire y rodadura) suman 600 N. ¿Qué potencia desarrolla el motor para mantener esa velocidad?',
    ['64,8 kW', '5 kW', '18 kW', '1,8 kW'],
    2,
    () => [(600 * (108 / 3.6)) / 1000],
    'A velocidad constante la fuerza motriz iguala a las resistencias, 600 N. P = F v = 600 · 30 m/s = 18 000 W = 18 kW.',
  ),
  options(
    26316,
    ENERGY,
    '17) Un cañón de 800 kg, libre de moverse sobre rieles horizontales, dispara horizontalmente un proyectil de 4 kg que sale a 300 m/s. La velocidad de retroceso del cañón es:',
    ['0,67 m/s', '1,5 m/s', '3 m/s', '15 m/s'],
    1,
    () => [(4 * 300) / 800],
    'Antes del disparo la cantidad de movimiento es nula: 0 = 4 · 300 − 800 · v → v = 1200/800 = 1,5 m/s, en sentido contrario al proyectil.',
  ),
  options(
    26317,
    FLUIDS,
    '18) Un cubo macizo de 10 cm de arista y densidad 0,8 g/cm³ flota en agua (1 g/cm³). ¿Qué masa hay que apoyar sobre su cara superior para que quede justo al ras de la superficie del agua?',
    ['80 g', '800 g', '1000 g', '20 g'],
    4,
    () => [1000 * 1 - 1000 * 0.8],
    'V = 1000 cm³; masa del cubo 800 g. Totalmente sumergido desaloja 1000 g de agua, así que puede sostener 1000 − 800 = 200 g más. Ninguna opción muestra 200 g.',
  ),
  options(
    26318,
    SCALES,
    'Pregunta 19 – En un día de verano, un termómetro graduado en grados Fahrenheit marca 95 °F. Esa temperatura, expresada en grados Celsius y en kelvin, es: (T(K) = t(°C) + 273)',
    ['63 °C; 336 K', '35 °C; 238 K', '52,8 °C; 326 K', '35 °C; 308 K'],
    3,
    () => {
      const celsius = ((95 - 32) * 5) / 9;
      return [celsius, celsius + 273];
    },
    't(°C) = (95 − 32) · 5/9 = 63 · 5/9 = 35 °C; T = 35 + 273 = 308 K.',
  ),
  options(
    26319,
    CIRCUITS,
    '20) Una lámpara conectada a 12 V es recorrida por una corriente de 0,5 A. Si se la conecta a una fuente de 9 V y su resistencia no cambia, la potencia que disipa es:',
    ['6 W', '3,38 W', '4,5 W', '2,25 W'],
    1,
    () => {
      const r = 12 / 0.5;
      return [9 ** 2 / r];
    },
    'R = 12/0,5 = 24 Ω. A 9 V: P = V²/R = 81/24 = 3,375 W ≈ 3,38 W (la corriente baja a 0,375 A).',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    26320,
    CONVERSION,
    '21) Un aula tiene forma de prisma rectangular de 8 m de largo, 6 m de ancho y 3 m de alto. Sabiendo que la densidad del aire es 1,29 kg/m³, calcular la masa del aire que contiene. Expresar en kg, redondeando a un decimal.',
    { value: 185.76, unit: 'kg', text: '≈ 185,8 kg' },
    () => 8 * 6 * 3 * 1.29,
    'V = 8 · 6 · 3 = 144 m³; m = ρ V = 1,29 · 144 = 185,76 kg ≈ 185,8 kg.',
  ),
  numeric(
    26321,
    MEETING,
    'Problema 22. Dos trenes, de 150 m y 250 m de largo, circulan por vías paralelas en sentidos opuestos, a 72 km/h y 54 km/h respectivamente. ¿Cuánto tiempo pasa desde que se enfrentan las locomotoras hasta que se separan los últimos vagones? Redondear a dos decimales.',
    { value: 400 / 35, unit: 's', text: '≈ 11,43 s' },
    () => (150 + 250) / (72 / 3.6 + 54 / 3.6),
    '72 km/h = 20 m/s y 54 km/h = 15 m/s; se acercan a 35 m/s. Para cruzarse por completo deben recorrer, entre los dos, la suma de sus largos, 400 m: t = 400/35 ≈ 11,43 s.',
  ),
  numeric(
    26322,
    KINEMATICS,
    '23) Un móvil parte del reposo con aceleración constante y, durante el quinto segundo de su movimiento (entre t = 4 s y t = 5 s), recorre 18 m. Determinar su aceleración.',
    { value: 4, unit: 'm/s²', text: '4 m/s²' },
    () => 18 / (0.5 * (5 ** 2 - 4 ** 2)),
    'x(5) − x(4) = ½ a (25 − 16) = 4,5 a = 18 m → a = 4 m/s².',
  ),
  numeric(
    26323,
    KINEMATICS,
    '24) Para estimar la profundidad a la que está el agua en un pozo, un chico suelta una piedra desde el brocal y pone en marcha un cronómetro. Lo detiene cuando oye el ruido del impacto de la piedra con el agua, y el cronómetro marca 3,2 s. Considerando que el sonido se propaga en el aire a 340 m/s y despreciando el rozamiento, ¿a qué profundidad, medida desde el brocal, está el agua? (g = 10 m/s²) Redondear a décimas de metro.',
    { value: 46.88, unit: 'm', text: '≈ 46,9 m' },
    () => {
      const fall = (-68 + Math.sqrt(68 ** 2 + 4 * 68 * 3.2)) / 2;
      return 5 * fall ** 2;
    },
    'Tiempo de caída t₁ y de subida del sonido h/340: t₁ + 5 t₁²/340 = 3,2 → t₁² + 68 t₁ − 217,6 = 0 → t₁ ≈ 3,062 s. h = 5 t₁² ≈ 46,9 m (el sonido tarda ≈ 0,138 s).',
  ),
  numeric(
    26324,
    PULLEYS,
    '25) Un bloque A de 5 kg está sobre un plano inclinado 30° sin rozamiento y se une, mediante una cuerda que pasa por una polea ideal en lo alto del plano, a un bloque B de 5 kg que cuelga verticalmente. Hallar el módulo de la aceleración del sistema. (g = 10 m/s²)',
    { value: 2.5, unit: 'm/s²', text: '2,5 m/s²' },
    () => (5 * 10 - 5 * 10 * Math.sin(deg(30))) / (5 + 5),
    'Tira hacia abajo el peso de B, 50 N; se opone la componente del peso de A a lo largo del plano, 50 · sen 30° = 25 N. a = (50 − 25)/10 = 2,5 m/s² (B baja y A sube).',
  ),
  numeric(
    26325,
    DYNAMICS,
    '26) Un resorte mide 20 cm sin carga. Si se cuelga de él una masa de 200 g, su longitud pasa a ser 24 cm. ¿Cuál será la longitud del resorte si se le cuelga, en cambio, una masa de 500 g? (g = 9,8 m/s²)',
    { value: 30, unit: 'cm', text: '30 cm' },
    () => {
      const k = (0.2 * 9.8) / 0.04;
      return 20 + ((0.5 * 9.8) / k) * 100;
    },
    'k = 1,96 N / 0,04 m = 49 N/m. Con 500 g: x = 4,9/49 = 0,1 m = 10 cm; longitud 20 + 10 = 30 cm (el alargamiento es proporcional a la carga).',
  ),
  numeric(
    26326,
    ENERGY,
    '27) Un péndulo simple tiene un hilo de 80 cm. Se separa la esfera hasta que el hilo forma 60° con la vertical y se la suelta. Despreciando el rozamiento, ¿con qué rapidez pasa por el punto más bajo? (g = 10 m/s²) Redondear a dos decimales.',
    { value: Math.sqrt(8), unit: 'm/s', text: '≈ 2,83 m/s' },
    () => Math.sqrt(2 * 10 * 0.8 * (1 - Math.cos(deg(60)))),
    'Desnivel: h = L (1 − cos 60°) = 0,8 · 0,5 = 0,4 m. ½ v² = g h → v = √(2 · 10 · 0,4) = √8 ≈ 2,83 m/s.',
  ),
  numeric(
    26327,
    FLUIDS,
    '28) Un tanque abierto a la atmósfera tiene, en una pared lateral, un orificio pequeño de 2 cm² de sección ubicado 1,8 m por debajo de la superficie libre del agua. Suponiendo que el nivel baja muy lentamente, ¿cuántos litros por minuto salen por el orificio? (g = 10 m/s²)',
    { value: 72, unit: 'L/min', text: '72 L/min' },
    () => Math.sqrt(2 * 10 * 1.8) * 2e-4 * 1000 * 60,
    'Torricelli: v = √(2 g h) = √36 = 6 m/s. Caudal: Q = A v = 2 · 10⁻⁴ m² · 6 m/s = 1,2 · 10⁻³ m³/s = 1,2 L/s = 72 L/min.',
  ),
  numeric(
    26328,
    FLUIDS,
    '29) Un tubo en U abierto en ambos extremos contiene mercurio (ρ = 13,6 g/cm³). Por una de las ramas se vierte agua hasta formar una columna de 27,2 cm de altura sobre el mercurio. Calcular el desnivel, en cm, entre la superficie libre del agua y la superficie libre del mercurio en la otra rama.',
    { value: 25.2, unit: 'cm', text: '25,2 cm' },
    () => 27.2 - (27.2 * 1) / 13.6,
    'Presiones iguales al nivel de la superficie de separación: ρ_agua · 27,2 = ρ_Hg · h → h = 27,2/13,6 = 2 cm de mercurio por encima de ese nivel en la otra rama. Desnivel entre superficies libres: 27,2 − 2 = 25,2 cm.',
  ),
  numeric(
    26329,
    HEAT,
    '30) En una pava eléctrica de 2 kW hay 0,5 L de agua que ya está hirviendo a 100 °C. Si todo el calor que entrega la pava se usa para vaporizar el agua, ¿cuánto tiempo tarda en evaporarla por completo? Datos: L vaporización = 2260 kJ/kg; 1 L de agua = 1 kg. Expresar en minutos, redondeando a dos decimales.',
    { value: 565 / 60, unit: 'min', text: '≈ 9,42 min' },
    () => (0.5 * 2260) / 2 / 60,
    'Q = m L = 0,5 · 2260 = 1130 kJ. t = Q/P = 1130 kJ / 2 kW = 565 s = 565/60 ≈ 9,42 min.',
  ),
  numeric(
    26330,
    GASES,
    '31) Un buzo, a 20 m de profundidad en un lago, exhala una burbuja de aire de 2 cm³. Considerando constante la temperatura, que la presión atmosférica es 1 atm y que cada 10 m de agua la presión aumenta 1 atm, ¿qué volumen tendrá la burbuja al llegar a la superficie?',
    { value: 6, unit: 'cm³', text: '6 cm³' },
    () => ((1 + 20 / 10) * 2) / 1,
    'A 20 m la presión absoluta es 1 + 2 = 3 atm. Boyle–Mariotte: 3 atm · 2 cm³ = 1 atm · V → V = 6 cm³.',
  ),
  numeric(
    26331,
    CHARGES,
    '32) Una pequeña esfera de 2 g, con una carga de +5 µC, queda suspendida en reposo dentro de un campo eléctrico uniforme y vertical. ¿Qué intensidad tiene el campo? (g = 9,8 m/s²)',
    { value: 3920, unit: 'N/C', text: '3920 N/C' },
    () => (0.002 * 9.8) / 5e-6,
    'Equilibrio: q E = m g → E = 0,002 · 9,8 / 5 · 10⁻⁶ = 0,0196 / 5 · 10⁻⁶ = 3920 N/C, dirigido hacia arriba (carga positiva).',
  ),
  numeric(
    26332,
    CIRCUITS,
    '33) Una batería de fuerza electromotriz 12 V y resistencia interna 0,5 Ω alimenta una resistencia externa de 5,5 Ω. ¿Qué tensión indica un voltímetro ideal conectado entre los bornes de la batería?',
    { value: 11, unit: 'V', text: '11 V' },
    () => {
      const current = 12 / (5.5 + 0.5);
      return 12 - current * 0.5;
    },
    'I = ε/(R + r) = 12/6 = 2 A. Tensión en bornes: V = ε − I r = 12 − 2 · 0,5 = 11 V (igual a I R = 2 · 5,5).',
  ),
  numeric(
    26333,
    REFRACTION,
    '34) Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) con un ángulo de incidencia de 45° respecto de la normal. ¿Qué ángulo forma el rayo refractado con la normal? Redondear a décimas de grado.',
    { value: 32.12, unit: '°', text: '≈ 32,1°' },
    () => toDeg(Math.asin(Math.sin(deg(45)) / 1.33)),
    'Snell: 1 · sen 45° = 1,33 · sen r → sen r = 0,7071/1,33 ≈ 0,5317 → r ≈ 32,1° (el rayo se acerca a la normal).',
  ),
];

/** Pages with parts: a later part uses an earlier result or changes a datum. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    26334,
    WAVES,
    '35) Por una cuerda tensa se propaga una onda transversal armónica, de la que se conocen:\n  frecuencia: 50 Hz\n  distancia entre dos crestas consecutivas: 40 cm\n  amplitud: 2 cm',
    [
      part('a', 'a) Calcular la velocidad de propagación de la onda.', 20, 'm/s', '20 m/s'),
      part('b', 'b) Calcular el período.', 0.02, 's', '0,02 s'),
      part(
        'c',
        'c) Si se duplica la frecuencia sin cambiar la tensión de la cuerda (la velocidad de propagación no cambia), ¿cuál es la nueva longitud de onda, en cm?',
        20,
        'cm',
        '20 cm',
      ),
    ],
    () => {
      const v = 50 * 0.4;
      return [[v], [1 / 50], [(v / 100) * 100]];
    },
    'La distancia entre crestas consecutivas es la longitud de onda, λ = 0,4 m (la amplitud no interviene). a) v = λ f = 0,4 · 50 = 20 m/s. b) T = 1/f = 0,02 s. c) λ′ = v / f′ = 20/100 = 0,2 m = 20 cm.',
  ),
  parts(
    26335,
    SOUND,
    'Ejercicio 36: El sonar de un barco emite un pulso de ultrasonido de 30 kHz hacia el fondo del mar y recibe el eco 0,8 s después. Datos: velocidad del sonido en el agua de mar = 1500 m/s; en el aire = 340 m/s.',
    [
      part('a', 'a) ¿Qué profundidad tiene el mar en ese lugar?', 600, 'm', '600 m'),
      part('b', 'b) ¿Cuál es la longitud de onda del pulso en el agua, en cm?', 5, 'cm', '5 cm'),
      part(
        'c',
        'c) Un sonido de la misma frecuencia, ¿qué longitud de onda tendría en el aire? Expresar en mm, redondeando a dos decimales.',
        (340 / 30000) * 1000,
        'mm',
        '≈ 11,33 mm',
      ),
    ],
    () => [[(1500 * 0.8) / 2], [(1500 / 30000) * 100], [(340 / 30000) * 1000]],
    'a) El pulso va y vuelve: 2 h = 1500 · 0,8 = 1200 m → h = 600 m. b) λ = v/f = 1500/30 000 = 0,05 m = 5 cm. c) λ = 340/30 000 ≈ 0,01133 m ≈ 11,33 mm (la frecuencia la fija la fuente; cambia la longitud de onda).',
  ),
  parts(
    26336,
    LENSES,
    '37) Un objeto de 4 cm de altura se coloca a 30 cm de una lente delgada convergente de 10 cm de distancia focal, sobre su eje óptico.',
    [
      part('a', 'a) ¿A qué distancia de la lente se forma la imagen?', 15, 'cm', '15 cm'),
      part('b', 'b) ¿Qué altura tiene la imagen?', 2, 'cm', '2 cm (real e invertida)'),
      part(
        'c',
        'c) Si el objeto se acerca hasta quedar a 5 cm de la lente, ¿dónde se forma ahora la imagen? (con signo: negativo si queda del mismo lado que el objeto)',
        -10,
        'cm',
        '−10 cm (imagen virtual, del mismo lado que el objeto)',
      ),
      part('d', 'd) ¿Cuál es el aumento en ese caso?', 2, '', 'A = 2 (imagen derecha y del doble de tamaño)'),
    ],
    () => {
      const image = 1 / (1 / 10 - 1 / 30);
      const near = 1 / (1 / 10 - 1 / 5);
      return [[image], [4 * (image / 30)], [near], [-near / 5]];
    },
    'a) 1/q = 1/f − 1/p = 1/10 − 1/30 = 2/30 → q = 15 cm. b) A = −q/p = −0,5: la imagen mide 4 · 0,5 = 2 cm, real e invertida. c) 1/q = 1/10 − 1/5 = −1/10 → q = −10 cm: imagen virtual (lupa). d) A = −q/p = 10/5 = 2.',
  ),
  parts(
    26337,
    DYNAMICS,
    '38) Un carrito de montaña rusa de 500 kg recorre un rizo (loop) circular vertical de 10 m de radio. Despreciar el rozamiento. Datos: g = 10 m/s².',
    [
      part(
        'a',
        'a) ¿Cuál es la mínima rapidez que debe tener en el punto más alto del rizo para no perder contacto con el riel?',
        10,
        'm/s',
        '10 m/s',
      ),
      part(
        'b',
        'b) ¿Desde qué altura, medida desde el punto más bajo del rizo, debe partir del reposo para pasar arriba con esa rapidez?',
        25,
        'm',
        '25 m',
      ),
      part(
        'c',
        'c) Partiendo de esa altura, ¿qué fuerza ejerce el riel sobre el carrito en el punto más bajo del rizo?',
        30000,
        'N',
        '30.000 N',
      ),
    ],
    () => {
      const top = Math.sqrt(10 * 10);
      const height = 2 * 10 + top ** 2 / (2 * 10);
      const bottom = 2 * 10 * height;
      return [[top], [height], [500 * (10 + bottom / 10)]];
    },
    'a) Arriba, con normal nula, el peso es la fuerza centrípeta: v = √(g R) = 10 m/s. b) g h = g · 2R + ½ v² → h = 20 + 100/20 = 25 m. c) Abajo v² = 2 g h = 500 m²/s²; N − m g = m v²/R → N = 500 · (10 + 50) = 30 000 N (seis veces el peso).',
  ),
  parts(
    26338,
    STATICS,
    '39) Una escalera homogénea de 5 m de largo y 200 N de peso está apoyada contra una pared vertical lisa (sin rozamiento), con su pie sobre un piso horizontal, a 3 m de la pared. La escalera está en equilibrio.',
    [
      part('a', 'a) Calcular la fuerza que ejerce la pared sobre la escalera.', 75, 'N', '75 N'),
      part('b', 'b) Calcular la fuerza de rozamiento que ejerce el piso.', 75, 'N', '75 N'),
      part('c', 'c) Calcular la reacción normal del piso.', 200, 'N', '200 N'),
      part(
        'd',
        'd) ¿Cuál es el mínimo coeficiente de rozamiento estático entre el pie de la escalera y el piso?',
        0.375,
        '',
        '0,375',
      ),
    ],
    () => {
      const top = Math.sqrt(5 ** 2 - 3 ** 2);
      const wall = (200 * 1.5) / top;
      return [[wall], [wall], [200], [wall / 200]];
    },
    'La escalera apoya en la pared a √(25 − 9) = 4 m de altura. a) Momentos respecto del pie: N_pared · 4 = 200 · 1,5 → N_pared = 75 N. b) Fuerzas horizontales: rozamiento = 75 N, hacia la pared. c) Verticales: N_piso = 200 N. d) μ ≥ 75/200 = 0,375.',
  ),
  parts(
    26339,
    CHARGES,
    'Problema 40. Dos cargas puntuales, q₁ = +4 µC y q₂ = −2 µC, están fijas en el vacío a 40 cm una de la otra; M es el punto medio del segmento que las une. Datos: k = 9 · 10⁹ N·m²/C².',
    [
      part('a', 'a) Calcular el módulo de la fuerza entre las cargas.', 0.45, 'N', '0,45 N'),
      part('b', 'b) Calcular el módulo del campo eléctrico en M.', 1.35e6, 'N/C', '1,35 · 10⁶ N/C'),
      part(
        'c',
        'c) Si en M se coloca una carga de +1 nC, ¿qué fuerza actúa sobre ella?',
        1.35e-3,
        'N',
        '1,35 · 10⁻³ N',
      ),
      part('d', 'd) Calcular el potencial eléctrico en M, en kV.', 90, 'kV', '90 kV'),
    ],
    () => {
      const field = (K * 4e-6) / 0.2 ** 2 + (K * 2e-6) / 0.2 ** 2;
      return [[(K * 4e-6 * 2e-6) / 0.4 ** 2], [field], [field * 1e-9], [(K * (4e-6 - 2e-6)) / 0.2 / 1000]];
    },
    'a) F = 9 · 10⁹ · 4 · 10⁻⁶ · 2 · 10⁻⁶ / 0,16 = 0,45 N (atracción). b) En M (a 0,2 m de cada una) E₁ = 9 · 10⁵ N/C, alejándose de q₁, y E₂ = 4,5 · 10⁵ N/C, hacia q₂: ambos apuntan hacia q₂, E = 1,35 · 10⁶ N/C. c) F = q E = 10⁻⁹ · 1,35 · 10⁶ = 1,35 · 10⁻³ N, hacia q₂. d) V = k (q₁ + q₂)/0,2 = 9 · 10⁹ · 2 · 10⁻⁶ / 0,2 = 90 000 V = 90 kV.',
  ),
  parts(
    26340,
    GASES,
    '41) Un cilindro con un émbolo móvil contiene un gas ideal en las condiciones iniciales: presión 2 atm, volumen 4 L, temperatura 27 °C. Primero se comprime el gas a temperatura constante hasta que ocupa 1,6 L; luego, con el émbolo trabado, se lo calienta hasta 327 °C. Datos: R = 0,082 atm·L/(mol·K); T(K) = t(°C) + 273.',
    [
      part('a', 'a) ¿Cuántos moles de gas hay en el cilindro?', 8 / (0.082 * 300), 'mol', '≈ 0,325 mol'),
      part('b', 'b) ¿Qué presión tiene el gas al terminar la compresión?', 5, 'atm', '5 atm'),
      part('c', 'c) ¿Qué presión tiene al terminar el calentamiento?', 10, 'atm', '10 atm'),
    ],
    () => {
      const compressed = (2 * 4) / 1.6;
      return [[(2 * 4) / (0.082 * 300)], [compressed], [(compressed * (327 + 273)) / (27 + 273)]];
    },
    'a) n = p V / (R T) = 2 · 4 / (0,082 · 300) ≈ 0,325 mol. b) Isotérmica: 2 · 4 = p · 1,6 → p = 5 atm. c) Isocórica: p = 5 · 600/300 = 10 atm.',
  ),
  parts(
    26341,
    MEETING,
    '42) En una avenida recta, un auto está detenido ante un semáforo en rojo. Cuando el semáforo cambia a verde, el auto arranca con aceleración constante de 2 m/s² hasta alcanzar 72 km/h, y desde ese momento sigue con esa velocidad constante. Justo cuando el auto arranca, lo pasa un colectivo que circula por el carril de al lado a 54 km/h constantes, en el mismo sentido. Tomar como origen la línea del semáforo y t = 0 cuando el auto arranca.',
    [
      part('a', 'a) ¿Cuánto tarda el auto en llegar a 72 km/h?', 10, 's', '10 s'),
      part(
        'b',
        'b) En ese instante, ¿qué distancia separa al auto del colectivo? ¿Quién va adelante?',
        50,
        'm',
        '50 m (adelante va el colectivo)',
      ),
      part('c', 'c) ¿En qué instante el auto alcanza al colectivo?', 20, 's', '20 s'),
      part('d', 'd) ¿A qué distancia del semáforo lo alcanza?', 300, 'm', '300 m'),
    ],
    () => {
      const [car, bus] = [72 / 3.6, 54 / 3.6];
      const t1 = car / 2;
      const x1 = 0.5 * 2 * t1 ** 2;
      const meet = (x1 - car * t1) / (bus - car);
      return [[t1], [bus * t1 - x1], [meet], [bus * meet]];
    },
    '72 km/h = 20 m/s; 54 km/h = 15 m/s. a) t = 20/2 = 10 s. b) Auto: ½ · 2 · 10² = 100 m; colectivo: 15 · 10 = 150 m; lo lleva 50 m adelante. c) Desde t = 10 s: 100 + 20 (t − 10) = 15 t → 5 t = 100 → t = 20 s. d) x = 15 · 20 = 300 m.',
  ),
];

/** Pages whose parts are written inside the statement, keyed by one text that states every part. */
const onPage: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    26342,
    LENSES,
    '43) Un espejo esférico cóncavo tiene 40 cm de radio de curvatura. Frente a él, sobre el eje principal y a 60 cm del espejo, se coloca un objeto de 3 cm de altura. Calcular: a) la distancia focal del espejo; b) a qué distancia del espejo se forma la imagen; c) la altura de la imagen, indicando si es derecha o invertida.',
    'a) f = 20 cm; b) imagen real a 30 cm del espejo; c) 1,5 cm de altura, invertida',
    () => {
      const focal = 40 / 2;
      const image = 1 / (1 / focal - 1 / 60);
      return [focal, image, 3 * (image / 60)];
    },
    'a) f = R/2 = 20 cm. b) 1/q = 1/20 − 1/60 = 2/60 → q = 30 cm, delante del espejo (real). c) A = −q/p = −0,5: la imagen mide 1,5 cm y está invertida.',
  ),
  page(
    'fisica',
    26343,
    HEAT,
    '44) Un calorímetro de aluminio de 100 g (c = 0,22 cal/(g·°C)) contiene 300 g de agua a 20 °C, en equilibrio con el recipiente. Se agregan 50 g de hielo a 0 °C. Datos: c agua = 1 cal/(g·°C); L fusión = 80 cal/g. Hallar: a) el calor que pueden ceder el agua y el calorímetro al enfriarse hasta 0 °C; b) si ese calor alcanza para fundir todo el hielo (calcular el calor que requiere la fusión); c) la temperatura final de equilibrio.',
    'a) 6440 cal; b) sí: fundir todo el hielo requiere 4000 cal; c) T ≈ 6,56 °C',
    () => {
      const capacity = 300 * 1 + 100 * 0.22;
      const available = capacity * 20;
      const melt = 50 * 80;
      return [available, melt, (available - melt) / (capacity + 50 * 1)];
    },
    'a) (300 · 1 + 100 · 0,22) · 20 = 322 · 20 = 6440 cal. b) 50 · 80 = 4000 cal < 6440 cal: se funde todo. c) 322 (20 − T) = 4000 + 50 T → 6440 − 4000 = 372 T → T ≈ 6,56 °C.',
  ),
  page(
    'fisica',
    26344,
    ENERGY,
    '45) Sobre una pista horizontal sin rozamiento, un bloque de 3 kg que se mueve a 4 m/s choca con otro de 1 kg que está en reposo. Después del choque el bloque de 3 kg sigue en el mismo sentido a 2,5 m/s. Más adelante, el bloque de 1 kg sube por una rampa, también sin rozamiento. Determinar: a) la velocidad del bloque de 1 kg inmediatamente después del choque; b) la energía cinética que se pierde en el choque; c) la altura máxima que alcanza el bloque de 1 kg en la rampa (g = 10 m/s²).',
    'a) 4,5 m/s; b) 4,5 J perdidos; c) h ≈ 1,01 m',
    () => {
      const v = (3 * 4 - 3 * 2.5) / 1;
      const before = 0.5 * 3 * 4 ** 2;
      const after = 0.5 * 3 * 2.5 ** 2 + 0.5 * 1 * v ** 2;
      return [v, before - after, v ** 2 / (2 * 10)];
    },
    'a) 3 · 4 = 3 · 2,5 + 1 · v → v = 4,5 m/s. b) Antes: ½ · 3 · 16 = 24 J; después: ½ · 3 · 6,25 + ½ · 1 · 20,25 = 9,375 + 10,125 = 19,5 J; se pierden 4,5 J. c) h = v²/(2g) = 20,25/20 ≈ 1,01 m.',
  ),
];

export const physicsBlind33: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...onPage];
