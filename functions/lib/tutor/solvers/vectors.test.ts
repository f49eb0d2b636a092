import { describe, expect, it } from 'vitest';
import { solveVectors, vectors } from './vectors.ts';

const solve = (problem: string) => solveVectors(problem);

describe('solveVectors', () => {
  it.each([
    [
      'Calculá el producto vectorial A × B para A = (2; −1; 3) y B = (1; 4; −2).',
      ['**A × B = (-10; 7; 9)**'],
    ],
    [
      'Calculá el área del paralelogramo determinado por a = (1; 0; 2) y b = (0; 3; 1).',
      ['**Área = √46 ≈ 6,78**'],
    ],
    [
      'Hallá el área del triángulo de lados a = (1; 0; 2) y b = (0; 3; 1).',
      ['**Área del triángulo = √46/2 ≈ 3,39**'],
    ],
    ['Hallá el ángulo entre u = (1; 2) y v = (3; −1).', ['**θ ≈ 81,87°**']],
    ['Calculá el módulo de v = (3; 4; 12).', ['\\sqrt{169} = 13', '**|v| = 13**']],
    ['dados u = (1, 2, 3) y v = (4, -1, 2), calculá u · v', ['**u · v = 8**']],
    // A combination with coefficients, and the modulus asked of it (not of the first vector).
    [
      'Dados los vectores u = (2; −1) y v = (1; 3):\na) Calculá 2u − v.\nb) Calculá el módulo de 2u − v.',
      ['**2u - v = (3; -5)**', '**|2u - v| = √34 ≈ 5,83**'],
    ],
    ['Dados u = (1; 2) y v = (3; 4), calculá |u + v|.', ['**|u + v| = 2√13 ≈ 7,21**']],
    // Unit vectors in parentheses with a unit after them, and components given one by one.
    [
      'Dados los desplazamientos D = (5i − 2j + 3k) m y E = (2i + 4j − k) m, ¿cuál es el módulo del desplazamiento 2D − E?',
      ['**|2d - e| = √177 ≈ 13,3**'],
    ],
    ['Un vector tiene componentes Vx = −9 y Vy = 12. ¿Cuál es su módulo?', ['**|V| = 15**']],
    // Two vectors by their moduli and the angle they form.
    [
      'Dos vectores de módulos 4 y 6 forman un ángulo de 60°. ¿Cuánto vale su producto escalar?',
      ['**A · B = 12**'],
    ],
    [
      'Dos vectores de módulos 3 y 5 forman 30°. Calculá el módulo del producto vectorial.',
      ['**|A × B| = 7,5**'],
    ],
    ['Dos vectores de módulos 2 y 7 forman 120°. Calculá el producto escalar.', ['**A · B = -7**']],
    // Direction cosines: each component over the modulus, of the axis named or of all three.
    [
      'Para el vector A = 2i + 3j + 6k, calculá el coseno del ángulo que forma con el eje x.',
      ['**cos α = 2/7 ≈ 0,2857**'],
    ],
    [
      'Calculá los cosenos directores de v = (1; 4; 8).',
      ['**cos α = 1/9 ≈ 0,1111; cos β = 4/9 ≈ 0,4444; cos γ = 8/9 ≈ 0,8889**'],
    ],
    ['Dados a = (1; 0; 2) y b = (0; 3; 1), calculá 3a + 2b.', ['**3a + 2b = (3; 6; 8)**']],
    // A parameter that makes two vectors perpendicular or parallel.
    [
      'Hallá el valor de k para que los vectores u = (k; 2) y v = (3; −6) sean perpendiculares.',
      ['**k = 4**'],
    ],
    ['Hallá m para que a = (2; m − 1) y b = (4; 6) sean paralelos.', ['**m = 4**']],
    ['¿son perpendiculares los vectores a = (2; 3) y b = (-3; 2)?', ['**Sí, son perpendiculares**']],
    ['Calculá a + b con a = (1; 2; 3) y b = (0; -1; 4)', ['**a + b = (1; 1; 7)**']],
    ['ángulo que forman a = (1; 0) y b = (0; 5)', ['**θ = 90°**']],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);

    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });

  it.each([
    'Sean A = (1; 2) y B = (5; 4). Hallá la ecuación de la recta perpendicular a AB que pasa por el punto medio del segmento AB.',
    'calculá el producto vectorial de a = (1; 2) y b = (3; 4; 5)',
    // The modulus of two vectors with no combination named: which one is not said.
    'Dados u = (1; 2) y v = (3; 4), calculá el módulo.',
    // A parameter in both factors makes the condition quadratic: not this reading.
    'Hallá k para que u = (k; 2) y v = (k; −8) sean perpendiculares.',
    'la recta que pasa por (1; 2) y (3; 4)',
  ])('declines what is not its kind: %s', (problem) => {
    expect(solve(problem)).toBeUndefined();
  });

  it('solves its own examples', () => {
    for (const example of vectors.examples) expect(solve(example)?.certain).toBe(true);
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

describe('solveVectors, checked back', () => {
  it('the cross product is perpendicular to both and keeps Lagrange’s identity', () => {
    const next = random(13);
    const int = () => Math.floor(next() * 19) - 9;
    for (let n = 0; n < 200; n++) {
      const a = [int(), int(), int()];
      const b = [int(), int(), int()];
      const text =
        solve(`Calculá el producto vectorial a × b para a = (${a.join('; ')}) y b = (${b.join('; ')}).`)
          ?.text ?? '';
      const c = (/\*\*a × b = \(([^)]*)\)\*\*/.exec(text)?.[1] ?? '').split('; ').map(Number);
      const dot = (u: number[], v: number[]) => u.reduce((s, x, k) => s + x * (v[k] as number), 0);
      expect(c).toHaveLength(3);
      expect(dot(c, a)).toBe(0);
      expect(dot(c, b)).toBe(0);
      expect(dot(c, c)).toBe(dot(a, a) * dot(b, b) - dot(a, b) ** 2);
    }
  });

  it('leaves two vectors by their moduli when it is not a product that is asked', () => {
    expect(solve('Dos vectores de módulos 4 y 6 forman 60°. Calculá el módulo de la suma.')).toBeUndefined();
    expect(
      solve('Dos vectores de módulos 4 y 6 forman 60° y un tercero mide 2. Calculá el producto escalar.'),
    ).toBeUndefined();
  });

  it('gives a dot and a cross product whose squares add up to the product of the squared moduli (seeded)', () => {
    let seed = 2402;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const numberOf = (text: string) =>
      Number.parseFloat(
        (/\*\*[^*=≈]*[=≈] (-?[\d.,]+)\*\*/.exec(text)?.[1] ?? '').replace(/\./g, '').replace(',', '.'),
      );
    for (let i = 0; i < 40; i++) {
      const a = 1 + Math.round(next() * 20);
      const b = 1 + Math.round(next() * 20);
      const theta = 5 * Math.round(next() * 36);
      const dot = numberOf(
        solve(`Dos vectores de módulos ${a} y ${b} forman ${theta}°. Calculá el producto escalar.`)?.text ??
          '',
      );
      const cross = numberOf(
        solve(
          `Dos vectores de módulos ${a} y ${b} forman ${theta}°. Calculá el módulo del producto vectorial.`,
        )?.text ?? '',
      );
      expect(Math.abs(dot ** 2 + cross ** 2 - (a * b) ** 2)).toBeLessThan(0.01 * (a * b) ** 2 + 0.5);
    }
  });
});

describe('solveVectors: the unit vector (versor)', () => {
  it.each([
    ['Hallar el versor del vector v = (3, 4).', '**Versor de v: (3/5; 4/5) ≈ (0,6; 0,8)**'],
    ['Hallar el vector unitario en la dirección de v = 3i + 4j.', '**Versor de v: (3/5; 4/5)'],
    ['Hallar el versor de v = (2, −1, 2).', '**Versor de v: (2/3; -1/3; 2/3)'],
    ['Hallar el versor de v = (1, 1).', '**Versor de v: (1/√2; 1/√2) ≈ (0,7071; 0,7071)**'],
  ])('%s', (statement, expected) => {
    const reply = solveVectors(statement);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone a vector of a given modulus in the direction of another, its sense not said (not |v|)', () => {
    expect(solveVectors('Un vector de módulo 10 con la dirección de v = (3; −4) es:')).toBeUndefined();
    expect(solveVectors('Hallar el vector de módulo 6 paralelo a v = (1; 2; 2).')).toBeUndefined();
    expect(solveVectors('Hallar el versor opuesto a v = (3, 4).')).toBeUndefined();
    expect(solveVectors('Hallar el versor de v = (3, 4) multiplicado por 5.')).toBeUndefined();
    expect(solveVectors('Hallar el versor de v = (3, 4) y su opuesto.')).toBeUndefined();
  });

  it('leaves alone a modulus asked in another unit than the components, with the equivalence given', () => {
    expect(
      solveVectors(
        'Sea la fuerza F = 2î + 5ĵ, con sus componentes en kgf. ¿Cuál es su módulo en newtons? (1 kgf = 9,8 N)',
      ),
    ).toBeUndefined();
  });

  it('leaves alone a versor asked with two vectors given', () => {
    expect(
      solveVectors('Dados A = (1; 2) y B = (3; 4), hallar el versor de A + B.')?.text ?? '',
    ).not.toContain('Versor de A:');
  });
});

describe('solveVectors: physics with components, points in space, a parameter in space', () => {
  it.each([
    // The bank's: W = 10·3 + (−5)·4 + 2·0 = 10 J.
    [
      'Una fuerza F⃗ = (10; -5; 2) N mueve un objeto con un desplazamiento d⃗ = (3; 4; 0) m. ¿Qué trabajo realiza la fuerza?',
      '**W = 10 J**',
    ],
    // 2·4 + 3·0 + (−1)·5 = 3 J.
    [
      'Una fuerza F = (2; 3; -1) N produce un desplazamiento d = (4; 0; 5) m. Calculá el trabajo.',
      '**W = 3 J**',
    ],
    // r × F = (0·0 − 0·4; 0·3 − 2·0; 2·4 − 0·3) = (0; 0; 8): 8 N·m.
    [
      'Una fuerza F⃗ = (3; 4; 0) N está aplicada en el punto r⃗ = (2; 0; 0) m. ¿Cuál es el módulo de su momento respecto del origen, τ⃗ = r⃗ × F⃗?',
      '**|τ| = 8 N·m**',
    ],
    // r × F = (2·5 − 0·0; 0·0 − 1·5; 1·0 − 2·0) = (10; −5; 0), |τ| = √125 = 5√5.
    [
      'Sobre el punto r = (1; 2; 0) m actúa F = (0; 0; 5) N. Hallá el momento respecto del origen.',
      '**τ = (10; -5; 0) N·m**',
    ],
    // |(0; 3; 4)| = 5.
    [
      '¿Cuál es el versor (vector de módulo 1) en la dirección y el sentido de A⃗ = (0; 3; 4)?',
      '**Versor de A: (0; 3/5; 4/5) ≈ (0; 0,6; 0,8)**',
    ],
    // 4k − 6 − 2 = 0 → k = 2.
    ['¿Para qué valor de k el vector (k; 3; -2) es perpendicular a (4; -2; 1)?', '**k = 2**'],
    // 6 + m − 4 = 0 → m = −2.
    ['Determiná el valor de m para que el vector (2; m; 1) sea perpendicular a (3; 1; -4).', '**m = -2**'],
    // A × B = (0; −1; 1), |A × B| = √2.
    [
      '¿Cuál de estos es un versor perpendicular a A⃗ = (1; 0; 0) y a B⃗ = (0; 1; 1)? (Componentes redondeadas a dos decimales.)',
      '**(0; -√2/2; √2/2) ≈ (0; -0,71; 0,71)**, o su opuesto',
    ],
    // u × v = (2; −2; 0), |u × v| = 2√2.
    [
      'Hallá un vector unitario perpendicular a u = (1; 1; 0) y a v = (0; 0; 2).',
      '**(√2/2; -√2/2; 0) ≈ (0,7071; -0,7071; 0)**',
    ],
    // PQ = (−1; 2; 0), PR = (−1; 0; 3), PQ × PR = (6; 3; 2), |…| = 7: 3,5 m².
    [
      'Calculá el área del triángulo cuyos vértices son P(1; 0; 0), Q(0; 2; 0) y R(0; 0; 3), con las coordenadas en metros.',
      '**Área = 7/2 = 3,5 m²**',
    ],
    // A right triangle of legs 2 and 2: 2.
    [
      'Los vértices de un triángulo son A(0; 0; 0), B(2; 0; 0) y C(0; 2; 0). Calculá su área.',
      '**Área = 2**',
    ],
    // √(3² + 4² + 0²) = 5 m.
    [
      '¿Qué distancia separa los puntos A(1; 2; 3) y B(4; 6; 3), si las coordenadas están en metros?',
      '**d = 5 m**',
    ],
    // √(3² + 4² + 12²) = 13.
    ['Hallá la distancia entre los puntos P(2; −1; 0) y Q(5; 3; 12).', '**d = 13**'],
  ])('%s', (problem, expected) => {
    const reply = solveVectors(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A force in kN: the work would not be in J.
    'Calculá el trabajo de la fuerza F = (2; 3; -1) kN a lo largo de d = (4; 0; 5) m.',
    // A mass it does not use.
    'Calculá el trabajo de F = (2; 3; -1) N a lo largo de d = (4; 0; 5) m si la masa es 3 kg.',
    // The moment about another point than the origin.
    'Sobre el punto r = (1; 2; 0) m actúa F = (0; 0; 5) N. Hallá el momento respecto del punto P = (1; 1; 0) m.',
    // Another unknown of the triangle.
    'Hallá el perímetro del triángulo de vértices A(0; 0; 0), B(2; 0; 0) y C(0; 2; 0).',
    // Coordinates in a unit the statement does not tie to them.
    'Hallá la distancia en cm entre los puntos P(2; −1; 0) y Q(5; 3; 12).',
    // Parallel in space: three equations, not this reading.
    '¿Para qué valor de k el vector (k; 3; -2) es paralelo a (4; -2; 1)?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveVectors(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveVectors: another unknown beside the one read', () => {
  it.each([
    'Calculá el área del triángulo cuyos vértices son P(1; 0; 0), Q(0; 2; 0) y R(0; 0; 3) y su perímetro.',
    'Una fuerza F = (10; -5; 2) N mueve un objeto con un desplazamiento d = (3; 4; 0) m. ¿Qué trabajo realiza la fuerza y qué ángulo forma con el desplazamiento?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveVectors(problem)?.certain ?? false).toBe(false);
  });
});

describe('a vector with a parameter, through the engine (the cue loads the vectors)', () => {
  it.each([
    // 3k + 2k − 4 = 0 → k = 4/5.
    ['Hallá k para que u = (k; 2; 1) y v = (3; k; −4) sean perpendiculares.', '**k = 4/5**'],
    // 2m − 12 = 0 → m = 6.
    ['Hallá m para que a = (m; 3) y b = (2; -4) sean perpendiculares.', '**m = 6**'],
    // Unit vectors with the parameter as a coefficient: 6 − 2m + 4 = 0 → m = 5.
    [
      '¿Para qué valor de m los vectores A = 2i + m j + k y B = 3i − 2j + 4k son perpendiculares?',
      '**m = 5**',
    ],
    // 2a − 3 − 2 = 0 → a = 5/2.
    ['Hallá el valor de a para que u = a i + 3j − 2k y v = 2i − j + k sean ortogonales.', '**a = 5/2**'],
    // 12 − 6x = 0 → x = 2 (ustedeo: «Determine»).
    ['Determine x tal que los vectores P = 3i + x j y Q = 4i − 6j sean perpendiculares.', '**x = 2**'],
  ])('%s', async (problem, expected) => {
    const { solveProblem } = await import('./solve-problem.ts');
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });
});

describe('a sum of unit vectors that goes on with a term it cannot read', () => {
  it.each([
    // «m j» is no number: A is not (2; 0; 0), and no dot product is stated.
    'Calculá el producto escalar de A = 2i + m j + k y B = 3i − 2j + 4k.',
    // Perpendicular asked as yes or no, with a letter among the components: nothing to state.
    '¿Son perpendiculares A = 2i + m j + k y B = 3i − 2j + 4k?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveVectors(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveVectors: exam wordings of the direction angle, the plane cross product, the projection, the moment about a point', () => {
  it.each([
    // |F| = 7; cos α = 6/7 → α ≈ 31°.
    ['Una fuerza vale F = (6i − 2j + 3k) N. ¿Qué ángulo forma con el eje x?', '**α ≈ 31°**'],
    // |v| = 7: arccos(2/7), arccos(3/7), arccos(6/7).
    ['Hallar los ángulos directores de v = (2; 3; 6).', '**α ≈ 73,4°; β ≈ 64,62°; γ ≈ 31°**'],
    // The vector named between «forma» and «con», its unit after it: arccos(4/5), arccos(3/7).
    ['Calcular el ángulo que forma el vector v = (3; 4) con el eje y.', '**β ≈ 36,87°**'],
    ['¿Qué ángulo forma F = (6i − 2j + 3k) N con el eje z?', '**γ ≈ 64,62°**'],
    // In the plane: (1·(−1) − 2·3) k = −7 k.
    ['Siendo A = i + 2j y B = 3i − j, calculá el producto vectorial A × B.', '**A × B = -7 k (0; 0; -7)**'],
    // 3·2 − 1·1 = 5.
    ['Calculá el área del paralelogramo que determinan u = (3; 1) y v = (1; 2).', '**Área = 5**'],
    // A · B = 6, |B| = 3 → 2.
    [
      'Calculá la proyección (componente escalar) del vector A = 2i − j + 3k sobre la dirección del vector B = i + 2j + 2k.',
      '**proy = 2**',
    ],
    // v · u = 10, |u| = 5 → 2 (the order the question names, not the order given).
    ['Dados u = (3; 4) y v = (2; 1), hallá la proyección de v sobre u.', '**proy = 2**'],
    // Bare sums with the unit after them: W = 6 − 8 − 1 = −3 J.
    [
      'Una fuerza F = 3i − 2j + k N actúa sobre un cuerpo que se desplaza d = 2i + 4j − k m. ¿Qué trabajo realiza?',
      '**W = -3 J**',
    ],
    // r × F with r = i + 2j: (6; −3; −5), √70.
    [
      'Una fuerza F = (2i − j + 3k) N está aplicada en el punto de posición r = (i + 2j) m. Calcule el módulo del momento de F respecto del origen.',
      '**|τ| = √70 ≈ 8,37 N·m**',
    ],
    // A point of application unnamed, in the plane: (2·4 − 1·3) k = 5 k.
    [
      'La fuerza F = (3i + 4j) N actúa en el punto (2; 1) m. ¿Cuál es su momento respecto del origen de coordenadas?',
      '**τ = 5 k N·m**',
    ],
    // About another point: r = (3; 1; 0) − (1; 1; 0) = 2i; 2i × 10j = 20 k.
    [
      'Una fuerza F = 10 j N se aplica en el punto P (3; 1; 0) m. ¿Cuál es el módulo de su momento respecto del punto O′ (1; 1; 0) m?',
      '**|τ| = 20 N·m**',
    ],
    // r = (0; 0; 3) − (0; 1; 1) = (0; −1; 2); r × F = (−4; 2; 1).
    [
      'Una fuerza F = (1; 2; 0) N está aplicada en el punto (0; 0; 3) m. ¿Cuál es su momento respecto del punto (0; 1; 1) m?',
      '**τ = (-4; 2; 1) N·m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveVectors(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A mass beside the force and the point: a datum the moment does not use.
    'Sobre el punto (1; 2; 3) m actúa una fuerza F = (0; 0; 5) N y su masa es 2 kg. ¿Cuál es el momento respecto del origen?',
    // A datum beside the work's vectors.
    'Una fuerza F = 3i − 2j + k N actúa sobre un cuerpo de 3 kg que se desplaza d = 2i + 4j − k m. ¿Qué trabajo realiza?',
    // The projection named of a vector the statement does not give.
    'Dados u = (3; 4) y v = (2; 1), hallá la proyección de w sobre u.',
  ])('does not answer sure: %s', (problem) => {
    expect(solveVectors(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveVectors: a vector of a given modulus with the direction and sense of another', () => {
  it.each([
    // |v| = 5: 10·(3; −4)/5 = (6; −8).
    ['Un vector de módulo 10 con la dirección y el sentido de v = (3; −4) es:', '**(6; -8)**'],
    // |u| = 13: 15·(5; 12)/13.
    [
      'Hallá un vector de módulo 15 que tenga la misma dirección y sentido que u = (5; 12).',
      '**(75/13; 180/13)**',
    ],
    // |a| = 3: 6·(2; −1; 2)/3 = (4; −2; 4).
    ['Encontrar el vector de norma 6 con igual dirección y sentido que a = (2; −1; 2).', '**(4; -2; 4)**'],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The sense not said (two vectors), the opposite sense, or a versor asked besides.
    'Hallá un vector de módulo 10 con la dirección de v = (3; −4).',
    'Hallá un vector de módulo 10 con la dirección y sentido opuesto a v = (3; −4).',
    'Hallá un vector de módulo 10 con la dirección y el sentido de v = (3; −4) y su ángulo con el eje x.',
  ])('declines %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });
});

describe('solveVectors: a parameter that gives two vectors the same versor', () => {
  it.each([
    // 6·4 − 8k = 0 ⇒ k = 3; (6; 8)·(3; 4) = 50 > 0.
    ['El versor de v = (6; 8) es el mismo que el de w = (k; 4). Hallar k.', '**k = 3**'],
    // −3m + 12 = 0 ⇒ m = 4; (4; −6)·(2; −3) = 26 > 0.
    ['Determiná m para que u = (m; −6) tenga la misma dirección y sentido que v = (2; −3).', '**m = 4**'],
    // −4k + 12 = 0 ⇒ k = 3; (−4; 2)·(−6; 3) = 30 > 0.
    ['El versor de a = (−4; 2) es el mismo que el de b = (−6; k). Hallá k.', '**k = 3**'],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Parallel only at k = −4 (or −3), where the senses are opposite: no k gives the same versor.
    'El versor de v = (6; 8) es el mismo que el de w = (−3; k). Hallar k.',
    'El versor de a = (−4; 2) es el mismo que el de b = (6; k). Hallá k.',
  ])('declines %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });
});

describe('solveVectors: the parameter of a combination', () => {
  it('solves k for u + k v perpendicular or parallel to a given vector, checked back', () => {
    const perpendicular = solveVectors(
      'Dados u = (3; −4) y v = (2; 1), hallar k para que u + k v sea perpendicular a v.',
    );
    expect(perpendicular?.certain).toBe(true);
    expect(perpendicular?.text).toContain('**k = -2/5**');
    const parallel = solveVectors(
      'Sean a = (2; 1) y b = (1; 3). Determinar el valor de t para que a + t b sea paralelo a a.',
    );
    expect(parallel?.text).toContain('**t = 0**');
    const scaled = solveVectors(
      'Sean p = (1; 2) y q = (4; −1). Hallar m para que m p − q sea perpendicular a p.',
    );
    expect(scaled?.text).toContain('**m = 2/5**');
  });

  it('answers nothing else when the parameter is asked and the condition is not read', () => {
    expect(
      solveVectors('Dados u = (3; −4) y v = (2; 1), hallar k para que u + k v tenga módulo 5.'),
    ).toBeUndefined();
    // m a − b parallel to a would need b parallel to a: no value, no answer.
    expect(
      solveVectors('Sean a = (1; 2) y b = (3; −1). Hallar m para que m a − b sea paralelo a a.'),
    ).toBeUndefined();
  });

  it('makes (u + k v) · w zero for random vectors', () => {
    let seed = 77;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed % 11) - 5;
    };
    for (let n = 0; n < 40; n++) {
      const [u1, u2, v1, v2] = [next(), next(), next(), next()];
      if (v1 * v1 + v2 * v2 === 0) continue;
      const reply = solveVectors(
        `Dados u = (${u1}; ${u2}) y v = (${v1}; ${v2}), hallar k para que u + k v sea perpendicular a v.`,
      );
      const k = /\*\*k = (-?\d+)(?:\/(\d+))?\*\*/.exec(reply?.text ?? '');
      expect(k, `${u1} ${u2} ${v1} ${v2}`).not.toBeNull();
      const value = Number(k?.[1]) / Number(k?.[2] ?? 1);
      expect((u1 + value * v1) * v1 + (u2 + value * v2) * v2).toBeCloseTo(0, 9);
    }
  });
});

describe('the scalar projection with the vectors written in the statement (#32)', () => {
  it.each([
    // (4·1 + 3·2)/√5 = 10/√5 = 2√5 ≈ 4,47.
    [
      'Hallar la proyección escalar del vector u = (4; 3) sobre la dirección de v = (1; 2).',
      '**proy ≈ 4,47**',
    ],
    // (2·3 + 1·4)/5 = 2.
    ['Calcular la proyección escalar de a = (2; 1) sobre b = (3; 4).', '**proy = 2**'],
  ])('%s', (problem, answer) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });
});

describe('solveVectors: the vector from one point to another (#32)', () => {
  it('reads AB as B − A for its versor or its modulus', () => {
    const versor = solve('Dados los puntos P(2; 1) y Q(−4; 9), hallá el versor del vector PQ.');
    expect(versor?.certain).toBe(true);
    expect(versor?.text).toContain('= (-6;\\ 8)$');
    expect(versor?.text).toContain('(-3/5; 4/5)');
    const modulus = solve('Sean los puntos A(1; 2; 3) y B(3; 5; 9). Calculá el módulo del vector AB.');
    expect(modulus?.text).toContain('**|u| = 7**');
  });

  it('gives the vector itself when that is asked', () => {
    const reply = solve('Dados los puntos M(−1; 3) y N(2; −1), hallá el vector MN.');
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**MN = (3; -4)**');
  });

  it('leaves a third point or no named vector alone', () => {
    expect(solve('Dados los puntos A(1; 2), B(3; 4) y C(0; 1), hallá el versor de AB.')).toBeUndefined();
  });
});
