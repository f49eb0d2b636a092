/**
 * Two nomenclature orders in one sentence («Fórmula del sulfuro de sodio y nombre del NaH.»): each order
 * read alone by the nomenclature solver, both shown; sure only when both are.
 */
import type { SolverReply } from './declaration.ts';
import { withoutOptions } from './statement.ts';

const ORDER = String.raw`(?:(?:escrib\w+|indi\w+|d[eé])\s+)?(?:la\s+|el\s+)?(?:f[oó]rmula|nombre)\b`;
const PAIR = new RegExp(`^(?:(.*?)\\s+)?(${ORDER}[^.?]*?)\\s+y\\s+(${ORDER}[^.?]*?)\\s*[.?]?\\s*$`, 'iu');

export function solveNomenclaturePair(
  problem: string,
  single: (problem: string) => SolverReply | undefined,
): SolverReply | undefined {
  const lines = withoutOptions(problem).trim().split('\n');
  const text = (lines.at(-1) ?? '').trim();
  // «Nomenclatura. Complete:» before the order is a heading; another order there is another question.
  if (lines.slice(0, -1).some((line) => /f[oó]rmula|nombre\b|\d/i.test(line))) return undefined;
  const found = PAIR.exec(text);
  if (!found) return undefined;
  const [, before = '', first = '', second = ''] = found;
  // A heading before the orders («Nomenclatura. Complete»), never a third order or a datum.
  if (/f[oó]rmula|nombre\b|\d/i.test(before)) return undefined;
  const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
  const replies = [single(capital(first)), single(capital(second))];
  if (replies.some((reply) => !reply?.certain)) return undefined;
  return {
    text: replies.map((reply) => reply?.text.trim() ?? '').join('\n\n'),
    certain: true,
  };
}
