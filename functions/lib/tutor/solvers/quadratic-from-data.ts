/**
 * The quadratic function from what the exams give: its two roots and one more point
 * (f(x) = a(x − x₁)(x − x₂)), or its vertex and one more point (f(x) = a(x − h)² + k). Exact; the
 * result checked on every given point.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  coefAt,
  div,
  equal,
  evalRat,
  fromNumber,
  Inexact,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  polyAdd,
  polyMul,
  polyTex,
  polyText,
  type Rational,
  ratTex,
  ratText,
  sub,
} from './exact.ts';
import { group } from './groups.ts';
import { findPoints, rationalRoots } from './lines.ts';
import { prepareMath, readNumber } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUM = String.raw`-?\d+(?:[.,]\d+)?(?:\/\d+)?`;

function readRational(raw: string): Rational {
  const [n, d] = raw.split('/');
  const number = (s: string) => {
    const typed = readNumber(s.replace(/^-/, ''));
    if (typed === undefined) throw new Inexact();
    return fromNumber(s.startsWith('-') ? -typed : typed);
  };
  return d ? div(number(n as string), number(d)) : number(n as string);
}

interface Point {
  x: Rational;
  y: Rational;
}

const minus = (r: Rational) =>
  isZero(r) ? 'x' : `x ${r.n < 0 ? '+' : '-'} ${ratTex({ n: Math.abs(r.n), d: r.d })}`;
const pointTex = (p: Point) => `(${ratTex(p.x)};\\ ${ratTex(p.y)})`;
const wrap = (r: Rational) => (r.n < 0 ? `(${ratTex(r)})` : ratTex(r));

/** x − 2, x + 1/2, x: the factor of a root in plain text. */
const factorText = (r: Rational) =>
  isZero(r) ? 'x' : `x ${r.n < 0 ? '+' : '-'} ${ratText({ n: Math.abs(r.n), d: r.d })}`;
/** The leading coefficient before a bracket: «», «-», «2», «1/2». */
const leadText = (a: Rational) => (equal(a, ONE) ? '' : equal(a, neg(ONE)) ? '-' : ratText(a));

/** a(x − h)² + k in plain text. */
function canonicalText(f: Poly): string {
  const a = coefAt(f, 2);
  const h = div(neg(coefAt(f, 1)), mul({ n: 2, d: 1 }, a));
  const k = evalRat(f, h);
  const square = isZero(h) ? 'x²' : `(${factorText(h)})²`;
  const tail = isZero(k) ? '' : ` ${k.n < 0 ? '-' : '+'} ${ratText({ n: Math.abs(k.n), d: k.d })}`;
  return `${leadText(a)}${square}${tail}`;
}

/** a(x − x₁)(x − x₂) or a(x − x₁)² in plain text; undefined without two rational real roots. */
function factoredText(f: Poly): string | undefined {
  const roots = rationalRoots(f);
  const [r1, r2] = roots ?? [];
  if (!r1 || roots?.length !== 2) {
    if (r1 && roots?.length === 1) {
      // A double root: a(x − r)², when the parabola touches the axis there.
      if (!isZero(evalRat(f, r1)) || !isZero(evalRat([coefAt(f, 1), mul({ n: 2, d: 1 }, coefAt(f, 2))], r1)))
        return undefined;
      return `${leadText(coefAt(f, 2))}(${factorText(r1)})²`;
    }
    return undefined;
  }
  if (!isZero(evalRat(f, r1)) || !r2 || !isZero(evalRat(f, r2))) return undefined;
  const [lo, hi] = r1.n * r2.d <= r2.n * r1.d ? [r1, r2] : [r2, r1];
  return `${leadText(coefAt(f, 2))}(${factorText(hi)})(${factorText(lo)})`;
}

/** The forms the statement asks by name: «expresión canónica», «forma factorizada», «polinómica». */
function formsAsked(folded: string): ('canonical' | 'factored' | 'polynomial')[] {
  return [
    ...(/canonic/.test(folded) ? (['canonical'] as const) : []),
    ...(/factoriz|factorea/.test(folded) ? (['factored'] as const) : []),
    ...(/polinomic|desarrollad|forma general/.test(folded) ? (['polynomial'] as const) : []),
  ];
}

const OTHER_FEATURE_ASKED =
  /(?:hall[ae]|determin[ae]|calcul[ae]|encontr[ae]|encuentr[ae]|obten|indi(?:ca|que)|cual(?:es)?\s+(?:es|son))\w*\s+(?:(?:luego|ademas|tambien|despues|ahora)\s+)?(?:(?:el\s+|la\s+|los\s+|las\s+)?(?:coordenadas|ecuacion)\s+del?\s+)?(?:el\s+|la\s+|los\s+|las\s+|su\s+|sus\s+)?(?:ordenada\s+al\s+origen|raices|otra\s+raiz|ceros|vertice|eje\s+de\s+simetria|imagen|maximo|minimo|valor\s+(?:maximo|minimo)|puntos?\s+de\s+(?:corte|interseccion)|conjunto)(?!\s*(?:es|son|en|=|de)?\s*(?:v\s*=?\s*)?\(?\s*-?\d)/;

/** A feature of the parabola named with no value after it (so not a datum): asked, or else not read. */
const FEATURE_NAMED =
  /\b(?:vertice|eje\s+de\s+simetria|raices|raiz|ceros|imagen|ordenada\s+al\s+origen|maximo|minimo)\b(?!\s*(?:es|son|en|=|de|v\s*=)?\s*(?:v\s*=?\s*)?\(?\s*-?\d)/g;

export function solveQuadraticFromData(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(prepareMath(statement));
  if (!/cuadratica|parabola|funcion de (?:segundo|2) grado|polinomio de (?:segundo|2) grado/.test(folded))
    return undefined;
  if (
    !/hall[ae]|determin[ae]|escrib[ai]|encontr[ae]|encuentr[ae]|obten|cual es|defini|expresion|formula|tiene (?:por )?ecuacion|ecuacion es\b|\bvalor(?:es)? de [abc]\b|cuanto vale/.test(
      folded,
    )
  )
    return undefined;
  // «Hallar los puntos donde la recta y = x − 5 corta a la parábola»: where it meets another curve is
  // asked, not the function (a page's later part reads with the statement's data).
  if (
    /\bpuntos? donde\b|\bcorta a la parabola\b|\bse cortan\b|\binterse\w* (?:de|entre|con) la recta\b/.test(
      folded,
    )
  )
    return undefined;
  // «Hallar su ordenada al origen», «¿Cuál es su vértice?»: another feature is asked, not the function;
  // stating the function alone would read as sure of something not asked (found probing).
  // «… Hallá su vértice»: a feature of the function the data give, answered once the function is found.
  const featureMatches = [
    ...folded.matchAll(new RegExp(OTHER_FEATURE_ASKED.source, 'g')),
    // «Hallá la función … y su vértice»: a feature joined to the order of the function.
    ...folded.matchAll(
      /(?:\by|,)\s+(?:su|sus|el|la|las|los)\s+(?:vertice|eje\s+de\s+simetria|raices|ceros|imagen|ordenada\s+al\s+origen|valor\s+(?:maximo|minimo))\b(?!\s*(?:es|son|en|=|de)?\s*(?:v\s*=?\s*)?\(?\s*-?\d)/g,
    ),
  ];
  const features = featureMatches.map((m) => m[0]);
  return orNone(() => {
    const points = findPoints(statement);
    const vertexMatch = new RegExp(
      String.raw`vertice\s+(?:en\s+|es\s+)?(?:v\s*=?\s*)?\(\s*(${NUM})\s*[;,]\s*(${NUM})\s*\)`,
    ).exec(folded);
    const rootsMatch = new RegExp(
      String.raw`(?:raices|ceros|\beje (?:x|de las abscisas))\s+(?:son\s+|en\s+|estan en\s+)?(?:x\s*=\s*)?(${NUM})\s+(?:y|e)\s+(?:en\s+)?(?:x\s*=\s*)?(${NUM})\b(?!\s*\))`,
    ).exec(folded);
    const interceptMatch = new RegExp(
      String.raw`(?:\beje (?:y|de las ordenadas)|ordenada al origen)\s+(?:en\s+|es\s+|igual a\s+)?(?:y\s*=\s*)?(${NUM})\b(?!\s*[;)])`,
    ).exec(folded);
    // «la ordenada de su vértice es −8», «su valor mínimo es −8»: with the two roots, the vertex is their
    // midpoint at that height.
    const vertexHeight = new RegExp(
      String.raw`(?:ordenada\s+(?:del|de\s+su)\s+vertice|(?:su\s+|el\s+)?valor\s+(?:maximo|minimo)|(?:su\s+|el\s+)(?:maximo|minimo))\s+(?:es\s+|vale\s+|igual\s+a\s+|=\s*|de\s+)?(?:y\s*=\s*)?(${NUM})\b(?!\s*[;)])`,
    ).exec(folded);
    // Every feature the statement names is a datum (its value follows) or asked and answered below: one
    // named otherwise («Indique luego las coordenadas de su vértice» in a shape not read) would be left
    // out of a sure reply, so the reading is not this one's.
    const spans = [vertexMatch, rootsMatch, interceptMatch, vertexHeight, ...featureMatches].flatMap((m) =>
      m ? [[m.index, m.index + m[0].length] as const] : [],
    );
    for (const mention of folded.matchAll(FEATURE_NAMED)) {
      if (!spans.some(([from, to]) => mention.index >= from && mention.index < to)) return undefined;
    }
    const steps: string[] = [];
    const data: string[] = [];
    // The extra point: the one point not used by the vertex, or the y-intercept.
    const vertex = vertexMatch
      ? { x: readRational(group(vertexMatch, 1)), y: readRational(group(vertexMatch, 2)) }
      : undefined;
    const others = points.filter((p) => !vertex || !(equal(p.x, vertex.x) && equal(p.y, vertex.y)));
    const extra: Point[] = others.map((p) => ({ x: p.x, y: p.y }));
    if (interceptMatch) extra.push({ x: { n: 0, d: 1 }, y: readRational(group(interceptMatch, 1)) });
    if (vertexHeight) {
      if (!rootsMatch || vertexMatch) return undefined;
      const [r1, r2] = [readRational(group(rootsMatch, 1)), readRational(group(rootsMatch, 2))];
      const h = div(polyAdd([r1], [r2])[0] ?? { n: 0, d: 1 }, { n: 2, d: 1 });
      extra.push({ x: h, y: readRational(group(vertexHeight, 1)) });
    }
    // «su valor máximo es 9»: a parabola that opens down; «mínimo», up. Checked once a is known.
    const extremeSaid = vertexHeight
      ? /maxim/.test(vertexHeight[0])
        ? -1
        : /minim/.test(vertexHeight[0])
          ? 1
          : 0
      : 0;
    // «pasa por el origen» is the point (0; 0).
    if (/pasa(?:ndo)? por el origen/.test(folded) && !extra.some((q) => isZero(q.x) && isZero(q.y)))
      extra.push({ x: { n: 0, d: 1 }, y: { n: 0, d: 1 } });
    let f: Poly;
    let factored: string;
    let checks: Point[];
    if (vertex && !rootsMatch) {
      const [p] = extra;
      if (!p || extra.length !== 1) return undefined;
      if (equal(p.x, vertex.x)) return undefined;
      const dx = sub(p.x, vertex.x);
      const a = div(sub(p.y, vertex.y), mul(dx, dx));
      if (isZero(a)) return undefined;
      data.push(`vértice $V = ${pointTex(vertex)}$`, `pasa por $${pointTex(p)}$`);
      steps.push(
        `Con el vértice conviene la forma canónica: $f(x) = a(${minus(vertex.x)})^2 ${vertex.y.n < 0 ? '-' : '+'} ${ratTex({ n: Math.abs(vertex.y.n), d: vertex.y.d })}$.`,
        `Reemplazá el punto $${pointTex(p)}$: $${ratTex(p.y)} = a \\cdot ${wrap(dx)}^2 ${vertex.y.n < 0 ? '-' : '+'} ${ratTex({ n: Math.abs(vertex.y.n), d: vertex.y.d })}$, así que $a = ${ratTex(a)}$.`,
      );
      const shift: Poly = [neg(vertex.x), ONE];
      f = polyAdd(polyMul([a], polyMul(shift, shift)), [vertex.y]);
      factored = `${ratText(a)}(x ${vertex.x.n <= 0 ? '+' : '-'} ${ratText({ n: Math.abs(vertex.x.n), d: vertex.x.d })})² ${vertex.y.n < 0 ? '-' : '+'} ${ratText({ n: Math.abs(vertex.y.n), d: vertex.y.d })}`;
      checks = [p];
      // The vertex of the result is the given one.
      const xv = div(neg(coefAt(f, 1)), mul({ n: 2, d: 1 }, coefAt(f, 2)));
      if (!equal(xv, vertex.x) || !equal(evalRat(f, xv), vertex.y)) return undefined;
    } else if (rootsMatch && !vertex) {
      const [r1, r2] = [readRational(group(rootsMatch, 1)), readRational(group(rootsMatch, 2))];
      const usable = extra.filter((p) => !isZero(p.y) || !(equal(p.x, r1) || equal(p.x, r2)));
      const [p] = usable;
      if (!p || usable.length !== 1 || extra.length !== usable.length) return undefined;
      const at = mul(sub(p.x, r1), sub(p.x, r2));
      if (isZero(at)) return undefined;
      const a = div(p.y, at);
      data.push(
        `raíces $x_1 = ${ratTex(r1)}$ y $x_2 = ${ratTex(r2)}$`,
        vertexHeight ? `ordenada del vértice $${ratTex(p.y)}$` : `pasa por $${pointTex(p)}$`,
      );
      steps.push(
        `Con las raíces conviene la forma factorizada: $f(x) = a(${minus(r1)})(${minus(r2)})$.`,
        `Reemplazá el punto $${pointTex(p)}$: $${ratTex(p.y)} = a \\cdot ${wrap(sub(p.x, r1))} \\cdot ${wrap(sub(p.x, r2))} = ${ratTex(at)}\\,a$, así que $a = ${ratTex(a)}$.`,
      );
      f = polyMul([a], polyMul([neg(r1), ONE], [neg(r2), ONE]));
      factored = `${ratText(a)}(x ${r1.n <= 0 ? '+' : '-'} ${ratText({ n: Math.abs(r1.n), d: r1.d })})(x ${r2.n <= 0 ? '+' : '-'} ${ratText({ n: Math.abs(r2.n), d: r2.d })})`;
      checks = [p, { x: r1, y: { n: 0, d: 1 } }, { x: r2, y: { n: 0, d: 1 } }];
    } else if (!vertex && !rootsMatch && extra.length === 3) {
      // Three points with different abscissas: the divided differences give a, then b and c.
      const [p1, p2, p3] = extra as [Point, Point, Point];
      if (equal(p1.x, p2.x) || equal(p1.x, p3.x) || equal(p2.x, p3.x)) return undefined;
      const s12 = div(sub(p2.y, p1.y), sub(p2.x, p1.x));
      const s13 = div(sub(p3.y, p1.y), sub(p3.x, p1.x));
      const a = div(sub(s13, s12), sub(p3.x, p2.x));
      if (isZero(a)) return undefined;
      const b = sub(s12, mul(a, polyAdd([p1.x], [p2.x])[0] ?? { n: 0, d: 1 }));
      const c = sub(sub(p1.y, mul(a, mul(p1.x, p1.x))), mul(b, p1.x));
      f = [c, b, a];
      data.push(`pasa por $${pointTex(p1)}$, $${pointTex(p2)}$ y $${pointTex(p3)}$`);
      steps.push(
        'Con tres puntos, planteá $f(x) = ax^2 + bx + c$ y reemplazá cada uno: quedan tres ecuaciones lineales en a, b y c.',
        `Restando de a dos las ecuaciones: $a = ${ratTex(a)}$, $b = ${ratTex(b)}$ y $c = ${ratTex(c)}$.`,
      );
      factored = polyText(f);
      checks = [p1, p2, p3];
    } else return undefined;
    for (const c of checks) if (!equal(evalRat(f, c.x), c.y)) return undefined;
    if (extremeSaid && Math.sign(coefAt(f, 2).n) !== extremeSaid) return undefined;
    if (vertexHeight) {
      const h = div(neg(coefAt(f, 1)), mul({ n: 2, d: 1 }, coefAt(f, 2)));
      if (!equal(evalRat(f, h), readRational(group(vertexHeight, 1)))) return undefined;
      steps.splice(
        1,
        0,
        `El vértice está a mitad de camino entre las raíces, en $x_v = ${ratTex(h)}$, y su ordenada es la dada: es el punto $(${ratTex(h)};\\ ${ratTex(evalRat(f, h))})$ de la parábola.`,
      );
    }
    steps.push(
      `Distribuí: $f(x) = ${polyTex(f)}$.`,
      'Verificación: la función pasa por todos los puntos dados ✓',
    );
    // «y = ax² + bx + c … el valor de a»: the coefficients asked by their letters.
    const lettersWritten = /\bax\s*(?:²|\^\s*2)/.test(folded);
    const lettersAsked = lettersWritten
      ? [
          ...new Set(
            [
              ...folded.matchAll(
                /\b(?:valor(?:es)?\s+de|cuanto\s+valen?|calcul\w*|halla\w*|determin\w*)\s+((?:los\s+coeficientes\s+)?[abc](?:\s*(?:,|\by\b)\s*[abc])*)(?![\p{L}\d(²^])/gu,
              ),
            ].flatMap((m) => (m[1] ?? '').replace('los coeficientes', '').match(/[abc]/g) ?? []),
          ),
        ]
      : [];
    const letterValue = (letter: string) => coefAt(f, letter === 'a' ? 2 : letter === 'b' ? 1 : 0);
    const expressionAsked =
      /expresion|formula|ecuacion|funcion cuadratica\s*$|polinomic|canonic|factoriz/.test(
        folded.replace(/la parabola y = [^.]*/, ''),
      );
    // A form asked by its name is stated as such: the canonical from the vertex, the factored from the
    // roots (none without two rational real roots: then not this reading's).
    const forms = formsAsked(folded);
    const factoredForm = forms.includes('factored') ? factoredText(f) : undefined;
    if (forms.includes('factored') && !factoredForm) return undefined;
    const named = forms.map((form) =>
      form === 'canonical'
        ? `**Forma canónica: f(x) = ${canonicalText(f)}**`
        : form === 'factored'
          ? `**Forma factorizada: f(x) = ${factoredForm}**`
          : `**Forma polinómica: f(x) = ${polyText(f)}**`,
    );
    if (forms.includes('canonical'))
      steps.push(`Forma canónica, con el vértice: $f(x) = ${canonicalText(f).replace('²', '^2')}$.`);
    if (factoredForm)
      steps.push(`Forma factorizada, con las raíces: $f(x) = ${factoredForm.replace('²', '^2')}$.`);
    // The features asked, each from f: the vertex, its axis, the ordinate at the origin, the roots (two
    // rational, or none stated), the image and the extreme (the one the opening gives).
    const featureLines: string[] = [];
    if (features.length) {
      if (lettersAsked.length) return undefined;
      const a = coefAt(f, 2);
      const h = div(neg(coefAt(f, 1)), mul({ n: 2, d: 1 }, a));
      const k = evalRat(f, h);
      const opensDown = a.n < 0;
      for (const feature of features) {
        if (/vertice/.test(feature)) featureLines.push(`**V = (${ratText(h)}; ${ratText(k)})**`);
        else if (/eje de simetria/.test(feature)) featureLines.push(`**Eje de simetría: x = ${ratText(h)}**`);
        else if (/ordenada al origen/.test(feature))
          featureLines.push(`**Ordenada al origen: f(0) = ${ratText(evalRat(f, { n: 0, d: 1 }))}**`);
        else if (/raices|ceros/.test(feature)) {
          const roots = rationalRoots(f) ?? [];
          if (roots.length !== 2 || roots.some((r) => !isZero(evalRat(f, r)))) return undefined;
          featureLines.push(`**Raíces: ${roots.map((r) => `x = ${ratText(r)}`).join(' y ')}**`);
        } else if (/otra raiz/.test(feature)) {
          // «corta al eje x en (1; 0). Hallar la otra raíz»: the root the data do not give.
          const roots = rationalRoots(f) ?? [];
          const given = points.filter((p) => isZero(p.y));
          const other = roots.filter((r) => !given.some((p) => equal(p.x, r)));
          if (given.length !== 1 || roots.length !== 2 || other.length !== 1 || !other[0]) return undefined;
          if (!isZero(evalRat(f, other[0]))) return undefined;
          featureLines.push(`**Otra raíz: x = ${ratText(other[0])}**`);
        } else if (/imagen/.test(feature))
          featureLines.push(opensDown ? `**Im = (-∞; ${ratText(k)}]**` : `**Im = [${ratText(k)}; +∞)**`);
        else if (/maxim|minim/.test(feature)) {
          if (/maxim/.test(feature) !== opensDown) return undefined;
          featureLines.push(
            `**Valor ${opensDown ? 'máximo' : 'mínimo'}: ${ratText(k)}** (en x = ${ratText(h)})`,
          );
        } else return undefined;
      }
      steps.push(
        `Vértice: $x_v = -\\frac{b}{2a} = ${ratTex(h)}$, $y_v = f(${ratTex(h)}) = ${ratTex(k)}$; la parábola abre hacia ${opensDown ? 'abajo' : 'arriba'}.`,
      );
    }
    const functionAsked =
      /(?:hall[ae]|determin[ae]|escrib[ai]|encontr[ae]|encuentr[ae]|obten)\w*\s+(?:la\s+)?(?:funcion|parabola|expresion|formula|ecuacion)/.test(
        folded,
      );
    // The forms asked by name, or the function asked, before the features asked after it.
    if (featureLines.length && named.length) featureLines.unshift(...named);
    else if (featureLines.length && functionAsked) featureLines.unshift(`**f(x) = ${polyText(f)}**`);
    return {
      text: workedReply({
        title: 'Función cuadrática a partir de sus datos',
        data: data.join('; '),
        steps,
        answer: featureLines.length
          ? featureLines.join('\n\n')
          : lettersAsked.length
            ? [
                `**${lettersAsked.map((l) => `${l} = ${ratText(letterValue(l))}`).join('; ')}**`,
                ...(expressionAsked ? [named.length ? named.join('\n\n') : `**f(x) = ${polyText(f)}**`] : []),
              ].join('\n\n')
            : named.length
              ? named.join('\n\n')
              : `**f(x) = ${polyText(f)}**${factored === polyText(f) ? '' : ` (o sea, f(x) = ${factored.replace(/^1\(/, '(').replace(/^-1\(/, '-(')})`}`,
        closing: '¿Qué forma de la cuadrática elegirías si te dieran tres puntos cualesquiera?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const quadraticFromData = declareSolver({
  name: 'quadratic_from_data',
  offer: 'cuadráticas a partir de raíces y un punto',
  summary:
    'Finds a quadratic function from its two roots and one more point, or from its vertex and one more point (the y-intercept counts as a point): f(x) = a(x − x₁)(x − x₂) or a(x − h)² + k, expanded and checked on every point.',
  examples: [
    'Hallá la función cuadrática cuyas raíces son 1 y 3 y que pasa por (0; 6).',
    'Hallá la parábola de vértice (1; −4) que pasa por el punto (3; 0).',
    'Escribí la función cuadrática que corta al eje x en −2 y 4 y al eje y en 8.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveQuadraticFromData,
});
