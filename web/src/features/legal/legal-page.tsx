import type { ReactNode } from 'react';
import { PageIndex } from '../../components/page-index.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

/** The date both legal pages were last changed, as students read dates (dd/mm/aaaa). */
const LEGAL_UPDATED = '25/11/2026';

export interface LegalSection {
  /** The section's anchor: `/privacidad#derechos`. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The layout both legal pages share: the title, the date of the last change, a short summary, an
 * index of the sections (plain anchors) and the sections themselves. Its styles are in legal.css,
 * which ships with the entry's stylesheet so the prerendered HTML is styled before any script runs.
 */
export function LegalPage({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
}) {
  useDocumentTitle(`${title} | Ingresá`);
  return (
    <main className="legal">
      <article className="legal__inner">
        <header className="legal__header">
          <h1>{title}</h1>
          <p className="legal__updated">{`Última actualización: ${LEGAL_UPDATED}`}</p>
        </header>
        <section className="legal__summary" aria-labelledby="legal-summary">
          <h2 id="legal-summary">En pocas palabras</h2>
          {summary}
        </section>
        <PageIndex sections={sections} />
        {sections.map((section) => (
          <section key={section.id} className="legal__section" aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </article>
    </main>
  );
}
