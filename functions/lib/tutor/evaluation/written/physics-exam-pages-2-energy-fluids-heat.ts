/**
 * A second blind set of exam pages on energy, fluids and heat, as UTN entrance exams print them (#32,
 * session 25, written before any reply was read, in our own words): the work of several forces (a pull
 * at an angle, friction, the weight on an incline), kinetic and potential energy, conservation with and
 * without friction (ramps, loops, springs), power and efficiency (pumps raising water, motors, elevators,
 * cars), impulse and momentum, hydrostatic pressure (depth, manometers, a hydraulic press), Archimedes
 * (floating bodies, rafts, the fraction submerged, the apparent weight), calorimetry (mixtures, the
 * equilibrium temperature, phase changes stage by stage), thermal expansion and ideal gases. The data in
 * mixed units (kcal and J, atm, Pa and mmHg, cm³, L and m³, °C and K, HP, CV and W), and parts that chain
 * results. Each key worked out by hand and recomputed by `check`.
 *
 * First measure, before any fix (written without looking at the solvers or the engine's replies):
 * 20/50 right, 18 of them answered sure, 0 sure and wrong; the 30 others unsure. 26 of the 50 are
 * pages (14 in parts, 12 with their questions in the statement); of those only 21824, 21829 and 21838
 * were right.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const SOURCES = [
  'frm-fisica-2025-trabajo-energia',
  'frm-fisica-2024-07-06-t1',
  'frm-fisica-2023-08-05-t2',
  'frt-fisica-cartilla',
];

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});
const page = onThePage({ fisica: SOURCES, matematicas: [], quimica: [] });

const ENERGY = 'mecanica.trabajo-energia';
const INCLINE = 'mecanica.trabajo-plano-inclinado';
const FLUIDS = 'mecanica.hidrostatica';
const HEAT = 'termodinamica.calorimetria';
const EXPANSION = 'termodinamica.dilatacion';
const GASES = 'termodinamica.gases-primer-principio';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const key = (value: number, unit: string, text: string) => ({ value, unit, text });
const { numeric, options, parts, part } = physics;

/** Five options: the builder adds E «Ninguna de las anteriores» (the right one in 21807 and 21811). */
const choices: readonly ExamStyleProblem[] = [
  options(
    21800,
    ENERGY,
    'Un carrito es arrastrado 8 m sobre un piso horizontal mediante una fuerza de 50 N que forma un ángulo de 60° con la horizontal. El trabajo realizado por dicha fuerza vale:',
    ['400 J', '200 J', '346 J', '0 J'],
    1,
    () => [50 * 8 * Math.cos(rad(60))],
    'W = F · d · cos 60° = 50 · 8 · 0,5 = 200 J.',
  ),
  options(
    21801,
    ENERGY,
    'Una moto de 180 kg, incluido su conductor, circula a 54 km/h. Su energía cinética es:',
    ['262 440 J', '20 250 J', '2 430 J', '40 500 J'],
    1,
    () => [0.5 * 180 * 15 ** 2],
    '54 km/h = 15 m/s; Ec = ½ · 180 · 15² = 20 250 J.',
  ),
  options(
    21802,
    ENERGY,
    'Indique cuánta energía potencial elástica almacena un resorte de constante 800 N/m cuando se lo comprime 5 cm.',
    ['20 J', '2 J', '1 J', '10 000 J'],
    2,
    () => [0.5 * 800 * 0.05 ** 2],
    'Ep = ½ k x² = ½ · 800 · 0,05² = 1 J.',
  ),
  options(
    21803,
    ENERGY,
    'Una bomba eleva 600 litros de agua por minuto hasta un tanque ubicado a 15 m de altura. Considerando g = 10 m/s², la potencia útil de la bomba es:',
    ['90 000 W', '1500 W', '150 W', '1,5 HP'],
    1,
    () => [(600 * 10 * 15) / 60],
    'm = 600 kg por cada 60 s; P = m g h/t = 600 · 10 · 15/60 = 1500 W.',
  ),
  options(
    21804,
    FLUIDS,
    'Una pileta de natación tiene 2,5 m de profundidad y está llena de agua (densidad 1000 kg/m³). Con g = 9,8 m/s², la presión manométrica en el fondo es:',
    ['2450 Pa', '24 500 Pa', '126 000 Pa', '25 000 Pa'],
    1,
    () => [1000 * 9.8 * 2.5],
    'p = ρ g h = 1000 · 9,8 · 2,5 = 24 500 Pa.',
  ),
  options(
    21805,
    FLUIDS,
    'Un bloque de madera cuya densidad es 0,6 g/cm³ flota en agua dulce. ¿Qué porcentaje de su volumen queda sumergido?',
    ['40 %', '60 %', '0,6 %', '100 %'],
    1,
    () => [(0.6 / 1) * 100],
    'Flota: ρ cuerpo · V = ρ agua · V sum; V sum/V = 0,6/1 = 60 %.',
  ),
  options(
    21806,
    HEAT,
    'En un recipiente de capacidad calorífica despreciable se mezclan 200 g de agua a 80 °C con 300 g de agua a 20 °C. La temperatura final de la mezcla es:',
    ['50 °C', '44 °C', '56 °C', '40 °C'],
    1,
    () => [(200 * 80 + 300 * 20) / 500],
    'Te = (200 · 80 + 300 · 20)/500 = 22 000/500 = 44 °C.',
  ),
  options(
    21807,
    HEAT,
    'Se tienen 250 g de hielo a 0 °C. El calor necesario para fundirlos por completo, expresado en kJ, es (Lf = 80 cal/g; 1 cal = 4,18 J):',
    ['20 kJ', '80 kJ', '334 kJ', '4,18 kJ'],
    4,
    () => [(250 * 80 * 4.18) / 1000],
    'Q = m Lf = 250 · 80 = 20 000 cal = 20 000 · 4,18 J = 83,6 kJ: ninguna de las opciones.',
  ),
  options(
    21808,
    EXPANSION,
    'Una varilla de acero (α = 1,2 · 10⁻⁵ 1/°C) mide 2 m a 20 °C. Al calentarla hasta 120 °C, se alarga:',
    ['2,4 mm', '0,24 mm', '24 mm', '2,4 cm'],
    0,
    () => [2 * 1.2e-5 * 100 * 1000],
    'ΔL = L₀ α ΔT = 2 · 1,2 · 10⁻⁵ · 100 = 0,0024 m = 2,4 mm.',
  ),
  options(
    21809,
    GASES,
    'Un gas ideal ocupa 12 L a una presión de 760 mmHg. Manteniendo constante la temperatura, se lo comprime hasta que su presión es de 3 atm. El volumen final es:',
    ['36 L', '4 L', '0,4 L', '3 L'],
    1,
    () => [(12 * 1) / 3],
    '760 mmHg = 1 atm; p₁V₁ = p₂V₂: V₂ = 12 · 1/3 = 4 L.',
  ),
  options(
    21810,
    ENERGY,
    'Una pelota de 400 g choca perpendicularmente contra una pared a 10 m/s y rebota en sentido contrario a 8 m/s. El módulo del impulso que la pared ejerce sobre la pelota es:',
    ['0,8 N·s', '7,2 N·s', '720 N·s', '4 N·s'],
    1,
    () => [0.4 * (10 + 8)],
    'I = Δp = m (v₂ − v₁) = 0,4 · (8 − (−10)) = 7,2 N·s.',
  ),
  options(
    21811,
    ENERGY,
    'Un automóvil sube por una ruta con velocidad constante de 72 km/h, y la fuerza de tracción que le imprime el motor es de 2000 N. La potencia desarrollada por el motor es (1 HP = 746 W):',
    ['144 000 W', '40 HP', '2000 W', '193 HP'],
    4,
    () => [2000 * 20],
    '72 km/h = 20 m/s; P = F v = 2000 · 20 = 40 000 W ≈ 53,6 HP: ninguna de las opciones.',
  ),
];

/** One answer each. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    21812,
    INCLINE,
    'Un cajón de 20 kg baja deslizando 5 m a lo largo de una rampa inclinada 30° respecto de la horizontal. El coeficiente de rozamiento cinético entre el cajón y la rampa es 0,2. Halle el trabajo realizado por la fuerza de rozamiento en ese recorrido (g = 10 m/s²).',
    key(-173.2, 'J', 'W roz = −173,2 J'),
    () => -0.2 * 20 * 10 * Math.cos(rad(30)) * 5,
    'N = m g cos 30° = 173,2 N; Fr = 0,2 · 173,2 = 34,64 N; W = −34,64 · 5 = −173,2 J.',
  ),
  numeric(
    21813,
    INCLINE,
    'Un cuerpo de 5 kg es empujado 4 m hacia arriba a lo largo de un plano inclinado 37° (sen 37° = 0,6). Calcule el trabajo que realiza el peso del cuerpo durante ese desplazamiento. Considere g = 9,8 m/s².',
    key(-117.6, 'J', 'W peso = −117,6 J'),
    () => -5 * 9.8 * 4 * 0.6,
    'Sube h = 4 · 0,6 = 2,4 m; W = −m g h = −5 · 9,8 · 2,4 = −117,6 J.',
  ),
  numeric(
    21814,
    ENERGY,
    'Un chico se deja caer desde el reposo por un tobogán cuya parte más alta está a 3,2 m del suelo. Si no hay rozamiento, ¿con qué rapidez llega al pie del tobogán? Exprese el resultado en km/h (g = 10 m/s²).',
    key(28.8, 'km/h', 'v = 28,8 km/h'),
    () => Math.sqrt(2 * 10 * 3.2) * 3.6,
    'v = √(2 g h) = √64 = 8 m/s = 8 · 3,6 = 28,8 km/h.',
  ),
  numeric(
    21815,
    ENERGY,
    'Un resorte de constante 2 kN/m, comprimido 10 cm, impulsa un bloque de 200 g sobre una superficie horizontal lisa. Calculá la rapidez del bloque cuando se separa del resorte.',
    key(10, 'm/s', 'v = 10 m/s'),
    () => Math.sqrt((2000 * 0.1 ** 2) / 0.2),
    'Ep = ½ · 2000 · 0,1² = 10 J = ½ · 0,2 · v² ⇒ v = 10 m/s.',
  ),
  numeric(
    21816,
    ENERGY,
    'Un motor eléctrico que consume 2 kW levanta una carga de 300 kg hasta una altura de 12 m en 30 s. Determine el rendimiento del motor, en porcentaje (g = 9,8 m/s²).',
    key(58.8, '%', 'η = 58,8 %'),
    () => ((300 * 9.8 * 12) / 30 / 2000) * 100,
    'P útil = 300 · 9,8 · 12/30 = 1176 W; η = 1176/2000 = 0,588 = 58,8 %.',
  ),
  numeric(
    21817,
    ENERGY,
    'La cabina de un ascensor, de 800 kg, sube 20 m con velocidad constante en 16 s. ¿Qué potencia desarrolla el motor? Expresala en CV (1 CV = 735 W; g = 9,8 m/s²).',
    key(13.33, 'CV', 'P ≈ 13,33 CV'),
    () => (800 * 9.8 * 20) / 16 / 735,
    'P = m g h/t = 800 · 9,8 · 20/16 = 9800 W = 9800/735 ≈ 13,33 CV.',
  ),
  numeric(
    21818,
    FLUIDS,
    'Un manómetro de mercurio de tubo abierto está conectado a un tanque de gas; el mercurio queda 15 cm más alto en la rama abierta que en la rama unida al tanque. Si la presión atmosférica es de 760 mmHg, ¿cuál es la presión absoluta del gas, en mmHg?',
    key(910, 'mmHg', 'p = 910 mmHg'),
    () => 760 + 150,
    'p gas = p atm + 150 mmHg = 760 + 150 = 910 mmHg.',
  ),
  numeric(
    21819,
    FLUIDS,
    'Los émbolos de una prensa hidráulica tienen 4 cm y 40 cm de diámetro. ¿Qué fuerza hay que aplicar sobre el émbolo menor para levantar un auto de 1500 kg apoyado sobre el mayor? (g = 10 m/s²)',
    key(150, 'N', 'F = 150 N'),
    () => 1500 * 10 * (4 / 40) ** 2,
    'F₁/A₁ = F₂/A₂: F₁ = 15 000 · (4/40)² = 15 000/100 = 150 N.',
  ),
  numeric(
    21820,
    FLUIDS,
    'Una pieza de aluminio de 540 g (densidad 2,7 g/cm³) cuelga de un dinamómetro y se la sumerge por completo en agua. Indique la lectura del dinamómetro, en N (g = 10 m/s²).',
    key(3.4, 'N', 'lectura = 3,4 N'),
    () => 0.54 * 10 - (540 / 2.7 / 1e6) * 1000 * 10,
    'V = 540/2,7 = 200 cm³; E = 1000 · 2 · 10⁻⁴ · 10 = 2 N; P = 5,4 N; lectura = 5,4 − 2 = 3,4 N.',
  ),
  numeric(
    21821,
    HEAT,
    'Calcule cuántas kilocalorías se necesitan para transformar 500 g de hielo a −10 °C en agua a 30 °C. Datos: c hielo = 0,5 cal/(g °C); Lf = 80 cal/g; c agua = 1 cal/(g °C).',
    key(57.5, 'kcal', 'Q = 57,5 kcal'),
    () => (500 * 0.5 * 10 + 500 * 80 + 500 * 1 * 30) / 1000,
    'Q = 500 · 0,5 · 10 + 500 · 80 + 500 · 30 = 2500 + 40 000 + 15 000 = 57 500 cal = 57,5 kcal.',
  ),
  numeric(
    21822,
    GASES,
    'Un gas ideal ocupa 2 L a 27 °C y 1 atm. Se lo calienta hasta 127 °C, y su presión pasa a ser de 2 atm. ¿Qué volumen ocupa ahora, en cm³?',
    key(1333.3, 'cm³', 'V ≈ 1333 cm³'),
    () => ((2 * 1 * 400) / (300 * 2)) * 1000,
    'T₁ = 300 K, T₂ = 400 K; V₂ = V₁ (p₁/p₂)(T₂/T₁) = 2 · (1/2) · (400/300) ≈ 1,333 L = 1333 cm³.',
  ),
  numeric(
    21823,
    EXPANSION,
    'Un tanque contiene 500 L de nafta a 10 °C. El coeficiente de dilatación volumétrica de la nafta es 9,5 · 10⁻⁴ 1/°C. Despreciando la dilatación del tanque, ¿cuántos litros aumenta el volumen de la nafta si la temperatura sube a 35 °C?',
    key(11.875, 'L', 'ΔV ≈ 11,88 L'),
    () => 500 * 9.5e-4 * 25,
    'ΔV = V₀ β ΔT = 500 · 9,5 · 10⁻⁴ · 25 = 11,875 L.',
  ),
];

/** Parts that carry an earlier result, or a datum only one part needs. */
const inParts: readonly ExamStyleProblem[] = [
  parts(
    21824,
    ENERGY,
    'Un trineo de 40 kg es arrastrado 15 m sobre una pista de nieve horizontal mediante una cuerda que forma 37° con la horizontal; la tensión de la cuerda es de 100 N. El coeficiente de rozamiento cinético es 0,1. Datos: sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s².',
    [
      part('a', 'Calcule el trabajo realizado por la tensión de la cuerda.', 1200, 'J', 'W T = 1200 J'),
      part('b', 'Calcule el trabajo realizado por la fuerza de rozamiento.', -510, 'J', 'W roz = −510 J'),
      part(
        'c',
        'Si el trineo partió del reposo, ¿qué rapidez tiene al final del recorrido?',
        5.874,
        'm/s',
        'v ≈ 5,87 m/s',
      ),
    ],
    () => {
      const friction = 0.1 * (40 * 10 - 100 * 0.6);
      const net = 100 * 0.8 * 15 - friction * 15;
      return [[100 * 0.8 * 15], [-friction * 15], [Math.sqrt((2 * net) / 40)]];
    },
    'W T = 100 · 0,8 · 15 = 1200 J; N = 400 − 60 = 340 N, Fr = 34 N, W roz = −510 J; W neto = 690 J = ½ · 40 · v² ⇒ v ≈ 5,87 m/s.',
  ),
  parts(
    21825,
    ENERGY,
    'En una montaña rusa, un carrito de 200 kg parte del reposo desde una altura de 25 m y luego recorre un rizo (loop) circular vertical de 8 m de radio cuyo punto más bajo está al nivel del suelo. Se desprecian los rozamientos. Tome g = 10 m/s².',
    [
      part('a', '¿Con qué velocidad pasa por el punto más bajo del rizo?', 22.36, 'm/s', 'v ≈ 22,36 m/s'),
      part('b', '¿Con qué velocidad pasa por el punto más alto del rizo?', 13.42, 'm/s', 'v ≈ 13,42 m/s'),
      part(
        'c',
        '¿Qué fuerza ejerce la pista sobre el carrito en el punto más alto?',
        2500,
        'N',
        'N = 2500 N',
      ),
    ],
    () => {
      const top = 2 * 10 * (25 - 16);
      return [[Math.sqrt(2 * 10 * 25)], [Math.sqrt(top)], [200 * (top / 8 - 10)]];
    },
    'v abajo = √(2 · 10 · 25) ≈ 22,36 m/s; arriba h = 16 m: v² = 2 · 10 · 9 = 180, v ≈ 13,42 m/s; N = m (v²/R − g) = 200 · (22,5 − 10) = 2500 N.',
  ),
  parts(
    21826,
    ENERGY,
    'Un bloque de 2 kg se suelta desde lo alto de una rampa de 5 m de altura y llega a la base con una rapidez de 8 m/s. A continuación recorre un tramo horizontal cuyo coeficiente de rozamiento cinético es 0,4. (g = 10 m/s²)',
    [
      part('a', '¿Cuánta energía mecánica se perdió en la rampa?', 36, 'J', 'ΔE = 36 J'),
      part('b', '¿Qué distancia recorre en el tramo horizontal hasta detenerse?', 8, 'm', 'd = 8 m'),
    ],
    () => [[2 * 10 * 5 - 0.5 * 2 * 64], [(0.5 * 2 * 64) / (0.4 * 2 * 10)]],
    'E inicial = 100 J, E final = ½ · 2 · 64 = 64 J: se pierden 36 J; 64 = 0,4 · 20 · d ⇒ d = 8 m.',
  ),
  parts(
    21827,
    ENERGY,
    'Una bomba de 2 HP, cuyo rendimiento es del 75 %, eleva agua desde un pozo hasta un tanque ubicado 18 m más arriba. Datos: 1 HP = 746 W; g = 9,8 m/s²; densidad del agua 1 kg/L.',
    [
      part('a', 'Determine la potencia útil de la bomba.', 1119, 'W', 'P útil = 1119 W'),
      part('b', '¿Cuántos litros de agua eleva por minuto?', 380.6, 'L/min', '≈ 380,6 L/min'),
      part('c', '¿Cuánto tarda en llenar un tanque de 5 m³?', 788.2, 's', 't ≈ 788 s'),
    ],
    () => {
      const useful = 2 * 746 * 0.75;
      const rate = useful / (9.8 * 18);
      return [[useful], [rate * 60], [5000 / rate]];
    },
    'P útil = 0,75 · 1492 = 1119 W; caudal = 1119/(9,8 · 18) ≈ 6,34 kg/s ≈ 380,6 L/min; 5 m³ = 5000 kg: t = 5000/6,34 ≈ 788 s.',
  ),
  parts(
    21828,
    ENERGY,
    'Un ascensor de 600 kg transporta 5 personas de 70 kg cada una y sube 30 m con velocidad constante en 25 s. Considere g = 10 m/s².',
    [
      part('a', 'Halle el trabajo realizado por el motor.', 285000, 'J', 'W = 285 000 J'),
      part('b', 'Halle la potencia útil del motor en kW.', 11.4, 'kW', 'P = 11,4 kW'),
      part(
        'c',
        'Si el rendimiento del motor es del 80 %, ¿qué potencia consume, en HP? (1 HP = 746 W)',
        19.1,
        'HP',
        'P ≈ 19,1 HP',
      ),
    ],
    () => {
      const work = (600 + 5 * 70) * 10 * 30;
      return [[work], [work / 25 / 1000], [work / 25 / 0.8 / 746]];
    },
    'm = 950 kg; W = 950 · 10 · 30 = 285 000 J; P = 285 000/25 = 11 400 W = 11,4 kW; consumo = 11 400/0,8 = 14 250 W ≈ 19,1 HP.',
  ),
  parts(
    21829,
    ENERGY,
    'Un vagón de 8 t que avanza a 9 km/h choca contra otro vagón de 4 t que está detenido en la misma vía; después del choque quedan enganchados.',
    [
      part('a', '¿Con qué velocidad se mueven juntos, en m/s?', 1.667, 'm/s', 'v ≈ 1,67 m/s'),
      part('b', '¿Cuánta energía cinética se pierde en el choque?', 8333, 'J', 'ΔEc ≈ 8333 J'),
    ],
    () => {
      const v = (8000 * 2.5) / 12000;
      return [[v], [0.5 * 8000 * 2.5 ** 2 - 0.5 * 12000 * v ** 2]];
    },
    '9 km/h = 2,5 m/s; v = 8000 · 2,5/12 000 ≈ 1,67 m/s; Ec antes = 25 000 J, después ≈ 16 667 J: se pierden ≈ 8333 J.',
  ),
  parts(
    21830,
    FLUIDS,
    'Un tanque abierto contiene 2 m de agua y, flotando sobre ella, una capa de aceite de 50 cm de espesor (densidad del aceite 0,8 g/cm³). La presión atmosférica es de 101 300 Pa y g = 9,8 m/s².',
    [
      part(
        'a',
        'Calcule la presión manométrica en la superficie de separación entre el aceite y el agua.',
        3920,
        'Pa',
        'p = 3920 Pa',
      ),
      part('b', 'Calcule la presión absoluta en el fondo del tanque.', 124820, 'Pa', 'p = 124 820 Pa'),
      part('c', 'Exprese esa presión en atmósferas (1 atm = 101 300 Pa).', 1.232, 'atm', 'p ≈ 1,23 atm'),
    ],
    () => [[800 * 9.8 * 0.5], [101300 + 800 * 9.8 * 0.5 + 1000 * 9.8 * 2], [124820 / 101300]],
    'Aceite: 800 · 9,8 · 0,5 = 3920 Pa; fondo: 101 300 + 3920 + 1000 · 9,8 · 2 = 124 820 Pa ≈ 1,23 atm.',
  ),
  parts(
    21831,
    FLUIDS,
    'Una balsa construida con troncos tiene forma de prisma de 3 m de largo, 2 m de ancho y 25 cm de alto. La densidad de la madera es 600 kg/m³ y la balsa flota en un lago de agua dulce (1000 kg/m³).',
    [
      part('a', '¿Qué profundidad, en cm, queda sumergida la balsa sin carga?', 15, 'cm', 'h = 15 cm'),
      part('b', '¿Qué carga máxima, en kg, puede llevar sin que el agua la cubra?', 600, 'kg', 'm = 600 kg'),
      part('c', '¿Cuántas personas de 75 kg pueden subir como máximo?', 8, 'personas', '8 personas'),
    ],
    () => [[0.6 * 25], [3 * 2 * 0.25 * (1000 - 600)], [Math.floor((3 * 2 * 0.25 * 400) / 75)]],
    'h = (600/1000) · 25 cm = 15 cm; V = 1,5 m³: empuje máximo 1500 kg, la balsa pesa 900 kg, carga 600 kg; 600/75 = 8 personas.',
  ),
  parts(
    21832,
    HEAT,
    'En un calorímetro de capacidad calorífica despreciable hay medio kilo de agua a 20 °C. Se introduce una pieza de cobre de 300 g que estaba a 200 °C. Calor específico del cobre: 0,093 cal/(g °C).',
    [
      part('a', 'Determine la temperatura de equilibrio.', 29.51, '°C', 'Te ≈ 29,5 °C'),
      part(
        'b',
        'Determine el calor cedido por el cobre, en joules (1 cal = 4,186 J).',
        19911,
        'J',
        'Q ≈ 19 900 J',
      ),
    ],
    () => {
      const t = (300 * 0.093 * 200 + 500 * 20) / (300 * 0.093 + 500);
      return [[t], [300 * 0.093 * (200 - t) * 4.186]];
    },
    '27,9 · (200 − Te) = 500 · (Te − 20) ⇒ Te = 15 580/527,9 ≈ 29,51 °C; Q = 27,9 · 170,49 ≈ 4757 cal ≈ 19 911 J.',
  ),
  parts(
    21833,
    HEAT,
    'Se desea convertir 200 g de hielo a −20 °C en vapor de agua a 100 °C. Datos: c hielo = 0,5 cal/(g °C); Lf = 80 cal/g; c agua = 1 cal/(g °C); Lv = 540 cal/g.',
    [
      part('a', '¿Cuánto calor hace falta para llevar el hielo hasta 0 °C?', 2000, 'cal', 'Q₁ = 2000 cal'),
      part('b', '¿Cuánto calor hace falta para fundirlo?', 16000, 'cal', 'Q₂ = 16 000 cal'),
      part('c', '¿Cuál es el calor total del proceso, en kcal?', 146, 'kcal', 'Q = 146 kcal'),
    ],
    () => [[200 * 0.5 * 20], [200 * 80], [(2000 + 16000 + 200 * 100 + 200 * 540) / 1000]],
    'Q₁ = 200 · 0,5 · 20 = 2000 cal; Q₂ = 200 · 80 = 16 000 cal; Q₃ = 200 · 100 = 20 000 cal; Q₄ = 200 · 540 = 108 000 cal; total 146 000 cal = 146 kcal.',
  ),
  parts(
    21834,
    GASES,
    'Antes de un viaje, el aire de un neumático está a una presión absoluta de 2 atm y a 17 °C. Al llegar, la temperatura del aire es de 45 °C. Suponga que el volumen del neumático no cambia.',
    [
      part('a', '¿Cuál es la presión final, en atm?', 2.193, 'atm', 'p ≈ 2,19 atm'),
      part('b', 'Exprese esa presión en pascales (1 atm = 101 325 Pa).', 222216, 'Pa', 'p ≈ 222 200 Pa'),
    ],
    () => [[(2 * 318) / 290], [((2 * 318) / 290) * 101325]],
    'V constante: p₂ = p₁ T₂/T₁ = 2 · 318/290 ≈ 2,193 atm ≈ 222 216 Pa.',
  ),
  parts(
    21835,
    EXPANSION,
    'Una chapa rectangular de aluminio mide 50 cm × 40 cm a 15 °C y se la calienta hasta 215 °C. El coeficiente de dilatación lineal del aluminio es 2,4 · 10⁻⁵ °C⁻¹.',
    [
      part('a', '¿Cuánto se alarga el lado mayor, en mm?', 2.4, 'mm', 'ΔL = 2,4 mm'),
      part('b', '¿En cuántos cm² aumenta el área de la chapa?', 19.2, 'cm²', 'ΔA = 19,2 cm²'),
      part('c', '¿Cuál es el área final de la chapa?', 2019.2, 'cm²', 'A = 2019,2 cm²'),
    ],
    () => [[500 * 2.4e-5 * 200], [2000 * 2 * 2.4e-5 * 200], [2000 + 2000 * 2 * 2.4e-5 * 200]],
    'ΔL = 500 mm · 2,4 · 10⁻⁵ · 200 = 2,4 mm; ΔA = A₀ · 2α · ΔT = 2000 · 4,8 · 10⁻⁵ · 200 = 19,2 cm²; A = 2019,2 cm².',
  ),
  parts(
    21836,
    ENERGY,
    'Un jugador patea una pelota de 450 g que estaba en reposo. El pie permanece en contacto con la pelota durante 0,02 s y la pelota sale despedida a 108 km/h.',
    [
      part('a', 'Calcule el impulso recibido por la pelota.', 13.5, 'N·s', 'I = 13,5 N·s'),
      part('b', 'Calcule la fuerza media ejercida por el pie.', 675, 'N', 'F = 675 N'),
      part('c', 'Calcule la energía cinética con que sale la pelota.', 202.5, 'J', 'Ec = 202,5 J'),
    ],
    () => [[0.45 * 30], [(0.45 * 30) / 0.02], [0.5 * 0.45 * 30 ** 2]],
    '108 km/h = 30 m/s; I = 0,45 · 30 = 13,5 N·s; F = 13,5/0,02 = 675 N; Ec = ½ · 0,45 · 900 = 202,5 J.',
  ),
  parts(
    21837,
    ENERGY,
    'Un automóvil de 1200 kg circula a 90 km/h cuando el conductor frena; el auto se detiene después de recorrer 50 m.',
    [
      part('a', '¿Cuál era su energía cinética, en kJ?', 375, 'kJ', 'Ec = 375 kJ'),
      part('b', '¿Cuál es el módulo de la fuerza media de frenado?', 7500, 'N', 'F = 7500 N'),
      part(
        'c',
        'Con la misma fuerza de frenado, ¿en qué distancia se habría detenido si marchara a 45 km/h?',
        12.5,
        'm',
        'd = 12,5 m',
      ),
    ],
    () => {
      const energy = 0.5 * 1200 * 25 ** 2;
      const force = energy / 50;
      return [[energy / 1000], [force], [(0.5 * 1200 * 12.5 ** 2) / force]];
    },
    '90 km/h = 25 m/s; Ec = ½ · 1200 · 625 = 375 000 J = 375 kJ; F = 375 000/50 = 7500 N; a 12,5 m/s: Ec = 93 750 J, d = 93 750/7500 = 12,5 m.',
  ),
];

/** Open statements with their questions on the page. */
const pages: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    21838,
    INCLINE,
    'Se empuja un baúl de 30 kg hacia arriba por una rampa de 4 m de largo inclinada 30°, con una fuerza de 250 N paralela a la rampa. El coeficiente de rozamiento cinético entre el baúl y la rampa es 0,3 (g = 9,8 m/s²).\na) Calcule el trabajo que realiza cada una de las fuerzas que actúan sobre el baúl.\nb) Calcule el trabajo neto.\nc) Si el baúl partió del reposo, ¿qué rapidez tiene al llegar arriba?',
    'a) W F = 1000 J, W peso = −588 J, W roz ≈ −305,5 J, W normal = 0 J; b) ≈ 106,5 J; c) ≈ 2,66 m/s',
    () => {
      const friction = 0.3 * 30 * 9.8 * Math.cos(rad(30)) * 4;
      const net = 250 * 4 - 30 * 9.8 * 4 * 0.5 - friction;
      return [250 * 4, -30 * 9.8 * 2, -friction, net, Math.sqrt((2 * net) / 30)];
    },
    'W F = 250 · 4 = 1000 J; h = 2 m, W P = −30 · 9,8 · 2 = −588 J; N = 254,6 N, Fr = 76,4 N, W roz = −305,5 J; W N = 0; W neto ≈ 106,5 J = ½ · 30 · v² ⇒ v ≈ 2,66 m/s.',
  ),
  page(
    'fisica',
    21839,
    ENERGY,
    'Sobre una mesa horizontal, un bloque de 500 g está apoyado contra un resorte de constante 200 N/m comprimido 20 cm. Al soltarlo, el bloque se separa del resorte en una zona sin rozamiento y luego entra en un tramo donde el coeficiente de rozamiento cinético es 0,25. Considerá g = 10 m/s². Calculá: a) la energía almacenada en el resorte; b) la rapidez con que el bloque abandona el resorte; c) la distancia que recorre en el tramo con rozamiento hasta frenar.',
    'a) 4 J; b) 4 m/s; c) 3,2 m',
    () => {
      const energy = 0.5 * 200 * 0.2 ** 2;
      return [energy, Math.sqrt((2 * energy) / 0.5), energy / (0.25 * 0.5 * 10)];
    },
    'Ep = ½ · 200 · 0,2² = 4 J; 4 = ½ · 0,5 · v² ⇒ v = 4 m/s; 4 = 0,25 · 5 · d ⇒ d = 3,2 m.',
  ),
  page(
    'fisica',
    21840,
    ENERGY,
    'Una esfera de 2 kg se suelta desde el punto A de una pista curva, situado a 1,8 m sobre el piso, y desliza sin rozamiento hasta el punto B, que está a 55 cm del piso. Tome g = 10 m/s².\n1) Halle la rapidez de la esfera en B.\n2) Halle su energía cinética en B.\n3) Si después de B la pista sube sin rozamiento, ¿hasta qué altura sobre el piso llega la esfera?',
    '1) 5 m/s; 2) 25 J; 3) 1,8 m',
    () => [Math.sqrt(2 * 10 * (1.8 - 0.55)), 2 * 10 * (1.8 - 0.55), 1.8],
    'v = √(2 · 10 · 1,25) = 5 m/s; Ec = ½ · 2 · 25 = 25 J; sin pérdidas vuelve a la altura inicial, 1,8 m.',
  ),
  page(
    'fisica',
    21841,
    ENERGY,
    'Un automóvil de 1000 kg sube por una ruta de montaña inclinada 6° con una velocidad constante de 54 km/h. Las fuerzas de resistencia (rozamiento y aire) suman 500 N en total. Considere g = 9,8 m/s². Se pide:\n- la fuerza de tracción que hace el motor;\n- la potencia que desarrolla, en kW;\n- esa misma potencia expresada en CV (1 CV = 735,5 W).',
    '1524,4 N; 22,87 kW; 31,09 CV',
    () => {
      const force = 1000 * 9.8 * Math.sin(rad(6)) + 500;
      return [force, (force * 15) / 1000, (force * 15) / 735.5];
    },
    'F = m g sen 6° + 500 = 1024,4 + 500 = 1524,4 N; 54 km/h = 15 m/s; P = 1524,4 · 15 ≈ 22 866 W ≈ 22,87 kW ≈ 31,09 CV.',
  ),
  page(
    'fisica',
    21842,
    ENERGY,
    'Para llenar un tanque de 1200 litros ubicado en una terraza, 12 m por encima de la cisterna, se usa una bomba de 0,5 HP que tarda 10 minutos en llenarlo. Datos: 1 HP = 746 W; g = 9,8 m/s². Determine:\na) el trabajo útil realizado por la bomba;\nb) la potencia útil;\nc) el rendimiento de la bomba.',
    'a) 141 120 J; b) 235,2 W; c) ≈ 63,1 %',
    () => {
      const work = 1200 * 9.8 * 12;
      return [work, work / 600, (work / 600 / (0.5 * 746)) * 100];
    },
    'W = m g h = 1200 · 9,8 · 12 = 141 120 J; P = 141 120/600 = 235,2 W; P consumida = 373 W; η = 235,2/373 ≈ 63,1 %.',
  ),
  page(
    'fisica',
    21843,
    FLUIDS,
    'En un tubo en U que contiene agua se vierte aceite por una de las ramas. Cuando se alcanza el equilibrio, la columna de aceite mide 12 cm, medida desde la superficie de separación, y equilibra a una columna de agua de 9,6 cm, medida desde ese mismo nivel en la otra rama (g = 9,8 m/s²; densidad del agua 1000 kg/m³).\na) ¿Cuál es la densidad del aceite, en g/cm³?\nb) ¿Cuál es la presión manométrica en el nivel de la superficie de separación, en Pa?\nc) ¿Qué desnivel, en cm, hay entre las superficies libres de ambas ramas?',
    'a) 0,8 g/cm³; b) 940,8 Pa; c) 2,4 cm',
    () => [(1 * 9.6) / 12, 1000 * 9.8 * 0.096, 12 - 9.6],
    'ρ aceite · 12 = 1 · 9,6 ⇒ ρ = 0,8 g/cm³; p = 1000 · 9,8 · 0,096 = 940,8 Pa; desnivel = 12 − 9,6 = 2,4 cm.',
  ),
  page(
    'fisica',
    21844,
    FLUIDS,
    'Un cubo de hielo de 20 cm de arista, cuya densidad es 0,92 g/cm³, flota en agua de mar de densidad 1,03 g/cm³.\na) Halle la masa del cubo en kg.\nb) ¿Cuántos cm sobresale el cubo por encima del agua?\nc) ¿Qué masa, en kg, hay que apoyar sobre el cubo para que su cara superior quede justo al ras del agua?',
    'a) 7,36 kg; b) ≈ 2,14 cm; c) 0,88 kg',
    () => [(8000 * 0.92) / 1000, 20 - (20 * 0.92) / 1.03, (8000 * (1.03 - 0.92)) / 1000],
    'V = 8000 cm³; m = 7360 g = 7,36 kg; h sumergida = 20 · 0,92/1,03 ≈ 17,86 cm, sobresale ≈ 2,14 cm; al ras: m extra = 8000 · (1,03 − 0,92) = 880 g = 0,88 kg.',
  ),
  page(
    'fisica',
    21845,
    HEAT,
    'En un termo de capacidad calorífica despreciable hay 400 g de agua a 50 °C, y se le agregan 100 g de hielo a 0 °C (Lf = 80 cal/g; c agua = 1 cal/(g °C)).\na) ¿Cuánto calor necesita el hielo para fundirse por completo? ¿Se funde todo?\nb) ¿Cuál es la temperatura final de equilibrio?',
    'a) 8000 cal, sí se funde todo; b) 24 °C',
    () => [100 * 80, (400 * 50 - 100 * 80) / 500],
    'Fundir: 100 · 80 = 8000 cal; el agua puede ceder hasta 400 · 50 = 20 000 cal llegando a 0 °C: se funde todo; 400 · (50 − T) = 8000 + 100 · T ⇒ T = 12 000/500 = 24 °C.',
  ),
  page(
    'fisica',
    21846,
    GASES,
    'Un recipiente rígido de 10 L contiene oxígeno a 27 °C y a una presión de 3 atm. Datos: R = 0,082 atm·L/(mol·K); masa molar del O₂ = 32 g/mol.\na) Calcule la cantidad de moles de gas.\nb) Calcule la masa de oxígeno, en gramos.\nc) Si se calienta el recipiente hasta 127 °C, ¿cuál será la presión, en mmHg?',
    'a) ≈ 1,22 mol; b) ≈ 39,0 g; c) 3040 mmHg',
    () => {
      const n = (3 * 10) / (0.082 * 300);
      return [n, n * 32, ((3 * 400) / 300) * 760];
    },
    'n = pV/(RT) = 30/(0,082 · 300) ≈ 1,22 mol; m = 1,22 · 32 ≈ 39,0 g; V constante: p = 3 · 400/300 = 4 atm = 3040 mmHg.',
  ),
  page(
    'fisica',
    21847,
    ENERGY,
    'Una bala de 20 g que viaja horizontalmente a 400 m/s se incrusta en un bloque de madera de 1,98 kg que cuelga en reposo de un hilo (péndulo balístico). Considere g = 9,8 m/s².\na) ¿Con qué velocidad se mueve el conjunto inmediatamente después del impacto?\nb) ¿Hasta qué altura, en cm, sube el conjunto?\nc) ¿Cuánta energía se disipa en el choque?',
    'a) 4 m/s; b) ≈ 81,6 cm; c) 1584 J',
    () => {
      const v = (0.02 * 400) / 2;
      return [v, ((v * v) / (2 * 9.8)) * 100, 0.5 * 0.02 * 400 ** 2 - 0.5 * 2 * v * v];
    },
    'v = 0,02 · 400/2 = 4 m/s; h = v²/(2g) = 16/19,6 ≈ 0,816 m = 81,6 cm; Ec antes = 1600 J, después = 16 J: se disipan 1584 J.',
  ),
  page(
    'fisica',
    21848,
    EXPANSION,
    'Un puente de acero (α = 1,2 · 10⁻⁵ °C⁻¹) mide 250 m en una mañana de invierno a −5 °C.\na) ¿Cuántos cm se alarga en un día de verano a 40 °C?\nb) ¿Cuál es su longitud en ese día de verano, en m?\nc) La junta de dilatación permite que el puente se alargue como máximo 10 cm respecto de su longitud a −5 °C. ¿Hasta qué temperatura es seguro?',
    'a) 13,5 cm; b) 250,135 m; c) ≈ 28,3 °C',
    () => [250 * 1.2e-5 * 45 * 100, 250 + 250 * 1.2e-5 * 45, -5 + 0.1 / (250 * 1.2e-5)],
    'ΔL = 250 · 1,2 · 10⁻⁵ · 45 = 0,135 m = 13,5 cm; L = 250,135 m; ΔT máx = 0,1/(250 · 1,2 · 10⁻⁵) ≈ 33,3 °C ⇒ T ≈ 28,3 °C.',
  ),
  page(
    'fisica',
    21849,
    GASES,
    'En el fondo de un lago de 20 m de profundidad, donde el agua está a 7 °C, se forma una burbuja de aire de 2 cm³. La burbuja sube hasta la superficie, donde el agua está a 27 °C. Datos: presión atmosférica 101 300 Pa (1 atm); densidad del agua 1000 kg/m³; g = 9,8 m/s².\na) Calcule la presión absoluta en el fondo del lago, en Pa.\nb) Exprésela en atm.\nc) ¿Qué volumen tiene la burbuja al llegar a la superficie?',
    'a) 297 300 Pa; b) ≈ 2,93 atm; c) ≈ 6,29 cm³',
    () => {
      const bottom = 101300 + 1000 * 9.8 * 20;
      return [bottom, bottom / 101300, ((2 * bottom) / 101300) * (300 / 280)];
    },
    'p = 101 300 + 1000 · 9,8 · 20 = 297 300 Pa ≈ 2,93 atm; V₂ = V₁ (p₁/p₂)(T₂/T₁) = 2 · 2,935 · 300/280 ≈ 6,29 cm³.',
  ),
];

export const physicsExamPages2EnergyFluidsHeatProblems: readonly ExamStyleProblem[] = [
  ...choices,
  ...numbers,
  ...inParts,
  ...pages,
];
