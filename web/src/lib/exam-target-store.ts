import {
  type CachedExamTarget,
  EXAM_TARGET_CHANGED,
  localStore,
  readCachedTarget,
} from './exam-target-cache.ts';
import { EXAM_TARGET_KEY } from './storage-keys.ts';

/** Writing the browser's copy of the student's exam, and hearing when it changes (exam-target-cache.ts). */

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EXAM_TARGET_CHANGED));
}

export function cacheTarget(target: CachedExamTarget): void {
  try {
    localStore()?.setItem(EXAM_TARGET_KEY, JSON.stringify(target));
  } catch {
    // Storage full or blocked: the countdown shows the calendar's next exam instead.
  }
  announce();
}

/**
 * At logout or account deletion: the account's exam leaves this browser; a visitor's pick stays. This
 * tab is not told: it is leaving the area, and a plan that heard it would ask the server once more,
 * without a session. The countdown reads the copy on its next tick; other tabs hear `storage`.
 */
export function forgetAccountTarget(): void {
  if (readCachedTarget()?.owner !== 'account') return;
  try {
    localStore()?.removeItem(EXAM_TARGET_KEY);
  } catch {
    // Nothing was readable either.
  }
}

export function subscribeCachedTarget(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === EXAM_TARGET_KEY || event.key === null) onChange();
  };
  window.addEventListener(EXAM_TARGET_CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EXAM_TARGET_CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
