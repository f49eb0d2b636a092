/**
 * Where the student is in a simulator and the option chosen there, kept in this tab's
 * sessionStorage (per simulator) so that a reload comes back to the same question and choice.
 */
export interface Selection {
  index: number;
  option: number | null;
}

const selectionKey = (simulatorId: string) => `simulator_selection:${simulatorId}`;

export function readSelection(simulatorId: string): Selection | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(selectionKey(simulatorId)) ?? 'null') as {
      index?: unknown;
      option?: unknown;
    } | null;
    if (typeof stored?.index !== 'number') return null;
    return { index: stored.index, option: typeof stored.option === 'number' ? stored.option : null };
  } catch {
    return null;
  }
}

export function saveSelection(simulatorId: string, selection: Selection): void {
  try {
    window.sessionStorage.setItem(selectionKey(simulatorId), JSON.stringify(selection));
  } catch {
    // Storage may be blocked: the choice is then only lost on a reload.
  }
}

export function forgetSelection(simulatorId: string): void {
  try {
    window.sessionStorage.removeItem(selectionKey(simulatorId));
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
