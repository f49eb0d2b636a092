import type { feedbackCategorySchema } from '../../../../shared/api/contracts/feedback.ts';
import type * as z from '../../../../shared/api/zod.ts';

export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

export const MESSAGE_LIMIT = 1000;
export const SUCCESS_CLOSE_MS = 4000;

export const FEEDBACK_ERROR = '❌ Error al enviar el feedback. Intentá de nuevo.';
export const NOT_AUTHENTICATED = 'Usuario no autenticado';
export const FEEDBACK_SENT = '¡Gracias! Recibimos tu comentario y lo vamos a leer con atención.';

export const ratingLabels = ['Muy malo', 'Malo', 'Regular', 'Bueno', 'Excelente'] as const;

export const categoryLabels: Record<FeedbackCategory, string> = {
  general: 'Comentario general',
  bug: 'Algo no funciona',
  feature: 'Idea o sugerencia',
  ui: 'Diseño y navegación',
  content: 'Ejercicios y contenidos',
  performance: 'Velocidad de la página',
};

export function canSubmit(message: string, rating: number): boolean {
  const length = message.trim().length;
  return length > 0 && length <= MESSAGE_LIMIT && rating >= 1 && rating <= 5;
}
