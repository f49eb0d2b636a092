import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/** Geometría, second part: harder items of analytic geometry and plane areas. */
export const exercises: Exercise[] = [
  // ───────────── geometría analítica ─────────────
  mc({
    id: 'mat-geometria-028',
    subtopic: 'analitica',
    difficulty: 'dificil',
    question: String.raw`¿Cuál es el área del triángulo de vértices $A = (-2;\ 1)$, $B = (4;\ 3)$ y $C = (1;\ 7)$?`,
    correct: '$15$',
    distractors: ['$30$', '$21$', '$36$'],
    pos: 0,
    check: () => {
      // shoelace formula
      const [x1, y1, x2, y2, x3, y3] = [-2, 1, 4, 3, 1, 7];
      return Math.abs(x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2)) / 2;
    },
    steps: [
      String.raw`Encerrá el triángulo en el rectángulo que va de $x = -2$ a $x = 4$ y de $y = 1$ a $y = 7$: mide $6 \times 6 = 36$.`,
      String.raw`Sobran tres triángulos rectángulos: entre $A$ y $B$, $\frac{6 \cdot 2}{2} = 6$; entre $B$ y $C$, $\frac{3 \cdot 4}{2} = 6$; entre $C$ y $A$, $\frac{3 \cdot 6}{2} = 9$.`,
      String.raw`Área: $36 - 6 - 6 - 9 = 15$. Con la fórmula de los determinantes: $\frac{|(-2)(3 - 7) + 4(7 - 1) + 1(1 - 3)|}{2} = \frac{30}{2} = 15$.`,
      'Olvidar dividir por 2 da 30; restar solo dos de los triángulos da 21; y 36 es el rectángulo entero.',
    ],
    result: 'El área es 15 unidades cuadradas.',
  }),
  mc({
    id: 'mat-geometria-029',
    subtopic: 'analitica',
    difficulty: 'dificil',
    question: String.raw`¿Cuál es la ecuación de la mediatriz del segmento de extremos $A = (1;\ 2)$ y $B = (5;\ 6)$?`,
    correct: '$y = -x + 7$',
    distractors: ['$y = x + 1$', '$y = -x + 3$', '$y = -x + 11$'],
    pos: 3,
    check: () => {
      const [mx, my] = [(1 + 5) / 2, (2 + 6) / 2];
      const slope = -1 / ((6 - 2) / (5 - 1));
      return my - slope * mx;
    },
    steps: [
      String.raw`La mediatriz pasa por el punto medio y es perpendicular al segmento. Punto medio: $M = \left(\frac{1 + 5}{2};\ \frac{2 + 6}{2}\right) = (3;\ 4)$.`,
      String.raw`Pendiente de $AB$: $\frac{6 - 2}{5 - 1} = 1$. La perpendicular tiene pendiente $-1$ (opuesta e inversa).`,
      String.raw`Recta por $(3;\ 4)$ con pendiente $-1$: $y - 4 = -(x - 3)$, o sea $y = -x + 7$.`,
      '$y = x + 1$ es la recta $AB$, no su mediatriz; usar $A$ o $B$ en lugar del punto medio da $y = -x + 3$ o $y = -x + 11$.',
    ],
    result: '$y = -x + 7$',
  }),
  vf({
    id: 'mat-geometria-030',
    subtopic: 'analitica',
    difficulty: 'dificil',
    question: String.raw`Los puntos $A = (0;\ 0)$, $B = (4;\ 3)$ y $C = (-3;\ 4)$ son los vértices de un triángulo rectángulo isósceles.`,
    answer: true,
    steps: [
      String.raw`$AB = \sqrt{16 + 9} = 5$, $AC = \sqrt{9 + 16} = 5$ y $BC = \sqrt{49 + 1} = \sqrt{50}$.`,
      '$AB = AC$: es isósceles. Además $AB^2 + AC^2 = 25 + 25 = 50 = BC^2$: por el recíproco de Pitágoras es rectángulo en $A$.',
      String.raw`Control con pendientes: $AB$ tiene pendiente $\frac{3}{4}$ y $AC$, $-\frac{4}{3}$; su producto es $-1$.`,
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-geometria-031',
    subtopic: 'analitica',
    difficulty: 'dificil',
    question: String.raw`¿Qué valor tiene que tomar $k$ para que la recta que pasa por $(1;\ k)$ y $(3;\ 7)$ sea paralela a $y = 2x - 5$?`,
    correct: '$k = 3$',
    distractors: ['$k = 11$', '$k = 5$', '$k = 8$'],
    pos: 2,
    check: () => 7 - 2 * (3 - 1),
    steps: [
      'Rectas paralelas tienen la misma pendiente: la recta buscada tiene pendiente 2.',
      String.raw`Pendiente entre los dos puntos: $\frac{7 - k}{3 - 1} = \frac{7 - k}{2} = 2$, así que $7 - k = 4$ y $k = 3$.`,
      String.raw`Restar al revés ($\frac{k - 7}{2} = 2$) da 11; no multiplicar por el 2 del denominador da 5; y pedir perpendicularidad (pendiente $-\frac{1}{2}$) da 8.`,
    ],
    result: '$k = 3$',
  }),
  // ───────────── áreas y perímetros ─────────────
  mc({
    id: 'mat-geometria-032',
    subtopic: 'areas-perimetros',
    difficulty: 'dificil',
    question:
      'Un trapecio isósceles tiene bases de 16 cm y 10 cm, y sus lados no paralelos miden 5 cm cada uno. ¿Cuál es su área?',
    correct: '52 cm²',
    distractors: ['65 cm²', '104 cm²', '39 cm²'],
    pos: 0,
    check: () => {
      const overhang = (16 - 10) / 2;
      const height = Math.sqrt(5 ** 2 - overhang ** 2);
      return ((16 + 10) / 2) * height;
    },
    steps: [
      String.raw`Bajá las alturas desde los extremos de la base menor: a cada lado queda un triángulo rectángulo con cateto horizontal $\frac{16 - 10}{2} = 3$ cm e hipotenusa 5 cm.`,
      String.raw`Por Pitágoras, la altura es $\sqrt{25 - 9} = 4$ cm.`,
      String.raw`Área del trapecio: $\frac{(B + b) \cdot h}{2} = \frac{26 \cdot 4}{2} = 52$ cm².`,
      'Usar el lado oblicuo (5 cm) como altura da 65 cm²; olvidar dividir por 2 da 104 cm²; y tomar el 3 como altura da 39 cm².',
    ],
    result: 'El área es 52 cm².',
  }),
  mc({
    id: 'mat-geometria-033',
    subtopic: 'areas-perimetros',
    difficulty: 'dificil',
    question:
      'En un cuadrado de 8 cm de lado se dibujan cuatro cuartos de círculo de 4 cm de radio, con centro en cada vértice. ¿Cuál es el área del cuadrado que queda fuera de los cuartos de círculo? Usá $\\pi \\approx 3{,}14$.',
    correct: '13,76 cm²',
    distractors: ['51,44 cm²', '38,88 cm²', '50,24 cm²'],
    pos: 1,
    check: () => 8 ** 2 - 4 * ((3.14 * 4 ** 2) / 4),
    steps: [
      'Los cuatro cuartos de círculo tienen el mismo radio: juntos forman un círculo completo de radio 4 cm.',
      String.raw`Área de ese círculo: $\pi r^2 \approx 3{,}14 \cdot 16 = 50{,}24$ cm². Área del cuadrado: $8^2 = 64$ cm².`,
      'Queda $64 - 50{,}24 = 13{,}76$ cm².',
      String.raw`Restar un solo cuarto da $64 - 12{,}56 = 51{,}44$; usar la longitud $2\pi r$ en lugar del área da $64 - 25{,}12 = 38{,}88$; y 50,24 cm² es el área de los cuartos, no la que queda.`,
    ],
    result: 'Quedan aproximadamente 13,76 cm².',
  }),
  vf({
    id: 'mat-geometria-034',
    subtopic: 'areas-perimetros',
    difficulty: 'dificil',
    question: 'Existe un rectángulo de 20 cm de perímetro y 30 cm² de área.',
    answer: false,
    steps: [
      String.raw`Si los lados son $a$ y $b$: $2a + 2b = 20$, o sea $a + b = 10$, y $a \cdot b = 30$.`,
      '$a$ y $b$ serían raíces de $t^2 - 10t + 30 = 0$, cuyo discriminante es $100 - 120 < 0$: no hay lados reales.',
      'Otra forma: con perímetro 20 cm el área máxima es la del cuadrado de lado 5, $25$ cm², menor que 30.',
    ],
    result: 'Falso.',
  }),
  mc({
    id: 'mat-geometria-035',
    subtopic: 'areas-perimetros',
    difficulty: 'dificil',
    question:
      'Una pista circular tiene 70 m de diámetro. ¿Cuántas vueltas completas hay que dar, como mínimo, para recorrer al menos 2 km? Usá $\\pi \\approx 3{,}14$.',
    correct: '10 vueltas',
    distractors: ['9 vueltas', '5 vueltas', '19 vueltas'],
    pos: 3,
    check: () => Math.ceil(2000 / (3.14 * 70)),
    steps: [
      String.raw`Una vuelta es la longitud de la circunferencia: $\pi \cdot d \approx 3{,}14 \cdot 70 = 219{,}8$ m.`,
      String.raw`Pasá 2 km a metros: 2000 m. Vueltas necesarias: $2000 : 219{,}8 \approx 9{,}1$.`,
      'Con 9 vueltas se recorren 1978,2 m, que no alcanzan: hacen falta 10.',
      String.raw`Usar 70 m como radio da vueltas de 439,6 m y 5 vueltas; usar $\pi r$ (media vuelta) da 19.`,
    ],
    result: '10 vueltas.',
  }),
];
