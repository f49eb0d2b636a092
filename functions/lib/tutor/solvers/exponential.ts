/**
 * Exponential and logarithmic equations: 2^(x+1) = 16 and 4^x = 8^(x−1) by writing both members as
 * powers of one base, 2^(x+1) + 2^x = 24 by a common factor, 4^x − 6·2^x + 8 = 0 by substitution, 3^x = 7
 * with logarithms; log2(x) + log2(x − 2) = 3 with the properties, the definition and the domain check.
 */

import { at } from '../../../../shared/lib/must.ts';
import { expressionOfUnknownAsked } from './asked-combination.ts';
import {
  add,
  coefAt,
  constPoly,
  degree,
  div,
  type Exact,
  equal,
  exactRat,
  factorRational,
  Inexact,
  isInt,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  polyAdd,
  polyMul,
  polyPow,
  polyScale,
  polyTex,
  power,
  quadraticRoots,
  type Rational,
  rat,
  ratTex,
  ratText,
  sign,
  sub,
  value,
  ZERO,
} from './exact.ts';
import { joinAnd } from './inequalities.ts';
import {
  evaluate,
  findStatements,
  hasExponential,
  hasKind,
  hasX,
  type Node,
  type Statement,
  statementTex,
  stripGroup,
  toRational,
  toRationalFunction,
} from './math-text.ts';
import { fmt, fmtResult } from './numbers.ts';
import { orNone } from './or-none.ts';
import { solveUnknownBase } from './unknown-base.ts';

class Unsupported extends Error {}

type Base = Rational | 'e';

type Term =
  | { kind: 'const'; c: Rational }
  | { kind: 'exp'; c: Rational; base: Base; exponent: Poly; joined?: boolean }
  | { kind: 'log'; c: Rational; base: Base; arg: Poly; argNode: Node };

const check = '✓';
const baseValue = (base: Base) => (base === 'e' ? Math.E : value(base));
const baseTex = (base: Base) =>
  base === 'e' ? 'e' : ratTex(base).startsWith('\\frac') ? `\\left(${ratTex(base)}\\right)` : ratTex(base);
const logTex = (base: Base) =>
  base === 'e' ? '\\ln' : equal(base, rat(10)) ? '\\log' : `\\log_{${ratTex(base)}}`;

function polynomialOf(node: Node): Poly {
  const f = toRationalFunction(node);
  if (f?.den.length !== 1) throw new Unsupported('not a polynomial');
  return polyScale(f.num, div(ONE, at(f.den, 0, 'denominator')));
}

/** The exact value of log_base(argument), when it is rational: log₂ 8 = 3, log 0,01 = -2. */
function exactLog(base: Base, argument: Rational): Rational | undefined {
  if (base === 'e') return equal(argument, ONE) ? ZERO : undefined;
  if (sign(argument) <= 0) return undefined;
  const primitive = primitiveBase(base);
  const target = asPowerOf(argument, primitive.root);
  if (!target) return undefined;
  return div(target, rat(primitive.power));
}

/** b as root^power with the smallest integer root > 1 (8 = 2³, 1/9 = 3^-2, 4/9 = (2/3)²). */
function primitiveBase(b: Rational): { root: Rational; power: number } {
  if (sign(b) <= 0 || equal(b, ONE)) throw new Unsupported('base');
  const flip = value(b) < 1;
  const above = flip ? div(ONE, b) : b;
  for (let k = 12; k >= 2; k--) {
    const n = Math.round(above.n ** (1 / k));
    const d = Math.round(above.d ** (1 / k));
    if (n ** k === above.n && d ** k === above.d) return { root: rat(n, d), power: flip ? -k : k };
  }
  return { root: above, power: flip ? -1 : 1 };
}

/** m with value = root^m for an integer m, when there is one. */
function asPowerOf(x: Rational, root: Rational): Rational | undefined {
  if (sign(x) <= 0) return undefined;
  for (let m = -40; m <= 40; m++) {
    try {
      if (equal(power(root, m), x)) return rat(m);
    } catch {
      // beyond the safe integers: not this one
    }
  }
  return undefined;
}

/**
 * 5^x · 5^(x − 2) = 5^(2x − 2), 3^(x+1) / 9^x = 3^(1 − x): a product or a quotient of two powers of one
 * base (or of powers of one number, 2 and 8) is one power, its exponents added or subtracted. Only a
 * single power on each side of the sign, whose exponents leave x in the result.
 */
function joinPowers(left: Term[], right: Term[], k: 1 | -1): Term {
  const [a] = left;
  const [b] = right;
  if (left.length !== 1 || right.length !== 1 || a?.kind !== 'exp' || b?.kind !== 'exp')
    throw new Unsupported(k === 1 ? 'product' : 'quotient');
  if (isZero(b.c)) throw new Unsupported('quotient');
  const c = k === 1 ? mul(a.c, b.c) : div(a.c, b.c);
  let base: Base;
  let exponent: Poly;
  if (a.base === 'e' || b.base === 'e') {
    if (a.base !== b.base) throw new Unsupported('powers of different bases');
    base = 'e';
    exponent = polyAdd(a.exponent, b.exponent, k);
  } else {
    const [pa, pb] = [primitiveBase(a.base), primitiveBase(b.base)];
    if (!equal(pa.root, pb.root)) throw new Unsupported('powers of different bases');
    const same = equal(a.base, b.base);
    base = same ? a.base : pa.root;
    exponent = same
      ? polyAdd(a.exponent, b.exponent, k)
      : polyAdd(polyScale(a.exponent, rat(pa.power)), polyScale(b.exponent, rat(pb.power)), k);
  }
  if (degree(exponent) !== 1) throw new Unsupported('exponent');
  return { kind: 'exp', c, base, exponent, joined: true };
}

function termsOf(node: Node, s = 1): Term[] {
  const scaled = (terms: Term[], k: Rational) => terms.map((t) => ({ ...t, c: mul(t.c, k) }));
  switch (node.kind) {
    case 'group':
      return termsOf(node.arg, s);
    case 'neg':
      return termsOf(node.arg, -s);
    case 'add':
      return [...termsOf(node.left, s), ...termsOf(node.right, node.op === '-' ? -s : s)];
    case 'mul': {
      const left = toRational(node.left);
      const right = toRational(node.right);
      if (left) return scaled(termsOf(node.right, s), left);
      if (right) return scaled(termsOf(node.left, s), right);
      return [joinPowers(termsOf(node.left, s), termsOf(node.right), 1)];
    }
    case 'div': {
      const divisor = toRational(node.right);
      if (divisor && !isZero(divisor)) return scaled(termsOf(node.left, s), div(ONE, divisor));
      // c / b^E = c · b^(-E)
      const numerator = toRational(node.left);
      const denominator = termsOf(node.right);
      if (numerator && denominator.length === 1 && denominator[0]?.kind === 'exp') {
        const only = denominator[0];
        return [
          { ...only, c: mul(rat(s), div(numerator, only.c)), exponent: polyScale(only.exponent, rat(-1)) },
        ];
      }
      return [joinPowers(termsOf(node.left, s), denominator, -1)];
    }
    case 'pow': {
      if (!hasX(node.exponent)) {
        const k = toRational(node.exponent);
        // (2^x)^(1/2), a root of a power: the exponents multiply.
        if (hasX(node.base)) {
          const inner = termsOf(node.base);
          const [only] = inner;
          if (!k || inner.length !== 1 || only?.kind !== 'exp' || !equal(only.c, ONE))
            throw new Unsupported('power of a sum');
          return [{ ...only, c: rat(s), exponent: polyScale(only.exponent, k) }];
        }
        const constant = toRational(node);
        if (constant) return [{ kind: 'const', c: mul(rat(s), constant) }];
        // 4^(1/3), an irrational number: kept as a power, to be written in the equation's base.
        const base = toRational(node.base);
        if (!k || !base || sign(base) <= 0 || equal(base, ONE)) throw new Unsupported('constant power');
        return [{ kind: 'exp', c: rat(s), base, exponent: constPoly(k) }];
      }
      const exponent = stripGroup(node.exponent);
      // 2^x + 1 could be 2^(x+1) typed without brackets, and 2^2x could be 2^(2x) or 2²·x: never guess.
      if (node.bare && !(exponent.kind === 'x' || (exponent.kind === 'neg' && exponent.arg.kind === 'x'))) {
        throw new Unsupported('bare exponent');
      }
      const base: Base | undefined = node.base.kind === 'e' ? 'e' : toRational(node.base);
      if (!base || (base !== 'e' && (sign(base) <= 0 || equal(base, ONE)))) throw new Unsupported('base');
      const poly = polynomialOf(node.exponent);
      if (degree(poly) !== 1) throw new Unsupported('exponent');
      return [{ kind: 'exp', c: rat(s), base, exponent: poly }];
    }
    case 'log': {
      if (node.base !== 'e' && (sign(node.base) <= 0 || equal(node.base, ONE))) throw new Unsupported('base');
      if (!hasX(node.arg)) {
        const argument = toRational(node.arg);
        if (!argument || sign(argument) <= 0) throw new Unsupported('log of a number');
        const exact = exactLog(node.base, argument);
        // log 9 stays a logarithm, to be combined with the others.
        if (!exact)
          return [{ kind: 'log', c: rat(s), base: node.base, arg: constPoly(argument), argNode: node.arg }];
        return [{ kind: 'const', c: mul(rat(s), exact) }];
      }
      const arg = polynomialOf(node.arg);
      if (degree(arg) > 2) throw new Unsupported('log argument');
      return [{ kind: 'log', c: rat(s), base: node.base, arg, argNode: node.arg }];
    }
    default: {
      if (hasX(node)) throw new Unsupported(node.kind);
      const constant = toRational(node);
      if (!constant) throw new Unsupported('constant');
      return [{ kind: 'const', c: mul(rat(s), constant) }];
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Exponential equations.

type ExpTerm = Extract<Term, { kind: 'exp' }>;

/** A linear exponent written for LaTeX: x + 1, 2x, -x. */
const exponentTex = (p: Poly) => polyTex(p);
const wrap = (tex: string) => (/[+-]/.test(tex.slice(1)) ? `(${tex})` : tex);
const powTex = (base: Base, exponent: Poly) => {
  const e = exponentTex(exponent);
  return `${baseTex(base)}^${e.length === 1 ? e : `{${e}}`}`;
};

function verifyLine(statement: Statement, x: number): string {
  const [left, right] = statement.sides.map((side) => evaluate(side, x)) as [number, number];
  return `con x ${fmtResult(x) === fmt(x, 4) ? '=' : '≈'} ${fmtResult(x)}, el primer miembro da ${fmtResult(left)} y el segundo ${fmtResult(right)}`;
}

function exponentialReply(statement: Statement, terms: Term[]): string | undefined {
  // Everything on the left: Σ c·b^E + K = 0.
  const exps = terms.filter((t): t is ExpTerm => t.kind === 'exp');
  const constant = terms.filter((t) => t.kind === 'const').reduce((acc, t) => add(acc, t.c), ZERO);
  const bases = exps.map((t) => t.base);
  const steps: string[] = [];
  const joined = exps.filter((t) => t.joined);
  if (joined.length)
    steps.push(
      `Potencias de igual base: al multiplicarlas se suman los exponentes y al dividirlas se restan ($a^m \\cdot a^n = a^{m+n}$, $a^m : a^n = a^{m-n}$); queda ${joined.map((t) => `$${isZero(sub(t.c, ONE)) ? '' : `${ratTex(t.c)} \\cdot `}${powTex(t.base, t.exponent)}$`).join(' y ')}.`,
    );
  const header = (title: string) => [`## ${title}`, '', `Resolvamos $${statementTex(statement)}$.`, ''];
  const rationalBases = bases.filter((b): b is Rational => b !== 'e');
  const family: { root: Base; power: number }[] | undefined =
    rationalBases.length === bases.length
      ? rationalBases.map(primitiveBase)
      : bases.every((b) => b === 'e')
        ? bases.map(() => ({ root: 'e' as const, power: 1 }))
        : undefined;
  const sameFamily = family?.every((f) =>
    f.root === 'e'
      ? family[0]?.root === 'e'
      : family[0]?.root !== 'e' && equal(f.root, family[0]?.root as Rational),
  );

  if (family && sameFamily) {
    const root = at(family, 0, 'base').root;
    // Each term as c·root^(power·E).
    const inRoot = exps.map((t, k) => ({
      c: t.c,
      exponent: polyScale(t.exponent, rat(at(family, k, 'base').power)),
    }));
    const rewritten = family.some((f) => f.power !== 1);
    const slopes = inRoot.map((t) => coefAt(t.exponent, 1));
    const distinct = slopes.filter((p, k) => slopes.findIndex((q) => equal(p, q)) === k);
    if (rewritten) {
      const originals = exps
        .filter((_, k) => at(family, k, 'base').power !== 1)
        .map(
          (t) =>
            `${ratTex(t.base as Rational)} = ${powTex(root, constPoly(rat(primitiveBase(t.base as Rational).power)))}`,
        );
      steps.push(
        `Escribí todas las potencias con la misma base, ${baseTex(root)}: $${[...new Set(originals)].join(',\\ ')}$, y una potencia de potencia multiplica los exponentes.`,
      );
    }
    if (distinct.length === 1) {
      // c1·r^(px + q1) + c2·r^(px + q2) + … = −K  →  r^(px)·Σ c·r^q = −K
      const p = at(distinct, 0, 'exponent slope');
      const single = inRoot.length === 1 ? inRoot[0] : undefined;
      let exponentPoly: Poly;
      let coefficient: Rational;
      if (single) {
        exponentPoly = single.exponent;
        coefficient = single.c;
      } else {
        if (root === 'e') throw new Unsupported('several powers of e');
        coefficient = inRoot.reduce((acc, t) => {
          const q = coefAt(t.exponent, 0);
          if (!isInt(q)) throw new Unsupported('fractional exponent');
          return add(acc, mul(t.c, power(root, q.n)));
        }, ZERO);
        exponentPoly = [ZERO, p];
        const xPower = polyTex(exponentPoly);
        const terms = inRoot.map((t) => {
          const q = coefAt(t.exponent, 0);
          return `${isZero(sub(t.c, ONE)) ? '' : `${ratTex(t.c)} \\cdot `}${baseTex(root)}^{${xPower}}${isZero(q) ? '' : ` \\cdot ${baseTex(root)}^{${ratTex(q)}}`}`;
        });
        steps.push(
          `Usá que $a^{m+n} = a^m \\cdot a^n$ y sacá factor común $${baseTex(root)}^{${xPower}}$: $${terms.join(' + ').replace(/\+ -/g, '- ')} = ${ratTex(neg(constant))}$, o sea $${ratTex(coefficient)} \\cdot ${baseTex(root)}^{${xPower}} = ${ratTex(neg(constant))}$.`,
        );
      }
      const value_ = div(neg(constant), coefficient);
      const expSide = statement.sides.find(hasExponential) as Node;
      const otherSide = statement.sides.find((side) => side !== expSide) as Node;
      const isolated = termsOf(expSide).length === 1 && !hasX(otherSide);
      if (single && !isolated) {
        steps.push(
          `Dejá sola la potencia en un miembro: $${powTex(root, exponentPoly)} = ${ratTex(value_)}$.`,
        );
      } else if (!isZero(sub(coefficient, ONE))) {
        steps.push(
          `Dividí por $${ratTex(coefficient)}$: $${powTex(root, exponentPoly)} = ${ratTex(value_)}$.`,
        );
      }
      if (sign(value_) <= 0) {
        steps.push(
          `Una potencia de base positiva nunca da ${sign(value_) < 0 ? 'un número negativo' : 'cero'}.`,
        );
        return [
          ...header('Ecuación exponencial'),
          ...steps.map((s, i) => `${i + 1}. ${s}`),
          '',
          '**La ecuación no tiene solución.**',
          '',
          '¿Qué valores puede tomar una potencia como 2^x? Pensá en su gráfico.',
        ].join('\n');
      }
      const m = root === 'e' ? (equal(value_, ONE) ? ZERO : undefined) : asPowerOf(value_, root);
      const a = coefAt(exponentPoly, 1);
      const b = coefAt(exponentPoly, 0);
      if (m) {
        steps.push(
          `Escribí el segundo miembro como potencia de ${baseTex(root)}: $${ratTex(value_)} = ${baseTex(root)}^{${ratTex(m)}}$, así que $${powTex(root, exponentPoly)} = ${baseTex(root)}^{${ratTex(m)}}$.`,
        );
        steps.push(
          `Si las bases son iguales, los exponentes también: $${exponentTex(exponentPoly)} = ${ratTex(m)}$.`,
        );
        const x = div(sub(m, b), a);
        if (!isZero(b) || !isZero(sub(a, ONE))) steps.push(`Despejá: $x = ${ratTex(x)}$.`);
        return [
          ...header('Ecuación exponencial'),
          ...steps.map((s, i) => `${i + 1}. ${s}`),
          '',
          `**Solución: x = ${ratText(x)}**`,
          '',
          `Verificación: ${verifyLine(statement, value(x))} ${check}`,
          '',
          '¿Por qué podés igualar los exponentes cuando las bases son iguales? Pensá si la función 2^x puede dar dos veces el mismo valor.',
        ].join('\n');
      }
      // No exact power: logarithms.
      const logValue = Math.log(value(value_)) / Math.log(baseValue(root));
      const x = (logValue - value(b)) / value(a);
      const logName =
        root === 'e' ? `\\ln ${ratTex(value_)}` : `\\log_{${ratTex(root as Rational)}} ${ratTex(value_)}`;
      steps.push(
        `${ratText(value_)} no es una potencia exacta de ${root === 'e' ? 'e' : ratText(root as Rational)}: aplicá logaritmo a los dos miembros. $${exponentTex(exponentPoly)} = ${logName}${root === 'e' ? '' : ` = \\frac{\\log ${ratTex(value_)}}{\\log ${ratTex(root as Rational)}}`} \\approx ${fmt(logValue, 4).replace(',', '{,}')}$.`,
      );
      if (!isZero(b) || !isZero(sub(a, ONE)))
        steps.push(`Despejá: $x \\approx ${fmt(x, 4).replace(',', '{,}')}$.`);
      return [
        ...header('Ecuación exponencial'),
        ...steps.map((s, i) => `${i + 1}. ${s}`),
        '',
        `**Solución: x ≈ ${fmtResult(x)}**`,
        '',
        `Verificación: ${verifyLine(statement, x)} ${check}`,
        '',
        '¿Por qué tomar logaritmo "baja" el exponente? Acordate de la propiedad log(a^n) = n·log(a).',
      ].join('\n');
    }
    if (distinct.length === 2 && root !== 'e') {
      const [p1, p2] = distinct as [Rational, Rational];
      const [big, small] = value(p1) > value(p2) ? [p1, p2] : [p2, p1];
      if (equal(big, mul(rat(2), small)))
        return substitution(statement, steps, inRoot, root, small, constant);
      if (isZero(constant) && inRoot.length === 2) return twoPowers(statement, steps, inRoot, root);
    }
    return undefined;
  }
  // Different bases: r1^E1 = r2^E2 with logarithms.
  if (exps.length === 2 && isZero(constant) && bases.every((b) => b !== 'e')) {
    const [first, second] = exps as [ExpTerm, ExpTerm];
    // c1·b1^E1 + c2·b2^E2 = 0 → c1·b1^E1 = −c2·b2^E2
    const c1 = first.c;
    const c2 = neg(second.c);
    if (sign(c1) * sign(c2) <= 0) return undefined;
    const l1 = Math.log(baseValue(first.base));
    const l2 = Math.log(baseValue(second.base));
    // E1·log b1 + log c1 = E2·log b2 + log c2
    const a = value(coefAt(first.exponent, 1)) * l1 - value(coefAt(second.exponent, 1)) * l2;
    const k =
      value(coefAt(second.exponent, 0)) * l2 +
      Math.log(value(c2)) -
      value(coefAt(first.exponent, 0)) * l1 -
      Math.log(value(c1));
    if (Math.abs(a) < 1e-12) return undefined;
    const x = k / a;
    steps.push(
      `Las bases ${ratText(first.base as Rational)} y ${ratText(second.base as Rational)} no son potencias de un mismo número: aplicá logaritmo a los dos miembros y bajá los exponentes, $${wrap(exponentTex(first.exponent))} \\log ${ratTex(first.base as Rational)} = ${wrap(exponentTex(second.exponent))} \\log ${ratTex(second.base as Rational)}${equal(c1, ONE) && equal(c2, ONE) ? '' : ' + \\dots'}$.`,
    );
    steps.push(
      `Es una ecuación lineal en x: agrupá los términos con x y despejá, $x \\approx ${fmt(x, 4).replace(',', '{,}')}$.`,
    );
    return [
      ...header('Ecuación exponencial'),
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `**Solución: x ≈ ${fmtResult(x)}**`,
      '',
      `Verificación: ${verifyLine(statement, x)} ${check}`,
      '',
      '¿Por qué no se pueden igualar los exponentes directamente cuando las bases son distintas?',
    ].join('\n');
  }
  return undefined;
}

/** a·r^(2px) + b·r^(px) + c = 0 with u = r^(px): a quadratic in u. */
function substitution(
  statement: Statement,
  steps: string[],
  inRoot: { c: Rational; exponent: Poly }[],
  root: Rational,
  p: Rational,
  constant: Rational,
): string | undefined {
  let a = ZERO;
  let b = ZERO;
  for (const t of inRoot) {
    const q = coefAt(t.exponent, 0);
    if (!isInt(q)) return undefined;
    const k = mul(t.c, power(root, q.n));
    if (equal(coefAt(t.exponent, 1), p)) b = add(b, k);
    else a = add(a, k);
  }
  const u = `${baseTex(root)}^{${polyTex([ZERO, p])}}`;
  const quadratic: Poly = [constant, b, a];
  steps.push(
    `Como $${baseTex(root)}^{${polyTex([ZERO, mul(rat(2), p)])}} = (${u})^2$, llamá $u = ${u}$ (con u > 0): queda $${polyTex(quadratic, 'u')} = 0$.`,
  );
  const { roots } = quadraticRoots(quadratic);
  if (roots.length === 0) {
    steps.push('Esa cuadrática no tiene raíces reales.');
    return [
      `## Ecuación exponencial`,
      '',
      `Resolvamos $${statementTex(statement)}$.`,
      '',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      '**La ecuación no tiene solución.**',
      '',
      '¿Qué valores puede tomar u?',
    ].join('\n');
  }
  steps.push(`Resolvé la cuadrática en u: ${joinAnd(roots.map((r) => `$u = ${r.tex}$`))}.`);
  const solutions: { x: Exact; approx: boolean }[] = [];
  for (const r of roots) {
    if (r.value <= 0) {
      steps.push(`$u = ${r.tex}$ no sirve: $${u}$ siempre es positivo.`);
      continue;
    }
    const rational = /\\sqrt/.test(r.tex) ? undefined : fromExact(r);
    const m = rational && asPowerOf(rational, root);
    if (m) {
      const x = div(m, p);
      steps.push(
        equal(p, ONE)
          ? `$${u} = ${r.tex} = ${baseTex(root)}^{${ratTex(m)}}$, así que $x = ${ratTex(x)}$.`
          : `$${u} = ${r.tex} = ${baseTex(root)}^{${ratTex(m)}}$, así que $${polyTex([ZERO, p])} = ${ratTex(m)}$ y $x = ${ratTex(x)}$.`,
      );
      solutions.push({ x: exactRat(x), approx: false });
    } else {
      const x = Math.log(r.value) / Math.log(value(root)) / value(p);
      steps.push(`$${u} = ${r.tex}$: con logaritmos, $x \\approx ${fmt(x, 4).replace(',', '{,}')}$.`);
      solutions.push({ x: { value: x, tex: fmt(x, 4), text: fmtResult(x) }, approx: true });
    }
  }
  const result =
    solutions.length === 0
      ? '**La ecuación no tiene solución.**'
      : `**${solutions.length === 1 ? 'Solución' : 'Soluciones'}: ${joinAnd(solutions.map((s) => `x ${s.approx ? '≈' : '='} ${s.x.text}`))}**`;
  return [
    '## Ecuación exponencial (por sustitución)',
    '',
    `Resolvamos $${statementTex(statement)}$.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    result,
    '',
    ...(solutions.length
      ? [`Verificación: ${solutions.map((s) => verifyLine(statement, s.x.value)).join('; ')} ${check}`, '']
      : []),
    '¿Por qué se descarta un valor negativo de u?',
  ].join('\n');
}

function fromExact(x: Exact): Rational | undefined {
  const match = /^(-?\d+)(?:\/(\d+))?$/.exec(x.text);
  return match ? rat(Number(match[1]), Number(match[2] ?? 1)) : undefined;
}

/** c1·r^E1 = c2·r^E2 (different slopes): r^(E1 − E2) = c2/c1. */
function twoPowers(
  statement: Statement,
  steps: string[],
  inRoot: { c: Rational; exponent: Poly }[],
  root: Rational,
): string | undefined {
  const [first, second] = inRoot as [{ c: Rational; exponent: Poly }, { c: Rational; exponent: Poly }];
  const ratio = div(neg(second.c), first.c);
  const exponent = polyAdd(first.exponent, second.exponent, -1);
  const left = `${baseTex(root)}^{${polyTex(first.exponent)}}`;
  const right = `${baseTex(root)}^{${polyTex(second.exponent)}}`;
  if (!equal(ratio, ONE)) return undefined;
  steps.push(
    `Queda $${left} = ${right}$: si las bases son iguales, los exponentes también, $${polyTex(first.exponent)} = ${polyTex(second.exponent)}$.`,
  );
  const a = coefAt(exponent, 1);
  const x = div(neg(coefAt(exponent, 0)), a);
  steps.push(
    `Despejá: $${polyTex([ZERO, a])} = ${ratTex(neg(coefAt(exponent, 0)))}$, así que $x = ${ratTex(x)}$.`,
  );
  return [
    '## Ecuación exponencial',
    '',
    `Resolvamos $${statementTex(statement)}$.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**Solución: x = ${ratText(x)}**`,
    '',
    `Verificación: ${verifyLine(statement, value(x))} ${check}`,
    '',
    '¿Por qué conviene escribir todo con la base más chica posible?',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Logarithmic equations.

type LogTerm = Extract<Term, { kind: 'log' }>;

function domainTex(arg: Poly): string {
  if (polyTex(arg) === 'x') return 'x > 0';
  if (degree(arg) === 1) {
    const a = coefAt(arg, 1);
    const bound = div(neg(coefAt(arg, 0)), a);
    return `${polyTex(arg)} > 0 \\Rightarrow x ${sign(a) > 0 ? '>' : '<'} ${ratTex(bound)}`;
  }
  return `${polyTex(arg)} > 0`;
}

/**
 * Logarithms in bases that are powers of one number (log₂ x + log₄ x) written in that number's base,
 * log_{b^p} A = (1/p)·log_b A, and the equation multiplied so that every coefficient is an integer.
 */
function sameBase(terms: Term[]): { terms: Term[]; steps: string[] } | undefined {
  const logs = terms.filter((t): t is LogTerm => t.kind === 'log');
  const first = logs[0]?.base as Base;
  const steps: string[] = [];
  let out = terms;
  if (!logs.every((t) => (t.base === 'e' ? first === 'e' : first !== 'e' && equal(t.base, first)))) {
    if (logs.some((t) => t.base === 'e')) return undefined;
    const primitives = logs.map((t) => primitiveBase(t.base as Rational));
    const root = at(primitives, 0, 'base').root;
    if (!primitives.every((p) => equal(p.root, root))) return undefined;
    const changed = new Map<string, string>();
    out = terms.map((t) => {
      if (t.kind !== 'log' || t.base === 'e') return t;
      const { power: p } = primitiveBase(t.base);
      if (p !== 1)
        changed.set(
          ratText(t.base),
          `\\log_{${ratTex(t.base)}} A = \\frac{1}{${p}} \\log_{${ratTex(root)}} A`,
        );
      return { ...t, c: div(t.c, rat(p)), base: root };
    });
    // The same argument twice (log₂ x + ½ log₂ x) is one term: (3/2)·log₂ x.
    const merged: Term[] = [];
    for (const t of out) {
      const twin = merged.find(
        (u): u is LogTerm => u.kind === 'log' && t.kind === 'log' && polyAdd(u.arg, t.arg, -1).length === 0,
      );
      if (twin && t.kind === 'log') twin.c = add(twin.c, t.c);
      else merged.push({ ...t });
    }
    out = merged.filter((t) => t.kind !== 'log' || !isZero(t.c));
    steps.push(
      `Las bases son potencias de ${ratTex(root)}: pasá todo a base ${ratTex(root)} con $\\log_{b^p} A = \\frac{1}{p} \\log_b A$ (${[...changed.values()].map((c) => `$${c}$`).join(', ')}).`,
    );
  }
  const denominators = out.filter((t) => t.kind === 'log').map((t) => t.c.d);
  const m = denominators.reduce((acc, d) => (acc * d) / gcdOf(acc, d), 1);
  if (m !== 1) {
    out = out.map((t) => ({ ...t, c: mul(t.c, rat(m)) }));
    steps.push(
      `Multiplicá toda la ecuación por ${m} para que los coeficientes de los logaritmos sean enteros.`,
    );
  }
  return { terms: out, steps };
}

const gcdOf = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdOf(b, a % b));

function logarithmicReply(statement: Statement, typed: Term[]): string | undefined {
  const normalized = sameBase(typed);
  if (!normalized) return undefined;
  const terms = normalized.terms;
  const logs = terms.filter((t): t is LogTerm => t.kind === 'log');
  const base = logs[0]?.base as Base;
  if (!logs.every((t) => (t.base === 'e' ? base === 'e' : base !== 'e' && equal(t.base, base))))
    return undefined;
  if (!logs.every((t) => isInt(t.c))) return undefined;
  // Σ c·log(A) + K = 0  →  Σ c·log(A) = −K
  const k = neg(terms.filter((t) => t.kind === 'const').reduce((acc, t) => add(acc, t.c), ZERO));
  const steps: string[] = [...normalized.steps];
  const unique = logs.filter(
    (t, i) => degree(t.arg) >= 1 && logs.findIndex((u) => polyAdd(u.arg, t.arg, -1).length === 0) === i,
  );
  steps.push(
    `Dominio: el argumento de un logaritmo tiene que ser positivo. ${unique.map((t) => `$${domainTex(t.arg)}$`).join('; ')}.`,
  );
  const positive = logs.filter((t) => sign(t.c) > 0);
  const negative = logs.filter((t) => sign(t.c) < 0);
  const factorTex = (t: LogTerm, exponent: number) => {
    const body = polyTex(t.arg);
    const wrapped = /[+-]/.test(body.slice(1)) || (exponent > 1 && body.length > 1) ? `(${body})` : body;
    return exponent > 1 ? `${wrapped}^{${exponent}}` : wrapped;
  };
  const productTex = (list: LogTerm[]) => {
    if (list.length === 0) return '1';
    const [only] = list as [LogTerm];
    if (list.length === 1 && Math.abs(only.c.n) === 1) return polyTex(only.arg);
    return list.map((t) => factorTex(t, Math.abs(t.c.n))).join(' \\cdot ');
  };
  const combinedTex =
    negative.length === 0 ? productTex(positive) : `\\frac{${productTex(positive)}}{${productTex(negative)}}`;
  const name = logTex(base);
  const oneEachSide =
    logs.length === 2 &&
    isZero(k) &&
    positive.length === 1 &&
    negative.length === 1 &&
    equal(positive[0]?.c as Rational, ONE) &&
    equal(negative[0]?.c as Rational, rat(-1));
  let lhs: Poly;
  let rhs: Poly;
  const numerator = positive.reduce<Poly>((acc, t) => polyMul(acc, polyPow(t.arg, t.c.n)), [ONE]);
  const denominator = negative.reduce<Poly>((acc, t) => polyMul(acc, polyPow(t.arg, -t.c.n)), [ONE]);
  if (oneEachSide) {
    steps.push(
      `Si dos logaritmos de la misma base son iguales, sus argumentos también: $${polyTex(numerator)} = ${polyTex(denominator)}$.`,
    );
    lhs = numerator;
    rhs = denominator;
  } else {
    if (logs.length > 1 || !equal(logs[0]?.c as Rational, ONE)) {
      steps.push(
        `Juntá los logaritmos con las propiedades (la suma de logaritmos es el logaritmo del producto, la resta el del cociente y $n \\log A = \\log A^n$): $${name}\\left(${combinedTex}\\right) = ${ratTex(k)}$.`,
      );
    }
    // e^0 = 1 is the one power of e that is exact: ln(A) = 0 is solved like any integer power below.
    if (!isInt(k) || (base === 'e' && !isZero(k))) {
      // b^k is not rational: only a single argument can be solved, approximately.
      const [only] = logs;
      if (!only || logs.length !== 1 || degree(only.arg) !== 1) return undefined;
      const target = baseValue(base) ** (value(k) / value(only.c));
      const a = value(coefAt(only.arg, 1));
      const x = (target - value(coefAt(only.arg, 0))) / a;
      steps.push(
        `Por definición de logaritmo, $${name} A = k \\iff A = ${base === 'e' ? 'e' : ratTex(base)}^{k}$: $${polyTex(only.arg)} = ${base === 'e' ? 'e' : ratTex(base)}^{${ratTex(div(k, only.c))}} \\approx ${fmt(target, 4).replace(',', '{,}')}$.`,
      );
      if (polyTex(only.arg) !== 'x') steps.push(`Despejá: $x \\approx ${fmt(x, 4).replace(',', '{,}')}$.`);
      const inDomain = a * x + value(coefAt(only.arg, 0)) > 0;
      return [
        '## Ecuación logarítmica',
        '',
        `Resolvamos $${statementTex(statement)}$.`,
        '',
        ...steps.map((s, i) => `${i + 1}. ${s}`),
        '',
        inDomain
          ? `**Solución: x ≈ ${fmtResult(x)}**`
          : '**La ecuación no tiene solución** (el candidato queda fuera del dominio).',
        '',
        '¿Qué número es e y por qué el logaritmo natural se escribe ln?',
      ].join('\n');
    }
    const bk = base === 'e' ? ONE : power(base, k.n);
    const bTex = base === 'e' ? 'e' : ratTex(base);
    steps.push(
      `Por definición de logaritmo, $${name} A = k \\iff A = ${bTex}^{k}$: $${combinedTex} = ${bTex}^{${ratTex(k)}} = ${ratTex(bk)}$.`,
    );
    lhs = numerator;
    rhs = polyScale(denominator, bk);
  }
  const equation = polyAdd(lhs, rhs, -1);
  if (!equation.length) return undefined;
  if (degree(equation) > 4) return undefined;
  const candidates: Exact[] = [];
  if (degree(equation) === 0) {
    steps.push('Queda una igualdad falsa: no hay ningún x que la cumpla.');
  } else if (degree(equation) === 1) {
    const x = div(neg(coefAt(equation, 0)), coefAt(equation, 1));
    if (degree(lhs) > 1 || degree(rhs) > 1) steps.push(`Operá: $${polyTex(equation)} = 0$.`);
    steps.push(`Despejá: $x = ${ratTex(x)}$.`);
    candidates.push(exactRat(x));
  } else {
    steps.push(`Pasá todo a un miembro: $${polyTex(equation)} = 0$.`);
    const { linear, rest } = factorRational(equation);
    const found = linear.map((f) => exactRat(f.root));
    if (degree(rest) === 2) found.push(...quadraticRoots(rest).roots);
    else if (degree(rest) > 2) return undefined;
    found.sort((p, q) => p.value - q.value);
    steps.push(
      found.length
        ? `Resolvé (con la resolvente o factorizando): ${joinAnd(found.map((r) => `$x = ${r.tex}$`))}.`
        : 'Esa ecuación no tiene raíces reales.',
    );
    candidates.push(...found);
  }
  const valid: Exact[] = [];
  for (const candidate of candidates) {
    const bad = unique.find((t) => evalPolyNumber(t.arg, candidate.value) <= 1e-12);
    if (bad) {
      steps.push(
        `Controlá el dominio: con $x = ${candidate.tex}$, $${polyTex(bad.arg)} = ${fmt(evalPolyNumber(bad.arg, candidate.value), 4)}$, que no es positivo: **se descarta**.`,
      );
    } else valid.push(candidate);
  }
  if (valid.length && valid.length === candidates.length) {
    steps.push(
      `Controlá el dominio: ${valid.length === 1 ? 'el valor cumple' : 'los valores cumplen'} todas las condiciones ${check}`,
    );
  }
  const result =
    valid.length === 0
      ? '**La ecuación no tiene solución.**'
      : `**${valid.length === 1 ? 'Solución' : 'Soluciones'}: ${joinAnd(valid.map((v) => `x = ${v.text}`))}**`;
  return [
    '## Ecuación logarítmica',
    '',
    `Resolvamos $${statementTex(statement)}$.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    result,
    '',
    ...(valid.length
      ? [`Verificación: ${valid.map((v) => verifyLine(statement, v.value)).join('; ')} ${check}`, '']
      : []),
    candidates.length > valid.length
      ? '¿Por qué aparece una solución que después hay que descartar? Pensá en qué paso se "perdió" el dominio.'
      : '¿Por qué el argumento de un logaritmo tiene que ser positivo?',
  ].join('\n');
}

const evalPolyNumber = (p: Poly, x: number) => p.reduceRight((acc, c) => acc * x + value(c), 0);

const unsupportedKinds = (node: Node) =>
  hasKind(node, 'trig') ||
  hasKind(node, 'abs') ||
  hasKind(node, 'deg') ||
  hasKind(node, 'pi') ||
  hasKind(node, 'sqrt');

/** A reply for an exponential or logarithmic equation in x, or undefined when the message holds none. */
/** A base said in words, as exams write it: «log en base 2 de (x − 3)» → log_2 (x − 3). */
export const logBaseInWords = (message: string) =>
  message.replace(/\blog(?:aritmo)?\s+en\s+base\s+(\d+)\s+de\s*/giu, 'log_$1 ');

/** The close of the bracket opened at `open`, or −1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    if (text[k] === '(') depth++;
    else if (text[k] === ')' && --depth === 0) return k;
  }
  return -1;
}

/**
 * Roots as fractional powers, for an equation with a power of x: √(2^x) → (2^x)^(1/2), ∛4 → 4^(1/3),
 * «raíz cúbica de 4» → 4^(1/3). Only a bracket or a number under the root; anything else stays.
 */
export function rootsAsPowers(message: string): string {
  if (!/\^\s*\(?[^)]*x/.test(message)) return message;
  let text = message
    .replace(/\bra[ií]z\s+c[uú]bica\s+de\s*/giu, '∛')
    .replace(/\bra[ií]z\s+cuadrada\s+de\s*/giu, '√');
  for (let guard = 0; guard < 6; guard++) {
    const m = /([√∛∜])\s*(\(|\d+(?:[.,]\d+)?)/.exec(text);
    if (!m) break;
    const index = m[1] === '√' ? 2 : m[1] === '∛' ? 3 : 4;
    const start = m.index + m[0].length - (m[2] ?? '').length;
    const end = m[2] === '(' ? closing(text, start) : start + (m[2] ?? '').length - 1;
    if (end < 0) return message;
    const radicand = text.slice(start, end + 1);
    text = `${text.slice(0, m.index)}(${radicand})^(1/${index})${text.slice(end + 1)}`;
  }
  return text;
}

export function solveExponentialLog(message: string): string | undefined {
  // «Si 2^(x+1) = 16, x² vale:»: an expression of the unknown, not the unknown.
  if (expressionOfUnknownAsked(message)) return undefined;
  const unknownBase = solveUnknownBase(message);
  if (unknownBase) return unknownBase;
  const found = findStatements(squaredLogs(rootsAsPowers(logBaseInWords(message)))).filter(
    (statement) =>
      statement.relations.length === 1 &&
      statement.relations[0] === '=' &&
      statement.sides.some((side) => hasExponential(side) || some(side)),
  );
  if (found.length !== 1) return undefined;
  const [statement] = found as [Statement];
  if (statement.sides.some(unsupportedKinds)) return undefined;
  // «f(x) = −3·2^(x+1) + 4» defines a function (read as «(x) = …»): it is no equation in x.
  if (
    statement.sides.some((side) => side.kind === 'group' && stripGroup(side).kind === 'x') &&
    /\b[a-zA-Z]\s*\(\s*x\s*\)\s*=/.test(message)
  )
    return undefined;
  // With one power only, "2^x + 1" may well be 2^(x+1) without brackets; with several, each is typed alike.
  const powers = statement.sides.reduce((count, side) => count + countPowers(side), 0);
  if (powers === 1 && statement.sides.some(ambiguousPower)) return undefined;
  return orNone(
    () => {
      const substituted = logSubstitution(statement);
      if (substituted) return substituted;
      const [left, right] = statement.sides as [Node, Node];
      const terms = [...termsOf(left), ...termsOf(right, -1)];
      const hasLog = terms.some((t) => t.kind === 'log');
      const hasExp = terms.some((t) => t.kind === 'exp');
      if (hasLog === hasExp) return undefined;
      return hasExp ? exponentialReply(statement, terms) : logarithmicReply(statement, terms);
    },
    Unsupported,
    Inexact,
  );
}

/** b^x typed right before "+ k" or "- k": 2^x + 1 could be 2^(x+1) without its brackets. */
function endsWithBarePower(node: Node): boolean {
  if (node.kind === 'pow') return node.bare && hasX(node.exponent);
  if (node.kind === 'add' || node.kind === 'mul') return endsWithBarePower(node.right);
  if (node.kind === 'neg') return endsWithBarePower(node.arg);
  return false;
}

function ambiguousPower(node: Node): boolean {
  if (node.kind === 'add' && endsWithBarePower(node.left) && !hasX(node.right)) return true;
  switch (node.kind) {
    case 'add':
    case 'mul':
    case 'div':
      return ambiguousPower(node.left) || ambiguousPower(node.right);
    case 'neg':
    case 'group':
      return ambiguousPower(node.arg);
    default:
      return false;
  }
}

function countPowers(node: Node): number {
  if (node.kind === 'pow') return hasX(node.exponent) ? 1 : 0;
  if (node.kind === 'add' || node.kind === 'mul' || node.kind === 'div')
    return countPowers(node.left) + countPowers(node.right);
  if (node.kind === 'neg' || node.kind === 'group') return countPowers(node.arg);
  return 0;
}

/** A logarithm of something with x. */
function some(node: Node): boolean {
  return hasKind(node, 'log') && hasX(node);
}

/** «log₂² x», «log²(x)», «ln² x»: the logarithm squared, written as (log₂ x)² for the reading. */
function squaredLogs(text: string): string {
  return text.replace(
    /\b(log|ln)\s*([₀-₉]+|_\s*\d+)?\s*(?:²|\^\s*2)\s*(\(\s*x\s*\)|x\b)/g,
    (_, name: string, base: string | undefined, argument: string) => `(${name}${base ?? ''} ${argument})²`,
  );
}

/** The node with each log_b x replaced by the unknown u; undefined when x stands outside a logarithm. */
function logsAsUnknown(node: Node, base: { value?: Rational }): Node | undefined {
  switch (node.kind) {
    case 'log': {
      if (node.base === 'e' || stripGroup(node.arg).kind !== 'x') return undefined;
      if (base.value && !equal(base.value, node.base)) return undefined;
      base.value = node.base;
      return { kind: 'x' };
    }
    case 'x':
      return undefined;
    case 'num':
      return node;
    case 'neg':
    case 'group': {
      const arg = logsAsUnknown(node.arg, base);
      return arg && { ...node, arg };
    }
    case 'add':
    case 'mul':
    case 'div': {
      const [left, right] = [logsAsUnknown(node.left, base), logsAsUnknown(node.right, base)];
      return left && right ? ({ ...node, left, right } as Node) : undefined;
    }
    case 'pow': {
      if (hasX(node.exponent)) return undefined;
      const b = logsAsUnknown(node.base, base);
      return b && { ...node, base: b };
    }
    default:
      return undefined;
  }
}

/**
 * «(log₂ x)² − 3 log₂ x + 2 = 0»: with u = log_b x a quadratic in u; each u gives x = bᵘ (whole u only,
 * so that x is exact), checked positive and put back. Undefined when it is not that kind.
 */
function logSubstitution(statement: Statement): string | undefined {
  const [left, right] = statement.sides as [Node, Node];
  const logs = (node: Node): number =>
    node.kind === 'log'
      ? 1
      : 'arg' in node && typeof node.arg === 'object'
        ? logs(node.arg)
        : 'left' in node
          ? logs(node.left) + logs(node.right)
          : node.kind === 'pow'
            ? logs(node.base) + logs(node.exponent)
            : 0;
  if (logs(left) + logs(right) < 1 || (!hasKind(left, 'pow') && !hasKind(right, 'pow'))) return undefined;
  const base: { value?: Rational } = {};
  const [l, r] = [logsAsUnknown(left, base), logsAsUnknown(right, base)];
  const b = base.value;
  if (!l || !r || !b || !(value(b) > 0) || equal(b, ONE)) return undefined;
  const [fl, fr] = [toRationalFunction(l), toRationalFunction(r)];
  if (!fl || !fr || fl.den.length !== 1 || fr.den.length !== 1) return undefined;
  const [dl, dr] = [at(fl.den, 0, 'left denominator'), at(fr.den, 0, 'right denominator')];
  const length = Math.max(fl.num.length, fr.num.length);
  const poly = Array.from({ length }, (_, i) => sub(div(fl.num[i] ?? ZERO, dl), div(fr.num[i] ?? ZERO, dr)));
  if (degree(poly) !== 2) return undefined;
  const { roots } = quadraticRoots(poly);
  const us = roots.map(fromExact).filter((u): u is Rational => u !== undefined && isInt(u));
  if (!roots.length || us.length !== roots.length) return undefined;
  const xs = us.map((u) => power(b, u.n));
  // The check: each x is positive and its logarithm is the u found, which solves the quadratic.
  for (const [i, x] of xs.entries()) {
    const u = at(us, i, 'root');
    if (!(value(x) > 0) || Math.abs(Math.log(value(x)) / Math.log(value(b)) - value(u)) > 1e-9)
      return undefined;
    if (!isZero(poly.reduceRight((acc, c) => add(mul(acc, u), c), ZERO))) return undefined;
  }
  const bText = ratText(b);
  const logTex = bText === '10' ? '\\log x' : `\\log_{${ratTex(b)}} x`;
  return [
    '## Ecuación logarítmica (por sustitución)',
    '',
    `Resolvamos $${statementTex(statement)}$.`,
    '',
    `1. Dominio: x > 0. Llamá $u = ${logTex}$: la ecuación queda $${polyTex(poly).replace(/x/g, 'u')} = 0$.`,
    `2. Con la resolvente: ${us.map((u) => `u = ${ratTex(u)}`).join(' o ')}.`,
    `3. Volvé a x con la definición de logaritmo, $x = ${ratTex(b)}^u$: ${xs.map((x, i) => `$x = ${ratTex(b)}^{${ratTex(at(us, i, 'root'))}} = ${ratTex(x)}$`).join(' y ')}; ${xs.length > 1 ? 'las dos son positivas' : 'es positiva'}, están en el dominio ✓`,
    '',
    `**Soluciones: ${joinAnd(xs.map((x) => `x = ${ratText(x)}`))}**`,
    '',
    '¿Por qué conviene el cambio de variable cuando el logaritmo aparece al cuadrado?',
  ].join('\n');
}
