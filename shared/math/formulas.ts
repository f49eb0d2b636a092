import { latexToText } from './plain-math.ts';
/**
 * Texts from the content bank mix prose with LaTeX: inline `$…$` and display `$$…$$`. These helpers
 * split a text into prose and formulas, and turn a formula into plain Unicode for places that show
 * no KaTeX (previews, the fallback while KaTeX loads).
 */

export type FormulaSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

/** Index of the next unescaped `delimiter` at or after `from`, or -1. */
function findClosing(source: string, delimiter: '$' | '$$', from: number): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') {
      i++;
      continue;
    }
    if (source.startsWith(delimiter, i)) return i;
  }
  return -1;
}

/**
 * Splits a text into prose and formulas. `\$` in prose is a literal dollar sign, and so is a price
 * (`$ 1.200`); a `$` without its closing partner stays as text. Adjacent prose is merged so the result alternates cleanly.
 */
export function splitFormulas(source: string): FormulaSegment[] {
  const segments: FormulaSegment[] = [];
  let text = '';
  const flushText = () => {
    if (text) segments.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\' && source[i + 1] === '$') {
      text += '$';
      i += 2;
      continue;
    }
    if (char !== '$') {
      text += char;
      i++;
      continue;
    }
    // «$ 1.200», a dollar, a space and a digit, is a price in prose: no formula opens that way.
    if (source[i + 1] === ' ' && /\d/.test(source[i + 2] ?? '')) {
      text += '$';
      i++;
      continue;
    }
    const display = source[i + 1] === '$';
    const delimiter = display ? '$$' : '$';
    const start = i + delimiter.length;
    const end = findClosing(source, delimiter, start);
    const tex = end === -1 ? '' : source.slice(start, end).trim();
    if (end === -1 || tex === '') {
      text += source.slice(i, end === -1 ? source.length : end + delimiter.length);
      i = end === -1 ? source.length : end + delimiter.length;
      continue;
    }
    flushText();
    segments.push({ kind: 'math', tex, display });
    i = end + delimiter.length;
  }
  flushText();
  return segments;
}

/** Writes segments back as source text (prose dollars escaped), the inverse of splitFormulas. */
export function joinFormulas(segments: readonly FormulaSegment[]): string {
  return segments
    .map((segment) => {
      if (segment.kind === 'text') return segment.text.replace(/\$/g, '\\$');
      return segment.display ? `$$${segment.tex}$$` : `$${segment.tex}$`;
    })
    .join('');
}

/**
 * A formula as readable plain text: `\frac{3}{4}` → 3/4, `x^2` → x², `3{,}5` → 3,5, `\cdot` → ·.
 * Good enough for a preview or a fallback; KaTeX does the real typesetting. The booklets and the tutor
 * use the same conversion.
 */
export const formulaToText = latexToText;

/** A text with formulas, all as plain Unicode text. */
export function plainText(source: string): string {
  return splitFormulas(source)
    .map((segment) =>
      segment.kind === 'text' ? segment.text.replace(/\{,\}/g, ',') : formulaToText(segment.tex),
    )
    .join('');
}

export type TextPiece = FormulaSegment | { kind: 'glued'; parts: FormulaSegment[] };

/**
 * Keeps an inline formula together with the text that touches it without a space, so "(", "$0{,}25$"
 * and ")." never end up on different lines. Display formulas stand alone.
 */
export function glueInlineFormulas(segments: readonly FormulaSegment[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let pendingText: string | null = null;
  for (const [i, segment] of segments.entries()) {
    if (segment.kind === 'text') {
      const text = pendingText ?? segment.text;
      pendingText = null;
      if (text) pieces.push({ kind: 'text', text });
      continue;
    }
    if (segment.display) {
      pieces.push(segment);
      continue;
    }
    const parts: FormulaSegment[] = [];
    const previous = pieces[pieces.length - 1];
    const before = previous?.kind === 'text' ? /\S+$/.exec(previous.text) : null;
    if (previous?.kind === 'text' && before) {
      previous.text = previous.text.slice(0, before.index);
      if (!previous.text) pieces.pop();
      parts.push({ kind: 'text', text: before[0] });
    }
    parts.push(segment);
    const next = segments[i + 1];
    const after = next?.kind === 'text' ? /^\S+/.exec(next.text) : null;
    if (next?.kind === 'text' && after) {
      parts.push({ kind: 'text', text: after[0] });
      pendingText = next.text.slice(after[0].length);
    }
    pieces.push(parts.length === 1 ? segment : { kind: 'glued', parts });
  }
  return pieces;
}
