import { userIdSchema } from '../common.ts';
import * as z from '../zod.ts';
import { simulatorSummarySchema } from './simulators.ts';

export const timeframeSchema = z.enum(['7d', '30d', '90d', 'all']);
export const statisticsParams = z.object({ user: userIdSchema });
export const statisticsQuery = z.object({ timeframe: timeframeSchema.default('30d') }).strict();

export const overviewSchema = z.object({
  averageScore: z.number(),
  bestScore: z.number(),
  totalSimulators: z.number().int(),
  totalQuestions: z.number().int(),
  timeStudied: z.string(),
  level: z.string(),
  accuracy: z.number(),
  percentile: z.number().nullable(),
});
export const overviewResponse = z.object({ success: z.literal(true), statistics: overviewSchema });

export const subjectProgressSchema = z.object({
  subject: z.string(),
  name: z.string(),
  accuracy: z.number(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  percentile: z.number().nullable(),
});
export const subjectsResponse = z.object({
  success: z.literal(true),
  progress: z.array(subjectProgressSchema),
});

export const topicStatSchema = z.object({
  subject: z.string(),
  topic: z.string(),
  accuracy: z.number(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
});
export const topicsResponse = z.object({
  success: z.literal(true),
  weakTopics: z.array(topicStatSchema),
  strongTopics: z.array(topicStatSchema),
});

export const dailyProgressSchema = z.object({
  date: z.string(),
  accuracy: z.number(),
  totalQuestions: z.number().int(),
});
export const progressResponse = z.object({
  success: z.literal(true),
  progress: z.array(dailyProgressSchema),
});

export const dashboardResponse = z.object({
  success: z.literal(true),
  dashboard: z.object({
    totalQuestions: z.number().int(),
    correctAnswers: z.number().int(),
    accuracy: z.number(),
    timeSpent: z.string(),
    level: z.string(),
    percentile: z.number().nullable(),
    subjectPercentiles: z.array(
      z.object({ subject: z.string(), name: z.string(), percentile: z.number().nullable() }),
    ),
    recentSimulators: z.array(simulatorSummarySchema),
    weakTopics: z.array(topicStatSchema),
  }),
});
