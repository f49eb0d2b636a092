import { masteryLevels } from '../../domain/mastery.ts';
import { subjectIdSchema, topicIdSchema, userIdSchema } from '../common.ts';
import * as z from '../zod.ts';
import { simulatorSummarySchema } from './simulators.ts';

export const timeframeSchema = z.enum(['7d', '30d', '90d', 'all']);
export const statisticsParams = z.object({ user: userIdSchema });
export const statisticsQuery = z.object({ timeframe: timeframeSchema.default('30d') }).strict();

/** Where the student stands in the national ranking, or why it cannot be said yet (shared/domain/ranking.ts). */
const rankingStandingSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ranked'), percentile: z.number() }),
  z.object({ status: z.literal('needs-answers'), missingAnswers: z.number().int().positive() }),
  z.object({ status: z.literal('few-students') }),
]);

/** Text as the student reads it: "0 min", "menos de 1 min", "12 min", "1 h 5 min". */
const studyTimeText = z.string();

export const overviewSchema = z.object({
  averageScore: z.number(),
  bestScore: z.number(),
  totalSimulators: z.number().int(),
  totalQuestions: z.number().int(),
  timeStudied: studyTimeText,
  level: z.string(),
  accuracy: z.number(),
  /** The percentile when `ranking` has one, else null. */
  percentile: z.number().nullable(),
  ranking: rankingStandingSchema,
});
export const overviewResponse = z.object({ success: z.literal(true), statistics: overviewSchema });

export const subjectProgressSchema = z.object({
  subject: z.string(),
  name: z.string(),
  accuracy: z.number(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  percentile: z.number().nullable(),
  /** All-time, like the ranking itself, whatever the period of the other numbers. */
  ranking: rankingStandingSchema,
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
  /** Topics with answers enough to be judged weak or strong: none means it is too early to say. */
  judgedTopics: z.number().int().min(0),
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

/** The statistics page's first screen in one answer (#30): the four reads above, for one period. */
export const statisticsPageResponse = z.object({
  success: z.literal(true),
  statistics: overviewSchema,
  subjects: z.array(subjectProgressSchema),
  weakTopics: topicsResponse.shape.weakTopics,
  strongTopics: topicsResponse.shape.strongTopics,
  judgedTopics: topicsResponse.shape.judgedTopics,
  daily: z.array(dailyProgressSchema),
});

export const dashboardResponse = z.object({
  success: z.literal(true),
  dashboard: z.object({
    totalQuestions: z.number().int(),
    correctAnswers: z.number().int(),
    accuracy: z.number(),
    timeSpent: studyTimeText,
    level: z.string(),
    percentile: z.number().nullable(),
    ranking: rankingStandingSchema,
    /** All-time progress in each subject, with its ranking. */
    subjects: z.array(subjectProgressSchema),
    /** The last days, oldest first, days without practice included. */
    daily: z.array(dailyProgressSchema),
    recentSimulators: z.array(simulatorSummarySchema),
    weakTopics: z.array(topicStatSchema),
  }),
});

/** One subtopic of the syllabus map and how the student is doing in it (shared/domain/mastery.ts). */
export const subtopicMasterySchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: topicIdSchema,
  /** Target weight in the exam, percent of the subject. */
  weight: z.number(),
  answers: z.number().int(),
  correct: z.number().int(),
  /** 0–100, recent answers weighing more; null without answers. */
  estimate: z.number().int().nullable(),
  level: z.enum(masteryLevels),
});

/** What a prediction rests on: the window's simulators and practice in the subject. */
const predictionBasisSchema = z.object({
  simulators: z.number().int(),
  simulatorQuestions: z.number().int(),
  practiceAnswers: z.number().int(),
  /** Share of the subject's syllabus weight that practice touched, 0–100. */
  practiceCoverage: z.number().int(),
  windowDays: z.number().int(),
});

/** The chance of passing the subject's exam if it were today, or what is missing to say it honestly. */
export const passPredictionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('estimated'),
    /** Percent, 0–100, with the central 80 % interval of the level's uncertainty. */
    probability: z.number().int(),
    low: z.number().int(),
    high: z.number().int(),
    /** The exam's expected mark out of 10 and its central 80 % interval. */
    mark: z.object({ expected: z.number(), low: z.number(), high: z.number() }),
    basis: predictionBasisSchema,
  }),
  z.object({
    status: z.literal('needs-evidence'),
    missingSimulators: z.number().int().nonnegative(),
    missingQuestions: z.number().int().nonnegative(),
    basis: predictionBasisSchema,
  }),
]);

/** The exam the prediction is about: the student's faculty's, or the product's reference exam. */
export const predictedExamSchema = z.object({
  /** The faculty's code, null for the reference exam. */
  faculty: z.string().nullable(),
  questions: z.number().int().positive(),
  passMark: z.object({ score: z.number(), outOf: z.number() }),
  /** Whether the figures come from the faculty's sources (else from the reference, said so). */
  sourced: z.boolean(),
});

export const subjectOutlookSchema = z.object({
  subject: subjectIdSchema,
  name: z.string(),
  /** False when the student's faculty does not examine it: still shown, listed last. */
  examined: z.boolean(),
  exam: predictedExamSchema,
  prediction: passPredictionSchema,
  /** Every subtopic of the subject's syllabus map, in its order. */
  subtopics: z.array(subtopicMasterySchema),
});
export const predictionResponse = z.object({
  success: z.literal(true),
  subjects: z.array(subjectOutlookSchema),
});
