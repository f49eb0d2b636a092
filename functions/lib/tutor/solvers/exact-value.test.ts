import { describe, expect, it } from 'vitest';
import { exactText, exactValue, solveExactValue, twoSurdText } from './exact-value.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveExactValue(problem);

describe('solveExactValue', () => {
  itSolvesCertainly(solve, [
    ['Calculá log_2 32 − log_3 (1/9).', ['**= 7**']],
    ['Aplicando propiedades, calculá log_5 125 + log_4 2.', ['**= 7/2 ≈ 3,5**']],
    ['Calculá log₂ 8 + log₃ 27.', ['**= 6**']],
    // A root or a power of e written without brackets: log₃ √27 = 3/2, ln e³ = 3, log 100 = 2.
    ['Calculá log₃ √27 + ln e³ − log 100.', ['**= 5/2 ≈ 2,5**']],
    ['Hallá el valor de log₂ √32 − log₅ (1/125).', ['**= 11/2 ≈ 5,5**']],
    ['Calculá sen 30° + cos 60°.', ['**= 1**']],
    ['Calculá sen(150°) · cos(300°).', ['**= 1/4 ≈ 0,25**']],
    ['Calculá sen 60° · cos 45°.', ['**= √6/4 ≈ 0,6124**']],
    ['Si log 2 = 0,3 y log 3 = 0,48, calculá log 12.', ['12 = 2^2 · 3', '**log 12 = 1,08**']],
    ['Si log 2 = 0,3 y log 3 = 0,48, calculá log 1,5.', ['**log 1,5 = 0,18**']],
    ['Si log 2 = 0,3, calculá log 5.', ['**log 5 = 0,7**']],
    // Asked as «el valor aproximado de … es:», the values given rounded.
    ['Sabiendo que log 2 ≈ 0,3 y log 3 ≈ 0,48, el valor aproximado de log 24 es:', ['**log 24 ≈ 1,38**']],
    // Values given as rounded («≅»): the result is said rounded too; a decimal argument by a power of 10.
    [
      'Sabiendo que log 2 ≅ 0,301 y log 3 ≅ 0,477, calcule log 7,2 sin usar calculadora.',
      ['7,2 = 2^3 · 3^2 · 10^-1', '3 · 0,301 + 2 · 0,477 − 1 = 0,857', '**log 7,2 ≈ 0,857**'],
    ],
    ['Si log 2 = 0,301 y log 3 = 0,477, calculá log 0,18.', ['log 0,18 = log 2 + 2·log 3 - 2']],
    ['Si log_a 2 = 0,3 y log_a 3 = 0,48, calculá log_a 18.', ['**log_a 18 = 1,26**']],
    // Sums and differences of notable angles: two surds.
    ['El valor exacto de sen 75° es:', ['**= (√6 + √2)/4 ≈ 0,9659**']],
    ['Calculá el valor exacto de tg 15°.', ['**= 2 - √3 ≈ 0,2679**']],
    // The reciprocal ratios as quotients (#32), and an angle a letter names.
    ['Calcular el valor exacto de cotg 300°.', ['**= -√3/3 ≈ -0,5774**']],
    ['Hallar el valor exacto de sec² 45° + cotg 60° · tg 30° − cosec 30°.', ['**= 1/3 ≈ 0,3333**']],
    ['Calculá cotg (π/4) + sec π.', ['**= 0**']],
    ['Si α = 300°, el valor exacto de cotg α es:', ['**= -√3/3 ≈ -0,5774**']],
  ]);

  itDeclines(
    'leaves a logarithm of an unbracketed quotient alone (log of 1/25, or log 1 over 25?): %s',
    solve,
    ['Calculá log₅ 1/25.', 'Calcular log₂ 1/8 + 3.'],
  );

  it('checks the reciprocal ratios of the notable angles back against 1/sen, 1/cos and 1/tg', () => {
    const angles = [30, 45, 60, 120, 135, 150, 210, 225, 240, 300, 315, 330];
    const ratios = [
      ['sec', (a: number) => 1 / Math.cos(a)],
      ['cosec', (a: number) => 1 / Math.sin(a)],
      ['cotg', (a: number) => Math.cos(a) / Math.sin(a)],
    ] as const;
    for (const degrees of angles)
      for (const [name, ratio] of ratios) {
        const reply = solve(`Calculá el valor exacto de ${name} ${degrees}°.`);
        const shown = /≈ (-?\d+(?:,\d+)?)\*\*|= (-?\d+)\*\*/.exec(reply?.text ?? '');
        const stated = Number((shown?.[1] ?? shown?.[2] ?? 'NaN').replace(',', '.'));
        expect(reply?.certain, `${name} ${degrees}°`).toBe(true);
        expect(Math.abs(stated - ratio((degrees * Math.PI) / 180)), `${name} ${degrees}°`).toBeLessThan(5e-5);
      }
  });

  itDeclines('leaves alone what it cannot answer whole: %s', solve, [
    'Si log 2 = 0,3 y log 3 = 0,48, calculá log 7.',
    'Si log 2 = 0,3 y log 3 = 0,48, calculá log 6 + log 4.',
    'Calculá el valor exacto de sen 20°.',
    // An angle named by a letter is no number: «tg 2α» is not tg 2.
    'Si sen α = √2/2, calculá tg 2α.',
    'Resolvé log_2 (x) = 3.',
    'Calculá 3 + 4.',
    // Not defined there, and a letter that stands for more than the value given.
    'Calculá el valor exacto de sec 90°.',
    'Si α = 300°, calculá cotg α sabiendo que α está en el cuarto cuadrante.',
  ]);

  itSolvesItsExamples(exactValue);
});

describe('exactText', () => {
  it('writes p/q·√r back exactly for random small fractions', () => {
    const next = random(653);
    for (let n = 0; n < 40; n++) {
      const [p, q] = [1 + Math.floor(next() * 9), 1 + Math.floor(next() * 12)];
      const [top = 'NaN', bottom = '1'] = (exactText(p / q) ?? 'NaN').split('/');
      expect(Number(top) / Number(bottom)).toBeCloseTo(p / q, 12);
    }
  });
});

describe('twoSurdText', () => {
  it('writes (a√r + b√s)/d back to the value it was built from', () => {
    const next = random(3638);
    const pairs = [
      [6, 2],
      [3, 1],
      [2, 1],
    ] as const;
    for (let n = 0; n < 40; n++) {
      const [r, s] = pairs[Math.floor(next() * pairs.length)] ?? [6, 2];
      const [a, b] = [1 + Math.floor(next() * 3), (next() < 0.5 ? -1 : 1) * (1 + Math.floor(next() * 3))];
      const d = 1 + Math.floor(next() * 8);
      const v = (a * Math.sqrt(r) + b * Math.sqrt(s)) / d;
      const text = twoSurdText(v) ?? '';
      const read = Function(
        `return ${text.replace(/(\d*)√(\d)/g, (_, k: string, x: string) => `${k || 1}*Math.sqrt(${x})`)}`,
      )();
      expect(read, text).toBeCloseTo(v, 9);
    }
  });
});
