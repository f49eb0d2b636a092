/**
 * A full physics mock exam (simulacro) as UTN regionals print them (#32, session 27, a blind set written
 * before any reply was read, in our own words): thirty five-option items with «Ninguna respuesta anterior
 * es correcta» as option E (the right one in 22706, 22713, 22719 and 22725), ten short numeric answers
 * and ten pages whose later parts use the earlier results. It runs across the whole entrance programme: units and
 * measurement errors, vectors, MRU and MRUV (a table of speeds, an encounter), free fall and throws,
 * circular motion, Newton with friction, elevators, inclines and pulleys, statics and torque, work,
 * energy, power and efficiency, momentum and collisions, hydrostatics and floating, heat with phase
 * changes, gases, Coulomb, circuits and the cost of electric energy, mirrors, lenses and refraction,
 * waves and echo. Data come in mixed units (km/h, cm, g, min, kgf, HP, CV, kWh, atm, mmHg, °F, L, dm³,
 * cm²) with g = 9,8 or 10 m/s² as each statement says. Modelled on the kinds of problem and the layout
 * of the stored FRM, FRT and FRVM material (functions/content/exam-style/sources.ts); the public-page
 * searches of this session (UTN ingreso física simulacro, seminario universitario física) returned no
 * UTN page, so no URL was used. Each key worked out by hand in its solution and recomputed by `check`.
 *
 * First measure, before any fix (the offline engine at 45f854ea, the same on a clean export of that
 * commit): 33/50 right, 32 answered sure, 0 sure and wrong; the 17 others unsure (22707, 22714, 22717,
 * 22719, 22722, 22723, 22729, 22733, 22739, 22740, 22741, 22742, 22744, 22751, 22752, 22753, 22754).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frm-fisica-2024-07-06-t1',
  'frm-fisica-2023-08-05-t2',
  'frm-fisica-2025-dinamica',
  'frm-fisica-2025-trabajo-energia',
  'frt-fisica-cartilla',
  'frt-fisica-2019',
  'frvm-fisica-u1-2025',
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
const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const ENERGY = 'mecanica.trabajo-energia';
const STATICS = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const FLUIDS = 'mecanica.hidrostatica';
const SCALES = 'termodinamica.temperatura-escalas';
const HEAT = 'termodinamica.calorimetria';
const GASES = 'termodinamica.gases-primer-principio';
const WAVES = 'ondas.magnitudes-velocidad';
const SOUND = 'ondas.sonido';
const CHARGE = 'electricidad.carga-campo';
const CIRCUITS = 'electricidad.circuitos-ohm';
const POWER = 'electricidad.potencia-energia';
const REFRACTION = 'optica.refraccion';
const LENSES = 'optica.lentes-espejos';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 22706, 22713, 22719, 22725). */
const choices: readonly ExamStyleProblem[] = [
  options(
    22700,
    UNITS,
    'Un terreno rectangular mide 0,12 km de largo y 4500 cm de ancho. Indique la opción correcta: su superficie expresada en m² es',
    ['540 m²', '5400 m²', '54 m²', '5,4 m²'],
    1,
    () => [0.12 * 1000 * (4500 / 100)],
    '0,12 km = 120 m; 4500 cm = 45 m; S = 120 · 45 = 5400 m².',
  ),
  options(
    22701,
    ERRORS,
    'Al medir el largo de una varilla con una regla se obtuvo L = (25,0 ± 0,5) cm. El error relativo porcentual de esa medición es:',
    ['0,5 %', '2 %', '5 %', '12,5 %'],
    1,
    () => [(0.5 / 25) * 100],
    'εr = 0,5/25 = 0,02; en porcentaje, 2 %.',
  ),
  options(
    22702,
    VECTORS,
    'Dos fuerzas de 30 N y 40 N están aplicadas en un mismo punto y forman entre sí un ángulo de 60°. El módulo de la fuerza resultante es, aproximadamente:',
    ['50 N', '70 N', '60,8 N', '36,1 N'],
    2,
    () => [Math.sqrt(30 ** 2 + 40 ** 2 + 2 * 30 * 40 * Math.cos(rad(60)))],
    'R² = 30² + 40² + 2 · 30 · 40 · cos 60° = 900 + 1600 + 1200 = 3700 ⇒ R ≈ 60,8 N.',
  ),
  options(
    22703,
    UNITS,
    'En una carrera un atleta recorre los 100 m llanos en 10,5 s. Su velocidad media, expresada en km/h, es aproximadamente:',
    ['9,52 km/h', '34,3 km/h', '27,8 km/h', '2,65 km/h'],
    1,
    () => [(100 / 10.5) * 3.6],
    'v = 100/10,5 ≈ 9,524 m/s; por 3,6: ≈ 34,3 km/h.',
  ),
  options(
    22704,
    KIN,
    'Un auto parte del reposo y, con aceleración constante, alcanza los 72 km/h en 8 s. ¿Qué distancia recorrió en ese lapso?',
    ['80 m', '160 m', '288 m', '40 m'],
    0,
    () => [0.5 * (20 / 8) * 8 ** 2],
    '72 km/h = 20 m/s; a = 20/8 = 2,5 m/s²; d = ½ · 2,5 · 64 = 80 m (o d = (0 + 20)/2 · 8 = 80 m).',
  ),
  options(
    22705,
    KIN,
    'Se cae una maceta desde un balcón y llega a la vereda con una rapidez de 14 m/s. Despreciando el aire y con g = 9,8 m/s², ¿desde qué altura cayó?',
    ['5 m', '10 m', '7 m', '20 m'],
    1,
    () => [14 ** 2 / (2 * 9.8)],
    'v² = 2 g h ⇒ h = 196/19,6 = 10 m.',
  ),
  options(
    22706,
    KIN,
    'Un proyectil se lanza desde el suelo horizontal con una velocidad de 40 m/s que forma 30° con la horizontal. Tomando g = 10 m/s² y despreciando el aire, la altura máxima que alcanza es:',
    ['80 m', '60 m', '138,6 m', '10 m'],
    4,
    () => [(40 * Math.sin(rad(30))) ** 2 / (2 * 10)],
    'v0y = 40 · sen 30° = 20 m/s; h = 20²/(2 · 10) = 20 m, que no figura: Ninguna de las anteriores.',
  ),
  options(
    22707,
    KIN,
    'La tabla da la velocidad de un móvil que se mueve en línea recta:\nt (s): 0 | 2 | 4 | 6\nv (m/s): 4 | 10 | 16 | 22\n¿Qué distancia recorre entre t = 0 s y t = 6 s?',
    ['132 m', '78 m', '54 m', '66 m'],
    1,
    () => [4 * 6 + 0.5 * ((10 - 4) / 2) * 6 ** 2],
    'La velocidad crece 6 m/s cada 2 s: MRUV con a = 3 m/s²; d = 4 · 6 + ½ · 3 · 36 = 24 + 54 = 78 m (el área bajo v(t): (4 + 22)/2 · 6 = 78 m).',
  ),
  options(
    22708,
    KIN,
    'Un auto da vueltas a una rotonda de 25 m de radio con rapidez constante de 36 km/h. El módulo de su aceleración centrípeta es:',
    ['1,44 m/s²', '4 m/s²', '51,84 m/s²', '0,4 m/s²'],
    1,
    () => [10 ** 2 / 25],
    '36 km/h = 10 m/s; ac = v²/R = 100/25 = 4 m/s².',
  ),
  options(
    22709,
    DYNAMICS,
    'Sobre un cajón de 40 kg apoyado en un piso horizontal se ejerce una fuerza horizontal de 200 N. El coeficiente de rozamiento dinámico entre el cajón y el piso es 0,3 y g = 10 m/s². La aceleración del cajón es:',
    ['5 m/s²', '2 m/s²', '3 m/s²', '8 m/s²'],
    1,
    () => [(200 - 0.3 * 40 * 10) / 40],
    'Fr = 0,3 · 400 = 120 N; a = (200 − 120)/40 = 2 m/s².',
  ),
  options(
    22710,
    DYNAMICS,
    'Una persona de 60 kg está parada sobre una balanza graduada en kgf, dentro de un ascensor que baja y está frenando con una aceleración de módulo 2 m/s². Con g = 10 m/s², la balanza marca:',
    ['48 kgf', '60 kgf', '72 kgf', '12 kgf'],
    2,
    () => [(60 * (10 + 2)) / 10],
    'Baja frenando: la aceleración apunta hacia arriba. N = m (g + a) = 60 · 12 = 720 N = 72 kgf.',
  ),
  options(
    22711,
    ENERGY,
    'Un bloque se suelta desde el extremo superior de un plano inclinado 30°, sin rozamiento, de 5 m de largo. Con g = 9,8 m/s², llega al pie del plano con una rapidez de:',
    ['7 m/s', '9,9 m/s', '4,9 m/s', '24,5 m/s'],
    0,
    () => [Math.sqrt(2 * 9.8 * 5 * Math.sin(rad(30)))],
    'Baja una altura h = 5 · sen 30° = 2,5 m; v = √(2 · 9,8 · 2,5) = √49 = 7 m/s.',
  ),
  options(
    22712,
    PULLEYS,
    'Un bloque de 3 kg está sobre una mesa horizontal sin rozamiento, atado a una cuerda que pasa por una polea sin masa ubicada en el borde de la mesa; del otro extremo cuelga un bloque de 2 kg. Con g = 10 m/s², la tensión de la cuerda vale:',
    ['20 N', '12 N', '8 N', '30 N'],
    1,
    () => [3 * ((2 * 10) / (3 + 2))],
    'a = 20/(3 + 2) = 4 m/s²; la cuerda es la única fuerza horizontal sobre el bloque de la mesa: T = 3 · 4 = 12 N.',
  ),
  options(
    22713,
    ENERGY,
    'Un resorte de constante elástica 250 N/m se comprime 8 cm respecto de su longitud natural. La energía potencial elástica que almacena es:',
    ['20 J', '10 J', '1,6 J', '8 J'],
    4,
    () => [0.5 * 250 * 0.08 ** 2],
    'E = ½ k x² = ½ · 250 · 0,08² = 0,8 J, que no figura: Ninguna de las anteriores.',
  ),
  options(
    22714,
    PARALLEL,
    'Una barra homogénea de 2 m y 50 N de peso está apoyada en su punto medio. Del extremo izquierdo cuelga un cuerpo de 120 N. ¿A qué distancia del apoyo, del lado derecho, hay que colgar un cuerpo de 200 N para que la barra quede horizontal y en equilibrio?',
    ['60 cm', '40 cm', '167 cm', '80 cm'],
    0,
    () => [((120 * 1) / 200) * 100],
    'El peso de la barra actúa sobre el apoyo y no da momento. 120 N · 1 m = 200 N · x ⇒ x = 0,6 m = 60 cm.',
  ),
  options(
    22715,
    STATICS,
    'Un cuadro de 6 kgf cuelga de un clavo mediante dos tramos de hilo iguales; cada tramo forma 60° con la horizontal. La tensión en cada tramo es aproximadamente:',
    ['3 kgf', '3,46 kgf', '6 kgf', '1,73 kgf'],
    1,
    () => [6 / (2 * Math.sin(rad(60)))],
    '2 T sen 60° = 6 kgf ⇒ T = 6/(2 · 0,866) ≈ 3,46 kgf.',
  ),
  options(
    22716,
    ENERGY,
    'Se arrastra un baúl 12 m sobre el piso tirando de una soga con una fuerza de 50 N que forma 37° con la horizontal (sen 37° = 0,6; cos 37° = 0,8). El trabajo realizado por esa fuerza es:',
    ['600 J', '360 J', '480 J', '48 J'],
    2,
    () => [50 * 12 * 0.8],
    'W = F · d · cos 37° = 50 · 12 · 0,8 = 480 J.',
  ),
  options(
    22717,
    ENERGY,
    'Un carrito de 500 g parte del reposo desde una altura de 80 cm sobre una pista sin rozamiento. Con g = 10 m/s², ¿con qué rapidez pasa por el punto más bajo de la pista?',
    ['4 m/s', '16 m/s', '40 m/s', '2,83 m/s'],
    0,
    () => [Math.sqrt(2 * 10 * 0.8)],
    'm g h = ½ m v² ⇒ v = √(2 · 10 · 0,8) = √16 = 4 m/s (la masa no interviene).',
  ),
  options(
    22718,
    ENERGY,
    'Un montacargas eleva con velocidad constante una carga de 800 kg hasta 15 m de altura en 40 s. Con g = 10 m/s² y 1 HP = 746 W, la potencia desarrollada es aproximadamente:',
    ['3 HP', '4,02 HP', '40,2 HP', '5,36 HP'],
    1,
    () => [(800 * 10 * 15) / 40 / 746],
    'P = m g h/t = 800 · 10 · 15/40 = 3000 W; 3000/746 ≈ 4,02 HP.',
  ),
  options(
    22719,
    ENERGY,
    'Un motor eléctrico toma de la red 2 kW y entrega una potencia útil de 1,5 CV (1 CV = 735 W). Su rendimiento es:',
    ['75 %', '45 %', '65 %', '50 %'],
    4,
    () => [((1.5 * 735) / 2000) * 100],
    'Pútil = 1,5 · 735 = 1102,5 W; η = 1102,5/2000 ≈ 0,551 = 55,1 %, que no figura: Ninguna de las anteriores.',
  ),
  options(
    22720,
    DYNAMICS,
    'Un vagón de 2 t que marcha a 18 km/h choca contra otro de 3 t que está detenido y ambos quedan enganchados. La velocidad del conjunto inmediatamente después del choque es:',
    ['3 m/s', '2 m/s', '10,8 km/h', '1,2 m/s'],
    1,
    () => [(2000 * 5) / (2000 + 3000)],
    '18 km/h = 5 m/s; se conserva la cantidad de movimiento: 2000 · 5 = 5000 · v ⇒ v = 2 m/s.',
  ),
  options(
    22721,
    DYNAMICS,
    'Una pelota de 400 g llega perpendicularmente a una pared a 15 m/s y rebota en sentido contrario a 10 m/s. Si el contacto dura 0,02 s, la fuerza media que la pared ejerce sobre la pelota tiene módulo:',
    ['100 N', '250 N', '500 N', '5000 N'],
    2,
    () => [(0.4 * (15 + 10)) / 0.02],
    'Δp = 0,4 · (10 − (−15)) = 10 kg·m/s; F = 10/0,02 = 500 N.',
  ),
  options(
    22722,
    FLUIDS,
    'Un buzo desciende a 25 m de profundidad en el mar (densidad del agua de mar 1030 kg/m³; g = 9,8 m/s²). La presión que ejerce el agua sobre él (presión manométrica), expresada en atm (1 atm = 101 325 Pa), es aproximadamente:',
    ['2,49 atm', '3,49 atm', '24,9 atm', '0,25 atm'],
    0,
    () => [(1030 * 9.8 * 25) / 101325],
    'p = δ g h = 1030 · 9,8 · 25 = 252 350 Pa; 252 350/101 325 ≈ 2,49 atm (la absoluta sería ≈ 3,49 atm).',
  ),
  options(
    22723,
    FLUIDS,
    'Un cubo de madera de 10 cm de arista flota en agua dulce con 6 cm de su altura sumergidos. La densidad de la madera es:',
    ['0,4 g/cm³', '0,6 g/cm³', '0,06 g/cm³', '1,67 g/cm³'],
    1,
    () => [(1 * 6) / 10],
    'Peso = empuje: δm · 10³ = 1 · 10² · 6 ⇒ δm = 600/1000 = 0,6 g/cm³.',
  ),
  options(
    22724,
    HEAT,
    '¿Qué cantidad de calor hay que entregar a 500 g de agua para llevarlos de 20 °C a 80 °C? (c agua = 1 cal/g·°C)',
    ['30 kcal', '40 kcal', '10 kcal', '3 kcal'],
    0,
    () => [(500 * 1 * (80 - 20)) / 1000],
    'Q = m c ΔT = 500 · 1 · 60 = 30 000 cal = 30 kcal.',
  ),
  options(
    22725,
    HEAT,
    '¿Cuánto calor se necesita para convertir 200 g de hielo a −10 °C en agua líquida a 0 °C? Datos: c hielo = 0,5 cal/g·°C; calor de fusión del hielo = 80 cal/g.',
    ['16 kcal', '1 kcal', '18 kcal', '15 kcal'],
    4,
    () => [(200 * 0.5 * 10 + 200 * 80) / 1000],
    'Calentar el hielo: 200 · 0,5 · 10 = 1000 cal; fundirlo: 200 · 80 = 16 000 cal; total 17 000 cal = 17 kcal, que no figura: Ninguna de las anteriores.',
  ),
  options(
    22726,
    GASES,
    'Un gas ideal ocupa 6 L a 27 °C y 1 atm. Si se lo calienta hasta 127 °C manteniendo constante la presión, su volumen pasa a ser:',
    ['28,2 L', '8 L', '4,5 L', '6 L'],
    1,
    () => [(6 * (127 + 273)) / (27 + 273)],
    'A presión constante V/T = cte, con T en kelvin: V = 6 · 400/300 = 8 L.',
  ),
  options(
    22727,
    CHARGE,
    'Dos cargas puntuales de 2 μC y 5 μC están separadas 30 cm en el vacío (k = 9·10⁹ N·m²/C²). El módulo de la fuerza eléctrica entre ellas es:',
    ['1 N', '0,3 N', '3 N', '10 N'],
    0,
    () => [(9e9 * 2e-6 * 5e-6) / 0.3 ** 2],
    'F = k q1 q2/d² = 9·10⁹ · 2·10⁻⁶ · 5·10⁻⁶/0,09 = 0,09/0,09 = 1 N.',
  ),
  options(
    22728,
    POWER,
    'Una estufa eléctrica de 2000 W funciona 5 horas por día durante 30 días. Si el kWh cuesta $ 120, el costo de la energía que consume es:',
    ['$ 36.000', '$ 1.200', '$ 3.600', '$ 12.000'],
    0,
    () => [2 * 5 * 30 * 120],
    'E = 2 kW · 5 h · 30 = 300 kWh; costo = 300 · 120 = $ 36.000.',
  ),
  options(
    22729,
    LENSES,
    'Un objeto se coloca a 30 cm de un espejo cóncavo cuya distancia focal es 20 cm. La imagen se forma a una distancia del espejo de:',
    ['12 cm', '60 cm', '15 cm', '50 cm'],
    1,
    () => [1 / (1 / 20 - 1 / 30)],
    '1/di = 1/f − 1/do = 1/20 − 1/30 = 1/60 ⇒ di = 60 cm (real, delante del espejo).',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    22730,
    WAVES,
    'En una cuerda tensa se propaga una onda de 50 Hz y la distancia entre dos crestas consecutivas es de 40 cm. ¿Cuál es su velocidad de propagación?',
    key(20, 'm/s', 'v = 20 m/s'),
    () => 0.4 * 50,
    'λ = 40 cm = 0,4 m; v = λ f = 0,4 · 50 = 20 m/s.',
  ),
  numeric(
    22731,
    SOUND,
    'Una persona grita frente a un acantilado y escucha el eco 1,8 s después. Si el sonido viaja a 340 m/s en el aire, ¿a qué distancia se encuentra del acantilado?',
    key(306, 'm', 'd = 306 m'),
    () => (340 * 1.8) / 2,
    'El sonido va y vuelve: 2 d = 340 · 1,8 = 612 m ⇒ d = 306 m.',
  ),
  numeric(
    22732,
    REFRACTION,
    'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) incidiendo con un ángulo de 45° respecto de la normal. Determine el ángulo de refracción.',
    key(32.12, '°', 'r ≈ 32,12°'),
    () => deg(Math.asin(Math.sin(rad(45)) / 1.33)),
    'Snell: 1 · sen 45° = 1,33 · sen r ⇒ sen r = 0,7071/1,33 ≈ 0,5317 ⇒ r ≈ 32,12°.',
  ),
  numeric(
    22733,
    LENSES,
    'Una lente convergente de 5 dioptrías forma la imagen de un objeto ubicado a 25 cm de ella. ¿A qué distancia de la lente, en cm, se forma la imagen?',
    key(100, 'cm', 'di = 100 cm'),
    () => 1 / (1 / (100 / 5) - 1 / 25),
    'f = 1/5 m = 20 cm; 1/di = 1/20 − 1/25 = 1/100 ⇒ di = 100 cm (imagen real).',
  ),
  numeric(
    22734,
    CIRCUITS,
    'Tres resistencias de 6 Ω, 3 Ω y 2 Ω se conectan en paralelo a una batería de 12 V. ¿Qué corriente total entrega la batería?',
    key(12, 'A', 'I = 12 A'),
    () => 12 / (1 / (1 / 6 + 1 / 3 + 1 / 2)),
    '1/R = 1/6 + 1/3 + 1/2 = 1 ⇒ R = 1 Ω; I = 12/1 = 12 A (o 2 A + 4 A + 6 A).',
  ),
  numeric(
    22735,
    POWER,
    'Una lámpara de 60 W queda encendida 8 horas por día durante un mes de 30 días. ¿Cuántos kWh consume en el mes?',
    key(14.4, 'kWh', 'E = 14,4 kWh'),
    () => (60 * 8 * 30) / 1000,
    'E = 0,06 kW · 8 h · 30 = 14,4 kWh.',
  ),
  numeric(
    22736,
    GASES,
    'Un gas encerrado ocupa 2,5 dm³ a una presión de 760 mmHg. Si a temperatura constante se lo comprime hasta que su presión es de 1,5 atm, ¿qué volumen ocupa, en litros?',
    key(1.667, 'L', 'V ≈ 1,67 L'),
    () => (1 * 2.5) / 1.5,
    '760 mmHg = 1 atm; 2,5 dm³ = 2,5 L. Boyle: 1 · 2,5 = 1,5 · V ⇒ V ≈ 1,67 L.',
  ),
  numeric(
    22737,
    SCALES,
    'Un día de verano un termómetro marca 95 °F. ¿Cuál es esa temperatura en kelvin?',
    key(308.15, 'K', 'T = 308,15 K'),
    () => ((95 - 32) * 5) / 9 + 273.15,
    'tC = (95 − 32) · 5/9 = 35 °C; T = 35 + 273,15 = 308,15 K (≈ 308 K).',
  ),
  numeric(
    22738,
    FLUIDS,
    'En una prensa hidráulica el émbolo menor tiene 4 cm² de sección y el mayor 0,2 dm². Si sobre el menor se aplica una fuerza de 15 kgf, ¿qué peso, en kgf, puede equilibrar el émbolo mayor?',
    key(75, 'kgf', 'F = 75 kgf'),
    () => 15 * ((0.2 * 100) / 4),
    '0,2 dm² = 20 cm²; Pascal: F2 = F1 · S2/S1 = 15 · 20/4 = 75 kgf.',
  ),
  numeric(
    22739,
    HEAT,
    'Un trozo de cobre de 250 g a 150 °C se introduce en un recipiente aislado que contiene 400 g de agua a 20 °C. Despreciando el calor absorbido por el recipiente y con c cobre = 0,093 cal/g·°C, halle la temperatura final de equilibrio.',
    key(27.14, '°C', 'T ≈ 27,14 °C'),
    () => (250 * 0.093 * 150 + 400 * 1 * 20) / (250 * 0.093 + 400 * 1),
    '250 · 0,093 · (150 − T) = 400 · (T − 20) ⇒ 3487,5 + 8000 = (23,25 + 400) T ⇒ T = 11 487,5/423,25 ≈ 27,14 °C.',
  ),
];

/** Pages whose parts are asked one by one. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    22740,
    MEET,
    'Dos trenes salen a la misma hora de dos estaciones A y B, separadas 18 km por una vía recta, uno hacia el otro. El que sale de A marcha a 54 km/h y el que sale de B a 10 m/s, ambos con velocidad constante.',
    [
      part('a', '¿Cuántos minutos después de partir se cruzan?', 12, 'min', 't = 12 min'),
      part('b', '¿A qué distancia de A se cruzan, en km?', 10.8, 'km', 'd = 10,8 km'),
      part('c', '¿Qué distancia, en km, los separa 5 minutos después del cruce?', 7.5, 'km', 'd = 7,5 km'),
    ],
    () => {
      const t = 18000 / (15 + 10);
      return [[t / 60], [(15 * t) / 1000], [((15 + 10) * 300) / 1000]];
    },
    '54 km/h = 15 m/s; se acercan a 25 m/s: t = 18 000/25 = 720 s = 12 min; d = 15 · 720 = 10 800 m = 10,8 km; después se alejan a 25 m/s: 25 · 300 = 7500 m = 7,5 km.',
  ),
  parts(
    22741,
    ENERGY,
    'Un cuerpo de 2 kg se suelta desde lo alto de una rampa de 5 m de altura y llega a su base con una rapidez de 8 m/s. Luego sigue por un tramo horizontal con rozamiento (coeficiente dinámico 0,4) hasta detenerse. Considerar g = 10 m/s².',
    [
      part('a', '¿Cuánta energía mecánica se disipó en la rampa?', 36, 'J', 'E = 36 J'),
      part('b', '¿Qué distancia recorre en el tramo horizontal hasta detenerse?', 8, 'm', 'd = 8 m'),
      part(
        'c',
        '¿Cuánto vale, en módulo, el trabajo de la fuerza de rozamiento en el tramo horizontal?',
        64,
        'J',
        '|W| = 64 J (W = −64 J)',
      ),
    ],
    () => {
      const kinetic = 0.5 * 2 * 8 ** 2;
      return [[2 * 10 * 5 - kinetic], [8 ** 2 / (2 * 0.4 * 10)], [0.4 * 2 * 10 * (8 ** 2 / (2 * 0.4 * 10))]];
    },
    'Ep = 2 · 10 · 5 = 100 J; Ec = ½ · 2 · 64 = 64 J: se disipan 36 J. En el llano a = 0,4 · 10 = 4 m/s², d = 64/8 = 8 m; W = −0,4 · 20 · 8 = −64 J (toda la Ec).',
  ),
  parts(
    22742,
    FLUIDS,
    'Un bloque de aluminio de 540 g (densidad 2,7 g/cm³) se cuelga de un dinamómetro y se lo sumerge totalmente en agua (densidad 1 g/cm³). Considere g = 9,8 m/s².',
    [
      part('a', 'Calcule el volumen del bloque, en cm³.', 200, 'cm³', 'V = 200 cm³'),
      part('b', 'Calcule el empuje que recibe.', 1.96, 'N', 'E = 1,96 N'),
      part('c', '¿Qué indica el dinamómetro con el bloque sumergido?', 3.332, 'N', 'F ≈ 3,33 N'),
    ],
    () => {
      const volume = 540 / 2.7;
      const buoyancy = 1000 * volume * 1e-6 * 9.8;
      return [[volume], [buoyancy], [0.54 * 9.8 - buoyancy]];
    },
    'V = 540/2,7 = 200 cm³ = 2·10⁻⁴ m³; E = 1000 · 2·10⁻⁴ · 9,8 = 1,96 N; P = 0,54 · 9,8 = 5,292 N; lectura = 5,292 − 1,96 ≈ 3,33 N.',
  ),
  parts(
    22743,
    CIRCUITS,
    'Una resistencia de 4 Ω está conectada en serie con un paralelo formado por dos resistencias de 12 Ω y 6 Ω. El conjunto se conecta a una fuente de 24 V.',
    [
      part('a', 'Halle la resistencia equivalente del circuito.', 8, 'Ω', 'Req = 8 Ω'),
      part('b', 'Halle la corriente que entrega la fuente.', 3, 'A', 'I = 3 A'),
      part('c', 'Halle la corriente que circula por la resistencia de 12 Ω.', 1, 'A', 'I = 1 A'),
      part('d', 'Halle la potencia total que entrega la fuente.', 72, 'W', 'P = 72 W'),
    ],
    () => {
      const parallel = (12 * 6) / (12 + 6);
      const current = 24 / (4 + parallel);
      return [[4 + parallel], [current], [(current * parallel) / 12], [24 * current]];
    },
    'Paralelo: 12 · 6/18 = 4 Ω; Req = 4 + 4 = 8 Ω; I = 24/8 = 3 A; V del paralelo = 3 · 4 = 12 V, por la de 12 Ω circula 12/12 = 1 A; P = 24 · 3 = 72 W.',
  ),
  parts(
    22744,
    DYNAMICS,
    'Sobre una superficie horizontal sin rozamiento, un carrito de 1,5 kg que se mueve a 6 m/s choca con otro de 0,5 kg que está en reposo. Después del choque el primero sigue en el mismo sentido a 4 m/s.',
    [
      part('a', '¿Con qué velocidad sale el segundo carrito?', 6, 'm/s', 'v = 6 m/s'),
      part('b', '¿Cuánta energía cinética se perdió en el choque?', 6, 'J', 'ΔE = 6 J'),
      part(
        'c',
        '¿Qué porcentaje de la energía cinética inicial representa esa pérdida?',
        22.22,
        '%',
        '≈ 22,22 %',
      ),
    ],
    () => {
      const v = (1.5 * 6 - 1.5 * 4) / 0.5;
      const before = 0.5 * 1.5 * 6 ** 2;
      const lost = before - (0.5 * 1.5 * 4 ** 2 + 0.5 * 0.5 * v ** 2);
      return [[v], [lost], [(lost / before) * 100]];
    },
    '1,5 · 6 = 1,5 · 4 + 0,5 v ⇒ v = 3/0,5 = 6 m/s. Ec antes = ½ · 1,5 · 36 = 27 J; después = 12 + 9 = 21 J; se pierden 6 J, 6/27 ≈ 22,22 %.',
  ),
];

/** Pages with their questions written in the statement. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    22750,
    KIN,
    'Desde la terraza de un edificio de 45 m de altura se lanza horizontalmente una pelota con una velocidad de 54 km/h. Considerar g = 10 m/s² y despreciar el rozamiento con el aire. Calcular:\na) el tiempo que tarda en llegar al suelo;\nb) a qué distancia de la base del edificio cae;\nc) la rapidez con que llega al suelo.',
    'a) 3 s; b) 45 m; c) ≈ 33,54 m/s',
    () => {
      const t = Math.sqrt((2 * 45) / 10);
      return [t, 15 * t, Math.hypot(15, 10 * t)];
    },
    '54 km/h = 15 m/s; t = √(2 · 45/10) = 3 s; x = 15 · 3 = 45 m; vy = 10 · 3 = 30 m/s, v = √(15² + 30²) = √1125 ≈ 33,54 m/s.',
  ),
  page(
    'fisica',
    22751,
    HEAT,
    'Se desea obtener vapor a 100 °C a partir de 500 g de hielo a −20 °C, a presión normal. Datos: c hielo = 0,5 cal/g·°C; calor de fusión = 80 cal/g; c agua = 1 cal/g·°C; calor de vaporización = 540 cal/g; 1 cal = 4,18 J.\na) ¿Cuántas kcal hacen falta para llevar el hielo hasta agua líquida a 0 °C?\nb) ¿Cuántas kcal hacen falta en total para obtener el vapor a 100 °C?\nc) Si el calor lo entrega un calentador de 1500 W sin pérdidas, ¿cuántos minutos tarda todo el proceso?',
    'a) 45 kcal; b) 365 kcal; c) ≈ 16,95 min',
    () => {
      const melt = 500 * 0.5 * 20 + 500 * 80;
      const total = melt + 500 * 1 * 100 + 500 * 540;
      return [melt / 1000, total / 1000, (total * 4.18) / 1500 / 60];
    },
    'Hielo de −20 a 0 °C: 500 · 0,5 · 20 = 5000 cal; fusión: 500 · 80 = 40 000 cal; a) 45 kcal. Agua de 0 a 100 °C: 50 000 cal; vaporización: 270 000 cal; b) 45 + 50 + 270 = 365 kcal. c) 365 000 · 4,18 = 1 525 700 J; t = 1 525 700/1500 ≈ 1017,1 s ≈ 16,95 min.',
  ),
  page(
    'fisica',
    22752,
    PULLEYS,
    'Un bloque A de 10 kg está apoyado sobre un plano inclinado 37° y atado a una cuerda que sube paralela al plano, pasa por una polea ideal fija en la parte superior y sostiene del otro lado un bloque B de 12 kg que cuelga verticalmente. El coeficiente de rozamiento dinámico entre A y el plano es 0,25. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8. El sistema se libera desde el reposo.\na) Determine la aceleración del sistema.\nb) Determine la tensión de la cuerda.\nc) ¿Qué rapidez tiene B después de descender 1,5 m?',
    'a) ≈ 1,82 m/s²; b) ≈ 98,18 N; c) ≈ 2,34 m/s',
    () => {
      const a = (12 * 10 - 10 * 10 * 0.6 - 0.25 * 10 * 10 * 0.8) / (10 + 12);
      return [a, 12 * (10 - a), Math.sqrt(2 * a * 1.5)];
    },
    'PB = 120 N baja; sobre A: 100 · 0,6 = 60 N hacia abajo del plano y rozamiento 0,25 · 100 · 0,8 = 20 N: a = (120 − 60 − 20)/22 = 40/22 ≈ 1,82 m/s² (B baja). T = 12 · (10 − 1,82) ≈ 98,18 N. v = √(2 · 1,818 · 1,5) ≈ 2,34 m/s.',
  ),
  page(
    'fisica',
    22753,
    LENSES,
    'Un objeto de 4 cm de altura se coloca perpendicular al eje de una lente convergente, a 15 cm de ella. La distancia focal de la lente es de 10 cm.\na) ¿A qué distancia de la lente se forma la imagen?\nb) ¿Cuál es el aumento lateral?\nc) ¿Qué altura tiene la imagen? Indique si es real o virtual, derecha o invertida. Justifique.',
    'a) 30 cm; b) −2; c) 8 cm, real e invertida',
    () => {
      const image = 1 / (1 / 10 - 1 / 15);
      return [image, -image / 15, (image / 15) * 4];
    },
    '1/di = 1/10 − 1/15 = 1/30 ⇒ di = 30 cm (del otro lado de la lente: real); A = −di/do = −30/15 = −2; altura 2 · 4 = 8 cm, invertida.',
  ),
  page(
    'fisica',
    22754,
    POWER,
    'En una vivienda, conectados a la red de 220 V, funcionan a la vez un horno eléctrico de 1,1 kW y un termotanque de 2,2 kW.\na) ¿Qué corriente circula por el horno?\nb) ¿Qué corriente total toma la instalación?\nc) Si ambos funcionan 3 horas por día durante 30 días y el kWh cuesta $ 85, ¿cuánto se paga por esa energía?',
    'a) 5 A; b) 15 A; c) $ 25.245',
    () => [1100 / 220, (1100 + 2200) / 220, (1.1 + 2.2) * 3 * 30 * 85],
    'I = P/V: horno 1100/220 = 5 A; termotanque 10 A; total 15 A. E = 3,3 kW · 3 h · 30 = 297 kWh; costo = 297 · 85 = $ 25.245.',
  ),
];

export const physicsExamSimulacroProblems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
