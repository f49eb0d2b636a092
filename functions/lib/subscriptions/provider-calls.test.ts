import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import {
  ATTEMPT_TIMEOUT_MS,
  budgetFrom,
  ProviderError,
  providerCall,
  SAFETY_MARGIN_MS,
} from './provider-calls.ts';

vi.mock('../adapters/mercadopago.ts', () => ({
  mercadoPago: vi.fn(async (options: { timeout: number; idempotencyKey?: string }) => ({ options })),
}));

const log = createLogger();

describe('providerCall', () => {
  it('keeps a margin before the function’s own timeout', () => {
    const budget = budgetFrom(20_000, log, 1000);
    expect(budget.deadline).toBe(1000 + 20_000 - SAFETY_MARGIN_MS);
  });

  it('cuts each attempt to the time left and never past the per-attempt timeout', async () => {
    const seen: number[] = [];
    await providerCall(budgetFrom(60_000, log), 'x', async (mp) => {
      seen.push((mp as unknown as { options: { timeout: number } }).options.timeout);
    });
    await providerCall(budgetFrom(2500, log), 'x', async (mp) => {
      seen.push((mp as unknown as { options: { timeout: number } }).options.timeout);
    });
    expect(seen[0]).toBe(ATTEMPT_TIMEOUT_MS);
    expect(seen[1]).toBeLessThanOrEqual(1500);
  });

  it('retries a failure with the same idempotency key, then answers 503', async () => {
    const keys: (string | undefined)[] = [];
    const call = providerCall(
      budgetFrom(60_000, log),
      'preapproval.create',
      async (mp) => {
        keys.push((mp as unknown as { options: { idempotencyKey?: string } }).options.idempotencyKey);
        throw Object.assign(new Error('boom'), { status: 500 });
      },
      { write: true, idempotencyKey: 'checkout-1' },
    );
    await expect(call).rejects.toBeInstanceOf(ProviderError);
    expect(keys).toEqual(['checkout-1', 'checkout-1', 'checkout-1']);
  });

  it('passes a 404 and a refusal through untouched, without retrying', async () => {
    let calls = 0;
    const notFound = providerCall(budgetFrom(60_000, log), 'x', async () => {
      calls++;
      throw Object.assign(new Error('nope'), { status: 404 });
    });
    await expect(notFound).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(1);
  });

  it('gives up at once when no time is left', async () => {
    const call = vi.fn();
    await expect(providerCall(budgetFrom(1200, log), 'x', call)).rejects.toBeInstanceOf(ProviderError);
    expect(call).not.toHaveBeenCalled();
  });
});
