import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/**
 * Funciones, fourth part: the linear and the quadratic function, exponential equations and logarithms,
 * where the bank stood below the syllabus map's weight (#31 rebalance).
 */
export const exercises: Exercise[] = [
  // ───────────── función lineal ─────────────
  mc({
    id: 'mat-funciones-091',
    subtopic: 'lineal',
    difficulty: 'facil',
    question: '¿Cuál es la pendiente de la recta $3x + 2y = 8$?',
    correct: String.raw`$-\frac{3}{2}$`,
    distractors: [String.raw`$\frac{3}{2}$`, '$3$', String.raw`$-\frac{2}{3}$`],
    pos: 0,
    check: () => -3 / 2,
    steps: [
      'Despejá $y$: $2y = -3x + 8$, así que $y = -\\frac{3}{2}x + 4$.',
      String.raw`La pendiente es el coeficiente de $x$ con $y$ despejada: $-\frac{3}{2}$.`,
      String.raw`Leer el 3 sin despejar da 3; olvidar que pasa restando da $\frac{3}{2}$; y $-\frac{2}{3}$ divide al revés.`,
    ],
    result: String.raw`$m = -\frac{3}{2}$`,
  }),
  vf({
    id: 'mat-funciones-092',
    subtopic: 'lineal',
    difficulty: 'facil',
    question: 'La función $f(x) = -2x + 5$ es decreciente.',
    answer: true,
    steps: [
      'Una función lineal $f(x) = mx + b$ decrece cuando su pendiente es negativa.',
      'Acá $m = -2 < 0$: cada vez que $x$ aumenta 1, $f$ baja 2. Por ejemplo $f(0) = 5$ y $f(1) = 3$.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-funciones-093',
    subtopic: 'lineal',
    difficulty: 'medio',
    question: String.raw`¿Cuál es la recta que pasa por el punto $(2;\ 1)$ y es paralela a $y = 3x - 4$?`,
    correct: '$y = 3x -5$',
    distractors: ['$y = 3x + 1$', String.raw`$y = -\frac{1}{3}x + \frac{5}{3}$`, '$y = 3x -4$'],
    pos: 2,
    check: () => [3, 1 - 3 * 2],
    steps: [
      'Rectas paralelas tienen la misma pendiente: $m = 3$, así que la recta es $y = 3x + b$.',
      'Pasa por $(2;\\ 1)$: $1 = 3 \\cdot 2 + b$, así que $b = -5$.',
      String.raw`$y = 3x - 5$. Copiar el 1 del punto como ordenada da $y = 3x + 1$, que no pasa por $(2;\ 1)$; $-\frac{1}{3}$ es la pendiente de una perpendicular; y $y = 3x - 4$ es la misma recta dada.`,
    ],
    result: '$y = 3x - 5$',
  }),
  mc({
    id: 'mat-funciones-094',
    subtopic: 'lineal',
    difficulty: 'medio',
    question: String.raw`¿En qué punto corta al eje $x$ la recta $y = \frac{1}{2}x - 3$?`,
    correct: String.raw`$(6;\ 0)$`,
    distractors: [String.raw`$(0;\ -3)$`, String.raw`$(-6;\ 0)$`, String.raw`$\left(\frac{3}{2};\ 0\right)$`],
    pos: 3,
    check: () => [3 / (1 / 2), 0],
    steps: [
      'En el eje $x$ la ordenada vale 0: $\\frac{1}{2}x - 3 = 0$.',
      '$\\frac{1}{2}x = 3$, así que $x = 6$. El punto es $(6;\\ 0)$.',
      String.raw`$(0;\ -3)$ es el corte con el eje $y$; pasar el 3 con el signo equivocado da $-6$; y multiplicar por $\frac{1}{2}$ en lugar de dividir da $\frac{3}{2}$.`,
    ],
    result: String.raw`$(6;\ 0)$`,
  }),
  mc({
    id: 'mat-funciones-095',
    subtopic: 'lineal',
    difficulty: 'medio',
    question:
      'Una vela mide 30 cm, y a las 2 horas de encendida mide 26 cm. Si se consume a ritmo constante, ¿cuántas horas dura encendida en total?',
    correct: '15 horas',
    distractors: ['13 horas', '7,5 horas', '60 horas'],
    pos: 1,
    check: () => 30 / ((30 - 26) / 2),
    steps: [
      'La altura es una función lineal del tiempo. En 2 horas bajó $30 - 26 = 4$ cm: la pendiente es $-\\frac{4}{2} = -2$ cm por hora.',
      '$h(t) = 30 - 2t$. Se termina cuando $h(t) = 0$: $30 - 2t = 0$, así que $t = 15$ horas.',
      '$26 : 2 = 13$ son las horas que faltan después de las primeras 2; $30 : 4 = 7{,}5$ toma los 4 cm como si se consumieran en 1 hora.',
    ],
    result: '15 horas',
  }),
  vf({
    id: 'mat-funciones-096',
    subtopic: 'lineal',
    difficulty: 'medio',
    question: 'Las rectas $y = 2x + 1$ e $y = -2x + 1$ son perpendiculares.',
    answer: false,
    steps: [
      'Dos rectas (no verticales) son perpendiculares cuando el producto de sus pendientes es $-1$.',
      String.raw`Acá $2 \cdot (-2) = -4 \neq -1$. Para ser perpendicular a la primera, la segunda tendría que tener pendiente $-\frac{1}{2}$: cambiar solo el signo no alcanza, hay que invertir también.`,
    ],
    result: 'Falso.',
  }),
  mc({
    id: 'mat-funciones-097',
    subtopic: 'lineal',
    difficulty: 'dificil',
    question: 'Las rectas $y = (k - 1)x + 3$ e $y = 2x - 5$ son perpendiculares. ¿Cuánto vale $k$?',
    correct: String.raw`$k = \frac{1}{2}$`,
    distractors: ['$k = 3$', '$k = -1$', String.raw`$k = \frac{3}{2}$`],
    pos: 2,
    check: () => 1 + -1 / 2,
    steps: [
      'Perpendiculares: el producto de las pendientes es $-1$, así que $(k - 1) \\cdot 2 = -1$.',
      String.raw`$k - 1 = -\frac{1}{2}$, así que $k = \frac{1}{2}$.`,
      String.raw`$k = 3$ hace las rectas paralelas ($k - 1 = 2$); $k = -1$ solo cambia el signo de la pendiente; y $k = \frac{3}{2}$ invierte sin cambiar el signo.`,
    ],
    result: String.raw`$k = \frac{1}{2}$`,
  }),
  mc({
    id: 'mat-funciones-098',
    subtopic: 'lineal',
    difficulty: 'dificil',
    question:
      'La remisería A cobra 800 pesos fijos más 300 pesos por kilómetro; la B, 1.400 pesos fijos más 250 pesos por kilómetro. ¿Para qué viajes conviene la B?',
    correct: 'Para los de más de 12 km',
    distractors: ['Para los de más de 6 km', 'Para los de más de 24 km', 'Nunca: la B siempre cobra más'],
    pos: 3,
    check: () => (1400 - 800) / (300 - 250),
    steps: [
      'Costo de cada una para $d$ km: $A(d) = 800 + 300d$ y $B(d) = 1400 + 250d$.',
      'B conviene cuando $1400 + 250d < 800 + 300d$, o sea $600 < 50d$, y $d > 12$.',
      'En 12 km cuestan lo mismo (4.400 pesos); a partir de ahí la B, que cobra menos por kilómetro, queda más barata. Dividir 600 por 100 o por 25 en lugar de por la diferencia de precios por kilómetro da 6 o 24.',
    ],
    result: 'Conviene la B en viajes de más de 12 km.',
  }),
  mc({
    id: 'mat-funciones-099',
    subtopic: 'lineal',
    difficulty: 'facil',
    question: String.raw`¿Cuál es la ordenada al origen de la recta que pasa por $(1;\ 5)$ y $(3;\ 9)$?`,
    correct: '$3$',
    distractors: ['$2$', '$5$', '$-3$'],
    pos: 1,
    check: () => {
      const m = (9 - 5) / (3 - 1);
      return 5 - m * 1;
    },
    steps: [
      String.raw`Pendiente: $m = \frac{9 - 5}{3 - 1} = 2$.`,
      'En $y = 2x + b$ reemplazá un punto: $5 = 2 \\cdot 1 + b$, así que $b = 3$.',
      'El 2 es la pendiente, no la ordenada; 5 es la $y$ del punto $(1;\\ 5)$, que no está sobre el eje $y$.',
    ],
    result: 'La ordenada al origen es 3.',
  }),
  vf({
    id: 'mat-funciones-100',
    subtopic: 'lineal',
    difficulty: 'dificil',
    question: String.raw`Los puntos $(1;\ 2)$, $(3;\ 6)$ y $(-2;\ -4)$ están alineados.`,
    answer: true,
    steps: [
      String.raw`Pendiente entre los dos primeros: $\frac{6 - 2}{3 - 1} = 2$. Entre el primero y el tercero: $\frac{-4 - 2}{-2 - 1} = \frac{-6}{-3} = 2$.`,
      'Las pendientes coinciden y comparten un punto, así que los tres están sobre la misma recta, $y = 2x$.',
    ],
    result: 'Verdadero.',
  }),
  // ───────────── función cuadrática ─────────────
  mc({
    id: 'mat-funciones-101',
    subtopic: 'cuadratica',
    difficulty: 'facil',
    question: '¿Cuáles son las raíces de $f(x) = x^2 - 6x + 8$?',
    correct: '$x = 2$ y $x = 4$',
    distractors: ['$x = -2$ y $x = -4$', '$x = 1$ y $x = 8$', '$x = 3$ y $x = -1$'],
    pos: 2,
    check: () => {
      const d = Math.sqrt(36 - 32);
      return [(6 - d) / 2, (6 + d) / 2];
    },
    steps: [
      String.raw`Resolvente: $x = \frac{6 \pm \sqrt{36 - 32}}{2} = \frac{6 \pm 2}{2}$, o sea $x = 2$ y $x = 4$.`,
      'Control: $2 + 4 = 6$ y $2 \\cdot 4 = 8$, así que $f(x) = (x - 2)(x - 4)$.',
      '$-2$ y $-4$ tienen el signo cambiado; 1 y 8 multiplican 8 pero no suman 6.',
    ],
    result: '$x = 2$ y $x = 4$',
  }),
  mc({
    id: 'mat-funciones-102',
    subtopic: 'cuadratica',
    difficulty: 'medio',
    question: '¿Cuál es el eje de simetría de la parábola $f(x) = -2x^2 + 8x - 3$?',
    correct: '$x = 2$',
    distractors: ['$x = -2$', '$x = 4$', '$y = 5$'],
    pos: 0,
    check: () => -8 / (2 * -2),
    steps: [
      String.raw`El eje de simetría es la recta vertical que pasa por el vértice: $x = -\frac{b}{2a} = -\frac{8}{2 \cdot (-2)} = 2$.`,
      'Olvidar el 2 del denominador da $x = 4$, y perder un signo da $x = -2$.',
      'El vértice es $(2;\\ 5)$, pero $y = 5$ es una recta horizontal: la parábola no es simétrica respecto de ella.',
    ],
    result: 'Eje de simetría $x = 2$',
  }),
  mc({
    id: 'mat-funciones-103',
    subtopic: 'cuadratica',
    difficulty: 'medio',
    question: '¿Cuál es el vértice de la parábola $f(x) = x^2 + 4x + 1$?',
    correct: String.raw`$(-2;\ -3)$`,
    distractors: [String.raw`$(2;\ 13)$`, String.raw`$(-2;\ 1)$`, String.raw`$(-4;\ 1)$`],
    pos: 1,
    check: () => {
      const xv = -4 / 2;
      return [xv, xv * xv + 4 * xv + 1];
    },
    steps: [
      String.raw`$x_v = -\frac{b}{2a} = -\frac{4}{2} = -2$.`,
      '$y_v = f(-2) = 4 - 8 + 1 = -3$. El vértice es $(-2;\\ -3)$.',
      'Con $x_v = 2$ (signo cambiado) sale $(2;\\ 13)$; $(-2;\\ 1)$ toma el término independiente como $y_v$; y $x = -4$ es la otra abscisa donde $f$ vale 1, no el vértice.',
    ],
    result: String.raw`$V = (-2;\ -3)$`,
  }),
  vf({
    id: 'mat-funciones-104',
    subtopic: 'cuadratica',
    difficulty: 'medio',
    question: 'La parábola $f(x) = x^2 - 2x + 5$ no corta al eje $x$.',
    answer: true,
    steps: [
      'Corta al eje $x$ donde $f(x) = 0$. El discriminante de $x^2 - 2x + 5$ es $4 - 20 = -16 < 0$: no hay raíces reales.',
      'Otra forma: el vértice es $(1;\\ 4)$ y la parábola abre hacia arriba, así que su valor mínimo es 4 y nunca llega a 0.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-funciones-105',
    subtopic: 'cuadratica',
    difficulty: 'dificil',
    question: String.raw`¿Cuál es la función cuadrática con vértice en $(2;\ -1)$ que pasa por el punto $(4;\ 7)$?`,
    correct: '$f(x) = 2(x -2)^2 -1$',
    distractors: ['$f(x) = (x -2)^2 -1$', '$f(x) = 2(x + 2)^2 -1$', '$f(x) = 4(x -2)^2 -1$'],
    pos: 3,
    check: () => {
      // f(x) = a(x - 2)² - 1 through (4; 7)
      const a = (7 - -1) / (4 - 2) ** 2;
      return [a, -2, -1];
    },
    steps: [
      'Forma canónica con vértice $(2;\\ -1)$: $f(x) = a(x - 2)^2 - 1$.',
      'Pasa por $(4;\\ 7)$: $7 = a(4 - 2)^2 - 1 = 4a - 1$, así que $a = 2$.',
      'Entonces $f(x) = 2(x - 2)^2 - 1$. Olvidar calcular $a$ deja $a = 1$, que da $f(4) = 3$; el vértice $(2;\\ -1)$ va con $(x - 2)$, no con $(x + 2)$; y $a = 4$ sale de no elevar al cuadrado.',
    ],
    result: '$f(x) = 2(x - 2)^2 - 1$',
  }),
  mc({
    id: 'mat-funciones-106',
    subtopic: 'cuadratica',
    difficulty: 'dificil',
    question:
      'La altura de una pelota, en metros, a los $t$ segundos de ser lanzada es $h(t) = -5t^2 + 10t + 15$. ¿En qué momento toca el suelo?',
    correct: 'A los 3 s',
    distractors: ['A 1 s del lanzamiento', 'A los 20 s', '$t = -1$ s y $t = 3$ s'],
    pos: 0,
    check: () => {
      const d = Math.sqrt(100 + 300);
      return Math.max((-10 + d) / -10, (-10 - d) / -10);
    },
    steps: [
      'Toca el suelo cuando la altura es 0: $-5t^2 + 10t + 15 = 0$. Dividí por $-5$: $t^2 - 2t - 3 = 0$.',
      'Raíces: $(t - 3)(t + 1) = 0$, así que $t = 3$ o $t = -1$. Un tiempo negativo no tiene sentido aquí (es antes del lanzamiento): toca el suelo a los 3 s.',
      'En $t = 1$ s está el vértice, la altura máxima, que vale 20 m: ni 1 ni 20 son el momento en que llega al suelo.',
    ],
    result: 'A los 3 s',
  }),
  mc({
    id: 'mat-funciones-107',
    subtopic: 'cuadratica',
    difficulty: 'medio',
    question: '¿Cuál es la imagen de $f(x) = -x^2 + 2x + 3$?',
    correct: String.raw`$(-\infty;\ 4]$`,
    distractors: [String.raw`$[4;\ +\infty)$`, String.raw`$(-\infty;\ 3]$`, String.raw`$\mathbb{R}$`],
    pos: 2,
    steps: [
      String.raw`Vértice: $x_v = -\frac{2}{2 \cdot (-1)} = 1$ y $y_v = -1 + 2 + 3 = 4$.`,
      'Como $a = -1 < 0$, la parábola abre hacia abajo: 4 es el valor máximo y toma todos los valores menores o iguales.',
      String.raw`La imagen es $(-\infty;\ 4]$. Con las ramas hacia arriba sería $[4;\ +\infty)$; tomar el término independiente 3 como máximo da $(-\infty;\ 3]$.`,
    ],
    result: String.raw`$\operatorname{Im} f = (-\infty;\ 4]$`,
  }),
  vf({
    id: 'mat-funciones-108',
    subtopic: 'cuadratica',
    difficulty: 'facil',
    question: String.raw`La función $f(x) = (x - 3)^2 + 2$ es decreciente en $(-\infty;\ 3)$.`,
    answer: true,
    steps: [
      'Está en forma canónica: vértice $(3;\\ 2)$ y $a = 1 > 0$, ramas hacia arriba.',
      'Una parábola con ramas hacia arriba baja hasta el vértice y sube después: decrece en $(-\\infty;\\ 3)$ y crece en $(3;\\ +\\infty)$.',
    ],
    result: 'Verdadero.',
  }),
  // ───────────── ecuaciones exponenciales ─────────────
  mc({
    id: 'mat-funciones-109',
    subtopic: 'ecuaciones-exponenciales',
    difficulty: 'facil',
    question: 'Resolvé la ecuación $5^{x - 2} = 125$.',
    correct: '$x = 5$',
    distractors: ['$x = 3$', '$x = 27$', '$x = 1$'],
    pos: 3,
    check: () => Math.log(125) / Math.log(5) + 2,
    steps: [
      '$125 = 5^3$, así que $5^{x - 2} = 5^3$.',
      'Igualá exponentes: $x - 2 = 3$, y $x = 5$.',
      'El 3 es el valor de $x - 2$, no de $x$; y pasar el 2 con el signo equivocado da 1.',
    ],
    result: '$x = 5$',
  }),
  mc({
    id: 'mat-funciones-110',
    subtopic: 'ecuaciones-exponenciales',
    difficulty: 'medio',
    question: String.raw`Resolvé la ecuación $8^{x} = \frac{1}{4}$.`,
    correct: String.raw`$x = -\frac{2}{3}$`,
    distractors: [String.raw`$x = \frac{2}{3}$`, String.raw`$x = -\frac{3}{2}$`, '$x = -2$'],
    pos: 0,
    check: () => Math.log(1 / 4) / Math.log(8),
    steps: [
      String.raw`Escribí las dos bases como potencias de 2: $8^x = 2^{3x}$ y $\frac{1}{4} = 2^{-2}$.`,
      String.raw`$3x = -2$, así que $x = -\frac{2}{3}$.`,
      String.raw`Olvidar el signo de $\frac{1}{4} = 2^{-2}$ da $\frac{2}{3}$; dividir al revés da $-\frac{3}{2}$; y $-2$ es el exponente de 2, sin dividir por 3.`,
    ],
    result: String.raw`$x = -\frac{2}{3}$`,
  }),
  mc({
    id: 'mat-funciones-111',
    subtopic: 'ecuaciones-exponenciales',
    difficulty: 'dificil',
    question: String.raw`Resolvé la ecuación $2^{x^2 - 3x} = \frac{1}{4}$.`,
    correct: '$x = 1$ y $x = 2$',
    distractors: ['$x = -1$ y $x = -2$', '$x = 2$', 'No tiene solución real'],
    pos: 1,
    check: () => {
      const d = Math.sqrt(9 - 8);
      return [(3 - d) / 2, (3 + d) / 2];
    },
    steps: [
      String.raw`$\frac{1}{4} = 2^{-2}$, así que $x^2 - 3x = -2$.`,
      'Queda la cuadrática $x^2 - 3x + 2 = 0$, que es $(x - 1)(x - 2) = 0$: $x = 1$ o $x = 2$.',
      'Control: $2^{1 - 3} = 2^{-2}$ y $2^{4 - 6} = 2^{-2}$. Que el segundo miembro sea una fracción no impide que haya solución: la exponencial toma todos los valores positivos.',
    ],
    result: '$x = 1$ y $x = 2$',
  }),
  mc({
    id: 'mat-funciones-112',
    subtopic: 'ecuaciones-exponenciales',
    difficulty: 'dificil',
    question: String.raw`Resolvé la ecuación $9^{x} - 4 \cdot 3^{x} + 3 = 0$.`,
    correct: '$x = 0$ y $x = 1$',
    distractors: ['$x = 1$ y $x = 3$', '$x = 1$', '$x = -1$ y $x = -3$'],
    pos: 2,
    check: () => {
      // t = 3^x solves t² - 4t + 3 = 0; back with log base 3
      const d = Math.sqrt(16 - 12);
      return [(4 - d) / 2, (4 + d) / 2].map((t) => Math.log(t) / Math.log(3));
    },
    steps: [
      'Como $9^x = (3^x)^2$, llamá $t = 3^x$ (con $t > 0$): $t^2 - 4t + 3 = 0$.',
      'Las raíces son $t = 1$ y $t = 3$, las dos positivas.',
      'Volvé a $x$: $3^x = 1$ da $x = 0$ y $3^x = 3$ da $x = 1$. Responder 1 y 3 es quedarse en $t$, y perder el $x = 0$ es olvidar que $3^0 = 1$.',
    ],
    result: '$x = 0$ y $x = 1$',
  }),
  vf({
    id: 'mat-funciones-113',
    subtopic: 'ecuaciones-exponenciales',
    difficulty: 'medio',
    question: 'La ecuación $2^{x} = 0$ tiene la solución $x = 0$.',
    answer: false,
    steps: [
      '$2^0 = 1$, no 0.',
      'Una potencia de base positiva nunca vale 0: $2^x > 0$ para todo $x$. La ecuación no tiene solución.',
    ],
    result: 'Falso: no tiene solución.',
  }),
  // ───────────── logaritmos ─────────────
  mc({
    id: 'mat-funciones-114',
    subtopic: 'logaritmos',
    difficulty: 'facil',
    question: String.raw`Calculá $\log_5 \frac{1}{25}$.`,
    correct: '$-2$',
    distractors: ['$2$', String.raw`$\frac{1}{2}$`, '$-5$'],
    pos: 1,
    check: () => Math.log(1 / 25) / Math.log(5),
    steps: [
      String.raw`$\log_5 \frac{1}{25}$ es el exponente al que hay que elevar 5 para obtener $\frac{1}{25}$.`,
      String.raw`$\frac{1}{25} = 5^{-2}$, así que el logaritmo vale $-2$.`,
      String.raw`Olvidar que es una fracción da 2; $\frac{1}{2}$ confunde el logaritmo con una raíz.`,
    ],
    result: '$-2$',
  }),
  mc({
    id: 'mat-funciones-115',
    subtopic: 'logaritmos',
    difficulty: 'medio',
    question: 'Calculá $2 \\log 5 + \\log 4$.',
    correct: '$2$',
    distractors: [String.raw`$\log 29$`, String.raw`$\log 14$`, '$1$'],
    pos: 3,
    check: () => Math.log10(5 ** 2 * 4),
    steps: [
      'Por la propiedad de la potencia, $2 \\log 5 = \\log 5^2 = \\log 25$.',
      'Por la del producto, $\\log 25 + \\log 4 = \\log 100 = 2$, porque $10^2 = 100$.',
      String.raw`Sumar los argumentos ($\log (25 + 4)$) da $\log 29$, y multiplicar el 2 por el 5 antes ($\log (10 + 4)$) da $\log 14$: ninguna de las dos es una propiedad.`,
    ],
    result: '$2$',
  }),
  mc({
    id: 'mat-funciones-116',
    subtopic: 'logaritmos',
    difficulty: 'dificil',
    question: 'Resolvé la ecuación $\\log (x + 3) + \\log x = 1$.',
    correct: '$x = 2$',
    distractors: ['$x = 2$ y $x = -5$', '$x = -5$', String.raw`$x = \frac{7}{2}$`],
    pos: 0,
    check: () => {
      const d = Math.sqrt(9 + 40);
      return [(-3 + d) / 2, (-3 - d) / 2].filter((x) => x > 0);
    },
    steps: [
      'Dominio: $x + 3 > 0$ y $x > 0$, o sea $x > 0$.',
      'Producto: $\\log [x(x + 3)] = 1$, así que $x(x + 3) = 10$ y $x^2 + 3x - 10 = 0$, con raíces 2 y $-5$.',
      String.raw`Solo $x = 2$ está en el dominio; $-5$ haría negativos los argumentos. Escribir $\log (x + 3) + \log x = \log (2x + 3)$ lleva a $x = \frac{7}{2}$.`,
    ],
    result: '$x = 2$',
  }),
  vf({
    id: 'mat-funciones-117',
    subtopic: 'logaritmos',
    difficulty: 'medio',
    question: '$\\log_3 (-9) = -2$.',
    answer: false,
    steps: [
      'El logaritmo solo está definido para argumentos positivos: $3^y$ es positivo para todo $y$, así que ningún exponente da $-9$.',
      '$3^{-2} = \\frac{1}{9}$, que es positivo: el exponente negativo invierte, no cambia el signo.',
    ],
    result: 'Falso: $\\log_3 (-9)$ no existe.',
  }),
  mc({
    id: 'mat-funciones-118',
    subtopic: 'lineal',
    difficulty: 'medio',
    question: String.raw`Una recta corta al eje $y$ en $(0;\ 4)$ y al eje $x$ en $(2;\ 0)$. ¿Cuál es su ecuación?`,
    correct: '$y = -2x + 4$',
    distractors: ['$y = 2x + 4$', String.raw`$y = -\frac{1}{2}x + 4$`, '$y = -2x + 2$'],
    pos: 1,
    check: () => [(0 - 4) / (2 - 0), 4],
    steps: [
      String.raw`Pendiente: $m = \frac{0 - 4}{2 - 0} = -2$.`,
      'La ordenada al origen es el corte con el eje $y$: $b = 4$. La recta es $y = -2x + 4$.',
      String.raw`Control: $-2 \cdot 2 + 4 = 0$. Perder el signo da $y = 2x + 4$, que sube; dividir al revés da $-\frac{1}{2}$; y el 2 es la raíz, no la ordenada.`,
    ],
    result: '$y = -2x + 4$',
  }),
  vf({
    id: 'mat-funciones-119',
    subtopic: 'lineal',
    difficulty: 'facil',
    question: 'La recta $y = 5$ tiene pendiente 5.',
    answer: false,
    steps: [
      '$y = 5$ es $y = 0 \\cdot x + 5$: una recta horizontal, con pendiente 0.',
      'El 5 es la ordenada al origen: la recta corta al eje $y$ en $(0;\\ 5)$.',
    ],
    result: 'Falso: su pendiente es 0.',
  }),
  mc({
    id: 'mat-funciones-120',
    subtopic: 'cuadratica',
    difficulty: 'medio',
    question: '¿Cuál es la forma factorizada de $f(x) = 2x^2 - 2x - 12$?',
    correct: '$f(x) = 2(x -3)(x + 2)$',
    distractors: ['$f(x) = (x -3)(x + 2)$', '$f(x) = 2(x + 3)(x -2)$', '$f(x) = 2(x -6)(x + 1)$'],
    pos: 0,
    check: () => {
      const d = Math.sqrt(4 + 96);
      return [2, -(2 + d) / 4, -(2 - d) / 4];
    },
    steps: [
      String.raw`Raíces: $x = \frac{2 \pm \sqrt{4 + 96}}{4} = \frac{2 \pm 10}{4}$, o sea 3 y $-2$.`,
      'Forma factorizada: $a(x - x_1)(x - x_2) = 2(x - 3)(x + 2)$.',
      'Sin el coeficiente principal la función cambia (vale la mitad); con los signos cambiados las raíces serían $-3$ y 2.',
    ],
    result: '$f(x) = 2(x - 3)(x + 2)$',
  }),
];
