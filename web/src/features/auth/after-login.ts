import type { PendingPlan } from '../../lib/session-storage.ts';

export type AfterLogin = { kind: 'dashboard' } | { kind: 'checkout'; plan: PendingPlan } | { kind: 'plans' };

/**
 * Where a student goes once the code is right: study if the server says they may (active, cancelled
 * with time left, or a renewal still being collected), pay for the plan they chose, or choose one.
 */
export function afterLogin(
  subscription: { hasAccess: boolean },
  pendingPlan: PendingPlan | null,
): AfterLogin {
  if (subscription.hasAccess) return { kind: 'dashboard' };
  if (pendingPlan) return { kind: 'checkout', plan: pendingPlan };
  return { kind: 'plans' };
}
