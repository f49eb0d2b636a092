import { useParams } from 'react-router-dom';
import { plainText } from '../../../../shared/math/formulas.ts';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { fetchMiniClass, type MiniClass } from './api.ts';
import { FormattedContent } from './formatted-content.tsx';
import { subjectName, topicTitle } from './labels.ts';
import { educationalMessages, isNotFound } from './messages.ts';
import { ErrorState, subjectsPath } from './page-state.tsx';
import './educational.css';

/** /content/educational/:subjectId/mini-clase/:topicId — the parameter is the mini class id. */
export function MiniClassPage() {
  const { subjectId, topicId } = useParams();
  if (!subjectId || !topicId) return <ErrorState message={educationalMessages.miniClassMissing} />;
  return <MiniClassLoader subjectId={subjectId} miniClassId={topicId} />;
}

function MiniClassLoader({ subjectId, miniClassId }: { subjectId: string; miniClassId: string }) {
  const { state } = useLoader(
    (signal) => fetchMiniClass(subjectId, miniClassId, signal),
    [subjectId, miniClassId],
  );
  useDocumentTitle(
    state.phase === 'ready' ? `${plainText(state.data.data.titulo)} | Ingresá` : 'Mini clase | Ingresá',
  );
  const subjectPath = `${subjectsPath}/${subjectId}`;

  if (state.phase === 'loading') return <Spinner label="Cargando la mini clase…" />;
  if (state.phase === 'error') {
    const back = subjectName(subjectId)
      ? { to: `${subjectPath}?tab=mini-clases`, label: `Volver a ${subjectName(subjectId)}` }
      : undefined;
    return isNotFound(state.status) ? (
      <ErrorState message={educationalMessages.miniClassNotFound} back={back} />
    ) : (
      <ErrorState message={educationalMessages.miniClassFailed} onRetry={state.retry} back={back} />
    );
  }
  return <MiniClassView subjectId={subjectId} miniClass={state.data.data} />;
}

function MiniClassView({ subjectId, miniClass }: { subjectId: string; miniClass: MiniClass }) {
  const subjectPath = `${subjectsPath}/${subjectId}`;
  const subject = subjectName(subjectId) ?? 'la materia';
  const topic = topicTitle(miniClass.tema);
  const practice = `${subjectPath}?${new URLSearchParams({ tab: 'ejercicios', tema: miniClass.tema })}`;

  return (
    <article className="edu edu-reading">
      <nav aria-label="Ruta" className="edu-breadcrumb">
        <Link to={subjectsPath}>Sistema Educativo</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`${subjectPath}?tab=mini-clases`}>{subject}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">Mini clase</span>
      </nav>
      <header className="edu-header">
        <p className="edu-header__eyebrow">
          <span className="tag tag--primary">{topic}</span>
        </p>
        <h1 className="edu-header__title edu-header__title--reading">
          <MathText text={miniClass.titulo} />
        </h1>
      </header>

      <div className="edu-reading__body card">
        <FormattedContent content={miniClass.contenido} />
        {miniClass.figuras.map((figure) => (
          <figure key={figure.alt} className="edu-figure">
            {/* An image, not inline markup: the drawing can carry nothing that runs. */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(figure.svg)}`}
              alt={figure.alt}
            />
          </figure>
        ))}
      </div>

      {miniClass.ejemplos.length > 0 && (
        <section className="edu-examples" aria-labelledby="edu-examples-title">
          <h2 id="edu-examples-title" className="edu-section-title">
            {miniClass.ejemplos.length === 1 ? 'Ejemplo resuelto' : 'Ejemplos resueltos'}
          </h2>
          <ol className="edu-examples__list">
            {miniClass.ejemplos.map((example, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the examples of a mini class are a fixed list.
              <li key={index} className="edu-example">
                <h3 className="edu-example__title">Ejemplo {index + 1}</h3>
                <FormattedContent content={example} headingLevel={4} />
              </li>
            ))}
          </ol>
        </section>
      )}

      <section className="edu-next card" aria-labelledby="edu-next-title">
        <h2 id="edu-next-title" className="edu-next__title">
          ¿Ya lo tenés?
        </h2>
        <p className="edu-next__text">
          Resolvé ejercicios de {topic} y fijate si te sale sin mirar la teoría.
        </p>
        <div className="actions">
          <Link className="button button--primary" to={practice}>
            Practicar ejercicios de {topic}
          </Link>
          <Link className="button" to={`${subjectPath}?tab=mini-clases`}>
            Volver a {subject}
          </Link>
        </div>
      </section>
    </article>
  );
}
