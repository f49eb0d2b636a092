import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';

export const CODE_LENGTH = 6;

/** Puts digits into the boxes: a full code fills all of them, fewer digits fill from the first empty box. */
export function fillDigits(current: readonly string[], digits: string, focusedIndex: number): string[] {
  if (digits.length === CODE_LENGTH) return digits.split('');
  const next = [...current];
  const firstEmpty = next.indexOf('');
  let index = digits.length === 1 ? focusedIndex : firstEmpty === -1 ? CODE_LENGTH : firstEmpty;
  for (const digit of digits) {
    if (index >= CODE_LENGTH) break;
    next[index] = digit;
    index++;
  }
  return next;
}

/** A box that already held a digit receives two characters; keep the one just typed. */
function typedInto(previous: string, raw: string): string {
  if (previous && raw.length === 2) return raw.charAt(0) === previous ? raw.charAt(1) : raw.charAt(0);
  return raw;
}

interface CodeInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  /** Keeps the boxes focused (and a phone's keyboard open) while the code is being checked. */
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Called when the sixth digit arrives, typed or pasted. */
  onComplete?: (code: string) => void;
  /** Each change puts the caret back in the first box (after a wrong code). */
  focusRequest?: number;
}

/** Six one-digit boxes for the login code, usable with the keyboard, paste and SMS/e-mail autofill. */
export function CodeInput({
  value,
  onChange,
  disabled,
  readOnly,
  autoFocus,
  onComplete,
  focusRequest,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  useEffect(() => {
    if (focusRequest) boxes.current[0]?.focus();
  }, [focusRequest]);

  const accept = (raw: string, index: number) => {
    if (raw === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    if (readOnly || !/^\d+$/.test(raw)) return;
    const next = fillDigits(value, raw.length === 1 ? raw : raw.slice(0, CODE_LENGTH), index);
    onChange(next);
    const firstEmpty = next.indexOf('');
    focus(raw.length === 1 ? index + 1 : firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty);
    if (firstEmpty === -1 && value.includes('')) onComplete?.(next.join(''));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\s+/g, '');
    if (/^\d+$/.test(digits)) accept(digits, index);
  };

  return (
    <fieldset className="code-input" disabled={disabled}>
      <legend className="visually-hidden">Código de verificación</legend>
      {value.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes never move
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={`Dígito ${index + 1} de ${CODE_LENGTH}`}
          value={digit}
          readOnly={readOnly}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this page
          autoFocus={autoFocus && index === 0}
          onChange={(event) => accept(typedInto(digit, event.target.value), index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPaste={(event) => onPaste(event, index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
