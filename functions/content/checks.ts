import { readTypedNumber } from '../../shared/math/typed-number.ts';
import { gradeNumeric, keyText, withinTolerance } from '../lib/educational/grading.ts';
import { approxEqual, parseNumbers } from './lib.ts';
import type { Exercise } from './schema.ts';

/** The same numbers in any order, each within `relative` (0.5 % by default: what a rounded option shows). */
export function sameNumbers(found: number[], expected: number[], relative?: number): boolean {
  if (found.length !== expected.length) return false;
  const pool = [...found];
  return expected.every((value) => {
    const index = pool.findIndex((candidate) => approxEqual(candidate, value, relative));
    if (index === -1) return false;
    pool.splice(index, 1);
    return true;
  });
}

/** Lower case, no accents, single spaces: how two statements are compared. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i < text.length - 2; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

/** Jaccard similarity of two trigram sets: above 0.9 two statements are the same item. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

/** What an item shows a student before answering, as one text: statement, options, parts. */
export function statementOf(exercise: Exercise): string {
  if (exercise.kind === 'multiple-choice') return `${exercise.question}${exercise.options.join('|')}`;
  if (exercise.kind === 'multi-part')
    return [
      exercise.question,
      ...exercise.parts.map(
        (part) => `${part.prompt}${part.kind === 'multiple-choice' ? part.options.join('|') : ''}`,
      ),
    ].join('|');
  return exercise.question;
}

/** The key as written, as a student would type it: without "x =" or "≈", without points of thousands. */
export function typedBack(text: string): string {
  const typed = text.replace(/^.*?[=≈]\s*/, '').replace(/−/g, '-');
  const read = readTypedNumber(typed);
  return !read.ok && read.reason === 'ambiguous' ? typed.replace(/\./g, '') : typed;
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** Which options show these numbers. */
function optionsShowing(options: readonly string[], expected: number[]): number[] {
  return options.flatMap((option, index) => (sameNumbers(parseNumbers(option), expected) ? [index] : []));
}

/** Why the options do not show the key as they should, or null: only the right one shows it. */
function optionsProblem(options: readonly string[], correct: number, expected: number[]): string | null {
  // The closing option of five is a sentence: the four written options are the ones that show numbers.
  const written = options.length === 5 ? options.slice(0, 4) : options;
  const showing = optionsShowing(written, expected);
  if (correct === 4 && options.length === 5)
    return showing.length === 0
      ? null
      : `la ${letter(showing[0] ?? 0)} muestra ${expected}, pero la clave es «Ninguna…»`;
  if (showing.length === 1 && showing[0] === correct) return null;
  return `se esperaba ${expected} solo en la ${letter(correct)}; lo muestran ${showing.map(letter).join(', ') || 'ninguna'}`;
}

/**
 * Whether an item's key is what its check recomputes: 'missing' when a key made of numbers has no
 * check, a sentence saying what disagrees, or null when the key holds. Five options with the closing
 * option as the key hold when none of the four written ones shows the recomputed value.
 */
export function keyProblem(exercise: Exercise): string | 'missing' | null {
  switch (exercise.kind) {
    case 'true-false':
      return null;
    case 'multiple-choice': {
      const written = exercise.options.slice(0, 4);
      if (!exercise.check) {
        const numeric = written.every((option) => parseNumbers(option).length > 0);
        return numeric || exercise.correctAnswer === 4 ? 'missing' : null;
      }
      return optionsProblem(exercise.options, exercise.correctAnswer, [exercise.check.compute()].flat());
    }
    case 'numeric': {
      const computed = [exercise.check.compute()].flat();
      const [value] = computed;
      if (computed.length !== 1 || value === undefined) return `el check da ${computed.length} valores`;
      if (!withinTolerance(value, exercise.answer.value, exercise.answer.tolerance))
        return `la clave ${exercise.answer.value} no es ${value}`;
      const typed = typedBack(keyText(exercise.answer));
      if (!gradeNumeric(exercise.answer, { value: typed }).correct)
        return `la clave escrita «${keyText(exercise.answer)}», tipeada, no se califica bien`;
      return null;
    }
    case 'multi-part': {
      const computed = exercise.check.compute();
      if (computed.length !== exercise.parts.length) return `el check da ${computed.length} partes`;
      for (const [index, part] of exercise.parts.entries()) {
        const expected = [computed[index] ?? Number.NaN].flat();
        const [only] = expected;
        const label = String.fromCharCode(97 + index);
        if (part.kind === 'numeric') {
          if (
            expected.length !== 1 ||
            only === undefined ||
            !withinTolerance(only, part.answer.value, part.answer.tolerance)
          )
            return `${label}) la clave ${part.answer.value} no es ${expected}`;
        } else if (expected.length > 0) {
          // A part chosen among words (which reagent limits, how the image is) has no numbers to recompute.
          const problem = optionsProblem(part.options, part.correctAnswer, expected);
          if (problem) return `${label}) ${problem}`;
        }
      }
      return null;
    }
  }
}
