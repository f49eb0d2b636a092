/*
 * The site's icons: Lucide's drawings (ISC License, Copyright (c) Lucide Icons and Contributors),
 * each flattened to one path and drawn by one small component. lucide-react itself costs ~2 KB of
 * gzip on pages that have less than 1 KB left of their first-load budget; these cost their paths.
 */
import type { ReactElement } from 'react';

export interface IconProps {
  /** Width and height in pixels. */
  size?: number;
  className?: string;
  /** Names an icon that stands alone (a button with no text); without it, screen readers skip it. */
  label?: string;
}

function Icon({ d, size = 24, className, label }: IconProps & { d: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={d} />
    </svg>
  );
}

export type IconComponent = (props: IconProps) => ReactElement;

const icon =
  (d: string): IconComponent =>
  (props) => <Icon d={d} {...props} />;

const _circle = 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0';

export const MenuIcon = /* @__PURE__ */ icon('M4 5h16M4 12h16M4 19h16');
export const CloseIcon = /* @__PURE__ */ icon('M18 6 6 18M6 6l12 12');
export const TimerIcon = /* @__PURE__ */ icon('M10 2h4M12 14l3-3M4 14a8 8 0 1 0 16 0a8 8 0 1 0-16 0');
export const ChatIcon = /* @__PURE__ */ icon('M7.9 20A9 9 0 1 0 4 16.1L2 22Z');
export const StepsIcon = /* @__PURE__ */ icon('M13 5h8M13 12h8M13 19h8M3 17l2 2 4-4M3 7l2 2 4-4');
export const LessonIcon = /* @__PURE__ */ icon(
  'M10 7l5 3-5 3zM12 17v4M8 21h8M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
);
export const ChartIcon = /* @__PURE__ */ icon('M3 3v16a2 2 0 0 0 2 2h16M18 17V9M13 17V5M8 17v-3');
export const BookIcon = /* @__PURE__ */ icon(
  'M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2zM22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z',
);
