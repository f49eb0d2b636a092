import { describe, expect, it } from 'vitest';
import { quadrantRatios, solveQuadrantRatios } from './quadrant.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveQuadrantRatios(problem);

describe('solveQuadrantRatios', () => {
  itSolvesCertainly(solve, [
    ['Si sen α = 3/5 y α pertenece al segundo cuadrante, calculá cos α.', ['**cos α = -4/5 ≈ -0,8**']],
    // A reciprocal ratio given (#32).
    [
      'Sabiendo que cotg θ = 4/3 y que θ está en el tercer cuadrante, hallar sen θ.',
      ['**sen θ = -3/5 ≈ -0,6**'],
    ],
    ['Si sec α = −5/4 y α está en el segundo cuadrante, calcular tg α.', ['**tg α = -3/4 ≈ -0,75**']],
    ['Si cosec β = 13/5 y β pertenece al primer cuadrante, calcular cos β.', ['**cos β = 12/13 ≈ 0,9231**']],
    [
      'Sabiendo que tg α = 3/4 y que α pertenece al tercer cuadrante, calculá sen α.',
      ['**sen α = -3/5 ≈ -0,6**'],
    ],
    ['cos x = 0,6 con 270° < x < 360°: calculá tg x y sen x.', ['**tg x = -4/3', '**sen x = -4/5']],
    ['Sea sen β = √3/2 con β en el II cuadrante. Hallá cos β y tg β.', ['**cos β = -1/2', '**tg β = -√3 ≈']],
    ['Si cos θ = −1/3 y π < θ < 3π/2, ¿cuánto vale tg θ?', ['**tg θ = 2√2 ≈ 2,8284**']],
    [
      'Si α es un ángulo agudo y sen α = 2/3, calculá las demás razones trigonométricas.',
      ['**cos α = √5/3', '**cosec α = 3/2'],
    ],
    ['Si sen x = 2/3 y cos x < 0, entonces tg x vale:', ['**tg x = -2√5/5 ≈ -0,8944**']],
    ['Sabiendo que cos α = 7/25 y tg α < 0, calculá sen α.', ['**sen α = -24/25 ≈ -0,96**']],
    // The double angle.
    [
      'Sabiendo que sen x = 3/5 y que x es un ángulo agudo, calcular sen 2x y cos 2x.',
      ['**sen 2x = 24/25', '**cos 2x = 7/25'],
    ],
    ['Si cos α = −4/5 y α está en el tercer cuadrante, calculá tg 2α.', ['**tg 2α = 24/7 ≈ 3,4286**']],
    // No value: the quadrant asked from the signs.
    ['Si cos x > 0 y sen x < 0, ¿en qué cuadrante está x?', ['**x pertenece al cuarto cuadrante**']],
    ['Si sen α < 0 y tg α > 0, el ángulo α pertenece al:', ['**α pertenece al tercer cuadrante**']],
    // Two ratios combined by one operation, exactly when both are fractions.
    [
      'Si sen α = 3/5 y α está en el segundo cuadrante, calculá sen α + cos α.',
      ['**sen α + cos α = -1/5 ≈ -0,2**'],
    ],
    [
      'Si cos β = 0,6 y β pertenece al cuarto cuadrante, entonces sen β + tg β es igual a:',
      ['$\\operatorname{tg} β = -\\frac{4}{3}$', '**sen β + tg β = -32/15 ≈ -2,1333**'],
    ],
    [
      'Sabiendo que tg x = −5/12 y x está en el segundo cuadrante, ¿cuánto vale sen x · cos x?',
      ['**sen x · cos x = -60/169 ≈ -0,355**'],
    ],
    // Asked only by the open end of an options stem («… es:»).
    [
      'Si sen α = −5/13 y α pertenece al tercer cuadrante, entonces tg α − cos α es:',
      ['**tg α - cos α = 209/156 ≈ 1,3397**'],
    ],
    // Whole coefficients of each ratio.
    [
      'Si sen α = 3/5 y α está en el segundo cuadrante, calculá 2 sen α + cos α.',
      ['**2 sen α + cos α = 2/5 ≈ 0,4**'],
    ],
    [
      'Si cos β = 0,6 y β es del cuarto cuadrante, calcular 3 sen β − 2 tg β.',
      ['**3 sen β - 2 tg β = 4/15 ≈ 0,2667**'],
    ],
  ]);

  itDeclines('leaves alone what is not its kind: %s', solve, [
    'Resolvé sen x = 1/2 en [0; 2π).',
    'Encontrá x en el tercer cuadrante tal que tg x = 1.',
    // One sign leaves two quadrants.
    'Si cos x > 0, ¿en qué cuadrante está x?',
    'Si sen α = 3/5, calculá cos α.'.replace('cos α', 'el área'),
    'Un triángulo rectángulo tiene un cateto de 3 cm y la hipotenusa de 5 cm.',
  ]);

  it('asks instead of answering without a quadrant, against its sign or for a combination', () => {
    for (const problem of [
      'Si sen α = 3/5, calculá cos α y tg α, sabiendo que no es del primer cuadrante.'.replace(
        'sabiendo que no es del primer cuadrante',
        'en cualquier cuadrante',
      ),
      'Si sen α = −3/5 y α está en el segundo cuadrante, calculá cos α.',
      // A term before the pair: more than the pair.
      'Si sen α = 3/5 y α está en el segundo cuadrante, calculá 1 + sen α + cos α.',
      // A combination with a root in it: cos α = −2√2/3.
      'Si sen α = 1/3 y α está en el segundo cuadrante, calculá sen α + cos α.',
      'Si sen α = 5/3 y α está en el primer cuadrante, calculá cos α.',
      // tg 2α does not exist when cos 2α = 0.
      'Si sen α = √2/2 y α es agudo, calculá tg 2α.',
      // The signs leave two quadrants, or contradict the quadrant named.
      'Si cos α = 3/5 y sec α > 0, calculá sen α.',
      'Si sen x = 1/3, tg x > 0 y x está en el segundo cuadrante, hallá cos x.',
    ]) {
      const reply = solve(problem);
      expect(reply?.certain, problem).toBe(false);
      expect(reply?.text, problem).not.toMatch(/\*\*(?:sen|cos|tg)/);
    }
  });

  itSolvesItsExamples(quadrantRatios);
});

describe('solveQuadrantRatios, checked back', () => {
  it('finds sen 2α and cos 2α that square back to 1, for triples in every quadrant', () => {
    const next = random(3637);
    const names = ['primer', 'segundo', 'tercer', 'cuarto'];
    for (let k = 0; k < 30; k++) {
      const triples = [
        [3, 5],
        [5, 13],
        [8, 17],
        [7, 25],
      ] as const;
      const [o, h] = triples[Math.floor(next() * triples.length)] ?? [3, 5];
      const quadrant = 1 + Math.floor(next() * 4);
      const sen = (quadrant <= 2 ? 1 : -1) * (o / h);
      const problem = `Si sen α = ${sen < 0 ? '−' : ''}${o}/${h} y α pertenece al ${names[quadrant - 1]} cuadrante, calculá sen 2α y cos 2α.`;
      const text = solve(problem)?.text ?? '';
      const read = (name: string) => {
        const [, minus, p, q] = new RegExp(`\\*\\*${name} 2α = (-?)(\\d+)/(\\d+)`).exec(text) ?? [];
        return (minus ? -1 : 1) * (Number(p) / Number(q));
      };
      expect(read('sen') ** 2 + read('cos') ** 2, problem).toBeCloseTo(1, 12);
      expect(read('cos'), problem).toBeCloseTo(1 - 2 * sen ** 2, 12);
    }
  });

  it('combines two ratios as the decimals do, for triples in every quadrant', () => {
    const next = random(51);
    const names = ['primer', 'segundo', 'tercer', 'cuarto'];
    const triples = [
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
    ] as const;
    for (let k = 0; k < 40; k++) {
      const [o, a, h] = triples[Math.floor(next() * triples.length)] ?? [3, 4, 5];
      const quadrant = 1 + Math.floor(next() * 4);
      const sen = (quadrant <= 2 ? 1 : -1) * (o / h);
      const cos = (quadrant === 1 || quadrant === 4 ? 1 : -1) * (a / h);
      const values: Record<string, number> = { sen, cos, tg: sen / cos };
      const [first, second] = [['sen', 'cos', 'tg'][k % 3] ?? 'sen', ['cos', 'tg', 'sen'][k % 3] ?? 'cos'];
      const [op, apply] = (
        [
          ['+', (p: number, q: number) => p + q],
          ['-', (p: number, q: number) => p - q],
          ['·', (p: number, q: number) => p * q],
          ['/', (p: number, q: number) => p / q],
        ] as const
      )[Math.floor(next() * 4)] ?? ['+', (p: number, q: number) => p + q];
      const problem = `Si sen α = ${sen < 0 ? '−' : ''}${o}/${h} y α pertenece al ${names[quadrant - 1]} cuadrante, calculá ${first} α ${op} ${second} α.`;
      const text = solve(problem)?.text ?? '';
      const [, minus, p, q] = /\*\*[^=]*= (-?)(\d+)(?:\/(\d+))?/.exec(text) ?? [];
      const stated = (minus ? -1 : 1) * (Number(p) / Number(q ?? 1));
      expect(stated, problem).toBeCloseTo(apply(values[first] ?? 0, values[second] ?? 0), 12);
    }
  });

  it('gives back the quadrant the signs of its sine and cosine were drawn from', () => {
    const names = ['primer', 'segundo', 'tercer', 'cuarto'];
    for (const [index, [sen, cos]] of [
      ['>', '>'],
      ['>', '<'],
      ['<', '<'],
      ['<', '>'],
    ].entries()) {
      const reply = solve(`Si sen θ ${sen} 0 y cos θ ${cos} 0, ¿en qué cuadrante está θ?`);
      expect(reply?.text).toContain(`**θ pertenece al ${names[index]} cuadrante**`);
    }
  });

  it('finds the quadrant from the signs given and the cosine that squares back to 1 − sen²', () => {
    const next = random(3632);
    for (let k = 0; k < 40; k++) {
      const [o, a, h] = [
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
      ][Math.floor(next() * 3)] ?? [3, 4, 5];
      const quadrant = 1 + Math.floor(next() * 4);
      const senSign = quadrant <= 2 ? 1 : -1;
      const tgSign = quadrant === 1 || quadrant === 3 ? 1 : -1;
      const problem = `Si sen α = ${senSign < 0 ? '−' : ''}${o}/${h} y tg α ${tgSign > 0 ? '>' : '<'} 0, calculá cos α.`;
      const reply = solve(problem);
      expect(reply?.certain, problem).toBe(true);
      expect(reply?.text, problem).toContain(
        `**cos α = ${quadrant === 2 || quadrant === 3 ? '-' : ''}${a}/${h}`,
      );
    }
  });

  it('finds the cosine of Pythagorean triples in every quadrant, with sen² + cos² = 1', () => {
    const next = random(32);
    const triples = [
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
      [7, 24, 25],
    ] as const;
    const names = ['primer', 'segundo', 'tercer', 'cuarto'];
    for (let k = 0; k < 40; k++) {
      const [o, a, h] = triples[Math.floor(next() * triples.length)] ?? [3, 4, 5];
      const quadrant = 1 + Math.floor(next() * 4);
      const senSign = quadrant <= 2 ? 1 : -1;
      const cosSign = quadrant === 1 || quadrant === 4 ? 1 : -1;
      const problem = `Si sen α = ${senSign < 0 ? '−' : ''}${o}/${h} y α pertenece al ${names[quadrant - 1]} cuadrante, calculá cos α.`;
      const reply = solve(problem);
      expect(reply?.certain, problem).toBe(true);
      expect(reply?.text, problem).toContain(`**cos α = ${cosSign < 0 ? '-' : ''}${a}/${h}`);
    }
  });
});

describe('a reciprocal ratio given, checked back', () => {
  it('finds the sine whose reciprocal ratios were given, in every quadrant', () => {
    const names = ['primer', 'segundo', 'tercer', 'cuarto'] as const;
    const triples = [
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
    ] as const;
    for (const [q, name] of names.entries())
      for (const [opposite, adjacent, hypotenuse] of triples) {
        const [sen, cos] = [q < 2 ? 1 : -1, q === 0 || q === 3 ? 1 : -1];
        const fraction = (p: number, d: number, sign: number) => `${sign < 0 ? '−' : ''}${p}/${d}`;
        const given = [
          `cotg α = ${fraction(adjacent, opposite, sen * cos)}`,
          `sec α = ${fraction(hypotenuse, adjacent, cos)}`,
          `cosec α = ${fraction(hypotenuse, opposite, sen)}`,
        ];
        for (const ratio of given) {
          const reply = solve(`Si ${ratio} y α está en el ${name} cuadrante, calcular sen α.`);
          expect(reply?.certain, ratio).toBe(true);
          expect(reply?.text, ratio).toContain(`**sen α = ${sen < 0 ? '-' : ''}${opposite}/${hypotenuse}`);
        }
      }
  });
});

describe('solveQuadrantRatios: a double angle named before «vale:» (#32)', () => {
  it.each([
    ['Si sen α = 3/5 y α está en el segundo cuadrante, sen(2α) vale:', '**sen 2α = -24/25'],
    ['Sabiendo que cos x = 5/13 y x está en el cuarto cuadrante, cos 2x es igual a:', '**cos 2x = -119/169'],
  ])('%s', (problem, expected) => {
    const reply = solveQuadrantRatios(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('leaves a double angle inside a sum', () => {
    expect(
      solveQuadrantRatios('Si sen α = 3/5 y α está en el segundo cuadrante, sen(2α) + 1 vale:')?.certain,
    ).not.toBe(true);
  });
});
