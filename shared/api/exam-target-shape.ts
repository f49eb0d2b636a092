import { type CareerId, careerIds } from '../domain/regionals/careers.ts';
import * as z from './zod.ts';

/*
 * The exam target's schema as a function that builds it: the account contract parses requests with
 * it and the user entity reads the stored profile with it, inside `itemSchema(() => …)`, so the
 * bundles that never read a profile leave it out (ADR 0093). No schema is built at the top level here.
 */

export const UNKNOWN_REGIONAL = 'Elegí una de las facultades regionales de la lista.';
const UNKNOWN_CAREER = 'Elegí una de las carreras de la lista.';
const BAD_EXAM_DATE = 'Escribí la fecha del examen como día/mes/año.';

/** 2027-02-30 has the shape of a date and is none: the day must survive a round trip through Date. */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T12:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
}

export const examTargetFields = () => ({
  // Which ids exist is the regionals' data, checked by the service; the contract keeps the shape.
  regional: z
    .string({ error: UNKNOWN_REGIONAL })
    .regex(/^fr[a-z]{1,8}$/, { error: UNKNOWN_REGIONAL })
    .nullable(),
  career: z.enum(careerIds as [CareerId, ...CareerId[]], { error: UNKNOWN_CAREER }).nullable(),
});

export const examDayShape = () =>
  z
    .string({ error: BAD_EXAM_DATE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: BAD_EXAM_DATE });

/** The student's exam: faculty, career and first exam day, each may still be unchosen (null). */
export const examTargetShape = () =>
  z
    .object({
      ...examTargetFields(),
      examDate: examDayShape()
        .refine((day) => isCalendarDay(day), { error: BAD_EXAM_DATE })
        .nullable(),
    })
    .strict();
