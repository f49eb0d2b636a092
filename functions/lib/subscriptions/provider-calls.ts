import { randomUUID } from 'node:crypto';
import { type MercadoPagoClients, mercadoPago } from '../adapters/mercadopago.ts';
import { ServiceUnavailableError } from '../errors.ts';
import type { Logger } from '../logger.ts';

export const PAYMENT_ERROR_MESSAGE = 'Error al procesar el pago. Intentá nuevamente.';

/** One attempt never waits longer than this for Mercado Pago. */
export const ATTEMPT_TIMEOUT_MS = 4000;
/** Kept free at the end of the function's time, to answer and log. */
export const SAFETY_MARGIN_MS = 1000;
const MIN_ATTEMPT_MS = 500;
const RETRY_PAUSE_MS = 200;

/**
 * Every Mercado Pago call of one invocation shares its deadline: attempts are cut to the time left,
 * and a retry only starts if it can finish, so the function answers before its own timeout.
 */
export interface ProviderBudget {
  deadline: number;
  log: Logger;
}

export function budgetFrom(remainingMs: number, log: Logger, now = Date.now()): ProviderBudget {
  return { deadline: now + remainingMs - SAFETY_MARGIN_MS, log };
}

/** The provider answered that the resource does not exist. */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: number } | undefined)?.status === 404;
}

/** The provider refused the request itself (4xx other than 404 and 429): retrying will not help. */
export function isRefused(error: unknown): boolean {
  const status = (error as { status?: number } | undefined)?.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 404 && status !== 429;
}

function retryable(error: unknown): boolean {
  const status = (error as { status?: number } | undefined)?.status;
  return status === undefined || status === 0 || status === 429 || status >= 500;
}

export class ProviderError extends ServiceUnavailableError {
  constructor(
    readonly action: string,
    cause: unknown,
  ) {
    super(PAYMENT_ERROR_MESSAGE, { cause });
  }
  get status(): number | undefined {
    return (this.cause as { status?: number } | undefined)?.status;
  }
}

/**
 * Calls Mercado Pago within the budget; writes carry one idempotency key across their attempts.
 * A 404 or a refusal is thrown as it came (callers decide what it means); anything else that is still
 * failing when time runs out becomes a 503 with the payment message.
 */
export async function providerCall<T>(
  budget: ProviderBudget,
  action: string,
  call: (clients: MercadoPagoClients) => Promise<T>,
  options: { write?: boolean; idempotencyKey?: string } = {},
): Promise<T> {
  const idempotencyKey = options.write ? (options.idempotencyKey ?? randomUUID()) : undefined;
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const left = budget.deadline - Date.now();
    if (left < MIN_ATTEMPT_MS) break;
    const timeout = Math.min(ATTEMPT_TIMEOUT_MS, left);
    try {
      return await call(await mercadoPago({ timeout, ...(idempotencyKey ? { idempotencyKey } : {}) }));
    } catch (error) {
      if (isNotFound(error) || isRefused(error)) throw error;
      lastError = error;
      budget.log.warn('mercado pago call failed', {
        action,
        attempt: attempt + 1,
        status: (error as { status?: number }).status,
        error: String((error as Error)?.message ?? error),
      });
      if (!retryable(error)) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
  throw new ProviderError(action, lastError ?? new Error('no time left for the call'));
}
