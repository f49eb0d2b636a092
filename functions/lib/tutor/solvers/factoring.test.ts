import { describe, expect, it } from 'vitest';
import { solveAlgebraicFraction } from './algebraic-fraction.ts';
import { solveFactoring } from './factoring.ts';

const factor = (message: string) => solveFactoring(message) ?? '';
const simplify = (message: string) => solveAlgebraicFraction(message) ?? '';

describe('solveFactoring', () => {
  it.each([
    ['factorizá x^2 - 9', 'Diferencia de cuadrados', '**x² - 9 = (x - 3)(x + 3)**'],
    ['factorisa x2 - 9', 'Diferencia de cuadrados', '= (x - 3)(x + 3)**'],
    ['factoriza 3x^3 - 12x', 'Factor común', '**3x³ - 12x = 3x(x - 2)(x + 2)**'],
    ['factorear x^2 + 6x + 9', 'Trinomio cuadrado perfecto', '**x² + 6x + 9 = (x + 3)²**'],
    ['factorizar x^2 - 5x + 6', 'Trinomio de segundo grado', '**x² - 5x + 6 = (x - 2)(x - 3)**'],
    // With fractional roots, also as exams write it: (2x + 1)(x − 2).
    ['factorizá 2x^2 - 3x - 2', 'Trinomio de segundo grado', '= 2(x + 1/2)(x - 2) = (2x + 1)(x - 2)**'],
    ['factoriza x^4 - 16', 'Trinomio sin raíces reales', '**x⁴ - 16 = (x - 2)(x + 2)(x² + 4)**'],
    ['factorizá x^3 + 2x^2 + 3x + 6', 'Factor común por grupos', '**x³ + 2x² + 3x + 6 = (x + 2)(x² + 3)**'],
    ['factorizar x^3 - 6x^2 + 11x - 6', 'Teorema de Gauss y Ruffini', '= (x - 1)(x - 2)(x - 3)**'],
    ['factoriza x^2 - 2', 'Trinomio de segundo grado', '**x² - 2 = (x + √2)(x - √2)**'],
    ['factoriza -2x^2 + 8', 'Factor común', '**-2x² + 8 = -2(x - 2)(x + 2)**'],
    ['factorizá 2x + 4', 'Factor común', '**2x + 4 = 2(x + 2)**'],
    ['expresá como producto 4x^2 - 1', 'Diferencia de cuadrados', '= (2x - 1)(2x + 1)**'],
  ])('%s', (message, kind, result) => {
    const reply = factor(message);

    expect(reply).toContain(kind);
    expect(reply).toContain(result);
  });

  it('reads the case named as the order to factor, and a complete factoring of a named polynomial', () => {
    expect(factor('La expresión 9x² − 30x + 25 es un trinomio cuadrado perfecto. Es igual a:')).toContain(
      '**9x² - 30x + 25 = (3x - 5)²**',
    );
    expect(factor('El cuatrinomio x³ + 6x² + 12x + 8 es igual a:')).toContain('= (x + 2)³**');
    expect(factor('La suma de cubos x³ + 27 se factoriza como:')).toContain('(x + 3)(x² - 3x + 9)');
    expect(factor('La factorización completa de Q(x) = 2x³ − x² − 13x − 6 es:')).toContain(
      '= (2x + 1)(x + 2)(x - 3)**',
    );
    // Completing a square asks for a term, not for factors.
    expect(solveFactoring('Completá el trinomio cuadrado perfecto x² + 6x + ...')).toBeUndefined();
    // A case named without an order to factor asks something else.
    expect(
      solveFactoring('El trinomio cuadrado perfecto x² + 6x + 9, evaluado en x = 1, vale:'),
    ).toBeUndefined();
    expect(solveFactoring('¿Es x² + 6x + 8 un trinomio cuadrado perfecto?')).toBeUndefined();
    expect(solveFactoring('La diferencia de cuadrados x² − 25 se anula en:')).toBeUndefined();
  });

  it('reads the roots off the factors', () => {
    expect(factor('factorizá x^2 - 5x + 6')).toContain('x = 2 y x = 3');
  });

  it('reads a polynomial given by its name, P(x) = …', () => {
    expect(factor('Factorizá completamente P(x) = 2x³ − 2x² − 12x.')).toContain(
      '**2x³ - 2x² - 12x = 2x(x + 2)(x - 3)**',
    );
  });

  it('answers the roots asked of a cubic, read off its factors', () => {
    const reply = factor('Hallá todas las raíces de P(x) = x³ − 2x² − 5x + 6.');

    expect(reply).toContain('= (x + 2)(x - 1)(x - 3)**');
    expect(reply).toContain('**Raíces reales: x = -2, x = 1 y x = 3**');
  });

  it('solves an equation of degree 3 or more = 0 by its factors, and counts its real solutions', () => {
    expect(factor('Resolvé x³ − 4x = 0.')).toContain(
      '**Raíces reales: x = -2, x = 0 y x = 2** (3 soluciones reales)',
    );
    expect(factor('¿Cuántas soluciones reales tiene x⁴ − 5x² + 4 = 0?')).toContain('(4 soluciones reales)');
    expect(factor('¿Cuáles son las soluciones reales de x³ + x = 0?')).toContain(
      '**Raíces reales: x = 0** (una solución real)',
    );
    // With complex roots left, «resolvé» may ask for them too: not answered with the real ones alone.
    expect(factor('Resolvé x³ + x = 0.')).toBe('');
  });

  it('writes a repeated factor once with its power, and a common factor alone when that is asked', () => {
    expect(factor('Factorizá P(x) = x³ − 6x² + 12x − 8.')).toContain('= (x - 2)³**');
    expect(factor('Sacá factor común en P(x) = 6x³ − 9x² + 3x.')).toContain(
      '**6x³ - 9x² + 3x = 3x(2x² - 3x + 1)**',
    );
  });

  it('says when a trinomial does not factor over the reals', () => {
    expect(factor('factoriza x^2 + 4')).toContain('no se puede factorizar más en los reales');
  });

  it.each([
    ['no cue word', 'x^2 - 9'],
    ['a simplification', 'simplificá (x^2 - 1)/(x - 1)'],
    ['a number', 'factorizá 360'],
    ['two expressions', 'factorizá x^2 - 9 y x^2 - 4'],
    ['a function it does not read', 'factorizá sen^2 x - 1'],
    ['the roots of a parabola, the equation solvers’', 'hallá las raíces de P(x) = x² − 5x + 6'],
    ['roots it cannot all find', 'hallá las raíces de P(x) = x³ − 2'],
    ['another letter in the polynomial', 'Factorizá x² − 9y².'],
    ['a quartic with no rational root, which may still factor', 'Factorizá P(x) = x⁴ + 4.'],
    ['a named polynomial with something else asked', 'Factorizá P(x) = x³ − 4x y calculá su grado.'],
  ])('declines %s', (_kind, message) => {
    expect(solveFactoring(message)).toBeUndefined();
  });
});

describe('solveAlgebraicFraction', () => {
  it.each([
    ['simplificá (x^2 - 1)/(x - 1)', ['x \\neq 1', '**Resultado: x + 1, con x ≠ 1**']],
    [
      'simplificar (x^2-4)/(x^2+4x+4)',
      ['trinomio cuadrado perfecto', '**Resultado: (x - 2)/(x + 2), con x ≠ -2**'],
    ],
    ['simplifica (2x+4)/(x^2-4)', ['**Resultado: 2/(x - 2), con x ≠ -2 y x ≠ 2**']],
    ['simplificá (x^2 - 5x + 6)/(x^2 - 9)', ['**Resultado: (x - 2)/(x + 3), con x ≠ -3 y x ≠ 3**']],
    ['simplificá (x+1)/(x+2)', ['ya es irreducible', '**Resultado: (x + 1)/(x + 2), con x ≠ -2**']],
    ['simplificá (x^3 - x)/(x^2 + x)', ['**Resultado: x - 1, con x ≠ -1 y x ≠ 0**']],
    // A denominator left as x alone, and a number left below: x, not x(1); (x + 2)/3, not 1/3(x + 2).
    ['Simplificá (x² − 25)/(x² + 5x).', ['**Resultado: (x - 5)/x, con x ≠ -5 y x ≠ 0**']],
    ['Simplificá (x² + 2x)/(3x).', ['**Resultado: (x + 2)/3, con x ≠ 0**']],
    // The restriction in brackets and the expression's name are no part of it.
    [
      'Simplificada, la expresión (x² − 1)/(x² − 2x + 1) (con x ≠ 1) es:',
      ['**Resultado: (x + 1)/(x - 1), con x ≠ 1**'],
    ],
    ['Simplificar Q(x) = (x² − 4)/(x² + 2x).', ['**Resultado: (x - 2)/x, con x ≠ -2 y x ≠ 0**']],
    // «el resultado de …» asks the operation done: 3/(x + 2) + 1/(x − 2) = (4x − 4)/(x² − 4).
    [
      'Para x ≠ 2 y x ≠ −2, el resultado de 3/(x + 2) + 1/(x − 2) es:',
      ['= (4x - 4)/(x² - 4), con x ≠ -2 y x ≠ 2**'],
    ],
  ])('%s', (message, expected) => {
    const reply = simplify(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    ['no cue word', '(x^2 - 1)/(x - 1)'],
    ['no unknown in the denominator', 'simplificá (x^2 - 1)/2'],
    ['an equation', 'simplificá (x^2 - 1)/(x - 1) = 3'],
  ])('declines %s', (_kind, message) => {
    expect(solveAlgebraicFraction(message)).toBeUndefined();
  });
});

describe('solveAlgebraicFraction: in ustedeo, a sum of fractions, and its value at an x asked (#32)', () => {
  it.each([
    // (x − 2)(x − 3)/((x − 3)(x + 3)) = (x − 2)/(x + 3); at 0,5: −1,5/3,5 = −3/7.
    [
      'Simplificá la expresión (x² − 5x + 6)/(x² − 9) y calculá su valor para x = 0,5.',
      ['**Resultado: (x - 2)/(x + 3), con x ≠ -3 y x ≠ 3**', '**Valor para x = 0,5: -3/7 ≈ -0,43**'],
    ],
    // [2(x + 1) − (x + 3)]/(x² − 1) = (x − 1)/(x² − 1) = 1/(x + 1).
    ['Simplifique 2/(x − 1) − (x + 3)/(x² − 1).', ['**Resultado: 1/(x + 1), con x ≠ -1 y x ≠ 1**']],
    // (x − 2)(x + 2)/(x + 2)² = (x − 2)/(x + 2); at 2: 0.
    [
      'Simplificar (x² − 4)/(x² + 4x + 4) y hallar su valor numérico en x = 2.',
      ['**Resultado: (x - 2)/(x + 2), con x ≠ -2**', '**Valor para x = 2: 0**'],
    ],
  ])('%s', (message, expected) => {
    const reply = solveAlgebraicFraction(message);
    for (const line of expected) expect(reply).toContain(line);
  });
  it.each([
    // −2 is excluded: the expression has no value there.
    'Simplificá (x² − 4)/(x² + 4x + 4) y calculá su valor para x = −2.',
    // A value asked with no x given.
    'Simplificá (x² − 9)/(x² − 6x + 9) y calculá su valor.',
  ])('leaves a value it cannot give: %s', (message) => {
    expect(solveAlgebraicFraction(message)).toBeUndefined();
  });
});

describe('solveFactoring: «Factorizar P(x)» after the polynomial is named (#32)', () => {
  it('reads the name again as no expression of its own', () => {
    // 2x³ + x² − 13x + 6 = (x + 3)(2x − 1)(x − 2).
    const reply = solveFactoring('Dado el polinomio P(x) = 2x³ + x² − 13x + 6: Factorizar P(x).');
    expect(reply).toContain('(x + 3)');
    expect(reply).toContain('(x - 2)');
  });
});

describe('solveAlgebraicFraction: «es equivalente a», the restrictions said first (#32)', () => {
  it.each([
    [
      'Para x ≠ 2 y x ≠ −2, la expresión (x² − 4)/(x² + 4x + 4) : (x − 2)/(3x + 6) es equivalente a:',
      '**Resultado: 3, con x ≠ -2 y x ≠ 2**',
    ],
    ['La expresión (x² − 1)/(x − 1) equivale a:', '**Resultado: x + 1, con x ≠ 1**'],
  ])('%s', (message, expected) => {
    expect(simplify(message)).toContain(expected);
  });
});
