import type { TopicId } from '../../../shared/domain/subjects.ts';
import { at } from '../../../shared/lib/must.ts';
import type { TrialItem } from '../../content/trial/index.ts';
import type { StoredQuestion } from '../data/questions.ts';

/** A trial question as the server keeps it: the answer and explanation leave only once answered. */
export type TrialQuestion = StoredQuestion;

/** A uniform random integer in [0, below). */
export type RandomIndex = (below: number) => number;

function shuffle<T>(values: readonly T[], random: RandomIndex): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [result[i], result[j]] = [at(result, j), at(result, i)];
  }
  return result;
}

function toQuestion(item: TrialItem, random: RandomIndex): TrialQuestion {
  // Options are shuffled per trial, so a position cannot be learned from one trial to the next.
  const order = shuffle(
    item.options.map((option, index) => ({ option, index })),
    random,
  );
  return {
    sourceId: item.id,
    topic: item.topic,
    question: item.question,
    options: order.map(({ option }) => option),
    correctAnswer: order.findIndex(({ index }) => index === item.correctAnswer),
    explanation: item.explanation,
  };
}

/**
 * `count` questions of the pool, each of a different topic while there are topics enough (so five
 * questions show five parts of the syllabus), then any item not yet chosen. Never twice the same.
 */
export function pickTrialQuestions(
  pool: readonly TrialItem[],
  count: number,
  random: RandomIndex,
): TrialQuestion[] {
  const byTopic = new Map<TopicId, TrialItem[]>();
  for (const item of pool) byTopic.set(item.topic, [...(byTopic.get(item.topic) ?? []), item]);
  const chosen: TrialItem[] = [];
  for (const topic of shuffle([...byTopic.keys()], random).slice(0, count)) {
    const items = byTopic.get(topic) ?? [];
    chosen.push(at(items, random(items.length), 'item of the topic'));
  }
  const rest = shuffle(
    pool.filter((item) => !chosen.includes(item)),
    random,
  );
  chosen.push(...rest.slice(0, count - chosen.length));
  return chosen.map((item) => toQuestion(item, random));
}
