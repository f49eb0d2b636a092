import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { type GradedAnswer, isGraded, type SimulatorView, sendAnswer } from './api.ts';
import { firstUnanswered } from './format.ts';
import { AnswerOptions, ExplanationSteps, PlayerStatus, QuestionStatement, useNow } from './player-parts.tsx';
import { readSelection, saveSelection } from './selection-storage.ts';

/** Where a practice resumes: the question left chosen but not sent, else the first one not answered. */
function startingPoint(id: string, total: number, answered: ReadonlyMap<number, GradedAnswer>) {
  const stored = readSelection(id);
  if (stored && stored.index < total && !answered.has(stored.index)) return stored;
  return { index: firstUnanswered(total, [...answered.keys()]), option: null };
}

/** The spec's simulator: each answer is graded as it is sent, with its explanation. */
export function PracticePlayer({
  id,
  view,
  onFinish,
}: {
  id: string;
  view: SimulatorView;
  onFinish: () => Promise<void>;
}) {
  const { questions } = view.simulator;
  const [answers, setAnswers] = useState<Map<number, GradedAnswer>>(
    () => new Map(view.simulator.answers.filter(isGraded).map((answer) => [answer.questionIndex, answer])),
  );
  const [start] = useState(() => startingPoint(id, questions.length, answers));
  const [index, setIndex] = useState(start.index);
  const [selected, setSelectedState] = useState<number | null>(start.option);
  const setSelected = (option: number | null) => {
    setSelectedState(option);
    saveSelection(id, { index, option });
  };
  const [sending, setSending] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = answers.get(index);
  const now = useNow(!finishing);
  const remaining = Math.max(0, Math.ceil((Date.parse(view.simulator.deadline) - now) / 1000));
  const [frozenElapsed, setFrozenElapsed] = useState<number | null>(null);
  const elapsed = frozenElapsed ?? Math.max(0, Math.floor((now - shownAt) / 1000));
  const question = questions[index];

  const finish = useCallback(async () => {
    setFinishing(true);
    await onFinish();
  }, [onFinish]);

  useEffect(() => {
    if (remaining === 0 && !finishing) void finish();
  }, [remaining, finishing, finish]);

  if (!question) return null;

  const submit = async () => {
    if (selected === null) return;
    setUnsaved(false);
    setSending(true);
    const spent = elapsed;
    setFrozenElapsed(spent);
    const result = await sendAnswer(id, index, selected, spent);
    setSending(false);
    if (result.ok && result.data.mode === 'practice') {
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
    } else if (!result.ok && result.status === 409) {
      void finish();
    } else {
      // Sent again already (callApi retries an answer): say plainly it was not saved, keep the choice.
      setUnsaved(true);
    }
  };

  const next = () => {
    setIndex(index + 1);
    setSelectedState(null);
    saveSelection(id, { index: index + 1, option: null });
    setFrozenElapsed(null);
    setShownAt(Date.now());
    // The new question takes the focus, so a keyboard or a screen reader starts reading it.
    window.requestAnimationFrame(() => heading.current?.focus());
  };

  const last = index === questions.length - 1;
  const graded = answered && answered.correctAnswer >= 0;
  return (
    <div className="player">
      <PlayerStatus
        index={index}
        total={questions.length}
        questionSeconds={elapsed}
        remainingSeconds={remaining}
        answered={answers.size}
      />

      <section className="card player__question" aria-labelledby="question-text">
        <QuestionStatement topic={question.topic} text={question.question} headingRef={heading} />
        <AnswerOptions
          options={question.options}
          chosen={answered?.userAnswer ?? selected}
          correct={graded ? answered.correctAnswer : undefined}
          disabled={Boolean(answered) || sending}
          onChoose={setSelected}
        />

        {answered ? (
          <div
            className={`player__feedback ${!graded ? '' : answered.isCorrect ? 'player__feedback--ok' : 'player__feedback--bad'}`}
            role="status"
          >
            <p className="player__verdict">
              {graded && (
                <span className="player__verdict-sign" aria-hidden="true">
                  {answered.isCorrect ? '✓' : '✗'}
                </span>
              )}
              {!graded ? 'Respuesta enviada' : answered.isCorrect ? '¡Correcto!' : 'Incorrecto'}
            </p>
            {answered.explanation && <ExplanationSteps explanation={answered.explanation} />}
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
          <>
            {unsaved && (
              <p className="form-error" role="alert">
                No pudimos guardar tu respuesta. Revisá tu conexión y tocá «Enviar respuesta» de nuevo.
              </p>
            )}
            <button
              type="button"
              className="button button--primary"
              onClick={submit}
              disabled={selected === null || sending}
            >
              {sending ? 'Enviando…' : 'Enviar respuesta'}
            </button>
          </>
        )}
      </section>
      {finishing && <Spinner label="Calculando tus resultados…" />}
    </div>
  );
}
