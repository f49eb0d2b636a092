import { examTargetShape } from '../../api/exam-target-shape.ts';
import * as z from '../../api/zod.ts';
import { allTopicIds, subjectIds, type TopicId } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';

/** The profile, and beside it what must go with the account: networks, sessions, the trial it took. */
export const user = defineEntity({
  prefix: 'USER#',
  deletion: 'partition',
  keys: (pk) => ({
    user: (userId: string) => ({ pk: pk(userId), sk: 'PROFILE' }),
    /**
     * A network (a keyed hash of it, never the address) from which the user logged in, beside the
     * profile so deleting the account deletes it too.
     */
    knownNetwork: (userId: string, networkTag: string) => ({ pk: pk(userId), sk: `NETWORK#${networkTag}` }),
    /** Lists a user's sessions beside the profile, so deleting the account can end every one. */
    userSession: (userId: string, tokenHash: string) => ({ pk: pk(userId), sk: `SESSION#${tokenHash}` }),
    /** The free trial an account took over (ADR 0082): at most one, gone with the account. */
    trialClaim: (userId: string) => ({ pk: pk(userId), sk: 'TRIAL_CLAIM' }),
  }),
});

/**
 * The profile (`PROFILE`) as the exam target's reads take it: the target the student chose (the
 * account contract's schema, built here from its function), the rest of the profile passed through.
 */
export const profileItem = /* @__PURE__ */ itemSchema(() =>
  z.looseObject({ examTarget: examTargetShape().optional() }),
);

export const knownNetworkItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ lastLoginAt: z.string(), ttl: z.number().optional() }),
);

export const trialClaimItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    trialId: z.string(),
    claimedAt: z.string(),
    start: z
      .object({
        subject: z.enum(subjectIds),
        topic: z.enum(allTopicIds as [TopicId, ...TopicId[]]),
        subtopic: z.string(),
      })
      .optional(),
  }),
);
