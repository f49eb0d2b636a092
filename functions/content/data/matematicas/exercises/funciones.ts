import type { Exercise } from '../../../schema.ts';
import { pasos } from '../helpers.ts';

export const exercises: Exercise[] = [
  // ───────────── fácil ─────────────
  {
    id: 'mat-funciones-001',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.concepto-dominio',
    kind: 'multiple-choice',
    question: 'Si $f(x) = 3x - 2$, ¿cuánto vale $f(-4)$?',
    options: ['$10$', '$-10$', '$-14$', '$14$'],
    correctAnswer: 2,
    check: { compute: () => 3 * -4 - 2 },
    explanation: pasos(
      [
        String.raw`Reemplazá $x$ por $-4$, con paréntesis: $f(-4) = 3 \cdot (-4) - 2$.`,
        String.raw`Multiplicá: $3 \cdot (-4) = -12$.`,
        'Restá: $-12 - 2 = -14$. Si perdías el signo del $-4$ llegabas a 10.',
      ],
      '$f(-4) = -14$',
    ),
  },
  {
    id: 'mat-funciones-002',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.lineal',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es la pendiente de la recta que pasa por los puntos $(1;\ 2)$ y $(3;\ 8)$?`,
    options: ['$3$', String.raw`$\frac{1}{3}$`, '$-3$', '$5$'],
    correctAnswer: 0,
    check: { compute: () => (8 - 2) / (3 - 1) },
    explanation: pasos(
      [
        String.raw`Usá $m = \frac{y_2 - y_1}{x_2 - x_1}$ con $(x_1; y_1) = (1; 2)$ y $(x_2; y_2) = (3; 8)$.`,
        'Diferencia de $y$: $8 - 2 = 6$. Diferencia de $x$: $3 - 1 = 2$.',
        String.raw`$m = \frac{6}{2} = 3$. Ojo: el cambio en $y$ va arriba; al revés obtenés $\frac{1}{3}$.`,
      ],
      '$m = 3$',
    ),
  },
  {
    id: 'mat-funciones-003',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.concepto-dominio',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es el dominio de $f(x) = \frac{1}{x - 5}$?`,
    options: [
      String.raw`$\mathbb{R} - \{-5\}$`,
      String.raw`$\mathbb{R} - \{5\}$`,
      String.raw`$\mathbb{R} - \{0\}$`,
      String.raw`$\mathbb{R}$`,
    ],
    correctAnswer: 1,
    check: { compute: () => 5 /* the zero of x − 5 */ },
    explanation: pasos(
      [
        'La única restricción es que el denominador no puede valer cero.',
        String.raw`$x - 5 = 0 \iff x = 5$, así que hay que excluir el 5 (no el $-5$ ni el 0).`,
        'Para cualquier otro real la fórmula se puede calcular.',
      ],
      String.raw`$\text{Dom}(f) = \mathbb{R} - \{5\}$`,
    ),
  },
  {
    id: 'mat-funciones-004',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.lineal',
    kind: 'multiple-choice',
    question: '¿En qué valor de $y$ corta al eje $y$ la recta $y = -2x + 7$?',
    options: ['$-2$', '$3{,}5$', '$-7$', '$7$'],
    correctAnswer: 3,
    check: { compute: () => -2 * 0 + 7 },
    explanation: pasos(
      [
        'El corte con el eje $y$ se da en $x = 0$.',
        String.raw`$y = -2 \cdot 0 + 7 = 7$: es la ordenada al origen $b$.`,
        'No confundas: $-2$ es la pendiente y $3{,}5$ es la raíz (corte con el eje $x$).',
      ],
      String.raw`Corta al eje $y$ en $y = 7$, es decir, en el punto $(0;\ 7)$.`,
    ),
  },
  {
    id: 'mat-funciones-005',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.cuadratica',
    kind: 'multiple-choice',
    question: '¿Cuál es el vértice de la parábola $f(x) = (x - 2)^2 + 3$?',
    options: [String.raw`$(-2;\ 3)$`, String.raw`$(2;\ -3)$`, String.raw`$(2;\ 3)$`, String.raw`$(-2;\ -3)$`],
    correctAnswer: 2,
    check: {
      compute: () => {
        // expanded: x² − 4x + 7  →  xv = −b/(2a), yv = f(xv)
        const xv = 4 / 2;
        return [xv, xv ** 2 - 4 * xv + 7];
      },
    },
    explanation: pasos(
      [
        'La función está en forma canónica $a(x - x_v)^2 + y_v$.',
        'Comparando, $x_v = 2$ (dentro del paréntesis dice $x - 2$) e $y_v = 3$.',
        'Control: en $x = 2$ el cuadrado se anula y $f(2) = 3$, el menor valor posible porque $a = 1 > 0$.',
      ],
      String.raw`$V = (2;\ 3)$`,
    ),
  },
  {
    id: 'mat-funciones-006',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.logaritmos',
    kind: 'multiple-choice',
    question: String.raw`Calculá $\log_2 32$.`,
    options: ['$16$', '$5$', '$6$', '$64$'],
    correctAnswer: 1,
    check: { compute: () => Math.log2(32) },
    explanation: pasos(
      [
        String.raw`$\log_2 32$ es el exponente al que hay que elevar 2 para obtener 32.`,
        '$2^1 = 2$, $2^2 = 4$, $2^3 = 8$, $2^4 = 16$, $2^5 = 32$.',
        String.raw`Entonces $\log_2 32 = 5$. No es $32 : 2 = 16$: el logaritmo no es una división.`,
      ],
      String.raw`$\log_2 32 = 5$`,
    ),
  },
  {
    id: 'mat-funciones-007',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.lineal',
    kind: 'true-false',
    question: 'Las rectas $y = 3x + 1$ e $y = 3x - 4$ son paralelas.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Dos rectas son paralelas si tienen la misma pendiente.',
        'Las dos tienen $m = 3$ y distinta ordenada al origen (1 y $-4$), así que no se cortan.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-funciones-008',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.exponencial-logaritmica',
    kind: 'true-false',
    question: 'La función $f(x) = 2^x$ toma valores negativos cuando $x < 0$.',
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`Con exponente negativo la potencia es un recíproco: $2^{-3} = \frac{1}{8}$, que es positivo.`,
        String.raw`La imagen de $2^x$ es $(0; +\infty)$: la función siempre es positiva y se acerca a 0 sin tocarlo.`,
      ],
      'Falso.',
    ),
  },
  {
    id: 'mat-funciones-009',
    topic: 'funciones',
    difficulty: 'facil',
    subtopic: 'funciones.cuadratica',
    kind: 'true-false',
    question: 'La parábola $f(x) = -x^2 + 4$ tiene las ramas hacia abajo y alcanza un valor máximo.',
    correctAnswer: true,
    explanation: pasos(
      [
        'El coeficiente principal es $a = -1 < 0$: las ramas van hacia abajo.',
        'Entonces el vértice es un máximo: $x_v = 0$ y $f(0) = 4$.',
      ],
      'Verdadero: el máximo es 4, en $x = 0$.',
    ),
  },
  // ───────────── medio ─────────────
  {
    id: 'mat-funciones-010',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.lineal',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es la recta perpendicular a $y = 2x + 1$ que pasa por el punto $(4;\ 3)$?`,
    options: [
      '$y = -2x + 11$',
      String.raw`$y = \frac{1}{2}x + 1$`,
      String.raw`$y = -\frac{1}{2}x + 5$`,
      '$y = 2x - 5$',
    ],
    correctAnswer: 2,
    check: {
      compute: () => {
        const m = -1 / 2;
        return [m, 3 - m * 4];
      },
    },
    explanation: pasos(
      [
        String.raw`La pendiente perpendicular se obtiene invirtiendo y cambiando el signo: $m = -\frac{1}{2}$ (con $-2$ solo cambiás el signo y con $\frac{1}{2}$ solo invertís).`,
        String.raw`Reemplazá el punto en $y = -\frac{1}{2}x + b$: $3 = -\frac{1}{2} \cdot 4 + b = -2 + b$.`,
        'Despejá: $b = 5$.',
        String.raw`Control: $2 \cdot \left(-\frac{1}{2}\right) = -1$ y $-\frac{1}{2} \cdot 4 + 5 = 3$.`,
      ],
      String.raw`$y = -\frac{1}{2}x + 5$`,
    ),
  },
  {
    id: 'mat-funciones-011',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.cuadratica',
    kind: 'multiple-choice',
    question: '¿Cuál es la imagen de $f(x) = 2x^2 - 8x + 5$?',
    options: [
      String.raw`$[5;\ +\infty)$`,
      String.raw`$[-3;\ +\infty)$`,
      String.raw`$[2;\ +\infty)$`,
      String.raw`$\mathbb{R}$`,
    ],
    correctAnswer: 1,
    check: {
      compute: () => {
        const xv = 8 / (2 * 2);
        return 2 * xv ** 2 - 8 * xv + 5;
      },
    },
    explanation: pasos(
      [
        String.raw`Como $a = 2 > 0$, la parábola tiene un mínimo en el vértice y la imagen es $[y_v; +\infty)$.`,
        String.raw`$x_v = -\frac{b}{2a} = \frac{8}{4} = 2$.`,
        String.raw`$y_v = f(2) = 2 \cdot 4 - 16 + 5 = -3$.`,
        String.raw`La imagen se lee en el eje $y$: $[-3; +\infty)$. El 2 es la abscisa del vértice y el 5 es la ordenada al origen, no el mínimo.`,
      ],
      String.raw`$\text{Im}(f) = [-3;\ +\infty)$`,
    ),
  },
  {
    id: 'mat-funciones-012',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.composicion-inversa',
    kind: 'multiple-choice',
    question: String.raw`Si $f(x) = x^2 + 1$ y $g(x) = 2x - 3$, ¿cuánto vale $(f \circ g)(2)$?`,
    options: ['$7$', '$5$', '$2$', '$6$'],
    correctAnswer: 2,
    check: {
      compute: () => {
        const g = (x: number) => 2 * x - 3;
        const f = (x: number) => x ** 2 + 1;
        return f(g(2));
      },
    },
    explanation: pasos(
      [
        String.raw`$(f \circ g)(2) = f(g(2))$: primero se aplica $g$.`,
        String.raw`$g(2) = 2 \cdot 2 - 3 = 1$.`,
        'Ahora $f(1) = 1^2 + 1 = 2$.',
        String.raw`Si aplicabas primero $f$ calculabas $(g \circ f)(2) = g(5) = 7$, y el producto $f(2) \cdot g(2)$ da 5: ninguna de las dos es la composición pedida.`,
      ],
      String.raw`$(f \circ g)(2) = 2$`,
    ),
  },
  {
    id: 'mat-funciones-013',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.composicion-inversa',
    kind: 'multiple-choice',
    question: 'Si $f(x) = 3x - 6$, ¿cuánto vale $f^{-1}(9)$?',
    options: ['$21$', '$1$', String.raw`$\frac{1}{21}$`, '$5$'],
    correctAnswer: 3,
    check: { compute: () => (9 + 6) / 3 },
    explanation: pasos(
      [
        '$f^{-1}(9)$ es el valor de $x$ tal que $f(x) = 9$.',
        String.raw`Planteá $3x - 6 = 9 \Rightarrow 3x = 15 \Rightarrow x = 5$.`,
        String.raw`Otra forma: la inversa es $f^{-1}(x) = \frac{x + 6}{3}$ y $f^{-1}(9) = \frac{15}{3} = 5$.`,
        String.raw`Control: $f(5) = 15 - 6 = 9$. Calcular $f(9) = 21$ o su recíproco $\frac{1}{21}$ no es buscar la inversa.`,
      ],
      '$f^{-1}(9) = 5$',
    ),
  },
  {
    id: 'mat-funciones-014',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.logaritmos',
    kind: 'multiple-choice',
    question: String.raw`Calculá $\log_3 54 - \log_3 2$.`,
    options: ['$27$', String.raw`$\log_3 52$`, '$3$', String.raw`$\frac{\log_3 54}{\log_3 2}$`],
    correctAnswer: 2,
    check: { compute: () => Math.log(54 / 2) / Math.log(3) },
    explanation: pasos(
      [
        String.raw`Una resta de logaritmos de igual base es el logaritmo del cociente: $\log_3 54 - \log_3 2 = \log_3 \frac{54}{2}$.`,
        String.raw`$\frac{54}{2} = 27$, así que queda $\log_3 27$.`,
        String.raw`Como $3^3 = 27$, $\log_3 27 = 3$. (27 es el argumento, no el logaritmo; y restar los argumentos, $\log_3 52$, no es ninguna propiedad.)`,
      ],
      '$3$',
    ),
  },
  {
    id: 'mat-funciones-015',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.ecuaciones-exponenciales',
    kind: 'multiple-choice',
    question: 'Resolvé la ecuación exponencial $4^{x - 1} = 8$.',
    options: ['$x = 2{,}5$', '$x = 3$', '$x = 4$', '$x = 1{,}5$'],
    correctAnswer: 0,
    check: { compute: () => 1 + Math.log(8) / Math.log(4) },
    explanation: pasos(
      [
        'Escribí las dos bases como potencias de 2: $4 = 2^2$ y $8 = 2^3$.',
        'Queda $(2^2)^{x - 1} = 2^3$, es decir, $2^{2x - 2} = 2^3$.',
        String.raw`Igualá exponentes: $2x - 2 = 3 \Rightarrow 2x = 5 \Rightarrow x = 2{,}5$.`,
        String.raw`Control: $4^{1{,}5} = (\sqrt{4})^3 = 8$.`,
      ],
      '$x = 2{,}5$',
    ),
  },
  {
    id: 'mat-funciones-016',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.lineal',
    kind: 'multiple-choice',
    question:
      'Un plan de celular cobra un cargo fijo de 2500 pesos más 40 pesos por cada GB usado. Si una factura fue de 3700 pesos, ¿cuántos GB se usaron?',
    options: ['92,5 GB', '30 GB', '155 GB', '1200 GB'],
    correctAnswer: 1,
    check: { compute: () => (3700 - 2500) / 40 },
    explanation: pasos(
      [
        'El costo es una función lineal de los GB: $C(x) = 40x + 2500$ (pendiente = precio por GB, ordenada = cargo fijo).',
        'Planteá $40x + 2500 = 3700$.',
        'Restá el cargo fijo: $40x = 1200$. Dividí: $x = 30$.',
        'Si dividías 3700 por 40 sin descontar el cargo fijo llegabas a 92,5.',
      ],
      'Se usaron 30 GB.',
    ),
  },
  {
    id: 'mat-funciones-017',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.concepto-dominio',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es el dominio de $f(x) = \sqrt{6 - 2x}$?`,
    options: [
      String.raw`$(-\infty;\ -3]$`,
      String.raw`$(-\infty;\ 6]$`,
      String.raw`$(-\infty;\ \frac{1}{3}]$`,
      String.raw`$(-\infty;\ 3]$`,
    ],
    correctAnswer: 3,
    check: { compute: () => 6 / 2 },
    explanation: pasos(
      [
        String.raw`Una raíz cuadrada necesita radicando mayor o igual que cero: $6 - 2x \geq 0$.`,
        String.raw`Restá 6: $-2x \geq -6$.`,
        String.raw`Dividí por $-2$ e invertí el sentido: $x \leq 3$.`,
        String.raw`Control: $f(3) = \sqrt{0} = 0$ existe y $f(4) = \sqrt{-2}$ no.`,
      ],
      String.raw`$\text{Dom}(f) = (-\infty;\ 3]$`,
    ),
  },
  {
    id: 'mat-funciones-018',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.composicion-inversa',
    kind: 'true-false',
    question: String.raw`Si $f(x) = 2x + 3$ y $g(x) = x^2$, entonces $(f \circ g)(x) = (g \circ f)(x)$ para todo $x$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`$(f \circ g)(x) = f(x^2) = 2x^2 + 3$.`,
        String.raw`$(g \circ f)(x) = g(2x + 3) = (2x + 3)^2 = 4x^2 + 12x + 9$.`,
        'Son distintas: por ejemplo, en $x = 0$ dan 3 y 9.',
      ],
      'Falso: la composición no es conmutativa.',
    ),
  },
  {
    id: 'mat-funciones-019',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.composicion-inversa',
    kind: 'true-false',
    question: String.raw`La función inversa de $f(x) = 2x - 4$ es $f^{-1}(x) = \frac{x}{2} + 2$.`,
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`Escribí $y = 2x - 4$ y despejá $x$: $x = \frac{y + 4}{2} = \frac{y}{2} + 2$.`,
        String.raw`Intercambiá las variables: $f^{-1}(x) = \frac{x}{2} + 2$.`,
        'Control: $f^{-1}(f(3)) = f^{-1}(2) = 1 + 2 = 3$.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-funciones-020',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.logaritmos',
    kind: 'true-false',
    question: String.raw`Para todos $a, b > 0$ se cumple que $\log(a + b) = \log a + \log b$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`La propiedad correcta es $\log(a \cdot b) = \log a + \log b$: la suma de logaritmos corresponde a un producto.`,
        String.raw`Contraejemplo: con $a = b = 1$, $\log 2 \approx 0{,}301$, mientras que $\log 1 + \log 1 = 0$.`,
      ],
      'Falso: no existe una propiedad para el logaritmo de una suma.',
    ),
  },
  // ───────────── difícil ─────────────
  {
    id: 'mat-funciones-021',
    topic: 'funciones',
    difficulty: 'dificil',
    subtopic: 'funciones.logaritmos',
    kind: 'multiple-choice',
    question: String.raw`Resolvé la ecuación $\log_2 x + \log_2 (x - 2) = 3$.`,
    options: ['$x = 4$ y $x = -2$', '$x = 4$', '$x = -2$', '$x = 5$'],
    correctAnswer: 1,
    check: {
      compute: () => {
        // x(x − 2) = 8 → x² − 2x − 8 = 0; keep the roots that leave both arguments positive
        const d = Math.sqrt(4 + 32);
        return [(2 + d) / 2, (2 - d) / 2].filter((x) => x > 0 && x - 2 > 0);
      },
    },
    explanation: pasos(
      [
        'Dominio: hace falta $x > 0$ y $x - 2 > 0$, o sea $x > 2$.',
        String.raw`Suma de logaritmos de igual base = logaritmo del producto: $\log_2 [x(x - 2)] = 3$.`,
        'Pasá a forma exponencial: $x(x - 2) = 2^3 = 8$, es decir, $x^2 - 2x - 8 = 0$, con raíces $x = 4$ y $x = -2$.',
        String.raw`Descartá $x = -2$ porque no cumple $x > 2$. Control: $\log_2 4 + \log_2 2 = 2 + 1 = 3$. (Sumar los argumentos, $\log_2(2x - 2) = 3$, lleva a $x = 5$, que no verifica.)`,
      ],
      '$x = 4$',
    ),
  },
  {
    id: 'mat-funciones-022',
    topic: 'funciones',
    difficulty: 'dificil',
    subtopic: 'funciones.cuadratica',
    kind: 'multiple-choice',
    question: String.raw`Una parábola tiene vértice $V = (1;\ -4)$ y corta al eje $y$ en $-3$. ¿Cuáles son sus raíces?`,
    options: ['$x = -3$ y $x = 1$', '$x = 5$ y $x = -3$', '$x = 3$ y $x = -1$', '$x = 1$ y $x = -4$'],
    correctAnswer: 2,
    check: {
      compute: () => {
        // f(x) = a(x − 1)² − 4 with f(0) = −3
        const a = (-3 + 4) / (0 - 1) ** 2;
        const h = Math.sqrt(4 / a);
        return [1 + h, 1 - h];
      },
    },
    explanation: pasos(
      [
        'Usá la forma canónica: $f(x) = a(x - 1)^2 - 4$.',
        String.raw`Con la ordenada al origen: $f(0) = a \cdot 1 - 4 = -3$, así que $a = 1$.`,
        String.raw`Raíces: $(x - 1)^2 - 4 = 0 \Rightarrow (x - 1)^2 = 4 \Rightarrow x - 1 = \pm 2$.`,
        String.raw`$x = 3$ o $x = -1$. Control: el punto medio entre las raíces es 1, la abscisa del vértice. (Con $x - 1 = \pm 4$, olvidando la raíz cuadrada, llegabas a 5 y $-3$.)`,
      ],
      '$x = 3$ y $x = -1$',
    ),
  },
  {
    id: 'mat-funciones-023',
    topic: 'funciones',
    difficulty: 'dificil',
    subtopic: 'funciones.composicion-inversa',
    kind: 'multiple-choice',
    question: String.raw`Si $f(x) = \sqrt{x}$ y $g(x) = x - 4$, ¿cuál es el dominio de $f \circ g$?`,
    options: [
      String.raw`$[0;\ +\infty)$`,
      String.raw`$[-4;\ +\infty)$`,
      String.raw`$[4;\ +\infty)$`,
      String.raw`$\mathbb{R}$`,
    ],
    correctAnswer: 2,
    check: { compute: () => 4 /* x − 4 ≥ 0 */ },
    explanation: pasos(
      [
        String.raw`Armá la composición: $(f \circ g)(x) = f(x - 4) = \sqrt{x - 4}$.`,
        String.raw`El radicando tiene que ser no negativo: $x - 4 \geq 0 \Rightarrow x \geq 4$.`,
        String.raw`$[0; +\infty)$ es el dominio de $f$ sola, no el de la composición: hay que pedir que $g(x)$ caiga en el dominio de $f$.`,
      ],
      String.raw`$\text{Dom}(f \circ g) = [4;\ +\infty)$`,
    ),
  },
  {
    id: 'mat-funciones-024',
    topic: 'funciones',
    difficulty: 'dificil',
    subtopic: 'funciones.exponencial-logaritmica',
    kind: 'multiple-choice',
    question:
      'Una población de bacterias se duplica cada 3 horas. Si al inicio hay 500 bacterias, ¿cuántas habrá después de 12 horas?',
    options: ['4.000', '2.048.000', '2.500', '8.000'],
    correctAnswer: 3,
    check: { compute: () => 500 * 2 ** (12 / 3) },
    explanation: pasos(
      [
        String.raw`Modelo exponencial: $P(t) = 500 \cdot 2^{t/3}$, con $t$ en horas (un factor 2 cada 3 horas).`,
        String.raw`En 12 horas hay $\frac{12}{3} = 4$ duplicaciones: $P(12) = 500 \cdot 2^4$.`,
        String.raw`$2^4 = 16$ y $500 \cdot 16 = 8.000$.`,
        'Si usabas $2^{12}$ contabas una duplicación por hora; si sumabas 500 cada período (crecimiento lineal) llegabas a 2.500.',
      ],
      'Habrá 8.000 bacterias.',
    ),
  },
  {
    id: 'mat-funciones-025',
    topic: 'funciones',
    difficulty: 'dificil',
    subtopic: 'funciones.composicion-inversa',
    kind: 'true-false',
    question: String.raw`La función $f(x) = x^2$, con dominio $\mathbb{R}$, tiene función inversa.`,
    correctAnswer: false,
    explanation: pasos(
      [
        'Para tener inversa, una función tiene que ser inyectiva: valores distintos de $x$ deben dar valores distintos de $y$.',
        'Pero $f(2) = f(-2) = 4$: la inversa no sabría si devolver 2 o $-2$.',
        String.raw`Si se restringe el dominio a $[0; +\infty)$, sí tiene inversa: $f^{-1}(x) = \sqrt{x}$.`,
      ],
      String.raw`Falso: en todo $\mathbb{R}$ no es inyectiva.`,
    ),
  },
  {
    id: 'mat-funciones-026',
    topic: 'funciones',
    difficulty: 'dificil',
    subtopic: 'funciones.logaritmos',
    kind: 'true-false',
    question: String.raw`Si $\log_b 2 = a$, entonces $\log_b 8 = 3a$.`,
    correctAnswer: true,
    explanation: pasos(
      [
        'Escribí $8 = 2^3$.',
        String.raw`Por la propiedad de la potencia: $\log_b 8 = \log_b 2^3 = 3 \log_b 2$.`,
        String.raw`Reemplazá: $3 \log_b 2 = 3a$.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-funciones-027',
    topic: 'funciones',
    difficulty: 'dificil',
    subtopic: 'funciones.lineal',
    kind: 'true-false',
    question: String.raw`Las rectas $y = \frac{2}{3}x + 1$ e $y = -\frac{3}{2}x + 5$ son perpendiculares.`,
    correctAnswer: true,
    explanation: pasos(
      [
        'Dos rectas (no verticales) son perpendiculares si el producto de sus pendientes es $-1$.',
        String.raw`$\frac{2}{3} \cdot \left(-\frac{3}{2}\right) = -1$.`,
        'Las ordenadas al origen no influyen en la perpendicularidad.',
      ],
      'Verdadero.',
    ),
  },
];
