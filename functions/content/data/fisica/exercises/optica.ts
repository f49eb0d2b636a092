import type { Exercise } from '../../../schema.ts';
import { itemBuilders, pasos } from '../helpers.ts';

const r = String.raw;
const deg = (radians: number) => (radians * 180) / Math.PI;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

const { mc, vf } = itemBuilders('optica');

export const exercises: Exercise[] = [
  // ---------- fácil ----------
  {
    id: 'fis-optica-001',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.refraccion',
    kind: 'multiple-choice',
    question: r`El índice de refracción de un vidrio es 1,5. ¿A qué velocidad viaja la luz dentro de él? ($c = 3 \cdot 10^{8}$ m/s)`,
    options: [
      r`$4{,}5 \cdot 10^{8}$ m/s`,
      r`$2 \cdot 10^{8}$ m/s`,
      r`$3 \cdot 10^{8}$ m/s`,
      r`$5 \cdot 10^{-9}$ m/s`,
    ],
    correctAnswer: 1,
    check: { compute: () => 3e8 / 1.5 },
    explanation: pasos(
      [
        r`Por definición, $n = c / v$, así que $v = c / n$.`,
        r`$v = \frac{3 \cdot 10^{8}}{1{,}5} = 2 \cdot 10^{8}$ m/s.`,
        r`$4{,}5 \cdot 10^{8}$ m/s multiplica por n (sería más rápida que en el vacío, imposible); $3 \cdot 10^{8}$ m/s es la velocidad en el vacío; $5 \cdot 10^{-9}$ divide n por c.`,
      ],
      r`$2 \cdot 10^{8}$ m/s.`,
    ),
  },
  {
    id: 'fis-optica-002',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.luz-reflexion',
    kind: 'multiple-choice',
    question:
      'Un rayo de luz incide sobre un espejo plano formando un ángulo de 35° con la normal. ¿Qué ángulo forma el rayo reflejado con la normal?',
    options: ['55°', '35°', '70°', '145°'],
    correctAnswer: 1,
    check: { compute: () => 35 },
    explanation: pasos(
      [
        'Ley de la reflexión: el ángulo de reflexión es igual al de incidencia, los dos medidos desde la normal.',
        'Si el rayo incide a 35° de la normal, se refleja a 35° de la normal, del otro lado.',
        '55° es el ángulo con la superficie del espejo; 70° es el ángulo entre el rayo incidente y el reflejado; 145° no corresponde a ninguna de las leyes.',
      ],
      '35°.',
    ),
  },
  {
    id: 'fis-optica-003',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.luz-reflexion',
    kind: 'true-false',
    question:
      'La imagen que forma un espejo plano es virtual, derecha, del mismo tamaño que el objeto y está a la misma distancia detrás del espejo que el objeto delante.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Los rayos reflejados en un espejo plano divergen; sus prolongaciones se cortan detrás del espejo, así que la imagen es virtual.',
        'Por la ley de la reflexión, la imagen es simétrica del objeto respecto del espejo: derecha, del mismo tamaño y a la misma distancia.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-optica-004',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.luz-reflexion',
    kind: 'multiple-choice',
    question: 'Estás parado a 2 m de un espejo plano. ¿A qué distancia de vos está tu imagen?',
    options: ['2 m', '4 m', '1 m', '8 m'],
    correctAnswer: 1,
    check: { compute: () => 2 + 2 },
    explanation: pasos(
      [
        'La imagen está detrás del espejo, a la misma distancia que vos estás delante: 2 m.',
        'La distancia entre vos y tu imagen es 2 m + 2 m = 4 m.',
        '2 m es la distancia de la imagen al espejo (o supone que la imagen está sobre el espejo); 1 m y 8 m no respetan la simetría.',
      ],
      '4 m.',
    ),
  },
  {
    id: 'fis-optica-005',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.lentes-espejos',
    kind: 'multiple-choice',
    question: 'Una lente convergente tiene una distancia focal de 50 cm. ¿Cuál es su potencia?',
    options: ['0,02 dioptrías', '50 dioptrías', '2 dioptrías', '−2 dioptrías'],
    correctAnswer: 2,
    check: { compute: () => 1 / 0.5 },
    explanation: pasos(
      [
        r`La potencia es $P = 1/f$, con f en metros: 50 cm = 0,5 m.`,
        r`$P = 1 / 0{,}5 = 2$ dioptrías, positiva porque la lente es convergente.`,
        '0,02 usa f en centímetros; 50 confunde la distancia focal con la potencia; −2 le pone el signo de una lente divergente.',
      ],
      '2 dioptrías.',
    ),
  },
  {
    id: 'fis-optica-006',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.luz-reflexion',
    kind: 'true-false',
    question: 'En el vacío, la luz se propaga a aproximadamente 300.000 km/s.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`La velocidad de la luz en el vacío es $c \approx 3 \cdot 10^{8}$ m/s.`,
        r`Pasada a km/s: $3 \cdot 10^{8}\ \text{m/s} = 3 \cdot 10^{5}\ \text{km/s} = 300.000$ km/s.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-optica-007',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.refraccion',
    kind: 'multiple-choice',
    question:
      'Un rayo de luz pasa oblicuamente del aire al agua, que tiene mayor índice de refracción. ¿Qué le pasa al rayo?',
    options: [
      'Se aleja de la normal',
      'Se acerca a la normal',
      'No se desvía, cualquiera sea el ángulo de incidencia',
      'Se refleja totalmente',
    ],
    correctAnswer: 1,
    explanation: pasos(
      [
        r`Por la ley de Snell, $n_1 \operatorname{sen}\theta_1 = n_2 \operatorname{sen}\theta_2$. Si $n_2 > n_1$, entonces $\operatorname{sen}\theta_2 < \operatorname{sen}\theta_1$ y el ángulo de refracción es menor.`,
        'El rayo se acerca a la normal. La reflexión total solo puede ocurrir al pasar a un medio de menor índice.',
      ],
      'Se acerca a la normal.',
    ),
  },
  {
    id: 'fis-optica-008',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.lentes-espejos',
    kind: 'true-false',
    question: 'Una lente divergente puede formar una imagen real de un objeto real.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Una lente divergente separa los rayos: después de atravesarla nunca se cortan, solo se cortan sus prolongaciones.',
        r`Con la ecuación: si f < 0 y p > 0, $\frac{1}{q} = \frac{1}{f} - \frac{1}{p}$ es siempre negativo, así que q < 0: la imagen siempre es virtual (además, derecha y más chica).`,
      ],
      'Falso.',
    ),
  },
  {
    id: 'fis-optica-009',
    topic: 'optica',
    difficulty: 'facil',
    subtopic: 'optica.refraccion',
    kind: 'multiple-choice',
    question: r`En cierto líquido la luz viaja a $2{,}25 \cdot 10^{8}$ m/s. ¿Cuál es su índice de refracción? ($c = 3 \cdot 10^{8}$ m/s) Redondeá a dos decimales.`,
    options: ['0,75', '1,33', '2,25', '5,25'],
    correctAnswer: 1,
    check: { compute: () => 3e8 / 2.25e8 },
    explanation: pasos(
      [
        r`$n = \frac{c}{v} = \frac{3 \cdot 10^{8}}{2{,}25 \cdot 10^{8}} \approx 1{,}33$ (es el índice del agua).`,
        '0,75 invierte el cociente (un índice nunca es menor que 1); 2,25 toma solo la mantisa de la velocidad; 5,25 suma las mantisas.',
      ],
      '≈ 1,33.',
    ),
  },
  // ---------- medio ----------
  {
    id: 'fis-optica-010',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.refraccion',
    kind: 'multiple-choice',
    question:
      'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) con un ángulo de incidencia de 45°. ¿Cuál es el ángulo de refracción? Redondeá a una décima.',
    options: ['70,1°', '32,1°', '33,8°', '45°'],
    correctAnswer: 1,
    check: { compute: () => deg(Math.asin(Math.sin(rad(45)) / 1.33)) },
    explanation: pasos(
      [
        r`Ley de Snell: $1 \cdot \operatorname{sen} 45^\circ = 1{,}33 \cdot \operatorname{sen}\theta_2$.`,
        r`$\operatorname{sen}\theta_2 = \frac{0{,}707}{1{,}33} \approx 0{,}532$, entonces $\theta_2 \approx 32{,}1^\circ$. Se acerca a la normal, como corresponde.`,
        '70,1° multiplica por n en lugar de dividir; 33,8° divide los ángulos en lugar de los senos; 45° supone que no hay desviación.',
      ],
      '≈ 32,1°.',
    ),
  },
  {
    id: 'fis-optica-011',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.refraccion',
    kind: 'multiple-choice',
    question:
      '¿Cuál es el ángulo límite para la luz que pasa de un vidrio de índice 1,5 al aire (n = 1)? Redondeá a una décima.',
    options: ['48,2°', '41,8°', '33,7°', '90°'],
    correctAnswer: 1,
    check: { compute: () => deg(Math.asin(1 / 1.5)) },
    explanation: pasos(
      [
        r`En el ángulo límite el rayo refractado sale a 90°: $1{,}5 \cdot \operatorname{sen}\theta_L = 1 \cdot \operatorname{sen} 90^\circ$.`,
        r`$\operatorname{sen}\theta_L = \frac{1}{1{,}5} \approx 0{,}667$, entonces $\theta_L \approx 41{,}8^\circ$.`,
        '48,2° usa el coseno en lugar del seno; 33,7° usa la tangente; 90° es el ángulo de refracción, no el de incidencia.',
      ],
      '≈ 41,8°.',
    ),
  },
  {
    id: 'fis-optica-012',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.lentes-espejos',
    kind: 'multiple-choice',
    question:
      'Un objeto se ubica a 30 cm de una lente convergente de 10 cm de distancia focal. ¿A qué distancia de la lente se forma la imagen?',
    options: ['7,5 cm', '20 cm', '15 cm', '−15 cm'],
    correctAnswer: 2,
    check: { compute: () => 1 / (1 / 10 - 1 / 30) },
    explanation: pasos(
      [
        r`Ecuación de las lentes: $\frac{1}{q} = \frac{1}{f} - \frac{1}{p} = \frac{1}{10} - \frac{1}{30}$.`,
        r`$\frac{1}{q} = \frac{3 - 1}{30} = \frac{2}{30}$, así que $q = 15$ cm. Es positiva: imagen real, del otro lado de la lente.`,
        '7,5 cm suma las inversas en lugar de restarlas; 20 cm resta las distancias (p − f); −15 cm cambia el signo sin motivo.',
      ],
      '15 cm.',
    ),
  },
  {
    id: 'fis-optica-013',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.lentes-espejos',
    kind: 'multiple-choice',
    question:
      'Un objeto está a 12 cm de una lente convergente de 8 cm de distancia focal. ¿Cómo es la imagen que se forma?',
    options: [
      'Real, invertida y del doble del tamaño del objeto',
      'Virtual, derecha y del doble del tamaño del objeto',
      'Real, invertida y de la mitad del tamaño del objeto',
      'Virtual, derecha y de la mitad del tamaño del objeto',
    ],
    correctAnswer: 0,
    explanation: pasos(
      [
        r`$\frac{1}{q} = \frac{1}{8} - \frac{1}{12} = \frac{3 - 2}{24} = \frac{1}{24}$, así que q = 24 cm > 0: imagen real.`,
        r`Aumento: $A = -\frac{q}{p} = -\frac{24}{12} = -2$. El signo menos indica imagen invertida y |A| = 2, el doble del tamaño.`,
        'Cuadra con la regla práctica: el objeto está entre f y 2f, que es el caso del proyector.',
      ],
      'Real, invertida y del doble del tamaño.',
    ),
  },
  {
    id: 'fis-optica-014',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.lentes-espejos',
    kind: 'multiple-choice',
    question:
      'Un objeto está a 10 cm de un espejo cóncavo de 20 cm de distancia focal. ¿Dónde se forma la imagen? (q > 0 si es real, delante del espejo; q < 0 si es virtual, detrás.)',
    options: ['q = 20 cm', 'q = −20 cm', 'q = 6,67 cm', 'q = −6,67 cm'],
    correctAnswer: 1,
    check: { compute: () => 1 / (1 / 20 - 1 / 10) },
    explanation: pasos(
      [
        r`$\frac{1}{q} = \frac{1}{f} - \frac{1}{p} = \frac{1}{20} - \frac{1}{10} = -\frac{1}{20}$, así que q = −20 cm.`,
        r`El signo negativo indica imagen virtual, 20 cm detrás del espejo. Aumento: $A = -\frac{-20}{10} = 2$: derecha y del doble del tamaño, como en un espejo de maquillaje.`,
        '20 cm pierde el signo; 6,67 cm suma las inversas en lugar de restarlas; −6,67 cm hace lo mismo y además cambia el signo.',
      ],
      'q = −20 cm (imagen virtual).',
    ),
  },
  {
    id: 'fis-optica-015',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.lentes-espejos',
    kind: 'multiple-choice',
    question:
      'Una lente divergente tiene una distancia focal de 25 cm (en valor absoluto). ¿Cuál es su potencia?',
    options: ['4 dioptrías', '−4 dioptrías', '−0,04 dioptrías', '−25 dioptrías'],
    correctAnswer: 1,
    check: { compute: () => 1 / -0.25 },
    explanation: pasos(
      [
        'En una lente divergente la distancia focal es negativa: f = −25 cm = −0,25 m.',
        r`$P = \frac{1}{f} = \frac{1}{-0{,}25} = -4$ dioptrías.`,
        '4 dioptrías olvida el signo de la lente divergente; −0,04 usa f en centímetros; −25 confunde la distancia focal con la potencia.',
      ],
      '−4 dioptrías.',
    ),
  },
  {
    id: 'fis-optica-016',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.lentes-espejos',
    kind: 'multiple-choice',
    question:
      'Se juntan dos lentes delgadas convergentes, de +2 y +3 dioptrías, en contacto. ¿Cuál es la distancia focal del sistema?',
    options: ['83,3 cm', '20 cm', '16,7 cm', '5 cm'],
    correctAnswer: 1,
    check: { compute: () => 100 / (2 + 3) },
    explanation: pasos(
      [
        r`Para lentes delgadas en contacto, las potencias se suman: $P = 2 + 3 = 5$ dioptrías.`,
        r`$f = \frac{1}{P} = \frac{1}{5} = 0{,}2$ m = 20 cm.`,
        '83,3 cm suma las distancias focales (50 cm + 33,3 cm); 16,7 cm multiplica las potencias; 5 cm lee la potencia como si fuera una distancia.',
      ],
      '20 cm.',
    ),
  },
  {
    id: 'fis-optica-017',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.refraccion',
    kind: 'true-false',
    question: 'La reflexión total interna puede ocurrir cuando la luz pasa del aire al agua.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Para que haya reflexión total, la luz tiene que ir de un medio de mayor índice a uno de menor índice, porque solo así el rayo refractado se aleja de la normal y puede llegar a 90°.',
        'Del aire (n = 1) al agua (n = 1,33) el rayo se acerca a la normal: siempre hay refracción. Sí puede ocurrir del agua al aire.',
      ],
      'Falso.',
    ),
  },
  {
    id: 'fis-optica-018',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.refraccion',
    kind: 'true-false',
    question:
      'Cuando la luz pasa de un medio a otro, su frecuencia se mantiene, mientras que cambian su velocidad y su longitud de onda.',
    correctAnswer: true,
    explanation: pasos(
      [
        'La frecuencia la impone la fuente y se conserva al cruzar la frontera entre medios (por eso el color no cambia).',
        r`La velocidad pasa a $v = c/n$ y, como $v = \lambda f$ con f fija, la longitud de onda cambia en la misma proporción.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-optica-019',
    topic: 'optica',
    difficulty: 'medio',
    subtopic: 'optica.lentes-espejos',
    kind: 'true-false',
    question:
      'Un espejo convexo siempre forma, de un objeto real, una imagen virtual, derecha y más pequeña que el objeto.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`En un espejo convexo f < 0. Con p > 0, $\frac{1}{q} = \frac{1}{f} - \frac{1}{p} < 0$: q es negativa y la imagen es virtual.`,
        r`Además |q| < p, así que $A = -q/p$ es positivo y menor que 1: derecha y más chica. Por eso se usan en los espejos retrovisores y en las esquinas: muestran un campo amplio.`,
      ],
      'Verdadero.',
    ),
  },
  // ---------- difícil ----------
  {
    id: 'fis-optica-020',
    topic: 'optica',
    difficulty: 'dificil',
    subtopic: 'optica.lentes-espejos',
    kind: 'multiple-choice',
    question:
      'Un objeto de 4 cm de altura está a 15 cm de una lente divergente de 10 cm de distancia focal (en valor absoluto). ¿Dónde se forma la imagen y qué altura tiene?',
    options: [
      'q = −6 cm; altura 1,6 cm',
      'q = 30 cm; altura −8 cm',
      'q = 6 cm; altura −1,6 cm',
      'q = −6 cm; altura 10 cm',
    ],
    correctAnswer: 0,
    check: {
      compute: () => {
        const q = 1 / (1 / -10 - 1 / 15);
        return [q, 4 * (-q / 15)];
      },
    },
    explanation: pasos(
      [
        r`Lente divergente: f = −10 cm. $\frac{1}{q} = \frac{1}{-10} - \frac{1}{15} = -\frac{3 + 2}{30} = -\frac{1}{6}$, así que q = −6 cm (imagen virtual, del mismo lado que el objeto).`,
        r`Aumento: $A = -\frac{q}{p} = -\frac{-6}{15} = 0{,}4$. Altura de la imagen: $h' = A \cdot h = 0{,}4 \cdot 4 = 1{,}6$ cm, derecha.`,
        'q = 30 cm y altura −8 cm salen de usar f = +10 cm (como si fuera convergente); q = 6 cm pierde el signo; 10 cm invierte el aumento (p/q).',
      ],
      'q = −6 cm y la imagen mide 1,6 cm (virtual, derecha y más chica).',
    ),
  },
  {
    id: 'fis-optica-021',
    topic: 'optica',
    difficulty: 'dificil',
    subtopic: 'optica.refraccion',
    kind: 'multiple-choice',
    question:
      'La luz viaja dentro de un vidrio (n = 1,5) y llega a la superficie que lo separa del agua (n = 1,33). ¿Cuál es el ángulo límite para la reflexión total? Redondeá a una décima.',
    options: ['41,8°', '62,5°', '27,5°', '48,8°'],
    correctAnswer: 1,
    check: { compute: () => deg(Math.asin(1.33 / 1.5)) },
    explanation: pasos(
      [
        r`Va de mayor a menor índice, así que hay ángulo límite: $1{,}5 \cdot \operatorname{sen}\theta_L = 1{,}33 \cdot \operatorname{sen} 90^\circ$.`,
        r`$\operatorname{sen}\theta_L = \frac{1{,}33}{1{,}5} \approx 0{,}887$, entonces $\theta_L \approx 62{,}5^\circ$.`,
        '41,8° es el ángulo límite vidrio-aire; 48,8° es el de agua-aire; 27,5° usa el coseno en lugar del seno. Con agua del otro lado, el ángulo límite es mayor que con aire.',
      ],
      '≈ 62,5°.',
    ),
  },
  {
    id: 'fis-optica-022',
    topic: 'optica',
    difficulty: 'dificil',
    subtopic: 'optica.refraccion',
    kind: 'multiple-choice',
    question:
      'Mirando casi en vertical desde arriba, ¿a qué profundidad parece estar el fondo de una pileta de 2 m de profundidad? (Índice del agua: 1,33.) Redondeá a una décima.',
    options: ['2,66 m', '2 m', '1,5 m', '0,67 m'],
    correctAnswer: 2,
    check: { compute: () => 2 / 1.33 },
    explanation: pasos(
      [
        'Los rayos que salen del fondo se alejan de la normal al pasar al aire; sus prolongaciones se cortan más arriba, así que el fondo parece más cerca de la superficie.',
        r`Para una observación casi vertical, $h' \approx \frac{h}{n} = \frac{2}{1{,}33} \approx 1{,}5$ m.`,
        '2,66 m multiplica por n (parecería más profunda, al revés de lo que se observa); 2 m ignora la refracción; 0,67 m resta el índice a la profundidad.',
      ],
      '≈ 1,5 m.',
    ),
  },
  {
    id: 'fis-optica-023',
    topic: 'optica',
    difficulty: 'dificil',
    subtopic: 'optica.refraccion',
    kind: 'multiple-choice',
    question:
      'Un rayo que viaja por el aire incide sobre un material transparente con un ángulo de 60° respecto de la normal, y se refracta con un ángulo de 35°. ¿Cuál es el índice de refracción del material? Redondeá a dos decimales.',
    options: ['0,66', '1,51', '1,71', '1,64'],
    correctAnswer: 1,
    check: { compute: () => Math.sin(rad(60)) / Math.sin(rad(35)) },
    explanation: pasos(
      [
        r`Ley de Snell con n = 1 para el aire: $1 \cdot \operatorname{sen} 60^\circ = n \cdot \operatorname{sen} 35^\circ$.`,
        r`$n = \frac{\operatorname{sen} 60^\circ}{\operatorname{sen} 35^\circ} = \frac{0{,}866}{0{,}574} \approx 1{,}51$, un valor típico de un vidrio.`,
        '0,66 invierte el cociente (un índice nunca es menor que 1); 1,71 divide los ángulos en lugar de los senos; 1,64 usa cosenos.',
      ],
      '≈ 1,51.',
    ),
  },
  {
    id: 'fis-optica-024',
    topic: 'optica',
    difficulty: 'dificil',
    subtopic: 'optica.lentes-espejos',
    kind: 'true-false',
    question:
      'Para usar una lente convergente como lupa (imagen virtual, derecha y aumentada), el objeto tiene que ubicarse entre el foco y la lente.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`Si p < f, entonces $\frac{1}{q} = \frac{1}{f} - \frac{1}{p} < 0$: q es negativa y la imagen es virtual.`,
        r`Además |q| > p, así que $A = -q/p > 1$: derecha y más grande. Si el objeto está más allá del foco, la imagen pasa a ser real e invertida.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-optica-025',
    topic: 'optica',
    difficulty: 'dificil',
    subtopic: 'optica.lentes-espejos',
    kind: 'true-false',
    question:
      'Si un objeto se coloca exactamente en el foco de un espejo cóncavo, su imagen se forma en el centro de curvatura.',
    correctAnswer: false,
    explanation: pasos(
      [
        r`Con p = f: $\frac{1}{q} = \frac{1}{f} - \frac{1}{f} = 0$, así que q tiende a infinito.`,
        'Los rayos reflejados salen paralelos y no se forma imagen (así funcionan los reflectores y las linternas, con la lamparita en el foco). La imagen se forma en el centro de curvatura cuando el objeto está en el centro de curvatura, es decir, en p = 2f.',
      ],
      'Falso: la imagen se forma en el infinito.',
    ),
  },
  {
    id: 'fis-optica-026',
    topic: 'optica',
    difficulty: 'dificil',
    subtopic: 'optica.lentes-espejos',
    kind: 'true-false',
    question: 'Una lente de −2,5 dioptrías sirve para corregir la miopía.',
    correctAnswer: true,
    explanation: pasos(
      [
        'En el ojo miope la imagen de los objetos lejanos se forma delante de la retina: el ojo converge demasiado.',
        'Hace falta una lente divergente, que tiene potencia negativa, para abrir un poco los rayos antes de que entren al ojo. Una lente de −2,5 D (f = −0,4 m) es divergente, así que sirve.',
      ],
      'Verdadero.',
    ),
  },
  // ---------- difícil (segunda tanda) ----------
  mc({
    n: 27,
    difficulty: 'dificil',
    subtopic: 'optica.lentes-espejos',
    question:
      'Un objeto de 2 cm de altura está a 15 cm de una lente convergente de 10 cm de distancia focal. ¿Dónde se forma la imagen y cómo es? (Usá 1/f = 1/p + 1/q, con q > 0 para imágenes reales.)',
    correct: 'q = 30 cm; real, invertida, de 4 cm',
    distractors: [
      'q = 6 cm; real, invertida, de 0,8 cm',
      'q = −30 cm; virtual, derecha, de 4 cm',
      'q = 30 cm; real, invertida, de 1 cm',
    ],
    pos: 0,
    compute: () => {
      const q = 1 / (1 / 10 - 1 / 15);
      return [q, 2 * (q / 15)];
    },
    steps: [
      r`$\dfrac{1}{q} = \dfrac{1}{f} - \dfrac{1}{p} = \dfrac{1}{10} - \dfrac{1}{15} = \dfrac{1}{30} \Rightarrow q = 30$ cm: positiva, imagen real.`,
      r`Aumento: $A = -\dfrac{q}{p} = -\dfrac{30}{15} = -2$. El signo indica imagen invertida; su altura es $2 \cdot 2 = 4$ cm.`,
      'q = 6 cm suma las inversas en lugar de restarlas; q = −30 cm cambia el signo y describe una imagen virtual, que una convergente solo da con el objeto dentro de la distancia focal; 1 cm invierte el cociente del aumento.',
    ],
    result: 'A 30 cm de la lente: real, invertida y de 4 cm.',
  }),
  mc({
    n: 28,
    difficulty: 'dificil',
    subtopic: 'optica.refraccion',
    question: r`Un rayo de luz pasa del agua (n = 1,33) al aire (n = 1) con un ángulo de incidencia de 30°. ¿Cuál es el ángulo de refracción? (Redondeá a una décima de grado.)`,
    correct: '41,7°',
    distractors: ['22,1°', '39,9°', '48,3°'],
    pos: 2,
    compute: () => (Math.asin(1.33 * Math.sin(Math.PI / 6)) * 180) / Math.PI,
    steps: [
      r`Ley de Snell: $n_1 \operatorname{sen}\theta_1 = n_2 \operatorname{sen}\theta_2 \Rightarrow \operatorname{sen}\theta_2 = 1{,}33 \cdot \operatorname{sen} 30^\circ = 0{,}665$.`,
      r`$\theta_2 = \operatorname{arcsen}(0{,}665) \approx 41{,}7^\circ$. Al pasar a un medio de menor índice, el rayo se aleja de la normal.`,
      '22,1° divide por 1,33 como si la luz entrara al agua; 39,9° multiplica el ángulo (no su seno) por 1,33; 48,3° es el complemento, medido desde la superficie y no desde la normal.',
    ],
    result: '≈ 41,7°.',
  }),
  mc({
    n: 29,
    difficulty: 'dificil',
    subtopic: 'optica.lentes-espejos',
    question:
      'Un objeto está a 30 cm de un espejo cóncavo cuyo radio de curvatura es de 40 cm. ¿A qué distancia del espejo se forma la imagen? (Usá 1/f = 1/p + 1/q, con q > 0 para imágenes reales.)',
    correct: '60 cm',
    distractors: ['12 cm', '40 cm', '−120 cm'],
    pos: 3,
    compute: () => 1 / (1 / (40 / 2) - 1 / 30),
    steps: [
      'La distancia focal de un espejo esférico es la mitad del radio: f = 20 cm.',
      r`$\dfrac{1}{q} = \dfrac{1}{20} - \dfrac{1}{30} = \dfrac{1}{60} \Rightarrow q = 60$ cm, delante del espejo: imagen real (e invertida y aumentada, porque el objeto está entre F y C).`,
      '12 cm suma las inversas; 40 cm es el radio de curvatura; −120 cm usa el radio como si fuera la distancia focal.',
    ],
    result: '60 cm.',
  }),
  mc({
    n: 30,
    difficulty: 'dificil',
    subtopic: 'optica.refraccion',
    question:
      'Un rayo viaja dentro de un prisma y llega a una cara que lo separa del aire con un ángulo de incidencia de 45°. ¿Cuál es el índice de refracción mínimo del prisma para que haya reflexión total en esa cara? (Redondeá a dos decimales.)',
    correct: '1,41',
    distractors: ['0,71', '2', '1,15'],
    pos: 3,
    compute: () => 1 / Math.sin(Math.PI / 4),
    steps: [
      r`Hay reflexión total si el ángulo de incidencia es mayor o igual que el ángulo límite: $\operatorname{sen}\theta_L = \dfrac{1}{n}$.`,
      r`Para que el límite sea 45° como máximo: $\dfrac{1}{n} \le \operatorname{sen} 45^\circ \Rightarrow n \ge \dfrac{1}{0{,}707} \approx 1{,}41$.`,
      '0,71 es el seno de 45°, no un índice (ningún material tiene índice menor que 1); 2 usa el seno de 30°; 1,15 usa el seno de 60°.',
    ],
    result: 'n ≈ 1,41.',
  }),
  mc({
    n: 31,
    difficulty: 'dificil',
    subtopic: 'optica.refraccion',
    question:
      'Una luz de 600 nm de longitud de onda en el aire entra en un vidrio de índice 1,5. ¿Cuál es su longitud de onda dentro del vidrio?',
    correct: '400 nm',
    distractors: ['900 nm', '600 nm', '300 nm'],
    pos: 0,
    compute: () => 600 / 1.5,
    steps: [
      r`La frecuencia no cambia al pasar de medio; la velocidad baja a $v = c / n$.`,
      r`Como $\lambda = v / f$, la longitud de onda baja en la misma proporción: $\lambda = 600 / 1{,}5 = 400$ nm.`,
      '900 nm multiplica por el índice; 600 nm supone que no cambia; 300 nm divide por 2.',
    ],
    result: '400 nm.',
  }),
  mc({
    n: 32,
    difficulty: 'dificil',
    subtopic: 'optica.lentes-espejos',
    question:
      'Usás como lupa una lente convergente de 5 cm de distancia focal y ponés un objeto a 4 cm de ella. ¿Cuál es el aumento de la imagen? (Usá 1/f = 1/p + 1/q y A = −q/p; redondeá a dos decimales.)',
    correct: 'A = 5',
    distractors: ['A = 1,25', 'A = 0,56', 'A = 20'],
    pos: 2,
    compute: () => -(1 / (1 / 5 - 1 / 4)) / 4,
    steps: [
      r`$\dfrac{1}{q} = \dfrac{1}{5} - \dfrac{1}{4} = -\dfrac{1}{20} \Rightarrow q = -20$ cm: la imagen es virtual, del mismo lado que el objeto.`,
      r`$A = -\dfrac{q}{p} = -\dfrac{-20}{4} = 5$: imagen derecha y cinco veces más grande.`,
      '1,25 divide f por p; 0,56 suma las inversas (q ≈ 2,22 cm); 20 toma la distancia de la imagen como si fuera el aumento.',
    ],
    result: 'A = 5 (imagen virtual, derecha y aumentada).',
  }),
  vf({
    n: 33,
    difficulty: 'dificil',
    subtopic: 'optica.lentes-espejos',
    question:
      'Una lente convergente de vidrio sumergida en agua tiene una distancia focal mayor que en el aire.',
    answer: true,
    steps: [
      'La lente desvía la luz por la diferencia de índices entre el vidrio y el medio que la rodea.',
      'El agua (n = 1,33) tiene un índice más parecido al del vidrio (n ≈ 1,5) que el aire, así que la luz se desvía menos: la lente converge menos y su distancia focal aumenta.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    n: 34,
    difficulty: 'dificil',
    subtopic: 'optica.refraccion',
    question:
      'Cuanto mayor es el índice de refracción del material por el que viaja la luz (con aire afuera), mayor es el ángulo límite para la reflexión total.',
    answer: false,
    steps: [
      r`El ángulo límite cumple $\operatorname{sen}\theta_L = 1 / n$: si n aumenta, el seno disminuye y el ángulo límite también.`,
      'Por eso el diamante (n ≈ 2,42, ángulo límite de unos 24°) atrapa tanta luz por reflexión total y brilla más que el vidrio (unos 42°).',
    ],
    result: 'Falso: el ángulo límite es menor.',
  }),
  mc({
    n: 35,
    difficulty: 'medio',
    subtopic: 'optica.luz-reflexion',
    question: r`La luz del Sol tarda unos 500 s en llegar a la Tierra. ¿A qué distancia está el Sol? ($c = 3 \cdot 10^{8}$ m/s)`,
    correct: r`$1{,}5 \cdot 10^{11}$ m`,
    distractors: [r`$6 \cdot 10^{5}$ m`, r`$1{,}5 \cdot 10^{8}$ m`, r`$1{,}67 \cdot 10^{-6}$ m`],
    pos: 3,
    compute: () => 3e8 * 500,
    steps: [
      r`La luz viaja a velocidad constante: $d = c \cdot t$.`,
      r`$d = 3 \cdot 10^{8} \cdot 500 = 1{,}5 \cdot 10^{11}$ m, unos 150 millones de kilómetros.`,
      r`$6 \cdot 10^{5}$ m divide la velocidad por el tiempo; $1{,}5 \cdot 10^{8}$ m usa $c = 3 \cdot 10^{5}$ (que está en km/s) y da metros; $1{,}67 \cdot 10^{-6}$ m divide el tiempo por la velocidad.`,
    ],
    result: r`$1{,}5 \cdot 10^{11}$ m.`,
  }),
  mc({
    n: 36,
    difficulty: 'medio',
    subtopic: 'optica.luz-reflexion',
    question:
      'Un rayo de luz llega a un espejo plano formando un ángulo de 30° con la superficie del espejo. ¿Qué ángulo forman entre sí el rayo incidente y el reflejado?',
    correct: '120°',
    distractors: ['60°', '30°', '150°'],
    pos: 0,
    compute: () => 180 - 2 * 30,
    steps: [
      'Los ángulos de la ley de reflexión se miden desde la normal. Si el rayo forma 30° con el espejo, forma 90° − 30° = 60° con la normal.',
      'El reflejado sale a 60° del otro lado de la normal: entre los dos rayos hay 60° + 60° = 120°.',
      '60° toma los 30° como ángulo con la normal; 30° confunde el ángulo pedido con el dato; 150° resta 30° de 180° una sola vez.',
    ],
    result: '120°.',
  }),
  vf({
    n: 37,
    difficulty: 'medio',
    subtopic: 'optica.luz-reflexion',
    question:
      'Para verte de cuerpo entero en un espejo plano vertical, el espejo tiene que ser por lo menos tan alto como vos.',
    answer: false,
    steps: [
      'La luz que va de tus pies a tus ojos se refleja en el espejo a mitad de altura entre los pies y los ojos; la de la cabeza, a mitad entre la cabeza y los ojos.',
      'El tramo de espejo que hace falta mide la mitad de tu altura, y no depende de a qué distancia te pongas.',
    ],
    result: 'Falso: alcanza con la mitad de tu altura.',
  }),
  mc({
    n: 38,
    difficulty: 'dificil',
    subtopic: 'optica.luz-reflexion',
    question:
      'Una persona mide 1,80 m y tiene los ojos a 1,70 m del piso. ¿Qué altura mínima tiene que tener un espejo plano vertical para que se vea de cuerpo entero, y a qué altura del piso tiene que estar su borde inferior?',
    correct: 'Altura 0,90 m; borde inferior a 0,85 m',
    distractors: [
      'Altura 0,90 m; borde inferior a 0,90 m',
      'Altura 1,80 m; borde inferior a 0,85 m',
      'Altura 0,85 m; borde inferior a 0,85 m',
    ],
    pos: 2,
    compute: () => [1.8 / 2, 1.7 / 2],
    steps: [
      'El rayo que sale de los pies llega a los ojos reflejándose a mitad de camino en altura: a 1,70 / 2 = 0,85 m del piso. Ahí va el borde inferior.',
      'El de la coronilla se refleja a mitad entre 1,80 m y 1,70 m, a 1,75 m. El espejo va de 0,85 m a 1,75 m: mide 0,90 m, la mitad de la estatura.',
      'Poner el borde a 0,90 m usa la mitad de la estatura en vez de la mitad de la altura de los ojos; 1,80 m es la estatura entera; la última opción usa la mitad de la altura de los ojos también para el tamaño del espejo.',
    ],
    result: 'Espejo de 0,90 m con el borde inferior a 0,85 m del piso.',
  }),
  vf({
    n: 39,
    difficulty: 'dificil',
    subtopic: 'optica.luz-reflexion',
    question:
      'Si te quedás quieto frente a un espejo plano y el espejo se aleja 1 m de vos, tu imagen se aleja 2 m de vos.',
    answer: true,
    steps: [
      'La imagen está tan lejos detrás del espejo como vos delante: si estás a d, la imagen está a 2d de vos.',
      'Si el espejo pasa de d a d + 1 m, la imagen pasa de 2d a 2d + 2 m: se aleja 2 m.',
    ],
    result: 'Verdadero.',
  }),
];
