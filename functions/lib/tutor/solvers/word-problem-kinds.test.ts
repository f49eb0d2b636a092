import { describe, expect, it } from 'vitest';
import { solveWordEquation } from './word-equations.ts';

/** The bold answer lines of a certain reply, prices as the chat shows them, or undefined when it declines or is unsure. */
function answered(problem: string): string | undefined {
  const reply = solveWordEquation(problem);
  if (!reply?.certain) return undefined;
  return reply.text
    .replaceAll('\\$', '$')
    .split('\n')
    .filter((line) => line.startsWith('**') && !line.startsWith('**Datos'))
    .join(' | ');
}

/** A seeded generator of whole numbers in [lo, hi]. */
function seeded(seed: number) {
  let state = seed;
  return (lo: number, hi: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return lo + (state % (hi - lo + 1));
  };
}

describe('ages', () => {
  it.each([
    [
      'Plantear y resolver: un tío tiene hoy 24 años más que su sobrina y dentro de 4 años tendrá el triple de la edad que entonces tenga ella. ¿Cuántos años tiene hoy la sobrina?',
      '**8 años**',
    ],
    [
      'Hace 6 años la edad de Carla era el quíntuple de la de su hijo; hoy es el triple. La edad actual de Carla es:\nA) 36 años B) 12 años C) 30 años D) 24 años E) Ninguna',
      '**36 años**',
    ],
    [
      'La suma de las edades de una madre y su hija es 48 años, y hace 6 años la edad de la madre era el quíntuple de la de su hija. ¿Qué edad tiene hoy la hija?',
      '**12 años**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('answers each part, also when in how many years an age is a multiple of the other', () => {
    const problem =
      'Sea x la edad actual de Nora. Su madre tiene hoy 26 años más que ella, y la suma de las edades de ambas es 40 años. Se pide:\na) La edad actual de Nora.\nb) ¿Dentro de cuántos años la madre tendrá el triple de la edad de Nora?';
    expect(answered(problem)).toBe('**a) 7 años** | **b) Dentro de 6 años**');
  });

  it.each([
    [
      'Un padre tiene hoy 30 años más que su hijo y la suma de sus edades es 50. ¿Cuántos años tenía el padre hace 5 años?',
      '**35 años**',
    ],
    [
      'Hace 6 años la edad de Martín era el quíntuple de la de su sobrino; hoy es el triple. ¿Cuántos años tenía Martín hace 6 años?',
      '**30 años**',
    ],
    [
      'Dentro de 8 años, la edad de Pablo será el doble de la de su hermana; hoy Pablo le lleva 12 años. ¿Qué edad tenía Pablo hace 5 años?',
      '**11 años**',
    ],
    [
      'Una madre tiene hoy 28 años más que su hija y dentro de 6 años tendrá el triple de la edad de su hija. ¿Qué edad tendrá la hija dentro de 10 años?',
      '**18 años**',
    ],
  ])('an age at another time: %s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it.each([
    // «cinco veces la de su hijo» is the quíntuple; the elder's age at the younger's birth is the difference.
    [
      'Hoy la edad de un padre es cinco veces la de su hijo. Dentro de 9 años, la edad del padre será el triple de la del hijo. ¿Cuántos años tiene hoy el padre?',
      '**45 años**',
    ],
    [
      'Hoy la edad de un padre es cinco veces la de su hijo. Dentro de 9 años, la edad del padre será el triple de la del hijo. ¿Dentro de cuántos años la edad del padre será el doble de la del hijo?',
      '**Dentro de 27 años**',
    ],
    [
      'Un padre tiene hoy 30 años más que su hijo y la suma de sus edades es 50. ¿Cuántos años tenía el padre cuando nació su hijo?',
      '**30 años**',
    ],
    [
      'Trabajan Ana y su padre. Hoy la edad del padre es el triple de la edad de Ana, y dentro de 12 años será el doble. ¿Cuántos años tenía el padre cuando nació Ana?',
      '**24 años**',
    ],
  ])('times in words, an age at a birth: %s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it.each([
    // The mixture's amount and price in the question, its price named there too.
    [
      'Un almacén mezcla café de $ 12.000 el kilo con café de $ 18.000 el kilo. ¿Cuántos kilos de cada clase se necesitan para obtener 15 kg de mezcla que cueste $ 14.000 el kilo?',
      '**10 kg del de $ 12.000 y 5 kg del de $ 18.000**',
    ],
    [
      'Se mezcla yerba de $ 3000 el kilo con yerba de $ 5000 el kilo. ¿Cuántos kilos de cada una hacen falta para obtener 20 kg de mezcla de $ 4500 el kilo?',
      '**5 kg del de $ 3.000 y 15 kg del de $ 5.000**',
    ],
  ])('a price mixture asked in the question: %s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it.each([
    // The mixture's price outside the two prices: no mixture gives it.
    'Un almacén mezcla café de $ 12.000 el kilo con café de $ 18.000 el kilo. ¿Cuántos kilos de cada clase se necesitan para obtener 15 kg de mezcla que cueste $ 20.000 el kilo?',
    // The amount of mixture missing.
    'Un almacén mezcla café de $ 12.000 el kilo con café de $ 18.000 el kilo. ¿Cuántos kilos de cada clase se necesitan para que la mezcla cueste $ 14.000 el kilo?',
  ])('leaves a mixture it cannot close: %s', (problem) => {
    expect(answered(problem)).toBeUndefined();
  });

  it.each([
    [
      'Hoy la edad de un padre es cinco veces la de su hijo. Dentro de 9 años será el triple. ¿Cuántos años tiene el hijo?',
      '**9 años**',
    ],
  ])('one more age in words: %s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves an age at another time, or a relation it does not read, to others', () => {
    // A time not counted in years, a tense against its time, the younger asked at the elder's birth,
    // «tres veces mayor» (read as three times and as four).
    expect(
      answered(
        'Un padre tiene hoy 30 años más que su hijo y la suma de sus edades es 50. ¿Cuántos años tenía el hijo cuando nació su padre?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'Hoy la edad de un padre es tres veces mayor que la de su hijo. Dentro de 10 años será el doble. ¿Cuántos años tiene el hijo?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'Un padre tiene hoy 30 años más que su hijo y la suma de sus edades es 50. ¿Cuántos años tendrá el hijo hace 5 años?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'Un padre tiene hoy 30 años más que su hijo y la suma de sus edades es 50. ¿Qué edad tenía el hijo hace 12 años?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'Un padre tiene el triple de la edad de su hijo y dentro de 5 años la suma de sus edades es 50. ¿Qué edad tiene el hijo?',
      ),
    ).toBeUndefined();
  });

  it('finds ages built from known ones (seeded)', () => {
    const draw = seeded(7);
    for (let i = 0; i < 40; i++) {
      const [y, d, n] = [draw(3, 30), draw(18, 40), draw(2, 15)];
      const o = y + d;
      // O + n = k(Y + n) needs a whole k: keep only those.
      const k = (o + n) / (y + n);
      if (!Number.isInteger(k) || k < 2 || k > 5) continue;
      const word = ['', '', 'doble', 'triple', 'cuádruple', 'quíntuple'][k];
      const problem = `Una madre tiene hoy ${d} años más que su hija y dentro de ${n} años tendrá el ${word} de la edad de su hija. ¿Cuántos años tiene hoy la hija?`;
      expect(answered(problem), problem).toBe(`**${y} años**`);
    }
  });
});

describe('ages: both of today given, in how many years one is a multiple of the other (#32)', () => {
  it.each([
    // The written set's (exs-mat-20555), and others in other words.
    [
      'Un padre tiene 38 años y su hijo, 8. ¿Dentro de cuántos años la edad del padre será el triple de la del hijo?',
      '**Dentro de 7 años**',
    ],
    [
      'Una madre tiene 40 años y su hija 12. ¿Dentro de cuántos años la edad de la madre será el doble de la de la hija?',
      '**Dentro de 16 años**',
    ],
    [
      'Juan tiene 50 años y su hijo tiene 20. ¿Hace cuántos años la edad de Juan era el cuádruple de la de su hijo?',
      '**Hace 10 años**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
  it('is never sure when that time is not a whole positive number of years, or another age is asked', () => {
    for (const problem of [
      'Un padre tiene 38 años y su hijo, 8. ¿Dentro de cuántos años la edad del padre será el quíntuple de la del hijo?',
      'Un padre tiene 38 años y su hijo, 8. ¿Qué edad tendrá el hijo en ese momento?',
      // «su madre 3 veces más»: no age of today.
      'María tiene 12 años y su madre 3 veces más. ¿Dentro de cuántos años la edad de la madre será el doble de la de María?',
    ])
      expect(answered(problem), problem).toBeUndefined();
  });
});

describe('two kinds by count and amount', () => {
  it.each([
    [
      'En un monedero hay 35 monedas, unas de $ 2 y otras de $ 5, que suman en total $ 124. ¿Cuántas monedas de $ 5 hay?',
      '**18 monedas de $ 5**',
    ],
    [
      'En un partido, la popular costaba $ 8000 y la platea $ 14 000. Se vendieron 500 entradas y se recaudaron $ 5 200 000. ¿Cuántas plateas se vendieron?',
      '**200 entradas de $ 14.000**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves money asked, not a count, to others', () => {
    expect(
      answered(
        'En una alcancía hay 30 monedas, unas de $ 5 y otras de $ 10, que suman en total $ 200. ¿Cuánto dinero hay en monedas de $ 10?',
      ),
    ).toBeUndefined();
  });

  it('finds counts built from known ones (seeded)', () => {
    const draw = seeded(11);
    for (let i = 0; i < 30; i++) {
      const [x, y] = [draw(0, 60), draw(0, 60)];
      const [p, q] = [draw(1, 20) * 50, draw(21, 40) * 50];
      const problem = `Un cajero entregó $ ${p * x + q * y} en ${x + y} billetes, algunos de $ ${p} y el resto de $ ${q}. ¿Cuántos billetes de $ ${p} entregó?`;
      expect(answered(problem), problem).toMatch(new RegExp(`^\\*\\*${x} billetes de`));
    }
  });
});

describe('mixtures', () => {
  it.each([
    [
      'Se mezcla yerba de $ 4000 el kg con yerba de $ 6000 el kg para obtener 50 kg de una mezcla que se vende a $ 4800 el kg. ¿Cuántos kilogramos de cada una se usan?',
      '**30 kg del de $ 4.000 y 20 kg del de $ 6.000**',
    ],
    [
      '¿Cuántos litros de una solución al 80 % hay que agregar a 30 L de otra al 20 % para obtener una solución al 40 %?',
      '**15 L**',
    ],
    [
      'Se tienen 40 litros de jugo con un 15 % de azúcar. ¿Qué cantidad de agua hay que agregar para que la concentración baje al 12 %?',
      '**10 L**',
    ],
    // The mixture obtained, the known amount plus the one found.
    [
      'A 30 L de una solución de alcohol al 20 % se le agrega cierta cantidad de otra solución al 50 % hasta obtener una solución al 30 %. ¿Cuántos litros de solución se obtienen en total?',
      '**45 L**',
    ],
    [
      'Se tienen 40 litros de jugo con un 15 % de azúcar y se le agrega agua hasta que la concentración baje al 12 %. ¿Cuántos litros de mezcla resultan?',
      '**50 L**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('states the amount in the unit the question asks, or leaves it', () => {
    expect(
      answered(
        'Se tienen 8 litros de una solución con un 30 % de sal. ¿Cuántos mL de agua pura hay que agregar para que la concentración baje al 24 %?',
      ),
    ).toBe('**2.000 mL**');
    expect(
      answered(
        'Se funden 6 kg de una aleación con 40 % de cobre con cierta cantidad de otra aleación con 80 % de cobre, y se obtiene una aleación con 65 % de cobre. ¿Cuántos gramos de la segunda aleación se usaron?',
      ),
    ).toBe('**10.000 g**');
    expect(
      answered(
        'Se tienen 12 litros de salmuera con un 25 % de sal. ¿Cuántos kg de agua pura hay que agregar para que baje al 20 %?',
      ),
    ).toBeUndefined();
    // The unit said to express it in wins over the one the question counts in.
    expect(
      answered(
        '¿Cuántos litros de una solución de alcohol al 60 % hay que agregar a 20 L de otra solución al 30 % para obtener una solución al 50 %? Expresar el resultado en mL.',
      ),
    ).toBe('**40.000 mL**');
  });

  it('leaves the mixture made, or the amount already known, to others', () => {
    expect(
      answered(
        'Se agregan 10 L de alcohol al 60 % a 20 L de otra solución al 30 %. ¿Cuántos litros de mezcla se obtienen y a qué concentración?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        '¿Cuántos litros de la solución al 30 % hay que usar, si a 20 L de ella se agrega otra al 60 % para obtener una al 50 %?',
      ),
    ).toBeUndefined();
    // The total asked together with what is added.
    expect(
      answered(
        'A 30 L de una solución al 20 % se le agrega otra solución al 50 % hasta obtener una al 30 %. ¿Cuántos litros hay que agregar y cuántos se obtienen en total?',
      ),
    ).toBeUndefined();
  });

  it('finds amounts built from known ones (seeded)', () => {
    const draw = seeded(5);
    for (let i = 0; i < 30; i++) {
      const [v, x] = [draw(2, 40), draw(2, 40)];
      const [a, b] = [draw(1, 9) * 10, draw(1, 9) * 10];
      const c = (a * v + b * x) / (v + x);
      if (a === b || !Number.isInteger(c)) continue;
      const problem = `¿Cuántos litros de una solución al ${b} % hay que agregar a ${v} L de otra al ${a} % para obtener una solución al ${c} %?`;
      expect(answered(problem), problem).toBe(`**${x} L**`);
    }
  });
});

describe('working together', () => {
  it.each([
    [
      'Un caño llena una pileta en 10 horas y otro la llena en 15 horas. ¿Cuánto tardan si se abren los dos juntos?',
      '**6 h**',
    ],
    [
      'Una máquina imprime un pedido en 6 horas; con la ayuda de otra máquina, lo imprimen juntas en 2 horas. ¿Cuántas horas tardaría la segunda máquina sola?',
      '**3 h**',
    ],
    [
      'Una bomba llena un tanque en 3 h y un desagüe lo vacía en 12 h. Si se abren ambos a la vez con el tanque vacío, ¿en cuánto tiempo se llena?',
      '**4 h**',
    ],
    // «junto con» says the pair: 1/10 + 1/t = 1/6 ⇒ t = 15.
    [
      'Un albañil levanta una pared solo en 10 días. Trabajando junto con un ayudante, la levantan en 6 días. ¿Cuántos días tardaría el ayudante solo?',
      '**15 días**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('answers in the unit asked, and how long a full tank takes to empty', () => {
    expect(
      answered(
        'Una canilla llena un tanque en 4 horas y otra lo llena en 12 horas. ¿Cuántos minutos tardan en llenarlo si se abren las dos juntas?',
      ),
    ).toBe('**180 min**');
    expect(
      answered(
        'Un grifo llena un depósito en 6 h y un desagüe lo vacía en 4 h. Si el depósito está lleno y se abren ambos a la vez, ¿en cuántas horas se vacía?',
      ),
    ).toBe('**12 h**');
    // Days are not hours: a worker's day is a working day.
    expect(
      answered(
        'Dos albañiles, trabajando juntos, levantan una pared en 6 días. Si uno de ellos solo tardaría 10 días, ¿cuántas horas tardaría el otro trabajando solo?',
      ),
    ).toBeUndefined();
    // The tap outruns the drain: a full tank never empties.
    expect(
      answered(
        'Un grifo llena un depósito en 4 h y un desagüe lo vacía en 6 h. Si el depósito está lleno y se abren ambos a la vez, ¿en cuántas horas se vacía?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'Un caño llena una pileta en 10 horas y otro en 15 horas. ¿Cuántos segundos tardan si se abren los dos juntos?',
      ),
    ).toBeUndefined();
  });

  it('leaves a part of the job, or one alone, to others', () => {
    expect(
      answered(
        'Una canilla llena un tanque en 6 horas y otra en 3 horas. ¿Qué parte del tanque llenan juntas en 1 hora?',
      ),
    ).toBeUndefined();
    expect(
      answered('Una canilla llena un tanque en 6 horas y otra en 3 horas. ¿Cuánto tarda la segunda sola?'),
    ).toBeUndefined();
  });
});

describe('percentages in a row', () => {
  it.each([
    [
      'Un televisor que costaba $ 400 000 aumentó un 25 % y luego se rebajó un 10 %. Su precio final es:',
      '**$ 450.000**',
    ],
    [
      'Con un descuento del 20 % y luego un recargo del 10 % por pagar en cuotas, un celular se pagó $ 352 000. ¿Cuál era su precio original?',
      '**$ 400.000**',
    ],
    [
      'Una acción baja un 20 % un día y sube un 20 % al día siguiente. ¿Qué porcentaje varió en total?',
      '**Disminuyó un 4 %**',
    ],
    // The final price compared with the first, as options in words say it.
    [
      'Un precio aumenta un 10 % y luego baja un 10 %. El precio final, respecto del inicial, es:',
      '**El precio final es un 1 % menor que el inicial: bajó un 1 %**',
    ],
    [
      'Un artículo aumentó un 20 % y luego, en una promoción, se rebajó un 20 %. Respecto del precio original, el precio final:',
      '**El precio final es un 4 % menor que el inicial: bajó un 4 %**',
    ],
    [
      'Una entrada se rebaja un 50 % y después se encarece un 100 %. Comparado con el precio inicial, el precio final es:',
      '**El precio final es igual al inicial**',
    ],
    [
      'Un pasaje sube un 30 % en enero y otro 10 % en febrero. ¿Cómo es el precio final respecto del inicial?',
      '**El precio final es un 43 % mayor que el inicial: subió un 43 %**',
    ],
    // The price at the end of the months named.
    [
      'El precio de un producto de $ 20 000 sube un 10 % en marzo y otro 10 % en abril. ¿Cuál es su precio a fines de abril?',
      '**$ 24.200**',
    ],
    [
      'Una tarifa de $ 8000 baja un 25 % en junio y sube un 10 % en julio. ¿Cuál es el precio al final de julio?',
      '**$ 6.600**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves changes taken on the original price to others', () => {
    expect(
      answered(
        'Un artículo de $ 1000 aumentó un 10 % y luego otro 10 % sobre el precio original. ¿Cuál es su precio final?',
      ),
    ).toBeUndefined();
    // Compared with the price after the first change, not the first price.
    expect(
      answered(
        'Un precio aumenta un 10 % y luego baja un 10 %. El precio final, respecto del precio de marzo, es:',
      ),
    ).toBeUndefined();
  });
});

describe('two numbers and two digits', () => {
  it.each([
    ['Hallar dos números tales que su suma sea 70 y su diferencia sea 12.', '**Los números son 41 y 29**'],
    [
      'Sea x el menor de dos números cuya suma es 60. Si el mayor es el cuádruple del menor, ¿cuánto vale x?',
      '**x = 12**',
    ],
    [
      'En un número de dos cifras, la cifra de las unidades excede en 2 a la de las decenas, y la suma de ambas cifras es 12. ¿Cuál es el número?',
      '**El número es 57**',
    ],
    [
      'La suma de las cifras de un número de dos cifras es 11. Si se invierte el orden de sus cifras, se obtiene un número 45 unidades menor que el original. ¿Cuál es el número?',
      '**El número es 83**',
    ],
    // The number with its digits swapped, asked.
    [
      'En un número de dos cifras, la cifra de las decenas excede en 5 a la de las unidades, y la suma de ambas cifras es 9. ¿Qué número se obtiene al invertir el orden de sus cifras?',
      '**Al invertir sus cifras se obtiene 27**',
    ],
    [
      'En un número de dos cifras la cifra de las unidades es el triple de la de las decenas y la suma de sus cifras es 8. ¿Qué número resulta si se invierten sus cifras?',
      '**Al invertir sus cifras se obtiene 62**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it.each([
    [
      'La suma de dos números es 70 y su diferencia es 12. ¿Cuál es el producto de ambos?',
      '**El producto es 1.189**',
    ],
    [
      'Hallar dos números tales que su suma sea 85 y su diferencia sea 23. ¿Cuál es su producto?',
      '**El producto es 1.674**',
    ],
    ['La suma de dos números es 125 y el mayor es el cuádruple del menor. ¿Cuánto vale el menor?', '**25**'],
    ['Dos números están en la razón 3 : 5 y su suma es 48. El mayor de ellos es:', '**30**'],
    ['Dos números son proporcionales a 2 y 7, y la suma de ambos es 81. ¿Cuál es el menor?', '**18**'],
  ])('the pair, then what is asked of it: %s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves another question about the numbers to others', () => {
    // A ratio and a difference: another datum than the reading's.
    expect(
      answered('Dos números están en la razón 3 : 5 y su diferencia es 48. ¿Cuál es el mayor?'),
    ).toBeUndefined();
    expect(
      answered('Dos números están en la razón 3 : 5 y su suma es 48. ¿Cuál es su cociente?'),
    ).toBeUndefined();
    expect(
      answered(
        'La suma de las cifras de un número de dos cifras es 9 y la cifra de las decenas excede en 1 a la de las unidades. ¿Cuál es la cifra de las decenas?',
      ),
    ).toBeUndefined();
    // The swapped number's sum with the first: another number made of them.
    expect(
      answered(
        'En un número de dos cifras, la cifra de las decenas excede en 5 a la de las unidades, y la suma de ambas cifras es 9. ¿Cuánto suman el número y el que se obtiene al invertir sus cifras?',
      ),
    ).toBeUndefined();
  });

  it('leaves a number made of the two (the double of one) to others', () => {
    expect(
      answered(
        'Hallar dos números tales que su suma sea 85 y su diferencia sea 23. ¿Cuánto vale el doble del mayor?',
      ),
    ).toBeUndefined();
    expect(answered('Hallar dos números tales que su suma sea 85 y su diferencia sea 23.')).toBe(
      '**Los números son 54 y 31**',
    );
  });
});

describe('bounds: a capacity, a budget in whole units, an average', () => {
  it.each([
    [
      'Una camioneta carga como máximo 1200 kg. Si el chofer pesa 80 kg, ¿cuántas bolsas de 50 kg puede llevar, como máximo, en un viaje?',
      '**Como máximo 22 bolsas**',
    ],
    [
      'Un taxi cobra $ 1500 de bajada de bandera y $ 700 por kilómetro. Si Juan dispone de $ 10 000, ¿cuántos kilómetros enteros puede recorrer como máximo?',
      '**Como máximo 12 kilómetros**',
    ],
    [
      'Para promocionar, el promedio de cuatro notas debe ser al menos 7. Si Ana sacó 6, 8 y 5,5 en las tres primeras, ¿qué nota mínima necesita en la cuarta?',
      '**Como mínimo, 8,5**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves a bound that is not whole when whole units are not asked, and an unreachable mark, to others', () => {
    expect(
      answered(
        'Un taxi cobra $ 1500 de bajada de bandera y $ 700 por kilómetro. Si Juan dispone de $ 10 000, ¿cuántos kilómetros puede recorrer como máximo?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'El promedio de tres notas debe ser al menos 8. Si obtuvo 4 y 5 en las dos primeras, ¿qué nota mínima necesita en la tercera?',
      ),
    ).toBeUndefined();
    // The capacity is per trip: two trips ask a total.
    expect(
      answered(
        'Un ascensor soporta como máximo 600 kg. Si el ascensorista pesa 75 kg, ¿cuántas cajas de 35 kg puede subir, como máximo, en dos viajes?',
      ),
    ).toBeUndefined();
  });
});

describe('speeds: a river current, a round trip', () => {
  it('finds the boat and the current, each part', () => {
    expect(
      answered(
        'Un bote recorre 48 km río abajo en 3 horas y el mismo trayecto río arriba en 4 horas. Hallar:\na) La velocidad del bote en aguas quietas.\nb) La velocidad de la corriente.',
      ),
    ).toBe('**a) 14 km/h** | **b) 2 km/h**');
  });

  it('finds the distance of a round trip', () => {
    expect(
      answered(
        'Un corredor va de su casa al parque a 12 km/h y vuelve por el mismo camino a 8 km/h. Si entre la ida y la vuelta tardó 2,5 horas, ¿qué distancia hay entre su casa y el parque?',
      ),
    ).toBe('**12 km**');
  });

  it('gives the whole way when the question asks what was covered in total', () => {
    expect(
      answered(
        'Un ciclista va de un pueblo a otro a 15 km/h y vuelve por el mismo camino a 10 km/h. Si entre la ida y la vuelta tardó 5 horas, ¿qué distancia recorrió en total?',
      ),
    ).toBe('**60 km**');
    expect(
      answered(
        'Un ciclista va de un pueblo a otro a 15 km/h y vuelve por el mismo camino a 10 km/h. Si entre la ida y la vuelta tardó 5 horas, ¿qué distancia hay entre los pueblos?',
      ),
    ).toBe('**30 km**');
  });
});

describe('two purchases, a length cut in two, consecutive numbers by their product', () => {
  it.each([
    [
      'En un almacén, 2 kg de harina y 3 kg de azúcar cuestan $ 5400, y 4 kg de harina y 1 kg de azúcar cuestan $ 5800. ¿Cuánto cuesta el kilogramo de azúcar?',
      '**azucar: $ 1.000**',
    ],
    [
      'Se corta una cinta de 90 cm en dos partes, de modo que una mida el doble que la otra. ¿Cuánto mide la parte más larga?',
      '**60 cm**',
    ],
    [
      'El producto de dos números naturales consecutivos es 156. ¿Cuál es el mayor?',
      '**El mayor es 13** (los números son 12, 13)',
    ],
    // Goods counted without «de», in the singular and the plural, asked in parts.
    [
      'En un kiosco, 3 alfajores y 2 gaseosas cuestan $ 2100, y 1 alfajor y 3 gaseosas cuestan $ 1750. ¿Cuánto cuesta cada alfajor?',
      '**alfajores: $ 400**',
    ],
    [
      'Plantee y resuelva: 2 cuadernos y 5 lápices cuestan $ 3000, y 3 cuadernos y 1 lápiz cuestan $ 3200.\na) ¿Cuánto cuesta cada cuaderno?\nb) ¿Cuánto cuesta cada lápiz?',
      '**a) cuadernos: $ 1.000** | **b) lapices: $ 200**',
    ],
    // The part in the unit asked.
    [
      'Se corta un alambre de 150 cm en dos partes, de modo que una mida 24 cm más que la otra. ¿Cuánto mide la parte más larga, expresada en metros?',
      '**0,87 m**',
    ],
    [
      'Se divide una soga de 3 m en dos trozos, de modo que uno mida el doble que el otro. ¿Cuántos centímetros mide el trozo más corto?',
      '**100 cm**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves a purchase of other goods, or a cut asked otherwise, to others', () => {
    // A part that asks both prices at once.
    expect(
      answered(
        'En un kiosco, 3 alfajores y 2 gaseosas cuestan $ 2100, y 1 alfajor y 3 gaseosas cuestan $ 1750.\na) ¿Cuánto cuestan un alfajor y una gaseosa juntos?\nb) ¿Cuánto cuesta cada gaseosa?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'En un kiosco, 3 alfajores y 2 gaseosas cuestan $ 2100, y 1 alfajor y 3 chicles cuestan $ 1750. ¿Cuánto cuesta cada alfajor?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'En un almacén, 2 kg de harina y 3 kg de azúcar cuestan $ 5400, y 4 kg de arroz y 1 kg de azúcar cuestan $ 5800. ¿Cuánto cuesta el kilogramo de azúcar?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'Se corta una cinta de 90 cm en dos partes, de modo que una mida el doble que la otra. ¿Qué fracción de la cinta es la parte corta?',
      ),
    ).toBeUndefined();
    // A unit of another measure asked.
    expect(
      answered(
        'Se corta una cinta de 90 cm en dos partes, de modo que una mida el doble que la otra. ¿Cuántos gramos pesa la parte más larga?',
      ),
    ).toBeUndefined();
  });
});

describe('the readings in other words', () => {
  it.each([
    [
      'Dentro de 10 años, la edad de Marta será el triple de la de su sobrino; hoy Marta le lleva 30 años. ¿Qué edad tiene hoy el sobrino?',
      '**5 años**',
    ],
    [
      'Luis ahorró $ 2600 en 40 billetes, unos de $ 50 y otros de $ 100. ¿Cuántos billetes de $ 100 tiene?',
      '**12 billetes de $ 100**',
    ],
    [
      'Tres pintores, trabajando juntos, pintan una casa en 4 días. Si dos de ellos solos tardarían 6 días, ¿cuántos días tardaría el tercero trabajando solo?',
      '**12 días**',
    ],
    [
      'Un negocio aplica un recargo del 20 % sobre el precio de lista y luego descuenta un 5 % del precio con recargo. Si el precio de lista es $ 10 000, ¿cuánto se paga?',
      '**$ 11.400**',
    ],
    [
      'La diferencia entre dos números es 30 y el mayor es el cuádruple del menor. Hallar ambos números.',
      '**Los números son 40 y 10**',
    ],
    [
      'En un número de dos cifras, la suma de sus cifras es 9 y la cifra de las decenas es el doble de la de las unidades. ¿Cuál es el número?',
      '**El número es 63**',
    ],
    [
      'Un gimnasio cobra $ 5000 de inscripción y $ 1500 por cada clase. Con un presupuesto de $ 20 000, ¿cuál es la mayor cantidad de clases que se pueden tomar?',
      '**Como máximo 10 clases**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
});

describe('a square that grows, what is left of an amount, a rectangle by k times a side less d', () => {
  it.each([
    [
      'Si cada lado de un cuadrado aumenta 2 cm, su área aumenta 36 cm². ¿Cuánto mide el lado del cuadrado original?',
      '**8 cm**',
    ],
    [
      'Si el lado de un cuadrado disminuye 1 m, su área disminuye 13 m². ¿Cuánto mide el lado original?',
      '**7 m**',
    ],
    [
      'Un empleado gasta 1/4 de su sueldo en transporte y 1/3 de lo que le queda en comida. Si le quedan $ 300 000, ¿cuál es su sueldo?',
      '**$ 600.000**',
    ],
    [
      'Una persona gasta 1/5 de su sueldo en impuestos y 1/2 de su sueldo en el alquiler. Si le quedan $ 90 000, ¿cuánto cobra?',
      '**$ 300.000**',
    ],
    [
      'El largo de un rectángulo es 3 m mayor que el doble de su ancho, y su perímetro es de 54 m. ¿Cuáles son sus dimensiones?',
      '**Ancho: 8 m** | **Largo: 19 m**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves a change of another kind, or another question, to others', () => {
    expect(
      answered(
        'Si cada lado de un cuadrado aumenta 3 cm, su área disminuye 51 cm². ¿Cuánto mide el lado original?',
      ),
    ).toBeUndefined();
    // A spending on something the statement does not name.
    expect(
      answered(
        'Un empleado gasta 1/4 de su sueldo en transporte y 1/3 de lo que le queda en comida. Si le quedan $ 300 000, ¿cuánto gasta en ropa?',
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      'Un empleado gasta 1/4 de su sueldo en transporte y 1/3 de lo que le queda en comida. Si le quedan $ 300 000, ¿cuánto gasta en comida?',
      '**$ 150.000**',
    ],
    [
      'Una persona gasta 1/4 de su sueldo en el alquiler y 1/3 de lo que le queda en comida. Si le sobran $ 300 000, ¿cuánto gasta en el alquiler?',
      '**$ 150.000**',
    ],
    [
      'Ana gasta 2/5 de su sueldo en el alquiler y 1/2 de lo que le queda en comida. Si le quedan $ 60 000, ¿cuánto gasta en comida?',
      '**$ 60.000**',
    ],
  ])('one spending asked: %s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
});

describe('a sentence about one number', () => {
  it.each([
    [
      'El triple de un número, disminuido en 4, es igual a la mitad del mismo número aumentada en 6. ¿Cuál es el número?',
      '**El número es 4**',
    ],
    [
      'La tercera parte de un número más 4 es igual al doble del número menos 21. ¿Cuál es el número?',
      '**El número es 15**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves a change that may group either way to others', () => {
    expect(
      answered(
        'La mitad de un número aumentado en 4 es igual al número disminuido en 5. ¿Cuál es el número?',
      ),
    ).toBeUndefined();
    expect(
      answered(
        'El doble de un número aumentado en 3 es igual al número aumentado en 10. ¿Cuál es el número?',
      ),
    ).toBeUndefined();
  });
});

describe('a fraction whose terms change', () => {
  it('finds the fraction from two conditions', () => {
    expect(
      answered(
        'Si al numerador de una fracción se le suma 2, resulta equivalente a 2/3, y si al denominador se le resta 1, resulta igual a 1/2. ¿Cuál es la fracción?',
      ),
    ).toBe('**La fracción es 4/9**');
  });

  it('leaves another question about the fraction to others', () => {
    expect(
      answered(
        'Si al numerador de una fracción se le suma 2, resulta equivalente a 2/3, y si al denominador se le resta 1, resulta igual a 1/2. ¿Cuánto vale el denominador más el numerador?',
      ),
    ).toBeUndefined();
  });
});

describe('consecutive numbers by a relation', () => {
  it.each([
    [
      'Hallar cuatro números pares consecutivos tales que la suma del triple del menor con el mayor sea 102.',
      '**Los números son 24, 26, 28, 30**',
    ],
    [
      'Dados dos números consecutivos tales que la suma del doble del menor y el triple del mayor es 48, ¿cuál es el mayor?',
      '**El mayor es 10**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });

  it('leaves a relation it does not read, or numbers that are not whole, to others', () => {
    expect(
      answered('Hallar tres números consecutivos tales que la suma del menor y la mitad del mayor sea 40.'),
    ).toBeUndefined();
    expect(
      answered('Hallar tres números consecutivos tales que la suma del menor y el doble del mayor sea 71.'),
    ).toBeUndefined();
  });
});

describe('two kinds by count and amount: a kind named before «, a $», and parts that each ask a count (#32)', () => {
  it.each([
    // x + y = 250; 8000x + 5000y = 1 550 000 ⇒ x = 100, y = 150.
    [
      'Para un recital se vendieron 250 entradas entre plateas, a $ 8.000 cada una, y populares, a $ 5.000 cada una. En total se recaudaron $ 1.550.000. ¿Cuántas plateas se vendieron?',
      '**100 entradas de $ 8.000**',
    ],
    [
      'Para un recital se vendieron 250 entradas entre plateas, a $ 8.000 cada una, y populares, a $ 5.000 cada una. En total se recaudaron $ 1.550.000.\na) ¿Cuántas plateas se vendieron?\nb) ¿Cuántas populares?',
      '**a) 100 entradas de $ 8.000** | **b) 150 entradas de $ 5.000**',
    ],
    // x + y = 60; 1200x + 900y = 63 000 ⇒ 300x = 9000: x = 30, y = 30.
    [
      'Un micro vendió 60 pasajes entre semicama, a $ 1.200 cada uno, y común, a $ 900 cada uno, y cobró en total $ 63.000.\na) ¿Cuántos pasajes de semicama vendió?\nb) ¿Cuántos pasajes comunes vendió?',
      '**a) 30 pasajes de $ 1.200** | **b) 30 pasajes de $ 900**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
  it('leaves a page with a part that asks no count', () => {
    expect(
      answered(
        'Para un recital se vendieron 250 entradas entre plateas, a $ 8.000 cada una, y populares, a $ 5.000 cada una. En total se recaudaron $ 1.550.000.\na) ¿Cuántas plateas se vendieron?\nb) ¿Qué porcentaje de la recaudación aportaron las plateas?',
      ),
    ).toBeUndefined();
  });
});

describe('a mixture by concentration asked in one question that holds the data (#32)', () => {
  it.each([
    // 0,40 · 12 = 0,30 (12 + x) ⇒ x = 4.
    [
      '¿Cuántos litros de agua hay que agregar a 12 litros de una mezcla de alcohol y agua al 40 % de alcohol para que la mezcla quede al 30 %?',
      '**4 L**',
    ],
    [
      '¿Cuántos litros de agua hay que agregar a 12 litros de una solución de alcohol al 40 % para obtener una solución al 30 %?',
      '**4 L**',
    ],
    // 0,25 · 20 = 0,10 (20 + x) ⇒ x = 30.
    [
      '¿Cuántos kilos de agua deben añadirse a 20 kg de salmuera al 25 % para que quede al 10 %?',
      '**30 kg**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
  it('leaves a mixture whose final concentration is not given', () => {
    expect(
      answered('¿Cuántos litros de agua hay que agregar a 12 litros de una mezcla de alcohol al 40 %?'),
    ).toBeUndefined();
  });
});

describe('working together in two stretches: one joins or leaves after a while (#32)', () => {
  it.each([
    // Luis alone 1 h: 1/4; the rest 3/4 at 1/4 + 1/6 = 5/12 ⇒ 9/5 h.
    [
      'Luis tarda 4 horas en pintar solo una pared; Marta, sola, tarda 6 horas en pintar la misma pared. Si Luis empieza solo y al cabo de 1 hora se suma Marta, ¿cuánto tiempo más tardan en terminar?',
      '**1,8 h más**',
    ],
    // Both 1 h: 1/6 + 1/3 = 1/2; the rest at 1/6 ⇒ 3 h.
    [
      'Para llenar el tanque de una cisterna se dispone de dos bombas. La bomba A sola lo llena en 6 horas y la bomba B sola en 3 horas. Si las dos bombas arrancan juntas con el tanque vacío y al cabo de 1 hora la bomba B se descompone, ¿cuánto tiempo más tarda A sola en terminar de llenarlo?',
      '**3 h más**',
    ],
    // Both 3 days: 3 · (1/10 + 1/15) = 1/2; the rest at 1/10 ⇒ 5 days.
    [
      'Un albañil levanta una pared en 10 días y su ayudante en 15 días. Trabajan juntos y al cabo de 3 días se retira el ayudante. ¿Cuántos días más tarda el albañil en terminar?',
      '**5 días más**',
    ],
    // Luis alone 30 min = 0,5 h: 1/8; the rest 7/8 at 5/12 ⇒ 2,1 h; in all 2,6 h.
    [
      'Luis tarda 4 horas en pintar una pared y Marta tarda 6 horas. Si Luis empieza solo y al cabo de 30 minutos se suma Marta, ¿cuánto tardan en total en terminar?',
      '**2,6 h en total**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
  it.each([
    // Which one leaves is not said.
    'Luis tarda 4 horas en pintar una pared y Marta tarda 6 horas. Trabajan juntos y al cabo de 1 hora uno de ellos se retira. ¿Cuánto tiempo más tarda el otro?',
    // The first stretch already finishes the job.
    'Luis tarda 4 horas en pintar una pared y Marta tarda 6 horas. Trabajan juntos y al cabo de 3 horas se retira Marta. ¿Cuánto tiempo más tarda Luis?',
    // A third datum.
    'Luis tarda 4 horas en pintar una pared de 20 m² y Marta tarda 6 horas. Si Luis empieza solo y al cabo de 1 hora se suma Marta, ¿cuánto tiempo más tardan?',
  ])('leaves %s', (problem) => {
    expect(answered(problem)).toBeUndefined();
  });
});

describe('working in two stretches: never two trips (#32)', () => {
  it('leaves two trains that do not share one job', () => {
    expect(
      answered(
        'Un tren A tarda 4 horas en recorrer un trayecto y un tren B tarda 6 horas. Salen juntos y al cabo de 1 hora el tren B se detiene. ¿Cuánto tiempo más tarda A en terminar?',
      ),
    ).toBeUndefined();
  });
});

describe('working together: the verb said once for both (#32)', () => {
  it.each([
    // 1/6 + 1/3 = 1/2 ⇒ 2 h.
    [
      'Para llenar el tanque de una cisterna se dispone de dos bombas. La bomba A sola lo llena en 6 horas y la bomba B sola en 3 horas. ¿En cuánto tiempo lo llenan las dos bombas funcionando juntas?',
      '**2 h**',
    ],
    // 1/12 + 1/4 = 1/3 ⇒ 3 h.
    [
      'Una canilla llena un depósito en 12 horas, y otra en 4 horas. ¿Cuánto tardan las dos juntas?',
      '**3 h**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
  it('keeps a drain a drain', () => {
    // 1/3 − 1/6 = 1/6 ⇒ 6 h.
    expect(
      answered(
        'Una canilla llena un tanque en 3 horas y un desagüe lo vacía en 6 horas. ¿Cuánto tarda en llenarse con los dos abiertos a la vez?',
      ),
    ).toBe('**6 h**');
  });
});

describe('working together: three or more at once, drains among them (#32)', () => {
  it.each([
    // 1/6 + 1/4 − 1/12 = 1/3 ⇒ 3 h.
    [
      'Una canilla llena un tanque en 6 h y otra lo llena en 4 h; un desagüe, abierto solo, lo vacía en 12 h. Si el tanque está vacío y se abren las dos canillas y el desagüe a la vez, ¿en cuánto tiempo se llena?',
      '**3 h**',
    ],
    // 1/10 + 1/15 + 1/30 = 1/5 ⇒ 5 h.
    [
      'Tres bombas llenan una pileta: la primera sola en 10 horas, la segunda en 15 horas y la tercera en 30 horas. ¿Cuántas horas tardan las tres juntas?',
      '**5 h**',
    ],
    // 1/2 + 1/3 + 1/6 = 1 ⇒ 1 h = 60 min.
    [
      'Un grifo llena un tanque en 2 horas, otro en 3 horas y un tercero en 6 horas. Abiertos los tres al mismo tiempo, ¿cuántos minutos tardan en llenarlo?',
      '**60 min**',
    ],
    // 1/3 + 1/6 − 1/2 = 0: the level never rises.
    [
      'Una canilla llena un depósito en 3 h, otra en 6 h y un desagüe lo vacía en 2 h. Si se abren todas a la vez con el depósito vacío, ¿en cuánto tiempo se llena?',
      '**No se llena nunca**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
  it('adds every rate it read, checked back for random times (seeded)', () => {
    const next = seeded(33);
    for (let n = 0; n < 40; n++) {
      const [a, b, c] = [next(2, 12), next(2, 12), next(13, 40)];
      const rate = 1 / a + 1 / b - 1 / c;
      const reply = answered(
        `Una canilla llena un tanque en ${a} horas, otra en ${b} horas y un desagüe lo vacía en ${c} horas. Con el tanque vacío se abren las tres a la vez: ¿cuántas horas tarda en llenarse?`,
      );
      const value = Number(
        reply
          ?.match(/\*\*([\d.,]+) h\*\*/)?.[1]
          ?.replace(/\./g, '')
          .replace(',', '.'),
      );
      expect(Math.abs(value - 1 / rate)).toBeLessThan(0.006);
    }
  });
  it('declines a worker it cannot tell fills or drains', () => {
    expect(
      answered(
        'Un tanque: una canilla en 6 h, otra en 4 h y una tercera cosa en 12 h. ¿En cuánto tiempo se llena todo a la vez?',
      ),
    ).toBeUndefined();
  });
});

describe('two integers by their product: the negative pair fits too', () => {
  it.each([
    'El producto de dos números enteros consecutivos es 132. ¿Cuál es el mayor?',
    'Dos números enteros difieren en 3 y su producto es 40. ¿Cuál es el menor?',
  ])('states no single pair: %s', (problem) => {
    expect(answered(problem)).toBeUndefined();
  });

  it('answers the naturals, where one pair fits', () => {
    expect(
      answered('El producto de dos números naturales consecutivos es 132. ¿Cuál es el mayor?'),
    ).toContain('12');
  });
});

describe('two numbers by two facts among sum, difference, product, ratio and squares (#32)', () => {
  it.each([
    [
      'Un número positivo supera en 3 a otro y la suma de sus cuadrados es 117. Hallá ambos números.',
      '**Los números son 9 y 6**',
    ],
    ['Dos números suman 15 y su producto es 56. Hallalos.', '**Los números son 8 y 7**'],
    [
      'La diferencia entre dos números es 5 y su producto es 84. ¿Cuáles son los números positivos?',
      '**Los números son 12 y 7**',
    ],
    [
      'El producto de dos números positivos es 48 y la suma de sus cuadrados es 100. ¿Cuáles son los números?',
      '**Los números son 8 y 6**',
    ],
    [
      'Dos números naturales difieren en 2 y la diferencia de sus cuadrados es 40. ¿Cuál es el mayor?',
      '**11**',
    ],
    [
      'El mayor de dos números positivos es el triple del menor y la suma de sus cuadrados es 160. ¿Cuál es su producto?',
      '**El producto es 48**',
    ],
  ])('%s', (problem, expected) => {
    expect(answered(problem)).toBe(expected);
  });

  it.each([
    // A third number the facts do not use.
    'Dos números suman 15, su producto es 56 y uno es par. ¿Cuánto es 4 veces el mayor?',
    // No question read.
    'Dos números suman 15 y su producto es 56.',
    // No real pair: x + y = 2 and x · y = 5.
    'Dos números suman 2 y su producto es 5. ¿Cuáles son?',
  ])('declines: %s', (problem) => {
    expect(answered(problem)).toBeUndefined();
  });

  it('shows both pairs and asks which one is meant when the statement allows two', () => {
    // (9; 6) and (−6; −9): both differ in 3 and their squares add to 117.
    const reply = solveWordEquation(
      'Un número supera en 3 a otro y la suma de sus cuadrados es 117. Hallá ambos números.',
    );
    expect(reply?.certain).toBe(false);
    expect(reply?.text).toContain('Hay dos pares posibles: -6 y -9 o 9 y 6.');
    expect(reply?.text).toContain('queda solo 9 y 6');
  });

  it('finds back pairs built from them, each put back in both facts (property)', () => {
    const draw = seeded(11);
    for (let round = 0; round < 60; round++) {
      const y = draw(1, 30);
      const x = y + draw(1, 20);
      const problem = `Un número positivo supera en ${x - y} a otro y la suma de sus cuadrados es ${x * x + y * y}. Hallá ambos números.`;
      expect(answered(problem), problem).toBe(`**Los números son ${x} y ${y}**`);
    }
  });
});

describe('the bill of a purchase, with the changes on its total in turn (#32)', () => {
  it.each([
    // 4 · 2.500 + 3 · 900 = 12.700; · 0,9 = 11.430.
    [
      'Se compran 4 cuadernos de $ 2.500 cada uno y 3 lapiceras de $ 900 cada una. ¿Cuánto se paga en total si se hace un descuento del 10 %?',
      '**Se paga $ 11.430**',
    ],
    // 2 · 30.000 + 5 · 4.000 = 80.000; · 0,8 = 64.000; · 1,21 = 77.440 (the clause names both, the last is the change).
    [
      'Un club compra 2 pelotas de $ 30.000 cada una y 5 conos de $ 4.000 cada uno. Sobre el total le hacen un 20 % de descuento, y al precio con descuento se le suma el 21 % de IVA. ¿Cuánto paga el club?',
      '**Se paga $ 77.440**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
  it('adds every line and applies each change in turn (seeded)', () => {
    const next = seeded(3303);
    for (let n = 0; n < 30; n++) {
      const [a, pa, b, pb, off, extra] = [
        next(1, 9),
        next(1, 90) * 500,
        next(1, 9),
        next(1, 90) * 500,
        next(1, 6) * 5,
        next(1, 4) * 5,
      ];
      const expected = (a * pa + b * pb) * (1 - off / 100) * (1 + extra / 100);
      const reply = answered(
        `Se compran ${a} remeras de $ ${pa} cada una y ${b} gorras de $ ${pb} cada una. Sobre el total se hace un descuento del ${off} % y luego un recargo del ${extra} % por pagar con tarjeta. ¿Cuánto se paga?`,
      );
      const value = Number(
        reply
          ?.match(/\$ ([\d.,]+)\*\*/)?.[1]
          ?.replace(/\./g, '')
          .replace(',', '.'),
      );
      expect(Math.abs(value - expected)).toBeLessThan(0.006);
    }
  });
  it('declines a price that is no line of the bill', () => {
    expect(
      answered(
        'Se compran 3 camperas de $ 45.000 cada una y 2 pantalones de $ 28.000 cada uno, y el envío cuesta $ 5.000. ¿Cuánto se paga?',
      ),
    ).toBeUndefined();
  });
});

describe('a capacity by two fractions of it and the amount between them (#32)', () => {
  it.each([
    // (2/3 − 1/4) C = 150 ⇒ C = 360.
    [
      'Un tanque de agua está lleno hasta los 2/3 de su capacidad. Se extraen 150 litros y el nivel queda en 1/4 de la capacidad. ¿Cuál es la capacidad del tanque, en litros?',
      '**Capacidad: 360 L**',
    ],
    // (3/4 − 1/5) C = 660 ⇒ C = 1200; the fraction closing its sentence is read too.
    [
      'Un depósito tiene combustible hasta 1/5 de su capacidad. Se agregan 660 litros y queda ocupado hasta los 3/4. ¿Cuál es la capacidad del depósito?',
      '**Capacidad: 1.200 L**',
    ],
  ])('%s', (problem, answer) => {
    expect(answered(problem)).toBe(answer);
  });
  it('declines an amount taken out that raises the level', () => {
    expect(
      answered(
        'Un tanque está lleno hasta 1/4 de su capacidad. Se extraen 100 litros y queda en 1/2 de la capacidad. ¿Cuál es su capacidad?',
      ),
    ).toBeUndefined();
  });
});
