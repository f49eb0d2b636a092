import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { simulatorQuestionCounts, simulatorTimeLimits } from '../../../../shared/api/contracts/simulators.ts';
import {
  type Difficulty,
  type SubjectId,
  subjectIds,
  topicsBySubject,
} from '../../../../shared/domain/subjects.ts';
import { StartIllustration } from '../../components/illustrations/moments.tsx';
import { Link } from '../../components/link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { forStudent, readItem, storageKeys } from '../../lib/session-storage.ts';
import { useCachedTarget } from '../../lib/use-cached-target.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { createSimulator, fetchHistory, fetchInProgress, type SimulatorMode } from './api.ts';
import { dateAr, difficultyLabels, modeLabels, subjectLabel, topicLabel } from './format.ts';
import { RegionalPresetSection } from './regional-preset-section.tsx';
import './simulators.css';

const NO_USER_MESSAGE = 'No se encontró información del usuario. Por favor, iniciá sesión nuevamente.';
const CREATE_FAILED_MESSAGE = 'Error al crear el simulador. Intentá nuevamente.';

/** Which questions a simulator asks (#31): the options as always, or the formats of the real exam. */
const formatChoices = {
  opciones: {
    title: 'Opción múltiple',
    hint: 'Preguntas con cuatro o cinco opciones, como siempre.',
    formats: ['multiple-choice', 'five-options'],
  },
  ingreso: {
    title: 'Formatos del ingreso real',
    hint: 'Como en los exámenes de la UTN: cinco opciones con «Ninguna respuesta anterior es correcta», respuestas numéricas que escribís vos y problemas por partes.',
    formats: ['five-options', 'numeric', 'multi-part'],
  },
} as const;
type FormatChoice = keyof typeof formatChoices;

const modeHints: Record<SimulatorMode, string> = {
  practice: 'Después de cada pregunta ves si acertaste y la explicación.',
  exam: 'Como el ingreso real: ves si acertaste y las explicaciones recién al terminar.',
};

export function ConfiguratorPage() {
  useDocumentTitle('Simuladores | Ingresá');
  const navigate = useNavigate();
  const [subject, setSubject] = useState<SubjectId>('matematicas');
  const [numQuestions, setNumQuestions] = useState(20);
  const [difficulty, setDifficulty] = useState<Difficulty>('medio');
  const [timeLimit, setTimeLimit] = useState(60);
  const [topics, setTopics] = useState<string[]>([]);
  const [mode, setMode] = useState<SimulatorMode>('practice');
  const [formatChoice, setFormatChoice] = useState<FormatChoice>('opciones');
  const [state, setState] = useState<{ step: 'idle' | 'creating' } | { step: 'error'; message: string }>({
    step: 'idle',
  });
  const { hash, search } = useLocation();
  const target = useCachedTarget();
  // Both lists are extras beside the form: until they load, or if they cannot, the page goes without.
  const historyLoad = useLoader(forStudent(fetchHistory), []).state;
  const inProgressLoad = useLoader(fetchInProgress, []).state;
  const history = historyLoad.phase === 'ready' ? historyLoad.data : null;
  const inProgress = inProgressLoad.phase === 'ready' ? inProgressLoad.data.simulators : [];

  // "Ver historial" links here with #history-title: once the history is in, take the student to it.
  useEffect(() => {
    if (!history || hash !== '#history-title') return;
    const heading = document.getElementById('history-title');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [history, hash]);

  const toggleTopic = (topic: string) =>
    setTopics((current) =>
      current.includes(topic) ? current.filter((t) => t !== topic) : [...current, topic],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const userId = readItem(storageKeys.userId);
    if (!userId) {
      setState({ step: 'error', message: NO_USER_MESSAGE });
      return;
    }
    setState({ step: 'creating' });
    const result = await createSimulator({
      subject,
      difficulty,
      numQuestions: numQuestions as 20,
      timeLimit: timeLimit as 60,
      selectedTopics: topics as never,
      mode,
      formats: [...formatChoices[formatChoice].formats],
      userId,
    });
    if (result.ok) navigate(`/content/simulador/${result.data.simulator.id}`);
    else setState({ step: 'error', message: result.message ?? CREATE_FAILED_MESSAGE });
  };

  const creating = state.step === 'creating';
  // The link's ?facultad= first, else the student's own exam as this browser knows it.
  const preset = {
    regional: new URLSearchParams(search).get('facultad') ?? target?.regional ?? null,
    career: target?.career ?? null,
  };
  return (
    <div className="simulators">
      <header>
        <h1>Simuladores de examen</h1>
        <p className="lead">
          Practicá como en el ingreso: elegí la materia, la cantidad de preguntas y el tiempo. El reloj corre
          de verdad.
        </p>
      </header>

      <RegionalPresetSection
        key={preset.regional ?? 'ninguna'}
        defaultRegional={preset.regional}
        defaultCareer={preset.career}
      />

      <form className="card simulators__form" onSubmit={submit}>
        <h2>Armá tu simulador</h2>
        <div className="simulators__fields">
          <label className="field">
            <span className="field__label">Materia</span>
            <select
              className="field__input"
              value={subject}
              onChange={(event) => {
                setSubject(event.target.value as SubjectId);
                setTopics([]);
              }}
            >
              {subjectIds.map((id) => (
                <option key={id} value={id}>
                  {subjectLabel(id)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Cantidad de preguntas</span>
            <select
              className="field__input"
              value={numQuestions}
              onChange={(event) => setNumQuestions(Number(event.target.value))}
            >
              {simulatorQuestionCounts.map((count) => (
                <option key={count} value={count}>
                  {count} preguntas
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Dificultad</span>
            <select
              className="field__input"
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value as Difficulty)}
            >
              {(Object.keys(difficultyLabels) as Difficulty[]).map((level) => (
                <option key={level} value={level}>
                  {difficultyLabels[level]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Tiempo límite</span>
            <select
              className="field__input"
              value={timeLimit}
              onChange={(event) => setTimeLimit(Number(event.target.value))}
            >
              {simulatorTimeLimits.map((limit) => (
                <option key={limit} value={limit}>
                  {limit} minutos
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="simulators__modes">
          <legend className="field__label">Modo</legend>
          {(Object.keys(modeLabels) as SimulatorMode[]).map((option) => (
            <label key={option} className="mode-choice">
              <input
                type="radio"
                name="mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                aria-labelledby={`mode-${option}-title`}
                aria-describedby={`mode-${option}-hint`}
              />
              <span className="mode-choice__text">
                <span id={`mode-${option}-title`} className="mode-choice__title">
                  {modeLabels[option]}
                </span>
                <span id={`mode-${option}-hint`} className="mode-choice__hint">
                  {modeHints[option]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="simulators__modes">
          <legend className="field__label">Formato de las preguntas</legend>
          {(Object.keys(formatChoices) as FormatChoice[]).map((option) => (
            <label key={option} className="mode-choice">
              <input
                type="radio"
                name="formato"
                value={option}
                checked={formatChoice === option}
                onChange={() => setFormatChoice(option)}
                aria-labelledby={`formato-${option}-title`}
                aria-describedby={`formato-${option}-hint`}
              />
              <span className="mode-choice__text">
                <span id={`formato-${option}-title`} className="mode-choice__title">
                  {formatChoices[option].title}
                </span>
                <span id={`formato-${option}-hint`} className="mode-choice__hint">
                  {formatChoices[option].hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="simulators__topics">
          <legend className="field__label">Temas (opcional: sin elegir ninguno entran todos)</legend>
          {topicsBySubject[subject].map((topic) => (
            <label key={topic} className="chip-check">
              <input type="checkbox" checked={topics.includes(topic)} onChange={() => toggleTopic(topic)} />
              <span>{topicLabel(topic)}</span>
            </label>
          ))}
        </fieldset>
        {state.step === 'error' && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={creating}>
          {creating ? 'Armando tu simulador…' : 'Crear simulador'}
        </button>
      </form>

      {inProgress.length > 0 && (
        <section className="card" aria-labelledby="resume-title">
          <h2 id="resume-title">Simuladores sin terminar</h2>
          <ul className="simulators__list">
            {inProgress.map((item) => (
              <li key={item.id}>
                <span>
                  {subjectLabel(item.subject)} · {item.numQuestions} preguntas · {modeLabels[item.mode]} ·{' '}
                  {dateAr(item.createdAt)}
                </span>
                <Link className="button" to={`/content/simulador/${item.id}`}>
                  Continuar
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title" tabIndex={-1}>
          Tu historial
        </h2>
        <dl className="metrics">
          <div>
            <dt>Simuladores</dt>
            <dd>{history?.totalSimulators ?? 0}</dd>
          </div>
          <div>
            <dt>Promedio</dt>
            <dd>{history?.averageScore ?? 0}%</dd>
          </div>
          <div>
            <dt>Mejor resultado</dt>
            <dd>{history?.bestScore ?? 0}%</dd>
          </div>
        </dl>
        {history && history.simulators.length > 0 ? (
          <ol className="simulators__list">
            {history.simulators.map((item) => (
              <li key={item.id}>
                <span>
                  {dateAr(item.completedAt ?? item.createdAt)} · {subjectLabel(item.subject)} ·{' '}
                  {item.numQuestions} preguntas · {modeLabels[item.mode]}
                  {item.results?.regional && ` · Simulacro ${item.results.regional.regional.code}`}
                </span>
                <Link to={`/content/simulador/${item.id}`} className="simulators__score">
                  {item.results?.accuracy ?? 0}%
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <div className="simulators__empty">
            <StartIllustration width={140} className="simulators__empty-art" />
            <p className="muted">Todavía no terminaste ningún simulador. ¡Arrancá con el primero!</p>
          </div>
        )}
      </section>
    </div>
  );
}
