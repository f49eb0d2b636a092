import { emailSchema } from '../common.ts';
import * as z from '../zod.ts';
import { subscriptionSchema, subscriptionStateSchema, subscriptionStatusSchema } from './subscriptions.ts';
import { trialIdSchema } from './trial.ts';

export type { SubscriptionStatus } from './subscriptions.ts';

export const sendVerificationRequest = z
  .object({
    email: emailSchema,
    purpose: z.enum(['login', 'checkout']).optional(),
  })
  .strict();

export const sendVerificationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  userNotFound: z.boolean().optional(),
  requiresSubscription: z.boolean().optional(),
  /** A valid code went to this e-mail a moment ago: nothing new was sent, the student uses that one. */
  codeAlreadySent: z.boolean().optional(),
  /** When the code to use was sent (ISO). */
  sentAt: z.string().optional(),
  /** When "Reenviar código" may ask for another (ISO). */
  resendAvailableAt: z.string().optional(),
});
export type SendVerificationResponse = z.infer<typeof sendVerificationResponse>;

export const verifyCodeRequest = z
  .object({
    email: emailSchema,
    code: z.string().regex(/^\d{6}$/, { error: 'El código tiene 6 dígitos.' }),
    /** The free trial this browser took, offered to the account (ADR 0082): only a claim, checked on the server. */
    trial: trialIdSchema.optional(),
  })
  .strict();

/**
 * The token of a login e-mail's one-click link (ADR 0064): the e-mail in base64url, a dot, and 256
 * random bits in base64url.
 */
export const verifyLinkRequest = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{4,400}\.[A-Za-z0-9_-]{43}$/, {
      error: 'Este enlace para ingresar no es válido. Pedí un código nuevo para entrar.',
    }),
    trial: trialIdSchema.optional(),
  })
  .strict();

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscription: z.object({
    status: subscriptionStatusSchema,
    expirationDate: z.string().nullable(),
    hasAccess: z.boolean(),
    state: subscriptionStateSchema,
  }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const verifyCodeResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: sessionUserSchema,
  /**
   * Present when a trial was offered: whether its answers are now the account's. False is final (gone,
   * claimed already, not this account's to take), so the browser forgets the trial either way.
   */
  trialClaimed: z.boolean().optional(),
});

export const sessionResponse = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), email: z.string(), subscription: subscriptionSchema }),
});

export const logoutResponse = z.object({ success: z.literal(true), message: z.string() });
