import { randomInt } from 'node:crypto';
import type { Difficulty, SubjectId, TopicId } from '../../../shared/domain/subjects.ts';
import { type Subtopic, syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { type CatalogExercise, loadCatalog } from '../../content/catalog.ts';
import { loadGenerators } from '../../content/load-generators.ts';
import type { Figure, Generator } from '../../content/schema.ts';
import { NotFoundError } from '../errors.ts';
import { fromGenerator } from '../simulators/questions.ts';
import type { ItemReturn } from './scheduler.ts';

/**
 * What the review schedule holds (ADR 0051): an authored exercise, by its id, or a generator's template,
 * by the generator's id, whose every review draws a new variant (a new seed, other numbers).
 */

export const ITEM_NOT_FOUND = 'Ese ejercicio de repaso no existe.';

const subjectByPrefix: Record<string, SubjectId> = { mat: 'matematicas', fis: 'fisica', qui: 'quimica' };

/** The subject an item id belongs to, from its prefix (`mat-…`, `fis-…`, `qui-…`). */
export function subjectOfItem(itemId: string): SubjectId | undefined {
  return subjectByPrefix[itemId.slice(0, 3)];
}

/**
 * The schedule's item an answer is about: a simulator's generated question is stored as
 * `<generator>#<seed>`, and its item is the generator's template.
 */
export function itemOfAnswer(exerciseId: string): { itemId: string; seed?: number } {
  const split = exerciseId.indexOf('#');
  if (split < 0) return { itemId: exerciseId };
  return { itemId: exerciseId.slice(0, split), seed: Number(exerciseId.slice(split + 1)) };
}

export interface ItemSource {
  itemId: string;
  subject: SubjectId;
  topic: TopicId;
  subtopic?: string | undefined;
  difficulty: Difficulty;
  exercise?: CatalogExercise;
  generator?: Generator;
}

const exerciseIndex = new Map<SubjectId, Map<string, CatalogExercise>>();

function exercisesOf(subject: SubjectId): Map<string, CatalogExercise> {
  let index = exerciseIndex.get(subject);
  if (!index) {
    index = new Map(loadCatalog(subject).exercises.map((exercise) => [exercise.id, exercise]));
    exerciseIndex.set(subject, index);
  }
  return index;
}

/** The exercise or the template behind an item id; undefined when the bank has no such item. */
export async function findItem(itemId: string): Promise<ItemSource | undefined> {
  const subject = subjectOfItem(itemId);
  if (!subject) return undefined;
  const exercise = exercisesOf(subject).get(itemId);
  if (exercise)
    return {
      itemId,
      subject,
      topic: exercise.topic,
      subtopic: exercise.subtopic,
      difficulty: exercise.difficulty,
      exercise,
    };
  const generator = (await loadGenerators(subject)).find((candidate) => candidate.id === itemId);
  if (!generator) return undefined;
  return {
    itemId,
    subject,
    topic: generator.topic,
    subtopic: generator.subtopic,
    difficulty: generator.difficulty,
    generator,
  };
}

export async function itemOrNotFound(itemId: string): Promise<ItemSource> {
  const found = await findItem(itemId);
  if (!found) throw new NotFoundError(ITEM_NOT_FOUND);
  return found;
}

export interface ItemQuestion {
  kind: 'multiple-choice' | 'true-false';
  question: string;
  options: string[];
  /** The right option's index (true/false: 0 is Verdadero). */
  correctAnswer: number;
  explanation: string;
  /** The drawing the statement refers to, when it has one: it shows the statement's numbers, never the key. */
  figure?: Figure;
}

/** A template returns as a new variant; a written exercise, with its own statement (ADR 0078). */
export const returnsAs = (source: ItemSource): ItemReturn => (source.generator ? 'variant' : 'same');

/**
 * Whether the review can ask an item: options and true/false can; a typed answer or a problem in parts
 * (#31) is practised on its own page, not in the review's list of options.
 */
export function reviewable(source: ItemSource): boolean {
  return (
    !source.exercise || source.exercise.kind === 'multiple-choice' || source.exercise.kind === 'true-false'
  );
}

/**
 * The question shown for one variant of an item: an authored exercise is always itself. Undefined for
 * an item the review cannot ask (an exercise converted to a typed answer after its card was made).
 */
export function questionOf(source: ItemSource, variant: number): ItemQuestion | undefined {
  if (source.generator) {
    const built = fromGenerator(source.generator, variant);
    return {
      kind: 'multiple-choice',
      question: built.question,
      options: built.options,
      correctAnswer: built.correctAnswer,
      explanation: built.explanation,
      ...(built.figure ? { figure: built.figure } : {}),
    };
  }
  const exercise = source.exercise as CatalogExercise;
  const figure = exercise.figure ? { figure: exercise.figure } : {};
  if (exercise.kind === 'multiple-choice')
    return {
      kind: 'multiple-choice',
      question: exercise.question,
      options: [...exercise.options],
      correctAnswer: exercise.correctAnswer,
      explanation: exercise.explanation,
      ...figure,
    };
  if (exercise.kind !== 'true-false') return undefined;
  return {
    kind: 'true-false',
    question: exercise.question,
    options: ['Verdadero', 'Falso'],
    correctAnswer: exercise.correctAnswer ? 0 : 1,
    explanation: exercise.explanation,
    ...figure,
  };
}

/**
 * A seed for the next variant of a template whose statement differs from those of `shown` (the variant
 * missed, the one just answered): the student meets the same idea with other numbers, never the
 * question whose answer they have just seen.
 */
export function freshVariant(generator: Generator, shown: readonly number[]): number {
  const seen = new Set(shown.map((seed) => fromGenerator(generator, seed).question));
  let seed = randomInt(1, 2 ** 31 - 1);
  for (let attempt = 0; attempt < 25 && seen.has(fromGenerator(generator, seed).question); attempt++)
    seed = randomInt(1, 2 ** 31 - 1);
  return seed;
}

const subtopicsById = new Map<string, Subtopic & { subject: SubjectId; topic: TopicId }>(
  Object.entries(syllabusMap).flatMap(([subject, topics]) =>
    topics.flatMap((topic) =>
      topic.subtopics.map((subtopic) => [
        subtopic.id,
        { ...subtopic, subject: subject as SubjectId, topic: topic.topic },
      ]),
    ),
  ),
);

/** The syllabus map's title of a subtopic id; null when the id names none. */
export function subtopicTitle(id: string | undefined): string | null {
  return (id && subtopicsById.get(id)?.title) || null;
}
