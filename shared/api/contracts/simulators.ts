import { isTopicOf } from '../../domain/subjects.ts';
import { difficultySchema, subjectIdSchema, topicIdSchema, userIdSchema } from '../common.ts';
import * as z from '../zod.ts';

export const simulatorQuestionCounts = [10, 15, 20, 25, 30] as const;
export const simulatorTimeLimits = [30, 45, 60, 90, 120] as const;

/** `practice`: feedback after each question (the spec's simulator); `exam`: none until the end. */
export const simulatorModes = ['practice', 'exam'] as const;
const simulatorModeSchema = z.enum(simulatorModes, {
  error: 'El modo del simulador debe ser "practice" (práctica) o "exam" (examen).',
});
export type SimulatorMode = (typeof simulatorModes)[number];

const oneOf = <T extends number>(values: readonly T[], label: string) =>
  z
    .number()
    .int()
    .refine((value): value is T => (values as readonly number[]).includes(value), {
      error: `${label} debe ser ${values.join(', ')}.`,
    });

export const createSimulatorRequest = z
  .object({
    subject: subjectIdSchema,
    difficulty: difficultySchema,
    numQuestions: oneOf(simulatorQuestionCounts, 'La cantidad de preguntas'),
    timeLimit: oneOf(simulatorTimeLimits, 'El tiempo límite'),
    selectedTopics: z.array(topicIdSchema).max(6).default([]),
    mode: simulatorModeSchema.default('practice'),
    userId: userIdSchema,
  })
  .strict()
  .refine((input) => input.selectedTopics.every((topic) => isTopicOf(input.subject, topic)), {
    error: 'Elegí temas de la materia seleccionada.',
    path: ['selectedTopics'],
  });

const simulatorQuestionSchema = z
  .object({ topic: z.string(), question: z.string(), options: z.array(z.string()) })
  .strict();

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
  topicStats: z.record(z.string(), topicStatSchema),
});

/** An answer as stored, without its grade: what an exam shows before it is completed. */
const recordedAnswerSchema = z
  .object({ questionIndex: z.number().int(), userAnswer: z.number().int(), timeSpent: z.number().int() })
  .strict();
/** An answer with its grade: practice answers, and every answer once the simulator is completed. */
export const gradedAnswerSchema = recordedAnswerSchema
  .extend({ isCorrect: z.boolean(), correctAnswer: z.number().int(), explanation: z.string() })
  .strict();

/** One question after completion, answered or not: the student's choice (null: none), the key, the explanation. */
export const reviewItemSchema = z.object({
  questionIndex: z.number().int(),
  userAnswer: z.number().int().nullable(),
  correctAnswer: z.number().int(),
  isCorrect: z.boolean(),
  explanation: z.string(),
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
});

export const answerRequest = z
  .object({
    questionIndex: z.number().int().min(0).max(29),
    userAnswer: z.number().int().min(0).max(9),
    timeSpent: z.number().int().min(0).max(7200),
  })
  .strict();
/** Practice grades the answer at once; an exam only confirms what it recorded. */
export const answerResponse = z.discriminatedUnion('mode', [
  z.object({
    success: z.literal(true),
    mode: z.literal('practice'),
    isCorrect: z.boolean(),
    correctAnswer: z.number().int(),
    explanation: z.string(),
  }),
  z.object({
    success: z.literal(true),
    mode: z.literal('exam'),
    questionIndex: z.number().int(),
    userAnswer: z.number().int(),
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
