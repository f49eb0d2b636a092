import type { PracticeState } from './api.ts';
import { practiceStateLabels } from './labels.ts';

/** "✓ Resuelto" or "↻ Intentado"; nothing for an exercise not tried yet. */
export function PracticeStateTag({ state }: { state: PracticeState }) {
  if (state === 'pendiente') return null;
  const { icon, text } = practiceStateLabels[state];
  return (
    <span className={`edu-state-tag edu-state-tag--${state}`}>
      <span aria-hidden="true">{icon}</span> {text}
    </span>
  );
}
