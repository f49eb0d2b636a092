/**
 * Complex numbers as the course writes them (a + bi): operations with named numbers (sum, product,
 * quotient, powers of i, conjugate, modulus, real and imaginary parts), equations in z (linear in z and
 * z̄, quadratics with real coefficients such as z² + 2z + 5 = 0) and the real value of a parameter that
 * makes an expression real or purely imaginary. Exact: parts are rationals, a modulus a surd.
 */

import { at, must } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { combinationAsked } from './asked-combination.ts';
import { askedRounding } from './asked-rounding.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  div,
  type Exact,
  equal,
  exactRat,
  fromNumber,
  Inexact,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  quadraticRoots,
  type Rational,
  rat,
  ratTex,
  ratText,
  sqrtExact,
  sqrtParts,
  sub,
  surd,
  trim,
  value,
  ZERO,
} from './exact.ts';
import { type ExactToken, exactTokens } from './exact-tokens.ts';
import { type ExpressionGrammar, formulaRuns, formulaSides, parseExpression } from './expression-parser.ts';
import { group } from './groups.ts';
import { joinAnd } from './inequalities.ts';
import { paramPolyTex, polyInParam } from './linear-forms.ts';
import { prepareMath } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

export interface Complex {
  re: Rational;
  im: Rational;
}

const complex = (re: Rational, im: Rational = ZERO): Complex => ({ re, im });
const I: Complex = complex(ZERO, ONE);
const cAdd = (a: Complex, b: Complex) => complex(add(a.re, b.re), add(a.im, b.im));
const cSub = (a: Complex, b: Complex) => complex(sub(a.re, b.re), sub(a.im, b.im));
const cMul = (a: Complex, b: Complex) =>
  complex(sub(mul(a.re, b.re), mul(a.im, b.im)), add(mul(a.re, b.im), mul(a.im, b.re)));
const cConj = (a: Complex) => complex(a.re, neg(a.im));
const norm2 = (a: Complex) => add(mul(a.re, a.re), mul(a.im, a.im));
function cDiv(a: Complex, b: Complex): Complex {
  const n = norm2(b);
  if (isZero(n)) throw new Inexact();
  const top = cMul(a, cConj(b));
  return complex(div(top.re, n), div(top.im, n));
}
function cPow(a: Complex, k: number): Complex {
  if (!Number.isInteger(k)) throw new Inexact();
  // 1, −1, i and −i repeat every four powers: i⁴⁷ = i³, however large the exponent.
  const unit = equal(norm2(a), ONE) && (isZero(a.re) || isZero(a.im));
  const exponent = unit ? ((k % 4) + 4) % 4 : k;
  if (Math.abs(exponent) > 40) throw new Inexact();
  let out = complex(ONE);
  for (let j = 0; j < Math.abs(exponent); j++) out = cMul(out, a);
  return exponent < 0 ? cDiv(complex(ONE), out) : out;
}
const cEqual = (a: Complex, b: Complex) => equal(a.re, b.re) && equal(a.im, b.im);
const isReal = (a: Complex) => isZero(a.im);

/** 5 + 14i, 13/5 - 9/5i, -i, 3 */
export function complexText(c: Complex): string {
  const imPart = (m: Rational) => (equal(m, ONE) ? 'i' : `${ratText(m)}i`);
  if (isZero(c.im)) return ratText(c.re);
  const magnitude = rat(Math.abs(c.im.n), c.im.d);
  if (isZero(c.re)) return `${c.im.n < 0 ? '-' : ''}${imPart(magnitude)}`;
  return `${ratText(c.re)} ${c.im.n < 0 ? '-' : '+'} ${imPart(magnitude)}`;
}

export function complexTex(c: Complex): string {
  const imPart = (m: Rational) => (equal(m, ONE) ? 'i' : `${ratTex(m)}i`);
  if (isZero(c.im)) return ratTex(c.re);
  const magnitude = rat(Math.abs(c.im.n), c.im.d);
  if (isZero(c.re)) return `${c.im.n < 0 ? '-' : ''}${imPart(magnitude)}`;
  return `${ratTex(c.re)} ${c.im.n < 0 ? '-' : '+'} ${imPart(magnitude)}`;
}

const wrapTex = (c: Complex) =>
  !isZero(c.re) && !isZero(c.im)
    ? `(${complexTex(c)})`
    : c.re.n < 0 || c.im.n < 0
      ? `(${complexTex(c)})`
      : complexTex(c);

// ---------------------------------------------------------------------------------------------------
// Reading.

type Token =
  | ExactToken
  | { kind: 'i' }
  | { kind: 'name'; name: string; conj: boolean }
  | { kind: 'param'; name: string };

type Node =
  | { kind: 'num'; value: Rational }
  | { kind: 'i' }
  | { kind: 'name'; name: string; conj: boolean }
  | { kind: 'param'; name: string }
  | { kind: 'neg'; arg: Node }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Node; right: Node }
  | { kind: 'pow'; base: Node; exponent: number }
  | { kind: 'group'; arg: Node }
  | { kind: 'abs'; arg: Node };

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

export function prepare(text: string): string {
  return prepareMath(text.normalize('NFC'))
    .replace(/[₀-₉]/g, (c) => String(SUBSCRIPTS.indexOf(c)))
    .replace(/\\(?:bar|overline)\s*\{\s*([zw]\d?)\s*\}|\\bar\s*([zw]\d?)/gi, (_, a, b) => `§${a ?? b}`)
    .replace(/\bconj\s*\(\s*([zw]\d?)\s*\)/gi, '§$1')
    .replace(/([zw])(\d?)\u0304/gi, '§$1$2')
    .replace(/([zw])\u0304(\d?)/gi, '§$1$2')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\\left|\\right/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export function tokenize(text: string, param: string | undefined): Token[] {
  return exactTokens(text, '+-*/^()|[]', (rest) => {
    const conjugate = /^§([zw]\d?)/.exec(rest);
    if (conjugate)
      return {
        tokens: [{ kind: 'name', name: must(conjugate[1], 'name'), conj: true }],
        length: conjugate[0].length,
      };
    if (!/\p{L}/u.test(rest.charAt(0))) return undefined;
    const word = (/^[\p{L}\d]*/u.exec(rest) as RegExpExecArray)[0];
    return { tokens: wordTokens(word, param), length: word.length };
  });
}

function wordTokens(word: string, param: string | undefined): Token[] {
  const letters = /^(\p{L}+)(\d*)$/u.exec(word);
  const [stem, digits] = letters ? [group(letters, 1), group(letters, 2)] : [word, ''];
  if (word === 'i') return [{ kind: 'i' }];
  if (/^[zw]\d?$/.test(word)) return [{ kind: 'name', name: word, conj: false }];
  if (param && word === param) return [{ kind: 'param', name: word }];
  // 2i written after a coefficient letter: "ki", "zi" are products.
  const first = stem.charAt(0);
  if (!digits && stem.length === 2 && stem.endsWith('i') && (first === param || /[zw]/.test(first))) {
    return [
      first === param ? { kind: 'param', name: first } : { kind: 'name', name: first, conj: false },
      { kind: 'i' },
    ];
  }
  return [{ kind: 'break' }];
}

class Unreadable extends Error {}

const grammar: ExpressionGrammar<Token, Node> = {
  algebra: {
    add: (left, right) => ({ kind: 'bin', op: '+', left, right }),
    sub: (left, right) => ({ kind: 'bin', op: '-', left, right }),
    mul: (left, right) => ({ kind: 'bin', op: '*', left, right }),
    div: (left, right) => ({ kind: 'bin', op: '/', left, right }),
    neg: (arg) => ({ kind: 'neg', arg }),
    group: (arg) => ({ kind: 'group', arg }),
    abs: (arg) => ({ kind: 'abs', arg }),
  },
  startsFactor: (t) => t.kind === 'i' || t.kind === 'name' || t.kind === 'param',
  leaf: (t, cursor) => {
    if (t.kind === 'num') return { kind: 'num', value: t.value };
    if (t.kind === 'i') return { kind: 'i' };
    if (t.kind === 'name') return { kind: 'name', name: t.name, conj: t.conj };
    if (t.kind === 'param') return { kind: 'param', name: t.name };
    return cursor.fail();
  },
  // An integer exponent, perhaps negative and in brackets: i^27, z^(-1), (1 + i)^-2.
  exponent: (base, cursor) => {
    const bracketed = cursor.accept('(');
    const sign = cursor.accept('-') ? -1 : 1;
    const t = cursor.next();
    if (t?.kind !== 'num' || t.value.d !== 1) return cursor.fail();
    if (bracketed) cursor.expect(')');
    return { kind: 'pow', base, exponent: sign * t.value.n };
  },
};

interface Formula {
  sides: Node[];
}

export function formulas(tokens: Token[]): Formula[] {
  const out: Formula[] = [];
  for (const run of formulaRuns(tokens, (t) => t.kind === 'break')) {
    const { sides } = formulaSides(run, (t) => t.kind === 'eq');
    if (!sides.every((side) => side.length)) continue;
    const parsed = sides.map((side) => parseExpression(side, grammar));
    if (parsed.every((side) => side !== undefined)) out.push({ sides: parsed });
  }
  return out;
}

function someNode(node: Node, test: (n: Node) => boolean): boolean {
  if (test(node)) return true;
  switch (node.kind) {
    case 'neg':
    case 'group':
    case 'abs':
      return someNode(node.arg, test);
    case 'pow':
      return someNode(node.base, test);
    case 'bin':
      return someNode(node.left, test) || someNode(node.right, test);
    default:
      return false;
  }
}

const namesIn = (node: Node) => {
  const names = new Set<string>();
  someNode(node, (n) => {
    if (n.kind === 'name') names.add(n.name);
    return false;
  });
  return names;
};
const hasI = (node: Node) => someNode(node, (n) => n.kind === 'i');
const hasParam = (node: Node) => someNode(node, (n) => n.kind === 'param');
const hasConj = (node: Node) => someNode(node, (n) => n.kind === 'name' && n.conj);
const hasOperation = (node: Node) => node.kind !== 'num' && node.kind !== 'i' && node.kind !== 'name';

interface Scope {
  names: Map<string, Complex>;
  param?: Rational;
}

function evaluate(node: Node, scope: Scope): Complex {
  switch (node.kind) {
    case 'num':
      return complex(node.value);
    case 'i':
      return I;
    case 'name': {
      const found = scope.names.get(node.name);
      if (!found) throw new Unreadable();
      return node.conj ? cConj(found) : found;
    }
    case 'param':
      if (!scope.param) throw new Unreadable();
      return complex(scope.param);
    case 'neg': {
      const a = evaluate(node.arg, scope);
      return complex(neg(a.re), neg(a.im));
    }
    case 'group':
      return evaluate(node.arg, scope);
    case 'abs': {
      const a = evaluate(node.arg, scope);
      const root = sqrtExact(norm2(a));
      if (!/^-?\d+(\/\d+)?$/.test(root.text)) throw new Unreadable();
      return complex(fromNumber(root.value));
    }
    case 'pow':
      return cPow(evaluate(node.base, scope), node.exponent);
    case 'bin': {
      const a = evaluate(node.left, scope);
      const b = evaluate(node.right, scope);
      return node.op === '+'
        ? cAdd(a, b)
        : node.op === '-'
          ? cSub(a, b)
          : node.op === '*'
            ? cMul(a, b)
            : cDiv(a, b);
    }
  }
}

/** A number written as a + bi (no products of brackets, powers or names): its own reading, not a step. */
function isLiteral(node: Node): boolean {
  switch (node.kind) {
    case 'num':
    case 'i':
      return true;
    case 'neg':
      return isLiteral(node.arg);
    case 'bin':
      if (node.op === '*') return node.left.kind === 'num' && node.right.kind === 'i';
      if (node.op === '/') return node.left.kind === 'num' && node.right.kind === 'num';
      return isLiteral(node.left) && isLiteral(node.right);
    default:
      return false;
  }
}

/** One line per operation, inner ones first, each with the rule it uses. */
function workSteps(node: Node, scope: Scope, steps: string[]): Complex {
  const result = evaluate(node, scope);
  if (isLiteral(node)) return result;
  switch (node.kind) {
    case 'name':
    case 'param':
      return result;
    case 'group':
      return workSteps(node.arg, scope, steps);
    case 'neg':
      workSteps(node.arg, scope, steps);
      return result;
    case 'abs': {
      const a = workSteps(node.arg, scope, steps);
      steps.push(
        `Módulo: $|a + bi| = \\sqrt{a^2 + b^2}$, así que $|${complexTex(a)}| = \\sqrt{${ratTex(a.re)}^2 + ${wrapRat(a.im)}^2} = ${sqrtExact(norm2(a)).tex}$.`,
      );
      return result;
    }
    case 'pow': {
      const base = workSteps(node.base, scope, steps);
      if (cEqual(base, I)) {
        const r = ((node.exponent % 4) + 4) % 4;
        steps.push(
          `Potencias de $i$: se repiten de a 4 ($i^0 = 1$, $i^1 = i$, $i^2 = -1$, $i^3 = -i$). Como ${node.exponent} dividido 4 da resto ${r}, $i^{${node.exponent}} = i^{${r}} = ${complexTex(result)}$.`,
        );
      } else if (node.exponent === 2) {
        steps.push(
          `Cuadrado de un binomio, con $i^2 = -1$: $${wrapTex(base)}^2 = ${wrapRat(base.re)}^2 + 2 \\cdot ${wrapRat(base.re)} \\cdot ${wrapRat(base.im)}i + ${wrapRat(base.im)}^2 i^2 = ${complexTex(result)}$.`,
        );
      } else if (node.exponent > 2 && node.exponent % 2 === 0 && node.exponent <= 8) {
        const square = cMul(base, base);
        steps.push(
          `Primero el cuadrado (con $i^2 = -1$): $${wrapTex(base)}^2 = ${complexTex(square)}$. Después $${wrapTex(base)}^{${node.exponent}} = (${complexTex(square)})^{${node.exponent / 2}} = ${complexTex(result)}$.`,
        );
      } else {
        steps.push(
          `Multiplicá $${wrapTex(base)}$ por sí mismo ${node.exponent} veces, usando $i^2 = -1$: $${wrapTex(base)}^{${node.exponent}} = ${complexTex(result)}$.`,
        );
      }
      return result;
    }
    case 'bin': {
      const a = workSteps(node.left, scope, steps);
      const b = workSteps(node.right, scope, steps);
      if (node.op === '+' || node.op === '-') {
        steps.push(
          `${node.op === '+' ? 'Suma' : 'Resta'}: parte real con parte real, parte imaginaria con parte imaginaria: $${wrapTex(a)} ${node.op} ${wrapTex(b)} = ${complexTex(result)}$.`,
        );
      } else if (node.op === '*') {
        if (isReal(a) || isReal(b)) {
          steps.push(`Producto por un número: $${wrapTex(a)} \\cdot ${wrapTex(b)} = ${complexTex(result)}$.`);
        } else {
          steps.push(
            `Producto: distributiva y $i^2 = -1$: $${wrapTex(a)} \\cdot ${wrapTex(b)} = ${expansionTex([
              [mul(a.re, b.re), ''],
              [mul(a.re, b.im), 'i'],
              [mul(a.im, b.re), 'i'],
              [mul(a.im, b.im), 'i^2'],
            ])} = ${complexTex(result)}$.`,
          );
        }
      } else {
        const n = norm2(b);
        steps.push(
          isReal(b)
            ? `División por un número real: cada parte se divide por ${ratTex(b.re)}: $\\frac{${complexTex(a)}}{${ratTex(b.re)}} = ${complexTex(result)}$.`
            : `División: multiplicá numerador y denominador por el conjugado del denominador, $${complexTex(cConj(b))}$; abajo queda $${wrapRat(b.re)}^2 + ${wrapRat(b.im)}^2 = ${ratTex(n)}$: $\\frac{${complexTex(a)}}{${complexTex(b)}} = \\frac{${complexTex(cMul(a, cConj(b)))}}{${ratTex(n)}} = ${complexTex(result)}$.`,
        );
      }
      return result;
    }
    default:
      return result;
  }
}

/** 2 - 3i^2 written from its terms, zeros left out. */
function expansionTex(terms: [Rational, string][]): string {
  const shown = terms.filter(([c]) => !isZero(c));
  if (!shown.length) return '0';
  return shown
    .map(([c, unit], k) => {
      const magnitude = rat(Math.abs(c.n), c.d);
      const body = `${unit && equal(magnitude, ONE) ? '' : ratTex(magnitude)}${unit}`;
      return k === 0 ? `${c.n < 0 ? '-' : ''}${body}` : ` ${c.n < 0 ? '-' : '+'} ${body}`;
    })
    .join('');
}

const wrapRat = (r: Rational) => (r.n < 0 || r.d !== 1 ? `(${ratTex(r)})` : ratTex(r));

// ---------------------------------------------------------------------------------------------------
// Solving.

type Asked = 'binomial' | 'modulus' | 're' | 'im' | 'conj';

/** What is asked of the number, or undefined when two things are («el conjugado… ¿Y su módulo?»). */
function askedOf(folded: string): Asked | undefined {
  const asked: Asked[] = [];
  if (/\bmodulo\b/.test(folded)) asked.push('modulus');
  if (/parte real/.test(folded)) asked.push('re');
  if (/parte imaginaria|\by (?:la )?imaginaria\b/.test(folded)) asked.push('im');
  if (
    /(?:halla|calcula|cual es|obtene|determina|escribi|indica)\w*[:\s]+(?:el\s+|su\s+)?conjugado/.test(
      folded,
    ) ||
    // «El conjugado de 3i − 2 es:»: the conjugate is the subject asked.
    /(?:^|[.¿?]\s*)el\s+conjugado\s+del?\b/.test(folded.trim())
  )
    asked.push('conj');
  // One reply states one of them: the others would go unanswered while it reads as sure.
  if (asked.length > 1) return undefined;
  return asked[0] ?? 'binomial';
}

/** What the binomial form does not answer: the argument, a polar or trigonometric form, the quadrant. */
const POLAR_ASKED = /\bargumento\b|forma (?:polar|trigonometrica|exponencial)|\bcuadrante\b|\bafijo\b/;

/** «Resolvé … en C» and «en ℂ» name the complex numbers as much as the word does. */
const COMPLEX_CUE =
  /complej|imaginari|binomic|conjugad|\bmodulo\b|parte real|potencias? de i\b|ℂ|\ben (?:el conjunto )?c\b(?!\s*°)/;
/** The number a statement defines is the one asked: «expresar en forma binómica», «calcular z», «… es:». */
const DEFINED_ASKED =
  /binomic|\b(?:calcul|halla|obten|determin|simplific|efectu)\w*\s+(?:el\s+(?:numero\s+)?(?:complejo\s+)?)?[zw]\d?\b|\bes(?:\s+igual\s+a)?\s*:$/;
const PHYSICAL_MEASURE = /\d\s*(?:m\/s|km\/h|km|cm|mm|m|s|kg|N|J|W)(?![\p{L}\d])/u;
const PARAM_CUE =
  /valor(?:es)?\s+(?:real(?:es)?\s+)?(?:del?\s+(?:parametro|numero)\s+)?(?:de\s+)?([a-hj-vx-y])\b(?!\))|\b(?:halla|hallar|determina|calcula|encontra)\w*\s+([a-hj-vx-y])(?:\s*∈\s*(?:ℝ|r)(?![\p{L}\d]))?\s+(?:para|tal|de modo|de manera|de forma|sabiendo|si\b)/u;

function nameTex(name: string, conj = false): string {
  const body = name.length > 1 ? `${name[0]}_${name.slice(1)}` : name;
  return conj ? `\\bar{${body}}` : body;
}

function nodeTex(node: Node): string {
  switch (node.kind) {
    case 'num':
      return ratTex(node.value);
    case 'i':
      return 'i';
    case 'name':
      return nameTex(node.name, node.conj);
    case 'param':
      return node.name;
    case 'neg':
      return `-${nodeTex(node.arg)}`;
    case 'group':
      return `(${nodeTex(node.arg)})`;
    case 'abs':
      return `|${nodeTex(node.arg)}|`;
    case 'pow':
      return `${nodeTex(node.base)}^{${node.exponent}}`;
    case 'bin': {
      if (node.op === '/') return `\\frac{${nodeTex(unwrap(node.left))}}{${nodeTex(unwrap(node.right))}}`;
      if (node.op === '*') {
        const implicit = node.right.kind === 'i' || node.right.kind === 'group' || node.right.kind === 'name';
        return `${nodeTex(node.left)}${implicit && node.left.kind !== 'name' ? '' : ' \\cdot '}${nodeTex(node.right)}`;
      }
      return `${nodeTex(node.left)} ${node.op} ${nodeTex(node.right)}`;
    }
  }
}
const unwrap = (node: Node): Node => (node.kind === 'group' ? unwrap(node.arg) : node);

function reply(
  title: string,
  data: string,
  steps: string[],
  answer: string,
  closing = '¿Por qué al multiplicar por el conjugado desaparece la $i$ del denominador?',
): SolverReply {
  return { text: workedReply({ title, data, steps, answer, closing }), certain: true };
}

/** Which formulas define a named number (z₁ = 3 − 2i), in order, evaluated. */
function definitions(found: Formula[], param: string | undefined) {
  const names = new Map<string, Complex>();
  const used = new Set<Formula>();
  for (const formula of found) {
    const [left, right] = formula.sides;
    if (formula.sides.length !== 2 || left?.kind !== 'name' || left.conj || !right) continue;
    if (namesIn(right).has(left.name) || [...namesIn(right)].some((n) => !names.has(n))) continue;
    if (param && hasParam(right)) continue;
    names.set(left.name, evaluate(right, { names }));
    used.add(formula);
  }
  return { names, used };
}

function solveOperation(found: Formula[], folded: string): SolverReply | undefined {
  const { names, used } = definitions(found, undefined);
  // The lone expressions (no "=") whose names are all defined.
  const candidates = found.flatMap((f) => {
    const [side, ...more] = f.sides;
    return !used.has(f) && side && !more.length && [...namesIn(side)].every((n) => names.has(n))
      ? [side]
      : [];
  });
  const operations = candidates.filter((side) => hasOperation(side) || side.kind === 'name');
  // "z̄ su conjugado" names the conjugate: the expression asked is the one with an operation.
  const withOperation = operations.filter((side) => hasOperation(side));
  // «Calculá z · z̄ y |z|»: two results asked, one reply would answer only the last.
  if (withOperation.length > 1) return undefined;
  let expression: Node | undefined =
    withOperation.at(-1) ?? (operations.length === 1 ? operations[0] : undefined);
  let what = askedOf(folded);
  if (!what) return undefined;
  // «Si z = 1 + i, el argumento de z³ es:»: an angle or a polar form asked, not the binomial this states.
  if (what === 'binomial' && POLAR_ASKED.test(folded)) return undefined;
  // A conjugate named but not read as asked nor written in the expression: another question.
  if (what === 'binomial' && /conjugad/.test(folded) && !hasConj(expression ?? { kind: 'i' }))
    return undefined;
  // «Expresar en forma binómica el número complejo z = (1 + 2i)/(2 − i) + i¹⁴», «El número z = … es:»:
  // the number defined is the one asked, worked from its definition.
  let shownAs: string | undefined;
  const [definition, ...otherDefinitions] = used;
  const defined = definition?.sides[1];
  const definedName = definition?.sides[0];
  if (
    !expression &&
    what === 'binomial' &&
    !otherDefinitions.length &&
    defined &&
    definedName?.kind === 'name' &&
    hasOperation(defined) &&
    DEFINED_ASKED.test(folded.trim())
  ) {
    expression = defined;
    shownAs = definedName.name;
  }
  // "Si z = (1 + 2i)², ¿cuánto vale el módulo |z|?": the defined number itself.
  if (!expression && names.size === 1 && what !== 'binomial') {
    const [name] = [...names.keys()] as [string];
    expression = { kind: 'name', name, conj: false };
  }
  if (!expression) return undefined;
  if (expression.kind === 'abs') {
    expression = expression.arg;
    what = 'modulus';
  }
  if (!hasI(expression) && names.size === 0) return undefined;
  const scope: Scope = { names };
  const steps: string[] = [];
  const data = shownAs
    ? [`$${nameTex(shownAs)} = ${nodeTex(expression)}$`]
    : [...names].map(([name, c]) => `$${nameTex(name)} = ${complexTex(c)}$`);
  if (hasConj(expression)) {
    for (const [name, c] of names) {
      if (someNode(expression, (n) => n.kind === 'name' && n.name === name && n.conj))
        steps.push(
          `El conjugado cambia el signo de la parte imaginaria: $${nameTex(name, true)} = ${complexTex(cConj(c))}$.`,
        );
    }
  }
  const value = workSteps(expression, scope, steps);
  const shown = nodeTex(expression);
  if (steps.length === 0) steps.push(`En forma binómica, $${shown} = ${complexTex(value)}$.`);
  // The check: the same expression evaluated in floating point.
  const float = evaluateFloat(expression, names);
  if (
    Math.abs(float.re - value.re.n / value.re.d) > 1e-6 ||
    Math.abs(float.im - value.im.n / value.im.d) > 1e-6
  )
    return undefined;
  let answer: string;
  if (what === 'modulus') {
    const modulus = sqrtExact(norm2(value));
    steps.push(
      `Módulo: $|a + bi| = \\sqrt{a^2 + b^2} = \\sqrt{${wrapRat(value.re)}^2 + ${wrapRat(value.im)}^2} = \\sqrt{${ratTex(norm2(value))}} = ${modulus.tex}$.`,
    );
    answer = `**|${plainOf(expression)}| = ${modulusText(value)}**`;
  } else if (what === 're')
    answer = `**Re(${plainOf(expression)}) = ${ratText(value.re)}**${numberAside(value)}`;
  else if (what === 'im')
    answer = `**Im(${plainOf(expression)}) = ${ratText(value.im)}**${numberAside(value)}`;
  else if (
    what === 'conj' &&
    expression.kind === 'name' &&
    expression.conj &&
    /(?:su|el)\s+conjugado(?:\s+\w)?\s*[?:.]?\s*$/.test(folded.trim())
  )
    // «¿cuál es su conjugado z̄?»: the name after «su conjugado» is the conjugate, worked out above; it is
    // not conjugated twice («el conjugado de w̄» is).
    answer = `**El conjugado es ${plainOf(expression)} = ${complexText(value)}**`;
  else if (what === 'conj') {
    steps.push(
      `El conjugado cambia el signo de la parte imaginaria: $\\overline{${complexTex(value)}} = ${complexTex(cConj(value))}$.`,
    );
    // Written «w̄ = …»: a value after «=» is what the options are weighed against («ninguna» included).
    const shown = plainOf(expression);
    const conjugateOf = expression.kind === 'name' ? `${shown}\u0304` : `conj(${shown})`;
    answer = `**El conjugado es ${conjugateOf} = ${complexText(cConj(value))}**${numberAside(value)}`;
  } else
    answer = `**${shownAs ? shownAs.replace(/\d/, (d) => SUBSCRIPTS.charAt(Number(d))) : plainOf(expression)} = ${complexText(value)}**`;
  return reply(
    'Números complejos',
    data.length ? data.join('; ') : `$${shown}$`,
    steps,
    answer,
    what === 'modulus'
      ? '¿Qué representa el módulo en el plano complejo?'
      : '¿Por qué en la forma binómica siempre se reemplaza $i^2$ por $-1$?',
  );
}

/**
 * The number a part or the conjugate was taken of, on a line of its own: in the result line it would read
 * as a second result («el número es 3 + 4i» beside «el conjugado es 3 − 4i» matches an option 3 + 4i).
 */
const numberAside = (value: Complex) => `\n\nEl número es ${complexText(value)}.`;

function plainOf(node: Node): string {
  return nodeTex(node)
    .replace(/\\bar\{([^{}]*)\}/g, '$1̄')
    .replace(/_(\d)/g, (_, d: string) => SUBSCRIPTS.charAt(Number(d)))
    .replace(/\\cdot/g, '·')
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\^\{(-?\d+)\}/g, '^$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function evaluateFloat(node: Node, names: Map<string, Complex>, param = 0): { re: number; im: number } {
  const c = (re: number, im = 0) => ({ re, im });
  const go = (n: Node): { re: number; im: number } => {
    switch (n.kind) {
      case 'num':
        return c(value(n.value));
      case 'i':
        return c(0, 1);
      case 'param':
        return c(param);
      case 'name': {
        const z = names.get(n.name) as Complex;
        return c(value(z.re), (n.conj ? -1 : 1) * value(z.im));
      }
      case 'neg': {
        const a = go(n.arg);
        return c(-a.re, -a.im);
      }
      case 'group':
        return go(n.arg);
      case 'abs': {
        const a = go(n.arg);
        return c(Math.hypot(a.re, a.im));
      }
      case 'pow': {
        const a = go(n.base);
        const r = Math.hypot(a.re, a.im) ** n.exponent;
        const t = Math.atan2(a.im, a.re) * n.exponent;
        return c(r * Math.cos(t), r * Math.sin(t));
      }
      case 'bin': {
        const a = go(n.left);
        const b = go(n.right);
        if (n.op === '+') return c(a.re + b.re, a.im + b.im);
        if (n.op === '-') return c(a.re - b.re, a.im - b.im);
        if (n.op === '*') return c(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
        const d = b.re * b.re + b.im * b.im;
        return c((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d);
      }
    }
  };
  return go(node);
}

/** F(z) = left − right, for z = x + yi. */
function residual(formula: Formula, unknown: string, names: Map<string, Complex>) {
  const [left, right] = formula.sides as [Node, Node];
  return (z: Complex) => {
    const scope: Scope = { names: new Map([...names, [unknown, z]]) };
    return cSub(evaluate(left, scope), evaluate(right, scope));
  };
}

function solveEquation(found: Formula[], folded: string): SolverReply | undefined {
  const { names, used } = definitions(found, undefined);
  // The equations (two sides) with exactly one name left undefined: the unknown.
  const equations = found.flatMap((formula) => {
    const [left, right, ...more] = formula.sides;
    if (used.has(formula) || !left || !right || more.length) return [];
    const free = new Set([...namesIn(left), ...namesIn(right)].filter((n) => !names.has(n)));
    const [unknown, ...others] = free;
    return unknown !== undefined && !others.length ? [{ formula, left, right, unknown }] : [];
  });
  const [equation, ...otherEquations] = equations;
  if (!equation || otherEquations.length) return undefined;
  // «El producto de las soluciones de z² − 2z + 5 = 0 es:»: one number made of the roots, not them.
  if (/\bargumento\b/.test(folded) || combinationAsked(folded)) return undefined;
  // «Hallá el módulo del número z que verifica …», «… ¿Cuál es la parte imaginaria de z?»: one number of z,
  // stated of the one solution of a linear equation. Named any other way (a condition, two of them), it
  // is not read.
  // «de parte real positiva» is a condition on the root, not a number asked of it.
  const asking = folded.replace(/parte (?:real|imaginaria) (?:es |sea )?(?:positiva|negativa)/g, ' ');
  const partAsked = /parte real|parte imaginaria|\bmodulo\b/.test(asking) ? onePartAsked(asking) : 'binomial';
  if (!partAsked) return undefined;
  const { formula, left, right, unknown } = equation;
  if (
    !hasI(left) &&
    !hasI(right) &&
    !hasConj(left) &&
    !hasConj(right) &&
    !COMPLEX_CUE.test(folded) &&
    unknown !== 'z'
  )
    return undefined;
  const F = residual(formula, unknown, names);
  const equationTex = `${nodeTex(left)} = ${nodeTex(right)}`;
  const u = nameTex(unknown);
  const at = (x: number, y: number) => F(complex(rat(x), rat(y)));
  const f0 = at(0, 0);
  const fx = cSub(at(1, 0), f0);
  const fy = cSub(at(0, 1), f0);
  const affineAt = (x: number, y: number) =>
    cEqual(at(x, y), cAdd(f0, cAdd(cMul(complex(rat(x)), fx), cMul(complex(rat(y)), fy))));
  const data = [...names].map(([name, c]) => `$${nameTex(name)} = ${complexTex(c)}$`);
  if (affineAt(2, 3) && affineAt(-3, 5) && affineAt(7, -2)) {
    // Re and Im of F are real equations in x and y: a·x + b·y = c.
    const [a1, b1, c1] = [fx.re, fy.re, neg(f0.re)];
    const [a2, b2, c2] = [fx.im, fy.im, neg(f0.im)];
    const det = sub(mul(a1, b2), mul(a2, b1));
    if (isZero(det)) return undefined;
    const x = div(sub(mul(c1, b2), mul(c2, b1)), det);
    const y = div(sub(mul(a1, c2), mul(a2, c1)), det);
    const z = complex(x, y);
    if (!isZero(norm2(F(z)))) return undefined;
    const steps: string[] = [];
    const onlyZ = !hasConj(left) && !hasConj(right);
    const coefficient = fx;
    if (onlyZ && cEqual(coefficient, complex(ONE))) {
      steps.push(
        `La ecuación es lineal en $${u}$: pasando los números al otro miembro, $${u} = ${complexTex(z)}$.`,
      );
    } else if (onlyZ && !isZero(norm2(coefficient))) {
      steps.push(
        `La ecuación es lineal en $${u}$: queda $${wrapTex(coefficient)} \\cdot ${u} = ${complexTex(complex(neg(f0.re), neg(f0.im)))}$.`,
        `Despejá dividiendo, y para dividir multiplicá arriba y abajo por el conjugado de $${complexTex(coefficient)}$: $${u} = \\frac{${complexTex(complex(neg(f0.re), neg(f0.im)))}}{${complexTex(coefficient)}} = ${complexTex(z)}$.`,
      );
    } else {
      steps.push(
        `Escribí $${u} = x + yi$ (y $\\bar{${u}} = x - yi$) y separá parte real y parte imaginaria de los dos miembros.`,
        `Parte real: $${linearTex(a1, b1)} = ${ratTex(c1)}$; parte imaginaria: $${linearTex(a2, b2)} = ${ratTex(c2)}$.`,
        `Resolviendo el sistema: $x = ${ratTex(x)}$, $y = ${ratTex(y)}$.`,
      );
    }
    steps.push(`Verificación: reemplazando $${u} = ${complexTex(z)}$ los dos miembros dan lo mismo ✓`);
    const shown = unknown.replace(/\d/, (d) => SUBSCRIPTS.charAt(Number(d)));
    if (partAsked === 'modulus')
      steps.push(
        `Módulo: $|${u}| = \\sqrt{${wrapRat(z.re)}^2 + ${wrapRat(z.im)}^2} = \\sqrt{${ratTex(norm2(z))}} = ${sqrtExact(norm2(z)).tex}$.`,
      );
    const answer =
      partAsked === 'modulus'
        ? `**|${shown}| = ${modulusText(z)}**\n\n${shown} = ${complexText(z)}.`
        : partAsked === 're'
          ? `**Re(${shown}) = ${ratText(z.re)}**\n\n${shown} = ${complexText(z)}.`
          : partAsked === 'im'
            ? `**Im(${shown}) = ${ratText(z.im)}**\n\n${shown} = ${complexText(z)}.`
            : `**${shown} = ${complexText(z)}**`;
    return reply('Ecuación con números complejos', [...data, `$${equationTex}$`].join('; '), steps, answer);
  }
  // A quadratic a·z² + b·z + c = 0 with real coefficients: two roots, no one number of them.
  if (hasConj(left) || hasConj(right) || partAsked !== 'binomial') return undefined;
  const c = f0;
  const one = cSub(F(complex(ONE)), c);
  const minusOne = cSub(F(complex(rat(-1))), c);
  const a = complex(div(add(one.re, minusOne.re), rat(2)), div(add(one.im, minusOne.im), rat(2)));
  const b = cSub(one, a);
  const quadratic = (z: Complex) => cAdd(cMul(a, cMul(z, z)), cAdd(cMul(b, z), c));
  for (const probe of [complex(rat(2)), complex(rat(3), rat(-1)), complex(rat(-2), rat(5))])
    if (!cEqual(quadratic(probe), F(probe))) return undefined;
  if (isZero(norm2(a))) return undefined;
  if (!isReal(a) || !isReal(b) || !isReal(c))
    return complexQuadratic(a, b, c, { unknown, u, equationTex, folded });
  const poly: Poly = trim([c.re, b.re, a.re]);
  const { discriminant, roots } = quadraticRoots(poly);
  const [A, B] = [a.re, b.re];
  const steps = [
    `Es una cuadrática con coeficientes reales: $a = ${ratTex(A)}$, $b = ${ratTex(B)}$, $c = ${ratTex(c.re)}$.`,
    `Discriminante: $\\Delta = b^2 - 4ac = ${ratTex(discriminant)}$.`,
  ];
  let solutions: Exact[][];
  if (discriminant.n < 0) {
    const p = div(neg(B), mul(rat(2), A));
    const { coefficient, inside } = sqrtParts(div(neg(discriminant), mul(rat(4), mul(A, A))));
    const q = surd(ZERO, coefficient, inside);
    steps.push(
      `Como $\\Delta < 0$, $\\sqrt{\\Delta} = \\sqrt{${ratTex(neg(discriminant))}}\\,i$: las raíces son complejas conjugadas, $${u} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = ${isZero(p) ? '' : `${ratTex(p)} `}\\pm ${q.tex}\\,i$.`,
    );
    solutions = [
      [exactRat(p), q],
      [exactRat(p), { value: -q.value, tex: `-${q.tex}`, text: `-${q.text}` }],
    ];
    // Check: a·z² + b·z + c = 0 in floating point.
    for (const [re, im] of solutions.map(([r, m]) => [(r as Exact).value, (m as Exact).value] as const)) {
      const Re = value(A) * (re * re - im * im) + value(B) * re + value(c.re);
      const Im = value(A) * 2 * re * im + value(B) * im;
      if (Math.abs(Re) > 1e-9 || Math.abs(Im) > 1e-9) return undefined;
    }
    const shown = solutions.map(([r, m]) => binomialExact(r as Exact, m as Exact));
    steps.push(`Verificación: reemplazando cada raíz en la ecuación da 0 ✓`);
    return reply(
      'Ecuación cuadrática en los complejos',
      `$${equationTex}$`,
      steps,
      `**${unknown} = ${shown[0]} o ${unknown} = ${shown[1]}**`,
      '¿Por qué las raíces complejas de una ecuación con coeficientes reales vienen siempre de a pares conjugados?',
    );
  }
  if (roots.length === 0) return undefined;
  steps.push(
    `Como $\\Delta \\ge 0$, las raíces son reales: ${joinAnd(roots.map((r) => `$${u} = ${r.tex}$`))}.`,
  );
  return reply(
    'Ecuación cuadrática',
    `$${equationTex}$`,
    steps,
    `**${roots.map((r) => `${unknown} = ${r.text}`).join(' o ')}**`,
    '¿Qué signo del discriminante da raíces complejas?',
  );
}

/** The square roots of a complex number with rational parts, when they have rational parts too. */
function complexSqrt(w: Complex): [Complex, Complex] | undefined {
  const modulus = sqrtRationalOf(norm2(w));
  if (!modulus) return undefined;
  const x = sqrtRationalOf(div(add(modulus, w.re), rat(2)));
  const y = sqrtRationalOf(div(sub(modulus, w.re), rat(2)));
  if (!x || !y) return undefined;
  // 2xy = Im w: y takes the sign of the imaginary part.
  const root = complex(x, w.im.n < 0 ? neg(y) : y);
  return [root, complex(neg(root.re), neg(root.im))];
}

function sqrtRationalOf(a: Rational): Rational | undefined {
  if (a.n < 0) return undefined;
  const [n, d] = [Math.round(Math.sqrt(a.n)), Math.round(Math.sqrt(a.d))];
  return n * n === a.n && d * d === a.d ? rat(n, d) : undefined;
}

/** «con a > 0» for z = a + bi, «de parte real positiva»: which of two roots the statement keeps. */
function keptRoot(folded: string): ((z: Complex) => boolean) | undefined {
  const letters = /\bz\s*=\s*a\s*\+\s*b\s*·?\s*i\b/.test(folded);
  const realPositive =
    (letters && /\ba\s*>\s*0\b/.test(folded)) || /parte real (?:es |sea )?positiva/.test(folded);
  const realNegative =
    (letters && /\ba\s*<\s*0\b/.test(folded)) || /parte real (?:es |sea )?negativa/.test(folded);
  const imPositive =
    (letters && /\bb\s*>\s*0\b/.test(folded)) || /parte imaginaria (?:es |sea )?positiva/.test(folded);
  const imNegative =
    (letters && /\bb\s*<\s*0\b/.test(folded)) || /parte imaginaria (?:es |sea )?negativa/.test(folded);
  const said = [realPositive, realNegative, imPositive, imNegative].filter(Boolean).length;
  if (said !== 1) return undefined;
  if (realPositive) return (z) => z.re.n > 0;
  if (realNegative) return (z) => z.re.n < 0;
  if (imPositive) return (z) => z.im.n > 0;
  return (z) => z.im.n < 0;
}

/**
 * a·z² + b·z + c = 0 with a complex coefficient («z² = −5 + 12i»): z = (−b ± √Δ)/(2a), with √Δ exact
 * when its parts are rational; «con a > 0» (z = a + bi) or «de parte real positiva» keeps one root.
 */
function complexQuadratic(
  a: Complex,
  b: Complex,
  c: Complex,
  shown: { unknown: string; u: string; equationTex: string; folded: string },
): SolverReply | undefined {
  const delta = cSub(cMul(b, b), cMul(complex(rat(4)), cMul(a, c)));
  const roots = complexSqrt(delta);
  if (!roots) return undefined;
  const twoA = cMul(complex(rat(2)), a);
  const solutions = roots.map((r) => cDiv(cSub(r, b), twoA));
  for (const z of solutions) {
    const value = cAdd(cMul(a, cMul(z, z)), cAdd(cMul(b, z), c));
    if (!isZero(norm2(value))) return undefined;
  }
  const mentionsCondition =
    /\b[ab]\s*[<>]\s*0\b|parte (?:real|imaginaria) (?:es |sea )?(?:positiva|negativa)/.test(shown.folded);
  const keep = keptRoot(shown.folded);
  if (mentionsCondition && !keep) return undefined;
  const kept = keep ? solutions.filter(keep) : solutions;
  if (kept.length === 0) return undefined;
  const [sq] = roots;
  if (!sq) return undefined;
  const steps = [
    `Es una cuadrática con un coeficiente complejo: $\\Delta = b^2 - 4ac = ${complexTex(delta)}$.`,
    `Una raíz cuadrada de $\\Delta$: $(x + yi)^2 = ${complexTex(delta)}$ da $x^2 - y^2 = ${ratTex(delta.re)}$ y $2xy = ${ratTex(delta.im)}$; con $x^2 + y^2 = |\\Delta| = ${ratTex(add(mul(sq.re, sq.re), mul(sq.im, sq.im)))}$ sale $\\sqrt{\\Delta} = \\pm(${complexTex(sq)})$.`,
    `Entonces $${shown.u} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$: ${solutions.map((z) => `$${complexTex(z)}$`).join(' y ')}.`,
  ];
  if (keep)
    steps.push(
      `La condición del enunciado deja solo $${shown.u} = ${complexTex(kept[0] ?? solutions[0] ?? complex(ZERO))}$.`,
    );
  steps.push('Verificación: reemplazando en la ecuación da 0 ✓');
  return reply(
    'Ecuación cuadrática en los complejos',
    `$${shown.equationTex}$`,
    steps,
    `**${kept.map((z) => `${shown.unknown} = ${complexText(z)}`).join(' o ')}**`,
    '¿Por qué toda ecuación cuadrática tiene dos raíces en los complejos?',
  );
}

/**
 * The one number of z an equation's statement asks after an order or a question («Hallar el módulo de
 * z…», «¿Cuál es la parte real de z?»); undefined when it names one any other way (a condition: «cuya
 * parte real es 2») or names more than one.
 */
function onePartAsked(folded: string): 'modulus' | 're' | 'im' | undefined {
  const mentions = folded.match(/parte real|parte imaginaria|\bmodulo\b/g) ?? [];
  if (mentions.length !== 1) return undefined;
  const asked =
    /(?:halla|calcul|determin|obten|indic|encontr|cual es|cuanto vale)\w*\s+(?:el\s+|la\s+|su\s+)?(modulo|parte real|parte imaginaria)\b(?!\s*(?:es|vale|=|igual)\b)/.exec(
      folded,
    )?.[1];
  return asked === 'modulo'
    ? 'modulus'
    : asked === 'parte real'
      ? 're'
      : asked === 'parte imaginaria'
        ? 'im'
        : undefined;
}

/** |z| as its exact root, with its value to two decimals when it is not whole («√10 ≈ 3,16»). */
function modulusText(z: Complex): string {
  const root = sqrtExact(norm2(z));
  return /√/.test(root.text)
    ? `${root.text} ≈ ${String(Math.round(root.value * 100) / 100).replace('.', ',')}`
    : root.text;
}

function binomialExact(re: Exact, im: Exact): string {
  const imText = im.text.replace(/^-/, '');
  const unit = imText === '1' ? 'i' : /^[\d/]+$/.test(imText) ? `${imText}i` : `${imText} i`;
  if (re.value === 0) return `${im.value < 0 ? '-' : ''}${unit}`;
  return `${re.text} ${im.value < 0 ? '-' : '+'} ${unit}`;
}

const linearTex = (a: Rational, b: Rational) => {
  const term = (c: Rational, v: string, first: boolean) =>
    isZero(c)
      ? ''
      : `${first ? (c.n < 0 ? '-' : '') : c.n < 0 ? ' - ' : ' + '}${equal(rat(Math.abs(c.n), c.d), ONE) ? '' : ratTex(rat(Math.abs(c.n), c.d))}${v}`;
  return `${term(a, 'x', true)}${term(b, 'y', isZero(a))}` || '0';
};

/** Re or Im of an expression in a real parameter k, as a polynomial of degree ≤ 2 in k (undefined when not). */
function partInParam(node: Node, names: Map<string, Complex>, part: 're' | 'im'): Poly | undefined {
  return polyInParam((k) => {
    const v = evaluate(node, { names, param: k });
    return part === 're' ? v.re : v.im;
  });
}

export function solveParameter(found: Formula[], folded: string, param: string): SolverReply | undefined {
  // «parte real nula» (or «igual a cero», «que se anule») is an imaginary pure number; «parte imaginaria
  // nula», a real one.
  const nil = String.raw`\s+(?:nula|(?:sea\s+|igual\s+a\s+)?(?:cero|0)\b|(?:que\s+)?se\s+anule)`;
  const pure = /imaginario puro/.test(folded) || new RegExp(`parte real${nil}`).test(folded);
  const real =
    !pure &&
    (/\b(?:sea|es|resulte|resulta)\s+(?:un\s+)?(?:numero\s+)?real\b/.test(folded) ||
      new RegExp(`parte imaginaria${nil}`).test(folded));
  if (!pure && !real) return undefined;
  const { names } = definitions(found, param);
  const lone = found.flatMap((f) => {
    const [side, ...more] = f.sides;
    return side && !more.length && hasParam(side) && side.kind !== 'param' ? [side] : [];
  });
  // «¿Para qué k el número z = (k + 2i)/(1 + i) es imaginario puro?»: the number named is the one asked.
  const named = found.flatMap((f) => {
    const [left, right, ...more] = f.sides;
    return left?.kind === 'name' &&
      !left.conj &&
      right &&
      !more.length &&
      hasParam(right) &&
      right.kind !== 'param'
      ? [right]
      : [];
  });
  const withParam = lone.length ? lone : named;
  const [node, ...others] = withParam;
  if (!node || others.length) return undefined;
  if ([...namesIn(node)].some((n) => !names.has(n))) return undefined;
  const condition = partInParam(node, names, pure ? 're' : 'im');
  const other = partInParam(node, names, pure ? 'im' : 're');
  if (!condition || !other || condition.length < 2) return undefined;
  const roots: Exact[] =
    condition.length === 2
      ? [exactRat(div(neg(at(condition, 0, 'coefficient')), at(condition, 1, 'coefficient')))]
      : quadraticRoots(condition).roots;
  const evalPoly = (p: Poly, k: number) => p.reduceRight((acc, c) => acc * k + value(c), 0);
  const valid = roots.filter((r) => !pure || Math.abs(evalPoly(other, r.value)) > 1e-12);
  const steps: string[] = [];
  const generic = evaluateSymbolic(condition, other, pure, param);
  steps.push(`Operá dejando ${param} como letra: ${generic}.`);
  steps.push(
    pure
      ? `Un número es imaginario puro cuando su parte real es 0 (y la imaginaria no): $${paramPolyTex(condition, param)} = 0$.`
      : `Un número es real cuando su parte imaginaria es 0: $${paramPolyTex(condition, param)} = 0$.`,
  );
  if (valid.length === 0) return undefined;
  for (const r of valid) {
    const v = evaluateFloat(node, names, r.value);
    const checked = pure ? Math.abs(v.re) < 1e-9 && Math.abs(v.im) > 1e-12 : Math.abs(v.im) < 1e-9;
    if (!checked) return undefined;
  }
  steps.push(
    `Despejando: ${joinAnd(valid.map((r) => `$${param} = ${r.tex}$`))}. Verificación: con ${valid.length > 1 ? 'esos valores' : 'ese valor'} la parte ${pure ? 'real' : 'imaginaria'} da 0${pure ? ' y la imaginaria no' : ''} ✓`,
  );
  return reply(
    'Números complejos con un parámetro',
    `$${nodeTex(node)}$, con ${param} real`,
    steps,
    `**${valid.map((r) => `${param} = ${r.text}${/\//.test(r.text) ? ` = ${commaNumber(r.value)}` : ''}`).join(' o ')}**`,
    pure
      ? '¿Qué condición tendrías que pedir para que el resultado sea un número real?'
      : '¿Y para que fuera imaginario puro?',
  );
}

const commaNumber = (x: number) => String(Math.round(x * 1e4) / 1e4).replace('.', ',');

function evaluateSymbolic(condition: Poly, other: Poly, pure: boolean, param: string): string {
  const [re, im] = pure ? [condition, other] : [other, condition];
  return `parte real $${paramPolyTex(re, param)}$, parte imaginaria $${paramPolyTex(im, param)}$`;
}

const LONE = (letter: string) => new RegExp(`(?<![\\p{L}])${letter}(?![\\p{L}])`, 'gu');

const WITH_CONJUGATE: Record<string, string> = { producto: '·', cociente: '/', suma: '+', diferencia: '-' };

/**
 * «el producto de z₁ = −2 + i por su conjugado»: the operation written with the conjugate's name, «z₁ ·
 * z̄₁», which the reader knows. The text is left as it was when it says nothing of the kind.
 */
function withConjugateNamed(statement: string): string {
  // «El producto de z = 2 − 3i por su conjugado es:»: the operation as the subject of an options stem.
  const stem =
    /^(\s*(?:(?:si|sea|dado)\b[^.;:?]*[.,]\s*)?)(el|la)\s+(producto|cociente|suma|diferencia)\s+(?:de|entre)\s+([a-z])([₀-₉]?)\s*=\s*([^.;:?]+?)\s+(?:por|y|con|entre|menos)\s+su\s+conjugado\b(?=\s+(?:es|vale|da|resulta)\b)/iu;
  const asStem = statement.replace(
    stem,
    (_m, lead: string, article: string, operation: string, letter: string, index: string, value: string) =>
      `${lead}Sea ${letter}${index} = ${value.trim()}. ${article.replace(/^./, (c) => c.toUpperCase())} ${operation} ${letter}${index} ${WITH_CONJUGATE[operation.toLowerCase()] ?? '·'} ${letter}\u0304${index}`,
  );
  if (asStem !== statement) return asStem;
  // «Si z = 2 − 3i, el producto de z por su conjugado es:»: the number named before, as the subject asked.
  const named = statement.replace(
    /(^|[.,;]\s*|\b(?:calcul|hall|obten|determin|efectu)[a-zñáéíóú]*\s+)(el|la)\s+(producto|cociente|suma|diferencia)\s+(?:de|entre)\s+([a-z])([₀-₉]?)\s+(?:por|y|con|entre|menos)\s+su\s+conjugado\b(?=\s+(?:es|vale|da|resulta)\b|\s*[.?]|\s*$)/iu,
    (whole, lead: string, article: string, operation: string, letter: string, index: string) =>
      new RegExp(`(?<![\\p{L}])${letter}${index}\\s*=`, 'u').test(statement)
        ? `${lead}${article} ${operation} ${letter}${index} ${WITH_CONJUGATE[operation.toLowerCase()] ?? '·'} ${letter}\u0304${index}`
        : whole,
  );
  if (named !== statement) return named;
  // «La suma de z₁ = 3 − 2i y el conjugado de z₂ = 1 + 4i es:», «el producto del conjugado de z₁ = … por
  // z₂ = …»: one operand is the other's conjugate, written z̄₂.
  const name = String.raw`([a-z])([₀-₉]?)\s*=\s*([^.;:?]+?)`;
  const joined = String.raw`\s+(?:y|por|con|entre|menos)\s+`;
  const second = new RegExp(
    String.raw`\b(producto|cociente|suma|diferencia)\s+(?:de|entre)\s+${name}${joined}el\s+conjugado\s+de\s+${name}(?=\s+(?:es|vale|da|resulta|tiene)\b|\s*[.;:?]|\s*$)`,
    'iu',
  );
  const first = new RegExp(
    String.raw`\b(producto|cociente|suma|diferencia)\s+del\s+conjugado\s+de\s+${name}${joined}${name}(?=\s+(?:es|vale|da|resulta|tiene)\b|\s*[.;:?]|\s*$)`,
    'iu',
  );
  for (const [pattern, conjugated] of [
    [second, 2],
    [first, 1],
  ] as const) {
    const found = pattern.exec(statement);
    if (!found) continue;
    const [whole, operation = '', l1 = '', i1 = '', v1 = '', l2 = '', i2 = '', v2 = ''] = found;
    if (`${l1}${i1}` === `${l2}${i2}`) return statement;
    const a = conjugated === 1 ? `${l1}\u0304${i1}` : `${l1}${i1}`;
    const b = conjugated === 2 ? `${l2}\u0304${i2}` : `${l2}${i2}`;
    const before = statement.slice(0, found.index);
    const after = statement.slice(found.index + whole.length);
    return `Sean ${l1}${i1} = ${v1.trim()}; ${l2}${i2} = ${v2.trim()}. ${before}${operation} ${a} ${WITH_CONJUGATE[operation.toLowerCase()] ?? '·'} ${b}${after}`;
  }
  // Only as the thing asked, right after the order («Calcular el producto…», «Expresar en forma binómica
  // el producto…»): «el módulo del producto de z por su conjugado» asks another thing.
  return statement.replace(
    /\b((?:calcul|hall|expres|obten|determin|escrib|efectu)[a-zñáéíóú]*(?:\s+en\s+forma\s+bin[oó]mica)?\s+(?:el|la)\s+)(producto|cociente|suma|diferencia)\s+(?:de|entre)\s+([a-z])([₀-₉]?)\s*=\s*([^.;:?]+?)\s+(?:por|y|con|entre|menos)\s+su\s+conjugado\b/iu,
    (_m, order: string, operation: string, letter: string, index: string, value: string) =>
      `Sea ${letter}${index} = ${value.trim()}. ${order.replace(/\s+(?:el|la)\s+$/i, '')} ${letter}${index} ${WITH_CONJUGATE[operation.toLowerCase()] ?? '·'} ${letter}\u0304${index}`,
  );
}

const NAMED_OPERATION: Record<string, string> = { producto: '·', cociente: '/', suma: '+', diferencia: '-' };

/**
 * «El cociente entre z₁ = 4 + 2i y z₂ = 1 − i tiene parte imaginaria…», «la suma de z₁ y z₂»: the
 * operation written with the names (z₁/z₂), their values (when given there) put first as data. The text
 * is left as it was when it says nothing of the kind.
 */
function withOperationNamed(statement: string): string {
  const name = String.raw`([zw][₀-₉]?)`;
  const value = String.raw`(?:\s*=\s*([^,;:]+?))?`;
  const found = new RegExp(
    String.raw`\b(producto|cociente|suma|diferencia)\s+(?:de|entre)\s+${name}${value}\s+(?:y|por|con)\s+${name}${value}(?=\s+(?:tiene|es|vale|da|resulta|en)\b|\s*[.,;:?]|\s*$)`,
    'iu',
  ).exec(statement);
  if (!found) return statement;
  const [whole, operation = '', first = '', firstValue, second = '', secondValue] = found;
  const data = [
    firstValue ? `${first} = ${firstValue.trim()}` : '',
    secondValue ? `${second} = ${secondValue.trim()}` : '',
  ].filter((d) => d);
  const written = `${first} ${NAMED_OPERATION[operation.toLowerCase()] ?? '·'} ${second}`;
  const rest = statement.replace(whole, written);
  return data.length ? `Sean ${data.join('; ')}. ${rest}` : rest;
}

const PART_NOTATION = /(?<![\p{L}])(?:re|im)\s*\(/giu;

/**
 * «Calcular Re(z₁ · z₂)» as «Calcular la parte real de (z₁ · z₂)»; undefined when the part is inside an
 * operation or the text around it is not read.
 */
function partInWords(statement: string): string | undefined {
  const found = /(?<![\p{L}])(re|im)\s*\(((?:[^()]|\([^()]*\))*)\)/iu.exec(statement);
  if (!found) return undefined;
  const before = statement.slice(0, found.index).trimEnd();
  const after = statement.slice(found.index + found[0].length).trimStart();
  // An operation on the part (a sum, a product, a power) asks another number.
  if (/[-+−*/·×^|]$/.test(before) || /^[-+−*/·×^|²³]/.test(after)) return undefined;
  const words = /^re$/i.test(found[1] ?? '') ? 'la parte real' : 'la parte imaginaria';
  return `${before} ${words} de (${found[2] ?? ''}) ${after}`.trim();
}

/**
 * «|z| + Re(z)»: each Re(name) or Im(name) of an operation written with the name's conjugate, and how the
 * reply's answer writes it back. Undefined when no part is inside an operation or one is of more than a
 * name (the part of a whole expression is read in words, partInWords).
 */
function partsAsConjugates(
  statement: string,
): { statement: string; shown: [written: string, shown: string][] } | undefined {
  const parts = [...statement.matchAll(/(?<![\p{L}])(re|im)\s*\(\s*([zw])([₀-₉]?)\s*\)/giu)];
  if (parts.length === 0 || parts.length !== [...statement.matchAll(PART_NOTATION)].length) return undefined;
  // A lone part that is the whole thing asked is read in words.
  const inOperation = parts.some((part) => {
    const before = statement.slice(0, part.index).trimEnd();
    const after = statement.slice((part.index ?? 0) + part[0].length).trimStart();
    return /[-+−*/·×^|]$/.test(before) || /^[-+−*/·×^|²³]/.test(after);
  });
  if (!inOperation) return undefined;
  const shown: [string, string][] = [];
  let rewritten = statement;
  for (const part of parts) {
    const [whole, which = '', letter = '', index = ''] = part;
    const real = /^re$/i.test(which);
    const expression = real
      ? `(${letter}${index} + ${letter}\u0304${index})/2`
      : `(${letter}${index} - ${letter}\u0304${index})/(2i)`;
    rewritten = rewritten.replace(whole, expression);
    shown.push([
      real
        ? `(${letter}${index} + ${letter}${index}\u0304)/(2)`
        : `(${letter}${index} - ${letter}${index}\u0304)/(2i)`,
      `${real ? 'Re' : 'Im'}(${letter}${index})`,
    ]);
  }
  return { statement: rewritten, shown };
}

/**
 * «El inverso multiplicativo de z = 1 + i es:», «Calcular el inverso de w = 2 − i»: 1/z, when the inverse
 * is the thing asked (at the start of the sentence or right after the order).
 */
function withInverseNamed(statement: string): string {
  return statement.replace(
    /(^|[.¿?]\s*|\b(?:calcul|hall|expres|obten|determin|escrib)[a-zñáéíóú]*(?:\s+en\s+forma\s+bin[oó]mica)?\s+)(?:el\s+)?inverso\s+(?:multiplicativo\s+)?de\s+([a-z])([₀-₉]?)\s*=\s*([^.;:?]+?)(?=\s+es\s*:?\s*$|\s*[.;?]|\s*$)(?:\s+es\s*:?\s*$)?/iu,
    (_m, lead: string, letter: string, index: string, value: string) =>
      `${lead}Sea ${letter}${index} = ${value.trim()}. Calcular 1/${letter}${index}`,
  );
}

/**
 * «Hallá a y b reales tal que (a + bi)(2 − i) = 5»: the number a + bi is the unknown z; once z is found,
 * a is its real part and b its imaginary part. Undefined when the statement is not that.
 */
function realAndImaginaryUnknowns(statement: string): SolverReply | undefined {
  if (!/\ba\s+y\s+b\b/.test(statement) || /\bz\b/.test(statement)) return undefined;
  const binomial = /\(?\s*a\s*\+\s*b\s*·?\s*i\s*\)?/g;
  if ((statement.match(binomial) ?? []).length !== 1) return undefined;
  const asZ = statement.replace(binomial, ' (z) ').replace(/\ba\s+y\s+b\b/g, 'z');
  // Only a and b stand for the unknown: either letter left elsewhere is something this reading misses.
  if (/(?<![\p{L}])[ab](?![\p{L}])/u.test(asZ.replace(/\b(?:a|y)\b(?=\s+\p{L}{2,})/gu, ''))) return undefined;
  const reply = solveComplex(asZ);
  const z = reply?.certain ? /\*\*z = ([^*]+)\*\*/.exec(reply.text)?.[1] : undefined;
  const parts = z ? /^(-?[\d/]+)?\s*(?:([+-])\s*([\d/]*)i)?$/.exec(z.trim()) : undefined;
  if (!reply || !z || !parts || (parts[1] === undefined && parts[2] === undefined)) return undefined;
  const a = parts[1] ?? '0';
  const b = parts[2] === undefined ? '0' : `${parts[2] === '-' ? '-' : ''}${parts[3] || '1'}`;
  // The answer in a and b before the closing question.
  const paragraphs = reply.text.trim().split('\n\n');
  const closing = paragraphs.pop() ?? '';
  const answer = `Como z = a + bi, la parte real es a y la imaginaria es b: **a = ${a}; b = ${b}**`;
  return { text: [...paragraphs, answer, closing].join('\n\n'), certain: true };
}

/** An exponent of i as a term writes it: «1» is i⁰, «i» is i¹, «i^7» is i⁷. */
function exponentOfTerm(term: string): number | undefined {
  const t = term.replace(/\s+/g, '');
  if (t === '1') return 0;
  if (t === 'i') return 1;
  const m = /^i\^\(?(\d+)\)?$/.exec(t);
  return m ? Number(m[1]) : undefined;
}

const ELLIPSIS = String.raw`(?:…|\.{2,3})`;

/**
 * «S = 1 + i + i² + … + i¹⁰»: the sum of consecutive powers of i, read from the terms before the
 * ellipsis (at least two, consecutive) and the last one. Every four consecutive powers add up to 0, so
 * only the powers left over after the whole groups count; the sum is checked term by term.
 */
function powersOfISum(statement: string): SolverReply | undefined {
  const prepared = prepareMath(statement.normalize('NFC')).toLowerCase();
  const m = new RegExp(
    String.raw`((?:(?:\b1|\bi(?:\s*\^\s*\(?\d+\)?)?)\s*\+\s*){2,})${ELLIPSIS}\s*\+\s*(i\s*\^\s*\(?\d+\)?)(?![\w^])`,
  ).exec(prepared);
  if (!m) return undefined;
  // The sum is the whole thing asked: another number, operation or part («S²», «el módulo de S») is not
  // this reading's.
  const rest = foldText(prepared.replace(m[0], ' ')).replace(
    /\bi\s+(?:es\s+)?la\s+unidad\s+imaginaria|la\s+unidad\s+imaginaria\s+i\b/g,
    ' ',
  );
  if (/\d|\^|\b[iwz]\b|modulo|conjugad|parte|inverso|cuadrado|cubo|argumento|opuesto/.test(rest))
    return undefined;
  const shown = group(m, 1)
    .split('+')
    .map((term) => term.trim())
    .filter(Boolean)
    .map(exponentOfTerm);
  const last = exponentOfTerm(group(m, 2));
  if (last === undefined || shown.some((e) => e === undefined)) return undefined;
  const first = must(shown[0], 'first exponent');
  const consecutive = shown.every((e, k) => e === first + k);
  const before = first + shown.length - 1;
  if (!consecutive || last <= before) return undefined;
  const count = last - first + 1;
  const left = count % 4;
  let sum = complex(ZERO);
  let power = cPow(I, first);
  for (let k = first; k <= last; k++) {
    sum = cAdd(sum, power);
    power = cMul(power, I);
  }
  let tail = complex(ZERO);
  for (let k = last - left + 1; k <= last; k++) tail = cAdd(tail, cPow(I, k));
  if (!cEqual(sum, tail)) return undefined;
  const tailTerms = Array.from({ length: left }, (_, k) => `i^{${last - left + 1 + k}}`);
  const firstTex = first === 0 ? '1' : first === 1 ? 'i' : `i^{${first}}`;
  return reply(
    'Suma de potencias de $i$',
    `$S = ${firstTex} + \\dots + i^{${last}}$, ${count} potencias consecutivas de $i$`,
    [
      'Las potencias de $i$ se repiten de a 4 ($1, i, -1, -i$), y cuatro consecutivas cualesquiera suman $1 + i - 1 - i = 0$.',
      `Hay ${count} términos: ${Math.floor(count / 4)} grupos de 4, que suman 0, y ${left === 0 ? 'no sobra ninguno' : `sobran los últimos ${left}`}.`,
      left === 0 ? 'Entonces la suma es 0.' : `Quedan $${tailTerms.join(' + ')} = ${complexTex(sum)}$.`,
    ],
    `**S = ${complexText(sum)}**`,
    '¿Cuánto daría la suma si llegara hasta la potencia siguiente?',
  );
}

/**
 * «(redondear a dos decimales)», «Redondeá al centésimo.»: how to write the result, not a datum. The
 * reader would take its parenthesis for a factor; a modulus that is a root is shown with two decimals.
 */
const ROUNDING_ASIDE = /\s*\(\s*redonde[^()]*\)|[,.]?\s*\bRedonde[aá]\w*\s[^.?()]*(?:[.?]|$)/giu;

export function solveComplex(problem: string): SolverReply | undefined {
  const rounding = askedRounding(foldText(problem));
  if (rounding) {
    if (!('decimals' in rounding) || rounding.decimals !== 2) return undefined;
    const bare = problem.replace(ROUNDING_ASIDE, (aside) => (/^[,.]/.test(aside) ? aside.charAt(0) : ''));
    if (bare === problem || /redonde/i.test(bare)) return undefined;
    return solveComplex(bare);
  }
  const series = powersOfISum(withoutOptions(problem));
  if (series) return series;
  // Any other sum written with an ellipsis («… + i¹⁰») is a pattern this reader does not follow: it
  // would take the last term alone.
  if (new RegExp(String.raw`[+\-−]\s*${ELLIPSIS}\s*[+\-−]`).test(withoutOptions(problem))) return undefined;
  const both = realAndImaginaryUnknowns(withoutOptions(problem));
  if (both) return both;
  const statement = withOperationNamed(withInverseNamed(withConjugateNamed(withoutOptions(problem))));
  // «Re(z₁ · z₂)», «Im(w)»: the reader has no such function; the part is read in words when it is the
  // whole thing asked, and left alone inside an operation («|z| + Re(z)» was read as z itself).
  const notation = [...statement.matchAll(PART_NOTATION)];
  // «|z| + Re(z)», «Im(z₁) − Re(z₂)»: a part of a named number inside an operation is read as z's own
  // expression, Re(z) = (z + z̄)/2 and Im(z) = (z − z̄)/(2i), and shown back as written.
  const asConjugates = partsAsConjugates(statement);
  if (asConjugates) {
    const reply = solveComplex(asConjugates.statement);
    if (!reply) return undefined;
    let text = reply.text;
    for (const [written, shown] of asConjugates.shown) text = text.split(written).join(shown);
    text = text.replace(
      /\n\n1\. /,
      '\n\n1. La parte real es la semisuma de z y su conjugado, $\\text{Re}(z) = \\frac{z + \\bar{z}}{2}$; la imaginaria, $\\text{Im}(z) = \\frac{z - \\bar{z}}{2i}$.\n2. ',
    );
    let step = 2;
    text = text.replace(/^(\d+)\. /gm, (line) => (line === '1. ' ? line : `${++step - 1}. `));
    // The answer writes each part back as the statement did; one it could not («\\frac{Re(z)(z − z̄)}{2i}»)
    // would state a number under an expression nobody asked.
    const answer = /\n\*\*(?!Datos)([^*]+)\*\*/.exec(text)?.[1] ?? '';
    const writtenBack =
      asConjugates.shown.every(([, shown]) => answer.includes(shown)) && !/\u0304|\\frac/.test(answer);
    return { text, certain: reply.certain && writtenBack };
  }
  if (notation.length > 1) return undefined;
  if (notation.length === 1) {
    const inWords = partInWords(statement);
    return inWords === undefined ? undefined : solveComplex(inWords);
  }
  // «… por su conjugado» left unread (not as the thing asked): the operation would be missed.
  if (/\b(?:por|con|y|entre|menos)\s+su\s+conjugado\b/i.test(statement)) return undefined;
  // An inverse not read as the thing asked («el módulo del inverso de z…»): not this reading's.
  if (/\binverso\s+(?:multiplicativo\s+)?de\b/i.test(statement)) return undefined;
  // The reader has no roots: it would read «−√3 + i» as «3 + i» and state a wrong modulus; nor polar or
  // exponential forms: «z = 2 e^(iπ/3)» would be read as z = 2 (complex-polar-ops.ts reads those).
  if (/√|\braiz\b|\bsqrt\b/i.test(foldText(statement))) return undefined;
  if (/π|°|\bcis\b|\bcos\b|\bsen\b|\be\s*\^/.test(statement)) return undefined;
  // A measure with a physical unit («x = 40 m en t = 4 s») is a physics statement: its «módulo» is a
  // vector's or a speed's, and its x and t are not complex numbers.
  if (PHYSICAL_MEASURE.test(statement)) return undefined;
  const folded = foldText(statement);
  // «x + y + z = 6 ; x − y = 1 ; …»: a z beside an x and a y, with nothing of the complex numbers said,
  // is the third unknown of a real system, not a complex number z = 6.
  if (!COMPLEX_CUE.test(folded) && ['x', 'y', 'z'].every((letter) => LONE(letter).test(statement)))
    return undefined;
  // «Resolvé x² + 4 = 0 en C»: the unknown is complex though written x; solved as z, shown as x.
  if (
    COMPLEX_CUE.test(folded) &&
    LONE('x').test(statement) &&
    !LONE('z').test(statement) &&
    /=/.test(statement)
  ) {
    const reply = solveComplex(statement.replace(LONE('x'), 'z'));
    return reply && { ...reply, text: reply.text.replace(LONE('z'), 'x') };
  }
  const paramMatch = PARAM_CUE.exec(folded);
  const param = paramMatch ? (paramMatch[1] ?? paramMatch[2]) : undefined;
  return orNone(
    () => {
      const found = formulas(tokenize(prepare(statement), param));
      const complexLooking = found.some((f) =>
        f.sides.some(
          (s) => hasI(s) && someNode(s, (n) => n.kind === 'bin' || n.kind === 'pow' || n.kind === 'neg'),
        ),
      );
      // An equation in z is one in the complex numbers; an x alone is the algebra solver's.
      const inZ = found.some((f) => f.sides.length === 2 && f.sides.some((s) => namesIn(s).has('z')));
      if (!complexLooking && !COMPLEX_CUE.test(folded) && !inZ) return undefined;
      if (param) return solveParameter(found, folded, param);
      return solveEquation(found, folded) ?? solveOperation(found, folded);
    },
    Inexact,
    Unreadable,
  );
}

export const complexNumbers = declareSolver({
  name: 'complex_numbers',
  offer: 'números complejos',
  summary:
    'Complex numbers in binomial form a + bi: sums, products, quotients, powers of i, conjugate, modulus, real or imaginary part; equations in z (linear in z and its conjugate, quadratics with real coefficients); the real parameter that makes an expression real or purely imaginary. Pass the numbers and the question as written.',
  examples: [
    'Dados z₁ = 3 − 2i y z₂ = −1 + 4i, calculá z₁ · z₂ en forma binómica.',
    'Hallá z tal que (2 + i) · z = 7 − i.',
    'Resolvé en los complejos z² + 2z + 5 = 0.',
    '¿Para qué valor real de k el producto (k + 3i)(2 − i) es imaginario puro?',
    'Calculá el módulo de (1 + 2i)².',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveComplex,
});
