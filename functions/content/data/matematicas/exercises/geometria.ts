import type { Exercise } from '../../../schema.ts';
import { pasos } from '../helpers.ts';

export const exercises: Exercise[] = [
  // ───────────── fácil ─────────────
  {
    id: 'mat-geometria-001',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'multiple-choice',
    question: String.raw`¿Cuánto mide el complemento de un ángulo de $35^\circ$?`,
    options: [
      String.raw`$145^\circ$`,
      String.raw`$55^\circ$`,
      String.raw`$325^\circ$`,
      String.raw`$65^\circ$`,
    ],
    correctAnswer: 1,
    check: { compute: () => 90 - 35 },
    explanation: pasos(
      [
        String.raw`Dos ángulos son complementarios si suman $90^\circ$.`,
        String.raw`El complemento es $90^\circ - 35^\circ = 55^\circ$.`,
        String.raw`$145^\circ$ es el suplemento (suma $180^\circ$), otra relación distinta.`,
      ],
      String.raw`$55^\circ$`,
    ),
  },
  {
    id: 'mat-geometria-002',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'multiple-choice',
    question: String.raw`Dos ángulos interiores de un triángulo miden $48^\circ$ y $67^\circ$. ¿Cuánto mide el tercero?`,
    options: [
      String.raw`$115^\circ$`,
      String.raw`$245^\circ$`,
      String.raw`$65^\circ$`,
      String.raw`$75^\circ$`,
    ],
    correctAnswer: 2,
    check: { compute: () => 180 - 48 - 67 },
    explanation: pasos(
      [
        String.raw`Los ángulos interiores de un triángulo suman $180^\circ$.`,
        String.raw`Sumá los conocidos: $48^\circ + 67^\circ = 115^\circ$.`,
        String.raw`Restá: $180^\circ - 115^\circ = 65^\circ$. (115° es la suma de los dos datos, no el ángulo que falta.)`,
      ],
      String.raw`$65^\circ$`,
    ),
  },
  {
    id: 'mat-geometria-003',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'multiple-choice',
    question: 'Los catetos de un triángulo rectángulo miden 6 cm y 8 cm. ¿Cuánto mide la hipotenusa?',
    options: ['14 cm', '10 cm', '100 cm', String.raw`$\sqrt{28}$ cm`],
    correctAnswer: 1,
    check: { compute: () => Math.hypot(6, 8) },
    explanation: pasos(
      [
        'Teorema de Pitágoras: $c^2 = a^2 + b^2$.',
        '$c^2 = 6^2 + 8^2 = 36 + 64 = 100$.',
        String.raw`$c = \sqrt{100} = 10$ cm. No olvides la raíz (100 es $c^2$) ni sumes los catetos directamente (14).`,
      ],
      'La hipotenusa mide 10 cm.',
    ),
  },
  {
    id: 'mat-geometria-004',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.areas-perimetros',
    kind: 'multiple-choice',
    question: 'Un triángulo tiene una base de 12 cm y una altura de 5 cm. ¿Cuál es su área?',
    options: ['60 cm²', '17 cm²', '30 cm²', '15 cm²'],
    correctAnswer: 2,
    check: { compute: () => (12 * 5) / 2 },
    explanation: pasos(
      [
        String.raw`El área del triángulo es $A = \frac{b \cdot h}{2}$.`,
        String.raw`$A = \frac{12 \cdot 5}{2} = \frac{60}{2} = 30$ cm².`,
        'Si te olvidabas de dividir por 2 obtenías el área del rectángulo de igual base y altura (60 cm²).',
      ],
      '30 cm²',
    ),
  },
  {
    id: 'mat-geometria-005',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.areas-perimetros',
    kind: 'multiple-choice',
    question: 'Calculá la longitud de una circunferencia de 5 cm de radio.',
    options: [String.raw`$25\pi$ cm`, String.raw`$5\pi$ cm`, String.raw`$20\pi$ cm`, String.raw`$10\pi$ cm`],
    correctAnswer: 3,
    check: { compute: () => 2 * Math.PI * 5 },
    explanation: pasos(
      [
        String.raw`La longitud de la circunferencia es $L = 2\pi r$.`,
        String.raw`$L = 2\pi \cdot 5 = 10\pi$ cm $\approx 31{,}4$ cm.`,
        String.raw`$25\pi$ es el área del círculo ($\pi r^2$), que se mide en cm², no en cm.`,
      ],
      String.raw`$10\pi$ cm`,
    ),
  },
  {
    id: 'mat-geometria-006',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.analitica',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es la distancia entre los puntos $A = (1;\ 2)$ y $B = (4;\ 6)$?`,
    options: ['$7$', '$25$', String.raw`$\sqrt{7}$`, '$5$'],
    correctAnswer: 3,
    check: { compute: () => Math.hypot(4 - 1, 6 - 2) },
    explanation: pasos(
      [
        String.raw`Usá $d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$.`,
        'Diferencias: $4 - 1 = 3$ y $6 - 2 = 4$.',
        String.raw`$d = \sqrt{3^2 + 4^2} = \sqrt{9 + 16} = \sqrt{25} = 5$.`,
      ],
      '$d = 5$',
    ),
  },
  {
    id: 'mat-geometria-007',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'true-false',
    question: 'Dos ángulos opuestos por el vértice tienen siempre la misma medida.',
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`Si dos rectas se cortan, cada ángulo es adyacente a los dos vecinos, con los que suma $180^\circ$.`,
        String.raw`Si $\alpha + \beta = 180^\circ$ y $\beta + \gamma = 180^\circ$, entonces $\alpha = \gamma$: los opuestos por el vértice son iguales.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-geometria-008',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'true-false',
    question: 'Un triángulo puede tener dos ángulos obtusos.',
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`Un ángulo obtuso mide más de $90^\circ$.`,
        String.raw`Dos obtusos sumarían más de $180^\circ$, pero los tres ángulos de un triángulo suman exactamente $180^\circ$.`,
      ],
      'Falso: a lo sumo un ángulo puede ser obtuso.',
    ),
  },
  {
    id: 'mat-geometria-009',
    topic: 'geometria',
    difficulty: 'facil',
    subtopic: 'geometria.volumenes',
    kind: 'true-false',
    question: 'El volumen de un cubo de 3 cm de arista es 27 cm³.',
    correctAnswer: true,
    explanation: pasos(
      ['El volumen del cubo es $V = a^3$.', String.raw`$V = 3^3 = 3 \cdot 3 \cdot 3 = 27$ cm³.`],
      'Verdadero.',
    ),
  },
  // ───────────── medio ─────────────
  {
    id: 'mat-geometria-010',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'multiple-choice',
    question:
      'Los triángulos $ABC$ y $DEF$ son semejantes, con $AB$ homólogo de $DE$ y $BC$ homólogo de $EF$. Si $AB = 4$ cm, $DE = 10$ cm y $BC = 6$ cm, ¿cuánto mide $EF$?',
    options: ['12 cm', '15 cm', '2,4 cm', '60 cm'],
    correctAnswer: 1,
    check: { compute: () => (6 * 10) / 4 },
    explanation: pasos(
      [
        String.raw`La razón de semejanza es $k = \frac{DE}{AB} = \frac{10}{4} = 2{,}5$.`,
        String.raw`Todos los lados de $DEF$ son 2,5 veces los de $ABC$: $EF = 2{,}5 \cdot 6 = 15$ cm.`,
        'La semejanza es multiplicativa: sumar la diferencia ($6 + 6 = 12$) no conserva la forma, e invertir la razón da 2,4 cm.',
      ],
      'EF = 15 cm',
    ),
  },
  {
    id: 'mat-geometria-011',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'multiple-choice',
    question:
      'Un poste de 3 m proyecta una sombra de 2 m. A la misma hora, un edificio proyecta una sombra de 18 m. ¿Cuál es la altura del edificio?',
    options: ['12 m', '19 m', '36 m', '27 m'],
    correctAnswer: 3,
    check: { compute: () => (18 * 3) / 2 },
    explanation: pasos(
      [
        'A la misma hora los rayos del sol son paralelos: el poste con su sombra y el edificio con la suya forman triángulos rectángulos semejantes.',
        String.raw`Planteá la proporción altura/sombra: $\frac{h}{18} = \frac{3}{2}$.`,
        String.raw`Despejá: $h = 18 \cdot \frac{3}{2} = 27$ m. Si invertías la proporción llegabas a 12 m, que es menos que la sombra, y eso no puede ser porque el poste es más alto que su sombra.`,
      ],
      'El edificio mide 27 m.',
    ),
  },
  {
    id: 'mat-geometria-012',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.areas-perimetros',
    kind: 'multiple-choice',
    question: 'Calculá el área de un círculo de 10 cm de diámetro.',
    options: [
      String.raw`$100\pi$ cm²`,
      String.raw`$25\pi$ cm²`,
      String.raw`$10\pi$ cm²`,
      String.raw`$5\pi$ cm²`,
    ],
    correctAnswer: 1,
    check: { compute: () => Math.PI * (10 / 2) ** 2 },
    explanation: pasos(
      [
        'El radio es la mitad del diámetro: $r = 5$ cm.',
        String.raw`$A = \pi r^2 = \pi \cdot 5^2 = 25\pi$ cm² $\approx 78{,}5$ cm².`,
        String.raw`Si usabas el diámetro como radio obtenías $100\pi$; y $10\pi$ es la longitud de la circunferencia.`,
      ],
      String.raw`$25\pi$ cm²`,
    ),
  },
  {
    id: 'mat-geometria-013',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.volumenes',
    kind: 'multiple-choice',
    question: 'Un cilindro tiene 3 cm de radio y 10 cm de altura. ¿Cuál es su volumen?',
    options: [
      String.raw`$90\pi$ cm³`,
      String.raw`$60\pi$ cm³`,
      String.raw`$360\pi$ cm³`,
      String.raw`$30\pi$ cm³`,
    ],
    correctAnswer: 0,
    check: { compute: () => Math.PI * 3 ** 2 * 10 },
    explanation: pasos(
      [
        String.raw`Volumen del cilindro: área de la base por altura, $V = \pi r^2 h$.`,
        String.raw`Área de la base: $\pi \cdot 3^2 = 9\pi$ cm².`,
        String.raw`$V = 9\pi \cdot 10 = 90\pi$ cm³ $\approx 282{,}7$ cm³.`,
        String.raw`$30\pi$ sería el volumen del cono de igual base y altura (con el $\frac{1}{3}$) y $60\pi$ es el área lateral $2\pi r h$.`,
      ],
      String.raw`$90\pi$ cm³`,
    ),
  },
  {
    id: 'mat-geometria-014',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.analitica',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es el punto medio del segmento de extremos $A = (-2;\ 5)$ y $B = (6;\ -1)$?`,
    options: [String.raw`$(4;\ -3)$`, String.raw`$(2;\ 2)$`, String.raw`$(4;\ 4)$`, String.raw`$(8;\ -6)$`],
    correctAnswer: 1,
    check: { compute: () => [(-2 + 6) / 2, (5 + -1) / 2] },
    explanation: pasos(
      [
        String.raw`El punto medio es el promedio de las coordenadas: $M = \left(\frac{x_1 + x_2}{2};\ \frac{y_1 + y_2}{2}\right)$.`,
        String.raw`$x_M = \frac{-2 + 6}{2} = 2$ e $y_M = \frac{5 + (-1)}{2} = 2$.`,
        String.raw`Si restabas las coordenadas en lugar de sumarlas obtenías $(4;\ -3)$, que es la mitad del desplazamiento de $A$ a $B$, no un punto del segmento.`,
      ],
      String.raw`$M = (2;\ 2)$`,
    ),
  },
  {
    id: 'mat-geometria-015',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'multiple-choice',
    question: '¿Cuánto suman los ángulos interiores de un hexágono?',
    options: [
      String.raw`$1080^\circ$`,
      String.raw`$720^\circ$`,
      String.raw`$360^\circ$`,
      String.raw`$120^\circ$`,
    ],
    correctAnswer: 1,
    check: { compute: () => (6 - 2) * 180 },
    explanation: pasos(
      [
        'Desde un vértice se pueden trazar diagonales que dividen el hexágono en $6 - 2 = 4$ triángulos.',
        String.raw`Cada triángulo aporta $180^\circ$: $4 \cdot 180^\circ = 720^\circ$.`,
        String.raw`$120^\circ$ es lo que mide cada ángulo de un hexágono regular ($720^\circ : 6$), no la suma.`,
      ],
      String.raw`$720^\circ$`,
    ),
  },
  {
    id: 'mat-geometria-016',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'multiple-choice',
    question:
      'Una escalera de 5 m está apoyada en una pared vertical, con el pie a 1,4 m de la pared. ¿A qué altura de la pared llega la escalera?',
    options: ['5,19 m', '3,6 m', '4,8 m', '23,04 m'],
    correctAnswer: 2,
    check: { compute: () => Math.sqrt(5 ** 2 - 1.4 ** 2) },
    explanation: pasos(
      [
        'La escalera, la pared y el piso forman un triángulo rectángulo: la escalera es la hipotenusa (5 m) y la distancia al pie es un cateto (1,4 m).',
        String.raw`El cateto que falta es $h = \sqrt{5^2 - 1{,}4^2} = \sqrt{25 - 1{,}96} = \sqrt{23{,}04}$.`,
        '$h = 4{,}8$ m. Si sumabas los cuadrados (5,19 m) el cateto te quedaba más largo que la hipotenusa, lo cual es imposible.',
      ],
      'Llega a 4,8 m de altura.',
    ),
  },
  {
    id: 'mat-geometria-017',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.analitica',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es la recta que pasa por $(2;\ 1)$ y es paralela a $3x - y + 4 = 0$?`,
    options: ['$y = 3x + 7$', '$y = -3x + 7$', String.raw`$y = -\frac{1}{3}x + \frac{5}{3}$`, '$y = 3x - 5$'],
    correctAnswer: 3,
    check: {
      compute: () => {
        const m = 3; // from 3x − y + 4 = 0  →  y = 3x + 4
        const b = 1 - m * 2;
        return [m, Math.abs(b)]; // the option writes b = −5 as "− 5"
      },
    },
    explanation: pasos(
      [
        'Despejá $y$ en $3x - y + 4 = 0$: $y = 3x + 4$. La pendiente es 3 (no $-3$).',
        'Una paralela tiene la misma pendiente: $y = 3x + b$.',
        String.raw`Reemplazá $(2;\ 1)$: $1 = 3 \cdot 2 + b$, así que $b = 1 - 6 = -5$.`,
        String.raw`La recta es $y = 3x - 5$. La opción con $-\frac{1}{3}$ es la perpendicular, no la paralela.`,
      ],
      '$y = 3x - 5$',
    ),
  },
  {
    id: 'mat-geometria-018',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.areas-perimetros',
    kind: 'true-false',
    question: 'Si se duplica el radio de un círculo, su área también se duplica.',
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`Con radio $r$ el área es $\pi r^2$; con radio $2r$ es $\pi (2r)^2 = 4\pi r^2$.`,
        'El área depende del cuadrado del radio: se multiplica por 4, no por 2.',
      ],
      'Falso: el área se cuadruplica.',
    ),
  },
  {
    id: 'mat-geometria-019',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'true-false',
    question: 'Un triángulo de lados 5 cm, 12 cm y 13 cm es rectángulo.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Verificá Pitágoras con el lado mayor como hipotenusa: $5^2 + 12^2 = 25 + 144 = 169$.',
        '$13^2 = 169$. Como coinciden, por el recíproco del teorema de Pitágoras el triángulo es rectángulo.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-geometria-020',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'true-false',
    question: String.raw`Los ángulos interiores de cualquier cuadrilátero suman $360^\circ$.`,
    correctAnswer: true,
    explanation: pasos(
      [
        'Una diagonal divide cualquier cuadrilátero en dos triángulos.',
        String.raw`Cada triángulo suma $180^\circ$, así que el cuadrilátero suma $2 \cdot 180^\circ = 360^\circ$. Coincide con $(n - 2) \cdot 180^\circ$ para $n = 4$.`,
      ],
      'Verdadero.',
    ),
  },
  // ───────────── difícil ─────────────
  {
    id: 'mat-geometria-021',
    topic: 'geometria',
    difficulty: 'dificil',
    subtopic: 'geometria.volumenes',
    kind: 'multiple-choice',
    question: 'Un cono tiene una generatriz de 13 cm y un radio de la base de 5 cm. ¿Cuál es su volumen?',
    options: [
      String.raw`$300\pi$ cm³`,
      String.raw`$\frac{325\pi}{3}$ cm³`,
      String.raw`$100\pi$ cm³`,
      String.raw`$65\pi$ cm³`,
    ],
    correctAnswer: 2,
    check: { compute: () => (Math.PI * 5 ** 2 * Math.sqrt(13 ** 2 - 5 ** 2)) / 3 },
    explanation: pasos(
      [
        String.raw`La generatriz no es la altura. Altura, radio y generatriz forman un triángulo rectángulo con la generatriz como hipotenusa: $h = \sqrt{13^2 - 5^2} = \sqrt{144} = 12$ cm.`,
        String.raw`Volumen del cono: $V = \frac{1}{3} \pi r^2 h = \frac{1}{3} \pi \cdot 25 \cdot 12$.`,
        String.raw`$V = 100\pi$ cm³ $\approx 314{,}2$ cm³.`,
        String.raw`Sin el $\frac{1}{3}$ tenés $300\pi$ (el cilindro); con la generatriz como altura, $\frac{325\pi}{3}$; y $65\pi = \pi r g$ es el área lateral, no un volumen.`,
      ],
      String.raw`$100\pi$ cm³`,
    ),
  },
  {
    id: 'mat-geometria-022',
    topic: 'geometria',
    difficulty: 'dificil',
    subtopic: 'geometria.analitica',
    kind: 'multiple-choice',
    question: String.raw`La recta $r$ pasa por $(0;\ -1)$ y $(2;\ 3)$. ¿En qué punto corta a la recta $y = -x + 8$?`,
    options: [String.raw`$(6;\ 2)$`, String.raw`$(3;\ 5)$`, String.raw`$(-9;\ 17)$`, String.raw`$(9;\ -1)$`],
    correctAnswer: 1,
    check: {
      compute: () => {
        const m = (3 - -1) / (2 - 0);
        const b = -1;
        const x = (8 - b) / (m + 1); // m·x + b = −x + 8
        return [x, -x + 8];
      },
    },
    explanation: pasos(
      [
        String.raw`Pendiente de $r$: $m = \frac{3 - (-1)}{2 - 0} = 2$. Como pasa por $(0;\ -1)$, la ordenada al origen es $-1$: $r: y = 2x - 1$.`,
        'En el punto de corte las dos rectas tienen el mismo $y$: $2x - 1 = -x + 8$.',
        'Resolvé: $3x = 9$, $x = 3$. Luego $y = -3 + 8 = 5$.',
        String.raw`Verificá en $r$: $2 \cdot 3 - 1 = 5$. (Con la pendiente invertida, $\frac{1}{2}$, llegabas a $(6;\ 2)$.)`,
      ],
      String.raw`$(3;\ 5)$`,
    ),
  },
  {
    id: 'mat-geometria-023',
    topic: 'geometria',
    difficulty: 'dificil',
    subtopic: 'geometria.areas-perimetros',
    kind: 'multiple-choice',
    question:
      'En un cuadrado de 10 cm de lado se dibuja el círculo inscripto (tangente a los cuatro lados). ¿Cuál es el área de la parte del cuadrado que queda fuera del círculo? Redondeá a dos decimales.',
    options: ['68,58 cm²', '75 cm²', '78,54 cm²', '21,46 cm²'],
    correctAnswer: 3,
    check: { compute: () => 10 ** 2 - Math.PI * (10 / 2) ** 2 },
    explanation: pasos(
      [
        'El diámetro del círculo inscripto es el lado del cuadrado, así que $r = 5$ cm.',
        String.raw`Área del cuadrado: $10^2 = 100$ cm². Área del círculo: $\pi \cdot 5^2 = 25\pi \approx 78{,}54$ cm².`,
        String.raw`Restá: $100 - 25\pi \approx 100 - 78{,}54 = 21{,}46$ cm².`,
        String.raw`78,54 cm² es el círculo, no lo que queda afuera; y restar la longitud de la circunferencia ($10\pi$) mezcla cm con cm².`,
      ],
      String.raw`$100 - 25\pi \approx 21{,}46$ cm²`,
    ),
  },
  {
    id: 'mat-geometria-024',
    topic: 'geometria',
    difficulty: 'dificil',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'multiple-choice',
    question:
      'Dos triángulos semejantes tienen razón de semejanza 3 (el mayor respecto del menor). Si el área del menor es 8 cm², ¿cuál es el área del mayor?',
    options: ['24 cm²', '216 cm²', '64 cm²', '72 cm²'],
    correctAnswer: 3,
    check: { compute: () => 8 * 3 ** 2 },
    explanation: pasos(
      [
        'Si los lados se multiplican por $k$, las áreas se multiplican por $k^2$ (base y altura crecen las dos).',
        'Con $k = 3$: $k^2 = 9$.',
        String.raw`Área del mayor: $8 \cdot 9 = 72$ cm². Multiplicar por 3 (24 cm²) sirve para perímetros, y por $3^3 = 27$ (216 cm²) para volúmenes.`,
      ],
      '72 cm²',
    ),
  },
  {
    id: 'mat-geometria-025',
    topic: 'geometria',
    difficulty: 'dificil',
    subtopic: 'geometria.angulos-triangulos',
    kind: 'true-false',
    question: 'Si dos triángulos tienen sus tres ángulos respectivamente iguales, entonces son congruentes.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Tener los mismos ángulos garantiza que los triángulos son semejantes: misma forma.',
        String.raw`Pero pueden tener distinto tamaño: un equilátero de lado 1 cm y otro de lado 5 cm tienen todos sus ángulos de $60^\circ$ y no son congruentes.`,
      ],
      'Falso: son semejantes, no necesariamente congruentes.',
    ),
  },
  {
    id: 'mat-geometria-026',
    topic: 'geometria',
    difficulty: 'dificil',
    subtopic: 'geometria.analitica',
    kind: 'true-false',
    question: String.raw`La recta que pasa por $(1;\ 3)$ y $(3;\ 7)$ también pasa por el punto $(-2;\ -3)$.`,
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`Pendiente: $m = \frac{7 - 3}{3 - 1} = 2$. Con $(1;\ 3)$: $3 = 2 + b$, así que $b = 1$ y la recta es $y = 2x + 1$.`,
        String.raw`Reemplazá $x = -2$: $y = 2 \cdot (-2) + 1 = -3$. Coincide con la coordenada del punto.`,
      ],
      String.raw`Verdadero: $(-2;\ -3)$ pertenece a la recta $y = 2x + 1$.`,
    ),
  },
  {
    id: 'mat-geometria-027',
    topic: 'geometria',
    difficulty: 'dificil',
    subtopic: 'geometria.volumenes',
    kind: 'true-false',
    question: String.raw`Una esfera de 3 cm de radio tiene un volumen de $36\pi$ cm³.`,
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`Volumen de la esfera: $V = \frac{4}{3} \pi r^3$.`,
        String.raw`Con $r = 3$: $r^3 = 27$ y $\frac{4}{3} \cdot 27 = 36$.`,
        String.raw`$V = 36\pi$ cm³ $\approx 113{,}1$ cm³.`,
      ],
      'Verdadero.',
    ),
  },
];
