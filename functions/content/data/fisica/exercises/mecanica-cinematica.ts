import type { Exercise } from '../../../schema.ts';
import { itemBuilders } from '../helpers.ts';

const r = String.raw;
const { mc, vf } = itemBuilders('mecanica');

/** Mechanics, second part: kinematics, meeting problems and position and velocity graphs (028–054). */
export const exercises: Exercise[] = [
  // ---------- cinemática ----------
  mc({
    n: 28,
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    question:
      'Un tren pasa de 36 km/h a 72 km/h en 20 s, con aceleración constante. ¿Qué distancia recorre en esos 20 s?',
    correct: '300 m',
    distractors: ['400 m', '200 m', '100 m'],
    pos: 0,
    compute: () => 10 * 20 + 0.5 * ((20 - 10) / 20) * 20 ** 2,
    steps: [
      r`Pasá a m/s: $v_0 = 36 \div 3{,}6 = 10$ m/s y $v = 72 \div 3{,}6 = 20$ m/s.`,
      r`Aceleración: $a = \dfrac{v - v_0}{t} = \dfrac{20 - 10}{20} = 0{,}5\ \text{m/s}^2$.`,
      r`Distancia: $x = v_0 t + \frac{1}{2} a t^2 = 10 \cdot 20 + \frac{1}{2} \cdot 0{,}5 \cdot 20^2 = 200 + 100 = 300$ m. Con la velocidad media se llega a lo mismo: $\frac{10 + 20}{2} \cdot 20 = 300$ m.`,
      '400 m usa la velocidad final durante todo el tramo; 200 m olvida que acelera; 100 m olvida la velocidad inicial.',
    ],
    result: '300 m.',
  }),
  mc({
    n: 29,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Desde el borde de un acantilado de 25 m de altura se lanza una piedra verticalmente hacia arriba a 20 m/s. ¿Cuánto tarda en llegar al pie del acantilado? (Usá g = 10 m/s² y despreciá el rozamiento con el aire.)',
    correct: '5 s',
    distractors: ['4 s', '2,24 s', '1 s'],
    pos: 3,
    compute: () => (20 + Math.sqrt(20 ** 2 + 4 * 5 * 25)) / (2 * 5),
    steps: [
      r`Origen al pie del acantilado y eje y hacia arriba: $y = 25 + 20\,t - 5\,t^2$.`,
      r`Llega al pie cuando $y = 0$: $5t^2 - 20t - 25 = 0 \Rightarrow t^2 - 4t - 5 = 0$, cuyas raíces son $t = 5$ s y $t = -1$ s.`,
      'La raíz negativa no tiene sentido físico (es anterior al lanzamiento), así que t = 5 s.',
      '4 s es el tiempo en volver a la altura del lanzamiento (2·v₀/g); 2,24 s sale de soltar la piedra sin velocidad inicial; 1 s es el valor absoluto de la raíz negativa.',
    ],
    result: '5 s.',
  }),
  mc({
    n: 30,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Una pelota rueda por una mesa de 1,25 m de altura y sale por el borde con una velocidad horizontal de 3 m/s. ¿A qué distancia horizontal del borde de la mesa toca el piso? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '1,5 m',
    distractors: ['1,06 m', '0,75 m', '3,75 m'],
    pos: 2,
    compute: () => 3 * Math.sqrt((2 * 1.25) / 10),
    steps: [
      r`Es un tiro horizontal: en y, una caída libre desde el reposo; en x, un MRU a 3 m/s. Los dos comparten el tiempo.`,
      r`Tiempo de caída: $1{,}25 = \frac{1}{2} \cdot 10 \cdot t^2 \Rightarrow t = \sqrt{0{,}25} = 0{,}5$ s.`,
      r`Alcance: $x = v_x \cdot t = 3 \cdot 0{,}5 = 1{,}5$ m.`,
      '1,06 m olvida el 2 al despejar el tiempo; 0,75 m olvida la raíz cuadrada; 3,75 m multiplica la velocidad por la altura.',
    ],
    result: '1,5 m.',
  }),
  mc({
    n: 31,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Un auto viaja a 108 km/h y el conductor ve un obstáculo. Tarda 0,8 s en reaccionar (durante ese tiempo sigue a velocidad constante) y después frena con una desaceleración constante de 6 m/s². ¿Qué distancia recorre desde que ve el obstáculo hasta detenerse?',
    correct: '99 m',
    distractors: ['75 m', '174 m', '24 m'],
    pos: 3,
    compute: () => 30 * 0.8 + 30 ** 2 / (2 * 6),
    steps: [
      r`Pasá a m/s: $108 \div 3{,}6 = 30$ m/s.`,
      r`Durante la reacción hay MRU: $d_1 = 30 \cdot 0{,}8 = 24$ m.`,
      r`Durante el frenado: $d_2 = \dfrac{v_0^2}{2a} = \dfrac{30^2}{2 \cdot 6} = 75$ m.`,
      'Total: 24 m + 75 m = 99 m. 75 m olvida el tiempo de reacción, 174 m olvida el 2 del denominador (150 + 24) y 24 m es solo el tramo de reacción.',
    ],
    result: '99 m.',
  }),
  vf({
    n: 32,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'En un MRUV, si en cierto instante la velocidad y la aceleración tienen sentidos opuestos, en ese instante el móvil está frenando (su rapidez disminuye).',
    answer: true,
    steps: [
      'La aceleración indica hacia dónde cambia la velocidad. Si apunta en contra de la velocidad, le resta módulo: la rapidez baja.',
      'El signo solo no alcanza: una aceleración negativa con velocidad negativa hace que el móvil vaya cada vez más rápido. Lo que importa es si los sentidos coinciden o no.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 33,
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    question:
      'Desde lo alto de un edificio se cae una maceta, que parte del reposo y llega al piso a 30 m/s. ¿Desde qué altura cayó? (Usá g = 10 m/s² y despreciá el rozamiento con el aire.)',
    correct: '45 m',
    distractors: ['90 m', '180 m', '15 m'],
    pos: 0,
    compute: () => 30 ** 2 / (2 * 10),
    steps: [
      r`Sin el tiempo como dato, usá $v^2 = v_0^2 + 2 g h$ con $v_0 = 0$: $h = \dfrac{v^2}{2g}$.`,
      r`$h = \dfrac{30^2}{2 \cdot 10} = \dfrac{900}{20} = 45$ m. Control: tarda $t = 30 / 10 = 3$ s y $\frac{1}{2} \cdot 10 \cdot 3^2 = 45$ m.`,
      '90 m olvida el 2 del denominador; 180 m lo pone multiplicando; 15 m es la velocidad media (15 m/s) tomada como altura.',
    ],
    result: '45 m.',
  }),
  mc({
    n: 34,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Se deja caer una pelota desde 80 m de altura. ¿Qué distancia recorre durante el último segundo de su caída? (Usá g = 10 m/s² y despreciá el rozamiento con el aire.)',
    correct: '35 m',
    distractors: ['20 m', '45 m', '40 m'],
    pos: 0,
    compute: () => 80 - 0.5 * 10 * (Math.sqrt((2 * 80) / 10) - 1) ** 2,
    steps: [
      r`Tiempo total de caída: $80 = 5\,t^2 \Rightarrow t = 4$ s.`,
      r`En los primeros 3 s recorre $\frac{1}{2} \cdot 10 \cdot 3^2 = 45$ m.`,
      'En el último segundo (entre t = 3 s y t = 4 s) recorre lo que falta: 80 m − 45 m = 35 m.',
      '20 m reparte la altura en partes iguales por segundo, lo que solo valdría con velocidad constante; 45 m es lo recorrido en los primeros 3 s; 40 m multiplica la velocidad final (40 m/s) por 1 s.',
    ],
    result: '35 m.',
  }),
  mc({
    n: 35,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question: r`Un proyectil sale del suelo a 30 m/s formando 53° con la horizontal. ¿Qué altura máxima alcanza? (Tomá $\operatorname{sen} 53^\circ \approx 0{,}8$, $\cos 53^\circ \approx 0{,}6$ y g = 10 m/s²; sin rozamiento.)`,
    correct: '28,8 m',
    distractors: ['45 m', '16,2 m', '57,6 m'],
    pos: 3,
    compute: () => (30 * 0.8) ** 2 / (2 * 10),
    steps: [
      r`Solo la componente vertical importa para la altura: $v_{0y} = 30 \cdot \operatorname{sen} 53^\circ = 24$ m/s.`,
      r`En la altura máxima $v_y = 0$: $h_{max} = \dfrac{v_{0y}^2}{2g} = \dfrac{24^2}{20} = 28{,}8$ m.`,
      r`45 m usa la velocidad completa de 30 m/s; 16,2 m usa la componente horizontal ($30 \cdot 0{,}6 = 18$ m/s); 57,6 m olvida el 2 del denominador.`,
    ],
    result: '28,8 m.',
  }),
  vf({
    n: 36,
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    question:
      'Desde la misma altura y en el mismo instante, una bolita sale disparada horizontalmente y otra se suelta desde el reposo. Sin rozamiento con el aire, las dos llegan al piso al mismo tiempo.',
    answer: true,
    steps: [
      'El movimiento vertical y el horizontal son independientes. En la vertical, las dos bolitas parten con velocidad vertical nula y tienen la misma aceleración g.',
      r`Por eso las dos tardan $t = \sqrt{2h/g}$. La que salió disparada cae más lejos, pero no más tarde.`,
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 37,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Un móvil parte del reposo con aceleración constante y recorre 18 m durante el tercer segundo de su movimiento, es decir, entre t = 2 s y t = 3 s. ¿Cuál es su aceleración?',
    correct: '7,2 m/s²',
    distractors: ['4 m/s²', '6 m/s²', '36 m/s²'],
    pos: 2,
    compute: () => 18 / (0.5 * (3 ** 2 - 2 ** 2)),
    steps: [
      r`Desde el reposo, $x(t) = \frac{1}{2} a t^2$. Lo recorrido en el tercer segundo es $x(3) - x(2) = \frac{1}{2} a\,(9 - 4) = 2{,}5\,a$.`,
      r`$2{,}5\,a = 18 \Rightarrow a = 7{,}2\ \text{m/s}^2$.`,
      '4 m/s² supone que los 18 m se recorren en los 3 primeros segundos; 6 m/s² divide 18 por 3; 36 m/s² usa 2d/t² con t = 1 s como si partiera del reposo en t = 2 s.',
    ],
    result: '7,2 m/s².',
  }),
  mc({
    n: 38,
    difficulty: 'medio',
    subtopic: 'mecanica.unidades-vectores',
    question:
      'Un avión vuela hacia el norte a 200 m/s respecto del aire, y el viento sopla hacia el este a 50 m/s. ¿Cuál es el módulo de la velocidad del avión respecto del suelo? (Redondeá a dos decimales.)',
    correct: '206,16 m/s',
    distractors: ['250 m/s', '150 m/s', '42.500 m/s'],
    pos: 0,
    compute: () => Math.hypot(200, 50),
    steps: [
      'La velocidad respecto del suelo es la suma vectorial de la velocidad respecto del aire y la del viento, que son perpendiculares.',
      r`$|\vec{v}| = \sqrt{200^2 + 50^2} = \sqrt{42.500} \approx 206{,}16$ m/s.`,
      '250 m/s suma los módulos como si fueran paralelos, 150 m/s los resta y 42.500 olvida la raíz cuadrada.',
    ],
    result: '≈ 206,16 m/s.',
  }),
  // ---------- encuentro y gráficos ----------
  mc({
    n: 39,
    difficulty: 'medio',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Dos autos están separados 300 km sobre una ruta recta y salen al mismo tiempo, uno hacia el otro, a 80 km/h y a 70 km/h constantes. ¿Cuánto tardan en cruzarse?',
    correct: '2 h',
    distractors: ['30 h', '3,75 h', '4 h'],
    pos: 3,
    compute: () => 300 / (80 + 70),
    steps: [
      r`Origen en el punto de partida del primero: $x_1 = 80\,t$ y $x_2 = 300 - 70\,t$ (en km y h).`,
      r`Se cruzan cuando $x_1 = x_2$: $80t = 300 - 70t \Rightarrow 150t = 300 \Rightarrow t = 2$ h. Es lo mismo que dividir la distancia por la suma de las velocidades, porque se acercan 150 km cada hora.`,
      '30 h resta las velocidades (eso vale cuando van en el mismo sentido); 3,75 h y 4 h dividen por la velocidad de uno solo o por su promedio.',
    ],
    result: '2 h.',
  }),
  mc({
    n: 40,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Las ciudades A y B están a 240 km por una ruta recta. A las 8:00 sale de A hacia B un auto a 60 km/h y a las 9:00 sale de B hacia A una camioneta a 90 km/h, ambos a velocidad constante. ¿A qué hora y a qué distancia de A se cruzan?',
    correct: 'A las 10:12, a 132 km de A',
    distractors: ['A las 9:36, a 96 km de A', 'A las 10:20, a 140 km de A', 'A las 10:12, a 108 km de A'],
    pos: 0,
    compute: () => {
      const t = (240 + 90 * 1) / (60 + 90); // hours after 8:00
      return [8 + Math.floor(t), Math.round((t % 1) * 60), 60 * t];
    },
    steps: [
      r`Tomá t en horas desde las 8:00 y el origen en A. Auto: $x_A = 60\,t$. Camioneta (sale una hora después, desde 240 km, hacia A): $x_B = 240 - 90\,(t - 1)$.`,
      r`Igualá: $60t = 240 - 90t + 90 \Rightarrow 150t = 330 \Rightarrow t = 2{,}2$ h, es decir 2 h 12 min después de las 8:00: a las 10:12.`,
      r`Posición: $x = 60 \cdot 2{,}2 = 132$ km de A. Control desde B: la camioneta viajó 1,2 h y recorrió 108 km; 132 + 108 = 240.`,
      '9:36 ignora que la camioneta sale una hora más tarde; 10:20 lee 1,2 h como 1 h 20 min; 108 km es la distancia medida desde B.',
    ],
    result: 'A las 10:12, a 132 km de A.',
  }),
  mc({
    n: 41,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Un patrullero está detenido al costado de la ruta. En el instante en que un auto pasa a su lado a 20 m/s constantes, el patrullero arranca en la misma dirección con una aceleración constante de 2 m/s². ¿Cuánto tarda en alcanzarlo y qué distancia recorrió hasta ese momento?',
    correct: '20 s y 400 m',
    distractors: ['10 s y 200 m', '10 s y 100 m', '20 s y 800 m'],
    pos: 3,
    compute: () => [(2 * 20) / 2, 20 * ((2 * 20) / 2)],
    steps: [
      r`Origen donde estaba el patrullero: auto $x_A = 20\,t$; patrullero $x_P = \frac{1}{2} \cdot 2 \cdot t^2 = t^2$.`,
      r`Lo alcanza cuando $x_P = x_A$: $t^2 = 20t \Rightarrow t\,(t - 20) = 0$. La solución t = 0 es el instante inicial; la otra es t = 20 s.`,
      r`Distancia: $x = 20 \cdot 20 = 400$ m (y también $20^2 = 400$ m para el patrullero).`,
      'A los 10 s las velocidades se igualan, pero las posiciones no: el auto está en 200 m y el patrullero en 100 m. 800 m olvida el 1/2 de la fórmula del MRUV.',
    ],
    result: '20 s y 400 m.',
  }),
  vf({
    n: 42,
    difficulty: 'medio',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'En un gráfico de velocidad en función del tiempo, el área entre la curva y el eje del tiempo representa la aceleración del móvil.',
    answer: false,
    steps: [
      'En un gráfico v(t), la pendiente de la curva es la aceleración (cuánto cambia v por unidad de tiempo).',
      r`El área bajo la curva es velocidad por tiempo, o sea el desplazamiento: $(\text{m/s}) \cdot \text{s} = \text{m}$.`,
    ],
    result: 'Falso: el área es el desplazamiento; la aceleración es la pendiente.',
  }),
  mc({
    n: 43,
    difficulty: 'medio',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'El gráfico de velocidad en función del tiempo de un móvil es una recta que vale 4 m/s en t = 0 y 16 m/s en t = 6 s. ¿Qué distancia recorre en esos 6 s?',
    correct: '60 m',
    distractors: ['96 m', '36 m', '24 m'],
    pos: 3,
    compute: () => ((4 + 16) / 2) * 6,
    steps: [
      'La distancia recorrida es el área bajo la recta de v(t), que acá es un trapecio (la velocidad no cambia de signo).',
      r`Área: $\dfrac{(4 + 16) \cdot 6}{2} = 60$ m. También: un rectángulo $4 \cdot 6 = 24$ m más un triángulo $\frac{1}{2} \cdot 6 \cdot 12 = 36$ m.`,
      '96 m usa la velocidad final todo el tiempo; 36 m es solo el triángulo y 24 m solo el rectángulo.',
    ],
    result: '60 m.',
  }),
  mc({
    n: 44,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'El gráfico v(t) de un ascensor que sube tiene tres tramos rectos: en los primeros 2 s la velocidad crece de 0 a 2 m/s, durante los 6 s siguientes se mantiene en 2 m/s y en los últimos 2 s baja uniformemente hasta 0. ¿Cuántos metros subió?',
    correct: '16 m',
    distractors: ['20 m', '12 m', '14 m'],
    pos: 0,
    compute: () => 0.5 * 2 * 2 + 2 * 6 + 0.5 * 2 * 2,
    steps: [
      'El desplazamiento es el área bajo el gráfico v(t): un triángulo, un rectángulo y otro triángulo.',
      r`Arranque: $\frac{1}{2} \cdot 2 \cdot 2 = 2$ m. Tramo constante: $2 \cdot 6 = 12$ m. Frenado: $\frac{1}{2} \cdot 2 \cdot 2 = 2$ m.`,
      'Total: 2 + 12 + 2 = 16 m. 20 m supone 2 m/s durante los 10 s; 12 m toma solo el tramo constante; 14 m olvida uno de los triángulos.',
    ],
    result: '16 m.',
  }),
  mc({
    n: 45,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'En un mismo gráfico x(t) hay dos rectas. La del móvil A empieza en x = 0 y pasa por (4 s; 20 m). La del móvil B empieza en x = 60 m y pasa por (4 s; 40 m). ¿En qué instante y en qué posición se encuentran?',
    correct: 't = 6 s, x = 30 m',
    distractors: ['t = 12 s, x = 60 m', 't = 4 s, x = 20 m', 't = 6 s, x = 60 m'],
    pos: 2,
    compute: () => {
      const vA = 20 / 4;
      const vB = (40 - 60) / 4;
      const t = 60 / (vA - vB);
      return [t, vA * t];
    },
    steps: [
      r`Las velocidades son las pendientes: $v_A = \dfrac{20 - 0}{4} = 5$ m/s y $v_B = \dfrac{40 - 60}{4} = -5$ m/s (B va hacia el origen).`,
      r`Ecuaciones: $x_A = 5t$ y $x_B = 60 - 5t$. Se encuentran cuando $5t = 60 - 5t \Rightarrow t = 6$ s, en $x = 30$ m: es donde se cortan las rectas.`,
      't = 12 s trata a B como si estuviera quieto en 60 m; t = 4 s toma la posición 40 m como si fuera la pendiente (v = 10 m/s); x = 60 m suma las distancias que recorren los dos en lugar de dar la posición.',
    ],
    result: 't = 6 s, en x = 30 m.',
  }),
  vf({
    n: 46,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Si en un gráfico x(t) las rectas de dos móviles se cortan, en ese instante los dos móviles tienen la misma velocidad.',
    answer: false,
    steps: [
      'Un punto del gráfico x(t) da una posición en un instante. Que las rectas se corten significa que los dos móviles están en el mismo lugar al mismo tiempo: es el encuentro.',
      'La velocidad es la pendiente. Dos rectas que se cortan tienen pendientes distintas (si fueran iguales serían paralelas o coincidentes), así que en el encuentro las velocidades son distintas.',
    ],
    result: 'Falso: tienen la misma posición, no la misma velocidad.',
  }),
  mc({
    n: 47,
    difficulty: 'medio',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'El gráfico v(t) de un móvil es una recta que baja desde 20 m/s en t = 0 hasta 0 m/s en t = 5 s. ¿Cuál es su aceleración?',
    correct: '−4 m/s²',
    distractors: ['4 m/s²', '−0,25 m/s²', '50 m/s²'],
    pos: 3,
    compute: () => (0 - 20) / 5,
    steps: [
      r`La aceleración es la pendiente del gráfico v(t): $a = \dfrac{\Delta v}{\Delta t} = \dfrac{0 - 20}{5 - 0} = -4\ \text{m/s}^2$.`,
      'El signo negativo indica que la aceleración apunta en contra de la velocidad: el móvil frena.',
      '4 m/s² pierde el signo; −0,25 invierte el cociente (Δt/Δv); 50 es el área bajo la recta, que es el desplazamiento en metros, no la aceleración.',
    ],
    result: '−4 m/s².',
  }),
  mc({
    n: 48,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Desde el suelo se lanza una pelota verticalmente hacia arriba a 20 m/s y, en el mismo instante, desde 40 m de altura y sobre la misma vertical, se suelta otra pelota desde el reposo. ¿A qué altura se cruzan? (Usá g = 10 m/s²; redondeá a dos decimales.)',
    correct: '20 m',
    distractors: ['40 m', '29,28 m', '35 m'],
    pos: 0,
    compute: () => {
      const t = 40 / 20;
      return 20 * t - 5 * t ** 2;
    },
    steps: [
      r`Eje y hacia arriba desde el suelo: $y_1 = 20t - 5t^2$ y $y_2 = 40 - 5t^2$.`,
      r`Se cruzan cuando $y_1 = y_2$: el término $-5t^2$ aparece en las dos y se cancela, así que $20t = 40 \Rightarrow t = 2$ s.`,
      r`Altura: $y = 40 - 5 \cdot 2^2 = 20$ m. (Justo en ese instante la primera pelota está en su altura máxima.)`,
      '40 m calcula la altura de la primera sin la gravedad; 29,28 m aplica la gravedad solo a la pelota que cae; 35 m usa t = 1 s, como si la segunda también bajara a 20 m/s desde el inicio.',
    ],
    result: '20 m.',
  }),
  mc({
    n: 49,
    difficulty: 'facil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'En un gráfico x(t), la recta de un móvil pasa por x = 10 m en t = 0 y por x = 40 m en t = 6 s. ¿Cuál es su velocidad?',
    correct: '5 m/s',
    distractors: ['6,67 m/s', '30 m/s', '0,2 m/s'],
    pos: 2,
    compute: () => (40 - 10) / 6,
    steps: [
      r`En un gráfico x(t), la velocidad es la pendiente: $v = \dfrac{\Delta x}{\Delta t} = \dfrac{40 - 10}{6 - 0} = 5$ m/s.`,
      '6,67 m/s divide la posición final por el tiempo, sin restar la inicial; 30 es el desplazamiento (en m), no la velocidad; 0,2 invierte el cociente.',
    ],
    result: '5 m/s.',
  }),
  mc({
    n: 50,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'El gráfico v(t) de un móvil es una recta que vale 10 m/s en t = 0 y −10 m/s en t = 10 s. Entre t = 0 y t = 10 s, ¿cuál es su desplazamiento y qué distancia recorrió?',
    correct: 'Desplazamiento 0 m; distancia 50 m',
    distractors: [
      'Desplazamiento 50 m; distancia 50 m',
      'Desplazamiento 0 m; distancia 0 m',
      'Desplazamiento 100 m; distancia 100 m',
    ],
    pos: 3,
    compute: () => [0, 2 * (0.5 * 5 * 10)],
    steps: [
      'La recta corta el eje del tiempo en t = 5 s: hasta ahí el móvil avanza y después vuelve.',
      r`Área del triángulo de arriba (0 a 5 s): $\frac{1}{2} \cdot 5 \cdot 10 = 25$ m. Área del de abajo (5 a 10 s): $-25$ m.`,
      'Desplazamiento: suma con signo, 25 − 25 = 0 m (vuelve al punto de partida). Distancia recorrida: suma sin signo, 25 + 25 = 50 m.',
      'Sumar las áreas sin signo da bien la distancia pero no el desplazamiento; 100 m multiplica 10 m/s por 10 s.',
    ],
    result: 'Desplazamiento nulo y 50 m recorridos.',
  }),
  vf({
    n: 51,
    difficulty: 'facil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'En un gráfico x(t), un tramo horizontal indica que el móvil está detenido durante ese intervalo.',
    answer: true,
    steps: [
      'Si la recta es horizontal, la posición no cambia mientras pasa el tiempo.',
      'Su pendiente es cero, y la pendiente de x(t) es la velocidad: v = 0.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 52,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Un ciclista sale de una ciudad a 18 km/h constantes. Media hora después sale del mismo lugar, por la misma ruta y en el mismo sentido, un auto a 72 km/h constantes. ¿A qué distancia de la ciudad lo alcanza?',
    correct: '12 km',
    distractors: ['9 km', '7,2 km', '3 km'],
    pos: 0,
    compute: () => {
      const t = (18 * 0.5) / (72 - 18);
      return 72 * t;
    },
    steps: [
      'Cuando sale el auto, el ciclista ya recorrió 18 km/h · 0,5 h = 9 km.',
      r`El auto le descuenta $72 - 18 = 54$ km por hora, así que lo alcanza en $t = 9 / 54 = 1/6$ h = 10 min.`,
      r`Distancia a la ciudad: $72 \cdot \frac{1}{6} = 12$ km. Control: el ciclista recorrió $18 \cdot (0{,}5 + \frac{1}{6}) = 12$ km.`,
      '9 km es la ventaja inicial; 7,2 km suma las velocidades como si fueran en sentidos opuestos; 3 km es lo que avanza el ciclista en esos 10 min.',
    ],
    result: 'A 12 km de la ciudad.',
  }),
  vf({
    n: 53,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Si en un gráfico v(t) la recta corta el eje del tiempo (pasa de valores positivos a negativos), en ese instante el móvil invierte el sentido de su movimiento.',
    answer: true,
    steps: [
      'El signo de la velocidad indica el sentido del movimiento respecto del eje elegido.',
      'Si v pasa de positiva a negativa, el móvil se detiene un instante (v = 0) y empieza a moverse al revés, como una pelota en la altura máxima de un tiro vertical.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 54,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Dos móviles están a 100 m sobre una recta. En el mismo instante, A parte del reposo hacia B con una aceleración constante de 2 m/s², y B avanza hacia A a 15 m/s constantes. ¿Cuánto tardan en encontrarse? (Redondeá a dos decimales.)',
    correct: '5 s',
    distractors: ['6,67 s', '10 s', '4,25 s'],
    pos: 3,
    compute: () => (-15 + Math.sqrt(15 ** 2 + 4 * 100)) / 2,
    steps: [
      r`Origen en A: $x_A = \frac{1}{2} \cdot 2 \cdot t^2 = t^2$ y $x_B = 100 - 15t$.`,
      r`Igualá: $t^2 + 15t - 100 = 0 \Rightarrow t = \dfrac{-15 \pm \sqrt{225 + 400}}{2} = \dfrac{-15 \pm 25}{2}$. La raíz positiva es t = 5 s (se encuentran a 25 m de A).`,
      '6,67 s ignora el movimiento de A; 10 s ignora el de B; 4,25 s olvida el 1/2 en la posición de A.',
    ],
    result: '5 s.',
  }),
];
