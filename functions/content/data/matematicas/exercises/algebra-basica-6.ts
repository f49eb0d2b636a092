import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

const DEG = Math.PI / 180;

/**
 * Álgebra básica, sixth part (#31, FRM's programme): operations between sets, cardinality and inclusion,
 * and the modulus and polar form of a complex number. A polar option reads as its modulus and its argument
 * in degrees, twice (cosine and sine), which is what the checks return.
 */
export const exercises: Exercise[] = [
  mc({
    id: 'mat-algebra-basica-125',
    subtopic: 'conjuntos',
    difficulty: 'facil',
    question: String.raw`Sean $A = \{1;\ 2;\ 3;\ 4;\ 5\}$ y $B = \{2;\ 4;\ 6;\ 8\}$. ¿Cuál es $A \cap B$?`,
    correct: String.raw`$\{2;\ 4\}$`,
    distractors: [
      String.raw`$\{1;\ 2;\ 3;\ 4;\ 5;\ 6;\ 8\}$`,
      String.raw`$\{1;\ 3;\ 5\}$`,
      String.raw`$\{6;\ 8\}$`,
    ],
    pos: 0,
    check: () => [1, 2, 3, 4, 5].filter((x) => [2, 4, 6, 8].includes(x)),
    steps: [
      'La intersección reúne los elementos que están en los dos conjuntos a la vez.',
      'De $A$, están también en $B$ el 2 y el 4; el 1, el 3 y el 5 no.',
      'Juntar todos los elementos es la unión; quedarse con los de $A$ que no están en $B$ es la diferencia $A - B$, y $\\{6;\\ 8\\}$ es $B - A$.',
    ],
    result: String.raw`$A \cap B = \{2;\ 4\}$.`,
  }),
  mc({
    id: 'mat-algebra-basica-126',
    subtopic: 'conjuntos',
    difficulty: 'facil',
    question: String.raw`Sean $A = \{1;\ 3;\ 5;\ 7;\ 9\}$ y $B = \{3;\ 6;\ 9;\ 12\}$. ¿Cuántos elementos tiene $A \cup B$?`,
    correct: '$7$',
    distractors: ['$9$', '$2$', '$3$'],
    pos: 1,
    check: () => new Set([1, 3, 5, 7, 9, 3, 6, 9, 12]).size,
    steps: [
      'En la unión cada elemento se escribe una sola vez: $A \\cup B = \\{1;\\ 3;\\ 5;\\ 6;\\ 7;\\ 9;\\ 12\\}$.',
      'Por cardinal: $\\#(A \\cup B) = \\#A + \\#B - \\#(A \\cap B) = 5 + 4 - 2 = 7$, porque el 3 y el 9 están en los dos.',
      'Sumar $5 + 4 = 9$ cuenta dos veces el 3 y el 9; 2 es el cardinal de la intersección y 3 el de $A - B$.',
    ],
    result: 'La unión tiene 7 elementos.',
  }),
  vf({
    id: 'mat-algebra-basica-127',
    subtopic: 'conjuntos',
    difficulty: 'facil',
    question: String.raw`Si $A = \{2;\ 4\}$ y $B = \{1;\ 2;\ 3;\ 4\}$, entonces $A \subseteq B$.`,
    answer: true,
    steps: [
      '$A$ está incluido en $B$ cuando cada elemento de $A$ pertenece también a $B$.',
      'El 2 y el 4 están en $B$, así que la inclusión vale (y es estricta, porque $B$ tiene elementos que $A$ no).',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-algebra-basica-128',
    subtopic: 'conjuntos',
    difficulty: 'medio',
    question: String.raw`Sean $A = \{1;\ 2;\ 3;\ 4;\ 5;\ 6\}$ y $B = \{4;\ 5;\ 6;\ 7;\ 8\}$. ¿Cuál es $A - B$?`,
    correct: String.raw`$\{1;\ 2;\ 3\}$`,
    distractors: [String.raw`$\{7;\ 8\}$`, String.raw`$\{4;\ 5;\ 6\}$`, String.raw`$\{1;\ 2;\ 3;\ 7;\ 8\}$`],
    pos: 2,
    check: () => [1, 2, 3, 4, 5, 6].filter((x) => ![4, 5, 6, 7, 8].includes(x)),
    steps: [
      '$A - B$ son los elementos de $A$ que no están en $B$: se le sacan a $A$ los que comparte con $B$ (4, 5 y 6).',
      'Quedan 1, 2 y 3. El orden importa: $B - A = \\{7;\\ 8\\}$ es otro conjunto.',
      '$\\{4;\\ 5;\\ 6\\}$ es la intersección y $\\{1;\\ 2;\\ 3;\\ 7;\\ 8\\}$ la diferencia simétrica, lo que está en uno solo de los dos.',
    ],
    result: String.raw`$A - B = \{1;\ 2;\ 3\}$.`,
  }),
  mc({
    id: 'mat-algebra-basica-129',
    subtopic: 'conjuntos',
    difficulty: 'medio',
    question:
      'En un curso de 40 estudiantes, 25 aprobaron Matemática, 18 aprobaron Física y 10 aprobaron las dos. ¿Cuántos no aprobaron ninguna de las dos?',
    correct: '$7$',
    distractors: ['$17$', '$33$', '$10$'],
    pos: 3,
    check: () => 40 - (25 + 18 - 10),
    steps: [
      'Los que aprobaron al menos una forman la unión: $\\#(M \\cup F) = 25 + 18 - 10 = 33$. Los 10 que aprobaron las dos se restan una vez porque entraron en los dos conteos.',
      'Los que no aprobaron ninguna son el complemento de la unión en el curso: $40 - 33 = 7$.',
      'Contar solo a los que aprobaron una sola ($15 + 8 = 23$) y restar da 17, que deja afuera a los que aprobaron las dos; 33 es la unión, no lo pedido.',
    ],
    result: '7 estudiantes no aprobaron ninguna.',
  }),
  vf({
    id: 'mat-algebra-basica-130',
    subtopic: 'conjuntos',
    difficulty: 'medio',
    question:
      'Si el conjunto $A$ tiene 5 elementos y el conjunto $B$ tiene 4, entonces $A \\cup B$ tiene 9 elementos.',
    answer: false,
    steps: [
      'El cardinal de la unión es $\\#A + \\#B - \\#(A \\cap B)$.',
      'Da 9 solo si $A$ y $B$ son disjuntos. Por ejemplo, con $A = \\{1;\\ 2;\\ 3;\\ 4;\\ 5\\}$ y $B = \\{1;\\ 2;\\ 6;\\ 7\\}$ la unión tiene 7 elementos.',
    ],
    result: 'Falso: puede tener entre 5 y 9 elementos, según cuántos compartan.',
  }),
  mc({
    id: 'mat-algebra-basica-131',
    subtopic: 'conjuntos',
    difficulty: 'medio',
    question:
      'El conjunto $A = \\{a;\\ b;\\ c;\\ d\\}$ tiene cuatro elementos. ¿Cuántos subconjuntos tiene, contando el vacío y el mismo $A$?',
    correct: '$16$',
    distractors: ['$4$', '$8$', '$24$'],
    pos: 0,
    check: () => 2 ** 4,
    steps: [
      'Para armar un subconjunto se decide, elemento por elemento, si entra o no: dos opciones para cada uno de los cuatro.',
      'Son $2 \\cdot 2 \\cdot 2 \\cdot 2 = 2^4 = 16$ subconjuntos, del vacío al mismo $A$.',
      '4 cuenta solo los subconjuntos de un elemento, 8 es $2^3$ (un elemento de menos) y 24 son las maneras de ordenar los cuatro, que no importa en un conjunto.',
    ],
    result: 'Tiene 16 subconjuntos.',
  }),
  mc({
    id: 'mat-algebra-basica-132',
    subtopic: 'conjuntos',
    difficulty: 'dificil',
    question: String.raw`En el universal $U = \{1;\ 2;\ 3;\ \ldots;\ 10\}$, sean $A$ el conjunto de los números pares y $B = \{3;\ 6;\ 9\}$. ¿Cuál es el complemento de $A \cup B$?`,
    correct: String.raw`$\{1;\ 5;\ 7\}$`,
    distractors: [
      String.raw`$\{1;\ 3;\ 5;\ 7;\ 9\}$`,
      String.raw`$\{6\}$`,
      String.raw`$\{1;\ 2;\ 3;\ 4;\ 5;\ 7;\ 8;\ 9;\ 10\}$`,
    ],
    pos: 1,
    check: () => {
      const union = [2, 4, 6, 8, 10, 3, 9];
      return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((x) => !union.includes(x));
    },
    steps: [
      '$A = \\{2;\\ 4;\\ 6;\\ 8;\\ 10\\}$, así que $A \\cup B = \\{2;\\ 3;\\ 4;\\ 6;\\ 8;\\ 9;\\ 10\\}$.',
      'El complemento son los elementos de $U$ que faltan: 1, 5 y 7. Por De Morgan es lo mismo que $A^c \\cap B^c = \\{1;\\ 3;\\ 5;\\ 7;\\ 9\\} \\cap \\{1;\\ 2;\\ 4;\\ 5;\\ 7;\\ 8;\\ 10\\}$.',
      '$\\{1;\\ 3;\\ 5;\\ 7;\\ 9\\}$ es solo el complemento de $A$; $\\{6\\}$ es $A \\cap B$, y el conjunto de nueve elementos es el complemento de la intersección.',
    ],
    result: String.raw`$(A \cup B)^c = \{1;\ 5;\ 7\}$.`,
  }),
  mc({
    id: 'mat-algebra-basica-133',
    subtopic: 'conjuntos',
    difficulty: 'dificil',
    question:
      'De 60 socios de un club, 30 juegan al fútbol, 25 al básquet y 20 al vóley; 10 juegan fútbol y básquet, 8 fútbol y vóley, 5 básquet y vóley, y 3 juegan los tres deportes. ¿Cuántos socios no juegan ninguno de los tres?',
    correct: '$5$',
    distractors: ['$8$', '$11$', '$55$'],
    pos: 2,
    check: () => 60 - (30 + 25 + 20 - 10 - 8 - 5 + 3),
    steps: [
      'Para tres conjuntos, $\\#(F \\cup B \\cup V) = \\#F + \\#B + \\#V - \\#(F \\cap B) - \\#(F \\cap V) - \\#(B \\cap V) + \\#(F \\cap B \\cap V)$.',
      'Queda $30 + 25 + 20 - 10 - 8 - 5 + 3 = 55$: los 3 que juegan todo se sumaron tres veces y se restaron tres, por eso se vuelven a sumar.',
      'Los que no juegan ninguno: $60 - 55 = 5$. Sin el $+3$ la unión da 52 y quedan 8; restando también los 3 quedan 11; 55 es la unión.',
    ],
    result: '5 socios no juegan ninguno de los tres.',
  }),
  vf({
    id: 'mat-algebra-basica-134',
    subtopic: 'conjuntos',
    difficulty: 'dificil',
    question: String.raw`Para dos conjuntos cualesquiera de un mismo universal vale $(A \cup B)^c = A^c \cap B^c$.`,
    answer: true,
    steps: [
      'Un elemento está en $(A \\cup B)^c$ cuando no está en $A$ ni en $B$.',
      'No estar en $A$ es estar en $A^c$, y no estar en $B$ es estar en $B^c$: las dos cosas a la vez son $A^c \\cap B^c$. Es una de las leyes de De Morgan.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-algebra-basica-135',
    subtopic: 'numeros-complejos',
    difficulty: 'facil',
    question: '¿Cuál es el módulo del número complejo $z = 3 - 4i$?',
    correct: '$5$',
    distractors: ['$7$', '$25$', String.raw`$\sqrt{7}$`],
    pos: 3,
    check: () => Math.hypot(3, -4),
    steps: [
      'El módulo es la distancia de $z = a + bi$ al origen: $|z| = \\sqrt{a^2 + b^2}$.',
      '$|z| = \\sqrt{3^2 + (-4)^2} = \\sqrt{9 + 16} = \\sqrt{25} = 5$.',
      'Sumar las partes sin elevarlas da 7 o $\\sqrt{7}$; olvidar la raíz deja 25.',
    ],
    result: '$|z| = 5$.',
  }),
  mc({
    id: 'mat-algebra-basica-136',
    subtopic: 'numeros-complejos',
    difficulty: 'medio',
    question: String.raw`¿Cuál es la forma trigonométrica de $z = 1 + \sqrt{3}\,i$?`,
    correct: String.raw`$2\,(\cos 60° + i \operatorname{sen} 60°)$`,
    distractors: [
      String.raw`$4\,(\cos 60° + i \operatorname{sen} 60°)$`,
      String.raw`$2\,(\cos 30° + i \operatorname{sen} 30°)$`,
      String.raw`$2\,(\cos 300° + i \operatorname{sen} 300°)$`,
    ],
    pos: 0,
    check: () => {
      const modulus = Math.hypot(1, Math.sqrt(3));
      const argument = Math.atan2(Math.sqrt(3), 1) / DEG;
      return [modulus, argument, argument];
    },
    steps: [
      'Módulo: $|z| = \\sqrt{1^2 + (\\sqrt{3})^2} = \\sqrt{4} = 2$.',
      'Argumento: $\\operatorname{tg} \\alpha = \\frac{\\sqrt{3}}{1}$ y $z$ está en el primer cuadrante (las dos partes positivas), así que $\\alpha = 60°$.',
      'Forma trigonométrica: $z = |z|\\,(\\cos \\alpha + i \\operatorname{sen} \\alpha)$. Sin la raíz el módulo da 4; invertir el cociente ($\\frac{1}{\\sqrt{3}}$) da 30°, y 300° es el argumento del conjugado.',
    ],
    result: String.raw`$z = 2\,(\cos 60° + i \operatorname{sen} 60°)$.`,
  }),
  vf({
    id: 'mat-algebra-basica-137',
    subtopic: 'numeros-complejos',
    difficulty: 'medio',
    question: 'El argumento de $z = -2 + 2i$, tomado en $[0°, 360°)$, es 135°.',
    answer: true,
    steps: [
      '$z$ tiene parte real negativa e imaginaria positiva: está en el segundo cuadrante.',
      '$\\operatorname{tg} \\alpha = \\frac{2}{-2} = -1$. En el segundo cuadrante, el ángulo con tangente $-1$ es $180° - 45° = 135°$. La calculadora da $-45°$, que corresponde al cuarto cuadrante.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-algebra-basica-138',
    subtopic: 'numeros-complejos',
    difficulty: 'dificil',
    question: String.raw`Escribí en forma binómica $z = 4\,(\cos 150° + i \operatorname{sen} 150°)$.`,
    correct: String.raw`$-2\sqrt{3} + 2i$`,
    distractors: [
      String.raw`$2\sqrt{3} + 2i$`,
      String.raw`$-2 + 2\sqrt{3}\,i$`,
      String.raw`$-2\sqrt{3} -2i$`,
    ],
    pos: 1,
    check: () => [4 * Math.cos(150 * DEG), 4 * Math.sin(150 * DEG)],
    steps: [
      'La parte real es $|z| \\cos \\alpha$ y la imaginaria $|z| \\operatorname{sen} \\alpha$.',
      '$\\cos 150° = -\\frac{\\sqrt{3}}{2}$ y $\\operatorname{sen} 150° = \\frac{1}{2}$: en el segundo cuadrante el coseno es negativo y el seno positivo.',
      'Parte real $4 \\cdot (-\\frac{\\sqrt{3}}{2}) = -2\\sqrt{3}$; parte imaginaria $4 \\cdot \\frac{1}{2} = 2$. Olvidar el signo del coseno da $2\\sqrt{3} + 2i$, y cambiar seno por coseno da $-2 + 2\\sqrt{3}\\,i$.',
    ],
    result: String.raw`$z = -2\sqrt{3} + 2i$.`,
  }),
  mc({
    id: 'mat-algebra-basica-139',
    subtopic: 'numeros-complejos',
    difficulty: 'dificil',
    question: String.raw`Sean $z_1 = 2\,(\cos 40° + i \operatorname{sen} 40°)$ y $z_2 = 3\,(\cos 80° + i \operatorname{sen} 80°)$. ¿Cuánto vale $z_1 \cdot z_2$?`,
    correct: String.raw`$6\,(\cos 120° + i \operatorname{sen} 120°)$`,
    distractors: [
      String.raw`$5\,(\cos 120° + i \operatorname{sen} 120°)$`,
      String.raw`$6\,(\cos 40° + i \operatorname{sen} 40°)$`,
      String.raw`$\frac{2}{3}\,(\cos(-40°) + i \operatorname{sen}(-40°))$`,
    ],
    pos: 2,
    check: () => [2 * 3, 40 + 80, 40 + 80],
    steps: [
      'En forma trigonométrica, para multiplicar se multiplican los módulos y se suman los argumentos.',
      'Módulo $2 \\cdot 3 = 6$; argumento $40° + 80° = 120°$.',
      'Sumar los módulos da 5; dividir los módulos y restar los argumentos es el cociente $\\frac{z_1}{z_2}$, no el producto, y restar solo los argumentos da 40°.',
    ],
    result: String.raw`$z_1 \cdot z_2 = 6\,(\cos 120° + i \operatorname{sen} 120°)$.`,
  }),
];
