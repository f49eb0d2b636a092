import { Link } from '../../components/link.tsx';

/**
 * The brand: an "í" whose stem ends in a check (the accent in the warm colour), and the name.
 * Links home, or to the dashboard inside the subscriber area.
 */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M12.5 13.5v8a3 3 0 0 0 5.2 2l6-7"
          fill="none"
          stroke="#fff"
          strokeWidth="3.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M12.8 9.2 17 5.6" stroke="var(--color-accent)" strokeWidth="3.4" strokeLinecap="round" />
      </svg>
      <span>Ingresá</span>
    </Link>
  );
}
