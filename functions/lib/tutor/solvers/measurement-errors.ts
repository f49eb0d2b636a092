/**
 * Errors of measurement as the course defines them: a result written Z ± ΔZ, the relative error ΔZ / Z
 * over the most probable value (the mean of the readings) and the percent error, 100 times that.
 *
 * The course leaves open which absolute error a series of readings has, and whether one reading's error
 * is the instrument's whole smallest division or half of it: this reading takes one only when the
 * statement says which («tomando como error absoluto la mayor desviación…», «…la apreciación del
 * instrumento»), and otherwise answers the mean alone or declines.
 */
import { at } from '../../../../shared/lib/must.ts';
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { findQuantities, foldForUnits, type Quantity } from './units.ts';

/** A datum as the statement types it: its value, its unit's symbol and where it stands. */
interface Reading {
  value: number;
  unit: string;
  index: number;
  end: number;
}

type Convention =
  | 'largest'
  | 'mean'
  | 'half-range'
  | 'appreciation'
  | 'half-appreciation'
  | 'double-appreciation'
  | 'triple-appreciation';

/** The absolute error as a multiple of the appreciation, for the conventions that take it so. */
const APPRECIATION_MULTIPLE: Partial<Record<Convention, { factor: number; said: string }>> = {
  appreciation: { factor: 1, said: 'la apreciación' },
  'half-appreciation': { factor: 0.5, said: 'la mitad de la apreciación' },
  'double-appreciation': { factor: 2, said: 'el doble de la apreciación' },
  'triple-appreciation': { factor: 3, said: 'el triple de la apreciación' },
};
type Asked =
  | 'mean'
  | 'total'
  | 'absolute'
  | 'relative'
  | 'percent'
  | 'result'
  | 'lowest'
  | 'highest'
  | 'smaller-relative';

const CUE = /\berror(?:es)?\b|valor mas probable|±|\+-|\+\/-/;

// «…tomando como error absoluto la semidiferencia…», or said after it: «el error absoluto, tomado como la
// semidiferencia entre la mayor y la menor de las mediciones» (the clause leaves «error absoluto», what
// is asked, out).
// «tomando como valor más probable el promedio y como error absoluto la semidiferencia…»: the second «como».
const CONVENTION_CLAUSE =
  /(?:tomando|considerando|tomar|se toma|si se toma|usando|adoptando|considerar)\s+como\s+error\s+absoluto[^.;:?!]*?(?=[,.;:?!]|$)|(?<=\b(?:tomando|considerando|usando|adoptando)\s+como\s+[^.;:?!]*?)\by\s+como\s+error\s+absoluto[^.;:?!]*?(?=[,.;:?!]|$)|(?<=\berror\s+absoluto,?\s+)(?:tomado|considerado|calculado|definido|estimado)\s+como\s+[^.;:?!]*?(?=[,.;:?!]|$)/g;

/** The convention a statement names for the absolute error, in the clause that names it. */
function readConvention(clause: string): Convention | undefined {
  // «el doble de la apreciación», «el triple de su menor división»: a multiple said in one word.
  const multiple = /\b(doble|triple) de (?:la|su) (?:apreciacion|menor division|minima division)\b/.exec(
    clause,
  );
  if (multiple && !/\b(?:veces|tercio|tercera|cuarta|quinta|decima|mitad)\b/.test(clause))
    return multiple[1] === 'doble' ? 'double-appreciation' : 'triple-appreciation';
  // «el doble de la apreciación», «tres veces la menor división», «la cuarta parte de…»: a multiple no
  // convention here names (the whole appreciation was taken, 0,4 % stated for 0,8 %).
  if (/\b(?:doble|triple|cuadruple|veces|tercio|tercera|cuarta|quinta|decima)\b/.test(clause))
    return undefined;
  if (/\bsemi(?:diferencia|dispersion)\b|\bmitad de la diferencia entre\b/.test(clause)) return 'half-range';
  if (/\bmayor\b[^,]*\b(?:diferencias?|desviacion(?:es)?|desvios?)\b/.test(clause)) return 'largest';
  if (/\bpromedio\b[^,]*\bdesviacion(?:es)?\b|\bdesviacion media\b|\bdesvio medio\b/.test(clause))
    return 'mean';
  // «la mitad de la apreciación»: half the smallest division, the other usual choice.
  if (/\b(?:mitad|semi)\b[^,]*\b(?:apreciacion|menor division|minima division)\b/.test(clause))
    return 'half-appreciation';
  if (/\b(?:apreciacion|menor division|minima division)\b/.test(clause)) return 'appreciation';
  return undefined;
}

/** What the question asks, in the text left once the data and the convention are blanked out. */
function readAsked(question: string): Asked[] {
  const asked: Asked[] = [];
  if (/\bvalor (?:mas probable|medio|promedio)\b|\bmejor valor\b|\bel promedio\b/.test(question))
    asked.push('mean');
  if (
    /\berror relativo porcentual\b|\berror porcentual\b|\berror relativo (?:en|expresado en) porcentaje\b/.test(
      question,
    )
  )
    asked.push('percent');
  if (/\berror relativo\b(?! porcentual| en porcentaje| expresado en porcentaje)/.test(question))
    asked.push('relative');
  if (/\berror absoluto\b/.test(question)) asked.push('absolute');
  if (
    /\b(?:expres\w*|escrib\w*|inform\w*)\b[^.?]*\bresultado\b|\bresultado\b[^.?]*\bse (?:expresa|escribe|informa)\b/.test(
      question,
    )
  )
    asked.push('result');
  if (/\b(?:longitud|masa|valor|medida) total\b|\bla suma\b/.test(question)) asked.push('total');
  if (/\b(?:menor|minimo) valor\b/.test(question)) asked.push('lowest');
  if (/\b(?:mayor|maximo) valor\b/.test(question)) asked.push('highest');
  if (/\b(?:menor|mas chico) error relativo\b/.test(question)) asked.push('smaller-relative');
  return asked;
}

const UNIT_SYMBOL = (q: Quantity) => q.unit.symbol;

/** The readings typed one after another with one unit: «12,4 s; 12,6 s; 12,5 s y 12,3 s». */
function listedSeries(folded: string, quantities: readonly Quantity[]): Reading[][] {
  const runs: Reading[][] = [];
  let run: Reading[] = [];
  for (const q of quantities) {
    const previous = run.at(-1);
    const joined =
      previous !== undefined &&
      previous.unit === UNIT_SYMBOL(q) &&
      /^\s*(?:[;,]\s*(?:y\s+)?|y\s+|e\s+|-\s+|\/\s+)$/.test(folded.slice(previous.end, q.index));
    if (!joined) {
      if (run.length >= 3) runs.push(run);
      run = [];
    }
    run.push({ value: q.value, unit: UNIT_SYMBOL(q), index: q.index, end: q.end });
  }
  if (run.length >= 3) runs.push(run);
  return runs;
}

const CELL_NUMBER = new RegExp(`^\\s*(${NUMBER_SOURCE})\\s*$`);

/**
 * A series in a table row, «| T (s) | 1,42 | 1,46 | 1,44 |»: the unit in the row's label, numbers in
 * every other cell. A row that only numbers the readings («| Medición | 1 | 2 | 3 |») is no datum.
 */
function tableSeries(message: string): { series: Reading[]; counters: number[] }[] | undefined {
  const rows = message.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line));
  if (rows.length === 0) return [];
  const found: { series: Reading[]; counters: number[] }[] = [];
  for (const row of rows) {
    const cells = row
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|');
    const label = foldForUnits(cells[0] ?? '');
    const values = cells.slice(1).map((cell) => CELL_NUMBER.exec(foldForUnits(cell))?.[1]);
    if (values.some((value) => value === undefined)) return undefined;
    const numbers = values.map((value) => parseNumber(value ?? ''));
    if (/\b(?:medicion(?:es)?|n°|nro|numero|#|ensayo)\b/.test(label)) {
      if (!numbers.every((value, i) => value === i + 1)) return undefined;
      found.push({ series: [], counters: numbers });
      continue;
    }
    const unit = /\(([^()]+)\)/.exec(label)?.[1];
    const quantity = unit === undefined ? undefined : findQuantities(`1 ${unit}`)[0];
    if (!quantity || numbers.length < 3) return undefined;
    found.push({
      series: numbers.map((value) => ({ value, unit: quantity.unit.symbol, index: -1, end: -1 })),
      counters: [],
    });
  }
  return found;
}

const RESULT = new RegExp(
  `\\(?\\s*(${NUMBER_SOURCE})\\s*(?:±|\\+-|\\+/-)\\s*(${NUMBER_SOURCE})\\s*\\)?\\s*([a-z°µ%/²³^0-9]*)`,
  'g',
);

interface Reported {
  label: string | undefined;
  value: number;
  error: number;
  unit: string;
  index: number;
  end: number;
}

/** Results written Z ± ΔZ, «L₁ = (8,00 ± 0,02) m», with the name before the «=» when there is one. */
function reportedResults(folded: string): Reported[] {
  return [...folded.matchAll(RESULT)].map((match) => {
    const before = folded.slice(0, match.index);
    const label = /([a-z][a-z0-9₀-₉_]*)\s*=\s*$/.exec(before)?.[1];
    const unitText = group(match, 3);
    const unit = unitText ? findQuantities(`1 ${unitText}`)[0]?.unit.symbol : undefined;
    return {
      label,
      value: parseNumber(group(match, 1)),
      error: parseNumber(group(match, 2)),
      unit: unit ?? unitText,
      index: match.index,
      end: match.index + match[0].length,
    };
  });
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The absolute error of a series by the convention the statement names. */
function seriesError(
  values: readonly number[],
  convention: Convention,
): { error: number; how: string } | undefined {
  const average = mean(values);
  const deviations = values.map((value) => Math.abs(value - average));
  if (convention === 'largest')
    return { error: Math.max(...deviations), how: 'la mayor de las desviaciones respecto del valor medio' };
  if (convention === 'mean') return { error: mean(deviations), how: 'el promedio de las desviaciones' };
  if (convention === 'half-range')
    return {
      error: (Math.max(...values) - Math.min(...values)) / 2,
      how: 'la semidiferencia entre el mayor y el menor valor',
    };
  return undefined;
}

/** A value with at most four decimals and without floating-point dust. */
const show = (value: number) => fmt(Number(value.toPrecision(10)), 4);
const decimalsOf = (value: number) => {
  const text = String(Number(value.toPrecision(10)));
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
};
const oneFigure = (value: number) => Number(value.toPrecision(1)) === Number(value.toPrecision(10));

/** Every number the statement types, to check that the reading used each one. */
function typedNumbers(folded: string): { value: number; index: number; end: number }[] {
  return [...folded.matchAll(new RegExp(`(?<![\\p{L}\\d,.^₀-₉])${NUMBER_SOURCE}`, 'gu'))].map((match) => ({
    value: parseNumber(match[0]),
    index: match.index,
    end: match.index + match[0].length,
  }));
}

/** «el tiempo de 10 oscilaciones», «5 mediciones»: counts that describe what was measured. */
const DESCRIPTIVE_COUNT = /^\s*(?:oscilaciones|vueltas|veces|mediciones|medidas|lecturas|periodos|alumnos)\b/;

interface Measured {
  value: number;
  error?: number;
  /** The value is a true value the reading is compared with: only the errors are asked of it. */
  againstTrue?: boolean;
  unit: string;
  data: string;
  steps: string[];
  /** Where the data stand, blanked out before the question is read. */
  spans: [number, number][];
  used: number[];
}

/** The measurement a statement gives: a series, one result written Z ± ΔZ or one reading and its instrument. */
function readMeasured(
  message: string,
  folded: string,
  convention: Convention | undefined,
): Measured | 'decline' | undefined {
  const table = tableSeries(message);
  if (table === undefined) return 'decline';
  const quantities = findQuantities(folded);
  const runs = [
    ...listedSeries(folded, quantities),
    ...table.filter((row) => row.series.length).map((row) => row.series),
  ];
  const reported = reportedResults(folded);
  if (runs.length > 1 || (runs.length === 1 && reported.length > 0)) return 'decline';
  const counters = table.flatMap((row) => row.counters);
  const run = runs[0];
  if (run) {
    const values = run.map((reading) => reading.value);
    const unit = at(run, 0, 'reading').unit;
    const average = mean(values);
    const steps = [
      `El valor más probable es el promedio de las ${values.length} mediciones: (${values.map(show).join(' + ')}) / ${values.length} = ${show(average)} ${unit}.`,
    ];
    const error = convention ? seriesError(values, convention) : undefined;
    if (convention && !error) return 'decline';
    if (error) {
      const deviations = values.map((value) => show(Math.abs(value - average)));
      steps.push(
        convention === 'half-range'
          ? `Error absoluto, como pide el enunciado (${error.how}): (${show(Math.max(...values))} − ${show(Math.min(...values))}) / 2 = ${show(error.error)} ${unit}.`
          : `Las desviaciones |xᵢ − x̄| son ${deviations.join('; ')} ${unit}; el error absoluto, como pide el enunciado, es ${error.how}: ${show(error.error)} ${unit}.`,
      );
    }
    return {
      value: average,
      ...(error ? { error: error.error } : {}),
      unit,
      data: `mediciones: ${values.map(show).join('; ')} ${unit}`,
      steps,
      spans: run.filter((reading) => reading.index >= 0).map((reading) => [reading.index, reading.end]),
      used: [...values, ...counters],
    };
  }
  if (reported.length === 1) {
    const [result] = reported as [Reported];
    return {
      value: result.value,
      error: result.error,
      unit: result.unit,
      data: `${result.label ? `${result.label} = ` : ''}(${show(result.value)} ± ${show(result.error)}) ${result.unit}`,
      steps: [
        `El resultado informado da el valor más probable, ${show(result.value)} ${result.unit}, y el error absoluto, ${show(result.error)} ${result.unit}.`,
      ],
      spans: [[result.index, result.end]],
      used: [result.value, result.error],
    };
  }
  if (reported.length === 2 && SUM_RULE.test(folded)) return sumOf(reported as [Reported, Reported]);
  if (reported.length > 1) return 'decline';
  // «Una medición de tiempo dio t = 4,0 s con un error relativo porcentual del 5 %»: the one reading.
  if (GIVEN_PERCENT.test(folded) && quantities.length === 1) {
    const [reading] = quantities as [Quantity];
    return {
      value: reading.value,
      unit: reading.unit.symbol,
      data: `lectura: ${show(reading.value)} ${reading.unit.symbol}`,
      steps: [],
      spans: [[reading.index, reading.end]],
      used: [reading.value],
    };
  }
  return errorInWords(folded, quantities) ?? oneReading(folded, quantities, convention);
}

/** «se comete un error absoluto de 2 mm», «con un error de 0,5 s»: the absolute error said in words. */
const ERROR_BEFORE =
  /\berror(?: absoluto)?(?: cometido)?(?: es| fue| vale| de la medicion)?(?: de| del| igual a)?\s*$/;
/** «cuyo valor verdadero es 25,0 s», «el valor real es de…»: the value a reading is compared with. */
const TRUE_BEFORE =
  /\bvalor (?:verdadero|real|exacto|aceptado|convencionalmente verdadero)(?: es| era| vale| igual a| de)*\s*$/;

/**
 * One reading and, said in words, its absolute error («al medir 80 cm se comete un error absoluto de
 * 2 mm») or the true value it is compared with («mide 25,3 s un intervalo cuyo valor verdadero es
 * 25,0 s»: Δx = |x − x_v|, ε = Δx / x_v). Both of one dimension, the error in the reading's unit.
 */
function errorInWords(folded: string, quantities: readonly Quantity[]): Measured | undefined {
  const before = (q: Quantity) => folded.slice(Math.max(0, q.index - 50), q.index);
  const errors = quantities.filter((q) => ERROR_BEFORE.test(before(q)));
  const trues = quantities.filter((q) => TRUE_BEFORE.test(before(q)));
  if (errors.length + trues.length !== 1 || quantities.length !== 2) return undefined;
  const given = at([...errors, ...trues], 0, 'the error or the true value');
  const reading = quantities.find((q) => q !== given);
  if (!reading || reading.unit.dimension !== given.unit.dimension || !(reading.value > 0)) return undefined;
  const unit = reading.unit.symbol;
  const inReading = (given.value * given.unit.factor) / reading.unit.factor;
  // The words that say it («error absoluto de») are data too: blanked with the number, they ask nothing.
  const saying = (errors.length ? ERROR_BEFORE : TRUE_BEFORE).exec(before(given));
  const from = saying ? given.index - (before(given).length - saying.index) : given.index;
  const spans: [number, number][] = [
    [from, given.end],
    [reading.index, reading.end],
  ];
  if (errors.length) {
    return {
      value: reading.value,
      error: inReading,
      unit,
      data: `lectura: ${show(reading.value)} ${unit}; error absoluto: ${show(given.value)} ${given.unit.symbol}`,
      steps:
        given.unit === reading.unit
          ? []
          : [
              `El error absoluto en la unidad de la lectura: ${show(given.value)} ${given.unit.symbol} = ${show(inReading)} ${unit}.`,
            ],
      spans,
      used: [given.value, reading.value],
    };
  }
  if (!(inReading > 0)) return undefined;
  const error = Math.abs(reading.value - inReading);
  return {
    value: inReading,
    error,
    unit,
    againstTrue: true,
    data: `lectura: ${show(reading.value)} ${unit}; valor verdadero: ${show(given.value)} ${given.unit.symbol}`,
    steps: [
      `El error absoluto es la diferencia entre la lectura y el valor verdadero: Δx = |${show(reading.value)} − ${show(inReading)}| = ${show(error)} ${unit}; el relativo se toma sobre el valor verdadero.`,
    ],
    spans,
    used: [given.value, reading.value],
  };
}

/** «el error relativo del área», «…de un producto»: the error of a quantity computed from the measured one. */
const DERIVED_ERROR =
  /\berror(?:es)?(?: (?:absoluto|relativo|porcentual)s?){0,2} (?:de una|de un|del?|de la|de su) (?:producto|cociente|resta|diferencia|potencia|area|superficie|volumen|perimetro|densidad|velocidad|cuadrado|cubo)\b/;

/** «el error absoluto de una suma es la suma de los errores absolutos»: the rule, as the statement gives it. */
const SUM_RULE = /\berror absoluto de (?:una|la) suma es (?:igual a )?la suma de los errores absolutos\b/;
/** «Si el error absoluto de una diferencia es la suma de los errores absolutos»: the rule propagation uses. */
const DIFFERENCE_RULE =
  /\berror absoluto de (?:una|la) (?:diferencia|resta) es (?:igual a )?la suma de los errores absolutos\b/;

/** Two results added by the rule the statement gives: the values add, and so do their absolute errors. */
function sumOf([first, second]: [Reported, Reported]): Measured | 'decline' {
  if (first.unit !== second.unit || !first.unit) return 'decline';
  const value = first.value + second.value;
  const error = first.error + second.error;
  const unit = first.unit;
  return {
    value,
    error,
    unit,
    data: `(${show(first.value)} ± ${show(first.error)}) ${unit} y (${show(second.value)} ± ${show(second.error)}) ${unit}; el error de una suma es la suma de los errores`,
    steps: [
      `La suma de los valores: ${show(first.value)} + ${show(second.value)} = ${show(value)} ${unit}.`,
      `Su error absoluto, con la regla que da el enunciado: ${show(first.error)} + ${show(second.error)} = ${show(error)} ${unit}.`,
    ],
    spans: [
      [first.index, first.end],
      [second.index, second.end],
    ],
    used: [first.value, first.error, second.value, second.error],
  };
}

const APPRECIATION =
  /\b(?:menor division|minima division|apreciacion|aprecia)\b(?:\s+(?:es|de|del instrumento|del instrumento es|vale))*\s*(?:de\s+)?$/;

/** One reading and its instrument's smallest division, the error when the statement takes it so. */
function oneReading(
  folded: string,
  quantities: readonly Quantity[],
  convention: Convention | undefined,
): Measured | 'decline' | undefined {
  const divisions = quantities.filter((q) =>
    APPRECIATION.test(folded.slice(Math.max(0, q.index - 60), q.index)),
  );
  if (divisions.length !== 1) return undefined;
  const [division] = divisions as [Quantity];
  const readings = quantities.filter((q) => q !== division && q.unit.dimension === division.unit.dimension);
  if (readings.length !== 1) return 'decline';
  const [reading] = readings as [Quantity];
  const multiple = convention ? APPRECIATION_MULTIPLE[convention] : undefined;
  const half = convention === 'half-appreciation';
  const error = ((multiple?.factor ?? 1) * division.value * division.unit.factor) / reading.unit.factor;
  const takesIt = multiple !== undefined;
  return {
    value: reading.value,
    ...(takesIt ? { error } : {}),
    unit: reading.unit.symbol,
    data: `lectura: ${show(reading.value)} ${reading.unit.symbol}; apreciación: ${show(division.value)} ${division.unit.symbol}`,
    steps: takesIt
      ? [
          half
            ? `El error absoluto es la mitad de la apreciación, como dice el enunciado: ${show(division.value)} ${division.unit.symbol} / 2 = ${show(error)} ${reading.unit.symbol}.`
            : multiple && multiple.factor !== 1
              ? `El error absoluto es ${multiple.said}, como dice el enunciado: ${show(multiple.factor)} · ${show(division.value)} ${division.unit.symbol} = ${show(error)} ${reading.unit.symbol}.`
              : `El error absoluto es la apreciación, como dice el enunciado: ${show(division.value)} ${division.unit.symbol}${division.unit === reading.unit ? '' : ` = ${show(error)} ${reading.unit.symbol}`}.`,
        ]
      : [],
    spans: [
      [division.index, division.end],
      [reading.index, reading.end],
    ],
    used: [division.value, reading.value],
  };
}

/** «…con un error relativo porcentual del 5 %»: a percent error given, and what it leaves to find. */
const GIVEN_PERCENT = new RegExp(
  `error (?:relativo )?porcentual (?:del?|es del?|igual al?|de un)\\s*(${NUMBER_SOURCE})\\s*%`,
);

const CHANGED =
  /\b(?:duplic|triplic|cuadruplic|reduc|aument|disminu)\w*|\b(?:mitad|doble|triple|fuera|fueran)\b/;

/** Whether the question names a unit («en mm», «en milisegundos») other than the measurement's. */
function otherUnitAsked(question: string, unit: string): boolean {
  return [...question.matchAll(/\b(?:en|a)\s+([a-zµμ°][a-zµμ°/^²³0-9]*)/g)].some((match) => {
    const word = match[1] ?? '';
    const named = findQuantities(`1 ${word}`)[0]?.unit.symbol;
    // A unit the table lacks («milisegundos») is still another unit.
    if (named === undefined) return /(?:segundos?|metros?|gramos?|litros?)$/.test(word);
    return named !== unit;
  });
}

/** The solver: the asked errors of the measurement the statement gives, or undefined when it is not one. */
export function solveMeasurementErrors(message: string): SolverReply | undefined {
  const folded = foldForUnits(message.replace(/\n[A-E]\)[^\n]*/g, ' '));
  if (!CUE.test(folded)) return undefined;
  const clauses = [...folded.matchAll(CONVENTION_CLAUSE)];
  if (clauses.length > 1) return undefined;
  const clause = clauses[0];
  const convention = clause ? readConvention(clause[0]) : undefined;
  // A convention the reading does not know (the standard deviation, quadratures) is not this reading's.
  if (clause && !convention) return undefined;
  const combined = propagation(folded) ?? powerOfOne(folded);
  if (combined) return combined;
  // Propagation through products, quotients and powers is not this reading's; a sum only by the rule given.
  if (DERIVED_ERROR.test(folded)) return undefined;
  if (/\berror\w* (?:de una|de la|del?) suma\b/.test(folded) && !SUM_RULE.test(folded)) return undefined;
  if (asksSmallerRelative(folded)) return compareRelative(message, folded);
  if (/\bcuantas (?:cifras )?decimales\b/.test(folded)) return decimalsForBound(folded);
  const least = smallestReading(folded, convention);
  if (least !== 'not asked') return least;
  const given = GIVEN_PERCENT.exec(folded);
  const measured = readMeasured(message, folded, convention);
  if (measured === undefined) return undefined;
  if (measured === 'decline') return undefined;

  let blanked = folded;
  const blank = (start: number, end: number) => {
    blanked = blanked.slice(0, start) + ' '.repeat(end - start) + blanked.slice(end);
  };
  for (const [start, end] of measured.spans) blank(start, end);
  if (clause) blank(clause.index, clause.index + clause[0].length);
  if (given) blank(given.index, given.index + given[0].length);
  const rule = SUM_RULE.exec(folded);
  if (rule) blank(rule.index, rule.index + rule[0].length);
  const asked = readAsked(blanked);
  if (asked.length === 0 || asked.includes('smaller-relative')) return undefined;
  // «Si se duplica el error absoluto…»: a datum changed in words, another problem.
  if (CHANGED.test(blanked)) return undefined;
  // «¿…el error absoluto en milisegundos?»: a unit asked that is not the measurement's.
  if (otherUnitAsked(blanked, measured.unit)) return undefined;
  // A total is asked of two results added, never of a series (its mean is no total); «el error de la
  // longitud total» asks the error alone.
  if (asked.includes('total') && !SUM_RULE.test(folded)) return undefined;
  if (asked.includes('total') && asked.some((kind) => kind !== 'total'))
    asked.splice(asked.indexOf('total'), 1);

  const steps = [...measured.steps];
  const used = [...measured.used];
  let error = measured.error;
  if (given) {
    const percent = parseNumber(group(given, 1));
    if (error !== undefined) return undefined;
    error = (measured.value * percent) / 100;
    used.push(percent);
    steps.push(
      `Del error relativo porcentual sale el absoluto: Δx = ε% · x / 100 = ${show(percent)} · ${show(measured.value)} / 100 = ${show(error)} ${measured.unit}.`,
    );
  }
  // Every number of the statement is a datum this reading used, or a count of what was measured.
  const unused = typedNumbers(folded).filter(
    (typed) =>
      !used.some((value) => Math.abs(value - typed.value) <= 1e-12 * Math.max(1, Math.abs(value))) &&
      !DESCRIPTIVE_COUNT.test(folded.slice(typed.end)),
  );
  if (unused.length > 0) return undefined;
  // «el tiempo de 10 oscilaciones» measured, «el período» asked: the mean is of ten, not of one.
  const counted = /\d\s+(?:oscilaciones|vueltas|periodos)\b/.test(folded);
  if (counted && /\bperiodo|\bfrecuencia|\b(?:una|cada) (?:oscilacion|vuelta)\b/.test(blanked))
    return undefined;

  // Compared with a true value, only the errors are asked: no mean, total or bound of it.
  if (measured.againstTrue && asked.some((kind) => !['absolute', 'relative', 'percent'].includes(kind)))
    return undefined;
  const needsError = asked.some((kind) => kind !== 'mean' && kind !== 'total');
  if (needsError && error === undefined) {
    return {
      certain: false,
      text: workedReply({
        title: 'Errores de una medición',
        data: measured.data,
        steps: [
          ...steps,
          'El error absoluto de una serie (o de una sola lectura) se toma según lo que indique tu curso: la mayor desviación respecto del promedio, el promedio de las desviaciones, la semidiferencia entre el mayor y el menor valor, o la apreciación del instrumento.',
          'Con el error absoluto Δx: ε = Δx / x̄, ε% = 100 · ε, y el resultado se escribe x = (x̄ ± Δx).',
        ],
        answer: 'Todavía no te doy el error: el enunciado no dice qué criterio usar para el error absoluto.',
        closing: '¿Qué criterio usa tu guía o tu profesor para el error absoluto?',
      }),
    };
  }

  const { value, unit } = measured;
  const lines: string[] = [];
  for (const kind of asked) {
    if (kind === 'mean') lines.push(`Valor más probable: x̄ = ${show(value)} ${unit}`);
    if (kind === 'total') lines.push(`Total: ${show(value)} ${unit}`);
    if (error === undefined) continue;
    const relative = error / value;
    if (kind === 'absolute') lines.push(`Error absoluto: Δx = ${show(error)} ${unit}`);
    if (kind === 'relative') {
      steps.push(`Error relativo: ε = Δx / x̄ = ${show(error)} / ${show(value)} ≈ ${fmt(relative, 5)}.`);
      lines.push(`Error relativo: ε ≈ ${fmt(relative, 5)}`);
    }
    if (kind === 'percent') {
      steps.push(
        `Error relativo porcentual: ε% = 100 · Δx / x̄ = 100 · ${show(error)} / ${show(value)} ≈ ${fmt(relative * 100, 3)} %.`,
      );
      lines.push(`Error relativo porcentual: ε% ≈ ${fmt(relative * 100, 3)} %`);
    }
    if (kind === 'lowest') lines.push(`Menor valor posible: x̄ − Δx = ${show(value - error)} ${unit}`);
    if (kind === 'highest') lines.push(`Mayor valor posible: x̄ + Δx = ${show(value + error)} ${unit}`);
    if (kind === 'result') {
      // The result is written with the error to one figure and the value to the error's last decimal:
      // when the numbers do not already read so, the rounding is the course's call.
      if (!oneFigure(error) || decimalsOf(value) > decimalsOf(error)) return undefined;
      steps.push('El resultado se escribe con el valor más probable y su error absoluto: x = (x̄ ± Δx).');
      lines.push(`Resultado: x = (${fmt(value, decimalsOf(error))} ± ${show(error)}) ${unit}`);
    }
  }
  if (lines.length === 0) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Errores de una medición',
      data: measured.data,
      steps,
      answer: lines.map((line) => `**${line}**`).join('\n'),
      closing:
        '¿Por qué el error relativo sirve para comparar mediciones de distinto tamaño y el absoluto no?',
    }),
  };
}

const asksSmallerRelative = (folded: string) =>
  /\bcual\b[^?]*\b(?:menor|mas chico) error relativo\b/.test(folded);

/**
 * «L₁ = (8,00 ± 0,02) m y L₂ = (40,0 ± 0,2) cm. ¿Cuál tiene menor error relativo porcentual?»: each
 * relative error, and the one that is smaller. «Más precisa» is not read: the course defines precision
 * by the instrument, not by this ratio.
 */
function compareRelative(message: string, folded: string): SolverReply | undefined {
  const reported = reportedResults(folded).map((result) => ({
    ...result,
    label: typedLabel(message, result.label),
  }));
  if (reported.length !== 2 || reported.some((result) => !result.label)) return undefined;
  const unused = typedNumbers(folded).filter(
    (typed) => !reported.some((result) => result.value === typed.value || result.error === typed.value),
  );
  if (unused.length > 0) return undefined;
  const [first, second] = reported as [Reported, Reported];
  const relative = (result: Reported) => (100 * result.error) / result.value;
  const [a, b] = [relative(first), relative(second)];
  if (Math.abs(a - b) <= 1e-9 * Math.max(a, b)) return undefined;
  const smaller = a < b ? first : second;
  const line = (result: Reported) =>
    `ε%(${result.label}) = 100 · ${show(result.error)} / ${show(result.value)} ≈ ${fmt(relative(result), 3)} %`;
  return {
    certain: true,
    text: workedReply({
      title: 'Comparar errores relativos',
      data: reported
        .map((result) => `${result.label} = (${show(result.value)} ± ${show(result.error)}) ${result.unit}`)
        .join('; '),
      steps: [
        'El error relativo no tiene unidad: divide el error absoluto por el valor, así que compara mediciones de distinto tamaño o en distintas unidades.',
        `${line(first)}.`,
        `${line(second)}.`,
      ],
      answer: `**Menor error relativo: ${smaller.label}, con ${fmt(relative(smaller), 3)} %**`,
      closing: '¿Por qué la medición con mayor error absoluto puede ser la de menor error relativo?',
    }),
  };
}

/** A name as the statement types it («L₁»), from its folded spelling («l₁»). */
function typedLabel(message: string, folded: string | undefined): string | undefined {
  if (!folded) return undefined;
  const escaped = folded.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\d])(${escaped})\\s*=`, 'iu').exec(message)?.[1] ?? folded;
}

const BOUND = new RegExp(
  `\\berror relativo(?: porcentual)? (?:no supere|no exceda|no pase|no sea mayor (?:que|a)|sea menor (?:que|a)|sea (?:como maximo|a lo sumo))(?: de| el| del| al| a)?\\s*(${NUMBER_SOURCE})\\s*%`,
);
const LEAST_ASKED =
  /\b(?:menor|minim[oa])\s+(?:masa|longitud|medida|valor|tiempo|distancia|lectura|cantidad|volumen)\b/;

/**
 * «Una balanza aprecia 0,1 g (y ese es el error absoluto). Hallar la menor masa que se puede pesar para
 * que el error relativo porcentual no supere el 0,5 %»: Z ≥ ΔZ / ε. «Not asked» when the statement is
 * not this question; undefined when it is but the reading cannot answer it.
 */
function smallestReading(
  folded: string,
  convention: Convention | undefined,
): SolverReply | undefined | 'not asked' {
  const bound = BOUND.exec(folded);
  if (!bound || !LEAST_ASKED.test(folded)) return 'not asked';
  const multiple = convention ? APPRECIATION_MULTIPLE[convention] : undefined;
  if (!multiple) return undefined;
  const quantities = findQuantities(folded);
  const [division] = quantities;
  const percent = parseNumber(group(bound, 1));
  if (quantities.length !== 1 || !division || !(percent > 0)) return undefined;
  if (!APPRECIATION.test(folded.slice(Math.max(0, division.index - 60), division.index))) return undefined;
  // Every number is the appreciation or the bound.
  const numbers = typedNumbers(folded).map((typed) => typed.value);
  if (numbers.length !== 2 || !numbers.includes(division.value) || !numbers.includes(percent))
    return undefined;
  const absolute = multiple.factor * division.value;
  const least = absolute / (percent / 100);
  const unit = division.unit.symbol;
  return {
    certain: true,
    text: workedReply({
      title: 'La menor medida con un error relativo dado',
      data:
        multiple.factor === 1
          ? `apreciación (error absoluto): ${show(division.value)} ${unit}; error relativo porcentual a lo sumo ${show(percent)} %`
          : `apreciación: ${show(division.value)} ${unit}; error absoluto: ${multiple.said}; error relativo porcentual a lo sumo ${show(percent)} %`,
      steps: [
        ...(multiple.factor === 1
          ? []
          : [
              `El error absoluto es ${multiple.said}, como dice el enunciado: Δx = ${show(multiple.factor)} · ${show(division.value)} ${unit} = ${show(absolute)} ${unit}.`,
            ]),
        'El error relativo es ε = Δx / x: con el mismo Δx, cuanto más chica la medida, más grande el error relativo.',
        `Pedí ε ≤ ${show(percent / 100)}: x ≥ Δx / ε = ${show(absolute)} / ${show(percent / 100)} = ${show(least)} ${unit}.`,
      ],
      answer: `**La menor medida es x = ${show(least)} ${unit}**`,
      closing: '¿Qué pasa con el error relativo si medís algo más chico que eso con el mismo instrumento?',
    }),
  };
}

// «√2 = 1,414213…», «π ≈ 3,14159…»: the value the approximations are measured against, as typed.
const TYPED_CONSTANT = /(?:[=≈]|\bes)\s*(\d+,\d{4,})\s*(?:…|\.\.\.)/;
const PERCENT_BOUND = new RegExp(
  `\\berror relativo(?: porcentual)?[^.?]*?\\b(?:menor (?:que|a|al|del)|no supere|no exceda|inferior (?:a|al))(?: el| al)?\\s*(${NUMBER_SOURCE})\\s*%`,
);

/**
 * «¿Con cuántas cifras decimales hay que tomar √2 = 1,414213… para que el error relativo porcentual sea
 * menor que el 0,5 %?»: the fewest decimals whose approximation keeps under the bound. Sure only when
 * rounding and cutting the digits give the same count, and the typed value has digits enough to tell.
 */
function decimalsForBound(folded: string): SolverReply | undefined {
  const typed = TYPED_CONSTANT.exec(folded);
  const bound = PERCENT_BOUND.exec(folded);
  if (!typed || !bound) return undefined;
  const raw = group(typed, 1);
  const value = parseNumber(raw);
  const percent = parseNumber(group(bound, 1));
  const typedDecimals = (raw.split(',')[1] ?? '').length;
  if (!(value > 0) || !(percent > 0)) return undefined;
  const numbers = typedNumbers(folded).map((n) => n.value);
  if (
    numbers.some(
      (n) => n !== value && n !== percent && !(folded.includes(`√${n}`) || folded.includes(`raiz de ${n}`)),
    )
  )
    return undefined;
  const error = (approx: number) => (100 * Math.abs(value - approx)) / value;
  const first = (cut: (k: number) => number) => {
    for (let k = 0; k + 2 <= typedDecimals; k++) if (error(cut(k)) < percent) return k;
    return undefined;
  };
  const rounded = (k: number) => Math.round(value * 10 ** k) / 10 ** k;
  const truncated = (k: number) => Math.trunc(value * 10 ** k) / 10 ** k;
  const [byRounding, byCutting] = [first(rounded), first(truncated)];
  if (byRounding === undefined || byRounding !== byCutting) return undefined;
  const k = byRounding;
  const steps = [
    'El error relativo porcentual de una aproximación es ε% = 100 · |valor − aproximación| / valor.',
    ...Array.from({ length: k + 1 }, (_, i) => {
      const approx = rounded(i);
      return `Con ${i} decimal${i === 1 ? '' : 'es'}: ${fmt(approx, i)}, ε% ≈ ${fmt(error(approx), 3)} %${error(approx) < percent ? `, menor que ${show(percent)} %` : `, no alcanza`}.`;
    }),
  ];
  return {
    certain: true,
    text: workedReply({
      title: 'Cuántos decimales para un error relativo dado',
      data: `valor: ${raw}…; error relativo porcentual menor que ${show(percent)} %`,
      steps,
      answer: `**Hacen falta ${k} cifra${k === 1 ? '' : 's'} decimal${k === 1 ? '' : 'es'}: ${fmt(rounded(k), k)}**`,
      closing: '¿Por qué con más decimales el error relativo se achica?',
    }),
  };
}

type Operation = 'sum' | 'difference' | 'product' | 'quotient';

/** The decimals an error is written with, and the value rounded to the same place: «(4,0 ± 0,1)». */
function resultText(value: number, error: number, unit: string): string {
  const places = Math.max(0, decimalsOf(Number(error.toPrecision(1))));
  const shownError = Number(error.toPrecision(1));
  return `(${fmtFixed(value, places)} ± ${fmtFixed(shownError, places)}) ${unit}`;
}

const fmtFixed = (value: number, places: number) =>
  new Intl.NumberFormat('es-AR', { minimumFractionDigits: places, maximumFractionDigits: places }).format(
    value,
  );

/**
 * Two results written Z ± ΔZ combined as the course's rule says (mini-class «errores de medición»): in a
 * sum or a difference the absolute errors add; in a product (the area of a rectangle) or a quotient (a
 * speed d/t, a density m/V) the relative errors add. Asked the result with its absolute error, or the
 * relative or percent error of what is computed.
 */
function propagation(folded: string): SolverReply | undefined {
  const reported = reportedResults(folded);
  const [a, b] = reported;
  if (!a || !b || reported.length !== 2 || !a.unit || !b.unit) return undefined;
  // Every number of the statement is in the two results.
  const inside = (n: { index: number }) => reported.some((r) => n.index >= r.index && n.index < r.end);
  if (!typedNumbers(folded).every(inside)) return undefined;
  if (CONVENTION_CLAUSE.test(folded) || SUM_RULE.test(folded)) return undefined;
  CONVENTION_CLAUSE.lastIndex = 0;
  // «…del área (suma de los errores relativos)»: the rule named beside what is asked is no sum asked.
  const question = folded
    .slice(Math.max(0, folded.lastIndexOf('¿')))
    .replace(/\bsuma de (?:los|sus) errores(?: (?:absolutos|relativos))?\b/g, '');
  const [ua, ub] = [findQuantities(`1 ${a.unit}`)[0]?.unit, findQuantities(`1 ${b.unit}`)[0]?.unit];
  if (!ua || !ub) return undefined;
  const asksSum = /\btotal\b|\bsuma\b|\ben conjunto\b|\bjunt[oa]s\b/.test(question);
  // An area and a sum both named: which quantity is computed is not read, so none is stated.
  if (asksSum && /\barea\b|\bsuperficie\b/.test(question)) return undefined;
  let operation: Operation | undefined;
  let unit = '';
  if (asksSum && a.unit === b.unit) {
    operation = 'sum';
    unit = a.unit;
  } else if (
    (/\bdiferencia\b|\bresta\b/.test(question) ||
      /(?<![\p{L}])\p{L}[₁₂\d]?\s*[−-]\s*\p{L}[₁₂\d]?(?![\p{L}])/u.test(question)) &&
    a.unit === b.unit
  ) {
    operation = 'difference';
    unit = a.unit;
  } else if (/\barea\b|\bsuperficie\b/.test(question) && ua.dimension === 'length' && a.unit === b.unit) {
    operation = 'product';
    unit = `${a.unit}²`;
  } else if (/\bvelocidad|\brapidez/.test(question) && ua.dimension === 'length' && ub.dimension === 'time') {
    operation = 'quotient';
    unit = `${a.unit}/${b.unit}`;
  } else return undefined;
  // A rule the statement gives for a difference is this one; for another operation it is not.
  if (DIFFERENCE_RULE.test(folded) && operation !== 'difference') return undefined;
  const percent = /\berror relativo porcentual\b|\berror porcentual\b/.test(question);
  const relative = !percent && /\berror relativo\b/.test(question);
  const absolute =
    /\berror absoluto\b|\bcon su error\b|\bcomo se (?:informa|expresa|escribe)\b|\binforma(?:r|s)?\b/.test(
      question,
    );
  if ([percent, relative].filter(Boolean).length + (absolute && !percent && !relative ? 1 : 0) !== 1)
    return undefined;
  const value =
    operation === 'sum'
      ? a.value + b.value
      : operation === 'difference'
        ? a.value - b.value
        : operation === 'product'
          ? a.value * b.value
          : a.value / b.value;
  if (!(value > 0)) return undefined;
  const [ea, eb] = [a.error / a.value, b.error / b.value];
  const additive = operation === 'sum' || operation === 'difference';
  const error = additive ? a.error + b.error : value * (ea + eb);
  const eps = error / value;
  const sign =
    operation === 'sum' ? '+' : operation === 'difference' ? '−' : operation === 'product' ? '·' : '/';
  const steps = [
    `El valor: ${show(a.value)} ${sign} ${show(b.value)} = ${show(value)} ${unit}.`,
    additive
      ? `En una ${operation === 'sum' ? 'suma' : 'resta'} se suman los errores absolutos: Δ = ${show(a.error)} + ${show(b.error)} = ${show(error)} ${unit}.`
      : `En un ${operation === 'product' ? 'producto' : 'cociente'} se suman los errores relativos: ε = ${show(a.error)}/${show(a.value)} + ${show(b.error)}/${show(b.value)} = ${show(ea)} + ${show(eb)} = ${show(eps)}.`,
  ];
  let answer: string;
  if (percent) {
    if (additive)
      steps.push(`El error relativo: ε = Δ / valor = ${show(error)} / ${show(value)} = ${show(eps)}.`);
    steps.push(`En porcentaje: ε% = 100 · ${show(eps)} = ${show(100 * eps)} %.`);
    answer = `**ε% = ${show(100 * eps)} %**`;
  } else if (relative) {
    if (additive)
      steps.push(`El error relativo: ε = Δ / valor = ${show(error)} / ${show(value)} = ${show(eps)}.`);
    answer = `**ε = ${show(eps)}**`;
  } else {
    if (!additive)
      steps.push(
        `El error absoluto: Δ = ε · valor = ${show(eps)} · ${show(value)} = ${show(error)} ${unit}.`,
      );
    // The error with one significant figure, and the value to the same decimal place; the error as
    // computed beside it when that rounds it.
    if (!oneFigure(error))
      steps.push('El error se informa con una cifra significativa, y el valor hasta esa misma cifra.');
    answer = `**${oneFigure(error) ? '' : `(${show(value)} ± ${show(error)}) ${unit} ≈ `}${resultText(value, error, unit)}**`;
  }
  return {
    certain: true,
    text: workedReply({
      title: 'Propagación de errores',
      data: `(${show(a.value)} ± ${show(a.error)}) ${a.unit} y (${show(b.value)} ± ${show(b.error)}) ${b.unit}`,
      steps,
      answer,
      closing: additive
        ? '¿Por qué en una resta los errores también se suman?'
        : '¿Cuál de las dos mediciones aporta más error relativo? ¿Cuál convendría medir mejor?',
    }),
  };
}

/** The figure a measure's side, edge, radius or diameter belongs to: what it gives, and its power. */
const FIGURES = [
  {
    figure: /\bcuadrad/,
    measure: /\blado\b/,
    asked: /\barea\b|\bsuperficie\b/,
    power: 2,
    name: 'A',
    factor: 1,
    formula: 'L²',
  },
  {
    figure: /\bcub(?:o|ic)/,
    measure: /\b(?:arista|lado)\b/,
    asked: /\bvolumen\b/,
    power: 3,
    name: 'V',
    factor: 1,
    formula: 'a³',
  },
  {
    figure: /\bcircul|\bdisco\b|\bmoneda\b/,
    measure: /\bradio\b/,
    asked: /\barea\b|\bsuperficie\b/,
    power: 2,
    name: 'A',
    factor: Math.PI,
    formula: 'π·r²',
  },
  {
    figure: /\bcircul|\bdisco\b|\bmoneda\b/,
    measure: /\bdiametro\b/,
    asked: /\barea\b|\bsuperficie\b/,
    power: 2,
    name: 'A',
    factor: Math.PI / 4,
    formula: 'π·d²/4',
  },
  {
    figure: /\besfer|\bbolita\b/,
    measure: /\bradio\b/,
    asked: /\bvolumen\b/,
    power: 3,
    name: 'V',
    factor: (4 * Math.PI) / 3,
    formula: '4/3·π·r³',
  },
  {
    figure: /\besfer|\bbolita\b/,
    measure: /\bdiametro\b/,
    asked: /\bvolumen\b/,
    power: 3,
    name: 'V',
    factor: Math.PI / 6,
    formula: 'π·d³/6',
  },
] as const;

/**
 * One result Z ± ΔZ that a figure's area or volume is computed from: the side of a square (L²), the edge
 * of a cube (a³), the radius or diameter of a circle or a sphere. The figure's measure is a product of
 * equal factors, so by the course's rule its relative error is the power times the measure's
 * (ε_A = 2·ε_L, ε_V = 3·ε_a); asked the absolute, relative or percent error of the area or volume.
 */
function powerOfOne(folded: string): SolverReply | undefined {
  const reported = reportedResults(folded);
  const [a] = reported;
  if (!a || reported.length !== 1 || !a.unit || !(a.value > 0)) return undefined;
  if (!typedNumbers(folded).every((n) => n.index >= a.index && n.index < a.end)) return undefined;
  if ([...folded.matchAll(CONVENTION_CLAUSE)].length || SUM_RULE.test(folded)) return undefined;
  if (findQuantities(`1 ${a.unit}`)[0]?.unit.dimension !== 'length') return undefined;
  const said = folded.slice(0, a.index);
  const question = folded.slice(a.end);
  const figures = FIGURES.filter(
    (f) => f.figure.test(folded) && f.measure.test(said) && f.asked.test(question),
  );
  const [figure] = figures;
  if (!figure || figures.length !== 1) return undefined;
  // The other measure of the same figures (an area asked beside a volume) is another question.
  if (/\barea\b|\bsuperficie\b/.test(question) && /\bvolumen\b/.test(question)) return undefined;
  const percent = /\berror relativo porcentual\b|\berror porcentual\b/.test(question);
  const relative = !percent && /\berror relativo\b/.test(question);
  const absolute = /\berror absoluto\b/.test(question);
  if ([percent, relative, absolute].filter(Boolean).length !== 1) return undefined;
  const value = figure.factor * a.value ** figure.power;
  const eps = (figure.power * a.error) / a.value;
  const error = eps * value;
  const unit = `${a.unit}${figure.power === 2 ? '²' : '³'}`;
  const steps = [
    `${figure.name} = ${figure.formula} = ${show(value)} ${unit}.`,
    `${figure.name} es un producto de ${figure.power} factores iguales a la medida, y en un producto se suman los errores relativos: ε_${figure.name} = ${figure.power} · ${show(a.error)} / ${show(a.value)} = ${show(eps)}.`,
  ];
  let answer: string;
  if (percent) {
    steps.push(`En porcentaje: ε% = 100 · ${show(eps)} = ${show(100 * eps)} %.`);
    answer = `**ε% = ${show(100 * eps)} %**`;
  } else if (relative) answer = `**ε = ${show(eps)}**`;
  else {
    steps.push(
      `El error absoluto: Δ${figure.name} = ε · ${figure.name} = ${show(eps)} · ${show(value)} = ${show(error)} ${unit}.`,
    );
    answer = `**Δ${figure.name} = ${show(error)} ${unit}**`;
  }
  // Checked back: the relative error times the value gives the absolute one.
  if (Math.abs(error / value - eps) > 1e-12) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Propagación de errores',
      data: `${a.label ? `${a.label} = ` : ''}(${show(a.value)} ± ${show(a.error)}) ${a.unit}`,
      steps,
      answer,
      closing: `¿Por qué el error relativo ${figure.name === 'A' ? 'del área' : 'del volumen'} es mayor que el de la medida?`,
    }),
  };
}
