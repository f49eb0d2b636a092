import { must } from '../../../../../shared/lib/must.ts';
import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** A 2×2 system in LaTeX: sistema('x + y = 3a', 'x - y = a'). */
const sistema = (first: string, second: string) => `\\begin{cases} ${first} \\\\ ${second} \\end{cases}`;

/**
 * Ecuaciones, third part: systems with letters among the coefficients or the constants (literal systems and
 * systems with a parameter), and more linear equations and word problems (#31 thin spots).
 */
export const exercises: Exercise[] = [
  // ───────────── sistemas literales y con parámetro ─────────────
  mc({
    id: 'mat-ecuaciones-064',
    subtopic: 'sistemas',
    difficulty: 'medio',
    question: `Resolvé el sistema $${sistema('x + y = 3a', 'x - y = a')}$, donde $a$ es un número real.`,
    correct: String.raw`$x = 2a,\ y = a$`,
    distractors: [
      String.raw`$x = 4a,\ y = -a$`,
      String.raw`$x = a,\ y = 2a$`,
      'No se puede resolver sin conocer el valor de $a$',
    ],
    pos: 1,
    steps: [
      'La letra $a$ es un número fijo: se opera con ella como con cualquier número. Sumá las ecuaciones: $2x = 4a$, así que $x = 2a$.',
      'Reemplazá en la primera: $2a + y = 3a$, así que $y = a$.',
      'Control: $2a + a = 3a$ y $2a - a = a$. Olvidar dividir por 2 da $x = 4a$ (y entonces $y = -a$).',
    ],
    result: String.raw`$x = 2a,\ y = a$`,
  }),
  mc({
    id: 'mat-ecuaciones-065',
    subtopic: 'sistemas',
    difficulty: 'dificil',
    question: `Resolvé el sistema $${sistema('ax + y = 1', 'x + ay = 1')}$ para $a \\neq 1$ y $a \\neq -1$.`,
    correct: String.raw`$x = y = \frac{1}{a + 1}$`,
    distractors: [
      String.raw`$x = y = \frac{1}{a - 1}$`,
      String.raw`$x = 1,\ y = 1 - a$`,
      'No tiene solución para ningún valor de $a$',
    ],
    pos: 0,
    steps: [
      'Restá las ecuaciones: $ax + y - x - ay = 0$, o sea $(a - 1)x - (a - 1)y = 0$, es decir $(a - 1)(x - y) = 0$.',
      'Como $a \\neq 1$, se puede dividir por $a - 1$: $x = y$.',
      String.raw`Reemplazá en la primera: $ax + x = 1$, o sea $(a + 1)x = 1$, y como $a \neq -1$, $x = \frac{1}{a + 1}$. Entonces $x = y = \frac{1}{a + 1}$.`,
      String.raw`Control con $a = 2$: $x = y = \frac{1}{3}$ y $\frac{2}{3} + \frac{1}{3} = 1$ en las dos ecuaciones. La opción $x = 1,\ y = 1 - a$ cumple la primera pero no la segunda.`,
    ],
    result: String.raw`$x = y = \frac{1}{a + 1}$`,
  }),
  mc({
    id: 'mat-ecuaciones-066',
    subtopic: 'sistemas',
    difficulty: 'dificil',
    question: `¿Para qué valor de $k$ el sistema $${sistema('x + ky = 2', 'kx + 4y = 4')}$ es incompatible (no tiene solución)?`,
    correct: '$k = -2$',
    distractors: ['$k = 2$', '$k = \\pm 2$', '$k = 4$'],
    pos: 2,
    check: () => {
      // det = 4 - k² vanishes at ±2; k times the first equation is (k, k², 2k): incompatible where 2k ≠ 4
      const candidates = [2, -2];
      return must(
        candidates.find((k) => 2 * k !== 4),
        'the incompatible k',
      );
    },
    steps: [
      'El sistema deja de tener solución única cuando los coeficientes son proporcionales: el determinante $1 \\cdot 4 - k \\cdot k = 4 - k^2$ se anula, o sea $k = 2$ o $k = -2$.',
      'Con $k = 2$: $x + 2y = 2$ y $2x + 4y = 4$. La segunda es el doble de la primera: infinitas soluciones (compatible indeterminado).',
      'Con $k = -2$: $x - 2y = 2$ y $-2x + 4y = 4$. Multiplicando la primera por $-2$ queda $-2x + 4y = -4$, que contradice $-2x + 4y = 4$: no tiene solución.',
      'Solo $k = -2$ lo hace incompatible; responder $\\pm 2$ es no distinguir los dos casos.',
    ],
    result: '$k = -2$',
  }),
  vf({
    id: 'mat-ecuaciones-067',
    subtopic: 'sistemas',
    difficulty: 'dificil',
    question: `El sistema $${sistema('2x + ky = 1', 'kx + 8y = 2')}$ tiene solución única para todo $k \\neq 4$.`,
    answer: false,
    steps: [
      'El determinante es $2 \\cdot 8 - k \\cdot k = 16 - k^2$, que se anula en $k = 4$ y también en $k = -4$.',
      'Con $k = -4$: $2x - 4y = 1$ y $-4x + 8y = 2$. La primera por $-2$ da $-4x + 8y = -2$, que contradice la segunda: no hay solución.',
      'Hay solución única solo para $k \\neq 4$ y $k \\neq -4$.',
    ],
    result: 'Falso: con $k = -4$ tampoco tiene solución única (no tiene ninguna).',
  }),
  mc({
    id: 'mat-ecuaciones-068',
    subtopic: 'sistemas',
    difficulty: 'medio',
    question: `Resolvé el sistema $${sistema('x + y = 5p', '2x - y = p')}$, donde $p$ es un número real.`,
    correct: String.raw`$x = 2p,\ y = 3p$`,
    distractors: [
      String.raw`$x = 3p,\ y = 2p$`,
      String.raw`$x = 2,\ y = 3$`,
      'No tiene solución única: depende de $p$',
    ],
    pos: 3,
    steps: [
      'Sumá las ecuaciones para eliminar $y$: $3x = 6p$, así que $x = 2p$.',
      'Reemplazá en la primera: $2p + y = 5p$, así que $y = 3p$.',
      'Control en la segunda: $2 \\cdot 2p - 3p = p$. La solución es única para cada $p$: cambia con $p$, pero existe siempre. Quitar la letra ($x = 2$, $y = 3$) solo sirve si $p = 1$.',
    ],
    result: String.raw`$x = 2p,\ y = 3p$`,
  }),
  mc({
    id: 'mat-ecuaciones-069',
    subtopic: 'sistemas',
    difficulty: 'dificil',
    question: `¿Para qué valor de $m$ el sistema $${sistema('mx + 3y = 6', '2x + (m + 1)y = 6')}$ tiene infinitas soluciones?`,
    correct: '$m = 2$',
    distractors: ['$m = -3$', '$m = 2$ y $m = -3$', '$m = 3$'],
    pos: 0,
    check: () => {
      // det = m(m + 1) - 6 = 0 at m = 2 and m = -3; infinitely many where the constants keep the proportion
      return must(
        [2, -3].find((m) => m / 2 === 6 / 6),
        'the m with infinitely many solutions',
      );
    },
    steps: [
      'Determinante: $m(m + 1) - 3 \\cdot 2 = m^2 + m - 6 = (m + 3)(m - 2)$. Se anula en $m = 2$ y en $m = -3$; para otros valores hay solución única.',
      'Con $m = 2$: $2x + 3y = 6$ y $2x + 3y = 6$, la misma ecuación: infinitas soluciones.',
      'Con $m = -3$: $-3x + 3y = 6$ (o sea $y - x = 2$) y $2x - 2y = 6$ (o sea $y - x = -3$): se contradicen, no hay solución.',
      'Solo $m = 2$ da infinitas soluciones.',
    ],
    result: '$m = 2$',
  }),
  vf({
    id: 'mat-ecuaciones-070',
    subtopic: 'sistemas',
    difficulty: 'dificil',
    question: `Para $k = -2$ el sistema $${sistema('kx + 2y = 4', '2x + ky = 4')}$ no tiene solución.`,
    answer: true,
    steps: [
      'Con $k = -2$: $-2x + 2y = 4$, o sea $y - x = 2$; y $2x - 2y = 4$, o sea $y - x = -2$.',
      'La diferencia $y - x$ no puede valer 2 y $-2$ a la vez: el sistema es incompatible. (Con $k = 2$, en cambio, las dos ecuaciones son iguales y hay infinitas soluciones.)',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-ecuaciones-071',
    subtopic: 'sistemas',
    difficulty: 'medio',
    question: `Resolvé el sistema $${sistema('x - y = a', 'x + y = b')}$, donde $a$ y $b$ son números reales.`,
    correct: String.raw`$x = \frac{a + b}{2},\ y = \frac{b - a}{2}$`,
    distractors: [
      String.raw`$x = \frac{a + b}{2},\ y = \frac{a - b}{2}$`,
      String.raw`$x = a + b,\ y = b - a$`,
      String.raw`$x = \frac{a - b}{2},\ y = \frac{a + b}{2}$`,
    ],
    pos: 2,
    steps: [
      String.raw`Sumá las ecuaciones: $2x = a + b$, así que $x = \frac{a + b}{2}$.`,
      String.raw`Restá la primera de la segunda: $2y = b - a$, así que $y = \frac{b - a}{2}$.`,
      String.raw`Control: $x - y = \frac{a + b - b + a}{2} = a$. Restar al revés da $\frac{a - b}{2}$, el opuesto de $y$, y olvidar dividir por 2 da $a + b$ y $b - a$.`,
    ],
    result: String.raw`$x = \frac{a + b}{2},\ y = \frac{b - a}{2}$`,
  }),
  vf({
    id: 'mat-ecuaciones-072',
    subtopic: 'sistemas',
    difficulty: 'facil',
    question: `El sistema $${sistema('x + y = 2a', 'x - y = 0')}$ tiene la solución $x = y = a$ para todo número real $a$.`,
    answer: true,
    steps: [
      'La segunda ecuación dice que $x = y$. En la primera: $2x = 2a$, así que $x = a$ e $y = a$.',
      'Control: $a + a = 2a$ y $a - a = 0$, para cualquier $a$.',
    ],
    result: 'Verdadero.',
  }),
  // ───────────── ecuaciones lineales y planteo ─────────────
  mc({
    id: 'mat-ecuaciones-073',
    subtopic: 'lineales',
    difficulty: 'facil',
    question: 'Resolvé la ecuación $5(x + 1) = 3x - 7$.',
    correct: '$x = -6$',
    distractors: ['$x = -4$', '$x = -1$', String.raw`$x = -\frac{3}{2}$`],
    pos: 1,
    check: () => (-7 - 5) / (5 - 3),
    steps: [
      'Aplicá la distributiva: $5x + 5 = 3x - 7$.',
      'Pasá los términos con $x$ a un lado y los números al otro: $5x - 3x = -7 - 5$, o sea $2x = -12$ y $x = -6$.',
      'Control: $5 \\cdot (-5) = -25$ y $-18 - 7 = -25$. Distribuir solo al $x$ ($5x + 1$) da $-4$; pasar el 5 sumando da $2x = -2$; y sumar $5x + 3x$ da $-\\frac{3}{2}$.',
    ],
    result: '$x = -6$',
  }),
  mc({
    id: 'mat-ecuaciones-074',
    subtopic: 'lineales',
    difficulty: 'medio',
    question: 'La suma de tres números enteros consecutivos es 87. ¿Cuál es el mayor de los tres?',
    correct: '30',
    distractors: ['28', '29', '31'],
    pos: 3,
    check: () => (87 - 3) / 3 + 2,
    steps: [
      'Llamá $n$ al menor: los tres son $n$, $n + 1$ y $n + 2$.',
      '$n + (n + 1) + (n + 2) = 87$, o sea $3n + 3 = 87$, y $n = 28$.',
      'Los números son 28, 29 y 30; el mayor es 30. 29 es el del medio ($87 : 3$) y 28 el menor.',
    ],
    result: '30',
  }),
  mc({
    id: 'mat-ecuaciones-075',
    subtopic: 'lineales',
    difficulty: 'dificil',
    question:
      'Juan tiene el triple de la edad de su hermana. Dentro de 5 años tendrá el doble de la edad de ella en ese momento. ¿Cuántos años tiene Juan hoy?',
    correct: '15 años',
    distractors: ['5 años', '10 años', '20 años'],
    pos: 0,
    // 3h + 5 = 2(h + 5) → h = (10 - 5) / (3 - 2); Juan has 3h
    check: () => 3 * ((10 - 5) / (3 - 2)),
    steps: [
      'Llamá $h$ a la edad de la hermana hoy: Juan tiene $3h$.',
      'Dentro de 5 años: $3h + 5 = 2(h + 5)$, o sea $3h + 5 = 2h + 10$, y $h = 5$.',
      'Juan tiene $3 \\cdot 5 = 15$ años. Control: dentro de 5 años, 20 y 10. Responder 5 es dar la edad de la hermana; 20 es la edad de Juan dentro de 5 años.',
    ],
    result: '15 años',
  }),
  vf({
    id: 'mat-ecuaciones-076',
    subtopic: 'lineales',
    difficulty: 'medio',
    question: 'La ecuación $2(x + 3) = 2x + 6$ tiene infinitas soluciones.',
    answer: true,
    steps: [
      'Distribuí: $2x + 6 = 2x + 6$. Los dos miembros son iguales para cualquier $x$.',
      'Al despejar se llega a $0 = 0$, que siempre es cierto: todo número real es solución.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-ecuaciones-077',
    subtopic: 'lineales',
    difficulty: 'dificil',
    question: String.raw`Resolvé la ecuación $\frac{x - 1}{3} - \frac{x + 2}{4} = 1$.`,
    correct: '$x = 22$',
    distractors: ['$x = 10$', '$x = 11$', '$x = 15$'],
    pos: 2,
    check: () => {
      // multiply by 12: 4(x - 1) - 3(x + 2) = 12 → x - 10 = 12
      return 12 + 4 + 6;
    },
    steps: [
      'Multiplicá todo por 12, el mínimo común múltiplo de 3 y 4: $4(x - 1) - 3(x + 2) = 12$.',
      'Distribuí con cuidado el signo menos: $4x - 4 - 3x - 6 = 12$, así que $x - 10 = 12$ y $x = 22$.',
      String.raw`Control: $\frac{21}{3} - \frac{24}{4} = 7 - 6 = 1$. Escribir $-3x + 6$ da $x = 10$; no multiplicar el 1 por 12 da $x = 11$; y no distribuir ($4x - 1 - 3x - 2$) da $x = 15$.`,
    ],
    result: '$x = 22$',
  }),
];
