/**
 * Math typed inside a Spanish sentence, for the solvers of inequalities, absolute values, exponentials,
 * logarithms, trigonometry and factoring: a tokenizer that finds the formulas between the words and a
 * parser (no eval) into a tree that keeps what was typed — functions, |…|, powers with the unknown in
 * the exponent, logarithms and their bases, degrees — with its comparisons (=, <, >, ≤, ≥).
 */

import { at, must } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import {
  constPoly,
  div,
  fromNumber,
  Inexact,
  ONE,
  type Poly,
  polyAdd,
  polyMul,
  polyPow,
  polyScale,
  type Rational,
  rat,
  X,
} from './exact.ts';
import {
  type Cursor,
  type ExpressionGrammar,
  formulaRuns,
  formulaSides,
  type Operator,
  parseExpression,
} from './expression-parser.ts';
import { group } from './groups.ts';
import { NUMBER_SOURCE, prepareMath, readNumber, texExact } from './numbers.ts';
import { orNone } from './or-none.ts';

export type Relation = '=' | '<' | '>' | '≤' | '≥';
export type TrigName = 'sen' | 'cos' | 'tg';

export type Node =
  | { kind: 'num'; value: Rational; typed: number }
  | { kind: 'x' }
  | { kind: 'pi' }
  | { kind: 'e' }
  | { kind: 'neg'; arg: Node }
  | { kind: 'add'; op: '+' | '-'; left: Node; right: Node }
  | { kind: 'mul'; left: Node; right: Node; explicit: boolean }
  | { kind: 'div'; left: Node; right: Node }
  /** `bare`: the exponent was typed without brackets (2^x, x^2). */
  | { kind: 'pow'; base: Node; exponent: Node; bare: boolean }
  | { kind: 'group'; arg: Node }
  | { kind: 'abs'; arg: Node }
  | { kind: 'sqrt'; arg: Node }
  /** sen² x is `power: 2`; `bare`: the argument was typed without brackets (sen x). */
  | { kind: 'trig'; name: TrigName; arg: Node; power: number; bare: boolean }
  | { kind: 'log'; base: Rational | 'e'; arg: Node; bare: boolean }
  | { kind: 'deg'; arg: Node };

export interface Statement {
  sides: Node[];
  relations: Relation[];
}

type Token =
  | { kind: 'num'; value: number; space: boolean }
  | { kind: 'x' | 'pi' | 'e' | 'deg'; space: boolean }
  | { kind: 'op'; op: Operator; space: boolean }
  | { kind: 'rel'; rel: Relation; space: boolean }
  | { kind: 'trig'; name: TrigName; space: boolean }
  | { kind: 'sqrt'; space: boolean }
  | { kind: 'log'; base: Rational | 'e'; space: boolean }
  | { kind: 'break'; text: string };
type MathToken = Exclude<Token, { kind: 'break' }>;

const TRIG_WORDS: Record<string, TrigName> = {
  sen: 'sen',
  seno: 'sen',
  sin: 'sen',
  cos: 'cos',
  coseno: 'cos',
  tg: 'tg',
  tan: 'tg',
  tang: 'tg',
  tangente: 'tg',
};
const SPANISH_WORDS = new Set(['sin', 'tan']);
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
const numberAt = new RegExp(`^${NUMBER_SOURCE}`);

/** The message as the tokenizer reads it: lower case, no accents, ASCII operators, one ≤ and one ≥. */
export function foldMath(message: string): string {
  const unified = prepareMath(message)
    .replace(/≠/g, '!=')
    .replace(/⩽/g, '≤')
    .replace(/⩾/g, '≥')
    .replace(/\\(?:le|leq)\b/g, '≤')
    .replace(/\\(?:ge|geq)\b/g, '≥')
    .replace(/\\(?:sin|sen|operatorname\{sen\})/g, ' sen ')
    .replace(/\\(?:cos)/g, ' cos ')
    .replace(/\\(?:tan|operatorname\{tg\})/g, ' tg ')
    .replace(/\\pi\b/g, ' pi ')
    .replace(/\\(?:left|right)\b/g, '')
    .replace(/\\sqrt/g, '√')
    .replace(/\\cdot/g, '*')
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)');
  // «2^(x+3) = 5^x (aproxime con dos decimales)», «(logaritmos decimales)»: an aside of words in brackets
  // is no factor of the formula before it.
  return foldText(unified).replace(/\((?:\s*[a-zñ]{2,}[\s,]*){2,}\)/g, ' nota ');
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let space = false;
  let afterRoot = false;
  let i = 0;
  const push = (token: MathToken) => {
    tokens.push(token);
    space = false;
    afterRoot = token.kind === 'sqrt';
  };
  while (i < text.length) {
    const char = text.charAt(i);
    const rest = text.slice(i);
    if (/\s/.test(char)) {
      space = true;
      i++;
    } else if (/\d/.test(char)) {
      const raw = (numberAt.exec(rest) as RegExpExecArray)[0];
      const value = readNumber(raw);
      i += raw.length;
      if (value === undefined) {
        tokens.push({ kind: 'break', text: raw });
        continue;
      }
      const previous = tokens.at(-1);
      // "x2" typed for x²: the unknown right before a 2 or a 3, with no space.
      if (previous?.kind === 'x' && !space && (raw === '2' || raw === '3')) {
        push({ kind: 'op', op: '^', space: false });
      }
      push({ kind: 'num', value, space });
    } else if (/\p{L}/u.test(char)) {
      let word = '';
      while (i < text.length && /\p{L}/u.test(text.charAt(i))) word += text[i++];
      const glued = /^(sen|sin|cos|tg|tan|ln)x$/.exec(word);
      const trigName = TRIG_WORDS[word];
      if (word === 'x') push({ kind: 'x', space });
      else if (word === 'pi' || word === 'π') push({ kind: 'pi', space });
      else if (word === 'e' && /^\s*\^/.test(text.slice(i))) push({ kind: 'e', space });
      // "sin" and "tan" are also Spanish words ("sin rozamiento", "tan rápido").
      else if (trigName && (!SPANISH_WORDS.has(word) || /^\s*(?:x\b|\(|\^|\d)/.test(text.slice(i))))
        push({ kind: 'trig', name: trigName, space });
      else if (glued) {
        const name = group(glued, 1);
        push(
          name === 'ln'
            ? { kind: 'log', base: 'e', space }
            : { kind: 'trig', name: must(TRIG_WORDS[name], `the function «${name}»`), space },
        );
        push({ kind: 'x', space: false });
      } else if (word === 'ln') push({ kind: 'log', base: 'e', space });
      else if (word === 'log') {
        const base = logBase(text.slice(i));
        if (!base) {
          tokens.push({ kind: 'break', text: 'log' });
          continue;
        }
        push({ kind: 'log', base: base.base, space });
        i += base.length;
      } else if (word === 'raiz' || word === 'sqrt') push({ kind: 'sqrt', space });
      else if (afterRoot && (word === 'cuadrada' || word === 'de')) continue;
      else tokens.push({ kind: 'break', text: word });
    } else if (rest.startsWith('<=') || rest.startsWith('=<')) {
      push({ kind: 'rel', rel: '≤', space });
      i += 2;
    } else if (rest.startsWith('>=') || rest.startsWith('=>')) {
      push({ kind: 'rel', rel: '≥', space });
      i += 2;
    } else if (rest.startsWith('!=')) {
      tokens.push({ kind: 'break', text: '≠' });
      i += 2;
    } else if ('=<>≤≥'.includes(char)) {
      push({ kind: 'rel', rel: char as Relation, space });
      i++;
    } else if ('+-*/^()[]{}|'.includes(char)) {
      const op = ('([{'.includes(char) ? '(' : ')]}'.includes(char) ? ')' : char) as Operator;
      push({ kind: 'op', op, space });
      i++;
    } else if (char === 'π') {
      push({ kind: 'pi', space });
      i++;
    } else if (char === '√') {
      push({ kind: 'sqrt', space });
      i++;
    } else if (char === '°' || char === 'º') {
      push({ kind: 'deg', space });
      i++;
    } else {
      tokens.push({ kind: 'break', text: char });
      i++;
    }
  }
  return tokens;
}

/**
 * The base right after "log": log_2, log_{10}, log₂, log2(…) or "log2 x"; 10 when none is written.
 * "log2x" could be log₂ x or log(2x): undefined, so the run is dropped rather than guessed.
 */
function logBase(after: string): { base: Rational; length: number } | undefined {
  const underscore = /^_\{?(\d+)\}?/.exec(after);
  if (underscore) return { base: rat(Number(underscore[1])), length: underscore[0].length };
  const subscript = /^[₀-₉]+/.exec(after);
  if (subscript) {
    const digits = [...subscript[0]].map((c) => SUBSCRIPTS.indexOf(c)).join('');
    return { base: rat(Number(digits)), length: subscript[0].length };
  }
  const digits = /^(\d+)(?=\s*\(|\s+(?:x|\d))/.exec(after);
  if (digits) return { base: rat(Number(digits[1])), length: digits[0].length };
  if (/^\d/.test(after)) return undefined;
  return { base: rat(10), length: 0 };
}

class Unreadable extends Error {}

/** 30°: a factor in degrees. */
function degrees(node: Node, cursor: Cursor<MathToken, Node>): Node {
  if (cursor.peek()?.kind !== 'deg') return node;
  cursor.next();
  return { kind: 'deg', arg: node };
}

/** An exponent typed without brackets: 2, -3, x, -x, 2x (the last marked by the caller as bare). */
function bareExponent(cursor: Cursor<MathToken, Node>): Node {
  const negative = cursor.accept('-');
  if (!negative) cursor.accept('+');
  const t = cursor.next();
  let node: Node;
  if (t?.kind === 'num') {
    node = numberNode(t.value);
    const next = cursor.peek();
    if (next?.kind === 'x' && !next.space) {
      cursor.next();
      node = { kind: 'mul', left: node, right: { kind: 'x' }, explicit: false };
    }
  } else if (t?.kind === 'x') node = { kind: 'x' };
  else return cursor.fail();
  return negative ? { kind: 'neg', arg: node } : node;
}

/** What follows sen, cos, tg or log without brackets: 2x, x, π, 30°, 8. */
function bareArgument(cursor: Cursor<MathToken, Node>): Node {
  const t = cursor.peek();
  // «log₂ √8», «ln e²»: a root of a number or a power of e, written without brackets.
  if (t?.kind === 'sqrt' && cursor.peek(1)?.kind === 'num') {
    cursor.next();
    return { kind: 'sqrt', arg: numberNode((cursor.next() as { value: number }).value) };
  }
  if (t?.kind === 'e' && cursor.isOp(cursor.peek(1), '^')) {
    cursor.next();
    cursor.next();
    return { kind: 'pow', base: { kind: 'e' }, exponent: bareExponent(cursor), bare: true };
  }
  let node: Node | undefined;
  if (t?.kind === 'num') {
    cursor.next();
    node = numberNode(t.value);
  }
  const next = cursor.peek();
  if (next?.kind === 'x' || next?.kind === 'pi') {
    cursor.next();
    const unknown: Node = { kind: next.kind };
    node = node ? { kind: 'mul', left: node, right: unknown, explicit: false } : unknown;
  }
  if (!node) return cursor.fail();
  return degrees(node, cursor);
}

/** The argument of a function: bracketed, or bare as in sen x, log 8. */
function argument(cursor: Cursor<MathToken, Node>): { arg: Node; bare: boolean } {
  if (!cursor.accept('(')) return { arg: bareArgument(cursor), bare: true };
  const arg = cursor.expression();
  cursor.expect(')');
  return { arg, bare: false };
}

const grammar: ExpressionGrammar<MathToken, Node> = {
  algebra: {
    add: (left, right) => ({ kind: 'add', op: '+', left, right }),
    sub: (left, right) => ({ kind: 'add', op: '-', left, right }),
    mul: (left, right, implicit) => ({ kind: 'mul', left, right, explicit: !implicit }),
    div: (left, right) => ({ kind: 'div', left, right }),
    neg: (arg) => ({ kind: 'neg', arg }),
    group: (arg) => ({ kind: 'group', arg }),
    abs: (arg) => ({ kind: 'abs', arg }),
  },
  startsFactor: (t) =>
    t.kind === 'x' ||
    t.kind === 'pi' ||
    t.kind === 'e' ||
    t.kind === 'trig' ||
    t.kind === 'log' ||
    t.kind === 'sqrt',
  leaf: (t, cursor) => {
    switch (t.kind) {
      case 'num':
        return numberNode(t.value);
      case 'x':
      case 'pi':
      case 'e':
        return { kind: t.kind };
      case 'sqrt':
        return { kind: 'sqrt', arg: cursor.primary() };
      case 'trig': {
        let power = 1;
        const after = cursor.peek(1);
        if (cursor.isOp(cursor.peek(), '^') && after?.kind === 'num') {
          power = after.value;
          cursor.next();
          cursor.next();
        }
        const { arg, bare } = argument(cursor);
        return { kind: 'trig', name: t.name, arg, power, bare };
      }
      case 'log':
        return { kind: 'log', base: t.base, ...argument(cursor) };
      default:
        return cursor.fail();
    }
  },
  postfix: degrees,
  exponent: (base, cursor) => {
    let exponent: Node;
    let bare = true;
    if (cursor.accept('(')) {
      exponent = cursor.expression();
      cursor.expect(')');
      bare = false;
    } else exponent = bareExponent(cursor);
    // sen^2(x) typed as sen(x)^2.
    if (base.kind === 'trig' && base.power === 1 && exponent.kind === 'num' && !base.bare) {
      return { ...base, power: exponent.typed };
    }
    return { kind: 'pow', base, exponent, bare };
  },
};

function numberNode(typed: number): Node {
  return { kind: 'num', value: fromNumber(typed), typed };
}

function parseRun(run: MathToken[]): Statement | undefined {
  const { sides, relations } = formulaSides(run, (token) => token.kind === 'rel');
  if (sides.some((side) => side.length === 0)) return undefined;
  return orNone(() => {
    const parsed = sides.map((side) => parseExpression(side, grammar));
    return parsed.every((side) => side !== undefined)
      ? { sides: parsed, relations: relations.map((token) => token.rel) }
      : undefined;
  }, Inexact);
}

/** Every formula in the message that reads as one: comparisons and bare expressions alike. */
export function findStatements(message: string): Statement[] {
  return formulaRuns(tokenize(foldMath(message)), (token) => token.kind === 'break')
    .map(parseRun)
    .filter((statement): statement is Statement => statement !== undefined);
}

// ---------------------------------------------------------------------------------------------------
// Reading the tree.

/** The nodes right below `node`, left to right. */
export function children(node: Node): Node[] {
  switch (node.kind) {
    case 'neg':
    case 'group':
    case 'abs':
    case 'sqrt':
    case 'trig':
    case 'log':
    case 'deg':
      return [node.arg];
    case 'add':
    case 'mul':
    case 'div':
      return [node.left, node.right];
    case 'pow':
      return [node.base, node.exponent];
    default:
      return [];
  }
}

/** Whether some node of the tree passes `test`. */
export function some(node: Node, test: (node: Node) => boolean): boolean {
  return test(node) || children(node).some((child) => some(child, test));
}

export const hasX = (node: Node) => some(node, (n) => n.kind === 'x');
export const hasKind = (node: Node, kind: Node['kind']) => some(node, (n) => n.kind === kind);
/** An unknown in an exponent: 2^x. */
export const hasExponential = (node: Node) => some(node, (n) => n.kind === 'pow' && hasX(n.exponent));

export const stripGroup = (node: Node): Node => (node.kind === 'group' ? stripGroup(node.arg) : node);

export interface RationalFunction {
  num: Poly;
  den: Poly;
}

/** A tree of numbers, x, + − · ÷ and whole powers as a quotient of polynomials; undefined otherwise. */
export function toRationalFunction(node: Node): RationalFunction | undefined {
  return orNone(() => rationalOf(node), Unreadable, Inexact);
}

function rationalOf(node: Node): RationalFunction {
  const one: Poly = [ONE];
  switch (node.kind) {
    case 'num':
      return { num: constPoly(node.value), den: one };
    case 'x':
      return { num: X, den: one };
    case 'group':
      return rationalOf(node.arg);
    case 'neg': {
      const inner = rationalOf(node.arg);
      return { num: polyScale(inner.num, rat(-1)), den: inner.den };
    }
    case 'add': {
      const a = rationalOf(node.left);
      const b = rationalOf(node.right);
      const sign = node.op === '-' ? -1 : 1;
      if (polyAdd(a.den, b.den, -1).length === 0) return { num: polyAdd(a.num, b.num, sign), den: a.den };
      return {
        num: polyAdd(polyMul(a.num, b.den), polyMul(b.num, a.den), sign),
        den: polyMul(a.den, b.den),
      };
    }
    case 'mul': {
      const a = rationalOf(node.left);
      const b = rationalOf(node.right);
      return { num: polyMul(a.num, b.num), den: polyMul(a.den, b.den) };
    }
    case 'div': {
      const a = rationalOf(node.left);
      const b = rationalOf(node.right);
      if (!b.num.length) throw new Unreadable('division by zero');
      if (b.num.length === 1 && b.den.length === 1) {
        const k = div(at(b.den, 0, 'denominator'), at(b.num, 0, 'numerator'));
        return { num: polyScale(a.num, k), den: a.den };
      }
      return { num: polyMul(a.num, b.den), den: polyMul(a.den, b.num) };
    }
    case 'pow': {
      const exponent = stripGroup(node.exponent);
      if (exponent.kind !== 'num' || exponent.value.d !== 1 || Math.abs(exponent.value.n) > 8) {
        throw new Unreadable('exponent');
      }
      const base = rationalOf(node.base);
      const n = exponent.value.n;
      const num = polyPow(base.num, Math.abs(n));
      const den = polyPow(base.den, Math.abs(n));
      if (n < 0 && !num.length) throw new Unreadable('division by zero');
      return n < 0 ? { num: den, den: num } : { num, den };
    }
    default:
      throw new Unreadable(node.kind);
  }
}

/** A tree without x or functions that is a rational number: 1/2, -3, (2/3)^2. */
export function toRational(node: Node): Rational | undefined {
  if (hasX(node)) return undefined;
  const f = toRationalFunction(node);
  const [numerator] = f?.num ?? [];
  const [denominator] = f?.den ?? [];
  if (!f || f.num.length > 1 || !denominator || f.den.length !== 1) return undefined;
  return numerator ? div(numerator, denominator) : rat(0);
}

/** The numeric value of a tree without x (roots, π, e, logs and trig of numbers included), or NaN. */
export function evaluate(node: Node, x = Number.NaN): number {
  switch (node.kind) {
    case 'num':
      return node.typed;
    case 'x':
      return x;
    case 'pi':
      return Math.PI;
    case 'e':
      return Math.E;
    case 'neg':
      return -evaluate(node.arg, x);
    case 'group':
      return evaluate(node.arg, x);
    case 'abs':
      return Math.abs(evaluate(node.arg, x));
    case 'sqrt':
      return Math.sqrt(evaluate(node.arg, x));
    case 'deg':
      return (evaluate(node.arg, x) * Math.PI) / 180;
    case 'add':
      return evaluate(node.left, x) + (node.op === '-' ? -1 : 1) * evaluate(node.right, x);
    case 'mul':
      return evaluate(node.left, x) * evaluate(node.right, x);
    case 'div':
      return evaluate(node.left, x) / evaluate(node.right, x);
    case 'pow':
      return evaluate(node.base, x) ** evaluate(node.exponent, x);
    case 'trig': {
      const arg = evaluate(node.arg, x);
      const f = node.name === 'sen' ? Math.sin(arg) : node.name === 'cos' ? Math.cos(arg) : Math.tan(arg);
      return f ** node.power;
    }
    case 'log': {
      const arg = evaluate(node.arg, x);
      return node.base === 'e' ? Math.log(arg) : Math.log(arg) / Math.log(node.base.n / node.base.d);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Writing the tree back, in LaTeX.

const TRIG_TEX: Record<TrigName, string> = {
  sen: '\\operatorname{sen}',
  cos: '\\cos',
  tg: '\\operatorname{tg}',
};

function logTex(base: Rational | 'e'): string {
  if (base === 'e') return '\\ln';
  if (base.n === 10 && base.d === 1) return '\\log';
  return `\\log_{${base.n}}`;
}

const isNumeric = (node: Node) => node.kind === 'num' || (node.kind === 'pow' && node.base.kind === 'num');

export function nodeTex(node: Node): string {
  switch (node.kind) {
    case 'num':
      return texExact(node.typed);
    case 'x':
      return 'x';
    case 'pi':
      return '\\pi';
    case 'e':
      return 'e';
    case 'neg':
      return `-${nodeTex(node.arg)}`;
    case 'add':
      return `${nodeTex(node.left)} ${node.op} ${nodeTex(node.right)}`;
    case 'mul': {
      const left = nodeTex(node.left);
      const right = nodeTex(node.right);
      if (node.explicit || (isNumeric(node.left) && isNumeric(node.right))) return `${left} \\cdot ${right}`;
      const spaced = node.right.kind === 'trig' || node.right.kind === 'log' || node.right.kind === 'sqrt';
      return `${left}${spaced ? ' ' : ''}${right}`;
    }
    case 'div':
      return `\\frac{${nodeTex(stripGroup(node.left))}}{${nodeTex(stripGroup(node.right))}}`;
    case 'pow': {
      const exponent = nodeTex(stripGroup(node.exponent));
      return `${nodeTex(node.base)}^${exponent.length === 1 ? exponent : `{${exponent}}`}`;
    }
    case 'group':
      return `(${nodeTex(node.arg)})`;
    case 'abs':
      return `\\left|${nodeTex(node.arg)}\\right|`;
    case 'sqrt':
      return `\\sqrt{${nodeTex(stripGroup(node.arg))}}`;
    case 'deg':
      return `${nodeTex(node.arg)}^\\circ`;
    case 'trig': {
      const power = node.power === 1 ? '' : `^{${node.power}}`;
      const arg = nodeTex(node.arg);
      return `${TRIG_TEX[node.name]}${power}${node.bare ? ` ${arg}` : `(${arg})`}`;
    }
    case 'log': {
      const arg = nodeTex(node.arg);
      return `${logTex(node.base)}${node.bare ? ` ${arg}` : `(${arg})`}`;
    }
  }
}

const RELATION_TEX: Record<Relation, string> = { '=': '=', '<': '<', '>': '>', '≤': '\\le', '≥': '\\ge' };

export const relationTex = (relation: Relation) => RELATION_TEX[relation];

export function statementTex({ sides, relations }: Statement): string {
  return sides
    .map((side, k) => {
      const relation = relations[k - 1];
      return relation === undefined ? nodeTex(side) : ` ${RELATION_TEX[relation]} ${nodeTex(side)}`;
    })
    .join('');
}
