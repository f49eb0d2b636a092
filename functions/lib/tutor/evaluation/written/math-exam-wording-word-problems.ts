/**
 * Word problems worded the way UTN entrance exams word them (#32): «Plantear y resolver…», «Sea x…»,
 * «Hallar dos números tales que…», «¿Cuántos…?», five options, parts and a number to write. Each leads
 * to one equation, a 2×2 system or an inequality: ages (now, in n years, n years ago), coins and notes,
 * adult and child tickets, mixtures by price and by concentration, consecutive numbers, the digits of a
 * number, a rectangle by its perimeter and area or by a relation, shared work (two taps, two workers),
 * speeds (a meeting, a chase, a river's current), a sum and a difference, a fraction whose terms change,
 * «¿cuántos como máximo…?» and percentages in two steps. The held-out half reads a word problem as «una
 * ecuación con dos incógnitas» and stops there; these measure that kind with new wording. Statements,
 * objects and numbers are our own; every key was worked by hand and is recomputed by `check`. The first
 * 41 (10400…10440) were measured before any solver change for them; the last 9 (10441…10449) were
 * written after the first fixes, in other words and numbers, and measured before any change for them.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (first-term, final and make-up papers of another UTN regional, 2022–2025, compiled by students: read
 *   for how a task is worded — «Hallar…», «Determinar…», «Calcular…», «es igual a:» — not for numbers);
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD3_matem%C3%A1tica.pdf
 *   (FRM Seminario, Unidad 3: modelling a situation with a linear equation, a system of two linear
 *   equations from two purchases, a budget with an upper bound);
 * - https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/Matem%C3%A1tica/UNIDAD2_matem%C3%A1tica.pdf
 *   (FRM Seminario, Unidad 2: algebraic expressions that translate a statement);
 * - the kinds of word problem Argentine secondary and entrance courses ask, from the authors' knowledge.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { halfPercent, writtenSet } from './builders.ts';

const SOURCES = ['frm-matematica-2025-u3-ecuaciones', 'utn-parciales-2022-2025-compilados'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'matematicas',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});

const LINEAR = 'ecuaciones.lineales';
const SYSTEMS = 'ecuaciones.sistemas';
const QUADRATIC = 'ecuaciones.cuadraticas';
const RATIONAL = 'ecuaciones.racionales';
const INEQUALITIES = 'ecuaciones.inecuaciones-lineales';
const REALS = 'algebra-basica.numeros-reales';

/** A count is right only when it is that whole number. */
const WHOLE: Tolerance = { absolute: 0.4 };

/** x + y = n and p·x + q·y = t: [x, y]. */
function byCountAndTotal(n: number, t: number, p: number, q: number): [number, number] {
  const x = (t - q * n) / (p - q);
  return [x, n - x];
}

/** a₁x + b₁y = c₁ and a₂x + b₂y = c₂ by Cramer's rule: [x, y]. */
function cramer(a1: number, b1: number, c1: number, a2: number, b2: number, c2: number): [number, number] {
  const d = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
}

/** The positive root of x² + bx + c. */
const positiveRoot = (b: number, c: number) => (-b + Math.sqrt(b * b - 4 * c)) / 2;

/** Ages: now, in n years, n years ago. */
const ages: readonly ExamStyleProblem[] = [
  numeric(
    10400,
    LINEAR,
    'Plantear y resolver: una madre tiene hoy 28 años más que su hija y dentro de 6 años tendrá el triple de la edad que entonces tenga su hija. ¿Cuántos años tiene hoy la hija?',
    { value: 8, unit: 'años', text: '8 años', tolerance: WHOLE },
    // h + 28 + 6 = 3(h + 6)
    () => (28 + 6 - 18) / 2,
    'h + 34 = 3h + 18 ⇒ h = 8 (la madre, 36; dentro de 6 años, 42 = 3 · 14).',
  ),
  options(
    10401,
    LINEAR,
    'Hace 5 años la edad de Martín era el cuádruple de la de su sobrino; hoy es el triple. La edad actual de Martín es:',
    ['15 años', '40 años', '45 años', '60 años'],
    2,
    // 3s − 5 = 4(s − 5) ⇒ s = 15
    () => [3 * 15],
    'M = 3s y M − 5 = 4(s − 5): 3s − 5 = 4s − 20 ⇒ s = 15, M = 45 años.',
  ),
  parts(
    10402,
    LINEAR,
    'Sea x la edad actual de Lucía. Su padre tiene hoy 30 años más que ella, y la suma de las edades de ambos es 52 años. Se pide:',
    [
      part('a', 'La edad actual de Lucía.', 11, 'años', '11 años'),
      part('b', 'La edad actual del padre.', 41, 'años', '41 años'),
      part(
        'c',
        '¿Dentro de cuántos años el padre tendrá el doble de la edad de Lucía?',
        19,
        'años',
        '19 años',
      ),
    ],
    () => {
      const x = (52 - 30) / 2;
      // x + 30 + n = 2(x + n)
      return [[x], [x + 30], [30 - x]];
    },
    'x + (x + 30) = 52 ⇒ x = 11, padre 41; 41 + n = 2(11 + n) ⇒ n = 19.',
  ),
  numeric(
    10403,
    SYSTEMS,
    'La suma de las edades de dos hermanos es 35 años y, hace 4 años, la edad del mayor era el doble de la del menor. ¿Qué edad tiene hoy el menor?',
    { value: 13, unit: 'años', text: '13 años', tolerance: WHOLE },
    // M + m = 35, M − 4 = 2(m − 4) ⇒ M = 2m − 4
    () => (35 + 4) / 3,
    'M = 2m − 4 y M + m = 35 ⇒ 3m = 39, m = 13 (el mayor, 22; hace 4 años, 18 y 9).',
  ),
];

/** Coins, notes, tickets and goods by their price. */
const pricesAndCounts: readonly ExamStyleProblem[] = [
  numeric(
    10404,
    SYSTEMS,
    'En una alcancía hay 42 monedas, unas de $ 5 y otras de $ 10, que suman en total $ 330. ¿Cuántas monedas de $ 10 hay?',
    { value: 24, unit: 'monedas', text: '24 monedas', tolerance: WHOLE },
    () => byCountAndTotal(42, 330, 10, 5)[0],
    'x + y = 42 y 10x + 5y = 330 ⇒ 5x = 120, x = 24 (y 18 de $ 5).',
  ),
  options(
    10405,
    SYSTEMS,
    'Un cajero automático entregó $ 23 000 en 30 billetes, algunos de $ 1000 y el resto de $ 500. ¿Cuántos billetes de $ 1000 entregó?',
    ['14', '16', '20', '18'],
    1,
    () => [byCountAndTotal(30, 23000, 1000, 500)[0]],
    'x + y = 30 y 1000x + 500y = 23 000 ⇒ 500x = 8000, x = 16 (y 14 de $ 500).',
  ),
  parts(
    10406,
    SYSTEMS,
    'Para una función de teatro se vendieron 180 entradas: las de adulto a $ 4500 y las de menor a $ 2500. Si se recaudaron $ 690 000, hallar cuántas entradas de cada tipo se vendieron.',
    [
      part('a', 'Entradas de adulto.', 120, 'entradas', '120'),
      part('b', 'Entradas de menor.', 60, 'entradas', '60'),
    ],
    () => byCountAndTotal(180, 690000, 4500, 2500).map((x) => [x]),
    'a + m = 180 y 4500a + 2500m = 690 000 ⇒ 2000a = 240 000, a = 120, m = 60.',
  ),
  options(
    10407,
    SYSTEMS,
    'En un recital, la entrada general costaba $ 15 000 y la platea $ 25 000. Se vendieron 900 entradas y se recaudaron $ 16 500 000. ¿Cuántas plateas se vendieron?',
    ['300', '600', '450', '350'],
    0,
    () => [byCountAndTotal(900, 16500000, 25000, 15000)[0]],
    'g + p = 900 y 15 000g + 25 000p = 16 500 000 ⇒ 10 000p = 3 000 000, p = 300.',
  ),
  numeric(
    10408,
    SYSTEMS,
    'Plantear y resolver: en una verdulería, 3 kg de papas y 2 kg de cebollas cuestan $ 5100, y 2 kg de papas y 5 kg de cebollas cuestan $ 7800. ¿Cuánto cuesta el kilogramo de cebollas?',
    { value: 1200, unit: '$', text: '$ 1200' },
    () => cramer(3, 2, 5100, 2, 5, 7800)[1],
    '3p + 2c = 5100 y 2p + 5c = 7800 ⇒ 11c = 13 200, c = 1200 (p = 900).',
  ),
];

/** Mixtures by price and by concentration. */
const mixtures: readonly ExamStyleProblem[] = [
  parts(
    10409,
    SYSTEMS,
    'Un comerciante mezcla café de $ 12 000 el kg con café de $ 18 000 el kg para obtener 30 kg de una mezcla que venderá a $ 14 000 el kg. ¿Cuántos kilogramos de cada calidad debe usar?',
    [
      part('a', 'Del café de $ 12 000 el kg.', 20, 'kg', '20 kg'),
      part('b', 'Del café de $ 18 000 el kg.', 10, 'kg', '10 kg'),
    ],
    () => byCountAndTotal(30, 30 * 14000, 12000, 18000).map((x) => [x]),
    'a + b = 30 y 12 000a + 18 000b = 420 000 ⇒ 6000b = 60 000, b = 10, a = 20.',
  ),
  numeric(
    10410,
    LINEAR,
    '¿Cuántos litros de una solución de alcohol al 60 % hay que agregar a 20 L de otra solución al 30 % para obtener una solución al 50 %?',
    { value: 40, unit: 'L', text: '40 L' },
    // 0,6x + 0,3 · 20 = 0,5(20 + x)
    () => (0.5 * 20 - 0.3 * 20) / (0.6 - 0.5),
    '0,6x + 6 = 10 + 0,5x ⇒ 0,1x = 4, x = 40 L.',
  ),
  options(
    10411,
    LINEAR,
    'Se tienen 12 litros de salmuera con un 25 % de sal. ¿Qué cantidad de agua pura hay que agregar para que la concentración de sal baje al 20 %?',
    ['2,4 L', '3 L', '15 L', '4 L'],
    1,
    () => [(0.25 * 12) / 0.2 - 12],
    'La sal, 3 L, no cambia: 3 = 0,2(12 + x) ⇒ x = 3 L.',
  ),
  numeric(
    10412,
    LINEAR,
    'Se funden 6 kg de una aleación con 40 % de cobre con cierta cantidad de otra aleación con 80 % de cobre, y se obtiene una aleación con 65 % de cobre. ¿Cuántos kilogramos de la segunda aleación se usaron?',
    { value: 10, unit: 'kg', text: '10 kg' },
    () => (0.65 * 6 - 0.4 * 6) / (0.8 - 0.65),
    '2,4 + 0,8x = 0,65(6 + x) ⇒ 0,15x = 1,5, x = 10 kg.',
  ),
];

/** Consecutive numbers, the digits of a number, a sum and a difference, a fraction. */
const numbers: readonly ExamStyleProblem[] = [
  options(
    10413,
    LINEAR,
    'Hallar tres números naturales consecutivos tales que la suma del menor y el doble del mayor sea 70. Los números son:',
    ['21, 22 y 23', '22, 23 y 24', '23, 24 y 25', '20, 21 y 22'],
    1,
    // n + 2(n + 2) = 70
    () => [22, 23, 24],
    'n + 2(n + 2) = 70 ⇒ 3n = 66, n = 22: 22, 23 y 24.',
  ),
  parts(
    10414,
    QUADRATIC,
    'El producto de dos números naturales consecutivos es 462. Hallar dichos números.',
    [part('a', 'El menor.', 21, '', '21'), part('b', 'El mayor.', 22, '', '22')],
    () => {
      const n = positiveRoot(1, -462);
      return [[n], [n + 1]];
    },
    'n(n + 1) = 462 ⇒ n² + n − 462 = 0, n = 21 (la otra raíz, −22, no es natural): 21 y 22.',
  ),
  numeric(
    10415,
    LINEAR,
    'La suma de tres números pares consecutivos es 138. ¿Cuál es el mayor de ellos?',
    { value: 48, unit: '', text: '48', tolerance: WHOLE },
    () => (138 - 6) / 3 + 4,
    'n + (n + 2) + (n + 4) = 138 ⇒ n = 44: 44, 46 y 48.',
  ),
  numeric(
    10416,
    SYSTEMS,
    'En un número de dos cifras, la cifra de las decenas excede en 3 a la de las unidades, y la suma de ambas cifras es 11. ¿Cuál es el número?',
    { value: 74, unit: '', text: '74', tolerance: WHOLE },
    () => {
      const [d, u] = [(11 + 3) / 2, (11 - 3) / 2];
      return 10 * d + u;
    },
    'd − u = 3 y d + u = 11 ⇒ d = 7, u = 4: el número es 74.',
  ),
  options(
    10417,
    SYSTEMS,
    'La suma de las cifras de un número de dos cifras es 9. Si se invierte el orden de sus cifras, se obtiene un número 27 unidades mayor que el original. Hallar el número.',
    ['63', '36', '45', '27'],
    1,
    () => {
      // d + u = 9 and (10u + d) − (10d + u) = 27 ⇒ u − d = 3
      const [u, d] = [(9 + 3) / 2, (9 - 3) / 2];
      return [10 * d + u];
    },
    'd + u = 9 y 9(u − d) = 27 ⇒ u − d = 3: u = 6, d = 3, el número es 36 (63 − 36 = 27).',
  ),
  options(
    10418,
    SYSTEMS,
    'Hallar dos números tales que su suma sea 85 y su diferencia sea 23.',
    ['54 y 31', '60 y 25', '52 y 33', '50 y 35'],
    0,
    () => [(85 + 23) / 2, (85 - 23) / 2],
    'x + y = 85 y x − y = 23 ⇒ 2x = 108: 54 y 31.',
  ),
  numeric(
    10419,
    SYSTEMS,
    'Sea x el mayor de dos números cuya suma es 96. Si el mayor es el triple del menor, ¿cuánto vale x?',
    { value: 72, unit: '', text: '72' },
    () => (3 * 96) / 4,
    'x + x/3 = 96 ⇒ 4x/3 = 96, x = 72 (el menor, 24).',
  ),
  options(
    10420,
    SYSTEMS,
    'Si al numerador de una fracción se le suma 3, resulta una fracción equivalente a 2/3; y si, en cambio, al denominador se le suma 3, resulta equivalente a 1/3. ¿Cuál es la fracción?',
    ['5/12', '4/9', '7/15', '2/9'],
    0,
    // 3(n + 3) = 2d and 3n = d + 3
    () => [cramer(3, -2, -9, 3, -1, 3)[0], cramer(3, -2, -9, 3, -1, 3)[1]],
    '3(n + 3) = 2d y 3n = d + 3 ⇒ n = 5, d = 12: 5/12 (8/12 = 2/3 y 5/15 = 1/3).',
  ),
  options(
    10421,
    LINEAR,
    'El doble de un número, disminuido en 7, es igual a la mitad del mismo número aumentada en 14. ¿Cuál es el número?',
    ['14', '7', '21', '28'],
    0,
    () => [21 / 1.5],
    '2x − 7 = x/2 + 14 ⇒ 3x/2 = 21, x = 14.',
  ),
  parts(
    10422,
    QUADRATIC,
    'Hallar dos números naturales tales que uno sea 5 unidades mayor que el otro y su producto sea 204.',
    [part('a', 'El menor.', 12, '', '12'), part('b', 'El mayor.', 17, '', '17')],
    () => {
      const x = positiveRoot(5, -204);
      return [[x], [x + 5]];
    },
    'x(x + 5) = 204 ⇒ x² + 5x − 204 = 0, x = 12 (−17 no es natural): 12 y 17.',
  ),
  numeric(
    10423,
    LINEAR,
    'Se corta un alambre de 120 cm en dos partes, de modo que una mida 18 cm más que la otra. ¿Cuánto mide la parte más corta?',
    { value: 51, unit: 'cm', text: '51 cm' },
    () => (120 - 18) / 2,
    'x + (x + 18) = 120 ⇒ x = 51 cm (la otra, 69 cm).',
  ),
  numeric(
    10424,
    LINEAR,
    'Una persona gasta 1/3 de su sueldo en el alquiler y 2/5 de lo que le queda en comida. Si le sobran $ 360 000, ¿cuál es su sueldo?',
    { value: 900000, unit: '$', text: '$ 900 000' },
    () => 360000 / ((2 / 3) * (3 / 5)),
    'Le queda S · 2/3 · 3/5 = 0,4S = 360 000 ⇒ S = 900 000.',
  ),
];

/** Rectangles and squares. */
const rectangles: readonly ExamStyleProblem[] = [
  parts(
    10425,
    QUADRATIC,
    'Un terreno rectangular tiene un perímetro de 46 m y una superficie de 120 m². Determinar las dimensiones del terreno.',
    [part('a', 'El lado menor.', 8, 'm', '8 m'), part('b', 'El lado mayor.', 15, 'm', '15 m')],
    () => {
      const small = (23 - Math.sqrt(23 ** 2 - 4 * 120)) / 2;
      return [[small], [23 - small]];
    },
    'x + y = 23 y xy = 120 ⇒ x² − 23x + 120 = 0: 8 m y 15 m.',
  ),
  options(
    10426,
    LINEAR,
    'El largo de un rectángulo es 4 cm menor que el triple de su ancho, y su perímetro es de 56 cm. El área del rectángulo es:',
    ['160 cm²', '128 cm²', '96 cm²', '180 cm²'],
    0,
    () => {
      // 2(w + 3w − 4) = 56
      const w = (28 + 4) / 4;
      return [w * (3 * w - 4)];
    },
    'l = 3w − 4 y 2(w + l) = 56 ⇒ 4w − 4 = 28, w = 8, l = 20: área 160 cm².',
  ),
  numeric(
    10427,
    LINEAR,
    'Si cada lado de un cuadrado aumenta 3 cm, su área aumenta 51 cm². ¿Cuánto mide el lado del cuadrado original?',
    { value: 7, unit: 'cm', text: '7 cm' },
    // (x + 3)² − x² = 6x + 9 = 51
    () => (51 - 9) / 6,
    '(x + 3)² − x² = 6x + 9 = 51 ⇒ x = 7 cm.',
  ),
];

/** Shared work: taps, a drain, two workers. */
const sharedWork: readonly ExamStyleProblem[] = [
  options(
    10428,
    RATIONAL,
    'Una canilla llena un tanque en 6 horas y otra lo llena en 3 horas. ¿Cuánto tardan en llenarlo si se abren las dos juntas?',
    ['4,5 h', '2 h', '9 h', '3 h'],
    1,
    () => [1 / (1 / 6 + 1 / 3)],
    'En una hora llenan 1/6 + 1/3 = 1/2 del tanque: tardan 2 h.',
  ),
  numeric(
    10429,
    RATIONAL,
    'Un pintor pinta una oficina en 12 horas; con la ayuda de un compañero, la pintan juntos en 4 horas. ¿Cuántas horas tardaría el compañero trabajando solo?',
    { value: 6, unit: 'h', text: '6 h' },
    () => 1 / (1 / 4 - 1 / 12),
    '1/12 + 1/x = 1/4 ⇒ 1/x = 1/6, x = 6 h.',
  ),
  numeric(
    10430,
    RATIONAL,
    'Un grifo llena un depósito en 4 h y un desagüe lo vacía en 6 h. Si el depósito está vacío y se abren ambos a la vez, ¿en cuántas horas se llena?',
    { value: 12, unit: 'h', text: '12 h' },
    () => 1 / (1 / 4 - 1 / 6),
    'En una hora se llena 1/4 − 1/6 = 1/12 del depósito: 12 h.',
  ),
];

/** Speeds: a meeting, a chase, a round trip, a river's current. */
const speeds: readonly ExamStyleProblem[] = [
  options(
    10431,
    LINEAR,
    'Dos ciudades A y B están separadas por 450 km. De A sale un auto hacia B a 80 km/h y, a la misma hora, de B sale otro hacia A a 100 km/h. ¿Cuánto tiempo tardan en cruzarse?',
    ['2,5 h', '5,6 h', '4,5 h', '2 h'],
    0,
    () => [450 / (80 + 100)],
    '80t + 100t = 450 ⇒ t = 2,5 h.',
  ),
  parts(
    10432,
    SYSTEMS,
    'Una lancha recorre 60 km río abajo en 2 horas y el mismo trayecto río arriba en 3 horas. Hallar:',
    [
      part('a', 'La velocidad de la lancha en aguas quietas.', 25, 'km/h', '25 km/h'),
      part('b', 'La velocidad de la corriente.', 5, 'km/h', '5 km/h'),
    ],
    () => [[(60 / 2 + 60 / 3) / 2], [(60 / 2 - 60 / 3) / 2]],
    'v + c = 30 y v − c = 20 ⇒ v = 25 km/h, c = 5 km/h.',
  ),
  numeric(
    10433,
    RATIONAL,
    'Un ciclista va de un pueblo a otro a 15 km/h y vuelve por el mismo camino a 10 km/h. Si entre la ida y la vuelta tardó 5 horas, ¿qué distancia hay entre los pueblos?',
    { value: 30, unit: 'km', text: '30 km' },
    () => 5 / (1 / 15 + 1 / 10),
    'd/15 + d/10 = 5 ⇒ d/6 = 5, d = 30 km.',
  ),
  options(
    10434,
    LINEAR,
    'Un tren sale de una estación a 60 km/h. Dos horas después sale de la misma estación, por una vía paralela y en el mismo sentido, otro tren a 90 km/h. ¿Cuánto tarda el segundo en alcanzar al primero?',
    ['4 h', '6 h', '2 h', '3 h'],
    0,
    // 90t = 60(t + 2)
    () => [120 / 30],
    '90t = 60(t + 2) ⇒ 30t = 120, t = 4 h.',
  ),
];

/** «¿Cuántos como máximo…?» and «¿qué nota mínima…?». */
const inequalities: readonly ExamStyleProblem[] = [
  numeric(
    10435,
    INEQUALITIES,
    'Un ascensor soporta como máximo 600 kg. Si el ascensorista pesa 75 kg, ¿cuántas cajas de 35 kg puede subir, como máximo, en un solo viaje?',
    { value: 15, unit: 'cajas', text: '15 cajas', tolerance: WHOLE },
    () => Math.floor((600 - 75) / 35),
    '75 + 35n ≤ 600 ⇒ n ≤ 15.',
  ),
  options(
    10436,
    INEQUALITIES,
    'Una empresa de remises cobra $ 1200 de bajada de bandera y $ 450 por kilómetro recorrido. Si Sofía dispone de $ 8000, ¿cuántos kilómetros enteros puede recorrer como máximo?',
    ['15 km', '16 km', '17 km', '14 km'],
    0,
    () => [Math.floor((8000 - 1200) / 450)],
    '1200 + 450k ≤ 8000 ⇒ k ≤ 15,1…: como máximo 15 km enteros.',
  ),
  numeric(
    10437,
    INEQUALITIES,
    'Para aprobar, el promedio de tres parciales debe ser al menos 6. Si Tomás obtuvo 4,5 y 6,5 en los dos primeros, ¿qué nota mínima necesita en el tercero?',
    { value: 7, unit: '', text: '7' },
    () => 3 * 6 - 4.5 - 6.5,
    '(4,5 + 6,5 + x)/3 ≥ 6 ⇒ x ≥ 7.',
  ),
];

/** Percentages in two steps. */
const percentages: readonly ExamStyleProblem[] = [
  options(
    10438,
    REALS,
    'Un artículo que costaba $ 50 000 aumentó un 20 % y luego, en una promoción, se rebajó un 20 %. Su precio final es:',
    ['$ 50 000', '$ 48 000', '$ 52 000', '$ 40 000'],
    1,
    () => [50000 * 1.2 * 0.8],
    '50 000 · 1,2 · 0,8 = 48 000.',
  ),
  numeric(
    10439,
    REALS,
    'Después de un descuento del 15 % y de agregarle el 21 % de IVA al precio rebajado, una heladera se pagó $ 514 250. ¿Cuál era su precio de lista, sin descuento ni IVA?',
    { value: 500000, unit: '$', text: '$ 500 000' },
    () => 514250 / (0.85 * 1.21),
    'P · 0,85 · 1,21 = 514 250 ⇒ P = 514 250/1,0285 = 500 000.',
  ),
  options(
    10440,
    REALS,
    'El precio de un producto sube un 10 % en marzo y otro 10 % en abril. ¿Qué porcentaje aumentó en total respecto del precio inicial?',
    ['20 %', '21 %', '10 %', '11 %'],
    1,
    () => [(1.1 * 1.1 - 1) * 100],
    '1,1 · 1,1 = 1,21: aumentó un 21 %.',
  ),
];

/** Written after the fixes, in other words and numbers, and measured before any further change. */
const laterBatch: readonly ExamStyleProblem[] = [
  numeric(
    10441,
    LINEAR,
    'Dentro de 8 años, la edad de Pablo será el doble de la de su hermana; hoy Pablo le lleva 12 años. ¿Qué edad tiene hoy la hermana?',
    { value: 4, unit: 'años', text: '4 años', tolerance: WHOLE },
    // H + 12 + 8 = 2(H + 8)
    () => 12 + 8 - 16,
    'P = H + 12 y P + 8 = 2(H + 8) ⇒ H + 20 = 2H + 16, H = 4 (Pablo, 16).',
  ),
  numeric(
    10442,
    SYSTEMS,
    'Sofía ahorró $ 1700 en 55 billetes, unos de $ 20 y otros de $ 50. ¿Cuántos billetes de $ 50 tiene?',
    { value: 20, unit: 'billetes', text: '20 billetes', tolerance: WHOLE },
    () => byCountAndTotal(55, 1700, 50, 20)[0],
    'x + y = 55 y 50x + 20y = 1700 ⇒ 30x = 600, x = 20 (y 35 de $ 20).',
  ),
  numeric(
    10443,
    LINEAR,
    'Un farmacéutico tiene 200 mL de una solución de yodo al 10 %. ¿Cuántos mL de una solución al 2 % debe agregarle para obtener una solución al 4 %?',
    { value: 600, unit: 'mL', text: '600 mL' },
    () => (200 * (10 - 4)) / (4 - 2),
    '20 + 0,02x = 0,04(200 + x) ⇒ 0,02x = 12, x = 600 mL.',
  ),
  numeric(
    10444,
    RATIONAL,
    'Dos albañiles, trabajando juntos, levantan una pared en 6 días. Si uno de ellos solo tardaría 10 días, ¿cuántos días tardaría el otro trabajando solo?',
    { value: 15, unit: 'días', text: '15 días' },
    () => 1 / (1 / 6 - 1 / 10),
    '1/10 + 1/x = 1/6 ⇒ 1/x = 1/15, x = 15 días.',
  ),
  numeric(
    10445,
    REALS,
    'Un comercio aplica un recargo del 8 % sobre el precio de lista y, al pagar en efectivo, descuenta un 10 % del precio con recargo. Si el precio de lista es $ 25 000, ¿cuánto se paga en efectivo?',
    { value: 24300, unit: '$', text: '$ 24 300' },
    () => 25000 * 1.08 * 0.9,
    '25 000 · 1,08 · 0,9 = 24 300.',
  ),
  options(
    10446,
    SYSTEMS,
    'La diferencia entre dos números es 14 y el mayor es el triple del menor. Hallar ambos números.',
    ['21 y 7', '28 y 14', '14 y 0', '42 y 28'],
    0,
    () => [21, 7],
    'x − y = 14 y x = 3y ⇒ 2y = 14: y = 7, x = 21.',
  ),
  numeric(
    10447,
    SYSTEMS,
    'En un número de dos cifras, la suma de sus cifras es 12 y la cifra de las unidades es el doble de la de las decenas. ¿Cuál es el número?',
    { value: 48, unit: '', text: '48', tolerance: WHOLE },
    () => 10 * (12 / 3) + (2 * 12) / 3,
    'd + u = 12 y u = 2d ⇒ 3d = 12: d = 4, u = 8, el número es 48.',
  ),
  numeric(
    10448,
    QUADRATIC,
    'El ancho de un rectángulo es 5 m menor que su largo y su superficie es de 84 m². Calcular su perímetro.',
    { value: 38, unit: 'm', text: '38 m' },
    () => {
      const w = positiveRoot(5, -84);
      return 2 * (w + w + 5);
    },
    'w(w + 5) = 84 ⇒ w = 7, l = 12: perímetro 2(7 + 12) = 38 m.',
  ),
  numeric(
    10449,
    INEQUALITIES,
    'Una empresa de mudanzas cobra $ 40 000 fijos más $ 2500 por cada kilómetro. Con un presupuesto de $ 100 000, ¿cuál es la mayor cantidad de kilómetros que puede recorrer el camión?',
    { value: 24, unit: 'km', text: '24 km' },
    () => (100000 - 40000) / 2500,
    '40 000 + 2500k ≤ 100 000 ⇒ k ≤ 24.',
  ),
];

export const mathExamWordingWordProblems: readonly ExamStyleProblem[] = [
  ...ages,
  ...pricesAndCounts,
  ...mixtures,
  ...numbers,
  ...rectangles,
  ...sharedWork,
  ...speeds,
  ...inequalities,
  ...percentages,
  ...laterBatch,
];
