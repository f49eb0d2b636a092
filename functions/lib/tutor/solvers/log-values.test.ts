import { describe, expect, it } from 'vitest';
import { logValues, solveLogValues } from './log-values.ts';
import { itSolvesCertainly, itSolvesItsExamples } from './testing.ts';

const solve = (problem: string) => solveLogValues(problem);

describe('solveLogValues: a logarithm from others given, by the properties', () => {
  itSolvesCertainly(solve, [
    // 3 · 2 − 2 · (−1) = 8.
    ['Sabiendo que log₃ a = 2 y log₃ b = −1, calcule log₃(a³/b²).', ['**log_3(a³/b²) = 8**']],
    // ½ · 3 + 2 · 5 = 11,5.
    ['Sabiendo que log_2 a = 3 y log_2 b = 5, calculá log_2(√a · b²)', ['**log_2(√a · b²) = 11,5**']],
    // 4 · 1,5 − ½ · 4 = 4.
    ['Si log m = 1,5 y log n = 4, calculá log(m⁴/√n).', ['**log(m⁴/√n) = 4**']],
    // x and y are letters given too: 2 · 3 + ½ · (−1) = 5,5.
    ['Si log₂ x = 3 y log₂ y = −1, ¿cuánto vale log₂ (x² · √y)?', ['**log_2(x² · √y) = 5,5**']],
    // A whole power of the base in the argument: 2 · 0,4 + 0,7 − 2 = −0,5; the aside in words is no log.
    [
      'Sabiendo que log a = 0,4 y log b = 0,7 (logaritmos decimales), el valor de log(a² · b / 100) es:',
      ['log 100 = 2', '**log(a² · b / 100) = -0,5**'],
    ],
    // 3 + 2 · (−1) + 3 = 4.
    ['Si log₂ p = 3 y log₂ q = −1, calculá log₂(8 · p · q²).', ['**log_2(8 · p · q²) = 4**']],
  ]);
  itSolvesItsExamples(logValues);
  it.each([
    // Numbers are exact-value's reading.
    'Si log 2 = 0,301 y log 3 = 0,477, ¿cuánto vale log 72?',
    // A sum inside the logarithm has no property.
    'Sabiendo que log₃ a = 2 y log₃ b = −1, calcule log₃(a + b).',
    // A value given and not used.
    'Sabiendo que log₃ a = 2 y log₃ b = −1, calcule log₃(a²).',
    // Two bases.
    'Sabiendo que log₃ a = 2 y log₂ b = −1, calcule log₃(a · b).',
    // A number that is no whole power of the base has no logarithm from the data.
    'Sabiendo que log a = 0,4 y log b = 0,7, calcule log(a · b / 3).',
    // x given and then asked: no logarithm of letters asked.
    'Si log₂ x = 3, ¿cuánto vale x?',
  ])('leaves %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });
});
