import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** Both roots of ax² + bx + c = 0 by the resolvente (real discriminant assumed). */
const roots = (a: number, b: number, c: number) => {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b + d) / (2 * a), (-b - d) / (2 * a)];
};

/**
 * Ecuaciones, fourth part: quadratic and rational equations, where the bank stood below the syllabus
 * map's weight (#31 rebalance).
 */
export const exercises: Exercise[] = [
  // ───────────── ecuaciones cuadráticas ─────────────
  mc({
    id: 'mat-ecuaciones-078',
    subtopic: 'cuadraticas',
    difficulty: 'facil',
    question: 'Resolvé la ecuación $x^2 - 2x - 15 = 0$.',
    correct: '$x = 5$ y $x = -3$',
    distractors: ['$x = -5$ y $x = 3$', '$x = 5$ y $x = 3$', '$x = -5$ y $x = -3$'],
    pos: 0,
    check: () => roots(1, -2, -15),
    steps: [
      'Si $x^2 + bx + c = (x - x_1)(x - x_2)$, las raíces suman $-b$ y multiplicadas dan $c$: acá suman 2 y su producto es $-15$.',
      'Las raíces son 5 y $-3$: $5 + (-3) = 2$ y $5 \\cdot (-3) = -15$. Entonces $x^2 - 2x - 15 = (x - 5)(x + 3)$.',
      'Con la resolvente: $x = \\frac{2 \\pm \\sqrt{4 + 60}}{2} = \\frac{2 \\pm 8}{2}$, o sea 5 y $-3$. Leer las raíces en los factores sin cambiar el signo da $-5$ y 3.',
    ],
    result: '$x = 5$ y $x = -3$',
  }),
  vf({
    id: 'mat-ecuaciones-079',
    subtopic: 'cuadraticas',
    difficulty: 'facil',
    question: 'La única solución de la ecuación $x^2 = 3x$ es $x = 3$.',
    answer: false,
    steps: [
      'Pasá todo a un miembro y sacá factor común: $x^2 - 3x = x(x - 3) = 0$.',
      'Un producto es 0 si alguno de sus factores lo es: $x = 0$ o $x = 3$. Dividir por $x$ al principio pierde la solución $x = 0$.',
    ],
    result: 'Falso: también $x = 0$ es solución.',
  }),
  mc({
    id: 'mat-ecuaciones-080',
    subtopic: 'cuadraticas',
    difficulty: 'medio',
    question: '¿Para qué valores de $k$ la ecuación $x^2 + kx + 9 = 0$ tiene una raíz doble?',
    correct: '$k = 6$ o $k = -6$',
    distractors: ['$k = 6$', '$k = 3$ o $k = -3$', '$k = 36$'],
    pos: 2,
    check: () => [Math.sqrt(4 * 9), -Math.sqrt(4 * 9)],
    steps: [
      'Hay raíz doble cuando el discriminante es 0: $k^2 - 4 \\cdot 1 \\cdot 9 = 0$.',
      '$k^2 = 36$, así que $k = 6$ o $k = -6$. Con $k = 6$: $(x + 3)^2$; con $k = -6$: $(x - 3)^2$.',
      'Quedarse con la raíz positiva pierde $k = -6$; $\\pm 3$ sale de olvidar el 4 del discriminante, y 36 es $k^2$, no $k$.',
    ],
    result: '$k = 6$ o $k = -6$',
  }),
  mc({
    id: 'mat-ecuaciones-081',
    subtopic: 'cuadraticas',
    difficulty: 'medio',
    question: String.raw`Si $x_1$ y $x_2$ son las raíces de $x^2 - 7x + 10 = 0$, ¿cuánto vale $\frac{1}{x_1} + \frac{1}{x_2}$?`,
    correct: String.raw`$\frac{7}{10}$`,
    distractors: [String.raw`$\frac{10}{7}$`, String.raw`$-\frac{7}{10}$`, String.raw`$\frac{1}{7}$`],
    pos: 1,
    check: () => {
      const [x1, x2] = roots(1, -7, 10) as [number, number];
      return 1 / x1 + 1 / x2;
    },
    steps: [
      String.raw`Sumá las fracciones: $\frac{1}{x_1} + \frac{1}{x_2} = \frac{x_1 + x_2}{x_1 \cdot x_2}$.`,
      String.raw`Por Vieta, en $x^2 + bx + c = 0$ la suma es $-b = 7$ y el producto es $c = 10$. Entonces vale $\frac{7}{10}$.`,
      String.raw`Control con las raíces 2 y 5: $\frac{1}{2} + \frac{1}{5} = \frac{7}{10}$. Invertir el cociente da $\frac{10}{7}$, y tomar la suma como $b = -7$ da el signo cambiado.`,
    ],
    result: String.raw`$\frac{7}{10}$`,
  }),
  mc({
    id: 'mat-ecuaciones-082',
    subtopic: 'cuadraticas',
    difficulty: 'medio',
    question: 'El producto de dos números naturales consecutivos es 132. ¿Cuál es el menor de los dos?',
    correct: '11',
    distractors: ['12', '66', '10'],
    pos: 3,
    check: () => Math.max(...roots(1, 1, -132)),
    steps: [
      'Llamá $n$ al menor: $n(n + 1) = 132$, o sea $n^2 + n - 132 = 0$.',
      String.raw`Resolvente: $n = \frac{-1 \pm \sqrt{1 + 528}}{2} = \frac{-1 \pm 23}{2}$, así que $n = 11$ o $n = -12$. Como es natural, $n = 11$.`,
      'Los números son 11 y 12 ($11 \\cdot 12 = 132$). 12 es el mayor, y $132 : 2 = 66$ no tiene que ver con un producto de consecutivos.',
    ],
    result: '11',
  }),
  mc({
    id: 'mat-ecuaciones-083',
    subtopic: 'cuadraticas',
    difficulty: 'dificil',
    question:
      'Un rectángulo tiene 60 cm² de área, y su largo mide 4 cm más que su ancho. ¿Cuánto mide el ancho?',
    correct: '6 cm',
    distractors: ['10 cm', '15 cm', String.raw`$\approx 7{,}75$ cm`],
    pos: 0,
    check: () => Math.max(...roots(1, 4, -60)),
    steps: [
      'Con ancho $a$, el largo es $a + 4$ y el área $a(a + 4) = 60$: $a^2 + 4a - 60 = 0$.',
      String.raw`$a = \frac{-4 \pm \sqrt{16 + 240}}{2} = \frac{-4 \pm 16}{2}$: $a = 6$ o $a = -10$. Una longitud no es negativa: $a = 6$ cm (y el largo, 10 cm).`,
      'Control: $6 \\cdot 10 = 60$. 10 cm es el largo; $60 : 4 = 15$ no tiene en cuenta la relación entre los lados; y $\\sqrt{60}$ sería el lado de un cuadrado de esa área.',
    ],
    result: 'El ancho mide 6 cm.',
  }),
  mc({
    id: 'mat-ecuaciones-084',
    subtopic: 'cuadraticas',
    difficulty: 'dificil',
    question: 'Resolvé en los reales la ecuación bicuadrada $x^4 - 13x^2 + 36 = 0$.',
    correct: String.raw`$x = -3,\ x = -2,\ x = 2$ y $x = 3$`,
    distractors: ['$x = 4$ y $x = 9$', '$x = 2$ y $x = 3$', 'No tiene soluciones reales'],
    pos: 2,
    check: () => roots(1, -13, 36).flatMap((t) => [Math.sqrt(t), -Math.sqrt(t)]),
    steps: [
      'Cambio de variable $t = x^2$ (con $t \\geq 0$): $t^2 - 13t + 36 = 0$.',
      String.raw`$t = \frac{13 \pm \sqrt{169 - 144}}{2} = \frac{13 \pm 5}{2}$: $t = 9$ o $t = 4$, los dos positivos.`,
      'Volvé a $x$: $x^2 = 9$ da $x = \\pm 3$ y $x^2 = 4$ da $x = \\pm 2$. Son cuatro soluciones.',
      'Responder 4 y 9 es quedarse en $t$; responder solo 2 y 3 olvida las raíces negativas.',
    ],
    result: String.raw`$x = -3,\ x = -2,\ x = 2$ y $x = 3$`,
  }),
  vf({
    id: 'mat-ecuaciones-085',
    subtopic: 'cuadraticas',
    difficulty: 'dificil',
    question: 'Si la suma de las raíces de $2x^2 + bx - 6 = 0$ es 4, entonces $b = -8$.',
    answer: true,
    steps: [
      String.raw`Por Vieta, la suma de las raíces de $ax^2 + bx + c = 0$ es $-\frac{b}{a}$: acá $-\frac{b}{2} = 4$.`,
      'Entonces $b = -8$. Control: $2x^2 - 8x - 6 = 0$ tiene discriminante $64 + 48 > 0$ y sus raíces suman $\\frac{8}{2} = 4$.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-ecuaciones-086',
    subtopic: 'cuadraticas',
    difficulty: 'medio',
    question: 'La ecuación $x^2 + x + 1 = 0$ tiene dos raíces reales distintas.',
    answer: false,
    steps: [
      'Discriminante: $1^2 - 4 \\cdot 1 \\cdot 1 = -3$, negativo.',
      'Con discriminante negativo no hay raíces reales (las dos raíces son complejas conjugadas).',
    ],
    result: 'Falso: no tiene raíces reales.',
  }),
  // ───────────── ecuaciones racionales ─────────────
  mc({
    id: 'mat-ecuaciones-087',
    subtopic: 'racionales',
    difficulty: 'medio',
    question: String.raw`Resolvé $\frac{2x + 1}{x + 3} = 1$.`,
    correct: '$x = 2$',
    distractors: ['$x = 4$', String.raw`$x = \frac{2}{3}$`, '$x = -3$'],
    pos: 1,
    check: () => (3 - 1) / (2 - 1),
    steps: [
      'Condición: $x \\neq -3$, que anula el denominador.',
      'Multiplicá por $(x + 3)$: $2x + 1 = x + 3$, así que $x = 2$, que cumple la condición.',
      String.raw`Control: $\frac{5}{5} = 1$. Pasar el 1 sumando da $x = 4$; y $-3$ es justo el valor prohibido.`,
    ],
    result: '$x = 2$',
  }),
  mc({
    id: 'mat-ecuaciones-088',
    subtopic: 'racionales',
    difficulty: 'dificil',
    question: String.raw`Resolvé $\frac{x}{x - 1} - \frac{1}{x + 1} = \frac{2}{x^2 - 1}$.`,
    correct: 'No tiene solución',
    distractors: ['$x = 1$ y $x = -1$', '$x = 1$', '$x = -1$'],
    pos: 3,
    steps: [
      'Condiciones: $x \\neq 1$ y $x \\neq -1$, porque anulan los denominadores ($x^2 - 1 = (x - 1)(x + 1)$).',
      'Multiplicá todo por $x^2 - 1$: $x(x + 1) - (x - 1) = 2$, o sea $x^2 + x - x + 1 = 2$ y $x^2 = 1$.',
      'Las candidatas son $x = 1$ y $x = -1$, y las dos están prohibidas: son soluciones extrañas que aparecieron al multiplicar. La ecuación no tiene solución.',
    ],
    result: 'No tiene solución.',
  }),
  vf({
    id: 'mat-ecuaciones-089',
    subtopic: 'racionales',
    difficulty: 'medio',
    question: String.raw`$x = 3$ es solución de $\frac{x^2 - 9}{x - 3} = 6$.`,
    answer: false,
    steps: [
      String.raw`Con $x = 3$ el denominador vale 0: la expresión no está definida, así que 3 no puede ser solución.`,
      String.raw`Simplificando (para $x \neq 3$), $\frac{(x - 3)(x + 3)}{x - 3} = x + 3 = 6$ da $x = 3$, que está excluido: la ecuación no tiene solución.`,
    ],
    result: 'Falso.',
  }),
  mc({
    id: 'mat-ecuaciones-090',
    subtopic: 'racionales',
    difficulty: 'dificil',
    question: String.raw`Resolvé $\frac{6}{x} - \frac{6}{x + 1} = 1$.`,
    correct: '$x = 2$ y $x = -3$',
    distractors: ['$x = -2$ y $x = 3$', '$x = 2$', 'No tiene solución'],
    pos: 0,
    check: () => roots(1, 1, -6),
    steps: [
      'Condiciones: $x \\neq 0$ y $x \\neq -1$.',
      'Multiplicá por $x(x + 1)$: $6(x + 1) - 6x = x(x + 1)$, o sea $6 = x^2 + x$ y $x^2 + x - 6 = 0$.',
      'Raíces: $(x + 3)(x - 2) = 0$, así que $x = 2$ o $x = -3$; ninguna está prohibida.',
      String.raw`Control con $-3$: $\frac{6}{-3} - \frac{6}{-2} = -2 + 3 = 1$. Descartar el negativo sin motivo deja solo $x = 2$.`,
    ],
    result: '$x = 2$ y $x = -3$',
  }),
];
