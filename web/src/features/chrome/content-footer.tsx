import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import { LegalLinks } from '../../components/legal-links.tsx';

export function ContentFooter() {
  return (
    <footer className="content-footer">
      <p>
        ¿Necesitás ayuda? Escribinos a <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <LegalLinks className="content-footer__links" />
      <p>Ingresá · Preparación para el ingreso a la UTN</p>
    </footer>
  );
}
