/** The legal pages (Ley 25.326 and Ley 24.240), linked from every footer; each is a prerendered page. */
export const legalLinks = [
  { href: '/privacidad', label: 'Política de privacidad' },
  { href: '/terminos', label: 'Términos y condiciones' },
] as const;
