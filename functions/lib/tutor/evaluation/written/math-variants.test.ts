import { describe, expect, it } from 'vitest';
import { contentBank } from '../../../../content/bank.ts';
import { examStyleProblemSchema } from '../../../../content/exam-style/schema.ts';
import { answerOfflineDetailed } from '../../offline/engine.ts';
import { createRetriever } from '../../retrieval.ts';
import { formatExamStyleReport, scoreExamStyle, summarizeExamStyle } from '../exam-style.ts';
import { mathVariants } from './math-variants.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 213;

describe('variants of the tuning mathematics problems', () => {
  it('is well formed: the exam-style shape, unique ids, keys that their checks recompute', () => {
    const ids = mathVariants.map((problem) => problem.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const problem of mathVariants) {
      expect(examStyleProblemSchema.safeParse(problem).success, problem.id).toBe(true);
      if (problem.verify) expect(problem.verify(), problem.id).toBe(true);
      if (problem.format === 'numeric')
        expect(Math.abs(problem.check() - problem.answer.value), problem.id).toBeLessThanOrEqual(1e-9);
    }
  });

  it('states no wrong result, and the key of at least the measured share', async () => {
    const retriever = createRetriever((subject) => contentBank[subject]);
    const results = await scoreExamStyle(mathVariants, (message) =>
      answerOfflineDetailed({ message, passages: retriever.search(message) }, { retriever }),
    );
    console.info(formatExamStyleReport('Matemática, variantes (escrita)', results));
    expect(results.filter((result) => result.statesWrong).map((result) => result.id)).toEqual([]);
    expect(summarizeExamStyle(results).right).toBeGreaterThanOrEqual(RIGHT_FLOOR);
  });
});
