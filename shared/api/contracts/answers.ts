import { MAX_TYPED_ANSWER, readTypedNumber, typedNumberMessages } from '../../math/typed-number.ts';
import * as z from '../zod.ts';

/*
 * A typed answer as the exercise page and the simulator send it: the value as typed (read on the server
 * by shared/math/typed-number.ts, in Argentine or ISO notation) and the unit when the item has a field
 * for it. A value that cannot be read is a 400 that says how to write it, never a wrong answer.
 */

const typedValue = z.string().max(MAX_TYPED_ANSWER, { error: typedNumberMessages['too-long'] });
const typedUnit = z.string().trim().max(20, { error: 'La unidad admite hasta 20 caracteres.' });

/** Spanish field names, for the educational area's contract. */
export const respuestaTipeadaSchema = z.object({ valor: typedValue, unidad: typedUnit.optional() }).strict();
/** English field names, for the simulator's. */
export const typedAnswerSchema = z.object({ value: typedValue, unit: typedUnit.optional() }).strict();

/**
 * Adds an issue for each typed value in `answer` (at `path`) that cannot be read as a number: empty,
 * a point that may be thousands or decimals, or no number at all.
 */
export function checkTypedValues(
  values: readonly { value: string; path: (string | number)[] }[],
  ctx: z.RefinementCtx,
): void {
  for (const { value, path } of values) {
    const read = readTypedNumber(value);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: typedNumberMessages[read.reason], path });
  }
}
