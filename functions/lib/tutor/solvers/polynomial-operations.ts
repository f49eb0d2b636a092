/**
 * Operations with polynomials in x as the Seminario drills them: a product or a power of polynomials
 * written out in standard form («Desarrollá (2x − 3)(x² + x − 1)», «El producto … es igual a:»), and
 * the polynomial rebuilt from its roots («el polinomio mónico de grado 3 cuyas raíces son 1, −2 y 3»,
 * or with its leading coefficient, its independent term or a value given). Exact; each result is
 * checked back (the expression as written at sample points; the roots and the condition substituted).
 */
import { toSuperscripts } from '../../../../shared/math/superscripts.ts';
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  degree,
  div,
  equal,
  evalPoly,
  evalRat,
  factorRational,
  Inexact,
  isZero,
  ONE,
  type Poly,
  polyDivide,
  polyGcd,
  polyMul,
  polyScale,
  polyTex,
  polyText,
  type Rational,
  rat,
  ratText,
} from './exact.ts';
import {
  evaluate,
  findStatements,
  hasKind,
  hasX,
  type Node,
  nodeTex,
  stripGroup,
  toRationalFunction,
} from './math-text.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** «Desarrollá», «calculá», «resolvé la operación»: an order to write a polynomial out. */
const EXPAND_ORDER = /desarroll|multiplic|efectu|\bopera|calcula|resolve/;
/** «El producto … es igual a:», «… resulta:»: the open end of a statement that asks the expression. */
const EQUALS_END = /(?:es igual a|equivale a|resulta|da como resultado|se obtiene|es|da)\s*:?\s*$/;
/** Another question about the polynomial: its factors, roots, a division, a value or an equation. */
const OTHER_QUESTION =
  /factori|factore|factor comun|descompon|raiz|raices|\bceros?\b|divi|cociente|resto|ruffini|ecuacion|valor|simplific|grado|coeficiente|mayor|menor|positiv|negativ|se anula|signo|cuando|area|perimetro|volumen/;

/** A letter other than x next to a number, an operation or a bracket: «2y», «(a + b)», «b²». */
const OTHER_LETTER =
  /[\d)²³⁴]\s*[a-wyz](?![\p{L}])|(?<![\p{L}])[a-wyz]\s*[²³⁴^+\-−·*/)]|\(\s*[a-wyz](?![\p{L}])/u;

/** Whether a node multiplies or raises a bracket that holds x: something to write out. */
function hasProductOfBrackets(node: Node): boolean {
  const bracketWithX = (n: Node) => n.kind === 'group' && hasX(n);
  const here =
    (node.kind === 'mul' && (bracketWithX(node.left) || bracketWithX(node.right))) ||
    (node.kind === 'pow' && bracketWithX(node.base));
  if (here) return true;
  if (node.kind === 'num' || node.kind === 'x' || node.kind === 'pi' || node.kind === 'e') return false;
  const parts: Node[] =
    node.kind === 'add' || node.kind === 'mul' || node.kind === 'div'
      ? [node.left, node.right]
      : node.kind === 'pow'
        ? [node.base, node.exponent]
        : 'arg' in node
          ? [node.arg]
          : [];
  return parts.some(hasProductOfBrackets);
}

/** The one polynomial expression of the statement, written with products or powers of brackets. */
function readProduct(statement: string): { node: Node; p: Poly } | undefined {
  const found = findStatements(statement).filter((s) => s.sides.some(hasX));
  const [only] = found;
  const node = only?.sides[0];
  if (found.length !== 1 || !only || only.relations.length !== 0 || !node) return undefined;
  if (
    ['abs', 'trig', 'log', 'sqrt', 'pi', 'e', 'deg', 'div'].some((kind) =>
      hasKind(node, kind as Node['kind']),
    )
  )
    return undefined;
  if (!hasProductOfBrackets(node)) return undefined;
  const f = toRationalFunction(node);
  if (!f || degree(f.den) !== 0) return undefined;
  const [den] = f.den;
  if (!den) return undefined;
  const p = polyScale(f.num, div(ONE, den));
  if (degree(p) < 1 || degree(p) > 12) return undefined;
  // The check: the standard form equals the expression as written.
  for (const x of [0.37, 2.71, -1.93, 5.5]) {
    const written = evaluate(node, x);
    if (
      !Number.isFinite(written) ||
      Math.abs(written - evalPoly(p, x)) > 1e-9 * Math.max(1, Math.abs(written))
    )
      return undefined;
  }
  return { node, p };
}

export function solvePolynomialExpansion(problem: string): SolverReply | undefined {
  // «En el desarrollo de (2x − 3)², el coeficiente de x es:», «la suma de los coeficientes del desarrollo
  // de (x + 2)³»: one number of the expansion, read here too, since a message without «P(x)» or
  // «polinomio» loads only the base family this reading is in.
  if (/\bdesarroll/i.test(problem) && (COEFFICIENT_OF.test(problem) || COEFFICIENT_SUM.test(problem)))
    return solvePolynomialFeatures(problem);
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  if (!(EXPAND_ORDER.test(folded) || EQUALS_END.test(folded.trim())) || OTHER_QUESTION.test(folded))
    return undefined;
  // Only x: another letter in the math («(a + b)²», «(x + 2y)(x − y)») is a product this reading does not see.
  if (OTHER_LETTER.test(statement)) return undefined;
  return orNone(() => {
    const read = readProduct(statement);
    if (!read) return undefined;
    const { node, p } = read;
    return {
      text: workedReply({
        title: 'Producto de polinomios',
        data: `$${nodeTex(node)}$`,
        steps: [
          'Aplicá la propiedad distributiva: cada término del primer factor multiplica a cada término del segundo (una potencia es el producto del factor por sí mismo).',
          'Sumá los términos semejantes y ordená de mayor a menor grado.',
          `Verificación: en x = 2 la expresión dada y el resultado valen lo mismo, ${ratText(rat(Math.round(evalPoly(p, 2) * 1e6), 1e6))}.`,
        ],
        answer: `**Resultado: ${polyText(p)}**`,
        closing: '¿Qué grado tiene el producto de dos polinomios, según los grados de los factores?',
      }),
      certain: true,
    };
  }, Inexact);
}

// The polynomial rebuilt from its roots ----------------------------------------------------------------

const NUMBER = /[-−]?\s?\d+(?:[.,]\d+)?(?:\s?\/\s?\d+)?/g;

/** «−2», «1/2», «0,5» as an exact rational. */
function readRational(text: string): Rational | undefined {
  const plain = text.replace(/\s/g, '').replace('−', '-').replace(',', '.');
  const [top, bottom] = plain.split('/');
  const n = Number(top);
  const d = bottom === undefined ? 1 : Number(bottom);
  if (!Number.isFinite(n) || !Number.isFinite(d) || d === 0) return undefined;
  const decimals = (top?.split('.')[1] ?? '').length;
  return div(rat(Math.round(n * 10 ** decimals), 10 ** decimals), rat(d));
}

const wrapped = (r: Rational) => (r.n < 0 ? `(${ratText(r)})` : ratText(r));

const numbersIn = (text: string) => [...text.matchAll(NUMBER)].map((m) => m[0]);

/** What fixes the leading coefficient: monic, given, the independent term, or a value P(a) = b. */
type Scale =
  | { kind: 'monic' }
  | { kind: 'leading'; value: Rational; typed: string }
  | { kind: 'value'; at: Rational; value: Rational; typed: string[] };

function readScale(folded: string, name: string): Scale | undefined {
  const leading =
    /coeficiente principal\s+(?:es\s+|igual\s+a\s+|vale\s+|=\s*)?([-−]?\s?\d+(?:[.,]\d+)?(?:\s?\/\s?\d+)?)/.exec(
      folded,
    );
  const independent =
    /termino independiente\s+(?:es\s+|igual\s+a\s+|vale\s+|=\s*)?([-−]?\s?\d+(?:[.,]\d+)?(?:\s?\/\s?\d+)?)/.exec(
      folded,
    );
  const valued = new RegExp(
    `\\b${name}\\s*\\(\\s*([-−]?\\s?\\d+(?:[.,]\\d+)?)\\s*\\)\\s*=\\s*([-−]?\\s?\\d+(?:[.,]\\d+)?(?:\\s?\\/\\s?\\d+)?)`,
  ).exec(folded);
  const found = [leading, independent, valued].filter(Boolean).length + (/monico/.test(folded) ? 1 : 0);
  if (found !== 1) return undefined;
  if (/monico/.test(folded)) return { kind: 'monic' };
  if (leading?.[1]) {
    const value = readRational(leading[1]);
    return value && { kind: 'leading', value, typed: leading[1] };
  }
  if (independent?.[1]) {
    const value = readRational(independent[1]);
    return value && { kind: 'value', at: rat(0), value, typed: [independent[1]] };
  }
  if (valued?.[1] && valued[2]) {
    const at = readRational(valued[1]);
    const value = readRational(valued[2]);
    return at && value && { kind: 'value', at, value, typed: [valued[1], valued[2]] };
  }
  return undefined;
}

/** «cuyas raíces son 1, −2 y 3», «con raíces x = −1 y x = 4», «tiene raíces −1 y 4»: the list, as typed. */
function readRoots(folded: string): string[] | undefined {
  const list = /ra[ií]ces\s+(?:son\s+|en\s+|:\s*)?((?:x\s*[₁₂₃₄]?\s*=\s*)?[-−]?\s?\d[^.;:]*)/.exec(
    folded,
  )?.[1];
  if (!list) return undefined;
  // The list ends where a word other than «y», «e», «x» starts a new clause («y su término independiente…»).
  const cut = list.split(/,?\s+y\s+(?=[a-z]{2,})|,\s*(?=[a-z]{2,})|\s+(?=[a-z]{3,})/)[0] ?? '';
  const roots = numbersIn(cut.replace(/x\s*[₁₂₃₄]?\s*=\s*/g, ' '));
  return roots.length >= 1 ? roots : undefined;
}

export function solvePolynomialFromRoots(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  if (!/polinomio|\b[pqrst]\s*\(\s*x\s*\)/.test(folded) || !/ra[ií]ces/.test(folded)) return undefined;
  // A multiplicity, a complex root or a polynomial already written ask another thing.
  if (/doble|triple|multiplicidad|(?<![\p{L}])i(?![\p{L}])|complej/u.test(folded)) return undefined;
  // The polynomial is what is asked, not a value, a coefficient or its degree («¿Cuánto vale P(1)?»).
  // With no «¿» after the data, the question is what follows the last number («… son 1, 2 y 3 tiene término
  // independiente:»), where the degree given among the data is left behind.
  const lastDigit = Math.max(...[...folded.matchAll(/\d/g)].map((m) => m.index));
  const question =
    folded.lastIndexOf('¿') > 0
      ? folded.slice(folded.lastIndexOf('¿'))
      : folded.slice(Number.isFinite(lastDigit) ? lastDigit + 1 : folded.length);
  if (/termino independiente|coeficiente|grado|cuanto vale|valor|suma|producto|resto/.test(question))
    return undefined;
  if (findStatements(statement).some((s) => s.relations.length > 0 && s.sides.some(hasX))) return undefined;
  const name = /\b([pqrst])\s*\(\s*x\s*\)/.exec(folded)?.[1] ?? 'p';
  const typedRoots = readRoots(folded);
  const scale = readScale(folded, name);
  if (!typedRoots || !scale) return undefined;
  const roots = typedRoots.map(readRational);
  if (roots.some((r) => r === undefined)) return undefined;
  const exact = roots.filter((r): r is Rational => r !== undefined);
  if (exact.some((r, k) => exact.findIndex((o) => equal(o, r)) !== k)) return undefined;
  const stated = /grado\s+(\d+)/.exec(folded)?.[1];
  const degreeWords: Record<string, number> = { primer: 1, segundo: 2, tercer: 3, cuarto: 4 };
  const wordDegree = /de (primer|segundo|tercer|cuarto) grado/.exec(folded)?.[1];
  const asked = stated ? Number(stated) : wordDegree ? degreeWords[wordDegree] : undefined;
  if (asked !== undefined && asked !== exact.length) return undefined;
  // Every number of the statement is a root, the degree or the condition.
  const used = [
    ...typedRoots,
    ...(stated ? [stated] : []),
    ...(scale.kind === 'monic' ? [] : [scale.typed].flat()),
  ];
  const all = numbersIn(statement.replace(/[₀-₉]/g, ''));
  if (all.length !== used.length) return undefined;
  const monic = exact.reduce<Poly>((acc, r) => polyMul(acc, [rat(-r.n, r.d), ONE]), [ONE]);
  const a =
    scale.kind === 'monic'
      ? ONE
      : scale.kind === 'leading'
        ? scale.value
        : (() => {
            const at = evalRat(monic, scale.at);
            if (isZero(at)) throw new Inexact();
            return div(scale.value, at);
          })();
  if (isZero(a)) return undefined;
  const p = polyScale(monic, a);
  // The check: each root annuls it, and the condition holds.
  if (!exact.every((r) => isZero(evalRat(p, r)))) return undefined;
  if (scale.kind === 'value' && !equal(evalRat(p, scale.at), scale.value)) return undefined;
  const P = name.toUpperCase();
  const factors = exact.map((r) => `(x ${r.n < 0 ? '+' : '-'} ${ratText(rat(Math.abs(r.n), r.d))})`).join('');
  const aText = equal(a, ONE) ? '' : equal(a, rat(-1)) ? '-' : ratText(a);
  const condition =
    scale.kind === 'monic'
      ? 'Es mónico: a = 1.'
      : scale.kind === 'leading'
        ? `El coeficiente principal es a = ${ratText(a)}.`
        : `Con ${P}(${ratText(scale.at)}) = ${ratText(scale.value)}: a · ${wrapped(evalRat(monic, scale.at))} = ${ratText(scale.value)}, así que a = ${ratText(a)}.`;
  return {
    text: workedReply({
      title: 'Polinomio a partir de sus raíces',
      data: `raíces ${exact.map((r) => ratText(r)).join('; ')}`,
      steps: [
        `Cada raíz r da un factor (x − r): $${P}(x) = a${factors.replace(/\s/g, ' ')}$.`,
        condition,
        `Distribuí y ordená: $${P}(x) = ${polyTex(p)}$.`,
        `Verificación: ${exact.map((r) => `${P}(${ratText(r)}) = 0`).join(', ')} ✓`,
      ],
      answer: `**${P}(x) = ${aText}${factors} = ${polyText(p)}**`,
      closing: '¿Cuántos polinomios distintos tienen esas mismas raíces si no te dan ninguna otra condición?',
    }),
    certain: true,
  };
}

// The degree, the leading coefficient and the independent term ------------------------------------------

/** The one polynomial of the statement, bare or named («Sea P(x) = (2x³ − 1)(3x² + x)»). */
function onePolynomial(statement: string): { node: Node; p: Poly } | undefined {
  const found = findStatements(statement).filter((s) => s.sides.some(hasX));
  const [only] = found;
  if (found.length !== 1 || !only) return undefined;
  const [first, second] = only.sides;
  const named =
    only.relations.length === 1 && first?.kind === 'group' && stripGroup(first).kind === 'x'
      ? second
      : undefined;
  const node = only.relations.length === 0 ? first : named;
  if (!node || !hasX(node)) return undefined;
  if (
    ['abs', 'trig', 'log', 'sqrt', 'pi', 'e', 'deg', 'div'].some((kind) =>
      hasKind(node, kind as Node['kind']),
    )
  )
    return undefined;
  const f = toRationalFunction(node);
  const [den] = f?.den ?? [];
  if (!f || !den || degree(f.den) !== 0) return undefined;
  const p = polyScale(f.num, div(ONE, den));
  return degree(p) >= 1 ? { node, p } : undefined;
}

/** «el coeficiente de x²», «del término en x», «del término cuadrático»: the power asked, its words cut out. */
const COEFFICIENT_OF =
  /coeficiente\s+(?:del\s+t[eé]rmino\s+)?(?:(?:de|en)\s+x(?:\s*\^\s*(\d+)|([²³⁴⁵⁶]))?(?![\p{L}\d(])|(lineal|cuadr[aá]tico|c[uú]bico))/iu;
const COEFFICIENT_SUM = /\bsuma\s+de\s+(?:todos\s+)?(?:los|sus)\s+coeficientes\b/i;
const WORD_POWER: Record<string, number> = { lineal: 1, cuadratico: 2, cubico: 3 };

export function solvePolynomialFeatures(problem: string): SolverReply | undefined {
  const written = withoutOptions(problem);
  const power = COEFFICIENT_OF.exec(written);
  // «En el desarrollo de (2x − 3)², el coeficiente de x es:»: one coefficient of the standard form, or
  // the sum of them all (p(1)); the words that say which are cut out before the polynomial is read.
  const powerAsked = power
    ? power[1]
      ? Number(power[1])
      : power[2]
        ? '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(power[2])
        : power[3]
          ? WORD_POWER[foldText(power[3])]
          : 1
    : undefined;
  const statement = written
    .replace(COEFFICIENT_OF, 'coeficiente pedido')
    .replace(COEFFICIENT_SUM, 'suma pedida');
  const folded = foldText(statement);
  const asked = {
    degree: /\bgrado\b/.test(folded),
    leading: /coeficiente principal/.test(folded),
    independent: /termino independiente/.test(folded),
    power: powerAsked,
    sum: COEFFICIENT_SUM.test(written),
  };
  if (!asked.degree && !asked.leading && !asked.independent && asked.power === undefined && !asked.sum)
    return undefined;
  // A value, a root, a division or an equation asked besides: other readings.
  if (
    /raiz|raices|divi|resto|cociente|valor numerico|ecuacion|factori|\bsuma\b(?! pedida)|\bresta\b/.test(
      folded,
    )
  )
    return undefined;
  // Two coefficients named («el de x y el de x²»): one would be answered.
  if (COEFFICIENT_OF.test(statement)) return undefined;
  if (OTHER_LETTER.test(statement)) return undefined;
  return orNone(() => {
    const read = onePolynomial(statement);
    if (!read) return undefined;
    const { node, p } = read;
    for (const x of [0.37, 2.71, -1.93]) {
      const written = evaluate(node, x);
      if (
        !Number.isFinite(written) ||
        Math.abs(written - evalPoly(p, x)) > 1e-9 * Math.max(1, Math.abs(written))
      )
        return undefined;
    }
    const lead = p.at(-1) ?? ONE;
    const independent = p[0] ?? rat(0);
    const k = asked.power;
    if (k !== undefined && (!Number.isInteger(k) || k < 1 || k > degree(p))) return undefined;
    const ofPower = k === undefined ? undefined : (p[k] ?? rat(0));
    const sum = p.reduce((acc, c) => add(acc, c), rat(0));
    const term = k === 1 ? 'x' : `x${toSuperscripts(k ?? 1)}`;
    const answers = [
      asked.degree ? `**Grado: ${degree(p)}**` : '',
      asked.leading ? `**Coeficiente principal: ${ratText(lead)}**` : '',
      asked.independent ? `**Término independiente: ${ratText(independent)}**` : '',
      ofPower ? `**Coeficiente de ${term}: ${ratText(ofPower)}**` : '',
      asked.sum ? `**Suma de los coeficientes: ${ratText(sum)}**` : '',
    ].filter(Boolean);
    const extra = [
      ...(ofPower
        ? [
            `El coeficiente de ${term} es el número que multiplica a ${term} en esa forma: ${ratText(ofPower)}.`,
          ]
        : []),
      ...(asked.sum
        ? [
            `La suma de los coeficientes es el valor en x = 1 (cada potencia de x vale 1): ${ratText(sum)}; es lo que vale la expresión dada en x = 1 ✓`,
          ]
        : []),
    ];
    // The check: the sum found is the expression as written at x = 1.
    if (
      asked.sum &&
      Math.abs(evaluate(node, 1) - sum.n / sum.d) > 1e-9 * Math.max(1, Math.abs(sum.n / sum.d))
    )
      return undefined;
    return {
      text: workedReply({
        title: 'Grado y coeficientes de un polinomio',
        data: `$${nodeTex(node)}$`,
        steps: [
          `Escrito en forma estándar (distribuyendo y ordenando de mayor a menor grado): $${polyTex(p)}$.`,
          `El término de mayor grado es $${polyTex([...Array.from({ length: degree(p) }, () => rat(0)), lead])}$: da el grado y el coeficiente principal; el término sin x es el independiente.`,
          ...extra,
        ],
        answer: answers.join('\n\n'),
        closing: '¿Cómo sabés el grado de un producto sin desarrollarlo entero?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const polynomialFeatures = declareSolver({
  name: 'polynomial_degree_coefficients',
  offer: 'grado, coeficiente principal y término independiente',
  summary:
    'The degree, the leading coefficient and the independent term of a polynomial in x, also written as a product ((2x³ − 1)(3x² + x)), read off its standard form.',
  examples: [
    'Indicá el grado y el coeficiente principal de P(x) = (2x³ − 1)(3x² + x).',
    '¿Cuál es el término independiente del polinomio (x − 2)(x + 5)?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solvePolynomialFeatures,
});

// The greatest common divisor and the least common multiple of polynomials ---------------------------

const powerText = (m: number) => (m === 1 ? '' : toSuperscripts(m));

/** A monic polynomial as the product of its factors: «(x − 3)(x + 3)²», «(x² + 2x + 4)», «1». */
function factoredText(p: Poly): string {
  if (degree(p) < 1) return '1';
  const { linear, rest } = factorRational(p);
  const factors = linear.map(({ root, multiplicity }) => {
    const body = isZero(root)
      ? 'x'
      : `(x ${root.n < 0 ? '+' : '-'} ${ratText(rat(Math.abs(root.n), root.d))})`;
    return `${body}${powerText(multiplicity)}`;
  });
  if (degree(rest) >= 1) factors.push(`(${polyText(rest)})`);
  // One factor alone needs no brackets: «x + 3».
  const [only] = factors;
  return factors.length === 1 && only?.startsWith('(') && only.endsWith(')')
    ? only.slice(1, -1)
    : factors.join('');
}

/** The polynomials the statement defines, «P(x) = x² − 9 y Q(x) = x² + 6x + 9», in order. */
function definedPolynomials(statement: string): Poly[] | undefined {
  const polys: Poly[] = [];
  for (const { sides, relations } of findStatements(statement)) {
    const [name, body] = sides;
    const named = relations.length === 1 && name?.kind === 'group' && stripGroup(name).kind === 'x';
    if (!named || !body || !hasX(body)) return undefined;
    if (
      ['abs', 'trig', 'log', 'sqrt', 'pi', 'e', 'deg', 'div'].some((kind) =>
        hasKind(body, kind as Node['kind']),
      )
    )
      return undefined;
    const f = toRationalFunction(body);
    const [den] = f?.den ?? [];
    if (!f || !den || degree(f.den) !== 0) return undefined;
    polys.push(polyScale(f.num, div(ONE, den)));
  }
  return polys;
}

export function solvePolynomialGcdLcm(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  const gcdAsked = /maximo comun divisor|\bmcd\b/.test(folded);
  const lcmAsked = /minimo comun multiplo|\bmcm\b/.test(folded);
  if (!gcdAsked && !lcmAsked) return undefined;
  // «Hallá el MCD … ¿Cuál es su grado?»: the one found and its degree, both answered; with both the MCD
  // and the mcm asked, «su» names neither.
  const degreeAsked = /\b(?:su|el)\s+grado\b/.test(folded) && gcdAsked !== lcmAsked;
  // «sus raíces», «evaluado en x = 2»: a feature of the gcd or lcm, not it.
  if (
    /coeficiente|termino independiente|\braices\b|\bceros\b|evaluad|valor numerico/.test(folded) ||
    (/\bgrado\b/.test(folded) && !degreeAsked) ||
    (folded.match(/\bgrado\b/g) ?? []).length > 1
  )
    return undefined;
  return orNone(() => {
    const polys = definedPolynomials(statement);
    // Monic polynomials only: with other leading coefficients, whether the number goes in is a convention.
    if (!polys || polys.length < 2 || polys.some((p) => degree(p) < 1 || !equal(p.at(-1) ?? ONE, ONE)))
      return undefined;
    const gcd = polys.reduce((acc, p) => polyGcd(acc, p));
    const lcm = polys.reduce((acc, p) => polyDivide(polyMul(acc, p), polyGcd(acc, p)).quotient);
    // The check: the gcd divides each one, and each one divides the lcm.
    if (polys.some((p) => polyDivide(p, gcd).remainder.length || polyDivide(lcm, p).remainder.length))
      return undefined;
    const names = 'PQRST';
    const answers = [
      gcdAsked ? `**MCD: ${factoredText(gcd)}**` : '',
      lcmAsked ? `**mcm: ${factoredText(lcm)}**` : '',
      degreeAsked ? `**Grado del ${gcdAsked ? 'MCD' : 'mcm'}: ${degree(gcdAsked ? gcd : lcm)}**` : '',
    ].filter(Boolean);
    return {
      text: workedReply({
        title: 'Máximo común divisor y mínimo común múltiplo de polinomios',
        data: polys.map((p, k) => `$${names[k] ?? 'P'}(x) = ${polyTex(p)}$`).join('; '),
        steps: [
          `Factorizá cada uno: ${polys.map((p) => factoredText(p)).join('; ')}.`,
          ...(gcdAsked
            ? ['MCD: los factores comunes, cada uno con el menor exponente con que aparece.']
            : []),
          ...(lcmAsked ? ['mcm: los factores comunes y no comunes, cada uno con el mayor exponente.'] : []),
          'Verificación: el MCD divide a cada polinomio y cada polinomio divide al mcm ✓',
        ],
        answer: answers.join('\n\n'),
        closing: '¿Para qué vas a usar el mcm de los denominadores cuando sumes fracciones algebraicas?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const polynomialGcdLcm = declareSolver({
  name: 'polynomial_gcd_lcm',
  offer: 'MCD y mcm de polinomios',
  summary:
    'The greatest common divisor and the least common multiple of two or more monic polynomials in x given as P(x) = …, Q(x) = …: each factored, common factors with the least exponent, all factors with the greatest; checked by division.',
  examples: [
    'Dados P(x) = x² − 9 y Q(x) = x² + 6x + 9, hallá el máximo común divisor y el mínimo común múltiplo.',
    'Hallá el mcm de P(x) = x² − 4 y Q(x) = x² − 4x + 4.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solvePolynomialGcdLcm,
});

export const polynomialExpansion = declareSolver({
  name: 'expand_polynomial_product',
  offer: 'productos y potencias de polinomios',
  summary:
    'Writes a product or a power of polynomials in x in standard form ((2x − 3)(x² + x − 1), (x − 2)³, 3(x + 1)(x − 4)): distributive property, like terms added, checked at sample points. Pass the expression with its brackets.',
  examples: [
    'Desarrollá (2x − 3)(x² + x − 1).',
    'Calculá el producto (x + 2)(x² − 2x + 4).',
    'Desarrollá (x − 1)³.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solvePolynomialExpansion,
});

export const polynomialFromRoots = declareSolver({
  name: 'polynomial_from_roots',
  offer: 'polinomio a partir de sus raíces',
  summary:
    'Rebuilds a polynomial from its (simple, rational) roots: a(x − r₁)(x − r₂)… with a from «mónico», the leading coefficient, the independent term or a value P(k) = m, written in standard form and checked.',
  examples: [
    'Hallá el polinomio mónico de grado 3 cuyas raíces son 1, −2 y 3.',
    'Un polinomio de segundo grado tiene raíces −1 y 4, y su término independiente es 8. ¿Cuál es?',
    'Escribí el polinomio de raíces 2 y −3 cuyo coeficiente principal es 5.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solvePolynomialFromRoots,
});
