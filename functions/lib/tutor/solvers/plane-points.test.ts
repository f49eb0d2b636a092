import { describe, expect, it } from 'vitest';
import { planePoints, solvePlanePoints } from './plane-points.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solvePlanePoints(problem);

describe('solvePlanePoints', () => {
  itSolvesCertainly(solve, [
    ['Calculá la distancia entre los puntos A = (−1; 2) y B = (5; 10).', ['**d(A, B) = 10**']],
    ['¿Cuál es la distancia entre (1; 1) y (3; 5)?', ['**d = 2√5 ≈ 4,47**']],
    ['Hallá el punto medio del segmento de extremos (2; −3) y (6; 5).', ['**M = (4; 1)**']],
    // The origin named in words is the second point.
    ['Hallá la distancia del punto P(1; 2) al origen de coordenadas.', ['**d(P, O) = √5 ≈ 2,24**']],
    [
      'Hallá el centro y el radio de la circunferencia x² + y² − 4x + 6y − 12 = 0.',
      ['$x^2 - 4x = (x - 2)^2 - 2^2$', '**Centro C = (2; -3); radio r = 5**'],
    ],
    [
      'Hallá el centro y el radio de la circunferencia (x − 1)² + (y + 2)² = 9.',
      ['**Centro C = (1; -2); radio r = 3**'],
    ],
    [
      'Hallá el centro y el radio de la circunferencia 2x^2 + 2y^2 + 8x - 10 = 0.',
      ['**Centro C = (-2; 0); radio r = 3**'],
    ],
    [
      'Los puntos A(0; 0), B(6; 0) y C(6; 8) son los vértices de un triángulo. Hallar la longitud del lado AC.',
      ['**d(A, C) = 10**'],
    ],
    [
      'Los puntos A(0; 0), B(6; 0) y C(6; 8) son los vértices de un triángulo. Calcular su perímetro.',
      ['**P = 24**'],
    ],
    ['Los vértices de un triángulo son P(1; 1), Q(5; 2) y R(2; 6). ¿Cuál es su área?', ['**Área = 19/2**']],
    [
      // An irrational side: the perimeter approximated, the radicals shown.
      'Hallar el perímetro del triángulo de vértices A(0; 0), B(1; 0) y C(0; 1).',
      ['√2', '**P ≈ 3,41**'],
    ],
  ]);

  itDeclines('leaves alone what is not its kind: %s', solve, [
    'Hallá la ecuación de la recta que pasa por (1; 3) y (3; 7).',
    'Dados u = (1; 2) y v = (3; 4), calculá el ángulo entre los vectores.',
    'Calculá la distancia y el punto medio de A = (1; 2) y B = (3; 4).',
    // A point the statement defines (a crossing), not one it writes.
    'Sea L₁: 2x − y = 1 y L₂ la perpendicular a L₁ por (0; 3). Hallar el punto de intersección. ¿Cuál es la distancia de ese punto al origen?',
    // Three vertices on a line make no triangle.
    'Los puntos A(0; 0), B(1; 1) y C(2; 2) son los vértices de un triángulo. Hallar su área.',
    // Two things asked, or one this reading does not give.
    'Los puntos A(0; 0), B(6; 0) y C(6; 8) son los vértices de un triángulo. Hallar su perímetro y su área.',
    'Los puntos A(0; 0), B(6; 0) y C(6; 8) son los vértices de un triángulo. Hallar la altura relativa al lado AC.',
  ]);

  it('says a «circle» with a negative radius squared is none, without a result', () => {
    const reply = solve('Hallá centro y radio de la circunferencia x^2 + y^2 + 2x + 5 = 0');
    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toContain('**Centro');
  });

  itSolvesItsExamples(planePoints);
});

describe('solvePlanePoints, the other end from the midpoint', () => {
  itSolvesCertainly(solve, [
    [
      'El punto medio del segmento AB es M = (2; −1), y A = (5; 3). ¿Cuáles son las coordenadas de B?',
      ['**B = (-1; -5)**'],
    ],
    ['El punto medio de AB es (4; 1). Si A = (1; 3), hallá B.', ['**B = (7; -1)**']],
  ]);

  itDeclines('never gives the midpoint back, nor guesses which point is which: %s', solve, [
    'El punto medio de un segmento es (4; 1) y un extremo es (1; 3). ¿Cuál es el punto medio?',
  ]);

  it('is checked back: the end it finds averages with the given one to the midpoint (seeded)', () => {
    const next = random(32);
    for (let i = 0; i < 25; i++) {
      const [mx, my, ax, ay] = [0, 0, 0, 0].map(() => Math.floor(next() * 21) - 10) as [
        number,
        number,
        number,
        number,
      ];
      const text =
        solve(`El punto medio de AB es M = (${mx}; ${my}) y A = (${ax}; ${ay}). Hallá las coordenadas de B.`)
          ?.text ?? '';
      const [, bx = 'NaN', by = 'NaN'] = /\*\*B = \((-?\d+); (-?\d+)\)\*\*/.exec(text) ?? [];
      expect((ax + Number(bx)) / 2).toBe(mx);
      expect((ay + Number(by)) / 2).toBe(my);
    }
  });
});

describe('solvePlanePoints, a coordinate to find from the distance', () => {
  itSolvesCertainly(solve, [
    [
      'Hallá los valores de k para que la distancia entre A(1; k) y B(4; 5) sea 5.',
      ['$(k - 5)^2 = 25 - 9 = 16$', '**k = 1 o k = 9**'],
    ],
    ['Hallá m para que la distancia entre P(m; 2) y Q(3; −2) sea 5.', ['**m = 0 o m = 6**']],
    ['Hallá k para que la distancia entre A(1; k) y B(4; 5) sea 3.', ['**k = 5**']],
  ]);

  itDeclines('leaves alone: %s', solve, [
    // Closer than the other coordinates allow, or an irrational value.
    'Hallá k para que la distancia entre A(1; k) y B(4; 5) sea 2.',
    'Hallá k para que la distancia entre A(1; k) y B(4; 5) sea 4.',
  ]);

  it('gives back the coordinate a point was built with (seeded)', () => {
    const next = random(345);
    const triples = [
      [3, 4, 5],
      [6, 8, 10],
      [5, 12, 13],
    ] as const;
    for (let n = 0; n < 30; n++) {
      const [dx, dy, d] = triples[Math.floor(next() * 3)] ?? [3, 4, 5];
      const [x, y] = [Math.floor(next() * 11) - 5, Math.floor(next() * 11) - 5];
      const reply = solve(`Hallá k para que la distancia entre A(${x}; k) y B(${x + dx}; ${y}) sea ${d}.`);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`k = ${y - dy} o k = ${y + dy}**`);
    }
  });
});

describe('solvePlanePoints, checked back', () => {
  it('finds the centre and radius of random circles written in general form', () => {
    const next = random(545);
    const signed = (k: number, v: string) => (k === 0 ? '' : ` ${k < 0 ? '−' : '+'} ${Math.abs(k)}${v}`);
    for (let n = 0; n < 40; n++) {
      const [h, k, r] = [
        Math.floor(next() * 13) - 6,
        Math.floor(next() * 13) - 6,
        1 + Math.floor(next() * 9),
      ];
      const problem = `Hallá el centro y el radio de la circunferencia x² + y²${signed(-2 * h, 'x')}${signed(-2 * k, 'y')}${signed(h * h + k * k - r * r, '')} = 0.`;
      const reply = solve(problem);
      expect(reply?.certain, problem).toBe(true);
      expect(reply?.text, problem).toContain(`**Centro C = (${h}; ${k}); radio r = ${r}**`);
    }
  });
});

describe('solvePlanePoints, a triangle by its vertices, checked back', () => {
  it('gives the area of random triangles as half the cross product of two sides', () => {
    const next = random(52);
    const int = () => Math.floor(next() * 17) - 8;
    for (let k = 0; k < 60; k++) {
      const [ax, ay, bx, by, cx, cy] = [int(), int(), int(), int(), int(), int()];
      const cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
      const reply = solve(
        `Los vértices de un triángulo son A(${ax}; ${ay}), B(${bx}; ${by}) y C(${cx}; ${cy}). Calcular su área.`,
      );
      if (cross === 0) {
        expect(reply).toBeUndefined();
        continue;
      }
      const stated = /\*\*Área = ([\d/]+)\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(
        stated
          .split('/')
          .map(Number)
          .reduce((p, q) => p / q),
      ).toBeCloseTo(Math.abs(cross) / 2, 9);
    }
  });
});

describe('solvePlanePoints: «el triángulo ABC» of the points given, and whether it is right-angled at a vertex (#32)', () => {
  it.each([
    // ½|1(5 − 6) + 5(6 − 2) + (−2)(2 − 5)| = ½ · 25 = 12,5.
    [
      'Dados los puntos A = (1; 2), B = (5; 5) y C = (−2; 6), calcular el área del triángulo ABC.',
      '**Área = 25/2** (o sea, 12,5)',
    ],
    // AB² = 25, AC² = 25, BC² = 50.
    [
      'Dados los puntos A = (1; 2), B = (5; 5) y C = (−2; 6), verificar que el triángulo ABC es rectángulo en A.',
      '**Sí, es rectángulo en A**',
    ],
    // Voseo, other vertices: NM² = 20, NK² = 45, MK² = 65.
    [
      'Probá que el triángulo de vértices M(−1; 0), N(3; 2) y K(0; 8) es rectángulo en N.',
      '**Sí, es rectángulo en N**',
    ],
    // Not at P: PQ² + PR² = 16 + 25 = 41, QR² = 9 (it is right-angled at Q).
    [
      'Los vértices de un triángulo son P(0; 0), Q(4; 0) y R(4; 3). ¿Es rectángulo en P?',
      '**No es rectángulo en P**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePlanePoints(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it.each([
    // The segment named picks its ends: √(16 + 9) = 5; √(36 + 64) = 10.
    [
      'Dados los puntos A = (1; 2), B = (5; 5) y C = (−2; 6), calcular la longitud del segmento AB.',
      '**d(A, B) = 5**',
    ],
    ['Sean P(0; 0), Q(6; 8) y R(1; 1). ¿Cuánto mide el segmento PQ?', '**d(P, Q) = 10**'],
  ])('measures the named segment of three points: %s', (problem, expected) => {
    const reply = solvePlanePoints(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('leaves a segment beside another question of the three points', () => {
    expect(
      solvePlanePoints(
        'Dados los puntos A = (1; 2), B = (5; 5) y C = (−2; 6), calcular la longitud del segmento AB y el área del triángulo ABC.',
      )?.certain,
    ).not.toBe(true);
  });
  it('leaves a side whose slope is asked, not its length', () => {
    for (const asked of [
      'la pendiente del lado PQ',
      'la inclinación del lado PQ',
      'la mediatriz del lado PQ',
    ])
      expect(
        solvePlanePoints(
          `Los puntos P(0; 1), Q(4; 3) y R(2; 7) son los vértices de un triángulo. Hallar ${asked}.`,
        )?.certain,
        asked,
      ).not.toBe(true);
  });
  it('leaves a vertex that is not one of the points', () => {
    expect(
      solvePlanePoints(
        'Dados A = (1; 2), B = (5; 5) y C = (−2; 6), verificar que el triángulo ABC es rectángulo en D.',
      )?.certain,
    ).not.toBe(true);
  });
});
