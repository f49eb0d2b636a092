import { describe, expect, it } from 'vitest';
import { sameNumbers } from '../../../../content/checks.ts';
import { numbersIn } from '../../../../content/exam-style/helpers.ts';
import { physicsBlind29 } from './physics-blind-29.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 38;

describeWrittenSet(
  'a blind physics set (wave 29), written in UTN exam wording',
  'Física, conjunto ciego de la ola 29 (escrita)',
  physicsBlind29,
  RIGHT_FLOOR,
);

describe('the keys of the blind physics set (wave 29) that are not plain numbers', () => {
  it('shows the recomputed numbers in the right option only, and in none when the right one is E', () => {
    for (const problem of physicsBlind29) {
      if (problem.format !== 'five-options' || !problem.check) continue;
      const expected = problem.check();
      const matching = problem.options
        .slice(0, 4)
        .flatMap((text, i) => (sameNumbers(numbersIn(text), expected) ? [i] : []));
      expect(matching, problem.id).toEqual(problem.answer.option === 4 ? [] : [problem.answer.option]);
    }
  });

  it('states on each page the numbers its parts recompute to, and keys every part', () => {
    for (const problem of physicsBlind29) {
      if (problem.format !== 'open') continue;
      expect(sameNumbers(numbersIn(problem.answer.text), problem.check?.() ?? []), problem.id).toBe(true);
    }
  });
});
