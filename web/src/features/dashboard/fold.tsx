import { type ReactNode, useState } from 'react';

/** Wide enough that the dashboard shows everything open: the fold is for phones (#30). */
const WIDE = '(min-width: 48em)';

const wideScreen = () => typeof window !== 'undefined' && window.matchMedia?.(WIDE).matches === true;

/**
 * A part of the dashboard that is not essential to the day: folded on a phone, so the session, the
 * goal, the review and the plan's next step fit in its first two screens; open on a wide screen. A
 * native disclosure, so the keyboard and screen readers know it without help. What it holds is drawn
 * the first time it opens, not before: a phone's first screen does not pay for what it does not show.
 */
export function Fold({
  summary,
  className,
  children,
}: {
  summary: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(wideScreen);
  const [opened, setOpened] = useState(open);
  return (
    <details
      className={className ? `dash-fold ${className}` : 'dash-fold'}
      open={open}
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        setOpen(nowOpen);
        if (nowOpen) setOpened(true);
      }}
    >
      <summary className="dash-fold__summary">{summary}</summary>
      <div className="dash-fold__body">{opened && children}</div>
    </details>
  );
}
