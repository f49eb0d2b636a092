import { describe, expect, it } from 'vitest';
import type { StoredSimulator } from '../data/simulators.ts';
import { publicSimulator, reviewOf } from './service.ts';

const question = (correctAnswer: number) => ({
  sourceId: `q${correctAnswer}`,
  topic: 'ecuaciones' as const,
  question: `¿Cuál es la ${correctAnswer}?`,
  options: ['a', 'b', 'c'],
  correctAnswer,
  explanation: `PASO 1: la ${correctAnswer}\nRESULTADO: ${correctAnswer}`,
});

const simulator = (overrides: Partial<StoredSimulator>): StoredSimulator => ({
  id: 'abcdefgh1234',
  subject: 'matematicas',
  difficulty: 'medio',
  numQuestions: 3,
  timeLimit: 30,
  createdAt: '2025-03-01T12:00:00.000Z',
  deadline: '2025-03-01T12:30:00.000Z',
  questions: [question(0), question(1), question(2)],
  answers: { '1': { userAnswer: 0, isCorrect: false, timeSpent: 12, at: '2025-03-01T12:01:00.000Z' } },
  ...overrides,
});

describe('what the browser sees of a simulator', () => {
  it('grades practice answers at once, and treats simulators without a mode as practice', () => {
    const view = publicSimulator(simulator({}));
    expect(view.mode).toBe('practice');
    expect(view.answers).toEqual([
      {
        questionIndex: 1,
        userAnswer: 0,
        timeSpent: 12,
        isCorrect: false,
        correctAnswer: 1,
        explanation: 'PASO 1: la 1\nRESULTADO: 1',
      },
    ]);
  });

  it('only says what was chosen in an exam before it is completed', () => {
    const view = publicSimulator(simulator({ mode: 'exam' }));
    expect(view.answers).toEqual([{ questionIndex: 1, userAnswer: 0, timeSpent: 12 }]);
    expect(JSON.stringify(view)).not.toMatch(/correctAnswer|explanation|isCorrect|PASO/);
    expect(reviewOf(simulator({ mode: 'exam' }))).toBeNull();
  });

  it('reviews every question once completed, the unanswered ones with no answer', () => {
    const completed = simulator({ mode: 'exam', completedAt: '2025-03-01T12:10:00.000Z' });
    expect(reviewOf(completed)?.map((item) => [item.userAnswer, item.correctAnswer, item.isCorrect])).toEqual(
      [
        [null, 0, false],
        [0, 1, false],
        [null, 2, false],
      ],
    );
    expect(reviewOf(completed)?.[2]?.explanation).toBe('PASO 1: la 2\nRESULTADO: 2');
    expect(publicSimulator(completed).answers[0]).toHaveProperty('correctAnswer', 1);
  });
});
