/**
 * «¿Cuál de las siguientes igualdades es verdadera para todo par de números reales a y b?» with its options
 * written under it (A) (a + b)² = a² + b², B) √(a²) = |a| …): each equality weighed with the letters
 * replaced by numbers. One that fails for some value is refuted by that value, shown; one that holds for
 * every value tried (a dozen, irrational-looking, of both signs unless the statement restricts them) is
 * the identity. Sure only when every option reads as an equality in letters and exactly one option is
 * what is asked (the true one, or the false one), or none is and an option says «ninguna».
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { evaluate, findStatements } from './math-text.ts';
import { fmt } from './numbers.ts';
import { optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';

/** Words an option may hold that are functions, not letters standing for numbers. */
export const FUNCTION_WORDS = new Set(['sen', 'cos', 'tg', 'tan', 'log', 'ln', 'sqrt']);

// Values tried: small integers first (a refutation is shown with them), then values no identity's
// accident matches. Positive ones only when the statement restricts the letters to positive numbers.
export const SHOWN_VALUES: readonly (readonly number[])[] = [
  [2, 3, 5],
  [-2, 3, 4],
  [3, -5, -2],
  [-4, -1, 3],
];
export const PROBE_VALUES: readonly (readonly number[])[] = [
  [137 / 100, 271 / 100, 53 / 10],
  [-173 / 100, 59 / 20, 31 / 7],
  [41 / 13, -89 / 25, -7 / 3],
  [-53 / 17, -67 / 19, 13 / 11],
  [97 / 7, 3 / 11, -101 / 9],
  [1 / 3, -23 / 5, 17 / 4],
  [29 / 6, 11 / 8, 43 / 10],
  [-9 / 7, 61 / 12, -37 / 13],
];

const written = (n: number) => (Number.isInteger(n) ? String(n) : `${Math.round(n * 1e6)}/1000000`);

/** The letters an option writes, in order of appearance: «2ab» has a and b; «sen x» only x. */
export function lettersOf(text: string): string[] | undefined {
  const letters: string[] = [];
  for (const [word] of foldText(text).matchAll(/[a-zñ]+/g)) {
    if (FUNCTION_WORDS.has(word)) continue;
    // e and i are numbers of their own (Euler's, the imaginary unit): no letter reading of them.
    if (/[ei]/.test(word) && !/^(?:sen|log)$/.test(word)) return undefined;
    for (const letter of word) if (!letters.includes(letter)) letters.push(letter);
  }
  return letters;
}

/** The option with each letter replaced by its value in brackets: «2ab» → «2(2)(3)». */
export function withValues(text: string, letters: readonly string[], values: readonly number[]): string {
  return foldText(text).replace(/[a-zñ]+/g, (word) =>
    FUNCTION_WORDS.has(word)
      ? ` ${word} `
      : [...word].map((letter) => `(${written(values[letters.indexOf(letter)] ?? Number.NaN)})`).join(''),
  );
}

/** Both members of an equality at some values, or undefined when it does not read as one equality. */
function members(text: string, letters: readonly string[], values: readonly number[]) {
  const statements = findStatements(withValues(text, letters, values));
  const [statement] = statements;
  if (statements.length !== 1 || !statement || statement.relations.join() !== '=') return undefined;
  const [left, right] = statement.sides;
  if (!left || !right || statement.sides.length !== 2) return undefined;
  return { left: evaluate(left), right: evaluate(right) };
}

export const equal = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

type Weighed =
  | { holds: true; letters: string[] }
  | { holds: false; letters: string[]; values: readonly number[]; left: number; right: number };

/** Whether an option's equality holds at every value tried; the first value it fails at, shown. */
function weigh(text: string, positive: boolean): Weighed | undefined {
  const letters = lettersOf(text);
  if (!letters?.length || letters.length > 3) return undefined;
  const pick = (values: readonly number[]) => (positive ? values.map(Math.abs) : values);
  let defined = 0;
  for (const values of [...SHOWN_VALUES, ...PROBE_VALUES].map(pick)) {
    const sides = members(text, letters, values);
    if (!sides) return undefined;
    // Neither member a real number (a root of a negative on both sides): no test at that value.
    if (!Number.isFinite(sides.left) && !Number.isFinite(sides.right)) continue;
    defined++;
    if (!equal(sides.left, sides.right)) return { holds: false, letters, values, ...sides };
  }
  return defined >= 8 ? { holds: true, letters } : undefined;
}

const shown = (value: number) => (Number.isFinite(value) ? fmt(value, 4) : 'no es un número real');

export function solveIdentityOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const { options } = read;
  const statement = foldText(read.statement.replace(/\n/g, ' '));
  // The question: which equality holds for every value (or which does not), said as exams say it.
  if (!/\b(?:igualdad|identidad|expresion|afirmacion|propiedad)(?:es)?\b/.test(statement)) return undefined;
  // «para todo a y b», «siempre»; or no value given to a letter, so that only an identity can be meant.
  if (
    !/para (?:todo|todos|cualquier)|cualesquiera|siempre|\bidentidad/.test(statement) &&
    /\b[a-z] ?(?:=|vale|es igual a) ?-?\d/.test(statement)
  )
    return undefined;
  const falseAsked =
    /\b(?:falsa|incorrecta|no (?:es|son) (?:verdadera|valida|correcta)|no se cumple|no siempre)/.test(
      statement,
    );
  if (!falseAsked && !/\b(?:verdadera|correcta|valida|cierta|se cumple|identidad)/.test(statement))
    return undefined;
  // Letters restricted to positive numbers: only those are tried.
  // Letters under a logarithm are positive numbers unless the statement says any real.
  const logs = options.some((option) => /\b(?:log|ln)\b/.test(foldText(option.text)));
  const positive =
    /positiv|mayores que (?:cero|0)|> ?0\b/.test(statement) || (logs && !/\breales?\b/.test(statement));
  if (/distint|no nul|!= ?0|≠ ?0|negativ/.test(statement) && !positive) return undefined;

  const weighed = options.map((option) => (option.none ? undefined : weigh(option.text, positive)));
  const chosen = provenOption(options, (option) => {
    const w = weighed[options.indexOf(option)];
    return w && w.holds === !falseAsked;
  });
  if (!chosen) return undefined;

  const steps = options.flatMap((option, i) => {
    const w = weighed[i];
    if (!w) return [];
    if (w.holds)
      return [
        `${option.label}) ${option.text}: se cumple con todos los valores que probamos, de los dos signos${positive ? ' (positivos, como pide el enunciado)' : ''}; es una identidad.`,
      ];
    const at = w.letters.map((letter, j) => `${letter} = ${fmt(w.values[j] ?? 0, 4)}`).join(' y ');
    return [
      `${option.label}) ${option.text}: falla con ${at}: el primer miembro da ${shown(w.left)} y el segundo ${shown(w.right)}.`,
    ];
  });
  return {
    text: workedReply({
      title: falseAsked ? 'Cuál igualdad no vale siempre' : 'Cuál igualdad vale siempre',
      data: `${options.length} opciones; ${positive ? 'letras positivas' : 'letras que son cualquier número real'}`,
      steps: [
        'Una igualdad que vale para todos los números se cumple con cualquier valor que pongas; para descartarla alcanza un solo valor en el que falle (un contraejemplo).',
        ...steps,
      ],
      answer: `**${chosen.label}) ${chosen.text}**`,
      closing: '¿Con qué valores probarías primero para descartar una igualdad rápido?',
    }),
    certain: true,
    option: chosen.label,
  };
}

export const identityOptions = declareSolver({
  name: 'identity_among_options',
  offer: 'cuál igualdad vale para todos los números (opciones)',
  summary:
    'Which of the options is an identity (holds for every value of its letters) or which is not: each equality tried with values of both signs (positive ones when the statement asks so, or under a logarithm); a refuted one shown with its counterexample. Pass the statement with its options, one per line «A) …».',
  examples: [
    '¿Cuál de las siguientes igualdades es verdadera para todo par de números reales a y b?\nA) (a + b)² = a² + b²\nB) √(a²) = |a|\nC) √(a + b) = √a + √b\nD) (a − b)² = a² − b²',
  ],
  parameters: { problem: 'the statement with its options, one per line' },
  solve: solveIdentityOptions,
});
