import { defaultExamFormats, type ExamFormat } from '../../../shared/domain/exam-formats.ts';
import type { Difficulty, SubjectId, TopicId } from '../../../shared/domain/subjects.ts';
import { topicsBySubject } from '../../../shared/domain/subjects.ts';
import { at } from '../../../shared/lib/must.ts';
import type { CatalogExercise } from '../../content/catalog.ts';
import { buildInFormat, formatsOf } from '../../content/formats.ts';
import { createRng, type Rng } from '../../content/lib.ts';
import { formatOf, type Generator } from '../../content/schema.ts';
import type { StoredQuestion, StoredSimulatorQuestion } from '../data/questions.ts';

/** A question as the server keeps it: the answer and explanation never leave before it is answered. */
export type SimulatorQuestion = StoredSimulatorQuestion;

export interface Bank {
  exercises: readonly CatalogExercise[];
  generators: readonly Generator[];
}

export interface Selection {
  subject: SubjectId;
  difficulty: Difficulty;
  numQuestions: number;
  topics: readonly TopicId[];
  /** The exam formats to draw from (#31); the options alone when absent. */
  formats?: readonly ExamFormat[];
  /** Ids this student saw in recent simulators, avoided while the bank allows. */
  recentlySeen: ReadonlySet<string>;
  /** Questions per topic, in place of the even split over `topics` (a regional's weights, ADR 0076). */
  quotas?: ReadonlyMap<TopicId, number>;
  /** Statements already asked in the same simulator, never asked again. */
  asked?: ReadonlySet<string>;
  seed: number;
}

function fromExercise(exercise: CatalogExercise, rng: Rng): SimulatorQuestion {
  const common = {
    sourceId: exercise.id,
    topic: exercise.topic,
    question: exercise.question,
    explanation: exercise.explanation,
    ...(exercise.figure ? { figure: exercise.figure } : {}),
  };
  const typed = { options: [], correctAnswer: -1 as const };
  if (exercise.kind === 'numeric') return { ...common, ...typed, format: 'numeric', answer: exercise.answer };
  if (exercise.kind === 'multi-part')
    return { ...common, ...typed, format: 'multi-part', parts: exercise.parts };
  if (exercise.kind === 'true-false')
    return { ...common, options: ['Verdadero', 'Falso'], correctAnswer: exercise.correctAnswer ? 0 : 1 };
  // Four options are shuffled so positions are not memorised; the exams' closing option stays last.
  const written = exercise.options.length === 5 ? 4 : exercise.options.length;
  const order = [
    ...rng.shuffle(Array.from({ length: written }, (_, i) => i)),
    ...(written === 4 && exercise.options.length === 5 ? [4] : []),
  ];
  return {
    ...common,
    options: order.map((i) => at(exercise.options, i, 'option')),
    correctAnswer: order.indexOf(exercise.correctAnswer),
  };
}

/** The question a generator writes for one seed, four options: the same seed always gives the same question. */
export function fromGenerator(generator: Generator, seed: number): StoredQuestion {
  const rng = createRng(seed);
  const params = generator.params(rng);
  const built = generator.build(params, rng);
  const figure = generator.figure?.(params);
  return {
    sourceId: `${generator.id}#${seed}`,
    topic: generator.topic,
    question: built.question,
    options: built.options,
    correctAnswer: built.correctAnswer,
    explanation: built.explanation,
    ...(figure ? { figure } : {}),
  };
}

/** The question a generator writes for one seed in one exam format, or undefined when that draw cannot take it. */
export function generatedQuestion(
  generator: Generator,
  seed: number,
  format: ExamFormat,
): SimulatorQuestion | undefined {
  const item = buildInFormat(generator, seed, format);
  if (!item) return undefined;
  const common = {
    sourceId: `${generator.id}#${seed}`,
    topic: generator.topic,
    question: item.question,
    explanation: item.explanation,
    ...(item.figure ? { figure: item.figure } : {}),
  };
  const typed = { options: [], correctAnswer: -1 as const };
  switch (item.format) {
    case 'numeric':
      return { ...common, ...typed, format: 'numeric', answer: item.answer };
    case 'multi-part':
      return { ...common, ...typed, format: 'multi-part', parts: item.parts };
    default:
      return { ...common, options: item.options, correctAnswer: item.correctAnswer };
  }
}

/** How many questions each topic gets: as even as possible, the remainder to the first topics. */
export function quotas(topics: readonly TopicId[], total: number): Map<TopicId, number> {
  const base = Math.floor(total / topics.length);
  const extra = total % topics.length;
  return new Map(topics.map((topic, i) => [topic, base + (i < extra ? 1 : 0)]));
}

/** No template gives more than this share of a simulator's questions (at least one question). */
export const MAX_TEMPLATE_SHARE = 0.2;

export const templateOf = (question: SimulatorQuestion) => question.sourceId.replace(/#.*/s, '');

/**
 * Picks the questions of a new simulator: balanced across the chosen topics (all when none), of the
 * chosen difficulty, authored items the student has not seen recently first, then authored items
 * seen longest ago… and generated variants (unlimited) when a topic runs short. Never twice the same.
 */
export function selectQuestions(bank: Bank, selection: Selection): SimulatorQuestion[] {
  const rng = createRng(selection.seed);
  const topics = selection.topics.length ? [...selection.topics] : [...topicsBySubject[selection.subject]];
  const formats = new Set<ExamFormat>(selection.formats ?? defaultExamFormats);
  const inFormat = (exercise: CatalogExercise) => formats.has(formatOf(exercise));
  const formatsFor = (generator: Generator) => formatsOf(generator).filter((format) => formats.has(format));
  const picked: SimulatorQuestion[] = [];
  const perTemplate = new Map<string, number>();
  const templateCap = Math.max(1, Math.floor(selection.numQuestions * MAX_TEMPLATE_SHARE));
  const underCap = (generator: Generator) => (perTemplate.get(generator.id) ?? 0) < templateCap;
  const countTemplate = (question: SimulatorQuestion) => {
    if (question.sourceId.includes('#'))
      perTemplate.set(templateOf(question), (perTemplate.get(templateOf(question)) ?? 0) + 1);
  };
  const perTopic = selection.quotas ?? quotas(rng.shuffle(topics), selection.numQuestions);
  for (const [topic, quota] of perTopic) {
    const ofTopic = bank.exercises.filter((e) => e.topic === topic && inFormat(e));
    const authored = ofTopic.filter((e) => e.difficulty === selection.difficulty);
    const fresh = rng.shuffle(authored.filter((e) => !selection.recentlySeen.has(e.id)));
    const seenBefore = rng.shuffle(authored.filter((e) => selection.recentlySeen.has(e.id)));
    const generators = bank.generators.filter((g) => g.topic === topic && formatsFor(g).length > 0);
    const sameDifficulty = generators.filter((g) => g.difficulty === selection.difficulty);
    const otherDifficulty = generators.filter((g) => g.difficulty !== selection.difficulty);
    const fromTopic: SimulatorQuestion[] = [];
    const statements = new Set([...(selection.asked ?? []), ...picked.map((q) => q.question)]);
    const add = (question: SimulatorQuestion | undefined) => {
      if (!question || fromTopic.length >= quota || statements.has(question.question)) return;
      statements.add(question.question);
      fromTopic.push(question);
      countTemplate(question);
    };
    const generate = (pool: readonly Generator[]) => {
      for (let attempt = 0; fromTopic.length < quota && attempt < 200; attempt++) {
        const open = pool.filter(underCap);
        if (!open.length) return;
        const generator = rng.pick(open);
        add(generatedQuestion(generator, rng.int(1, 2 ** 31 - 1), rng.pick(formatsFor(generator))));
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
    for (const exercise of rng.shuffle(ofTopic.filter((e) => e.difficulty !== selection.difficulty)))
      add(fromExercise(exercise, rng));
    picked.push(...fromTopic);
  }
  return rng.shuffle(picked);
}
