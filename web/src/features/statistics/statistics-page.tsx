import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DailyChart } from '../../components/charts/daily-chart.tsx';
import { Ring } from '../../components/charts/ring.tsx';
import { passMark, SubjectBars } from '../../components/charts/subject-bars.tsx';
import { StartIllustration } from '../../components/illustrations/moments.tsx';
import { LevelCard } from '../../components/level-card.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { nextLevelHint, percent } from '../../components/student-progress.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { practiceLink } from '../../lib/practice-link.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { fetchStatistics, type Statistics, type Timeframe, type TopicStat } from './api.ts';
import { LearningLoop } from './learning-loop.tsx';
import {
  chartDays,
  emptyStatistics,
  LOAD_ERROR,
  NO_USER,
  parseTimeframe,
  shortDay,
  subjectLabel,
  timeframes,
  topicLabel,
} from './statistics-format.ts';
import './statistics.css';
import { Link } from '../../components/link.tsx';

/** /content/estadisticas?periodo=7d|30d|90d|all */
export function StatisticsPage() {
  useDocumentTitle('Estadísticas | Ingresá');
  const [searchParams, setSearchParams] = useSearchParams();
  const periodInAddress = parseTimeframe(searchParams.get('periodo'));
  // The radio follows the click at once; the address catches up in a router transition.
  const [timeframe, setTimeframe] = useState(periodInAddress);
  useEffect(() => setTimeframe(periodInAddress), [periodInAddress]);
  const { state } = useLoader((signal) => fetchStatistics(timeframe, signal), [timeframe]);

  const choose = (next: Timeframe) => {
    setTimeframe(next);
    setSearchParams(next === '30d' ? {} : { periodo: next }, { replace: true, preventScrollReset: true });
  };

  // No student in this tab, or a session that ended on the way.
  if (state.phase === 'error' && state.status === 401) {
    return (
      <div className="stats">
        <h1 className="stats__title">Estadísticas</h1>
        <section className="card stats__state" role="alert">
          <h2 className="stats__state-title">{NO_USER}</h2>
          <p>Iniciá sesión de nuevo para ver cómo venís con tu preparación.</p>
          <Link className="button button--primary" to="/login">
            Iniciar sesión
          </Link>
        </section>
      </div>
    );
  }

  const busy = state.phase === 'loading';
  // The numbers of the previous period stay on screen, marked busy, until the new ones arrive; numbers
  // that cannot be loaded show as zeros.
  const data = state.phase === 'error' ? emptyStatistics(new Date()) : state.data;
  return (
    <div className="stats">
      <header className="stats__header">
        <div>
          <h1 className="stats__title">Estadísticas</h1>
          <p className="lead stats__lead">
            Cómo venís en {timeframes.find((t) => t.id === timeframe)?.description}: por materia, por tema y
            día a día.
          </p>
        </div>
        <fieldset className="stats-period">
          <legend className="stats-period__legend">Período</legend>
          <div className="stats-period__options">
            {timeframes.map((option) => (
              <label key={option.id} className="stats-period__option">
                <input
                  type="radio"
                  name="periodo"
                  value={option.id}
                  checked={timeframe === option.id}
                  onChange={() => choose(option.id)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </header>

      {state.phase === 'error' && (
        <div className="stats__error" role="alert">
          <p>{LOAD_ERROR}</p>
          <button type="button" className="button" onClick={state.retry}>
            Reintentar
          </button>
        </div>
      )}

      {data ? (
        <StatisticsView data={data} timeframe={timeframe} busy={busy} />
      ) : (
        <Spinner label="Cargando tus estadísticas…" />
      )}

      <LearningLoop />
    </div>
  );
}

function StatisticsView({
  data,
  timeframe,
  busy,
}: {
  data: Statistics;
  timeframe: Timeframe;
  busy: boolean;
}) {
  const { overview } = data;
  const days = chartDays(data.daily);
  const first = days[0];
  const last = days[days.length - 1];
  const range = first && last ? ` (${shortDay(first.date)} a ${shortDay(last.date)})` : '';
  const period = timeframes.find((t) => t.id === timeframe)?.description ?? '';
  return (
    <div className={`stats__body${busy ? ' stats__body--busy' : ''}`} aria-busy={busy}>
      <section aria-labelledby="stats-summary-title">
        <h2 id="stats-summary-title" className="visually-hidden">
          Resumen del período
        </h2>
        <dl className="stats-metrics">
          <div className="stats-metric stats-metric--ring">
            <dt>Precisión</dt>
            <dd>
              <Ring
                value={overview.totalQuestions > 0 ? overview.accuracy : null}
                label="Precisión"
                detail={`${correctOf(data)} de ${overview.totalQuestions}`}
                size={104}
                emptyText="Sin respuestas"
              />
            </dd>
          </div>
          <div className="stats-metric">
            <dt>Preguntas respondidas</dt>
            <dd>{overview.totalQuestions}</dd>
          </div>
          <div className="stats-metric">
            <dt>Tiempo de estudio</dt>
            <dd>{overview.timeStudied}</dd>
            <dd className="stats-metric__note">En ejercicios y simuladores</dd>
          </div>
          <div className="stats-metric">
            <dt>Promedio en simuladores</dt>
            {overview.totalSimulators > 0 ? (
              <>
                <dd>{percent(overview.averageScore)}</dd>
                <dd className="stats-metric__note">
                  Mejor: {percent(overview.bestScore)} · {overview.totalSimulators}{' '}
                  {overview.totalSimulators === 1 ? 'simulador' : 'simuladores'}
                </dd>
              </>
            ) : (
              <>
                <dd>—</dd>
                <dd className="stats-metric__note">
                  <Link to="/content/simuladores">Hacé tu primer simulador</Link>
                </dd>
              </>
            )}
          </div>
        </dl>
      </section>

      <LevelCard
        level={overview.level}
        hint={
          timeframe === 'all'
            ? nextLevelHint(overview.level, overview.totalQuestions, overview.accuracy)
            : null
        }
        ranking={overview.ranking}
      />

      <section className="card" aria-labelledby="stats-subjects-title">
        <h2 id="stats-subjects-title" className="stats__subtitle">
          Progreso por materia
        </h2>
        <SubjectBars subjects={data.subjects} period={timeframe === 'all' ? undefined : `en ${period}`} />
      </section>

      <div className="stats__pair">
        <section className="card" aria-labelledby="stats-weak-title">
          <h2 id="stats-weak-title" className="stats__subtitle">
            Temas para reforzar
          </h2>
          {data.weakTopics.length > 0 ? (
            <TopicList topics={data.weakTopics} practice />
          ) : overview.totalQuestions === 0 ? (
            <div className="stats__empty">
              <StartIllustration width={140} className="stats__empty-art" />
              <p className="muted">
                Cuando resuelvas ejercicios te vamos a mostrar acá los temas que conviene repasar.
              </p>
            </div>
          ) : (
            <p className="muted">
              {data.judgedTopics > 0
                ? 'No encontramos temas flojos en este período. ¡Seguí así!'
                : 'Todavía no tenemos suficientes respuestas para saber qué temas reforzar: resolvé algunos ejercicios más de cada tema.'}
            </p>
          )}
        </section>
        <section className="card" aria-labelledby="stats-strong-title">
          <h2 id="stats-strong-title" className="stats__subtitle">
            Tus fortalezas
          </h2>
          {data.strongTopics.length > 0 ? (
            <TopicList topics={data.strongTopics} />
          ) : (
            <p className="muted">Acá van a aparecer los temas que mejor te salen.</p>
          )}
        </section>
      </div>

      <section className="card" aria-labelledby="stats-daily-title">
        <h2 id="stats-daily-title" className="stats__subtitle">
          Tu progreso de los últimos 5 días
        </h2>
        <DailyChart days={days} caption={`Precisión por día${range}`} mark={passMark} />
      </section>
    </div>
  );
}

/** Right answers in the period, from the subjects' counts (the overview carries only the share). */
const correctOf = (data: Statistics) => data.subjects.reduce((sum, s) => sum + s.correctAnswers, 0);

function TopicList({ topics, practice = false }: { topics: readonly TopicStat[]; practice?: boolean }) {
  return (
    <ul className="stats-topics">
      {topics.map((topic) => (
        <li key={`${topic.subject}-${topic.topic}`} className="stats-topic">
          <div className="stats-topic__text">
            <strong>{topicLabel(topic.topic)}</strong>
            <span className="stats-topic__meta">
              {subjectLabel(topic.subject)} · {topic.correctAnswers} de {topic.totalQuestions} correctas
            </span>
          </div>
          <span className="stats-topic__accuracy">{percent(topic.accuracy)}</span>
          {practice && (
            <Link className="stats-topic__practice" to={practiceLink(topic.subject, topic.topic)}>
              Practicar<span className="visually-hidden"> {topicLabel(topic.topic)}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
