import { describe, expect, it } from 'vitest';
import { solveConversion } from './units.ts';

describe('forces and accelerations in the units exams mix', () => {
  it('converts N to dyn and back, without g', () => {
    const reply = solveConversion('¿Cuántas dinas son 0,3 N?');
    expect(reply).toContain('**0,3 N = 30.000 dyn**');
    expect(reply).not.toContain('g =');
    expect(solveConversion('Una fuerza de 0,02 N, expresada en dinas, es:')).toContain('= 2.000 dyn**');
    expect(solveConversion('Pasá 50.000 dyn a N')).toContain('= 0,5 N**');
  });

  it('converts kgf with the g the statement gives, and says which g it used', () => {
    expect(solveConversion('Convertí 3,5 kgf a newton.')).toContain('con g = 9,8 m/s²');
    expect(solveConversion('Expresá 40 kgf en newtons, con g = 10 m/s².')).toContain('**40 kgf = 400 N**');
  });

  it('leaves a g alone where no kgf needs it (a datum it would not use)', () => {
    expect(solveConversion('Expresá 3 kN en dinas, con g = 10 m/s².')).toBeUndefined();
  });

  it('converts m/s² and cm/s² both ways', () => {
    expect(solveConversion('Expresá una aceleración de 2,5 m/s² en cm/s².')).toContain(
      '**2,5 m/s² = 250 cm/s²**',
    );
    expect(solveConversion('Pasá 980 cm/s² a m/s²')).toContain('= 9,8 m/s²**');
  });

  it('finds a force back in its own unit (property)', () => {
    const units = [
      ['N', 1],
      ['kN', 1000],
      ['dyn', 1e-5],
      ['kgf', 9.8],
    ] as const;
    let seed = 5;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const [from, fromN] = units[Math.floor(next() * 4)] ?? units[0];
      const [to, toN] = units[Math.floor(next() * 4)] ?? units[1];
      if (from === to) continue;
      const value = 1 + Math.floor(next() * 500);
      const reply = solveConversion(`Pasá ${value} ${from} a ${to}`);
      const stated = new RegExp(`[=≈] ([\\d.]+(?:,\\d+)?) ${to}\\*\\*`).exec(reply ?? '')?.[1];
      const result = Number((stated ?? 'NaN').replace(/\./g, '').replace(',', '.'));
      const expected = (value * fromN) / toN;
      expect(Math.abs(result - expected), `${value} ${from} a ${to}`).toBeLessThanOrEqual(0.005 * expected);
    }
  });
});

describe('forces written with a power of ten', () => {
  it('takes the power of ten as part of the datum', () => {
    const reply = solveConversion('Una fuerza de 3·10⁵ dyn, ¿a cuántos N equivale?');
    expect(reply).toContain('F = 3 · 10⁵ dyn = 300.000 dyn');
    expect(reply).toContain('**300.000 dyn = 3 N**');
  });
});

describe('energies with the prefixes M and m, read with their case', () => {
  it('converts MJ and mJ to and from J and kJ', () => {
    expect(solveConversion('Expresá una energía de 0,25 MJ en kJ.')).toContain('**0,25 MJ = 250 kJ**');
    expect(solveConversion('¿Cuántos mJ son 0,4 J?')).toContain('**0,4 J = 400 mJ**');
    expect(solveConversion('Pasá 3 MJ a joules')).toContain('= 3.000.000 J**');
  });

  it('leaves J and kJ to the unit table, and a statement with two energies alone', () => {
    expect(solveConversion('Expresá 2,5 kJ en joules.')).toContain('= 2.500 J**');
    expect(solveConversion('Sumá 2 MJ y 300 kJ y expresalo en kJ.')).toBeUndefined();
  });
});

describe('energies in kWh and GJ against MJ', () => {
  it('takes kWh to MJ and GJ, and GJ to kWh', () => {
    expect(solveConversion('Una energía de 1 kWh, ¿a cuántos MJ equivale?')).toContain('**1 kWh = 3,6 MJ**');
    expect(solveConversion('Pasá 450 kW·h a GJ')).toContain('**450 kWh = 1,62 GJ**');
  });
});

describe('a kgf by the equivalence the statement gives', () => {
  it('reads «(1 kgf = 9,8 N)» as the g to use, and says so', () => {
    const reply = solveConversion('Una caja pesa 40 kgf. Su peso expresado en newtons es: (1 kgf = 9,8 N)');
    expect(reply).toContain('**40 kgf = 392 N**');
    expect(reply).toContain('1 kgf = 9,8 N, como da el enunciado');
    expect(solveConversion('Expresar 12 kgf en N (1 kgf = 10 N).')).toContain('**12 kgf = 120 N**');
  });

  it('declines an equivalence beside a g of its own', () => {
    expect(solveConversion('Expresar 12 kgf en N (1 kgf = 10 N), con g = 9,8 m/s².')).toBeUndefined();
  });
});
