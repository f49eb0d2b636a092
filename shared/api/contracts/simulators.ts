import { examFormats } from '../../domain/exam-formats.ts';
import { simulatorModes } from '../../domain/simulator-modes.ts';
import { isTopicOf } from '../../domain/subjects.ts';
import {
  difficultySchema,
  formulaSheetSchema,
  subjectIdSchema,
  topicIdSchema,
  userIdSchema,
} from '../common.ts';
import * as z from '../zod.ts';
import { checkTypedValues, typedAnswerSchema } from './answers.ts';
import {
  type RegionalPreset,
  regionalPresetSchema,
  regionalPresetViewSchema,
  regionalResultSchema,
} from './regional-preset.ts';

export const simulatorQuestionCounts = [10, 15, 20, 25, 30] as const;
export const simulatorTimeLimits = [30, 45, 60, 90, 120] as const;

const simulatorModeSchema = z.enum(simulatorModes, {
  error: 'El modo del simulador debe ser "practice" (práctica) o "exam" (examen).',
});

export type { SimulatorMode } from '../../domain/simulator-modes.ts';

const oneOf = <T extends number>(values: readonly T[], label: string) =>
  z
    .number()
    .int()
    .refine((value): value is T => (values as readonly number[]).includes(value), {
      error: `${label} debe ser ${values.join(', ')}.`,
    });

/** A simulator the student sets up field by field. */
const customFields = ['difficulty', 'numQuestions', 'timeLimit'] as const;
const missingCustomField = {
  difficulty: 'Falta la dificultad.',
  numQuestions: 'Falta la cantidad de preguntas.',
  timeLimit: 'Falta el tiempo límite.',
} as const;

const simulatorRequestFields = z
  .object({
    subject: subjectIdSchema,
    difficulty: difficultySchema.optional(),
    numQuestions: oneOf(simulatorQuestionCounts, 'La cantidad de preguntas').optional(),
    timeLimit: oneOf(simulatorTimeLimits, 'El tiempo límite').optional(),
    selectedTopics: z.array(topicIdSchema).max(6).default([]),
    /** Practice when left out; an exam for a regional's simulacro. */
    mode: simulatorModeSchema.optional(),
    /** The exam formats to draw from (#31); the options alone when absent. */
    formats: z
      .array(z.enum(examFormats, { error: `Los formatos posibles son: ${examFormats.join(', ')}.` }))
      .min(1, { error: 'Elegí al menos un formato de pregunta.' })
      .max(examFormats.length)
      .optional(),
    /**
     * "Simulacro como el de tu facultad" (#31, ADR 0076): the regional sets everything but the subject;
     * the use case refuses a regional it does not know or a subject that regional does not examine.
     */
    preset: regionalPresetSchema.optional(),
    userId: userIdSchema,
  })
  .strict();

type RequestFields = z.output<typeof simulatorRequestFields>;
/** Set field by field: difficulty, count and time are required. */
export type CustomSimulatorRequest = RequestFields & {
  [F in (typeof customFields)[number]]-?: NonNullable<RequestFields[F]>;
} & { preset?: undefined };
/** Set by a regional: nothing but the subject, the mode and the preset. */
export type RegionalSimulatorRequest = RequestFields & {
  preset: RegionalPreset;
  difficulty?: undefined;
  numQuestions?: undefined;
  timeLimit?: undefined;
  formats?: undefined;
};

const setByPreset = (input: RequestFields) =>
  [...customFields, 'formats' as const].filter((field) => input[field] !== undefined).length > 0 ||
  input.selectedTopics.length > 0;

/** Either a simulator set field by field, or a regional's simulacro with nothing the regional sets. */
function wellFormed(input: RequestFields): input is CustomSimulatorRequest | RegionalSimulatorRequest {
  return input.preset ? !setByPreset(input) : customFields.every((field) => input[field] !== undefined);
}

function shapeProblem(input: unknown): string {
  const fields = input as RequestFields;
  if (fields.preset)
    return 'Un simulacro de facultad ya trae su cantidad de preguntas, tiempo, temas, dificultad y formatos: no los elijas aparte.';
  const missing = customFields.find((field) => fields[field] === undefined);
  return missing ? missingCustomField[missing] : 'La solicitud no es válida.';
}

export const createSimulatorRequest = simulatorRequestFields
  .refine(wellFormed, { error: (issue) => shapeProblem(issue.input) })
  .refine((input) => input.selectedTopics.every((topic) => isTopicOf(input.subject, topic)), {
    error: 'Elegí temas de la materia seleccionada.',
    path: ['selectedTopics'],
  });

/** How a typed answer is asked: the unit beside the field, or a field for the student to write it. */
const typedFieldSchema = z.object({ unit: z.string().nullable(), askUnit: z.boolean() }).strict();

/** One part of a problem in parts, as asked: never its key. */
const questionPartSchema = z
  .object({
    label: z.string(),
    prompt: z.string(),
    points: z.number().int(),
    kind: z.enum(['numeric', 'multiple-choice']),
    /** The options of a part answered by choosing; empty for a typed one. */
    options: z.array(z.string()),
    typed: typedFieldSchema.nullable(),
  })
  .strict();

/** A question before it is answered: options, a typed value (`typed`) or parts; never its key. */
const simulatorQuestionSchema = z
  .object({
    topic: z.string(),
    question: z.string(),
    /** Empty for a typed answer or a problem in parts. */
    options: z.array(z.string()),
    format: z.enum(['numeric', 'multi-part']).optional(),
    figure: z.object({ svg: z.string(), alt: z.string() }).optional(),
    typed: typedFieldSchema.optional(),
    parts: z.array(questionPartSchema).optional(),
  })
  .strict();

/** An answer as sent: an option index, a typed value, or one answer per part (null: left blank). */
const partAnswerSchema = z.union([z.number().int().min(0).max(9), typedAnswerSchema, z.null()]);
const userAnswerSchema = z.union([
  z.number().int().min(0).max(9),
  typedAnswerSchema,
  z.object({ parts: z.array(partAnswerSchema).min(1).max(4) }).strict(),
]);

/** A typed key as shown after grading: the value, as a person writes it, and its unit. */
const typedKeySchema = z.object({ value: z.number(), text: z.string(), unit: z.string().nullable() });
const missReasonSchema = z.enum(['value', 'unit', 'missing-unit', 'unreadable', 'blank']);

/** One part graded, with its key. */
const gradedPartSchema = z.object({
  label: z.string(),
  isCorrect: z.boolean(),
  reason: missReasonSchema.optional(),
  earned: z.number(),
  possible: z.number(),
  /** The right option's index, or the typed key. */
  key: z.union([z.number().int(), typedKeySchema]),
});

/** What grading adds for a typed answer or a problem in parts: the key, why it is wrong, each part, the points. */
const typedGradeFields = {
  key: typedKeySchema.optional(),
  reason: missReasonSchema.optional(),
  parts: z.array(gradedPartSchema).optional(),
  points: z.object({ earned: z.number(), possible: z.number() }).optional(),
};

const topicStatSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  accuracy: z.number(),
});
export const simulatorResultsSchema = z.object({
  accuracy: z.number(),
  correctAnswers: z.number().int(),
  incorrectAnswers: z.number().int(),
  totalTimeSpent: z.number().int(),
  /** Points earned of those possible, when a problem in parts made them differ from the count. */
  points: z.object({ earned: z.number(), possible: z.number() }).optional(),
  topicStats: z.record(z.string(), topicStatSchema),
  /** A regional's simulacro: what that exam would say (ADR 0076). */
  regional: regionalResultSchema.optional(),
});

/** An answer as stored, without its grade: what an exam shows before it is completed. */
const recordedAnswerSchema = z
  .object({ questionIndex: z.number().int(), userAnswer: userAnswerSchema, timeSpent: z.number().int() })
  .strict();
/**
 * An answer with its grade: practice answers, and every answer once the simulator is completed.
 * `correctAnswer` is the right option's index, or -1 when the key is typed or in parts (`key`, `parts`).
 */
export const gradedAnswerSchema = recordedAnswerSchema
  .extend({
    isCorrect: z.boolean(),
    correctAnswer: z.number().int(),
    explanation: z.string(),
    ...typedGradeFields,
  })
  .strict();

/** One question after completion, answered or not: the student's choice (null: none), the key, the explanation. */
export const reviewItemSchema = z.object({
  questionIndex: z.number().int(),
  userAnswer: userAnswerSchema.nullable(),
  correctAnswer: z.number().int(),
  isCorrect: z.boolean(),
  explanation: z.string(),
  ...typedGradeFields,
});

const simulatorSchema = z.object({
  id: z.string(),
  subject: subjectIdSchema,
  difficulty: difficultySchema,
  mode: simulatorModeSchema,
  numQuestions: z.number().int(),
  timeLimit: z.number().int(),
  createdAt: z.string(),
  deadline: z.string(),
  completedAt: z.string().nullable(),
  questions: z.array(simulatorQuestionSchema),
  answers: z.array(z.union([gradedAnswerSchema, recordedAnswerSchema])),
  results: simulatorResultsSchema.nullable(),
  /** A regional's simulacro: its exam as set, figure by figure, and each question's points (ADR 0076). */
  preset: regionalPresetViewSchema.optional(),
});

export const createSimulatorResponse = z.object({
  success: z.literal(true),
  simulator: z.object({ id: z.string(), mode: simulatorModeSchema }),
  message: z.string().optional(),
});

export const simulatorParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'ID de simulador no válido' }),
});
export const simulatorResponse = z.object({
  success: z.literal(true),
  simulator: simulatorSchema,
  isCompleted: z.boolean(),
  results: simulatorResultsSchema.nullable(),
  /** Every question with its key and explanation: only once the simulator is completed. */
  review: z.array(reviewItemSchema).nullable(),
  formulas: formulaSheetSchema,
});

export const answerRequest = z
  .object({
    questionIndex: z.number().int().min(0).max(29),
    userAnswer: userAnswerSchema,
    timeSpent: z.number().int().min(0).max(7200),
  })
  .strict()
  .superRefine(({ userAnswer }, ctx) => {
    if (typeof userAnswer !== 'object') return;
    const typed =
      'value' in userAnswer
        ? [{ value: userAnswer.value, path: ['userAnswer', 'value'] }]
        : userAnswer.parts.flatMap((part, index) =>
            part !== null && typeof part === 'object'
              ? [{ value: part.value, path: ['userAnswer', 'parts', index, 'value'] }]
              : [],
          );
    checkTypedValues(typed, ctx);
  });
/** Practice grades the answer at once; an exam only confirms what it recorded. */
export const answerResponse = z.discriminatedUnion('mode', [
  z.object({
    success: z.literal(true),
    mode: z.literal('practice'),
    isCorrect: z.boolean(),
    correctAnswer: z.number().int(),
    explanation: z.string(),
    ...typedGradeFields,
    formulas: formulaSheetSchema,
  }),
  z.object({
    success: z.literal(true),
    mode: z.literal('exam'),
    questionIndex: z.number().int(),
    userAnswer: userAnswerSchema,
  }),
]);

export const completeRequest = z.object({ userId: userIdSchema.optional() }).strict();
export const completeResponse = z.object({ success: z.literal(true), results: simulatorResultsSchema });

export const simulatorSummarySchema = z.object({
  id: z.string(),
  subject: subjectIdSchema,
  difficulty: difficultySchema,
  mode: simulatorModeSchema,
  numQuestions: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  results: simulatorResultsSchema.nullable(),
});
export const simulatorListResponse = z.object({
  success: z.literal(true),
  simulators: z.array(simulatorSummarySchema),
});

export const historyParams = z.object({ user: userIdSchema });
export const historyResponse = z.object({
  success: z.literal(true),
  simulators: z.array(simulatorSummarySchema),
  averageScore: z.number().int(),
  bestScore: z.number(),
  totalSimulators: z.number().int(),
});
