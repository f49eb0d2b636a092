import { studyDay } from '../../../shared/domain/study-days.ts';
import { readItem } from './session-storage.ts';
import { storageKeys } from './storage-keys.ts';

/*
 * The day's session as this tab keeps it (#30, ADR 0080): the session page writes it, the dashboard's
 * button reads how far it got. Only steers the UI; every answer was checked and stored by the server.
 */

/** What every stored session has, whatever its steps hold. */
export interface StoredSession {
  version: 1;
  day: string;
  steps: unknown[];
  /** One per step, null until answered. */
  outcomes: unknown[];
}

/** Kept per student and Argentine day: a reload goes on where it was, tomorrow starts anew. */
function sessionKey(day = studyDay(new Date())): string | null {
  const userId = readItem(storageKeys.userId);
  return userId ? `daily_session:${userId}:${day}` : null;
}

export function readStoredSession<T extends StoredSession>(): T | null {
  const key = sessionKey();
  if (!key) return null;
  try {
    const stored = sessionStorage.getItem(key);
    const session = stored ? (JSON.parse(stored) as T) : null;
    return session?.version === 1 && session.steps.length === session.outcomes.length ? session : null;
  } catch {
    return null;
  }
}

export function saveStoredSession(session: StoredSession): void {
  const key = sessionKey(session.day);
  if (!key) return;
  try {
    sessionStorage.setItem(key, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session still runs, it only would not survive a reload.
  }
}

/** «Otra tanda»: today's finished session is let go, and the next one is put together anew. */
export function forgetStoredSession(): void {
  const key = sessionKey();
  try {
    if (key) sessionStorage.removeItem(key);
  } catch {
    // Nothing kept then.
  }
}

/** How far today's session in this tab got, or null when none was started. */
export function storedSessionProgress(): { answered: number; total: number } | null {
  const session = readStoredSession();
  if (!session || session.steps.length === 0) return null;
  return { answered: session.outcomes.filter(Boolean).length, total: session.steps.length };
}
