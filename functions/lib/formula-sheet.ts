import katex from 'katex';
import { type FormulaSheet, formulaKey, formulasIn, typesetFormula } from '../../shared/math/typeset.ts';

/** Markup already set, per warm Lambda: the bank's formulas repeat across students and requests. */
const setAlready = new Map<string, string>();
const KEEP_AT_MOST = 20_000;

/** The KaTeX markup of every formula in an answer's strings, for its page to show as is (#30). */
export function formulaSheet(answer: unknown): FormulaSheet | undefined {
  const formulas = formulasIn(answer);
  if (formulas.length === 0) return undefined;
  const sheet: FormulaSheet = {};
  for (const { tex, display } of formulas) {
    const key = formulaKey(tex, display);
    let html = setAlready.get(key);
    if (html === undefined) {
      html = typesetFormula(katex, tex, display);
      if (setAlready.size >= KEEP_AT_MOST) setAlready.clear();
      setAlready.set(key, html);
    }
    sheet[key] = html;
  }
  return sheet;
}
