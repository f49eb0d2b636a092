import { difficultySchema, subjectIdSchema, topicIdSchema } from '../../shared/api/common.ts';
import * as z from '../../shared/api/zod.ts';
import {
  figureShape,
  numericKeyShape,
  partShape,
  toleranceShape,
} from '../../shared/data/stored-questions.ts';
import { type ExamFormat, NONE_OF_THE_ABOVE } from '../../shared/domain/exam-formats.ts';
import type { Difficulty, SubjectId, TopicId } from '../../shared/domain/subjects.ts';

/*
 * The content model, in English like the rest of the code. The API's contracts keep the spec's Spanish
 * field names (`pregunta`, `respuestaCorrecta`…); functions/lib/educational/api-view.ts is the one place
 * that maps between the two.
 */

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const syllabusTopicSchema = z.object({
  id: topicIdSchema,
  title: z.string().min(3),
  description: z.string().min(20),
  videoUrl: z.url().optional(),
  outline: z.array(z.string().min(3)).min(4).max(8),
});
export type SyllabusTopic = z.infer<typeof syllabusTopicSchema>;

export const subjectSyllabusSchema = z.object({
  id: subjectIdSchema,
  name: z.string().min(3),
  description: z.string().min(20),
  topics: z.array(syllabusTopicSchema).length(6),
});
export type SubjectSyllabus = z.infer<typeof subjectSyllabusSchema>;

/** A drawing, as the bank writes it and the trials and simulators store it. */
export const figureSchema = figureShape();
export type Figure = z.infer<typeof figureSchema>;

export const miniClassSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  topic: topicIdSchema,
  title: z.string().min(5),
  body: z
    .string()
    .refine((text) => wordCount(text) >= 300 && wordCount(text) <= 900, 'body: entre 300 y 900 palabras'),
  examples: z.array(z.string().min(20)).min(1),
  /** Subtopics of the syllabus map this class teaches. */
  subtopics: z.array(z.string()).optional(),
  /** Figures where a figure is how the idea is taught: inline SVG, shown on the web and in the booklets. */
  figures: z.array(figureSchema).optional(),
});
export type MiniClass = z.infer<typeof miniClassSchema>;

const stepByStepSchema = z
  .string()
  .refine((text) => /(^|\n)PASO 1: /.test(text), 'la explicación empieza con "PASO 1: "')
  .refine((text) => /(^|\n)RESULTADO: .+/.test(text), 'la explicación termina con "RESULTADO: …"');

/** A numeric answer that a test recomputes and compares with the numbers in the correct option. */
const numericCheckSchema = z.object({
  compute: z.custom<() => number | number[]>((value) => typeof value === 'function'),
});

/** A five-option item ends with the exams' closing option, and it is the key about one time in five. */
export { NONE_OF_THE_ABOVE };

/** How far a typed value may be from the key: a fixed amount, or a share of the key. */
export const toleranceSchema = toleranceShape();
export type Tolerance = z.infer<typeof toleranceSchema>;

/** The key of a typed answer (the simulators store it with the question). */
export const numericKeySchema = numericKeyShape();
export type NumericKey = z.infer<typeof numericKeySchema>;

const exerciseBase = {
  id: z.string().regex(/^(mat|fis|qui)-[a-z-]+-\d{3}$/),
  topic: topicIdSchema,
  difficulty: difficultySchema,
  /** The subtopic of the syllabus map (`<topic>.<slug>`) this item serves. */
  subtopic: z
    .string()
    .regex(/^[a-z-]+\.[a-z0-9-]+$/)
    .optional(),
  question: z.string().min(10),
  explanation: stepByStepSchema,
  /** A drawing the statement refers to: shown above the answer, on the web and in the booklets. */
  figure: figureSchema.optional(),
};

/**
 * Four options, or the exams' five: four written ones and NONE_OF_THE_ABOVE last. When the last is the
 * key, `check` recomputes the value that none of the four shows.
 */
export const multipleChoiceSchema = z
  .object({
    ...exerciseBase,
    kind: z.literal('multiple-choice'),
    options: z.array(z.string().min(1)).min(4).max(5),
    correctAnswer: z.number().int().min(0).max(4),
    check: numericCheckSchema.optional(),
  })
  .refine((e) => e.correctAnswer < e.options.length, 'correctAnswer fuera de las opciones')
  .refine(
    (e) => e.options.length === 4 || e.options[4] === NONE_OF_THE_ABOVE,
    `la quinta opción es "${NONE_OF_THE_ABOVE}"`,
  )
  .refine(
    (e) => !e.options.slice(0, 4).includes(NONE_OF_THE_ABOVE),
    `"${NONE_OF_THE_ABOVE}" va solo en el último lugar`,
  );

const trueFalseSchema = z.object({
  ...exerciseBase,
  kind: z.literal('true-false'),
  correctAnswer: z.boolean(),
});

/** The student types the value (and the unit when asked). */
const numericSchema = z.object({
  ...exerciseBase,
  kind: z.literal('numeric'),
  answer: numericKeySchema,
  /** The value recomputed from the statement's data, by a route of its own. */
  check: numericCheckSchema,
});

const partLabels = ['a', 'b', 'c', 'd'] as const;

/** One part of a problem in parts (the simulators store them with the question). */
export const partSchema = partShape();
export type ExercisePart = z.infer<typeof partSchema>;

/** A problem in parts (a, b, …), each answered and graded on its own, worth its own points. */
const multiPartSchema = z.object({
  ...exerciseBase,
  kind: z.literal('multi-part'),
  parts: z.array(partSchema).min(2).max(partLabels.length),
  /** Per part, the numbers its key shows, recomputed: a value for a numeric part, the option's numbers. */
  check: z.object({ compute: z.custom<() => (number | number[])[]>((value) => typeof value === 'function') }),
});

export const exerciseSchema = z.discriminatedUnion('kind', [
  multipleChoiceSchema,
  trueFalseSchema,
  numericSchema,
  multiPartSchema,
]);
export type MultipleChoiceExercise = z.infer<typeof multipleChoiceSchema>;
export type TrueFalseExercise = z.infer<typeof trueFalseSchema>;
export type NumericExercise = z.infer<typeof numericSchema>;
export type MultiPartExercise = z.infer<typeof multiPartSchema>;
export type Exercise = z.infer<typeof exerciseSchema>;
export type ExerciseKind = Exercise['kind'];

/** "a", "b", … for the parts of a multi-part exercise. */
export const partLabel = (index: number): string => partLabels[index] ?? String.fromCharCode(97 + index);

export type { ExamFormat };

export function formatOf(exercise: Pick<Exercise, 'kind'> & { options?: readonly string[] }): ExamFormat {
  if (exercise.kind === 'numeric' || exercise.kind === 'multi-part') return exercise.kind;
  return exercise.kind === 'multiple-choice' && exercise.options?.length === 5
    ? 'five-options'
    : 'multiple-choice';
}

export interface GeneratedExercise {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

/** A generator's problem in parts: the shared statement, each part with its key, one explanation. */
export interface GeneratedParts {
  question: string;
  parts: ExercisePart[];
  explanation: string;
  figure?: Figure;
}

/**
 * A parameterised exercise. `params` draws the numbers from the seeded generator, `build` writes the
 * statement, options and explanation, and `solve` recomputes the answer by a different route so a test
 * can check `build` against it. The same build gives the exams' five options and the typed answer
 * (functions/content/formats.ts); a generator whose problem has several questions also writes it in
 * parts.
 */
export interface Generator<P = unknown> {
  id: string;
  subject: SubjectId;
  topic: TopicId;
  difficulty: Difficulty;
  /** The subtopic of the syllabus map (`<topic>.<slug>`) it serves. */
  subtopic?: string;
  params(rng: import('./lib.ts').Rng): P;
  build(params: P, rng: import('./lib.ts').Rng): GeneratedExercise;
  solve(params: P): number | number[];
  /**
   * How its answer is typed, where the defaults (the unit shown beside the field, any value that rounds
   * to the key as shown) are not right; `false` when the answer is not one value a student could type.
   */
  numeric?: Pick<NumericKey, 'unit' | 'askUnit' | 'tolerance' | 'acceptedUnits'> | false;
  /**
   * The drawing of this draw, from its params alone (never from the key): the figure shows the numbers
   * the statement gives, in every format the generator writes. Undefined for a draw that needs none.
   */
  figure?(params: P): Figure | undefined;
  /** The problem in parts (a, b…), each part a question of its own. */
  buildParts?(params: P, rng: import('./lib.ts').Rng): GeneratedParts;
  /** Per part, the numbers its key shows, recomputed by another route (as `solve` is to `build`). */
  solveParts?(params: P): (number | number[])[];
}

export interface SubjectContent {
  syllabus: SubjectSyllabus;
  miniClasses: MiniClass[];
  exercises: Exercise[];
  generators: Generator[];
}

/** An exercise answered by choosing an option (four or five, or true/false), not by typing. */
export function answeredByChoosing(
  exercise: Exercise,
): exercise is MultipleChoiceExercise | TrueFalseExercise {
  return exercise.kind === 'multiple-choice' || exercise.kind === 'true-false';
}
