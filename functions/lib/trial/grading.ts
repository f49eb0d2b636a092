import { marginToPass, passes } from '../../../shared/domain/exam.ts';
import type { StoredTrial } from '../data/trials.ts';

export const isOver = (trial: StoredTrial, now: Date) => Date.parse(trial.deadline) <= now.getTime();

const allAnswered = (trial: StoredTrial) =>
  trial.questions.every((_, index) => trial.answers[String(index)] !== undefined);

/** Over once every question is answered or the time is up; only then are unanswered answers shown. */
export const isFinished = (trial: StoredTrial, now: Date) => allAnswered(trial) || isOver(trial, now);

export function secondsLeft(trial: StoredTrial, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(trial.deadline) - now.getTime()) / 1000));
}

/** The score over every question (an unanswered one counts as wrong), and what it means for the exam. */
export function trialResults(trial: StoredTrial) {
  const totalQuestions = trial.questions.length;
  const correctAnswers = Object.values(trial.answers).filter((answer) => answer.isCorrect).length;
  const accuracy = totalQuestions ? Math.round((correctAnswers / totalQuestions) * 100) : 0;
  return {
    correctAnswers,
    totalQuestions,
    accuracy,
    grade: accuracy / 10,
    passes: passes(accuracy),
    marginToPass: marginToPass(accuracy),
  };
}

/**
 * What the visitor may know about each question: the answered ones while the trial runs, and every
 * one (the unanswered with `userAnswer: null`) once it is finished.
 */
export function revealedAnswers(trial: StoredTrial, finished: boolean) {
  return trial.questions.flatMap((question, questionIndex) => {
    const answer = trial.answers[String(questionIndex)];
    if (!answer && !finished) return [];
    return [
      {
        questionIndex,
        userAnswer: answer?.userAnswer ?? null,
        isCorrect: answer?.isCorrect ?? false,
        correctAnswer: question.correctAnswer,
        explanation: question.explanation,
      },
    ];
  });
}
