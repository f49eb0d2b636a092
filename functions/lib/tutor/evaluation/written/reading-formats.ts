/**
 * Statements written the ways the tutor misread them (#32), our own words and numbers: parts written as
 * nouns or infinitives with no «?» ("Calcular: a) la fuerza neta; b) la aceleración"), parts on lines of
 * their own labelled «i)», «1)», «a-» or «(a)», two unknowns asked in one sentence, «Datos:» lines, g given
 * in the statement, line breaks inside it and trailing options. Each key computed by hand and recomputed
 * by `check`. It measures how the engine reads and routes a message, not one solver.
 */
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';

type Open = Extract<ExamStyleProblem, { format: 'open' }>;
type Numeric = Extract<ExamStyleProblem, { format: 'numeric' }>;
type Options = Extract<ExamStyleProblem, { format: 'five-options' }>;
type Parts = Extract<ExamStyleProblem, { format: 'multi-part' }>;

const SOURCES = ['frm-fisica-2023-08-05-t2', 'frt-fisica-cartilla', 'frm-fisica-2025-dinamica'];

const base = (id: number, subtopic: string, statement: string, solution: string) => ({
  id: `exs-fis-${id}`,
  subject: 'fisica' as const,
  subtopic,
  statement,
  modelledOn: SOURCES,
  difficulty: 'facil' as const,
  solution,
});

/** Parts written inside the statement itself, as the student pastes it: every value of the key stated. */
function inline(
  id: number,
  subtopic: string,
  statement: string,
  key: string,
  check: () => number[],
  solution: string,
): Open {
  return { ...base(id, subtopic, statement, solution), format: 'open', answer: { text: key }, check };
}

function numeric(
  id: number,
  subtopic: string,
  statement: string,
  value: number,
  text: string,
  unit: string,
  check: () => number,
  solution: string,
): Numeric {
  return {
    ...base(id, subtopic, statement, solution),
    format: 'numeric',
    answer: { value, unit, text, tolerance: { absolute: 0.01 } },
    check,
  };
}

function options(
  id: number,
  subtopic: string,
  statement: string,
  shown: [string, string, string, string],
  option: number,
  check: () => number[],
  solution: string,
): Options {
  return {
    ...base(id, subtopic, statement, solution),
    format: 'five-options',
    options: five(...shown),
    answer: { option },
    check,
  };
}

/** Parts the way the exam-style message lists them, one a line after the statement. */
function parts(
  id: number,
  subtopic: string,
  statement: string,
  list: [string, number, string, string][],
  solution: string,
): Parts {
  const labels = ['a', 'b', 'c', 'd'] as const;
  return {
    ...base(id, subtopic, statement, solution),
    format: 'multi-part',
    parts: list.map(([prompt, value, unit, text], i) => ({
      label: labels[i] ?? 'd',
      prompt,
      answer: { kind: 'numeric' as const, value, unit, text, tolerance: { absolute: 0.01 } },
    })),
    check: () => list.map(([, value]) => [value]),
  };
}

const DYNAMICS = 'mecanica.dinamica';
const ENERGY = 'mecanica.trabajo-energia';
const MOTION = 'mecanica.cinematica';
const UNITS = 'mecanica.conversion-unidades';
const VECTORS = 'mecanica.unidades-vectores';

export const readingFormatsProblems: readonly ExamStyleProblem[] = [
  // Parts as nouns, inline, separated by «;».
  inline(
    1600,
    DYNAMICS,
    'Un cuerpo de 4 kg apoyado en un plano horizontal sin rozamiento está en reposo y recibe una única fuerza horizontal de 12 N. Calcular: a) la aceleración; b) la velocidad que alcanza a los 5 s.',
    'a) 3 m/s²; b) 15 m/s',
    () => [12 / 4, (12 / 4) * 5],
    'a = F/m = 12/4 = 3 m/s²; v = a·t = 3·5 = 15 m/s.',
  ),
  // Parts as nouns after an infinitive, no separator between them.
  inline(
    1601,
    ENERGY,
    'Un motor sube un cuerpo de 40 kg a 9 m de altura en 12 s con velocidad constante. Tomar g = 10 m/s². Determinar a) el trabajo realizado b) la potencia',
    'a) 3.600 J; b) 300 W',
    () => [40 * 10 * 9, (40 * 10 * 9) / 12],
    'W = m·g·h = 40·10·9 = 3.600 J; P = W/t = 3.600/12 = 300 W.',
  ),
  // «(a)» labels inline.
  inline(
    1602,
    DYNAMICS,
    'Un auto de 900 kg que circula a 54 km/h frena de manera uniforme y se detiene en 3 s. Calcular (a) la aceleración (b) la fuerza de frenado',
    'a) 5 m/s² (frenando); b) 4.500 N',
    () => [15 / 3, 900 * (15 / 3)],
    '54 km/h = 15 m/s; a = (0 − 15)/3 = −5 m/s²; F = m·|a| = 900·5 = 4.500 N.',
  ),
  // Roman labels, one a line.
  inline(
    1603,
    ENERGY,
    'Una grúa eleva una carga de 300 kg hasta 8 m de altura en 20 s con velocidad constante (g = 10 m/s²).\ni) el trabajo realizado por la grúa\nii) la potencia media',
    'i) 24.000 J; ii) 1.200 W',
    () => [300 * 10 * 8, (300 * 10 * 8) / 20],
    'W = m·g·h = 300·10·8 = 24.000 J; P = W/t = 24.000/20 = 1.200 W.',
  ),
  // «1)» labels, one a line, the second part using the first part's time.
  inline(
    1604,
    MOTION,
    'Un móvil parte del reposo con aceleración constante de 2 m/s². Calcular:\n1) la velocidad a los 6 s\n2) la distancia recorrida en ese tiempo',
    '1) 12 m/s; 2) 36 m',
    () => [2 * 6, 0.5 * 2 * 6 ** 2],
    'v = a·t = 2·6 = 12 m/s; d = ½·a·t² = ½·2·36 = 36 m.',
  ),
  // «a-» labels at line starts.
  inline(
    1605,
    MOTION,
    'Se deja caer una piedra desde 80 m de altura (g = 10 m/s²). Hallar:\na- el tiempo que tarda en llegar al suelo\nb- la velocidad con que llega',
    'a) 4 s; b) 40 m/s',
    () => [Math.sqrt((2 * 80) / 10), Math.sqrt(2 * 10 * 80)],
    't = √(2h/g) = √16 = 4 s; v = g·t = 40 m/s.',
  ),
  // A datum (g) only the second part uses.
  inline(
    1606,
    ENERGY,
    'Un cuerpo de 3 kg se lanza verticalmente hacia arriba con 10 m/s (g = 10 m/s²). Determinar: a) la energía cinética inicial; b) la altura máxima.',
    'a) 150 J; b) 5 m',
    () => [0.5 * 3 * 10 ** 2, 10 ** 2 / (2 * 10)],
    'Ec = ½·m·v² = ½·3·100 = 150 J; h = v₀²/(2g) = 100/20 = 5 m.',
  ),
  // Two unknowns asked in one sentence, joined by «y».
  inline(
    1607,
    DYNAMICS,
    'Un auto de 800 kg parte del reposo y alcanza 25 m/s en 10 s. Calcular la aceleración y la fuerza neta.',
    '2,5 m/s²; 2.000 N',
    () => [25 / 10, 800 * (25 / 10)],
    'a = (25 − 0)/10 = 2,5 m/s²; F = m·a = 800·2,5 = 2.000 N.',
  ),
  inline(
    1608,
    DYNAMICS,
    'Un bloque de 8 kg es arrastrado con una fuerza horizontal de 50 N sobre un piso cuyo coeficiente de rozamiento es 0,25 (g = 10 m/s²). Calcular a) la fuerza de rozamiento b) la aceleración',
    'a) 20 N; b) 3,75 m/s²',
    () => [0.25 * 8 * 10, (50 - 0.25 * 8 * 10) / 8],
    'N = m·g = 80 N; Fr = μ·N = 20 N; a = (50 − 20)/8 = 3,75 m/s².',
  ),
  parts(
    1609,
    MOTION,
    'Un ciclista que va a 18 km/h acelera de manera uniforme y 4 s después va a 36 km/h. Calcular:',
    [
      ['la aceleración', 1.25, 'm/s²', '1,25 m/s²'],
      ['la distancia recorrida en esos 4 s', 30, 'm', '30 m'],
    ],
    '18 km/h = 5 m/s, 36 km/h = 10 m/s; a = (10 − 5)/4 = 1,25 m/s²; d = (5 + 10)/2·4 = 30 m.',
  ),
  inline(
    1610,
    ENERGY,
    'Una bomba eleva 500 litros de agua hasta un tanque ubicado a 12 m de altura en 2 minutos. Usar g = 10 m/s². Determinar: a) el trabajo realizado; b) la potencia de la bomba.',
    'a) 60.000 J; b) 500 W',
    () => [500 * 10 * 12, (500 * 10 * 12) / 120],
    'm = 500 kg; W = 500·10·12 = 60.000 J; P = 60.000/120 = 500 W.',
  ),
  // «Datos:» on a line of its own and trailing options.
  options(
    1611,
    DYNAMICS,
    'Un carrito de 2 kg, inicialmente en reposo, recibe una fuerza neta constante.\nDatos: F = 10 N; t = 3 s.\n¿Qué velocidad alcanza al cabo de ese tiempo?',
    ['5 m/s', '15 m/s', '30 m/s', '10 m/s'],
    1,
    () => [(10 / 2) * 3],
    'a = F/m = 5 m/s²; v = a·t = 15 m/s.',
  ),
  // Line breaks inside the statement.
  numeric(
    1612,
    ENERGY,
    'Un cuerpo de 6 kg\nse mueve con una velocidad\nde 4 m/s.\nCalcular su energía cinética.',
    48,
    '48 J',
    'J',
    () => 0.5 * 6 * 4 ** 2,
    'Ec = ½·m·v² = ½·6·4² = 48 J.',
  ),
  options(
    1613,
    MOTION,
    'Se deja caer un objeto desde una altura de 20 m. Considerar g = 10 m/s². El tiempo que tarda en llegar al suelo es:',
    ['4 s', '2 s', '1 s', '3 s'],
    1,
    () => [Math.sqrt((2 * 20) / 10)],
    't = √(2h/g) = √4 = 2 s.',
  ),
  numeric(
    1614,
    VECTORS,
    'Sobre un cuerpo actúan dos fuerzas perpendiculares entre sí, de 9 N y 12 N. ¿Cuál es el módulo de la fuerza resultante?',
    15,
    '15 N',
    'N',
    () => Math.hypot(9, 12),
    'R = √(9² + 12²) = 15 N.',
  ),
  numeric(
    1615,
    ENERGY,
    'Una fuerza de 20 N que forma un ángulo de 60° con la horizontal desplaza un cuerpo 5 m sobre un piso horizontal. Calcular el trabajo realizado por la fuerza.',
    50,
    '50 J',
    'J',
    () => 20 * 5 * Math.cos(Math.PI / 3),
    'W = F·d·cos 60° = 20·5·0,5 = 50 J.',
  ),
  numeric(
    1616,
    ENERGY,
    'Un cuerpo de 5 kg está a 8 m de altura sobre el piso (g = 10 m/s²). Determinar su energía potencial gravitatoria.',
    400,
    '400 J',
    'J',
    () => 5 * 10 * 8,
    'Ep = m·g·h = 5·10·8 = 400 J.',
  ),
  inline(
    1617,
    ENERGY,
    'Un cuerpo de 2 kg se mueve a 36 km/h. Calcular: a) su velocidad en m/s; b) su energía cinética.',
    'a) 10 m/s; b) 100 J',
    () => [10, 0.5 * 2 * 10 ** 2],
    '36 km/h = 10 m/s; Ec = ½·2·10² = 100 J.',
  ),
  inline(
    1618,
    UNITS,
    'Un tren recorre 180 km en 2 h con velocidad constante. Determinar\na) la velocidad en km/h\nb) la velocidad en m/s',
    'a) 90 km/h; b) 25 m/s',
    () => [180 / 2, 180_000 / 7200],
    'v = 180/2 = 90 km/h = 25 m/s.',
  ),
  inline(
    1619,
    DYNAMICS,
    'Un cuerpo de 10 kg apoyado en un plano horizontal liso, en reposo, recibe una fuerza horizontal de 30 N. (a) ¿Cuál es su aceleración? (b) ¿Qué distancia recorre en 4 s?',
    'a) 3 m/s²; b) 24 m',
    () => [30 / 10, 0.5 * 3 * 4 ** 2],
    'a = 30/10 = 3 m/s²; d = ½·3·16 = 24 m.',
  ),
  inline(
    1620,
    DYNAMICS,
    'Sobre una caja de 20 kg en reposo se aplica una fuerza horizontal de 100 N durante 5 s, sin rozamiento. Calcular: a) la aceleración b) la velocidad final c) la distancia recorrida',
    'a) 5 m/s²; b) 25 m/s; c) 62,5 m',
    () => [100 / 20, 5 * 5, 0.5 * 5 * 5 ** 2],
    'a = 100/20 = 5 m/s²; v = 5·5 = 25 m/s; d = ½·5·25 = 62,5 m.',
  ),
  numeric(
    1621,
    MOTION,
    'Un cuerpo cae libremente partiendo del reposo.\nDatos: t = 3 s; g = 10 m/s².\nCalcular la altura desde la que cayó.',
    45,
    '45 m',
    'm',
    () => 0.5 * 10 * 3 ** 2,
    'h = ½·g·t² = ½·10·9 = 45 m.',
  ),
  parts(
    1622,
    DYNAMICS,
    'Un auto de 1.200 kg que va a 72 km/h frena hasta detenerse en 5 s.',
    [
      ['la aceleración', 4, 'm/s²', '4 m/s² (frenando)'],
      ['la fuerza de frenado', 4800, 'N', '4.800 N'],
    ],
    '72 km/h = 20 m/s; a = (0 − 20)/5 = −4 m/s²; F = 1.200·4 = 4.800 N.',
  ),
  inline(
    1623,
    ENERGY,
    'Un cuerpo de 2 kg se suelta desde 20 m de altura. Tomar g = 10 m/s². Calcular la energía potencial inicial y la velocidad con que llega al suelo.',
    '400 J; 20 m/s',
    () => [2 * 10 * 20, Math.sqrt(2 * 10 * 20)],
    'Ep = 2·10·20 = 400 J; v = √(2·g·h) = 20 m/s.',
  ),
  // Parts written as bare nouns, capitalised, after a «Datos:» line.
  inline(
    1624,
    ENERGY,
    'Un cuerpo de masa 2 kg\nse encuentra a una altura de 5 m.\nDatos: g = 10 m/s²\na) Energía potencial\nb) Velocidad al llegar al suelo si se deja caer',
    'a) 100 J; b) 10 m/s',
    () => [2 * 10 * 5, Math.sqrt(2 * 10 * 5)],
    'Ep = m·g·h = 2·10·5 = 100 J; v = √(2·g·h) = √100 = 10 m/s.',
  ),
  // The second quantity names the first by a pronoun («alcanzarla»).
  inline(
    1625,
    MOTION,
    'Un proyectil se lanza verticalmente hacia arriba con una velocidad de 40 m/s. Considerar g = 10 m/s². Hallar: la altura máxima y el tiempo que tarda en alcanzarla.',
    '80 m; 4 s',
    () => [40 ** 2 / (2 * 10), 40 / 10],
    'h = v₀²/(2g) = 1.600/20 = 80 m; t = v₀/g = 40/10 = 4 s.',
  ),
  // «1.» labels at line starts; the acceleration is computed on the way to the force.
  inline(
    1626,
    DYNAMICS,
    'Un bloque de 6 kg parte del reposo y recorre 9 m en 3 s con aceleración constante sobre una superficie horizontal sin rozamiento.\n1. la aceleración\n2. la fuerza neta aplicada',
    '1) 2 m/s²; 2) 12 N',
    () => [(2 * 9) / 3 ** 2, 6 * ((2 * 9) / 3 ** 2)],
    'd = ½·a·t² → a = 2·9/9 = 2 m/s²; F = m·a = 6·2 = 12 N.',
  ),
  // Two questions one after the other, no labels (the second alone was answered, sure).
  inline(
    1627,
    DYNAMICS,
    'Un cuerpo de 5 kg parte del reposo empujado por una fuerza neta de 20 N. ¿Cuál es su aceleración? ¿Qué distancia recorre en 5 s?',
    '4 m/s²; 50 m',
    () => [20 / 5, 0.5 * (20 / 5) * 5 ** 2],
    'a = F/m = 20/5 = 4 m/s²; d = ½·a·t² = ½·4·25 = 50 m.',
  ),
  // «Se pide:» announces the parts.
  inline(
    1628,
    DYNAMICS,
    'Un carrito de 3 kg parte del reposo y recibe una fuerza neta horizontal de 12 N. Se pide:\na) la aceleración\nb) la velocidad al cabo de 4 s',
    'a) 4 m/s²; b) 16 m/s',
    () => [12 / 3, (12 / 3) * 4],
    'a = F/m = 12/3 = 4 m/s²; v = a·t = 4·4 = 16 m/s.',
  ),
  // The closing order asks two quantities, the second with a datum of its own.
  inline(
    1629,
    MOTION,
    'Un auto parte del reposo y en 8 s alcanza 24 m/s. Calcular: la aceleración y la distancia recorrida en esos 8 s.',
    '3 m/s²; 96 m',
    () => [24 / 8, 0.5 * (24 / 8) * 8 ** 2],
    'a = (24 − 0)/8 = 3 m/s²; d = ½·a·t² = ½·3·64 = 96 m.',
  ),
  // A mass only the first part uses: the height needs none.
  inline(
    1630,
    ENERGY,
    'Una piedra de 0,4 kg se lanza verticalmente hacia arriba con 30 m/s. Calcular (g = 10 m/s²):\na) la energía cinética inicial\nb) la altura máxima que alcanza',
    'a) 180 J; b) 45 m',
    () => [0.5 * 0.4 * 30 ** 2, 30 ** 2 / (2 * 10)],
    'Ec = ½·0,4·900 = 180 J; h = v₀²/(2g) = 900/20 = 45 m.',
  ),
  // The resultant needs no mass; the acceleration needs both.
  inline(
    1631,
    VECTORS,
    'Dos fuerzas perpendiculares de 12 N y 16 N actúan sobre un cuerpo de 4 kg apoyado en un plano horizontal liso. Determinar: a) el módulo de la resultante; b) la aceleración del cuerpo.',
    'a) 20 N; b) 5 m/s²',
    () => [Math.hypot(12, 16), Math.hypot(12, 16) / 4],
    'R = √(12² + 16²) = 20 N; a = R/m = 20/4 = 5 m/s².',
  ),
  // The data and the unknown as symbols, one a line.
  numeric(
    1632,
    DYNAMICS,
    'Datos: m = 8 kg; F = 36 N.\nIncógnita: a.',
    4.5,
    '4,5 m/s²',
    'm/s²',
    () => 36 / 8,
    'a = F/m = 36/8 = 4,5 m/s².',
  ),
  // Parts in capitals after an order, one a line (three of them read as options before).
  inline(
    1633,
    ENERGY,
    'Un cuerpo de 2 kg se suelta desde 20 m de altura (g = 10 m/s²). Calcular:\nA) su energía potencial inicial\nB) la velocidad con que llega al suelo\nC) el tiempo que tarda en caer',
    'A) 400 J; B) 20 m/s; C) 2 s',
    () => [2 * 10 * 20, Math.sqrt(2 * 10 * 20), Math.sqrt((2 * 20) / 10)],
    'Ep = m·g·h = 400 J; v = √(2·g·h) = 20 m/s; t = √(2h/g) = 2 s.',
  ),
  // «a. » labels inside the line, before each quantity's article.
  inline(
    1634,
    MOTION,
    'Un tren parte del reposo y acelera a 0,5 m/s² durante 40 s. Calcular a. la velocidad final b. la distancia recorrida',
    'a) 20 m/s; b) 400 m',
    () => [0.5 * 40, 0.5 * 0.5 * 40 ** 2],
    'v = 0,5·40 = 20 m/s; d = ½·0,5·1.600 = 400 m.',
  ),
  // One order a line, no labels.
  inline(
    1635,
    ENERGY,
    'Un cuerpo de 4 kg se mueve a 6 m/s a 5 m de altura. Tomar g = 10 m/s².\nCalcular su energía cinética.\nCalcular su energía potencial.',
    '72 J; 200 J',
    () => [0.5 * 4 * 6 ** 2, 4 * 10 * 5],
    'Ec = ½·4·36 = 72 J; Ep = 4·10·5 = 200 J.',
  ),
  // Bullets.
  inline(
    1636,
    MOTION,
    'Se deja caer una maceta desde 20 m de altura (g = 10 m/s²). Hallar:\n- el tiempo que tarda en llegar al piso\n- la velocidad con que llega',
    '2 s; 20 m/s',
    () => [Math.sqrt((2 * 20) / 10), Math.sqrt(2 * 10 * 20)],
    't = √(2h/g) = √4 = 2 s; v = g·t = 20 m/s.',
  ),
  // A request to the tutor after the question.
  numeric(
    1637,
    DYNAMICS,
    'Un bloque de 6 kg recibe una fuerza neta de 27 N. ¿Cuál es la aceleración?\n¿Me lo explicás paso a paso?',
    4.5,
    '4,5 m/s²',
    'm/s²',
    () => 27 / 6,
    'a = F/m = 27/6 = 4,5 m/s².',
  ),
  // A part that changes a datum of the first («Si la fuerza se duplica, …»): answered before, sure, with the old force.
  inline(
    1638,
    DYNAMICS,
    'Un cuerpo de 5 kg recibe una fuerza neta de 15 N.\na) ¿Cuál es su aceleración?\nb) Si la fuerza se duplica, ¿cuál es la nueva aceleración?',
    'a) 3 m/s²; b) 6 m/s²',
    () => [15 / 5, 30 / 5],
    'a = 15/5 = 3 m/s²; con F = 30 N, a = 30/5 = 6 m/s².',
  ),
  inline(
    1639,
    MOTION,
    'Un móvil va a 15 m/s con velocidad constante durante 8 s.\na) ¿Qué distancia recorre?\nb) ¿Y si fuera al doble de velocidad?',
    'a) 120 m; b) 240 m',
    () => [15 * 8, 30 * 8],
    'd = v·t = 15·8 = 120 m; con 30 m/s, d = 240 m.',
  ),
  // The gravity for every part, written after the last one.
  inline(
    1641,
    MOTION,
    'Se deja caer una pelota desde 125 m de altura.\na) ¿Cuánto tarda en llegar al suelo?\nb) ¿Con qué velocidad llega? Considerar g = 10 m/s².',
    'a) 5 s; b) 50 m/s',
    () => [Math.sqrt((2 * 125) / 10), Math.sqrt(2 * 10 * 125)],
    't = √(2h/g) = √25 = 5 s; v = g·t = 50 m/s.',
  ),
  // «¿Y cuando …?»: the first question again with another condition.
  inline(
    1642,
    DYNAMICS,
    'Un ascensor de 600 kg cuelga de un cable. Tomar g = 10 m/s².\na) ¿Cuál es la tensión del cable cuando sube con velocidad constante?\nb) ¿Y cuando sube acelerando a 2 m/s²?',
    'a) 6.000 N; b) 7.200 N',
    () => [600 * 10, 600 * (10 + 2)],
    'a velocidad constante T = m·g = 6.000 N; acelerando hacia arriba T = m·(g + a) = 600·12 = 7.200 N.',
  ),
  // A force asked «en newtons»: the conversion the other part's resolution made.
  inline(
    1643,
    DYNAMICS,
    'Sobre un bloque de 8 kg apoyado en un piso liso actúa una fuerza horizontal de 4 kgf. Considerá 1 kgf = 10 N.\na) ¿Cuánto vale la fuerza en newtons?\nb) ¿Qué aceleración adquiere el bloque?',
    'a) 40 N; b) 5 m/s²',
    () => [4 * 10, (4 * 10) / 8],
    'F = 4·10 = 40 N; a = F/m = 40/8 = 5 m/s².',
  ),
  // «equivale a:» with options all in one unit.
  options(
    1644,
    UNITS,
    'Una rapidez de 72 km/h equivale a:',
    ['7,2 m/s', '20 m/s', '200 m/s', '2 m/s'],
    1,
    () => [72 / 3.6],
    '72 km/h = 72.000 m / 3.600 s = 20 m/s.',
  ),
  // The weight beside what the elevator's motion asks.
  inline(
    1645,
    DYNAMICS,
    'Un ascensor de 700 kg sube con una aceleración de 2 m/s² (g = 10 m/s²). Calcular: a) el peso del ascensor; b) la tensión del cable.',
    'a) 7.000 N; b) 8.400 N',
    () => [700 * 10, 700 * (10 + 2)],
    'P = m·g = 7.000 N; T − P = m·a ⇒ T = 700·12 = 8.400 N.',
  ),
  // A part that writes the function the statement defines by its name.
  {
    ...base(
      1640,
      'funciones.logaritmica',
      'Dada g(x) = log₂(x − 1) + 3, hallar el dominio de g y resolver g(x) = 5.',
      'Dom g = (1; +∞); g(x) = 5 ⇒ log₂(x − 1) = 2 ⇒ x − 1 = 4 ⇒ x = 5.',
    ),
    id: 'exs-mat-1640',
    subject: 'matematicas' as const,
    format: 'multi-part' as const,
    statement: 'Dada g(x) = log₂(x − 1) + 3:',
    parts: [
      {
        label: 'a' as const,
        prompt: 'Hallar el dominio de g.',
        answer: { kind: 'expression' as const, text: '(1; +∞)' },
      },
      {
        label: 'b' as const,
        prompt: 'Resolver g(x) = 5.',
        answer: {
          kind: 'numeric' as const,
          value: 5,
          unit: '',
          text: 'x = 5',
          tolerance: { absolute: 0.01 },
        },
      },
    ],
    check: () => [[1], [2 ** 2 + 1]],
  },
];
