import type { Exercise } from '../../../schema.ts';

const R_SI = 8.314;

/** Chemistry basics (#31): the kinetic theory of gases, qualitative and simple quantitative. */
export const exercises: Exercise[] = [
  {
    id: 'qui-estequiometria-051',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'multiple-choice',
    question:
      'Según la teoría cinética, ¿de qué depende la energía cinética media de las moléculas de un gas ideal?',
    options: [
      'Del volumen del recipiente',
      'De la presión, solamente',
      'De la masa del recipiente',
      'Solo de la temperatura absoluta',
    ],
    correctAnswer: 3,
    explanation: `PASO 1: La teoría cinética relaciona la temperatura con el movimiento de las moléculas: la energía cinética media de traslación es $\\frac{3}{2} k T$, con T en kelvin.
PASO 2: No depende del volumen, de la presión ni del gas: a la misma temperatura, las moléculas de cualquier gas tienen, en promedio, la misma energía cinética.
RESULTADO: Solo de la temperatura absoluta.`,
  },
  {
    id: 'qui-estequiometria-052',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'true-false',
    question:
      'Según la teoría cinética, la presión de un gas se debe a los choques de sus moléculas contra las paredes del recipiente.',
    correctAnswer: true,
    explanation: `PASO 1: Cada molécula que rebota contra una pared le hace una pequeña fuerza. Los billones de choques por segundo suman una fuerza pareja sobre toda la pared.
PASO 2: Esa fuerza por unidad de área es la presión del gas.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estequiometria-053',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'true-false',
    question: 'En un gas ideal, las moléculas se atraen fuertemente entre sí.',
    correctAnswer: false,
    explanation: `PASO 1: El modelo de gas ideal supone que las moléculas son muy pequeñas comparadas con las distancias entre ellas y que no se atraen ni se repelen, salvo en los choques, que son elásticos.
PASO 2: Las atracciones fuertes son propias de líquidos y sólidos; los gases reales se parecen al ideal a presiones bajas y temperaturas altas, cuando las moléculas están lejos unas de otras.
RESULTADO: Falso: en el gas ideal no hay fuerzas entre moléculas.`,
  },
  {
    id: 'qui-estequiometria-054',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'multiple-choice',
    question:
      'Un gas está en un recipiente rígido y cerrado. Según la teoría cinética, ¿por qué aumenta la presión si lo calentás?',
    options: [
      'Porque las moléculas se agrandan y ocupan más lugar',
      'Porque las moléculas se mueven más rápido y chocan con las paredes más seguido y con más fuerza',
      'Porque aparecen más moléculas de gas',
      'Porque las moléculas se atraen más entre sí',
    ],
    correctAnswer: 1,
    explanation: `PASO 1: Al subir la temperatura aumenta la energía cinética media: las moléculas se mueven más rápido.
PASO 2: Más rápido significa choques más frecuentes contra las paredes y cada uno con más impulso. El volumen y la cantidad de moléculas no cambian, así que la presión sube (ley de Gay-Lussac).
PASO 3: Las moléculas no cambian de tamaño ni de número, y en el modelo no se atraen.
RESULTADO: Se mueven más rápido y chocan más seguido y con más fuerza.`,
  },
  {
    id: 'qui-estequiometria-055',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'multiple-choice',
    question:
      'Si la temperatura absoluta de un gas ideal se duplica, ¿qué pasa con la energía cinética media de sus moléculas?',
    options: ['No cambia', 'Aumenta √2 veces', 'Se duplica', 'Se cuadruplica'],
    correctAnswer: 2,
    explanation: `PASO 1: La energía cinética media es proporcional a la temperatura absoluta: $\\bar{E}_c = \\frac{3}{2} k T$.
PASO 2: Si T se duplica, la energía cinética media también se duplica.
PASO 3: La que aumenta √2 veces es la velocidad cuadrática media, porque la energía depende del cuadrado de la velocidad; «se cuadruplica» confunde la energía con la velocidad al revés.
RESULTADO: Se duplica.`,
  },
  {
    id: 'qui-estequiometria-056',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'multiple-choice',
    question:
      '¿Cuál es la energía cinética de traslación de todas las moléculas de 1 mol de un gas ideal a 27 °C? ($E_c = \\frac{3}{2} n R T$, con $R = 8{,}314$ J/(mol·K); redondeá al joule.)',
    options: ['337 J', '7483 J', '2494 J', '3741 J'],
    correctAnswer: 3,
    check: { compute: () => 1.5 * 1 * R_SI * (27 + 273) },
    explanation: `PASO 1: La temperatura va en kelvin: T = 27 + 273 = 300 K.
PASO 2: $E_c = \\frac{3}{2} \\cdot 1 \\cdot 8{,}314 \\cdot 300 \\approx 3741$ J. Repartida entre las $6{,}02 \\cdot 10^{23}$ moléculas, da unos $6{,}2 \\cdot 10^{-21}$ J por molécula.
PASO 3: 337 J usa 27 °C sin pasar a kelvin; 2494 J olvida el 3/2; 7483 J usa 3RT.
RESULTADO: ≈ 3741 J.`,
  },
  {
    id: 'qui-estequiometria-057',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'true-false',
    question:
      'A la misma temperatura, las moléculas de hidrógeno y las de oxígeno tienen la misma energía cinética media, pero las de hidrógeno se mueven, en promedio, más rápido.',
    correctAnswer: true,
    explanation: `PASO 1: La energía cinética media depende solo de la temperatura: a la misma T es la misma para los dos gases.
PASO 2: Como $\\frac{1}{2} m v^2$ es igual y la molécula de H₂ (2 g/mol) es mucho más liviana que la de O₂ (32 g/mol), su velocidad tiene que ser mayor: $\\sqrt{32/2} = 4$ veces mayor.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estequiometria-058',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'multiple-choice',
    question:
      'Dos recipientes iguales están a la misma temperatura: uno con helio y el otro con argón. ¿Qué afirmación es correcta?',
    options: [
      'Las moléculas de argón tienen más energía cinética media porque son más pesadas',
      'Las moléculas de los dos gases tienen la misma energía cinética media, pero las de helio son más rápidas',
      'Las moléculas de los dos gases se mueven, en promedio, con la misma velocidad',
      'Las moléculas de helio tienen más energía cinética media porque son más rápidas',
    ],
    correctAnswer: 1,
    explanation: `PASO 1: A igual temperatura, la energía cinética media es la misma para cualquier gas.
PASO 2: Con la misma energía, la molécula más liviana se mueve más rápido: el helio (4 g/mol) es más rápido que el argón (40 g/mol), unas √10 ≈ 3,2 veces.
PASO 3: Las demás opciones atan la energía a la masa o a la velocidad por separado, o suponen velocidades iguales.
RESULTADO: Misma energía cinética media; el helio es más rápido.`,
  },
  {
    id: 'qui-estequiometria-059',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'multiple-choice',
    question:
      'A la misma temperatura, ¿cuántas veces mayor es la velocidad cuadrática media de las moléculas de hidrógeno, H₂, que la de las de oxígeno, O₂? (H = 1; O = 16)',
    options: ['16 veces', '0,25 veces', '4 veces', '5,66 veces'],
    correctAnswer: 2,
    check: { compute: () => Math.sqrt(32 / 2) },
    explanation: `PASO 1: La velocidad cuadrática media es $v_{cm} = \\sqrt{3RT/M}$: a igual temperatura es inversamente proporcional a la raíz de la masa molar.
PASO 2: $\\dfrac{v_{H_2}}{v_{O_2}} = \\sqrt{\\dfrac{M_{O_2}}{M_{H_2}}} = \\sqrt{\\dfrac{32}{2}} = \\sqrt{16} = 4$.
PASO 3: 16 veces olvida la raíz; 0,25 veces invierte el cociente; 5,66 veces toma la raíz de la masa molar del oxígeno sin dividirla por la del hidrógeno.
RESULTADO: 4 veces.`,
  },
  {
    id: 'qui-estequiometria-060',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'multiple-choice',
    question:
      'Un gas está a 27 °C. ¿A qué temperatura hay que llevarlo para que la velocidad cuadrática media de sus moléculas se duplique?',
    options: ['327 °C', '108 °C', '54 °C', '927 °C'],
    correctAnswer: 3,
    check: { compute: () => 4 * (27 + 273) - 273 },
    explanation: `PASO 1: $v_{cm} = \\sqrt{3RT/M}$, así que $v_{cm}^2$ es proporcional a la temperatura absoluta. Para duplicar la velocidad hay que cuadruplicar T.
PASO 2: $T_1 = 27 + 273 = 300$ K, entonces $T_2 = 4 \\cdot 300 = 1200$ K, que son $1200 - 273 = 927$ °C.
PASO 3: 327 °C duplica la temperatura absoluta (eso duplica la energía, no la velocidad); 108 °C y 54 °C multiplican los grados Celsius.
RESULTADO: 927 °C.`,
  },
  {
    id: 'qui-estequiometria-061',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'multiple-choice',
    question:
      '¿Cuál es la velocidad cuadrática media de las moléculas de nitrógeno, N₂, a 300 K? ($v_{cm} = \\sqrt{3RT/M}$, con $R = 8{,}314$ J/(mol·K) y M = 28 g/mol; redondeá al entero.)',
    options: ['16 m/s', '517 m/s', '422 m/s', '298 m/s'],
    correctAnswer: 1,
    check: { compute: () => Math.sqrt((3 * R_SI * 300) / 0.028) },
    explanation: `PASO 1: Con R en J/(mol·K), la masa molar tiene que ir en kg/mol: M = 0,028 kg/mol.
PASO 2: $v_{cm} = \\sqrt{\\dfrac{3 \\cdot 8{,}314 \\cdot 300}{0{,}028}} = \\sqrt{267.236} \\approx 517$ m/s, más rápido que el sonido en el aire.
PASO 3: 16 m/s deja M en g/mol; 422 m/s usa 2RT en lugar de 3RT; 298 m/s usa RT.
RESULTADO: ≈ 517 m/s.`,
  },
  {
    id: 'qui-estequiometria-062',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'true-false',
    question:
      'Si se duplica la temperatura absoluta de un gas, la velocidad cuadrática media de sus moléculas también se duplica.',
    correctAnswer: false,
    explanation: `PASO 1: $v_{cm} = \\sqrt{3RT/M}$: la velocidad es proporcional a la raíz de la temperatura absoluta.
PASO 2: Si T se duplica, $v_{cm}$ se multiplica por $\\sqrt{2} \\approx 1{,}41$. La que se duplica es la energía cinética media.
RESULTADO: Falso: aumenta unas 1,41 veces.`,
  },
  {
    id: 'qui-estequiometria-063',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.teoria-cinetica',
    kind: 'true-false',
    question:
      'Cuando se comprime un gas a temperatura constante, su presión aumenta porque sus moléculas pasan a moverse más rápido.',
    correctAnswer: false,
    explanation: `PASO 1: A temperatura constante la energía cinética media no cambia: las moléculas se mueven, en promedio, igual de rápido.
PASO 2: La presión sube porque, en un volumen menor, las mismas moléculas chocan contra las paredes con más frecuencia. Es la explicación cinética de la ley de Boyle.
RESULTADO: Falso: no se mueven más rápido; chocan más seguido.`,
  },
];
