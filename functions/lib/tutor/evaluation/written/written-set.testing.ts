import { describe, expect, it } from 'vitest';
import { contentBank } from '../../../../content/bank.ts';
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
