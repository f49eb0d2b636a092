import { describe, expect, it } from 'vitest';
import { contentBank } from '../../../../content/bank.ts';
import { examStyleProblemSchema } from '../../../../content/exam-style/schema.ts';
import { answerOfflineDetailed } from '../../offline/engine.ts';
import { createRetriever } from '../../retrieval.ts';
import { formatExamStyleReport, scoreExamStyle, summarizeExamStyle } from '../exam-style.ts';
import { physicsMotionProblems } from './physics-motion.ts';

/** Problems of the written motion set the offline engine states the key of; raise it, never lower it. */
const MOTION_RIGHT_FLOOR = 82;

describe('the written motion set', () => {
  it('is well formed, with ids of its own and keys that their checks recompute', () => {
    const ids = physicsMotionProblems.map((problem) => problem.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const problem of physicsMotionProblems) {
      expect(examStyleProblemSchema.safeParse(problem).success, problem.id).toBe(true);
      if (problem.format === 'numeric')
        expect(problem.check(), problem.id).toBeCloseTo(problem.answer.value, 6);
      if (problem.format === 'multi-part') {
        const checks = problem.check?.() ?? [];
        problem.parts.forEach((part, i) => {
          if (part.answer.kind === 'numeric')
            expect(checks[i]?.[0], problem.id).toBeCloseTo(part.answer.value, 6);
        });
      }
    }
  });

  it('never gets a sure wrong result from the offline engine, and states the key of at least the measured share', async () => {
    const retriever = createRetriever((subject) => contentBank[subject]);
    const results = await scoreExamStyle(physicsMotionProblems, (message) =>
      answerOfflineDetailed({ message, passages: retriever.search(message) }, { retriever }),
    );
    const summary = summarizeExamStyle(results);

    console.info(formatExamStyleReport('Movimiento (escritos)', results));
    expect(results.filter((result) => result.statesWrong).map((result) => result.id)).toEqual([]);
    expect(summary.right).toBeGreaterThanOrEqual(MOTION_RIGHT_FLOOR);
  });
});
