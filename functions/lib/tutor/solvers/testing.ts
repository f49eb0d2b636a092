/**
 * What the solvers' tests share: the checks a table of exam problems makes of a solver, the seeded
 * generator their checked-back loops draw from, and readers for what a worked reply states. Imported by
 * tests only.
 */
import { expect, it } from 'vitest';
import { createRng } from '../../../content/lib.ts';
import type { SolverDeclaration, SolverReply } from './declaration.ts';
import { parseNumber } from './numbers.ts';

type Solve = (problem: string) => SolverReply | undefined;

/** The reply is certain and shows every fragment (a fragment alone or a list). */
export function expectCertain(reply: SolverReply | undefined, fragments: string | readonly string[]): void {
  expect(reply?.certain).toBe(true);
  for (const text of typeof fragments === 'string' ? [fragments] : fragments) {
    expect(reply?.text).toContain(text);
  }
}

/** One test a problem, titled by the problem: solved with certainty, the reply showing each fragment. */
export function itSolvesCertainly(
  solve: Solve,
  cases: readonly (readonly [string, readonly string[]])[],
): void {
  it.each(cases.map(([problem, fragments]) => [problem, fragments] as const))('%s', (problem, fragments) => {
    expectCertain(solve(problem), fragments);
  });
}

/** One test a problem: not the solver's kind, or not read whole, so it answers nothing. */
export function itDeclines(title: string, solve: Solve, problems: readonly string[]): void {
  it.each([...problems])(title, (problem) => {
    expect(solve(problem)).toBeUndefined();
  });
}

/** The examples a declaration shows the model are all solved with certainty. */
export function itSolvesItsExamples(declaration: SolverDeclaration): void {
  it('solves its own examples', () => {
    for (const example of declaration.examples) expect(declaration.solve(example)?.certain).toBe(true);
  });
}

/** mulberry32 from the content bank's generator, so a failing draw can be replayed from its seed. */
export const random = (seed: number): (() => number) => createRng(seed).next;

/** A coefficient written after a term as the exams write it: "+ 3", "− 3". */
export const signed = (k: number): string => (k < 0 ? `− ${-k}` : `+ ${k}`);

/** "7", "-3/2" or "1/2/4" as the number it writes. */
export const fraction = (text: string): number =>
  text
    .split('/')
    .map(Number)
    .reduce((a, b) => a / b);

/** The bold answer of a worked reply, without its asterisks; '' when it states none. */
export const answerLine = (text: string): string => /\n\*\*(?!Datos)([^*]+)\*\*/.exec(text)?.[1] ?? '';

/** The numbers of the bold answer, in order, read as a student reads them ("1.500,5"). */
export const answerNumbers = (text: string): number[] =>
  [...answerLine(text).matchAll(/([-−]?)(\d+(?:[.,]\d+)*)/g)].map(
    ([, sign, digits]) => (sign ? -1 : 1) * parseNumber(digits ?? ''),
  );
