import { describe, expect, it } from 'vitest';
import { exponentialModel, solveExponentialModel } from './exponential-model.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples } from './testing.ts';

const solve = (problem: string) => solveExponentialModel(problem);

describe('solveExponentialModel: when a quantity given by an exponential model reaches a value (#32)', () => {
  itSolvesCertainly(solve, [
    // e^(−0,1 t) = 1/2 ⇒ t = ln 2 / 0,1 ≈ 6,93.
    [
      'Un medicamento en sangre sigue C(t) = 40 · e^(−0,1 t), con t en horas. ¿Cuántas horas pasan hasta que queda la mitad?',
      ['**t ≈ 6,93 horas**'],
    ],
    // 2^(t/4) = 3 ⇒ t = 4 · log 3 / log 2 ≈ 6,34.
    ['Un cultivo crece según N(t) = 300 · 2^(t/4). ¿Cuándo se triplica?', ['**t ≈ 6,34**']],
    // 1,05^t = 1500/1000 ⇒ t = ln 1,5 / ln 1,05 ≈ 8,31.
    ['Un capital evoluciona según K(t) = 1000 · (1,05)^t. ¿En cuántos años llega a 1500?', ['**t ≈ 8,31**']],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    // Another number beside the model's: a datum this reading would leave unused.
    'Un cultivo crece según N(t) = 300 · 2^(t/4) y se retiran 50 bacterias. ¿Cuándo se triplica?',
    // Growing, it never comes down to half.
    'Un cultivo crece según N(t) = 300 · 2^(t/4). ¿Cuándo queda la mitad?',
    'Un cultivo crece según N(t) = 300 · 2^(t/4). ¿Cuántas bacterias hay a las 8 horas?',
  ]);

  it('states a time that gives the value back in the model (seeded)', () => {
    for (const [start, rate, share] of [
      [50, -0.2, 0.1],
      [120, 0.07, 2],
      [9, -0.5, 0.5],
    ] as const) {
      const reply = solve(
        `La cantidad sigue Q(t) = ${start} · e^(${String(rate).replace('.', ',')} t). ¿Cuándo vale ${String(start * share).replace('.', ',')}?`,
      );
      const t = Math.log(share) / rate;
      expect(reply?.text).toContain(`t ≈ ${(Math.round(t * 100) / 100).toString().replace('.', ',')}`);
    }
  });

  itSolvesItsExamples(exponentialModel);
});
