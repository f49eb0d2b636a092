import { describe, expect, it } from 'vitest';
import { polynomialConditions, solvePolynomialConditions } from './polynomial-conditions.ts';

const solve = (problem: string) => solvePolynomialConditions(problem);

describe('solvePolynomialConditions', () => {
  it.each([
    // The letter asked as «¿Cuánto tiene que valer m…?», and «el resto … sea 6» a condition, not asked.
    [
      '¿Cuánto tiene que valer k para que el resto de dividir P(x) = x³ + kx² − 3x + 2 por (x + 1) sea 8?',
      '**k = 4**',
    ],
    // A degree, a double root, a value and a remainder: p(x) = (x − 2)²(ax + b) with p(0) = 4b.
    [
      'Sea p(x) un polinomio de grado 3 del cual se sabe que tiene una raíz doble x = 2, que p(0) = 40 y que el resto de dividir a p(x) por el polinomio q(x) = x − 1 es igual a 15. Calcular p(3).',
      '**p(3) = 25**',
    ],
    [
      'Factoricen el polinomio de grado mínimo p(x), si se sabe que: p(1) = 448; 3 es una raíz doble; tiene dos raíces simples cuyo producto es igual a 42 y su suma es igual a −13.',
      '**p(x) = 2(x + 7)(x + 6)(x - 3)²**',
    ],
    [
      'El polinomio p(x) = x³ + ax² + bx − 6 es divisible por x − 1, y el resto de dividirlo por x + 1 es −8. Hallar a y b.',
      '**a = 2; b = 3**',
    ],
    [
      'Sea p(x) = x³ + bx² + cx + 4. Se sabe que x = −1 es raíz doble de p(x). Calcular p(1).',
      '**p(1) = 20**',
    ],
    [
      'El polinomio p(x) = x³ − 6x² + ax + b tiene raíces x = 1 y x = 2. Hallar su tercera raíz.',
      '**x = 3**',
    ],
    [
      'La función f(x) = ax² + bx + c tiene su vértice en (2; −1) y su ordenada al origen es 7. Calcular f(5).',
      '**f(5) = 17**',
    ],
    [
      'Una parábola corta al eje x en x = −1 y en x = 3, y pasa por el punto (1; −8). Hallar su ordenada al origen.',
      '**f(0) = -6**',
    ],
    [
      'La función cuadrática cuyo vértice es V = (1; 4) y cuyo gráfico pasa por el punto (3; −4) es:',
      '**f(x) = -2x² + 4x + 2**',
    ],
    // A polynomial written whole: a given root to start from, the rest of its roots asked.
    [
      'Sabiendo que x = 1 es raíz de p(x) = x³ − 2x² − 5x + 6, factorizarlo.',
      '**p(x) = (x + 2)(x - 1)(x - 3)**',
    ],
    ['Sabiendo que x = 2 es raíz de p(x) = x³ − 7x + 6, hallar las otras raíces.', '**x = -3; x = 1**'],
    // «las restantes raíces», «como producto de factores primos», «descomponer Q en factores» (#32).
    [
      'Sabiendo que x = 2 es raíz del polinomio P(x) = x³ − 4x² + x + 6, hallar las restantes raíces.',
      '**x = -1; x = 3**',
    ],
    [
      'Si x = 2 es raíz del polinomio P(x) = x³ − 4x² + x + 6, expresar P(x) como producto de factores primos.',
      '(x + 1)(x - 2)(x - 3)**',
    ],
    // «Verificar que x = 2 es raíz» asked beside the factoring: P(2) = 16 + 4 − 26 + 6 = 0, stated.
    [
      'Dado el polinomio P(x) = 2x³ + x² − 13x + 6: a) Verificar que x = 2 es raíz de P. b) Factorizar P(x).',
      '**P(2) = 0**',
    ],
    // Q(−1) = −2 + 3 − 1 = 0; Q = (x + 1)(2x² + x − 1) = 2(x + 1)²(x − 1/2).
    ['Sabiendo que −1 es raíz de Q(x) = 2x³ + 3x² − 1, descomponer Q en factores.', '2(x + 1)²(x - 1/2)**'],
    // The exams' other phrasings: «tenga a x = −2 como raíz», «corta al eje y en 18», two factors it is
    // divisible by, a product of the letters, the sum of the roots.
    [
      'Determinar el valor de m para que el polinomio p(x) = x³ + mx² − 4x + 12 tenga a x = −2 como raíz.',
      '**m = -3**',
    ],
    [
      'Un polinomio de segundo grado tiene raíz doble en x = 3 y su gráfico corta al eje y en 18. Calcular p(1).',
      '**p(1) = 8**',
    ],
    [
      'Se sabe que el polinomio p(x) = 2x³ + ax² + bx + 3 es divisible por (x − 1) y por (x + 3). Hallar a·b.',
      '**a·b = -24**',
    ],
    ['Calcular la suma de las raíces del polinomio p(x) = x³ − 6x² + 11x − 6.', '**Suma de las raíces = 6**'],
    // The remainder theorem for any degree (the division's reading stops at degree 8).
    ['El resto de la división de p(x) = x¹⁰ − 2x⁵ + 3 por (x + 1) es:', '**Resto = p(-1) = 6**'],
    ['Calcular el resto de dividir p(x) = x¹⁰⁰ − 1 por (x + 1).', '**Resto = p(-1) = 0**'],
    // Vieta's relations as conditions, and the sum of the coefficients as p(1).
    [
      'Hallar el polinomio p(x) de grado 2 tal que p(1) = 3, p(2) = 7 y la suma de sus raíces es 4.',
      '**p(x) = -4x² + 16x - 9**',
    ],
    [
      'Un polinomio de grado 2 tiene la suma de sus raíces igual a 5, el producto de sus raíces igual a 6 y p(0) = 12. Calcular p(1).',
      '**p(1) = 4**',
    ],
    [
      'Sea p(x) = x² + bx + c tal que la suma de sus raíces es −2 y el producto de sus raíces es −15. Hallar sus raíces.',
      '**x = -5; x = 3**',
    ],
    [
      'Sea p(x) un polinomio de grado 3 con raíz doble x = 2, p(0) = 40 y la suma de sus coeficientes es 15. Calcular p(3).',
      '**p(3) = 25**',
    ],
    // The polynomial written inside the remainder's sentence.
    ['Sabiendo que el resto de dividir p(x) = x³ + kx² − 3 por x − 1 es 5, calcular k.', '**k = 7**'],
    // The letter asked beside the roots, and simple roots listed without «tiene».
    [
      'Sea p(x) = x³ − 2x² + kx + 6. Si p(x) es divisible por x − 3, calcular k y las otras raíces.',
      '**k = -5; x = -2; x = 1**',
    ],
    [
      'Un polinomio de grado 4 tiene raíz doble x = 1 y raíces simples x = 2 y x = −2. Si su coeficiente principal es 3, calcular p(0).',
      '**p(0) = -12**',
    ],
    // A feature of the parabola the conditions fix: its vertex, its roots, its y-intercept.
    ['Una parábola tiene raíces 1 y 5 y pasa por (0; 10). ¿Cuál es su vértice?', '**V = (3; -8)**'],
    ['La parábola de vértice (1; 4) pasa por (3; −4). Hallar su ordenada al origen.', '**f(0) = 2**'],
    ['El polinomio p(x) = x³ + ax² + bx + c tiene raíces 1, 2 y 3. Hallar a + b + c.', '**a+b+c = -1**'],
    // A complex root: p(a + bi) = 0 is two real equations, and its conjugate is a root too.
    ['El polinomio mónico de grado 2 cuyas raíces son 2 + i y 2 − i es:', '**p(x) = x² - 4x + 5**'],
    [
      'Sabiendo que 1 + i es raíz de p(x) = x³ − 4x² + 6x − 4, hallar las demás raíces.',
      '**x = 2; x = 1 - i**',
    ],
    [
      'Sea p(x) = x³ + ax² + bx − 10 y se sabe que 1 − 2i es raíz de p(x). Hallar a y b.',
      '**a = -4; b = 9**',
    ],
    // The independent term asked of it: p(0).
    [
      'Hallar el polinomio de grado 3 cuyas raíces son 1, 2 y 3 y cuyo coeficiente principal es 2. ¿Cuál es su término independiente?',
      '-12',
    ],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Two things asked: one reply would answer only one of them.
    'Sea p(x) un polinomio de grado 3 con una raíz doble x = 2, p(0) = 40 y p(1) = 15. Calcular p(3) y p(4).',
    // A number no condition reads (the «4» of «cuatro veces»).
    'Sea p(x) un polinomio de grado 3 con raíz doble x = 2 y p(0) = 40, y cuyo coeficiente de x es 4 veces el de x². Calcular p(3).',
    // Too few conditions for a degree 3: no single polynomial.
    'Sea p(x) un polinomio de grado 3 del cual se sabe que tiene una raíz doble x = 2 y que p(0) = 40. Calcular p(3).',
    // Conditions that contradict each other (p(2) = 0 and p(2) = 5).
    'Sea p(x) un polinomio de grado 2 con raíz x = 2, p(2) = 5 y p(0) = 1. Calcular p(1).',
    // «raíz doble» that comes out triple is not what was said.
    'Sea p(x) un polinomio de grado 3 con raíz doble x = 0, p(1) = 1 y p(2) = 8 y p(−1) = −1. Calcular p(3).',
    // Something asked that this reading does not answer.
    'Sea p(x) = x² + bx + c con raíces 1 y 3. Hallar el eje de simetría.',
    // A «root» that is not one: 3 does not annul x³ − 7x + 6.
    'Sabiendo que x = 3 es raíz de p(x) = x³ − 7x + 6, hallar las otras raíces.',
    // A root to verify that is none (P(1) = 2 + 1 − 13 + 6 = −4): never «verified».
    'Dado el polinomio P(x) = 2x³ + x² − 13x + 6: a) Verificar que x = 1 es raíz de P. b) Factorizar P(x).',
    // Not a root either (P(1) = 4): the restantes asked of a false datum.
    'Sabiendo que x = 1 es raíz del polinomio P(x) = x³ − 4x² + x + 6, hallar las restantes raíces.',
    // A polynomial written whole and a value asked: not a condition to solve.
    'Sea p(x) = x³ − 7x + 6 con p(1) = 0. Calcular p(2).',
    // Two questions: one reply would answer only the first.
    'La parábola de vértice (1; 4) pasa por (3; −4). ¿Cuál es su ordenada al origen y cuáles son sus raíces?',
    // A parabola with no real roots: complex ones are no answer to «sus raíces» there.
    'La parábola de vértice (1; 4) pasa por (0; 5). ¿Cuáles son sus raíces?',
    // A power of a letter is not read as the letters' sum.
    'El polinomio p(x) = x³ + ax² + bx + c tiene raíces 1, 2 y 3. Hallar a + b².',
    // Another feature asked in a last question: not the polynomial.
    'Hallar el polinomio de grado 3 cuyas raíces son 1, 2 y 3 y cuyo coeficiente principal es 2. ¿Cuál es su coeficiente de x²?',
    // A complex number no condition reads.
    'Sea p(x) = x³ + ax² + bx − 10 con p(1 + i) = 2. Hallar a y b.',
  ])('declines what it cannot answer with every datum: %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });

  it('solves its own examples', () => {
    for (const example of polynomialConditions.examples) expect(solve(example)?.certain).toBe(true);
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

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
const written = (n: number) => (n < 0 ? `−${-n}` : String(n));

describe('solvePolynomialConditions, checked back', () => {
  it('finds p(k) of a degree-3 polynomial built from a double root, a value and a remainder', () => {
    const next = random(32);
    const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
    for (let trial = 0; trial < 40; trial++) {
      // p(x) = a(x − r)²(x − s), with r, s, a small integers, s ≠ r and a ≠ 0.
      const r = int(-4, 4);
      const s = int(-5, 5);
      const a = int(-3, 3);
      const d = int(-3, 3);
      const k = int(-3, 3);
      if (s === r || a === 0 || d === 0 || d === r || k === 0) continue;
      const p = (x: number) => a * (x - r) ** 2 * (x - s);
      const problem = `Sea p(x) un polinomio de grado 3 del cual se sabe que tiene una raíz doble x = ${written(r)}, que p(0) = ${written(p(0))} y que el resto de dividir a p(x) por x ${signed(-d)} es ${written(p(d))}. Calcular p(${written(k)}).`;
      const reply = solve(problem);
      // p(0) = 0 with r = 0 or s = 0 gives one condition fewer; those decline, the rest answer.
      if (r === 0 || s === 0) continue;
      expect(reply?.certain, problem).toBe(true);
      expect(reply?.text, problem).toContain(`**p(${k}) = ${p(k)}**`);
    }
  });
});

describe('solvePolynomialConditions: a letter asked by name, a remainder said after the divisor, NOT divisible, p(1) (#32)', () => {
  it.each([
    ['El polinomio P(x) = x³ − 4x² + kx − 6 tiene a x = 2 como raíz. ¿Cuánto vale k?', '**k = 7**'],
    ['Sabiendo que x = −1 es raíz de Q(x) = 2x³ + mx − 5, ¿cuánto vale m?', '**m = -7**'],
    ['Al dividir P(x) = x³ + ax² + 2x − 4 por (x − 1) el resto es 3. ¿Cuánto vale a?', '**a = 4**'],
    ['Si dividimos p(x) = 2x² + bx + 1 por (x + 2), el resto es 5. Hallar b.', '**b = 2**'],
    // Two factors fix both letters; only the one asked is stated. x = 1 comes out double: «divisible» says
    // at least once.
    ['P(x) = x³ + ax² + bx + 2 es divisible por (x − 1) y por (x + 2). ¿Cuánto vale b?', '**b = -3**'],
    ['Hallá k para que P(x) = x³ + kx² − x − 6 NO sea divisible por (x + 2).', '**k ≠ 3**'],
    ['Determinar m de modo que x = 1 no sea raíz de p(x) = x² + mx + 4.', '**m ≠ -5**'],
    ['Las raíces de P(x) = x³ − 2x² − 5x + 6 suman:', '**Suma de las raíces = 2**'],
    [
      'Un polinomio P(x) de grado 2 y coeficiente principal 1 tiene raíces 2 y −5. La suma de sus coeficientes es:',
      '**Suma de los coeficientes = P(1) = -6**',
    ],
    [
      'Un polinomio mónico de grado 3 tiene raíces 1, 2 y 4. ¿Cuál es la suma de sus coeficientes?',
      '**Suma de los coeficientes = p(1) = 0**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone what one condition cannot fix, or a negation it does not read', () => {
    // One factor, two letters: only a + b = −3 is known.
    expect(solve('Si P(x) = x³ + ax² + bx + 2 es divisible por (x − 1), ¿cuánto vale a?')?.certain).not.toBe(
      true,
    );
    // A «no» with two letters: no single value to exclude.
    expect(
      solve('Hallar a y b para que P(x) = x³ + ax² + bx + 2 no sea divisible por (x − 1) ni por (x + 2).')
        ?.certain,
    ).not.toBe(true);
    // «raíz doble» is exact: x³ − 3x + 2 has x = 1 double, so «raíz simple» x = 1 is not it.
    expect(
      solve(
        'P(x) = x³ + ax² + bx + 2 tiene a x = 1 como raíz simple y es divisible por (x + 2). Hallar a y b.',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solvePolynomialConditions: a parabola in vertex form with a letter (#32)', () => {
  it.each([
    ['La parábola y = a(x − 1)² + 2 pasa por el punto (3; 10). Hallar a.', '**a = 2**'],
    ['La parábola f(x) = a(x + 2)² − 3 pasa por el punto (0; 5). ¿Cuánto vale a?', '**a = 2**'],
    ['Hallá k si la parábola y = k(x − 3)² pasa por (1; −8).', '**k = -2**'],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('leaves the letter asked beside another thing', () => {
    expect(
      solve('La parábola y = a(x − 1)² + 2 pasa por el punto (3; 10). Hallar a y el vértice.')?.certain,
    ).not.toBe(true);
  });
});

describe('the sum or product of the other roots, beside the letter (#32)', () => {
  it.each([
    // k = −5: P = (x − 3)(x − 1)(x + 2); the others multiply to −2, add to −1.
    [
      'Sabiendo que x = 3 es raíz de P(x) = x³ − 2x² + kx + 6, hallar k y el producto de las otras dos raíces.',
      '**k = -5; Producto de las otras raíces = -2**',
    ],
    [
      'Sabiendo que x = 3 es raíz de P(x) = x³ − 2x² + kx + 6, calcular la suma de las otras dos raíces.',
      '**Suma de las otras raíces = -1**',
    ],
    [
      'Sabiendo que x = 3 es raíz de P(x) = x³ − 2x² + kx + 6, hallar k y las otras dos raíces.',
      '**k = -5; x = -2; x = 1**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });
  it('leaves complex others to another reading', () => {
    // k = −1: x³ − 2x² − x − 6 = (x − 3)(x² + x + 2).
    expect(
      solve(
        'Sabiendo que x = 3 es raíz de P(x) = x³ − 2x² + kx − 6, hallar k y la suma de las otras dos raíces.',
      )?.certain,
    ).not.toBe(true);
  });
});
