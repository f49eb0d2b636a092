import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { reminderItem } from '../../../shared/data/entities/study-reminder.ts';
import { db, queryAll, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItems } from './items.ts';
import { reviewKeys } from './review-keys.ts';

/**
 * Who asked for the daily reminder (ADR 0052): one small item per student in one of a few shards, so
 * the hourly job reads the list without a scan and without one hot partition.
 */
export interface ReminderEntry {
  userId: string;
  email: string;
  lastSentDay?: string | undefined;
}

export async function putReminder(userId: string, email: string, now: Date): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: reviewKeys.reminder(userId),
      UpdateExpression: 'SET email = :email, since = if_not_exists(since, :at)',
      ExpressionAttributeValues: { ':email': email, ':at': now.toISOString() },
    }),
  );
}

export async function deleteReminder(userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: reviewKeys.reminder(userId) }));
}

/** Every student of one shard who wants the reminder. */
export async function remindersIn(shard: number): Promise<ReminderEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': reviewKeys.reminderShard(shard).pk },
  });
  return parseItems(reminderItem, items, 'reminder').map(({ sk, email, lastSentDay }) => ({
    userId: sk,
    email,
    lastSentDay,
  }));
}

/**
 * Claims today's reminder for the student before it is sent: false when another run claimed it
 * already (or the student turned it off meanwhile), so a day never gets two.
 */
export async function claimReminderDay(userId: string, day: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKeys.reminder(userId),
        UpdateExpression: 'SET lastSentDay = :day',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(lastSentDay) OR lastSentDay <> :day)',
        ExpressionAttributeValues: { ':day': day },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives back a claimed day whose mail could not be sent, so the next run tries again. */
export async function releaseReminderDay(userId: string, day: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKeys.reminder(userId),
        UpdateExpression: 'REMOVE lastSentDay',
        ConditionExpression: 'lastSentDay = :day',
        ExpressionAttributeValues: { ':day': day },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
