import { accountCopy, type ExamTargetChange, fetchExamTarget, saveExamTarget } from './exam-target-api.ts';
import { readCachedTarget } from './exam-target-cache.ts';
import { cacheTarget } from './exam-target-store.ts';
import { readItem, storageKeys, writeItem } from './session-storage.ts';

/**
 * What of a visitor's pick joins an account that has no faculty yet: only what the account lacks.
 * Null when there is nothing to carry (the account already chose, or the browser holds no pick).
 */
export function visitorPickToCarry(
  account: { regional: string | null; career: string | null; examDate: string | null },
  cached: ReturnType<typeof readCachedTarget>,
): ExamTargetChange | null {
  if (account.regional !== null || cached?.owner !== 'visitor' || !cached.regional) return null;
  return {
    regional: cached.regional,
    ...(cached.career && !account.career ? { career: cached.career as ExamTargetChange['career'] } : {}),
    ...(cached.examDate && !account.examDate ? { examDate: cached.examDate } : {}),
  };
}

/**
 * Once per tab and student, when the subscriber area opens: the account's exam becomes the browser's
 * copy (the countdown and /probar read it), and a faculty picked as a visitor on /probar or a «Cómo es
 * el ingreso» page joins an account that has none yet.
 */
export async function syncExamTarget(userId: string): Promise<void> {
  if (readItem(storageKeys.examTargetRead) === userId) return;
  const cached = readCachedTarget();
  const read = await fetchExamTarget();
  if (!read.ok) return;
  const carry = visitorPickToCarry(read.data, cached);
  // Saving caches the server's answer; a pick it refuses (a date gone by) gives way to the account's.
  if (!carry || !(await saveExamTarget(carry)).ok) cacheTarget(accountCopy(read.data));
  writeItem(storageKeys.examTargetRead, userId);
}
