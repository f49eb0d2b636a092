import { describe, expect, it } from 'vitest';
import { solveArithmetic } from './arithmetic.ts';
import { answerLine, random } from './testing.ts';

const result = (expression: string) => answerLine(solveArithmetic(expression) ?? '');

describe('solveArithmetic, fractions as the school writes them', () => {
  it.each([
    ['3/4 − 2/3 : 4/9', '= -0,75'],
    ['6 : 2/3', '= 9'],
    ['2/3 · 3/4', '= 0,5'],
    // A chain of «/» keeps its order, and so do powers next to a fraction.
    ['(1 + 2)/3/4', '= 0,25'],
    ['8/4/2', '= 1'],
    ['2^3/4', '= 2'],
    ['3/2^2', '= 0,75'],
  ])('%s', (expression, shown) => {
    expect(result(expression)).toContain(shown);
  });

  it('divides by a fraction as multiplying by its inverse', () => {
    const next = random(692);
    for (let n = 0; n < 30; n++) {
      const draw = () => 1 + Math.floor(next() * 9);
      const [a, b, c, d] = [draw(), draw(), draw(), draw()];
      const stated = Number(
        (/[=≈]\s*(-?[\d.,]+)$/.exec(result(`${a}/${b} : ${c}/${d}`))?.[1] ?? '')
          .replace(/\./g, '')
          .replace(',', '.'),
      );
      expect(Math.abs(stated - (a * d) / (b * c))).toBeLessThan(0.006);
    }
  });
});

describe('solveArithmetic: a product in scientific notation', () => {
  it('answers «… y expresá el resultado en notación científica» with the mantissa and the power', () => {
    const reply = solveArithmetic(
      'Calculá (3,0·10⁴) · (2,5·10⁻⁶) y expresá el resultado en notación científica.',
    );
    expect(reply).toContain('= 0,075**');
    expect(reply).toContain('en notación científica, 7,5 · 10⁻²');
  });

  it('writes random products back in scientific notation (seeded)', () => {
    const next = random(31);
    for (let trial = 0; trial < 30; trial++) {
      const [a, b] = [1 + Math.floor(next() * 9), 1 + Math.floor(next() * 9)];
      const [p, q] = [Math.floor(next() * 6), -Math.floor(next() * 6)];
      const reply = solveArithmetic(`Calculá (${a}·10^${p}) · (${b}·10^${q}) en notación científica`) ?? '';
      const form = /notación científica, (-?[\d,]+) · 10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)\)/.exec(reply);
      const exponent = Number(
        [...(form?.[2] ?? '')].map((c) => (c === '⁻' ? '-' : String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)))).join(''),
      );
      const mantissa = Number((form?.[1] ?? '').replace(',', '.'));
      expect(mantissa).toBeGreaterThanOrEqual(1);
      expect(mantissa).toBeLessThan(10);
      expect(mantissa * 10 ** exponent).toBeCloseTo(a * b * 10 ** (p + q), 8);
    }
  });
});

describe('solveArithmetic: cube and fourth roots', () => {
  it.each([
    ['Calcular: ∛(−27) + √(16/9)', '= -5/3'],
    ['Calcular: ∛8 · ∜16', '= 4'],
    ['Calcular: 2∛27 − √25', '= 1'],
  ])('%s', (statement, expected) => {
    expect(solveArithmetic(statement)).toContain(expected);
  });

  it('says an even root of a negative number is not real', () => {
    expect(solveArithmetic('Calcular: ∜(−16) + 1')).toContain('no es un número real');
  });

  it('never leaves a root sign out of the computation it reads', () => {
    expect(solveArithmetic('Calcular: ∛ de (−27) + 5') ?? '').not.toContain('= -22');
  });
});

describe('solveArithmetic: «el producto» or «el cociente» naming the operation written (#32)', () => {
  it.each([
    [
      'El producto (3 · 10⁵) · (4 · 10⁻²) en notación científica es:',
      '= 12.000** (en notación científica, 1,2 · 10⁴)',
    ],
    [
      'El cociente (8 · 10⁶) : (2 · 10²) en notación científica es:',
      '= 40.000** (en notación científica, 4 · 10⁴)',
    ],
    ['¿Cuánto da el producto 2,5 · 4?', '= 10**'],
  ])('%s', (message, expected) => {
    expect(solveArithmetic(message)).toContain(expected);
  });
  it('leaves «el producto» of a sum', () => {
    expect(solveArithmetic('El producto 3 + 4 es:')).toBeUndefined();
  });
});

describe('solveArithmetic: the order in ustedeo around a bare computation (#32)', () => {
  it.each([
    // 1/4 + 1/3 = 7/12, inverted.
    ['Calcule el valor exacto de (2⁻² + 3⁻¹)⁻¹.', '= 12/7'],
    // 4 · 4 − 3.
    ['Calcule (0,5)⁻² · 8^(2/3) − 27^(1/3).', '= 13'],
    // 9 − 8 : 4 = 7.
    ['Efectúe 3² − 8 : 4.', '= 7'],
  ])('%s', (message, expected) => {
    expect(solveArithmetic(message)).toContain(expected);
  });
  it('leaves a computation with an unknown beside it', () => {
    expect(solveArithmetic('Calcule el valor de (2⁻² + 3⁻¹)⁻¹ + x.')).toBeUndefined();
  });
});
