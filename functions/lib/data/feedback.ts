import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { feedbackItem } from '../../../shared/data/entities/feedback.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { inboxKeys } from './inbox.ts';
import { parseItems } from './items.ts';
import { keys } from './keys.ts';

export type Feedback = z.infer<typeof feedbackItem>;
export type FeedbackCategory = Feedback['category'];

export async function saveFeedback(feedback: Feedback): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.feedback(feedback.userId, feedback.createdAt, feedback.id),
        ...inboxKeys('feedback', feedback.createdAt, feedback.id),
        ...feedback,
      },
    }),
  );
}

/** A student's own feedback, newest first. */
export async function feedbackOf(userId: string, limit = 50): Promise<Feedback[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.feedbackOf(userId).pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return parseItems(feedbackItem, Items, 'feedback');
}

/** Adds an e-mail to the waitlist once; joining again keeps the first date. True when it is new. */
export async function joinWaitlist(email: string, now: Date): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.waitlist(email),
          ...inboxKeys('waitlist', now.toISOString(), email),
          email,
          joinedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
