import { examDayShape, examTargetFields, examTargetShape } from '../exam-target-shape.ts';
import * as z from '../zod.ts';

/** Everything the product keeps about the student (Ley 25.326, right of access), as plain JSON. */
export const accountExportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    exportedAt: z.string(),
    user: z.object({ id: z.string(), email: z.string() }).loose(),
    subscription: z.record(z.string(), z.unknown()).nullable(),
    agreements: z.array(z.record(z.string(), z.unknown())),
    attempts: z.array(z.record(z.string(), z.unknown())),
    statistics: z.array(z.record(z.string(), z.unknown())),
    simulators: z.array(z.record(z.string(), z.unknown())),
    feedback: z.array(z.record(z.string(), z.unknown())),
    tutorChat: z.array(z.record(z.string(), z.unknown())),
    /** The review schedule, the daily goal and the streak (#21). */
    learning: z.array(z.record(z.string(), z.unknown())),
  }),
});

export const DELETE_CONFIRMATION = 'ELIMINAR';

export const deleteAccountRequest = z
  .object({
    confirmation: z.literal(DELETE_CONFIRMATION, {
      error: `Escribí ${DELETE_CONFIRMATION} para confirmar que querés eliminar tu cuenta.`,
    }),
  })
  .strict();

export const deleteAccountResponse = z.object({ success: z.literal(true), message: z.string() });

export { UNKNOWN_REGIONAL } from '../exam-target-shape.ts';

/** The student's exam: faculty, career and first exam day, each may still be unchosen (null). */
export const examTargetSchema = examTargetShape();

/**
 * The exam as the server answers it: what it stored, each day a calendar day when it was written and
 * again when it was read (functions/lib/data/exam-target.ts). Without a refinement, the subscriber
 * area reads it with a light contract as it opens (ADR 0084).
 */
const examTargetAnswer = z.object({ ...examTargetFields(), examDate: examDayShape().nullable() }).strict();

export const examTargetResponse = z.object({ success: z.literal(true), target: examTargetAnswer });

/** Any of the three, the rest kept as they are. */
export const examTargetUpdateRequest = examTargetSchema.partial().strict();

export const examTargetUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  target: examTargetAnswer,
});
