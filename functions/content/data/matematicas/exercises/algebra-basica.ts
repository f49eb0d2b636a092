import type { Exercise } from '../../../schema.ts';
import { pasos } from '../helpers.ts';

/** Evaluates a polynomial given by its coefficients (highest degree first) with explicit powers. */
const evalPoly = (coefs: number[], x: number) =>
  coefs.reduce((sum, coef, i) => sum + coef * x ** (coefs.length - 1 - i), 0);

export const exercises: Exercise[] = [
  // ───────────── fácil ─────────────
  {
    id: 'mat-algebra-basica-001',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.numeros-reales',
    kind: 'multiple-choice',
    question: String.raw`Calculá $2 + 3 \cdot (4 - 6)^2$.`,
    options: ['$14$', '$20$', '$-10$', '$8$'],
    correctAnswer: 0,
    check: { compute: () => 2 + 3 * (4 - 6) ** 2 },
    explanation: pasos(
      [
        'Resolvé primero el paréntesis: $4 - 6 = -2$.',
        'Después la potencia: $(-2)^2 = 4$ (base negativa con exponente par da positivo).',
        String.raw`Luego la multiplicación: $3 \cdot 4 = 12$.`,
        'Por último la suma: $2 + 12 = 14$. Si sumabas $2 + 3$ antes de multiplicar obtenías 20, y si tomabas $(-2)^2 = -4$ llegabas a $-10$.',
      ],
      '$14$',
    ),
  },
  {
    id: 'mat-algebra-basica-002',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.numeros-reales',
    kind: 'multiple-choice',
    question: '¿Cuál de los siguientes números es irracional?',
    options: [
      String.raw`$\sqrt{16}$`,
      String.raw`$0{,}\overline{3}$`,
      String.raw`$\sqrt{7}$`,
      String.raw`$\frac{22}{7}$`,
    ],
    correctAnswer: 2,
    check: {
      compute: () => {
        // the only radicand among the options that is not a perfect square
        const radicand = [16, 7].find((n) => !Number.isInteger(Math.sqrt(n))) ?? 0;
        return Math.sqrt(radicand);
      },
    },
    explanation: pasos(
      [
        String.raw`$\sqrt{16} = 4$, que es natural y por lo tanto racional.`,
        String.raw`$0{,}\overline{3}$ es un decimal periódico: equivale a $\frac{1}{3}$, así que es racional.`,
        String.raw`$\frac{22}{7}$ es un cociente de enteros: es racional (es una aproximación de $\pi$, pero no es $\pi$).`,
        String.raw`$\sqrt{7}$ no es una raíz exacta porque 7 no es un cuadrado perfecto: su desarrollo decimal es infinito y no periódico.`,
      ],
      String.raw`$\sqrt{7}$ es el único irracional.`,
    ),
  },
  {
    id: 'mat-algebra-basica-003',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.numeros-reales',
    kind: 'multiple-choice',
    question: String.raw`Expresá el decimal periódico $0{,}\overline{6}$ como fracción irreducible.`,
    options: [
      String.raw`$\frac{3}{5}$`,
      String.raw`$\frac{2}{33}$`,
      String.raw`$\frac{1}{6}$`,
      String.raw`$\frac{2}{3}$`,
    ],
    correctAnswer: 3,
    check: { compute: () => 6 / 9 },
    explanation: pasos(
      [
        String.raw`Llamá $x = 0{,}666\ldots$ y multiplicá por 10: $10x = 6{,}666\ldots$`,
        'Restá las dos igualdades para eliminar la parte periódica: $10x - x = 6$, es decir, $9x = 6$.',
        String.raw`Despejá y simplificá: $x = \frac{6}{9} = \frac{2}{3}$. Si lo tomabas como decimal finito ($\frac{6}{10} = \frac{3}{5}$) o ponías dos nueves ($\frac{6}{99}$) cambiabas el número.`,
      ],
      String.raw`$0{,}\overline{6} = \frac{2}{3}$`,
    ),
  },
  {
    id: 'mat-algebra-basica-004',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.potencias-radicales',
    kind: 'multiple-choice',
    question: String.raw`¿Cuánto vale $\frac{2^3 \cdot 2^4}{2^5}$?`,
    options: ['$128$', '$4$', String.raw`$\frac{1}{4}$`, '$2$'],
    correctAnswer: 1,
    check: { compute: () => (2 ** 3 * 2 ** 4) / 2 ** 5 },
    explanation: pasos(
      [
        String.raw`Producto de potencias de igual base: se suman los exponentes. $2^3 \cdot 2^4 = 2^{3 + 4} = 2^7$.`,
        'Cociente de potencias de igual base: se restan los exponentes. $2^7 : 2^5 = 2^{7 - 5} = 2^2$.',
        'Calculá la potencia: $2^2 = 4$. Ojo: la respuesta no es el exponente 2, y si multiplicabas los exponentes ($2^{12} : 2^5 = 2^7$) llegabas a 128.',
      ],
      '$4$',
    ),
  },
  {
    id: 'mat-algebra-basica-005',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.polinomios',
    kind: 'multiple-choice',
    question: 'Desarrollá el cuadrado del binomio $(x + 5)^2$.',
    options: ['$x^2 + 25$', '$x^2 + 10x + 25$', '$x^2 + 5x + 25$', '$x^2 + 10x + 10$'],
    correctAnswer: 1,
    check: { compute: () => [2 * 5, 5 ** 2] },
    explanation: pasos(
      [
        'Usá $(a + b)^2 = a^2 + 2ab + b^2$ con $a = x$ y $b = 5$.',
        String.raw`Cuadrado del primero: $x^2$. Doble producto: $2 \cdot x \cdot 5 = 10x$. Cuadrado del segundo: $5^2 = 25$.`,
        'Sumá los tres términos: $x^2 + 10x + 25$. La opción $x^2 + 25$ es el error clásico de distribuir la potencia sobre la suma.',
      ],
      '$(x + 5)^2 = x^2 + 10x + 25$',
    ),
  },
  {
    id: 'mat-algebra-basica-006',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.factoreo',
    kind: 'multiple-choice',
    question: 'Sacá el máximo factor común en $10x^4 - 15x^2$.',
    options: ['$x^2(10x^2 - 15)$', '$5x^2(5x^2 - 10)$', '$5x^2(2x^2 - 3)$', '$5x^2(2x^2 - 15)$'],
    correctAnswer: 2,
    check: {
      compute: () => {
        const common = 5; // mcd(10, 15)
        // the option shows the factor 5 and the coefficients 2 and 3 of the bracket
        return [common, 10 / common, 15 / common];
      },
    },
    explanation: pasos(
      [
        'Buscá el factor común numérico: el mcd de 10 y 15 es 5.',
        'Buscá la parte literal común con el menor exponente: entre $x^4$ y $x^2$ queda $x^2$. El factor común es $5x^2$.',
        'Dividí cada término por $5x^2$: $10x^4 : 5x^2 = 2x^2$ y $-15x^2 : 5x^2 = -3$. Conservá el signo menos.',
        String.raw`Verificá distribuyendo: $5x^2 \cdot 2x^2 - 5x^2 \cdot 3 = 10x^4 - 15x^2$. Sacar solo $x^2$ es correcto pero no es el máximo factor común, y restar en lugar de dividir ($10 - 5$, $15 - 5$) da $5x^2(5x^2 - 10)$, que no reproduce el polinomio.`,
      ],
      '$10x^4 - 15x^2 = 5x^2(2x^2 - 3)$',
    ),
  },
  {
    id: 'mat-algebra-basica-007',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.numeros-reales',
    kind: 'true-false',
    question: 'Todo número entero es también un número racional.',
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`Un número es racional si se puede escribir como $\frac{a}{b}$ con $a, b$ enteros y $b \neq 0$.`,
        String.raw`Cualquier entero $n$ se escribe como $\frac{n}{1}$; por ejemplo, $-4 = \frac{-4}{1}$.`,
        String.raw`Por eso $\mathbb{Z} \subset \mathbb{Q}$.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-algebra-basica-008',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.polinomios',
    kind: 'true-false',
    question: 'Para todos los números reales $a$ y $b$ se cumple $(a + b)^2 = a^2 + b^2$.',
    correctAnswer: false,
    explanation: pasos(
      [
        'El cuadrado de un binomio es $(a + b)^2 = a^2 + 2ab + b^2$: falta el doble producto.',
        'Contraejemplo: con $a = 1$ y $b = 2$, $(1 + 2)^2 = 9$, mientras que $1^2 + 2^2 = 5$.',
        'La igualdad solo vale cuando $ab = 0$, no para todos los reales.',
      ],
      'Falso: la potencia no es distributiva respecto de la suma.',
    ),
  },
  {
    id: 'mat-algebra-basica-009',
    topic: 'algebra-basica',
    difficulty: 'facil',
    subtopic: 'algebra-basica.potencias-radicales',
    kind: 'true-false',
    question: String.raw`Se cumple que $\sqrt{9 + 16} = \sqrt{9} + \sqrt{16}$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`Lado izquierdo: $\sqrt{9 + 16} = \sqrt{25} = 5$.`,
        String.raw`Lado derecho: $\sqrt{9} + \sqrt{16} = 3 + 4 = 7$.`,
        String.raw`Como $5 \neq 7$, la raíz no se distribuye en una suma (sí en un producto).`,
      ],
      'Falso.',
    ),
  },
  // ───────────── medio ─────────────
  {
    id: 'mat-algebra-basica-010',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.potencias-radicales',
    kind: 'multiple-choice',
    question: String.raw`Racionalizá el denominador de $\frac{10}{\sqrt{5}}$ y simplificá.`,
    options: [
      String.raw`$10\sqrt{5}$`,
      String.raw`$5\sqrt{2}$`,
      String.raw`$2\sqrt{5}$`,
      String.raw`$\frac{\sqrt{5}}{2}$`,
    ],
    correctAnswer: 2,
    check: { compute: () => 10 / Math.sqrt(5) },
    explanation: pasos(
      [
        String.raw`Multiplicá numerador y denominador por $\sqrt{5}$: $\frac{10}{\sqrt{5}} \cdot \frac{\sqrt{5}}{\sqrt{5}} = \frac{10\sqrt{5}}{5}$.`,
        String.raw`En el denominador quedó $(\sqrt{5})^2 = 5$, sin raíz.`,
        String.raw`Simplificá 10 con 5: $\frac{10\sqrt{5}}{5} = 2\sqrt{5}$. Si te olvidabas de dividir por 5 te quedaba $10\sqrt{5}$, que vale cinco veces más.`,
      ],
      String.raw`$2\sqrt{5}$`,
    ),
  },
  {
    id: 'mat-algebra-basica-011',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.potencias-radicales',
    kind: 'multiple-choice',
    question: String.raw`Calculá $\sqrt{50} - \sqrt{18} + \sqrt{8}$.`,
    options: [
      String.raw`$4\sqrt{2}$`,
      String.raw`$\sqrt{40}$`,
      String.raw`$6\sqrt{2}$`,
      String.raw`$10\sqrt{2}$`,
    ],
    correctAnswer: 0,
    check: { compute: () => Math.sqrt(50) - Math.sqrt(18) + Math.sqrt(8) },
    explanation: pasos(
      [
        String.raw`Extraé factores de cada raíz: $\sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}$, $\sqrt{18} = \sqrt{9 \cdot 2} = 3\sqrt{2}$ y $\sqrt{8} = \sqrt{4 \cdot 2} = 2\sqrt{2}$.`,
        String.raw`Ahora son radicales semejantes: $5\sqrt{2} - 3\sqrt{2} + 2\sqrt{2}$.`,
        String.raw`Operá los coeficientes: $5 - 3 + 2 = 4$. No se pueden operar los radicandos directamente ($\sqrt{50 - 18 + 8} = \sqrt{40}$ es otro número).`,
      ],
      String.raw`$4\sqrt{2}$`,
    ),
  },
  {
    id: 'mat-algebra-basica-012',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.factoreo',
    kind: 'multiple-choice',
    question: 'Factorizá el trinomio $x^2 - 7x + 12$.',
    options: [
      '$(x + 3)(x + 4)$',
      '$(x - 2)(x - 6)$',
      'No se puede factorizar en los reales',
      '$(x - 3)(x - 4)$',
    ],
    correctAnswer: 3,
    explanation: pasos(
      [
        String.raw`Buscá las raíces de $x^2 - 7x + 12 = 0$: $\Delta = (-7)^2 - 4 \cdot 1 \cdot 12 = 49 - 48 = 1$.`,
        String.raw`$x = \frac{7 \pm 1}{2}$, así que $x_1 = 4$ y $x_2 = 3$. (También podés pensar en dos números que sumen 7 y multipliquen 12.)`,
        'Escribí $a(x - x_1)(x - x_2)$ con $a = 1$: $(x - 3)(x - 4)$. Ojo con los signos: las raíces son positivas, así que en los factores aparecen restando.',
        String.raw`Verificá: $(x - 3)(x - 4) = x^2 - 4x - 3x + 12 = x^2 - 7x + 12$. Con $(x + 3)(x + 4)$ el término lineal quedaría $+7x$, y $(x - 2)(x - 6)$ da $-8x$. Como $\Delta > 0$, el trinomio sí se factoriza en los reales.`,
      ],
      '$x^2 - 7x + 12 = (x - 3)(x - 4)$',
    ),
  },
  {
    id: 'mat-algebra-basica-013',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.polinomios',
    kind: 'multiple-choice',
    question: '¿Cuál es el resto de dividir $P(x) = 2x^3 - 3x^2 + x - 5$ por $(x + 1)$?',
    options: ['$-5$', '$-11$', '$-7$', '$11$'],
    correctAnswer: 1,
    check: { compute: () => evalPoly([2, -3, 1, -5], -1) },
    explanation: pasos(
      [
        'Por el teorema del resto, el resto de dividir por $(x - a)$ es $P(a)$. Como $x + 1 = x - (-1)$, tenés $a = -1$.',
        'Calculá $P(-1) = 2(-1)^3 - 3(-1)^2 + (-1) - 5 = -2 - 3 - 1 - 5$.',
        'Sumá: $-2 - 3 - 1 - 5 = -11$. Si usabas $a = 1$ obtenías $P(1) = -5$, que es el error de signo más común.',
      ],
      'El resto es $-11$.',
    ),
  },
  {
    id: 'mat-algebra-basica-014',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.expresiones-racionales',
    kind: 'multiple-choice',
    question: String.raw`Simplificá la fracción algebraica $\frac{x^2 - 9}{x^2 - 6x + 9}$ (con $x \neq 3$).`,
    options: ['$1$', String.raw`$\frac{x + 3}{x - 3}$`, String.raw`$\frac{-9}{-6x + 9}$`, '$x + 3$'],
    correctAnswer: 1,
    check: {
      compute: () => {
        // numerator (x - r)(x + r) with r = √9, denominator (x - r)^2: after cancelling, (x + r)/(x - r)
        const r = Math.sqrt(9);
        return [r, r];
      },
    },
    explanation: pasos(
      [
        'Factorizá el numerador como diferencia de cuadrados: $x^2 - 9 = (x - 3)(x + 3)$.',
        'Factorizá el denominador como trinomio cuadrado perfecto: $x^2 - 6x + 9 = (x - 3)^2$.',
        String.raw`Cancelá un factor $(x - 3)$: $\frac{(x - 3)(x + 3)}{(x - 3)(x - 3)} = \frac{x + 3}{x - 3}$.`,
        String.raw`No se pueden "tachar" los $x^2$: son términos de una suma, no factores. Por eso $\frac{-9}{-6x + 9}$ está mal.`,
      ],
      String.raw`$\frac{x + 3}{x - 3}$, con $x \neq 3$.`,
    ),
  },
  {
    id: 'mat-algebra-basica-015',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.polinomios',
    kind: 'multiple-choice',
    question: 'Desarrollá el cubo del binomio $(x + 2)^3$.',
    options: ['$x^3 + 6x^2 + 12x + 8$', '$x^3 + 8$', '$x^3 + 3x^2 + 3x + 8$', '$x^3 + 6x^2 + 12x + 6$'],
    correctAnswer: 0,
    check: { compute: () => [3 * 2, 3 * 2 ** 2, 2 ** 3] },
    explanation: pasos(
      [
        'Usá $(a + b)^3 = a^3 + 3a^2 b + 3a b^2 + b^3$ con $a = x$ y $b = 2$.',
        String.raw`Calculá cada término: $x^3$; $3 \cdot x^2 \cdot 2 = 6x^2$; $3 \cdot x \cdot 2^2 = 12x$; $2^3 = 8$.`,
        String.raw`Sumá: $x^3 + 6x^2 + 12x + 8$. Cuidado con $2^3$: es $2 \cdot 2 \cdot 2 = 8$, no $2 \cdot 3 = 6$.`,
      ],
      '$(x + 2)^3 = x^3 + 6x^2 + 12x + 8$',
    ),
  },
  {
    id: 'mat-algebra-basica-016',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.expresiones-racionales',
    kind: 'multiple-choice',
    question: String.raw`Resolvé la suma $\frac{2}{x} + \frac{3}{x + 1}$ (con $x \neq 0$ y $x \neq -1$).`,
    options: [
      String.raw`$\frac{5}{2x + 1}$`,
      String.raw`$\frac{5x + 1}{x^2 + x}$`,
      String.raw`$\frac{5}{x^2 + x}$`,
      String.raw`$\frac{5x + 2}{x^2 + x}$`,
    ],
    correctAnswer: 3,
    check: {
      compute: () => {
        // numerator 2(x + 1) + 3x: coefficient of x and independent term
        const coefX = 2 + 3;
        const independent = 2 * 1;
        return [coefX, independent];
      },
    },
    explanation: pasos(
      [
        'El denominador común es $x(x + 1) = x^2 + x$.',
        String.raw`Amplificá: $\frac{2}{x} = \frac{2(x + 1)}{x(x + 1)}$ y $\frac{3}{x + 1} = \frac{3x}{x(x + 1)}$.`,
        'Sumá los numeradores: $2(x + 1) + 3x = 2x + 2 + 3x = 5x + 2$. Si distribuías mal ($2(x + 1) = 2x + 1$) te quedaba $5x + 1$.',
        String.raw`Las fracciones no se suman sumando numeradores y denominadores, por eso $\frac{5}{2x + 1}$ es incorrecta.`,
      ],
      String.raw`$\frac{5x + 2}{x^2 + x}$`,
    ),
  },
  {
    id: 'mat-algebra-basica-017',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.polinomios',
    kind: 'multiple-choice',
    question: '¿Para qué valor de $k$ el polinomio $P(x) = x^3 + kx^2 - 5x + 6$ es divisible por $(x - 2)$?',
    options: ['$k = -2$', '$k = 1$', '$k = -1$', '$k = -4$'],
    correctAnswer: 2,
    check: {
      compute: () => {
        // P(2) = 8 + 4k - 10 + 6 = 0  →  k = -(8 - 10 + 6) / 4
        const rest = 2 ** 3 - 5 * 2 + 6;
        return -rest / 2 ** 2;
      },
    },
    explanation: pasos(
      [
        '$P(x)$ es divisible por $(x - 2)$ si el resto es cero, es decir, si $P(2) = 0$ (teorema del resto).',
        String.raw`Calculá $P(2) = 2^3 + k \cdot 2^2 - 5 \cdot 2 + 6 = 8 + 4k - 10 + 6 = 4k + 4$.`,
        String.raw`Igualá a cero: $4k + 4 = 0 \Rightarrow 4k = -4 \Rightarrow k = -1$.`,
        'Verificá: con $k = -1$, $P(2) = 8 - 4 - 10 + 6 = 0$. (Si evaluabas en $x = -2$ llegabas a $k = -2$.)',
      ],
      '$k = -1$',
    ),
  },
  {
    id: 'mat-algebra-basica-018',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.potencias-radicales',
    kind: 'true-false',
    question: 'Se cumple que $2^{-3} = -8$.',
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`Un exponente negativo indica el inverso: $a^{-n} = \frac{1}{a^n}$.`,
        String.raw`Entonces $2^{-3} = \frac{1}{2^3} = \frac{1}{8} = 0{,}125$, que es positivo.`,
      ],
      String.raw`Falso: $2^{-3} = \frac{1}{8}$.`,
    ),
  },
  {
    id: 'mat-algebra-basica-019',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.expresiones-racionales',
    kind: 'true-false',
    question: String.raw`Para todo $x \neq -2$ vale que $\frac{x^2 + 4}{x + 2} = x + 2$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        '$x^2 + 4$ es una suma de cuadrados: no se factoriza en los reales y no es $(x + 2)^2$, que sería $x^2 + 4x + 4$.',
        String.raw`Probá con $x = 0$: el lado izquierdo da $\frac{4}{2} = 2$ y el derecho también da 2, pero con $x = 1$ el izquierdo da $\frac{5}{3}$ y el derecho 3.`,
        'Un solo contraejemplo alcanza para mostrar que la igualdad no es general.',
      ],
      'Falso.',
    ),
  },
  {
    id: 'mat-algebra-basica-020',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.polinomios',
    kind: 'true-false',
    question: 'Si $P(3) = 0$, entonces $(x - 3)$ es un factor de $P(x)$.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Por el teorema del resto, el resto de dividir $P(x)$ por $(x - 3)$ es $P(3)$.',
        String.raw`Si $P(3) = 0$, la división es exacta: $P(x) = (x - 3) \cdot Q(x)$ para algún polinomio $Q(x)$.`,
      ],
      'Verdadero: 3 es raíz y $(x - 3)$ divide a $P(x)$.',
    ),
  },
  // ───────────── difícil ─────────────
  {
    id: 'mat-algebra-basica-021',
    topic: 'algebra-basica',
    difficulty: 'dificil',
    subtopic: 'algebra-basica.potencias-radicales',
    kind: 'multiple-choice',
    question: String.raw`Racionalizá y simplificá $\frac{6}{3 - \sqrt{3}}$.`,
    options: [
      String.raw`$\frac{3 + \sqrt{3}}{2}$`,
      String.raw`$3 + \sqrt{3}$`,
      String.raw`$2 - 2\sqrt{3}$`,
      '$1$',
    ],
    correctAnswer: 1,
    check: {
      compute: () => {
        // the value is 3 + √3: the option shows the integer part 3 and the radical √3
        const value = 6 / (3 - Math.sqrt(3));
        return [3, value - 3];
      },
    },
    explanation: pasos(
      [
        String.raw`Multiplicá numerador y denominador por el conjugado del denominador, $3 + \sqrt{3}$.`,
        String.raw`Denominador: $(3 - \sqrt{3})(3 + \sqrt{3}) = 3^2 - (\sqrt{3})^2 = 9 - 3 = 6$ (diferencia de cuadrados; si sumabas, $9 + 3 = 12$, llegabas a la mitad del resultado).`,
        String.raw`Numerador: $6(3 + \sqrt{3})$. Queda $\frac{6(3 + \sqrt{3})}{6}$.`,
        String.raw`Simplificá el 6: $3 + \sqrt{3}$. Verificación aproximada: $\frac{6}{3 - 1{,}732} \approx 4{,}73$ y $3 + 1{,}732 \approx 4{,}73$.`,
      ],
      String.raw`$3 + \sqrt{3}$`,
    ),
  },
  {
    id: 'mat-algebra-basica-022',
    topic: 'algebra-basica',
    difficulty: 'dificil',
    subtopic: 'algebra-basica.factoreo',
    kind: 'multiple-choice',
    question: 'Factorizá completamente en los reales el polinomio $x^4 - 81$.',
    options: ['$(x^2 - 9)(x^2 + 9)$', '$(x - 3)^2(x + 3)^2$', '$(x - 3)(x + 3)(x^2 + 9)$', '$(x - 3)^4$'],
    correctAnswer: 2,
    check: {
      compute: () => {
        const r = 81 ** 0.25; // real roots ±3
        return [r, r, r * r];
      },
    },
    explanation: pasos(
      [
        'Mirá $x^4 - 81$ como diferencia de cuadrados: $(x^2)^2 - 9^2 = (x^2 - 9)(x^2 + 9)$.',
        'El factor $x^2 - 9$ vuelve a ser diferencia de cuadrados: $(x - 3)(x + 3)$.',
        'El factor $x^2 + 9$ es una suma de cuadrados: no tiene raíces reales, así que no se descompone más.',
        'Quedarte en $(x^2 - 9)(x^2 + 9)$ es correcto pero incompleto: la consigna pide factorizar completamente. Y $(x - 3)^4$ o $(x - 3)^2(x + 3)^2$ no sirven: al desarrollarlos aparecen términos en $x^3$ o en $x^2$ que $x^4 - 81$ no tiene.',
      ],
      '$x^4 - 81 = (x - 3)(x + 3)(x^2 + 9)$',
    ),
  },
  {
    id: 'mat-algebra-basica-023',
    topic: 'algebra-basica',
    difficulty: 'dificil',
    subtopic: 'algebra-basica.factoreo',
    kind: 'multiple-choice',
    question:
      'Sabiendo que $x = 1$ es raíz de $P(x) = x^3 - 2x^2 - 5x + 6$, hallá las otras dos raíces usando la regla de Ruffini.',
    options: ['$x = -3$ y $x = 2$', '$x = 2$ y $x = 3$', '$x = -1$ y $x = 6$', '$x = 3$ y $x = -2$'],
    correctAnswer: 3,
    check: {
      compute: () => {
        // integer roots among the divisors of 6 (Gauss), other than the known root 1
        const divisors = [1, -1, 2, -2, 3, -3, 6, -6];
        return divisors.filter((r) => r !== 1 && evalPoly([1, -2, -5, 6], r) === 0);
      },
    },
    explanation: pasos(
      [
        'Dividí por $(x - 1)$ con Ruffini. Coeficientes: 1, −2, −5, 6 y $a = 1$.',
        String.raw`Bajás 1; $1 \cdot 1 = 1$ y $-2 + 1 = -1$; $-1 \cdot 1 = -1$ y $-5 - 1 = -6$; $-6 \cdot 1 = -6$ y $6 - 6 = 0$. Cociente: $x^2 - x - 6$, resto 0.`,
        String.raw`Buscá las raíces del cociente: $x^2 - x - 6 = 0$ tiene $\Delta = 1 + 24 = 25$, así que $x = \frac{1 \pm 5}{2}$: $x = 3$ y $x = -2$.`,
        'Verificá en el polinomio original: $P(3) = 27 - 18 - 15 + 6 = 0$ y $P(-2) = -8 - 8 + 10 + 6 = 0$. La factorización completa es $P(x) = (x - 1)(x - 3)(x + 2)$; si leés las raíces desde los factores, acordate de cambiar el signo.',
      ],
      'Las otras raíces son $x = 3$ y $x = -2$.',
    ),
  },
  {
    id: 'mat-algebra-basica-024',
    topic: 'algebra-basica',
    difficulty: 'dificil',
    subtopic: 'algebra-basica.expresiones-racionales',
    kind: 'multiple-choice',
    question: String.raw`Simplificá $\frac{x^2 - 4}{x^2 + 4x + 4} : \frac{x - 2}{3x + 6}$ (para los $x$ donde está definida).`,
    options: [
      String.raw`$\frac{1}{3}$`,
      String.raw`$\frac{3}{x + 2}$`,
      '$3$',
      String.raw`$\frac{(x - 2)^2}{3(x + 2)^2}$`,
    ],
    correctAnswer: 2,
    check: {
      compute: () => {
        // evaluate the original expression at an allowed value, x = 5
        const x = 5;
        return (x ** 2 - 4) / (x ** 2 + 4 * x + 4) / ((x - 2) / (3 * x + 6));
      },
    },
    explanation: pasos(
      [
        'Factorizá todo: $x^2 - 4 = (x - 2)(x + 2)$, $x^2 + 4x + 4 = (x + 2)^2$ y $3x + 6 = 3(x + 2)$.',
        String.raw`Restricciones: $x \neq -2$ (anula denominadores) y $x \neq 2$ (anula el numerador de la fracción que se invierte).`,
        String.raw`Dividir es multiplicar por la inversa: $\frac{(x - 2)(x + 2)}{(x + 2)^2} \cdot \frac{3(x + 2)}{x - 2}$.`,
        String.raw`Cancelá $(x - 2)$ y los dos factores $(x + 2)$: queda $3$. Si multiplicabas sin invertir llegabas a $\frac{(x - 2)^2}{3(x + 2)^2}$.`,
      ],
      String.raw`La expresión vale $3$ para todo $x \neq \pm 2$.`,
    ),
  },
  {
    id: 'mat-algebra-basica-025',
    topic: 'algebra-basica',
    difficulty: 'dificil',
    subtopic: 'algebra-basica.potencias-radicales',
    kind: 'true-false',
    question: String.raw`Para $x = -5$ se cumple que $\sqrt{x^2} = x$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`Reemplazá: $\sqrt{(-5)^2} = \sqrt{25} = 5$.`,
        String.raw`La raíz cuadrada da siempre un resultado no negativo, así que $\sqrt{x^2} = |x|$.`,
        String.raw`Para $x = -5$: $|x| = 5 \neq -5$.`,
      ],
      String.raw`Falso: $\sqrt{x^2} = |x|$, que para $x = -5$ vale 5.`,
    ),
  },
  {
    id: 'mat-algebra-basica-026',
    topic: 'algebra-basica',
    difficulty: 'dificil',
    subtopic: 'algebra-basica.expresiones-racionales',
    kind: 'true-false',
    question: String.raw`La igualdad $\frac{x^2 - 5x + 6}{x - 2} = x - 3$ vale para todo número real $x$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        'Factorizá el numerador: $x^2 - 5x + 6 = (x - 2)(x - 3)$.',
        String.raw`Para $x \neq 2$ podés cancelar y queda $x - 3$.`,
        'Pero en $x = 2$ el lado izquierdo no está definido (división por cero), mientras que el derecho vale $-1$.',
      ],
      String.raw`Falso: la igualdad vale solo para $x \neq 2$.`,
    ),
  },
  {
    id: 'mat-algebra-basica-027',
    topic: 'algebra-basica',
    difficulty: 'dificil',
    subtopic: 'algebra-basica.numeros-reales',
    kind: 'true-false',
    question: String.raw`El producto de dos números irracionales puede ser racional; por ejemplo, $\sqrt{2} \cdot \sqrt{8}$ es racional.`,
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`$\sqrt{2}$ y $\sqrt{8} = 2\sqrt{2}$ son irracionales.`,
        String.raw`Su producto es $\sqrt{2 \cdot 8} = \sqrt{16} = 4$.`,
        '4 es natural, y por lo tanto racional: el conjunto de irracionales no es cerrado para el producto.',
      ],
      'Verdadero.',
    ),
  },
];
