import { splitFormulas } from './formulas.ts';

/** What the typesetter needs of KaTeX: the browser loads it on demand, the functions import it. */
export interface Katex {
  renderToString(tex: string, options?: Record<string, unknown>): string;
}

/**
 * A formula's KaTeX markup keyed by how it is written: the functions send the formulas of a
 * page's first screen already typeset (#30), so that page never waits for KaTeX's code.
 */
export type FormulaSheet = Record<string, string>;

const fraction = /\\(?:frac|dfrac|cfrac|binom)(?![a-zA-Z])/;

const options = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  maxSize: 20,
  maxExpand: 500,
  output: 'htmlAndMathml',
} as const;

/** The sheet's key of one formula. */
export const formulaKey = (tex: string, display: boolean): string => `${display ? 'D' : 'I'}${tex}`;

/**
 * Inline, KaTeX sets a fraction's numerator and denominator at 70 % of the text, too small to read
 * on a phone: a formula with a fraction is set in display style, its figures at the size of the
 * words around them (fractions inside exponents stay small). One KaTeX cannot parse is shown as
 * written, without the added command.
 */
function typesetInline(katex: Katex, tex: string): string {
  if (fraction.test(tex)) {
    try {
      return katex.renderToString(`\\displaystyle ${tex}`, { ...options, throwOnError: true });
    } catch {
      // Falls through to KaTeX's own error rendering of the source.
    }
  }
  return katex.renderToString(tex, options);
}

/** KaTeX's own markup for one formula. `trust: false` keeps \href, \url and \html* out. */
export function typesetFormula(katex: Katex, tex: string, display: boolean): string {
  return display ? katex.renderToString(tex, { ...options, displayMode: true }) : typesetInline(katex, tex);
}

/** Every `$…$` and `$$…$$` formula in the strings of `value`, however deep, once each. */
export function formulasIn(value: unknown): { tex: string; display: boolean }[] {
  const found = new Map<string, { tex: string; display: boolean }>();
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      if (!item.includes('$')) return;
      for (const segment of splitFormulas(item))
        if (segment.kind === 'math') found.set(formulaKey(segment.tex, segment.display), segment);
    } else if (Array.isArray(item)) {
      for (const element of item) visit(element);
    } else if (item !== null && typeof item === 'object') {
      for (const element of Object.values(item)) visit(element);
    }
  };
  visit(value);
  return [...found.values()];
}
