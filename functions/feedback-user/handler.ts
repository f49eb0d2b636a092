import { userFeedbackRoute } from '../../shared/api/routes/feedback.ts';
import { config } from '../lib/config.ts';
import { feedbackOf } from '../lib/data/feedback.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(userFeedbackRoute, async ({ session }) => ({
  success: true as const,
  feedback: (await feedbackOf(session.userId)).map(({ id, message, rating, category, createdAt }) => ({
    id,
    message,
    rating,
    category,
    createdAt,
  })),
}));
