/**
 * Dynamics and units as UTN entrance exams write them (#32), written by us with our own numbers: the net
 * force of several forces and Newton's second law (mass from a weight, the force for an acceleration,
 * friction given by μ or as a force), ropes and supports (a hanging body, two blocks joined by a rope,
 * Atwood, a block pulled by a hanging mass, elevators), inclined planes, the kilogram-force and prefixed
 * units in statements and options, and vectors in the notations exams use. Each key computed by hand
 * and recomputed by `check`; g is 9,8 m/s² unless the statement says 10.
 */
import { cross, five, norm, type Vec3 } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { GRAVITY } from '../../../science/constants.ts';

const DYNAMICS = ['frm-fisica-2023-08-05-t2', 'frm-fisica-2024-07-06-t1', 'frm-fisica-2025-dinamica'];
const UNITS = ['frm-fisica-2023-08-05-t2', 'frt-fisica-cartilla', 'frvm-fisica-u1-2025'];
const VECTORS = ['frm-fisica-2024-07-06-t1', 'frt-fisica-cartilla'];

const base = (subtopic: string, modelledOn: string[]) => ({
  subject: 'fisica' as const,
  subtopic,
  modelledOn,
  difficulty: 'facil' as const,
});
const dynamics = base('mecanica.dinamica', DYNAMICS);
const pulleys = base('mecanica.tension-poleas', DYNAMICS);
const units = base('mecanica.conversion-unidades', UNITS);
const vectors = base('mecanica.unidades-vectores', VECTORS);
const products = base('mecanica.vectores-productos', VECTORS);

const key = (value: number, unit: string, text: string, absolute = 0.01) => ({
  value,
  unit,
  tolerance: { absolute },
  text,
});
const part = (
  label: 'a' | 'b',
  prompt: string,
  value: number,
  unit: string,
  text: string,
  absolute = 0.01,
) => ({
  label,
  prompt,
  answer: { kind: 'numeric' as const, ...key(value, unit, text, absolute) },
});
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const sin = (degrees: number) => Math.sin(rad(degrees));
const cos = (degrees: number) => Math.cos(rad(degrees));
const angle = (a: readonly number[], b: readonly number[]) =>
  (Math.acos(a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0) / (norm(a) * norm(b))) * 180) / Math.PI;
/** 1 kgf in newtons: a kilogram's weight where g = 9,8 m/s². */
const KGF = GRAVITY;

export const physicsDynamics: readonly ExamStyleProblem[] = [
  // 1. Newton's second law and the net force.
  {
    ...dynamics,
    id: 'exs-fis-1300',
    format: 'numeric',
    statement:
      'Sobre un cuerpo de 5 kg apoyado en una superficie horizontal sin rozamiento actúan dos fuerzas horizontales de 30 N y 12 N, de sentidos opuestos. ¿Cuál es la aceleración del cuerpo?',
    answer: key(3.6, 'm/s²', '3,6 m/s²'),
    check: () => (30 - 12) / 5,
    solution: 'La fuerza neta es 30 − 12 = 18 N; a = 18 / 5 = 3,6 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1301',
    format: 'five-options',
    statement:
      'Dos fuerzas de 20 N y 15 N, de igual dirección y sentido, actúan sobre un cuerpo de 7 kg apoyado en un plano horizontal liso. La aceleración que adquiere es:',
    options: five('0,71 m/s²', '5 m/s²', '2,86 m/s²', '35 m/s²'),
    answer: { option: 1 },
    check: () => [(20 + 15) / 7],
    solution: 'La resultante es 35 N; a = 35 / 7 = 5 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1302',
    format: 'numeric',
    statement:
      'Un cuerpo que pesa 49 N se mueve sobre un piso horizontal sin rozamiento, empujado por una fuerza horizontal de 20 N. ¿Qué aceleración adquiere?',
    answer: key(4, 'm/s²', '4 m/s²'),
    check: () => 20 / (49 / 9.8),
    solution: 'm = P / g = 49 / 9,8 = 5 kg; a = 20 / 5 = 4 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1303',
    format: 'numeric',
    statement:
      '¿Qué fuerza horizontal hay que aplicar a un bloque de 12 kg apoyado sobre una mesa para que acelere a 1,5 m/s², si el coeficiente de rozamiento dinámico es 0,25? (g = 10 m/s²)',
    answer: key(48, 'N', '48 N'),
    check: () => 12 * 1.5 + 0.25 * 12 * 10,
    solution: 'F − μ m g = m a ⇒ F = 12 · 1,5 + 0,25 · 120 = 18 + 30 = 48 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1304',
    format: 'numeric',
    statement:
      'Un carrito de 40 kg es arrastrado por una fuerza horizontal de 180 N mientras la fuerza de rozamiento vale 60 N. Calculá su aceleración.',
    answer: key(3, 'm/s²', '3 m/s²'),
    check: () => (180 - 60) / 40,
    solution: 'F neta = 180 − 60 = 120 N; a = 120 / 40 = 3 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1305',
    format: 'five-options',
    statement:
      'Un cuerpo de 8 kg apoyado sobre un plano horizontal es empujado por una fuerza horizontal de 60 N. Si el coeficiente de roce cinético es 0,3 y g = 9,8 m/s², su aceleración es:',
    options: five('7,5 m/s²', '4,56 m/s²', '4,5 m/s²', '2,94 m/s²'),
    answer: { option: 1 },
    check: () => [(60 - 0.3 * 8 * 9.8) / 8],
    solution: 'Roce = 0,3 · 8 · 9,8 = 23,52 N; a = (60 − 23,52) / 8 = 4,56 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1306',
    format: 'numeric',
    statement:
      'Un cuerpo adquiere una aceleración de 2,5 m/s² cuando sobre él actúa una fuerza neta de 45 N. ¿Cuál es su masa?',
    answer: key(18, 'kg', '18 kg'),
    check: () => 45 / 2.5,
    solution: 'm = F / a = 45 / 2,5 = 18 kg.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1307',
    format: 'numeric',
    statement:
      'Sobre un bloque de 6 kg que está sobre un piso liso actúan tres fuerzas horizontales: 50 N hacia la derecha, 20 N hacia la derecha y 40 N hacia la izquierda. ¿Cuál es la aceleración del bloque?',
    answer: key(5, 'm/s²', '5 m/s²'),
    check: () => (50 + 20 - 40) / 6,
    solution: 'F neta = 50 + 20 − 40 = 30 N hacia la derecha; a = 30 / 6 = 5 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1308',
    format: 'numeric',
    statement:
      'Un cuerpo pesa 150 N en un lugar donde g = 10 m/s². ¿Qué aceleración le produce una fuerza neta de 45 N?',
    answer: key(3, 'm/s²', '3 m/s²'),
    check: () => 45 / (150 / 10),
    solution: 'm = 150 / 10 = 15 kg; a = 45 / 15 = 3 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1309',
    format: 'five-options',
    statement:
      'Un bloque de 20 kg se desliza sobre un piso horizontal con coeficiente de rozamiento 0,2, tirado por una fuerza horizontal de 100 N. Considerando g = 10 m/s², la aceleración del bloque es:',
    options: five('5 m/s²', '3 m/s²', '7 m/s²', '2 m/s²'),
    answer: { option: 1 },
    check: () => [(100 - 0.2 * 20 * 10) / 20],
    solution: 'Roce = 0,2 · 200 = 40 N; a = (100 − 40) / 20 = 3 m/s².',
  },
  // 2. Ropes, pulleys and supports.
  {
    ...pulleys,
    id: 'exs-fis-1310',
    format: 'numeric',
    statement:
      'Un cuerpo de 20 kg cuelga en reposo de una cuerda. ¿Cuál es la tensión de la cuerda? (g = 9,8 m/s²)',
    answer: key(196, 'N', '196 N'),
    check: () => 20 * 9.8,
    solution: 'En reposo T = m g = 20 · 9,8 = 196 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1311',
    format: 'numeric',
    statement:
      'Con una soga se eleva un balde de 15 kg con una aceleración de 2 m/s² hacia arriba. ¿Cuál es la tensión de la soga? Usá g = 10 m/s².',
    answer: key(180, 'N', '180 N'),
    check: () => 15 * (10 + 2),
    solution: 'T − m g = m a ⇒ T = 15 · (10 + 2) = 180 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1312',
    format: 'numeric',
    statement:
      'Un cuerpo de 25 kg suspendido de un cable desciende con una aceleración de 1,8 m/s². Calculá la tensión del cable (g = 9,8 m/s²).',
    answer: key(200, 'N', '200 N'),
    check: () => 25 * (9.8 - 1.8),
    solution: 'm g − T = m a ⇒ T = 25 · (9,8 − 1,8) = 200 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1313',
    format: 'multi-part',
    statement:
      'Dos bloques de 4 kg y 6 kg, unidos por una cuerda, están sobre una mesa horizontal sin rozamiento. Se tira del bloque de 6 kg con una fuerza horizontal de 30 N.',
    parts: [
      part('a', '¿Cuál es la aceleración del sistema?', 3, 'm/s²', '3 m/s²'),
      part('b', '¿Cuál es la tensión de la cuerda que une los bloques?', 12, 'N', '12 N'),
    ],
    check: () => [[30 / 10], [4 * (30 / 10)]],
    solution: 'a = 30 / (4 + 6) = 3 m/s²; la cuerda arrastra al de 4 kg: T = 4 · 3 = 12 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1314',
    format: 'numeric',
    statement:
      'En una máquina de Atwood cuelgan dos masas de 3 kg y 5 kg de los extremos de una cuerda que pasa por una polea ideal. Con g = 10 m/s², ¿cuál es la aceleración del sistema?',
    answer: key(2.5, 'm/s²', '2,5 m/s²'),
    check: () => ((5 - 3) * 10) / (5 + 3),
    solution: 'a = (m₂ − m₁) g / (m₁ + m₂) = 2 · 10 / 8 = 2,5 m/s².',
  },
  {
    ...pulleys,
    id: 'exs-fis-1315',
    format: 'multi-part',
    statement:
      'De una polea fija ideal cuelgan dos cuerpos de 2 kg y 8 kg unidos por una cuerda inextensible. Tomá g = 10 m/s².',
    parts: [
      part('a', 'Calculá la aceleración de los cuerpos.', 6, 'm/s²', '6 m/s²'),
      part('b', 'Calculá la tensión de la cuerda.', 32, 'N', '32 N'),
    ],
    check: () => [[(6 * 10) / 10], [2 * (10 + 6)]],
    solution: 'a = (8 − 2) · 10 / 10 = 6 m/s²; T = 2 · (10 + 6) = 32 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1316',
    format: 'numeric',
    statement:
      'Un bloque de 6 kg apoyado sobre una mesa horizontal sin rozamiento está unido por una cuerda, que pasa por una polea en el borde de la mesa, a un cuerpo de 4 kg que cuelga. ¿Cuál es la aceleración del sistema? (g = 9,8 m/s²)',
    answer: key(3.92, 'm/s²', '3,92 m/s²'),
    check: () => (4 * 9.8) / 10,
    solution: 'a = m₂ g / (m₁ + m₂) = 4 · 9,8 / 10 = 3,92 m/s².',
  },
  {
    ...pulleys,
    id: 'exs-fis-1317',
    format: 'multi-part',
    statement:
      'Un bloque de 8 kg apoyado sobre una mesa horizontal, con coeficiente de rozamiento 0,1, está unido mediante una cuerda que pasa por una polea a un cuerpo de 2 kg que cuelga. Con g = 10 m/s²:',
    parts: [
      part('a', '¿Cuál es la aceleración del sistema?', 1.2, 'm/s²', '1,2 m/s²'),
      part('b', '¿Cuál es la tensión de la cuerda?', 17.6, 'N', '17,6 N'),
    ],
    check: () => [[(20 - 8) / 10], [2 * (10 - 1.2)]],
    solution: 'Roce = 0,1 · 80 = 8 N; a = (20 − 8) / 10 = 1,2 m/s²; T = 2 · (10 − 1,2) = 17,6 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1318',
    format: 'numeric',
    statement:
      'Una persona de 60 kg está parada sobre una balanza dentro de un ascensor que baja acelerando a 1,5 m/s². ¿Qué marca la balanza? (g = 9,8 m/s²)',
    answer: key(498, 'N', '498 N'),
    check: () => 60 * (9.8 - 1.5),
    solution: 'Baja acelerando: N = m (g − a) = 60 · 8,3 = 498 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1319',
    format: 'five-options',
    statement:
      'Un ascensor de 800 kg sube frenando con una aceleración de 1 m/s². Con g = 10 m/s², la tensión del cable que lo sostiene es:',
    options: five('8000 N', '8800 N', '7200 N', '800 N'),
    answer: { option: 2 },
    check: () => [800 * (10 - 1)],
    solution: 'Sube frenando: la aceleración apunta hacia abajo, T = m (g − a) = 800 · 9 = 7200 N.',
  },
  // 3. Inclined planes.
  {
    ...dynamics,
    id: 'exs-fis-1320',
    format: 'numeric',
    statement:
      'Un bloque de 5 kg desliza hacia abajo por un plano inclinado sin rozamiento que forma 37° con la horizontal (sen 37° = 0,6). Con g = 10 m/s², ¿cuál es su aceleración?',
    answer: key(6, 'm/s²', '6 m/s²'),
    check: () => 10 * 0.6,
    solution: 'a = g sen 37° = 10 · 0,6 = 6 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1321',
    format: 'numeric',
    statement:
      '¿Qué fuerza paralela al plano hay que aplicar a un cuerpo de 10 kg para subirlo con velocidad constante por un plano inclinado de 30° sin rozamiento? (g = 9,8 m/s²)',
    answer: key(49, 'N', '49 N'),
    check: () => 10 * 9.8 * sin(30),
    solution: 'A velocidad constante F = m g sen 30° = 98 · 0,5 = 49 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1322',
    format: 'numeric',
    statement:
      'Un cuerpo de 20 kg sube con velocidad constante por un plano inclinado de 30° empujado por una fuerza paralela al plano. El coeficiente de rozamiento es 0,2 y g = 10 m/s². ¿Cuánto vale esa fuerza?',
    answer: key(134.64, 'N', '≈ 134,64 N', 0.05),
    check: () => 200 * (sin(30) + 0.2 * cos(30)),
    solution: 'F = m g (sen 30° + μ cos 30°) = 200 · (0,5 + 0,1732) ≈ 134,64 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1323',
    format: 'numeric',
    statement:
      'Un cuerpo de 12 kg está apoyado sobre un plano inclinado 60° respecto de la horizontal. Calculá la fuerza normal que ejerce el plano sobre el cuerpo (g = 10 m/s²).',
    answer: key(60, 'N', '60 N'),
    check: () => 12 * 10 * cos(60),
    solution: 'N = m g cos 60° = 120 · 0,5 = 60 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1324',
    format: 'five-options',
    statement:
      'Un bloque baja deslizando por un plano inclinado 30° con coeficiente de rozamiento cinético 0,1. Con g = 9,8 m/s², su aceleración es:',
    options: five('4,9 m/s²', '4,05 m/s²', '5,75 m/s²', '0,85 m/s²'),
    answer: { option: 1 },
    check: () => [9.8 * (sin(30) - 0.1 * cos(30))],
    solution: 'a = g (sen 30° − μ cos 30°) = 9,8 · (0,5 − 0,0866) ≈ 4,05 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1325',
    format: 'multi-part',
    statement:
      'Un cuerpo de 4 kg sube por un plano inclinado de 37° (sen 37° = 0,6; cos 37° = 0,8) tirado por una fuerza de 40 N paralela al plano. El coeficiente de rozamiento es 0,25 y g = 10 m/s².',
    parts: [
      part('a', 'Calculá la fuerza normal.', 32, 'N', '32 N'),
      part('b', 'Calculá la aceleración del cuerpo.', 2, 'm/s²', '2 m/s²'),
    ],
    check: () => [[40 * 0.8], [(40 - 40 * 0.6 - 0.25 * 32) / 4]],
    solution: 'N = 40 · 0,8 = 32 N; a = (40 − 24 − 8) / 4 = 2 m/s².',
  },
  // 4. The kilogram-force and prefixed units.
  {
    ...dynamics,
    id: 'exs-fis-1330',
    format: 'numeric',
    statement:
      'Un cuerpo de 30 kg es empujado con una fuerza horizontal de 6 kgf sobre un piso sin rozamiento. ¿Cuál es su aceleración en m/s²?',
    answer: key(1.96, 'm/s²', '1,96 m/s²'),
    check: () => (6 * KGF) / 30,
    solution: '6 kgf = 58,8 N; a = 58,8 / 30 = 1,96 m/s².',
  },
  {
    ...pulleys,
    id: 'exs-fis-1331',
    format: 'five-options',
    statement:
      'Un cuerpo de 5 kg cuelga en reposo de un hilo. La tensión del hilo, expresada en kilogramos fuerza, es:',
    options: five('49 kgf', '5 kgf', '0,5 kgf', '50 kgf'),
    answer: { option: 1 },
    check: () => [(5 * KGF) / KGF],
    solution: 'T = m g = 49 N = 5 kgf.',
  },
  {
    ...units,
    id: 'exs-fis-1332',
    format: 'numeric',
    statement: 'Expresá una fuerza de 147 N en kilogramos fuerza.',
    answer: key(15, 'kgf', '15 kgf'),
    check: () => 147 / KGF,
    solution: '1 kgf = 9,8 N: 147 / 9,8 = 15 kgf.',
  },
  {
    ...units,
    id: 'exs-fis-1333',
    format: 'numeric',
    statement: 'Convertí 3,5 kgf a newton.',
    answer: key(34.3, 'N', '34,3 N'),
    check: () => 3.5 * KGF,
    solution: '1 kgf = 9,8 N: 3,5 · 9,8 = 34,3 N.',
  },
  {
    ...units,
    id: 'exs-fis-1334',
    format: 'five-options',
    statement: 'Un motor realiza un trabajo de 4500 J. Ese trabajo equivale a:',
    options: five('4,5 kJ', '45 kJ', '0,45 kJ', '4,5 MJ'),
    answer: { option: 0 },
    check: () => [4500 / 1000],
    solution: '1 kJ = 1000 J: 4500 J = 4,5 kJ.',
  },
  {
    ...units,
    id: 'exs-fis-1335',
    format: 'numeric',
    statement:
      'Una fuerza de 20 N desplaza un cuerpo 3 mm en su misma dirección y sentido. ¿Cuál es el trabajo realizado, en mJ?',
    answer: key(60, 'mJ', '60 mJ'),
    check: () => 20 * 0.003 * 1000,
    solution: 'W = 20 · 0,003 = 0,06 J = 60 mJ.',
  },
  {
    ...units,
    id: 'exs-fis-1336',
    format: 'numeric',
    statement: 'Expresá una aceleración de 2,5 m/s² en cm/s².',
    answer: key(250, 'cm/s²', '250 cm/s²'),
    check: () => 2.5 * 100,
    solution: '2,5 m/s² · 100 cm/m = 250 cm/s².',
  },
  {
    ...units,
    id: 'exs-fis-1337',
    format: 'numeric',
    statement: '¿Cuántas dinas son 0,3 N?',
    answer: key(30000, 'dyn', '30 000 dyn'),
    check: () => 0.3 * 1e5,
    solution: '1 N = 10⁵ dyn: 0,3 N = 30 000 dyn.',
  },
  {
    ...units,
    id: 'exs-fis-1338',
    format: 'five-options',
    statement: 'Un cuerpo de 500 g se eleva 2 m (g = 10 m/s²). Su energía potencial gravitatoria aumenta:',
    options: five('10 J', '10 kJ', '1 J', '100 J'),
    answer: { option: 0 },
    check: () => [0.5 * 10 * 2],
    solution: 'ΔEp = 0,5 · 10 · 2 = 10 J.',
  },
  {
    ...units,
    id: 'exs-fis-1339',
    format: 'numeric',
    statement:
      'Una grúa eleva una carga de 2 t hasta 15 m de altura con velocidad constante. Calculá el trabajo realizado por la grúa, en kJ (g = 9,8 m/s²).',
    answer: key(294, 'kJ', '294 kJ'),
    check: () => (2000 * 9.8 * 15) / 1000,
    solution: 'W = m g h = 2000 · 9,8 · 15 = 294 000 J = 294 kJ.',
  },
  {
    ...units,
    id: 'exs-fis-1340',
    format: 'numeric',
    statement:
      'Una fuerza de 25 N se aplica perpendicularmente a una barra, a 40 cm de su eje de giro. ¿Cuál es el momento de la fuerza respecto del eje, en N·m?',
    answer: key(10, 'N·m', '10 N·m'),
    check: () => 25 * 0.4,
    solution: 'M = F d = 25 · 0,4 = 10 N·m.',
  },
  {
    ...units,
    id: 'exs-fis-1341',
    format: 'five-options',
    statement:
      'Sobre un cuerpo de 2 kg actúa una fuerza neta que le produce una aceleración de 4,9 m/s². Esa fuerza, expresada en kgf, es:',
    options: five('9,8 kgf', '1 kgf', '0,5 kgf', '2 kgf'),
    answer: { option: 1 },
    check: () => [(2 * 4.9) / KGF],
    solution: 'F = 2 · 4,9 = 9,8 N = 1 kgf.',
  },
  {
    ...units,
    id: 'exs-fis-1342',
    format: 'five-options',
    statement: 'Un cuerpo de 2 kg se mueve a 30 m/s. Su energía cinética es:',
    options: five('0,9 kJ', '9 kJ', '90 J', '1,8 kJ'),
    answer: { option: 0 },
    check: () => [(0.5 * 2 * 30 ** 2) / 1000],
    solution: 'Ec = ½ · 2 · 900 = 900 J = 0,9 kJ.',
  },
  {
    ...units,
    id: 'exs-fis-1343',
    format: 'five-options',
    statement: 'Un cuerpo de 200 g recibe una fuerza neta de 0,5 N. Su aceleración es:',
    options: five('250 cm/s²', '0,0025 m/s²', '25 cm/s²', '2,5 cm/s²'),
    answer: { option: 0 },
    check: () => [(0.5 / 0.2) * 100],
    solution: 'a = 0,5 / 0,2 = 2,5 m/s² = 250 cm/s².',
  },
  {
    ...units,
    id: 'exs-fis-1344',
    format: 'five-options',
    statement: 'Una fuerza de 0,02 N, expresada en dinas, es:',
    options: five('2000 dyn', '200 dyn', '20 000 dyn', '2 dyn'),
    answer: { option: 0 },
    check: () => [0.02 * 1e5],
    solution: '0,02 · 10⁵ = 2000 dyn.',
  },
  {
    ...units,
    id: 'exs-fis-1345',
    format: 'numeric',
    statement: 'Un camión de 10 t viaja a 72 km/h. ¿Cuál es su energía cinética, en MJ?',
    answer: key(2, 'MJ', '2 MJ'),
    check: () => (0.5 * 10000 * 20 ** 2) / 1e6,
    solution: '72 km/h = 20 m/s; Ec = ½ · 10 000 · 400 = 2 000 000 J = 2 MJ.',
  },
  // 5. Vectors in the notations exams use.
  {
    ...products,
    id: 'exs-fis-1350',
    format: 'numeric',
    statement: 'Dados los vectores A = (2; −1; 3) y B = (1; 4; −2), calculá A · B.',
    answer: key(-8, '', '−8'),
    check: () => 2 * 1 + -1 * 4 + 3 * -2,
    solution: 'A · B = 2 − 4 − 6 = −8.',
  },
  {
    ...products,
    id: 'exs-fis-1351',
    format: 'five-options',
    statement: 'Dados A = 2i − j + 3k y B = i + 4j − 2k, el producto vectorial A × B es:',
    options: five('(−10; 7; 9)', '(10; −7; −9)', '(14; 1; −7)', '(−10; −1; 9)'),
    answer: { option: 0 },
    check: () => [...cross([2, -1, 3], [1, 4, -2])],
    solution: 'A × B = ((−1)(−2) − 3 · 4; 3 · 1 − 2 · (−2); 2 · 4 − (−1) · 1) = (−10; 7; 9).',
  },
  {
    ...vectors,
    id: 'exs-fis-1352',
    format: 'numeric',
    statement: 'Si A = ⟨3, 0, 4⟩ y B = ⟨1, 2, −2⟩, ¿cuánto vale |A + B|?',
    answer: key(Math.sqrt(24), '', '√24 ≈ 4,9'),
    check: () => norm([4, 2, 2]),
    solution: 'A + B = ⟨4, 2, 2⟩; |A + B| = √(16 + 4 + 4) = √24 ≈ 4,9.',
  },
  {
    ...products,
    id: 'exs-fis-1353',
    format: 'numeric',
    statement: 'Dados A = (1, 2, 2) y B = (2, −2, 1), ¿qué ángulo forman los vectores?',
    answer: key(90, '°', '90°'),
    check: () => angle([1, 2, 2], [2, -2, 1]),
    solution: 'A · B = 2 − 4 + 2 = 0: son perpendiculares, 90°.',
  },
  {
    ...products,
    id: 'exs-fis-1354',
    format: 'numeric',
    statement: 'Con A = (2; −1; 3) y B = (1; 4; −2), calculá el módulo del producto vectorial A × B.',
    answer: key(Math.sqrt(230), '', '√230 ≈ 15,17'),
    check: () => norm(cross([2, -1, 3] as Vec3, [1, 4, -2] as Vec3)),
    solution: 'A × B = (−10; 7; 9); |A × B| = √(100 + 49 + 81) = √230 ≈ 15,17.',
  },
  {
    ...vectors,
    id: 'exs-fis-1355',
    format: 'five-options',
    statement: 'Dados A = 3i + 2j − k y B = −i + j + 2k, el vector suma A + B es:',
    options: five('(2; 3; 1)', '(4; 1; −3)', '(2; 3; −1)', '(−3; 2; −2)'),
    answer: { option: 0 },
    check: () => [2, 3, 1],
    solution: 'A + B = (3 − 1; 2 + 1; −1 + 2) = (2; 3; 1).',
  },
  {
    ...products,
    id: 'exs-fis-1356',
    format: 'numeric',
    statement: 'Dados A = ⟨1, −2, 2⟩ y B = ⟨2, 1, −2⟩, calculá el producto escalar entre ambos.',
    answer: key(-4, '', '−4'),
    check: () => 2 - 2 - 4,
    solution: 'A · B = 2 − 2 − 4 = −4.',
  },
  {
    ...products,
    id: 'exs-fis-1357',
    format: 'numeric',
    statement: '¿Qué ángulo forman los vectores A = i + j y B = j + k?',
    answer: key(60, '°', '60°', 0.05),
    check: () => angle([1, 1, 0], [0, 1, 1]),
    solution: 'A · B = 1; |A| = |B| = √2; cos θ = 1/2 ⇒ θ = 60°.',
  },
  {
    ...vectors,
    id: 'exs-fis-1358',
    format: 'five-options',
    statement: 'Dados los vectores A = (3; 4) y B = (−1; 2), el módulo de A + B es:',
    options: five('≈ 6,32', '7', '5', '40'),
    answer: { option: 0 },
    check: () => [norm([2, 6])],
    solution: 'A + B = (2; 6); |A + B| = √40 ≈ 6,32.',
  },
  // A second batch, written after the first fixes and measured before any change for it.
  {
    ...dynamics,
    id: 'exs-fis-1360',
    format: 'numeric',
    statement:
      'Sobre un bloque de 10 kg que descansa sobre un piso horizontal se aplica una fuerza horizontal de 5 kgf. Si el rozamiento es despreciable, ¿qué aceleración adquiere?',
    answer: key(4.9, 'm/s²', '4,9 m/s²'),
    check: () => (5 * KGF) / 10,
    solution: '5 kgf = 49 N; a = 49 / 10 = 4,9 m/s².',
  },
  {
    ...pulleys,
    id: 'exs-fis-1361',
    format: 'numeric',
    statement:
      'Una máquina de Atwood tiene colgadas masas de 1,5 kg y 2,5 kg. Calculá la tensión de la cuerda.',
    answer: key(18.375, 'N', '≈ 18,38 N', 0.01),
    check: () => 1.5 * (9.8 + (1 * 9.8) / 4),
    solution: 'Con g = 9,8 m/s²: a = 1 · 9,8 / 4 = 2,45 m/s²; T = 1,5 · (9,8 + 2,45) = 18,375 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1362',
    format: 'multi-part',
    statement:
      'Dos cajas de 3 kg y 5 kg, unidas por una soga, son arrastradas sobre el piso por una fuerza horizontal de 40 N aplicada a la de 5 kg. El coeficiente de rozamiento con el piso es 0,2 para ambas (g = 10 m/s²).',
    parts: [
      part('a', '¿Cuál es la aceleración de las cajas?', 3, 'm/s²', '3 m/s²'),
      part('b', '¿Cuál es la tensión de la soga?', 15, 'N', '15 N'),
    ],
    check: () => [[(40 - 0.2 * 80) / 8], [3 * 3 + 0.2 * 30]],
    solution: 'a = (40 − 0,2 · 80) / 8 = 3 m/s²; la soga arrastra la de 3 kg: T = 3 · 3 + 0,2 · 30 = 15 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1363',
    format: 'numeric',
    statement:
      'Un hombre de 75 kg está parado sobre una balanza dentro de un ascensor que sube con velocidad constante. ¿Cuánto marca la balanza, en kgf?',
    answer: key(75, 'kgf', '75 kgf'),
    check: () => (75 * KGF) / KGF,
    solution: 'A velocidad constante N = m g = 735 N = 75 kgf.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1364',
    format: 'five-options',
    statement:
      'Un ascensor de 500 kg baja frenando con una aceleración de 2 m/s². Con g = 10 m/s², la tensión del cable es:',
    options: five('6 kN', '4 kN', '5 kN', '1 kN'),
    answer: { option: 0 },
    check: () => [(500 * (10 + 2)) / 1000],
    solution: 'Baja frenando: la aceleración apunta hacia arriba, T = 500 · 12 = 6000 N = 6 kN.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1365',
    format: 'numeric',
    statement:
      'Un bloque de 50 kg está en reposo sobre una rampa de 37° (cos 37° = 0,8). ¿Cuánto vale la fuerza normal? Usá g = 10 m/s².',
    answer: key(400, 'N', '400 N'),
    check: () => 50 * 10 * 0.8,
    solution: 'N = m g cos 37° = 500 · 0,8 = 400 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1366',
    format: 'numeric',
    statement:
      'Un carrito de 2 kg es empujado hacia arriba por un plano inclinado liso de 30° con una fuerza de 20 N paralela al plano. ¿Cuál es su aceleración? (g = 10 m/s²)',
    answer: key(5, 'm/s²', '5 m/s²'),
    check: () => (20 - 2 * 10 * sin(30)) / 2,
    solution: 'a = (F − m g sen 30°) / m = (20 − 10) / 2 = 5 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1367',
    format: 'numeric',
    statement:
      '¿Qué fuerza paralela al plano se necesita para mantener en reposo un cuerpo de 8 kg sobre un plano inclinado liso de 30°? (g = 10 m/s²)',
    answer: key(40, 'N', '40 N'),
    check: () => 8 * 10 * sin(30),
    solution: 'F = m g sen 30° = 80 · 0,5 = 40 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1368',
    format: 'numeric',
    statement:
      'Una fuerza neta de 600 N le produce a un auto una aceleración de 0,4 m/s². ¿Cuál es la masa del auto?',
    answer: key(1500, 'kg', '1500 kg'),
    check: () => 600 / 0.4,
    solution: 'm = F / a = 600 / 0,4 = 1500 kg.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1369',
    format: 'numeric',
    statement:
      '¿Qué fuerza neta hay que aplicar a un cuerpo que pesa 196 N para que acelere a 3 m/s² sobre un piso horizontal liso?',
    answer: key(60, 'N', '60 N'),
    check: () => (196 / 9.8) * 3,
    solution: 'm = 196 / 9,8 = 20 kg; F = 20 · 3 = 60 N.',
  },
  {
    ...units,
    id: 'exs-fis-1370',
    format: 'numeric',
    statement:
      'Un caballo arrastra un carro 250 m con una fuerza horizontal constante de 800 N. ¿Qué trabajo realiza, en kJ?',
    answer: key(200, 'kJ', '200 kJ'),
    check: () => (800 * 250) / 1000,
    solution: 'W = 800 · 250 = 200 000 J = 200 kJ.',
  },
  {
    ...units,
    id: 'exs-fis-1371',
    format: 'numeric',
    statement: 'Expresá una fuerza de 0,5 kgf en dinas.',
    answer: key(490000, 'dyn', '490 000 dyn', 1),
    check: () => 0.5 * KGF * 1e5,
    solution: '0,5 kgf = 4,9 N = 4,9 · 10⁵ dyn = 490 000 dyn.',
  },
  {
    ...products,
    id: 'exs-fis-1372',
    format: 'five-options',
    statement: 'Sean A = (1, 0, 2) y B = (3, −1, 1). El producto escalar A · B vale:',
    options: five('5', '−5', '(3; 0; 2)', '7'),
    answer: { option: 0 },
    check: () => [1 * 3 + 0 * -1 + 2 * 1],
    solution: 'A · B = 3 + 0 + 2 = 5.',
  },
  {
    ...vectors,
    id: 'exs-fis-1373',
    format: 'numeric',
    statement: 'Si A = −i + 2j + 2k, ¿cuál es su módulo?',
    answer: key(3, '', '3'),
    check: () => norm([-1, 2, 2]),
    solution: '|A| = √(1 + 4 + 4) = 3.',
  },
  {
    ...products,
    id: 'exs-fis-1374',
    format: 'numeric',
    statement: 'Dados u = ⟨1, 2, 0⟩ y v = ⟨0, 1, 3⟩, hallá |u × v|.',
    answer: key(Math.sqrt(46), '', '√46 ≈ 6,78'),
    check: () => norm(cross([1, 2, 0], [0, 1, 3])),
    solution: 'u × v = (6; −3; 1); |u × v| = √(36 + 9 + 1) = √46 ≈ 6,78.',
  },
  {
    ...units,
    id: 'exs-fis-1375',
    format: 'numeric',
    statement:
      'En el extremo de una llave de 30 cm de largo se aplica, perpendicular a ella, una fuerza de 2 kgf. ¿Cuál es el momento de la fuerza respecto del eje del bulón, en N·m?',
    answer: key(5.88, 'N·m', '5,88 N·m'),
    check: () => 0.3 * 2 * KGF,
    solution: '2 kgf = 19,6 N; M = 19,6 · 0,3 = 5,88 N·m.',
  },
  // A third batch, written after the second commit and measured before any change for it.
  {
    ...pulleys,
    id: 'exs-fis-1380',
    format: 'numeric',
    statement:
      'Un bloque de 3 kg es tirado verticalmente hacia arriba mediante una cuerda con una fuerza de 45 N. ¿Con qué aceleración sube? (g = 10 m/s²)',
    answer: key(5, 'm/s²', '5 m/s²'),
    check: () => (45 - 30) / 3,
    solution: 'T − m g = m a ⇒ a = (45 − 30) / 3 = 5 m/s².',
  },
  {
    ...pulleys,
    id: 'exs-fis-1381',
    format: 'numeric',
    statement:
      'Dos masas de 4 kg y 6 kg cuelgan de los extremos de una cuerda que pasa por una polea sin rozamiento. ¿Cuál es la aceleración con que se mueven? Considerá g = 10 m/s².',
    answer: key(2, 'm/s²', '2 m/s²'),
    check: () => ((6 - 4) * 10) / 10,
    solution: 'a = (6 − 4) · 10 / (4 + 6) = 2 m/s².',
  },
  {
    ...pulleys,
    id: 'exs-fis-1382',
    format: 'five-options',
    statement:
      'Un carrito de 3 kg sobre una mesa horizontal lisa está unido por un hilo que pasa por una polea a una pesa de 1 kg que cuelga. Con g = 10 m/s², la tensión del hilo es:',
    options: five('7,5 N', '10 N', '2,5 N', '30 N'),
    answer: { option: 0 },
    check: () => [3 * (10 / 4)],
    solution: 'a = 1 · 10 / 4 = 2,5 m/s²; T = 3 · 2,5 = 7,5 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1383',
    format: 'numeric',
    statement:
      'Un ascensor arranca hacia abajo con una aceleración de 2 m/s². ¿Cuál es el peso aparente de una persona de 50 kg que viaja en él? (g = 9,8 m/s²)',
    answer: key(390, 'N', '390 N'),
    check: () => 50 * (9.8 - 2),
    solution: 'Arranca hacia abajo: la aceleración apunta hacia abajo, N = 50 · 7,8 = 390 N.',
  },
  {
    ...units,
    id: 'exs-fis-1384',
    format: 'numeric',
    statement:
      '¿Qué fuerza, en kgf, hay que aplicar horizontalmente a un cuerpo de 49 kg apoyado en un piso liso para que acelere a 2 m/s²?',
    answer: key(10, 'kgf', '10 kgf'),
    check: () => (49 * 2) / KGF,
    solution: 'F = 49 · 2 = 98 N = 10 kgf.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1385',
    format: 'numeric',
    statement:
      'Sobre un trineo de 20 kg actúan una fuerza de 80 N hacia adelante y una fuerza de rozamiento de 30 N. ¿Qué aceleración tiene el trineo?',
    answer: key(2.5, 'm/s²', '2,5 m/s²'),
    check: () => (80 - 30) / 20,
    solution: 'F neta = 80 − 30 = 50 N; a = 50 / 20 = 2,5 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1386',
    format: 'numeric',
    statement:
      'Un cuerpo de 2 kg cae verticalmente y el aire le opone una resistencia constante de 4 N. ¿Cuál es su aceleración? (g = 10 m/s²)',
    answer: key(8, 'm/s²', '8 m/s²'),
    check: () => (2 * 10 - 4) / 2,
    solution: 'm g − R = m a ⇒ a = (20 − 4) / 2 = 8 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1387',
    format: 'numeric',
    statement:
      'Un bloque de 10 kg desliza por un plano inclinado de 30° con μ = 0,3. ¿Cuánto vale la fuerza de rozamiento? (g = 9,8 m/s²)',
    answer: key(0.3 * 98 * cos(30), 'N', '≈ 25,46 N', 0.02),
    check: () => 0.3 * 10 * 9.8 * cos(30),
    solution: 'Fr = μ m g cos 30° = 0,3 · 98 · 0,866 ≈ 25,46 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1388',
    format: 'numeric',
    statement:
      'Calculá la fuerza paralela al plano necesaria para subir con velocidad constante un cajón de 40 kg por una rampa de 20° cuyo coeficiente de rozamiento es 0,25.',
    answer: key(40 * 9.8 * (sin(20) + 0.25 * cos(20)), 'N', '≈ 226,2 N', 0.1),
    check: () => 392 * (sin(20) + 0.25 * cos(20)),
    solution: 'Con g = 9,8 m/s²: F = m g (sen 20° + μ cos 20°) = 392 · (0,342 + 0,235) ≈ 226,2 N.',
  },
  {
    ...units,
    id: 'exs-fis-1389',
    format: 'numeric',
    statement: 'Expresá 2,5 kJ en joules.',
    answer: key(2500, 'J', '2500 J'),
    check: () => 2.5 * 1000,
    solution: '1 kJ = 1000 J: 2,5 kJ = 2500 J.',
  },
  {
    ...units,
    id: 'exs-fis-1390',
    format: 'five-options',
    statement:
      'Una grúa levanta una carga de 800 kg hasta 25 m de altura con velocidad constante (g = 10 m/s²). El trabajo que realiza es:',
    options: five('0,2 MJ', '20 kJ', '2 MJ', '200 J'),
    answer: { option: 0 },
    check: () => [(800 * 10 * 25) / 1e6],
    solution: 'W = m g h = 800 · 10 · 25 = 200 000 J = 0,2 MJ.',
  },
  {
    ...units,
    id: 'exs-fis-1391',
    format: 'numeric',
    statement: '¿Cuántos gramos son 0,35 kg?',
    answer: key(350, 'g', '350 g'),
    check: () => 0.35 * 1000,
    solution: '1 kg = 1000 g: 0,35 kg = 350 g.',
  },
  {
    ...products,
    id: 'exs-fis-1393',
    format: 'five-options',
    statement: 'Dados a = (1; 2; 3) y b = (4; 5; 6), el producto vectorial a × b es:',
    options: five('(−3; 6; −3)', '(3; −6; 3)', '(4; 10; 18)', '(−3; −6; −3)'),
    answer: { option: 0 },
    check: () => [...cross([1, 2, 3], [4, 5, 6])],
    solution: 'a × b = (2 · 6 − 3 · 5; 3 · 4 − 1 · 6; 1 · 5 − 2 · 4) = (−3; 6; −3).',
  },
  {
    ...products,
    id: 'exs-fis-1394',
    format: 'numeric',
    statement: 'Sean A = 3i − 4j y B = 2i + j. Calculá A · B.',
    answer: key(2, '', '2'),
    check: () => 3 * 2 + -4 * 1,
    solution: 'A · B = 3 · 2 + (−4) · 1 = 6 − 4 = 2.',
  },
  {
    ...products,
    id: 'exs-fis-1395',
    format: 'numeric',
    statement: '¿Cuál es el ángulo entre los vectores A = ⟨1, 0⟩ y B = ⟨1, 1⟩?',
    answer: key(45, '°', '45°', 0.05),
    check: () => angle([1, 0], [1, 1]),
    solution: 'cos θ = 1 / (1 · √2) ⇒ θ = 45°.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1396',
    format: 'numeric',
    statement:
      'Un cuerpo de 5 kgf de peso es arrastrado por una fuerza horizontal de 30 N sobre un piso sin rozamiento. ¿Cuál es su aceleración?',
    answer: key(6, 'm/s²', '6 m/s²'),
    check: () => 30 / ((5 * KGF) / KGF),
    solution: 'Un peso de 5 kgf es el de una masa de 5 kg; a = 30 / 5 = 6 m/s².',
  },
  // A fourth batch, written after the third commit and measured before any change for it.
  {
    ...dynamics,
    id: 'exs-fis-1400',
    format: 'numeric',
    statement:
      'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor. Si la balanza marca 770 N, ¿cuál es la aceleración del ascensor? (g = 10 m/s²)',
    answer: key(1, 'm/s²', '1 m/s² hacia arriba'),
    check: () => 770 / 70 - 10,
    solution: 'N − m g = m a ⇒ a = 770 / 70 − 10 = 1 m/s², hacia arriba.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1401',
    format: 'numeric',
    statement:
      'Un montacargas de 1200 kg sube con una aceleración de 0,5 m/s². ¿Cuál es la tensión del cable que lo sostiene? (g = 9,8 m/s²)',
    answer: key(12360, 'N', '12 360 N', 1),
    check: () => 1200 * (9.8 + 0.5),
    solution: 'T = m (g + a) = 1200 · 10,3 = 12 360 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1402',
    format: 'numeric',
    statement: 'En una máquina de Atwood las masas son de 5 kg y 3 kg. ¿Cuál es la tensión de la cuerda?',
    answer: key(36.75, 'N', '36,75 N'),
    check: () => 3 * (9.8 + (2 * 9.8) / 8),
    solution: 'Con g = 9,8 m/s²: a = 2 · 9,8 / 8 = 2,45 m/s²; T = 3 · (9,8 + 2,45) = 36,75 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1403',
    format: 'numeric',
    statement:
      'Un bloque de 5 kg sobre una mesa horizontal sin roce se une mediante una cuerda que pasa por una polea a un bloque colgante de 5 kg. ¿Cuál es la tensión de la cuerda? (g = 10 m/s²)',
    answer: key(25, 'N', '25 N'),
    check: () => 5 * ((5 * 10) / 10),
    solution: 'a = 5 · 10 / 10 = 5 m/s²; T = 5 · 5 = 25 N.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1404',
    format: 'numeric',
    statement:
      'Un cajón de 40 kg se arrastra con velocidad constante sobre un piso cuyo coeficiente de rozamiento cinético es 0,35. ¿Qué fuerza horizontal se le aplica? (g = 10 m/s²)',
    answer: key(140, 'N', '140 N'),
    check: () => 0.35 * 40 * 10,
    solution: 'A velocidad constante F = μ m g = 0,35 · 400 = 140 N.',
  },
  {
    ...pulleys,
    id: 'exs-fis-1405',
    format: 'five-options',
    statement: 'Un cuerpo de 6 kg cuelga en reposo de una cuerda. La tensión de la cuerda es:',
    options: five('6 kgf', '60 kgf', '0,6 kgf', '58,8 kgf'),
    answer: { option: 0 },
    check: () => [(6 * KGF) / KGF],
    solution: 'T = m g = 6 · 9,8 = 58,8 N = 6 kgf.',
  },
  {
    ...units,
    id: 'exs-fis-1406',
    format: 'numeric',
    statement: 'Una fuerza de 2000 dyn actúa sobre un cuerpo de 50 g. ¿Qué aceleración le produce, en cm/s²?',
    answer: key(40, 'cm/s²', '40 cm/s²'),
    check: () => ((2000 * 1e-5) / 0.05) * 100,
    solution: 'a = F / m = 2000 dyn / 50 g = 40 cm/s² (en SI: 0,02 N / 0,05 kg = 0,4 m/s²).',
  },
  {
    ...units,
    id: 'exs-fis-1407',
    format: 'numeric',
    statement: 'Expresá una energía de 0,25 MJ en kJ.',
    answer: key(250, 'kJ', '250 kJ'),
    check: () => (0.25 * 1e6) / 1e3,
    solution: '1 MJ = 1000 kJ: 0,25 MJ = 250 kJ.',
  },
  {
    ...units,
    id: 'exs-fis-1408',
    format: 'five-options',
    statement: 'Un auto de 1000 kg viaja a 72 km/h. Su energía cinética es:',
    options: five('200 kJ', '2592 kJ', '20 kJ', '0,2 kJ'),
    answer: { option: 0 },
    check: () => [(0.5 * 1000 * 20 ** 2) / 1000],
    solution: '72 km/h = 20 m/s; Ec = ½ · 1000 · 400 = 200 000 J = 200 kJ.',
  },
  {
    ...vectors,
    id: 'exs-fis-1409',
    format: 'numeric',
    statement: 'Hallá el módulo del vector suma de A = (2; 3) y B = (1; −1).',
    answer: key(Math.sqrt(13), '', '√13 ≈ 3,61'),
    check: () => norm([3, 2]),
    solution: 'A + B = (3; 2); |A + B| = √(9 + 4) = √13 ≈ 3,61.',
  },
  {
    ...products,
    id: 'exs-fis-1410',
    format: 'numeric',
    statement: 'Dados A = 2i + 3j y B = 4i − j, calculá el producto escalar entre A y B.',
    answer: key(5, '', '5'),
    check: () => 2 * 4 + 3 * -1,
    solution: 'A · B = 2 · 4 + 3 · (−1) = 8 − 3 = 5.',
  },
  {
    ...products,
    id: 'exs-fis-1411',
    format: 'multi-part',
    statement: 'Dados los vectores A = (1; −2; 3) y B = (2; 0; −1):',
    parts: [
      part('a', 'Calculá A · B.', -1, '', '−1'),
      part('b', 'Calculá el módulo de A.', Math.sqrt(14), '', '√14 ≈ 3,74'),
    ],
    check: () => [[1 * 2 + -2 * 0 + 3 * -1], [norm([1, -2, 3])]],
    solution: 'A · B = 2 + 0 − 3 = −1; |A| = √(1 + 4 + 9) = √14 ≈ 3,74.',
  },
  {
    ...dynamics,
    id: 'exs-fis-1412',
    format: 'numeric',
    statement:
      'Un bloque de 5 kg es empujado plano arriba por una fuerza de 50 N paralela a un plano inclinado de 37° (sen 37° = 0,6; cos 37° = 0,8), con μ = 0,25. ¿Qué aceleración adquiere? (g = 10 m/s²)',
    answer: key(2, 'm/s²', '2 m/s²'),
    check: () => (50 - 50 * 0.6 - 0.25 * 50 * 0.8) / 5,
    solution: 'a = (50 − 30 − 0,25 · 40) / 5 = 10 / 5 = 2 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1413',
    format: 'numeric',
    statement:
      'Sobre un cuerpo de 10 kg apoyado en un piso horizontal actúan dos fuerzas horizontales opuestas de 80 N y 20 N. El coeficiente de rozamiento cinético es 0,2 (g = 10 m/s²). ¿Cuál es la aceleración del cuerpo?',
    answer: key(4, 'm/s²', '4 m/s²'),
    check: () => (80 - 20 - 0.2 * 100) / 10,
    solution: 'F neta aplicada = 80 − 20 = 60 N; roce = 0,2 · 100 = 20 N; a = 40 / 10 = 4 m/s².',
  },
  {
    ...dynamics,
    id: 'exs-fis-1414',
    format: 'numeric',
    statement: '¿Qué masa tiene un cuerpo cuyo peso es de 294 N? (g = 9,8 m/s²)',
    answer: key(30, 'kg', '30 kg'),
    check: () => 294 / 9.8,
    solution: 'm = P / g = 294 / 9,8 = 30 kg.',
  },
];
