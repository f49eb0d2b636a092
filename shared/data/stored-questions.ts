import * as z from '../api/zod.ts';
import { allTopicIds, type TopicId } from '../domain/subjects.ts';

/*
 * The parts of a question that the trials and the simulators store, as functions that build each
 * schema: an entity module builds its item schemas from them inside `itemSchema(() => …)`, so a bundle
 * that never reads a trial or a simulator carries none of it (ADR 0093). The content bank's figure,
 * typed key and parts are built here too, so what is stored and what the bank holds are one schema.
 */

/** A drawing: a self-contained `<svg …>…</svg>` with a viewBox, no scripts, no external references. */
export const figureShape = () =>
  z.object({
    svg: z
      .string()
      .regex(/^<svg[\s\S]*<\/svg>$/)
      .refine((svg) => !/<script|href="http|on[a-z]+=/i.test(svg), 'svg sin scripts ni enlaces externos'),
    /** What the figure shows, for screen readers and the booklets' caption. */
    alt: z.string().min(10),
  });

/** What every stored question has, whatever its format. */
export const storedQuestionBase = () => ({
  sourceId: z.string(),
  topic: z.enum(allTopicIds as [TopicId, ...TopicId[]]),
  question: z.string(),
  explanation: z.string(),
  /** The drawing the statement refers to. */
  figure: figureShape().optional(),
});

/** A question with options as the server keeps it: the answer and explanation never leave before it is answered. */
export const storedQuestionShape = () =>
  z.object({ ...storedQuestionBase(), options: z.array(z.string()), correctAnswer: z.number() });

/** One chosen option and whether it was right. */
export const storedChoiceShape = () =>
  z.object({ userAnswer: z.number(), isCorrect: z.boolean(), at: z.string() });

/** How far a typed value may be from the key: a fixed amount, or a share of the key. */
export const toleranceShape = () =>
  z.union([
    z.object({ absolute: z.number().positive() }).strict(),
    z.object({ relative: z.number().positive().max(0.05) }).strict(),
  ]);

/** The key of a typed answer. */
export const numericKeyShape = () =>
  z
    .object({
      value: z.number().refine(Number.isFinite),
      tolerance: toleranceShape(),
      /** The unit the value is in ('' or absent: a pure number), shown beside the field unless asked. */
      unit: z.string().max(20).optional(),
      /** The student writes the unit too, and a wrong or missing one makes the answer wrong. */
      askUnit: z.boolean().optional(),
      /** Other units that are the same thing here (J for N·m of work), accepted like `unit`. */
      acceptedUnits: z.array(z.string().min(1)).optional(),
      /** The key as a person writes it, e.g. "29,06 m/s"; derived from value and unit when absent. */
      text: z.string().min(1).optional(),
    })
    .strict()
    .refine((key) => !key.askUnit || Boolean(key.unit), 'askUnit pide una unidad esperada');

/** One part of a problem in parts: what it asks, its points and its key. */
export const partShape = () => {
  const partBase = {
    /** What this part asks; the statement above gives the data all parts share. */
    prompt: z.string().min(5),
    points: z.number().int().min(1).max(50),
  };
  return z.discriminatedUnion('kind', [
    z.object({ ...partBase, kind: z.literal('numeric'), answer: numericKeyShape() }).strict(),
    z
      .object({
        ...partBase,
        kind: z.literal('multiple-choice'),
        options: z.array(z.string().min(1)).min(2).max(5),
        correctAnswer: z.number().int().min(0).max(4),
      })
      .strict()
      .refine((part) => part.correctAnswer < part.options.length, 'correctAnswer fuera de las opciones'),
  ]);
};

/** Any simulator question: options (no `format`, as every question stored before #31), typed, or in parts. */
export const storedSimulatorQuestionShape = () => {
  /** No options and no option for a key: a typed answer or a problem in parts keeps its key apart. */
  const noOptions = { options: z.array(z.string()).length(0), correctAnswer: z.literal(-1) };
  return z.discriminatedUnion('format', [
    z.object({
      ...storedQuestionBase(),
      ...noOptions,
      format: z.literal('numeric'),
      answer: numericKeyShape(),
    }),
    z.object({
      ...storedQuestionBase(),
      ...noOptions,
      format: z.literal('multi-part'),
      parts: z.array(partShape()).min(1),
    }),
    storedQuestionShape().extend({ format: z.undefined().optional() }),
  ]);
};

/** A simulator answer: an option, a typed value or one answer per part, graded, with its points. */
export const storedGivenAnswerShape = () => {
  const typedAnswer = z.object({ value: z.string(), unit: z.string().optional() });
  const missReason = z.enum(['value', 'unit', 'missing-unit', 'unreadable', 'blank']);
  return storedChoiceShape().extend({
    userAnswer: z.union([
      z.number(),
      typedAnswer,
      z.object({ parts: z.array(z.union([z.number(), typedAnswer, z.null()])) }),
    ]),
    /** Why a typed answer is wrong. */
    reason: missReason.optional(),
    /** Points of a problem in parts, and each part's grade; absent on questions worth one point. */
    points: z.object({ earned: z.number(), possible: z.number() }).optional(),
    parts: z
      .array(
        z.object({
          correct: z.boolean(),
          reason: missReason.optional(),
          earned: z.number(),
          possible: z.number(),
        }),
      )
      .optional(),
  });
};
