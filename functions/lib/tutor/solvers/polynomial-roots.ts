/**
 * The roots of a polynomial the statement defines, with their multiplicity, as exams ask them after a
 * division by Ruffini: «¿Cuál es el orden de multiplicidad de la raíz x = 2?», «Halle las demás raíces
 * de P(x) y su multiplicidad», «Determine todas las raíces de P(x)». Exact: the rational roots by
 * Gauss, what is left only when it is a quadratic (its roots by the formula) or a constant, and the
 * factors multiplied back to the polynomial as the check.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import {
  degree,
  div,
  divideByRoot,
  type Exact,
  equal,
  evalPoly,
  factorRational,
  Inexact,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  polyMul,
  polyScale,
  polyTex,
  polyText,
  quadraticRoots,
  type Rational,
  rat,
  ratText,
  samePoly,
  sign,
  sqrtExact,
  sub,
} from './exact.ts';
import {
  evaluate,
  findStatements,
  hasKind,
  hasX,
  type Node,
  stripGroup,
  toRationalFunction,
} from './math-text.ts';
import { readNumber } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const MULTIPLICITY_NAMES = ['', 'simple', 'doble', 'triple', 'cuádruple', 'quíntuple'];
const named = (m: number) => MULTIPLICITY_NAMES[m] ?? `de multiplicidad ${m}`;

// «la raíz x = 2», «la raíz −1», «x = 2 es raíz»: a root the text names, read before the polynomial.
const NAMED_ROOT =
  /\bra[ií]z\s+(?:x\s*=\s*)?([−-]?\d+(?:[.,]\d+)?(?:\/\d+)?)(?![\d/])|\bx\s*=\s*([−-]?\d+(?:[.,]\d+)?(?:\/\d+)?)\s+(?:es|sea)\s+(?:una\s+)?ra[ií]z\b/giu;

function readRational(raw: string): Rational | undefined {
  const [top = '', bottom] = raw.replace('−', '-').split('/');
  const magnitude = readNumber(top.replace(/^-/, ''));
  const n = magnitude === undefined ? undefined : top.startsWith('-') ? -magnitude : magnitude;
  const d = bottom === undefined ? 1 : Number(bottom);
  if (n === undefined || !Number.isInteger(n) || !Number.isInteger(d) || d === 0) return undefined;
  return rat(n, d);
}

/** The one polynomial in x the text defines or writes, as a node and its exact coefficients. */
function onePolynomial(text: string): { node: Node; p: Poly } | undefined {
  // «las raíces de P(x)»: the name alone, said again, is no other polynomial.
  const nameAlone = (s: { sides: Node[]; relations: readonly string[] }) =>
    s.relations.length === 0 &&
    s.sides.length === 1 &&
    s.sides[0] !== undefined &&
    stripGroup(s.sides[0]).kind === 'x';
  const found = findStatements(text).filter((s) => s.sides.some(hasX) && !nameAlone(s));
  const [only] = found;
  if (found.length !== 1 || !only) return undefined;
  const [first, second] = only.sides;
  const isName =
    only.relations.length === 1 && first?.kind === 'group' && stripGroup(first).kind === 'x'
      ? second
      : undefined;
  const node = only.relations.length === 0 ? first : isName;
  if (!node || !hasX(node)) return undefined;
  const kinds: Node['kind'][] = ['abs', 'trig', 'log', 'sqrt', 'pi', 'e', 'deg', 'div'];
  if (kinds.some((kind) => hasKind(node, kind))) return undefined;
  const f = toRationalFunction(node);
  const [den] = f?.den ?? [];
  if (!f || !den || degree(f.den) !== 0) return undefined;
  const p = polyScale(f.num, div(ONE, den));
  return degree(p) >= 2 ? { node, p } : undefined;
}

function multiplicityOf(p: Poly, root: Rational): number {
  let rest = p;
  let m = 0;
  for (;;) {
    if (degree(rest) < 1) return m;
    const { quotient, remainder } = divideByRoot(rest, root);
    if (!isZero(remainder)) return m;
    rest = quotient;
    m++;
  }
}

interface Root {
  text: string;
  multiplicity: number;
  rational?: Rational;
}

/** Every real root with its multiplicity, or undefined when what is left has no exact reading. */
function allRoots(p: Poly): { roots: Root[]; rest: Poly; constant: Rational } | undefined {
  const { constant, linear, rest } = factorRational(p);
  const roots: Root[] = linear.map(({ root, multiplicity }) => ({
    text: ratText(root),
    multiplicity,
    rational: root,
  }));
  if (degree(rest) > 2) return undefined;
  if (degree(rest) === 2) {
    const exact: Exact[] = quadraticRoots(rest).roots;
    // A double root of the rest would be rational, found above.
    if (exact.length === 1) return undefined;
    for (const r of exact) roots.push({ text: r.text, multiplicity: 1 });
  }
  // The check: the rational factors times what is left give the polynomial back.
  let product: Poly = polyScale(rest, constant);
  for (const { root, multiplicity } of linear)
    for (let i = 0; i < multiplicity; i++) product = polyMul(product, [rat(-root.n, root.d), ONE]);
  if (!samePoly(product, p)) return undefined;
  return { roots, rest, constant };
}

/** The two non-real roots of a quadratic with Δ < 0, «1 + 2i» and «1 − 2i», or none. */
function nonRealRoots(q: Poly): string[] {
  if (degree(q) !== 2) return [];
  const [c = ONE, b = ONE, a = ONE] = q;
  const discriminant = sub(mul(b, b), mul(rat(4), mul(a, c)));
  if (sign(discriminant) >= 0) return [];
  const re = div(neg(b), mul(rat(2), a));
  const im = sqrtExact(div(neg(discriminant), mul(rat(4), mul(a, a))));
  const imText = /[√/]/.test(im.text) ? `(${im.text})i` : im.text === '1' ? 'i' : `${im.text}i`;
  const head = isZero(re) ? '' : `${ratText(re)} `;
  return isZero(re) ? [imText, `−${imText}`] : [`${head}+ ${imText}`, `${head}− ${imText}`];
}

const rootList = (roots: readonly Root[]) =>
  roots
    .map((r) => `x = ${r.text} (${named(r.multiplicity)})`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' y $1');

export function solvePolynomialRoots(problem: string): SolverReply | undefined {
  const written = withoutOptions(problem);
  const folded = foldText(written);
  if (!/\bra[ií]z|\braices\b|multiplicidad/.test(folded)) return undefined;
  // Another question besides the roots: a division, a factoring, a value, a sign or a graph.
  // «Factorice P(x) e indique sus raíces»: the factored form is said with them.
  const factorAsked = /factori|factore|descompon/.test(folded);
  if (
    /divi|cociente|resto|ruffini|grado|coeficiente|valor|signo|positiv|negativ|interval|grafic|ordenada|corte|intersec|simplific|\bk\b|parametro|suma|producto/.test(
      folded,
    )
  )
    return undefined;
  // «las raíces complejas no reales», «resuelva en ℂ»: the roots of a quadratic factor with Δ < 0 too.
  const complexAsked = /complej|no reales|imaginari|ℂ|\ben c\b/.test(folded);
  const nonRealOnly = /no reales|complejas? no real|imaginari/.test(folded);
  // «P(x) = … Halle las raíces de Q(x)»: another polynomial's name, which this statement does not define.
  if (new Set([...written.matchAll(/(?<![\p{L}])([A-Z])\s*\(\s*x\s*\)/gu)].map((m) => m[1])).size > 1)
    return undefined;
  const namedRoots = [...written.matchAll(NAMED_ROOT)];
  const asksMultiplicity = /multiplicidad|\bes (?:una )?raiz (?:simple|doble|triple)|que tipo de raiz/.test(
    folded,
  );
  const asksRoots =
    /(?:hall|determin|calcul|encontr|indic|indiq|obten|busc|cuales son)\w*\s+(?:todas\s+)?(?:las\s+|sus\s+)?(?:demas\s+|otras\s+|restantes\s+)?(?:(?:dos|tres)\s+)?raices|las\s+(?:demas|otras|restantes)\s+(?:(?:dos|tres)\s+)?raices/.test(
      folded,
    );
  if (!asksMultiplicity && !asksRoots) return undefined;
  if ((factorAsked || complexAsked) && (!asksRoots || asksMultiplicity)) return undefined;
  const withoutRoots = written.replace(NAMED_ROOT, ' ');
  return orNone(() => {
    const read = onePolynomial(withoutRoots);
    if (!read) return undefined;
    const { node, p } = read;
    for (const x of [0.37, 2.71, -1.93]) {
      const v = evaluate(node, x);
      if (!Number.isFinite(v) || Math.abs(v - evalPoly(p, x)) > 1e-9 * Math.max(1, Math.abs(v)))
        return undefined;
    }
    const given = namedRoots.map((m) => readRational(m[1] ?? m[2] ?? ''));
    if (given.some((r) => r === undefined)) return undefined;
    const known = given as Rational[];
    const tex = polyTex(p);
    if (!asksRoots) {
      // One root named, and its multiplicity asked.
      const [root] = known;
      if (known.length !== 1 || !root) return undefined;
      const m = multiplicityOf(p, root);
      if (m === 0) return undefined;
      const steps: string[] = [];
      let rest = p;
      for (let i = 0; i < m; i++) {
        const { quotient } = divideByRoot(rest, root);
        steps.push(
          `Dividí por $(x ${root.n < 0 ? '+' : '-'} ${ratText(rat(Math.abs(root.n), root.d))})$ (Ruffini con ${ratText(root)}): el resto es 0 y el cociente es $${polyTex(quotient)}$.`,
        );
        rest = quotient;
      }
      const last = divideByRoot(rest, root);
      steps.push(
        degree(rest) < 1
          ? 'No queda nada más por dividir.'
          : `Una vez más: el cociente vale ${ratText(last.remainder)} en x = ${ratText(root)}, no se anula, así que ahí se termina.`,
      );
      return {
        text: workedReply({
          title: 'Multiplicidad de una raíz',
          data: `$P(x) = ${tex}$; raíz $x = ${ratText(root)}$`,
          steps: [
            'La multiplicidad es cuántas veces se puede dividir P(x) por (x − r) con resto cero.',
            ...steps,
          ],
          answer: `**x = ${ratText(root)} es raíz ${named(m)}: orden de multiplicidad ${m}**`,
          closing: '¿Cómo se ve en el gráfico una raíz doble, comparada con una simple?',
        }),
        certain: true,
      };
    }
    const all = allRoots(p);
    if (!all) return undefined;
    // A root the text names must be one of them.
    if (known.some((r) => !all.roots.some((root) => root.rational && equal(root.rational, r))))
      return undefined;
    const others = /\b(?:demas|otras|restantes)\s+(?:(?:dos|tres)\s+)?raices/.test(folded);
    const nonReal = nonRealRoots(all.rest);
    if (complexAsked && (degree(all.rest) > 2 || (nonRealOnly && nonReal.length === 0) || others))
      return undefined;
    const shown =
      others && known.length
        ? all.roots.filter((root) => !known.some((r) => root.rational && equal(root.rational, r)))
        : all.roots;
    const withMultiplicity = all.roots.some((r) => r.multiplicity > 1) || asksMultiplicity;
    const factors = all.roots
      .filter((r) => r.rational)
      .map((r) => {
        const q = r.rational as Rational;
        const body = isZero(q) ? 'x' : `(x ${q.n < 0 ? '+' : '-'} ${ratText(rat(Math.abs(q.n), q.d))})`;
        return r.multiplicity > 1 ? `${body}^${r.multiplicity}` : body;
      })
      .join(' ');
    const restTex = degree(all.rest) >= 1 ? `(${polyTex(all.rest)})` : '';
    const lead = all.constant;
    const leadTex = equal(lead, ONE) ? '' : equal(lead, rat(-1)) ? '-' : ratText(lead);
    const noneLeft = shown.length === 0;
    const factored = `P(x) = ${leadTex}${factors}${degree(all.rest) >= 1 ? `(${polyText(all.rest)})` : ''}`;
    const complexList = nonReal.map((z) => `x = ${z}`).join(' y ');
    const realOnes = all.roots.length ? rootList(all.roots) : 'ninguna';
    const answer = nonRealOnly
      ? `**Raíces complejas no reales: ${complexList}**`
      : complexAsked
        ? `**Raíces de P(x) en ℂ: ${[all.roots.length ? rootList(all.roots) : '', complexList].filter(Boolean).join(' y ')}**`
        : factorAsked
          ? `**${factored.replace(/\$/g, '')}; raíces reales: ${realOnes}**`
          : noneLeft
            ? `**No hay otras raíces: las raíces de P(x) son ${rootList(all.roots)}**`
            : others && known.length
              ? `**Las demás raíces: ${rootList(shown)}**`
              : `**Raíces de P(x): ${rootList(all.roots)}**`;
    return {
      text: workedReply({
        title: 'Raíces de un polinomio y su multiplicidad',
        data: `$P(x) = ${tex}$`,
        steps: [
          'Por el teorema de Gauss, las raíces racionales están entre los divisores del término independiente sobre los del coeficiente principal; cada una que anula P(x) se divide por Ruffini, tantas veces como dé resto cero (esa es su multiplicidad).',
          `Queda factorizado: $P(x) = ${leadTex}${factors}${restTex}$.`,
          ...(degree(all.rest) === 2
            ? [
                `El factor de grado 2 que queda se resuelve con la fórmula resolvente${all.roots.some((r) => !r.rational) ? '' : nonReal.length ? `: Δ < 0, no tiene raíces reales; en ℂ, x = ${nonReal.join(' y x = ')}` : ': no tiene raíces reales'}.`,
              ]
            : []),
          `Verificación: multiplicando los factores vuelve a dar $${tex}$ ✓`,
          ...(others && !known.length
            ? [
                'Acá no está la raíz que ya tenías, así que te doy todas: las demás son las que no habías hallado.',
              ]
            : []),
        ],
        answer: withMultiplicity ? answer : answer.replace(/ \(simple\)/g, ''),
        closing: '¿Cuántas raíces puede tener, como máximo, un polinomio de este grado?',
      }),
      certain: true,
    };
  }, Inexact);
}
