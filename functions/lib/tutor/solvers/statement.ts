/**
 * What the new math solvers read of a pasted exam statement: the statement without its options
 * ("A) 5 + i B) −1 + 5i … E) Ninguna…"), whose numbers are answers to choose from, never data.
 */

/** The statement up to its first option "A)", when options A) to at least C) follow in order. */
export function withoutOptions(problem: string): string {
  const first = /(?:^|[\s:.?])\(?A\)\s/.exec(problem);
  if (!first) return problem;
  const rest = problem.slice(first.index);
  return /\bB\)\s[\s\S]*\bC\)\s/.test(rest) ? problem.slice(0, first.index + 1).trimEnd() : problem;
}

/** Decimal comma for a number shown to the student: 0.5 → "0,5". */
export const comma = (text: string) => text.replace(/(\d)\.(\d)/g, '$1,$2');
