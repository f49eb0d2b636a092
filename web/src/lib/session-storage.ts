import type { PendingCheckout, PlanId } from '../../../shared/api/contracts/subscriptions.ts';
import { SIGNED_IN_KEY, storageKeys } from './storage-keys.ts';
import type { Loader, LoadResult } from './use-loader.ts';

// Every page reads the keys from here; the landing alone imports `storage-keys.ts` itself.
export { storageKeys };

export interface PendingPlan {
  id: PlanId;
  name: string;
}

/** A checkout this tab left for, kept so that coming back offers the same payment again. */
export interface CheckoutLink extends PendingCheckout {
  email: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: (typeof storageKeys)[keyof typeof storageKeys]): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeItem(key: (typeof storageKeys)[keyof typeof storageKeys], value: string): void {
  storage()?.setItem(key, value);
}

function readJson(key: (typeof storageKeys)[keyof typeof storageKeys]): Record<string, unknown> | null {
  const raw = readItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isPlanId = (value: unknown): value is PlanId => value === 'annual' || value === 'weekly';

export function readPendingPlan(): PendingPlan | null {
  const value = readJson(storageKeys.pendingCheckoutPlan);
  return value && isPlanId(value.id) && typeof value.name === 'string'
    ? { id: value.id, name: value.name }
    : null;
}

/** Called just before the browser leaves for Mercado Pago. */
export function rememberCheckoutLink(link: CheckoutLink): void {
  writeItem(storageKeys.pendingCheckoutLink, JSON.stringify(link));
  storage()?.removeItem(storageKeys.dismissedCheckoutLink);
}

export function readCheckoutLink(): CheckoutLink | null {
  const value = readJson(storageKeys.pendingCheckoutLink);
  if (!value) return null;
  const { initPoint, planId, planName, email } = value;
  return typeof initPoint === 'string' &&
    /^https?:\/\//.test(initPoint) &&
    isPlanId(planId) &&
    typeof planName === 'string' &&
    typeof email === 'string'
    ? { initPoint, planId, planName, email }
    : null;
}

export function forgetCheckoutLink(): void {
  storage()?.removeItem(storageKeys.pendingCheckoutLink);
}

/** "Elegir otro plan": that link is not offered again in this tab until a new checkout starts. */
export function dismissCheckoutLink(initPoint: string): void {
  forgetCheckoutLink();
  writeItem(storageKeys.dismissedCheckoutLink, initPoint);
}

/**
 * A loader for data of the student this tab holds. Without their id it answers like an ended session
 * (401): while the gate checks the session that waits for its word, and the gate stores the id.
 */
export function forStudent<T>(
  load: (userId: string, signal: AbortSignal) => Promise<LoadResult<T>>,
): Loader<T> {
  return async (signal) => {
    const userId = readItem(storageKeys.userId);
    return userId ? load(userId, signal) : { ok: false, status: 401 };
  };
}

export function rememberUser(user: { id: string; email: string }): void {
  writeItem(storageKeys.userId, user.id);
  writeItem(storageKeys.userEmail, user.email);
  writeItem(storageKeys.subscriptionEmail, user.email);
  try {
    window.localStorage.setItem(SIGNED_IN_KEY, '1');
  } catch {
    // Storage blocked: the public pages then treat this browser as a visitor's, and the gate still works.
  }
}

export function clearSessionStorage(): void {
  storage()?.clear();
  try {
    window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Nothing stored then.
  }
}
