import { describe, expect, it } from 'vitest';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { belief, forecast, type PracticeAnswer, type SimulatorEvidence } from './prediction-model.ts';

const weights = new Map(syllabusMap.matematicas.flatMap((t) => t.subtopics.map((s) => [s.id, s.weight])));
const simulators = (share: number, count: number, questions = 20, ageDays = 3): SimulatorEvidence[] =>
  Array.from({ length: count }, () => ({
    correct: Math.round(share * questions),
    total: questions,
    ageDays,
  }));
const predict = (sims: SimulatorEvidence[], practice: PracticeAnswer[] = []) =>
  forecast(belief(sims, practice, weights));

describe('the pass prediction model', () => {
  it('gives a student scoring far above the pass mark a high chance, and one far below a low one', () => {
    expect(predict(simulators(0.75, 3)).probability).toBeGreaterThan(0.9);
    expect(predict(simulators(0.15, 3)).probability).toBeLessThan(0.1);
  });

  it('is honestly unsure near the pass mark, and more sure with more simulators', () => {
    const few = predict(simulators(0.45, 2));
    const many = predict(simulators(0.45, 8));
    expect(few.probability).toBeGreaterThan(0.3);
    expect(few.probability).toBeLessThan(0.8);
    expect(many.probabilityHigh - many.probabilityLow).toBeLessThan(few.probabilityHigh - few.probabilityLow);
  });

  it('keeps the probability inside its interval and the expected score inside the score interval', () => {
    for (const share of [0.2, 0.4, 0.6]) {
      const result = predict(simulators(share, 3));
      expect(result.probabilityLow).toBeLessThanOrEqual(result.probability);
      expect(result.probability).toBeLessThanOrEqual(result.probabilityHigh);
      expect(result.score.low).toBeLessThanOrEqual(result.score.expected);
      expect(result.score.expected).toBeLessThanOrEqual(result.score.high);
    }
  });

  it('follows a student who improved: recent good simulators weigh more than old bad ones', () => {
    const improving = [...simulators(0.25, 2, 20, 60), ...simulators(0.55, 2, 20, 2)];
    const slipping = [...simulators(0.55, 2, 20, 60), ...simulators(0.25, 2, 20, 2)];
    expect(predict(improving).probability).toBeGreaterThan(predict(slipping).probability + 0.2);
  });

  it('lets practice refine the estimate only as far as it covers the syllabus, and far less than simulators', () => {
    const [first] = [...weights.keys()];
    const narrow: PracticeAnswer[] = Array.from({ length: 100 }, () => ({
      subtopic: first as string,
      correct: true,
      ageDays: 1,
    }));
    const broad: PracticeAnswer[] = [...weights.keys()].flatMap((subtopic) =>
      Array.from({ length: 4 }, () => ({ subtopic, correct: true, ageDays: 1 })),
    );
    const base = predict(simulators(0.35, 2)).probability;
    const narrowLift = predict(simulators(0.35, 2), narrow).probability - base;
    const broadLift = predict(simulators(0.35, 2), broad).probability - base;
    expect(narrowLift).toBeGreaterThanOrEqual(0);
    expect(broadLift).toBeGreaterThan(narrowLift);
    expect(belief(simulators(0.35, 2), broad, weights).practiceCoverage).toBeCloseTo(1, 5);
  });
});
