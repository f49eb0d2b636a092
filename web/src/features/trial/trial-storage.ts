/** The trial this tab is running, so a reload picks it up again (its id is all the server needs). */
const KEY = 'trial_current';

export function readCurrentTrial(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberCurrentTrial(id: string | null): void {
  try {
    if (id === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, id);
  } catch {
    // Storage may be blocked: a reload then starts from the subject choice.
  }
}
