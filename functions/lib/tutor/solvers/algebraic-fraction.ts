/**
 * Simplifying an algebraic fraction («simplificá (x² − 1)/(x − 1)», a sum of fractions over one
 * denominator), with the restrictions of the original denominator, and its value at an x asked. Its own
 * module, tried on its cue in the polynomials family, so that the base every message loads does not carry it.
 */
import { foldText } from '../text.ts';
import {
  coefAt,
  degree,
  div,
  type Exact,
  equal,
  evalRat,
  exactRat,
  Inexact,
  isInt,
  isZero,
  lead,
  neg,
  ONE,
  type Poly,
  polyDivide,
  polyGcd,
  polyScale,
  polyTex,
  polyText,
  type Rational,
  rat,
  ratTex,
  ratText,
  value,
} from './exact.ts';
import {
  factorWithSteps,
  OTHER_LETTER,
  productTex,
  productText,
  readExpression,
  SIMPLIFY_CUE,
  withoutWords,
} from './factoring.ts';
import { hasKind, nodeTex } from './math-text.ts';
import { orNone } from './or-none.ts';

/** «su valor para x = 0,5», «el valor numérico en x = −2», «cuando x = 1/3». */
const VALUE_AT =
  /\bvalor\b[^.;?]*?\b(?:para|en|cuando|si)\s+x\s*=\s*([-−]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?)/;

/** A number as the statement writes it (decimal comma, a fraction), exact. */
function numberAt(raw: string): Rational | undefined {
  const text = raw.replace(/[−\s]/g, (c) => (c === '−' ? '-' : ''));
  const [n, d] = text.split('/');
  const decimal = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(n ?? '');
  if (!decimal) return undefined;
  const places = (decimal[3] ?? '').length;
  const whole = Number(`${decimal[2]}${decimal[3] ?? ''}`) * (decimal[1] ? -1 : 1);
  const r = div(rat(whole), rat(10 ** places));
  return d === undefined ? r : div(r, rat(Number(d)));
}

const fmtDecimal = (v: Rational) =>
  value(v)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .replace('.', ',');

/** A reply that simplifies an algebraic fraction ("simplificá (x² − 1)/(x − 1)"), or undefined. */
export function solveAlgebraicFraction(written: string): string | undefined {
  // «Para x ≠ 3 y x ≠ −3, la expresión … es equivalente a:»: the restrictions said first, which the
  // reply finds (and states) itself.
  // «(para x ≠ −3)» in brackets too; and «E(x) = …», the expression's name, when nothing else is equated.
  const unnamed =
    (written.match(/=/g) ?? []).length === 1
      ? written.replace(/\b[a-wA-Z]\s*\(\s*x\s*\)\s*=\s*/u, '')
      : written;
  const message = unnamed
    .replace(/(^|\n)\s*(?:\d{1,2}\)\s*)?para\s+x\s*≠[^,:]*[,:]\s*/iu, '$1')
    .replace(/\(\s*(?:para|con|si)?\s*x\s*≠[^()]*\)/giu, ' ');
  const folded = foldText(message);
  if (OTHER_LETTER.test(withoutWords(folded))) return undefined;
  // «… el resultado de 2/(x − 1) − 1/(x + 1) es:»: the operation done, as simplifying asks.
  if (
    !SIMPLIFY_CUE.test(folded) &&
    !/\b(?:es )?equivalente a\b|\bequivale a\b|\bel resultado de\b|\b(?:efectu|realiz)\p{L}*\s+(?:la|las)\s+(?:suma|resta|operacion)/u.test(
      folded,
    )
  )
    return undefined;
  return orNone(() => {
    const expression = readExpression(message, false);
    // One fraction, or a sum of fractions («2/(x − 1) − (x + 3)/(x² − 1)») taken over one denominator.
    if (
      !expression ||
      expression.den.length < 2 ||
      (expression.node.kind !== 'div' && !(expression.node.kind === 'add' && hasKind(expression.node, 'div')))
    )
      return undefined;
    // «… y calculá su valor para x = 0,5»: the simplified fraction at that x, when it is allowed there.
    const valueAt = VALUE_AT.exec(folded);
    const asksValue = /\bvalor\b/.test(folded);
    const x0 = valueAt ? numberAt(valueAt[1] ?? '') : undefined;
    if (asksValue && !x0) return undefined;
    const { num, den } = expression;
    if (degree(num) > 6 || degree(den) > 6) return undefined;
    const n = factorWithSteps(num);
    const d = factorWithSteps(den);
    const steps: string[] = [];
    const describe = (label: string, p: Poly, f: ReturnType<typeof factorWithSteps>) =>
      f.steps.length
        ? `${label}: $${polyTex(p)} = ${productTex(f.result)}$ (${f.steps.map((s) => s.name.toLowerCase()).join(', ')}).`
        : `${label}: $${polyTex(p)}$ no se factoriza más.`;
    if (expression.node.kind === 'add')
      steps.push(
        `Llevá las fracciones a un denominador común y sumalas: $\\frac{${polyTex(num)}}{${polyTex(den)}}$.`,
      );
    steps.push(describe('Factorizá el numerador', num, n), describe('Factorizá el denominador', den, d));
    // Restrictions: the real roots of the original denominator.
    const restrictions = d.result.factors
      .map((f) =>
        f.kind === 'root'
          ? f.root
          : degree(f.p) === 1
            ? exactRat(div(neg(coefAt(f.p, 0)), coefAt(f.p, 1)))
            : undefined,
      )
      .filter((r): r is Exact => r !== undefined)
      .filter((r, k, all) => all.findIndex((o) => Math.abs(o.value - r.value) < 1e-12) === k)
      .sort((a, b) => a.value - b.value);
    if (!d.complete && degree(den) > 2) return undefined;
    steps.push(
      restrictions.length
        ? `Antes de simplificar, anotá las restricciones: el denominador no puede ser cero, así que $${restrictions.map((r) => `x \\neq ${r.tex}`).join(',\\ ')}$.`
        : 'El denominador no se anula para ningún x real: no hay restricciones.',
    );
    const g = polyGcd(num, den);
    let reducedNum = num;
    let reducedDen = den;
    if (degree(g) >= 1) {
      reducedNum = polyDivide(num, g).quotient;
      reducedDen = polyDivide(den, g).quotient;
      const k = lead(reducedDen);
      reducedNum = polyScale(reducedNum, div(ONE, k));
      reducedDen = polyScale(reducedDen, div(ONE, k));
      steps.push(
        `Cancelá los factores que se repiten arriba y abajo: $${productTex(factorWithSteps(g).result)}$.`,
      );
    } else {
      steps.push(
        'No hay factores comunes entre el numerador y el denominador: la fracción ya es irreducible.',
      );
    }
    const rn = factorWithSteps(reducedNum).result;
    const rd = factorWithSteps(reducedDen).result;
    const denOne = degree(reducedDen) === 0;
    const resultTex = denOne
      ? productTex({ ...rn, constant: div(rn.constant, lead(reducedDen)) })
      : `\\frac{${productTex(rn)}}{${productTex(rd)}}`;
    const over = div(rn.constant, lead(reducedDen));
    // «(x + 3)/2», not «1/2(x + 3)», which reads as a product in the denominator.
    const resultText = denOne
      ? over.d === 1 || rn.factors.length === 0
        ? productText({ ...rn, constant: over })
        : `${wrapText(productText({ ...rn, constant: rat(over.n) }))}/${over.d}`
      : `${wrapText(productText(rn))}/${wrapText(productText(rd))}`;
    // The factored form, and the product done when it has several factors: «(x + 3)/(x² - 1)».
    const expanded = denOne ? '' : `${wrapText(polyText(reducedNum))}/${wrapText(polyText(reducedDen))}`;
    const shownResult = expanded && expanded !== resultText ? `${resultText} = ${expanded}` : resultText;
    steps.push(`Queda $${resultTex}$.`);
    const where = restrictions.length ? `, con ${restrictions.map((r) => `x ≠ ${r.text}`).join(' y ')}` : '';
    let valueLine = '';
    if (x0) {
      const shownAt = (valueAt?.[1] ?? '').replace(/\s+/g, '').replace('-', '−');
      // A value where the original is not defined has no value, simplified or not.
      if (isZero(evalRat(den, x0)) || isZero(evalRat(reducedDen, x0))) return undefined;
      const v = div(evalRat(reducedNum, x0), evalRat(reducedDen, x0));
      // The check: the original fraction gives the same number there.
      if (!equal(v, div(evalRat(num, x0), evalRat(den, x0)))) return undefined;
      steps.push(
        `Reemplazá $x = ${shownAt}$ en la expresión simplificada: $${ratTex(v)}$${isInt(v) ? '' : ` ≈ ${fmtDecimal(v)}`}. Verificación: la expresión original da lo mismo ✓`,
      );
      valueLine = `\n\n**Valor para x = ${shownAt}: ${ratText(v)}${isInt(v) ? '' : ` ≈ ${fmtDecimal(v)}`}**`;
    }
    return [
      '## Simplificación de una expresión algebraica',
      '',
      `Simplifiquemos $${nodeTex(expression.node)}$: se factoriza todo y se cancelan factores, nunca términos sueltos.`,
      '',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `**Resultado: ${shownResult}${where}**${valueLine}`,
      '',
      '¿Por qué la restricción sigue valiendo después de simplificar, aunque el factor ya no esté?',
    ].join('\n');
  }, Inexact);
}

/** One bracketed group from end to end: «(x - 1)» is, «(x - 1)(x + 1)» is not. */
function oneGroup(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
    if (depth === 0 && i < text.length - 1) return false;
  }
  return true;
}

const wrapText = (text: string) =>
  /[+\- ()]/.test(text.replace(/^-/, '')) && !oneGroup(text) ? `(${text})` : text;
