import { describe, expect, it } from 'vitest';
import { proportions, solveProportions } from './proportions.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveProportions(problem);

describe('solveProportions', () => {
  itSolvesCertainly(solve, [
    // The profit over the cost, or over the selling price when that base is named: 2 000 of 8 000 or 10 000.
    [
      'Un negocio compra una bicicleta a $ 8.000 y la vende a $ 10.000. ¿Qué porcentaje de ganancia obtiene?',
      ['**La ganancia es el 25 % del precio de costo**'],
    ],
    [
      'Un negocio compra una bicicleta a $ 8.000 y la vende a $ 10.000. ¿Qué porcentaje del precio de venta es la ganancia?',
      ['**La ganancia es el 20 % del precio de venta**'],
    ],
    [
      'Un artículo cuesta $ 12 000. Se le aplica un descuento del 15 % y, sobre el precio resultante, un recargo del 10 % por pago con tarjeta. ¿Cuál es el precio final?',
      ['los porcentajes sucesivos no se suman', '**Precio final: $ 11.220**'],
    ],
    ['Si un precio de $ 800 aumenta un 15 %, ¿cuál es el nuevo precio?', ['**Precio final: $ 920**']],
    ['El precio de un producto pasó de $ 800 a $ 920. ¿En qué porcentaje aumentó?', ['**Aumentó un 15 %**']],
    [
      'Si 8 obreros terminan una obra en 15 días, ¿cuántos días tardarán 12 obreros trabajando al mismo ritmo?',
      ['**10 días**'],
    ],
    ['Si 4 canillas llenan un tanque en 6 horas, ¿cuántas horas tardan 3 canillas?', ['**8 horas**']],
    ['Si 3 kg de pan cuestan $ 1.200, ¿cuánto cuestan 5 kg?', ['**$ 2.000**']],
    ['Si 5 cuadernos cuestan $ 2000, ¿cuánto cuestan 8 cuadernos?', ['**$ 3.200**']],
    ['Si 4 lápices cuestan $ 360, ¿cuánto se pagará por 10 lápices?', ['**$ 900**']],
    // The saving of a discount on the price said before it.
    [
      'Una campera cuesta $ 5000 y tiene un descuento del 20 %. ¿Cuánto se ahorra?',
      ['**Se ahorró $ 1.000**'],
    ],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    'Calculá el 15 % de 240.',
    // Three more workers, not three.
    'Si 5 obreros hacen una obra en 12 días, ¿cuántos días tardarán 3 obreros más?',
    'Si 3 kg cuestan $ 1.200, ¿cuánto cuestan 500 g?',
    'Si 3 kg de pan cuestan $ 1.200, ¿cuánto cuestan 5 kg de harina?',
    'Si 3 kg cuestan $ 1.200 y hay un descuento de $ 100, ¿cuánto cuestan 5 kg?',
    'Un artículo cuesta $ 500 y tiene un descuento del 10 % si se compran 3 unidades. ¿Cuánto se paga?',
  ]);

  itSolvesItsExamples(proportions);
});

describe('solveProportions, checked back', () => {
  it('the direct rule of three keeps the price per unit', () => {
    const next = random(641);
    for (let n = 0; n < 30; n++) {
      const [q1, q2, unitPrice] = [
        1 + Math.floor(next() * 9),
        1 + Math.floor(next() * 20),
        10 * (1 + Math.floor(next() * 90)),
      ];
      const reply = solve(`Si ${q1} kg de yerba cuestan $ ${q1 * unitPrice}, ¿cuánto cuestan ${q2} kg?`);
      const stated = Number(
        (/\*\*\$ ([\d.,]+)\*\*/.exec(reply?.text ?? '')?.[1] ?? '').replace(/\./g, '').replace(',', '.'),
      );
      expect(reply?.certain).toBe(true);
      expect(Math.abs(stated - q2 * unitPrice)).toBeLessThan(0.006);
    }
  });

  it('a discount of p % and then a surcharge of q % multiply the price by (1 − p/100)(1 + q/100)', () => {
    const next = random(640);
    for (let n = 0; n < 30; n++) {
      const [price, p, q] = [
        100 * (1 + Math.floor(next() * 90)),
        5 * (1 + Math.floor(next() * 10)),
        5 * (1 + Math.floor(next() * 6)),
      ];
      const reply = solve(
        `Un artículo cuesta $ ${price}. Tiene un descuento del ${p} % y luego un recargo del ${q} %. ¿Cuál es el precio final?`,
      );
      const stated = Number(
        (/Precio final: \$ ([\d.,]+)/.exec(reply?.text ?? '')?.[1] ?? '')
          .replace(/\./g, '')
          .replace(',', '.'),
      );
      expect(reply?.certain).toBe(true);
      expect(Math.abs(stated - price * (1 - p / 100) * (1 + q / 100))).toBeLessThan(0.006);
    }
  });
});
