import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { goalItem } from '../../../shared/data/entities/study-goal.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem } from './items.ts';
import { reviewKeys } from './review-keys.ts';

/** A student's daily goal (ADR 0052), as the study-goal entity declares it. */
export type StoredGoal = z.infer<typeof goalItem>;
export type GoalChange = StoredGoal['history'][number];
export type StreakAnchor = NonNullable<StoredGoal['streakAnchor']>;

export async function getGoal(userId: string): Promise<StoredGoal | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: reviewKeys.goal(userId) }));
  return Item ? parseItem(goalItem, Item, 'daily goal') : undefined;
}

/** Stores the goal the student picked and the reminder choice; the streak's record stays. */
export async function putGoalChoice(
  userId: string,
  choice: { dailyGoal: number; history: GoalChange[]; reminder: boolean },
  now: Date,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: reviewKeys.goal(userId),
      UpdateExpression: 'SET dailyGoal = :goal, history = :history, reminder = :reminder, updatedAt = :at',
      ExpressionAttributeValues: {
        ':goal': choice.dailyGoal,
        ':history': choice.history,
        ':reminder': choice.reminder,
        ':at': now.toISOString(),
      },
    }),
  );
}

/** Remembers the streak up to a finished day (when there is one), and the best one so far. */
export async function putStreak(
  userId: string,
  anchor: StreakAnchor | undefined,
  bestStreak: number,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKeys.goal(userId),
        UpdateExpression: anchor
          ? 'SET streakAnchor = :anchor, bestStreak = :best'
          : 'SET bestStreak = :best',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':best': bestStreak, ...(anchor ? { ':anchor': anchor } : {}) },
      }),
    );
  } catch (error) {
    // The goal was never set (or the account is being deleted): there is no streak to remember.
    if (!isConditionFailure(error)) throw error;
  }
}

/** Turns the reminder off; false when the student has no goal stored (nothing to turn off). */
export async function turnReminderOff(userId: string, now: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKeys.goal(userId),
        UpdateExpression: 'SET reminder = :off, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':off': false, ':at': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Replaces the streak's anchor, or removes it, if it is still `was`: answers given offline counted on a
 * day the anchor had already passed (ADR 0097). Another look that moved it meanwhile read them too.
 */
export async function replaceStreakAnchor(
  userId: string,
  was: StreakAnchor,
  anchor: StreakAnchor | undefined,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKeys.goal(userId),
        UpdateExpression: anchor ? 'SET streakAnchor = :anchor' : 'REMOVE streakAnchor',
        ConditionExpression: 'streakAnchor.#day = :wasDay AND streakAnchor.#length = :wasLength',
        ExpressionAttributeNames: { '#day': 'day', '#length': 'length' },
        ExpressionAttributeValues: {
          ':wasDay': was.day,
          ':wasLength': was.length,
          ...(anchor ? { ':anchor': anchor } : {}),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
