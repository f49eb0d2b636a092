import { defineEntity } from './entity.ts';

/**
 * Every stored entity, declared once (ADR 0093): its partition-key prefix, how account deletion
 * reaches it, and its access patterns' keys. `table.ts` (the prefixes IAM and the local check use),
 * `functions/lib/data/keys.ts` and the account's partitions are computed from here;
 * `entities.test.ts` fails when one of them disagrees. Each entity has its own prefix, so IAM can
 * grant it alone (ADR 0003). The item schemas live in each data module (ADR 0093 says why).
 */

/**
 * Each national ranking histogram is split in this many items, so its writes spread over partitions
 * and students moving at the same moment rarely touch the same item.
 */
export const RANKING_SHARDS = 8;

/** The reminder index is split in this many partitions, read in turn by the hourly job. */
export const REMINDER_SHARDS = 8;

function shardOf(userId: string, shards: number): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return hash % shards;
}

/** A student's ranking shard: stable, so the moves out of a bucket and into another land on the same item. */
export function rankingShardOf(userId: string): number {
  return shardOf(userId, RANKING_SHARDS);
}

/** A student's shard of the reminder index: stable, so turning it off finds the item turned on. */
export function reminderShardOf(userId: string): number {
  return shardOf(userId, REMINDER_SHARDS);
}

export const entities = {
  health: defineEntity({
    prefix: 'HEALTH',
    deletion: 'kept',
    keys: (pk) => ({ health: () => ({ pk: pk(), sk: pk() }) }),
  }),
  /** The profile, and beside it what must go with the account: networks, sessions, the trial it took. */
  user: defineEntity({
    prefix: 'USER#',
    deletion: 'partition',
    keys: (pk) => ({
      user: (userId: string) => ({ pk: pk(userId), sk: 'PROFILE' }),
      /**
       * A network (a keyed hash of it, never the address) from which the user logged in, beside the
       * profile so deleting the account deletes it too.
       */
      knownNetwork: (userId: string, networkTag: string) => ({ pk: pk(userId), sk: `NETWORK#${networkTag}` }),
      /** Lists a user's sessions beside the profile, so deleting the account can end every one. */
      userSession: (userId: string, tokenHash: string) => ({ pk: pk(userId), sk: `SESSION#${tokenHash}` }),
      /** The free trial an account took over (ADR 0082): at most one, gone with the account. */
      trialClaim: (userId: string) => ({ pk: pk(userId), sk: 'TRIAL_CLAIM' }),
    }),
  }),
  userEmail: defineEntity({
    prefix: 'EMAIL#',
    deletion: 'byKey',
    keys: (pk) => ({ userByEmail: (email: string) => ({ pk: pk(email), sk: 'USER' }) }),
  }),
  loginChallenge: defineEntity({
    prefix: 'LOGIN#',
    deletion: 'byKey',
    keys: (pk) => ({
      /** One login challenge per e-mail and browser that asked (the hash of its login cookie). */
      loginChallenge: (email: string, holderHash: string) => ({
        pk: pk(email),
        sk: `CHALLENGE#${holderHash}`,
      }),
      loginChallenges: (email: string) => ({ pk: pk(email), prefix: 'CHALLENGE#' }),
    }),
  }),
  /** Kept: each window expires by TTL within a day. */
  rateLimit: defineEntity({
    prefix: 'RATE#',
    deletion: 'kept',
    keys: (pk) => ({
      rateLimitWindow: (scope: string, subject: string, windowStart: number) => ({
        pk: pk(`${scope}#${subject}`),
        sk: String(windowStart),
      }),
    }),
  }),
  session: defineEntity({
    prefix: 'SESSION#',
    deletion: 'byKey',
    keys: (pk) => ({ session: (tokenHash: string) => ({ pk: pk(tokenHash), sk: 'SESSION' }) }),
  }),
  subscription: defineEntity({
    prefix: 'SUB#',
    deletion: 'partition',
    keys: (pk) => ({
      subscription: (userId: string) => ({ pk: pk(userId), sk: 'CURRENT' }),
      checkouts: (userId: string) => ({ pk: pk(userId), prefix: 'CHECKOUT#' }),
      checkout: (userId: string, providerId: string) => ({ pk: pk(userId), sk: `CHECKOUT#${providerId}` }),
      billingLock: (userId: string) => ({ pk: pk(userId), sk: 'LOCK' }),
      /** Marks a lifecycle e-mail as sent, so each goes out once. */
      sentMail: (userId: string, mailKey: string) => ({ pk: pk(userId), sk: `MAIL#${mailKey}` }),
    }),
  }),
  /** The student's references go with the account; a deleted agreement stays on purpose (ADR 0065). */
  subscriptionRef: defineEntity({
    prefix: 'SUBREF#',
    deletion: 'byKey',
    keys: (pk) => ({
      subscriptionByProviderId: (providerId: string) => ({ pk: pk(providerId), sk: 'REF' }),
      /** Left beside a provider reference when its student deleted the account: a late charge is refunded. */
      deletedAgreement: (reference: string) => ({ pk: pk(reference), sk: 'DELETED' }),
    }),
  }),
  /** Partition key, in the `open` index, of every subscription that is not final; goes with SUB#. */
  openSubscription: defineEntity({ prefix: 'SUBOPEN', deletion: 'kept', keys: () => ({}) }),
  /** Kept: a notice's id, so a retried webhook is handled once. */
  webhookEvent: defineEntity({
    prefix: 'WEBHOOK#',
    deletion: 'kept',
    keys: (pk) => ({ webhookEvent: (eventId: string) => ({ pk: pk(eventId), sk: 'EVENT' }) }),
  }),
  attempt: defineEntity({
    prefix: 'ATTEMPT#',
    deletion: 'partition',
    keys: (pk) => ({
      attempts: (userId: string) => ({ pk: pk(userId) }),
      attempt: (userId: string, at: string, exerciseId: string) => ({
        pk: pk(userId),
        sk: `${at}#${exerciseId}`,
      }),
    }),
  }),
  statCounter: defineEntity({
    prefix: 'STAT#',
    deletion: 'partition',
    keys: (pk) => ({
      statCounters: (userId: string) => ({ pk: pk(userId) }),
      statCounter: (userId: string, day: string, subject: string, topic: string) => ({
        pk: pk(userId),
        sk: `DAY#${day}#${subject}#${topic}`,
      }),
      statDays: (userId: string, fromDay: string, toDay: string) => ({
        pk: pk(userId),
        from: `DAY#${fromDay}#`,
        to: `DAY#${toDay}#~`,
      }),
      statTotals: (userId: string, scope: string) => ({ pk: pk(userId), sk: `TOTAL#${scope}` }),
      /** Marks that a practice exercise already moved the statistics on this study day. */
      practiceCounted: (userId: string, day: string, exerciseId: string) => ({
        pk: pk(userId),
        sk: `PRACTICED#${day}#${exerciseId}`,
      }),
      /** A student's record of one practice exercise, beside the statistics it belongs with. */
      exerciseProgress: (userId: string, subject: string, topic: string, exerciseId: string) => ({
        pk: pk(userId),
        sk: `EXERCISE#${subject}#${topic}#${exerciseId}`,
      }),
      /** Every exercise record of a subject, or of one of its topics. */
      exerciseProgressOf: (userId: string, subject: string, topic?: string) => ({
        pk: pk(userId),
        prefix: topic === undefined ? `EXERCISE#${subject}#` : `EXERCISE#${subject}#${topic}#`,
      }),
    }),
  }),
  /** A deleted student's totals leave the histogram they counted in (`removeFromRanking`). */
  ranking: defineEntity({
    prefix: 'RANK#',
    deletion: 'byKey',
    keys: (pk) => {
      /** One shard of a scope's ranking histogram; a student always moves within their own shard. */
      const rankingHistogram = (scope: string, shard: number) => ({
        pk: pk(`${scope}#${shard}`),
        sk: 'HISTOGRAM',
      });
      return {
        rankingHistogram,
        /** Every shard of a scope's ranking histogram, to read and merge. */
        rankingHistogramShards: (scope: string) =>
          Array.from({ length: RANKING_SHARDS }, (_, shard) => rankingHistogram(scope, shard)),
      };
    },
  }),
  simulator: defineEntity({
    prefix: 'SIM#',
    deletion: 'partition',
    keys: (pk) => ({
      simulators: (userId: string) => ({ pk: pk(userId) }),
      simulator: (userId: string, simulatorId: string) => ({ pk: pk(userId), sk: simulatorId }),
    }),
  }),
  /** A simulator's answers, one small item each, and its state (deadline, version, completion). */
  simulatorAnswer: defineEntity({
    prefix: 'SIMA#',
    deletion: 'partition',
    keys: (pk) => ({
      simulatorAnswers: (userId: string) => ({ pk: pk(userId) }),
      /** Everything kept beside one simulator: its state item and one item per answered question. */
      simulatorAnswersOf: (userId: string, simulatorId: string) => ({
        pk: pk(userId),
        prefix: `${simulatorId}#`,
      }),
      simulatorState: (userId: string, simulatorId: string) => ({
        pk: pk(userId),
        sk: `${simulatorId}#STATE`,
      }),
      simulatorAnswer: (userId: string, simulatorId: string, questionIndex: number) => ({
        pk: pk(userId),
        sk: `${simulatorId}#A#${String(questionIndex).padStart(2, '0')}`,
      }),
    }),
  }),
  seenQuestions: defineEntity({
    prefix: 'SEEN#',
    deletion: 'partition',
    keys: (pk) => ({ seenQuestions: (userId: string, subject: string) => ({ pk: pk(userId), sk: subject }) }),
  }),
  /**
   * The questions of the simulators now running, filed by a hash of their wording (ADR 0066), so the
   * tutor can tell a quoted one whoever asks: `SIMQ#<anchor>#<two-hour bucket of the deadline>`.
   * Kept: no student in it, and gone by TTL after the deadline.
   */
  runningQuestion: defineEntity({
    prefix: 'SIMQ#',
    deletion: 'kept',
    keys: (pk) => ({
      /** The running simulators' questions filed under one anchor whose deadline falls in one bucket. */
      runningQuestions: (anchor: number, bucket: number) => ({
        pk: pk(`${anchor.toString(36)}#${bucket}`),
        sk: 'RUNNING',
      }),
    }),
  }),
  feedback: defineEntity({
    prefix: 'FEEDBACK#',
    deletion: 'partition',
    keys: (pk) => ({
      feedbackOf: (userId: string) => ({ pk: pk(userId) }),
      feedback: (userId: string, createdAt: string, id: string) => ({
        pk: pk(userId),
        sk: `${createdAt}#${id}`,
      }),
    }),
  }),
  /** Kept: a report is about an exercise, filed under it for the team. */
  problemReport: defineEntity({
    prefix: 'REPORT#',
    deletion: 'kept',
    keys: (pk) => ({
      problemReport: (exerciseId: string, createdAt: string, userId: string) => ({
        pk: pk(exerciseId),
        sk: `${createdAt}#${userId}`,
      }),
    }),
  }),
  /** Kept: an address left before any account existed. */
  waitlist: defineEntity({
    prefix: 'WAITLIST#',
    deletion: 'kept',
    keys: (pk) => ({ waitlist: (email: string) => ({ pk: pk(email), sk: 'ENTRY' }) }),
  }),
  /** Partition keys, in the `inbox` index, of what students send the team: `INBOX#<kind>`. */
  inbox: defineEntity({ prefix: 'INBOX#', deletion: 'kept', keys: () => ({}) }),
  chatHistory: defineEntity({
    prefix: 'CHAT#',
    deletion: 'partition',
    keys: (pk) => ({ chatHistory: (ownerId: string) => ({ pk: pk(ownerId), sk: 'TURNS' }) }),
  }),
  /** A visitor's free mini simulacro (/probar): no user, kept a day by TTL. */
  trial: defineEntity({
    prefix: 'TRIAL#',
    deletion: 'kept',
    keys: (pk) => ({ trial: (trialId: string) => ({ pk: pk(trialId), sk: 'TRIAL' }) }),
  }),
  /**
   * An address SES reported as bounced for good or complained about: no login code goes to it. Kept:
   * sending to it again would hurt the sender's reputation, account or not.
   */
  mailSuppression: defineEntity({
    prefix: 'SUPPRESSED#',
    deletion: 'kept',
    keys: (pk) => ({ mailSuppression: (email: string) => ({ pk: pk(email), sk: 'SUPPRESSED' }) }),
  }),
  /** A student's review schedule (ADR 0051): one card per item, a pointer per due date, the sync state. */
  reviewCard: defineEntity({
    prefix: 'REVIEW#',
    deletion: 'partition',
    keys: (pk) => ({
      /** Every item of the student's schedule: cards, due pointers and the sync state. */
      reviewSchedule: (userId: string) => ({ pk: pk(userId) }),
      /** One item's card: its FSRS state and what it is. */
      card: (userId: string, itemId: string) => ({ pk: pk(userId), sk: `CARD#${itemId}` }),
      /** A card's place in the due order; exactly one per card, moved when the card is rescheduled. */
      due: (userId: string, due: string, itemId: string) => ({ pk: pk(userId), sk: `DUE#${due}#${itemId}` }),
      /** Every due pointer, in due order. */
      dueRange: (userId: string) => ({ pk: pk(userId), from: 'DUE#', to: 'DUE#~' }),
      /** How far the schedule has read the student's answers, and the per-subtopic figures it keeps. */
      sync: (userId: string) => ({ pk: pk(userId), sk: 'SYNC' }),
    }),
  }),
  /** A student's daily goal, its history, the streak's anchor and the reminder choice (ADR 0052). */
  studyGoal: defineEntity({
    prefix: 'GOAL#',
    deletion: 'partition',
    keys: (pk) => ({ goal: (userId: string) => ({ pk: pk(userId), sk: 'GOAL' }) }),
  }),
  /** Who asked for the daily reminder e-mail, sharded `REMIND#<0..7>`, one item per student. */
  studyReminder: defineEntity({
    prefix: 'REMIND#',
    deletion: 'byKey',
    keys: (pk) => ({
      reminder: (userId: string) => ({ pk: pk(reminderShardOf(userId)), sk: userId }),
      reminderShard: (shard: number) => ({ pk: pk(shard) }),
    }),
  }),
  /**
   * Offline practice (ADR 0097): the packs handed out (their items' generators and seeds, until the
   * answers can no longer come), how many on each Argentine day, and a receipt per answer id taken.
   */
  offlinePractice: defineEntity({
    prefix: 'OFFLINE#',
    deletion: 'partition',
    keys: (pk) => ({
      offlinePack: (userId: string, packId: string) => ({ pk: pk(userId), sk: `PACK#${packId}` }),
      offlinePackDay: (userId: string, day: string) => ({ pk: pk(userId), sk: `DAY#${day}` }),
      offlineReceipt: (userId: string, answerId: string) => ({ pk: pk(userId), sk: `ANSWER#${answerId}` }),
    }),
  }),
  /**
   * A consumer-law request (arrepentimiento or baja) by its identification code (ADR 0060). Kept: the
   * record of a request the law asks to answer.
   */
  consumerRequest: defineEntity({
    prefix: 'CONSUMER#',
    deletion: 'kept',
    keys: (pk) => ({ consumerRequest: (code: string) => ({ pk: pk(code), sk: 'REQUEST' }) }),
  }),
};

export type Entity = keyof typeof entities;
