import { describe, expect, it } from 'vitest';
import { solveConversionEach } from './conversion-targets.ts';
import { fromText } from './declaration.ts';

const solve = fromText(solveConversionEach);

describe('solveConversionEach: the unit asked', () => {
  it('converts a density into the SI when the statement names no unit but the SI', () => {
    const reply = solve(
      'El aceite tiene una densidad de 0,92 g/cm³. Expresá esa densidad en unidades del SI.',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**0,92 g/cm³ = 920 kg/m³**');
  });

  it('converts into each of two units asked together', () => {
    const reply = solve(
      'Un bidón tiene una capacidad de 0,02 m³. ¿Cuánto es, expresado en litros y en mililitros?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**0,02 m³ = 20 L**');
    expect(reply?.text).toContain('**0,02 m³ = 20.000 mL**');
  });

  it('names each unit asked, in the order asked', () => {
    for (const [value, units] of [
      [1.5, ['km', 'm', 'cm']],
      [250, ['cm', 'm', 'mm']],
      [3.75, ['h', 'min', 's']],
    ] as const) {
      const [from, a, b] = units;
      const text =
        solveConversionEach(`Pasá ${String(value).replace('.', ',')} ${from} a ${a} y a ${b}.`) ?? '';
      const results = [...text.matchAll(/\*\*[^=*]+= ([\d.,]+) (\S+)\*\*/g)].map((m) => m[2]);
      expect(results).toEqual([a, b]);
    }
  });
});
