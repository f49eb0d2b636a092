import { randomUUID } from 'node:crypto';
import type { Session } from '../auth/session.ts';
import { type FeedbackCategory, feedbackOf, joinWaitlist, saveFeedback } from '../data/feedback.ts';
import { consumeLimits } from '../rate-limit.ts';

/** Enough for every honest use of a feedback form, and a lid on a script filling the table. */
const FEEDBACK_PER_HOUR = 10;

const JOINS_PER_HOUR_PER_ADDRESS = 10;

/** Who wrote it comes from the session. */
export async function submitFeedback(
  session: Session,
  input: { message: string; rating: number; category: FeedbackCategory },
  now = new Date(),
): Promise<void> {
  await consumeLimits(
    [
      {
        kind: 'window',
        scope: 'feedback',
        subject: session.userId,
        max: FEEDBACK_PER_HOUR,
        seconds: 60 * 60,
        message: (wait) => `Ya nos mandaste varios comentarios en la última hora. Probá de nuevo en ${wait}.`,
      },
    ],
    now,
  );
  await saveFeedback({
    id: randomUUID(),
    userId: session.userId,
    userEmail: session.email,
    ...input,
    createdAt: now.toISOString(),
  });
}

/** The student's own comments, newest first. */
export async function feedbackFor(session: Session) {
  return (await feedbackOf(session.userId)).map(({ id, message, rating, category, createdAt }) => ({
    id,
    message,
    rating,
    category,
    createdAt,
  }));
}

/** Idempotent: joining twice answers the same and keeps the first date. */
export async function joinWaitlistFrom(address: string, email: string, now = new Date()): Promise<void> {
  await consumeLimits(
    [
      {
        kind: 'window',
        scope: 'waitlist',
        subject: address,
        max: JOINS_PER_HOUR_PER_ADDRESS,
        seconds: 60 * 60,
        message: (wait) => `Recibimos muchos pedidos desde tu conexión. Probá de nuevo en ${wait}.`,
      },
    ],
    now,
  );
  await joinWaitlist(email, now);
}
