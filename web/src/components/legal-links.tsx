import { Link } from './link.tsx';

/** The legal pages (Ley 25.326 and Ley 24.240), linked from every footer; each is a prerendered page. */
const legalLinks = [
  { href: '/privacidad', label: 'Política de privacidad' },
  { href: '/terminos', label: 'Términos y condiciones' },
] as const;

export function LegalLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {legalLinks.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
