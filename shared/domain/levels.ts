/** A student's level, from the volume and accuracy of their real activity (ADR 0013). */
export interface Level {
  name: string;
  /** Answered questions needed, counting practice and simulators. */
  minQuestions: number;
  /** Accuracy needed over all those questions, in percent. */
  minAccuracy: number;
}

/** Highest first; everybody starts as 'Principiante'. */
export const levels: readonly Level[] = [
  { name: 'Experto', minQuestions: 400, minAccuracy: 80 },
  { name: 'Avanzado', minQuestions: 150, minAccuracy: 65 },
  { name: 'Intermedio', minQuestions: 40, minAccuracy: 50 },
  { name: 'Principiante', minQuestions: 0, minAccuracy: 0 },
];

export const DEFAULT_LEVEL = 'Principiante';

/** Below this many answers an accuracy says little; such students are not in the national ranking yet. */
export const RANKING_MIN_QUESTIONS = 10;

export function levelFor(totalQuestions: number, accuracy: number): string {
  const reached = levels.find(
    (level) => totalQuestions >= level.minQuestions && accuracy >= level.minAccuracy,
  );
  return reached?.name ?? DEFAULT_LEVEL;
}
