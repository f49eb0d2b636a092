/**
 * «El resultado de (−2)³ + 3² · (1/3)⁻¹ − |−5| es:», «Racionalizar el denominador: 10/(3 − √7) =»,
 * «Siendo a ≠ 0 y b ≠ 0, la expresión (a³ · b⁻²)² / (a⁴ · b⁻⁵) es equivalente a:» with its options under it:
 * the expression and each option weighed at the same values of their letters (none: one value), and the
 * option equal to the expression at every value tried is the one asked. Sure only when the expression is
 * the statement's one formula (its numbers all in it, but for «a ≠ 0»), every option reads as an
 * expression in the statement's letters, and exactly one option is equal to it, or none is and an option
 * says «ninguna».
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  equal,
  FUNCTION_WORDS,
  lettersOf,
  PROBE_VALUES,
  SHOWN_VALUES,
  withValues,
} from './identity-options.ts';
import { evaluate, findStatements } from './math-text.ts';
import { fmt } from './numbers.ts';
import { optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';

// What introduces the expression, and the question that closes the statement after it.
const INTRODUCED =
  /(?:la expresion|el resultado de|el valor (?:exacto )?de|(?:racionaliz|simplifi|calcul|resolv|efectu|oper)[a-z]*\b[^:.?]*:)\s*/g;
const ASKED = /\s*(?:(?:es|resulta|queda) (?:equivalente|igual) a|equivale a|es|da|vale|=)\s*:?\s*$/;

/** Characters of a formula: digits, single letters, operators, roots, powers, bars and brackets. */
const FORMULA = /^[\d\sa-z.,+\-−–·*×/:^()|√⁰¹²³⁴⁵⁶⁷⁸⁹⁻½]+$/;

/** A formula's text as the parser reads it: a colon between two terms is a division of the whole. */
function asFormula(text: string): string | undefined {
  const folded = foldText(text).trim();
  if (!FORMULA.test(folded) || /,\s/.test(folded)) return undefined;
  const words = folded.match(/[a-zñ]{2,}/g) ?? [];
  if (words.some((word) => !FUNCTION_WORDS.has(word))) return undefined;
  const parts = folded.split(':');
  if (parts.some((part) => !part.trim())) return undefined;
  return parts.map((part) => `(${part.trim()})`).join('/');
}

/** A formula's value at some values of its letters; NaN outside its domain, undefined if unread. */
function valueAt(formula: string, letters: readonly string[], values: readonly number[]): number | undefined {
  const statements = findStatements(letters.length ? withValues(formula, letters, values) : formula);
  const [statement] = statements;
  if (statements.length !== 1 || !statement || statement.relations.length || statement.sides.length !== 1)
    return undefined;
  const [side] = statement.sides;
  return side ? evaluate(side) : undefined;
}

/** « ≈ 28,2288» after a formula that is not its own value; nothing after a plain number. */
function valued(text: string, value: number | undefined): string {
  if (value === undefined || /^[-−]?\d+(?:,\d+)?$/.test(text.trim())) return '';
  const shown = fmt(value, 4);
  return equal(Number(shown.replace(/\./g, '').replace(',', '.')), value) ? ` = ${shown}` : ` ≈ ${shown}`;
}

type Weighed =
  | { equal: true }
  | { equal: false; values: readonly number[]; option: number; expression: number };

/** Whether an option is equal to the expression at every value tried; the first value it differs at. */
function weigh(option: string, expression: string, letters: readonly string[]): Weighed | undefined {
  const sets = letters.length ? [...SHOWN_VALUES, ...PROBE_VALUES] : [[]];
  let defined = 0;
  for (const values of sets) {
    const left = valueAt(expression, letters, values);
    const right = valueAt(option, letters, values);
    if (left === undefined || right === undefined) return undefined;
    if (!Number.isFinite(left) || !Number.isFinite(right)) continue;
    defined++;
    if (!equal(left, right)) return { equal: false, values, option: right, expression: left };
  }
  return defined >= Math.min(sets.length, 8) ? { equal: true } : undefined;
}

/** The statement's one expression, and what is left of the statement around it. */
function readExpression(stem: string): { formula: string; text: string; rest: string } | undefined {
  const folded = foldText(stem.replace(/≠/g, ' distinto de '))
    .replace(/^\s*\d+\s*[).]\s*/, '')
    .trim();
  const asked = ASKED.exec(folded);
  if (!asked) return undefined;
  const before = folded.slice(0, asked.index);
  const intros = [...before.matchAll(INTRODUCED)];
  const last = intros.at(-1);
  const start = last ? (last.index ?? 0) + last[0].length : 0;
  const text = before.slice(start).trim();
  const formula = asFormula(text);
  if (!formula || !/[\d⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(formula)) return undefined;
  return { formula, text, rest: `${before.slice(0, start)} ${folded.slice(asked.index)}` };
}

export function solveExpressionOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const { options } = read;
  const stem = read.statement.replace(/\n/g, ' ');
  // «¿cuál no es equivalente?» is another question.
  if (/\bno (?:es|son|equivale)|\bfals|incorrect/.test(foldText(stem))) return undefined;
  const expression = readExpression(stem);
  if (!expression) return undefined;
  // Every number of the statement is in the expression, but the letters' restrictions («a ≠ 0»).
  const rest = expression.rest.replace(/\b[a-z]\s*(?:!=|distint[oa] de)\s*0\b/g, '');
  if (/\d/.test(rest)) return undefined;
  const letters = lettersOf(expression.formula);
  if (!letters || letters.length > 3) return undefined;

  const formulas = options.map((option) => (option.none ? undefined : asFormula(option.text)));
  if (options.some((option, i) => !option.none && !formulas[i])) return undefined;
  // An option's letters are the expression's: «a · b²» for an expression in a and b.
  if (formulas.some((formula) => formula && lettersOf(formula)?.some((letter) => !letters.includes(letter))))
    return undefined;
  const weighed = formulas.map((formula) =>
    formula ? weigh(formula, expression.formula, letters) : undefined,
  );
  const chosen = provenOption(options, (option) => weighed[options.indexOf(option)]?.equal);
  if (!chosen) return undefined;

  const value = letters.length ? undefined : valueAt(expression.formula, [], []);
  const steps = options.flatMap((option, i) => {
    const w = weighed[i];
    if (!w) return [];
    if (w.equal)
      return [
        letters.length
          ? `${option.label}) ${option.text}: da lo mismo que la expresión con todos los valores que probamos (donde la expresión está definida): son equivalentes.`
          : `${option.label}) ${option.text}${valued(option.text, value)}: es el valor de la expresión ✓`,
      ];
    const at = letters.map((letter, j) => `${letter} = ${fmt(w.values[j] ?? 0, 4)}`).join(' y ');
    return [
      letters.length
        ? `${option.label}) ${option.text}: con ${at} da ${fmt(w.option, 4)}, y la expresión da ${fmt(w.expression, 4)}: no es equivalente.`
        : `${option.label}) ${option.text}${valued(option.text, w.option)}: no es el valor de la expresión.`,
    ];
  });
  const opening = letters.length
    ? 'Dos expresiones equivalentes dan lo mismo con cualquier valor de sus letras (donde están definidas); para descartar una opción alcanza un valor en el que no coincida.'
    : `Resolvé respetando el orden (potencias y raíces, productos y cocientes, sumas y restas): ${expression.text}${valued('', value)}.`;
  return {
    text: workedReply({
      title: letters.length ? 'Cuál opción es equivalente a la expresión' : 'El valor de la expresión',
      data: `${expression.text}; ${options.length} opciones`,
      steps: [opening, ...steps],
      answer: `**${chosen.label}) ${chosen.text}**`,
      closing: letters.length
        ? '¿Qué propiedad de las potencias o qué factoreo te lleva de la expresión a esa opción?'
        : '¿Qué paso te costó más: el signo de la potencia o el exponente negativo?',
    }),
    certain: true,
    option: chosen.label,
  };
}

export const expressionOptions = declareSolver({
  name: 'expression_among_options',
  offer: 'cuál opción es igual a una expresión (opciones)',
  summary:
    'Which option equals an expression: a number to compute (powers, roots, absolute values, a denominator to rationalize) or an expression in letters to simplify, each option weighed against it at the same values. Pass the statement with its options, one per line «A) …».',
  examples: [
    'El resultado de (−2)^3 + 3^2 · (1/3)^(−1) − |−5| es:\nA) 14\nB) 22\nC) −4\nD) 4\nE) Ninguna respuesta anterior es correcta',
  ],
  parameters: { problem: 'the statement with its options, one per line' },
  solve: solveExpressionOptions,
});
