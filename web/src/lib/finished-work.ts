/** localStorage key: when the student last finished an exercise or a simulator in this browser. */
const FINISHED_WORK_KEY = 'ingresa_finished_work_at';

/** Records that the student finished something: the feedback modal only asks after that. */
export function markFinishedWork(now = Date.now()): void {
  try {
    window.localStorage.setItem(FINISHED_WORK_KEY, String(now));
  } catch {
    // Storage may be blocked: the modal then waits for the invitation button.
  }
}

export function hasFinishedWork(): boolean {
  try {
    return Number(window.localStorage.getItem(FINISHED_WORK_KEY)) > 0;
  } catch {
    return false;
  }
}
