/**
 * A development set of our own for the non-motion half of the entrance exams' physics (#32): magnitudes,
 * units and dimensions, vectors, statics, work and energy, power and circular motion. Written by us in
 * the ways UTN seminario exams and guides phrase these kinds (data in any order, mixed units, parts,
 * five options), never copied; each key computed by hand and recomputed by `check`. It measures the
 * solvers by meaning: it is not the exam-style set (functions/content/exam-style) and is not split.
 */
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { numericKey as key, numericPart as part, shared } from './builders.ts';

const UNITS = ['frm-fisica-2023-08-05-t2', 'frvm-fisica-u1-2025'];
const VECTORS = ['frm-fisica-2024-07-06-t1', 'frt-fisica-cartilla'];
const STATICS = ['frt-fisica-cartilla', 'frt-fisica-2024'];
const ENERGY = ['frm-fisica-2025-trabajo-energia', 'frm-fisica-2023-08-05-t2'];
const CIRCULAR = ['frt-fisica-cartilla', 'frt-fisica-2019'];
const FLUIDS = ['frt-fisica-2019'];
const CIRCUITS = ['frt-fisica-2019'];
const POWER = ['frm-fisica-2024-07-06-t1', 'frm-fisica-2025-trabajo-energia'];
const SEVERAL_WORKS = ['frm-fisica-2023-08-05-t2', 'frm-fisica-2024-07-06-t1'];

const units = shared('fisica', 'mecanica.conversion-unidades', UNITS);
const vectors = shared('fisica', 'mecanica.unidades-vectores', VECTORS);
const statics = shared('fisica', 'mecanica.estatica', STATICS);
const parallel = shared('fisica', 'mecanica.fuerzas-paralelas', STATICS);
const energy = shared('fisica', 'mecanica.trabajo-energia', ENERGY);
const circular = shared('fisica', 'mecanica.cinematica', CIRCULAR);
const fluids = shared('fisica', 'mecanica.hidrostatica', FLUIDS);
const circuits = shared('fisica', 'electricidad.circuitos-ohm', CIRCUITS);
const power = shared('fisica', 'mecanica.trabajo-energia', POWER);
const severalWorks = shared('fisica', 'mecanica.trabajo-energia', SEVERAL_WORKS);

const rad = (degrees: number) => (degrees * Math.PI) / 180;

export const physicsGeneralProblems: readonly ExamStyleProblem[] = [
  // Magnitudes, units and dimensions.
  {
    ...units,
    id: 'exs-fis-501',
    format: 'five-options',
    statement:
      'La ley de Hooke dice que F = k·x, donde F es una fuerza y x un estiramiento. ¿Cuáles son las unidades de k en el SI?',
    options: five('N·m', 'N/m', 'kg·m/s', 'N/m²'),
    answer: { option: 1 },
    solution: 'k = F/x: newton sobre metro, N/m (equivale a kg/s²).',
  },
  {
    ...units,
    id: 'exs-fis-502',
    format: 'five-options',
    statement:
      'La velocidad de un móvil responde a v = b·t², con v en m/s y t en s. Para que la expresión sea dimensionalmente correcta, b debe medirse en:',
    options: five('m/s', 'm/s²', 'm·s', 'm/s³'),
    answer: { option: 3 },
    solution: 'b = v/t² → (m/s)/s² = m/s³.',
  },
  {
    ...units,
    id: 'exs-fis-503',
    format: 'five-options',
    statement:
      'Si m es una masa, g la aceleración de la gravedad, h una altura y t un tiempo, la magnitud m·g·h/t se expresa en el SI en:',
    options: five('J', 'W', 'N', 'Pa'),
    answer: { option: 1 },
    solution: 'm·g·h es una energía (J); dividida por un tiempo da J/s = W.',
  },
  {
    ...units,
    id: 'exs-fis-504',
    format: 'five-options',
    statement: 'Expresada en unidades fundamentales del SI, la unidad de la energía cinética ½·m·v² es:',
    options: five('kg·m/s', 'kg·m²/s²', 'kg·m/s²', 'kg²·m/s'),
    answer: { option: 1 },
    solution: 'kg·(m/s)² = kg·m²/s² = J.',
  },
  {
    ...units,
    id: 'exs-fis-505',
    format: 'five-options',
    statement:
      'La posición de un cuerpo está dada por x = A + B·t + C·t², con x en metros y t en segundos. La unidad de C en el SI es:',
    options: five('m', 'm/s', 'm/s²', 's²/m'),
    answer: { option: 2 },
    solution: 'C·t² es una longitud: C = m/s².',
  },
  {
    ...units,
    id: 'exs-fis-506',
    format: 'numeric',
    statement: 'Un motor entrega una potencia de 2,5 kW. Expresala en HP (1 HP = 746 W).',
    answer: key(2500 / 746, 'HP', '≈ 3,35 HP'),
    check: () => 2500 / 746,
    solution: '2500 W / 746 W por HP ≈ 3,35 HP.',
  },
  {
    ...units,
    id: 'exs-fis-507',
    format: 'numeric',
    statement: '¿A cuántos joules equivalen 3 kW·h?',
    answer: key(1.08e7, 'J', '1,08 · 10⁷ J', 1000),
    check: () => 3 * 1000 * 3600,
    solution: '1 kW·h = 1000 W · 3600 s = 3,6 · 10⁶ J; por 3: 1,08 · 10⁷ J.',
  },
  {
    ...units,
    id: 'exs-fis-508',
    format: 'numeric',
    statement: 'La densidad de un material es 2,7 g/cm³. ¿Cuánto vale en kg/m³?',
    answer: key(2700, 'kg/m³', '2700 kg/m³'),
    check: () => (2.7 / 1000) * 1e6,
    solution: '2,7 g/cm³ · (1 kg / 1000 g) · (10⁶ cm³ / 1 m³) = 2700 kg/m³.',
  },
  {
    ...units,
    id: 'exs-fis-509',
    format: 'numeric',
    statement: 'Un cuerpo pesa 35 kgf. Expresá su peso en newtons, con g = 9,8 m/s².',
    answer: key(343, 'N', '343 N'),
    check: () => 35 * 9.8,
    solution: '1 kgf = 9,8 N: 35 · 9,8 = 343 N.',
  },
  // Vectors in physics.
  {
    ...vectors,
    id: 'exs-fis-510',
    format: 'numeric',
    statement:
      'Dos fuerzas de 30 N y 40 N actúan sobre un mismo punto y son perpendiculares entre sí. ¿Cuál es el módulo de la resultante?',
    answer: key(50, 'N', '50 N'),
    check: () => Math.hypot(30, 40),
    solution: 'R = √(30² + 40²) = 50 N.',
  },
  {
    ...vectors,
    id: 'exs-fis-511',
    format: 'multi-part',
    statement:
      'Sobre un cuerpo actúan tres fuerzas en el mismo plano: F₁ = 50 N horizontal hacia la derecha, F₂ = 30 N vertical hacia arriba y F₃ = 10 N horizontal hacia la izquierda.',
    parts: [
      part('a', '¿Cuál es el módulo de la resultante?', 50, 'N', '50 N'),
      part('b', '¿Qué ángulo forma la resultante con la horizontal?', 36.8699, '°', '≈ 36,87°', 0.05),
    ],
    check: () => [[Math.hypot(40, 30)], [(Math.atan2(30, 40) * 180) / Math.PI]],
    solution: 'Rx = 50 − 10 = 40 N, Ry = 30 N; R = 50 N; tg α = 30/40 → α ≈ 36,87°.',
  },
  {
    ...vectors,
    id: 'exs-fis-512',
    format: 'numeric',
    statement:
      'Dos fuerzas de 6 N y 8 N aplicadas en un punto forman entre sí un ángulo de 60°. Calculá el módulo de la resultante.',
    answer: key(Math.sqrt(148), 'N', '≈ 12,17 N'),
    check: () => Math.sqrt(36 + 64 + 2 * 6 * 8 * Math.cos(rad(60))),
    solution: 'R² = 6² + 8² + 2·6·8·cos 60° = 148 → R ≈ 12,17 N.',
  },
  {
    ...vectors,
    id: 'exs-fis-513',
    format: 'multi-part',
    statement: 'Una fuerza de 100 N forma un ángulo de 30° con el eje x positivo.',
    parts: [
      part('a', '¿Cuánto vale su componente x?', 100 * Math.cos(rad(30)), 'N', '≈ 86,6 N', 0.05),
      part('b', '¿Cuánto vale su componente y?', 50, 'N', '50 N'),
    ],
    check: () => [[100 * Math.cos(rad(30))], [100 * Math.sin(rad(30))]],
    solution: 'Fx = 100·cos 30° ≈ 86,6 N; Fy = 100·sen 30° = 50 N.',
  },
  {
    ...vectors,
    id: 'exs-fis-514',
    format: 'numeric',
    statement:
      'Sobre un cuerpo actúan dos fuerzas perpendiculares de 12 N y 5 N. ¿Qué módulo tiene la fuerza equilibrante?',
    answer: key(13, 'N', '13 N, opuesta a la resultante'),
    check: () => Math.hypot(12, 5),
    solution: 'R = √(144 + 25) = 13 N; la equilibrante tiene el mismo módulo y sentido opuesto.',
  },
  {
    ...vectors,
    id: 'exs-fis-515',
    format: 'five-options',
    statement:
      'Un vector de módulo 20 forma 53° con el semieje x positivo (sen 53° = 0,8; cos 53° = 0,6). Sus componentes son:',
    options: five('(12; 16)', '(16; 12)', '(10; 10)', '(12; 8)'),
    answer: { option: 0 },
    check: () => [20 * 0.6, 20 * 0.8],
    solution: 'x = 20·0,6 = 12; y = 20·0,8 = 16.',
  },
  // Statics.
  {
    ...statics,
    id: 'exs-fis-516',
    format: 'numeric',
    statement:
      'Para abrir una puerta se empuja con 40 N, perpendicularmente a la puerta, a 80 cm de las bisagras. ¿Qué momento produce la fuerza respecto del eje de las bisagras?',
    answer: key(32, 'N·m', '32 N·m'),
    check: () => 40 * 0.8,
    solution: 'M = F·d = 40 N · 0,8 m = 32 N·m.',
  },
  {
    ...statics,
    id: 'exs-fis-517',
    format: 'numeric',
    statement:
      'Con una barra de 2 m usada como palanca se quiere levantar una piedra de 150 kgf. El punto de apoyo está a 50 cm de la piedra. ¿Qué fuerza, en kgf, hay que hacer en el otro extremo?',
    answer: key(50, 'kgf', '50 kgf'),
    check: () => (150 * 0.5) / 1.5,
    solution: 'Brazo de la resistencia 0,5 m, de la potencia 1,5 m: F·1,5 = 150·0,5 → F = 50 kgf.',
  },
  {
    ...parallel,
    id: 'exs-fis-518',
    format: 'multi-part',
    statement: 'Dos fuerzas paralelas de sentidos opuestos, de 80 N y 20 N, están separadas 60 cm.',
    parts: [
      part('a', '¿Cuánto vale la resultante?', 60, 'N', '60 N, en el sentido de la de 80 N'),
      part(
        'b',
        '¿A qué distancia de la fuerza de 80 N está aplicada?',
        20,
        'cm',
        '20 cm, por fuera, del lado de la de 80 N',
      ),
    ],
    check: () => [[80 - 20], [(20 * 60) / (80 - 20)]],
    solution: 'R = 80 − 20 = 60 N; 80·x = 20·(x + 60) → x = 20 cm, fuera del segmento, del lado de la mayor.',
  },
  {
    ...statics,
    id: 'exs-fis-519',
    format: 'five-options',
    statement:
      'Una barra homogénea de 3 m y 60 N de peso está apoyada en sus extremos A y B. A 1 m del extremo A se cuelga un peso de 90 N. La reacción del apoyo A vale:',
    options: five('90 N', '60 N', '75 N', '150 N'),
    answer: { option: 0 },
    solution: 'Momentos respecto de A: R_B·3 = 60·1,5 + 90·1 → R_B = 60 N; R_A = 150 − 60 = 90 N.',
  },
  {
    ...statics,
    id: 'exs-fis-520',
    format: 'numeric',
    statement:
      'Un tablón de 4 m, de peso despreciable, se apoya en su punto medio. En un extremo se sienta un chico de 25 kg. ¿A qué distancia del apoyo, del otro lado, debe sentarse su hermano de 40 kg para que el tablón quede en equilibrio?',
    answer: key(1.25, 'm', '1,25 m'),
    check: () => (25 * 2) / 40,
    solution: '25·2 = 40·d → d = 1,25 m.',
  },
  {
    ...statics,
    id: 'exs-fis-521',
    format: 'numeric',
    statement:
      'Una barra de 1,5 m está articulada en un extremo. En el otro se aplica una fuerza de 200 N que forma 30° con la barra. Calculá el momento de la fuerza respecto de la articulación.',
    answer: key(150, 'N·m', '150 N·m'),
    check: () => 200 * 1.5 * Math.sin(rad(30)),
    solution: 'M = F·d·sen 30° = 200·1,5·0,5 = 150 N·m.',
  },
  {
    ...parallel,
    id: 'exs-fis-522',
    format: 'multi-part',
    statement:
      'En los extremos de una barra de 1,2 m se aplican dos fuerzas paralelas del mismo sentido, de 15 kgf y 45 kgf.',
    parts: [
      part('a', 'Calculá la resultante.', 60, 'kgf', '60 kgf'),
      part('b', '¿A qué distancia de la fuerza de 15 kgf está su punto de aplicación?', 0.9, 'm', '0,9 m'),
    ],
    check: () => [[60], [(45 * 1.2) / 60]],
    solution: 'R = 60 kgf; 15·x = 45·(1,2 − x) → x = 0,9 m de la de 15 kgf.',
  },
  // Parallel forces as exams ask them: the resultant and where it acts, same and opposite senses (#32).
  {
    ...parallel,
    id: 'exs-fis-590',
    format: 'multi-part',
    statement:
      'Dos fuerzas paralelas del mismo sentido, de 40 N y 60 N, actúan en los extremos de una barra de 2 m de peso despreciable.',
    parts: [
      part('a', '¿Cuánto vale la resultante?', 100, 'N', '100 N'),
      part('b', '¿A qué distancia de la fuerza de 40 N está aplicada?', 1.2, 'm', '1,2 m'),
    ],
    check: () => [[40 + 60], [(60 * 2) / (40 + 60)]],
    solution: 'R = 40 + 60 = 100 N; 40·x = 60·(2 − x) → x = 1,2 m de la de 40 N.',
  },
  {
    ...parallel,
    id: 'exs-fis-591',
    format: 'numeric',
    statement:
      'Sobre una barra actúan dos fuerzas paralelas de sentidos opuestos, 50 N hacia arriba y 20 N hacia abajo, separadas 60 cm. ¿A qué distancia de la fuerza de 50 N está aplicada la resultante?',
    answer: key(40, 'cm', '40 cm, por fuera, del lado de la de 50 N'),
    check: () => (20 * 60) / (50 - 20),
    solution: 'R = 50 − 20 = 30 N hacia arriba; 50·x = 20·(x + 60) → x = 40 cm, fuera del segmento.',
  },
  {
    ...parallel,
    id: 'exs-fis-592',
    format: 'five-options',
    statement:
      'Dos fuerzas paralelas y del mismo sentido de 30 N y 90 N están separadas 80 cm. La resultante está aplicada a una distancia de la fuerza de 30 N de:',
    options: five('60 cm', '20 cm', '40 cm', '80 cm'),
    answer: { option: 0 },
    check: () => [(90 * 80) / (30 + 90)],
    solution: 'R = 120 N; 30·x = 90·(80 − x) → x = 60 cm de la de 30 N.',
  },
  {
    ...parallel,
    id: 'exs-fis-593',
    format: 'five-options',
    statement:
      'Dos fuerzas paralelas de sentido contrario, de 100 N y 40 N, están aplicadas a 3 m una de la otra. El módulo de la resultante y su distancia a la fuerza mayor son:',
    options: five('60 N; 2 m', '140 N; 2 m', '60 N; 5 m', '140 N; 0,86 m'),
    answer: { option: 0 },
    check: () => [100 - 40, (40 * 3) / (100 - 40)],
    solution: 'R = 100 − 40 = 60 N; 100·x = 40·(x + 3) → x = 2 m, por fuera, del lado de la mayor.',
  },
  {
    ...parallel,
    id: 'exs-fis-594',
    format: 'numeric',
    statement:
      'Una regla de 1 m, de peso despreciable, tiene colgado un cuerpo de 2 kgf en un extremo y otro de 3 kgf en el otro extremo. ¿Dónde se aplica la resultante, medida desde el cuerpo de 2 kgf?',
    answer: key(0.6, 'm', '0,6 m'),
    check: () => (3 * 1) / (2 + 3),
    solution: 'R = 5 kgf; 2·x = 3·(1 − x) → x = 0,6 m del cuerpo de 2 kgf.',
  },
  {
    ...parallel,
    id: 'exs-fis-595',
    format: 'numeric',
    statement:
      'Hallá el módulo de la resultante de dos fuerzas paralelas y opuestas de 12 N y 8 N separadas 20 cm, y su punto de aplicación respecto de la fuerza de 12 N.',
    answer: key(40, 'cm', 'R = 4 N, a 40 cm de la de 12 N, por fuera'),
    check: () => (8 * 20) / (12 - 8),
    solution: 'R = 12 − 8 = 4 N; 12·x = 8·(x + 20) → x = 40 cm, del lado de la de 12 N.',
  },
  {
    ...parallel,
    id: 'exs-fis-596',
    format: 'five-options',
    statement:
      'Dos fuerzas paralelas de 25 N y 75 N, con igual sentido, distan 1,2 m entre sí. ¿Cuál es la intensidad de la resultante?',
    options: five('50 N', '75 N', '100 N', '25 N'),
    answer: { option: 2 },
    check: () => [25 + 75],
    solution: 'Del mismo sentido: R = 25 + 75 = 100 N (la distancia solo ubica su punto de aplicación).',
  },
  {
    ...parallel,
    id: 'exs-fis-597',
    format: 'numeric',
    statement:
      'A 1,5 m una de otra actúan dos fuerzas paralelas del mismo sentido de 200 N y 100 N. ¿A qué distancia de la fuerza de 100 N pasa la resultante?',
    answer: key(1, 'm', '1 m'),
    check: () => (200 * 1.5) / (200 + 100),
    solution: 'R = 300 N; 100·x = 200·(1,5 − x) → x = 1 m de la de 100 N.',
  },
  {
    ...parallel,
    id: 'exs-fis-586',
    format: 'five-options',
    statement:
      'Sobre una barra de 3 m actúan dos fuerzas paralelas de sentidos contrarios: 90 N en un extremo y 30 N en el otro. La resultante vale:',
    options: five('60 N', '120 N', '90 N', '30 N'),
    answer: { option: 0 },
    check: () => [90 - 30],
    solution: 'De sentidos contrarios: R = 90 − 30 = 60 N, en el sentido de la de 90 N.',
  },
  {
    ...statics,
    id: 'exs-fis-587',
    format: 'five-options',
    statement:
      'Una barra homogénea de 2 m y 40 N de peso está apoyada en sus extremos A y B. A 0,5 m de B se cuelga un peso de 100 N. La reacción en B es:',
    options: five('95 N', '45 N', '70 N', '140 N'),
    answer: { option: 0 },
    check: () => [(40 * 1 + 100 * 1.5) / 2],
    solution: 'Momentos respecto de A: R_B·2 = 40·1 + 100·1,5 = 190 → R_B = 95 N (y R_A = 45 N).',
  },
  {
    ...parallel,
    id: 'exs-fis-588',
    format: 'numeric',
    statement:
      'Una barra de 2 m de peso despreciable tiene una fuerza de 30 N hacia abajo en su extremo izquierdo y otra de 50 N hacia abajo en el derecho. ¿Dónde hay que apoyarla para que quede en equilibrio?',
    answer: key(1.25, 'm', 'a 1,25 m del extremo izquierdo'),
    check: () => (50 * 2) / (30 + 50),
    solution: 'El apoyo va bajo la resultante: 30·x = 50·(2 − x) → x = 1,25 m del extremo de la de 30 N.',
  },
  {
    ...statics,
    id: 'exs-fis-589',
    format: 'numeric',
    statement:
      'Una viga de 6 m de peso despreciable está apoyada en sus extremos A y B. Se coloca una carga de 1200 N a 2 m de B. ¿Cuánto vale la reacción en A?',
    answer: key(400, 'N', '400 N'),
    check: () => (1200 * 2) / 6,
    solution: 'Momentos respecto de B: R_A·6 = 1200·2 → R_A = 400 N.',
  },
  {
    ...statics,
    id: 'exs-fis-580',
    format: 'multi-part',
    statement:
      'Una viga de 8 m, homogénea, pesa 400 N y está apoyada en sus extremos A y B. A 2 m de A hay una carga de 600 N y a 3 m de B otra de 1000 N.',
    parts: [
      part('a', '¿Cuánto vale la reacción en A?', 1025, 'N', '1025 N'),
      part('b', '¿Cuánto vale la reacción en B?', 975, 'N', '975 N'),
    ],
    check: () => [[2000 - (400 * 4 + 600 * 2 + 1000 * 5) / 8], [(400 * 4 + 600 * 2 + 1000 * 5) / 8]],
    solution:
      'Momentos respecto de A: R_B·8 = 400·4 + 600·2 + 1000·5 = 7800 → R_B = 975 N; R_A = 2000 − 975 = 1025 N.',
  },
  {
    ...statics,
    id: 'exs-fis-581',
    format: 'numeric',
    statement:
      'Un tablón de 6 m y 300 N, homogéneo, está apoyado en dos caballetes ubicados en sus extremos. Un hombre de 700 N se para a 2 m del extremo izquierdo. ¿Qué fuerza soporta el caballete derecho?',
    answer: key(1150 / 3, 'N', '≈ 383,33 N'),
    check: () => (300 * 3 + 700 * 2) / 6,
    solution: 'Momentos respecto del izquierdo: R·6 = 300·3 + 700·2 = 2300 → R ≈ 383,33 N.',
  },
  {
    ...parallel,
    id: 'exs-fis-582',
    format: 'numeric',
    statement:
      'Una barra de 80 cm de peso despreciable tiene aplicadas dos fuerzas paralelas de igual sentido: 12 kgf en un extremo y 4 kgf en el otro. ¿A qué distancia del extremo donde está la fuerza de 12 kgf se encuentra la resultante?',
    answer: key(20, 'cm', '20 cm'),
    check: () => (4 * 80) / (12 + 4),
    solution: 'R = 16 kgf; 12·x = 4·(80 − x) → x = 20 cm del extremo de la de 12 kgf.',
  },
  {
    ...statics,
    id: 'exs-fis-583',
    format: 'numeric',
    statement:
      'Dos chicos se sientan en un subibaja de 4 m apoyado en su centro: uno de 30 kg en un extremo. ¿Dónde debe sentarse el otro, de 40 kg, para equilibrarlo?',
    answer: key(1.5, 'm', 'a 1,5 m del apoyo, del otro lado'),
    check: () => (30 * 2) / 40,
    solution: '30·2 = 40·d → d = 1,5 m del apoyo.',
  },
  {
    ...parallel,
    id: 'exs-fis-584',
    format: 'five-options',
    statement:
      'Dos fuerzas paralelas de 20 N y 80 N y del mismo sentido actúan sobre una barra y están separadas 1 m. La resultante y su distancia a la fuerza de 20 N son:',
    options: five('100 N; 0,8 m', '60 N; 0,8 m', '100 N; 0,2 m', '60 N; 1,33 m'),
    answer: { option: 0 },
    check: () => [100, (80 * 1) / 100],
    solution: 'R = 20 + 80 = 100 N; 20·x = 80·(1 − x) → x = 0,8 m de la de 20 N.',
  },
  {
    ...parallel,
    id: 'exs-fis-585',
    format: 'numeric',
    statement:
      'Dos fuerzas paralelas y de sentido contrario, F1 = 30 N y F2 = 50 N, distan 40 cm. Determiná la intensidad de la resultante y a qué distancia de F2 se aplica.',
    answer: key(60, 'cm', 'R = 20 N, a 60 cm de F2, por fuera'),
    check: () => (30 * 40) / (50 - 30),
    solution: 'R = 50 − 30 = 20 N; 50·x = 30·(x + 40) → x = 60 cm de F2, del lado de la mayor.',
  },
  // Work and energy.
  {
    ...energy,
    id: 'exs-fis-523',
    format: 'numeric',
    statement:
      '¿Qué trabajo realiza una grúa al subir 300 kg de ladrillos, a velocidad constante, hasta una altura de 12 m? Usá g = 10 m/s².',
    answer: key(36000, 'J', '36.000 J'),
    check: () => 300 * 10 * 12,
    solution: 'W = m·g·h = 300·10·12 = 36.000 J.',
  },
  {
    ...energy,
    id: 'exs-fis-524',
    format: 'five-options',
    statement:
      'Un auto de 1200 kg que viaja a 90 km/h frena hasta detenerse. El trabajo realizado por la fuerza de frenado es:',
    options: five('−375.000 J', '−4.860.000 J', '−750.000 J', '−187.500 J'),
    answer: { option: 0 },
    check: () => [-0.5 * 1200 * 25 ** 2],
    solution: '90 km/h = 25 m/s; W = ΔEc = 0 − ½·1200·25² = −375.000 J.',
  },
  {
    ...energy,
    id: 'exs-fis-525',
    format: 'numeric',
    statement:
      'Una piedra de 0,5 kg se lanza verticalmente hacia arriba con una velocidad de 20 m/s. Despreciando el aire y con g = 10 m/s², calculá por conservación de la energía la altura máxima que alcanza.',
    answer: key(20, 'm', '20 m'),
    check: () => 20 ** 2 / (2 * 10),
    solution: '½·m·v² = m·g·h → h = v²/(2g) = 400/20 = 20 m.',
  },
  {
    ...energy,
    id: 'exs-fis-526',
    format: 'multi-part',
    statement:
      'Un cuerpo de 2 kg se deja caer desde 30 m de altura. Tomá g = 9,8 m/s² y despreciá el rozamiento con el aire.',
    parts: [
      part('a', '¿Cuál es su energía potencial inicial respecto del suelo?', 588, 'J', '588 J'),
      part(
        'b',
        '¿Con qué velocidad pasa por un punto situado a 10 m del suelo?',
        Math.sqrt(392),
        'm/s',
        '≈ 19,8 m/s',
        0.02,
      ),
    ],
    check: () => [[2 * 9.8 * 30], [Math.sqrt(2 * 9.8 * 20)]],
    solution: 'Ep = 2·9,8·30 = 588 J; entre 30 m y 10 m: v = √(2·9,8·20) ≈ 19,8 m/s.',
  },
  {
    ...energy,
    id: 'exs-fis-527',
    format: 'numeric',
    statement:
      'Un bloque de 4 kg se desliza 5 m sobre una superficie horizontal cuyo coeficiente de rozamiento es 0,25. Con g = 10 m/s², ¿cuánto vale el trabajo de la fuerza de rozamiento?',
    answer: key(-50, 'J', '−50 J'),
    check: () => -0.25 * 4 * 10 * 5,
    solution: 'Fr = 0,25·40 = 10 N, opuesta al desplazamiento: W = −10·5 = −50 J.',
  },
  {
    ...energy,
    id: 'exs-fis-528',
    format: 'numeric',
    statement:
      'Un trineo de 10 kg parte del reposo en lo alto de una pendiente de 5 m de altura y llega abajo con una velocidad de 8 m/s. Con g = 10 m/s², ¿cuánta energía se perdió por rozamiento?',
    answer: key(180, 'J', '180 J'),
    check: () => 10 * 10 * 5 - 0.5 * 10 * 64,
    solution: 'Ep = 500 J; Ec final = ½·10·64 = 320 J; se pierden 180 J.',
  },
  {
    ...energy,
    id: 'exs-fis-529',
    format: 'numeric',
    statement: 'Un resorte de constante 400 N/m se comprime 10 cm. ¿Qué energía potencial elástica almacena?',
    answer: key(2, 'J', '2 J'),
    check: () => 0.5 * 400 * 0.1 ** 2,
    solution: 'Ee = ½·k·x² = ½·400·0,1² = 2 J.',
  },
  {
    ...energy,
    id: 'exs-fis-530',
    format: 'five-options',
    statement: 'Un cuerpo de 3 kg tiene una energía cinética de 150 J. Su velocidad es:',
    options: five('10 m/s', '100 m/s', '50 m/s', '7,07 m/s'),
    answer: { option: 0 },
    check: () => [Math.sqrt((2 * 150) / 3)],
    solution: 'v = √(2·Ec/m) = √100 = 10 m/s.',
  },
  {
    ...energy,
    id: 'exs-fis-531',
    format: 'numeric',
    statement:
      'Un carrito de 0,8 kg pasa por el punto más bajo de una pista sin rozamiento a 6 m/s. ¿Hasta qué altura sube? (g = 9,8 m/s²)',
    answer: key(36 / 19.6, 'm', '≈ 1,84 m'),
    check: () => 36 / (2 * 9.8),
    solution: 'h = v²/(2g) = 36/19,6 ≈ 1,84 m (la masa se cancela).',
  },
  {
    ...energy,
    id: 'exs-fis-532',
    format: 'multi-part',
    statement:
      'Un bloque de 5 kg es arrastrado 10 m sobre un piso horizontal por una fuerza de 40 N paralela al piso. El coeficiente de rozamiento dinámico es 0,2 y g = 10 m/s².',
    parts: [
      part('a', '¿Qué trabajo realiza la fuerza de 40 N?', 400, 'J', '400 J'),
      part('b', '¿Qué trabajo realiza la fuerza de rozamiento?', -100, 'J', '−100 J'),
      part('c', '¿Cuál es el trabajo neto sobre el bloque?', 300, 'J', '300 J'),
    ],
    check: () => [[400], [-0.2 * 50 * 10], [300]],
    solution: 'W_F = 40·10 = 400 J; Fr = 0,2·50 = 10 N, W_r = −100 J; neto 300 J.',
  },
  {
    ...energy,
    id: 'exs-fis-533',
    format: 'numeric',
    statement: '¿Qué energía cinética, en kJ, tiene una moto de 150 kg que circula a 72 km/h?',
    answer: key(30, 'kJ', '30 kJ'),
    check: () => (0.5 * 150 * 20 ** 2) / 1000,
    solution: '72 km/h = 20 m/s; Ec = ½·150·400 = 30.000 J = 30 kJ.',
  },
  {
    ...energy,
    id: 'exs-fis-534',
    format: 'numeric',
    statement:
      'Calculá la energía potencial gravitatoria de una maceta de 500 g apoyada a 80 cm del piso (g = 9,8 m/s²).',
    answer: key(3.92, 'J', '3,92 J'),
    check: () => 0.5 * 9.8 * 0.8,
    solution: 'Ep = 0,5 kg · 9,8 m/s² · 0,8 m = 3,92 J.',
  },
  // Power.
  {
    ...energy,
    id: 'exs-fis-535',
    format: 'numeric',
    statement:
      'Una bomba sube 1800 litros de agua por hora hasta un tanque ubicado a 15 m de altura. ¿Qué potencia útil desarrolla? (g = 10 m/s²)',
    answer: key(75, 'W', '75 W'),
    check: () => (1800 / 3600) * 10 * 15,
    solution: '1800 L/h = 0,5 kg/s; P = 0,5·10·15 = 75 W.',
  },
  {
    ...energy,
    id: 'exs-fis-536',
    format: 'five-options',
    statement:
      'Un motor de 5 CV sube una carga de 250 kg a velocidad constante. Con 1 CV = 735 W y g = 9,8 m/s², la velocidad con que sube la carga es:',
    options: five('1,5 m/s', '0,15 m/s', '15 m/s', '2 m/s'),
    answer: { option: 0 },
    check: () => [(5 * 735) / (250 * 9.8)],
    solution: 'P = 3675 W; v = P/(m·g) = 3675/2450 = 1,5 m/s.',
  },
  {
    ...energy,
    id: 'exs-fis-537',
    format: 'numeric',
    statement:
      'Un motor eléctrico consume 2 kW y su rendimiento es del 75 %. ¿Qué potencia útil entrega, en W?',
    answer: key(1500, 'W', '1500 W'),
    check: () => 2000 * 0.75,
    solution: 'P útil = 0,75 · 2000 W = 1500 W.',
  },
  {
    ...energy,
    id: 'exs-fis-538',
    format: 'numeric',
    statement:
      'Un ascensor de 600 kg sube 20 m en 30 s a velocidad constante. Con g = 10 m/s², ¿qué potencia media desarrolla el motor, en kW?',
    answer: key(4, 'kW', '4 kW'),
    check: () => (600 * 10 * 20) / 30 / 1000,
    solution: 'P = m·g·h/t = 120.000 J / 30 s = 4000 W = 4 kW.',
  },
  {
    ...energy,
    id: 'exs-fis-539',
    format: 'numeric',
    statement: 'Una estufa de 1500 W queda encendida durante 4 horas. ¿Cuánta energía consume, en kW·h?',
    answer: key(6, 'kW·h', '6 kW·h'),
    check: () => 1.5 * 4,
    solution: 'E = P·t = 1,5 kW · 4 h = 6 kW·h.',
  },
  // Uniform circular motion.
  {
    ...circular,
    id: 'exs-fis-540',
    format: 'numeric',
    statement: 'Una rueda gira a 300 rpm. ¿Cuál es su velocidad angular en rad/s?',
    answer: key(10 * Math.PI, 'rad/s', '10π ≈ 31,42 rad/s'),
    check: () => (300 * 2 * Math.PI) / 60,
    solution: '300 vueltas/min = 5 vueltas/s; ω = 2π·5 = 10π ≈ 31,42 rad/s.',
  },
  {
    ...circular,
    id: 'exs-fis-541',
    format: 'multi-part',
    statement: 'Un punto del borde de un disco de 20 cm de radio da 2 vueltas por segundo.',
    parts: [
      part('a', '¿Cuál es el período?', 0.5, 's', '0,5 s'),
      part('b', '¿Qué velocidad tangencial tiene el punto?', 0.8 * Math.PI, 'm/s', '≈ 2,51 m/s'),
      part('c', '¿Cuánto vale su aceleración centrípeta?', 3.2 * Math.PI ** 2, 'm/s²', '≈ 31,58 m/s²', 0.05),
    ],
    check: () => [[0.5], [2 * Math.PI * 0.2 * 2], [(4 * Math.PI) ** 2 * 0.2]],
    solution: 'T = 1/f = 0,5 s; v = 2π·r·f ≈ 2,51 m/s; a = ω²·r = (4π)²·0,2 ≈ 31,58 m/s².',
  },
  {
    ...circular,
    id: 'exs-fis-542',
    format: 'five-options',
    statement:
      'Un auto de 1000 kg toma una curva de 80 m de radio a 20 m/s. La fuerza centrípeta necesaria es:',
    options: five('5000 N', '250 N', '500 N', '25.000 N'),
    answer: { option: 0 },
    check: () => [(1000 * 20 ** 2) / 80],
    solution: 'F = m·v²/r = 1000·400/80 = 5000 N.',
  },
  {
    ...circular,
    id: 'exs-fis-543',
    format: 'numeric',
    statement:
      'Una calesita tarda 12 s en dar una vuelta completa. ¿Qué velocidad tiene un chico sentado a 3 m del centro?',
    answer: key(Math.PI / 2, 'm/s', '≈ 1,57 m/s'),
    check: () => (2 * Math.PI * 3) / 12,
    solution: 'v = 2π·r/T = 6π/12 ≈ 1,57 m/s.',
  },
  {
    ...energy,
    id: 'exs-fis-544',
    format: 'numeric',
    statement:
      'Se empuja un mueble de 60 kg a velocidad constante, 4 m sobre el piso, con una fuerza horizontal de 150 N. ¿Cuál es el trabajo neto realizado sobre el mueble?',
    answer: key(0, 'J', '0 J'),
    check: () => 0,
    solution:
      'A velocidad constante la energía cinética no cambia: el trabajo neto es 0 (el rozamiento hace −600 J).',
  },
  {
    ...vectors,
    id: 'exs-fis-545',
    format: 'numeric',
    statement:
      'Calculá el módulo de la resultante de dos fuerzas de 10 N y 10 N aplicadas en el mismo punto, que forman entre sí un ángulo de 120°.',
    answer: key(10, 'N', '10 N'),
    check: () => Math.sqrt(100 + 100 + 200 * Math.cos(rad(120))),
    solution: 'R² = 100 + 100 + 2·100·cos 120° = 100 → R = 10 N.',
  },
  {
    ...energy,
    id: 'exs-fis-546',
    format: 'numeric',
    statement:
      'Una persona de 70 kg sube por una escalera hasta un piso ubicado a 6 m de altura en 12 s. ¿Qué potencia media desarrolla? Tomá g = 9,8 m/s².',
    answer: key(343, 'W', '343 W'),
    check: () => (70 * 9.8 * 6) / 12,
    solution: 'P = m·g·h/t = 70·9,8·6/12 = 343 W.',
  },
  // Pressure: a force over an area, and a liquid at a depth.
  {
    ...fluids,
    id: 'exs-fis-547',
    format: 'numeric',
    statement:
      'Una fuerza de 600 N actúa perpendicularmente sobre una superficie de 20 cm². ¿Qué presión ejerce, expresada en kPa?',
    answer: key(300, 'kPa', '300 kPa'),
    check: () => 600 / 20e-4 / 1000,
    solution: '20 cm² = 0,002 m²; p = F/A = 600 N / 0,002 m² = 300.000 Pa = 300 kPa.',
  },
  {
    ...fluids,
    id: 'exs-fis-548',
    format: 'five-options',
    statement:
      'Un bloque de 50 kg está apoyado sobre una de sus caras, de 0,25 m² de área. Con g = 10 m/s², la presión que ejerce sobre el piso es:',
    options: five('2000 Pa', '200 Pa', '20.000 Pa', '125 Pa'),
    answer: { option: 0 },
    check: () => [(50 * 10) / 0.25],
    solution: 'P = m·g = 500 N; p = 500 N / 0,25 m² = 2000 Pa.',
  },
  {
    ...fluids,
    id: 'exs-fis-549',
    format: 'numeric',
    statement:
      'Sobre una superficie de 0,02 m² se reparte uniformemente una fuerza de 4053 N. Expresá la presión en atm (1 atm = 101.325 Pa).',
    answer: key(2, 'atm', '2 atm'),
    check: () => 4053 / 0.02 / 101325,
    solution: 'p = 4053 N / 0,02 m² = 202.650 Pa; 202.650 / 101.325 = 2 atm.',
  },
  {
    ...fluids,
    id: 'exs-fis-550',
    format: 'numeric',
    statement:
      'Un buzo desciende a 15 m de profundidad en el mar. Si la densidad del agua de mar es 1030 kg/m³ y g = 9,8 m/s², ¿qué presión hidrostática soporta?',
    answer: key(151410, 'Pa', '151.410 Pa', 1),
    check: () => 1030 * 9.8 * 15,
    solution: 'p = ρ·g·h = 1030 · 9,8 · 15 = 151.410 Pa.',
  },
  {
    ...fluids,
    id: 'exs-fis-551',
    format: 'numeric',
    statement:
      'Calculá la presión absoluta a 10 m de profundidad en un lago de agua dulce (ρ = 1000 kg/m³), con g = 10 m/s² y una presión atmosférica de 101.300 Pa.',
    answer: key(201300, 'Pa', '201.300 Pa', 1),
    check: () => 101300 + 1000 * 10 * 10,
    solution: 'p = p₀ + ρ·g·h = 101.300 + 1000·10·10 = 201.300 Pa.',
  },
  {
    ...fluids,
    id: 'exs-fis-552',
    format: 'numeric',
    statement:
      'Un tanque tiene agua hasta una altura de 2 m. ¿Qué fuerza ejerce el agua sobre el fondo, de 3 m² de área? Tomá g = 9,8 m/s² y la densidad del agua 1000 kg/m³.',
    answer: key(58800, 'N', '58.800 N', 1),
    check: () => 1000 * 9.8 * 2 * 3,
    solution: 'p = ρ·g·h = 1000·9,8·2 = 19.600 Pa; F = p·A = 19.600 · 3 = 58.800 N.',
  },
  {
    ...fluids,
    id: 'exs-fis-553',
    format: 'multi-part',
    statement:
      'Un submarino navega a 40 m de profundidad en agua de mar de densidad 1025 kg/m³. Tiene una escotilla de 0,5 m². Usá g = 10 m/s².',
    parts: [
      part('a', '¿Qué presión hidrostática hay a esa profundidad?', 410000, 'Pa', '410.000 Pa', 1),
      part('b', '¿Qué fuerza ejerce el agua sobre la escotilla?', 205000, 'N', '205.000 N', 1),
    ],
    check: () => [[1025 * 10 * 40], [1025 * 10 * 40 * 0.5]],
    solution: 'p = 1025·10·40 = 410.000 Pa; F = p·A = 410.000 · 0,5 = 205.000 N.',
  },
  // Resistors in parallel and in series–parallel.
  {
    ...circuits,
    id: 'exs-fis-554',
    format: 'numeric',
    statement:
      'Dos resistencias de 6 Ω y 3 Ω se conectan en paralelo a una batería de 12 V. ¿Qué corriente circula por la resistencia de 6 Ω?',
    answer: key(2, 'A', '2 A'),
    check: () => 12 / 6,
    solution: 'En paralelo cada resistencia tiene los 12 V: I = 12 V / 6 Ω = 2 A.',
  },
  {
    ...circuits,
    id: 'exs-fis-555',
    format: 'numeric',
    statement:
      'Tres resistencias de 10 Ω, 20 Ω y 20 Ω están conectadas en paralelo. ¿Cuál es la resistencia equivalente?',
    answer: key(5, 'Ω', '5 Ω'),
    check: () => 1 / (1 / 10 + 1 / 20 + 1 / 20),
    solution: '1/R = 1/10 + 1/20 + 1/20 = 0,2 → R = 5 Ω.',
  },
  {
    ...circuits,
    id: 'exs-fis-556',
    format: 'numeric',
    statement:
      'Una resistencia de 4 Ω está en serie con un paralelo formado por dos resistencias de 6 Ω y 12 Ω. El conjunto se conecta a 24 V. ¿Cuál es la corriente total?',
    answer: key(3, 'A', '3 A'),
    check: () => 24 / (4 + 1 / (1 / 6 + 1 / 12)),
    solution: 'Paralelo: 6·12/(6+12) = 4 Ω; Req = 4 + 4 = 8 Ω; I = 24/8 = 3 A.',
  },
  {
    ...circuits,
    id: 'exs-fis-557',
    format: 'five-options',
    statement:
      'En un circuito, R1 = 4 Ω está en serie con el paralelo de R2 = 6 Ω y R3 = 12 Ω, alimentado por una fuente de 24 V. La potencia que disipa R3 es:',
    options: five('12 W', '48 W', '36 W', '24 W'),
    answer: { option: 0 },
    check: () => [12 ** 2 / 12],
    solution: 'Req = 8 Ω, I = 3 A; el paralelo (4 Ω) tiene 3·4 = 12 V; P₃ = V²/R₃ = 144/12 = 12 W.',
  },
  {
    ...circuits,
    id: 'exs-fis-558',
    format: 'numeric',
    statement:
      'Dos resistencias, R1 = 2 Ω y R2 = 8 Ω, se conectan en serie a una diferencia de potencial de 20 V. ¿Qué potencia disipa R2?',
    answer: key(32, 'W', '32 W'),
    check: () => (20 / 10) ** 2 * 8,
    solution: 'Req = 10 Ω, I = 2 A; P₂ = I²·R₂ = 4·8 = 32 W.',
  },
  {
    ...circuits,
    id: 'exs-fis-559',
    format: 'numeric',
    statement:
      'Calculá la resistencia equivalente de R1 = 5 Ω conectada en serie con el paralelo de R2 = 10 Ω y R3 = 15 Ω.',
    answer: key(11, 'Ω', '11 Ω'),
    check: () => 5 + (10 * 15) / (10 + 15),
    solution: 'Paralelo: 10·15/25 = 6 Ω; Req = 5 + 6 = 11 Ω.',
  },
  // The work of several forces with friction, and the speed it leaves.
  {
    ...severalWorks,
    id: 'exs-fis-560',
    format: 'multi-part',
    statement:
      'Un bloque de 10 kg parte del reposo sobre un piso horizontal y se lo empuja con una fuerza horizontal de 80 N a lo largo de 5 m. El coeficiente de rozamiento cinético es 0,4 y g = 10 m/s².',
    parts: [
      part('a', '¿Cuál es el trabajo neto sobre el bloque?', 200, 'J', '200 J'),
      part('b', '¿Con qué velocidad termina el recorrido?', Math.sqrt(40), 'm/s', '≈ 6,32 m/s', 0.02),
    ],
    check: () => [[80 * 5 - 0.4 * 10 * 10 * 5], [Math.sqrt((2 * 200) / 10)]],
    solution: 'W_F = 400 J, W_roz = −0,4·100·5 = −200 J, W_neto = 200 J = ½·10·v² → v = √40 ≈ 6,32 m/s.',
  },
  {
    ...severalWorks,
    id: 'exs-fis-561',
    format: 'five-options',
    statement:
      'Un cajón de 20 kg en reposo es arrastrado 10 m sobre un piso horizontal con una fuerza de 100 N que forma 37° con la horizontal, hacia arriba. El coeficiente de rozamiento es 0,2; g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. La velocidad final del cajón es:',
    options: five('≈ 7,21 m/s', '≈ 8,94 m/s', '≈ 6,32 m/s', '≈ 5,10 m/s'),
    answer: { option: 0 },
    check: () => [Math.sqrt((2 * (100 * 0.8 * 10 - 0.2 * (200 - 60) * 10)) / 20)],
    solution:
      'N = 200 − 60 = 140 N; W_F = 800 J, W_roz = −28·10 = −280 J; W_neto = 520 J → v = √52 ≈ 7,21 m/s.',
  },
  {
    ...severalWorks,
    id: 'exs-fis-562',
    format: 'numeric',
    statement:
      'Un bloque de 4 kg que se mueve a 2 m/s sobre una mesa horizontal es empujado con una fuerza horizontal de 30 N durante 6 m. Si μ = 0,25 y g = 9,8 m/s², ¿con qué velocidad termina?',
    answer: key(Math.sqrt(64.6), 'm/s', '≈ 8,04 m/s', 0.02),
    check: () => Math.sqrt(2 ** 2 + (2 * (30 - 0.25 * 4 * 9.8) * 6) / 4),
    solution:
      'f = 0,25·4·9,8 = 9,8 N; W_neto = (30 − 9,8)·6 = 121,2 J; v² = 4 + 2·121,2/4 = 64,6 → v ≈ 8,04 m/s.',
  },
  // The power of a pump, a motor or a crane lifting at constant speed.
  {
    ...power,
    id: 'exs-fis-563',
    format: 'numeric',
    statement:
      'Una bomba eleva 500 L de agua hasta un tanque situado a 12 m de altura en 2 min. ¿Qué potencia útil desarrolla? Tomá g = 9,8 m/s².',
    answer: key(490, 'W', '490 W'),
    check: () => (500 * 9.8 * 12) / 120,
    solution: '500 L de agua son 500 kg; W = m·g·h = 58.800 J; P = 58.800 J / 120 s = 490 W.',
  },
  {
    ...power,
    id: 'exs-fis-564',
    format: 'numeric',
    statement:
      'Un motor levanta una carga de 200 kg a velocidad constante de 0,5 m/s. ¿Qué potencia desarrolla? (g = 10 m/s²)',
    answer: key(1000, 'W', '1000 W'),
    check: () => 200 * 10 * 0.5,
    solution: 'A velocidad constante F = P = 2000 N; potencia = F·v = 2000 · 0,5 = 1000 W.',
  },
  {
    ...power,
    id: 'exs-fis-565',
    format: 'five-options',
    statement:
      'Una grúa eleva un contenedor de 1,5 t a velocidad constante hasta 20 m de altura en 30 s. Con g = 9,8 m/s², la potencia que desarrolla es:',
    options: five('9,8 kW', '294 kW', '1 kW', '98 kW'),
    answer: { option: 0 },
    check: () => [(1500 * 9.8 * 20) / 30 / 1000],
    solution: 'W = 1500·9,8·20 = 294.000 J; P = 294.000 / 30 = 9800 W = 9,8 kW.',
  },
  {
    ...power,
    id: 'exs-fis-566',
    format: 'numeric',
    statement:
      'Una bomba extrae agua de un pozo de 15 m de profundidad con un caudal de 30 L/min. ¿Qué potencia mínima necesita? Usá g = 10 m/s².',
    answer: key(75, 'W', '75 W'),
    check: () => (30 / 60) * 10 * 15,
    solution: '30 L/min = 0,5 kg/s de agua; P = (m/t)·g·h = 0,5 · 10 · 15 = 75 W.',
  },
];
