import type { ReactNode } from 'react';
import { ADMISSION_GUIDE_PATH } from '../../../../shared/domain/admission-guide-path.ts';
import { subjectIds } from '../../../../shared/domain/subjects.ts';
import { DailyChart } from '../../components/charts/daily-chart.tsx';
import { Ring } from '../../components/charts/ring.tsx';
import { passMark, SubjectBars } from '../../components/charts/subject-bars.tsx';
import { LevelCard } from '../../components/level-card.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { nextLevelHint, percent } from '../../components/student-progress.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { practiceLink } from '../../lib/practice-link.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { emptyDashboard } from './api.ts';
import { BookletDownload } from './booklet-download.tsx';
import { Fold } from './fold.tsx';
import { GoalCard } from './goal-card.tsx';
import { fetchDashboardHome, partOf } from './home-api.ts';
import { dateAr, subjectLabel, topicLabel } from './labels.ts';
import { ReviewCard } from './review-card.tsx';
import { SessionStart } from './session-start.tsx';
import { StudyPlanCard, useStudyPlan } from './study-plan-card.tsx';
import './dashboard.css';
import './learning.css';
import { Link } from '../../components/link.tsx';

const actions = [
  {
    to: '/content/simuladores',
    title: 'Simuladores',
    text: 'Rendí un examen de práctica con reloj, como el día del ingreso.',
    cta: 'Hacer un simulador',
  },
  {
    to: '/content/estadisticas',
    title: 'Estadísticas detalladas',
    text: 'Mirá tu progreso por materia y por tema, y en qué conviene poner foco.',
    cta: 'Ver mis estadísticas',
  },
  {
    to: '/content/educational',
    title: 'Sistema Educativo',
    text: 'Temario, mini clases y ejercicios con la explicación paso a paso.',
    cta: 'Ir a estudiar',
  },
  {
    to: ADMISSION_GUIDE_PATH,
    title: 'Cómo es el ingreso',
    text: 'Modalidades y fechas, cómo es el examen, qué temas pesan más y cuándo empezar.',
    cta: 'Leer la guía',
  },
] as const;

interface DashboardPageProps {
  /** The feedback invitation, composed in by the route so this feature does not import another. */
  feedback?: ReactNode;
}

export function DashboardPage({ feedback }: DashboardPageProps) {
  useDocumentTitle('Dashboard | Ingresá');
  // One request for the first screen (#30); it needs no id, so it leaves beside the gate's session check.
  const { state } = useLoader(fetchDashboardHome, []);
  // The plan's own request: read once, by its card and by the session's button.
  const plan = useStudyPlan();

  const loading = state.phase === 'loading';
  // Numbers that cannot be loaded show as a fresh start, never a blank page.
  const data = state.phase === 'ready' ? state.data.statistics : emptyDashboard();
  const value = (text: string) => (loading ? '…' : text);

  return (
    <div className="dash">
      <SessionStart review={partOf(state, 'review')} goal={partOf(state, 'goal')} plan={plan} />

      <header className="dash__welcome">
        <h1 className="dash__title">¡Hola! Este es tu dashboard</h1>
        <p className="lead dash__lead">
          Acá ves cómo venís con tu preparación para el ingreso. Cada ejercicio y cada simulador que resolvés
          suma para tu nivel y tu lugar en el ranking nacional.
        </p>
      </header>

      {/*
        The learning loop (#21): "Repaso de hoy" first, the goal beside it, the plan below. While the
        first answer is on its way the two cards hold about the place they will take; when it comes
        they are drawn anew (the key), so the goal card never slides down as the review fills in.
      */}
      <div className="dash__pair" key={loading ? 'loading' : 'loaded'}>
        <ReviewCard state={partOf(state, 'review')} />
        <GoalCard state={partOf(state, 'goal')} />
      </div>
      <StudyPlanCard state={plan} />

      {state.phase === 'error' && (
        <p className="dash__notice" role="status">
          No pudimos cargar tus números en este momento, así que te mostramos todo en cero.{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            Volver a intentar
          </button>
        </p>
      )}

      <Fold summary="Tu nivel, tus números y tu progreso">
        <LevelCard
          level={data.level}
          hint={loading ? null : nextLevelHint(data.level, data.totalQuestions, data.accuracy)}
          ranking={loading ? null : data.ranking}
          bySubject={data.subjects}
          busy={loading}
        />

        <section aria-labelledby="dash-metrics-title" aria-busy={loading}>
          <h2 id="dash-metrics-title" className="visually-hidden">
            Tus números
          </h2>
          <dl className="dash-metrics">
            <div className="dash-metric dash-metric--ring">
              <dt>Precisión</dt>
              <dd>
                {loading ? (
                  '…'
                ) : (
                  <Ring
                    value={data.totalQuestions > 0 ? data.accuracy : null}
                    label="Precisión"
                    detail={`${data.correctAnswers} de ${data.totalQuestions}`}
                    size={104}
                    emptyText="Sin respuestas"
                  />
                )}
              </dd>
            </div>
            <div className="dash-metric">
              <dt>Respuestas correctas</dt>
              <dd>{value(String(data.correctAnswers))}</dd>
            </div>
            <div className="dash-metric">
              <dt>Tiempo de estudio</dt>
              <dd>{value(data.timeSpent)}</dd>
              <dd className="dash-metric__note">En ejercicios y simuladores</dd>
            </div>
            <div className="dash-metric">
              <dt>Preguntas respondidas</dt>
              <dd>{value(String(data.totalQuestions))}</dd>
            </div>
          </dl>
        </section>

        <div className="dash__pair">
          <section className="card" aria-labelledby="dash-subjects-title" aria-busy={loading}>
            <h2 id="dash-subjects-title" className="dash__subtitle">
              Tu progreso por materia
            </h2>
            {loading ? <Spinner label="Cargando tu progreso…" /> : <SubjectBars subjects={data.subjects} />}
          </section>
          <section className="card" aria-labelledby="dash-days-title" aria-busy={loading}>
            <h2 id="dash-days-title" className="dash__subtitle">
              Tus últimos {data.daily.length} días
            </h2>
            {loading ? (
              <Spinner label="Cargando tus últimos días…" />
            ) : (
              <DailyChart days={data.daily} caption="Precisión por día" mark={passMark} compact />
            )}
          </section>
        </div>

        {(data.weakTopics.length > 0 || data.recentSimulators.length > 0) && (
          <div className="dash__pair">
            {data.weakTopics.length > 0 && (
              <section className="card" aria-labelledby="dash-weak-title">
                <h2 id="dash-weak-title" className="dash__subtitle">
                  Temas para reforzar
                </h2>
                <ul className="dash-list">
                  {data.weakTopics.slice(0, 3).map((topic) => (
                    <li key={`${topic.subject}-${topic.topic}`}>
                      <span>
                        <strong>{topicLabel(topic.topic)}</strong>
                        <span className="dash-list__meta">
                          {subjectLabel(topic.subject)} · {percent(topic.accuracy)} de precisión
                        </span>
                      </span>
                      <Link to={practiceLink(topic.subject, topic.topic)}>
                        Practicar<span className="visually-hidden"> {topicLabel(topic.topic)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {data.recentSimulators.length > 0 && (
              <section className="card" aria-labelledby="dash-recent-title">
                <h2 id="dash-recent-title" className="dash__subtitle">
                  Tus últimos simuladores
                </h2>
                <ul className="dash-list">
                  {data.recentSimulators.slice(0, 3).map((simulator) => (
                    <li key={simulator.id}>
                      <span>
                        <strong>{subjectLabel(simulator.subject)}</strong>
                        <span className="dash-list__meta">
                          {dateAr(simulator.completedAt ?? simulator.createdAt)} · {simulator.numQuestions}{' '}
                          preguntas
                        </span>
                      </span>
                      <Link to={`/content/simulador/${simulator.id}`} className="dash-list__score">
                        {simulator.results ? percent(simulator.results.accuracy) : 'Continuar'}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </Fold>

      <Fold summary="Cuadernillos para descargar">
        <section aria-labelledby="dash-booklets-title">
          {/* The fold's summary shows the title; the heading names the section for screen readers. */}
          <h2 id="dash-booklets-title" className="visually-hidden">
            Cuadernillos para descargar
          </h2>
          <p className="dash__section-lead">
            Temario, teoría, ejercicios y respuestas en PDF, para estudiar sin conexión o imprimir.
          </p>
          <ul className="dash-booklets">
            {subjectIds.map((booklet) => (
              <li key={booklet} className="dash-booklet card">
                <span className="dash-booklet__icon" aria-hidden="true">
                  PDF
                </span>
                <span className="dash-booklet__name">{subjectLabel(booklet)}</span>
                <BookletDownload subject={booklet} />
              </li>
            ))}
          </ul>
        </section>
      </Fold>

      <Fold summary="Simuladores, estadísticas y más">
        <section aria-labelledby="dash-actions-title">
          <h2 id="dash-actions-title" className="visually-hidden">
            Simuladores, estadísticas y más
          </h2>
          <ul className="dash-actions">
            {actions.map((action) => (
              <li key={action.to} className="dash-action card">
                <h3 className="dash-action__title">{action.title}</h3>
                <p className="dash-action__text">{action.text}</p>
                <Link className="button button--primary" to={action.to}>
                  {action.cta}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </Fold>

      {feedback}
    </div>
  );
}
