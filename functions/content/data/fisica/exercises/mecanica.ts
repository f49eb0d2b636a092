import type { Exercise } from '../../../schema.ts';
import { pasos } from '../helpers.ts';

const r = String.raw;

export const exercises: Exercise[] = [
  // ---------- fácil ----------
  {
    id: 'fis-mecanica-001',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.unidades-vectores',
    kind: 'multiple-choice',
    question: 'Un auto viaja a 72 km/h. ¿Cuál es su velocidad expresada en m/s?',
    options: ['20 m/s', '259,2 m/s', '1,2 m/s', '72.000 m/s'],
    correctAnswer: 0,
    check: { compute: () => 72 / 3.6 },
    explanation: pasos(
      [
        r`Recordá que 1 km = 1000 m y 1 h = 3600 s, así que $1\ \text{km/h} = \frac{1000}{3600}\ \text{m/s} = \frac{1}{3{,}6}\ \text{m/s}$.`,
        r`Para pasar de km/h a m/s dividís por 3,6: $72 \div 3{,}6 = 20$.`,
        'Control: el valor en m/s siempre es menor que en km/h. Multiplicar por 3,6 da 259,2 y dividir solo por 60 (como si fueran minutos) da 1,2: las dos conversiones están mal.',
      ],
      '20 m/s.',
    ),
  },
  {
    id: 'fis-mecanica-002',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.unidades-vectores',
    kind: 'multiple-choice',
    question:
      'La distancia media entre la Tierra y el Sol es de unos 150.000.000 km. ¿Cómo se expresa esa distancia en metros y en notación científica?',
    options: [
      r`$1{,}5 \cdot 10^{8}\ \text{m}$`,
      r`$1{,}5 \cdot 10^{11}\ \text{m}$`,
      r`$1{,}5 \cdot 10^{14}\ \text{m}$`,
      r`$1{,}5 \cdot 10^{5}\ \text{m}$`,
    ],
    correctAnswer: 1,
    check: { compute: () => 150_000_000 * 1000 },
    explanation: pasos(
      [
        r`Escribí el dato en notación científica: 150.000.000 km $= 1{,}5 \cdot 10^{8}$ km (corrés la coma 8 lugares).`,
        r`Como 1 km $= 10^{3}$ m, multiplicás y sumás los exponentes: $1{,}5 \cdot 10^{8} \cdot 10^{3} = 1{,}5 \cdot 10^{11}$ m.`,
        r`Ojo: $1{,}5 \cdot 10^{8}$ es el valor en km, no en m; $10^{14}$ sale de multiplicar por $10^{6}$ y $10^{5}$ de dividir por 1000 en lugar de multiplicar.`,
      ],
      r`$1{,}5 \cdot 10^{11}$ m.`,
    ),
  },
  {
    id: 'fis-mecanica-003',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.cinematica',
    kind: 'true-false',
    question:
      'En un movimiento rectilíneo uniforme (MRU) la velocidad es constante y, por lo tanto, la aceleración es nula.',
    correctAnswer: true,
    explanation: pasos(
      [
        'MRU significa trayectoria recta y velocidad constante: mismo módulo, misma dirección y mismo sentido.',
        r`La aceleración mide cuánto cambia la velocidad por unidad de tiempo: $a = \Delta v / \Delta t$. Si la velocidad no cambia, $\Delta v = 0$ y entonces $a = 0$.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-mecanica-004',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.cinematica',
    kind: 'multiple-choice',
    question:
      'Un auto recorre 150 km en 2 h con velocidad constante. ¿Cuál es su velocidad en m/s? Redondeá a dos decimales.',
    options: ['75 m/s', '20,83 m/s', '270 m/s', '300 m/s'],
    correctAnswer: 1,
    check: { compute: () => 150_000 / 7200 },
    explanation: pasos(
      [
        r`En un MRU, $v = \Delta x / \Delta t = 150\ \text{km} / 2\ \text{h} = 75$ km/h.`,
        r`Pasá a m/s dividiendo por 3,6: $75 \div 3{,}6 \approx 20{,}83$ m/s. También podés hacer directamente $150.000\ \text{m} / 7200\ \text{s}$.`,
        '75 m/s deja el número en km/h con la unidad equivocada; 270 sale de multiplicar por 3,6 y 300 de multiplicar la distancia por el tiempo.',
      ],
      '≈ 20,83 m/s.',
    ),
  },
  {
    id: 'fis-mecanica-005',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.dinamica',
    kind: 'multiple-choice',
    question: 'Una mochila tiene una masa de 5 kg. ¿Cuál es su peso? (Usá g = 9,8 m/s².)',
    options: ['5 N', '0,51 N', '50 N', '49 N'],
    correctAnswer: 3,
    check: { compute: () => 5 * 9.8 },
    explanation: pasos(
      [
        r`El peso es la fuerza con que la Tierra atrae al cuerpo: $P = m \cdot g$.`,
        r`$P = 5\ \text{kg} \cdot 9{,}8\ \text{m/s}^2 = 49$ N.`,
        '5 N confunde masa con peso; 0,51 N sale de dividir la masa por g; 50 N usa g = 10 m/s² cuando el enunciado pide 9,8.',
      ],
      '49 N.',
    ),
  },
  {
    id: 'fis-mecanica-006',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.unidades-vectores',
    kind: 'multiple-choice',
    question: r`Una fuerza tiene componentes $F_x = 3$ N y $F_y = 4$ N. ¿Cuál es su módulo?`,
    options: ['7 N', '1 N', '5 N', '25 N'],
    correctAnswer: 2,
    check: { compute: () => Math.hypot(3, 4) },
    explanation: pasos(
      [
        'Las componentes son perpendiculares entre sí, así que el módulo sale del teorema de Pitágoras.',
        r`$|\vec{F}| = \sqrt{F_x^2 + F_y^2} = \sqrt{3^2 + 4^2} = \sqrt{25} = 5$ N.`,
        '7 N suma las componentes como si fueran paralelas, 1 N las resta y 25 N olvida sacar la raíz cuadrada.',
      ],
      '5 N.',
    ),
  },
  {
    id: 'fis-mecanica-007',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.dinamica',
    kind: 'true-false',
    question: 'Si la fuerza neta sobre un cuerpo es cero, el cuerpo necesariamente está en reposo.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Por la primera ley de Newton, fuerza neta nula implica aceleración nula.',
        'Aceleración nula significa velocidad constante, que puede ser cero (reposo) o distinta de cero (MRU). Por ejemplo, un auto que va a 80 km/h constantes por una ruta recta: la fuerza del motor equilibra al rozamiento y la fuerza neta es cero.',
      ],
      'Falso: puede estar en reposo o moverse con MRU.',
    ),
  },
  {
    id: 'fis-mecanica-008',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'multiple-choice',
    question: 'Calculá la energía cinética de una pelota de 2 kg que se mueve a 3 m/s.',
    options: ['18 J', '3 J', '6 J', '9 J'],
    correctAnswer: 3,
    check: { compute: () => 0.5 * 2 * 3 ** 2 },
    explanation: pasos(
      [
        r`La energía cinética es $E_c = \frac{1}{2} m v^2$.`,
        r`$E_c = \frac{1}{2} \cdot 2 \cdot 3^2 = \frac{1}{2} \cdot 2 \cdot 9 = 9$ J.`,
        '18 J olvida el 1/2; 3 J olvida elevar la velocidad al cuadrado; 6 es m·v, que es la cantidad de movimiento (en kg·m/s), no la energía.',
      ],
      '9 J.',
    ),
  },
  {
    id: 'fis-mecanica-009',
    topic: 'mecanica',
    difficulty: 'facil',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'true-false',
    question: 'En el Sistema Internacional la potencia se mide en watt, y 1 W equivale a 1 J por segundo.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`La potencia es la energía transferida (o el trabajo realizado) por unidad de tiempo: $P = W / t$.`,
        r`Con W en joule y t en segundos, la unidad es J/s, que recibe el nombre de watt: $1\ \text{W} = 1\ \text{J/s}$.`,
      ],
      'Verdadero.',
    ),
  },
  // ---------- medio ----------
  {
    id: 'fis-mecanica-010',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    kind: 'multiple-choice',
    question:
      'Un auto parte del reposo y acelera de manera constante a 2 m/s². ¿Qué distancia recorre en los primeros 5 s?',
    options: ['25 m', '50 m', '10 m', '5 m'],
    correctAnswer: 0,
    check: { compute: () => 0.5 * 2 * 5 ** 2 },
    explanation: pasos(
      [
        r`Es un MRUV que parte del reposo ($v_0 = 0$): $x = v_0 t + \frac{1}{2} a t^2$.`,
        r`$x = 0 + \frac{1}{2} \cdot 2 \cdot 5^2 = 25$ m.`,
        '50 m olvida el 1/2; 10 es la velocidad final (v = a·t = 10 m/s), no la distancia; 5 m olvida elevar el tiempo al cuadrado.',
      ],
      '25 m.',
    ),
  },
  {
    id: 'fis-mecanica-011',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    kind: 'multiple-choice',
    question:
      'Se deja caer una piedra desde 45 m de altura. Despreciando el rozamiento con el aire y con g = 9,8 m/s², ¿cuánto tarda en llegar al suelo? Redondeá a dos decimales.',
    options: ['4,59 s', '3,03 s', '9,18 s', '2,14 s'],
    correctAnswer: 1,
    check: { compute: () => Math.sqrt((2 * 45) / 9.8) },
    explanation: pasos(
      [
        r`Caída libre desde el reposo: $h = \frac{1}{2} g t^2$.`,
        r`Despejá el tiempo: $t = \sqrt{2h / g} = \sqrt{2 \cdot 45 / 9{,}8} = \sqrt{9{,}18} \approx 3{,}03$ s.`,
        '9,18 s olvida la raíz cuadrada; 4,59 s calcula h/g; 2,14 s olvida el factor 2.',
      ],
      '≈ 3,03 s.',
    ),
  },
  {
    id: 'fis-mecanica-012',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    kind: 'multiple-choice',
    question:
      'Se lanza una pelota verticalmente hacia arriba a 19,6 m/s. ¿Qué altura máxima alcanza respecto del punto de lanzamiento? (g = 9,8 m/s², sin rozamiento)',
    options: ['39,2 m', '2 m', '19,6 m', '9,8 m'],
    correctAnswer: 2,
    check: { compute: () => 19.6 ** 2 / (2 * 9.8) },
    explanation: pasos(
      [
        r`En la altura máxima la velocidad es cero. Con el eje hacia arriba: $v^2 = v_0^2 - 2 g h$.`,
        r`$0 = 19{,}6^2 - 2 \cdot 9{,}8 \cdot h \Rightarrow h = \frac{384{,}16}{19{,}6} = 19{,}6$ m.`,
        '39,2 m olvida el 2 del denominador; 2 es el tiempo de subida (2 s), no una altura; 9,8 m sale de calcular ½·g·t con t = 2 s, sin elevar el tiempo al cuadrado.',
      ],
      '19,6 m.',
    ),
  },
  {
    id: 'fis-mecanica-013',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    kind: 'multiple-choice',
    question:
      'Sobre un bloque de 6 kg apoyado en un piso horizontal se aplica una fuerza horizontal de 30 N. La fuerza de rozamiento es de 6 N. ¿Cuál es la aceleración del bloque?',
    options: ['5 m/s²', '6 m/s²', '4 m/s²', '144 m/s²'],
    correctAnswer: 2,
    check: { compute: () => (30 - 6) / 6 },
    explanation: pasos(
      [
        'Diagrama de cuerpo libre en x: la fuerza de 30 N a favor del movimiento y el rozamiento de 6 N en contra. En y, la normal equilibra al peso.',
        'Fuerza neta: 30 N − 6 N = 24 N.',
        r`Segunda ley de Newton: $a = F_{neta} / m = 24 / 6 = 4\ \text{m/s}^2$.`,
        '5 m/s² ignora el rozamiento; 6 m/s² lo suma en vez de restarlo; 144 multiplica la fuerza por la masa en lugar de dividir.',
      ],
      '4 m/s².',
    ),
  },
  {
    id: 'fis-mecanica-014',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.dinamica',
    kind: 'multiple-choice',
    question:
      'Una caja de 10 kg se desliza sobre un piso horizontal. El coeficiente de rozamiento cinético es 0,3. ¿Cuánto vale la fuerza de rozamiento? (g = 9,8 m/s²)',
    options: ['3 N', '98 N', '326,67 N', '29,4 N'],
    correctAnswer: 3,
    check: { compute: () => 0.3 * 10 * 9.8 },
    explanation: pasos(
      [
        'En un piso horizontal y sin otras fuerzas verticales, la normal equilibra al peso: N = m·g = 10 · 9,8 = 98 N.',
        r`Rozamiento cinético: $f_c = \mu_c \cdot N = 0{,}3 \cdot 98 = 29{,}4$ N.`,
        '3 N olvida multiplicar por g (usa la masa en lugar de la normal); 98 N es la normal; 326,67 N divide por μ en vez de multiplicar.',
      ],
      '29,4 N.',
    ),
  },
  {
    id: 'fis-mecanica-015',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'multiple-choice',
    question:
      'Arrastrás un carrito 10 m por un piso horizontal tirando de una soga con una fuerza de 50 N que forma 60° con la horizontal. ¿Qué trabajo realiza esa fuerza?',
    options: ['500 J', '250 J', '433 J', '0 J'],
    correctAnswer: 1,
    check: { compute: () => 50 * 10 * Math.cos(Math.PI / 3) },
    explanation: pasos(
      [
        r`El trabajo de una fuerza constante es $W = F \cdot d \cdot \cos\alpha$, con α el ángulo entre la fuerza y el desplazamiento (acá 60°).`,
        r`$W = 50 \cdot 10 \cdot \cos 60^\circ = 500 \cdot 0{,}5 = 250$ J.`,
        '500 J ignora el ángulo; 433 J usa el seno en lugar del coseno; 0 J sería correcto solo si la fuerza fuera perpendicular al desplazamiento. Acá lo único que no trabaja es la componente vertical.',
      ],
      '250 J.',
    ),
  },
  {
    id: 'fis-mecanica-016',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'multiple-choice',
    question:
      'Un cuerpo se suelta desde el reposo a 5 m de altura y baja por una rampa sin rozamiento. ¿Con qué rapidez llega al pie de la rampa? (g = 9,8 m/s²) Redondeá a una décima.',
    options: ['98 m/s', '49 m/s', '7 m/s', '9,9 m/s'],
    correctAnswer: 3,
    check: { compute: () => Math.sqrt(2 * 9.8 * 5) },
    explanation: pasos(
      [
        r`Sin rozamiento se conserva la energía mecánica: $m g h = \frac{1}{2} m v^2$. La masa se simplifica y la forma de la rampa no importa.`,
        r`$v = \sqrt{2 g h} = \sqrt{2 \cdot 9{,}8 \cdot 5} = \sqrt{98} \approx 9{,}9$ m/s.`,
        '98 m/s olvida la raíz; 49 es g·h; 7 m/s es la raíz de g·h, o sea que olvida el factor 2.',
      ],
      '≈ 9,9 m/s.',
    ),
  },
  {
    id: 'fis-mecanica-017',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'multiple-choice',
    question:
      'Una grúa eleva una carga de 200 kg a una altura de 15 m en 10 s, con velocidad constante. ¿Qué potencia media desarrolla? (g = 9,8 m/s²)',
    options: ['300 W', '2.940 W', '29.400 W', '196 W'],
    correctAnswer: 1,
    check: { compute: () => (200 * 9.8 * 15) / 10 },
    explanation: pasos(
      [
        'A velocidad constante la grúa hace una fuerza igual al peso de la carga: F = m·g = 200 · 9,8 = 1960 N.',
        'Trabajo realizado: W = F·h = 1960 N · 15 m = 29.400 J.',
        'Potencia media: P = W / t = 29.400 J / 10 s = 2940 W.',
        '29.400 es la energía (falta dividir por el tiempo); 300 W olvida g; 196 W olvida la altura.',
      ],
      '2940 W, es decir, unos 2,94 kW.',
    ),
  },
  {
    id: 'fis-mecanica-018',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'true-false',
    question:
      'Un bloque se lanza hacia arriba por un plano inclinado sin rozamiento; sube, se detiene y vuelve a bajar. Al pasar por el punto de partida tiene la misma rapidez con la que fue lanzado.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Sin rozamiento, las fuerzas sobre el bloque son el peso (conservativa) y la normal, que no trabaja porque es perpendicular al desplazamiento.',
        'Se conserva la energía mecánica. Al volver al punto de partida la energía potencial es la misma que al inicio, así que la cinética también lo es y la rapidez coincide (la velocidad ahora apunta plano abajo).',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-mecanica-019',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.cinematica',
    kind: 'true-false',
    question:
      'En el punto más alto de un tiro vertical, tanto la velocidad como la aceleración del cuerpo son nulas.',
    correctAnswer: false,
    explanation: pasos(
      [
        'En la altura máxima la velocidad se anula por un instante: ahí el cuerpo pasa de subir a bajar.',
        'La aceleración sigue siendo la de la gravedad, 9,8 m/s² hacia abajo. Si fuera cero, el cuerpo quedaría quieto allá arriba para siempre.',
      ],
      'Falso: v = 0, pero a = g.',
    ),
  },
  {
    id: 'fis-mecanica-020',
    topic: 'mecanica',
    difficulty: 'medio',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'true-false',
    question:
      'En un choque entre dos cuerpos que forman un sistema aislado, la cantidad de movimiento total se conserva aunque parte de la energía cinética se transforme en calor y deformación.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Durante el choque las fuerzas entre los cuerpos son internas y, por la tercera ley de Newton, iguales y opuestas: sus impulsos se cancelan.',
        'Por eso la cantidad de movimiento total se conserva en todo choque de un sistema aislado. La energía cinética, en cambio, solo se conserva en los choques elásticos.',
      ],
      'Verdadero.',
    ),
  },
  // ---------- difícil ----------
  {
    id: 'fis-mecanica-021',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    kind: 'multiple-choice',
    question:
      'Un bloque desliza hacia abajo por un plano inclinado 30° respecto de la horizontal. El coeficiente de rozamiento cinético es 0,2. ¿Cuál es su aceleración? (g = 9,8 m/s²) Redondeá a una décima.',
    options: ['4,9 m/s²', '3,2 m/s²', '6,6 m/s²', '7,51 m/s²'],
    correctAnswer: 1,
    check: { compute: () => 9.8 * (Math.sin(Math.PI / 6) - 0.2 * Math.cos(Math.PI / 6)) },
    explanation: pasos(
      [
        r`Tomá el eje x a lo largo del plano (hacia abajo) y el eje y perpendicular. Componentes del peso: $P_x = m g \operatorname{sen} 30^\circ$ y $P_y = m g \cos 30^\circ$.`,
        r`En y no hay aceleración: $N = m g \cos 30^\circ$. El rozamiento cinético vale $f = 0{,}2 \cdot m g \cos 30^\circ$ y apunta plano arriba.`,
        r`En x: $m a = m g \operatorname{sen} 30^\circ - 0{,}2\, m g \cos 30^\circ$. La masa se simplifica: $a = 9{,}8 \cdot (0{,}5 - 0{,}2 \cdot 0{,}866) \approx 3{,}2\ \text{m/s}^2$.`,
        '4,9 m/s² ignora el rozamiento; 6,6 m/s² lo suma; 7,51 m/s² intercambia seno y coseno.',
      ],
      '≈ 3,2 m/s².',
    ),
  },
  {
    id: 'fis-mecanica-022',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    kind: 'multiple-choice',
    question:
      'Se patea una pelota desde el suelo con una velocidad de 20 m/s que forma 30° con la horizontal. Sin rozamiento con el aire y con g = 9,8 m/s², ¿a qué distancia horizontal vuelve a tocar el suelo? Redondeá a dos decimales.',
    options: ['40,82 m', '20,41 m', '17,67 m', '35,35 m'],
    correctAnswer: 3,
    check: { compute: () => (20 ** 2 * Math.sin(Math.PI / 3)) / 9.8 },
    explanation: pasos(
      [
        r`Componentes de la velocidad inicial: $v_x = 20 \cos 30^\circ \approx 17{,}32$ m/s y $v_{0y} = 20 \operatorname{sen} 30^\circ = 10$ m/s.`,
        r`Tiempo de vuelo (sube y baja al mismo nivel): $t_v = 2 v_{0y} / g = 20 / 9{,}8 \approx 2{,}04$ s.`,
        r`En x el movimiento es un MRU: $R = v_x \cdot t_v \approx 17{,}32 \cdot 2{,}04 \approx 35{,}35$ m. Es lo mismo que $R = v_0^2 \operatorname{sen}(2\theta) / g = 400 \cdot \operatorname{sen} 60^\circ / 9{,}8$.`,
        '17,67 m usa solo el tiempo de subida; 20,41 m usa sen θ en vez de sen 2θ; 40,82 m es el alcance que tendría con 45°.',
      ],
      '≈ 35,35 m.',
    ),
  },
  {
    id: 'fis-mecanica-023',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'multiple-choice',
    question:
      'Un carrito de 2 kg que se mueve a 6 m/s choca contra otro de 1 kg que está en reposo y, después del choque, quedan enganchados. ¿Con qué velocidad se mueven juntos y cuánta energía cinética se pierde en el choque?',
    options: [
      '4 m/s; se pierden 12 J',
      '6 m/s; no se pierde energía (0 J)',
      '4 m/s; no se pierde energía (0 J)',
      '3 m/s; se pierden 22,5 J',
    ],
    correctAnswer: 0,
    check: { compute: () => [4, 0.5 * 2 * 6 ** 2 - 0.5 * 3 * 4 ** 2] },
    explanation: pasos(
      [
        r`Conservación de la cantidad de movimiento: $2 \cdot 6 + 1 \cdot 0 = (2 + 1)\,v \Rightarrow v = 12 / 3 = 4$ m/s.`,
        r`Energía cinética antes: $\frac{1}{2} \cdot 2 \cdot 6^2 = 36$ J. Después: $\frac{1}{2} \cdot 3 \cdot 4^2 = 24$ J.`,
        'Se pierden 36 J − 24 J = 12 J, que se transforman en deformación, calor y sonido: en un choque plástico la energía cinética no se conserva.',
        '3 m/s sale de promediar las velocidades, lo que ignora las masas; las opciones con 0 J suponen, sin razón, un choque elástico.',
      ],
      '4 m/s y se pierden 12 J.',
    ),
  },
  {
    id: 'fis-mecanica-024',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.dinamica',
    kind: 'multiple-choice',
    question:
      'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que arranca hacia arriba con una aceleración de 2 m/s². ¿Qué fuerza marca la balanza? (g = 9,8 m/s²)',
    options: ['686 N', '826 N', '546 N', '140 N'],
    correctAnswer: 1,
    check: { compute: () => 70 * (9.8 + 2) },
    explanation: pasos(
      [
        'La balanza marca la fuerza normal N. Sobre la persona actúan N (hacia arriba) y el peso m·g (hacia abajo).',
        r`Segunda ley con el eje hacia arriba: $N - m g = m a \Rightarrow N = m\,(g + a)$.`,
        r`$N = 70 \cdot (9{,}8 + 2) = 70 \cdot 11{,}8 = 826$ N.`,
        '686 N es el peso (lo que marcaría con el ascensor quieto o en MRU); 546 N correspondería a acelerar hacia abajo; 140 N es solo m·a.',
      ],
      '826 N.',
    ),
  },
  {
    id: 'fis-mecanica-025',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    kind: 'true-false',
    question:
      'Si un auto duplica su velocidad, su distancia de frenado (con la misma desaceleración) también se duplica.',
    correctAnswer: false,
    explanation: pasos(
      [
        r`Con $v^2 = v_0^2 - 2 a d$ y velocidad final nula: $d = v_0^2 / (2a)$.`,
        r`La distancia es proporcional al cuadrado de la velocidad inicial: con $2v_0$ queda $d' = (2v_0)^2 / (2a) = 4d$.`,
      ],
      'Falso: la distancia de frenado se cuadruplica.',
    ),
  },
  {
    id: 'fis-mecanica-026',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.trabajo-energia',
    kind: 'true-false',
    question:
      'Dos cuerpos de distinta masa se sueltan desde la misma altura en el vacío. Llegan al suelo al mismo tiempo y con la misma energía cinética.',
    correctAnswer: false,
    explanation: pasos(
      [
        r`En el vacío los dos caen con la misma aceleración g, así que tardan lo mismo y llegan con la misma velocidad $v = \sqrt{2 g h}$.`,
        r`Pero la energía cinética $\frac{1}{2} m v^2$ depende de la masa: el más pesado llega con más energía, igual a su $m g h$ inicial.`,
      ],
      'Falso: llegan juntos y con la misma velocidad, pero con distinta energía cinética.',
    ),
  },
  {
    id: 'fis-mecanica-027',
    topic: 'mecanica',
    difficulty: 'dificil',
    subtopic: 'mecanica.cinematica',
    kind: 'true-false',
    question:
      'En un tiro oblicuo sin rozamiento, en el punto más alto de la trayectoria la velocidad del proyectil no es nula: es horizontal e igual a la componente horizontal de la velocidad inicial.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`En el eje x no hay aceleración, así que $v_x = v_0 \cos\theta$ se mantiene constante durante todo el vuelo.`,
        r`En el punto más alto se anula solo la componente vertical ($v_y = 0$); la velocidad total es $v_x$, horizontal.`,
      ],
      'Verdadero.',
    ),
  },
];
