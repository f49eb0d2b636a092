import katex from 'katex';
import { type FormulaSheet, formulaKey, typesetFormula } from '../../shared/math/typeset.ts';

/** Markup already set, per warm Lambda: the bank's formulas repeat across students and requests. */
const setAlready = new Map<string, string>();
const KEEP_AT_MOST = 20_000;

/** KaTeX's markup of each formula, keyed as the browser looks it up. */
export function typesetSheet(formulas: readonly { tex: string; display: boolean }[]): FormulaSheet {
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
