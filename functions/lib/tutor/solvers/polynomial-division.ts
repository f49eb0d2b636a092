/**
 * Dividing polynomials: quotient and remainder (Ruffini for x − a, long division otherwise), the
 * remainder theorem (the remainder of P(x) ÷ (x − a) is P(a)) and the parameter that makes P divisible
 * by x − a or leaves a given remainder. Exact; the division checked as P = Q·D + R.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  coefAt,
  degree,
  div,
  divideByRoot,
  equal,
  evalRat,
  Inexact,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  polyAdd,
  polyDivide,
  polyMul,
  polyTex,
  polyText,
  type Rational,
  rat,
  ratTex,
  ratText,
  sub,
  ZERO,
} from './exact.ts';
import { joinAnd } from './inequalities.ts';
import { paramPolyTex, polyInParam } from './linear-forms.ts';
import { rationalRoots } from './lines.ts';
import {
  findStatements,
  hasKind,
  hasX,
  type Node,
  stripGroup,
  toRational,
  toRationalFunction,
} from './math-text.ts';
import { orNone } from './or-none.ts';
import { solvePolynomialRoots } from './polynomial-roots.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

class Unsupported extends Error {}

function polyOf(node: Node): Poly {
  if (['trig', 'log', 'sqrt', 'pi', 'e', 'deg', 'abs'].some((kind) => hasKind(node, kind as Node['kind'])))
    throw new Unsupported();
  const f = toRationalFunction(node);
  if (f?.den.length !== 1) throw new Unsupported();
  const denominator = at(f.den, 0, 'denominator');
  return f.num.map((c) => div(c, denominator));
}

interface Reading {
  dividend: Poly;
  divisor: Poly;
  /** The remainder the statement asks for ("… sea 5"), when it gives one. */
  target?: Rational;
}

/** The dividend, the divisor and a target remainder, read with the parameter (if any) set to `k`. */
function read(text: string, param: string | undefined, k: Rational | undefined): Reading | undefined {
  // The parameter where the question names it ("hallá k para que…") is a word, not a number to put in.
  const named =
    param && k
      ? text
          .replace(
            new RegExp(
              `(\\p{L}+\\s+(?:el\\s+valor\\s+de\\s+)?)${param}(\\s+(?:para|tal|de\\s+modo|de\\s+manera|de\\s+forma|sabiendo|si\\b))`,
              'giu',
            ),
            '$1$2',
          )
          .replace(new RegExp(`(valor(?:es)?\\s+(?:reales?\\s+)?de\\s+)${param}\\b`, 'giu'), '$1')
          // "sea igual a 3": with the parameter a, the preposition between a word and a number is no letter.
          .replace(param === 'a' ? /(\p{L}{2,})\s+a\s+(?=[-−\d(])/gu : /$^/u, '$1 ')
      : text;
  const substituted =
    param && k
      ? named.replace(new RegExp(`(?<!\\p{L})${param}(?![a-wyzáéíóúñ])`, 'gu'), `(${ratText(k)})`)
      : text;
  const statements = findStatements(substituted);
  const polys: Poly[] = [];
  let definitions = 0;
  let target: Rational | undefined;
  for (const s of statements) {
    const [node, value] = s.sides;
    if (
      s.relations.length === 1 &&
      s.relations[0] === '=' &&
      node &&
      value &&
      stripGroup(node).kind === 'x'
    ) {
      // "P(x) = …": the first one named is the dividend, a second ("por Q(x) = x − 2") the divisor.
      polys.splice(definitions, 0, polyOf(value));
      definitions++;
      continue;
    }
    if (s.relations.length || !node) return undefined;
    // «dividir P(x) por …» after «Sea P(x) = …»: the name again, no polynomial of its own.
    if (node.kind === 'group' && stripGroup(node).kind === 'x' && definitions > 0) continue;
    if (hasX(node)) polys.push(polyOf(node));
    else {
      const r = toRational(node);
      if (r === undefined || target) return undefined;
      target = r;
    }
  }
  if (polys.length !== 2) return undefined;
  const [dividend, divisor] = polys as [Poly, Poly];
  if (degree(divisor) < 1 || degree(dividend) < degree(divisor) || degree(dividend) > 8) return undefined;
  return { dividend, divisor, ...(target ? { target } : {}) };
}

const divisorTex = (d: Poly) => `(${polyTex(d)})`;

/** The root a of a divisor x − a (monic of degree 1), or undefined. */
const rootOf = (d: Poly) => (degree(d) === 1 && equal(coefAt(d, 1), rat(1)) ? neg(coefAt(d, 0)) : undefined);

function ruffiniStep(p: Poly, a: Rational): string {
  const { quotient, remainder } = divideByRoot(p, a);
  const coefficients = [...p].reverse().map(ratTex).join(',\\ ');
  const results = [...quotient].reverse().map(ratTex).join(',\\ ');
  return `Ruffini con $a = ${ratTex(a)}$: los coeficientes $${coefficients}$ dan $${results}$ y resto $${ratTex(remainder)}$.`;
}

const closing = '¿Por qué el resto de dividir por (x − a) es justo P(a)?';

function reply(data: string, steps: string[], answer: string): SolverReply {
  return {
    text: workedReply({ title: 'División de polinomios', data, steps, answer, closing }),
    certain: true,
  };
}

/** The polynomial with both parameters set, read from the statement, or undefined. */
function withParameters(
  statement: string,
  [p, q]: [string, string],
  [a, b]: [Rational, Rational],
): Poly | undefined {
  const letter = (l: string) => new RegExp(`(?<![\\p{L}])${l}(?![a-wyzáéíóúñ])`, 'gu');
  // Only the formula: from «P(x) =» to the first word.
  // Only the formula: from «P(x) =» to the first word (a run of letters without x, as «sea»).
  const m = /\b[A-Za-z]\s*\(\s*x\s*\)\s*=\s*(.*?)(?=\s+(?![a-z]*x)[a-záéíóúñ]{2,}\b|[.;¿?]|$)/su.exec(
    statement,
  );
  if (!m) return undefined;
  const body = (m[1] ?? '').replace(letter(p), `(${ratText(a)})`).replace(letter(q), `(${ratText(b)})`);
  const found = findStatements(body).filter((s) => s.relations.length === 0);
  const node = found[0]?.sides[0];
  if (!node || found.length !== 1) return undefined;
  try {
    return polyOf(node);
  } catch {
    return undefined;
  }
}

/**
 * «Hallá a y b para que P(x) = x³ + ax² + bx − 6 sea divisible por (x − 1) y por (x + 2)», or with the
 * remainders given: two conditions P(r) = R, linear in the two parameters, solved by Cramer's rule.
 */
function twoParameters(statement: string, folded: string): SolverReply | undefined {
  const names =
    /\b(?:hall|determin|calcul|encontr|encuentr|obten)\w*\s+(?:los\s+valores\s+de\s+)?([a-wz])\s+y\s+([a-wz])\b/.exec(
      folded,
    );
  if (!names) return undefined;
  const params: [string, string] = [names[1] ?? '', names[2] ?? ''];
  const found = [...folded.matchAll(/\(\s*x\s*([-+−])\s*(\d+(?:\/\d+)?)\s*\)/g)];
  const divisors = found.map((m) => {
    const r = ratFromText(m[2] ?? '0');
    return m[1] === '+' ? neg(r) : r;
  });
  if (divisors.length !== 2) return undefined;
  const targets = remaindersAsked(folded.replace(/−/g, '-'), found);
  if (!targets) return undefined;
  // Each condition value(a, b) = P(r) is affine in a and b: three evaluations give its coefficients.
  const conditions = divisors.map((r, k) => {
    const at = (a: Rational, b: Rational) => {
      const poly = withParameters(statement, params, [a, b]);
      return poly ? evalRat(poly, r) : undefined;
    };
    const [v0, va, vb] = [at(ZERO, ZERO), at(ONE, ZERO), at(ZERO, ONE)];
    if (!v0 || !va || !vb) return undefined;
    return { ca: sub(va, v0), cb: sub(vb, v0), rhs: sub(targets[k] ?? ZERO, v0), r };
  });
  const [c1, c2] = conditions;
  if (!c1 || !c2) return undefined;
  const det = sub(mul(c1.ca, c2.cb), mul(c2.ca, c1.cb));
  if (isZero(det)) return undefined;
  const a = div(sub(mul(c1.rhs, c2.cb), mul(c2.rhs, c1.cb)), det);
  const b = div(sub(mul(c1.ca, c2.rhs), mul(c2.ca, c1.rhs)), det);
  // The check: with a and b, each division leaves the remainder asked.
  const poly = withParameters(statement, params, [a, b]);
  if (!poly || divisors.some((r, k) => !equal(evalRat(poly, r), targets[k] ?? ZERO))) return undefined;
  const [pa, pb] = params;
  const condition = (c: { ca: Rational; cb: Rational; rhs: Rational; r: Rational }) =>
    `$P(${ratTex(c.r)}) = ${ratTex(targets[conditions.indexOf(c)] ?? ZERO)}$: $${coefficient(c.ca)}${pa} ${c.cb.n < 0 ? '-' : '+'} ${coefficient(c.cb.n < 0 ? neg(c.cb) : c.cb)}${pb} = ${ratTex(c.rhs)}$`;
  return reply(
    `el polinomio con ${pa} y ${pb}; divisores $(x ${divisors[0] && divisors[0].n < 0 ? '+' : '-'} ${ratTex(divisors[0] && divisors[0].n < 0 ? neg(divisors[0]) : (divisors[0] ?? ZERO))})$ y $(x ${divisors[1] && divisors[1].n < 0 ? '+' : '-'} ${ratTex(divisors[1] && divisors[1].n < 0 ? neg(divisors[1]) : (divisors[1] ?? ZERO))})$`,
    [
      'Teorema del resto: el resto de dividir P(x) por (x − r) es P(r); cada condición da una ecuación en las dos letras.',
      `${condition(c1)}; ${condition(c2)}.`,
      `Resolviendo el sistema: $${pa} = ${ratTex(a)}$ y $${pb} = ${ratTex(b)}$.`,
      `Verificación: con esos valores, $P(x) = ${polyTex(poly)}$ da los restos pedidos ✓`,
    ],
    `**${pa} = ${ratText(a)}; ${pb} = ${ratText(b)}**`,
  );
}

/**
 * The remainder each divisor leaves, in the order they are written: «divisible por (x − 1) y por
 * (x + 2)» (both 0), «el resto de dividirlo por (x + 1) es −20» or «al dividirlo por (x − 2) da resto 3»
 * (the number said right after it), «divisible por (x − 3) y el resto de dividirlo por (x + 1) es −20»
 * (one of each). Undefined when a divisor has no condition of its own or a remainder is left unread.
 */
function remaindersAsked(text: string, found: RegExpMatchArray[]): Rational[] | undefined {
  const NUMBER = String.raw`(-?\s?\d+(?:\/\d+)?)(?![\d/,.]\d)`;
  const after = new RegExp(
    String.raw`^\s*,?\s*(?:(?:el\s+resto\s+)?(?:es|sea|da|vale|resulta|=)\s*(?:igual\s+a\s+)?${NUMBER}|(?:da|de|deja|tiene|se\s+obtiene)\s+(?:un\s+|como\s+)?resto\s+(?:igual\s+a\s+|de\s+)?${NUMBER})`,
  );
  const targets: Rational[] = [];
  for (const [k, m] of found.entries()) {
    const start = m.index ?? 0;
    const end = found[k + 1]?.index ?? text.length;
    const following = text.slice(start + m[0].length, end).replace(/\bcero\b/g, '0');
    const said = after.exec(following);
    const previous = found[k - 1];
    const between = text.slice(previous ? (previous.index ?? 0) + previous[0].length : 0, start);
    // «tenga resto 4 al dividirlo por (x − 1)»: the remainder said before its divisor.
    const before = new RegExp(
      String.raw`resto\s+(?:igual\s+a\s+|de\s+)?${NUMBER}\s+(?:al|cuando\s+se\s+lo)\s+divid\w*\s+(?:\w+\s+)?por\s*$`,
    ).exec(between.replace(/\bcero\b/g, '0'));
    if (said) targets.push(ratFromText((said[1] ?? said[2] ?? '0').replace(/\s/g, '')));
    else if (before) targets.push(ratFromText((before[1] ?? '0').replace(/\s/g, '')));
    else if (
      /divisible\s+(?:a\s+la\s+vez\s+)?por\s*$|\bfactor(?:es)?\s+(?:de\s+\S+\s+)?$/.test(between) ||
      /^\s*(?:es|sea|son|sean)\s+(?:un\s+)?factor/.test(following)
    )
      targets.push(ZERO);
    // «divisible por (x − 1) y por (x + 2)»: the list goes on with the same condition.
    else if (
      previous &&
      /^\s*(?:,|y)\s*(?:por\s+)?(?:tambien\s+)?$/.test(between) &&
      isZero(targets[k - 1] ?? ONE)
    )
      targets.push(ZERO);
    else return undefined;
  }
  return targets;
}

/** A coefficient before a letter: «a», «-a», «4a». */
const coefficient = (k: Rational) => (equal(k, ONE) ? '' : equal(k, neg(ONE)) ? '-' : ratTex(k));

function ratFromText(raw: string): Rational {
  const [n, d] = raw.split('/');
  return div(rat(Number(n)), rat(Number(d ?? 1)));
}

/**
 * «Si el resto de dividir x³ − 2x + k por (x − 2) es 7, k vale:» asks k as «Hallá k para que el resto de
 * dividir … sea 7» does: the letter at the open end is the parameter, and no number to put in.
 */
function openEndAsked(statement: string): string {
  const end = /[,;]\s*(?:entonces\s+)?([a-wz])\s+(?:vale|es igual a|debe valer)\s*:?\s*$/u.exec(
    statement.trim(),
  );
  // «El resto de dividir 2x³ + kx − 3 por x + 1 es 4. Hallar k.», «… ¿Cuánto vale k?»: the letter asked
  // in an order of its own, after the condition.
  const after =
    /^(.*\S)\s*[.;]\s*(?:(?:hall|calcul|determin|encontr|encuentr|obten)\w*\s+(?:el\s+valor\s+de\s+)?([a-wz])\s*\.?|¿\s*cu[aá]nto\s+(?:vale|debe\s+valer)\s+([a-wz])\s*\?)\s*$/isu.exec(
      statement.trim(),
    );
  if (!end && after && !/[.;?]/.test(after[1] ?? ''))
    return `Hallá ${after[2] ?? after[3]} sabiendo que ${(after[1] ?? '').replace(/^si\s+/i, '').replace(/^(\p{Lu})/u, (c) => c.toLowerCase())}.`;
  if (!end) return statement;
  const condition = statement
    .trim()
    .slice(0, end.index)
    .replace(/^si\s+/i, '');
  return `Hallá ${end[1]} para que ${condition}.`;
}

/**
 * «el valor de a para que x = −2 sea raíz de P(x) = …» asks the same as «… P(x) = … sea divisible por
 * (x + 2)» (the factor theorem), said that way for the parameter reading; other statements unchanged.
 */
function rootAsDivisor(statement: string): string {
  const folded = foldText(statement);
  if (
    !/valor(?:es)?\s+(?:real(?:es)?\s+)?de\s+[a-wz]\b|\b(?:hall|determin|calcul|encontr|encuentr)\w*\s+[a-wz]\s/.test(
      folded,
    )
  )
    return statement;
  const root =
    // «x = 3 es una de sus raíces»: the root said as a fact of the polynomial named before.
    /(?:\bx\s*=\s*)?([-−]?\s?\d+(?:[.,]\d+)?)\s+(?:sea|es)\s+(?:una\s+)?(?:ra[ií]z|de\s+(?:sus|las)\s+ra[ií]ces)\s*(?:de(?:l polinomio)?\s+)?/u.exec(
      statement,
    );
  const value = root?.[1]?.replace(/[−\s]/g, (c) => (c === '−' ? '-' : ''));
  // A double root asks more than divisibility by (x − a).
  if (!root || value === undefined || /divisi|divid|resto|doble|triple|multiplicidad/.test(folded))
    return statement;
  const a = Number(value.replace(',', '.'));
  const divisor = a === 0 ? 'x' : `(x ${a < 0 ? '+' : '-'} ${String(Math.abs(a)).replace('.', ',')})`;
  const rest = statement.replace(root[0], '').replace(/[?.]\s*$/, '');
  return `${rest} sea divisible por ${divisor}.`;
}

/** A divisibility, a root or a remainder said in the negative: the answer is a set this reading never states. */
const NEGATED_CONDITION =
  /\bno\s+(?:sea|es|resulte|quede)\s+(?:igual\s+a\s+)?(?:divisible|(?:un\s+)?factor|exacta|raiz|cero|nulo|[-−]?\d)|\b(?:resto|residuo)\s+no\s+(?:sea|es|resulte)\b|\bno\s+(?:tenga|tiene|de|da)\s+(?:resto|como raiz)\b/;

const PARAMETER_EXPRESSION =
  /(?:cuanto valen?|calcul\w*|hall\w*|el valor de)\s+(?:el valor de\s+)?(?:[a-wz]\s*(?:[-+−·*/^²³]|\d)|\d+\s*[a-wz](?![\p{L}(]))/u;

/** A coefficient written with a letter: «kx²», «a·x», «3k», «+ m» after a term. */
const LETTER_IN_POLYNOMIAL =
  /(?<![\p{L}])[a-wz](?:\s*[·*]\s*)?x(?![\p{L}])|(?<![\p{L}\d])\d+[a-wz](?![\p{L}(])|x[²³⁴^\d]*\s*[+−-]\s*[a-wz](?![\p{L}(])/u;

/**
 * «Verifique que x = 3 es raíz de P(x) = 2x³ − 3x² − 11x + 6», «¿Es x = −1 raíz de P(x)…?»: P(a) by the
 * remainder theorem's substitution, and the yes or no it decides.
 */
function rootChecked(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem).replace(/[−–]/g, '-');
  const folded = foldText(text);
  const asked =
    /\bverifi\w*\s+(?:si\s+|que\s+)?(?:x\s*=\s*)?(-?\s?\d+(?:[.,]\d+)?(?:\/\d+)?)\s+es\s+(?:una\s+)?raiz\b/.exec(
      folded,
    ) ?? /¿\s*es\s+(?:x\s*=\s*)?(-?\s?\d+(?:[.,]\d+)?(?:\/\d+)?)\s+(?:una\s+)?raiz\b/.exec(folded);
  if (!asked) return undefined;
  // Another order beside the check («… y hallá las demás raíces», «b) Factorizar P(x)»): the factoring's
  // reading answers both, this one only the check.
  if (/factori|factore|descompon|(?:demas|otras|restantes)\s+raices|cociente|\bresto\b/.test(folded))
    return undefined;
  // Another order beside the check («… y hallá las demás raíces»): not this reading's.
  if (
    /\by\s+(?:luego\s+|despues\s+)?(?:calcul|hall|determin|encontr|encuentr|factori|escrib|obten|indic)\w*/.test(
      folded,
    )
  )
    return undefined;
  const m = /\b([A-Z])\s*\(\s*x\s*\)\s*=\s*([^=¿?.;]+?)(?=\s+(?![a-z]*x)[a-záéíóúñ]{2,}\b|[.;¿?]|$)/su.exec(
    text,
  );
  if (!m) return undefined;
  const found = findStatements(m[2] ?? '').filter((st) => st.relations.length === 0);
  const node = found[0]?.sides[0];
  if (!node || found.length !== 1 || LETTER_IN_POLYNOMIAL.test(m[2] ?? '')) return undefined;
  const [n, d] = (asked[1] ?? '').replace(/\s/g, '').replace(',', '.').split('/');
  const a = div(rat(Math.round(Number(n) * 1000)), rat(1000 * Number(d ?? 1)));
  if (!Number.isFinite(Number(n))) return undefined;
  const name = m[1] ?? 'P';
  return orNone(
    () => {
      const p = polyOf(node);
      if (degree(p) < 1) return undefined;
      const value = evalRat(p, a);
      const zero = isZero(value);
      return reply(
        `$${name}(x) = ${polyTex(p)}$; se pregunta si $x = ${ratTex(a)}$ es raíz`,
        [
          `Un número es raíz de ${name} cuando lo anula: reemplazá $x = ${ratTex(a)}$.`,
          `$${name}(${ratTex(a)}) = ${ratTex(value)}$${zero ? '' : ', distinto de 0'}.`,
          `Por el teorema del resto, ${zero ? `${name}(x) es divisible por $(x ${a.n < 0 ? '+' : '-'} ${ratTex(a.n < 0 ? neg(a) : a)})$` : 'dividir por ese binomio deja ese resto'} ✓`,
        ],
        zero
          ? `**${name}(${ratText(a)}) = 0: x = ${ratText(a)} es raíz de ${name}(x)**`
          : `**${name}(${ratText(a)}) = ${ratText(value)} ≠ 0: x = ${ratText(a)} no es raíz de ${name}(x)**`,
      );
    },
    Inexact,
    Unsupported,
  );
}

// «Verifique que x = 1 es raíz y, por la regla de Ruffini, halle el cociente …», «… es raíz de P y, por
// Ruffini, …»: the check said first.
const CHECK_FIRST =
  /\b[Vv]erifi\p{L}*\s+(?:que\s+)?(?:x\s*=\s*)?([-−]?\s?\d+)\s+es\s+(?:una\s+)?ra[ií]z(?:\s+de\s+[A-Z](?:\s*\(\s*x\s*\))?)?\s*,?\s+y\s*,?\s*(\p{L})/u;

/**
 * «Verifique que x = 1 es raíz y halle el cociente de P(x) : (x − 1)»: the division by that root's
 * binomial, whose remainder 0 is the check; sure only when its Ruffini step shows P(a) = 0.
 */
function checkedDivision(problem: string): SolverReply | undefined {
  const check = CHECK_FIRST.exec(problem);
  if (!check) return undefined;
  const a = (check[1] ?? '').replace(/[−\s]/g, (c) => (c === '−' ? '-' : ''));
  const rest = problem.replace(CHECK_FIRST, (_m, _a, first: string) => first.toUpperCase());
  const divided = solvePolynomialDivision(rest);
  if (!divided?.certain || !divided.text.includes(`$P(${a}) = 0$`) || !/resto: 0\*\*/.test(divided.text))
    return undefined;
  return {
    text: divided.text.replace(/\*\*Cociente:/, `**P(${a}) = 0: x = ${a} es raíz.**\n\n**Cociente:`),
    certain: true,
  };
}

export function solvePolynomialDivision(problem: string): SolverReply | undefined {
  const checkedFirst = checkedDivision(problem);
  if (checkedFirst) return checkedFirst;
  const checked = rootChecked(problem);
  if (checked) return checked;
  // «el cociente C(x) y el resto R(x)»: names for the results asked, no polynomials given.
  const statement = openEndAsked(
    rootAsDivisor(withoutOptions(problem).replace(/\b(cociente|resto)\s+[A-Z]\s*\(\s*x\s*\)(?!\s*=)/g, '$1')),
  );
  const folded = foldText(statement);
  // «Hallá k para que P(x) NO sea divisible por (x + 2)»: every value but the one found, not it.
  if (NEGATED_CONDITION.test(foldText(problem))) return undefined;
  // «… ¿Cuánto vale k²?», «¿Cuánto vale a + b?»: a number made of the parameters, not them.
  if (PARAMETER_EXPRESSION.test(foldText(problem))) return undefined;
  // A second order («…, y calculá las otras raíces»): this reading answers only the division's part.
  if (
    /\by\s+(?:luego\s+|despues\s+)?(?:calcul|hall|determin|encontr|factori|escrib|obten|indic)\w*/.test(
      folded,
    )
  )
    return undefined;
  const both = twoParameters(statement, folded);
  if (both) return both;
  if (!/divisible|divid|division|cociente|\bresto\b|ruffini|\bfactor de\b/.test(folded)) return undefined;
  // «¿Cuánto vale el término independiente del polinomio cociente?»: one feature of the quotient, read
  // off it; any other feature of the result is not this reading's.
  const QUOTIENT_FEATURE =
    /\b(termino independiente|coeficiente principal|suma de (?:los|sus) coeficientes) del (?:polinomio )?cociente\b/g;
  const features = [...folded.matchAll(QUOTIENT_FEATURE)];
  const feature = features.length === 1 ? features[0]?.[1] : undefined;
  // «El grado del cociente … es:»: a feature of the result, not the result this reading states.
  if (
    !feature &&
    /\bgrado\b|coeficiente|termino independiente|(?:suma|producto) de (?:las|sus) raices|\bsuman\b|\b(?:tiene|sus|cuales son las) raices\b|raices del cociente/.test(
      folded,
    )
  )
    return undefined;
  const param =
    /\b(?:hall|determin|calcul|encontr|encuentr)\w*\s+(?:el\s+valor\s+de\s+)?([a-wz])\s+(?:para|tal|de modo|de manera|de forma|sabiendo|si\b)/.exec(
      folded,
    )?.[1] ?? /valor(?:es)?\s+(?:real(?:es)?\s+)?de\s+([a-wz])\b/.exec(folded)?.[1];
  return orNone(
    () => {
      if (param) {
        // «… ¿Cuál es el cociente?»: a second result this reading does not give beside the parameter.
        if (/\bcociente\b/.test(folded)) return undefined;
        const reading = (k: Rational) => read(statement, param, k);
        const base = reading(rat(0));
        if (!base) return undefined;
        const a = rootOf(base.divisor);
        if (a === undefined) return undefined;
        const divisible = /divisible|factor de|resto (?:sea |igual a )?(?:cero|0)\b|exacta/.test(folded);
        const target = divisible ? rat(0) : base.target;
        if (!target && !divisible) return undefined;
        const remainder = polyInParam((k) => {
          const r = reading(k);
          if (!r || !equal(coefAt(r.divisor, 0), coefAt(base.divisor, 0))) return undefined;
          return evalRat(r.dividend, a);
        });
        if (!remainder || remainder.length < 2) return undefined;
        const condition = polyAdd(remainder, [target as Rational], -1);
        const roots = rationalRoots(condition);
        if (!roots || roots.length === 0) return undefined;
        for (const k of roots) {
          const r = reading(k);
          if (!r || !equal(divideByRoot(r.dividend, a).remainder, target as Rational)) return undefined;
        }
        const steps = [
          `Teorema del resto: el resto de dividir $P(x)$ por $${divisorTex(base.divisor)}$ es $P(${ratTex(a)})$.`,
          `Reemplazá $x = ${ratTex(a)}$ dejando ${param} como letra: $P(${ratTex(a)}) = ${paramPolyTex(remainder, param)}$.`,
          divisible
            ? `Para que sea divisible, el resto tiene que ser 0: $${paramPolyTex(remainder, param)} = 0$.`
            : `El resto tiene que ser ${ratTex(target as Rational)}: $${paramPolyTex(remainder, param)} = ${ratTex(target as Rational)}$.`,
          `Despejando: ${joinAnd(roots.map((k) => `$${param} = ${ratTex(k)}$`))}. Verificación: con ${roots.length > 1 ? 'esos valores' : 'ese valor'}, Ruffini da resto ${ratTex(target as Rational)} ✓`,
        ];
        return reply(
          `el polinomio con ${param} y el divisor $${divisorTex(base.divisor)}$`,
          steps,
          `**${roots.map((k) => `${param} = ${ratText(k)}`).join(' o ')}**`,
        );
      }
      // A letter other than x in the polynomial («x³ + kx² − 4», «2x + a»): a parameter nobody asked
      // for by the orders read above, never a polynomial to divide as if the letter were not there.
      if (LETTER_IN_POLYNOMIAL.test(withoutOptions(problem))) return undefined;
      const reading = read(statement, undefined, undefined);
      if (!reading || reading.target) return undefined;
      const { dividend, divisor } = reading;
      const { quotient, remainder } = polyDivide(dividend, divisor);
      // The check: dividend = quotient · divisor + remainder.
      if (polyAdd(dividend, polyAdd(polyMul(quotient, divisor), remainder), -1).length !== 0)
        return undefined;
      // «… dividida por (x + 2) da:»: with no remainder named, the quotient is what the division gives.
      const askedQuotient =
        /cociente|\bdividi\b|\bdivision\b|ruffini/.test(folded) ||
        !/\bresto\b|residuo|divisible|factor|raiz/.test(folded);
      const a = rootOf(divisor);
      const steps: string[] = [];
      if (a !== undefined) {
        steps.push(ruffiniStep(dividend, a));
        steps.push(
          `Teorema del resto, para comprobar: $P(${ratTex(a)}) = ${ratTex(evalRat(dividend, a))}$, igual al resto ✓`,
        );
      } else {
        steps.push(
          `División larga: dividí el término de mayor grado del dividendo por el del divisor, multiplicá y restá, hasta que el resto tenga grado menor que $${polyTex(divisor)}$.`,
          `Verificación: $(${polyTex(quotient)}) \\cdot ${divisorTex(divisor)} + (${polyTex(remainder)}) = ${polyTex(dividend)}$ ✓`,
        );
      }
      const r = remainder.length ? polyText(remainder) : '0';
      // A feature read off Ruffini's quotient only; a long division's is not this reading's.
      if (feature && a === undefined) return undefined;
      if (feature && a !== undefined) {
        const degree = quotient.length - 1;
        const [name, value] = feature.startsWith('termino')
          ? ['Término independiente del cociente', ratText(coefAt(quotient, 0))]
          : feature.startsWith('coeficiente')
            ? ['Coeficiente principal del cociente', ratText(coefAt(quotient, degree))]
            : ['Suma de los coeficientes del cociente', ratText(evalRat(quotient, rat(1)))];
        steps.push(`Cociente: $${polyTex(quotient)}$; de él se lee lo pedido.`);
        return reply(
          `$P(x) = ${polyTex(dividend)}$; divisor $${divisorTex(divisor)}$`,
          steps,
          `**${name}: ${value}**`,
        );
      }
      // «¿Es divisible por (x − 1)?»: a yes or a no, with the remainder that decides it.
      const yesNo = /\bes divisible\b|\bes (?:un )?factor\b|\bes exacta\b/.test(folded) && !askedQuotient;
      const answer = yesNo
        ? remainder.length
          ? `**No, no es divisible: el resto es ${r}, no 0.**`
          : '**Sí, es divisible: el resto es 0.**'
        : askedQuotient || a === undefined
          ? `**Cociente: ${polyText(quotient)}; resto: ${r}**`
          : `**Resto: ${r}**`;
      return reply(`$P(x) = ${polyTex(dividend)}$; divisor $${divisorTex(divisor)}$`, steps, answer);
    },
    Inexact,
    Unsupported,
  );
}

export const polynomialDivision = declareSolver({
  name: 'divide_polynomials',
  offer: 'división de polinomios y teorema del resto',
  summary:
    'Divides polynomials in x: quotient and remainder (Ruffini for x − a, long division otherwise), the remainder theorem (the remainder of P(x) ÷ (x − a) is P(a)), and the parameter k that makes P divisible by x − a or leaves a given remainder; also the roots of P(x) with their multiplicity, or the multiplicity of a root named.',
  examples: [
    'Hallá k para que P(x) = x³ + kx² − 4x + 3 sea divisible por (x + 1).',
    'Calculá el resto de dividir P(x) = x³ − 2x + 1 por (x − 2).',
    'Hallá el cociente y el resto de (2x³ − 3x² + 4) : (x − 1).',
    'Hallá k para que el resto de dividir x³ + kx − 2 por (x − 2) sea 4.',
  ],
  parameters: { problem: 'the statement, as written' },
  // After a division, exams ask the roots it leads to: «¿… el orden de multiplicidad de la raíz x = 2?».
  solve: (problem) => solvePolynomialDivision(problem) ?? solvePolynomialRoots(problem),
});
