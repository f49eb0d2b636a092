import type { Difficulty, TopicId } from '../../shared/domain/subjects.ts';
import type { Exercise } from './schema.ts';

/** The step-by-step explanation every item carries: "PASO 1: …\nPASO 2: …\nRESULTADO: …". */
export function pasos(steps: readonly string[], resultado: string): string {
  return [...steps.map((step, index) => `PASO ${index + 1}: ${step}`), `RESULTADO: ${resultado}`].join('\n');
}

/** What every written item says, whatever its kind. */
export interface WrittenItem {
  id: string;
  topic: TopicId;
  /** The full subtopic id, `<topic>.<slug>`. */
  subtopic: string;
  difficulty: Difficulty;
  question: string;
  steps: readonly string[];
  result: string;
}

export type OptionPosition = 0 | 1 | 2 | 3;

/**
 * A written multiple-choice item: the correct option goes to position `pos` among the three distractors
 * (kept in the order given), so the share of each position can be balanced across a subject.
 */
export function multipleChoice(
  item: WrittenItem & {
    correct: string;
    distractors: readonly [string, string, string];
    pos: OptionPosition;
    compute?: () => number | number[];
  },
): Exercise {
  const options = [...item.distractors];
  options.splice(item.pos, 0, item.correct);
  return {
    id: item.id,
    topic: item.topic,
    difficulty: item.difficulty,
    subtopic: item.subtopic,
    kind: 'multiple-choice',
    question: item.question,
    options,
    correctAnswer: item.pos,
    ...(item.compute ? { check: { compute: item.compute } } : {}),
    explanation: pasos(item.steps, item.result),
  };
}

/** A written true/false item. */
export function trueFalse(item: WrittenItem & { answer: boolean }): Exercise {
  return {
    id: item.id,
    topic: item.topic,
    difficulty: item.difficulty,
    subtopic: item.subtopic,
    kind: 'true-false',
    question: item.question,
    correctAnswer: item.answer,
    explanation: pasos(item.steps, item.result),
  };
}
