import { describe, expect, it } from 'vitest';
import { functionDomain, solveDomain } from './domain.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveDomain(problem);

describe('solveDomain', () => {
  itSolvesCertainly(solve, [
    [
      'Hallá el dominio de f(x) = √(6 − 2x) / (x + 1).',
      ['$6 - 2x \\ge 0$', '**Dom f = (-∞; -1) ∪ (-1; 3]**'],
    ],
    ['Hallá el dominio de f(x) = log(x² − 5x + 6).', ['**Dom f = (-∞; 2) ∪ (3; +∞)**']],
    ['Dominio de f(x) = 1/(x² − 4)', ['**Dom f = (-∞; -2) ∪ (-2; 2) ∪ (2; +∞)** (o sea, ℝ − {-2; 2})']],
    ['Sea f(x) = log₂(x − 1) + 3. ¿Cuál es el dominio de f?', ['**Dom f = (1; +∞)**']],
    ['dominio de f(x) = √(x^2 - 9)', ['**Dom f = (-∞; -3] ∪ [3; +∞)**']],
    ['dominio de f(x) = ln(x)/(x - 3)', ['**Dom f = (0; 3) ∪ (3; +∞)**']],
    // «sqrt(…)» as typed for √, its name read whole.
    ['El dominio de f(x) = sqrt(x − 1)/(x^2 − 9) es:', ['**Dom f = [1; 3) ∪ (3; +∞)**']],
    // The image of a logarithm or a power of a positive base, with the domain when both are asked.
    ['Hallá el dominio y la imagen de f(x) = log₂(x − 3) + 1.', ['**Dom f = (3; +∞)**', '**Im f = ℝ**']],
    ['Sea f(x) = −3·2^(x+1) + 4. Hallá dominio e imagen.', ['**Dom f = ℝ**', '**Im f = (-∞; 4)**']],
    ['Hallá la imagen de f(x) = (1/2)^(x) + 2.', ['**Im f = (2; +∞)**']],
    ['Hallá el dominio de f(x) = 2^(1/x).', ['**Dom f = (-∞; 0) ∪ (0; +∞)**']],
    // A root in a denominator: what is inside must be strictly positive.
    ['Hallá el dominio de f(x) = 1/√(4 − x²).', ['**Dom f = (-2; 2)**']],
    ['Hallá el dominio de f(x) = (x + 1)/√(x − 3).', ['**Dom f = (3; +∞)**']],
  ]);

  itDeclines('leaves other questions alone: %s', solve, [
    'Hallá la imagen de f(x) = x² − 4x + 1.',
    'Sea f(x) = log₂(x − 1) + 3. ¿Para qué x vale f(x) = 5?',
    'dominio de f(x) = sen(x)/x',
    // 2^x − 3 might be 2^(x − 3) without its brackets.
    'Hallá la imagen de f(x) = 2^x − 3.',
  ]);

  itSolvesItsExamples(functionDomain);
});

const minus = (a: number) => (a < 0 ? `x + ${-a}` : a === 0 ? 'x' : `x - ${a}`);

describe('solveDomain, checked back', () => {
  it('√(x − a)/(x − b) is [a; +∞) without b', () => {
    const next = random(71);
    const int = () => Math.floor(next() * 21) - 10;
    for (let n = 0; n < 150; n++) {
      const [a, b] = [int(), int()];
      const text = solve(`Hallá el dominio de f(x) = √(${minus(a)})/(${minus(b)}).`)?.text ?? '';
      const expected = b < a ? `[${a}; +∞)` : b === a ? `(${a}; +∞)` : `[${a}; ${b}) ∪ (${b}; +∞)`;
      expect(text).toContain(`**Dom f = ${expected}**`);
    }
  });
});

describe('solveDomain: the image of a power added to or taken from a number', () => {
  it.each([
    ['Hallar la imagen de f(x) = 3 + 2^x', '**Im f = (3; +∞)**'],
    ['Hallar la imagen de f(x) = 5 − 2^x', '**Im f = (-∞; 5)**'],
    ['Hallar la imagen de f(x) = 5 − 3·2^x', '**Im f = (-∞; 5)**'],
    ['Hallar la imagen de f(x) = 2ˣ + 3', '**Im f = (3; +∞)**'],
  ])('%s', (statement, expected) => {
    const reply = solveDomain(statement);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('still leaves «2^x + 3» typed without brackets, which may be 2^(x + 3)', () => {
    expect(solveDomain('Hallar la imagen de f(x) = 2^x + 3')).toBeUndefined();
  });
});

describe('solveDomain: asymptotes, and the image of a homographic function', () => {
  it.each([
    [
      'Hallar las asíntotas de f(x) = (2x + 1)/(x − 3)',
      ['**Asíntota vertical: x = 3**', '**Asíntota horizontal: y = 2**'],
    ],
    ['Indicar la asíntota horizontal de f(x) = 3·2ˣ − 1', ['**Asíntota horizontal: y = -1**']],
    ['Hallar la asíntota vertical de f(x) = log(x − 2) + 1', ['**Asíntota vertical: x = 2**']],
    ['Hallar la imagen de f(x) = (4x − 1)/(2x + 6)', ['**Im f = ℝ − {2}**']],
    ['Hallá la imagen de f(x) = 1/x.', ['**Im f = ℝ − {0}**']],
  ])('%s', (statement, expected) => {
    const reply = solveDomain(statement);

    expect(reply?.certain).toBe(true);
    for (const line of expected) expect(reply?.text).toContain(line);
  });

  it.each([
    'Hallar la asíntota vertical de f(x) = 2ˣ + 1',
    'Hallar las asíntotas de f(x) = x²/(x − 1)',
    // A domain restricted changes the image; a value asked is another result.
    'Hallar la imagen de f(x) = 2ˣ + 3 para x ≥ 0.',
    'Hallar la imagen de f(x) = 1/x con x > 0.',
    'Hallar la asíntota horizontal de f(x) = (2x + 1)/(x − 3) y el valor de f(4).',
    // A root or an intercept: made of the asymptotes, not them (where they cross is read below).
    'Para f(x) = log₂(x − 3) + 1, la asíntota vertical y la raíz son, respectivamente:',
  ])('leaves alone «%s»', (statement) => {
    expect(solveDomain(statement)).toBeUndefined();
  });
});

describe('solveDomain: where the asymptotes cross (#32)', () => {
  itSolvesCertainly(solve, [
    [
      'Las asíntotas de f(x) = (3x − 1)/(x + 2) se cortan en el punto:',
      ['**Las asíntotas se cortan en (-2; 3)**'],
    ],
    [
      '¿En qué punto se cortan las asíntotas de f(x) = (2x + 5)/(x − 1)?',
      ['**Las asíntotas se cortan en (1; 2)**'],
    ],
    [
      'Hallar el punto de intersección de las asíntotas de g(x) = (x + 1)/(2x − 4).',
      ['**Las asíntotas se cortan en (2; 1/2)**'],
    ],
  ]);
  it('leaves a function with one asymptote, and the asymptotes crossing the axes', () => {
    expect(solve('Las asíntotas de f(x) = 2^x + 1 se cortan en:')?.certain).not.toBe(true);
    expect(solve('Las asíntotas de f(x) = (3x − 1)/(x + 2) se cortan con los ejes en:')?.certain).not.toBe(
      true,
    );
  });
});
