import { EXAM_PASS_ACCURACY } from './exam.ts';

/**
 * The rule for showing a pass prediction (ADR 0055): it rests on simulators, the exam-like evidence, so
 * a subject needs this many completed simulators with this many questions among them in the window.
 * Practice refines the estimate but never makes one alone.
 */
export const PREDICTION_MIN_SIMULATORS = 2;
export const PREDICTION_MIN_SIMULATOR_QUESTIONS = 30;
/** Simulators and answers older than this are left out: the prediction is about the student now. */
export const PREDICTION_WINDOW_DAYS = 90;

/**
 * The real exam, as "Cómo es el ingreso" describes it: about 60 multiple-choice questions per subject,
 * passed with 4 out of 10.
 */
export const EXAM_QUESTIONS = 60;
export const EXAM_PASS_QUESTIONS = Math.ceil((EXAM_QUESTIONS * EXAM_PASS_ACCURACY) / 100);

/** What is still missing before a subject's prediction can be shown. */
export function missingEvidence(simulators: number, simulatorQuestions: number) {
  return {
    simulators: Math.max(0, PREDICTION_MIN_SIMULATORS - simulators),
    questions: Math.max(0, PREDICTION_MIN_SIMULATOR_QUESTIONS - simulatorQuestions),
  };
}

/** Whether a subject's simulators in the window are enough to show its prediction. */
export const hasEnoughEvidence = (simulators: number, simulatorQuestions: number): boolean => {
  const missing = missingEvidence(simulators, simulatorQuestions);
  return missing.simulators === 0 && missing.questions === 0;
};
