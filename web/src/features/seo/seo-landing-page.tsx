import { FacultyPick } from '../../components/faculty-pick.tsx';
import { Link } from '../../components/link.tsx';
import type { SeoPageContent } from './seo-copy.ts';
import './seo.css';

const badges = ['Más de 700 estudiantes', 'Más de 400 ejercicios y mini clases', 'Cancelás cuando quieras'];

/** Paragraphs of a section are separated by a blank line. */
function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
}

/** The layout every SEO landing page shares; only the copy changes. */
/** The SEO page that shows what the simulators are like. */
const SIMULATOR_PAGE = 'simulador-utn';

/** `regional`: on a «Cómo es el ingreso» page of one regional, its id, offered as the visitor's faculty. */
export function SeoLandingPage({
  content,
  regional,
}: {
  content: SeoPageContent;
  regional?: string | undefined;
}) {
  return (
    <main className="seo">
      <section className="seo-hero" aria-labelledby="seo-title">
        <div className="seo-hero__inner">
          <h1 id="seo-title">{content.heroTitle}</h1>
          <p className="lead">{content.heroSubtitle}</p>
          <ul className="seo-hero__badges">
            {badges.map((badge) => (
              <li key={badge} className="seo-badge">
                {badge}
              </li>
            ))}
          </ul>
          <div className="actions">
            <Link className="button button--primary" to="/plans">
              Ver planes
            </Link>
          </div>
        </div>
      </section>
      {content.sections.map((section, index) => (
        <section
          key={section.title}
          className={`seo-section${index % 2 === 0 ? ' seo-section--tinted' : ''}`}
          aria-labelledby={`seo-section-${index}`}
        >
          <div className="seo-section__inner">
            <h2 id={`seo-section-${index}`}>{section.title}</h2>
            {paragraphs(section.content).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </section>
      ))}
      <section className="seo-cta" aria-labelledby="seo-cta-title">
        <h2 id="seo-cta-title">Empezá hoy tu preparación para la UTN</h2>
        <p>Simuladores ilimitados, ejercicios resueltos paso a paso y un tutor con IA a toda hora.</p>
        <div className="actions seo-cta__actions">
          <Link className="button button--primary" to="/plans">
            Comenzar mi preparación
          </Link>
          {/* A visitor sees what the simulators are like, never a bare login form. */}
          <Link
            className="button button--on-dark"
            to={content.slug === SIMULATOR_PAGE ? '/probar' : `/${SIMULATOR_PAGE}`}
          >
            Ver simuladores
          </Link>
          <Link className="button button--on-dark" to="/probar">
            Probá gratis 5 preguntas
          </Link>
        </div>
        <FacultyPick preset={regional} loadWhenNear />
      </section>
    </main>
  );
}

/** A path whose keyword is missing or is not one a URL can carry. */
export function InvalidKeywordPage() {
  return (
    <main className="seo seo-invalid">
      <h1>Error: Keyword no válida</h1>
      <p className="lead">
        No pudimos reconocer la palabra clave de esta dirección. Revisá que la URL esté bien escrita: solo
        lleva letras minúsculas, números y guiones.
      </p>
      <Link className="button button--primary" to="/">
        Ir al inicio
      </Link>
    </main>
  );
}
