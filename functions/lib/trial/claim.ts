import { type SubjectId, subjectIds, type TopicId } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { trialItems } from '../../content/trial/index.ts';
import type { Attempt } from '../data/attempt-record.ts';
import { attemptItem } from '../data/attempts.ts';
import { tableName } from '../data/client.ts';
import { failedConditions } from '../data/errors.ts';
import { readTotals, TOTAL_SCOPE_ALL } from '../data/statistics-reads.ts';
import { writeWithStatistics } from '../data/statistics-writes.ts';
import {
  findTrial,
  findTrialClaim,
  type StoredTrial,
  type TrialStart,
  trialClaimWrites,
} from '../data/trials.ts';

/**
 * A trial taken over by the account that signed in from the browser that took it (ADR 0082). The
 * browser only names the trial; what was answered, and whether it was right, is read from the trial the
 * server stored when each answer came in.
 */

/** Why a claim did not carry anything: each is final for this account and this trial. */
export type ClaimOutcome =
  | 'claimed'
  | 'already-claimed'
  | 'not-found'
  | 'no-answers'
  | 'taken'
  | 'account-has-trial'
  | 'account-not-new';

const itemsById = new Map(
  subjectIds.flatMap((subject) => trialItems[subject].map((item) => [item.id, item] as const)),
);

interface Answered {
  index: number;
  topic: TopicId;
  subtopic: string | undefined;
  correct: boolean;
  at: string;
  sourceId: string;
}

/** The trial's answers, oldest question first, each graded again against the question it stored. */
function answeredQuestions(trial: StoredTrial): Answered[] {
  return trial.questions.flatMap((question, index) => {
    const answer = trial.answers[String(index)];
    if (!answer) return [];
    return [
      {
        index,
        topic: question.topic,
        subtopic: itemsById.get(question.sourceId)?.subtopic,
        correct: answer.userAnswer === question.correctAnswer,
        at: answer.at,
        sourceId: question.sourceId,
      },
    ];
  });
}

function subtopicWeight(subject: SubjectId, subtopic: string): number {
  for (const { subtopics } of syllabusMap[subject]) {
    const found = subtopics.find((candidate) => candidate.id === subtopic);
    if (found) return found.weight;
  }
  return 0;
}

/**
 * Where the trial went worst: the topic with most misses (then the lowest share right), and in it the
 * missed question's subtopic that weighs most in the exam. None when nothing was missed.
 */
export function weakestPoint(trial: StoredTrial): TrialStart | undefined {
  const subject = trial.subject;
  const answered = answeredQuestions(trial);
  const byTopic = new Map<TopicId, Answered[]>();
  for (const answer of answered) byTopic.set(answer.topic, [...(byTopic.get(answer.topic) ?? []), answer]);
  const candidates = [...byTopic.entries()].flatMap(([topic, answers]) => {
    const missed = answers.flatMap(({ correct, subtopic, index }) =>
      !correct && subtopic !== undefined ? [{ subtopic, index }] : [],
    );
    const [heaviest] = missed.sort(
      (a, b) =>
        subtopicWeight(subject, b.subtopic) - subtopicWeight(subject, a.subtopic) || a.index - b.index,
    );
    if (!heaviest) return [];
    return [
      {
        topic,
        subtopic: heaviest.subtopic,
        misses: missed.length,
        share: (answers.length - missed.length) / answers.length,
        weight: subtopicWeight(subject, heaviest.subtopic),
        index: heaviest.index,
      },
    ];
  });
  const weakest = candidates.sort(
    (a, b) => b.misses - a.misses || a.share - b.share || b.weight - a.weight || a.index - b.index,
  )[0];
  return weakest ? { subject, topic: weakest.topic, subtopic: weakest.subtopic } : undefined;
}

/** The trial's answers as the account's practice attempts, at the moments they were given. */
function attemptsOf(trial: StoredTrial): Attempt[] {
  return answeredQuestions(trial).map((answer) => ({
    exerciseId: answer.sourceId,
    subject: trial.subject,
    topic: answer.topic,
    correct: answer.correct,
    at: answer.at,
    source: 'practice',
  }));
}

/**
 * Makes a finished or answered trial's answers the account's attempts, with the statistics they move,
 * once: the trial is marked as taken in the same transaction, so a second sign-in, a replayed request or
 * another account finds it taken and changes nothing. Only a new account (nothing answered yet, no
 * trial taken) takes one: an account with answers of its own already has a plan that speaks from them.
 */
export async function claimTrial(userId: string, trialId: string, now = new Date()): Promise<ClaimOutcome> {
  const trial = await findTrial(trialId, now);
  if (!trial) return 'not-found';
  if (trial.claimedBy !== undefined) return trial.claimedBy === userId ? 'already-claimed' : 'taken';
  const attempts = attemptsOf(trial);
  if (attempts.length === 0) return 'no-answers';
  if (await findTrialClaim(userId)) return 'account-has-trial';
  if ((await readTotals(userId, [TOTAL_SCOPE_ALL])).has(TOTAL_SCOPE_ALL)) return 'account-not-new';

  const claim = trialClaimWrites(trialId, userId, weakestPoint(trial), now);
  const own = [
    ...claim,
    ...attempts.map((attempt) => ({
      Put: {
        TableName: tableName(),
        Item: attemptItem(userId, attempt),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  ];
  try {
    await writeWithStatistics(userId, own, attempts);
    return 'claimed';
  } catch (error) {
    const failed = failedConditions(error);
    if (failed.length === 0 || failed.some((index) => index >= own.length)) throw error;
  }
  // Another request got there first (the same sign-in replayed, or another account): read who.
  const after = await findTrial(trialId, now);
  if (after?.claimedBy === userId) return 'already-claimed';
  if (after?.claimedBy !== undefined) return 'taken';
  return (await findTrialClaim(userId)) ? 'account-has-trial' : 'not-found';
}

/** What the browser is told: whether the trial's answers are now the account's. */
export const isClaimed = (outcome: ClaimOutcome) => outcome === 'claimed' || outcome === 'already-claimed';
