/**
 * Equations of degree one in x and y as the course writes them (y = −2x + 1, 4x + 2y = 7,
 * (k − 1)x + 2y = 5), read into a·x + b·y = c with exact coefficients; a parameter letter (k, m, a…)
 * is read too and given a value when the equation is evaluated, so that a condition on it can be
 * solved exactly (lines.ts, literal-systems.ts).
 */
import {
  add,
  div,
  equal,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  type Rational,
  rat,
  ratTex,
  sub,
  trim,
  ZERO,
} from './exact.ts';
import { type ExactToken, exactTokens } from './exact-tokens.ts';
import { type ExpressionGrammar, formulaRuns, formulaSides, parseExpression } from './expression-parser.ts';
import { prepareMath } from './numbers.ts';
import { orNone } from './or-none.ts';

/** a·x + b·y + c: a side of an equation. */
export interface Linear {
  x: Rational;
  y: Rational;
  c: Rational;
}

/** a·x + b·y = c. */
export interface LineEquation {
  a: Rational;
  b: Rational;
  c: Rational;
}

type Token = ExactToken | { kind: 'var'; name: 'x' | 'y' } | { kind: 'param' };

export type Node =
  | { kind: 'num'; value: Rational }
  | { kind: 'var'; name: 'x' | 'y' }
  | { kind: 'param' }
  | { kind: 'neg'; arg: Node }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Node; right: Node }
  | { kind: 'pow'; base: Node; exponent: number };

/** A formula found in the text: its sides, and whether a parameter appears in it. */
export interface Formula {
  sides: Node[];
  hasParam: boolean;
  vars: Set<'x' | 'y'>;
}

class Unreadable extends Error {}

export function prepareLinear(text: string): string {
  return (
    prepareMath(text.normalize('NFC'))
      // "= 5 y 3x − y = 2", "= 15 y L₂ la perpendicular…": the conjunction after a formula, not the unknown y.
      .replace(/([\d)])\s+y\s+(?=[-\d(\p{L}])/gu, '$1 ; ')
      .replace(/\\cdot|\\times/g, '*')
      .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
      .replace(/\\left|\\right/g, '')
      .toLowerCase()
  );
}

function tokenize(text: string, param: string | undefined): Token[] {
  return exactTokens(text, '+-*/^()', (rest): { tokens: Token[]; length: number } | undefined => {
    if (!/\p{L}/u.test(rest.charAt(0))) return undefined;
    const word = (/^\p{L}+/u.exec(rest) as RegExpExecArray)[0];
    const letters = [...word];
    // "kx", "ay", "2xy" is not linear: every letter must be x, y or the parameter.
    const known = (l: string) => l === 'x' || l === 'y' || l === param;
    if (word.length > 2 || !letters.every(known) || (word.includes('x') && word.includes('y'))) {
      return { tokens: [{ kind: 'break' }], length: word.length };
    }
    const tokens = letters.flatMap((l, k): Token[] => [
      ...(k > 0 ? [{ kind: 'op', op: '*' } as const] : []),
      l === param ? { kind: 'param' } : { kind: 'var', name: l as 'x' | 'y' },
    ]);
    return { tokens, length: word.length };
  });
}

const grammar: ExpressionGrammar<Token, Node> = {
  algebra: {
    add: (left, right) => ({ kind: 'bin', op: '+', left, right }),
    sub: (left, right) => ({ kind: 'bin', op: '-', left, right }),
    mul: (left, right) => ({ kind: 'bin', op: '*', left, right }),
    div: (left, right) => ({ kind: 'bin', op: '/', left, right }),
    neg: (arg) => ({ kind: 'neg', arg }),
  },
  startsFactor: (t) => t.kind === 'var' || t.kind === 'param',
  leaf: (t, cursor) => {
    if (t.kind === 'num') return { kind: 'num', value: t.value };
    if (t.kind === 'var') return { kind: 'var', name: t.name };
    if (t.kind === 'param') return { kind: 'param' };
    return cursor.fail();
  },
  // A small natural power of a number: (k − 1)^2 is read, x^2 is not of degree one (linearOf).
  exponent: (base, cursor) => {
    const t = cursor.next();
    if (t?.kind !== 'num' || t.value.d !== 1 || t.value.n > 4) return cursor.fail();
    return { kind: 'pow', base, exponent: t.value.n };
  },
};

function some(node: Node, test: (n: Node) => boolean): boolean {
  if (test(node)) return true;
  if (node.kind === 'neg') return some(node.arg, test);
  if (node.kind === 'pow') return some(node.base, test);
  if (node.kind === 'bin') return some(node.left, test) || some(node.right, test);
  return false;
}

/** Every formula in the text that reads, in order. `param` is the parameter's letter, when there is one. */
export function linearFormulas(text: string, param?: string): Formula[] {
  const out: Formula[] = [];
  for (const run of formulaRuns(tokenize(prepareLinear(text), param), (t) => t.kind === 'break')) {
    const { sides } = formulaSides(run, (t) => t.kind === 'eq');
    if (!sides.every((side) => side.length)) continue;
    const parsed = sides.map((side) => parseExpression(side, grammar));
    if (!parsed.every((side) => side !== undefined)) continue;
    const vars = new Set<'x' | 'y'>();
    for (const side of parsed)
      some(side, (n) => {
        if (n.kind === 'var') vars.add(n.name);
        return false;
      });
    out.push({ sides: parsed, hasParam: parsed.some((side) => some(side, (n) => n.kind === 'param')), vars });
  }
  return out;
}

const constant = (l: Linear) => isZero(l.x) && isZero(l.y);
const scale = (l: Linear, k: Rational): Linear => ({ x: mul(l.x, k), y: mul(l.y, k), c: mul(l.c, k) });

function linearOf(node: Node, param: Rational | undefined): Linear {
  switch (node.kind) {
    case 'num':
      return { x: ZERO, y: ZERO, c: node.value };
    case 'var':
      return node.name === 'x' ? { x: ONE, y: ZERO, c: ZERO } : { x: ZERO, y: ONE, c: ZERO };
    case 'param':
      if (!param) throw new Unreadable();
      return { x: ZERO, y: ZERO, c: param };
    case 'neg':
      return scale(linearOf(node.arg, param), rat(-1));
    case 'pow': {
      const base = linearOf(node.base, param);
      if (!constant(base)) throw new Unreadable();
      let c = ONE;
      for (let k = 0; k < node.exponent; k++) c = mul(c, base.c);
      return { x: ZERO, y: ZERO, c };
    }
    case 'bin': {
      const a = linearOf(node.left, param);
      const b = linearOf(node.right, param);
      if (node.op === '+') return { x: add(a.x, b.x), y: add(a.y, b.y), c: add(a.c, b.c) };
      if (node.op === '-') return { x: sub(a.x, b.x), y: sub(a.y, b.y), c: sub(a.c, b.c) };
      if (node.op === '*') {
        if (constant(a)) return scale(b, a.c);
        if (constant(b)) return scale(a, b.c);
        throw new Unreadable();
      }
      if (!constant(b) || isZero(b.c)) throw new Unreadable();
      return scale(a, div(ONE, b.c));
    }
  }
}

/** The formula as a·x + b·y = c, with the parameter set to `param`; undefined when it is not of degree one. */
export function lineEquation(formula: Formula, param?: Rational): LineEquation | undefined {
  const [leftSide, rightSide] = formula.sides;
  if (!leftSide || !rightSide || formula.sides.length !== 2) return undefined;
  return orNone(() => {
    const left = linearOf(leftSide, param);
    const right = linearOf(rightSide, param);
    return { a: sub(left.x, right.x), b: sub(left.y, right.y), c: sub(right.c, left.c) };
  }, Unreadable);
}

/**
 * A quantity that depends on the parameter, as a polynomial of degree ≤ 2 in it: read from its values at
 * 0, 1 and 2 and checked at three more; undefined when it is not one.
 */
export function polyInParam(at: (k: Rational) => Rational | undefined): Poly | undefined {
  const values = [0, 1, 2].map((k) => at(rat(k)));
  if (values.some((v) => v === undefined)) return undefined;
  const [y0, y1, y2] = values as [Rational, Rational, Rational];
  const d1 = sub(y1, y0);
  const d2 = div(sub(sub(y2, y1), d1), rat(2));
  const poly = trim([y0, sub(d1, d2), d2]);
  for (const k of [3, -1, 5]) {
    const v = at(rat(k));
    const expected = add(
      poly[0] ?? ZERO,
      add(mul(poly[1] ?? ZERO, rat(k)), mul(poly[2] ?? ZERO, rat(k * k))),
    );
    if (!v || !equal(expected, v)) return undefined;
  }
  return poly;
}

/** A polynomial in the parameter, in LaTeX: 2k - 3, k^2 - 1. */
export function paramPolyTex(p: Poly, param: string): string {
  const terms: string[] = [];
  for (const [k, c] of [...p.entries()].reverse()) {
    if (isZero(c)) continue;
    const magnitude = rat(Math.abs(c.n), c.d);
    const body = `${k > 0 && equal(magnitude, ONE) ? '' : ratTex(magnitude)}${k === 0 ? '' : k === 1 ? param : `${param}^${k}`}`;
    terms.push(terms.length === 0 ? `${c.n < 0 ? '-' : ''}${body}` : ` ${c.n < 0 ? '-' : '+'} ${body}`);
  }
  return terms.join('') || '0';
}

/** a·x + b·y = c in LaTeX, with the parameter's value left as written when given. */
export function equationTex({ a, b, c }: LineEquation): string {
  const term = (coef: Rational, v: string, first: boolean) => {
    if (isZero(coef)) return '';
    const magnitude = rat(Math.abs(coef.n), coef.d);
    const body = `${equal(magnitude, ONE) ? '' : ratTex(magnitude)}${v}`;
    return first ? `${coef.n < 0 ? '-' : ''}${body}` : ` ${coef.n < 0 ? '-' : '+'} ${body}`;
  };
  const left = `${term(a, 'x', true)}${term(b, 'y', isZero(a))}` || '0';
  return `${left} = ${ratTex(c)}`;
}

export const negate = neg;

/** The parameter's letter the question names: "¿para qué valor de k…?", "según los valores de a". */
export function parameterLetter(folded: string): string | undefined {
  const m =
    /valor(?:es)?\s+(?:real(?:es)?\s+)?(?:del?\s+(?:parametro|numero)\s+)?(?:de\s+)?([a-wz])\b(?![(;)])/.exec(
      folded,
    ) ??
    /\b(?:halla|hallar|determina|calcula|encontra)\w*\s+(?:el\s+valor\s+de\s+)?([a-wz])\s+(?:para|tal|de modo|de manera|de forma|sabiendo|si\b)/.exec(
      folded,
    ) ??
    /\bsegun\s+(?:el\s+valor\s+de\s+)?([a-wz])\b/.exec(folded) ??
    // «… son paralelas si k es igual a:», «… cuando k vale:»: the open end of an options statement.
    /\b(?:si|cuando)\s+([a-wz])\s+(?:es igual a|vale|toma el valor)\s*:?\s*$/.exec(folded.trim());
  const letter = m?.[1];
  return letter && !['y', 'o', 'e', 'a'].includes(letter)
    ? letter
    : letter === 'a' &&
        /valor(?:es)? de a\b|segun a\b|\b(?:halla|determina|calcula|encontra)\w*\s+(?:el\s+valor\s+de\s+)?a\s+(?:para|tal|de modo|de manera|de forma|sabiendo|si\b)/.test(
          folded,
        )
      ? 'a'
      : undefined;
}
