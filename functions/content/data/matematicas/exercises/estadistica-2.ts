import { at } from '../../../../../shared/lib/must.ts';
import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** How many k-element subsets of {0, …, n-1} satisfy a condition (brute force, for checks). */
const countSubsets = (n: number, k: number, holds: (subset: number[]) => boolean) => {
  let count = 0;
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      if (holds(chosen)) count++;
      return;
    }
    for (let i = start; i < n; i++) walk(i + 1, [...chosen, i]);
  };
  walk(0, []);
  return count;
};

/** Estadística y probabilidad, second part: the hard items every topic needs. */
export const exercises: Exercise[] = [
  mc({
    id: 'mat-estadistica-028',
    subtopic: 'medidas',
    difficulty: 'dificil',
    question:
      'En una materia el parcial pesa el 40 % de la nota y el final, el 60 %. Si sacaste 5 en el parcial, ¿qué nota necesitás como mínimo en el final para que la nota ponderada sea al menos 7? Redondeá a dos decimales.',
    correct: 'Al menos 8,33',
    distractors: ['Al menos 9', 'Al menos 7', 'Al menos 11,67'],
    pos: 0,
    check: () => (7 - 0.4 * 5) / 0.6,
    steps: [
      String.raw`Nota ponderada: $0{,}4 \cdot 5 + 0{,}6 \cdot F \geq 7$.`,
      String.raw`$2 + 0{,}6F \geq 7 \Rightarrow 0{,}6F \geq 5 \Rightarrow F \geq \frac{5}{0{,}6} \approx 8{,}33$.`,
      String.raw`Con el promedio simple ($\frac{5 + F}{2} \geq 7$) saldría 9, que pide de más; $\frac{7}{0{,}6} \approx 11{,}67$ olvida el aporte del parcial.`,
    ],
    result: 'Necesitás al menos 8,33 en el final.',
  }),
  mc({
    id: 'mat-estadistica-029',
    subtopic: 'medidas',
    difficulty: 'dificil',
    question:
      'En una encuesta se preguntó cuántas materias rinde cada alumno: 3 alumnos contestaron 1, 5 contestaron 2, 8 contestaron 3 y 4 contestaron 4. ¿Cuál es la mediana?',
    correct: '$3$',
    distractors: ['$2{,}5$', '$8$', '$2{,}65$'],
    pos: 3,
    check: () => {
      const data = [
        ...Array<number>(3).fill(1),
        ...Array<number>(5).fill(2),
        ...Array<number>(8).fill(3),
        ...Array<number>(4).fill(4),
      ];
      const n = data.length;
      return (at(data, n / 2 - 1, 'datum') + at(data, n / 2, 'datum')) / 2;
    },
    steps: [
      'Hay $3 + 5 + 8 + 4 = 20$ datos. Con $n$ par, la mediana es el promedio de los datos ordenados en las posiciones 10 y 11.',
      'Frecuencias acumuladas: hasta el valor 1 hay 3 datos, hasta el 2 hay 8 y hasta el 3 hay 16. Las posiciones 10 y 11 valen 3.',
      String.raw`Mediana: $\frac{3 + 3}{2} = 3$. El 2,5 es la mediana de los valores 1, 2, 3, 4 sin tener en cuenta las frecuencias; 8 es la frecuencia mayor (la moda es 3, no 8); y 2,65 es la media.`,
    ],
    result: 'La mediana es 3.',
  }),
  mc({
    id: 'mat-estadistica-030',
    subtopic: 'medidas',
    difficulty: 'dificil',
    question:
      'Calculá el desvío estándar poblacional (dividiendo por $n$) de los datos 2, 4, 6, 8. Redondeá a dos decimales.',
    correct: '$2{,}24$',
    distractors: ['$5$', '$2{,}58$', '$2$'],
    pos: 0,
    check: () => {
      const data = [2, 4, 6, 8];
      const mean = data.reduce((s, x) => s + x, 0) / data.length;
      return Math.sqrt(data.reduce((s, x) => s + (x - mean) ** 2, 0) / data.length);
    },
    steps: [
      String.raw`Media: $\frac{2 + 4 + 6 + 8}{4} = 5$.`,
      String.raw`Desvíos al cuadrado: $9, 1, 1, 9$. Varianza: $\frac{20}{4} = 5$.`,
      String.raw`Desvío estándar: $\sqrt{5} \approx 2{,}24$.`,
      String.raw`5 es la varianza (falta la raíz); dividir por $n - 1 = 3$ da el desvío muestral, $\sqrt{6{,}67} \approx 2{,}58$; y 2 es el promedio de los desvíos sin elevar al cuadrado.`,
    ],
    result: String.raw`$\sigma = \sqrt{5} \approx 2{,}24$`,
  }),
  mc({
    id: 'mat-estadistica-031',
    subtopic: 'probabilidad',
    difficulty: 'dificil',
    question:
      'De un mazo de 40 cartas españolas (10 de cada palo) se sacan 2 cartas sin reposición. ¿Cuál es la probabilidad de que las dos sean de oro?',
    correct: String.raw`$\frac{3}{52}$`,
    distractors: [String.raw`$\frac{1}{16}$`, String.raw`$\frac{1}{2}$`, String.raw`$\frac{1}{4}$`],
    pos: 2,
    check: () => (10 / 40) * (9 / 39),
    steps: [
      String.raw`Primera carta de oro: $\frac{10}{40}$. Como no se repone, quedan 39 cartas y 9 de oro: $\frac{9}{39}$.`,
      String.raw`Multiplicá: $\frac{10}{40} \cdot \frac{9}{39} = \frac{90}{1560} = \frac{3}{52}$.`,
      String.raw`Con reposición sería $\left(\frac{1}{4}\right)^2 = \frac{1}{16}$; sumar las probabilidades da $\frac{1}{2}$, que no corresponde a "las dos"; y $\frac{1}{4}$ es la probabilidad de una sola carta.`,
    ],
    result: String.raw`$\frac{3}{52}$`,
  }),
  mc({
    id: 'mat-estadistica-032',
    subtopic: 'probabilidad',
    difficulty: 'dificil',
    question: String.raw`Si $P(A) = 0{,}5$, $P(B) = 0{,}4$ y $P(A \cup B) = 0{,}8$, ¿cuánto vale $P(A \cap B)$?`,
    correct: '$0{,}1$',
    distractors: ['$0{,}2$', '$0{,}9$', '$0{,}3$'],
    pos: 1,
    check: () => 0.5 + 0.4 - 0.8,
    steps: [
      String.raw`Regla de la suma: $P(A \cup B) = P(A) + P(B) - P(A \cap B)$.`,
      String.raw`Despejá: $P(A \cap B) = 0{,}5 + 0{,}4 - 0{,}8 = 0{,}1$.`,
      String.raw`Multiplicar $0{,}5 \cdot 0{,}4 = 0{,}2$ supone que los sucesos son independientes, y no lo son (en ese caso la unión sería $0{,}7$). $0{,}9$ es la suma sin restar nada, y $0{,}3$ resta una sola de las probabilidades.`,
    ],
    result: String.raw`$P(A \cap B) = 0{,}1$`,
  }),
  vf({
    id: 'mat-estadistica-033',
    subtopic: 'probabilidad',
    difficulty: 'dificil',
    question: String.raw`Si se tira un dado dos veces, la probabilidad de obtener al menos un 6 es $\frac{2}{6} = \frac{1}{3}$.`,
    answer: false,
    steps: [
      String.raw`Usá el complemento: la probabilidad de no sacar ningún 6 es $\frac{5}{6} \cdot \frac{5}{6} = \frac{25}{36}$.`,
      String.raw`Al menos un 6: $1 - \frac{25}{36} = \frac{11}{36} \approx 0{,}306$.`,
      String.raw`Sumar $\frac{1}{6} + \frac{1}{6}$ cuenta dos veces el caso (6; 6), que tiene probabilidad $\frac{1}{36}$.`,
    ],
    result: String.raw`Falso: la probabilidad es $\frac{11}{36}$.`,
  }),
  mc({
    id: 'mat-estadistica-034',
    subtopic: 'conteo',
    difficulty: 'dificil',
    question:
      '¿Cuántas comisiones de 4 personas se pueden formar con 7 personas si dos de ellas, Ana y Beto, no pueden estar juntas en la comisión?',
    correct: '$25$',
    distractors: ['$35$', '$20$', '$5$'],
    pos: 3,
    // people 0 and 1 are Ana and Beto
    check: () => countSubsets(7, 4, (s) => !(s.includes(0) && s.includes(1))),
    steps: [
      String.raw`Sin restricciones: $\binom{7}{4} = 35$ comisiones.`,
      String.raw`Comisiones con Ana y Beto juntos: faltan 2 lugares para las otras 5 personas, $\binom{5}{2} = 10$.`,
      String.raw`Restá: $35 - 10 = 25$. Por casos: con uno solo de los dos, $2 \cdot \binom{5}{3} = 20$; sin ninguno, $\binom{5}{4} = 5$; total 25. Quedarse con uno solo de los casos da 20 o 5.`,
    ],
    result: '25 comisiones.',
  }),
  vf({
    id: 'mat-estadistica-035',
    subtopic: 'conteo',
    difficulty: 'dificil',
    question:
      'Con las letras de la palabra NEUQUEN se pueden formar 630 ordenamientos distintos (con o sin sentido).',
    answer: true,
    steps: [
      'NEUQUEN tiene 7 letras: N aparece 2 veces, E 2 veces, U 2 veces y Q 1 vez.',
      String.raw`Permutaciones con repetición: $\frac{7!}{2! \cdot 2! \cdot 2!} = \frac{5040}{8} = 630$.`,
      'Si no dividieras por las repeticiones contarías 5040, tratando como distintas dos letras iguales.',
    ],
    result: 'Verdadero.',
  }),
];
