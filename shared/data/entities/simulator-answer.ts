import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';
import { storedGivenAnswerShape } from '../stored-questions.ts';

/** A simulator's answers, one small item each, and its state (deadline, version, completion). */
export const simulatorAnswer = defineEntity({
  prefix: 'SIMA#',
  deletion: 'partition',
  keys: (pk) => ({
    simulatorAnswers: (userId: string) => ({ pk: pk(userId) }),
    /** Everything kept beside one simulator: its state item and one item per answered question. */
    simulatorAnswersOf: (userId: string, simulatorId: string) => ({
      pk: pk(userId),
      prefix: `${simulatorId}#`,
    }),
    simulatorState: (userId: string, simulatorId: string) => ({
      pk: pk(userId),
      sk: `${simulatorId}#STATE`,
    }),
    simulatorAnswer: (userId: string, simulatorId: string, questionIndex: number) => ({
      pk: pk(userId),
      sk: `${simulatorId}#A#${String(questionIndex).padStart(2, '0')}`,
    }),
  }),
});

/** Whether a simulator still runs: its deadline, and whether it was handed in. */
export const simulatorDeadlineItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    id: z.string(),
    deadline: z.string(),
    completedAt: z.string().optional(),
  }),
);

/** The small item every answer updates (`<simulatorId>#STATE`): the deadline it is checked against and a version it moves. */
export const simulatorStateItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ deadline: z.string(), version: z.number(), completedAt: z.string().optional() }),
);

/** One question's answer (`<simulatorId>#A#<index>`), graded, with the time it took. */
export const simulatorAnswerItem = /* @__PURE__ */ itemSchema(() =>
  storedGivenAnswerShape().extend({ timeSpent: z.number(), sk: z.string() }),
);
