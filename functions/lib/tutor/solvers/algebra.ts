/**
 * Equations typed by a student: a tokenizer that finds the math inside a Spanish sentence, a small
 * recursive-descent parser into polynomials (no eval), and step-by-step solvers for linear and
 * quadratic equations in one unknown (also with the unknown in a denominator) and 2×2 linear systems.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { expressionOfUnknownAsked } from './asked-combination.ts';
import {
  asFraction,
  fmt,
  fmtEquals,
  fmtResult,
  isInteger,
  isShownExactly,
  NUMBER_SOURCE,
  prepareMath,
  readNumber,
  tex,
  texEquals,
  texExact,
} from './numbers.ts';
import { orNone } from './or-none.ts';
import { surdRoots } from './surds.ts';

type Op = '+' | '-' | '*' | '/' | '^' | '(' | ')' | '=';
type Token =
  | { kind: 'num'; value: number; space: boolean }
  | { kind: 'var'; name: string; space: boolean }
  | { kind: 'op'; op: Op; space: boolean }
  | { kind: 'break'; text: string };
type MathToken = Exclude<Token, { kind: 'break' }>;

const VARIABLES = /^[xyz]{1,2}$/;
const numberAt = new RegExp(`^${NUMBER_SOURCE}`);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let space = false;
  let i = 0;
  const push = (token: MathToken) => {
    tokens.push(token);
    space = false;
  };
  while (i < text.length) {
    const char = text.charAt(i);
    if (char === '\n') {
      tokens.push({ kind: 'break', text: '\n' });
      i++;
    } else if (/\s/.test(char)) {
      space = true;
      i++;
    } else if (/\d/.test(char)) {
      const raw = (numberAt.exec(text.slice(i)) as RegExpExecArray)[0];
      const value = readNumber(raw);
      i += raw.length;
      // The engine declines unreadable numbers before any solver runs; here it just ends the formula.
      if (value === undefined) {
        tokens.push({ kind: 'break', text: raw });
        continue;
      }
      const previous = tokens.at(-1);
      // "x2" typed for x²: a variable right before a 2 or a 3, with no space.
      if (previous?.kind === 'var' && !space && (raw === '2' || raw === '3')) {
        push({ kind: 'op', op: '^', space: false });
      }
      push({ kind: 'num', value, space });
    } else if (/\p{L}/u.test(char)) {
      let word = '';
      while (i < text.length && /\p{L}/u.test(text.charAt(i))) word += text[i++];
      if (VARIABLES.test(word.toLowerCase())) {
        let first = true;
        for (const name of word.toLowerCase()) {
          push({ kind: 'var', name, space: first ? space : false });
          first = false;
        }
      } else tokens.push({ kind: 'break', text: word });
    } else if ('+-*/^()=[]'.includes(char)) {
      const op = (char === '[' ? '(' : char === ']' ? ')' : char) as Op;
      push({ kind: 'op', op, space });
      i++;
    } else {
      tokens.push({ kind: 'break', text: char });
      i++;
    }
  }
  return tokens;
}

// What comes right before math that is not an equation in x: a function name ("f(x) =", "sen x =",
// "log₂ x"), a root or an absolute value. Single letters other than the conjunctions name functions.
const FUNCTION_BEFORE =
  /(?:^|[^\p{L}])(sen|cos|tan|tg|cotg|sec|cosec|log|ln|raiz|sqrt|arcsen|arccos|arctg|[b-df-np-tv-wA-Z])\s*[₀-₉]*$|[√∛|]\s*$/u;
const BINARY = new Set<Op>(['+', '*', '/', '^', '=']);
// What, right after a stretch, means the formula goes on in a way the parser cannot read: "… = 2 sen x",
// "x + 1 = 2π", a LaTeX function, or a number it could not read.
const FUNCTION_AFTER =
  /^(?:(?:sen|cos|tan|tg|cotg|sec|cosec|log|ln|raiz|sqrt|arcsen|arccos|arctg)(?: |$)|\\ (?:operatorname|sin|sen|cos|tan|log|ln|sqrt|frac|pi)|[{}|√∛!π]|\d)/u;

/** Stretches of math between words; a stretch that continues a formula the parser cannot read is dropped. */
function runs(tokens: Token[]): MathToken[][] {
  const result: MathToken[][] = [];
  let current: MathToken[] = [];
  let before = '';
  let pendingBefore = '';
  const close = (next = '') => {
    const [first] = current;
    const last = current.at(-1);
    if (!first || !last) return;
    const tainted =
      FUNCTION_BEFORE.test(pendingBefore) ||
      (first.kind === 'op' && BINARY.has(first.op)) ||
      (last.kind === 'op' && last.op !== ')') ||
      FUNCTION_AFTER.test(next);
    if (!tainted) result.push(current);
    current = [];
  };
  // The words and symbols since the stretch's last token: whether it is tainted depends on what follows.
  let gap = '';
  for (const token of tokens) {
    if (token.kind === 'break') {
      gap = gap ? `${gap} ${token.text}` : token.text;
      before = `${before} ${token.text}`.slice(-24);
    } else {
      if (gap) close(gap);
      gap = '';
      if (current.length === 0) {
        pendingBefore = before;
        before = '';
      }
      current.push(token);
    }
  }
  close(gap);
  return result;
}

const isOp = (token: MathToken | undefined, op: Op) => token?.kind === 'op' && token.op === op;
const isConjunction = (token: MathToken | undefined, next: MathToken | undefined) =>
  token?.kind === 'var' && token.name === 'y' && token.space && next?.space === true;

/** Drops a trailing "y" that is the conjunction ("… = 5 y decime"). */
function trim(run: MathToken[]): MathToken[] {
  let end = run.length;
  const last = run[end - 1];
  const previous = run[end - 2];
  if (last?.kind === 'var' && last.name === 'y' && last.space && previous && previous.kind !== 'op') end--;
  return run.slice(0, end);
}

const countEquals = (run: MathToken[]) => run.filter((t) => isOp(t, '=')).length;

// ---------------------------------------------------------------------------------------------------
// Polynomials: monomials keyed by their variables in order, repeated ("xx" is x², "xy", "" a constant).

export type Poly = Map<string, number>;

const EPS = 1e-12;

function clean(p: Poly): Poly {
  for (const [key, coef] of p) if (Math.abs(coef) < EPS) p.delete(key);
  return p;
}
const constant = (value: number): Poly => clean(new Map([['', value]]));
const variable = (name: string): Poly => new Map([[name, 1]]);
function add(a: Poly, b: Poly, sign = 1): Poly {
  const out = new Map(a);
  for (const [key, coef] of b) out.set(key, (out.get(key) ?? 0) + sign * coef);
  return clean(out);
}
function mul(a: Poly, b: Poly): Poly {
  const out: Poly = new Map();
  for (const [ka, ca] of a)
    for (const [kb, cb] of b) {
      const key = [...ka, ...kb].sort().join('');
      out.set(key, (out.get(key) ?? 0) + ca * cb);
    }
  return clean(out);
}
const scale = (p: Poly, k: number): Poly => mul(p, constant(k));
const coef = (p: Poly, key: string): number => p.get(key) ?? 0;
const degree = (p: Poly): number => Math.max(0, ...[...p.keys()].map((k) => k.length));
const variablesOf = (p: Poly): Set<string> => new Set([...p.keys()].flatMap((k) => [...k]));
/** The unknowns an equation is written in, on either side: «x + 1 = 4 − x» is in x though x − x cancels in a sum. */
const unknownsOf = ({ lhs, rhs }: { lhs: Poly; rhs: Poly }): Set<string> =>
  new Set([...variablesOf(lhs), ...variablesOf(rhs)]);
const isConstant = (p: Poly) => [...p.keys()].every((k) => k === '');

function evaluate(p: Poly, values: Record<string, number>): number {
  let total = 0;
  for (const [key, c] of p) total += c * [...key].reduce((product, v) => product * (values[v] ?? 0), 1);
  return total;
}

/**
 * A coefficient in LaTeX: \frac{1}{3} rather than 0,3333 when it is a simple fraction; a typed decimal
 * with all its digits (0,1234567), and a long computed one rounded.
 */
function coefTex(magnitude: number): string {
  const fraction = asFraction(magnitude, 12);
  if (fraction && !isInteger(magnitude * 100))
    return `\\frac{${fraction.numerator}}{${fraction.denominator}}`;
  const exact = texExact(magnitude);
  return (exact.split('{,}')[1] ?? '').length <= 8 ? exact : tex(magnitude);
}

function monomialTex(key: string): string {
  const counts = new Map<string, number>();
  for (const v of key) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => (n === 1 ? v : `${v}^${n}`)).join('');
}

/** 2x^2 - 5x + 6, highest degree first. */
function polyTex(p: Poly): string {
  const keys = [...p.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  if (keys.length === 0) return '0';
  return keys
    .map((key, i) => {
      const c = p.get(key) as number;
      const magnitude = Math.abs(c);
      const body =
        key === ''
          ? coefTex(magnitude)
          : `${Math.abs(magnitude - 1) < EPS ? '' : coefTex(magnitude)}${monomialTex(key)}`;
      if (i === 0) return c < 0 ? `-${body}` : body;
      return c < 0 ? ` - ${body}` : ` + ${body}`;
    })
    .join('');
}

// ---------------------------------------------------------------------------------------------------
// Parser: expr := term (± term)*; term := factor ((*|/|implicit) factor)*; factor := ±factor | power;
// power := primary (^ exponent)?; primary := number | variable | ( expr ). Dividing by an expression with
// a variable ("1/x") keeps a denominator; dividing by a number just scales.

class Unsupported extends Error {}

/** A quotient of polynomials; `den` stays the constant 1 unless the student divides by a variable. */
interface Fraction {
  num: Poly;
  den: Poly;
}

const whole = (p: Poly): Fraction => ({ num: p, den: constant(1) });
const samePoly = (a: Poly, b: Poly) => add(a, b, -1).size === 0;
function addFractions(a: Fraction, b: Fraction, sign: number): Fraction {
  if (samePoly(a.den, b.den)) return { num: add(a.num, b.num, sign), den: a.den };
  return { num: add(mul(a.num, b.den), mul(b.num, a.den), sign), den: mul(a.den, b.den) };
}
const mulFractions = (a: Fraction, b: Fraction): Fraction => ({
  num: mul(a.num, b.num),
  den: mul(a.den, b.den),
});
const isNumber = (f: Fraction) => isConstant(f.num) && isConstant(f.den);

/** The value of the tokens and the expressions with a variable they divide by (each must not be 0). */
function parse(tokens: MathToken[]): { value: Fraction; divisors: Poly[] } {
  let i = 0;
  const divisors: Poly[] = [];
  const peek = () => tokens[i];
  const expr = (): Fraction => {
    let value = term();
    for (let t = peek(); isOp(t, '+') || isOp(t, '-'); t = peek()) {
      i++;
      value = addFractions(value, term(), isOp(t, '-') ? -1 : 1);
    }
    return value;
  };
  const term = (): Fraction => {
    let value = factor();
    for (;;) {
      const t = peek();
      if (isOp(t, '*')) {
        i++;
        value = mulFractions(value, factor());
      } else if (isOp(t, '/')) {
        i++;
        const divisor = factor();
        if (divisor.num.size === 0) throw new Unsupported('division');
        if (isNumber(divisor)) value = { num: scale(value.num, 1 / coef(divisor.num, '')), den: value.den };
        else {
          divisors.push(divisor.num);
          value = mulFractions(value, { num: divisor.den, den: divisor.num });
        }
      } else if (t?.kind === 'var' || isOp(t, '(')) {
        value = mulFractions(value, factor());
      } else return value;
    }
  };
  const factor = (): Fraction => {
    const t = peek();
    if (isOp(t, '-')) {
      i++;
      const inner = factor();
      return { num: scale(inner.num, -1), den: inner.den };
    }
    if (isOp(t, '+')) {
      i++;
      return factor();
    }
    return power();
  };
  /** An integer exponent, maybe signed or in parentheses: 2, (2), -3, (-3). */
  const exponent = (): number => {
    const braced = isOp(peek(), '(');
    if (braced) i++;
    const sign = isOp(peek(), '-') ? -1 : 1;
    if (isOp(peek(), '-') || isOp(peek(), '+')) i++;
    const t = peek();
    if (t?.kind !== 'num' || !isInteger(t.value)) throw new Unsupported('exponent');
    i++;
    if (braced) {
      if (!isOp(peek(), ')')) throw new Unsupported('parenthesis');
      i++;
    }
    return sign * t.value;
  };
  const power = (): Fraction => {
    const base = primary();
    if (!isOp(peek(), '^')) return base;
    i++;
    const n = exponent();
    // A number to any power is just a number ("10^-3 x"); a variable's power must stay a small polynomial.
    if (isNumber(base)) {
      const value = coef(base.num, '') ** n;
      if (!Number.isFinite(value) || Math.abs(n) > 100) throw new Unsupported('exponent');
      return whole(constant(value));
    }
    if (n < 0 || n > 4) throw new Unsupported('exponent');
    let result = whole(constant(1));
    for (let k = 0; k < n; k++) result = mulFractions(result, base);
    return result;
  };
  const primary = (): Fraction => {
    const t = peek();
    i++;
    if (t?.kind === 'num') return whole(constant(t.value));
    if (t?.kind === 'var') return whole(variable(t.name));
    if (isOp(t, '(')) {
      const inner = expr();
      if (!isOp(peek(), ')')) throw new Unsupported('parenthesis');
      i++;
      return inner;
    }
    throw new Unsupported('syntax');
  };
  const value = expr();
  if (i !== tokens.length) throw new Unsupported('trailing');
  return { value, divisors };
}

/** The closing parenthesis that matches the opening one at `open`, or the end. */
function matching(tokens: MathToken[], open: number): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    if (isOp(tokens[k], '(')) depth++;
    if (isOp(tokens[k], ')') && --depth === 0) return k;
  }
  return tokens.length - 1;
}

/** The equation as typed, in LaTeX: numbers with decimal comma, "*" as \cdot, long exponents braced. */
function tokensTex(tokens: MathToken[]): string {
  let out = '';
  for (let index = 0; index < tokens.length; index++) {
    const t = at(tokens, index, 'token');
    const previous = tokens[index - 1];
    if (isOp(t, '^')) {
      // The exponent is a group, a signed number or one token: 2^{10}, 10^{-3}, x^2.
      let start = index + 1;
      let end = start;
      if (isOp(tokens[start], '(')) {
        end = matching(tokens, start);
        start++;
      } else if (isOp(tokens[start], '-') || isOp(tokens[start], '+')) end++;
      const exponentTex = tokensTex(tokens.slice(start, end + (isOp(tokens[end], ')') ? 0 : 1)));
      out += exponentTex.length === 1 ? `^${exponentTex}` : `^{${exponentTex}}`;
      index = end;
    } else if (t.kind === 'num') out += texExact(t.value);
    else if (t.kind === 'var') out += t.name;
    else if (t.op === '*') out += ' \\cdot ';
    else if (t.op === '=') out += ' = ';
    else if (t.op === '+' || t.op === '-') {
      const unary = !previous || (previous.kind === 'op' && previous.op !== ')');
      out += unary ? t.op : ` ${t.op} `;
    } else out += t.op;
  }
  return out.replace(/\s+/g, ' ').trim();
}

export interface Equation {
  tex: string;
  lhs: Poly;
  rhs: Poly;
  lhsTex: string;
  rhsTex: string;
  /** Set when a variable was in a denominator: `lhs = rhs` is the equation once multiplied by `by`. */
  cleared?: {
    by: Poly[];
    divisors: Poly[];
    original: { lhs: Fraction; rhs: Fraction };
    /** "1 = 2x" written as "2x = 1". */
    flipped: boolean;
  };
  /** A number too small or too large to solve without losing it to rounding (1e-13, 1e20). */
  outOfRange: boolean;
}

// Coefficients under EPS vanish from a polynomial: numbers must stay well above it, and far from overflow.
const inRange = (value: number) => value === 0 || (Math.abs(value) >= 1e-9 && Math.abs(value) <= 1e15);

function toEquation(run: MathToken[]): Equation | undefined {
  const at = run.findIndex((t) => isOp(t, '='));
  const left = run.slice(0, at);
  const right = run.slice(at + 1);
  if (at < 0 || left.length === 0 || right.length === 0) return undefined;
  return orNone(() => {
    const l = parse(left);
    const r = parse(right);
    const typed = run.filter((t): t is Extract<MathToken, { kind: 'num' }> => t.kind === 'num');
    const coefficients = [l.value, r.value].flatMap((f) => [...f.num.values(), ...f.den.values()]);
    const outOfRange = ![...typed.map((t) => t.value), ...coefficients].every(inRange);
    const base = { tex: tokensTex(run), outOfRange };
    if (isConstant(l.value.den) && isConstant(r.value.den)) {
      return {
        ...base,
        lhs: l.value.num,
        rhs: r.value.num,
        lhsTex: tokensTex(left),
        rhsTex: tokensTex(right),
      };
    }
    // With the same denominator on both sides, multiplying by it once is enough.
    const same = samePoly(l.value.den, r.value.den);
    let lhs = same ? l.value.num : mul(l.value.num, r.value.den);
    let rhs = same ? r.value.num : mul(r.value.num, l.value.den);
    const flipped = isConstant(lhs) && !isConstant(rhs);
    if (flipped) [lhs, rhs] = [rhs, lhs];
    return {
      ...base,
      lhs,
      rhs,
      lhsTex: polyTex(lhs),
      rhsTex: polyTex(rhs),
      cleared: {
        by: (same ? [l.value.den] : [l.value.den, r.value.den]).filter((den) => !isConstant(den)),
        divisors: [...l.divisors, ...r.divisors].filter(
          (d, k, all) => all.findIndex((other) => samePoly(other, d)) === k,
        ),
        original: { lhs: l.value, rhs: r.value },
        flipped,
      },
    };
  }, Unsupported);
}

/** Every equation in a message; two glued by "y" ("2x + y = 7 y x - y = 2") are split at that "y". */
function findEquations(message: string): Equation[] {
  const equations: Equation[] = [];
  for (const raw of runs(tokenize(prepareMath(message)))) {
    const run = trim(raw);
    const equals = countEquals(run);
    if (equals === 1) {
      const equation = toEquation(run);
      if (equation) equations.push(equation);
    } else if (equals === 2) {
      for (let k = 1; k < run.length - 1; k++) {
        if (!isConjunction(run[k], run[k + 1])) continue;
        const left = trim(run.slice(0, k));
        const right = trim(run.slice(k + 1));
        if (countEquals(left) !== 1 || countEquals(right) !== 1) continue;
        const first = toEquation(left);
        const second = toEquation(right);
        if (
          first &&
          second &&
          degree(add(first.lhs, first.rhs, -1)) <= 1 &&
          degree(add(second.lhs, second.rhs, -1)) <= 1
        ) {
          equations.push(first, second);
          break;
        }
      }
    }
  }
  return equations;
}

// ---------------------------------------------------------------------------------------------------
// Solvers. Each writes the reply in the chat's markdown subset.

const check = '✓';

function termTex(c: number, name: string, first: boolean): string {
  const magnitude = Math.abs(c);
  const body =
    name === '' ? coefTex(magnitude) : `${Math.abs(magnitude - 1) < EPS ? '' : coefTex(magnitude)}${name}`;
  if (first) return c < 0 ? `-${body}` : body;
  return c < 0 ? ` - ${body}` : ` + ${body}`;
}
const sumTex = (terms: [number, string][]) => {
  const nonzero = terms.filter(([c]) => Math.abs(c) > EPS);
  return nonzero.length ? nonzero.map(([c, name], i) => termTex(c, name, i === 0)).join('') : '0';
};
const signedTex = (value: number) => `${value < 0 ? '-' : ''}${coefTex(Math.abs(value))}`;

/** p - q, or 0 when they differ only by floating-point noise (0,3 - (0,1 + 0,2)). */
function difference(p: number, q: number): number {
  const d = p - q;
  return Math.abs(d) <= 1e-12 * Math.max(Math.abs(p), Math.abs(q)) ? 0 : d;
}

const factorTex = (p: Poly) => (p.size > 1 ? `(${polyTex(p)})` : polyTex(p));

/** The steps that take the variable out of the denominators: the conditions, then the product. */
function clearingSteps(equation: Equation, x: string): string[] {
  const { cleared } = equation;
  if (!cleared) return [];
  const conditions = cleared.divisors.map((d) =>
    degree(d) === 1 && variablesOf(d).size === 1
      ? `${x} \\neq ${signedTex(-coef(d, '') / coef(d, x))}`
      : `${polyTex(d)} \\neq 0`,
  );
  const sides = (lhs: Poly, rhs: Poly) => `${polyTex(lhs)} = ${polyTex(rhs)}`;
  const result = cleared.flipped
    ? `$${sides(equation.rhs, equation.lhs)}$, o sea $${sides(equation.lhs, equation.rhs)}$`
    : `$${sides(equation.lhs, equation.rhs)}$`;
  return [
    `Como $${x}$ está en un denominador, primero pedí que no se anule (no se puede dividir por cero): $${conditions.join(', \\ ')}$.`,
    `Multiplicá ambos miembros por $${cleared.by.map(factorTex).join(' \\cdot ')}$ para sacar los denominadores: ${result}.`,
  ];
}

/** Whether `value` makes one of the denominators 0, so it cannot be a solution. */
const annuls = (equation: Equation, x: string, value: number) =>
  equation.cleared?.divisors.some((d) => Math.abs(evaluate(d, { [x]: value })) < 1e-9) ?? false;

/** Both members at `value`, read from the equation as typed (before clearing denominators). */
function members(equation: Equation, values: Record<string, number>): [number, number] {
  const at = (f: Fraction) => evaluate(f.num, values) / evaluate(f.den, values);
  const original = equation.cleared?.original;
  return original
    ? [at(original.lhs), at(original.rhs)]
    : [evaluate(equation.lhs, values), evaluate(equation.rhs, values)];
}

function linear(equation: Equation, x: string): string {
  const { lhs, rhs } = equation;
  const aL = coef(lhs, x);
  const bL = coef(lhs, '');
  const aR = coef(rhs, x);
  const bR = coef(rhs, '');
  const a = difference(aL, aR);
  const b = difference(bR, bL);
  const steps = clearingSteps(equation, x);
  const expandedL = polyTex(lhs);
  const expandedR = polyTex(rhs);
  if (expandedL !== equation.lhsTex || expandedR !== equation.rhsTex) {
    steps.push(
      `Operá (paréntesis, productos, fracciones) y juntá términos semejantes en cada miembro: $${expandedL} = ${expandedR}$.`,
    );
  }
  const moved = Math.abs(aR) > EPS || Math.abs(bL) > EPS;
  if (moved) {
    steps.push(
      `Pasá los términos con $${x}$ al primer miembro y los números al segundo (lo que suma pasa restando y viceversa): $${sumTex(
        [
          [aL, x],
          [-aR, x],
        ],
      )} = ${sumTex([
        [bR, ''],
        [-bL, ''],
      ])}$.`,
    );
    steps.push(`Operá en cada miembro: $${sumTex([[a, x]])} = ${signedTex(b)}$.`);
  }

  if (Math.abs(a) < EPS) {
    const always = Math.abs(b) < EPS;
    steps.push(
      always
        ? `Queda $0 = 0$, que es verdadero para cualquier valor de $${x}$.`
        : `Queda $0 = ${signedTex(b)}$, que es falso sin importar cuánto valga $${x}$.`,
    );
    return linearAnswer(equation, steps, [
      always
        ? `**La ecuación tiene infinitas soluciones**: cualquier número real ${equation.cleared ? 'que no anule un denominador ' : ''}la verifica (es una identidad).`
        : `**La ecuación no tiene solución**: ningún valor de ${x} la verifica.`,
      '',
      always
        ? '¿Qué tienen en común los dos miembros después de simplificarlos?'
        : '¿Qué les pasó a los términos con la incógnita cuando los juntaste?',
    ]);
  }

  const value = b / a;
  const divided = Math.abs(a - 1) > EPS;
  if (divided) {
    steps.push(
      Math.abs(a + 1) < EPS
        ? `Multiplicá ambos miembros por $-1$: $${x} ${texEquals(value)}$.`
        : `Dividí ambos miembros por $${a < 0 ? '(' : ''}${sumTex([[a, '']])}${a < 0 ? ')' : ''}$: $${x} ${texEquals(value)}$.`,
    );
  }
  if (annuls(equation, x, value)) {
    return linearAnswer(equation, steps, [
      `**La ecuación no tiene solución**: el único candidato, ${x} ${fmtEquals(value)}, anula un denominador y hay que descartarlo.`,
      '',
      '¿Por qué no sirve un valor que anula un denominador, aunque verifique la ecuación sin denominadores?',
    ]);
  }
  const [left, right] = members(equation, { [x]: value });
  const question = equation.cleared
    ? '¿Por qué hay que pedir que el denominador no se anule antes de multiplicar por él?'
    : moved
      ? '¿Por qué un término que está sumando en un miembro pasa restando al otro? Contámelo con tus palabras.'
      : divided
        ? '¿Por qué podés dividir los dos miembros por el mismo número (distinto de cero) sin cambiar la solución?'
        : '¿Cómo comprobarías el resultado reemplazándolo en la ecuación original?';
  return [
    '## Ecuación lineal',
    '',
    `Resolvamos $${equation.tex}$ paso a paso: la idea es dejar $${x}$ sola en un miembro.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**Resultado: ${x} ${fmtEquals(value)}**`,
    '',
    `Verificación: con ${x} ${fmtEquals(value)}, el primer miembro da ${fmtResult(left)} y el segundo ${fmtResult(right)}. ${check}`,
    '',
    question,
  ].join('\n');
}

/** A linear equation without a single solution: its steps, then what the steps show. */
function linearAnswer(equation: Equation, steps: readonly string[], closing: readonly string[]): string {
  return [
    '## Ecuación lineal',
    '',
    `Resolvamos $${equation.tex}$ paso a paso.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    ...closing,
  ].join('\n');
}

/** Complex roots as a student writes them: "± i", "-1 ± 2i", "≈ -0,5 ± 0,87i" (no zero part, no 1·i). */
function complexRoots(x: string, re: number, im: number): string {
  const exact = isShownExactly(im) && (Math.abs(re) < EPS || isShownExactly(re));
  const imaginary = Math.abs(im - 1) < EPS ? 'i' : `${fmtResult(im)}i`;
  const real = Math.abs(re) < EPS ? '' : `${fmtResult(re)} `;
  return `${x} ${exact ? '=' : '≈'} ${real}± ${imaginary}`;
}

function quadratic(equation: Equation, x: string): string {
  const p = add(equation.lhs, equation.rhs, -1);
  const a = coef(p, x + x);
  const b = coef(p, x);
  const c = coef(p, '');
  const xx = `${x}^2`;
  const steps = clearingSteps(equation, x);
  const standard = `${sumTex([
    [a, xx],
    [b, x],
    [c, ''],
  ])} = 0`;
  if (equation.rhsTex !== '0' || polyTex(equation.lhs) !== equation.lhsTex) {
    steps.push(`Pasá todo al primer miembro y ordená de mayor a menor grado: $${standard}$.`);
  }
  steps.push(`Identificá los coeficientes: a = ${fmt(a, 4)}, b = ${fmt(b, 4)}, c = ${fmt(c, 4)}.`);
  const delta = b * b - 4 * a * c;
  steps.push(
    `Calculá el discriminante: $\\Delta = b^2 - 4ac = ${tex(b, 4, true)}^2 - 4 \\cdot ${tex(a, 4, true)} \\cdot ${tex(c, 4, true)} = ${tex(b * b)} ${4 * a * c < 0 ? '+' : '-'} ${tex(Math.abs(4 * a * c))} = ${tex(delta)}$.`,
  );

  const header = [
    '## Ecuación cuadrática',
    '',
    `Resolvamos $${equation.tex}$ con la fórmula resolvente.`,
    '',
  ];
  const tip =
    Math.abs(c) < EPS
      ? `Atajo: como c = 0, también podías sacar factor común: $${x}(${sumTex([
          [a, x],
          [b, ''],
        ])}) = 0$.`
      : Math.abs(b) < EPS
        ? `Atajo: como b = 0, también podías despejar $${xx}$ directamente.`
        : undefined;

  if (delta < -EPS) {
    steps.push('Como Δ < 0, no existe una raíz cuadrada real de Δ: la parábola no corta al eje x.');
    const roots = complexRoots(x, -b / (2 * a), Math.sqrt(-delta) / Math.abs(2 * a));
    return [
      ...header,
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      // Said the ways the options say it («no tiene soluciones reales», «no tiene solución en ℝ»).
      `**La ecuación no tiene raíces reales** (Δ = ${fmt(delta, 4)} < 0).`,
      '- No tiene solución en ℝ: no tiene soluciones reales.',
      '',
      // Not part of the real result: read only against options written in ℂ («x = 2 ± 3i»).
      `En ℂ (si ya viste números complejos), las raíces son ${roots}.`,
      '',
      '¿Qué signo debería tener el discriminante para que la parábola corte al eje x en dos puntos?',
    ].join('\n');
  }

  const discarded = (roots: number[]) =>
    roots
      .filter((root) => annuls(equation, x, root))
      .map((root) => `Ojo: ${x} ${fmtEquals(root)} anula un denominador, así que se descarta.`);

  if (Math.abs(delta) <= EPS) {
    const root = -b / (2 * a);
    steps.push(
      `Como Δ = 0, hay una sola raíz (doble): $${x} = \\frac{-b}{2a} = \\frac{${tex(-b)}}{${tex(2 * a)}} ${texEquals(root)}$.`,
    );
    const [warning] = discarded([root]);
    if (warning) {
      return [
        ...header,
        ...steps.map((s, i) => `${i + 1}. ${s}`),
        '',
        warning,
        '',
        '**La ecuación no tiene solución.**',
        '',
        '¿Por qué no sirve un valor que anula un denominador, aunque verifique la ecuación sin denominadores?',
      ].join('\n');
    }
    return [
      ...header,
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `**Raíz doble: ${x} ${fmtEquals(root)}**`,
      '',
      ...(tip ? [tip, ''] : []),
      `Verificación: el trinomio es un cuadrado perfecto, $${Math.abs(a - 1) < EPS ? '' : tex(a)}(${x} ${root < 0 ? '+' : '-'} ${tex(Math.abs(root))})^2$. ${check}`,
      '',
      '¿Qué significa gráficamente que la raíz sea doble? Pensá dónde queda el vértice de la parábola.',
    ].join('\n');
  }

  const sqrtDelta = Math.sqrt(delta);
  const exactRoot = isInteger(sqrtDelta);
  const sqrtTex = exactRoot ? tex(sqrtDelta) : `\\sqrt{${tex(delta)}}`;
  const minus = (-b - sqrtDelta) / (2 * a);
  const plus = (-b + sqrtDelta) / (2 * a);
  const [low, lowSign, high, highSign] = minus <= plus ? [minus, '-', plus, '+'] : [plus, '+', minus, '-'];
  const minusB = Math.abs(b) < EPS ? '' : `${tex(-b)} `;
  steps.push(
    `Como Δ > 0, hay dos raíces reales distintas. Aplicá la resolvente: $${x}_{1,2} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${minusB}\\pm ${sqrtTex}}{${tex(2 * a)}}$${exactRoot ? '' : `, con $\\sqrt{${tex(delta)}} \\approx ${tex(sqrtDelta, 2)}$`}.`,
  );
  const rootTex = (sign: string, value: number) =>
    `\\frac{${minusB}${minusB || sign === '-' ? `${sign} ` : ''}${sqrtTex}}{${tex(2 * a)}} ${texEquals(value)}`;
  steps.push(
    `Separá los dos signos: $${x}_1 = ${rootTex(lowSign, low)}$ y $${x}_2 = ${rootTex(highSign, high)}$.`,
  );
  const warnings = discarded([low, high]);
  const valid = [low, high].filter((root) => !annuls(equation, x, root));
  const [only] = valid;
  // Irrational roots also exactly («1 − √2»), as the options write them: on a bullet of the result, so
  // that the rounded pair stays the set a decimal option is compared with.
  const exact = exactRoot || valid.length !== 2 ? undefined : surdRoots(a, b, delta);
  const exactLine = exact
    ? [`- En forma exacta: ${x}₁ = ${exact[0]} ${fmtEquals(low)} y ${x}₂ = ${exact[1]} ${fmtEquals(high)}.`]
    : [];
  const solutions =
    valid.length === 2
      ? `**Soluciones: ${x}₁ ${fmtEquals(low)} y ${x}₂ ${fmtEquals(high)}**`
      : valid.length === 1 && only !== undefined
        ? `**Solución: ${x} ${fmtEquals(only)}**`
        : '**La ecuación no tiene solución.**';
  return [
    ...header,
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    ...(warnings.length ? [...warnings, ''] : []),
    solutions,
    ...exactLine,
    '',
    ...(tip ? [tip, ''] : []),
    `Verificación con las relaciones de Vieta: ${x}₁ + ${x}₂ = ${fmt(low + high)} = −b/a y ${x}₁ · ${x}₂ = ${fmt(low * high)} = c/a. ${check}`,
    '',
    '¿Qué te dice el signo del discriminante sobre la cantidad de veces que la parábola corta al eje x?',
  ].join('\n');
}

/** A coordinate of the pair as exact as the solution line gives it: «2», «0,5», «1/3». */
function pairValue(value: number): string {
  if (isShownExactly(value, 4)) return fmtResult(value, 4);
  const fraction = asFraction(value);
  return fraction ? `${fraction.numerator}/${fraction.denominator}` : fmtResult(value);
}

/**
 * «Si (x; y) es la solución de { … }, el producto x · y vale:»: a combination of the two unknowns is
 * asked, not the pair this reading states (an option matching none of the pair was named «Ninguna»).
 * Read outside the braces, or after the last equation when they are written loose.
 */
function asksExpressionOfThePair(message: string): boolean {
  const question = /\{[^{}]*=[^{}]*\}/.test(message)
    ? message.replace(/\{[^{}]*\}/g, ' ')
    : // The last equation's right side runs to the first stop: «y = −x + 5.» is no question; the comma
      // of «y = 0,5x − 1» is a decimal one, no stop.
      message
        .slice(message.lastIndexOf('=') + 1)
        .replace(/^(?:[^.;?¿,\n]|[.,](?=\d))*?(?=[.,](?!\d)|[;?¿\n]|(?<!\p{L})\p{L}{2,}|$)/u, '');
  const folded = foldText(question);
  return (
    /\b(?:producto|suma|diferencia|cociente|doble|triple|mitad|cuadrado|cubo|razon)\b/.test(folded) ||
    /(?<![\p{L}])[xy]\s*[-+−*·×/^²³]\s*[xy\d(]/u.test(folded)
  );
}

type PairOp = '+' | '-' | '·' | '/';

/**
 * «¿Cuánto vale x + y?», «el producto x · y vale:»: one sum, difference, product or quotient of the two
 * unknowns, written with their letters outside the braces (or after the last equation), and nothing else
 * asked. Undefined for anything else (a square, a double, two expressions).
 */
function pairCombination(
  message: string,
  vars?: [string, string],
): { left: string; op: PairOp; right: string } | undefined {
  const question = /\{[^{}]*=[^{}]*\}/.test(message)
    ? message.replace(/^\s*[A-E]\).*$/gm, ' ').replace(/\{[^{}]*\}/g, ' ')
    : undefined;
  if (!question) return undefined;
  const found = [...question.matchAll(/(?<![\p{L}\d])([a-z])\s*([-+−*·×/])\s*([a-z])(?![\p{L}\d(^²³])/gu)];
  const [only] = found;
  if (!only || found.length !== 1) return undefined;
  const [, left = '', raw = '', right = ''] = only;
  if (left === right || (vars && (!vars.includes(left) || !vars.includes(right)))) return undefined;
  // Nothing else of the unknowns or other numbers asked: «2x + y», «x + y + 1», «(x + y)²».
  const rest = question.replace(only[0], ' ');
  if (/\d/.test(rest.replace(/[₀-₉]/g, '')) || /[²³^]/.test(rest)) return undefined;
  if (/\b(?:doble|triple|mitad|cuadrado|cubo|inverso|opuesto)\b/.test(foldText(rest))) return undefined;
  const op: PairOp = raw === '+' ? '+' : raw === '-' || raw === '−' ? '-' : raw === '/' ? '/' : '·';
  return { left, op, right };
}

/** The solved system's reply answering the combination asked, the pair kept as the step before. */
function combinedPair(
  solved: string,
  first: Equation,
  second: Equation,
  asked: { left: string; op: PairOp; right: string },
): string | undefined {
  const line = /\*\*Solución: ([^*]+)\*\*/.exec(solved);
  if (!line) return undefined;
  // The values solved, found again from the equations (a unique solution: two independent rows).
  const vars = [...new Set([...unknownsOf(first), ...unknownsOf(second)])].sort() as [string, string];
  const [x, y] = vars;
  const rows = [first, second].map((eq) => {
    const p = add(eq.lhs, eq.rhs, -1);
    return { a: coef(p, x), b: coef(p, y), c: -coef(p, '') };
  });
  const [r1, r2] = rows as [{ a: number; b: number; c: number }, { a: number; b: number; c: number }];
  const det = r1.a * r2.b - r2.a * r1.b;
  if (Math.abs(det) < EPS) return undefined;
  const values: Record<string, number> = {
    [x]: (r1.c * r2.b - r2.c * r1.b) / det,
    [y]: (r1.a * r2.c - r2.a * r1.c) / det,
  };
  // The check: both equations hold.
  for (const eq of [first, second])
    if (Math.abs(evaluate(eq.lhs, values) - evaluate(eq.rhs, values)) > 1e-9) return undefined;
  const l = values[asked.left] ?? Number.NaN;
  const r = values[asked.right] ?? Number.NaN;
  if (asked.op === '/' && Math.abs(r) < EPS) return undefined;
  const result = asked.op === '+' ? l + r : asked.op === '-' ? l - r : asked.op === '/' ? l / r : l * r;
  const written = `${asked.left} ${asked.op} ${asked.right}`;
  // The pair is a step here, not the answer: its line for options («Como par ordenado: (3; 2)») goes.
  return solved
    .replace(/\n- Como par ordenado: [^\n]*/, '')
    .replace(
      line[0],
      `Con ${line[1]}: $${asked.left} ${asked.op === '·' ? '\\cdot' : asked.op} ${asked.right} = ${tex(l, 4, true)} ${asked.op === '·' ? '\\cdot' : asked.op} ${tex(r, 4, true)}$.\n\n**${written} ${fmtEquals(result)}**`,
    );
}

function system(first: Equation, second: Equation, [x, y]: [string, string]): string {
  const rows = [first, second].map((eq) => {
    const p = add(eq.lhs, eq.rhs, -1);
    return { a: coef(p, x), b: coef(p, y), c: -coef(p, '') };
  }) as [{ a: number; b: number; c: number }, { a: number; b: number; c: number }];
  const [r1, r2] = rows;
  const rowTex = (r: { a: number; b: number; c: number }) =>
    `${sumTex([
      [r.a, x],
      [r.b, y],
    ])} = ${tex(r.c)}`;
  const header = [
    '## Sistema de dos ecuaciones',
    '',
    `Resolvamos el sistema $${first.tex}$ ; $${second.tex}$ por reducción (sumas y restas).`,
    '',
  ];
  const steps: string[] = [];
  const ordered = [rowTex(r1), rowTex(r2)];
  if (ordered[0] !== first.tex || ordered[1] !== second.tex) {
    steps.push(`Ordená cada ecuación con las incógnitas a la izquierda: $${ordered[0]}$ y $${ordered[1]}$.`);
  }
  const det = r1.a * r2.b - r2.a * r1.b;
  if (Math.abs(det) < EPS) {
    const consistent =
      Math.abs(r1.a * r2.c - r2.a * r1.c) < EPS &&
      Math.abs(r1.b * r2.c - r2.b * r1.c) < EPS &&
      ![r1, r2].some((r) => Math.abs(r.a) < EPS && Math.abs(r.b) < EPS && Math.abs(r.c) > EPS);
    steps.push(
      `Fijate que los coeficientes de $${x}$ y de $${y}$ son proporcionales: $a_1 b_2 - a_2 b_1 = ${tex(r1.a, 4, true)} \\cdot ${tex(r2.b, 4, true)} - ${tex(r2.a, 4, true)} \\cdot ${tex(r1.b, 4, true)} = 0$. Las dos rectas tienen la misma pendiente.`,
    );
    if (consistent) {
      const pivot = Math.abs(r1.b) > EPS ? r1 : r2;
      const family =
        Math.abs(pivot.b) > EPS
          ? ` Por ejemplo, todos los pares con $${y} = ${sumTex([
              [pivot.c / pivot.b, ''],
              [-pivot.a / pivot.b, x],
            ])}$.`
          : '';
      steps.push(
        `Además los términos independientes guardan la misma proporción: las dos ecuaciones son la misma recta.${family}`,
      );
      return [
        ...header,
        ...steps.map((s, i) => `${i + 1}. ${s}`),
        '',
        '**El sistema es compatible indeterminado: tiene infinitas soluciones.**',
        '',
        '¿Cómo te darías cuenta, mirando solo las dos ecuaciones, de que una es múltiplo de la otra?',
      ].join('\n');
    }
    steps.push(
      'Pero los términos independientes no guardan esa proporción: las rectas son paralelas y no se cortan.',
    );
    return [
      ...header,
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      '**El sistema es incompatible: no tiene solución.**',
      '',
      '¿Qué pasa si intentás restar las ecuaciones? ¿A qué igualdad llegás?',
    ].join('\n');
  }

  const xValue = (r1.c * r2.b - r2.c * r1.b) / det;
  const yValue = (r1.a * r2.c - r2.a * r1.c) / det;
  if (Math.abs(r1.b) < EPS || Math.abs(r2.b) < EPS) {
    const [alone, which] = Math.abs(r1.b) < EPS ? [r1, 'primera'] : [r2, 'segunda'];
    steps.push(
      `La ${which} ecuación no tiene $${y}$: despejá $${x}$ de ahí, $${x} = \\frac{${tex(alone.c)}}{${tex(alone.a)}} ${texEquals(xValue)}$.`,
    );
  } else {
    const rhs = tex(r1.c * r2.b - r2.c * r1.b);
    if (Math.abs(r1.b + r2.b) < EPS) {
      steps.push(
        `Sumá las dos ecuaciones miembro a miembro: los términos con $${y}$ se cancelan y queda $${sumTex([[r1.a + r2.a, x]])} = ${tex(r1.c + r2.c)}$.`,
      );
    } else if (Math.abs(r1.b - r2.b) < EPS) {
      steps.push(
        `Restale la segunda ecuación a la primera: los términos con $${y}$ se cancelan y queda $${sumTex([[r1.a - r2.a, x]])} = ${tex(r1.c - r2.c)}$.`,
      );
    } else {
      steps.push(
        `Multiplicá la primera ecuación por $${tex(r2.b, 4, true)}$ y la segunda por $${tex(r1.b, 4, true)}$ para igualar los coeficientes de $${y}$; al restarlas queda $${sumTex([[det, x]])} = ${rhs}$.`,
      );
    }
    steps.push(`Despejá: $${x} ${texEquals(xValue)}$.`);
  }
  const [back, name] = Math.abs(r1.b) > EPS ? [r1, 'primera'] : [r2, 'segunda'];
  const substituted = sumTex([[back.b, y]]);
  const known =
    Math.abs(back.a) < EPS ? '' : `${tex(back.a)} \\cdot ${tex(xValue, 2, true)} ${back.b < 0 ? '-' : '+'} `;
  steps.push(
    `Reemplazá $${x} = ${tex(xValue, 2)}$ en la ${name} ecuación: $${known}${known ? substituted.replace(/^-/, '') : substituted} = ${tex(back.c)}$, de donde $${y} ${texEquals(yValue)}$.`,
  );
  const values = { [x]: xValue, [y]: yValue };
  const verify = [first, second]
    .map((eq) => `${fmt(evaluate(eq.lhs, values))} = ${fmt(evaluate(eq.rhs, values))}`)
    .join(' y ');
  return [
    ...header,
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**Solución: ${x} ${fmtEquals(xValue)}; ${y} ${fmtEquals(yValue)}**`,
    // The pair as options write it, «(2; 1)».
    `- Como par ordenado: (${pairValue(xValue)}; ${pairValue(yValue)}).`,
    '',
    `Verificación: reemplazando en las dos ecuaciones queda ${verify}. ${check}`,
    '',
    `¿Qué representa el punto (${fmt(xValue)}; ${fmt(yValue)}) si dibujás las dos rectas?`,
  ].join('\n');
}

/** "x = 2", "Z = 17": a value the statement gives, not an equation to solve. */
function isGivenValue({ lhs, rhs, cleared }: Equation): boolean {
  if (cleared) return false;
  const single = (p: Poly) => p.size === 1 && [...p].every(([key, c]) => key.length === 1 && c === 1);
  return (single(lhs) && isConstant(rhs)) || (single(rhs) && isConstant(lhs));
}

/** A reply for the equations in the message, or undefined when it holds none this solver handles. */
/**
 * The sum and the product of a quadratic's roots asked (−b/a and c/a, also when the roots are not real):
 * added as the answer, the roots kept as a step that checks them.
 */
function withSumAndProduct(text: string, a: number, b: number, c: number, folded: string): string {
  const sum = -b / a;
  const product = c / a;
  const asked = [
    /\bsuma\b/.test(folded) ? `**Suma de las raíces: x₁ + x₂ = −b/a = ${fmt(sum, 4)}**` : '',
    /\bproducto\b/.test(folded) ? `**Producto de las raíces: x₁ · x₂ = c/a = ${fmt(product, 4)}**` : '',
  ].filter(Boolean);
  // The roots found become a check: their bold is dropped so only the asked results stand as the answer.
  const lines = text.split('\n');
  const rootLine = lines.findIndex((line) => /^\*\*Soluci|^\*\*La ecuaci/.test(line));
  if (rootLine < 0) return text;
  const roots = (lines[rootLine] ?? '').replace(/\*\*/g, '');
  return [
    ...lines.slice(0, rootLine),
    ...asked,
    '',
    `Comprobación con las raíces: ${roots}.`,
    ...lines.slice(rootLine + 1),
  ].join('\n');
}

/** «Hallar k para que…», «el valor de a de modo que…»: a letter other than the unknowns, asked by a condition. */
const PARAMETER_ASKED =
  /\b(?:valor(?:es)? de(?: la constante| el parametro)?|hall\w*|determin\w*|calcul\w*|encontr\w*)\s+(?:el\s+(?:valor\s+(?:de\s+)?|parametro\s+))?([a-wz])\s*,?\s+(?:para|de (?:modo|manera|forma)|tal|sabiendo)\b/;

export function solveAlgebra(message: string): string | undefined {
  // A logarithm or a trigonometric function said in words is not a factor this reading can see.
  // «log_x(81)»: the underscore of a base is no word boundary, but the logarithm is there all the same.
  if (/\b(?:log|ln|logaritmo|sen|seno|cos|coseno|tg|tangente)(?![\p{L}\d])/iu.test(message)) return undefined;
  // «mx − 3y = 2», «2x + ay = b»: a letter times an unknown is a parameter this reading would drop, reading
  // «− 3y = 2» alone (the systems with parameters are literal-systems.ts's).
  if (/(?<![\p{L}])[a-wz][xy](?![\p{L}])/u.test(message)) return undefined;
  // «z² = −7 + 24i»: an imaginary unit after a number or a sign is no factor this reading knows; it read
  // «24i» as 24 and stated real roots (complex.ts solves these).
  if (/\d\s*i(?![\p{L}\d])|[-+−]\s*i(?![\p{L}\d])/u.test(message)) return undefined;
  // «{ x + y = 10 ; x − y = 4 }»: the braces only gather the system's equations — when they hold x and
  // y alone and the question is to solve it, not to classify it or to find a parameter.
  const braced = /\{([^{}]*=[^{}]*)\}/.exec(message)?.[1];
  const folded = foldText(message);
  // «Si 2x = 30, ¿cuánto vale x + 1?»: the value of an expression of the unknown is asked, not the
  // unknown this reading states; so is «Si 2x + 1 = 7, 3x vale:» or «la mayor de las raíces».
  // «{ … }. ¿Cuánto vale x + y?»: a combination of a system's two unknowns, answered from its solution
  // below (and only there).
  const pairLike = pairCombination(message) !== undefined;
  if (!pairLike && expressionOfUnknownAsked(message)) return undefined;
  if (
    !pairLike &&
    /(?:cuanto valen?|cual es el valor de|que valor tiene)\s+(?:la expresion\s+)?(?:\d+\s*[a-z]\b|[a-z]\s*(?:[-+−*·/^²³]|\d))/.test(
      folded,
    )
  )
    return undefined;
  const numericBraces =
    braced !== undefined && !/[a-wzA-WZ]/.test(braced.replace(/\b(?:sen|cos|log|ln)\b/g, ''));
  // «Clasificá el sistema { x − 2y = 1 ; −2x + 4y = −2 }»: with no parameter in it, solving it classifies it.
  const classify =
    numericBraces &&
    /\bclasific/.test(folded) &&
    !/para que valor|valores? de [a-wz]\b|parametro|segun/.test(folded);
  const plainSystem =
    numericBraces &&
    (classify ||
      !/compatible|clasific|infinitas|determinad|unica|para que valor|valores? de [a-wz]\b|parametro/.test(
        folded,
      ));
  const found = findEquations(plainSystem ? message.replace(/\{([^{}]*=[^{}]*)\}/g, ' $1 ') : message);
  // Checked first: a coefficient too small to keep would have vanished from the polynomial already.
  const extreme = found.find((eq) => eq.outOfRange && !isGivenValue(eq));
  if (extreme) {
    return `En $${extreme.tex}$ hay números tan chicos o tan grandes que al redondearlos podría darte un resultado falso. ¿Me lo escribís en otra unidad, o con notación científica de números más manejables (por ejemplo, dividiendo todo por una potencia de 10)?`;
  }
  const equations = found.filter((eq) => unknownsOf(eq).size > 0 && !isGivenValue(eq));
  if (equations.length === 0) return undefined;
  // «Determinar el valor de a para que la solución del sistema x + y = a ; x − y = 4 …»: a letter asked
  // that no equation read here holds as an unknown was dropped with its equation (a read as a word).
  const parameter = PARAMETER_ASKED.exec(folded)?.[1];
  if (parameter && !equations.some((eq) => unknownsOf(eq).has(parameter))) return undefined;
  const [first, second] = equations as [Equation, Equation | undefined];
  if (pairLike && (!second || equations.length !== 2)) return undefined;
  const firstVars = [...unknownsOf(first)].sort();
  if (second) {
    const vars = [...new Set([...firstVars, ...unknownsOf(second)])].sort();
    if (first.cleared || second.cleared) {
      return 'Por ahora resuelvo paso a paso sistemas sin incógnitas en los denominadores. Probá primero multiplicar cada ecuación por su denominador (pidiendo que no sea 0) para llegar a un sistema lineal: ¿cómo te queda?';
    }
    // «Las rectas y = 2x + 1 e y = −x/2 + 3 son:» asks how they lie, not where they meet: not a system
    // to solve unless the meeting point (or the system) is what is asked.
    if (
      /\brectas\b/.test(folded) &&
      !/interse|se cortan|se intersecan|punto (?:de )?(?:corte|encuentro)|resolv|sistema|soluci/.test(folded)
    )
      return undefined;
    // «Las rectas … se cortan en P. Se pide: P; dónde L₂ corta al eje x; el área del triángulo que forman
    // con el eje x»: more is asked of the lines than where they meet, which the pair alone does not answer.
    if (
      /\brectas?\b/.test(folded) &&
      /\barea\b|triangulo|perimetro|distancia|corta\w* al eje|(?:ordenada|abscisa) al origen/.test(folded)
    )
      return undefined;
    // «La recta paralela a y = 2x + 1 que pasa por (2; 0) corta a la recta y = 2x + 1 en:»: a line given
    // by a point and another line, named twice; its two formulas are not a system to solve.
    if (/\b(?:paralela|perpendicular)s?\b/.test(folded) && /\bpasa(?:n)? por\b|\bpor el punto\b/.test(folded))
      return undefined;
    const linearBoth = [first, second].every((eq) => degree(add(eq.lhs, eq.rhs, -1)) <= 1);
    if (vars.length === 2 && linearBoth) {
      const combined = pairCombination(message, vars as [string, string]);
      if (combined)
        return combinedPair(system(first, second, vars as [string, string]), first, second, combined);
      if (pairLike || asksExpressionOfThePair(message)) return undefined;
      const solved = system(first, second, vars as [string, string]);
      // A classification asked: a single solution is «compatible determinado», said with the pair.
      return classify && /\*\*Solución:/.test(solved)
        ? solved.replace(
            /(\*\*Solución:[^\n]*\*\*)/,
            '**El sistema es compatible determinado: tiene una única solución.**\n\n$1',
          )
        : solved;
    }
    if (pairLike) return undefined;
    if (vars.length === 2) {
      return 'Por ahora resuelvo paso a paso sistemas **lineales** de dos ecuaciones. Para uno con términos cuadráticos, probá despejar una incógnita de la ecuación lineal y reemplazarla en la otra: ¿cuál te conviene despejar?';
    }
  }
  const p = add(first.lhs, first.rhs, -1);
  if (firstVars.length === 2) {
    if (degree(p) > 1) return undefined;
    return `La ecuación $${first.tex}$ tiene dos incógnitas: sola tiene infinitas soluciones (es una recta). Para encontrar un único par necesitás una segunda ecuación; escribime las dos, por ejemplo «2x + y = 7 y x - y = 2». ¿Te dieron otra condición en el enunciado?`;
  }
  const x = at(firstVars, 0, 'unknown');
  const d = degree(p);
  if (d <= 1) return linear(first, x);
  if (d === 2) {
    const text = quadratic(first, x);
    // «la suma de las raíces al cuadrado», «de sus cuadrados», «de sus inversas»: another number.
    if (
      /\b(?:suma|producto)\b[^.?]*\b(?:raices|soluciones)\b[^.?]*\b(?:al cuadrado|cuadrados|al cubo|cubos|inversas|reciprocas)\b|\b(?:suma|producto) de (?:los|sus) (?:cuadrados|cubos|inversos|inversas)\b/.test(
        foldText(message),
      )
    )
      return undefined;
    return /\b(?:suma|producto)\b[^.?]*\b(?:raices|soluciones)\b/.test(foldText(message))
      ? withSumAndProduct(text, coef(p, x + x), coef(p, x), coef(p, ''), foldText(message))
      : text;
  }
  return `La ecuación $${first.tex}$ es de grado ${d}. Para esas conviene factorizar (factor común, diferencia de cuadrados o Ruffini con los divisores del término independiente) hasta llegar a factores de grado 1 o 2. ¿Probaste si x = 1 o x = −1 la verifican?`;
}
