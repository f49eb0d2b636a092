import { emailSchema, userIdSchema } from '../common.ts';
import * as z from '../zod.ts';

export const feedbackCategorySchema = z.enum(['general', 'bug', 'feature', 'ui', 'content', 'performance']);

export const submitFeedbackRequest = z
  .object({
    userId: userIdSchema.optional(),
    userEmail: emailSchema.optional(),
    message: z
      .string()
      .trim()
      .min(1, { error: 'Escribí tu comentario.' })
      .max(1000, { error: 'El comentario admite hasta 1000 caracteres.' }),
    rating: z.number().int().min(1, { error: 'Elegí una calificación de 1 a 5.' }).max(5),
    category: feedbackCategorySchema.default('general'),
  })
  .strict();
export const submitFeedbackResponse = z.object({ success: z.literal(true), message: z.string() });

const feedbackEntrySchema = z.object({
  id: z.string(),
  message: z.string(),
  rating: z.number().int(),
  category: feedbackCategorySchema,
  createdAt: z.string(),
});
export const userParams = z.object({ user: userIdSchema });
export const userFeedbackResponse = z.object({
  success: z.literal(true),
  feedback: z.array(feedbackEntrySchema),
});

export const waitlistRequest = z.object({ email: emailSchema }).strict();
export const waitlistResponse = z.object({ success: z.literal(true), message: z.string() });
