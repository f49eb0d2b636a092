import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** Both roots of ax² + bx + c = 0 by the resolvente (real discriminant assumed). */
const roots = (a: number, b: number, c: number) => {
  const d = Math.sqrt(b * b - 4 * a * c);
  return [(-b + d) / (2 * a), (-b - d) / (2 * a)];
};

/**
 * Ecuaciones, fourth part: quadratic and rational equations, inequalities, absolute value and systems, where
 * the bank stood below the syllabus map's weight (#31 rebalance).
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
      'Hay raíz doble cuando $b^2 - 4ac = 0$: $k^2 - 4 \\cdot 1 \\cdot 9 = 0$.',
      '$k^2 = 36$, así que $k = 6$ o $k = -6$. Con $k = 6$: $(x + 3)^2$; con $k = -6$: $(x - 3)^2$.',
      'Quedarse con la raíz positiva pierde $k = -6$; $\\pm 3$ sale de olvidar el 4 de $b^2 - 4ac$, y 36 es $k^2$, no $k$.',
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
      'Con ese valor negativo no hay raíces reales (las dos raíces son complejas conjugadas).',
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
  // ───────────── inecuaciones cuadráticas y racionales ─────────────
  mc({
    id: 'mat-ecuaciones-091',
    subtopic: 'inecuaciones-racionales',
    difficulty: 'medio',
    question: 'Resolvé la inecuación $x^2 - 9 \\geq 0$.',
    correct: String.raw`$(-\infty;\ -3] \cup [3;\ +\infty)$`,
    distractors: [String.raw`$[3;\ +\infty)$`, String.raw`$[-3;\ 3]$`, String.raw`$\mathbb{R}$`],
    pos: 3,
    steps: [
      'Factorizá: $x^2 - 9 = (x - 3)(x + 3)$, que se anula en $-3$ y en 3.',
      'La parábola $x^2 - 9$ abre hacia arriba: es negativa entre las raíces y positiva afuera. La desigualdad admite el 0, así que las raíces entran.',
      String.raw`Solución: $(-\infty;\ -3] \cup [3;\ +\infty)$. Sacar raíz a los dos miembros ($x \geq 3$) pierde la parte negativa, y $[-3;\ 3]$ es donde $x^2 - 9 \leq 0$.`,
    ],
    result: String.raw`$(-\infty;\ -3] \cup [3;\ +\infty)$`,
  }),
  mc({
    id: 'mat-ecuaciones-092',
    subtopic: 'inecuaciones-racionales',
    difficulty: 'medio',
    question: String.raw`Resolvé la inecuación $\frac{x + 4}{x - 1} > 0$.`,
    correct: String.raw`$(-\infty;\ -4) \cup (1;\ +\infty)$`,
    distractors: [
      String.raw`$(1;\ +\infty)$`,
      String.raw`$(-\infty;\ -1) \cup (4;\ +\infty)$`,
      String.raw`$(-4;\ +\infty)$`,
    ],
    pos: 1,
    check: () => [-4, 1],
    steps: [
      'Valores críticos: el numerador se anula en $-4$ y el denominador en 1 (que nunca entra).',
      'Un cociente es positivo cuando numerador y denominador tienen el mismo signo. Probá un valor en cada intervalo: con $x = -5$, $\\frac{-1}{-6} > 0$; con $x = 0$, $\\frac{4}{-1} < 0$; con $x = 2$, $\\frac{6}{1} > 0$.',
      String.raw`Solución: $(-\infty;\ -4) \cup (1;\ +\infty)$. Multiplicar por $x - 1$ sin saber su signo pierde una parte; leer los valores críticos con el signo cambiado da $-1$ y 4.`,
    ],
    result: String.raw`$(-\infty;\ -4) \cup (1;\ +\infty)$`,
  }),
  mc({
    id: 'mat-ecuaciones-093',
    subtopic: 'inecuaciones-racionales',
    difficulty: 'dificil',
    question: String.raw`Resolvé la inecuación $\frac{2x - 1}{x + 2} \leq 1$.`,
    correct: String.raw`$(-2;\ 3]$`,
    distractors: [
      String.raw`$(-\infty;\ 3]$`,
      String.raw`$\left(-2;\ \frac{1}{2}\right]$`,
      String.raw`$(-3;\ 2]$`,
    ],
    pos: 0,
    check: () => [-2, 3],
    steps: [
      String.raw`No multipliques por $x + 2$ (no sabés su signo). Pasá el 1 restando: $\frac{2x - 1}{x + 2} - 1 = \frac{2x - 1 - x - 2}{x + 2} = \frac{x - 3}{x + 2} \leq 0$.`,
      'Valores críticos: 3 (entra, anula el numerador) y $-2$ (nunca entra). El cociente es negativo entre ellos: con $x = 0$, $\\frac{-3}{2} < 0$.',
      String.raw`Solución: $(-2;\ 3]$. Multiplicar por $x + 2$ como si fuera positivo da $x \leq 3$ y agrega valores menores que $-2$ que no sirven: con $x = -3$, $\frac{-7}{-1} = 7 > 1$.`,
    ],
    result: String.raw`$(-2;\ 3]$`,
  }),
  mc({
    id: 'mat-ecuaciones-094',
    subtopic: 'inecuaciones-racionales',
    difficulty: 'dificil',
    question: 'Resolvé la inecuación $x^3 - 4x > 0$.',
    correct: String.raw`$(-2;\ 0) \cup (2;\ +\infty)$`,
    distractors: [
      String.raw`$(2;\ +\infty)$`,
      String.raw`$(-2;\ 2)$`,
      String.raw`$(-\infty;\ -2) \cup (2;\ +\infty)$`,
    ],
    pos: 2,
    check: () => [-2, 0, 2],
    steps: [
      'Factorizá: $x^3 - 4x = x(x^2 - 4) = x(x - 2)(x + 2)$, con ceros en $-2$, 0 y 2.',
      'Tabla de signos con un valor por intervalo: $x = -3$ da $-15 < 0$; $x = -1$ da $3 > 0$; $x = 1$ da $-3 < 0$; $x = 3$ da $15 > 0$.',
      String.raw`Solución: $(-2;\ 0) \cup (2;\ +\infty)$. Dividir por $x$ sin mirar su signo lleva a $x^2 > 4$ y a $(-\infty;\ -2) \cup (2;\ +\infty)$, que es otro conjunto.`,
    ],
    result: String.raw`$(-2;\ 0) \cup (2;\ +\infty)$`,
  }),
  vf({
    id: 'mat-ecuaciones-095',
    subtopic: 'inecuaciones-racionales',
    difficulty: 'medio',
    question: 'La inecuación $x^2 + 4 < 0$ no tiene solución real.',
    answer: true,
    steps: [
      '$x^2 \\geq 0$ para todo real, así que $x^2 + 4 \\geq 4 > 0$.',
      'Nunca es negativa: el conjunto solución es vacío.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-ecuaciones-096',
    subtopic: 'inecuaciones-racionales',
    difficulty: 'dificil',
    question: String.raw`El conjunto solución de $\frac{1}{x} < 1$ es $(1;\ +\infty)$.`,
    answer: false,
    steps: [
      String.raw`Pasá todo a un miembro: $\frac{1}{x} - 1 = \frac{1 - x}{x} < 0$.`,
      String.raw`Valores críticos 0 y 1: el cociente es negativo en $(-\infty;\ 0)$ y en $(1;\ +\infty)$. Por ejemplo, $x = -2$ cumple: $-\frac{1}{2} < 1$.`,
      String.raw`Multiplicar por $x$ como si fuera positivo pierde los negativos. La solución es $(-\infty;\ 0) \cup (1;\ +\infty)$.`,
    ],
    result: String.raw`Falso: la solución es $(-\infty;\ 0) \cup (1;\ +\infty)$.`,
  }),
  // ───────────── inecuaciones lineales ─────────────
  mc({
    id: 'mat-ecuaciones-097',
    subtopic: 'inecuaciones-lineales',
    difficulty: 'facil',
    question: 'Resolvé la inecuación $4x - 7 \\leq 5$.',
    correct: String.raw`$(-\infty;\ 3]$`,
    distractors: [
      String.raw`$\left(-\infty;\ -\frac{1}{2}\right]$`,
      String.raw`$(-\infty;\ 12]$`,
      String.raw`$[-3;\ +\infty)$`,
    ],
    pos: 1,
    check: () => (5 + 7) / 4,
    steps: [
      'Sumá 7 a los dos miembros: $4x \\leq 12$.',
      'Dividí por 4 (positivo, no cambia el sentido): $x \\leq 3$, o sea $(-\\infty;\\ 3]$.',
      String.raw`Pasar el 7 restando da $4x \leq -2$; olvidar dividir por 4 deja $x \leq 12$.`,
    ],
    result: String.raw`$(-\infty;\ 3]$`,
  }),
  mc({
    id: 'mat-ecuaciones-098',
    subtopic: 'inecuaciones-lineales',
    difficulty: 'medio',
    question: '¿Cuál es el mayor número entero que verifica $3(x - 2) > 5x + 4$?',
    correct: '$-6$',
    distractors: ['$-5$', '$-4$', '$5$'],
    pos: 2,
    check: () => {
      // 3x - 6 > 5x + 4 ⇔ x < -5: the greatest integer below -5
      const bound = (4 + 6) / (3 - 5);
      return Math.ceil(bound) - 1;
    },
    steps: [
      'Distribuí: $3x - 6 > 5x + 4$. Pasá términos: $-2x > 10$.',
      'Dividí por $-2$, que es negativo: el sentido se da vuelta, $x < -5$.',
      'Los enteros menores que $-5$ son $-6, -7, \\ldots$: el mayor es $-6$. El $-5$ no cumple (la desigualdad es estricta), y olvidar dar vuelta el sentido lleva a $x > -5$.',
    ],
    result: '$-6$',
  }),
  vf({
    id: 'mat-ecuaciones-099',
    subtopic: 'inecuaciones-lineales',
    difficulty: 'medio',
    question: '$x = -2$ verifica la inecuación $-3x + 1 < 5$.',
    answer: false,
    steps: [
      'Reemplazá: $-3 \\cdot (-2) + 1 = 6 + 1 = 7$.',
      '$7 < 5$ es falso. De hecho, la solución es $x > -\\frac{4}{3}$, y $-2$ es menor.',
    ],
    result: 'Falso.',
  }),
  mc({
    id: 'mat-ecuaciones-100',
    subtopic: 'inecuaciones-lineales',
    difficulty: 'dificil',
    question:
      'Un rectángulo tiene lados de $x$ cm y $(x + 3)$ cm. ¿Para qué valores de $x$ su perímetro es de a lo sumo 30 cm?',
    correct: String.raw`$(0;\ 6]$`,
    distractors: [String.raw`$(0;\ 13{,}5]$`, String.raw`$(0;\ 7{,}5]$`, String.raw`$(-\infty;\ 6]$`],
    pos: 3,
    check: () => [0, (30 - 6) / 4],
    steps: [
      'Perímetro: $2x + 2(x + 3) = 4x + 6 \\leq 30$, así que $4x \\leq 24$ y $x \\leq 6$.',
      'Además un lado tiene que ser positivo: $x > 0$. Solución: $(0;\\ 6]$.',
      String.raw`Sumar los lados una sola vez ($2x + 3 \leq 30$) da $13{,}5$; olvidar el 6 da $7{,}5$; y $(-\infty;\ 6]$ admite lados negativos.`,
    ],
    result: String.raw`$(0;\ 6]$`,
  }),
  // ───────────── valor absoluto ─────────────
  mc({
    id: 'mat-ecuaciones-101',
    subtopic: 'valor-absoluto',
    difficulty: 'facil',
    question: 'Resolvé la ecuación $|x + 1| = 4$.',
    correct: '$x = 3$ y $x = -5$',
    distractors: ['$x = 3$', '$x = -3$ y $x = 5$', '$x = 4$ y $x = -4$'],
    pos: 0,
    check: () => [4 - 1, -4 - 1],
    steps: [
      '$|A| = 4$ significa $A = 4$ o $A = -4$.',
      '$x + 1 = 4$ da $x = 3$; $x + 1 = -4$ da $x = -5$.',
      'Olvidar el caso negativo deja solo $x = 3$. Control: $|4| = 4$ y $|{-4}| = 4$.',
    ],
    result: '$x = 3$ y $x = -5$',
  }),
  vf({
    id: 'mat-ecuaciones-102',
    subtopic: 'valor-absoluto',
    difficulty: 'medio',
    question: 'La inecuación $|x - 1| < 2$ es equivalente a $-1 < x < 3$.',
    answer: true,
    steps: [
      '$|x - 1| < 2$ dice que la distancia de $x$ a 1 es menor que 2.',
      '$-2 < x - 1 < 2$; sumando 1 a los tres miembros, $-1 < x < 3$.',
    ],
    result: 'Verdadero.',
  }),
  // ───────────── sistemas ─────────────
  mc({
    id: 'mat-ecuaciones-103',
    subtopic: 'sistemas',
    difficulty: 'facil',
    question: String.raw`Resolvé el sistema $\begin{cases} 2x + y = 7 \\ x - y = 2 \end{cases}$`,
    correct: String.raw`$x = 3,\ y = 1$`,
    distractors: [
      String.raw`$x = 3,\ y = -1$`,
      String.raw`$x = 9,\ y = -11$`,
      String.raw`$x = \frac{7}{2},\ y = 0$`,
    ],
    pos: 2,
    check: () => {
      const x = (7 + 2) / 3;
      return [x, x - 2];
    },
    steps: [
      'Sumá las ecuaciones: $y$ se cancela y queda $3x = 9$, así que $x = 3$.',
      'En la segunda: $3 - y = 2$, así que $y = 1$.',
      'Control en la primera: $6 + 1 = 7$. Despejar $y$ con el signo cambiado da $-1$; no dividir por 3 da $x = 9$.',
    ],
    result: String.raw`$x = 3,\ y = 1$`,
  }),
  mc({
    id: 'mat-ecuaciones-104',
    subtopic: 'sistemas',
    difficulty: 'medio',
    question: 'En un curso hay 32 estudiantes, y hay 6 mujeres más que varones. ¿Cuántas mujeres hay?',
    correct: '19',
    distractors: ['13', '26', '16'],
    pos: 1,
    check: () => (32 + 6) / 2,
    steps: [
      'Con $m$ mujeres y $v$ varones: $m + v = 32$ y $m - v = 6$.',
      'Sumando: $2m = 38$, así que $m = 19$ y $v = 13$.',
      '13 son los varones; $32 - 6 = 26$ resta la diferencia sin repartirla; y 16 es la mitad, como si fueran iguales.',
    ],
    result: '19 mujeres',
  }),
  mc({
    id: 'mat-ecuaciones-105',
    subtopic: 'sistemas',
    difficulty: 'dificil',
    question:
      'En una librería, dos cuadernos y tres lapiceras cuestan 3.700 pesos, y un cuaderno y dos lapiceras cuestan 2.100 pesos. ¿Cuánto cuesta una lapicera?',
    correct: '500 pesos',
    distractors: ['1.100 pesos', '700 pesos', '800 pesos'],
    pos: 3,
    check: () => (2 * 2100 - 3700) / (2 * 2 - 3),
    steps: [
      'Con $c$ el precio del cuaderno y $\\ell$ el de la lapicera: $2c + 3\\ell = 3700$ y $c + 2\\ell = 2100$.',
      'Multiplicá la segunda por 2: $2c + 4\\ell = 4200$. Restale la primera: $\\ell = 500$.',
      'Entonces $c = 2100 - 1000 = 1100$. Control: $2200 + 1500 = 3700$. 1.100 es el precio del cuaderno.',
    ],
    result: '500 pesos',
  }),
];
