import type { Exercise } from '../../../schema.ts';
import { pasos } from '../helpers.ts';

/** Real roots of ax² + bx + c = 0 with the quadratic formula (larger first). */
const roots = (a: number, b: number, c: number) => {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b + d) / (2 * a), (-b - d) / (2 * a)].sort((p, q) => q - p);
};

/** Solves a1 x + b1 y = c1, a2 x + b2 y = c2 with Cramer's rule. */
const cramer = (a1: number, b1: number, c1: number, a2: number, b2: number, c2: number) => {
  const det = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det];
};

export const exercises: Exercise[] = [
  // ───────────── fácil ─────────────
  {
    id: 'mat-ecuaciones-001',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.lineales',
    kind: 'multiple-choice',
    question: 'Resolvé la ecuación $3x - 7 = 2x + 5$.',
    options: ['$x = -2$', '$x = 12$', '$x = -12$', String.raw`$x = \frac{12}{5}$`],
    correctAnswer: 1,
    check: { compute: () => (5 + 7) / (3 - 2) },
    explanation: pasos(
      [
        'Agrupá los términos con $x$ en el primer miembro: restá $2x$ a ambos lados y queda $x - 7 = 5$.',
        'Sumá 7 a ambos lados: $x = 12$. (El $-7$ pasa sumando; si lo pasabas restando llegabas a $x = -2$.)',
        String.raw`Verificá: $3 \cdot 12 - 7 = 29$ y $2 \cdot 12 + 5 = 29$.`,
      ],
      '$x = 12$',
    ),
  },
  {
    id: 'mat-ecuaciones-002',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.lineales',
    kind: 'multiple-choice',
    question: 'Resolvé $2(x - 3) = 4 - x$.',
    options: [
      String.raw`$x = \frac{7}{3}$`,
      '$x = 10$',
      String.raw`$x = \frac{10}{3}$`,
      String.raw`$x = -\frac{10}{3}$`,
    ],
    correctAnswer: 2,
    check: { compute: () => (4 + 2 * 3) / (2 + 1) },
    explanation: pasos(
      [
        'Aplicá la distributiva en el primer miembro: $2x - 6 = 4 - x$. El 2 multiplica a los dos términos del paréntesis.',
        'Sumá $x$ y sumá 6 en ambos miembros: $2x + x = 4 + 6$, es decir, $3x = 10$.',
        String.raw`Dividí por 3: $x = \frac{10}{3}$. Verificación: $2\left(\frac{10}{3} - 3\right) = \frac{2}{3}$ y $4 - \frac{10}{3} = \frac{2}{3}$.`,
      ],
      String.raw`$x = \frac{10}{3}$`,
    ),
  },
  {
    id: 'mat-ecuaciones-003',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'multiple-choice',
    question: '¿Cuáles son las soluciones reales de $x^2 = 49$?',
    options: ['$x = 7$', '$x = 7$ y $x = -7$', '$x = 24{,}5$', String.raw`$x = \pm 49$`],
    correctAnswer: 1,
    check: { compute: () => [Math.sqrt(49), -Math.sqrt(49)] },
    explanation: pasos(
      [
        'Buscás los números cuyo cuadrado es 49.',
        String.raw`Tanto $7^2$ como $(-7)^2$ dan 49, así que hay dos soluciones: $x = \pm\sqrt{49} = \pm 7$.`,
        'Dividir por 2 ($24{,}5$) confunde el cuadrado con el doble, y quedarte solo con 7 olvida la raíz negativa.',
      ],
      '$x = 7$ y $x = -7$',
    ),
  },
  {
    id: 'mat-ecuaciones-004',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'multiple-choice',
    question: '¿Cuántas soluciones reales tiene la ecuación $x^2 - 4x + 5 = 0$?',
    options: [
      'Dos soluciones distintas',
      'Una solución doble',
      'Ninguna solución real',
      'Infinitas soluciones',
    ],
    correctAnswer: 2,
    explanation: pasos(
      [
        String.raw`Calculá el discriminante con $a = 1$, $b = -4$, $c = 5$: $\Delta = (-4)^2 - 4 \cdot 1 \cdot 5 = 16 - 20 = -4$.`,
        String.raw`Como $\Delta < 0$, la raíz cuadrada de la fórmula resolvente no existe en los reales.`,
        String.raw`Interpretación gráfica: la parábola $y = x^2 - 4x + 5$ tiene vértice en $(2;\ 1)$ y abre hacia arriba, así que nunca toca el eje $x$.`,
      ],
      'No tiene soluciones reales.',
    ),
  },
  {
    id: 'mat-ecuaciones-005',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.sistemas',
    kind: 'multiple-choice',
    question: String.raw`Resolvé el sistema $\begin{cases} x + y = 10 \\ x - y = 4 \end{cases}$`,
    options: ['$x = 7$ e $y = 3$', '$x = 14$ e $y = -4$', '$x = 7$ e $y = -3$', '$x = 7$ e $y = 17$'],
    correctAnswer: 0,
    check: { compute: () => cramer(1, 1, 10, 1, -1, 4) },
    explanation: pasos(
      [
        'Sumá las dos ecuaciones para eliminar $y$: $(x + y) + (x - y) = 10 + 4$, o sea $2x = 14$.',
        'Despejá: $x = 7$. (No te olvides de dividir por 2.)',
        'Reemplazá en la primera: $7 + y = 10$, así que $y = 3$.',
        'Verificá en la segunda: $7 - 3 = 4$.',
      ],
      '$x = 7$ e $y = 3$',
    ),
  },
  {
    id: 'mat-ecuaciones-006',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.inecuaciones-lineales',
    kind: 'multiple-choice',
    question: 'Resolvé la inecuación $-2x + 3 > 9$.',
    options: ['$x < -6$', '$x < 3$', String.raw`$x < -\frac{1}{3}$`, '$x < -3$'],
    correctAnswer: 3,
    check: { compute: () => (9 - 3) / -2 },
    explanation: pasos(
      [
        'Restá 3 en ambos miembros: $-2x > 6$.',
        String.raw`Dividí por $-2$. Como es negativo, el sentido de la desigualdad se invierte: $x < \frac{6}{-2}$.`,
        String.raw`Entonces $x < -3$, es decir, el intervalo $(-\infty; -3)$. Comprobá con $x = -4$: $8 + 3 = 11 > 9$.`,
      ],
      '$x < -3$',
    ),
  },
  {
    id: 'mat-ecuaciones-007',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.lineales',
    kind: 'true-false',
    question: 'La ecuación $2x + 1 = 2x + 6$ no tiene solución.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Restá $2x$ en ambos miembros: queda $1 = 6$, es decir, $0x = 5$.',
        'Ningún valor de $x$ hace verdadera esa igualdad: la ecuación es incompatible.',
      ],
      'Verdadero: no tiene solución.',
    ),
  },
  {
    id: 'mat-ecuaciones-008',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.inecuaciones-lineales',
    kind: 'true-false',
    question:
      'Al multiplicar los dos miembros de una inecuación por un número negativo, el sentido de la desigualdad se mantiene.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Probá con una desigualdad verdadera: $2 < 5$.',
        'Multiplicá por $-1$: $-2$ y $-5$. Ahora $-2 > -5$, así que el sentido cambió.',
        'Por eso, al multiplicar o dividir por un negativo, hay que invertir la desigualdad.',
      ],
      'Falso: el sentido se invierte.',
    ),
  },
  {
    id: 'mat-ecuaciones-009',
    topic: 'ecuaciones',
    difficulty: 'facil',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'true-false',
    question: '$x = 2$ es solución de la ecuación $x^2 - 5x + 6 = 0$.',
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`Reemplazá $x = 2$: $2^2 - 5 \cdot 2 + 6 = 4 - 10 + 6$.`,
        'El resultado es 0, así que la igualdad se cumple. (La otra solución es $x = 3$.)',
      ],
      'Verdadero.',
    ),
  },
  // ───────────── medio ─────────────
  {
    id: 'mat-ecuaciones-010',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'multiple-choice',
    question: 'Resolvé la ecuación cuadrática $2x^2 - 3x - 2 = 0$.',
    options: [
      String.raw`$x_1 = -2$ y $x_2 = \frac{1}{2}$`,
      '$x_1 = 4$ y $x_2 = -1$',
      String.raw`$x_1 = 2$ y $x_2 = -\frac{1}{2}$`,
      '$x_1 = 8$ y $x_2 = -2$',
    ],
    correctAnswer: 2,
    check: { compute: () => roots(2, -3, -2) },
    explanation: pasos(
      [
        'Identificá $a = 2$, $b = -3$, $c = -2$.',
        String.raw`Discriminante: $\Delta = (-3)^2 - 4 \cdot 2 \cdot (-2) = 9 + 16 = 25$, y $\sqrt{25} = 5$.`,
        String.raw`Fórmula: $x = \frac{3 \pm 5}{2 \cdot 2} = \frac{3 \pm 5}{4}$. Ojo: $-b = 3$ y el denominador es $2a = 4$.`,
        String.raw`$x_1 = \frac{8}{4} = 2$ y $x_2 = \frac{-2}{4} = -\frac{1}{2}$. Control con Vieta: suma $\frac{3}{2} = -\frac{b}{a}$ y producto $-1 = \frac{c}{a}$.`,
      ],
      String.raw`$x_1 = 2$ y $x_2 = -\frac{1}{2}$`,
    ),
  },
  {
    id: 'mat-ecuaciones-011',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'multiple-choice',
    question: 'Las raíces de $x^2 + bx + c = 0$ son $3$ y $-5$. ¿Cuánto valen $b$ y $c$?',
    options: ['$b = -2$ y $c = -15$', '$b = 2$ y $c = -15$', '$b = 2$ y $c = 15$', '$b = -2$ y $c = 15$'],
    correctAnswer: 1,
    check: { compute: () => [-(3 + -5), 3 * -5] },
    explanation: pasos(
      [
        String.raw`Con $a = 1$, las relaciones de Vieta dicen $x_1 + x_2 = -b$ y $x_1 \cdot x_2 = c$.`,
        'Suma de raíces: $3 + (-5) = -2 = -b$, así que $b = 2$ (cuidado con el signo menos).',
        String.raw`Producto: $3 \cdot (-5) = -15 = c$.`,
        'Comprobalo con la forma factorizada: $(x - 3)(x + 5) = x^2 + 2x - 15$.',
      ],
      '$b = 2$ y $c = -15$',
    ),
  },
  {
    id: 'mat-ecuaciones-012',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.sistemas',
    kind: 'multiple-choice',
    question: String.raw`Resolvé el sistema $\begin{cases} 2x + 3y = 12 \\ x - y = 1 \end{cases}$`,
    options: ['$x = 2{,}6$ e $y = 1{,}6$', '$x = 1$ e $y = 2$', '$x = -9$ e $y = 10$', '$x = 3$ e $y = 2$'],
    correctAnswer: 3,
    check: { compute: () => cramer(2, 3, 12, 1, -1, 1) },
    explanation: pasos(
      [
        'Despejá $x$ de la segunda ecuación: $x = 1 + y$.',
        'Sustituí en la primera, con paréntesis: $2(1 + y) + 3y = 12$, o sea $2 + 5y = 12$.',
        'Despejá: $5y = 10$, $y = 2$. Luego $x = 1 + 2 = 3$.',
        String.raw`Verificá en las dos: $2 \cdot 3 + 3 \cdot 2 = 12$ y $3 - 2 = 1$.`,
      ],
      '$x = 3$ e $y = 2$',
    ),
  },
  {
    id: 'mat-ecuaciones-013',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.racionales',
    kind: 'multiple-choice',
    question: String.raw`Resolvé la ecuación racional $\frac{x + 1}{x - 2} = 3$.`,
    options: ['$x = 3{,}5$', '$x = 1{,}5$', '$x = -3{,}5$', '$x = 7$'],
    correctAnswer: 0,
    check: { compute: () => (1 + 3 * 2) / (3 - 1) },
    explanation: pasos(
      [
        String.raw`Restricción: $x \neq 2$, porque anula el denominador.`,
        'Multiplicá ambos miembros por $(x - 2)$: $x + 1 = 3(x - 2) = 3x - 6$. (Si distribuías mal, $3x - 2$, llegabas a $1{,}5$.)',
        'Agrupá: $1 + 6 = 3x - x$, o sea $7 = 2x$ y $x = 3{,}5$.',
        String.raw`Controlá: $3{,}5 \neq 2$ y $\frac{4{,}5}{1{,}5} = 3$.`,
      ],
      '$x = 3{,}5$',
    ),
  },
  {
    id: 'mat-ecuaciones-014',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.valor-absoluto',
    kind: 'multiple-choice',
    question: 'Hallá todas las soluciones de $|2x - 3| = 7$.',
    options: ['$x = 5$', '$x = 5$ y $x = 2$', '$x = -5$ y $x = 2$', '$x = 5$ y $x = -2$'],
    correctAnswer: 3,
    check: { compute: () => [(3 + 7) / 2, (3 - 7) / 2] },
    explanation: pasos(
      [
        'Un valor absoluto vale 7 si lo de adentro vale 7 o $-7$. Planteá los dos casos.',
        String.raw`Caso 1: $2x - 3 = 7 \Rightarrow 2x = 10 \Rightarrow x = 5$.`,
        String.raw`Caso 2: $2x - 3 = -7 \Rightarrow 2x = -4 \Rightarrow x = -2$.`,
        'Verificá: $|10 - 3| = 7$ y $|-4 - 3| = 7$.',
      ],
      '$x = 5$ y $x = -2$',
    ),
  },
  {
    id: 'mat-ecuaciones-015',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.inecuaciones-racionales',
    kind: 'multiple-choice',
    question: 'Resolvé la inecuación $x^2 - x - 6 < 0$.',
    options: [
      String.raw`$(-3;\ 2)$`,
      String.raw`$(-2;\ 3)$`,
      String.raw`$(-\infty;\ 3)$`,
      String.raw`$(-\infty;\ -2)$`,
    ],
    correctAnswer: 1,
    check: { compute: () => roots(1, -1, -6).sort((p, q) => p - q) },
    explanation: pasos(
      [
        String.raw`Buscá las raíces de $x^2 - x - 6 = 0$: $\Delta = 1 + 24 = 25$ y $x = \frac{1 \pm 5}{2}$, o sea $x = 3$ y $x = -2$.`,
        'Factorizá: $x^2 - x - 6 = (x - 3)(x + 2)$.',
        'La parábola tiene $a = 1 > 0$: es negativa entre las raíces y positiva afuera.',
        'Como buscás $< 0$, la solución es el intervalo entre las raíces, sin incluirlas. Prueba con $x = 0$: $-6 < 0$.',
      ],
      String.raw`$(-2;\ 3)$`,
    ),
  },
  {
    id: 'mat-ecuaciones-016',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'multiple-choice',
    question: '¿Para qué valor de $k$ la ecuación $x^2 + 6x + k = 0$ tiene una única raíz real (raíz doble)?',
    options: ['$k = 36$', '$k = 3$', '$k = 9$', '$k = -9$'],
    correctAnswer: 2,
    check: { compute: () => 6 ** 2 / 4 },
    explanation: pasos(
      [
        String.raw`Hay raíz doble cuando el discriminante es cero: $\Delta = b^2 - 4ac = 0$.`,
        'Con $a = 1$, $b = 6$, $c = k$: $36 - 4k = 0$.',
        'Despejá: $4k = 36$, $k = 9$. (Si olvidabas el 4 de la fórmula llegabas a 36.)',
        'Comprobá: $x^2 + 6x + 9 = (x + 3)^2$, con raíz doble $x = -3$.',
      ],
      '$k = 9$',
    ),
  },
  {
    id: 'mat-ecuaciones-017',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.lineales',
    kind: 'multiple-choice',
    question:
      'El largo de un rectángulo mide 3 cm más que el ancho y su perímetro es de 38 cm. ¿Cuánto mide el ancho?',
    options: ['17,5 cm', '11 cm', '8 cm', '9,5 cm'],
    correctAnswer: 2,
    check: { compute: () => (38 / 2 - 3) / 2 },
    explanation: pasos(
      [
        'Llamá $a$ al ancho. El largo es $a + 3$.',
        'El perímetro suma los cuatro lados: $2a + 2(a + 3) = 38$. (Si sumabas solo dos lados, $a + a + 3 = 38$, llegabas a 17,5 cm.)',
        String.raw`Distribuí y agrupá: $4a + 6 = 38 \Rightarrow 4a = 32 \Rightarrow a = 8$.`,
        String.raw`El largo es 11 cm, y $2 \cdot 8 + 2 \cdot 11 = 38$. Ojo: la pregunta pide el ancho.`,
      ],
      'El ancho mide 8 cm.',
    ),
  },
  {
    id: 'mat-ecuaciones-018',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.inecuaciones-lineales',
    kind: 'true-false',
    question: String.raw`La solución de la inecuación $5 - 3x \geq 11$ es $x \geq -2$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`Restá 5 en ambos miembros: $-3x \geq 6$.`,
        String.raw`Dividí por $-3$ e invertí el sentido: $x \leq -2$.`,
        String.raw`Comprobá con $x = 0$, que cumple $x \geq -2$: $5 - 0 = 5$, que no es mayor o igual que 11.`,
      ],
      String.raw`Falso: la solución es $x \leq -2$, es decir, $(-\infty; -2]$.`,
    ),
  },
  {
    id: 'mat-ecuaciones-019',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'true-false',
    question: 'La ecuación $x^2 + 4 = 0$ no tiene soluciones reales.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Despejá: $x^2 = -4$.',
        String.raw`El cuadrado de un número real nunca es negativo, así que ningún real cumple la igualdad. (Con el discriminante: $\Delta = 0 - 16 < 0$.)`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-ecuaciones-020',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.sistemas',
    kind: 'true-false',
    question: String.raw`El sistema $\begin{cases} x + 2y = 3 \\ 2x + 4y = 5 \end{cases}$ tiene infinitas soluciones.`,
    correctAnswer: false,
    explanation: pasos(
      [
        'Multiplicá la primera ecuación por 2: $2x + 4y = 6$.',
        'La segunda dice $2x + 4y = 5$. La misma expresión no puede valer 6 y 5 a la vez: restando llegás a $0 = 1$, un absurdo.',
        'Las rectas son paralelas y distintas: el sistema es incompatible.',
      ],
      'Falso: el sistema no tiene solución.',
    ),
  },
  // ───────────── difícil ─────────────
  {
    id: 'mat-ecuaciones-021',
    topic: 'ecuaciones',
    difficulty: 'dificil',
    subtopic: 'ecuaciones.racionales',
    kind: 'multiple-choice',
    question: String.raw`Resolvé $\frac{x}{x - 3} = \frac{3}{x - 3} + 2$.`,
    options: ['$x = 3$', '$x = 5$', '$x = -3$', 'La ecuación no tiene solución'],
    correctAnswer: 3,
    explanation: pasos(
      [
        String.raw`Restricción: $x \neq 3$.`,
        'Multiplicá todos los términos por $(x - 3)$, también el 2: $x = 3 + 2(x - 3)$. (Si te olvidabas de multiplicar el 2 llegabas a $x = 5$.)',
        String.raw`Resolvé: $x = 3 + 2x - 6 \Rightarrow -x = -3 \Rightarrow x = 3$.`,
        'Pero $x = 3$ es justo el valor prohibido: anula los denominadores. Es una solución extraña y se descarta.',
      ],
      'La ecuación no tiene solución.',
    ),
  },
  {
    id: 'mat-ecuaciones-022',
    topic: 'ecuaciones',
    difficulty: 'dificil',
    subtopic: 'ecuaciones.valor-absoluto',
    kind: 'multiple-choice',
    question: String.raw`Resolvé la inecuación $|3 - 2x| \leq 5$.`,
    options: [
      String.raw`$[-4;\ 1]$`,
      String.raw`$[-1;\ 4]$`,
      String.raw`$[-1;\ +\infty)$`,
      String.raw`$[-2{,}5;\ 2{,}5]$`,
    ],
    correctAnswer: 1,
    check: { compute: () => [(3 - 5) / 2, (3 + 5) / 2] },
    explanation: pasos(
      [
        String.raw`$|A| \leq 5$ equivale a $-5 \leq A \leq 5$: $-5 \leq 3 - 2x \leq 5$.`,
        String.raw`Restá 3 en los tres miembros: $-8 \leq -2x \leq 2$.`,
        String.raw`Dividí por $-2$ e invertí las desigualdades: $4 \geq x \geq -1$, es decir, $-1 \leq x \leq 4$. (Si no invertías llegabas a $[-4;\ 1]$.)`,
        String.raw`Comprobá un extremo y un punto interior: $|3 - 8| = 5$ y, con $x = 0$, $|3| = 3 \leq 5$.`,
      ],
      String.raw`$[-1;\ 4]$`,
    ),
  },
  {
    id: 'mat-ecuaciones-023',
    topic: 'ecuaciones',
    difficulty: 'dificil',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'multiple-choice',
    question:
      'Si $x_1$ y $x_2$ son las raíces de $2x^2 - 6x + 1 = 0$, ¿cuánto vale $x_1^2 + x_2^2$, sin calcular las raíces?',
    options: ['$9$', '$8$', '$7$', '$10$'],
    correctAnswer: 1,
    check: {
      compute: () => {
        const [p, q] = roots(2, -6, 1) as [number, number];
        return p ** 2 + q ** 2;
      },
    },
    explanation: pasos(
      [
        String.raw`Por Vieta: $x_1 + x_2 = -\frac{b}{a} = \frac{6}{2} = 3$ y $x_1 \cdot x_2 = \frac{c}{a} = \frac{1}{2}$.`,
        'Usá la identidad $(x_1 + x_2)^2 = x_1^2 + 2x_1 x_2 + x_2^2$, de donde $x_1^2 + x_2^2 = (x_1 + x_2)^2 - 2x_1 x_2$.',
        String.raw`Reemplazá: $3^2 - 2 \cdot \frac{1}{2} = 9 - 1 = 8$. (Si usabas $c = 1$ como producto sin dividir por $a$ te daba 7.)`,
      ],
      '$x_1^2 + x_2^2 = 8$',
    ),
  },
  {
    id: 'mat-ecuaciones-024',
    topic: 'ecuaciones',
    difficulty: 'dificil',
    subtopic: 'ecuaciones.sistemas',
    kind: 'multiple-choice',
    question: String.raw`¿Para qué valor de $a$ el sistema $\begin{cases} ax + 2y = 4 \\ 3x + y = 1 \end{cases}$ no tiene solución?`,
    options: ['$a = 1{,}5$', '$a = -6$', '$a = 12$', '$a = 6$'],
    correctAnswer: 3,
    check: { compute: () => (2 * 3) / 1 },
    explanation: pasos(
      [
        String.raw`Un sistema 2×2 deja de tener solución única cuando $a_1 b_2 - a_2 b_1 = 0$, es decir, cuando las rectas son paralelas: $a \cdot 1 - 3 \cdot 2 = 0$.`,
        String.raw`Despejá: $a = 6$. (Al plantear la proporción $\frac{a}{3} = \frac{2}{1}$, invertir uno de los cocientes lleva a $1{,}5$.)`,
        'Controlá que no sean la misma recta: con $a = 6$ la primera queda $6x + 2y = 4$, o sea $3x + y = 2$, mientras la segunda dice $3x + y = 1$. Son paralelas distintas.',
      ],
      '$a = 6$: el sistema es incompatible.',
    ),
  },
  {
    id: 'mat-ecuaciones-025',
    topic: 'ecuaciones',
    difficulty: 'dificil',
    subtopic: 'ecuaciones.inecuaciones-racionales',
    kind: 'true-false',
    question: String.raw`La solución de la inecuación $x^2 - x - 6 > 0$ es el intervalo $(-2;\ 3)$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        'Las raíces de $x^2 - x - 6$ son $-2$ y $3$, y la parábola abre hacia arriba ($a = 1 > 0$).',
        'Entre las raíces la expresión es negativa (por ejemplo, en $x = 0$ vale $-6$); afuera es positiva.',
        String.raw`Como se pide $> 0$, la solución es la parte de afuera: $(-\infty;\ -2) \cup (3;\ +\infty)$.`,
      ],
      String.raw`Falso: $(-2;\ 3)$ es la solución de $x^2 - x - 6 < 0$.`,
    ),
  },
  {
    id: 'mat-ecuaciones-026',
    topic: 'ecuaciones',
    difficulty: 'dificil',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'true-false',
    question:
      'Si en $ax^2 + bx + c = 0$ los coeficientes $a$ y $c$ tienen signos opuestos, la ecuación tiene dos raíces reales distintas.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Si $a$ y $c$ tienen signos opuestos, el producto $ac$ es negativo, y entonces $-4ac > 0$.',
        String.raw`El discriminante es $\Delta = b^2 - 4ac = b^2 + (\text{algo positivo})$. Como $b^2 \geq 0$, resulta $\Delta > 0$.`,
        String.raw`Con $\Delta > 0$ hay dos raíces reales distintas. Además, por Vieta, su producto $\frac{c}{a}$ es negativo: una raíz es positiva y la otra negativa.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-ecuaciones-027',
    topic: 'ecuaciones',
    difficulty: 'dificil',
    subtopic: 'ecuaciones.valor-absoluto',
    kind: 'true-false',
    question: 'La ecuación $|x + 2| = -3$ tiene dos soluciones: $x = 1$ y $x = -5$.',
    correctAnswer: false,
    explanation: pasos(
      [
        'El valor absoluto es una distancia: nunca da un resultado negativo.',
        String.raw`Por lo tanto, $|x + 2| = -3$ no tiene solución. Si reemplazás $x = 1$, obtenés $|3| = 3 \neq -3$.`,
        'Los valores 1 y $-5$ son las soluciones de $|x + 2| = 3$, otra ecuación.',
      ],
      'Falso: la ecuación no tiene solución.',
    ),
  },
];
