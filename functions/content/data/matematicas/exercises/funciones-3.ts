import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** A function by pieces in LaTeX: tramos(['2x', 'x < 0'], ['x^2', 'x \\geq 0']). */
const tramos = (...rows: [string, string][]) =>
  `\\begin{cases} ${rows.map(([formula, condition]) => `${formula} & \\text{si } ${condition}`).join(' \\\\ ')} \\end{cases}`;

/**
 * Funciones, third part: piecewise functions with their zeros, intervals and image, as the published
 * entrance exams ask them.
 */
export const exercises: Exercise[] = [
  mc({
    id: 'mat-funciones-052',
    subtopic: 'a-trozos',
    difficulty: 'facil',
    question: `Sea $f(x) = ${tramos(['3x - 1', 'x < 2'], ['x^2', 'x \\geq 2'])}$. ¿Cuánto vale $f(2)$?`,
    correct: '$4$',
    distractors: ['$5$', '$8$', 'No existe, porque 2 es el borde entre los tramos'],
    pos: 0,
    check: () => 2 ** 2,
    steps: [
      'Mirá las condiciones: $x = 2$ no cumple $x < 2$, pero sí $x \\geq 2$. Le toca el segundo tramo.',
      '$f(2) = 2^2 = 4$.',
      'Reemplazar en el primer tramo da $3 \\cdot 2 - 1 = 5$, que es el valor al que se acerca ese tramo pero no el de la función en 2. El borde pertenece al tramo cuya condición lo incluye.',
    ],
    result: '$f(2) = 4$',
  }),
  vf({
    id: 'mat-funciones-053',
    subtopic: 'a-trozos',
    difficulty: 'facil',
    question: `Si $f(x) = ${tramos(['x + 1', 'x \\leq 0'], ['x - 1', 'x > 0'])}$, entonces $f(0) = -1$.`,
    answer: false,
    steps: [
      '$x = 0$ cumple la condición $x \\leq 0$: le toca el primer tramo.',
      '$f(0) = 0 + 1 = 1$. El $-1$ sale de usar el segundo tramo, que solo vale para $x > 0$.',
    ],
    result: 'Falso: $f(0) = 1$.',
  }),
  mc({
    id: 'mat-funciones-054',
    subtopic: 'a-trozos',
    difficulty: 'facil',
    question: `Sea $g(x) = ${tramos(['x^2 - 1', 'x < -1'], ['2x + 3', 'x \\geq -1'])}$. Calculá $g(-3)$.`,
    correct: '$8$',
    distractors: ['$-3$', '$10$', '$-10$'],
    pos: 1,
    check: () => (-3) ** 2 - 1,
    steps: [
      '$-3 < -1$: le toca el primer tramo.',
      '$g(-3) = (-3)^2 - 1 = 9 - 1 = 8$.',
      'Con el segundo tramo saldría $2 \\cdot (-3) + 3 = -3$; escribir $-3^2 = -9$ lleva a $-10$.',
    ],
    result: '$g(-3) = 8$',
  }),
  mc({
    id: 'mat-funciones-055',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: `Hallá todos los ceros de $f(x) = ${tramos(['x + 3', 'x < 0'], ['x^2 - 4', 'x \\geq 0'])}$.`,
    correct: '$x = -3$ y $x = 2$',
    distractors: ['$x = -3$, $x = -2$ y $x = 2$', '$x = -2$ y $x = 2$', '$x = -3$'],
    pos: 2,
    check: () => {
      const first = [-3].filter((x) => x < 0);
      const second = [-2, 2].filter((x) => x >= 0);
      return [...first, ...second];
    },
    steps: [
      'Primer tramo: $x + 3 = 0$ da $x = -3$, que cumple $x < 0$. Sirve.',
      'Segundo tramo: $x^2 - 4 = 0$ da $x = 2$ o $x = -2$. Solo $x = 2$ cumple $x \\geq 0$; el $-2$ se descarta porque en $x = -2$ la función sigue el primer tramo, y $f(-2) = 1 \\neq 0$.',
      'Los ceros son $-3$ y $2$.',
    ],
    result: '$x = -3$ y $x = 2$',
  }),
  mc({
    id: 'mat-funciones-056',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: `Hallá el conjunto de positividad de $f(x) = ${tramos(['x + 2', 'x < 1'], ['5 - 2x', 'x \\geq 1'])}$.`,
    correct: String.raw`$(-2;\ 2{,}5)$`,
    distractors: [String.raw`$(-2;\ +\infty)$`, String.raw`$(-2;\ 1)$`, String.raw`$(1;\ 2{,}5)$`],
    pos: 3,
    check: () => [-2, 5 / 2],
    steps: [
      'Ceros: $x + 2 = 0$ da $x = -2$ (cumple $x < 1$); $5 - 2x = 0$ da $x = 2{,}5$ (cumple $x \\geq 1$).',
      'Signos: en el primer tramo $x + 2 > 0$ para $-2 < x < 1$; en el segundo, $5 - 2x > 0$ para $1 \\leq x < 2{,}5$. En $x = 1$ los dos tramos valen 3, así que no hay salto.',
      'Uní los pedazos: $(-2;\\ 1) \\cup [1;\\ 2{,}5) = (-2;\\ 2{,}5)$. Quedarse con el primer tramo da $(-2;\\ 1)$, y seguir la recta $x + 2$ más allá de 1 da $(-2;\\ +\\infty)$.',
    ],
    result: String.raw`$C^+ = (-2;\ 2{,}5)$`,
  }),
  mc({
    id: 'mat-funciones-057',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: `¿En qué intervalo es creciente $f(x) = ${tramos(['x^2', 'x < 2'], ['8 - 2x', 'x \\geq 2'])}$?`,
    correct: String.raw`$(0;\ 2)$`,
    distractors: [String.raw`$(-\infty;\ 2)$`, String.raw`$(2;\ +\infty)$`, String.raw`$(0;\ 4)$`],
    pos: 0,
    check: () => [0, 2],
    steps: [
      'Primer tramo: la parábola $x^2$ decrece hasta su vértice en $x = 0$ y crece después. En su intervalo $x < 2$, crece en $(0;\\ 2)$.',
      'Segundo tramo: $8 - 2x$ es una recta de pendiente $-2$, decreciente en todo $(2;\\ +\\infty)$.',
      'Solo crece en $(0;\\ 2)$. Decir $(-\\infty;\\ 2)$ olvida que $x^2$ decrece para $x < 0$; $(0;\\ 4)$ confunde el valor $f(2) = 4$ con un extremo del intervalo.',
    ],
    result: String.raw`Creciente en $(0;\ 2)$`,
  }),
  vf({
    id: 'mat-funciones-058',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: `La función $f(x) = ${tramos(['2x', 'x < 1'], ['x + 1', 'x \\geq 1'])}$ no tiene salto en $x = 1$: los dos tramos llegan al mismo valor.`,
    answer: true,
    steps: [
      'El primer tramo, cerca de 1, se acerca a $2 \\cdot 1 = 2$.',
      'El segundo vale $f(1) = 1 + 1 = 2$.',
      'Coinciden, así que el gráfico no se corta en $x = 1$.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-funciones-059',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: String.raw`La función $f(x) = |x - 3|$ es decreciente en $(-\infty;\ 3)$ y creciente en $(3;\ +\infty)$.`,
    answer: true,
    steps: [
      String.raw`Por tramos: $|x - 3| = 3 - x$ si $x < 3$ y $|x - 3| = x - 3$ si $x \geq 3$.`,
      'El primer tramo tiene pendiente $-1$ (decrece) y el segundo pendiente $1$ (crece). El mínimo es $f(3) = 0$, el vértice de la "V".',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-funciones-060',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: '$|2x - 6| = 2x - 6$ para todo $x < 3$.',
    answer: false,
    steps: [
      'Si $x < 3$, entonces $2x - 6 < 0$, y el valor absoluto de un negativo es su opuesto.',
      'Para $x < 3$, $|2x - 6| = -(2x - 6) = 6 - 2x$. Por ejemplo, con $x = 0$: $|{-6}| = 6$, no $-6$.',
    ],
    result: 'Falso: para $x < 3$ vale $6 - 2x$.',
  }),
  mc({
    id: 'mat-funciones-061',
    subtopic: 'a-trozos',
    difficulty: 'dificil',
    question: `¿Cuál es la imagen de $f(x) = ${tramos(['x + 1', 'x < 0'], ['2', 'x \\geq 0'])}$?`,
    correct: String.raw`$(-\infty;\ 1) \cup \{2\}$`,
    distractors: [String.raw`$\mathbb{R}$`, String.raw`$(-\infty;\ 2]$`, String.raw`$(-\infty;\ 1]$`],
    pos: 1,
    check: () => [0 + 1, 2],
    steps: [
      'Primer tramo: para $x < 0$, $x + 1$ toma todos los valores menores que $0 + 1 = 1$, sin llegar a 1: $(-\\infty;\\ 1)$.',
      'Segundo tramo: para $x \\geq 0$ la función vale siempre 2. Aporta un solo valor, $\\{2\\}$.',
      'La imagen es la unión: $(-\\infty;\\ 1) \\cup \\{2\\}$. Los valores entre 1 y 2 (y el 1) no los toma nunca, por eso no es $(-\\infty;\\ 2]$.',
    ],
    result: String.raw`$\operatorname{Im} f = (-\infty;\ 1) \cup \{2\}$`,
  }),
  mc({
    id: 'mat-funciones-062',
    subtopic: 'a-trozos',
    difficulty: 'dificil',
    question: `Hallá el conjunto de negatividad de $f(x) = ${tramos(['x^2 + 4x + 3', 'x < 0'], ['3 - x', 'x \\geq 0'])}$.`,
    correct: String.raw`$(-3;\ -1) \cup (3;\ +\infty)$`,
    distractors: [String.raw`$(-3;\ -1)$`, String.raw`$(1;\ 3)$`, String.raw`$(3;\ +\infty)$`],
    pos: 2,
    check: () => {
      // roots of x² + 4x + 3 (both below 0) and of 3 - x
      const d = Math.sqrt(16 - 12);
      return [(-4 - d) / 2, (-4 + d) / 2, 3];
    },
    steps: [
      'Primer tramo: $x^2 + 4x + 3 = (x + 1)(x + 3)$, con ceros en $-3$ y $-1$ (los dos cumplen $x < 0$). La parábola abre hacia arriba: es negativa entre sus raíces, en $(-3;\\ -1)$, y positiva en el resto del tramo.',
      'Segundo tramo: $3 - x < 0$ cuando $x > 3$. En $[0;\\ 3)$ es positiva.',
      'Uní: $C^- = (-3;\\ -1) \\cup (3;\\ +\\infty)$. Olvidar el segundo tramo deja solo $(-3;\\ -1)$, y leer las raíces con el signo cambiado da $(1;\\ 3)$.',
    ],
    result: String.raw`$C^- = (-3;\ -1) \cup (3;\ +\infty)$`,
  }),
  mc({
    id: 'mat-funciones-063',
    subtopic: 'a-trozos',
    difficulty: 'dificil',
    question: `¿En qué intervalo es creciente $f(x) = ${tramos(['x^2 - 2x', 'x \\leq 3'], ['9 - 2x', 'x > 3'])}$?`,
    correct: String.raw`$(1;\ 3)$`,
    distractors: [String.raw`$(1;\ +\infty)$`, String.raw`$(0;\ 2)$`, String.raw`$(-\infty;\ 1)$`],
    pos: 3,
    check: () => [2 / 2, 3],
    steps: [
      'Primer tramo: la parábola $x^2 - 2x$ tiene vértice en $x_v = \\frac{2}{2} = 1$ y abre hacia arriba: decrece en $(-\\infty;\\ 1)$ y crece en $(1;\\ 3)$, donde termina el tramo.',
      'Segundo tramo: $9 - 2x$ tiene pendiente $-2$: decrece en $(3;\\ +\\infty)$. En $x = 3$ los dos tramos valen 3, sin salto.',
      'Creciente solo en $(1;\\ 3)$. Seguir la parábola más allá de 3 da $(1;\\ +\\infty)$; $(0;\\ 2)$ son las raíces de la parábola, no un intervalo de crecimiento.',
    ],
    result: String.raw`Creciente en $(1;\ 3)$`,
  }),
  vf({
    id: 'mat-funciones-064',
    subtopic: 'a-trozos',
    difficulty: 'dificil',
    question: `La función $f(x) = ${tramos(['x^2 - 1', 'x < 1'], ['2 - x', 'x \\geq 1'])}$ tiene exactamente tres ceros.`,
    answer: false,
    steps: [
      'Primer tramo: $x^2 - 1 = 0$ da $x = 1$ o $x = -1$. Solo $-1$ cumple $x < 1$; en $x = 1$ la función sigue el segundo tramo y vale $f(1) = 1$.',
      'Segundo tramo: $2 - x = 0$ da $x = 2$, que cumple $x \\geq 1$.',
      'Tiene dos ceros, $-1$ y $2$. Contar tres es no descartar el 1.',
    ],
    result: 'Falso: tiene dos ceros.',
  }),
  mc({
    id: 'mat-funciones-065',
    subtopic: 'a-trozos',
    difficulty: 'dificil',
    question: `¿Para qué valor de $k$ el gráfico de $f(x) = ${tramos(['kx + 1', 'x < 2'], ['x^2 - 1', 'x \\geq 2'])}$ no tiene salto en $x = 2$?`,
    correct: '$k = 1$',
    distractors: [String.raw`$k = \frac{3}{2}$`, '$k = 2$', '$k = 0$'],
    pos: 0,
    check: () => (2 ** 2 - 1 - 1) / 2,
    steps: [
      'Sin salto, el valor al que llega el primer tramo en $x = 2$ tiene que ser el del segundo: $k \\cdot 2 + 1 = 2^2 - 1$.',
      '$2k + 1 = 3$, así que $2k = 2$ y $k = 1$.',
      'Control: con $k = 1$ el primer tramo es $x + 1$, que en 2 vale 3, igual que $2^2 - 1$. Olvidar el $+1$ da $2k = 3$; reemplazar sin multiplicar por 2 ($k + 1 = 3$) da $k = 2$.',
    ],
    result: '$k = 1$',
  }),
  mc({
    id: 'mat-funciones-066',
    subtopic: 'a-trozos',
    difficulty: 'dificil',
    question: `Hallá el conjunto de negatividad de $f(x) = ${tramos(['2 - x', 'x < 0'], ['x^2 - 4', 'x \\geq 0'])}$.`,
    correct: String.raw`$[0;\ 2)$`,
    distractors: [String.raw`$(-2;\ 2)$`, String.raw`$(2;\ +\infty)$`, String.raw`$(-\infty;\ 0)$`],
    pos: 1,
    check: () => [0, Math.sqrt(4)],
    steps: [
      'Primer tramo: para $x < 0$, $2 - x > 2$: siempre positivo. Su cero, $x = 2$, no cumple $x < 0$.',
      'Segundo tramo: $x^2 - 4 < 0$ para $-2 < x < 2$, pero el tramo empieza en 0: negativo en $[0;\\ 2)$. En $x = 0$ vale $-4$, así que el 0 entra con corchete.',
      'Entonces $C^- = [0;\\ 2)$. Resolver $x^2 - 4 < 0$ sin mirar el tramo da $(-2;\\ 2)$, que incluye negativos donde la función es $2 - x > 0$.',
    ],
    result: String.raw`$C^- = [0;\ 2)$`,
  }),
  mc({
    id: 'mat-funciones-067',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question:
      'Un flete cobra 9.000 pesos por cualquier viaje de hasta 5 km, y para viajes más largos suma 1.200 pesos por cada kilómetro que pasa de 5. ¿Cuánto cuesta un viaje de 12 km?',
    correct: '17.400 pesos',
    distractors: ['23.400 pesos', '14.400 pesos', '8.400 pesos'],
    pos: 2,
    check: () => 9000 + (12 - 5) * 1200,
    steps: [
      'El costo es una función por tramos de la distancia $d$: $C(d) = 9000$ si $0 < d \\leq 5$, y $C(d) = 9000 + 1200(d - 5)$ si $d > 5$.',
      '12 km cae en el segundo tramo: $C(12) = 9000 + 1200 \\cdot 7 = 9000 + 8400 = 17400$.',
      'Cobrar los 12 km completos a 1.200 (además de los 9.000) da 23.400; cobrar solo los kilómetros da 14.400; y 8.400 es solo el recargo.',
    ],
    result: '17.400 pesos',
  }),
  vf({
    id: 'mat-funciones-068',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: String.raw`Si $f(x) = ${tramos(['x^2', 'x < 0'], ['\\sqrt{x}', 'x \\geq 0'])}$, entonces $f(x) \geq 0$ para todo número real $x$.`,
    answer: true,
    steps: [
      'Para $x < 0$, $x^2$ es positivo.',
      'Para $x \\geq 0$, $\\sqrt{x}$ es mayor o igual que 0 (vale 0 solo en $x = 0$).',
      'En los dos tramos la función es no negativa.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-funciones-069',
    subtopic: 'a-trozos',
    difficulty: 'facil',
    question: `La función $f(x) = ${tramos(['3', 'x < 0'], ['x^2', 'x \\geq 0'])}$ cumple $f(-5) = 25$.`,
    answer: false,
    steps: [
      '$-5 < 0$: le toca el primer tramo, que es la constante 3.',
      '$f(-5) = 3$. El 25 sale de usar $x^2$, que solo vale para $x \\geq 0$.',
    ],
    result: 'Falso: $f(-5) = 3$.',
  }),
  mc({
    id: 'mat-funciones-070',
    subtopic: 'a-trozos',
    difficulty: 'dificil',
    question: `¿Cuál es la imagen de $f(x) = ${tramos(['x^2', '-1 \\leq x < 2'], ['7 - x', '2 \\leq x \\leq 5'])}$?`,
    correct: String.raw`$[0;\ 5]$`,
    distractors: [String.raw`$[1;\ 5]$`, String.raw`$[0;\ 4)$`, String.raw`$[-1;\ 5]$`],
    pos: 3,
    check: () => {
      const values: number[] = [];
      for (let k = 0; k <= 600; k++) {
        const x = -1 + k / 100;
        values.push(x < 2 ? x * x : 7 - x);
      }
      return [Math.min(...values), Math.max(...values)];
    },
    steps: [
      'Primer tramo: $x^2$ en $[-1;\\ 2)$. El vértice $x = 0$ está adentro y da el mínimo 0; hacia la derecha llega cerca de $2^2 = 4$ sin tocarlo. Toma $[0;\\ 4)$.',
      'Segundo tramo: $7 - x$ en $[2;\\ 5]$ decrece de $7 - 2 = 5$ a $7 - 5 = 2$. Toma $[2;\\ 5]$.',
      'Unión: $[0;\\ 4) \\cup [2;\\ 5] = [0;\\ 5]$. Mirar solo los extremos del primer tramo ($f(-1) = 1$) da $[1;\\ 5]$ y pierde el vértice; $[-1;\\ 5]$ mezcla el dominio con la imagen.',
    ],
    result: String.raw`$\operatorname{Im} f = [0;\ 5]$`,
  }),
  vf({
    id: 'mat-funciones-071',
    subtopic: 'a-trozos',
    difficulty: 'dificil',
    question: `La función $f(x) = ${tramos(['x + 4', 'x < -1'], ['x^2 + 2', 'x \\geq -1'])}$ es creciente en todo $\\mathbb{R}$.`,
    answer: false,
    steps: [
      'El primer tramo, $x + 4$, crece (pendiente 1).',
      'El segundo, $x^2 + 2$ desde $x = -1$, baja hasta su vértice en $x = 0$: de $f(-1) = 3$ a $f(0) = 2$. En $(-1;\\ 0)$ decrece.',
      'Como hay un intervalo donde decrece, no es creciente en todo $\\mathbb{R}$.',
    ],
    result: 'Falso: decrece en $(-1;\\ 0)$.',
  }),
  mc({
    id: 'mat-funciones-072',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: `Sea $f(x) = ${tramos(['2x + 1', 'x < 1'], ['x^2 - 2', 'x \\geq 1'])}$. ¿Para qué valores de $x$ se cumple $f(x) = 7$?`,
    correct: '$x = 3$',
    distractors: ['$x = -3$ y $x = 3$', '$x = -3$', String.raw`$x = \sqrt{5}$`],
    pos: 0,
    check: () => {
      // each piece's solution, kept only inside its piece
      const first = [(7 - 1) / 2].filter((x) => x < 1);
      const second = [Math.sqrt(7 + 2), -Math.sqrt(7 + 2)].filter((x) => x >= 1);
      return [...first, ...second];
    },
    steps: [
      'Primer tramo: $2x + 1 = 7$ da $x = 3$, pero 3 no cumple $x < 1$. Se descarta.',
      'Segundo tramo: $x^2 - 2 = 7$ da $x^2 = 9$, o sea $x = 3$ o $x = -3$. Solo $x = 3$ cumple $x \\geq 1$.',
      'Única solución: $x = 3$. Control: $f(3) = 9 - 2 = 7$. Pasar el 2 restando ($x^2 = 5$) da $\\sqrt{5}$.',
    ],
    result: '$x = 3$',
  }),
  mc({
    id: 'mat-funciones-073',
    subtopic: 'a-trozos',
    difficulty: 'facil',
    question: `La función $f(x) = ${tramos(['-x', 'x < 0'], ['x', 'x \\geq 0'])}$ es una función conocida. ¿Cuál?`,
    correct: '$f(x) = |x|$',
    distractors: ['$f(x) = -x$', '$f(x) = x^2$', String.raw`$f(x) = \sqrt{x}$`],
    pos: 1,
    steps: [
      'Para $x \\geq 0$ deja el número como está, y para $x < 0$ le cambia el signo: siempre devuelve un valor no negativo.',
      'Eso es exactamente el valor absoluto: $|3| = 3$ y $|{-3}| = 3$. Con $x^2$ sería $f(3) = 9$, y $\\sqrt{x}$ no está definida para negativos.',
    ],
    result: '$f(x) = |x|$',
  }),
  mc({
    id: 'mat-funciones-074',
    subtopic: 'a-trozos',
    difficulty: 'medio',
    question: `Sea $f(x) = ${tramos(['x + 5', 'x < -2'], ['x^2', '-2 \\leq x \\leq 2'], ['6 - x', 'x > 2'])}$. Calculá $f(-3) + f(1) + f(4)$.`,
    correct: '$5$',
    distractors: ['$12$', '$26$', '$3$'],
    pos: 2,
    check: () => {
      const f = (x: number) => (x < -2 ? x + 5 : x <= 2 ? x * x : 6 - x);
      return f(-3) + f(1) + f(4);
    },
    steps: [
      '$-3 < -2$: primer tramo, $f(-3) = -3 + 5 = 2$.',
      '$1$ está entre $-2$ y $2$: segundo tramo, $f(1) = 1^2 = 1$.',
      '$4 > 2$: tercer tramo, $f(4) = 6 - 4 = 2$. La suma es $2 + 1 + 2 = 5$.',
      'Usar $x^2$ para todos da $9 + 1 + 16 = 26$; usarlo solo para $-3$ da $9 + 1 + 2 = 12$.',
    ],
    result: '$f(-3) + f(1) + f(4) = 5$',
  }),
  // ───────────── dominio e imagen ─────────────
  mc({
    id: 'mat-funciones-075',
    subtopic: 'concepto-dominio',
    difficulty: 'facil',
    question: String.raw`¿Cuál es el dominio de $f(x) = \frac{x + 1}{x - 4}$?`,
    correct: String.raw`$\mathbb{R} - \{4\}$`,
    distractors: [
      String.raw`$\mathbb{R} - \{-1\}$`,
      String.raw`$\mathbb{R} - \{-4\}$`,
      String.raw`$\mathbb{R} - \{-1;\ 4\}$`,
    ],
    pos: 3,
    check: () => 4,
    steps: [
      'Un cociente no está definido donde el denominador vale 0: $x - 4 = 0$ da $x = 4$.',
      'El numerador puede valer 0 sin problema: en $x = -1$ la función vale 0, no deja de existir.',
      'Dominio: todos los reales menos el 4. Leer el 4 de $x - 4$ como $-4$ es un error de signo.',
    ],
    result: String.raw`$\operatorname{Dom} f = \mathbb{R} - \{4\}$`,
  }),
  mc({
    id: 'mat-funciones-076',
    subtopic: 'concepto-dominio',
    difficulty: 'facil',
    question: String.raw`¿Cuál es el dominio de $f(x) = \sqrt{x - 5}$?`,
    correct: String.raw`$[5;\ +\infty)$`,
    distractors: [String.raw`$(5;\ +\infty)$`, String.raw`$[-5;\ +\infty)$`, String.raw`$\mathbb{R}$`],
    pos: 0,
    steps: [
      'Una raíz cuadrada solo está definida en los reales si lo de adentro es mayor o igual que 0: $x - 5 \\geq 0$.',
      'Despejando, $x \\geq 5$. El 5 entra, porque $\\sqrt{0} = 0$ existe: el intervalo es cerrado en 5.',
      'Con paréntesis en 5 dejás afuera un valor permitido; con $-5$ cambiás el signo al despejar.',
    ],
    result: String.raw`$\operatorname{Dom} f = [5;\ +\infty)$`,
  }),
  mc({
    id: 'mat-funciones-077',
    subtopic: 'concepto-dominio',
    difficulty: 'medio',
    question: String.raw`¿Cuál es el dominio de $f(x) = \sqrt{6 - 2x}$?`,
    correct: String.raw`$(-\infty;\ 3]$`,
    distractors: [String.raw`$[3;\ +\infty)$`, String.raw`$(-\infty;\ -3]$`, String.raw`$\mathbb{R}$`],
    pos: 1,
    steps: [
      'Pedí que el radicando no sea negativo: $6 - 2x \\geq 0$.',
      'Restá 6: $-2x \\geq -6$. Al dividir por $-2$ la desigualdad se da vuelta: $x \\leq 3$.',
      'Dominio: $(-\\infty;\\ 3]$. No dar vuelta la desigualdad lleva a $[3;\\ +\\infty)$, y en ese intervalo, por ejemplo en $x = 4$, queda $\\sqrt{-2}$, que no existe.',
    ],
    result: String.raw`$\operatorname{Dom} f = (-\infty;\ 3]$`,
  }),
  mc({
    id: 'mat-funciones-078',
    subtopic: 'concepto-dominio',
    difficulty: 'medio',
    question: String.raw`¿Cuál es el dominio de $f(x) = \frac{1}{x^2 - 9}$?`,
    correct: String.raw`$\mathbb{R} - \{-3;\ 3\}$`,
    distractors: [
      String.raw`$\mathbb{R} - \{3\}$`,
      String.raw`$\mathbb{R} - \{9\}$`,
      String.raw`$\mathbb{R} - \{-9;\ 9\}$`,
    ],
    pos: 2,
    check: () => [-Math.sqrt(9), Math.sqrt(9)],
    steps: [
      'El denominador se anula cuando $x^2 - 9 = 0$, o sea $x^2 = 9$.',
      'Eso pasa en $x = 3$ y en $x = -3$: los dos quedan afuera.',
      'Olvidar la raíz negativa deja solo el 3; excluir el 9 confunde $x^2 = 9$ con $x = 9$.',
    ],
    result: String.raw`$\operatorname{Dom} f = \mathbb{R} - \{-3;\ 3\}$`,
  }),
  mc({
    id: 'mat-funciones-079',
    subtopic: 'concepto-dominio',
    difficulty: 'dificil',
    question: String.raw`¿Cuál es el dominio de $f(x) = \frac{\sqrt{x + 2}}{x - 1}$?`,
    correct: String.raw`$[-2;\ 1) \cup (1;\ +\infty)$`,
    distractors: [
      String.raw`$[-2;\ +\infty)$`,
      String.raw`$\mathbb{R} - \{1\}$`,
      String.raw`$(1;\ +\infty)$`,
    ],
    pos: 3,
    check: () => [-2, 1, 1],
    steps: [
      'Hay dos condiciones. La raíz pide $x + 2 \\geq 0$, o sea $x \\geq -2$.',
      'El denominador pide $x - 1 \\neq 0$, o sea $x \\neq 1$.',
      'Las dos juntas: desde $-2$ (incluido) en adelante, salteando el 1: $[-2;\\ 1) \\cup (1;\\ +\\infty)$. Con una sola condición te queda $[-2;\\ +\\infty)$ o $\\mathbb{R} - \\{1\\}$.',
    ],
    result: String.raw`$\operatorname{Dom} f = [-2;\ 1) \cup (1;\ +\infty)$`,
  }),
  mc({
    id: 'mat-funciones-080',
    subtopic: 'concepto-dominio',
    difficulty: 'dificil',
    question: String.raw`¿Cuál es el dominio de $f(x) = \log (x^2 - 4x)$?`,
    correct: String.raw`$(-\infty;\ 0) \cup (4;\ +\infty)$`,
    distractors: [String.raw`$(0;\ 4)$`, String.raw`$(4;\ +\infty)$`, String.raw`$\mathbb{R}$`],
    pos: 0,
    steps: [
      'El logaritmo pide argumento positivo: $x^2 - 4x > 0$, o sea $x(x - 4) > 0$.',
      'Los ceros son 0 y 4. La parábola $x^2 - 4x$ abre hacia arriba: es positiva afuera de sus raíces y negativa entre ellas.',
      'Dominio: $(-\\infty;\\ 0) \\cup (4;\\ +\\infty)$. $(0;\\ 4)$ es justo donde el argumento es negativo, y $(4;\\ +\\infty)$ olvida los negativos, donde por ejemplo $x = -1$ da $\\log 5$.',
    ],
    result: String.raw`$\operatorname{Dom} f = (-\infty;\ 0) \cup (4;\ +\infty)$`,
  }),
  vf({
    id: 'mat-funciones-081',
    subtopic: 'concepto-dominio',
    difficulty: 'medio',
    question: String.raw`El dominio de $f(x) = \frac{x}{x^2 + 1}$ es $\mathbb{R}$.`,
    answer: true,
    steps: [
      'El denominador es $x^2 + 1$, y $x^2 \\geq 0$ para todo $x$, así que $x^2 + 1 \\geq 1$.',
      'Nunca vale 0: la función está definida para todos los reales.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-funciones-082',
    subtopic: 'concepto-dominio',
    difficulty: 'facil',
    question: String.raw`La imagen de $f(x) = x^2 - 3$ es $[3;\ +\infty)$.`,
    answer: false,
    steps: [
      '$x^2$ toma todos los valores mayores o iguales que 0, con mínimo 0 en $x = 0$.',
      'Restando 3, $x^2 - 3$ toma los valores desde $0 - 3 = -3$: la imagen es $[-3;\\ +\\infty)$.',
    ],
    result: String.raw`Falso: la imagen es $[-3;\ +\infty)$.`,
  }),
  // ───────────── gráficos exponenciales y logarítmicos ─────────────
  mc({
    id: 'mat-funciones-083',
    subtopic: 'exponencial-logaritmica',
    difficulty: 'facil',
    question: '¿En qué punto corta al eje $y$ el gráfico de $f(x) = 3^x + 2$?',
    correct: String.raw`$(0;\ 3)$`,
    distractors: [String.raw`$(0;\ 2)$`, String.raw`$(0;\ 5)$`, String.raw`$(0;\ 1)$`],
    pos: 1,
    check: () => [0, 3 ** 0 + 2],
    steps: [
      'El corte con el eje $y$ está en $x = 0$: $f(0) = 3^0 + 2$.',
      'Como $3^0 = 1$, $f(0) = 3$. El punto es $(0;\\ 3)$.',
      'Tomar $3^0 = 0$ da $(0;\\ 2)$, y $3^0 = 3$ da $(0;\\ 5)$. El $(0;\\ 1)$ es el corte de $3^x$ sin desplazar.',
    ],
    result: String.raw`$(0;\ 3)$`,
  }),
  mc({
    id: 'mat-funciones-084',
    subtopic: 'exponencial-logaritmica',
    difficulty: 'medio',
    question: '¿Cuál es la asíntota horizontal del gráfico de $f(x) = 2^x - 4$?',
    correct: '$y = -4$',
    distractors: ['$y = 4$', '$y = 0$', '$x = 2$'],
    pos: 2,
    check: () => -4,
    steps: [
      'El gráfico de $2^x$ se acerca al eje $x$ ($y = 0$) cuando $x$ se hace muy negativo, sin tocarlo.',
      'Restar 4 baja todo el gráfico 4 unidades, y con él la asíntota: $y = -4$.',
      'El $x = 2$ es donde el gráfico corta al eje $x$ ($2^2 - 4 = 0$), no una asíntota.',
    ],
    result: 'Asíntota horizontal $y = -4$',
  }),
  mc({
    id: 'mat-funciones-085',
    subtopic: 'exponencial-logaritmica',
    difficulty: 'medio',
    question: String.raw`¿Cuál es la asíntota vertical del gráfico de $f(x) = \log_2 (x - 3) + 1$?`,
    correct: '$x = 3$',
    distractors: ['$x = -3$', '$y = 1$', '$x = 1$'],
    pos: 3,
    check: () => 3,
    steps: [
      'El logaritmo existe si su argumento es positivo: $x - 3 > 0$, o sea $x > 3$.',
      'Cuando $x$ se acerca a 3 por derecha, $\\log_2 (x - 3)$ baja sin límite: la recta $x = 3$ es asíntota vertical.',
      'El $+1$ sube el gráfico pero no mueve la asíntota vertical; y $x - 3$ corre el gráfico 3 a la derecha, no a la izquierda.',
    ],
    result: 'Asíntota vertical $x = 3$',
  }),
  vf({
    id: 'mat-funciones-086',
    subtopic: 'exponencial-logaritmica',
    difficulty: 'medio',
    question: String.raw`La función $f(x) = \left(\frac{1}{2}\right)^x$ es decreciente en todo su dominio.`,
    answer: true,
    steps: [
      'Una exponencial $b^x$ crece si $b > 1$ y decrece si $0 < b < 1$.',
      'Acá $b = \\frac{1}{2}$: por ejemplo $f(0) = 1$, $f(1) = \\frac{1}{2}$, $f(2) = \\frac{1}{4}$. Decrece en todo $\\mathbb{R}$.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-funciones-087',
    subtopic: 'exponencial-logaritmica',
    difficulty: 'dificil',
    question:
      'El gráfico de $f(x) = a \\cdot 2^x + b$ pasa por el punto $(0;\\ 5)$ y tiene asíntota horizontal $y = 2$. ¿Cuánto vale $f(3)$?',
    correct: '$26$',
    distractors: ['$42$', '$24$', '$19$'],
    pos: 0,
    check: () => {
      const b = 2;
      const a = 5 - b;
      return a * 2 ** 3 + b;
    },
    steps: [
      'La asíntota horizontal de $a \\cdot 2^x + b$ es $y = b$, así que $b = 2$.',
      'Pasa por $(0;\\ 5)$: $a \\cdot 2^0 + 2 = 5$, o sea $a + 2 = 5$ y $a = 3$.',
      '$f(3) = 3 \\cdot 2^3 + 2 = 24 + 2 = 26$.',
      'Tomar $a = 5$ (olvidando $b$) da 42; olvidar sumar $b$ al final da 24.',
    ],
    result: '$f(3) = 26$',
  }),
  vf({
    id: 'mat-funciones-088',
    subtopic: 'exponencial-logaritmica',
    difficulty: 'dificil',
    question: String.raw`Los gráficos de $f(x) = 3^x$ y $g(x) = \log_3 x$ se cortan en un punto.`,
    answer: false,
    steps: [
      'Son funciones inversas: sus gráficos son simétricos respecto de la recta $y = x$. Si se cortaran, lo harían sobre esa recta.',
      'Pero $3^x > x$ para todo $x$ (la exponencial queda siempre por encima de $y = x$) y, por simetría, $\\log_3 x < x$ para todo $x > 0$.',
      'Uno queda arriba de la recta y el otro abajo: no se cortan.',
    ],
    result: 'Falso: no se cortan.',
  }),
  mc({
    id: 'mat-funciones-089',
    subtopic: 'exponencial-logaritmica',
    difficulty: 'medio',
    question: '¿Cuál es la imagen de $f(x) = -2^x + 1$?',
    correct: String.raw`$(-\infty;\ 1)$`,
    distractors: [String.raw`$(1;\ +\infty)$`, String.raw`$(-\infty;\ -1)$`, String.raw`$\mathbb{R}$`],
    pos: 2,
    steps: [
      '$2^x$ toma todos los valores positivos: $(0;\\ +\\infty)$.',
      'Con el signo menos, $-2^x$ toma todos los negativos: $(-\\infty;\\ 0)$.',
      'Sumando 1: $(-\\infty;\\ 1)$. El 1 no se alcanza, porque $2^x$ nunca vale 0. Olvidar el signo menos da $(1;\\ +\\infty)$.',
    ],
    result: String.raw`$\operatorname{Im} f = (-\infty;\ 1)$`,
  }),
  vf({
    id: 'mat-funciones-090',
    subtopic: 'exponencial-logaritmica',
    difficulty: 'facil',
    question: String.raw`El gráfico de $f(x) = \log_5 x$ pasa por el punto $(1;\ 0)$.`,
    answer: true,
    steps: [
      String.raw`$f(1) = \log_5 1 = 0$, porque $5^0 = 1$.`,
      'Todas las funciones $\\log_b x$ pasan por $(1;\\ 0)$, cualquiera sea la base.',
    ],
    result: 'Verdadero.',
  }),
];
