/**
 * The parameter of a quadratic equation from the nature of its roots, by the discriminant: «Hallá k para
 * que x² − 6x + k = 0 tenga una única raíz real» (Δ = 0), «… dos raíces reales distintas» (Δ > 0), «… no
 * tenga raíces reales» (Δ < 0). The discriminant as a polynomial in the parameter, read from the equation
 * at several values of it; each value found is put back and its discriminant checked.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  coefAt,
  degree,
  div,
  type Exact,
  Inexact,
  isZero,
  mul,
  neg,
  type Poly,
  quadraticRoots,
  type Rational,
  rat,
  ratTex,
  ratText,
  sign,
  sub,
  value,
} from './exact.ts';
import { parameterLetter, paramPolyTex, polyInParam } from './linear-forms.ts';
import { rationalRoots } from './lines.ts';
import { findStatements, hasX, toRationalFunction } from './math-text.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Nature = 'double' | 'distinct' | 'none';

function natureAsked(folded: string): Nature | undefined {
  // «solución única», «infinitas soluciones» are a system's phrases (compatible determinado): not here.
  if (/sistema/.test(folded)) return undefined;
  if (/raiz doble|unica raiz|una sola raiz|raices (?:reales )?iguales/.test(folded)) return 'double';
  if (
    /no (?:tenga|tiene|tienen|admite|admita) (?:raices|soluciones) reales|sin raices reales|raices (?:complejas|no reales)|no (?:tenga|tiene) solucion(?:es)? real/.test(
      folded,
    )
  )
    return 'none';
  if (/(?:dos )?raices reales (?:y )?distintas|dos raices reales|dos soluciones reales/.test(folded))
    return 'distinct';
  return graphNature(folded);
}

/** «corta», «corte» (asked: «para que corte»), «toca», «interseca»… */
const CUTS = '(?:corta|corte|toca|toque|interseca|interseque|intersecta|intersecte)';
const X_AXIS = String.raw`(?:al\s+|el\s+)?eje\s+(?:x|de\s+(?:las\s+)?abscisas)`;

/**
 * «la parábola y = x² − 4x + k no corta al eje x», «toca al eje x en un solo punto», «corta al eje x en
 * dos puntos»: the graph's words for the roots of the equation its formula set to 0.
 */
function graphNature(folded: string): Nature | undefined {
  if (new RegExp(String.raw`no\s+${CUTS}\s+${X_AXIS}`).test(folded)) return 'none';
  if (
    new RegExp(String.raw`${CUTS}\s+${X_AXIS}\s+en\s+un\s+(?:solo|unico)\s+punto|tangente\s+${X_AXIS}`).test(
      folded,
    )
  )
    return 'double';
  if (new RegExp(String.raw`${CUTS}\s+${X_AXIS}\s+en\s+dos\s+puntos`).test(folded)) return 'distinct';
  return undefined;
}

/**
 * «y = x² − 4x + k», «f(x) = …» of a graph asked about its x-intercepts, or of a parabola or a function
 * asked about its roots («la parábola y = x² + kx + 9 tiene una raíz doble»), as the equation «… = 0».
 */
function asEquation(statement: string, folded: string): string {
  const ofGraph = graphNature(folded) && !natureOfEquation(folded);
  const ofCurve = /\b(?:parabola|funcion)\b/.test(folded) && !/=\s*0(?![\d,.])/.test(folded);
  if (!ofGraph && !ofCurve) return statement;
  return statement.replace(
    /(?:(?<![\p{L}])y|\b[fgh]\s*\(\s*x\s*\))\s*=\s*([^.,;?¿]+?)(?=\s+(?:no|corta|corte|toca|toque|interseca|interseque|intersecta|intersecte|sea|es|tenga|tiene|tengan|tienen|admite|admita|posee|posea)\b|[.,;?]|$)/u,
    '$1 = 0',
  );
}

/**
 * «el valor de k > 0», «k positivo», «con k < 0», «un valor negativo de k»: the sign the parameter must
 * have, and the statement with those words cut out; undefined sign when it says none.
 */
function parameterSign(folded: string, param: string): { sign?: 1 | -1; rest: string } {
  const p = param;
  const positive = new RegExp(
    String.raw`\b${p}\s*>\s*0(?![\d,.])|\b${p}\s+(?:sea\s+|es\s+)?positiv[oa]\b|\bpositiv[oa]\s+(?:de\s+)?${p}\b|\bvalor(?:es)?\s+positivos?\s+(?:de|para)\s+${p}\b`,
    'g',
  );
  const negative = new RegExp(
    String.raw`\b${p}\s*<\s*0(?![\d,.])|\b${p}\s+(?:sea\s+|es\s+)?negativ[oa]\b|\bnegativ[oa]\s+(?:de\s+)?${p}\b|\bvalor(?:es)?\s+negativos?\s+(?:de|para)\s+${p}\b`,
    'g',
  );
  const [isPositive, isNegative] = [positive.test(folded), negative.test(folded)];
  const rest = folded.replace(positive, ' ').replace(negative, ' ');
  if (isPositive === isNegative) return { rest };
  return { sign: isPositive ? 1 : -1, rest };
}

/** The equation's own words for its roots (not the graph's). */
const natureOfEquation = (folded: string) =>
  /raiz doble|unica raiz|una sola raiz|raices|solucion/.test(folded);

/** «… en un solo punto, de abscisa positiva»: the sign the double root must have, if the statement says one. */
function rootSign(folded: string): 1 | -1 | undefined {
  const said = /abscisa\s+(positiva|negativa)|raiz\s+doble\s+(positiva|negativa)/.exec(folded);
  const word = said?.[1] ?? said?.[2];
  return word === 'positiva' ? 1 : word === 'negativa' ? -1 : undefined;
}

/** The quadratic's coefficients [c, b, a] with the parameter set to k, or undefined. */
export function coefficientsAt(statement: string, param: string, k: Rational): Poly | undefined {
  // «kx²»: the parameter glued to the unknown is still the parameter.
  const text = statement.replace(
    new RegExp(`(?<![\\p{L}])${param}(?![a-wyzáéíóúñ])`, 'gu'),
    `(${ratText(k)})`,
  );
  const equations = findStatements(text).filter(
    (s) => s.relations.length === 1 && s.relations[0] === '=' && s.sides.some(hasX),
  );
  const [equation] = equations;
  if (!equation || equations.length !== 1) return undefined;
  const [left, right] = equation.sides;
  const [l, r] = [left && toRationalFunction(left), right && toRationalFunction(right)];
  if (!l || !r || l.den.length !== 1 || r.den.length !== 1) return undefined;
  const [ld, rd] = [l.den[0], r.den[0]];
  if (!ld || !rd) return undefined;
  const length = Math.max(l.num.length, r.num.length);
  const poly = Array.from({ length }, (_, i) =>
    sub(div(l.num[i] ?? rat(0), ld), div(r.num[i] ?? rat(0), rd)),
  );
  return degree(poly) <= 2 ? poly : undefined;
}

/**
 * «La ecuación x² − 6x + k = 0 no tiene raíces reales si y solo si:»: the parameter not named, the one
 * letter other than x written in the equation (next to a number, a sign or x).
 */
function loneLetter(statement: string): string | undefined {
  const letters = new Set(
    [
      ...statement.matchAll(/(?:[-+=·*(]\s*|\d)([a-wz])(?![\p{L}])|(?<![\p{L}])([a-wz])\s*(?:x|[-+=·*)²])/gu),
    ].map((m) => m[1] ?? m[2]),
  );
  const [only] = letters;
  return letters.size === 1 && only && !['y', 'o', 'e', 'a'].includes(only) ? only : undefined;
}

const discriminant = (p: Poly) =>
  sub(mul(coefAt(p, 1), coefAt(p, 1)), mul(rat(4), mul(coefAt(p, 2), coefAt(p, 0))));

/**
 * «la recta y = 2x + k sea tangente a la parábola y = x²», «… la corte en dos puntos», «… no la corte»:
 * a line and a parabola meet where their formulas are equal, so the equation is «x² = 2x + k» and the
 * words say which roots it must have (tangent: one double). Undefined when it is not a line and a curve.
 */
function lineAndCurve(written: string, folded: string): { statement: string; nature: Nature } | undefined {
  if (!/\brecta\b/.test(folded) || !/\b(?:parabola|cuadratica|funcion)\b/.test(folded)) return undefined;
  const nature: Nature | undefined = /\btangente\b/.test(folded)
    ? 'double'
    : /\bno\s+(?:se\s+)?(?:corta|corte|cortan|corten|interseca|interseque|intersecan|intersequen)\b/.test(
          folded,
        )
      ? 'none'
      : /\bsecante\b|\b(?:corta|corte|cortan|corten|interseca|interseque)\w*\s+en\s+dos\s+puntos\b/.test(
            folded,
          )
        ? 'distinct'
        : undefined;
  if (!nature) return undefined;
  const bodies = [
    ...written.matchAll(
      /(?:(?<![\p{L}])y|\b[fgh]\s*\(\s*x\s*\))\s*=\s*([^,;?¿=]+?)(?=\s+(?:sea|es|resulte|tangente|secante|y|e|no|corte|corten|corta|cortan|se|a|para|tenga|tengan)\b|[,;?:]|\.(?:\s|$)|$)/gu,
    ),
  ].map((m) => (m[1] ?? '').trim());
  const [first, second] = bodies;
  if (!first || !second || bodies.length !== 2) return undefined;
  return { statement: `${first} = ${second}`, nature };
}

/**
 * The values of the parameter that make a discriminant quadratic in it vanish when they are irrational
 * (k² − 48 = 0: k = ±4√3), each checked numerically; undefined when it has a rational root (the exact
 * reading's), no real root, or a leading coefficient that depends on the parameter.
 */
function irrationalValues(delta: Poly, leading: Poly): Exact[] | undefined {
  if (degree(delta) !== 2 || degree(leading) > 0 || isZero(coefAt(leading, 0))) return undefined;
  if ((rationalRoots(delta) ?? []).length > 0) return undefined;
  const { roots } = quadraticRoots(delta);
  const at = (k: number) => delta.reduceRight((acc, c) => acc * k + value(c), 0);
  if (roots.length !== 2 || roots.some((k) => !k.text.includes('√') || Math.abs(at(k.value)) > 1e-9))
    return undefined;
  return roots;
}

const ROOT_ASKED =
  /(?:cual es|cuanto vale|halla\p{L}*|calcula\p{L}*|determina\p{L}*|indica\p{L}*|obten\p{L}*|\by)\s+(?:(?:el )?valor de )?(?:esa|dicha|la|esta)\s+raiz(?: doble)?\b/u;

export function solveQuadraticParameter(problem: string): SolverReply | undefined {
  const written = withoutOptions(problem).replace(/[−–]/g, '-');
  const folded = foldText(written);
  const meeting = lineAndCurve(written, folded);
  const statement = meeting?.statement ?? asEquation(written, folded);
  const nature = meeting?.nature ?? natureAsked(folded);
  const param = parameterLetter(folded) ?? loneLetter(statement);
  if (!nature || !param || param === 'x') return undefined;
  // The sign the parameter must have, read; a sign asked of the roots is read only for a double root,
  // any other is a condition left unread.
  const { sign: paramSign, rest } = parameterSign(folded, param);
  const wantedSign = rootSign(rest);
  if (/positiv|negativ/.test(rest) && (nature !== 'double' || wantedSign === undefined)) return undefined;
  if (paramSign && nature !== 'double') return undefined;
  // «¿Cuál es esa raíz doble?», «… y hallar dicha raíz»: the double root is asked too (or alone).
  const asksRoot = ROOT_ASKED.test(folded);
  if (asksRoot && nature !== 'double') return undefined;
  return orNone(() => {
    // The leading coefficient must not vanish at the values found (it would not be quadratic).
    const leading = polyInParam((k) => {
      const p = coefficientsAt(statement, param, k);
      return p ? coefAt(p, 2) : undefined;
    });
    const delta = polyInParam((k) => {
      const p = coefficientsAt(statement, param, k);
      return p ? discriminant(p) : undefined;
    });
    if (!leading || !delta || degree(delta) < 1) return undefined;
    const at = (poly: Poly, k: Rational) => poly.reduceRight((acc, c) => add(mul(acc, k), c), rat(0));
    const deltaTex = paramPolyTex(delta, param);
    const steps = [
      ...(meeting
        ? [
            `La recta y la parábola se cortan donde sus fórmulas dan lo mismo: $${meeting.statement.replace(/\*/g, '\\cdot ')}$. ${meeting.nature === 'double' ? 'Tangente quiere decir un único punto en común: esa ecuación debe tener una raíz doble.' : meeting.nature === 'none' ? 'Que no se corten quiere decir que esa ecuación no tenga raíces reales.' : 'Cortarse en dos puntos quiere decir que esa ecuación tenga dos raíces reales distintas.'}`,
          ]
        : []),
      `El tipo de raíces lo decide el discriminante $\\Delta = b^2 - 4ac$: con la letra ${param} queda $\\Delta = ${deltaTex}$.`,
    ];
    let answer: string;
    const surds = nature === 'double' ? irrationalValues(delta, leading) : undefined;
    if (surds && asksRoot) return undefined;
    if (surds && !wantedSign && !paramSign) {
      // «x² + kx + 12 = 0»: Δ = k² − 48 = 0 has no rational root; its roots are k = ±4√3.
      steps.push(
        `Una raíz doble (real y única) pide $\\Delta = 0$: $${deltaTex} = 0$, así que ${surds.map((k) => `$${param} = ${k.tex}$`).join(' o ')}.`,
        `Verificación: con ${surds.length > 1 ? 'esos valores' : 'ese valor'} el discriminante da 0 ✓`,
      );
      answer = `**${surds.map((k) => `${param} = ${k.text}`).join(' o ')}**`;
    } else if (nature === 'double') {
      const all = (rationalRoots(delta) ?? []).filter((k) => !isZero(at(leading, k)));
      // The double root is −b/(2a); «de abscisa positiva» keeps the values that put it on that side.
      const doubleRoot = (k: Rational) => {
        const p = coefficientsAt(statement, param, k);
        return p ? div(neg(coefAt(p, 1)), mul(rat(2), coefAt(p, 2))) : undefined;
      };
      const roots = (
        wantedSign
          ? all.filter((k) => {
              const r = doubleRoot(k);
              return r !== undefined && sign(r) === wantedSign;
            })
          : all
      ).filter((k) => paramSign === undefined || sign(k) === paramSign);
      if (roots.length === 0) return undefined;
      for (const k of roots) if (!isZero(at(delta, k))) return undefined;
      steps.push(
        `Una raíz doble (real y única) pide $\\Delta = 0$: $${deltaTex} = 0$, así que ${all.map((k) => `$${param} = ${ratTex(k)}$`).join(' o ')}.`,
        ...(wantedSign
          ? [
              `La raíz doble es $x = -\\frac{b}{2a}$; ${wantedSign > 0 ? 'positiva' : 'negativa'} solo con ${roots.map((k) => `$${param} = ${ratTex(k)}$ (x = ${ratText(doubleRoot(k) ?? rat(0))})`).join(' o ')}.`,
            ]
          : []),
        ...(paramSign
          ? [
              `Se pide ${param} ${paramSign > 0 ? '> 0' : '< 0'}: queda ${roots.map((k) => `$${param} = ${ratTex(k)}$`).join(' o ')}.`,
            ]
          : []),
        `Verificación: con ${roots.length > 1 ? 'esos valores' : 'ese valor'} el discriminante da 0 ✓`,
        ...(asksRoot
          ? [
              `La raíz doble es $x = -\\frac{b}{2a}$: ${roots.map((k) => `con $${param} = ${ratTex(k)}$, $x = ${ratTex(doubleRoot(k) ?? rat(0))}$`).join('; ')}.`,
            ]
          : []),
      );
      answer = asksRoot
        ? roots
            .map((k) => `**${param} = ${ratText(k)}: raíz doble x = ${ratText(doubleRoot(k) ?? rat(0))}**`)
            .join('\n\n')
        : `**${roots.map((k) => `${param} = ${ratText(k)}`).join(' o ')}**`;
    } else {
      // Only a discriminant linear in the parameter: Δ = m·k + q changes sign once, at −q/m.
      if (degree(delta) !== 1 || degree(leading) > 0 || isZero(coefAt(leading, 0))) return undefined;
      const [q, m] = [coefAt(delta, 0), coefAt(delta, 1)];
      const cut = div(neg(q), m);
      const wantPositive = nature === 'distinct';
      const greater = wantPositive === sign(m) > 0;
      const probe = add(cut, greater ? rat(1) : rat(-1));
      if (sign(at(delta, probe)) !== (wantPositive ? 1 : -1)) return undefined;
      steps.push(
        `${wantPositive ? 'Dos raíces reales distintas piden $\\Delta > 0$' : 'Sin raíces reales, $\\Delta < 0$'}: $${deltaTex} ${wantPositive ? '>' : '<'} 0$, así que $${param} ${greater ? '>' : '<'} ${ratTex(cut)}$.`,
        `Verificación: con ${param} = ${ratText(probe)} el discriminante vale ${ratText(at(delta, probe))} ✓`,
      );
      answer = `**${param} ${greater ? '>' : '<'} ${ratText(cut)}**`;
    }
    return {
      text: workedReply({
        title: 'Ecuación cuadrática con un parámetro',
        data: `la ecuación con la letra ${param}; se pide que tenga ${nature === 'double' ? 'una raíz doble' : nature === 'distinct' ? 'dos raíces reales distintas' : 'ninguna raíz real'}${paramSign ? `, con ${param} ${paramSign > 0 ? '> 0' : '< 0'}` : ''}`,
        steps,
        answer,
        closing: '¿Qué le pasa a la parábola cuando el discriminante es 0?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const quadraticParameter = declareSolver({
  name: 'quadratic_parameter',
  offer: 'cuadráticas con un parámetro (tipo de raíces)',
  summary: 'The parameter of a quadratic from the nature of its roots, by the discriminant.',
  examples: [
    'Hallá k para que x² − 6x + k = 0 tenga una única raíz real.',
    '¿Para qué valores de m la ecuación x² + 4x + m = 0 tiene dos raíces reales distintas?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveQuadraticParameter,
});
