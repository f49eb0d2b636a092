import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** Evaluates a polynomial given by its coefficients (highest degree first). */
const evalPoly = (coefs: readonly number[], x: number) =>
  coefs.reduce((sum, coef, i) => sum + coef * x ** (coefs.length - 1 - i), 0);

/** Synthetic division by (x - a): the quotient's coefficients and the remainder. */
const ruffini = (coefs: readonly number[], a: number) => {
  const out: number[] = [];
  let carried = 0;
  for (const coef of coefs) {
    carried = coef + carried * a;
    out.push(carried);
  }
  return { quotient: out.slice(0, -1), remainder: carried };
};

/**
 * Álgebra básica, second part: factoring (cases, Gauss and Ruffini), rational algebraic expressions and
 * the real numbers, where the entrance exam puts its weight.
 */
export const exercises: Exercise[] = [
  // ───────────── factoreo ─────────────
  mc({
    id: 'mat-algebra-basica-028',
    subtopic: 'factoreo',
    difficulty: 'medio',
    question: 'Factorizá completamente $x^3 - 6x^2 + 9x$.',
    correct: '$x(x - 3)^2$',
    distractors: ['$x(x + 3)^2$', '$x(x - 3)(x + 3)$', 'No se puede factorizar en los reales'],
    pos: 3,
    steps: [
      'Primer caso, factor común: $x^3 - 6x^2 + 9x = x(x^2 - 6x + 9)$.',
      String.raw`El paréntesis es un trinomio cuadrado perfecto: $x^2$ es el cuadrado de $x$, $9$ el de $3$, y el doble producto $2 \cdot x \cdot 3 = 6x$ aparece con signo menos. Entonces $x^2 - 6x + 9 = (x - 3)^2$.`,
      'Verificá desarrollando: $x(x^2 - 6x + 9) = x^3 - 6x^2 + 9x$. Con $(x + 3)^2$ el término en $x^2$ saldría positivo, y $(x - 3)(x + 3) = x^2 - 9$ es una diferencia de cuadrados, otro caso.',
    ],
    result: '$x^3 - 6x^2 + 9x = x(x - 3)^2$',
  }),
  mc({
    id: 'mat-algebra-basica-029',
    subtopic: 'factoreo',
    difficulty: 'medio',
    question: 'Factorizá $x^3 + 2x^2 - 9x - 18$ agrupando términos.',
    correct: '$(x + 2)(x - 3)(x + 3)$',
    distractors: ['$(x - 2)(x - 3)(x + 3)$', '$(x + 2)(x - 3)^2$', 'No se puede factorizar en los reales'],
    pos: 0,
    steps: [
      'Agrupá de a dos y sacá factor común en cada grupo: $x^2(x + 2) - 9(x + 2)$. Ojo con el signo: $-9x - 18 = -9(x + 2)$.',
      'Ahora $(x + 2)$ es factor común: $(x + 2)(x^2 - 9)$.',
      '$x^2 - 9$ es diferencia de cuadrados: $(x - 3)(x + 3)$. Queda $(x + 2)(x - 3)(x + 3)$.',
      'Control: las raíces son $-2$, $3$ y $-3$, y $P(-2) = -8 + 8 + 18 - 18 = 0$. Si sacabas $-9(x - 2)$ en el segundo grupo, el signo del factor quedaba mal.',
    ],
    result: '$x^3 + 2x^2 - 9x - 18 = (x + 2)(x - 3)(x + 3)$',
  }),
  mc({
    id: 'mat-algebra-basica-030',
    subtopic: 'factoreo',
    difficulty: 'dificil',
    question: 'Usando el teorema de Gauss y la regla de Ruffini, factorizá $P(x) = 2x^3 - 3x^2 - 11x + 6$.',
    correct: '$(x - 3)(2x - 1)(x + 2)$',
    distractors: [
      '$(x + 3)(2x + 1)(x - 2)$',
      String.raw`$(x - 3)\left(x - \frac{1}{2}\right)(x + 2)$`,
      'No tiene raíces racionales',
    ],
    pos: 0,
    steps: [
      String.raw`Candidatas a raíces racionales (Gauss): divisores de 6 sobre divisores de 2, es decir $\pm 1, \pm 2, \pm 3, \pm 6, \pm \frac{1}{2}, \pm \frac{3}{2}$.`,
      String.raw`Probá: $P(3) = 54 - 27 - 33 + 6 = 0$. Dividí por $(x - 3)$ con Ruffini: bajás 2; $2 \cdot 3 = 6$ y $-3 + 6 = 3$; $3 \cdot 3 = 9$ y $-11 + 9 = -2$; $-2 \cdot 3 = -6$ y $6 - 6 = 0$. Cociente: $2x^2 + 3x - 2$.`,
      String.raw`Raíces del cociente: $\Delta = 9 + 16 = 25$, $x = \frac{-3 \pm 5}{4}$, o sea $\frac{1}{2}$ y $-2$. Entonces $2x^2 + 3x - 2 = 2\left(x - \frac{1}{2}\right)(x + 2) = (2x - 1)(x + 2)$.`,
      String.raw`No te olvides del coeficiente principal: $(x - 3)\left(x - \frac{1}{2}\right)(x + 2)$ tiene coeficiente principal 1, así que es la mitad de $P(x)$.`,
    ],
    result: '$P(x) = (x - 3)(2x - 1)(x + 2)$',
  }),
  mc({
    id: 'mat-algebra-basica-031',
    subtopic: 'factoreo',
    difficulty: 'dificil',
    question: '¿Cuáles son las raíces de $P(x) = x^3 - 7x - 6$?',
    correct: '$-2$, $-1$ y $3$',
    distractors: ['$-3$, $1$ y $2$', '$-3$, $-1$ y $2$', 'Solo $-1$'],
    pos: 2,
    check: () => [-6, -3, -2, -1, 1, 2, 3, 6].filter((r) => evalPoly([1, 0, -7, -6], r) === 0),
    steps: [
      String.raw`Por Gauss, las raíces enteras están entre los divisores de $-6$: $\pm 1, \pm 2, \pm 3, \pm 6$. Probá: $P(-1) = -1 + 7 - 6 = 0$.`,
      'Ruffini por $(x + 1)$, sin olvidar el 0 del término en $x^2$ (coeficientes 1, 0, $-7$, $-6$): bajás 1; $0 - 1 = -1$; $-7 + 1 = -6$; $-6 + 6 = 0$. Cociente: $x^2 - x - 6$.',
      '$x^2 - x - 6 = (x - 3)(x + 2)$: raíces 3 y $-2$. Verificá: $P(3) = 27 - 21 - 6 = 0$ y $P(-2) = -8 + 14 - 6 = 0$.',
      'Cambiar todos los signos da $-3$, 1 y 2; leer mal los signos del cociente da $-3$ y 2, y quedarse con $-1$ olvida que el cociente también tiene raíces.',
    ],
    result: 'Las raíces son $-2$, $-1$ y $3$.',
  }),
  mc({
    id: 'mat-algebra-basica-032',
    subtopic: 'factoreo',
    difficulty: 'medio',
    question: 'Factorizá el trinomio $4x^2 - 12x + 9$.',
    correct: '$(2x - 3)^2$',
    distractors: ['$(2x + 3)^2$', '$(4x - 3)^2$', 'No es un trinomio cuadrado perfecto'],
    pos: 0,
    steps: [
      'Los términos cuadrados son $4x^2 = (2x)^2$ y $9 = 3^2$.',
      String.raw`El doble producto de las bases es $2 \cdot 2x \cdot 3 = 12x$, que aparece con signo menos: es un trinomio cuadrado perfecto y la base lleva resta.`,
      '$(2x - 3)^2 = 4x^2 - 12x + 9$. Con $(4x - 3)^2$ el primer término sería $16x^2$: la base es la raíz de $4x^2$, no $4x$.',
    ],
    result: '$4x^2 - 12x + 9 = (2x - 3)^2$',
  }),
  vf({
    id: 'mat-algebra-basica-033',
    subtopic: 'factoreo',
    difficulty: 'facil',
    question: 'Se cumple que $x^2 - 10x + 25 = (x - 5)^2$.',
    answer: true,
    steps: [
      String.raw`Desarrollá: $(x - 5)^2 = x^2 - 2 \cdot 5 \cdot x + 25 = x^2 - 10x + 25$.`,
      'Es un trinomio cuadrado perfecto: los extremos son cuadrados y el término del medio es el doble producto.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-algebra-basica-034',
    subtopic: 'factoreo',
    difficulty: 'dificil',
    question: 'Se cumple que $x^3 + 8 = (x + 2)^3$.',
    answer: false,
    steps: [
      '$(x + 2)^3 = x^3 + 6x^2 + 12x + 8$: tiene términos en $x^2$ y en $x$ que $x^3 + 8$ no tiene.',
      '$x^3 + 8$ es una suma de cubos ($8 = 2^3$) y se factoriza como $(x + 2)(x^2 - 2x + 4)$. Lo podés obtener con Ruffini dividiendo por $(x + 2)$: coeficientes 1, 0, 0, 8 dan cociente $x^2 - 2x + 4$ y resto 0.',
      String.raw`El factor $x^2 - 2x + 4$ tiene $\Delta = 4 - 16 < 0$ y no se descompone más en los reales.`,
    ],
    result: 'Falso: $x^3 + 8 = (x + 2)(x^2 - 2x + 4)$.',
  }),
  mc({
    id: 'mat-algebra-basica-035',
    subtopic: 'factoreo',
    difficulty: 'dificil',
    question: 'Factorizá completamente en los reales $x^4 - 5x^2 + 4$.',
    correct: '$(x - 1)(x + 1)(x - 2)(x + 2)$',
    distractors: [
      '$(x^2 + 1)(x^2 + 4)$',
      '$(x - 1)(x + 1)(x^2 + 4)$',
      'No se puede factorizar en los reales',
    ],
    pos: 3,
    steps: [
      'Es una bicuadrada: con $t = x^2$ queda $t^2 - 5t + 4$, cuyas raíces son $t = 1$ y $t = 4$. Entonces $x^4 - 5x^2 + 4 = (x^2 - 1)(x^2 - 4)$.',
      'Cada factor es una diferencia de cuadrados: $x^2 - 1 = (x - 1)(x + 1)$ y $x^2 - 4 = (x - 2)(x + 2)$.',
      String.raw`Control: las raíces son $\pm 1$ y $\pm 2$; por ejemplo, $2^4 - 5 \cdot 4 + 4 = 0$. Con $(x^2 + 1)(x^2 + 4)$ el término del medio sería $+5x^2$, y $(x^2 - 1)(x^2 + 4) = x^4 + 3x^2 - 4$.`,
    ],
    result: '$x^4 - 5x^2 + 4 = (x - 1)(x + 1)(x - 2)(x + 2)$',
  }),
  mc({
    id: 'mat-algebra-basica-036',
    subtopic: 'factoreo',
    difficulty: 'dificil',
    question: '¿Qué multiplicidad tiene la raíz $x = 1$ en el polinomio $P(x) = x^3 - 3x + 2$?',
    correct: '$2$',
    distractors: ['$1$', '$3$', '$0$'],
    pos: 0,
    check: () => {
      // divide by (x - 1) while the remainder is zero
      let coefs = [1, 0, -3, 2];
      let times = 0;
      for (;;) {
        const { quotient, remainder } = ruffini(coefs, 1);
        if (remainder !== 0 || quotient.length === 0) return times;
        times++;
        coefs = quotient;
      }
    },
    steps: [
      '$P(1) = 1 - 3 + 2 = 0$: 1 es raíz. Ruffini con coeficientes 1, 0, $-3$, 2: bajás 1; $0 + 1 = 1$; $-3 + 1 = -2$; $2 - 2 = 0$. Cociente $x^2 + x - 2$.',
      'El cociente vuelve a anularse en 1: $1 + 1 - 2 = 0$. Otra vez Ruffini: $x^2 + x - 2 = (x - 1)(x + 2)$.',
      'Entonces $P(x) = (x - 1)^2(x + 2)$: el factor $(x - 1)$ aparece dos veces y $x + 2$ ya no se anula en 1.',
    ],
    result: 'La raíz $x = 1$ es doble (multiplicidad 2).',
  }),
  vf({
    id: 'mat-algebra-basica-037',
    subtopic: 'factoreo',
    difficulty: 'medio',
    question:
      'Si un polinomio con coeficientes enteros tiene una raíz entera, esa raíz es un divisor del término independiente.',
    answer: true,
    steps: [
      String.raw`Si $r$ es raíz entera de $a_n x^n + \ldots + a_1 x + a_0$, despejando queda $a_0 = -r(a_n r^{n-1} + \ldots + a_1)$.`,
      'El paréntesis es un entero, así que $r$ divide a $a_0$. Es el caso particular del teorema de Gauss que se usa para buscar raíces.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-algebra-basica-038',
    subtopic: 'factoreo',
    difficulty: 'dificil',
    question: 'Sabiendo que $-2$ es raíz de $P(x) = x^3 + 4x^2 + x - 6$, factorizalo completamente.',
    correct: '$(x + 2)(x + 3)(x - 1)$',
    distractors: [
      '$(x - 2)(x - 3)(x + 1)$',
      '$(x + 2)(x - 3)(x + 1)$',
      'No se puede factorizar en los reales',
    ],
    pos: 1,
    steps: [
      'Comprobá: $P(-2) = -8 + 16 - 2 - 6 = 0$. Entonces $(x + 2)$ es factor (la raíz $-2$ da el factor $x - (-2)$).',
      String.raw`Ruffini con $a = -2$: bajás 1; $1 \cdot (-2) = -2$ y $4 - 2 = 2$; $2 \cdot (-2) = -4$ y $1 - 4 = -3$; $-3 \cdot (-2) = 6$ y $-6 + 6 = 0$. Cociente: $x^2 + 2x - 3$.`,
      '$x^2 + 2x - 3$: dos números que multiplicados den $-3$ y sumados 2 son $3$ y $-1$. Queda $(x + 3)(x - 1)$.',
      'Verificá con $x = 1$: $1 + 4 + 1 - 6 = 0$. Si escribías el factor de la raíz $-2$ como $(x - 2)$ se invertían todos los signos.',
    ],
    result: '$P(x) = (x + 2)(x + 3)(x - 1)$',
  }),
  vf({
    id: 'mat-algebra-basica-039',
    subtopic: 'factoreo',
    difficulty: 'facil',
    question: 'El polinomio $x^2 + 9$ se factoriza como $(x + 3)(x - 3)$.',
    answer: false,
    steps: [
      '$(x + 3)(x - 3) = x^2 - 9$: es la diferencia de cuadrados, no la suma.',
      String.raw`$x^2 + 9$ no tiene raíces reales ($x^2 = -9$ no tiene solución en $\mathbb{R}$), así que no se factoriza en los reales.`,
    ],
    result: 'Falso.',
  }),
  vf({
    id: 'mat-algebra-basica-040',
    subtopic: 'factoreo',
    difficulty: 'dificil',
    question: '$x = 2$ es raíz doble del polinomio $x^3 - 3x^2 + 4$.',
    answer: true,
    steps: [
      '$P(2) = 8 - 12 + 4 = 0$. Ruffini con coeficientes 1, $-3$, 0, 4 y $a = 2$: bajás 1; $-3 + 2 = -1$; $0 - 2 = -2$; $4 - 4 = 0$. Cociente $x^2 - x - 2$.',
      'El cociente también se anula en 2: $4 - 2 - 2 = 0$, y $x^2 - x - 2 = (x - 2)(x + 1)$.',
      'Entonces $x^3 - 3x^2 + 4 = (x - 2)^2(x + 1)$: la raíz 2 aparece dos veces.',
    ],
    result: 'Verdadero.',
  }),
  // ───────────── expresiones algebraicas racionales ─────────────
  mc({
    id: 'mat-algebra-basica-041',
    subtopic: 'expresiones-racionales',
    difficulty: 'medio',
    question: String.raw`Simplificá $\frac{x^2 - 5x + 6}{x^2 - 4}$ (para $x \neq 2$ y $x \neq -2$).`,
    correct: String.raw`$\frac{x - 3}{x + 2}$`,
    distractors: [
      String.raw`$\frac{x + 3}{x - 2}$`,
      String.raw`$\frac{-5x + 6}{-4}$`,
      'No se puede simplificar',
    ],
    pos: 0,
    steps: [
      'Factorizá el numerador: dos números que sumen $-5$ y multipliquen 6 son $-2$ y $-3$, así que $x^2 - 5x + 6 = (x - 2)(x - 3)$.',
      'Factorizá el denominador: $x^2 - 4 = (x - 2)(x + 2)$.',
      String.raw`Cancelá el factor común $(x - 2)$: queda $\frac{x - 3}{x + 2}$. Los $x^2$ no se tachan: son términos de una suma, no factores.`,
    ],
    result: String.raw`$\frac{x - 3}{x + 2}$`,
  }),
  vf({
    id: 'mat-algebra-basica-042',
    subtopic: 'expresiones-racionales',
    difficulty: 'dificil',
    question: String.raw`Para todo $x \neq 1$ y $x \neq -1$ se cumple que $\frac{x}{x - 1} - \frac{2}{x^2 - 1} = \frac{x + 2}{x + 1}$.`,
    answer: true,
    steps: [
      String.raw`Denominador común: $x^2 - 1 = (x - 1)(x + 1)$. Amplificá: $\frac{x(x + 1) - 2}{(x - 1)(x + 1)} = \frac{x^2 + x - 2}{(x - 1)(x + 1)}$.`,
      'Factorizá el numerador: $x^2 + x - 2 = (x + 2)(x - 1)$.',
      String.raw`Cancelá $(x - 1)$: queda $\frac{x + 2}{x + 1}$. Control con $x = 2$: $2 - \frac{2}{3} = \frac{4}{3}$ y $\frac{4}{3}$.`,
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-algebra-basica-043',
    subtopic: 'expresiones-racionales',
    difficulty: 'dificil',
    question: String.raw`Para todo $x \neq 0$ y $x \neq 1$ se cumple que $\frac{1}{x} - \frac{1}{x - 1} = \frac{1}{x(x - 1)}$.`,
    answer: false,
    steps: [
      String.raw`Con denominador común $x(x - 1)$: $\frac{(x - 1) - x}{x(x - 1)} = \frac{-1}{x(x - 1)}$.`,
      String.raw`El resultado tiene el signo contrario al del enunciado. Control con $x = 2$: $\frac{1}{2} - 1 = -\frac{1}{2}$, mientras que $\frac{1}{2 \cdot 1} = \frac{1}{2}$.`,
    ],
    result: String.raw`Falso: $\frac{1}{x} - \frac{1}{x - 1} = -\frac{1}{x(x - 1)}$.`,
  }),
  mc({
    id: 'mat-algebra-basica-044',
    subtopic: 'expresiones-racionales',
    difficulty: 'medio',
    question: String.raw`¿Para qué valores de $x$ no está definida la expresión $\frac{x + 1}{x^2 - 5x}$?`,
    correct: '$x = 0$ y $x = 5$',
    distractors: ['$x = 5$', '$x = -1$', '$x = 0$, $x = 5$ y $x = -1$'],
    pos: 3,
    check: () => {
      // zeros of the denominator x(x - 5), from its factors
      return [0, 5].filter((x) => x * x - 5 * x === 0);
    },
    steps: [
      'Una expresión racional no está definida donde se anula el denominador.',
      '$x^2 - 5x = x(x - 5) = 0$ cuando $x = 0$ o $x = 5$.',
      'El $x = 0$ se pierde si dividís por $x$ en lugar de factorizar. Y $x = -1$ anula el numerador: ahí la expresión vale 0, está definida.',
    ],
    result: 'No está definida en $x = 0$ ni en $x = 5$.',
  }),
  mc({
    id: 'mat-algebra-basica-045',
    subtopic: 'expresiones-racionales',
    difficulty: 'dificil',
    question: String.raw`Simplificá $\frac{x^3 - x}{x^2 + x}$ (para $x \neq 0$ y $x \neq -1$).`,
    correct: '$x - 1$',
    distractors: ['$x + 1$', String.raw`$\frac{x^2 - 1}{x}$`, 'No se puede simplificar'],
    pos: 2,
    steps: [
      'Numerador: factor común y diferencia de cuadrados, $x^3 - x = x(x^2 - 1) = x(x - 1)(x + 1)$.',
      'Denominador: factor común, $x^2 + x = x(x + 1)$.',
      String.raw`Cancelá $x$ y $(x + 1)$: queda $x - 1$. Control con $x = 2$: $\frac{8 - 2}{4 + 2} = 1 = 2 - 1$. La opción $\frac{x^2 - 1}{x}$ sale de tachar una sola $x$ arriba y abajo como si fueran factores de cada término.`,
    ],
    result: '$x - 1$',
  }),
  // ───────────── números reales ─────────────
  mc({
    id: 'mat-algebra-basica-046',
    subtopic: 'numeros-reales',
    difficulty: 'medio',
    question: String.raw`Calculá $\left(\frac{2}{3} - \frac{1}{2}\right) : \frac{5}{12} + 1$.`,
    correct: String.raw`$\frac{7}{5}$`,
    distractors: [String.raw`$\frac{77}{72}$`, String.raw`$\frac{7}{15}$`, String.raw`$\frac{2}{5}$`],
    pos: 0,
    check: () => (2 / 3 - 1 / 2) / (5 / 12) + 1,
    steps: [
      String.raw`Paréntesis: $\frac{2}{3} - \frac{1}{2} = \frac{4 - 3}{6} = \frac{1}{6}$.`,
      String.raw`División: multiplicá por el inverso, $\frac{1}{6} \cdot \frac{12}{5} = \frac{12}{30} = \frac{2}{5}$.`,
      String.raw`Suma final: $\frac{2}{5} + 1 = \frac{7}{5}$.`,
      String.raw`Multiplicar sin invertir da $\frac{5}{72} + 1 = \frac{77}{72}$; hacer la división antes que la resta del paréntesis da $\frac{7}{15}$; y $\frac{2}{5}$ olvida sumar el 1.`,
    ],
    result: String.raw`$\frac{7}{5}$`,
  }),
  mc({
    id: 'mat-algebra-basica-047',
    subtopic: 'numeros-reales',
    difficulty: 'medio',
    question: String.raw`Expresá $0{,}1\overline{6}$ como fracción irreducible.`,
    correct: String.raw`$\frac{1}{6}$`,
    distractors: [String.raw`$\frac{16}{99}$`, String.raw`$\frac{8}{45}$`, String.raw`$\frac{4}{25}$`],
    pos: 3,
    check: () => (16 - 1) / 90,
    steps: [
      String.raw`Es periódico mixto: el 1 no se repite y el 6 sí. Llamá $x = 0{,}1666\ldots$`,
      String.raw`$100x = 16{,}666\ldots$ y $10x = 1{,}666\ldots$ Restando: $90x = 15$, así que $x = \frac{15}{90} = \frac{1}{6}$.`,
      String.raw`Regla práctica: todo el número menos la parte no periódica, sobre tantos 9 como cifras periódicas y tantos 0 como no periódicas: $\frac{16 - 1}{90}$. Poner $\frac{16}{99}$ trata a 16 como período, $\frac{16}{90} = \frac{8}{45}$ olvida restar el 1 y $\frac{16}{100}$ corta el decimal.`,
    ],
    result: String.raw`$0{,}1\overline{6} = \frac{1}{6}$`,
  }),
  vf({
    id: 'mat-algebra-basica-048',
    subtopic: 'numeros-reales',
    difficulty: 'dificil',
    question: String.raw`El número $0{,}\overline{9} = 0{,}999\ldots$ es menor que 1.`,
    answer: false,
    steps: [
      String.raw`Con el método de los periódicos: $x = 0{,}999\ldots$, $10x = 9{,}999\ldots$, y restando $9x = 9$, así que $x = 1$.`,
      String.raw`Otra forma: $\frac{1}{3} = 0{,}333\ldots$; multiplicando por 3, $1 = 0{,}999\ldots$`,
      'Son dos escrituras del mismo número real: no hay ningún número entre ellos.',
    ],
    result: String.raw`Falso: $0{,}\overline{9} = 1$.`,
  }),
  mc({
    id: 'mat-algebra-basica-049',
    subtopic: 'numeros-reales',
    difficulty: 'medio',
    question: String.raw`¿Cuál de los siguientes números está entre $\frac{3}{7}$ y $\frac{4}{9}$?`,
    correct: '$0{,}43$',
    distractors: ['$0{,}42$', '$0{,}45$', '$0{,}5$'],
    pos: 1,
    check: () => [0.42, 0.43, 0.45, 0.5].filter((x) => x > 3 / 7 && x < 4 / 9),
    steps: [
      String.raw`Pasá las fracciones a decimal: $\frac{3}{7} = 0{,}428571\ldots$ y $\frac{4}{9} = 0{,}444\ldots$`,
      String.raw`$0{,}42 < 0{,}4285\ldots$ queda a la izquierda; $0{,}45 > 0{,}444\ldots$ y $0{,}5$ quedan a la derecha.`,
      String.raw`$0{,}43$ cumple $0{,}4285\ldots < 0{,}43 < 0{,}444\ldots$`,
    ],
    result: '$0{,}43$',
  }),
  // ───────────── polinomios ─────────────
  mc({
    id: 'mat-algebra-basica-050',
    subtopic: 'polinomios',
    difficulty: 'dificil',
    question:
      'Hallá $a$ y $b$ para que $P(x) = x^3 + ax^2 + bx - 6$ sea divisible por $(x - 1)$ y por $(x + 2)$.',
    correct: '$a = 4$ y $b = 1$',
    distractors: ['$a = -6$ y $b = 11$', '$a = 0$ y $b = -7$', '$a = 5$ y $b = 0$'],
    pos: 0,
    check: () => {
      // P(1) = 0: a + b = 5; P(-2) = 0: 4a - 2b = 14. Cramer's rule.
      const det = 1 * -2 - 4 * 1;
      return [(5 * -2 - 14 * 1) / det, (1 * 14 - 4 * 5) / det];
    },
    steps: [
      'Por el teorema del resto, divisible por $(x - 1)$ significa $P(1) = 0$: $1 + a + b - 6 = 0$, o sea $a + b = 5$.',
      'Divisible por $(x + 2)$ significa $P(-2) = 0$: $-8 + 4a - 2b - 6 = 0$, o sea $4a - 2b = 14$, es decir $2a - b = 7$.',
      'Sumá las ecuaciones $a + b = 5$ y $2a - b = 7$: $3a = 12$, $a = 4$ y $b = 1$.',
      'Verificá: $P(x) = x^3 + 4x^2 + x - 6$ y $P(-2) = -8 + 16 - 2 - 6 = 0$. Evaluar en $x = 2$ en lugar de $-2$ lleva a $a = -6$, $b = 11$; y $a = 5$, $b = 0$ cumple solo la primera condición.',
    ],
    result: '$a = 4$ y $b = 1$',
  }),
  vf({
    id: 'mat-algebra-basica-051',
    subtopic: 'polinomios',
    difficulty: 'medio',
    question:
      'Al dividir $2x^3 - 5x^2 + 3$ por $(x - 2)$ con la regla de Ruffini se obtiene cociente $2x^2 - x - 2$ y resto $-1$.',
    answer: true,
    steps: [
      'Completá el polinomio con el coeficiente 0 de la $x$: 2, $-5$, 0, 3. Usá $a = 2$.',
      String.raw`Bajás 2; $2 \cdot 2 = 4$ y $-5 + 4 = -1$; $-1 \cdot 2 = -2$ y $0 - 2 = -2$; $-2 \cdot 2 = -4$ y $3 - 4 = -1$.`,
      'Cociente $2x^2 - x - 2$ y resto $-1$. Control con el teorema del resto: $P(2) = 16 - 20 + 3 = -1$.',
    ],
    result: 'Verdadero.',
  }),
  // ───────────── potencias y radicales ─────────────
  mc({
    id: 'mat-algebra-basica-052',
    subtopic: 'potencias-radicales',
    difficulty: 'dificil',
    question: String.raw`Calculá $\frac{(2 \cdot 10^{-3})^2 \cdot 5 \cdot 10^{4}}{10^{-2}}$.`,
    correct: '$20$',
    distractors: ['$10$', String.raw`$2 \cdot 10^{-3}$`, '$0{,}2$'],
    pos: 2,
    check: () => (2e-3 ** 2 * 5e4) / 1e-2,
    steps: [
      String.raw`La potencia afecta a los dos factores: $(2 \cdot 10^{-3})^2 = 4 \cdot 10^{-6}$.`,
      String.raw`Multiplicá: $4 \cdot 10^{-6} \cdot 5 \cdot 10^{4} = 20 \cdot 10^{-2}$.`,
      String.raw`Dividí por $10^{-2}$ restando exponentes: $20 \cdot 10^{-2 - (-2)} = 20 \cdot 10^{0} = 20$.`,
      String.raw`Elevar solo la potencia de 10 da 10; multiplicar por $10^{-2}$ en lugar de dividir da $2 \cdot 10^{-3}$; y olvidar el denominador deja $0{,}2$.`,
    ],
    result: '$20$',
  }),
  mc({
    id: 'mat-algebra-basica-053',
    subtopic: 'potencias-radicales',
    difficulty: 'dificil',
    question: String.raw`Calculá $\sqrt{75} - \sqrt{12} + 2\sqrt{27}$.`,
    correct: String.raw`$9\sqrt{3}$`,
    distractors: [String.raw`$6\sqrt{3}$`, String.raw`$13\sqrt{3}$`, String.raw`$\sqrt{117}$`],
    pos: 3,
    check: () => Math.sqrt(75) - Math.sqrt(12) + 2 * Math.sqrt(27),
    steps: [
      String.raw`Extraé factores: $\sqrt{75} = \sqrt{25 \cdot 3} = 5\sqrt{3}$, $\sqrt{12} = \sqrt{4 \cdot 3} = 2\sqrt{3}$ y $2\sqrt{27} = 2 \cdot 3\sqrt{3} = 6\sqrt{3}$.`,
      String.raw`Sumá los radicales semejantes: $(5 - 2 + 6)\sqrt{3} = 9\sqrt{3}$.`,
      String.raw`Olvidar el 2 de $2\sqrt{27}$ da $6\sqrt{3}$; sumar el $\sqrt{12}$ en lugar de restarlo da $13\sqrt{3}$; y operar los radicandos ($\sqrt{75 - 12 + 54}$) no es válido.`,
    ],
    result: String.raw`$9\sqrt{3}$`,
  }),
];
