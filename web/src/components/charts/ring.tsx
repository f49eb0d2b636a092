import { percent } from '../student-progress.ts';
import { clampShare, markText } from './chart-text.ts';
import './charts.css';

export interface RingProps {
  /** A share from 0 to 100, or null while there is nothing to measure (an empty ring with a dash). */
  value: number | null;
  /** What the value is ("Precisión"); it starts the sentence screen readers read. */
  label: string;
  /** A short line under the number, inside the ring ("12 de 18"). */
  detail?: string;
  /** A tick on the ring, such as the pass mark: `{ value: 40, label: '4' }`. */
  mark?: { value: number; label: string };
  /** Diameter in CSS pixels. */
  size?: number;
  /** Said instead of a number when `value` is null. */
  emptyText?: string;
}

const RADIUS = 42;
const CENTER = 50;

/** Where on the ring a share falls, clockwise from the top. */
function pointAt(share: number, radius: number): { x: number; y: number } {
  const angle = (share / 100) * 2 * Math.PI - Math.PI / 2;
  return { x: CENTER + radius * Math.cos(angle), y: CENTER + radius * Math.sin(angle) };
}

/** The sentence the ring stands for, e.g. "Precisión: 67%, arriba del 4. 12 de 18". */
export function ringSentence({
  value,
  label,
  detail,
  mark,
  emptyText = 'sin datos todavía',
}: Omit<RingProps, 'size'>): string {
  if (value === null) return `${label}: ${emptyText}.`;
  const against = mark ? `, ${markText(value, mark).toLowerCase()}` : '';
  return `${label}: ${percent(value)}${against}.${detail ? ` ${detail}.` : ''}`;
}

/** A share drawn as a ring with the number in the middle: one picture, one sentence for screen readers. */
export function Ring({ value, label, detail, mark, size = 120, emptyText = 'Sin datos todavía' }: RingProps) {
  const share = value === null ? 0 : clampShare(value);
  const inner = mark && pointAt(clampShare(mark.value), RADIUS - 9);
  const outer = mark && pointAt(clampShare(mark.value), RADIUS + 9);
  return (
    <div
      className="ring"
      role="img"
      aria-label={ringSentence({ value, label, detail, mark, emptyText })}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="ring__track" cx={CENTER} cy={CENTER} r={RADIUS} />
        {share > 0 && (
          <circle
            className="ring__value"
            cx={CENTER}
            cy={CENTER}
            r={RADIUS}
            pathLength={100}
            strokeDasharray={`${share} 100`}
            transform={`rotate(-90 ${CENTER} ${CENTER})`}
          />
        )}
        {inner && outer && (
          <line className="ring__mark" x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} />
        )}
      </svg>
      <span className="ring__text" aria-hidden="true">
        <span className="ring__number">{value === null ? '—' : percent(value)}</span>
        {(value === null ? emptyText : detail) && (
          <span className="ring__detail">{value === null ? emptyText : detail}</span>
        )}
      </span>
    </div>
  );
}
