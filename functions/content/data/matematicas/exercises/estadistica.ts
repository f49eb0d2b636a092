import type { Exercise } from '../../../schema.ts';
import { pasos } from '../helpers.ts';

const mean = (data: number[]) => data.reduce((sum, x) => sum + x, 0) / data.length;
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const comb = (n: number, k: number) => factorial(n) / (factorial(k) * factorial(n - k));

export const exercises: Exercise[] = [
  // ───────────── fácil ─────────────
  {
    id: 'mat-estadistica-001',
    topic: 'estadistica',
    difficulty: 'facil',
    subtopic: 'estadistica.medidas',
    kind: 'multiple-choice',
    question: 'Calculá la media de los datos 3, 8, 10, 4, 10.',
    options: ['8', '10', '7', '35'],
    correctAnswer: 2,
    check: { compute: () => mean([3, 8, 10, 4, 10]) },
    explanation: pasos(
      [
        'Sumá todos los datos: 3 + 8 + 10 + 4 + 10 = 35.',
        'Dividí por la cantidad de datos, que es 5: 35 : 5 = 7.',
        'No la confundas con la mediana (8, el dato central una vez ordenados) ni con la moda (10, el que más se repite).',
      ],
      'La media es 7.',
    ),
  },
  {
    id: 'mat-estadistica-002',
    topic: 'estadistica',
    difficulty: 'facil',
    subtopic: 'estadistica.medidas',
    kind: 'multiple-choice',
    question: 'Hallá la mediana de los datos 12, 5, 8, 20, 15, 9.',
    options: ['14', '10,5', '11,5', '9'],
    correctAnswer: 1,
    check: {
      compute: () => {
        const sorted = [12, 5, 8, 20, 15, 9].sort((a, b) => a - b);
        return (sorted[2]! + sorted[3]!) / 2;
      },
    },
    explanation: pasos(
      [
        'Ordená los datos de menor a mayor: 5, 8, 9, 12, 15, 20.',
        'Hay 6 datos (cantidad par), así que hay dos centrales: el 3.º y el 4.º, que son 9 y 12.',
        'La mediana es su promedio: (9 + 12) : 2 = 10,5. Sin ordenar, los del medio serían 8 y 20, y darían 14.',
      ],
      'La mediana es 10,5.',
    ),
  },
  {
    id: 'mat-estadistica-004',
    topic: 'estadistica',
    difficulty: 'facil',
    subtopic: 'estadistica.probabilidad',
    kind: 'multiple-choice',
    question: 'Se tira un dado común. ¿Cuál es la probabilidad de obtener un número par?',
    options: [
      String.raw`$\frac{1}{3}$`,
      String.raw`$\frac{1}{2}$`,
      String.raw`$\frac{1}{6}$`,
      String.raw`$\frac{2}{3}$`,
    ],
    correctAnswer: 1,
    check: { compute: () => [2, 4, 6].length / 6 },
    explanation: pasos(
      [
        'Casos posibles: 1, 2, 3, 4, 5 y 6 (seis resultados igualmente probables).',
        'Casos favorables: 2, 4 y 6 (tres resultados).',
        String.raw`Regla de Laplace: $P = \frac{3}{6} = \frac{1}{2}$.`,
      ],
      String.raw`$P(\text{par}) = \frac{1}{2}$`,
    ),
  },
  {
    id: 'mat-estadistica-005',
    topic: 'estadistica',
    difficulty: 'facil',
    subtopic: 'estadistica.conteo',
    kind: 'multiple-choice',
    question: '¿De cuántas maneras distintas se pueden ordenar 5 personas en una fila?',
    options: ['25', '15', '120', '60'],
    correctAnswer: 2,
    check: { compute: () => factorial(5) },
    explanation: pasos(
      [
        'Para el primer lugar hay 5 candidatos, para el segundo quedan 4, después 3, 2 y 1.',
        String.raw`Por el principio de multiplicación: $5 \cdot 4 \cdot 3 \cdot 2 \cdot 1 = 5! = 120$.`,
        'No se suman las opciones (15) ni se multiplica 5 por 5 (25): cada persona que ya ubicaste deja de estar disponible.',
      ],
      '120 maneras.',
    ),
  },
  {
    id: 'mat-estadistica-006',
    topic: 'estadistica',
    difficulty: 'facil',
    subtopic: 'estadistica.medidas',
    kind: 'multiple-choice',
    question: 'Calculá el rango de los datos 14, 3, 22, 9, 17.',
    options: ['3', '14', '65', '19'],
    correctAnswer: 3,
    check: { compute: () => Math.max(14, 3, 22, 9, 17) - Math.min(14, 3, 22, 9, 17) },
    explanation: pasos(
      [
        'El rango es la diferencia entre el dato mayor y el menor.',
        'Mayor: 22. Menor: 3.',
        'Rango: 22 − 3 = 19. No se calcula con el primer y el último dato de la lista tal como vienen (daría 3), sino con los extremos.',
      ],
      'El rango es 19.',
    ),
  },
  // ───────────── medio ─────────────
  {
    id: 'mat-estadistica-010',
    topic: 'estadistica',
    difficulty: 'medio',
    subtopic: 'estadistica.conteo',
    kind: 'multiple-choice',
    question: '¿De cuántas maneras se pueden elegir 3 delegados (sin cargos) entre 8 alumnos?',
    options: ['336', '56', '24', '40.320'],
    correctAnswer: 1,
    check: { compute: () => comb(8, 3) },
    explanation: pasos(
      [
        'Los delegados no tienen cargos: el grupo {Ana, Beto, Caro} es el mismo en cualquier orden. Son combinaciones.',
        String.raw`$\binom{8}{3} = \frac{8!}{3! \cdot 5!} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = \frac{336}{6}$.`,
        'Resultado: 56. El 336 serían las variaciones, que cuentan cada grupo $3! = 6$ veces.',
      ],
      '56 maneras.',
    ),
  },
  {
    id: 'mat-estadistica-011',
    topic: 'estadistica',
    difficulty: 'medio',
    subtopic: 'estadistica.conteo',
    kind: 'multiple-choice',
    question: '¿Cuántos números de tres cifras distintas se pueden formar con los dígitos 1, 2, 3, 4 y 5?',
    options: ['10', '125', '60', '120'],
    correctAnswer: 2,
    check: { compute: () => factorial(5) / factorial(5 - 3) },
    explanation: pasos(
      [
        'Importa el orden (123 y 321 son números distintos) y no se repiten cifras: son variaciones sin repetición.',
        String.raw`Centenas: 5 opciones; decenas: 4 (no se repite); unidades: 3. $V_{5,3} = 5 \cdot 4 \cdot 3$.`,
        String.raw`Resultado: 60. Con repetición serían $5^3 = 125$, y sin importar el orden, $\binom{5}{3} = 10$.`,
      ],
      '60 números.',
    ),
  },
  {
    id: 'mat-estadistica-016',
    topic: 'estadistica',
    difficulty: 'medio',
    subtopic: 'estadistica.conteo',
    kind: 'multiple-choice',
    question:
      '¿Cuántas palabras distintas (con o sin sentido) se pueden formar usando todas las letras de CASA?',
    options: ['24', '12', '6', '16'],
    correctAnswer: 1,
    check: { compute: () => factorial(4) / factorial(2) },
    explanation: pasos(
      [
        'Si las 4 letras fueran distintas habría $4! = 24$ ordenamientos.',
        'Pero la A aparece dos veces: intercambiar las dos A da la misma palabra, así que cada palabra se contó 2! = 2 veces.',
        String.raw`Resultado: $\frac{4!}{2!} = \frac{24}{2} = 12$.`,
      ],
      '12 palabras.',
    ),
  },
  // ───────────── difícil ─────────────
  {
    id: 'mat-estadistica-021',
    topic: 'estadistica',
    difficulty: 'dificil',
    subtopic: 'estadistica.probabilidad',
    kind: 'multiple-choice',
    question: 'Se tira una moneda 4 veces. ¿Cuál es la probabilidad de obtener al menos una cara?',
    options: [
      String.raw`$\frac{1}{16}$`,
      String.raw`$\frac{1}{2}$`,
      String.raw`$\frac{15}{16}$`,
      String.raw`$\frac{1}{4}$`,
    ],
    correctAnswer: 2,
    check: { compute: () => 1 - 0.5 ** 4 },
    explanation: pasos(
      [
        'Usá el complemento: lo contrario de "al menos una cara" es "ninguna cara", es decir, cuatro cecas.',
        String.raw`Las tiradas son independientes: $P(\text{cuatro cecas}) = \left(\frac{1}{2}\right)^4 = \frac{1}{16}$.`,
        String.raw`$P(\text{al menos una cara}) = 1 - \frac{1}{16} = \frac{15}{16}$. Ojo: $\frac{1}{16}$ es el complemento, no la respuesta.`,
      ],
      String.raw`$\frac{15}{16}$`,
    ),
  },
  {
    id: 'mat-estadistica-022',
    topic: 'estadistica',
    difficulty: 'dificil',
    subtopic: 'estadistica.conteo',
    kind: 'multiple-choice',
    question:
      'De un grupo de 6 mujeres y 4 varones se forma una comisión de 3 personas. ¿De cuántas maneras se puede formar si debe tener exactamente 2 mujeres?',
    options: ['120', '60', '19', '20'],
    correctAnswer: 1,
    check: { compute: () => comb(6, 2) * comb(4, 1) },
    explanation: pasos(
      [
        String.raw`Elegí las 2 mujeres entre 6: $\binom{6}{2} = 15$.`,
        String.raw`Elegí el varón entre 4: $\binom{4}{1} = 4$.`,
        String.raw`Son elecciones sucesivas: se multiplican. $15 \cdot 4 = 60$.`,
        String.raw`120 es $\binom{10}{3}$, todas las comisiones sin la condición; y sumar ($15 + 4 = 19$) no cuenta las parejas mujer-varón.`,
      ],
      '60 maneras.',
    ),
  },
  {
    id: 'mat-estadistica-023',
    topic: 'estadistica',
    difficulty: 'dificil',
    subtopic: 'estadistica.probabilidad',
    kind: 'multiple-choice',
    question: String.raw`$A$ y $B$ son sucesos independientes con $P(A) = 0{,}6$ y $P(B) = 0{,}5$. ¿Cuánto vale $P(A \cup B)$?`,
    options: ['$1{,}1$', '$0{,}3$', '$0{,}2$', '$0{,}8$'],
    correctAnswer: 3,
    check: { compute: () => 0.6 + 0.5 - 0.6 * 0.5 },
    explanation: pasos(
      [
        String.raw`Por ser independientes: $P(A \cap B) = 0{,}6 \cdot 0{,}5 = 0{,}3$.`,
        String.raw`Regla de la unión: $P(A \cup B) = P(A) + P(B) - P(A \cap B) = 0{,}6 + 0{,}5 - 0{,}3$.`,
        'Resultado: $0{,}8$. Sumar sin restar la intersección da $1{,}1$, imposible para una probabilidad.',
      ],
      String.raw`$P(A \cup B) = 0{,}8$`,
    ),
  },
  {
    id: 'mat-estadistica-024',
    topic: 'estadistica',
    difficulty: 'dificil',
    subtopic: 'estadistica.medidas',
    kind: 'multiple-choice',
    question:
      'La media de cinco números es 12. Si se agrega un sexto número, la media pasa a ser 13. ¿Cuál es el sexto número?',
    options: ['13', '1', '25', '18'],
    correctAnswer: 3,
    check: { compute: () => 6 * 13 - 5 * 12 },
    explanation: pasos(
      [
        String.raw`La suma de los cinco números es $5 \cdot 12 = 60$.`,
        String.raw`Con seis números la suma tiene que ser $6 \cdot 13 = 78$.`,
        'El sexto número es la diferencia: 78 − 60 = 18.',
        'Control: (60 + 18) : 6 = 13. Agregar un 13 no alcanza para subir la media, porque el nuevo dato tiene que "arrastrar" a los otros cinco.',
      ],
      'El sexto número es 18.',
    ),
  },
  {
    id: 'mat-estadistica-025',
    topic: 'estadistica',
    difficulty: 'dificil',
    subtopic: 'estadistica.probabilidad',
    kind: 'true-false',
    question: String.raw`Si se tiran dos monedas, la probabilidad de obtener una cara y una ceca es $\frac{1}{3}$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        'Los resultados equiprobables son los pares ordenados: CC, CX, XC y XX (con X para ceca). Son 4, no 3.',
        String.raw`"Una cara y una ceca" corresponde a CX y XC: $P = \frac{2}{4} = \frac{1}{2}$.`,
        String.raw`El $\frac{1}{3}$ sale de contar "dos caras, dos cecas, una de cada" como si fueran equiprobables.`,
      ],
      String.raw`Falso: la probabilidad es $\frac{1}{2}$.`,
    ),
  },
  {
    id: 'mat-estadistica-026',
    topic: 'estadistica',
    difficulty: 'dificil',
    subtopic: 'estadistica.conteo',
    kind: 'true-false',
    question:
      'Hay 48 maneras de ordenar 5 libros distintos en un estante si dos de ellos tienen que estar siempre juntos.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Pegá los dos libros en un bloque: quedan 4 unidades, que se ordenan de $4! = 24$ maneras.',
        'Dentro del bloque, los dos libros se ordenan de $2! = 2$ maneras.',
        String.raw`Total: $24 \cdot 2 = 48$.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-estadistica-027',
    topic: 'estadistica',
    difficulty: 'dificil',
    subtopic: 'estadistica.medidas',
    kind: 'true-false',
    question:
      'Si todos los datos de un conjunto se multiplican por 3, la varianza también se multiplica por 3.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Al multiplicar los datos por 3, la media también se multiplica por 3, y cada desvío queda multiplicado por 3.',
        'La varianza promedia los cuadrados de los desvíos: cada cuadrado se multiplica por $3^2 = 9$.',
        'Entonces la varianza se multiplica por 9 (el desvío estándar, por 3).',
      ],
      'Falso: la varianza se multiplica por 9.',
    ),
  },
];
