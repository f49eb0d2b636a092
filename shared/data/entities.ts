import { attempt } from './entities/attempt.ts';
import { chatHistory } from './entities/chat-history.ts';
import { consumerRequest } from './entities/consumer-request.ts';
import { feedback } from './entities/feedback.ts';
import { health } from './entities/health.ts';
import { inbox } from './entities/inbox.ts';
import { loginChallenge } from './entities/login-challenge.ts';
import { mailSuppression } from './entities/mail-suppression.ts';
import { offlinePractice } from './entities/offline-practice.ts';
import { openSubscription } from './entities/open-subscription.ts';
import { problemReport } from './entities/problem-report.ts';
import { ranking } from './entities/ranking.ts';
import { rateLimit } from './entities/rate-limit.ts';
import { reviewCard } from './entities/review-card.ts';
import { runningQuestion } from './entities/running-question.ts';
import { seenQuestions } from './entities/seen-questions.ts';
import { session } from './entities/session.ts';
import { simulator } from './entities/simulator.ts';
import { simulatorAnswer } from './entities/simulator-answer.ts';
import { statCounter } from './entities/stat-counter.ts';
import { studyGoal } from './entities/study-goal.ts';
import { studyReminder } from './entities/study-reminder.ts';
import { subscription } from './entities/subscription.ts';
import { subscriptionRef } from './entities/subscription-ref.ts';
import { trial } from './entities/trial.ts';
import { user } from './entities/user.ts';
import { userEmail } from './entities/user-email.ts';
import { waitlist } from './entities/waitlist.ts';
import { webhookEvent } from './entities/webhook-event.ts';

export { RANKING_SHARDS, rankingShardOf } from './entities/ranking.ts';
export { REMINDER_SHARDS, reminderShardOf } from './entities/study-reminder.ts';

/**
 * Every stored entity, each declared once in its module under `entities/` (ADR 0093): its
 * partition-key prefix, how account deletion reaches it, its access patterns' keys and, apart, its
 * item schemas. `table.ts` (the prefixes IAM and the local check use), `functions/lib/data/keys.ts`
 * and the account's partitions are computed from this list; `entities.test.ts` fails when one of them,
 * or this list and the modules under `entities/`, disagree. Each entity has its own prefix, so IAM
 * can grant it alone (ADR 0003).
 */
export const entities = {
  health,
  user,
  userEmail,
  loginChallenge,
  rateLimit,
  session,
  subscription,
  subscriptionRef,
  openSubscription,
  webhookEvent,
  attempt,
  statCounter,
  ranking,
  simulator,
  simulatorAnswer,
  seenQuestions,
  runningQuestion,
  feedback,
  problemReport,
  waitlist,
  inbox,
  chatHistory,
  trial,
  mailSuppression,
  reviewCard,
  studyGoal,
  studyReminder,
  offlinePractice,
  consumerRequest,
};

export type Entity = keyof typeof entities;
