import { type CareerId, careerIds } from '../../domain/regionals/careers.ts';
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

export const UNKNOWN_REGIONAL = 'Elegí una de las facultades regionales de la lista.';
const UNKNOWN_CAREER = 'Elegí una de las carreras de la lista.';
/** 2027-02-30 has the shape of a date and is none: the day must survive a round trip through Date. */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T12:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
}

const BAD_EXAM_DATE = 'Escribí la fecha del examen como día/mes/año.';

const examTargetFields = {
  // Which ids exist is the regionals' data, checked by the service; the contract keeps the shape.
  regional: z
    .string({ error: UNKNOWN_REGIONAL })
    .regex(/^fr[a-z]{1,8}$/, { error: UNKNOWN_REGIONAL })
    .nullable(),
  career: z.enum(careerIds as [CareerId, ...CareerId[]], { error: UNKNOWN_CAREER }).nullable(),
};
const examDay = z
  .string({ error: BAD_EXAM_DATE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: BAD_EXAM_DATE });

/** The student's exam: faculty, career and first exam day, each may still be unchosen (null). */
export const examTargetSchema = z
  .object({
    ...examTargetFields,
    examDate: examDay.refine((day) => isCalendarDay(day), { error: BAD_EXAM_DATE }).nullable(),
  })
  .strict();

/**
 * The exam as the server answers it: what it stored, each day a calendar day when it was written and
 * again when it was read (functions/lib/data/exam-target.ts). Without a refinement, the subscriber
 * area reads it with a light contract as it opens (ADR 0084).
 */
const examTargetAnswer = z.object({ ...examTargetFields, examDate: examDay.nullable() }).strict();

export const examTargetResponse = z.object({ success: z.literal(true), target: examTargetAnswer });

/** Any of the three, the rest kept as they are. */
export const examTargetUpdateRequest = examTargetSchema.partial().strict();

export const examTargetUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  target: examTargetAnswer,
});
