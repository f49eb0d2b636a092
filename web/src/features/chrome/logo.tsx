import { Link } from 'react-router-dom';

/** The brand mark and name, linking home (or to the dashboard inside the subscriber area). */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M9 22V10h3v12zm6 0V10h2.6l4.4 7V10h3v12h-2.6L18 15v7z" fill="#fff" />
      </svg>
      <span>Ingresá</span>
    </Link>
  );
}
