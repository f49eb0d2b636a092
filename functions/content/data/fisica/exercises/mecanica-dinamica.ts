import type { Exercise } from '../../../schema.ts';
import { itemBuilders } from '../helpers.ts';

const r = String.raw;
const { mc, vf } = itemBuilders('mecanica');
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Mechanics, third part: dynamics, ropes, pulleys and bodies tied together (055–077). */
export const exercises: Exercise[] = [
  // ---------- dinámica ----------
  mc({
    n: 55,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question: r`Tirás de un baúl de 20 kg que está sobre un piso horizontal con una soga que forma 37° con la horizontal, con una fuerza de 100 N. El coeficiente de rozamiento cinético es 0,5. ¿Cuál es la aceleración del baúl? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$, $\cos 37^\circ \approx 0{,}8$ y g = 10 m/s².)`,
    correct: '0,5 m/s²',
    distractors: ['1,5 m/s²', '4 m/s²', '0 m/s²'],
    pos: 0,
    compute: () => (100 * 0.8 - 0.5 * (20 * 10 - 100 * 0.6)) / 20,
    steps: [
      'Componentes de la fuerza: horizontal 100 · 0,8 = 80 N; vertical 100 · 0,6 = 60 N, hacia arriba.',
      'En y no hay aceleración: N + 60 N = 200 N, así que N = 140 N. La soga "levanta" un poco el baúl y la normal es menor que el peso.',
      r`Rozamiento: $f = 0{,}5 \cdot 140 = 70$ N. En x: $a = \dfrac{80 - 70}{20} = 0{,}5\ \text{m/s}^2$.`,
      '1,5 m/s² usa los 100 N enteros en x; 4 m/s² ignora el rozamiento; 0 m/s² intercambia seno y coseno en las dos componentes: 60 N en x, una normal de 120 N y un rozamiento de 60 N que la anula.',
    ],
    result: '0,5 m/s².',
  }),
  mc({
    n: 56,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question:
      'Empujás un bloque de 5 kg plano arriba con una fuerza de 50 N paralela a un plano inclinado 30°. El coeficiente de rozamiento cinético es 0,2. ¿Cuál es la aceleración del bloque? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '3,27 m/s²',
    distractors: ['5 m/s²', '6,73 m/s²', '0,34 m/s²'],
    pos: 2,
    compute: () => (50 - 50 * Math.sin(rad(30)) - 0.2 * 50 * Math.cos(rad(30))) / 5,
    steps: [
      r`Peso: 50 N. Componente plano abajo: $P_x = 50 \operatorname{sen} 30^\circ = 25$ N. Normal: $N = 50 \cos 30^\circ \approx 43{,}30$ N.`,
      r`El bloque sube, así que el rozamiento apunta plano abajo: $f = 0{,}2 \cdot 43{,}30 \approx 8{,}66$ N.`,
      r`Segunda ley a lo largo del plano: $a = \dfrac{50 - 25 - 8{,}66}{5} \approx 3{,}27\ \text{m/s}^2$.`,
      '5 m/s² ignora el rozamiento; 6,73 m/s² lo pone a favor del movimiento; 0,34 m/s² intercambia seno y coseno al descomponer el peso.',
    ],
    result: '≈ 3,27 m/s².',
  }),
  mc({
    n: 57,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question:
      'Una persona de 60 kg está parada sobre una balanza dentro de un ascensor que baja y está frenando con una aceleración de módulo 2 m/s². ¿Qué fuerza marca la balanza? (Usá g = 10 m/s².)',
    correct: '720 N',
    distractors: ['480 N', '600 N', '120 N'],
    pos: 3,
    compute: () => 60 * (10 + 2),
    steps: [
      'Si baja y frena, la velocidad apunta hacia abajo y la aceleración hacia arriba (le resta rapidez).',
      r`Eje hacia arriba: $N - m g = m a \Rightarrow N = m\,(g + a) = 60 \cdot (10 + 2) = 720$ N.`,
      '480 N corresponde a una aceleración hacia abajo (ascensor que arranca bajando); 600 N es el peso; 120 N es solo m·a.',
    ],
    result: '720 N: la persona "pesa" más mientras el ascensor frena al bajar.',
  }),
  mc({
    n: 58,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question:
      'Un bloque de 10 kg está en reposo sobre un piso horizontal. Los coeficientes de rozamiento son μe = 0,4 y μc = 0,3. Si le aplicás una fuerza horizontal de 35 N, ¿cuánto vale la fuerza de rozamiento? (Usá g = 10 m/s².)',
    correct: '35 N',
    distractors: ['40 N', '30 N', '5 N'],
    pos: 0,
    compute: () => Math.min(35, 0.4 * 10 * 10),
    steps: [
      r`Rozamiento estático máximo: $f_{e,max} = \mu_e N = 0{,}4 \cdot 100 = 40$ N.`,
      'Como 35 N < 40 N, el bloque no se mueve. Entonces la fuerza neta es nula y el rozamiento estático vale exactamente lo que hace falta para equilibrar: 35 N.',
      '40 N es el máximo posible, no el valor real; 30 N es el rozamiento cinético, que solo actúa si desliza; 5 N es la diferencia entre 40 y 35.',
    ],
    result: '35 N (el bloque sigue en reposo).',
  }),
  vf({
    n: 59,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question:
      'Sobre un bloque que está en reposo en un plano inclinado, la fuerza de rozamiento estático vale siempre μe·N.',
    answer: false,
    steps: [
      r`El rozamiento estático se ajusta a lo necesario para mantener el reposo. Acá equilibra la componente del peso a lo largo del plano: $f_e = m g \operatorname{sen}\theta$.`,
      r`$\mu_e N$ es solo el valor máximo que puede alcanzar; vale eso únicamente cuando el bloque está a punto de deslizar.`,
    ],
    result: 'Falso: vale m·g·sen θ, que es menor o igual que μe·N.',
  }),
  mc({
    n: 60,
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    question:
      '¿Qué fuerza paralela a la rampa tenés que hacer para subir un carrito de 40 kg a velocidad constante por una rampa sin rozamiento inclinada 30°? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '200 N',
    distractors: ['400 N', '346,41 N', '0 N'],
    pos: 3,
    compute: () => 40 * 10 * Math.sin(rad(30)),
    steps: [
      'A velocidad constante la fuerza neta es cero: tu fuerza equilibra la componente del peso a lo largo de la rampa.',
      r`$F = m g \operatorname{sen} 30^\circ = 40 \cdot 10 \cdot 0{,}5 = 200$ N.`,
      '400 N es el peso entero (harías eso levantándolo en vertical); 346,41 N usa el coseno; 0 N confunde velocidad constante con ausencia de fuerzas: sin tu fuerza el carrito aceleraría rampa abajo.',
    ],
    result: '200 N.',
  }),
  mc({
    n: 61,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question:
      'Un cuerpo de 2 kg se desliza a 10 m/s sobre un piso horizontal y, solo por el rozamiento, se detiene después de recorrer 25 m. ¿Cuál es el coeficiente de rozamiento cinético? (Usá g = 10 m/s².)',
    correct: '0,2',
    distractors: ['0,4', '0,1', '0,04'],
    pos: 2,
    compute: () => 10 ** 2 / (2 * 25) / 10,
    steps: [
      r`Desaceleración: $0 = v_0^2 - 2 a d \Rightarrow a = \dfrac{10^2}{2 \cdot 25} = 2\ \text{m/s}^2$.`,
      r`La única fuerza horizontal es el rozamiento: $\mu m g = m a \Rightarrow \mu = \dfrac{a}{g} = \dfrac{2}{10} = 0{,}2$. La masa se simplifica.`,
      '0,4 olvida el 2 al calcular la desaceleración; 0,1 divide por el peso (20 N) en lugar de por g; 0,04 divide la velocidad por g·d.',
    ],
    result: 'μc = 0,2.',
  }),
  vf({
    n: 62,
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    question:
      'Cuando estás parado en el piso, tu peso y la fuerza normal que el piso hace sobre vos forman un par de acción y reacción.',
    answer: false,
    steps: [
      'Un par de acción y reacción actúa sobre cuerpos distintos. El peso y la normal actúan los dos sobre vos: se equilibran por la primera ley, no por la tercera.',
      'La reacción de tu peso es la fuerza con que vos atraés a la Tierra; la reacción de la normal es la fuerza con que tus pies empujan el piso.',
    ],
    result: 'Falso.',
  }),
  mc({
    n: 63,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Dos bloques de 3 kg y 2 kg están apoyados uno contra otro sobre un piso horizontal sin rozamiento. Empujás horizontalmente el de 3 kg con 20 N, y este empuja al de 2 kg. ¿Qué fuerza ejerce el bloque de 3 kg sobre el de 2 kg?',
    correct: '8 N',
    distractors: ['20 N', '12 N', '10 N'],
    pos: 0,
    compute: () => 2 * (20 / (3 + 2)),
    steps: [
      r`Los dos bloques se mueven juntos: $a = \dfrac{20}{3 + 2} = 4\ \text{m/s}^2$.`,
      r`Diagrama del bloque de 2 kg: la única fuerza horizontal es la que le hace el de 3 kg, así que $F = 2 \cdot 4 = 8$ N.`,
      'Control con el de 3 kg: 20 N − 8 N = 12 N = 3 kg · 4 m/s². 20 N supone que la fuerza se transmite entera; 12 N es la fuerza neta sobre el de 3 kg; 10 N la reparte en partes iguales.',
    ],
    result: '8 N.',
  }),
  mc({
    n: 64,
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    question:
      'Sobre un cuerpo de 2 kg, apoyado en una superficie horizontal sin rozamiento, actúan dos fuerzas horizontales perpendiculares entre sí, de 6 N y 8 N. ¿Cuál es el módulo de su aceleración?',
    correct: '5 m/s²',
    distractors: ['7 m/s²', '1 m/s²', '10 m/s²'],
    pos: 3,
    compute: () => Math.hypot(6, 8) / 2,
    steps: [
      r`La fuerza neta es la suma vectorial: $|\vec{F}| = \sqrt{6^2 + 8^2} = 10$ N.`,
      r`Segunda ley: $a = \dfrac{10}{2} = 5\ \text{m/s}^2$, en la dirección de la fuerza neta.`,
      '7 m/s² suma los módulos (14 N); 1 m/s² los resta; 10 m/s² olvida dividir por la masa.',
    ],
    result: '5 m/s².',
  }),
  // ---------- tensión, poleas y cuerpos vinculados ----------
  mc({
    n: 65,
    difficulty: 'facil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Una lámpara de 3 kg cuelga en reposo de un único cable vertical. ¿Cuál es la tensión del cable? (Usá g = 9,8 m/s².)',
    correct: '29,4 N',
    distractors: ['3 N', '0,31 N', '14,7 N'],
    pos: 2,
    compute: () => 3 * 9.8,
    steps: [
      'Sobre la lámpara actúan el peso (hacia abajo) y la tensión (hacia arriba). En reposo, la fuerza neta es cero.',
      r`$T = m g = 3 \cdot 9{,}8 = 29{,}4$ N.`,
      '3 N confunde masa con fuerza; 0,31 N divide por g; 14,7 N reparte el peso como si hubiera dos cables.',
    ],
    result: '29,4 N.',
  }),
  mc({
    n: 66,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'En una máquina de Atwood cuelgan dos cuerpos de 3 kg y 5 kg de los extremos de una soga ideal que pasa por una polea ideal. ¿Cuál es la aceleración de los cuerpos y cuál es la tensión de la soga? (Usá g = 10 m/s².)',
    correct: '2,5 m/s² y 37,5 N',
    distractors: ['2,5 m/s² y 50 N', '2,5 m/s² y 30 N', '4 m/s² y 42 N'],
    pos: 3,
    compute: () => {
      const a = ((5 - 3) * 10) / (5 + 3);
      return [a, 3 * (10 + a)];
    },
    steps: [
      r`Cuerpo de 5 kg (baja): $50 - T = 5a$. Cuerpo de 3 kg (sube): $T - 30 = 3a$.`,
      r`Sumando: $20 = 8a \Rightarrow a = 2{,}5\ \text{m/s}^2$. Reemplazando: $T = 30 + 3 \cdot 2{,}5 = 37{,}5$ N (control: $50 - 5 \cdot 2{,}5 = 37{,}5$).`,
      'La tensión queda entre los dos pesos: 50 N sería el peso del más pesado y 30 N el del más liviano, y ninguno de los dos acelera si la soga tirara con eso. 4 m/s² divide la diferencia de pesos por una sola masa.',
    ],
    result: 'a = 2,5 m/s² y T = 37,5 N.',
  }),
  mc({
    n: 67,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Un bloque de 4 kg está sobre una mesa horizontal sin rozamiento, atado a una soga que pasa por una polea ideal en el borde de la mesa; del otro extremo cuelga un cuerpo de 1 kg. ¿Cuál es la aceleración del sistema y cuál es la tensión de la soga? (Usá g = 10 m/s².)',
    correct: '2 m/s² y 8 N',
    distractors: ['2,5 m/s² y 10 N', '2 m/s² y 10 N', '10 m/s² y 1 N'],
    pos: 3,
    compute: () => {
      const a = (1 * 10) / (4 + 1);
      return [a, 4 * a];
    },
    steps: [
      r`Bloque en la mesa: $T = 4a$. Cuerpo que cuelga: $10 - T = 1 \cdot a$.`,
      r`Sumando: $10 = 5a \Rightarrow a = 2\ \text{m/s}^2$ y $T = 4 \cdot 2 = 8$ N.`,
      'Si la tensión fuera de 10 N (el peso del que cuelga), ese cuerpo no aceleraría. 2,5 m/s² divide el peso por la masa del bloque de la mesa solamente; 10 m/s² trata al que cuelga como si cayera libremente.',
    ],
    result: 'a = 2 m/s² y T = 8 N.',
  }),
  mc({
    n: 68,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Un bloque de 5 kg sobre una mesa horizontal está unido por una soga que pasa por una polea ideal a un cuerpo de 3 kg que cuelga. El coeficiente de rozamiento cinético entre el bloque y la mesa es 0,2. ¿Cuál es la aceleración del sistema? (Usá g = 10 m/s².)',
    correct: '2,5 m/s²',
    distractors: ['3,75 m/s²', '4 m/s²', '5 m/s²'],
    pos: 0,
    compute: () => (3 * 10 - 0.2 * 5 * 10) / (5 + 3),
    steps: [
      r`Rozamiento sobre el bloque de la mesa: $f = 0{,}2 \cdot 5 \cdot 10 = 10$ N, en contra del movimiento.`,
      r`Para todo el sistema (la tensión es interna y se cancela): $a = \dfrac{30 - 10}{5 + 3} = 2{,}5\ \text{m/s}^2$.`,
      r`La tensión sale de cualquiera de los cuerpos: $T = 3 \cdot (10 - 2{,}5) = 22{,}5$ N.`,
      '3,75 m/s² ignora el rozamiento; 4 m/s² divide solo por la masa del bloque de la mesa; 5 m/s² suma el rozamiento en lugar de restarlo.',
    ],
    result: '2,5 m/s².',
  }),
  mc({
    n: 69,
    difficulty: 'medio',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Con un aparejo formado por una polea fija y una polea móvil ideales (la carga cuelga de la móvil, sostenida por los dos tramos de soga), subís una carga de 60 kg a velocidad constante. ¿Con qué fuerza tirás del extremo libre de la soga? (Usá g = 10 m/s²; las poleas y la soga tienen masa despreciable.)',
    correct: '300 N',
    distractors: ['600 N', '150 N', '1200 N'],
    pos: 2,
    compute: () => (60 * 10) / 2,
    steps: [
      'La soga es una sola, así que tiene la misma tensión T en todos sus tramos. La polea móvil está sostenida por dos tramos.',
      'Equilibrio de la polea móvil con la carga: 2T = 600 N, así que T = 300 N. La polea fija solo cambia la dirección de la fuerza.',
      '600 N es el peso entero (lo que harías con una sola polea fija); 150 N supone cuatro tramos; 1200 N multiplica en vez de dividir.',
    ],
    result: '300 N.',
  }),
  mc({
    n: 70,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Un bloque de 4 kg está en un plano inclinado 30° sin rozamiento, atado a una soga que pasa por una polea ideal en lo alto del plano; del otro extremo cuelga en vertical un cuerpo de 6 kg. ¿Cuál es la aceleración del sistema? (Usá g = 10 m/s².)',
    correct: '4 m/s²',
    distractors: ['2 m/s²', '6 m/s²', '10 m/s²'],
    pos: 3,
    compute: () => (6 * 10 - 4 * 10 * Math.sin(rad(30))) / (4 + 6),
    steps: [
      r`Sobre el bloque, a lo largo del plano, tira hacia abajo $P_x = 40 \operatorname{sen} 30^\circ = 20$ N. El cuerpo que cuelga pesa 60 N y gana: el sistema se mueve hacia ese lado.`,
      r`Sistema completo: $a = \dfrac{60 - 20}{4 + 6} = 4\ \text{m/s}^2$. Tensión: $T = 6 \cdot (10 - 4) = 36$ N.`,
      '2 m/s² usa el peso entero del bloque (40 N) en lugar de su componente; 6 m/s² ignora el bloque del plano; 10 m/s² divide la fuerza neta solo por la masa del bloque.',
    ],
    result: '4 m/s².',
  }),
  vf({
    n: 71,
    difficulty: 'medio',
    subtopic: 'mecanica.tension-poleas',
    question:
      'En una máquina de Atwood con dos masas distintas, la tensión de la soga es igual al peso del cuerpo más pesado.',
    answer: false,
    steps: [
      'Si la tensión igualara el peso del más pesado, la fuerza neta sobre él sería cero y no aceleraría, pero baja acelerando.',
      'La tensión queda entre los dos pesos: menor que el del que baja y mayor que el del que sube.',
    ],
    result: 'Falso.',
  }),
  vf({
    n: 72,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'En una máquina de Atwood ideal, si se duplican las dos masas, la aceleración del sistema no cambia.',
    answer: true,
    steps: [
      r`La aceleración es $a = g\,\dfrac{m_2 - m_1}{m_2 + m_1}$.`,
      r`Con $2m_1$ y $2m_2$ el 2 sale factor común arriba y abajo y se simplifica: el cociente y la aceleración no cambian. La tensión, en cambio, sí se duplica.`,
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 73,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Dos bloques de 2 kg y 6 kg, unidos por una soga horizontal, están sobre un piso sin rozamiento. Tirás del bloque de 6 kg con una fuerza horizontal de 40 N, de modo que arrastra al de 2 kg. ¿Cuál es la tensión de la soga que los une?',
    correct: '10 N',
    distractors: ['40 N', '30 N', '20 N'],
    pos: 0,
    compute: () => 2 * (40 / (2 + 6)),
    steps: [
      r`Aceleración común: $a = \dfrac{40}{2 + 6} = 5\ \text{m/s}^2$.`,
      r`La soga es la única fuerza horizontal sobre el bloque de 2 kg: $T = 2 \cdot 5 = 10$ N.`,
      'Control con el de 6 kg: 40 − 10 = 30 = 6 · 5. 40 N supone que la soga transmite toda la fuerza; 30 N es la fuerza neta sobre el de 6 kg; 20 N divide la fuerza en partes iguales.',
    ],
    result: '10 N.',
  }),
  mc({
    n: 74,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Un ascensor de 800 kg sube y está acelerando a 1,5 m/s². ¿Cuál es la tensión del cable que lo sostiene? (Usá g = 9,8 m/s².)',
    correct: '9040 N',
    distractors: ['7840 N', '6640 N', '1200 N'],
    pos: 2,
    compute: () => 800 * (9.8 + 1.5),
    steps: [
      r`Eje hacia arriba: $T - m g = m a \Rightarrow T = m\,(g + a)$.`,
      r`$T = 800 \cdot (9{,}8 + 1{,}5) = 800 \cdot 11{,}3 = 9040$ N.`,
      '7840 N es el peso (la tensión si subiera con velocidad constante); 6640 N corresponde a una aceleración hacia abajo; 1200 N es solo m·a.',
    ],
    result: '9040 N.',
  }),
  mc({
    n: 75,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Una máquina de Atwood con cuerpos de 2 kg y 3 kg parte del reposo. ¿Qué distancia recorre cada cuerpo en los primeros 2 s? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '4 m',
    distractors: ['8 m', '20 m', '6,67 m'],
    pos: 3,
    compute: () => 0.5 * (((3 - 2) * 10) / (3 + 2)) * 2 ** 2,
    steps: [
      r`Aceleración: $a = g\,\dfrac{m_2 - m_1}{m_1 + m_2} = 10 \cdot \dfrac{1}{5} = 2\ \text{m/s}^2$.`,
      r`Parten del reposo: $d = \frac{1}{2} a t^2 = \frac{1}{2} \cdot 2 \cdot 2^2 = 4$ m (uno sube 4 m y el otro baja 4 m).`,
      '8 m olvida el 1/2; 20 m usa g como aceleración, como si cayera libre; 6,67 m divide la diferencia de pesos solo por la masa mayor.',
    ],
    result: '4 m.',
  }),
  mc({
    n: 76,
    difficulty: 'medio',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Un cuerpo de 2 kg cuelga de un dinamómetro sujeto al techo de un ascensor. En cierto momento el dinamómetro marca 24 N. ¿Qué aceleración tiene el ascensor? (Usá g = 10 m/s².)',
    correct: '2 m/s², hacia arriba',
    distractors: ['12 m/s², hacia arriba', '4 m/s², hacia arriba', '22 m/s², hacia arriba'],
    pos: 0,
    compute: () => (24 - 2 * 10) / 2,
    steps: [
      'El dinamómetro mide la tensión T que sostiene al cuerpo. El peso es m·g = 20 N.',
      r`Eje hacia arriba: $T - m g = m a \Rightarrow a = \dfrac{24 - 20}{2} = 2\ \text{m/s}^2$. Es positiva: apunta hacia arriba (el ascensor sube acelerando o baja frenando).`,
      '12 m/s² olvida restar el peso; 4 m/s² olvida dividir por la masa; 22 m/s² suma el peso en lugar de restarlo.',
    ],
    result: '2 m/s², hacia arriba.',
  }),
  vf({
    n: 77,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Un bloque sobre una mesa horizontal sin rozamiento está atado a una soga ideal que pasa por una polea en el borde y sostiene un cuerpo que cuelga. Mientras el sistema acelera, la tensión de la soga es menor que el peso del cuerpo que cuelga.',
    answer: true,
    steps: [
      r`El cuerpo que cuelga baja acelerando, así que la fuerza neta sobre él apunta hacia abajo: $m g - T = m a > 0$.`,
      'Por eso T < m·g. Si la tensión igualara el peso, el cuerpo colgante estaría en equilibrio.',
    ],
    result: 'Verdadero.',
  }),
];
