/**
 * Equations and inequalities with the absolute value of a linear expression, exactly: |2x − 3| = 5,
 * |x − 2| = 2x + 1 (checking each case), |2x − 3| < 5 → −1 < x < 4, 3|x + 1| − 2 ≥ 4, |x − 1| = |2x + 3|.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { combinationAsked } from './asked-combination.ts';
import {
  add,
  coefAt,
  degree,
  div,
  exactRat,
  Inexact,
  isZero,
  mul,
  neg,
  type Poly,
  polyAdd,
  polyScale,
  polyTex,
  type Rational,
  rat,
  ratTex,
  ratText,
  sign,
  sub,
  ZERO,
} from './exact.ts';
import {
  FLIP,
  halfLine,
  type Inequality,
  isStrict,
  joinAnd,
  type Piece,
  sampleOf,
  setText,
  setWords,
} from './inequalities.ts';
import {
  evaluate,
  findStatements,
  hasExponential,
  hasKind,
  hasX,
  type Node,
  relationTex,
  type Statement,
  statementTex,
  toRationalFunction,
} from './math-text.ts';
import { fmt } from './numbers.ts';
import { orNone } from './or-none.ts';

const check = '✓';

/** A member as k·|inner| + rest, rest a polynomial; undefined when it is not of that form. */
interface AbsAffine {
  k: Rational;
  inner: Poly;
  innerNode: Node;
  rest: Poly;
}

function polynomialOf(node: Node): Poly | undefined {
  const f = toRationalFunction(node);
  if (f?.den.length !== 1) return undefined;
  return polyScale(f.num, div(rat(1), at(f.den, 0, 'denominator')));
}

function absAffine(node: Node): AbsAffine | undefined {
  switch (node.kind) {
    case 'abs': {
      const inner = polynomialOf(node.arg);
      if (!inner || hasKind(node.arg, 'abs')) return undefined;
      return { k: rat(1), inner, innerNode: node.arg, rest: [] };
    }
    case 'group':
      return absAffine(node.arg);
    case 'neg': {
      const a = absAffine(node.arg);
      return a && { ...a, k: neg(a.k), rest: polyScale(a.rest, rat(-1)) };
    }
    case 'add': {
      const leftHas = hasKind(node.left, 'abs');
      const rightHas = hasKind(node.right, 'abs');
      if (leftHas === rightHas) return undefined;
      const s = node.op === '-' ? -1 : 1;
      if (leftHas) {
        const a = absAffine(node.left);
        const other = polynomialOf(node.right);
        return a && other && { ...a, rest: polyAdd(a.rest, other, s) };
      }
      const a = absAffine(node.right);
      const other = polynomialOf(node.left);
      if (!a || !other) return undefined;
      return { ...a, k: s < 0 ? neg(a.k) : a.k, rest: polyAdd(other, a.rest, s) };
    }
    case 'mul': {
      const [absSide, factorSide] = hasKind(node.left, 'abs')
        ? [node.left, node.right]
        : [node.right, node.left];
      const a = absAffine(absSide);
      const factor = polynomialOf(factorSide);
      if (!a || !factor || degree(factor) > 0 || hasKind(factorSide, 'abs')) return undefined;
      const k = factor[0] ?? ZERO;
      return { ...a, k: mul(a.k, k), rest: polyScale(a.rest, k) };
    }
    case 'div': {
      const a = absAffine(node.left);
      const divisor = polynomialOf(node.right);
      if (!a || !divisor || degree(divisor) !== 0) return undefined;
      const k = div(rat(1), at(divisor, 0, 'divisor'));
      return { ...a, k: mul(a.k, k), rest: polyScale(a.rest, k) };
    }
    default:
      return undefined;
  }
}

/** ax + b = v, solved: the value, or undefined when a = 0. */
const solveLinear = (inner: Poly, v: Rational) => {
  const a = coefAt(inner, 1);
  return isZero(a) ? undefined : div(sub(v, coefAt(inner, 0)), a);
};

/** x in the inner expression's bound: lo < ax + b < hi → the x interval, flipping for a < 0. */
function between(inner: Poly, lo: Rational, hi: Rational, closed: boolean): Piece[] {
  const a = coefAt(inner, 1);
  let x1 = solveLinear(inner, lo) as Rational;
  let x2 = solveLinear(inner, hi) as Rational;
  if (sign(a) < 0) [x1, x2] = [x2, x1];
  return [{ lo: exactRat(x1), hi: exactRat(x2), loClosed: closed, hiClosed: closed }];
}

function solveBetween(inner: Poly, c: Rational, relation: Inequality, steps: string[]): Piece[] {
  const a = coefAt(inner, 1);
  const b = coefAt(inner, 0);
  const r = relationTex(relation);
  const innerTex = polyTex(inner);
  steps.push(
    `Como ${ratText(c)} > 0, por definición $|A| ${r} ${ratTex(c)}$ quiere decir $-${ratTex(c)} ${r} A ${r} ${ratTex(c)}$ (A está a ${relation === '<' ? 'menos de' : 'lo sumo a'} ${ratText(c)} del 0): $-${ratTex(c)} ${r} ${innerTex} ${r} ${ratTex(c)}$.`,
  );
  const lo = sub(neg(c), b);
  const hi = sub(c, b);
  if (!isZero(b)) {
    steps.push(
      `${sign(b) > 0 ? 'Restá' : 'Sumá'} $${ratTex(rat(Math.abs(b.n), b.d))}$ a los tres miembros: $${ratTex(lo)} ${r} ${polyTex([ZERO, a])} ${r} ${ratTex(hi)}$.`,
    );
  }
  const set = between(inner, neg(c), c, !isStrict(relation));
  const piece = at(set, 0, 'piece');
  if (!isZero(sub(a, rat(1)))) {
    steps.push(
      sign(a) < 0
        ? `Dividí los tres miembros por $${ratTex(a)}$; como es negativo, las desigualdades se invierten. Leído desde el menor: $${piece.lo?.tex} ${r} x ${r} ${piece.hi?.tex}$.`
        : `Dividí los tres miembros por $${ratTex(a)}$: $${piece.lo?.tex} ${r} x ${r} ${piece.hi?.tex}$.`,
    );
  }
  return set;
}

function solveOutside(inner: Poly, c: Rational, relation: Inequality, steps: string[]): Piece[] {
  const r = relationTex(relation);
  const below = relation === '>' ? '<' : '≤';
  const innerTex = polyTex(inner);
  steps.push(
    `Como ${ratText(c)} > 0, por definición $|A| ${r} ${ratTex(c)}$ quiere decir $A ${relationTex(below)} -${ratTex(c)}$ o $A ${r} ${ratTex(c)}$ (A está a más de ${ratText(c)} del 0, para un lado o para el otro).`,
  );
  const a = coefAt(inner, 1);
  const xLow = solveLinear(inner, neg(c)) as Rational;
  const xHigh = solveLinear(inner, c) as Rational;
  const flip = sign(a) < 0;
  const first = flip ? FLIP[below] : below;
  const second = flip ? FLIP[relation] : relation;
  steps.push(
    `Resolvé cada una${flip ? ' (al dividir por un número negativo, la desigualdad se invierte)' : ''}: $${innerTex} ${relationTex(below)} -${ratTex(c)} \\Rightarrow x ${relationTex(first)} ${ratTex(xLow)}$; $${innerTex} ${r} ${ratTex(c)} \\Rightarrow x ${relationTex(second)} ${ratTex(xHigh)}$.`,
  );
  const pieces = [...halfLine(first, exactRat(xLow)), ...halfLine(second, exactRat(xHigh))];
  return pieces.sort((p, q) => (p.lo ? 1 : 0) - (q.lo ? 1 : 0));
}

function inequalityReply(
  statement: Statement,
  isolated: { inner: Poly; c: Rational; relation: Inequality },
  steps: string[],
): string {
  const { inner, c, relation } = isolated;
  let set: Piece[];
  const below = relation === '<' || relation === '≤';
  if (sign(c) < 0 || (isZero(c) && relation === '<')) {
    set = below ? [] : [{ loClosed: false, hiClosed: false }];
    steps.push(
      below
        ? `Un módulo nunca es negativo: $|A| ${relationTex(relation)} ${ratTex(c)}$ no se cumple para ningún x.`
        : `Un módulo nunca es negativo, así que $|A| ${relationTex(relation)} ${ratTex(c)}$ se cumple para cualquier x.`,
    );
  } else if (isZero(c)) {
    const root = solveLinear(inner, ZERO) as Rational;
    if (relation === '≤') {
      set = [{ lo: exactRat(root), hi: exactRat(root), loClosed: true, hiClosed: true }];
      steps.push(
        `Un módulo no es negativo: $|A| \\le 0$ solo si $A = 0$, o sea $${polyTex(inner)} = 0$: x = ${ratText(root)}.`,
      );
    } else if (relation === '≥') {
      set = [{ loClosed: false, hiClosed: false }];
      steps.push('Un módulo nunca es negativo: $|A| \\ge 0$ se cumple para cualquier x.');
    } else {
      set = [
        { hi: exactRat(root), loClosed: false, hiClosed: false },
        { lo: exactRat(root), loClosed: false, hiClosed: false },
      ];
      steps.push(`$|A| > 0$ se cumple salvo cuando $A = 0$, o sea salvo en x = ${ratText(root)}.`);
    }
  } else set = below ? solveBetween(inner, c, relation, steps) : solveOutside(inner, c, relation, steps);
  const x = sampleOf(set);
  const [leftAt, rightAt] = x === undefined ? [0, 0] : statement.sides.map((side) => evaluate(side, x));
  const verify =
    x === undefined
      ? ''
      : `Verificación con x = ${fmt(x, 2)}: el primer miembro da ${fmt(leftAt ?? 0, 4)} y el segundo ${fmt(rightAt ?? 0, 4)}, y ${fmt(leftAt ?? 0, 4)} ${statement.relations[0]} ${fmt(rightAt ?? 0, 4)} ${check}`;
  const a = coefAt(inner, 1);
  const center = exactRat(div(neg(coefAt(inner, 0)), a));
  const radius = exactRat(div(c, rat(Math.abs(a.n), a.d)));
  const question =
    sign(c) <= 0
      ? '¿Puede un módulo dar un número negativo? ¿Por qué eso decide todo en este ejercicio?'
      : `¿Ves que la solución son los x a distancia ${below ? 'menor' : 'mayor'}${isStrict(relation) ? '' : ' o igual'} que ${radius.text} de ${center.text}? Ubicalos en la recta numérica.`;
  return [
    '## Inecuación con módulo',
    '',
    `Resolvamos $${statementTex(statement)}$. Recordá que $|A|$ es la distancia de A al 0.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**Solución: ${setWords(set)}**${set.length ? `, o sea S = ${setText(set)}` : ''}`,
    '',
    ...(verify ? [verify, ''] : []),
    question,
  ].join('\n');
}

function equationReply(
  statement: Statement,
  isolated: { inner: Poly; right: Poly },
  steps: string[],
): string | undefined {
  const { inner, right } = isolated;
  const innerTex = polyTex(inner);
  const solutions: Rational[] = [];
  const discarded: string[] = [];
  let identity: Piece[] | undefined;
  if (degree(right) <= 0) {
    const c = right[0] ?? ZERO;
    if (sign(c) < 0) {
      steps.push(`Un módulo nunca es negativo: $|A| = ${ratTex(c)}$ no tiene solución.`);
    } else if (isZero(c)) {
      const root = solveLinear(inner, ZERO) as Rational;
      steps.push(`$|A| = 0$ solo si $A = 0$: $${innerTex} = 0 \\Rightarrow x = ${ratTex(root)}$.`);
      solutions.push(root);
    } else {
      const x1 = solveLinear(inner, c) as Rational;
      const x2 = solveLinear(inner, neg(c)) as Rational;
      steps.push(
        `Por definición, $|A| = ${ratTex(c)}$ (con ${ratText(c)} > 0) quiere decir $A = ${ratTex(c)}$ o $A = -${ratTex(c)}$: hay dos números a distancia ${ratText(c)} del 0.`,
      );
      steps.push(`Primer caso: $${innerTex} = ${ratTex(c)} \\Rightarrow x = ${ratTex(x1)}$.`);
      steps.push(`Segundo caso: $${innerTex} = -${ratTex(c)} \\Rightarrow x = ${ratTex(x2)}$.`);
      solutions.push(x1, x2);
    }
  } else {
    if (degree(right) > 1) return undefined;
    const rightTex = polyTex(right);
    const condition = solveLinear(right, ZERO) as Rational;
    const positiveSlope = sign(coefAt(right, 1)) > 0;
    const conditionTex = `x ${positiveSlope ? '\\ge' : '\\le'} ${ratTex(condition)}`;
    steps.push(
      `Un módulo nunca es negativo, así que el segundo miembro tiene que cumplir $${rightTex} \\ge 0$, o sea $${conditionTex}$. Con esa condición, $A = ${rightTex}$ o $A = -(${rightTex})$.`,
    );
    const ok = (x: Rational) => sign(add(mul(coefAt(right, 1), x), coefAt(right, 0))) >= 0;
    for (const [label, target] of [
      ['Primer caso', right],
      ['Segundo caso', polyScale(right, rat(-1))],
    ] as const) {
      const difference = polyAdd(inner, target, -1);
      const a = coefAt(difference, 1);
      const targetTex = label === 'Primer caso' ? rightTex : `-(${rightTex})`;
      if (isZero(a)) {
        if (isZero(coefAt(difference, 0))) {
          identity = halfLine(positiveSlope ? '≥' : '≤', exactRat(condition));
          steps.push(
            `${label}: $${innerTex} = ${targetTex}$ vale para todo x; con la condición, todos los $${conditionTex}$.`,
          );
        } else steps.push(`${label}: $${innerTex} = ${targetTex}$ no tiene solución.`);
        continue;
      }
      const x = div(neg(coefAt(difference, 0)), a);
      if (ok(x)) {
        steps.push(
          `${label}: $${innerTex} = ${targetTex} \\Rightarrow x = ${ratTex(x)}$, que cumple la condición ${check}`,
        );
        solutions.push(x);
      } else {
        steps.push(
          `${label}: $${innerTex} = ${targetTex} \\Rightarrow x = ${ratTex(x)}$, pero no cumple $${conditionTex}$: **se descarta**.`,
        );
        discarded.push(ratText(x));
      }
    }
  }
  if (identity) {
    return [
      '## Ecuación con módulo',
      '',
      `Resolvamos $${statementTex(statement)}$.`,
      '',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `**Solución: ${setWords(identity)}**, o sea S = ${setText(identity)}`,
      '',
      '¿Por qué |A| = A vale justo cuando A no es negativo?',
    ].join('\n');
  }
  const unique = solutions
    .filter((x, k) => solutions.findIndex((y) => isZero(sub(x, y))) === k)
    .sort((p, q) => sign(sub(p, q)));
  const verify = unique
    .map((x) => {
      const v = x.n / x.d;
      return `con x = ${ratText(x)}, ${fmt(evaluate(at(statement.sides, 0, 'side'), v), 4)} = ${fmt(evaluate(at(statement.sides, 1, 'side'), v), 4)}`;
    })
    .join('; ');
  const result =
    unique.length === 0
      ? '**La ecuación no tiene solución.**'
      : unique.length === 1
        ? `**Solución: x = ${ratText(at(unique, 0, 'solution'))}**`
        : `**Soluciones: ${joinAnd(unique.map((x) => `x = ${ratText(x)}`))}**`;
  return [
    '## Ecuación con módulo',
    '',
    `Resolvamos $${statementTex(statement)}$. Recordá que $|A|$ es la distancia de A al 0: nunca es negativa.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    result,
    '',
    ...(verify ? [`Verificación: ${verify} ${check}`, ''] : []),
    discarded.length
      ? '¿Por qué hace falta verificar cada caso cuando el segundo miembro tiene x?'
      : unique.length === 0
        ? '¿Puede un módulo dar un número negativo? ¿Por qué?'
        : '¿Por qué una ecuación con módulo puede tener dos soluciones? Pensalo en la recta numérica.',
  ].join('\n');
}

/** |L| = |M|: L = M or L = −M. */
function twoModuli(statement: Statement, left: Poly, right: Poly): string | undefined {
  const steps = [
    `Dos números tienen el mismo módulo cuando son iguales u opuestos: $${polyTex(left)} = ${polyTex(right)}$ o $${polyTex(left)} = -(${polyTex(right)})$.`,
  ];
  const solutions: Rational[] = [];
  for (const [label, target] of [
    ['Primer caso', right],
    ['Segundo caso', polyScale(right, rat(-1))],
  ] as const) {
    const difference = polyAdd(left, target, -1);
    const a = coefAt(difference, 1);
    if (isZero(a)) {
      if (isZero(coefAt(difference, 0))) return undefined;
      steps.push(`${label}: no tiene solución (los términos con x se cancelan).`);
      continue;
    }
    const x = div(neg(coefAt(difference, 0)), a);
    steps.push(`${label}: $${polyTex(left)} = ${polyTex(target)} \\Rightarrow x = ${ratTex(x)}$.`);
    solutions.push(x);
  }
  const unique = solutions
    .filter((x, k) => solutions.findIndex((y) => isZero(sub(x, y))) === k)
    .sort((p, q) => sign(sub(p, q)));
  return [
    '## Ecuación con módulos',
    '',
    `Resolvamos $${statementTex(statement)}$.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    unique.length === 1
      ? `**Solución: x = ${ratText(at(unique, 0, 'solution'))}**`
      : `**Soluciones: ${joinAnd(unique.map((x) => `x = ${ratText(x)}`))}**`,
    '',
    '¿Qué significa |a| = |b| en la recta numérica?',
  ].join('\n');
}

/** Whether |left(x)| relation |right(x)| holds at x, exactly. */
function holdsBetweenModuli(left: Poly, right: Poly, relation: Inequality, x: Rational): boolean {
  const d = sign(sub(absRat(evalAt(left, x)), absRat(evalAt(right, x))));
  return relation === '<' ? d < 0 : relation === '≤' ? d <= 0 : relation === '>' ? d > 0 : d >= 0;
}

/**
 * |A| ≶ |B|, A and B linear («|x − 2| > |3x + 6|», a distance compared with another): the moduli are
 * equal where A = B or A = −B, and only there can the inequality change; the set is read at those values
 * and between them, then checked at many points.
 */
function twoModuliInequality(
  statement: Statement,
  left: Poly,
  right: Poly,
  relation: Inequality,
): string | undefined {
  const critical = [polyAdd(left, right, -1), polyAdd(left, right)]
    .map((p) => solveLinear(p, ZERO))
    .filter((r): r is Rational => r !== undefined)
    .sort((p, q) => sign(sub(p, q)))
    .filter((r, k, all) => k === 0 || sign(sub(r, all[k - 1] ?? r)) !== 0);
  const set = setAmongCritical(critical, (x) => holdsBetweenModuli(left, right, relation, x));
  if (!set) return undefined;
  const r = relationTex(relation);
  const steps = [
    `Los dos módulos son iguales donde $${polyTex(left)} = ${polyTex(right)}$ o $${polyTex(left)} = -(${polyTex(right)})$: ${critical.length ? joinAnd(critical.map((c) => `x = ${ratText(c)}`)) : 'en ningún x'}. Solo ahí puede cambiar la desigualdad.`,
    `Probando un valor en cada tramo y los valores críticos mismos, $left|${polyTex(left)}\right| ${r} left|${polyTex(right)}\right|$ se cumple en ${setText(set)}. (Es lo mismo que comparar los cuadrados, porque los dos miembros son no negativos.)`,
  ];
  const x = sampleOf(set);
  const verify =
    x === undefined
      ? ''
      : `Verificación con x = ${fmt(x, 2)}: el primer miembro da ${fmt(evaluate(at(statement.sides, 0, 'left'), x), 4)} y el segundo ${fmt(evaluate(at(statement.sides, 1, 'right'), x), 4)} ${check}`;
  return [
    '## Inecuación con módulos',
    '',
    `Resolvamos $${statementTex(statement)}$. Recordá que $|A - B|$ es la distancia entre A y B.`,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**Solución: ${setWords(set)}**${set.length ? `, o sea S = ${setText(set)}` : ''}`,
    '',
    ...(verify ? [verify, ''] : []),
    '¿Qué puntos de la recta numérica están a la misma distancia de los dos números?',
  ].join('\n');
}

const supported = (node: Node) =>
  !hasKind(node, 'trig') &&
  !hasKind(node, 'log') &&
  !hasKind(node, 'sqrt') &&
  !hasKind(node, 'pi') &&
  !hasKind(node, 'e') &&
  !hasKind(node, 'deg') &&
  !hasExponential(node);

/** A reply for an equation or inequality with |linear|, or undefined when the message holds none. */
const DISTANCE_RELATION: Record<string, string> = {
  menor: '<',
  'menor o igual': '≤',
  mayor: '>',
  'mayor o igual': '≥',
  igual: '=',
};

const POINT = String.raw`(-?\s*\d+(?:,\d+)?)`;
const TO = '(?:a|al|al numero|hasta)';
const RELATION = '(menor o igual|mayor o igual|menor|mayor|igual)';

/** «el doble de», «la mitad de», «3 veces»: a distance as a multiple p/q of another. */
const MULTIPLE: Record<string, readonly [number, number]> = {
  'el doble': [2, 1],
  'el triple': [3, 1],
  'el cuadruple': [4, 1],
  'la mitad': [1, 2],
  'la tercera parte': [1, 3],
  'la cuarta parte': [1, 4],
};

/** k·x − k·c written for the parser: «3x - 6», «x + 2». */
function scaledDifference(k: number, c: number): string {
  const constant = -k * c;
  const head = k === 1 ? 'x' : `${k}x`;
  return constant === 0 ? head : `${head} ${constant < 0 ? '-' : '+'} ${Math.abs(constant)}`;
}

/**
 * «Los números cuya distancia a 4 es menor que 2» is |x − 4| < 2, and «cuya distancia al −4 es mayor que
 * el doble de su distancia al 1» is |x + 4| > |2x − 2| (k·|x − b| = |kx − kb| for k > 0): the statement
 * with each distance written as an absolute value, or undefined when it says no such thing.
 */
export function distanceAsAbsolute(message: string): { rewritten: string; inequality: string } | undefined {
  if (message.includes('|')) return undefined;
  const folded = foldText(message).replace(/[−–]/g, '-');
  const toNumber = new RegExp(
    String.raw`distancia (?:de x |del numero x |entre x y )?(?:${TO}|y) ${POINT} (?:es|sea|resulta) ${RELATION} (?:que|a) (\d+(?:,\d+)?)(?! ?(?:veces|de su|\d)|,? (?:y|o|pero) (?:es |sea |a la vez )?(?:menor|mayor|igual|distinta))`,
  ).exec(folded);
  if (toNumber) {
    const center = (toNumber[1] ?? '').replace(/\s+/g, '');
    const relation = DISTANCE_RELATION[toNumber[2] ?? ''];
    if (!relation) return undefined;
    const inner = center.startsWith('-') ? `x + ${center.slice(1)}` : `x - ${center}`;
    const inequality = `|${inner}| ${relation} ${toNumber[3]}`;
    return { rewritten: `Resolvé ${inequality}.`, inequality };
  }
  const toDistance = new RegExp(
    String.raw`distancia (?:de x |del numero x )?${TO} ${POINT} (?:es|sea|resulta) (?:${RELATION} (?:que|a) )?(?:(el doble|el triple|el cuadruple|la mitad|la tercera parte|la cuarta parte|(\d+) veces) (?:de )?)?(?:la )?su distancia ${TO} ${POINT}\b`,
  ).exec(folded);
  if (!toDistance) return undefined;
  const [, first, word, multiple, times, second] = toDistance;
  // «es el triple de su distancia»: equal to it; «es menor que su distancia»: a relation with k = 1.
  const relation = word ? DISTANCE_RELATION[word] : multiple ? '=' : undefined;
  const point = (raw = '') => Number(raw.replace(/\s+/g, '').replace(',', '.'));
  const [a, b] = [point(first), point(second)];
  const [p, q] = times ? [Number(times), 1] : multiple ? (MULTIPLE[multiple] ?? [0, 0]) : [1, 1];
  if (
    !relation ||
    a === undefined ||
    b === undefined ||
    !Number.isInteger(a) ||
    !Number.isInteger(b) ||
    p <= 0
  )
    return undefined;
  const inequality = `|${scaledDifference(q, a)}| ${relation} |${scaledDifference(p, b)}|`;
  return { rewritten: `Resolvé ${inequality}.`, inequality };
}

const evalAt = (p: Poly, x: Rational) => p.reduceRight((acc, c) => add(mul(acc, x), c), ZERO);
const absRat = (r: Rational) => rat(Math.abs(r.n), r.d);

/** Whether |inner(x)| relation right(x) holds at x, exactly. */
function holds(inner: Poly, right: Poly, relation: Inequality, x: Rational): boolean {
  const d = sign(sub(absRat(evalAt(inner, x)), evalAt(right, x)));
  return relation === '<' ? d < 0 : relation === '≤' ? d <= 0 : relation === '>' ? d > 0 : d >= 0;
}

/**
 * The set where `holdsAt` is true, read exactly at each critical value (sorted, distinct) and at a value
 * of each stretch between them, then checked against `holdsAt` at many points; undefined when the check
 * fails (a critical value missed).
 */
function setAmongCritical(
  critical: readonly Rational[],
  holdsAt: (x: Rational) => boolean,
): Piece[] | undefined {
  // The line alternates: a stretch, a critical value, a stretch … a stretch.
  const stretchPoint = (k: number): Rational => {
    const lo = critical[k - 1];
    const hi = critical[k];
    if (!lo && !hi) return ZERO;
    if (!lo) return sub(hi ?? ZERO, rat(1));
    if (!hi) return add(lo, rat(1));
    return div(add(lo, hi), rat(2));
  };
  const items: { at?: Rational; inside: boolean }[] = [];
  for (let k = 0; k <= critical.length; k++) {
    items.push({ inside: holdsAt(stretchPoint(k)) });
    const c = critical[k];
    if (c) items.push({ at: c, inside: holdsAt(c) });
  }
  const set: Piece[] = [];
  let open: Piece | undefined;
  for (const [k, item] of items.entries()) {
    const before = items[k - 1]?.at;
    if (item.inside && !open) {
      open = item.at
        ? { lo: exactRat(item.at), loClosed: true, hiClosed: false }
        : { ...(before ? { lo: exactRat(before) } : {}), loClosed: false, hiClosed: false };
    } else if (!item.inside && open) {
      const end = item.at ?? before;
      if (end) set.push({ ...open, hi: exactRat(end), hiClosed: item.at === undefined });
      open = undefined;
    }
  }
  if (open) set.push(open);
  // The check: the set read is the inequality's at many points.
  for (let k = -400; k <= 400; k++) {
    const x = k / 8 + 0.0137;
    const inSet = set.some(
      (p) =>
        (p.lo === undefined || x > p.lo.value || (p.loClosed && x === p.lo.value)) &&
        (p.hi === undefined || x < p.hi.value || (p.hiClosed && x === p.hi.value)),
    );
    if (inSet !== holdsAt(rat(Math.round(x * 10000), 10000))) return undefined;
  }
  return set;
}

/**
 * |A| ≶ B with B of degree 1 («|2x − 1| < x + 2»): the critical values are where A = B or A = −B; the set
 * is read off exactly at each of them and at a value of each stretch between them, then checked against
 * the inequality at many points.
 */
function boundedByLine(
  statement: Statement,
  inner: Poly,
  right: Poly,
  relation: Inequality,
  steps: string[],
): string | undefined {
  const critical = [polyAdd(inner, right, -1), polyAdd(inner, right)]
    .map((p) => solveLinear(p, ZERO))
    .filter((r): r is Rational => r !== undefined)
    .sort((p, q) => sign(sub(p, q)))
    .filter((r, k, all) => k === 0 || sign(sub(r, all[k - 1] ?? r)) !== 0);
  const set = setAmongCritical(critical, (x) => holds(inner, right, relation, x));
  if (!set) return undefined;
  const below = relation === '<' || relation === '≤';
  const r = relationTex(relation);
  steps.push(
    below
      ? `Por definición, $|A| ${r} B$ quiere decir $-B ${r} A ${r} B$: acá $-(${polyTex(right)}) ${r} ${polyTex(inner)} ${r} ${polyTex(right)}$ (si B es negativo no hay solución).`
      : `Por definición, $|A| ${r} B$ quiere decir $A ${r} B$ o $A ${relationTex(FLIP[relation])} -B$: acá $${polyTex(inner)} ${r} ${polyTex(right)}$ o $${polyTex(inner)} ${relationTex(FLIP[relation])} -(${polyTex(right)})$.`,
    `Los valores críticos, donde $A = B$ o $A = -B$: ${critical.length ? joinAnd(critical.map((c) => `x = ${ratText(c)}`)) : 'ninguno'}. Probando un valor en cada tramo y los valores críticos mismos, la desigualdad se cumple en ${setText(set)}.`,
  );
  const x = sampleOf(set);
  const verify =
    x === undefined
      ? ''
      : `Verificación con x = ${fmt(x, 2)}: el primer miembro da ${fmt(evaluate(at(statement.sides, 0, 'left'), x), 4)} y el segundo ${fmt(evaluate(at(statement.sides, 1, 'right'), x), 4)} ${check}`;
  return [
    '## Inecuación con módulo',
    '',
    `Resolvamos $${statementTex(statement)}$. Recordá que $|A|$ es la distancia de A al 0.`,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**Solución: ${setWords(set)}**${set.length ? `, o sea S = ${setText(set)}` : ''}`,
    '',
    ...(verify ? [verify, ''] : []),
    '¿Por qué cuando el otro miembro tiene x hay que mirar también dónde es negativo?',
  ].join('\n');
}

/** A relation word's test on a difference d = |x − c| − r: «mayor o igual» holds for d ≥ 0. */
const RELATION_HOLDS: Record<string, (d: number) => boolean> = {
  '<': (d) => d < 0,
  '≤': (d) => d <= 0,
  '>': (d) => d > 0,
  '≥': (d) => d >= 0,
};

/**
 * «cuya distancia al origen es mayor o igual que 2 y menor que 5»: two conditions on one distance, both at
 * once; the set is read at the four boundary points and between them, and checked at many points.
 */
function distanceBetween(message: string): string | undefined {
  if (message.includes('|')) return undefined;
  const folded = foldText(message).replace(/[−–]/g, '-');
  const m = new RegExp(
    String.raw`distancia (?:de x |del numero x )?${TO} (origen|cero|-?\s*\d+) (?:es|sea|resulta) ${RELATION} (?:que|a) (\d+),? (y|o|pero) (?:es |sea |a la vez )?${RELATION} (?:que|a) (\d+)(?![\d,])`,
  ).exec(folded);
  if (!m) return undefined;
  const [, point, word1, n1, joiner, word2, n2] = m;
  const both = joiner !== 'o';
  const c = /origen|cero/.test(point ?? '') ? 0 : Number((point ?? '').replace(/\s+/g, ''));
  const [rel1, rel2] = [DISTANCE_RELATION[word1 ?? ''], DISTANCE_RELATION[word2 ?? '']];
  const [r1, r2] = [Number(n1), Number(n2)];
  const [holds1, holds2] = [RELATION_HOLDS[rel1 ?? ''], RELATION_HOLDS[rel2 ?? '']];
  if (!Number.isInteger(c) || !rel1 || !rel2 || !holds1 || !holds2) return undefined;
  const distanceAt = (x: Rational) => absRat(sub(x, rat(c)));
  const critical = [c - r2, c - r1, c + r1, c + r2]
    .sort((p, q) => p - q)
    .filter((x, k, all) => k === 0 || x !== all[k - 1])
    .map((x) => rat(x));
  const set = setAmongCritical(critical, (x) => {
    const [first, second] = [
      holds1(sign(sub(distanceAt(x), rat(r1)))),
      holds2(sign(sub(distanceAt(x), rat(r2)))),
    ];
    return both ? first && second : first || second;
  });
  if (!set) return undefined;
  const inner = c === 0 ? 'x' : c < 0 ? `x + ${-c}` : `x - ${c}`;
  const [t1, t2] = [rel1, rel2].map((r) => r.replace('≤', '\\le').replace('≥', '\\ge'));
  const x = sampleOf(set);
  return [
    '## Inecuación con módulo',
    '',
    `La distancia de x ${c === 0 ? 'al origen' : `a ${c}`} es $|${inner}|$: el enunciado pide $|${inner}| ${t1} ${r1}$ ${both ? 'y, a la vez,' : 'o bien'} $|${inner}| ${t2} ${r2}$.`,
    '',
    `1. Los bordes son los puntos a distancia ${r1} y ${r2} de ${c}: ${joinAnd(critical.map((r) => `x = ${ratText(r)}`))}.`,
    `2. Probando un valor en cada tramo y los bordes mismos, se cumple${both ? 'n las dos condiciones' : ' alguna de las dos condiciones'} en ${setText(set)}.`,
    '',
    `**Solución: ${setWords(set)}**${set.length ? `, o sea S = ${setText(set)}` : ''}`,
    '',
    ...(x === undefined
      ? []
      : [
          `Verificación con x = ${fmt(x, 2)}: su distancia a ${c} es ${fmt(Math.abs(x - c), 4)} ${check}`,
          '',
        ]),
    '¿Cómo se ve en la recta numérica el conjunto de los puntos que cumplen las dos condiciones?',
  ].join('\n');
}

/**
 * «¿Cuántos números enteros están a una distancia de 3 menor o igual que 4?», «los x enteros con
 * |x − 4| < 2»: the integers of a bounded |x − c| < r (or ≤), listed and, when asked, counted. A set
 * unbounded (> or ≥), a sum or product of them, or another condition is left to others.
 */
function integerSolutions(message: string): string | undefined {
  const folded = foldText(message).replace(/[−–]/g, '-').replace(/\s+/g, ' ');
  if (
    !/\benter[oa]s?\b/.test(folded) ||
    /suma|producto|longitud|amplitud|natural|positiv|negativ|\bpar(?:es)?\b|impar|ademas|distint/.test(folded)
  )
    return undefined;
  const NUM = String.raw`(-?\s*\d+)`;
  const said =
    new RegExp(
      String.raw`distancia (?:de x |del numero x |entre x y )?(?:${TO}|de) ${NUM} (?:es |sea |resulta )?${RELATION} (?:que|a) (\d+)(?![\d,])`,
    ).exec(folded) ?? undefined;
  const bars = /\|\s*x\s*([+-])\s*(\d+)\s*\|\s*(<=|≤|<|>=|≥|>)\s*(\d+)(?![\d,])/.exec(folded);
  if ((said ? 1 : 0) + (bars ? 1 : 0) !== 1 || (folded.match(/\d+/g) ?? []).length !== 2) return undefined;
  const c = said
    ? Number((said[1] ?? '').replace(/\s+/g, ''))
    : Number(bars?.[2]) * (bars?.[1] === '-' ? 1 : -1);
  const relation = said
    ? DISTANCE_RELATION[said[2] ?? '']
    : (({ '<=': '≤', '>=': '≥' } as Record<string, string>)[bars?.[3] ?? ''] ?? bars?.[3]);
  const r = Number(said ? said[3] : bars?.[4]);
  if ((relation !== '<' && relation !== '≤') || !Number.isInteger(c) || !Number.isInteger(r))
    return undefined;
  const strict = relation === '<';
  const found: number[] = [];
  for (let x = c - r; x <= c + r; x++) if (strict ? Math.abs(x - c) < r : Math.abs(x - c) <= r) found.push(x);
  if (found.length === 0) return undefined;
  const inner = c === 0 ? 'x' : `x ${c < 0 ? '+' : '-'} ${Math.abs(c)}`;
  const rel = strict ? '<' : '\\le';
  const list = found.join(', ');
  const counted = /cuant[oa]s/.test(folded);
  return [
    '## Enteros a una distancia acotada',
    '',
    `**Datos:** $|${inner}| ${rel} ${r}$, con x entero.`,
    '',
    `1. La distancia de x a ${c} es $|${inner}|$; que sea ${strict ? 'menor' : 'menor o igual'} que ${r} quiere decir $${c - r} ${rel} x ${rel} ${c + r}$.`,
    `2. Los enteros de ese intervalo son ${list}.`,
    `3. Verificación: el primero y el último están a distancia ${Math.abs((found[0] ?? 0) - c)} de ${c}, ${strict ? 'menor' : 'no mayor'} que ${r} ✓`,
    '',
    counted
      ? `**Son ${found.length}: ${list}**`
      : `**${
          found.length === 1
            ? `x = ${found[0]}`
            : `${found
                .slice(0, -1)
                .map((x) => `x = ${x}`)
                .join(', ')} o x = ${found.at(-1)}`
        }**`,
    '',
    '¿Cómo cambia la lista si la desigualdad es estricta o no?',
  ].join('\n');
}

export function solveAbsoluteValue(message: string): string | undefined {
  const integers = integerSolutions(message);
  if (integers) return integers;
  // «… y dá la longitud del intervalo solución»: a number made of the solution set, not the set. The sum
  // or product of the solutions is withCombination's, around this solver (families/with-combination.ts).
  if (
    !combinationAsked(message) &&
    /\b(?:longitud|amplitud|suma|cuantos (?:numeros )?enteros|cuantas soluciones enteras|enter[oa]s?|naturales?)\b/.test(
      foldText(message),
    )
  )
    return undefined;
  // «f(x) = |x − 3| + 2», «y = 2|x| − 1»: a function defined, whose vertex, image or graph is asked, not an
  // equation in x.
  if (/\b[a-zA-Z]\s*\(\s*x\s*\)\s*=|(?:^|[\s:,;])y\s*=/.test(message)) return undefined;
  const between = distanceBetween(message);
  if (between) return between;
  const distance = distanceAsAbsolute(message);
  if (distance) {
    const text = solveAbsoluteValue(distance.rewritten);
    if (!text) return undefined;
    const [title, ...rest] = text.split('\n');
    return [
      title,
      '',
      `La distancia entre x y otro número es el valor absoluto de su diferencia (y k veces un módulo es el módulo de k veces lo de adentro, con k > 0): el enunciado dice $${distance.inequality.replace('≤', '\\le').replace('≥', '\\ge')}$.`,
      ...rest,
    ].join('\n');
  }
  const found = findStatements(message).filter(
    (statement) => statement.relations.length > 0 && statement.sides.some((side) => hasKind(side, 'abs')),
  );
  if (found.length !== 1) return undefined;
  const [statement] = found as [Statement];
  if (statement.relations.length !== 1 || !statement.sides.every(supported) || !statement.sides.some(hasX)) {
    return undefined;
  }
  return orNone(() => {
    let [leftNode, rightNode] = statement.sides as [Node, Node];
    let relation = at(statement.relations, 0, 'relation');
    if (!hasKind(leftNode, 'abs')) {
      [leftNode, rightNode] = [rightNode, leftNode];
      if (relation !== '=') relation = FLIP[relation];
    }
    if (hasKind(rightNode, 'abs')) {
      if (leftNode.kind !== 'abs' || rightNode.kind !== 'abs') return undefined;
      const left = polynomialOf(leftNode.arg);
      const right = polynomialOf(rightNode.arg);
      if (!left || !right || degree(left) > 1 || degree(right) > 1) return undefined;
      if (relation !== '=') return twoModuliInequality(statement, left, right, relation);
      return twoModuli(statement, left, right);
    }
    const affine = absAffine(leftNode);
    const other = polynomialOf(rightNode);
    if (!affine || !other || degree(affine.inner) !== 1 || isZero(affine.k)) return undefined;
    // k·|A| + p = q  →  |A| = (q − p)/k
    const isolatedRight = polyScale(polyAdd(other, affine.rest, -1), div(rat(1), affine.k));
    const steps: string[] = [];
    if (relation !== '=' && sign(affine.k) < 0) relation = FLIP[relation];
    const isolatedTex = `\\left|${polyTex(affine.inner)}\\right| ${relationTex(relation)} ${polyTex(isolatedRight)}`;
    if (affine.rest.length || !isZero(sub(affine.k, rat(1)))) {
      steps.push(
        `Despejá el módulo${relation !== '=' && sign(affine.k) < 0 ? ' (dividiste por un número negativo: la desigualdad se invierte)' : ''}: $${isolatedTex}$.`,
      );
    }
    if (relation === '=')
      return equationReply(statement, { inner: affine.inner, right: isolatedRight }, steps);
    if (degree(isolatedRight) > 1) return undefined;
    if (degree(isolatedRight) === 1)
      return boundedByLine(statement, affine.inner, isolatedRight, relation, steps);
    return inequalityReply(statement, { inner: affine.inner, c: isolatedRight[0] ?? ZERO, relation }, steps);
  }, Inexact);
}
