import type { Exercise } from '../../../schema.ts';
import { itemBuilders, pasos } from '../helpers.ts';

const r = String.raw;

const { mc, vf } = itemBuilders('ondas');

export const exercises: Exercise[] = [
  // ---------- fácil ----------
  {
    id: 'fis-ondas-001',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'multiple-choice',
    question: 'Una onda tiene una frecuencia de 50 Hz. ¿Cuál es su período?',
    options: ['50 s', '0,02 s', '0,2 s', '2 s'],
    correctAnswer: 1,
    check: { compute: () => 1 / 50 },
    explanation: pasos(
      [
        r`El período es la inversa de la frecuencia: $T = 1/f$.`,
        r`$T = 1/50 = 0{,}02$ s: cada oscilación dura dos centésimas de segundo.`,
        '50 s confunde período con frecuencia; 0,2 s y 2 s son errores al correr la coma.',
      ],
      '0,02 s.',
    ),
  },
  {
    id: 'fis-ondas-002',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'multiple-choice',
    question:
      'Una onda sonora tiene una longitud de onda de 2 m y una frecuencia de 170 Hz. ¿A qué velocidad se propaga?',
    options: ['85 m/s', '172 m/s', '340 m/s', '0,012 m/s'],
    correctAnswer: 2,
    check: { compute: () => 2 * 170 },
    explanation: pasos(
      [
        r`Usá la ecuación fundamental de las ondas: $v = \lambda \cdot f$.`,
        r`$v = 2\ \text{m} \cdot 170\ \text{Hz} = 340$ m/s, la velocidad típica del sonido en el aire.`,
        '85 m/s divide f por λ; 0,012 m/s divide λ por f; 172 suma los datos.',
      ],
      '340 m/s.',
    ),
  },
  {
    id: 'fis-ondas-003',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.sonido',
    kind: 'true-false',
    question: 'El sonido puede propagarse en el vacío.',
    correctAnswer: false,
    explanation: pasos(
      [
        'El sonido es una onda mecánica: consiste en compresiones y rarefacciones de un medio material (aire, agua, un sólido).',
        'En el vacío no hay partículas que puedan comprimirse, así que el sonido no se propaga. Por eso en el espacio no se oyen las explosiones, aunque sí se ve su luz.',
      ],
      'Falso.',
    ),
  },
  {
    id: 'fis-ondas-004',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'true-false',
    question:
      'En una onda transversal, las partículas del medio oscilan en dirección perpendicular a la dirección en que se propaga la onda.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Esa es justamente la definición de onda transversal. Ejemplo: en una cuerda horizontal, cada punto sube y baja mientras la onda avanza de costado.',
        'En las ondas longitudinales, como el sonido, las partículas oscilan en la misma dirección de propagación.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-ondas-005',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.sonido',
    kind: 'multiple-choice',
    question:
      'Gritás frente a una pared y escuchás el eco 2 s después. Si el sonido viaja a 340 m/s, ¿a qué distancia está la pared?',
    options: ['340 m', '680 m', '170 m', '1.360 m'],
    correctAnswer: 0,
    check: { compute: () => (340 * 2) / 2 },
    explanation: pasos(
      [
        r`En 2 s el sonido va hasta la pared y vuelve: recorre $v \cdot t = 340 \cdot 2 = 680$ m.`,
        'Esa distancia es el doble de la distancia a la pared: d = 680 / 2 = 340 m.',
        '680 m olvida dividir por 2; 170 m divide la velocidad por el tiempo; 1360 m multiplica por 2 en lugar de dividir.',
      ],
      '340 m.',
    ),
  },
  {
    id: 'fis-ondas-006',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'multiple-choice',
    question: '¿Cuál de estas ondas es longitudinal?',
    options: [
      'Una onda en una cuerda de guitarra',
      'La luz visible',
      'El sonido en el aire',
      'Las ondas de radio',
    ],
    correctAnswer: 2,
    explanation: pasos(
      [
        'En una onda longitudinal las partículas del medio oscilan en la dirección de propagación, formando compresiones y rarefacciones.',
        'Eso es lo que hace el sonido en el aire. La cuerda vibra en forma transversal, y la luz y las ondas de radio son ondas electromagnéticas, que también son transversales.',
      ],
      'El sonido en el aire.',
    ),
  },
  {
    id: 'fis-ondas-007',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'multiple-choice',
    question:
      'Hacés oscilar el extremo de una misma cuerda tensa (la velocidad de propagación no cambia). Si aumentás la frecuencia de oscilación, ¿qué pasa con la longitud de onda?',
    options: ['Aumenta', 'No cambia', 'Disminuye', 'Se anula'],
    correctAnswer: 2,
    explanation: pasos(
      [
        r`La velocidad depende del medio (la cuerda y su tensión), así que se mantiene. Como $v = \lambda \cdot f$, entonces $\lambda = v / f$.`,
        'Con v fija, si f aumenta, λ disminuye en la misma proporción: las crestas quedan más juntas.',
      ],
      'Disminuye.',
    ),
  },
  {
    id: 'fis-ondas-008',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'true-false',
    question: 'La frecuencia de una onda se mide en hertz, y 1 Hz equivale a una oscilación por segundo.',
    correctAnswer: true,
    explanation: pasos(
      [
        'La frecuencia cuenta cuántas oscilaciones completas ocurren en cada segundo.',
        'Su unidad en el SI es el hertz: 1 Hz = 1 oscilación/s = 1/s. Por ejemplo, 440 Hz (la nota la) son 440 oscilaciones por segundo.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-ondas-009',
    topic: 'ondas',
    difficulty: 'facil',
    subtopic: 'ondas.mas-pendulo',
    kind: 'multiple-choice',
    question: 'Un péndulo realiza 20 oscilaciones completas en 40 s. ¿Cuál es su período?',
    options: ['0,5 s', '2 s', '800 s', '40 s'],
    correctAnswer: 1,
    check: { compute: () => 40 / 20 },
    explanation: pasos(
      [
        'El período es el tiempo de una oscilación completa: tiempo total dividido por la cantidad de oscilaciones.',
        'T = 40 s / 20 = 2 s.',
        '0,5 es la frecuencia (en Hz), no el período; 800 multiplica los datos; 40 s es el tiempo total.',
      ],
      '2 s.',
    ),
  },
  // ---------- medio ----------
  {
    id: 'fis-ondas-010',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.mas-pendulo',
    kind: 'multiple-choice',
    question:
      'Calculá el período de un péndulo simple de 1 m de longitud. (g = 9,8 m/s², oscilaciones pequeñas) Redondeá a dos decimales.',
    options: ['0,32 s', '6,28 s', '2,01 s', '19,67 s'],
    correctAnswer: 2,
    check: { compute: () => 2 * Math.PI * Math.sqrt(1 / 9.8) },
    explanation: pasos(
      [
        r`Para oscilaciones pequeñas, $T = 2\pi \sqrt{L/g}$.`,
        r`$T = 2\pi \sqrt{1 / 9{,}8} \approx 6{,}283 \cdot 0{,}319 \approx 2{,}01$ s.`,
        '0,32 s olvida el 2π; 6,28 s olvida dividir por g; 19,67 s invierte el cociente (g/L).',
      ],
      '≈ 2,01 s.',
    ),
  },
  {
    id: 'fis-ondas-011',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.mas-pendulo',
    kind: 'multiple-choice',
    question:
      'Una masa de 0,5 kg cuelga de un resorte de constante 200 N/m. ¿Cuál es su período de oscilación? Redondeá a tres decimales.',
    options: ['0,314 s', '125,7 s', '0,05 s', '0,016 s'],
    correctAnswer: 0,
    check: { compute: () => 2 * Math.PI * Math.sqrt(0.5 / 200) },
    explanation: pasos(
      [
        r`Para un sistema masa-resorte, $T = 2\pi \sqrt{m/k}$.`,
        r`$T = 2\pi \sqrt{0{,}5 / 200} = 2\pi \sqrt{0{,}0025} = 2\pi \cdot 0{,}05 \approx 0{,}314$ s.`,
        '125,7 s invierte el cociente (k/m); 0,05 s olvida el 2π; 0,016 s olvida la raíz cuadrada.',
      ],
      '≈ 0,314 s.',
    ),
  },
  {
    id: 'fis-ondas-012',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.sonido',
    kind: 'multiple-choice',
    question: r`Un sonido llega a tu oído con una intensidad de $10^{-5}$ W/m². ¿Cuál es su nivel de intensidad sonora? (Umbral de audición: $I_0 = 10^{-12}$ W/m².)`,
    options: ['7 dB', '70 dB', '−70 dB', '−50 dB'],
    correctAnswer: 1,
    check: { compute: () => 10 * Math.log10(1e-5 / 1e-12) },
    explanation: pasos(
      [
        r`El nivel sonoro es $\beta = 10 \cdot \log(I / I_0)$.`,
        r`$I / I_0 = 10^{-5} / 10^{-12} = 10^{7}$, y $\log(10^{7}) = 7$.`,
        r`$\beta = 10 \cdot 7 = 70$ dB, como el ruido de una calle con tránsito.`,
        '7 dB olvida multiplicar por 10; −70 dB invierte el cociente; −50 dB calcula el logaritmo de I sin dividir por el umbral.',
      ],
      '70 dB.',
    ),
  },
  {
    id: 'fis-ondas-013',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.sonido',
    kind: 'multiple-choice',
    question:
      'Una ambulancia se acerca a vos con la sirena encendida. Comparado con el sonido que emite la sirena, el que percibís tiene:',
    options: [
      'Mayor frecuencia: lo oís más agudo',
      'Menor frecuencia: lo oís más grave',
      'La misma frecuencia, solo que más fuerte',
      'La misma frecuencia y menor velocidad',
    ],
    correctAnswer: 0,
    explanation: pasos(
      [
        'Es el efecto Doppler: cuando la fuente se acerca, cada frente de onda sale desde un punto más cercano a vos y los frentes te llegan más juntos.',
        'Recibís más frentes por segundo, es decir, una frecuencia mayor: el sonido es más agudo. Cuando la ambulancia pasa y se aleja, ocurre lo contrario y suena más grave.',
      ],
      'Mayor frecuencia (más agudo).',
    ),
  },
  {
    id: 'fis-ondas-014',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'multiple-choice',
    question:
      'Un sonido de 500 Hz pasa del aire (v = 340 m/s) al agua (v = 1480 m/s). ¿Cuál es su longitud de onda en el agua?',
    options: ['0,68 m', '2,96 m', '0,34 m', '740.000 m'],
    correctAnswer: 1,
    check: { compute: () => 1480 / 500 },
    explanation: pasos(
      [
        'Al cambiar de medio la frecuencia no cambia (la impone la fuente): sigue siendo 500 Hz. Lo que cambia es la velocidad.',
        r`En el agua: $\lambda = v / f = 1480 / 500 = 2{,}96$ m.`,
        '0,68 m es la longitud de onda en el aire; 0,34 m divide f por v; 740.000 m multiplica v por f.',
      ],
      '2,96 m.',
    ),
  },
  {
    id: 'fis-ondas-015',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.sonido',
    kind: 'multiple-choice',
    question:
      'Estás a cierta distancia de una fuente sonora puntual que emite por igual en todas direcciones. Si te alejás al doble de esa distancia, la intensidad que te llega:',
    options: [
      'Se reduce a la mitad',
      'Se reduce a la cuarta parte',
      'No cambia',
      'Se reduce a la octava parte',
    ],
    correctAnswer: 1,
    explanation: pasos(
      [
        r`La potencia se reparte sobre una esfera de área $4\pi r^2$, así que $I = \frac{P}{4\pi r^2}$.`,
        r`Si r se duplica, $r^2$ se cuadruplica y la intensidad queda dividida por 4.`,
      ],
      'Se reduce a la cuarta parte.',
    ),
  },
  {
    id: 'fis-ondas-016',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.sonido',
    kind: 'multiple-choice',
    question:
      'El oído humano percibe sonidos de hasta unos 20.000 Hz. Si el sonido viaja a 340 m/s, ¿qué longitud de onda tiene un sonido de esa frecuencia?',
    options: ['17 cm', '1,7 cm', '58,8 cm', '0,17 cm'],
    correctAnswer: 1,
    check: { compute: () => (340 / 20_000) * 100 },
    explanation: pasos(
      [
        r`$\lambda = v / f = 340 / 20.000 = 0{,}017$ m.`,
        r`Pasá a centímetros: $0{,}017\ \text{m} \cdot 100 = 1{,}7$ cm.`,
        '17 cm y 0,17 cm son errores al pasar de metros a centímetros; 58,8 sale de dividir f por v.',
      ],
      '1,7 cm.',
    ),
  },
  {
    id: 'fis-ondas-017',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.mas-pendulo',
    kind: 'true-false',
    question: 'Si se cuadruplica la longitud de un péndulo simple, su período se duplica.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`El período es $T = 2\pi\sqrt{L/g}$: es proporcional a la raíz cuadrada de la longitud.`,
        r`Con $4L$: $T' = 2\pi\sqrt{4L/g} = \sqrt{4} \cdot 2\pi\sqrt{L/g} = 2T$.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-ondas-018',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'true-false',
    question: 'Cuando una onda pasa de un medio a otro, su frecuencia cambia y su velocidad se mantiene.',
    correctAnswer: false,
    explanation: pasos(
      [
        'La frecuencia la impone la fuente: cada oscilación que llega a la frontera genera una oscilación del otro lado. Por eso no cambia.',
        r`Lo que cambia es la velocidad, que depende del medio, y con ella la longitud de onda ($\lambda = v/f$).`,
      ],
      'Falso: es al revés.',
    ),
  },
  {
    id: 'fis-ondas-019',
    topic: 'ondas',
    difficulty: 'medio',
    subtopic: 'ondas.mas-pendulo',
    kind: 'true-false',
    question:
      'Para oscilaciones pequeñas, el período de un péndulo simple no depende de la amplitud ni de la masa que cuelga.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`Para ángulos chicos, $T = 2\pi\sqrt{L/g}$: solo aparecen la longitud y la gravedad.`,
        'Ni la masa ni la amplitud figuran en la fórmula. Esta propiedad (el isocronismo, que observó Galileo) es la que permitió usar el péndulo en los relojes.',
      ],
      'Verdadero.',
    ),
  },
  // ---------- difícil ----------
  {
    id: 'fis-ondas-020',
    topic: 'ondas',
    difficulty: 'dificil',
    subtopic: 'ondas.sonido',
    kind: 'multiple-choice',
    question:
      'Un auto cuya bocina emite a 400 Hz se acerca a 20 m/s hacia una persona quieta. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe la persona?',
    options: ['377,8 Hz', '425 Hz', '376,5 Hz', '420 Hz'],
    correctAnswer: 1,
    check: { compute: () => (400 * 340) / (340 - 20) },
    explanation: pasos(
      [
        r`Fuente en movimiento y observador quieto: $f' = f \cdot \frac{v}{v \mp v_f}$. Como la fuente se acerca, va el signo menos y la frecuencia percibida tiene que ser mayor.`,
        r`$f' = 400 \cdot \frac{340}{340 - 20} = 400 \cdot \frac{340}{320} = 425$ Hz.`,
        '377,8 Hz usa el signo de una fuente que se aleja; 376,5 Hz aplica mal la fórmula, f·(v − vf)/v; 420 Hz suma la velocidad a la frecuencia, que no tiene sentido físico.',
      ],
      '425 Hz.',
    ),
  },
  {
    id: 'fis-ondas-021',
    topic: 'ondas',
    difficulty: 'dificil',
    subtopic: 'ondas.sonido',
    kind: 'multiple-choice',
    question:
      'Una máquina produce en cierto punto un nivel sonoro de 60 dB. Si se enciende a su lado una segunda máquina idéntica, ¿cuál es el nuevo nivel en ese punto? Redondeá al entero más cercano.',
    options: ['120 dB', '63 dB', '60 dB', '66 dB'],
    correctAnswer: 1,
    check: { compute: () => 60 + 10 * Math.log10(2) },
    explanation: pasos(
      [
        'Lo que se suma son las intensidades, no los decibeles: con dos máquinas iguales la intensidad se duplica.',
        r`$\beta' = 10 \log\left(\frac{2I}{I_0}\right) = 10 \log\left(\frac{I}{I_0}\right) + 10 \log 2 \approx 60 + 3{,}01 \approx 63$ dB.`,
        '120 dB suma los decibeles; 60 dB supone que no cambia nada; 66 dB correspondería a cuadruplicar la intensidad.',
      ],
      '≈ 63 dB.',
    ),
  },
  {
    id: 'fis-ondas-022',
    topic: 'ondas',
    difficulty: 'dificil',
    subtopic: 'ondas.mas-pendulo',
    kind: 'multiple-choice',
    question:
      'Un péndulo tiene en la Tierra (g = 9,8 m/s²) un período de 2 s. ¿Cuál sería su período en la Luna, donde g = 1,6 m/s²? Redondeá a dos decimales.',
    options: ['0,81 s', '4,95 s', '12,25 s', '0,33 s'],
    correctAnswer: 1,
    check: { compute: () => 2 * Math.sqrt(9.8 / 1.6) },
    explanation: pasos(
      [
        r`Con la misma longitud, $T \propto 1/\sqrt{g}$, así que $\frac{T_L}{T_T} = \sqrt{\frac{g_T}{g_L}}$.`,
        r`$T_L = 2 \cdot \sqrt{9{,}8 / 1{,}6} = 2 \cdot \sqrt{6{,}125} \approx 2 \cdot 2{,}475 \approx 4{,}95$ s. Con menos gravedad, oscila más lento.`,
        '0,81 s invierte el cociente; 12,25 s olvida la raíz; 0,33 s invierte el cociente y además olvida la raíz.',
      ],
      '≈ 4,95 s.',
    ),
  },
  {
    id: 'fis-ondas-023',
    topic: 'ondas',
    difficulty: 'dificil',
    subtopic: 'ondas.magnitudes-velocidad',
    kind: 'multiple-choice',
    question:
      'En una cuerda tensa, la distancia entre una cresta y el valle siguiente es de 15 cm, y por un punto fijo pasan 8 crestas cada 2 s. ¿Cuál es la velocidad de la onda?',
    options: ['0,6 m/s', '1,2 m/s', '2,4 m/s', '120 m/s'],
    correctAnswer: 1,
    check: { compute: () => 2 * 0.15 * (8 / 2) },
    explanation: pasos(
      [
        'De una cresta al valle siguiente hay media longitud de onda: λ = 2 · 15 cm = 30 cm = 0,3 m.',
        'Frecuencia: 8 crestas en 2 s son f = 8 / 2 = 4 Hz.',
        r`$v = \lambda \cdot f = 0{,}3 \cdot 4 = 1{,}2$ m/s.`,
        '0,6 m/s toma λ = 15 cm; 2,4 m/s usa f = 8 Hz; 120 deja λ en centímetros (serían 120 cm/s).',
      ],
      '1,2 m/s.',
    ),
  },
  {
    id: 'fis-ondas-024',
    topic: 'ondas',
    difficulty: 'dificil',
    subtopic: 'ondas.sonido',
    kind: 'true-false',
    question:
      'Un aumento de 10 dB en el nivel sonoro significa que la intensidad del sonido se multiplicó por 10.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`$\beta_2 - \beta_1 = 10 \log(I_2/I_0) - 10 \log(I_1/I_0) = 10 \log(I_2/I_1)$.`,
        r`Si la diferencia es 10 dB, $\log(I_2/I_1) = 1$, o sea $I_2/I_1 = 10$. Del mismo modo, 20 dB más equivalen a multiplicar la intensidad por 100.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-ondas-025',
    topic: 'ondas',
    difficulty: 'dificil',
    subtopic: 'ondas.sonido',
    kind: 'true-false',
    question:
      'En el efecto Doppler, si el observador y la fuente se alejan entre sí, la frecuencia percibida es mayor que la emitida.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Cuando se alejan, cada frente de onda tiene que recorrer una distancia mayor que el anterior para llegar al observador, así que los frentes llegan más espaciados.',
        'Llegan menos frentes por segundo: la frecuencia percibida es menor (sonido más grave).',
      ],
      'Falso: es menor.',
    ),
  },
  {
    id: 'fis-ondas-026',
    topic: 'ondas',
    difficulty: 'dificil',
    subtopic: 'ondas.mas-pendulo',
    kind: 'true-false',
    question:
      'En un movimiento armónico simple, la aceleración es máxima en los extremos de la oscilación y nula en la posición de equilibrio.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`En un MAS, $a = -\omega^2 x$: la aceleración es proporcional al desplazamiento y apunta hacia el equilibrio.`,
        'En los extremos |x| = A es máximo, así que la aceleración también lo es (aunque la velocidad sea cero). En el equilibrio x = 0 y la aceleración se anula, mientras la velocidad es máxima.',
      ],
      'Verdadero.',
    ),
  },
  // ---------- difícil (segunda tanda) ----------
  mc({
    n: 27,
    difficulty: 'dificil',
    subtopic: 'ondas.sonido',
    question:
      'Una sirena que emite a 680 Hz se aleja a 20 m/s de una persona quieta. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe la persona? (Redondeá a dos decimales.)',
    correct: '642,22 Hz',
    distractors: ['722,5 Hz', '720 Hz', '660 Hz'],
    pos: 3,
    compute: () => (680 * 340) / (340 + 20),
    steps: [
      r`Fuente en movimiento y observador quieto: $f' = f \cdot \dfrac{v}{v \pm v_f}$, con el signo + cuando la fuente se aleja (las crestas salen más separadas).`,
      r`$f' = 680 \cdot \dfrac{340}{340 + 20} = 680 \cdot \dfrac{340}{360} \approx 642{,}22$ Hz: más grave que el sonido emitido.`,
      '722,5 Hz usa el signo de una fuente que se acerca; 720 Hz aplica la fórmula del observador en movimiento y con el signo cambiado; 660 Hz resta la velocidad a la frecuencia, que no tiene sentido dimensional.',
    ],
    result: '≈ 642,22 Hz.',
  }),
  mc({
    n: 28,
    difficulty: 'dificil',
    subtopic: 'ondas.sonido',
    question:
      'A 2 m de un parlante que emite por igual en todas direcciones, el nivel sonoro es de 80 dB. ¿Qué nivel hay a 20 m? (Despreciá la absorción del aire.)',
    correct: '60 dB',
    distractors: ['8 dB', '70 dB', '0,8 dB'],
    pos: 2,
    compute: () => 80 + 10 * Math.log10((2 / 20) ** 2),
    steps: [
      r`La intensidad disminuye con el cuadrado de la distancia: a una distancia 10 veces mayor, la intensidad es $10^2 = 100$ veces menor.`,
      r`En decibeles, dividir la intensidad por 100 resta $10 \log_{10} 100 = 20$ dB: $80 - 20 = 60$ dB.`,
      '8 dB divide los decibeles por 10, como si fueran proporcionales a la intensidad; 70 dB olvida el cuadrado; 0,8 dB divide los decibeles por 100.',
    ],
    result: '60 dB.',
  }),
  mc({
    n: 29,
    difficulty: 'dificil',
    subtopic: 'ondas.sonido',
    question:
      'Un barco emite un pulso de sonar hacia el fondo y recibe el eco 0,8 s después. Si el sonido viaja en el agua a 1500 m/s, ¿qué profundidad hay bajo el barco?',
    correct: '600 m',
    distractors: ['1200 m', '136 m', '1875 m'],
    pos: 0,
    compute: () => (1500 * 0.8) / 2,
    steps: [
      'En 0,8 s el sonido va hasta el fondo y vuelve: recorre dos veces la profundidad.',
      r`$2d = v \cdot t = 1500 \cdot 0{,}8 = 1200$ m, así que $d = 600$ m.`,
      '1200 m olvida dividir por 2; 136 m usa la velocidad del sonido en el aire; 1875 m divide la velocidad por el tiempo.',
    ],
    result: '600 m.',
  }),
  mc({
    n: 30,
    difficulty: 'dificil',
    subtopic: 'ondas.magnitudes-velocidad',
    question:
      'En una onda, dos puntos consecutivos que oscilan en fase están separados 0,5 m, y un frente de onda recorre 15 m en 0,1 s. ¿Cuál es la frecuencia de la onda?',
    correct: '300 Hz',
    distractors: ['75 Hz', '30 Hz', '150 Hz'],
    pos: 0,
    compute: () => 15 / 0.1 / 0.5,
    steps: [
      'La distancia entre dos puntos consecutivos en fase es la longitud de onda: λ = 0,5 m.',
      r`Velocidad de propagación: $v = 15 / 0{,}1 = 150$ m/s. Frecuencia: $f = v / \lambda = 150 / 0{,}5 = 300$ Hz.`,
      '75 Hz multiplica v por λ; 30 Hz divide la distancia recorrida por λ sin usar el tiempo; 150 Hz confunde la velocidad con la frecuencia.',
    ],
    result: '300 Hz.',
  }),
  mc({
    n: 31,
    difficulty: 'dificil',
    subtopic: 'ondas.mas-pendulo',
    question:
      'Una masa colgada de un resorte oscila con un período de 0,5 s. Si se la reemplaza por otra de masa cuatro veces mayor, ¿cuál es el nuevo período?',
    correct: '1 s',
    distractors: ['2 s', '0,25 s', '0,5 s'],
    pos: 3,
    compute: () => 0.5 * Math.sqrt(4),
    steps: [
      r`Para un resorte, $T = 2\pi\sqrt{m/k}$: el período es proporcional a la raíz de la masa.`,
      r`Con $4m$: $T' = 2\pi\sqrt{4m/k} = 2 \cdot T = 1$ s.`,
      '2 s multiplica por 4 sin la raíz; 0,25 s divide en lugar de multiplicar; 0,5 s supone que no cambia, lo que vale para el péndulo pero no para el resorte.',
    ],
    result: '1 s.',
  }),
  mc({
    n: 32,
    difficulty: 'dificil',
    subtopic: 'ondas.mas-pendulo',
    question:
      'Un resorte se estira 5 cm cuando se le cuelga una masa de 0,2 kg. Si esa masa se pone a oscilar, ¿cuál es el período? (Usá g = 9,8 m/s²; redondeá a dos decimales.)',
    correct: '0,45 s',
    distractors: ['4,49 s', '0,07 s', '2,81 s'],
    pos: 2,
    compute: () => 2 * Math.PI * Math.sqrt(0.2 / ((0.2 * 9.8) / 0.05)),
    steps: [
      r`Constante del resorte (en equilibrio, $k\,\Delta x = m g$): $k = \dfrac{0{,}2 \cdot 9{,}8}{0{,}05} = 39{,}2$ N/m.`,
      r`Período: $T = 2\pi\sqrt{\dfrac{m}{k}} = 2\pi\sqrt{\dfrac{0{,}2}{39{,}2}} \approx 2\pi \cdot 0{,}0714 \approx 0{,}45$ s.`,
      '4,49 s usa el estiramiento en centímetros; 0,07 s olvida el factor 2π; 2,81 s calcula 2π por la raíz de la masa, sin la constante.',
    ],
    result: '≈ 0,45 s.',
  }),
  vf({
    n: 33,
    difficulty: 'dificil',
    subtopic: 'ondas.magnitudes-velocidad',
    question: 'Cuando un sonido pasa del aire al agua, su longitud de onda aumenta.',
    answer: true,
    steps: [
      'Al cambiar de medio la frecuencia se mantiene (la fija la fuente) y cambia la velocidad: en el agua el sonido viaja unas cuatro veces más rápido que en el aire.',
      r`Como $\lambda = v / f$, si v aumenta con f fija, la longitud de onda aumenta en la misma proporción.`,
    ],
    result: 'Verdadero.',
  }),
  vf({
    n: 34,
    difficulty: 'dificil',
    subtopic: 'ondas.magnitudes-velocidad',
    question:
      'Si duplicás la amplitud de la onda que generás en una cuerda tensa, sin cambiar la frecuencia ni la cuerda, la onda se propaga al doble de velocidad.',
    answer: false,
    steps: [
      'La velocidad de propagación depende del medio: en una cuerda, de su tensión y de su masa por unidad de longitud.',
      'La amplitud cambia la energía que transporta la onda, no su velocidad. Con la misma frecuencia y la misma velocidad, la longitud de onda tampoco cambia.',
    ],
    result: 'Falso.',
  }),
];
