import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/api/zod.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem, ttlSchema } from './items.ts';
import { isExpired, keys, ttlFrom } from './keys.ts';
import { storedChoiceSchema, storedQuestionSchema } from './questions.ts';

export type StoredTrialAnswer = z.infer<typeof storedChoiceSchema>;

const storedTrialSchema = z.object({
  id: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  deadline: z.string(),
  questions: z.array(storedQuestionSchema),
  answers: z.record(z.string(), storedChoiceSchema),
});
/** A visitor's trial: no user, no statistics; the item goes away by itself (`ttl`). */
export type StoredTrial = z.infer<typeof storedTrialSchema>;
const trialItemSchema = storedTrialSchema.extend({ ttl: ttlSchema });

export async function putTrial(trial: StoredTrial, expiresAt: Date): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.trial(trial.id), ...trial, ttl: ttlFrom(expiresAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function findTrial(id: string, now: Date): Promise<StoredTrial | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.trial(id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const trial = parseItem(trialItemSchema, Item, 'trial');
  if (isExpired(trial, now)) return undefined;
  const { ttl: _ttl, ...stored } = trial;
  return stored;
}

/**
 * Stores the first answer to a question, and only before the deadline. False when the question was
 * already answered, the time is up or the trial is gone: an answer is never changed.
 */
export async function saveTrialAnswer(
  id: string,
  index: number,
  answer: StoredTrialAnswer,
  now: Date,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.trial(id),
        UpdateExpression: 'SET answers.#i = :answer',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(answers.#i) AND deadline > :now',
        ExpressionAttributeNames: { '#i': String(index) },
        ExpressionAttributeValues: { ':answer': answer, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
