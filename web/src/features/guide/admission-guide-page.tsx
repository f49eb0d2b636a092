import { ADMISSION_GUIDE_TITLE } from '../../../../shared/domain/admission-guide-path.ts';
import { Link } from '../../components/link.tsx';
import { PageIndex } from '../../components/page-index.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { guideSections, regionalLinks } from './guide-sections.prebuilt.ts';

/**
 * "Cómo es el ingreso": the course, its modalities and dates, the exam, what weighs most and when to
 * start, from the exam calendar and the syllabus map as of the build (the page is prerendered). It
 * shares the legal pages' reading layout (legal.css).
 */
export default function AdmissionGuidePage() {
  useDocumentTitle(`${ADMISSION_GUIDE_TITLE} | Ingresá`);
  return (
    <main className="legal">
      <article className="legal__inner">
        <header className="legal__header">
          <h1>{ADMISSION_GUIDE_TITLE}</h1>
          <p className="lead">
            El curso, las modalidades y sus fechas, cómo es el examen, qué temas pesan más y cuándo conviene
            empezar.
          </p>
        </header>
        <PageIndex sections={guideSections} />
        {guideSections.map((section) => (
          <section key={section.id} className="legal__section" aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section className="legal__section" aria-labelledby="guide-regionals">
          <h2 id="guide-regionals">El ingreso en tu facultad</h2>
          <p>Cada regional arma su curso a su manera. Mirá lo que publica la tuya, con cada fuente citada:</p>
          <ul className="guide-regionals">
            {regionalLinks.map((regional) => (
              <li key={regional.path}>
                <Link to={regional.path}>{regional.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="legal__section" aria-labelledby="guide-next">
          <h2 id="guide-next">Empezá hoy</h2>
          <p>Probá cinco preguntas con tiempo y corrección paso a paso, gratis y sin registrarte.</p>
          <p className="actions">
            <Link className="button button--primary" to="/probar">
              Probar un mini simulacro
            </Link>{' '}
            <Link className="button" to="/plans">
              Ver planes
            </Link>
          </p>
        </section>
      </article>
    </main>
  );
}
