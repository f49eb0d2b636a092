import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** Ecuaciones, fifth part (#31, FRM weights): rational equations and the solutions the domain rules out. */
export const exercises: Exercise[] = [
  mc({
    id: 'mat-ecuaciones-106',
    subtopic: 'racionales',
    difficulty: 'facil',
    question: String.raw`Resolvé $\frac{4}{x + 1} = 2$.`,
    correct: '$x = 1$',
    distractors: ['$x = 3$', String.raw`$x = \frac{3}{2}$`, '$x = -1$'],
    pos: 3,
    check: () => 4 / 2 - 1,
    steps: [
      'El denominador no puede valer 0, así que $x \\neq -1$.',
      'Multiplicando por $(x + 1)$: $4 = 2(x + 1) = 2x + 2$, de donde $2x = 2$ y $x = 1$. Control: $\\frac{4}{2} = 2$.',
      'Pasar el 1 sumando da 3; multiplicar solo la $x$ por 2 ($4 = 2x + 1$) da $\\frac{3}{2}$; y $-1$ es justamente el valor prohibido.',
    ],
    result: '$x = 1$.',
  }),
  vf({
    id: 'mat-ecuaciones-107',
    subtopic: 'racionales',
    difficulty: 'facil',
    question: String.raw`$x = -3$ es solución de $\frac{x + 5}{x + 1} = -1$.`,
    answer: true,
    steps: [
      'Con $x = -3$ el denominador vale $-3 + 1 = -2$, distinto de 0: el valor está permitido.',
      'El cociente da $\\frac{-3 + 5}{-2} = \\frac{2}{-2} = -1$, que es el segundo miembro.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-ecuaciones-108',
    subtopic: 'racionales',
    difficulty: 'medio',
    question: String.raw`La ecuación $\frac{x + 2}{x - 2} = \frac{4}{x - 2}$ tiene la solución $x = 2$.`,
    answer: false,
    steps: [
      'Multiplicando por $(x - 2)$ queda $x + 2 = 4$, o sea $x = 2$.',
      'Pero $x = 2$ anula los denominadores: no pertenece al conjunto donde la ecuación tiene sentido. Es una solución extraña y la ecuación no tiene solución.',
    ],
    result: 'Falso: la ecuación no tiene solución.',
  }),
  mc({
    id: 'mat-ecuaciones-109',
    subtopic: 'racionales',
    difficulty: 'medio',
    question: String.raw`Resolvé $\frac{x}{x + 2} + \frac{2}{x - 2} = \frac{8}{x^2 - 4}$.`,
    correct: 'No tiene solución',
    distractors: ['$x = 2$ y $x = -2$', '$x = 2$', '$x = -2$'],
    pos: 0,
    steps: [
      'Como $x^2 - 4 = (x + 2)(x - 2)$, los valores prohibidos son $x = 2$ y $x = -2$.',
      'Multiplicando todo por $(x + 2)(x - 2)$: $x(x - 2) + 2(x + 2) = 8$, es decir $x^2 + 4 = 8$ y $x^2 = 4$.',
      'Los candidatos $x = 2$ y $x = -2$ son los dos valores prohibidos: ninguno sirve. Quedarse con uno o con los dos es no controlar el dominio.',
    ],
    result: 'La ecuación no tiene solución.',
  }),
  mc({
    id: 'mat-ecuaciones-110',
    subtopic: 'racionales',
    difficulty: 'dificil',
    question: String.raw`Resolvé $\frac{2x}{x - 3} = \frac{6}{x - 3} + x$.`,
    correct: '$x = 2$',
    distractors: ['$x = 2$ y $x = 3$', '$x = 3$', '$x = -2$ y $x = -3$'],
    pos: 1,
    check: () => [2, 3].filter((x) => x !== 3),
    steps: [
      'Valor prohibido: $x = 3$.',
      'Multiplicando por $(x - 3)$: $2x = 6 + x(x - 3)$, que ordenado es $x^2 - 5x + 6 = 0$, con raíces $x = 2$ y $x = 3$.',
      'El 3 anula el denominador y se descarta. Control con $x = 2$: $\\frac{4}{-1} = -4$ y $\\frac{6}{-1} + 2 = -4$. Cambiar los signos al factorizar da $-2$ y $-3$.',
    ],
    result: 'La única solución es $x = 2$.',
  }),
  mc({
    id: 'mat-ecuaciones-111',
    subtopic: 'racionales',
    difficulty: 'medio',
    question: String.raw`La suma de un número real y su inverso es $\frac{10}{3}$. ¿Qué número puede ser?`,
    correct: String.raw`$3$ o $\frac{1}{3}$`,
    distractors: ['$3$ solamente', String.raw`$\frac{10}{3}$`, String.raw`$-3$ o $-\frac{1}{3}$`],
    pos: 2,
    check: () => {
      const d = Math.sqrt(100 - 36);
      return [(10 + d) / 6, (10 - d) / 6];
    },
    steps: [
      'Planteo: $x + \\frac{1}{x} = \\frac{10}{3}$, con $x \\neq 0$.',
      'Multiplicando por $3x$: $3x^2 + 3 = 10x$, o sea $3x^2 - 10x + 3 = 0$. La resolvente da $x = \\frac{10 \\pm 8}{6}$: $x = 3$ o $x = \\frac{1}{3}$.',
      'Los dos son distintos de 0 y cumplen: $3 + \\frac{1}{3} = \\frac{10}{3}$. Quedarse con una sola raíz pierde la otra, y los negativos salen de equivocar el signo de $b$.',
    ],
    result: String.raw`El número es $3$ o $\frac{1}{3}$.`,
  }),
];
