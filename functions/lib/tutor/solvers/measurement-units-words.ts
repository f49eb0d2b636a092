/**
 * Conversions the exams write in words the units' reading does not take:
 * - a number with «millones de» / «mil millones de» before its unit («unos 150 millones de
 *   kilómetros»), written out in digits and handed to the conversion;
 * - the days in seconds, minutes or hours («¿Cuántos segundos tiene un día?», «expresar 3 días en
 *   horas»), with 1 día = 24 h, in scientific notation when asked.
 */
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { foldForUnits } from './units.ts';

type Solve = (problem: string) => SolverReply | undefined;

const MILLIONS = new RegExp(
  `(?<![\\w,.])(${NUMBER_SOURCE})\\s+(mil\\s+)?millones\\s+de\\s+(?=[a-zá-ú])`,
  'gi',
);

/** «150 millones de kilómetros» as «150000000 kilómetros»; undefined when there is none. */
function withMillionsInDigits(problem: string): string | undefined {
  if (!MILLIONS.test(problem)) return undefined;
  MILLIONS.lastIndex = 0;
  return problem.replace(MILLIONS, (_, raw: string, thousand: string | undefined) => {
    const value = parseNumber(raw) * (thousand ? 1e9 : 1e6);
    return Number.isSafeInteger(value) ? `${String(value)} ` : `${raw} ${thousand ?? ''}millones de `;
  });
}

const SECONDS: Record<string, number> = { segundos: 1, minutos: 60, horas: 3600 };
const WORD_COUNT: Record<string, number> = { un: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, siete: 7 };

/** «¿Cuántos segundos tiene un día?», «Expresar 3 días en horas». */
function daysIn(problem: string): SolverReply | undefined {
  const folded = foldForUnits(problem);
  const asked =
    /\bcuant[oa]s (segundos|minutos|horas) (?:tiene|tienen|hay en) (un|uno|dos|tres|cuatro|cinco|siete|\d+) dias?\b/.exec(
      folded,
    ) ??
    new RegExp(`\\bexpres\\w* (${NUMBER_SOURCE}|un|uno|dos|tres) dias? en (segundos|minutos|horas)\\b`).exec(
      folded,
    );
  if (!asked) return undefined;
  const [unit, rawCount] =
    asked[1] && SECONDS[asked[1]] ? [asked[1], asked[2] ?? ''] : [asked[2] ?? '', asked[1] ?? ''];
  const perUnit = SECONDS[unit];
  const count = WORD_COUNT[rawCount] ?? parseNumber(rawCount);
  if (!perUnit || !(count > 0)) return undefined;
  // Every number of the statement is the count of days.
  const numbers = folded.match(new RegExp(`(?<![\\w,.])${NUMBER_SOURCE}`, 'g')) ?? [];
  if (numbers.length > (/^\d/.test(rawCount) ? 1 : 0)) return undefined;
  if (/\b(?:ano|mes|semana|bisiesto)/.test(folded) || /\bdias? y (?:medio|cuarto|\d|un|una)\b/.test(folded))
    return undefined;
  const value = (count * 86400) / perUnit;
  const scientific = /notacion cientifica/.test(folded);
  const exponent = Math.floor(Math.log10(value));
  const mantissa = value / 10 ** exponent;
  const symbol = unit === 'segundos' ? 's' : unit === 'minutos' ? 'min' : 'h';
  const days = `${fmt(count, 4)} ${count === 1 ? 'día' : 'días'}`;
  const steps = [
    'Un día tiene 24 h, cada hora 60 min y cada minuto 60 s: 1 día = 24 · 60 · 60 s = 86.400 s.',
    `${days} = ${fmt(count, 4)} · ${fmt(86400 / perUnit, 4)} ${symbol} = ${fmt(value, 4)} ${symbol}.`,
    ...(scientific
      ? [
          `En notación científica: un solo dígito antes de la coma, ${fmt(mantissa, 6)} · 10^${exponent} ${symbol}.`,
        ]
      : []),
  ];
  const powers = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const sup = String(exponent)
    .split('')
    .map((d) => powers[Number(d)] ?? d)
    .join('');
  return {
    certain: true,
    text: workedReply({
      title: 'Conversión de unidades de tiempo',
      data: `${days}; 1 día = 24 h`,
      steps,
      answer: scientific
        ? `**${days} = ${fmt(value, 4)} ${symbol} = ${fmt(mantissa, 6)} · 10${sup} ${symbol}**`
        : `**${days} = ${fmt(value, 4)} ${symbol}**`,
      closing: '¿Y cuántos segundos tiene una semana?',
    }),
  };
}

/** Wraps the conversion with the words above; the conversion itself answers the rest. */
export function withUnitWords(solve: Solve): Solve {
  return (problem) => {
    const days = daysIn(problem);
    if (days) return days;
    const digits = withMillionsInDigits(problem);
    if (digits !== undefined) {
      const reply = solve(digits);
      if (reply?.certain) return reply;
    }
    return solve(problem);
  };
}
