import { describe, expect, it } from 'vitest';
import { radicals, solveRadicals } from './radicals.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveRadicals(problem);
const solveSquareRootsDeclared = (problem: string) => radicals.solve(problem);

describe('solveRadicals', () => {
  itSolvesCertainly(solve, [
    ['Racionalizá 6/√3.', ['**2√3**']],
    ['Racionalizá el denominador de 4/(√5 − 1).', ['diferencia de cuadrados', '**1 + √5**']],
    ['Racionalizá 2/(√3 + √2).', ['**2√3 - 2√2**']],
    ['Racionalizá 10/(3 − √2).', ['**(30 + 10√2)/7**']],
    ['Racionalizá 5/(2√5).', ['**√5/2**']],
    ['Simplificá √50 + √18 − √8.', ['$\\sqrt{50} = 5\\sqrt{2}$', '**6√2**']],
    ['Simplificá 2√12 − √27 + √3.', ['**2√3**']],
    ['Al simplificar √75 − √12 se obtiene:', ['**3√3**']],
    ['La expresión √50 + √18 − √8 es igual a:', ['**6√2**']],
  ]);

  itDeclines('leaves alone what is not its kind: %s', solve, [
    'Racionalizá 3/√x.',
    'Resolvé √(x + 1) = 3.',
    // A number outside the sum is another calculation.
    'Calculá 2√3 + √12 − 3.',
    'Calculá 3 · √2 + √8.',
  ]);

  itSolvesItsExamples(radicals);
});

describe('solveRadicals: sums whose terms are products of roots', () => {
  itSolvesCertainly(solve, [
    ['Simplificá √2 · √8.', ['**4**']],
    ['La expresión √8 · √2 + √3 es igual a:', ['**4 + √3**']],
    ['Al simplificar √50 − 2√18 + √8 · √(1/2) se obtiene:', ['**2 - √2**']],
    ['Calculá 2√3 · √6 − √50.', ['**√2**']],
    ['Simplificá √(2/3) + √6.', ['**4√6/3**']],
  ]);

  it('multiplies and adds like radicals to the decimal value of the original, for random products', () => {
    const next = random(4242);
    for (let n = 0; n < 40; n++) {
      const pick = () => 2 + Math.floor(next() * 30);
      const [a, b, c, p, q] = [pick(), pick(), pick(), pick(), pick()];
      const reply = solve(`Simplificá √${a} · √${b} − √${c} + √(${p}/${q}).`);
      expect(reply?.certain).toBe(true);
      const answer = [...(reply?.text ?? '').matchAll(/\*\*([^*]+)\*\*/g)].at(-1)?.[1] ?? '';
      const value = Function(
        `return ${answer.replace(/(\d*)√(\d+)/g, (_, k, r) => `${k || 1}*Math.sqrt(${r})`).replace(/−/g, '-')};`,
      )() as number;
      expect(value).toBeCloseTo(Math.sqrt(a * b) - Math.sqrt(c) + Math.sqrt(p / q), 9);
    }
  });
});

describe('solveRadicals, checked back', () => {
  it('k√(m²·s) terms add to the sum of k·m, for random like radicals', () => {
    const next = random(655);
    for (let n = 0; n < 30; n++) {
      const [m1, m2] = [1 + Math.floor(next() * 5), 1 + Math.floor(next() * 5)];
      const s = [2, 3, 5, 7][Math.floor(next() * 4)] ?? 2;
      const total = m1 + m2;
      const reply = solve(`Simplificá √${m1 * m1 * s} + √${m2 * m2 * s}.`);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**${total}√${s}**`);
    }
  });
});

describe('solveRadicals: a colon that introduces the sum', () => {
  it('reads «Simplificar: √50 + √18 − √8» as the sum, and «12 : √50» still as a quotient', () => {
    expect(solveRadicals('Simplificar: √50 + √18 − √8')?.text).toContain('**6√2**');
    expect(solveRadicals('Calcular: 12 : √50 + √18')?.text ?? '').not.toContain('Suma de radicales');
  });
});

describe('letters that stand for roots', () => {
  const letters = 'Sean a = √12 + √27 y b = √3.';

  it('writes a letter simplified, a product and a quotient rationalized', () => {
    expect(solveSquareRootsDeclared(`${letters} Exprese a como un múltiplo de √3.`)?.text).toContain(
      '**a = 5√3**',
    );
    expect(solveSquareRootsDeclared(`${letters} Calcule a · b.`)?.text).toContain('**a · b = 15**');
    const quotient = solveSquareRootsDeclared(`${letters} Racionalice la expresión 6/(a − b).`);
    expect(quotient?.certain).toBe(true);
    expect(quotient?.text).toContain('**√3/2**');
    expect(solveSquareRootsDeclared('Sean p = √50 y q = √8. Calcule p + q.')?.text).toContain(
      '**p + q = 7√2**',
    );
  });

  it('leaves alone a letter not defined, another root asked and two orders', () => {
    expect(solveSquareRootsDeclared(`${letters} Calcule a · c.`)).toBeUndefined();
    expect(solveSquareRootsDeclared(`${letters} Exprese a como un múltiplo de √2.`)).toBeUndefined();
    expect(solveSquareRootsDeclared(`${letters} Calcule a · b y racionalice 6/(a − b).`)).toBeUndefined();
  });
});
