import * as z from '../zod.ts';

export const tutorRequest = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, { error: 'Escribí tu consulta.' })
      .max(2000, { error: 'Tu consulta admite hasta 2000 caracteres.' }),
    /** Where the student asks from: 'ingreso-utn', or `ejercicio:<materia>:<id>`, `mini-clase:<materia>:<id>`, `simulador:<id>`. */
    context: z
      .string()
      .max(64)
      .regex(/^[a-z-]+(:[A-Za-z0-9_-]+){0,2}$/, { error: 'El contexto de la consulta no es válido.' })
      .optional(),
  })
  .strict();

/**
 * The reply when the guardrail or the model's own filter stopped the tutor's answer; also the guardrail's
 * own blocked-input and blocked-output messages (infra/tutor-guardrail.ts).
 */
export const GUARDRAIL_REPLY =
  'Eso no lo puedo responder. Estoy para ayudarte con matemática, física y química del ingreso a la UTN: ¿en qué tema te doy una mano?';

export const tutorResponse = z.object({ success: z.literal(true).optional(), response: z.string() });
