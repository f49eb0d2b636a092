import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const loginChallenge = defineEntity({
  prefix: 'LOGIN#',
  deletion: 'byKey',
  keys: (pk) => ({
    /** One login challenge per e-mail and browser that asked (the hash of its login cookie). */
    loginChallenge: (email: string, holderHash: string) => ({
      pk: pk(email),
      sk: `CHALLENGE#${holderHash}`,
    }),
    loginChallenges: (email: string) => ({ pk: pk(email), prefix: 'CHALLENGE#' }),
  }),
});

export const loginChallengeItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    challengeId: z.string(),
    /** The hash of the login cookie of the browser that asked: one challenge per e-mail and browser. */
    holderHash: z.string(),
    codeHash: z.string(),
    /** The hash of the secret in the mail's sign-in link. */
    linkHash: z.string(),
    /** When the mail went out (epoch ms). */
    sentAt: z.number(),
    /** Until when the code can be used (epoch ms). */
    expiresAt: z.number(),
    /** Until when the link can be used (epoch ms): renewed when a refused request points to this mail. */
    linkExpiresAt: z.number(),
    /** Tries from the browser that asked. */
    attempts: z.number(),
    /** Tries from any other browser: counted apart, so they can never use up the asker's own tries. */
    foreignAttempts: z.number(),
    /** When its code or its link signed someone in: either works once, and then neither does. */
    usedAt: z.number().optional(),
  }),
);
