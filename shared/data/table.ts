/**
 * The one DynamoDB table, as data: the CDK stack and the local stack both create it from here.
 * Every entity lives in its own partition-key prefix so IAM can grant it alone (dynamodb:LeadingKeys).
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'ttl',
  /**
   * `open`: a sparse index of the subscriptions that are not final (a checkout that can still be paid,
   * a paid period running), which reconciliation reads back from the payment provider.
   * `inbox`: a sparse index of what students send the team (problem reports, feedback, the waitlist),
   * one partition per kind sorted by date, which `npm run ops` and the weekly digest read.
   */
  globalSecondaryIndexes: [
    { indexName: 'open', partitionKey: 'openPk', sortKey: 'openSk', entity: 'openSubscription' },
    { indexName: 'inbox', partitionKey: 'inboxPk', sortKey: 'inboxSk', entity: 'inbox' },
  ] as {
    indexName: string;
    partitionKey: string;
    sortKey: string;
    /** The entity whose prefix is this index's partition key, so reading it is granted like any entity. */
    entity: Entity;
  }[],
} as const;

/** One of the table's indexes, by name. */
export function tableIndex(name: 'open' | 'inbox') {
  const index = tableDefinition.globalSecondaryIndexes.find((candidate) => candidate.indexName === name);
  if (!index) throw new Error(`The table has no index "${name}"`);
  return index;
}

export const entityPrefixes = {
  health: 'HEALTH',
  user: 'USER#',
  userEmail: 'EMAIL#',
  loginChallenge: 'LOGIN#',
  rateLimit: 'RATE#',
  session: 'SESSION#',
  subscription: 'SUB#',
  subscriptionRef: 'SUBREF#',
  /** Partition key, in the `open` index, of every subscription that is not final. */
  openSubscription: 'SUBOPEN',
  webhookEvent: 'WEBHOOK#',
  attempt: 'ATTEMPT#',
  statCounter: 'STAT#',
  ranking: 'RANK#',
  simulator: 'SIM#',
  /** A simulator's answers, one small item each, and its state (deadline, version, completion). */
  simulatorAnswer: 'SIMA#',
  seenQuestions: 'SEEN#',
  /**
   * The questions of the simulators now running, filed by a hash of their wording (ADR 0066), so the
   * tutor can tell a quoted one whoever asks: `SIMQ#<anchor>#<two-hour bucket of the deadline>`.
   */
  runningQuestion: 'SIMQ#',
  feedback: 'FEEDBACK#',
  problemReport: 'REPORT#',
  waitlist: 'WAITLIST#',
  /** Partition keys, in the `inbox` index, of what students send the team: `INBOX#<kind>`. */
  inbox: 'INBOX#',
  chatHistory: 'CHAT#',
  /** A visitor's free mini simulacro (/probar): no user, kept a day by TTL. */
  trial: 'TRIAL#',
  /** An address SES reported as bounced for good or complained about: no login code goes to it. */
  mailSuppression: 'SUPPRESSED#',
  /** A student's review schedule (ADR 0051): one card per item, a pointer per due date, the sync state. */
  reviewCard: 'REVIEW#',
  /** A student's daily goal, its history, the streak's anchor and the reminder choice (ADR 0052). */
  studyGoal: 'GOAL#',
  /** Who asked for the daily reminder e-mail, sharded `REMIND#<0..7>`, one item per student. */
  studyReminder: 'REMIND#',
  /** A consumer-law request (arrepentimiento or baja) by its identification code (ADR 0060). */
  consumerRequest: 'CONSUMER#',
} as const;

export type Entity = keyof typeof entityPrefixes;
