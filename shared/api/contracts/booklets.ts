import { subjectIds } from '../../domain/subjects.ts';
import * as z from '../zod.ts';

export const bookletParams = z.object({
  subject: z.enum(subjectIds, { error: 'Elegí una materia válida: matematicas, fisica o quimica.' }),
});

/** A link to the subject's booklet that works for a few minutes: it is never a public address. */
export const bookletLinkResponse = z.object({
  success: z.literal(true),
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});

/** A weak spot the personal booklet works on. */
const bookletSubtopicSchema = z.object({ subject: z.enum(subjectIds), id: z.string(), title: z.string() });

/**
 * The student's personal booklet: made for them at the moment of asking, so it is sent itself (a PDF
 * in base64) rather than a link to a file that would have to be kept somewhere.
 */
export const personalBookletResponse = z.object({
  success: z.literal(true),
  fileName: z.string(),
  pdf: z.string().min(1),
  subtopics: z.array(bookletSubtopicSchema),
});
