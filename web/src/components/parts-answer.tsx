import { emptyTyped, missReasonTexts, type PartDraft, type TypedValue } from '../lib/typed-answer.ts';
import { MathText } from './math-text.tsx';
import { NumericAnswer } from './numeric-answer.tsx';

/** One part as asked, in the words both the exercise page and the simulator can give it. */
export interface AskedPart {
  label: string;
  prompt: string;
  points: number;
  /** The options of a part answered by choosing; empty for a typed one. */
  options: readonly string[];
  /** A typed part: the unit beside the field, or a field for it. */
  typed: { unit: string | null; askUnit: boolean } | null;
}

/** One part graded: whether it is right, why not, and its key when it may be shown. */
export interface PartVerdict {
  isCorrect: boolean;
  reason?: string | undefined;
  earned: number;
  possible: number;
  /** The key as the student should read it ("B", "20 m/s"), once it may be shown. */
  key?: string | undefined;
}

const pointsText = (points: number) => `${points} ${points === 1 ? 'punto' : 'puntos'}`;

/**
 * A problem in parts (#31): each part's prompt and points, its options or its typed field, and, once
 * graded, whether it is right. A part already right is locked; the others can be answered again.
 */
export function PartsAnswer({
  idPrefix,
  parts,
  drafts,
  onChange,
  verdicts,
  disabled,
  errors,
}: {
  idPrefix: string;
  parts: readonly AskedPart[];
  drafts: readonly PartDraft[];
  onChange: (index: number, draft: PartDraft) => void;
  verdicts?: readonly (PartVerdict | undefined)[] | undefined;
  disabled?: boolean;
  errors?: readonly (string | null)[];
}) {
  return (
    <ol className="parts-answer">
      {parts.map((part, index) => {
        const verdict = verdicts?.[index];
        const locked = disabled || verdict?.isCorrect === true;
        const draft = drafts[index] ?? null;
        const promptId = `${idPrefix}-parte-${part.label}`;
        return (
          <li key={part.label} className="parts-answer__part">
            <p className="parts-answer__prompt" id={promptId}>
              {part.label}) <MathText text={part.prompt} />{' '}
              <span className="parts-answer__points">({pointsText(part.points)})</span>
            </p>
            {part.typed ? (
              <NumericAnswer
                id={`${idPrefix}-valor-${part.label}`}
                label={`Respuesta de la parte ${part.label}`}
                value={typeof draft === 'object' && draft !== null ? draft : emptyTyped()}
                onChange={(value: TypedValue) => onChange(index, value)}
                unit={part.typed.unit}
                askUnit={part.typed.askUnit}
                disabled={locked}
                error={errors?.[index] ?? null}
              />
            ) : (
              <fieldset className="parts-answer__options" aria-labelledby={promptId}>
                {part.options.map((option, optionIndex) => (
                  <label key={option} className="parts-answer__option">
                    <input
                      type="radio"
                      name={`${idPrefix}-opcion-${part.label}`}
                      value={optionIndex}
                      checked={draft === optionIndex}
                      disabled={locked}
                      onChange={() => onChange(index, optionIndex)}
                    />
                    <span>
                      {String.fromCharCode(65 + optionIndex)}) <MathText text={option} />
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            {verdict && (
              <p
                className={`parts-answer__verdict parts-answer__verdict--${verdict.isCorrect ? 'right' : 'wrong'}`}
              >
                <span aria-hidden="true">{verdict.isCorrect ? '✓ ' : '✗ '}</span>
                {verdict.isCorrect
                  ? `Parte ${part.label}: correcta`
                  : `Parte ${part.label}: incorrecta, ${missReasonTexts[verdict.reason ?? 'value'] ?? missReasonTexts.value}`}{' '}
                ({verdict.earned} de {pointsText(verdict.possible)})
                {verdict.key && !verdict.isCorrect && (
                  <>
                    . Respuesta correcta: <MathText text={verdict.key} />
                  </>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
