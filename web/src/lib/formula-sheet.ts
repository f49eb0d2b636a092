import { formulaKey } from '../../../shared/math/typeset.ts';

/** Formulas already set, by the functions (`formulas` of an answer) or by KaTeX here, by formulaKey. */
const typeset = new Map<string, string>();
const KEEP_AT_MOST = 5_000;

/** Keeps the typeset formulas an API answer carries (`formulas`), for MathText to show as they are. */
export function keepFormulas(answer: unknown): void {
  const sheet = (answer as { formulas?: unknown } | null)?.formulas;
  if (sheet === null || typeof sheet !== 'object') return;
  for (const [key, html] of Object.entries(sheet)) if (typeof html === 'string') remember(key, html);
}

export function remember(key: string, html: string): void {
  if (typeset.size >= KEEP_AT_MOST) typeset.clear();
  typeset.set(key, html);
}

/** One formula's markup, if it was set already. */
export const setAlready = (tex: string, display: boolean): string | undefined =>
  typeset.get(formulaKey(tex, display));
