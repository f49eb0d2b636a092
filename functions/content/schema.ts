import { difficultySchema, subjectIdSchema, topicIdSchema } from '../../shared/api/common.ts';
import * as z from '../../shared/api/zod.ts';
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

export const figureSchema = z.object({
  /** A self-contained `<svg …>…</svg>` with a viewBox, no scripts, no external references. */
  svg: z
    .string()
    .regex(/^<svg[\s\S]*<\/svg>$/)
    .refine((svg) => !/<script|href="http|on[a-z]+=/i.test(svg), 'svg sin scripts ni enlaces externos'),
  /** What the figure shows, for screen readers and the booklets' caption. */
  alt: z.string().min(10),
});
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
};

export const multipleChoiceSchema = z.object({
  ...exerciseBase,
  kind: z.literal('multiple-choice'),
  options: z.array(z.string().min(1)).length(4),
  correctAnswer: z.number().int().min(0).max(3),
  check: numericCheckSchema.optional(),
});

const trueFalseSchema = z.object({
  ...exerciseBase,
  kind: z.literal('true-false'),
  correctAnswer: z.boolean(),
});

export const exerciseSchema = z.discriminatedUnion('kind', [multipleChoiceSchema, trueFalseSchema]);
export type MultipleChoiceExercise = z.infer<typeof multipleChoiceSchema>;
export type TrueFalseExercise = z.infer<typeof trueFalseSchema>;
export type Exercise = z.infer<typeof exerciseSchema>;

export interface GeneratedExercise {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

/**
 * A parameterised exercise. `params` draws the numbers from the seeded generator, `build` writes the
 * statement, options and explanation, and `solve` recomputes the answer by a different route so a test
 * can check `build` against it.
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
}

export interface SubjectContent {
  syllabus: SubjectSyllabus;
  miniClasses: MiniClass[];
  exercises: Exercise[];
  generators: Generator[];
}
