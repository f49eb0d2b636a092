import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

/**
 * An address SES reported as bounced for good or complained about: no login code goes to it. Kept:
 * sending to it again would hurt the sender's reputation, account or not.
 */
export const mailSuppression = defineEntity({
  prefix: 'SUPPRESSED#',
  deletion: 'kept',
  keys: (pk) => ({ mailSuppression: (email: string) => ({ pk: pk(email), sk: 'SUPPRESSED' }) }),
});

export const mailSuppressionItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    reason: z.enum(['bounce', 'complaint']),
    /** SES's bounce subtype or complaint feedback type, when it gave one. */
    detail: z.string().optional(),
    suppressedAt: z.string(),
    lastEventAt: z.string(),
  }),
);
