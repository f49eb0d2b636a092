import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import { LegalLinks } from '../../components/legal-links.tsx';
import { Link } from '../../components/link.tsx';

/** Guides every visitor (and crawler) can reach from any public page; each is a prerendered page. */
export const footerGuides = [
  { href: '/ingreso', label: 'Ingreso a la UTN' },
  { href: '/simulador-utn', label: 'Simulador de examen UTN' },
  { href: '/tutor-ia-utn', label: 'Tutor con IA' },
  { href: '/precios-utn', label: 'Precios' },
  { href: '/ingreso/ingenieria-en-sistemas', label: 'Ingreso a Ingeniería en Sistemas' },
  { href: '/ingreso/ingenieria-civil', label: 'Ingreso a Ingeniería Civil' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">Ingresá</p>
          <p>Preparación online para el ingreso a la UTN: matemática, física y química.</p>
        </div>
        <nav aria-label="Pie de página" className="site-footer__nav">
          <div>
            <p className="site-footer__title">Ingresá</p>
            <ul>
              <li>
                <a href="/#features">Qué incluye</a>
              </li>
              <li>
                <a href="/#pricing">Planes y precios</a>
              </li>
              <li>
                <a href="/#faq">Preguntas frecuentes</a>
              </li>
              <li>
                <Link to="/login">Ingresar a tu cuenta</Link>
              </li>
            </ul>
          </div>
          <div>
            <p className="site-footer__title">Guías</p>
            <ul>
              {footerGuides.map((guide) => (
                <li key={guide.href}>
                  {/* Plain links: each guide is its own prerendered page with its copy embedded. */}
                  <a href={guide.href}>{guide.label}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className="site-footer__contact">
            <p className="site-footer__title">Contacto</p>
            <ul>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="site-footer__legal">
        <p>Ingresá · Hecho en Argentina para aspirantes a la UTN</p>
        <LegalLinks />
      </div>
    </footer>
  );
}
