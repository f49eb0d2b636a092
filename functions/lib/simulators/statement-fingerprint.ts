import { plainText } from '../../../shared/math/formulas.ts';

/**
 * How the tutor recognises a question of the bank or of a running simulator inside a message (ADR
 * 0066): both are cut into words and numbers (accents, case, punctuation, operators and the way a
 * formula is written left out: `$x^2$`, `x²` and `x^2` are the same three tokens), and every run of
 * SHINGLE_TOKENS consecutive tokens is hashed. A message quotes a statement when it holds most of the
 * statement's runs and every one of its numbers.
 */
export const SHINGLE_TOKENS = 5;

/**
 * Shorter statements ("¿Cuánto vale sen 30°?", "El sonido puede propagarse en el vacío.") are the
 * questions anyone asks in their own words: they cannot be told apart from an ordinary question.
 */
export const MIN_STATEMENT_TOKENS = 9;

/** Share of a statement's runs a message must hold: a typo or a formula copied oddly costs a few. */
export const QUOTED_SHARE = 0.6;

export interface StatementFingerprint {
  /** A hash of the whole statement's tokens: the same statement always has the same id. */
  id: string;
  /** Hashes of its runs of tokens, distinct, ascending. */
  shingles: number[];
  /** Its numbers, distinct: another variant of a generated question differs in one of them. */
  numbers: string[];
}

export interface MessageFingerprint {
  shingles: ReadonlySet<number>;
  numbers: ReadonlySet<string>;
}

function tokens(text: string): string[] {
  const plain = plainText(text)
    // LaTeX typed outside `$…$`: its command names are not words of the statement.
    .replace(/\\[a-zA-Z]+/g, ' ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  return plain.match(/\p{L}+|\p{N}+/gu) ?? [];
}

/** FNV-1a, 32 bits: stable across processes and cheap for thousands of statements at cold start. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

function shinglesOf(words: readonly string[]): number[] {
  const hashes = new Set<number>();
  for (let i = 0; i + SHINGLE_TOKENS <= words.length; i++) {
    hashes.add(hash(words.slice(i, i + SHINGLE_TOKENS).join(' ')));
  }
  return [...hashes].sort((a, b) => a - b);
}

const isNumber = (token: string) => /^\p{N}+$/u.test(token);

/** The statement's fingerprint, or undefined when it is too short to be recognised as a quote. */
export function statementFingerprint(statement: string): StatementFingerprint | undefined {
  const words = tokens(statement);
  if (words.length < MIN_STATEMENT_TOKENS) return undefined;
  return {
    id: hash(words.join(' ')).toString(36),
    shingles: shinglesOf(words),
    numbers: [...new Set(words.filter(isNumber))],
  };
}

export function messageFingerprint(message: string): MessageFingerprint {
  const words = tokens(message);
  return { shingles: new Set(shinglesOf(words)), numbers: new Set(words.filter(isNumber)) };
}

/** Whether the message holds the statement: most of its runs of tokens and all of its numbers. */
export function quotes(
  message: MessageFingerprint,
  statement: Pick<StatementFingerprint, 'shingles' | 'numbers'>,
): boolean {
  if (!statement.numbers.every((number) => message.numbers.has(number))) return false;
  const held = statement.shingles.filter((shingle) => message.shingles.has(shingle)).length;
  return held >= statement.shingles.length * QUOTED_SHARE;
}

/**
 * The runs a statement is filed under where it must be found by lookup (the running simulators'
 * questions): its two lowest hashes, the same whoever computes them. A message that quotes the
 * statement holds at least one of them unless it leaves out or mistypes both.
 */
export function anchorsOf(statement: StatementFingerprint): number[] {
  return statement.shingles.slice(0, 2);
}
