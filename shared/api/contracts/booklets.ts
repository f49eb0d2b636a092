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
