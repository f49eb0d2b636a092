import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../data/trials.ts';
import { isFinished, revealedAnswers, secondsLeft, trialResults } from './grading.ts';

const start = new Date('2026-03-02T12:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function trial(answers: Record<string, { userAnswer: number; isCorrect: boolean }>): StoredTrial {
  return {
    id: 'a'.repeat(22),
    subject: 'matematicas',
    createdAt: start.toISOString(),
    deadline: at(600).toISOString(),
    questions: Array.from({ length: 5 }, (_, i) => ({
      sourceId: `mat-prueba-00${i + 1}`,
      topic: 'funciones' as const,
      question: `Pregunta ${i + 1}`,
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: i % 4,
      explanation: `PASO 1: paso ${i + 1}\nRESULTADO: ${i}`,
    })),
    answers: Object.fromEntries(
      Object.entries(answers).map(([index, answer]) => [index, { ...answer, at: start.toISOString() }]),
    ),
  };
}

describe('trial results', () => {
  it('score every question, unanswered ones as wrong, on the exam’s 10-point scale', () => {
    const results = trialResults(
      trial({ '0': { userAnswer: 0, isCorrect: true }, '1': { userAnswer: 0, isCorrect: false } }),
    );
    expect(results).toEqual({
      correctAnswers: 1,
      totalQuestions: 5,
      accuracy: 20,
      grade: 2,
      passes: false,
      marginToPass: -2,
    });
  });

  it('pass at 2 of 5 (4/10, the exam’s bar) and say by how much', () => {
    const two = trialResults(
      trial({ '0': { userAnswer: 0, isCorrect: true }, '3': { userAnswer: 3, isCorrect: true } }),
    );
    expect(two).toMatchObject({ grade: 4, passes: true, marginToPass: 0 });
    const all = trialResults(
      trial(
        Object.fromEntries([0, 1, 2, 3, 4].map((i) => [String(i), { userAnswer: i % 4, isCorrect: true }])),
      ),
    );
    expect(all).toMatchObject({ correctAnswers: 5, accuracy: 100, grade: 10, passes: true, marginToPass: 6 });
  });
});

describe('what a visitor may see', () => {
  it('shows only answered questions while the trial runs', () => {
    const running = trial({ '2': { userAnswer: 1, isCorrect: false } });
    expect(isFinished(running, at(60))).toBe(false);
    expect(revealedAnswers(running, false)).toEqual([
      {
        questionIndex: 2,
        userAnswer: 1,
        isCorrect: false,
        correctAnswer: 2,
        explanation: 'PASO 1: paso 3\nRESULTADO: 2',
      },
    ]);
  });

  it('shows every answer once the time is up, the unanswered with no answer of the visitor', () => {
    const late = trial({ '2': { userAnswer: 1, isCorrect: false } });
    expect(isFinished(late, at(600))).toBe(true);
    const answers = revealedAnswers(late, true);
    expect(answers).toHaveLength(5);
    expect(answers[0]).toMatchObject({
      questionIndex: 0,
      userAnswer: null,
      isCorrect: false,
      correctAnswer: 0,
    });
  });

  it('is finished as soon as every question is answered, even with time left', () => {
    const done = trial(
      Object.fromEntries([0, 1, 2, 3, 4].map((i) => [String(i), { userAnswer: 0, isCorrect: i === 0 }])),
    );
    expect(isFinished(done, at(30))).toBe(true);
  });

  it('counts the seconds left down to zero, never below', () => {
    const running = trial({});
    expect(secondsLeft(running, at(0))).toBe(600);
    expect(secondsLeft(running, at(599.2))).toBe(1);
    expect(secondsLeft(running, at(900))).toBe(0);
  });
});
