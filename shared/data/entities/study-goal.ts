import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

/** A student's daily goal, its history, the streak's anchor and the reminder choice (ADR 0052). */
export const studyGoal = defineEntity({
  prefix: 'GOAL#',
  deletion: 'partition',
  keys: (pk) => ({ goal: (userId: string) => ({ pk: pk(userId), sk: 'GOAL' }) }),
});

/**
 * The goal item (`GOAL`): the goal now, every change (so a past day is judged by the goal it had),
 * whether the reminder e-mail is wanted, and the streak's anchor, so the streak is counted from a few
 * weeks of day counters however long it is.
 */
export const goalItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    dailyGoal: z.number(),
    /** Each change: the goal from that study day on. */
    history: z.array(z.object({ from: z.string(), goal: z.number() })),
    reminder: z.boolean().default(false),
    streakAnchor: z
      .object({
        /** A finished day (before today) whose goal was met… */
        day: z.string(),
        /** …and the length of the streak that ends on it. */
        length: z.number(),
      })
      .optional(),
    bestStreak: z.number().default(0),
    updatedAt: z.string(),
  }),
);
