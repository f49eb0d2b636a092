import type { Exercise } from '../../../schema.ts';
import { mc, vf } from '../helpers.ts';

/**
 * Geometría, third part: Thales' theorem and more on areas and volumes of solids (#31 thin spots), and
 * plane areas and analytic geometry where the bank stood below the map's weight.
 */
export const exercises: Exercise[] = [
  // ───────────── teorema de Thales ─────────────
  mc({
    id: 'mat-geometria-036',
    subtopic: 'angulos-triangulos',
    difficulty: 'facil',
    question:
      'Tres rectas paralelas cortan a dos rectas transversales. Sobre la primera transversal determinan segmentos de 4 cm y 6 cm; sobre la segunda, el segmento que corresponde al de 4 cm mide 10 cm. ¿Cuánto mide el segmento que corresponde al de 6 cm?',
    correct: '15 cm',
    distractors: ['12 cm', String.raw`$\approx 6{,}67$ cm`, '24 cm'],
    pos: 2,
    check: () => (6 * 10) / 4,
    steps: [
      String.raw`Por el teorema de Thales, los segmentos que las paralelas determinan sobre una transversal son proporcionales a los correspondientes sobre la otra: $\frac{4}{6} = \frac{10}{x}$.`,
      String.raw`Multiplicá en cruz: $4x = 60$, así que $x = 15$ cm.`,
      'Sumar la diferencia ($10 + 2 = 12$) no respeta la proporción; invertir la razón da $\\frac{4 \\cdot 10}{6} \\approx 6{,}67$.',
    ],
    result: '15 cm',
  }),
  vf({
    id: 'mat-geometria-037',
    subtopic: 'angulos-triangulos',
    difficulty: 'facil',
    question:
      'Según el teorema de Thales, si tres o más rectas paralelas cortan a dos transversales, los segmentos que determinan sobre una de ellas son proporcionales a los segmentos correspondientes sobre la otra.',
    answer: true,
    steps: [
      'Es el enunciado del teorema de Thales.',
      'La proporcionalidad es entre segmentos correspondientes (los que quedan entre las mismas dos paralelas), no entre sus diferencias ni sus sumas.',
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-geometria-038',
    subtopic: 'angulos-triangulos',
    difficulty: 'medio',
    question:
      'En el triángulo $ABC$, el punto $D$ está sobre el lado $AB$ y el punto $E$ sobre el lado $AC$, con $DE$ paralelo a $BC$. Si $AD = 3$ cm, $DB = 6$ cm y $AE = 4$ cm, ¿cuánto mide $EC$?',
    correct: '8 cm',
    distractors: ['2 cm', '12 cm', '7 cm'],
    pos: 0,
    check: () => (4 * 6) / 3,
    steps: [
      String.raw`Como $DE \parallel BC$, por Thales $\frac{AD}{DB} = \frac{AE}{EC}$: $\frac{3}{6} = \frac{4}{EC}$.`,
      String.raw`$3 \cdot EC = 24$, así que $EC = 8$ cm.`,
      String.raw`Invertir la razón ($\frac{6}{3} = \frac{4}{EC}$) da 2 cm; 12 cm es el lado completo $AC$ visto desde $AB$ ($\frac{9}{3} \cdot 4$), y 7 cm sale de sumar $4 + 3$ como si los segmentos crecieran de a saltos iguales.`,
    ],
    result: '$EC = 8$ cm',
  }),
  mc({
    id: 'mat-geometria-039',
    subtopic: 'angulos-triangulos',
    difficulty: 'medio',
    question:
      'En el triángulo $ABC$, $DE$ es paralelo a $BC$, con $D$ en $AB$ y $E$ en $AC$. Si $AD = 5$ cm, $AB = 15$ cm y $DE = 4$ cm, ¿cuánto mide $BC$?',
    correct: '12 cm',
    distractors: [String.raw`$\frac{4}{3}$ cm`, '14 cm', '20 cm'],
    pos: 1,
    check: () => (4 * 15) / 5,
    steps: [
      String.raw`$DE \parallel BC$ hace semejantes los triángulos $ADE$ y $ABC$, con razón $\frac{AD}{AB} = \frac{5}{15} = \frac{1}{3}$.`,
      String.raw`Entonces $\frac{DE}{BC} = \frac{1}{3}$, así que $BC = 3 \cdot 4 = 12$ cm.`,
      String.raw`Con la razón dada vuelta sale $\frac{4}{3}$ cm, más chico que $DE$, imposible porque $BC$ es el lado mayor. Sumar $4 + 10$ da 14 cm, y $4 \cdot 5 = 20$ no es una proporción.`,
    ],
    result: '$BC = 12$ cm',
  }),
  mc({
    id: 'mat-geometria-040',
    subtopic: 'angulos-triangulos',
    difficulty: 'medio',
    question:
      'Desde un punto $O$ salen dos semirrectas, y dos rectas paralelas las cortan. Sobre la primera semirrecta, los cortes quedan a 2 m y a 5 m de $O$; sobre la segunda, el primer corte queda a 3 m de $O$. ¿A qué distancia de $O$ queda el segundo corte?',
    correct: '7,5 m',
    distractors: ['6 m', '1,2 m', '10 m'],
    pos: 3,
    check: () => (5 * 3) / 2,
    steps: [
      String.raw`Las paralelas determinan triángulos semejantes con vértice en $O$, así que las distancias son proporcionales: $\frac{2}{5} = \frac{3}{x}$.`,
      String.raw`$2x = 15$, así que $x = 7{,}5$ m.`,
      'Sumar la misma diferencia ($3 + 3 = 6$) no es proporcional; invertir la razón da $\\frac{2 \\cdot 3}{5} = 1{,}2$ m, menos que el primer corte.',
    ],
    result: '7,5 m',
  }),
  mc({
    id: 'mat-geometria-041',
    subtopic: 'angulos-triangulos',
    difficulty: 'dificil',
    question:
      'En el triángulo $ABC$, $DE \\parallel BC$ con $D$ en $AB$ y $E$ en $AC$. Si $AD = x$, $DB = 6$, $AE = 4$ y $EC = x + 2$ (en cm), ¿cuánto vale $x$?',
    correct: '$x = 4$',
    distractors: ['$x = -6$ y $x = 4$', '$x = -6$', String.raw`$x = 2\sqrt{6}$`],
    pos: 2,
    check: () => {
      // x(x + 2) = 24 → x² + 2x - 24 = 0, positive root
      return (-2 + Math.sqrt(4 + 96)) / 2;
    },
    steps: [
      String.raw`Thales: $\frac{AD}{DB} = \frac{AE}{EC}$, o sea $\frac{x}{6} = \frac{4}{x + 2}$.`,
      'Multiplicá en cruz: $x(x + 2) = 24$, es decir, $x^2 + 2x - 24 = 0$, que factorizada queda $(x + 6)(x - 4) = 0$.',
      'Las soluciones de la ecuación son $-6$ y $4$, pero una longitud no puede ser negativa: $x = 4$. Control: $\\frac{4}{6} = \\frac{4}{6}$.',
      'Escribir $x^2 = 24$ olvida el término $2x$; multiplicar en cruz al revés ($4x = 6(x + 2)$) lleva a $x = -6$.',
    ],
    result: '$x = 4$ cm',
  }),
  vf({
    id: 'mat-geometria-042',
    subtopic: 'angulos-triangulos',
    difficulty: 'dificil',
    question:
      'En un triángulo $ABC$ con $D$ en $AB$, $E$ en $AC$ y $DE$ paralelo a $BC$, se cumple $\\frac{DE}{BC} = \\frac{AD}{DB}$.',
    answer: false,
    steps: [
      String.raw`Los triángulos $ADE$ y $ABC$ son semejantes: sus lados homólogos son $AD$ con $AB$ (el lado entero), no con $DB$.`,
      String.raw`Lo correcto es $\frac{DE}{BC} = \frac{AD}{AB}$. La razón $\frac{AD}{DB}$ sirve para los segmentos sobre los lados ($\frac{AD}{DB} = \frac{AE}{EC}$), no para la base.`,
    ],
    result: 'Falso: $\\frac{DE}{BC} = \\frac{AD}{AB}$.',
  }),
  mc({
    id: 'mat-geometria-043',
    subtopic: 'angulos-triangulos',
    difficulty: 'dificil',
    question:
      'En el triángulo $ABC$, $DE \\parallel BC$ con $D$ en $AB$ y $E$ en $AC$. Si $AD = 4$ cm, $DB = 2$ cm y $BC = 9$ cm, ¿cuánto mide $DE$?',
    correct: '6 cm',
    distractors: ['18 cm', '3 cm', '4,5 cm'],
    pos: 1,
    check: () => (9 * 4) / (4 + 2),
    steps: [
      String.raw`El lado completo es $AB = AD + DB = 6$ cm, y la razón de semejanza entre $ADE$ y $ABC$ es $\frac{AD}{AB} = \frac{4}{6}$.`,
      String.raw`$DE = \frac{4}{6} \cdot 9 = 6$ cm.`,
      String.raw`Usar $\frac{AD}{DB} = 2$ da 18 cm, más que la base; usar $\frac{DB}{AB}$ da 3 cm; y $\frac{9}{2}$ es tomar la mitad sin razón.`,
    ],
    result: '$DE = 6$ cm',
  }),
  vf({
    id: 'mat-geometria-044',
    subtopic: 'angulos-triangulos',
    difficulty: 'medio',
    question:
      'En el triángulo $ABC$, $DE \\parallel BC$ con $D$ en $AB$ y $E$ en $AC$. Si $AD = 2$ cm, $DB = 3$ cm y $AE = 4$ cm, entonces $EC = 5$ cm.',
    answer: false,
    steps: [
      String.raw`Thales: $\frac{AD}{DB} = \frac{AE}{EC}$, o sea $\frac{2}{3} = \frac{4}{EC}$, y $EC = 6$ cm.`,
      'El 5 sale de pensar que si $AE$ es 2 más que $AD$, $EC$ es 2 más que $DB$: la relación es de cociente, no de diferencia.',
    ],
    result: 'Falso: $EC = 6$ cm.',
  }),
  // ───────────── áreas y volúmenes de cuerpos ─────────────
  mc({
    id: 'mat-geometria-045',
    subtopic: 'volumenes',
    difficulty: 'facil',
    question: '¿Cuál es el volumen de un cubo de 4 cm de arista?',
    correct: '64 cm³',
    distractors: ['16 cm³', '96 cm³', '12 cm³'],
    pos: 3,
    check: () => 4 ** 3,
    steps: [
      'El volumen del cubo es arista al cubo: $V = a^3$.',
      '$V = 4^3 = 4 \\cdot 4 \\cdot 4 = 64$ cm³.',
      '16 es el área de una cara ($4^2$), 96 el área total ($6 \\cdot 16$) y 12 es $3 \\cdot 4$, no $4^3$.',
    ],
    result: '64 cm³',
  }),
  mc({
    id: 'mat-geometria-046',
    subtopic: 'volumenes',
    difficulty: 'medio',
    question: 'Un tambor cilíndrico tiene 5 dm de radio y 4 dm de altura. ¿Cuál es su volumen?',
    correct: String.raw`$100\pi$ dm³`,
    distractors: [String.raw`$40\pi$ dm³`, String.raw`$80\pi$ dm³`, String.raw`$\frac{100\pi}{3}$ dm³`],
    pos: 0,
    check: () => Math.PI * 5 ** 2 * 4,
    steps: [
      String.raw`Volumen del cilindro: área de la base por la altura, $V = \pi r^2 h$.`,
      String.raw`$V = \pi \cdot 5^2 \cdot 4 = 100\pi$ dm³ (unos 314 dm³, o sea 314 litros).`,
      String.raw`$40\pi$ es el área lateral ($2\pi r h$); $80\pi$ sale de cambiar radio por altura ($\pi h^2 r$); y dividir por 3 es la fórmula del cono.`,
    ],
    result: String.raw`$V = 100\pi$ dm³`,
  }),
  mc({
    id: 'mat-geometria-047',
    subtopic: 'volumenes',
    difficulty: 'medio',
    question: 'Un cono tiene 6 cm de radio de la base y 4 cm de altura. ¿Cuál es su volumen?',
    correct: String.raw`$48\pi$ cm³`,
    distractors: [String.raw`$144\pi$ cm³`, String.raw`$32\pi$ cm³`, String.raw`$8\pi$ cm³`],
    pos: 2,
    check: () => (Math.PI * 6 ** 2 * 4) / 3,
    steps: [
      String.raw`Volumen del cono: un tercio del cilindro de igual base y altura, $V = \frac{1}{3}\pi r^2 h$.`,
      String.raw`$V = \frac{1}{3} \cdot \pi \cdot 36 \cdot 4 = 48\pi$ cm³.`,
      String.raw`Sin el $\frac{1}{3}$ queda $144\pi$ (el cilindro); cambiar radio por altura da $\frac{1}{3}\pi \cdot 16 \cdot 6 = 32\pi$; y olvidar elevar al cuadrado da $8\pi$.`,
    ],
    result: String.raw`$V = 48\pi$ cm³`,
  }),
  mc({
    id: 'mat-geometria-048',
    subtopic: 'volumenes',
    difficulty: 'dificil',
    question: String.raw`Una esfera tiene un volumen de $288\pi$ cm³. ¿Cuánto mide su radio?`,
    correct: '6 cm',
    distractors: ['72 cm', String.raw`$\approx 14{,}7$ cm`, '12 cm'],
    pos: 1,
    check: () => Math.cbrt((288 * 3) / 4),
    steps: [
      String.raw`Volumen de la esfera: $V = \frac{4}{3}\pi r^3$. Igualá: $\frac{4}{3}\pi r^3 = 288\pi$.`,
      String.raw`Simplificá $\pi$ y despejá: $r^3 = 288 \cdot \frac{3}{4} = 216$.`,
      String.raw`$r = \sqrt[3]{216} = 6$ cm. Dividir 216 por 3 en lugar de sacar la raíz cúbica da 72; la raíz cuadrada da unos 14,7; y 12 cm es el diámetro, no el radio.`,
    ],
    result: '$r = 6$ cm',
  }),
  mc({
    id: 'mat-geometria-049',
    subtopic: 'volumenes',
    difficulty: 'dificil',
    question:
      'Un tanque con forma de prisma rectangular mide 2 m de largo, 1,5 m de ancho y 1 m de alto, y tiene agua hasta los 80 cm de altura. ¿Cuántos litros de agua contiene? (1 m³ = 1.000 litros)',
    correct: '2.400 litros',
    distractors: ['3.000 litros', '240 litros', '24.000 litros'],
    pos: 3,
    check: () => 2 * 1.5 * 0.8 * 1000,
    steps: [
      'El agua ocupa un prisma de la misma base y 80 cm = 0,8 m de altura.',
      'Volumen del agua: $2 \\cdot 1{,}5 \\cdot 0{,}8 = 2{,}4$ m³.',
      'En litros: $2{,}4 \\cdot 1000 = 2400$ litros. 3.000 es el tanque lleno; 240 y 24.000 son errores de un factor 10 al pasar de centímetros a metros o de m³ a litros.',
    ],
    result: '2.400 litros',
  }),
  vf({
    id: 'mat-geometria-050',
    subtopic: 'volumenes',
    difficulty: 'medio',
    question: 'Si se duplica el radio de una esfera, su volumen también se duplica.',
    answer: false,
    steps: [
      String.raw`$V = \frac{4}{3}\pi r^3$: el volumen depende del cubo del radio.`,
      String.raw`Con radio $2r$: $\frac{4}{3}\pi (2r)^3 = 8 \cdot \frac{4}{3}\pi r^3$. El volumen se multiplica por 8, no por 2.`,
    ],
    result: 'Falso: se multiplica por 8.',
  }),
  mc({
    id: 'mat-geometria-051',
    subtopic: 'volumenes',
    difficulty: 'dificil',
    question:
      'Un cono y un cilindro tienen la misma base y la misma altura. Si el cilindro tiene un volumen de 45 cm³, ¿cuál es el volumen del cono?',
    correct: '15 cm³',
    distractors: ['45 cm³', '135 cm³', '22,5 cm³'],
    pos: 0,
    check: () => 45 / 3,
    steps: [
      String.raw`$V_{\text{cono}} = \frac{1}{3}\pi r^2 h$ y $V_{\text{cilindro}} = \pi r^2 h$ con los mismos $r$ y $h$.`,
      'El cono es un tercio del cilindro: $\\frac{45}{3} = 15$ cm³.',
      'Multiplicar por 3 en lugar de dividir da 135, y la mitad (22,5) confunde con la relación entre un triángulo y un rectángulo.',
    ],
    result: '15 cm³',
  }),
  mc({
    id: 'mat-geometria-052',
    subtopic: 'volumenes',
    difficulty: 'medio',
    question:
      'Una caja con forma de prisma rectangular mide 3 cm × 4 cm × 5 cm. ¿Cuál es el área total de su superficie?',
    correct: '94 cm²',
    distractors: ['60 cm²', '47 cm²', '120 cm²'],
    pos: 2,
    check: () => 2 * (3 * 4 + 3 * 5 + 4 * 5),
    steps: [
      'La caja tiene seis caras, iguales de a pares: dos de $3 \\cdot 4$, dos de $3 \\cdot 5$ y dos de $4 \\cdot 5$.',
      'Área total: $2(12 + 15 + 20) = 2 \\cdot 47 = 94$ cm².',
      '60 es el volumen (en cm³, no un área); 47 cuenta cada cara una sola vez, y 120 multiplica el volumen por 2.',
    ],
    result: '94 cm²',
  }),
  // ───────────── áreas de figuras planas ─────────────
  mc({
    id: 'mat-geometria-053',
    subtopic: 'areas-perimetros',
    difficulty: 'facil',
    question: 'Las diagonales de un rombo miden 10 cm y 6 cm. ¿Cuál es su área?',
    correct: '30 cm²',
    distractors: ['60 cm²', '16 cm²', '15 cm²'],
    pos: 1,
    check: () => (10 * 6) / 2,
    steps: [
      String.raw`El área del rombo es el semiproducto de sus diagonales: $A = \frac{D \cdot d}{2}$.`,
      String.raw`$A = \frac{10 \cdot 6}{2} = 30$ cm².`,
      'Sin dividir por 2 queda 60 cm², el rectángulo que lo contiene; sumar las diagonales da 16, que no es un área.',
    ],
    result: '30 cm²',
  }),
  mc({
    id: 'mat-geometria-054',
    subtopic: 'areas-perimetros',
    difficulty: 'dificil',
    question:
      'Un cuadrado está inscripto en una circunferencia de 5 cm de radio (sus cuatro vértices están sobre ella). ¿Cuál es el área del cuadrado?',
    correct: '50 cm²',
    distractors: ['100 cm²', '25 cm²', String.raw`$25\pi$ cm²`],
    pos: 3,
    check: () => (2 * 5) ** 2 / 2,
    steps: [
      'La diagonal del cuadrado inscripto es un diámetro: $d = 2 \\cdot 5 = 10$ cm.',
      String.raw`Si el lado es $\ell$, por Pitágoras $\ell^2 + \ell^2 = d^2$, así que el área es $\ell^2 = \frac{d^2}{2} = \frac{100}{2} = 50$ cm².`,
      String.raw`Tomar el diámetro como lado da 100 cm²; $r^2 = 25$ no es el área de nada aquí; y $25\pi$ es el área del círculo.`,
    ],
    result: '50 cm²',
  }),
  mc({
    id: 'mat-geometria-055',
    subtopic: 'areas-perimetros',
    difficulty: 'medio',
    question: '¿Cuál es el área de un triángulo equilátero de 6 cm de lado?',
    correct: String.raw`$9\sqrt{3}$ cm²`,
    distractors: ['18 cm²', String.raw`$18\sqrt{3}$ cm²`, '36 cm²'],
    pos: 0,
    check: () => (6 * Math.sqrt(6 ** 2 - 3 ** 2)) / 2,
    steps: [
      String.raw`La altura cae en el punto medio de la base: por Pitágoras, $h = \sqrt{6^2 - 3^2} = \sqrt{27} = 3\sqrt{3}$ cm.`,
      String.raw`$A = \frac{6 \cdot 3\sqrt{3}}{2} = 9\sqrt{3} \approx 15{,}6$ cm².`,
      String.raw`Tomar la altura igual al lado da 18 cm²; no dividir por 2 da $18\sqrt{3}$; y 36 es el área del cuadrado de lado 6.`,
    ],
    result: String.raw`$9\sqrt{3}$ cm²`,
  }),
  // ───────────── geometría analítica ─────────────
  mc({
    id: 'mat-geometria-056',
    subtopic: 'analitica',
    difficulty: 'facil',
    question: String.raw`¿Cuál es la distancia entre los puntos $A = (-1;\ 2)$ y $B = (3;\ 5)$?`,
    correct: '$5$',
    distractors: ['$7$', '$25$', String.raw`$\sqrt{7}$`],
    pos: 2,
    check: () => Math.hypot(3 - -1, 5 - 2),
    steps: [
      String.raw`Distancia: $d = \sqrt{(x_B - x_A)^2 + (y_B - y_A)^2} = \sqrt{4^2 + 3^2}$.`,
      String.raw`$d = \sqrt{16 + 9} = \sqrt{25} = 5$.`,
      String.raw`Sumar las diferencias ($4 + 3$) da 7; 25 es $d^2$, antes de la raíz; y $\sqrt{7}$ suma las diferencias sin elevarlas.`,
    ],
    result: '$d = 5$',
  }),
  mc({
    id: 'mat-geometria-057',
    subtopic: 'analitica',
    difficulty: 'medio',
    question: String.raw`El punto medio del segmento $AB$ es $M = (2;\ -1)$, y $A = (5;\ 3)$. ¿Cuáles son las coordenadas de $B$?`,
    correct: String.raw`$(-1;\ -5)$`,
    distractors: [String.raw`$(3{,}5;\ 1)$`, String.raw`$(8;\ 7)$`, String.raw`$(-3;\ -4)$`],
    pos: 0,
    check: () => [2 * 2 - 5, 2 * -1 - 3],
    steps: [
      String.raw`El punto medio promedia las coordenadas: $\frac{5 + x_B}{2} = 2$ y $\frac{3 + y_B}{2} = -1$.`,
      '$x_B = 4 - 5 = -1$ e $y_B = -2 - 3 = -5$. Entonces $B = (-1;\\ -5)$.',
      String.raw`$(3{,}5;\ 1)$ es el punto medio entre $A$ y $M$, no $B$; $(8;\ 7)$ es el simétrico hacia el otro lado; y $(-3;\ -4)$ es $M - A$, que es un vector, no un punto.`,
    ],
    result: String.raw`$B = (-1;\ -5)$`,
  }),
  vf({
    id: 'mat-geometria-058',
    subtopic: 'analitica',
    difficulty: 'medio',
    question: String.raw`El punto $(2;\ 3)$ está a la misma distancia de $(0;\ 0)$ que de $(4;\ 6)$.`,
    answer: true,
    steps: [
      String.raw`Distancia a $(0;\ 0)$: $\sqrt{4 + 9} = \sqrt{13}$. Distancia a $(4;\ 6)$: $\sqrt{2^2 + 3^2} = \sqrt{13}$.`,
      'Son iguales: de hecho $(2;\\ 3)$ es el punto medio del segmento entre esos dos puntos.',
    ],
    result: 'Verdadero.',
  }),
];
