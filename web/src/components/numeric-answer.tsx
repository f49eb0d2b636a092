import { useRef } from 'react';
import type { TypedValue } from '../lib/typed-answer.ts';
import './numeric-answer.css';

interface NumericAnswerProps {
  /** The id of the value field; the unit field takes `${id}-unidad`. */
  id: string;
  label: string;
  value: TypedValue;
  onChange: (value: TypedValue) => void;
  /** The unit shown beside the field, when the student does not write it. */
  unit: string | null;
  /** The student writes the unit in a field of its own. */
  askUnit: boolean;
  disabled?: boolean;
  /** What is wrong with the value, said under the field. */
  error?: string | null;
}

/** The keys a phone's number pad may lack: the decimal comma, the minus sign, a fraction bar. */
const KEYS: { key: string; label?: string; name: string }[] = [
  { key: '7', name: '7' },
  { key: '8', name: '8' },
  { key: '9', name: '9' },
  { key: '4', name: '4' },
  { key: '5', name: '5' },
  { key: '6', name: '6' },
  { key: '1', name: '1' },
  { key: '2', name: '2' },
  { key: '3', name: '3' },
  { key: '-', label: '−', name: 'menos' },
  { key: '0', name: '0' },
  { key: ',', name: 'coma decimal' },
  { key: '/', name: 'barra de fracción' },
  // Its name is what it shows: an accessible name must contain the visible text (WCAG 2.5.3).
  { key: '·10^', label: '×10ⁿ', name: '×10ⁿ' },
];

/**
 * A typed answer: the value (decimal comma or point), the unit beside it or a field for it, and on a
 * phone a keypad with the comma and the minus sign its own number pad may lack. The keypad only adds
 * keys: the field takes the keyboard as any field does.
 */
export function NumericAnswer({
  id,
  label,
  value,
  onChange,
  unit,
  askUnit,
  disabled,
  error,
}: NumericAnswerProps) {
  const field = useRef<HTMLInputElement>(null);
  const hintId = `${id}-ayuda`;
  const errorId = `${id}-error`;

  const type = (text: string | null) => {
    const input = field.current;
    const current = value.value;
    const start = input?.selectionStart ?? current.length;
    const end = input?.selectionEnd ?? current.length;
    const next =
      text === null
        ? start === end
          ? current.slice(0, Math.max(0, start - 1)) + current.slice(end)
          : current.slice(0, start) + current.slice(end)
        : current.slice(0, start) + text + current.slice(end);
    const caret = text === null ? (start === end ? Math.max(0, start - 1) : start) : start + text.length;
    onChange({ ...value, value: next });
    window.requestAnimationFrame(() => field.current?.setSelectionRange(caret, caret));
  };

  return (
    <div className="numeric-answer">
      <label className="numeric-answer__label" htmlFor={id}>
        {label}
      </label>
      <div className="numeric-answer__row">
        <input
          ref={field}
          id={id}
          className="numeric-answer__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={value.value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onChange({ ...value, value: event.target.value })}
        />
        {unit && !askUnit && <span className="numeric-answer__unit">{unit}</span>}
      </div>
      {askUnit && (
        <div className="numeric-answer__unit-field">
          <label className="numeric-answer__label" htmlFor={`${id}-unidad`}>
            Unidad
          </label>
          <input
            id={`${id}-unidad`}
            className="numeric-answer__input numeric-answer__input--unit"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="por ejemplo, m/s"
            value={value.unit}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, unit: event.target.value })}
          />
        </div>
      )}
      {error && (
        <p className="numeric-answer__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <p className="numeric-answer__hint" id={hintId}>
        Usá coma o punto para los decimales{askUnit ? ' y escribí la unidad.' : '.'} Podés escribir fracciones
        como 2/3.
      </p>
      {!disabled && (
        <fieldset className="keypad" aria-label={`Teclado para ${label.toLowerCase()}`}>
          {KEYS.map(({ key, label: shown, name }) => (
            <button
              key={key}
              type="button"
              className="keypad__key"
              aria-label={name === key || name === shown ? undefined : name}
              onClick={() => type(key)}
            >
              {shown ?? key}
            </button>
          ))}
          <button type="button" className="keypad__key" aria-label="Borrar" onClick={() => type(null)}>
            ⌫
          </button>
        </fieldset>
      )}
    </div>
  );
}
