import { consumerOutcomeShape } from '../../data/entities/consumer-request.ts';
import { consumerRequestKinds, consumerRequestStatuses } from '../../domain/consumer-requests.ts';
import { emailSchema } from '../common.ts';
import * as z from '../zod.ts';

export type { ConsumerRequestKind } from '../../domain/consumer-requests.ts';

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

/** What a request carried out did (the consumer request entity declares it: the stored outcome is this one). */
export const consumerOutcomeSchema = consumerOutcomeShape();
export type ConsumerOutcome = z.infer<typeof consumerOutcomeSchema>;

/** Where a request stands (`shared/domain/consumer-requests.ts` says what each means). */
export const consumerRequestStatusSchema = z.enum(consumerRequestStatuses);

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
