import { REVIEW_TOPICS_SHOWN } from '../../../shared/api/contracts/dashboard.ts';
import type { Session } from '../auth/session.ts';
import { goalStatus } from '../learning-loop/goal.ts';
import { todaysReview } from '../learning-loop/review.ts';
import { dashboard } from '../statistics/service.ts';

type Review = Awaited<ReturnType<typeof todaysReview>>;

/** The review as the dashboard's card shows it: the counts and the first topics due, each once. */
export function reviewSummary({ items, ...counts }: Review) {
  const topics = new Map(items.map((item) => [`${item.subject}/${item.topic}`, item]));
  return {
    ...counts,
    topics: [...topics.values()]
      .slice(0, REVIEW_TOPICS_SHOWN)
      .map(({ subject, topic }) => ({ subject, topic })),
  };
}

/** The dashboard's first screen, read at once: the numbers, today's review and the daily goal. */
export async function dashboardHome(session: Session, now = new Date()) {
  const [statistics, review, goal] = await Promise.all([
    dashboard(session, now),
    todaysReview(session, now),
    goalStatus(session, now),
  ]);
  return { statistics, review: reviewSummary(review), goal };
}
