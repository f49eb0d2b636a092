import { openSubscriptions } from '../data/subscriptions.ts';
import { recordMetrics } from '../metrics.ts';
import type { ProviderBudget } from './provider-calls.ts';
import { syncStudent } from './sync.ts';

export interface ReconcileReport {
  checked: number;
  repaired: number;
  failed: number;
  /** False when time ran out before every open subscription was read; the next run goes on. */
  complete: boolean;
}

/** Time one student's reconciliation may need; below it the run stops and the next one carries on. */
const PER_STUDENT_MS = 8000;

/** One student's reconciliation, as the scheduled run does it for each open subscription. */
export async function reconcileStudent(userId: string, budget: ProviderBudget, now = new Date()) {
  const studentBudget = { ...budget, deadline: Math.min(budget.deadline, Date.now() + PER_STUDENT_MS) };
  const { changes } = await syncStudent(userId, { budget: studentBudget, now, thorough: true });
  if (changes.length > 0) budget.log.info('reconciliation repaired a subscription', { userId, changes });
  return changes;
}

/**
 * Reads back every subscription that is not final, and every agreement found by the payer's e-mail,
 * and repairs what a lost or late webhook left wrong (ADR 0016). Idempotent: a second run changes
 * nothing. Each repair is logged; one student's failure does not stop the others.
 */
export async function reconcileSubscriptions(
  budget: ProviderBudget,
  now = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, repaired: 0, failed: 0, complete: true };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await openSubscriptions(startKey);
    for (const userId of page.userIds) {
      if (budget.deadline - Date.now() < PER_STUDENT_MS) {
        report.complete = false;
        budget.log.warn('reconciliation stopped for lack of time', { ...report });
        return report;
      }
      report.checked++;
      try {
        if ((await reconcileStudent(userId, budget, now)).length > 0) report.repaired++;
      } catch (error) {
        report.failed++;
        budget.log.error('reconciliation failed for a subscription', { userId, error: String(error) });
        recordMetrics({ ReconciliationFailures: 1 }, { userId });
      }
    }
    startKey = page.next;
  } while (startKey);
  budget.log.info('reconciliation finished', { ...report });
  return report;
}
