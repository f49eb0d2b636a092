/** The session-storage keys the pages share. They only steer the UI: the server trusts the cookie alone. */
export const storageKeys = {
  pendingCheckoutPlan: 'pending_checkout_plan',
  pendingCheckoutEmail: 'pending_checkout_email',
  subscriptionEmail: 'subscription_email',
  userId: 'user_id',
  userEmail: 'user_email',
} as const;

export interface PendingPlan {
  id: 'annual' | 'weekly';
  name: string;
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

export function readPendingPlan(): PendingPlan | null {
  const raw = readItem(storageKeys.pendingCheckoutPlan);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPlan>;
    return (value.id === 'annual' || value.id === 'weekly') && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

export function rememberUser(user: { id: string; email: string }): void {
  writeItem(storageKeys.userId, user.id);
  writeItem(storageKeys.userEmail, user.email);
  writeItem(storageKeys.subscriptionEmail, user.email);
}

export function clearSessionStorage(): void {
  storage()?.clear();
}
