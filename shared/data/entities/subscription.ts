import type { PlanId } from '../../api/contracts/subscriptions.ts';
import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const subscription = defineEntity({
  prefix: 'SUB#',
  deletion: 'partition',
  keys: (pk) => ({
    subscription: (userId: string) => ({ pk: pk(userId), sk: 'CURRENT' }),
    checkouts: (userId: string) => ({ pk: pk(userId), prefix: 'CHECKOUT#' }),
    checkout: (userId: string, providerId: string) => ({ pk: pk(userId), sk: `CHECKOUT#${providerId}` }),
    billingLock: (userId: string) => ({ pk: pk(userId), sk: 'LOCK' }),
    /** Marks a lifecycle e-mail as sent, so each goes out once. */
    sentMail: (userId: string, mailKey: string) => ({ pk: pk(userId), sk: `MAIL#${mailKey}` }),
  }),
});

const planId = () => z.enum(['annual', 'weekly'] satisfies PlanId[]);

/** A preapproval's own status at Mercado Pago. */
export const providerStatusSchema = /* @__PURE__ */ itemSchema(() =>
  z.enum(['pending', 'authorized', 'paused', 'cancelled']),
);

export const subscriptionItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    subscriptionId: z.string(),
    planId: planId(),
    status: z.enum(['active', 'pending', 'failed', 'cancelled']),
    /** End of the paid period as the payment provider reports it (ISO). */
    expirationDate: z.string().optional(),
    /** Mercado Pago's preapproval id of the student's one agreement. */
    providerId: z.string().optional(),
    providerStatus: providerStatusSchema.optional(),
    /** Mercado Pago's `last_modified` of the state stored here. */
    providerLastModified: z.string().optional(),
    cancelAtPeriodEnd: z.boolean().optional(),
    /** The checkout link of the agreement and when it was created, to offer the same link again. */
    initPoint: z.string().optional(),
    checkoutCreatedAt: z.string().optional(),
    /** What one period costs in ARS, as agreed with the provider. */
    amount: z.number().optional(),
    /** The student's e-mail, to write to them and to search the provider by payer. */
    email: z.string().optional(),
    /** The latest paid period was given back: it grants nothing, and the student is told so. */
    periodRefunded: z.boolean().optional(),
    /** The agreement whose payment started the current run of access (the "access activated" e-mail). */
    accessGrantedBy: z.string().optional(),
    /** Not final (a live agreement or a paid period running): listed in the `open` index. */
    open: z.boolean().optional(),
    version: z.number().int().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string(),
  }),
);

/** One preapproval the student started (several over time; at most one is live). */
export const checkoutItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    providerId: z.string(),
    planId: planId(),
    subscriptionId: z.string(),
    initPoint: z.string().optional(),
    amount: z.number(),
    createdAt: z.string(),
    providerStatus: providerStatusSchema,
    charged: z.number().int().nonnegative().default(0),
    periodEnd: z.string().optional(),
  }),
);
