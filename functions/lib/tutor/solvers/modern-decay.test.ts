import { describe, expect, it } from 'vitest';
import { solveDecayFromMasses } from './modern-decay.ts';
import { answerNumbers, itSolvesCertainly } from './testing.ts';

const sample = 'Una muestra de 200 g de un material radiactivo se reduce a 50 g en 12 días.';

describe('solveDecayFromMasses', () => {
  itSolvesCertainly(solveDecayFromMasses, [
    [`${sample} Calcular el período de semidesintegración.`, ['**T = 6 días**']],
    [`${sample} Calcular la masa que quedará 6 días después (a los 18 días del comienzo).`, ['**m = 25 g**']],
    [
      'Una muestra radiactiva de 80 mg se reduce a 10 mg en 9 horas. ¿Cuál es su período de semidesintegración?',
      ['**T = 3 horas**'],
    ],
    [
      'Una muestra radiactiva de 64 g disminuye a 16 g en 10 años. ¿Qué masa queda a los 25 años del comienzo?',
      ['**m = 2 g**'],
    ],
  ]);

  it('halves the mass once a period (seeded)', () => {
    for (const [m0, k, period] of [
      [96, 3, 4],
      [500, 2, 7],
      [40, 1, 30],
    ] as const) {
      const reply = solveDecayFromMasses(
        `Una muestra radiactiva de ${m0} g se reduce a ${m0 / 2 ** k} g en ${k * period} días. ¿Cuál es el período de semidesintegración?`,
      );
      expect(answerNumbers(reply?.text ?? '')[0]).toBeCloseTo(period, 6);
    }
  });

  it.each([
    // «6 días después» alone: after the start or after the 12 days?
    `${sample} ¿Qué masa quedará 6 días después?`,
    // Masses in different units.
    'Una muestra radiactiva de 2 kg se reduce a 500 g en 12 días. ¿Cuál es el período de semidesintegración?',
    // The mass grows: not a decay.
    'Una muestra radiactiva de 50 g pasa a 200 g en 12 días. ¿Cuál es el período de semidesintegración?',
    // The two times disagree.
    `${sample} Calcular la masa que quedará 5 días después (a los 18 días del comienzo).`,
    // Another question: the activity.
    `${sample} ¿Cuál es la actividad de la muestra?`,
  ])('answers nothing sure: %s', (problem) => {
    expect(solveDecayFromMasses(problem)?.certain).not.toBe(true);
  });
});
