import { describe, expect, it } from 'vitest';
import { solveExponentialLog } from './exponential.ts';

const solve = (message: string) => solveExponentialLog(message) ?? '';

describe('solveExponentialLog: exponential equations', () => {
  it.each([
    ['cuanto vale x si 2^(x+1)=16', ['$16 = 2^{4}$', '$x + 1 = 4$', '**Solución: x = 3**']],
    // Roots as fractional powers: a root of a power, and a root of a number written in the base.
    ['Resolvé √(2^x) = 8.', ['**Solución: x = 6**']],
    ['Resolvé 2^x = ∛4.', ['**Solución: x = 2/3**']],
    ['Resolvé 3^(x − 1) = √27.', ['$3^{x - 1} = 3^{\\frac{3}{2}}$', '**Solución: x = 5/2**']],
    ['Resolvé √(3^(x+1)) = 9^x.', ['**Solución: x = 1/3**']],
    ['Resolvé 2^(x − 1) = raíz cúbica de 16.', ['**Solución: x = 7/3**']],
    ['4^x = 8^(x-1)', ['$4 = 2^2,\\ 8 = 2^3$', '**Solución: x = 3**']],
    ['(1/2)^x = 8', ['**Solución: x = -3**']],
    ['5^(x-2) = 1', ['**Solución: x = 2**']],
    ['3*2^x = 24', ['**Solución: x = 3**']],
    ['5 + 2^x = 13', ['Dejá sola la potencia', '**Solución: x = 3**']],
    ['9^(x+1) = 27', ['**Solución: x = 1/2**']],
    ['2^(x+1) + 2^x = 24', ['factor común', '**Solución: x = 3**']],
    ['4^x - 6*2^x + 8 = 0', ['$u^2 - 6u + 8 = 0$', '**Soluciones: x = 1 y x = 2**']],
    ['4^x - 2^x - 2 = 0', ['$u = -1$ no sirve', '**Solución: x = 1**']],
    ['9^x - 4*3^x + 3 = 0', ['**Soluciones: x = 0 y x = 1**']],
    ['3^x = 7', ['**Solución: x ≈ 1,77**']],
    ['e^x = 5', ['**Solución: x ≈ 1,61**']],
    ['2^x = 3^(x-1)', ['**Solución: x ≈ 2,71**']],
    ['2^x = -4', ['**La ecuación no tiene solución.**']],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });
});

describe('solveExponentialLog: logarithmic equations', () => {
  it.each([
    [
      'log2(x) + log2(x−2) = 3',
      ['$x - 2 > 0 \\Rightarrow x > 2$', '$x^2 - 2x - 8 = 0$', '**se descarta**', '**Solución: x = 4**'],
    ],
    ['log(x+1) = 2', ['$x + 1 = 10^{2} = 100$', '**Solución: x = 99**']],
    // e^0 = 1 is exact: no "≈" for ln(A) = 0.
    ['ln(x) = 0', ['$x = e^{0} = 1$', '**Solución: x = 1**']],
    ['ln(x^2 - 3) = 0', ['**Soluciones: x = -2 y x = 2**']],
    ['log_3(x) - log_3(x-2) = 1', ['**Solución: x = 3**']],
    ['log(x) = log(2x - 5)', ['sus argumentos también', '**Solución: x = 5**']],
    ['2 log(x) = log(9)', ['**Solución: x = 3**']],
    ['log(x) + log(x+3) = 1', ['**Solución: x = 2**']],
    ['ln x = 2', ['**Solución: x ≈ 7,39**']],
    ['log₂ x = 5', ['**Solución: x = 32**']],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it('discards every candidate outside the domain', () => {
    expect(solve('log(x) + log(x - 3) = log(-2x + 2)')).not.toMatch(/\*\*Soluciones?:/);
  });
});

describe('solveExponentialLog: what it does not guess', () => {
  it.each([
    ['an exponent without brackets before a number (2^(x+1) or 2^x + 1?)', '2^x+1 = 16'],
    ['an exponent with a coefficient without brackets (2^(2x) or 2²·x?)', '2^2x = 16'],
    ['"log2x" (log₂ x or log 2x?)', 'log2x = 3'],
    ['a plain equation', '2x + 1 = 5'],
    ['a log of a number only', 'log2(8) = 3'],
    ['x outside and inside an exponent', 'x·2^x = 8'],
    ['a trigonometric equation', 'sen x = 1/2'],
    ['logs of different bases', 'log2(x) = log3(x)'],
    ['the log of a negative number', 'log2(x) + log2(x+2) = log2(-1)'],
    ['a function defined, not an equation', 'Sea f(x) = −3·2^(x+1) + 4. Hallá dominio e imagen.'],
  ])('declines %s', (_kind, message) => {
    expect(solveExponentialLog(message)).toBeUndefined();
  });
});

describe('solveExponentialLog: logarithms in bases that are powers of one number', () => {
  it.each([
    ['Resolvé log₂(x) + log₄(x) = 6.', ['$\\log_{4} A = \\frac{1}{2} \\log_{2} A$', '**Solución: x = 16**']],
    ['resolvé log2(x) + log4(x) = 3', ['**Solución: x = 4**']],
    ['log₂(x) + log₈(x) = 4', ['con $x = -8$', '**Solución: x = 8**']],
    ['log_9(x) - log_3(x) = -1', ['**Solución: x = 9**']],
    [
      'La solución de log₃(x) = 2 · log₉(x + 6) es: A) x = 3 B) x = 6 C) x = 9 D) x = −6 E) Ninguna respuesta anterior es correcta',
      ['$x = x + 6$', '**La ecuación no tiene solución.**'],
    ],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it('gives back x = b^(2j) from log_b x + log_{b²} x = 3j', () => {
    // Beyond these, Gauss's candidates for x³ = b^(6j) pass the safe integers: the solver declines, never guesses.
    const cases = [
      [2, -2],
      [2, -1],
      [2, 1],
      [2, 2],
      [3, -1],
      [3, 1],
      [5, 1],
    ] as const;
    for (const [b, j] of cases) {
      const x = b ** (2 * j);
      const shown = x >= 1 ? `${x}` : `1/${1 / x}`;
      expect(solve(`log_${b}(x) + log_${b * b}(x) = ${3 * j}`)).toContain(`**Solución: x = ${shown}**`);
    }
  });
});

describe('solveExponentialLog: a product or a quotient of powers of one base (#32)', () => {
  it.each([
    // 5^(2x − 2) = 5³: x = 5/2.
    ['La solución de la ecuación 5^x · 5^(x − 2) = 125 es:', ['$5^{2x - 2}$', '**Solución: x = 5/2**']],
    // 2^(2x + 1) = 2⁵: x = 2.
    ['Resolver 2^x · 2^(x+1) = 32', ['**Solución: x = 2**']],
    // 3^(x + 1 − 2x) = 3^(−3): x = 4.
    ['Hallá x: 3^(x+1) / 9^x = 1/27', ['**Solución: x = 4**']],
    // 2^(x + 3x − 3) = 2^(2x + 6): x = 9/2.
    ['Resolver 2^x · 8^(x-1) = 4^(x+3)', ['**Solución: x = 9/2**']],
  ])('%s', (message, expected) => {
    const reply = solve(message);
    for (const fragment of expected) expect(reply).toContain(fragment);
  });
  it.each([
    // Different bases: 6^x = 36 would need a rule this reading does not apply.
    'Resolver 2^x · 3^x = 36',
    // The x cancels: no equation in x left.
    'Resolver 7^x / 7^(x-1) = 7',
  ])('leaves %s', (message) => {
    expect(solve(message)).not.toContain('**Solución');
  });
});

describe('solveExponentialLog: a logarithm squared, by the change u = log_b x (#32)', () => {
  it.each([
    // u² − 3u + 2 = 0 ⇒ u = 1, 2 ⇒ x = 2, 4.
    ['Resolvé la ecuación (log₂ x)² − 3 log₂ x + 2 = 0.', '**Soluciones: x = 2 y x = 4**'],
    ['Resolvé log₂² x − 3 log₂ x + 2 = 0', '**Soluciones: x = 2 y x = 4**'],
    // u² − u − 2 = 0 ⇒ u = −1, 2 ⇒ x = 1/10, 100.
    ['Resolver (log x)^2 - log x - 2 = 0', '**Soluciones: x = 1/10 y x = 100**'],
    // u² − 5u + 6 = 0 ⇒ u = 2, 3.
    ['Resolver log²(x) − 5·log(x) + 6 = 0', '**Soluciones: x = 100 y x = 1000**'],
    // u² = 4 ⇒ u = ±2 ⇒ x = 1/9, 9.
    ['Resolver (log₃ x)² = 4', '**Soluciones: x = 1/9 y x = 9**'],
  ])('%s', (message, expected) => {
    expect(solveExponentialLog(message)).toContain(expected);
  });
  it.each([
    // u = 1 ± √2: x = 2^(1 ± √2), not exact as this reading states it.
    'Resolver (log₂ x)² − 2 log₂ x − 1 = 0',
    // Two bases.
    'Resolver (log₂ x)² − 3 log₃ x + 2 = 0',
  ])('leaves what it does not state exactly: %s', (message) => {
    expect(solveExponentialLog(message)).toBeUndefined();
  });
});

describe('an aside in words after the equation', () => {
  it('is no factor of the formula: «3^(x+1) = 7^x (aproxime con dos decimales)» is solved', () => {
    const text = solveExponentialLog(
      'Hallar el valor de x que verifica 3^(x+1) = 7^x (aproxime con dos decimales).',
    );
    expect(text).toContain('**Solución: x ≈ 1,3');
  });
});
