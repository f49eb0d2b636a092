/**
 * What a student wrote, made safe to print on the team's terminal (`npm run ops`) and in the digest's
 * plain text: the escape sequences a terminal would obey (clear the screen, move the cursor, retitle
 * the window, colour the rest of the output) and every other C0 and C1 control character go, and so
 * do the bidirectional controls that make a line read differently from what it holds. Each entry
 * stays one line: line breaks show as ` ⏎ `, a tab as a space.
 */
export function printable(text: string): string {
  return withoutEscapeSequences(text)
    .replace(/[^\S\n\r\u0085\u2028\u2029]*(?:\r\n|[\n\r\u0085\u2028\u2029])\s*/gu, ' ⏎ ')
    .replace(/\t/g, ' ')
    .replace(/[\p{Cc}\p{Bidi_Control}]/gu, '');
}

const ESC = 0x1b;
const BEL = 0x07;
/** The one-byte C1 forms: CSI, and the introducers of a string (DCS, SOS, OSC, PM, APC) and its end. */
const C1_CSI = 0x9b;
const C1_STRINGS = new Set([0x90, 0x98, 0x9d, 0x9e, 0x9f]);
const C1_ST = 0x9c;
/** After ESC: `[` opens a CSI; `]`, `P`, `X`, `^` and `_` open a string. */
const CSI = 0x5b;
const STRINGS = new Set([0x5d, 0x50, 0x58, 0x5e, 0x5f]);

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const within = (code: number, low: number, high: number) => code >= low && code <= high;

/**
 * Drops each escape sequence whole, so none leaves its parameters behind as text (`[31m`). A string
 * (OSC and the like) ends at its terminator or at the next control character: an unterminated one
 * does not swallow the text after it.
 */
function withoutEscapeSequences(text: string): string {
  let kept = '';
  let i = 0;
  const skip = (test: (code: number) => boolean) => {
    while (i < text.length && test(text.charCodeAt(i))) i++;
  };
  const csi = () => {
    skip((code) => within(code, 0x30, 0x3f));
    skip((code) => within(code, 0x20, 0x2f));
    if (i < text.length && within(text.charCodeAt(i), 0x40, 0x7e)) i++;
  };
  const string = () => {
    skip((code) => !isControl(code));
    const end = text.charCodeAt(i);
    if (end === BEL || end === C1_ST) i++;
    else if (end === ESC && text[i + 1] === '\\') i += 2;
  };
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === ESC) {
      const next = text.charCodeAt(i + 1);
      if (next === CSI || STRINGS.has(next)) {
        i += 2;
        if (next === CSI) csi();
        else string();
      } else {
        // A two-character escape (ESC c, ESC ( B…): intermediates, then a final byte.
        i++;
        skip((c) => within(c, 0x20, 0x2f));
        if (i < text.length && within(text.charCodeAt(i), 0x30, 0x7e)) i++;
      }
    } else if (code === C1_CSI) {
      i++;
      csi();
    } else if (C1_STRINGS.has(code)) {
      i++;
      string();
    } else {
      kept += text[i];
      i++;
    }
  }
  return kept;
}
