import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { profileItem } from '../../../shared/data/entities/user.ts';
import { type ExamTarget, NO_TARGET } from '../../../shared/domain/exam-target.ts';
import { db, tableName } from './client.ts';
import { parseItem } from './items.ts';
import { keys } from './keys.ts';

/** The exam is an attribute of the profile: read with it, exported with it, deleted with it. */
export async function getExamTarget(userId: string): Promise<ExamTarget> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  if (!Item) return NO_TARGET;
  return parseItem(profileItem, Item, 'user profile').examTarget ?? NO_TARGET;
}

/** Stores the whole target on the existing profile (never creates one for an id without it). */
export async function putExamTarget(userId: string, target: ExamTarget, now = new Date()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET examTarget = :target, examTargetAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':target': target, ':at': now.toISOString() },
    }),
  );
}
