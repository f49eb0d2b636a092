/**
 * The session-storage keys the pages share. They only steer the UI: the server trusts the cookie
 * alone. A module of their own so the landing can read one without loading the storage helpers.
 */
export const storageKeys = {
  pendingCheckoutPlan: 'pending_checkout_plan',
  pendingCheckoutEmail: 'pending_checkout_email',
  /** The Mercado Pago link this tab was last sent to (a `CheckoutLink`). */
  pendingCheckoutLink: 'pending_checkout_link',
  /** The link the student chose not to resume ("Elegir otro plan"): not offered again in this tab. */
  dismissedCheckoutLink: 'dismissed_checkout_link',
  subscriptionEmail: 'subscription_email',
  userId: 'user_id',
  userEmail: 'user_email',
  /** The student whose exam this tab already read from the server (once per tab, exam-target-sync.ts). */
  examTargetRead: 'exam_target_read',
} as const;

/**
 * Whether this tab has a reason to look for a payment to resume: a link it left for, or a signed-in
 * student. Cheap and synchronous: the landing decides with it whether to load the code that asks.
 */
export function mayHaveCheckoutToResume(): boolean {
  try {
    return (
      sessionStorage.getItem(storageKeys.pendingCheckoutLink) !== null ||
      sessionStorage.getItem(storageKeys.userEmail) !== null
    );
  } catch {
    return false;
  }
}

/**
 * Kept in localStorage, so every tab and a reopened browser know it: this browser signed in and has not
 * logged out. Only a hint for the public pages to ask the session (a visitor's page never does); it
 * holds nothing about the student, and the server still trusts the cookie alone.
 */
export const SIGNED_IN_KEY = 'ingresa_signed_in';

export function maySignedIn(): boolean {
  try {
    return (
      localStorage.getItem(SIGNED_IN_KEY) !== null || sessionStorage.getItem(storageKeys.userEmail) !== null
    );
  } catch {
    return false;
  }
}

/**
 * In localStorage: the student's exam as this browser last knew it (exam-target-cache.ts), so the
 * countdown on every page follows it without asking. The account's copy is forgotten at logout; a
 * visitor's own pick stays.
 */
export const EXAM_TARGET_KEY = 'ingresa_exam_target';

/** In localStorage: the free trial this browser took, offered to the next sign-in (trial-claim.ts). */
export const TRIAL_CLAIM_KEY = 'ingresa_trial_claim';
