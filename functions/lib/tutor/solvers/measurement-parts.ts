/**
 * Questions of a measurement page that name one piece of its data, read as the one-measurement problem
 * they are and handed to the errors' reading (measurement-errors.ts):
 * - «Exprese ese error en forma porcentual»: the percent error of the one measurement;
 * - «Con el mismo instrumento (y el mismo error absoluto) se mide una mesa de 1,20 m. ¿Cuál es el error
 *   porcentual de esta segunda medición?»: the new reading with the first one's absolute error;
 * - «a = (12,0 ± 0,1) cm y b = (5,0 ± 0,1) cm … el error relativo porcentual de a»: the side named;
 *   «el valor más probable del área» of a rectangle by those sides is their product.
 */
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation } from './numbers.ts';
import { workedReply } from './reply.ts';
import { foldForUnits } from './units.ts';

type Solve = (message: string) => SolverReply | undefined;

const NUM = `(${NUMBER_SOURCE})`;
const UNIT = '(km|m|cm|mm|kg|g|s|ms|min|h|l|ml)';

function questionOf(folded: string): { stem: string; question: string } {
  const mark = folded.lastIndexOf('¿');
  const trimmed = folded.replace(/[.\s]+$/, '');
  const start = mark >= 0 ? mark : Math.max(trimmed.lastIndexOf('. '), trimmed.lastIndexOf('\n')) + 1;
  return { stem: folded.slice(0, start), question: folded.slice(start) };
}

/** «Exprese ese error en forma porcentual»: asked as the percent error. */
function asPercent(folded: string, solve: Solve): SolverReply | undefined {
  const { stem, question } = questionOf(folded);
  if (
    !/\bexpres\w*\b[^.?]*\b(?:ese|el|dicho|este) error\b[^.?]*\b(?:forma porcentual|en porcentaje|como porcentaje|por ciento)/.test(
      question,
    )
  )
    return undefined;
  if (/\d/.test(question)) return undefined;
  return solve(`${stem.trim()} ¿Cuál es el error relativo porcentual?`);
}

/** A second reading taken with the first one's absolute error. */
function secondReading(folded: string, solve: Solve): SolverReply | undefined {
  if (!/\bmismo error absoluto\b/.test(folded)) return undefined;
  const { stem, question } = questionOf(folded);
  if (!/\b(?:segunda|esta|esa|nueva) medicion\b/.test(question) || /\d/.test(question)) return undefined;
  const error = new RegExp(`\\berror absoluto (?:de|es de|igual a|de \\+-|±)\\s*${NUM}\\s*${UNIT}\\b`).exec(
    stem,
  );
  if (!error) return undefined;
  // The sentence of the new reading: the one that says «mismo … error absoluto».
  const sentences = stem.split(/(?<=\.)\s+/);
  const second = sentences.filter((sentence) => /\bmismo error absoluto\b/.test(sentence));
  if (second.length !== 1 || !second[0]) return undefined;
  const values = [...second[0].matchAll(new RegExp(`(?<![\\w,.])${NUM}\\s*${UNIT}\\b`, 'g'))];
  if (values.length !== 1 || /\d/.test(second[0].replace(values[0]?.[0] ?? '', ''))) return undefined;
  const [, value, unit] = values[0] ?? [];
  if (!/\bse (?:mide|midio|miden|mida)\b/.test(second[0])) return undefined;
  const asked = question.replace(/\s*\b(?:de|en) (?:esta|esa|la) (?:segunda|nueva) medicion\b/, '');
  const reply = solve(
    `Se midió una longitud de ${value} ${unit} con un error absoluto de ${error[1]} ${error[2]}. ${asked.trim()}`,
  );
  return reply?.certain ? reply : undefined;
}

interface Named {
  name: string;
  value: number;
  error: number;
  unit: string;
  written: string;
  raw: [string, string];
}

/** «a = (12,0 ± 0,1) cm y b = (5,0 ± 0,1) cm»: the measurements named by a letter. */
function namedMeasurements(stem: string): Named[] {
  return [
    ...stem.matchAll(
      new RegExp(`\\b([a-z])\\s*=\\s*\\(\\s*${NUM}\\s*(?:±|\\+-|\\+/-)\\s*${NUM}\\s*\\)\\s*${UNIT}\\b`, 'g'),
    ),
  ].map((m) => ({
    name: m[1] ?? '',
    value: parseNumber(m[2] ?? ''),
    error: parseNumber(m[3] ?? ''),
    unit: m[4] ?? '',
    written: m[0],
    raw: [m[2] ?? '', m[3] ?? ''],
  }));
}

/** One of the named measurements asked alone, or the most probable area of a rectangle by two of them. */
function namedOne(folded: string, solve: Solve): SolverReply | undefined {
  const { stem, question } = questionOf(folded);
  const named = namedMeasurements(stem);
  if (named.length < 2 || new Set(named.map((m) => m.name)).size !== named.length) return undefined;
  // Every number of the stem is in a named measurement.
  let rest = stem;
  for (const m of named) rest = rest.replace(m.written, ' ');
  if (/\d/.test(rest) || /\d/.test(question)) return undefined;
  const asked = /\b(?:de|del lado|de la medicion|de la medida)\s+([a-z])\s*[.?]?\s*$/.exec(question.trim());
  const one = asked && named.find((m) => m.name === asked[1]);
  if (
    one &&
    /\berror\b/.test(question) &&
    !/\barea|superficie|volumen|producto|cociente|suma\b/.test(question)
  )
    return solve(
      `El resultado de una medición es ${one.name.toUpperCase()} = (${one.raw[0]} ± ${one.raw[1]}) ${one.unit}. ${question.trim()}`,
    );
  if (
    named.length === 2 &&
    /\brectangul/.test(stem) &&
    /\bvalor (?:mas probable|medio|central)\b[^.?]*\b(?:area|superficie)\b/.test(question) &&
    !/\berror\b/.test(question)
  ) {
    const [a, b] = named;
    if (!a || !b || a.unit !== b.unit || !/^(?:km|m|cm|mm)$/.test(a.unit)) return undefined;
    const area = a.value * b.value;
    return {
      certain: true,
      text: workedReply({
        title: 'Valor más probable del área',
        data: `${a.name} = (${a.raw[0]} ± ${a.raw[1]}) ${a.unit}; ${b.name} = (${b.raw[0]} ± ${b.raw[1]}) ${b.unit}`,
        steps: [
          'El valor más probable de una magnitud calculada sale de operar con los valores más probables de las medidas.',
          `Área del rectángulo: ${a.name} · ${b.name} = ${fmt(a.value, 4)} · ${fmt(b.value, 4)} ${relation(area, 4)} ${fmt(area, 4)} ${a.unit}².`,
        ],
        answer: `**A ${relation(area)} ${fmt(area)} ${a.unit}²**`,
        closing: '¿Con qué error absoluto informarías esa área?',
      }),
    };
  }
  return undefined;
}

/** Wraps the errors' reading with the pages' questions above; the reading itself answers the rest. */
export function withMeasurementParts(solve: Solve): Solve {
  return (message) => {
    const folded = foldForUnits(message);
    if (!/\berror|valor mas probable/.test(folded)) return solve(message);
    for (const read of [asPercent, secondReading, namedOne]) {
      const reply = read(folded, solve);
      if (reply?.certain) return reply;
    }
    return solve(message);
  };
}
