/**
 * "En esta página": plain anchors to a reading page's sections (legal pages, "Cómo es el ingreso").
 * Its styles are the `legal__index` rules in legal.css.
 */
export function PageIndex({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav className="legal__index" aria-labelledby="page-index">
      <h2 id="page-index">En esta página</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
