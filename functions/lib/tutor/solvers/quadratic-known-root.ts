/**
 * A quadratic equation with one letter for a coefficient, fixed by a condition on its roots: «Se sabe
 * que x = 2 es una de las soluciones de 2x² + bx − 6 = 0: hallá b, la otra solución, su suma»; or the
 * letter given a value: «Dada x² − 6x + k = 0, hallá sus soluciones para k = 5». The equation is read
 * at several values of the letter (the condition P(r) = 0 is linear in it, else declined); each result is
 * put back in the equation (the root and the other root give 0, the sum and product Vieta's).
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  coefAt,
  degree,
  div,
  type Exact,
  equal,
  evalRat,
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
  sub,
} from './exact.ts';
import { polyInParam } from './linear-forms.ts';
import { orNone } from './or-none.ts';
import { coefficientsAt } from './quadratic-parameter.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUMBER = String.raw`[-−]?\s?\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?`;

/** A number as written (decimal comma, a fraction, a long minus), exact. */
function exactOf(raw: string): Rational | undefined {
  const [top = '', bottom] = raw.replace(/[−\s]/g, (c) => (c === '−' ? '-' : '')).split('/');
  const m = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(top);
  if (!m) return undefined;
  const decimals = (m[3] ?? '').length;
  const r = div(rat(Number(`${m[2]}${m[3] ?? ''}`) * (m[1] ? -1 : 1)), rat(10 ** decimals));
  if (bottom === undefined) return r;
  const d = Number(bottom);
  return d ? div(r, rat(d)) : undefined;
}

/** The equation's polynomial [c, b, a] with the letter set to k, from its one equation in x; or undefined. */
function quadraticAt(equation: string, letter: string, k: Rational): Poly | undefined {
  const poly = coefficientsAt(equation, letter, k);
  return poly && degree(poly) === 2 ? poly : undefined;
}

/** The one letter other than x written as a coefficient in the equation («bx», «+ k», «mx²»). */
function letterOf(equation: string): string | undefined {
  const letters = new Set(
    [...equation.matchAll(/(?<![\p{L}])([a-wz])(?=x|(?![\p{L}]))/gu)]
      .map((m) => m[1])
      .filter((l) => l !== 'x'),
  );
  const [only] = letters;
  return letters.size === 1 && only && !['y', 'o', 'e', 'a'].includes(only) ? only : undefined;
}

interface Asked {
  letter: boolean;
  other: boolean;
  roots: boolean;
  sum: boolean;
  product: boolean;
}

function askedOf(folded: string, letter: string): Asked {
  return {
    letter: new RegExp(
      String.raw`(?:valor\s+(?:de(?:l\s+coeficiente)?\s+)?|\b(?:hall|calcul|determin|encontr|encuentr|obten)\w*\s+(?:el\s+coeficiente\s+)?)${letter}\b|¿\s*cuanto\s+vale\s+${letter}\b`,
    ).test(folded),
    other: /\b(?:la\s+)?otra\s+(?:raiz|solucion)\b/.test(folded),
    roots: /\b(?:sus|las)\s+(?:dos\s+)?(?:raices|soluciones)\b/.test(
      folded.replace(/\b(?:suma|producto)\s+de\s+(?:sus|las)\s+(?:dos\s+)?(?:raices|soluciones)/g, ' '),
    ),
    sum: /\bsuma\s+de\s+(?:sus|las|ambas)\s+(?:dos\s+)?(?:raices|soluciones)\b/.test(folded),
    product: /\bproducto\s+de\s+(?:sus|las|ambas)\s+(?:dos\s+)?(?:raices|soluciones)\b/.test(folded),
  };
}

/** What else a statement may ask that this reading does not answer. */
const OTHER_ASK =
  /vertice|\beje\b|discriminante|factoriz|grafic|parabola|funcion|imagen|ordenada|minimo|maximo|doble|reales\s+distintas|no\s+(?:tenga|tiene|admite)|sin\s+(?:raices|soluciones)/;

/** A token of a formula: digits, signs, brackets, powers and at most one letter (no word). */
const FORMULA_TOKEN = /^[-+*/·()\d.,²³^]*(?:[a-wz]?x|[a-wz])?[-+*/·()\d.,²³^x]*$/u;

/** The one equation with x² in the text, «2x² + bx − 6 = 0», cut from the words around it. */
function equationIn(text: string): string | undefined {
  const found: string[] = [];
  for (const m of text.matchAll(/=/g)) {
    const before = text.slice(0, m.index).split(/\s+/);
    const left: string[] = [];
    for (let i = before.length - 1; i >= 0; i--) {
      const token = before[i] ?? '';
      if (token === '' && i === before.length - 1) continue;
      if (!FORMULA_TOKEN.test(token) || token === '') break;
      left.unshift(token);
    }
    const right = /^\s*([-+]?\s*\d+(?:[.,]\d+)?)(?![\d\p{L}])/u.exec(text.slice((m.index ?? 0) + 1));
    const equation = `${left.join(' ')} = ${right?.[1] ?? ''}`;
    if (right && /x\s*(?:²|\^\s*2)/.test(equation) && !/^[-+]/.test(left[0] ?? '')) found.push(equation);
  }
  return found.length === 1 ? found[0] : undefined;
}

const rootsText = (roots: readonly Exact[]) => roots.map((r) => `x = ${r.text}`).join(' y ');

export function solveQuadraticKnownRoot(problem: string): SolverReply | undefined {
  const written = withoutOptions(problem).replace(/[−–]/g, '-');
  const folded = foldText(written).replace(/\s+/g, ' ');
  if (OTHER_ASK.test(folded) || /\bsistema\b/.test(folded)) return undefined;
  // The equation: «… = 0» with x², and the one letter in it.
  const equationText = equationIn(written);
  if (!equationText) return undefined;
  const letter = letterOf(equationText);
  if (!letter) return undefined;
  // The condition: a root known («x = 2 es una de las soluciones», «una de sus raíces es x = −3»), or the
  // letter's value given («para k = 5», «si k = 5», «cuando k vale 5»).
  const rootSaid =
    new RegExp(
      String.raw`(?:x\s*=\s*)?(${NUMBER})\s+(?:es|sea)\s+(?:una\s+)?(?:de\s+(?:las|sus)\s+)?(?:raiz|raices|solucion|soluciones)\b`,
    ).exec(folded) ??
    new RegExp(
      String.raw`(?:una\s+de\s+(?:las|sus)\s+)(?:raices|soluciones)[^.;¿?]*?\s+es\s+(?:x\s*=\s*)?(${NUMBER})(?!\d|[.,]\d)`,
    ).exec(folded);
  const valueSaid = new RegExp(
    String.raw`\b(?:para|si|cuando|con)\s+${letter}\s*(?:=|vale|igual\s+a)\s*(${NUMBER})(?!\d|[.,]\d|\s*[a-z(])`,
  ).exec(folded);
  if (!rootSaid === !valueSaid) return undefined;
  // What is asked, read without the condition's own words («una de las soluciones»).
  const asked = askedOf(
    folded
      .replace(rootSaid?.[0] ?? valueSaid?.[0] ?? '', ' ')
      .replace(/\buna\s+de\s+(?:las|sus)\s+(?:raices|soluciones)\b/g, ' '),
    letter,
  );
  if (valueSaid && (asked.letter || asked.other)) return undefined;
  if (!asked.letter && !asked.other && !asked.roots && !asked.sum && !asked.product) return undefined;
  return orNone(() => {
    const steps: string[] = [];
    const answers: string[] = [];
    let k: Rational;
    let r: Rational | undefined;
    if (rootSaid) {
      r = exactOf(rootSaid[1] ?? '');
      if (r === undefined) return undefined;
      const root = r;
      // P(r) as a polynomial in the letter: linear, or the letter is not fixed by one root.
      const condition = polyInParam((value) => {
        const p = quadraticAt(equationText, letter, value);
        return p ? evalRat(p, root) : undefined;
      });
      if (!condition || degree(condition) !== 1) return undefined;
      k = div(neg(coefAt(condition, 0)), coefAt(condition, 1));
      steps.push(
        `Si $x = ${ratTex(root)}$ es solución, al reemplazarlo la ecuación se cumple: queda $${ratTex(coefAt(condition, 1))}${letter} ${coefAt(condition, 0).n < 0 ? '-' : '+'} ${ratTex(coefAt(condition, 0).n < 0 ? neg(coefAt(condition, 0)) : coefAt(condition, 0))} = 0$, así que $${letter} = ${ratTex(k)}$.`,
      );
    } else {
      const given = exactOf(valueSaid?.[1] ?? '');
      if (given === undefined) return undefined;
      k = given;
      steps.push(`Reemplazá $${letter} = ${ratTex(k)}$ en la ecuación.`);
    }
    const p = quadraticAt(equationText, letter, k);
    if (!p) return undefined;
    const [c, b, a] = [coefAt(p, 0), coefAt(p, 1), coefAt(p, 2)];
    const { roots } = quadraticRoots(p);
    steps.push(
      `Con $${letter} = ${ratTex(k)}$ la ecuación es $${ratTex(a)}x^2 ${b.n < 0 ? '-' : '+'} ${ratTex(b.n < 0 ? neg(b) : b)}x ${c.n < 0 ? '-' : '+'} ${ratTex(c.n < 0 ? neg(c) : c)} = 0$.`,
    );
    const sum = div(neg(b), a);
    const product = div(c, a);
    let other: Rational | undefined;
    if (r !== undefined) {
      other = sub(sum, r);
      // The check: both roots make the equation true.
      if (!isZero(evalRat(p, r)) || !isZero(evalRat(p, other))) return undefined;
      if (!equal(mul(r, other), product)) return undefined;
      steps.push(
        `La otra solución sale de la suma de las raíces, $x_1 + x_2 = -\\frac{b}{a} = ${ratTex(sum)}$: $x_2 = ${ratTex(sum)} - ${r.n < 0 ? `(${ratTex(r)})` : ratTex(r)} = ${ratTex(other)}$. Verificación: el producto $${ratTex(r)} \\cdot ${other.n < 0 ? `(${ratTex(other)})` : ratTex(other)} = ${ratTex(product)} = \\frac{c}{a}$ ✓`,
      );
    } else {
      if (roots.length === 0) return undefined;
      steps.push(`Con la resolvente: ${rootsText(roots)}.`);
    }
    if (asked.letter) answers.push(`**${letter} = ${ratText(k)}**`);
    if (asked.other && other !== undefined) answers.push(`**La otra solución: x = ${ratText(other)}**`);
    if (asked.roots) {
      if (r !== undefined && other !== undefined)
        answers.push(`**Soluciones: x = ${ratText(r)} y x = ${ratText(other)}**`);
      else answers.push(`**Soluciones: ${rootsText(roots)}**`);
    }
    if (asked.sum) answers.push(`**Suma de las soluciones: ${ratText(sum)}**`);
    if (asked.product) answers.push(`**Producto de las soluciones: ${ratText(product)}**`);
    if (!answers.length) return undefined;
    return {
      text: workedReply({
        title: 'Ecuación cuadrática con un coeficiente por hallar',
        data: `la ecuación con la letra ${letter}; ${r !== undefined ? `x = ${ratText(r)} es solución` : `${letter} = ${ratText(k)}`}`,
        steps,
        answer: answers.join('\n\n'),
        closing: '¿Cómo podrías sacar la otra raíz usando el producto en lugar de la suma?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const quadraticKnownRoot = declareSolver({
  name: 'quadratic_known_root',
  offer: 'cuadráticas con un coeficiente que se halla por una raíz conocida',
  summary:
    'A quadratic equation with one letter for a coefficient: the letter from a root the statement gives (then the other root, the roots, their sum or product), or the roots once the letter is given a value.',
  examples: [
    'Se sabe que x = 2 es una de las soluciones de la ecuación 2x² + bx − 6 = 0. Hallá b y la otra solución.',
    'Dada la ecuación x² − 6x + k = 0, hallá sus soluciones para k = 5.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveQuadraticKnownRoot,
});
