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
