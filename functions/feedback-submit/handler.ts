import { submitFeedbackRoute } from '../../shared/api/routes/feedback.ts';
import { config } from '../lib/config.ts';
import { submitFeedback } from '../lib/feedback/feedback.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  submitFeedbackRoute,
  async ({ body: { message, rating, category }, session }) => {
    await submitFeedback(session, { message, rating, category });
  },
  { message: '¡Gracias por tu comentario! Nos ayuda a mejorar Ingresá.' },
);
