/**
 * Problems of two to four parts laid out as an entrance exam page sets them (#32): «a) … b) … c) …» on
 * one line or one a line, «Se pide: 1) … 2) …», «Calcular: i) … ii) …», «Determinar: la aceleración, la
 * tensión y la distancia recorrida en 3 s», a later part that uses an earlier part's result («con la
 * velocidad hallada en a)»), the data written after the parts, and a part that asks for a reason next
 * to a number (only the number is keyed). Physics (kinematics, dynamics, statics, work and energy),
 * mathematics (a parabola, a line, a polynomial, a system, a right triangle) and chemistry
 * (stoichiometry with mass, moles and volume in CNPT; solutions). Every statement is our own, written
 * in the wording real first-term papers use; each part's key was worked by hand and is recomputed by
 * `check` (chemistry with the science kernel's atomic masses and molar volume).
 *
 * Problems whose parts the student pastes after the statement, one a line, are `multi-part`; those
 * whose parts sit inside the statement's own text are `open`, keyed by every part's number at once.
 *
 * Measured before any change for it (offline engine, at 87fb949): 20/32 right, 0 stated wrong, 17 sure;
 * the twelve missed were each answered «por partes» with no part stated. After the fixes to the
 * reading of parts (a part taken from a sibling's steps, a line named by its place, a system's letters
 * put in a later expression) and two solvers' wording: 25/32, 0 wrong.
 */
import { at } from '../../../../../shared/lib/must.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { onThePage, type Part, type Parts, writtenSet } from './builders.ts';

/** One per cent of the key, at least 0,01: the replies round to two decimals. */
const onePercent = (value: number) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.01) });

const SOURCES = {
  fisica: ['frm-seminario-fisica-guia-de-problemas', 'frt-fisica-cartilla'],
  matematicas: ['frt-matematica-cartilla', 'frm-matematica-2025-u1'],
  quimica: ['frba-quimica-programa', 'frtdf-quimica-general-2021'],
} as const;

const physics = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES.fisica,
  difficulty: 'medio',
  tolerance: onePercent,
});
const maths = writtenSet({
  subject: 'matematicas',
  modelledOn: SOURCES.matematicas,
  difficulty: 'medio',
  tolerance: onePercent,
});
const chemistry = writtenSet({
  subject: 'quimica',
  modelledOn: SOURCES.quimica,
  difficulty: 'medio',
  tolerance: onePercent,
});

/** Parts written inside the statement, as the page prints them: the key states every part's number. */
const page = onThePage(SOURCES);

/** Parts answered by an expression (a vertex, the roots, a factorisation), checked by their numbers. */
function expressionParts(
  id: number,
  subtopic: string,
  statement: string,
  asked: readonly [prompt: string, key: string][],
  check: () => number[][],
  solution: string,
): Parts {
  const labels = ['a', 'b', 'c', 'd'] as const;
  const parts: Part[] = asked.map(([prompt, text], i) => ({
    label: at(labels, i, 'part label'),
    prompt,
    answer: { kind: 'expression', text },
  }));
  return {
    id: `exs-mat-${id}`,
    subject: 'matematicas',
    subtopic,
    statement,
    modelledOn: [...SOURCES.matematicas],
    difficulty: 'medio',
    solution,
    format: 'multi-part',
    parts,
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

const physicsProblems: readonly ExamStyleProblem[] = [
  page(
    'fisica',
    9700,
    DYN,
    'Un bloque de 5 kg que está en reposo sobre una superficie horizontal sin rozamiento es empujado por una fuerza horizontal constante de 20 N. a) ¿Cuál es su aceleración? b) ¿Qué velocidad alcanza a los 6 s? c) ¿Qué distancia recorrió en ese tiempo?',
    'a) 4 m/s²; b) 24 m/s; c) 72 m',
    () => [20 / 5, (20 / 5) * 6, 0.5 * (20 / 5) * 6 ** 2],
    'a = F/m = 20/5 = 4 m/s²; v = a t = 24 m/s; d = ½ a t² = ½ · 4 · 36 = 72 m.',
  ),
  page(
    'fisica',
    9701,
    'mecanica.tension-poleas',
    'Un bloque de 6 kg apoyado sobre una mesa horizontal sin rozamiento está unido, por una cuerda inextensible que pasa por una polea ideal, a otro bloque de 4 kg que cuelga del borde. El sistema parte del reposo. Determinar: la aceleración del sistema, la tensión de la cuerda y la distancia recorrida en 3 s (g = 10 m/s²).',
    'a = 4 m/s²; T = 24 N; d = 18 m',
    () => [(4 * 10) / (6 + 4), (6 * 4 * 10) / (6 + 4), 0.5 * ((4 * 10) / (6 + 4)) * 3 ** 2],
    'a = m₂ g/(m₁ + m₂) = 40/10 = 4 m/s²; T = m₁ a = 6 · 4 = 24 N; d = ½ · 4 · 9 = 18 m.',
  ),
  physics.parts(
    9702,
    DYN,
    'Un auto de 1200 kg que circula a 72 km/h frena con desaceleración constante y se detiene en 4 s.',
    [
      physics.part('a', '¿Cuál es el módulo de la desaceleración?', 5, 'm/s²', '5 m/s²'),
      physics.part(
        'b',
        'Con la desaceleración hallada en a), ¿qué distancia recorre hasta detenerse?',
        40,
        'm',
        '40 m',
      ),
      physics.part('c', '¿Cuánto vale la fuerza de frenado?', 6000, 'N', '6000 N'),
    ],
    () => [[72 / 3.6 / 4], [(72 / 3.6) ** 2 / (2 * (72 / 3.6 / 4))], [1200 * (72 / 3.6 / 4)]],
    'v₀ = 20 m/s; a = 20/4 = 5 m/s²; d = v₀²/(2a) = 400/10 = 40 m; F = 1200 · 5 = 6000 N.',
  ),
  page(
    'fisica',
    9703,
    KIN,
    'Desde la terraza de un edificio de 45 m de altura se deja caer una maceta. Se pide: 1) el tiempo que tarda en llegar al suelo; 2) la velocidad con que llega. Considerar g = 10 m/s².',
    '1) 3 s; 2) 30 m/s',
    () => [Math.sqrt((2 * 45) / 10), 10 * Math.sqrt((2 * 45) / 10)],
    't = √(2h/g) = √9 = 3 s; v = g t = 30 m/s.',
  ),
  page(
    'fisica',
    9704,
    KIN,
    'Se lanza una pelota verticalmente hacia arriba con una velocidad inicial de 30 m/s.\nCalcular:\ni) el tiempo que tarda en alcanzar la altura máxima;\nii) la altura máxima;\niii) la velocidad a los 2 s de haber sido lanzada.\n(g = 10 m/s²)',
    'i) 3 s; ii) 45 m; iii) 10 m/s',
    () => [30 / 10, 30 ** 2 / (2 * 10), 30 - 10 * 2],
    't = v₀/g = 3 s; h = v₀²/(2g) = 900/20 = 45 m; v = 30 − 10 · 2 = 10 m/s (subiendo).',
  ),
  physics.parts(
    9705,
    STATICS,
    'Una barra homogénea de 4 m de longitud y 200 N de peso está apoyada en sus dos extremos, A y B. Sobre ella se coloca una carga de 600 N a 1 m del extremo A.',
    [
      physics.part('a', 'Determinar la reacción del apoyo A.', 550, 'N', '550 N'),
      physics.part('b', 'Determinar la reacción del apoyo B.', 250, 'N', '250 N'),
    ],
    () => [[800 - (200 * 2 + 600 * 1) / 4], [(200 * 2 + 600 * 1) / 4]],
    'Momentos respecto de A: R_B · 4 = 200 · 2 + 600 · 1 = 1000 ⇒ R_B = 250 N; R_A = 800 − 250 = 550 N.',
  ),
  physics.parts(
    9706,
    STATICS,
    'Un semáforo de 120 N cuelga del punto medio de un cable; cada mitad del cable forma un ángulo de 30° con la horizontal y el sistema está en equilibrio.',
    [
      physics.part('a', '¿Cuál es la tensión en cada mitad del cable?', 120, 'N', '120 N'),
      physics.part(
        'b',
        '¿Cuánto vale la componente horizontal de esa tensión?',
        120 * Math.cos(deg(30)),
        'N',
        '≈ 103,92 N',
      ),
    ],
    () => [[120 / (2 * Math.sin(deg(30)))], [(120 / (2 * Math.sin(deg(30)))) * Math.cos(deg(30))]],
    '2 T sen 30° = 120 ⇒ T = 120 N; Tx = 120 · cos 30° ≈ 103,92 N.',
  ),
  physics.parts(
    9707,
    ENERGY,
    'Un carrito de 2 kg parte del reposo desde lo alto de una rampa de 5 m de altura, sin rozamiento (g = 10 m/s²).',
    [
      physics.part('a', '¿Cuál es su energía potencial en lo alto de la rampa?', 100, 'J', '100 J'),
      physics.part('b', '¿Con qué velocidad llega al pie de la rampa?', 10, 'm/s', '10 m/s'),
      physics.part(
        'c',
        'Con la velocidad hallada en b), sigue por un tramo horizontal con rozamiento y se detiene luego de recorrer 20 m. ¿Cuánto vale la fuerza de rozamiento?',
        5,
        'N',
        '5 N',
      ),
    ],
    () => [[2 * 10 * 5], [Math.sqrt(2 * 10 * 5)], [(2 * 10 * 5) / 20]],
    'Ep = m g h = 100 J; v = √(2 g h) = 10 m/s; Fr · 20 = ½ · 2 · 100 = 100 J ⇒ Fr = 5 N.',
  ),
  physics.parts(
    9708,
    ENERGY,
    'Una grúa eleva un contenedor de 800 kg con velocidad constante hasta una altura de 12 m en 16 s (g = 9,8 m/s²).',
    [
      physics.part('a', '¿Qué trabajo realiza la grúa?', 94080, 'J', '94 080 J'),
      physics.part('b', '¿Qué potencia media desarrolla?', 5880, 'W', '5880 W'),
      physics.part('c', '¿Cuál es el trabajo neto sobre el contenedor? Justificar.', 0, 'J', '0 J'),
    ],
    () => [[800 * 9.8 * 12], [(800 * 9.8 * 12) / 16], [0]],
    'W = m g h = 800 · 9,8 · 12 = 94 080 J; P = 94 080/16 = 5880 W; velocidad constante ⇒ ΔEc = 0 ⇒ W neto = 0.',
  ),
  page(
    'fisica',
    9709,
    'mecanica.encuentro-graficos',
    'Dos autos salen al mismo tiempo de dos ciudades A y B y viajan uno hacia el otro por una ruta recta, cada uno con velocidad constante.\na) ¿Cuánto tiempo después de salir se cruzan?\nb) ¿A qué distancia de la ciudad A se produce el encuentro?\nDatos: distancia entre A y B = 300 km; velocidad del auto que sale de A = 70 km/h; velocidad del que sale de B = 80 km/h.',
    'a) 2 h; b) 140 km',
    () => [300 / (70 + 80), (70 * 300) / (70 + 80)],
    't = 300/(70 + 80) = 2 h; x = 70 · 2 = 140 km de A.',
  ),
  physics.parts(
    9710,
    KIN,
    'Un móvil parte del reposo con una aceleración constante de 3 m/s² durante 8 s; después sigue con la velocidad que alcanzó, constante, durante 10 s más.',
    [
      physics.part('a', '¿Qué velocidad tiene a los 8 s?', 24, 'm/s', '24 m/s'),
      physics.part(
        'b',
        'Con la velocidad hallada en a), ¿qué distancia recorre en el tramo de velocidad constante?',
        240,
        'm',
        '240 m',
      ),
      physics.part('c', '¿Cuál es la distancia total recorrida?', 336, 'm', '336 m'),
    ],
    () => [[3 * 8], [3 * 8 * 10], [0.5 * 3 * 8 ** 2 + 3 * 8 * 10]],
    'v = 3 · 8 = 24 m/s; d₂ = 24 · 10 = 240 m; d₁ = ½ · 3 · 64 = 96 m; total = 336 m.',
  ),
  page(
    'fisica',
    9711,
    DYN,
    'Un bloque de 10 kg se suelta desde el reposo sobre un plano inclinado 30° respecto de la horizontal, sin rozamiento. Se pide: a) la aceleración del bloque; b) la fuerza normal que ejerce el plano; c) la velocidad después de recorrer 10 m sobre el plano. Tomar g = 10 m/s².',
    'a) 5 m/s²; b) 86,6 N; c) 10 m/s',
    () => [10 * Math.sin(deg(30)), 10 * 10 * Math.cos(deg(30)), Math.sqrt(2 * 10 * Math.sin(deg(30)) * 10)],
    'a = g sen 30° = 5 m/s²; N = m g cos 30° ≈ 86,6 N; v = √(2 · 5 · 10) = 10 m/s.',
  ),
  page(
    'fisica',
    9712,
    DYN,
    'Se arrastra un baúl de 40 kg por un piso horizontal con una fuerza horizontal de 200 N; el coeficiente de rozamiento dinámico entre el baúl y el piso es 0,3. Hallar: a) la fuerza de rozamiento, b) la aceleración del baúl. Tomar g = 9,8 m/s².',
    'a) 117,6 N; b) 2,06 m/s²',
    () => [0.3 * 40 * 9.8, (200 - 0.3 * 40 * 9.8) / 40],
    'Fr = μ m g = 0,3 · 40 · 9,8 = 117,6 N; a = (200 − 117,6)/40 = 2,06 m/s².',
  ),
  physics.parts(
    9713,
    'mecanica.resortes',
    'Un resorte de constante elástica 400 N/m está comprimido 10 cm contra un bloque de 0,5 kg, sobre una superficie horizontal sin rozamiento. Se suelta el resorte.',
    [
      physics.part('a', '¿Cuánta energía tiene almacenada el resorte comprimido?', 2, 'J', '2 J'),
      physics.part(
        'b',
        '¿Con qué velocidad sale despedido el bloque? Justificar con la conservación de la energía.',
        Math.sqrt(8),
        'm/s',
        '≈ 2,83 m/s',
      ),
    ],
    () => [[0.5 * 400 * 0.1 ** 2], [Math.sqrt((2 * 0.5 * 400 * 0.1 ** 2) / 0.5)]],
    'E = ½ k x² = ½ · 400 · 0,01 = 2 J; ½ m v² = 2 ⇒ v = √8 ≈ 2,83 m/s.',
  ),
];

const mathProblems: readonly ExamStyleProblem[] = [
  page(
    'matematicas',
    9714,
    'funciones.cuadratica',
    'Dada la función f(x) = x² − 6x + 5, a) hallar las coordenadas del vértice; b) hallar las raíces; c) escribir la ecuación del eje de simetría; d) indicar el conjunto imagen.',
    'a) V = (3; −4); b) x = 1, x = 5; c) x = 3; d) Im f = [−4; +∞)',
    () => [3, 3 ** 2 - 6 * 3 + 5, 1, 5],
    'xv = 6/2 = 3, f(3) = −4; x = (6 ± 4)/2 ⇒ 1 y 5; eje x = 3; a > 0 ⇒ Im = [−4; +∞).',
  ),
  expressionParts(
    9715,
    'funciones.cuadratica',
    'Sea f(x) = −2(x − 1)(x + 3).',
    [
      ['¿Cuáles son sus raíces?', 'x = −3; x = 1'],
      ['Hallar el vértice de la parábola.', 'V = (−1; 8)'],
      ['Hallar el conjunto imagen de f.', '(−∞; 8]'],
    ],
    () => [[-3, 1], [-1, -2 * (-1 - 1) * (-1 + 3)], [-2 * (-1 - 1) * (-1 + 3)]],
    'Raíces −3 y 1; xv = (−3 + 1)/2 = −1, f(−1) = −2 · (−2) · 2 = 8; a < 0 ⇒ Im = (−∞; 8].',
  ),
  maths.parts(
    9716,
    'funciones.lineal',
    'La recta r pasa por los puntos P(−1; 1) y Q(2; 7).',
    [
      maths.part('a', 'Hallar su pendiente.', 2, '', '2'),
      maths.part('b', 'Hallar su ordenada al origen.', 3, '', '3'),
      maths.part('c', '¿En qué valor de x corta al eje de abscisas?', -1.5, '', '−1,5'),
    ],
    () => [[(7 - 1) / (2 + 1)], [1 + (7 - 1) / (2 + 1)], [-(1 + (7 - 1) / (2 + 1)) / ((7 - 1) / (2 + 1))]],
    'm = (7 − 1)/(2 + 1) = 2; 1 = 2 · (−1) + b ⇒ b = 3; 2x + 3 = 0 ⇒ x = −1,5.',
  ),
  page(
    'matematicas',
    9717,
    'funciones.lineal',
    'Dadas las rectas y = 2x − 1 e y = −x + 5:\na) hallar el punto de intersección entre ambas;\nb) hallar el punto donde la primera corta al eje x.',
    'a) (2; 3); b) (0,5; 0)',
    () => [2, 3, 0.5],
    '2x − 1 = −x + 5 ⇒ x = 2, y = 3; 2x − 1 = 0 ⇒ x = 0,5.',
  ),
  expressionParts(
    9718,
    'algebra-basica.polinomios',
    'Dado el polinomio P(x) = x³ − 2x² − 5x + 6:',
    [
      ['Verificar que x = 1 es raíz de P(x) (calcular P(1)).', 'P(1) = 0'],
      ['Hallar las demás raíces.', 'x = −2; x = 3'],
      ['Escribir P(x) factorizado.', 'P(x) = (x − 1)(x + 2)(x − 3)'],
    ],
    () => [[1 - 2 - 5 + 6], [-2, 3], [1, -2, 3]],
    'P(1) = 1 − 2 − 5 + 6 = 0; Ruffini: x² − x − 6 = (x + 2)(x − 3); P = (x − 1)(x + 2)(x − 3).',
  ),
  page(
    'matematicas',
    9719,
    'ecuaciones.sistemas',
    'Se pide: 1) resolver el sistema 3x − 2y = 4, x + y = 3; 2) con la solución hallada, calcular el valor de 2x − y.',
    '1) x = 2, y = 1; 2) 3',
    () => [2, 1, 2 * 2 - 1],
    'y = 3 − x ⇒ 3x − 6 + 2x = 4 ⇒ x = 2, y = 1; 2x − y = 3.',
  ),
  page(
    'matematicas',
    9720,
    'trigonometria.triangulo-rectangulo',
    'En un triángulo rectángulo la hipotenusa mide 10 cm y uno de sus ángulos agudos mide 30°. Calcular: i) el cateto opuesto a ese ángulo; ii) el cateto adyacente; iii) el área del triángulo.',
    'i) 5 cm; ii) 8,66 cm; iii) 21,65 cm²',
    () => [
      10 * Math.sin(deg(30)),
      10 * Math.cos(deg(30)),
      (10 * Math.sin(deg(30)) * 10 * Math.cos(deg(30))) / 2,
    ],
    'Opuesto = 10 sen 30° = 5 cm; adyacente = 10 cos 30° ≈ 8,66 cm; área = 5 · 8,66/2 ≈ 21,65 cm².',
  ),
  maths.parts(
    9721,
    'trigonometria.triangulo-rectangulo',
    'Desde un punto del suelo situado a 20 m de la base de un árbol se ve su copa con un ángulo de elevación de 35°.',
    [
      maths.part('a', '¿Cuál es la altura del árbol?', 20 * Math.tan(deg(35)), 'm', '≈ 14,00 m'),
      maths.part(
        'b',
        '¿Qué distancia hay entre ese punto y la copa?',
        20 / Math.cos(deg(35)),
        'm',
        '≈ 24,42 m',
      ),
    ],
    () => [[20 * Math.tan(deg(35))], [20 / Math.cos(deg(35))]],
    'h = 20 · tg 35° ≈ 14,00 m; d = 20/cos 35° ≈ 24,42 m.',
  ),
  expressionParts(
    9722,
    'funciones.cuadratica',
    'Sea f(x) = 2x² − 8x + 6.',
    [
      ['Hallar las raíces.', 'x = 1; x = 3'],
      ['Hallar el vértice.', 'V = (2; −2)'],
      ['¿Para qué valores de x es f(x) < 0?', '(1; 3)'],
    ],
    () => [
      [1, 3],
      [2, 2 * 4 - 16 + 6],
      [1, 3],
    ],
    'x = (8 ± 4)/4 ⇒ 1 y 3; xv = 2, f(2) = −2; a > 0 ⇒ f < 0 entre las raíces: (1; 3).',
  ),
  page(
    'matematicas',
    9723,
    'funciones.lineal',
    'a) Hallar la ecuación de la recta que pasa por el punto (2; 1) y es perpendicular a y = 2x + 3. b) ¿En qué punto corta esa recta al eje y?',
    'a) y = −0,5x + 2; b) (0; 2)',
    () => [-0.5, 1 + 0.5 * 2],
    'm = −1/2; 1 = −½ · 2 + b ⇒ b = 2; corta al eje y en (0; 2).',
  ),
  expressionParts(
    9724,
    'algebra-basica.polinomios',
    'El polinomio P(x) = x³ + kx² − 4x − 4 tiene a x = 2 como raíz.',
    [
      ['Hallar el valor de k.', 'k = 1'],
      ['Con el valor de k hallado en a), hallar todas las raíces de P(x).', 'x = −2; x = −1; x = 2'],
    ],
    () => [[(4 + 8 - 8) / 4], [-2, -1, 2]],
    '8 + 4k − 8 − 4 = 0 ⇒ k = 1; x³ + x² − 4x − 4 = (x + 1)(x − 2)(x + 2).',
  ),
];

const chemistryProblems: readonly ExamStyleProblem[] = [
  page(
    'quimica',
    9725,
    'estequiometria.balanceo-relaciones',
    'Se hacen reaccionar 46 g de sodio con suficiente agua según 2 Na + 2 H₂O → 2 NaOH + H₂. Calcular: a) los moles de sodio que reaccionan; b) la masa de NaOH que se forma; c) el volumen de H₂ que se desprende, medido en CNPT.',
    'a) 2 mol; b) 80 g; c) 22,4 L',
    () => [46 / mm('Na'), (46 / mm('Na')) * mm('NaOH'), (46 / mm('Na') / 2) * MOLAR_VOLUME],
    'n = 46/23 = 2 mol; 2 mol NaOH · 40 = 80 g; 1 mol H₂ · 22,4 = 22,4 L.',
  ),
  chemistry.parts(
    9726,
    'estequiometria.balanceo-relaciones',
    'Se queman 32 g de metano según la ecuación CH₄ + 2 O₂ → CO₂ + 2 H₂O.',
    [
      chemistry.part('a', '¿Cuántos moles de O₂ se consumen?', 4, 'mol', '4 mol'),
      chemistry.part('b', '¿Qué volumen de CO₂ se obtiene, medido en CNPT?', 44.8, 'L', '44,8 L'),
      chemistry.part('c', '¿Qué masa de agua se forma?', 72, 'g', '72 g'),
    ],
    () => [[(32 / mm('CH4')) * 2], [(32 / mm('CH4')) * MOLAR_VOLUME], [(32 / mm('CH4')) * 2 * mm('H2O')]],
    'n(CH₄) = 32/16 = 2 mol; O₂: 4 mol; CO₂: 2 · 22,4 = 44,8 L; H₂O: 4 · 18 = 72 g.',
  ),
  page(
    'quimica',
    9727,
    'soluciones.molaridad-ppm',
    'Se disuelven 20 g de NaOH en agua hasta completar 500 mL de solución. Se pide: 1) los moles de soluto; 2) la molaridad de la solución; 3) el volumen de esa solución, en mL, que contiene 0,1 mol de NaOH.',
    '1) 0,5 mol; 2) 1 M; 3) 100 mL',
    () => [20 / mm('NaOH'), 20 / mm('NaOH') / 0.5, (0.1 / (20 / mm('NaOH') / 0.5)) * 1000],
    'n = 20/40 = 0,5 mol; M = 0,5/0,5 = 1 M; V = 0,1/1 = 0,1 L = 100 mL.',
  ),
  chemistry.parts(
    9728,
    'soluciones.dilucion-mezclas',
    'Se tienen 200 mL de una solución 2 M de HCl.',
    [
      chemistry.part('a', '¿Cuántos moles de HCl contiene?', 0.4, 'mol', '0,4 mol'),
      chemistry.part(
        'b',
        'Si se le agrega agua hasta completar 800 mL, ¿cuál es la nueva molaridad?',
        0.5,
        'M',
        '0,5 M',
      ),
    ],
    () => [[2 * 0.2], [(2 * 0.2) / 0.8]],
    'n = 2 · 0,2 = 0,4 mol; M = 0,4/0,8 = 0,5 M.',
  ),
  page(
    'quimica',
    9729,
    'estequiometria.gases',
    'Para la síntesis del amoníaco, N₂ + 3 H₂ → 2 NH₃, se parte de 56 g de N₂ y suficiente H₂.\na) ¿Cuántos moles de N₂ reaccionan?\nb) ¿Qué masa de NH₃ se obtiene?\nc) ¿Qué volumen de H₂ se consume, medido en CNPT?\nDatos: masas atómicas N = 14, H = 1.',
    'a) 2 mol; b) 68 g; c) 134,4 L',
    () => [56 / 28, (56 / 28) * 2 * 17, (56 / 28) * 3 * MOLAR_VOLUME],
    'n(N₂) = 56/28 = 2 mol; NH₃: 4 mol · 17 = 68 g; H₂: 6 mol · 22,4 = 134,4 L.',
  ),
  chemistry.parts(
    9730,
    'soluciones.concentraciones-porcentuales',
    'Se disuelven 15 g de azúcar en 135 g de agua.',
    [
      chemistry.part('a', '¿Cuál es la concentración de la solución en % m/m?', 10, '%', '10 % m/m'),
      chemistry.part('b', '¿Qué masa de azúcar hay en 300 g de esa solución?', 30, 'g', '30 g'),
    ],
    () => [[(15 / (15 + 135)) * 100], [(15 / (15 + 135)) * 300]],
    '% m/m = 15/150 · 100 = 10 %; 300 · 0,10 = 30 g.',
  ),
  chemistry.parts(
    9731,
    'estequiometria.gases',
    'Un recipiente contiene 11,2 L de dióxido de carbono (CO₂) medidos en CNPT.',
    [
      chemistry.part('a', '¿Cuántos moles de CO₂ hay?', 0.5, 'mol', '0,5 mol'),
      chemistry.part('b', '¿Qué masa de CO₂ es, en gramos?', 22, 'g', '22 g'),
    ],
    () => [[11.2 / MOLAR_VOLUME], [(11.2 / MOLAR_VOLUME) * mm('CO2')]],
    'n = 11,2/22,4 = 0,5 mol; m = 0,5 · 44 = 22 g.',
  ),
];

export const multiPartExamPagesProblems: readonly ExamStyleProblem[] = [
  ...physicsProblems,
  ...mathProblems,
  ...chemistryProblems,
];
