/**
 * The one recursive-descent parser for a formula typed in a statement: sums and differences, products
 * and quotients (a product also written without a sign: 2x, 3(x + 1), (1 + i)(2 − i)), unary signs,
 * powers, brackets and, where the caller reads them, bars for an absolute value or a modulus. It is
 * generic over the tokens and over the tree: each reader (complex numbers, linear forms, the math of
 * a sentence) says which of its tokens start a factor, how a leaf and an exponent are read, and how
 * the nodes are built, so that precedence and brackets are decided in one place.
 */
import { orNone } from './or-none.ts';

/** The operators the parser itself reads; a caller's tokenizer writes '[' and ']' as '(' and ')'. */
export type Operator = '+' | '-' | '*' | '/' | '^' | '(' | ')' | '|';

/** A token as the parser sees it: an operator is `{kind: 'op', op}`; everything else is the caller's. */
export interface ParserToken {
  readonly kind: string;
  readonly op?: string;
}

/** How a caller's tree is built from what was read. */
export interface ExpressionAlgebra<N> {
  add(left: N, right: N): N;
  sub(left: N, right: N): N;
  /** `implicit`: written without a sign (2x, 3(x + 1)). */
  mul(left: N, right: N, implicit: boolean): N;
  div(left: N, right: N): N;
  neg(arg: N): N;
  /** A bracketed expression; the expression itself when absent. */
  group?(arg: N): N;
  /** |…|; when absent a bar is not read and fails the parse. */
  abs?(arg: N): N;
}

/** Where the parse stands, for a caller's leaf and exponent readers. */
export interface Cursor<T extends ParserToken, N> {
  /** The token `offset` places ahead of the next one, without taking it. */
  peek(offset?: number): T | undefined;
  /** Takes the next token. */
  next(): T | undefined;
  isOp(token: T | undefined, op: Operator): boolean;
  /** Takes the next token when it is `op`. */
  accept(op: Operator): boolean;
  /** Takes the next token, which must be `op`. */
  expect(op: Operator): void;
  /** A whole sum, as inside brackets. */
  expression(): N;
  /** One factor without its exponent: a leaf, a bracket or a bar. */
  primary(): N;
  /** Gives up on the formula: the parse answers undefined. */
  fail(): never;
}

export interface ExpressionGrammar<T extends ParserToken, N> {
  algebra: ExpressionAlgebra<N>;
  /** Whether a token that is not an operator starts a factor multiplied without a sign (x in 2x). */
  startsFactor(token: T): boolean;
  /** The leaf that starts with `token`, already taken; the cursor's `fail()` when none does. */
  leaf(token: T, cursor: Cursor<T, N>): N;
  /** Applied to every factor before its exponent is looked for (30° is a factor). */
  postfix?(node: N, cursor: Cursor<T, N>): N;
  /** The power of `base`, read after its '^', already taken. */
  exponent(base: N, cursor: Cursor<T, N>): N;
}

class Unparsable extends Error {}

/**
 * The tree of a whole formula, or undefined when the tokens are not one (an unclosed bracket, a sign
 * with nothing after it, a token left over). An error a caller's own builder throws is not caught.
 */
export function parseExpression<T extends ParserToken, N>(
  tokens: readonly T[],
  grammar: ExpressionGrammar<T, N>,
): N | undefined {
  const { algebra } = grammar;
  let k = 0;
  let absDepth = 0;
  const isOp = (token: T | undefined, op: Operator) => token?.kind === 'op' && token.op === op;
  const fail = (): never => {
    throw new Unparsable();
  };
  const accept = (op: Operator) => {
    if (!isOp(tokens[k], op)) return false;
    k++;
    return true;
  };
  const cursor: Cursor<T, N> = {
    peek: (offset = 0) => tokens[k + offset],
    next: () => tokens[k++],
    isOp,
    accept,
    expect: (op) => {
      if (!accept(op)) fail();
    },
    expression: () => expression(),
    primary: () => primary(),
    fail,
  };
  const startsFactor = (token: T | undefined) =>
    token !== undefined &&
    (token.kind === 'op'
      ? token.op === '(' || (token.op === '|' && algebra.abs !== undefined && absDepth === 0)
      : grammar.startsFactor(token));

  const expression = (): N => {
    let node = term();
    for (;;) {
      if (accept('+')) node = algebra.add(node, term());
      else if (accept('-')) node = algebra.sub(node, term());
      else return node;
    }
  };
  const term = (): N => {
    let node = unary();
    for (;;) {
      if (accept('*')) node = algebra.mul(node, unary(), false);
      else if (accept('/')) node = algebra.div(node, unary());
      else if (startsFactor(tokens[k])) node = algebra.mul(node, power(), true);
      else return node;
    }
  };
  const unary = (): N => {
    if (accept('-')) return algebra.neg(unary());
    if (accept('+')) return unary();
    return power();
  };
  const power = (): N => {
    const primaryNode = primary();
    const base = grammar.postfix ? grammar.postfix(primaryNode, cursor) : primaryNode;
    return accept('^') ? grammar.exponent(base, cursor) : base;
  };
  const primary = (): N => {
    const token = tokens[k++];
    if (token === undefined) return fail();
    if (isOp(token, '(')) {
      const arg = expression();
      cursor.expect(')');
      return algebra.group ? algebra.group(arg) : arg;
    }
    if (isOp(token, '|') && algebra.abs && absDepth === 0) {
      absDepth++;
      const arg = expression();
      cursor.expect('|');
      absDepth--;
      return algebra.abs(arg);
    }
    if (token.kind === 'op') return fail();
    return grammar.leaf(token, cursor);
  };

  return orNone(() => {
    const node = expression();
    return k === tokens.length ? node : undefined;
  }, Unparsable);
}

/** The stretches of tokens between breaks (a word, a sign no formula has), none of them empty. */
export function formulaRuns<T, B extends T>(
  tokens: readonly T[],
  isBreak: (token: T) => token is B,
): Exclude<T, B>[][] {
  const runs: Exclude<T, B>[][] = [];
  let run: Exclude<T, B>[] = [];
  for (const token of tokens) {
    if (isBreak(token)) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(token as Exclude<T, B>);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** A run cut at its relations (=, <, ≤…): the sides and the relations between them, in order. */
export function formulaSides<T, R extends T>(
  run: readonly T[],
  isRelation: (token: T) => token is R,
): { sides: Exclude<T, R>[][]; relations: R[] } {
  const sides: Exclude<T, R>[][] = [[]];
  const relations: R[] = [];
  for (const token of run) {
    if (isRelation(token)) {
      relations.push(token);
      sides.push([]);
    } else (sides.at(-1) as Exclude<T, R>[]).push(token as Exclude<T, R>);
  }
  return { sides, relations };
}
