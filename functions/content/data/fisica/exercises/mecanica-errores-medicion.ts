import type { Exercise } from '../../../schema.ts';
import { itemBuilders } from '../helpers.ts';

const r = String.raw;
const { mc, vf } = itemBuilders('mecanica');
const subtopic = 'mecanica.errores-medicion';

/** Mechanics: absolute and relative error, propagation in sums and products, significant figures (230–238). */
export const exercises: Exercise[] = [
  mc({
    n: 230,
    difficulty: 'facil',
    subtopic,
    question:
      'Medís el largo de una mesa y obtenés L = (125,0 ± 0,5) cm. ¿Cuál es el error relativo porcentual de esa medida?',
    correct: '0,4 %',
    distractors: ['0,5 %', '4 %', '0,004 %'],
    pos: 3,
    compute: () => (0.5 / 125) * 100,
    steps: [
      r`El error relativo es el error absoluto dividido por el valor medido: $\varepsilon = \dfrac{0{,}5}{125} = 0{,}004$.`,
      r`En porcentaje se multiplica por 100: $\varepsilon\% = 0{,}4\ \%$.`,
      '0,5 % toma el error absoluto como si fuera un porcentaje; 4 % corre la coma un lugar; 0,004 % es el error relativo sin multiplicar por 100.',
    ],
    result: '0,4 %.',
  }),
  vf({
    n: 231,
    difficulty: 'facil',
    subtopic,
    question: 'La medida 0,00520 m tiene tres cifras significativas.',
    answer: true,
    steps: [
      'Los ceros a la izquierda del primer dígito distinto de cero solo ubican la coma: no son significativos.',
      'El cero final, después de la coma, sí lo es: dice que el instrumento midió hasta ese lugar. Quedan 5, 2 y 0.',
    ],
    result: 'Verdadero: tres cifras significativas.',
  }),
  mc({
    n: 232,
    difficulty: 'facil',
    subtopic,
    question: '¿Cuántas cifras significativas tiene la medida 20,40 m?',
    correct: '4 cifras',
    distractors: ['3 cifras', '2 cifras', '5 cifras'],
    pos: 0,
    compute: () => 4,
    steps: [
      'Todo dígito distinto de cero es significativo, y también los ceros que quedan entre dos de ellos (el 0 de 20) y los ceros finales después de la coma (el último 0).',
      'Entonces cuentan 2, 0, 4 y 0.',
      '3 cifras descarta el cero final, que sí informa la precisión; 2 cifras descarta los dos ceros; 5 cifras cuenta la coma como si fuera un dígito.',
    ],
    result: 'Cuatro cifras significativas.',
  }),
  mc({
    n: 233,
    difficulty: 'medio',
    subtopic,
    question:
      'Medís dos tramos de una cerca: (12,3 ± 0,2) m y (8,5 ± 0,1) m. ¿Cómo se informa la longitud total con su error absoluto?',
    correct: '(20,8 ± 0,3) m',
    distractors: ['(20,8 ± 0,1) m', '(20,8 ± 0,2) m', '(20,8 ± 0,15) m'],
    pos: 1,
    compute: () => [12.3 + 8.5, 0.2 + 0.1],
    steps: [
      'En una suma (o una resta) los errores absolutos se suman: en el peor caso, los dos tramos se equivocan en el mismo sentido.',
      'Valor: 12,3 + 8,5 = 20,8 m. Error: 0,2 + 0,1 = 0,3 m.',
      '± 0,1 m y ± 0,2 m se quedan con uno solo de los errores; ± 0,15 m los promedia.',
    ],
    result: 'L = (20,8 ± 0,3) m.',
  }),
  mc({
    n: 234,
    difficulty: 'medio',
    subtopic,
    question:
      'Un rectángulo mide (10,0 ± 0,1) cm por (5,0 ± 0,1) cm. ¿Cuál es el error relativo porcentual de su área?',
    correct: '3 %',
    distractors: ['2 %', '0,2 %', '0,02 %'],
    pos: 3,
    compute: () => (0.1 / 10) * 100 + (0.1 / 5) * 100,
    steps: [
      r`En un producto (o un cociente) se suman los errores relativos: $\varepsilon_A = \varepsilon_a + \varepsilon_b$.`,
      r`$\varepsilon_a = \dfrac{0{,}1}{10} = 1\ \%$ y $\varepsilon_b = \dfrac{0{,}1}{5} = 2\ \%$, así que $\varepsilon_A = 3\ \%$.`,
      '2 % se queda con el mayor de los dos; 0,2 % suma los errores absolutos como si fueran porcentajes; 0,02 % multiplica los errores relativos en lugar de sumarlos.',
    ],
    result: '3 %.',
  }),
  vf({
    n: 235,
    difficulty: 'medio',
    subtopic,
    question:
      'Si medís una varilla de 2,5 m y un lápiz de 25 cm, los dos con un error absoluto de 1 cm, las dos medidas son igual de precisas.',
    answer: false,
    steps: [
      'La precisión de una medida la da el error relativo, no el absoluto.',
      'Varilla: 1 cm / 250 cm = 0,4 %. Lápiz: 1 cm / 25 cm = 4 %. La medida de la varilla es diez veces más precisa.',
    ],
    result: 'Falso: el mismo error absoluto pesa diez veces más en el lápiz.',
  }),
  mc({
    n: 236,
    difficulty: 'dificil',
    subtopic,
    question:
      'Un carrito recorre (100,0 ± 0,5) m en (25,0 ± 0,5) s. ¿Cómo se informa su velocidad media con su error absoluto?',
    correct: '(4,0 ± 0,1) m/s',
    distractors: ['(4,0 ± 1,0) m/s', '(4,0 ± 0,02) m/s', '(4,0 ± 0,08) m/s'],
    pos: 0,
    compute: () => {
      const v = 100 / 25;
      return [v, v * (0.5 / 100 + 0.5 / 25)];
    },
    steps: [
      r`Valor: $v = \dfrac{100}{25} = 4$ m/s.`,
      r`En un cociente se suman los errores relativos: $\varepsilon_v = \dfrac{0{,}5}{100} + \dfrac{0{,}5}{25} = 0{,}005 + 0{,}02 = 0{,}025$, es decir, 2,5 %.`,
      r`Error absoluto: $\Delta v = 4 \cdot 0{,}025 = 0{,}1$ m/s.`,
      '± 1,0 m/s suma los errores absolutos de magnitudes distintas (metros con segundos); ± 0,02 m/s divide un error por el otro; ± 0,08 m/s tiene en cuenta solo el error del tiempo.',
    ],
    result: 'v = (4,0 ± 0,1) m/s.',
  }),
  mc({
    n: 237,
    difficulty: 'dificil',
    subtopic,
    question:
      'Medís una placa de 3,2 cm por 4,15 cm y la calculadora muestra que el área es 13,28 cm². ¿Cómo conviene informar el área según las reglas de cifras significativas?',
    correct: '13 cm²',
    distractors: ['13,28 cm²', '13,3 cm²', '10 cm²'],
    pos: 3,
    compute: () => Number((3.2 * 4.15).toPrecision(2)),
    steps: [
      'En un producto, el resultado lleva tantas cifras significativas como el dato que menos tiene.',
      '3,2 cm tiene dos cifras y 4,15 cm tiene tres: el área va con dos. 13,28 cm² se redondea a 13 cm².',
      '13,28 cm² copia la calculadora y aparenta una precisión que las medidas no tienen; 13,3 cm² se guía por el dato más preciso; 10 cm² se queda con una sola cifra.',
    ],
    result: 'A ≈ 13 cm².',
  }),
  vf({
    n: 238,
    difficulty: 'dificil',
    subtopic,
    question:
      'Si medís la arista de un cubo con un error relativo del 1 %, el error relativo de su volumen es, aproximadamente, del 3 %.',
    answer: true,
    steps: [
      r`$V = a^3 = a \cdot a \cdot a$: es un producto de tres factores con el mismo error relativo.`,
      r`En un producto los errores relativos se suman: $\varepsilon_V = 3\,\varepsilon_a = 3 \cdot 1\ \% = 3\ \%$. En general, una potencia multiplica el error relativo por el exponente.`,
    ],
    result: 'Verdadero.',
  }),
];
