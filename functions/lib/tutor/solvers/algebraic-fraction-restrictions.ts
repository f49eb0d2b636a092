/**
 * The values x cannot take in an equation or an expression with x in a denominator, asked on their own
 * as exams do before solving it: «Indique qué valores no puede tomar x», «¿Para qué valores de x no está
 * definida?», «Establezca las restricciones». Exact: each denominator's rational roots (Gauss), a
 * quadratic factor left without rational roots read by its discriminant; each value checked to annul
 * its denominator.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import {
  degree,
  evalRat,
  factorRational,
  Inexact,
  isZero,
  type Poly,
  polyTex,
  quadraticRoots,
  type Rational,
  ratText,
} from './exact.ts';
import {
  children,
  findStatements,
  hasX,
  type Node,
  statementTex,
  stripGroup,
  toRationalFunction,
} from './math-text.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const ASKED =
  /(?:que|cuales) valores no (?:puede|pueden|debe|deben) tomar|valores (?:que )?no (?:puede|pueden) tomar|\brestricciones\b|(?:para que valores|valores de x (?:para )?(?:los )?(?:que|cuales))\b[^.?]{0,80}?\bno (?:esta|estan|queda|quedan) definid|valores (?:excluidos|prohibidos|no permitidos)|condiciones de existencia/;
// Another order in the same question: solving, simplifying, a value or a factoring.
const OTHER =
  /resolv|resuelv|simplifi|factori|soluci|verifi|grafi|valor numerico|\by\s+(?:calcul|hall|determin|obten)/;

/** Every denominator with x in the tree, as a polynomial; undefined when one is no polynomial. */
function denominators(node: Node, found: Poly[]): boolean {
  if (node.kind === 'div' && hasX(node.right)) {
    const f = toRationalFunction(node.right);
    if (!f || degree(f.den) !== 0) return false;
    found.push(f.num);
  }
  if (node.kind === 'pow' && hasX(node.base)) {
    const exponent = node.exponent.kind === 'group' ? node.exponent.arg : node.exponent;
    if (exponent.kind !== 'num' || exponent.value.n < 0) return false;
  }
  if (['sqrt', 'log', 'trig', 'abs'].includes(node.kind)) return false;
  return children(node).every((child) => denominators(child, found));
}

export function solveRestrictions(problem: string): SolverReply | undefined {
  // «R(x) = …»: the expression's name is no part of it (its values excluded are the same).
  const written = withoutOptions(problem).replace(/\b[a-wA-Z]\s*\(\s*x\s*\)\s*=\s*/gu, '');
  const folded = foldText(written);
  if (!ASKED.test(folded) || OTHER.test(folded)) return undefined;
  // Another letter besides x would be an unknown or a parameter of its own.
  if (
    /[\d)]\s*[a-wyz](?![\p{L}])|(?<![\p{L}])[a-wyz]\s*[²³^+\-−·*/)=]/u.test(
      written.replace(/\b[A-Z]\s*\(\s*x\s*\)/g, ''),
    )
  )
    return undefined;
  return orNone(() => {
    // «… no puede tomar x»: the letter alone, named in the question, is no expression.
    const alone = (s: { sides: Node[]; relations: readonly string[] }) =>
      s.relations.length === 0 &&
      s.sides.length === 1 &&
      s.sides[0] !== undefined &&
      stripGroup(s.sides[0]).kind === 'x';
    const statements = findStatements(written).filter((s) => s.sides.some(hasX) && !alone(s));
    const [only] = statements;
    if (statements.length !== 1 || !only) return undefined;
    const found: Poly[] = [];
    if (!only.sides.every((side) => denominators(side, found)) || found.length === 0) return undefined;
    const excluded: Rational[] = [];
    const steps: string[] = [];
    for (const den of found) {
      const { linear, rest } = factorRational(den);
      if (degree(rest) > 2) return undefined;
      if (degree(rest) === 2 && quadraticRoots(rest).roots.length > 0) return undefined;
      for (const { root } of linear) {
        if (!isZero(evalRat(den, root))) return undefined;
        if (!excluded.some((r) => r.n === root.n && r.d === root.d)) excluded.push(root);
      }
      const roots = linear.map(({ root }) => `x = ${ratText(root)}`);
      steps.push(
        degree(den) === 1 && linear.length === 1
          ? `$${polyTex(den)} = 0$ cuando ${roots[0]}.`.replace(
              /^\$x = 0\$ cuando x = 0\./,
              'El denominador x se anula en x = 0.',
            )
          : roots.length
            ? `$${polyTex(den)} = 0$ cuando ${roots.join(' o ')}${degree(rest) === 2 ? ` (el factor $${polyTex(rest)}$ no se anula nunca)` : ''}.`
            : `$${polyTex(den)}$ no se anula para ningún x real.`,
      );
    }
    if (excluded.length === 0) return undefined;
    excluded.sort((a, b) => a.n / a.d - b.n / b.d);
    const list = excluded.map((r) => `x ≠ ${ratText(r)}`);
    const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} y ${list.at(-1)}`;
    return {
      text: workedReply({
        title: 'Valores que x no puede tomar',
        data: `$${statementTex(only)}$`,
        steps: [
          'No se puede dividir por cero: x no puede tomar ningún valor que anule un denominador.',
          ...steps,
          'Esos valores quedan excluidos, aunque al resolver una ecuación alguno aparezca como solución.',
        ],
        answer: `**${joined}**`,
        closing: '¿Qué harías si al resolver te da justo uno de esos valores?',
      }),
      certain: true,
    };
  }, Inexact);
}
