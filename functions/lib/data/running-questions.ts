import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { runningQuestionEntry } from '../../../shared/data/entities/running-question.ts';
import { batchGetAll, db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem } from './items.ts';
import { keys } from './keys.ts';

/**
 * The questions of the simulators now running, for the tutor to recognise whoever quotes one (ADR
 * 0066). Each question is filed under a few anchors (hashes of runs of its words) in a bucket of two
 * hours by its deadline: an item holds only the questions whose time ends in its bucket, so none grows
 * past the simulators of two hours, and it expires with them. A question running now has its deadline
 * in this bucket or the next, as long as no simulator lasts longer than a bucket (a test holds the
 * time limits to it; the contract stays out of the tutor's bundle).
 */
export const RUNNING_BUCKET_MS = 2 * 60 * 60 * 1000;

const bucketOf = (at: number) => Math.floor(at / RUNNING_BUCKET_MS);

/** Attribute name of one question in an anchor's item. */
const QUESTION_PREFIX = 'q_';

export interface RunningQuestion {
  /** The statement's fingerprint id: the same wording in two simulators is one entry. */
  id: string;
  shingles: number[];
  numbers: string[];
  /** The simulator that filed it last, so its own student can go over it once it is completed. */
  simulatorId: string;
  /** Epoch milliseconds: the latest deadline of the simulators that hold it in this bucket. */
  until: number;
}

/**
 * Files a new simulator's questions until its deadline. A question already filed by a simulator that
 * ends later keeps that later deadline.
 */
export async function fileRunningQuestions(
  questions: readonly { id: string; shingles: number[]; numbers: string[]; anchors: number[] }[],
  simulatorId: string,
  deadline: Date,
): Promise<void> {
  const until = deadline.getTime();
  const bucket = bucketOf(until);
  const expires = Math.ceil(((bucket + 1) * RUNNING_BUCKET_MS) / 1000);
  await Promise.all(
    questions.flatMap((question) =>
      question.anchors.map(async (anchor) => {
        try {
          await db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: keys.runningQuestions(anchor, bucket),
              UpdateExpression: 'SET #question = :entry, #ttl = :ttl',
              ConditionExpression: 'attribute_not_exists(#question) OR #question.#until < :until',
              ExpressionAttributeNames: {
                '#question': `${QUESTION_PREFIX}${question.id}`,
                '#until': 'until',
                '#ttl': 'ttl',
              },
              ExpressionAttributeValues: {
                ':entry': {
                  shingles: question.shingles.map((shingle) => shingle.toString(36)).join(','),
                  numbers: question.numbers,
                  simulatorId,
                  until,
                },
                ':until': until,
                ':ttl': expires,
              },
            }),
          );
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }),
    ),
  );
}

/** The questions filed under any of these anchors whose simulator is still running at `now`. */
export async function runningQuestionsUnder(
  anchors: Iterable<number>,
  now: Date,
): Promise<RunningQuestion[]> {
  const current = bucketOf(now.getTime());
  const itemKeys = [...new Set(anchors)].flatMap((anchor) => [
    keys.runningQuestions(anchor, current),
    keys.runningQuestions(anchor, current + 1),
  ]);
  const batches: (typeof itemKeys)[] = [];
  for (let i = 0; i < itemKeys.length; i += 100) batches.push(itemKeys.slice(i, i + 100));
  const items = (await Promise.all(batches.map((batch) => batchGetAll(batch)))).flat();
  const found = new Map<string, RunningQuestion>();
  for (const item of items) {
    for (const [name, value] of Object.entries(item)) {
      if (!name.startsWith(QUESTION_PREFIX)) continue;
      const entry = parseItem(runningQuestionEntry, value as Record<string, unknown>, 'running question');
      if (entry.until <= now.getTime()) continue;
      found.set(name, {
        ...entry,
        id: name.slice(QUESTION_PREFIX.length),
        shingles: entry.shingles.split(',').map((shingle) => Number.parseInt(shingle, 36)),
      });
    }
  }
  return [...found.values()];
}
