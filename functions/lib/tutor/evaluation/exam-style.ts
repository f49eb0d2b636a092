/**
 * The tutor on the development set of real-exam problems (functions/content/exam-style, ADR 0068),
 * each half on its own: the tuning half, which solvers may be tuned on, and the held-out half, which
 * only measures (ADR 0086). Each problem is sent as a student pastes it (options as "A) …", parts as
 * "a) …"); a reply is right when it states the key, and states a wrong result when it is certain and
 * not right. The report names failures by id and key, never by statement.
 */
import { at } from '../../../../shared/lib/must.ts';
import { numbersIn } from '../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem, Tolerance } from '../../../content/exam-style/schema.ts';
import { foldText } from '../text.ts';
import { normalize, occurs } from './checks.ts';

/** A tutor's reply and whether it presents its result as sure (the offline engine and the solvers say). */
export interface ExamStyleAnswer {
  text: string;
  certain: boolean;
}

export type ExamStyleTutor = (message: string) => Promise<ExamStyleAnswer> | ExamStyleAnswer;

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** The target for the held-out half: this share right, and no reply that states a wrong result. */
export const HELD_OUT_TARGET = 0.85;

/** The problem as the student sends it: the statement, then its options or its parts, one a line. */
export function examStyleMessage(problem: ExamStyleProblem): string {
  if (problem.format === 'five-options') {
    return [problem.statement, ...problem.options.map((option, i) => `${LETTERS[i]}) ${option}`)].join('\n');
  }
  if (problem.format === 'multi-part') {
    // A prompt written with its own label («a) ¿Qué corriente…?») is printed once, as the page prints it.
    return [
      problem.statement,
      ...problem.parts.map((part) =>
        part.prompt.startsWith(`${part.label})`) ? part.prompt : `${part.label}) ${part.prompt}`,
      ),
    ].join('\n');
  }
  return problem.statement;
}

/**
 * What a reply states as its result: its lines with a bold run, except the numbered steps, the data it
 * read ("**Datos:** …") and the exercise it suggests next ("**Para practicar:** probá…", whose numbers are
 * another statement's). A reply without any bold (a model's plain prose) is read whole.
 */
export function statedResult(reply: string): string {
  const lines = reply.split('\n').map((line) => line.trim());
  if (!lines.some((line) => line.includes('**'))) return reply;
  return lines
    .filter((line) => line.includes('**') && !/^\d+\.\s/.test(line) && !line.startsWith(PRACTICE))
    .map((line) => line.replace(/\*\*(?:Datos|Incógnita):\*\*[^*]*/g, ''))
    .filter((line) => line.includes('**'))
    .join('\n');
}

const PRACTICE = '**Para practicar:**';

/** Rounding to two decimals, as the replies show numbers, still reads as the key. */
const near = (stated: number, key: number) =>
  Math.abs(stated - key) <= Math.max(0.006, 0.005 * Math.abs(key));

const within = (stated: number, key: number, tolerance: Tolerance) =>
  'absolute' in tolerance
    ? Math.abs(stated - key) <= tolerance.absolute
    : Math.abs(stated - key) <= tolerance.relative * Math.abs(key);

const statesAll = (stated: readonly number[], keys: readonly number[]) =>
  keys.length > 0 && keys.every((key) => stated.some((value) => near(value, key)));

/** A text key, each of its "; "-joined pieces ("ácido nítrico; trioxonitrato (V) de hidrógeno"). */
const statesText = (result: string, key: string) =>
  key.split(/;\s+(?=\p{L})/u).every((piece) => occurs(normalize(result), normalize(piece)));

/** The numbers of a key's text, its asides in parentheses left out ("x = 7 (x = −3 se descarta)" → 7). */
const keyNumbers = (key: string) => numbersIn(key.replace(/\([^()]*[\p{L}][^()]*\)/gu, ' '));

/** A key recomputed (check) or as written: either stated whole is right. */
const statesNumbersOrText = (
  result: string,
  stated: readonly number[],
  key: string,
  check?: readonly number[],
) =>
  (check?.length ? statesAll(stated, check) : false) ||
  (keyNumbers(key).length ? statesAll(stated, keyNumbers(key)) : statesText(result, key));

/** The option a reply names by its letter ("la opción C", "Respuesta: B", "**D)**"), if it names one. */
export function namedOption(reply: string): number | undefined {
  const named =
    /\b(?:opci[oó]n|respuesta|alternativa|inciso)\s+(?:correcta\s+)?(?:es\s+)?(?:la\s+)?\(?([A-Ea-e])\)?(?![\p{L}\d])/u.exec(
      reply,
    ) ?? /\*\*\(?([A-E])\)/.exec(reply);
  const letter = named?.[1]?.toUpperCase();
  return letter ? LETTERS.indexOf(letter as (typeof LETTERS)[number]) : undefined;
}

function fiveOptionsRight(
  problem: Extract<ExamStyleProblem, { format: 'five-options' }>,
  reply: string,
): boolean {
  const named = namedOption(reply);
  if (named !== undefined) return named === problem.answer.option;
  const result = statedResult(reply);
  const stated = numbersIn(result);
  const key = at(problem.options, problem.answer.option, 'keyed option');
  if (problem.check && statesAll(stated, problem.check())) return true;
  if (problem.answer.option === 4) return /\bninguna\b/.test(foldText(result));
  return statesNumbersOrText(result, stated, key);
}

/** Whether the reply states the problem's key. */
export function statesKey(problem: ExamStyleProblem, reply: string): boolean {
  const result = statedResult(reply);
  const stated = numbersIn(result);
  switch (problem.format) {
    case 'numeric': {
      const { value: key, tolerance } = problem.answer;
      // Physics keys are magnitudes, the direction said in words: "a = −6,25 m/s²" states "6,25 m/s²" (frenando).
      const magnitude = problem.subject === 'fisica' && key > 0;
      return stated.some((value) => within(magnitude ? Math.abs(value) : value, key, tolerance));
    }
    case 'five-options':
      return fiveOptionsRight(problem, reply);
    case 'multi-part': {
      const checks = problem.check?.();
      return problem.parts.every((part, i) => {
        if (part.answer.kind === 'numeric') {
          const { value: key, tolerance } = part.answer;
          const magnitude = problem.subject === 'fisica' && key > 0;
          return stated.some((value) => within(magnitude ? Math.abs(value) : value, key, tolerance));
        }
        return statesNumbersOrText(result, stated, part.answer.text, checks?.[i]);
      });
    }
    case 'open': {
      return statesNumbersOrText(result, stated, problem.answer.text, problem.check?.());
    }
  }
}

/** The key as the report shows it. */
export function expectedText(problem: ExamStyleProblem): string {
  switch (problem.format) {
    case 'numeric':
      return problem.answer.text;
    case 'five-options':
      return `${LETTERS[problem.answer.option]}) ${problem.options[problem.answer.option]}`;
    case 'multi-part':
      return problem.parts.map((part) => `${part.label}) ${part.answer.text}`).join(' · ');
    case 'open':
      return problem.answer.text;
  }
}

export interface ExamStyleResult {
  id: string;
  subject: ExamStyleProblem['subject'];
  format: ExamStyleProblem['format'];
  right: boolean;
  certain: boolean;
  /** Certain and not right: the failure the tutor must never have. */
  statesWrong: boolean;
  expected: string;
  reply: string;
}

export async function scoreExamStyle(
  problems: readonly ExamStyleProblem[],
  tutor: ExamStyleTutor,
): Promise<ExamStyleResult[]> {
  const results: ExamStyleResult[] = [];
  for (const problem of problems) {
    let answer: ExamStyleAnswer;
    try {
      answer = await tutor(examStyleMessage(problem));
    } catch (error) {
      answer = { text: `error: ${error instanceof Error ? error.message : String(error)}`, certain: false };
    }
    const right = statesKey(problem, answer.text);
    results.push({
      id: problem.id,
      subject: problem.subject,
      format: problem.format,
      right,
      certain: answer.certain,
      statesWrong: answer.certain && !right,
      expected: expectedText(problem),
      reply: answer.text,
    });
  }
  return results;
}

export interface ExamStyleSummary {
  total: number;
  right: number;
  /** Share right, 0–1. */
  score: number;
  certain: number;
  statesWrong: number;
}

export function summarizeExamStyle(results: readonly ExamStyleResult[]): ExamStyleSummary {
  const right = results.filter((result) => result.right).length;
  return {
    total: results.length,
    right,
    score: results.length ? right / results.length : 0,
    certain: results.filter((result) => result.certain).length,
    statesWrong: results.filter((result) => result.statesWrong).length,
  };
}

const firstLine = (text: string, max = 110) => {
  const line = (text.split('\n').find((candidate) => candidate.trim()) ?? '').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * One half's score, per subject, then each failure by id: what was expected and the reply's first line
 * (its stated result too when it was wrong and sure). Statements are never printed.
 */
export function formatExamStyleReport(label: string, results: readonly ExamStyleResult[]): string {
  const summary = summarizeExamStyle(results);
  const lines = [
    `${label}: ${summary.right}/${summary.total} bien (${(summary.score * 100).toFixed(1)} %), ${summary.statesWrong} con un resultado equivocado afirmado, ${summary.certain} respuestas seguras`,
  ];
  for (const subject of [...new Set(results.map((result) => result.subject))]) {
    const own = summarizeExamStyle(results.filter((result) => result.subject === subject));
    lines.push(
      `  ${subject.padEnd(12)} ${String(own.right).padStart(3)}/${String(own.total).padEnd(3)} ${(own.score * 100).toFixed(1)} %, ${own.statesWrong} equivocadas`,
    );
  }
  const failures = results.filter((result) => !result.right);
  if (failures.length) lines.push('', `Fallas (${failures.length}):`);
  for (const result of failures) {
    const mark = result.statesWrong ? 'EQUIVOCADA' : 'sin el resultado';
    lines.push(
      `  - ${result.id} [${result.format}] ${mark}: esperaba «${result.expected}»; respondió «${firstLine(result.reply)}»`,
    );
    if (result.statesWrong)
      lines.push(`      afirmó: ${firstLine(statedResult(result.reply).replace(/\s+/g, ' '), 160)}`);
  }
  return lines.join('\n');
}
