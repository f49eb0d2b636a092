/**
 * A question about a function defined in the statement that is an equation in disguise: "Sea
 * f(x) = log₂(x − 1) + 3. ¿Para qué x vale f(x) = 5?" or "Hallá el cero de f". The definition is put
 * in, and the equation goes to the solver of its kind (logarithmic or exponential, or algebraic),
 * which solves it, checks the domain and verifies the result.
 */
import { foldText } from '../text.ts';
import { solveAlgebra } from './algebra.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { definitionOf } from './domain.ts';
import { solveExponentialLog } from './exponential.ts';
import { hasExponential, hasKind, nodeTex } from './math-text.ts';
import { prepareMath, readNumber } from './numbers.ts';
import { withoutOptions } from './statement.ts';

const NUM = String.raw`-?\d+(?:[.,]\d+)?(?:\/\d+)?`;

export function solveFunctionEquation(problem: string): SolverReply | undefined {
  const toReach = solveTimeToReach(problem);
  if (toReach) return toReach;
  // «P(x) = 4x − 6»: a capital name is read as its lowercase, and shown as written.
  const capital = /\b([A-Z])(?=\s*\(\s*x\s*\)\s*=)/.exec(withoutOptions(problem))?.[1];
  const statement = withoutOptions(problem).replace(/\b([A-Z])(?=\s*\(\s*x\s*\))/g, (c) => c.toLowerCase());
  if (capital && new RegExp(`\\b${capital.toLowerCase()}\\s*\\(\\s*x\\s*\\)`).test(withoutOptions(problem)))
    return undefined;
  const prepared = prepareMath(statement);
  const folded = foldText(prepared);
  const definition = definitionOf(
    statement.replace(/\b([a-z])\s*\(\s*x\s*\)\s*=\s*(?=-?\d+(?:[.,]\d+)?\s*[?.]?\s*$)/m, ''),
  );
  if (!definition) return undefined;
  // «P(x) = 4x − 6»: a capital name too, read folded (lowercase) in what follows the definition.
  const head = /\b([a-zA-Z])\s*\(\s*x\s*\)\s*=/.exec(prepared);
  const name = head?.[1]?.toLowerCase();
  const shownName = capital ?? name;
  if (!head || !name || !shownName) return undefined;
  // The value asked comes after the definition: «Sea f(x) = 2^(x − 1)» is no «sea … = 2».
  const bodyAt = prepared.indexOf(definition.body, head.index);
  const after = bodyAt < 0 ? '' : foldText(prepared.slice(bodyAt + definition.body.length));
  // «¿Para qué valor de x el valor numérico de P(x) = 4x − 6 es 10?»: the x asked before the definition,
  // the value right after it.
  const xAskedFirst = /\bpara que (?:valor(?:es)? de )?x\b|\bque valor(?:es)? de x\b/.test(
    foldText(prepared.slice(0, head.index)),
  );
  const valueAsked =
    new RegExp(
      // «¿… vale f(x) = 5?», «Resolver f(x) = 5.», «Hallar x tal que f(x) = 5.»: the value closes the sentence.
      String.raw`(?:vale|valga|sea|es igual a)\s+(?:${name}\(x\)\s*=\s*)?(${NUM})\b|${name}\(x\)\s*=\s*(${NUM})\s*\?|(?:resolv\w*|resolver|tal que)\s+(?:la ecuacion\s+)?${name}\(x\)\s*=\s*(${NUM})\s*(?:[.;]|$)`,
    ).exec(after) ??
    (xAskedFirst ? new RegExp(String.raw`^\s*(?:es|da|vale)\s+(${NUM})\s*\?\s*$`).exec(after) : null);
  // «Hallar su cero» names the one function the statement defines; with two defined, «su» is not read.
  const oneDefined = (prepared.match(/\b[a-z]\s*\(\s*x\s*\)\s*=/g) ?? []).length === 1;
  const zeroAsked =
    new RegExp(
      String.raw`\b(?:el cero|los ceros|la raiz|las raices)\s+de\s+${name}\b|${name}\s+corta al eje (?:x|de las abscisas)`,
    ).test(folded) ||
    (oneDefined && /\b(?:hall|calcul|determin|indic|encontr)\w*\s+(?:su|el)\s+(?:cero|raiz)\b/.test(after));
  if (!valueAsked === !zeroAsked) return undefined;
  const target = valueAsked ? ((valueAsked[1] ?? valueAsked[2] ?? valueAsked[3]) as string) : '0';
  const { node, body } = definition;
  if (hasKind(node, 'trig') || hasKind(node, 'abs') || hasKind(node, 'sqrt')) return undefined;
  const equation = `${body.trim()} = ${target}`;
  const transcendental = hasKind(node, 'log') || hasExponential(node);
  // A polynomial's zeros are the function study's; a value of it is a plain equation.
  if (!transcendental && zeroAsked) return undefined;
  const text = transcendental ? solveExponentialLog(equation) : solveAlgebra(equation);
  if (!text) return undefined;
  const lead = `Pedir ${zeroAsked ? `el cero de ${shownName}` : `${shownName}(x) = ${target.replace('.', ',')}`} es resolver la ecuación $${nodeTex(node)} = ${target.replace('.', '{,}')}$.`;
  return { text: text.replace(/^(## [^\n]*\n\n)/, `$1${lead}\n\n`), certain: true };
}

const TIME_UNITS: [RegExp, string][] = [
  [/\bhoras?\b/, 'h'],
  [/\bminutos?\b/, 'min'],
  [/\bsegundos?\b/, 's'],
  [/\bdias?\b/, 'días'],
  [/\bmeses\b|\bmes\b/, 'meses'],
  [/\banos?\b/, 'años'],
];

/**
 * «N(t) = 500 · 2^(t/3) … ¿Al cabo de cuántas horas habrá 4000 bacterias?»: a quantity that grows or
 * decays exponentially in time, and the time when it reaches a value: the equation N(t) = value, solved
 * in t. Only when every number of the statement is the model's or the value asked, and one t ≥ 0 solves it.
 */
export function solveTimeToReach(problem: string): SolverReply | undefined {
  const statement = prepareMath(withoutOptions(problem));
  const folded = foldText(statement);
  const model =
    /\b([A-Za-z])\s*\(\s*t\s*\)\s*=\s*([^;:]+?)(?=,\s|;|:|\s+con\b|\s+donde\b|\s+siendo\b|\.\s|\.?$)/.exec(
      statement,
    );
  const asked = new RegExp(
    String.raw`(?:al cabo de cuant|cuant\w* (?:tiempo|horas|minutos|segundos|dias|meses|anos)|cuando|en que momento)[^?]*?\b(?:habra|haya|alcan[zc]\w*|lleg\w* a|sea de|sera de|valga|queda\w*)\s+(${NUM})`,
  ).exec(folded);
  if (!model || !asked) return undefined;
  const expression = (model[2] ?? '').trim();
  if (!/\^/.test(expression) || !/\bt\b/.test(expression)) return undefined;
  const target = (asked[1] ?? '').replace(/\./g, '');
  const known = [...expression.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0]);
  const numbers = [...folded.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0]);
  if (numbers.some((n) => !known.includes(n) && n !== target && n !== asked[1])) return undefined;
  const text = solveExponentialLog(`${expression.replace(/\bt\b/g, 'x')} = ${target}`);
  const solution = text && /\*\*Solución: x ([=≈]) (-?[\d.,]+)\*\*/.exec(text);
  const value = solution ? readNumber(solution[2] ?? '') : undefined;
  if (!text || !solution || value === undefined || value < 0) return undefined;
  // The unit of t: «con t en años», else the one the question counts in.
  const unitOf = (said: string) => TIME_UNITS.find(([words]) => words.test(said))?.[1];
  const modelUnit = unitOf(/\bt en (\w+)/.exec(folded)?.[1] ?? '');
  const countedIn = unitOf(folded.slice(asked.index));
  const unit = modelUnit ?? countedIn ?? '';
  // «con t en horas … ¿al cabo de cuántos minutos…?» asks t in another unit than the model's.
  if (modelUnit && countedIn && modelUnit !== countedIn) return undefined;
  const lead = `Preguntar cuándo ${model[1]}(t) llega a ${target} es resolver la ecuación ${expression.replace(/\*/g, '·')} = ${target} (con x en lugar de t).`;
  return {
    text: text
      .replace(/^(## [^\n]*\n\n)/, `$1${lead}\n\n`)
      .replace(solution[0], `**t ${solution[1]} ${solution[2]}${unit ? ` ${unit}` : ''}**`),
    certain: true,
  };
}

export const functionEquation = declareSolver({
  name: 'function_equation',
  offer: 'ecuaciones con una función dada',
  summary:
    'For a function defined in the statement (f(x) = …, with logarithms, exponentials or polynomials), the x where it takes a given value or its zero: the equation f(x) = c solved with the domain checked.',
  examples: [
    'Sea f(x) = log₂(x − 1) + 3. ¿Para qué x vale f(x) = 5?',
    'Sea f(x) = log₂(x − 1) + 3. Hallá el cero de f.',
    'Sea f(x) = x² − 4x + 1. ¿Para qué x vale 6?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveFunctionEquation,
});
