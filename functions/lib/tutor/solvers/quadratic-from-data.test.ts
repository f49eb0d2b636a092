import { describe, expect, it } from 'vitest';
import { quadraticFromData, solveQuadraticFromData } from './quadratic-from-data.ts';

const solve = (problem: string) => solveQuadraticFromData(problem);

describe('solveQuadraticFromData', () => {
  it.each([
    [
      'Hallá la función cuadrática cuyas raíces son 1 y 3 y que pasa por (0; 6).',
      ['$f(x) = a(x - 1)(x - 3)$', '**f(x) = 2x² - 8x + 6**'],
    ],
    ['Hallá la parábola de vértice (1; −4) que pasa por el punto (3; 0).', ['**f(x) = x² - 2x - 3**']],
    // «pasa por el origen» is a point, and three points give a, b and c.
    [
      'Hallá la ecuación de la parábola que tiene vértice en (2; −1) y pasa por el origen.',
      ['**f(x) = (1/4)x² - x**'],
    ],
    ['Hallá la función cuadrática que pasa por (0; 3), (1; 0) y (3; 0).', ['**f(x) = x² - 4x + 3**']],
    // «en x = −1 y en x = 5»: the second root said with its own «en».
    [
      'La gráfica de una función cuadrática f corta al eje x en x = −1 y en x = 5, y pasa por el punto (2, −18). Halle la expresión polinómica de f.',
      ['**Forma polinómica: f(x) = 2x² - 8x - 10**'],
    ],
    ['Hallá la parábola que pasa por los puntos (−1; 6), (1; 2) y (2; 3).', ['**f(x) = x² - 2x + 3**']],
    [
      'Escribí la función cuadrática que corta al eje x en −2 y 4 y al eje y en 8.',
      ['**f(x) = -x² + 2x + 8**'],
    ],
    [
      'Hallá la expresión de la función cuadrática de vértice V = (2; 1) que pasa por (0; 5).',
      ['(o sea, f(x) = (x - 2)² + 1)', '**f(x) = x² - 4x + 5**'],
    ],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);

    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });

  it.each([
    'Hallá la función cuadrática cuyas raíces son 1 y 3.',
    'Hallá la parábola de vértice (1; −4) que pasa por (3; 0) y por (5; 2).',
    'Hallá las raíces de f(x) = x² − 4x + 3.',
  ])('declines what it cannot answer with every datum: %s', (problem) => {
    expect(solve(problem)).toBeUndefined();
  });

  it.each([
    // f = −2(x + 1)² + 8: roots 1 and −3; the one not given is −3.
    [
      'Una parábola tiene su vértice en V = (−1; 8) y corta al eje x en el punto (1; 0). Hallar la otra raíz.',
      '**Otra raíz: x = -3**',
    ],
    // Voseo, the point first: f = (x − 2)² − 9 through (5; 0); the other root is −1.
    ['La parábola pasa por (5; 0) y su vértice es (2; −9). Encontrá la otra raíz.', '**Otra raíz: x = -1**'],
    // Ustedeo: f = −(x − 3)² + 4 through (1; 0); other root 5.
    [
      'Determine la otra raíz de la función cuadrática de vértice (3; 4) que corta al eje de abscisas en (1; 0).',
      '**Otra raíz: x = 5**',
    ],
  ])('states the other root, not the function, when it is asked: %s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
    expect(reply?.text).not.toContain('**f(x)');
  });

  it('leaves «the other root» when no root is given', () => {
    // (0; 5) is not a root: which root is «the other» is not told.
    expect(
      solve('Una parábola tiene vértice en (2; 1) y pasa por (0; 5). Hallar la otra raíz.')?.certain,
    ).not.toBe(true);
  });

  it('solves its own examples', () => {
    for (const example of quadraticFromData.examples) expect(solve(example)?.certain).toBe(true);
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

/** The coefficients of "**f(x) = 2x² - 8x + 6**", read back. */
function coefficients(text: string): [number, number, number] {
  const shown = (/\*\*f\(x\) = ([^*]+)\*\*/.exec(text)?.[1] ?? '').replace(/\s+/g, '');
  const out: [number, number, number] = [0, 0, 0];
  // A fraction coefficient is written in brackets: «(1/4)x²».
  for (const [, sign, digits, power] of shown.replace(/[()]/g, '').matchAll(/([+-]?)([\d/]*)(x²|x)?/g)) {
    if (!digits && !power) continue;
    const k =
      (sign === '-' ? -1 : 1) *
      (digits
        ? digits
            .split('/')
            .map(Number)
            .reduce((p, q) => p / q)
        : 1);
    out[power === 'x²' ? 0 : power === 'x' ? 1 : 2] += k;
  }
  return out;
}

describe('solveQuadraticFromData, checked back', () => {
  it('the function built from roots and a point vanishes at the roots and passes through the point', () => {
    const next = random(20);
    const int = () => Math.floor(next() * 15) - 7;
    for (let n = 0; n < 200; n++) {
      const [r1, r2, x0] = [int(), int(), int()];
      const y0 = int() || 3;
      if (x0 === r1 || x0 === r2) continue;
      const [a, b, c] = coefficients(
        solve(`Hallá la función cuadrática cuyas raíces son ${r1} y ${r2} y que pasa por (${x0}; ${y0}).`)
          ?.text ?? '',
      );
      const f = (x: number) => a * x * x + b * x + c;
      expect(f(r1)).toBeCloseTo(0, 9);
      expect(f(r2)).toBeCloseTo(0, 9);
      expect(f(x0)).toBeCloseTo(y0, 9);
    }
  });
});

describe('solveQuadraticFromData: the form asked by its name (#32)', () => {
  it.each([
    // a + 4 = 3: a = −1; roots where (x + 1)² = 4, x = 1 and x = −3.
    [
      'Una parábola tiene su vértice en V = (−1; 4) y corta al eje y en el punto (0; 3). Escribí su expresión factorizada.',
      ['**Forma factorizada: f(x) = -(x - 1)(x + 3)**'],
    ],
    [
      'Una parábola tiene su vértice en V = (−1; 4) y corta al eje y en el punto (0; 3). Escribí su expresión canónica.',
      ['**Forma canónica: f(x) = -(x + 1)² + 4**'],
    ],
    // 3a = 6: a = 2; 2x² − 8x + 6 has its vertex at (2; −2).
    [
      'Hallá la función cuadrática cuyas raíces son 1 y 3 y que pasa por (0; 6). Escribila en forma canónica y factorizada.',
      ['**Forma canónica: f(x) = 2(x - 2)² - 2**', '**Forma factorizada: f(x) = 2(x - 3)(x - 1)**'],
    ],
    // A vertex on the axis: a double root, 4a = 8.
    [
      'Hallá la parábola de vértice (2; 0) que pasa por (0; 8), en forma factorizada.',
      ['**Forma factorizada: f(x) = 2(x - 2)²**'],
    ],
  ])('%s', (problem, fragments) => {
    const reply = solveQuadraticFromData(problem);
    expect(reply?.certain).toBe(true);
    for (const fragment of fragments) expect(reply?.text).toContain(fragment);
  });
  it('leaves a factored form asked of a parabola with no real roots', () => {
    // Vertex (1; 4) opening up: no roots, no factored form over the reals.
    expect(
      solveQuadraticFromData(
        'Hallá la parábola de vértice (1; 4) que pasa por (0; 5). Escribí su forma factorizada.',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solveQuadraticFromData: the roots and the vertex height, the coefficients asked by letter (#32)', () => {
  it.each([
    // Vertex at x = 3: a · 2 · (−2) = −8, a = 2.
    [
      'La parábola y = ax² + bx + c tiene sus raíces en x = 1 y x = 5, y la ordenada de su vértice es −8. Hallar la expresión polinómica de la función.',
      ['**Forma polinómica: f(x) = 2x² - 12x + 10**'],
    ],
    [
      'La parábola y = ax² + bx + c tiene sus raíces en x = 1 y x = 5, y la ordenada de su vértice es −8. Se pide: el valor de a.',
      ['**a = 2**'],
    ],
    // Vertex at x = 1: a · 3 · (−3) = 9, a = −1; a maximum, opening down.
    [
      'Hallá la función cuadrática cuyas raíces son −2 y 4 y cuyo valor máximo es 9.',
      ['**f(x) = -x² + 2x + 8**'],
    ],
    // Vertex (1; 1) through (0; 3): a = 2, 2x² − 4x + 3.
    [
      'La parábola y = ax² + bx + c pasa por (0; 3) y tiene vértice en (1; 1). Hallar a, b y c.',
      ['**a = 2; b = -4; c = 3**'],
    ],
  ])('%s', (problem, fragments) => {
    const reply = solveQuadraticFromData(problem);
    expect(reply?.certain).toBe(true);
    for (const fragment of fragments) expect(reply?.text).toContain(fragment);
  });
  it('leaves a minimum said of a parabola that the roots and that height make open down', () => {
    expect(
      solveQuadraticFromData('Hallá la función cuadrática cuyas raíces son −2 y 4 y cuyo valor mínimo es 9.')
        ?.certain,
    ).not.toBe(true);
  });
});

describe('solveQuadraticFromData: a feature asked of the function the data give (#32)', () => {
  it.each([
    // Another feature asked: the function alone is not its answer (it was stated, sure); the feature is.
    // a·4 + 4 = −4: a = −2, f(0) = −2 + 4 = 2.
    [
      'La parábola de vértice (1; 4) pasa por (3; −4). Hallar su ordenada al origen.',
      ['**Ordenada al origen: f(0) = 2**'],
    ],
    // 5a = 10: a = 2; x_v = 3, f(3) = 2 · 2 · (−2) = −8.
    ['Una parábola tiene raíces 1 y 5 y pasa por (0; 10). ¿Cuál es su vértice?', ['**V = (3; -8)**']],
    // −3a = −6: a = 2; f(1) = −8.
    ['Una parábola corta al eje x en −1 y 3 y al eje y en −6. Hallá su vértice.', ['**V = (1; -8)**']],
    ['Una parábola corta al eje x en −1 y 3 y al eje y en −6. Hallar su imagen.', ['**Im = [-8; +∞)**']],
    // The function and a feature joined to its order: both stated.
    [
      'Hallá la función cuadrática cuyas raíces son 1 y 3 y que pasa por (0; 6), y su vértice.',
      ['**f(x) = 2x² - 8x + 6**', '**V = (2; -2)**'],
    ],
  ])('%s', (problem, fragments) => {
    const reply = solveQuadraticFromData(problem);
    expect(reply?.certain).toBe(true);
    for (const fragment of fragments) expect(reply?.text).toContain(fragment);
  });
  it.each([
    // It opens up (a = 2): no maximum.
    'Una parábola corta al eje x en −1 y 3 y al eje y en −6. ¿Cuál es su valor máximo?',
    // a = −2: roots 1 ± √2, not rational.
    'La parábola de vértice (1; 4) pasa por (3; −4). ¿Cuáles son sus raíces?',
  ])('leaves %s', (problem) => {
    expect(solveQuadraticFromData(problem)?.certain).not.toBe(true);
  });
});

describe('solveQuadraticFromData: the parabola as the subject, «tiene ecuación:» (#32)', () => {
  it('reads the function asked by what it has', () => {
    // Roots 2 and 5 through (3; 4): a(3 − 2)(3 − 5) = 4 ⇒ a = −2.
    const reply = solve(
      'La parábola que corta al eje x en x = 2 y en x = 5 y pasa por el punto (3; 4) tiene ecuación:',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**f(x) = -2x² + 14x - 20**');
  });
});

describe('solveQuadraticFromData: a vertex named V (#32)', () => {
  it('reads «vértice en V(1; −4)» and «de vértice V(1; −4)» as the vertex', () => {
    expect(
      solve('Hallá la función cuadrática de vértice V(1; −4) que pasa por el punto (3; 0).')?.text,
    ).toContain('**f(x) = x² - 2x - 3**');
    expect(
      solve(
        'Una parábola tiene su vértice en V(1; −4) y corta al eje y en (0; −3). Hallar la expresión polinómica de f.',
      )?.text,
    ).toContain('f(x) = x² - 2x - 3');
  });

  it('leaves where it meets a line to another reading', () => {
    expect(
      solve(
        'Una parábola tiene vértice V(1; −4) y pasa por (0; −3). Hallar los puntos donde la recta y = x − 3 corta a la parábola.',
      ),
    ).toBeUndefined();
  });
});
