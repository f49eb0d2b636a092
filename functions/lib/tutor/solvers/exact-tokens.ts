/**
 * How the two exact readers (complex numbers, linear forms) cut a statement into tokens: blanks
 * skipped, a number read as an exact rational, the reader's own words, its operators and '=';
 * anything else breaks the formula, so that the words of the sentence split it into runs.
 */
import { fromNumber, type Rational } from './exact.ts';
import type { Operator } from './expression-parser.ts';
import { readNumber } from './numbers.ts';

export type ExactToken =
  | { kind: 'num'; value: Rational }
  | { kind: 'op'; op: Operator }
  | { kind: 'eq' }
  | { kind: 'break' };

/** The tokens a word at the start of the text stands for, and how many characters it took. */
export type WordReader<T> = (rest: string) => { tokens: T[]; length: number } | undefined;

/**
 * The tokens of `text`. `word` is asked first at every place that is neither blank nor a number;
 * `operators` are the signs the reader knows, '[' and ']' read as brackets.
 */
export function exactTokens<T>(text: string, operators: string, word: WordReader<T>): (ExactToken | T)[] {
  const tokens: (ExactToken | T)[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    const rest = text.slice(i);
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    // A decimal comma needs a digit right after it: "(−2; 5)" and "x = 1, y = 2" are not decimals.
    const number = /^\d+(?:[.,]\d+)?/.exec(rest);
    if (number) {
      const typed = readNumber(number[0]);
      i += number[0].length;
      tokens.push(typed === undefined ? { kind: 'break' } : { kind: 'num', value: fromNumber(typed) });
      continue;
    }
    const read = word(rest);
    if (read) {
      tokens.push(...read.tokens);
      i += read.length;
      continue;
    }
    if (operators.includes(char)) {
      tokens.push({ kind: 'op', op: (char === '[' ? '(' : char === ']' ? ')' : char) as Operator });
    } else tokens.push(char === '=' ? { kind: 'eq' } : { kind: 'break' });
    i++;
  }
  return tokens;
}
