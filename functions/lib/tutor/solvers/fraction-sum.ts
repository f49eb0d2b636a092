/**
 * Sums and differences of algebraic fractions (1/(x − 1) + 2/(x + 1)): the common denominator (the
 * least common multiple of the denominators), each numerator amplified, the numerators added and the
 * result simplified, with the values the original denominators exclude. Exact; checked against the
 * expression as written at sample points.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  degree,
  div,
  type Exact,
  exactRat,
  factorRational,
  Inexact,
  lead,
  ONE,
  type Poly,
  polyAdd,
  polyDivide,
  polyGcd,
  polyMul,
  polyScale,
  polyTex,
  polyText,
  quadraticRoots,
  ratTex,
} from './exact.ts';
import {
  evaluate,
  findStatements,
  hasKind,
  hasX,
  type Node,
  nodeTex,
  toRationalFunction,
} from './math-text.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

interface Term {
  sign: 1 | -1;
  node: Node;
  num: Poly;
  den: Poly;
}

function termsOf(node: Node, sign: 1 | -1, out: Term[]): void {
  if (node.kind === 'add') {
    termsOf(node.left, sign, out);
    termsOf(node.right, node.op === '-' ? (-sign as 1 | -1) : sign, out);
    return;
  }
  if (node.kind === 'group' && node.arg.kind === 'add') throw new Inexact();
  const f = toRationalFunction(node);
  if (!f) throw new Inexact();
  out.push({ sign, node, num: f.num, den: f.den });
}

const lcm = (a: Poly, b: Poly): Poly => polyDivide(polyMul(a, b), polyGcd(a, b)).quotient;

/** (x - 1)(x + 1), or the polynomial as it is when it does not split into rational factors. */
function factoredTex(p: Poly): string {
  if (degree(p) <= 1) return polyTex(p);
  const { constant, linear, rest } = factorRational(p);
  if (linear.length === 0) return polyTex(p);
  const parts = linear
    .map(({ root, multiplicity }) => {
      const body = polyTex([{ n: -root.n, d: root.d }, ONE]);
      const grouped = root.n === 0 ? body : `(${body})`;
      return multiplicity > 1 ? `${grouped}^${multiplicity}` : grouped;
    })
    // x first, as written by hand: x(x + 3).
    .sort((a, b) => Number(b.startsWith('x')) - Number(a.startsWith('x')));
  if (degree(rest) >= 1) parts.push(`(${polyTex(rest)})`);
  const k = constant.n === constant.d ? '' : constant.n === -constant.d ? '-' : ratTex(constant);
  return `${k}${parts.join('')}`;
}

function realRoots(p: Poly): Exact[] | undefined {
  if (degree(p) < 1) return [];
  const { linear, rest } = factorRational(p);
  const roots = linear.map((f) => exactRat(f.root));
  if (degree(rest) === 2) roots.push(...quadraticRoots(rest).roots);
  else if (degree(rest) > 2) return undefined;
  return roots;
}

const fractionText = (num: Poly, den: Poly) => {
  const top = num.length ? polyText(num) : '0';
  if (degree(den) === 0) return polyText(polyScale(num, div(ONE, at(den, 0, 'denominator'))));
  const wrapped = (t: string) => (/[ +-]/.test(t.replace(/^-/, '')) ? `(${t})` : t);
  return `${wrapped(top)}/${wrapped(polyText(den))}`;
};

export function solveFractionSum(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  if (
    !/suma|resta|opera|efectua|resolve|resolver|calcula|simplifica|una sola fraccion|reduci|expresa|resultado|igual a|equivale/.test(
      folded,
    )
  )
    return undefined;
  return orNone(() => {
    const statements = findStatements(statement);
    // «… para x = 1», «Si x = 2, …»: a value of the sum is asked, not the sum itself.
    if (statements.some((s) => s.relations.length > 0 && s.sides.some(hasX))) return undefined;
    const found = statements.filter((s) => s.relations.length === 0 && s.sides.some(hasX));
    const node = found[0]?.sides[0];
    if (found.length !== 1 || !node) return undefined;
    if (['trig', 'log', 'sqrt', 'pi', 'e', 'deg', 'abs'].some((kind) => hasKind(node, kind as Node['kind'])))
      return undefined;
    if (node.kind !== 'add') return undefined;
    const terms: Term[] = [];
    termsOf(node, 1, terms);
    const fractions = terms.filter((t) => degree(t.den) >= 1);
    if (terms.length < 2 || fractions.length < 2 || terms.length > 4) return undefined;
    // Each denominator made monic-free of constants: k/(2x) is (k/2)/x.
    for (const t of terms) {
      const c = lead(t.den);
      t.num = polyScale(t.num, div(ONE, c));
      t.den = polyScale(t.den, div(ONE, c));
    }
    const common = terms.reduce<Poly>((acc, t) => lcm(acc, t.den), [ONE]);
    if (degree(common) > 4) return undefined;
    const amplified = terms.map((t) => {
      const factor = polyDivide(common, t.den).quotient;
      return { ...t, factor, top: polyScale(polyMul(t.num, factor), { n: t.sign, d: 1 }) };
    });
    const sum = amplified.reduce<Poly>((acc, t) => polyAdd(acc, t.top), []);
    const g = sum.length ? polyGcd(sum, common) : [ONE];
    let num = polyDivide(sum, g).quotient;
    let den = polyDivide(common, g).quotient;
    const k = lead(den);
    num = polyScale(num, div(ONE, k));
    den = polyScale(den, div(ONE, k));
    const excluded = realRoots(common);
    if (!excluded) return undefined;
    // The check: the result equals the expression as written, away from the excluded values.
    for (const x of [0.37, 2.71, -1.93, 5.5]) {
      const written = evaluate(node, x);
      const result =
        num.reduceRight((acc, c) => acc * x + c.n / c.d, 0) /
        den.reduceRight((acc, c) => acc * x + c.n / c.d, 0);
      if (!Number.isFinite(written) || Math.abs(written - result) > 1e-9 * Math.max(1, Math.abs(written)))
        return undefined;
    }
    const steps = [
      `Factorizá los denominadores: ${terms.map((t) => `$${factoredTex(t.den)}$`).join(', ')}.`,
      `Denominador común (el múltiplo común menor): $${factoredTex(common)}$.`,
      `Amplificá cada fracción para que tenga ese denominador: ${amplified
        .map(
          (t) =>
            `$${t.sign < 0 ? '-' : ''}\\frac{${polyTex(polyMul(t.num, t.factor))}}{${factoredTex(common)}}$`,
        )
        .join(', ')}.`,
      `Sumá los numeradores: $${sum.length ? polyTex(sum) : '0'}$.`,
      degree(g) >= 1
        ? `Simplificá el factor común $${factoredTex(g)}$: queda $\\frac{${num.length ? polyTex(num) : '0'}}{${factoredTex(den)}}$.`
        : 'El numerador y el denominador no tienen factores comunes: no se simplifica más.',
    ];
    const where = excluded.length ? `, con ${excluded.map((r) => `x ≠ ${r.text}`).join(' y ')}` : '';
    if (excluded.length)
      steps.push(
        `Los valores que anulan algún denominador original quedan excluidos: ${excluded.map((r) => `$x \\neq ${r.tex}$`).join(', ')}.`,
      );
    return {
      text: workedReply({
        title: 'Suma de expresiones algebraicas',
        data: `$${nodeTex(node)}$`,
        steps,
        answer: `**${fractionText(num, den)}${where}**`,
        closing: '¿Por qué conviene factorizar los denominadores antes de buscar el común?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const fractionSum = declareSolver({
  name: 'add_algebraic_fractions',
  offer: 'suma de fracciones algebraicas',
  summary:
    'Adds or subtracts algebraic fractions in x (1/(x − 1) + 2/(x + 1)): common denominator, amplified numerators, the sum simplified, with the values the denominators exclude. Pass the expression with brackets around each numerator and denominator.',
  examples: [
    'Sumá 1/(x − 1) + 2/(x + 1).',
    'Resolvé x/(x − 2) − 8/(x² − 4) y simplificá.',
    'Operá 3/x + 2/(x + 3).',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveFractionSum,
});
