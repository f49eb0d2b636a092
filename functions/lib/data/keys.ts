import { entityPrefixes } from '../../../shared/data/table.ts';

/**
 * Every access pattern's key, named once. Handlers call these and never build `pk`/`sk` themselves.
 * Each entity has its own partition prefix (see shared/data/table.ts), so IAM can grant it alone.
 */
/**
 * Each national ranking histogram is split in this many items, so its writes spread over partitions
 * and students moving at the same moment rarely touch the same item.
 */
export const RANKING_SHARDS = 8;

/** A student's shard: stable, so the moves out of a bucket and into another land on the same item. */
export function rankingShardOf(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return hash % RANKING_SHARDS;
}

export const keys = {
  health: () => ({ pk: entityPrefixes.health, sk: entityPrefixes.health }),
  user: (userId: string) => ({ pk: `${entityPrefixes.user}${userId}`, sk: 'PROFILE' }),
  userByEmail: (email: string) => ({ pk: `${entityPrefixes.userEmail}${email}`, sk: 'USER' }),
  /** One login challenge per e-mail and browser that asked (the hash of its login cookie). */
  loginChallenge: (email: string, holderHash: string) => ({
    pk: `${entityPrefixes.loginChallenge}${email}`,
    sk: `CHALLENGE#${holderHash}`,
  }),
  loginChallenges: (email: string) => ({
    pk: `${entityPrefixes.loginChallenge}${email}`,
    prefix: 'CHALLENGE#',
  }),
  rateLimitWindow: (scope: string, subject: string, windowStart: number) => ({
    pk: `${entityPrefixes.rateLimit}${scope}#${subject}`,
    sk: String(windowStart),
  }),
  /**
   * A network (a keyed hash of it, never the address) from which the user logged in, beside the profile
   * so deleting the account deletes it too.
   */
  knownNetwork: (userId: string, networkTag: string) => ({
    pk: `${entityPrefixes.user}${userId}`,
    sk: `NETWORK#${networkTag}`,
  }),
  mailSuppression: (email: string) => ({ pk: `${entityPrefixes.mailSuppression}${email}`, sk: 'SUPPRESSED' }),
  session: (tokenHash: string) => ({ pk: `${entityPrefixes.session}${tokenHash}`, sk: 'SESSION' }),
  /** Lists a user's sessions beside the profile, so deleting the account can end every one. */
  userSession: (userId: string, tokenHash: string) => ({
    pk: `${entityPrefixes.user}${userId}`,
    sk: `SESSION#${tokenHash}`,
  }),
  subscription: (userId: string) => ({ pk: `${entityPrefixes.subscription}${userId}`, sk: 'CURRENT' }),
  checkouts: (userId: string) => ({ pk: `${entityPrefixes.subscription}${userId}`, prefix: 'CHECKOUT#' }),
  checkout: (userId: string, providerId: string) => ({
    pk: `${entityPrefixes.subscription}${userId}`,
    sk: `CHECKOUT#${providerId}`,
  }),
  billingLock: (userId: string) => ({ pk: `${entityPrefixes.subscription}${userId}`, sk: 'LOCK' }),
  /** Marks a lifecycle e-mail as sent, so each goes out once. */
  sentMail: (userId: string, mailKey: string) => ({
    pk: `${entityPrefixes.subscription}${userId}`,
    sk: `MAIL#${mailKey}`,
  }),
  subscriptionByProviderId: (providerId: string) => ({
    pk: `${entityPrefixes.subscriptionRef}${providerId}`,
    sk: 'REF',
  }),
  /** Left beside a provider reference when its student deleted the account: a late charge is refunded. */
  deletedAgreement: (reference: string) => ({
    pk: `${entityPrefixes.subscriptionRef}${reference}`,
    sk: 'DELETED',
  }),
  webhookEvent: (eventId: string) => ({ pk: `${entityPrefixes.webhookEvent}${eventId}`, sk: 'EVENT' }),
  attempts: (userId: string) => ({ pk: `${entityPrefixes.attempt}${userId}` }),
  attempt: (userId: string, at: string, exerciseId: string) => ({
    pk: `${entityPrefixes.attempt}${userId}`,
    sk: `${at}#${exerciseId}`,
  }),
  statCounters: (userId: string) => ({ pk: `${entityPrefixes.statCounter}${userId}` }),
  statCounter: (userId: string, day: string, subject: string, topic: string) => ({
    pk: `${entityPrefixes.statCounter}${userId}`,
    sk: `DAY#${day}#${subject}#${topic}`,
  }),
  statDays: (userId: string, fromDay: string, toDay: string) => ({
    pk: `${entityPrefixes.statCounter}${userId}`,
    from: `DAY#${fromDay}#`,
    to: `DAY#${toDay}#~`,
  }),
  statTotals: (userId: string, scope: string) => ({
    pk: `${entityPrefixes.statCounter}${userId}`,
    sk: `TOTAL#${scope}`,
  }),
  /** Marks that a practice exercise already moved the statistics on this study day. */
  practiceCounted: (userId: string, day: string, exerciseId: string) => ({
    pk: `${entityPrefixes.statCounter}${userId}`,
    sk: `PRACTICED#${day}#${exerciseId}`,
  }),
  /** A student's record of one practice exercise, beside the statistics it belongs with. */
  exerciseProgress: (userId: string, subject: string, topic: string, exerciseId: string) => ({
    pk: `${entityPrefixes.statCounter}${userId}`,
    sk: `EXERCISE#${subject}#${topic}#${exerciseId}`,
  }),
  /** Every exercise record of a subject, or of one of its topics. */
  exerciseProgressOf: (userId: string, subject: string, topic?: string) => ({
    pk: `${entityPrefixes.statCounter}${userId}`,
    prefix: topic === undefined ? `EXERCISE#${subject}#` : `EXERCISE#${subject}#${topic}#`,
  }),
  /** One shard of a scope's ranking histogram; a student always moves within their own shard. */
  rankingHistogram: (scope: string, shard: number) => ({
    pk: `${entityPrefixes.ranking}${scope}#${shard}`,
    sk: 'HISTOGRAM',
  }),
  /** Every shard of a scope's ranking histogram, to read and merge. */
  rankingHistogramShards: (scope: string) =>
    Array.from({ length: RANKING_SHARDS }, (_, shard) => keys.rankingHistogram(scope, shard)),
  simulators: (userId: string) => ({ pk: `${entityPrefixes.simulator}${userId}` }),
  simulator: (userId: string, simulatorId: string) => ({
    pk: `${entityPrefixes.simulator}${userId}`,
    sk: simulatorId,
  }),
  simulatorAnswers: (userId: string) => ({ pk: `${entityPrefixes.simulatorAnswer}${userId}` }),
  /** Everything kept beside one simulator: its state item and one item per answered question. */
  simulatorAnswersOf: (userId: string, simulatorId: string) => ({
    pk: `${entityPrefixes.simulatorAnswer}${userId}`,
    prefix: `${simulatorId}#`,
  }),
  simulatorState: (userId: string, simulatorId: string) => ({
    pk: `${entityPrefixes.simulatorAnswer}${userId}`,
    sk: `${simulatorId}#STATE`,
  }),
  simulatorAnswer: (userId: string, simulatorId: string, questionIndex: number) => ({
    pk: `${entityPrefixes.simulatorAnswer}${userId}`,
    sk: `${simulatorId}#A#${String(questionIndex).padStart(2, '0')}`,
  }),
  seenQuestions: (userId: string, subject: string) => ({
    pk: `${entityPrefixes.seenQuestions}${userId}`,
    sk: subject,
  }),
  /** The running simulators' questions filed under one anchor whose deadline falls in one bucket. */
  runningQuestions: (anchor: number, bucket: number) => ({
    pk: `${entityPrefixes.runningQuestion}${anchor.toString(36)}#${bucket}`,
    sk: 'RUNNING',
  }),
  feedbackOf: (userId: string) => ({ pk: `${entityPrefixes.feedback}${userId}` }),
  feedback: (userId: string, createdAt: string, id: string) => ({
    pk: `${entityPrefixes.feedback}${userId}`,
    sk: `${createdAt}#${id}`,
  }),
  problemReport: (exerciseId: string, createdAt: string, userId: string) => ({
    pk: `${entityPrefixes.problemReport}${exerciseId}`,
    sk: `${createdAt}#${userId}`,
  }),
  waitlist: (email: string) => ({ pk: `${entityPrefixes.waitlist}${email}`, sk: 'ENTRY' }),
  chatHistory: (ownerId: string) => ({ pk: `${entityPrefixes.chatHistory}${ownerId}`, sk: 'TURNS' }),
  trial: (trialId: string) => ({ pk: `${entityPrefixes.trial}${trialId}`, sk: 'TRIAL' }),
  /** The free trial an account took over (ADR 0082), beside the profile: at most one, gone with the account. */
  trialClaim: (userId: string) => ({ pk: `${entityPrefixes.user}${userId}`, sk: 'TRIAL_CLAIM' }),
  /** A consumer-law request (arrepentimiento or baja) by its identification code (ADR 0060). */
  consumerRequest: (code: string) => ({ pk: `${entityPrefixes.consumerRequest}${code}`, sk: 'REQUEST' }),
} as const;

/** Epoch seconds for the `ttl` attribute; DynamoDB deletes late, so every read checks expiry itself. */
export function ttlFrom(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function isExpired(item: { ttl?: number } | undefined, now = new Date()): boolean {
  return item?.ttl !== undefined && item.ttl * 1000 <= now.getTime();
}
