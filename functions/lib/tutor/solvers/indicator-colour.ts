/**
 * The colour an acid–base indicator takes at a given pH, among options: «A una solución de pH 12 se le
 * agregan gotas de fenolftaleína. La solución toma color:». Below its turning range an indicator shows its
 * acid colour, above it its basic one; inside the range a mixture, which is declined. The range is the one
 * the statement gives, else the course's. Sure only when one indicator and one pH are given (and at most
 * the range), and one option alone names the colour.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';

interface Indicator {
  name: string;
  said: RegExp;
  range: readonly [number, number];
  acid: string;
  basic: string;
}

/** Each colour by the words an option may use for it. */
const COLOURS: Readonly<Record<string, RegExp>> = {
  incoloro: /\bincolor/,
  // Phenolphthalein's basic colour is also told «rojo grosella» or «rojo violáceo».
  rosado: /\brosad|\brosa\b|fucsia|magenta|rojo (?:violaceo|grosella|purpura)/,
  rojo: /\brojo\b(?! (?:violaceo|grosella|purpura))/,
  amarillo: /\bamarill/,
  azul: /\bazul\b/,
};

const INDICATORS: readonly Indicator[] = [
  { name: 'fenolftaleína', said: /fenolftalein/, range: [8.2, 10], acid: 'incoloro', basic: 'rosado' },
  { name: 'tornasol', said: /tornasol/, range: [5, 8], acid: 'rojo', basic: 'azul' },
  {
    name: 'heliantina (naranja de metilo)',
    said: /heliantina|(?:naranja|anaranjado) de metilo/,
    range: [3.1, 4.4],
    acid: 'rojo',
    basic: 'amarillo',
  },
  {
    name: 'azul de bromotimol',
    said: /azul de bromotimol/,
    range: [6, 7.6],
    acid: 'amarillo',
    basic: 'azul',
  },
];

const PH = new RegExp(`\\bph\\s*(?:=|de|igual a)?\\s*(${NUMBER_SOURCE})`, 'gu');
const RANGE = new RegExp(
  `(?:zona|rango|intervalo) de viraje[^\\d]{0,20}?(${NUMBER_SOURCE})\\s*(?:y|a|-|–)\\s*(?:ph\\s*)?(${NUMBER_SOURCE})`,
  'u',
);

export function solveIndicatorColour(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement).replace(/\s+/g, ' ');
  if (!/\bcolor|\btine\b|\bse colorea/.test(folded)) return undefined;
  const named = INDICATORS.filter((indicator) => indicator.said.test(folded));
  const [indicator] = named;
  if (named.length !== 1 || !indicator) return undefined;
  const range = RANGE.exec(folded);
  const rest = range ? folded.replace(range[0], ' ') : folded;
  const phs = [...rest.matchAll(PH)];
  const [ph] = phs;
  if (phs.length !== 1 || !ph) return undefined;
  // Every number read: the pH and the range, nothing else (a concentration would be another reading).
  if (/\d/.test(rest.replace(ph[0], ' '))) return undefined;
  const value = parseNumber(group(ph, 1));
  const [low, high] = range ? [parseNumber(group(range, 1)), parseNumber(group(range, 2))] : indicator.range;
  if (!(value >= 0 && value <= 14 && low < high)) return undefined;
  // Inside the turning range the colour is a mixture: not one option's.
  if (value >= low && value <= high) return undefined;
  const colour = value > high ? indicator.basic : indicator.acid;
  const other = colour === indicator.basic ? indicator.acid : indicator.basic;
  const says = (text: string, name: string) => COLOURS[name]?.test(foldText(text)) ?? false;
  // An option in a colour this table does not know is not judged: nothing is named then.
  const chosen = provenOption(read.options, (option) =>
    Object.keys(COLOURS).some((name) => says(option.text, name))
      ? says(option.text, colour) && !says(option.text, other)
      : undefined,
  );
  if (!chosen) return undefined;
  return {
    text: workedReply({
      title: 'Indicadores ácido-base',
      data: `${indicator.name}; pH = ${fmt(value)}; viraje entre ${fmt(low)} y ${fmt(high)}`,
      steps: [
        `La ${indicator.name} es ${indicator.acid} por debajo de su zona de viraje y ${indicator.basic} por encima.`,
        `pH ${fmt(value)} está ${value > high ? 'por encima' : 'por debajo'} de ${fmt(value > high ? high : low)}: la solución queda ${colour}.`,
      ],
      answer: `**${chosen.label}) ${chosen.text}**`,
      closing: '¿Qué color tendría la misma solución con un pH dentro de la zona de viraje?',
    }),
    certain: true,
    option: chosen.label,
  };
}
