/**
 * The one DynamoDB table, as data: the CDK stack and the local stack both create it from here.
 * Every entity lives in its own partition-key prefix so IAM can grant it alone (dynamodb:LeadingKeys).
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'ttl',
  globalSecondaryIndexes: [] as { indexName: string; partitionKey: string; sortKey: string }[],
} as const;

export const entityPrefixes = {
  health: 'HEALTH',
  user: 'USER#',
  userEmail: 'EMAIL#',
  loginChallenge: 'LOGIN#',
  rateLimit: 'RATE#',
  session: 'SESSION#',
  subscription: 'SUB#',
  subscriptionRef: 'SUBREF#',
  webhookEvent: 'WEBHOOK#',
  attempt: 'ATTEMPT#',
  statCounter: 'STAT#',
  ranking: 'RANK#',
  simulator: 'SIM#',
  seenQuestions: 'SEEN#',
  feedback: 'FEEDBACK#',
  problemReport: 'REPORT#',
  waitlist: 'WAITLIST#',
  chatHistory: 'CHAT#',
} as const;

export type Entity = keyof typeof entityPrefixes;
