/**
 * Percentage concentrations of a solution, as the entrance programmes ask them: % m/m (grams of solute
 * in 100 g of solution) and % m/v (grams of solute in 100 mL of solution), asked from the masses and the
 * volume, or a mass or a volume asked from the percentage. A density, a molarity or a number it does
 * not place declines: those need a step this reading does not take.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { askedPart } from './physics.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Kind = 'm/m' | 'm/v';

interface Reading {
  percent?: { value: number; kind: Kind };
  solute?: number;
  solvent?: number;
  solution?: number;
  /** mL of solution. */
  volume?: number;
  used: number;
}

const KIND = String.raw`(m\s*/\s*m|p\s*/\s*p|m\s*/\s*v|p\s*/\s*v)`;
const PERCENT = new RegExp(String.raw`(${NUMBER_SOURCE})\s*%\s*(?:en\s+)?${KIND}`, 'g');
const kindOf = (raw: string): Kind => (/v/.test(raw) ? 'm/v' : 'm/m');

/** «15 g de azúcar», «85 g de agua», «200 g de solución», «300 mL de solución». */
const AMOUNT = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*(g|gramos|kg|ml|cm3|cm³|l|litros?)\b\s*(?:de\s+(?:una\s+|la\s+)?)?([a-z]+)?`,
  'g',
);

const SOLVENTS = /^(?:agua|solvente|disolvente)$/;
const SOLUTIONS = /^(?:solucion|disolucion|mezcla)$/;

function read(folded: string): Reading | undefined {
  const reading: Reading = { used: 0 };
  const percents = [...folded.matchAll(PERCENT)];
  if (percents.length > 1) return undefined;
  const [percent] = percents;
  if (percent) {
    reading.percent = { value: parseNumber(percent[1] ?? ''), kind: kindOf(percent[2] ?? '') };
    reading.used += 1;
  }
  const rest = folded.replace(PERCENT, ' ');
  for (const m of rest.matchAll(AMOUNT)) {
    const value = parseNumber(m[1] ?? '');
    const unit = m[2] ?? '';
    const what = m[3] ?? '';
    const isVolume = /^(?:ml|cm3|cm³|l|litros?)$/.test(unit);
    const scaled = unit === 'kg' ? value * 1000 : /^(?:l|litros?)$/.test(unit) ? value * 1000 : value;
    const field: keyof Reading = isVolume
      ? 'volume'
      : SOLVENTS.test(what)
        ? 'solvent'
        : SOLUTIONS.test(what)
          ? 'solution'
          : 'solute';
    if (isVolume && what && !SOLUTIONS.test(what)) return undefined;
    if (reading[field] !== undefined) return undefined;
    reading[field] = scaled;
    reading.used += 1;
  }
  return reading;
}

/** Digits outside the data: a formula's own subscripts do not count («H2SO4»). */
const numberCount = (text: string) =>
  (
    text
      .replace(
        /(?<![\p{L}\d])(?:[A-Z][a-z]?[0-9₀-₉]*|\((?:[A-Z][a-z]?[0-9₀-₉]*)+\)[0-9₀-₉]*)+(?![\p{L}\d])/gu,
        ' ',
      )
      .match(new RegExp(NUMBER_SOURCE, 'g')) ?? []
  ).length;

/** A percentage concentration, or a mass or volume from one; undefined when not one we read whole. */
export function solvePercentConcentration(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  // «el porcentaje en masa», «% en masa», «porcentaje masa en volumen»: the kinds said in words.
  const folded = foldText(text)
    .replace(/porcentaje (?:masa en volumen|en masa por volumen|peso en volumen|m\s*\/\s*v)/g, '% m/v')
    .replace(/porcentaje (?:en masa|masa en masa|en peso|peso en peso|m\s*\/\s*m)|% en masa\b/g, '% m/m');
  if (!/%/.test(folded) || !/solucion|disuel|soluto|disolucion/.test(folded)) return undefined;
  if (/densidad|g\s*\/\s*(?:ml|cm)|molar|\bmoles?\b|\bmol\b|diluy|diluc|agrega|evapora/.test(folded))
    return undefined;
  // «0,5 M»: a molarity is another reading.
  if (/\d\s*M(?![\p{L}\d/])/u.test(text)) return undefined;
  const reading = read(folded);
  if (!reading || numberCount(text) !== reading.used) return undefined;
  // The question without the percentage it gives («…al 5 % m/v?» asks for grams, not a %).
  const question = askedPart(folded).replace(PERCENT, ' ');
  // «¿Qué masas de azúcar y de agua necesitás para preparar 250 g de una solución al 8 % m/m?», «¿cuánta
  // agua hay que usar?»: of a solution's mass, the solute is the percentage and the water the rest.
  const head = question.split(/\d/)[0] ?? question;
  if (
    /agua|solvente|disolvente/.test(head) &&
    reading.percent?.kind === 'm/m' &&
    reading.solution !== undefined &&
    reading.solute === undefined &&
    reading.solvent === undefined &&
    reading.volume === undefined &&
    /cuant|que masa|que cantidad|masas/.test(head) &&
    !/%|porcentaje|concentracion/.test(head)
  ) {
    const total = reading.solution;
    const share = reading.percent.value;
    if (!(share > 0 && share < 100)) return undefined;
    const soluteMass = (share * total) / 100;
    const water = total - soluteMass;
    // Both asked when the question names something besides the water, joined by «y».
    const both =
      /\by\b/.test(head) &&
      /(?:masas?|gramos|cantidad(?:es)?) de (?!agua|solvente|disolvente)\p{L}+/u.test(head);
    if (!both && /\by\b/.test(head)) return undefined;
    const steps = [
      `${fmt(share)} % m/m quiere decir ${fmt(share)} g de soluto cada 100 g de solución.`,
      `Masa de soluto = ${fmt(total)} · ${fmt(share)} / 100 = ${fmt(soluteMass)} g.`,
      `Masa de agua = masa de solución − masa de soluto = ${fmt(total)} − ${fmt(soluteMass)} = ${fmt(water)} g.`,
    ];
    return reply(
      `${fmt(share)} % m/m; solución ${fmt(total)} g`,
      steps,
      both ? `**${fmt(soluteMass)} g de soluto y ${fmt(water)} g de agua**` : `**${fmt(water)} g de agua**`,
    );
  }
  // «¿Cuántos gramos de agua…?», «¿… el % m/m de agua?»: the solvent's share is another question.
  // Only what the question names before its data («…preparada con 20 g de NaCl en 180 g de agua» gives water).
  if (/agua|solvente|disolvente/.test(head)) return undefined;
  const askedKind = /%\s*(?:en\s+)?(m\s*\/\s*v|p\s*\/\s*v)/.test(question)
    ? 'm/v'
    : /%\s*(?:en\s+)?(m\s*\/\s*m|p\s*\/\s*p)/.test(question)
      ? 'm/m'
      : undefined;
  const { solute, solvent, volume, percent } = reading;
  const solution =
    reading.solution ?? (solute !== undefined && solvent !== undefined ? solute + solvent : undefined);
  if (askedKind && !percent) {
    if (solute === undefined) return undefined;
    if (askedKind === 'm/m') {
      if (
        solution === undefined ||
        volume !== undefined ||
        (reading.solution !== undefined && solvent !== undefined)
      )
        return undefined;
      const value = (100 * solute) / solution;
      return reply(
        `soluto ${fmt(solute)} g; ${solvent !== undefined ? `solvente ${fmt(solvent)} g` : `solución ${fmt(solution)} g`}`,
        [
          ...(solvent !== undefined
            ? [
                `Masa de solución = soluto + solvente = ${fmt(solute)} + ${fmt(solvent)} = ${fmt(solution)} g.`,
              ]
            : []),
          `% m/m = masa de soluto / masa de solución · 100 = ${fmt(solute)} / ${fmt(solution)} · 100 = ${fmt(value)} %.`,
        ],
        `**${fmt(value)} % m/m**`,
      );
    }
    if (volume === undefined || solvent !== undefined || reading.solution !== undefined) return undefined;
    const value = (100 * solute) / volume;
    return reply(
      `soluto ${fmt(solute)} g; solución ${fmt(volume)} mL`,
      [
        `% m/v = gramos de soluto / mL de solución · 100 = ${fmt(solute)} / ${fmt(volume)} · 100 = ${fmt(value)} %.`,
      ],
      `**${fmt(value)} % m/v**`,
    );
  }
  if (!percent || askedKind) return undefined;
  const asksSolute =
    /(?:cuantos gramos|que masa|que cantidad)/.test(question) &&
    !/(?:gramos|masa|cantidad) de (?:la )?solucion/.test(question);
  const base = percent.kind === 'm/m' ? (reading.solution ?? undefined) : volume;
  if (asksSolute && base !== undefined && solute === undefined && solvent === undefined) {
    if (percent.kind === 'm/m' && volume !== undefined) return undefined;
    if (percent.kind === 'm/v' && reading.solution !== undefined) return undefined;
    const grams = (percent.value * base) / 100;
    const unit = percent.kind === 'm/m' ? 'g' : 'mL';
    return reply(
      `${fmt(percent.value)} % ${percent.kind}; solución ${fmt(base)} ${unit}`,
      [
        `${fmt(percent.value)} % ${percent.kind} quiere decir ${fmt(percent.value)} g de soluto cada 100 ${unit} de solución.`,
        `Masa de soluto = ${fmt(base)} · ${fmt(percent.value)} / 100 = ${fmt(grams)} g.`,
      ],
      `**${fmt(grams)} g de soluto**`,
    );
  }
  return undefined;
}

function reply(data: string, steps: string[], answer: string): SolverReply {
  return {
    text: workedReply({
      title: 'Concentración porcentual',
      data,
      steps,
      answer,
      closing: '¿En qué se diferencia el % m/m del % m/v? ¿Qué mide cada 100?',
    }),
    certain: true,
  };
}
