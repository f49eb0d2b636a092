import * as z from '../../../shared/api/zod.ts';
import {
  storedChoiceShape,
  storedQuestionBase,
  storedQuestionShape,
} from '../../../shared/data/stored-questions.ts';
import { numericKeySchema, partSchema } from '../../content/schema.ts';

const questionBase = storedQuestionBase();

/** A question as the server keeps it (simulators and trials): the answer and explanation never leave before it is answered. */
export const storedQuestionSchema = storedQuestionShape();
export type StoredQuestion = z.infer<typeof storedQuestionSchema>;

/** No options and no option for a key: a typed answer or a problem in parts keeps its key apart. */
const noOptions = { options: z.array(z.string()).length(0), correctAnswer: z.literal(-1) };

/** A simulator's question whose value the student types (#31). */
const storedNumericQuestionSchema = z.object({
  ...questionBase,
  ...noOptions,
  format: z.literal('numeric'),
  answer: numericKeySchema,
});

/** A simulator's problem in parts, each part with its key and points (#31). */
const storedPartsQuestionSchema = z.object({
  ...questionBase,
  ...noOptions,
  format: z.literal('multi-part'),
  parts: z.array(partSchema).min(1),
});

/** Any simulator question: options (no `format`, as every question stored before #31), typed, or in parts. */
export const storedSimulatorQuestionSchema = z.discriminatedUnion('format', [
  storedNumericQuestionSchema,
  storedPartsQuestionSchema,
  storedQuestionSchema.extend({ format: z.undefined().optional() }),
]);
export type StoredSimulatorQuestion = z.infer<typeof storedSimulatorQuestionSchema>;

/** One chosen option and whether it was right. */
export const storedChoiceSchema = storedChoiceShape();

const storedTypedAnswerSchema = z.object({ value: z.string(), unit: z.string().optional() });
const missReasonSchema = z.enum(['value', 'unit', 'missing-unit', 'unreadable', 'blank']);

/** A simulator answer: an option, a typed value or one answer per part, graded, with its points. */
export const storedGivenAnswerSchema = storedChoiceSchema.extend({
  userAnswer: z.union([
    z.number(),
    storedTypedAnswerSchema,
    z.object({ parts: z.array(z.union([z.number(), storedTypedAnswerSchema, z.null()])) }),
  ]),
  /** Why a typed answer is wrong. */
  reason: missReasonSchema.optional(),
  /** Points of a problem in parts, and each part's grade; absent on questions worth one point. */
  points: z.object({ earned: z.number(), possible: z.number() }).optional(),
  parts: z
    .array(
      z.object({
        correct: z.boolean(),
        reason: missReasonSchema.optional(),
        earned: z.number(),
        possible: z.number(),
      }),
    )
    .optional(),
});
export type StoredGivenAnswer = z.infer<typeof storedGivenAnswerSchema>;
