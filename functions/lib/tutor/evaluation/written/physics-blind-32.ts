/**
 * A blind physics set of the entrance (#32, wave 32): thirty problems written the way UTN regionals print
 * their entrance exams, without opening any solver, the offline engine or any tutor reply, in our own
 * words, to read like one regional exam season. Twelve five-option items (E «Ninguna respuesta anterior es
 * correcta», the right one in 26004 and 26009), ten short numeric answers, six pages with parts a), b),
 * c) (d)) where a later part uses an earlier result or changes a datum, and two pages (26028 and 26029)
 * with the parts written inside the statement and one key that states every part. The whole programme,
 * with kinds waves 30 and 31 have little of: the speed of sound in km/h, a walk north then east (module
 * and direction), two cars that leave two cities towards each other, a ball caught again after 3 s, a
 * dragged block with friction, an elevator braking on the way down, a spring that shoots a block, a
 * car's average power in HP, a plank with an overhang and a person on it, a body's density from its
 * apparent weight, a rail's expansion in mm, three resistors in parallel; a river's flow in L/h, four
 * forces given as a list, braking before a traffic light (rounded to two decimals), a parcel dropped from
 * a plane (in km), sliding down a rough incline, two blocks pulled by a rope with friction, the friction
 * on a body thrown up an incline, the force on a submarine's hatch in kN, ice at −10 °C to steam in kcal,
 * a copper wire's resistance; pages on a metal piece's volume, density and weight (data as a list), a
 * bus and a car leaving the same terminal twenty and then thirty minutes apart, a stone thrown from a
 * cliff, a scale in an elevator through three stages, a crate pulled by an inclined rope with friction,
 * three charges on a line, a traffic light hung from a cable, a metal's specific heat in a calorimeter.
 * Numbered as printed («7)», «Ejercicio 3:», «Problema 12.»), data in a «Datos:» line, in a list or in
 * parentheses, g = 9,8 or 10 m/s² as each item says, mixed units (km/h, t, HP, mm², L/h, kgf, kcal, kN,
 * µC), decimal comma, «Expresar en …» and rounding instructions. Every key was worked by hand and is
 * recomputed by `check`.
 *
 * Kinds of problem, programme, wording and difficulty modelled on (the sources wave 31 cites, read
 * 2026-12-02/03 for wave 31; no new source search for this wave; facts only, nothing copied):
 * - UTN FRT, Seminario de Ingreso 2024, Física (teoría, reglamento interno, parciales):
 *   https://es.scribd.com/document/704867816/Teoria-Fisica-2024
 * - UTN FRT, cartilla de Física del Seminario de Ingreso (unidades y conversiones, notación científica,
 *   vectores, primera y segunda condición de equilibrio, MRU, MRUV, caída libre y tiro vertical,
 *   ejercitación y autoevaluación por unidad): https://ro.scribd.com/document/258666971/Cartilla-Fisica
 * - UTN FRT, Curso de Ingreso 2019, Física (tres unidades con ejercitación y autoevaluación):
 *   https://ro.scribd.com/document/422427437/Cuadernillo-Fisica-2019
 * - UTN FRVM, Seminario de Ingreso 2025, Física, Unidad 1 (magnitudes y unidades):
 *   https://es.scribd.com/document/798622708/Fisica-Unidad-1-2025-NUEVO
 *
 * First measure, before any fix, at HEAD 1298c631 (written without looking at the solvers or the engine's
 * replies, 2026-12-03): 17/30 right, 15 answered sure, 0 sure and wrong.
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

const K = 9e9;
const deg = (d: number) => (d * Math.PI) / 180;

/** Five options, one a line after the statement; E is «Ninguna respuesta anterior es correcta». */
const choices: readonly ExamStyleProblem[] = [
  options(
    26000,
    CONVERSION,
    '1) En el aire, a temperatura ambiente, el sonido se propaga a 340 m/s. Esa rapidez, expresada en km/h, es:',
    ['1224 km/h', '94,4 km/h', '122,4 km/h', '340 km/h'],
    0,
    () => [(340 * 3600) / 1000],
    '340 m/s = 340 · 3600 m / h = 1 224 000 m/h = 1224 km/h (se multiplica por 3,6).',
  ),
  options(
    26001,
    VECTORS,
    'Ejercicio 2: Una persona camina 300 m hacia el norte y, a continuación, 400 m hacia el este. Indicar la opción correcta para el módulo de su desplazamiento total y el ángulo que forma con la dirección este.',
    [
      '700 m; 53,1° al norte del este',
      '500 m; 53,1° al norte del este',
      '500 m; 36,9° al norte del este',
      '100 m; 36,9° al norte del este',
    ],
    2,
    () => [Math.hypot(300, 400), (Math.atan2(300, 400) * 180) / Math.PI],
    'Los desplazamientos son perpendiculares: |d| = √(300² + 400²) = 500 m; tg α = 300/400 = 0,75 → α ≈ 36,9° al norte del este.',
  ),
  options(
    26002,
    MEETING,
    '3) Las ciudades A y B están unidas por una ruta recta de 360 km. A la misma hora sale de A hacia B un auto que mantiene 100 km/h y sale de B hacia A una camioneta que mantiene 80 km/h. Ambos viajan sin detenerse. ¿Cuánto tiempo después de partir y a qué distancia de A se cruzan?',
    ['2 h; a 160 km de A', '1,8 h; a 180 km de A', '2 h; a 200 km de A', '3,6 h; a 360 km de A'],
    2,
    () => {
      const t = 360 / (100 + 80);
      return [t, 100 * t];
    },
    'Se acercan a 100 + 80 = 180 km/h: t = 360/180 = 2 h. El auto recorrió 100 · 2 = 200 km desde A (la camioneta, 160 km desde B).',
  ),
  options(
    26003,
    KINEMATICS,
    '4) Una pelota se lanza verticalmente hacia arriba y vuelve a la mano del lanzador 3 s después. Despreciando el aire y con g = 10 m/s², la velocidad de lanzamiento y la altura máxima alcanzada (sobre la mano) son:',
    ['30 m/s; 45 m', '15 m/s; 22,5 m', '7,5 m/s; 2,81 m', '15 m/s; 11,25 m'],
    3,
    () => {
      const rise = 3 / 2;
      const v = 10 * rise;
      return [v, v ** 2 / 20];
    },
    'Sube durante la mitad del tiempo, 1,5 s: v₀ = g t = 15 m/s; h = v₀²/(2g) = 225/20 = 11,25 m.',
  ),
  options(
    26004,
    DYNAMICS,
    '5) Un bloque de 8 kg apoyado en un piso horizontal se arrastra con una fuerza horizontal de 40 N. El coeficiente de rozamiento dinámico entre el bloque y el piso es 0,3. La aceleración del bloque es (g = 9,8 m/s²):',
    ['5 m/s²', '2,94 m/s²', '1,06 m/s²', '8 m/s²'],
    4,
    () => [(40 - 0.3 * 8 * 9.8) / 8],
    'N = 8 · 9,8 = 78,4 N; Fr = 0,3 · 78,4 = 23,52 N; a = (40 − 23,52)/8 ≈ 2,06 m/s². Ninguna opción muestra 2,06 m/s².',
  ),
  options(
    26005,
    DYNAMICS,
    '6) Un ascensor de 600 kg (cabina y pasajeros) baja y, al llegar a la planta baja, frena con una desaceleración de 1,5 m/s². Durante el frenado, la tensión del cable que lo sostiene es: (g = 9,8 m/s²)',
    ['4980 N', '5880 N', '6780 N', '900 N'],
    2,
    () => [600 * (9.8 + 1.5)],
    'Si baja y frena, la aceleración apunta hacia arriba: T − m g = m a → T = 600 · (9,8 + 1,5) = 6780 N.',
  ),
  options(
    26006,
    ENERGY,
    '7) Un resorte de constante k = 400 N/m, comprimido 15 cm, impulsa un bloque de 0,5 kg sobre una mesa horizontal sin rozamiento. ¿Con qué velocidad sale despedido el bloque cuando el resorte recupera su longitud natural?',
    ['18 m/s', '4,24 m/s', '3 m/s', '6 m/s'],
    1,
    () => [Math.sqrt((400 * 0.15 ** 2) / 0.5)],
    'Energía elástica: ½ · 400 · 0,15² = 4,5 J = ½ · 0,5 · v² → v² = 18 → v ≈ 4,24 m/s.',
  ),
  options(
    26007,
    ENERGY,
    '8) Un auto de 1 t pasa del reposo a 72 km/h en 10 s sobre un camino horizontal. Despreciando las pérdidas, la potencia media que entrega el motor, expresada en HP (1 HP = 746 W), es aproximadamente:',
    ['20 HP', '27,2 HP', '53,6 HP', '26,8 HP'],
    3,
    () => [(0.5 * 1000 * (72 / 3.6) ** 2) / 10 / 746],
    '72 km/h = 20 m/s; Ec = ½ · 1000 · 400 = 200 000 J; P = 200 000/10 = 20 000 W = 20 000/746 ≈ 26,8 HP.',
  ),
  options(
    26008,
    BEAMS,
    '9) Una tabla homogénea de 5 m y 300 N de peso se apoya en su extremo A y en un punto B situado a 4 m de A, de modo que 1 m queda en voladizo. Una persona de 600 N se para a 4,5 m de A. Las reacciones de los apoyos son:',
    [
      'R_A = 450 N; R_B = 450 N',
      'R_A = 37,5 N; R_B = 862,5 N',
      'R_A = 112,5 N; R_B = 787,5 N',
      'R_A = 0 N; R_B = 900 N',
    ],
    1,
    () => {
      const rb = (300 * 2.5 + 600 * 4.5) / 4;
      return [300 + 600 - rb, rb];
    },
    'Momentos respecto de A: R_B · 4 = 300 · 2,5 + 600 · 4,5 = 750 + 2700 = 3450 → R_B = 862,5 N. Fuerzas: R_A = 900 − 862,5 = 37,5 N, hacia arriba.',
  ),
  options(
    26009,
    FLUIDS,
    '10) Un objeto macizo pesa 30 N en el aire y, colgado de un dinamómetro y totalmente sumergido en agua, el dinamómetro marca 22 N. La densidad del material del objeto es: (ρ agua = 1000 kg/m³)',
    ['1364 kg/m³', '2,73 g/cm³', '375 kg/m³', '8 g/cm³'],
    4,
    () => [(30 / (30 - 22)) * 1000],
    'Empuje = 30 − 22 = 8 N = ρ_agua g V; el peso es ρ g V = 30 N, así que ρ = 1000 · 30/8 = 3750 kg/m³ (3,75 g/cm³). Ninguna opción lo muestra.',
  ),
  options(
    26010,
    HEAT,
    '11) Un riel de acero mide 12 m a 10 °C. ¿Cuánto se alarga cuando su temperatura sube a 40 °C? Datos: α acero = 1,2 · 10⁻⁵ °C⁻¹. Expresar el resultado en mm.',
    ['0,432 mm', '5,76 mm', '43,2 mm', '4,32 mm'],
    3,
    () => [12 * 1.2e-5 * (40 - 10) * 1000],
    'ΔL = α L₀ ΔT = 1,2 · 10⁻⁵ · 12 · 30 = 4,32 · 10⁻³ m = 4,32 mm.',
  ),
  options(
    26011,
    CIRCUITS,
    '12) Tres resistencias de 6 Ω, 3 Ω y 2 Ω se conectan en paralelo a una batería ideal de 6 V. La corriente total que entrega la batería es:',
    ['0,55 A', '6 A', '1 A', '3 A'],
    1,
    () => [6 / (1 / (1 / 6 + 1 / 3 + 1 / 2))],
    '1/R = 1/6 + 1/3 + 1/2 = 1 → R = 1 Ω; I = 6 V / 1 Ω = 6 A (1 A, 2 A y 3 A por cada rama).',
  ),
];

/** Short numeric answers. */
const numbers: readonly ExamStyleProblem[] = [
  numeric(
    26012,
    CONVERSION,
    '13) En época de estiaje un arroyo lleva un caudal de 2,5 m³/s. Expresar ese caudal en litros por hora.',
    { value: 9e6, unit: 'L/h', text: '9 · 10⁶ L/h' },
    () => 2.5 * 1000 * 3600,
    '1 m³ = 1000 L y 1 h = 3600 s: 2,5 · 1000 · 3600 = 9 000 000 L/h = 9 · 10⁶ L/h.',
  ),
  numeric(
    26013,
    VECTORS,
    'Ejercicio 14: Sobre una argolla actúan cuatro fuerzas horizontales:\n  F₁ = 10 N, hacia el este\n  F₂ = 20 N, hacia el norte\n  F₃ = 4 N, hacia el oeste\n  F₄ = 12 N, hacia el sur\nDeterminar el módulo de la resultante.',
    { value: 10, unit: 'N', text: '10 N' },
    () => Math.hypot(10 - 4, 20 - 12),
    'Rx = 10 − 4 = 6 N (este); Ry = 20 − 12 = 8 N (norte); R = √(6² + 8²) = 10 N.',
  ),
  numeric(
    26014,
    KINEMATICS,
    '15) Un motociclista circula a 72 km/h cuando ve que el semáforo, 60 m más adelante, cambia a rojo. Frena de inmediato con desaceleración constante y se detiene justo en la línea del semáforo. Calcular el módulo de la desaceleración, en m/s², redondeando a dos decimales.',
    { value: 3.33, unit: 'm/s²', text: '3,33 m/s²' },
    () => (72 / 3.6) ** 2 / (2 * 60),
    '72 km/h = 20 m/s; 0 = v₀² − 2 a d → a = 400/120 ≈ 3,33 m/s².',
  ),
  numeric(
    26015,
    KINEMATICS,
    '16) Un avión vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h y deja caer un paquete de ayuda. Despreciando el rozamiento con el aire (g = 9,8 m/s²), ¿a qué distancia horizontal del punto donde fue soltado toca el suelo el paquete? Expresar en km.',
    { value: 1.01, unit: 'km', text: '≈ 1,01 km' },
    () => ((360 / 3.6) * Math.sqrt((2 * 500) / 9.8)) / 1000,
    '360 km/h = 100 m/s. Caída: 500 = ½ · 9,8 · t² → t ≈ 10,10 s; x = 100 · 10,10 ≈ 1010 m ≈ 1,01 km.',
  ),
  numeric(
    26016,
    INCLINE,
    'Problema 17. Un cuerpo parte del reposo y desliza por un plano inclinado 30° respecto de la horizontal; el coeficiente de rozamiento dinámico es 0,2. ¿Qué velocidad tiene después de recorrer 4 m sobre el plano? (g = 9,8 m/s²)',
    { value: 5.06, unit: 'm/s', text: '≈ 5,06 m/s' },
    () => {
      const a = 9.8 * (Math.sin(deg(30)) - 0.2 * Math.cos(deg(30)));
      return Math.sqrt(2 * a * 4);
    },
    'a = g (sen 30° − μ cos 30°) = 9,8 · (0,5 − 0,1732) ≈ 3,20 m/s²; v = √(2 · 3,20 · 4) ≈ 5,06 m/s.',
  ),
  numeric(
    26017,
    DYNAMICS,
    '18) Dos cajas, A de 4 kg y B de 6 kg, están sobre un piso horizontal unidas por una soga liviana. Se tira de B con una fuerza horizontal de 60 N, y B arrastra a A por medio de la soga. El coeficiente de rozamiento de ambas cajas con el piso es 0,2 (g = 10 m/s²). Hallar la tensión de la soga.',
    { value: 24, unit: 'N', text: '24 N' },
    () => {
      const a = (60 - 0.2 * 10 * 10) / 10;
      return 4 * a + 0.2 * 4 * 10;
    },
    'Sistema: a = (60 − 0,2 · 100)/10 = 4 m/s². Caja A: T − 0,2 · 40 = 4 · 4 → T = 16 + 8 = 24 N.',
  ),
  numeric(
    26018,
    INCLINE,
    '19) Un cuerpo de 2 kg se lanza hacia arriba por un plano inclinado 30° con una velocidad inicial de 8 m/s. Recorre 4 m sobre el plano y se detiene. Suponiendo constante la fuerza de rozamiento, determinar su valor. (g = 9,8 m/s²)',
    { value: 6.2, unit: 'N', text: '6,2 N' },
    () => (0.5 * 2 * 8 ** 2 - 2 * 9.8 * 4 * Math.sin(deg(30))) / 4,
    'Ec inicial = ½ · 2 · 64 = 64 J; sube 4 · sen 30° = 2 m: Ep = 2 · 9,8 · 2 = 39,2 J. El rozamiento disipa 64 − 39,2 = 24,8 J en 4 m: Fr = 24,8/4 = 6,2 N.',
  ),
  numeric(
    26019,
    FLUIDS,
    '20) Un submarino navega a 120 m de profundidad en el mar (ρ = 1030 kg/m³). Tiene una escotilla circular de 60 cm de diámetro. ¿Qué fuerza ejerce el agua sobre la escotilla, considerando solo la presión debida al agua? Expresar en kN. (g = 9,8 m/s²)',
    { value: 342.48, unit: 'kN', text: '≈ 342,5 kN' },
    () => (1030 * 9.8 * 120 * Math.PI * 0.3 ** 2) / 1000,
    'p = ρ g h = 1030 · 9,8 · 120 = 1 211 280 Pa; A = π · 0,3² ≈ 0,2827 m²; F = p A ≈ 342 480 N ≈ 342,5 kN.',
  ),
  numeric(
    26020,
    HEAT,
    '21) ¿Cuántas kilocalorías hacen falta para transformar 200 g de hielo a −10 °C en vapor a 100 °C, a presión normal?\nDatos: c hielo = 0,5 cal/(g·°C); c agua = 1 cal/(g·°C); L fusión = 80 cal/g; L vaporización = 540 cal/g',
    { value: 145, unit: 'kcal', text: '145 kcal' },
    () => (200 * (0.5 * 10 + 80 + 1 * 100 + 540)) / 1000,
    'Q = 200 · (0,5 · 10 + 80 + 1 · 100 + 540) = 200 · 725 = 145 000 cal = 145 kcal.',
  ),
  numeric(
    26021,
    CIRCUITS,
    '22) Calcular la resistencia de un cable de cobre de 50 m de largo y 1,5 mm² de sección (ρ cobre = 1,7 · 10⁻⁸ Ω·m). Redondear a dos decimales.',
    { value: 0.57, unit: 'Ω', text: '0,57 Ω' },
    () => (1.7e-8 * 50) / 1.5e-6,
    'R = ρ L / S = 1,7 · 10⁻⁸ · 50 / 1,5 · 10⁻⁶ ≈ 0,567 Ω ≈ 0,57 Ω.',
  ),
];

/** Pages with parts: a later part uses an earlier result or changes a datum. */
const pages: readonly ExamStyleProblem[] = [
  parts(
    26022,
    CONVERSION,
    'Problema 23. De una pieza metálica maciza, con forma de prisma rectangular, se conocen:\n  masa: 540 g\n  largo: 10 cm\n  ancho: 5 cm\n  alto: 4 cm\nDatos: g = 9,8 m/s²',
    [
      part('a', 'a) Calcular su volumen en m³.', 2e-4, 'm³', '2 · 10⁻⁴ m³'),
      part('b', 'b) Calcular su densidad en kg/m³.', 2700, 'kg/m³', '2700 kg/m³'),
      part('c', 'c) Calcular su peso en newtons.', 5.292, 'N', '≈ 5,29 N'),
      part('d', 'd) ¿Qué volumen, en cm³, ocupa 1 kg del mismo material?', 1e6 / 2700, 'cm³', '≈ 370,4 cm³'),
    ],
    () => {
      const volume = (10 * 5 * 4) / 1e6;
      const density = 0.54 / volume;
      return [[volume], [density], [0.54 * 9.8], [(1 / density) * 1e6]];
    },
    'a) V = 10 · 5 · 4 = 200 cm³ = 2 · 10⁻⁴ m³. b) ρ = 0,54 kg / 2 · 10⁻⁴ m³ = 2700 kg/m³. c) P = 0,54 · 9,8 ≈ 5,29 N. d) V = 1/2700 m³ ≈ 3,704 · 10⁻⁴ m³ ≈ 370,4 cm³.',
  ),
  parts(
    26023,
    MEETING,
    '24) A las 7:00 sale de una terminal un colectivo que viaja por una ruta recta a 60 km/h constantes. A las 7:20 sale de la misma terminal, por la misma ruta y en el mismo sentido, un auto a 90 km/h constantes.',
    [
      part('a', 'a) ¿Cuántos minutos después de salir alcanza el auto al colectivo?', 40, 'min', '40 min'),
      part('b', 'b) ¿A qué distancia de la terminal lo alcanza, en km?', 60, 'km', '60 km'),
      part(
        'c',
        'c) Si el auto hubiera salido a las 7:30, con las mismas velocidades, ¿a qué distancia de la terminal lo alcanzaría?',
        90,
        'km',
        '90 km',
      ),
    ],
    () => {
      const catchUp = (60 * (20 / 60)) / (90 - 60);
      const later = (60 * 0.5) / (90 - 60);
      return [[catchUp * 60], [90 * catchUp], [90 * later]];
    },
    'a) Con t en horas desde que sale el auto: 60 (t + 1/3) = 90 t → 30 t = 20 → t = 2/3 h = 40 min. b) 90 · 2/3 = 60 km. c) 60 (t + 0,5) = 90 t → t = 1 h; 90 · 1 = 90 km.',
  ),
  parts(
    26024,
    KINEMATICS,
    '25) Desde el borde de un acantilado, a 45 m sobre el nivel del mar, se lanza una piedra con una velocidad de 25 m/s que forma 37° por encima de la horizontal. Despreciar el rozamiento con el aire.\nDatos: g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8',
    [
      part('a', 'a) Calcular la altura máxima que alcanza sobre el nivel del mar.', 56.25, 'm', '56,25 m'),
      part(
        'b',
        'b) Calcular el tiempo que tarda en llegar al agua.',
        (3 + Math.sqrt(45)) / 2,
        's',
        '≈ 4,85 s',
      ),
      part(
        'c',
        'c) ¿A qué distancia horizontal del pie del acantilado cae?',
        10 * (3 + Math.sqrt(45)),
        'm',
        '≈ 97,1 m',
      ),
      part('d', 'd) ¿Con qué rapidez llega al agua?', Math.sqrt(1525), 'm/s', '≈ 39,05 m/s'),
    ],
    () => {
      const [vx, vy] = [25 * 0.8, 25 * 0.6];
      const t = (vy + Math.sqrt(vy ** 2 + 4 * 5 * 45)) / (2 * 5);
      return [[45 + vy ** 2 / 20], [t], [vx * t], [Math.hypot(vx, vy - 10 * t)]];
    },
    'vx = 20 m/s, vy = 15 m/s. a) 45 + 15²/(2 · 10) = 45 + 11,25 = 56,25 m. b) −45 = 15 t − 5 t² → t² − 3 t − 9 = 0 → t = (3 + √45)/2 ≈ 4,85 s. c) x = 20 · 4,85 ≈ 97,1 m. d) v = √(25² + 2 · 10 · 45) = √1525 ≈ 39,05 m/s.',
  ),
  parts(
    26025,
    DYNAMICS,
    'Ejercicio 26: Una persona de 60 kg viaja parada sobre una balanza de baño dentro de un ascensor. El ascensor parte del reposo hacia arriba con una aceleración de 2 m/s² durante 2 s; después sube con velocidad constante durante 5 s, y finalmente frena con una desaceleración de 2 m/s² hasta detenerse. Tomar g = 9,8 m/s².',
    [
      part('a', 'a) ¿Qué fuerza, en N, indica la balanza durante el arranque?', 708, 'N', '708 N'),
      part('b', 'b) Expresar esa indicación en kgf.', 708 / 9.8, 'kgf', '≈ 72,24 kgf'),
      part('c', 'c) ¿Qué indica la balanza, en N, durante el frenado?', 468, 'N', '468 N'),
      part('d', 'd) ¿Cuántos metros sube el ascensor en total?', 28, 'm', '28 m'),
    ],
    () => {
      const v = 2 * 2;
      const climb = 0.5 * 2 * 2 ** 2 + v * 5 + v ** 2 / (2 * 2);
      return [[60 * (9.8 + 2)], [(60 * (9.8 + 2)) / 9.8], [60 * (9.8 - 2)], [climb]];
    },
    'a) N = m (g + a) = 60 · 11,8 = 708 N. b) 708/9,8 ≈ 72,24 kgf. c) Frenando al subir, la aceleración apunta hacia abajo: N = 60 · (9,8 − 2) = 468 N. d) v = 2 · 2 = 4 m/s; 4 m acelerando, 4 · 5 = 20 m a velocidad constante y 4²/(2 · 2) = 4 m frenando: 28 m.',
  ),
  parts(
    26026,
    ENERGY,
    '27) Un cajón de 50 kg, inicialmente en reposo sobre un piso horizontal, es arrastrado 10 m mediante una soga que ejerce una fuerza de 200 N formando 37° por encima de la horizontal. El coeficiente de rozamiento dinámico es 0,25.\nDatos: g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8',
    [
      part('a', 'a) Hallar la fuerza normal que el piso ejerce sobre el cajón.', 380, 'N', '380 N'),
      part('b', 'b) Hallar el trabajo realizado por la fuerza de la soga.', 1600, 'J', '1600 J'),
      part('c', 'c) Hallar el trabajo de la fuerza de rozamiento, en valor absoluto.', 950, 'J', '950 J'),
      part('d', 'd) Hallar la velocidad del cajón al cabo de los 10 m.', Math.sqrt(26), 'm/s', '≈ 5,10 m/s'),
    ],
    () => {
      const normal = 50 * 10 - 200 * 0.6;
      const work = 200 * 0.8 * 10;
      const friction = 0.25 * normal * 10;
      return [[normal], [work], [friction], [Math.sqrt((2 * (work - friction)) / 50)]];
    },
    'a) N = 500 − 200 · 0,6 = 380 N. b) W = 200 · 0,8 · 10 = 1600 J. c) Fr = 0,25 · 380 = 95 N; |W| = 95 · 10 = 950 J. d) Ec = 1600 − 950 = 650 J = ½ · 50 · v² → v = √26 ≈ 5,10 m/s.',
  ),
  parts(
    26027,
    CHARGES,
    '28) Sobre una recta, en el vacío, se ubican tres cargas puntuales: q₁ = +4 µC en x = 0; q₂ = −2 µC en x = 30 cm; q₃ = +1 µC en x = 60 cm. (k = 9 · 10⁹ N·m²/C²)',
    [
      part('a', 'a) Calcular el módulo de la fuerza que q₁ ejerce sobre q₃.', 0.1, 'N', '0,1 N'),
      part('b', 'b) Calcular el módulo de la fuerza que q₂ ejerce sobre q₃.', 0.2, 'N', '0,2 N'),
      part('c', 'c) Calcular el módulo de la fuerza neta sobre q₃.', 0.1, 'N', '0,1 N'),
      part(
        'd',
        'd) Calcular el módulo del campo eléctrico que crean q₁ y q₂ en el punto medio entre ellas (x = 15 cm).',
        2.4e6,
        'N/C',
        '2,4 · 10⁶ N/C',
      ),
    ],
    () => {
      const f13 = (K * 4e-6 * 1e-6) / 0.6 ** 2;
      const f23 = (K * 2e-6 * 1e-6) / 0.3 ** 2;
      const field = (K * 4e-6) / 0.15 ** 2 + (K * 2e-6) / 0.15 ** 2;
      return [[f13], [f23], [Math.abs(f13 - f23)], [field]];
    },
    'a) F₁₃ = 9 · 10⁹ · 4 · 10⁻⁶ · 10⁻⁶ / 0,36 = 0,1 N (repulsión, hacia +x). b) F₂₃ = 9 · 10⁹ · 2 · 10⁻¹² / 0,09 = 0,2 N (atracción, hacia −x). c) 0,2 − 0,1 = 0,1 N hacia −x. d) En x = 15 cm ambos campos apuntan hacia +x: 9 · 10⁹ · 4 · 10⁻⁶/0,0225 + 9 · 10⁹ · 2 · 10⁻⁶/0,0225 = 1,6 · 10⁶ + 8 · 10⁵ = 2,4 · 10⁶ N/C.',
  ),
];

/** Pages whose parts are written inside the statement, keyed by one text that states every part. */
const onPage: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    26028,
    STATICS,
    '29) Un semáforo de 200 N cuelga del punto medio de un cable tendido entre dos postes, de modo que cada tramo del cable forma 10° con la horizontal. Calcular: a) la tensión en cada tramo; b) la tensión si el cable se tensa hasta que cada tramo forma 5° con la horizontal; c) la componente horizontal de la tensión en el caso a).',
    'a) T ≈ 575,9 N; b) T ≈ 1147,4 N; c) Tx ≈ 567,1 N',
    () => {
      const tension = 200 / (2 * Math.sin(deg(10)));
      return [tension, 200 / (2 * Math.sin(deg(5))), tension * Math.cos(deg(10))];
    },
    'a) 2 T sen 10° = 200 N → T = 100/0,1736 ≈ 575,9 N. b) 2 T sen 5° = 200 → T = 100/0,0872 ≈ 1147,4 N (cuanto más tenso, mayor la tensión). c) Tx = 575,9 · cos 10° ≈ 567,1 N.',
  ),
  page(
    'fisica',
    26029,
    HEAT,
    'Problema 30. Para medir el calor específico de un metal se calienta una pieza de 250 g hasta 100 °C y se la introduce en un calorímetro con 400 g de agua a 20 °C; el equilibrio se alcanza a 24 °C. Despreciando el calor que absorbe el calorímetro, hallar: a) el calor ganado por el agua, en cal; b) el calor específico del metal; c) la temperatura de equilibrio si la pieza hubiera sido del mismo metal pero de 500 g, con las demás condiciones iguales. (c agua = 1 cal/(g·°C))',
    'a) Q = 1600 cal; b) c ≈ 0,0842 cal/(g·°C); c) T ≈ 27,62 °C',
    () => {
      const heat = 400 * 1 * (24 - 20);
      const c = heat / (250 * (100 - 24));
      const doubled = (500 * c * 100 + 400 * 20) / (500 * c + 400);
      return [heat, c, doubled];
    },
    'a) Q = 400 · 1 · (24 − 20) = 1600 cal. b) 1600 = 250 · c · (100 − 24) → c = 1600/19 000 ≈ 0,0842 cal/(g·°C). c) 500 · 0,0842 · (100 − T) = 400 · (T − 20) → 42,1 (100 − T) = 400 T − 8000 → T ≈ 27,62 °C.',
  ),
];

export const physicsBlind32: readonly ExamStyleProblem[] = [...choices, ...numbers, ...pages, ...onPage];
