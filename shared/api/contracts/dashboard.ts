import { subjectIdSchema, topicIdSchema } from '../common.ts';
import * as z from '../zod.ts';
import { goalResponse, reviewResponse } from './practice.ts';
import { dashboardResponse } from './statistics.ts';

/** Topics the review card names: the first few of what is due, each once. */
export const REVIEW_TOPICS_SHOWN = 3;

/** Today's review as the dashboard shows it: how much is due and of which topics, not the questions. */
export const reviewSummarySchema = reviewResponse.shape.review.omit({ items: true }).extend({
  topics: z.array(z.object({ subject: subjectIdSchema, topic: topicIdSchema })).max(REVIEW_TOPICS_SHOWN),
});

/**
 * Everything the dashboard's first screen shows, in one answer (#30): the student's numbers, today's
 * review and the daily goal.
 */
export const dashboardHomeResponse = z.object({
  success: z.literal(true),
  statistics: dashboardResponse.shape.dashboard,
  review: reviewSummarySchema,
  goal: goalResponse.shape.goal,
});
