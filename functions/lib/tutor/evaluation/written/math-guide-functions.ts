/**
 * Problems of our own on the kinds of exercise of FRM's Seminario guide, Units 4 to 6 (#32): geometry
 * and measure (perimeters, areas, volumes, proportions, Thales, Pythagoras, right and oblique
 * triangles), trigonometry (angle units, arcs, signs by quadrant, reduction, identities, equations) and
 * functions (domain, image, quadratic study, inverse, composition, linear, absolute value, exponential
 * and logarithmic), put in exam formats: five options (some keyed «Ninguna»), parts a) b) c) and
 * numeric answers. Each key was worked out by hand and is recomputed by `check` or `verify`.
 *
 * Sources, read on 2026-11-30 (statements not copied; numbers, objects and wording are ours):
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD4_matem%C3%A1tica.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD5_matem%C3%A1tica.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD6matem%C3%A1tica.pdf
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/RESOLUCI%C3%93N%20DE%20EJERCICIOS%20SEMINARIO%20UNIVERSITARIO%20MATEM%C3%81TICA.pdf (Units 4 and 5)
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { writtenMathSet } from './builders.ts';

/** The guide's units each problem is modelled on. */
const SOURCES = {
  geometry: ['frm-matematica-2025-u4'],
  trigonometry: ['frm-matematica-2025-u5'],
  functions: ['frm-matematica-2025-u6'],
} as const;

const { numeric, options, parts } = writtenMathSet(SOURCES);

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const sin = (degrees: number) => Math.sin(rad(degrees));
const cos = (degrees: number) => Math.cos(rad(degrees));
const tan = (degrees: number) => Math.tan(rad(degrees));
const close = (p: number, q: number, within = 0.005) => Math.abs(p - q) <= within;

/** The degrees in [0; 360) on a 0,5° grid where f vanishes: enough for the guide's notable angles. */
const zerosInDegrees = (f: (degrees: number) => number) =>
  Array.from({ length: 720 }, (_, i) => i / 2).filter((x) => Math.abs(f(x)) < 1e-9);

/** The real roots of ax² + bx + c, smaller first. */
function quadraticRoots(a: number, b: number, c: number): number[] {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b - d) / (2 * a), (-b + d) / (2 * a)].sort((p, q) => p - q);
}

/** The vertex (x; y) of ax² + bx + c. */
const vertex = (a: number, b: number, c: number) => {
  const x = -b / (2 * a);
  return [x, a * x * x + b * x + c];
};

/** The side opposite the angle between two known sides (law of cosines). */
const thirdSide = (b: number, c: number, angle: number) => Math.sqrt(b * b + c * c - 2 * b * c * cos(angle));

export const mathGuideFunctions: readonly ExamStyleProblem[] = [
  // ── Unit 4: perimeters, areas and volumes ──
  numeric(
    3600,
    'geometria.perimetros',
    'geometry',
    'Una ventana tiene forma de rectángulo de 1,2 m de ancho y 1,5 m de alto, rematado arriba por un semicírculo cuyo diámetro es el ancho. Calcular el perímetro de la ventana.',
    { value: () => 2 * 1.5 + 1.2 + Math.PI * 0.6, unit: 'm', text: 'P ≈ 6,08 m', absolute: 0.01 },
    'Dos lados de 1,5 m, la base de 1,2 m y media circunferencia de radio 0,6 m: P = 3 + 1,2 + 0,6π ≈ 6,085 m.',
  ),
  numeric(
    3601,
    'geometria.areas',
    'geometry',
    'Calcular el área de un sector circular de 9 cm de radio cuyo ángulo central mide 40°.',
    { value: () => (rad(40) / 2) * 81, unit: 'cm²', text: 'A = 9π ≈ 28,27 cm²', absolute: 0.02 },
    'θ = 40° = 2π/9 rad; A = θ r²/2 = (2π/9) · 81 / 2 = 9π ≈ 28,27 cm².',
  ),
  options(
    3602,
    'geometria.areas',
    'geometry',
    'El área de un hexágono regular de 6 cm de lado es aproximadamente:',
    ['93,53 cm²', '108 cm²', '62,35 cm²', '187,06 cm²'],
    0,
    'Apotema a = 6 · √3/2 ≈ 5,196 cm; perímetro 36 cm; A = P · a / 2 = 36 · 5,196 / 2 ≈ 93,53 cm².',
    () => close((36 * 3 * Math.sqrt(3)) / 2, 93.53),
  ),
  parts(
    3603,
    'geometria.areas',
    'geometry',
    'Las diagonales de un rombo miden 10 cm y 24 cm.',
    [
      ['Calcular el área del rombo.', '120 cm²'],
      ['Calcular su perímetro.', '52 cm'],
    ],
    'a) A = d · D / 2 = 10 · 24 / 2 = 120 cm². b) Cada lado es la hipotenusa de catetos 5 y 12: 13 cm; P = 4 · 13 = 52 cm.',
    () => [[(10 * 24) / 2], [4 * Math.hypot(5, 12)]],
  ),
  numeric(
    3604,
    'geometria.areas',
    'geometry',
    'Un terreno tiene forma de trapecio de bases 14 m y 8 m, y la distancia entre las bases es 5 m. ¿Cuál es su superficie?',
    { value: () => ((14 + 8) * 5) / 2, unit: 'm²', text: 'A = 55 m²' },
    'A = (B + b) · h / 2 = (14 + 8) · 5 / 2 = 55 m².',
  ),
  numeric(
    3605,
    'geometria.areas',
    'geometry',
    'Dos lados de un triángulo miden 8 cm y 5 cm y forman un ángulo de 30°. Hallar el área del triángulo.',
    { value: () => (8 * 5 * sin(30)) / 2, unit: 'cm²', text: 'A = 10 cm²' },
    'A = ½ · a · b · sen γ = ½ · 8 · 5 · ½ = 10 cm².',
  ),
  parts(
    3606,
    'geometria.volumenes',
    'geometry',
    'Una esfera tiene 6 cm de radio.',
    [
      ['Calcular su área.', '144π ≈ 452,39 cm²'],
      ['Calcular su volumen.', '288π ≈ 904,78 cm³'],
    ],
    'a) A = 4πr² = 4π · 36 = 144π ≈ 452,39 cm². b) V = 4/3 · π · 216 = 288π ≈ 904,78 cm³.',
    () => [[4 * Math.PI * 36], [(4 / 3) * Math.PI * 216]],
  ),
  numeric(
    3607,
    'geometria.areas',
    'geometry',
    'Un cono recto tiene 5 cm de radio de la base y 12 cm de altura. Calcular su área total.',
    {
      value: () => Math.PI * 25 + Math.PI * 5 * 13,
      unit: 'cm²',
      text: 'A = 90π ≈ 282,74 cm²',
      absolute: 0.02,
    },
    'Generatriz g = √(12² + 5²) = 13 cm. A = πr² + πrg = 25π + 65π = 90π ≈ 282,74 cm².',
  ),
  options(
    3608,
    'geometria.areas',
    'geometry',
    'Se quiere forrar por completo (con sus dos tapas) una lata cilíndrica de 4 cm de radio y 10 cm de altura. ¿Cuánto material hace falta?',
    ['80π cm²', '112π cm²', '160π cm²', '96π cm²'],
    1,
    'A = 2πrh + 2πr² = 80π + 32π = 112π ≈ 351,86 cm².',
    () => close(2 * Math.PI * 4 * 10 + 2 * Math.PI * 16, 112 * Math.PI),
  ),
  parts(
    3609,
    'geometria.volumenes',
    'geometry',
    'Una caja con forma de ortoedro mide 3 dm de largo, 4 dm de ancho y 5 dm de alto.',
    [
      ['Hallar el área total de la caja.', '94 dm²'],
      ['Hallar su volumen.', '60 dm³'],
    ],
    'a) A = 2(ab + ac + bc) = 2(12 + 15 + 20) = 94 dm². b) V = 3 · 4 · 5 = 60 dm³.',
    () => [[2 * (12 + 15 + 20)], [60]],
  ),
  options(
    3610,
    'geometria.volumenes',
    'geometry',
    'Una pirámide de base cuadrada de 6 cm de lado tiene 4 cm de altura. Su volumen es:',
    ['144 cm³', '72 cm³', '48 cm³', '24 cm³'],
    2,
    'V = ⅓ · A_base · h = ⅓ · 36 · 4 = 48 cm³.',
    () => close((36 * 4) / 3, 48),
  ),
  // ── Unit 4: proportions, Thales, Pythagoras ──
  numeric(
    3611,
    'geometria.proporciones',
    'geometry',
    'Hallar el número x tal que 4 es a 10 como 6 es a x.',
    { value: () => (10 * 6) / 4, text: 'x = 15' },
    '4/10 = 6/x; producto de extremos igual al de medios: 4x = 60, x = 15.',
  ),
  numeric(
    3612,
    'geometria.thales',
    'geometry',
    'Tres rectas paralelas cortan a dos transversales. En la primera determinan los segmentos AB = x + 1 y BC = 6 cm; en la segunda, los segmentos correspondientes miden A′B′ = 4 cm y B′C′ = 8 cm. Hallar x.',
    { value: () => (4 / 8) * 6 - 1, text: 'x = 2' },
    'Por Thales: (x + 1)/6 = 4/8, x + 1 = 3, x = 2.',
  ),
  numeric(
    3613,
    'geometria.thales',
    'geometry',
    'En el triángulo ABC, el segmento DE es paralelo a BC, con D sobre AB y E sobre AC. Si AD = 3 cm, AB = 9 cm y BC = 12 cm, ¿cuánto mide DE?',
    { value: () => (3 / 9) * 12, unit: 'cm', text: 'DE = 4 cm' },
    'Los triángulos ADE y ABC son semejantes: DE/BC = AD/AB = 1/3, DE = 4 cm.',
  ),
  numeric(
    3614,
    'geometria.pitagoras',
    'geometry',
    'Una escalera de 5 m está apoyada contra una pared vertical y su pie está a 1,4 m de la pared. ¿A qué altura llega la escalera?',
    { value: () => Math.sqrt(25 - 1.4 ** 2), unit: 'm', text: 'h = 4,8 m' },
    'h = √(5² − 1,4²) = √(25 − 1,96) = √23,04 = 4,8 m.',
  ),
  options(
    3615,
    'geometria.pitagoras',
    'geometry',
    'La diagonal de un rectángulo de 9 cm por 12 cm mide:',
    ['21 cm', '√63 cm', '15 cm', '10,5 cm'],
    2,
    'd = √(9² + 12²) = √225 = 15 cm.',
    () => close(Math.hypot(9, 12), 15),
  ),
  // ── Unit 4: right triangles ──
  parts(
    3616,
    'trigonometria.triangulo-rectangulo',
    'geometry',
    'En un triángulo rectángulo la hipotenusa mide 10 cm y uno de sus ángulos agudos mide 35°.',
    [
      ['Calcular el cateto opuesto a ese ángulo.', '≈ 5,74 cm'],
      ['Calcular el cateto adyacente.', '≈ 8,19 cm'],
    ],
    'a) 10 · sen 35° ≈ 5,736 cm. b) 10 · cos 35° ≈ 8,192 cm.',
    () => [[10 * sin(35)], [10 * cos(35)]],
  ),
  parts(
    3617,
    'trigonometria.triangulo-rectangulo',
    'geometry',
    'Los catetos de un triángulo rectángulo miden 7 cm y 24 cm.',
    [
      ['Hallar la hipotenusa.', '25 cm'],
      ['Hallar el menor de sus ángulos agudos.', '≈ 16,26°'],
    ],
    'a) √(49 + 576) = √625 = 25 cm. b) El menor ángulo está frente al menor cateto: tg α = 7/24, α ≈ 16,26°.',
    () => [[Math.hypot(7, 24)], [deg(Math.atan(7 / 24))]],
  ),
  numeric(
    3618,
    'trigonometria.triangulo-rectangulo',
    'geometry',
    'Una persona cuyos ojos están a 1,6 m del suelo observa la punta de una torre con un ángulo de elevación de 32°, parada a 40 m del pie de la torre. ¿Cuál es la altura de la torre?',
    { value: () => 40 * tan(32) + 1.6, unit: 'm', text: 'h ≈ 26,59 m', absolute: 0.02 },
    'Por encima de los ojos: 40 · tg 32° ≈ 24,99 m; más 1,6 m: h ≈ 26,59 m.',
  ),
  numeric(
    3619,
    'trigonometria.triangulo-rectangulo',
    'geometry',
    'Desde lo alto de un faro de 45 m se ve un bote con un ángulo de depresión de 18°. ¿A qué distancia del pie del faro está el bote?',
    { value: () => 45 / tan(18), unit: 'm', text: 'd ≈ 138,50 m', absolute: 0.05 },
    'El ángulo de depresión es igual al de elevación desde el bote: tg 18° = 45/d, d = 45/0,3249 ≈ 138,50 m.',
  ),
  options(
    3620,
    'trigonometria.triangulo-rectangulo',
    'geometry',
    'Un poste vertical de 6 m proyecta una sombra de 8 m sobre el suelo horizontal. El ángulo de elevación del sol es:',
    ['53,13°', '36,87°', '48,59°', '41,41°'],
    1,
    'tg α = 6/8 = 0,75, α ≈ 36,87°.',
    () => close(deg(Math.atan(6 / 8)), 36.87),
  ),
  // ── Unit 4: oblique triangles ──
  numeric(
    3621,
    'trigonometria.triangulos-oblicuangulos',
    'geometry',
    'En un triángulo, el lado a mide 10 cm, el ángulo opuesto α mide 40° y el ángulo β mide 65°. Calcular el lado b, opuesto a β.',
    { value: () => (10 * sin(65)) / sin(40), unit: 'cm', text: 'b ≈ 14,10 cm', absolute: 0.02 },
    'Teorema del seno: b = a · sen β / sen α = 10 · 0,9063 / 0,6428 ≈ 14,10 cm.',
  ),
  options(
    3622,
    'trigonometria.triangulos-oblicuangulos',
    'geometry',
    'Dos lados de un triángulo miden 7 cm y 9 cm, y el ángulo comprendido entre ellos mide 60°. El tercer lado mide:',
    ['√67 cm', '√130 cm', '√193 cm', '8 cm'],
    0,
    'Teorema del coseno: c² = 49 + 81 − 2 · 7 · 9 · ½ = 67, c = √67 ≈ 8,19 cm.',
    () => close(thirdSide(7, 9, 60), Math.sqrt(67)),
  ),
  numeric(
    3623,
    'trigonometria.triangulos-oblicuangulos',
    'geometry',
    'Los lados de un triángulo miden 5 cm, 6 cm y 7 cm. Calcular la medida de su mayor ángulo.',
    { value: () => deg(Math.acos((25 + 36 - 49) / 60)), unit: '°', text: '≈ 78,46°', absolute: 0.02 },
    'El mayor ángulo está frente al lado de 7 cm: cos γ = (25 + 36 − 49)/(2 · 5 · 6) = 0,2, γ ≈ 78,46°.',
  ),
  numeric(
    3624,
    'trigonometria.triangulos-oblicuangulos',
    'geometry',
    'Dos barcos salen a la vez de un puerto por rumbos que forman un ángulo de 40°. Cuando el primero recorrió 30 km y el segundo 45 km, ¿qué distancia los separa?',
    { value: () => thirdSide(30, 45, 40), unit: 'km', text: 'd ≈ 29,27 km', absolute: 0.02 },
    'Teorema del coseno: d² = 30² + 45² − 2 · 30 · 45 · cos 40° ≈ 856,68, d ≈ 29,27 km.',
  ),
  // ── Unit 5: angle measure and arcs ──
  options(
    3625,
    'trigonometria.sistemas-de-medicion',
    'trigonometry',
    'Un ángulo de 150° expresado en radianes es:',
    ['3π/4', '5π/6', '2π/3', '5π/3'],
    1,
    '150° · π/180° = 5π/6.',
    () => close(rad(150), (5 * Math.PI) / 6, 1e-12),
  ),
  numeric(
    3626,
    'trigonometria.sistemas-de-medicion',
    'trigonometry',
    'Expresar en grados sexagesimales el ángulo de 7π/12 radianes.',
    { value: () => deg((7 * Math.PI) / 12), unit: '°', text: '105°' },
    '7π/12 · 180°/π = 105°.',
  ),
  parts(
    3627,
    'trigonometria.arcos',
    'trigonometry',
    'En una circunferencia de 4 cm de radio, un ángulo central abarca un arco de 10 cm.',
    [
      ['Expresar el ángulo central en radianes.', '2,5 rad'],
      ['Expresarlo en grados, minutos y segundos.', '143° 14′ 22″'],
    ],
    'a) α = s/r = 10/4 = 2,5 rad. b) 2,5 · 180°/π ≈ 143,2394° = 143° 14′ 22″.',
    () => [[10 / 4], [143, 14, 22]],
  ),
  numeric(
    3628,
    'trigonometria.arcos',
    'trigonometry',
    '¿Qué longitud tiene el arco que abarca un ángulo central de 72° en una circunferencia de 15 cm de radio?',
    { value: () => 15 * rad(72), unit: 'cm', text: 's = 6π ≈ 18,85 cm', absolute: 0.02 },
    '72° = 2π/5 rad; s = r · α = 15 · 2π/5 = 6π ≈ 18,85 cm.',
  ),
  // ── Unit 5: signs, one ratio from another, reduction ──
  options(
    3629,
    'trigonometria.cuadrantes',
    'trigonometry',
    'Si sen α < 0 y tg α > 0, el ángulo α pertenece al:',
    ['primer cuadrante', 'segundo cuadrante', 'tercer cuadrante', 'cuarto cuadrante'],
    2,
    'Seno negativo: tercer o cuarto cuadrante; tangente positiva: primero o tercero. Queda el tercero.',
  ),
  parts(
    3630,
    'trigonometria.razones',
    'trigonometry',
    'Sabiendo que cos x = −3/5 y que x es un ángulo del segundo cuadrante:',
    [
      ['calcular sen x;', 'sen x = 4/5'],
      ['calcular tg x.', 'tg x = −4/3'],
    ],
    'a) sen x = +√(1 − 9/25) = 4/5 (positivo en el segundo cuadrante). b) tg x = (4/5)/(−3/5) = −4/3.',
    () => [[4 / 5], [-4 / 3]],
  ),
  parts(
    3631,
    'trigonometria.razones',
    'trigonometry',
    'Si tg x = 5/12 y x está en el tercer cuadrante, hallar:',
    [
      ['sen x', 'sen x = −5/13'],
      ['cos x', 'cos x = −12/13'],
    ],
    'sec² x = 1 + 25/144 = 169/144; en el tercer cuadrante cos x = −12/13 y sen x = tg x · cos x = −5/13.',
    () => [[-5 / 13], [-12 / 13]],
  ),
  options(
    3632,
    'trigonometria.razones',
    'trigonometry',
    'Si sen x = 2/3 y cos x < 0, entonces tg x vale:',
    ['2√5/5', '−2√5/5', '−√5/2', '−2/3'],
    1,
    'cos x = −√(1 − 4/9) = −√5/3; tg x = (2/3)/(−√5/3) = −2/√5 = −2√5/5.',
    () => close(2 / 3 / -Math.sqrt(1 - 4 / 9), (-2 * Math.sqrt(5)) / 5, 1e-12),
  ),
  numeric(
    3633,
    'trigonometria.reduccion',
    'trigonometry',
    'Calcular el valor exacto de sen 210° + cos 300° − tg 135°.',
    { value: () => sin(210) + cos(300) - tan(135), text: '1' },
    'sen 210° = −sen 30° = −½; cos 300° = cos 60° = ½; tg 135° = −tg 45° = −1. Suma: −½ + ½ + 1 = 1.',
  ),
  options(
    3634,
    'trigonometria.reduccion',
    'trigonometry',
    'El valor de 2 sen 150° − cos² 225° es:',
    ['0', '1', '3/2', '−½'],
    4,
    'sen 150° = ½, cos 225° = −√2/2 y su cuadrado ½: 2 · ½ − ½ = ½, que no está entre las opciones.',
    () => close(2 * sin(150) - cos(225) ** 2, 0.5, 1e-12),
  ),
  // ── Unit 5: identities ──
  options(
    3635,
    'trigonometria.identidades',
    'trigonometry',
    'La expresión (1 − cos² x)/(sen x · cos x) es equivalente a:',
    ['cotg x', 'sen x', 'tg x', 'sec x'],
    2,
    '1 − cos² x = sen² x; sen² x/(sen x · cos x) = sen x/cos x = tg x.',
    () =>
      [0.3, 1.1, 2.5].every((x) =>
        close((1 - Math.cos(x) ** 2) / (Math.sin(x) * Math.cos(x)), Math.tan(x), 1e-9),
      ),
  ),
  options(
    3636,
    'trigonometria.identidades',
    'trigonometry',
    'Simplificar sec x − cos x. Se obtiene:',
    ['sen x · tg x', 'cos x · cotg x', 'sen² x', '1'],
    0,
    'sec x − cos x = (1 − cos² x)/cos x = sen² x/cos x = sen x · tg x.',
    () => [0.4, 1.2, 2.8].every((x) => close(1 / Math.cos(x) - Math.cos(x), Math.sin(x) * Math.tan(x), 1e-9)),
  ),
  parts(
    3637,
    'trigonometria.identidades',
    'trigonometry',
    'Sabiendo que sen x = 3/5 y que x es un ángulo agudo, calcular:',
    [
      ['sen 2x', 'sen 2x = 24/25'],
      ['cos 2x', 'cos 2x = 7/25'],
    ],
    'cos x = 4/5. a) sen 2x = 2 · 3/5 · 4/5 = 24/25. b) cos 2x = cos² x − sen² x = 16/25 − 9/25 = 7/25.',
    () => [[24 / 25], [7 / 25]],
  ),
  options(
    3638,
    'trigonometria.identidades',
    'trigonometry',
    'Usando sen(α + β), el valor exacto de sen 75° es:',
    ['(√6 − √2)/4', '(√6 + √2)/4', '(√3 + 1)/2', '√3/2 + √2/2'],
    1,
    'sen 75° = sen 45° cos 30° + cos 45° sen 30° = √2/2 · √3/2 + √2/2 · ½ = (√6 + √2)/4.',
    () => close(sin(75), (Math.sqrt(6) + Math.sqrt(2)) / 4, 1e-12),
  ),
  // ── Unit 5: trigonometric equations ──
  options(
    3639,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Las soluciones de 2 cos x − 1 = 0 en [0°; 360°) son:',
    ['30° y 150°', '60° y 120°', '60° y 300°', '120° y 240°'],
    2,
    'cos x = ½: x = 60° en el primer cuadrante y x = 300° en el cuarto.',
    () => zerosInDegrees((x) => 2 * cos(x) - 1).join() === '60,300',
  ),
  parts(
    3640,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Resolver en [0°; 360°):',
    [
      ['2 sen² x − sen x − 1 = 0', 'x = 90°; 210°; 330°'],
      ['tg x = −√3', 'x = 120°; 300°'],
    ],
    'a) (2 sen x + 1)(sen x − 1) = 0: sen x = 1 da 90°; sen x = −½ da 210° y 330°. b) tg x = −√3 en el segundo y cuarto cuadrantes: 120° y 300°.',
    () => [
      zerosInDegrees((x) => 2 * sin(x) ** 2 - sin(x) - 1),
      zerosInDegrees((x) => (Math.abs(cos(x)) < 1e-9 ? 1 : tan(x) + Math.sqrt(3))),
    ],
  ),
  numeric(
    3641,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Hallar el ángulo x del primer cuadrante que cumple cos² x − sen² x = ½.',
    { value: () => 30, unit: '°', text: 'x = 30°' },
    'cos² x − sen² x = cos 2x = ½; con 0° < x < 90°, 2x = 60° y x = 30°.',
  ),
  options(
    3642,
    'trigonometria.ecuaciones',
    'trigonometry',
    'En el intervalo [0; 2π), la ecuación sen x = cos x tiene por soluciones:',
    ['π/4 y 5π/4', 'π/4 y 3π/4', 'π/4 y 7π/4', 'solo π/4'],
    0,
    'Dividiendo por cos x ≠ 0: tg x = 1, x = π/4 y x = π/4 + π = 5π/4.',
    () => zerosInDegrees((x) => sin(x) - cos(x)).join() === '45,225',
  ),
  // ── Unit 6: domain and image ──
  options(
    3643,
    'funciones.dominio',
    'functions',
    'El dominio natural de f(x) = √(6 − 2x) es:',
    ['(−∞; 3]', '[3; +∞)', '(−∞; 3)', 'ℝ − {3}'],
    0,
    '6 − 2x ≥ 0 ⇔ x ≤ 3: Dom f = (−∞; 3].',
  ),
  options(
    3644,
    'funciones.dominio',
    'functions',
    'Indicar el dominio de g(x) = (x + 1)/(x² − 9).',
    ['ℝ − {3}', 'ℝ − {−3; 3}', 'ℝ − {−1}', 'ℝ − {−3; −1; 3}'],
    1,
    'El denominador se anula en x = ±3: Dom g = ℝ − {−3; 3}.',
  ),
  options(
    3645,
    'funciones.dominio',
    'functions',
    'El dominio de h(x) = log(2x − 8) es:',
    ['(4; +∞)', '[4; +∞)', '(−∞; 4)', '(8; +∞)'],
    0,
    '2x − 8 > 0 ⇔ x > 4: Dom h = (4; +∞).',
  ),
  // ── Unit 6: the quadratic function ──
  parts(
    3646,
    'funciones.cuadratica',
    'functions',
    'Dada f(x) = x² − 2x − 8:',
    [
      ['hallar sus raíces;', 'x = −2; x = 4'],
      ['hallar el vértice y el eje de simetría;', 'V = (1; −9); eje x = 1'],
      ['indicar el conjunto de negatividad.', 'C⁻ = (−2; 4)'],
    ],
    'a) x = [2 ± √(4 + 32)]/2 = (2 ± 6)/2: −2 y 4. b) xv = 1, f(1) = −9; eje x = 1. c) a > 0: f < 0 entre las raíces, (−2; 4).',
    () => [quadraticRoots(1, -2, -8), vertex(1, -2, -8), quadraticRoots(1, -2, -8)],
  ),
  parts(
    3647,
    'funciones.cuadratica',
    'functions',
    'Sea f(x) = 2x² + 8x + 6.',
    [
      ['Escribirla en forma canónica.', 'f(x) = 2(x + 2)² − 2'],
      ['Escribirla en forma factorizada.', 'f(x) = 2(x + 1)(x + 3)'],
    ],
    'a) xv = −2, f(−2) = 8 − 16 + 6 = −2: f(x) = 2(x + 2)² − 2. b) Raíces −1 y −3: f(x) = 2(x + 1)(x + 3).',
    () => [
      [2, 2, 2],
      [2, 1, 3],
    ],
  ),
  options(
    3648,
    'funciones.cuadratica',
    'functions',
    'La imagen de f(x) = −x² + 6x − 5 es:',
    ['[4; +∞)', '(−∞; 4]', '(−∞; 3]', '(−∞; −5]'],
    1,
    'a < 0: la parábola tiene un máximo en xv = 3, f(3) = −9 + 18 − 5 = 4. Im f = (−∞; 4].',
    () => close(vertex(-1, 6, -5)[1] ?? Number.NaN, 4, 1e-12),
  ),
  parts(
    3649,
    'funciones.cuadratica',
    'functions',
    'Para g(x) = −x² + 6x − 5, determinar:',
    [
      ['el intervalo de crecimiento;', '(−∞; 3)'],
      ['el conjunto de positividad.', 'C⁺ = (1; 5)'],
    ],
    'a) a < 0 y xv = 3: g crece en (−∞; 3) y decrece en (3; +∞). b) Raíces 1 y 5; g > 0 entre ellas: (1; 5).',
    () => [[3], quadraticRoots(-1, 6, -5)],
  ),
  numeric(
    3650,
    'funciones.cuadratica',
    'functions',
    'Hallar la ordenada del vértice de la parábola y = 3x² − 12x + 1.',
    { value: () => vertex(3, -12, 1)[1] ?? Number.NaN, text: 'yv = −11' },
    'xv = 12/6 = 2; yv = 12 − 24 + 1 = −11.',
  ),
  // ── Unit 6: inverse and composition ──
  options(
    3651,
    'funciones.inversa',
    'functions',
    'La función inversa de f(x) = (3x − 2)/5 es:',
    ['f⁻¹(x) = (5x − 2)/3', 'f⁻¹(x) = (5x + 2)/3', 'f⁻¹(x) = 5/(3x − 2)', 'f⁻¹(x) = (3x + 2)/5'],
    1,
    'x = (3y − 2)/5 ⇒ 5x = 3y − 2 ⇒ y = (5x + 2)/3.',
    () => [-2, 0, 1.5, 7].every((x) => close((3 * ((5 * x + 2) / 3) - 2) / 5, x, 1e-12)),
  ),
  options(
    3652,
    'funciones.inversa',
    'functions',
    'Sea f: ℝ − {3} → ℝ − {2}, f(x) = (2x + 1)/(x − 3). Su inversa es:',
    [
      'f⁻¹(x) = (3x + 1)/(x − 2)',
      'f⁻¹(x) = (x − 3)/(2x + 1)',
      'f⁻¹(x) = (3x − 1)/(x + 2)',
      'f⁻¹(x) = (x + 1)/(2x − 3)',
    ],
    0,
    'x = (2y + 1)/(y − 3) ⇒ xy − 3x = 2y + 1 ⇒ y(x − 2) = 3x + 1 ⇒ y = (3x + 1)/(x − 2).',
    () =>
      [-4, 0, 1, 5].every((x) =>
        close((2 * ((3 * x + 1) / (x - 2)) + 1) / ((3 * x + 1) / (x - 2) - 3), x, 1e-9),
      ),
  ),
  parts(
    3653,
    'funciones.composicion',
    'functions',
    'Dadas f(x) = x² + 1 y g(x) = 2x − 3:',
    [
      ['calcular (f ∘ g)(2);', '2'],
      ['hallar (g ∘ f)(x).', '(g ∘ f)(x) = 2x² − 1'],
    ],
    'a) g(2) = 1, f(1) = 2. b) g(f(x)) = 2(x² + 1) − 3 = 2x² − 1.',
    () => [[2], [2, 2, 1]],
  ),
  options(
    3654,
    'funciones.composicion',
    'functions',
    'Si f(x) = √x y g(x) = x − 4, el dominio de f ∘ g es:',
    ['[0; +∞)', '[4; +∞)', '[−4; +∞)', 'ℝ'],
    1,
    '(f ∘ g)(x) = √(x − 4), definida si x − 4 ≥ 0: [4; +∞).',
  ),
  // ── Unit 6: linear and absolute value ──
  parts(
    3655,
    'funciones.lineal',
    'functions',
    'Una función lineal f cumple f(1) = 5 y f(3) = 9.',
    [
      ['Hallar su fórmula.', 'f(x) = 2x + 3'],
      ['Hallar su cero.', 'x = −3/2'],
    ],
    'a) m = (9 − 5)/(3 − 1) = 2; b = 5 − 2 = 3: f(x) = 2x + 3. b) 2x + 3 = 0, x = −3/2.',
    () => [[2, 3], [-1.5]],
  ),
  options(
    3656,
    'funciones.lineal',
    'functions',
    'La recta 3x + 2y − 6 = 0 tiene pendiente y ordenada al origen:',
    ['m = 3/2; b = 3', 'm = −3/2; b = 3', 'm = −3/2; b = −3', 'm = −2/3; b = 6'],
    1,
    'y = −3/2 x + 3: m = −3/2, b = 3.',
  ),
  parts(
    3657,
    'funciones.valor-absoluto',
    'functions',
    'Sea f(x) = |2x − 6|.',
    [
      ['Calcular f(−1).', '8'],
      ['Hallar los x tales que f(x) = 4.', 'x = 1; x = 5'],
    ],
    'a) |−2 − 6| = 8. b) 2x − 6 = 4 da x = 5; 2x − 6 = −4 da x = 1.',
    () => [[8], [1, 5]],
  ),
  // ── Unit 6: exponential and logarithmic ──
  parts(
    3658,
    'funciones.exponencial',
    'functions',
    'Dada f(x) = 2^(x − 1) + 3:',
    [
      ['calcular f(3);', '7'],
      ['indicar la ecuación de su asíntota horizontal.', 'y = 3'],
    ],
    'a) 2² + 3 = 7. b) 2^(x − 1) > 0 tiende a 0 cuando x → −∞: la asíntota es y = 3 (e Im f = (3; +∞)).',
    () => [[7], [3]],
  ),
  numeric(
    3659,
    'funciones.exponencial',
    'functions',
    'Un cultivo tiene 500 bacterias y su número se duplica cada 3 horas, según N(t) = 500 · 2^(t/3), con t en horas. ¿Al cabo de cuántas horas habrá 4000 bacterias?',
    { value: () => 3 * Math.log2(4000 / 500), unit: 'h', text: 't = 9 h' },
    '2^(t/3) = 8 = 2³: t/3 = 3, t = 9 h.',
  ),
  parts(
    3660,
    'funciones.logaritmica',
    'functions',
    'Sea f(x) = log₂(x + 4).',
    [
      ['Indicar su dominio.', '(−4; +∞)'],
      ['Hallar su cero.', 'x = −3'],
    ],
    'a) x + 4 > 0: (−4; +∞). b) log₂(x + 4) = 0 ⇔ x + 4 = 1, x = −3.',
    () => [[-4], [-3]],
  ),
  options(
    3661,
    'funciones.inversa',
    'functions',
    'La inversa de f(x) = 3^x − 2 es:',
    ['f⁻¹(x) = log₃ x + 2', 'f⁻¹(x) = log₃(x + 2)', 'f⁻¹(x) = log₃(x − 2)', 'f⁻¹(x) = 3^(x + 2)'],
    1,
    'x = 3^y − 2 ⇒ 3^y = x + 2 ⇒ y = log₃(x + 2).',
    () => [0, 1, 7].every((x) => close(3 ** (Math.log(x + 2) / Math.log(3)) - 2, x, 1e-9)),
  ),
  options(
    3662,
    'funciones.propiedades',
    'functions',
    '¿Cuál de estas funciones es par?',
    ['f(x) = x³ − x', 'f(x) = x⁴ − 3x²', 'f(x) = 2x + 1', 'f(x) = x² + x'],
    1,
    'f(−x) = (−x)⁴ − 3(−x)² = x⁴ − 3x² = f(x); las otras no cumplen f(−x) = f(x).',
    () => [0.5, 2, 3].every((x) => close(x ** 4 - 3 * x ** 2, (-x) ** 4 - 3 * (-x) ** 2, 1e-12)),
  ),
  // ── A second wave, written after the first round of fixes and measured before any change for it ──
  numeric(
    3663,
    'geometria.areas',
    'geometry',
    'Calcular la superficie lateral de un cilindro de 2 m de diámetro y 3 m de altura.',
    { value: () => 2 * Math.PI * 1 * 3, unit: 'm²', text: 'A = 6π ≈ 18,85 m²', absolute: 0.02 },
    'r = 1 m: A_L = 2πrh = 2π · 1 · 3 = 6π ≈ 18,85 m².',
  ),
  options(
    3664,
    'trigonometria.razones',
    'trigonometry',
    'Si cos β = 5/13 y tg β < 0, entonces sen β es igual a:',
    ['12/13', '−12/13', '−5/12', '5/12'],
    1,
    'Coseno positivo y tangente negativa: cuarto cuadrante, donde el seno es negativo. sen β = −√(1 − 25/169) = −12/13.',
    () => close(-Math.sqrt(1 - 25 / 169), -12 / 13, 1e-12),
  ),
  numeric(
    3665,
    'trigonometria.triangulos-oblicuangulos',
    'geometry',
    'Un avión y un helicóptero despegan del mismo aeropuerto en direcciones que forman 65°. Cuando el avión está a 120 km del aeropuerto y el helicóptero a 40 km, ¿a qué distancia están entre sí?',
    { value: () => thirdSide(120, 40, 65), unit: 'km', text: 'd ≈ 109,28 km', absolute: 0.02 },
    'Teorema del coseno: d² = 120² + 40² − 2 · 120 · 40 · cos 65° ≈ 11.942,87, d ≈ 109,28 km.',
  ),
  parts(
    3666,
    'geometria.areas',
    'geometry',
    'Un sector circular tiene 12 cm de radio y un ángulo central de 150°.',
    [
      ['Calcular su área.', '60π ≈ 188,50 cm²'],
      ['Calcular la longitud de su arco.', '10π ≈ 31,42 cm'],
    ],
    'a) A = 150/360 · π · 144 = 60π ≈ 188,50 cm². b) s = 150/360 · 2π · 12 = 10π ≈ 31,42 cm.',
    () => [[60 * Math.PI], [10 * Math.PI]],
  ),
  options(
    3667,
    'trigonometria.identidades',
    'trigonometry',
    'La expresión (tg x · cos x)/sen x es igual a:',
    ['sen x', 'cos x', '1', 'tg x'],
    2,
    'tg x · cos x = sen x; sen x / sen x = 1.',
    () => [0.4, 1.2, 2.8].every((x) => close((Math.tan(x) * Math.cos(x)) / Math.sin(x), 1, 1e-9)),
  ),
  options(
    3668,
    'trigonometria.ecuaciones',
    'trigonometry',
    'Las soluciones de cos² x = 1/4 en [0°; 360°) son:',
    ['60° y 300°', '60°, 120°, 240° y 300°', '120° y 240°', '30°, 150°, 210° y 330°'],
    1,
    'cos x = ½ da 60° y 300°; cos x = −½ da 120° y 240°.',
    () => zerosInDegrees((x) => cos(x) ** 2 - 0.25).join() === '60,120,240,300',
  ),
  numeric(
    3669,
    'funciones.exponencial',
    'functions',
    'Un medicamento se elimina de la sangre según C(t) = 64 · (1/2)^t, con C en mg y t en horas. ¿Después de cuántas horas quedan 4 mg?',
    { value: () => Math.log2(64 / 4), unit: 'h', text: 't = 4 h' },
    '(1/2)^t = 4/64 = 1/16 = (1/2)⁴: t = 4 h.',
  ),
  parts(
    3670,
    'funciones.lineal',
    'functions',
    'La función lineal h satisface h(−1) = 7 y h(2) = −2.',
    [
      ['Determinar su pendiente.', 'm = −3'],
      ['Hallar su ordenada al origen.', 'b = 4'],
    ],
    'a) m = (−2 − 7)/(2 − (−1)) = −9/3 = −3. b) 7 = −3 · (−1) + b, b = 4.',
    () => [[-3], [4]],
  ),
];
