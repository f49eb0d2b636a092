/**
 * A complex number between its binomial form and its polar (trigonometric or exponential) form:
 * «Expresá z = −1 + √3 i en forma polar» (|z| = 2, arg z = 120°, in the second quadrant) and back
 * («z = 2 (cos 60° + i sen 60°) en forma binómica»). The argument is taken in [0°, 360°), its quadrant
 * from the signs of the parts; exact values for the notable angles. One number per statement.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { asFraction, fmt, isInteger, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

export const NUM = String.raw`\d+(?:,\d+)?`;

/** A real number as the course writes the parts: 3, −2, 1/2, √3, −2√3, √2/2, 0,5. */
export const REAL = String.raw`(?:${NUM}(?:\s*\/\s*\d+)?)?\s*(?:√\s*\d+)?(?:\s*\/\s*\d+)?`;

export function readReal(raw: string): number | undefined {
  const m = /^(\d+(?:,\d+)?)?\s*(?:\/\s*(\d+))?\s*(?:√\s*(\d+))?\s*(?:\/\s*(\d+))?$/.exec(raw.trim());
  if (!m || (!m[1] && !m[3])) return undefined;
  const coefficient = m[1] ? readNumber(m[1]) : 1;
  const under = m[3] ? Number(m[3]) : 1;
  const denominator = Number(m[2] ?? 1) * Number(m[4] ?? 1);
  if (coefficient === undefined || denominator === 0) return undefined;
  return (coefficient * Math.sqrt(under)) / denominator;
}

/** A positive value as k√n or p/q·√n with n in 1, 2, 3, 6, else a decimal. */
export function exactText(value: number): string {
  if (isInteger(value)) return String(Math.round(value));
  for (const n of [1, 2, 3, 5, 6, 7, 10]) {
    const k = value / Math.sqrt(n);
    const root = n === 1 ? '' : `√${n}`;
    if (isInteger(k)) return `${Math.round(k) === 1 ? '' : Math.round(k)}${root}`;
    const f = asFraction(k, 12);
    if (f)
      return n === 1
        ? `${f.numerator}/${f.denominator}`
        : `${f.numerator === 1 ? '' : f.numerator}${root}/${f.denominator}`;
  }
  return fmt(value, 4);
}

/** A negative factor in parentheses: 4 · (−√2/2). */
const wrap = (text: string) => (/^[-−]/.test(text) ? `(${text.replace(/^-/, '−')})` : text);

/** A part squared as the step writes it: (−1)², (√3)², 4². */
const square = (value: number) => {
  const text = signedExact(value);
  return /^[\d]+$/.test(text) ? `${text}²` : `(${text})²`;
};

function signedExact(value: number): string {
  return Math.abs(value) < 1e-12 ? '0' : `${value < 0 ? '−' : ''}${exactText(Math.abs(value))}`;
}

/** The binomial form a + bi with the parts exact where they can be. */
export function binomial(a: number, b: number): string {
  const size = exactText(Math.abs(b));
  // A root is kept apart from i: √3 i, not √3i (which reads as √(3i)).
  const im = Math.abs(b) < 1e-12 ? '' : size === '1' ? 'i' : size.includes('√') ? `${size} i` : `${size}i`;
  if (!im) return signedExact(a);
  if (Math.abs(a) < 1e-12) return `${b < 0 ? '−' : ''}${im}`;
  return `${signedExact(a)} ${b < 0 ? '−' : '+'} ${im}`;
}

/** The argument in degrees as a multiple of π: 120° → 2π/3. */
function radiansText(degrees: number): string {
  const multiple = degrees / 180;
  if (isInteger(multiple))
    return multiple === 0 ? '0' : `${Math.round(multiple) === 1 ? '' : Math.round(multiple)}π`;
  const f = asFraction(multiple, 36);
  return f
    ? `${f.numerator === 1 ? '' : f.numerator}π/${f.denominator}`
    : `${fmt((degrees * Math.PI) / 180, 4)}`;
}

function quadrantOf(a: number, b: number): string {
  if (Math.abs(b) < 1e-12) return a > 0 ? 'sobre el semieje real positivo' : 'sobre el semieje real negativo';
  if (Math.abs(a) < 1e-12)
    return b > 0 ? 'sobre el semieje imaginario positivo' : 'sobre el semieje imaginario negativo';
  if (a > 0) return b > 0 ? 'en el primer cuadrante' : 'en el cuarto cuadrante';
  return b > 0 ? 'en el segundo cuadrante' : 'en el tercer cuadrante';
}

/** z = a + bi (or a − bi, bi, a) as written after «z =». */
function readBinomial(statement: string): { a: number; b: number; raw: string; name: string } | undefined {
  const m = new RegExp(
    String.raw`(?<![\p{L}])[zwuv][₀-₉]?\s*=\s*([-−]?)\s*(${REAL})\s*(i?)\s*(?:([+\-−])\s*(${REAL})\s*[·*]?\s*i)?(?=\s*(?:[.,;:?]|en\b|a\b|un\b|$))`,
    'u',
  ).exec(statement);
  if (!m) return undefined;
  const name = /^[zwuv][₀-₉]?/u.exec(m[0])?.[0] ?? 'z';
  const first = m[2]?.trim() ? readReal(m[2]) : m[3] ? 1 : undefined;
  if (first === undefined) return undefined;
  const firstSigned = (m[1] ? -1 : 1) * first;
  if (m[3]) {
    if (m[4]) return undefined; // «z = 2i + 3»: not the usual order; leave it.
    return { a: 0, b: firstSigned, raw: m[0], name };
  }
  if (!m[4]) return { a: firstSigned, b: 0, raw: m[0], name };
  const second = m[5]?.trim() ? readReal(m[5]) : 1;
  if (second === undefined) return undefined;
  return { a: firstSigned, b: (m[4] === '+' ? 1 : -1) * second, raw: m[0], name };
}

/** «entre 0° y 360°», «en [0°, 360°)», «en [0, 2π)»: the range the argument is taken in, which this reply uses. */
const ARGUMENT_RANGE =
  /\b(?:entre\s+0\s*°?\s+y\s+(?:360\s*°|2\s*π)|en\s+(?:el\s+intervalo\s+)?\[\s*0\s*°?\s*[,;]\s*(?:360\s*°|2\s*π)\s*\))/u;

function toPolar(statement: string, folded: string): SolverReply | undefined {
  const z = readBinomial(statement.replace(/\s+/g, ' '));
  if (!z) return undefined;
  // Every number of the statement is in z, but for the range the argument is asked in.
  const count = (text: string) => (text.match(/\d+(?:,\d+)?/g) ?? []).length;
  if (count(statement.replace(ARGUMENT_RANGE, ' ')) !== count(z.raw)) return undefined;
  const { a, b, name: n } = z;
  // «el argumento de z + 3», «de z̄», «del inverso de z»: an operation on z first, not this reading's.
  const rest = statement.replace(z.raw, ' ');
  const operated = new RegExp(String.raw`${n}\s*[+\-−*/·^²³⁰-⁹\u0304]|[+\-−*/·]\s*${n}(?![\p{L}])`, 'u');
  if (operated.test(rest) || /conjugad|invers|opuest/.test(foldText(rest))) return undefined;
  const r = Math.hypot(a, b);
  if (r === 0) return undefined;
  let degrees = (Math.atan2(b, a) * 180) / Math.PI;
  if (degrees < 0) degrees += 360;
  if (Math.abs(degrees - 360) < 1e-9) degrees = 0;
  const theta = (degrees * Math.PI) / 180;
  // The check: back to binomial form gives the parts read.
  if (Math.abs(r * Math.cos(theta) - a) > 1e-9 * r || Math.abs(r * Math.sin(theta) - b) > 1e-9 * r)
    return undefined;
  // A notable argument is exact; any other is rounded to hundredths of a degree.
  const exactAngle = isInteger(degrees / 15);
  const deg = `${fmt(degrees, 2)}°`;
  const is = exactAngle ? '=' : '≈';
  const rad = radiansText(degrees);
  const rText = exactText(r);
  const exponential = /exponencial/.test(folded);
  const reference =
    Math.abs(a) < 1e-12 || Math.abs(b) < 1e-12 ? undefined : (Math.atan(Math.abs(b / a)) * 180) / Math.PI;
  const polar = `${rText} (cos ${deg} + i sen ${deg})`;
  const expo = `${rText} e^(i ${rad})`;
  return {
    text: workedReply({
      title: 'Forma polar de un número complejo',
      data: `${n} = ${binomial(a, b)}`,
      steps: [
        `Módulo: |${n}| = √(a² + b²) = √(${square(a)} + ${square(b)}) = √${fmt(r * r, 4)}${rText === `√${fmt(r * r, 4)}` ? '' : ` = ${rText}`}.`,
        `${n} está ${quadrantOf(a, b)} (parte real ${a < 0 ? 'negativa' : a > 0 ? 'positiva' : 'nula'}, imaginaria ${b < 0 ? 'negativa' : b > 0 ? 'positiva' : 'nula'}).`,
        reference === undefined
          ? `Sobre un eje, el argumento se lee directamente: arg ${n} = ${deg}.`
          : `El ángulo de referencia cumple tg α = |b|/|a| = ${exactText(Math.abs(b / a))}, α ${is} ${fmt(reference, 2)}°; en ese cuadrante, arg ${n} ${is} ${deg} ${is} ${rad} rad (tomado en [0°, 360°)).`,
        `Forma trigonométrica: ${n} ${is} ${polar}; exponencial: ${n} ${is} ${expo}.`,
        `Verificación: ${rText} · cos ${deg} ${is} ${signedExact(a)} y ${rText} · sen ${deg} ${is} ${signedExact(b)}.`,
      ],
      answer: `**|${n}| = ${rText}, arg ${n} ${is} ${deg} (${rad} rad): ${n} ${is} ${exponential ? expo : polar}**`,
      closing: '¿Por qué no alcanza con calcular arctg(b/a) para obtener el argumento?',
    }),
    certain: true,
  };
}

/** z = r (cos θ + i sen θ), r cis θ or r e^(iθ), with θ in degrees or as a multiple of π. */
function readPolar(statement: string): { r: number; degrees: number; raw: string } | undefined {
  const angle = String.raw`([-−]?\d*\s*π(?:\s*\/\s*\d+)?|[-−]?${NUM}\s*°)`;
  const trig = new RegExp(
    String.raw`z\s*=\s*(${REAL})\s*[·*]?\s*[(\[]\s*cos\s*\(?\s*${angle}\s*\)?\s*\+\s*i\s*[·*]?\s*sen\s*\(?\s*${angle}\s*\)?\s*[)\]]`,
    'u',
  ).exec(statement);
  const cis = new RegExp(String.raw`z\s*=\s*(${REAL})\s*cis\s*\(?\s*${angle}\s*\)?`, 'u').exec(statement);
  const expo = new RegExp(
    String.raw`z\s*=\s*(${REAL})\s*[·*]?\s*e\s*\^\s*[({]?\s*(?:i\s*[·*]?\s*${angle}|${angle}\s*[·*]?\s*i)\s*[)}]?`,
    'u',
  ).exec(statement);
  const found = trig ?? cis ?? expo;
  if (!found) return undefined;
  const rawAngles = trig ? [trig[2], trig[3]] : cis ? [cis[2]] : [expo?.[2] ?? expo?.[3]];
  const degrees = rawAngles.map((raw) => angleDegrees(raw ?? ''));
  const first = degrees[0];
  if (first === undefined || degrees.some((d) => d === undefined || Math.abs(d - first) > 1e-9))
    return undefined;
  const r = readReal(found[1] ?? '') ?? (found[1]?.trim() ? undefined : 1);
  if (r === undefined || r <= 0) return undefined;
  return { r, degrees: first, raw: found[0] };
}

export function angleDegrees(raw: string): number | undefined {
  const text = raw.replace(/\s+/g, '').replace('−', '-');
  const sign = text.startsWith('-') ? -1 : 1;
  const body = text.replace(/^-/, '');
  if (body.endsWith('°')) {
    const d = readNumber(body.slice(0, -1));
    return d === undefined ? undefined : sign * d;
  }
  const m = /^(\d*)π(?:\/(\d+))?$/.exec(body);
  if (!m) return undefined;
  const q = Number(m[2] ?? 1);
  return q === 0 ? undefined : (sign * Number(m[1] || 1) * 180) / q;
}

function toBinomial(statement: string): SolverReply | undefined {
  const z = readPolar(statement.replace(/\s+/g, ' '));
  if (!z) return undefined;
  const count = (text: string) => (text.match(/\d+(?:,\d+)?/g) ?? []).length;
  if (count(statement) !== count(z.raw)) return undefined;
  const theta = (z.degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(theta), Math.sin(theta)].map((v) => (Math.abs(v) < 1e-12 ? 0 : v)) as [
    number,
    number,
  ];
  const [a, b] = [z.r * cos, z.r * sin];
  // Exact only for the notable angles, whose cosine and sine the course knows.
  const notable = isInteger(z.degrees / 15) && (isInteger(z.degrees / 30) || isInteger(z.degrees / 45));
  const deg = `${fmt(z.degrees, 4)}°`;
  const rText = exactText(z.r);
  const result = notable ? binomial(a, b) : `${fmt(a, 4)} ${b < 0 ? '−' : '+'} ${fmt(Math.abs(b), 4)}i`;
  // The check: the modulus of the result is r.
  if (Math.abs(Math.hypot(a, b) - z.r) > 1e-9 * z.r) return undefined;
  return {
    text: workedReply({
      title: 'Forma binómica de un número complejo',
      data: `|z| = ${rText}, arg z = ${deg} (${radiansText(z.degrees)} rad)`,
      steps: [
        'a = |z| · cos θ y b = |z| · sen θ.',
        `cos ${deg} = ${notable ? signedExact(cos) : fmt(cos, 4)} y sen ${deg} = ${notable ? signedExact(sin) : fmt(sin, 4)}.`,
        `a = ${rText} · ${wrap(notable ? signedExact(cos) : fmt(cos, 4))} = ${notable ? signedExact(a) : fmt(a, 4)}; b = ${rText} · ${wrap(notable ? signedExact(sin) : fmt(sin, 4))} = ${notable ? signedExact(b) : fmt(b, 4)}.`,
        `Verificación: √(a² + b²) = ${rText}.`,
      ],
      answer: `**z ${notable ? '=' : '≈'} ${result}**`,
      closing: '¿En qué cuadrante queda z, y coincide con su argumento?',
    }),
    certain: true,
  };
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * «Si z = 1 + i, el argumento de z³ es:»: by De Moivre the argument of zⁿ is n times z's, taken in
 * [0°, 360°); checked against zⁿ multiplied out in binomial form. Only the argument is asked.
 */
function argumentOfPower(statement: string, folded: string): SolverReply | undefined {
  const power = /\bargumento\s+de\s+([zw])\s*(?:\^\s*\(?\s*(\d+)\s*\)?|([⁰¹²³⁴⁵⁶⁷⁸⁹]+))/u.exec(statement);
  if (!power || /\bmodulo\b|forma (?:polar|trigonometrica|exponencial|binomica)/.test(folded))
    return undefined;
  const n = power[2]
    ? Number(power[2])
    : Number([...(power[3] ?? '')].map((c) => SUPERSCRIPT_DIGITS.indexOf(c)).join(''));
  if (!Number.isInteger(n) || n < 2 || n > 20) return undefined;
  const z = readBinomial(statement.replace(/\s+/g, ' '));
  if (!z || z.name !== power[1]) return undefined;
  // Every other number of the statement is z's or the exponent's.
  const rest = statement.replace(/\s+/g, ' ').replace(z.raw, ' ').replace(power[0].replace(/\s+/g, ' '), ' ');
  if (/\d/.test(rest.replace(ARGUMENT_RANGE, ' '))) return undefined;
  if ((statement.match(/\bargumento\b/gi) ?? []).length !== 1) return undefined;
  const { a, b } = z;
  if (Math.hypot(a, b) === 0) return undefined;
  let degrees = (Math.atan2(b, a) * 180) / Math.PI;
  if (degrees < 0) degrees += 360;
  const reducedPower = (((n * degrees) % 360) + 360) % 360;
  const powerDegrees = Math.abs(reducedPower - 360) < 1e-9 ? 0 : reducedPower;
  // The check: zⁿ multiplied out has that argument.
  let [x, y] = [1, 0];
  for (let k = 0; k < n; k++) [x, y] = [x * a - y * b, x * b + y * a];
  let check = (Math.atan2(y, x) * 180) / Math.PI;
  if (check < 0) check += 360;
  const gap = Math.abs(check - powerDegrees);
  if (Math.min(gap, 360 - gap) > 1e-6) return undefined;
  const exact = isInteger(degrees / 15) || isInteger(powerDegrees / 15);
  const is = exact && isInteger(degrees / 15) ? '=' : '≈';
  const sup = (k: number) => [...String(k)].map((d) => SUPERSCRIPT_DIGITS.charAt(Number(d))).join('');
  const name = `${z.name}${sup(n)}`;
  const result = `${fmt(powerDegrees, 2)}°`;
  const multiplied = fmt(n * degrees, 2);
  return {
    text: workedReply({
      title: 'Argumento de una potencia (De Moivre)',
      data: `${z.name} = ${binomial(a, b)}, exponente ${n}`,
      steps: [
        `${z.name} está ${quadrantOf(a, b)}: arg ${z.name} ${is} ${fmt(degrees, 2)}°.`,
        `De Moivre: al elevar a la ${n}, el argumento se multiplica por ${n}: ${n} · ${fmt(degrees, 2)}° ${is} ${multiplied}°${n * degrees < 360 - 1e-9 ? '' : `, que en [0°, 360°) es ${result}`}.`,
        `Verificación: ${name} = ${binomial(Math.abs(x) < 1e-9 ? 0 : x, Math.abs(y) < 1e-9 ? 0 : y)}, que está ${quadrantOf(x, y)} ✓`,
      ],
      answer: `**arg ${name} ${is} ${result} (${radiansText(powerDegrees)} rad)**`,
      closing: '¿Qué le pasa al módulo cuando elevás z a la n?',
    }),
    certain: true,
  };
}

/**
 * «Dado z = 1 − √3 i, determinar su módulo» or «su conjugado»: one of the two asked alone, of a number
 * whose parts may be roots (the binomial reading of complex.ts takes rationals only). Every number of
 * the statement is z's; z is not operated on first.
 */
function modulusOrConjugate(statement: string, folded: string): SolverReply | undefined {
  const modulus = /\bmodulo\b/.test(folded);
  const conjugate = /\bconjugad/.test(folded);
  if (modulus === conjugate || /\bargumento\b|\bforma\b|invers|opuest|\bparte\b|\bafijo\b/.test(folded))
    return undefined;
  const z = readBinomial(statement.replace(/\s+/g, ' '));
  if (!z) return undefined;
  const count = (text: string) => (text.match(/\d+(?:,\d+)?/g) ?? []).length;
  if (count(statement) !== count(z.raw)) return undefined;
  const { a, b, name: n } = z;
  const rest = statement.replace(/\s+/g, ' ').replace(z.raw, ' ');
  const operated = new RegExp(String.raw`${n}\s*[+\-−*/·^²³⁰-⁹]|[+\-−*/·]\s*${n}(?![\p{L}])`, 'u');
  if (operated.test(rest)) return undefined;
  if (modulus) {
    const r = Math.hypot(a, b);
    const rText = exactText(r);
    // The check: the modulus squared is the sum of the parts squared.
    if (Math.abs(r * r - (a * a + b * b)) > 1e-9 * Math.max(1, r * r)) return undefined;
    return {
      text: workedReply({
        title: 'Módulo de un número complejo',
        data: `${n} = ${binomial(a, b)}`,
        steps: [
          `El módulo es la distancia del afijo (a; b) al origen: |${n}| = √(a² + b²).`,
          `|${n}| = √(${square(a)} + ${square(b)}) = √${fmt(r * r, 4)}${rText === `√${fmt(r * r, 4)}` ? '' : ` = ${rText}`}.`,
        ],
        answer: `**|${n}| = ${rText}**`,
        closing: '¿Qué módulo tiene el conjugado de ese número?',
      }),
      certain: true,
    };
  }
  const bar = `${n}\u0304`;
  return {
    text: workedReply({
      title: 'Conjugado de un número complejo',
      data: `${n} = ${binomial(a, b)}`,
      steps: [
        'El conjugado de a + bi es a − bi: conserva la parte real y cambia el signo de la imaginaria.',
        `Verificación: ${n} + ${bar} = ${signedExact(2 * a)}, un número real.`,
      ],
      answer: `**${bar} = ${binomial(a, -b)}**`,
      closing: `¿Cuánto da ${n} · ${bar}, y por qué es siempre real?`,
    }),
    certain: true,
  };
}

// «z₁ = 1 + √3 i», «w = 2 (cos 45° + i sen 45°)»: a number the statement names, up to «y», «,» or its end.
const DEFINITION =
  /(?<![\p{L}])([zwu](?:[₀-₉]|_?\d)?)\s*=\s*(.+?)(?=\s+y\s+[zwu](?:[₀-₉]|_?\d)?\s*=|\s*,\s|\s*[:;\n]|\.(?:\s|$)|$)/gu;
// What may stand between the numbers of the first sentence: «Sean … y …», «Se consideran los números …».
const BETWEEN = /^(?:\s|[,.;:]|\b(?:dados|dadas|sean|sea|se|consideran|los|numeros|complejos|y)\b)*$/;

/**
 * «Sean z₁ = 1 + √3 i y z₂ = 1 − i. Expresar z₁ en forma polar»: a first sentence that only names
 * complex numbers, and a question after it that names one of them and no other. The others are what
 * other questions of the page ask about, no datum of this one: the question is read with its number
 * alone («Sea z₁ = 1 + √3 i. Expresar …»). Undefined for anything else.
 */
export function withOneNamedNumber(problem: string): string | undefined {
  const lead = /^\s*(?:(?:problema|ejercicio)\s*)?\d+\s*[).:-]\s*/i.exec(problem)?.[0] ?? '';
  const text = problem.slice(lead.length);
  const definitions: { name: string; body: string; end: number }[] = [];
  let from = 0;
  for (const m of text.matchAll(DEFINITION)) {
    if (!BETWEEN.test(foldText(text.slice(from, m.index)))) break;
    definitions.push({ name: m[1] ?? '', body: (m[2] ?? '').trim(), end: m.index + m[0].length });
    from = m.index + m[0].length;
  }
  const close = /^\s*(?:[.:;]\s+|\.?\s*\n)/.exec(text.slice(from));
  if (definitions.length < 2 || !close) return undefined;
  if (new Set(definitions.map((d) => d.name)).size !== definitions.length) return undefined;
  // Each one a complex number: its i written.
  if (!definitions.every((d) => /(?<![\p{L}])i(?![\p{L}])|\di\b/u.test(d.body))) return undefined;
  const question = text.slice(from + close[0].length).trim();
  const names = (name: string) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}₀-₉\\d])`, 'u').test(question);
  const named = definitions.filter((d) => names(d.name));
  const [one] = named;
  if (named.length !== 1 || !one || question === '') return undefined;
  return `Sea ${one.name} = ${one.body}. ${question}`;
}

export function solveComplexPolar(problem: string): SolverReply | undefined {
  const reply = solveOnePolar(problem);
  if (reply) return reply;
  const alone = withOneNamedNumber(problem);
  return alone === undefined ? undefined : solveOnePolar(alone);
}

function solveOnePolar(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  const ofPower = argumentOfPower(statement, folded);
  if (ofPower) return ofPower;
  const alone = modulusOrConjugate(statement, folded);
  if (alone) return alone;
  const toPolarAsked =
    /forma (?:polar|trigonometrica|exponencial)|modulo y (?:el )?argumento|\bargumento\b/.test(folded) &&
    !/forma binomica/.test(folded);
  const toBinomialAsked = /forma binomica|binomica/.test(folded);
  // «calculá z⁶», «las raíces de z»: an operation on z, not its conversion (complex-polar-ops.ts).
  if (/(?<![\p{L}])[zw]\s*(?:\^|[⁰¹²³⁴⁵⁶⁷⁸⁹])|\braices\b|\bpotencia\b|moivre/u.test(`${statement} ${folded}`))
    return undefined;
  if (toPolarAsked) return toPolar(statement, folded);
  if (toBinomialAsked) return toBinomial(statement);
  return undefined;
}

export const complexPolar = declareSolver({
  name: 'complex_polar_form',
  offer: 'forma polar de un número complejo',
  summary:
    'A complex number from binomial form a + bi to polar form (modulus and argument in [0°, 360°), in the right quadrant; trigonometric and exponential) and back. Write z = … and the form asked.',
  examples: [
    'Expresá z = −1 + √3 i en forma polar.',
    'Escribí z = 1 − i en forma trigonométrica.',
    'Pasá a forma binómica z = 2 (cos 60° + i sen 60°).',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveComplexPolar,
});
