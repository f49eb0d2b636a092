import { DAILY_GOAL_OPTIONS } from '../../domain/daily-goal.ts';
import { formulaSheetSchema, subjectIdSchema, topicIdSchema } from '../common.ts';
import * as z from '../zod.ts';

/*
 * The learning loop (#21): the review schedule, the daily goal with its streak, and the study plan.
 * New calls, so English field names like the simulator's and the trial's contracts (ADR 0031).
 */

const CHOOSE_AN_OPTION = 'Elegí una de las opciones.';
const STALE_VARIANT = 'Este ejercicio de repaso ya cambió. Cargá el repaso de nuevo.';
const DAILY_GOAL_ERROR = `La meta diaria debe ser de ${DAILY_GOAL_OPTIONS.join(', ')} ejercicios.`;
export const BAD_UNSUBSCRIBE_LINK =
  'El enlace para dejar de recibir recordatorios no es válido. Podés apagarlos desde tu dashboard.';
export const UNKNOWN_INTAKE = 'Esa convocatoria no está en el calendario.';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.iso.datetime({ offset: true });

/** An item of the schedule: an authored exercise's id, or a generator's (a template of variants). */
export const reviewItemIdSchema = z
  .string()
  .regex(/^(mat|fis|qui)-[a-z0-9-]+$/, { error: 'Ese ejercicio de repaso no existe.' })
  .max(120);

/** An item due for review, as the browser may see it before answering: never the key. */
export const reviewItemSchema = z
  .object({
    id: reviewItemIdSchema,
    /** Which variant is shown: the answer names it, so a stale tab cannot answer a newer one. */
    variant: z.number().int().min(0),
    subject: subjectIdSchema,
    topic: topicIdSchema,
    /** The syllabus map's subtopic title, when the item names one. */
    subtopic: z.string().nullable(),
    kind: z.enum(['multiple-choice', 'true-false']),
    /** True for an exercise drawn again from its template with new numbers. */
    generated: z.boolean(),
    question: z.string(),
    options: z.array(z.string()).min(2),
    /** The drawing the statement refers to, as the exercise shows it: an SVG document and its description. */
    figure: z.object({ svg: z.string(), alt: z.string() }).optional(),
    due: instant,
    /** How many times it was missed since it entered the schedule. */
    lapses: z.number().int().min(0),
  })
  .strict();

/** At most this many items are handed out at once; the rest stay due and come after. */
export const REVIEW_BATCH = 20;

export const reviewResponse = z.object({
  success: z.literal(true),
  review: z.object({
    items: z.array(reviewItemSchema).max(REVIEW_BATCH),
    /** Due now, including those beyond the batch. */
    dueNow: z.number().int().min(0),
    /** Not due yet but due before the Argentine day ends (a missed item comes back minutes later). */
    laterToday: z.number().int().min(0),
    /** When the next item not yet due becomes due, today or later; null with nothing scheduled. */
    nextDue: instant.nullable(),
    /** Every item in the schedule. */
    scheduled: z.number().int().min(0),
  }),
  formulas: formulaSheetSchema,
});

export const reviewAnswerParams = z.object({ item: reviewItemIdSchema });
export const reviewAnswerRequest = z
  .object({
    answer: z
      .number({ error: CHOOSE_AN_OPTION })
      .int({ error: CHOOSE_AN_OPTION })
      .min(0, { error: CHOOSE_AN_OPTION })
      .max(9, { error: CHOOSE_AN_OPTION }),
    variant: z
      .number({ error: STALE_VARIANT })
      .int({ error: STALE_VARIANT })
      .min(0, { error: STALE_VARIANT }),
    /** Seconds the student spent on the item before answering. */
    timeSpent: z.number().int().min(0).max(86_400).optional(),
  })
  .strict();

export const reviewRatingSchema = z.enum(['again', 'hard', 'good', 'easy']);
export const reviewAnswerResponse = z.object({
  success: z.literal(true),
  result: z.object({
    correct: z.boolean(),
    correctAnswer: z.number().int(),
    explanation: z.string(),
    /** The grade the schedule took from the answer and its time. */
    rating: reviewRatingSchema,
    nextDue: instant,
    /** Whether it counted for today's statistics and goal (an item's first answer of the day does). */
    counted: z.boolean(),
  }),
  formulas: formulaSheetSchema,
});

const dailyGoalSchema = z
  .number({ error: DAILY_GOAL_ERROR })
  .int({ error: DAILY_GOAL_ERROR })
  .refine((value) => (DAILY_GOAL_OPTIONS as readonly number[]).includes(value), { error: DAILY_GOAL_ERROR });

export const goalDaySchema = z.object({ day: isoDate, done: z.number().int().min(0), met: z.boolean() });

export const goalSchema = z.object({
  /** Null until the student picks one. */
  dailyGoal: z.number().int().nullable(),
  /** The Argentine day the numbers are about. */
  today: isoDate,
  /** Exercises answered today (the counted answers, as in the statistics). */
  doneToday: z.number().int().min(0),
  metToday: z.boolean(),
  /** Days in a row with the goal met, today included once it is met. */
  streak: z.number().int().min(0),
  bestStreak: z.number().int().min(0),
  /** The last 7 days, oldest first, today last. */
  week: z.array(goalDaySchema).length(7),
  reminder: z.boolean(),
});
export const goalResponse = z.object({ success: z.literal(true), goal: goalSchema });

export const goalUpdateRequest = z
  .object({
    dailyGoal: dailyGoalSchema,
    reminder: z.boolean({ error: 'Indicá si querés el recordatorio diario.' }).default(false),
  })
  .strict();
export const goalUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  goal: goalSchema,
});

const unsubscribeTokenSchema = z
  .string({ error: BAD_UNSUBSCRIBE_LINK })
  .min(10, { error: BAD_UNSUBSCRIBE_LINK })
  .max(400, { error: BAD_UNSUBSCRIBE_LINK });
/**
 * Two callers: the page behind the e-mail's link posts the token as JSON; a mail client's one-click
 * unsubscribe (RFC 8058) posts the form field `List-Unsubscribe=One-Click` to the address in the
 * List-Unsubscribe header, which carries the token in its query.
 */
export const unsubscribeRequest = z.union(
  [
    z.object({ token: unsubscribeTokenSchema }).strict(),
    z.object({ 'List-Unsubscribe': z.literal('One-Click') }).strict(),
  ],
  { error: BAD_UNSUBSCRIBE_LINK },
);
export const unsubscribeQuery = z.object({ token: unsubscribeTokenSchema.optional() }).strict();
export const unsubscribeResponse = z.object({ success: z.literal(true), message: z.string() });

/** Why a subtopic is in a week: it weighs in the exam, the student misses it, or it is still untouched. */
export const planReasonSchema = z.enum(['peso', 'debil', 'sin-practica', 'repaso']);

export const planFocusSchema = z.object({
  subject: subjectIdSchema,
  topic: topicIdSchema,
  subtopic: z.string(),
  title: z.string(),
  reason: planReasonSchema,
  /** Answered this week (Monday to today), and how many of those right. */
  thisWeek: z.object({ answered: z.number().int().min(0), correct: z.number().int().min(0) }),
});

export const planWeekSchema = z.object({
  /** Monday (or today, for the first week) to Sunday (or the day before the exam). */
  start: isoDate,
  end: isoDate,
  kind: z.enum(['study', 'final']),
  focus: z.array(planFocusSchema),
});

export const planTodaySchema = z.object({
  reviewsDue: z.number().int().min(0),
  /** What to practise today, with how many exercises the goal leaves for each. */
  items: z.array(planFocusSchema.extend({ suggested: z.number().int().min(1) })),
  doneToday: z.number().int().min(0),
  dailyGoal: z.number().int().nullable(),
});

export const planSchema = z.object({
  intake: z
    .object({ id: z.string(), modality: z.string(), examStart: isoDate, entryYear: z.number().int() })
    .nullable(),
  /** The faculty whose programme weighs the plan, when the student chose one. */
  faculty: z.object({ id: z.string(), code: z.string() }).nullable(),
  note: z.string(),
  daysLeft: z.number().int().nullable(),
  weeks: z.array(planWeekSchema),
  today: planTodaySchema,
  /** Subtopics left out because time is short: the lightest and the ones already going well. */
  leftOut: z.number().int().min(0),
  /**
   * The subtopic the plan starts from because the free trial the account took missed it (ADR 0082),
   * while the student's own answers there are still too few to speak.
   */
  fromTrial: z
    .object({ subject: subjectIdSchema, topic: topicIdSchema, topicTitle: z.string(), subtopic: z.string() })
    .optional(),
});

export const planQuery = z
  .object({ intake: z.string({ error: UNKNOWN_INTAKE }).max(40, { error: UNKNOWN_INTAKE }).optional() })
  .strict();
export const planResponse = z.object({ success: z.literal(true), plan: planSchema });
