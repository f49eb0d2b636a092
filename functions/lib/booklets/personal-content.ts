import { masteryLabels } from '../../../shared/domain/mastery.ts';
import { type SubjectId, subjectNames, topicTitles } from '../../../shared/domain/subjects.ts';
import type { BookletSubtopic } from '../../content/booklets/personal-booklet.ts';
import { type PrintableExercise, printable } from '../../content/booklets/printable.ts';
import type { SubjectCatalog } from '../../content/catalog.ts';
import { createRng, type Rng } from '../../content/lib.ts';
import type { Generator, MiniClass } from '../../content/schema.ts';
import type { SubtopicMastery } from '../statistics/mastery.ts';

/** Exercises to solve per subtopic, and how many of them come from generators when it has any. */
export const EXERCISES_PER_SUBTOPIC = 4;
const GENERATED_PER_SUBTOPIC = 2;
const EXAMPLES_PER_SUBTOPIC = 2;

export interface WeakSubtopic extends SubtopicMastery {
  subject: SubjectId;
}

/** What the booklet is made from, for one subject: its catalog and its generators. */
export interface SubjectSources {
  catalog: Pick<SubjectCatalog, 'miniClasses' | 'exercises'>;
  generators: readonly Generator[];
}

const blocksOf = (text: string) => text.split(/\n\s*\n/).map((block) => block.trim());

/** A block without its "Título:" first line or inline "Título: " lead. */
function withoutLead(block: string, lead: RegExp): string {
  return block.replace(lead, '').trim();
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The key idea of a mini class: its opening paragraph and its "Idea clave" paragraph (most classes have
 * one; some open with it), and its "Errores comunes" list.
 */
export function keyIdeaOf(miniClass: MiniClass): NonNullable<BookletSubtopic['keyIdea']> {
  const blocks = blocksOf(miniClass.body);
  const idea = blocks.find((block) => /^Idea clave\b/i.test(block));
  const mistakes = blocks.find((block) => /^Errores comunes\b/i.test(block));
  const opening = blocks[0] ?? '';
  const parts = idea
    ? [...(idea === opening ? [] : [opening]), capitalised(withoutLead(idea, /^Idea clave:?\s*/i))]
    : [opening];
  return {
    miniClass: miniClass.title,
    text: parts.join('\n\n'),
    mistakes: mistakes ? withoutLead(mistakes, /^Errores comunes:?\s*/i) : null,
  };
}

/** The mini class that teaches a subtopic: the one most about it (fewest other subtopics), else its topic's first. */
function miniClassFor(
  miniClasses: readonly MiniClass[],
  subtopic: string,
  topic: string,
): MiniClass | undefined {
  const teaching = miniClasses
    .filter((m) => m.subtopics?.includes(subtopic))
    .sort((a, b) => (a.subtopics?.length ?? 0) - (b.subtopics?.length ?? 0));
  return teaching[0] ?? miniClasses.find((m) => m.topic === topic);
}

/** A generated variant with its own seed, as the simulator makes one. */
function generated(generator: Generator, seed: number): PrintableExercise {
  const rng = createRng(seed);
  const params = generator.params(rng);
  const built = generator.build(params, rng);
  const figure = generator.figure?.(params);
  return {
    question: built.question,
    options: built.options,
    correct: built.correctAnswer,
    explanation: built.explanation,
    ...(figure ? { figure } : {}),
  };
}

/**
 * One subtopic's pages: the key idea of the mini class that teaches it (or of its topic's first), up to
 * two of that class's worked examples and one authored exercise shown solved; then fresh exercises:
 * generated variants where the subtopic has generators, authored items not shown solved for the rest.
 */
export function subtopicContent(weak: WeakSubtopic, sources: SubjectSources, rng: Rng): BookletSubtopic {
  const { catalog, generators } = sources;
  const miniClass = miniClassFor(catalog.miniClasses, weak.id, weak.topic);
  const authored = rng.shuffle(catalog.exercises.filter((e) => e.subtopic === weak.id));
  const [solved, ...rest] = authored;
  const ownGenerators = generators.filter((g) => g.subtopic === weak.id);

  const exercises: PrintableExercise[] = [];
  const statements = new Set<string>();
  const add = (exercise: PrintableExercise) => {
    if (exercises.length >= EXERCISES_PER_SUBTOPIC || statements.has(exercise.question)) return;
    statements.add(exercise.question);
    exercises.push(exercise);
  };
  const generate = (count: number) => {
    for (let tries = 0; ownGenerators.length && exercises.length < count && tries < 40; tries++)
      add(generated(rng.pick(ownGenerators), rng.int(1, 2 ** 31 - 1)));
  };
  generate(Math.min(GENERATED_PER_SUBTOPIC, EXERCISES_PER_SUBTOPIC));
  for (const exercise of rest) add(printable(exercise));
  generate(EXERCISES_PER_SUBTOPIC);
  // A subtopic with a single item and no generator: that item is better solved by the student.
  const worked = solved && exercises.length > 0 ? [printable(solved)] : [];
  if (solved && !worked.length) add(printable(solved));

  return {
    subject: subjectNames[weak.subject],
    topic: topicTitles[weak.topic],
    title: weak.title,
    mastery: {
      estimate: weak.estimate ?? 0,
      correct: weak.correct,
      answers: weak.answers,
      level: masteryLabels[weak.level],
    },
    keyIdea: miniClass ? keyIdeaOf(miniClass) : null,
    examples: (miniClass?.examples ?? []).slice(0, EXAMPLES_PER_SUBTOPIC),
    worked,
    exercises,
  };
}
