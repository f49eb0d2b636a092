import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** Ruffini's rule: the quotient's coefficients followed by the remainder. */
function ruffini(coefs: readonly number[], a: number): number[] {
  const row: number[] = [];
  for (const coef of coefs) row.push(coef + a * (row[row.length - 1] ?? 0));
  return row;
}

const evaluate = (coefs: readonly number[], x: number) => coefs.reduce((sum, coef) => sum * x + coef, 0);

/**
 * Álgebra básica, fourth part: the remainder theorem and polynomial division (#31 thin spot). Polynomial
 * options write a minus against its coefficient ("2x^2 -3x + 6"), so the checks read the signs.
 */
export const exercises: Exercise[] = [
  mc({
    id: 'mat-algebra-basica-081',
    subtopic: 'polinomios',
    difficulty: 'facil',
    question: '¿Cuál es el resto de dividir $P(x) = x^3 - 2x + 5$ por $(x - 2)$?',
    correct: '$9$',
    distractors: ['$1$', '$5$', '$17$'],
    pos: 0,
    check: () => evaluate([1, 0, -2, 5], 2),
    steps: [
      'Por el teorema del resto, el resto de dividir $P(x)$ por $(x - a)$ es $P(a)$. Acá $a = 2$.',
      '$P(2) = 2^3 - 2 \\cdot 2 + 5 = 8 - 4 + 5 = 9$.',
      'Usar $a = -2$ (el número del paréntesis con su signo) da $P(-2) = 1$; quedarse con el término independiente da 5; y sumar el $2x$ en lugar de restarlo da 17.',
    ],
    result: 'El resto es 9.',
  }),
  mc({
    id: 'mat-algebra-basica-082',
    subtopic: 'polinomios',
    difficulty: 'medio',
    question: 'Dividí $P(x) = 2x^3 + x^2 - 4$ por $(x + 2)$ con la regla de Ruffini. ¿Cuál es el cociente?',
    correct: '$2x^2 -3x + 6$',
    distractors: ['$2x^2 + 5x + 10$', '$2x -3$', '$2x^2 + x -2$'],
    pos: 3,
    check: () => ruffini([2, 1, 0, -4], -2).slice(0, -1),
    steps: [
      'Completá los coeficientes con 0 donde falta una potencia: $2;\\ 1;\\ 0;\\ -4$. Para $(x + 2)$ se toma $a = -2$.',
      'Bajá el 2. $2 \\cdot (-2) = -4$ y $1 - 4 = -3$. $-3 \\cdot (-2) = 6$ y $0 + 6 = 6$. $6 \\cdot (-2) = -12$ y $-4 - 12 = -16$.',
      'Cociente $2x^2 - 3x + 6$ (un grado menos que $P$) y resto $-16$. Control: $P(-2) = -16 + 4 - 4 = -16$.',
      'Con $a = 2$ sale $2x^2 + 5x + 10$; sin el 0 del término en $x$, la tabla tiene un lugar menos y da $2x - 3$.',
    ],
    result: 'Cociente $2x^2 - 3x + 6$, resto $-16$.',
  }),
  vf({
    id: 'mat-algebra-basica-083',
    subtopic: 'polinomios',
    difficulty: 'medio',
    question: 'El resto de dividir $x^{100} - 1$ por $(x + 1)$ es 0.',
    answer: true,
    steps: [
      'Teorema del resto con $a = -1$: el resto es $(-1)^{100} - 1$.',
      'Una potencia par de $-1$ vale 1, así que el resto es $1 - 1 = 0$: $(x + 1)$ divide a $x^{100} - 1$.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-algebra-basica-084',
    subtopic: 'polinomios',
    difficulty: 'dificil',
    question:
      'Al dividir un polinomio $P(x)$ por $(x - 1)$ el resto es 3, y al dividirlo por $(x + 2)$ el resto es $-3$. ¿Cuál es el resto de dividir $P(x)$ por $(x - 1)(x + 2)$?',
    correct: '$2x + 1$',
    distractors: ['$-9$', '$0$', '$x + 2$'],
    pos: 1,
    check: () => {
      // R(x) = mx + n with R(1) = 3 and R(-2) = -3
      const m = (3 - -3) / (1 - -2);
      return [m, 3 - m];
    },
    steps: [
      'El divisor es de grado 2, así que el resto tiene grado menor que 2: $R(x) = mx + n$. Además $P(x) = (x - 1)(x + 2)\\,Q(x) + mx + n$.',
      'Reemplazando $x = 1$ (anula el producto): $P(1) = m + n = 3$. Con $x = -2$: $P(-2) = -2m + n = -3$.',
      'Restando: $3m = 6$, así que $m = 2$ y $n = 1$. El resto es $2x + 1$.',
      'Multiplicar los restos da $-9$, pero los restos no se multiplican; y un resto constante no alcanza a cumplir las dos condiciones.',
    ],
    result: '$R(x) = 2x + 1$',
  }),
  mc({
    id: 'mat-algebra-basica-085',
    subtopic: 'polinomios',
    difficulty: 'dificil',
    question:
      '¿Cuánto tiene que valer $m$ para que el resto de dividir $P(x) = x^3 + mx^2 - 3x + 2$ por $(x + 1)$ sea 6?',
    correct: '$m = 2$',
    distractors: ['$m = 6$', '$m = 8$', '$m = 10$'],
    pos: 2,
    check: () => 6 - evaluate([1, 0, -3, 2], -1),
    steps: [
      'Teorema del resto: el resto es $P(-1) = (-1)^3 + m(-1)^2 - 3(-1) + 2 = -1 + m + 3 + 2 = m + 4$.',
      '$m + 4 = 6$, así que $m = 2$.',
      'Usar $P(1)$ en lugar de $P(-1)$ da $m = 6$; tomar $-3 \\cdot (-1)$ como $-3$ da $m - 2 = 6$ y $m = 8$; y pasar el 4 sumando da 10.',
    ],
    result: '$m = 2$',
  }),
  mc({
    id: 'mat-algebra-basica-086',
    subtopic: 'polinomios',
    difficulty: 'medio',
    question: 'Dividí $x^3 + 2x^2 - x + 3$ por $x^2 + 1$. ¿Cuál es el resto?',
    correct: '$-2x + 1$',
    distractors: ['$x + 2$', '$1$', '$-2x + 5$'],
    pos: 0,
    check: () => {
      // quotient x + 2: subtract (x² + 1)(x + 2) = x³ + 2x² + x + 2
      return [-1 - 1, 3 - 2];
    },
    steps: [
      'Primer término del cociente: $x^3 : x^2 = x$. Restá $x(x^2 + 1) = x^3 + x$: queda $2x^2 - 2x + 3$.',
      'Segundo término: $2x^2 : x^2 = 2$. Restá $2(x^2 + 1) = 2x^2 + 2$: queda $-2x + 1$, de grado menor que el divisor.',
      'Cociente $x + 2$ y resto $-2x + 1$. Control: $(x^2 + 1)(x + 2) + (-2x + 1) = x^3 + 2x^2 - x + 3$.',
      '$x + 2$ es el cociente; restar mal $-x - x$ como 0 deja 1, y sumar el 2 en lugar de restarlo da $-2x + 5$.',
    ],
    result: 'El resto es $-2x + 1$.',
  }),
  vf({
    id: 'mat-algebra-basica-087',
    subtopic: 'polinomios',
    difficulty: 'dificil',
    question: 'Si $P(x) = 2x^3 - 3x^2 + ax - 6$ es divisible por $(x - 2)$, entonces $a = -1$.',
    answer: false,
    steps: [
      'Divisible por $(x - 2)$ significa resto 0, o sea $P(2) = 0$.',
      '$P(2) = 16 - 12 + 2a - 6 = 2a - 2 = 0$, así que $a = 1$, no $-1$.',
    ],
    result: 'Falso: $a = 1$.',
  }),
];
