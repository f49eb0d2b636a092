/**
 * A system of three linear equations in x, y and z, with numbers for coefficients: «Resolver el sistema
 * x + y + z = 6 ; 2x − y + z = 3 ; x + 2y − z = 2», «La solución (x; y; z) del sistema … es:». Solved by
 * elimination with exact fractions; certain only when every number of the statement is in the three
 * equations, the system has a single solution (its determinant is not 0) and that solution satisfies the
 * three equations as written. A system with no single solution is left to the other readings.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { add, div, isZero, mul, neg, type Rational, rat, ratText, sub, ZERO } from './exact.ts';
import { readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const VARS = ['x', 'y', 'z'] as const;
type Row = [Rational, Rational, Rational, Rational];
const COLUMN: Readonly<Record<string, number>> = { x: 0, y: 1, z: 2 };

const COEF = String.raw`\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?`;
const TERM = String.raw`(?:(?:${COEF})\s*[·*]?\s*[xyz]|${COEF}|[xyz])`;
const SIDE = String.raw`[-+]?\s*${TERM}(?:\s*[-+]\s*${TERM})*`;
const EQUATION = new RegExp(String.raw`(?<![\p{L}\d,.])(${SIDE})\s*=\s*(${SIDE})(?![\p{L}\d]|[.,]\d)`, 'gu');

/** A number written with a decimal comma or as a fraction, exactly. */
function exact(raw: string): Rational | undefined {
  const [top = '', bottom] = raw.split('/').map((part) => part.trim());
  const n = readNumber(top);
  if (n === undefined) return undefined;
  const decimals = (/[.,](\d+)$/.exec(top)?.[1] ?? '').length;
  const scale = 10 ** decimals;
  const value = rat(Math.round(n * scale), scale);
  if (bottom === undefined) return value;
  const d = readNumber(bottom);
  return d === undefined || d === 0 ? undefined : div(value, rat(d));
}

/** The side's coefficients of x, y, z and its constant. */
function sideOf(side: string): Row | undefined {
  const row: Row = [ZERO, ZERO, ZERO, ZERO];
  const terms = side.replace(/\s+/g, '').match(/[-+]?[^-+]+/g) ?? [];
  for (const term of terms) {
    const m = /^([-+]?)([^xyz]*?)[·*]?([xyz])?$/.exec(term);
    if (!m) return undefined;
    const sign = m[1] === '-' ? -1 : 1;
    const coefficient = m[2] ? exact(m[2]) : rat(1);
    if (!coefficient) return undefined;
    const index = m[3] ? COLUMN[m[3]] : 3;
    if (index === undefined) return undefined;
    row[index] = add(row[index] ?? ZERO, mul(coefficient, rat(sign)));
  }
  return row;
}

/** a·x + b·y + c·z = d, from «left = right». */
function rowOf(left: string, right: string): Row | undefined {
  const l = sideOf(left);
  const r = sideOf(right);
  if (!l || !r) return undefined;
  return [sub(l[0], r[0]), sub(l[1], r[1]), sub(l[2], r[2]), sub(r[3], l[3])];
}

function read(problem: string): { rows: Row[]; written: string[] } | undefined {
  const text = withoutOptions(problem)
    .normalize('NFC')
    .replace(/[−–]/g, '-')
    .replace(/(\d)\s*·\s*(?=[xyz])/g, '$1')
    // One equation a line, as a page prints a system: a line break ends an equation, never joins a
    // number to the next line's letter («= 3⏎x + 2y» is not 3x).
    .replace(/[ \t]*\n\s*/g, ' ; ');
  const folded = foldText(text);
  if (!/\bsistema\b|\becuaciones\b/.test(folded)) return undefined;
  const found = [...text.matchAll(EQUATION)];
  if (found.length !== 3) return undefined;
  // Every number of the statement is in the three equations.
  let rest = text;
  for (const m of found) rest = rest.replace(m[0], ' ');
  if (/\d/.test(rest)) return undefined;
  // «… y calculá x · y · z», «la suma de las soluciones»: a number made of the solution, not this reading's.
  if (/[xyz]\s*[·*+\-/^]\s*[xyz]|\b(?:suma|producto|cociente|diferencia|promedio)\b/.test(foldText(rest)))
    return undefined;
  const rows: Row[] = [];
  for (const m of found) {
    const row = rowOf(m[1] ?? '', m[2] ?? '');
    if (!row) return undefined;
    rows.push(row);
  }
  // The three unknowns appear.
  if (!VARS.every((_, j) => rows.some((row) => !isZero(row[j] ?? ZERO)))) return undefined;
  return { rows, written: found.map((m) => m[0].trim()) };
}

const det3 = (m: Row[]) => {
  const at = (i: number, j: number) => m[i]?.[j] ?? ZERO;
  const minor = (j: number, k: number) => sub(mul(at(1, j), at(2, k)), mul(at(1, k), at(2, j)));
  return add(sub(mul(at(0, 0), minor(1, 2)), mul(at(0, 1), minor(0, 2))), mul(at(0, 2), minor(0, 1)));
};

/** The determinant with column j replaced by the constants (Cramer). */
const withColumn = (rows: Row[], j: number): Row[] =>
  rows.map((row) => row.map((v, k) => (k === j ? (row[3] ?? ZERO) : v)) as Row);

const rowText = (row: Row) => {
  const parts: string[] = [];
  row.slice(0, 3).forEach((c, j) => {
    if (isZero(c)) return;
    const negative = c.n < 0;
    const size = ratText(negative ? neg(c) : c);
    const term = `${size === '1' ? '' : size}${VARS[j]}`;
    parts.push(parts.length ? `${negative ? '−' : '+'} ${term}` : `${negative ? '−' : ''}${term}`);
  });
  return `${parts.join(' ')} = ${ratText(row[3] ?? ZERO).replace('-', '−')}`;
};

const show = (r: Rational) => ratText(r).replace('-', '−');

export function solveSystemOfThree(problem: string): SolverReply | undefined {
  const reading = read(problem);
  if (!reading) return undefined;
  const { rows } = reading;
  const d = det3(rows);
  if (isZero(d)) return undefined;
  const values = VARS.map((_, j) => div(det3(withColumn(rows, j)), d));
  // The check: each equation as written holds.
  for (const row of rows) {
    const left = row.slice(0, 3).reduce((sum, c, j) => add(sum, mul(c, values[j] ?? ZERO)), ZERO);
    if (!isZero(sub(left, row[3] ?? ZERO))) return undefined;
  }
  const [x, y, z] = values.map(show) as [string, string, string];
  const dx = det3(withColumn(rows, 0));
  const dy = det3(withColumn(rows, 1));
  const dz = det3(withColumn(rows, 2));
  return {
    text: workedReply({
      title: 'Sistema de tres ecuaciones',
      data: rows.map(rowText).join(' ; '),
      steps: [
        'Por reducción: combiná dos pares de ecuaciones para eliminar la misma incógnita, resolvé el sistema de dos que queda y reemplazá hacia atrás (o, lo mismo, por Cramer).',
        `El determinante de los coeficientes es Δ = ${show(d)} ≠ 0: el sistema es compatible determinado (una única solución).`,
        `Cramer: x = Δx/Δ = ${show(dx)}/${show(d)} = ${x}; y = Δy/Δ = ${show(dy)}/${show(d)} = ${y}; z = Δz/Δ = ${show(dz)}/${show(d)} = ${z}.`,
        `Verificación en las tres ecuaciones: ${rows
          .map((row) => {
            const left = row.slice(0, 3).reduce((sum, c, j) => add(sum, mul(c, values[j] ?? ZERO)), ZERO);
            return `${show(left)} = ${show(row[3] ?? ZERO)}`;
          })
          .join('; ')} ✓`,
      ],
      answer: `**Solución: x = ${x}; y = ${y}; z = ${z}**\n\n- Como terna ordenada: (${x}; ${y}; ${z}).\n- **Clasificación: compatible determinado** (una única solución).`,
      closing: '¿Qué incógnita te convenía eliminar primero, y por qué?',
    }),
    certain: true,
  };
}

export const systemOfThree = declareSolver({
  name: 'solve_system_of_three',
  offer: 'sistemas de tres ecuaciones lineales',
  summary:
    'A system of three linear equations in x, y, z with numeric coefficients: its single solution by elimination and Cramer, checked in the three equations (declines a system with no single solution).',
  examples: ['Resolvé el sistema: x + y + z = 6 ; 2x − y + z = 3 ; x + 2y − z = 2.'],
  parameters: { problem: 'the statement, as written' },
  solve: solveSystemOfThree,
});
