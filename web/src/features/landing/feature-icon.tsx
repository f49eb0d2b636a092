import type { Feature } from './landing-content.ts';

const paths: Record<Feature['icon'], string> = {
  timer: 'M9 2h6M12 14l3-3M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16z',
  chat: 'M4 5h16v11H9l-5 4z M8 10h8M8 13h5',
  steps: 'M4 20h4v-4h4v-4h4V8h4 M4 4l4 4',
  play: 'M3 5h18v12H3z M10 8.5v5l4.5-2.5z M8 21h8',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  book: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
};

export function FeatureIcon({ name }: { name: Feature['icon'] }) {
  return (
    <svg className="feature-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
