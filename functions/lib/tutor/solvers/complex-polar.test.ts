import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from '../offline/engine.ts';
import { complexPolar, solveComplexPolar, withOneNamedNumber } from './complex-polar.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveComplexPolar(problem);

describe('solveComplexPolar', () => {
  itSolvesCertainly(solve, [
    [
      'Expresá z = −1 + √3 i en forma polar.',
      ['segundo cuadrante', '**|z| = 2, arg z = 120° (2π/3 rad): z = 2 (cos 120° + i sen 120°)**'],
    ],
    ['Escribí z = 1 − i en forma trigonométrica.', ['cuarto cuadrante', 'arg z = 315°', '|z| = √2']],
    ['Expresá z = -3 - 3i en forma exponencial.', ['tercer cuadrante', 'z = 3√2 e^(i 5π/4)']],
    ['Hallá el módulo y el argumento de z = -√3 + i.', ['arg z = 150°', '|z| = 2']],
    ['Expresá z = -2i en forma polar.', ['arg z = 270°']],
    ['Expresá z = 3 + 4i en forma polar.', ['arg z ≈ 53,13°', '|z| = 5']],
    ['Pasá a forma binómica z = 2 (cos 60° + i sen 60°).', ['**z = 1 + √3 i**']],
    ['Escribí en forma binómica z = 4 e^(i 3π/4).', ['**z = −2√2 + 2√2 i**']],
    ['Escribí en forma binómica z = 6 (cos 90° + i sen 90°).', ['**z = 6i**']],
    // The argument alone, of a number named w or u, in the range the exam states (#32).
    [
      'Determinar el argumento del número complejo w = 3 − 3√3 i, expresado en grados entre 0° y 360°.',
      ['cuarto cuadrante', '**|w| = 6, arg w = 300° (5π/3 rad)'],
    ],
    ['Hallar el módulo y el argumento de u = −4.', ['**|u| = 4, arg u = 180° (π rad)']],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    'Calculá (2 + 3i)(1 − i).',
    'Expresá z = 2 (cos 60° + i sen 30°) en forma binómica.',
    'Dados z₁ = 1 + i y z₂ = 2 − i, expresá z₁ · z₂ en forma polar.',
    // A power of z is asked, not z itself (the superscript 6 is no digit of the statement's count).
    'Si z = 2 (cos 20° + i sen 20°), calculá z⁶ y expresalo en forma binómica.',
    'Expresá en forma polar z = 1 + i sabiendo que w = 3.',
    // The argument of an operation on z, not of z.
    'Dado z = 1 + i, calcular el argumento de z + i.',
    'Dado z = 1 + i, calcular el argumento del conjugado de z.',
    'Dado z = 1 + i, calcular el argumento de z + 3.',
  ]);

  itSolvesItsExamples(complexPolar);
});

describe('solveComplexPolar, checked back', () => {
  it('the modulus and argument stated give back the integer parts read', () => {
    const next = random(733);
    for (let n = 0; n < 40; n++) {
      const [a, b] = [Math.floor(next() * 13) - 6, Math.floor(next() * 13) - 6];
      if (a === 0 && b === 0) continue;
      const z = `${a}${b < 0 ? ' - ' : ' + '}${Math.abs(b)}i`;
      const reply = solve(`Expresá z = ${z} en forma polar.`);
      expect(reply?.certain).toBe(true);
      const degrees = Number((/arg z [=≈] ([\d.,]+)°/.exec(reply?.text ?? '')?.[1] ?? '').replace(',', '.'));
      const expected = ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
      expect(Math.abs(degrees - expected)).toBeLessThan(0.006);
    }
  });
});

describe('solveComplexPolar: the argument of a power, by De Moivre (#32)', () => {
  itSolvesCertainly(solve, [
    ['Si z = 1 + i, el argumento de z³ es:', ['**arg z³ = 135° (3π/4 rad)**', '−2 + 2i']],
    ['Calcular el argumento de w⁴ siendo w = −1 + i.', ['**arg w⁴ = 180° (π rad)**']],
    ['Si z = √3 + i, el argumento de z^5 es:', ['**arg z⁵ = 150° (5π/6 rad)**']],
    ['Si z = 2 + i, hallar el argumento de z².', ['**arg z² ≈ 53,13°']],
  ]);
  itDeclines('leaves alone %s', solve, [
    // The modulus asked too, and a number besides z's.
    'Si z = 1 + i, el módulo y el argumento de z³ son:',
    'Si z = 1 + i, el argumento de 2 · z³ es:',
  ]);
});

describe('solveComplexPolar: the modulus or the conjugate alone, of a number with roots in its parts (#32)', () => {
  itSolvesCertainly(solve, [
    ['Dado el número complejo z = 1 − √3 i, determinar su módulo.', ['**|z| = 2**']],
    ['Hallá el módulo de w = −2√2 + 2√2 i.', ['**|w| = 4**']],
    ['Dado el número complejo z = 1 − √3 i, determinar su conjugado.', ['**z̄ = 1 + √3 i**']],
    ['Escribí el conjugado de z = −√3 + i.', ['**z̄ = −√3 − i**']],
  ]);
  it('is never sure of an operated number, nor of both asked at once', () => {
    for (const problem of [
      'Dado z = 1 − √3 i, hallar el módulo de z + 2.',
      'Dado z = 1 − √3 i, hallar el módulo de su conjugado y el argumento.',
    ])
      expect(solve(problem)?.certain, problem).not.toBe(true);
  });
});

describe('a question about one of the numbers a statement names (#32)', () => {
  it("reads the question with its number alone, the others being other questions' data", () => {
    expect(withOneNamedNumber('7) Dados w₁ = −2 + 2i y w₂ = 3i. Escribí w₁ en forma trigonométrica.')).toBe(
      'Sea w₁ = −2 + 2i. Escribí w₁ en forma trigonométrica.',
    );
    // Both named: an operation, not one number.
    expect(withOneNamedNumber('Dados w₁ = −2 + 2i y w₂ = 3i. Calculá w₁ · w₂.')).toBeUndefined();
    // Something else said besides the numbers: a datum that may be this question's.
    expect(withOneNamedNumber('Dados w₁ = −2 + 2i y w₂ = 3i, con |w₁| > 1. Calculá w₁⁴.')).toBeUndefined();
    expect(withOneNamedNumber('Dados a = 3 y w₂ = 3i. Calculá w₂⁴.')).toBeUndefined();
  });

  it('answers it, and a page whose parts ask about each number and about both', () => {
    expect(solve('Sean u₁ = −√3 + i y u₂ = 2 − 2i. Expresá u₁ en forma polar.')?.text).toContain(
      '**|u₁| = 2, arg u₁ = 150°',
    );
    const page = answerOfflineDetailed({
      message:
        'Dados w₁ = −1 + √3 i y w₂ = 1 + i.\na) Escribí w₁ en forma polar.\nb) Con a), calculá w₁⁶.\nc) Calculá w₁ / w₂ en forma binómica.',
      passages: [],
    });
    expect(page.certain).toBe(true);
    expect(page.text).toContain('arg w₁ = 120°');
    expect(page.text).toContain('**w₁⁶ = 64**');
    expect(page.text).toContain('√2 (cos 75° + i sen 75°)');
  });
});
