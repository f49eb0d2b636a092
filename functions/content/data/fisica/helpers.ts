/** Small formatting helpers shared by the physics exercises and generators. */

import type { Difficulty, TopicId } from '../../../../shared/domain/subjects.ts';
import { multipleChoice, type OptionPosition, pasos, trueFalse } from '../../items.ts';
import {
  approxEqual,
  fmtNum,
  parseNumbers,
  pickDistractors,
  placeOptions,
  type Rng,
  round,
  texNum,
} from '../../lib.ts';
import type { Exercise, Generator } from '../../schema.ts';

export { pasos };

export function sigDecimals(value: number, sig = 3): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  return Math.max(0, sig - 1 - Math.floor(Math.log10(Math.abs(value))));
}

/** Rounds to `sig` significant figures (never fewer than the integer digits) in Argentine notation. */
export function fmtSig(value: number, sig = 3): string {
  return fmtNum(value, sigDecimals(value, sig));
}

/** `fmtSig` for use inside LaTeX. */
export function texSig(value: number, sig = 3): string {
  return fmtSig(value, sig).replace(/,/g, '{,}');
}

/** "=" when the rounded value shown is exact, "\approx" otherwise (for use inside LaTeX). */
export function eqSig(value: number, sig = 3): string {
  return approxEqual(round(value, sigDecimals(value, sig)), value, 1e-9) ? '=' : String.raw`\approx`;
}

/** "=" when `value` is exact with `decimals` decimals, "\approx" otherwise (for use inside LaTeX). */
export function eqDec(value: number, decimals = 2): string {
  return approxEqual(round(value, decimals), value, 1e-9) ? '=' : String.raw`\approx`;
}

/** Scientific notation inside LaTeX: 3.315e-19 → "3{,}32 \cdot 10^{-19}". */
export function texSci(value: number, sig = 3): string {
  let exponent = Math.floor(Math.log10(Math.abs(value)));
  let mantissa = round(value / 10 ** exponent, sig - 1);
  if (Math.abs(mantissa) >= 10) {
    exponent += 1;
    mantissa = round(value / 10 ** exponent, sig - 1);
  }
  return String.raw`${texNum(mantissa, sig - 1)} \cdot 10^{${exponent}}`;
}

/** An option value: plain when it reads well, in LaTeX scientific notation when it is tiny or huge. */
export function legible(value: number, unidad: string): string {
  return Math.abs(value) >= 0.01 && Math.abs(value) < 1e5
    ? `${fmtSig(value)} ${unidad}`
    : `$${texSci(value)}$ ${unidad}`;
}

const FALLBACK_FACTORS = [2, 0.5, 1.5, 0.75, 3, 1.25, 0.25, 4, 0.6, 1.8];

/**
 * Options for a numeric answer: `candidates` are the values a student gets with typical mistakes, in
 * order of preference; those that would read as the answer are dropped and multiples of the answer fill
 * the gaps. `format` writes a value as an option (number plus unit).
 */
export function numericOptions(
  rng: Rng,
  answer: number,
  candidates: readonly number[],
  format: (value: number) => string,
): { options: string[]; correctAnswer: number } {
  const correct = format(answer);
  const usable = candidates
    .filter((value) => Number.isFinite(value) && value !== 0 && !approxEqual(value, answer, 0.02))
    .map(format);
  const distractors = pickDistractors(correct, usable, (attempt) => {
    const index = (attempt - 1) % FALLBACK_FACTORS.length;
    const shift = Math.floor((attempt - 1) / FALLBACK_FACTORS.length) * 0.1;
    return format(answer * ((FALLBACK_FACTORS[index] ?? 2) + shift));
  });
  return placeOptions(rng, correct, distractors);
}

interface ItemBase {
  /** Number inside the topic: 28 → `fis-<topic>-028`. */
  n: number;
  difficulty: Difficulty;
  subtopic: string;
  question: string;
  steps: readonly string[];
  result: string;
}

interface McItem extends ItemBase {
  /** The correct option, then three distractors from real mistakes and where the correct one goes. */
  correct: string;
  distractors: readonly [string, string, string];
  pos: OptionPosition;
  compute?: () => number | number[];
}

interface VfItem extends ItemBase {
  answer: boolean;
}

/** Builders for written items of one topic: ids `fis-<topic>-NNN`, then the bank's builders (items.ts). */
export function itemBuilders(topic: TopicId) {
  const id = (n: number) => `fis-${topic}-${String(n).padStart(3, '0')}`;
  const mc = ({ n, ...item }: McItem): Exercise => multipleChoice({ ...item, id: id(n), topic });
  const vf = ({ n, ...item }: VfItem): Exercise => trueFalse({ ...item, id: id(n), topic });
  return { mc, vf };
}

/** True when `value` shows exactly with `sig` significant figures (no rounding needed). */
export function isExactSig(value: number, sig = 3): boolean {
  return approxEqual(round(value, sigDecimals(value, sig)), value, 1e-9);
}

/** The rounding a statement has to announce when its answer is rounded: '' when it is exact. */
export function redondeo(value: number, sig = 3): string {
  return isExactSig(value, sig) ? '' : ' Redondeá a tres cifras significativas.';
}

/** Whether the numbers an option shows are exactly the expected ones (no rounding). */
function showsExactly(option: string, expected: readonly number[]): boolean {
  const shown = parseNumbers(option);
  return (
    shown.length === expected.length &&
    shown.every((value, i) => approxEqual(value, expected[i] ?? NaN, 1e-9))
  );
}

/**
 * For generators that show three significant figures: when the answer shown is rounded, the statement says
 * so, as the exam's statements do.
 */
export function conRedondeo<P>(generator: Generator<P>): Generator<P> {
  return {
    ...generator,
    build: (params, rng) => {
      const exercise = generator.build(params, rng);
      const expected = [generator.solve(params)].flat();
      const correct = exercise.options[exercise.correctAnswer] ?? '';
      if (showsExactly(correct, expected) || /redonde/i.test(exercise.question)) return exercise;
      return { ...exercise, question: `${exercise.question} Redondeá a tres cifras significativas.` };
    },
  };
}
