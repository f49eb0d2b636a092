import type {
  reviewAnswerResponse,
  reviewItemSchema,
  reviewResponse,
} from '../../../../shared/api/contracts/practice.ts';
import {
  reviewAnswerRoute,
  reviewRoute,
  unsubscribeReminderRoute,
} from '../../../../shared/api/routes/practice.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { callApi } from '../../lib/api.ts';
import type { LoadResult } from '../../lib/use-loader.ts';

export type Review = z.output<typeof reviewResponse>['review'];
export type ReviewItem = z.output<typeof reviewItemSchema>;
export type ReviewResult = z.output<typeof reviewAnswerResponse>['result'];

export async function fetchReview(signal?: AbortSignal): Promise<LoadResult<Review>> {
  const result = await callApi(reviewRoute, { query: {}, signal });
  return result.ok ? { ok: true, data: result.data.review } : result;
}

/** An answer names the variant it answers, so the server can refuse one a newer variant replaced. */
export const answerReview = (item: ReviewItem, answer: number, timeSpent: number) =>
  callApi(reviewAnswerRoute, {
    params: { item: item.id },
    body: { answer, variant: item.variant, timeSpent },
  });

export const unsubscribeReminder = (token: string) => callApi(unsubscribeReminderRoute, { body: { token } });
