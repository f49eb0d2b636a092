import { subscriptionStates } from '../../domain/subscription-state.ts';
import { emailSchema } from '../common.ts';
import * as z from '../zod.ts';

export const subscriptionStatusSchema = z.enum(['active', 'pending', 'failed', 'cancelled', 'none']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionStateSchema = z.enum(subscriptionStates);

export const planIdSchema = z.enum(['annual', 'weekly']);
export type PlanId = z.infer<typeof planIdSchema>;

/** A checkout the student started and can still pay: the same Mercado Pago link, never a new one. */
export const pendingCheckoutSchema = z.object({
  planId: planIdSchema,
  planName: z.string(),
  initPoint: z.url(),
});
export type PendingCheckout = z.infer<typeof pendingCheckoutSchema>;

export const subscriptionSchema = z.object({
  planId: planIdSchema.nullable(),
  planName: z.string().nullable(),
  status: subscriptionStatusSchema,
  expirationDate: z.string().nullable(),
  daysRemaining: z.number().int().nonnegative(),
  cancelAtPeriodEnd: z.boolean().optional(),
  /** When Mercado Pago charges next and how much (ARS); null when nothing renews. */
  nextChargeDate: z.string().nullable().optional(),
  nextChargeAmount: z.number().nonnegative().nullable().optional(),
  pendingCheckout: pendingCheckoutSchema.nullable().optional(),
  /** Whether the student may study now, decided by the server (renewal grace included). */
  hasAccess: z.boolean(),
  /** Until when they may (ISO), or null. */
  accessUntil: z.string().nullable(),
  /** Where they stand, in the pages' terms (docs/subscription-states.md). */
  state: subscriptionStateSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const createSubscriptionRequest = z.object({ planId: planIdSchema, email: emailSchema }).strict();
export const createSubscriptionResponse = z.object({
  success: z.literal(true),
  initPoint: z.url(),
  message: z.string().optional(),
});

export const updateStatusRequest = z
  .object({ email: emailSchema, status: z.enum(['active', 'failed', 'pending']) })
  .strict();
export const updateStatusResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  userId: z.string(),
  email: z.string(),
});

export const checkStatusQuery = z.object({ email: emailSchema }).strict();
export const statusByEmailParams = z.object({ email: emailSchema });
export const subscriptionStatusResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  userId: z.string().optional(),
  email: z.string().optional(),
});

export const cancelSubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: subscriptionSchema,
});

export const paymentStatusSchema = z.enum(['approved', 'pending', 'rejected', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** One charge of one of the student's agreements, as Mercado Pago reports it. */
export const paymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number().nonnegative(),
  planName: z.string(),
  status: paymentStatusSchema,
});
export type SubscriptionPayment = z.infer<typeof paymentSchema>;

export const paymentsResponse = z.object({
  success: z.literal(true),
  payments: z.array(paymentSchema),
});

export const mercadoPagoWebhookQuery = z
  .object({
    'data.id': z.string().max(64).optional(),
    type: z.string().max(64).optional(),
    topic: z.string().max(64).optional(),
    id: z.string().max(64).optional(),
  })
  .passthrough();
export const mercadoPagoWebhookBody = z
  .object({
    type: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    data: z.object({ id: z.union([z.string(), z.number()]) }).optional(),
  })
  .passthrough();
export const webhookResponse = z.object({ success: z.literal(true) });
