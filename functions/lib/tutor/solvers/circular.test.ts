import { describe, expect, it } from 'vitest';
import { solveCircular } from './circular.ts';
import { parseNumber } from './numbers.ts';

describe('solveCircular', () => {
  it.each([
    [
      'Un auto toma una curva plana de 50 m de radio a 72 km/h. Su aceleración centrípeta es:',
      '**a_c = 8 m/s²**',
    ],
    ['Una rueda gira a 300 rpm. ¿Cuál es su período?', '**T = 0,2 s**'],
    [
      'Una piedra atada a una cuerda de 0,5 m gira a 2 vueltas por segundo. ¿Cuál es su aceleración centrípeta?',
      '**a_c ≈ 78,96 m/s²**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveCircular(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines what it is not asked', () => {
    expect(
      solveCircular('Un auto toma una curva de 50 m de radio a 72 km/h. ¿Cuánto tarda?'),
    ).toBeUndefined();
  });

  it('gives v²/r back (seeded)', () => {
    let seed = 75;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const r = 5 + Math.round(next() * 200);
      const v = 2 + Math.round(next() * 40);
      const reply = solveCircular(
        `Un móvil recorre una curva de ${r} m de radio a ${v} m/s. ¿Cuál es su aceleración centrípeta?`,
      );
      const a = parseNumber(/a_c [=≈] ([\d.,]+)/.exec(reply?.text ?? '')?.[1] ?? 'x');

      expect(Math.abs(a - (v * v) / r)).toBeLessThan(0.006);
    }
  });
});
