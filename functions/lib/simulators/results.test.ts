import { describe, expect, it } from 'vitest';
import { quotas } from './questions.ts';
import { computeResults } from './results.ts';

const question = (topic: string) =>
  ({ sourceId: 'x', topic, question: 'q', options: ['a', 'b'], correctAnswer: 0, explanation: '' }) as never;

describe('computeResults', () => {
  it('counts unanswered questions as incorrect and sums the time per topic', () => {
    const results = computeResults({
      questions: [question('ecuaciones'), question('ecuaciones'), question('funciones')],
      answers: {
        '0': { userAnswer: 0, isCorrect: true, timeSpent: 30, at: '' },
        '2': { userAnswer: 1, isCorrect: false, timeSpent: 15, at: '' },
      },
    });
    expect(results).toEqual({
      accuracy: 33,
      correctAnswers: 1,
      incorrectAnswers: 2,
      totalTimeSpent: 45,
      topicStats: {
        ecuaciones: { correct: 1, total: 2, accuracy: 50 },
        funciones: { correct: 0, total: 1, accuracy: 0 },
      },
    });
  });
});

describe('quotas', () => {
  it('splits the questions as evenly as possible across topics', () => {
    expect([...quotas(['a', 'b', 'c'] as never[], 10).values()]).toEqual([4, 3, 3]);
    expect([...quotas(['a'] as never[], 15).values()]).toEqual([15]);
  });
});
