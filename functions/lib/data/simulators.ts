import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { simulatorModes } from '../../../shared/api/contracts/simulators.ts';
import * as z from '../../../shared/api/zod.ts';
import type { Difficulty, SubjectId } from '../../../shared/domain/subjects.ts';
import { type Attempt, attemptItem } from './attempts.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem, parseItems } from './items.ts';
import { keys } from './keys.ts';
import { storedChoiceSchema, storedQuestionSchema } from './questions.ts';
import { writeWithStatistics } from './statistics-writes.ts';

const storedAnswerSchema = storedChoiceSchema.extend({ timeSpent: z.number() });
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

const simulatorResultsSchema = z.object({
  accuracy: z.number(),
  correctAnswers: z.number(),
  incorrectAnswers: z.number(),
  totalTimeSpent: z.number(),
  topicStats: z.record(
    z.string(),
    z.object({ correct: z.number(), total: z.number(), accuracy: z.number() }),
  ),
});
export type SimulatorResults = z.infer<typeof simulatorResultsSchema>;

/** What a simulator list reads: everything but the questions and answers. */
const simulatorSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  difficulty: z.string(),
  /** Absent on simulators created before exam mode existed: those are practice. */
  mode: z.enum(simulatorModes).optional(),
  numQuestions: z.number(),
  createdAt: z.string(),
  deadline: z.string(),
  completedAt: z.string().optional(),
  results: simulatorResultsSchema.optional(),
});
export type SimulatorSummary = z.infer<typeof simulatorSummarySchema>;

const storedSimulatorSchema = simulatorSummarySchema.extend({
  timeLimit: z.number(),
  questions: z.array(storedQuestionSchema),
  answers: z.record(z.string(), storedAnswerSchema),
});
export type StoredSimulator = z.infer<typeof storedSimulatorSchema>;

const seenQuestionsSchema = z.object({ ids: z.array(z.string()) });

export async function putSimulator(userId: string, simulator: StoredSimulator): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.simulator(userId, simulator.id), ...simulator },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getSimulator(userId: string, id: string): Promise<StoredSimulator | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.simulator(userId, id), ConsistentRead: true }),
  );
  return Item ? parseItem(storedSimulatorSchema, Item, 'simulator') : undefined;
}

/**
 * Stores one answer at once, only before the deadline and before completion; the first one for a
 * question, unless `replace` (an exam, where the last choice counts). Returns false when any of those
 * does not hold.
 */
export async function saveAnswer(
  userId: string,
  id: string,
  index: number,
  answer: StoredAnswer,
  now: Date,
  { replace = false } = {},
): Promise<boolean> {
  const firstOnly = replace ? '' : ' AND attribute_not_exists(answers.#i)';
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.simulator(userId, id),
        UpdateExpression: 'SET answers.#i = :answer',
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(completedAt) AND deadline > :now${firstOnly}`,
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

/**
 * Completes a simulator and records its answered questions as attempts, in one transaction: the
 * statistics see each simulator exactly once. False when it was already complete.
 */
export async function completeSimulator(
  userId: string,
  id: string,
  results: SimulatorResults,
  attempts: Attempt[],
  now: Date,
): Promise<boolean> {
  const completion = {
    Update: {
      TableName: tableName(),
      Key: keys.simulator(userId, id),
      UpdateExpression: 'SET completedAt = :now, results = :results',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(completedAt)',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':results': results },
    },
  };
  try {
    await writeWithStatistics(
      userId,
      [
        completion,
        ...attempts.map((attempt) => ({
          Put: { TableName: tableName(), Item: attemptItem(userId, attempt) },
        })),
      ],
      attempts,
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** What a simulator list shows the student. */
export function publicSummary(simulator: SimulatorSummary) {
  return {
    id: simulator.id,
    subject: simulator.subject as SubjectId,
    difficulty: simulator.difficulty as Difficulty,
    mode: simulator.mode ?? 'practice',
    numQuestions: simulator.numQuestions,
    createdAt: simulator.createdAt,
    completedAt: simulator.completedAt ?? null,
    results: simulator.results ?? null,
  };
}

/** The student's simulators, newest first, without their questions. */
export async function listSimulators(userId: string, limit?: number): Promise<SimulatorSummary[]> {
  const items: SimulatorSummary[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.simulators(userId).pk },
        ExpressionAttributeNames: { '#mode': 'mode' },
        ProjectionExpression:
          'id, subject, difficulty, #mode, numQuestions, createdAt, deadline, completedAt, results',
        ScanIndexForward: false,
        ...(limit ? { Limit: limit - items.length } : {}),
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    items.push(...parseItems(simulatorSummarySchema, page.Items, 'simulator summary'));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (!limit || items.length < limit));
  return items;
}

export async function getSeenQuestions(userId: string, subject: string): Promise<string[]> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.seenQuestions(userId, subject) }),
  );
  return Item ? parseItem(seenQuestionsSchema, Item, 'seen questions').ids : [];
}

export async function putSeenQuestions(userId: string, subject: string, ids: string[]): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.seenQuestions(userId, subject), ids } }),
  );
}
