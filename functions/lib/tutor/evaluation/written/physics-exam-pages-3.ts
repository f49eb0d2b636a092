/**
 * Physics exam pages (3) as UTN entrance exams and cartillas print them (#32, session 27, wave 27: a new
 * blind set, written before any reply of the tutor was read, in our own words). The breadth of one exam:
 * magnitudes and units (flows in L/min, a tank in dm³ and cm³, miles per hour, kgf, the relative error of an
 * area), vectors (dot and cross product, the angle between two vectors), kinematics (a v–t table, MRUV in
 * stages, a truck that catches a car leaving a traffic light and is passed again, vertical and oblique
 * throws from a roof), circular motion, dynamics (a trunk pulled by an inclined rope, blocks pushed in
 * contact, a loaded elevator, an incline with pulley and friction), statics (a lever in kgf, a beam on two
 * supports, parallel and antiparallel forces), work, energy and power (work of several forces, a sled that
 * loses energy, a pump and a hoist with their efficiency, a spring stopping a block), momentum (coupled
 * wagons, a ballistic pendulum), hydrostatics (floating, a diver's pressure in atm, Archimedes with two
 * liquids, a hydraulic press), heat (ice to water, a calorimeter with a water equivalent and ice added after,
 * a rail's dilatation, °F/°C/K), gases, electricity (Coulomb, the field between two charges and where it is
 * zero, a mixed circuit, a home's monthly bill in kWh), optics (a lens, a concave mirror, Snell and the
 * critical angle) and an FM wave. About three quarters are five-option questions (E «Ninguna de las
 * anteriores») or pages whose later parts use earlier results.
 *
 * Kinds of problem and their difficulty from the sources in functions/content/exam-style/sources.ts (ids in
 * SOURCES) and the FRVM Seminario de Ingreso 2025, Física Unidad 1 (magnitudes y unidades),
 * https://es.scribd.com/document/798622708/Fisica-Unidad-1-2025-NUEVO (read 2026-12-02). Every statement,
 * number and explanation is ours; each key is worked by hand in its solution and recomputed by `check`.
 *
 * First measure, before any fix (the offline engine at HEAD a2b637d1, measured 2026-12-02;
 * the shared work tree then also held another session's uncommitted change to solvers/certainty.ts): 20/45 right,
 * 20 of them answered sure, 1 sure and wrong; the 24 others unsure. Sure and wrong:
 * - 22445 (elevator with four people of 70 kg): stated a = 1,5 m/s² and N = 791 N right, but T = 7.571 N —
 *   the cable's tension for the car with one person (670 kg · 11,3 m/s²), not the 880 kg it carries (9944 N).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frt-fisica-cartilla',
  'frt-fisica-2024',
  'frvm-fisica-u1-2025',
  'frm-fisica-2024-07-06-t1',
  'frm-fisica-2023-08-05-t2',
  'frm-fisica-2025-dinamica',
  'frm-fisica-2025-trabajo-energia',
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
const VECTORS = 'mecanica.vectores-productos';
const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const DYNAMICS = 'mecanica.dinamica';
const PULLEYS = 'mecanica.tension-poleas';
const SPRINGS = 'mecanica.resortes';
const STATICS = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const ENERGY = 'mecanica.trabajo-energia';
const FLUIDS = 'mecanica.hidrostatica';
const HEAT = 'termodinamica.calorimetria';
const DILATATION = 'termodinamica.dilatacion';
const SCALES = 'termodinamica.temperatura-escalas';
const GASES = 'termodinamica.gases-primer-principio';
const CHARGE = 'electricidad.carga-campo';
const CIRCUITS = 'electricidad.circuitos-ohm';
const POWER = 'electricidad.potencia-energia';
const LENSES = 'optica.lentes-espejos';
const REFRACTION = 'optica.refraccion';
const WAVES = 'ondas.magnitudes-velocidad';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const K = 9e9;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 22403 and 22411). */
const choices: readonly ExamStyleProblem[] = [
  options(
    22400,
    UNITS,
    'Una canilla abierta llena un balde de 18 L en un minuto. Indique la opción correcta: el caudal de la canilla, expresado en unidades del SI, es',
    ['0,3 m³/s', '0,0003 m³/s', '1,08 m³/s', '0,018 m³/s'],
    1,
    () => [0.018 / 60],
    '18 L = 18 dm³ = 0,018 m³; en 60 s: Q = 0,018/60 = 0,0003 m³/s (3 · 10⁻⁴ m³/s).',
  ),
  options(
    22401,
    VECTORS,
    'Sean los vectores A = (3; −2; 1) y B = (−1; 4; 2). ¿Cuánto vale el producto escalar A · B?',
    ['−9', '9', '−13', '7'],
    0,
    () => [3 * -1 + -2 * 4 + 1 * 2],
    'A · B = 3 · (−1) + (−2) · 4 + 1 · 2 = −3 − 8 + 2 = −9.',
  ),
  options(
    22402,
    MEET,
    'La tabla registra la velocidad de un móvil que avanza en línea recta:\nt (s):    0   2   4   6\nv (m/s):  4   8   12  16\n¿Qué distancia recorre entre t = 0 s y t = 6 s?',
    ['96 m', '60 m', '48 m', '120 m'],
    1,
    () => [4 * 6 + 0.5 * 2 * 6 ** 2],
    'La velocidad crece 4 m/s cada 2 s: MRUV con a = 2 m/s² y v0 = 4 m/s; d = 4 · 6 + 2 · 36/2 = 24 + 36 = 60 m (el área bajo la recta v–t: (4 + 16)/2 · 6 = 60 m).',
  ),
  options(
    22403,
    KIN,
    'Un disco de 30 cm de diámetro gira con velocidad angular constante, y un punto de su borde tiene una aceleración centrípeta de 60 m/s². La rapidez tangencial de ese punto es:',
    ['4,24 m/s', '9 m/s', '18 m/s', '30 m/s'],
    4,
    () => [Math.sqrt(60 * 0.15)],
    'r = 0,15 m; a = v²/r ⇒ v = √(60 · 0,15) = √9 = 3 m/s, que no figura: Ninguna de las anteriores (4,24 m/s sale de usar el diámetro como radio).',
  ),
  options(
    22404,
    DYNAMICS,
    'Se arrastra un baúl de 40 kg por un piso horizontal tirando de una soga que forma 37° con la horizontal, con una fuerza de 200 N. El coeficiente de rozamiento cinético es 0,4. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8. La aceleración del baúl vale:',
    ['0 m/s²', '1 m/s²', '1,2 m/s²', '2,4 m/s²'],
    2,
    () => [(200 * 0.8 - 0.4 * (400 - 200 * 0.6)) / 40],
    'La soga alivia el apoyo: N = 400 − 200 · 0,6 = 280 N; Fr = 0,4 · 280 = 112 N; Fx = 200 · 0,8 = 160 N; a = (160 − 112)/40 = 1,2 m/s².',
  ),
  options(
    22405,
    STATICS,
    'Con una barra rígida de 2 m usada como palanca se quiere levantar una piedra de 90 kgf colocada en un extremo. El punto de apoyo está a 40 cm de la piedra. ¿Qué fuerza mínima, perpendicular a la barra, hay que aplicar en el otro extremo?',
    ['22,5 kgf', '18 kgf', '360 kgf', '45 kgf'],
    0,
    () => [(90 * 0.4) / 1.6],
    'Momentos respecto del apoyo: F · 1,6 m = 90 kgf · 0,4 m ⇒ F = 36/1,6 = 22,5 kgf.',
  ),
  options(
    22406,
    ENERGY,
    'Un cuerpo de 2 kg se suelta desde 5 m de altura y llega al piso con una rapidez de 8 m/s. Con g = 10 m/s², la energía disipada por el rozamiento con el aire durante la caída es:',
    ['36 J', '64 J', '100 J', '18 J'],
    0,
    () => [2 * 10 * 5 - 0.5 * 2 * 8 ** 2],
    'Ep inicial = 2 · 10 · 5 = 100 J; Ec final = 2 · 64/2 = 64 J; se disiparon 100 − 64 = 36 J.',
  ),
  options(
    22407,
    FLUIDS,
    'Un bloque macizo de madera de densidad 0,6 g/cm³ flota en agua dulce. ¿Qué porcentaje de su volumen queda por encima de la superficie del agua?',
    ['60 %', '40 %', '0,6 %', '6 %'],
    1,
    () => [(1 - 0.6 / 1) * 100],
    'Flotando, peso = empuje: ρc V = ρa Vsum ⇒ Vsum/V = 0,6; sumergido el 60 %, emerge el 40 %.',
  ),
  options(
    22408,
    HEAT,
    'Se desea convertir 200 g de hielo a −10 °C en agua líquida a 30 °C. Datos: c hielo = 0,5 cal/(g·°C); L fusión = 80 cal/g; c agua = 1 cal/(g·°C). El calor que hay que entregar es:',
    ['23000 cal', '7000 cal', '22000 cal', '17000 cal'],
    0,
    () => [200 * 0.5 * 10 + 200 * 80 + 200 * 1 * 30],
    'Calentar el hielo: 200 · 0,5 · 10 = 1000 cal; fundirlo: 200 · 80 = 16 000 cal; calentar el agua: 200 · 30 = 6000 cal; total 23 000 cal.',
  ),
  options(
    22409,
    CIRCUITS,
    'Tres resistores de 6 Ω, 3 Ω y 2 Ω se conectan en paralelo a una batería ideal de 12 V. La intensidad total que entrega la batería es:',
    ['1,09 A', '12 A', '6 A', '11 A'],
    1,
    () => [12 / (1 / (1 / 6 + 1 / 3 + 1 / 2))],
    '1/R = 1/6 + 1/3 + 1/2 = 1 ⇒ R = 1 Ω; I = 12 V/1 Ω = 12 A (también 2 + 4 + 6 = 12 A por rama).',
  ),
  options(
    22410,
    LENSES,
    'Un objeto se ubica a 30 cm de una lente delgada convergente cuya distancia focal es 10 cm. ¿A qué distancia de la lente se forma la imagen?',
    ['7,5 cm', '20 cm', '15 cm', '30 cm'],
    2,
    () => [1 / (1 / 10 - 1 / 30)],
    '1/f = 1/p + 1/q ⇒ 1/q = 1/10 − 1/30 = 2/30 ⇒ q = 15 cm (imagen real, del otro lado de la lente).',
  ),
  options(
    22411,
    CHARGE,
    'Dos cargas puntuales de 2 µC y −5 µC se encuentran en el vacío a 30 cm una de otra (k = 9 · 10⁹ N·m²/C²). El módulo de la fuerza eléctrica entre ellas es:',
    ['0,3 N', '3 N', '10 N', '0,1 N'],
    4,
    () => [(K * 2e-6 * 5e-6) / 0.3 ** 2],
    'F = 9 · 10⁹ · 2 · 10⁻⁶ · 5 · 10⁻⁶/0,3² = 0,09/0,09 = 1 N (atractiva), que no figura: Ninguna de las anteriores.',
  ),
];

/** Single numeric questions. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    22420,
    ERRORS,
    'Al medir el lado de una baldosa cuadrada se obtiene L = (12,0 ± 0,2) cm. Determine el error relativo porcentual con que queda determinada la superficie de la baldosa.',
    key(3.333, '%', 'εS ≈ 3,33 %'),
    () => ((2 * 0.2) / 12) * 100,
    'S = L²: el error relativo se duplica; εS = 2 · 0,2/12 ≈ 0,0333 ⇒ 3,33 %.',
  ),
  numeric(
    22421,
    VECTORS,
    'Halle el ángulo que forman los vectores A = 2i + 2j − k y B = i − 2j + 2k.',
    key(116.4, '°', 'θ ≈ 116,4°'),
    () => deg(Math.acos((2 * 1 + 2 * -2 + -1 * 2) / (3 * 3))),
    'A · B = 2 − 4 − 2 = −4; |A| = √9 = 3, |B| = √9 = 3; cos θ = −4/9 ⇒ θ ≈ 116,4°.',
  ),
  numeric(
    22422,
    VECTORS,
    'Dados A = (1; 2; 0) y B = (3; −1; 2), calcule el módulo del producto vectorial A × B.',
    key(8.307, '', '|A × B| = √69 ≈ 8,31'),
    () => Math.hypot(2 * 2 - 0 * -1, 0 * 3 - 1 * 2, 1 * -1 - 2 * 3),
    'A × B = (2 · 2 − 0 · (−1); 0 · 3 − 1 · 2; 1 · (−1) − 2 · 3) = (4; −2; −7); módulo √(16 + 4 + 49) = √69 ≈ 8,31.',
  ),
  numeric(
    22423,
    KIN,
    'Una pelota lanzada verticalmente hacia arriba desde el suelo vuelve a tocarlo 4,6 s después. ¿Con qué velocidad fue lanzada? (g = 9,8 m/s², sin rozamiento)',
    key(22.54, 'm/s', 'v0 = 22,54 m/s'),
    () => 9.8 * (4.6 / 2),
    'La subida dura la mitad del vuelo, 2,3 s, y al llegar arriba v = 0: v0 = 9,8 · 2,3 = 22,54 m/s.',
  ),
  numeric(
    22424,
    ENERGY,
    'Un cajón de 30 kg se arrastra 8 m sobre un piso horizontal con una fuerza de 150 N que forma 30° por encima de la horizontal. El coeficiente de rozamiento cinético es 0,2 y g = 9,8 m/s². Calcule el trabajo neto realizado sobre el cajón.',
    key(688.8, 'J', 'W neto ≈ 688,8 J'),
    () => (150 * Math.cos(rad(30)) - 0.2 * (30 * 9.8 - 150 * Math.sin(rad(30)))) * 8,
    'W de F = 150 · cos 30° · 8 ≈ 1039,2 J; N = 294 − 75 = 219 N, Fr = 43,8 N, W rozamiento = −350,4 J; peso y normal no trabajan: W neto ≈ 688,8 J.',
  ),
  numeric(
    22425,
    ENERGY,
    'Una bomba sube 1.500 litros de agua por hora hasta un tanque situado 18 m por encima de ella. Si su rendimiento es del 60 %, ¿qué potencia consume, en watts? (g = 9,8 m/s²; 1 L de agua = 1 kg)',
    key(122.5, 'W', 'P consumida = 122,5 W'),
    () => (1500 * 9.8 * 18) / 3600 / 0.6,
    'P útil = m g h/t = 1500 · 9,8 · 18/3600 = 73,5 W; P consumida = 73,5/0,6 = 122,5 W.',
  ),
  numeric(
    22426,
    UNITS,
    'Un avión de línea vuela a 520 millas por hora. Exprese su rapidez en m/s (1 milla = 1609 m).',
    key(232.4, 'm/s', 'v ≈ 232,4 m/s'),
    () => (520 * 1609) / 3600,
    '520 mi/h = 520 · 1609 m/3600 s ≈ 232,4 m/s.',
  ),
  numeric(
    22427,
    FLUIDS,
    'Un buzo desciende hasta 25 m de profundidad en el mar (densidad del agua de mar 1,03 g/cm³). Si la presión atmosférica es de 101.300 Pa, ¿cuál es la presión absoluta que soporta, expresada en atm? (g = 9,8 m/s²; 1 atm = 101.300 Pa)',
    key(3.491, 'atm', 'p ≈ 3,49 atm'),
    () => (101300 + 1030 * 9.8 * 25) / 101300,
    'p manométrica = 1030 · 9,8 · 25 = 252 350 Pa; p absoluta = 101 300 + 252 350 = 353 650 Pa ≈ 3,49 atm.',
  ),
  numeric(
    22428,
    GASES,
    'Un gas ideal ocupa 4 L a 27 °C y 1,5 atm. ¿Qué volumen ocupará si se lo lleva a 127 °C y 2,5 atm?',
    key(3.2, 'L', 'V = 3,2 L'),
    () => (1.5 * 4 * 400) / (300 * 2.5),
    'p1V1/T1 = p2V2/T2 con T en kelvin (300 K y 400 K): V2 = 1,5 · 4 · 400/(300 · 2,5) = 3,2 L.',
  ),
  numeric(
    22429,
    DILATATION,
    'Un riel de acero mide 12 m a 10 °C. ¿Cuántos milímetros se alarga cuando su temperatura llega a 45 °C? (α acero = 1,2 · 10⁻⁵ °C⁻¹)',
    key(5.04, 'mm', 'ΔL = 5,04 mm'),
    () => 12 * 1.2e-5 * 35 * 1000,
    'ΔL = L0 α Δt = 12 · 1,2 · 10⁻⁵ · 35 = 5,04 · 10⁻³ m = 5,04 mm.',
  ),
  numeric(
    22430,
    WAVES,
    'Una radio de FM transmite en 98,5 MHz. ¿Cuál es la longitud de onda de sus ondas? (c = 3 · 10⁸ m/s)',
    key(3.046, 'm', 'λ ≈ 3,05 m'),
    () => 3e8 / 98.5e6,
    'λ = c/f = 3 · 10⁸/98,5 · 10⁶ ≈ 3,05 m.',
  ),
];

/** Pages whose parts are asked one by one. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    22440,
    UNITS,
    'Un tanque cilíndrico de agua tiene 80 cm de diámetro interior y 1,2 m de altura. Se lo llena con una manguera que aporta 15 litros por minuto.',
    [
      part('a', 'Calcule su capacidad en dm³.', 603.2, 'dm³', 'V ≈ 603,2 dm³'),
      part('b', 'Exprese esa capacidad en cm³, en notación científica.', 603186, 'cm³', 'V ≈ 6,03 · 10⁵ cm³'),
      part('c', '¿Cuántos minutos tarda en llenarse estando vacío?', 40.21, 'min', 't ≈ 40,2 min'),
    ],
    () => {
      const litres = Math.PI * 4 ** 2 * 12;
      return [[litres], [litres * 1000], [litres / 15]];
    },
    'En dm: r = 4 dm, h = 12 dm; V = π · 16 · 12 ≈ 603,2 dm³ = 603,2 L ≈ 6,03 · 10⁵ cm³; t = 603,2/15 ≈ 40,2 min.',
  ),
  parts(
    22441,
    MEET,
    'Un móvil parte del reposo y aumenta su velocidad uniformemente hasta 20 m/s en 5 s; mantiene esa velocidad durante 10 s y luego frena uniformemente hasta detenerse en 4 s. Calcular:',
    [
      part('a', 'La aceleración durante el primer tramo.', 4, 'm/s²', 'a = 4 m/s²'),
      part('b', 'La distancia total recorrida.', 290, 'm', 'd = 290 m'),
      part('c', 'La velocidad media de todo el viaje.', 15.26, 'm/s', 'vm ≈ 15,26 m/s'),
    ],
    () => {
      const d = (20 * 5) / 2 + 20 * 10 + (20 * 4) / 2;
      return [[20 / 5], [d], [d / 19]];
    },
    'a = 20/5 = 4 m/s²; áreas del gráfico v–t: 50 + 200 + 40 = 290 m; vm = 290/(5 + 10 + 4) = 290/19 ≈ 15,26 m/s.',
  ),
  parts(
    22442,
    MEET,
    'Un auto arranca desde un semáforo con aceleración constante de 1,5 m/s². En ese mismo instante, un camión que marcha en el mismo sentido a 54 km/h constantes se encuentra 60 m detrás del semáforo.',
    [
      part(
        'a',
        '¿Cuánto tiempo después de la partida del auto lo alcanza el camión?',
        5.528,
        's',
        't ≈ 5,53 s',
      ),
      part('b', '¿A qué distancia del semáforo ocurre ese encuentro?', 22.92, 'm', 'x ≈ 22,92 m'),
      part('c', '¿En qué instante el auto vuelve a pasar al camión?', 14.47, 's', 't ≈ 14,47 s'),
    ],
    () => {
      const first = 10 - Math.sqrt(20);
      return [[first], [0.75 * first ** 2], [10 + Math.sqrt(20)]];
    },
    '54 km/h = 15 m/s; origen en el semáforo: auto x = 0,75 t², camión x = −60 + 15 t; 0,75 t² − 15 t + 60 = 0 ⇒ t² − 20 t + 80 = 0 ⇒ t = 10 ∓ √20: t ≈ 5,53 s (el camión lo alcanza), x = 0,75 · 5,53² ≈ 22,92 m; t ≈ 14,47 s el auto lo vuelve a pasar.',
  ),
  parts(
    22443,
    KIN,
    'Desde la azotea de un edificio de 40 m de altura se lanza una pelota con una velocidad de 20 m/s que forma 30° por encima de la horizontal. Considere g = 10 m/s² y desprecie el aire.',
    [
      part('a', 'Determine el tiempo que tarda en llegar al suelo.', 4, 's', 't = 4 s'),
      part('b', 'Determine a qué distancia horizontal del edificio cae.', 69.28, 'm', 'x ≈ 69,28 m'),
      part('c', 'Determine su rapidez al llegar al suelo.', 34.64, 'm/s', 'v ≈ 34,64 m/s'),
    ],
    () => {
      const vx = 20 * Math.cos(rad(30));
      const vy = 20 * Math.sin(rad(30));
      const t = (vy + Math.sqrt(vy ** 2 + 2 * 10 * 40)) / 10;
      return [[t], [vx * t], [Math.hypot(vx, vy - 10 * t)]];
    },
    'vx ≈ 17,32 m/s, vy = 10 m/s; −40 = 10 t − 5 t² ⇒ t² − 2t − 8 = 0 ⇒ t = 4 s; x = 17,32 · 4 ≈ 69,28 m; vy final = 10 − 40 = −30 m/s, v = √(300 + 900) ≈ 34,64 m/s.',
  ),
  parts(
    22444,
    DYNAMICS,
    'Dos bloques de 3 kg y 5 kg están apoyados uno contra el otro sobre una superficie horizontal. Se empuja el de 3 kg con una fuerza horizontal de 24 N, de modo que ambos avanzan juntos.',
    [
      part('a', 'Sin rozamiento, ¿cuál es la aceleración del conjunto?', 3, 'm/s²', 'a = 3 m/s²'),
      part(
        'b',
        'Sin rozamiento, ¿qué fuerza ejerce el bloque de 3 kg sobre el de 5 kg?',
        15,
        'N',
        'F = 15 N',
      ),
      part(
        'c',
        'Si el coeficiente de rozamiento cinético con el piso fuera 0,1 para ambos (g = 10 m/s²), ¿cuál sería la aceleración?',
        2,
        'm/s²',
        'a = 2 m/s²',
      ),
    ],
    () => [[24 / 8], [5 * (24 / 8)], [(24 - 0.1 * 8 * 10) / 8]],
    'a = 24/8 = 3 m/s²; el de 5 kg sólo recibe la fuerza de contacto: F = 5 · 3 = 15 N; con rozamiento (8 N en total) a = (24 − 8)/8 = 2 m/s².',
  ),
  parts(
    22445,
    PULLEYS,
    'Un ascensor de 600 kg lleva a cuatro personas de 70 kg cada una. Parte del reposo hacia arriba y alcanza 3 m/s en 2 s con aceleración constante (g = 9,8 m/s²).',
    [
      part('a', '¿Cuál es su aceleración?', 1.5, 'm/s²', 'a = 1,5 m/s²'),
      part('b', '¿Qué tensión soporta el cable en ese tramo?', 9944, 'N', 'T = 9944 N'),
      part('c', '¿Qué fuerza ejerce el piso del ascensor sobre cada persona?', 791, 'N', 'N = 791 N'),
    ],
    () => [[3 / 2], [(600 + 4 * 70) * (9.8 + 1.5)], [70 * (9.8 + 1.5)]],
    'a = 3/2 = 1,5 m/s²; masa total 880 kg: T = 880 · (9,8 + 1,5) = 9944 N; cada persona: N = 70 · 11,3 = 791 N.',
  ),
  parts(
    22446,
    PULLEYS,
    'Un bloque A de 10 kg está sobre un plano inclinado 37°, con coeficiente de rozamiento cinético 0,2. Una cuerda paralela al plano pasa por una polea ideal en lo alto y sostiene un cuerpo B de 12 kg que cuelga y desciende. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8.',
    [
      part('a', 'Calcule la aceleración del sistema.', 2, 'm/s²', 'a = 2 m/s²'),
      part('b', 'Calcule la tensión de la cuerda.', 96, 'N', 'T = 96 N'),
      part('c', 'Si parte del reposo, ¿qué rapidez tiene B después de bajar 1 m?', 2, 'm/s', 'v = 2 m/s'),
    ],
    () => {
      const a = (12 * 10 - 10 * 10 * 0.6 - 0.2 * 10 * 10 * 0.8) / 22;
      return [[a], [12 * (10 - a)], [Math.sqrt(2 * a * 1)]];
    },
    'A sube por el plano: a = (120 − 60 − 0,2 · 80)/22 = 44/22 = 2 m/s²; T = 12 · (10 − 2) = 96 N; v = √(2 · 2 · 1) = 2 m/s.',
  ),
  parts(
    22447,
    STATICS,
    'Una viga homogénea de 6 m de longitud y 120 kgf de peso está apoyada en sus extremos A y B. Sobre ella, a 2 m del extremo A, se coloca una carga de 300 kgf.',
    [
      part('a', 'Halle la reacción del apoyo B.', 160, 'kgf', 'RB = 160 kgf'),
      part('b', 'Halle la reacción del apoyo A.', 260, 'kgf', 'RA = 260 kgf'),
      part(
        'c',
        '¿A qué distancia de A habría que colocar la carga para que la reacción en B fuera de 250 kgf?',
        3.8,
        'm',
        'x = 3,8 m',
      ),
    ],
    () => {
      const rb = (120 * 3 + 300 * 2) / 6;
      return [[rb], [420 - rb], [(250 * 6 - 120 * 3) / 300]];
    },
    'Momentos respecto de A: RB · 6 = 120 · 3 + 300 · 2 = 960 ⇒ RB = 160 kgf; RA = 420 − 160 = 260 kgf; 250 · 6 = 360 + 300 x ⇒ x = 1140/300 = 3,8 m.',
  ),
  parts(
    22448,
    PARALLEL,
    'Sobre una barra actúan dos fuerzas paralelas, F1 = 40 N y F2 = 60 N, aplicadas en dos puntos separados 1,5 m.',
    [
      part('a', 'Si tienen el mismo sentido, ¿cuánto vale la resultante?', 100, 'N', 'R = 100 N'),
      part(
        'b',
        'En ese caso, ¿a qué distancia del punto de aplicación de F1 está aplicada la resultante?',
        0.9,
        'm',
        'd = 0,9 m',
      ),
      part(
        'c',
        'Si F2 tuviera sentido contrario a F1, ¿a qué distancia de F1 quedaría aplicada la resultante?',
        4.5,
        'm',
        'd = 4,5 m (del lado de F2, fuera del segmento)',
      ),
    ],
    () => [[40 + 60], [(60 * 1.5) / 100], [(60 * 1.5) / (60 - 40)]],
    'R = 40 + 60 = 100 N; momentos respecto de F1: 100 · d = 60 · 1,5 ⇒ d = 0,9 m; con sentidos opuestos R = 20 N (sentido de F2) y 20 · d = 60 · 1,5 ⇒ d = 4,5 m, más allá de F2.',
  ),
  parts(
    22449,
    ENERGY,
    'Un trineo de 20 kg parte del reposo desde lo alto de una loma de 8 m de altura, baja por la pendiente y llega al pie con 10 m/s. Después recorre un tramo horizontal con coeficiente de rozamiento 0,25 hasta detenerse (g = 9,8 m/s²).',
    [
      part('a', '¿Cuál es su energía mecánica inicial respecto del pie de la loma?', 1568, 'J', 'E = 1568 J'),
      part('b', '¿Cuánta energía se disipó durante la bajada?', 568, 'J', 'E disipada = 568 J'),
      part('c', '¿Qué distancia recorre en el tramo horizontal?', 20.41, 'm', 'd ≈ 20,41 m'),
    ],
    () => [[20 * 9.8 * 8], [20 * 9.8 * 8 - 0.5 * 20 * 100], [100 / (2 * 0.25 * 9.8)]],
    'E = 20 · 9,8 · 8 = 1568 J; Ec al pie = 20 · 100/2 = 1000 J, se disiparon 568 J; 1000 J = 0,25 · 196 N · d ⇒ d = 1000/49 ≈ 20,41 m.',
  ),
  parts(
    22450,
    HEAT,
    'En un calorímetro cuyo equivalente en agua es de 20 g hay 300 g de agua a 20 °C. Se introduce una pieza de aluminio de 150 g a 180 °C (c Al = 0,22 cal/(g·°C)).',
    [
      part('a', 'Calcule la temperatura de equilibrio.', 34.96, '°C', 'te ≈ 34,96 °C'),
      part('b', 'Calcule el calor que cede el aluminio.', 4786, 'cal', 'Q ≈ 4786 cal'),
      part(
        'c',
        'Luego se agrega hielo a 0 °C. ¿Qué masa de hielo hace falta para que el equilibrio final sea 20 °C? (L fusión = 80 cal/g)',
        52.8,
        'g',
        'm = 52,8 g',
      ),
    ],
    () => {
      const t = (320 * 20 + 33 * 180) / 353;
      return [[t], [33 * (180 - t)], [(353 * (t - 20)) / (80 + 20)]];
    },
    '(300 + 20) · (t − 20) = 150 · 0,22 · (180 − t) ⇒ 353 t = 12 340 ⇒ t ≈ 34,96 °C; Q = 33 · 145,04 ≈ 4786 cal; bajar todo a 20 °C libera 353 · 14,96 = 5280 cal = m · (80 + 20) ⇒ m = 52,8 g.',
  ),
  parts(
    22451,
    CIRCUITS,
    'Un resistor R1 = 4 Ω está en serie con el paralelo de R2 = 6 Ω y R3 = 12 Ω. El conjunto se conecta a una fuente de 24 V.',
    [
      part('a', 'Calcule la resistencia equivalente.', 8, 'Ω', 'Req = 8 Ω'),
      part('b', 'Calcule la corriente que entrega la fuente.', 3, 'A', 'I = 3 A'),
      part('c', 'Calcule la corriente que circula por R3.', 1, 'A', 'I3 = 1 A'),
      part('d', 'Calcule la potencia disipada en R1.', 36, 'W', 'P1 = 36 W'),
    ],
    () => {
      const rp = (6 * 12) / 18;
      const i = 24 / (4 + rp);
      return [[4 + rp], [i], [(i * rp) / 12], [i ** 2 * 4]];
    },
    'R23 = 6 · 12/18 = 4 Ω; Req = 8 Ω; I = 24/8 = 3 A; V23 = 3 · 4 = 12 V, I3 = 12/12 = 1 A; P1 = 3² · 4 = 36 W.',
  ),
];

/** Open statements with their questions on the page. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    22460,
    POWER,
    'En una vivienda alimentada con 220 V funcionan diariamente: una estufa eléctrica de 2000 W durante 5 h, seis lámparas de 15 W cada una durante 8 h y una heladera de 150 W que en total funciona 10 h. El kWh cuesta $ 85.\na) ¿Qué intensidad de corriente toma la estufa?\nb) ¿Cuántos kWh se consumen por día?\nc) ¿Cuánto se paga en un mes de 30 días?',
    'a) ≈ 9,09 A; b) 12,22 kWh; c) $ 31.161',
    () => [2000 / 220, 2 * 5 + 6 * 0.015 * 8 + 0.15 * 10, (2 * 5 + 6 * 0.015 * 8 + 0.15 * 10) * 30 * 85],
    'I = 2000/220 ≈ 9,09 A; E = 2 · 5 + 6 · 0,015 · 8 + 0,15 · 10 = 10 + 0,72 + 1,5 = 12,22 kWh; costo = 12,22 · 30 · 85 = $ 31 161.',
  ),
  page(
    'fisica',
    22461,
    REFRACTION,
    'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) incidiendo con un ángulo de 45° respecto de la normal. Dato: c = 3 · 10⁸ m/s.\na) Determine el ángulo de refracción.\nb) Determine la velocidad de la luz en el agua.\nc) Determine el ángulo límite para la luz que pasa del agua al aire.',
    'a) ≈ 32,1°; b) ≈ 2,26 · 10⁸ m/s; c) ≈ 48,8°',
    () => [deg(Math.asin(Math.sin(rad(45)) / 1.33)), 3e8 / 1.33, deg(Math.asin(1 / 1.33))],
    'sen r = sen 45°/1,33 ≈ 0,532 ⇒ r ≈ 32,1°; v = c/n = 3 · 10⁸/1,33 ≈ 2,26 · 10⁸ m/s; sen L = 1/1,33 ⇒ L ≈ 48,8°.',
  ),
  page(
    'fisica',
    22462,
    LENSES,
    'Frente a un espejo esférico cóncavo de 40 cm de radio de curvatura se coloca un objeto de 3 cm de altura a 60 cm del espejo.\na) ¿Cuál es la distancia focal?\nb) ¿Dónde se forma la imagen?\nc) ¿Cuál es su tamaño? Indique si es derecha o invertida.',
    'a) 20 cm; b) a 30 cm del espejo, del lado del objeto (real); c) 1,5 cm, invertida',
    () => [40 / 2, 1 / (1 / 20 - 1 / 60), 3 * (1 / (1 / 20 - 1 / 60) / 60)],
    'f = R/2 = 20 cm; 1/q = 1/20 − 1/60 = 2/60 ⇒ q = 30 cm; aumento −q/p = −0,5: imagen de 1,5 cm, real e invertida.',
  ),
  page(
    'fisica',
    22463,
    FLUIDS,
    'Un cuerpo pesa 50 N en el aire y 32 N cuando está totalmente sumergido en agua (densidad 1000 kg/m³; g = 10 m/s²).\na) ¿Cuánto vale el empuje?\nb) ¿Cuál es el volumen del cuerpo, en cm³?\nc) ¿Cuál es su densidad?\nd) ¿Cuánto pesaría sumergido totalmente en un aceite de densidad 0,8 g/cm³?',
    'a) 18 N; b) 1800 cm³; c) ≈ 2778 kg/m³; d) 35,6 N',
    () => [50 - 32, (18 / (1000 * 10)) * 1e6, 5 / (18 / (1000 * 10)), 50 - 800 * 10 * (18 / (1000 * 10))],
    'E = 50 − 32 = 18 N; V = E/(ρ g) = 18/10 000 = 1,8 · 10⁻³ m³ = 1800 cm³; m = 5 kg, ρ = 5/0,0018 ≈ 2778 kg/m³; en aceite E = 800 · 10 · 0,0018 = 14,4 N, peso aparente 50 − 14,4 = 35,6 N.',
  ),
  page(
    'fisica',
    22464,
    FLUIDS,
    'Los émbolos de una prensa hidráulica tienen diámetros de 4 cm y 40 cm. Sobre el émbolo menor se aplica una fuerza de 150 N.\na) ¿Qué fuerza se obtiene sobre el émbolo mayor?\nb) Si el émbolo menor baja 20 cm, ¿cuánto sube el mayor?\nc) ¿Qué presión, en kPa, transmite el líquido por efecto de esa fuerza?',
    'a) 15000 N; b) 0,2 cm (2 mm); c) ≈ 119,4 kPa',
    () => [150 * (40 / 4) ** 2, 20 / (40 / 4) ** 2, 150 / (Math.PI * 0.02 ** 2) / 1000],
    'Las áreas están en razón (40/4)² = 100: F = 150 · 100 = 15 000 N; el volumen desplazado es el mismo: 20 cm/100 = 0,2 cm; p = 150/(π · 0,02²) ≈ 119 366 Pa ≈ 119,4 kPa.',
  ),
  page(
    'fisica',
    22465,
    SCALES,
    'Un termómetro graduado en la escala Fahrenheit indica 86 °F.\na) Exprese esa temperatura en grados Celsius.\nb) Exprésela en kelvin.\nc) ¿A qué temperatura las escalas Celsius y Fahrenheit marcan el mismo número?',
    'a) 30 °C; b) 303,15 K; c) −40 (−40 °C = −40 °F)',
    () => [((86 - 32) * 5) / 9, ((86 - 32) * 5) / 9 + 273.15, -160 / 4],
    't °C = (86 − 32) · 5/9 = 30 °C; T = 30 + 273,15 = 303,15 K; x = 9x/5 + 32 ⇒ −4x/5 = 32 ⇒ x = −40.',
  ),
  page(
    'fisica',
    22466,
    ENERGY,
    'Una bala de 20 g se incrusta en un bloque de madera de 1,98 kg que cuelga de un hilo, y el conjunto se eleva 20 cm respecto de su posición inicial (g = 9,8 m/s²).\na) ¿Con qué velocidad comienza a moverse el conjunto después del impacto?\nb) ¿Cuál era la velocidad de la bala?\nc) ¿Cuánta energía cinética se perdió en el choque?',
    'a) ≈ 1,98 m/s; b) ≈ 198 m/s; c) ≈ 388,1 J',
    () => {
      const after = Math.sqrt(2 * 9.8 * 0.2);
      const bullet = (2 * after) / 0.02;
      return [after, bullet, 0.5 * 0.02 * bullet ** 2 - 0.5 * 2 * after ** 2];
    },
    'Después del choque se conserva la energía: V = √(2 · 9,8 · 0,2) = √3,92 ≈ 1,98 m/s; en el choque se conserva la cantidad de movimiento: 0,02 v = 2 V ⇒ v = 100 V ≈ 198 m/s; Ec antes = 0,01 · 39 200 = 392 J, después = 3,92 J: se perdieron 388,08 J.',
  ),
  page(
    'fisica',
    22467,
    ENERGY,
    'Un montacargas eleva una carga de 800 kg a 15 m de altura con velocidad constante, en 40 s. El rendimiento del motor es del 75 % (g = 9,8 m/s²; 1 HP = 746 W).\na) Calcule el trabajo útil realizado.\nb) Calcule la potencia útil.\nc) Calcule la potencia que consume el motor, en HP.',
    'a) 117.600 J; b) 2940 W; c) ≈ 5,25 HP',
    () => [800 * 9.8 * 15, (800 * 9.8 * 15) / 40, (800 * 9.8 * 15) / 40 / 0.75 / 746],
    'W = m g h = 800 · 9,8 · 15 = 117 600 J; P útil = 117 600/40 = 2940 W; P consumida = 2940/0,75 = 3920 W ≈ 5,25 HP.',
  ),
  page(
    'fisica',
    22468,
    CHARGE,
    'Dos cargas puntuales q1 = +4 µC y q2 = −9 µC están fijas en el vacío, separadas 50 cm (k = 9 · 10⁹ N·m²/C²).\na) Calcule el módulo del campo eléctrico en el punto medio del segmento que las une.\nb) ¿Qué fuerza actuaría sobre una carga de +2 µC colocada en ese punto?\nc) ¿A qué distancia de q1 se anula el campo eléctrico?',
    'a) 1,872 · 10⁶ N/C (hacia q2); b) 3,744 N (hacia q2); c) a 1 m de q1, del lado opuesto a q2',
    () => {
      const field = (K * 4e-6) / 0.25 ** 2 + (K * 9e-6) / 0.25 ** 2;
      return [field, 2e-6 * field, 0.5 * (2 / (3 - 2))];
    },
    'En el punto medio ambos campos apuntan hacia q2: E = 9 · 10⁹ · (4 + 9) · 10⁻⁶/0,0625 = 1,872 · 10⁶ N/C; F = 2 · 10⁻⁶ · 1,872 · 10⁶ = 3,744 N; el campo se anula fuera del segmento, del lado de la carga menor: 4/x² = 9/(x + 0,5)² ⇒ 2 (x + 0,5) = 3x ⇒ x = 1 m.',
  ),
  page(
    'fisica',
    22469,
    SPRINGS,
    'Un bloque de 2 kg se desliza a 6 m/s sobre una superficie horizontal sin rozamiento y choca contra un resorte de constante 1800 N/m, que lo frena.\na) ¿Cuál es la compresión máxima del resorte?\nb) ¿Qué rapidez tiene el bloque cuando el resorte está comprimido 10 cm?\nc) ¿Cuál es la fuerza máxima que ejerce el resorte?',
    'a) 20 cm; b) ≈ 5,20 m/s; c) 360 N',
    () => [
      6 * Math.sqrt(2 / 1800) * 100,
      Math.sqrt(6 ** 2 - (1800 * 0.1 ** 2) / 2),
      1800 * 6 * Math.sqrt(2 / 1800),
    ],
    '½ m v² = ½ k x² ⇒ x = 6 · √(2/1800) = 0,2 m = 20 cm; ½ · 2 · v² = 36 − ½ · 1800 · 0,01 = 27 J ⇒ v = √27 ≈ 5,20 m/s; F = 1800 · 0,2 = 360 N.',
  ),
];

export const physicsExamPages3Problems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
