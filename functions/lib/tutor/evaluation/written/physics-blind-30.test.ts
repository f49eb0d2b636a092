import { describe, expect, it } from 'vitest';
import { sameNumbers } from '../../../../content/checks.ts';
import { numbersIn } from '../../../../content/exam-style/helpers.ts';
import { physicsBlind30 } from './physics-blind-30.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 40;

describeWrittenSet(
  'a blind physics set (wave 30), written in UTN exam wording',
  'Física, conjunto ciego de la ola 30 (escrita)',
  physicsBlind30,
  RIGHT_FLOOR,
);

describe('the keys of the blind physics set (wave 30) that are not a single number', () => {
  it('shows the recomputed numbers in the right option only, and in none when the right one is E', () => {
    for (const problem of physicsBlind30) {
      if (problem.format !== 'five-options' || !problem.check) continue;
      const expected = problem.check();
      const matching = problem.options
        .slice(0, 4)
        .flatMap((text, i) => (sameNumbers(numbersIn(text), expected) ? [i] : []));
      expect(matching, problem.id).toEqual(problem.answer.option === 4 ? [] : [problem.answer.option]);
    }
  });

  it('states on each page the numbers its parts recompute to', () => {
    for (const problem of physicsBlind30) {
      if (problem.format !== 'open') continue;
      expect(sameNumbers(numbersIn(problem.answer.text), problem.check?.() ?? []), problem.id).toBe(true);
    }
  });

  it('keys every part of a page with the value its check recomputes', () => {
    for (const problem of physicsBlind30) {
      if (problem.format !== 'multi-part') continue;
      const checks = problem.check?.() ?? [];
      expect(checks.length, problem.id).toBe(problem.parts.length);
      problem.parts.forEach((part, i) => {
        if (part.answer.kind !== 'numeric') return;
        expect(sameNumbers(numbersIn(part.answer.text), checks[i] ?? []), `${problem.id} ${part.label}`).toBe(
          true,
        );
      });
    }
  });
});
