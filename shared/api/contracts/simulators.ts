import { isTopicOf, subjectIds } from '../../domain/subjects.ts';
import { userIdSchema } from '../common.ts';
import * as z from '../zod.ts';
import { topicIdSchema } from './educational.ts';

export const simulatorQuestionCounts = [10, 15, 20, 25, 30] as const;
export const simulatorTimeLimits = [30, 45, 60, 90, 120] as const;

const oneOf = <T extends number>(values: readonly T[], label: string) =>
  z
    .number()
    .int()
    .refine((value): value is T => (values as readonly number[]).includes(value), {
      error: `${label} debe ser ${values.join(', ')}.`,
    });

export const createSimulatorRequest = z
  .object({
    subject: z.enum(subjectIds),
    difficulty: z.enum(['facil', 'medio', 'dificil']),
    numQuestions: oneOf(simulatorQuestionCounts, 'La cantidad de preguntas'),
    timeLimit: oneOf(simulatorTimeLimits, 'El tiempo límite'),
    selectedTopics: z.array(topicIdSchema).max(6).default([]),
    userId: userIdSchema,
  })
  .strict()
  .refine((input) => input.selectedTopics.every((topic) => isTopicOf(input.subject, topic)), {
    error: 'Elegí temas de la materia seleccionada.',
    path: ['selectedTopics'],
  });

export const simulatorQuestionSchema = z
  .object({ topic: z.string(), question: z.string(), options: z.array(z.string()) })
  .strict();

export const topicStatSchema = z.object({
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

export const answeredQuestionSchema = z.object({
  questionIndex: z.number().int(),
  userAnswer: z.number().int(),
  isCorrect: z.boolean(),
  correctAnswer: z.number().int(),
  explanation: z.string(),
  timeSpent: z.number().int(),
});

export const simulatorSchema = z.object({
  id: z.string(),
  subject: z.enum(subjectIds),
  difficulty: z.enum(['facil', 'medio', 'dificil']),
  numQuestions: z.number().int(),
  timeLimit: z.number().int(),
  createdAt: z.string(),
  deadline: z.string(),
  completedAt: z.string().nullable(),
  questions: z.array(simulatorQuestionSchema),
  answers: z.array(answeredQuestionSchema),
  results: simulatorResultsSchema.nullable(),
});

export const createSimulatorResponse = z.object({
  success: z.literal(true),
  simulator: z.object({ id: z.string() }),
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
});

export const answerRequest = z
  .object({
    questionIndex: z.number().int().min(0).max(29),
    userAnswer: z.number().int().min(0).max(9),
    timeSpent: z.number().int().min(0).max(7200),
  })
  .strict();
export const answerResponse = z.object({
  success: z.literal(true),
  isCorrect: z.boolean(),
  correctAnswer: z.number().int(),
  explanation: z.string(),
});

export const completeRequest = z.object({ userId: userIdSchema.optional() }).strict();
export const completeResponse = z.object({ success: z.literal(true), results: simulatorResultsSchema });

export const simulatorSummarySchema = z.object({
  id: z.string(),
  subject: z.enum(subjectIds),
  difficulty: z.enum(['facil', 'medio', 'dificil']),
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
