import type { goalUpdateRequest } from '../../../shared/api/contracts/practice.ts';
import type * as z from '../../../shared/api/zod.ts';
import { addDays } from '../../../shared/domain/calendar-days.ts';
import { dailyGoalLabel, REMINDER_FROM_HOUR } from '../../../shared/domain/daily-goal.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import type { Session } from '../auth/session.ts';
import {
  type GoalChange,
  getGoal,
  putGoalChoice,
  putStreak,
  type StoredGoal,
  type StreakAnchor,
} from '../data/goals.ts';
import { deleteReminder, putReminder } from '../data/goals-reminders.ts';
import { dayCounters } from '../data/statistics-reads.ts';

/**
 * The daily goal and the streak (ADR 0052), in Argentine study days. What a day's "done" is: the
 * answers the statistics count that day (the day counters of ADR 0013), so the goal, the dashboard and
 * the statistics never disagree.
 */

/** Days of counters read to count the streak; a longer streak continues from its stored anchor. */
export const STREAK_WINDOW_DAYS = 35;
const HISTORY_KEPT = 30;

/** The goal in force on `day`: the last change made on it or before; none before the first. */
export function goalOn(history: readonly GoalChange[], day: string): number | undefined {
  let goal: number | undefined;
  for (const change of history) if (change.from <= day) goal = change.goal;
  return goal;
}

export interface StreakInput {
  today: string;
  /** Answers counted per day, for the window's days (a day without any is absent). */
  done: ReadonlyMap<string, number>;
  history: readonly GoalChange[];
  anchor?: StreakAnchor | undefined;
  /** The first day `done` covers. */
  windowStart: string;
}

/**
 * The streak: days in a row with the goal met, ending today when today's is met, else yesterday (today
 * is not lost until it ends). Walks back through the window, and from the anchor on when it reaches it.
 * `throughYesterday` is the streak ending on the last finished day, the next anchor.
 */
export function streakOf({ today, done, history, anchor, windowStart }: StreakInput) {
  const met = (day: string) => {
    const goal = goalOn(history, day);
    return goal !== undefined && (done.get(day) ?? 0) >= goal;
  };
  let throughYesterday = 0;
  for (let day = addDays(today, -1); day >= windowStart; day = addDays(day, -1)) {
    if (!met(day)) break;
    if (anchor && day === anchor.day) {
      throughYesterday += anchor.length;
      break;
    }
    throughYesterday += 1;
  }
  const metToday = met(today);
  return { streak: throughYesterday + (metToday ? 1 : 0), throughYesterday, metToday };
}

function doneByDay(counters: readonly { day: string; total: number }[]): Map<string, number> {
  const done = new Map<string, number>();
  for (const counter of counters) done.set(counter.day, (done.get(counter.day) ?? 0) + counter.total);
  return done;
}

/** The goal card's numbers: today's progress, the streak (remembered past the window) and the week. */
export async function goalStatus({ userId }: Session, now = new Date()) {
  const today = studyDay(now);
  const windowStart = addDays(today, -(STREAK_WINDOW_DAYS - 1));
  const [goal, counters] = await Promise.all([getGoal(userId), dayCounters(userId, windowStart, today)]);
  return statusFrom(userId, goal, doneByDay(counters), today, windowStart);
}

async function statusFrom(
  userId: string,
  goal: StoredGoal | undefined,
  done: ReadonlyMap<string, number>,
  today: string,
  windowStart: string,
) {
  const history = goal?.history ?? [];
  const { streak, throughYesterday, metToday } = streakOf({
    today,
    done,
    history,
    anchor: goal?.streakAnchor,
    windowStart,
  });
  const bestStreak = Math.max(goal?.bestStreak ?? 0, streak);
  const yesterday = addDays(today, -1);
  const anchorMoves =
    throughYesterday > 0 &&
    (goal?.streakAnchor?.day !== yesterday || goal.streakAnchor.length !== throughYesterday);
  if (goal && (anchorMoves || bestStreak !== goal.bestStreak))
    await putStreak(
      userId,
      anchorMoves ? { day: yesterday, length: throughYesterday } : undefined,
      bestStreak,
    );
  const week = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(today, i - 6);
    const goalThen = goalOn(history, day);
    const count = done.get(day) ?? 0;
    return { day, done: count, met: goalThen !== undefined && count >= goalThen };
  });
  return {
    dailyGoal: goal?.dailyGoal ?? null,
    today,
    doneToday: done.get(today) ?? 0,
    metToday,
    streak,
    bestStreak,
    week,
    reminder: goal?.reminder ?? false,
  };
}

type GoalChoice = z.output<typeof goalUpdateRequest>;

/** The history with today's choice: a second change on the same day replaces the first. */
export function withChange(history: readonly GoalChange[], today: string, goal: number): GoalChange[] {
  const kept = history.filter((change) => change.from !== today);
  const last = kept.at(-1);
  if (last && last.goal === goal) return kept.slice(-HISTORY_KEPT);
  return [...kept, { from: today, goal }].slice(-HISTORY_KEPT);
}

/** Stores the goal and the reminder choice; answers the card's numbers under the new goal. */
export async function chooseGoal(session: Session, choice: GoalChoice, now = new Date()) {
  const today = studyDay(now);
  const stored = await getGoal(session.userId);
  const history = withChange(stored?.history ?? [], today, choice.dailyGoal);
  await putGoalChoice(
    session.userId,
    { dailyGoal: choice.dailyGoal, history, reminder: choice.reminder },
    now,
  );
  if (choice.reminder) await putReminder(session.userId, session.email, now);
  else if (stored?.reminder) await deleteReminder(session.userId);
  const windowStart = addDays(today, -(STREAK_WINDOW_DAYS - 1));
  const counters = await dayCounters(session.userId, windowStart, today);
  const goal: StoredGoal = {
    bestStreak: 0,
    ...stored,
    dailyGoal: choice.dailyGoal,
    history,
    reminder: choice.reminder,
    updatedAt: now.toISOString(),
  };
  return statusFrom(session.userId, goal, doneByDay(counters), today, windowStart);
}

/** The sentence the goal's change answers with. */
export function goalChosenMessage(goal: { dailyGoal: number | null; reminder: boolean }): string {
  const label = dailyGoalLabel(goal.dailyGoal ?? 0);
  return goal.reminder
    ? `¡Listo! Tu meta es de ${label}. Si a las ${REMINDER_FROM_HOUR} todavía te falta, te mandamos un recordatorio.`
    : `¡Listo! Tu meta es de ${label}.`;
}
