import { type Ref, type RefObject, useEffect, useRef, useState } from 'react';
import { AnswerFigure } from '../../components/answer-figure.tsx';
import { MathText } from '../../components/math-text.tsx';
import { NumericAnswer } from '../../components/numeric-answer.tsx';
import { PartsAnswer, type PartVerdict } from '../../components/parts-answer.tsx';
import { askedParts, type Draft, type Question } from './answers.ts';
import { clock, explanationParts, optionLetter, topicLabel } from './format.ts';

/** The current time, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Each question starts at its top with the focus on its statement (#30): a keyboard or a screen reader
 * starts reading it, and a student who scrolled down the last explanation is not left halfway down the
 * new question. The first one, on arrival, only takes the focus.
 */
export function useQuestionStart(
  index: number,
  heading: RefObject<HTMLElement | null>,
  top: RefObject<HTMLElement | null>,
) {
  const started = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new question, by its index.
  useEffect(() => {
    if (started.current !== null && started.current !== index)
      top.current?.scrollIntoView({ block: 'start' });
    started.current = index;
    heading.current?.focus({ preventScroll: true });
  }, [index]);
}

/** Which question, its own time, the time left and how many are answered. */
export function PlayerStatus({
  index,
  total,
  questionSeconds,
  remainingSeconds,
  answered,
}: {
  index: number;
  total: number;
  questionSeconds: number;
  remainingSeconds: number;
  answered: number;
}) {
  return (
    <>
      <div className="player__bar">
        <span>
          Pregunta {index + 1} de {total}
        </span>
        <span>Esta pregunta: {clock(questionSeconds)}</span>
        <span
          className={
            remainingSeconds < 300 ? 'player__remaining player__remaining--low' : 'player__remaining'
          }
          role="timer"
          aria-live="off"
        >
          Quedan {clock(remainingSeconds)}
        </span>
      </div>
      <div
        className="player__progress"
        role="progressbar"
        aria-label="Preguntas respondidas"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
      >
        <span style={{ width: `${Math.round((answered / total) * 100)}%` }} />
      </div>
    </>
  );
}

export function QuestionStatement({
  topic,
  text,
  headingRef,
}: {
  topic: string;
  text: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <p className="player__topic">{topicLabel(topic)}</p>
      <h1 id="question-text" className="player__statement" ref={headingRef} tabIndex={-1}>
        <MathText text={text} />
      </h1>
    </>
  );
}

type OptionVerdict = 'chosen-right' | 'right' | 'chosen-wrong' | null;

function optionVerdict(option: number, correct: number, chosen: number | null): OptionVerdict {
  if (option === correct) return option === chosen ? 'chosen-right' : 'right';
  return option === chosen ? 'chosen-wrong' : null;
}

const verdictClass: Record<Exclude<OptionVerdict, null>, string> = {
  'chosen-right': ' option--correct',
  right: ' option--correct',
  'chosen-wrong': ' option--wrong',
};

/** Right and wrong in words and a sign, never by colour alone. */
function OptionMark({ verdict }: { verdict: OptionVerdict }) {
  if (!verdict) return null;
  const right = verdict !== 'chosen-wrong';
  return (
    <span className={`option__mark ${right ? 'option__mark--right' : 'option__mark--wrong'}`}>
      <span aria-hidden="true">{right ? '✓' : '✗'}</span>{' '}
      {verdict === 'chosen-right' ? 'Tu respuesta · Correcta' : right ? 'Correcta' : 'Tu respuesta'}
    </span>
  );
}

function OptionBody({ option, index, verdict }: { option: string; index: number; verdict: OptionVerdict }) {
  return (
    <>
      <span className="option__letter">{optionLetter(index)}</span>
      <span className="option__text">
        <MathText text={option} />
      </span>
      <OptionMark verdict={verdict} />
    </>
  );
}

/**
 * The options as radio buttons. Once `correct` is known (a graded answer) each option says whether
 * it is the right one and which one the student chose.
 */
export function AnswerOptions({
  options,
  chosen,
  correct,
  disabled,
  onChoose,
}: {
  options: readonly string[];
  chosen: number | null;
  correct?: number;
  disabled: boolean;
  onChoose: (option: number) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby="question-text" className="player__options">
      {options.map((option, index) => {
        const verdict = correct === undefined || correct < 0 ? null : optionVerdict(index, correct, chosen);
        const state = verdict ? verdictClass[verdict] : index === chosen ? ' option--selected' : '';
        return (
          <label key={option} className={`option${state}`}>
            <input
              type="radio"
              name="answer"
              value={index}
              checked={index === chosen}
              disabled={disabled}
              onChange={() => onChoose(index)}
            />
            <OptionBody option={option} index={index} verdict={verdict} />
          </label>
        );
      })}
    </div>
  );
}

/** A question's options as a list to read, with the right one and the student's choice marked. */
export function ReviewedOptions({
  options,
  chosen,
  correct,
}: {
  options: readonly string[];
  chosen: number | null;
  correct: number;
}) {
  return (
    <ul className="player__options review__options">
      {options.map((option, index) => {
        const verdict = optionVerdict(index, correct, chosen);
        return (
          <li key={option} className={`option option--static${verdict ? verdictClass[verdict] : ''}`}>
            <OptionBody option={option} index={index} verdict={verdict} />
          </li>
        );
      })}
    </ul>
  );
}

/** The worked solution: its steps, then the result. */
export function ExplanationSteps({ explanation }: { explanation: string }) {
  const { steps, result } = explanationParts(explanation);
  return (
    <>
      {steps.length > 0 && (
        <ol className="player__steps">
          {steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one explanation never reorder.
            <li key={index}>
              <MathText text={step} />
            </li>
          ))}
        </ol>
      )}
      {result && (
        <p className="player__result">
          <strong>Resultado: </strong>
          <MathText text={result} />
        </p>
      )}
    </>
  );
}

/**
 * What the student answers a question with (#31): its options, a typed value (with its unit where
 * asked) or its parts, with the figure its statement refers to above them.
 */
export function QuestionAnswer({
  question,
  draft,
  onDraft,
  disabled,
  correct,
  verdicts,
  problems,
}: {
  question: Question;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  disabled: boolean;
  /** The key, once graded, for an options question. */
  correct?: number | undefined;
  /** Each part's verdict, once graded. */
  verdicts?: PartVerdict[] | undefined;
  /** What is wrong with the typed values, before sending. */
  problems?: (string | null)[] | undefined;
}) {
  return (
    <>
      {question.figure && <AnswerFigure figure={question.figure} />}
      {draft.kind === 'typed' ? (
        <NumericAnswer
          id="player-valor"
          label="Tu respuesta"
          value={draft.typed}
          onChange={(typed) => onDraft({ kind: 'typed', typed })}
          unit={question.typed?.unit ?? null}
          askUnit={question.typed?.askUnit ?? false}
          disabled={disabled}
          error={problems?.[0] ?? null}
        />
      ) : draft.kind === 'parts' ? (
        <PartsAnswer
          idPrefix="player"
          parts={askedParts(question)}
          drafts={draft.parts}
          onChange={(index, entry) =>
            onDraft({ kind: 'parts', parts: draft.parts.map((old, i) => (i === index ? entry : old)) })
          }
          verdicts={verdicts}
          disabled={disabled}
          errors={problems ?? []}
        />
      ) : (
        <AnswerOptions
          options={question.options}
          chosen={draft.option}
          correct={correct}
          disabled={disabled}
          onChoose={(option) => onDraft({ kind: 'option', option })}
        />
      )}
    </>
  );
}
