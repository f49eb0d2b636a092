import { describe, expect, it } from 'vitest';
import { examStyleProblemSchema } from '../../../../content/exam-style/schema.ts';
import { solveProblem } from '../../solvers/solve-problem.ts';
import { formatExamStyleReport, scoreExamStyle, summarizeExamStyle } from '../exam-style.ts';
import { writtenMathExamProblems } from './math-exam.ts';

/** Problems of the written set the production entry states the key of; raise it as solvers land. */
const WRITTEN_RIGHT_FLOOR = 120;

describe('the written exam-phrased mathematics set', () => {
  it('is well formed, with keys that hold and ids of its own', () => {
    for (const problem of writtenMathExamProblems)
      expect(examStyleProblemSchema.safeParse(problem).success).toBe(true);
    expect(new Set(writtenMathExamProblems.map((problem) => problem.id)).size).toBe(
      writtenMathExamProblems.length,
    );
  });

  it('has option keys that hold when recomputed (verify)', () => {
    const checked = writtenMathExamProblems.filter((problem) => problem.verify);
    expect(checked.length).toBeGreaterThan(0);
    for (const problem of checked)
      expect({ id: problem.id, holds: problem.verify?.() }).toEqual({
        id: problem.id,
        holds: true,
      });
  });

  it('gets no wrong result stated, and at least the floor right, through the production entry', async () => {
    const results = await scoreExamStyle(writtenMathExamProblems, (message) => solveProblem(message));
    const summary = summarizeExamStyle(results);
    if (process.env.WRITTEN_REPORT)
      console.log(formatExamStyleReport('Matemática escrita (exámenes)', results));
    expect(summary.statesWrong).toBe(0);
    expect(summary.right).toBeGreaterThanOrEqual(WRITTEN_RIGHT_FLOOR);
  });
});
