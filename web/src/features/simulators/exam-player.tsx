import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { answerOf, answerText, type Draft, draftOf } from './answers.ts';
import { type SimulatorView, sendAnswer, type UserAnswer } from './api.ts';
import { firstUnanswered } from './format.ts';
import {
  PlayerStatus,
  QuestionAnswer,
  QuestionStatement,
  useNow,
  useQuestionStart,
} from './player-parts.tsx';
import { readSelection, saveSelection } from './selection-storage.ts';
import '../../components/action-bar.css';

/**
 * Exam mode, like the real exam on paper: no grade until the end. Choosing an option records it at
 * once (in order, so the last choice is the one kept); the student moves freely between questions
 * and can change any answer until finishing or until time is up.
 */
export function ExamPlayer({
  id,
  view,
  onFinish,
}: {
  id: string;
  view: SimulatorView;
  onFinish: () => Promise<void>;
}) {
  const { questions } = view.simulator;
  const total = questions.length;
  const [saved, setSaved] = useState(
    () =>
      new Map<number, UserAnswer>(
        view.simulator.answers.map((answer) => [answer.questionIndex, answer.userAnswer]),
      ),
  );
  const [start] = useState(() => {
    const stored = readSelection(id);
    return stored && stored.index < total
      ? stored
      : { index: firstUnanswered(total, [...saved.keys()]), option: null };
  });
  const [index, setIndex] = useState(start.index);
  const [choices, setChoices] = useState(() => {
    const initial = new Map<number, UserAnswer>(saved);
    if (start.option !== null) initial.set(start.index, start.option);
    return initial;
  });
  // A typed answer or parts being written, not yet saved (#31): kept per question while moving around.
  const [drafts, setDrafts] = useState<Map<number, Draft>>(() => new Map());
  const [problems, setProblems] = useState<(string | null)[]>([]);
  const latestChoices = useRef(choices);
  // Questions whose last choice the server did not take (a network failure): offered to retry.
  const [unsaved, setUnsaved] = useState<ReadonlySet<number>>(new Set());
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Seconds spent on each question in earlier visits; the current visit is counted from shownAt.
  const spentBefore = useRef(
    new Map(view.simulator.answers.map((answer) => [answer.questionIndex, answer.timeSpent])),
  );
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const confirmText = useRef<HTMLParagraphElement>(null);
  const confirmBox = useRef<HTMLElement>(null);
  const now = useNow(!finishing);
  const remaining = Math.max(0, Math.ceil((Date.parse(view.simulator.deadline) - now) / 1000));
  const visit = Math.max(0, Math.floor((now - shownAt) / 1000));
  const question = questions[index];

  const markUnsaved = (questionIndex: number, failed: boolean) =>
    setUnsaved((current) => {
      const next = new Set(current);
      if (failed) next.add(questionIndex);
      else next.delete(questionIndex);
      return next;
    });

  const finished = useRef(false);
  const finish = useCallback(async () => {
    if (finished.current) return;
    finished.current = true;
    setFinishing(true);
    // Answers still on their way are recorded before the exam closes.
    await queue.current;
    await onFinish();
  }, [onFinish]);

  const record = (questionIndex: number, option: UserAnswer, seconds: number) => {
    queue.current = queue.current.then(async () => {
      // A later choice for the same question is already queued: this one no longer counts.
      if (latestChoices.current.get(questionIndex) !== option) return;
      markUnsaved(questionIndex, false);
      const result = await sendAnswer(id, questionIndex, option, seconds);
      if (result.ok) setSaved((current) => new Map(current).set(questionIndex, option));
      else if (result.status === 409) void finish();
      else markUnsaved(questionIndex, true);
    });
  };

  // A choice made just before a reload, not yet confirmed by the server, is sent again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, for the state found on load.
  useEffect(() => {
    if (start.option !== null && saved.get(start.index) !== start.option) {
      record(start.index, start.option, spentBefore.current.get(start.index) ?? 0);
    }
  }, []);

  useEffect(() => {
    if (remaining === 0 && !finishing) void finish();
  }, [remaining, finishing, finish]);

  useEffect(() => {
    if (!confirming) return;
    confirmText.current?.focus({ preventScroll: true });
    // Its buttons come into view whole, above the bar of actions on a phone.
    confirmBox.current?.scrollIntoView({ block: 'end' });
  }, [confirming]);

  useQuestionStart(index, heading, top);

  if (!question) return null;

  const secondsOn = (questionIndex: number) =>
    (spentBefore.current.get(questionIndex) ?? 0) + (questionIndex === index ? visit : 0);

  const choose = (option: UserAnswer) => {
    const next = new Map(choices).set(index, option);
    latestChoices.current = next;
    setChoices(next);
    saveSelection(id, { index, option: typeof option === 'number' ? option : null });
    record(index, option, secondsOn(index));
  };

  const draft = drafts.get(index) ?? draftOf(question, choices.get(index));
  const onDraft = (next: Draft) => {
    setProblems([]);
    // An option is recorded as soon as it is chosen; a typed value or parts, when «Guardar respuesta» is tapped.
    if (next.kind === 'option') {
      if (next.option !== null) choose(next.option);
      return;
    }
    setDrafts(new Map(drafts).set(index, next));
  };
  const saveTyped = () => {
    const toSend = answerOf(question, draft, { allowBlankParts: true });
    if (!toSend) return;
    if ('problems' in toSend) {
      setProblems(toSend.problems);
      return;
    }
    const rest = new Map(drafts);
    rest.delete(index);
    setDrafts(rest);
    choose(toSend.answer);
  };

  const goTo = (target: number) => {
    if (target === index || target < 0 || target >= total) return;
    spentBefore.current.set(index, secondsOn(index));
    setIndex(target);
    setShownAt(Date.now());
    setConfirming(false);
    setProblems([]);
    const targetChoice = choices.get(target);
    saveSelection(id, { index: target, option: typeof targetChoice === 'number' ? targetChoice : null });
  };

  const chosen = choices.get(index) ?? null;
  const unanswered = total - choices.size;
  const last = index === total - 1;
  return (
    <div className="player player--exam" ref={top}>
      <p className="player__mode">
        <strong>Modo examen:</strong> vas a ver si acertaste y las explicaciones al finalizar.
      </p>
      <PlayerStatus
        index={index}
        total={total}
        questionSeconds={secondsOn(index)}
        remainingSeconds={remaining}
        answered={saved.size}
      />

      <section className="card player__question" aria-labelledby="question-text">
        <QuestionStatement topic={question.topic} text={question.question} headingRef={heading} />
        <QuestionAnswer
          question={question}
          draft={draft}
          onDraft={onDraft}
          disabled={finishing}
          problems={problems}
        />
        {draft.kind !== 'option' && (
          <button
            type="button"
            className="button player__save"
            onClick={saveTyped}
            disabled={answerOf(question, draft, { allowBlankParts: true }) === null}
          >
            Guardar respuesta
          </button>
        )}
        <div className="player__saved" role="status">
          {drafts.has(index) ? (
            'Tocá «Guardar respuesta» para que quede registrada.'
          ) : chosen === null ? (
            draft.kind === 'option' ? (
              'Elegí una opción. Si dudás, podés dejarla para después.'
            ) : (
              'Escribí tu respuesta y guardala. Si dudás, podés dejarla para después.'
            )
          ) : unsaved.has(index) ? (
            <span className="player__save-error">
              No pudimos guardar tu respuesta.{' '}
              <button
                type="button"
                className="link-button link-button--tap"
                onClick={() => record(index, chosen, secondsOn(index))}
              >
                Reintentar
              </button>
            </span>
          ) : saved.get(index) === chosen ? (
            `Respuesta guardada: ${answerText(question, chosen)}. Podés cambiarla hasta que finalices.`
          ) : (
            'Guardando tu respuesta…'
          )}
        </div>
        <div className="action-bar player__actions">
          <button type="button" className="button" onClick={() => goTo(index - 1)} disabled={index === 0}>
            Anterior
          </button>
          {last ? (
            <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
              Finalizar examen
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => goTo(index + 1)}>
              Siguiente
            </button>
          )}
        </div>
      </section>

      <nav className="card exam-map" aria-labelledby="exam-map-title">
        <h2 id="exam-map-title" className="exam-map__title">
          Preguntas
        </h2>
        <p className="exam-map__legend muted">Las rellenas ya tienen respuesta. Tocá una para ir.</p>
        <ol className="exam-map__list">
          {questions.map((_, questionIndex) => {
            const done = choices.has(questionIndex);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the questions of a simulator never reorder.
              <li key={questionIndex}>
                <button
                  type="button"
                  className={`exam-map__item${done ? ' exam-map__item--done' : ''}`}
                  aria-label={`Pregunta ${questionIndex + 1}, ${done ? 'respondida' : 'sin responder'}`}
                  aria-current={questionIndex === index ? 'step' : undefined}
                  onClick={() => goTo(questionIndex)}
                >
                  {questionIndex + 1}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      {!last && !confirming && (
        <div className="exam-finish">
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Finalizar examen
          </button>
        </div>
      )}

      {confirming && !finishing && (
        <section className="card exam-confirm" aria-labelledby="exam-confirm-text" ref={confirmBox}>
          <p id="exam-confirm-text" ref={confirmText} tabIndex={-1}>
            {unanswered > 0
              ? `Te ${unanswered === 1 ? 'queda 1 pregunta' : `quedan ${unanswered} preguntas`} sin responder: cuentan como incorrectas. ¿Finalizás el examen?`
              : 'Respondiste todas las preguntas. ¿Finalizás el examen? Después ya no vas a poder cambiar respuestas.'}
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={finish}>
              Sí, finalizar
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Seguir respondiendo
            </button>
          </div>
        </section>
      )}
      {finishing && <Spinner label="Calculando tus resultados…" />}
    </div>
  );
}
