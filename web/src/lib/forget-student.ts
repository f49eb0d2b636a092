import { forgetAccountTarget } from './exam-target-store.ts';
import { forgetOfflinePractice, forgetOfflineReads } from './offline-caches.ts';
import { clearSessionStorage } from './session-storage.ts';

/**
 * A logout, an ended session or a deleted account in the subscriber area: this browser forgets the
 * student, the tab's keys, the account's exam (a visitor's own pick stays), the reads kept for
 * offline use, the practice packs and the answers not yet sent (the logout asks first).
 * Apart from session-storage.ts so that /plans, which reads those keys, does not carry the exam's code.
 */
export function forgetStudent(): void {
  clearSessionStorage();
  forgetAccountTarget();
  void forgetOfflineReads();
  void forgetOfflinePractice();
}
