import { describe, expect, it } from 'vitest';
import { numbersIn } from '../../../../content/exam-style/helpers.ts';
import { chemistryBlind29 } from './chemistry-blind-29.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 36;

const sameNumbers = (shown: number[], key: number[]) =>
  shown.length === key.length &&
  [...shown]
    .sort((p, q) => p - q)
    .every((x, i) => {
      const y = [...key].sort((p, q) => p - q)[i] ?? Number.NaN;
      return Math.abs(x - y) <= Math.max(1e-9, 0.005 * Math.abs(y));
    });

describe('the five options of the chemistry blind set (wave 29)', () => {
  it('show the recomputed numbers in the right option only', () => {
    for (const problem of chemistryBlind29) {
      if (problem.format !== 'five-options' || !problem.check) continue;
      const key = problem.check();
      if (key.length === 0) continue;
      problem.options.slice(0, 4).forEach((option, i) => {
        expect(sameNumbers(numbersIn(option), key), `${problem.id} ${option}`).toBe(
          i === problem.answer.option,
        );
      });
    }
  });
});

describeWrittenSet(
  'a blind set of the chemistry entrance (wave 29), written in UTN exam wording',
  'Química, conjunto ciego de la ola 29 (escrita)',
  chemistryBlind29,
  RIGHT_FLOOR,
);
