import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { preloadKatex } from '../../lib/katex-loader.ts';
import { practiceLink } from '../../lib/practice-link.ts';
import { useLoader } from '../../lib/use-loader.ts';
import {
  type ExerciseSummary,
  fetchSubject,
  type MiniClassSummary,
  type SubjectDetail,
  type SyllabusTopic,
} from './api.ts';
import { countLabel, exerciseTypeLabels, topicTitle } from './labels.ts';
import { educationalMessages, isNotFound } from './messages.ts';
import { ErrorState, subjectsPath } from './page-state.tsx';
import { PracticeStateTag } from './practice-state-tag.tsx';
import { parseTab, type SubjectTab, subjectTabs, tabIndexAfterKey } from './subject-tabs.ts';
import { videoEmbedUrl } from './video-embed.ts';
import './educational.css';

type TopicMastery = SubjectDetail['dominio'][number];

/** Exercises are shown a page at a time: a subject has more than a hundred. */
const exercisesPerPage = 20;

/** What the area shows under a subject's heading: the offline practice packs (#34), from their own feature. */
type SubjectSlot = (subject: { id: SubjectId; name: string }) => ReactNode;

/** /content/educational/:subjectId?tab=temario|mini-clases|ejercicios&tema=… */
export function SubjectPage({ offlinePractice }: { offlinePractice?: SubjectSlot }) {
  const { subjectId } = useParams();
  if (!subjectId) return <ErrorState message={educationalMessages.subjectMissing} />;
  return <SubjectLoader subjectId={subjectId} offlinePractice={offlinePractice} />;
}

function SubjectLoader({
  subjectId,
  offlinePractice,
}: {
  subjectId: string;
  offlinePractice: SubjectSlot | undefined;
}) {
  const [searchParams] = useSearchParams();
  const formulas = parseTab(searchParams.get('tab')) === 'ejercicios';
  const { state } = useLoader((signal) => fetchSubject(subjectId, signal, { formulas }), [subjectId]);
  useDocumentTitle(
    state.phase === 'ready' ? `${state.data.data.nombre} | Ingresá` : 'Sistema Educativo | Ingresá',
  );

  if (state.phase === 'loading') return <Spinner label="Cargando la materia…" />;
  if (state.phase === 'error') {
    return isNotFound(state.status) ? (
      <ErrorState message={educationalMessages.subjectNotFound} />
    ) : (
      <ErrorState message={educationalMessages.subjectFailed} onRetry={state.retry} />
    );
  }
  return <SubjectView subject={state.data.data} offlinePractice={offlinePractice} />;
}

function SubjectView({
  subject,
  offlinePractice,
}: {
  subject: SubjectDetail;
  offlinePractice: SubjectSlot | undefined;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const tema = searchParams.get('tema') || null;
  // A subtopic narrows the exercises only (mini classes are per topic), and only inside its topic.
  const subtema =
    (tema && searchParams.get('subtema')?.startsWith(`${tema}.`) && searchParams.get('subtema')) || null;
  const miniClasses = tema ? subject.miniClases.filter((m) => m.tema === tema) : subject.miniClases;
  const exercises = subject.ejercicios.filter(
    (e) => (!tema || e.tema === tema) && (!subtema || e.subtema === subtema),
  );
  const counts: Record<SubjectTab, number> = {
    temario: subject.temario.length,
    'mini-clases': miniClasses.length,
    ejercicios: exercises.length,
  };
  const titleOf = (topic: string) => subject.temario.find((t) => t.id === topic)?.titulo ?? topicTitle(topic);

  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectTab = (next: SubjectTab) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = subjectTabs.findIndex((t) => t.id === tab);
    const next = tabIndexAfterKey(current, event.key);
    const target = next === null ? undefined : subjectTabs[next];
    if (next === null || !target) return;
    event.preventDefault();
    selectTab(target.id);
    tabButtons.current[next]?.focus();
  };

  return (
    <div className="edu">
      <nav aria-label="Ruta" className="edu-breadcrumb">
        <Link to={subjectsPath}>Sistema Educativo</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{subject.nombre}</span>
      </nav>
      <header className="edu-header">
        <h1 className="edu-header__title">{subject.nombre}</h1>
        <p className="lead">{subject.descripcion}</p>
      </header>

      <div
        role="tablist"
        aria-label={`Contenido de ${subject.nombre}`}
        className="edu-tabs"
        onKeyDown={onTabKeyDown}
      >
        {subjectTabs.map((t, index) => (
          <button
            key={t.id}
            ref={(element) => {
              tabButtons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`edu-tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls={`edu-panel-${t.id}`}
            tabIndex={t.id === tab ? 0 : -1}
            className="edu-tabs__tab"
            onClick={() => selectTab(t.id)}
            // The exercises' statements carry formulas: KaTeX starts on the way as the student heads there.
            {...(t.id === 'ejercicios' ? { onPointerEnter: preloadKatex, onFocus: preloadKatex } : {})}
          >
            {t.label} <span className="edu-tabs__count">{counts[t.id]}</span>
          </button>
        ))}
      </div>

      {subjectTabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`edu-panel-${t.id}`}
          aria-labelledby={`edu-tab-${t.id}`}
          hidden={t.id !== tab}
          tabIndex={t.id === tab ? 0 : undefined}
          className="edu-panel"
        >
          {t.id === tab && tab === 'ejercicios' && tema && subtema && (
            <SubtopicChip title={subtopicTitle(subject, subtema) ?? titleOf(tema)} topic={tema} />
          )}
          {t.id === tab && tab !== 'temario' && tema && !(tab === 'ejercicios' && subtema) && (
            <TopicChip title={titleOf(tema)} tab={tab} />
          )}
          {t.id === tab && tab === 'temario' && <Syllabus subject={subject} />}
          {t.id === tab && tab === 'mini-clases' && (
            <MiniClassList subjectId={subject.id} miniClasses={miniClasses} titleOf={titleOf} />
          )}
          {t.id === tab && tab === 'ejercicios' && (
            <ExerciseList
              key={`${tema ?? ''}/${subtema ?? ''}`}
              subjectId={subject.id}
              exercises={exercises}
              titleOf={titleOf}
            />
          )}
        </div>
      ))}
      {/* After the lists: it arrives with its own chunk and reads the device, and moves nothing above it. */}
      {offlinePractice?.({ id: subject.id, name: subject.nombre })}
    </div>
  );
}

/** "Tema: Funciones · ver todos": the topic filter in force and the way out of it. */
function TopicChip({ title, tab }: { title: string; tab: SubjectTab }) {
  return (
    <p className="edu-chip">
      <span>
        Tema: <strong>{title}</strong>
      </span>
      <span aria-hidden="true"> · </span>
      <Link to={`?tab=${tab}`} replace>
        ver todos
      </Link>
    </p>
  );
}

/** "Subtema: Dominio e imagen · ver todo el tema": where «Practicá» opened the list, and the way to the topic. */
function SubtopicChip({ title, topic }: { title: string; topic: string }) {
  return (
    <p className="edu-chip">
      <span>
        Subtema: <strong>{title}</strong>
      </span>
      <span aria-hidden="true"> · </span>
      <Link to={`?${new URLSearchParams({ tab: 'ejercicios', tema: topic })}`} replace>
        ver todo el tema
      </Link>
    </p>
  );
}

/** A subtopic's title, as the mastery names it; a link kept from another day may name one it no longer does. */
function subtopicTitle(subject: SubjectDetail, id: string): string | undefined {
  return subject.dominio.find((topic) => topic.practicar.id === id)?.practicar.titulo;
}

function Syllabus({ subject }: { subject: SubjectDetail }) {
  const count = (list: readonly { tema: string }[], topic: string) =>
    list.filter((x) => x.tema === topic).length;
  const solvedOnly = subject.ejercicios.filter((e) => e.estado === 'resuelto');
  return (
    <ol className="edu-syllabus">
      {subject.temario.map((topic, index) => (
        <SyllabusItem
          key={topic.id}
          topic={topic}
          number={index + 1}
          miniClasses={count(subject.miniClases, topic.id)}
          exercises={count(subject.ejercicios, topic.id)}
          solved={count(solvedOnly, topic.id)}
          mastery={subject.dominio.find((m) => m.tema === topic.id)}
          subjectId={subject.id}
        />
      ))}
    </ol>
  );
}

function SyllabusItem({
  topic,
  number,
  miniClasses,
  exercises,
  solved,
  mastery,
  subjectId,
}: {
  topic: SyllabusTopic;
  number: number;
  miniClasses: number;
  exercises: number;
  solved: number;
  mastery: TopicMastery | undefined;
  subjectId: string;
}) {
  const video = topic.videoUrl ? videoEmbedUrl(topic.videoUrl) : null;
  const query = (tab: SubjectTab) => `?${new URLSearchParams({ tab, tema: topic.id })}`;
  return (
    <li className="edu-topic card">
      <h2 className="edu-topic__title">
        <span className="edu-topic__number" aria-hidden="true">
          {number}
        </span>
        <span>
          <span className="visually-hidden">Tema {number}: </span>
          {topic.titulo}
        </span>
      </h2>
      {mastery && <MasteryBar subjectId={subjectId} mastery={mastery} topicTitle={topic.titulo} />}
      {topic.descripcion && (
        <p className="edu-topic__description">
          <MathText text={topic.descripcion} />
        </p>
      )}
      {video && (
        <div className="edu-video">
          <iframe
            src={video}
            title={`Video: ${topic.titulo}`}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {topic.subtemas.length > 0 && (
        <>
          <h3 className="edu-topic__subtitle">Subtemas</h3>
          <ul className="edu-topic__subtopics">
            {topic.subtemas.map((subtopic) => (
              <li key={subtopic}>
                <MathText text={subtopic} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="edu-topic__links">
        {miniClasses > 0 && (
          <Link to={query('mini-clases')}>
            {countLabel(miniClasses, 'mini clase', 'mini clases')}
            <span className="visually-hidden"> de {topic.titulo}</span>
          </Link>
        )}
        {exercises > 0 && (
          <Link to={query('ejercicios')}>
            {countLabel(exercises, 'ejercicio', 'ejercicios')}
            <span className="visually-hidden"> de {topic.titulo}</span>
            {solved > 0 && ` (${countLabel(solved, 'resuelto', 'resueltos')})`}
          </Link>
        )}
      </div>
    </li>
  );
}

/** What the bar says: a figure only on enough answers, never praise on too few. */
function masteryText(mastery: TopicMastery): string {
  if (mastery.dominio !== null) return `${mastery.dominio} % dominado`;
  return mastery.respuestas === 0 ? 'Sin datos todavía' : 'Todavía no tenemos suficientes respuestas';
}

const practiceReasons: Record<TopicMastery['practicar']['motivo'], string> = {
  reforzar: 'Para reforzar',
  seguir: 'Seguí con',
  empezar: 'Empezá por',
};

/** The topic's mastery as a bar with its value in words, and «Practicá» on the subtopic to work on next. */
function MasteryBar({
  subjectId,
  mastery,
  topicTitle,
}: {
  subjectId: string;
  mastery: TopicMastery;
  topicTitle: string;
}) {
  const { practicar } = mastery;
  const to = practiceLink(subjectId, mastery.tema, practicar.id);
  return (
    <div className="edu-mastery">
      <p className="edu-mastery__row">
        <span className="visually-hidden">Tu dominio de {topicTitle}: </span>
        <span
          className={
            mastery.dominio === null ? 'edu-mastery__bar edu-mastery__bar--none' : 'edu-mastery__bar'
          }
          aria-hidden="true"
        >
          {mastery.dominio !== null && <span style={{ width: `${mastery.dominio}%` }} />}
        </span>
        <span
          className={
            mastery.dominio === null ? 'edu-mastery__value edu-mastery__value--none' : 'edu-mastery__value'
          }
        >
          {masteryText(mastery)}
          {mastery.respuestas > 0 && (
            <span className="edu-mastery__answers">
              {' '}
              · {countLabel(mastery.respuestas, 'respuesta', 'respuestas')}
            </span>
          )}
        </span>
      </p>
      <div className="edu-mastery__next">
        <Link
          className="button edu-mastery__practice"
          to={to}
          onPointerEnter={preloadKatex}
          onFocus={preloadKatex}
        >
          Practicá<span className="visually-hidden">: {practicar.titulo}</span>
        </Link>
        <p className="edu-mastery__subtopic">
          {practiceReasons[practicar.motivo]}: <MathText text={practicar.titulo} />
        </p>
      </div>
    </div>
  );
}

function MiniClassList({
  subjectId,
  miniClasses,
  titleOf,
}: {
  subjectId: string;
  miniClasses: MiniClassSummary[];
  titleOf: (topic: string) => string;
}) {
  if (miniClasses.length === 0) {
    return <p className="edu-empty">Todavía no hay mini clases para este tema. Probá con los ejercicios.</p>;
  }
  return (
    <ul className="edu-cards">
      {miniClasses.map((miniClass) => (
        <li key={miniClass.id} className="edu-card card">
          <p className="edu-card__meta">
            <span className="tag tag--primary">{titleOf(miniClass.tema)}</span>
          </p>
          <h2 className="edu-card__title">
            <MathText text={miniClass.titulo} />
          </h2>
          <p className="edu-card__text">{miniClass.resumen}</p>
          <Link className="edu-card__link" to={`${subjectsPath}/${subjectId}/mini-clase/${miniClass.id}`}>
            Leer más<span className="visually-hidden">: {miniClass.titulo}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ExerciseList({
  subjectId,
  exercises,
  titleOf,
}: {
  subjectId: string;
  exercises: ExerciseSummary[];
  titleOf: (topic: string) => string;
}) {
  const [shown, setShown] = useState(exercisesPerPage);
  const firstNew = useRef<HTMLAnchorElement>(null);
  if (exercises.length === 0) {
    return <p className="edu-empty">Todavía no hay ejercicios para este tema.</p>;
  }
  const showMore = () => {
    setShown((count) => count + exercisesPerPage);
    // Keyboard users continue from the first exercise that just appeared.
    requestAnimationFrame(() => firstNew.current?.focus());
  };
  const solved = exercises.filter((e) => e.estado === 'resuelto').length;
  const started = exercises.filter((e) => e.estado !== 'pendiente').length;
  return (
    <>
      {started > 0 && (
        <div className="edu-progress">
          <p className="edu-progress__text">
            Resolviste <strong>{solved.toLocaleString('es-AR')}</strong> de{' '}
            {countLabel(exercises.length, 'ejercicio', 'ejercicios')}
            {started > solved && ` · ${countLabel(started - solved, 'intentado', 'intentados')} sin resolver`}
          </p>
          <div className="edu-progress__bar" aria-hidden="true">
            <span style={{ width: `${(solved / exercises.length) * 100}%` }} />
          </div>
        </div>
      )}
      <ol className="edu-cards">
        {exercises.slice(0, shown).map((exercise, index) => (
          <li key={exercise.id} className="edu-card card">
            <p className="edu-card__meta">
              <span className="tag tag--accent">{exerciseTypeLabels[exercise.tipo]}</span>
              <span className="tag tag--primary">{titleOf(exercise.tema)}</span>
              <PracticeStateTag state={exercise.estado} />
            </p>
            <p className="edu-card__question">
              <MathText text={exercise.pregunta} />
            </p>
            <Link
              ref={index === shown - exercisesPerPage && index > 0 ? firstNew : undefined}
              className="edu-card__link"
              to={`${subjectsPath}/${subjectId}/ejercicio/${exercise.id}`}
            >
              Resolver<span className="visually-hidden"> el ejercicio {index + 1}</span>
            </Link>
          </li>
        ))}
      </ol>
      {shown < exercises.length && (
        <div className="edu-more">
          <p className="edu-more__count">
            Estás viendo {Math.min(shown, exercises.length)} de {exercises.length} ejercicios.
          </p>
          <button type="button" className="button" onClick={showMore}>
            Mostrar más ejercicios
          </button>
        </div>
      )}
    </>
  );
}
