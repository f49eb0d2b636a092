import { describe, expect, it } from 'vitest';
import { splitFormulas } from '../../../../shared/math/formulas.ts';
import { solveWordEquation } from './word-equations.ts';

/** The answer line of a certain reply, prices read as the chat shows them («\$ 3» is «$ 3»). */
const answer = (problem: string) => {
  const reply = solveWordEquation(problem);
  return reply?.certain
    ? reply.text
        .replaceAll('\\$', '$')
        .split('\n')
        .find((line) => /^\*\*/.test(line) && !/^\*\*Datos/.test(line))
    : undefined;
};

describe('purchases that make a system', () => {
  it('reads three goods in three purchases', () => {
    expect(
      answer(
        'En una librería, 2 cuadernos, 1 lapicera y 3 gomas cuestan $ 6.400; 1 cuaderno, 2 lapiceras y 1 goma cuestan $ 4.300, y 3 cuadernos, 1 lapicera y 2 gomas cuestan $ 7.900. ¿Cuánto cuesta cada producto?',
      ),
    ).toBe('**cuadernos: $ 2.000; lapicera: $ 900; gomas: $ 500**');
  });

  it('answers the one good asked, and a good missing from one purchase counts zero there', () => {
    expect(
      answer(
        'Una persona compra 2 kg de pan y 1 kg de queso por $ 13.000; otra compra 1 kg de queso y 3 kg de yerba por $ 17.000, y otra 1 kg de pan, 1 kg de queso y 1 kg de yerba por $ 13.000. ¿Cuánto cuesta el kilo de yerba?',
      ),
    ).toBe('**yerba: $ 4.000**');
  });

  it('reads «se pagaron» and a second purchase whose verb is left out after a comma', () => {
    expect(
      answer(
        'Por 4 kg de harina y 1 kg de café se pagaron $ 9 600, y por 2 kg de harina y 3 kg de café, $ 22 800. ¿Cuánto cuesta el kilogramo de café?',
      ),
    ).toMatch(/^\*\*caf[eé]: \$ 7\.200\*\*$/);
  });

  it('leaves alone purchases with more goods than equations, and prices that do not come out', () => {
    expect(
      answer(
        'En un kiosco, 2 alfajores y 1 gaseosa cuestan $ 2000, y 1 alfajor y 3 chicles cuestan $ 1500. ¿Cuánto cuesta cada producto?',
      ),
    ).toBeUndefined();
    expect(
      answer(
        'En un kiosco, 2 alfajores y 1 gaseosa cuestan $ 2000, y 4 alfajores y 2 gaseosas cuestan $ 4000. ¿Cuánto cuesta cada producto?',
      ),
    ).toBeUndefined();
  });

  it('finds prices built at random, three goods and three purchases (seeded)', () => {
    let seed = 20261202;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const goods = ['cuadernos', 'lapiceras', 'gomas'];
    let checked = 0;
    for (let trial = 0; trial < 60; trial++) {
      const prices = goods.map(() => 100 * (1 + next(40)));
      const rows = [0, 1, 2].map(() => goods.map(() => 1 + next(5)));
      const [r1 = [], r2 = [], r3 = []] = rows;
      const det =
        (r1[0] ?? 0) * ((r2[1] ?? 0) * (r3[2] ?? 0) - (r2[2] ?? 0) * (r3[1] ?? 0)) -
        (r1[1] ?? 0) * ((r2[0] ?? 0) * (r3[2] ?? 0) - (r2[2] ?? 0) * (r3[0] ?? 0)) +
        (r1[2] ?? 0) * ((r2[0] ?? 0) * (r3[1] ?? 0) - (r2[1] ?? 0) * (r3[0] ?? 0));
      if (det === 0) continue;
      const purchase = (row: number[]) =>
        `${row[0]} cuadernos, ${row[1]} lapiceras y ${row[2]} gomas cuestan $ ${row.reduce((sum, n, i) => sum + n * (prices[i] ?? 0), 0)}`;
      const problem = `${purchase(r1)}; ${purchase(r2)}, y ${purchase(r3)}. ¿Cuál es el precio de cada producto?`;
      const expected = `**${goods.map((good, i) => `${good}: $ ${(prices[i] ?? 0).toLocaleString('es-AR')}`).join('; ')}**`;
      expect(answer(problem), problem).toBe(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe('purchases of tickets by kind, and what a group pays', () => {
  it('reads «2 entradas de adulto y 3 de menor» as two goods, the noun left out', () => {
    expect(
      answer(
        'En un teatro, 3 entradas de platea y 2 de pullman cuestan $ 46 000, y 1 de platea y 4 de pullman, $ 32 000. ¿Cuánto cuesta una entrada de pullman?',
      ),
    ).toBe('**pullman: $ 5.000**');
  });

  it('adds what a group pays at those prices, with the discount or surcharge the question says', () => {
    expect(
      answer(
        'En un cine, 2 entradas de adulto y 3 de menor cuestan $ 27 000, y 1 de adulto y 4 de menor cuestan $ 21 000. ¿Cuánto paga un grupo de 3 adultos y 5 menores si le hacen un 10 % de descuento sobre el total?',
      ),
    ).toBe('**$ 37.800**');
    expect(
      answer(
        'Por 2 kg de yerba y 3 kg de azúcar se pagaron $ 27 000, y por 1 kg de yerba y 4 kg de azúcar, $ 21 000. ¿Cuánto se paga por 4 kg de yerba y 1 kg de azúcar con un recargo del 5 %?',
      ),
    ).toBe('**$ 40.950**');
  });

  it('answers nothing when a number of the question is not a count of the goods', () => {
    expect(
      answer(
        'En un cine, 2 entradas de adulto y 3 de menor cuestan $ 27 000, y 1 de adulto y 4 de menor cuestan $ 21 000. ¿Cuánto paga un grupo de 3 adultos y 5 menores en 2 funciones?',
      ),
    ).toBeUndefined();
  });
});

describe('the price of a mixture of known amounts', () => {
  it('is the weighted average', () => {
    expect(
      answer(
        'Se mezclan 30 kg de café de $ 8000 el kg con 20 kg de otro café de $ 10500 el kg. ¿A qué precio debe venderse el kilo de la mezcla para no ganar ni perder?',
      ),
    ).toBe('**$ 9.000 el kilo de mezcla**');
    expect(
      answer(
        'Un comerciante mezcla 12 litros de aceite de $ 2.500 el litro con 8 litros de otro de $ 3.000 el litro. ¿Cuál debe ser el precio del litro de la mezcla?',
      ),
    ).toBe('**$ 2.700 el litro de mezcla**');
  });

  it('leaves a mixture sold at a gain to others', () => {
    expect(
      answer(
        'Se mezclan 30 kg de café de $ 8000 el kg con 20 kg de otro de $ 10500 el kg. ¿A qué precio debe venderse el kilo de la mezcla para ganar un 20 %?',
      ),
    ).toBeUndefined();
  });
});

describe('the amount of one kind in a mixture sold without gain or loss', () => {
  it('makes what the two cost equal to what the mixture is sold for', () => {
    expect(
      answer(
        'Un almacenero mezcla 8 kg de yerba de $ 5000 el kilo con yerba de $ 3500 el kilo, y vende la mezcla a $ 4400 el kilo para no ganar ni perder. ¿Cuántos kilos de la más barata puso?',
      ),
    ).toBe('**5,33 kg del de $ 3.500 el kilo**');
    expect(
      answer(
        'Se mezclan 10 litros de aceite de $ 3000 el litro con aceite de $ 2000 el litro; la mezcla se vende a $ 2400 el litro, sin ganar ni perder. ¿Cuántos litros del más barato se usaron?',
      ),
    ).toBe('**15 L del de $ 2.000 el litro**');
  });

  it('answers nothing when the kind asked is the one whose amount is given, or a gain is made', () => {
    expect(
      answer(
        'Se mezclan 10 litros de aceite de $ 3000 el litro con aceite de $ 2000 el litro; la mezcla se vende a $ 2400 el litro, sin ganar ni perder. ¿Cuántos litros del más caro se usaron?',
      ),
    ).toBeUndefined();
    expect(
      answer(
        'Se mezclan 10 litros de aceite de $ 3000 el litro con aceite de $ 2000 el litro; la mezcla se vende a $ 2400 el litro, ganando un 10 %. ¿Cuántos litros del más barato se usaron?',
      ),
    ).toBeUndefined();
  });

  it('balances cost and sale for random prices', () => {
    let checked = 0;
    for (let n = 1; n <= 30; n++) {
      const [q, p] = [1000 + 100 * n, 3000 + 50 * n];
      const m = 2 + (n % 7);
      const x = 1 + (n % 5);
      const c = (p * x + q * m) / (x + m);
      if (!Number.isInteger(c)) continue;
      const line = answer(
        `Se mezclan ${m} kg de té de $ ${q} el kg con té de $ ${p} el kg, y se vende la mezcla a $ ${c} el kg sin ganar ni perder. ¿Cuántos kg del más caro se usaron?`,
      );
      expect(line, `${q} ${p} ${m} ${c}`).toBe(`**${x} kg del de $ ${p.toLocaleString('es-AR')} el kilo**`);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('a solution and its pure substance', () => {
  it('states the substance a known amount holds at its percentage, in the unit asked', () => {
    expect(
      answer('Se tienen 40 L de una solución de alcohol al 25 %. ¿Cuántos litros de alcohol puro contiene?'),
    ).toBe('**10 L**');
    expect(answer('Se tienen 2 L de jugo al 15 %. ¿Cuántos mL de jugo puro contiene?')).toBe('**300 mL**');
  });

  it('takes the pure substance added at 100 %, as water at 0 %', () => {
    expect(
      answer(
        '¿Cuántos litros de alcohol puro hay que agregar a 15 litros de una solución al 20 % para obtener una al 40 %?',
      ),
    ).toBe('**5 L**');
  });

  it('answers nothing when something is added or taken out before the content is asked', () => {
    expect(
      answer(
        'Se tienen 40 L de una solución de alcohol al 25 %. ¿Cuántos litros de alcohol puro hay que agregar?',
      ),
    ).toBeUndefined();
  });
});

describe('a mixture by concentration asked with «mezclar»', () => {
  it('reads «hay que mezclar» as the amount to add, not the mixture', () => {
    expect(
      answer(
        '¿Cuántos litros de una solución de alcohol al 40 % hay que mezclar con 10 litros de otra al 70 % para obtener una al 50 %?',
      ),
    ).toBe('**20 L**');
  });
});

describe('a tariff in tiers', () => {
  it('charges each tier at its price', () => {
    const tariff =
      'Una empresa de agua cobra un cargo fijo de $ 1500 y $ 120 por m³ hasta 20 m³; cada m³ por encima de 20 cuesta $ 200.';
    expect(answer(`${tariff} ¿Cuánto paga un usuario que consumió 32 m³?`)).toBe('**$ 6.300**');
    expect(answer(`${tariff} ¿Cuánto paga un usuario que consumió 15 m³?`)).toBe('**$ 3.300**');
    expect(
      answer(
        'Una compañía de telefonía cobra un abono mensual de $ 9.000 que incluye 300 minutos, y $ 25 por cada minuto excedente. ¿Cuánto paga un cliente que habló 420 minutos en el mes?',
      ),
    ).toBe('**$ 12.000**');
  });

  it('leaves alone a tariff with a datum it does not read', () => {
    expect(
      answer(
        'Una empresa de agua cobra un cargo fijo de $ 1500 y $ 120 por m³ hasta 20 m³; cada m³ por encima de 20 cuesta $ 200, con un recargo de $ 300 por mora. ¿Cuánto paga un usuario que consumió 32 m³?',
      ),
    ).toBeUndefined();
  });
});

describe('prices in a reply', () => {
  it('are text in the chat, even two on one line', () => {
    const reply = solveWordEquation(
      'En un cine, 2 entradas de adulto y 3 de menor cuestan $ 27.000, y 1 de adulto y 4 de menor cuestan $ 21.000. ¿Cuánto cuesta la entrada de menor?',
    );
    const lines = (reply?.text ?? '').split('\n').filter((line) => /^\*\*(Datos|menor)/.test(line));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(splitFormulas(line).map((segment) => segment.kind)).toEqual(['text']);
    expect(lines.join(' ')).toContain('\\$ 27.000');
  });
});
