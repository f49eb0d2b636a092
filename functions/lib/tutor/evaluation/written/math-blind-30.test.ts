import { describe, expect, it } from 'vitest';
import { sameNumbers } from '../../../../content/checks.ts';
import { numbersIn } from '../../../../content/exam-style/helpers.ts';
import { mathBlind30 } from './math-blind-30.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 42;

describeWrittenSet(
  'a blind set of the mathematics entrance (wave 30), written in UTN exam wording',
  'Matemática, conjunto ciego de la ola 30 (escrita)',
  mathBlind30,
  RIGHT_FLOOR,
);

describe('the keys of the blind mathematics set (wave 30) that are not plain numbers', () => {
  it('shows the recomputed numbers in the right option only, and in none when the right one is E', () => {
    for (const problem of mathBlind30) {
      if (problem.format !== 'five-options' || !problem.check) continue;
      const expected = problem.check();
      expect(expected.length, problem.id).toBeGreaterThan(0);
      const matching = problem.options
        .slice(0, 4)
        .flatMap((text, i) => (sameNumbers(numbersIn(text), expected) ? [i] : []));
      expect(matching, problem.id).toEqual(problem.answer.option === 4 ? [] : [problem.answer.option]);
    }
  });

  it('states in each part and on each page the numbers it recomputes to', () => {
    for (const problem of mathBlind30) {
      if (problem.format === 'open') {
        const expected = problem.check?.() ?? [];
        expect(sameNumbers(numbersIn(problem.answer.text), expected), `${problem.id}: ${expected}`).toBe(
          true,
        );
      }
      if (problem.format !== 'multi-part') continue;
      const checks = problem.check?.() ?? [];
      expect(checks, problem.id).toHaveLength(problem.parts.length);
      problem.parts.forEach((part, i) => {
        if (part.answer.kind !== 'expression') return;
        const expected = checks[i] ?? [];
        expect(
          sameNumbers(numbersIn(part.answer.text), expected),
          `${problem.id} ${part.label}: ${numbersIn(part.answer.text)} ≠ ${expected}`,
        ).toBe(true);
      });
    }
  });

  it('has five-option, numeric and multi-part problems, with E right in three of the items', () => {
    const formats = mathBlind30.map((problem) => problem.format);
    expect(formats.filter((f) => f === 'five-options')).toHaveLength(20);
    expect(formats.filter((f) => f === 'numeric')).toHaveLength(16);
    expect(formats.filter((f) => f === 'multi-part' || f === 'open')).toHaveLength(14);
    const lastRight = mathBlind30.filter((p) => p.format === 'five-options' && p.answer.option === 4);
    expect(lastRight.map((p) => p.id)).toEqual(['exs-mat-25305', 'exs-mat-25312', 'exs-mat-25318']);
  });
});
