import type { Tone } from './subscription-format.ts';

const marks: Record<Tone, string> = {
  ok: 'm8.5 12.5 2.5 2.5 4.5-5',
  pending: 'M12 7v5l3 2',
  error: 'm9 9 6 6m0-6-6 6',
  refunded: 'M10 8.5 7.5 11l2.5 2.5M7.5 11H14a2.5 2.5 0 0 1 0 5h-1.5',
  none: 'M8 12h8',
};

/** A circled mark beside a state's words (never instead of them). */
export function StatusIcon({ tone }: { tone: Tone }) {
  return (
    <svg
      className="status-icon"
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9.5" />
      <path d={marks[tone]} />
    </svg>
  );
}
