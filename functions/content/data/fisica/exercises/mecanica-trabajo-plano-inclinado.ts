import type { Exercise } from '../../../schema.ts';
import { itemBuilders } from '../helpers.ts';

const r = String.raw;
const { mc, vf } = itemBuilders('mecanica');
const subtopic = 'mecanica.trabajo-plano-inclinado';
const COS30 = Math.cos(Math.PI / 6);
/** The exam's values for 37°. */
const SEN37 = 0.6;
const COS37 = 0.8;
const g = 10;

/** Mechanics: the work of each force on an incline and the net work as ΔEc (173–190). */
export const exercises: Exercise[] = [
  mc({
    n: 173,
    difficulty: 'facil',
    subtopic,
    question:
      'Un bloque de 2 kg sube 5 m a lo largo de un plano inclinado 30°. ¿Qué trabajo realiza el peso en ese tramo? (Usá g = 10 m/s².)',
    correct: '−50 J',
    distractors: ['50 J', '−100 J', '−86,6 J'],
    pos: 1,
    compute: () => -2 * g * 5 * 0.5,
    steps: [
      r`Solo trabaja la componente del peso paralela al plano, $m g \operatorname{sen} 30^\circ = 2 \cdot 10 \cdot 0{,}5 = 10$ N, que apunta plano abajo.`,
      r`El bloque sube, así que esa componente se opone al desplazamiento: $W_P = -10 \cdot 5 = -50$ J. Es lo mismo que $-m g h$ con $h = 5 \operatorname{sen} 30^\circ = 2{,}5$ m.`,
      '50 J olvida que el peso se opone a la subida; −100 J usa el peso entero; −86,6 J usa el coseno.',
    ],
    result: '−50 J.',
  }),
  vf({
    n: 174,
    difficulty: 'facil',
    subtopic,
    question:
      'Cuando un bloque desliza a lo largo de un plano inclinado, la fuerza normal realiza un trabajo negativo igual a −N·d.',
    answer: false,
    steps: [
      'La normal es perpendicular al plano y el desplazamiento es paralelo a él: forman 90°.',
      r`$W_N = N \cdot d \cdot \cos 90^\circ = 0$, suba o baje el bloque.`,
    ],
    result: 'Falso: la normal no realiza trabajo.',
  }),
  mc({
    n: 175,
    difficulty: 'facil',
    subtopic,
    question: r`Un cajón de 5 kg baja deslizando 4 m por una rampa inclinada 37°. ¿Qué trabajo hace el peso? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$, $\cos 37^\circ \approx 0{,}8$ y g = 10 m/s².)`,
    correct: '120 J',
    distractors: ['−120 J', '160 J', '200 J'],
    pos: 1,
    compute: () => 5 * g * 4 * SEN37,
    steps: [
      r`El cajón baja una altura $h = 4 \cdot \operatorname{sen} 37^\circ = 2{,}4$ m.`,
      r`El peso apunta hacia abajo y el cajón baja: el trabajo es positivo, $W_P = m g h = 5 \cdot 10 \cdot 2{,}4 = 120$ J.`,
      '−120 J le pone signo negativo cuando el peso acompaña el movimiento; 160 J usa el coseno; 200 J multiplica el peso por los 4 m de rampa, como si cayera en vertical.',
    ],
    result: '120 J.',
  }),
  vf({
    n: 176,
    difficulty: 'facil',
    subtopic,
    question:
      'El trabajo del rozamiento sobre un bloque que sube por un plano inclinado es positivo, porque el bloque avanza.',
    answer: false,
    steps: [
      'El rozamiento cinético siempre apunta en contra del deslizamiento: forma 180° con el desplazamiento.',
      r`$W_f = f \cdot d \cdot \cos 180^\circ = -f\,d$. Es negativo suba o baje el bloque.`,
    ],
    result: 'Falso: el trabajo del rozamiento es negativo.',
  }),
  mc({
    n: 177,
    difficulty: 'medio',
    subtopic,
    question: r`Arrastrás un baúl de 4 kg 3 m plano arriba por una rampa de 37°. El coeficiente de rozamiento cinético entre el baúl y la rampa es 0,25. ¿Qué trabajo hace el rozamiento en ese recorrido? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$, $\cos 37^\circ \approx 0{,}8$ y g = 10 m/s².)`,
    correct: '−24 J',
    distractors: ['−18 J', '−30 J', '24 J'],
    pos: 0,
    compute: () => -0.25 * 4 * g * COS37 * 3,
    steps: [
      r`Normal: $N = m g \cos 37^\circ = 4 \cdot 10 \cdot 0{,}8 = 32$ N. Rozamiento: $f = 0{,}25 \cdot 32 = 8$ N, plano abajo.`,
      r`$W_f = -f\,d = -8 \cdot 3 = -24$ J.`,
      '−18 J calcula la normal con el seno; −30 J la toma igual al peso, como en un piso horizontal; 24 J olvida el signo.',
    ],
    result: '−24 J.',
  }),
  mc({
    n: 178,
    difficulty: 'medio',
    subtopic,
    question:
      'Con una fuerza de 40 N paralela al plano subís un bloque de 5 kg una distancia de 2 m por un plano inclinado 30° sin rozamiento. ¿Cuál es el trabajo neto sobre el bloque? (Usá g = 10 m/s².)',
    correct: '30 J',
    distractors: ['80 J', '130 J', '−50 J'],
    pos: 2,
    compute: () => 40 * 2 - 5 * g * 2 * 0.5,
    steps: [
      r`Fuerza aplicada: $W_F = 40 \cdot 2 = 80$ J. Peso: $W_P = -m g\,d \operatorname{sen} 30^\circ = -5 \cdot 10 \cdot 2 \cdot 0{,}5 = -50$ J. Normal: 0 J.`,
      r`$W_{neto} = 80 - 50 + 0 = 30$ J: el bloque gana 30 J de energía cinética.`,
      '80 J es solo el trabajo de tu fuerza; 130 J suma el del peso como positivo; −50 J es solo el del peso.',
    ],
    result: '30 J.',
  }),
  mc({
    n: 179,
    difficulty: 'medio',
    subtopic,
    question:
      'Un carrito de 5 kg está en reposo al pie de una rampa sin rozamiento inclinada 30°. Lo empujás 2 m rampa arriba con una fuerza constante de 40 N, paralela a la rampa. ¿Qué rapidez tiene al final de esos 2 m? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '3,46 m/s',
    distractors: ['5,66 m/s', '12 m/s', '2,45 m/s'],
    pos: 3,
    compute: () => Math.sqrt((2 * (40 * 2 - 5 * g * 2 * 0.5)) / 5),
    steps: [
      r`Trabajos: tu fuerza, $40 \cdot 2 = 80$ J; el peso, $-5 \cdot 10 \cdot 2 \cdot 0{,}5 = -50$ J; la normal, 0. Neto: 30 J.`,
      r`Teorema del trabajo y la energía, desde el reposo: $\frac{1}{2} \cdot 5 \cdot v^2 = 30 \Rightarrow v^2 = 12 \Rightarrow v \approx 3{,}46$ m/s.`,
      '5,66 m/s usa solo los 80 J de tu fuerza; 12 m/s es v², falta la raíz; 2,45 m/s se olvida del 1/2 de la energía cinética.',
    ],
    result: '≈ 3,46 m/s.',
  }),
  vf({
    n: 180,
    difficulty: 'medio',
    subtopic,
    question:
      'Si un bloque sube por un plano inclinado con rozamiento a velocidad constante, el trabajo neto sobre él es cero.',
    answer: true,
    steps: [
      'A velocidad constante la energía cinética no cambia: $\\Delta E_c = 0$.',
      'Por el teorema del trabajo y la energía, $W_{neto} = \\Delta E_c = 0$: el trabajo positivo de la fuerza que lo sube compensa exactamente los trabajos negativos del peso y del rozamiento.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 181,
    difficulty: 'medio',
    subtopic,
    question: r`Empujás un bloque 2 m hacia arriba a lo largo de un plano inclinado 37° con una fuerza horizontal de 50 N. ¿Qué trabajo realiza esa fuerza? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$ y $\cos 37^\circ \approx 0{,}8$.)`,
    correct: '80 J',
    distractors: ['100 J', '60 J', '−80 J'],
    pos: 1,
    compute: () => 50 * 2 * COS37,
    steps: [
      'La fuerza es horizontal y el desplazamiento va a lo largo del plano: entre ellos hay 37°, el ángulo del plano.',
      r`$W_F = F\,d \cos 37^\circ = 50 \cdot 2 \cdot 0{,}8 = 80$ J.`,
      '100 J supone que la fuerza es paralela al plano; 60 J usa el seno; −80 J le pone un signo que no corresponde, porque la fuerza ayuda a subir.',
    ],
    result: '80 J.',
  }),
  mc({
    n: 182,
    difficulty: 'dificil',
    subtopic,
    question: r`Un bloque de 5 kg sube 2 m por un plano inclinado 37° empujado por una fuerza horizontal de 100 N. El coeficiente de rozamiento cinético es 0,2. ¿Qué trabajo realiza el rozamiento? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$, $\cos 37^\circ \approx 0{,}8$ y g = 10 m/s².)`,
    correct: '−40 J',
    distractors: ['−16 J', '−48 J', '40 J'],
    pos: 3,
    compute: () => -0.2 * (5 * g * COS37 + 100 * SEN37) * 2,
    steps: [
      r`La fuerza horizontal tiene una componente perpendicular al plano, $100 \operatorname{sen} 37^\circ = 60$ N, que aprieta el bloque contra él.`,
      r`Normal: $N = m g \cos 37^\circ + F \operatorname{sen} 37^\circ = 40 + 60 = 100$ N. Rozamiento: $f = 0{,}2 \cdot 100 = 20$ N.`,
      r`$W_f = -20 \cdot 2 = -40$ J.`,
      '−16 J toma la normal como si no hubiera fuerza aplicada (40 N); −48 J suma la componente de F con el coseno; 40 J olvida el signo.',
    ],
    result: '−40 J.',
  }),
  mc({
    n: 183,
    difficulty: 'dificil',
    subtopic,
    question: r`Partiendo del reposo, una caja de 5 kg es empujada 2 m rampa arriba por una fuerza horizontal de 100 N. La rampa está inclinada 37° y el coeficiente de rozamiento cinético vale 0,2. ¿Con qué rapidez llega al final del tramo? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$, $\cos 37^\circ \approx 0{,}8$ y g = 10 m/s²; redondeá a dos decimales.)`,
    correct: '4,90 m/s',
    distractors: ['6,32 m/s', '8 m/s', '3,46 m/s'],
    pos: 0,
    compute: () => {
      const net = 100 * COS37 * 2 - 5 * g * SEN37 * 2 - 0.2 * (5 * g * COS37 + 100 * SEN37) * 2;
      return Math.sqrt((2 * net) / 5);
    },
    steps: [
      r`Fuerza aplicada: $W_F = 100 \cdot 2 \cdot \cos 37^\circ = 160$ J. Peso: $W_P = -5 \cdot 10 \cdot 2 \cdot 0{,}6 = -60$ J. Normal: 0 J.`,
      r`Rozamiento: la normal es $40 + 100 \cdot 0{,}6 = 100$ N, así que $f = 20$ N y $W_f = -40$ J.`,
      r`$W_{neto} = 160 - 60 - 40 = 60$ J $= \frac{1}{2} \cdot 5 \cdot v^2 \Rightarrow v^2 = 24 \Rightarrow v \approx 4{,}90$ m/s.`,
      '6,32 m/s ignora el rozamiento; 8 m/s cuenta solo el trabajo de la fuerza aplicada; 3,46 m/s se olvida del 1/2 de la energía cinética.',
    ],
    result: '≈ 4,90 m/s.',
  }),
  mc({
    n: 184,
    difficulty: 'dificil',
    subtopic,
    question: r`Se suelta un bloque de 2 kg desde el reposo en lo alto de un plano inclinado 37° y, después de recorrer 5 m a lo largo del plano, llega abajo a 6 m/s. ¿Cuál es el coeficiente de rozamiento cinético? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$, $\cos 37^\circ \approx 0{,}8$ y g = 10 m/s².)`,
    correct: '0,3',
    distractors: ['0,24', '0,4', '0,6'],
    pos: 2,
    compute: () => (2 * g * SEN37 * 5 - 0.5 * 2 * 6 ** 2) / (5 * 2 * g * COS37),
    steps: [
      r`Trabajo del peso: $W_P = 2 \cdot 10 \cdot 5 \cdot 0{,}6 = 60$ J. Variación de energía cinética: $\frac{1}{2} \cdot 2 \cdot 6^2 = 36$ J.`,
      r`$W_P + W_f = \Delta E_c \Rightarrow W_f = 36 - 60 = -24$ J, así que el rozamiento vale $f = 24 / 5 = 4{,}8$ N.`,
      r`$N = 2 \cdot 10 \cdot 0{,}8 = 16$ N y $\mu_c = \dfrac{4{,}8}{16} = 0{,}3$.`,
      '0,24 divide por el peso (20 N) en lugar de por la normal; 0,4 divide por la componente paralela del peso; 0,6 es el cociente entre la energía cinética final y el trabajo del peso.',
    ],
    result: 'μc = 0,3.',
  }),
  vf({
    n: 185,
    difficulty: 'dificil',
    subtopic,
    question:
      'Un bloque lanzado hacia arriba por un plano inclinado con rozamiento sube, se detiene y vuelve a bajar: al pasar por el punto de partida tiene la misma rapidez con la que salió.',
    answer: false,
    steps: [
      'En el viaje de ida y vuelta el peso hace trabajo nulo (el bloque vuelve a la misma altura) y la normal no trabaja.',
      r`El rozamiento hace trabajo negativo a la subida y también a la bajada: $W_{neto} = W_f < 0$, así que la energía cinética final es menor que la inicial.`,
    ],
    result: 'Falso: vuelve más lento, porque el rozamiento disipó energía.',
  }),
  mc({
    n: 186,
    difficulty: 'dificil',
    subtopic,
    question:
      'Un esquiador de 70 kg baja por una ladera irregular desde un punto a 120 m de altura hasta otro a 80 m. ¿Qué trabajo hizo su peso en ese descenso? (Usá g = 10 m/s².)',
    correct: '28.000 J',
    distractors: ['−28.000 J', '84.000 J', '56.000 J'],
    pos: 1,
    compute: () => 70 * g * (120 - 80),
    steps: [
      'El trabajo del peso no depende de la forma de la ladera ni de su inclinación: solo del desnivel.',
      r`$W_P = m g\,(h_i - h_f) = 70 \cdot 10 \cdot 40 = 28.000$ J, positivo porque baja.`,
      '−28.000 J le pone el signo de una subida; 84.000 J usa la altura inicial entera; 56.000 J usa la final.',
    ],
    result: '28.000 J (28 kJ).',
  }),
  mc({
    n: 187,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un motor sube un carro de 200 kg por una rampa sin rozamiento inclinada 30°, a una velocidad constante de 1,5 m/s. ¿Qué potencia desarrolla el motor? (Usá g = 10 m/s².)',
    correct: '1500 W',
    distractors: ['3000 W', '2598 W', '1000 W'],
    pos: 3,
    compute: () => 200 * g * 0.5 * 1.5,
    steps: [
      r`A velocidad constante, la fuerza del motor equilibra la componente del peso paralela a la rampa: $F = m g \operatorname{sen} 30^\circ = 200 \cdot 10 \cdot 0{,}5 = 1000$ N.`,
      r`Potencia de una fuerza que empuja a velocidad constante: $P = F\,v = 1000 \cdot 1{,}5 = 1500$ W.`,
      '3000 W corresponde a levantar el carro en vertical a 1,5 m/s; 2598 W usa el coseno; 1000 W es la fuerza, no la potencia.',
    ],
    result: '1500 W.',
  }),
  mc({
    n: 188,
    difficulty: 'medio',
    subtopic,
    question:
      'Un bloque de 3 kg baja deslizando 4 m por un plano inclinado 30°, con un coeficiente de rozamiento cinético de 0,2. ¿Cuál es el trabajo neto sobre el bloque? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '39,22 J',
    distractors: ['60 J', '80,78 J', '48 J'],
    pos: 0,
    compute: () => 3 * g * 4 * 0.5 - 0.2 * 3 * g * COS30 * 4,
    steps: [
      r`Peso: $W_P = 3 \cdot 10 \cdot 4 \cdot \operatorname{sen} 30^\circ = 60$ J (baja, positivo). Normal: 0 J.`,
      r`Rozamiento: $N = 30 \cos 30^\circ \approx 25{,}98$ N, $f \approx 5{,}20$ N y $W_f \approx -20{,}78$ J.`,
      r`$W_{neto} \approx 60 - 20{,}78 = 39{,}22$ J.`,
      '60 J ignora el rozamiento; 80,78 J lo suma como positivo; 48 J calcula la normal con el seno.',
    ],
    result: '≈ 39,22 J.',
  }),
  mc({
    n: 189,
    difficulty: 'facil',
    subtopic,
    question:
      'Un bloque avanza 3 m a lo largo de un plano inclinado 30° mientras actúa sobre él una fuerza de 20 N paralela al plano y en el sentido del movimiento. ¿Qué trabajo hace esa fuerza?',
    correct: '60 J',
    distractors: ['30 J', '51,96 J', '−60 J'],
    pos: 2,
    compute: () => 20 * 3,
    steps: [
      'La fuerza tiene la misma dirección y el mismo sentido que el desplazamiento: el ángulo entre ellos es 0°, no el del plano.',
      r`$W = F\,d = 20 \cdot 3 = 60$ J.`,
      '30 J y 51,96 J multiplican por el seno o el coseno de 30°, que acá no intervienen; −60 J le pone un signo que no corresponde.',
    ],
    result: '60 J.',
  }),
  vf({
    n: 190,
    difficulty: 'medio',
    subtopic,
    question:
      'Si un bloque baja por un plano inclinado sin rozamiento y sin otras fuerzas aplicadas, el trabajo neto sobre él es igual al trabajo de su peso.',
    answer: true,
    steps: [
      'Sobre el bloque actúan solo el peso y la normal.',
      'La normal no trabaja, porque es perpendicular al desplazamiento; entonces el trabajo neto es el del peso, m·g·h.',
    ],
    result: 'Verdadero.',
  }),
];
