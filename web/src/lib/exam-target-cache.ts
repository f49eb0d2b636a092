import { EXAM_TARGET_KEY } from './storage-keys.ts';

/**
 * The student's exam as this browser last knew it (#31): the countdown on every page, /probar and the
 * plan read it here without a request. It only steers the UI; the server keeps the account's own.
 * This module only reads, small and without zod or React: the countdown on every public page imports
 * it. Writing and listening are exam-target-store.ts; the hook that renders from it, use-cached-target.ts.
 */
export interface CachedExamTarget {
  /** A regional's id (`frc`), or null. */
  regional: string | null;
  /** Its code as students write it (`FRC`), for the countdown's label. */
  code: string | null;
  career: string | null;
  /** `YYYY-MM-DD`, the Argentine day of the first exam. */
  examDate: string | null;
  /**
   * `account`: read from or saved to the signed-in student's account, forgotten at logout;
   * `visitor`: picked on a public page, kept until the student signs in and it joins their account.
   */
  owner: 'account' | 'visitor';
}

const REGIONAL = /^fr[a-z]{1,8}$/;
const CODE = /^[A-Za-z]{2,8}$/;
const CAREER = /^[a-z-]{1,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const field = (value: unknown, shape: RegExp): string | null =>
  typeof value === 'string' && shape.test(value) ? value : null;

/** What was stored, if it still has the shape this version writes; anything else counts as nothing. */
export function parseCachedTarget(raw: string | null): CachedExamTarget | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  if (stored.owner !== 'account' && stored.owner !== 'visitor') return null;
  const regional = field(stored.regional, REGIONAL);
  return {
    regional,
    code: regional ? field(stored.code, CODE) : null,
    career: field(stored.career, CAREER),
    examDate: field(stored.examDate, DAY),
    owner: stored.owner,
  };
}

/** Same-tab writers tell the readers with this event; other tabs learn it from `storage`. */
export const EXAM_TARGET_CHANGED = 'ingresa:exam-target';

/** This browser's localStorage, or null (a page rendered at build time, or storage blocked). */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored text itself: a stable snapshot for React (equal strings are the same value). */
export function rawTarget(): string | null {
  try {
    return localStore()?.getItem(EXAM_TARGET_KEY) ?? null;
  } catch {
    return null;
  }
}

export const readCachedTarget = (): CachedExamTarget | null => parseCachedTarget(rawTarget());
