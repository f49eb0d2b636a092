import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { seenQuestionsItem } from '../../../shared/data/entities/seen-questions.ts';
import { simulatorItem, simulatorSummaryItem } from '../../../shared/data/entities/simulator.ts';
import { simulatorAnswerItem, simulatorStateItem } from '../../../shared/data/entities/simulator-answer.ts';
import type { SubjectId } from '../../../shared/domain/subjects.ts';
import type { Attempt } from './attempt-record.ts';
import { attemptItem } from './attempts.ts';
import { db, queryAll, tableName } from './client.ts';
import { cancellationReasons, isConditionFailure } from './errors.ts';
import { parseItem, parseItems } from './items.ts';
import { keys } from './keys.ts';
import { writeWithStatistics } from './statistics-writes.ts';
import { transactWrite } from './transactions.ts';

/** One answer as the use cases see it: the stored answer without its key. */
export type StoredAnswer = Omit<z.infer<typeof simulatorAnswerItem>, 'sk'>;
export type SimulatorSummary = z.infer<typeof simulatorSummaryItem>;
export type SimulatorResults = NonNullable<SimulatorSummary['results']>;

/** A simulator as the use cases see it: the item, its answers by question index, and its version. */
export type StoredSimulator = z.infer<typeof simulatorItem> & {
  answers: Record<string, StoredAnswer>;
  /** Moves with every answer stored; completion is conditioned on the one it graded. */
  version?: number;
};

/** Stores a new simulator: its state first (deadline, version 0), then the questions. */
export async function putSimulator(userId: string, simulator: StoredSimulator): Promise<void> {
  const { answers: _answers, version: _version, ...item } = simulator;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.simulatorState(userId, simulator.id), deadline: simulator.deadline, version: 0 },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.simulator(userId, simulator.id), ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getSimulator(userId: string, id: string): Promise<StoredSimulator | undefined> {
  const besides = keys.simulatorAnswersOf(userId, id);
  const [{ Item }, items] = await Promise.all([
    db().send(
      new GetCommand({ TableName: tableName(), Key: keys.simulator(userId, id), ConsistentRead: true }),
    ),
    queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': besides.pk, ':prefix': besides.prefix },
      ConsistentRead: true,
    }),
  ]);
  if (!Item) return undefined;
  const simulator = parseItem(simulatorItem, Item, 'simulator');
  const answers: Record<string, StoredAnswer> = {};
  let version = 0;
  for (const item of items) {
    const sk = String(item.sk);
    if (sk.endsWith('#STATE')) {
      version = parseItem(simulatorStateItem, item, 'simulator state').version;
      continue;
    }
    const { sk: _sk, ...answer } = parseItem(simulatorAnswerItem, item, 'simulator answer');
    answers[String(Number(sk.slice(sk.lastIndexOf('#') + 1)))] = answer;
  }
  return { ...simulator, answers, version };
}

/**
 * Stores one answer as a small item of its own, only before the deadline and before completion (both
 * checked on the simulator's state, whose version it moves); the first one for a question, unless
 * `replace` (an exam, where the last choice counts). Returns false when any of those does not hold.
 */
export async function saveAnswer(
  userId: string,
  id: string,
  index: number,
  answer: StoredAnswer,
  now: Date,
  { replace = false } = {},
): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.simulatorState(userId, id),
          UpdateExpression: 'ADD version :one',
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(completedAt) AND deadline > :now',
          ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.simulatorAnswer(userId, id, index), ...answer },
          ...(replace ? {} : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Completes a simulator and records its answered questions as attempts, in one transaction: the
 * statistics see each simulator exactly once. `graded` is the version the results were computed
 * from: `moved` when an answer arrived since (grade again), `already` when it was already complete.
 */
export async function completeSimulator(
  userId: string,
  id: string,
  graded: { results: SimulatorResults; attempts: Attempt[]; version: number },
  now: Date,
): Promise<'completed' | 'already' | 'moved'> {
  const { results, attempts, version } = graded;
  const state = {
    Update: {
      TableName: tableName(),
      Key: keys.simulatorState(userId, id),
      UpdateExpression: 'SET completedAt = :now',
      ConditionExpression: 'attribute_not_exists(completedAt) AND version = :version',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':version': version },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
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
        state,
        completion,
        ...attempts.map((attempt) => ({
          Put: { TableName: tableName(), Item: attemptItem(userId, attempt) },
        })),
      ],
      attempts,
    );
    return 'completed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const old = cancellationReasons(error)?.[0]?.item;
    return old && !('completedAt' in old) ? 'moved' : 'already';
  }
}

/** What a simulator list shows the student. */
export function publicSummary(simulator: SimulatorSummary) {
  return {
    id: simulator.id,
    subject: simulator.subject,
    difficulty: simulator.difficulty,
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
    items.push(...parseItems(simulatorSummaryItem, page.Items, 'simulator summary'));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (!limit || items.length < limit));
  return items;
}

export async function getSeenQuestions(userId: string, subject: SubjectId): Promise<string[]> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.seenQuestions(userId, subject) }),
  );
  return Item ? parseItem(seenQuestionsItem, Item, 'seen questions').ids : [];
}

export async function putSeenQuestions(userId: string, subject: SubjectId, ids: string[]): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.seenQuestions(userId, subject), ids } }),
  );
}
