import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import { legalLinks } from '../legal/legal-links.ts';

export function ContentFooter() {
  return (
    <footer className="content-footer">
      <p>
        ¿Necesitás ayuda? Escribinos a <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <ul className="content-footer__links">
        {legalLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <p>Ingresá · Preparación para el ingreso a la UTN</p>
    </footer>
  );
}
