/**
 * Units, measurement, fluids, heat, gases and circuits as UTN entrance exams and the Seminario booklets
 * ask them (#32), in words of our own, written before looking at the engine's replies: conversions with
 * inch, foot, mile, dm, dam and hm, km/h and m/s, litres, m³ and cm³, scientific notation; how many boxes
 * fit in a container measured in mixed units; mass and volume from a density; errors (absolute,
 * relative, percentage, the mean of several readings, the error of an area or a volume); pressure of a
 * body on the floor, hydrostatic pressure at a depth, Pascal's press, Archimedes (the push, the apparent
 * weight, the share under water); heat and calorimetry (Q = m·c·ΔT, a mixture's equilibrium, changes of
 * state), temperature scales, ideal gases (PV = nRT, the combined law, normal conditions), Ohm's law,
 * resistors in series and parallel, electric energy and its cost. Every key worked out by hand and
 * recomputed by `check`.
 *
 * First measure, before any fix (the generalization figure): 32/58 right (55,2 %), 30 replies sure, 0 sure
 * and wrong. After the fixes of the same session (read in general, with variants): 51/58, 0 wrong.
 * While fixing, a sure-wrong reading outside the set showed up and was fixed: a body's density in water
 * taken for the water's (hydrostatics).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frt-fisica-cartilla',
  'frvm-fisica-u1-2025',
  'frm-fisica-2023-08-05-t2',
  'frm-fisica-2024-07-06-t1',
];

/** One per cent of the key, at least 0,01: the replies round to two decimals. */
const onePercent = (value: number) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.01) });

const { numeric, options, parts, part } = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: onePercent,
});
const page = onThePage({ fisica: SOURCES, matematicas: SOURCES, quimica: SOURCES });

const UNITS = 'mecanica.conversion-unidades';
const ERRORS = 'mecanica.errores-medicion';
const FLUIDS = 'mecanica.hidrostatica';
const HEAT = 'termodinamica.calorimetria';
const SCALES = 'termodinamica.temperatura-escalas';
const GASES = 'termodinamica.gases-primer-principio';
const CIRCUITS = 'electricidad.circuitos-ohm';
const POWER = 'electricidad.potencia-energia';

const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const BOARD = [2.43, 2.45, 2.44, 2.46, 2.42];

export const physicsExamUnitsFluidsHeatProblems: readonly ExamStyleProblem[] = [
  // ── Units and conversions ─────────────────────────────────────────────
  numeric(
    20600,
    UNITS,
    'Un caño tiene un diámetro interior de 3/4 de pulgada. Exprese ese diámetro en milímetros (1 pulgada = 2,54 cm).',
    key(19.05, 'mm', '19,05 mm'),
    () => 0.75 * 25.4,
    'D = 0,75 · 2,54 cm = 1,905 cm = 19,05 mm.',
  ),
  options(
    20601,
    UNITS,
    'Un camionero recorre 45 millas por una ruta de Estados Unidos. Sabiendo que 1 milla = 1,609 km, la distancia recorrida es:',
    ['72,4 km', '27,97 km', '45,0 km', '7,24 km'],
    0,
    () => [45 * 1.609],
    'd = 45 · 1,609 km ≈ 72,4 km.',
  ),
  options(
    20602,
    UNITS,
    'Un atleta recorre 400 m en 50 s a ritmo constante. Su rapidez expresada en km/h es:',
    ['2,22 km/h', '28,8 km/h', '8 km/h', '480 km/h'],
    1,
    () => [(400 / 50) * 3.6],
    'v = 400 / 50 = 8 m/s = 8 · 3,6 km/h = 28,8 km/h.',
  ),
  numeric(
    20603,
    UNITS,
    'Exprese en metros el resultado de la suma 2,5 hm + 340 dm + 1,2 dam.',
    key(296, 'm', '296 m'),
    () => 250 + 34 + 12,
    '2,5 hm = 250 m; 340 dm = 34 m; 1,2 dam = 12 m; total 296 m.',
  ),
  options(
    20604,
    UNITS,
    'La capacidad de un tanque de agua es de 0,75 m³. Expresada en cm³, esa capacidad es:',
    ['7,5 · 10³ cm³', '7,5 · 10⁴ cm³', '7,5 · 10² cm³', '7,5 · 10⁶ cm³'],
    4,
    () => [0.75e6],
    '1 m³ = 10⁶ cm³: 0,75 m³ = 7,5 · 10⁵ cm³, que no está entre las opciones.',
  ),
  numeric(
    20605,
    UNITS,
    'La distancia media entre la Tierra y el Sol es de 1,5 · 10⁸ km. Expresala en metros, en notación científica.',
    key(1.5e11, 'm', '1,5 · 10¹¹ m'),
    () => 1.5e8 * 1e3,
    '1 km = 10³ m: 1,5 · 10⁸ km = 1,5 · 10¹¹ m.',
  ),
  numeric(
    20606,
    UNITS,
    'Cada hoja de una resma tiene un espesor de 0,08 mm. ¿Qué altura, en metros, alcanza una pila de 2.500 hojas?',
    key(0.2, 'm', '0,2 m'),
    () => (2500 * 0.08) / 1000,
    'h = 2500 · 0,08 mm = 200 mm = 0,2 m.',
  ),
  parts(
    20607,
    UNITS,
    'Un avión de línea vuela a 33.000 pies de altura. Sabiendo que 1 pie = 12 pulgadas y 1 pulgada = 2,54 cm, se pide:',
    [
      part('a', 'la altura del avión en metros', 10058.4, 'm', '10.058,4 m'),
      part('b', 'la misma altura en kilómetros', 10.0584, 'km', '10,06 km'),
    ],
    () => [[(33000 * 12 * 2.54) / 100], [(33000 * 12 * 2.54) / 100000]],
    '33.000 · 12 = 396.000 pulgadas; · 2,54 = 1.005.840 cm = 10.058,4 m ≈ 10,06 km.',
  ),
  numeric(
    20608,
    UNITS,
    'Una canilla mal cerrada pierde 2,5 cm³ de agua por minuto. ¿Cuántos litros se pierden en un día?',
    key(3.6, 'L', '3,6 L'),
    () => (2.5 * 60 * 24) / 1000,
    'Un día tiene 1440 min: 2,5 · 1440 = 3600 cm³ = 3,6 L.',
  ),
  options(
    20609,
    UNITS,
    'Un terreno rectangular mide 0,25 hm de frente y 320 dm de fondo. Su superficie es:',
    ['800 m²', '80 m²', '8000 m²', '8 m²'],
    0,
    () => [25 * 32],
    '0,25 hm = 25 m; 320 dm = 32 m; S = 25 · 32 = 800 m².',
  ),
  // ── Packing and density ───────────────────────────────────────────────
  numeric(
    20610,
    UNITS,
    'Un depósito tiene forma de prisma rectangular de 2 dam de largo, 80 dm de ancho y 300 cm de alto. ¿Cuántas cajas cúbicas de 50 cm de arista se pueden guardar como máximo en él?',
    key(3840, 'cajas', '3840 cajas'),
    () => (20 / 0.5) * (8 / 0.5) * (3 / 0.5),
    '20 m / 0,5 m = 40; 8 m / 0,5 m = 16; 3 m / 0,5 m = 6; 40 · 16 · 6 = 3840 cajas.',
  ),
  options(
    20611,
    UNITS,
    'En un contenedor de 6 m de largo, 2,4 m de ancho y 2,4 m de alto se acomodan cajas de 60 cm × 40 cm × 30 cm, todas igual orientadas (60 cm a lo largo, 40 cm a lo ancho y 30 cm de alto). Indique la opción correcta: el número máximo de cajas es',
    ['480', '400', '4800', '120'],
    0,
    () => [(600 / 60) * (240 / 40) * (240 / 30)],
    '600 / 60 = 10; 240 / 40 = 6; 240 / 30 = 8; 10 · 6 · 8 = 480 cajas.',
  ),
  parts(
    20612,
    FLUIDS,
    'Se llena con arena la caja de un camión, que mide 4,2 m de largo, 20 dm de ancho y 150 cm de alto. La densidad de la arena es 1,6 g/cm³. Calcule:',
    [
      part('a', 'el volumen de la caja en m³', 12.6, 'm³', '12,6 m³'),
      part('b', 'la masa de arena que transporta, en toneladas', 20.16, 't', '20,16 t'),
    ],
    () => [[4.2 * 2 * 1.5], [(4.2 * 2 * 1.5 * 1600) / 1000]],
    'V = 4,2 · 2 · 1,5 = 12,6 m³; ρ = 1600 kg/m³: m = 20.160 kg = 20,16 t.',
  ),
  numeric(
    20613,
    UNITS,
    '¿Cuántos cubitos de 2 cm de arista hacen falta para llenar por completo una caja de 1 dm de largo, 0,12 m de ancho y 80 mm de alto?',
    key(120, 'cubitos', '120 cubitos'),
    () => (10 / 2) * (12 / 2) * (8 / 2),
    '10 cm / 2 = 5; 12 cm / 2 = 6; 8 cm / 2 = 4; 5 · 6 · 4 = 120 cubitos.',
  ),
  numeric(
    20614,
    FLUIDS,
    'Un bloque macizo de 5 cm × 4 cm × 10 cm tiene una masa de 540 g. Determine su densidad en kg/m³.',
    key(2700, 'kg/m³', '2700 kg/m³'),
    () => (540 / (5 * 4 * 10)) * 1000,
    'V = 200 cm³; ρ = 540 / 200 = 2,7 g/cm³ = 2700 kg/m³.',
  ),
  options(
    20615,
    FLUIDS,
    'El volumen que ocupan 3,8 kg de alcohol, cuya densidad es 0,79 g/cm³, es aproximadamente:',
    ['4,81 L', '3,00 L', '4810 L', '0,48 L'],
    0,
    () => [3800 / 0.79 / 1000],
    'V = m / ρ = 3800 g / 0,79 g/cm³ ≈ 4810 cm³ ≈ 4,81 L.',
  ),
  numeric(
    20616,
    FLUIDS,
    'Un tanque cilíndrico de 1,2 m de diámetro y 1,5 m de altura está lleno de gasoil, de densidad 850 kg/m³. Hallar la masa de gasoil que contiene.',
    key(1441.99, 'kg', '≈ 1442 kg'),
    () => Math.PI * 0.6 ** 2 * 1.5 * 850,
    'V = π · 0,6² · 1,5 ≈ 1,696 m³; m = 850 · 1,696 ≈ 1442 kg.',
  ),
  parts(
    20617,
    FLUIDS,
    'Una pieza metálica de 1,56 kg se sumerge por completo en una probeta con agua y el nivel del agua sube de 250 cm³ a 450 cm³. Se pide:',
    [
      part('a', 'el volumen de la pieza', 200, 'cm³', '200 cm³'),
      part('b', 'la densidad del metal en g/cm³', 7.8, 'g/cm³', '7,8 g/cm³'),
    ],
    () => [[450 - 250], [1560 / (450 - 250)]],
    'V = 450 − 250 = 200 cm³; ρ = 1560 g / 200 cm³ = 7,8 g/cm³.',
  ),
  // ── Measurement errors ────────────────────────────────────────────────
  parts(
    20618,
    ERRORS,
    'Cinco alumnos miden el largo de un pizarrón y obtienen 2,43 m; 2,45 m; 2,44 m; 2,46 m y 2,42 m. Tomando como error absoluto la mayor diferencia entre el promedio y cada medición, determine:',
    [
      part('a', 'el valor más probable del largo', 2.44, 'm', '2,44 m'),
      part('b', 'el error absoluto', 0.02, 'm', '0,02 m'),
      part('c', 'el error relativo porcentual', 0.8197, '%', '≈ 0,82 %'),
    ],
    () => [
      [mean(BOARD)],
      [Math.max(...BOARD.map((value) => Math.abs(value - mean(BOARD))))],
      [(100 * Math.max(...BOARD.map((value) => Math.abs(value - mean(BOARD))))) / mean(BOARD)],
    ],
    'x̄ = 12,20 / 5 = 2,44 m; las diferencias son 0,01; 0,01; 0; 0,02 y 0,02: Δ = 0,02 m; ε% = 0,02 / 2,44 · 100 ≈ 0,82 %.',
  ),
  options(
    20619,
    ERRORS,
    'Al medir una longitud de 80 cm se comete un error absoluto de 2 mm. El error relativo porcentual de la medición es:',
    ['2,5 %', '0,25 %', '0,025 %', '2 %'],
    1,
    () => [(0.2 / 80) * 100],
    'ε = 0,2 cm / 80 cm = 0,0025 = 0,25 %.',
  ),
  numeric(
    20620,
    ERRORS,
    'El lado de una baldosa cuadrada se midió como (12,0 ± 0,1) cm. Calcular el error absoluto de su área.',
    key(2.4, 'cm²', 'ΔA = 2,4 cm²'),
    () => 12 ** 2 * ((2 * 0.1) / 12),
    'A = 144 cm²; εA = 2 · 0,1 / 12 ≈ 0,0167; ΔA = 144 · 0,0167 = 2,4 cm².',
  ),
  options(
    20621,
    ERRORS,
    'La arista de un dado cúbico mide (5,0 ± 0,1) cm. El error relativo porcentual de su volumen es:',
    ['2 %', '3 %', '0,6 %', '12 %'],
    4,
    () => [3 * (0.1 / 5) * 100],
    'εV = 3 · εa = 3 · 0,1 / 5 = 0,06 = 6 %, que no está entre las opciones.',
  ),
  numeric(
    20622,
    ERRORS,
    'Un cronómetro mide 25,3 s para un intervalo cuyo valor verdadero es 25,0 s. ¿Cuál es el error relativo porcentual de esa medición?',
    key(1.2, '%', '1,2 %'),
    () => ((25.3 - 25) / 25) * 100,
    'Δt = 0,3 s; ε% = 0,3 / 25 · 100 = 1,2 %.',
  ),
  // ── Pressure, Pascal and Archimedes ───────────────────────────────────
  numeric(
    20623,
    FLUIDS,
    'Un buzo desciende hasta 25 m de profundidad en el mar. Considerando la densidad del agua de mar 1030 kg/m³ y g = 9,8 m/s², calcule la presión hidrostática que soporta.',
    key(252350, 'Pa', '252.350 Pa'),
    () => 1030 * 9.8 * 25,
    'p = ρ·g·h = 1030 · 9,8 · 25 = 252.350 Pa.',
  ),
  parts(
    20624,
    FLUIDS,
    'Un tanque abierto contiene agua hasta una altura de 3 m. Su fondo es un cuadrado de 2 m de lado. Considere g = 10 m/s² y presión atmosférica 101.300 Pa. Se pide:',
    [
      part('a', 'la presión hidrostática en el fondo', 30000, 'Pa', '30.000 Pa'),
      part('b', 'la presión absoluta en el fondo', 131300, 'Pa', '131.300 Pa'),
      part(
        'c',
        'la fuerza que ejerce el agua sobre el fondo (solo la presión del agua)',
        120000,
        'N',
        '120.000 N',
      ),
    ],
    () => [[1000 * 10 * 3], [1000 * 10 * 3 + 101300], [1000 * 10 * 3 * 4]],
    'p = 1000 · 10 · 3 = 30.000 Pa; p abs = 30.000 + 101.300 = 131.300 Pa; F = p · A = 30.000 · 4 = 120.000 N.',
  ),
  options(
    20625,
    FLUIDS,
    'En una prensa hidráulica el émbolo menor tiene 10 cm² de sección y el mayor 500 cm². Si sobre el menor se aplica una fuerza de 80 N, la fuerza que se obtiene sobre el mayor es:',
    ['4000 N', '1,6 N', '400 N', '40.000 N'],
    0,
    () => [(80 * 500) / 10],
    'F₂ = F₁ · A₂ / A₁ = 80 · 500 / 10 = 4000 N.',
  ),
  numeric(
    20626,
    FLUIDS,
    'En un taller se levanta un auto de 1.200 kg con un elevador hidráulico: el pistón grande tiene 30 cm de diámetro y el chico 3 cm de diámetro. ¿Qué fuerza hay que hacer sobre el pistón chico? (g = 10 m/s²)',
    key(120, 'N', '120 N'),
    () => 1200 * 10 * (3 / 30) ** 2,
    'P = 12.000 N; las áreas están en la razón (3/30)² = 1/100: F = 12.000 / 100 = 120 N.',
  ),
  parts(
    20627,
    FLUIDS,
    'Un cubo de madera de 20 cm de arista y densidad 600 kg/m³ flota en agua en reposo (g = 10 m/s²). Se pide:',
    [
      part('a', 'el peso del cubo', 48, 'N', '48 N'),
      part('b', 'el empuje que recibe', 48, 'N', '48 N'),
      part('c', 'la altura de la parte sumergida', 12, 'cm', '12 cm'),
    ],
    () => [[0.2 ** 3 * 600 * 10], [0.2 ** 3 * 600 * 10], [(20 * 600) / 1000]],
    'V = 0,008 m³; m = 4,8 kg; P = 48 N; flota: E = P = 48 N; fracción sumergida 600/1000 = 0,6: h = 0,6 · 20 = 12 cm.',
  ),
  numeric(
    20628,
    FLUIDS,
    'Una piedra pesa 30 N en el aire y 18 N cuando está totalmente sumergida en agua. Hallar la densidad de la piedra (g = 10 m/s²).',
    key(2500, 'kg/m³', '2500 kg/m³'),
    () => 3 / ((30 - 18) / (1000 * 10)),
    'E = 30 − 18 = 12 N = ρ_agua·g·V: V = 1,2 · 10⁻³ m³; m = 3 kg; ρ = 3 / 1,2·10⁻³ = 2500 kg/m³.',
  ),
  options(
    20629,
    FLUIDS,
    'Un bloque de hierro de 500 cm³ (densidad 7,8 g/cm³) cuelga de un dinamómetro y está totalmente sumergido en agua. Con g = 9,8 m/s², el dinamómetro indica:',
    ['38,22 N', '33,32 N', '4,9 N', '43,12 N'],
    1,
    () => [3.9 * 9.8 - 0.0005 * 1000 * 9.8],
    'P = 3,9 · 9,8 = 38,22 N; E = 1000 · 9,8 · 5·10⁻⁴ = 4,9 N; indica 38,22 − 4,9 = 33,32 N.',
  ),
  numeric(
    20630,
    FLUIDS,
    'Un bloque de hielo de densidad 920 kg/m³ flota en agua de mar de densidad 1025 kg/m³. ¿Qué porcentaje de su volumen queda sumergido?',
    key(89.76, '%', '≈ 89,76 %'),
    () => (920 / 1025) * 100,
    'Flota: ρ_hielo·V = ρ_mar·V_sum; V_sum / V = 920 / 1025 ≈ 0,8976 = 89,76 %.',
  ),
  numeric(
    20631,
    FLUIDS,
    'Una caja de 60 kg está apoyada en el piso sobre una de sus caras, de 40 cm × 50 cm. Considerando g = 9,8 m/s², ¿qué presión ejerce sobre el piso?',
    key(2940, 'Pa', '2940 Pa'),
    () => (60 * 9.8) / (0.4 * 0.5),
    'P = 588 N; A = 0,2 m²; p = 588 / 0,2 = 2940 Pa.',
  ),
  // ── Heat and calorimetry ──────────────────────────────────────────────
  numeric(
    20632,
    HEAT,
    '¿Cuántas calorías hay que entregarle a 2,5 litros de agua para calentarla desde 18 °C hasta 90 °C?',
    key(180000, 'cal', '180.000 cal'),
    () => 2500 * 1 * (90 - 18),
    'm = 2500 g; Q = m·c·ΔT = 2500 · 1 · 72 = 180.000 cal.',
  ),
  parts(
    20633,
    HEAT,
    'En un recipiente aislado se mezclan 300 g de agua a 80 °C con 500 g de agua a 20 °C. Se pide:',
    [
      part('a', 'la temperatura de equilibrio', 42.5, '°C', '42,5 °C'),
      part('b', 'el calor que cede el agua caliente', 11250, 'cal', '11.250 cal'),
    ],
    () => [[(300 * 80 + 500 * 20) / 800], [300 * (80 - (300 * 80 + 500 * 20) / 800)]],
    'Te = (300 · 80 + 500 · 20) / 800 = 42,5 °C; Q = 300 · 1 · (80 − 42,5) = 11.250 cal.',
  ),
  options(
    20634,
    HEAT,
    'Un bloque de cobre de 400 g (c = 0,093 cal/g°C) a 150 °C se introduce en 1 kg de agua a 20 °C. Despreciando las pérdidas, la temperatura final de equilibrio es aproximadamente:',
    ['24,7 °C', '85 °C', '35,0 °C', '20,5 °C'],
    0,
    () => [(400 * 0.093 * 150 + 1000 * 20) / (400 * 0.093 + 1000)],
    'Te = (37,2 · 150 + 1000 · 20) / (37,2 + 1000) = 25.580 / 1037,2 ≈ 24,7 °C.',
  ),
  numeric(
    20635,
    HEAT,
    'Calculá el calor necesario para transformar 200 g de hielo a −10 °C en agua a 30 °C. Datos: c hielo = 0,5 cal/g°C; calor latente de fusión 80 cal/g; c agua = 1 cal/g°C.',
    key(23000, 'cal', '23.000 cal'),
    () => 200 * 0.5 * 10 + 200 * 80 + 200 * 1 * 30,
    'Q₁ = 200 · 0,5 · 10 = 1000 cal; Q₂ = 200 · 80 = 16.000 cal; Q₃ = 200 · 30 = 6000 cal; Q = 23.000 cal.',
  ),
  parts(
    20636,
    HEAT,
    'Una olla contiene 1,5 kg de agua a 20 °C. Se la calienta hasta que hierve y se evaporan 300 g de agua. (c agua = 1 cal/g°C; Lv = 540 cal/g) Calcule:',
    [
      part('a', 'el calor necesario para llevar el agua hasta 100 °C', 120000, 'cal', '120.000 cal'),
      part('b', 'el calor necesario para evaporar los 300 g', 162000, 'cal', '162.000 cal'),
      part('c', 'el calor total, en kcal', 282, 'kcal', '282 kcal'),
    ],
    () => [[1500 * 80], [300 * 540], [(1500 * 80 + 300 * 540) / 1000]],
    'Q₁ = 1500 · 1 · 80 = 120.000 cal; Q₂ = 300 · 540 = 162.000 cal; total 282.000 cal = 282 kcal.',
  ),
  numeric(
    20637,
    HEAT,
    'Un termotanque eléctrico calienta 80 L de agua desde 15 °C hasta 65 °C. Tomando c = 4,18 kJ/(kg·°C), ¿cuánta energía, en kJ, recibe el agua?',
    key(16720, 'kJ', '16.720 kJ'),
    () => 80 * 4.18 * 50,
    'm = 80 kg; Q = 80 · 4,18 · 50 = 16.720 kJ.',
  ),
  numeric(
    20638,
    HEAT,
    'Un trozo de metal de 250 g absorbe 2.300 cal y su temperatura pasa de 20 °C a 112 °C. Determine el calor específico del metal.',
    key(0.1, 'cal/g°C', '0,1 cal/g°C'),
    () => 2300 / (250 * (112 - 20)),
    'c = Q / (m·ΔT) = 2300 / (250 · 92) = 0,1 cal/g°C.',
  ),
  options(
    20639,
    HEAT,
    'Se ponen en contacto, sin pérdidas, 100 g de agua a 10 °C con 50 g de agua a 70 °C. La temperatura de equilibrio es:',
    ['40 °C', '35 °C', '25 °C', '50 °C'],
    4,
    () => [(100 * 10 + 50 * 70) / 150],
    'Te = (100 · 10 + 50 · 70) / 150 = 4500 / 150 = 30 °C, que no está entre las opciones.',
  ),
  // ── Temperature scales ────────────────────────────────────────────────
  numeric(
    20640,
    SCALES,
    'En un día de verano en Mendoza un termómetro marca 104 °F. ¿Cuál es esa temperatura en grados Celsius?',
    key(40, '°C', '40 °C'),
    () => ((104 - 32) * 5) / 9,
    'C = (F − 32) · 5/9 = 72 · 5/9 = 40 °C.',
  ),
  options(
    20641,
    SCALES,
    'Una temperatura de −23 °C expresada en la escala Kelvin es:',
    ['250 K', '296 K', '−250 K', '23 K'],
    0,
    () => [-23 + 273],
    'T = −23 + 273 = 250 K.',
  ),
  numeric(
    20642,
    SCALES,
    'La temperatura de un horno aumenta 150 °C. ¿Cuánto aumenta, medida en grados Fahrenheit?',
    key(270, '°F', '270 °F'),
    () => (150 * 9) / 5,
    'Una variación: ΔF = 9/5 · ΔC = 1,8 · 150 = 270 °F.',
  ),
  // ── Ideal gases ───────────────────────────────────────────────────────
  numeric(
    20643,
    GASES,
    '¿Qué volumen ocupan 3 moles de un gas ideal a 27 °C y 2 atm? (R = 0,082 atm·L/(mol·K))',
    key(36.9, 'L', '36,9 L'),
    () => (3 * 0.082 * 300) / 2,
    'V = nRT / P = 3 · 0,082 · 300 / 2 = 36,9 L.',
  ),
  parts(
    20644,
    GASES,
    'Una masa de gas ocupa 12 L a 27 °C y 1,5 atm. Se la calienta hasta 127 °C y a la vez se la comprime hasta 3 atm. Se pide:',
    [
      part('a', 'el volumen final del gas', 8, 'L', '8 L'),
      part(
        'b',
        'el volumen que ocuparía la masa de gas en condiciones normales (0 °C y 1 atm)',
        16.38,
        'L',
        '16,38 L',
      ),
    ],
    () => [[(12 * 1.5 * 400) / (300 * 3)], [(12 * 1.5 * 273) / 300]],
    'V₂ = P₁V₁T₂ / (T₁P₂) = 12 · 1,5 · 400 / (300 · 3) = 8 L; en CNPT: V = 12 · 1,5 · 273 / 300 = 16,38 L.',
  ),
  options(
    20645,
    GASES,
    'Un neumático se infla a 2 atm cuando el aire está a 17 °C. Tras un viaje el aire interior llega a 46 °C. Suponiendo que el volumen no cambia, la nueva presión es:',
    ['2,2 atm', '5,41 atm', '1,82 atm', '2,0 atm'],
    0,
    () => [(2 * 319) / 290],
    'P₂ = P₁ · T₂ / T₁ = 2 · 319 / 290 = 2,2 atm.',
  ),
  numeric(
    20646,
    GASES,
    'Un recipiente rígido de 5 L contiene oxígeno a 4 atm y 20 °C. Hallar el número de moles de gas (R = 0,082 atm·L/(mol·K)).',
    key(0.832, 'mol', '≈ 0,832 mol'),
    () => (4 * 5) / (0.082 * 293),
    'n = PV / RT = 4 · 5 / (0,082 · 293) ≈ 0,832 mol.',
  ),
  numeric(
    20647,
    GASES,
    'A temperatura constante, un gas ocupa 600 cm³ a una presión de 760 mmHg. ¿Qué presión, en mmHg, hay que aplicarle para reducir su volumen a 400 cm³?',
    key(1140, 'mmHg', '1140 mmHg'),
    () => (760 * 600) / 400,
    'Boyle: P₂ = P₁ · V₁ / V₂ = 760 · 600 / 400 = 1140 mmHg.',
  ),
  // ── Circuits and electric energy ──────────────────────────────────────
  numeric(
    20648,
    CIRCUITS,
    'Una plancha conectada a 220 V toma una corriente de 5 A. ¿Cuál es su resistencia?',
    key(44, 'Ω', '44 Ω'),
    () => 220 / 5,
    'R = V / I = 220 / 5 = 44 Ω.',
  ),
  parts(
    20649,
    CIRCUITS,
    'Tres resistencias de 4 Ω, 6 Ω y 12 Ω se conectan en paralelo a una batería de 12 V. Determine:',
    [
      part('a', 'la resistencia equivalente', 2, 'Ω', '2 Ω'),
      part('b', 'la corriente total que entrega la batería', 6, 'A', '6 A'),
      part('c', 'la corriente que circula por la resistencia de 4 Ω', 3, 'A', '3 A'),
    ],
    () => [[1 / (1 / 4 + 1 / 6 + 1 / 12)], [12 / (1 / (1 / 4 + 1 / 6 + 1 / 12))], [12 / 4]],
    '1/R = 1/4 + 1/6 + 1/12 = 1/2: R = 2 Ω; I = 12 / 2 = 6 A; I₄ = 12 / 4 = 3 A.',
  ),
  parts(
    20650,
    CIRCUITS,
    'Dos resistencias de 30 Ω y 60 Ω se conectan en serie a una fuente de 180 V. Calcule:',
    [
      part('a', 'la intensidad de la corriente', 2, 'A', '2 A'),
      part('b', 'la caída de tensión en la resistencia de 60 Ω', 120, 'V', '120 V'),
      part('c', 'la potencia total que entrega la fuente', 360, 'W', '360 W'),
    ],
    () => [[180 / 90], [60 * 2], [180 * 2]],
    'R = 90 Ω; I = 180 / 90 = 2 A; V₆₀ = 60 · 2 = 120 V; P = 180 · 2 = 360 W.',
  ),
  options(
    20651,
    POWER,
    'Una estufa eléctrica de 2.000 W funciona 5 horas por día durante 30 días. Si el kWh cuesta $ 120, lo que se paga por su consumo es:',
    ['$ 36.000', '$ 1.200', '$ 3.600', '$ 360.000'],
    0,
    () => [2 * 5 * 30 * 120],
    'E = 2 kW · 5 h · 30 = 300 kWh; costo = 300 · 120 = $ 36.000.',
  ),
  numeric(
    20652,
    POWER,
    '¿Qué energía, expresada en kWh, consume una lámpara de 60 W que permanece encendida durante 8 horas?',
    key(0.48, 'kWh', '0,48 kWh'),
    () => (60 * 8) / 1000,
    'E = 0,06 kW · 8 h = 0,48 kWh.',
  ),
  options(
    20653,
    CIRCUITS,
    'Una resistencia de 10 Ω se conecta en serie con un grupo formado por dos resistencias de 20 Ω en paralelo, y el conjunto se alimenta con 40 V. La corriente total es:',
    ['2 A', '1,33 A', '4 A', '0,8 A'],
    0,
    () => [40 / (10 + 10)],
    'El paralelo de 20 Ω y 20 Ω vale 10 Ω; R = 10 + 10 = 20 Ω; I = 40 / 20 = 2 A.',
  ),
  numeric(
    20654,
    POWER,
    'Un calefactor conectado a la red de 220 V disipa 1.100 W. Calcular la intensidad de corriente que circula por él.',
    key(5, 'A', '5 A'),
    () => 1100 / 220,
    'I = P / V = 1100 / 220 = 5 A.',
  ),
  parts(
    20655,
    POWER,
    'En la placa de una pava eléctrica se lee «220 V – 1.500 W». Se pide:',
    [
      part('a', 'la corriente que toma en funcionamiento', 6.818, 'A', '≈ 6,82 A'),
      part('b', 'su resistencia', 32.267, 'Ω', '≈ 32,27 Ω'),
      part('c', 'la energía que consume en 6 minutos, en kWh', 0.15, 'kWh', '0,15 kWh'),
    ],
    () => [[1500 / 220], [220 ** 2 / 1500], [1.5 * 0.1]],
    'I = 1500 / 220 ≈ 6,82 A; R = 220² / 1500 ≈ 32,27 Ω; E = 1,5 kW · 0,1 h = 0,15 kWh.',
  ),
  // ── Open statements with their parts on the page ──────────────────────
  page(
    'fisica',
    20656,
    FLUIDS,
    'Un bloque de aluminio de 2 kg (densidad 2,7 g/cm³) se sumerge totalmente en agua colgado de un hilo. Considere g = 10 m/s². i) Determine el volumen del bloque en cm³. ii) Determine el empuje que recibe. iii) Determine su peso aparente.',
    'i) ≈ 740,74 cm³; ii) ≈ 7,41 N; iii) ≈ 12,59 N',
    () => [2000 / 2.7, (2000 / 2.7) * 1e-6 * 1000 * 10, 20 - (2000 / 2.7) * 1e-6 * 1000 * 10],
    'V = 2000 / 2,7 ≈ 740,74 cm³; E = 1000 · 10 · 7,4074·10⁻⁴ ≈ 7,41 N; P ap = 20 − 7,41 ≈ 12,59 N.',
  ),
  page(
    'fisica',
    20657,
    FLUIDS,
    'Una pileta rectangular mide 8 m de largo, 4 m de ancho y está llena de agua hasta 1,6 m de profundidad (g = 9,8 m/s²). Se pide:\n1. el volumen de agua en litros;\n2. la masa de agua en toneladas;\n3. la presión hidrostática en el fondo.',
    '1. 51.200 L; 2. 51,2 t; 3. 15.680 Pa',
    () => [8 * 4 * 1.6 * 1000, 8 * 4 * 1.6, 1000 * 9.8 * 1.6],
    'V = 8 · 4 · 1,6 = 51,2 m³ = 51.200 L; m = 51.200 kg = 51,2 t; p = 1000 · 9,8 · 1,6 = 15.680 Pa.',
  ),
];
