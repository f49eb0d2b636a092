/**
 * Lines given by their equations, as exam pages ask about them: the triangle one line makes with the
 * coordinate axes (its area), the triangle two named lines make with an axis (its area), and the slope,
 * the y-intercept or the x-intercept of one line named by its letter among others («r: y = 3x − 2 y
 * s: 2y + x = 10 … la pendiente de s»). Exact rationals; every number of the statement belongs to a line.
 * Tried first by the line solver (lines.ts), under its name.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { div, Inexact, isZero, mul, neg, type Rational, ratTex, ratText, sub, value } from './exact.ts';
import { type LineEquation, linearFormulas, lineEquation } from './linear-forms.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

interface Line {
  /** Its letter, when the statement names it («r: …», «la recta s: …»). */
  name?: string;
  eq: LineEquation;
  /** The equation as written. */
  raw: string;
}

// An equation: digits, x, y, signs and an «=», no other letter.
const EQUATION = String.raw`[-−+\d\sxy.,·*/()=²]*=[-−+\d\sxy.,·*/()=]*`;

function parseLine(raw: string): LineEquation | undefined {
  // «y = 3x − 2 y s: …»: a trailing «y» is the conjunction.
  const text = raw.replace(/\s+y\s*$/, '').trim();
  const formulas = linearFormulas(text);
  const [formula] = formulas;
  if (formulas.length !== 1 || !formula || formula.hasParam || formula.sides.length !== 2) return undefined;
  const eq = lineEquation(formula);
  return eq && !(isZero(eq.a) && isZero(eq.b)) ? eq : undefined;
}

/** «r: y = 3x − 2», «la recta s: 2y + x = 10», «la recta 2x + 5y − 20 = 0»: the lines and their text. */
function readLines(statement: string): Line[] | undefined {
  const lines: Line[] = [];
  const named = new RegExp(String.raw`(?:^|[\s,(])([a-z])\s*:\s*(${EQUATION})`, 'g');
  for (const m of statement.matchAll(named)) {
    const raw = (m[2] ?? '').replace(/\s+y\s*$/, '');
    const eq = parseLine(raw);
    if (!eq) return undefined;
    lines.push({ name: m[1] ?? '', eq, raw: raw.trim() });
  }
  if (lines.length) return lines;
  const plain = new RegExp(String.raw`\brecta\s+(${EQUATION})`, 'g');
  for (const m of statement.matchAll(plain)) {
    const raw = (m[1] ?? '').replace(/\s+y\s*$/, '');
    const eq = parseLine(raw);
    if (!eq) return undefined;
    lines.push({ eq, raw: raw.trim() });
  }
  return lines;
}

/** No number left once the equations are taken out: every datum is a line. */
function onlyLines(statement: string, lines: readonly Line[]): boolean {
  let rest = statement;
  for (const line of lines) rest = rest.replace(line.raw, ' ');
  return !/\d/.test(rest.replace(/\b[a-z]\)/g, ' '));
}

const tex = (r: Rational) => ratTex(r);

/** A short decimal with a comma (0,5; −1,25), else p/q. */
function numText(r: Rational): string {
  let d = r.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1 && r.d <= 10000 ? String(value(r)).replace('.', ',') : ratText(r);
}
const slope = (eq: LineEquation) => (isZero(eq.b) ? undefined : div(neg(eq.a), eq.b));
/** Where it meets the x axis (y = 0) and the y axis (x = 0). */
const xCut = (eq: LineEquation) => (isZero(eq.a) ? undefined : div(eq.c, eq.a));
const yCut = (eq: LineEquation) => (isZero(eq.b) ? undefined : div(eq.c, eq.b));

function crossing(p: LineEquation, q: LineEquation): { x: Rational; y: Rational } | undefined {
  const det = sub(mul(p.a, q.b), mul(q.a, p.b));
  if (isZero(det)) return undefined;
  return {
    x: div(sub(mul(p.c, q.b), mul(q.c, p.b)), det),
    y: div(sub(mul(p.a, q.c), mul(q.a, p.c)), det),
  };
}

const abs = (r: Rational) => (r.n < 0 ? neg(r) : r);
const half = (r: Rational) => div(r, { n: 2, d: 1 });

/** A result for the student: exact, and its decimal when it is not a short one. */
function shown(r: Rational): string {
  const text = numText(r);
  return /\//.test(text) ? `${text} ≈ ${value(r).toFixed(2).replace('.', ',')}` : text;
}

/** «el triángulo que la recta … determina con los ejes coordenados»: half the product of the cuts. */
function axesTriangle(folded: string, lines: readonly Line[]): SolverReply | undefined {
  const [line] = lines;
  if (!line || lines.length !== 1) return undefined;
  if (!/\btriangulo\b/.test(folded) || !/\bcon (?:los|ambos) ejes\b/.test(folded)) return undefined;
  if (!/\barea\b|\bsuperficie\b/.test(folded) || /perimetro|\bangulo|hipotenusa|\blados?\b/.test(folded))
    return undefined;
  const [p, q] = [xCut(line.eq), yCut(line.eq)];
  if (!p || !q || isZero(p) || isZero(q)) return undefined;
  const area = half(abs(mul(p, q)));
  return {
    text: workedReply({
      title: 'Triángulo de una recta con los ejes',
      data: `la recta $${line.raw}$`,
      steps: [
        `Corte con el eje x (y = 0): $x = ${tex(p)}$, el punto $(${tex(p)};\\ 0)$.`,
        `Corte con el eje y (x = 0): $y = ${tex(q)}$, el punto $(0;\\ ${tex(q)})$.`,
        `El triángulo tiene el vértice recto en el origen y catetos $|${tex(p)}|$ y $|${tex(q)}|$: $A = \\frac{|${tex(p)}| \\cdot |${tex(q)}|}{2} = ${tex(area)}$.`,
      ],
      answer: `**A = ${shown(area)} unidades de área**`,
      closing: '¿Por qué el triángulo que una recta forma con los ejes es siempre rectángulo?',
    }),
    certain: true,
  };
}

/** «el área del triángulo que forman r, s y el eje de abscisas»: base on the axis, height at the crossing. */
function twoLinesAndAxis(folded: string, lines: readonly Line[]): SolverReply | undefined {
  const [r, s] = lines;
  if (!r?.name || !s?.name || lines.length !== 2) return undefined;
  const axis = /\beje (?:x|de (?:las )?abscisas)\b/.test(folded)
    ? 'x'
    : /\beje (?:y|de (?:las )?ordenadas)\b/.test(folded)
      ? 'y'
      : undefined;
  const names = new RegExp(
    `\\btriangulo\\b[^.?]*\\b(?:${r.name}\\s*,\\s*${s.name}|${s.name}\\s*,\\s*${r.name}|${r.name} y ${s.name})\\b`,
  );
  if (!axis || !names.test(folded) || !/\barea\b|\bsuperficie\b/.test(folded)) return undefined;
  if (/perimetro|\bangulo/.test(folded)) return undefined;
  const meet = crossing(r.eq, s.eq);
  const cut = axis === 'x' ? xCut : yCut;
  const [a, b] = [cut(r.eq), cut(s.eq)];
  if (!meet || !a || !b) return undefined;
  const base = abs(sub(a, b));
  const height = abs(axis === 'x' ? meet.y : meet.x);
  if (isZero(base) || isZero(height)) return undefined;
  const area = half(mul(base, height));
  const point = (x: Rational, y: Rational) => `(${tex(x)};\\ ${tex(y)})`;
  const onAxis = (c: Rational) => (axis === 'x' ? point(c, { n: 0, d: 1 }) : point({ n: 0, d: 1 }, c));
  return {
    text: workedReply({
      title: 'Triángulo de dos rectas y un eje',
      data: `${r.name}: $${r.raw}$; ${s.name}: $${s.raw}$; el eje ${axis}`,
      steps: [
        `Vértice donde se cortan ${r.name} y ${s.name} (resolvé el sistema): $${point(meet.x, meet.y)}$.`,
        `Donde cada recta corta al eje ${axis} (${axis === 'x' ? 'y' : 'x'} = 0): ${r.name} en $${onAxis(a)}$ y ${s.name} en $${onAxis(b)}$.`,
        `La base sobre el eje mide $|${tex(a)} - ${tex(b)}| = ${tex(base)}$ y la altura es la distancia del vértice al eje, $${tex(height)}$.`,
        `$A = \\frac{b \\cdot h}{2} = \\frac{${tex(base)} \\cdot ${tex(height)}}{2} = ${tex(area)}$.`,
      ],
      answer: `**A = ${shown(area)} unidades de área**`,
      closing: '¿Cuál es la base y cuál la altura cuando un lado del triángulo está sobre un eje?',
    }),
    certain: true,
  };
}

/** «la pendiente y la ordenada al origen de s»: one named line's features, read off y = mx + b. */
function namedLineFeatures(folded: string, lines: readonly Line[]): SolverReply | undefined {
  if (lines.length < 2 || lines.some((line) => !line.name)) return undefined;
  const asked = {
    slope: /\bpendiente\b/.test(folded),
    intercept: /\bordenada al origen\b/.test(folded),
    root: /\babscisa al origen\b/.test(folded),
  };
  if (!asked.slope && !asked.intercept && !asked.root) return undefined;
  if (/interse|se cortan|\barea\b|triangulo|paralel|perpendic|distancia|\bangulo/.test(folded))
    return undefined;
  // The line asked: the one letter the question names after «de» («de s», «de la recta s»).
  const targets = lines.filter((line) =>
    new RegExp(`\\b(?:de|del?\\s+la\\s+recta)\\s+${line.name}\\b(?!\\s*:)`).test(folded),
  );
  const [line] = targets;
  if (!line || targets.length !== 1) return undefined;
  const m = slope(line.eq);
  const q = yCut(line.eq);
  const x0 = xCut(line.eq);
  if (m === undefined || q === undefined || (asked.root && x0 === undefined)) return undefined;
  const answers = [
    asked.slope ? `**Pendiente de ${line.name}: m = ${numText(m)}**` : '',
    asked.intercept
      ? `**Ordenada al origen de ${line.name}: b = ${numText(q)}** (el punto (0; ${numText(q)}))`
      : '',
    asked.root && x0 ? `**Abscisa al origen de ${line.name}: x = ${numText(x0)}**` : '',
  ].filter(Boolean);
  const mTex = tex(m);
  return {
    text: workedReply({
      title: `Pendiente y ordenada de la recta ${line.name}`,
      data: `${line.name}: $${line.raw}$`,
      steps: [
        `Despejá y para escribirla como $y = mx + b$: $y = ${mTex === '1' ? '' : mTex === '-1' ? '-' : mTex}x ${q.n < 0 ? '-' : '+'} ${tex(abs(q))}$.`,
        'La pendiente es el coeficiente de x y la ordenada al origen, el término independiente (donde corta al eje y).',
      ],
      answer: answers.join('\n\n'),
      closing: '¿Qué indica el signo de la pendiente sobre la recta?',
    }),
    certain: true,
  };
}

export function solveLinearAreas(problem: string): SolverReply | undefined {
  // «r: y = 3x − 2 y s: …»: the «y» that joins two named lines is no variable.
  const statement = withoutOptions(problem)
    .replace(/−/g, '-')
    .replace(/\s+y\s+(?=[a-z]\s*:)/g, ' ; ');
  if (!/\brectas?\b/i.test(statement)) return undefined;
  return orNone(() => {
    const lines = readLines(statement);
    if (!lines?.length || !onlyLines(statement, lines)) return undefined;
    const folded = foldText(statement);
    return axesTriangle(folded, lines) ?? twoLinesAndAxis(folded, lines) ?? namedLineFeatures(folded, lines);
  }, Inexact);
}
