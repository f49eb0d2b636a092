/**
 * The numeric value of an expression in x at a point, as the first unit asks it: «Calcular el valor
 * numérico de 3x² − 2x + 1 para x = −2», «… de la expresión (x² − 1)/(x + 3) cuando x = 1/2». Exact: the
 * expression is read as a quotient of polynomials with rational coefficients and evaluated in rationals;
 * a point where the denominator vanishes is said to have no value.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  div,
  fromNumber,
  Inexact,
  isInt,
  isZero,
  mul,
  type Poly,
  type Rational,
  rat,
  ratText,
  value,
} from './exact.ts';
import { evaluate, findStatements, hasX, nodeTex, toRational, toRationalFunction } from './math-text.ts';
import { fmtResult, isShownExactly, readNumber } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const POINT = /(?:para|cuando|en|si|con)\s+x\s*=\s*([-−]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?)/;

/** «−2», «1/2», «0,5» as an exact rational. */
function pointOf(raw: string): Rational | undefined {
  const text = raw.replace(/[−\s]/g, (c) => (c === '−' ? '-' : ''));
  const [n, d] = text.split('/');
  const numerator = readNumber((n ?? '').replace('-', ''));
  if (numerator === undefined) return undefined;
  const signed = fromNumber((n ?? '').startsWith('-') ? -numerator : numerator);
  return d === undefined ? signed : div(signed, rat(Number(d)));
}

/** p(a) by Horner, in rationals. */
const polyAt = (p: Poly, a: Rational) => p.reduceRight<Rational>((acc, c) => add(mul(acc, a), c), rat(0));

/** «3a² − 2ab para a = 2 y b = −1»: each letter given a value, put in with parentheses; every letter given. */
function lettersValue(statement: string, folded: string): SolverReply | undefined {
  const first = /(?:para|cuando|si|con)\s+[a-wyz]\s*=/.exec(folded);
  if (!first) return undefined;
  const given = new Map<string, Rational>();
  for (const m of folded
    .slice(first.index)
    .matchAll(/\b([a-wyz])\s*=\s*([-−]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?)/g)) {
    const v = pointOf(m[2] ?? '');
    if (!v || given.has(m[1] ?? '')) return undefined;
    given.set(m[1] ?? '', v);
  }
  const raw = statement.slice(0, first.index).replace(/^[^:]*valor num[eé]rico de(?: la expresi[oó]n)?/i, '');
  const used = new Set(raw.match(/[a-z]/g));
  if (
    !/^[\s\da-z²³^()+\-−*·/.,]+$/.test(raw) ||
    used.size !== given.size ||
    [...used].some((l) => !given.has(l))
  )
    return undefined;
  const put = raw.replace(/[a-z]/g, (l) => `(${ratText(given.get(l) ?? rat(0))})`);
  return orNone(() => {
    const found = findStatements(put);
    const node = found[0]?.sides[0];
    const exact = node && found.length === 1 && found[0]?.sides.length === 1 ? toRational(node) : undefined;
    const written = node ? evaluate(node) : Number.NaN;
    if (
      !node ||
      !exact ||
      !Number.isFinite(written) ||
      Math.abs(written - value(exact)) > 1e-9 * Math.max(1, Math.abs(written))
    )
      return undefined;
    return {
      text: workedReply({
        title: 'Valor numérico',
        data: `$${raw.trim()}$ con ${[...given].map(([l, v]) => `${l} = ${ratText(v)}`).join(', ')}`,
        steps: [
          `Reemplazá cada letra por su valor, entre paréntesis: $${nodeTex(node)}$.`,
          `Resolviendo, vale ${ratText(exact)}.`,
        ],
        answer: `**Valor numérico: ${ratText(exact)}${isInt(exact) ? '' : ` ≈ ${fmtResult(value(exact), 4)}`}**`,
        closing: '¿Por qué (−2)² no es lo mismo que −2²?',
      }),
      certain: true,
    };
  }, Inexact);
}

export function solveNumericValue(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  if (!/valor numerico/.test(folded)) return undefined;
  // Another result asked besides the value is another reading.
  if (/resto|raic|raiz|factori|grado|cociente|derivad|\by (?:el|la|los|las) /.test(folded)) return undefined;
  // Two points («para x = 2 y x = 1») or something made of the value (a sum, a double): more than one value.
  if (
    (folded.match(/\bx\s*=/g) ?? []).length > 1 ||
    /\bsuma|\bproducto|diferencia|\bdoble|\btriple|\bmitad|cuadrado del valor|que se puede decir/.test(folded)
  )
    return undefined;
  if (!/\bx\s*=/.test(folded)) return lettersValue(statement, folded);
  const point = POINT.exec(folded);
  const a = point ? pointOf(point[1] ?? '') : undefined;
  if (!point || !a) return undefined;
  // The expression is what the statement writes before the point: «… de 3x² − 2x + 1 para x = −2».
  const before = statement.slice(0, foldText(statement).indexOf(point[0]));
  return orNone(() => {
    const expressions = findStatements(
      before.replace(/^[^:]*valor num[eé]rico de(?: la expresi[oó]n| el polinomio)?/i, ''),
    )
      .map((s) => s.sides.at(-1))
      .filter((node) => node !== undefined && hasX(node));
    const [node] = expressions;
    if (!node || expressions.length !== 1) return undefined;
    const f = toRationalFunction(node);
    if (!f) return undefined;
    const numerator = polyAt(f.num, a);
    const denominator = polyAt(f.den, a);
    const data = `$${nodeTex(node)}$ en $x = ${ratText(a)}$`;
    if (isZero(denominator)) {
      return {
        text: workedReply({
          title: 'Valor numérico',
          data,
          steps: [`En $x = ${ratText(a)}$ el denominador vale 0: la expresión no está definida ahí.`],
          answer: `**No tiene valor numérico en x = ${ratText(a)}: el denominador se anula.**`,
          closing: '¿Qué valores de x hay que excluir antes de reemplazar?',
        }),
        certain: true,
      };
    }
    const result = div(numerator, denominator);
    // The check: the expression as written, evaluated in decimals, gives the same value.
    const written = evaluate(node, value(a));
    if (
      !Number.isFinite(written) ||
      Math.abs(written - value(result)) > 1e-9 * Math.max(1, Math.abs(written))
    )
      return undefined;
    return {
      text: workedReply({
        title: 'Valor numérico',
        data,
        steps: [
          `Reemplazá cada x por ${value(a) < 0 ? `(${ratText(a)})` : ratText(a)}, con paréntesis si es negativo, y respetá el orden: potencias, productos y cocientes, sumas y restas.`,
          `Resolviendo, la expresión vale ${ratText(result)}.`,
        ],
        answer: `**Valor numérico: ${ratText(result)}${isInt(result) ? '' : ` ${isShownExactly(value(result), 4) ? '=' : '≈'} ${fmtResult(value(result), 4)}`}**`,
        closing: '¿Por qué (−2)² no es lo mismo que −2²?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const numericValue = declareSolver({
  name: 'numeric_value',
  offer: 'valor numérico de una expresión',
  summary:
    'The numeric value of an expression in x (a polynomial or a quotient of polynomials) at a point given as x = a, exactly; says when the denominator vanishes there.',
  examples: [
    'Calcular el valor numérico de 3x² − 2x + 1 para x = −2.',
    'Hallar el valor numérico de (x² − 1)/(x + 3) cuando x = 1/2.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveNumericValue,
});
