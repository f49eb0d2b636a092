import { describe, expect, it } from 'vitest';
import { contentBank } from '../../../../content/bank.ts';
import { sameNumbers } from '../../../../content/checks.ts';
import { numbersIn } from '../../../../content/exam-style/helpers.ts';
import { type ExamStyleProblem, examStyleProblemSchema } from '../../../../content/exam-style/schema.ts';
import { answerOfflineDetailed } from '../../offline/engine.ts';
import { createRetriever } from '../../retrieval.ts';
import { formatExamStyleReport, scoreExamStyle, summarizeExamStyle } from '../exam-style.ts';

/**
 * The checks a written set gets: well formed (the exam-style shape, unique ids, keys that
 * their checks recompute), and through the offline engine no wrong result stated and at least `floor`
 * keys stated, as measured at the last commit that moved it.
 */
export function describeWrittenSet(
  title: string,
  report: string,
  problems: readonly ExamStyleProblem[],
  floor: number,
): void {
  describe(title, () => {
    it('is well formed: the exam-style shape, unique ids, keys that their checks recompute', () => {
      const ids = problems.map((problem) => problem.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const problem of problems) {
        expect(examStyleProblemSchema.safeParse(problem).success, problem.id).toBe(true);
        if (problem.verify) expect(problem.verify(), problem.id).toBe(true);
        if (problem.format === 'numeric') {
          expect(Math.abs(problem.check() - problem.answer.value), problem.id).toBeLessThanOrEqual(
            'absolute' in problem.answer.tolerance ? problem.answer.tolerance.absolute : 0,
          );
        }
        if (problem.format === 'multi-part' && problem.check) {
          const checks = problem.check();
          problem.parts.forEach((part, i) => {
            if (part.answer.kind !== 'numeric') return;
            expect(
              Math.abs((checks[i]?.[0] ?? Number.NaN) - part.answer.value),
              problem.id,
            ).toBeLessThanOrEqual('absolute' in part.answer.tolerance ? part.answer.tolerance.absolute : 0);
          });
        }
      }
    });

    it('never states a wrong result, and states the key of at least the measured share', async () => {
      const retriever = createRetriever((subject) => contentBank[subject]);
      const results = await scoreExamStyle(problems, (message) =>
        answerOfflineDetailed({ message, passages: retriever.search(message) }, { retriever }),
      );
      const summary = summarizeExamStyle(results);

      console.info(formatExamStyleReport(report, results));
      expect(results.filter((result) => result.statesWrong).map((result) => result.id)).toEqual([]);
      expect(summary.right).toBeGreaterThanOrEqual(floor);
    });
  });
}

/** How a blind set is made: its five-option, numeric and paged problems, and the items whose right option is E. */
export interface BlindSetShape {
  fiveOptions: number;
  numeric: number;
  pages: number;
  rightIsE: readonly string[];
}

/**
 * The keys of a blind set that are not plain numbers: the recomputed numbers in the right option only
 * (in none when E is right), on each page and in each part, and the set's shape as written.
 */
export function describeBlindSetKeys(
  title: string,
  problems: readonly ExamStyleProblem[],
  shape: BlindSetShape,
): void {
  describe(title, () => {
    it('shows the recomputed numbers in the right option only, and in none when the right one is E', () => {
      for (const problem of problems) {
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
      for (const problem of problems) {
        if (problem.format !== 'five-options') continue;
        expect(Boolean(problem.check) || Boolean(problem.verify), problem.id).toBe(true);
      }
    });

    it('states in each part and on each page the numbers it recomputes to', () => {
      for (const problem of problems) {
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
          if (part.answer.kind !== 'expression' && part.answer.kind !== 'numeric') return;
          const expected = checks[i] ?? [];
          expect(
            sameNumbers(numbersIn(part.answer.text), expected),
            `${problem.id} ${part.label}: ${numbersIn(part.answer.text)} ≠ ${expected}`,
          ).toBe(true);
        });
      }
    });

    it('has five-option, numeric and multi-part problems, with E right in three of the items', () => {
      const formats = problems.map((problem) => problem.format);
      expect(formats.filter((f) => f === 'five-options')).toHaveLength(shape.fiveOptions);
      expect(formats.filter((f) => f === 'numeric')).toHaveLength(shape.numeric);
      expect(formats.filter((f) => f === 'multi-part' || f === 'open')).toHaveLength(shape.pages);
      const lastRight = problems.filter((p) => p.format === 'five-options' && p.answer.option === 4);
      expect(lastRight.map((p) => p.id)).toEqual(shape.rightIsE);
    });
  });
}
