/**
 * The pH of a solution of a strong acid or a strong base at 25 °C, as the entrance programmes ask it:
 * the acid or base dissociates completely, so [H⁺] (or [OH⁻]) is its concentration times the H or OH it
 * gives per formula, and pH + pOH = 14. Weak acids, sulfuric acid (whose second H is not complete) and
 * anything else the statement gives decline.
 */
import { isElementSymbol } from '../../science/atomic-masses.ts';
import { compositionOf, molarMass } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { withoutGivenAtomicMasses } from './formula-facts.ts';
import { fmt, fmtResult, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';
import { molarMassSum } from './substances.ts';

interface Electrolyte {
  formula: string;
  kind: 'acid' | 'base';
  /** H⁺ or OH⁻ per formula unit. */
  count: number;
  names: RegExp;
}

const STRONG: readonly Electrolyte[] = [
  { formula: 'HCl', kind: 'acid', count: 1, names: /\bhcl\b|acido clorhidrico|cloruro de hidrogeno/ },
  { formula: 'HBr', kind: 'acid', count: 1, names: /\bhbr\b|acido bromhidrico/ },
  { formula: 'HI', kind: 'acid', count: 1, names: /\bhi\b|acido yodhidrico/ },
  { formula: 'HNO₃', kind: 'acid', count: 1, names: /\bhno3\b|\bhno₃|acido nitrico/ },
  { formula: 'HClO₄', kind: 'acid', count: 1, names: /\bhclo4\b|\bhclo₄|acido perclorico/ },
  { formula: 'NaOH', kind: 'base', count: 1, names: /\bnaoh\b|hidroxido de sodio/ },
  { formula: 'KOH', kind: 'base', count: 1, names: /\bkoh\b|hidroxido de potasio/ },
  { formula: 'LiOH', kind: 'base', count: 1, names: /\blioh\b|hidroxido de litio/ },
  { formula: 'Ca(OH)₂', kind: 'base', count: 2, names: /\bca\(oh\)(?:2|₂)|hidroxido de calcio/ },
  { formula: 'Ba(OH)₂', kind: 'base', count: 2, names: /\bba\(oh\)(?:2|₂)|hidroxido de bario/ },
];

/** Sulfuric acid, strong in both steps only when the statement says so. */
const SULFURIC: Electrolyte = {
  formula: 'H₂SO₄',
  kind: 'acid',
  count: 2,
  names: /\bh2so4\b|h₂so₄|acido sulfurico/,
};

// «considerando completas sus dos ionizaciones», «se disocia totalmente liberando sus dos protones».
const BOTH_PROTONS =
  /\b(?:sus |los |las )?dos (?:protones|ionizaciones|disociaciones|hidrogenos|h\+|h⁺)|\bamb[oa]s (?:protones|hidrogenos|ionizaciones|disociaciones)/;

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const MOLAR = String.raw`\s*(?:M\b|mol\s*\/\s*L\b|[Mm]olar\b)`;
/** «1·10⁻³ M», «10^-4 mol/L». */
const SCIENTIFIC = new RegExp(
  String.raw`(?:(${NUMBER_SOURCE})\s*[·x×*]\s*)?10\s*(?:\^\s*\(?\s*(-\s*\d+)\s*\)?|(⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+))${MOLAR}`,
  'gu',
);
/** «0,01 M», «0,005 molar»; after a list's comma too («hidróxido de bario, Ba(OH)₂, 0,005 M»). */
const PLAIN = new RegExp(String.raw`(?<![\d.,^⁻·×*-])(?<![\d.^⁻·×*-]\s+)(${NUMBER_SOURCE})${MOLAR}`, 'gu');

const exponentOf = (plain: string | undefined, superscript: string | undefined) =>
  plain !== undefined
    ? Number(plain.replace(/\s+/g, ''))
    : -Number([...(superscript ?? '').slice(1)].map((c) => SUPERSCRIPT.indexOf(c)).join(''));

/** The one concentration the statement gives, in mol/L, with the text it was written as. */
function readConcentration(text: string, most = 1): { value: number; raw: string } | undefined {
  const scientific = [...text.matchAll(SCIENTIFIC)];
  const plain = [...text.matchAll(PLAIN)];
  if (scientific.length + plain.length !== 1) return undefined;
  const [sci] = scientific;
  const [one] = plain;
  const value = sci
    ? (sci[1] !== undefined ? parseNumber(sci[1]) : 1) * 10 ** exponentOf(sci[2], sci[3])
    : parseNumber(one?.[1] ?? '');
  const raw = sci?.[0] ?? one?.[0] ?? '';
  return Number.isFinite(value) && value > 0 && value <= most ? { value, raw } : undefined;
}

const GIVEN_PH = new RegExp(String.raw`\b(ph|poh)\s*(?:=|es(?: de)?|igual a|de)\s*(${NUMBER_SOURCE})`, 'g');

/** «Una solución de HCl tiene pH = 1. ¿Cuál es su concentración molar?»: the molarity from the pH. */
function concentrationFromPh(text: string, folded: string, question: string): SolverReply | undefined {
  if (!/concentracion|molaridad|cuantos moles por litro/.test(question)) return undefined;
  // «…la concentración de H⁺?», «de OH⁻», «de iones»: an ion's concentration, not the solute's.
  if (/\bh\+|h⁺|h3o|h₃o|oh-|oh⁻|hidrogenion|oxhidrilo|oxidrilo|hidroxilo|\bion/.test(question))
    return undefined;
  const given = [...folded.matchAll(GIVEN_PH)];
  const [match] = given;
  if (given.length !== 1 || !match) return undefined;
  const solutes = STRONG.filter((electrolyte) => electrolyte.names.test(folded));
  const [solute] = solutes;
  if (solutes.length !== 1 || !solute) return undefined;
  if (/debil|dilu|mezcl|agreg|neutraliz|ka\b|kb\b/.test(folded)) return undefined;
  const value = parseNumber(match[2] ?? '');
  if (!(value >= 0 && value <= 14)) return undefined;
  // Every other number is the formula's own.
  const rest = text
    .replace(/\bp(?:OH|H)\s*(?:=|es(?: de)?|igual a|de)\s*\d+(?:[.,]\d+)?/i, ' ')
    .replace(/(?<![\p{L}\d])(?:[A-Z][a-z]?[0-9₀-₉]*|\([A-Z][a-z]?[A-Za-z]*\)[0-9₀-₉]*)+(?![\p{L}\d])/gu, ' ');
  if (/\d/.test(rest)) return undefined;
  const ph = match[1] === 'poh' ? 14 - value : value;
  const ion = solute.kind === 'acid' ? 10 ** -ph : 10 ** (ph - 14);
  const molarity = ion / solute.count;
  const ionName = solute.kind === 'acid' ? '[H⁺]' : '[OH⁻]';
  return {
    text: workedReply({
      title: `Concentración de ${solute.kind === 'acid' ? 'un ácido fuerte' : 'una base fuerte'} a partir del pH`,
      data: `${solute.formula}; ${match[1] === 'poh' ? 'pOH' : 'pH'} = ${fmt(value)}`,
      steps: [
        solute.kind === 'acid'
          ? `[H⁺] = 10^(−pH) = 10^(−${fmt(ph)}) = ${fmt(ion, 8)} M.`
          : `pOH = 14 − pH = ${fmt(14 - ph)}; [OH⁻] = 10^(−pOH) = ${fmt(ion, 8)} M.`,
        `El ${solute.formula} se disocia por completo${solute.count > 1 ? ` y da ${solute.count} OH⁻ por fórmula` : ''}: su concentración es ${solute.count > 1 ? `${ionName} / ${solute.count}` : ionName} = ${fmt(molarity, 8)} M.`,
      ],
      answer: `**${fmt(molarity, 8)} M**`,
      closing: '¿Cuánto cambiaría el pH si la concentración fuera diez veces menor?',
    }),
    certain: true,
  };
}

type PhScale = 'pH' | 'pOH' | '[H⁺]' | '[OH⁻]';

const SCALE_GIVEN =
  /\b(ph|poh)(?:\s+de\s+(?:la|el|una|un|esta|esa|este|ese)?\s*[\p{L}]+)?\s*(?:=|≈|~|es(?: de)?|igual a|de|vale|cercano a)?\s*(\d+(?:[.,]\d+)?)(?![\d.,]*\d)/gu;

/** «10⁻⁵»: ten to a whole power, in superscripts. */
const powerOfTen = (exponent: number) =>
  `10${exponent < 0 ? '⁻' : ''}${[...String(Math.abs(exponent))].map((d) => SUPERSCRIPT[Number(d)]).join('')}`;

/** What a question asks on the pH scale: «¿cuánto vale su pOH?», «¿cuál es su concentración de iones H⁺?». */
function askedOnScale(question: string): PhScale | undefined {
  const asked: PhScale[] = [];
  if (/\bpoh\b/.test(question)) asked.push('pOH');
  if (/\bph\b/.test(question)) asked.push('pH');
  if (
    /(?:concentracion|\[)\s*(?:molar\s+)?(?:de\s+)?(?:(?:los\s+)?iones?\s+)?(?:h\s*\+|h⁺|h3o|h₃o|hidrogeno|hidrogeniones|oxonio|hidronio)/.test(
      question,
    )
  )
    asked.push('[H⁺]');
  if (
    /(?:concentracion|\[)\s*(?:molar\s+)?(?:de\s+)?(?:(?:los\s+)?iones?\s+)?(?:oh|oxhidrilo|hidroxilo|oxidrilo|hidroxido)/.test(
      question,
    )
  )
    asked.push('[OH⁻]');
  return asked.length === 1 ? asked[0] : undefined;
}

/**
 * One value of the pH scale given (pH or pOH) and another asked, at 25 °C: pH + pOH = 14, [H⁺] = 10^(−pH),
 * [OH⁻] = 10^(−pOH). «Una solución tiene pH = 5. ¿Cuál es su concentración de iones H⁺?» → 1 · 10⁻⁵ M.
 * And two pH compared: «pH 2 y pH 5, ¿cuántas veces mayor es [H⁺]…?» → 10³ = 1000 veces.
 */
function phScale(text: string, folded: string, question: string): SolverReply | undefined {
  // A concentration given, a dilution, a mixture or a weak acid is another reading.
  if (
    /debil|dilu|mezcl|agreg|añad|anad|neutraliz|titul|indicador|vira|ka\b|kb\b|\d\s*(?:m|mol\s*\/\s*l)\b/.test(
      folded,
    )
  )
    return undefined;
  // «pH = 4», «pH ≈ 2», «pH 1», «el pOH de una muestra es 3».
  const given = [...folded.matchAll(SCALE_GIVEN)];
  // Every other number is the 25 °C the product 10⁻¹⁴ holds at.
  let rest = foldText(text)
    .replace(/\b25\s*°\s*c\b/, ' ')
    .replace(SCALE_GIVEN, ' ');
  rest = rest.replace(/h⁺|oh⁻|h₃o⁺|h3o\+/g, ' ');
  if (/\d/.test(rest)) return undefined;
  if (given.length === 2 && /cuantas veces/.test(question)) {
    if (given.some((match) => match[1] !== 'ph')) return undefined;
    const [a, b] = given.map((match) => parseNumber(match[2] ?? '')) as [number, number];
    if (![a, b].every((v) => v >= 0 && v <= 14) || a === b) return undefined;
    // «cuántas veces mayor es la concentración de H⁺ en …»: the lower pH has the larger [H⁺].
    if (!/concentracion de (?:iones? )?(?:h\s*\+|h⁺|h3o|h₃o|hidrogen|oxonio|hidronio)|acid/.test(question))
      return undefined;
    if (!/mayor|mas/.test(question)) return undefined;
    const times = 10 ** Math.abs(a - b);
    return {
      text: workedReply({
        title: 'Comparar dos pH',
        data: `pH = ${fmt(a)} y pH = ${fmt(b)}`,
        steps: [
          `[H⁺] = 10^(−pH): la de pH ${fmt(Math.min(a, b))} es 10^(−${fmt(Math.min(a, b))}) M y la de pH ${fmt(Math.max(a, b))}, 10^(−${fmt(Math.max(a, b))}) M.`,
          `El cociente es 10^(${fmt(Math.max(a, b))} − ${fmt(Math.min(a, b))}) = 10^${fmt(Math.abs(a - b))} = ${fmt(times)}: cada unidad de pH es un factor 10.`,
        ],
        answer: `**La de pH ${fmt(Math.min(a, b))} tiene ${fmt(times)} veces más H⁺**`,
        closing: '¿Cuál de las dos es más ácida?',
      }),
      certain: true,
    };
  }
  const [match] = given;
  if (given.length !== 1 || !match) return undefined;
  // «La concentración de OH⁻ en una solución de pH = 3 es:»: the pH given is not asked.
  const asked = askedOnScale(question.replace(SCALE_GIVEN, ' '));
  const from = match[1] === 'poh' ? 'pOH' : 'pH';
  if (!asked || asked === from) return undefined;
  const value = parseNumber(match[2] ?? '');
  if (!(value >= 0 && value <= 14)) return undefined;
  const ph = from === 'pH' ? value : 14 - value;
  const poh = 14 - ph;
  const steps: string[] = [];
  let answer: string;
  if (asked === 'pH' || asked === 'pOH') {
    const result = asked === 'pH' ? ph : poh;
    steps.push(`A 25 °C, pH + pOH = 14: ${asked} = 14 − ${fmt(value)} = ${fmt(result)}.`);
    answer = `**${asked} = ${fmt(result)}**`;
  } else {
    const exponent = asked === '[H⁺]' ? ph : poh;
    if (asked === '[OH⁻]' && from === 'pH')
      steps.push(`A 25 °C, pOH = 14 − pH = 14 − ${fmt(value)} = ${fmt(poh)}.`);
    if (asked === '[H⁺]' && from === 'pOH')
      steps.push(`A 25 °C, pH = 14 − pOH = 14 − ${fmt(value)} = ${fmt(ph)}.`);
    const ion = 10 ** -exponent;
    steps.push(`${asked} = 10^(−${asked === '[H⁺]' ? 'pH' : 'pOH'}) = 10^(−${fmt(exponent)}) M.`);
    answer = `**${asked} = ${Number.isInteger(exponent) ? `1 · ${powerOfTen(-exponent)}` : fmtResult(ion)} M**`;
  }
  return {
    text: workedReply({
      title: 'pH, pOH y concentración de iones',
      data: `${from} = ${fmt(value)}`,
      steps,
      answer,
      closing: '¿La solución es ácida, neutra o básica?',
    }),
    certain: true,
  };
}

/** «[OH⁻] = 2,5 × 10⁻⁴ M», «la concentración de iones H⁺ es 0,001 M»: an ion's concentration given. */
const ION_GIVEN =
  /(?:\[\s*|concentracion (?:molar )?de (?:(?:los )?iones? )?)(h\s*\+|h⁺|h3o\s*\+|h₃o⁺|oh\s*-|oh⁻)\s*(?:\]\s*)?(?:(?:de|en) (?:una?|la|el) [a-z ]{1,30}?\s)?(?:=|es(?: de)?|vale|igual a)/gu;

/**
 * One ion's concentration given and the pH, the pOH or the other ion asked, at 25 °C: «Una solución tiene
 * [OH⁻] = 2,5 × 10⁻⁴ M. Calcular su pH» → pOH = −log [OH⁻] = 3,60; pH = 14 − 3,60 = 10,40.
 */
function fromIonConcentration(text: string, folded: string, question: string): SolverReply | undefined {
  const given = [...folded.matchAll(ION_GIVEN)];
  const [match] = given;
  if (given.length !== 1 || !match) return undefined;
  if (/debil|dilu|mezcl|agreg|añad|anad|neutraliz|titul|ka\b|kb\b/.test(folded)) return undefined;
  const concentration = readConcentration(text, 10);
  if (!concentration) return undefined;
  // Every other number is the 25 °C of Kw.
  const rest = foldText(text.replace(concentration.raw, ' '))
    .replace(/\b25\s*°\s*c\b/, ' ')
    .replace(ION_GIVEN, ' ');
  if (/\d/.test(rest)) return undefined;
  const from = /h/.test((match[1] ?? '').replace(/oh/, '')) ? '[H⁺]' : '[OH⁻]';
  const asked = askedOnScale(question.replace(ION_GIVEN, ' '));
  if (!asked || asked === from) return undefined;
  const c = concentration.value;
  const logged = -Math.log10(c);
  const ph = from === '[H⁺]' ? logged : 14 - logged;
  const poh = 14 - ph;
  const steps =
    from === '[H⁺]'
      ? [`pH = −log [H⁺] = −log ${fmtResult(c)} = ${fmt(ph)}.`]
      : [`pOH = −log [OH⁻] = −log ${fmtResult(c)} = ${fmt(poh)}.`];
  let answer: string;
  if (asked === 'pH' || asked === 'pOH') {
    if (asked !== (from === '[H⁺]' ? 'pH' : 'pOH'))
      steps.push(
        `A 25 °C, pH + pOH = 14: ${asked} = 14 − ${fmt(logged)} = ${fmt(asked === 'pH' ? ph : poh)}.`,
      );
    answer = `**${asked} ≈ ${fmt(asked === 'pH' ? ph : poh)}**`;
  } else {
    const other = 1e-14 / c;
    steps.push(
      `A 25 °C, [H⁺] · [OH⁻] = 1 · 10⁻¹⁴: ${asked} = 10⁻¹⁴ / ${fmtResult(c)} = ${fmtResult(other)} M.`,
    );
    answer = `**${asked} = ${fmtResult(other)} M**`;
  }
  return {
    text: workedReply({
      title: 'pH, pOH y concentración de iones',
      data: `${from} = ${fmtResult(c)} M`,
      steps,
      answer,
      closing: '¿La solución es ácida, neutra o básica?',
    }),
    certain: true,
  };
}

/** The pH, pOH or concentration of ions of a strong acid or base solution; undefined otherwise. */
const MASS = new RegExp(String.raw`(${NUMBER_SOURCE})\s*(g|gramos?|mg)(?![\p{L}\d])`, 'giu');
const VOLUME = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*(ml|cm3|cm³|cc|l|litros?|dm3|dm³)(?![\p{L}\d])`,
  'giu',
);

/**
 * «3,65 g de HCl … hasta 1 L de solución», «0,56 g de KOH en 500 mL de agua»: the molarity from the
 * solute's mass (its molar mass from the kernel) and the volume, the water's taken as the solution's, as
 * a dilute solution's is. One mass and one volume, or none.
 */
function massConcentration(
  text: string,
  folded: string,
  solute: Electrolyte,
  massesGiven: boolean,
): { value: number; raw: string; others: string[]; step: string } | undefined {
  const masses = [...text.matchAll(MASS)];
  const volumes = [...text.matchAll(VOLUME)];
  if (masses.length !== 1 || volumes.length !== 1) return undefined;
  const [mass] = masses as [RegExpMatchArray];
  const [volume] = volumes as [RegExpMatchArray];
  // The volume is the solution's (or its water's), not a part taken from it.
  const after = foldText(text.slice((volume.index ?? 0) + volume[0].length));
  if (!/^\s*(?:de\s+(?:solucion|disolucion|agua)|[.,;?]|$)/.test(after)) return undefined;
  if (/se toman|se extraen|alicuota/.test(folded)) return undefined;
  const grams = parseNumber(mass[1] ?? '') / (/^mg/i.test(mass[2] ?? '') ? 1000 : 1);
  const rawUnit = (volume[2] ?? '').toLowerCase();
  const liters = parseNumber(volume[1] ?? '') / (/^(?:ml|cm|cc)/.test(rawUnit) ? 1000 : 1);
  const plain = solute.formula.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));
  const molar = molarMass(compositionOf(plain));
  if (!(grams > 0 && liters > 0 && molar > 0)) return undefined;
  const moles = grams / molar;
  const value = moles / liters;
  if (!(value > 0 && value <= 1)) return undefined;
  return {
    value,
    raw: mass[0],
    others: [volume[0]],
    // With the atomic masses the statement lists, the molar mass is summed from them.
    step: `${massesGiven ? `Masa molar: M(${solute.formula}) = ${molarMassSum(compositionOf(plain))} g/mol. ` : ''}Moles de ${solute.formula}: n = ${fmt(grams, 4)} g / ${fmt(molar)} g/mol = ${fmt(moles, 6)} mol; en ${fmt(liters, 4)} L, M = ${fmt(moles, 6)} / ${fmt(liters, 4)} = ${fmt(value, 6)} M.`,
  };
}

// «Se toman 10 mL de esa solución y se diluyen con agua hasta 1 L», «…y se llevan a 1 L con agua»: a part
// of the solution taken and diluted, in a sentence of its own.
const DILUTION = new RegExp(
  String.raw`\bse toman?\s+(${NUMBER_SOURCE})\s*(ml|cm3|cm³|l|litros?)\s+de\s+(?:esa|dicha|la|esta)\s+(?:solucion|disolucion)\s+y\s+se\s+(?:diluyen|llevan|completan|lleva|diluye|completa)(?:\s+con\s+agua)?\s+(?:a|hasta)\s+(?:un volumen de\s+)?(${NUMBER_SOURCE})\s*(ml|cm3|cm³|l|litros?)(?![\p{L}\d])(?:\s+con\s+agua)?\s*[.;,]?`,
  'u',
);

// «Se toman 5 mL de ácido nítrico 2 M y se diluyen con agua hasta 500 mL»: the solution named in the
// same sentence as the part taken.
const TAKEN_DILUTION = new RegExp(
  String.raw`\bse toman?\s+(${NUMBER_SOURCE})\s*(ml|cm3|cm³|l|litros?)\s+(de\s+(?:una\s+(?:solucion|disolucion)\s+(?:de\s+)?)?[^.;?¿]{3,60}?)\s+y\s+se\s+(?:diluyen|llevan|completan|lleva|diluye|completa)(?:\s+con\s+agua)?\s+(?:a|hasta)\s+(?:un volumen de\s+)?(${NUMBER_SOURCE})\s*(ml|cm3|cm³|l|litros?)(?![\p{L}\d])(?:\s+con\s+agua)?\s*[.;,]?`,
  'u',
);

interface Dilution {
  factor: number;
  step: string;
}

/**
 * A strong acid's or base's pH, pOH or ion concentration; with a part of the solution diluted
 * («Se toman 10 mL … hasta 1 L. ¿Cuál es el pH de la solución diluida?»), that of the diluted one.
 */
export function solveStrongPh(statement: string): SolverReply | undefined {
  // «…¿Cuál es el pH de la solución diluida? (ácido fuerte)»: what every solute read here is.
  const problem = statement.replace(/\s*\((?:es un |se trata de un )?(?:ácido|acido|base) fuerte\)/i, '');
  const folded = foldText(problem);
  const mixed = mixturePh(problem);
  if (mixed !== undefined) return mixed ?? undefined;
  const found = DILUTION.exec(folded);
  if (!found) return takenDilution(problem, folded) ?? strongPh(problem);
  const liters = (value: string, unit: string) => parseNumber(value) / (/^(?:ml|cm)/.test(unit) ? 1000 : 1);
  const taken = liters(found[1] ?? '', found[2] ?? '');
  const final = liters(found[3] ?? '', found[4] ?? '');
  if (!(taken > 0 && final > taken)) return undefined;
  // Only the question after the dilution asks of the diluted solution.
  const after = folded.slice(found.index + found[0].length);
  if (!dilutedAsked(after, /\bdiluida\b/)) return undefined;
  const rest = `${problem.slice(0, found.index)}${problem.slice(found.index + found[0].length).replace(/\s+diluida\b/i, '')}`;
  const factor = taken / final;
  return strongPh(rest, {
    factor,
    step: `Al llevar ${fmt(taken * 1000)} mL a ${fmt(final * 1000)} mL, la concentración se divide por ${fmt(1 / factor, 4)}: C₂ = C₁ · V₁ / V₂`,
  });
}

// «HNO₃ 0,2 M», «HNO3 0,2 M»: after a formula's digit too.
const MIX_MOLARITY = new RegExp(String.raw`(?<![\d.,])(${NUMBER_SOURCE})${MOLAR}`, 'gu');
const MIX_VOLUME = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*(ml|cm3|cm³|cc|dm3|dm³|l|litros?)(?![\p{L}\d])`,
  'gu',
);

/**
 * «Se mezclan 200 mL de HCl 0,15 M con 100 mL de NaOH 0,2 M (volúmenes aditivos)»: a strong acid and a
 * strong base mixed; the H⁺ and OH⁻ neutralize mole for mole, and what is left in the sum of the volumes
 * gives the pH. Asked: the pH (or pOH), the moles of H⁺ and OH⁻ put together, the reactant in excess with
 * its moles or its concentration. Undefined when not such a mixture; null when one not read whole.
 */
function mixturePh(problem: string): SolverReply | null | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  if (!/\bmezcl/.test(folded)) return undefined;
  const found = STRONG.map((electrolyte) => ({ electrolyte, at: folded.search(electrolyte.names) })).filter(
    (x) => x.at >= 0,
  );
  const acids = found.filter((x) => x.electrolyte.kind === 'acid');
  const bases = found.filter((x) => x.electrolyte.kind === 'base');
  if (acids.length !== 1 || bases.length !== 1 || found.length !== 2) return undefined;
  if (/debil|ka\b|kb\b|h2so4|h₂so₄|sulfurico|acetic/.test(folded)) return null;
  const volumes = [...folded.matchAll(MIX_VOLUME)];
  const molars = [...text.matchAll(MIX_MOLARITY)];
  if (volumes.length !== 2 || molars.length !== 2) return null;
  // Each volume, then its solute's name, then its molarity: «200 mL de HCl 0,15 M».
  const sides = volumes.map((volume, i) => {
    const start = volume.index ?? 0;
    const end = volumes[i + 1]?.index ?? folded.length;
    const solute = found.find((x) => x.at > start && x.at < end);
    const molar = molars.find((m) => (m.index ?? 0) > start && (m.index ?? 0) < end);
    const unit = volume[2] ?? '';
    return {
      solute,
      liters: parseNumber(volume[1] ?? '') / (/^(?:ml|cm|cc)/.test(unit) ? 1000 : 1),
      molarity: parseNumber(molar?.[1] ?? ''),
      ok: solute !== undefined && molar !== undefined && (molar.index ?? 0) > (solute?.at ?? 0),
    };
  });
  const [one, two] = sides;
  if (!one?.ok || !two?.ok || one.solute === two.solute) return null;
  if (!sides.every((side) => side.liters > 0 && side.molarity > 0 && side.molarity <= 20)) return null;
  // Every number read: the volumes, the molarities, the formulas' digits and a «25 °C».
  const rest = [...volumes.map((v) => v[0]), ...molars.map((m) => foldText(m[0]))]
    .reduce((left, raw) => left.replace(raw, ' '), folded)
    .replace(/\b25\s*°\s*c\b/, ' ')
    .replace(/\b(?:[a-z]{1,2}[0-9₀-₉]*|\([a-z]+\)[0-9₀-₉]*)+\b/g, ' ')
    .replace(/[₀-₉⁺⁻]/g, ' ')
    .replace(/^\s*\d{1,2}\s*\)/, ' ')
    .replace(/(?:^|\s)[a-e]\)/g, ' ');
  if (/\d/.test(rest)) return null;
  const acid = sides.find((side) => side.solute?.electrolyte.kind === 'acid') as (typeof sides)[number];
  const base = sides.find((side) => side.solute?.electrolyte.kind === 'base') as (typeof sides)[number];
  const acidName = acid.solute?.electrolyte as Electrolyte;
  const baseName = base.solute?.electrolyte as Electrolyte;
  const hydrogen = acid.liters * acid.molarity * acidName.count;
  const hydroxide = base.liters * base.molarity * baseName.count;
  const total = acid.liters + base.liters;
  const left = Math.abs(hydrogen - hydroxide);
  const neutral = left <= 1e-9 * Math.max(hydrogen, hydroxide);
  const excess = hydrogen > hydroxide ? acidName : baseName;
  const concentration = left / total;
  const ph = neutral ? 7 : hydrogen > hydroxide ? -Math.log10(concentration) : 14 + Math.log10(concentration);
  if (!neutral && concentration < 1e-6) return null;
  const question = folded.slice(Math.max(0, folded.search(/¿|\b(?:calcul|determin|halle|indique|cual)/)));
  const asked: string[] = [];
  // «los milimoles de OH⁻ que quedan en exceso»: the ion left over, one thing asked.
  const leftIon =
    /moles de (?:iones )?(?:oh|oxhidrilo|hidroxido)[^?.;]*(?:quedan|sobran|en exceso|exceso)/.test(question)
      ? 'OH⁻'
      : /moles de (?:iones )?(?:h(?:\+|⁺)|h3o|h₃o|hidrogeno)[^?.;]*(?:quedan|sobran|en exceso|exceso)/.test(
            question,
          )
        ? 'H⁺'
        : undefined;
  if (leftIon) asked.push('left');
  else if (/moles de h(?:\+|⁺)|moles de (?:iones )?(?:hidrogeno|oh)/.test(question)) asked.push('moles');
  if (!leftIon && /exceso|sobra/.test(question)) asked.push('excess');
  if (/\bp(?:o)?h\b/.test(question)) asked.push(/\bpoh\b/.test(question) ? 'pOH' : 'pH');
  if (asked.length !== 1) return null;
  const mol = (value: number) => `${fmt(value, 6)} mol`;
  const steps = [
    `Moles de H⁺ del ${acidName.formula}: ${fmt(acid.liters, 4)} L · ${fmt(acid.molarity, 4)} M${acidName.count > 1 ? ` · ${acidName.count}` : ''} = ${mol(hydrogen)}.`,
    `Moles de OH⁻ del ${baseName.formula}: ${fmt(base.liters, 4)} L · ${fmt(base.molarity, 4)} M${baseName.count > 1 ? ` · ${baseName.count}` : ''} = ${mol(hydroxide)}.`,
    neutral
      ? 'H⁺ + OH⁻ → H₂O mol a mol: se neutralizan por completo.'
      : `H⁺ + OH⁻ → H₂O mol a mol: sobran ${fmt(Math.max(hydrogen, hydroxide), 6)} − ${fmt(Math.min(hydrogen, hydroxide), 6)} = ${mol(left)} de ${hydrogen > hydroxide ? 'H⁺' : 'OH⁻'}, del ${excess.formula} en exceso.`,
  ];
  let answer: string;
  const kind = asked[0];
  if (kind === 'left') {
    // The ion asked must be the one left: asked of the other, nothing of it is left.
    if (neutral || leftIon !== (hydrogen > hydroxide ? 'H⁺' : 'OH⁻')) return null;
    const milli = /milimoles|\bmmol\b/.test(question);
    answer = milli ? `**${fmt(left * 1000, 6)} mmol de ${leftIon}**` : `**${mol(left)} de ${leftIon}**`;
  } else if (kind === 'moles') answer = `**${mol(hydrogen)} de H⁺ y ${mol(hydroxide)} de OH⁻**`;
  else if (kind === 'excess') {
    if (neutral) answer = '**Ninguno: se neutralizan por completo**';
    else if (/concentracion|molaridad/.test(question)) {
      steps.push(
        `Con volúmenes aditivos, V = ${fmt(acid.liters, 4)} + ${fmt(base.liters, 4)} = ${fmt(total, 4)} L; concentración: ${mol(left)} / ${fmt(total, 4)} L = ${fmt(concentration, 6)} M.`,
      );
      answer = `**Queda en exceso el ${excess.formula}, ${fmt(concentration, 6)} M**`;
    } else answer = `**Queda en exceso el ${excess.formula}: sobran ${mol(left)}**`;
  } else {
    if (!neutral)
      steps.push(
        `Con volúmenes aditivos, V = ${fmt(acid.liters, 4)} + ${fmt(base.liters, 4)} = ${fmt(total, 4)} L: ${hydrogen > hydroxide ? '[H⁺]' : '[OH⁻]'} = ${mol(left)} / ${fmt(total, 4)} L = ${fmt(concentration, 6)} M.`,
        hydrogen > hydroxide
          ? `pH = −log ${fmt(concentration, 6)} = ${fmt(ph)}.`
          : `pOH = −log ${fmt(concentration, 6)} = ${fmt(14 - ph)}; pH = 14 − pOH = ${fmt(ph)}.`,
      );
    else steps.push('Queda agua con la sal de un ácido y una base fuertes: a 25 °C, pH = 7.');
    answer = kind === 'pOH' ? `**pOH = ${fmt(14 - ph)}**` : `**pH = ${fmt(ph)}**`;
  }
  return {
    text: workedReply({
      title: 'Mezcla de un ácido fuerte y una base fuerte',
      data: `${fmt(acid.liters * 1000)} mL de ${acidName.formula} ${fmt(acid.molarity, 4)} M; ${fmt(base.liters * 1000)} mL de ${baseName.formula} ${fmt(base.molarity, 4)} M`,
      steps,
      answer,
      closing: '¿Por qué el pH queda del lado del reactivo que sobra?',
    }),
    certain: true,
  };
}

/**
 * The one question left after a dilution, of the diluted solution: «¿Cuál es el pH de la solución
 * diluida?» or «Calcular el pH de la solución diluida a 25 °C.»
 */
function dilutedAsked(after: string, diluted: RegExp): boolean {
  const asked = /^\s*(?:¿([^?]*)\?|(?:calcul|determin|hall|indic|obten)\p{L}*\s+([^.?¿;]*)\.?)\s*$/u.exec(
    after,
  );
  const question = asked?.[1] ?? asked?.[2];
  // «…el pH de la solución resultante y su pOH»: two things asked, another reading.
  return question !== undefined && diluted.test(question) && !/\by\b|\be\b/.test(question);
}

/** «Se toman 5 mL de ácido nítrico 2 M y se diluyen hasta 500 mL. ¿Cuál es el pH de la solución resultante?» */
function takenDilution(problem: string, folded: string): SolverReply | undefined {
  const found = TAKEN_DILUTION.exec(folded);
  if (!found) return undefined;
  const liters = (value: string, unit: string) => parseNumber(value) / (/^(?:ml|cm)/.test(unit) ? 1000 : 1);
  const taken = liters(found[1] ?? '', found[2] ?? '');
  const final = liters(found[4] ?? '', found[5] ?? '');
  if (!(taken > 0 && final > taken)) return undefined;
  // Only one question, after the dilution, of the diluted solution.
  const after = folded.slice(found.index + found[0].length);
  const question = dilutedAsked(after, /\b(?:diluida|resultante|final|obtenida)\b/);
  if (!question || /¿/.test(folded.slice(0, found.index))) return undefined;
  const at = found.index + found[0].length;
  const solution = problem.slice(
    found.index + found[0].indexOf(found[3] ?? ''),
    found.index + found[0].indexOf(found[3] ?? '') + (found[3] ?? '').length,
  );
  const rest = `Una solución ${solution}. ${problem.slice(at).replace(/\s+(?:diluida|resultante|final|obtenida)\b/i, '')}`;
  const factor = taken / final;
  return strongPh(rest, {
    factor,
    step: `Al llevar ${fmt(taken * 1000)} mL a ${fmt(final * 1000)} mL, la concentración se divide por ${fmt(1 / factor, 4)}: C₂ = C₁ · V₁ / V₂`,
  });
}

function strongPh(problem: string, dilution?: Dilution): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  // «¿Cuál es el pH…? ¿Y el pOH?»: two things asked, and the reply would state only the last.
  const earlier = folded.slice(0, Math.max(0, folded.lastIndexOf('¿')));
  if (/¿/.test(earlier) && /\bp(?:o)?h\b|concentracion/.test(earlier.slice(earlier.lastIndexOf('¿'))))
    return undefined;
  const scale = phScale(text, folded, question) ?? fromIonConcentration(text, folded, question);
  if (scale) return scale;
  // «La concentración de H⁺ en una solución 0,01 M de NaOH es:»: an ion's, from the solute's.
  const ionAsked = askedOnScale(question);
  const asked =
    ionAsked === '[H⁺]' || ionAsked === '[OH⁻]'
      ? ionAsked
      : /\bpoh\b/.test(question)
        ? 'pOH'
        : /\bph\b/.test(question)
          ? 'pH'
          : undefined;
  if (!asked) return concentrationFromPh(text, folded, question);
  const strong = BOTH_PROTONS.test(folded) ? [...STRONG, SULFURIC] : STRONG;
  const solutes = strong.filter((electrolyte) => electrolyte.names.test(folded));
  const [solute] = solutes;
  if (solutes.length !== 1 || !solute) return undefined;
  const sulfuric = solute === SULFURIC ? /\bh2so4\b|h₂so₄|sulfurico/g : /$^/;
  if (/debil|h2so4|h₂so₄|sulfurico|ka\b|kb\b|grado de disociacion/.test(folded.replace(sulfuric, ' ')))
    return undefined;
  // A dilution, a mixture or a neutralization changes the concentration first: another reading.
  if (/dilu|mezcl|agreg|añad|anad|doble|mitad|triple|neutraliz|evapor/.test(folded)) return undefined;
  // A concentrated solution diluted: its own concentration may pass 1 M, the diluted one may not.
  const given = readConcentration(text, dilution ? 20 : 1);
  // «(H = 1; N = 14; O = 16)»: atomic masses, data of a molar mass only when it is computed from a mass.
  // Each of them an element of the solute: another element's mass is a datum this reading leaves out.
  const bare = withoutGivenAtomicMasses(text);
  const massesGiven = bare !== undefined && bare !== text;
  const own = compositionOf(solute.formula.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080)));
  const foreign = [...text.matchAll(/\b([A-Z][a-z]?)\s*[=:]\s*\d/g)].some(
    ([, symbol = '']) => isElementSymbol(symbol) && !own.has(symbol),
  );
  const fromMass =
    given || bare === undefined || foreign ? undefined : massConcentration(text, folded, solute, massesGiven);
  const read = given ?? fromMass;
  if (!read) return undefined;
  const concentration = dilution ? { ...read, value: read.value * dilution.factor } : read;
  if (concentration.value > 1) return undefined;
  const dilutionStep = dilution
    ? `${dilution.step} = ${fmt(read.value, 6)} · ${fmt(dilution.factor, 6)} = ${fmt(concentration.value, 6)} M.`
    : undefined;
  // «(Dato: log 2 ≈ 0,30)»: the log of the concentration's mantissa, which the key subtracts as given.
  const logGiven = /\blog\s*(\d+(?:[.,]\d+)?)\s*(?:≈|=|~|es)\s*(\d+(?:[.,]\d+)?)/i.exec(text);
  // Every other number must be the formula's own digits or the 25 °C the product 10⁻¹⁴ holds at.
  const rest = [concentration.raw, ...(fromMass?.others ?? [])]
    .reduce(
      (left, raw) => left.replace(raw, ' '),
      (fromMass && bare !== undefined ? bare : text).replace(logGiven?.[0] ?? /$^/, ' '),
    )
    .replace(/\b25\s*°\s*C\b/, ' ')
    .replace(/(?<![\p{L}\d])(?:[A-Z][a-z]?[0-9₀-₉]*|\([A-Z][a-z]?[A-Za-z]*\)[0-9₀-₉]*)+(?![\p{L}\d])/gu, ' ')
    .replace(/\bpH\b|\bpOH\b/gi, ' ');
  if (/\d/.test(rest)) return undefined;
  const ions = concentration.value * solute.count;
  // Below 10⁻⁶ M the water's own 10⁻⁷ M is not negligible (10⁻⁸ M HCl is not pH 8): another reading.
  if (ions < 1e-6) return undefined;
  let fromIon = -Math.log10(ions);
  let logStep: string | undefined;
  if (logGiven) {
    const base = parseNumber(logGiven[1] ?? '');
    const log = parseNumber(logGiven[2] ?? '');
    // The datum must be the log of the mantissa: [ion] = base · 10⁻ᵏ with k whole, and log base right.
    const power = Math.log10(ions / base);
    if (!(base > 1 && base < 10) || Math.abs(power - Math.round(power)) > 1e-9) return undefined;
    if (Math.abs(Math.log10(base) - log) > 0.006) return undefined;
    fromIon = -Math.round(power) - log;
    logStep = `Con el dato log ${fmt(base, 4)} ≈ ${fmt(log, 4)}: −log (${fmt(base, 4)} · 10^(−${-Math.round(power)})) = ${-Math.round(power)} − ${fmt(log, 4)} = ${fmt(fromIon, 4)}.`;
  }
  const ph = solute.kind === 'acid' ? fromIon : 14 - fromIon;
  const onScale = asked === '[H⁺]' || asked === '[OH⁻]';
  // [H⁺] = 10^(−pH), [OH⁻] = 10^(−pOH): a whole power written as such, else the number.
  const exponent = asked === '[H⁺]' ? ph : 14 - ph;
  const result = asked === 'pH' ? ph : onScale ? 10 ** -exponent : 14 - ph;
  if (!onScale && (result < 0 || result > 14)) return undefined;
  const stated = onScale
    ? Math.abs(exponent - Math.round(exponent)) < 1e-9
      ? `1 · ${powerOfTen(-Math.round(exponent))}`
      : fmtResult(result)
    : fmt(result);
  const ion = solute.kind === 'acid' ? '[H⁺]' : '[OH⁻]';
  const c = fmt(concentration.value, 6);
  const steps = [
    `El ${solute.formula} es ${solute.kind === 'acid' ? 'un ácido fuerte' : 'una base fuerte'}: se disocia por completo${solute.count > 1 ? ` y cada fórmula da ${solute.count} ${solute.kind === 'acid' ? 'H⁺' : 'OH⁻'}` : ''}, así que ${ion} = ${solute.count > 1 ? `${solute.count} · ${c}` : c} = ${fmt(ions, 6)} M.`,
    solute.kind === 'acid'
      ? `pH = −log [H⁺] = −log ${fmt(ions, 6)} = ${fmt(ph)}.`
      : `pOH = −log [OH⁻] = −log ${fmt(ions, 6)} = ${fmt(fromIon)}; a 25 °C, pH = 14 − pOH = ${fmt(ph)}.`,
  ];
  if (logStep) steps.splice(1, 0, logStep);
  if (dilutionStep) steps.unshift(dilutionStep);
  if (fromMass) steps.unshift(fromMass.step);
  if (asked === 'pOH' && solute.kind === 'acid') steps.push(`pOH = 14 − pH = ${fmt(result)}.`);
  if (onScale && asked !== ion)
    steps.push(
      `A 25 °C, ${asked} = 10^(−${asked === '[H⁺]' ? 'pH' : 'pOH'}) = 10^(−${fmt(exponent)}) = ${stated} M.`,
    );
  return {
    text: workedReply({
      title: `${asked} de ${solute.kind === 'acid' ? 'un ácido fuerte' : 'una base fuerte'}`,
      data: `${solute.formula} ${c} M`,
      steps,
      answer: `**${asked} = ${stated}${onScale ? ' M' : ''}**`,
      closing: '¿La solución es ácida o básica? ¿Coincide con el valor que obtuviste?',
    }),
    certain: true,
  };
}
