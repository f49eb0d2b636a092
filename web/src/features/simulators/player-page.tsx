import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { markFinishedWork } from '../../lib/finished-work.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';
import { completeSimulator, fetchSimulator, type SimulatorView, sendAnswer } from './api.ts';
import { clock, firstUnanswered, topicLabel } from './format.ts';
import { ResultsView } from './results-view.tsx';
import './simulators.css';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

type Answered = SimulatorView['simulator']['answers'][number];

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

export function PlayerPage() {
  useDocumentTitle('Simulador | Ingresá');
  const { id } = useParams();
  const [view, setView] = useState<SimulatorView | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!id) return;
    const result = await fetchSimulator(id);
    if (result.ok) setView(result.data);
    else setFailed(true);
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!id) return <Problem message="ID de simulador no válido" />;
  if (failed) return <Problem message="Error al cargar el simulador" />;
  if (!view) return <Spinner label="Cargando el simulador…" />;
  if (view.isCompleted && view.results) return <ResultsView results={view.results} />;
  return <Player id={id} view={view} onFinished={load} />;
}

function Problem({ message }: { message: string }) {
  return (
    <div className="card simulators__problem" role="alert">
      <p>{message}</p>
      <Link className="button" to="/content/simuladores">
        Volver a simuladores
      </Link>
    </div>
  );
}

function Player({
  id,
  view,
  onFinished,
}: {
  id: string;
  view: SimulatorView;
  onFinished: () => Promise<void>;
}) {
  const { questions } = view.simulator;
  const [answers, setAnswers] = useState<Map<number, Answered>>(
    () => new Map(view.simulator.answers.map((answer) => [answer.questionIndex, answer])),
  );
  const [index, setIndex] = useState(() => firstUnanswered(questions.length, [...answers.keys()]));
  const [selected, setSelectedState] = useState<number | null>(() => readSelection(id, index));
  const setSelected = (option: number | null) => {
    setSelectedState(option);
    saveSelection(id, index, option);
  };
  const [sending, setSending] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const answered = answers.get(index);
  const now = useNow(!finishing);
  const deadline = Date.parse(view.simulator.deadline);
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const [frozenElapsed, setFrozenElapsed] = useState<number | null>(null);
  const elapsed = frozenElapsed ?? Math.max(0, Math.floor((now - shownAt) / 1000));
  const question = questions[index];

  const finish = useCallback(async () => {
    setFinishing(true);
    await completeSimulator(id, readItem(storageKeys.userId) ?? '');
    markFinishedWork();
    await onFinished();
  }, [id, onFinished]);

  useEffect(() => {
    if (remaining === 0 && !finishing) void finish();
  }, [remaining, finishing, finish]);

  if (!question) return null;

  const submit = async () => {
    if (selected === null) return;
    setSending(true);
    const spent = elapsed;
    setFrozenElapsed(spent);
    const result = await sendAnswer(id, index, selected, spent);
    setSending(false);
    if (result.ok) {
      const { isCorrect, correctAnswer, explanation } = result.data;
      setAnswers(
        new Map(answers).set(index, {
          questionIndex: index,
          userAnswer: selected,
          isCorrect,
          correctAnswer,
          explanation,
          timeSpent: spent,
        }),
      );
    } else if (result.status === 409) {
      void finish();
    } else {
      // The spec asks to ignore answer failures: the student moves on; the server keeps what it got.
      setAnswers(
        new Map(answers).set(index, {
          questionIndex: index,
          userAnswer: selected,
          isCorrect: false,
          correctAnswer: -1,
          explanation: '',
          timeSpent: spent,
        }),
      );
    }
  };

  const next = () => {
    setIndex(index + 1);
    setSelectedState(null);
    saveSelection(id, index + 1, null);
    setFrozenElapsed(null);
    setShownAt(Date.now());
  };

  const last = index === questions.length - 1;
  const progress = Math.round((answers.size / questions.length) * 100);
  return (
    <div className="player">
      <div className="player__bar">
        <span>
          Pregunta {index + 1} de {questions.length}
        </span>
        <span>Esta pregunta: {clock(elapsed)}</span>
        <span
          className={remaining < 300 ? 'player__remaining player__remaining--low' : 'player__remaining'}
          role="timer"
          aria-live="off"
        >
          Quedan {clock(remaining)}
        </span>
      </div>
      <div
        className="player__progress"
        role="progressbar"
        aria-label="Preguntas respondidas"
        aria-valuemin={0}
        aria-valuemax={questions.length}
        aria-valuenow={answers.size}
      >
        <span style={{ width: `${progress}%` }} />
      </div>

      <section className="card player__question" aria-labelledby="question-text">
        <p className="player__topic">{topicLabel(question.topic)}</p>
        <h1 id="question-text" className="player__statement">
          <MathText text={question.question} />
        </h1>
        <div role="radiogroup" aria-labelledby="question-text" className="player__options">
          {question.options.map((option, optionIndex) => {
            const isChosen = (answered?.userAnswer ?? selected) === optionIndex;
            const state = answered
              ? optionIndex === answered.correctAnswer
                ? ' option--correct'
                : isChosen
                  ? ' option--wrong'
                  : ''
              : isChosen
                ? ' option--selected'
                : '';
            return (
              <label key={option} className={`option${state}`}>
                <input
                  type="radio"
                  name="answer"
                  value={optionIndex}
                  checked={isChosen}
                  disabled={Boolean(answered) || sending}
                  onChange={() => setSelected(optionIndex)}
                />
                <span className="option__letter">{LETTERS[optionIndex]}</span>
                <span>
                  <MathText text={option} />
                </span>
              </label>
            );
          })}
        </div>

        {answered ? (
          <div
            className={`player__feedback ${answered.isCorrect ? 'player__feedback--ok' : 'player__feedback--bad'}`}
            role="status"
          >
            <p className="player__verdict">
              {answered.isCorrect
                ? '¡Correcto!'
                : answered.correctAnswer >= 0
                  ? 'Incorrecto'
                  : 'Respuesta enviada'}
            </p>
            {answered.explanation && (
              <ol className="player__steps">
                {answered.explanation
                  .split('\n')
                  .filter((line) => line.trim())
                  .map((line) => (
                    <li key={line}>
                      <MathText text={line.replace(/^PASO \d+:\s*/, '')} />
                    </li>
                  ))}
              </ol>
            )}
            {last ? (
              <button type="button" className="button button--primary" onClick={finish} disabled={finishing}>
                {finishing ? 'Calculando resultados…' : 'Finalizar simulador'}
              </button>
            ) : (
              <button type="button" className="button button--primary" onClick={next}>
                Siguiente pregunta
              </button>
            )}
          </div>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={submit}
            disabled={selected === null || sending}
          >
            {sending ? 'Enviando…' : 'Enviar respuesta'}
          </button>
        )}
      </section>
      {finishing && <Spinner label="Calculando tus resultados…" />}
    </div>
  );
}

/** The option chosen but not yet sent survives a reload of the tab (sessionStorage, per simulator). */
const selectionKey = (simulatorId: string) => `simulator_selection:${simulatorId}`;

function readSelection(simulatorId: string, questionIndex: number): number | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(selectionKey(simulatorId)) ?? 'null') as {
      index?: unknown;
      option?: unknown;
    } | null;
    return stored?.index === questionIndex && typeof stored.option === 'number' ? stored.option : null;
  } catch {
    return null;
  }
}

function saveSelection(simulatorId: string, questionIndex: number, option: number | null): void {
  try {
    if (option === null) window.sessionStorage.removeItem(selectionKey(simulatorId));
    else
      window.sessionStorage.setItem(
        selectionKey(simulatorId),
        JSON.stringify({ index: questionIndex, option }),
      );
  } catch {
    // Storage may be blocked: the choice is then only lost on a reload.
  }
}
