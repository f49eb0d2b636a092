import { regionalPresetViewShape, regionalResultShape } from '../../api/regional-preset-shape.ts';
import * as z from '../../api/zod.ts';
import { simulatorModes } from '../../domain/simulator-modes.ts';
import { difficulties, subjectIds } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';
import { storedSimulatorQuestionShape } from '../stored-questions.ts';

export const simulator = defineEntity({
  prefix: 'SIM#',
  deletion: 'partition',
  keys: (pk) => ({
    simulators: (userId: string) => ({ pk: pk(userId) }),
    simulator: (userId: string, simulatorId: string) => ({ pk: pk(userId), sk: simulatorId }),
  }),
});

/** What a simulator list reads: everything but the questions and answers. */
const summaryFields = () => ({
  id: z.string(),
  subject: z.enum(subjectIds),
  difficulty: z.enum(difficulties),
  /** Absent on simulators created before exam mode existed: those are practice. */
  mode: z.enum(simulatorModes).optional(),
  numQuestions: z.number(),
  createdAt: z.string(),
  deadline: z.string(),
  completedAt: z.string().optional(),
  results: z
    .object({
      accuracy: z.number(),
      correctAnswers: z.number(),
      incorrectAnswers: z.number(),
      totalTimeSpent: z.number(),
      /** Points earned of those possible: a problem in parts is worth its parts' points, any other question one. */
      points: z.object({ earned: z.number(), possible: z.number() }).optional(),
      topicStats: z.record(
        z.string(),
        z.object({ correct: z.number(), total: z.number(), accuracy: z.number() }),
      ),
      /** A regional's simulacro: what that exam would say (ADR 0076). */
      regional: regionalResultShape().optional(),
    })
    .optional(),
});

/** A simulator as its history lists it (the item read without its questions). */
export const simulatorSummaryItem = /* @__PURE__ */ itemSchema(() => z.object(summaryFields()));

/** The simulator item: what was asked. Its answers and state are items of their own (`simulatorAnswer`). */
export const simulatorItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    ...summaryFields(),
    timeLimit: z.number(),
    questions: z.array(storedSimulatorQuestionShape()),
    /** A regional's simulacro (ADR 0076): its exam as set when created, and each question's points. */
    preset: regionalPresetViewShape().optional(),
  }),
);
