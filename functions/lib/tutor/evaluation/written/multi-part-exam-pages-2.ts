/**
 * Whole exam items in parts, in layouts and words the first page set (multi-part-exam-pages.ts) does
 * not use (#32): «i) ii) iii)» orders, «1. 2. 3.» on lines of their own, «Se pide:» over a list, each
 * part headed by «Determine», «Indique», «Justifique» or «Plantee y resuelva», the data given after the
 * parts, and later parts that use what an earlier one found (a speed found first and then the distance,
 * a balanced equation and then its moles). Physics pages follow one body through kinematics, dynamics
 * and energy (a car that brakes, a crate down an incline, a sled with friction), a circuit with several
 * questions, throws, a pulley and a beam; mathematics pages a parabola (roots, vertex, axis, image), a
 * line through two points and its parallel or perpendicular, a system and its check, a polynomial's
 * value, roots and factorisation, a right triangle; chemistry pages a reaction to balance with its
 * moles, masses and volumes in CNPT, and the reagent in excess. Every statement, object and number is
 * our own; each key was worked by hand and is recomputed by `check` (chemistry with the science
 * kernel's atomic masses, molar volume and Avogadro's number).
 *
 * Problems whose parts the student pastes after the statement, one a line, are `multi-part`; those
 * whose parts sit inside the statement's own text are `open`, keyed by every part's number at once.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (first-term, final and make-up papers of another UTN regional, 2022–2025, as compiled by students:
 *   read for how they word a task — «Sea L₁ la recta…», «Hallar…», «Determinar…», «Calcular…» — not
 *   for their numbers);
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica_EJERCICIOS_COMPLEMENTARIOS_-_F%C3%8DSICA.pdf
 *   (FRM's complementary physics exercises: a marble off a table in two parts, a crate down an incline
 *   with friction, two blocks pushed together, a beam and its reactions, a motor's power);
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica_RESOLUCI%C3%93N_DE_EJERCICIOS_SEMINARIO_UNIVERSITARIO_MATEM%C3%81TICA.pdf
 *   (FRM's worked mathematics exercises: polynomials and their factorisation, lines through points,
 *   systems classified and solved, word problems with two unknowns, right triangles).
 *
 * Measured before any change for it (offline engine, at 1b77fda): 19/40 right, 0 stated wrong, 18 sure.
 * Of the 21 missed, the parts ordered with «usted» («Determine…», «Halle…», «Calcule…») were read as
 * options or not split, and later parts that needed an earlier result (a speed, a line, moles) or read
 * data of another part were declined; one part was answered sure and wrong inside a declined whole (a
 * train's accelerating stretch read with the time of the next one). After the fixes: 36/40, 0 wrong.
 * The last ten (10550…10559) were written after those fixes, in other words and numbers, and measured
 * once before any change for them: 7/10 right, 0 wrong.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { AVOGADRO, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { onThePage, type Part, type Parts, writtenSet } from './builders.ts';

/** One per cent of the key, at least 0,01: the replies round to two decimals. */
const onePercent = (value: number) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.01) });

const EXAMS = 'utn-ingreso-parciales-2022-2025';
const SOURCES = {
  fisica: [EXAMS, 'frm-seminario-fisica-ejercicios-complementarios'],
  matematicas: [EXAMS, 'frm-seminario-matematica-resolucion-de-ejercicios'],
  quimica: [EXAMS, 'frba-quimica-programa'],
} as const;

const setOf = (subject: keyof typeof SOURCES) =>
  writtenSet({ subject, modelledOn: SOURCES[subject], difficulty: 'medio', tolerance: onePercent });
const physics = setOf('fisica');
const maths = setOf('matematicas');
const chemistry = setOf('quimica');

/** Parts written inside the statement, as the page prints them: the key states every part's number. */
const page = onThePage(SOURCES);

/** Parts answered by an expression (a vertex, the roots, a factorisation), checked by their numbers. */
function expressionParts(
  id: number,
  subtopic: string,
  statement: string,
  asked: readonly [label: Part['label'], prompt: string, key: string][],
  check: () => number[][],
  solution: string,
): Parts {
  return {
    id: `exs-mat-${id}`,
    subject: 'matematicas',
    subtopic,
    statement,
    modelledOn: [...SOURCES.matematicas],
    difficulty: 'medio',
    solution,
    format: 'multi-part',
    parts: asked.map(([label, prompt, text]) => ({ label, prompt, answer: { kind: 'expression', text } })),
    check,
  };
}

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));
const deg = (angle: number) => (angle * Math.PI) / 180;

const KIN = 'mecanica.cinematica';
const DYN = 'mecanica.dinamica';
const ENERGY = 'mecanica.trabajo-energia';
const STATICS = 'mecanica.estatica';
const PULLEYS = 'mecanica.tension-poleas';
const CIRCUITS = 'electricidad.circuitos-ohm';

const physicsProblems: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    10500,
    DYN,
    'Sobre un cuerpo de 2 kg, inicialmente en reposo sobre un piso horizontal liso, actúa durante 5 s una fuerza horizontal constante de 8 N. i) Determine la aceleración del cuerpo. ii) Determine la velocidad que tiene al cabo de los 5 s. iii) Determine su energía cinética en ese instante.',
    'i) 4 m/s²; ii) 20 m/s; iii) 400 J',
    () => [8 / 2, (8 / 2) * 5, 0.5 * 2 * ((8 / 2) * 5) ** 2],
    'a = F/m = 8/2 = 4 m/s²; v = a t = 4 · 5 = 20 m/s; Ec = ½ · 2 · 20² = 400 J.',
  ),
  page(
    'fisica',
    10501,
    'mecanica.trabajo-plano-inclinado',
    'Un cajón de 20 kg se suelta desde el reposo en lo alto de una rampa sin rozamiento de 12 m de largo, inclinada 37° respecto de la horizontal (g = 10 m/s²; sen 37° = 0,6). Se pide:\n1. la aceleración del cajón;\n2. el tiempo que tarda en llegar al pie de la rampa;\n3. la velocidad con que llega abajo;\n4. el trabajo que realiza el peso en todo el recorrido.',
    '1. 6 m/s²; 2. 2 s; 3. 12 m/s; 4. 1440 J',
    () => [10 * 0.6, Math.sqrt((2 * 12) / (10 * 0.6)), Math.sqrt(2 * 10 * 0.6 * 12), 20 * 10 * 0.6 * 12],
    'a = g sen 37° = 6 m/s²; 12 = ½ · 6 · t² ⇒ t = 2 s; v = 6 · 2 = 12 m/s; W = m g h = 20 · 10 · (12 · 0,6) = 1440 J.',
  ),
  physics.parts(
    10502,
    CIRCUITS,
    'Dos resistencias de 6 Ω y 12 Ω se conectan en paralelo a una batería ideal de 12 V.',
    [
      physics.part('a', 'Determine la resistencia equivalente.', 4, 'Ω', '4 Ω'),
      physics.part('b', 'Determine la intensidad de corriente que entrega la batería.', 3, 'A', '3 A'),
      physics.part('c', 'Indique la corriente que circula por la resistencia de 6 Ω.', 2, 'A', '2 A'),
      physics.part('d', 'Calcule la potencia total que disipa el circuito.', 36, 'W', '36 W'),
    ],
    () => [[(6 * 12) / (6 + 12)], [12 / ((6 * 12) / (6 + 12))], [12 / 6], [12 * (12 / 4)]],
    'Req = 6 · 12/(6 + 12) = 4 Ω; I = 12/4 = 3 A; I₁ = 12/6 = 2 A; P = V I = 12 · 3 = 36 W.',
  ),
  page(
    'fisica',
    10503,
    CIRCUITS,
    'Tres resistencias de 2 Ω, 3 Ω y 5 Ω están conectadas en serie a una fuente de 20 V.\na) Determine la resistencia equivalente.\nb) Determine la intensidad de la corriente.\nc) Indique la diferencia de potencial en la resistencia de 5 Ω.\nd) Calcule la potencia que disipa todo el circuito.',
    'a) 10 Ω; b) 2 A; c) 10 V; d) 40 W',
    () => [2 + 3 + 5, 20 / 10, 5 * 2, 20 * 2],
    'Req = 2 + 3 + 5 = 10 Ω; I = 20/10 = 2 A; V₅ = 5 · 2 = 10 V; P = 20 · 2 = 40 W.',
  ),
  physics.parts(
    10504,
    DYN,
    'Un auto de 1200 kg que circula a 108 km/h frena con desaceleración constante y se detiene en 6 s.',
    [
      physics.part('a', 'Exprese la velocidad inicial en m/s.', 30, 'm/s', '30 m/s'),
      physics.part('b', 'Determine el módulo de la desaceleración.', 5, 'm/s²', '5 m/s²'),
      physics.part('c', 'Determine la fuerza de frenado.', 6000, 'N', '6000 N'),
      physics.part(
        'd',
        '¿Cuánta energía cinética disipan los frenos hasta detenerlo?',
        540000,
        'J',
        '540 000 J',
      ),
    ],
    () => [[108 / 3.6], [108 / 3.6 / 6], [(1200 * 108) / 3.6 / 6], [0.5 * 1200 * (108 / 3.6) ** 2]],
    '108 km/h = 30 m/s; a = 30/6 = 5 m/s²; F = 1200 · 5 = 6000 N; Ec = ½ · 1200 · 30² = 540 000 J.',
  ),
  page(
    'fisica',
    10505,
    KIN,
    'Desde el suelo se lanza verticalmente hacia arriba una pelota con una velocidad de 25 m/s. a) ¿Cuánto tarda en alcanzar la altura máxima? b) ¿Cuál es esa altura máxima? c) ¿Con qué velocidad vuelve al punto de partida? Justifique. Considere g = 10 m/s² y desprecie el rozamiento con el aire.',
    'a) 2,5 s; b) 31,25 m; c) 25 m/s',
    () => [25 / 10, 25 ** 2 / (2 * 10), 25],
    't = v₀/g = 2,5 s; h = v₀²/(2g) = 625/20 = 31,25 m; sin rozamiento la energía se conserva: vuelve con 25 m/s.',
  ),
  physics.parts(
    10506,
    KIN,
    'Un avión que vuela horizontalmente a 500 m de altura con una velocidad de 100 m/s suelta un paquete (g = 10 m/s²; sin rozamiento con el aire).',
    [
      physics.part('a', '¿Cuánto tarda el paquete en llegar al suelo?', 10, 's', '10 s'),
      physics.part('b', '¿Qué distancia horizontal recorre mientras cae?', 1000, 'm', '1000 m'),
      physics.part(
        'c',
        '¿Cuánto vale la componente vertical de su velocidad al llegar al suelo?',
        100,
        'm/s',
        '100 m/s',
      ),
    ],
    () => [[Math.sqrt((2 * 500) / 10)], [100 * Math.sqrt((2 * 500) / 10)], [10 * Math.sqrt((2 * 500) / 10)]],
    't = √(2 · 500/10) = 10 s; x = 100 · 10 = 1000 m; vy = g t = 100 m/s.',
  ),
  page(
    'fisica',
    10507,
    'mecanica.trabajo-plano-inclinado',
    'Un bloque de 5 kg sube por un plano inclinado 30° empujado por una fuerza de 50 N paralela al plano. El coeficiente de rozamiento dinámico entre el bloque y el plano es 0,2. Determine: a) la fuerza de rozamiento; b) la aceleración del bloque; c) el trabajo de la fuerza aplicada cuando el bloque recorre 4 m sobre el plano. Tome g = 10 m/s².',
    'a) 8,66 N; b) 3,27 m/s²; c) 200 J',
    () => [
      0.2 * 5 * 10 * Math.cos(deg(30)),
      (50 - 5 * 10 * Math.sin(deg(30)) - 0.2 * 5 * 10 * Math.cos(deg(30))) / 5,
      50 * 4,
    ],
    'N = m g cos 30° ≈ 43,30 N; Fr = 0,2 · 43,30 ≈ 8,66 N; a = (50 − 25 − 8,66)/5 ≈ 3,27 m/s²; W = 50 · 4 = 200 J.',
  ),
  physics.parts(
    10508,
    ENERGY,
    'Una esfera de 0,5 kg atada a un hilo se suelta desde el reposo a 1,8 m de altura respecto del punto más bajo de su trayectoria (g = 10 m/s²; sin rozamiento).',
    [
      physics.part(
        'a',
        '¿Cuál es su energía potencial en el punto de partida, respecto del punto más bajo?',
        9,
        'J',
        '9 J',
      ),
      physics.part('b', '¿Con qué velocidad pasa por el punto más bajo?', 6, 'm/s', '6 m/s'),
      physics.part('c', '¿A qué altura su velocidad es de 4 m/s?', 1, 'm', '1 m'),
    ],
    () => [[0.5 * 10 * 1.8], [Math.sqrt(2 * 10 * 1.8)], [1.8 - 4 ** 2 / (2 * 10)]],
    'Ep = 0,5 · 10 · 1,8 = 9 J; v = √(2 · 10 · 1,8) = 6 m/s; 9 = ½ · 0,5 · 16 + 0,5 · 10 · h ⇒ h = 1 m.',
  ),
  page(
    'fisica',
    10509,
    KIN,
    'Un móvil que viaja a 10 m/s acelera uniformemente a razón de 2 m/s² durante 5 s.\n1) Indique la velocidad que alcanza.\n2) Calcule la distancia que recorre en esos 5 s.\n3) Calcule su velocidad media en ese lapso.',
    '1) 20 m/s; 2) 75 m; 3) 15 m/s',
    () => [10 + 2 * 5, 10 * 5 + 0.5 * 2 * 5 ** 2, (10 * 5 + 0.5 * 2 * 5 ** 2) / 5],
    'v = 10 + 2 · 5 = 20 m/s; d = 10 · 5 + ½ · 2 · 25 = 75 m; vm = 75/5 = 15 m/s.',
  ),
  physics.parts(
    10510,
    PULLEYS,
    'Dos cuerpos de 3 kg y 2 kg cuelgan de los extremos de una cuerda inextensible que pasa por una polea ideal. Se los libera desde el reposo. Tome g = 10 m/s².',
    [
      physics.part('a', 'Determine la aceleración del sistema.', 2, 'm/s²', '2 m/s²'),
      physics.part('b', 'Determine la tensión de la cuerda.', 24, 'N', '24 N'),
      physics.part('c', '¿Qué distancia recorre cada cuerpo en los primeros 2 s?', 4, 'm', '4 m'),
    ],
    () => [[((3 - 2) * 10) / 5], [2 * (10 + 2)], [0.5 * 2 * 2 ** 2]],
    'a = (3 − 2) · 10/(3 + 2) = 2 m/s²; T = 2 · (10 + 2) = 24 N; d = ½ · 2 · 4 = 4 m.',
  ),
  page(
    'fisica',
    10511,
    STATICS,
    'Una tabla homogénea de 6 m de largo y 300 N de peso está apoyada en sus dos extremos. A 2 m del extremo izquierdo se coloca un cajón de 600 N. Determine: a) la reacción del apoyo derecho; b) la reacción del apoyo izquierdo.',
    'a) 350 N; b) 550 N',
    () => [(300 * 3 + 600 * 2) / 6, 900 - (300 * 3 + 600 * 2) / 6],
    'Momentos respecto del extremo izquierdo: R_d · 6 = 300 · 3 + 600 · 2 = 2100 ⇒ R_d = 350 N; R_i = 900 − 350 = 550 N.',
  ),
  page(
    'fisica',
    10512,
    ENERGY,
    'Un motor eleva un montacargas de 300 kg a velocidad constante desde el suelo hasta una altura de 18 m en 30 s. Se pide:\na) el peso del montacargas;\nb) el trabajo que realiza el motor;\nc) la potencia que desarrolla, en W.\nDato: g = 9,8 m/s².',
    'a) 2940 N; b) 52 920 J; c) 1764 W',
    () => [300 * 9.8, 300 * 9.8 * 18, (300 * 9.8 * 18) / 30],
    'P = 300 · 9,8 = 2940 N; W = 2940 · 18 = 52 920 J; Pot = 52 920/30 = 1764 W.',
  ),
  physics.parts(
    10513,
    KIN,
    'Un tren parte del reposo y acelera uniformemente a 0,5 m/s² hasta alcanzar una velocidad de 72 km/h; luego mantiene esa velocidad constante durante 2 min.',
    [
      physics.part('a', '¿Cuánto tiempo tarda en alcanzar los 72 km/h?', 40, 's', '40 s'),
      physics.part('b', '¿Qué distancia recorre mientras acelera?', 400, 'm', '400 m'),
      physics.part(
        'c',
        'Con la velocidad alcanzada, ¿qué distancia recorre en el tramo de velocidad constante?',
        2400,
        'm',
        '2400 m',
      ),
    ],
    () => [[72 / 3.6 / 0.5], [(72 / 3.6) ** 2 / (2 * 0.5)], [(72 / 3.6) * 120]],
    '72 km/h = 20 m/s; t = 20/0,5 = 40 s; d = 20²/(2 · 0,5) = 400 m; d₂ = 20 · 120 = 2400 m.',
  ),
  page(
    'fisica',
    10514,
    'mecanica.resortes',
    'Un resorte de constante elástica 200 N/m, comprimido 20 cm, impulsa un bloque de 2 kg sobre una superficie horizontal sin rozamiento; después el bloque sube por una rampa también sin rozamiento.\ni) ¿Cuánta energía tenía almacenada el resorte?\nii) ¿Con qué velocidad se separa el bloque del resorte?\niii) ¿Hasta qué altura sube por la rampa?\nTome g = 10 m/s².',
    'i) 4 J; ii) 2 m/s; iii) 0,2 m',
    () => [
      0.5 * 200 * 0.2 ** 2,
      Math.sqrt((2 * 0.5 * 200 * 0.2 ** 2) / 2),
      (0.5 * 200 * 0.2 ** 2) / (2 * 10),
    ],
    'Ee = ½ · 200 · 0,04 = 4 J; ½ · 2 · v² = 4 ⇒ v = 2 m/s; 2 · 10 · h = 4 ⇒ h = 0,2 m.',
  ),
  physics.parts(
    10515,
    DYN,
    'Un trineo de 50 kg, en reposo sobre la nieve horizontal, es arrastrado por una fuerza horizontal de 150 N. El coeficiente de rozamiento entre el trineo y la nieve es 0,1 (g = 10 m/s²).',
    [
      physics.part('a', 'Determine la fuerza de rozamiento.', 50, 'N', '50 N'),
      physics.part('b', 'Determine la aceleración del trineo.', 2, 'm/s²', '2 m/s²'),
      physics.part('c', '¿Qué velocidad tiene después de recorrer 25 m?', 10, 'm/s', '10 m/s'),
      physics.part('d', '¿Cuál es el trabajo neto sobre el trineo en esos 25 m?', 2500, 'J', '2500 J'),
    ],
    () => [[0.1 * 50 * 10], [(150 - 50) / 50], [Math.sqrt(2 * 2 * 25)], [(150 - 50) * 25]],
    'Fr = 0,1 · 500 = 50 N; a = (150 − 50)/50 = 2 m/s²; v = √(2 · 2 · 25) = 10 m/s; W neto = 100 · 25 = 2500 J.',
  ),
  physics.parts(
    10516,
    'electricidad.potencia-energia',
    'Una plancha de 1100 W funciona conectada a una tensión de 220 V.',
    [
      physics.part('a', '¿Qué intensidad de corriente circula por ella?', 5, 'A', '5 A'),
      physics.part('b', '¿Cuál es su resistencia?', 44, 'Ω', '44 Ω'),
      physics.part('c', '¿Cuánta energía consume en 2 h, en kWh?', 2.2, 'kWh', '2,2 kWh'),
    ],
    () => [[1100 / 220], [220 / (1100 / 220)], [(1100 / 1000) * 2]],
    'I = P/V = 1100/220 = 5 A; R = 220/5 = 44 Ω; E = 1,1 kW · 2 h = 2,2 kWh.',
  ),
  page(
    'fisica',
    10517,
    'mecanica.encuentro-graficos',
    'Un auto A pasa por un semáforo con velocidad constante de 20 m/s. En ese mismo instante parte del reposo desde el semáforo un auto B, en el mismo sentido, con aceleración constante de 2 m/s². Determine: i) el tiempo que tarda B en alcanzar a A; ii) la distancia al semáforo a la que lo alcanza; iii) la velocidad de B en ese instante.',
    'i) 20 s; ii) 400 m; iii) 40 m/s',
    () => [(2 * 20) / 2, 20 * ((2 * 20) / 2), 2 * ((2 * 20) / 2)],
    '20 t = ½ · 2 · t² ⇒ t = 20 s; x = 20 · 20 = 400 m; vB = 2 · 20 = 40 m/s.',
  ),
];

const mathProblems: readonly ExamStyleProblem[] = [
  page(
    'matematicas',
    10520,
    'funciones.cuadratica',
    'Sea f(x) = x² − 4x − 5. a) Determine las raíces de f. b) Determine las coordenadas del vértice. c) Indique la ecuación del eje de simetría. d) Indique la ordenada al origen.',
    'a) x = −1, x = 5; b) V = (2; −9); c) x = 2; d) −5',
    () => [-1, 5, 2, 2 ** 2 - 4 * 2 - 5, 0 ** 2 - 4 * 0 - 5],
    'x = (4 ± 6)/2 ⇒ −1 y 5; xv = 2, f(2) = −9; eje x = 2; f(0) = −5.',
  ),
  expressionParts(
    10521,
    'funciones.cuadratica',
    'Dada la función cuadrática f(x) = −x² + 2x + 8:',
    [
      ['a', 'Halle sus raíces.', 'x = −2; x = 4'],
      ['b', 'Halle el vértice de la parábola.', 'V = (1; 9)'],
      ['c', 'Indique el conjunto imagen.', '(−∞; 9]'],
    ],
    () => [[-2, 4], [1, -1 + 2 + 8], [-1 + 2 + 8]],
    '−x² + 2x + 8 = 0 ⇒ x = −2 y x = 4; xv = 1, f(1) = 9; a < 0 ⇒ Im = (−∞; 9].',
  ),
  maths.parts(
    10522,
    'funciones.cuadratica',
    'Sea g(x) = 3x² − 12x + 7.',
    [
      maths.part('a', '¿Cuál es la abscisa del vértice?', 2, '', '2'),
      maths.part('b', '¿Cuál es el valor mínimo que alcanza g?', -5, '', '−5'),
      maths.part('c', '¿Cuánto vale g(0)?', 7, '', '7'),
    ],
    () => [[12 / 6], [3 * 4 - 24 + 7], [7]],
    'xv = 12/6 = 2; g(2) = 12 − 24 + 7 = −5; g(0) = 7.',
  ),
  page(
    'matematicas',
    10523,
    'funciones.lineal',
    'Sea r la recta que pasa por los puntos A(1; 3) y B(3; 7). i) Halle la ecuación de r. ii) Halle la ecuación de la recta paralela a r que pasa por el punto (0; −2).',
    'i) y = 2x + 1; ii) y = 2x − 2',
    () => [2, 1, 2, -2],
    'm = (7 − 3)/(3 − 1) = 2; 3 = 2 · 1 + b ⇒ b = 1; la paralela tiene m = 2 y pasa por (0; −2): y = 2x − 2.',
  ),
  expressionParts(
    10524,
    'funciones.lineal',
    'La recta L₁ pasa por los puntos (−2; 0) y (0; 4).',
    [
      ['a', 'Halle la ecuación de L₁.', 'y = 2x + 4'],
      ['b', 'Halle la ecuación de la recta L₂, perpendicular a L₁, que pasa por el origen.', 'y = −0,5x'],
      ['c', 'Determine el punto de intersección entre L₁ y L₂.', '(−1,6; 0,8)'],
    ],
    () => [[2, 4], [-0.5], [-4 / 2.5, -0.5 * (-4 / 2.5)]],
    'm = 4/2 = 2, b = 4: y = 2x + 4; L₂: m = −1/2, y = −0,5x; 2x + 4 = −0,5x ⇒ x = −1,6, y = 0,8.',
  ),
  page(
    'matematicas',
    10525,
    'ecuaciones.sistemas',
    'Plantee y resuelva el sistema 2x + 3y = 12; x − y = 1. Verifique la solución hallada en ambas ecuaciones.',
    'x = 3; y = 2',
    () => [3, 2],
    'x = y + 1 ⇒ 2y + 2 + 3y = 12 ⇒ y = 2, x = 3; 2 · 3 + 3 · 2 = 12 y 3 − 2 = 1.',
  ),
  maths.parts(
    10526,
    'ecuaciones.sistemas',
    'Plantee y resuelva: en un estacionamiento hay autos y motos, 30 vehículos en total, y se cuentan 100 ruedas.',
    [
      maths.part('a', '¿Cuántos autos hay?', 20, '', '20'),
      maths.part('b', '¿Cuántas motos hay?', 10, '', '10'),
    ],
    () => [[(100 - 2 * 30) / 2], [30 - (100 - 2 * 30) / 2]],
    'a + m = 30; 4a + 2m = 100 ⇒ 2a = 100 − 60 ⇒ a = 20, m = 10.',
  ),
  expressionParts(
    10527,
    'algebra-basica.polinomios',
    'Sea P(x) = x³ − x² − 4x + 4.',
    [
      ['a', 'Calcule P(2).', 'P(2) = 0'],
      ['b', 'Determine todas las raíces de P.', 'x = −2; x = 1; x = 2'],
      ['c', 'Escriba P(x) como producto de factores lineales.', 'P(x) = (x − 1)(x − 2)(x + 2)'],
    ],
    () => [[8 - 4 - 8 + 4], [-2, 1, 2], [1, 2, -2]],
    'P(2) = 8 − 4 − 8 + 4 = 0; P(x) = x²(x − 1) − 4(x − 1) = (x − 1)(x − 2)(x + 2).',
  ),
  page(
    'matematicas',
    10528,
    'algebra-basica.polinomios',
    'Dado el polinomio P(x) = 2x³ − 3x² − 11x + 6:\n1. Calcule P(3).\n2. Determine todas sus raíces.\n3. Escriba P(x) factorizado.',
    '1. P(3) = 0; 2. x = 3, x = 1/2, x = −2; 3. P(x) = 2(x − 3)(x − 1/2)(x + 2)',
    () => [2 * 27 - 3 * 9 - 11 * 3 + 6, 3, 0.5, -2],
    'P(3) = 54 − 27 − 33 + 6 = 0; Ruffini por x − 3: 2x² + 3x − 2 = (2x − 1)(x + 2); raíces 3, 1/2 y −2.',
  ),
  page(
    'matematicas',
    10529,
    'trigonometria.triangulo-rectangulo',
    'En el triángulo ABC, rectángulo en C, el cateto AC mide 12 cm y la hipotenusa AB mide 13 cm. Calcule:\na) la longitud del cateto BC;\nb) la amplitud del ángulo A;\nc) el área del triángulo.',
    'a) 5 cm; b) ≈ 22,62°; c) 30 cm²',
    () => [Math.sqrt(13 ** 2 - 12 ** 2), (Math.acos(12 / 13) * 180) / Math.PI, (12 * 5) / 2],
    'BC = √(169 − 144) = 5 cm; cos A = 12/13 ⇒ A ≈ 22,62°; área = 12 · 5/2 = 30 cm².',
  ),
  maths.parts(
    10530,
    'funciones.lineal',
    'Una función lineal f tiene pendiente −3 y cumple f(2) = 1.',
    [
      maths.part('a', 'Halle su ordenada al origen.', 7, '', '7'),
      maths.part('b', 'Halle el cero (la raíz) de f.', 7 / 3, '', '7/3 ≈ 2,33'),
      maths.part('c', 'Calcule f(−1).', 10, '', '10'),
    ],
    () => [[1 + 3 * 2], [7 / 3], [-3 * -1 + 7]],
    '1 = −3 · 2 + b ⇒ b = 7; −3x + 7 = 0 ⇒ x = 7/3; f(−1) = 3 + 7 = 10.',
  ),
  page(
    'matematicas',
    10531,
    'funciones.cuadratica',
    'Dada la parábola de ecuación y = x² + 2x − 3, determine las coordenadas del vértice, las raíces y el conjunto imagen.',
    'V = (−1; −4); x = −3, x = 1; Im = [−4; +∞)',
    () => [-1, -4, -3, 1],
    'xv = −1, y(−1) = 1 − 2 − 3 = −4; x = (−2 ± 4)/2 ⇒ −3 y 1; a > 0 ⇒ Im = [−4; +∞).',
  ),
  maths.parts(
    10532,
    'trigonometria.triangulo-rectangulo',
    'Desde lo alto de un faro de 40 m de altura se observa un barco con un ángulo de depresión de 30°.',
    [
      maths.part(
        'a',
        '¿A qué distancia horizontal del pie del faro está el barco?',
        40 / Math.tan(deg(30)),
        'm',
        '≈ 69,28 m',
      ),
      maths.part('b', '¿Qué distancia hay en línea recta desde lo alto del faro al barco?', 80, 'm', '80 m'),
    ],
    () => [[40 / Math.tan(deg(30))], [40 / Math.sin(deg(30))]],
    'd = 40/tg 30° ≈ 69,28 m; visual = 40/sen 30° = 80 m.',
  ),
  page(
    'matematicas',
    10533,
    'ecuaciones.sistemas',
    'Se pide:\n- resolver el sistema x + 2y = 7, 3x − y = 7;\n- con la solución obtenida, calcular el producto x · y.',
    'x = 3, y = 2; x · y = 6',
    () => [3, 2, 6],
    'x = 7 − 2y ⇒ 21 − 6y − y = 7 ⇒ y = 2, x = 3; x · y = 6.',
  ),
];

const chemistryProblems: readonly ExamStyleProblem[] = [
  page(
    'quimica',
    10540,
    'estequiometria.balanceo-relaciones',
    'Dada la reacción sin balancear Al + O₂ → Al₂O₃: a) Balancee la ecuación. b) ¿Cuántos moles de O₂ reaccionan con 4 mol de aluminio? c) ¿Qué masa de Al₂O₃ se obtiene en ese caso?',
    'a) 4 Al + 3 O₂ → 2 Al₂O₃; b) 3 mol; c) 204 g',
    () => [4, 3, 2, 3, 2 * mm('Al2O3')],
    '4 Al + 3 O₂ → 2 Al₂O₃; 4 mol Al · 3/4 = 3 mol O₂; 2 mol Al₂O₃ · 102 = 204 g.',
  ),
  chemistry.parts(
    10541,
    'estequiometria.limitante-pureza-rendimiento',
    'Se hacen reaccionar 8 g de H₂ con 32 g de O₂ según 2 H₂ + O₂ → 2 H₂O.',
    [
      chemistry.part('a', '¿Qué masa de agua se forma?', 36, 'g', '36 g'),
      chemistry.part('b', '¿Qué masa del reactivo en exceso queda sin reaccionar?', 4, 'g', '4 g (de H₂)'),
    ],
    () => [[(32 / mm('O2')) * 2 * mm('H2O')], [8 - (32 / mm('O2')) * 2 * mm('H2')]],
    'n(H₂) = 4 mol, n(O₂) = 1 mol: el O₂ limita (necesita solo 2 mol de H₂); 2 mol H₂O · 18 = 36 g; sobran 2 mol de H₂ = 4 g.',
  ),
  page(
    'quimica',
    10542,
    'estequiometria.gases',
    'Se calientan 200 g de carbonato de calcio, que se descompone según CaCO₃ → CaO + CO₂.\n1. ¿Cuántos moles de CaCO₃ se descomponen?\n2. ¿Qué masa de CaO se obtiene?\n3. ¿Qué volumen de CO₂ se desprende, medido en CNPT?',
    '1. 2 mol; 2. 112 g; 3. 44,8 L',
    () => [200 / mm('CaCO3'), (200 / mm('CaCO3')) * mm('CaO'), (200 / mm('CaCO3')) * MOLAR_VOLUME],
    'n = 200/100 = 2 mol; CaO: 2 · 56 = 112 g; CO₂: 2 · 22,4 = 44,8 L.',
  ),
  chemistry.parts(
    10543,
    'estequiometria.gases',
    'Se queman 22 g de propano según C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O.',
    [
      chemistry.part('a', '¿Cuántos moles de O₂ se consumen?', 2.5, 'mol', '2,5 mol'),
      chemistry.part('b', '¿Qué volumen de CO₂ se forma, medido en CNPT?', 33.6, 'L', '33,6 L'),
      chemistry.part('c', '¿Qué masa de agua se produce?', 36, 'g', '36 g'),
    ],
    () => [
      [(22 / mm('C3H8')) * 5],
      [(22 / mm('C3H8')) * 3 * MOLAR_VOLUME],
      [(22 / mm('C3H8')) * 4 * mm('H2O')],
    ],
    'n(C₃H₈) = 22/44 = 0,5 mol; O₂: 2,5 mol; CO₂: 1,5 mol · 22,4 = 33,6 L; H₂O: 2 mol · 18 = 36 g.',
  ),
  page(
    'quimica',
    10544,
    'estequiometria.gases',
    'El cinc reacciona con ácido clorhídrico según Zn + 2 HCl → ZnCl₂ + H₂. Se hacen reaccionar 32,7 g de Zn con suficiente ácido. Determine: a) los moles de HCl que se consumen; b) el volumen de H₂ que se libera, medido en CNPT.',
    'a) 1 mol; b) 11,2 L',
    () => [(32.7 / mm('Zn')) * 2, (32.7 / mm('Zn')) * MOLAR_VOLUME],
    'n(Zn) = 32,7/65,4 = 0,5 mol; HCl: 1 mol; H₂: 0,5 · 22,4 = 11,2 L.',
  ),
  page(
    'quimica',
    10545,
    'estequiometria.balanceo-relaciones',
    'Para la reacción N₂ + H₂ → NH₃ (sin balancear), se pide:\ni) balancear la ecuación;\nii) los moles de NH₃ que se forman a partir de 6 mol de H₂;\niii) la masa de NH₃ que corresponde a esos moles.',
    'i) N₂ + 3 H₂ → 2 NH₃; ii) 4 mol; iii) 68 g',
    () => [3, 2, 4, 4 * mm('NH3')],
    'N₂ + 3 H₂ → 2 NH₃; 6 mol H₂ · 2/3 = 4 mol NH₃; 4 · 17 = 68 g.',
  ),
  chemistry.parts(
    10546,
    'estequiometria.limitante-pureza-rendimiento',
    'Se mezclan 2 mol de N₂ con 3 mol de H₂, que reaccionan según N₂ + 3 H₂ → 2 NH₃.',
    [
      chemistry.part('a', '¿Cuántos moles de NH₃ se forman como máximo?', 2, 'mol', '2 mol'),
      chemistry.part(
        'b',
        '¿Cuántos moles del reactivo en exceso quedan sin reaccionar?',
        1,
        'mol',
        '1 mol (de N₂)',
      ),
    ],
    () => [[(3 * 2) / 3], [2 - 3 / 3]],
    'El H₂ limita: 3 mol H₂ reaccionan con 1 mol N₂ y forman 2 mol NH₃; sobra 1 mol de N₂.',
  ),
  chemistry.parts(
    10547,
    'estequiometria.mol-masa-molar',
    'Un recipiente contiene 67,2 L de oxígeno gaseoso (O₂) medidos en CNPT.',
    [
      chemistry.part('a', '¿Cuántos moles de O₂ contiene?', 3, 'mol', '3 mol'),
      chemistry.part('b', '¿Cuál es la masa de ese oxígeno?', 96, 'g', '96 g'),
      chemistry.part('c', '¿Cuántas moléculas de O₂ hay?', 3 * AVOGADRO, '', '1,806 · 10²⁴'),
    ],
    () => [[67.2 / MOLAR_VOLUME], [(67.2 / MOLAR_VOLUME) * mm('O2')], [(67.2 / MOLAR_VOLUME) * AVOGADRO]],
    'n = 67,2/22,4 = 3 mol; m = 3 · 32 = 96 g; N = 3 · 6,02 · 10²³ = 1,806 · 10²⁴ moléculas.',
  ),
];

// Written after the fixes, in other words and numbers, and measured once before any change for them.
const laterProblems: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    10550,
    DYN,
    'Una caja de 8 kg parte del reposo y, bajo una fuerza neta horizontal constante, recorre 25 m en 5 s sobre un piso horizontal. Se pide: 1) su aceleración; 2) la fuerza neta que actúa sobre ella; 3) su velocidad al cabo de los 5 s; 4) su energía cinética en ese instante.',
    '1) 2 m/s²; 2) 16 N; 3) 10 m/s; 4) 400 J',
    () => [(2 * 25) / 5 ** 2, (8 * 2 * 25) / 5 ** 2, ((2 * 25) / 5 ** 2) * 5, 0.5 * 8 * 10 ** 2],
    'd = ½ a t² ⇒ a = 50/25 = 2 m/s²; F = 8 · 2 = 16 N; v = 2 · 5 = 10 m/s; Ec = ½ · 8 · 100 = 400 J.',
  ),
  physics.parts(
    10551,
    'mecanica.trabajo-plano-inclinado',
    'Un bloque de 10 kg parte del reposo y desliza hacia abajo por un plano inclinado 37°, con coeficiente de rozamiento dinámico 0,25 (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8).',
    [
      physics.part('a', '¿Cuánto vale la fuerza de rozamiento?', 20, 'N', '20 N'),
      physics.part('b', '¿Cuál es la aceleración del bloque?', 4, 'm/s²', '4 m/s²'),
      physics.part('c', '¿Qué velocidad tiene después de recorrer 8 m?', 8, 'm/s', '8 m/s'),
      physics.part('d', '¿Qué trabajo realiza el peso en esos 8 m?', 480, 'J', '480 J'),
    ],
    () => [
      [0.25 * 10 * 10 * 0.8],
      [(10 * 10 * 0.6 - 0.25 * 10 * 10 * 0.8) / 10],
      [Math.sqrt(2 * 4 * 8)],
      [10 * 10 * 0.6 * 8],
    ],
    'Fr = 0,25 · 100 · 0,8 = 20 N; a = (60 − 20)/10 = 4 m/s²; v = √(2 · 4 · 8) = 8 m/s; W = P sen 37° · d = 60 · 8 = 480 J.',
  ),
  page(
    'fisica',
    10552,
    CIRCUITS,
    'Una lámpara de 60 Ω y un resistor de 40 Ω se conectan en serie a una fuente de 12 V. i) Calcule la corriente del circuito. ii) Indique la tensión en la lámpara. iii) Determine la potencia que disipa el resistor.',
    'i) 0,12 A; ii) 7,2 V; iii) 0,576 W',
    () => [12 / 100, (12 / 100) * 60, (12 / 100) ** 2 * 40],
    'I = 12/(60 + 40) = 0,12 A; V = 0,12 · 60 = 7,2 V; P = 0,12² · 40 = 0,576 W.',
  ),
  physics.parts(
    10553,
    KIN,
    'Desde la terraza de un edificio de 35 m de altura se lanza una pelota verticalmente hacia arriba con una velocidad de 10 m/s (g = 10 m/s²; sin rozamiento con el aire).',
    [
      physics.part('a', '¿Qué altura máxima alcanza sobre la terraza?', 5, 'm', '5 m'),
      physics.part('b', '¿Cuánto tarda en alcanzarla?', 1, 's', '1 s'),
      physics.part('c', '¿Con qué velocidad llega al suelo?', Math.sqrt(800), 'm/s', '≈ 28,28 m/s'),
    ],
    () => [[10 ** 2 / 20], [10 / 10], [Math.sqrt(10 ** 2 + 2 * 10 * 35)]],
    'h = v₀²/(2g) = 5 m; t = v₀/g = 1 s; v² = 10² + 2 · 10 · 35 = 800 ⇒ v ≈ 28,28 m/s.',
  ),
  page(
    'matematicas',
    10554,
    'funciones.cuadratica',
    'Dada f(x) = 2x² + 4x − 6, determine: a) las raíces; b) el vértice; c) el eje de simetría; d) la ordenada al origen.',
    'a) x = −3, x = 1; b) V = (−1; −8); c) x = −1; d) −6',
    () => [-3, 1, -1, 2 - 4 - 6, -6],
    'x² + 2x − 3 = 0 ⇒ x = −3 y x = 1; xv = −1, f(−1) = −8; eje x = −1; f(0) = −6.',
  ),
  maths.parts(
    10555,
    'ecuaciones.sistemas',
    'Plantee y resuelva: en un kiosco, 3 alfajores y 2 gaseosas cuestan $ 2100, y 1 alfajor y 3 gaseosas cuestan $ 1750.',
    [
      maths.part('a', '¿Cuánto cuesta cada alfajor?', 400, '$', '$ 400'),
      maths.part('b', '¿Cuánto cuesta cada gaseosa?', 450, '$', '$ 450'),
    ],
    () => [[1750 - 3 * ((3 * 1750 - 2100) / 7)], [(3 * 1750 - 2100) / 7]],
    'a = 1750 − 3g ⇒ 3(1750 − 3g) + 2g = 2100 ⇒ 7g = 3150 ⇒ g = 450, a = 400.',
  ),
  expressionParts(
    10556,
    'algebra-basica.polinomios',
    'Sea P(x) = x³ + 2x² − 5x − 6.',
    [
      ['a', 'Verifique que x = −1 es raíz de P (calcule P(−1)).', 'P(−1) = 0'],
      ['b', 'Halle las otras raíces.', 'x = −3; x = 2'],
      ['c', 'Escriba P(x) factorizado.', 'P(x) = (x + 1)(x − 2)(x + 3)'],
    ],
    () => [[-1 + 2 + 5 - 6], [-3, 2], [-1, 2, -3]],
    'P(−1) = −1 + 2 + 5 − 6 = 0; Ruffini por x + 1: x² + x − 6 = (x + 3)(x − 2).',
  ),
  page(
    'quimica',
    10557,
    'estequiometria.balanceo-relaciones',
    'Se hacen reaccionar 112 g de hierro con suficiente azufre según Fe + S → FeS. Determine: a) los moles de hierro que reaccionan; b) la masa de FeS que se obtiene; c) la masa de azufre que se consume.',
    'a) 2 mol; b) 176 g; c) 64 g',
    () => [112 / mm('Fe'), (112 / mm('Fe')) * mm('FeS'), (112 / mm('Fe')) * mm('S')],
    'n = 112/56 = 2 mol; FeS: 2 · 88 = 176 g; S: 2 · 32 = 64 g.',
  ),
  chemistry.parts(
    10558,
    'estequiometria.limitante-pureza-rendimiento',
    'Se mezclan 4 mol de H₂ con 3 mol de O₂, que reaccionan según 2 H₂ + O₂ → 2 H₂O.',
    [
      chemistry.part('a', '¿Cuántos moles de agua se forman?', 4, 'mol', '4 mol'),
      chemistry.part(
        'b',
        '¿Cuántos moles del reactivo en exceso quedan sin reaccionar?',
        1,
        'mol',
        '1 mol (de O₂)',
      ),
    ],
    () => [[4], [3 - 4 / 2]],
    'El H₂ limita: 4 mol de H₂ reaccionan con 2 mol de O₂ y forman 4 mol de agua; sobra 1 mol de O₂.',
  ),
  page(
    'matematicas',
    10559,
    'funciones.lineal',
    'Sean los puntos A(−1; 2) y B(2; 8).\n1. Halle la ecuación de la recta AB.\n2. Halle la ecuación de la recta paralela a AB que pasa por el punto (1; 0).',
    '1. y = 2x + 4; 2. y = 2x − 2',
    () => [2, 4, 2, -2],
    'm = (8 − 2)/(2 + 1) = 2; 2 = 2 · (−1) + b ⇒ b = 4; paralela por (1; 0): y = 2x − 2.',
  ),
];

export const multiPartExamPages2Problems: readonly ExamStyleProblem[] = [
  ...physicsProblems,
  ...mathProblems,
  ...chemistryProblems,
  ...laterProblems,
];
