/**
 * Operations with complex numbers in polar (trigonometric) form, as the first unit asks them: the product
 * and the quotient of two numbers given as r (cos θ + i sen θ) («calculá z₁ · z₂», «z/w»), a power by De
 * Moivre («(√3 + i)⁶», «z⁵ siendo z = 2 (cos 20° + i sen 20°)») and the n-th roots («las raíces cúbicas
 * de z = 8i»). Moduli multiply (divide, are raised, have their root taken) and arguments add (subtract,
 * are multiplied, are (θ + 360° k)/n); arguments are given in [0°, 360°). Each result is checked back
 * against the same operation done in binomial form.
 */

import { foldText } from '../text.ts';
import { combinationAsked } from './asked-combination.ts';
import {
  angleDegrees,
  binomial,
  exactText,
  NUM,
  REAL,
  readReal,
  withOneNamedNumber,
} from './complex-polar.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, isInteger } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Complex = readonly [number, number];

interface Named {
  name: string;
  r: number;
  degrees: number;
  raw: string;
  /** Given as a ± b i: its parts. */
  binomial?: Complex;
}

const NAME = String.raw`([a-zA-Z])\s*([₀-₉\d]?)`;
const ANGLE = String.raw`([-−]?\d*\s*π(?:\s*\/\s*\d+)?|[-−]?${NUM}\s*°)`;
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const nameOf = (letter: string, index: string) => {
  const digit = index === '' ? -1 : SUBSCRIPTS.indexOf(index);
  return `${letter}${digit >= 0 ? String(digit) : index}`;
};
const shownName = (name: string) => name.replace(/\d/g, (d) => SUBSCRIPTS.charAt(Number(d)));

/** [0°, 360°). */
const reduced = (degrees: number) => {
  const d = ((degrees % 360) + 360) % 360;
  return Math.abs(d - 360) < 1e-9 ? 0 : d;
};

/** Every «z₁ = r (cos θ + i sen θ)» of the statement. */
function polarNumbers(statement: string): Named[] {
  const trig = new RegExp(
    String.raw`${NAME}\s*=\s*(${REAL})\s*[·*]?\s*[(\[]\s*cos\s*\(?\s*${ANGLE}\s*\)?\s*\+\s*i\s*[·*]?\s*sen\s*\(?\s*${ANGLE}\s*\)?\s*[)\]]`,
    'gu',
  );
  // r cis θ and r e^(iθ) carry one angle.
  const cis = new RegExp(String.raw`${NAME}\s*=\s*(${REAL})\s*cis\s*\(?\s*${ANGLE}\s*\)?`, 'gu');
  const exponential = new RegExp(
    String.raw`${NAME}\s*=\s*(${REAL})\s*[·*]?\s*e\s*\^\s*[({]?\s*(?:i\s*[·*]?\s*${ANGLE}|${ANGLE}\s*[·*]?\s*i)\s*[)}]?`,
    'gu',
  );
  const found: Named[] = [];
  const matches = [
    ...statement.matchAll(trig),
    ...statement.matchAll(cis),
    ...statement.matchAll(exponential),
  ];
  for (const m of matches) {
    const angles = [m[4], m[5]].filter((raw): raw is string => raw !== undefined).map(angleDegrees);
    const [first] = angles;
    const r = m[3]?.trim() ? readReal(m[3]) : 1;
    if (first === undefined || angles.some((a) => a === undefined || Math.abs(a - first) > 1e-9)) return [];
    if (r === undefined || r <= 0) return [];
    found.push({ name: nameOf(m[1] ?? '', m[2] ?? ''), r, degrees: first, raw: m[0] });
  }
  return found;
}

/** a ± b i as written: «8i», «−16», «1 + i», «√3 − i», «−2 + 2√3 i». */
const BINOMIAL = String.raw`([-−]?)\s*(${REAL})\s*(i?)(?:\s*([+\-−])\s*(${REAL})\s*[·*]?\s*i)?`;

function readBinomialParts(m: RegExpMatchArray, at: number): Complex | undefined {
  const [sign, first, isImaginary, op, second] = [m[at], m[at + 1], m[at + 2], m[at + 3], m[at + 4]];
  const size = first?.trim() ? readReal(first) : isImaginary ? 1 : undefined;
  if (size === undefined) return undefined;
  const lead = (sign ? -1 : 1) * size;
  if (isImaginary) return op ? undefined : [0, lead];
  if (!op) return [lead, 0];
  const b = second?.trim() ? readReal(second) : 1;
  return b === undefined ? undefined : [lead, (op === '+' ? 1 : -1) * b];
}

const polarOf = ([a, b]: Complex) => ({
  r: Math.hypot(a, b),
  degrees: reduced((Math.atan2(b, a) * 180) / Math.PI),
});

const rect = (r: number, degrees: number): Complex => {
  const t = (degrees * Math.PI) / 180;
  const clean = (v: number) => (Math.abs(v) < 1e-12 * Math.max(1, r) ? 0 : v);
  return [clean(r * Math.cos(t)), clean(r * Math.sin(t))];
};

const mul = (p: Complex, q: Complex): Complex => [p[0] * q[0] - p[1] * q[1], p[0] * q[1] + p[1] * q[0]];
const div = (p: Complex, q: Complex): Complex => {
  const d = q[0] ** 2 + q[1] ** 2;
  return [(p[0] * q[0] + p[1] * q[1]) / d, (p[1] * q[0] - p[0] * q[1]) / d];
};
const near = (p: Complex, q: Complex) =>
  Math.hypot(p[0] - q[0], p[1] - q[1]) <= 1e-9 * Math.max(1, Math.hypot(...q));

/** An angle as the course writes it: exact on a multiple of 15°, else to hundredths. */
const angleText = (degrees: number) => `${fmt(degrees, 2)}°`;
const exactAngle = (degrees: number) => Math.abs(degrees / 15 - Math.round(degrees / 15)) < 1e-9;
/** Whose cosine and sine the course knows exactly. */
const notable = (degrees: number) => isInteger(degrees / 30) || isInteger(degrees / 45);
const exactModulus = (r: number) => !/,/.test(exactText(r));

const polarText = (r: number, degrees: number) =>
  `${exactText(r)} (cos ${angleText(degrees)} + i sen ${angleText(degrees)})`;

/** «= −2 + 2√3 i» when the angle is notable, else «≈ −2,1 + 3,2i». */
function binomialText(r: number, degrees: number): string {
  const [a, b] = rect(r, degrees);
  if (notable(degrees) && exactModulus(r)) return `= ${binomial(a, b)}`;
  return `≈ ${fmt(a, 4).replace('-', '−')} ${b < 0 ? '−' : '+'} ${fmt(Math.abs(b), 4)}i`;
}

const digitsIn = (text: string) => (text.match(/\d+(?:,\d+)?/g) ?? []).length;
/** Exponents written as superscripts, which digitsIn does not see: «z = (1 + i)². Calcular z⁴» has two. */
const superscriptsIn = (text: string) => (text.match(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g) ?? []).length;

/**
 * «z = −1 + i», «z₁ = 1 + √3 i»: a number named in binomial form, beside one in polar form or with a root
 * in a part (complex.ts works the rational ones exactly), read when its argument is a multiple of 15°.
 */
function binomialNumbers(statement: string, polar: readonly Named[]): Named[] | undefined {
  const rest = polar.reduce((text, n) => text.replace(n.raw, ' '), statement);
  const definition = new RegExp(
    String.raw`(?<![\p{L}])${NAME}\s*=\s*${BINOMIAL}(?=\s*(?:[,;:]|\.(?!\d)|$|(?:y|e|siendo|son)\s))`,
    'gu',
  );
  const found: Named[] = [];
  for (const m of rest.matchAll(definition)) {
    const parts = readBinomialParts(m, 3);
    if (!parts) return undefined;
    const { r, degrees } = polarOf(parts);
    if (r === 0 || !exactAngle(degrees)) return undefined;
    found.push({ name: nameOf(m[1] ?? '', m[2] ?? ''), r, degrees, raw: m[0], binomial: parts });
  }
  return found;
}

/** How a number given in binomial form is passed to polar form, in a step. */
const toPolarStep = (n: Named, shown: string) =>
  `Pasá ${shown} a forma polar: |${shown}| = ${exactText(n.r)} y arg ${shown} = ${angleText(n.degrees)} (el cuadrante lo dan los signos de sus partes).`;

/** «z₁ · z₂», «z/w»: two named numbers and the operation between them. */
function productOrQuotient(statement: string): SolverReply | undefined {
  const polar = polarNumbers(statement);
  const binomials = binomialNumbers(statement, polar);
  if (!binomials) return undefined;
  // Two binomials with rational parts are complex.ts's, worked exactly.
  if (polar.length === 0 && !binomials.some((n) => /√/.test(n.raw))) return undefined;
  const numbers = [...polar, ...binomials];
  if (numbers.length !== 2 || new Set(numbers.map((n) => n.name)).size !== 2) return undefined;
  const rest = numbers
    .reduce((text, n) => text.replace(n.raw, ' '), statement)
    .replace(/([a-zA-Z])\s*_?\s*([₀-₉])/g, (_m, letter: string, index: string) => nameOf(letter, index));
  const names = numbers.map((n) => n.name).join('|');
  const op = new RegExp(
    String.raw`(?<![\p{L}\d])(${names})\s*(·|\*|×|\/|:)?\s*(${names})(?![\p{L}\d])`,
    'gu',
  );
  const byName = (name: string) => numbers.find((n) => n.name === name);
  let found: { p: Named; q: Named; quotient: boolean } | undefined;
  for (const m of rest.matchAll(op)) {
    const [p, q] = [byName(m[1] ?? ''), byName(m[3] ?? '')];
    if (!p || !q || p === q) continue;
    if (found) return undefined;
    found = { p, q, quotient: m[2] === '/' || m[2] === ':' };
  }
  // «El cociente entre z₁ = … y z₂ = … es:»: the operation in words, the numbers in the order given.
  const [first, second] = numbers;
  const worded = /\b(?:el )?(cociente|producto)\s+(?:entre|de)\s*$/.exec(
    foldText(statement.slice(0, statement.indexOf(first?.raw ?? ''))),
  );
  if (!found && worded && first && second && statement.includes(`${first.raw} y ${second.raw}`))
    found = { p: first, q: second, quotient: worded[1] === 'cociente' };
  // Every number of the statement is in the two numbers (a name's index aside).
  if (!found || digitsIn(rest.replace(new RegExp(`(?<![\\p{L}])(?:${names})(?![\\p{L}\\d])`, 'gu'), ' ')) > 0)
    return undefined;
  const { p, q, quotient } = found;
  const r = quotient ? p.r / q.r : p.r * q.r;
  const degrees = reduced(quotient ? p.degrees - q.degrees : p.degrees + q.degrees);
  // The check: the same operation in binomial form.
  const expected = (quotient ? div : mul)(rect(p.r, p.degrees), rect(q.r, q.degrees));
  if (!near(rect(r, degrees), expected)) return undefined;
  const [pn, qn] = [shownName(p.name), shownName(q.name)];
  const asked = quotient ? `${pn}/${qn}` : `${pn} · ${qn}`;
  const is = exactAngle(degrees) && exactModulus(r) ? '=' : '≈';
  const given = (n: Named, shown: string) =>
    n.binomial
      ? `${shown} = ${binomial(n.binomial[0], n.binomial[1])}`
      : `${shown} = ${polarText(n.r, n.degrees)}`;
  return {
    text: workedReply({
      title: quotient ? 'Cociente en forma polar' : 'Producto en forma polar',
      data: `${given(p, pn)}, ${given(q, qn)}`,
      steps: [
        ...[[p, pn] as const, [q, qn] as const].flatMap(([n, shown]) =>
          n.binomial ? [toPolarStep(n, shown)] : [],
        ),
        quotient
          ? `Para dividir, se dividen los módulos y se restan los argumentos: ${exactText(p.r)}/${exactText(q.r)} = ${exactText(r)} y ${angleText(p.degrees)} − ${angleText(q.degrees)} = ${angleText(degrees)}${p.degrees - q.degrees < 0 ? ' (sumando 360°)' : ''}.`
          : `Para multiplicar, se multiplican los módulos y se suman los argumentos: ${exactText(p.r)} · ${exactText(q.r)} = ${exactText(r)} y ${angleText(p.degrees)} + ${angleText(q.degrees)} = ${angleText(degrees)}${p.degrees + q.degrees >= 360 ? ' (restando 360°)' : ''}.`,
        `En forma binómica: ${asked} ${binomialText(r, degrees)}.`,
        `Verificación: haciendo la cuenta en forma binómica sale lo mismo.`,
      ],
      answer: `**${asked} ${is} ${polarText(r, degrees)} ${binomialText(r, degrees)}**`,
      closing: quotient
        ? '¿Por qué al dividir complejos en forma polar los argumentos se restan?'
        : '¿Por qué al multiplicar complejos en forma polar los argumentos se suman?',
    }),
    certain: true,
  };
}

function superscriptNumber(text: string): number | undefined {
  if (!text) return undefined;
  return Number([...text].map((c) => SUPERSCRIPTS.indexOf(c)).join(''));
}

const EXPONENT = String.raw`(?:\^\s*\(?\s*(\d+)\s*\)?|([⁰¹²³⁴⁵⁶⁷⁸⁹]+))`;

/** The number raised and the power: «(√3 + i)⁶», or «z⁶» of a z the statement gives in either form. */
function readPower(
  statement: string,
):
  | { z: Complex; n: number; written: string; name?: string; given?: { r: number; degrees: number } }
  | undefined {
  const bracket = new RegExp(String.raw`\(\s*${BINOMIAL}\s*\)\s*${EXPONENT}`, 'u').exec(statement);
  if (bracket) {
    const z = readBinomialParts(bracket, 1);
    const n = bracket[6] ? Number(bracket[6]) : superscriptNumber(bracket[7] ?? '');
    if (
      !z ||
      n === undefined ||
      digitsIn(statement) !== digitsIn(bracket[0]) ||
      superscriptsIn(statement) !== superscriptsIn(bracket[0])
    )
      return undefined;
    return { z, n, written: `(${binomial(z[0], z[1])})${bracket[7] ?? `^${n}`}` };
  }
  // «z⁶», «z₁³»: the name with its index, if it has one.
  const power = new RegExp(String.raw`(?<![\p{L}])([zw][₀-₉]?)\s*${EXPONENT}`, 'u').exec(statement);
  if (!power) return undefined;
  // The power is one term of what is asked («z³ + z», «2z⁴», «z² − 3»): not the result alone.
  const before = statement.slice(0, power.index);
  const after = statement.slice(power.index + power[0].length);
  if (/^\s*[-+−*·/×]\s*[\w(√]/u.test(after) || /(?:[-+−*·/×]\s*|\d\s*)$/u.test(before)) return undefined;
  const name = power[1] ?? '';
  const n = power[2] ? Number(power[2]) : superscriptNumber(power[3] ?? '');
  const polar = polarNumbers(statement).filter(
    (number) => number.name === nameOf(name[0] ?? '', name.slice(1)),
  );
  const binomialDefinition = new RegExp(
    String.raw`(?<![\p{L}])${name}\s*=\s*${BINOMIAL}(?![\d\p{L}(])`,
    'u',
  ).exec(statement);
  const [definition] = polar;
  const z = definition
    ? rect(definition.r, definition.degrees)
    : binomialDefinition
      ? readBinomialParts(binomialDefinition, 1)
      : undefined;
  const raw = definition?.raw ?? binomialDefinition?.[0] ?? '';
  if (!z || n === undefined || polar.length > 1) return undefined;
  if (digitsIn(statement) !== digitsIn(raw) + (power[2] ? 1 : 0)) return undefined;
  if (superscriptsIn(statement) !== superscriptsIn(raw) + (power[3] ? 1 : 0)) return undefined;
  // A number given in polar form keeps its argument as written (20° is exact there).
  const given = definition ? { r: definition.r, degrees: reduced(definition.degrees) } : undefined;
  return { z, n, written: `${name}${power[3] ?? `^${n}`}`, name, ...(given ? { given } : {}) };
}

/** «(√3 + i)⁶», «(1 − i)^8», «z⁶ siendo z = 2 (cos 20° + i sen 20°)»: a number raised to an integer. */
function deMoivre(statement: string): SolverReply | undefined {
  // The conjugate, the modulus or a part of the power asked: not the power itself (complex.ts reads those).
  if (/conjugad|m[oó]dulo|parte real|parte imaginaria|argumento|inverso|opuesto/i.test(statement))
    return undefined;
  // «el cuadrante de z³», «expresalo en forma polar»: the binomial this states answers neither.
  // «Calculá w⁸ usando la forma polar»: the way to work it, not the form asked.
  const asked = statement.replace(
    /\b(?:usando|mediante|con|pasando (?:por|a)|a trav[eé]s de)\s+(?:la\s+)?forma (?:polar|trigonom[eé]trica)/giu,
    ' ',
  );
  if (/\bcuadrante\b|\bafijo\b|forma (?:polar|trigonom[eé]trica|exponencial)/i.test(asked)) return undefined;
  const read = readPower(statement);
  if (!read) return undefined;
  const { z, n, written, given, name = 'z' } = read;
  if (!Number.isInteger(n) || n < 2 || n > 20) return undefined;
  const { r, degrees } = given ?? polarOf(z);
  if (r === 0 || !(given ? isInteger(degrees) : exactAngle(degrees))) return undefined;
  const rn = r ** n;
  const power = reduced(n * degrees);
  // The check: n products in binomial form.
  let expected: Complex = [1, 0];
  for (let k = 0; k < n; k++) expected = mul(expected, z);
  if (!near(rect(rn, power), expected)) return undefined;
  return {
    text: workedReply({
      title: 'Potencia por la fórmula de De Moivre',
      data: `${name} = ${given ? polarText(given.r, given.degrees) : binomial(z[0], z[1])}, n = ${n}`,
      steps: [
        `En forma polar: |z| = ${exactText(r)} y arg z = ${angleText(degrees)}, así que z = ${polarText(r, degrees)}.`,
        `De Moivre: zⁿ = |z|ⁿ (cos nθ + i sen nθ): |z|^${n} = ${exactText(rn)} y ${n} · ${angleText(degrees)} = ${angleText(n * degrees)}${n * degrees >= 360 ? ` ≡ ${angleText(power)}` : ''}.`,
        `z^${n} = ${polarText(rn, power)} ${binomialText(rn, power)}.`,
        `Verificación: multiplicando z por sí mismo ${n} veces en forma binómica sale lo mismo.`,
      ],
      answer: `**${written} ${binomialText(rn, power)}**`,
      closing: '¿Por qué conviene pasar a forma polar antes de elevar a una potencia alta?',
    }),
    certain: true,
  };
}

const ROOT_NAMES: Record<number, string> = {
  2: 'cuadradas',
  3: 'cúbicas',
  4: 'cuartas',
  5: 'quintas',
  6: 'sextas',
};

const ORDINALS: Record<string, number> = {
  cuadradas: 2,
  cubicas: 3,
  cuartas: 4,
  quintas: 5,
  sextas: 6,
};

/** «las raíces cúbicas de z = 8i», «raíces cuartas de −16», or of a number in polar form. */
/** The number and the index: «las raíces cúbicas de z = 8i», «raíces cuartas de −16», or of one in polar form. */
interface RootsAsked {
  n: number;
  z: { r: number; degrees: number; raw: string };
  /** The roots' letter: w for «las raíces de z», the unknown of an equation. */
  label: string;
}

function rootsAsked(statement: string): RootsAsked | undefined {
  const folded = foldText(statement);
  const ordinal = /\braices\s+(cuadradas|cubicas|cuartas|quintas|sextas)\b/.exec(folded);
  const n = ORDINALS[ordinal?.[1] ?? ''];
  if (!ordinal || !n) return undefined;
  const after = statement.slice(ordinal.index + ordinal[0].length);
  const polar = polarNumbers(after);
  const [given] = polar;
  if (given && polar.length === 1) return isInteger(given.degrees) ? { n, z: given, label: 'w' } : undefined;
  if (polar.length > 0) return undefined;
  const m = new RegExp(
    String.raw`^\s*(?:de|del)\s+(?:(?:el\s+)?n[uú]mero\s+complejo\s+)?(?:${NAME}\s*=\s*)?${BINOMIAL}(?![\d\p{L}])`,
    'u',
  ).exec(after);
  // «las raíces cuadradas de z» of a z the statement gives before in binomial form.
  const named = m
    ? undefined
    : new RegExp(String.raw`^\s*(?:de|del)\s+${NAME}(?![\p{L}\d=₀-₉])`, 'u').exec(after);
  const definition = named
    ? new RegExp(
        String.raw`(?<![\p{L}])${named[1] ?? ''}${named[2] ?? ''}\s*=\s*${BINOMIAL}(?![\d\p{L}(])`,
        'u',
      ).exec(statement.slice(0, ordinal.index))
    : null;
  const parts = m ? readBinomialParts(m, 3) : definition ? readBinomialParts(definition, 1) : undefined;
  const raw = m?.[0] ?? definition?.[0];
  if (!raw || !parts) return undefined;
  const z = { ...polarOf(parts), raw };
  return exactAngle(z.degrees) ? { n, z, label: 'w' } : undefined;
}

/**
 * «Resolvé z³ = 8i», «z⁴ + 16 = 0»: the n-th roots of the other member. An x is read as complex only
 * when the statement says ℂ or «complejo» (x² = −4 has no real solution otherwise).
 */
function equationAsked(statement: string): RootsAsked | undefined {
  const m = new RegExp(
    String.raw`(?<![\p{L}])([zwx])\s*${EXPONENT}\s*(?:([+\-−])\s*${BINOMIAL}\s*=\s*0|=\s*${BINOMIAL})(?![\d\p{L}])`,
    'u',
  ).exec(statement);
  if (!m) return undefined;
  if (m[1] === 'x' && !/ℂ|complej|\ben C\b/.test(`${statement} ${foldText(statement)}`)) return undefined;
  const n = m[2] ? Number(m[2]) : superscriptNumber(m[3] ?? '');
  // zⁿ + w = 0 is zⁿ = −w.
  const moved = m[4] ? readBinomialParts(m, 5) : undefined;
  const sign = m[4] === '+' ? -1 : 1;
  const right: Complex | undefined = m[4]
    ? moved && [sign * moved[0], sign * moved[1]]
    : readBinomialParts(m, 10);
  if (!right || n === undefined || n < 2 || n > 6) return undefined;
  const z = { ...polarOf(right), raw: m[0] };
  if (z.r === 0 || !exactAngle(z.degrees)) return undefined;
  return { n, z, label: m[1] ?? 'z' };
}

function nthRoots(statement: string): SolverReply | undefined {
  const asked = rootsAsked(statement) ?? equationAsked(statement);
  if (!asked) return undefined;
  const { n, z, label } = asked;
  // Every number of the statement is in what was read (the equation's exponent too, when in digits).
  if (digitsIn(statement) !== digitsIn(z.raw)) return undefined;
  const root = z.r ** (1 / n);
  const roots = Array.from({ length: n }, (_, k) => reduced((z.degrees + 360 * k) / n));
  // The check: each root raised to n gives z back.
  const target = rect(z.r, z.degrees);
  for (const degrees of roots) {
    let power: Complex = [1, 0];
    for (let k = 0; k < n; k++) power = mul(power, rect(root, degrees));
    if (!near(power, target)) return undefined;
  }
  const listed = roots.map(
    (degrees, k) =>
      `${label}${SUBSCRIPTS.charAt(k)} = ${polarText(root, degrees)} ${binomialText(root, degrees)}`,
  );
  return {
    text: workedReply({
      title: `Raíces ${ROOT_NAMES[n] ?? `${n}-ésimas`} de un número complejo`,
      data: `z = ${polarText(z.r, z.degrees)}, n = ${n}`,
      steps: [
        `Las ${n} raíces tienen módulo ${n === 2 ? '√' : `raíz ${n}-ésima de `}${exactText(z.r)} = ${exactText(root)} y argumentos (θ + 360° · k)/${n}, con k = 0${Array.from({ length: n - 1 }, (_, k) => `, ${k + 1}`).join('')}.`,
        ...roots.map(
          (degrees, k) => `k = ${k}: (${angleText(z.degrees)} + ${360 * k}°)/${n} = ${angleText(degrees)}.`,
        ),
        `Verificación: cada raíz elevada a la ${n} da z; las raíces quedan repartidas cada ${angleText(360 / n)} en una circunferencia de radio ${exactText(root)}.`,
      ],
      answer: `**${listed.join('; ')}**`,
      closing: '¿Por qué un número complejo tiene exactamente n raíces n-ésimas?',
    }),
    certain: true,
  };
}

export function solveComplexPolarOps(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem).replace(/\s+/g, ' ');
  // «la suma de las raíces de z² + 4 = 0»: one number made of the roots, not the roots listed.
  if (combinationAsked(statement)) return undefined;
  const reply = nthRoots(statement) ?? productOrQuotient(statement) ?? deMoivre(statement);
  if (reply) return reply;
  // «Sean z₁ = … y z₂ = …. Calcular z₁³»: the power of the one number named, the other another question's.
  const alone = withOneNamedNumber(statement);
  return alone === undefined ? undefined : (nthRoots(alone) ?? deMoivre(alone));
}

export const complexPolarOps = declareSolver({
  name: 'complex_polar_operations',
  offer: 'complejos en forma polar: producto, cociente, potencias y raíces',
  summary:
    'Products and quotients of complex numbers given in polar form r (cos θ + i sen θ), powers by De Moivre of a binomial such as (√3 + i)⁶, and the n-th roots of a complex number (binomial or polar), exact for notable angles and checked back in binomial form.',
  examples: [
    'Dados z₁ = 2 (cos 30° + i sen 30°) y z₂ = 3 (cos 60° + i sen 60°), calculá z₁ · z₂.',
    'Calculá (√3 + i)⁶ aplicando De Moivre.',
    'Hallá las raíces cúbicas de z = 8i.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveComplexPolarOps,
});
