/**
 * Factoring a polynomial in x by the cases of the course — common factor, grouping, difference of
 * squares, perfect-square trinomial, a quadratic by its roots, Ruffini with a root from Gauss's theorem —
 * and simplifying an algebraic fraction by factoring both members, with its restrictions.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import {
  coefAt,
  degree,
  div,
  type Exact,
  equal,
  evalRat,
  exactRat,
  factorRational,
  Inexact,
  integerForm,
  isInt,
  isZero,
  lead,
  mul,
  neg,
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
  type Rational,
  rat,
  ratTex,
  ratText,
  sign,
  sqrtRational,
  trim,
  value,
  ZERO,
} from './exact.ts';
import { joinAnd } from './inequalities.ts';
import {
  findStatements,
  hasKind,
  hasX,
  type Node,
  nodeTex,
  type Statement,
  stripGroup,
  toRationalFunction,
} from './math-text.ts';
import { orNone } from './or-none.ts';

type Factor =
  | { kind: 'poly'; p: Poly; power: number; done: boolean }
  | { kind: 'root'; root: Exact; power: number };

interface Factorization {
  constant: Rational;
  factors: Factor[];
}

const monomial = (k: number): Poly => [...Array.from({ length: k }, () => ZERO), ONE];

/** The factor x itself (the polynomial 0 + 1·x). */
function isX(f: Factor): boolean {
  if (f.kind !== 'poly' || f.p.length !== 2) return false;
  const [constant, slope] = f.p;
  return constant !== undefined && slope !== undefined && isZero(constant) && equal(slope, ONE);
}

function factorTex(factor: Factor): string {
  const body =
    factor.kind === 'root'
      ? /^-[^+-]*$/.test(factor.root.tex)
        ? `x + ${factor.root.tex.slice(1)}`
        : /^[^+-]*$/.test(factor.root.tex)
          ? `x - ${factor.root.tex}`
          : `x - (${factor.root.tex})`
      : polyTex(factor.p);
  const grouped = isX(factor) ? body : `(${body})`;
  return factor.power > 1 ? `${grouped}^${factor.power}` : grouped;
}

export function productTex({ constant, factors }: Factorization): string {
  const k = equal(constant, ONE) ? '' : equal(constant, rat(-1)) ? '-' : ratTex(constant);
  if (factors.length === 0) return ratTex(constant);
  const [only] = factors as [Factor];
  if (factors.length === 1 && only.power === 1 && !k)
    return only.kind === 'poly' ? polyTex(only.p) : factorTex(only);
  const ordered = [...factors].sort((a, b) => Number(isX(b)) - Number(isX(a)));
  return `${k}${ordered.map(factorTex).join('')}`;
}

export function productText({ constant, factors }: Factorization): string {
  const k = equal(constant, ONE) ? '' : equal(constant, rat(-1)) ? '-' : ratText(constant);
  if (factors.length === 0) return ratText(constant);
  const ordered = [...factors].sort((a, b) => Number(isX(b)) - Number(isX(a)));
  const [only] = factors as [Factor];
  const alone = factors.length === 1 && only.power === 1 && !k;
  // The same factor twice is one factor with the powers added: (x − 2)(x − 2)² is (x − 2)³.
  const merged: { body: string; power: number; f: Factor }[] = [];
  for (const f of ordered) {
    const body =
      f.kind === 'root'
        ? `x - (${f.root.text})`.replace(/- \(-([^()+ ]+)\)$/, '+ $1').replace(/\(([^()+\- ]+)\)$/, '$1')
        : polyText(f.p);
    const same = merged.find((m) => m.body === body);
    if (same) same.power += f.power;
    else merged.push({ body, power: f.power, f });
  }
  const parts = merged.map(({ body, power, f }) => {
    const grouped = isX(f) || (alone && merged.length === 1 && power === 1) ? body : `(${body})`;
    return power > 1 ? `${grouped}${'⁰¹²³⁴⁵⁶⁷⁸⁹'[power] ?? `^${power}`}` : grouped;
  });
  return `${k}${k && /^\d/.test(parts[0] ?? '') ? '·' : ''}${parts.join('')}`;
}

/**
 * The same product with fractional roots written as exams write them: 2(x + 1/2)(x − 2) as
 * (2x + 1)(x − 2), each denominator taken from the constant; undefined when there is none to take or the
 * constant would not stay whole.
 */
function integerProductText({ constant, factors }: Factorization): string | undefined {
  let k = constant;
  let changed = false;
  const parts: Factor[] = [];
  const texts = new Map<Factor, string>();
  for (const f of factors) {
    // x − r with r = n/d, as a root or as a monic polynomial of degree 1.
    const m =
      f.kind === 'root'
        ? /^(-?)(\d+)\/(\d+)$/.exec(f.root.text)
        : degree(f.p) === 1 && equal(coefAt(f.p, 1), ONE) && coefAt(f.p, 0).d > 1
          ? /^(-?)(\d+)\/(\d+)$/.exec(ratText(neg(coefAt(f.p, 0))))
          : null;
    if (!m) {
      parts.push(f);
      continue;
    }
    const [n, d] = [Number(m[2]), Number(m[3])];
    k = div(k, rat(d ** f.power));
    changed = true;
    const body = `${d}x ${m[1] ? '+' : '-'} ${n}`;
    const piece: Factor = { kind: 'poly', p: [], power: f.power, done: true };
    texts.set(piece, `(${body})${f.power > 1 ? '⁰¹²³⁴⁵⁶⁷⁸⁹'[f.power] : ''}`);
    parts.push(piece);
  }
  if (!changed || k.d !== 1) return undefined;
  const lead = equal(k, ONE) ? '' : equal(k, rat(-1)) ? '-' : ratText(k);
  // A power of x first, as «x(2x − 1)», then every other factor in brackets.
  const single = (f: Factor) => productText({ constant: ONE, factors: [f] });
  const xPart = parts
    .filter((f) => !texts.has(f) && isX(f))
    .map(single)
    .join('');
  const others = parts
    .filter((f) => !texts.has(f) && !isX(f))
    .map((f) => {
      const text = single(f);
      return text.startsWith('(') ? text : `(${text})`;
    });
  return `${lead}${xPart}${[...texts.values()].join('')}${others.join('')}`;
}

/** Common factor: the greatest numeric factor (with the leading sign) and the lowest power of x. */
function commonFactor(p: Poly): { k: Rational; m: number; rest: Poly } {
  let m = 0;
  while (isZero(coefAt(p, m))) m++;
  const shifted = p.slice(m);
  const { factor } = integerForm(shifted);
  // integerForm multiplies by `factor` to get coprime integers: the content is 1/factor.
  let k = div(ONE, factor);
  if (sign(lead(p)) < 0) k = neg(k);
  return { k, m, rest: polyScale(shifted, div(ONE, k)) };
}

/** a·x^(2n) − b with a and b perfect squares: (√a·x^n − √b)(√a·x^n + √b). */
function differenceOfSquares(p: Poly): [Poly, Poly] | undefined {
  const terms = p.map((c, k) => [k, c] as const).filter(([, c]) => !isZero(c));
  if (terms.length !== 2) return undefined;
  const [[k0, c0], [k1, c1]] = terms as [[number, Rational], [number, Rational]];
  if (k0 !== 0 || k1 % 2 !== 0 || sign(c0) >= 0 || sign(c1) <= 0) return undefined;
  const a = sqrtRational(c1);
  const b = sqrtRational(neg(c0));
  if (!a || !b) return undefined;
  const n = k1 / 2;
  const base = (s: number) =>
    trim(Array.from({ length: n + 1 }, (_, k) => (k === 0 ? mul(rat(s), b) : k === n ? a : ZERO)));
  return [base(-1), base(1)];
}

/** a·x^(2n) ± 2·√a·√c·x^n + c with a and c perfect squares: (√a·x^n ± √c)². */
function perfectSquare(p: Poly): Poly | undefined {
  if (degree(p) % 2 !== 0) return undefined;
  const n = degree(p) / 2;
  if (!p.every((c, k) => isZero(c) || k === 0 || k === n || k === 2 * n)) return undefined;
  const a = sqrtRational(lead(p));
  const c = sqrtRational(coefAt(p, 0));
  const middle = coefAt(p, n);
  if (!a || !c || isZero(c) || isZero(middle)) return undefined;
  const twice = mul(rat(2), mul(a, c));
  if (!equal(twice, middle) && !equal(neg(twice), middle)) return undefined;
  const s = sign(middle);
  return trim(Array.from({ length: n + 1 }, (_, k) => (k === 0 ? mul(rat(s), c) : k === n ? a : ZERO)));
}

/** Four terms a·x³ + b·x² + c·x + d that group into (x^k…)(binomial). */
function grouping(p: Poly): { first: Poly; second: Poly; binomial: Poly; outside: Poly } | undefined {
  const terms = p.map((c, k) => [k, c] as const).filter(([, c]) => !isZero(c));
  if (terms.length !== 4) return undefined;
  const sorted = [...terms].sort((a, b) => b[0] - a[0]);
  const group = (pair: (readonly [number, Rational])[]) => {
    const poly: Rational[] = Array.from({ length: degree(p) + 1 }, () => ZERO);
    for (const [k, c] of pair) poly[k] = c;
    return trim(poly);
  };
  const first = group(sorted.slice(0, 2));
  const second = group(sorted.slice(2));
  const f = commonFactor(first);
  const s = commonFactor(second);
  if (!f.rest.every((c, k) => equal(c, coefAt(s.rest, k))) || f.rest.length !== s.rest.length)
    return undefined;
  const outside = trim(
    Array.from({ length: Math.max(f.m, s.m) + 1 }, (_, k) => (k === f.m ? f.k : k === s.m ? s.k : ZERO)),
  );
  return { first, second, binomial: f.rest, outside };
}

interface Step {
  name: string;
  detail: string;
}

function snapshot(constant: Rational, factors: Factor[]): string {
  return productTex({ constant, factors });
}

/** The factorization of p by the course's cases, with one step per case used. */
export function factorWithSteps(p: Poly): { result: Factorization; steps: Step[]; complete: boolean } {
  if (degree(p) <= 0) return { result: { constant: p[0] ?? ZERO, factors: [] }, steps: [], complete: true };
  const steps: Step[] = [];
  let complete = true;
  const { k, m, rest } = commonFactor(p);
  let constant = ONE;
  const factors: Factor[] = [];
  if (!equal(k, ONE) || m > 0) {
    constant = k;
    if (m > 0) factors.push({ kind: 'poly', p: monomial(1), power: m, done: true });
    // A monomial («x², 3x») leaves the constant 1, no factor of its own: x, not x(1).
    if (degree(rest) > 0) factors.push({ kind: 'poly', p: rest, power: 1, done: degree(rest) <= 1 });
    const shown: string[] = [];
    if (!equal(k, ONE)) shown.push(ratTex(k));
    if (m > 0) shown.push(m === 1 ? 'x' : `x^${m}`);
    steps.push({
      name: 'Factor común',
      detail: `todos los términos tienen $${shown.join('')}$: $${snapshot(constant, factors)}$.`,
    });
  } else factors.push({ kind: 'poly', p, power: 1, done: degree(p) <= 1 });

  for (let guard = 0; guard < 12; guard++) {
    const index = factors.findIndex((f) => f.kind === 'poly' && !f.done);
    const factor = factors[index];
    if (factor?.kind !== 'poly') break;
    const q = factor.p;
    const replace = (...next: Factor[]) =>
      factors.splice(index, 1, ...next.map((f) => ({ ...f, power: f.power * factor.power })));
    const polyFactor = (poly: Poly, power = 1): Factor => ({
      kind: 'poly',
      p: poly,
      power,
      done: degree(poly) <= 1,
    });
    const squares = differenceOfSquares(q);
    if (squares) {
      const [minus, plus] = squares;
      replace(polyFactor(minus), polyFactor(plus));
      steps.push({
        name: 'Diferencia de cuadrados',
        detail: `$${polyTex(q)}$ es $A^2 - B^2 = (A - B)(A + B)$: $${snapshot(constant, factors)}$.`,
      });
      continue;
    }
    const square = perfectSquare(q);
    if (square) {
      replace(polyFactor(square, 2));
      steps.push({
        name: 'Trinomio cuadrado perfecto',
        detail: `$${polyTex(q)}$ es $A^2 ${sign(coefAt(square, 0)) < 0 ? '-' : '+'} 2AB + B^2 = (A ${sign(coefAt(square, 0)) < 0 ? '-' : '+'} B)^2$ (el término del medio es el doble producto): $${snapshot(constant, factors)}$.`,
      });
      continue;
    }
    if (degree(q) === 2) {
      const { discriminant, roots } = quadraticRoots(q);
      const a = lead(q);
      if (roots.length === 0) {
        factor.done = true;
        steps.push({
          name: 'Trinomio sin raíces reales',
          detail: `$${polyTex(q)}$ tiene discriminante $\\Delta = ${ratTex(discriminant)} < 0$: no se factoriza en los reales.`,
        });
        continue;
      }
      constant = mul(constant, a);
      const rootFactors: Factor[] = roots.map((root) => {
        const rational = /^-?\d+(\/\d+)?$/.test(root.text);
        if (rational) {
          const [n, d] = root.text.split('/').map(Number) as [number, number | undefined];
          return polyFactor([neg(rat(n, d ?? 1)), ONE]);
        }
        return { kind: 'root', root, power: 1 };
      });
      const [double] = rootFactors;
      if (roots.length === 1 && double) replace({ ...double, power: 2 });
      else replace(...rootFactors);
      steps.push({
        name: 'Trinomio de segundo grado',
        detail: `buscá las raíces de $${polyTex(q)}$ con la resolvente ($\\Delta = ${ratTex(discriminant)}$): ${joinAnd(roots.map((r) => `$x = ${r.tex}$`))}. Entonces $ax^2 + bx + c = a(x - x_1)(x - x_2)$: $${snapshot(constant, factors)}$.`,
      });
      continue;
    }
    const grouped = degree(q) === 3 ? grouping(q) : undefined;
    if (grouped) {
      replace(polyFactor(grouped.binomial), polyFactor(grouped.outside));
      steps.push({
        name: 'Factor común por grupos',
        detail: `agrupá de a dos términos, $(${polyTex(grouped.first)}) + (${polyTex(grouped.second)})$, y sacá factor común en cada grupo: aparece $(${polyTex(grouped.binomial)})$ en los dos. $${snapshot(constant, factors)}$.`,
      });
      continue;
    }
    if (degree(q) >= 3) {
      const { linear } = factorRational(q);
      const first = linear[0];
      if (first) {
        const r = first.root;
        const quotient = polyDivide(q, [neg(r), ONE]).quotient;
        const divisor: Poly = isInt(r) ? [neg(r), ONE] : [rat(-r.n), rat(r.d)];
        const adjusted = isInt(r) ? quotient : polyScale(quotient, rat(1, r.d));
        replace(polyFactor(divisor), polyFactor(adjusted));
        steps.push({
          name: 'Teorema de Gauss y Ruffini',
          detail: `probá con los divisores del término independiente (sobre los del coeficiente principal): $x = ${ratTex(r)}$ anula $${polyTex(q)}$, así que es divisible por $${polyTex(divisor)}$. Dividiendo por Ruffini: $${snapshot(constant, factors)}$.`,
        });
        continue;
      }
      factor.done = true;
      complete = false;
      steps.push({
        name: 'Sin raíces racionales',
        detail: `$${polyTex(q)}$ no tiene raíces racionales (ninguno de los candidatos de Gauss la anula): con los casos del curso no se sigue factorizando.`,
      });
      continue;
    }
    factor.done = true;
  }
  return { result: { constant, factors }, steps, complete };
}

function expandNumber({ constant, factors }: Factorization, x: number): number {
  return factors.reduce(
    (acc, f) =>
      acc *
      (f.kind === 'root' ? x - f.root.value : f.p.reduceRight((s, c) => s * x + value(c), 0)) ** f.power,
    value(constant),
  );
}

const evalPoly = (p: Poly, x: number) => p.reduceRight((s, c) => s * x + value(c), 0);

/** The one expression in x the message holds, as a polynomial, or a quotient of them. */
export function readExpression(
  message: string,
  named = true,
): { node: Node; num: Poly; den: Poly } | undefined {
  // A lone x in a sentence («para qué valores de x…») names the unknown; it is no expression.
  // "P(x) = 2x³ − 2x² − 12x": the polynomial is what the name stands for ("P(x)" reads as a bracketed x).
  const definition = (statement: Statement): Statement => {
    const [name, body] = statement.sides;
    const named =
      statement.relations.length === 1 &&
      statement.relations[0] === '=' &&
      name?.kind === 'group' &&
      stripGroup(name).kind === 'x' &&
      body !== undefined &&
      hasX(body);
    return named ? { relations: [], sides: [body] } : statement;
  };
  const found = findStatements(message)
    .map((statement) => (named ? definition(statement) : statement))
    .filter(
      (statement) =>
        statement.sides.some(hasX) &&
        // «Factorizar P(x)» after «P(x) = …»: the name again, no expression of its own.
        !(
          statement.relations.length === 0 &&
          statement.sides[0] !== undefined &&
          stripGroup(statement.sides[0]).kind === 'x'
        ) &&
        (statement.relations.length === 0 ||
          (statement.relations.length === 1 &&
            statement.relations[0] === '=' &&
            statement.sides[1]?.kind === 'num' &&
            isZero(statement.sides[1].value))),
    );
  const node = found[0]?.sides[0];
  if (found.length !== 1 || !node) return undefined;
  if (['abs', 'trig', 'log', 'sqrt', 'pi', 'e', 'deg'].some((kind) => hasKind(node, kind as Node['kind'])))
    return undefined;
  const f = toRationalFunction(node);
  if (!f) return undefined;
  return { node, num: f.num, den: f.den };
}

/** The cases of factoring said by name («trinomio cuadrado perfecto», «suma de cubos») ask for the factors too. */
const CASE_NAME =
  /cuadrado perfecto|cubo perfecto|cuatrinomio|diferencia de (?:dos )?cuadrados|(?:suma|diferencia) de (?:dos )?cubos/;
const FACTOR_CUE = new RegExp(
  `factori[zcs]|factore|factor comun|como (?:un )?producto|descompon|${CASE_NAME.source}`,
);
export const SIMPLIFY_CUE = /simplifi[cq]|reduc[ií]|reduci|reducir/;
/** "Hallá las raíces de P(x) = x³ − …": a polynomial's roots are read in its factors. */
const ROOTS_CUE = /\braices\b|\braiz\b|\bceros\b/;

const rootsLine = (roots: readonly Exact[]) =>
  roots.length
    ? `**Raíces reales: ${joinAnd(roots.map((r) => `x = ${r.text}`))}** (${roots.length === 1 ? 'una solución real' : `${roots.length} soluciones reales`})`
    : '**No tiene raíces reales.**';

/** A reply that factors a polynomial ("factorizá x² − 5x + 6"), or undefined. */
/**
 * Another letter in the expression (x² − 9y², 4a² − 25, x³ − ax²): the polynomial is not one in x alone,
 * and reading it as one would drop that letter.
 */
/** The words of a statement that only asks to factor a named polynomial (or to find its roots). */
const ONLY_FACTORING = new Set(
  `factoriza factorizar factorizalo factorizado factorizada factorizacion factoree factorear completamente
  totalmente el la lo los las un una polinomio expresion siguiente de del es son resulta se obtiene queda como
  producto factores primos irreducibles en reales al maximo sea dado dada dados que elegi opcion correcta
  escribi escribilo escribir expresa expresalo expresar descompone descomponer sacando factor comun halla hallar todas
  sus raices raiz ceros resolve resolver soluciones cuantas tiene indica cuales calcula encontra saca sacar
  extrae extraer aplica aplicando usando caso casos factoreo completa completo igual factorice factoricelo
  factoricen escriba escribalo exprese expreselo descomponga halle calcule encuentre indique resuelva`
    .split(/\s+/)
    .filter(Boolean),
);

/** The text with its words (two letters or more) blanked, so that only the math's letters remain. */
export const withoutWords = (folded: string) =>
  folded.replace(/\p{L}{2,}/gu, (w) => (/^x+$/.test(w) ? w : ' '.repeat(w.length)));

export const OTHER_LETTER =
  /(?<![\p{L}])(?:[a-wyz][²³⁴^]|\d[a-wyz](?![\p{L}])|x[a-wyz](?![\p{L}])|[a-wyz]x(?![\p{L}]))|[²³⁴][a-wyz](?![\p{L}])/u;

export function solveFactoring(message: string): string | undefined {
  const folded = foldText(message);
  if (OTHER_LETTER.test(withoutWords(folded))) return undefined;
  // A polynomial given by its name is factored only when factoring it is all the statement asks: other
  // words (a quotient to find, a condition to use) ask something a factoring does not answer.
  if (/\b[a-z]\s*\(\s*x\s*\)\s*=/.test(folded)) {
    const words = folded.match(/\p{L}{2,}/gu) ?? [];
    if (!words.every((w) => ONLY_FACTORING.has(w) || /^x+$/.test(w))) return undefined;
  }
  // A question besides the factoring that the factors do not answer by themselves: the roots'
  // multiplicity, whether a number is one, their sum or product, the degree or a coefficient.
  const besides = folded
    .replace(/como (?:un )?producto[^.;]*/g, ' ')
    .replace(new RegExp(CASE_NAME, 'g'), ' ');
  if (
    /multiplicidad|raiz (?:doble|triple|simple)|\bes raiz\b|\bson raices\b|verifica|comproba|\bsuma\b|\bsuman\b|\bproducto\b|multiplican|\bgrado\b|coeficiente|\bresto\b|cociente/.test(
      besides,
    )
  )
    return undefined;
  // «Resolvé x³ − 4x = 0»: an equation of degree 3 or more is solved by its factors too.
  const asksRoots =
    ROOTS_CUE.test(folded) || (/resolv|soluciones|halla/.test(folded) && /=\s*0(?!\d|[,.]\d)/.test(message));
  if (!(FACTOR_CUE.test(folded) || asksRoots) || SIMPLIFY_CUE.test(folded)) return undefined;
  // A case named without an order to factor («El trinomio cuadrado perfecto x² + 6x + 9, evaluado en
  // x = 1, vale:», «¿Es … un trinomio cuadrado perfecto?»): only «es igual a:» and the like ask the factors.
  const caseOnly = !FACTOR_CUE.test(folded.replace(new RegExp(CASE_NAME, 'g'), ' '));
  if (
    caseOnly &&
    !asksRoots &&
    !/(?:es igual a|equivale a|se (?:factoriza|escribe|expresa) como|resulta|es)\s*:?\s*$/.test(folded.trim())
  )
    return undefined;
  // «Completá el trinomio cuadrado perfecto», «completando cuadrados»: a term to find, not factors.
  if (/complet\w*\s+(?:el\s+|los\s+)?(?:trinomio|cuadrado)|completando/.test(folded)) return undefined;
  return orNone(() => {
    const expression = readExpression(message);
    if (expression?.den.length !== 1 || degree(expression.num) < 1) return undefined;
    const p = polyScale(expression.num, div(ONE, at(expression.den, 0, 'denominator')));
    if (p.filter((c) => !isZero(c)).length < 2 || degree(p) > 8) return undefined;
    // The roots of a line or a parabola are the equation solvers' and the function study's.
    if (!FACTOR_CUE.test(folded) && degree(p) < 3) return undefined;
    // «Sacá factor común»: that step is the answer, not the complete factoring.
    if (/factor comun/.test(folded) && !/complet|totalmente|al maximo|primos|por grupos/.test(folded)) {
      const { k, m, rest } = commonFactor(p);
      if (equal(k, ONE) && m === 0) return undefined;
      const common = `${equal(k, ONE) ? '' : equal(k, rat(-1)) ? '-' : ratText(k)}${m === 0 ? '' : m === 1 ? 'x' : `x${'⁰¹²³⁴⁵⁶⁷⁸⁹'[m] ?? `^${m}`}`}`;
      const product = polyMul(rest, [...Array.from({ length: m }, () => ZERO), k]);
      if (polyAdd(product, p, -1).some((c) => !isZero(c))) return undefined;
      return [
        '## Factor común',
        '',
        `Buscá el mayor número que divide a todos los coeficientes y la menor potencia de x: $${common.replace(/x([⁰-⁹²³¹]+)/, 'x^$1')}$.`,
        '',
        `**${polyText(p)} = ${common}(${polyText(rest)})**`,
        '',
        'Verificación: si distribuís volvés al polinomio dado ✓',
        '',
        '¿Se puede seguir factorizando lo que quedó entre paréntesis?',
      ].join('\n');
    }
    const { result, steps, complete } = factorWithSteps(p);
    for (const x of [2, 3, -1.5]) {
      if (Math.abs(expandNumber(result, x) - evalPoly(p, x)) > 1e-6 * Math.max(1, Math.abs(evalPoly(p, x))))
        return undefined;
    }
    const typed = nodeTex(expression.node);
    const irreducible =
      result.factors.length === 1 && equal(result.constant, ONE) && result.factors[0]?.power === 1;
    if (steps.length === 0 || irreducible) {
      // Without rational roots a polynomial of degree 3 or more may still factor over the reals (x⁴ + 4):
      // only degree 1 and a quadratic with Δ < 0 are called irreducible.
      if (asksRoots || degree(p) > 2) return undefined;
      const why =
        degree(p) === 2 && irreducible
          ? `su discriminante es negativo, $\\Delta = ${ratTex(quadraticRoots(p).discriminant)} < 0$, así que no tiene raíces reales.`
          : degree(p) === 1
            ? 'es de grado 1 y sus coeficientes no tienen factor común.'
            : 'no tiene factor común ni raíces racionales.';
      return [
        '## Factorización',
        '',
        `$${typed}$ no se puede factorizar más en los reales: ${why}`,
        '',
        '¿Qué caso de factoreo probarías primero con un polinomio de grado 2?',
      ].join('\n');
    }
    // Roots asked of a polynomial with a factor of degree 3 or more left: some roots may be missing.
    if (asksRoots && !complete) return undefined;
    // A factor without real roots leaves complex ones: «todas las raíces» may mean them too, so only
    // the real roots asked by name are answered.
    const complexLeft = result.factors.some((f) => f.kind === 'poly' && degree(f.p) >= 2);
    if (asksRoots && complexLeft && !/reales/.test(folded)) return undefined;
    const roots = result.factors
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
    return [
      '## Factorización',
      '',
      `Factoricemos $${typed}$ probando los casos en orden: primero factor común, después los demás.`,
      '',
      ...steps.map((s, i) => `${i + 1}. **${s.name}**: ${s.detail}`),
      '',
      `**${polyText(p)} = ${productText(result)}${integerProductText(result) ? ` = ${integerProductText(result)}` : ''}**`,
      '',
      ...(asksRoots
        ? [
            `Las soluciones de $${polyTex(p)} = 0$ son las raíces, una por cada factor de grado 1.`,
            '',
            rootsLine(roots),
            '',
          ]
        : []),
      `Verificación: si multiplicás los factores volvés a $${polyTex(p)}$ ✓${roots.length ? ` Las raíces se leen en los factores: ${joinAnd(roots.map((r) => `x = ${r.text}`))}.` : ''}`,
      '',
      complete
        ? '¿Por qué conviene sacar siempre primero el factor común?'
        : '¿Qué teorema te dice qué números probar como raíces de un polinomio con coeficientes enteros?',
    ].join('\n');
  }, Inexact);
}
