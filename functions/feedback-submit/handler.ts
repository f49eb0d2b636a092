import { randomUUID } from 'node:crypto';
import { submitFeedbackRoute } from '../../shared/api/routes/feedback.ts';
import { config } from '../lib/config.ts';
import { saveFeedback } from '../lib/data/feedback.ts';
import { createHandler } from '../lib/http.ts';
import { consumeLimits } from '../lib/rate-limit.ts';

config();

/** Enough for every honest use of a feedback form, and a lid on a script filling the table. */
const FEEDBACK_PER_HOUR = 10;

/** Who wrote it comes from the session; a userId or userEmail in the body must already match it. */
export const handler = createHandler(submitFeedbackRoute, async ({ body, session }) => {
  await consumeLimits([
    {
      kind: 'window',
      scope: 'feedback',
      subject: session.userId,
      max: FEEDBACK_PER_HOUR,
      seconds: 60 * 60,
      message: (wait) => `Ya nos mandaste varios comentarios en la última hora. Probá de nuevo en ${wait}.`,
    },
  ]);
  await saveFeedback({
    id: randomUUID(),
    userId: session.userId,
    userEmail: session.email,
    message: body.message,
    rating: body.rating,
    category: body.category,
    createdAt: new Date().toISOString(),
  });
  return { success: true as const, message: '¡Gracias por tu comentario! Nos ayuda a mejorar Ingresá.' };
});
