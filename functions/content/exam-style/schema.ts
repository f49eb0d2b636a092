import { difficultySchema, subjectIdSchema } from '../../../shared/api/common.ts';
import * as z from '../../../shared/api/zod.ts';

/*
 * The development set of issue #31: problems written by us the way UTN entrance exams write them, each
 * with its key, a short worked solution, the subtopic it tests and the published exam or programme it is
 * modelled on. It measures the tutor on problems it was not tuned on (#32), so it is data, not bank
 * content: statements are plain text as a student would paste them (Unicode math, decimal comma).
 */

export const NONE_OF_THE_ABOVE = 'Ninguna respuesta anterior es correcta';

/** Regional faculties (and `UTN` for material common to the national Seminario Universitario). */
export const regionalIds = [
  'FRBA',
  'FRC',
  'FRM',
  'FRLP',
  'FRR',
  'FRT',
  'FRSF',
  'FRBB',
  'FRP',
  'FRVM',
  'FRCH',
  'FRSFCO',
  'FRGP',
  'FRTDF',
  'UTN',
] as const;
export const regionalIdSchema = z.enum(regionalIds);
export type RegionalId = z.infer<typeof regionalIdSchema>;

export const sourceKinds = ['exam', 'course-material', 'programme', 'solved-guide', 'news'] as const;

export const sourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  regional: regionalIdSchema,
  /** The year the material is for, when it says so. */
  year: z.number().int().min(2000).max(2030).nullable(),
  kind: z.enum(sourceKinds),
  title: z.string().min(5),
  url: z.url(),
  readOn: z.literal('2026-11-29'),
  /** What the source shows that the set relies on, as read. */
  covers: z.array(z.string().min(3)).min(1),
  note: z.string().optional(),
});
export type ExamStyleSource = z.infer<typeof sourceSchema>;

const toleranceSchema = z.union([
  z.object({ absolute: z.number().positive() }).strict(),
  z.object({ relative: z.number().positive().max(0.05) }).strict(),
]);
export type Tolerance = z.infer<typeof toleranceSchema>;

const numericKeySchema = z.object({
  value: z.number(),
  /** SI or the unit the statement asks for; '' for a pure number. */
  unit: z.string(),
  tolerance: toleranceSchema,
  /** The key as a person writes it, e.g. "≈ 20,2 m/s". */
  text: z.string().min(1),
});

const partSchema = z.object({
  label: z.enum(['a', 'b', 'c', 'd']),
  prompt: z.string().min(5),
  answer: z.union([
    numericKeySchema.extend({ kind: z.literal('numeric') }),
    z.object({ kind: z.literal('expression'), text: z.string().min(1) }),
  ]),
});
export type ExamStylePart = z.infer<typeof partSchema>;

const fn = <T extends (...args: never[]) => unknown>() => z.custom<T>((value) => typeof value === 'function');

const proposedSubtopicSchema = z.object({
  id: z.string().regex(/^[a-z-]+\.[a-z0-9-]+$/),
  title: z.string().min(10),
});

const problemBase = {
  id: z.string().regex(/^exs-(mat|fis|qui)-\d{3,5}$/),
  subject: subjectIdSchema,
  statement: z.string().min(20),
  /** A subtopic id of shared/domain/syllabus-map, or none and `proposedSubtopic` instead. */
  subtopic: z
    .string()
    .regex(/^[a-z-]+\.[a-z0-9-]+$/)
    .optional(),
  proposedSubtopic: proposedSubtopicSchema.optional(),
  modelledOn: z.array(z.string()).min(1),
  difficulty: difficultySchema,
  solution: z.string().min(20),
  /** Chemistry that most regionals do not examine in their entrance (#31). */
  notExaminedByMost: z.literal(true).optional(),
  /**
   * Re-checks a key that is not a number list (an interval, "no solution", a classification) by
   * substitution or sampling; true when the key holds.
   */
  verify: fn<() => boolean>().optional(),
};

const fiveOptionsSchema = z.object({
  ...problemBase,
  format: z.literal('five-options'),
  options: z
    .array(z.string().min(1))
    .length(5)
    .refine((options) => options[4] === NONE_OF_THE_ABOVE, `la última opción es "${NONE_OF_THE_ABOVE}"`),
  answer: z.object({ option: z.number().int().min(0).max(4) }),
  /**
   * The numbers of the right answer, recomputed: the right option shows exactly these and no other
   * option does (when the right option is the last one, none of the four shown does).
   */
  check: fn<() => number[]>().optional(),
});

const numericSchema = z.object({
  ...problemBase,
  format: z.literal('numeric'),
  answer: numericKeySchema,
  /** The answer recomputed from the statement's data. */
  check: fn<() => number>(),
});

const multiPartSchema = z.object({
  ...problemBase,
  format: z.literal('multi-part'),
  parts: z.array(partSchema).min(2).max(4),
  /** Per part: the numeric value, or the numbers its expression key shows. */
  check: fn<() => number[][]>().optional(),
});

const openSchema = z.object({
  ...problemBase,
  format: z.literal('open'),
  answer: z.object({ text: z.string().min(1) }),
  /** The numbers the key shows, recomputed. */
  check: fn<() => number[]>().optional(),
});

export const examStyleProblemSchema = z
  .discriminatedUnion('format', [fiveOptionsSchema, numericSchema, multiPartSchema, openSchema])
  .refine((problem) => Boolean(problem.subtopic) !== Boolean(problem.proposedSubtopic), {
    message: 'cada problema tiene un subtopic del mapa o un proposedSubtopic, no ambos',
  });

export type ExamStyleProblem = z.infer<typeof examStyleProblemSchema>;
export type ExamStyleFormat = ExamStyleProblem['format'];
export const examStyleFormats = [
  'five-options',
  'numeric',
  'multi-part',
  'open',
] as const satisfies readonly ExamStyleFormat[];
