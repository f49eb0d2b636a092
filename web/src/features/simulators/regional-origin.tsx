import type { Figure } from '../../../../shared/domain/regional-exam.ts';

/**
 * Where a figure of a regional's exam comes from: links to its sources, or the general reference; nothing
 * for a figure left unknown (its text says so).
 */
export function Origin({ figure }: { figure: Figure<unknown> }) {
  if (figure.origin === 'referencia' && figure.value === null) return null;
  if (figure.origin === 'referencia')
    return (
      <span className="regional-preset__origin regional-preset__origin--reference">referencia general</span>
    );
  return (
    <span className="regional-preset__origin">
      {figure.sources.map((source, index) => (
        <a key={source.url} href={source.url} target="_blank" rel="noopener noreferrer">
          {figure.sources.length > 1 ? `fuente ${index + 1}` : 'fuente'}
          <span className="visually-hidden">: {source.title}</span>
        </a>
      ))}
    </span>
  );
}
