import type { Exercise } from '../../../schema.ts';
import { itemBuilders } from '../helpers.ts';

const r = String.raw;
const { mc, vf } = itemBuilders('mecanica');
const subtopic = 'mecanica.fuerzas-paralelas';

/** Where forces of signed size `forces[i]` at `positions[i]` can be replaced by one (Varignon). */
const resultantPosition = (forces: readonly number[], positions: readonly number[]) =>
  forces.reduce((sum, force, i) => sum + force * (positions[i] ?? 0), 0) /
  forces.reduce((sum, force) => sum + force, 0);

/** Mechanics: the resultant of parallel forces and its point of application; beams and levers (155–172). */
export const exercises: Exercise[] = [
  mc({
    n: 155,
    difficulty: 'facil',
    subtopic,
    question:
      'Dos personas empujan un auto desde atrás con fuerzas paralelas y del mismo sentido, de 30 N y de 50 N. ¿Cuál es el módulo de la resultante?',
    correct: '80 N',
    distractors: ['20 N', '58,31 N', '40 N'],
    pos: 2,
    compute: () => 30 + 50,
    steps: [
      'Fuerzas paralelas del mismo sentido: la resultante tiene ese mismo sentido y su módulo es la suma, R = 30 N + 50 N = 80 N.',
      '20 N las resta, como si tiraran en sentidos opuestos; 58,31 N aplica Pitágoras, que vale para fuerzas perpendiculares; 40 N es el promedio.',
    ],
    result: '80 N.',
  }),
  mc({
    n: 156,
    difficulty: 'facil',
    subtopic,
    question:
      'Sobre una tabla actúan dos fuerzas paralelas de sentidos opuestos, aplicadas en puntos distintos: una de 70 N hacia arriba y otra de 30 N hacia abajo. ¿Cuál es el módulo de la resultante?',
    correct: '40 N',
    distractors: ['100 N', '76,16 N', '50 N'],
    pos: 0,
    compute: () => 70 - 30,
    steps: [
      'Con sentidos opuestos, el módulo de la resultante es la diferencia: R = 70 N − 30 N = 40 N, con el sentido de la mayor (hacia arriba).',
      '100 N suma como si tuvieran el mismo sentido; 76,16 N aplica Pitágoras; 50 N es el promedio.',
    ],
    result: '40 N, hacia arriba.',
  }),
  mc({
    n: 157,
    difficulty: 'facil',
    subtopic,
    question:
      'Dos fuerzas paralelas del mismo sentido, de 20 N y 60 N, están aplicadas en una barra a 80 cm una de otra. ¿A qué distancia de la fuerza de 20 N está aplicada la resultante?',
    correct: '60 cm',
    distractors: ['20 cm', '40 cm', '80 cm'],
    pos: 1,
    compute: () => resultantPosition([20, 60], [0, 80]),
    steps: [
      r`La resultante está entre las dos, más cerca de la mayor: $F_1 \cdot d_1 = F_2 \cdot d_2$, con $d_1 + d_2 = 80$ cm.`,
      r`$20\,d_1 = 60\,d_2 \Rightarrow d_1 = 3\,d_2$. Entonces $4\,d_2 = 80$, $d_2 = 20$ cm y $d_1 = 60$ cm.`,
      '20 cm la pone cerca de la fuerza menor (invierte la proporción); 40 cm la pone en el medio, lo que solo pasa con fuerzas iguales; 80 cm la pone sobre la fuerza de 60 N.',
    ],
    result: 'A 60 cm de la fuerza de 20 N (y a 20 cm de la de 60 N).',
  }),
  vf({
    n: 158,
    difficulty: 'facil',
    subtopic,
    question:
      'La resultante de dos fuerzas paralelas del mismo sentido y módulos distintos está aplicada más cerca de la fuerza de mayor módulo.',
    answer: true,
    steps: [
      r`De $F_1 \cdot d_1 = F_2 \cdot d_2$: si $F_2 > F_1$, entonces $d_2 < d_1$.`,
      'La fuerza mayor «tira» más del punto de aplicación, como en un subibaja el más pesado va más cerca del apoyo.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    n: 159,
    difficulty: 'facil',
    subtopic,
    question:
      'Dos fuerzas paralelas de igual módulo y sentidos opuestos que no actúan sobre la misma recta no producen ningún efecto sobre el cuerpo, porque su resultante es nula.',
    answer: false,
    steps: [
      'Es cierto que la suma de las dos fuerzas es cero: el cuerpo no se traslada aceleradamente.',
      'Pero forman un par de fuerzas, con un momento M = F · d: el cuerpo empieza a girar. Es lo que hacés con las dos manos en un volante.',
    ],
    result: 'Falso: forman un par que hace girar el cuerpo.',
  }),
  mc({
    n: 160,
    difficulty: 'medio',
    subtopic,
    question:
      'Una viga homogénea de 6 m y 1200 N está apoyada en sus extremos A y B. Sobre ella hay un cajón de 900 N a 2 m de A. ¿Qué fuerza hace el apoyo B?',
    correct: '900 N',
    distractors: ['1200 N', '1050 N', '300 N'],
    pos: 3,
    compute: () => (1200 * 3 + 900 * 2) / 6,
    steps: [
      'El peso de la viga actúa en su centro, a 3 m de A.',
      r`Momentos respecto de A (así la fuerza de A no aparece): $R_B \cdot 6 = 1200 \cdot 3 + 900 \cdot 2 = 5400 \Rightarrow R_B = 900$ N.`,
      r`Control con las fuerzas: $R_A = 2100 - 900 = 1200$ N. A tiene más carga porque el cajón está más cerca de A.`,
      '1200 N es la fuerza de A; 1050 N reparte el total por mitades; 300 N olvida el peso de la viga.',
    ],
    result: '900 N.',
  }),
  mc({
    n: 161,
    difficulty: 'medio',
    subtopic,
    question:
      'A lo largo de una barra actúan tres fuerzas paralelas hacia abajo: 10 N en un extremo, 20 N a 2 m de ese extremo y 30 N a 5 m. ¿A qué distancia del extremo de la fuerza de 10 N está aplicada la resultante? (Redondeá a dos decimales.)',
    correct: '3,17 m',
    distractors: ['2,33 m', '2,5 m', '3,8 m'],
    pos: 0,
    compute: () => resultantPosition([10, 20, 30], [0, 2, 5]),
    steps: [
      'Resultante: R = 10 + 20 + 30 = 60 N, hacia abajo.',
      r`Teorema de Varignon, con origen en el extremo de la fuerza de 10 N: $x_R = \dfrac{10 \cdot 0 + 20 \cdot 2 + 30 \cdot 5}{60} = \dfrac{190}{60} \approx 3{,}17$ m.`,
      '2,33 m promedia las posiciones sin pesarlas por las fuerzas; 2,5 m toma el punto medio entre la primera y la última; 3,8 m se olvida de la fuerza de 10 N al dividir.',
    ],
    result: '≈ 3,17 m.',
  }),
  mc({
    n: 162,
    difficulty: 'medio',
    subtopic,
    question:
      'En el punto A de una barra actúa una fuerza de 50 N hacia arriba y en el punto B, a 30 cm de A, una de 20 N hacia abajo. ¿A qué distancia de B está aplicada la resultante?',
    correct: '50 cm',
    distractors: ['20 cm', '21,43 cm', '10 cm'],
    pos: 2,
    compute: () => Math.abs(resultantPosition([50, -20], [0, 30]) - 30),
    steps: [
      'Sentidos opuestos: R = 50 − 20 = 30 N, hacia arriba, aplicada fuera del segmento AB, del lado de la fuerza mayor (A).',
      r`Varignon con origen en A y positivo hacia arriba: $x_R = \dfrac{50 \cdot 0 + (-20) \cdot 30}{30} = -20$ cm. Está 20 cm más allá de A, así que a $20 + 30 = 50$ cm de B.`,
      '20 cm es la distancia a A, no a B; 21,43 cm trata las fuerzas como del mismo sentido; 10 cm pone la resultante dentro del segmento.',
    ],
    result: 'A 50 cm de B (20 cm más allá de A).',
  }),
  vf({
    n: 163,
    difficulty: 'medio',
    subtopic,
    question:
      'La resultante de dos fuerzas paralelas de sentidos opuestos y módulos distintos queda aplicada fuera del segmento que une sus puntos de aplicación, del lado de la fuerza mayor.',
    answer: true,
    steps: [
      r`Con Varignon: $x_R = \dfrac{F_1 x_1 - F_2 x_2}{F_1 - F_2}$. Con $x_1 = 0$, $x_2 = d$ y $F_1 > F_2$ queda $x_R = -\dfrac{F_2\,d}{F_1 - F_2} < 0$.`,
      'El resultado negativo indica que está más allá de la fuerza mayor, del lado opuesto a la menor.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 164,
    difficulty: 'medio',
    subtopic,
    question:
      'Con una barreta de 1,5 m querés levantar una piedra de 900 N que está en un extremo. El punto de apoyo está a 30 cm de la piedra. ¿Qué fuerza tenés que hacer en el otro extremo?',
    correct: '225 N',
    distractors: ['180 N', '3600 N', '4500 N'],
    pos: 1,
    compute: () => (900 * 0.3) / (1.5 - 0.3),
    steps: [
      'Brazos medidos desde el apoyo: el de la piedra es 0,3 m y el tuyo, 1,5 − 0,3 = 1,2 m.',
      r`Equilibrio de momentos: $900 \cdot 0{,}3 = F \cdot 1{,}2 \Rightarrow F = 225$ N.`,
      '180 N usa como brazo el largo total de la barreta; 3600 N y 4500 N invierten los brazos (harías más fuerza que el peso de la piedra).',
    ],
    result: '225 N.',
  }),
  mc({
    n: 165,
    difficulty: 'dificil',
    subtopic,
    question:
      'Un tablón homogéneo de 5 m y 400 N está apoyado en dos caballetes: uno en el extremo A y otro a 4 m de A. Un pintor de 600 N se para a 4,5 m de A. ¿Qué fuerza hace el caballete del extremo A?',
    correct: '75 N',
    distractors: ['925 N', '500 N', '325 N'],
    pos: 1,
    compute: () => 1000 - (400 * 2.5 + 600 * 4.5) / 4,
    steps: [
      'Fuerzas verticales: el peso del tablón en su centro (2,5 m de A), el del pintor a 4,5 m, y las reacciones en A y en el otro caballete (C, a 4 m).',
      r`Momentos respecto de A: $R_C \cdot 4 = 400 \cdot 2{,}5 + 600 \cdot 4{,}5 = 3700 \Rightarrow R_C = 925$ N.`,
      r`Suma de fuerzas: $R_A = 1000 - 925 = 75$ N. Es poco porque el pintor está más allá de C: si se acercara al extremo, A dejaría de apoyar y el tablón volcaría.`,
      '925 N es la fuerza de C; 500 N reparte el total por mitades; 325 N se olvida del peso del tablón al tomar momentos.',
    ],
    result: '75 N.',
  }),
  mc({
    n: 166,
    difficulty: 'dificil',
    subtopic,
    question:
      'Dos personas llevan al hombro un tronco homogéneo de 3 m y 600 N: una lo sostiene en un extremo y la otra a 0,5 m del otro extremo. ¿Qué fuerza hace la persona del extremo?',
    correct: '240 N',
    distractors: ['360 N', '300 N', '200 N'],
    pos: 2,
    compute: () => (600 * (2.5 - 1.5)) / 2.5,
    steps: [
      'Tomá x = 0 en la persona del extremo. El peso está en el centro (1,5 m) y la otra persona, a 2,5 m.',
      r`Momentos respecto de la segunda persona: $R_1 \cdot 2{,}5 = 600 \cdot (2{,}5 - 1{,}5) \Rightarrow R_1 = 240$ N.`,
      r`La otra hace $600 - 240 = 360$ N: carga más quien está más cerca del centro.`,
      '360 N es la fuerza de la otra persona; 300 N reparte por mitades; 200 N usa como brazo el largo total del tronco.',
    ],
    result: '240 N.',
  }),
  mc({
    n: 167,
    difficulty: 'dificil',
    subtopic,
    question:
      'De una barra liviana de 2 m cuelgan 40 N en un extremo, 60 N en el centro y 100 N en el otro extremo. ¿A qué distancia del extremo de los 40 N hay que colgarla de un único hilo para que quede horizontal?',
    correct: '1,3 m',
    distractors: ['1 m', '1,43 m', '1,63 m'],
    pos: 1,
    compute: () => resultantPosition([40, 60, 100], [0, 1, 2]),
    steps: [
      'El hilo tiene que pasar por el punto de aplicación de la resultante de los tres pesos (así el momento total respecto del hilo es cero).',
      r`$x_R = \dfrac{40 \cdot 0 + 60 \cdot 1 + 100 \cdot 2}{40 + 60 + 100} = \dfrac{260}{200} = 1{,}3$ m.`,
      '1 m es el centro de la barra; 1,43 m se olvida de la carga del centro; 1,63 m se olvida de los 40 N al dividir.',
    ],
    result: '1,3 m.',
  }),
  vf({
    n: 168,
    difficulty: 'dificil',
    subtopic,
    question:
      'Un par formado por dos fuerzas de 30 N separadas 0,4 m tiene el mismo momento, 12 N·m, respecto de cualquier punto.',
    answer: true,
    steps: [
      r`Respecto de un punto a distancia x de una de las fuerzas (medida sobre la perpendicular), los momentos son $30\,x$ y $30\,(x + 0{,}4)$ con giros opuestos.`,
      r`La suma es $30 \cdot 0{,}4 = 12$ N·m, sin x: el momento de un par no depende del punto.`,
    ],
    result: 'Verdadero: M = F · d = 12 N·m respecto de cualquier punto.',
  }),
  mc({
    n: 169,
    difficulty: 'dificil',
    subtopic,
    question:
      'Una barra de 1 m y peso despreciable tiene una fuerza de 120 N hacia abajo en un extremo y otra de 80 N hacia abajo en el otro. ¿A qué distancia del extremo de 120 N hay que aplicar una única fuerza hacia arriba que la deje en equilibrio?',
    correct: '0,4 m',
    distractors: ['0,6 m', '0,5 m', '0,67 m'],
    pos: 0,
    compute: () => resultantPosition([120, 80], [0, 1]),
    steps: [
      'La equilibrante es igual y opuesta a la resultante y se aplica en el mismo punto: 200 N hacia arriba.',
      r`$120\,d_1 = 80\,d_2$ con $d_1 + d_2 = 1$ m: $d_1 = \dfrac{80}{200} = 0{,}4$ m del extremo de 120 N.`,
      '0,6 m es la distancia al otro extremo; 0,5 m es el centro, que solo sirve si las fuerzas son iguales; 0,67 m es el cociente 80/120.',
    ],
    result: '0,4 m.',
  }),
  mc({
    n: 170,
    difficulty: 'medio',
    subtopic,
    question:
      'Girás un volante de 40 cm de diámetro con las dos manos, haciendo fuerzas de 25 N paralelas, opuestas y tangentes al volante en dos puntos diametralmente opuestos. ¿Cuánto vale el momento del par?',
    correct: '10 N·m',
    distractors: ['5 N·m', '20 N·m', '1000 N·m'],
    pos: 2,
    compute: () => 25 * 0.4,
    steps: [
      'Las dos fuerzas forman un par: su momento es una de las fuerzas por la distancia entre sus rectas de acción, que es el diámetro.',
      r`$M = 25\ \text{N} \cdot 0{,}4\ \text{m} = 10$ N·m.`,
      '5 N·m usa el radio en lugar del diámetro; 20 N·m cuenta el diámetro dos veces; 1000 N·m deja el diámetro en centímetros.',
    ],
    result: '10 N·m.',
  }),
  vf({
    n: 171,
    difficulty: 'facil',
    subtopic,
    question:
      'La resultante de dos fuerzas paralelas del mismo sentido, de 15 N y 25 N, tiene un módulo de 10 N.',
    answer: false,
    steps: [
      'Con el mismo sentido, los módulos se suman: R = 15 N + 25 N = 40 N.',
      'Restar (10 N) corresponde a fuerzas de sentidos opuestos.',
    ],
    result: 'Falso: la resultante vale 40 N.',
  }),
  vf({
    n: 172,
    difficulty: 'medio',
    subtopic,
    question:
      'Si una viga liviana apoyada en sus dos extremos sostiene una carga en su punto medio, cada apoyo hace una fuerza igual al peso total de la carga.',
    answer: false,
    steps: [
      'Las reacciones de los apoyos equilibran a la carga: entre las dos suman su peso, $R_A + R_B = P$.',
      'Con la carga en el medio, por simetría cada apoyo hace la mitad: P/2.',
    ],
    result: 'Falso: cada apoyo sostiene la mitad.',
  }),
];
