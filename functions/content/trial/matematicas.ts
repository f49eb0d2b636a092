import { pasos } from '../items.ts';
import type { MultipleChoiceExercise } from '../schema.ts';

const r = String.raw;

export const matematicas: MultipleChoiceExercise[] = [
  {
    id: 'mat-prueba-001',
    topic: 'algebra-basica',
    subtopic: 'algebra-basica.numeros-reales',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question: r`¿Cuánto vale $\frac{2}{3} + \frac{1}{4}$?`,
    options: [r`$\frac{11}{12}$`, r`$\frac{3}{7}$`, r`$\frac{1}{6}$`, r`$\frac{8}{12}$`],
    correctAnswer: 0,
    check: { compute: () => 2 / 3 + 1 / 4 },
    explanation: pasos(
      [
        'Para sumar fracciones necesitás un denominador común: el menor múltiplo común de 3 y 4 es 12.',
        r`Pasá cada fracción a doceavos: $\frac{2}{3} = \frac{8}{12}$ y $\frac{1}{4} = \frac{3}{12}$.`,
        r`Sumá los numeradores: $\frac{8}{12} + \frac{3}{12} = \frac{11}{12}$. Si sumabas numerador con numerador y denominador con denominador llegabas a $\frac{3}{7}$, un error muy común.`,
      ],
      r`$\frac{2}{3} + \frac{1}{4} = \frac{11}{12}$`,
    ),
  },
  {
    id: 'mat-prueba-002',
    topic: 'algebra-basica',
    subtopic: 'algebra-basica.potencias-radicales',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: r`¿Cuál es el valor de $\left(2^{3}\right)^{2} \cdot 2^{-4}$?`,
    options: ['$4$', '$2$', '$32$', '$1024$'],
    correctAnswer: 0,
    check: { compute: () => (2 ** 3) ** 2 * 2 ** -4 },
    explanation: pasos(
      [
        r`Potencia de una potencia: los exponentes se multiplican, $\left(2^{3}\right)^{2} = 2^{6}$.`,
        r`Producto de potencias de igual base: los exponentes se suman, $2^{6} \cdot 2^{-4} = 2^{6 + (-4)} = 2^{2}$.`,
        r`$2^{2} = 4$. Si sumabas $3 + 2$ en el primer paso obtenías $2^{1} = 2$; si tomabas el $-4$ como $+4$, $2^{10} = 1024$.`,
      ],
      '$4$',
    ),
  },
  {
    id: 'mat-prueba-003',
    topic: 'ecuaciones',
    subtopic: 'ecuaciones.lineales',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question: 'Resolvé la ecuación $3(x - 2) = 2x + 5$.',
    options: ['$x = 11$', '$x = 7$', '$x = -1$', r`$x = \frac{11}{5}$`],
    correctAnswer: 0,
    check: { compute: () => (5 + 3 * 2) / (3 - 2) },
    explanation: pasos(
      [
        r`Aplicá la propiedad distributiva: $3(x - 2) = 3x - 6$, así que la ecuación queda $3x - 6 = 2x + 5$.`,
        'Pasá los términos con $x$ a un lado y los números al otro: $3x - 2x = 5 + 6$.',
        r`$x = 11$. Control: $3(11 - 2) = 27$ y $2 \cdot 11 + 5 = 27$. Si no distribuías el 3 llegabas a $x = 7$.`,
      ],
      '$x = 11$',
    ),
  },
  {
    id: 'mat-prueba-004',
    topic: 'ecuaciones',
    subtopic: 'ecuaciones.cuadraticas',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: '¿Cuáles son las soluciones de $x^{2} - 5x + 6 = 0$?',
    options: ['$x = 2$ y $x = 3$', '$x = -2$ y $x = -3$', '$x = 1$ y $x = 6$', '$x = -1$ y $x = 6$'],
    correctAnswer: 0,
    check: {
      compute: () => {
        const root = Math.sqrt(5 ** 2 - 4 * 6);
        return [(5 - root) / 2, (5 + root) / 2];
      },
    },
    explanation: pasos(
      [
        r`Usá la fórmula resolvente con $a = 1$, $b = -5$ y $c = 6$: $x = \frac{5 \pm \sqrt{25 - 24}}{2}$.`,
        r`El discriminante es $25 - 24 = 1$ y $\sqrt{1} = 1$, así que $x = \frac{5 + 1}{2} = 3$ o $x = \frac{5 - 1}{2} = 2$.`,
        r`Control: $2 + 3 = 5$ y $2 \cdot 3 = 6$, los coeficientes de la ecuación. Con los signos cambiados ($-2$ y $-3$) la suma daría $-5$.`,
      ],
      '$x = 2$ y $x = 3$',
    ),
  },
  {
    id: 'mat-prueba-005',
    topic: 'funciones',
    subtopic: 'funciones.concepto-dominio',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question: r`Si $f(x) = x^{2} - 3x$, ¿cuánto vale $f(-2)$?`,
    options: ['$10$', '$-2$', '$2$', '$-10$'],
    correctAnswer: 0,
    check: { compute: () => (-2) ** 2 - 3 * -2 },
    explanation: pasos(
      [
        r`Reemplazá $x$ por $-2$ siempre entre paréntesis: $f(-2) = (-2)^{2} - 3 \cdot (-2)$.`,
        r`$(-2)^{2} = 4$ (el cuadrado de un negativo es positivo) y $-3 \cdot (-2) = 6$.`,
        r`$f(-2) = 4 + 6 = 10$. Si escribías $-2^{2} = -4$ llegabas a 2; si perdías el signo del segundo término, a $-2$.`,
      ],
      '$f(-2) = 10$',
    ),
  },
  {
    id: 'mat-prueba-006',
    topic: 'funciones',
    subtopic: 'funciones.lineal',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: r`¿Cuál es la pendiente de la recta que pasa por los puntos $(-1;\ 4)$ y $(3;\ -4)$?`,
    options: ['$-2$', '$2$', r`$-\frac{1}{2}$`, '$-4$'],
    correctAnswer: 0,
    check: { compute: () => (-4 - 4) / (3 - -1) },
    explanation: pasos(
      [
        r`La pendiente es $m = \frac{y_2 - y_1}{x_2 - x_1}$, con $(x_1; y_1) = (-1; 4)$ y $(x_2; y_2) = (3; -4)$.`,
        r`Arriba: $-4 - 4 = -8$. Abajo: $3 - (-1) = 4$; restar un negativo es sumar.`,
        r`$m = \frac{-8}{4} = -2$: la recta baja. Si hacías $3 - 1 = 2$ abajo obtenías $-4$; si invertías el cociente, $-\frac{1}{2}$.`,
      ],
      '$m = -2$',
    ),
  },
  {
    id: 'mat-prueba-007',
    topic: 'geometria',
    subtopic: 'geometria.angulos-triangulos',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question:
      'La pantalla rectangular de un televisor mide 80 cm de ancho y 60 cm de alto. ¿Cuánto mide su diagonal?',
    options: ['100 cm', '140 cm', '10.000 cm', r`$\sqrt{2800}$ cm`],
    correctAnswer: 0,
    check: { compute: () => Math.hypot(80, 60) },
    explanation: pasos(
      [
        'La diagonal parte el rectángulo en dos triángulos rectángulos: el ancho y el alto son los catetos y la diagonal es la hipotenusa.',
        r`Por el teorema de Pitágoras, $d^{2} = 80^{2} + 60^{2} = 6400 + 3600 = 10.000$, y $d = \sqrt{10.000} = 100$.`,
        r`Ojo con los atajos: sumar los lados da 140 (no vale), olvidar la raíz deja 10.000 y restar los cuadrados ($6400 - 3600 = 2800$) es para buscar un cateto, no la hipotenusa.`,
      ],
      'La diagonal mide 100 cm.',
    ),
  },
  {
    id: 'mat-prueba-008',
    topic: 'geometria',
    subtopic: 'geometria.areas-perimetros',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: 'El diámetro de un círculo mide 10 cm. ¿Cuál es su área?',
    options: [
      r`$25\pi\ \text{cm}^2$`,
      r`$100\pi\ \text{cm}^2$`,
      r`$10\pi\ \text{cm}^2$`,
      r`$50\pi\ \text{cm}^2$`,
    ],
    correctAnswer: 0,
    check: { compute: () => Math.PI * 5 ** 2 },
    explanation: pasos(
      [
        r`El área del círculo se calcula con el radio: $A = \pi r^{2}$. El radio es la mitad del diámetro, $r = 5$ cm.`,
        r`$A = \pi \cdot 5^{2} = 25\pi\ \text{cm}^2$ (unos $78{,}5\ \text{cm}^2$).`,
        r`Con el diámetro en lugar del radio salía $100\pi$; $10\pi$ es el perímetro ($\pi d$), no el área.`,
      ],
      r`$A = 25\pi\ \text{cm}^2$`,
    ),
  },
  {
    id: 'mat-prueba-009',
    topic: 'trigonometria',
    subtopic: 'trigonometria.triangulo-rectangulo',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question:
      'En un triángulo rectángulo, uno de los ángulos agudos mide 30° y la hipotenusa mide 12 cm. ¿Cuánto mide el cateto opuesto a ese ángulo?',
    options: ['6 cm', r`$6\sqrt{3}$ cm`, '24 cm', r`$4\sqrt{3}$ cm`],
    correctAnswer: 0,
    check: { compute: () => 12 * Math.sin(Math.PI / 6) },
    explanation: pasos(
      [
        r`El seno relaciona el cateto opuesto con la hipotenusa: $\sin 30° = \frac{\text{opuesto}}{\text{hipotenusa}}$.`,
        r`Despejá: opuesto $= 12 \cdot \sin 30° = 12 \cdot \frac{1}{2} = 6$.`,
        r`Con el coseno habrías calculado el cateto adyacente ($6\sqrt{3}$ cm), y dividir por el seno en lugar de multiplicar da 24 cm, más que la hipotenusa: imposible.`,
      ],
      'El cateto opuesto mide 6 cm.',
    ),
  },
  {
    id: 'mat-prueba-010',
    topic: 'estadistica',
    subtopic: 'estadistica.probabilidad',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question: 'Se tira un dado común, sin trucos. ¿Cuál es la probabilidad de sacar un número mayor que 4?',
    options: [r`$\frac{1}{3}$`, r`$\frac{1}{2}$`, r`$\frac{2}{3}$`, r`$\frac{1}{6}$`],
    correctAnswer: 0,
    check: { compute: () => 2 / 6 },
    explanation: pasos(
      [
        'Hay 6 resultados posibles e igual de probables: 1, 2, 3, 4, 5 y 6.',
        'Mayores que 4 son solo el 5 y el 6: 2 casos favorables (el 4 no cuenta).',
        r`$P = \frac{2}{6} = \frac{1}{3}$. Si incluías el 4 llegabas a $\frac{1}{2}$; $\frac{2}{3}$ es la probabilidad de lo contrario.`,
      ],
      r`$P = \frac{1}{3}$`,
    ),
  },
  {
    id: 'mat-prueba-011',
    topic: 'estadistica',
    subtopic: 'estadistica.medidas',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: 'Las notas de Sofía en cinco parciales fueron 4, 7, 7, 9 y 10. ¿Cuál es su promedio?',
    options: ['7,4', '7', '9,25', '7,5'],
    correctAnswer: 0,
    check: { compute: () => (4 + 7 + 7 + 9 + 10) / 5 },
    explanation: pasos(
      [
        'Sumá todas las notas, también las repetidas: $4 + 7 + 7 + 9 + 10 = 37$.',
        r`Dividí por la cantidad de notas, que son 5: $\frac{37}{5} = 7{,}4$.`,
        'El 7 es la mediana y la moda, no el promedio. Dividir por 4 da 9,25, y contar el 7 una sola vez da 7,5.',
      ],
      'El promedio es 7,4.',
    ),
  },
];
