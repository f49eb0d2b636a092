import type { Exercise } from '../../../schema.ts';
import { itemBuilders } from '../helpers.ts';

const r = String.raw;
const { mc, vf } = itemBuilders('mecanica');

/** Mechanics, fourth part: work and energy, statics and moments, hydrostatics (078–113). */
export const exercises: Exercise[] = [
  // ---------- trabajo, energía, potencia y cantidad de movimiento ----------
  mc({
    n: 78,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un bloque de 2 kg se suelta desde el reposo a 5 m de altura sobre una rampa con rozamiento y llega al pie de la rampa a 8 m/s. ¿Cuánta energía mecánica se disipó por el rozamiento? (Usá g = 10 m/s².)',
    correct: '36 J',
    distractors: ['64 J', '100 J', '164 J'],
    pos: 0,
    compute: () => 2 * 10 * 5 - 0.5 * 2 * 8 ** 2,
    steps: [
      r`Energía mecánica inicial (toda potencial): $E_i = m g h = 2 \cdot 10 \cdot 5 = 100$ J.`,
      r`Energía mecánica final (toda cinética): $E_f = \frac{1}{2} \cdot 2 \cdot 8^2 = 64$ J.`,
      'La diferencia se transformó en energía térmica por el rozamiento: 100 J − 64 J = 36 J. 64 J y 100 J son las energías final e inicial; 164 J las suma.',
    ],
    result: '36 J.',
  }),
  mc({
    n: 79,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un resorte de constante 800 N/m está comprimido 10 cm y, al soltarse, lanza horizontalmente una bolita de 0,5 kg sobre una superficie sin rozamiento. ¿Con qué rapidez sale la bolita? (Redondeá a dos decimales.)',
    correct: '4 m/s',
    distractors: ['5,66 m/s', '2,83 m/s', '400 m/s'],
    pos: 3,
    compute: () => Math.sqrt((800 * 0.1 ** 2) / 0.5),
    steps: [
      r`Energía elástica almacenada (con x en metros): $E = \frac{1}{2} k x^2 = \frac{1}{2} \cdot 800 \cdot 0{,}1^2 = 4$ J.`,
      r`Toda se transforma en cinética: $\frac{1}{2} \cdot 0{,}5 \cdot v^2 = 4 \Rightarrow v^2 = 16 \Rightarrow v = 4$ m/s.`,
      '5,66 m/s olvida el 1/2 de la energía elástica; 2,83 m/s olvida el 1/2 de la cinética; 400 m/s usa x = 10 sin pasar los centímetros a metros.',
    ],
    result: '4 m/s.',
  }),
  mc({
    n: 80,
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un carrito de montaña rusa parte del reposo a 20 m de altura y se mueve sin rozamiento. ¿Qué rapidez tiene al pasar por un punto que está a 15 m de altura? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '10 m/s',
    distractors: ['17,32 m/s', '20 m/s', '26,46 m/s'],
    pos: 2,
    compute: () => Math.sqrt(2 * 10 * (20 - 15)),
    steps: [
      r`Conservación de la energía: $m g h_i = m g h_f + \frac{1}{2} m v^2$. La masa se simplifica.`,
      r`$v = \sqrt{2 g\,(h_i - h_f)} = \sqrt{2 \cdot 10 \cdot 5} = 10$ m/s. Lo que importa es cuánto bajó, no la altura a la que está.`,
      '17,32 m/s usa los 15 m de altura como si hubiera bajado eso; 20 m/s usa los 20 m (la rapidez al llegar al suelo); 26,46 m/s suma las dos alturas.',
    ],
    result: '10 m/s.',
  }),
  mc({
    n: 81,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un auto avanza a 72 km/h constantes por una ruta horizontal y la fuerza total que se opone a su movimiento (aire y rodadura) es de 600 N. ¿Qué potencia entrega el motor a las ruedas? (Redondeá a dos decimales.)',
    correct: '12 kW',
    distractors: ['43,2 kW', '3,33 kW', '30 W'],
    pos: 0,
    compute: () => (600 * (72 / 3.6)) / 1000,
    steps: [
      'A velocidad constante la fuerza neta es cero: el motor hace una fuerza igual a la que se opone, 600 N.',
      r`Pasá la velocidad a m/s: $72 \div 3{,}6 = 20$ m/s. Potencia: $P = F \cdot v = 600 \cdot 20 = 12.000$ W = 12 kW.`,
      '43,2 kW multiplica por 72 sin convertir; 3,33 kW divide dos veces por 3,6; 30 W divide la fuerza por la velocidad.',
    ],
    result: '12 kW.',
  }),
  mc({
    n: 82,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question: r`Un cajón de 10 kg baja 4 m a lo largo de un plano inclinado 37° con coeficiente de rozamiento cinético 0,25. ¿Qué trabajo realiza la fuerza de rozamiento en ese tramo? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$, $\cos 37^\circ \approx 0{,}8$ y g = 10 m/s².)`,
    correct: '−80 J',
    distractors: ['80 J', '−100 J', '−60 J'],
    pos: 3,
    compute: () => -0.25 * 10 * 10 * 0.8 * 4,
    steps: [
      r`Normal en el plano: $N = m g \cos 37^\circ = 100 \cdot 0{,}8 = 80$ N. Rozamiento: $f = 0{,}25 \cdot 80 = 20$ N.`,
      r`El rozamiento se opone al desplazamiento (ángulo de 180°): $W = f \cdot d \cdot \cos 180^\circ = -20 \cdot 4 = -80$ J.`,
      '80 J pierde el signo (el rozamiento siempre quita energía); −100 J usa N = m·g; −60 J usa el seno para la normal.',
    ],
    result: '−80 J.',
  }),
  mc({
    n: 83,
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Llevás una valija de 15 kg en la mano y caminás 20 m por un piso horizontal, siempre a la misma altura. ¿Qué trabajo realiza el peso de la valija en ese recorrido?',
    correct: '0 J',
    distractors: ['2940 J', '300 J', '147 J'],
    pos: 2,
    compute: () => 15 * 9.8 * 20 * Math.cos(Math.PI / 2),
    steps: [
      'El peso es vertical y el desplazamiento es horizontal: forman 90°.',
      r`$W = P \cdot d \cdot \cos 90^\circ = 0$. La altura no cambió, así que la energía potencial tampoco.`,
      '2940 J multiplica el peso por la distancia sin mirar el ángulo; 300 J multiplica la masa por la distancia; 147 J es el peso, no un trabajo.',
    ],
    result: '0 J.',
  }),
  mc({
    n: 84,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un vagón de 3000 kg que va a 4 m/s choca contra otro de 1000 kg que viene en sentido contrario a 2 m/s, y quedan enganchados. ¿Con qué rapidez se mueven juntos después del choque?',
    correct: '2,5 m/s',
    distractors: ['3,5 m/s', '1 m/s', '3 m/s'],
    pos: 3,
    compute: () => (3000 * 4 - 1000 * 2) / (3000 + 1000),
    steps: [
      'Tomá positivo el sentido del primer vagón: la velocidad del segundo es −2 m/s.',
      r`Conservación de la cantidad de movimiento: $3000 \cdot 4 + 1000 \cdot (-2) = 4000\,v \Rightarrow v = \dfrac{10.000}{4000} = 2{,}5$ m/s, en el sentido en que iba el primero.`,
      '3,5 m/s suma las cantidades de movimiento sin signo; 1 m/s promedia las velocidades sin tener en cuenta las masas; 3 m/s ignora el segundo vagón.',
    ],
    result: '2,5 m/s.',
  }),
  vf({
    n: 85,
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Si la velocidad de un cuerpo se reduce a la mitad, su energía cinética también se reduce a la mitad.',
    answer: false,
    steps: [
      r`$E_c = \frac{1}{2} m v^2$ depende del cuadrado de la velocidad.`,
      r`Con $v/2$: $\frac{1}{2} m (v/2)^2 = \frac{1}{4} \cdot \frac{1}{2} m v^2$. La energía queda en la cuarta parte.`,
    ],
    result: 'Falso: se reduce a la cuarta parte.',
  }),
  vf({
    n: 86,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Sobre un cuerpo que da vueltas en una circunferencia con rapidez constante, el trabajo total de las fuerzas que actúan sobre él es nulo.',
    answer: true,
    steps: [
      'Por el teorema del trabajo y la energía, el trabajo total es igual a la variación de la energía cinética.',
      'Si la rapidez no cambia, la energía cinética tampoco: el trabajo total es cero. La fuerza neta apunta al centro, perpendicular a la velocidad, y no trabaja.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 87,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Una pelota de 0,4 kg llega perpendicularmente a una pared a 10 m/s y rebota en sentido contrario a 8 m/s. El contacto dura 0,02 s. ¿Qué fuerza media ejerce la pared sobre la pelota?',
    correct: '360 N',
    distractors: ['40 N', '200 N', '7,2 N'],
    pos: 0,
    compute: () => (0.4 * (8 - -10)) / 0.02,
    steps: [
      r`Positivo hacia afuera de la pared: $v_i = -10$ m/s y $v_f = 8$ m/s. Variación de la cantidad de movimiento: $\Delta p = 0{,}4 \cdot (8 - (-10)) = 7{,}2$ kg·m/s.`,
      r`Impulso: $F \cdot \Delta t = \Delta p \Rightarrow F = \dfrac{7{,}2}{0{,}02} = 360$ N.`,
      '40 N resta las rapideces sin tener en cuenta el cambio de sentido; 200 N considera solo el frenado hasta cero; 7,2 es la variación de la cantidad de movimiento, sin dividir por el tiempo.',
    ],
    result: '360 N.',
  }),
  mc({
    n: 88,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Una bomba eleva 600 litros de agua por minuto hasta un tanque que está 12 m más arriba. ¿Qué potencia útil desarrolla? (Usá g = 10 m/s² y 1 L de agua = 1 kg.)',
    correct: '1200 W',
    distractors: ['72.000 W', '120 W', '720 W'],
    pos: 3,
    compute: () => ((600 / 60) * 10 * 12) / 1,
    steps: [
      'En 1 minuto (60 s) sube 600 kg de agua.',
      r`Trabajo por minuto: $W = m g h = 600 \cdot 10 \cdot 12 = 72.000$ J. Potencia: $P = \dfrac{72.000\ \text{J}}{60\ \text{s}} = 1200$ W.`,
      '72.000 W olvida dividir por los 60 s; 120 W olvida g; 720 W divide por g en lugar de multiplicar.',
    ],
    result: '1200 W.',
  }),
  mc({
    n: 89,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un bloque de 2 kg se desliza a 3 m/s por una superficie horizontal sin rozamiento y choca contra un resorte de constante 200 N/m. ¿Cuánto se comprime el resorte como máximo? (Redondeá a dos decimales.)',
    correct: '0,3 m',
    distractors: ['0,09 m', '0,21 m', '0,03 m'],
    pos: 2,
    compute: () => Math.sqrt((2 * 3 ** 2) / 200),
    steps: [
      r`En la compresión máxima el bloque se detiene: toda su energía cinética pasa al resorte. $\frac{1}{2} \cdot 2 \cdot 3^2 = \frac{1}{2} \cdot 200 \cdot x^2$.`,
      r`$9 = 100\,x^2 \Rightarrow x^2 = 0{,}09 \Rightarrow x = 0{,}3$ m.`,
      '0,09 m olvida la raíz cuadrada; 0,21 m pone el 1/2 solo en un lado de la igualdad; 0,03 m divide m·v por k, que no es una relación de energía.',
    ],
    result: '0,3 m (30 cm).',
  }),
  // ---------- estática ----------
  mc({
    n: 90,
    difficulty: 'medio',
    subtopic: 'mecanica.estatica',
    question:
      'En un subibaja, una nena de 30 kg está sentada a 2 m del punto de apoyo. ¿A qué distancia del apoyo, del otro lado, tiene que sentarse su papá, de 75 kg, para que el subibaja quede en equilibrio horizontal?',
    correct: '0,8 m',
    distractors: ['5 m', '2 m', '1,2 m'],
    pos: 0,
    compute: () => (30 * 2) / 75,
    steps: [
      r`En equilibrio los momentos respecto del apoyo se compensan: $P_1 \cdot d_1 = P_2 \cdot d_2$. Como los dos pesos llevan g, alcanza con las masas: $30 \cdot 2 = 75 \cdot d$.`,
      r`$d = \dfrac{60}{75} = 0{,}8$ m. El más pesado se sienta más cerca del apoyo.`,
      '5 m invierte la proporción; 2 m supone que basta la misma distancia; 1,2 m resta 0,8 de 2.',
    ],
    result: '0,8 m.',
  }),
  mc({
    n: 91,
    difficulty: 'medio',
    subtopic: 'mecanica.estatica',
    question:
      'Para aflojar un bulón aplicás una fuerza de 80 N perpendicular al mango de una llave, a 25 cm del eje del bulón. ¿Qué momento hace esa fuerza respecto del eje?',
    correct: '20 N·m',
    distractors: ['2000 N·m', '3,2 N·m', '0,2 N·m'],
    pos: 3,
    compute: () => 80 * 0.25,
    steps: [
      r`Con la fuerza perpendicular al mango, el momento es fuerza por distancia al eje: $M = F \cdot d$, con d en metros.`,
      r`$M = 80\ \text{N} \cdot 0{,}25\ \text{m} = 20\ \text{N·m}$.`,
      '2000 N·m usa 25 cm sin pasar a metros; 3,2 divide la fuerza por la distancia; 0,2 N·m convierte 25 cm como si fueran 0,0025 m.',
    ],
    result: '20 N·m.',
  }),
  mc({
    n: 92,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question:
      'Una barra de 2 m está articulada en un extremo. En el otro extremo se aplica una fuerza de 50 N que forma un ángulo de 30° con la barra. ¿Qué momento hace esa fuerza respecto de la articulación? (Redondeá a una décima.)',
    correct: '50 N·m',
    distractors: ['100 N·m', '86,6 N·m', '25 N·m'],
    pos: 3,
    compute: () => 50 * 2 * Math.sin(Math.PI / 6),
    steps: [
      r`Solo la componente de la fuerza perpendicular a la barra hace girar: $F_\perp = 50 \cdot \operatorname{sen} 30^\circ = 25$ N.`,
      r`$M = F_\perp \cdot d = 25 \cdot 2 = 50\ \text{N·m}$. Es lo mismo que $M = F \cdot d \cdot \operatorname{sen}\alpha$.`,
      '100 N·m ignora el ángulo; 86,6 N·m usa el coseno (la componente a lo largo de la barra, que no hace girar); 25 N·m olvida multiplicar por la distancia.',
    ],
    result: '50 N·m.',
  }),
  mc({
    n: 93,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question:
      'Una tabla homogénea de 4 m y 20 kg está apoyada por sus extremos A y B. Una persona de 60 kg está parada sobre la tabla a 1 m de A. ¿Qué fuerza hace cada apoyo? (Usá g = 10 m/s².)',
    correct: '$R_A = 550$ N y $R_B = 250$ N',
    distractors: [
      '$R_A = 400$ N y $R_B = 400$ N',
      '$R_A = 450$ N y $R_B = 150$ N',
      '$R_A = 600$ N y $R_B = 200$ N',
    ],
    pos: 2,
    compute: () => {
      const rb = (200 * 2 + 600 * 1) / 4;
      return [800 - rb, rb];
    },
    steps: [
      r`Pesos: tabla 200 N en su centro (a 2 m de A) y persona 600 N a 1 m de A.`,
      r`Momentos respecto de A: $R_B \cdot 4 = 200 \cdot 2 + 600 \cdot 1 = 1000 \Rightarrow R_B = 250$ N.`,
      r`Fuerzas verticales: $R_A + R_B = 800$ N $\Rightarrow R_A = 550$ N. El apoyo más cercano a la persona soporta más.`,
      'Repartir 400 N y 400 N ignora dónde está la persona; 450 N y 150 N olvida el peso de la tabla; 600 N y 200 N asigna cada peso a un apoyo sin calcular momentos.',
    ],
    result: '$R_A = 550$ N y $R_B = 250$ N.',
  }),
  mc({
    n: 94,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question:
      'Una barra homogénea de 3 m y 10 kg se apoya en un punto situado a 1 m de su extremo izquierdo. ¿Qué masa hay que colgar del extremo izquierdo para que la barra quede en equilibrio horizontal?',
    correct: '5 kg',
    distractors: ['10 kg', '20 kg', '15 kg'],
    pos: 0,
    compute: () => (10 * (1.5 - 1)) / 1,
    steps: [
      'El peso de la barra actúa en su centro, a 1,5 m del extremo izquierdo, es decir, a 0,5 m a la derecha del apoyo.',
      r`Momentos respecto del apoyo (g se simplifica): $m \cdot 1 = 10 \cdot 0{,}5 \Rightarrow m = 5$ kg.`,
      '10 kg iguala las masas sin mirar los brazos; 20 kg intercambia los brazos; 15 kg mide el brazo del peso de la barra desde el extremo y no desde el apoyo.',
    ],
    result: '5 kg.',
  }),
  vf({
    n: 95,
    difficulty: 'medio',
    subtopic: 'mecanica.estatica',
    question:
      'Un cuerpo rígido está en equilibrio si la suma de las fuerzas que actúan sobre él es cero, aunque la suma de los momentos no lo sea.',
    answer: false,
    steps: [
      'Para el equilibrio de un cuerpo rígido hacen falta dos condiciones: suma de fuerzas nula (no se traslada aceleradamente) y suma de momentos nula (no empieza a girar).',
      'Un volante que girás con las dos manos, con fuerzas iguales y opuestas, tiene fuerza neta cero pero momento neto distinto de cero: empieza a girar.',
    ],
    result: 'Falso: también tiene que anularse la suma de los momentos.',
  }),
  mc({
    n: 96,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question:
      'En una carretilla, la carga y la carretilla pesan en total 600 N, y ese peso actúa a 0,4 m (en horizontal) del eje de la rueda. Las manijas están a 1,2 m del eje. ¿Qué fuerza vertical tenés que hacer en las manijas para sostenerla levantada?',
    correct: '200 N',
    distractors: ['1800 N', '600 N', '300 N'],
    pos: 3,
    compute: () => (600 * 0.4) / 1.2,
    steps: [
      'Es una palanca de segundo género: el apoyo es la rueda, la carga está en el medio y vos hacés fuerza en el otro extremo.',
      r`Momentos respecto del eje de la rueda: $F \cdot 1{,}2 = 600 \cdot 0{,}4 \Rightarrow F = 200$ N.`,
      '1800 N invierte los brazos; 600 N ignora la palanca; 300 N supone que cargás la mitad del peso.',
    ],
    result: '200 N.',
  }),
  mc({
    n: 97,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question:
      'Un cartel de 4 kg cuelga en reposo de dos cables iguales, cada uno de los cuales forma 30° con la vertical. ¿Cuál es la tensión de cada cable? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '23,09 N',
    distractors: ['20 N', '40 N', '46,19 N'],
    pos: 0,
    compute: () => (4 * 10) / (2 * Math.cos(Math.PI / 6)),
    steps: [
      'Las componentes horizontales de las dos tensiones se cancelan por simetría. Las verticales sostienen el peso.',
      r`$2\,T \cos 30^\circ = 40 \Rightarrow T = \dfrac{40}{2 \cdot 0{,}866} \approx 23{,}09$ N.`,
      '20 N reparte el peso sin tener en cuenta la inclinación; 40 N usa el seno en lugar del coseno; 46,19 N olvida que son dos cables. Cuanto más abiertos los cables, mayor la tensión.',
    ],
    result: '≈ 23,09 N.',
  }),
  vf({
    n: 98,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question:
      'Para aflojar una tuerca muy apretada conviene tomar la llave lo más cerca posible de la tuerca.',
    answer: false,
    steps: [
      r`El efecto de giro es el momento $M = F \cdot d$.`,
      'Con la misma fuerza, cuanto más lejos del eje la apliques, mayor es el momento. Por eso conviene tomar la llave del extremo (o alargarla con un caño).',
    ],
    result: 'Falso: conviene tomarla lo más lejos posible.',
  }),
  mc({
    n: 99,
    difficulty: 'medio',
    subtopic: 'mecanica.estatica',
    question:
      'En una pinza de cocina la articulación está en un extremo, la comida se toma en el otro extremo y la mano aprieta en el medio. ¿Qué tipo de palanca es?',
    correct: 'De tercer género: la fuerza aplicada está entre el apoyo y la carga',
    distractors: [
      'De primer género: el apoyo está entre la fuerza y la carga',
      'De segundo género: la carga está entre el apoyo y la fuerza',
      'No es una palanca, porque no tiene un punto de apoyo fijo',
    ],
    pos: 2,
    steps: [
      'Las palancas se clasifican según qué queda en el medio: el apoyo (primer género, como el subibaja), la carga (segundo género, como la carretilla) o la fuerza aplicada (tercer género).',
      'En la pinza la mano está en el medio, así que es de tercer género, como la caña de pescar o el antebrazo. Tiene ventaja de recorrido, no de fuerza: hacés más fuerza que la que sale en la punta.',
    ],
    result: 'Palanca de tercer género.',
  }),
  mc({
    n: 100,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question:
      'Una barra de masa despreciable está apoyada en su centro. A la izquierda del apoyo cuelgan 6 kg a 40 cm y 3 kg a 20 cm. ¿Qué masa hay que colgar a 30 cm a la derecha del apoyo para que quede en equilibrio?',
    correct: '10 kg',
    distractors: ['9 kg', '8 kg', '15 kg'],
    pos: 3,
    compute: () => (6 * 40 + 3 * 20) / 30,
    steps: [
      r`Los momentos de los dos cuerpos de la izquierda se suman (los dos hacen girar para el mismo lado): $6 \cdot 40 + 3 \cdot 20 = 300$ kg·cm (g se simplifica).`,
      r`A la derecha: $m \cdot 30 = 300 \Rightarrow m = 10$ kg.`,
      '9 kg suma las masas sin tener en cuenta las distancias; 8 kg olvida el cuerpo de 3 kg; 15 kg divide por 20 cm en lugar de 30 cm.',
    ],
    result: '10 kg.',
  }),
  vf({
    n: 101,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question: 'El centro de gravedad de un cuerpo siempre está en un punto del material del cuerpo.',
    answer: false,
    steps: [
      'El centro de gravedad es el punto donde se puede considerar aplicado todo el peso; se calcula como un promedio de las posiciones pesado por la masa.',
      'En un anillo, un aro o un boomerang ese punto cae en el hueco, fuera del material.',
    ],
    result: 'Falso.',
  }),
  // ---------- hidrostática ----------
  mc({
    n: 102,
    difficulty: 'facil',
    subtopic: 'mecanica.hidrostatica',
    question:
      '¿Cuánto vale la presión que ejerce el agua dulce (ρ = 1000 kg/m³) a 5 m de profundidad, sin contar la presión atmosférica? (Usá g = 10 m/s².)',
    correct: '50.000 Pa',
    distractors: ['5000 Pa', '151.300 Pa', '5.000.000 Pa'],
    pos: 2,
    compute: () => 1000 * 10 * 5,
    steps: [
      r`Presión hidrostática: $p = \rho\,g\,h = 1000 \cdot 10 \cdot 5 = 50.000$ Pa.`,
      '5000 Pa olvida g; 151.300 Pa le suma la presión atmosférica (101.300 Pa), que el enunciado pide no contar; 5.000.000 Pa usa la profundidad en centímetros.',
    ],
    result: '50.000 Pa (unas 0,5 atm).',
  }),
  mc({
    n: 103,
    difficulty: 'dificil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Un buzo está a 20 m de profundidad en el mar (ρ = 1030 kg/m³). Si la presión atmosférica es de 101.300 Pa, ¿cuántas atmósferas de presión total soporta? (Usá g = 9,8 m/s² y 1 atm = 101.300 Pa; redondeá a dos decimales.)',
    correct: '≈ 2,99 atm',
    distractors: ['≈ 1,99 atm', '≈ 21 atm', '≈ 1 atm'],
    pos: 0,
    compute: () => (101300 + 1030 * 9.8 * 20) / 101300,
    steps: [
      r`Presión del agua: $\rho g h = 1030 \cdot 9{,}8 \cdot 20 = 201.880$ Pa.`,
      r`Presión total: $p = 101.300 + 201.880 = 303.180$ Pa, que en atmósferas es $303.180 / 101.300 \approx 2{,}99$ atm.`,
      'Regla práctica: cada 10 m de agua suman cerca de 1 atm. 1,99 atm olvida la atmosférica; 21 atm cuenta 1 atm por metro; 1 atm supone que el agua no agrega presión.',
    ],
    result: '≈ 2,99 atm.',
  }),
  mc({
    n: 104,
    difficulty: 'dificil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Una prensa hidráulica tiene un émbolo chico de 5 cm² y uno grande de 500 cm². ¿Qué fuerza hay que hacer sobre el émbolo chico para sostener un auto de 1200 kg apoyado en el grande? (Usá g = 10 m/s².)',
    correct: '120 N',
    distractors: ['1.200.000 N', '12.000 N', '1,2 N'],
    pos: 3,
    compute: () => (1200 * 10 * 5) / 500,
    steps: [
      r`Principio de Pascal: la presión es la misma en los dos émbolos, $\dfrac{F_1}{A_1} = \dfrac{F_2}{A_2}$.`,
      r`$F_1 = F_2 \cdot \dfrac{A_1}{A_2} = 12.000 \cdot \dfrac{5}{500} = 120$ N. Como es un cociente de áreas, no hace falta pasar a m².`,
      '1.200.000 N invierte el cociente; 12.000 N es el peso del auto; 1,2 N eleva al cuadrado el cociente, como si los datos fueran diámetros.',
    ],
    result: '120 N.',
  }),
  mc({
    n: 105,
    difficulty: 'dificil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Los émbolos circulares de una prensa hidráulica tienen diámetros de 2 cm y 10 cm. Si hacés una fuerza de 50 N sobre el chico, ¿qué fuerza se obtiene sobre el grande?',
    correct: '1250 N',
    distractors: ['250 N', '10 N', '2 N'],
    pos: 3,
    compute: () => 50 * (10 / 2) ** 2,
    steps: [
      r`El área de un círculo es proporcional al cuadrado del diámetro: $\dfrac{A_2}{A_1} = \left(\dfrac{10}{2}\right)^2 = 25$.`,
      r`Pascal: $F_2 = F_1 \cdot \dfrac{A_2}{A_1} = 50 \cdot 25 = 1250$ N.`,
      '250 N usa el cociente de diámetros en lugar del de áreas; 10 N y 2 N dividen en lugar de multiplicar.',
    ],
    result: '1250 N.',
  }),
  mc({
    n: 106,
    difficulty: 'facil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Un cuerpo de 0,002 m³ de volumen está totalmente sumergido en agua (ρ = 1000 kg/m³). ¿Qué empuje recibe? (Usá g = 10 m/s².)',
    correct: '20 N',
    distractors: ['2 N', '0,02 N', '20.000 N'],
    pos: 0,
    compute: () => 1000 * 10 * 0.002,
    steps: [
      r`Principio de Arquímedes: el empuje es el peso del líquido desalojado, $E = \rho_{liq}\,g\,V_{sum}$.`,
      r`$E = 1000 \cdot 10 \cdot 0{,}002 = 20$ N.`,
      '2 N olvida g; 0,02 N olvida la densidad; 20.000 N usa el volumen en litros (2) como si fueran metros cúbicos.',
    ],
    result: '20 N.',
  }),
  mc({
    n: 107,
    difficulty: 'dificil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Un bloque de aluminio (ρ = 2700 kg/m³) de 2,7 kg cuelga de un dinamómetro y se sumerge totalmente en agua (ρ = 1000 kg/m³). ¿Qué marca el dinamómetro? (Usá g = 10 m/s².)',
    correct: '17 N',
    distractors: ['27 N', '10 N', '37 N'],
    pos: 2,
    compute: () => 2.7 * 10 - 1000 * 10 * (2.7 / 2700),
    steps: [
      r`Volumen del bloque: $V = m / \rho = 2{,}7 / 2700 = 0{,}001$ m³.`,
      r`Peso: 27 N. Empuje: $E = 1000 \cdot 10 \cdot 0{,}001 = 10$ N.`,
      'El dinamómetro marca el peso aparente: 27 N − 10 N = 17 N. 27 N ignora el empuje, 10 N es el empuje y 37 N lo suma al peso.',
    ],
    result: '17 N.',
  }),
  mc({
    n: 108,
    difficulty: 'dificil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Un bloque de madera de densidad 600 kg/m³ flota en agua (ρ = 1000 kg/m³). ¿Qué porcentaje de su volumen queda sumergido?',
    correct: '60 %',
    distractors: ['40 %', '50 %', '0,6 %'],
    pos: 3,
    compute: () => (600 / 1000) * 100,
    steps: [
      r`Al flotar en equilibrio, empuje = peso: $\rho_{agua}\,g\,V_{sum} = \rho_{madera}\,g\,V$.`,
      r`$\dfrac{V_{sum}}{V} = \dfrac{600}{1000} = 0{,}6$, es decir, el 60 % del volumen queda bajo el agua.`,
      '40 % es la parte que queda afuera; 50 % supone que todo lo que flota queda por la mitad; 0,6 % escribe el cociente 0,6 como porcentaje sin multiplicar por 100.',
    ],
    result: '60 %.',
  }),
  mc({
    n: 109,
    difficulty: 'dificil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Una piedra pesa 30 N en el aire y 20 N cuando está totalmente sumergida en agua (ρ = 1000 kg/m³). ¿Cuál es la densidad de la piedra? (Usá g = 10 m/s².)',
    correct: '3000 kg/m³',
    distractors: ['1500 kg/m³', '2000 kg/m³', '300 kg/m³'],
    pos: 3,
    compute: () => 30 / 10 / ((30 - 20) / (1000 * 10)),
    steps: [
      r`Empuje: $E = 30 - 20 = 10$ N. Con Arquímedes: $V = \dfrac{E}{\rho_{agua}\,g} = \dfrac{10}{10.000} = 0{,}001$ m³.`,
      r`Masa: $m = 30 / 10 = 3$ kg. Densidad: $\rho = \dfrac{3}{0{,}001} = 3000$ kg/m³.`,
      '1500 divide los dos pesos; 2000 usa el peso aparente para la masa; 300 olvida g al calcular el volumen.',
    ],
    result: '3000 kg/m³.',
  }),
  vf({
    n: 110,
    difficulty: 'medio',
    subtopic: 'mecanica.hidrostatica',
    question:
      'En recipientes abiertos llenos de agua hasta la misma altura, la presión en el fondo es la misma, sin importar la forma del recipiente ni la cantidad total de agua.',
    answer: true,
    steps: [
      r`La presión hidrostática depende solo de la densidad del líquido, de g y de la profundidad: $p = p_{atm} + \rho g h$.`,
      'Un florero angosto y una pileta ancha con la misma altura de agua tienen la misma presión en el fondo (la llamada paradoja hidrostática). Lo que cambia es la fuerza total sobre el fondo, porque cambia el área.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    n: 111,
    difficulty: 'dificil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Un barco que pasa de un río de agua dulce al mar se hunde un poco más, porque el agua salada es más densa.',
    answer: false,
    steps: [
      r`Al flotar, el empuje iguala al peso del barco, que no cambia: $\rho_{liq}\,g\,V_{sum} = P$.`,
      'Si la densidad del líquido aumenta, el volumen sumergido necesario disminuye: en el mar el barco flota un poco más alto.',
    ],
    result: 'Falso: en el mar se hunde menos.',
  }),
  vf({
    n: 112,
    difficulty: 'medio',
    subtopic: 'mecanica.hidrostatica',
    question: 'Una prensa hidráulica ideal multiplica la fuerza y también multiplica el trabajo que hacés.',
    answer: false,
    steps: [
      'La prensa multiplica la fuerza en la proporción de las áreas, pero el volumen de líquido que baja en un émbolo es el que sube en el otro: el émbolo grande se mueve mucho menos.',
      r`El trabajo de entrada $F_1 d_1$ es igual al de salida $F_2 d_2$ (en la prensa ideal). Ninguna máquina simple multiplica la energía.`,
    ],
    result: 'Falso: multiplica la fuerza, no el trabajo.',
  }),
  mc({
    n: 113,
    difficulty: 'dificil',
    subtopic: 'mecanica.hidrostatica',
    question:
      'Un tubo en U abierto contiene agua (ρ = 1000 kg/m³). Se echa aceite en una rama y, en equilibrio, la columna de aceite mide 20 cm, mientras que en la otra rama el agua sube 16 cm por encima del nivel de la superficie de separación entre aceite y agua. ¿Cuál es la densidad del aceite?',
    correct: '800 kg/m³',
    distractors: ['1250 kg/m³', '200 kg/m³', '1000 kg/m³'],
    pos: 0,
    compute: () => (1000 * 16) / 20,
    steps: [
      'Los puntos que están al mismo nivel dentro del mismo líquido en reposo tienen la misma presión. Tomá el nivel de la superficie de separación.',
      r`De un lado hay 20 cm de aceite y del otro 16 cm de agua: $\rho_{ac} \cdot g \cdot 20 = 1000 \cdot g \cdot 16 \Rightarrow \rho_{ac} = 800$ kg/m³.`,
      '1250 invierte el cociente (daría un aceite más denso que el agua, que no flotaría encima); 200 usa la diferencia de alturas; 1000 supone que los dos líquidos son iguales.',
    ],
    result: '800 kg/m³.',
  }),
];
