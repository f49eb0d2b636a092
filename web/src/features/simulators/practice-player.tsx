import { useCallback, useEffect, useRef, useState } from 'react';
import { AnswerSheet, type SheetTick } from '../../components/answer-sheet.tsx';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { readGoalTick } from '../../lib/goal-tick.ts';
import { missReasonTexts } from '../../lib/typed-answer.ts';
import {
  answerOf,
  type Draft,
  draftOf,
  emptyDraft,
  isGradedAnswer,
  keyText,
  partVerdicts,
} from './answers.ts';
import { type GradedAnswer, type SimulatorView, sendAnswer } from './api.ts';
import { firstUnanswered } from './format.ts';
import {
  ExplanationSteps,
  PlayerStatus,
  QuestionAnswer,
  QuestionStatement,
  useNow,
  useQuestionStart,
} from './player-parts.tsx';
import { readSelection, saveSelection } from './selection-storage.ts';
import '../../components/action-bar.css';

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
    () =>
      new Map(view.simulator.answers.filter(isGradedAnswer).map((answer) => [answer.questionIndex, answer])),
  );
  const [start] = useState(() => startingPoint(id, questions.length, answers));
  const [index, setIndex] = useState(start.index);
  const [draft, setDraftState] = useState<Draft>(() => {
    const question = questions[start.index];
    if (!question) return { kind: 'option', option: null };
    const empty = emptyDraft(question);
    return empty.kind === 'option' ? { kind: 'option', option: start.option } : empty;
  });
  const [problems, setProblems] = useState<(string | null)[]>([]);
  const setDraft = (next: Draft) => {
    setDraftState(next);
    setProblems([]);
    saveSelection(id, { index, option: next.kind === 'option' ? next.option : null });
  };
  const [sending, setSending] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const verdict = useRef<HTMLParagraphElement>(null);
  // The sheet after an answer (#30), and today's count against the goal in it.
  const [sheetOpen, setSheetOpen] = useState(false);
  const [tick, setTick] = useState<SheetTick | undefined>();
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

  useQuestionStart(index, heading, top);
  // Behind the sheet, the verdict and its explanation come into view: closing the sheet lands there.
  useEffect(() => {
    if (sheetOpen) verdict.current?.scrollIntoView({ block: 'start' });
  }, [sheetOpen]);

  if (!question) return null;

  const toSend = answerOf(question, draft, { allowBlankParts: false });
  const submit = async () => {
    if (!toSend) return;
    if ('problems' in toSend) {
      setProblems(toSend.problems);
      return;
    }
    setUnsaved(false);
    setSending(true);
    const spent = elapsed;
    setFrozenElapsed(spent);
    const result = await sendAnswer(id, index, toSend.answer, spent);
    setSending(false);
    if (result.ok && result.data.mode === 'practice') {
      const { success: _success, mode: _mode, ...graded } = result.data;
      const updated = new Map(answers).set(index, {
        questionIndex: index,
        userAnswer: toSend.answer,
        timeSpent: spent,
        ...graded,
      });
      setAnswers(updated);
      setSheetOpen(true);
      setTick('waiting');
      // A simulator's answers join the day's count when it is finished: they are added to what is stored.
      void readGoalTick(true, updated.size).then((read) => setTick(read ?? undefined));
    } else if (!result.ok && result.status === 409) {
      void finish();
    } else if (!result.ok && result.status === 400 && result.message) {
      setProblems([result.message]);
    } else {
      // Sent again already (callApi retries an answer): say plainly it was not saved, keep the choice.
      setUnsaved(true);
    }
  };

  const next = () => {
    const following = questions[index + 1];
    setIndex(index + 1);
    setDraftState(following ? emptyDraft(following) : { kind: 'option', option: null });
    setProblems([]);
    saveSelection(id, { index: index + 1, option: null });
    setFrozenElapsed(null);
    setShownAt(Date.now());
  };

  const last = index === questions.length - 1;
  const shownDraft = answered ? draftOf(question, answered.userAnswer) : draft;
  const typedKey = answered && answered.correctAnswer < 0;
  return (
    <div className="player" ref={top}>
      <PlayerStatus
        index={index}
        total={questions.length}
        questionSeconds={elapsed}
        remainingSeconds={remaining}
        answered={answers.size}
      />

      <section className="card player__question" aria-labelledby="question-text">
        <QuestionStatement topic={question.topic} text={question.question} headingRef={heading} />
        <QuestionAnswer
          question={question}
          draft={shownDraft}
          onDraft={setDraft}
          disabled={Boolean(answered) || sending}
          correct={answered && !typedKey ? answered.correctAnswer : undefined}
          verdicts={partVerdicts(answered)}
          problems={problems}
        />

        {answered ? (
          <div
            className={`player__feedback ${answered.isCorrect ? 'player__feedback--ok' : 'player__feedback--bad'}`}
            role="status"
          >
            <p className="player__verdict" ref={verdict} tabIndex={-1}>
              <span className="player__verdict-sign" aria-hidden="true">
                {answered.isCorrect ? '✓' : '✗'}
              </span>
              {answered.isCorrect ? '¡Correcto!' : 'Incorrecto'}
              {answered.points && (
                <>
                  {' '}
                  · {answered.points.earned} de {answered.points.possible} puntos
                </>
              )}
            </p>
            {typedKey && !answered.isCorrect && (
              <p className="player__key">
                {answered.reason && answered.reason !== 'value' && missReasonTexts[answered.reason]
                  ? `Ojo: ${missReasonTexts[answered.reason]}. `
                  : ''}
                Respuesta correcta: <MathText text={keyText(answered)} />
              </p>
            )}
            {answered.explanation && <ExplanationSteps explanation={answered.explanation} />}
          </div>
        ) : (
          unsaved && (
            <p className="form-error" role="alert">
              No pudimos guardar tu respuesta. Revisá tu conexión y tocá «Enviar respuesta» de nuevo.
            </p>
          )
        )}

        <div className="action-bar player__actions">
          {!answered ? (
            <button
              type="button"
              className="button button--primary"
              onClick={submit}
              disabled={toSend === null || sending}
            >
              {sending ? 'Enviando…' : 'Enviar respuesta'}
            </button>
          ) : last ? (
            <button type="button" className="button button--primary" onClick={finish} disabled={finishing}>
              {finishing ? 'Calculando resultados…' : 'Finalizar simulador'}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={next}>
              Siguiente pregunta
            </button>
          )}
        </div>
        {answered && sheetOpen && (
          <AnswerSheet
            tone={answered.isCorrect ? 'right' : 'wrong'}
            title={answered.isCorrect ? '¡Correcto!' : 'Incorrecto'}
            lead={
              answered.points
                ? `Sumaste ${answered.points.earned} de ${answered.points.possible} puntos. ${answered.isCorrect ? '¡Muy bien!' : 'Mirá la explicación paso a paso.'}`
                : answered.isCorrect
                  ? '¡Muy bien! Si querés, mirá igual la explicación.'
                  : 'No pasa nada: mirá la explicación paso a paso y seguí.'
            }
            tick={tick}
            fresh
            onClose={() => setSheetOpen(false)}
            returnFocus={verdict}
          />
        )}
      </section>
      {finishing && <Spinner label="Calculando tus resultados…" />}
    </div>
  );
}
