/** Formatting helpers shared by the mathematics content (exercises and generators). */
import { type Difficulty, isTopicOf, type TopicId } from '../../../../shared/domain/subjects.ts';
import { multipleChoice, type OptionPosition, trueFalse } from '../../items.ts';
import { approxEqual, parseNumbers, pickDistractors, texNum } from '../../lib.ts';
import type { Exercise } from '../../schema.ts';

export { pasos } from '../../items.ts';

/** Same comparison the content test uses: the numbers of an option equal the expected ones (as a multiset). */
export function sameNumbers(found: readonly number[], expected: readonly number[]): boolean {
  if (found.length !== expected.length) return false;
  const pool = [...found];
  return expected.every((value) => {
    const index = pool.findIndex((candidate) => approxEqual(candidate, value));
    if (index === -1) return false;
    pool.splice(index, 1);
    return true;
  });
}

/**
 * Like pickDistractors, but also drops any candidate whose numbers would read as the correct answer
 * (for example the same roots written in another order).
 */
export function numericDistractors(
  correct: string,
  expected: readonly number[],
  candidates: readonly string[],
  fallback: (attempt: number) => string,
): string[] {
  const ok = (option: string) => {
    const numbers = parseNumbers(option);
    return numbers.length > 0 && !sameNumbers(numbers, expected);
  };
  return pickDistractors(correct, candidates.filter(ok), (attempt) => {
    const option = fallback(attempt);
    return ok(option) ? option : correct;
  });
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** A reduced fraction in LaTeX: fracTex(6, -8) → "-\frac{3}{4}", fracTex(8, 4) → "2". */
export function fracTex(numerator: number, denominator: number): string {
  if (denominator === 0) throw new Error('denominator 0');
  const sign = numerator * denominator < 0 ? '-' : '';
  const g = gcd(numerator, denominator);
  const n = Math.abs(numerator) / g;
  const d = Math.abs(denominator) / g;
  if (d === 1) return `${sign}${texNum(n)}`;
  return `${sign}\\frac{${n}}{${d}}`;
}

/** " + 3" or " - 3" (with spaces, so a student's "- 3" reads as a negative term). */
export function signedTex(value: number, maxDecimals = 2): string {
  return value < 0 ? ` - ${texNum(-value, maxDecimals)}` : ` + ${texNum(value, maxDecimals)}`;
}

/** A polynomial from its coefficients, highest degree first: [2, 0, -3, 1] → "2x^3 - 3x + 1". */
export function polyTex(coefs: readonly number[], variable = 'x'): string {
  const degree = coefs.length - 1;
  let out = '';
  coefs.forEach((coef, i) => {
    if (coef === 0) return;
    const power = degree - i;
    const abs = Math.abs(coef);
    const literal = power === 0 ? '' : power === 1 ? variable : `${variable}^${power}`;
    const body = power > 0 && abs === 1 ? literal : `${texNum(abs)}${literal}`;
    if (out === '') out = coef < 0 ? `-${body}` : body;
    else out += coef < 0 ? ` - ${body}` : ` + ${body}`;
  });
  return out === '' ? '0' : out;
}

/** The linear factor of a root: 3 → "(x - 3)", -2 → "(x + 2)", 0 → "x". */
export function factorTex(root: number, variable = 'x'): string {
  if (root === 0) return variable;
  return root > 0 ? `(${variable} - ${texNum(root)})` : `(${variable} + ${texNum(-root)})`;
}

/** A point with the Argentine separator: (2; -1,5). */
export function pointTex(x: number, y: number): string {
  return `(${texNum(x)};\\ ${texNum(y)})`;
}

/**
 * How parseNumbers reads an angle written as a fraction of π ("\frac{5\pi}{6}" → [5π, 6]), so a check
 * can compare a recomputed angle in radians with the option a student sees.
 */
export function radParts(angle: number): number[] {
  for (const den of [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 36]) {
    const num = (angle * den) / Math.PI;
    if (Math.abs(num - Math.round(num)) < 1e-9) {
      const k = Math.round(num);
      if (k === 0) return [0];
      return den === 1 ? [k * Math.PI] : [k * Math.PI, den];
    }
  }
  throw new Error(`angle ${angle} is not a simple multiple of π`);
}

/** An angle k·π/den in LaTeX: radTex(5, 6) → "\frac{5\pi}{6}", radTex(2, 1) → "2\pi". */
export function radTex(k: number, den: number): string {
  const g = gcd(k, den);
  const n = k / g;
  const d = den / g;
  if (n === 0) return '0';
  const top = n === 1 ? '\\pi' : n === -1 ? '-\\pi' : `${n}\\pi`;
  return d === 1 ? top : `\\frac{${top}}{${d}}`;
}

interface ItemSpec {
  /** `mat-<topic>-NNN`: the topic is read from it. */
  id: string;
  /** The subtopic slug inside the topic (`inecuaciones-racionales` → `ecuaciones.inecuaciones-racionales`). */
  subtopic: string;
  difficulty: Difficulty;
  question: string;
  steps: readonly string[];
  result: string;
}

function topicOfId(id: string): TopicId {
  const topic = id.match(/^mat-([a-z-]+)-\d{3}$/)?.[1];
  if (!topic || !isTopicOf('matematicas', topic)) throw new Error(`bad exercise id ${id}`);
  return topic;
}

/** A written multiple-choice item of the mathematics bank (the builder is the bank's one, items.ts). */
export function mc(
  spec: ItemSpec & {
    correct: string;
    distractors: readonly [string, string, string];
    pos: OptionPosition;
    check?: () => number | number[];
  },
): Exercise {
  const { check, ...rest } = spec;
  const topic = topicOfId(spec.id);
  return multipleChoice({
    ...rest,
    topic,
    subtopic: `${topic}.${spec.subtopic}`,
    ...(check ? { compute: check } : {}),
  });
}

/** A written true/false item of the mathematics bank. */
export function vf(spec: ItemSpec & { answer: boolean }): Exercise {
  const topic = topicOfId(spec.id);
  return trueFalse({ ...spec, topic, subtopic: `${topic}.${spec.subtopic}` });
}

/** How many integers in [from, to] satisfy a condition (brute force, for checks). */
export function countIntegers(from: number, to: number, holds: (x: number) => boolean): number {
  let count = 0;
  for (let x = from; x <= to; x++) if (holds(x)) count++;
  return count;
}

/**
 * A complex number a + bi in binomial form with exact parts: complexTex(1, 5, -7, 5) →
 * "\frac{1}{5} -\frac{7}{5}i". The minus is written against its number, which KaTeX spaces as usual and
 * parseNumbers reads as a sign, so "2 -3i" and "2 + 3i" are different numbers to the checks.
 */
export function complexTex(reNum: number, reDen: number, imNum: number, imDen: number): string {
  const re = reNum === 0 ? '' : fracTex(reNum, reDen);
  if (imNum === 0) return re === '' ? '0' : re;
  const negative = imNum * imDen < 0;
  const size = fracTex(Math.abs(imNum), Math.abs(imDen));
  const im = `${size === '1' ? '' : size}i`;
  if (re === '') return negative ? `-${im}` : im;
  return negative ? `${re} -${im}` : `${re} + ${im}`;
}

/** An integer complex number a + bi: complexInt(2, -3) → "2 -3i". */
export const complexInt = (re: number, im: number) => complexTex(re, 1, im, 1);

/**
 * The numbers parseNumbers reads in complexTex's output, for checks: the real part unless it is 0, the
 * imaginary coefficient unless it is 0 or ±1 (written as a bare i); a plain 0 reads as [0].
 */
export function complexParts(re: number, im: number): number[] {
  const parts: number[] = [];
  if (Math.abs(re) > 1e-12) parts.push(re);
  if (Math.abs(im) > 1e-12 && Math.abs(Math.abs(im) - 1) > 1e-12) parts.push(im);
  return parts.length === 0 && Math.abs(im) <= 1e-12 ? [0] : parts;
}

/** Complex arithmetic in floating point, for the checks of written items (they recompute, not print). */
export interface Cx {
  re: number;
  im: number;
}
export const cx = (re: number, im = 0): Cx => ({ re, im });
export const cxAdd = (a: Cx, b: Cx): Cx => cx(a.re + b.re, a.im + b.im);
export const cxSub = (a: Cx, b: Cx): Cx => cx(a.re - b.re, a.im - b.im);
export const cxMul = (a: Cx, b: Cx): Cx => cx(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
export const cxConj = (a: Cx): Cx => cx(a.re, -a.im);
export function cxDiv(a: Cx, b: Cx): Cx {
  const norm = b.re * b.re + b.im * b.im;
  return cx((a.re * b.re + a.im * b.im) / norm, (a.im * b.re - a.re * b.im) / norm);
}
export function cxPow(a: Cx, n: number): Cx {
  let result = cx(1);
  for (let k = 0; k < n; k++) result = cxMul(result, a);
  return result;
}
/** The numbers a check compares with an option written by complexTex. */
export const cxParts = (z: Cx): number[] => complexParts(z.re, z.im);
