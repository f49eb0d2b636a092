import * as z from '../../api/zod.ts';
import {
  consumerOutcomesApplied,
  consumerRequestChannels,
  consumerRequestKinds,
  consumerRequestStatuses,
} from '../../domain/consumer-requests.ts';
import { defineEntity, itemSchema } from '../entity.ts';

/**
 * A consumer-law request (arrepentimiento or baja) by its identification code (ADR 0060). Kept: the
 * record of a request the law asks to answer.
 */
export const consumerRequest = defineEntity({
  prefix: 'CONSUMER#',
  deletion: 'kept',
  keys: (pk) => ({ consumerRequest: (code: string) => ({ pk: pk(code), sk: 'REQUEST' }) }),
});

/**
 * What a request carried out did, as it is stored and as the consumer contract shows it (one schema
 * for both): `arrepentimiento` refunded the purchase and ended access (now, or already before this
 * request: then `earlierRefund` says when); `baja` cancelled the renewal, with access until
 * `accessUntil`; `none` when there was nothing to end.
 */
export const consumerOutcomeShape = () =>
  z.object({
    applied: z.enum(consumerOutcomesApplied),
    /** ARS refunded through Mercado Pago by this request; null when it refunded nothing. */
    refundedAmount: z.number().nullable(),
    /** Until when the student keeps access (ISO), null when access ended at once or there was none. */
    accessUntil: z.string().nullable(),
    /** The purchase had already been given back before this request: how much, and when (ISO, if known). */
    earlierRefund: z.object({ amount: z.number(), refundedAt: z.string().nullable() }).optional(),
  });

/** The request (`REQUEST`) under its code: what was asked, by which address, and where it stands. */
export const consumerRequestItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    code: z.string(),
    kind: z.enum(consumerRequestKinds),
    email: z.string(),
    receivedAt: z.string(),
    status: z.enum(consumerRequestStatuses),
    outcome: consumerOutcomeShape().optional(),
    carriedOutBy: z.enum(consumerRequestChannels).optional(),
    completedAt: z.string().optional(),
    /** Epoch seconds: kept as long as the law asks, then deleted by DynamoDB; a read checks it too. */
    ttl: z.number().optional(),
  }),
);
