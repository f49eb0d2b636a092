import { foldText } from '../text.ts';
import { withoutOptions } from './statement.ts';
/**
 * Inequalities in one unknown, exactly: linear ones (also a < bx + c < d) by clearing x, and polynomial
 * or rational ones (x² − 4 > 0, (x − 1)/(x + 2) ≥ 0) with a table of signs over their critical points.
 * The solution is written as inequalities and as a union of intervals, (a; b) as the course writes them.
 */

import { at } from '../../../../shared/lib/must.ts';
import {
  coefAt,
  degree,
  div,
  type Exact,
  evalPoly,
  exactRat,
  factorRational,
  Inexact,
  integerForm,
  isZero,
  lead,
  ONE,
  type Poly,
  polyAdd,
  polyDivide,
  polyGcd,
  polyMul,
  polyScale,
  polyTex,
  quadraticRoots,
  type Rational,
  rat,
  ratTex,
  sign,
  sub,
  value,
  ZERO,
} from './exact.ts';
import {
  evaluate,
  findStatements,
  hasExponential,
  hasKind,
  hasX,
  type Node,
  nodeTex,
  type RationalFunction,
  type Relation,
  relationTex,
  type Statement,
  statementTex,
  toRationalFunction,
} from './math-text.ts';
import { fmt } from './numbers.ts';
import { orNone } from './or-none.ts';

export type Inequality = Exclude<Relation, '='>;

export const FLIP: Record<Inequality, Inequality> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' };
const isInequality = (relation: Relation | undefined): relation is Inequality =>
  relation !== undefined && relation !== '=';
export const isStrict = (relation: Inequality) => relation === '<' || relation === '>';
const holds = (s: number, relation: Inequality) =>
  relation === '<' ? s < 0 : relation === '>' ? s > 0 : relation === '≤' ? s <= 0 : s >= 0;
const check = '✓';

// ---------------------------------------------------------------------------------------------------
// Solution sets: a union of intervals, a point being an interval with equal closed ends.

export interface Piece {
  /** Undefined for -∞ (lo) or +∞ (hi). */
  lo?: Exact;
  hi?: Exact;
  loClosed: boolean;
  hiClosed: boolean;
}

const isPoint = (piece: Piece) =>
  piece.lo !== undefined && piece.hi !== undefined && piece.lo.value === piece.hi.value;

export function setText(set: Piece[]): string {
  if (set.length === 0) return '∅ (ningún número real)';
  if (set.length === 1 && !set[0]?.lo && !set[0]?.hi) return 'ℝ';
  return set
    .map((piece) => {
      if (isPoint(piece)) return `{${piece.lo?.text}}`;
      const lo = piece.lo ? piece.lo.text : '-∞';
      const hi = piece.hi ? piece.hi.text : '+∞';
      return `${piece.loClosed ? '[' : '('}${lo}; ${hi}${piece.hiClosed ? ']' : ')'}`;
    })
    .join(' ∪ ');
}

/** "x < -2 o x ≥ 1", "-1 < x < 4", "x ≠ 3", "cualquier número real". */
export function setWords(set: Piece[]): string {
  if (set.length === 0) return 'ningún número real';
  if (set.length === 1 && !set[0]?.lo && !set[0]?.hi) return 'cualquier número real';
  const allBut =
    set.length > 1 &&
    !set[0]?.lo &&
    !set.at(-1)?.hi &&
    set.every((piece, k) => {
      const next = set[k + 1];
      return (
        !next ||
        (piece.hi && next.lo && piece.hi.value === next.lo.value && !piece.hiClosed && !next.loClosed)
      );
    });
  if (allBut)
    return set
      .slice(0, -1)
      .map((piece) => `x ≠ ${piece.hi?.text}`)
      .join(' y ');
  return set
    .map((piece) => {
      if (isPoint(piece)) return `x = ${piece.lo?.text}`;
      if (!piece.lo) return `x ${piece.hiClosed ? '≤' : '<'} ${piece.hi?.text}`;
      if (!piece.hi) return `x ${piece.loClosed ? '≥' : '>'} ${piece.lo.text}`;
      return `${piece.lo.text} ${piece.loClosed ? '≤' : '<'} x ${piece.hiClosed ? '≤' : '<'} ${piece.hi.text}`;
    })
    .join(' o ');
}

/** The set { x : x relation bound }. */
export function halfLine(relation: Inequality, bound: Exact): Piece[] {
  const closed = !isStrict(relation);
  return relation === '<' || relation === '≤'
    ? [{ hi: bound, loClosed: false, hiClosed: closed }]
    : [{ lo: bound, loClosed: closed, hiClosed: false }];
}

/** A value inside the set, as simple as can be, to verify with. */
export function sampleOf(set: Piece[]): number | undefined {
  const piece = set[0];
  if (!piece) return undefined;
  if (isPoint(piece)) return piece.lo?.value;
  return testValue(piece.lo?.value, piece.hi?.value);
}

// ---------------------------------------------------------------------------------------------------
// Factors and the table of signs.

interface SignFactor {
  tex: string;
  /** Where it changes sign; none when it is always positive (x² + 1). */
  root?: Exact;
  power: number;
}

/** A polynomial as its leading constant and factors; undefined when a factor of degree 3+ is left. */
export function signFactors(p: Poly): { constant: Rational; factors: SignFactor[] } | undefined {
  const { constant, linear, rest } = factorRational(p);
  let outside = constant;
  const factors: SignFactor[] = [];
  for (const { root, multiplicity } of linear) {
    // x - p/q is (qx - p)/q: the q goes to the constant, the factor keeps whole coefficients.
    factors.push({ tex: polyTex([rat(-root.n), rat(root.d)]), root: exactRat(root), power: multiplicity });
    outside = div(outside, rat(root.d ** multiplicity));
  }
  if (degree(rest) === 2) {
    const { roots } = quadraticRoots(rest);
    if (roots.length === 0) factors.push({ tex: polyTex(rest), power: 1 });
    for (const root of roots) factors.push({ tex: minusRootTex(root), root, power: 1 });
  } else if (degree(rest) > 2) return undefined;
  return { constant: outside, factors };
}

/** x - r written for a root that may be irrational: x - \sqrt{2}, x + \sqrt{2}, x - (1 + \sqrt{3}). */
function minusRootTex(root: Exact): string {
  if (/^-[^+-]*$/.test(root.tex)) return `x + ${root.tex.slice(1)}`;
  if (/^[^+-]*$/.test(root.tex)) return `x - ${root.tex}`;
  return `x - (${root.tex})`;
}

function factorTex(factor: SignFactor): string {
  const compound = /[+-]/.test(factor.tex.slice(1));
  if (factor.power === 1) return compound ? `(${factor.tex})` : factor.tex;
  return `${compound || factor.tex !== 'x' ? `(${factor.tex})` : factor.tex}^${factor.power}`;
}

const productTex = (factors: SignFactor[]) => {
  if (factors.length === 0) return '1';
  const [only] = factors as [SignFactor];
  if (factors.length === 1 && only.power === 1) return only.tex;
  // x first, as it is written by hand: x(x - 1)(x + 1).
  const ordered = [...factors].sort((a, b) => Number(b.tex === 'x') - Number(a.tex === 'x'));
  return ordered.map(factorTex).join('');
};

const factorSign = (factor: SignFactor, x: number) =>
  factor.root ? Math.sign(x - factor.root.value) ** factor.power : 1;

/** "a", "a y b", "a, b y c". */
export const joinAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

const signWord = (s: number) => (s > 0 ? 'positivo' : s < 0 ? 'negativo' : 'cero');

/** A number strictly between two critical points (or beyond the last), as simple as can be. */
function testValue(lo: number | undefined, hi: number | undefined): number {
  if (lo === undefined && hi === undefined) return 0;
  if (lo === undefined) return Math.floor((hi as number) - 1e-9);
  if (hi === undefined) return Math.ceil(lo + 1e-9);
  for (const candidate of [0, Math.round((lo + hi) / 2), Math.ceil(lo + 1e-9), Math.floor(hi - 1e-9)]) {
    if (candidate > lo && candidate < hi) return candidate;
  }
  const middle = Math.round(((lo + hi) / 2) * 100) / 100;
  return middle > lo && middle < hi ? middle : (lo + hi) / 2;
}

interface Critical {
  point: Exact;
  numerator: boolean;
  denominator: boolean;
}

interface SignTable {
  lines: string[];
  set: Piece[];
  critical: Critical[];
}

/** Where N/D (N and D factored) satisfies `relation 0`, with one line per interval of the table. */
function signTable(
  num: { factors: SignFactor[] },
  den: { factors: SignFactor[] },
  relation: Inequality,
  evaluateAt: (x: number) => number,
  quotient: boolean,
): SignTable {
  const critical: Critical[] = [];
  const note = (factors: SignFactor[], where: 'numerator' | 'denominator') => {
    for (const factor of factors) {
      if (!factor.root) continue;
      const found = critical.find((c) => Math.abs(c.point.value - (factor.root as Exact).value) < 1e-9);
      if (found) found[where] = true;
      else
        critical.push({
          point: factor.root,
          numerator: where === 'numerator',
          denominator: where === 'denominator',
        });
    }
  };
  note(num.factors, 'numerator');
  note(den.factors, 'denominator');
  critical.sort((a, b) => a.point.value - b.point.value);

  const varying = [...num.factors, ...den.factors].filter((factor) => factor.root);
  const whole = quotient ? 'el cociente' : varying.length > 1 ? 'el producto' : 'el primer miembro';
  const lines: string[] = [];
  const atoms: { piece: Piece; included: boolean }[] = [];
  for (let k = 0; k <= critical.length; k++) {
    const lo = critical[k - 1]?.point;
    const hi = critical[k]?.point;
    const x = testValue(lo?.value, hi?.value);
    const s = Math.sign(evaluateAt(x));
    const included = holds(s, relation);
    const interval = `(${lo ? lo.tex : '-\\infty'};\\ ${hi ? hi.tex : '+\\infty'})`;
    const signs = varying.map(
      (factor) =>
        `$${factor.power === 1 ? factor.tex : factorTex(factor)}$ es ${signWord(factorSign(factor, x))}`,
    );
    lines.push(
      `- En $${interval}$, probando con x = ${fmt(x, 2)}: ${signs.join(', ')} ⇒ ${whole} es **${signWord(s)}**${included ? ' ✓' : ''}.`,
    );
    const piece: Piece = { loClosed: false, hiClosed: false };
    if (lo) piece.lo = lo;
    if (hi) piece.hi = hi;
    atoms.push({ piece, included });
    const point = critical[k];
    if (point) {
      const zero = point.numerator && !point.denominator;
      atoms.push({
        piece: { lo: point.point, hi: point.point, loClosed: true, hiClosed: true },
        included: zero && !isStrict(relation),
      });
    }
  }
  const set: Piece[] = [];
  let open: Piece | undefined;
  for (const { piece, included } of atoms) {
    if (!included) {
      if (open) set.push(open);
      open = undefined;
      continue;
    }
    if (!open) {
      open = { ...piece };
    } else {
      if (piece.hi) open.hi = piece.hi;
      else delete open.hi;
      open.hiClosed = piece.hiClosed;
    }
  }
  if (open) set.push(open);
  return { lines, set, critical };
}

// ---------------------------------------------------------------------------------------------------

const minusTex = (node: Node) => (node.kind === 'add' ? `(${nodeTex(node)})` : nodeTex(node));

function verification(statement: Statement, set: Piece[]): string {
  const x = sampleOf(set);
  if (x === undefined || statement.sides.length !== 2) return '';
  const [left, right] = statement.sides.map((side) => evaluate(side, x)) as [number, number];
  const [relation] = statement.relations;
  if (!isInequality(relation) || !holds(Math.sign(left - right), relation)) return '';
  return `Verificación con un valor de la solución, x = ${fmt(x, 2)}: el primer miembro da ${fmt(left, 4)} y el segundo ${fmt(right, 4)}, y ${fmt(left, 4)} ${relation} ${fmt(right, 4)} ${check}`;
}

function linearInequality(statement: Statement, left: Poly, right: Poly, relation: Inequality): string {
  const aL = coefAt(left, 1);
  const bL = coefAt(left, 0);
  const aR = coefAt(right, 1);
  const bR = coefAt(right, 0);
  const a = sub(aL, aR);
  const b = sub(bR, bL);
  const steps: string[] = [];
  const typed = statementTex(statement);
  const expanded = `${polyTex(left)} ${relationTex(relation)} ${polyTex(right)}`;
  if (expanded !== typed)
    steps.push(`Operá en cada miembro (paréntesis, productos, fracciones): $${expanded}$.`);
  if (!isZero(aR) || !isZero(bL)) {
    steps.push(
      `Pasá los términos con x al primer miembro y los números al segundo, como en una ecuación: $${polyTex([ZERO, a])} ${relationTex(relation)} ${ratTex(b)}$.`,
    );
  }
  let set: Piece[];
  let flipped = false;
  if (isZero(a)) {
    const always = holds(-sign(b), relation);
    steps.push(
      `Queda $0 ${relationTex(relation)} ${ratTex(b)}$, que es ${always ? 'verdadero para cualquier x' : 'falso sin importar cuánto valga x'}.`,
    );
    set = always ? [{ loClosed: false, hiClosed: false }] : [];
  } else {
    const bound = div(b, a);
    let final = relation;
    if (sign(a) < 0) {
      final = FLIP[relation];
      flipped = true;
      steps.push(
        `Dividí ambos miembros por $${ratTex(a)}$. **Ojo:** como es negativo, la desigualdad se invierte: $x ${relationTex(final)} ${ratTex(bound)}$.`,
      );
    } else if (!isZero(sub(a, rat(1)))) {
      steps.push(
        `Dividí ambos miembros por $${ratTex(a)}$, que es positivo, así que la desigualdad no cambia: $x ${relationTex(final)} ${ratTex(bound)}$.`,
      );
    }
    set = halfLine(final, exactRat(bound));
  }
  return [
    '## Inecuación lineal',
    '',
    `Resolvamos $${typed}$: se despeja x como en una ecuación, con una sola regla nueva.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**Solución: ${setWords(set)}**${set.length ? `, o sea S = ${setText(set)}` : ''}`,
    '',
    ...(verification(statement, set) ? [verification(statement, set), ''] : []),
    flipped
      ? '¿Por qué se invierte la desigualdad al dividir por un número negativo? Probalo con 2 < 3 multiplicando los dos miembros por −1.'
      : '¿Qué pasaría con la desigualdad si tuvieras que dividir por un número negativo?',
  ].join('\n');
}

/** lo < ax + b < hi (or with ≤): the same steps on the three members at once. */
function doubleInequality(statement: Statement, middle: Poly, loValue: Rational, hiValue: Rational): string {
  const [r1, r2] = statement.relations as [Inequality, Inequality];
  const a = coefAt(middle, 1);
  const b = coefAt(middle, 0);
  const steps: string[] = [];
  const shiftedLo = sub(loValue, b);
  const shiftedHi = sub(hiValue, b);
  if (!isZero(b)) {
    steps.push(
      `${sign(b) > 0 ? 'Restá' : 'Sumá'} $${ratTex(rat(Math.abs(b.n), b.d))}$ a los tres miembros: $${ratTex(shiftedLo)} ${relationTex(r1)} ${polyTex([ZERO, a])} ${relationTex(r2)} ${ratTex(shiftedHi)}$.`,
    );
  }
  let lo = div(shiftedLo, a);
  let hi = div(shiftedHi, a);
  let [rel1, rel2] = [r1, r2];
  if (sign(a) < 0) {
    steps.push(
      `Dividí los tres miembros por $${ratTex(a)}$. **Ojo:** es negativo, así que las dos desigualdades se invierten: $${ratTex(lo)} ${relationTex(FLIP[r1])} x ${relationTex(FLIP[r2])} ${ratTex(hi)}$, que leído desde el menor es $${ratTex(hi)} ${relationTex(r2)} x ${relationTex(r1)} ${ratTex(lo)}$.`,
    );
    [lo, hi] = [hi, lo];
    [rel1, rel2] = [r2, r1];
  } else if (!isZero(sub(a, ONE))) {
    steps.push(
      `Dividí los tres miembros por $${ratTex(a)}$ (es positivo: no cambia nada): $${ratTex(lo)} ${relationTex(rel1)} x ${relationTex(rel2)} ${ratTex(hi)}$.`,
    );
  }
  const loClosed = rel1 === '≤';
  const hiClosed = rel2 === '≤';
  const order = sign(sub(hi, lo));
  const set: Piece[] =
    order > 0 || (order === 0 && loClosed && hiClosed)
      ? [{ lo: exactRat(lo), hi: exactRat(hi), loClosed, hiClosed }]
      : [];
  return [
    '## Inecuación doble',
    '',
    `Resolvamos $${statementTex(statement)}$: lo que hagas, hacelo en los tres miembros a la vez.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**Solución: ${setWords(set)}**${set.length ? `, o sea S = ${setText(set)}` : ''}`,
    '',
    '¿Qué dos inecuaciones simples tiene que cumplir x al mismo tiempo? Escribilas por separado.',
  ].join('\n');
}

/** Polynomial of degree 2+ or rational: one member compared with 0, factored, and a table of signs. */
function signInequality(statement: Statement, f: RationalFunction, relation: Inequality): string | undefined {
  const [leftNode, rightNode] = statement.sides as [Node, Node];
  const quotient = f.den.length > 1;
  let num = f.num;
  let den = f.den;
  // A constant denominator just scales the numerator.
  if (!quotient) {
    num = polyScale(num, div(rat(1), at(den, 0, 'denominator')));
    den = [rat(1)];
  }
  if (!num.length) return undefined;
  const n = signFactors(num);
  const d = signFactors(den);
  if (!n || !d) return undefined;
  const steps: string[] = [];
  const rightIsZero = rightNode.kind === 'num' && isZero(rightNode.value);
  if (!rightIsZero) {
    steps.push(
      `Pasá todo al primer miembro para comparar con cero (nunca multipliques en cruz por algo que tiene x: no sabés su signo): $${nodeTex(leftNode)} - ${minusTex(rightNode)} ${relationTex(relation)} 0$.`,
    );
  }
  const single = `\\frac{${polyTex(num)}}{${polyTex(den)}}`;
  if (quotient) {
    if (!rightIsZero || single !== nodeTex(leftNode))
      steps.push(`Operá hasta dejar una sola fracción: $${single} ${relationTex(relation)} 0$.`);
  }
  let final = relation;
  const constant = div(n.constant, d.constant);
  const factoredTex = quotient
    ? `\\frac{${productTex(n.factors)}}{${productTex(d.factors)}}`
    : productTex(n.factors);
  const typedFactored = rightIsZero && isZero(sub(constant, ONE)) && factoredTex === nodeTex(leftNode);
  if (!quotient && !typedFactored && (!rightIsZero || polyTex(num) !== nodeTex(leftNode))) {
    steps.push(`Operá y ordená: $${polyTex(num)} ${relationTex(relation)} 0$.`);
  }
  if (sign(constant) < 0) {
    final = FLIP[relation];
    steps.push(
      `Factorizá y sacá la constante $${ratTex(constant)}$ afuera; como es negativa, dividí por ella y **la desigualdad se invierte**: $${factoredTex} ${relationTex(final)} 0$.`,
    );
  } else if (isZero(sub(constant, ONE))) {
    const changed = factoredTex !== (quotient ? single : polyTex(num));
    if (changed && !typedFactored) steps.push(`Factorizá: $${factoredTex} ${relationTex(final)} 0$.`);
  } else {
    steps.push(
      `Factorizá; la constante $${ratTex(constant)}$ es positiva, así que dividir por ella no cambia la desigualdad: $${factoredTex} ${relationTex(final)} 0$.`,
    );
  }
  const table = signTable(
    n,
    d,
    final,
    (x) => evalPoly(num, x) / evalPoly(den, x) / value(constant),
    quotient,
  );
  const set = table.set;
  const restrictions = table.critical.filter((c) => c.denominator);
  if (restrictions.length) {
    steps.push(
      `El denominador no puede ser cero: $${restrictions.map((c) => `x \\neq ${c.point.tex}`).join(',\\ ')}$. Esos valores quedan afuera siempre.`,
    );
  }
  const positive = [...n.factors, ...d.factors].filter((factor) => !factor.root);
  if (positive.length) {
    steps.push(
      positive.length === 1
        ? `$${positive[0]?.tex}$ no tiene raíces reales (su discriminante es negativo): es siempre positivo y no cambia el signo.`
        : `${joinAnd(positive.map((factor) => `$${factor.tex}$`))} no tienen raíces reales: son siempre positivos y no cambian el signo.`,
    );
  }
  if (table.critical.length) {
    steps.push(
      table.critical.length === 1
        ? `El único valor crítico (donde un factor se anula) es $${table.critical[0]?.point.tex}$: parte la recta en 2 intervalos. Probá un valor de cada uno:`
        : `Los valores críticos (donde un factor se anula) son ${joinAnd(table.critical.map((c) => `$${c.point.tex}$`))}: parten la recta en ${table.critical.length + 1} intervalos. Probá un valor de cada uno:`,
    );
  }
  const zeros = table.critical.filter((c) => c.numerator && !c.denominator);
  const want = final === '<' || final === '≤' ? 'negativo' : 'positivo';
  const closing = !table.critical.length
    ? `No hay valores críticos: el signo es siempre el mismo, así que ${set.length ? 'cualquier x es solución' : 'ningún x es solución'}.`
    : isStrict(final)
      ? `Te quedás con los intervalos donde es ${want}; los valores críticos no entran porque ahí no es estrictamente ${want}.`
      : `Te quedás con los intervalos donde es ${want}${zeros.length ? ` y con ${joinAnd(zeros.map((c) => `$x = ${c.point.tex}$`))}, que ${zeros.length > 1 ? 'anulan' : 'anula'} el numerador (≥ y ≤ incluyen el cero)` : ''}${restrictions.length ? '; los que anulan el denominador, nunca' : ''}.`;
  const title = quotient
    ? 'Inecuación racional'
    : degree(num) === 2
      ? 'Inecuación cuadrática'
      : 'Inecuación polinómica';
  const check = verification(statement, set);
  return [
    `## ${title}`,
    '',
    `Resolvamos $${statementTex(statement)}$ con una tabla de signos.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    ...(table.critical.length ? table.lines : []),
    `${steps.length + 1}. ${closing}`,
    '',
    `**Solución: ${setWords(set)}**${set.length ? `, o sea S = ${setText(set)}` : ''}`,
    '',
    ...(check ? [check, ''] : []),
    quotient
      ? '¿Por qué no conviene multiplicar los dos miembros por el denominador, como harías en una ecuación?'
      : '¿Cómo se ve esta solución en el gráfico? Pensá dónde queda la curva por encima o por debajo del eje x.',
  ].join('\n');
}

/** An inequality without |…|, functions or x in an exponent, as its members' rational functions. */
function readInequalities(message: string): Statement[] {
  return findStatements(message).filter(
    (statement) =>
      statement.relations.length > 0 &&
      statement.relations.every((relation) => relation !== '=') &&
      statement.sides.some(hasX),
  );
}

const plain = (node: Node) =>
  !hasKind(node, 'abs') &&
  !hasKind(node, 'trig') &&
  !hasKind(node, 'log') &&
  !hasKind(node, 'sqrt') &&
  !hasKind(node, 'pi') &&
  !hasKind(node, 'e') &&
  !hasKind(node, 'deg') &&
  !hasExponential(node);

/**
 * «Sea P(x) = x² − 2x − 15. ¿Para qué x es P(x) < 0?»: one polynomial named in the statement, then compared;
 * the comparison is read with its formula in place of the name. Only a definition made of numbers, x and
 * operations, one name, and no other function named anywhere; else the message is read as written.
 */
export function withNamedFormula(message: string): string {
  const definitions = [
    ...message.matchAll(/\b([A-Za-z])\s*\(\s*x\s*\)\s*=\s*([^=<>≤≥?;:\n]+?)(?=,\s|\.\s|\.?$|;|\?|\n)/gu),
  ];
  const [definition] = definitions;
  if (definitions.length !== 1 || !definition) return message;
  const [whole, name, formula] = definition as unknown as [string, string, string];
  if (!/^[\d\sx+\-−–·*/^(),.²³⁴⁵]+$/u.test(formula) || !/x/.test(formula)) return message;
  const call = new RegExp(`\\b${name}\\s*\\(\\s*x\\s*\\)(?=\\s*(?:[<>≤≥]|<=|>=))`, 'gu');
  const rest = message.replace(whole, ' ');
  if (!call.test(rest)) return message;
  const read = rest.replace(call, `(${formula.trim()})`);
  return /\b[A-Za-z]\s*\(\s*x\s*\)/u.test(read) ? message : read;
}

/** A reply for a linear, polynomial or rational inequality, or undefined when the message holds none. */
export function solveInequality(message: string): string | undefined {
  const named = withNamedFormula(message);
  if (named !== message) return solveInequality(named);
  // «el mayor número entero que verifica…», «¿cuántos enteros…?»: a number made of the solution set, which
  // an option would be weighed against as if it were the set (x < −5 is no «−5»); read apart.
  if (/\b(?:enter[oa]s?|naturales?)\b/.test(foldText(withoutOptions(message)))) return integersAsked(message);
  const found = readInequalities(message);
  if (found.length !== 1) return undefined;
  const [statement] = found as [Statement];
  if (!statement.sides.every(plain)) return undefined;
  // "x > 3" on its own is a condition the statement gives ("si x > 3, …"), not an inequality to solve.
  const bare = (node: Node) => node.kind === 'x';
  if (statement.sides.length === 2 && statement.sides.some(bare) && !statement.sides.every(hasX))
    return undefined;
  return orNone(() => {
    const read = statement.sides.map(toRationalFunction);
    const functions = read.filter((f) => f !== undefined);
    if (functions.length !== read.length) return undefined;
    const [left, right] = functions as [RationalFunction, RationalFunction];
    if (statement.relations.length === 2) {
      const [r1, r2] = statement.relations as [Inequality, Inequality];
      const third = at(functions, 2, 'third member');
      const [loNode, midNode, hiNode] = statement.sides as [Node, Node, Node];
      if (hasX(loNode) || hasX(hiNode) || !hasX(midNode)) return undefined;
      if (left.den.length > 1 || right.den.length > 1 || third.den.length > 1) return undefined;
      const constantOf = (f: RationalFunction) => div(f.num[0] ?? rat(0), at(f.den, 0, 'denominator'));
      const middle = polyScale(right.num, div(rat(1), at(right.den, 0, 'denominator')));
      if (degree(middle) !== 1) return undefined;
      const ascending = (r: Inequality) => r === '<' || r === '≤';
      if (ascending(r1) !== ascending(r2)) return undefined;
      if (ascending(r1)) return doubleInequality(statement, middle, constantOf(left), constantOf(third));
      const reversed: Statement = {
        sides: [...statement.sides].reverse(),
        relations: [FLIP[r2], FLIP[r1]],
      };
      return doubleInequality(reversed, middle, constantOf(third), constantOf(left));
    }
    const [relation] = statement.relations;
    if (statement.relations.length !== 1 || !isInequality(relation)) return undefined;
    const polynomial = left.den.length === 1 && right.den.length === 1;
    if (polynomial) {
      const l = polyScale(left.num, div(rat(1), at(left.den, 0, 'denominator')));
      const r = polyScale(right.num, div(rat(1), at(right.den, 0, 'denominator')));
      if (Math.max(degree(l), degree(r)) <= 1) return linearInequality(statement, l, r, relation);
    }
    const difference = commonDenominator(left, right);
    if (degree(difference.num) > 6 || degree(difference.den) > 6) return undefined;
    return signInequality(statement, difference, relation);
  }, Inexact);
}

/** left − right over their least common denominator, with the denominator's leading coefficient positive. */
export function commonDenominator(left: RationalFunction, right: RationalFunction): RationalFunction {
  const shared = polyGcd(left.den, right.den);
  const leftTimes = polyDivide(right.den, shared).quotient;
  const rightTimes = polyDivide(left.den, shared).quotient;
  const num = polyAdd(polyMul(left.num, leftTimes), polyMul(right.num, rightTimes), -1);
  const den = polyMul(left.den, leftTimes);
  const { factor } = integerForm(den);
  const scale = sign(lead(den)) < 0 ? div(rat(-1), div(ONE, factor)) : div(ONE, div(ONE, factor));
  return { num: polyScale(num, scale), den: polyScale(den, scale) };
}

/** A bound of the reply's «S = …» as written there: an integer or a fraction, or ∞. */
function boundOf(text: string): number | undefined {
  if (/∞/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(text.trim());
  return m ? Number(m[1]) / Number(m[2] ?? 1) : undefined;
}

/**
 * «¿Cuántos números enteros verifican −3 ≤ 2x + 1 < 7?», «¿cuál es el mayor entero que la verifica?»: the
 * inequality solved as any other, then the integers of its solution set (bounded where they are asked).
 * Only a set written with integer or fractional bounds is read; one question about integers at a time.
 */
function integersAsked(message: string): string | undefined {
  const folded = foldText(withoutOptions(message));
  const count = /\bcuant[oa]s\s+(?:numeros\s+)?enteros\b/.test(folded);
  const greatest = /\bmayor\s+(?:numero\s+)?entero\b/.test(folded);
  const least = /\bmenor\s+(?:numero\s+)?entero\b/.test(folded);
  if ([count, greatest, least].filter(Boolean).length !== 1 || /\bnaturales?\b/.test(folded))
    return undefined;
  // With options, the set's own bounds (x < −3) would be weighed against them beside the integer (−4).
  if (withoutOptions(message).trim() !== message.trim()) return undefined;
  const solved = solveInequality(message.replace(/\b(?:enter[oa]s?)\b/giu, ''));
  const set = solved && /S = (.+)$/m.exec(solved)?.[1];
  if (!solved || !set) return undefined;
  const pieces = [...set.matchAll(/([[(])([^;[\]()]+);\s*([^;[\]()]+)([\])])/g)].map((m) => ({
    lo: boundOf(m[2] ?? ''),
    hi: boundOf(m[3] ?? ''),
    loClosed: m[1] === '[',
    hiClosed: m[4] === ']',
  }));
  if (!pieces.length || pieces.some((p) => p.lo === undefined || p.hi === undefined)) return undefined;
  const integers = (p: (typeof pieces)[number]) => {
    const lo = p.lo as number;
    const hi = p.hi as number;
    const first = Number.isInteger(lo) && !p.loClosed ? lo + 1 : Math.ceil(lo);
    const last = Number.isInteger(hi) && !p.hiClosed ? hi - 1 : Math.floor(hi);
    return { first, last };
  };
  let line: string;
  if (count) {
    if (pieces.some((p) => !Number.isFinite(p.lo as number) || !Number.isFinite(p.hi as number)))
      return undefined;
    const all = pieces.flatMap((p) => {
      const { first, last } = integers(p);
      return last < first ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
    });
    if (all.length > 40) return undefined;
    line = all.length
      ? `**Son ${all.length} enteros: ${all.map(String).join(', ')}**`
      : '**Ningún número entero la verifica (son 0).**';
  } else {
    const piece = greatest ? pieces.at(-1) : pieces[0];
    if (!piece) return undefined;
    const { first, last } = integers(piece);
    const value = greatest ? last : first;
    if (!Number.isFinite(value) || last < first) return undefined;
    line = `**${greatest ? 'El mayor' : 'El menor'} número entero que la verifica es ${value}**`;
  }
  // The set is a step here, unless it is asked too («resuélvala… y el mayor entero»): then both are stated.
  const setAsked = /conjunto solucion|intervalo|resuelv|resolv/.test(folded);
  const lines = solved
    .split('\n')
    .map((l) => (!setAsked && l.startsWith('**Solución:') ? l.replace(/\*\*/g, '') : l));
  const closing = lines.length - 1;
  return [...lines.slice(0, closing), line, '', lines[closing] ?? ''].join('\n');
}
