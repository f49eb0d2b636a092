import { describe, expect, it } from 'vitest';
import { intervalSets, solveIntervalSets } from './interval-sets.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveIntervalSets(problem);

describe('solveIntervalSets', () => {
  itSolvesCertainly(solve, [
    ['Dados A = (−2; 5] y B = [1; 7), hallá A ∩ B.', ['**A ∩ B = [1; 5]**']],
    [
      'Dados los intervalos A = [−1; 4) y B = (2; 6]:\na) Hallá A ∪ B.\nb) Hallá A − B.',
      ['**A ∪ B = [-1; 6]**', '**A − B = [-1; 2]**'],
    ],
    [
      'Dados A = (−∞; 3] y B = (3; +∞), hallá la intersección de A y B y A ∪ B.',
      ['**A ∩ B = ∅**', '**A ∪ B = (-∞; +∞)**'],
    ],
    ['Sean A = [0; 2] y B = [2; 5]. Calculá A ∩ B y B − A.', ['**A ∩ B = {2}**', '**B − A = (2; 5]**']],
    ['Sean A = [0; 6] y B = (2; 3). Calculá A − B.', ['**A − B = [0; 2] ∪ [3; 6]**']],
    // Sets named as the solutions of inequalities: P = (2; +∞), Q = [−3; 3].
    [
      'Sean P el conjunto solución de 2x − 3 > 1 y Q el de x² ≤ 9. Hallá P ∩ Q y P ∪ Q.',
      ['**P ∩ Q = (2; 3]**', '**P ∪ Q = [-3; +∞)**'],
    ],
    [
      'Sea M el conjunto solución de la inecuación (x + 2)/(x − 5) ≤ 0. Expresá M como intervalo.',
      ['**M = [-2; 5)**'],
    ],
  ]);

  itDeclines('leaves alone what is not its kind: %s', solve, [
    'Dados A = (1; 2) y B = (3; 4), calculá A − B.',
    'Resolvé |2x − 1| < 3 y expresalo como intervalo.',
    'Dado A = [1; 3], hallá su complemento.',
    'Dados A = [0; 5) y B = (3; 8], ¿cuántos números enteros pertenecen a A ∩ B?',
  ]);

  itSolvesItsExamples(intervalSets);
});

describe('solveIntervalSets, checked back', () => {
  it('states intersections that hold at sample points of random closed intervals', () => {
    const next = random(550);
    for (let n = 0; n < 40; n++) {
      const [a, b, c, d] = [0, 0, 0, 0].map(() => Math.floor(next() * 21) - 10).sort((p, q) => p - q);
      if (a === undefined || b === undefined || c === undefined || d === undefined || a === b || c === d)
        continue;
      const reply = solve(`Dados A = [${a}; ${c}] y B = [${b}; ${d}], hallá A ∩ B.`);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(b === c ? `{${b}}` : `[${b}; ${c}]`);
    }
  });
});

describe('sets said by their condition', () => {
  const sets = 'Sean A = {x ∈ ℝ / |x − 1| < 3} y B = {x ∈ ℝ / 2x + 1 ≥ 3}.';

  it('writes a set as an interval, asked alone', () => {
    expect(solveIntervalSets(`${sets} Exprese A como intervalo.`)?.text).toContain('**A = (-2; 4)**');
    expect(solveIntervalSets(`${sets} Exprese B como intervalo.`)?.text).toContain('**B = [1; +∞)**');
    const flipped = solveIntervalSets(
      'Sean A = {x ∈ ℝ / |2 − x| ≤ 3} y B = {x ∈ ℝ / 5 − 2x > 1}. Exprese B como intervalo.',
    );
    expect(flipped?.text).toContain('**B = (-∞; 2)**');
  });

  it('operates with them', () => {
    const reply = solveIntervalSets(`${sets} Determine A ∩ B.`);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**A ∩ B = [1; 4)**');
  });

  it('leaves alone a union, a set not defined and another question', () => {
    // |x − 1| > 3 is two half-lines.
    expect(solveIntervalSets('Sea A = {x ∈ ℝ / |x − 1| > 3}. Exprese A como intervalo.')).toBeUndefined();
    expect(solveIntervalSets(`${sets} Exprese C como intervalo.`)).toBeUndefined();
    expect(solveIntervalSets(`${sets} ¿Cuántos enteros tiene A ∩ B?`)).toBeUndefined();
    // A critical value that is not rational.
    expect(solveIntervalSets('Sea A = {x ∈ ℝ / x² < 5}. Exprese A como intervalo.')).toBeUndefined();
  });
});

describe('solveIntervalSets: a set said by a polynomial, rational or distance condition (#32)', () => {
  it.each([
    ['Sea A = {x ∈ ℝ / |x − 2| > 3}. Exprese A como unión de intervalos.', '**A = (-∞; -1) ∪ (5; +∞)**'],
    ['Sea A = {x ∈ ℝ / x² − x − 6 < 0}. Exprese A como intervalo.', '**A = (-2; 3)**'],
    ['Sea B = {x ∈ ℝ / (x + 2)/(x − 4) ≥ 0}. Entonces B es igual a:', '**B = (-∞; -2] ∪ (4; +∞)**'],
    [
      'Sean A = {x ∈ ℝ / x² − 9 ≤ 0} y B = {x ∈ ℝ / (x − 1)/(x + 5) > 0}. Determine A ∩ B.',
      '**A ∩ B = (1; 3]**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveIntervalSets(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines a condition with an irrational critical value', () => {
    expect(solveIntervalSets('Sea A = {x ∈ ℝ / x² − 2 < 0}. Exprese A como intervalo.')).toBeUndefined();
  });

  it('keeps every seeded quadratic’s set where its condition holds (property)', () => {
    let seed = 5;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 12; round++) {
      const r1 = -6 + next(6);
      const r2 = r1 + 1 + next(6);
      const [b, c] = [-(r1 + r2), r1 * r2];
      const sign = (k: number) => (k < 0 ? `− ${-k}` : `+ ${k}`);
      const reply = solveIntervalSets(
        `Sea A = {x ∈ ℝ / x² ${sign(b)}x ${sign(c)} > 0}. Exprese A como unión de intervalos.`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**A = (-∞; ${r1}) ∪ (${r2}; +∞)**`);
    }
  });
});

describe('a set said by its condition among options (#32)', () => {
  it('names the option with the same set, or «ninguna» when none has it', async () => {
    const { answerOfflineDetailed } = await import('../offline/engine.ts');
    const options = (a: string, b: string) =>
      `A) ${a}\nB) ${b}\nC) [−5, 3]\nD) (−∞, −5] ∪ [3, +∞)\nE) Ninguna respuesta anterior es correcta`;
    const none = answerOfflineDetailed({
      message: `Sea A = {x ∈ ℝ / |x + 1| > 4}. Entonces A es igual a:\n${options('(−5, 3)', '(−∞, −3) ∪ (5, +∞)')}`,
      passages: [],
    });
    expect(none.certain).toBe(true);
    expect(none.text).toContain('la correcta es la **E)**');
    const named = answerOfflineDetailed({
      message: `Sea A = {x ∈ ℝ / |x + 1| > 4}. Entonces A es igual a:\n${options('(−5, 3)', '(−∞, −5) ∪ (3, +∞)')}`,
      passages: [],
    });
    expect(named.certain).toBe(true);
    expect(named.text).toContain('La correcta es la **B)**');
  });
});
