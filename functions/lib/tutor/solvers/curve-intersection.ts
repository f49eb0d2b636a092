/**
 * Where a parabola meets a line or another parabola: «Hallá los puntos de intersección entre y = x² e
 * y = x + 2». Equating the two formulas gives an equation of degree at most 2 in x; each root gives a
 * point, checked on both curves. Exact, with the roots as the course writes them.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  degree,
  div,
  evalRat,
  Inexact,
  type Poly,
  polyAdd,
  polyTex,
  quadraticRoots,
  type Rational,
  ratTex,
  ratText,
  trim,
} from './exact.ts';
import { findStatements, toRationalFunction } from './math-text.ts';
import { prepareMath } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** The formulas of «y = …» or «f(x) = …», each up to the next word. */
function formulas(text: string): Poly[] | undefined {
  const heads = [...text.matchAll(/(?<![\p{L}])(?:y|[a-z]\s*\(\s*x\s*\))\s*=\s*/gu)];
  const polys: Poly[] = [];
  for (const [k, head] of heads.entries()) {
    const from = head.index + head[0].length;
    const to = heads[k + 1]?.index ?? text.length;
    const body = text
      .slice(from, to)
      .replace(/\s+(?:e|y|con|,|;)\s*$/u, '')
      .replace(/[.,;:?]\s*[\p{L}¿].*$/su, '')
      .replace(/\s+[\p{L}]{2,}.*$/su, '')
      .replace(/[.,;:?\s]+$/u, '');
    const found = findStatements(body).filter((s) => s.relations.length === 0);
    const node = found[0]?.sides[0];
    if (!node || found.length !== 1) return undefined;
    const f = toRationalFunction(node);
    const [den, ...more] = f?.den ?? [];
    if (!f || !den || more.length) return undefined;
    const poly = trim(f.num.map((c) => div(c, den)));
    if (degree(poly) > 2) return undefined;
    polys.push(poly);
  }
  return polys;
}

const pointText = (x: string, y: string) => `(${x}; ${y})`;

export function solveCurveIntersection(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  if (!/interseccion|se cortan|se intersecan|puntos? (?:en )?comun/.test(folded)) return undefined;
  return orNone(() => {
    const polys = formulas(prepareMath(statement));
    const [p, q, ...more] = polys ?? [];
    if (!p || !q || more.length) return undefined;
    // Two lines are the lines solver's.
    if (degree(p) < 2 && degree(q) < 2) return undefined;
    const difference = trim(polyAdd(p, q, -1));
    const steps = [
      `En los puntos de intersección las dos curvas tienen la misma y: igualá las fórmulas, $${polyTex(p)} = ${polyTex(q)}$, o sea $${polyTex(difference)} = 0$.`,
    ];
    let xs: { value: number; text: string; tex: string; exact?: Rational }[];
    if (degree(difference) === 2) {
      const { discriminant, roots } = quadraticRoots(difference);
      steps.push(`Con la resolvente: $\\Delta = ${ratTex(discriminant)}$.`);
      xs = roots.map((r) => ({ value: r.value, text: r.text, tex: r.tex }));
    } else if (degree(difference) === 1) {
      const [c = { n: 0, d: 1 }, b = { n: 1, d: 1 }] = difference;
      const x = div({ n: -c.n, d: c.d }, b);
      xs = [{ value: x.n / x.d, text: ratText(x), tex: ratTex(x), exact: x }];
    } else return undefined;
    if (xs.length === 0) {
      steps.push('El discriminante es negativo: la ecuación no tiene soluciones reales.');
      return {
        text: workedReply({
          title: 'Intersección de curvas',
          data: `$y = ${polyTex(p)}$ e $y = ${polyTex(q)}$`,
          steps,
          answer: '**No se cortan: no hay puntos de intersección.**',
          closing: '¿Cómo lo verías en un gráfico de las dos curvas?',
        }),
        certain: true,
      };
    }
    const points: string[] = [];
    for (const x of xs) {
      const atP = x.exact ? evalRat(p, x.exact) : undefined;
      const y = atP ? ratText(atP) : undefined;
      const yValue = p.reduceRight((acc, c) => acc * x.value + c.n / c.d, 0);
      const yOther = q.reduceRight((acc, c) => acc * x.value + c.n / c.d, 0);
      // The check: the point is on both curves.
      if (Math.abs(yValue - yOther) > 1e-9 * Math.max(1, Math.abs(yValue))) return undefined;
      const yText =
        y ??
        (Number.isInteger(Math.round(yValue * 1e9) / 1e9)
          ? String(Math.round(yValue))
          : `≈ ${yValue.toFixed(2).replace('.', ',')}`);
      points.push(pointText(x.text, yText));
      steps.push(
        `Con $x = ${x.tex}$: $y = ${yText.replace('≈', '\\approx')}$, y el punto está en las dos curvas ✓`,
      );
    }
    return {
      text: workedReply({
        title: 'Intersección de curvas',
        data: `$y = ${polyTex(p)}$ e $y = ${polyTex(q)}$`,
        steps,
        answer: `**${points.length === 1 ? 'Punto de intersección' : 'Puntos de intersección'}: ${points.join(' y ')}**`,
        closing: '¿Cuántos puntos de intersección puede tener una parábola con una recta, y de qué depende?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const curveIntersection = declareSolver({
  name: 'curve_intersection',
  offer: 'intersección de parábola y recta',
  summary: 'The points where a parabola meets a line or another parabola.',
  examples: [
    'Hallá los puntos de intersección entre y = x² e y = x + 2.',
    'Hallá la intersección de f(x) = x² − 4x + 3 y g(x) = x − 1.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveCurveIntersection,
});
