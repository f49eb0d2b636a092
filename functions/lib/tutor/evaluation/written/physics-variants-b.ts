/**
 * Variants written for #32 of the kinds of the tuning half's kinematics, meetings, statics and parallel
 * forces problems, phrased as another UTN exam author would: other numbers, data in another order,
 * other nouns and verbs, mixed units, «Datos:» lists, parts, five options and graphs told in words. It
 * measures whether the solvers read the kind of problem rather than one statement's words. Every
 * statement is our own and every key was computed by hand and is recomputed by `check`.
 */
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';

type Numeric = Extract<ExamStyleProblem, { format: 'numeric' }>;
type Options = Extract<ExamStyleProblem, { format: 'five-options' }>;
type Parts = Extract<ExamStyleProblem, { format: 'multi-part' }>;
type Part = Parts['parts'][number];

const SOURCES = ['frm-fisica-2023-08-05-t2', 'frt-fisica-cartilla', 'frt-fisica-2024'];
const close: Tolerance = { absolute: 0.01 };

const base = (id: number, subtopic: string, statement: string, solution: string) => ({
  id: `exs-fis-${id}`,
  subject: 'fisica' as const,
  subtopic,
  statement,
  modelledOn: SOURCES,
  difficulty: 'facil' as const,
  solution,
});

function numeric(
  id: number,
  subtopic: string,
  statement: string,
  key: { value: number; unit: string; text: string },
  check: () => number,
  solution: string,
): Numeric {
  return {
    ...base(id, subtopic, statement, solution),
    format: 'numeric',
    answer: { ...key, tolerance: close },
    check,
  };
}

function options(
  id: number,
  subtopic: string,
  statement: string,
  choices: [string, string, string, string],
  option: number,
  check: () => number[],
  solution: string,
): Options {
  return {
    ...base(id, subtopic, statement, solution),
    format: 'five-options',
    options: five(...choices),
    answer: { option },
    check,
  };
}

const part = (label: Part['label'], prompt: string, value: number, unit: string, text: string): Part => ({
  label,
  prompt,
  answer: { kind: 'numeric', value, unit, text, tolerance: close },
});

function parts(
  id: number,
  subtopic: string,
  statement: string,
  list: Part[],
  check: () => number[][],
  solution: string,
): Parts {
  return { ...base(id, subtopic, statement, solution), format: 'multi-part', parts: list, check };
}

const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const STATICS = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';

export const physicsVariantsB: readonly ExamStyleProblem[] = [
  // A seesaw balanced by two people.
  numeric(
    1100,
    STATICS,
    'Dos hermanos juegan en un balancín apoyado en su centro. Datos: masa de Juan = 45 kg, sentado a 1,6 m del eje; masa de Ana = 36 kg. ¿A cuántos metros del eje tiene que ubicarse Ana para que el balancín quede horizontal?',
    { value: 2, unit: 'm', text: '2 m' },
    () => (45 * 1.6) / 36,
    '45 · 1,6 = 36 · d → d = 2 m.',
  ),
  options(
    1101,
    STATICS,
    'Un nene de 25 kg está sentado a 240 cm del punto de apoyo de un sube y baja. Su papá, de 75 kg, se ubica del lado opuesto. Para que haya equilibrio, el papá debe sentarse a:',
    ['7,2 m del apoyo', '1,2 m del apoyo', '0,8 m del apoyo', '3 m del apoyo'],
    2,
    () => [(25 * 2.4) / 75],
    '25 · 2,4 = 75 · d → d = 0,8 m.',
  ),
  // Distance covered from rest with constant acceleration.
  options(
    1102,
    KIN,
    'Un tren arranca desde el reposo y durante medio minuto acelera uniformemente a razón de 0,4 m/s². ¿Qué distancia cubre en ese lapso?',
    ['6 m', '180 m', '360 m', '12 m'],
    1,
    () => [0.5 * 0.4 * 30 ** 2],
    'd = ½ a t² = 0,2 · 900 = 180 m.',
  ),
  numeric(
    1103,
    KIN,
    'Datos: v₀ = 0; a = 2,5 m/s²; t = 6 s. Un ciclista arranca con esos datos. ¿Qué distancia recorrió al cabo de ese tiempo?',
    { value: 45, unit: 'm', text: '45 m' },
    () => 0.5 * 2.5 * 36,
    'd = ½ · 2,5 · 36 = 45 m.',
  ),
  // Mean speed over two stretches.
  options(
    1104,
    KIN,
    'Un ciclista hace los primeros 30 km de un trayecto a 15 km/h y los 30 km restantes a 30 km/h. ¿Cuál fue su rapidez media en el recorrido total?',
    ['22,5 km/h', '20 km/h', '25 km/h', '18 km/h'],
    1,
    () => [60 / (30 / 15 + 30 / 30)],
    'Tarda 2 h y 1 h: 60 km / 3 h = 20 km/h.',
  ),
  options(
    1105,
    KIN,
    'Un tren recorre 36 km en 30 min y luego otros 72 km a 72 km/h. La velocidad media de todo el trayecto, expresada en m/s, es:',
    ['25 m/s', '18 m/s', '72 m/s', '15 m/s'],
    4,
    () => [108 / 1.5 / 3.6],
    '0,5 h + 1 h = 1,5 h; 108 km / 1,5 h = 72 km/h = 20 m/s: ninguna de las cuatro.',
  ),
  // Where the resultant of several parallel forces acts.
  numeric(
    1106,
    PARALLEL,
    'Una varilla horizontal soporta tres cargas verticales hacia abajo: 40 N a 20 cm del extremo izquierdo, 60 N a 50 cm y 100 N a 1 m de ese mismo extremo. ¿A cuántos metros del extremo izquierdo pasa la recta de acción de la resultante?',
    { value: 0.69, unit: 'm', text: '0,69 m' },
    () => (40 * 0.2 + 60 * 0.5 + 100 * 1) / 200,
    'R = 200 N; x = (8 + 30 + 100)/200 = 0,69 m.',
  ),
  options(
    1107,
    PARALLEL,
    'Tres pesas de 5 N, 15 N y 20 N cuelgan de una regla en las posiciones x = 10 cm, x = 40 cm y x = 90 cm respectivamente. El punto de aplicación de la resultante está en:',
    ['x = 46,7 cm', 'x = 61,25 cm', 'x = 50 cm', 'x = 90 cm'],
    1,
    () => [(5 * 10 + 15 * 40 + 20 * 90) / 40],
    'x = (50 + 600 + 1800)/40 = 61,25 cm.',
  ),
  // Centripetal acceleration.
  numeric(
    1108,
    KIN,
    'Un ciclista recorre una pista circular de 40 m de radio con rapidez constante de 36 km/h. ¿Cuál es el módulo de su aceleración centrípeta?',
    { value: 2.5, unit: 'm/s²', text: '2,5 m/s²' },
    () => 10 ** 2 / 40,
    '36 km/h = 10 m/s; a = v²/r = 100/40 = 2,5 m/s².',
  ),
  options(
    1109,
    KIN,
    'Un tren entra en una curva de 0,5 km de radio a 90 km/h. La aceleración centrípeta que experimenta es:',
    ['16,2 m/s²', '1,25 m/s²', '0,18 m/s²', '12,5 m/s²'],
    1,
    () => [25 ** 2 / 500],
    '90 km/h = 25 m/s; a = 625/500 = 1,25 m/s².',
  ),
  // A chase with a later start.
  numeric(
    1110,
    MEET,
    'Un ciclista parte de una plaza a 5 m/s. Media hora más tarde parte de la misma plaza, por el mismo camino, un motociclista a 54 km/h. ¿Cuántos minutos después de su partida el motociclista alcanza al ciclista?',
    { value: 15, unit: 'min', text: '15 min' },
    () => ((18 * 0.5) / (54 - 18)) * 60,
    'El ciclista lleva 9 km de ventaja; se acercan a 36 km/h: 0,25 h = 15 min.',
  ),
  options(
    1111,
    MEET,
    'Un camión sale de una estación de servicio a 60 km/h. Noventa minutos después sale del mismo lugar, por la misma ruta y en el mismo sentido, un auto a 100 km/h. ¿A qué distancia de la estación lo alcanza?',
    ['150 km', '225 km', '90 km', '135 km'],
    1,
    () => [100 * (90 / 40)],
    'Ventaja 90 km; se acercan a 40 km/h: 2,25 h; 100 · 2,25 = 225 km.',
  ),
  // A body let go from something that moves.
  numeric(
    1112,
    KIN,
    'Un globo aerostático asciende a velocidad constante de 5 m/s. Cuando se encuentra a 60 m de altura, se suelta una bolsa de arena. Con g = 10 m/s², ¿con qué velocidad llega la bolsa al suelo?',
    { value: 35, unit: 'm/s', text: '35 m/s' },
    () => Math.sqrt(5 ** 2 + 2 * 10 * 60),
    'v² = 25 + 1200 = 1225 → 35 m/s hacia abajo.',
  ),
  numeric(
    1113,
    KIN,
    'Desde un montacargas que desciende a 2 m/s constantes se cae una herramienta cuando está a 20 m del piso. Considerando g = 9,8 m/s², calculá el tiempo que tarda en llegar al piso.',
    { value: (-2 + Math.sqrt(396)) / 9.8, unit: 's', text: '≈ 1,83 s' },
    () => (-2 + Math.sqrt(4 + 2 * 9.8 * 20)) / 9.8,
    '20 = 2t + 4,9t² → t ≈ 1,83 s.',
  ),
  // Echo.
  numeric(
    1114,
    KIN,
    'Un cazador dispara frente a un acantilado que está a 510 m. Si la velocidad del sonido en el aire es 340 m/s, ¿cuánto tiempo después del disparo oye el eco?',
    { value: 3, unit: 's', text: '3 s' },
    () => (2 * 510) / 340,
    'El sonido va y vuelve: 1020/340 = 3 s.',
  ),
  options(
    1115,
    KIN,
    'Un barco emite un pulso de sonar hacia el fondo del mar y recibe el eco 0,8 s después. Si el sonido en el agua viaja a 1500 m/s, la profundidad es:',
    ['1200 m', '600 m', '300 m', '1875 m'],
    1,
    () => [(1500 * 0.8) / 2],
    'd = v·t/2 = 1500 · 0,4 = 600 m.',
  ),
  // Meeting of a uniform and an accelerated body that approach.
  numeric(
    1116,
    MEET,
    'Dos móviles están a 300 m uno del otro y avanzan uno hacia el otro sobre la misma recta. El primero se mueve con velocidad constante de 5 m/s; el segundo arranca del reposo en ese mismo momento con aceleración de 1 m/s². ¿Al cabo de cuánto tiempo se cruzan?',
    { value: 20, unit: 's', text: '20 s' },
    () => (-10 + Math.sqrt(100 + 2400)) / 2,
    '5t + ½t² = 300 → t² + 10t − 600 = 0 → t = 20 s.',
  ),
  numeric(
    1117,
    MEET,
    'Un tren parte del reposo de la estación A con aceleración constante de 0,5 m/s² hacia B. En el mismo instante pasa por B, a 1,2 km de A, otro tren que viaja hacia A a 72 km/h constantes. ¿A qué distancia de A se encuentran?',
    { value: 400, unit: 'm', text: '400 m' },
    () => 0.25 * ((-80 + Math.sqrt(6400 + 19200)) / 2) ** 2,
    '0,25t² + 20t = 1200 → t = 40 s; x = 0,25 · 1600 = 400 m.',
  ),
  // The moment of a force on a wrench.
  numeric(
    1118,
    STATICS,
    'Para aflojar una tuerca se aplica una fuerza de 50 N en el extremo de una llave de 25 cm de largo, formando un ángulo de 30° con el mango. ¿Cuál es el momento de esa fuerza respecto del centro de la tuerca?',
    { value: 6.25, unit: 'N·m', text: '6,25 N·m' },
    () => 50 * 0.25 * Math.sin(Math.PI / 6),
    'M = F · d · sen 30° = 50 · 0,25 · 0,5 = 6,25 N·m.',
  ),
  options(
    1119,
    STATICS,
    'Una fuerza de 120 N se aplica perpendicularmente al extremo de una llave de 40 cm. El momento respecto del eje del tornillo es:',
    ['4800 N·m', '48 N·m', '300 N·m', '3 N·m'],
    1,
    () => [120 * 0.4],
    'M = 120 · 0,4 = 48 N·m.',
  ),
  // A beam on one support balanced by a force at its end.
  numeric(
    1120,
    STATICS,
    'Un tablón uniforme de 4 m de largo pesa 300 N y descansa sobre un único apoyo situado a 1 m de uno de sus extremos. ¿Qué fuerza vertical hay que aplicar en ese extremo para que el tablón esté en equilibrio horizontal?',
    { value: 300, unit: 'N', text: '300 N' },
    () => (300 * (2 - 1)) / 1,
    'El peso actúa a 1 m del apoyo, la fuerza también: F = 300 N.',
  ),
  numeric(
    1121,
    STATICS,
    'Una barra homogénea de 10 m que pesa 500 N se apoya sobre un soporte a 3 m de su extremo A. Calculá la fuerza vertical que debe aplicarse en A para mantenerla horizontal.',
    { value: 1000 / 3, unit: 'N', text: '≈ 333,33 N' },
    () => (500 * (5 - 3)) / 3,
    'F · 3 = 500 · 2 → F ≈ 333,33 N.',
  ),
  // Two bodies that leave at once toward each other.
  numeric(
    1122,
    MEET,
    'Dos trenes parten simultáneamente de las estaciones P y Q, distantes 420 km, uno hacia el otro. El que sale de P viaja a 90 km/h y el que sale de Q a 120 km/h. ¿A qué distancia de Q se encuentran?',
    { value: 240, unit: 'km', text: '240 km' },
    () => 120 * (420 / 210),
    't = 420/210 = 2 h; desde Q: 120 · 2 = 240 km.',
  ),
  options(
    1123,
    MEET,
    'Un auto parte de la ciudad A hacia la ciudad B a 25 m/s; en el mismo momento parte de B hacia A una moto a 72 km/h. Si A y B distan 27 km, se cruzan al cabo de:',
    ['6 min', '10 min', '15 min', '20 min'],
    1,
    () => [27000 / 45 / 60],
    '25 + 20 = 45 m/s; 27000/45 = 600 s = 10 min.',
  ),
  // A beam on two supports with one load.
  parts(
    1124,
    STATICS,
    'Datos: viga de 5 m apoyada en sus extremos A (izquierdo) y B (derecho), peso propio despreciable, carga de 1000 N colocada a 2 m de A.',
    [
      part('a', 'Calculá la reacción en A.', 600, 'N', '600 N'),
      part('b', 'Calculá la reacción en B.', 400, 'N', '400 N'),
    ],
    () => [[1000 - (1000 * 2) / 5], [(1000 * 2) / 5]],
    'Momentos respecto de A: R_B · 5 = 1000 · 2 → R_B = 400 N; R_A = 600 N.',
  ),
  parts(
    1125,
    STATICS,
    'Un tablón de 3 m de peso despreciable descansa sobre dos caballetes ubicados en sus extremos. Un pintor de 80 kg se para a 50 cm del caballete derecho. Con g = 10 m/s², ¿qué fuerza hace cada caballete?',
    [
      part('a', 'El caballete izquierdo.', 400 / 3, 'N', '≈ 133,33 N'),
      part('b', 'El caballete derecho.', 2000 / 3, 'N', '≈ 666,67 N'),
    ],
    () => [[(800 * 0.5) / 3], [800 - (800 * 0.5) / 3]],
    'P = 800 N; R_izq = 800 · 0,5/3 ≈ 133,33 N; R_der ≈ 666,67 N.',
  ),
  // Free fall and a throw, with a level that is not the ground.
  parts(
    1126,
    KIN,
    'Una maceta cae desde un balcón situado a 20 m de la vereda, partiendo del reposo. Considerá g = 10 m/s².',
    [
      part('a', '¿Cuánto tiempo tarda en llegar a la vereda?', 2, 's', '2 s'),
      part('b', '¿Con qué rapidez impacta?', 20, 'm/s', '20 m/s'),
    ],
    () => [[Math.sqrt((2 * 20) / 10)], [Math.sqrt(2 * 10 * 20)]],
    't = √(2h/g) = 2 s; v = g t = 20 m/s.',
  ),
  parts(
    1127,
    KIN,
    'Se deja caer un objeto desde 80 m de altura (g = 10 m/s²).',
    [
      part('a', '¿Con qué velocidad pasa a 35 m del suelo?', 30, 'm/s', '30 m/s'),
      part('b', '¿Cuánto tarda en llegar al suelo?', 4, 's', '4 s'),
    ],
    () => [[Math.sqrt(2 * 10 * 45)], [Math.sqrt((2 * 80) / 10)]],
    'A 35 m del suelo cayó 45 m: v = √900 = 30 m/s; al suelo, t = √16 = 4 s.',
  ),
  numeric(
    1128,
    KIN,
    'Se lanza verticalmente hacia arriba una pelota a 20 m/s desde el suelo. Con g = 10 m/s², ¿qué rapidez tiene cuando pasa a 15 m de altura?',
    { value: 10, unit: 'm/s', text: '10 m/s' },
    () => Math.sqrt(20 ** 2 - 2 * 10 * 15),
    'v² = 400 − 300 = 100 → 10 m/s.',
  ),
  // Two bodies on one vertical: one let go from above, one thrown up from below.
  parts(
    1129,
    MEET,
    'Desde la terraza de un edificio de 60 m se suelta una pelota y, simultáneamente, desde la vereda se arroja otra verticalmente hacia arriba con rapidez inicial de 30 m/s. Tomá g = 10 m/s².',
    [
      part('a', '¿Cuánto tiempo pasa hasta que se cruzan?', 2, 's', '2 s'),
      part('b', '¿A qué altura respecto de la vereda ocurre el cruce?', 40, 'm', '40 m'),
    ],
    () => [[60 / 30], [60 - 5 * 2 ** 2]],
    't = 60/30 = 2 s; h = 60 − 5 · 4 = 40 m.',
  ),
  parts(
    1130,
    MEET,
    'Una piedra se lanza hacia arriba desde el suelo a 25 m/s y, en ese mismo instante, otra se deja caer desde 50 m de altura, en la misma vertical (g = 10 m/s²).',
    [
      part('a', '¿En qué instante se encuentran?', 2, 's', '2 s'),
      part('b', '¿A qué altura?', 30, 'm', '30 m'),
    ],
    () => [[50 / 25], [25 * 2 - 5 * 2 ** 2]],
    't = 50/25 = 2 s; h = 50 − 20 = 30 m.',
  ),
  // Two parallel forces of the same sense.
  parts(
    1131,
    PARALLEL,
    'Dos fuerzas paralelas y de igual sentido, de 60 N y 40 N, actúan en los extremos de una barra de 1,5 m.',
    [
      part('a', 'Hallá la intensidad de la resultante.', 100, 'N', '100 N'),
      part('b', '¿A qué distancia de la fuerza de 60 N se aplica?', 0.6, 'm', '0,6 m'),
    ],
    () => [[100], [(40 * 1.5) / 100]],
    'R = 100 N; 60 · x = 40 · (1,5 − x) → x = 0,6 m.',
  ),
  parts(
    1132,
    PARALLEL,
    'Sobre una regla de 80 cm se aplican, en sus extremos, dos fuerzas verticales hacia arriba de 12 N y 4 N.',
    [
      part('a', '¿Cuánto vale la resultante?', 16, 'N', '16 N'),
      part(
        'b',
        '¿A cuántos centímetros del extremo donde actúa la de 4 N está su punto de aplicación?',
        60,
        'cm',
        '60 cm',
      ),
    ],
    () => [[16], [(12 * 80) / 16]],
    'R = 16 N; desde la de 4 N: 12 · 80/16 = 60 cm.',
  ),
  // A chase from rest.
  parts(
    1133,
    MEET,
    'Un auto pasa a 54 km/h constantes frente a un motociclista que está detenido en un semáforo. En ese mismo instante el motociclista arranca con aceleración constante de 3 m/s² en la misma dirección.',
    [
      part('a', '¿Cuánto tiempo tarda en alcanzarlo?', 10, 's', '10 s'),
      part('b', '¿Qué distancia recorre hasta alcanzarlo?', 150, 'm', '150 m'),
      part('c', '¿Qué velocidad tiene la moto en ese momento?', 30, 'm/s', '30 m/s'),
    ],
    () => [[(2 * 15) / 3], [15 * 10], [3 * 10]],
    '15t = 1,5t² → t = 10 s; d = 150 m; v = 30 m/s.',
  ),
  options(
    1134,
    MEET,
    'Un ciclista que va a 8 m/s pasa junto a un corredor en reposo; en ese instante el corredor sale tras él con aceleración de 2 m/s². El corredor alcanza al ciclista a los:',
    ['4 s', '8 s', '16 s', '2 s'],
    1,
    () => [(2 * 8) / 2],
    '8t = ½ · 2 · t² → t = 8 s.',
  ),
  // Graphs told in words.
  numeric(
    1135,
    KIN,
    'El gráfico velocidad-tiempo de un móvil es una recta que pasa por v = 0 en t = 0 y por v = 12 m/s en t = 4 s. ¿Qué distancia recorre en los primeros 4 s?',
    { value: 24, unit: 'm', text: '24 m' },
    () => (12 * 4) / 2,
    'El área bajo la recta: 12 · 4/2 = 24 m.',
  ),
  numeric(
    1136,
    KIN,
    'Un gráfico posición-tiempo muestra una recta: el ciclista está en x = 100 m a los 0 s y en x = 400 m a los 60 s. ¿Cuál es su velocidad en km/h?',
    { value: 18, unit: 'km/h', text: '18 km/h' },
    () => (300 / 60) * 3.6,
    'v = 300/60 = 5 m/s = 18 km/h.',
  ),
  numeric(
    1137,
    MEET,
    'En un gráfico x-t, la recta del móvil A pasa por (0 s; 0 m) y (10 s; 150 m); la del móvil B, por (0 s; 600 m) y (10 s; 450 m). ¿En qué instante se encuentran?',
    { value: 20, unit: 's', text: '20 s' },
    () => 600 / (15 + 15),
    'vA = 15 m/s, vB = −15 m/s: 15t = 600 − 15t → t = 20 s.',
  ),
  // A second batch, written after the first was answered, measured before any change for it.
  numeric(
    1140,
    STATICS,
    'En un balancín, Pedro (50 kg) está sentado a 1,2 m del eje. Del otro lado se sienta Lucía, de 40 kg. ¿A qué distancia del eje debe ubicarse Lucía para que el balancín quede en equilibrio?',
    { value: 1.5, unit: 'm', text: '1,5 m' },
    () => (50 * 1.2) / 40,
    '50 · 1,2 = 40 · d → d = 1,5 m.',
  ),
  options(
    1141,
    KIN,
    'Partiendo del reposo, un avión carretea por la pista con aceleración constante de 5 m/s² durante 20 s hasta despegar. ¿Qué longitud de pista recorrió?',
    ['100 m', '500 m', '1000 m', '2000 m'],
    2,
    () => [0.5 * 5 * 20 ** 2],
    'd = ½ · 5 · 400 = 1000 m.',
  ),
  numeric(
    1142,
    KIN,
    'Un micro viaja 2 h a 90 km/h, se detiene 30 min a cargar combustible y luego recorre 120 km en 1,5 h. ¿Cuál fue su velocidad media en todo el viaje, en km/h?',
    { value: 75, unit: 'km/h', text: '75 km/h' },
    () => (2 * 90 + 120) / (2 + 0.5 + 1.5),
    '180 km + 120 km = 300 km en 2 + 0,5 + 1,5 = 4 h: 75 km/h.',
  ),
  options(
    1143,
    PARALLEL,
    'Cuatro fuerzas paralelas verticales hacia abajo de 10 N, 20 N, 30 N y 40 N actúan sobre una barra en x = 0 m, x = 1 m, x = 2 m y x = 3 m, respectivamente. La resultante se aplica en:',
    ['x = 1,5 m', 'x = 2 m', 'x = 2,5 m', 'x = 3 m'],
    1,
    () => [(0 + 20 + 60 + 120) / 100],
    'x = (0 + 20 + 60 + 120)/100 = 2 m.',
  ),
  numeric(
    1144,
    KIN,
    'Un móvil describe una circunferencia de 2 m de radio dando 30 vueltas por minuto con rapidez constante. ¿Cuál es su aceleración centrípeta?',
    { value: 2 * Math.PI ** 2, unit: 'm/s²', text: '≈ 19,74 m/s²' },
    () => Math.PI ** 2 * 2,
    'ω = 30 · 2π/60 = π rad/s; a = ω² r = 2π² ≈ 19,74 m/s².',
  ),
  numeric(
    1145,
    MEET,
    'Una moto sale de una ciudad a las 9:00 a 60 km/h. A las 9:15 sale de la misma ciudad, por la misma ruta y en el mismo sentido, un auto a 80 km/h. ¿Cuántos kilómetros recorrió el auto hasta alcanzar a la moto?',
    { value: 60, unit: 'km', text: '60 km' },
    () => 80 * (15 / 20),
    'Ventaja 15 km; se acercan a 20 km/h: 0,75 h; 80 · 0,75 = 60 km.',
  ),
  numeric(
    1146,
    KIN,
    'Un montacargas sube a 3 m/s constantes. Cuando su piso está a 20 m del suelo, se cae una herramienta por el borde. Con g = 10 m/s², ¿cuánto tarda la herramienta en llegar al suelo?',
    { value: (3 + Math.sqrt(409)) / 10, unit: 's', text: '≈ 2,32 s' },
    () => (3 + Math.sqrt(9 + 400)) / 10,
    '0 = 20 + 3t − 5t² → t = (3 + √409)/10 ≈ 2,32 s.',
  ),
  numeric(
    1147,
    KIN,
    'Un murciélago emite un chillido y recibe el eco en un insecto 0,02 s después. Si el sonido viaja a 340 m/s, ¿a qué distancia está el insecto?',
    { value: 3.4, unit: 'm', text: '3,4 m' },
    () => (340 * 0.02) / 2,
    'd = v·t/2 = 340 · 0,01 = 3,4 m.',
  ),
  numeric(
    1148,
    MEET,
    'Una moto parte del reposo con aceleración de 3 m/s² hacia un camión que se encuentra a 120 m y viene hacia ella a 18 km/h constantes. ¿Cuánto tiempo tardan en cruzarse?',
    { value: (-5 + Math.sqrt(745)) / 3, unit: 's', text: '≈ 7,43 s' },
    () => (-5 + Math.sqrt(25 + 720)) / 3,
    '1,5t² + 5t − 120 = 0 → t ≈ 7,43 s.',
  ),
  numeric(
    1149,
    STATICS,
    'Se aplica una fuerza de 25 N sobre una llave de tuercas, a 40 cm del eje del tornillo y formando 53° con la llave (sen 53° = 0,8). Calculá el momento respecto del eje.',
    { value: 8, unit: 'N·m', text: '8 N·m' },
    () => 25 * 0.4 * 0.8,
    'M = 25 · 0,4 · 0,8 = 8 N·m.',
  ),
  numeric(
    1150,
    STATICS,
    'Un tablón homogéneo de 5 m pesa 400 N y está apoyado a 1 m de su extremo izquierdo. ¿Qué fuerza vertical hay que aplicar en el extremo izquierdo para que el tablón quede horizontal?',
    { value: 600, unit: 'N', text: '600 N' },
    () => (400 * 1.5) / 1,
    'El peso actúa a 1,5 m del apoyo: F · 1 = 400 · 1,5 → F = 600 N.',
  ),
  numeric(
    1151,
    MEET,
    'Desde dos pueblos, M y N, separados 90 km, salen al mismo tiempo un ciclista desde M a 20 km/h y un motociclista desde N a 70 km/h, uno al encuentro del otro. ¿Cuántos minutos después de partir se encuentran?',
    { value: 60, unit: 'min', text: '60 min' },
    () => (90 / 90) * 60,
    't = 90/(20 + 70) = 1 h = 60 min.',
  ),
  parts(
    1152,
    STATICS,
    'Una pasarela de 6 m, de peso despreciable, está apoyada en sus dos extremos. Una persona de 720 N camina sobre ella y se detiene a 2 m del extremo derecho.',
    [
      part('a', '¿Qué fuerza ejerce el apoyo izquierdo?', 240, 'N', '240 N'),
      part('b', '¿Y el derecho?', 480, 'N', '480 N'),
    ],
    () => [[720 - (720 * 4) / 6], [(720 * 4) / 6]],
    'La persona está a 4 m del extremo izquierdo: R_der = 720 · 4/6 = 480 N; R_izq = 240 N.',
  ),
  parts(
    1153,
    KIN,
    'Un objeto se suelta desde una ventana a 31,25 m del suelo (g = 10 m/s²).',
    [
      part('a', '¿Cuánto tarda en caer?', 2.5, 's', '2,5 s'),
      part('b', '¿Con qué velocidad toca el suelo?', 25, 'm/s', '25 m/s'),
    ],
    () => [[Math.sqrt((2 * 31.25) / 10)], [Math.sqrt(2 * 10 * 31.25)]],
    't = √(2h/g) = √6,25 = 2,5 s; v = g t = 25 m/s.',
  ),
  parts(
    1154,
    MEET,
    'Simultáneamente, una pelota se deja caer desde 40 m de altura y otra se lanza hacia arriba desde el piso, en la misma vertical, con 20 m/s (g = 10 m/s²).',
    [part('a', '¿Cuándo se cruzan?', 2, 's', '2 s'), part('b', '¿A qué altura del piso?', 20, 'm', '20 m')],
    () => [[40 / 20], [40 - 5 * 2 ** 2]],
    't = 40/20 = 2 s; h = 40 − 20 = 20 m.',
  ),
  parts(
    1155,
    PARALLEL,
    'Dos fuerzas paralelas de igual sentido, F1 = 15 N y F2 = 35 N, están aplicadas en los extremos de una varilla de 2 m.',
    [
      part('a', '¿Cuál es el módulo de la resultante?', 50, 'N', '50 N'),
      part('b', '¿A qué distancia de F1 se encuentra su punto de aplicación?', 1.4, 'm', '1,4 m'),
    ],
    () => [[50], [(35 * 2) / 50]],
    'R = 50 N; desde F1: 35 · 2/50 = 1,4 m.',
  ),
  parts(
    1156,
    MEET,
    'Un camión pasa a velocidad constante de 10 m/s por un semáforo en el momento en que un auto arranca desde ese semáforo con aceleración de 1 m/s² en la misma dirección.',
    [
      part('a', '¿Cuánto tarda el auto en alcanzar al camión?', 20, 's', '20 s'),
      part('b', '¿A qué distancia del semáforo lo alcanza?', 200, 'm', '200 m'),
    ],
    () => [[(2 * 10) / 1], [10 * 20]],
    '10t = ½t² → t = 20 s; d = 200 m.',
  ),
  parts(
    1157,
    KIN,
    'Un móvil tiene el siguiente gráfico v(t): en t = 0 su velocidad es 5 m/s y en t = 10 s es 25 m/s, variando linealmente.',
    [
      part('a', '¿Cuál es su aceleración?', 2, 'm/s²', '2 m/s²'),
      part('b', '¿Qué distancia recorre en ese intervalo?', 150, 'm', '150 m'),
    ],
    () => [[(25 - 5) / 10], [((5 + 25) / 2) * 10]],
    'a = 20/10 = 2 m/s²; d = (5 + 25)/2 · 10 = 150 m.',
  ),
  numeric(
    1158,
    KIN,
    'Un móvil con MRU pasa por x = 30 m a los 2 s y por x = 90 m a los 8 s. ¿En qué posición estaba en t = 0?',
    { value: 10, unit: 'm', text: '10 m' },
    () => 30 - ((90 - 30) / 6) * 2,
    'v = 60/6 = 10 m/s; x₀ = 30 − 10 · 2 = 10 m.',
  ),
  options(
    1159,
    KIN,
    'Un tren de 100 m de largo cruza un puente de 200 m a 36 km/h. El tiempo que tarda en cruzarlo completamente es:',
    ['10 s', '20 s', '30 s', '40 s'],
    2,
    () => [300 / 10],
    'El frente recorre 200 + 100 = 300 m a 10 m/s: 30 s.',
  ),
  // A third batch, written after the second was answered, measured before any change for it.
  options(
    1160,
    STATICS,
    'Una tabla apoyada en su centro sostiene a un chico de 35 kg sentado a 1,8 m del apoyo. Del otro lado, a 1,4 m del apoyo, se sienta su hermana. Para que la tabla quede en equilibrio, la masa de la hermana debe ser:',
    ['27,2 kg', '45 kg', '35 kg', '49 kg'],
    1,
    () => [(35 * 1.8) / 1.4],
    '35 · 1,8 = m · 1,4 → m = 45 kg.',
  ),
  numeric(
    1161,
    KIN,
    'Un camión que viaja a 54 km/h acelera uniformemente durante 10 s hasta alcanzar 90 km/h. ¿Qué distancia recorrió en ese tiempo?',
    { value: 200, unit: 'm', text: '200 m' },
    () => ((15 + 25) / 2) * 10,
    '15 m/s y 25 m/s; d = (15 + 25)/2 · 10 = 200 m.',
  ),
  options(
    1162,
    KIN,
    'Una ciclista recorre la primera mitad de una distancia de 20 km a 10 km/h y la segunda mitad a 20 km/h. Su rapidez media fue:',
    ['15 km/h', '13,33 km/h', '12 km/h', '16 km/h'],
    1,
    () => [20 / (10 / 10 + 10 / 20)],
    'Tarda 1 h y 0,5 h: 20 km / 1,5 h ≈ 13,33 km/h.',
  ),
  numeric(
    1163,
    PARALLEL,
    'Sobre una barra horizontal se aplican dos fuerzas verticales de sentidos opuestos: 80 N hacia abajo en un extremo y 30 N hacia arriba a 50 cm de ese extremo. ¿A qué distancia de la fuerza de 80 N pasa la resultante, en cm?',
    { value: 30, unit: 'cm', text: '30 cm' },
    () => (30 * 50) / 50,
    'R = 50 N hacia abajo; 80 · x = 30 · (x + 50) → x = 30 cm, del lado opuesto a la de 30 N.',
  ),
  numeric(
    1164,
    KIN,
    'Una hélice de 1,2 m de diámetro gira a 600 rpm. ¿Qué aceleración centrípeta tiene la punta de una pala?',
    { value: 0.6 * (20 * Math.PI) ** 2, unit: 'm/s²', text: '≈ 2368,71 m/s²' },
    () => (20 * Math.PI) ** 2 * 0.6,
    'ω = 600 · 2π/60 = 20π rad/s; r = 0,6 m; a = ω² r ≈ 2368,71 m/s².',
  ),
  numeric(
    1165,
    MEET,
    'Un perro persigue a un gato que le lleva 30 m de ventaja. El gato corre a 6 m/s y el perro a 9 m/s, ambos constantes y en la misma dirección. ¿Cuántos segundos tarda el perro en alcanzarlo?',
    { value: 10, unit: 's', text: '10 s' },
    () => 30 / (9 - 6),
    'Se acercan a 3 m/s: 30/3 = 10 s.',
  ),
  numeric(
    1166,
    KIN,
    'Un paracaidista desciende a velocidad constante de 5 m/s y, a 30 m del suelo, se le cae el celular. Con g = 10 m/s², ¿cuánto tarda el celular en llegar al suelo?',
    { value: 2, unit: 's', text: '2 s' },
    () => (-5 + Math.sqrt(25 + 600)) / 10,
    '30 = 5t + 5t² → t² + t − 6 = 0 → t = 2 s.',
  ),
  options(
    1167,
    KIN,
    'Un chico golpea una lata y oye el eco en un edificio 0,5 s después. Si la velocidad del sonido es 340 m/s, la distancia al edificio es:',
    ['170 m', '85 m', '340 m', '42,5 m'],
    1,
    () => [(340 * 0.5) / 2],
    'd = 340 · 0,5/2 = 85 m.',
  ),
  numeric(
    1168,
    MEET,
    'Un auto detenido en una esquina arranca con aceleración de 2 m/s² en el instante en que otro, que viene de frente por la misma calle a 10 m/s constantes, está a 200 m. ¿A qué distancia de la esquina se cruzan?',
    { value: 100, unit: 'm', text: '100 m' },
    () => ((-10 + Math.sqrt(100 + 800)) / 2) ** 2,
    't² + 10t − 200 = 0 → t = 10 s; x = ½ · 2 · 100 = 100 m.',
  ),
  numeric(
    1169,
    STATICS,
    'Una fuerza de 200 N actúa a 0,5 m de un eje y forma 90° con la barra. ¿Cuál es el momento que produce?',
    { value: 100, unit: 'N·m', text: '100 N·m' },
    () => 200 * 0.5,
    'M = 200 · 0,5 · sen 90° = 100 N·m.',
  ),
  numeric(
    1170,
    STATICS,
    'Una barra uniforme de 3 m y 60 N está apoyada a 1 m de su extremo A. ¿Qué fuerza vertical debe aplicarse en el extremo A para que la barra permanezca horizontal?',
    { value: 30, unit: 'N', text: '30 N' },
    () => (60 * 0.5) / 1,
    'El peso actúa a 0,5 m del apoyo: F · 1 = 60 · 0,5 → F = 30 N.',
  ),
  numeric(
    1171,
    MEET,
    'Dos estaciones distan 45 km. De una sale un tren a 20 m/s hacia la otra y, al mismo tiempo, de la otra sale un segundo tren hacia la primera a 25 m/s. ¿A qué distancia, en km, de la primera estación se cruzan?',
    { value: 20, unit: 'km', text: '20 km' },
    () => (45 * 20) / 45,
    't = 45000/45 = 1000 s; 20 · 1000 = 20 000 m = 20 km.',
  ),
  parts(
    1172,
    STATICS,
    'Una viga sin peso de 8 m descansa sobre apoyos en sus extremos. Soporta una carga de 400 N a 2 m del extremo izquierdo y otra de 800 N a 6 m del mismo extremo.',
    [
      part('a', '¿Cuál es la reacción del apoyo izquierdo?', 500, 'N', '500 N'),
      part('b', '¿Cuál es la reacción del apoyo derecho?', 700, 'N', '700 N'),
    ],
    () => [[1200 - (400 * 2 + 800 * 6) / 8], [(400 * 2 + 800 * 6) / 8]],
    'R_der = (800 + 4800)/8 = 700 N; R_izq = 500 N.',
  ),
  parts(
    1173,
    KIN,
    'Datos: altura inicial 125 m; la piedra parte del reposo; g = 10 m/s².',
    [
      part('a', 'Tiempo de caída hasta el suelo.', 5, 's', '5 s'),
      part('b', 'Velocidad con que llega al suelo.', 50, 'm/s', '50 m/s'),
    ],
    () => [[Math.sqrt(25)], [50]],
    't = √(2 · 125/10) = 5 s; v = 50 m/s.',
  ),
  parts(
    1174,
    MEET,
    'Desde la azotea de un edificio de 100 m se deja caer una pelota y, en el mismo instante, desde la vereda se lanza otra hacia arriba, en la misma vertical, a 25 m/s (g = 10 m/s²).',
    [
      part('a', '¿A los cuántos segundos se cruzan?', 4, 's', '4 s'),
      part('b', '¿A qué altura sobre la vereda?', 20, 'm', '20 m'),
    ],
    () => [[100 / 25], [100 - 5 * 16]],
    't = 100/25 = 4 s; h = 100 − 80 = 20 m.',
  ),
  parts(
    1175,
    PARALLEL,
    'Dos personas cargan una bolsa de 600 N colgada de un palo de 2 m de peso despreciable, una en cada extremo. La bolsa está a 0,5 m de la persona de adelante.',
    [
      part('a', '¿Qué fuerza hace la persona de adelante?', 450, 'N', '450 N'),
      part('b', '¿Y la de atrás?', 150, 'N', '150 N'),
    ],
    () => [[(600 * 1.5) / 2], [(600 * 0.5) / 2]],
    'Momentos respecto de la de atrás: F_adelante · 2 = 600 · 1,5 → 450 N; la de atrás, 150 N.',
  ),
  numeric(
    1176,
    KIN,
    'El gráfico v-t de un auto que frena es una recta que va de v = 30 m/s en t = 0 a v = 0 en t = 6 s. ¿Qué distancia recorre mientras frena?',
    { value: 90, unit: 'm', text: '90 m' },
    () => (30 * 6) / 2,
    'El área del triángulo: 30 · 6/2 = 90 m.',
  ),
  options(
    1177,
    MEET,
    'Un colectivo sale de la terminal a las 7:00 a 60 km/h. A las 7:20 sale de la misma terminal, por el mismo camino, un auto a 100 km/h. El auto alcanza al colectivo a:',
    ['30 km de la terminal', '50 km de la terminal', '20 km de la terminal', '60 km de la terminal'],
    1,
    () => [100 * (20 / 40)],
    'Ventaja 20 km; se acercan a 40 km/h: 0,5 h; 100 · 0,5 = 50 km.',
  ),
  // Phrasings that stated a wrong result while probing the solvers, kept so that none comes back.
  numeric(
    1178,
    KIN,
    'Un tren recorre la mitad del tiempo de su viaje a 60 km/h y la otra mitad a 90 km/h. ¿Cuál es su velocidad media?',
    { value: 75, unit: 'km/h', text: '75 km/h' },
    () => (60 + 90) / 2,
    'Cada velocidad dura t/2: v_m = (60 + 90)/2 = 75 km/h.',
  ),
  numeric(
    1179,
    KIN,
    'Se lanza una pelota hacia arriba a 20 m/s desde 15 m de altura. ¿Con qué velocidad pasa por el punto de lanzamiento al bajar? Usá g = 10 m/s².',
    { value: 20, unit: 'm/s', text: '20 m/s hacia abajo' },
    () => 20,
    'Sin rozamiento vuelve a pasar por el punto de lanzamiento con la rapidez con que salió: 20 m/s.',
  ),
  numeric(
    1180,
    KIN,
    'Un colectivo arranca y en 20 s alcanza 72 km/h con aceleración constante. ¿Qué distancia recorrió en ese tiempo?',
    { value: 200, unit: 'm', text: '200 m' },
    () => (20 / 2) * 20,
    'Parte del reposo: d = (0 + 20)/2 · 20 = 200 m.',
  ),
  numeric(
    1181,
    KIN,
    'Un satélite tarda 90 min en dar una vuelta a una órbita circular de 6700 km de radio. ¿Cuál es su velocidad en km/h?',
    { value: (2 * Math.PI * 6700) / 1.5, unit: 'km/h', text: '≈ 28 065 km/h' },
    () => (2 * Math.PI * 6700) / 1.5,
    'v = 2π r / T = 2π · 6700 km / 1,5 h ≈ 28 065 km/h.',
  ),
  parts(
    1182,
    KIN,
    'Se lanza una piedra verticalmente hacia arriba desde el suelo a 30 m/s (g = 10 m/s²).',
    [
      part('a', '¿Con qué velocidad pasa a 25 m del suelo?', 20, 'm/s', '20 m/s'),
      part('b', '¿Qué altura máxima alcanza?', 45, 'm', '45 m'),
    ],
    () => [[Math.sqrt(900 - 500)], [900 / 20]],
    'v² = 900 − 2 · 10 · 25 = 400 → 20 m/s; h_max = 900/20 = 45 m.',
  ),
];
