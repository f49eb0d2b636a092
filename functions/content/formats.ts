import { at } from '../../shared/lib/must.ts';
import { plainText } from '../../shared/math/formulas.ts';
import { readUnit } from '../lib/educational/units.ts';
import { sameNumbers } from './checks.ts';
import { createRng, normalizeOption, parseNumbers } from './lib.ts';
import {
  type ExamFormat,
  type ExercisePart,
  type Figure,
  type Generator,
  NONE_OF_THE_ABOVE,
  type NumericKey,
} from './schema.ts';

/*
 * A generator's problem in each exam format (#31). The four-option build is the source: the five-option
 * item adds the exams' closing option and, about one time in five, makes it the key; the typed-answer
 * item takes the key from `solve`, its unit and precision from the right option as shown; the problem
 * in parts is the generator's own `buildParts`. Deterministic from the seed, like `build`.
 */

export type GeneratedItem = (
  | {
      format: 'multiple-choice' | 'five-options';
      question: string;
      options: string[];
      correctAnswer: number;
      explanation: string;
    }
  | { format: 'numeric'; question: string; answer: NumericKey; explanation: string }
  | { format: 'multi-part'; question: string; parts: ExercisePart[]; explanation: string }
) & { figure?: Figure };

/** About one five-option item in five has the closing option as its key, as in the exams. */
export const NONE_RIGHT_SHARE = 0.2;

/** Draws of the same generator searched for a stand-in when the closing option is the key. */
const STAND_IN_DRAWS = 16;

/** A statement written for options ("¿cuál de las siguientes…?") does not read as a question to type. */
export const ASKS_FOR_AN_OPTION =
  /siguientes|eleg[ií]|cu[aá]l(?:es)? de (?:est[ao]s|l[ao]s|ell[ao]s)|\bmarc[aá] (?:la|una|cu[aá]l)|indic[aá] cu[aá]l|verdader|falso|\bopci[oó]n(?:es)? (?:correcta|que)/i;

/** The note a statement carries for its rounded options; a typed answer says how to round instead. */
const OPTIONS_NOTE = /\s*\((?:Los valores de las opciones|Las opciones)[^)]*\)/;

/** An option's words and units, without its numbers: two options of one shape differ only in numbers. */
export function shapeOf(option: string): string {
  return plainText(option)
    .replace(/[-−]?\d[\d.,]*/g, '#')
    .replace(/[\s{}]/g, '')
    .toLowerCase();
}

/** FNV-1a: mixes the generator into the seed, so the same seed is not a stand-in draw for every generator. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

function logDistance(a: readonly number[], b: readonly number[]): number {
  return a.reduce((sum, x, i) => {
    const y = b[i] ?? 0;
    if (x === 0 || y === 0 || Math.sign(x) !== Math.sign(y)) return sum + 10;
    return sum + Math.abs(Math.log(Math.abs(x) / Math.abs(y)));
  }, 0);
}

/**
 * A wrong option of the right option's shape and size: the key of another draw of the same generator,
 * the closest in size, that is no answer to this one and repeats no option shown. Undefined when no
 * draw gives one (the item then keeps its key among the four).
 */
function standIn(
  generator: Generator,
  seed: number,
  expected: readonly number[],
  shown: readonly string[],
  key: string,
): string | undefined {
  const shape = shapeOf(key);
  const seen = new Set(shown.map(normalizeOption));
  let best: { option: string; distance: number } | undefined;
  for (let draw = 1; draw <= STAND_IN_DRAWS; draw++) {
    const rng = createRng((Math.imul(seed, 2654435761) + draw * 40503) >>> 0);
    const built = generator.build(generator.params(rng), rng);
    const option = built.options[built.correctAnswer];
    if (!option || shapeOf(option) !== shape || seen.has(normalizeOption(option))) continue;
    const numbers = parseNumbers(option);
    if (numbers.length !== expected.length || sameNumbers(numbers, [...expected])) continue;
    if (shown.some((other) => sameNumbers(parseNumbers(other), numbers))) continue;
    const distance = logDistance(numbers, expected);
    if (!best || distance < best.distance) best = { option, distance };
  }
  return best?.option;
}

const DECIMAL_WORDS = ['al entero más cercano', 'a un decimal', 'a dos decimales', 'a tres decimales'];
const SIGNIFICANT_WORDS = [
  'una cifra significativa',
  'dos cifras significativas',
  'tres cifras significativas',
];
/** A statement that already says how to round its result. */
const SAYS_HOW_TO_ROUND = /redonde|aproxim|cifras? significativas/i;

/** How the right option shows its value: what a typed answer must match, and how precisely. */
export interface ShownKey {
  key: NumericKey;
  /** Decimals of the mantissa as shown, and the power of ten after it (0 without one). */
  decimals: number;
  power: number;
  /** The value shown is the value, not a rounding of it. */
  exact: boolean;
  /** Shown as a fraction: typed as one, or rounded. */
  fraction?: boolean;
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The right option as a typed key: its one number, its unit, and any value that rounds to it. */
export function shownKeyOf(option: string, value: number): ShownKey | undefined {
  const shownText = plainText(option).trim();
  // "x = 3,5", "v = 20 m/s": the name before the sign is not part of the answer.
  const text = shownText.replace(/^[A-Za-zα-ωΔ]{1,3}(?:_?[₀-₉\w]{0,3})?\s*=\s*/u, '').replace(/−/g, '-');
  const fraction = /^(-?\d+)\/(\d+)\s*(.*)$/.exec(text);
  if (fraction) {
    // "7/12": typed as a fraction, or with the two decimals the statement asks for.
    const unit = (fraction[3] ?? '').trim();
    if (!sameNumbers([Number(fraction[1]) / Number(fraction[2])], [value], 1e-9) || readUnit(unit) === null)
      return undefined;
    const key = { value, tolerance: { absolute: 0.005 }, ...(unit ? { unit } : {}), text: shownText };
    return { key, decimals: 2, power: 0, exact: false, fraction: true };
  }
  const match = /^(-?\d[\d.]*(?:,\d+)?)(?:\s*[·×]\s*10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))?\s*(.*)$/.exec(text);
  if (!match) return undefined;
  const unit = (match[3] ?? '').trim();
  if (/\d/.test(unit.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]/g, '')) || readUnit(unit) === null) return undefined;
  const shown = parseNumbers(text);
  if (shown.length !== 1 || !sameNumbers(shown, [value])) return undefined;
  const decimals = (match[1]?.split(',')[1] ?? '').length;
  const power = match[2]
    ? Number([...match[2]].map((c) => (c === '⁻' ? '-' : String(SUPERSCRIPT_DIGITS.indexOf(c)))).join(''))
    : 0;
  const exact = sameNumbers(shown, [value], 1e-9);
  // A key shown exactly takes a hair of slack; a rounded one, anything that rounds to it as shown.
  const halfStep = 0.5 * 10 ** (power - decimals);
  const absolute = exact
    ? 0.005 * Math.abs(value) || 1e-6
    : Math.max(halfStep * 1.0001, 0.005 * Math.abs(value));
  return {
    key: {
      value,
      tolerance: { absolute: Number(absolute.toPrecision(6)) },
      ...(unit ? { unit } : {}),
      text: shownText,
    },
    decimals,
    power,
    exact,
  };
}

/** The statement as a question to type: the options' note out, and how to round when the key is rounded. */
export function typedStatement(question: string, shown: ShownKey): string {
  const statement = question.replace(OPTIONS_NOTE, '');
  if (shown.exact || SAYS_HOW_TO_ROUND.test(statement)) return statement;
  if (shown.fraction)
    return `${statement} (Escribilo como fracción, por ejemplo 3/4, o redondeado a dos decimales.)`;
  const how =
    shown.power !== 0
      ? `en notación científica con ${SIGNIFICANT_WORDS[shown.decimals] ?? `${shown.decimals + 1} cifras significativas`}`
      : (DECIMAL_WORDS[shown.decimals] ?? `a ${shown.decimals} decimales`);
  return `${statement} (Redondeá el resultado ${how}.)`;
}

const PROBE_SEEDS = 12;
const formatsCache = new WeakMap<Generator, ExamFormat[]>();

/**
 * The formats a generator can write: the options always; the typed answer when its key is one value a
 * student can type (tried on a few seeds); parts when it writes them.
 */
export function formatsOf(generator: Generator): ExamFormat[] {
  let formats = formatsCache.get(generator);
  if (!formats) {
    formats = ['multiple-choice', 'five-options'];
    if (
      generator.numeric !== false &&
      Array.from({ length: PROBE_SEEDS }, (_, i) => i + 1).some((seed) =>
        buildInFormat(generator, seed, 'numeric'),
      )
    )
      formats.push('numeric');
    if (generator.buildParts) formats.push('multi-part');
    formatsCache.set(generator, formats);
  }
  return formats;
}

/**
 * The generator's problem for one seed in one format, or undefined when this draw cannot take it (a
 * key that is not one number cannot be typed). The same seed and format always give the same item.
 */
export function buildInFormat(
  generator: Generator,
  seed: number,
  format: ExamFormat,
): GeneratedItem | undefined {
  const rng = createRng(seed);
  const params = generator.params(rng);
  const drawn = generator.figure?.(params);
  const figure = drawn ? { figure: drawn } : {};
  if (format === 'multi-part') {
    if (!generator.buildParts) return undefined;
    return { format, ...figure, ...generator.buildParts(params, rng) };
  }
  const built = generator.build(params, rng);
  if (format === 'multiple-choice') return { format, ...built, ...figure };

  const expected = [generator.solve(params)].flat();
  if (format === 'five-options') {
    const options = [...built.options, NONE_OF_THE_ABOVE];
    // Its own stream, so the four-option build of this seed stays what it was.
    const choice = createRng((seed ^ hashOf(generator.id)) >>> 0);
    if (choice.next() < NONE_RIGHT_SHARE) {
      const key = at(built.options, built.correctAnswer, 'keyed option');
      const replacement = standIn(generator, seed, expected, built.options, key);
      if (replacement) {
        options[built.correctAnswer] = replacement;
        return {
          format,
          question: built.question,
          options,
          correctAnswer: 4,
          explanation: built.explanation,
          ...figure,
        };
      }
    }
    return {
      format,
      question: built.question,
      options,
      correctAnswer: built.correctAnswer,
      explanation: built.explanation,
      ...figure,
    };
  }

  const [value] = expected;
  if (
    generator.numeric === false ||
    expected.length !== 1 ||
    value === undefined ||
    ASKS_FOR_AN_OPTION.test(built.question)
  )
    return undefined;
  const shown = shownKeyOf(at(built.options, built.correctAnswer, 'keyed option'), value);
  if (!shown) return undefined;
  const answer: NumericKey = { ...shown.key, ...(generator.numeric ?? {}) };
  return {
    format,
    question: typedStatement(built.question, shown),
    answer,
    explanation: built.explanation,
    ...figure,
  };
}
