/**
 * An option that is a function of x («y = −x/3», «(4x + 2)/(3 − x)», «f⁻¹(x) = log₂(x + 3) − 1») is one
 * function, whatever way it is written: read by its digits or its text it never matches a right result
 * written another way («y = −1/3 x», «(−4x − 2)/(x − 3)»), and «ninguna» would be named wrongly. The
 * option and the function a result line states are compared by their values at points where both exist.
 */
import { evaluate, findStatements, hasX, type Node } from '../solvers/math-text.ts';

const SAMPLES = [-3.7, -1.3, -0.45, 0.35, 1.6, 2.9, 4.3, 7.1];

/** «y =», «f(x) =», «f⁻¹(x) =», «g^(-1)(x) =»: the name a function's formula is given under. */
const HEAD = /^\s*(?:y|[a-zA-Z](?:⁻¹|\^\(?-1\)?)?\s*\(\s*x\s*\))\s*=\s*/;

/** The one expression in x a text is, or undefined. */
function expressionIn(text: string): Node | undefined {
  const found = findStatements(text.replace(/−/g, '-'));
  const [only] = found;
  if (!only || found.length !== 1 || only.relations.length !== 0) return undefined;
  const [node] = only.sides;
  return node && hasX(node) ? node : undefined;
}

/** The option as a function of x: its formula after «y =» or «f(x) =», or the whole option. */
export function optionFunction(option: string): Node | undefined {
  const body = option.replace(HEAD, '').replace(/\.$/, '');
  // Only formulas: words, sets or intervals are other readers'.
  if (/[\p{L}]{2,}|[{}[\];∪∞]/u.test(body.replace(/\b(?:log|ln|sen|cos|tg)\b/g, ''))) return undefined;
  return expressionIn(body);
}

/**
 * The formula a bold run states without a name: «Resultado: 2x³ − x² − 5x + 3», «(x + 3)/(x² − 1), con
 * x ≠ 1», or an identity «(x + 2)² = x² + 4x + 4» (both members in x). Undefined for «x = 3» and the like.
 */
function unnamedFormula(text: string): string | undefined {
  const body = text
    .replace(/^[\p{L}\s]+:\s*/u, '')
    .replace(/,\s*con\b.*$/u, '')
    .trim();
  const members = body.split('=');
  const [first] = members;
  if (first === undefined || !expressionIn(first)) return undefined;
  return members.at(-1);
}

/** The functions the result lines state: the last member of «y = … = …» or «f⁻¹(x) = …» in a bold run. */
export function statedFunctions(lines: readonly string[]): Node[] {
  const found: Node[] = [];
  for (const line of lines) {
    for (const run of line.matchAll(/\*\*([^*]+)\*\*/g)) {
      const text = run[1] ?? '';
      const last = HEAD.test(text) ? text.replace(HEAD, '').split('=').at(-1) : unnamedFormula(text);
      const node = last === undefined ? undefined : expressionIn(last);
      if (node) found.push(node);
    }
  }
  return found;
}

/** Whether two functions of x take the same values at every sample point where both exist (four at least). */
function sameFunction(a: Node, b: Node): boolean {
  const both = SAMPLES.map((x) => [evaluate(a, x), evaluate(b, x)] as const).filter(
    ([p, q]) => Number.isFinite(p) && Number.isFinite(q),
  );
  return both.length >= 4 && both.every(([p, q]) => Math.abs(p - q) <= 1e-9 * Math.max(1, Math.abs(p)));
}

/**
 * Whether the result states the option's function: true or false when the option is a function of x and
 * the result states one; undefined when either is not, for the other readers to decide.
 */
export function statesOptionFunction(option: string, lines: readonly string[]): boolean | undefined {
  const wanted = optionFunction(option);
  const stated = statedFunctions(lines);
  if (!wanted || stated.length === 0) return undefined;
  return stated.some((node) => sameFunction(wanted, node));
}
