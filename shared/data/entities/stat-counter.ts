import * as z from '../../api/zod.ts';
import { allTopicIds, subjectIds, type TopicId } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const statCounter = defineEntity({
  prefix: 'STAT#',
  deletion: 'partition',
  keys: (pk) => ({
    statCounters: (userId: string) => ({ pk: pk(userId) }),
    statCounter: (userId: string, day: string, subject: string, topic: string) => ({
      pk: pk(userId),
      sk: `DAY#${day}#${subject}#${topic}`,
    }),
    statDays: (userId: string, fromDay: string, toDay: string) => ({
      pk: pk(userId),
      from: `DAY#${fromDay}#`,
      to: `DAY#${toDay}#~`,
    }),
    statTotals: (userId: string, scope: string) => ({ pk: pk(userId), sk: `TOTAL#${scope}` }),
    /** Marks that a practice exercise already moved the statistics on this study day. */
    practiceCounted: (userId: string, day: string, exerciseId: string) => ({
      pk: pk(userId),
      sk: `PRACTICED#${day}#${exerciseId}`,
    }),
    /** A student's record of one practice exercise, beside the statistics it belongs with. */
    exerciseProgress: (userId: string, subject: string, topic: string, exerciseId: string) => ({
      pk: pk(userId),
      sk: `EXERCISE#${subject}#${topic}#${exerciseId}`,
    }),
    /** Every exercise record of a subject, or of one of its topics. */
    exerciseProgressOf: (userId: string, subject: string, topic?: string) => ({
      pk: pk(userId),
      prefix: topic === undefined ? `EXERCISE#${subject}#` : `EXERCISE#${subject}#${topic}#`,
    }),
  }),
});

const count = () => z.number().default(0);
const subject = () => z.enum(subjectIds);
const topic = () => z.enum(allTopicIds as [TopicId, ...TopicId[]]);

/** A student's totals for one scope (`TOTAL#all`, `TOTAL#<subject>`): every answer adds to them atomically. */
export const statTotalsItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ sk: z.string(), correct: count(), total: count(), seconds: count() }),
);

/** One study day's counters for one topic (`DAY#<day>#<subject>#<topic>`). */
export const dayCounterItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    day: z.string(),
    subject: subject(),
    topic: topic(),
    correct: count(),
    total: count(),
    seconds: count(),
  }),
);

/** What `progressOf` reads of an exercise's record; a record made by a reveal alone has no tries yet. */
export const exerciseProgressItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    exerciseId: z.string(),
    subject: subject(),
    topic: topic(),
    tries: count(),
    solvedAt: z.string().optional(),
    revealedAt: z.string().optional(),
  }),
);
