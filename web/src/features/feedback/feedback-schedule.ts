export const FEEDBACK_INTERVAL_MS = 24 * 60 * 60 * 1000;
const FEEDBACK_LAST_SHOWN_KEY = 'feedback_modal_last_shown';

/**
 * The modal is due when it was never shown or when a full day has passed. A stamp from the future
 * (a clock that was set wrong and then fixed) counts as never shown, or the student would not
 * see the modal again until the clock caught up.
 */
export function shouldShowFeedback(lastShownMs: number | null, nowMs: number): boolean {
  if (lastShownMs === null || !Number.isFinite(lastShownMs) || lastShownMs > nowMs) return true;
  return nowMs - lastShownMs >= FEEDBACK_INTERVAL_MS;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readLastShown(): number | null {
  const raw = storage()?.getItem(FEEDBACK_LAST_SHOWN_KEY);
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function stampShown(nowMs: number): void {
  try {
    storage()?.setItem(FEEDBACK_LAST_SHOWN_KEY, String(nowMs));
  } catch {
    // Private mode or a full quota: the modal may simply come back sooner.
  }
}
