/**
 * Vectors in the plane and in space given by components (a = (1; 0; 2)): sum and combinations, modulus,
 * dot and cross products, the angle between two vectors, the area of the parallelogram or triangle they
 * span, whether they are perpendicular, and a vector's direction cosines; the dot or cross product of
 * two vectors given by their moduli and the angle they form. Exact components; a modulus as a surd; the
 * cross product checked perpendicular to both factors.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  div,
  type Exact,
  fromNumber,
  Inexact,
  isZero,
  mul,
  type Rational,
  rat,
  ratTex,
  ratText,
  sqrtExact,
  sub,
  value,
  ZERO,
} from './exact.ts';
import { group } from './groups.ts';
import { fmt, prepareMath, readNumber } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Vector = Rational[];

interface Named {
  name: string;
  v: Vector;
}

const NUM = String.raw`-?\s*\d+(?:[.,]\d+)?(?:\/\d+)?`;

function readRational(raw: string): Rational {
  const clean = raw.replace(/\s+/g, '');
  const [n, d] = clean.split('/');
  const number = (s: string) => {
    const typed = readNumber(s.replace(/^-/, ''));
    if (typed === undefined) throw new Inexact();
    return fromNumber(s.startsWith('-') ? -typed : typed);
  };
  return d ? div(number(n as string), number(d)) : number(n as string);
}

// A vector written with the unit vectors: «2i − j + 3k», «3î + 2ĵ − k̂», «i + j».
const UNIT_TERM = String.raw`(?:\d+(?:[.,]\d+)?(?:\/\d+)?\s*\*?\s*)?[ijk]`;
// A sum that goes on with a term it cannot read («A = 2i + m j + k») is not read at all: its first terms
// alone would be another vector.
const UNIT_VECTOR_SUM = new RegExp(
  String.raw`\b([A-Za-hl-z])\s*=\s*([-+]?\s*${UNIT_TERM}(?:\s*[-+]\s*${UNIT_TERM}){0,2})(?![\p{L}\d(])(?!\s*[-+−]\s*[\p{L}\d(])`,
  'gu',
);

/** «D = (5i − 2j + 3k) m»: a sum of unit vectors in parentheses, the unit after them. */
const UNIT_SUM_IN_PARENTHESES = new RegExp(
  String.raw`(\b[A-Za-hl-z]\s*)=\s*\(\s*([-+−]?\s*${UNIT_TERM}(?:\s*[-+−]\s*${UNIT_TERM}){1,2})\s*\)`,
  'gu',
);

/** «Vx = −9 y Vy = 12»: a vector given by its components one by one, as «V = (−9; 12)». */
const NAMED_COMPONENTS = new RegExp(
  String.raw`\b([A-Za-z])\s*_?(?:x|ₓ)\s*=\s*(${NUM})\s*(?:,|;|y)\s*\1\s*_?y\s*=\s*(${NUM})(?:\s*(?:,|;|y)\s*\1\s*_?z\s*=\s*(${NUM}))?`,
  'g',
);

/**
 * «2i − j + 3k» as «(2; −1; 3)»: each unit vector once at most, a missing one a 0 component; a sum
 * without k is a plane vector, unless another vector of the statement has a k (then every one is in
 * space). Undefined when a unit vector repeats.
 */
function fromUnitVectors(sum: string, inSpace: boolean): string | undefined {
  const components: Record<string, string> = {};
  for (const term of sum.replace(/\s+/g, '').matchAll(/([-+]?)([\d.,/]*)\*?([ijk])/g)) {
    const unit = group(term, 3);
    if (components[unit] !== undefined) return undefined;
    components[unit] = `${term[1] === '-' ? '-' : ''}${term[2] || '1'}`;
  }
  const axes = inSpace ? ['i', 'j', 'k'] : ['i', 'j'];
  return `(${axes.map((axis) => components[axis] ?? '0').join('; ')})`;
}

/** Named vectors: "a = (1; 0; 2)", "B=(1, 4, -2)", "\vec{u} = (3; 4)", "A = ⟨2, −1, 3⟩", "A = 2i − j + 3k". */
export function findVectors(text: string): Named[] {
  const marked = prepareMath(text)
    .replace(/\\vec\{?\s*([A-Za-z])\s*\}?/g, '$1')
    .replace(/([A-Za-z])\s*⃗/g, '$1')
    .replace(/[⟨〈]/g, '(')
    .replace(/[⟩〉]/g, ')')
    .replace(/î/g, 'i')
    .replace(/ĵ/g, 'j')
    .replace(/k̂/g, 'k')
    .replace(NAMED_COMPONENTS, (_whole, name: string, x: string, y: string, z?: string) =>
      z === undefined ? `${name} = (${x}; ${y})` : `${name} = (${x}; ${y}; ${z})`,
    );
  const sums = [...marked.matchAll(UNIT_VECTOR_SUM)];
  if (!sums.length && UNIT_SUM_IN_PARENTHESES.test(marked))
    return findVectors(text.replace(UNIT_SUM_IN_PARENTHESES, '$1= $2'));
  const inSpace = sums.some((sum) => /k/.test(group(sum, 2)));
  const prepared = marked.replace(UNIT_VECTOR_SUM, (whole, name: string, sum: string) => {
    const components = fromUnitVectors(sum, inSpace);
    return components ? `${name} = ${components}` : whole;
  });
  const out: Named[] = [];
  const pattern = /\b([A-Za-z])\s*=\s*\(([^()]*)\)/g;
  for (const m of prepared.matchAll(pattern)) {
    const inside = group(m, 2);
    const parts = inside.includes(';') ? inside.split(';') : inside.split(/,\s+|,(?=\s*-?\d+\s*(?:,|$))/);
    if (parts.length < 2 || parts.length > 3) continue;
    if (!parts.every((p) => new RegExp(`^\\s*${NUM}\\s*$`).test(p))) continue;
    out.push({ name: group(m, 1), v: parts.map(readRational) });
  }
  return out;
}

/** ca·A + cb·B, component by component. */
const combine = (A: Named, B: Named, c: Combination): Vector =>
  zipWith(A.v, B.v, (x, y) => add(mul(c.ca, x), mul(c.cb, y)));

/** The components of two vectors of the same dimension, taken side by side. */
const zipWith = <T>(a: Vector, b: Vector, f: (x: Rational, y: Rational) => T): T[] =>
  a.map((x, k) => f(x, at(b, k, 'component')));
const dot = (a: Vector, b: Vector) => zipWith(a, b, mul).reduce(add, ZERO);
const cross = (a: Vector, b: Vector): Vector => {
  const [a1, a2, a3] = a as [Rational, Rational, Rational];
  const [b1, b2, b3] = b as [Rational, Rational, Rational];
  return [sub(mul(a2, b3), mul(a3, b2)), sub(mul(a3, b1), mul(a1, b3)), sub(mul(a1, b2), mul(a2, b1))];
};
const norm = (a: Vector): Exact => sqrtExact(dot(a, a));
const vText = (v: Vector) => `(${v.map(ratText).join('; ')})`;
const vTex = (v: Vector) => `(${v.map(ratTex).join(';\\ ')})`;
const wrap = (r: Rational) => (r.n < 0 ? `(${ratTex(r)})` : ratTex(r));
/** «7/2 = 3,5», «√46 ≈ 6,78», «5»: an exact value and, when it is not a whole number, its decimal. */
const showDecimal = (e: Exact) =>
  /√/.test(e.text) || !e.text.includes('/') ? show(e) : `${e.text} = ${fmt(e.value, 4)}`;
const show = (e: Exact) => (/√/.test(e.text) ? `${e.text} ≈ ${fmt(e.value, 2)}` : e.text);

type Asked =
  | 'cross'
  | 'crossModulus'
  | 'dot'
  | 'modulus'
  | 'angle'
  | 'area'
  | 'triangle'
  | 'perpendicular'
  | 'sum'
  | 'difference'
  | 'directionCosine'
  | 'directionAngle'
  | 'projection'
  | 'unit';

/** «2u − v», «3a + 2b»: a combination with at least one written coefficient. */
interface Combination {
  ca: Rational;
  cb: Rational;
  text: string;
}

function combinationOf(folded: string, names: string[]): Combination | undefined {
  const [a, b] = names.map((n) => n.toLowerCase());
  if (!a || !b) return undefined;
  const coefficient = String.raw`(\d+(?:[.,]\d+)?(?:\/\d+)?)?\s*\*?\s*`;
  const m = new RegExp(
    String.raw`(?<![\p{L}\d])(-)?\s*${coefficient}${a}\s*([-+])\s*${coefficient}${b}(?![\p{L}\d])`,
    'u',
  ).exec(folded);
  if (!m || (!m[2] && !m[4])) return undefined;
  const ca = readRational(m[2] ?? '1');
  const cb = readRational(m[4] ?? '1');
  return {
    ca: m[1] ? sub(ZERO, ca) : ca,
    cb: m[3] === '-' ? sub(ZERO, cb) : cb,
    text: m[0].trim().replace(/\s+/g, ' ').replace(/\*/g, ''),
  };
}

function askedOf(folded: string, names: string[]): Asked[] {
  const asked: Asked[] = [];
  const [a, b] = names.map((n) => n.toLowerCase());
  const pair = a && b ? `\\b${a}\\s*[x×]\\s*${b}\\b` : '$^';
  // «el módulo del producto vectorial», «|A × B|»: one number, the cross product's length.
  if (
    /(?:modulo|norma) del (?:producto vectorial|producto cruz|vector producto)/.test(folded) ||
    (a && b && new RegExp(`\\|\\s*${a}\\s*[x×]\\s*${b}\\s*\\|`).test(folded))
  )
    return ['crossModulus'];
  if (/producto vectorial|producto cruz/.test(folded) || new RegExp(pair).test(folded)) asked.push('cross');
  if (
    /producto escalar|producto interno|producto punto/.test(folded) ||
    (a && b && new RegExp(`\\b${a}\\s*[·*⋅∙]\\s*${b}\\b`).test(folded))
  )
    asked.push('dot');
  if (/area del paralelogramo/.test(folded)) asked.push('area');
  if (/area del triangulo/.test(folded)) asked.push('triangle');
  if (/angulo (?:entre|que forman|formado|comprendido)|que angulo (?:forman|hay|determinan)/.test(folded))
    asked.push('angle');
  if (/perpendiculares|ortogonales/.test(folded)) asked.push('perpendicular');
  // «los cosenos directores», «el coseno del ángulo que forma con el eje x».
  if (/cosenos? director|coseno del angulo que forma con (?:el|ese|cada) eje/.test(folded))
    asked.push('directionCosine');
  // «el ángulo que forma con el eje x», «los ángulos directores»: the angles themselves.
  else if (
    /angulos? directores|angulos? que forma\w* (?:(?:el vector )?[a-z]+ (?:= \([^)]*\) (?:[a-z]+ )?)?)?con (?:el|ese|cada|los) ejes?\b|que angulo forma (?:(?:el vector )?[a-z]+ (?:= \([^)]*\) (?:[a-z]+ )?)?)?con (?:el|ese|cada|los) ejes?\b/.test(
      folded,
    )
  )
    asked.push('directionAngle');
  // «la proyección (escalar) de A sobre B»: the component of A along B.
  if (/\bproyeccion\b/.test(folded)) asked.push('projection');
  // «el versor de v», «el vector unitario en la dirección de v»: v over its modulus.
  if (/\bversor\b|vector unitario|\bunitario\b/.test(folded)) asked.push('unit');
  if (
    (/\bmodulo|\bnorma\b|\blongitud\b/.test(folded) || /\|[^|]*[a-z][^|]*\|/.test(folded)) &&
    !asked.includes('angle')
  )
    asked.push('modulus');
  if (
    /\bsuma\b|\bsuma(?:r|lo)?s?\b/.test(folded) ||
    (a && b && new RegExp(`\\b${a}\\s*\\+\\s*${b}\\b`).test(folded))
  )
    asked.push('sum');
  if (
    /\bresta\b|\bdiferencia\b/.test(folded) ||
    (a && b && new RegExp(`\\b${a}\\s*-\\s*${b}\\b`).test(folded))
  )
    asked.push('difference');
  return asked;
}

/** The one vector a modulus is asked of: «el módulo de A», «la norma del vector b», «|a|». */
function namedAlone(folded: string, names: string[]): string | undefined {
  const lower = names.map((n) => n.toLowerCase());
  const found = [
    ...folded.matchAll(/(?:modulo|norma|longitud)\s+(?:del vector\s+|de\s+)?([a-z])\b(?!\s*[-+x×·*])/g),
    ...folded.matchAll(/\|\s*([a-z])\s*\|/g),
  ].map((match) => group(match, 1));
  const distinct = [...new Set(found)];
  const [only] = distinct;
  if (distinct.length !== 1 || !only || !lower.includes(only)) return undefined;
  // «el módulo de A y de B» asks both: the other name after the question's «módulo» says so.
  const asked = folded.slice(folded.search(/modulo|norma|longitud|\|/));
  const others = lower.filter((name) => name !== only);
  return others.some((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(asked))
    ? undefined
    : only;
}

/** A component linear in the parameter: "k", "−2k", "k + 1", "3": a·k + b, or undefined. */
function linearIn(raw: string, param: string): [Rational, Rational] | undefined {
  const clean = raw.replace(/\s+/g, '').replace(/[−–]/g, '-');
  if (new RegExp(`^${NUM.replace('\\s*', '')}$`).test(clean)) return [ZERO, readRational(clean)];
  const m = new RegExp(`^(-?)(\\d+(?:[.,]\\d+)?)?\\*?${param}(?:([-+])(\\d+(?:[.,]\\d+)?))?$`).exec(clean);
  if (!m) return undefined;
  const a = readRational(`${m[1] ?? ''}${m[2] ?? '1'}`);
  const b = m[4] ? readRational(`${m[3] === '-' ? '-' : ''}${m[4]}`) : ZERO;
  return [a, b];
}

/**
 * «A = 2i + m j + k» as «A = (2; m; 1)»: sums of unit vectors whose coefficients may hold the parameter
 * (not itself a unit vector's letter), in space when any of them has a k.
 */
function withParameterSums(statement: string, param: string): string {
  if (/[ijk]/.test(param)) return statement;
  const coefficient = String.raw`(?:\d+(?:[.,]\d+)?\s*\*?\s*)?(?:${param}\s*\*?\s*)?`;
  const term = `${coefficient}[ijk]`;
  const sum = new RegExp(
    String.raw`\b([A-Za-hl-z])\s*=\s*([-+−]?\s*${term}(?:\s*[-+−]\s*${term}){0,2})(?![\p{L}\d(])(?!\s*[-+−]\s*[\p{L}\d(])`,
    'gu',
  );
  const prepared = statement.replace(/î/g, 'i').replace(/ĵ/g, 'j').replace(/k̂/g, 'k');
  const sums = [...prepared.matchAll(sum)];
  if (!sums.some((m) => new RegExp(`${param}\\s*\\*?\\s*[ijk]`).test(group(m, 2)))) return statement;
  const inSpace = sums.some((m) => /k/.test(group(m, 2)));
  return prepared.replace(sum, (whole, name: string, terms: string) => {
    const components: Record<string, string> = {};
    for (const t of terms
      .replace(/\s+/g, '')
      .replace(/−/g, '-')
      .matchAll(/([-+]?)([^-+]*?)\*?([ijk])(?=[-+]|$)/g)) {
      const unit = group(t, 3);
      if (components[unit] !== undefined) return whole;
      const raw = (t[2] ?? '').replace(/\*/g, '') || '1';
      components[unit] = `${t[1] === '-' ? '-' : ''}${raw}`;
    }
    const axes = inSpace ? ['i', 'j', 'k'] : ['i', 'j'];
    return `${name} = (${axes.map((axis) => components[axis] ?? '0').join('; ')})`;
  });
}

/** «Hallá k para que u = (k; 2) y v = (3; −6) sean perpendiculares (o paralelos)». */
function solveParameter(statement: string, folded: string): SolverReply | undefined {
  const param =
    /\b(?:hall[ae]|determin[ae]|calcul[ae]|encontr[ae]|obten)\w*\s+(?:el\s+valor\s+de\s+)?([a-z])(?:\s+(?:para|tal|de modo|de manera)|\s*[.?]?\s*$)|valor(?:es)?\s+(?:reales?\s+)?de\s+([a-z])\b/.exec(
      folded,
    );
  const k = param?.[1] ?? param?.[2];
  // «El versor de v es el mismo que el de w», «misma dirección y sentido»: parallel, and the same sense.
  const sameSense =
    /(?:mismo|igual) versor|versor[^.]*\b(?:es el mismo|es igual|coincide)|misma direccion y (?:el )?sentido/.test(
      folded,
    );
  const condition = /perpendicular|ortogonal/.test(folded)
    ? 'perpendicular'
    : /paralel/.test(folded) || sameSense
      ? 'parallel'
      : undefined;
  if (!k || !condition) return undefined;
  // Named «u = (k; 2)», or «el vector (k; 3; −2)» unnamed when no line nor point is about.
  const tuples = [
    ...withoutArrows(withParameterSums(statement, k)).matchAll(/(?:\b([A-Za-z])\s*=\s*)?\(([^()]*)\)/g),
  ].filter((m) => group(m, 2).split(';').length >= 2);
  const named = tuples.filter((m) => m[1] !== undefined);
  const unnamed = named.length === 0 && /\bvector/.test(folded) && !/\brecta|\bpunto|pasa por/.test(folded);
  const found = unnamed ? tuples : named;
  if (found.length !== 2) return undefined;
  const vectors = found.map((m, index) => ({
    name: m[1] ?? (index === 0 ? 'u' : 'v'),
    raw: group(m, 2),
    v: group(m, 2)
      .split(';')
      .map((c) => linearIn(c, k)),
  }));
  const [u, w] = vectors;
  // In space only perpendicularity: parallel vectors there ask for three equations at once.
  const dimension = u?.v.length;
  if (
    !u ||
    !w ||
    !(dimension === 2 || (dimension === 3 && condition === 'perpendicular')) ||
    w.v.length !== dimension ||
    [...u.v, ...w.v].some((c) => !c)
  )
    return undefined;
  const valueAt = (c: [Rational, Rational] | undefined, x: Rational) => (c ? add(mul(c[0], x), c[1]) : ZERO);
  const vector = (v: ([Rational, Rational] | undefined)[], x: Rational) => v.map((c) => valueAt(c, x));
  const measure = (x: Rational) => {
    const [p, q] = [vector(u.v, x), vector(w.v, x)];
    return condition === 'perpendicular'
      ? dot(p, q)
      : sub(mul(p[0] ?? ZERO, q[1] ?? ZERO), mul(p[1] ?? ZERO, q[0] ?? ZERO));
  };
  // The condition is linear in k when each product has k in at most one factor: three values tell.
  const [m0, m1, m2] = [measure(rat(0)), measure(rat(1)), measure(rat(2))];
  const slope = sub(m1, m0);
  if (isZero(slope) || !isZero(sub(sub(m2, m1), slope))) return undefined;
  const root = div(sub(ZERO, m0), slope);
  if (!isZero(measure(root))) return undefined;
  const [p, q] = [vector(u.v, root), vector(w.v, root)];
  if (sameSense && (condition !== 'parallel' || !(value(dot(p, q)) > 0))) return undefined;
  const steps =
    condition === 'perpendicular'
      ? [
          `Dos vectores son perpendiculares cuando su producto escalar es 0: $${u.name} \\cdot ${w.name} = 0$.`,
          `Con las componentes: la ecuación queda lineal en ${k} y da $${k} = ${ratTex(root)}$.`,
          `Verificación: con ${k} = ${ratText(root)}, $${u.name} = ${vTex(p)}$, $${w.name} = ${vTex(q)}$ y $${u.name} \\cdot ${w.name} = ${ratTex(dot(p, q))}$ ✓`,
        ]
      : [
          `Dos vectores del plano son paralelos cuando sus componentes son proporcionales: $u_1 v_2 - u_2 v_1 = 0$.`,
          `Con las componentes: la ecuación queda lineal en ${k} y da $${k} = ${ratTex(root)}$.`,
          `Verificación: con ${k} = ${ratText(root)}, $${u.name} = ${vTex(p)}$ y $${w.name} = ${vTex(q)}$ son proporcionales ✓${sameSense ? ` y su producto escalar, ${ratText(dot(p, q))}, es positivo: mismo sentido, mismo versor` : ''}`,
        ];
  return {
    text: workedReply({
      title: 'Vectores',
      data: `$${u.name} = (${u.raw.trim()})$; $${w.name} = (${w.raw.trim()})$, ${condition === 'perpendicular' ? 'perpendiculares' : 'paralelos'}`,
      steps,
      answer: `**${k} = ${ratText(root)}**`,
      closing: '¿Qué da el producto escalar de dos vectores perpendiculares, y por qué?',
    }),
    certain: true,
  };
}

/**
 * «Hallar k para que u + k v sea perpendicular a v» (or «k u − v paralelo a u»), with u and v given: the
 * condition is linear in k, solved and checked back. 'none' when no parameter of a combination is asked;
 * undefined when one is asked and not read, so no other quantity is answered in its place.
 */
function combinationParameter(folded: string, vectors: [Named, Named]): SolverReply | undefined | 'none' {
  const asked =
    /\b(?:hall|determin|calcul|encontr|obten)\w*\s+(?:el\s+valor\s+de\s+|el\s+numero\s+(?:real\s+)?)?([a-z])\s+(?:para|tal|de modo|de manera)|valor(?:es)?\s+(?:reales?\s+)?de\s+([a-z])\s+(?:para|tal|de modo|de manera)/.exec(
      folded,
    );
  const k = asked?.[1] ?? asked?.[2];
  const names = vectors.map((v) => v.name.toLowerCase());
  if (!k || names.includes(k)) return 'none';
  const [a, b] = names;
  const term = (name: string) => String.raw`(-)?\s*(${k}\s*\*?\s*)?${name}`;
  const written = new RegExp(
    String.raw`(?<![\p{L}\d])${term(`(${a}|${b})`)}\s*([-+])\s*(${k}\s*\*?\s*)?(${a}|${b})(?![\p{L}\d])`,
    'u',
  ).exec(folded);
  const condition = /perpendicular|ortogonal/.test(folded)
    ? 'perpendicular'
    : /paralel/.test(folded)
      ? 'parallel'
      : undefined;
  if (!written || !condition || written[3] === written[6] || Boolean(written[2]) === Boolean(written[5]))
    return undefined;
  const target =
    /(?:perpendicular|ortogonal|paralel)\w*\s+(?:al?\s+)?(?:vector\s+)?([a-z])(?![\p{L}\d])/u.exec(
      folded,
    )?.[1];
  const byName = (name: string | undefined) => vectors.find((v) => v.name.toLowerCase() === name);
  const first = byName(written[3]);
  const second = byName(written[6]);
  const towards = byName(target);
  if (!first || !second || !towards) return undefined;
  const firstSign = written[1] ? rat(-1) : rat(1);
  const secondSign = written[4] === '-' ? rat(-1) : rat(1);
  // w(k) = c₁ (k?) first + c₂ (k?) second: the measure of the condition is linear in k.
  const wOf = (x: Rational) =>
    zipWith(first.v, second.v, (p, q) =>
      add(mul(mul(firstSign, written[2] ? x : rat(1)), p), mul(mul(secondSign, written[5] ? x : rat(1)), q)),
    );
  const measure = (x: Rational) => {
    const w = wOf(x);
    if (condition === 'perpendicular') return dot(w, towards.v);
    if (w.length !== 2) return undefined;
    return sub(mul(w[0] ?? ZERO, towards.v[1] ?? ZERO), mul(w[1] ?? ZERO, towards.v[0] ?? ZERO));
  };
  const [m0, m1] = [measure(rat(0)), measure(rat(1))];
  if (!m0 || !m1) return undefined;
  const slope = sub(m1, m0);
  if (isZero(slope)) return undefined;
  const root = div(sub(ZERO, m0), slope);
  const check = measure(root);
  if (!check || !isZero(check)) return undefined;
  const shown = written[0].trim().replace(/\s+/g, ' ').replace(/\*/g, '');
  const w = wOf(root);
  return {
    text: workedReply({
      title: 'Vectores',
      data: vectors.map((v) => `$${v.name} = ${vTex(v.v)}$`).join('; '),
      steps: [
        `Escribí $${shown}$ con componentes: cada una queda lineal en ${k}.`,
        condition === 'perpendicular'
          ? `Perpendicular a ${towards.name}: su producto escalar con ${towards.name} es 0; la ecuación da $${k} = ${ratTex(root)}$.`
          : `Paralelo a ${towards.name}: sus componentes son proporcionales ($w_1 v_2 - w_2 v_1 = 0$); la ecuación da $${k} = ${ratTex(root)}$.`,
        condition === 'perpendicular'
          ? `Verificación: con ${k} = ${ratText(root)}, $${shown} = ${vTex(w)}$ y su producto escalar con ${towards.name} es ${ratText(dot(w, towards.v))} ✓`
          : `Verificación: con ${k} = ${ratText(root)}, $${shown} = ${vTex(w)}$ es proporcional a ${towards.name} ✓`,
      ],
      answer: `**${k} = ${ratText(root)}**`,
      closing: '¿Qué da el producto escalar de dos vectores perpendiculares, y por qué?',
    }),
    certain: true,
  };
}

const AXES = ['x', 'y', 'z'] as const;
const DIRECTION_ANGLE = { x: 'α', y: 'β', z: 'γ' } as const;

/**
 * The direction cosines of a vector, each component over the modulus (of the axis the question names, or
 * all of them), checked by the sum of their squares being 1.
 */
function directionCosines(
  A: Named,
  folded: string,
): { step: string; answer: string; angles: string } | undefined {
  const n = norm(A.v);
  if (n.value === 0) return undefined;
  const axes = AXES.slice(0, A.v.length);
  const named = /eje (x|y|z)\b/.exec(folded)?.[1];
  const which = named ? axes.filter((axis) => axis === named) : axes;
  if (!which.length) return undefined;
  const cosineOf = (axis: (typeof AXES)[number]) => value(at(A.v, AXES.indexOf(axis), 'component')) / n.value;
  const squares = axes.reduce((sum, axis) => sum + cosineOf(axis) ** 2, 0);
  if (Math.abs(squares - 1) > 1e-9) return undefined;
  const shown = which.map(
    (axis) =>
      `cos ${DIRECTION_ANGLE[axis]} = ${ratText(at(A.v, AXES.indexOf(axis), 'component'))}/${n.text} ≈ ${fmt(cosineOf(axis), 4)}`,
  );
  const angles = which.map((axis) => {
    const angle = (Math.acos(Math.max(-1, Math.min(1, cosineOf(axis)))) * 180) / Math.PI;
    const whole = Math.abs(angle - Math.round(angle)) < 1e-9;
    return `${DIRECTION_ANGLE[axis]} ${whole ? '=' : '≈'} ${fmt(angle, 2)}°`;
  });
  return {
    step: `Cosenos directores: cada componente dividida por el módulo, $|${A.name}| = ${n.tex}$; comprobá que sus cuadrados suman 1 (${axes.map((axis) => fmt(cosineOf(axis) ** 2, 4)).join(' + ')} = 1).`,
    answer: shown.join('; '),
    angles: angles.join('; '),
  };
}

/**
 * Two vectors given by their moduli and the angle they form («dos vectores de módulos 4 y 6 forman
 * 60°»): the dot product |A|·|B|·cos θ, or the modulus of the cross product (the parallelogram's area)
 * |A|·|B|·sen θ, checked with the components of B along A and across it.
 */
function fromMagnitudes(folded: string): SolverReply | undefined {
  if (!/\bvectores\b/.test(folded)) return undefined;
  const number = String.raw`(\d+(?:[.,]\d+)?)`;
  const moduli =
    new RegExp(
      String.raw`modul(?:o|os)\s*(?:de|son|iguales a|respectivos)?\s*${number}\s*(?:u\b|unidades)?\s*y\s*${number}`,
    ).exec(folded) ??
    new RegExp(String.raw`\|\s*[a-z]\s*\|\s*=\s*${number}\s*(?:,|y)\s*\|\s*[a-z]\s*\|\s*=\s*${number}`).exec(
      folded,
    );
  const angle = new RegExp(
    String.raw`(?:forman|angulo de|angulo entre ellos (?:es|vale) de?)\s*(?:un angulo de\s*)?${number}\s*(?:°|grados)`,
  ).exec(folded);
  if (!moduli || !angle) return undefined;
  const a = readNumber(group(moduli, 1));
  const b = readNumber(group(moduli, 2));
  const theta = readNumber(group(angle, 1));
  if (a === undefined || b === undefined || theta === undefined || !(theta >= 0 && theta <= 180))
    return undefined;
  // Every number of the statement is one of the three.
  const typed = [...folded.matchAll(/\d+(?:[.,]\d+)?/g)].length;
  if (typed !== 3) return undefined;
  const asksDot = /producto escalar|producto punto|producto interno/.test(folded);
  const asksCross = /producto vectorial|producto cruz|area del paralelogramo/.test(folded);
  if (asksDot === asksCross) return undefined;
  const rad = (theta * Math.PI) / 180;
  // 3 · 5 · sen 30° is 7,5 exactly, though the sine is computed: six decimals that hold are exact.
  const clean = (x: number) => {
    const rounded = Math.round(x * 1e6) / 1e6;
    return Math.abs(x - rounded) < 1e-9 ? rounded : x;
  };
  const result = clean(asksDot ? a * b * Math.cos(rad) : a * b * Math.sin(rad));
  // B along A and across it: the same product by components.
  const byComponents = asksDot ? a * (b * Math.cos(rad)) : a * (b * Math.sin(rad));
  if (Math.abs(byComponents - result) > 1e-9 * Math.max(1, Math.abs(result))) return undefined;
  const exact = Math.abs(result * 1e6 - Math.round(result * 1e6)) < 1e-6;
  const shown = `${exact ? '=' : '≈'} ${fmt(result, 2)}`;
  const area = /area del paralelogramo/.test(folded);
  return {
    certain: true,
    text: workedReply({
      title: 'Vectores dados por su módulo y el ángulo que forman',
      data: `|A| = ${fmt(a, 4)}; |B| = ${fmt(b, 4)}; θ = ${fmt(theta, 4)}°`,
      steps: [
        asksDot
          ? `Producto escalar: $A \\cdot B = |A|\\,|B| \\cos\\theta = ${fmt(a, 4)} \\cdot ${fmt(b, 4)} \\cdot \\cos ${fmt(theta, 4)}° ${exact ? '=' : '\\approx'} ${fmt(result, 4)}$.`
          : `Módulo del producto vectorial: $|A \\times B| = |A|\\,|B| \\operatorname{sen}\\theta = ${fmt(a, 4)} \\cdot ${fmt(b, 4)} \\cdot \\operatorname{sen} ${fmt(theta, 4)}° ${exact ? '=' : '\\approx'} ${fmt(result, 4)}$${area ? ', que es el área del paralelogramo que forman' : ''}.`,
        `Comprobá con componentes: con A sobre el eje x, B tiene ${asksDot ? `componente a lo largo de A igual a $|B| \\cos\\theta ${exact ? '=' : '\\approx'} ${fmt(b * Math.cos(rad), 4)}$, y $|A|$ por ella da lo mismo` : `componente perpendicular a A igual a $|B| \\operatorname{sen}\\theta \\approx ${fmt(b * Math.sin(rad), 4)}$, y $|A|$ por ella da lo mismo`}.`,
      ],
      answer: `**${asksDot ? 'A · B' : area ? 'Área' : '|A × B|'} ${shown}**`,
      closing: asksDot
        ? '¿Para qué ángulo el producto escalar se anula?'
        : '¿Para qué ángulo el producto vectorial es máximo?',
    }),
  };
}

/** The statement with the arrows of «F⃗» and «\vec{F}» taken off, «F = (3; 4; 0) N» as written otherwise. */
const withoutArrows = (statement: string) =>
  prepareMath(statement)
    .replace(/\\vec\{?\s*([A-Za-z])\s*\}?/g, '$1')
    .replace(/([A-Za-z])\s*⃗/g, '$1');

const TUPLE = String.raw`\(\s*${NUM}(?:\s*;\s*${NUM}){1,2}\s*\)`;

/** Whether a number is left once every tuple of components is taken out: a datum no reading here uses. */
function numbersBesideTuples(statement: string): boolean {
  return /\d/.test(
    withoutArrows(statement)
      .replace(new RegExp(UNIT_SUM_IN_PARENTHESES.source, 'gu'), '$1=')
      .replace(new RegExp(UNIT_VECTOR_SUM.source, 'gu'), '$1=')
      .replace(new RegExp(TUPLE, 'g'), ''),
  );
}

/** The unit written right after a named vector: «F = (3; 4; 0) N» → N. */
function unitAfter(statement: string, name: string): string | undefined {
  const sum = String.raw`[-+−]?\s*${UNIT_TERM}(?:\s*[-+−]\s*${UNIT_TERM}){0,2}`;
  const match = new RegExp(String.raw`\b${name}\s*=\s*(?:\([^()]*\)|${sum})\s*([A-Za-z]+)?`).exec(
    withoutArrows(statement),
  );
  return match?.[1];
}

/**
 * A force and a displacement or a position given by components, in N and m: the work W = F · d (in J), or
 * the moment about the origin τ = r × F (in N·m), checked perpendicular to r and to F.
 */
function physicalProduct(statement: string, folded: string, vectors: Named[]): SolverReply | undefined {
  const asksWork = /\btrabajo\b/.test(folded);
  const asksTorque = /\bmomento\b|\btorque\b/.test(folded.replace(/\ben (?:que|el|ese) momento\b/g, ''));
  if (asksWork === asksTorque) return undefined;
  // A moment with the point of application or the point it is taken about given as a point.
  const points = asksTorque ? torquePoints(statement) : {};
  if (vectors.length !== (points.at ? 1 : 2)) return undefined;
  // Another unknown beside the work or the moment («… y la potencia», «el ángulo entre F y d»).
  if (/potencia|\bangulo|energia|\bbrazo\b|componente|proyeccion/.test(folded)) return undefined;
  const units = vectors.map((v) => unitAfter(statement, v.name));
  const force = vectors[units.indexOf('N')];
  const given = points.at ? { name: 'r', v: points.at } : vectors[units.indexOf('m')];
  if (!force || !given) return undefined;
  // Vectors of the plane, for a moment, are vectors of space with no k.
  const lift = (v: Vector) => (asksTorque && v.length === 2 ? [...v, ZERO] : v);
  const about = points.about ? lift(points.about) : undefined;
  const arm = about
    ? { name: 'r', v: zipWith(lift(given.v), about, sub) }
    : { name: given.name, v: lift(given.v) };
  if (asksTorque) force.v = lift(force.v);
  if (force.v.length !== arm.v.length) return undefined;
  // A number besides the components (a mass, an angle, another point) is a datum this reading leaves out.
  if (numbersBesideTuples(statement)) return undefined;
  const [f, r] = [force.name, arm.name];
  if (asksWork) {
    const w = dot(force.v, arm.v);
    // The check: |F| |d| cos θ, with the angle from the law of cosines on F − d.
    const [nf, nd] = [norm(force.v).value, norm(arm.v).value];
    const gap = zipWith(force.v, arm.v, sub);
    const cos = nf && nd ? (nf ** 2 + nd ** 2 - value(dot(gap, gap))) / (2 * nf * nd) : 0;
    if (Math.abs(nf * nd * cos - value(w)) > 1e-9 * Math.max(1, Math.abs(value(w)))) return undefined;
    return {
      certain: true,
      text: workedReply({
        title: 'Trabajo de una fuerza dada por componentes',
        data: `$${f} = ${vTex(force.v)}$ N; $${r} = ${vTex(arm.v)}$ m`,
        steps: [
          `El trabajo de una fuerza constante es el producto escalar de la fuerza por el desplazamiento: $W = ${f} \\cdot ${r}$.`,
          `Multiplicá componente a componente y sumá: $W = ${zipWith(force.v, arm.v, (x, y) => `${wrap(x)} \\cdot ${wrap(y)}`).join(' + ')} = ${ratTex(w)}$ J (N · m = J).`,
          `Comprobá con $W = |${f}|\\,|${r}| \\cos\\theta$: da lo mismo, ${fmt(value(w), 4)} J.`,
        ],
        answer: `**W = ${ratText(w)} J**`,
        closing: '¿Qué signo tendría el trabajo si la fuerza formara más de 90° con el desplazamiento?',
      }),
    };
  }
  if (arm.v.length !== 3) return undefined;
  // About the origin or the point read: another point would need r measured from it.
  if (!about && /respecto (?:a|al|de|del)\s+(?!origen)/.test(folded)) return undefined;
  const tau = cross(arm.v, force.v);
  if (!isZero(dot(tau, arm.v)) || !isZero(dot(tau, force.v))) return undefined;
  const size = norm(tau);
  const [a1, a2, a3] = arm.v.map(wrap) as [string, string, string];
  const [b1, b2, b3] = force.v.map(wrap) as [string, string, string];
  const onlySize = /\bmodulo|\bmagnitud|\bintensidad|\bcuanto vale el momento/.test(folded);
  // A force and an arm in the plane: the moment points along k, its sign the sense of turning.
  const planar = isZero(at(force.v, 2, 'z')) && isZero(at(arm.v, 2, 'z'));
  return {
    certain: true,
    text: workedReply({
      title: 'Momento de una fuerza (producto vectorial)',
      data: `$${f} = ${vTex(force.v)}$ N aplicada en $${r} = ${vTex(arm.v)}$ m`,
      steps: [
        about
          ? `El momento respecto del punto $O' = ${vTex(about)}$ es $\\vec\\tau = ${r} \\times ${f}$, con ${r} medido desde ese punto: $${r} = ${vTex(lift(given.v))} - ${vTex(about)} = ${vTex(arm.v)}$ m.`
          : `El momento respecto del origen es $\\vec\\tau = ${r} \\times ${f}$ (primero el vector posición, después la fuerza).`,
        `Con el determinante de $\\mathbf{i}, \\mathbf{j}, \\mathbf{k}$: $\\vec\\tau = (${a2} \\cdot ${b3} - ${a3} \\cdot ${b2};\\ ${a3} \\cdot ${b1} - ${a1} \\cdot ${b3};\\ ${a1} \\cdot ${b2} - ${a2} \\cdot ${b1}) = ${vTex(tau)}$ N·m.`,
        `Verificación: $\\vec\\tau$ es perpendicular a ${r} y a ${f} (los dos productos escalares dan 0) ✓`,
        `Módulo: $|\\vec\\tau| = \\sqrt{${ratTex(dot(tau, tau))}}${size.tex.startsWith('\\sqrt') ? '' : ` = ${size.tex}`}$ N·m.`,
      ],
      answer: onlySize
        ? `**|τ| = ${show(size)} N·m**`
        : planar
          ? `**τ = ${ratText(at(tau, 2, 'k'))} k N·m**`
          : `**τ = ${vText(tau)} N·m**\n\n**|τ| = ${show(size)} N·m**`,
      closing: '¿Qué dirección tiene el momento respecto del plano que forman r y F?',
    }),
  };
}

/**
 * Where a force acts and what its moment is taken about, given as points: «aplicada en el punto (2; 1) m»,
 * «en el punto P (3; 1; 0)», «respecto del punto O′ (1; 1; 0)».
 */
function torquePoints(statement: string): { at?: Vector; about?: Vector } {
  const text = foldText(withoutArrows(statement));
  const tuple = `(${TUPLE})`;
  const read = (m: RegExpExecArray | null) =>
    m
      ? group(m, 1)
          .replace(/[()]/g, '')
          .split(';')
          .map((c) => readRational(c.replace(/[−–]/g, '-')))
      : undefined;
  const at = read(
    new RegExp(
      String.raw`(?:aplicad[ao]|actua|se aplica|obra)[^.;?¿]*?\ben (?:el )?punto\s*(?:[a-z]\s*)?${tuple}`,
    ).exec(text),
  );
  const about = read(
    new RegExp(String.raw`respecto (?:a|al|de|del) (?:punto\s*)?(?:[a-z]['′]?\s*)?(?:=\s*)?${tuple}`).exec(
      text,
    ),
  );
  return { ...(at ? { at } : {}), ...(about ? { about } : {}) };
}

/** Points in space written «P(1; 0; 0)» or «P = (1; 0; 0)». */
function pointsInSpace(statement: string): Named[] {
  const pattern = new RegExp(
    String.raw`\b([A-Z])\s*=?\s*\(\s*(${NUM})\s*;\s*(${NUM})\s*;\s*(${NUM})\s*\)`,
    'g',
  );
  return [...withoutArrows(statement).matchAll(pattern)].map((m) => ({
    name: group(m, 1),
    v: [group(m, 2), group(m, 3), group(m, 4)].map(readRational),
  }));
}

/**
 * Points in space by their coordinates: the distance between two (the modulus of the vector from one to
 * the other), or the area of the triangle three make (half the modulus of the cross product of two
 * sides, checked with Heron's formula).
 */
function spacePoints(statement: string, folded: string): SolverReply | undefined {
  if (!/\bpuntos?\b|\bvertices?\b/.test(folded)) return undefined;
  const points = pointsInSpace(statement);
  const asksDistance = /\bdistancia\b/.test(folded);
  const asksArea = /\barea\b/.test(folded) && /\btriangulo\b/.test(folded);
  if (asksDistance === asksArea) return undefined;
  // Another unknown beside the one read («… y su perímetro», «el punto medio»): not answered here.
  if (/perimetro|\bangulo|altura|punto medio|baricentro|\brecta\b|\bplano\b|lados?\b/.test(folded))
    return undefined;
  if (points.length !== (asksDistance ? 2 : 3)) return undefined;
  if (new Set(points.map((p) => p.name)).size !== points.length) return undefined;
  if (numbersBesideTuples(statement)) return undefined;
  const unitWord =
    /(?:coordenadas|medidas|valores)[^.?]*\ben\s+(metros|centimetros|kilometros|milimetros)\b/.exec(
      folded,
    )?.[1];
  // Coordinates in a unit the statement does not say: the result without one.
  if (!unitWord && /\b(?:m|cm|km|mm)\b/.test(folded)) return undefined;
  const unit = unitWord
    ? { metros: 'm', centimetros: 'cm', kilometros: 'km', milimetros: 'mm' }[unitWord]
    : '';
  const withUnit = (text: string, power = '') => (unit ? `${text} ${unit}${power}` : text);
  const [P, Q, R] = points as [Named, Named, Named | undefined];
  const from = (a: Named, b: Named) => zipWith(b.v, a.v, sub);
  const PQ = from(P, Q);
  if (asksDistance) {
    const d = norm(PQ);
    return {
      certain: true,
      text: workedReply({
        title: 'Distancia entre dos puntos del espacio',
        data: points.map((p) => `${p.name}${vText(p.v)}`).join('; '),
        steps: [
          `El vector de ${P.name} a ${Q.name} es la resta de las coordenadas: $\\overrightarrow{${P.name}${Q.name}} = ${Q.name} - ${P.name} = ${vTex(PQ)}$.`,
          `La distancia es su módulo: $d = \\sqrt{${PQ.map((x) => `${wrap(x)}^2`).join(' + ')}} = \\sqrt{${ratTex(dot(PQ, PQ))}}${d.tex.startsWith('\\sqrt') ? '' : ` = ${d.tex}`}$.`,
        ],
        answer: `**d = ${withUnit(showDecimal(d))}**`,
        closing: '¿Cambia la distancia si restás al revés, A − B en vez de B − A?',
      }),
    };
  }
  if (!R) return undefined;
  const PR = from(P, R);
  const c = cross(PQ, PR);
  if (!isZero(dot(c, PQ)) || !isZero(dot(c, PR))) return undefined;
  const area = sqrtExact(div(dot(c, c), rat(4)));
  if (area.value === 0) return undefined;
  // The check: Heron's formula with the three sides.
  const sides = [PQ, PR, from(Q, R)].map((v) => norm(v).value);
  const s = sides.reduce((sum, x) => sum + x, 0) / 2;
  const heron = Math.sqrt(
    Math.max(
      0,
      sides.reduce((product, x) => product * (s - x), s),
    ),
  );
  if (Math.abs(heron - area.value) > 1e-6 * Math.max(1, area.value)) return undefined;
  const [a1, a2, a3] = PQ.map(wrap) as [string, string, string];
  const [b1, b2, b3] = PR.map(wrap) as [string, string, string];
  const [p, q, r] = [P.name, Q.name, R.name];
  return {
    certain: true,
    text: workedReply({
      title: 'Área de un triángulo en el espacio',
      data: points.map((point) => `${point.name}${vText(point.v)}`).join('; '),
      steps: [
        `Dos lados desde ${p}: $\\overrightarrow{${p}${q}} = ${vTex(PQ)}$ y $\\overrightarrow{${p}${r}} = ${vTex(PR)}$.`,
        `Su producto vectorial: $\\overrightarrow{${p}${q}} \\times \\overrightarrow{${p}${r}} = (${a2} \\cdot ${b3} - ${a3} \\cdot ${b2};\\ ${a3} \\cdot ${b1} - ${a1} \\cdot ${b3};\\ ${a1} \\cdot ${b2} - ${a2} \\cdot ${b1}) = ${vTex(c)}$.`,
        `Su módulo es el área del paralelogramo, $\\sqrt{${ratTex(dot(c, c))}}$; el triángulo es la mitad.`,
        `Comprobá con la fórmula de Herón (lados ${sides.map((x) => fmt(x, 3)).join('; ')}): da lo mismo.`,
      ],
      answer: `**Área = ${withUnit(showDecimal(area), unit ? '²' : '')}**`,
      closing: '¿Por qué el módulo del producto vectorial es el área del paralelogramo?',
    }),
  };
}

/** «Un versor perpendicular a A y a B»: A × B over its modulus, or its opposite. */
function perpendicularUnit(
  A: Named,
  B: Named,
  folded: string,
): { steps: string[]; answer: string } | undefined {
  if (A.v.length !== 3 || B.v.length !== 3) return undefined;
  const c = cross(A.v, B.v);
  if (!isZero(dot(c, A.v)) || !isZero(dot(c, B.v))) return undefined;
  const n = norm(c);
  if (n.value === 0) return undefined;
  const decimals = /\bdos decimales\b/.test(folded) ? 2 : 4;
  // Each component x/|c| exactly, as the square root of x²/|c|² with the sign of x: «−√2/2».
  const exact = (v: Vector) =>
    `(${v.map((x) => (isZero(x) ? '0' : `${x.n < 0 ? '-' : ''}${sqrtExact(div(mul(x, x), dot(c, c))).text}`)).join('; ')})`;
  const rounded = (v: Vector) => `(${v.map((x) => fmt(value(x) / n.value, decimals)).join('; ')})`;
  const opposite = c.map((x) => sub(ZERO, x));
  const shown = (v: Vector) => (exact(v) === rounded(v) ? exact(v) : `${exact(v)} ≈ ${rounded(v)}`);
  const squares = c.reduce((sum, x) => sum + (value(x) / n.value) ** 2, 0);
  if (Math.abs(squares - 1) > 1e-9) return undefined;
  return {
    steps: [
      `El producto vectorial es perpendicular a los dos: $${A.name} \\times ${B.name} = ${vTex(c)}$ (su producto escalar con ${A.name} y con ${B.name} da 0 ✓).`,
      `Dividí por su módulo, $${n.tex}$, para que tenga módulo 1; el opuesto también es perpendicular a los dos.`,
    ],
    answer: `**${shown(c)}**, o su opuesto ${shown(opposite)}`,
  };
}

/** «Un vector de módulo 10 con la dirección y el sentido de v = (3; −4)»: m·v/|v|, its modulus checked. */
function withModulus(A: Named, raw: string, folded: string): SolverReply | undefined {
  const m = readNumber(raw);
  const n = norm(A.v).value;
  const numbers = folded.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (!m || !(m > 0) || !(n > 0) || numbers.length !== 1 + A.v.length) return undefined;
  if (/versor|unitario|angulo|producto|suma|proyecc|perpendic|ortogon/.test(folded)) return undefined;
  const whole = Number.isInteger(n);
  const parts = A.v.map((x) =>
    whole ? ratText(div(mul(x, fromNumber(m)), fromNumber(n))) : fmt((value(x) * m) / n, 4),
  );
  const size = Math.hypot(...A.v.map((x) => (value(x) * m) / n));
  if (Math.abs(size - m) > 1e-9 * m) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Vector de módulo dado en la dirección de otro',
      data: `$${A.name} = ${vTex(A.v)}$; módulo pedido ${fmt(m, 4)}`,
      steps: [
        `Versor de ${A.name}: cada componente dividida por $|${A.name}| = ${fmt(n, 4)}$.`,
        `Multiplicá el versor por ${fmt(m, 4)}: mismo sentido, porque ${fmt(m, 4)} > 0.`,
        `Comprobá: su módulo da ${fmt(size, 4)} ✓`,
      ],
      answer: `**(${parts.join('; ')})**`,
      closing: '¿Qué vector te daría si te pidieran el sentido contrario?',
    }),
  };
}

/**
 * «Dados A(1; −2) y B(4; 2), el versor de AB»: the vector from one point to the other, B − A, named u
 * for the reading of its versor or modulus; undefined unless two points and that one vector are named.
 */
function betweenPoints(statement: string, folded: string): SolverReply | undefined {
  const versor = /\bversor\b|\bunitario\b/.test(folded);
  const modulus = /\bmodulo\b|\bnorma\b/.test(folded) && !versor;
  // «Hallá el vector AB», «las componentes del vector AB»: the vector itself.
  const itself =
    !versor &&
    !modulus &&
    /(?:halla|calcula|determina|obten|escrib|indica)\p{L}*\s+(?:el vector|las componentes del vector)\s+[a-z]{2}\b/u.test(
      folded,
    );
  if (!versor && !modulus && !itself) return undefined;
  const points = [
    ...withoutArrows(statement).matchAll(
      new RegExp(String.raw`\b([A-Z])\s*=?\s*\(\s*(${NUM})\s*;\s*(${NUM})(?:\s*;\s*(${NUM}))?\s*\)`, 'g'),
    ),
  ].map((m) => ({
    name: group(m, 1),
    v: [m[2], m[3], m[4]].filter((c) => c !== undefined).map(readRational),
  }));
  const vectors = [
    ...withoutArrows(statement).matchAll(/(?:vector|versor|\bde|\bdel)\s+(?:vector\s+)?([A-Z])([A-Z])\b/g),
  ];
  const [only] = vectors;
  if (points.length !== 2 || vectors.length !== 1 || !only) return undefined;
  const [from, to] = [group(only, 1), group(only, 2)].map((name) => points.find((p) => p.name === name));
  if (!from || !to || from === to || from.v.length !== to.v.length) return undefined;
  const v = zipWith(to.v, from.v, sub);
  if (v.every(isZero)) return undefined;
  if (itself)
    return {
      certain: true,
      text: workedReply({
        title: 'Vector entre dos puntos',
        data: `${from.name}${vText(from.v)} y ${to.name}${vText(to.v)}`,
        steps: [
          `El vector de ${from.name} a ${to.name} es la resta de las coordenadas, final menos inicial: $\\overrightarrow{${from.name}${to.name}} = ${to.name} - ${from.name} = ${vTex(v)}$.`,
          `Verificación: ${from.name} + ${vText(v)} = ${vText(zipWith(from.v, v, add))}, que es ${to.name} ✓`,
        ],
        answer: `**${from.name}${to.name} = ${vText(v)}**`,
        closing: '¿Qué cambia si restás al revés, A − B?',
      }),
    };
  const reply = solveVectors(
    `${versor ? 'Hallá el versor del' : 'Calculá el módulo del'} vector u = (${v.map(ratText).join('; ')}).`,
  );
  if (!reply?.certain) return undefined;
  return {
    ...reply,
    text: reply.text.replace(
      /\*\*Datos:\*\*[^\n]*/,
      `**Datos:** ${from.name}${vText(from.v)} y ${to.name}${vText(to.v)}; el vector de ${from.name} a ${to.name} es la resta de las coordenadas, $u = \\overrightarrow{${from.name}${to.name}} = ${to.name} - ${from.name} = ${vTex(v)}$.`,
    ),
  };
}

export function solveVectors(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  // × and · stay as typed (prepareMath would make both a "*"): they tell a cross from a dot product.
  const folded = foldText(statement).replace(/[−–]/g, '-');
  return orNone(() => {
    const inSpace = spacePoints(statement, folded);
    if (inSpace) return inSpace;
    const ofPoints = /\bpuntos?\b/.test(folded) ? betweenPoints(statement, folded) : undefined;
    if (ofPoints) return ofPoints;
    const vectors = findVectors(statement);
    const physical = physicalProduct(statement, folded, vectors);
    if (physical) return physical;
    if (vectors.length === 0) {
      const byModuli = fromMagnitudes(folded);
      if (byModuli) return byModuli;
    }
    if (vectors.length < 2) {
      const withParameter = solveParameter(statement, folded);
      if (withParameter) return withParameter;
    }
    if (vectors.length === 0 || vectors.length > 2) return undefined;
    if (vectors.length === 2) {
      const inCombination = combinationParameter(folded, vectors as [Named, Named]);
      if (inCombination !== 'none') return inCombination;
    }
    // A vector written but not read («B = (−1; ¿…»): the question may be about it, so none is answered.
    const written = new Set([...statement.matchAll(/\b([A-Za-z])\s*=\s*[(⟨〈]/g)].map((m) => group(m, 1)));
    if (written.size > vectors.length) return undefined;
    // Points of a line problem ("A = (1; 2) … la recta perpendicular a AB") are not vectors.
    if (/\brecta\b|punto medio|segmento|pasa por|\bpuntos?\b/.test(folded)) return undefined;
    // «el versor opuesto a v», «de sentido contrario»: another vector than the one it works out.
    if (/opuest|sentido contrario|contrari[oa] a/.test(folded)) return undefined;
    // «el versor … multiplicado por 5»: a multiple of what it works out, left to another reading.
    if (/multiplicad|dividid|\bveces\b/.test(folded)) return undefined;
    // «Un vector de módulo 10 con la dirección de v»: a modulus given asks for another vector, unread.
    // (A versor, «vector de módulo 1», is what the unit vector asked is.)
    const givenModulus =
      /(?:de|con|cuyo|su)\s+(?:modulo|norma|longitud)\s+(?:es\s+|igual a\s+|sea\s+)?(-?\d+(?:[.,]\d+)?)/.exec(
        folded,
      );
    if (givenModulus && vectors.length === 1 && /direccion/.test(folded) && /sentido/.test(folded)) {
      const scaled = withModulus(at(vectors, 0, 'vector'), group(givenModulus, 1), folded);
      if (scaled) return scaled;
    }
    if (givenModulus && !(group(givenModulus, 1) === '1' && /\bversor\b|\bunitario\b/.test(folded)))
      return undefined;
    // «(1 kgf = 9,8 N)», components in one unit and the result asked in another: a conversion it leaves out.
    if (/\b1\s*[a-z]+\s*=\s*\d/.test(folded)) return undefined;
    const dims = new Set(vectors.map((v) => v.v.length));
    if (dims.size !== 1) return undefined;
    const names = vectors.map((v) => v.name);
    const combination = combinationOf(folded, names);
    const read = combination
      ? askedOf(folded, names).filter((w) => w === 'modulus' || w === 'dot' || w === 'cross' || w === 'angle')
      : askedOf(folded, names);
    // «el versor (vector de módulo 1)»: the modulus named is the versor's, not asked.
    const versorModulus = givenModulus !== null && (folded.match(/\bmodulo/g) ?? []).length === 1;
    const asked = versorModulus ? read.filter((w) => w !== 'modulus') : read;
    if (asked.length === 0 && !combination) return undefined;
    // «Calculá el módulo de A» with B given for another part of the problem: the vector it names, alone.
    const alone =
      asked.length === 1 && asked[0] === 'modulus' && !combination && vectors.length === 2
        ? namedAlone(folded, names)
        : undefined;
    const used = alone ? vectors.filter((v) => v.name.toLowerCase() === alone) : vectors;
    const [A, B] = used as [Named, Named | undefined];
    const needsTwo =
      Boolean(combination) ||
      asked.some((w) => w !== 'modulus' && w !== 'directionCosine' && w !== 'directionAngle' && w !== 'unit');
    if (asked.includes('unit') && B && /perpendicular|ortogonal|\bnormal a\b/.test(folded)) {
      const perpendicular = perpendicularUnit(A, B, folded);
      if (!perpendicular || asked.some((w) => w !== 'unit' && w !== 'perpendicular')) return undefined;
      return {
        certain: true,
        text: workedReply({
          title: 'Versor perpendicular a dos vectores',
          data: vectors.map((v) => `$${v.name} = ${vTex(v.v)}$`).join('; '),
          steps: perpendicular.steps,
          answer: perpendicular.answer,
          closing: '¿Por qué hay dos versores perpendiculares a los dos vectores y no uno?',
        }),
      };
    }
    if (needsTwo && !B) return undefined;
    if (!needsTwo && used.length !== 1) return undefined;
    const steps: string[] = [];
    const answers: string[] = [];
    const three = A.v.length === 3;
    // The modulus of two vectors is asked of the combination, the sum or the difference it names.
    const combined = combination && B ? combine(A, B, combination) : undefined;
    if (combination && B && combined) {
      steps.push(
        `Multiplicá cada vector por su número y sumá componente a componente: $${combination.text} = ${vTex(combined)}$.`,
      );
      answers.push(`**${combination.text} = ${vText(combined)}**`);
      if (asked.some((w) => w !== 'modulus')) return undefined;
      if (asked.includes('modulus')) {
        const n = norm(combined);
        steps.push(
          `Módulo: $|${combination.text}| = \\sqrt{${combined.map((x) => `${wrap(x)}^2`).join(' + ')}} = \\sqrt{${ratTex(dot(combined, combined))}}${n.tex.startsWith('\\sqrt') ? '' : ` = ${n.tex}`}$.`,
        );
        answers.push(`**|${combination.text}| = ${show(n)}**`);
      }
    }
    const modulusOfTwo = B && asked.includes('modulus') && !combination;
    if (
      modulusOfTwo &&
      !asked.some((w) => w === 'sum' || w === 'difference') &&
      !/\|\s*[a-z]\s*\|/.test(folded)
    )
      return undefined;
    for (const what of combination ? [] : asked) {
      if (what === 'modulus' && modulusOfTwo) {
        const target = asked.includes('sum')
          ? 'sum'
          : asked.includes('difference')
            ? 'difference'
            : undefined;
        const r = target && B ? zipWith(A.v, B.v, target === 'sum' ? add : sub) : undefined;
        if (!r || !B) return undefined;
        const label = `${A.name} ${target === 'sum' ? '+' : '-'} ${B.name}`;
        const n = norm(r);
        steps.push(
          `Módulo: $|${label}| = \\sqrt{${ratTex(dot(r, r))}}${n.tex.startsWith('\\sqrt') ? '' : ` = ${n.tex}`}$.`,
        );
        answers.push(`**|${label}| = ${show(n)}**`);
        continue;
      }
      if (what === 'modulus') {
        const n = norm(A.v);
        steps.push(
          `Módulo: $|${A.name}| = \\sqrt{${A.v.map((x) => `${wrap(x)}^2`).join(' + ')}} = \\sqrt{${ratTex(dot(A.v, A.v))}} = ${n.tex}$.`,
        );
        answers.push(`**|${A.name}| = ${show(n)}**`);
        continue;
      }
      if (what === 'unit') {
        if (B) return undefined;
        const n = norm(A.v);
        if (n.value === 0) return undefined;
        const surd = /√/.test(n.text);
        const components = A.v.map((x) =>
          surd ? `${ratText(x)}/${n.text}` : ratText(div(x, fromNumber(n.value))),
        );
        const decimals = A.v.map((x) => fmt(value(x) / n.value, 4));
        const exactShown = `(${components.join('; ')})`;
        const decimalShown = `(${decimals.join('; ')})`;
        steps.push(
          `El versor tiene la dirección y el sentido de ${A.name} y módulo 1: se divide cada componente por $|${A.name}| = ${n.tex}$.`,
          `Comprobá: la suma de los cuadrados de las componentes del versor da 1.`,
        );
        const squares = A.v.reduce((sum, x) => sum + (value(x) / n.value) ** 2, 0);
        if (Math.abs(squares - 1) > 1e-9) return undefined;
        answers.push(
          `**Versor de ${A.name}: ${exactShown}${exactShown === decimalShown ? '' : ` ≈ ${decimalShown}`}**`,
        );
        continue;
      }
      if (what === 'directionCosine' || what === 'directionAngle') {
        if (B) return undefined;
        const cosines = directionCosines(A, folded);
        if (!cosines) return undefined;
        steps.push(cosines.step);
        if (what === 'directionCosine') answers.push(`**${cosines.answer}**`);
        else {
          steps.push(`Cada ángulo es el arco coseno de su coseno director: ${cosines.answer}.`);
          answers.push(`**${cosines.angles}**`);
        }
        continue;
      }
      const b = (B as Named).v;
      const [p, q] = [A.name, (B as Named).name];
      if (what === 'sum' || what === 'difference') {
        const r = zipWith(A.v, b, what === 'sum' ? add : sub);
        const op = what === 'sum' ? '+' : '-';
        steps.push(
          `${what === 'sum' ? 'Suma' : 'Resta'} componente a componente: $${p} ${op} ${q} = ${vTex(r)}$.`,
        );
        answers.push(`**${p} ${op} ${q} = ${vText(r)}**`);
      } else if (what === 'dot' || what === 'perpendicular') {
        const d = dot(A.v, b);
        steps.push(
          `Producto escalar: se multiplican las componentes y se suman: $${p} \\cdot ${q} = ${zipWith(A.v, b, (x, y) => `${wrap(x)} \\cdot ${wrap(y)}`).join(' + ')} = ${ratTex(d)}$.`,
        );
        if (what === 'dot') answers.push(`**${p} · ${q} = ${ratText(d)}**`);
        else
          answers.push(
            isZero(d)
              ? `**Sí, son perpendiculares** (su producto escalar es 0).`
              : `**No son perpendiculares** (su producto escalar es ${ratText(d)}, no 0).`,
          );
      } else if (what === 'cross' || what === 'crossModulus' || what === 'area' || what === 'triangle') {
        // Vectors of the plane are vectors of space with no k: their product points along k.
        const [a, bb] = three
          ? [A.v, b]
          : [
              [...A.v, ZERO],
              [...b, ZERO],
            ];
        const c = cross(a, bb);
        // The check: the cross product is perpendicular to both factors.
        if (!isZero(dot(c, a)) || !isZero(dot(c, bb))) return undefined;
        if (!steps.some((s) => s.startsWith('Producto vectorial'))) {
          const [a1, a2, a3] = a.map(wrap) as [string, string, string];
          const [b1, b2, b3] = bb.map(wrap) as [string, string, string];
          steps.push(
            `Producto vectorial con el determinante de $\\mathbf{i}, \\mathbf{j}, \\mathbf{k}$: $${p} \\times ${q} = (${a2} \\cdot ${b3} - ${a3} \\cdot ${b2};\\ ${a3} \\cdot ${b1} - ${a1} \\cdot ${b3};\\ ${a1} \\cdot ${b2} - ${a2} \\cdot ${b1}) = ${vTex(c)}$.`,
          );
        }
        if (what === 'cross') {
          steps.push(
            `Verificación: $${vTex(c)}$ es perpendicular a $${p}$ y a $${q}$ (los dos productos escalares dan 0) ✓`,
          );
          answers.push(
            three
              ? `**${p} × ${q} = ${vText(c)}**`
              : `**${p} × ${q} = ${ratText(at(c, 2, 'k'))} k ${vText(c)}**`,
          );
        } else {
          const n = norm(c);
          steps.push(
            `${what === 'crossModulus' ? 'Su módulo' : 'El área del paralelogramo es el módulo del producto vectorial'}: $|${p} \\times ${q}| = \\sqrt{${ratTex(dot(c, c))}}${n.tex.startsWith('\\sqrt') ? '' : ` = ${n.tex}`}$${what === 'triangle' ? '; el triángulo es la mitad' : ''}.`,
          );
          if (what === 'crossModulus') answers.push(`**|${p} × ${q}| = ${show(n)}**`);
          else if (what === 'area') answers.push(`**Área = ${show(n)}**`);
          else {
            const half = sqrtExact(div(dot(c, c), rat(4)));
            answers.push(`**Área del triángulo = ${show(half)}**`);
          }
        }
      } else if (what === 'projection') {
        // «la proyección de A sobre B»: which is projected on which, as the question names them.
        const named = new RegExp(
          `proyeccion (?:\\([^)]*\\) )?(?:escalar |ortogonal )?(?:del vector |de )?(${p.toLowerCase()}|${q.toLowerCase()})(?:\\s*=\\s*(?:[(⟨〈][^)⟩〉]*[)⟩〉]|[^;?]*?))? sobre (?:la direccion (?:de|del vector) |el vector |el eje de )?(${p.toLowerCase()}|${q.toLowerCase()})\\b`,
        ).exec(folded);
        if (!named || named[1] === named[2]) return undefined;
        const [from, onto] = named[1] === p.toLowerCase() ? [A, B as Named] : [B as Named, A];
        const d = dot(from.v, onto.v);
        const n = norm(onto.v);
        if (n.value === 0) return undefined;
        const scalar = value(d) / n.value;
        const along = onto.v.map((x) => (value(d) * value(x)) / n.value ** 2);
        // The check: what is left of the vector once its projection is taken off is across the other.
        const rest = from.v.map((x, k) => value(x) - at(along, k, 'component'));
        if (Math.abs(rest.reduce((sum, x, k) => sum + x * value(at(onto.v, k, 'component')), 0)) > 1e-9)
          return undefined;
        steps.push(
          `Proyección escalar: $\\frac{${from.name} \\cdot ${onto.name}}{|${onto.name}|} = \\frac{${ratTex(d)}}{${n.tex}}$; como vector, esa longitud por el versor de ${onto.name}.`,
          `Verificación: ${from.name} menos su proyección es perpendicular a ${onto.name} ✓`,
        );
        const exact = Math.abs(scalar * 100 - Math.round(scalar * 100)) < 1e-9;
        answers.push(
          `**proy ${exact ? '=' : '≈'} ${fmt(scalar, 2)}** (como vector: (${along.map((x) => fmt(x, 4)).join('; ')}))`,
        );
      } else if (what === 'angle') {
        const d = dot(A.v, b);
        const [na, nb] = [norm(A.v), norm(b)];
        if (na.value === 0 || nb.value === 0) return undefined;
        const cos = value(d) / (na.value * nb.value);
        const angle = (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
        steps.push(
          `Ángulo: $\\cos θ = \\frac{${p} \\cdot ${q}}{|${p}|\\,|${q}|} = \\frac{${ratTex(d)}}{${na.tex} \\cdot ${nb.tex}} ≈ ${fmt(cos, 4)}$.`,
        );
        // The check: the angle recomputed from the law of cosines on the difference.
        const gap = zipWith(A.v, b, sub);
        const diff = dot(gap, gap);
        const lawOfCosines =
          na.value ** 2 + nb.value ** 2 - 2 * na.value * nb.value * Math.cos((angle * Math.PI) / 180);
        if (Math.abs(lawOfCosines - value(diff)) > 1e-6 * Math.max(1, value(diff))) return undefined;
        answers.push(
          `**θ ${Number.isInteger(Math.round(angle * 1e9) / 1e9) ? '=' : '≈'} ${fmt(angle, 2)}°**`,
        );
      }
    }
    return {
      text: workedReply({
        title: 'Vectores',
        data: vectors.map((v) => `$${v.name} = ${vTex(v.v)}$`).join('; '),
        steps,
        answer: answers.join('\n\n'),
        closing: asked.includes('cross')
          ? '¿Por qué el producto vectorial es perpendicular a los dos vectores?'
          : '¿Qué te dice el signo del producto escalar sobre el ángulo entre los vectores?',
      }),
      certain: true,
    };
  }, Inexact);
}

export const vectors = declareSolver({
  name: 'vector_operations',
  offer: 'vectores (suma, módulo, productos escalar y vectorial)',
  summary:
    'Vectors in 2D or 3D given by components, named (a = (1; 0; 2), b = (0; 3; 1)): sum, difference, modulus, dot product, cross product, the angle between them, the area of the parallelogram or triangle they span, whether they are perpendicular, the direction cosines of one vector, and the dot or cross product of two vectors given by their moduli and the angle they form.',
  examples: [
    'Calculá el producto vectorial A × B para A = (2; −1; 3) y B = (1; 4; −2).',
    'Calculá el área del paralelogramo determinado por a = (1; 0; 2) y b = (0; 3; 1).',
    'Hallá el ángulo entre u = (1; 2) y v = (3; −1).',
    'Calculá el módulo de v = (3; 4; 12).',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveVectors,
});
