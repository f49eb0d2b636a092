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

/** The one schema of each id of the study content, used by the API contracts and the content bank alike. */
export const subjectIdSchema = z.enum(subjectIds);
export const topicIdSchema = z.enum(allTopicIds as [TopicId, ...TopicId[]], { error: 'Tema no encontrado' });
export const difficultySchema = z.enum(difficulties);
