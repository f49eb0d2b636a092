import { at } from '../../../../shared/lib/must.ts';
import type { Exercise } from '../../schema.ts';
import { figures } from '../figures.ts';
import { choice, deg, key, toDeg, typed, worked } from '../parts.ts';

/** The larger real root of ax² + bx + c = 0. */
const largerRoot = (a: number, b: number, c: number) => (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
const smallerRoot = (a: number, b: number, c: number) => (-b - Math.sqrt(b * b - 4 * a * c)) / (2 * a);

/**
 * Matemática problems in parts (a, b, c), as the entrance exams write their developed problems (#31):
 * one statement, each part graded on its own and worth its own points. Written by us.
 */
export const problems: Exercise[] = [
  {
    id: 'mat-ecuaciones-901',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.sistemas',
    kind: 'multi-part',
    question:
      'En un kiosco, 3 alfajores y 2 gaseosas cuestan 2600 pesos, y 1 alfajor y 4 gaseosas cuestan 3200 pesos.',
    parts: [
      typed('¿Cuánto cuesta un alfajor?', 2, key(400, 'pesos', { askUnit: false })),
      typed('¿Cuánto cuesta una gaseosa?', 1, key(700, 'pesos', { askUnit: false })),
    ],
    explanation: worked(
      [
        'Con $a$ el precio del alfajor y $g$ el de la gaseosa: $3a + 2g = 2600$ y $a + 4g = 3200$.',
        'De la segunda, $a = 3200 - 4g$. Reemplazando: $3(3200 - 4g) + 2g = 2600$, $9600 - 10g = 2600$, $g = 700$.',
        'Entonces $a = 3200 - 2800 = 400$. Verificación: $3 \\cdot 400 + 2 \\cdot 700 = 2600$.',
      ],
      'a) 400 pesos; b) 700 pesos.',
    ),
    check: {
      compute: () => {
        // Cramer's rule on 3a + 2g = 2600, a + 4g = 3200.
        const det = 3 * 4 - 2 * 1;
        return [(2600 * 4 - 2 * 3200) / det, (3 * 3200 - 2600 * 1) / det];
      },
    },
  },
  {
    id: 'mat-ecuaciones-902',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.cuadraticas',
    kind: 'multi-part',
    question: 'Considerá la ecuación $2x^2 - 3x - 9 = 0$.',
    parts: [
      typed('¿Cuánto vale su discriminante?', 1, key(81)),
      typed('¿Cuál es la menor de sus raíces?', 1, key(-1.5)),
      typed('¿Cuál es la mayor de sus raíces?', 1, key(3)),
    ],
    explanation: worked(
      [
        '$\\Delta = b^2 - 4ac = 9 - 4 \\cdot 2 \\cdot (-9) = 9 + 72 = 81$.',
        'Raíces: $x = \\frac{3 \\pm \\sqrt{81}}{4} = \\frac{3 \\pm 9}{4}$.',
        '$x_1 = \\frac{12}{4} = 3$ y $x_2 = \\frac{-6}{4} = -1{,}5$.',
      ],
      'a) 81; b) −1,5; c) 3.',
    ),
    check: { compute: () => [9 + 72, smallerRoot(2, -3, -9), largerRoot(2, -3, -9)] },
  },
  {
    id: 'mat-ecuaciones-903',
    topic: 'ecuaciones',
    difficulty: 'medio',
    subtopic: 'ecuaciones.valor-absoluto',
    kind: 'multi-part',
    question: 'El conjunto solución de la inecuación $|2x - 3| \\leq 7$ es un intervalo cerrado $[p;\\ q]$.',
    parts: [
      typed('¿Cuánto vale $p$?', 1, key(-2)),
      typed('¿Cuánto vale $q$?', 1, key(5)),
      typed('¿Cuántos números enteros verifican la inecuación?', 1, key(8)),
    ],
    explanation: worked(
      [
        '$|2x - 3| \\leq 7$ equivale a $-7 \\leq 2x - 3 \\leq 7$.',
        'Sumando 3: $-4 \\leq 2x \\leq 10$; dividiendo por 2: $-2 \\leq x \\leq 5$.',
        'Los enteros de $[-2;\\ 5]$ son $-2, -1, 0, 1, 2, 3, 4, 5$: ocho.',
      ],
      'a) −2; b) 5; c) 8.',
    ),
    check: {
      compute: () => {
        const inside = Array.from({ length: 41 }, (_, i) => i - 20).filter((x) => Math.abs(2 * x - 3) <= 7);
        return [(3 - 7) / 2, (3 + 7) / 2, inside.length];
      },
    },
  },
  {
    id: 'mat-funciones-901',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.cuadratica',
    kind: 'multi-part',
    question: 'La figura muestra la parábola $f(x) = -x^2 + 4x + 5$.',
    figure: figures.parabola,
    parts: [
      typed('¿Cuál es la abscisa $x_v$ del vértice?', 1, key(2)),
      typed('¿Cuál es el valor máximo de la función?', 1, key(9)),
      typed('¿Cuál es su raíz positiva?', 1, key(5)),
    ],
    explanation: worked(
      [
        '$x_v = -\\frac{b}{2a} = -\\frac{4}{2 \\cdot (-1)} = 2$.',
        'Como $a < 0$, el vértice es el máximo: $f(2) = -4 + 8 + 5 = 9$.',
        'Raíces: $-x^2 + 4x + 5 = 0 \\Leftrightarrow x^2 - 4x - 5 = 0 \\Leftrightarrow (x - 5)(x + 1) = 0$; la positiva es $x = 5$.',
      ],
      'a) 2; b) 9; c) 5.',
    ),
    check: {
      compute: () => {
        const f = (x: number) => -(x ** 2) + 4 * x + 5;
        return [-4 / (2 * -1), f(2), largerRoot(1, -4, -5)];
      },
    },
  },
  {
    id: 'mat-funciones-902',
    topic: 'funciones',
    difficulty: 'dificil',
    subtopic: 'funciones.a-trozos',
    kind: 'multi-part',
    question:
      'Sea $f(x) = \\begin{cases} 2x + 1 & \\text{si } x < 1 \\\\ 5 - x^2 & \\text{si } x \\geq 1 \\end{cases}$.',
    parts: [
      typed('¿Cuánto vale $f(-2)$?', 1, key(-3)),
      typed('¿Cuánto vale $f(2)$?', 1, key(1)),
      choice(
        '¿Es $f$ continua en $x = 1$?',
        2,
        [
          'Sí, porque $f(1) = 4$ está definido',
          'No, porque por izquierda se acerca a 3 y $f(1) = 4$',
          'Sí, porque los dos tramos valen 3 en $x = 1$',
          'No, porque $f(1)$ no está definido',
        ],
        1,
      ),
    ],
    explanation: worked(
      [
        'Como $-2 < 1$, se usa el primer tramo: $f(-2) = 2 \\cdot (-2) + 1 = -3$.',
        'Como $2 \\geq 1$, se usa el segundo: $f(2) = 5 - 4 = 1$.',
        'En $x = 1$: $f(1) = 5 - 1 = 4$, pero por izquierda $2x + 1$ se acerca a 3. Los valores no coinciden: $f$ no es continua en $x = 1$.',
      ],
      'a) −3; b) 1; c) no es continua en $x = 1$.',
    ),
    check: {
      compute: () => {
        const f = (x: number) => (x < 1 ? 2 * x + 1 : 5 - x ** 2);
        return [f(-2), f(2), []];
      },
    },
  },
  {
    id: 'mat-funciones-903',
    topic: 'funciones',
    difficulty: 'medio',
    subtopic: 'funciones.exponencial-logaritmica',
    kind: 'multi-part',
    question: 'Se depositan 50.000 pesos a un interés compuesto del 8 % anual.',
    parts: [
      typed(
        '¿Cuál es el monto al cabo de 3 años? Redondeá a dos decimales.',
        1,
        key(62985.6, 'pesos', { askUnit: false }),
      ),
      typed(
        '¿Cuántos años completos tienen que pasar, como mínimo, para que el monto supere los 100.000 pesos?',
        2,
        key(10, 'años', { askUnit: false }),
      ),
    ],
    explanation: worked(
      [
        'Monto: $M(t) = 50\\,000 \\cdot 1{,}08^t$. A los 3 años: $50\\,000 \\cdot 1{,}259712 = 62\\,985{,}60$ pesos.',
        'Se busca $1{,}08^t > 2$: $t > \\frac{\\log 2}{\\log 1{,}08} \\approx 9{,}006$.',
        'A los 9 años el monto es $99\\,950{,}23$ (todavía no supera los 100.000); a los 10 años, sí.',
      ],
      'a) 62.985,60 pesos; b) 10 años.',
    ),
    check: {
      compute: () => {
        let years = 0;
        while (50000 * 1.08 ** years <= 100000) years++;
        return [50000 * 1.08 ** 3, years];
      },
    },
  },
  {
    id: 'mat-geometria-901',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.analitica',
    kind: 'multi-part',
    question: 'Sean los puntos $A = (1;\\ 2)$ y $B = (7;\\ 10)$.',
    parts: [
      typed('¿Cuánto mide el segmento $\\overline{AB}$?', 1, key(10)),
      typed(
        '¿Cuál es la pendiente de la recta $AB$? Podés escribirla como fracción.',
        1,
        key(4 / 3, '', { tolerance: { absolute: 0.005 }, text: '4/3' }),
      ),
      typed(
        '¿Cuál es la ordenada al origen de la recta $AB$? Podés escribirla como fracción.',
        2,
        key(2 / 3, '', { tolerance: { absolute: 0.005 }, text: '2/3' }),
      ),
    ],
    explanation: worked(
      [
        'Distancia: $\\sqrt{(7 - 1)^2 + (10 - 2)^2} = \\sqrt{36 + 64} = 10$.',
        'Pendiente: $m = \\frac{10 - 2}{7 - 1} = \\frac{8}{6} = \\frac{4}{3}$.',
        'Con $A$: $2 = \\frac{4}{3} \\cdot 1 + b$, así que $b = 2 - \\frac{4}{3} = \\frac{2}{3}$.',
      ],
      'a) 10; b) $\\frac{4}{3}$; c) $\\frac{2}{3}$.',
    ),
    check: {
      compute: () => {
        const m = (10 - 2) / (7 - 1);
        return [Math.hypot(7 - 1, 10 - 2), m, 10 - m * 7];
      },
    },
  },
  {
    id: 'mat-geometria-902',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.areas-perimetros',
    kind: 'multi-part',
    question:
      'Una ventana tiene la forma de la figura: un rectángulo de 1,2 m de ancho y 0,8 m de alto con un semicírculo encima, de diámetro igual al ancho.',
    figure: figures.window,
    parts: [
      typed('¿Cuál es el área de la ventana? Redondeá a dos decimales.', 2, key(1.53, 'm²')),
      typed('¿Cuál es el perímetro de su contorno? Redondeá a dos decimales.', 2, key(4.68, 'm')),
    ],
    explanation: worked(
      [
        'Área del rectángulo: $1{,}2 \\cdot 0{,}8 = 0{,}96$ m². Área del semicírculo de radio 0,6 m: $\\frac{\\pi \\cdot 0{,}6^2}{2} \\approx 0{,}565$ m².',
        'Área total: $0{,}96 + 0{,}565 \\approx 1{,}53$ m².',
        'Contorno: los dos lados de 0,8 m, la base de 1,2 m y la semicircunferencia $\\pi \\cdot 0{,}6 \\approx 1{,}885$ m: $2{,}8 + 1{,}885 \\approx 4{,}68$ m.',
      ],
      'a) ≈ 1,53 m²; b) ≈ 4,68 m.',
    ),
    check: {
      compute: () => [1.2 * 0.8 + (Math.PI * 0.6 ** 2) / 2, 2 * 0.8 + 1.2 + Math.PI * 0.6],
    },
  },
  {
    id: 'mat-geometria-903',
    topic: 'geometria',
    difficulty: 'medio',
    subtopic: 'geometria.volumenes',
    kind: 'multi-part',
    question: 'Un tanque cilíndrico tiene 5 cm de radio y 12 cm de altura.',
    parts: [
      typed('¿Cuál es su volumen, en cm³? Redondeá a dos decimales.', 1, key(942.48, 'cm³')),
      typed('¿Cuántos litros entran? Redondeá a dos decimales.', 1, key(0.94, 'L')),
      typed('¿Cuál es su área lateral, en cm²? Redondeá a dos decimales.', 1, key(376.99, 'cm²')),
    ],
    explanation: worked(
      [
        '$V = \\pi r^2 h = \\pi \\cdot 25 \\cdot 12 = 300\\pi \\approx 942{,}48$ cm³.',
        'Como 1 L = 1000 cm³: $\\frac{942{,}48}{1000} \\approx 0{,}94$ L.',
        'Área lateral: $2\\pi r h = 2\\pi \\cdot 5 \\cdot 12 = 120\\pi \\approx 376{,}99$ cm².',
      ],
      'a) ≈ 942,48 cm³; b) ≈ 0,94 L; c) ≈ 376,99 cm².',
    ),
    check: { compute: () => [Math.PI * 5 ** 2 * 12, (Math.PI * 5 ** 2 * 12) / 1000, 2 * Math.PI * 5 * 12] },
  },
  {
    id: 'mat-trigonometria-901',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.triangulo-rectangulo',
    kind: 'multi-part',
    question:
      'Una escalera de 6 m está apoyada contra una pared vertical y forma 60° con el piso, como muestra la figura.',
    figure: figures.ladder,
    parts: [
      typed('¿A qué altura de la pared llega? Redondeá a dos decimales.', 1, key(5.2, 'm')),
      typed('¿A qué distancia de la pared está su pie?', 1, key(3, 'm')),
    ],
    explanation: worked(
      [
        'La escalera es la hipotenusa. Altura: $6 \\operatorname{sen} 60^\\circ = 6 \\cdot \\frac{\\sqrt{3}}{2} = 3\\sqrt{3} \\approx 5{,}20$ m.',
        'Distancia a la pared: $6 \\cos 60^\\circ = 6 \\cdot \\frac{1}{2} = 3$ m.',
      ],
      'a) ≈ 5,20 m; b) 3 m.',
    ),
    check: { compute: () => [Math.sqrt(6 ** 2 - (6 * Math.cos(deg(60))) ** 2), 6 * Math.cos(deg(60))] },
  },
  {
    id: 'mat-trigonometria-902',
    topic: 'trigonometria',
    difficulty: 'dificil',
    subtopic: 'trigonometria.teoremas-seno-coseno',
    kind: 'multi-part',
    question:
      'En el triángulo de la figura, $a = 8$, $b = 5$ y el ángulo $C$, comprendido entre ellos, mide 60°.',
    figure: figures.triangleSas,
    parts: [
      typed('¿Cuánto mide el lado $c$?', 2, key(7)),
      typed('¿Cuál es el área del triángulo? Redondeá a dos decimales.', 1, key(17.32)),
      typed(
        '¿Cuánto mide el ángulo $A$? Redondeá a una décima de grado.',
        2,
        key(81.8, '°', { askUnit: false, tolerance: { absolute: 0.06 } }),
      ),
    ],
    explanation: worked(
      [
        'Teorema del coseno: $c^2 = 8^2 + 5^2 - 2 \\cdot 8 \\cdot 5 \\cdot \\cos 60^\\circ = 64 + 25 - 40 = 49$, así que $c = 7$.',
        'Área: $\\frac{1}{2} a b \\operatorname{sen} C = \\frac{1}{2} \\cdot 8 \\cdot 5 \\cdot \\frac{\\sqrt{3}}{2} = 10\\sqrt{3} \\approx 17{,}32$.',
        'Ángulo $A$ (opuesto al lado mayor): $\\cos A = \\frac{b^2 + c^2 - a^2}{2bc} = \\frac{25 + 49 - 64}{70} = \\frac{1}{7}$, así que $A \\approx 81{,}8^\\circ$.',
      ],
      'a) 7; b) ≈ 17,32; c) ≈ 81,8°.',
    ),
    check: {
      compute: () => {
        const c = Math.sqrt(8 ** 2 + 5 ** 2 - 2 * 8 * 5 * Math.cos(deg(60)));
        // The law of sines gives A's sine; A is the largest angle, and below 90° because a² < b² + c².
        const sinA = (8 * Math.sin(deg(60))) / c;
        return [c, (8 * 5 * Math.sin(deg(60))) / 2, toDeg(Math.asin(sinA))];
      },
    },
  },
  {
    id: 'mat-trigonometria-903',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.angulos-radianes',
    kind: 'multi-part',
    question: 'En una circunferencia de 10 cm de radio se marca un ángulo central de 72°.',
    parts: [
      typed(
        '¿Cuánto mide ese ángulo en radianes? Redondeá a dos decimales.',
        1,
        key(1.26, 'rad', { askUnit: false }),
      ),
      typed('¿Cuánto mide el arco que abarca? Redondeá a dos decimales.', 1, key(12.57, 'cm')),
    ],
    explanation: worked(
      [
        '$72^\\circ \\cdot \\frac{\\pi}{180^\\circ} = \\frac{2\\pi}{5} \\approx 1{,}26$ rad.',
        'Longitud del arco: $s = r \\cdot \\theta = 10 \\cdot \\frac{2\\pi}{5} = 4\\pi \\approx 12{,}57$ cm.',
      ],
      'a) ≈ 1,26 rad; b) ≈ 12,57 cm.',
    ),
    check: { compute: () => [(2 * Math.PI) / 5, (72 / 360) * 2 * Math.PI * 10] },
  },
  {
    id: 'mat-estadistica-901',
    topic: 'estadistica',
    difficulty: 'facil',
    subtopic: 'estadistica.medidas',
    kind: 'multi-part',
    question: 'Las notas de un alumno en siete trabajos prácticos fueron 4, 7, 7, 8, 9, 10 y 5.',
    parts: [
      typed('¿Cuál es el promedio? Redondeá a dos decimales.', 1, key(7.14)),
      typed('¿Cuál es la mediana?', 1, key(7)),
      typed('¿Cuál es la moda?', 1, key(7)),
    ],
    explanation: worked(
      [
        'Promedio: $\\frac{4 + 7 + 7 + 8 + 9 + 10 + 5}{7} = \\frac{50}{7} \\approx 7{,}14$.',
        'Ordenadas: 4, 5, 7, 7, 8, 9, 10. Con 7 datos, la mediana es el cuarto: 7.',
        'La moda es el valor que más se repite: 7 (dos veces).',
      ],
      'a) ≈ 7,14; b) 7; c) 7.',
    ),
    check: {
      compute: () => {
        const data = [4, 7, 7, 8, 9, 10, 5];
        const sorted = [...data].sort((x, y) => x - y);
        const counts = new Map<number, number>();
        for (const value of data) counts.set(value, (counts.get(value) ?? 0) + 1);
        const mode = [...counts].sort((x, y) => y[1] - x[1])[0]?.[0] ?? Number.NaN;
        return [data.reduce((s, v) => s + v, 0) / data.length, at(sorted, 3, 'median'), mode];
      },
    },
  },
  {
    id: 'mat-estadistica-902',
    topic: 'estadistica',
    difficulty: 'medio',
    subtopic: 'estadistica.probabilidad',
    kind: 'multi-part',
    question:
      'Una urna tiene 4 bolas rojas y 6 azules. Se sacan dos bolas, una después de la otra, sin reposición.',
    parts: [
      typed(
        '¿Cuál es la probabilidad de que las dos sean rojas? Podés escribirla como fracción.',
        1,
        key(2 / 15, '', { tolerance: { absolute: 0.005 }, text: '2/15' }),
      ),
      typed(
        '¿Cuál es la probabilidad de que sean de distinto color? Podés escribirla como fracción.',
        2,
        key(8 / 15, '', { tolerance: { absolute: 0.005 }, text: '8/15' }),
      ),
    ],
    explanation: worked(
      [
        'Dos rojas: $\\frac{4}{10} \\cdot \\frac{3}{9} = \\frac{12}{90} = \\frac{2}{15} \\approx 0{,}13$.',
        'Distinto color: roja y azul, o azul y roja: $\\frac{4}{10} \\cdot \\frac{6}{9} + \\frac{6}{10} \\cdot \\frac{4}{9} = \\frac{48}{90} = \\frac{8}{15} \\approx 0{,}53$.',
      ],
      'a) $\\frac{2}{15}$; b) $\\frac{8}{15}$.',
    ),
    check: {
      compute: () => {
        // Counting pairs: C(4,2) red pairs and 4·6 mixed pairs among C(10,2).
        const pairs = (10 * 9) / 2;
        return [(4 * 3) / 2 / pairs, (4 * 6) / pairs];
      },
    },
  },
  {
    id: 'mat-algebra-basica-901',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.polinomios',
    kind: 'multi-part',
    question: 'Sea $P(x) = x^3 - 2x^2 - 5x + 6$.',
    parts: [
      typed('¿Cuánto vale $P(2)$?', 1, key(-4)),
      typed('¿Cuál es el resto de dividir $P(x)$ por $(x + 2)$?', 1, key(0)),
      typed('$x = 1$ es raíz de $P$. ¿Cuál es la mayor de sus raíces?', 2, key(3)),
    ],
    explanation: worked(
      [
        '$P(2) = 8 - 8 - 10 + 6 = -4$.',
        'Por el teorema del resto, el resto de dividir por $(x + 2)$ es $P(-2) = -8 - 8 + 10 + 6 = 0$: $x = -2$ también es raíz.',
        'Dividiendo por $(x - 1)$ con Ruffini queda $x^2 - x - 6 = (x - 3)(x + 2)$. Las raíces son $1$, $-2$ y $3$; la mayor es 3.',
      ],
      'a) −4; b) 0; c) 3.',
    ),
    check: {
      compute: () => {
        const p = (x: number) => x ** 3 - 2 * x ** 2 - 5 * x + 6;
        const roots = Array.from({ length: 21 }, (_, i) => i - 10).filter((x) => p(x) === 0);
        return [p(2), p(-2), Math.max(...roots)];
      },
    },
  },
  {
    id: 'mat-algebra-basica-902',
    topic: 'algebra-basica',
    difficulty: 'medio',
    subtopic: 'algebra-basica.numeros-complejos',
    kind: 'multi-part',
    question: 'Sean $z = 3 + 4i$ y $w = 1 - 2i$.',
    parts: [
      typed('¿Cuánto vale el módulo de $z$?', 1, key(5)),
      typed('¿Cuál es la parte real de $z \\cdot w$?', 1, key(11)),
      typed('¿Cuál es la parte imaginaria de $\\frac{z}{w}$?', 2, key(2)),
    ],
    explanation: worked(
      [
        '$|z| = \\sqrt{3^2 + 4^2} = 5$.',
        '$z \\cdot w = (3 + 4i)(1 - 2i) = 3 - 6i + 4i - 8i^2 = 11 - 2i$: parte real 11.',
        '$\\frac{z}{w} = \\frac{(3 + 4i)(1 + 2i)}{(1 - 2i)(1 + 2i)} = \\frac{3 + 6i + 4i + 8i^2}{5} = \\frac{-5 + 10i}{5} = -1 + 2i$: parte imaginaria 2.',
      ],
      'a) 5; b) 11; c) 2.',
    ),
    check: {
      compute: () => {
        const [a, b, c, d] = [3, 4, 1, -2];
        return [Math.hypot(a, b), a * c - b * d, (b * c - a * d) / (c * c + d * d)];
      },
    },
  },
];
