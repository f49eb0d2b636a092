import { describe, expect, it } from 'vitest';
import { angleUnits, solveAngleUnits } from './angle-units.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveAngleUnits(problem);

describe('solveAngleUnits', () => {
  itSolvesCertainly(solve, [
    ['Expresá 150° en radianes.', ['**α = 5π/6 rad ≈ 2,618 rad**']],
    ['Expresá el ángulo de 240° en radianes.', ['4π/3 rad']],
    ['Expresá −45° en radianes.', ['−π/4 rad']],
    ['Pasá 2π/3 rad a grados.', ['**α = 120°**']],
    ['¿Cuántos grados son 3π/4 radianes?', ['**α = 135°**']],
    ['Expresá 5π/12 en grados sexagesimales.', ['**α = 75°**']],
    ['Pasá 2,5 rad a grados sexagesimales.', ['143° 14\' 22,02"']],
    ['Expresá 1 rad en grados.', ['57° 17\' 44,81"']],
    ['Expresá 35° 15\' 36" en radianes.', ['35,26°', '0,6154 rad']],
  ]);

  itDeclines('leaves alone what is not a change of units: %s', solve, [
    'Calculá sen 30°.',
    'Expresá 25 °C en grados Fahrenheit.',
    'Un triángulo tiene un ángulo de 40° y otro de 60°, ¿cuánto mide el tercero en radianes?',
    'Expresá 30° y 45° en radianes.',
    'Una rueda gira a 3 rad/s, ¿cuántas vueltas da en 10 s?',
    'Expresá 150° en grados.',
    'Pasá π/2 rad a grados y multiplicalo por 3.',
  ]);

  itSolvesItsExamples(angleUnits);
});

describe('solveAngleUnits, checked back', () => {
  it('a whole number of degrees goes to radians and back', () => {
    const next = random(732);
    for (let n = 0; n < 40; n++) {
      const degrees = 1 + Math.floor(next() * 359);
      const there = solve(`Expresá ${degrees}° en radianes.`);
      const radians = Number((/≈ ([\d,]+) rad\*\*/.exec(there?.text ?? '')?.[1] ?? '').replace(',', '.'));
      expect(there?.certain).toBe(true);
      expect(Math.abs(radians - (degrees * Math.PI) / 180)).toBeLessThan(6e-5);
      const exact = /\*\*α = (\d*)π\/(\d+) rad/.exec(there?.text ?? '');
      if (exact) expect((Number(exact[1] || 1) / Number(exact[2])) * 180).toBeCloseTo(degrees, 9);
    }
  });
});
