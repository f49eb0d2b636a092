import { foldText } from '../text.ts';
/**
 * Equations with one square root of x (irrational equations): «Resolvé √(x + 3) = x − 3», «√(2x + 1) = 3»,
 * «√(x + 5) + 1 = x». The root is isolated, both members squared, the polynomial equation solved, and every
 * candidate put back in the original: squaring adds solutions, and those are discarded by name.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  degree,
  div,
  type Exact,
  exactRat,
  isZero,
  mul,
  neg,
  type Poly,
  polyAdd,
  polyMul,
  polyTex,
  quadraticRoots,
  type Rational,
  trim,
} from './exact.ts';
import {
  evaluate,
  findStatements,
  hasKind,
  hasX,
  type Node,
  nodeTex,
  stripGroup,
  toRational,
  toRationalFunction,
} from './math-text.ts';
import { fmt } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** A polynomial of a tree without roots, or undefined. */
function polyOf(node: Node): Poly | undefined {
  if (hasKind(node, 'sqrt')) return undefined;
  const f = toRationalFunction(node);
  const [den, ...more] = f?.den ?? [];
  if (!f || !den || more.length) return undefined;
  return trim(f.num.map((c) => div(c, den)));
}

/** The member as a·√(P) + b with a, b numbers: the root's radicand and its place. */
function rootMember(node: Node): { a: Rational; b: Rational; radicand: Poly } | undefined {
  const n = stripGroup(node);
  if (n.kind === 'sqrt') {
    const radicand = polyOf(n.arg);
    return radicand && hasX(n.arg) ? { a: { n: 1, d: 1 }, b: { n: 0, d: 1 }, radicand } : undefined;
  }
  if (n.kind === 'mul') {
    const k = toRational(n.left);
    const inner = k ? rootMember(n.right) : undefined;
    return k && inner && isZero(inner.b) ? { ...inner, a: mul(k, inner.a) } : undefined;
  }
  if (n.kind === 'neg') {
    const inner = rootMember(n.arg);
    return inner ? { a: neg(inner.a), b: neg(inner.b), radicand: inner.radicand } : undefined;
  }
  if (n.kind === 'add') {
    const rootLeft = hasKind(n.left, 'sqrt');
    const inner = rootMember(rootLeft ? n.left : n.right);
    const c = toRational(rootLeft ? n.right : n.left);
    if (!c || !inner) return undefined;
    const s = n.op === '-' ? -1 : 1;
    // √P + c (root first) or c ± √P (root second).
    return rootLeft
      ? { a: inner.a, b: add(inner.b, mul({ n: s, d: 1 }, c)), radicand: inner.radicand }
      : {
          a: mul({ n: s, d: 1 }, inner.a),
          b: add(c, mul({ n: s, d: 1 }, inner.b)),
          radicand: inner.radicand,
        };
  }
  return undefined;
}

/** The polynomial with a positive leading coefficient, as the equation is written. */
const leadingPositive = (p: Poly) => ((p.at(-1)?.n ?? 0) < 0 ? trim(p.map((c) => neg(c))) : p);

export function solveRadicalEquation(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  // «Hallá el dominio de f(x) = √(x − 2) y su imagen»: a function defined, not an equation to solve.
  if (/\b(?:dominio|imagen|recorrido|rango)\b/.test(foldText(statement))) return undefined;
  const found = findStatements(statement).filter((s) => s.relations.length === 1 && s.relations[0] === '=');
  const [equation] = found;
  if (!equation || found.length !== 1) return undefined;
  const [left, right] = equation.sides;
  if (!left || !right) return undefined;
  const [rootSide, other] = hasKind(left, 'sqrt') ? [left, right] : [right, left];
  if (
    hasKind(other, 'sqrt') ||
    !hasKind(rootSide, 'sqrt') ||
    hasKind(rootSide, 'log') ||
    hasKind(rootSide, 'trig')
  )
    return undefined;
  const member = rootMember(rootSide);
  const rest = polyOf(other);
  if (!member || !rest || isZero(member.a)) return undefined;
  // √P = (R − b)/a, squared: P = ((R − b)/a)².
  const isolated = trim(polyAdd(rest, [member.b], -1).map((c) => div(c, member.a)));
  const squared = trim(polyAdd(member.radicand, polyMul(isolated, isolated), -1));
  if (degree(squared) > 2 || degree(squared) < 1) return undefined;
  let candidates: Exact[];
  if (degree(squared) === 2) candidates = quadraticRoots(squared).roots;
  else {
    const [c = { n: 0, d: 1 }, b = { n: 1, d: 1 }] = squared;
    candidates = [exactRat(div(neg(c), b))];
  }
  const holds = (x: number) => {
    const [l, r] = [evaluate(left, x), evaluate(right, x)];
    return Number.isFinite(l) && Number.isFinite(r) && Math.abs(l - r) <= 1e-9 * Math.max(1, Math.abs(l));
  };
  const kept = candidates.filter((x) => holds(x.value));
  const dropped = candidates.filter((x) => !holds(x.value));
  const isolatedTex = polyTex(isolated);
  const steps = [
    `Dejá la raíz sola en un miembro: $\\sqrt{${polyTex(member.radicand)}} = ${isolatedTex}$.`,
    `Elevá al cuadrado los dos miembros: $${polyTex(member.radicand)} = (${isolatedTex})^2$, o sea $${polyTex(leadingPositive(squared))} = 0$.`,
    candidates.length
      ? `Candidatos: ${candidates.map((x) => `$x = ${x.tex}$`).join(' y ')}.`
      : 'La ecuación elevada al cuadrado no tiene soluciones reales.',
    ...candidates.map((x) =>
      holds(x.value)
        ? `Con $x = ${x.tex}$ los dos miembros dan ${fmt(evaluate(left, x.value), 4)} ✓`
        : `Con $x = ${x.tex}$ los miembros no coinciden (${fmt(evaluate(left, x.value), 4)} y ${fmt(evaluate(right, x.value), 4)}): **se descarta**; apareció al elevar al cuadrado.`,
    ),
  ];
  return {
    text: workedReply({
      title: 'Ecuación irracional',
      data: `$${nodeTex(left)} = ${nodeTex(right)}$`,
      steps,
      answer: kept.length
        ? `**Solución: ${kept.map((x) => `x = ${x.text}`).join(' y ')}**`
        : '**La ecuación no tiene solución.**',
      closing: dropped.length
        ? '¿Por qué elevar al cuadrado puede agregar soluciones que no sirven?'
        : '¿Por qué hay que verificar siempre en la ecuación original?',
    }),
    certain: true,
  };
}

export const radicalEquation = declareSolver({
  name: 'radical_equation',
  offer: 'ecuaciones irracionales (con raíz cuadrada)',
  summary: 'An equation with one square root of x: isolate, square, solve, and check each candidate.',
  examples: ['Resolvé √(x + 3) = x − 3.', 'Resolvé √(2x + 1) = 3.', 'Resolvé √(x + 5) + 1 = x.'],
  parameters: { problem: 'the statement, as written' },
  solve: solveRadicalEquation,
});
