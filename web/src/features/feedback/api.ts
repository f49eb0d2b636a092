import { callApi } from '../../lib/api.ts';
import { submitFeedbackRoute } from '../../lib/routes/feedback.ts';
import type { FeedbackCategory } from './feedback-form.ts';

export interface FeedbackInput {
  userId: string;
  userEmail: string | null;
  message: string;
  rating: number;
  category: FeedbackCategory;
}

export const submitFeedback = ({ userEmail, ...input }: FeedbackInput) =>
  callApi(submitFeedbackRoute, { body: { ...input, ...(userEmail ? { userEmail } : {}) } });
