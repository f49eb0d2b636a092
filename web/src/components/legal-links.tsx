import { Link } from './link.tsx';

/**
 * The buttons Argentine consumer law asks for in plain sight, with no login or registration (Ley 24.240
 * art. 34, Res. SCI 424/2020, Disp. 954/2025): on the landing's first screen and in every footer.
 * Their names are the law's words; each is a prerendered public page.
 */
export const consumerLinks = [
  { href: '/arrepentimiento', label: 'Botón de arrepentimiento' },
  { href: '/baja', label: 'Botón de baja de servicio' },
] as const;

/** The legal pages (Ley 25.326 and Ley 24.240) and the consumer buttons, linked from every footer. */
const legalLinks = [
  { href: '/privacidad', label: 'Política de privacidad' },
  { href: '/terminos', label: 'Términos y condiciones' },
  ...consumerLinks,
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
