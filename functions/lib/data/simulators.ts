import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { difficultySchema, subjectIdSchema } from '../../../shared/api/common.ts';
import {
  regionalPresetViewSchema,
  regionalResultSchema,
} from '../../../shared/api/contracts/regional-preset.ts';
import { simulatorModes } from '../../../shared/api/contracts/simulators.ts';
import * as z from '../../../shared/api/zod.ts';
import { seenQuestionsItem } from '../../../shared/data/entities/seen-questions.ts';
import type { SubjectId } from '../../../shared/domain/subjects.ts';
import type { Attempt } from './attempt-record.ts';
import { attemptItem } from './attempts.ts';
import { db, queryAll, tableName } from './client.ts';
import { cancellationReasons, isConditionFailure } from './errors.ts';
import { parseItem, parseItems } from './items.ts';
import { keys } from './keys.ts';
import { storedGivenAnswerSchema, storedSimulatorQuestionSchema } from './questions.ts';
import { writeWithStatistics } from './statistics-writes.ts';
import { transactWrite } from './transactions.ts';

const storedAnswerSchema = storedGivenAnswerSchema.extend({ timeSpent: z.number() });
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

const simulatorResultsSchema = z.object({
  accuracy: z.number(),
  correctAnswers: z.number(),
  incorrectAnswers: z.number(),
  totalTimeSpent: z.number(),
  /** Points earned of those possible: a problem in parts is worth its parts' points, any other question one. */
  points: z.object({ earned: z.number(), possible: z.number() }).optional(),
  topicStats: z.record(
    z.string(),
    z.object({ correct: z.number(), total: z.number(), accuracy: z.number() }),
  ),
  /** A regional's simulacro: what that exam would say (ADR 0076). */
  regional: regionalResultSchema.optional(),
});
export type SimulatorResults = z.infer<typeof simulatorResultsSchema>;

/** What a simulator list reads: everything but the questions and answers. */
const simulatorSummarySchema = z.object({
  id: z.string(),
  subject: subjectIdSchema,
  difficulty: difficultySchema,
  /** Absent on simulators created before exam mode existed: those are practice. */
  mode: z.enum(simulatorModes).optional(),
  numQuestions: z.number(),
  createdAt: z.string(),
  deadline: z.string(),
  completedAt: z.string().optional(),
  results: simulatorResultsSchema.optional(),
});
export type SimulatorSummary = z.infer<typeof simulatorSummarySchema>;

/** The simulator item: what was asked. Its answers and state are items of their own (`simulatorAnswer`). */
const simulatorItemSchema = simulatorSummarySchema.extend({
  timeLimit: z.number(),
  questions: z.array(storedSimulatorQuestionSchema),
  /** A regional's simulacro (ADR 0076): its exam as set when created, and each question's points. */
  preset: regionalPresetViewSchema.optional(),
});

/** The small item every answer updates: the deadline it is checked against and a version it moves. */
const simulatorStateSchema = z.object({
  deadline: z.string(),
  version: z.number(),
  completedAt: z.string().optional(),
});

const answerItemSchema = storedAnswerSchema.extend({ sk: z.string() });

/** A simulator as the use cases see it: the item, its answers by question index, and its version. */
export type StoredSimulator = z.infer<typeof simulatorItemSchema> & {
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
  const simulator = parseItem(simulatorItemSchema, Item, 'simulator');
  const answers: Record<string, StoredAnswer> = {};
  let version = 0;
  for (const item of items) {
    const sk = String(item.sk);
    if (sk.endsWith('#STATE')) {
      version = parseItem(simulatorStateSchema, item, 'simulator state').version;
      continue;
    }
    const { sk: _sk, ...answer } = parseItem(answerItemSchema, item, 'simulator answer');
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
    items.push(...parseItems(simulatorSummarySchema, page.Items, 'simulator summary'));
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
