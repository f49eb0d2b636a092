import { describe, expect, it } from 'vitest';
import { polynomialDivision, solvePolynomialDivision } from './polynomial-division.ts';

const solve = (problem: string) => solvePolynomialDivision(problem);

describe('solvePolynomialDivision', () => {
  it.each([
    [
      'Hallá k para que P(x) = x³ + kx² − 4x + 3 sea divisible por (x + 1).',
      ['$P(-1) = k + 6$', '**k = -6**'],
    ],
    ['Hallá k para que el resto de dividir x³ + kx − 2 por (x − 2) sea 4.', ['$2k + 6 = 4$', '**k = -1**']],
    // The parameter named before «sabiendo que» or «si», as other authors write it.
    ['Hallar m sabiendo que Q(x) = x⁴ − 3x² + mx + 2 es divisible por x + 2.', ['**m = 3**']],
    ['Determinar k si el resto de dividir P(x) = x³ − kx + 4 por (x − 2) es 6.', ['**k = 3**']],
    ['Calculá el resto de dividir P(x) = x³ − 2x + 1 por (x − 2).', ['$P(2) = 5$', '**Resto: 5**']],
    ['Hallá el cociente y el resto de (2x³ − 3x² + 4) : (x − 1).', ['**Cociente: 2x² - x - 1; resto: 3**']],
    ['dividí x^4 - 1 por x^2 + 1', ['**Cociente: x² - 1; resto: 0**']],
    ['¿Para qué valor de m el polinomio x² + mx − 6 es divisible por (x − 2)?', ['**m = 1**']],
    // Both polynomials named: the first is the dividend, the second the divisor.
    [
      'Dividí P(x) = x³ − 4x² + x + 6 por Q(x) = x − 2 aplicando la regla de Ruffini.',
      ['**Cociente: x² - 2x - 3; resto: 0**'],
    ],
    // The polynomial defined first and named again in the division.
    ['Sea P(x) = x³ − 2x² + 3. Calculá el resto de dividir P(x) por (x + 1).', ['**Resto: 0**']],
    // With no remainder named, what the division «da» is its quotient (and its remainder).
    ['La suma de cubos x³ + 8 dividida por (x + 2) da:', ['**Cociente: x² - 2x + 4; resto: 0**']],
    // The parameter at the open end of an options statement («…, k vale:»).
    ['Si el resto de dividir x³ − 2x + k por (x − 2) es 7, k vale:', ['**k = 3**']],
    ['Si P(x) = x³ + kx − 2 es divisible por (x + 1), entonces k es igual a:', ['**k = -3**']],
    // «x = a sea raíz» is the factor theorem: divisible by (x − a).
    ['¿Cuál es el valor de a para que x = −2 sea raíz de P(x) = x³ + ax² − 4?', ['**a = 3**']],
    ['Hallá k para que x = 3 sea raíz de P(x) = x³ − kx + 6.', ['**k = 11**']],
    // The results named C(x) and R(x) are asked, not given.
    [
      'Dividí P(x) = 2x³ + x² − 4x + 3 por Q(x) = x² − 1 e indicá el cociente C(x) y el resto R(x).',
      ['**Cociente: 2x + 1; resto: -2x + 4**'],
    ],
    // A yes-or-no question is answered yes or no, with the remainder that decides it.
    ['Dado P(x) = x³ − 2x² − 5x + 6, ¿es divisible por (x − 1)?', ['**Sí, es divisible: el resto es 0.**']],
    [
      'Dado P(x) = x³ − 2x² − 5x + 6, ¿es divisible por (x + 1)?',
      ['**No, no es divisible: el resto es 8, no 0.**'],
    ],
    // Two parameters from two divisions: a 2×2 system by the remainder theorem.
    [
      'Hallá a y b para que P(x) = x³ + ax² + bx − 6 sea divisible por (x − 1) y por (x + 2).',
      ['$P(1) = 0$: $a + b = 5$', '**a = 4; b = 1**'],
    ],
    [
      'Determiná a y b para que el polinomio P(x) = x³ + ax² + bx + 1 tenga resto 4 al dividirlo por (x − 1) y resto −2 al dividirlo por (x + 1).',
      ['**a = 0; b = 2**'],
    ],
    // The parameter a, and the preposition a in "sea igual a 3".
    [
      'Determiná el valor de a para que el resto de dividir P(x) = 2x³ + ax² − 5 por (x + 1) sea igual a 3.',
      ['$a - 7 = 3$', '**a = 10**'],
    ],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);

    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });

  it.each([
    'factorizá x^3 - 6x^2 + 11x - 6',
    'resolvé x^2 - 5x + 6 = 0',
    'simplificá (x^2 - 1)/(x - 1)',
    // A double root asks more than divisibility.
    'Hallá k para que x = 2 sea raíz doble de P(x) = x³ − 3x² + k.',
    // A feature of the quotient asked, not the quotient.
    'El grado del cociente de (x⁵ − 1) : (x² + 1) es:',
  ])('leaves other kinds alone: %s', (problem) => {
    expect(solve(problem)).toBeUndefined();
  });

  it('solves its own examples', () => {
    for (const example of polynomialDivision.examples) expect(solve(example)?.certain).toBe(true);
  });
});

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const signed = (k: number) => (k < 0 ? `− ${-k}` : `+ ${k}`);

describe('solvePolynomialDivision, checked back', () => {
  it('finds the k a divisible polynomial was built with', () => {
    const next = random(47);
    const int = () => Math.floor(next() * 13) - 6;
    for (let n = 0; n < 200; n++) {
      const [k, a, b] = [int(), int() || 1, int()];
      // x³ + k·x² + b·x + c with P(a) = 0
      const c = -(a ** 3 + k * a * a + b * a);
      const reply = solve(
        `Hallá k para que P(x) = x³ + kx² ${signed(b)}x ${signed(c)} sea divisible por (x ${signed(-a)}).`,
      );
      expect(reply?.text).toContain(`**k = ${k}**`);
    }
  });

  it('the remainder is P(a)', () => {
    const next = random(8);
    const int = () => Math.floor(next() * 13) - 6;
    for (let n = 0; n < 200; n++) {
      const [p2, p1, p0, a] = [int(), int(), int(), int()];
      const reply = solve(
        `Calculá el resto de dividir P(x) = x³ ${signed(p2)}x² ${signed(p1)}x ${signed(p0)} por (x ${signed(-a)}).`,
      );
      expect(reply?.text).toContain(`**Resto: ${a ** 3 + p2 * a * a + p1 * a + p0}**`);
    }
  });
});

describe('solvePolynomialDivision: the letter asked in an order of its own after the condition (#32)', () => {
  it.each([
    // P(−1) = −2 − k − 3 = 4.
    ['El resto de dividir 2x³ + kx − 3 por x + 1 es 4. Hallar k.', '**k = -9**'],
    // P(3) = 27 + 9k − 12 + 6 = 0.
    ['P(x) = x³ + kx² − 4x + 6 es divisible por (x − 3). ¿Cuánto vale k?', '**k = -7/3**'],
  ])('%s', (problem, expected) => {
    const reply = solvePolynomialDivision(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('leaves the letter and another result asked', () => {
    expect(
      solvePolynomialDivision('El resto de dividir 2x³ + kx − 3 por x + 1 es 4. Hallar k y el cociente.')
        ?.certain,
    ).not.toBe(true);
  });
});

describe('solvePolynomialDivision: the parameter asked in ustedeo, and a letter never divided as absent (#32)', () => {
  it.each([
    // P(2) = 8 + 4k − 8 + 12 = 0.
    [
      'Sea P(x) = x³ + kx² − 4x + 12, con k ∈ ℝ. Determine k para que P(x) sea divisible por (x − 2).',
      '**k = -3**',
    ],
    // P(−1) = −2 + m + 5 = 8.
    ['Halle el valor de m para que el resto de dividir P(x) = 2x³ − mx + 5 por (x + 1) sea 8.', '**m = 5**'],
    // P(1) = a + b − 5 = 0; P(−2) = 4a − 2b − 14 = 0.
    [
      'Sea P(x) = x³ + ax² + bx − 6. Determine a y b sabiendo que P(x) es divisible por (x − 1) y por (x + 2).',
      '**a = 4; b = 1**',
    ],
    // P(3) = 27 − 3n + 3 = 0.
    ['Encuentre n tal que x³ − nx + 3 sea divisible por (x − 3).', '**n = 10**'],
  ])('%s', (problem, expected) => {
    const reply = solvePolynomialDivision(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it.each([
    'Dado P(x) = x³ + ax² − 4x + 12, calcule el resto de dividir P(x) por (x − 2).',
    'Calcule el cociente de dividir 2x³ + 3k por (x + 1).',
    'Calculá el resto de dividir x² − 3x + m por (x − 1).',
  ])('leaves a polynomial with a letter nobody asked for: %s', (problem) => {
    expect(solvePolynomialDivision(problem)?.certain).not.toBe(true);
  });
});

describe('solvePolynomialDivision: whether a number is a root, checked by substitution (#32)', () => {
  it.each([
    // 54 − 27 − 33 + 6 = 0.
    [
      'Considere el polinomio P(x) = 2x³ − 3x² − 11x + 6. Verifique que x = 3 es raíz de P(x).',
      '**P(3) = 0: x = 3 es raíz de P(x)**',
    ],
    // −1 + 2 + 1 − 2 = 0.
    ['¿Es x = −1 raíz de P(x) = x³ + 2x² − x − 2?', '**P(-1) = 0: x = -1 es raíz de P(x)**'],
    // 8 − 8 + 1 = 1.
    ['Verificá si 2 es raíz de Q(x) = x³ − 4x + 1.', '**Q(2) = 1 ≠ 0: x = 2 no es raíz de Q(x)**'],
  ])('%s', (problem, expected) => {
    const reply = solvePolynomialDivision(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('divides by the root checked first, the polynomial named by its letter alone («es raíz de Q y, …»)', () => {
    // Ruffini with 3: 1, −1, −2 and remainder 0.
    const reply = solvePolynomialDivision(
      'Sea Q(x) = x³ − 4x² + x + 6. Verificá que x = 3 es raíz de Q y, por Ruffini, hallá el cociente de Q(x) : (x − 3).',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**Cociente: x² - x - 2; resto: 0**');
  });
  it.each([
    'Considere el polinomio P(x) = 2x³ − 3x² − 11x + 6. Verifique que x = 3 es raíz de P(x) y halle las demás raíces.',
    'Verifique que x = 1 es raíz de P(x) = x³ + kx − 3.',
  ])('leaves a second order or a letter: %s', (problem) => {
    expect(solvePolynomialDivision(problem)?.certain).not.toBe(true);
  });
});

describe('solvePolynomialDivision: one feature of the quotient asked (#32)', () => {
  it.each([
    // Ruffini with 2: 3, 1, 2, 6 and remainder 5.
    [
      'Se divide P(x) = 3x⁴ − 5x³ + 2x − 7 por (x − 2) aplicando la regla de Ruffini. ¿Cuánto vale el término independiente del polinomio cociente?',
      '**Término independiente del cociente: 6**',
    ],
    // Ruffini with −1: 2, −2, 3 and remainder −1; 2 − 2 + 3 = 3.
    [
      'Al dividir P(x) = 2x³ + x + 2 por (x + 1), ¿cuál es la suma de los coeficientes del cociente?',
      '**Suma de los coeficientes del cociente: 3**',
    ],
    [
      'Dividí P(x) = 4x⁵ − x + 1 por (x − 1). ¿Cuál es el coeficiente principal del cociente?',
      '**Coeficiente principal del cociente: 4**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });
  it('checks the feature on quotient · divisor + remainder = dividend (property)', () => {
    for (const [a, c3, c2, c1, c0] of [
      [2, 1, -3, 0, 5],
      [-3, 2, 0, -1, 4],
      [1, -1, 4, 2, -6],
    ] as const) {
      // Ruffini by hand: the quotient's independent term is c1 + a·(c2 + a·c3).
      const independent = c1 + a * (c2 + a * c3);
      const p = `${c3}x³ + ${c2}x² + ${c1}x + ${c0}`.replace(/\+ -/g, '− ');
      const divisor = a > 0 ? `(x − ${a})` : `(x + ${-a})`;
      const reply = solve(
        `Se divide P(x) = ${p} por ${divisor}. ¿Cuánto vale el término independiente del cociente?`,
      );
      expect(reply?.text, p).toContain(`**Término independiente del cociente: ${independent}**`);
    }
  });
  it('leaves two features asked at once', () => {
    const reply = solve(
      'Se divide P(x) = 3x⁴ − 5x³ + 2x − 7 por (x − 2). Indique el coeficiente principal del cociente y el término independiente del cociente.',
    );
    expect(reply?.certain).not.toBe(true);
  });
});
