/**
 * «Si x₁ y x₂ son las raíces de 2x² − 5x − 3 = 0, el valor de x₁² + x₂² es:»: a number made of the two roots
 * of a quadratic by their names, not the roots. Vieta gives their sum and product; the expression is
 * worked with the roots themselves and checked unchanged when they swap names (a symmetric expression is
 * a number of the equation alone). Sure only when the equation is a quadratic with real roots and the
 * expression reads whole; otherwise left to the others.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { coefAt, degree, polyAdd, value } from './exact.ts';
import { findStatements, hasX, toRationalFunction } from './math-text.ts';
import { asFraction, fmt } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const FIRST = String.raw`(?:₁|_\{?1\}?|1)`;
const SECOND = String.raw`(?:₂|_\{?2\}?|2)`;

/** The letter of the two roots named in the statement («x₁ y x₂ son las raíces de …»), if it names them. */
function rootLetter(folded: string): string | undefined {
  const named = new RegExp(
    String.raw`\b([a-z])\s*${FIRST}\s*(?:y|e|,)\s*\1\s*${SECOND}\s+(?:son\s+)?(?:las\s+)?(?:dos\s+)?(?:raices|soluciones)\b|\b(?:raices|soluciones)\s+([a-z])\s*${FIRST}\s*(?:y|e|,)\s*\2\s*${SECOND}\b`,
    'u',
  ).exec(folded);
  return named?.[1] ?? named?.[2];
}

type Value = { kind: 'value'; of: (a: number, b: number) => number };

/** A tiny reader of the expression asked: numbers, the two roots, + − · / and powers, brackets. */
function readExpression(text: string, letter: string): Value | undefined {
  const source = text
    .replace(new RegExp(`${letter}\\s*${FIRST}`, 'gu'), ' A ')
    .replace(new RegExp(`${letter}\\s*${SECOND}`, 'gu'), ' B ')
    .replace(/−/g, '-')
    .replace(/[·×]/g, '*')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/(\d),(\d)/g, '$1.$2');
  const tokens = source.match(/\d+(?:\.\d+)?|[AB]|[-+*/^()]|\S/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const fail = (): never => {
    throw new Error('unreadable');
  };
  const primary = (): Value['of'] => {
    const t = tokens[i++];
    if (t === undefined) return fail();
    if (t === 'A') return (a) => a;
    if (t === 'B') return (_, b) => b;
    if (/^\d/.test(t)) {
      const n = Number(t);
      return () => n;
    }
    if (t === '(') {
      const inner = sum();
      if (tokens[i++] !== ')') fail();
      return inner;
    }
    if (t === '-') {
      const inner = power();
      return (a, b) => -inner(a, b);
    }
    return fail();
  };
  const power = (): Value['of'] => {
    const base = primary();
    if (peek() !== '^') return base;
    i++;
    const exponent = power();
    return (a, b) => base(a, b) ** exponent(a, b);
  };
  const product = (): Value['of'] => {
    let left = power();
    for (;;) {
      const t = peek();
      if (t === '*' || t === '/') {
        i++;
        const right = power();
        const l = left;
        left = t === '*' ? (a, b) => l(a, b) * right(a, b) : (a, b) => l(a, b) / right(a, b);
      } else if (t === 'A' || t === 'B' || t === '(' || (t !== undefined && /^\d/.test(t))) {
        // «2x₁», «x₁x₂», «x₁(x₂ + 1)»: a product written without its sign.
        const right = power();
        const l = left;
        left = (a, b) => l(a, b) * right(a, b);
      } else return left;
    }
  };
  const sum = (): Value['of'] => {
    let left = product();
    for (;;) {
      const t = peek();
      if (t !== '+' && t !== '-') return left;
      i++;
      const right = product();
      const l = left;
      left = t === '+' ? (a, b) => l(a, b) + right(a, b) : (a, b) => l(a, b) - right(a, b);
    }
  };
  try {
    const of = sum();
    return i === tokens.length ? { kind: 'value', of } : undefined;
  } catch {
    return undefined;
  }
}

/** A whole number or the fraction a float is, with a denominator up to 1000, when it is one. */
function asFractionText(x: number): string | undefined {
  const whole = Math.round(x);
  if (Math.abs(whole - x) < 1e-9 * Math.max(1, Math.abs(x))) return `${whole}`;
  const fraction = asFraction(x, 1000);
  return fraction && `${fraction.numerator}/${fraction.denominator}`;
}

export function solveRootsExpression(problem: string): SolverReply | undefined {
  const written = withoutOptions(problem);
  const folded = foldText(written);
  const letter = rootLetter(folded);
  if (!letter) return undefined;
  const names = new RegExp(`${letter}\\s*(?:${FIRST}|${SECOND})(?![\\d])`, 'gu');
  // The equation: the one formula with the letter and an equal sign once the roots' names are words.
  const equations = findStatements(written.replace(names, ' raíz ')).filter(
    (s) => s.relations.length === 1 && s.relations[0] === '=' && s.sides.some(hasX),
  );
  const [equation] = equations;
  if (!equation || equations.length !== 1) return undefined;
  const [left, right] = equation.sides.map(toRationalFunction);
  if (!left || !right || left.den.length !== 1 || right.den.length !== 1) return undefined;
  if (degree(left.den) !== 0 || degree(right.den) !== 0) return undefined;
  const p = polyAdd(left.num, right.num, -1);
  if (degree(p) !== 2 || right.den.some((c) => value(c) !== 1) || left.den.some((c) => value(c) !== 1))
    return undefined;
  const [c, b, a] = [coefAt(p, 0), coefAt(p, 1), coefAt(p, 2)].map(value) as [number, number, number];
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) return undefined;
  // The expression asked: the one run of math that names a root and works with it («x₁² + x₂²»), before
  // or after the equation.
  const runs = [
    ...folded.matchAll(
      new RegExp(`(?:[\\d,.]+|[()+\\-−·*/^²³]|\\s|${letter}\\s*(?:${FIRST}|${SECOND}))+`, 'gu'),
    ),
  ]
    .map((m) =>
      m[0]
        .trim()
        .replace(/^[\d,.]+\s*,\s*/, '')
        .replace(/[.,]$/, '')
        .trim(),
    )
    .filter(
      (run) =>
        new RegExp(`${letter}\\s*(?:${FIRST}|${SECOND})`, 'u').test(run) &&
        /[-−+·*/^²³]|\d\s*[a-z]|[a-z]\s*[₁12]\s*[a-z]/.test(run),
    );
  if (runs.length !== 1) return undefined;
  const [asked] = runs as [string];
  const expression = readExpression(asked, letter);
  if (!expression) return undefined;
  const r1 = (-b - Math.sqrt(discriminant)) / (2 * a);
  const r2 = (-b + Math.sqrt(discriminant)) / (2 * a);
  const result = expression.of(r1, r2);
  const swapped = expression.of(r2, r1);
  if (!Number.isFinite(result) || Math.abs(result - swapped) > 1e-9 * Math.max(1, Math.abs(result)))
    return undefined;
  const exact = asFractionText(result);
  const shown = exact?.includes('/') ? `${exact} = ${fmt(result, 4)}` : (exact ?? fmt(result, 4));
  const s = asFractionText(-b / a) ?? fmt(-b / a, 4);
  const q = asFractionText(c / a) ?? fmt(c / a, 4);
  const roots = [r1, r2].map((r) => asFractionText(r) ?? fmt(r, 4));
  const display = asked.replace(/\s+/g, ' ');
  return {
    text: workedReply({
      title: 'Expresión con las raíces de una cuadrática',
      data: `la ecuación de segundo grado con a = ${fmt(a, 4)}, b = ${fmt(b, 4)}, c = ${fmt(c, 4)}; se pide ${display}`,
      steps: [
        `Por Vieta, sin resolver: ${letter}₁ + ${letter}₂ = −b/a = ${s} y ${letter}₁ · ${letter}₂ = c/a = ${q}.`,
        `Las raíces, con la resolvente (Δ = ${fmt(discriminant, 4)}): ${letter}₁ = ${roots[0]} y ${letter}₂ = ${roots[1]}; cumplen la suma y el producto de arriba.`,
        `Reemplazadas en ${display}: da ${shown}. Con los nombres cambiados da lo mismo, así que el valor no depende de cuál llamás ${letter}₁.`,
      ],
      // The expression's own digits (x₁², 1/x₂) stay out of the result line, which is read against options.
      answer: `**Valor pedido: ${exact ?? fmt(result, 4)}**`,
      closing: `¿Podés escribir ${display} usando solo la suma y el producto de las raíces?`,
    }),
    certain: true,
  };
}
