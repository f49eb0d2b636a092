import {
  type ConsumerRequestKind,
  confirmConsumerRequestBody,
  consumerRequestBody,
  WITHDRAWAL_DAYS,
} from '../../../../shared/api/contracts/consumer.ts';
import {
  confirmConsumerRequestRoute,
  createConsumerRequestRoute,
} from '../../../../shared/api/routes/consumer.ts';
import { subscriptionPaymentsRoute } from '../../../../shared/api/routes/subscriptions.ts';
import { callApi } from '../../lib/api.ts';

/** The contract's own Spanish words for an address it refuses, or null when the address is fine. */
export function emailProblem(email: string): string | null {
  const parsed = consumerRequestBody.shape.email.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Ingresá un email válido.');
}

/** Whether a link's token has the shape the server signs; any other is refused before it is sent. */
export const isTokenShaped = (token: string) => confirmConsumerRequestBody.safeParse({ token }).success;

/** A request writes a record and may refund: it is never sent twice on its own. */
export const sendConsumerRequest = (kind: ConsumerRequestKind, email: string) =>
  callApi(createConsumerRequestRoute, { body: { kind, email } });

export const confirmConsumerRequest = (token: string) =>
  callApi(confirmConsumerRequestRoute, { body: { token } });

/**
 * What a withdrawal would give back to the student signed in here: their approved charges of the last
 * ten days, as Mercado Pago reports them; null when the payments cannot be read.
 */
export async function refundableAmount(now = Date.now()): Promise<number | null> {
  const result = await callApi(subscriptionPaymentsRoute);
  if (!result.ok) return null;
  const since = now - WITHDRAWAL_DAYS * 86_400_000;
  return result.data.payments
    .filter((payment) => payment.status === 'approved' && Date.parse(payment.date) >= since)
    .reduce((sum, payment) => sum + payment.amount, 0);
}
