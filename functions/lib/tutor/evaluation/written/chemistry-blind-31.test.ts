import { describe, expect, it } from 'vitest';
import { sameNumbers } from '../../../../content/checks.ts';
import { numbersIn } from '../../../../content/exam-style/helpers.ts';
import { chemistryBlind31 } from './chemistry-blind-31.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 14;

describeWrittenSet(
  'a blind set of the chemistry entrance (wave 31), written in UTN exam wording',
  'Química, conjunto ciego de la ola 31 (escrita)',
  chemistryBlind31,
  RIGHT_FLOOR,
);

describe('the keys of the blind chemistry set (wave 31) that are not a single number', () => {
  it('shows the recomputed numbers in the right option only, and in none when the right one is E', () => {
    for (const problem of chemistryBlind31) {
      if (problem.format !== 'five-options' || !problem.check) continue;
      const expected = problem.check();
      expect(expected.length, problem.id).toBeGreaterThan(0);
      const matching = problem.options
        .slice(0, 4)
        .flatMap((text, i) => (sameNumbers(numbersIn(text), expected) ? [i] : []));
      expect(matching, problem.id).toEqual(problem.answer.option === 4 ? [] : [problem.answer.option]);
    }
  });

  it('re-checks every five-option key, by its numbers or by `verify`', () => {
    for (const problem of chemistryBlind31) {
      if (problem.format !== 'five-options') continue;
      expect(Boolean(problem.check) || Boolean(problem.verify), problem.id).toBe(true);
    }
  });

  it('states on each page the numbers its parts recompute to', () => {
    for (const problem of chemistryBlind31) {
      if (problem.format !== 'open') continue;
      const expected = problem.check?.() ?? [];
      expect(sameNumbers(numbersIn(problem.answer.text), expected), `${problem.id}: ${expected}`).toBe(true);
    }
  });

  it('keys every part of a page with the value its check recomputes', () => {
    for (const problem of chemistryBlind31) {
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

  it('has five-option, numeric and multi-part problems, with E right in three of the items', () => {
    const formats = chemistryBlind31.map((problem) => problem.format);
    expect(formats).toHaveLength(48);
    expect(formats.filter((f) => f === 'five-options')).toHaveLength(20);
    expect(formats.filter((f) => f === 'numeric')).toHaveLength(15);
    expect(formats.filter((f) => f === 'multi-part')).toHaveLength(10);
    expect(formats.filter((f) => f === 'open')).toHaveLength(3);
    const lastRight = chemistryBlind31.filter((p) => p.format === 'five-options' && p.answer.option === 4);
    expect(lastRight.map((p) => p.id)).toEqual(['exs-qui-25805', 'exs-qui-25811', 'exs-qui-25817']);
  });
});
