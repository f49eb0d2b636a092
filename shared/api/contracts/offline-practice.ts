import { subjectIdSchema, topicIdSchema } from '../common.ts';
import * as z from '../zod.ts';
import { typedAnswerSchema } from './answers.ts';

/*
 * Offline practice (#34, ADR 0097): a pack of generated exercises the device keeps and grades by itself,
 * and the answers given without a connection, sent back later and graded again by the server. English
 * field names, like the learning loop's contracts (ADR 0031).
 */

/** Items in one pack. */
export const PACK_SIZE = 30;
/** Packs a student may download per Argentine day. */
export const PACKS_PER_DAY = 5;
/** A pack's answers are taken up to this long after it was downloaded. */
export const PACK_VALID_DAYS = 14;
/** A pack's JSON, as sent, stays under this many bytes. */
export const PACK_MAX_BYTES = 1_000_000;
/** Answers in one sync request; a longer queue goes in several. */
export const MAX_ANSWERS_PER_SYNC = 200;

const instant = z.iso.datetime({ offset: true });
const BAD_ANSWERED_AT = 'Cada respuesta lleva la fecha y hora en que la diste.';

export const offlinePackRequest = z
  .object({
    subject: subjectIdSchema,
    /** Only this week's subtopics of the study plan in that subject, instead of the whole subject. */
    planWeek: z.boolean({ error: 'Indicá si el paquete es de la semana de tu plan.' }).default(false),
  })
  .strict();

/** A pack's id: random, lowercase letters and digits. */
export const packIdSchema = z.string().regex(/^[a-z0-9]{20}$/);

const NO_SUCH_ITEM = 'Ese ejercicio no es de un paquete para practicar sin conexión.';
/**
 * An item of a pack: `<pack>:<generator>#<seed>`. The server draws the same variant again from the
 * generator and the seed, and checks that the pack was given to this student.
 */
export const offlineItemIdSchema = z
  .string({ error: NO_SUCH_ITEM })
  .max(160, { error: NO_SUCH_ITEM })
  .regex(/^[a-z0-9]{20}:(mat|fis|qui)-[a-z0-9-]+#\d{1,10}$/, { error: NO_SUCH_ITEM });

/** How far a typed value may be from the key: a fixed amount, or a share of the key. */
const toleranceSchema = z.union([
  z.object({ absolute: z.number().positive() }).strict(),
  z.object({ relative: z.number().positive() }).strict(),
]);

/**
 * What the device grades with. `option`: the right option's index; `true-false`: the right boolean;
 * `numeric`: the value and how far from it an answer may be, in the unit shown beside the field (the
 * device reads the typed value with shared/math/typed-number.ts; pack items never ask for the unit).
 */
export const offlineKeySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('option'), correctAnswer: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal('true-false'), correctAnswer: z.boolean() }).strict(),
  z
    .object({
      kind: z.literal('numeric'),
      value: z.number(),
      tolerance: toleranceSchema,
      /** The unit shown beside the field; '' for a pure number. */
      unit: z.string(),
      /** The key as a person writes it ("29,06 m/s"), shown after a wrong answer. */
      text: z.string(),
    })
    .strict(),
]);

export const offlineItemSchema = z
  .object({
    id: offlineItemIdSchema,
    subject: subjectIdSchema,
    topic: topicIdSchema,
    /** The topic's name in the syllabus. */
    topicName: z.string(),
    kind: z.enum(['multiple-choice', 'true-false', 'numeric']),
    /** The statement, in the same text format as an exercise's. */
    statement: z.string(),
    /** The options to choose from (multiple choice; true/false lists Verdadero, Falso). */
    options: z.array(z.string()).min(2).optional(),
    /** The drawing the statement refers to, as an exercise shows it. */
    figure: z.object({ svg: z.string(), alt: z.string() }).optional(),
    key: offlineKeySchema,
    /** The worked steps shown once answered ("PASO 1: …" … "RESULTADO: …"). */
    explanation: z.string(),
  })
  .strict();
export type OfflineItem = z.infer<typeof offlineItemSchema>;

export const offlinePackSchema = z
  .object({
    id: packIdSchema,
    subject: subjectIdSchema,
    title: z.string(),
    issuedAt: instant,
    /** Answers given after this are not taken. */
    expiresAt: instant,
    items: z.array(offlineItemSchema).min(1).max(PACK_SIZE),
  })
  .strict();
export type OfflinePack = z.infer<typeof offlinePackSchema>;

export const offlinePackResponse = z.object({
  success: z.literal(true),
  pack: offlinePackSchema,
  /** Packs the student may still download today (Argentine day). */
  packsLeftToday: z.number().int().min(0),
});

const CHOOSE_AN_ANSWER = 'Cada respuesta tiene que ser una opción, verdadero o falso, o un valor escrito.';
const BAD_ANSWER_ID = 'Cada respuesta guardada sin conexión lleva su propio id (un UUID).';

/** One answer given offline, as the device kept it. */
export const offlineAnswerSchema = z
  .object({
    /** Made on the device when the student answered; the same answer sent twice has the same id. */
    answerId: z.uuid({ error: BAD_ANSWER_ID }),
    itemId: offlineItemIdSchema,
    /**
     * An option's index, true/false, or a typed value (as the exercise page sends it). A value that
     * cannot be read is that answer's `rejected`, not a 400 that would hold the whole queue back.
     */
    answer: z.union([z.number().int().min(0).max(9), z.boolean(), typedAnswerSchema], {
      error: CHOOSE_AN_ANSWER,
    }),
    /** When the student answered, by the device's clock. */
    answeredAt: z.iso.datetime({ offset: true, error: BAD_ANSWERED_AT }),
    /** Seconds spent on the item before answering. */
    timeSpent: z.number().int().min(0).max(86_400).optional(),
  })
  .strict();
export type OfflineAnswer = z.output<typeof offlineAnswerSchema>;

export const offlineAnswersRequest = z
  .object({
    answers: z
      .array(offlineAnswerSchema)
      .min(1, { error: 'No hay respuestas para sincronizar.' })
      .max(MAX_ANSWERS_PER_SYNC, {
        error: `Mandá hasta ${MAX_ANSWERS_PER_SYNC} respuestas por vez; el resto va en el próximo envío.`,
      }),
  })
  .strict();

/**
 * Per answer: `accepted` (graded by the server and counted), `duplicate` (this answerId was accepted
 * before: nothing changed; drop it from the queue), `rejected` (never taken: the reason in `message`;
 * drop it too, sending it again gives the same).
 */
export const offlineAnswerStatusSchema = z.enum(['accepted', 'duplicate', 'rejected']);

export const offlineAnswerResultSchema = z
  .object({
    answerId: z.string(),
    status: offlineAnswerStatusSchema,
    /** The server's grade, for an accepted or duplicate answer. */
    correct: z.boolean().optional(),
    /** Why it was rejected, in Spanish for the student. */
    message: z.string().optional(),
  })
  .strict();

export const offlineAnswersResponse = z.object({
  success: z.literal(true),
  results: z.array(offlineAnswerResultSchema),
});
