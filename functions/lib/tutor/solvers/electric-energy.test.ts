import { describe, expect, it } from 'vitest';
import { solveElectricEnergy } from './electric-energy.ts';
import { fmt } from './numbers.ts';

describe('solveElectricEnergy', () => {
  it('gives the energy of an appliance in kWh and J, in an options stem', () => {
    const reply = solveElectricEnergy(
      'Una lámpara de 60 W permanece encendida durante 5 h. Indicar la opción correcta: la energía que consume es\nA) 300 kWh\nB) 0,3 kWh\nC) 12 kWh\nD) 3 kWh\nE) Ninguna de las anteriores',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**E = 0,3 kWh = 1.080.000 J**');
  });

  it('gives the cost of hours a day over some days at a price per kWh', () => {
    const reply = solveElectricEnergy(
      'Una estufa eléctrica de 2000 W funciona 3 horas por día durante 30 días. Si el kWh cuesta $ 80, ¿cuánto cuesta la energía consumida?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**costo = $ 14.400**');
    expect(
      solveElectricEnergy(
        'Un televisor de 150 W está encendido 4 horas diarias durante 30 días. ¿Cuánto se paga, a $ 90 el kWh?',
      )?.text,
    ).toContain('$ 1.620');
  });

  it('leaves alone a cost without a price, a power from a voltage and a current, and an unread datum', () => {
    expect(
      solveElectricEnergy('Una estufa de 2000 W funciona 3 h. ¿Cuánto cuesta la energía consumida?'),
    ).toBeUndefined();
    expect(
      solveElectricEnergy(
        'Una lámpara de 220 V por la que circulan 0,5 A funciona 10 h. ¿Qué energía consume?',
      ),
    ).toBeUndefined();
    expect(
      solveElectricEnergy('Una estufa de 2000 W y 2 velocidades funciona 3 h. ¿Qué energía consume?'),
    ).toBeUndefined();
  });

  it('finds back the energy of appliances built from known values (seeded)', () => {
    let seed = 5;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const watts = Math.round(next() * 3000 + 10);
      const hours = Math.round(next() * 20 + 1);
      const reply = solveElectricEnergy(
        `Un calefactor de ${watts} W funciona durante ${hours} h. ¿Qué energía consume?`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(` ${fmt((watts * hours) / 1000, 4)} kWh = `);
    }
  });
});
