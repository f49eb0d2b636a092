import { describe, expect, it } from 'vitest';
import { functionEquation, solveFunctionEquation, solveTimeToReach } from './function-equation.ts';

const solve = (problem: string) => solveFunctionEquation(problem);

describe('solveFunctionEquation', () => {
  it.each([
    [
      'Sea f(x) = log₂(x − 1) + 3. ¿Para qué x vale f(x) = 5?',
      ['$\\log_{2}(x - 1) + 3 = 5$', '**Solución: x = 5**'],
    ],
    ['Sea f(x) = log₂(x − 1) + 3. Hallá el cero de f.', ['**Solución: x = 9/8**']],
    ['Sea f(x) = x² − 4x + 1. ¿Para qué x vale 6?', ['**Soluciones: x₁ = -1 y x₂ = 5**']],
    ['Sea h(x) = log₃(x + 2). ¿Para qué x vale 2?', ['**Solución: x = 7**']],
    // «Resolver g(x) = 1.», «Hallar x tal que f(x) = 11.»: the value asked as an order.
    ['Dada g(x) = log₃(x + 2) − 1:\nResolver g(x) = 1.', ['**Solución: x = 7**']],
    ['Sea f(x) = 2^(x − 1) + 3. Hallar x tal que f(x) = 11.', ['**Solución: x = 4**']],
    // «Sea f(x) = 2^(x − 1)» is the definition, not «sea … = 2»: the value asked comes after it.
    [
      'Sea f(x) = 2^(x − 1). ¿Para qué valor de x se cumple f(x) = 16?',
      ['$2^{x - 1} = 16$', '**Solución: x = 5**'],
    ],
    // «Hallar su cero»: the zero of the one function the statement defines.
    ['Sea f(x) = log₂(x + 4). Hallar su cero.', ['**Solución: x = -3**']],
    ['Sea f(x) = 3^(x − 1) − 9. Hallá su cero.', ['**Solución: x = 3**']],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);

    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });

  it.each([
    'Sea f(x) = log₂(x − 1) + 3. ¿Cuál es el dominio de f?',
    'Hallá los ceros de f(x) = x² − 4x + 3.',
    'Sean f(x) = 2x − 3 y g(x) = x² + 1. Calculá (f ∘ g)(2).',
    // Before, «Sea f(x) = −3» was read as the value asked and x ≈ 0,22 stated with confidence.
    'Sea f(x) = −3·2^(x+1) + 4. Hallá dominio e imagen.',
    // Two functions defined: whose zero «su cero» asks is not read.
    'Sean f(x) = log₂(x + 4) y g(x) = x + 1. Hallar su cero.',
  ])('leaves other questions alone: %s', (problem) => {
    expect(solve(problem)).toBeUndefined();
  });

  it('solves its own examples', () => {
    for (const example of functionEquation.examples) expect(solve(example)?.certain).toBe(true);
  });

  it('gives back the x a logarithm was built at: log₂(x − a) + b = b + k at x = a + 2^k', () => {
    for (const a of [-3, 0, 2, 5])
      for (const b of [-1, 0, 4])
        for (const k of [0, 1, 3]) {
          const reply = solve(
            `Sea f(x) = log₂(x ${a < 0 ? '+' : '-'} ${Math.abs(a)}) ${b < 0 ? '-' : '+'} ${Math.abs(b)}. ¿Para qué x vale ${b + k}?`,
          );
          expect(reply?.text).toContain(`x = ${a + 2 ** k}**`);
        }
  });
});

describe('solveTimeToReach', () => {
  it.each([
    [
      'Un cultivo tiene 500 bacterias y su número se duplica cada 3 horas, según N(t) = 500 · 2^(t/3), con t en horas. ¿Al cabo de cuántas horas habrá 4000 bacterias?',
      '**t = 9 h**',
    ],
    [
      'Un capital crece según C(t) = 1000 · 1,05^t, con t en años. ¿Cuántos años deben pasar para que alcance 2000?',
      '**t ≈ 14,21 años**',
    ],
    [
      'Una sustancia se desintegra según M(t) = 80 · (1/2)^(t/5), t en días. ¿Cuándo quedarán 10 g?',
      '**t = 15 días**',
    ],
    [
      'Un medicamento se elimina según C(t) = 64 · (1/2)^t, con C en mg y t en horas. ¿Después de cuántas horas quedan 4 mg?',
      '**t = 4 h**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveTimeToReach(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone a statement with a number the model does not hold', () => {
    expect(
      solveTimeToReach(
        'N(t) = 500 · 2^(t/3). ¿Al cabo de cuántas horas habrá 4000 bacterias, si se agregan 100?',
      ),
    ).toBeUndefined();
  });

  it('gives back the time of k doublings: a · 2^(t/p) = a · 2^k at t = k · p', () => {
    for (const [a, p, k] of [
      [200, 2, 3],
      [50, 4, 5],
      [1000, 6, 1],
      [30, 5, 4],
    ] as const) {
      const reply = solveTimeToReach(
        `Una población crece según P(t) = ${a} · 2^(t/${p}), con t en horas. ¿Al cabo de cuántas horas habrá ${a * 2 ** k} individuos?`,
      );
      expect(reply?.text).toContain(`**t = ${k * p} h**`);
    }
  });
});

describe('solveFunctionEquation: the x asked before a capital-named function (#32)', () => {
  it.each([
    ['¿Para qué valor de x el valor numérico de P(x) = 4x − 6 es 10?', '**Resultado: x = 4**'],
    ['Si P(x) = 4x − 6, ¿para qué valor de x es P(x) = 10?', '**Resultado: x = 4**'],
    ['¿Para qué valor de x el valor numérico de Q(x) = 3x + 12 es 0?', '**Resultado: x = -4**'],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone a value asked beside the x, and two functions of the same letter', () => {
    expect(
      solve('¿Para qué valor de x el valor numérico de P(x) = 4x − 6 es 10 y cuál es P(0)?')?.certain,
    ).not.toBe(true);
    expect(solve('Sean P(x) = 4x − 6 y p(x) = x + 1. ¿Para qué valor de x es P(x) = 10?')?.certain).not.toBe(
      true,
    );
  });
});
