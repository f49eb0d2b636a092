import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

/** The student's references go with the account; a deleted agreement stays on purpose (ADR 0065). */
export const subscriptionRef = defineEntity({
  prefix: 'SUBREF#',
  deletion: 'byKey',
  keys: (pk) => ({
    subscriptionByProviderId: (providerId: string) => ({ pk: pk(providerId), sk: 'REF' }),
    /** Left beside a provider reference when its student deleted the account: a late charge is refunded. */
    deletedAgreement: (reference: string) => ({ pk: pk(reference), sk: 'DELETED' }),
  }),
});

/** Points a provider reference (a preapproval id, or `ext:` and our subscription id) at its student. */
export const subscriptionRefItem = /* @__PURE__ */ itemSchema(() => z.object({ userId: z.string() }));

/**
 * What is left of one agreement once its student deleted the account: nothing that names the student,
 * only the agreement and how many of its charges had paid for access the product had given. Any charge
 * beyond those is refunded (ADR 0065).
 */
export const deletedAgreementItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    providerId: z.string(),
    keptCharges: z.number().int().nonnegative(),
    ttl: z.number().optional(),
  }),
);
