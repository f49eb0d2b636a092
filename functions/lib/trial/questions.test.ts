import { describe, expect, it } from 'vitest';
import { createRng } from '../../content/lib.ts';
import { trialItems } from '../../content/trial/index.ts';
import { pickTrialQuestions, type RandomIndex } from './questions.ts';

/** A seeded generator, so a failing pick can be replayed. */
function seeded(seed: number): RandomIndex {
  const rng = createRng(seed);
  return (below) => rng.int(0, below - 1);
}

describe('pickTrialQuestions', () => {
  it('asks five distinct questions, each of a different topic', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const questions = pickTrialQuestions(trialItems.fisica, 5, seeded(seed));
      expect(questions).toHaveLength(5);
      expect(new Set(questions.map((q) => q.sourceId)).size).toBe(5);
      expect(new Set(questions.map((q) => q.topic)).size).toBe(5);
    }
  });

  it('keeps the right answer with its option while shuffling the options', () => {
    const items = new Map(trialItems.matematicas.map((item) => [item.id, item]));
    const positions = new Set<number>();
    for (let seed = 1; seed <= 50; seed++) {
      for (const question of pickTrialQuestions(trialItems.matematicas, 5, seeded(seed))) {
        const item = items.get(question.sourceId);
        expect(question.options[question.correctAnswer]).toBe(item?.options[item.correctAnswer]);
        expect([...question.options].sort()).toEqual([...(item?.options ?? [])].sort());
        expect(question.explanation).toBe(item?.explanation);
        positions.add(question.correctAnswer);
      }
    }
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it('fills from any topic when the pool has fewer topics than questions', () => {
    const twoTopics = trialItems.quimica.filter((item) =>
      ['estructura-atomica', 'soluciones'].includes(item.topic),
    );
    const questions = pickTrialQuestions(twoTopics, 3, seeded(7));
    expect(new Set(questions.map((q) => q.sourceId)).size).toBe(3);
  });

  it('reaches every item of the pool over many trials', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 300; seed++)
      for (const question of pickTrialQuestions(trialItems.quimica, 5, seeded(seed)))
        seen.add(question.sourceId);
    expect(seen.size).toBe(trialItems.quimica.length);
  });
});
