import type { Exercise } from '../../../schema.ts';
import { itemBuilders } from '../helpers.ts';

const r = String.raw;
const { mc, vf } = itemBuilders('mecanica');
const g = 10;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Mechanics, more of what the exams ask most (#31): units and plane vectors, free fall, elevators and
 * friction, meetings and chases, bodies tied together, power, statics (191–229).
 */
export const exercises: Exercise[] = [
  // ---------- magnitudes, notación científica y vectores en el plano ----------
  mc({
    n: 191,
    difficulty: 'facil',
    subtopic: 'mecanica.unidades-vectores',
    question: 'Un grano de arena fina mide 0,00047 m. ¿Cómo se escribe esa medida en notación científica?',
    correct: '4,7 · 10⁻⁴ m',
    distractors: ['4,7 · 10⁴ m', '4,7 · 10⁻³ m', '4,7 · 10⁻⁵ m'],
    pos: 0,
    compute: () => 0.00047,
    steps: [
      'Corré la coma hasta que quede una sola cifra distinta de cero a su izquierda: 0,00047 → 4,7. La corriste 4 lugares hacia la derecha.',
      'Como el número original es menor que 1, el exponente es negativo: 4,7 · 10⁻⁴ m.',
      '4,7 · 10⁴ m tiene el signo del exponente cambiado (serían 47 km); 10⁻³ y 10⁻⁵ cuentan mal los lugares.',
    ],
    result: '4,7 · 10⁻⁴ m.',
  }),
  mc({
    n: 192,
    difficulty: 'medio',
    subtopic: 'mecanica.unidades-vectores',
    question: 'Un cabello tiene unos 80 μm de espesor. ¿Cuántos milímetros son?',
    correct: '0,08 mm',
    distractors: ['0,8 mm', '8 mm', '0,008 mm'],
    pos: 3,
    compute: () => 80e-6 * 1000,
    steps: [
      r`El prefijo micro (μ) vale $10^{-6}$ y mili (m) vale $10^{-3}$: un milímetro son 1000 μm.`,
      r`$80\ \mu\text{m} = \dfrac{80}{1000}\ \text{mm} = 0{,}08$ mm.`,
      '0,8 mm divide por 100; 8 mm por 10; 0,008 mm por 10.000.',
    ],
    result: '0,08 mm.',
  }),
  mc({
    n: 193,
    difficulty: 'medio',
    subtopic: 'mecanica.unidades-vectores',
    question: r`Sobre un objeto actúan $\vec{F}_1 = (4;\ 3)$ N y $\vec{F}_2 = (-1;\ 1)$ N. ¿Qué ángulo forma la resultante con el semieje x positivo? (Redondeá a dos decimales.)`,
    correct: '53,13°',
    distractors: ['36,87°', '126,87°', '143,13°'],
    pos: 2,
    compute: () => degrees(Math.atan2(3 + 1, 4 - 1)),
    steps: [
      r`Sumá componente a componente: $\vec{R} = (4 - 1;\ 3 + 1) = (3;\ 4)$ N, de módulo 5 N.`,
      r`Las dos componentes son positivas: la resultante está en el primer cuadrante y $\operatorname{tg}\theta = \dfrac{4}{3}$, así que $\theta \approx 53{,}13^\circ$.`,
      '36,87° invierte el cociente (es el ángulo con el eje y); 126,87° y 143,13° ubican la resultante en el segundo cuadrante.',
    ],
    result: '≈ 53,13°.',
  }),
  mc({
    n: 194,
    difficulty: 'dificil',
    subtopic: 'mecanica.unidades-vectores',
    question:
      'Un auto va a 20 m/s hacia el este y, después de doblar en una esquina, a 15 m/s hacia el norte. ¿Cuál es el módulo del cambio de su velocidad?',
    correct: '25 m/s',
    distractors: ['5 m/s', '35 m/s', '17,5 m/s'],
    pos: 0,
    compute: () => Math.hypot(0 - 20, 15 - 0),
    steps: [
      r`Con x hacia el este e y hacia el norte: $\vec{v}_i = (20;\ 0)$ m/s y $\vec{v}_f = (0;\ 15)$ m/s.`,
      r`$\Delta\vec{v} = \vec{v}_f - \vec{v}_i = (-20;\ 15)$ m/s, de módulo $\sqrt{400 + 225} = 25$ m/s.`,
      'La velocidad es un vector: aunque la rapidez baje solo 5 m/s, el cambio de dirección cuenta. 5 m/s resta los módulos; 35 m/s los suma; 17,5 m/s es su promedio.',
    ],
    result: '25 m/s.',
  }),
  vf({
    n: 195,
    difficulty: 'dificil',
    subtopic: 'mecanica.unidades-vectores',
    question:
      'Dos fuerzas de 3 N y 4 N aplicadas en un mismo punto pueden tener una resultante de cualquier módulo entre 1 N y 7 N, según el ángulo que formen.',
    answer: true,
    steps: [
      'Si tienen el mismo sentido, la resultante es máxima: 3 + 4 = 7 N. Si son opuestas, es mínima: 4 − 3 = 1 N.',
      'Al abrir el ángulo de 0° a 180° el módulo pasa en forma continua de 7 N a 1 N; por ejemplo, a 90° vale 5 N.',
    ],
    result: 'Verdadero.',
  }),

  // ---------- caída libre y MRUV ----------
  mc({
    n: 196,
    difficulty: 'facil',
    subtopic: 'mecanica.cinematica',
    question:
      'Soltás una piedra desde lo alto de un acantilado. Sin rozamiento con el aire, ¿qué velocidad tiene a los 3 s? (Usá g = 10 m/s².)',
    correct: '30 m/s',
    distractors: ['45 m/s', '15 m/s', '90 m/s'],
    pos: 3,
    compute: () => g * 3,
    steps: [
      r`Parte del reposo y gana 10 m/s por segundo: $v = g\,t = 10 \cdot 3 = 30$ m/s, hacia abajo.`,
      '45 m/s es la distancia caída en metros, no la velocidad; 15 m/s usa ½·g·t; 90 m/s usa g·t².',
    ],
    result: '30 m/s.',
  }),
  mc({
    n: 197,
    difficulty: 'facil',
    subtopic: 'mecanica.cinematica',
    question:
      'Una pelota cae desde el reposo durante 4 s, sin rozamiento con el aire. ¿Qué distancia recorre? (Usá g = 10 m/s².)',
    correct: '80 m',
    distractors: ['40 m', '160 m', '20 m'],
    pos: 2,
    compute: () => 0.5 * g * 4 ** 2,
    steps: [
      r`Desde el reposo: $d = \frac{1}{2} g t^2 = \frac{1}{2} \cdot 10 \cdot 4^2 = 80$ m.`,
      '40 m es g·t (la velocidad, no la distancia); 160 m olvida el 1/2; 20 m no eleva el tiempo al cuadrado.',
    ],
    result: '80 m.',
  }),
  mc({
    n: 198,
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    question:
      'Desde un puente se suelta una piedra, que tarda 2,5 s en llegar al agua. ¿A qué altura del agua está el puente? (Usá g = 10 m/s² y despreciá el rozamiento con el aire.)',
    correct: '31,25 m',
    distractors: ['12,5 m', '62,5 m', '25 m'],
    pos: 1,
    compute: () => 0.5 * g * 2.5 ** 2,
    steps: [
      r`Caída libre desde el reposo: $h = \frac{1}{2} g t^2 = 5 \cdot 2{,}5^2 = 5 \cdot 6{,}25 = 31{,}25$ m.`,
      '12,5 m no eleva el tiempo al cuadrado; 62,5 m olvida el 1/2; 25 m es la velocidad final (g·t) leída como distancia.',
    ],
    result: '31,25 m.',
  }),
  mc({
    n: 199,
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    question:
      'Desde la terraza de un edificio de 40 m de altura se lanza una pelota verticalmente hacia abajo a 10 m/s. ¿Con qué rapidez llega al suelo? (Usá g = 10 m/s² y despreciá el rozamiento con el aire.)',
    correct: '30 m/s',
    distractors: ['28,28 m/s', '38,28 m/s', '26,46 m/s'],
    pos: 3,
    compute: () => Math.sqrt(10 ** 2 + 2 * g * 40),
    steps: [
      r`Sin el tiempo como dato, usá $v^2 = v_0^2 + 2 g h$ con el eje hacia abajo: $v^2 = 10^2 + 2 \cdot 10 \cdot 40 = 100 + 800 = 900$.`,
      r`$v = \sqrt{900} = 30$ m/s.`,
      '28,28 m/s ignora la velocidad inicial; 38,28 m/s la suma a esa rapidez en lugar de sumar los cuadrados; 26,46 m/s resta su cuadrado, como si la hubieran lanzado hacia arriba.',
    ],
    result: '30 m/s.',
  }),
  vf({
    n: 200,
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    question:
      'En caída libre, sin rozamiento con el aire, un cuerpo recorre la misma distancia en cada segundo.',
    answer: false,
    steps: [
      'En caída libre la velocidad aumenta 9,8 m/s por segundo, así que cada segundo el cuerpo va más rápido que en el anterior.',
      r`Tomando g ≈ 10 m/s² y partiendo del reposo, recorre 5 m en el primer segundo, 15 m en el segundo y 25 m en el tercero. Lo que se mantiene constante es el aumento de la velocidad, no la distancia.`,
    ],
    result: 'Falso: cada segundo recorre más distancia.',
  }),
  mc({
    n: 201,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Desde una ventana que está a 15 m del suelo se lanza una pelota verticalmente hacia arriba a 10 m/s. ¿Cuánto tarda en llegar al suelo? (Usá g = 10 m/s² y despreciá el rozamiento con el aire.)',
    correct: '3 s',
    distractors: ['2 s', '1 s', '1,73 s'],
    pos: 1,
    compute: () => (10 + Math.sqrt(10 ** 2 + 2 * g * 15)) / g,
    steps: [
      r`Eje hacia arriba con origen en el suelo: $y = 15 + 10\,t - 5\,t^2$. Llega al suelo cuando $y = 0$.`,
      r`$5t^2 - 10t - 15 = 0 \Rightarrow t^2 - 2t - 3 = 0 \Rightarrow (t - 3)(t + 1) = 0$. La raíz con sentido físico es t = 3 s.`,
      '2 s es cuando vuelve a pasar por la ventana; 1 s es cuando llega a la altura máxima; 1,73 s es lo que tardaría si se la soltara desde la ventana.',
    ],
    result: '3 s.',
  }),
  mc({
    n: 202,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Un cuerpo cae libremente desde el reposo y, en el último segundo de su caída, recorre 25 m. ¿Desde qué altura cayó? (Usá g = 10 m/s².)',
    correct: '45 m',
    distractors: ['25 m', '30 m', '31,25 m'],
    pos: 0,
    compute: () => {
      // d(t) − d(t − 1) = 5t² − 5(t − 1)² = 10t − 5 = 25
      const t = (25 + 5) / 10;
      return 0.5 * g * t ** 2;
    },
    steps: [
      r`Si la caída dura t segundos, en el último segundo recorre $5t^2 - 5(t - 1)^2 = 10t - 5$ metros.`,
      r`$10t - 5 = 25 \Rightarrow t = 3$ s, y la altura es $h = 5 \cdot 3^2 = 45$ m.`,
      '25 m es solo el último tramo; 30 m suma al último segundo el primero; 31,25 m toma los 25 como la velocidad final en m/s.',
    ],
    result: '45 m.',
  }),
  mc({
    n: 203,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Un auto que va a 10 m/s acelera a 2 m/s² a lo largo de 100 m de ruta recta. ¿Qué velocidad tiene al final de ese tramo? (Redondeá a dos decimales.)',
    correct: '22,36 m/s',
    distractors: ['20 m/s', '30 m/s', '14,14 m/s'],
    pos: 2,
    compute: () => Math.sqrt(10 ** 2 + 2 * 2 * 100),
    steps: [
      r`No hay tiempo como dato: $v^2 = v_0^2 + 2 a\,d = 100 + 2 \cdot 2 \cdot 100 = 500$.`,
      r`$v = \sqrt{500} \approx 22{,}36$ m/s.`,
      '20 m/s ignora la velocidad inicial; 30 m/s supone que tarda 10 s (100 m a 10 m/s) sin tener en cuenta que acelera; 14,14 m/s olvida el 2 de 2·a·d.',
    ],
    result: '≈ 22,36 m/s.',
  }),
  vf({
    n: 204,
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    question:
      'Dos piedras se sueltan desde la misma altura, una 1 s después de la otra. Mientras las dos caen, la distancia entre ellas se mantiene constante.',
    answer: false,
    steps: [
      r`Con t el tiempo desde que se soltó la primera: $d_1 = 5t^2$ y $d_2 = 5(t - 1)^2$ (g = 10 m/s²).`,
      r`La separación es $d_1 - d_2 = 10t - 5$: crece con el tiempo, porque la primera siempre va 10 m/s más rápido que la segunda.`,
    ],
    result: 'Falso: la distancia entre ellas aumenta.',
  }),
  vf({
    n: 205,
    difficulty: 'facil',
    subtopic: 'mecanica.cinematica',
    question:
      'Un cuerpo que se suelta desde el reposo y cae libremente tiene, a los 2 s, el doble de velocidad que al primer segundo.',
    answer: true,
    steps: [
      r`Desde el reposo, $v = g\,t$: la velocidad es proporcional al tiempo.`,
      'Con g = 9,8 m/s²: 9,8 m/s al primer segundo y 19,6 m/s a los 2 s, el doble.',
    ],
    result: 'Verdadero.',
  }),

  // ---------- dinámica: ascensores y rozamiento ----------
  mc({
    n: 206,
    difficulty: 'facil',
    subtopic: 'mecanica.dinamica',
    question:
      'Un chico de 70 kg viaja parado sobre una balanza de baño en un ascensor que sube a velocidad constante. ¿Qué fuerza indica la balanza? (Usá g = 10 m/s².)',
    correct: '700 N',
    distractors: ['0 N', '770 N', '70 N'],
    pos: 1,
    compute: () => 70 * g,
    steps: [
      'A velocidad constante la aceleración es cero, aunque el ascensor suba (primera ley de Newton).',
      r`$N - m g = 0 \Rightarrow N = 70 \cdot 10 = 700$ N: la balanza marca lo mismo que en el piso.`,
      '0 N correspondería a una caída libre; 770 N supone una aceleración hacia arriba; 70 N confunde la masa con la fuerza.',
    ],
    result: '700 N.',
  }),
  mc({
    n: 207,
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    question:
      'Un ascensor arranca hacia arriba con una aceleración de 1,5 m/s². ¿Qué fuerza normal hace el piso del ascensor sobre una valija de 20 kg apoyada en él? (Usá g = 10 m/s².)',
    correct: '230 N',
    distractors: ['170 N', '200 N', '30 N'],
    pos: 0,
    compute: () => 20 * (g + 1.5),
    steps: [
      r`Sobre la valija actúan el peso (200 N, hacia abajo) y la normal (hacia arriba). La aceleración apunta hacia arriba.`,
      r`$N - m g = m a \Rightarrow N = m\,(g + a) = 20 \cdot 11{,}5 = 230$ N.`,
      '170 N resta la aceleración (sería un ascensor que arranca bajando); 200 N es el peso; 30 N es solo m·a.',
    ],
    result: '230 N.',
  }),
  mc({
    n: 208,
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    question:
      'Del techo de un ascensor cuelga una lámpara de 8 kg sujeta por una cuerda. El ascensor empieza a bajar con una aceleración de 2 m/s². ¿Qué tensión soporta la cuerda? (Usá g = 10 m/s².)',
    correct: '64 N',
    distractors: ['96 N', '80 N', '16 N'],
    pos: 2,
    compute: () => 8 * (g - 2),
    steps: [
      'El ascensor arranca hacia abajo: la aceleración apunta hacia abajo.',
      r`Eje hacia abajo: $m g - T = m a \Rightarrow T = m\,(g - a) = 8 \cdot 8 = 64$ N, menos que el peso.`,
      '96 N suma la aceleración, como si subiera acelerando; 80 N es el peso; 16 N es solo m·a.',
    ],
    result: '64 N.',
  }),
  mc({
    n: 209,
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    question:
      'Un ascensor de 500 kg sube y está frenando, con una aceleración de módulo 1 m/s². ¿Cuál es la tensión del cable que lo sostiene? (Usá g = 10 m/s².)',
    correct: '4500 N',
    distractors: ['5500 N', '5000 N', '500 N'],
    pos: 3,
    compute: () => 500 * (g - 1),
    steps: [
      'Si sube y frena, la velocidad apunta hacia arriba y la aceleración hacia abajo.',
      r`Eje hacia arriba: $T - m g = m\,(-1) \Rightarrow T = 500 \cdot (10 - 1) = 4500$ N.`,
      '5500 N pone la aceleración hacia arriba (es lo que pasa al arrancar subiendo); 5000 N es el peso, que solo vale a velocidad constante; 500 N es solo m·a.',
    ],
    result: '4500 N.',
  }),
  vf({
    n: 210,
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    question:
      'Si se cortara el cable de un ascensor y este cayera libremente, una balanza apoyada en su piso con una persona encima marcaría cero.',
    answer: true,
    steps: [
      r`En caída libre la persona tiene aceleración g hacia abajo: $m g - N = m g \Rightarrow N = 0$.`,
      'La persona y la balanza caen juntas con la misma aceleración y no se empujan: es la «ingravidez» de los astronautas en órbita.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    n: 211,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question:
      'Una persona de 50 kg parada sobre una balanza dentro de un ascensor lee 400 N. ¿Cuál de estas situaciones puede estar ocurriendo? (Usá g = 10 m/s².)',
    correct: 'El ascensor sube y está frenando con una aceleración de módulo 2 m/s²',
    distractors: [
      'El ascensor sube y está acelerando con una aceleración de módulo 2 m/s²',
      'El ascensor baja y está frenando con una aceleración de módulo 2 m/s²',
      'El ascensor sube a velocidad constante',
    ],
    pos: 0,
    steps: [
      r`Eje hacia arriba: $N - m g = m a \Rightarrow 400 - 500 = 50\,a \Rightarrow a = -2\ \text{m/s}^2$. La aceleración apunta hacia abajo.`,
      'Una aceleración hacia abajo aparece cuando el ascensor sube frenando o cuando baja acelerando. Entre las opciones, solo «sube y está frenando» la tiene.',
      'Subir acelerando y bajar frenando dan aceleración hacia arriba (la balanza marcaría 600 N); a velocidad constante marcaría 500 N.',
    ],
    result: 'Sube frenando con 2 m/s² (la aceleración apunta hacia abajo).',
  }),
  mc({
    n: 212,
    difficulty: 'facil',
    subtopic: 'mecanica.dinamica',
    question:
      'Arrastrás un trineo de 30 kg sobre la nieve con una soga horizontal, a velocidad constante. El coeficiente de rozamiento cinético es 0,1. ¿Con qué fuerza tirás? (Usá g = 10 m/s².)',
    correct: '30 N',
    distractors: ['300 N', '3 N', '0 N'],
    pos: 2,
    compute: () => 0.1 * 30 * g,
    steps: [
      'A velocidad constante la fuerza neta es cero: tu fuerza equilibra al rozamiento.',
      r`$N = m g = 300$ N, así que $F = f = \mu_c N = 0{,}1 \cdot 300 = 30$ N.`,
      '300 N es el peso; 3 N multiplica μ por la masa sin g; 0 N confunde velocidad constante con ausencia de fuerzas.',
    ],
    result: '30 N.',
  }),
  mc({
    n: 213,
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    question:
      '¿Qué fuerza horizontal mínima hay que hacer para que empiece a moverse un cajón de 40 kg apoyado en un piso horizontal, si μe = 0,5 y μc = 0,4? (Usá g = 10 m/s².)',
    correct: '200 N',
    distractors: ['160 N', '400 N', '20 N'],
    pos: 3,
    compute: () => 0.5 * 40 * g,
    steps: [
      r`Para arrancarlo hay que superar el rozamiento estático máximo: $f_{e,max} = \mu_e\,m g = 0{,}5 \cdot 400 = 200$ N.`,
      '160 N usa el coeficiente cinético, que recién actúa cuando el cajón ya desliza; 400 N es el peso; 20 N multiplica μe por la masa sin g.',
    ],
    result: 'Un poco más de 200 N.',
  }),
  mc({
    n: 214,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question:
      'Empujás horizontalmente con 200 N un cajón de 40 kg que está en reposo sobre un piso con μe = 0,5 y μc = 0,4. En cuanto el cajón se pone en movimiento, seguís empujando con la misma fuerza. ¿Qué aceleración adquiere? (Usá g = 10 m/s².)',
    correct: '1 m/s²',
    distractors: ['5 m/s²', '4 m/s²', '0,5 m/s²'],
    pos: 1,
    compute: () => (200 - 0.4 * 40 * g) / 40,
    steps: [
      'Con 200 N se alcanza justo el rozamiento estático máximo (0,5 · 400 N): el cajón arranca.',
      r`Una vez en movimiento actúa el rozamiento cinético, menor: $f_c = 0{,}4 \cdot 400 = 160$ N. Entonces $a = \dfrac{200 - 160}{40} = 1\ \text{m/s}^2$.`,
      '5 m/s² ignora el rozamiento; 4 m/s² divide el rozamiento por la masa; 0,5 m/s² divide por el doble de la masa.',
    ],
    result: '1 m/s².',
  }),
  mc({
    n: 215,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question: r`Inclinás de a poco una tabla con un bloque apoyado encima. El bloque empieza a deslizar justo cuando la tabla forma 37° con la horizontal. ¿Cuál es el coeficiente de rozamiento estático? (Tomá $\operatorname{sen} 37^\circ \approx 0{,}6$ y $\cos 37^\circ \approx 0{,}8$.)`,
    correct: '0,75',
    distractors: ['0,6', '0,8', '1,33'],
    pos: 1,
    compute: () => 0.6 / 0.8,
    steps: [
      r`A punto de deslizar, el rozamiento estático es máximo y equilibra la componente del peso paralela al plano: $\mu_e\,m g \cos\theta = m g \operatorname{sen}\theta$.`,
      r`$\mu_e = \operatorname{tg}\theta = \dfrac{0{,}6}{0{,}8} = 0{,}75$. La masa y g se simplifican.`,
      '0,6 y 0,8 son el seno y el coseno por separado; 1,33 invierte el cociente.',
    ],
    result: 'μe = 0,75.',
  }),
  vf({
    n: 216,
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    question:
      'Un ladrillo desliza con más rozamiento si lo apoyás sobre su cara más grande, porque toca el piso con más superficie.',
    answer: false,
    steps: [
      r`El rozamiento cinético vale $f_c = \mu_c N$: depende de los materiales (a través de μ) y de la normal, no del área de contacto.`,
      'Sobre cualquiera de sus caras la normal es el peso del ladrillo, así que el rozamiento es el mismo.',
    ],
    result: 'Falso: el rozamiento no depende del área de contacto.',
  }),
  vf({
    n: 217,
    difficulty: 'facil',
    subtopic: 'mecanica.dinamica',
    question: 'Un cuerpo sobre el que la fuerza neta es cero puede estar moviéndose.',
    answer: true,
    steps: [
      'Por la primera ley de Newton, con fuerza neta nula el cuerpo no acelera: sigue en reposo o en movimiento rectilíneo uniforme.',
      'Un auto que va a 80 km/h constantes por una ruta recta tiene fuerza neta cero: el motor compensa al aire y al rozamiento.',
    ],
    result: 'Verdadero: puede moverse con velocidad constante.',
  }),

  // ---------- encuentros y persecuciones ----------
  mc({
    n: 218,
    difficulty: 'medio',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Una lancha sale de un muelle a 20 km/h constantes. Cuarenta y cinco minutos después sale del mismo muelle, en la misma dirección y sentido, otra lancha a 50 km/h constantes. ¿Cuánto tarda la segunda en alcanzar a la primera, desde que sale?',
    correct: '30 min',
    distractors: ['18 min', '45 min', '75 min'],
    pos: 2,
    compute: () => ((20 * 0.75) / (50 - 20)) * 60,
    steps: [
      r`Cuando sale la segunda, la primera le lleva $20 \cdot 0{,}75 = 15$ km de ventaja.`,
      r`La segunda descuenta $50 - 20 = 30$ km por hora: $t = \dfrac{15}{30} = 0{,}5$ h = 30 min.`,
      '18 min divide la ventaja por 50 km/h, como si la primera estuviera quieta; 45 min es la demora de la salida; 75 min cuenta desde que salió la primera.',
    ],
    result: '30 min.',
  }),
  mc({
    n: 219,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Los extremos de un camino recto de 66 km son A y B. Un ciclista sale de A hacia B a 24 km/h y, 15 minutos más tarde, otro sale de B hacia A a 30 km/h, los dos a velocidad constante. ¿A qué distancia de A se cruzan? (Redondeá a dos decimales.)',
    correct: '32,67 km',
    distractors: ['29,33 km', '33,33 km', '33 km'],
    pos: 3,
    compute: () => (24 * (66 + 30 * 0.25)) / (24 + 30),
    steps: [
      r`Origen en A, t en horas desde la salida del primero: $x_1 = 24\,t$ y $x_2 = 66 - 30\,(t - 0{,}25)$, válida desde t = 0,25 h.`,
      r`$24t = 66 - 30t + 7{,}5 \Rightarrow 54t = 73{,}5 \Rightarrow t \approx 1{,}361$ h.`,
      r`$x = 24 \cdot 1{,}361 \approx 32{,}67$ km de A. Control: el segundo pedaleó $1{,}111$ h y recorrió $\approx 33{,}33$ km; la suma da 66 km.`,
      '29,33 km ignora la demora; 33,33 km es la distancia a B; 33 km es la mitad del camino.',
    ],
    result: '≈ 32,67 km de A.',
  }),
  vf({
    n: 220,
    difficulty: 'dificil',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Dos móviles que van en el mismo sentido con la misma velocidad constante, partiendo de puntos distintos, nunca se encuentran.',
    answer: true,
    steps: [
      r`$x_1 = x_{01} + v\,t$ y $x_2 = x_{02} + v\,t$: la diferencia $x_1 - x_2 = x_{01} - x_{02}$ no cambia con el tiempo.`,
      'En el gráfico x(t) son dos rectas paralelas, que no se cortan.',
    ],
    result: 'Verdadero: la distancia entre ellos se mantiene.',
  }),
  mc({
    n: 221,
    difficulty: 'medio',
    subtopic: 'mecanica.encuentro-graficos',
    question:
      'Las posiciones de dos móviles son $x_A = 20 + 5\\,t$ y $x_B = 80 - 10\\,t$, en metros y segundos. ¿En qué instante se encuentran?',
    correct: '4 s',
    distractors: ['12 s', '6 s', '8 s'],
    pos: 0,
    compute: () => (80 - 20) / (5 + 10),
    steps: [
      r`Se encuentran cuando $x_A = x_B$: $20 + 5t = 80 - 10t \Rightarrow 15t = 60 \Rightarrow t = 4$ s.`,
      r`Control: $x_A = 20 + 20 = 40$ m y $x_B = 80 - 40 = 40$ m.`,
      '12 s y 6 s dividen la distancia por una sola de las velocidades; 8 s la divide por el promedio.',
    ],
    result: '4 s (en x = 40 m).',
  }),

  // ---------- cuerpos vinculados ----------
  mc({
    n: 222,
    difficulty: 'medio',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Tres bloques de 5 kg, 3 kg y 2 kg están en fila sobre un piso sin rozamiento, unidos por sogas en ese orden. Tirás del bloque de 5 kg con una fuerza horizontal de 40 N. ¿Cuál es la tensión de la soga que une el bloque de 5 kg con el de 3 kg?',
    correct: '20 N',
    distractors: ['8 N', '12 N', '40 N'],
    pos: 2,
    compute: () => ((3 + 2) * 40) / (5 + 3 + 2),
    steps: [
      r`Todo el tren acelera junto: $a = \dfrac{40}{5 + 3 + 2} = 4\ \text{m/s}^2$.`,
      r`Esa soga arrastra a los bloques de 3 kg y 2 kg: $T = (3 + 2) \cdot 4 = 20$ N.`,
      '8 N es la tensión de la otra soga, que arrastra solo al de 2 kg; 12 N arrastra solo al de 3 kg; 40 N supone que la soga transmite toda la fuerza.',
    ],
    result: '20 N.',
  }),
  mc({
    n: 223,
    difficulty: 'dificil',
    subtopic: 'mecanica.tension-poleas',
    question:
      'Un cuerpo de 3 kg cuelga de una soga que sostenés con la mano, y de él cuelga, con otra soga, un cuerpo de 1 kg. Tirás hacia arriba de la soga de arriba con 60 N. ¿Cuál es la tensión de la soga que une los dos cuerpos? (Usá g = 10 m/s².)',
    correct: '15 N',
    distractors: ['10 N', '45 N', '60 N'],
    pos: 3,
    compute: () => 1 * (g + (60 - 4 * g) / 4),
    steps: [
      r`Los dos suben juntos: $a = \dfrac{60 - 40}{3 + 1} = 5\ \text{m/s}^2$, hacia arriba.`,
      r`Cuerpo de 1 kg: $T - 10 = 1 \cdot 5 \Rightarrow T = 15$ N.`,
      '10 N es el peso del cuerpo de abajo, que solo vale en reposo; 45 N es lo que le queda al de arriba; 60 N supone que la soga de abajo transmite toda la fuerza.',
    ],
    result: '15 N.',
  }),

  // ---------- potencia ----------
  mc({
    n: 224,
    difficulty: 'facil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un montacargas eleva a velocidad constante cajas que en total tienen 300 kg hasta un entrepiso que está 4 m más arriba, en 8 s. ¿Qué potencia desarrolla? (Usá g = 10 m/s².)',
    correct: '1500 W',
    distractors: ['12.000 W', '150 W', '375 W'],
    pos: 0,
    compute: () => (300 * g * 4) / 8,
    steps: [
      r`Trabajo para subir la carga a velocidad constante: $W = m g h = 300 \cdot 10 \cdot 4 = 12.000$ J.`,
      r`Potencia: $P = W / t = 12.000 / 8 = 1500$ W.`,
      '12.000 es el trabajo en joule, no la potencia; 150 W se olvida de g; 375 W se olvida de la altura.',
    ],
    result: '1500 W.',
  }),
  mc({
    n: 225,
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un auto de 1000 kg acelera desde el reposo hasta 20 m/s en 8 s por una ruta horizontal. Sin contar las pérdidas, ¿qué potencia media entrega el motor?',
    correct: '25.000 W',
    distractors: ['2500 W', '50.000 W', '200.000 W'],
    pos: 1,
    compute: () => (0.5 * 1000 * 20 ** 2) / 8,
    steps: [
      r`El trabajo del motor es la energía cinética que gana el auto: $\Delta E_c = \frac{1}{2} \cdot 1000 \cdot 20^2 = 200.000$ J.`,
      r`$P = \dfrac{200.000\ \text{J}}{8\ \text{s}} = 25.000$ W = 25 kW.`,
      '2500 W corre la coma; 50.000 W olvida el 1/2 de la energía cinética; 200.000 es la energía, no la potencia.',
    ],
    result: '25.000 W.',
  }),
  vf({
    n: 226,
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un motor de 2 kW funcionando 10 s hace el mismo trabajo que un motor de 1 kW funcionando 20 s.',
    answer: true,
    steps: [
      r`$W = P \cdot t$: $2000 \cdot 10 = 20.000$ J y $1000 \cdot 20 = 20.000$ J.`,
      'El de mayor potencia no hace más trabajo: hace el mismo trabajo en menos tiempo.',
    ],
    result: 'Verdadero: los dos hacen 20.000 J.',
  }),
  mc({
    n: 227,
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    question:
      'Un ciclista de 70 kg (contando la bicicleta) sube a 5 m/s constantes una cuesta en la que el camino sube 4 m por cada 100 m recorridos. ¿Qué potencia gasta solo en vencer al peso? (Usá g = 10 m/s².)',
    correct: '140 W',
    distractors: ['3500 W', '14 W', '700 W'],
    pos: 2,
    compute: () => 70 * g * 5 * (4 / 100),
    steps: [
      r`La cuesta tiene $\operatorname{sen}\theta = 4 / 100 = 0{,}04$: por cada metro de camino sube 0,04 m.`,
      r`La componente del peso a lo largo del camino es $m g \operatorname{sen}\theta = 700 \cdot 0{,}04 = 28$ N, y la potencia, $P = F\,v = 28 \cdot 5 = 140$ W.`,
      '3500 W supone que sube en vertical a 5 m/s; 14 W corre la coma; 700 W es el peso en newton, no una potencia.',
    ],
    result: '140 W.',
  }),

  // ---------- estática ----------
  mc({
    n: 228,
    difficulty: 'medio',
    subtopic: 'mecanica.estatica',
    question:
      'Un cartel de 200 N cuelga del extremo de una barra horizontal de 2 m, de peso despreciable, articulada a la pared por el otro extremo. Un cable une ese mismo extremo de la barra con un punto más alto de la pared y forma 30° con la barra. ¿Cuál es la tensión del cable?',
    correct: '400 N',
    distractors: ['200 N', '230,94 N', '100 N'],
    pos: 3,
    compute: () => (200 * 2) / (2 * Math.sin(Math.PI / 6)),
    steps: [
      'Tomá momentos respecto de la articulación: así la fuerza que hace la pared no aparece.',
      r`El cartel hace $200 \cdot 2 = 400$ N·m. El cable tira desde el mismo extremo y su brazo es $2 \operatorname{sen} 30^\circ = 1$ m: $T \cdot 1 = 400 \Rightarrow T = 400$ N.`,
      '200 N toma la tensión igual al peso; 230,94 N usa el coseno; 100 N multiplica por el seno en lugar de dividir.',
    ],
    result: '400 N.',
  }),
  mc({
    n: 229,
    difficulty: 'dificil',
    subtopic: 'mecanica.estatica',
    question:
      'Para aflojar una tuerca hace falta un momento de 60 N·m. Usás una llave de 30 cm y empujás en su extremo con una fuerza que forma 30° con la llave. ¿Qué fuerza necesitás?',
    correct: '400 N',
    distractors: ['200 N', '230,94 N', '4 N'],
    pos: 0,
    compute: () => 60 / (0.3 * Math.sin(Math.PI / 6)),
    steps: [
      r`$M = F \cdot r \cdot \operatorname{sen}\alpha \Rightarrow F = \dfrac{60}{0{,}3 \cdot \operatorname{sen} 30^\circ} = \dfrac{60}{0{,}15} = 400$ N.`,
      'Empujando en forma oblicua solo la mitad de la fuerza hace girar: necesitás el doble que empujando perpendicular.',
      '200 N supone la fuerza perpendicular a la llave; 230,94 N usa el coseno; 4 N deja la llave en centímetros.',
    ],
    result: '400 N.',
  }),
];
