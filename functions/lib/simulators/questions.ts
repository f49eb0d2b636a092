import type { Difficulty, SubjectId, TopicId } from '../../../shared/domain/subjects.ts';
import { topicsBySubject } from '../../../shared/domain/subjects.ts';
import type { CatalogExercise } from '../../content/catalog.ts';
import { createRng, type Rng } from '../../content/lib.ts';
import type { Generator } from '../../content/schema.ts';
import type { StoredQuestion } from '../data/questions.ts';

/** A question as the server keeps it: the answer and explanation never leave before it is answered. */
export type SimulatorQuestion = StoredQuestion;

export interface Bank {
  exercises: readonly CatalogExercise[];
  generators: readonly Generator[];
}

export interface Selection {
  subject: SubjectId;
  difficulty: Difficulty;
  numQuestions: number;
  topics: readonly TopicId[];
  /** Ids this student saw in recent simulators, avoided while the bank allows. */
  recentlySeen: ReadonlySet<string>;
  seed: number;
}

function fromExercise(exercise: CatalogExercise, rng: Rng): SimulatorQuestion {
  const options = exercise.kind === 'multiple-choice' ? [...exercise.options] : ['Verdadero', 'Falso'];
  const correct =
    exercise.kind === 'multiple-choice' ? exercise.correctAnswer : exercise.correctAnswer ? 0 : 1;
  // True/false keeps its natural order; multiple choice is shuffled so positions are not memorised.
  const order = exercise.kind === 'multiple-choice' ? rng.shuffle(options.map((_, i) => i)) : [0, 1];
  return {
    sourceId: exercise.id,
    topic: exercise.topic,
    question: exercise.question,
    options: order.map((i) => options[i] as string),
    correctAnswer: order.indexOf(correct),
    explanation: exercise.explanation,
  };
}

/** The question a generator writes for one seed: the same seed always gives the same question. */
export function fromGenerator(generator: Generator, seed: number): SimulatorQuestion {
  const rng = createRng(seed);
  const built = generator.build(generator.params(rng), rng);
  return {
    sourceId: `${generator.id}#${seed}`,
    topic: generator.topic,
    question: built.question,
    options: built.options,
    correctAnswer: built.correctAnswer,
    explanation: built.explanation,
  };
}

/** How many questions each topic gets: as even as possible, the remainder to the first topics. */
export function quotas(topics: readonly TopicId[], total: number): Map<TopicId, number> {
  const base = Math.floor(total / topics.length);
  const extra = total % topics.length;
  return new Map(topics.map((topic, i) => [topic, base + (i < extra ? 1 : 0)]));
}

/** No template gives more than this share of a simulator's questions (at least one question). */
export const MAX_TEMPLATE_SHARE = 0.2;

export const templateOf = (question: SimulatorQuestion) => question.sourceId.split('#')[0] as string;

/**
 * Picks the questions of a new simulator: balanced across the chosen topics (all when none), of the
 * chosen difficulty, authored items the student has not seen recently first, then authored items
 * seen longest ago… and generated variants (unlimited) when a topic runs short. Never twice the same.
 */
export function selectQuestions(bank: Bank, selection: Selection): SimulatorQuestion[] {
  const rng = createRng(selection.seed);
  const topics = selection.topics.length ? [...selection.topics] : [...topicsBySubject[selection.subject]];
  const picked: SimulatorQuestion[] = [];
  const perTemplate = new Map<string, number>();
  const templateCap = Math.max(1, Math.floor(selection.numQuestions * MAX_TEMPLATE_SHARE));
  const underCap = (generator: Generator) => (perTemplate.get(generator.id) ?? 0) < templateCap;
  const countTemplate = (question: SimulatorQuestion) => {
    if (question.sourceId.includes('#'))
      perTemplate.set(templateOf(question), (perTemplate.get(templateOf(question)) ?? 0) + 1);
  };
  for (const [topic, quota] of quotas(rng.shuffle(topics), selection.numQuestions)) {
    const authored = bank.exercises.filter((e) => e.topic === topic && e.difficulty === selection.difficulty);
    const fresh = rng.shuffle(authored.filter((e) => !selection.recentlySeen.has(e.id)));
    const seenBefore = rng.shuffle(authored.filter((e) => selection.recentlySeen.has(e.id)));
    const generators = bank.generators.filter((g) => g.topic === topic);
    const sameDifficulty = generators.filter((g) => g.difficulty === selection.difficulty);
    const otherDifficulty = generators.filter((g) => g.difficulty !== selection.difficulty);
    const fromTopic: SimulatorQuestion[] = [];
    const statements = new Set(picked.map((q) => q.question));
    const add = (question: SimulatorQuestion) => {
      if (fromTopic.length >= quota || statements.has(question.question)) return;
      statements.add(question.question);
      fromTopic.push(question);
      countTemplate(question);
    };
    const generate = (pool: readonly Generator[]) => {
      for (let attempt = 0; fromTopic.length < quota && attempt < 200; attempt++) {
        const open = pool.filter(underCap);
        if (!open.length) return;
        add(fromGenerator(rng.pick(open), rng.int(1, 2 ** 31 - 1)));
      }
    };
    // Part of a topic's share (at least one) comes from same-difficulty generators when there are
    // any, so even a student who has seen every authored item keeps getting new numbers.
    const generatedShare = sameDifficulty.length ? Math.max(1, Math.floor(quota / 2)) : 0;
    for (const exercise of fresh.slice(0, quota - generatedShare)) add(fromExercise(exercise, rng));
    generate(sameDifficulty);
    // With every template at its cap: new numbers from the topic's other generators before repeats.
    generate(otherDifficulty);
    for (const exercise of seenBefore) add(fromExercise(exercise, rng));
    // Still short with every template at its cap: the topic's authored items of other difficulties.
    for (const exercise of rng.shuffle(
      bank.exercises.filter((e) => e.topic === topic && e.difficulty !== selection.difficulty),
    ))
      add(fromExercise(exercise, rng));
    picked.push(...fromTopic);
  }
  return rng.shuffle(picked);
}
