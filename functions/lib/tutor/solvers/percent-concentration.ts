/**
 * Percentage concentrations of a solution, as the entrance programmes ask them: % m/m (grams of solute
 * in 100 g of solution) and % m/v (grams of solute in 100 mL of solution), asked from the masses and the
 * volume, or a mass or a volume asked from the percentage. A density, a molarity or a number it does
 * not place declines: those need a step this reading does not take.
 */

import type { ElementSymbol } from '../../science/atomic-masses.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { askedPart } from './physics.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';
import { findSubstances, givenAtomicMassesAgree } from './substances.ts';

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
  String.raw`(${NUMBER_SOURCE})\s*(g|gramos|kg|ml|cm3|cm³|l|litros?)(?![a-z0-9])\s*(?:de\s+(?:una\s+|la\s+)?)?([a-z]+)?`,
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
    // «una solución de 500 mL y densidad…»: the volume the solution is said to have.
    const ofSolution = /(?:solucion|disolucion)(?: acuosa)? de\s*$/.test(folded.slice(0, m.index));
    if (isVolume && what && !SOLUTIONS.test(what) && !ofSolution) return undefined;
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

/** A density in g/mL or g/cm³ («1,08 g/cm³», «1,2 g/ml»). */
const DENSITY = new RegExp(String.raw`(${NUMBER_SOURCE})\s*g\s*\/\s*(?:ml|cm3|cm³|cc)(?![a-z0-9])`, 'g');

const VOLUME_PERCENT = /%\s*(?:en\s+)?v\s*\/\s*v|porcentaje (?:en volumen|volumen en volumen|v\s*\/\s*v)/;
const PARTS_PER_MILLION = /\bppm\b|partes por millon/;
/** «120 mL de etanol», «0,8 L de solución», «5 mg de plomo», «2 kg de suelo». */
const MEASURE = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*(ml|cm3|cm³|cc|l|litros?|mg|miligramos?|µg|ug|microgramos?|g|gramos?|kg|kilogramos?)(?![a-z0-9])\s*(?:de\s+(?:una\s+|la\s+|el\s+)?)?([a-z]+)?`,
  'g',
);
const MEDIUM = /^(?:solucion|disolucion|mezcla|agua|muestra|suelo|aire)$/;
/** «densidad 1 g/mL», «(densidad del agua: 1 g/cm³)», «δ = 1 kg/L»: water's, taken for 1 L = 1 kg. */
const WATER_DENSITY =
  /[;,]?\s*(?:la\s+)?(?:densidad|δ)(?:\s+del?\s+(?:agua|solucion|muestra))?\s*(?:[:=]|de|es)?\s*1(?:[.,]0+)?\s*(?:g\s*\/\s*(?:ml|cm3|cm³|cc)|kg\s*\/\s*(?:l|dm3|dm³))(?![a-z0-9])/;
const WATER_DENSITY_TEXT = new RegExp(WATER_DENSITY.source, 'i');
/** «contiene 0,05 g de iones Ca²⁺ en 2 L»: a volume after «en» with no noun is the sample's. */
const SAMPLE_NAMED = /\b(?:muestra|agua|solucion|disolucion)\b/;

/**
 * A share by volume (% v/v: mL of solute in 100 mL of solution) or in parts per million (mg of solute in
 * a litre of water or a kilogram of sample), asked or given with the amount asked. Undefined when the
 * statement asks neither; null when it asks one and is not read whole (no other reading is right then).
 */
function solveVolumeShare(givenText: string, givenFolded: string): SolverReply | null | undefined {
  const ppm = PARTS_PER_MILLION.test(givenFolded);
  const byVolume = VOLUME_PERCENT.test(givenFolded);
  if (ppm === byVolume) return undefined;
  // «(mg/L; densidad 1 g/mL)»: the water's density of 1 g/mL beside ppm is what makes 1 L weigh 1 kg,
  // the step the reply takes; said, it is that step's datum. Any other density is not.
  const waterDensity = ppm ? WATER_DENSITY.exec(givenFolded) : null;
  const text = waterDensity ? givenText.replace(WATER_DENSITY_TEXT, ' ') : givenText;
  const folded = waterDensity ? givenFolded.replace(WATER_DENSITY, ' ') : givenFolded;
  if (/densidad|molar|\bmoles?\b|\bmol\b|diluy|diluc|agrega|evapora|\d\s*m\b/.test(folded)) return null;
  const percents = [...folded.matchAll(/(\d[\d.,]*)\s*(?:%|ppm\b)/g)];
  if (percents.length > 1) return null;
  const share = percents[0] ? parseNumber(percents[0][1] ?? '') : undefined;
  const rest = folded.replace(/(\d[\d.,]*)\s*(?:%|ppm\b)/g, ' ');
  let solute: { value: number; unit: string } | undefined;
  let medium: { value: number; unit: string; what: string } | undefined;
  for (const m of rest.matchAll(MEASURE)) {
    const value = parseNumber(m[1] ?? '');
    const raw = m[2] ?? '';
    const what = m[3] ?? '';
    const unit = /^(?:ml|cm|cc)/.test(raw)
      ? 'mL'
      : /^(?:l|litro)/.test(raw)
        ? 'L'
        : /^(?:mg|miligramo)/.test(raw)
          ? 'mg'
          : /^(?:µg|ug|micro)/.test(raw)
            ? 'µg'
            : /^(?:kg|kilo)/.test(raw)
              ? 'kg'
              : 'g';
    const sampleVolume =
      ppm &&
      (unit === 'L' || unit === 'mL') &&
      !/^[a-z]/.test(what) &&
      /\ben\s*$/.test(rest.slice(0, m.index)) &&
      SAMPLE_NAMED.test(rest.slice(0, m.index));
    const slot = MEDIUM.test(what) || sampleVolume ? 'medium' : 'solute';
    if (slot === 'medium' ? medium : solute) return null;
    if (slot === 'medium') medium = { value, unit, what: sampleVolume ? 'muestra' : what };
    else solute = { value, unit };
  }
  if (!medium || numberCount(text) !== (solute ? 1 : 0) + 1 + (share === undefined ? 0 : 1)) return null;
  // «…hasta 800 mL de solución»: the solution's own volume; water added to a volume is not it by volume.
  if (byVolume && !/^(?:solucion|disolucion|mezcla)$/.test(medium.what)) return null;
  const asked = askedPart(folded);
  if (byVolume) {
    const toMl = (amount: { value: number; unit: string }) =>
      amount.unit === 'mL' ? amount.value : amount.unit === 'L' ? amount.value * 1000 : undefined;
    const total = toMl(medium);
    if (total === undefined || !(total > 0)) return null;
    if (solute && share === undefined && VOLUME_PERCENT.test(asked)) {
      const part = toMl(solute);
      if (part === undefined || !(part > 0 && part <= total)) return null;
      const value = (100 * part) / total;
      return shareReply(
        `soluto ${fmt(part)} mL; solución ${fmt(total)} mL`,
        [
          `% v/v = mL de soluto / mL de solución · 100 = ${fmt(part)} / ${fmt(total)} · 100 = ${fmt(value)} %.`,
        ],
        `**${fmt(value)} % v/v**`,
      );
    }
    if (
      !solute &&
      share !== undefined &&
      /cuant[oa]s? (?:ml|mililitros|cm3|litros|volumen)|que volumen/.test(asked)
    ) {
      if (!(share > 0 && share <= 100)) return null;
      const part = (share * total) / 100;
      return shareReply(
        `${fmt(share)} % v/v; solución ${fmt(total)} mL`,
        [
          `${fmt(share)} % v/v quiere decir ${fmt(share)} mL de soluto cada 100 mL de solución.`,
          `Volumen de soluto = ${fmt(total)} · ${fmt(share)} / 100 = ${fmt(part)} mL.`,
        ],
        `**${fmt(part)} mL de soluto**`,
      );
    }
    return null;
  }
  // ppm: mg of solute per litre of a water solution, or per kilogram of a solid sample.
  const base =
    medium.unit === 'L'
      ? { value: medium.value, unit: 'L' }
      : medium.unit === 'mL'
        ? { value: medium.value / 1000, unit: 'L' }
        : medium.unit === 'kg'
          ? { value: medium.value, unit: 'kg' }
          : medium.unit === 'g'
            ? { value: medium.value / 1000, unit: 'kg' }
            : undefined;
  if (!base || !(base.value > 0)) return null;
  // The water's density serves a volume of water, never a solid sample's mass.
  if (waterDensity && base.unit !== 'L') return null;
  // A volume is water's: 1 L of a dilute water solution weighs 1 kg, so mg/L are ppm.
  if (base.unit === 'L' && !/^(?:solucion|disolucion|agua|muestra)$/.test(medium.what)) return null;
  const toMg = (amount: { value: number; unit: string }) =>
    amount.unit === 'mg'
      ? amount.value
      : amount.unit === 'µg'
        ? amount.value / 1000
        : amount.unit === 'g'
          ? amount.value * 1000
          : undefined;
  const per = base.unit === 'L' ? 'mg/L' : 'mg/kg';
  if (solute && share === undefined && PARTS_PER_MILLION.test(asked)) {
    const mg = toMg(solute);
    if (mg === undefined || !(mg > 0)) return null;
    const value = mg / base.value;
    return shareReply(
      `soluto ${fmt(mg)} mg; ${base.unit === 'L' ? `${fmt(base.value)} L de solución acuosa${waterDensity ? '; densidad 1 g/mL' : ''}` : `${fmt(base.value)} kg de muestra`}`,
      [
        `En ${base.unit === 'L' ? `una solución acuosa diluida${waterDensity ? ' (densidad 1 g/mL)' : ''} 1 L pesa 1 kg, así que` : 'una muestra sólida'} 1 ppm = 1 ${per}.`,
        `ppm = ${fmt(mg)} mg / ${fmt(base.value)} ${base.unit} = ${fmt(value)} ${per}.`,
      ],
      `**${fmt(value)} ppm**`,
    );
  }
  if (
    !solute &&
    share !== undefined &&
    /cuant[oa]s? (?:mg|miligramos|gramos)|que masa|que cantidad/.test(asked)
  ) {
    if (!(share > 0)) return null;
    const mg = share * base.value;
    const grams = /cuant[oa]s? gramos/.test(asked);
    return shareReply(
      `${fmt(share)} ppm; ${fmt(base.value)} ${base.unit}`,
      [
        `${fmt(share)} ppm quiere decir ${fmt(share)} ${per}.`,
        `Masa de soluto = ${fmt(share)} ${per} · ${fmt(base.value)} ${base.unit} = ${fmt(mg)} mg${grams ? ` = ${fmt(mg / 1000)} g` : ''}.`,
      ],
      grams ? `**${fmt(mg / 1000)} g de soluto**` : `**${fmt(mg)} mg de soluto**`,
    );
  }
  return null;
}

function shareReply(data: string, steps: string[], answer: string): SolverReply {
  return {
    text: workedReply({
      title: 'Concentración de una solución',
      data,
      steps,
      answer,
      closing: '¿Qué cantidad de soluto hay en cada 100 (o en cada millón) de partes de la solución?',
    }),
    certain: true,
  };
}

/** A percentage concentration, or a mass or volume from one; undefined when not one we read whole. */
// «(Na = 23; O = 16; H = 1)»: a bracket of atomic masses and nothing else; or a sentence of them,
// «Datos: Na = 23; O = 16; H = 1.».
const MASSES_BRACKET =
  /\s*\((?:\s*(?:datos?\s*:\s*)?[A-Z][a-z]?\s*[=:]\s*\d+(?:[.,]\d+)?\s*[;,]?)+\s*\)|\s*\bdatos?\s*:(?:\s*[A-Z][a-z]?\s*=\s*\d+(?:[.,]\d+)?\s*[;,]?)+\s*(?:\.|$)/giu;

/**
 * A percentage on an exam page that lists the solute's atomic masses for another part (its molarity):
 * a share of masses or volumes does not use them. Read without them, the reply saying so; only when each
 * mass is the table's and of an element of the one solute named.
 */
function withSpareAtomicMasses(problem: string): SolverReply | undefined {
  const brackets = [...problem.matchAll(MASSES_BRACKET)];
  if (brackets.length !== 1 || !givenAtomicMassesAgree(problem)) return undefined;
  const bare = problem.replace(MASSES_BRACKET, '');
  const solutes = findSubstances(bare).filter((substance) => substance.formula !== 'H2O');
  const [solute] = solutes;
  if (!solute || solutes.length !== 1) return undefined;
  const symbols = [...(brackets[0]?.[0] ?? '').matchAll(/\b([A-Z][a-z]?)\s*[=:]/g)].map(
    (match) => match[1] ?? '',
  );
  if (symbols.some((symbol) => !solute.composition.has(symbol as ElementSymbol))) return undefined;
  const own = percentConcentration(bare);
  if (!own?.certain) return undefined;
  const listed = symbols.length > 1;
  const note = `Las masas atómicas del enunciado no hacen falta acá: un porcentaje compara masas o volúmenes, no moles.`;
  return {
    text: own.text.replace(
      /\n\n(¿[^\n]*)$/,
      `\n\n${listed ? note : note.replace('Las masas atómicas', 'La masa atómica').replace('no hacen', 'no hace')}\n\n$1`,
    ),
    certain: true,
  };
}

export function solvePercentConcentration(problem: string): SolverReply | undefined {
  return (
    percentConcentration(problem) ??
    withSpareAtomicMasses(problem) ??
    asOptionsKind(problem, percentConcentration)
  );
}

/**
 * «La concentración de la solución es:» with every option in one kind («A) 17,6 % m/m …»): that kind is
 * the one asked.
 */
function asOptionsKind(
  problem: string,
  solve: (problem: string) => SolverReply | undefined,
): SolverReply | undefined {
  const stem = withoutOptions(problem);
  if (stem === problem) return undefined;
  const options = problem
    .slice(stem.length)
    .split(/\n/)
    .filter((line) => /^\s*\(?[A-E]\)/.test(line) && !/ningun/i.test(line));
  const kinds = new Set(options.map((line) => /%\s*(m\s*\/\s*[mv])\b/.exec(line)?.[1]?.replace(/\s/g, '')));
  const [kind] = kinds;
  const question = foldText(stem.slice(stem.search(/[^.?!]*$/)));
  if (
    kinds.size !== 1 ||
    !kind ||
    options.length < 3 ||
    !/concentracion[^%?]*(?:es|sera|resulta)\s*:?\s*$/.test(question)
  )
    return undefined;
  const solved = solve(`${stem.replace(/[:\s]*$/, '')} ¿en % ${kind}?`);
  const value = parseNumber(/\*\*(\S+) % m\/[mv]\*\*/.exec(solved?.text ?? '')?.[1] ?? '');
  if (!solved?.certain || !Number.isFinite(value)) return undefined;
  // The option of that value, each written to its own decimals; none of them, the «ninguna» one.
  const labelled = problem.slice(stem.length).split(/\n/);
  const near = labelled.filter((line) => {
    const written = /^\s*\(?[A-E]\)\s*(\d+(?:[.,](\d+))?)\s*%/.exec(line);
    if (!written) return false;
    return Math.abs(parseNumber(written[1] ?? '') - value) <= 0.5 * 10 ** -(written[2]?.length ?? 0) + 1e-9;
  });
  const chosen =
    near.length === 1
      ? near[0]
      : near.length === 0
        ? labelled.find((line) => /ningun/i.test(line))
        : undefined;
  const label = chosen ? /([A-E])\)/.exec(chosen)?.[1] : undefined;
  return label ? { ...solved, option: label } : undefined;
}

function percentConcentration(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  // «el porcentaje en masa», «% en masa», «porcentaje masa en volumen»: the kinds said in words.
  // «250 mL de suero glucosado al 5 % m/v»: a serum is a solution.
  const folded = foldText(text)
    .replace(/\bsuero(?: (?:glucosado|fisiologico|salino|dextrosado))?\b/g, 'solucion')
    .replace(/porcentaje (?:masa en volumen|en masa por volumen|peso en volumen|m\s*\/\s*v)/g, '% m/v')
    .replace(/porcentaje (?:en masa|masa en masa|en peso|peso en peso|m\s*\/\s*m)|% en masa\b/g, '% m/m');
  const mixed = massMixture(folded);
  if (mixed !== undefined) return mixed ?? undefined;
  const byVolume = solveVolumeShare(text, folded);
  if (byVolume !== undefined) return byVolume ?? undefined;
  const water = waterOfSolution(text, folded);
  if (water) return water;
  const converted = percentByDensity(text, folded);
  if (converted) return converted;
  if (!/%/.test(folded) || !/solucion|disuel|soluto|disolucion/.test(folded)) return undefined;
  // «…250 cm³ de solución, cuya densidad es 1,08 g/cm³»: the one density, read apart from the amounts.
  const densities = [...folded.matchAll(DENSITY)];
  if (densities.length > 1) return undefined;
  const density = densities[0] ? parseNumber(densities[0][1] ?? '') : undefined;
  const withoutDensity = folded.replace(DENSITY, ' ');
  if (density !== undefined && !(density > 0)) return undefined;
  if (
    /g\s*\/\s*(?:ml|cm)|molar|\bmoles?\b|\bmol\b|diluy|diluc|agrega|evapora/.test(withoutDensity) ||
    (density === undefined && /densidad/.test(folded))
  )
    return undefined;
  // «0,5 M»: a molarity is another reading.
  if (/\d\s*M(?![\p{L}\d/])/u.test(text)) return undefined;
  const reading = read(withoutDensity);
  if (!reading || numberCount(text) !== reading.used + (density === undefined ? 0 : 1)) return undefined;
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
    // The solution's mass from its volume and density: the only place a density is used.
    if (askedKind === 'm/m' && density !== undefined && volume !== undefined) {
      if (solvent !== undefined || reading.solution !== undefined) return undefined;
      const mass = volume * density;
      const value = (100 * solute) / mass;
      return reply(
        `soluto ${fmt(solute)} g; solución ${fmt(volume)} mL de densidad ${fmt(density)} g/mL`,
        [
          `Masa de solución = volumen · densidad = ${fmt(volume)} mL · ${fmt(density)} g/mL = ${fmt(mass)} g.`,
          `% m/m = masa de soluto / masa de solución · 100 = ${fmt(solute)} / ${fmt(mass)} · 100 = ${fmt(value)} %.`,
        ],
        `**${fmt(value)} % m/m**`,
      );
    }
    // The solution's volume from its mass and density: «10 g de azúcar en 90 g de agua; densidad 1,1 g/mL».
    if (askedKind === 'm/v' && density !== undefined && volume === undefined) {
      if (solution === undefined) return undefined;
      const millilitres = solution / density;
      const value = (100 * solute) / millilitres;
      return reply(
        `soluto ${fmt(solute)} g; solución ${fmt(solution)} g de densidad ${fmt(density)} g/mL`,
        [
          ...(solvent !== undefined
            ? [
                `Masa de solución = soluto + solvente = ${fmt(solute)} + ${fmt(solvent)} = ${fmt(solution)} g.`,
              ]
            : []),
          `Volumen de solución = masa / densidad = ${fmt(solution)} g / ${fmt(density)} g/mL = ${fmt(millilitres)} mL.`,
          `% m/v = gramos de soluto / mL de solución · 100 = ${fmt(solute)} / ${fmt(millilitres)} · 100 = ${fmt(value)} %.`,
        ],
        `**${fmt(value)} % m/v**`,
      );
    }
    // A page's density that another part uses («…; la solución tiene una densidad de 1,25 g/mL»): the % asked
    // does not need it when the solution's mass (m/m) or its volume (m/v) is given; the reply says so.
    const spare =
      density !== undefined &&
      (askedKind === 'm/m'
        ? volume === undefined && solution !== undefined
        : volume !== undefined && solvent === undefined && reading.solution === undefined);
    if (density !== undefined && !spare) return undefined;
    const unused = spare ? `; densidad ${fmt(density ?? 0)} g/mL, que este porcentaje no usa` : '';
    if (askedKind === 'm/m') {
      if (
        solution === undefined ||
        volume !== undefined ||
        (reading.solution !== undefined && solvent !== undefined)
      )
        return undefined;
      const value = (100 * solute) / solution;
      return reply(
        `soluto ${fmt(solute)} g; ${solvent !== undefined ? `solvente ${fmt(solvent)} g` : `solución ${fmt(solution)} g`}${unused}`,
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
      `soluto ${fmt(solute)} g; solución ${fmt(volume)} mL${unused}`,
      [
        `% m/v = gramos de soluto / mL de solución · 100 = ${fmt(solute)} / ${fmt(volume)} · 100 = ${fmt(value)} %.`,
      ],
      `**${fmt(value)} % m/v**`,
    );
  }
  if (!percent || askedKind) return undefined;
  // «al 20 % m/m, densidad 1,2 g/mL… en 500 mL»: the solution's mass from its volume first.
  if (
    density !== undefined &&
    (percent.kind !== 'm/m' || volume === undefined || reading.solution !== undefined)
  )
    return undefined;
  const asksSolute =
    /(?:cuantos gramos|que masa|que cantidad)/.test(question) &&
    !/(?:gramos|masa|cantidad) de (?:la )?solucion/.test(question);
  const weighed = density !== undefined && volume !== undefined ? volume * density : undefined;
  const base = percent.kind === 'm/m' ? (reading.solution ?? weighed) : volume;
  if (asksSolute && base !== undefined && solute === undefined && solvent === undefined) {
    if (percent.kind === 'm/m' && volume !== undefined && weighed === undefined) return undefined;
    if (percent.kind === 'm/v' && reading.solution !== undefined) return undefined;
    const grams = (percent.value * base) / 100;
    const unit = percent.kind === 'm/m' ? 'g' : 'mL';
    return reply(
      `${fmt(percent.value)} % ${percent.kind}; solución ${fmt(base)} ${unit}`,
      [
        ...(weighed !== undefined
          ? [
              `Masa de solución = volumen · densidad = ${fmt(volume ?? 0)} mL · ${fmt(density ?? 0)} g/mL = ${fmt(weighed)} g.`,
            ]
          : []),
        `${fmt(percent.value)} % ${percent.kind} quiere decir ${fmt(percent.value)} g de soluto cada 100 ${unit} de solución.`,
        `Masa de soluto = ${fmt(base)} · ${fmt(percent.value)} / 100 = ${fmt(grams)} g.`,
      ],
      `**${fmt(grams)} g de soluto**`,
    );
  }
  return undefined;
}

/**
 * The water of a solution made of a solute and water, all by mass: «20 g de NaCl… 250 g de solución,
 * ¿qué masa de agua?» (the difference), «15 g de azúcar y 135 g de agua, ¿% en masa de agua?» (its
 * share), «¿cuánta agua hay que agregar a 30 g de KCl para una solución al 15 % m/m?» (the solution
 * 30 · 100 / 15 g, less the solute). Undefined otherwise, for the readings below.
 */
function waterOfSolution(text: string, folded: string): SolverReply | undefined {
  const question = askedPart(folded);
  const head = question.split(/\d/)[0] ?? question;
  if (!/(?:masa|gramos|cantidad|%|porcentaje)(?: [\p{L}/]+)? de agua|cuanta agua/u.test(head))
    return undefined;
  if (/densidad|molar|\bmoles?\b|\bmol\b|diluy|diluc|evapora|\d\s*m\b|m\s*\/\s*v/.test(folded))
    return undefined;
  const reading = read(folded);
  if (!reading || numberCount(text) !== reading.used || reading.volume !== undefined) return undefined;
  const { solute, solvent, solution, percent } = reading;
  if (solute === undefined || !(solute > 0)) return undefined;
  const asksShare = /%|porcentaje/.test(head);
  if (asksShare && solvent !== undefined && solution === undefined && !percent) {
    const total = solute + solvent;
    const value = (100 * solvent) / total;
    return reply(
      `soluto ${fmt(solute)} g; agua ${fmt(solvent)} g`,
      [
        `Masa de solución = soluto + agua = ${fmt(solute)} + ${fmt(solvent)} = ${fmt(total)} g.`,
        `% m/m de agua = masa de agua / masa de solución · 100 = ${fmt(solvent)} / ${fmt(total)} · 100 = ${fmt(value)} %.`,
      ],
      `**${fmt(value)} % m/m de agua**`,
    );
  }
  if (asksShare || solvent !== undefined || !/cuant|que masa|que cantidad/.test(head)) return undefined;
  if (solution !== undefined && !percent && !/agrega/.test(folded)) {
    if (!(solution > solute)) return undefined;
    return reply(
      `soluto ${fmt(solute)} g; solución ${fmt(solution)} g`,
      [
        `Masa de agua = masa de solución − masa de soluto = ${fmt(solution)} − ${fmt(solute)} = ${fmt(solution - solute)} g.`,
      ],
      `**${fmt(solution - solute)} g de agua**`,
    );
  }
  if (solution === undefined && percent?.kind === 'm/m' && percent.value > 0 && percent.value < 100) {
    const total = (100 * solute) / percent.value;
    return reply(
      `soluto ${fmt(solute)} g; ${fmt(percent.value)} % m/m`,
      [
        `${fmt(percent.value)} % m/m quiere decir ${fmt(percent.value)} g de soluto cada 100 g de solución: la solución pesa ${fmt(solute)} · 100 / ${fmt(percent.value)} = ${fmt(total)} g.`,
        `Masa de agua = ${fmt(total)} − ${fmt(solute)} = ${fmt(total - solute)} g.`,
      ],
      `**${fmt(total - solute)} g de agua**`,
    );
  }
  return undefined;
}

/**
 * «Una solución al 12 % m/m tiene una densidad de 1,05 g/mL. Exprese la concentración en % m/v»: 100 g of
 * solution hold p g of solute and take 100/δ mL, so % m/v = p · δ (and % m/m = p / δ the other way).
 * Only the one percentage and the one density given, the other kind asked.
 */
function percentByDensity(text: string, folded: string): SolverReply | undefined {
  const given = [...folded.matchAll(PERCENT)];
  const densities = [...folded.matchAll(DENSITY)];
  const [percent] = given;
  const [density] = densities;
  if (!percent || !density || given.length !== 1 || densities.length !== 1 || numberCount(text) !== 2)
    return undefined;
  const from = kindOf(percent[2] ?? '');
  // The last sentence asks: «Exprese la concentración en % m/v.», «¿Cuál es su % m/m?».
  const question =
    folded
      .trim()
      .split(/(?<=[.?])\s+(?=[¿\p{L}])/u)
      .at(-1) ?? '';
  const asked = new RegExp(String.raw`(?<![\d,.]\s*)%\s*(?:en\s+)?${KIND}`).exec(question);
  if (!asked || kindOf(asked[1] ?? '') === from || question.includes(percent[0])) return undefined;
  if (!/expres|concentracion|porcentaje|cual es|calcul|determin/.test(question)) return undefined;
  const p = parseNumber(percent[1] ?? '');
  const d = parseNumber(density[1] ?? '');
  if (!(p > 0 && p < 100 && d > 0)) return undefined;
  const to = from === 'm/m' ? 'm/v' : 'm/m';
  const result = from === 'm/m' ? p * d : p / d;
  const steps =
    from === 'm/m'
      ? [
          `${fmt(p)} % m/m: ${fmt(p)} g de soluto cada 100 g de solución.`,
          `Esos 100 g de solución ocupan V = m / δ = 100 g / ${fmt(d, 4)} g/mL = ${fmt(100 / d, 4)} mL.`,
          `% m/v = ${fmt(p)} g / ${fmt(100 / d, 4)} mL · 100 = ${fmt(p)} · ${fmt(d, 4)} = ${fmt(result, 4)} % m/v.`,
        ]
      : [
          `${fmt(p)} % m/v: ${fmt(p)} g de soluto cada 100 mL de solución.`,
          `Esos 100 mL de solución pesan m = δ · V = ${fmt(d, 4)} g/mL · 100 mL = ${fmt(100 * d, 4)} g.`,
          `% m/m = ${fmt(p)} g / ${fmt(100 * d, 4)} g · 100 = ${fmt(result, 4)} % m/m.`,
        ];
  return reply(`${fmt(p)} % ${from}; δ = ${fmt(d, 4)} g/mL`, steps, `**${fmt(result)} % ${to}**`);
}

const MASS_SOLUTION = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*(g|kg)\s+de\s+(?:una\s+|otra\s+|la\s+|esa\s+)?(?:solucion|disolucion)\b[^%.;?]{0,50}?\b(?:al|del|de)\s+(${NUMBER_SOURCE})\s*%\s*m\s*\/\s*m`,
  'gu',
);
const WATER_GIVEN = new RegExp(String.raw`(${NUMBER_SOURCE})\s*(g|kg|ml|cm3|cm³)\s+de\s+agua\b`, 'gu');
const TARGET = new RegExp(String.raw`\bpara que\b[^%?]{0,60}?\b(${NUMBER_SOURCE})\s*%\s*m\s*\/\s*m`, 'u');

/**
 * Solutions of one solute in % m/m mixed by mass, or with water added or evaporated: «Se mezclan 200 g de
 * una solución al 15 % m/m con 300 g de otra al 5 % m/m», «A 200 g de una solución al 15 % m/m se le
 * agregan 100 g de agua», «¿Qué masa de agua hay que agregar a 200 g … al 15 % m/m para que su
 * concentración sea 10 % m/m?». The solute's mass is kept; the masses add. Undefined when not such a
 * statement; null when one not read whole.
 */
function massMixture(folded: string): SolverReply | null | undefined {
  const solutions = [...folded.matchAll(MASS_SOLUTION)].map((m) => ({
    raw: m[0],
    grams: parseNumber(m[1] ?? '') * (m[2] === 'kg' ? 1000 : 1),
    percent: parseNumber(m[3] ?? ''),
  }));
  if (solutions.length === 0) return undefined;
  const waters = [...folded.matchAll(WATER_GIVEN)];
  const target = TARGET.exec(folded);
  const adds = /\bagreg|\banad|\bañad|\bdiluy|\bse le (?:agrega|anade|añade)/.test(folded);
  const evaporates = /evapor/.test(folded);
  const mixes = /\bmezcl/.test(folded) && solutions.length === 2;
  const kind =
    mixes && waters.length === 0 && !target
      ? 'mix'
      : solutions.length === 1 &&
          waters.length === 1 &&
          !target &&
          (adds || evaporates) &&
          !(adds && evaporates)
        ? 'water'
        : solutions.length === 1 &&
            waters.length === 0 &&
            target &&
            (adds || evaporates) &&
            !(adds && evaporates)
          ? 'target'
          : undefined;
  if (!kind) return undefined;
  if (!solutions.every((x) => x.grams > 0 && x.percent > 0 && x.percent < 100)) return null;
  // Every number is one read.
  const rest = [...solutions.map((x) => x.raw), ...waters.map((w) => w[0]), ...(target ? [target[0]] : [])]
    .reduce((left, raw) => left.replace(raw, ' '), folded)
    .replace(/\b[a-z]{1,2}[0-9₀-₉]+\b|[₀-₉]/g, ' ');
  if (/\d/.test(rest)) return null;
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  const asksPercent =
    /(?:concentracion|porcentaje|%\s*m\s*\/\s*m)/.test(question) && !/molar|molal|% m\/v/.test(question);
  const solute = solutions.reduce((sum, x) => sum + (x.grams * x.percent) / 100, 0);
  const grams = (x: number) => `${fmt(x, 4)} g`;
  const soluteSteps = solutions.map(
    (x) =>
      `Soluto en ${grams(x.grams)} al ${fmt(x.percent, 4)} %: ${grams(x.grams)} · ${fmt(x.percent, 4)} / 100 = ${grams((x.grams * x.percent) / 100)}.`,
  );
  const [first] = solutions;
  if (!first) return null;
  if (kind === 'mix' || kind === 'water') {
    if (
      !asksPercent &&
      !/concentracion|porcentaje/.test(folded.slice(folded.search(/¿|\bhall|\bcalcul|\bdetermin|\bcual/)))
    )
      return null;
    const water = waters[0];
    const waterGrams = water ? parseNumber(water[1] ?? '') * (water[2] === 'kg' ? 1000 : 1) : 0;
    const total =
      kind === 'mix'
        ? solutions.reduce((sum, x) => sum + x.grams, 0)
        : first.grams + (evaporates ? -waterGrams : waterGrams);
    if (!(total > solute)) return null;
    const percent = (100 * solute) / total;
    return reply(
      kind === 'mix'
        ? solutions.map((x) => `${grams(x.grams)} al ${fmt(x.percent, 4)} % m/m`).join(' + ')
        : `${grams(first.grams)} al ${fmt(first.percent, 4)} % m/m; ${evaporates ? 'se evaporan' : 'se agregan'} ${fmt(waterGrams, 4)} ${/^(?:ml|cm)/.test(water?.[2] ?? '') ? 'mL (1 g/mL)' : 'g'} de agua`,
      [
        ...soluteSteps,
        kind === 'mix'
          ? `Las masas se suman: ${solutions.map((x) => fmt(x.grams, 4)).join(' + ')} = ${grams(total)} de mezcla, con ${solutions.length > 1 ? `${solutions.map((x) => fmt((x.grams * x.percent) / 100, 4)).join(' + ')} = ` : ''}${grams(solute)} de soluto.`
          : `El soluto no cambia; la solución pasa a ${fmt(first.grams, 4)} ${evaporates ? '−' : '+'} ${fmt(waterGrams, 4)} = ${grams(total)}.`,
        `% m/m = ${fmt(solute, 4)} / ${fmt(total, 4)} · 100 = ${fmt(percent)} %.`,
      ],
      `**${fmt(percent)} % m/m**`,
    );
  }
  // The water to add or evaporate so that the solute is the target's share.
  if (!/(?:masa|gramos|cuanta|cantidad) de agua/.test(question || folded)) return null;
  const wanted = parseNumber(target?.[1] ?? '');
  if (
    !(wanted > 0 && wanted < 100) ||
    (adds && wanted >= first.percent) ||
    (evaporates && wanted <= first.percent)
  )
    return null;
  const final = (100 * solute) / wanted;
  const water = Math.abs(final - first.grams);
  return reply(
    `${grams(first.grams)} al ${fmt(first.percent, 4)} % m/m; se quiere ${fmt(wanted, 4)} % m/m`,
    [
      ...soluteSteps,
      `El soluto no cambia: la solución al ${fmt(wanted, 4)} % tiene que pesar ${fmt(solute, 4)} · 100 / ${fmt(wanted, 4)} = ${grams(final)}.`,
      `${adds ? 'Agua que hay que agregar' : 'Agua que hay que evaporar'}: ${adds ? `${fmt(final, 4)} − ${fmt(first.grams, 4)}` : `${fmt(first.grams, 4)} − ${fmt(final, 4)}`} = ${grams(water)}.`,
    ],
    `**${fmt(water)} g de agua**`,
  );
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
