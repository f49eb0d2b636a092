import { userFeedbackRoute } from '../../shared/api/routes/feedback.ts';
import { config } from '../lib/config.ts';
import { feedbackFor } from '../lib/feedback/feedback.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(userFeedbackRoute, async ({ session }) => ({
  feedback: await feedbackFor(session),
}));
