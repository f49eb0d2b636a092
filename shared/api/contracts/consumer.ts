import { emailSchema } from '../common.ts';
import * as z from '../zod.ts';

/**
 * The two requests Argentine consumer law puts a button on the site for (Ley 24.240 art. 34,
 * Resolución SCI 424/2020): taking back a purchase within 10 calendar days, and ending the service.
 */
export const consumerRequestKinds = ['arrepentimiento', 'baja'] as const;
export type ConsumerRequestKind = (typeof consumerRequestKinds)[number];

/** Days after a purchase within which "arrepentimiento" refunds it in full (calendar days). */
export const WITHDRAWAL_DAYS = 10;

export const consumerRequestBody = z
  .object({
    kind: z.enum(consumerRequestKinds, { error: 'Elegí arrepentimiento o baja.' }),
    email: emailSchema,
  })
  .strict();

/** The signed token of the confirmation link mailed to the account's address. */
export const confirmConsumerRequestBody = z
  .object({
    token: z
      .string({ error: 'El enlace de confirmación no es válido.' })
      .regex(/^[A-Za-z0-9_.-]{20,400}$/, { error: 'El enlace de confirmación no es válido.' }),
  })
  .strict();

/**
 * What was done: `arrepentimiento` refunded the purchase and ended access (now, or already before this
 * request: then `earlierRefund` says when); `baja` cancelled the renewal, with access until
 * `accessUntil`; `none` when there was nothing to end.
 */
export const consumerOutcomeSchema = z.object({
  applied: z.enum(['arrepentimiento', 'baja', 'none']),
  /** ARS refunded through Mercado Pago by this request; null when it refunded nothing. */
  refundedAmount: z.number().nullable(),
  /** Until when the student keeps access (ISO), null when access ended at once or there was none. */
  accessUntil: z.string().nullable(),
  /** The purchase had already been given back before this request: how much, and when (ISO, if known). */
  earlierRefund: z.object({ amount: z.number(), refundedAt: z.string().nullable() }).optional(),
});
export type ConsumerOutcome = z.infer<typeof consumerOutcomeSchema>;

/**
 * `awaiting-confirmation`: registered, and the account's address (if there is one) was sent a link
 * that carries it out; `done`: carried out (from the owner's own session, or by that link).
 */
export const consumerRequestStatusSchema = z.enum(['awaiting-confirmation', 'done']);

export const consumerRequestResponse = z.object({
  success: z.literal(true),
  /** What was done or what happens next, in a sentence for the student (with the code in it). */
  message: z.string(),
  /** The identification code the law requires, shown at once and mailed, e.g. `ARR-7K3P9Q2M`. */
  code: z.string(),
  kind: z.enum(consumerRequestKinds),
  /** When the request was received (ISO). */
  receivedAt: z.string(),
  status: consumerRequestStatusSchema,
  /** Present when `status` is `done`. */
  outcome: consumerOutcomeSchema.nullable(),
});
export type ConsumerRequestResponse = z.infer<typeof consumerRequestResponse>;
