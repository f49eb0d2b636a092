import { randomUUID } from 'node:crypto';
import { tryLockBilling, unlockBilling } from '../data/subscriptions.ts';
import { ServiceUnavailableError } from '../errors.ts';
import type { ProviderBudget } from './provider-calls.ts';

/** Longer than any function runs, so a lease only lapses when its holder died. */
const LEASE_MS = 30_000;
const POLL_MS = 120;

const BILLING_BUSY_MESSAGE =
  'Estamos terminando otro cambio de tu suscripción. Intentá de nuevo en unos segundos.';

/**
 * Runs `work` holding the student's billing lease: checkout creation and provider reconciliation of
 * one student never interleave, so at most one agreement is ever being started or decided.
 */
export async function withBillingLock<T>(
  userId: string,
  budget: ProviderBudget,
  work: () => Promise<T>,
): Promise<T> {
  const owner = randomUUID();
  const giveUpAt = budget.deadline - 2000;
  while (!(await tryLockBilling(userId, owner, LEASE_MS))) {
    if (Date.now() + POLL_MS > giveUpAt) throw new ServiceUnavailableError(BILLING_BUSY_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + Math.random() * POLL_MS));
  }
  try {
    return await work();
  } finally {
    await unlockBilling(userId, owner);
  }
}
