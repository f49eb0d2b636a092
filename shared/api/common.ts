import { allTopicIds, difficulties, subjectIds, type TopicId } from '../domain/subjects.ts';
import * as z from './zod.ts';

const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'El email es demasiado largo.' })
  .pipe(z.email({ error: 'Ingresá un email válido.' }));

export const userIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'El usuario no es válido.' });

export const emptyObject = z.object({}).strict();

/**
 * The formulas of an answer, typeset by the function (KaTeX markup keyed by shared/math/typeset.ts's
 * `formulaKey`) on routes that declare `typeset`: their pages show them without KaTeX's code (#30).
 */
export const formulaSheetSchema = z.record(z.string(), z.string()).optional();

/** The one schema of each id of the study content, used by the API contracts and the content bank alike. */
export const subjectIdSchema = z.enum(subjectIds);
export const topicIdSchema = z.enum(allTopicIds as [TopicId, ...TopicId[]], { error: 'Tema no encontrado' });
export const difficultySchema = z.enum(difficulties);
