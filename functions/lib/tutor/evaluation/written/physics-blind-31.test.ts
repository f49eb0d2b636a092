import { describe, expect, it } from 'vitest';
import { sameNumbers } from '../../../../content/checks.ts';
import { numbersIn } from '../../../../content/exam-style/helpers.ts';
import { physicsBlind31 } from './physics-blind-31.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 19;

describeWrittenSet(
  'a blind physics set (wave 31), written in UTN exam wording',
  'Física, conjunto ciego de la ola 31 (escrita)',
  physicsBlind31,
  RIGHT_FLOOR,
);

describe('the keys of the blind physics set (wave 31) that are not a single number', () => {
  it('holds 20 five-option items (E right in three), 12 numeric answers, 10 pages in parts and 3 on the page', () => {
    const count = (format: string) => physicsBlind31.filter((problem) => problem.format === format).length;
    expect([count('five-options'), count('numeric'), count('multi-part'), count('open')]).toEqual([
      20, 12, 10, 3,
    ]);
    const lastRight = physicsBlind31.flatMap((problem) =>
      problem.format === 'five-options' && problem.answer.option === 4 ? [problem.id] : [],
    );
    expect(lastRight).toEqual(['exs-fis-25704', 'exs-fis-25711', 'exs-fis-25716']);
  });

  it('shows the recomputed numbers in the right option only, and in none when the right one is E', () => {
    for (const problem of physicsBlind31) {
      if (problem.format !== 'five-options' || !problem.check) continue;
      const expected = problem.check();
      const matching = problem.options
        .slice(0, 4)
        .flatMap((text, i) => (sameNumbers(numbersIn(text), expected) ? [i] : []));
      expect(matching, problem.id).toEqual(problem.answer.option === 4 ? [] : [problem.answer.option]);
    }
  });

  it('states on each page the numbers its parts recompute to', () => {
    for (const problem of physicsBlind31) {
      if (problem.format !== 'open') continue;
      expect(sameNumbers(numbersIn(problem.answer.text), problem.check?.() ?? []), problem.id).toBe(true);
    }
  });

  it('keys every part of a page with the value its check recomputes', () => {
    for (const problem of physicsBlind31) {
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
