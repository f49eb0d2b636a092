/**
 * A blind physics set of the entrance (#32, wave 31): forty-five problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words. Twenty five-option items (E «Ninguna respuesta anterior es correcta», the right one in 25704,
 * 25711 and 25716), twelve short numeric answers, ten pages with parts a), b), c) (d)) where a later part
 * uses an earlier result or changes a datum, and three pages (25742, 25743 and 25744) with the parts
 * written inside the statement and one key that states every part. The whole programme, leaning to the
 * kinds wave 30 has little of: unit conversions (mercury's density, a red cell in µm, a leaking tap in
 * litres a day, a page of four conversions with scientific notation), vectors (the components of a force),
 * kinematics in stages (a train and a car that speed up, cruise and brake), a v–t graph described in words
 * (a mobile and an elevator), two stones dropped or thrown one after the other (from a terrace, into a
 * well, upwards two seconds apart), the height of a projectile at a given horizontal distance (a shot and
 * a basketball throw), a chase of a cyclist by a motorbike, dynamics (blocks pushed in contact, a
 * horizontal push up a smooth incline, stopping distances with the same braking force when the speed or
 * the load changes, with the reaction time), circular motion (a car in a flat curve, a stone in a
 * vertical circle, a disc at 90 rpm), statics and machines (a sign held by a cable, a crowbar, a boom
 * hinged to a wall with a tie), work, energy and power (a skier's losses, a hoist's speed from its power,
 * a pump with its efficiency), head-on collisions where the carts stick (with the kinetic energy lost),
 * fluids (gauge pressure under oil and water, a car lift, the emerged share of a floating block, a raft's
 * load), heat (mixing water, ice to cool a drink, an immersion heater), electrostatics (Coulomb when charge
 * and distance change, the distance at which a field has a given value) and circuits (two lamps in series,
 * a series resistor with three parallel branches, a house's appliances and their cost, an iron's monthly
 * bill). Numbered as printed («7)», «Ejercicio 3:», «Problema 12.»), data in a «Datos:» line or in
 * parentheses, g = 9,8 or 10 m/s² as each item says, mixed units (km/h, t, cm², L/h, kgf, kcal, rpm, kWh),
 * decimal comma. Every key was worked by hand and is recomputed by `check`.
 *
 * Kinds of problem, programme, wording and difficulty modelled on (read 2026-12-03; facts only, nothing
 * copied):
 * - UTN FRT, Seminario de Ingreso 2024, Física (teoría, reglamento interno, parciales):
 *   https://es.scribd.com/document/704867816/Teoria-Fisica-2024
 * - UTN FRT, cartilla de Física del Seminario de Ingreso (unidades y conversiones, notación científica,
 *   vectores, primera y segunda condición de equilibrio, MRU, MRUV, caída libre y tiro vertical,
 *   ejercitación y autoevaluación por unidad): https://ro.scribd.com/document/258666971/Cartilla-Fisica
 * - UTN FRT, Curso de Ingreso 2019, Física (tres unidades con ejercitación y autoevaluación):
 *   https://ro.scribd.com/document/422427437/Cuadernillo-Fisica-2019
 * - UTN FRVM, Seminario de Ingreso 2025, Física, Unidad 1 (magnitudes y unidades, carácter nivelatorio con
 *   énfasis en resolver problemas; read in a stored copy that came through a mirror, the address is the
 *   document's own): https://es.scribd.com/document/798622708/Fisica-Unidad-1-2025-NUEVO
 * Searched for physics ingreso material of FRBA, FRLP, FRGP, FRSN, FRH and other regionals: nothing of
 * theirs was found in the stored pages, so none is cited. The programmes of content/exam-style/sources.ts
 * (frt-fisica-2024, frvm-fisica-u1-2025, frt-fisica-cartilla, frt-fisica-2019) are the ones named.
 *
 * First measure, before any fix, at HEAD e09f1146 (written without looking at the solvers or the engine's
 * replies, 2026-12-03): 16/45 right, 17 answered sure, 2 sure and wrong (25720 and 25741, left to the lead;
 * their statements and keys stay as written, the keys re-derived by hand). The parts here carry their own
 * labels («a) …»), which the harness then printed twice («a) a) …»); printed once, as a page prints them
 * (exam-style.ts, same commit), the same first measure reads 17/45, the same two sure and wrong.
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
const STATICS = 'mecanica.estatica';
const BEAMS = 'mecanica.fuerzas-paralelas';
const INCLINE = 'mecanica.trabajo-plano-inclinado';
const ENERGY = 'mecanica.trabajo-energia';
const FLUIDS = 'mecanica.hidrostatica';
const HEAT = 'termodinamica.calorimetria';
const CHARGES = 'electricidad.carga-campo';
const CIRCUITS = 'electricidad.circuitos-ohm';
const ELECTRIC_POWER = 'electricidad.potencia-energia';

const K = 9e9;
const deg = (d: number) => (d * Math.PI) / 180;

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    25700,
    CONVERSION,
    '1) La densidad del mercurio es 13,6 g/cm³. Expresada en unidades del SI, vale:',
    ['1,36 · 10³ kg/m³', '1,36 · 10⁴ kg/m³', '136 kg/m³', '1,36 · 10⁵ kg/m³'],
    1,
    () => [(13.6 / 1000) * 100 ** 3],
    '1 g/cm³ = 10⁻³ kg / 10⁻⁶ m³ = 1000 kg/m³; 13,6 g/cm³ = 13 600 kg/m³ = 1,36 · 10⁴ kg/m³.',
  ),
  options(
    25701,
    CONVERSION,
    '2) Un glóbulo rojo tiene un diámetro de unos 7,5 µm. Indicar la opción correcta: ese diámetro, expresado en metros y en notación científica, es',
    ['7,5 · 10⁻⁶ m', '7,5 · 10⁻³ m', '7,5 · 10⁻⁹ m', '7,5 · 10⁶ m'],
    0,
    () => [7.5e-6],
    '1 µm = 10⁻⁶ m, así que 7,5 µm = 7,5 · 10⁻⁶ m.',
  ),
  options(
    25702,
    VECTORS,
    'Ejercicio 3: Una fuerza de 50 N forma un ángulo de 37° con el semieje x positivo (sen 37° = 0,6; cos 37° = 0,8). Sus componentes cartesianas son:',
    ['Fx = 30 N; Fy = 20 N', 'Fx = 40 N; Fy = 30 N', 'Fx = 25 N; Fy = 43,3 N', 'Fx = 40 N; Fy = 40 N'],
    1,
    () => [50 * 0.8, 50 * 0.6],
    'Fx = 50 · cos 37° = 50 · 0,8 = 40 N; Fy = 50 · sen 37° = 50 · 0,6 = 30 N.',
  ),
  options(
    25703,
    MEETING,
    '4) El gráfico velocidad–tiempo de un móvil que avanza en línea recta es un segmento de recta que arranca en v = 4 m/s para t = 0 y llega a v = 16 m/s para t = 6 s. ¿Qué distancia recorre el móvil en esos 6 s?',
    ['96 m', '60 m', '48 m', '72 m'],
    1,
    () => [((4 + 16) / 2) * 6],
    'La distancia es el área bajo el gráfico v–t, un trapecio: (4 + 16)/2 · 6 = 60 m (la aceleración es 2 m/s²).',
  ),
  options(
    25704,
    DYNAMICS,
    '5) Un auto que circula a 50 km/h frena con una fuerza constante y se detiene en 12 m. Si viajara a 100 km/h y frenara con la misma fuerza, ¿en qué distancia se detendría?',
    ['24 m', '36 m', '96 m', '144 m'],
    4,
    () => [12 * (100 / 50) ** 2],
    'Con la misma fuerza la desaceleración es la misma y d = v²/(2a): al duplicar la velocidad la distancia se cuadruplica, 4 · 12 = 48 m. Ninguna opción muestra 48 m.',
  ),
  options(
    25705,
    KINEMATICS,
    '6) Desde una terraza a 80 m del suelo se deja caer una piedra. Un segundo después se arroja otra piedra verticalmente hacia abajo desde el mismo lugar, y ambas llegan al suelo al mismo tiempo. ¿Con qué velocidad se arrojó la segunda? (g = 10 m/s²)',
    ['11,7 m/s', '15 m/s', '10 m/s', '26,7 m/s'],
    0,
    () => {
      const fall = Math.sqrt((2 * 80) / 10);
      const t = fall - 1;
      return [(80 - 5 * t ** 2) / t];
    },
    'La primera tarda √(2 · 80/10) = 4 s; la segunda cae durante 3 s: 80 = v₀ · 3 + 5 · 9 → v₀ = 35/3 ≈ 11,7 m/s.',
  ),
  options(
    25706,
    KINEMATICS,
    '7) Un proyectil se dispara desde el suelo horizontal a 20 m/s, con un ángulo de 53° sobre la horizontal. ¿A qué altura se encuentra cuando ha avanzado 24 m en horizontal?\nDatos: g = 10 m/s²; sen 53° = 0,8; cos 53° = 0,6',
    ['12 m', '32 m', '20 m', '12,8 m'],
    0,
    () => {
      const [vx, vy] = [20 * 0.6, 20 * 0.8];
      const t = 24 / vx;
      return [vy * t - 5 * t ** 2];
    },
    'vx = 12 m/s, vy = 16 m/s. Llega a x = 24 m en t = 24/12 = 2 s; y = 16 · 2 − 5 · 2² = 32 − 20 = 12 m.',
  ),
  options(
    25707,
    DYNAMICS,
    '8) Dos bloques de 3 kg y 2 kg están en contacto sobre una superficie horizontal sin rozamiento. Una fuerza horizontal de 20 N empuja al de 3 kg, que a su vez empuja al de 2 kg. La fuerza que el bloque de 3 kg ejerce sobre el de 2 kg vale:',
    ['12 N', '20 N', '8 N', '4 N'],
    2,
    () => {
      const a = 20 / (3 + 2);
      return [2 * a];
    },
    'a = 20 / (3 + 2) = 4 m/s². Sobre el bloque de 2 kg solo actúa la fuerza de contacto: F = 2 · 4 = 8 N.',
  ),
  options(
    25708,
    DYNAMICS,
    '9) Un auto de 1200 kg toma una curva plana de 50 m de radio a 54 km/h. ¿Qué fuerza de rozamiento lateral deben hacer los neumáticos para que describa la curva?',
    ['360 N', '5400 N', '69.984 N', '2700 N'],
    1,
    () => [(1200 * (54 / 3.6) ** 2) / 50],
    '54 km/h = 15 m/s. El rozamiento es la fuerza centrípeta: F = m v²/r = 1200 · 225/50 = 5400 N.',
  ),
  options(
    25709,
    STATICS,
    '10) Un cartel de 300 N cuelga del extremo de una barra horizontal de peso despreciable, articulada en la pared por el otro extremo. Un cable, que forma 30° con la barra, une el extremo de la barra con la pared. La tensión del cable es:',
    ['300 N', '519,6 N', '600 N', '346,4 N'],
    2,
    () => [300 / Math.sin(deg(30))],
    'Momentos respecto de la articulación (el cable y el cartel actúan en el mismo extremo): T · sen 30° = 300 N → T = 600 N. La barra queda comprimida con T cos 30° ≈ 519,6 N.',
  ),
  options(
    25710,
    BEAMS,
    '11) Con una barreta de 1,5 m de largo se quiere mover una piedra de 90 kgf. La barreta se apoya en un punto situado a 30 cm del extremo que está bajo la piedra. ¿Qué fuerza mínima hay que hacer en el otro extremo?',
    ['18 kgf', '22,5 kgf', '45 kgf', '360 kgf'],
    1,
    () => [(90 * 0.3) / (1.5 - 0.3)],
    'Palanca: 90 kgf · 0,3 m = F · 1,2 m → F = 27/1,2 = 22,5 kgf.',
  ),
  options(
    25711,
    ENERGY,
    '12) El motor de un montacargas entrega una potencia útil de 2 kW y sube una carga de 400 kg con velocidad constante. ¿Con qué velocidad sube la carga? (g = 10 m/s²)',
    ['5 m/s', '0,2 m/s', '2 m/s', '0,05 m/s'],
    4,
    () => [2000 / (400 * 10)],
    'A velocidad constante la fuerza del motor es el peso, 4000 N, y P = F v: v = 2000/4000 = 0,5 m/s. Ninguna opción muestra 0,5 m/s.',
  ),
  options(
    25712,
    ENERGY,
    '13) Un esquiador de 70 kg parte del reposo desde lo alto de una pendiente de 30 m de desnivel y llega al pie con una rapidez de 20 m/s. ¿Cuánta energía se disipó por rozamiento durante la bajada? (g = 9,8 m/s²)',
    ['6580 J', '14.000 J', '20.580 J', '34.580 J'],
    0,
    () => [70 * 9.8 * 30 - 0.5 * 70 * 20 ** 2],
    'Ep inicial = 70 · 9,8 · 30 = 20 580 J; Ec final = ½ · 70 · 400 = 14 000 J; se disiparon 20 580 − 14 000 = 6580 J.',
  ),
  options(
    25713,
    ENERGY,
    '14) Sobre una misma recta, un carrito de 3 kg que va a 5 m/s hacia la derecha choca de frente con otro de 2 kg que va a 4 m/s hacia la izquierda; después del choque quedan unidos. Indique la rapidez del conjunto inmediatamente después del choque.',
    ['4,6 m/s', '1,4 m/s', '2,6 m/s', '0,7 m/s'],
    1,
    () => [(3 * 5 - 2 * 4) / (3 + 2)],
    'Cantidad de movimiento, positivo hacia la derecha: 3 · 5 − 2 · 4 = 7 kg·m/s = 5 v → v = 1,4 m/s, hacia la derecha.',
  ),
  options(
    25714,
    FLUIDS,
    '15) Un bloque de madera de densidad 0,65 g/cm³ flota en agua de mar (ρ = 1,03 g/cm³). ¿Qué porcentaje de su volumen queda fuera del agua?',
    ['63,1 %', '36,9 %', '35 %', '65 %'],
    1,
    () => [100 * (1 - 0.65 / 1.03)],
    'Flotación: ρ_madera V = ρ_mar V_sum → V_sum/V = 0,65/1,03 ≈ 0,631. Queda fuera el 36,9 % del volumen.',
  ),
  options(
    25715,
    FLUIDS,
    '16) Un tanque abierto contiene 2 m de agua y, flotando sobre ella, una capa de 0,5 m de aceite (ρ = 800 kg/m³). La presión manométrica en el fondo del tanque es: (g = 9,8 m/s²)',
    ['24,5 kPa', '23,52 kPa', '19,6 kPa', '125,3 kPa'],
    1,
    () => [(800 * 9.8 * 0.5 + 1000 * 9.8 * 2) / 1000],
    'p = ρ_aceite g h₁ + ρ_agua g h₂ = 800 · 9,8 · 0,5 + 1000 · 9,8 · 2 = 3920 + 19 600 = 23 520 Pa = 23,52 kPa.',
  ),
  options(
    25716,
    HEAT,
    '17) Se mezclan 300 g de agua a 80 °C con 200 g de agua a 20 °C en un recipiente que no intercambia calor. La temperatura final de la mezcla es:',
    ['50 °C', '44 °C', '60 °C', '52 °C'],
    4,
    () => [(300 * 80 + 200 * 20) / (300 + 200)],
    '300 · (80 − T) = 200 · (T − 20) → 24 000 + 4000 = 500 T → T = 56 °C. Ninguna opción muestra 56 °C.',
  ),
  options(
    25717,
    CHARGES,
    '18) Dos cargas puntuales se repelen con una fuerza de 36 N. Si se duplica el valor de una de ellas y se triplica la distancia que las separa, la nueva fuerza de repulsión es:',
    ['24 N', '8 N', '4 N', '216 N'],
    1,
    () => [(36 * 2) / 3 ** 2],
    'F = k q₁ q₂ / d²: el producto de las cargas se duplica y d² se multiplica por 9, F′ = 36 · 2/9 = 8 N.',
  ),
  options(
    25718,
    ELECTRIC_POWER,
    '19) Una plancha de 1500 W se usa 40 minutos por día durante 30 días. Si el kWh cuesta $ 120, el costo de la energía que consume en el mes es:',
    ['$ 3600', '$ 5400', '$ 2400', '$ 36.000'],
    0,
    () => [1.5 * (40 / 60) * 30 * 120],
    'E = 1,5 kW · (2/3 h por día) · 30 días = 30 kWh; costo 30 · 120 = $ 3600.',
  ),
  options(
    25719,
    CIRCUITS,
    '20) Dos lámparas, una de 60 W y otra de 100 W (ambas para 220 V), se conectan en serie a una línea de 220 V. Suponiendo que sus resistencias no cambian, la potencia que disipa la lámpara de 60 W es aproximadamente:',
    ['60 W', '23,4 W', '37,5 W', '14,1 W'],
    1,
    () => {
      const [r1, r2] = [220 ** 2 / 60, 220 ** 2 / 100];
      const current = 220 / (r1 + r2);
      return [current ** 2 * r1];
    },
    'R₁ = 220²/60 ≈ 806,7 Ω; R₂ = 220²/100 = 484 Ω. I = 220/1290,7 ≈ 0,170 A; P₁ = I² R₁ ≈ 23,4 W (la de 100 W disipa ≈ 14,1 W).',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    25720,
    CONVERSION,
    '21) Una canilla gotea 3 gotas por segundo y cada gota tiene un volumen de 0,05 cm³. ¿Cuántos litros de agua se pierden en un día?',
    { value: 12.96, unit: 'L', text: '12,96 L' },
    () => (3 * 0.05 * 24 * 3600) / 1000,
    '3 · 0,05 = 0,15 cm³/s; en un día, 0,15 · 86 400 = 12 960 cm³ = 12,96 L.',
  ),
  numeric(
    25721,
    KINEMATICS,
    '22) Un tren parte del reposo y acelera a razón de 0,5 m/s² durante 40 s; luego marcha con velocidad constante durante 2 min y finalmente frena uniformemente hasta detenerse en 20 s. Calcular la distancia total recorrida.',
    { value: 3000, unit: 'm', text: '3000 m' },
    () => {
      const v = 0.5 * 40;
      return 0.5 * 0.5 * 40 ** 2 + v * 120 + (v / 2) * 20;
    },
    'v = 0,5 · 40 = 20 m/s. Tramo 1: ½ · 0,5 · 40² = 400 m; tramo 2: 20 · 120 = 2400 m; tramo 3: (20/2) · 20 = 200 m. Total 3000 m.',
  ),
  numeric(
    25722,
    MEETING,
    'Problema 23. Un ciclista pasa por el punto A a 18 km/h constantes. Diez minutos después pasa por A, en el mismo sentido, una moto a 54 km/h constantes. ¿A qué distancia de A, en km, la moto alcanza al ciclista?',
    { value: 4.5, unit: 'km', text: '4,5 km' },
    () => {
      const head = (18 / 3.6) * 600;
      const t = head / (54 / 3.6 - 18 / 3.6);
      return ((54 / 3.6) * t) / 1000;
    },
    '18 km/h = 5 m/s; 54 km/h = 15 m/s. Ventaja del ciclista: 5 · 600 = 3000 m; se descuenta a 10 m/s en 300 s. Distancia: 15 · 300 = 4500 m = 4,5 km.',
  ),
  numeric(
    25723,
    KINEMATICS,
    '24) Desde la boca de un pozo se suelta una piedra y, 1 s después, se suelta otra. ¿Qué distancia separa a las piedras 3 s después de soltar la primera (ninguna llegó aún al fondo)? Datos: g = 9,8 m/s²',
    { value: 24.5, unit: 'm', text: '24,5 m' },
    () => 0.5 * 9.8 * 3 ** 2 - 0.5 * 9.8 * 2 ** 2,
    'La primera cayó ½ · 9,8 · 3² = 44,1 m; la segunda ½ · 9,8 · 2² = 19,6 m. Separación: 24,5 m.',
  ),
  numeric(
    25724,
    KINEMATICS,
    '25) Se lanza una piedra verticalmente hacia arriba a 30 m/s y, 2 s después, se lanza otra desde el mismo punto, también hacia arriba y a 30 m/s. ¿A qué altura sobre el punto de lanzamiento se cruzan? (g = 10 m/s²)',
    { value: 40, unit: 'm', text: '40 m' },
    () => {
      const t = (30 * 2 + 5 * 2 ** 2) / (10 * 2);
      return 30 * t - 5 * t ** 2;
    },
    '30 t − 5 t² = 30 (t − 2) − 5 (t − 2)² → 0 = −60 + 20 t − 20 → t = 4 s. Altura: 30 · 4 − 5 · 16 = 40 m (la primera baja, la segunda sube).',
  ),
  numeric(
    25725,
    DYNAMICS,
    '26) Un auto de 1000 kg que circula a 72 km/h se detiene en 40 m cuando frena a fondo. Si lleva además cuatro pasajeros (320 kg en total) y frena desde la misma velocidad con la misma fuerza de frenado, ¿en qué distancia se detiene?',
    { value: 52.8, unit: 'm', text: '52,8 m' },
    () => 40 * ((1000 + 320) / 1000),
    'Misma fuerza y más masa: a = F/m disminuye y d = v²/(2a) = m v²/(2F) crece en proporción a la masa: 40 · 1320/1000 = 52,8 m.',
  ),
  numeric(
    25726,
    INCLINE,
    '27) Un bloque de 5 kg sube por un plano inclinado 30° sin rozamiento, empujado por una fuerza horizontal de 50 N. Determinar su aceleración. (g = 10 m/s²)',
    { value: (50 * Math.cos(deg(30))) / 5 - 5, unit: 'm/s²', text: '≈ 3,66 m/s²' },
    () => (50 * Math.cos(deg(30)) - 5 * 10 * Math.sin(deg(30))) / 5,
    'Componente de la fuerza a lo largo del plano: 50 · cos 30° ≈ 43,30 N; componente del peso: 50 · sen 30° = 25 N. a = (43,30 − 25)/5 ≈ 3,66 m/s².',
  ),
  numeric(
    25727,
    DYNAMICS,
    '28) Una piedra de 200 g atada a un hilo de 80 cm gira en un plano vertical. ¿Cuál es la mínima rapidez que debe tener en el punto más alto para que el hilo no se afloje? (g = 9,8 m/s²)',
    { value: 2.8, unit: 'm/s', text: '2,8 m/s' },
    () => Math.sqrt(9.8 * 0.8),
    'En el límite la tensión es nula y el peso es la fuerza centrípeta: m g = m v²/r → v = √(9,8 · 0,8) = √7,84 = 2,8 m/s.',
  ),
  numeric(
    25728,
    ENERGY,
    '29) Una bomba sube 1800 L de agua por hora a un tanque situado 12 m más arriba. Si su rendimiento es del 60 %, ¿qué potencia consume, en W?\nDatos: g = 9,8 m/s²; 1 L de agua = 1 kg',
    { value: 98, unit: 'W', text: '98 W' },
    () => (1800 * 9.8 * 12) / 3600 / 0.6,
    'Potencia útil: 1800 · 9,8 · 12 / 3600 s = 58,8 W. Consumida: 58,8 / 0,6 = 98 W.',
  ),
  numeric(
    25729,
    FLUIDS,
    '30) El elevador hidráulico de un taller tiene un émbolo mayor de 0,2 m² y un émbolo menor de 25 cm². ¿Qué fuerza hay que hacer sobre el émbolo menor para levantar un auto de 1500 kg? (g = 9,8 m/s²)',
    { value: 183.75, unit: 'N', text: '183,75 N' },
    () => (1500 * 9.8 * 25e-4) / 0.2,
    'Pascal: F₁/A₁ = F₂/A₂ → F₁ = 14 700 N · 0,0025 m² / 0,2 m² = 14 700/80 = 183,75 N.',
  ),
  numeric(
    25730,
    HEAT,
    '31) ¿Cuántos gramos de hielo a 0 °C hay que agregar a 500 g de agua a 40 °C para que, una vez fundido todo el hielo, la mezcla quede a 10 °C? Datos: L fusión = 80 cal/g; c agua = 1 cal/(g·°C)',
    { value: 15000 / 90, unit: 'g', text: '≈ 166,7 g' },
    () => (500 * 1 * (40 - 10)) / (80 + 1 * 10),
    'Calor cedido por el agua: 500 · 30 = 15 000 cal. El hielo absorbe m · 80 al fundirse y m · 10 al calentarse hasta 10 °C: 90 m = 15 000 → m ≈ 166,7 g.',
  ),
  numeric(
    25731,
    CHARGES,
    '32) Hallar a qué distancia de una carga puntual de 8 µC, en el vacío, el módulo del campo eléctrico vale 2 · 10⁵ N/C. (k = 9 · 10⁹ N·m²/C²)',
    { value: 0.6, unit: 'm', text: '0,6 m' },
    () => Math.sqrt((K * 8e-6) / 2e5),
    'E = k q / r² → r² = 9 · 10⁹ · 8 · 10⁻⁶ / 2 · 10⁵ = 0,36 m² → r = 0,6 m.',
  ),
];

/** Pages with parts: a later part uses an earlier result or changes a datum. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    25732,
    CONVERSION,
    '33) Expresar en las unidades que se indican (1 atm = 101 325 Pa):',
    [
      part('a', 'a) 72 km/h en m/s.', 20, 'm/s', '20 m/s'),
      part('b', 'b) 2,4 g/cm³ en kg/m³.', 2400, 'kg/m³', '2400 kg/m³'),
      part('c', 'c) 5 atm en Pa, en notación científica.', 506625, 'Pa', '≈ 5,07 · 10⁵ Pa'),
      part('d', 'd) 3,6 · 10⁶ J en kWh.', 1, 'kWh', '1 kWh'),
    ],
    () => [[72 / 3.6], [(2.4 / 1000) * 1e6], [5 * 101325], [3.6e6 / 3.6e6]],
    'a) 72 · 1000 m / 3600 s = 20 m/s. b) 2,4 · 10⁻³ kg / 10⁻⁶ m³ = 2400 kg/m³. c) 5 · 101 325 = 506 625 Pa ≈ 5,07 · 10⁵ Pa. d) 1 kWh = 1000 W · 3600 s = 3,6 · 10⁶ J, así que 3,6 · 10⁶ J = 1 kWh.',
  ),
  parts(
    25733,
    KINEMATICS,
    '34) Un auto parte del reposo y en 10 s alcanza uniformemente los 90 km/h; mantiene esa velocidad durante 30 s y luego frena con una desaceleración constante de 5 m/s² hasta detenerse.',
    [
      part('a', 'a) ¿Cuál es su aceleración en la primera etapa?', 2.5, 'm/s²', '2,5 m/s²'),
      part('b', 'b) ¿Qué distancia recorre en la primera etapa?', 125, 'm', '125 m'),
      part('c', 'c) ¿Cuánto tiempo tarda en frenar?', 5, 's', '5 s'),
      part('d', 'd) ¿Cuál es la distancia total recorrida?', 937.5, 'm', '937,5 m'),
    ],
    () => {
      const v = 90 / 3.6;
      const a = v / 10;
      const first = 0.5 * a * 10 ** 2;
      const braking = v / 5;
      return [[a], [first], [braking], [first + v * 30 + (v / 2) * braking]];
    },
    '90 km/h = 25 m/s. a) a = 25/10 = 2,5 m/s². b) d₁ = ½ · 2,5 · 100 = 125 m. c) t = 25/5 = 5 s. d) d₂ = 25 · 30 = 750 m; d₃ = (25/2) · 5 = 62,5 m; total 125 + 750 + 62,5 = 937,5 m.',
  ),
  parts(
    25734,
    MEETING,
    'Ejercicio 35: El gráfico velocidad–tiempo de un ascensor que sube se describe así: entre t = 0 y t = 2 s la velocidad crece linealmente de 0 a 3 m/s; entre 2 s y 8 s se mantiene en 3 m/s; entre 8 s y 11 s disminuye linealmente hasta anularse.',
    [
      part('a', 'a) Calcular la aceleración en el primer tramo.', 1.5, 'm/s²', '1,5 m/s²'),
      part('b', 'b) Calcular la aceleración en el último tramo (con su signo).', -1, 'm/s²', '−1 m/s²'),
      part('c', 'c) ¿Cuántos metros sube en total?', 25.5, 'm', '25,5 m'),
      part('d', 'd) ¿Cuál es su velocidad media en los 11 s?', 25.5 / 11, 'm/s', '≈ 2,32 m/s'),
    ],
    () => {
      const total = 0.5 * 2 * 3 + 3 * 6 + 0.5 * 3 * 3;
      return [[3 / 2], [(0 - 3) / 3], [total], [total / 11]];
    },
    'a) 3/2 = 1,5 m/s². b) (0 − 3)/3 = −1 m/s². c) Área: ½ · 2 · 3 + 3 · 6 + ½ · 3 · 3 = 3 + 18 + 4,5 = 25,5 m. d) 25,5/11 ≈ 2,32 m/s.',
  ),
  parts(
    25735,
    KINEMATICS,
    '36) Un jugador lanza una pelota de básquet desde 2 m de altura con una velocidad de 10 m/s que forma 53° con la horizontal. El aro está a 6 m de distancia horizontal.\nDatos: g = 10 m/s²; sen 53° = 0,8; cos 53° = 0,6',
    [
      part('a', 'a) ¿Cuánto tarda la pelota en llegar a la vertical del aro?', 1, 's', '1 s'),
      part('b', 'b) ¿A qué altura del piso pasa en ese instante?', 5, 'm', '5 m'),
      part('c', 'c) ¿Cuál es la altura máxima que alcanza, medida desde el piso?', 5.2, 'm', '5,2 m'),
      part(
        'd',
        'd) ¿Qué rapidez tiene al pasar por la vertical del aro?',
        Math.sqrt(40),
        'm/s',
        '≈ 6,32 m/s',
      ),
    ],
    () => {
      const [vx, vy] = [10 * 0.6, 10 * 0.8];
      const t = 6 / vx;
      return [[t], [2 + vy * t - 5 * t ** 2], [2 + vy ** 2 / 20], [Math.hypot(vx, vy - 10 * t)]];
    },
    'vx = 6 m/s, vy = 8 m/s. a) t = 6/6 = 1 s. b) y = 2 + 8 · 1 − 5 · 1² = 5 m. c) 2 + 8²/(2 · 10) = 5,2 m. d) vy = 8 − 10 · 1 = −2 m/s; v = √(6² + 2²) = √40 ≈ 6,32 m/s.',
  ),
  parts(
    25736,
    KINEMATICS,
    '37) Desde la terraza de un edificio de 60 m de altura se lanza una piedra verticalmente hacia arriba a 20 m/s. Un segundo después se deja caer otra piedra desde la misma terraza. Datos: g = 10 m/s².',
    [
      part('a', 'a) ¿Cuánto tarda la primera piedra en llegar al suelo?', 6, 's', '6 s'),
      part(
        'b',
        'b) ¿Cuánto tiempo después del lanzamiento de la primera llega al suelo la segunda?',
        1 + Math.sqrt(12),
        's',
        '≈ 4,46 s',
      ),
      part(
        'c',
        'c) ¿Cuántos segundos de diferencia hay entre las dos llegadas?',
        5 - Math.sqrt(12),
        's',
        '≈ 1,54 s',
      ),
      part('d', 'd) ¿Con qué rapidez llega al suelo la primera piedra?', 40, 'm/s', '40 m/s'),
    ],
    () => {
      const first = (20 + Math.sqrt(20 ** 2 + 4 * 5 * 60)) / (2 * 5);
      const second = 1 + Math.sqrt((2 * 60) / 10);
      return [[first], [second], [first - second], [Math.abs(20 - 10 * first)]];
    },
    'a) −60 = 20 t − 5 t² → t² − 4 t − 12 = 0 → t = 6 s. b) La segunda cae 60 m en √(2 · 60/10) = √12 ≈ 3,46 s: llega a los 4,46 s. c) 6 − 4,46 ≈ 1,54 s (la segunda llega antes). d) v = 20 − 10 · 6 = −40 m/s: 40 m/s.',
  ),
  parts(
    25737,
    DYNAMICS,
    '38) Un auto de 1200 kg circula a 36 km/h por un camino horizontal y frena con una fuerza constante de 6000 N.',
    [
      part('a', 'a) Determinar la desaceleración.', 5, 'm/s²', '5 m/s²'),
      part('b', 'b) Determinar la distancia de frenado.', 10, 'm', '10 m'),
      part(
        'c',
        'c) Con la misma fuerza de frenado, ¿qué distancia necesitaría si circulara a 72 km/h?',
        40,
        'm',
        '40 m',
      ),
      part(
        'd',
        'd) A 72 km/h y con un tiempo de reacción del conductor de 0,75 s (durante el que no frena), ¿cuál es la distancia total de detención?',
        55,
        'm',
        '55 m',
      ),
    ],
    () => {
      const a = 6000 / 1200;
      const fast = 72 / 3.6;
      const braking = fast ** 2 / (2 * a);
      return [[a], [(36 / 3.6) ** 2 / (2 * a)], [braking], [fast * 0.75 + braking]];
    },
    'a) a = 6000/1200 = 5 m/s². b) 36 km/h = 10 m/s; d = 10²/(2 · 5) = 10 m. c) 20 m/s: d = 400/10 = 40 m (doble velocidad, cuádruple distancia). d) Reacción: 20 · 0,75 = 15 m; total 15 + 40 = 55 m.',
  ),
  parts(
    25738,
    ENERGY,
    '39) Sobre una vía recta, un vagón de 6 t que marcha a 4 m/s choca de frente con otro de 4 t que viene en sentido contrario a 2 m/s; los vagones quedan enganchados.',
    [
      part('a', 'a) ¿Con qué rapidez se mueven juntos después del choque?', 1.6, 'm/s', '1,6 m/s'),
      part('b', 'b) ¿Cuál era la energía cinética total antes del choque, en kJ?', 56, 'kJ', '56 kJ'),
      part('c', 'c) ¿Cuál es la energía cinética después del choque, en kJ?', 12.8, 'kJ', '12,8 kJ'),
      part(
        'd',
        'd) ¿Qué porcentaje de la energía cinética inicial se perdió?',
        (43.2 / 56) * 100,
        '%',
        '≈ 77,1 %',
      ),
    ],
    () => {
      const v = (6000 * 4 - 4000 * 2) / (6000 + 4000);
      const before = 0.5 * 6000 * 4 ** 2 + 0.5 * 4000 * 2 ** 2;
      const after = 0.5 * 10000 * v ** 2;
      return [[v], [before / 1000], [after / 1000], [((before - after) / before) * 100]];
    },
    'a) 6000 · 4 − 4000 · 2 = 16 000 kg·m/s = 10 000 v → v = 1,6 m/s, en el sentido del vagón de 6 t. b) ½ · 6000 · 16 + ½ · 4000 · 4 = 48 000 + 8000 = 56 000 J = 56 kJ. c) ½ · 10 000 · 1,6² = 12 800 J = 12,8 kJ. d) (56 − 12,8)/56 ≈ 77,1 %.',
  ),
  parts(
    25739,
    STATICS,
    '40) Una pluma horizontal AB de 3 m y 200 N de peso (homogénea) está articulada en la pared en A y sostiene en su extremo B una carga de 800 N. Un tensor une el extremo B con un punto de la pared situado 2,25 m por encima de A.',
    [
      part('a', 'a) Calcular la tensión del tensor.', 1500, 'N', '1500 N'),
      part('b', 'b) Calcular la componente horizontal de la reacción en A.', 1200, 'N', '1200 N'),
      part('c', 'c) Calcular la componente vertical de la reacción en A.', 100, 'N', '100 N'),
    ],
    () => {
      const length = Math.hypot(3, 2.25);
      const [sin, cos] = [2.25 / length, 3 / length];
      const tension = (200 * 1.5 + 800 * 3) / (sin * 3);
      return [[tension], [tension * cos], [200 + 800 - tension * sin]];
    },
    'El tensor mide √(3² + 2,25²) = 3,75 m: sen α = 0,6 y cos α = 0,8 respecto de la pluma. a) Momentos respecto de A: T · 0,6 · 3 = 200 · 1,5 + 800 · 3 = 2700 → T = 1500 N. b) Rx = T cos α = 1200 N. c) Ry = 1000 − T sen α = 1000 − 900 = 100 N, hacia arriba.',
  ),
  parts(
    25740,
    CIRCUITS,
    '41) Una fuente ideal de 12 V alimenta una resistencia R₁ = 2 Ω conectada en serie con un grupo de tres resistencias en paralelo: R₂ = 6 Ω, R₃ = 12 Ω y R₄ = 4 Ω.',
    [
      part('a', 'a) Hallar la resistencia equivalente del circuito.', 4, 'Ω', '4 Ω'),
      part('b', 'b) Hallar la corriente que entrega la fuente.', 3, 'A', '3 A'),
      part('c', 'c) Hallar la corriente que circula por R₃.', 0.5, 'A', '0,5 A'),
      part('d', 'd) Hallar la potencia que disipa R₁.', 18, 'W', '18 W'),
    ],
    () => {
      const parallel = 1 / (1 / 6 + 1 / 12 + 1 / 4);
      const total = 2 + parallel;
      const current = 12 / total;
      return [[total], [current], [(current * parallel) / 12], [current ** 2 * 2]];
    },
    'a) 1/R_p = 1/6 + 1/12 + 1/4 = 6/12 → R_p = 2 Ω; Req = 2 + 2 = 4 Ω. b) I = 12/4 = 3 A. c) V_p = 3 · 2 = 6 V; I₃ = 6/12 = 0,5 A. d) P₁ = 3² · 2 = 18 W.',
  ),
  parts(
    25741,
    ELECTRIC_POWER,
    '42) En una casa, conectados en paralelo a la red de 220 V, funcionan al mismo tiempo una heladera de 150 W, un televisor de 100 W y un calefactor de 1950 W.',
    [
      part('a', 'a) ¿Qué corriente total circula por la línea?', 10, 'A', '10 A'),
      part('b', 'b) ¿Cuál es la resistencia del calefactor?', 220 ** 2 / 1950, 'Ω', '≈ 24,82 Ω'),
      part('c', 'c) ¿Cuánta energía consumen, en kWh, si funcionan así durante 5 h?', 11, 'kWh', '11 kWh'),
      part('d', 'd) ¿Cuánto cuesta esa energía si el kWh vale $ 95?', 1045, '$', '$ 1045'),
    ],
    () => {
      const power = 150 + 100 + 1950;
      const energy = (power / 1000) * 5;
      return [[power / 220], [220 ** 2 / 1950], [energy], [energy * 95]];
    },
    'a) P total = 2200 W; I = 2200/220 = 10 A. b) R = V²/P = 48 400/1950 ≈ 24,82 Ω. c) 2,2 kW · 5 h = 11 kWh. d) 11 · 95 = $ 1045.',
  ),
];

/** Pages whose parts are written inside the statement, keyed by one text that states every part. */
const onPage: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    25742,
    FLUIDS,
    '43) Una balsa de madera maciza de 2 m × 1,5 m × 0,2 m (ρ = 600 kg/m³) flota en agua dulce (ρ = 1000 kg/m³). Determinar: a) cuántos centímetros de la balsa quedan sumergidos; b) la carga máxima, en kg, que puede llevar sin hundirse por completo; c) cuántos centímetros queda sumergida si sube a ella una carga de 150 kg.',
    'a) 12 cm sumergidos; b) 240 kg como máximo; c) 17 cm sumergidos',
    () => {
      const area = 2 * 1.5;
      const mass = area * 0.2 * 600;
      return [(mass / (1000 * area)) * 100, 1000 * area * 0.2 - mass, ((mass + 150) / (1000 * area)) * 100];
    },
    'Masa de la balsa: 0,6 m³ · 600 = 360 kg. a) 1000 · 3 · h = 360 → h = 0,12 m = 12 cm. b) Totalmente sumergida desaloja 600 kg de agua: 600 − 360 = 240 kg. c) 1000 · 3 · h = 510 → h = 0,17 m = 17 cm.',
  ),
  page(
    'fisica',
    25743,
    DYNAMICS,
    '44) Un disco de 30 cm de radio gira con movimiento circular uniforme a 90 rpm. Calcular: a) el período; b) la velocidad tangencial de un punto del borde; c) la aceleración centrípeta de ese punto.',
    'a) T ≈ 0,667 s; b) v ≈ 2,83 m/s; c) a ≈ 26,65 m/s²',
    () => {
      const period = 60 / 90;
      const v = (2 * Math.PI * 0.3) / period;
      return [period, v, v ** 2 / 0.3];
    },
    'a) 90 rpm = 1,5 vueltas/s; T = 1/1,5 ≈ 0,667 s. b) v = 2π r / T = 2π · 0,3 · 1,5 = 0,9π ≈ 2,83 m/s. c) a = v²/r = (0,9π)²/0,3 ≈ 26,65 m/s².',
  ),
  page(
    'fisica',
    25744,
    HEAT,
    '45) Un calentador eléctrico de inmersión de 1000 W, conectado a 220 V, se usa para calentar 2 L de agua desde 20 °C hasta 100 °C. Suponiendo que todo el calor pasa al agua, calcular: a) el calor necesario, en kcal; b) el tiempo que tarda, en minutos; c) la corriente que circula por el calentador. Datos: c agua = 1 cal/(g·°C); 1 cal = 4,18 J; 1 L de agua = 1 kg',
    'a) Q = 160 kcal; b) t ≈ 11,15 min; c) I ≈ 4,55 A',
    () => {
      const heat = 2000 * 1 * (100 - 20);
      return [heat / 1000, (heat * 4.18) / 1000 / 60, 1000 / 220];
    },
    'a) Q = 2000 g · 1 · 80 = 160 000 cal = 160 kcal. b) 160 000 · 4,18 = 668 800 J; t = 668 800/1000 = 668,8 s ≈ 11,15 min. c) I = P/V = 1000/220 ≈ 4,55 A.',
  ),
];

export const physicsBlind31: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...onPage];
