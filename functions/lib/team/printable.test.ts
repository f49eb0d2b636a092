import { describe, expect, it } from 'vitest';
import { printable } from './printable.ts';

describe('printable: what a student wrote, safe for a terminal', () => {
  it('keeps ordinary text as it is, accents, ñ, emoji and symbols included', () => {
    const text = 'No entiendo el paso 2: ¿por qué √(x²) = |x|? Ñandú 👍 «gracias» — 3,5 m/s²';
    expect(printable(text)).toBe(text);
  });

  it.each([
    ['clearing the screen', 'a\u001b[2Jb', 'ab'],
    ['moving the cursor up and erasing the line', 'a\u001b[1A\u001b[2Kb', 'ab'],
    ['colouring the rest of the output', '\u001b[31;1mrojo\u001b[0m', 'rojo'],
    ['a private-mode sequence', 'a\u001b[?25lb', 'ab'],
    ['retitling the window (OSC ended by BEL)', 'a\u001b]0;hackeado\u0007b', 'ab'],
    [
      'a hyperlink (OSC ended by ESC \\)',
      '\u001b]8;;https://evil.example\u001b\\clic\u001b]8;;\u001b\\',
      'clic',
    ],
    ['a two-character escape (reset)', 'a\u001bcb', 'ab'],
    ['the one-byte C1 CSI', 'a\u009b2Jb', 'ab'],
    ['a lone ESC at the end', 'fin\u001b', 'fin'],
    ['backspaces that hide what came before', 'bueno\u0008\u0008\u0008\u0008\u0008malo', 'buenomalo'],
    ['NUL, bell and DEL', 'a\u0000b\u0007c\u007fd', 'abcd'],
    ['the other C1 characters', 'a\u0080b\u0085c\u008fd', 'ab ⏎ cd'],
    ['a right-to-left override', 'archivo\u202Etxt.exe', 'archivotxt.exe'],
    ['isolates and marks', '\u2066a\u2069\u200eb\u200f\u061c', 'ab'],
  ])('drops %s', (_case, text, expected) => {
    expect(printable(text)).toBe(expected);
  });

  it('stops an unterminated OSC at the next control character, so the text after it survives', () => {
    expect(printable('a\u001b]0;título\nlo que sigue')).toBe('a ⏎ lo que sigue');
  });

  it('keeps each entry on one line: line breaks show as ⏎, tabs as spaces', () => {
    expect(printable('primera\nsegunda\r\ntercera\rcuarta')).toBe('primera ⏎ segunda ⏎ tercera ⏎ cuarta');
    expect(printable('párrafo  \n\n\n  otro')).toBe('párrafo ⏎ otro');
    expect(printable('a\u2028b\u2029c')).toBe('a ⏎ b ⏎ c');
    expect(printable('col1\tcol2')).toBe('col1 col2');
  });

  it('leaves no control character in any text', () => {
    let everything = '';
    for (let code = 0; code <= 0x9f; code++) everything += `x${String.fromCharCode(code)}`;
    expect(printable(everything)).not.toMatch(/[\p{Cc}\p{Bidi_Control}]/u);
  });
});
