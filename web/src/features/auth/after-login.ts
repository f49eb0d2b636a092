import type { PendingPlan } from '../../lib/session-storage.ts';

export type AfterLogin = { kind: 'dashboard' } | { kind: 'checkout'; plan: PendingPlan } | { kind: 'plans' };

/** Where a student goes once the code is right: study, pay for the plan they chose, or choose one. */
export function afterLogin(
  subscription: { status: string; expirationDate: string | null },
  pendingPlan: PendingPlan | null,
  now = new Date(),
): AfterLogin {
  const active =
    subscription.status === 'active' &&
    subscription.expirationDate !== null &&
    Date.parse(subscription.expirationDate) > now.getTime();
  if (active) return { kind: 'dashboard' };
  if (pendingPlan) return { kind: 'checkout', plan: pendingPlan };
  return { kind: 'plans' };
}
