import { describe, expect, it } from 'vitest';
import { complexPolarOps, solveComplexPolarOps } from './complex-polar-ops.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveComplexPolarOps(problem);

describe('solveComplexPolarOps', () => {
  itSolvesCertainly(solve, [
    [
      'Dados z₁ = 2 (cos 30° + i sen 30°) y z₂ = 3 (cos 60° + i sen 60°), calculá z₁ · z₂ y expresalo en forma binómica.',
      ['se suman los argumentos', '**z₁ · z₂ = 6 (cos 90° + i sen 90°) = 6i**'],
    ],
    [
      'Sean z = 8 (cos 150° + i sen 150°) y w = 2 (cos 60° + i sen 60°). Calculá z/w en forma trigonométrica.',
      ['se restan los argumentos', '**z/w = 4 (cos 90° + i sen 90°) = 4i**'],
    ],
    [
      'Si z1 = 4 (cos 300° + i sen 300°) y z2 = 2 (cos 120° + i sen 120°), hallá z1 · z2.',
      ['restando 360°', '8 (cos 60° + i sen 60°) = 4 + 4√3 i'],
    ],
    [
      'El cociente entre z₁ = 4 (cos 100° + i sen 100°) y z₂ = 2 (cos 40° + i sen 40°) es:',
      ['**z₁/z₂ = 2 (cos 60° + i sen 60°) = 1 + √3 i**'],
    ],
    [
      'Calculá el producto de z = 3 (cos 20° + i sen 20°) y w = 2 (cos 25° + i sen 25°).',
      ['**z · w = 6 (cos 45° + i sen 45°) = 3√2 + 3√2 i**'],
    ],
    ['Calculá (√3 + i)⁶ aplicando la fórmula de De Moivre.', ['**(√3 + i)⁶ = −64**']],
    ['Calculá (1 − i)^8.', ['**(1 − i)^8 = 16**']],
    [
      'Si z = 2 (cos 20° + i sen 20°), calculá z⁶ y expresalo en forma binómica.',
      ['6 · 20° = 120°', '**z⁶ = −32 + 32√3 i**'],
    ],
    ['Si z = 1 + i, calculá z^8.', ['**z^8 = 16**']],
    ['Si z = 2 e^(iπ/3), calculá z³.', ['3 · 60° = 180°', '**z³ = −8**']],
    [
      'Dados z₁ = 2 cis 30° y z₂ = 4 cis 60°, calculá z₁ · z₂.',
      ['**z₁ · z₂ = 8 (cos 90° + i sen 90°) = 8i**'],
    ],
    [
      'Hallá las raíces cúbicas del número complejo z = 8i y expresalas en forma trigonométrica.',
      ['w₀ = 2 (cos 30° + i sen 30°) = √3 + i', 'w₂ = 2 (cos 270° + i sen 270°) = −2i'],
    ],
    [
      'Calculá las raíces cuartas de −16.',
      ['w₀ = 2 (cos 45° + i sen 45°) = √2 + √2 i', 'w₃ = 2 (cos 315° + i sen 315°) = √2 − √2 i'],
    ],
    ['Hallá las raíces cuadradas de z = 4 (cos 60° + i sen 60°).', ['w₁ = 2 (cos 210° + i sen 210°)']],
    ['Resolvé z³ = 8i.', ['z₀ = 2 (cos 30° + i sen 30°) = √3 + i', 'z₂ = 2 (cos 270° + i sen 270°) = −2i']],
    ['Resolvé en ℂ: z⁴ + 16 = 0', ['z₁ = 2 (cos 135° + i sen 135°) = −√2 + √2 i']],
    [
      'Resolvé en ℂ la ecuación x^2 + 9 = 0',
      ['x₀ = 3 (cos 90° + i sen 90°) = 3i', 'x₁ = 3 (cos 270° + i sen 270°) = −3i'],
    ],
    // One number in binomial form beside one in polar form, or with a root: passed to polar form first.
    [
      'Sea u = 1 − i. Si v = 3 (cos 135° + i sen 135°), hallá u · v en forma binómica.',
      ['Pasá u a forma polar: |u| = √2 y arg u = 315°', '**u · v = 3√2 (cos 90° + i sen 90°) = 3√2 i**'],
    ],
    [
      'Dados z₁ = √3 + i y z₂ = 1 + i, calculá z₁ / z₂ en forma binómica.',
      ['30° − 45° = 345° (sumando 360°)', '**z₁/z₂ = √2 (cos 345° + i sen 345°) ≈ 1,366 − 0,366i**'],
    ],
    // A power of a number named with its index.
    ['Sea w₂ = −1 + √3 i. Calculá w₂⁶ en forma binómica.', ['6 · 120° = 720°', '**w₂⁶ = 64**']],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    // Two binomials with rational parts: complex.ts works them exactly.
    'Dados z₁ = 2 + 2i y z₂ = 1 − i, calculá z₁ · z₂.',
    // A binomial whose argument is no multiple of 15°.
    'Sea u = 2 + i. Si v = 3 (cos 30° + i sen 30°), hallá u · v.',
    // The power is one term of the expression asked.
    'Sea z = 2i. Calcular z³ + z.',
    'Sea z = 1 + i. Calcular 2z⁴.',
    // A power in the definition and another asked: it stated «(1 + i)² = 2i» for z⁴ (found probing).
    'Sea z = (1 + i)². Calcular z⁴.',
    // Something of the power asked, not the power: the conjugate, the modulus.
    'Calculá el conjugado de (1 + i)².',
    '¿Cuál es el módulo de (1 + i)⁶?',
    // A third number the operation does not use.
    'Dados z₁ = 2 (cos 30° + i sen 30°) y z₂ = 3 (cos 60° + i sen 60°), calculá 5 z₁ · z₂.',
    // Only one number: a conversion, not an operation.
    'Expresá en forma binómica z = 4 (cos 120° + i sen 120°).',
    // An argument that is no notable angle: not exact.
    'Calculá (2 + i)^5.',
    'Calculá (3 + 2i)(1 − i).',
    // In x without ℂ: a real equation, with no real solution.
    'Resolvé x² = −4.',
  ]);

  itSolvesItsExamples(complexPolarOps);
});

describe('solveComplexPolarOps, checked back', () => {
  it('each n-th root raised to n gives the number back', () => {
    const next = random(681);
    for (let t = 0; t < 20; t++) {
      const n = 2 + Math.floor(next() * 4);
      const r = 2 ** (1 + Math.floor(next() * 3));
      const degrees = 30 * Math.floor(next() * 12);
      const reply = solve(
        `Hallá las raíces ${['cuadradas', 'cúbicas', 'cuartas', 'quintas'][n - 2]} de z = ${r} (cos ${degrees}° + i sen ${degrees}°).`,
      );
      expect(reply?.certain).toBe(true);
      const angles = [...(reply?.text ?? '').matchAll(/w[₀-₉] = [^(]*\(cos ([\d,]+)°/g)].map((m) =>
        Number((m[1] ?? '').replace(',', '.')),
      );
      expect(angles).toHaveLength(n);
      for (const angle of angles) {
        const back = (((n * angle - degrees) % 360) + 360) % 360;
        expect(Math.min(back, 360 - back)).toBeLessThan(0.02 * n);
      }
    }
  });

  it('a product in polar form has the modulus of the product and the sum of the arguments', () => {
    const next = random(677);
    for (let t = 0; t < 20; t++) {
      const [r1, r2] = [1 + Math.floor(next() * 5), 1 + Math.floor(next() * 5)];
      const [a1, a2] = [15 * Math.floor(next() * 24), 15 * Math.floor(next() * 24)];
      const reply = solve(
        `Dados z₁ = ${r1} (cos ${a1}° + i sen ${a1}°) y z₂ = ${r2} (cos ${a2}° + i sen ${a2}°), calculá z₁ · z₂.`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`= ${r1 * r2} (cos ${(a1 + a2) % 360}° + i sen ${(a1 + a2) % 360}°)`);
    }
  });

  it('a quotient of a binomial by a number in polar form has the difference of the arguments', () => {
    const next = random(683);
    const binomials = [
      ['1 + i', 45],
      ['−1 + i', 135],
      ['2i', 90],
      ['−3', 180],
      ['2 − 2i', 315],
      ['1 + √3 i', 60],
    ] as const;
    for (let t = 0; t < 20; t++) {
      const [written, argument] = binomials[Math.floor(next() * binomials.length)] ?? binomials[0];
      const r = 1 + Math.floor(next() * 4);
      const degrees = 45 * Math.floor(next() * 8);
      const reply = solve(
        `Sea u = ${written}. Si v = ${r} (cos ${degrees}° + i sen ${degrees}°), calculá u/v.`,
      );
      expect(reply?.certain).toBe(true);
      const stated = /\*\*u\/v = [^(]*\(cos ([\d,]+)°/.exec(reply?.text ?? '');
      expect(Number((stated?.[1] ?? '').replace(',', '.'))).toBe((((argument - degrees) % 360) + 360) % 360);
    }
  });
});
