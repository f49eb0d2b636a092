import * as z from '../../api/zod.ts';
import type { SubjectId } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const seenQuestions = defineEntity({
  prefix: 'SEEN#',
  deletion: 'partition',
  keys: (pk) => ({
    seenQuestions: (userId: string, subject: SubjectId) => ({ pk: pk(userId), sk: subject }),
  }),
});

/** The questions of a subject the student's simulators have already asked (one item per subject). */
export const seenQuestionsItem = /* @__PURE__ */ itemSchema(() => z.object({ ids: z.array(z.string()) }));
