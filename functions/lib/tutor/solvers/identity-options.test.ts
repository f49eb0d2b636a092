import { describe, expect, it } from 'vitest';
import { solveIdentityOptions } from './identity-options.ts';

const withOptions = (statement: string, options: readonly string[]) =>
  [statement, ...options.map((option, i) => `${'ABCDE'[i]}) ${option}`)].join('\n');

describe('which equality holds for every value of its letters', () => {
  it('names the identity and refutes each other option with a counterexample', () => {
    const reply = solveIdentityOptions(
      withOptions('¿Cuál de las siguientes igualdades es verdadera para todo par de números reales a y b?', [
        '(a + b)² = a² + b²',
        '√(a²) = |a|',
        '√(a + b) = √a + √b',
        '(a − b)² = a² − b²',
        'Ninguna respuesta anterior es correcta',
      ]),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('B');
    expect(reply?.text).toContain(
      'A) (a + b)² = a² + b²: falla con a = 2 y b = 3: el primer miembro da 25 y el segundo 13.',
    );
    expect(reply?.text).toContain('**B) √(a²) = |a|**');
  });

  it('finds the one that fails when the false one is asked, and «ninguna» when every option is refuted', () => {
    const falseOne = solveIdentityOptions(
      withOptions(
        '¿Cuál de las siguientes igualdades es falsa para algunos valores, aunque parezca una propiedad? Debe valer para todo x e y.',
        ['(x + y)² = x² + 2xy + y²', 'x² − y² = (x − y)(x + y)', '(x − y)³ = x³ − y³', '(xy)² = x²y²'],
      ),
    );
    expect(falseOne?.option).toBe('C');
    const none = solveIdentityOptions(
      withOptions('¿Cuál de las siguientes igualdades se cumple siempre?', [
        '(a + b)² = a² + b²',
        '(a + b)³ = a³ + b³',
        '√(a² + b²) = a + b',
        '1/a + 1/b = 1/(a + b)',
        'Ninguna respuesta anterior es correcta',
      ]),
    );
    expect(none?.option).toBe('E');
    expect(none?.certain).toBe(true);
  });

  it('takes the letters under a logarithm as positive unless the statement says any real', () => {
    const reply = solveIdentityOptions(
      withOptions('¿Cuál de las siguientes propiedades es verdadera para todo a y b?', [
        'log(a + b) = log a + log b',
        'log(a · b) = log a + log b',
        'log(a/b) = log a / log b',
        '(log a)² = 2 log a',
      ]),
    );
    expect(reply?.option).toBe('B');
  });

  it.each([
    ['two identities', ['(a + b)² = a² + 2ab + b²', 'a² − b² = (a − b)(a + b)', '(a − b)² = a² − b²']],
    ['an option that is not an equality', ['(a + b)² = a² + b²', 'a² + 2ab + b²', '√(a²) = |a|']],
    ['a letter given a value in the statement', ['(a + b)² = a² + b²', '√(a²) = |a|', '(a − b)² = a² − b²']],
  ])('declines with %s', (kind, options) => {
    const statement =
      kind === 'a letter given a value in the statement'
        ? 'Si a = 2 y b = 3, ¿cuál de las siguientes igualdades es verdadera?'
        : '¿Cuál de las siguientes igualdades es verdadera para todo a y b reales?';
    expect(solveIdentityOptions(withOptions(statement, options))).toBeUndefined();
  });

  it('holds every generated identity and refutes it once a coefficient is changed (property)', () => {
    let state = 7;
    const draw = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return 1 + (state % n);
    };
    for (let round = 0; round < 40; round++) {
      const [p, q] = [draw(6), draw(6)];
      const identity = `(${p}a + ${q}b)² = ${p * p}a² + ${2 * p * q}ab + ${q * q}b²`;
      const broken = `(${p}a + ${q}b)² = ${p * p}a² + ${2 * p * q + 1}ab + ${q * q}b²`;
      const reply = solveIdentityOptions(
        withOptions('¿Cuál de las siguientes igualdades es verdadera para todo a y b?', [
          broken,
          identity,
          `(${p}a − ${q}b)² = ${p * p}a² − ${q * q}b²`,
        ]),
      );
      expect(reply?.option, identity).toBe('B');
    }
  });
});
