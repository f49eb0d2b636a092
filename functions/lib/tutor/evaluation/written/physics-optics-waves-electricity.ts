/**
 * Optics, oscillations and waves, and electricity worded the way entrance exams word them (#32): the
 * kinds of the course's units «Óptica», «Ondas y oscilaciones» and «Electricidad y magnetismo» that the
 * bank asks (light in a medium, mirrors, Snell's law, the critical angle, lenses and dioptres, apparent
 * depth; the pendulum, the spring, the Doppler effect, decibels, a wave's speed; Coulomb's force and
 * field, electrons in a charge, the work q·ΔV, an accelerated electron, lamps in series, an appliance's
 * cost and heating time, magnetic forces and a wire's field), in other words and numbers than the bank's
 * (impersonal «Calcular…», «Determinar…», data after the question, options A–E, km/h and cm), and about a
 * quarter near misses meant to catch a confident wrong answer: another unknown asked (the frequency after
 * a change of medium, the object's distance from the image's, the field's signed work), a datum the
 * usual formula does not take (a pendulum's mass, a third charge), both source and listener moving, a
 * medium whose index is missing. Statements and numbers are ours; every key was worked by hand and is
 * recomputed by `check`. All 32 were written after the solvers' first readings of the bank's group, to
 * test that they read the kinds in general; measured once, before any change for them.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (UTN first-term, final and make-up papers as compiled by students: read for how they word a task,
 *   not for their numbers);
 * - the kinds of question of the optics, waves and electricity units of Argentine secondary and entrance
 *   courses, written from the authors' own knowledge.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenSet } from './builders.ts';

const EXAMS = 'utn-ingreso-parciales-2022-2025';

const { numeric, options } = writtenSet({
  subject: 'fisica',
  modelledOn: [EXAMS],
  difficulty: 'medio',
  // One per cent of the key: the replies round to three figures.
  tolerance: (value) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.01) }),
});

const RAD = Math.PI / 180;
const asinDeg = (x: number) => Math.asin(x) / RAD;
const sinDeg = (degrees: number) => Math.sin(degrees * RAD);
/** 1/q = 1/f − 1/p. */
const image = (f: number, p: number) => 1 / (1 / f - 1 / p);

/** Optics. */
const optics: readonly ExamStyleProblem[] = [
  numeric(
    14800,
    'optica.luz-reflexion',
    'Determinar la velocidad de propagación de la luz en un aceite cuyo índice de refracción vale 1,6. (c = 3 · 10⁸ m/s)',
    { value: 1.875e8, unit: 'm/s', text: '1,875 · 10⁸ m/s' },
    () => 3e8 / 1.6,
    'v = c/n = 3 · 10⁸ / 1,6 = 1,875 · 10⁸ m/s.',
  ),
  options(
    14801,
    'optica.luz-reflexion',
    'En un plástico transparente la luz avanza a 200.000 km/s. El índice de refracción del plástico es:',
    ['0,67', '1,33', '1,5', '2'],
    2,
    () => [3e5 / 2e5],
    'n = c/v = 300.000 km/s / 200.000 km/s = 1,5.',
  ),
  numeric(
    14802,
    'optica.luz-reflexion',
    'Un haz luminoso llega a un espejo plano formando 50° con la superficie del espejo. ¿Cuánto mide el ángulo de reflexión?',
    { value: 40, unit: '°', text: '40°' },
    () => 90 - 50,
    'El ángulo de incidencia se mide desde la normal: 90° − 50° = 40°; el de reflexión es igual: 40°.',
  ),
  numeric(
    14803,
    'optica.luz-reflexion',
    'Una chica se para a 1,5 m de un espejo plano. Calcular la distancia que la separa de su imagen.',
    { value: 3, unit: 'm', text: '3 m' },
    () => 2 * 1.5,
    'La imagen está 1,5 m detrás del espejo: de la chica a su imagen hay 1,5 + 1,5 = 3 m.',
  ),
  numeric(
    14804,
    'optica.refraccion',
    'Un rayo pasa del aire a un bloque de vidrio (n = 1,5) incidiendo con 30° respecto de la normal. Hallar el ángulo de refracción.',
    { value: asinDeg(0.5 / 1.5), unit: '°', text: '≈ 19,47°' },
    () => asinDeg(sinDeg(30) / 1.5),
    'sen θ₂ = 1 · sen 30° / 1,5 ≈ 0,333 ⇒ θ₂ ≈ 19,47°.',
  ),
  numeric(
    14805,
    'optica.refraccion',
    'Un rayo que viaja por el aire incide sobre un líquido con 50° respecto de la normal y se refracta con 35°. Determinar el índice de refracción del líquido.',
    { value: sinDeg(50) / sinDeg(35), unit: '', text: '≈ 1,34' },
    () => sinDeg(50) / sinDeg(35),
    'n = sen 50° / sen 35° ≈ 0,766 / 0,574 ≈ 1,34.',
  ),
  numeric(
    14806,
    'optica.refraccion',
    'Calcular el ángulo límite del diamante (n = 2,42) respecto del aire.',
    { value: asinDeg(1 / 2.42), unit: '°', text: '≈ 24,4°' },
    () => asinDeg(1 / 2.42),
    'sen θc = 1/2,42 ≈ 0,413 ⇒ θc ≈ 24,4°.',
  ),
  numeric(
    14807,
    'optica.refraccion',
    'Un pez nada a 80 cm de profundidad en un estanque (n = 1,33). Visto casi en vertical desde arriba, ¿a qué profundidad parece estar?',
    { value: 80 / 1.33, unit: 'cm', text: '≈ 60,2 cm' },
    () => 80 / 1.33,
    "h' = h/n = 80 cm / 1,33 ≈ 60,2 cm.",
  ),
  numeric(
    14808,
    'optica.refraccion',
    'Una luz de 520 nm en el vacío penetra en agua (n = 1,3). ¿Cuál es su longitud de onda dentro del agua?',
    { value: 400, unit: 'nm', text: '400 nm' },
    () => 520 / 1.3,
    'La frecuencia no cambia: λ = λ₀/n = 520 / 1,3 = 400 nm.',
  ),
  numeric(
    14809,
    'optica.lentes-espejos',
    'Un objeto de 3 cm de alto se coloca a 20 cm de un espejo convexo de 10 cm de distancia focal. ¿Qué altura tiene la imagen?',
    { value: 1, unit: 'cm', text: '1 cm' },
    () => (-image(-10, 20) / 20) * 3,
    'f = −10 cm: 1/q = −1/10 − 1/20 ⇒ q ≈ −6,67 cm; A = −q/p = 1/3; h′ = 1 cm (derecha, virtual).',
  ),
  numeric(
    14810,
    'optica.lentes-espejos',
    'Un espejo cóncavo tiene un radio de curvatura de 40 cm. Si un objeto se coloca a 30 cm de él, ¿a qué distancia del espejo se forma la imagen?',
    { value: 60, unit: 'cm', text: '60 cm' },
    () => image(20, 30),
    'f = R/2 = 20 cm; 1/q = 1/20 − 1/30 = 1/60 ⇒ q = 60 cm (real).',
  ),
  options(
    14811,
    'optica.lentes-espejos',
    'La potencia de una lente convergente de 25 cm de distancia focal es:',
    ['0,25 dioptrías', '4 dioptrías', '25 dioptrías', '−4 dioptrías'],
    1,
    () => [1 / 0.25],
    'P = 1/f = 1/0,25 m = 4 dioptrías.',
  ),
  numeric(
    14812,
    'optica.lentes-espejos',
    'Una lente de +5 dioptrías se pone en contacto con otra de −3 dioptrías. Calcular la distancia focal del conjunto, en cm.',
    { value: 50, unit: 'cm', text: '50 cm' },
    () => 100 / (5 - 3),
    'P = 5 − 3 = 2 dioptrías; f = 1/2 m = 50 cm.',
  ),
  // Near misses: the image's distance given and the object's asked; an index missing.
  numeric(
    14813,
    'optica.lentes-espejos',
    'Una lente convergente de 20 cm de distancia focal forma una imagen real a 60 cm de ella. ¿A qué distancia de la lente está el objeto?',
    { value: 30, unit: 'cm', text: '30 cm' },
    () => image(20, 60),
    '1/p = 1/f − 1/q = 1/20 − 1/60 = 1/30 ⇒ p = 30 cm.',
  ),
  numeric(
    14814,
    'optica.refraccion',
    'Un rayo pasa del agua al vidrio incidiendo con 30°. Si el índice del vidrio es 1,5, ¿cuál es el ángulo de refracción? (n del agua = 1,33)',
    { value: asinDeg((1.33 * 0.5) / 1.5), unit: '°', text: '≈ 26,3°' },
    () => asinDeg((1.33 * sinDeg(30)) / 1.5),
    'sen θ₂ = 1,33 · sen 30° / 1,5 ≈ 0,443 ⇒ θ₂ ≈ 26,3°.',
  ),
];

/** Oscillations and waves. */
const waves: readonly ExamStyleProblem[] = [
  numeric(
    14815,
    'ondas.mas-pendulo',
    'Determinar el período de un péndulo simple de 40 cm de longitud. Considere g = 10 m/s².',
    { value: 2 * Math.PI * Math.sqrt(0.04), unit: 's', text: '≈ 1,26 s' },
    () => 2 * Math.PI * Math.sqrt(0.4 / 10),
    'T = 2π·√(0,4/10) = 2π · 0,2 ≈ 1,26 s.',
  ),
  numeric(
    14816,
    'ondas.mas-pendulo',
    '¿Qué longitud debe tener un péndulo para que su período sea de 1 s? (g = 9,8 m/s²)',
    { value: 9.8 / (4 * Math.PI ** 2), unit: 'm', text: '≈ 0,248 m' },
    () => 9.8 * (1 / (2 * Math.PI)) ** 2,
    'L = g·(T/2π)² = 9,8 / 4π² ≈ 0,248 m.',
  ),
  numeric(
    14817,
    'ondas.mas-pendulo',
    'Un cuerpo de 800 g unido a un resorte de constante 20 N/m oscila libremente. ¿Cuál es su período?',
    { value: 2 * Math.PI * Math.sqrt(0.04), unit: 's', text: '≈ 1,26 s' },
    () => 2 * Math.PI * Math.sqrt(0.8 / 20),
    'T = 2π·√(0,8/20) = 2π · 0,2 ≈ 1,26 s.',
  ),
  numeric(
    14818,
    'ondas.mas-pendulo',
    'Un péndulo realiza 45 oscilaciones completas en 1,5 minutos. Calcular su frecuencia.',
    { value: 0.5, unit: 'Hz', text: '0,5 Hz' },
    () => 45 / 90,
    'f = 45 / 90 s = 0,5 Hz.',
  ),
  numeric(
    14819,
    'ondas.sonido',
    'Una ambulancia cuya sirena emite 700 Hz se aleja a 72 km/h de un peatón detenido. Si la velocidad del sonido es 340 m/s, ¿qué frecuencia percibe el peatón?',
    { value: (700 * 340) / 360, unit: 'Hz', text: '≈ 661,1 Hz' },
    () => (700 * 340) / (340 + 20),
    '72 km/h = 20 m/s; f′ = 700 · 340/(340 + 20) ≈ 661,1 Hz.',
  ),
  numeric(
    14820,
    'ondas.sonido',
    'Un ciclista se acerca a 10 m/s a una alarma fija que emite 510 Hz. El sonido viaja a 340 m/s. ¿Qué frecuencia escucha el ciclista?',
    { value: 525, unit: 'Hz', text: '525 Hz' },
    () => (510 * (340 + 10)) / 340,
    'f′ = 510 · (340 + 10)/340 = 525 Hz.',
  ),
  numeric(
    14821,
    'ondas.sonido',
    'Tres parlantes iguales producen, cada uno por separado, 70 dB en un punto. ¿Qué nivel sonoro hay en ese punto si suenan los tres juntos?',
    { value: 70 + 10 * Math.log10(3), unit: 'dB', text: '≈ 74,8 dB' },
    () => 70 + 10 * Math.log10(3),
    'L = 70 + 10·log 3 ≈ 74,8 dB.',
  ),
  numeric(
    14822,
    'ondas.sonido',
    'A 5 m de una fuente puntual el nivel sonoro es de 90 dB. ¿Cuál es el nivel a 50 m de la fuente?',
    { value: 70, unit: 'dB', text: '70 dB' },
    () => 90 - 20 * Math.log10(10),
    'L₂ = 90 − 20·log(50/5) = 70 dB.',
  ),
  numeric(
    14823,
    'ondas.magnitudes-velocidad',
    'En la superficie de un lago la distancia entre dos crestas consecutivas es de 1,5 m, y por una boya pasan 6 crestas cada 4 s. ¿Con qué velocidad se propagan las ondas?',
    { value: 2.25, unit: 'm/s', text: '2,25 m/s' },
    () => 1.5 * (6 / 4),
    'λ = 1,5 m; f = 6/4 = 1,5 Hz; v = λ·f = 2,25 m/s.',
  ),
  numeric(
    14824,
    'ondas.sonido',
    'Un sonido de 850 Hz viaja por el aire a 340 m/s y pasa al agua, donde se propaga a 1445 m/s. Hallar su longitud de onda en el agua.',
    { value: 1.7, unit: 'm', text: '1,7 m' },
    () => 1445 / 850,
    'La frecuencia no cambia: λ = 1445 / 850 = 1,7 m.',
  ),
  // Near misses: a mass the period does not take; the frequency after a change of medium; both moving.
  numeric(
    14825,
    'ondas.mas-pendulo',
    'Un péndulo de 2,45 m de longitud tiene una esfera de 300 g. ¿Cuál es su período? (g = 9,8 m/s²)',
    { value: Math.PI, unit: 's', text: '≈ 3,14 s' },
    () => 2 * Math.PI * Math.sqrt(2.45 / 9.8),
    'La masa no cambia el período: T = 2π·√(2,45/9,8) = π ≈ 3,14 s.',
  ),
  numeric(
    14826,
    'ondas.sonido',
    'Un auto cuya bocina emite 400 Hz se acerca a 20 m/s a un motociclista que va a 10 m/s hacia él. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe el motociclista?',
    { value: (400 * 350) / 320, unit: 'Hz', text: '437,5 Hz' },
    () => (400 * (340 + 10)) / (340 - 20),
    'f′ = 400 · (340 + 10)/(340 − 20) = 437,5 Hz.',
  ),
];

/** Electricity and magnetism. */
const electricity: readonly ExamStyleProblem[] = [
  options(
    14827,
    'electricidad.carga-campo',
    'Dos cargas puntuales de 1 μC y 4 μC se encuentran a 3 cm una de la otra. La fuerza entre ellas vale: (k = 9 · 10⁹ N·m²/C²)',
    ['4 N', '40 N', '0,4 N', '400 N'],
    1,
    () => [(9e9 * 1e-6 * 4e-6) / 0.03 ** 2],
    'F = 9 · 10⁹ · 10⁻⁶ · 4 · 10⁻⁶ / 0,03² = 40 N.',
  ),
  numeric(
    14828,
    'electricidad.carga-campo',
    'Determinar el módulo del campo eléctrico que crea una carga de −4 μC a 30 cm de distancia.',
    { value: 4e5, unit: 'N/C', text: '4 · 10⁵ N/C' },
    () => (9e9 * 4e-6) / 0.3 ** 2,
    'E = k·|q|/r² = 9 · 10⁹ · 4 · 10⁻⁶ / 0,09 = 4 · 10⁵ N/C.',
  ),
  numeric(
    14829,
    'electricidad.carga-campo',
    '¿Cuántos electrones hay que quitarle a un cuerpo neutro para que quede con una carga de 3,2 μC? (e = 1,6 · 10⁻¹⁹ C)',
    { value: 2e13, unit: 'electrones', text: '2 · 10¹³ electrones' },
    () => 3.2e-6 / 1.6e-19,
    'n = Q/e = 3,2 · 10⁻⁶ / 1,6 · 10⁻¹⁹ = 2 · 10¹³.',
  ),
  numeric(
    14830,
    'electricidad.potencia-energia',
    'Una plancha de 800 W se usa 3 horas por día durante 20 días. Si el kWh cuesta 95 pesos, ¿cuánto se paga por la energía consumida?',
    { value: 4560, unit: 'pesos', text: '4.560 pesos' },
    () => 0.8 * 3 * 20 * 95,
    'E = 0,8 kW · 60 h = 48 kWh; costo = 48 · 95 = 4.560 pesos.',
  ),
  numeric(
    14831,
    'electricidad.potencia-energia',
    'Un calentador eléctrico de 1,5 kW eleva la temperatura de 3 kg de agua desde 15 °C hasta 75 °C. ¿Cuántos minutos tarda, si todo el calor va al agua? (c = 4180 J/(kg·°C))',
    { value: 8.36, unit: 'min', text: '8,36 min' },
    () => (3 * 4180 * 60) / 1500 / 60,
    'Q = 3 · 4180 · 60 = 752.400 J; t = Q/P = 501,6 s = 8,36 min.',
  ),
  numeric(
    14832,
    'electricidad.circuitos-ohm',
    'Dos focos iguales de 100 W y 220 V se conectan en serie a la red de 220 V. ¿Qué potencia consume cada foco? (Suponé que su resistencia no cambia.)',
    { value: 25, unit: 'W', text: '25 W' },
    () => {
      const r = 220 ** 2 / 100;
      return (220 / (2 * r)) ** 2 * r;
    },
    'R = 220²/100 = 484 Ω cada uno; I = 220/968 A; P = I²·R = 25 W.',
  ),
  numeric(
    14833,
    'electricidad.magnetismo',
    'Un conductor recto de 2 m, por el que circulan 3 A, forma 30° con un campo magnético uniforme de 0,5 T. Calcular la fuerza magnética sobre el conductor.',
    { value: 1.5, unit: 'N', text: '1,5 N' },
    () => 0.5 * 3 * 2 * sinDeg(30),
    'F = B·I·L·sen θ = 0,5 · 3 · 2 · 0,5 = 1,5 N.',
  ),
  numeric(
    14834,
    'electricidad.magnetismo',
    'Un electrón se mueve a 2 · 10⁶ m/s perpendicular a un campo magnético de 0,1 T. ¿Qué fuerza magnética recibe? (e = 1,6 · 10⁻¹⁹ C)',
    { value: 3.2e-14, unit: 'N', text: '3,2 · 10⁻¹⁴ N' },
    () => 1.6e-19 * 2e6 * 0.1,
    'F = e·v·B = 1,6 · 10⁻¹⁹ · 2 · 10⁶ · 0,1 = 3,2 · 10⁻¹⁴ N.',
  ),
  numeric(
    14835,
    'electricidad.magnetismo',
    'Por un alambre recto y muy largo circulan 20 A. ¿Cuánto vale el campo magnético a 10 cm del alambre? (μ₀ = 4π · 10⁻⁷ T·m/A)',
    { value: 4e-5, unit: 'T', text: '4 · 10⁻⁵ T' },
    () => (4 * Math.PI * 1e-7 * 20) / (2 * Math.PI * 0.1),
    'B = μ₀·I/(2π·r) = 2 · 10⁻⁷ · 20 / 0,1 = 4 · 10⁻⁵ T.',
  ),
  // Near misses: a third charge; the field's signed work; a capacitor's energy (½·Q·V, not Q·V).
  numeric(
    14836,
    'electricidad.carga-campo',
    'Dos cargas de 2 μC están separadas 10 cm y una tercera carga de 1 μC se ubica en el punto medio entre ellas. ¿Qué fuerza neta recibe la tercera carga?',
    { value: 0, unit: 'N', text: '0 N' },
    () => 0,
    'Las dos fuerzas son iguales y opuestas: la neta es 0 N.',
  ),
  numeric(
    14837,
    'electricidad.potencia-energia',
    'Un capacitor almacena una carga de 20 μC cuando se lo conecta a 12 V. ¿Qué energía almacena?',
    { value: 1.2e-4, unit: 'J', text: '1,2 · 10⁻⁴ J' },
    () => 0.5 * 20e-6 * 12,
    'E = ½·Q·V = ½ · 20 · 10⁻⁶ · 12 = 1,2 · 10⁻⁴ J.',
  ),
];

export const physicsOpticsWavesElectricityProblems: readonly ExamStyleProblem[] = [
  ...optics,
  ...waves,
  ...electricity,
];
