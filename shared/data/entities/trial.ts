import * as z from '../../api/zod.ts';
import { subjectIds } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';
import { storedChoiceShape, storedQuestionShape } from '../stored-questions.ts';

/** A visitor's free mini simulacro (/probar): no user, kept a day by TTL. */
export const trial = defineEntity({
  prefix: 'TRIAL#',
  deletion: 'kept',
  keys: (pk) => ({ trial: (trialId: string) => ({ pk: pk(trialId), sk: 'TRIAL' }) }),
});

/** The trial (`TRIAL`): its questions with their keys, the answers by question index, who claimed it. */
export const trialItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    id: z.string(),
    subject: z.enum(subjectIds),
    createdAt: z.string(),
    deadline: z.string(),
    questions: z.array(storedQuestionShape()),
    answers: z.record(z.string(), storedChoiceShape()),
    /** The account that took the trial's answers over (ADR 0082); none until then. */
    claimedBy: z.string().optional(),
    /** Epoch seconds: DynamoDB deletes it a day on; a read checks it too. */
    ttl: z.number().optional(),
  }),
);
