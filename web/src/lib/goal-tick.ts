import { callApi } from './api.ts';
import { goalRoute } from './routes/practice.ts';

/** Today's answers against the daily goal, as the answer sheet says them (#30). */
export interface GoalTick {
  /** Whether the answer just given counts for today (the day's first answer to an exercise does). */
  counted: boolean;
  done: number;
  /** The daily goal; null when the student has not chosen one. */
  goal: number | null;
}

/**
 * Reads today's count from GET /api/practice/goal after an answer was stored. `pending` adds answers
 * that count only later (a simulator's, when it is finished). Null when it cannot be read: the sheet
 * then says nothing of the goal rather than a wrong number.
 */
export async function readGoalTick(counted: boolean, pending = 0): Promise<GoalTick | null> {
  const result = await callApi(goalRoute, { query: {} });
  if (!result.ok) return null;
  return { counted, done: result.data.goal.doneToday + pending, goal: result.data.goal.dailyGoal };
}

const exercises = (count: number) => `${count} ${count === 1 ? 'ejercicio' : 'ejercicios'}`;

/** "+1 · 7/20 hoy" to see (`day` is its "7/20 hoy"), and the same in words to hear. */
export function goalTickText({ counted, done, goal }: GoalTick): {
  day: string;
  shown: string;
  spoken: string;
} {
  const day = `${done}${goal ? `/${goal}` : ''} hoy`;
  const shown = `${counted ? '+1 · ' : ''}${day}`;
  const so = goal
    ? `llevás ${done} de ${goal === 1 ? 'el ejercicio' : `los ${goal} ejercicios`} de tu meta de hoy`
    : `llevás ${exercises(done)} hoy`;
  const spoken = counted ? `Sumaste 1: ${so}.` : `${so[0]?.toUpperCase()}${so.slice(1)}.`;
  return { day, shown, spoken };
}

/** Whether this answer is the one that reached the goal. */
export const reachesGoal = ({ counted, done, goal }: GoalTick) => counted && goal !== null && done === goal;
