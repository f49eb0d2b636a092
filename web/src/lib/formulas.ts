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
 * Splits a text into prose and formulas. `\$` in prose is a literal dollar sign; a `$` without its
 * closing partner stays as text. Adjacent prose is merged so the result alternates cleanly.
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

const symbols: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  approx: '≈',
  neq: '≠',
  ne: '≠',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  infty: '∞',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  rho: 'ρ',
  sigma: 'σ',
  Sigma: 'Σ',
  sum: 'Σ',
  omega: 'ω',
  Omega: 'Ω',
  varepsilon: 'ε',
  epsilon: 'ε',
  phi: 'φ',
  eta: 'η',
  tau: 'τ',
  circ: '°',
  degree: '°',
  to: '→',
  rightarrow: '→',
  Rightarrow: '⇒',
  iff: '⇔',
  Leftrightarrow: '⇔',
  rightleftharpoons: '⇌',
  in: '∈',
  cup: '∪',
  cap: '∩',
  emptyset: '∅',
  ldots: '…',
  dots: '…',
  cdots: '…',
  perp: '⊥',
  parallel: '∥',
  angle: '∠',
  sen: 'sen',
  sin: 'sen',
  cos: 'cos',
  tan: 'tg',
  tg: 'tg',
  log: 'log',
  ln: 'ln',
};
const blackboard: Record<string, string> = { R: 'ℝ', N: 'ℕ', Z: 'ℤ', Q: 'ℚ', C: 'ℂ' };
const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  '+': '⁺',
  n: 'ⁿ',
};
const subscripts: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
};

/** Innermost `{…}` group, no braces inside. */
const group = '\\{([^{}]*)\\}';
const wrapIfLong = (text: string) => (/^[\p{L}\p{N},.√⁰¹²³⁴⁵⁶⁷⁸⁹⁻₀-₉]+$/u.test(text) ? text : `(${text})`);
const scripted = (text: string, table: Record<string, string>, marker: string) => {
  const chars = [...text];
  return chars.length > 0 && chars.every((c) => table[c])
    ? chars.map((c) => table[c]).join('')
    : `${marker}${text}`;
};

/**
 * A formula as readable plain text: `\frac{3}{4}` → 3/4, `x^2` → x², `3{,}5` → 3,5, `\cdot` → ·.
 * Good enough for a preview or a fallback; KaTeX does the real typesetting.
 */
export function formulaToText(tex: string): string {
  let text = tex.replace(/\{,\}/g, ',');
  text = text.replace(/\\(?:left|right|big|Big|bigl|bigr|displaystyle)\b/g, '');
  text = text.replace(/\\[,;:! ]|~/g, ' ');
  text = text.replace(/\\(?:quad|qquad)\b/g, '  ');
  text = text.replace(
    new RegExp(`\\\\mathbb\\s*${group}`, 'g'),
    (_m, letter: string) => blackboard[letter] ?? letter,
  );
  // Innermost groups first, so nested fractions and roots come out right; a bare group is only
  // unwrapped when no command is left to take it as its argument.
  for (let pass = 0; pass < 12; pass++) {
    const before = text;
    text = text
      .replace(
        new RegExp(`\\\\(?:text|mathrm|textrm|mathbf|mathit|operatorname)\\s*${group}`, 'g'),
        (_m, inner: string) => inner,
      )
      .replace(
        new RegExp(`\\\\[dt]?frac\\s*${group}\\s*${group}`, 'g'),
        (_m, top: string, bottom: string) => `${wrapIfLong(top.trim())}/${wrapIfLong(bottom.trim())}`,
      )
      .replace(new RegExp(`\\\\sqrt\\s*${group}`, 'g'), (_m, inner: string) => `√${wrapIfLong(inner.trim())}`)
      .replace(new RegExp(`\\^\\s*${group}`, 'g'), (_m, inner: string) => scripted(inner, superscripts, '^'))
      .replace(new RegExp(`_\\s*${group}`, 'g'), (_m, inner: string) => scripted(inner, subscripts, '_'));
    if (text === before)
      text = text.replace(new RegExp(`(?<!\\\\)${group}`, 'g'), (_m, inner: string) => inner);
    if (text === before) break;
  }
  text = text
    .replace(/\^([\p{N}n+-])/gu, (_m, char: string) => superscripts[char] ?? `^${char}`)
    .replace(/_(\p{N})/gu, (_m, char: string) => subscripts[char] ?? char)
    .replace(/_([\p{L}])/gu, '$1')
    // TeX drops the space after a command: "\Delta H" is ΔH, but "\cdot 10" still reads "· 10".
    .replace(/\\([a-zA-Z]+)(\s?)/g, (_m, name: string, space: string) => {
      const symbol = symbols[name] ?? name;
      return /^[α-ωΑ-Ω]$/u.test(symbol) ? symbol : symbol + space;
    })
    .replace(/\\([{}%$#&_])/g, '$1');
  return text.replace(/\s+/g, ' ').trim();
}

/** A text with formulas, all as plain Unicode text. */
export function plainText(source: string): string {
  return splitFormulas(source)
    .map((segment) => (segment.kind === 'text' ? segment.text : formulaToText(segment.tex)))
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
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as FormulaSegment;
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
