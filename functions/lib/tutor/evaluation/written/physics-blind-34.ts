/**
 * A blind physics set of the entrance (#32, wave 34): forty-five problems written the way UTN regionals
 * print their entrance exams, without opening any solver, the offline engine or any tutor reply, in our
 * own words, to read like one regional exam season over the whole programme. Twenty five-option items
 * (E «Ninguna respuesta anterior es correcta», the right one in 26604, 26611 and 26616), fourteen short
 * numeric answers, eight pages with parts a), b), c) (d)) where a later part uses an earlier result or
 * changes a datum, and three pages (26642, 26643 and 26644) with the parts written inside the statement and
 * one key that states every part. Kinds waves 29 to 33 have little or none of: an area in km², m² and
 * hectares, the resultant of two forces at 120°, walking on a moving escalator, the instant a body given by
 * its x(t) turns back, a stone that falls half the height in its last second, the speed of a point of the
 * equator, the shortest plane mirror to see oneself whole, a crate pushed downwards at an angle with
 * friction, a weight on a planet of twice the mass and radius, a banked curve without friction, the torque
 * of an oblique force on a wrench, the work to stretch an already stretched spring, a hydroelectric plant's
 * power, a body split in two by an explosion, an elastic head-on collision, a water barometer, a helium
 * balloon's payload, a lead bullet heated by its own impact, two spheres that share their charge by
 * contact, how many lamps a fuse allows; a speed table t–v (distance from its areas), pulleys joined by a
 * belt (rpm), a blow heard through a rail and through the air, a pendulum's length for a period, a ball
 * that falls onto a spring, the work of the field between two potentials (in mJ), two batteries in
 * opposition, the critical angle of water, a lens's power in dioptres, a calorimeter's water equivalent,
 * the first principle in an isobaric expansion (atm·L to J), the force of water on a sluice gate (kN), the
 * electrons a charged sphere lacks, an FM station's wavelength; pages on a simple pendulum (shorter string,
 * on the Moon), a mass on a spring (period, top speed, energy, speed at a point), capacitors in series and
 * in parallel, a stone whirled on a table until its string breaks, a barge that goes from a river to the
 * sea, a crane with its efficiency and its motor's current, a ray into glass (angle, speed, wavelength,
 * critical angle), a block on a board that is tilted until it slides; and on the page an electron between
 * charged plates, a guitar string's harmonics and the sound it makes, steam condensed in cold water.
 * Numbered as printed («7)», «Ejercicio 2:», «Problema 27.», «Pregunta 12 –»), data in a «Datos:» line, in
 * a table written in text or in parentheses, g = 9,8 or 10 m/s² as each item says, mixed units (km², ha,
 * rpm, µF, µC, nC, mJ, MW, kN, MHz, nm, t, cal, atm, L), decimal comma, thousands with dots, «Expresar en
 * …» and rounding instructions, «Calculá», «Determine», «Hallar» and questions. Every key was worked by
 * hand and is recomputed by `check`.
 *
 * Kinds of problem, programme, wording and difficulty modelled on (facts only, nothing copied), the
 * programmes and exams of content/exam-style/sources.ts as read for the earlier waves:
 * - UTN FRT, Seminario de Ingreso 2024, Física (teoría, reglamento interno, dos parciales y recuperación):
 *   https://es.scribd.com/document/704867816/Teoria-Fisica-2024 (it came up again in this wave's search,
 *   2026-12-03)
 * - UTN FRT, cartilla de Física del Seminario de Ingreso (unidades, vectores, equilibrio y momentos, MRU,
 *   MRUV, caída libre y tiro vertical): https://ro.scribd.com/document/258666971/Cartilla-Fisica
 * - UTN FRT, Curso de Ingreso 2019, Física: https://ro.scribd.com/document/422427437/Cuadernillo-Fisica-2019
 * - UTN FRVM, Seminario de Ingreso 2025, Física, Unidad 1 (magnitudes y unidades):
 *   https://es.scribd.com/document/798622708/Fisica-Unidad-1-2025-NUEVO
 * - UTN FRM, the physics exams of 05/08/2023 (tema II) and 06/07/2024 (tema I): five options closing in
 *   «Ninguna respuesta anterior es correcta» and developed problems in parts, as sources.ts records them
 *   (frm-fisica-2023-08-05-t2, frm-fisica-2024-07-06-t1).
 * Searched again on 2026-12-03 (pages and docs: «UTN ingreso física examen», «seminario de ingreso UTN
 * física cuadernillo», UTN FRA, FRH and FRGP physics practice sheets, a regional's hydrostatics, heat and
 * electricity modules): no new UTN regional's physics material turned up. One physics entrance exercise
 * guide of 2021 came up (https://es.scribd.com/document/647698794/Cuaderno-de-Ejercicios-Fisica-INGRESO-2021)
 * but its stored copy does not say which institution it belongs to, so it is not cited as a source and
 * nothing was taken from it; the rest were other universities' admissions (FIUNA, UNCuyo, UNI). So,
 * honestly: nothing new is cited; the kinds follow the whole entrance programme.
 *
 * First measure, before any fix, at HEAD 36710c0c (written without looking at the solvers or the engine's
 * replies, 2026-12-03), taken once on a clean checkout of 36710c0c (a git worktree, removed right after)
 * with these two files added, since the shared tree held other helpers' uncommitted changes: 10/45 right,
 * 11 answered sure, 1 sure and wrong (26605, left to the lead; its statement and key stay as written, the
 * key re-derived by hand once without reading the reply: 2π · 6370 km ≈ 40.024 km in 24 h ≈ 1668 km/h,
 * option B).
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, onThePage, writtenSet } from './builders.ts';

const MODELLED_ON = [
  'frt-fisica-2024',
  'frvm-fisica-u1-2025',
  'frt-fisica-cartilla',
  'frt-fisica-2019',
  'frm-fisica-2023-08-05-t2',
  'frm-fisica-2024-07-06-t1',
];

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
const ENERGY = 'mecanica.trabajo-energia';
const FLUIDS = 'mecanica.hidrostatica';
const HEAT = 'termodinamica.calorimetria';
const GASES = 'termodinamica.gases-primer-principio';
const CHARGES = 'electricidad.carga-campo';
const CIRCUITS = 'electricidad.circuitos-ohm';
const POWER = 'electricidad.potencia-energia';
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
    26600,
    CONVERSION,
    '1) Un campo tiene una superficie de 0,35 km². Esa superficie, expresada en metros cuadrados y en hectáreas (1 ha = 10.000 m²), es:',
    ['3500 m²; 0,35 ha', '35.000 m²; 3,5 ha', '350.000 m²; 35 ha', '350.000 m²; 3500 ha'],
    2,
    () => {
      const squareMetres = 0.35 * 1000 ** 2;
      return [squareMetres, squareMetres / 10_000];
    },
    '1 km² = (1000 m)² = 10⁶ m²: 0,35 km² = 350.000 m². En hectáreas: 350.000 / 10.000 = 35 ha.',
  ),
  options(
    26601,
    VECTORS,
    'Ejercicio 2: Dos fuerzas de 5 N y 8 N, aplicadas en un mismo punto, forman entre sí un ángulo de 120°. ¿Cuál es el módulo de la fuerza resultante?',
    ['7 N', '13 N', '3 N', '9,43 N'],
    0,
    () => [Math.sqrt(5 ** 2 + 8 ** 2 + 2 * 5 * 8 * Math.cos(deg(120)))],
    'R² = F₁² + F₂² + 2 F₁ F₂ cos 120° = 25 + 64 + 2 · 40 · (−0,5) = 89 − 40 = 49 → R = 7 N (13 N sería con las fuerzas paralelas; 9,43 N, perpendiculares).',
  ),
  options(
    26602,
    KINEMATICS,
    '3) En un centro comercial, una persona que se queda quieta sobre una escalera mecánica en funcionamiento sube de un piso al otro en 60 s. Con la escalera detenida, subiendo a pie por ella tarda 90 s. ¿Cuánto tarda si camina, con el mismo paso, sobre la escalera en funcionamiento?',
    ['150 s', '75 s', '30 s', '36 s'],
    3,
    () => [1 / (1 / 60 + 1 / 90)],
    'Con L el largo de la escalera, las velocidades son L/60 (escalera) y L/90 (persona) y se suman: L/t = L/60 + L/90 = 5L/180 → t = 36 s.',
  ),
  options(
    26603,
    KINEMATICS,
    '4) La posición de un móvil que se desplaza sobre una recta está dada por x(t) = 4 + 6 t − 2 t² (x en metros, t en segundos). ¿En qué instante invierte el sentido de su movimiento, y en qué posición se encuentra en ese instante?',
    ['3 s; 4 m', '1,5 s; 8,5 m', '1,5 s; 13 m', '0,75 s; 7,375 m'],
    1,
    () => {
      const t = 6 / (2 * 2);
      return [t, 4 + 6 * t - 2 * t ** 2];
    },
    'v(t) = 6 − 4 t (aceleración −4 m/s²); se anula en t = 1,5 s. x(1,5) = 4 + 9 − 4,5 = 8,5 m. (A los 3 s vuelve a x = 4 m, el punto de partida.)',
  ),
  options(
    26604,
    KINEMATICS,
    '5) Una piedra se suelta desde lo alto de una torre y, durante el último segundo de su caída, recorre la mitad de la altura de la torre. ¿Qué altura tiene la torre? (g = 10 m/s²; despreciar el rozamiento con el aire)',
    ['45 m', '80 m', '20 m', '125 m'],
    4,
    () => {
      const t = 2 + Math.SQRT2;
      return [5 * t ** 2];
    },
    'Si cae durante t segundos, en t − 1 recorrió la otra mitad: 5 (t − 1)² = 5 t²/2 → (t − 1)² = t²/2 → t = 2 + √2 ≈ 3,41 s. h = 5 t² = 30 + 20√2 ≈ 58,3 m. Ninguna opción muestra 58,3 m (con 45 m, por ejemplo, el último segundo recorre 25 m, no 22,5 m).',
  ),
  options(
    26605,
    KINEMATICS,
    '6) Considerando la Tierra como una esfera de 6370 km de radio que da una vuelta completa sobre su eje en 24 h, ¿con qué rapidez se mueve, debido a la rotación, un punto del ecuador? Expresar en km/h.',
    ['265 km/h', '1668 km/h', '463 km/h', '40.024 km/h'],
    1,
    () => [(2 * Math.PI * 6370) / 24],
    'v = 2π R / T = 2π · 6370 km / 24 h ≈ 40.024 km / 24 h ≈ 1668 km/h (unos 463 m/s).',
  ),
  options(
    26606,
    LENSES,
    '7) Una persona de 1,80 m de estatura, cuyos ojos están 10 cm por debajo de la parte superior de su cabeza, quiere verse de cuerpo entero en un espejo plano colgado verticalmente en la pared. ¿Cuál es la altura mínima que debe tener el espejo?',
    ['1,80 m', '0,85 m', '0,95 m', '0,90 m'],
    3,
    () => [1.8 / 2],
    'Los rayos de la cabeza y de los pies llegan al ojo reflejándose en puntos del espejo situados a mitad de altura entre cada extremo y el ojo: el borde superior a 1,75 m del piso y el inferior a 0,85 m. Altura mínima: 1,75 − 0,85 = 0,90 m, la mitad de la estatura, a cualquier distancia del espejo.',
  ),
  options(
    26607,
    DYNAMICS,
    '8) Un cajón de 10 kg se empuja sobre un piso horizontal con una fuerza de 100 N dirigida hacia abajo, que forma 30° con la horizontal. El coeficiente de rozamiento dinámico entre el cajón y el piso es 0,2. ¿Cuál es la aceleración del cajón? (g = 10 m/s²)',
    ['6,66 m/s²', '8,66 m/s²', '5,66 m/s²', '4,66 m/s²'],
    2,
    () => {
      const normal = 10 * 10 + 100 * Math.sin(deg(30));
      return [(100 * Math.cos(deg(30)) - 0.2 * normal) / 10];
    },
    'La componente vertical del empuje, 100 · sen 30° = 50 N, se suma al peso: N = 100 + 50 = 150 N, rozamiento 0,2 · 150 = 30 N. Componente horizontal: 100 · cos 30° ≈ 86,6 N. a = (86,6 − 30)/10 ≈ 5,66 m/s².',
  ),
  options(
    26608,
    DYNAMICS,
    '9) Un planeta tiene el doble de la masa de la Tierra y el doble de su radio. ¿Cuánto pesaría en su superficie un astronauta que en la Tierra pesa 686 N?',
    ['343 N', '1372 N', '686 N', '171,5 N'],
    0,
    () => [(686 * 2) / 2 ** 2],
    'g = G M / R²: con el doble de masa y el doble de radio, g′ = g · 2/4 = g/2. El peso (la masa no cambia) se reduce a la mitad: 686/2 = 343 N.',
  ),
  options(
    26609,
    DYNAMICS,
    '10) Una curva de una autopista tiene 100 m de radio y está peraltada para que un auto pueda tomarla a 72 km/h sin necesitar rozamiento lateral. ¿Qué ángulo de peralte tiene la calzada? (g = 10 m/s²)',
    ['21,8°', '23,6°', '68,2°', '11,3°'],
    0,
    () => [toDeg(Math.atan((72 / 3.6) ** 2 / (100 * 10)))],
    '72 km/h = 20 m/s. Sin rozamiento, la normal da la fuerza centrípeta: tg θ = v²/(r g) = 400/1000 = 0,4 → θ ≈ 21,8°.',
  ),
  options(
    26610,
    STATICS,
    '11) Con una llave de 30 cm de largo se ajusta una tuerca aplicando, en el extremo del mango, una fuerza de 50 N que forma un ángulo de 60° con el mango. ¿Qué momento produce esa fuerza respecto del eje de la tuerca?',
    ['15 N·m', '12,99 N·m', '7,5 N·m', '1500 N·m'],
    1,
    () => [50 * 0.3 * Math.sin(deg(60))],
    'Solo la componente perpendicular al mango hace girar: M = F · d · sen 60° = 50 · 0,3 · 0,866 ≈ 12,99 N·m (15 N·m sería con la fuerza perpendicular).',
  ),
  options(
    26611,
    ENERGY,
    'Pregunta 12 – Un resorte de constante elástica 400 N/m ya está estirado 10 cm respecto de su longitud natural. ¿Qué trabajo hay que realizar para estirarlo 10 cm más?',
    ['2 J', '8 J', '4 J', '40 J'],
    4,
    () => [0.5 * 400 * (0.2 ** 2 - 0.1 ** 2)],
    'W = ½ k (x₂² − x₁²) = ½ · 400 · (0,04 − 0,01) = 200 · 0,03 = 6 J (no 2 J: el resorte ya está estirado y cada centímetro cuesta más). Ninguna opción muestra 6 J.',
  ),
  options(
    26612,
    ENERGY,
    '13) Por las turbinas de una central hidroeléctrica pasan 2 m³ de agua por segundo, que caen desde 50 m de altura. Si la central transforma en energía eléctrica el 80 % de la energía que entrega el agua, ¿qué potencia eléctrica genera? (densidad del agua: 1000 kg/m³; g = 10 m/s²)',
    ['1 MW', '0,8 MW', '80 kW', '8 MW'],
    1,
    () => [(0.8 * 2 * 1000 * 10 * 50) / 1e6],
    'Por segundo caen 2000 kg: P = m g h / t = 2000 · 10 · 50 = 1.000.000 W = 1 MW. El 80 % es eléctrica: 0,8 MW = 800 kW.',
  ),
  options(
    26613,
    ENERGY,
    '14) Un cuerpo de 4 kg se desplaza a 5 m/s sobre una superficie horizontal sin rozamiento cuando una pequeña explosión interna lo divide en dos fragmentos, de 1 kg y de 3 kg, que siguen moviéndose sobre la misma recta. El de 1 kg sale hacia atrás a 4 m/s. ¿Con qué velocidad sigue el de 3 kg?',
    ['5,33 m/s', '6,67 m/s', '4 m/s', '8 m/s'],
    3,
    () => [(4 * 5 + 1 * 4) / 3],
    'La explosión es interna: se conserva la cantidad de movimiento. 4 · 5 = 1 · (−4) + 3 v → 3 v = 24 → v = 8 m/s, hacia adelante.',
  ),
  options(
    26614,
    ENERGY,
    '15) Sobre una pista horizontal sin rozamiento, una esfera de 2 kg que se mueve a 6 m/s choca de frente, en forma perfectamente elástica, con otra de 1 kg que está en reposo. Las velocidades de ambas inmediatamente después del choque son, respectivamente:',
    ['4 m/s y 4 m/s', '2 m/s y 8 m/s', '0 m/s y 12 m/s', '3 m/s y 6 m/s'],
    1,
    () => [((2 - 1) / (2 + 1)) * 6, ((2 * 2) / (2 + 1)) * 6],
    'Se conservan la cantidad de movimiento, 2 · 6 = 2 v₁ + v₂, y la energía cinética (la velocidad relativa se invierte: v₂ − v₁ = 6). Restando: 3 v₁ = 6 → v₁ = 2 m/s y v₂ = 8 m/s, ambas en el sentido inicial (4 y 4 m/s sería un choque plástico).',
  ),
  options(
    26615,
    FLUIDS,
    '16) Si se construyera un barómetro con agua en lugar de mercurio, ¿qué altura alcanzaría la columna de agua con la presión atmosférica normal? Datos: presión atmosférica = 101.300 Pa; densidad del agua = 1000 kg/m³; g = 9,8 m/s².',
    ['0,76 m', '103,4 m', '1,03 m', '10,34 m'],
    3,
    () => [101_300 / (1000 * 9.8)],
    'La columna equilibra a la atmósfera: ρ g h = p → h = 101.300 / (1000 · 9,8) ≈ 10,34 m (por eso se usa mercurio, 13,6 veces más denso: 76 cm).',
  ),
  options(
    26616,
    FLUIDS,
    '17) Un globo lleno de helio tiene un volumen de 3 m³, y su envoltura junto con la cuerda tiene una masa de 1,5 kg. ¿Qué masa máxima de carga puede levantar? Datos: densidad del aire = 1,29 kg/m³; densidad del helio = 0,18 kg/m³.',
    ['3,33 kg', '3,87 kg', '2,37 kg', '0,54 kg'],
    4,
    () => [3 * 1.29 - 3 * 0.18 - 1.5],
    'Empuje: el peso de 3 · 1,29 = 3,87 kg de aire. Hay que sostener el helio (3 · 0,18 = 0,54 kg) y la envoltura (1,5 kg): carga máxima = 3,87 − 0,54 − 1,5 = 1,83 kg. Ninguna opción muestra 1,83 kg.',
  ),
  options(
    26617,
    HEAT,
    '18) Una bala de plomo que viaja a 300 m/s se incrusta en un bloque de madera fijo. Suponiendo que toda su energía cinética se transforma en calor y que ese calor lo absorbe la bala, ¿cuánto aumenta su temperatura? (calor específico del plomo: 130 J/(kg·°C))',
    ['692 °C', '2,3 °C', '≈ 346 °C', '173 °C'],
    2,
    () => [300 ** 2 / (2 * 130)],
    '½ m v² = m c ΔT → ΔT = v²/(2c) = 90.000/260 ≈ 346 °C (la masa de la bala no interviene).',
  ),
  options(
    26618,
    CHARGES,
    '19) Dos esferitas metálicas iguales, con cargas de +6 µC y −2 µC, se ponen en contacto y luego se separan hasta que sus centros quedan a 30 cm. ¿Qué fuerza eléctrica se ejercen entonces? (k = 9 · 10⁹ N·m²/C²)',
    ['1,2 N, de atracción', '4 N, de repulsión', '0,4 N, de repulsión', '0,13 N, de repulsión'],
    2,
    () => {
      const shared = (6e-6 - 2e-6) / 2;
      return [(K * shared * shared) / 0.3 ** 2];
    },
    'Al tocarse, la carga total +4 µC se reparte por igual: +2 µC cada una. F = 9 · 10⁹ · (2 · 10⁻⁶)² / 0,09 = 0,4 N, de repulsión (antes del contacto era 1,2 N de atracción).',
  ),
  options(
    26619,
    POWER,
    '20) Una instalación de 220 V está protegida por un fusible de 10 A. ¿Cuántas lámparas de 60 W, conectadas en paralelo, pueden encenderse a la vez como máximo sin que se funda el fusible?',
    ['36 lámparas', '37 lámparas', '22 lámparas', '3 lámparas'],
    0,
    () => [Math.floor((220 * 10) / 60)],
    'La potencia máxima es P = V I = 220 · 10 = 2200 W. 2200/60 ≈ 36,7: caben 36 lámparas (con 37 la corriente sería 37 · 60/220 ≈ 10,1 A).',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    26620,
    MEETING,
    '21) En una pista de pruebas recta, la velocidad de un auto que parte del reposo se registró en esta tabla:\n  t (s):    0 | 4  | 10 | 13\n  v (m/s):  0 | 12 | 12 | 0\nEntre cada par de instantes de la tabla la velocidad varía uniformemente. Calculá la distancia total que recorre el auto, en metros.',
    { value: 114, unit: 'm', text: '114 m' },
    () => (12 * 4) / 2 + 12 * (10 - 4) + (12 * (13 - 10)) / 2,
    'La distancia es el área bajo la gráfica v–t: acelerando, ½ · 4 · 12 = 24 m; a velocidad constante, 12 · 6 = 72 m; frenando, ½ · 3 · 12 = 18 m. Total: 24 + 72 + 18 = 114 m.',
  ),
  numeric(
    26621,
    KINEMATICS,
    '22) Dos poleas están unidas por una correa que no resbala. La polea del motor tiene 10 cm de radio y gira a 1200 rpm; la otra tiene 30 cm de radio. ¿A cuántas revoluciones por minuto gira la polea mayor?',
    { value: 400, unit: 'rpm', text: '400 rpm' },
    () => (1200 * 10) / 30,
    'Los bordes de ambas poleas tienen la velocidad de la correa: ω₁ r₁ = ω₂ r₂ → n₂ = 1200 · 10/30 = 400 rpm.',
  ),
  numeric(
    26622,
    SOUND,
    '23) Un operario golpea con un martillo un extremo de un riel de acero de 1 km de largo. En el otro extremo, una persona con el oído apoyado en el riel oye dos golpes: uno que llega por el acero y otro que llega por el aire. ¿Cuánto tiempo separa ambos sonidos? Datos: velocidad del sonido en el acero = 5000 m/s; en el aire = 340 m/s. Redondear a centésimas de segundo.',
    { value: 1000 / 340 - 1000 / 5000, unit: 's', text: '≈ 2,74 s' },
    () => 1000 / 340 - 1000 / 5000,
    'Por el aire: 1000/340 ≈ 2,941 s; por el acero: 1000/5000 = 0,2 s. Diferencia ≈ 2,74 s.',
  ),
  numeric(
    26623,
    WAVES,
    '24) ¿Qué longitud debe tener un péndulo simple para que su período de oscilación sea de 2 s en un lugar donde g = 9,8 m/s²? Expresar en cm, redondeando a décimas.',
    { value: (9.8 / Math.PI ** 2) * 100, unit: 'cm', text: '≈ 99,3 cm' },
    () => ((9.8 * 2 ** 2) / (4 * Math.PI ** 2)) * 100,
    'T = 2π √(L/g) → L = g T²/(4π²) = 9,8 · 4 / 39,48 ≈ 0,993 m ≈ 99,3 cm.',
  ),
  numeric(
    26624,
    ENERGY,
    '25) Una esfera de 2 kg se suelta desde 0,8 m por encima del extremo libre de un resorte vertical de constante 1000 N/m, apoyado en el suelo. Despreciando rozamientos y la masa del resorte, ¿cuál es la máxima compresión del resorte? Expresar en cm. (g = 10 m/s²)',
    { value: 20, unit: 'cm', text: '20 cm' },
    () => ((20 + Math.sqrt(20 ** 2 + 4 * 500 * 16)) / (2 * 500)) * 100,
    'La esfera baja 0,8 m + x hasta detenerse: m g (0,8 + x) = ½ k x² → 20 (0,8 + x) = 500 x² → 500 x² − 20 x − 16 = 0 → x = (20 + √(400 + 32.000))/1000 = 200/1000 = 0,2 m = 20 cm.',
  ),
  numeric(
    26625,
    CHARGES,
    '26) ¿Qué trabajo realiza la fuerza eléctrica cuando una carga puntual de +3 µC se traslada desde un punto A, de potencial 200 V, hasta un punto B, de potencial −100 V? Expresar en mJ.',
    { value: 0.9, unit: 'mJ', text: '0,9 mJ' },
    () => 3e-6 * (200 - -100) * 1000,
    'W = q (V_A − V_B) = 3 · 10⁻⁶ C · 300 V = 9 · 10⁻⁴ J = 0,9 mJ (positivo: la carga positiva va hacia menor potencial).',
  ),
  numeric(
    26626,
    CIRCUITS,
    'Problema 27. Una batería de 12 V y otra de 6 V, cada una con una resistencia interna de 0,5 Ω, se conectan en un mismo circuito en serie con una resistencia de 2 Ω, en oposición (el borne positivo de una unido al borne positivo de la otra). ¿Qué intensidad de corriente circula por el circuito?',
    { value: 2, unit: 'A', text: '2 A' },
    () => (12 - 6) / (2 + 0.5 + 0.5),
    'En oposición las fuerzas electromotrices se restan: I = (12 − 6) / (2 + 0,5 + 0,5) = 6/3 = 2 A, en el sentido que impone la de 12 V.',
  ),
  numeric(
    26627,
    REFRACTION,
    '28) ¿Cuál es el ángulo límite para la luz que pasa del agua (n = 1,33) al aire (n = 1)? Redondear a décimas de grado.',
    { value: 48.75, unit: '°', text: '≈ 48,8°' },
    () => toDeg(Math.asin(1 / 1.33)),
    'En el ángulo límite el refractado sale rasante (90°): 1,33 · sen θ = 1 · sen 90° → sen θ ≈ 0,7519 → θ ≈ 48,8°. Con ángulos mayores hay reflexión total.',
  ),
  numeric(
    26628,
    LENSES,
    '29) Una lente convergente tiene 40 cm de distancia focal. ¿Cuál es su potencia, expresada en dioptrías?',
    { value: 2.5, unit: 'D', text: '2,5 D' },
    () => 1 / 0.4,
    'La potencia es la inversa de la distancia focal en metros: P = 1/0,4 m = 2,5 D (positiva por ser convergente).',
  ),
  numeric(
    26629,
    HEAT,
    '30) En un calorímetro que contiene 200 g de agua a 20 °C se vierten 100 g de agua a 80 °C, y la temperatura de equilibrio resulta de 38 °C. Hallar el equivalente en agua del calorímetro, en gramos, redondeando a décimas.',
    { value: 100 / 3, unit: 'g', text: '≈ 33,3 g' },
    () => (100 * (80 - 38)) / (38 - 20) - 200,
    'El agua caliente cede 100 · 1 · (80 − 38) = 4200 cal, que absorben el agua fría y el calorímetro: (200 + E) · (38 − 20) = 4200 → 200 + E ≈ 233,3 → E ≈ 33,3 g.',
  ),
  numeric(
    26630,
    GASES,
    '31) Un gas se expande a la presión constante de 1,5 atm desde 2 L hasta 6 L, mientras absorbe 1200 J de calor. ¿Cuánto varía su energía interna? Datos: 1 atm = 101.300 Pa; 1 L = 10⁻³ m³. Redondear al joule.',
    { value: 1200 - 1.5 * 101_300 * 4e-3, unit: 'J', text: '≈ 592 J (aumenta)' },
    () => 1200 - 1.5 * 101_300 * (6 - 2) * 1e-3,
    'Trabajo que hace el gas: W = p ΔV = 1,5 · 101.300 Pa · 4 · 10⁻³ m³ = 607,8 J. Primer principio: ΔU = Q − W = 1200 − 607,8 ≈ 592 J.',
  ),
  numeric(
    26631,
    FLUIDS,
    '32) Una compuerta rectangular vertical de 5 m de ancho retiene agua hasta una altura de 4 m. Sabiendo que la presión media sobre la compuerta es la que hay a la mitad de la profundidad, calcule la fuerza que el agua ejerce sobre ella, sin contar la presión atmosférica. Expresar en kN. (densidad del agua = 1000 kg/m³; g = 10 m/s²)',
    { value: 400, unit: 'kN', text: '400 kN' },
    () => (1000 * 10 * (4 / 2) * (4 * 5)) / 1000,
    'Presión media: ρ g h/2 = 1000 · 10 · 2 = 20.000 Pa. Área mojada: 4 · 5 = 20 m². F = 20.000 · 20 = 400.000 N = 400 kN.',
  ),
  numeric(
    26632,
    CHARGES,
    '33) Una esfera metálica aislada tiene una carga de +8 nC. ¿Cuántos electrones le faltan? (carga del electrón: −1,6 · 10⁻¹⁹ C)',
    { value: 5e10, unit: 'electrones', text: '5 · 10¹⁰ electrones' },
    () => 8e-9 / 1.6e-19,
    'N = q / e = 8 · 10⁻⁹ / 1,6 · 10⁻¹⁹ = 5 · 10¹⁰ electrones.',
  ),
  numeric(
    26633,
    WAVES,
    '34) Una emisora de FM transmite en 98,5 MHz. ¿Cuál es la longitud de onda de las ondas de radio que emite? (c = 3 · 10⁸ m/s) Redondear a centésimas de metro.',
    { value: 3e8 / 98.5e6, unit: 'm', text: '≈ 3,05 m' },
    () => 3e8 / 98.5e6,
    'λ = c / f = 3 · 10⁸ / 98,5 · 10⁶ ≈ 3,05 m.',
  ),
];

/** Pages with parts: a later part uses an earlier result or changes a datum. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    26634,
    WAVES,
    '35) Un péndulo simple tiene un hilo de 1 m de largo y oscila con amplitud pequeña en un lugar donde g = 9,8 m/s².',
    [
      part('a', 'a) Calcular su período.', 2 * Math.PI * Math.sqrt(1 / 9.8), 's', '≈ 2,007 s'),
      part('b', 'b) Calcular su frecuencia.', 1 / (2 * Math.PI * Math.sqrt(1 / 9.8)), 'Hz', '≈ 0,498 Hz'),
      part(
        'c',
        'c) Si el hilo se acorta a la cuarta parte de su largo, ¿cuál es el nuevo período?',
        Math.PI * Math.sqrt(1 / 9.8),
        's',
        '≈ 1,004 s (la mitad)',
      ),
      part(
        'd',
        'd) Con el hilo original de 1 m, ¿cuál sería el período en la Luna, donde g = 1,6 m/s²?',
        2 * Math.PI * Math.sqrt(1 / 1.6),
        's',
        '≈ 4,967 s',
      ),
    ],
    () => {
      const period = 2 * Math.PI * Math.sqrt(1 / 9.8);
      return [
        [period],
        [1 / period],
        [2 * Math.PI * Math.sqrt(0.25 / 9.8)],
        [2 * Math.PI * Math.sqrt(1 / 1.6)],
      ];
    },
    'a) T = 2π √(L/g) = 2π √(1/9,8) ≈ 2,007 s. b) f = 1/T ≈ 0,498 Hz. c) Con L/4 el período se reduce a la mitad: T ≈ 1,004 s. d) T = 2π √(1/1,6) ≈ 4,967 s (la masa no interviene).',
  ),
  parts(
    26635,
    ENERGY,
    'Ejercicio 36: Un bloque de 0,5 kg, unido a un resorte horizontal de constante 200 N/m, oscila sin rozamiento sobre una mesa con una amplitud de 10 cm.',
    [
      part('a', 'a) ¿Cuál es el período de la oscilación?', 2 * Math.PI * 0.05, 's', '≈ 0,314 s'),
      part('b', 'b) ¿Cuál es la rapidez máxima del bloque?', 2, 'm/s', '2 m/s'),
      part('c', 'c) ¿Cuánto vale la energía mecánica del sistema?', 1, 'J', '1 J'),
      part(
        'd',
        'd) ¿Con qué rapidez pasa el bloque por un punto situado a 6 cm de la posición de equilibrio?',
        1.6,
        'm/s',
        '1,6 m/s',
      ),
    ],
    () => {
      const omega = Math.sqrt(200 / 0.5);
      const energy = 0.5 * 200 * 0.1 ** 2;
      return [
        [(2 * Math.PI) / omega],
        [omega * 0.1],
        [energy],
        [Math.sqrt((2 * (energy - 0.5 * 200 * 0.06 ** 2)) / 0.5)],
      ];
    },
    'ω = √(k/m) = √400 = 20 rad/s. a) T = 2π/ω ≈ 0,314 s. b) v máx = ω A = 20 · 0,1 = 2 m/s. c) E = ½ k A² = ½ · 200 · 0,01 = 1 J. d) ½ m v² = E − ½ k x² = 1 − 0,36 = 0,64 J → v = √(2 · 0,64/0,5) = 1,6 m/s.',
  ),
  parts(
    26636,
    CHARGES,
    'Problema 37. Un capacitor de 2 µF se conecta en paralelo con otro de 4 µF, y ese conjunto se conecta en serie con un tercer capacitor de 3 µF. Los extremos de la asociación se conectan a una batería de 18 V.',
    [
      part('a', 'a) Calcular la capacidad equivalente de la asociación.', 2, 'µF', '2 µF'),
      part('b', 'b) Calcular la carga que entrega la batería.', 36, 'µC', '36 µC'),
      part(
        'c',
        'c) ¿Qué diferencia de potencial hay entre las placas del capacitor de 3 µF?',
        12,
        'V',
        '12 V',
      ),
      part('d', 'd) ¿Qué carga almacena el capacitor de 2 µF?', 12, 'µC', '12 µC'),
    ],
    () => {
      const parallel = 2 + 4;
      const total = (parallel * 3) / (parallel + 3);
      const charge = total * 18;
      return [[total], [charge], [charge / 3], [2 * (charge / parallel)]];
    },
    'a) En paralelo: 2 + 4 = 6 µF; en serie con 3 µF: 6 · 3/(6 + 3) = 2 µF. b) Q = C V = 2 µF · 18 V = 36 µC. c) El de 3 µF lleva toda la carga: V = 36/3 = 12 V. d) Al paralelo le quedan 18 − 12 = 6 V: Q = 2 µF · 6 V = 12 µC.',
  ),
  parts(
    26637,
    DYNAMICS,
    '38) Una piedra de 200 g, atada a un hilo de 50 cm cuyo otro extremo está fijo a un clavo, gira en una circunferencia horizontal sobre una mesa lisa (sin rozamiento), dando 2 vueltas por segundo.',
    [
      part('a', 'a) Calcular la velocidad tangencial de la piedra.', 2 * Math.PI, 'm/s', '≈ 6,28 m/s'),
      part('b', 'b) Calcular su aceleración centrípeta.', 8 * Math.PI ** 2, 'm/s²', '≈ 78,96 m/s²'),
      part('c', 'c) ¿Qué tensión soporta el hilo?', 1.6 * Math.PI ** 2, 'N', '≈ 15,79 N'),
      part(
        'd',
        'd) Si el hilo se corta cuando la tensión supera los 30 N, ¿cuál es la máxima frecuencia de giro, en vueltas por segundo?',
        Math.sqrt(300) / (2 * Math.PI),
        'vueltas/s',
        '≈ 2,76 vueltas por segundo',
      ),
    ],
    () => {
      const v = 2 * Math.PI * 0.5 * 2;
      const a = v ** 2 / 0.5;
      return [[v], [a], [0.2 * a], [Math.sqrt(30 / (0.2 * 0.5)) / (2 * Math.PI)]];
    },
    'a) v = 2π r f = 2π · 0,5 · 2 ≈ 6,28 m/s. b) a = v²/r ≈ 39,48/0,5 ≈ 78,96 m/s². c) La tensión es la fuerza centrípeta: T = m a = 0,2 · 78,96 ≈ 15,79 N. d) T = m (2π f)² r → 2π f = √(30/(0,2 · 0,5)) = √300 ≈ 17,32 rad/s → f ≈ 2,76 vueltas por segundo.',
  ),
  parts(
    26638,
    FLUIDS,
    '39) Una barcaza de costados verticales tiene un fondo rectangular de 20 m por 10 m y una masa de 400 t, con la carga incluida. Navega por un río de agua dulce (densidad 1000 kg/m³) y luego sale al mar (densidad del agua de mar: 1030 kg/m³).',
    [
      part('a', 'a) ¿Qué calado tiene en el río (profundidad de la parte sumergida)?', 2, 'm', '2 m'),
      part(
        'b',
        'b) ¿Qué calado tiene en el mar? Redondear a centésimas.',
        400 / (1.03 * 200),
        'm',
        '≈ 1,94 m',
      ),
      part(
        'c',
        'c) Ya en el mar, ¿cuántas toneladas de carga pueden agregarse para que el calado vuelva a ser el que tenía en el río?',
        12,
        't',
        '12 t',
      ),
    ],
    () => {
      const area = 20 * 10;
      return [[400_000 / (1000 * area)], [400_000 / (1030 * area)], [(1030 * area * 2 - 400_000) / 1000]];
    },
    'Flotando, el peso del agua desalojada iguala al de la barcaza. a) 400.000 kg = 1000 · 200 · h → h = 2 m. b) h = 400.000/(1030 · 200) ≈ 1,94 m. c) Con 2 m de calado en el mar desaloja 1030 · 200 · 2 = 412.000 kg: pueden agregarse 12.000 kg = 12 t.',
  ),
  parts(
    26639,
    ENERGY,
    '40) Una grúa eléctrica eleva a velocidad constante un contenedor de 500 kg hasta 20 m de altura en 40 s.\nDatos: g = 9,8 m/s²; rendimiento del conjunto motor y grúa = 70 %; tensión de alimentación del motor = 380 V.',
    [
      part('a', 'a) Calcular el trabajo que se realiza sobre el contenedor.', 98_000, 'J', '98.000 J'),
      part('b', 'b) Calcular la potencia útil.', 2450, 'W', '2450 W'),
      part('c', 'c) ¿Qué potencia eléctrica consume el motor?', 3500, 'W', '3500 W'),
      part('d', 'd) ¿Qué intensidad de corriente toma el motor?', 3500 / 380, 'A', '≈ 9,21 A'),
    ],
    () => {
      const work = 500 * 9.8 * 20;
      const useful = work / 40;
      const consumed = useful / 0.7;
      return [[work], [useful], [consumed], [consumed / 380]];
    },
    'a) A velocidad constante la fuerza iguala al peso: W = m g h = 500 · 9,8 · 20 = 98.000 J. b) P = W/t = 98.000/40 = 2450 W. c) P consumida = 2450/0,7 = 3500 W. d) I = P/V = 3500/380 ≈ 9,21 A.',
  ),
  parts(
    26640,
    REFRACTION,
    '41) Un rayo de luz monocromática, cuya longitud de onda en el aire es de 600 nm, incide desde el aire sobre la cara plana de un bloque de vidrio (n = 1,5) formando un ángulo de 60° con la normal. Datos: c = 3 · 10⁸ m/s; n del aire = 1.',
    [
      part(
        'a',
        'a) ¿Qué ángulo forma el rayo refractado con la normal?',
        toDeg(Math.asin(Math.sin(deg(60)) / 1.5)),
        '°',
        '≈ 35,26°',
      ),
      part('b', 'b) ¿Con qué velocidad se propaga la luz dentro del vidrio?', 2e8, 'm/s', '2 · 10⁸ m/s'),
      part('c', 'c) ¿Cuál es la longitud de onda de esa luz dentro del vidrio, en nm?', 400, 'nm', '400 nm'),
      part(
        'd',
        'd) Para la luz que intenta salir del vidrio al aire, ¿cuál es el ángulo límite?',
        toDeg(Math.asin(1 / 1.5)),
        '°',
        '≈ 41,81°',
      ),
    ],
    () => [
      [toDeg(Math.asin(Math.sin(deg(60)) / 1.5))],
      [3e8 / 1.5],
      [600 / 1.5],
      [toDeg(Math.asin(1 / 1.5))],
    ],
    'a) sen r = sen 60°/1,5 ≈ 0,5774 → r ≈ 35,26°. b) v = c/n = 3 · 10⁸/1,5 = 2 · 10⁸ m/s. c) La frecuencia no cambia: λ = 600/1,5 = 400 nm. d) sen θ = 1/1,5 ≈ 0,6667 → θ ≈ 41,81°.',
  ),
  parts(
    26641,
    DYNAMICS,
    '42) Un bloque de 2 kg está en reposo sobre una tabla inclinada 37° respecto de la horizontal. Los coeficientes de rozamiento entre el bloque y la tabla son μe = 0,8 (estático) y μd = 0,5 (dinámico). Tomar g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8.',
    [
      part('a', 'a) ¿Cuánto vale la fuerza de rozamiento sobre el bloque?', 12, 'N', '12 N'),
      part(
        'b',
        'b) Si se sigue levantando la tabla, ¿a partir de qué ángulo empieza a deslizar el bloque?',
        toDeg(Math.atan(0.8)),
        '°',
        '≈ 38,66°',
      ),
      part(
        'c',
        'c) Con la tabla fija a 45°, ¿con qué aceleración baja el bloque?',
        10 * Math.SQRT1_2 * 0.5,
        'm/s²',
        '≈ 3,54 m/s²',
      ),
      part(
        'd',
        'd) En ese caso, partiendo del reposo, ¿qué rapidez tiene después de recorrer 2 m sobre la tabla?',
        Math.sqrt(2 * 10 * Math.SQRT1_2 * 0.5 * 2),
        'm/s',
        '≈ 3,76 m/s',
      ),
    ],
    () => {
      const along = 2 * 10 * 0.6;
      const maxStatic = 0.8 * 2 * 10 * 0.8;
      const a = 10 * (Math.sin(deg(45)) - 0.5 * Math.cos(deg(45)));
      return [
        [along <= maxStatic ? along : 0.5 * 2 * 10 * 0.8],
        [toDeg(Math.atan(0.8))],
        [a],
        [Math.sqrt(2 * a * 2)],
      ];
    },
    'a) La componente del peso a lo largo de la tabla es 20 · 0,6 = 12 N; el rozamiento estático puede llegar a 0,8 · 16 = 12,8 N, así que el bloque sigue quieto y el rozamiento vale 12 N. b) Desliza cuando tg θ supera μe: θ = arctg 0,8 ≈ 38,66°. c) a = g (sen 45° − μd cos 45°) = 10 · 0,7071 · 0,5 ≈ 3,54 m/s². d) v = √(2 a d) = √(2 · 3,54 · 2) ≈ 3,76 m/s.',
  ),
];

/** Pages whose parts are written inside the statement, keyed by one text that states every part. */
const onPage: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    26642,
    CHARGES,
    '43) Dos placas metálicas planas y paralelas, separadas 2 cm, se conectan a una diferencia de potencial de 400 V. Un electrón parte del reposo junto a la placa negativa. Datos: carga del electrón = 1,6 · 10⁻¹⁹ C; masa del electrón = 9,1 · 10⁻³¹ kg. Calculá: a) la intensidad del campo eléctrico entre las placas; b) la fuerza eléctrica sobre el electrón; c) la energía cinética con que llega a la placa positiva; d) su rapidez al llegar.',
    'a) E = 2 · 10⁴ N/C; b) F = 3,2 · 10⁻¹⁵ N; c) Ec = 6,4 · 10⁻¹⁷ J; d) v ≈ 1,186 · 10⁷ m/s',
    () => {
      const field = 400 / 0.02;
      const energy = 1.6e-19 * 400;
      return [field, 1.6e-19 * field, energy, Math.sqrt((2 * energy) / 9.1e-31)];
    },
    'a) E = V/d = 400/0,02 = 20.000 V/m = 2 · 10⁴ N/C. b) F = e E = 1,6 · 10⁻¹⁹ · 2 · 10⁴ = 3,2 · 10⁻¹⁵ N. c) Ec = e V = 1,6 · 10⁻¹⁹ · 400 = 6,4 · 10⁻¹⁷ J. d) v = √(2 Ec/m) = √(1,28 · 10⁻¹⁶/9,1 · 10⁻³¹) ≈ 1,186 · 10⁷ m/s.',
  ),
  page(
    'fisica',
    26643,
    WAVES,
    'Pregunta 44 – La cuerda de una guitarra mide 65 cm entre sus dos extremos fijos y, pulsada, vibra en su modo fundamental con una frecuencia de 330 Hz. Determine: a) la longitud de onda de la onda estacionaria en la cuerda; b) la velocidad de propagación de las ondas en la cuerda; c) la frecuencia del segundo armónico; d) la longitud de onda, en el aire, del sonido que emite la cuerda en su modo fundamental (velocidad del sonido en el aire: 340 m/s).',
    'a) λ = 1,3 m; b) v = 429 m/s; c) 660 Hz; d) λ ≈ 1,03 m en el aire',
    () => {
      const wavelength = 2 * 0.65;
      return [wavelength, wavelength * 330, 2 * 330, 340 / 330];
    },
    'a) En el modo fundamental la cuerda es media longitud de onda: λ = 2 · 0,65 = 1,3 m. b) v = λ f = 1,3 · 330 = 429 m/s. c) f₂ = 2 f₁ = 660 Hz. d) El sonido tiene la misma frecuencia y otra velocidad: λ = 340/330 ≈ 1,03 m.',
  ),
  page(
    'fisica',
    26644,
    HEAT,
    '45) En un recipiente de capacidad calorífica despreciable hay 500 g de agua a 20 °C. Se le inyectan 20 g de vapor de agua a 100 °C, que se condensan por completo. Datos: calor latente de vaporización = 540 cal/g; calor específico del agua = 1 cal/(g·°C). Hallar: a) el calor que cede el vapor al condensarse; b) la temperatura final de equilibrio; c) el calor que absorbe el agua que estaba en el recipiente.',
    'a) 10.800 cal; b) T ≈ 43,85 °C; c) ≈ 11.923 cal',
    () => {
      const condensing = 20 * 540;
      const final = (condensing + 20 * 100 + 500 * 20) / (20 + 500);
      return [condensing, final, 500 * (final - 20)];
    },
    'a) Q = m L = 20 · 540 = 10.800 cal. b) 10.800 + 20 · (100 − T) = 500 · (T − 20) → 10.800 + 2000 + 10.000 = 520 T → T ≈ 43,85 °C (menor que 100 °C: se condensa todo). c) 500 · (43,85 − 20) ≈ 11.923 cal (lo que cedieron el vapor al condensarse y el agua condensada al enfriarse).',
  ),
];

export const physicsBlind34: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...onPage];
