import { topicIdSchema } from '../../../shared/api/common.ts';
import * as z from '../../../shared/api/zod.ts';

/** A question as the server keeps it (simulators and trials): the answer and explanation never leave before it is answered. */
export const storedQuestionSchema = z.object({
  sourceId: z.string(),
  topic: topicIdSchema,
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number(),
  explanation: z.string(),
});
export type StoredQuestion = z.infer<typeof storedQuestionSchema>;

/** One chosen option and whether it was right. */
export const storedChoiceSchema = z.object({
  userAnswer: z.number(),
  isCorrect: z.boolean(),
  at: z.string(),
});
