/**
 * A later part that studies the function an earlier part found (#32): «a) Halle la expresión de f.
 * b) Indique el vértice… c) ¿Para qué valores de x es f(x) < 0?», «a) Determine a y b. b) Halle el
 * conjunto solución de P(x) < 0». Read alone, the part names a function the statement does not write
 * out; written with the function the earlier part's sure reply found (its result line, or the statement
 * with the letters it found put in), the part is a problem of its own.
 */

import { foldText } from '../text.ts';
import { appearsIn, type PartAnswer, withDefinition, withEarlierParameter } from './part-chains.ts';

/** A function an earlier part found: its name, its expression, the part. */
export interface FoundFunction {
  label: string;
  name: string;
  body: string;
}

// «**Forma polinómica: f(x) = 2x² - 8x - 10**», «**P(x) = 2(x + 3/2)(x - 1)(x - 2)**»: a result line
// that states one function of x.
const FUNCTION_RESULT =
  /^\s*\*\*\s*(?:[\p{L} ]{1,30}:\s*)?([a-zA-Z])\s*\(\s*x\s*\)\s*=\s*([-−+\dx()²³⁴^/.,·* ]+?)\s*\*\*\s*$/gmu;

/** The function an earlier part's sure reply states as its one result, when it states one. */
export function earlierFunction(part: PartAnswer): FoundFunction | undefined {
  if (!part.reply?.certain) return undefined;
  const lines = [...part.reply.text.matchAll(FUNCTION_RESULT)];
  const [line] = lines;
  if (lines.length !== 1 || !line?.[1] || !line[2] || !/x/.test(line[2])) return undefined;
  return { label: part.label, name: line[1], body: line[2].trim() };
}

/** Whether every number of the statement is in the earlier reply: then the statement says nothing more. */
const usesEveryNumber = (statement: string, earlierReply: string) =>
  (statement.match(/\d+(?:[.,]\d+)?/g) ?? []).every((number) => appearsIn(earlierReply, number));

/**
 * The problems the part is read as with the function written out: its inequality or equation of the
 * function with the expression in its place («¿Para qué valores de x es 2x² − 8x − 10 < 0?»), then the
 * part after «Dada f(x) = …». None unless the statement names the function by its letter, the earlier
 * reply used every number of the statement, and the part asks of no other letter it names alone.
 */
export function withEarlierFunction(
  question: string,
  found: FoundFunction,
  statement: string,
  earlierReply: string,
): string[] {
  const named = new RegExp(`(?<![\\p{L}\\d_])${found.name}(?![\\p{L}\\d_])`, 'u');
  if (!named.test(statement) || !usesEveryNumber(statement, earlierReply)) return [];
  const definition = `Dada ${found.name}(x) = ${found.body}.`;
  const defined = withDefinition(definition, question);
  return [...(defined === undefined ? [] : [defined]), `${definition}\n${question.trim()}`];
}

/**
 * The statement with every letter an earlier part found together («**a = −3; b = −5**») written as
 * its value, and the part's question: the one-letter reading (withEarlierParameter) a letter at a time.
 * Undefined when a letter is an unknown (x, y, z), the part names one of them, or one is in no formula.
 */
export function withEarlierParameters(
  question: string,
  values: readonly (readonly [string, string])[],
  statement: string,
): { statements: string[]; question: string } | undefined {
  if (values.length < 2 || values.some(([letter]) => !/^[a-w]$/.test(letter))) return undefined;
  let statements = [statement];
  let asked = question;
  for (const [letter, value] of values) {
    const next: string[] = [];
    for (const written of statements) {
      const read = withEarlierParameter(asked, { letter, value: value.replace('−', '-') }, written);
      if (!read) return undefined;
      next.push(...read.statements);
      asked = read.question;
    }
    statements = [...new Set(next)];
  }
  return { statements, question: asked };
}

/** Each problem a part is read as with the statement a found letter wrote: as it is, and its f(x) written out. */
export function parameterProblems(written: { statements: string[]; question: string }): string[] {
  return written.statements.flatMap((statement) => withDefinition(statement, written.question) ?? []);
}

// «Exprese en radianes las soluciones halladas en a)», «Pase a grados los ángulos obtenidos»: the earlier
// solutions asked again in the other unit of angle.
const OTHER_UNIT =
  /\b(?:expres|pas|escrib|d)\p{L}*\s+(?:en|a)\s+(radianes|grados)\s+(?:las|los)\s+(?:soluciones|angulos|valores|resultados)\b|\b(?:las|los)\s+(?:soluciones|angulos|valores|resultados)\s+(?:hallad|obtenid|encontrad|calculad)[oa]s\b[^.?]*?\ben\s+(radianes|grados)\b/u;
// «[0°, 360°)», «[0°; 360°]», «[0, 2π)»: one turn, in degrees or in radians.
const DEGREES_TURN = /\[\s*0\s*°\s*[;,]\s*360\s*°\s*([)\]])/u;
const RADIANS_TURN = /\[\s*0\s*[;,]\s*2\s*π\s*([)\]])/u;

/**
 * «a) Encuentre sus soluciones en [0°, 360°). b) Exprese en radianes las soluciones halladas en a)»: the
 * earlier question that set the turn in the other unit, with the turn in the unit asked («[0, 2π)»), a
 * problem of its own. Undefined unless the part asks the earlier solutions in the other unit and an
 * earlier question names the turn in the unit it does not ask.
 */
export function inOtherAngleUnit(question: string, earlier: readonly string[]): string | undefined {
  const asked = OTHER_UNIT.exec(foldText(question));
  const unit = asked?.[1] ?? asked?.[2];
  if (!unit) return undefined;
  const from = unit === 'radianes' ? DEGREES_TURN : RADIANS_TURN;
  const previous = [...earlier].reverse().find((text) => from.test(text));
  if (!previous) return undefined;
  return previous.replace(from, (_turn, end: string) =>
    unit === 'radianes' ? `[0, 2π${end}` : `[0°, 360°${end}`,
  );
}

// «el módulo del producto obtenido en a)», «el conjugado del cociente hallado en b)»: a complex number an
// earlier part found, named by the operation and the part.
const EARLIER_NUMBER =
  /\b(?:de(?:l| la)?|el|la)\s+(?:producto|cociente|resultado|numero complejo|complejo|numero)\s+(?:obtenid|hallad|calculad|encontrad)[oa]\s+en\s+(?:el (?:item|inciso) |la parte )?\(?([a-d])\)/u;
// «**z₁ · z₂ = 11 + 10i**»: a result line whose value is one complex number in binomial form.
const COMPLEX_RESULT =
  /^\s*\*\*[^*\n=]*=\s*([-−]?\s*\d+(?:[.,]\d+)?(?:\/\d+)?\s*[+\-−]\s*\d*(?:[.,]\d+)?(?:\/\d+)?\s*i)\s*\*\*\s*$/gmu;

/**
 * «c) El módulo del producto obtenido en a)»: the part with that number written out («El módulo de
 * z = 11 + 10i»), a problem of its own; undefined unless the part names an earlier part by its label
 * and that part's sure reply states one complex number.
 */
export function withEarlierComplex(
  question: string,
  previous: PartAnswer,
): { problem: string; value: string } | undefined {
  const folded = foldText(question);
  if (folded.length !== question.length) return undefined;
  const named = EARLIER_NUMBER.exec(folded);
  if (!named || named[1] !== previous.label || !previous.reply?.certain) return undefined;
  const results = [...previous.reply.text.matchAll(COMPLEX_RESULT)];
  const value = results[0]?.[1]?.trim();
  if (results.length !== 1 || !value) return undefined;
  // The folded question keeps the written one's length: the reference is cut at the same place.
  const problem = `${question.slice(0, named.index)}de z = ${value}${question.slice(named.index + named[0].length)}`;
  return {
    problem: problem.replace(/^\s*(?:el|la)\s/i, (article) => `Calcule ${article.trim().toLowerCase()} `),
    value,
  };
}
