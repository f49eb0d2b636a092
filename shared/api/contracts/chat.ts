import * as z from '../zod.ts';

export const tutorRequest = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, { error: 'Escribí tu consulta.' })
      .max(2000, { error: 'Tu consulta admite hasta 2000 caracteres.' }),
    context: z.string().max(64).optional(),
  })
  .strict();
export const tutorResponse = z.object({ success: z.literal(true).optional(), response: z.string() });
