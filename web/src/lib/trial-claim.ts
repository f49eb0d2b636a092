import { TRIAL_CLAIM_KEY } from './storage-keys.ts';

/**
 * The free trial this browser took, kept in localStorage until a sign-in offers it to the account
 * (ADR 0082): the login's code or link may be opened in another tab, or after the browser was closed.
 * Only a claim: the server checks the trial and grades its answers from what it stored itself.
 */

const TRIAL_ID = /^[A-Za-z0-9_-]{22}$/;

export function trialToClaim(): string | undefined {
  try {
    const id = localStorage.getItem(TRIAL_CLAIM_KEY);
    return id !== null && TRIAL_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** After the trial's first answer the server kept: an unanswered trial has nothing to carry. */
export function rememberTrialToClaim(id: string): void {
  try {
    localStorage.setItem(TRIAL_CLAIM_KEY, id);
  } catch {
    // Storage blocked: the trial stays a visitor's.
  }
}

/** Once a sign-in carried it, or the server said it cannot be carried: either answer is final. */
export function forgetTrialToClaim(): void {
  try {
    localStorage.removeItem(TRIAL_CLAIM_KEY);
  } catch {
    // Nothing was readable either.
  }
}
