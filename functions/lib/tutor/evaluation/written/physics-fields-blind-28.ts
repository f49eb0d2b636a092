/**
 * A blind set on the non-mechanics part of the physics programme (#32, wave 28, session 28), written before
 * any reply of the offline engine was read and without opening the solvers or the engine, in our own words:
 * twenty-two five-option items with «Ninguna respuesta anterior es correcta» as option E (the right one in
 * 24203, 24209, 24214 and 24219), eleven short numeric answers, seven problems asked part by part and five
 * exam pages whose questions are written in the statement (later parts use the earlier results). It runs
 * across units and scientific notation (the charge of a number of electrons, a pressure in atm, mmHg and
 * kPa), electrostatics (Coulomb's law, charges shared by contact, the field and the potential of point
 * charges, the point of zero field, the work to bring a charge from infinity), DC circuits (Ohm's law,
 * series, parallel and mixed resistors, the current in each branch, a battery's internal resistance and
 * terminal voltage, two bulbs in series, power, energy and the kWh bill of a home), hydrostatics (gauge and
 * absolute pressure at depth, layered liquids, a hydraulic press, a U tube with oil and water, floating
 * fraction, a body weighed in air and in water), fluid flow (continuity, flow rate and filling times,
 * Bernoulli in a horizontal pipe, Torricelli), heat (equilibrium temperature with and without a change of
 * state, latent heat, an electric kettle, linear dilation, °C, K and °F), ideal gases (Boyle, Charles,
 * Gay-Lussac, the combined law, moles with R = 0,082), waves (v = λ f), refraction (Snell), a thin lens and
 * a concave mirror. Data in mixed units (kPa, atm, mmHg, cal and J, kWh, mL, L and m³, cm², °C, K and °F,
 * μC and nC) with g = 9,8 or 10 m/s² as each statement says; decimal comma. Flow problems use the fluids
 * subtopic, the map having no subtopic of their own.
 *
 * Sources (read 2026-12-02; facts only, kinds of problem and layout, no wording copied):
 * - https://filadd.com/doc/2018-problemas-de-hidrostatica-adicionales-pdf (fluid statics drill with five
 *   options closing in «ninguna de las opciones anteriores»: density, pressure of a column in mmHg, force of
 *   the atmosphere on an area)
 * - https://it.scribd.com/document/62158755/fisica (a floating box loaded until it sinks some centimetres
 *   more: Archimedes with the submerged volume)
 * - https://es.scribd.com/document/667328281/2023-03-Escalas-Dilatacion-Propagacion-del-calor-Para-completo
 *   (temperature scales and dilation for an entrance course, with exercises)
 * - https://www.scribd.com/document/218948477/Res-IB-2003-1 (an admission exam with point charges and
 *   calorimetry with latent heats as multiple choice)
 * - https://melakarnets.com/proxy/index.php?q=https%3A%2F%2Fes.scribd.com%2Fdocument%2F798622708%2FFisica-Unidad-1-2025-NUEVO
 *   (UTN FRVM, Seminario de Ingreso 2025, Física: magnitudes and units, problem solving emphasised)
 * - the stored FRT, FRM and FRVM programmes and exams of functions/content/exam-style/sources.ts (the
 *   five-option layout with «Ninguna respuesta anterior es correcta», parts, units and notation).
 * The UTN searches found no published non-mechanics exam; the kinds follow the programmes' units
 * (electricity, fluids, heat, waves, optics as shared/domain/syllabus-map/fisica.ts lists them).
 * Each key is worked out by hand in its solution and recomputed by `check`.
 *
 * First measure, before any fix, at HEAD d3dd0893 (written without looking at the solvers or the engine's
 * replies; the same on a clean export of that commit): 18/45 right, 17 answered sure, 1 sure and wrong
 * (24241, the concave mirror page). That reply's results were right, but its part c), two questions in
 * a row («¿Cuál es el aumento y qué altura…? ¿Es real o virtual…?»), was read by its last question only
 * and did not state the magnification asked; the optics reading now takes questions in a row together:
 * 19/45 right, 0 sure and wrong.
 *
 * Opened for fixing in session 29, once blind wave 29 was measured (ADR 0116): its failures may be read
 * and fixed by kind since then, like any visible set's.
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
const CHARGE = 'electricidad.carga-campo';
const OHM = 'electricidad.circuitos-ohm';
const POWER = 'electricidad.potencia-energia';
const FLUIDS = 'mecanica.hidrostatica';
const SCALES = 'termodinamica.temperatura-escalas';
const HEAT = 'termodinamica.calorimetria';
const DILATION = 'termodinamica.dilatacion';
const GASES = 'termodinamica.gases-primer-principio';
const WAVES = 'ondas.magnitudes-velocidad';
const REFRACTION = 'optica.refraccion';
const LENSES = 'optica.lentes-espejos';

const K = 9e9;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const parallel = (...resistances: number[]) => 1 / resistances.reduce((sum, r) => sum + 1 / r, 0);
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna respuesta anterior es correcta» (right in 24203, 24209, 24214, 24219). */
const choices: readonly ExamStyleProblem[] = [
  options(
    24200,
    UNITS,
    '1) Un cuerpo neutro adquiere 2,5·10¹³ electrones en exceso. (Dato: carga del electrón −1,6·10⁻¹⁹ C). El valor absoluto de su carga, expresado en microcoulomb, es:',
    ['4 μC', '0,4 μC', '40 μC', '1,56 μC'],
    0,
    () => [(2.5e13 * 1.6e-19) / 1e-6],
    '|q| = n e = 2,5·10¹³ · 1,6·10⁻¹⁹ C = 4·10⁻⁶ C = 4 μC (negativa, porque sobran electrones).',
  ),
  options(
    24201,
    UNITS,
    '2) La presión del aire en una cámara es de 1,8 atm. Considerando 1 atm = 760 mmHg = 101,3 kPa, esa presión equivale a:',
    ['1368 mmHg y 182,3 kPa', '422 mmHg y 56,3 kPa', '1368 mmHg y 18,23 kPa', '136,8 mmHg y 182,3 kPa'],
    0,
    () => [1.8 * 760, 1.8 * 101.3],
    '1,8 · 760 = 1368 mmHg; 1,8 · 101,3 = 182,34 kPa ≈ 182,3 kPa.',
  ),
  options(
    24202,
    CHARGE,
    'Dos cargas puntuales q1 = 4 μC y q2 = −6 μC están separadas 30 cm en el vacío (k = 9·10⁹ N·m²/C²). La fuerza entre ellas es:',
    ['2,4 N, de atracción', '0,24 N, de atracción', '7,2 N, de repulsión', '24 N, de repulsión'],
    0,
    () => [(K * 4e-6 * 6e-6) / 0.3 ** 2],
    'F = k |q1 q2|/d² = 9·10⁹ · 4·10⁻⁶ · 6·10⁻⁶/0,09 = 0,216/0,09 = 2,4 N; signos opuestos: se atraen.',
  ),
  options(
    24203,
    CHARGE,
    '4) Dos cargas positivas de 3 μC y 5 μC están fijas a 40 cm una de la otra. El módulo del campo eléctrico en el punto medio del segmento que las une es (k = 9·10⁹ N·m²/C²):',
    ['1,8·10⁶ N/C', '6,75·10⁵ N/C', '1,125·10⁶ N/C', '9·10⁵ N/C'],
    4,
    () => [(K * (5e-6 - 3e-6)) / 0.2 ** 2 / 1e5],
    'A 0,2 m de cada una: E1 = 9·10⁹ · 3·10⁻⁶/0,04 = 6,75·10⁵ N/C y E2 = 9·10⁹ · 5·10⁻⁶/0,04 = 1,125·10⁶ N/C, en sentidos opuestos (ambas positivas): E = 4,5·10⁵ N/C, hacia la carga de 3 μC. No figura: Ninguna respuesta anterior es correcta.',
  ),
  options(
    24204,
    CHARGE,
    'Una carga fija de 8 nC está en el vacío. ¿Qué trabajo hay que realizar para traer, desde el infinito y sin cambiar su energía cinética, una carga de 2 μC hasta un punto situado a 20 cm de la carga fija? (k = 9·10⁹ N·m²/C²)',
    ['7,2·10⁻⁴ J', '3,6·10⁻³ J', '360 J', '1,44·10⁻⁵ J'],
    0,
    () => [((K * 8e-9) / 0.2) * 2e-6 * 1e4],
    'V = k Q/r = 9·10⁹ · 8·10⁻⁹/0,2 = 360 V; W = q V = 2·10⁻⁶ · 360 = 7,2·10⁻⁴ J.',
  ),
  options(
    24205,
    OHM,
    '6) Una resistencia de 6 Ω y otra de 3 Ω conectadas en paralelo se conectan en serie con una resistencia de 4 Ω, y el conjunto se alimenta con una batería ideal de 12 V. La intensidad de corriente que circula por la resistencia de 3 Ω es:',
    ['1,33 A', '2 A', '0,67 A', '4 A'],
    0,
    () => {
      const current = 12 / (parallel(6, 3) + 4);
      return [(current * parallel(6, 3)) / 3];
    },
    'Paralelo: 6 · 3/(6 + 3) = 2 Ω; Req = 2 + 4 = 6 Ω; I = 12/6 = 2 A. Tensión del paralelo: 2 A · 2 Ω = 4 V; por la de 3 Ω: 4/3 ≈ 1,33 A (y 0,67 A por la de 6 Ω).',
  ),
  options(
    24206,
    OHM,
    'Una resistencia de 10 Ω se conecta en serie con un paralelo formado por resistencias de 20 Ω y 30 Ω. La resistencia equivalente del conjunto es:',
    ['22 Ω', '60 Ω', '5,45 Ω', '16 Ω'],
    0,
    () => [10 + parallel(20, 30)],
    'Paralelo: 20 · 30/(20 + 30) = 600/50 = 12 Ω; en serie con 10 Ω: Req = 22 Ω.',
  ),
  options(
    24207,
    POWER,
    '8) Una estufa eléctrica de 1,2 kW se usa 3 horas por día durante 30 días. Si el kWh cuesta $75, el costo de la energía consumida por la estufa en ese período es:',
    ['$8100', '$810', '$2700', '$270'],
    0,
    () => [1.2 * 3 * 30 * 75],
    'E = P t = 1,2 kW · 3 h/día · 30 días = 108 kWh; costo = 108 · 75 = $8100.',
  ),
  options(
    24208,
    OHM,
    'Una batería de fem 12 V y resistencia interna 0,5 Ω alimenta una resistencia externa de 5,5 Ω. La diferencia de potencial entre los bornes de la batería es:',
    ['11 V', '12 V', '1 V', '10,5 V'],
    0,
    () => {
      const current = 12 / (5.5 + 0.5);
      return [current * 5.5];
    },
    'I = ε/(R + r) = 12/6 = 2 A; V = ε − I r = 12 − 2 · 0,5 = 11 V (= I R = 2 · 5,5).',
  ),
  options(
    24209,
    POWER,
    'Dos lámparas, una de 60 W y otra de 100 W, ambas fabricadas para 220 V, se conectan en serie a la red de 220 V. Suponiendo que sus resistencias no cambian, la potencia total que disipa el conjunto es:',
    ['160 W', '80 W', '40 W', '23,4 W'],
    4,
    () => [220 ** 2 / (220 ** 2 / 60 + 220 ** 2 / 100)],
    'R1 = 220²/60 ≈ 806,7 Ω; R2 = 220²/100 = 484 Ω; en serie 1290,7 Ω; P = 220²/1290,7 = 1/(1/60 + 1/100) = 37,5 W (la de 60 W disipa unos 23,4 W de ese total). No figura: Ninguna respuesta anterior es correcta.',
  ),
  options(
    24210,
    FLUIDS,
    '10) Un buzo se encuentra a 15 m de profundidad en el mar. Datos: densidad del agua de mar 1030 kg/m³; g = 9,8 m/s²; presión atmosférica 101,3 kPa. La presión absoluta que soporta es:',
    ['252,7 kPa', '151,4 kPa', '116,7 kPa', '1,5 kPa'],
    0,
    () => [101.3 + (1030 * 9.8 * 15) / 1000],
    'Presión manométrica: ρ g h = 1030 · 9,8 · 15 = 151 410 Pa ≈ 151,4 kPa; absoluta: 101,3 + 151,4 = 252,7 kPa.',
  ),
  options(
    24211,
    FLUIDS,
    'En una prensa hidráulica el émbolo menor tiene 4 cm de diámetro y el mayor 40 cm. ¿Qué fuerza hay que aplicar sobre el émbolo menor para sostener un automóvil de 1200 kg apoyado sobre el mayor? (g = 9,8 m/s²)',
    ['117,6 N', '1176 N', '11,76 N', '1,18·10⁶ N'],
    0,
    () => [1200 * 9.8 * (4 / 40) ** 2],
    'Pascal: F1/A1 = F2/A2 ⇒ F1 = m g (d1/d2)² = 11 760 · (0,1)² = 117,6 N (las áreas van con el cuadrado del diámetro).',
  ),
  options(
    24212,
    FLUIDS,
    'En un tubo en U abierto que contiene agua se vierte aceite (densidad 0,8 g/cm³) en una de las ramas hasta formar una columna de 12 cm. Una vez en equilibrio, la diferencia de altura entre las superficies libres de las dos ramas es:',
    ['2,4 cm', '9,6 cm', '15 cm', '3 cm'],
    0,
    () => [12 - 12 * 0.8],
    'En el nivel de la separación aceite-agua las presiones son iguales: 0,8 · 12 = 1 · h ⇒ h = 9,6 cm de agua sobre ese nivel en la otra rama. La superficie del aceite queda 12 − 9,6 = 2,4 cm más alta.',
  ),
  options(
    24213,
    FLUIDS,
    '13) Un bloque de madera de densidad 650 kg/m³ flota en agua dulce (1000 kg/m³). ¿Qué porcentaje de su volumen queda fuera del agua?',
    ['35 %', '65 %', '53,8 %', '0,65 %'],
    0,
    () => [(1 - 650 / 1000) * 100],
    'Flotando, peso = empuje: ρc V g = ρa Vs g ⇒ Vs/V = 650/1000 = 0,65: sumergido el 65 %, fuera del agua el 35 %.',
  ),
  options(
    24214,
    FLUIDS,
    'Una pieza metálica pesa 5,4 N en el aire y 3,4 N cuando está totalmente sumergida en agua (densidad 1000 kg/m³). La densidad del metal es:',
    ['1588 kg/m³', '1700 kg/m³', '3700 kg/m³', '370 kg/m³'],
    4,
    () => [(5.4 / (5.4 - 3.4)) * 1000],
    'Empuje = 5,4 − 3,4 = 2 N = ρa V g; peso = ρm V g = 5,4 N ⇒ ρm/ρa = 5,4/2 = 2,7 ⇒ ρm = 2700 kg/m³ (g se cancela). No figura: Ninguna respuesta anterior es correcta.',
  ),
  options(
    24215,
    FLUIDS,
    'Por una cañería de 6 cm de diámetro circula agua a 2 m/s. Más adelante la cañería se reduce a 3 cm de diámetro. La velocidad del agua en el tramo angosto es:',
    ['8 m/s', '4 m/s', '1 m/s', '0,5 m/s'],
    0,
    () => [2 * (6 / 3) ** 2],
    'Continuidad: A1 v1 = A2 v2 ⇒ v2 = v1 (d1/d2)² = 2 · 4 = 8 m/s.',
  ),
  options(
    24216,
    FLUIDS,
    '16) Un tanque de 1,5 m³ se llena con una manguera de 2 cm² de sección por la que el agua sale a 2,5 m/s. El tiempo que tarda en llenarse es:',
    ['50 min', '5 min', '300 min', '3 min'],
    0,
    () => [1.5 / (2e-4 * 2.5) / 60],
    'Q = A v = 2·10⁻⁴ m² · 2,5 m/s = 5·10⁻⁴ m³/s = 0,5 L/s; t = 1,5/5·10⁻⁴ = 3000 s = 50 min.',
  ),
  options(
    24217,
    FLUIDS,
    'Un depósito abierto de agua tiene un pequeño orificio lateral situado 5 m por debajo de la superficie libre. Con g = 9,8 m/s², la velocidad con que sale el agua por el orificio es, aproximadamente:',
    ['9,90 m/s', '98 m/s', '7 m/s', '4,95 m/s'],
    0,
    () => [Math.sqrt(2 * 9.8 * 5)],
    'Torricelli: v = √(2 g h) = √(2 · 9,8 · 5) = √98 ≈ 9,90 m/s.',
  ),
  options(
    24218,
    HEAT,
    '18) Un bloque de aluminio de 400 g a 150 °C se introduce en un recipiente aislado con 500 g de agua a 20 °C. (c aluminio = 0,22 cal/g °C; c agua = 1 cal/g °C; despreciar el recipiente). La temperatura de equilibrio es, aproximadamente:',
    ['39,5 °C', '85 °C', '77,8 °C', '22,4 °C'],
    0,
    () => [(400 * 0.22 * 150 + 500 * 20) / (400 * 0.22 + 500)],
    'Calor cedido = calor absorbido: 400 · 0,22 · (150 − T) = 500 · 1 · (T − 20) ⇒ 13 200 − 88 T = 500 T − 10 000 ⇒ T = 23 200/588 ≈ 39,5 °C.',
  ),
  options(
    24219,
    HEAT,
    'Se tienen 50 g de hielo a −10 °C. ¿Qué cantidad de calor hay que entregarles para obtener agua líquida a 30 °C? (c hielo = 0,5 cal/g °C; calor latente de fusión 80 cal/g; c agua = 1 cal/g °C)',
    ['4000 cal', '5500 cal', '1750 cal', '4250 cal'],
    4,
    () => [50 * 0.5 * 10 + 50 * 80 + 50 * 1 * 30],
    'Calentar el hielo hasta 0 °C: 50 · 0,5 · 10 = 250 cal; fundirlo: 50 · 80 = 4000 cal; calentar el agua hasta 30 °C: 50 · 1 · 30 = 1500 cal; total 5750 cal. No figura: Ninguna respuesta anterior es correcta.',
  ),
  options(
    24220,
    DILATION,
    'Un riel de acero mide 12 m a 10 °C. ¿Cuánto se alarga cuando su temperatura llega a 40 °C? (coeficiente de dilatación lineal del acero 1,2·10⁻⁵ °C⁻¹)',
    ['4,32 mm', '0,432 mm', '43,2 mm', '1,44 mm'],
    0,
    () => [12 * 1.2e-5 * 30 * 1000],
    'ΔL = L0 α ΔT = 12 · 1,2·10⁻⁵ · 30 = 4,32·10⁻³ m = 4,32 mm.',
  ),
  options(
    24221,
    SCALES,
    '21) Un termómetro graduado en la escala Fahrenheit indica 113 °F. Esa temperatura, expresada en kelvin, es:',
    ['318,15 K', '45 K', '386,15 K', '228,15 K'],
    0,
    () => [((113 - 32) * 5) / 9 + 273.15],
    'T(°C) = (113 − 32) · 5/9 = 81 · 5/9 = 45 °C; T(K) = 45 + 273,15 = 318,15 K.',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    24222,
    WAVES,
    'Un diapasón emite un sonido de 850 Hz que se propaga en el aire a 340 m/s. ¿Cuál es su longitud de onda? Expresar el resultado en cm.',
    key(40, 'cm', 'λ = 40 cm'),
    () => (340 / 850) * 100,
    'v = λ f ⇒ λ = 340/850 = 0,4 m = 40 cm.',
  ),
  numeric(
    24223,
    REFRACTION,
    'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) incidiendo con un ángulo de 50° respecto de la normal. ¿Qué ángulo forma el rayo refractado con la normal?',
    key(35.17, '°', 'r ≈ 35,2°'),
    () => deg(Math.asin(Math.sin(rad(50)) / 1.33)),
    'Snell: 1 · sen 50° = 1,33 · sen r ⇒ sen r = 0,7660/1,33 ≈ 0,5760 ⇒ r ≈ 35,2° (se acerca a la normal).',
  ),
  numeric(
    24224,
    LENSES,
    '3) Un objeto se coloca a 25 cm de una lente delgada convergente de 15 cm de distancia focal. ¿A qué distancia de la lente se forma la imagen?',
    key(37.5, 'cm', "x' = 37,5 cm (real, del otro lado de la lente)"),
    () => 1 / (1 / 15 - 1 / 25),
    "1/f = 1/x + 1/x' ⇒ 1/x' = 1/15 − 1/25 = (5 − 3)/75 = 2/75 ⇒ x' = 37,5 cm; imagen real e invertida, aumento −37,5/25 = −1,5.",
  ),
  numeric(
    24225,
    GASES,
    'Un gas ocupa 2,4 L a una presión de 95 kPa. Se lo comprime a temperatura constante hasta que ocupa 1,5 L. ¿Cuál es su nueva presión, en kPa?',
    key(152, 'kPa', 'P = 152 kPa'),
    () => (95 * 2.4) / 1.5,
    'Boyle: P1 V1 = P2 V2 ⇒ P2 = 95 · 2,4/1,5 = 228/1,5 = 152 kPa.',
  ),
  numeric(
    24226,
    GASES,
    'Un globo contiene 500 mL de aire a 27 °C. Si se lo calienta a presión constante hasta 177 °C, ¿qué volumen ocupa, en mL?',
    key(750, 'mL', 'V = 750 mL'),
    () => (500 * (177 + 273)) / (27 + 273),
    'Charles, con temperaturas absolutas: T1 = 300 K, T2 = 450 K; V2 = 500 · 450/300 = 750 mL (no 500 · 177/27).',
  ),
  numeric(
    24227,
    GASES,
    '7) Un recipiente rígido contiene aire a 2,2 atm y 17 °C. Se lo calienta hasta 77 °C. ¿Qué presión alcanza el aire, en atm?',
    key(2.655, 'atm', 'P ≈ 2,66 atm'),
    () => (2.2 * (77 + 273)) / (17 + 273),
    'Gay-Lussac (volumen constante): P2 = P1 T2/T1 = 2,2 · 350/290 ≈ 2,66 atm.',
  ),
  numeric(
    24228,
    GASES,
    'Una masa de gas ocupa 10 L a 2 atm y 27 °C. ¿Qué volumen ocupará a 4 atm y 127 °C?',
    key(6.667, 'L', 'V ≈ 6,67 L'),
    () => (10 * 2 * (127 + 273)) / ((27 + 273) * 4),
    'Ley combinada: P1 V1/T1 = P2 V2/T2 ⇒ V2 = 10 · (2/4) · (400/300) = 20/3 ≈ 6,67 L.',
  ),
  numeric(
    24229,
    CHARGE,
    '9) Dos esferitas metálicas iguales tienen cargas de +8 μC y −2 μC. Se las pone en contacto y luego se las separa 30 cm. ¿Con qué fuerza se repelen? (k = 9·10⁹ N·m²/C²)',
    key(0.9, 'N', 'F = 0,9 N'),
    () => {
      const each = (8e-6 - 2e-6) / 2;
      return (K * each * each) / 0.3 ** 2;
    },
    'Al tocarse se reparten la carga neta: (8 − 2)/2 = 3 μC cada una; F = 9·10⁹ · (3·10⁻⁶)²/0,09 = 0,081/0,09 = 0,9 N.',
  ),
  numeric(
    24230,
    HEAT,
    'Una pava eléctrica de 2000 W calienta 1,5 L de agua desde 20 °C hasta 100 °C. Suponiendo que todo el calor lo absorbe el agua, ¿cuánto tiempo tarda, en segundos? (c agua = 4186 J/kg °C; 1 L de agua = 1 kg)',
    key(251.16, 's', 't ≈ 251 s (≈ 4,2 min)'),
    () => (1.5 * 4186 * 80) / 2000,
    'Q = m c ΔT = 1,5 · 4186 · 80 = 502 320 J; t = Q/P = 502 320/2000 ≈ 251 s ≈ 4,2 min.',
  ),
  numeric(
    24231,
    UNITS,
    '11) ¿Cuál es la presión manométrica en el fondo de un tanque con 2 m de agua? Expresar el resultado en mmHg. (g = 9,8 m/s²; densidad del agua 1000 kg/m³; 760 mmHg = 101 325 Pa)',
    key(147, 'mmHg', 'P ≈ 147 mmHg'),
    () => (1000 * 9.8 * 2 * 760) / 101325,
    'P = ρ g h = 1000 · 9,8 · 2 = 19 600 Pa; en mmHg: 19 600 · 760/101 325 ≈ 147 mmHg.',
  ),
  numeric(
    24232,
    FLUIDS,
    'Por un caño horizontal circula agua (1000 kg/m³). En un tramo ancho la velocidad es 2 m/s y la presión 180 kPa; en un tramo angosto la velocidad es 6 m/s. ¿Cuál es la presión en el tramo angosto, en kPa?',
    key(164, 'kPa', 'P = 164 kPa'),
    () => (180000 - 0.5 * 1000 * (6 ** 2 - 2 ** 2)) / 1000,
    'Bernoulli a igual altura: P2 = P1 − ½ ρ (v2² − v1²) = 180 000 − 500 · (36 − 4) = 180 000 − 16 000 = 164 000 Pa = 164 kPa.',
  ),
];

/** Problems asked part by part, the later parts using the earlier results. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    24233,
    OHM,
    '5) Un circuito tiene una fuente ideal de 24 V que alimenta una resistencia R1 = 4 Ω conectada en serie con un paralelo formado por R2 = 6 Ω y R3 = 12 Ω.',
    [
      part('a', 'Calcule la resistencia equivalente del circuito.', 8, 'Ω', 'Req = 8 Ω'),
      part('b', 'Calcule la corriente que entrega la fuente.', 3, 'A', 'I = 3 A'),
      part('c', 'Calcule la corriente que circula por R3.', 1, 'A', 'I3 = 1 A'),
      part('d', 'Calcule la potencia que disipa R1.', 36, 'W', 'P1 = 36 W'),
    ],
    () => {
      const req = 4 + parallel(6, 12);
      const current = 24 / req;
      return [[req], [current], [(current * parallel(6, 12)) / 12], [current ** 2 * 4]];
    },
    'Paralelo: 6 · 12/18 = 4 Ω; Req = 4 + 4 = 8 Ω; I = 24/8 = 3 A. Tensión del paralelo: 3 · 4 = 12 V; I3 = 12/12 = 1 A (I2 = 2 A). P1 = I² R1 = 9 · 4 = 36 W.',
  ),
  parts(
    24234,
    POWER,
    'En una casa se usan todos los días una lámpara de 60 W durante 5 h, un televisor de 120 W durante 4 h y un microondas de 1200 W durante 30 min. El kWh cuesta $95.',
    [
      part('a', '¿Cuánta energía se consume por día, en kWh?', 1.38, 'kWh', 'E = 1,38 kWh'),
      part('b', '¿Cuánta energía se consume en 30 días, en kWh?', 41.4, 'kWh', 'E = 41,4 kWh'),
      part('c', '¿Cuánto cuesta esa energía?', 3933, '$', '$3933'),
    ],
    () => {
      const day = 0.06 * 5 + 0.12 * 4 + 1.2 * 0.5;
      return [[day], [day * 30], [day * 30 * 95]];
    },
    'Lámpara 0,06 kW · 5 h = 0,30 kWh; televisor 0,12 · 4 = 0,48 kWh; microondas 1,2 · 0,5 = 0,60 kWh; por día 1,38 kWh; en 30 días 41,4 kWh; costo 41,4 · 95 = $3933.',
  ),
  parts(
    24235,
    FLUIDS,
    'Un cubo macizo de 10 cm de arista y densidad 0,8 g/cm³ flota en agua (1 g/cm³). Considere g = 9,8 m/s².',
    [
      part('a', 'Calcule el peso del cubo.', 7.84, 'N', 'P = 7,84 N'),
      part('b', '¿Qué profundidad del cubo queda sumergida?', 8, 'cm', 'h = 8 cm'),
      part(
        'c',
        '¿Qué fuerza vertical adicional hay que aplicarle para sumergirlo por completo?',
        1.96,
        'N',
        'F = 1,96 N',
      ),
    ],
    () => {
      const weight = 0.8 * 9.8;
      return [[weight], [10 * 0.8], [1 * 9.8 - weight]];
    },
    'V = 1000 cm³ = 10⁻³ m³; m = 0,8 · 1000 = 800 g = 0,8 kg; P = 0,8 · 9,8 = 7,84 N. Flotando, la fracción sumergida es 0,8: h = 0,8 · 10 = 8 cm. Sumergido del todo, E = 1000 · 10⁻³ · 9,8 = 9,8 N: F = 9,8 − 7,84 = 1,96 N.',
  ),
  parts(
    24236,
    HEAT,
    '14) En un calorímetro ideal con 400 g de agua a 50 °C se colocan 100 g de hielo a 0 °C. Datos: calor latente de fusión del hielo 80 cal/g; c agua = 1 cal/g °C; 1 cal = 4,184 J.',
    [
      part('a', '¿Cuánto calor se necesita para fundir todo el hielo?', 8000, 'cal', 'Q = 8000 cal'),
      part('b', '¿Cuál es la temperatura final de equilibrio?', 24, '°C', 'T = 24 °C'),
      part('c', '¿Cuánto calor cede el agua caliente? Expréselo en joules.', 43513.6, 'J', 'Q ≈ 4,35·10⁴ J'),
    ],
    () => {
      const t = (400 * 50 - 100 * 80) / (400 + 100);
      return [[100 * 80], [t], [400 * (50 - t) * 4.184]];
    },
    'Fundir el hielo: 100 · 80 = 8000 cal; el agua, al bajar a 0 °C, podría ceder 400 · 50 = 20 000 cal > 8000: se funde todo. 400 (50 − T) = 8000 + 100 T ⇒ 20 000 − 8000 = 500 T ⇒ T = 24 °C. Cede 400 · 26 = 10 400 cal = 10 400 · 4,184 ≈ 43 514 J.',
  ),
  parts(
    24237,
    FLUIDS,
    'Un tanque abierto mantiene constante el nivel de agua 1,8 m por encima de un orificio de 1 cm² de sección ubicado en su pared. (g = 10 m/s²)',
    [
      part('a', '¿Con qué velocidad sale el agua por el orificio?', 6, 'm/s', 'v = 6 m/s'),
      part('b', '¿Cuál es el caudal que sale, en L/s?', 0.6, 'L/s', 'Q = 0,6 L/s'),
      part('c', '¿Cuánto tarda en llenarse un balde de 30 L con ese chorro?', 50, 's', 't = 50 s'),
    ],
    () => {
      const v = Math.sqrt(2 * 10 * 1.8);
      const q = 1e-4 * v * 1000;
      return [[v], [q], [30 / q]];
    },
    'Torricelli: v = √(2 · 10 · 1,8) = √36 = 6 m/s; Q = A v = 10⁻⁴ m² · 6 m/s = 6·10⁻⁴ m³/s = 0,6 L/s; t = 30/0,6 = 50 s.',
  ),
  parts(
    24238,
    GASES,
    'Un cilindro rígido de 40 L contiene un gas a 15 atm y 27 °C. (R = 0,082 atm·L/mol·K)',
    [
      part('a', '¿Qué presión tendrá si se lo calienta hasta 87 °C?', 18, 'atm', 'P = 18 atm'),
      part('b', '¿Qué volumen ocuparía ese gas a 1 atm y 87 °C, en litros?', 720, 'L', 'V = 720 L'),
      part('c', '¿Cuántos moles de gas contiene el cilindro?', 24.39, 'mol', 'n ≈ 24,39 mol'),
    ],
    () => {
      const hot = (15 * (87 + 273)) / (27 + 273);
      return [[hot], [(hot * 40) / 1], [(15 * 40) / (0.082 * 300)]];
    },
    'Volumen constante: P = 15 · 360/300 = 18 atm. A 87 °C y 1 atm (Boyle desde 18 atm y 40 L): V = 18 · 40 = 720 L. n = PV/(RT) = 15 · 40/(0,082 · 300) = 600/24,6 ≈ 24,39 mol.',
  ),
  parts(
    24239,
    CHARGE,
    'Sobre el eje x, en el vacío, hay una carga q1 = +2 μC en x = 0 y otra q2 = +8 μC en x = 30 cm. (k = 9·10⁹ N·m²/C²)',
    [
      part('a', 'Calcule el módulo de la fuerza entre las cargas.', 1.6, 'N', 'F = 1,6 N'),
      part(
        'b',
        '¿En qué punto entre ellas el campo eléctrico es nulo? Dé su distancia a q1 en cm.',
        10,
        'cm',
        'x = 10 cm',
      ),
      part('c', 'Calcule el potencial eléctrico en ese punto.', 540000, 'V', 'V = 5,4·10⁵ V'),
    ],
    () => {
      const x = 0.3 / (1 + Math.sqrt(8 / 2));
      return [[(K * 2e-6 * 8e-6) / 0.3 ** 2], [x * 100], [K * (2e-6 / x + 8e-6 / (0.3 - x))]];
    },
    'F = 9·10⁹ · 2·10⁻⁶ · 8·10⁻⁶/0,09 = 1,6 N. Campo nulo: 2/x² = 8/(0,3 − x)² ⇒ (0,3 − x)/x = 2 ⇒ x = 0,1 m = 10 cm. V = 9·10⁹ (2·10⁻⁶/0,1 + 8·10⁻⁶/0,2) = 9·10⁹ · 6·10⁻⁵ = 5,4·10⁵ V (el potencial no se anula donde se anula el campo).',
  ),
];

/** Pages with their questions written in the statement. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    24240,
    OHM,
    '3) Una pila de fem 9 V y resistencia interna 1 Ω alimenta dos resistencias de 6 Ω y 3 Ω conectadas en paralelo entre sí. Calcular:\na) la corriente que entrega la pila;\nb) la diferencia de potencial entre sus bornes;\nc) la corriente que circula por la resistencia de 6 Ω;\nd) la potencia que se disipa dentro de la pila.',
    'a) 3 A; b) 6 V; c) 1 A; d) 9 W',
    () => {
      const current = 9 / (parallel(6, 3) + 1);
      const terminal = 9 - current * 1;
      return [current, terminal, terminal / 6, current ** 2 * 1];
    },
    'Paralelo: 6 · 3/9 = 2 Ω; I = 9/(2 + 1) = 3 A; V = 9 − 3 · 1 = 6 V; por la de 6 Ω: 6/6 = 1 A (por la de 3 Ω, 2 A); dentro de la pila: I² r = 9 · 1 = 9 W.',
  ),
  page(
    'fisica',
    24241,
    LENSES,
    'Un objeto de 4 cm de altura se ubica a 30 cm de un espejo esférico cóncavo cuyo radio de curvatura es 40 cm.\na) ¿Cuál es la distancia focal del espejo?\nb) ¿A qué distancia del espejo se forma la imagen?\nc) ¿Cuál es el aumento y qué altura tiene la imagen? ¿Es real o virtual, derecha o invertida?',
    'a) 20 cm; b) 60 cm; c) aumento −2, imagen de 8 cm, real e invertida',
    () => {
      const f = 40 / 2;
      const image = 1 / (1 / f - 1 / 30);
      const m = -image / 30;
      return [f, image, m, Math.abs(m) * 4];
    },
    "f = R/2 = 20 cm; 1/x' = 1/20 − 1/30 = 1/60 ⇒ x' = 60 cm, delante del espejo (real); A = −x'/x = −60/30 = −2: invertida y del doble de tamaño, 8 cm.",
  ),
  page(
    'fisica',
    24242,
    DILATION,
    '12) Un alambre de cobre mide 50 m a 20 °C. En un día de verano su temperatura llega a 95 °F. (α cobre = 1,7·10⁻⁵ °C⁻¹)\na) Exprese 95 °F en grados Celsius.\nb) Exprese esa temperatura en kelvin.\nc) ¿Cuánto se alarga el alambre, en mm?\nd) ¿Cuál es su longitud final?',
    'a) 35 °C; b) 308,15 K; c) 12,75 mm; d) 50,01275 m',
    () => {
      const celsius = ((95 - 32) * 5) / 9;
      const elongation = 50 * 1.7e-5 * (celsius - 20);
      return [celsius, celsius + 273.15, elongation * 1000, 50 + elongation];
    },
    '(95 − 32) · 5/9 = 63 · 5/9 = 35 °C = 308,15 K; ΔT = 15 °C; ΔL = 50 · 1,7·10⁻⁵ · 15 = 0,01275 m = 12,75 mm; L = 50,01275 m.',
  ),
  page(
    'fisica',
    24243,
    FLUIDS,
    'Un tanque abierto contiene 1,2 m de agua (1000 kg/m³) y, flotando sobre ella, una capa de 60 cm de aceite (densidad 0,9 g/cm³). Datos: g = 9,8 m/s²; presión atmosférica 101,3 kPa = 1 atm. Determinar:\na) la presión manométrica en la superficie de separación aceite-agua;\nb) la presión manométrica en el fondo;\nc) la presión absoluta en el fondo, en kPa;\nd) esa presión absoluta expresada en atm.',
    'a) 5,292 kPa; b) 17,052 kPa; c) 118,35 kPa; d) ≈ 1,17 atm',
    () => {
      const oil = 900 * 9.8 * 0.6;
      const bottom = oil + 1000 * 9.8 * 1.2;
      const absolute = 101.3 + bottom / 1000;
      return [oil / 1000, bottom / 1000, absolute, absolute / 101.3];
    },
    'Aceite: 900 · 9,8 · 0,6 = 5292 Pa; agua: 1000 · 9,8 · 1,2 = 11 760 Pa; en el fondo 17 052 Pa manométricos; absoluta 101,3 + 17,052 = 118,352 kPa = 118,352/101,3 ≈ 1,17 atm.',
  ),
  page(
    'fisica',
    24244,
    POWER,
    '15) Un termotanque eléctrico tiene una resistencia de 1,5 kW para 220 V.\na) ¿Qué corriente circula por ella?\nb) ¿Cuánto vale su resistencia?\nc) Si funciona 2 h por día, ¿cuánta energía consume en 30 días, en kWh?\nd) ¿Cuánto se paga por esa energía si el kWh cuesta $80?',
    'a) ≈ 6,82 A; b) ≈ 32,27 Ω; c) 90 kWh; d) $7200',
    () => {
      const current = 1500 / 220;
      const energy = 1.5 * 2 * 30;
      return [current, 220 / current, energy, energy * 80];
    },
    'I = P/V = 1500/220 ≈ 6,82 A; R = V/I = V²/P = 48 400/1500 ≈ 32,27 Ω; E = 1,5 kW · 2 h · 30 = 90 kWh; costo 90 · 80 = $7200.',
  ),
];

export const physicsFieldsBlind28Problems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
