/**
 * A part of a question in parts that its own reading leaves unanswered, answered from what the other
 * parts settled (#32): the statement's data serve every part, so a part rarely uses all of them, and a
 * solver that must account for every datum declines it. Three ways, each one that states only what a
 * sure reading computed:
 * - a quantity another part's sure resolution already computed on its way ("la aceleración" when the
 *   braking force's resolution found a = −4 m/s² in its second step);
 * - a part that needs no gravity, solved without the «g = 10 m/s²» the statement gives for another part
 *   (the kinetic energy beside the maximum height), when its resolution then uses no g at all;
 * - a part that names a previous part's time («la distancia recorrida en ese tiempo») read with it.
 */
import { elements } from '../../science/elements.ts';
import { commonNames } from '../../science/substance-names.ts';
import { changesADatum } from '../solvers/changed-datum.ts';
import type { SolverReply } from '../solvers/declaration.ts';
import { foldText } from '../text.ts';

/** A part's reply, as the multi-part reader keeps it. */
export interface PartAnswer {
  label: string;
  question: string;
  reply: { text: string; certain: boolean } | undefined;
}

// «la corriente total», «la resistencia equivalente», «de la línea»: a quantity of the whole circuit.
const OF_THE_WHOLE =
  /\b(?:total|equivalente|en conjunto)\b|\bde (?:la linea|la instalacion|la red|todo el circuito)\b/;
// «del calefactor», «por la lámpara de 60 W», «en R₂», «de la resistencia de 6 Ω»: one element of it.
const ONE_ELEMENT =
  /\b(?:de|del|por|en|sobre)\s+(?:el|la|cada)?\s*(?:lampara|foco|plancha|estufa|calefactor|heladera|televisor|computadora|pava|horno|microondas|secador|ventilador|lavarropas|termotanque|ducha|motor|aparato|resistor|resistencia (?:de \d|r\s*\d)|r\s*[1-9]\b)/;

/**
 * «a) ¿Qué corriente total circula por la línea? b) ¿Cuál es la resistencia del calefactor?»: in a
 * circuit in parallel (or appliances on the mains) a total is no quantity of one element, and carried
 * into a part about one it answered for the whole (R = V/I_total).
 */
export function totalForOneElement(statement: string, earlierQuestion: string, question: string): boolean {
  const folded = foldText(question);
  if (!OF_THE_WHOLE.test(foldText(earlierQuestion)) || OF_THE_WHOLE.test(folded)) return false;
  if (!ONE_ELEMENT.test(folded)) return false;
  return /\bparalelo\b|\b(?:red|instalacion|vivienda|casa|departamento)\b/.test(foldText(statement));
}

/** What a part asks for: the symbols a resolution writes it with, and the unit it comes in. */
interface Asked {
  cue: RegExp;
  symbols: readonly string[];
  unit: RegExp;
  /** Words that make it another quantity written with the same symbol ("la velocidad inicial"). */
  not?: RegExp;
  /** The symbol its value is shown with when it comes from a conversion and no formula may give it. */
  shown?: string;
  /** Read from another part only when the statement names one substance (the moles are of it). */
  oneSubstance?: true;
}

// The narrower quantities before the broader ones they contain: "la fuerza de rozamiento" is not "la fuerza".
const ASKED: readonly Asked[] = [
  // «la desaceleración del auto»: the acceleration of a braking, which a resolution writes as a < 0.
  { cue: /\b(?:des)?aceleracion\b/, symbols: ['a'], unit: /^m\/s(²|\^2|2)$/ },
  // The coefficient is a number, not the friction force: «el coeficiente de rozamiento» is neither.
  { cue: /\bcoeficiente de (rozamiento|roce|friccion)\b/, symbols: ['μ', '\\mu'], unit: /^$/ },
  { cue: /\b(fuerza de )?(rozamiento|roce)\b/, symbols: ['F_r', 'F_{r}', 'Fr', 'F_{roz}'], unit: /^N$/ },
  { cue: /\b(fuerza )?normal\b/, symbols: ['N'], unit: /^N$/ },
  // «¿Qué fuerza ejerce m₁ sobre m₂?»: one block on another, the contact force the resolutions call N.
  {
    cue: /\bfuerza\b[^?.]*\bejerce\s+(?:m\S+|el bloque \S+)\s+sobre\s+(?:m\S+|el (?:otro )?bloque\b)/,
    symbols: ['N'],
    unit: /^N$/,
  },
  { cue: /\btension\b/, symbols: ['T'], unit: /^N$/ },
  { cue: /\bpeso\b/, symbols: ['P'], unit: /^N$/ },
  // Only the net force: a resolution's plain F may be the applied one or the net one.
  { cue: /\bfuerza (neta|resultante)\b/, symbols: ['F_{neta}', 'F_neta', 'F_{res}'], unit: /^N$/ },
  // «la fuerza en newtons»: a force of the statement passed to another unit (only by a conversion line).
  { cue: /\bfuerza\b.*\ben (newtons?|n|kgf)\b/, symbols: [], unit: /^(N|kgf)$/, shown: 'F' },
  // «el trabajo neto», «el trabajo total»: the sum of every force's work, not one force's W.
  { cue: /\btrabajo (?:neto|total|resultante)\b/, symbols: ['W_neto', 'W_{neto}', 'W_total'], unit: /^J$/ },
  { cue: /\btrabajo\b/, symbols: ['W'], unit: /^J$/ },
  // «¿Cuánta energía tiene almacenada el resorte?»: the elastic energy, before the plain potential one.
  {
    cue: /\benergia (?:potencial )?elastica\b|\benergia\b[^?.;]*\b(?:almacena\w*|acumula\w*)\b[^?.;]*\bresorte\b/,
    symbols: ['E_e', 'Ee', 'E_{e}', 'E_{pe}', 'E_{el}'],
    unit: /^J$/,
  },
  { cue: /\benergia cinetica\b/, symbols: ['E_c', 'Ec', 'E_{c}'], unit: /^J$/ },
  { cue: /\benergia potencial\b/, symbols: ['E_p', 'Ep', 'E_{p}'], unit: /^J$/ },
  { cue: /\bpotencia\b/, symbols: ['P'], unit: /^W$/ },
  // «Exprese la velocidad inicial en m/s»: the statement's speed passed to that unit (only by a conversion line).
  { cue: /\bvelocidad inicial\b.*\ben (?:m\/s|km\/h)\b/, symbols: [], unit: /^(?:m\/s|km\/h)$/, shown: 'v₀' },
  {
    cue: /\bvelocidad\b/,
    symbols: ['v'],
    unit: /^m\/s$/,
    not: /\b(inicial|media|promedio|maxima|minima|angular)\b/,
  },
  // A whole flight or a whole trip is not the stretch a resolution timed or measured on its way.
  {
    cue: /\btiempo\b|\bcuanto tarda\b/,
    symbols: ['t'],
    // «$t = \frac{300}{150} = 2$ h»: a meeting of cars is timed in hours.
    unit: /^(?:s|min|h)$/,
    // «¿Cuánto tarda en alcanzar la altura máxima?»: the time to the top, not one a sibling timed to the ground.
    not: /\b(total|vuelo|volver|regres\w*|altura maxima|maxima altura|punto mas alto)\b/,
  },
  {
    cue: /\b(distancia|desplazamiento|recorrid[oa])\b/,
    symbols: ['d', 'x', 'Δx', '\\Delta x'],
    unit: /^m$/,
    // «la distancia del tramo a velocidad constante»: one stretch, not the way a resolution summed.
    not: /\b(total|ida y vuelta|tramo|etapa)\b/,
  },
  { cue: /\baltura\b/, symbols: ['h'], unit: /^m$/ },
  // «¿Cuántos moles de NaOH se disolvieron?»: the solute's moles a molarity found on its way; not the
  // moles of an element's atoms or of a gas of another part.
  {
    cue: /\bmoles\b/,
    symbols: ['n'],
    unit: /^mol$/,
    not: /\b(atomos?|iones?|electrones|moleculas|gas|gases|forman|producen|obtienen|reaccionan)\b/,
    oneSubstance: true,
  },
  // «la temperatura en kelvin»: a datum in °C passed to K on the way (only by a conversion line).
  { cue: /\btemperatura\b.*\ben (kelvin|k)\b/, symbols: [], unit: /^K$/, shown: 'T' },
];

// «NaOH», «H₂SO₄», «CO₂»: a chemical formula (two capitals or a count; «Se» of «Se disuelven» is none).
const FORMULA_TOKEN =
  /(?<![\p{L}\d])(?=[A-Z](?:[a-z]?[A-Z]|[a-z]?[\d₀-₉]))(?:[A-Z][a-z]?[\d₀-₉]*|\([^)]*\)[\d₀-₉]*)+(?![\p{L}\d])/gu;

/** The chemical formulas a statement names. */
export const formulasIn = (statement: string) => new Set(statement.match(FORMULA_TOKEN) ?? []);

/** The symbols a resolution writes what a part asks with: «la tensión de la cuerda» is T. */
export function askedSymbols(question: string): readonly string[] {
  return askedOf(question)?.symbols ?? [];
}

/** What a part asks for, by the quantity it names: the same for «la aceleración» and «la nueva aceleración». */
export function askedQuantity(question: string): string | undefined {
  return askedOf(question)?.cue.source;
}

/**
 * The quantity the question asks: the one it names first («¿Qué distancia recorre en ese tiempo?» asks a
 * distance; its «tiempo» is a condition), the narrower of two named at the same place.
 */
function askedOf(question: string): Asked | undefined {
  const folded = foldText(question)
    .replace(THAT_TIME, ' ')
    .replace(EARLIER_RESULT, ' ')
    // «Si no hubiera rozamiento, ¿cuál sería su aceleración?»: the condition before the comma names no
    // quantity asked.
    .replace(/^[\s¿¡]*(?:y\s+)?si\b[^,?]*,\s*(?=\S)/, '');
  let best: { asked: Asked; at: number } | undefined;
  for (const asked of ASKED) {
    const at = folded.search(asked.cue);
    if (at < 0) continue;
    if (!best || at < best.at) best = { asked, at };
  }
  // «la distancia del tramo a velocidad constante»: the quantity named first is another one of its
  // kind, and the one named after it («velocidad») is a condition, not what is asked.
  return best?.asked.not?.test(folded) ? undefined : best?.asked;
}

// «Con la velocidad hallada en a), ¿qué distancia…?»: a result of an earlier part the question starts
// from, a condition and not what it asks.
const EARLIER_RESULT =
  /\bcon (?:el|la|los|las|ese|esa|esos|esas) (?:[\p{L}]+ ){1,3}?(?:hallad|obtenid|calculad|encontrad|determinad)[oa]s?(?: en (?:la parte |el (?:item|inciso) )?\(?[a-d1-4]\))?/gu;

/** A value a resolution computed: its symbol, its value as written, and its unit. */
interface Computed {
  symbol: string;
  value: string;
  unit: string;
  line: string;
  /** For a conversion, what it converts: «5 kgf». */
  from?: string;
}

// "$a = \frac{0 - 20}{5} = -4\ \text{m/s}^2$", "$W = m g h = 50 \cdot 10 \cdot 12 = 6.000$ J".
const FORMULA = /\$([^$]+)\$\s*([A-Za-z][A-Za-z/²]*)?/g;
const ENDING =
  /^\s*([-−]?\s*\d[\d.]*(?:\{,\}\d+|,\d+)?)\s*(?:\\[ ,;]\s*)?(?:\\text\{([^}]+)\}(\^\{?2\}?)?)?\s*$/;
// "**F = 4.800 N**", "**a = 2,5 m/s²**".
const BOLD = /\*\*\s*([A-Za-z][\w{}]*)\s*=\s*([-−]?\d[\d.]*(?:,\d+)?)\s*([A-Za-z][A-Za-z/²]*)\s*\*\*/g;

const unitOf = (text: string, squared: string | undefined) =>
  `${text.trim()}${squared ? '²' : ''}`.replace(/\^2$/, '²');

// "36 km/h = 10 m/s": a datum a resolution passed to another unit.
const CONVERTED = String.raw`km\/h|m\/s|kgf|kN|kJ|kW|CV|cm|km|kg|min|°C|N|J|W|m|g|h|s|K`;
const CONVERSION = new RegExp(
  String.raw`(\d[\d.]*(?:,\d+)?)\s*(${CONVERTED})\s*=\s*(\d[\d.]*(?:,\d+)?)\s*(${CONVERTED})(?![\p{L}\d/²])`,
  'gu',
);

/** The values a worked reply computed, in its steps and its bold result. */
export function computedValues(text: string): Computed[] {
  const found: Computed[] = [];
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(FORMULA)) {
      // "d = ½ a t² \Rightarrow a = 2d/t² = 2 m/s²": the last equation is the one computed.
      const equation = (match[1] ?? '').split(/\\Rightarrow|\\implies|⇒/).at(-1) ?? '';
      // «… \approx 623{,}54» computed a rounded value: it ends the equation as «=» would.
      const pieces = equation.split(/=|\\approx/);
      if (pieces.length < 2) continue;
      const symbol = (pieces[0] ?? '').replace(/\|/g, '').trim();
      const ending = ENDING.exec(pieces.at(-1) ?? '');
      if (!ending) continue;
      const unit = ending[2] ? unitOf(ending[2], ending[3]) : (match[2] ?? '');
      if (unit === '') continue;
      const value = (ending[1] ?? '').replace('{,}', ',').replace(/\s/g, '').replace('-', '−');
      found.push({ symbol, value, unit, line: line.trim() });
    }
    for (const match of line.replace(/\$[^$]*\$/g, ' ').matchAll(CONVERSION)) {
      if (match[2] === match[4]) continue;
      found.push({
        symbol: '',
        value: match[3] ?? '',
        unit: match[4] ?? '',
        line: line.trim(),
        from: `${match[1]} ${match[2]}`,
      });
    }
    for (const match of line.matchAll(BOLD)) {
      found.push({
        symbol: match[1] ?? '',
        value: (match[2] ?? '').replace('-', '−'),
        unit: match[3] ?? '',
        line: line.trim(),
      });
    }
  }
  return found;
}

// A unit asked by its name: «en newtons», «en joules».
const UNIT_NAMES: Readonly<Record<string, string>> = {
  newtons: 'N',
  newton: 'N',
  joules: 'J',
  joule: 'J',
  watts: 'W',
  watt: 'W',
  metros: 'm',
  segundos: 's',
  kilogramos: 'kg',
  kelvin: 'K',
};

/** «Considerá 1 kgf = 10 N»: a factor the statement gives, not a datum converted. */
const defines = (statement: string, from: string | undefined) =>
  from !== undefined && new RegExp(`${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*=`).test(statement);

const numeric = (value: string) => Number(value.replace('−', '-').replace(/\./g, '').replace(',', '.'));

// «8 s», «2,5 m»: a number and the word after it.
const NUMBER = /(?<![\d.,])(\d+(?:[.,]\d+)?)(?![\d])(?:\s*([\p{L}/²]+))?/gu;

const numbersOf = (text: string) =>
  [...text.replace(/\$/g, ' ').matchAll(NUMBER)].map((match) => ({
    value: (match[1] ?? '').replace('.', ','),
    unit: match[2] ?? '',
  }));

const valuesIn = (line: string) => numbersOf(line.replace(/\{,\}/g, ',')).map((number) => number.value);

/** «a los 8 s» in a statement that gives «durante 8 s»: the part's datum is one the statement gives. */
const givenAs = (statement: string, number: { value: string; unit: string }) =>
  numbersOf(statement).some((given) => given.value === number.value && given.unit === number.unit);

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
const plainFormula = (formula: string) =>
  formula.replace(/[₀-₉]/g, (digit) => String(SUBSCRIPTS.indexOf(digit)));

// «¿Cuántos moles de N₂ reaccionan?», «los moles de sodio que se consumen»: the moles of one substance
// named by its formula or its name (never of its atoms, ions or molecules, counted otherwise).
const MOLES_OF_FORMULA = /\bmoles de ([A-Z][A-Za-z\d₀-₉()]*)(?![\p{L}\d₀-₉])/u;
const MOLES_OF_NAME = /\bmoles de (?!atomos|iones|electrones|moleculas)([a-z]+(?: de [a-z]+)?)\b/;

const LEFT_OVER = /\b(sobra\w*|queda\w*|exceso|sin reaccionar|falta\w*|inicial\w*|resta\w*|agrega\w*)\b/;

/** The formula of the substance whose moles a part asks, when it names one the kernel knows. */
function substanceAsked(question: string): string | undefined {
  // What is left over or lacking is not what a resolution computed on its way.
  if (LEFT_OVER.test(foldText(question))) return undefined;
  const formula = MOLES_OF_FORMULA.exec(question)?.[1];
  if (formula) return plainFormula(formula);
  const name = MOLES_OF_NAME.exec(foldText(question))?.[1];
  if (!name) return undefined;
  const common = commonNames.find(([known]) => name === known || name.startsWith(`${known} `));
  if (common) return common[1];
  return Object.entries(elements).find(([, element]) => foldText(element.name) === name.split(' ')[0])?.[0];
}

/** The substance a computed number of moles is of, as its line writes it: «= 2$ mol de Na». */
function molesWrittenOf(value: Computed): string | undefined {
  // Only the point needs escaping: an escaped comma is no escape a unicode pattern accepts.
  const shown = value.value.replace(/\./g, '\\.');
  const written = new RegExp(`=\\s*${shown}\\$\\s*mol de ([A-Z][A-Za-z\\d₀-₉()]*)(?![\\p{L}\\d₀-₉])`, 'u');
  return written.exec(value.line.replace(/\{,\}/g, ',').replace('−', '-'))?.[1];
}

/**
 * The moles of the substance a part names, from a sure sibling whose step wrote them with that
 * formula («= 2$ mol de Na» on the way from 46 g of Na to the NaOH formed): one value in all of them.
 */
function molesOfNamed(part: PartAnswer, siblings: readonly PartAnswer[]): string | undefined {
  const formula = substanceAsked(part.question);
  if (!formula) return undefined;
  const found = siblings
    .filter((sibling) => sibling !== part && sibling.reply?.certain)
    .flatMap((sibling) =>
      computedValues(sibling.reply?.text ?? '')
        .filter((value) => value.symbol === 'n' && value.unit === 'mol')
        .map((value) => ({ ...value, part: sibling.label, of: molesWrittenOf(value) }))
        .filter((value) => value.of !== undefined && plainFormula(value.of) === formula),
    );
  const first = found[0];
  if (!first || new Set(found.map((value) => numeric(value.value))).size !== 1) return undefined;
  return [
    `Sale de la resolución de la parte ${first.part}), que usa los datos del enunciado: ${first.line.replace(/^\d+\.\s*/, '')}`,
    '',
    `**n = ${first.value} mol de ${first.of}**`,
  ].join('\n');
}

/**
 * The part's quantity as another part's sure resolution computed it: one value for it in all of them,
 * with its symbol and unit. A part that gives data of its own ("la velocidad a los 3 s") is not one
 * that was computed on the way, unless the statement gives it too and the value was computed with it.
 */
export function fromSiblings(
  part: PartAnswer,
  siblings: readonly PartAnswer[],
  statement = '',
): string | undefined {
  const own = numbersOf(part.question);
  if (own.length > 0 && !own.every((number) => givenAs(statement, number))) return undefined;
  // «¿Cuánto tarda en alcanzarla?»: the pronoun names an earlier part's object, an event of its own; a
  // time a sibling worked out on its way (to the ground) is another one.
  if (CLITIC.test(part.question)) return undefined;
  const named = molesOfNamed(part, siblings);
  if (named) return named;
  const asked = askedOf(part.question);
  if (!asked || (asked.oneSubstance && formulasIn(statement).size !== 1)) return undefined;
  // A sibling that asks the same quantity asks for another one of its kind («¿cuánto tarda en
  // alcanzarla?» beside «¿cuánto tiempo está en el aire?»): its answer is not this part's.
  const sure = siblings.filter(
    (sibling) => sibling !== part && sibling.reply?.certain && askedOf(sibling.question) !== asked,
  );
  // "su velocidad en m/s": a datum passed to that unit on the way, written then with the asked symbol.
  const written = /\ben\s+([^\s?.;]+)\s*[?.;]?$/u.exec(part.question)?.[1];
  const inUnit = written === undefined ? undefined : (UNIT_NAMES[foldText(written)] ?? written);
  const found = sure.flatMap((sibling) =>
    computedValues(sibling.reply?.text ?? '')
      // «¿Qué velocidad tiene a los 8 s?»: a value computed with that datum, written in its line.
      .filter((value) => own.every((number) => valuesIn(value.line).includes(number.value)))
      .filter((value) =>
        value.symbol === ''
          ? inUnit === value.unit && asked.unit.test(value.unit) && !defines(statement, value.from)
          : asked.symbols.includes(value.symbol) && asked.unit.test(value.unit),
      )
      .map((value) => ({
        ...value,
        symbol: value.symbol || (asked.shown ?? asked.symbols[0] ?? ''),
        part: sibling.label,
      })),
  );
  const values = new Set(found.map((value) => numeric(value.value)));
  const first = found[0];
  if (!first || values.size !== 1) return undefined;
  // A negative value is a direction: its size is said too, as the solvers say a braking force's.
  const against = first.value.startsWith('−')
    ? ` (en contra del movimiento: módulo ${first.value.slice(1)} ${first.unit})`
    : '';
  return [
    `Sale de la resolución de la parte ${first.part}), que usa los datos del enunciado: ${first.line.replace(/^\d+\.\s*/, '')}`,
    '',
    `**${first.symbol.replace(/[{}]/g, '')} = ${first.value} ${first.unit}**${against}`,
  ].join('\n');
}

// "(g = 10 m/s²)", "(g = 10 m/s²; sin rozamiento)", "Tomar g = 10 m/s².", "Considerá g = 9,8 m/s²": the
// gravity a statement gives.
const GIVEN_GRAVITY =
  /\s*\(\s*(?:con\s+|(?:us|tom|consider|adopt)(?:ar|[aá]|en?)\s+)?g\s*=\s*\d+(?:[.,]\d+)?\s*m\/s(?:²|2|\^2)\s*\)|(?<=\(\s*)g\s*=\s*\d+(?:[.,]\d+)?\s*m\/s(?:²|2|\^2)\s*;\s*|(?:^|(?<=[.;:]\s*))\s*(?:(?:tom|us|consider|adopt)(?:ar|[aá]|en?)|con)?\s*g\s*=\s*\d+(?:[.,]\d+)?\s*m\/s(?:²|2|\^2)\s*[.;]?/giu;

// «Usando el teorema del trabajo y la energía, ¿…?», «Aplicando conservación de la energía, ¿…?»: the
// method a part asks to use, before its question.
const METHOD_FIRST =
  /^\s*(?:usando|aplicando|utilizando|mediante)\s+(?:el |la )?(?:teorema|principio|conservacion|ley)\b[^,¿?]{0,60},\s*(?=¿)/u;

/**
 * A part that names the method before its question, the question alone: «Usando el teorema del trabajo y
 * la energía, ¿qué distancia recorre hasta detenerse?» asks the distance, which any right method gives.
 */
export function withoutMethod(question: string): string | undefined {
  const method = METHOD_FIRST.exec(foldText(question));
  return method ? question.slice(method[0].length) : undefined;
}

/** The statement without the gravity it gives, or undefined when it gives none. */
export function withoutGivenGravity(statement: string): string | undefined {
  const without = statement.replace(GIVEN_GRAVITY, '').replace(/\s+\./g, '.').trim();
  return without === statement.trim() ? undefined : without;
}

/** Whether a resolution uses gravity: it writes g, or a value of it. */
export const usesGravity = (text: string): boolean => /(?<![\p{L}_\\])g(?![\p{L}_])|9[,.]8/u.test(text);

const THAT_TIME = /\b(?:en\s+)?es(?:e|os)\s+(?:tiempo|instante|momento|lapso|intervalo)\b/iu;
const TIME = /(\d+(?:[.,]\d+)?)\s*(s|seg|segundos?|min|minutos?|h|horas?)(?![\p{L}\d])/iu;

/**
 * «la distancia recorrida en ese tiempo» after «a) la velocidad a los 6 s»: the part with the time
 * the previous parts name, or undefined when it names none or refers to none.
 */
export function withEarlierTime(question: string, earlier: readonly string[]): string | undefined {
  if (!THAT_TIME.test(question)) return undefined;
  const time = [...earlier]
    .reverse()
    .map((text) => TIME.exec(text))
    .find(Boolean);
  if (time) return question.replace(THAT_TIME, `en ${time[1]} ${time[2]}`);
  // «¿Cuánto tarda en alcanzarlo?» then «¿qué velocidad tiene en ese instante?»: the instant they meet,
  // whatever part came between («b) ¿qué distancia recorrió hasta alcanzarlo?»).
  const meeting = [...earlier].reverse().find((text) => ASKS_TIME.test(foldText(text)));
  if (meeting && MEET.test(foldText(meeting)))
    return question.replace(THAT_TIME, (said) =>
      /tiempo|lapso|intervalo/i.test(said) ? 'hasta el encuentro' : 'en el instante del encuentro',
    );
  // «¿Cuánto tarda en llegar a 7,5 m/s?» then «la distancia en ese tiempo»: the time is the one it takes
  // to reach that speed, so the part is the way to that speed.
  const previous = earlier.at(-1);
  if (!previous || !ASKS_TIME.test(foldText(previous))) return undefined;
  // «¿Cuánto tarda en detenerse?» then «la distancia en ese tiempo»: the way until it stops.
  if (TO_A_STOP.test(foldText(previous))) return question.replace(THAT_TIME, 'hasta detenerse');
  const reached = REACHED_SPEED.exec(previous);
  if (!reached) return undefined;
  return question.replace(THAT_TIME, `hasta llegar a ${reached[1]} ${reached[2]}`);
}

/**
 * «c) ¿Cuál es su posición en ese instante?» after «b) ¿En qué instante se detiene?», answered t = 2 s: the
 * question at the earlier result's instant («a los 2 s»). Undefined unless the part says «ese instante»
 * (or «ese momento», «ese tiempo») and the result is a time.
 */
export function atEarlierInstant(question: string, result: EarlierResult): string | undefined {
  if (!THAT_TIME.test(question) || !/^(?:s|min|h)$/.test(result.unit)) return undefined;
  return question.replace(THAT_TIME, `a los ${result.value} ${result.unit}`);
}

// «alcanzar al auto», «alcanzarlo», not «alcanzar 20 m/s» (a speed reached).
const MEET =
  /\balcanz\p{L}*(?:l[oa]s?\b|\s+al?\s)|\bencontrarse|\bse encuentran|\bencuentro\b|\bse cruzan|\bcruzarse/u;
const TO_A_STOP = /\ben (?:detenerse|frenar|pararse|quedar detenid[oa])\b/;

const ASKS_TIME = /\b(?:tiempo|tarda|demora|cuantos segundos)\b/;
// «llegue a 7,5 m/s», «alcanzar 20 m/s», «una velocidad de 90 km/h»: the speed a time is asked to reach.
const REACHED_SPEED =
  /(?:lleg\p{L}* a|alcan[zc]\p{L}*(?: una velocidad de)?|velocidad (?:sea )?de|rapidez (?:sea )?de)\s+(\d+(?:[.,]\d+)?)\s*(m\/s|km\/h)(?![\p{L}\d²])/iu;

// "alcanzarla", "recorrerlo": an infinitive whose object is what an earlier part asked for.
const CLITIC = /\b(\p{L}+?(?:ar|er|ir))(la|lo|las|los)\b/u;
// «Calculá…», «Hallar…», and «¿Cuál es…?», which name what is asked the same way.
const ORDER_WORDS =
  /^(?:(?:calcul|determin|hall|obten|encontr|indic|averigu)\p{L}*\s*:?\s*|¿?\s*cu[aá]l (?:es|ser[aá]|fue)\s+)/iu;

/**
 * «el tiempo que tarda en alcanzarla» after «la altura máxima»: the part with the earlier part's quantity
 * in place of the pronoun, or undefined when it has none or no earlier part names a quantity with its
 * article.
 */
export function withEarlierObject(question: string, earlier: readonly string[]): string | undefined {
  const pronoun = CLITIC.exec(question);
  const previous = earlier
    .at(-1)
    ?.replace(ORDER_WORDS, '')
    .replace(/[.;:?]+$/, '')
    .trim();
  if (!pronoun || !previous) return undefined;
  const feminine = /^la/.test(pronoun[2] ?? '');
  // «¿Qué altura máxima alcanza?» names its quantity without an article: the pronoun's gender gives it.
  const named = ASKED_NOUN.exec(previous);
  const phrase =
    /^(la|el|los|las)\s/i.test(previous) || !named
      ? previous
      : `${feminine ? 'la' : 'el'} ${named[1]}${named[2] ? ` ${named[2]}` : ''}`;
  if (!/^(la|el|los|las)\s/i.test(phrase)) return undefined;
  const gender = feminine ? /^las?\s/i : /^(el|los)\s/i;
  if (!gender.test(phrase)) return undefined;
  // The noun must agree with the pronoun too: «la altura» for «alcanzarla», never «el tiempo».
  if (named && phrase !== previous && !agrees(named[1] ?? '', feminine)) return undefined;
  return question.replace(pronoun[0], `${pronoun[1]} ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`);
}

// «¿Qué altura máxima alcanza?», «¿Qué velocidad final tiene?»: the noun asked and its qualifier.
const ASKED_NOUN =
  /^¿?\s*qu[eé]\s+(\p{L}+)(?:\s+(m[aá]xim[ao]|m[ií]nim[ao]|final|inicial|media|total))?\s+\p{L}/iu;

/** A feminine noun ends in «-a», «-ión», «-dad»; a masculine one does not (the exceptions are not asked). */
const agrees = (noun: string, feminine: boolean) => /(?:a|i[oó]n|dad|tud)$/i.test(noun) === feminine;

// A mass the statement gives: «de 0,5 kg», «de masa 2 kg», «m = 3 kg» (not a density's «kg/m³»).
const GIVEN_MASS =
  /\s*(?:\bde\s+)?(?:masa\s+(?:de\s+)?|\bm\s*=\s*)?\d+(?:[.,]\d+)?\s*(?:kg|kilogramos?|kilos?|g|gramos?)(?![\p{L}\d/·])/giu;

/**
 * The statement without the mass it gives, or undefined when it gives none or several: with two masses
 * their ratio may be what a mass-free question turns on (where to hang a weight to balance another).
 */
export function withoutGivenMass(statement: string): string | undefined {
  if ((statement.match(GIVEN_MASS) ?? []).length > 1) return undefined;
  const without = statement
    .replace(GIVEN_MASS, '')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
  return without === statement.trim() ? undefined : without;
}

// What a motion or a sum of vectors asks: no mass enters it.
const MASS_FREE =
  /\b(velocidad|rapidez|tiempo|tarda|altura|distancia|recorr\w*|desplazamiento|alcance|resultante|componente)\b/;
const MASS_BOUND =
  /\b(fuerza(?! resultante)|energia|trabajo|potencia|cantidad de movimiento|impulso|peso|tension|normal|rozamiento|aceleracion|presion)\b/;

/**
 * Whether a part asks what no mass enters (a height, a time, a speed, a resultant of forces): solved
 * without the mass another part uses, a reading that still uses every other datum cannot have needed
 * it, since a force, an energy or a power given would go unused without it.
 */
export function asksWithoutMass(question: string): boolean {
  const folded = foldText(question);
  return MASS_FREE.test(folded) && !MASS_BOUND.test(folded);
}

// «su energía cinética», «la energía potencial inicial»: the energy of the state the statement describes.
const PLAIN_ENERGY =
  /^(?:(?:calcul|determin|hall|obten)\w*\s*:?\s*)?(?:su|la)\s+energia\s+(cinetica|potencial)(?:\s+gravitatoria)?(?:\s+(?:inicial|del cuerpo|que tiene))?\s*[.;]?$/;
const LENGTH =
  /\s*(?:\b(?:a|desde|de)\s+)?\d+(?:[.,]\d+)?\s*(?:m|cm|km)(?![\p{L}\d/²³])(?:\s+de\s+altura)?/gu;
const SPEED =
  /\s*(?:\b(?:a|con)\s+)?(?:una\s+velocidad\s+de\s+)?\d+(?:[.,]\d+)?\s*(?:m\/s|km\/h)(?![\p{L}\d/²³])/gu;

/**
 * The statement with only the data the energy a part asks for is made of: a kinetic energy takes no
 * height and no g, a potential energy no speed. Only for the energy of the state described, with no
 * other moment named («al llegar al suelo» needs the height); undefined otherwise or when nothing is
 * left out.
 */
export function withEnergyData(statement: string, question: string): string | undefined {
  const kind = PLAIN_ENERGY.exec(foldText(question.trim()))?.[1];
  if (!kind) return undefined;
  const kept =
    kind === 'cinetica'
      ? (withoutGivenGravity(statement) ?? statement).replace(LENGTH, '')
      : statement.replace(SPEED, '');
  const tidy = kept.replace(/\s+([,.;:])/g, '$1').trim();
  return tidy === statement.trim() ? undefined : tidy;
}

// «Dada g(x) = log₃(x + 2) − 1:», «Sea f(x) = 2x + 3,»: a function the statement defines, up to the
// end of its clause.
const DEFINITION = /\b([a-zA-Z])\s*\(\s*x\s*\)\s*=\s*(.+?)\s*(?=[:;\n]|\.(?:\s|$)|,\s+\p{L}{3,}|$)/u;

// «Simplificarla», «Factorícela»: an order whose object is the expression the statement defines.
const ORDER_ON_IT = /^\s*(simplific|factoriz|factoric)\p{L}*?(?:la|lo)\b/iu;

/**
 * «b) Resolver g(x) = 1» after «Dada g(x) = log₃(x + 2) − 1»: the part's equation with the function
 * written out («Resolver log₃(x + 2) − 1 = 1»), a problem of its own. Also «c) ¿Para qué valores de x
 * E(x) no está definida?» with E written out, and «a) Simplificarla» as the order on the expression;
 * undefined when the part names neither the function nor the expression by a pronoun.
 */
export function withDefinition(statement: string, question: string): string | undefined {
  const definition = DEFINITION.exec(statement);
  const name = definition?.[1];
  const body = definition?.[2]?.trim();
  if (!name || !body) return undefined;
  const order = ORDER_ON_IT.exec(foldText(question));
  if (order)
    return `${/^simplific/.test(order[1] ?? '') ? 'Simplificar' : 'Factorizar'} ${body}${question.slice(order[0].length)}`;
  const use = new RegExp(String.raw`\b${name}\s*\(\s*x\s*\)(?=\s*[=<>≤≥])`, 'u');
  if (use.test(question)) return question.replace(use, body);
  // Named among words, not in a formula: the expression in its place.
  const named = new RegExp(String.raw`(?<=[\p{L}\s¿])${name}\s*\(\s*x\s*\)(?=[\s?.,;]|$)`, 'u');
  return named.test(question) ? question.replace(named, body) : undefined;
}

// «¿Qué masa de Al₂O₃ se obtiene en ese caso?»: the case an earlier question set with a number.
const THAT_CASE = /\b(?:en (?:ese|este) (?:mismo )?caso|en esas condiciones)\b/iu;
const EARLIER_CONDITION = /\b((?:con|a partir de|al|si|para)\s+[^?¿]*\d[^?¿]*?)\s*[?.]?\s*$/iu;
// «c) Si se usa 2 horas por día durante 30 días, ¿cuánta energía consume?»: the condition written first.
const CONDITION_FIRST = /^\s*((?:si|con|cuando)\s+[^?¿,]*\d[^?¿]*?),\s*¿/iu;

// «a) Si tienen el mismo sentido, ¿cuánto vale la resultante? b) En ese caso, ¿dónde…?»: a case said in
// words, first, before its question.
const CASE_FIRST = /^\s*((?:si|cuando)\s+[^?¿,]{4,60}?),\s*¿/iu;

/**
 * «b) ¿Cuántos moles de O₂ reaccionan con 4 mol de aluminio? c) ¿Qué masa de Al₂O₃ se obtiene en ese
 * caso?»: the later part with the earlier one's condition in place of «en ese caso»; undefined when
 * the part names no such case or the earlier question sets none with a number.
 */
export function withEarlierCase(question: string, earlier: readonly string[]): string | undefined {
  const previous = earlier.at(-1);
  const condition =
    previous === undefined
      ? undefined
      : (EARLIER_CONDITION.exec(previous)?.[1] ?? CASE_FIRST.exec(previous)?.[1]);
  if (!condition || !THAT_CASE.test(question)) return undefined;
  return question.replace(THAT_CASE, condition.trim());
}

/**
 * «a) ¿Qué fuerza de frenado hace falta para detenerlo en 50 m? b) ¿Cuál es el mínimo coeficiente de
 * rozamiento?»: a datum an earlier question sets with a number («para detenerlo en 50 m») holds for the
 * later parts too: the statement with it, the latest such condition. Only a unit the statement gives no
 * number in (not a second mass beside its own), and never a change of a datum («si la masa fuera…»), which
 * asks of another problem; undefined otherwise, or when the statement ends on a colon.
 */
export function withEarlierCondition(statement: string, earlier: readonly string[]): string | undefined {
  const closed = statement.trim();
  if (closed.endsWith(':')) return undefined;
  const givenUnits = new Set(numbersOf(closed).map((number) => number.unit));
  for (const question of [...earlier].reverse()) {
    const condition = (EARLIER_CONDITION.exec(question) ?? CONDITION_FIRST.exec(question))?.[1]?.trim();
    if (!condition || changesADatum(condition)) continue;
    const numbers = numbersOf(condition);
    if (numbers.some((number) => number.unit === '' || givenUnits.has(number.unit))) continue;
    return `${closed.replace(/[.;]$/, '')}, ${condition.charAt(0).toLowerCase()}${condition.slice(1)}.`;
  }
  return undefined;
}

// «Si el coeficiente de rozamiento fuera 0,1 (g = 10 m/s²), ¿cuál sería la aceleración?»: a condition that
// brings a datum of a kind the statement has none of, said first; its subjunctive said as a fact.
const ADDED_CONDITION = /^\s*(?:y\s+)?si\s+([^?¿]*\d[^?¿]*?)\s*,\s*(¿[^?]+\?)\s*$/iu;
const AS_FACT: readonly [RegExp, string][] = [
  [/\b(?:fuera|fuese)\b/giu, 'es'],
  [/\b(?:fueran|fuesen)\b/giu, 'son'],
  [/\btuviera\b/giu, 'tiene'],
  [/\bhubiera\b/giu, 'hay'],
  [/\bser[ií]a\b/giu, 'es'],
  [/\btendr[ií]a\b/giu, 'tiene'],
];
// The units a part's datum may come in; any other word after a number («0,1 para ambos») leaves it bare.
const KNOWN_UNIT =
  /^(?:kg|g|t|mg|m|cm|mm|km|s|min|h|n|kn|kgf|j|kj|w|kw|cv|hp|°c|°f|k|m\/s|km\/h|m\/s²|m\/s2|l|ml|cm³|m³|atm|pa|kpa|mmhg|cal|kcal|%|v|a|ω|ohm|c|μc|nc|hz|rad|°|mol|n\/m)$/u;
const asFact = (text: string) => AS_FACT.reduce((said, [word, fact]) => said.replace(word, fact), text);

/**
 * A part that adds a datum the statement lacks, «Si el coeficiente de rozamiento con el piso fuera 0,1
 * para ambos, ¿cuál sería la aceleración?»: the statement with the condition as a sentence of its own and
 * the question as a fact. Undefined unless each number the condition brings is of a unit the statement
 * gives none of (a coefficient, a bare number, only when the statement gives no coefficient nor bare
 * number): a change of a datum the statement gives is another problem (changedPart).
 */
export function withAddedCondition(statement: string, question: string): string | undefined {
  const match = ADDED_CONDITION.exec(question);
  const condition = match?.[1];
  const asked = match?.[2];
  if (!condition || !asked) return undefined;
  const given = numbersOf(statement);
  const units = new Set(given.map((number) => number.unit.toLowerCase()));
  const brought = numbersOf(condition.replace(/\bg\s*=\s*\d+(?:[.,]\d+)?\s*m\/s\S*/giu, ' '));
  if (brought.length === 0) return undefined;
  const isUnit = (unit: string) => KNOWN_UNIT.test(unit.toLowerCase());
  for (const number of brought) {
    const unit = number.unit.toLowerCase();
    if (isUnit(unit) ? units.has(unit) : given.some((g) => !isUnit(g.unit))) return undefined;
  }
  if (/\bcoeficiente|\bμ/iu.test(statement) && /\bcoeficiente|\bμ/iu.test(condition)) return undefined;
  const sentence = asFact(condition.trim());
  return `${statement.trim().replace(/:$/, '.')} ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.\n${asFact(asked)}`;
}

// «la masa que corresponde a esos moles»: the moles an earlier part found.
const THOSE_MOLES = /\b(?:esos|estos|dichos) moles\b/iu;
const MOLES_RESULT = /\*\*[^*\n]*?(\d+(?:,\d+)?)\s*mol de ([A-Z][A-Za-z\d₀-₉()]*)[^*\n]*\*\*/gu;

/**
 * «ii) los moles de NH₃ que se forman … iii) la masa que corresponde a esos moles»: the later part with
 * the moles the latest earlier sure part stated («4 mol de NH₃») in place of «esos moles»; undefined
 * when it names none or that part stated none or several.
 */
export const namesEarlierMoles = (question: string): boolean => THOSE_MOLES.test(question);

export function withEarlierMoles(question: string, earlier: readonly PartAnswer[]): string | undefined {
  if (!THOSE_MOLES.test(question)) return undefined;
  const previous = [...earlier].reverse().find((part) => part.reply?.certain);
  const stated = [...(previous?.reply?.text ?? '').matchAll(MOLES_RESULT)];
  const [moles] = stated;
  if (stated.length !== 1 || !moles) return undefined;
  return question.replace(THOSE_MOLES, `${moles[1]} mol de ${moles[2]}`);
}

// «la recta L₁», «la recta r»: a line the page names, its equation asked by one part and used by later ones.
// «Sea L₁ la recta que pasa por…»: the name before the noun.
const LINE_NAME =
  /\brecta\s+(L\s?[₀-₉\d]|L_\{?\d\}?|[rst])(?![\p{L}\d])|(?<![\p{L}\d])(L\s?[₀-₉\d]|L_\{?\d\}?|[rst])\s+(?:es\s+)?la\s+recta\b/gu;
// «**y = 2x + 4** (en forma general, …)»: the line a reply found.
const LINE_RESULT = /^\s*\*\*\s*(y\s*=\s*[^*]+?)\s*\*\*/mu;

const nameIn = (text: string, name: string) =>
  new RegExp(`(?<![\\p{L}\\d_])${name.replace(/[{}]/g, '\\$&')}(?![\\p{L}\\d_])`, 'u').test(text);

/**
 * «a) Halle la ecuación de L₁. b) … la recta L₂, perpendicular a L₁, … c) el punto de intersección
 * entre L₁ y L₂»: the part with each named line an earlier part found written out by its equation, a
 * problem of its own. Only when every number of the statement went into those earlier replies (the
 * statement says nothing else the part needs); undefined when no named line was found before.
 */
export function withNamedLines(
  question: string,
  earlier: readonly PartAnswer[],
  statement: string,
): { question: string; said: string } | undefined {
  const page = [statement, ...earlier.map((part) => part.question), question].join('\n');
  const names = [...new Set([...page.matchAll(LINE_NAME)].map((match) => match[1] ?? match[2] ?? ''))];
  if (!names.length) return undefined;
  const found = new Map<string, { equation: string; label: string; reply: string }>();
  for (const part of earlier) {
    const equation = part.reply?.certain ? LINE_RESULT.exec(part.reply.text)?.[1] : undefined;
    // The line a part finds: the one name it gives that no earlier part found.
    const asked = names.filter((name) => nameIn(part.question, name) && !found.has(name));
    if (!equation || !part.reply || asked.length !== 1) continue;
    found.set(asked[0] ?? '', { equation: equation.trim(), label: part.label, reply: part.reply.text });
  }
  const used = [...found].filter(([name]) => nameIn(question, name));
  if (!used.length) return undefined;
  // «el gráfico de f y la recta r»: the function the statement defines goes with the line.
  const defined = definedFunction(statement);
  const withFunction = defined && nameIn(question, defined.name) ? defined : undefined;
  const numbers = statement.match(/\d+(?:[.,]\d+)?/g) ?? [];
  const replies = [...used.map(([, line]) => line.reply), withFunction?.written ?? ''].join('\n');
  if (!numbers.every((number) => appearsIn(replies, number))) return undefined;
  let written = question;
  for (const [name, line] of used)
    written = written.replace(
      new RegExp(`(?<![\\p{L}\\d_])${name.replace(/[{}]/g, '\\$&')}(?![\\p{L}\\d_])`, 'gu'),
      line.equation,
    );
  // «entre y = 2x + 4 y y = −0,5x»: the «y» that joins two equations is written «e».
  written = written.replace(/\s+y\s+(?=y\s*=)/g, ' e ');
  const said = used.map(([name, line]) => `${name}: ${line.equation} (de ${line.label}))`).join(' y ');
  return { question: withFunction ? `Sea ${withFunction.written}. ${written}` : written, said };
}

/**
 * «Sean f(x) = x² − 2x − 3 y la recta r que pasa por…»: the function a statement defines, to the end of
 * its own expression (before «y la recta…», a comma or a stop).
 */
function definedFunction(statement: string): { name: string; written: string } | undefined {
  const definition = DEFINITION.exec(statement);
  const name = definition?.[1];
  const body = definition?.[2]?.split(/\s+(?:y|e)\s+(?=(?:la|el|los|las|un|una)\s)|,\s/u)[0]?.trim();
  return name && body ? { name, written: `${name}(x) = ${body}` } : undefined;
}

// «esa perpendicular», «dicha recta», «la recta hallada en a)»: the one line an earlier part found.
const FOUND_LINE =
  /\b(?:(?:es[ae]|dich[ao]|est[ae]) (?:recta|perpendicular|paralela)|la (?:recta|perpendicular|paralela) (?:hallad|obtenid|encontrad|calculad|determinad)a(?: en (?:el inciso |la parte )?\(?[a-d]\))?)(?![\p{L}])/iu;
// «ambas rectas», «las dos rectas»: the line the statement gives and the one found.
const BOTH_LINES = /\b(?:ambas rectas|las dos rectas)\b/iu;
// «y = 3x − 2», «2x − 3y = 6»: a line's equation as a statement writes it.
const LINE_WRITTEN =
  /(?<![\p{L}\d])[-−+\d.,/()\sxy]*[xy][-−+\d.,/()\sxy]*=[-−+\d.,/()\sxy]*\d[-−+\d.,/()\sxy]*/gu;
// «(en forma general, 3x + 2y - 8 = 0)»: the same line with whole coefficients.
const GENERAL_FORM = /en forma general,\s*([^)]+?=\s*0)\s*\)/u;

/**
 * «a) la recta perpendicular a r por P(3; 1). b) el punto de intersección de ambas rectas» or «b) la
 * intersección de esa perpendicular con el eje x»: the part with the line an earlier part found written
 * out (in its general form when the reply gives one: whole coefficients), and for «ambas rectas» the one
 * line the statement gives beside it: a problem of its own. Only when every number of the statement is
 * in that line or the earlier replies; undefined when no earlier part found one line.
 */
export function withFoundLine(
  question: string,
  earlier: readonly PartAnswer[],
  statement: string,
): { question: string; said: string } | undefined {
  const both = BOTH_LINES.test(question);
  // «ambas rectas con la recta y = 5» names data of its own: another problem.
  if ((!both && !FOUND_LINE.test(question)) || /[\d=]/.test(question)) return undefined;
  const previous = [...earlier]
    .reverse()
    .find((part) => part.reply?.certain && LINE_RESULT.test(part.reply.text));
  const reply = previous?.reply?.text ?? '';
  const found = GENERAL_FORM.exec(reply)?.[1]?.trim() ?? LINE_RESULT.exec(reply)?.[1]?.trim();
  if (!previous || !found) return undefined;
  const given = [...statement.matchAll(LINE_WRITTEN)]
    .map((match) => match[0].trim().replace(/[.,;]+$/, ''))
    .filter((equation) => /x/.test(equation));
  if (both && given.length !== 1) return undefined;
  const known = [reply, ...(both ? given : [])].join('\n');
  const numbers = statement.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (!numbers.every((number) => appearsIn(known, number))) return undefined;
  const joined = (first: string) => (/^y\s*=/.test(found) ? `${first} e ${found}` : `${first} y ${found}`);
  const written = both
    ? question.replace(BOTH_LINES, `las rectas ${joined(given[0] ?? '')}`)
    : question.replace(FOUND_LINE, `la recta ${found}`);
  const said = `la recta de ${previous.label}), ${found}${both ? `, y la del enunciado, ${given[0]}` : ''}`;
  return { question: written, said };
}

// «¿Y cuando sube acelerando a 1 m/s²?»: the earlier question again, with what follows its «cuando».
// «Dadas las rectas y = 2x − 1 e y = −x + 5»: each line a statement gives by its equation, in order.
const LINE_EQUATION = /(?<![\p{L}\d])y\s*=\s*(.+?)(?=\s+[ey]\s+y\s*=|\s*[;:,\n]|\.(?:\s|$)|$)/gu;
const ORDINALS = ['primera', 'segunda', 'tercera'] as const;
const BY_ORDER = /\bla (primera|segunda|tercera)(?: recta| de ellas)?\b(?!\s+(?:parte|pregunta|consigna))/iu;

/**
 * «b) hallar el punto donde la primera corta al eje x» after «Dadas las rectas y = 2x − 1 e y = −x + 5»:
 * the part with the line it names by its place written out, a problem of its own; undefined when the
 * statement names no lines or fewer than the place.
 */
export function withLineByOrder(statement: string, question: string): string | undefined {
  if (!/\brectas\b/iu.test(statement)) return undefined;
  const named = BY_ORDER.exec(question);
  if (!named) return undefined;
  const lines = [...statement.matchAll(LINE_EQUATION)].map((match) => (match[1] ?? '').trim());
  if (lines.length < 2) return undefined;
  const line = lines[ORDINALS.indexOf(foldText(named[1] ?? '') as (typeof ORDINALS)[number])];
  if (line === undefined) return undefined;
  const written = question.replace(BY_ORDER, `la recta y = ${line}`);
  return `${written.charAt(0).toUpperCase()}${written.slice(1)}`;
}

const ELLIPSIS = /^[¿\s]*y\s+(cuando|si|en|a los|a las|durante|para|con)\s+([^?]+)\??\s*$/iu;

/**
 * «a) ¿Cuál es la tensión del cable cuando sube con velocidad constante? b) ¿Y cuando sube acelerando a
 * 1 m/s²?»: the second part as the question it stands for, the first one's with its condition replaced;
 * undefined when the part is no such question or the earlier one has no such word.
 */
export function fromEllipsis(question: string, earlier: string): string | undefined {
  const ellipsis = ELLIPSIS.exec(question.trim());
  const word = ellipsis?.[1];
  if (!ellipsis || !word) return undefined;
  const at = foldText(earlier).lastIndexOf(` ${foldText(word)} `);
  if (at < 0) return undefined;
  return `${earlier.slice(0, at).trimEnd()} ${word} ${ellipsis[2]?.trim()}?`;
}

// The units a question asks its result in: «en W y en CV», «en km/h», «expresada en joules».
const ASKED_UNITS: readonly [RegExp, RegExp][] = [
  [/\ben\s+(?:km\/h|kil[oó]metros por hora)(?![\p{L}])/iu, /\d\s*km\/h/u],
  [/\ben\s+(?:m\/s|metros por segundo)(?![\p{L}\d/²])/iu, /\d\s*m\/s(?![²2])/u],
  [/\ben\s+(?:CV|caballos de vapor)(?![\p{L}])/u, /\d\s*CV\b/u],
  [/\ben\s+(?:HP)(?![\p{L}])/u, /\d\s*HP\b/u],
  [/\ben\s+(?:kW|kilowatts?)(?![\p{L}h·])/u, /\d\s*kW(?![h·])/u],
  [/\ben\s+(?:kWh|kW·h|kilowatts? hora)(?![\p{L}])/u, /\d\s*kW\s*·?\s*h/u],
  [/\ben\s+(?:kJ|kilojoules?)(?![\p{L}])/u, /\d\s*kJ\b/u],
  [/\ben\s+(?:kgf|kilogramos? fuerza)(?![\p{L}])/u, /\d\s*kgf\b/u],
  [/\ben\s+(?:cal|calor[ií]as)(?![\p{L}])/u, /\d\s*cal\b/u],
];

/**
 * Whether a reply states its result in every unit the question asks it in («la potencia en W y en CV»
 * answered only in W does not). Units of the SI a result is always written in are not checked.
 */
export function statesAskedUnits(question: string, result: string): boolean {
  return ASKED_UNITS.every(([asked, stated]) => !asked.test(question) || stated.test(result));
}

const PLAIN_WEIGHT =
  /^(?:(?:calcul|determin|hall|obten)\w*\s*:?\s*)?(?:el|su)\s+peso(?:\s+(?:del|de la|de los)\s+[\p{L}\s]+?)?\s*[.;]?$/u;
// Another gravity (the statement's), or another weight than m·g (the part's).
const ELSEWHERE = /\b(luna|marte|jupiter|venus|planeta)\b/;
const NOT_PLAIN = /\b(aparente|balanza|bascula|marca)\b/;
const ONE_MASS = /(\d+(?:[.,]\d+)?)\s*(kg|t)(?![\p{L}\d/·])/gu;
const GRAVITY_GIVEN = /\bg\s*=\s*\d+(?:[.,]\d+)?\s*m\/s(?:²|2|\^2)/u;

/**
 * «a) el peso del ascensor» beside other parts: the weight of the one mass the statement gives, with the
 * gravity it gives, as a problem of its own (the other data belong to the other parts). Undefined for
 * an apparent weight, another planet, or a statement with no mass or more than one.
 */
export function weightProblem(statement: string, question: string): string | undefined {
  const folded = foldText(question.trim());
  if (!PLAIN_WEIGHT.test(folded) || ELSEWHERE.test(foldText(statement)) || NOT_PLAIN.test(folded))
    return undefined;
  const masses = [...statement.matchAll(ONE_MASS)];
  const [mass] = masses;
  if (masses.length !== 1 || !mass) return undefined;
  const gravity = GRAVITY_GIVEN.exec(statement)?.[0];
  return `Calcular el peso de un cuerpo de ${mass[1]} ${mass[2]}${gravity ? ` (${gravity})` : ''}.`;
}

/** An earlier part's sure result, as a datum a later part may need: what it is, its value and unit. */
export interface EarlierResult {
  label: string;
  /** «la aceleración del bloque», «k»: what the earlier part asked, as the datum is said. */
  name: string;
  value: string;
  unit: string;
}

// «**a = 2,5 m/s²**», «**μ = 0,25**», «**k = 7**», «**C₁ = 0,5 M** (mol/L)»: a worked reply's one result.
// «**a = 2 m/s²**», «**F mín = 147 N**»: a result's symbol (with its «mín», «máx», «total»…), value and unit.
const RESULT =
  /^\s*\*\*\s*(?:\p{L}+:\s*)?([^\s=*:]{1,8}(?:\s(?:m[ií]n|m[aá]x|neta|total|final|inicial)\.?)?)\s*=\s*([-−]?\d[\d.]*(?:,\d+)?)(?:\s*([^\s*()]{1,12}(?:\s[^\s*()]{1,4})?))?(?:\s*\([^)*]*\))*\s*\*\*/gmu;

// «¿Cuál es la aceleración del bloque?», «¿Cuánto vale k?», «¿Qué velocidad tiene…?»: the words before
// what a question asks.
const ASKING =
  /^[¿\s]*(?:(?:calcul|determin|hall|obten|encontr|indic|averigu)\p{L}*\s*:?\s*|cu[aá]l\s+(?:es|ser[aá]|fue)\s+|cu[aá]nto\s+(?:vale|mide|es)\s+)/iu;

const RESULT_LINE = new RegExp(RESULT.source, 'mu');
const APPROX_RESULT = new RegExp(RESULT.source.replace(String.raw`\s*=\s*`, String.raw`\s*≈\s*`), 'gmu');

/** Whether a rounded value is within 0,25 % of any value it may stand for: «2,19» is, «1,1» is not. */
function fineRounding(match: RegExpMatchArray): boolean {
  const written = (match[2] ?? '').replace('−', '').replace(/\.(?=\d{3})/g, '');
  const decimals = written.split(',')[1]?.length ?? 0;
  const value = Number(written.replace(',', '.'));
  return value > 0 && 0.5 * 10 ** -decimals <= 0.0025 * value;
}

// «**86 °F = 30 °C**», «**72 km/h = 20 m/s**»: a quantity passed to another unit, its one result line.
const CONVERTED_RESULT =
  /^\s*\*\*\s*[-−]?\d[\d.]*(?:,\d+)?\s*[^\s\d=*]{1,6}\s*=\s*([-−]?\d[\d.]*(?:,\d+)?)\s*([^\s\d=*]{1,6})\s*\*\*\s*$/mu;

/**
 * What an earlier part's sure reply found, when it states one result: its value and unit, and the
 * quantity named as its question names it. Undefined for a reply with no result or with several.
 */
export function earlierResult(part: PartAnswer): EarlierResult | undefined {
  if (!part.reply?.certain) return undefined;
  // «**86 °F = 30 °C**»: a conversion's result is the value after its «=».
  const converted = CONVERTED_RESULT.exec(part.reply.text);
  if (converted && !RESULT_LINE.test(part.reply.text))
    return { label: part.label, name: 'el resultado', value: converted[1] ?? '', unit: converted[2] ?? '' };
  const exact = [...part.reply.text.matchAll(RESULT)];
  // «**P₂ ≈ 2,19 atm**»: a rounded result, carried only when its rounding is under a quarter per cent.
  const approximate = exact.length > 0 ? [] : [...part.reply.text.matchAll(APPROX_RESULT)];
  const results = exact.length > 0 ? exact : approximate.every(fineRounding) ? approximate : [];
  const [result] = results;
  if (results.length === 0) return askedOfSeveral(part);
  if (results.length !== 1 || !result) return undefined;
  const unasked = part.question.replace(ASKING, '');
  const asked = unasked.replace(/[?.;:]+\s*$/, '').trim();
  // Only a question of the form «¿Cuál es la X…?» / «¿Cuánto vale k?» names its quantity by itself;
  // one that names it with a condition («la velocidad al cabo de los 5 s») would give a later reading a
  // number it does not use: the symbol says the result alone. An order that names none («Resuelva la
  // ecuación.») leaves the symbol too.
  const named = unasked !== part.question && !/[¿?]/.test(asked) && !/\d/.test(asked);
  const name = named ? asked : (result[1] ?? '');
  return { label: part.label, name, value: result[2] ?? '', unit: (result[3] ?? '').trim() };
}

/**
 * «**a = 4 m/s²; N = 16 N**» after «Determine la aceleración del bloque»: of a result line that states
 * several values, the one the part asked for, by its symbol. Undefined unless exactly one is.
 */
function askedOfSeveral(part: PartAnswer): EarlierResult | undefined {
  const symbols = askedSymbols(part.question);
  const values = (part.reply?.text ?? '')
    .split('\n')
    .filter((line) => /^\s*\*\*/.test(line) && !/^\s*\*\*(?:Datos|Incógnita)/.test(line))
    .flatMap((line) => [...line.matchAll(SEVERAL)])
    .filter((match) => symbols.includes(match[1] ?? ''));
  const [value] = values;
  if (values.length !== 1 || !value) return undefined;
  return { label: part.label, name: value[1] ?? '', value: value[2] ?? '', unit: value[3] ?? '' };
}

// «**a = 4 m/s²; N = 16 N**»: each value of a line that states several, with its unit.
const SEVERAL =
  /(?:^\s*\*\*\s*|;\s*)([A-Za-z]{1,3})\s*=\s*([-−]?\d[\d.]*(?:,\d+)?)\s*([^\s*;()]{1,8})(?=\s*(?:;|\*\*))/gu;

/** The earlier result said as a datum of the statement: «La aceleración del bloque es 2,5 m/s².» */
export function resultDatum(result: EarlierResult): string {
  const said = `${result.value}${result.unit ? ` ${result.unit}` : ''}`;
  // A symbol keeps its case: «v» is a speed, «V» a volume.
  if (!/^(?:el|la|los|las|su|sus)\s/i.test(result.name)) return `${result.name} = ${said}.`;
  return `${result.name.charAt(0).toUpperCase()}${result.name.slice(1)} es ${said}.`;
}

// «Un carrito de 2 kg …», «Una caja de masa 5 kg …»: the body a statement is about, named with its mass.
const BODY_WITH_MASS =
  /^\s*((?:un|una)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:de\s+(?:masa\s+)?|con\s+una\s+masa\s+de\s+)\d+(?:[.,]\d+)?\s*(?:kg|g)(?![\p{L}\d]))/iu;

// «Con la velocidad hallada en b),»: the noun of an earlier result a question starts from, and the part.
const NAMED_EARLIER =
  /^\s*con (?:el|la|los|las|ese|esa|esos|esas) ((?:\p{L}+ ){1,3}?)(?:hallad|obtenid|calculad|encontrad|determinad)[oa]s?(?: en (?:la parte |el (?:item|inciso) )?\(?([a-d1-4])\))?\s*[,;:]?/iu;

/**
 * The words with which a part names an earlier result («con la aceleración de b)», «con la velocidad
 * hallada»): by that part's label, or by a noun that asks what the earlier question asked. Undefined when
 * the part names none, or another part's.
 */
function earlierNamed(
  pattern: RegExp,
  question: string,
  result: EarlierResult,
  earlierQuestion: string,
): string | undefined {
  const named = pattern.exec(question);
  if (!named) return undefined;
  const [reference, noun = '', label] = named;
  const same =
    label !== undefined
      ? label === result.label
      : askedQuantity(`¿Cuál es la ${noun}?`) === askedQuantity(earlierQuestion);
  return same ? reference : undefined;
}

// «con la aceleración de b)», «con esa aceleración», «con esa misma velocidad»: an earlier result named.
const REFERENCED =
  /\bcon (?:la|el|esa|ese|dicha|dicho) (?:misma |mismo )?(\p{L}+)(?: (?:de|del|hallad[oa] en|obtenid[oa] en|calculad[oa] en|encontrad[oa] en) (?:la parte |el (?:[ií]tem|inciso) )?\(?([a-d1-4])\))?(?![\p{L}])/iu;

// The symbols a result of each quantity is written with.
const SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  aceleracion: ['a'],
  velocidad: ['v', 'vf', 'v_f'],
  rapidez: ['v'],
  fuerza: ['F'],
  tension: ['T'],
  distancia: ['d', 'x'],
  tiempo: ['t'],
};

/**
 * «**a = 2 m/s²; N = 160 N**» and a later part «con la aceleración de b)»: the one value of the quantity
 * the part names, from an earlier sure reply that states several. Undefined unless exactly one matches.
 */
export function namedResult(part: PartAnswer, question: string): EarlierResult | undefined {
  const named = REFERENCED.exec(question);
  const symbols = named ? SYMBOLS[foldText(named[1] ?? '')] : undefined;
  if (!part.reply?.certain || !symbols || (named?.[2] !== undefined && named[2] !== part.label))
    return undefined;
  const bold = part.reply.text
    .split('\n')
    .filter((line) => /^\s*\*\*/.test(line) && !/^\s*\*\*Datos/.test(line));
  const values = bold.flatMap((line) =>
    [
      ...line.matchAll(
        /(?:^|[*;]\s*)([A-Za-z][\w]{0,3})\s*=\s*([-−]?\d[\d.]*(?:,\d+)?)\s*([^\s*;()]{1,8})?/g,
      ),
    ].filter((match) => symbols.includes(match[1] ?? '')),
  );
  const [value] = values;
  if (values.length !== 1 || !value) return undefined;
  return { label: part.label, name: value[1] ?? '', value: value[2] ?? '', unit: (value[3] ?? '').trim() };
}

/**
 * «c) Con la aceleración de b), la distancia que recorre en 3 s partiendo del reposo»: a part that names
 * an earlier result and brings data of its own, read with that result and its own data alone, without
 * the statement's g and with it (for a reading that uses one). The statement's other data (the ramp's angle, its friction) were the earlier part's.
 * Undefined when the part names no earlier result of that quantity or brings no number of its own.
 */
export function referencedResultProblem(
  statement: string,
  question: string,
  result: EarlierResult,
  earlierQuestion: string,
): { alone: string; withGravity: string | undefined } | undefined {
  const reference = earlierNamed(REFERENCED, question, result, earlierQuestion);
  if (reference === undefined || !/\d/.test(question.replace(reference, ''))) return undefined;
  const gravity = [...statement.matchAll(GIVEN_GRAVITY)][0]?.[0].trim().replace(/[.;]$/, '');
  return {
    alone: resultDatum(result),
    withGravity: gravity ? `${gravity}. ${resultDatum(result)}` : undefined,
  };
}

/**
 * «c) Con la velocidad hallada en b), sigue por un tramo horizontal con rozamiento y se detiene luego de
 * recorrer 20 m. ¿Cuánto vale la fuerza de rozamiento?»: a part that sets a stage of its own from an
 * earlier result, as a problem of its own: the statement's body with its mass (and the g it gives), the
 * result as a datum, the part's words. The statement's other data (a height, «parte del reposo», «sin
 * rozamiento») were the earlier stage's. Undefined when the part does not start from that result (by its
 * label, or by a noun that asks what the earlier question asked), states no datum of its own before its
 * question, or the statement names no body with its mass.
 */
export function stageProblem(
  statement: string,
  question: string,
  result: EarlierResult,
  earlierQuestion: string,
): string | undefined {
  const reference = earlierNamed(NAMED_EARLIER, question, result, earlierQuestion);
  if (reference === undefined) return undefined;
  const ask = question.indexOf('¿');
  const stage = question.slice(reference.length, ask).trim();
  if (ask < 0 || !/\d/.test(stage)) return undefined;
  const body = BODY_WITH_MASS.exec(statement)?.[1];
  if (!body) return undefined;
  const gravity = [...statement.matchAll(GIVEN_GRAVITY)][0]?.[0].trim() ?? '';
  const sentence = `${stage.charAt(0).toUpperCase()}${stage.slice(1)}`.replace(/[.;,]?$/, '.');
  return `${body} ${gravity}. ${resultDatum(result)} ${sentence} ${question.slice(ask)}`.replace(
    /\s+\./g,
    '.',
  );
}

/** The written forms of a value: «2,5», «2{,}5», «2.5»; a thousands point dropped. */
function writtenForms(value: string): string[] {
  const plain = value.replace('−', '').replace(/\.(?=\d{3}(?:\D|$))/g, '');
  return [plain, plain.replace(',', '{,}'), plain.replace(',', '.'), value.replace('−', '')];
}

/** Whether a value appears in a text as a number of its own (not inside a longer one). */
export function appearsIn(text: string, value: string): boolean {
  return writtenForms(value).some((form) =>
    new RegExp(`(?<![\\d.,{}])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d{}]|[.,]\\d)`).test(text),
  );
}

// «desde 20 m de altura», «a los 4 s», «de 10 m/s»: a quantity the statement gives, with the
// preposition that introduces it; never the gravity («g = 10 m/s²»), which has a reading of its own.
const GIVEN_QUANTITY =
  /(?<!g\s*=\s*)(?:\b(?:de|desde|a|a los|con|en)\s+)?(\d+(?:[.,]\d+)?)\s*(m\/s²|m\/s\^?2|m\/s|cm\/s|km\/h|g\/mL|g\/cm³|g\/cm3|dm³|dm3|cm³|cm3|m³|kg|g|m|cm|km|s|min|h|N|kJ|kcal|cal|kWh|J|W|kW|L|mL|K|°C|atm|mol)(?![\p{L}\d/²³])(?:\s+de\s+altura)?/gu;

/**
 * The statement without the quantities an earlier part's sure reply used: read with that part's result,
 * a later part needs them no more (they are in the result). Undefined when there are none.
 */
export function withoutUsedData(statement: string, earlierReply: string): string | undefined {
  const without = leaving(statement, earlierReply, () => false, true);
  return without === statement.trim() ? undefined : without;
}

/**
 * The statement without the quantities an earlier part's sure reply used but one, for each of them:
 * «la energía cinética en ese instante» after «la velocidad a los 5 s» needs the mass that reply used
 * too. None when the reply used fewer than two.
 */
export function keepingOneUsedDatum(statement: string, earlierReply: string): string[] {
  const used = [...statement.matchAll(GIVEN_QUANTITY)].filter((match) =>
    listedIn(earlierReply)(match[1] ?? '', match[2] ?? ''),
  );
  if (used.length < 2) return [];
  // «un tramo de 6 cm de diámetro … se angosta a 3 cm»: of two data in one unit, the one kept would lose
  // which of the two it was (the wide section's diameter read with the narrow one's speed).
  const alone = used.filter((kept) => used.filter((other) => other[2] === kept[2]).length === 1);
  return alone.map((kept) => leaving(statement, earlierReply, (at) => at === kept.index));
}

/**
 * The statement without the quantities that only other parts use: those the sure replies of other parts
 * list in their data and this part's own reading (its reply's data) does not. «… 12 m en 20 s. a) ¿Cuánto
 * aumenta la energía potencial? b) ¿Qué potencia…?»: the 20 s is part b's, and part a, read with it,
 * leaves a datum unused. Undefined when the own reply lists no data or nothing is left out.
 */
export function withoutOthersData(
  statement: string,
  ownReply: string,
  othersReplies: readonly string[],
): string | undefined {
  // An unsure reply says what it read as «Así leí el enunciado: m = 400 kg; h = 12 m.»
  const read = ownReply.replace(/^Así leí el enunciado:/gm, '**Datos:**');
  if (!/^\*\*Datos/m.test(read) || othersReplies.length === 0) return undefined;
  // Its own reading used a quantity it lists, or one it converts in a step («72 km/h = 20 m/s»).
  const listedOwn = listedIn(read);
  const own = (value: string, unit: string) =>
    listedOwn(value, unit) ||
    writtenForms(value).some(
      (form) => read.includes(`${form} ${unit}`) || read.includes(`${form}\u00a0${unit}`),
    ) ||
    listedInSI(listedOwn, value, unit);
  const others = othersReplies.map(listedIn);
  // «μ = 0,4» in another part's data and not in this one's: the coefficient goes too.
  const ownPure = pureListedIn(read);
  const quantitiesLeft = statement.replace(GIVEN_QUANTITY, (quantity, value: string, unit: string) =>
    others.some((listed) => listed(value, unit)) && !own(value, unit) ? '' : quantity,
  );
  const without = othersReplies
    .reduce((left, other) => withoutListedPure(left, other, ownPure), quantitiesLeft)
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return without === statement.trim() ? undefined : without;
}

// A statement's unit and what one is in the SI unit a reading lists it in: «108 km/h» read as «30 m/s».
const TO_SI: Readonly<Record<string, readonly [number, string]>> = {
  'km/h': [1 / 3.6, 'm/s'],
  'cm/s': [0.01, 'm/s'],
  km: [1000, 'm'],
  cm: [0.01, 'm'],
  g: [0.001, 'kg'],
  min: [60, 's'],
  h: [3600, 's'],
  mL: [0.001, 'L'],
  kW: [1000, 'W'],
};

/** Whether a reading lists a statement's quantity passed to the SI unit: «108 km/h» as «v = 30 m/s». */
function listedInSI(listed: (value: string, unit: string) => boolean, value: string, unit: string): boolean {
  const [factor, si] = TO_SI[unit] ?? [];
  if (factor === undefined || si === undefined) return false;
  const inSI = Math.round(numeric(value) * factor * 1e6) / 1e6;
  return listed(String(inSI).replace('.', ','), si);
}

// «el enunciado también da el dato 2.220 y mi lectura no lo usa», «… los datos 30 y 0,6 …»: what a
// reading says it left out.
const SAID_UNUSED = /también da (?:el dato|los datos|el|los)\s+(.+?)\s+y mi lectura no l[oa]s? usa/u;

/**
 * The statement without the quantities an unsure reading says it left out and another part's sure reply
 * lists: «… 22 g de propano … libera 2220 kJ. a) la masa de oxígeno b) … c) el calor liberado»: part a
 * says it leaves out the 2220 kJ that part c used. For a reading that lists no data of its own, where
 * withoutOthersData cannot tell its data from the others'. Undefined when it says nothing left out or
 * none of it is another part's.
 */
export function withoutSaidUnused(
  statement: string,
  ownReply: string,
  othersReplies: readonly string[],
): string | undefined {
  const said = SAID_UNUSED.exec(ownReply)?.[1];
  if (!said || othersReplies.length === 0) return undefined;
  const unused = said
    .split(/,\s*|\s+y\s+/)
    .map((number) => numeric(number.trim()))
    .filter((value) => Number.isFinite(value));
  const others = othersReplies.map(listedIn);
  const without = statement
    .replace(GIVEN_QUANTITY, (quantity, value: string, unit: string) =>
      unused.includes(numeric(value)) && others.some((listed) => listed(value, unit)) ? '' : quantity,
    )
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return without === statement.trim() ? undefined : without;
}

/** Whether a reply lists a quantity in its data («**Datos:** h = 20 m; v₀ = 0»): a number in a step may be another. */
function listedIn(earlierReply: string): (value: string, unit: string) => boolean {
  // «2.220 kJ» lists the statement's «2220 kJ»: thousands points aside.
  const data = earlierReply
    .split('\n')
    .filter((line) => /^\*\*Datos/.test(line.trim()))
    .join('\n')
    .replace(/(\d)\.(?=\d{3}(?!\d))/g, '$1');
  // «Pasá la velocidad al SI: 150 cm/s = 1,5 m/s»: a quantity a step converts was used, in its new unit.
  const converts = (form: string, unit: string) =>
    new RegExp(
      `(?<![\\d.,])${form.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s${unit.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*=\\s*\\d`,
    ).test(earlierReply);
  return (value, unit) =>
    (appearsIn(data, value) &&
      writtenForms(value).some(
        (form) => data.includes(`${form} ${unit}`) || data.includes(`${form}\u00a0${unit}`),
      )) ||
    writtenForms(value).some((form) => converts(form, unit));
}

// «sen 37° = 0,6», «inclinado 37°», «es 0,25»: an angle's sine or cosine, an angle and a number with
// no unit, as a coefficient is written.
const GIVEN_TRIG = /[;,]?\s*\b(?:sen|cos|tg)\s*(\d+)\s*°\s*=\s*[\d.,]*\d/g;
const GIVEN_ANGLE = /(\d+)\s*°(?![CF])/g;
const GIVEN_PURE = /(?:μ\s*=\s*)?(?<![\d.,])(\d+,\d+)(?![\d°%]|\s*[\p{L}/])/gu;

/**
 * The statement without the angles and coefficients a reply lists («**Datos:** θ = 37°; μ = 0,25»),
 * which GIVEN_QUANTITY (numbers with a unit) leaves: «inclinado 37° … es 0,25 … sen 37° = 0,6» loses the
 * angle, its sine and cosine, and the coefficient; but those `keep` lists.
 */
export function withoutListedPure(statement: string, reply: string, keep = pureListedIn('')): string {
  const listed = pureListedIn(reply);
  const drop = (angle: boolean) => (given: string, value: string) =>
    listed(value, angle) && !keep(value, angle) ? '' : given;
  return statement
    .replace(GIVEN_TRIG, drop(true))
    .replace(GIVEN_ANGLE, drop(true))
    .replace(GIVEN_PURE, drop(false));
}

/** Whether a reply lists an angle («θ = 37°») or a coefficient («μ = 0,25») in its data. */
function pureListedIn(reply: string): (value: string, angle: boolean) => boolean {
  const data = reply.match(/^(?:\*\*Datos|Así leí).*$/gm)?.join(' ');
  const listed = new Set(data?.match(/= \d+°|μ = \d+(?:,\d+)?/g));
  return (value, angle) => listed.has(angle ? `= ${value}°` : `μ = ${value}`);
}

/** The statement without the quantities the reply lists, but those at the places `keep` says. */
function leaving(
  statement: string,
  earlierReply: string,
  keep: (at: number) => boolean,
  pure = false,
): string {
  const listed = listedIn(earlierReply);
  const without = statement.replace(GIVEN_QUANTITY, (quantity, value: string, unit: string, at: number) =>
    listed(value, unit) && !keep(at) ? '' : quantity,
  );
  return (pure ? withoutListedPure(without, earlierReply) : without)
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * Whether a reply read with an earlier result as a datum uses it: the value appears in a worked step (not
 * only in its data), and its own result is not that value again.
 */
export function usesResult(reply: string, result: EarlierResult): boolean {
  const steps = reply
    .split('\n')
    .filter((line) => !/^\*\*Datos/.test(line.trim()) && !RESULT_LINE.test(line))
    .join('\n');
  const appears = appearsIn(steps, result.value);
  const own = [...reply.matchAll(RESULT)].map((match) => match[2]);
  return appears && !own.includes(result.value);
}

/**
 * Whether a resolution of a problem written around an earlier result read it: its data or its steps
 * state the value, and it is not its own result in the same unit (a repetition of the earlier part).
 * A solver that writes its steps in letters lists its data only.
 */
export function readsResult(reply: string, result: EarlierResult): boolean {
  const read = reply
    .split('\n')
    .filter((line) => !RESULT_LINE.test(line))
    .join('\n');
  const repeated = [...reply.matchAll(RESULT)].some(
    (match) => match[2] === result.value && (match[3] ?? '').trim() === result.unit,
  );
  return appearsIn(read, result.value) && !repeated;
}

// «Exprese ese tiempo en minutos», «Exprésela en m/s», «Expresá esa energía en joules», «Pasalo a km/h»:
// a part that only passes the earlier result to another unit.
const EXPRESSES_EARLIER =
  /^[¿\s]*(?:expr[eé]s(?:e|a|ar|á)?|p[aá]s(?:e|a|ar|á)?|convi[eé]rt(?:a|e|ir)?|convert(?:ir|í))(?:l[oa])?\s+(?:(?:ese|esa|este|esta|dicho|dicha)\s+(?:mism[oa]\s+)?\p{L}+\s+|(?:el|la)\s+(\p{L}+)\s+total\s+)?(?:en|a)\s+(?!forma\b|notaci|funci)[^\d]+$/iu;

/** Whether a part only asks to express an earlier result in another unit («Expréselo en minutos»). */
export const expressesEarlier = (question: string) => EXPRESSES_EARLIER.test(question.trim());

/**
 * «d) Expresar el calor total en kJ»: a total named by its noun is an earlier result only when the
 * earlier part asked that total («¿Cuánto calor hace falta en total…?»).
 */
function expressesThatTotal(question: string, earlierQuestion: string | undefined): boolean {
  const noun = EXPRESSES_EARLIER.exec(question.trim())?.[1];
  if (noun === undefined) return true;
  const earlier = foldText(earlierQuestion ?? '');
  return /\btotal\b/.test(earlier) && new RegExp(`\\b${foldText(noun)}\\b`).test(earlier);
}

// «1 cal = 4,18 J», «1 atm = 760 mmHg»: an equivalence the statement gives, with its two units.
const GIVEN_EQUIVALENCE = /\b1\s*([A-Za-z]+)\s*=\s*\d+(?:[.,]\d+)*\s*([A-Za-z]+)\b/g;

// The unit a part asks for, said in words, and the symbol a result writes it with.
const UNIT_WORDS: Readonly<Record<string, string>> = {
  segundos: 's',
  minutos: 'min',
  horas: 'h',
  metros: 'm',
  kilometros: 'km',
  centimetros: 'cm',
  milimetros: 'mm',
  litros: 'L',
  mililitros: 'mL',
  gramos: 'g',
  kilogramos: 'kg',
  joules: 'J',
  julios: 'J',
  newtons: 'N',
  watts: 'W',
  vatios: 'W',
};

/**
 * Whether a result states the unit a part that expresses an earlier result asks for («en minutos» →
 * «min», «en kgf» → «kgf»): a reading of the part alone may answer another quantity of the statement.
 */
export function statesExpressedUnit(question: string, result: string): boolean {
  // «Exprese en metros la distancia recorrida hasta el cruce»: the unit may come first, after the order.
  const target = (/\b(?:en|a)\s+([^\s.,;?]+)\s*[.?]?\s*$/u.exec(question.trim()) ??
    /^\s*(?:expres|pas|convert)\p{L}*\s+(?:en|a)\s+([^\s.,;?]+)/iu.exec(question))?.[1];
  if (!target) return false;
  const symbol = UNIT_WORDS[foldText(target)] ?? target;
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`\\d\\s*${escaped}(?![\\p{L}/²³])`, 'u').test(result);
}

/**
 * «c) Exprese ese tiempo en minutos» after «b) ¿Cuántos segundos tarda…?»: the earlier result said as a
 * datum, then the part's words, a conversion of its own with none of the statement's data (they went
 * into the result): with the gravity the statement gives first (a kgf is the weight of 1 kg with that
 * g), then without it, which the caller takes only from a resolution that uses no g of its own. Empty
 * unless the part only asks to express the earlier result (or «ese X») in a unit, with no number of its own.
 */
export function conversionOfEarlier(
  question: string,
  result: EarlierResult,
  statement: string,
  earlierQuestion?: string,
): { problem: string; withGravity: boolean }[] {
  if (!expressesEarlier(question) || !result.unit || !expressesThatTotal(question, earlierQuestion))
    return [];
  // «1 cal = 4,18 J» given for the result's unit: the conversion uses it, never a factor of its own.
  const equivalence = [...statement.matchAll(GIVEN_EQUIVALENCE)].find((given) =>
    [given[1], given[2]].includes(result.unit),
  )?.[0];
  const said = `${equivalence ? `${equivalence}. ` : ''}${result.value.replace('−', '-')} ${result.unit}. ${question.trim()}`;
  const gravity = [...statement.matchAll(GIVEN_GRAVITY)][0]?.[0]
    .trim()
    .replace(/^\(\s*|\s*\)$/g, '')
    .replace(/[.;]$/, '');
  return [
    ...(gravity ? [{ problem: `Con ${gravity.replace(/^con\s+/i, '')}: ${said}`, withGravity: true }] : []),
    { problem: said, withGravity: false },
  ];
}

/** The reply of a part read with an earlier result, saying which one it used. */
/**
 * «b) ¿Cuántas soluciones tiene en ese intervalo?» after a part that solved the equation: the solutions
 * its result states, counted («3 soluciones en [0°; 360°)», «x ∈ { 0°; 120°; 240° }», «x₁ = 2; x₂ = −1»).
 */
export function solutionsCounted(question: string, previous: PartAnswer): SolverReply | undefined {
  if (!/\bcu[aá]ntas\s+(?:soluciones|ra[ií]ces)\b/iu.test(question) || !previous.reply?.certain)
    return undefined;
  const results = previous.reply.text
    .split('\n')
    .filter((line) => line.startsWith('**') && !line.startsWith('**Datos'));
  if (results.length !== 1) return undefined;
  const [line = ''] = results;
  const said = /\*\*(\d+) soluci[oó]n(?:es)?\b/.exec(line)?.[1];
  const set = /∈\s*\{([^{}]*)\}/
    .exec(line)?.[1]
    ?.split(';')
    .filter((item) => item.trim()).length;
  const named = said === undefined && set === undefined ? undefined : Number(said ?? set);
  if (named === undefined || (said !== undefined && set !== undefined && Number(said) !== set))
    return undefined;
  return {
    text: `Con el resultado de ${previous.label}), ${line.replace(/\*\*/g, '')}:\n\nContá las soluciones que encontraste: son ${named}.\n\n**${named} ${named === 1 ? 'solución' : 'soluciones'}**`,
    certain: true,
  };
}

export function chainedReply(text: string, result: EarlierResult): string {
  const said = `${result.value}${result.unit ? ` ${result.unit}` : ''}`;
  const used = /^(?:el|la|los|las|su|sus)\s/i.test(result.name)
    ? `${result.name} de ${result.label}), ${said}`
    : `el resultado de ${result.label}), ${result.name} = ${said}`;
  return `Con ${used}:\n\n${text.trim()}`;
}

// «¿Cuánto vale log₂(4x)?», «Calculá 2x − 3y»: a part that asks the value of an expression, with no
// equation of its own (whose letter would be a new unknown).
// «Calcule…», «Halle el valor de…», «Determiná el valor numérico de…»: in voseo, in ustedeo and as infinitives.
const EVALUATES =
  /^[¿\s]*(?:cu[aá]nto\s+(?:vale|da)|calcul(?:[aá]r?|e)|(?:hall|determin)(?:[aá]r?|e)\s+el\s+valor\s+de|obten(?:er|é|ga)\s+el\s+valor\s+de)\s+(?!.*[=<>≤≥])/iu;

/**
 * «a) ¿Cuánto vale x? b) ¿Cuánto vale log₂(4x)?»: the later part with the letter an earlier part found
 * put in its place («¿Cuánto vale log₂(4 · 32)?»), a problem of its own. Only when the earlier result is
 * one letter's value, every number of the statement went into it (the earlier reply uses them all, so
 * the statement says nothing the part still needs) and the part asks to evaluate an expression.
 */
export function withEarlierValue(
  question: string,
  result: EarlierResult,
  statement: string,
  earlierReply: string,
): string | undefined {
  // «Con el valor de x hallado en a), calcular log₅ x + log₅ 25»: the reference goes, the order stays.
  const asked = question.replace(STARTS_FROM, '');
  if (!/^[a-z]$/.test(result.name) || !EVALUATES.test(asked)) return undefined;
  const letter = new RegExp(`(?<![\\p{L}_])${result.name}(?![\\p{L}_(])`, 'gu');
  if (!letter.test(asked)) return undefined;
  const numbers = statement.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (!numbers.every((number) => appearsIn(earlierReply, number))) return undefined;
  const value = result.value.startsWith('−') ? `(${result.value})` : result.value;
  // «4x» is a product: the value goes with a dot («4 · 32»).
  return asked.replace(letter, (_match, at: number) =>
    /[\d)]\s*$/.test(asked.slice(0, at)) ? ` · ${value}` : value,
  );
}

// «**Solución: x = 2; y = 1**»: a system's solution, each letter with its value.
const LETTERS_RESULT =
  /^\s*\*\*\s*(?:\p{L}+:\s*)?((?:[a-z]\s*=\s*[-−]?\d+(?:,\d+)?\s*[;,]\s*)+[a-z]\s*=\s*[-−]?\d+(?:,\d+)?)\s*\*\*\s*$/gmu;

/** The letters an earlier part's sure reply solved for together, when its one result line gives them. */
export function earlierLetters(part: PartAnswer): { label: string; values: [string, string][] } | undefined {
  if (!part.reply?.certain) return undefined;
  const lines = [...part.reply.text.matchAll(LETTERS_RESULT)];
  const [line] = lines;
  if (lines.length !== 1 || !line) return undefined;
  const values = (line[1] ?? '').split(/\s*[;,]\s*/).map((pair): [string, string] => {
    const [name = '', value = ''] = pair.split(/\s*=\s*/);
    return [name, value];
  });
  return new Set(values.map(([name]) => name)).size === values.length
    ? { label: part.label, values }
    : undefined;
}

// «el producto x · y», «la suma x + y»: an operation named before it is written out.
const OPERATION_NOUN =
  /\b(?:el producto|la suma|la diferencia|el cociente)\s+(?:de\s+)?(?=[a-z]\s*[·*×+\-−/:]\s*[a-z\d])/iu;

// «con la solución hallada, calcular…», «con los valores obtenidos en a),»: where the part starts from.
// «Con el valor hallado en a),», «Con el valor de x hallado en a),», «Para los valores obtenidos,».
const STARTS_FROM =
  /^\s*(?:con|para|usando|tomando) (?:el|la|los|las|ese|esa|esos|esas) (?:\p{L}+ ){1,2}?(?:de [a-z] )?(?:hallad|obtenid|calculad|encontrad|determinad)[oa]s?(?: en (?:la parte |el (?:[ií]tem|inciso) )?\(?[a-d1-4]\))?\s*,\s*/iu;

/**
 * «1) resolver el sistema …; 2) con la solución hallada, calcular el valor de 2x − y»: the later part
 * with each letter the earlier part found put in its place («calcular el valor de 2 · 2 − 1»), a
 * problem of its own. Only when the part asks to evaluate an expression whose every letter was found,
 * and the earlier reply used every number of the statement.
 */
export function withEarlierLetters(
  question: string,
  found: { values: readonly [string, string][] },
  statement: string,
  earlierReply: string,
): string | undefined {
  // «calcular el producto x · y»: the noun says again what the written operation does.
  const asked = question.replace(STARTS_FROM, '').replace(OPERATION_NOUN, '');
  if (!EVALUATES.test(asked)) return undefined;
  const expression = asked.replace(EVALUATES, '').replace(/^el valor (?:num[eé]rico )?de\s+/iu, '');
  const letters = expression.match(/(?<![\p{L}_])[a-z](?![\p{L}_(])/gu) ?? [];
  const names = new Set(found.values.map(([name]) => name));
  if (letters.length === 0 || !letters.every((letter) => names.has(letter))) return undefined;
  const numbers = statement.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (!numbers.every((number) => appearsIn(earlierReply, number))) return undefined;
  let written = asked;
  for (const [name, raw] of found.values) {
    const value = raw.startsWith('−') || raw.startsWith('-') ? `(${raw})` : raw;
    const letter = new RegExp(`(?<![\\p{L}_])${name}(?![\\p{L}_(])`, 'gu');
    written = written.replace(letter, (_match, at: number, whole: string) =>
      /[\d)]\s*$/.test(whole.slice(0, at)) ? ` · ${value}` : value,
    );
  }
  return `${written.charAt(0).toUpperCase()}${written.slice(1)}`;
}

// «**k = -5**»: an earlier part's one result, the value of a letter that is not an unknown (x, y, z).
const PARAMETER_RESULT = /^\s*\*\*\s*([a-w])\s*=\s*([-−]?\d+(?:,\d+)?(?:\/\d+)?)\s*\*\*\s*$/gmu;

/** The letter an earlier part's sure reply found the value of, when its one result line gives only that. */
export function earlierParameter(
  part: PartAnswer,
): { label: string; letter: string; value: string } | undefined {
  if (!part.reply?.certain) return undefined;
  const lines = [...part.reply.text.matchAll(PARAMETER_RESULT)];
  const [line] = lines;
  if (lines.length !== 1 || !line?.[1] || !line[2]) return undefined;
  return { label: part.label, letter: line[1], value: line[2].replace('−', '-') };
}

// «Con el valor de k hallado,», «Para ese valor de k,», «Con el k obtenido en a),»: where the part starts from.
const FROM_PARAMETER =
  /^\s*(?:con|para|usando|tomando)\s+(?:el|ese|este|dicho)\s+(?:valor(?:\s+de)?\s*)?(?:[a-w](?=[\s,])\s*)?(?:(?:hallad|obtenid|calculad|encontrad|determinad)o(?:\s+en\s+(?:la parte |el (?:[ií]tem|inciso) )?\(?[a-d1-4]\))?\s*)?,\s*/iu;

/**
 * «a) Determine k sabiendo que x = 3 es raíz; b) Con el valor de k hallado, factorice P(x)»: the later
 * part on the statement with the letter an earlier part found written as its value in every formula
 * («x³ − 2x² − 5x + 6»), a problem of its own. Undefined when the part names the letter itself (it asks
 * of it: «¿Para qué valores de k…?», «para k = 2»), when the letter is in no formula of the statement, or
 * when it multiplies a number («3k»), which would need a product written out.
 */
export function withEarlierParameter(
  question: string,
  found: { letter: string; value: string },
  statement: string,
): { statements: string[]; question: string } | undefined {
  const asked = question.replace(FROM_PARAMETER, '');
  const alone = new RegExp(`(?<![\\p{L}\\d_])${found.letter}(?![\\p{L}_])`, 'u');
  if (alone.test(asked)) return undefined;
  const negative = found.value.startsWith('-');
  const size = negative ? found.value.slice(1) : found.value;
  let replaced = 0;
  let product = false;
  // «kx», «mx²»: the letter before an unknown is a coefficient; before any other letter, part of a word.
  const inFormula = new RegExp(
    `([+\\-−]\\s*)?(?<![\\p{L}\\d_])${found.letter}(?=[xyz]|[^\\p{L}_]|$)(?=(\\s*)(.?))`,
    'gu',
  );
  const written = statement.replace(
    inFormula,
    (match, sign: string | undefined, _space: string, next: string, at: number, whole: string) => {
      const before = whole.slice(0, at).trimEnd().slice(-1);
      const formula = sign !== undefined || /[=(·*/^]/.test(before) || /^[xyz(²³^·*+\-−=)/]$/.test(next);
      if (!formula) return match;
      if (/\d/.test(before)) product = true;
      replaced++;
      // «+ 1x²» is written «+ x²».
      const shown = size === '1' && /^[xyz]$/.test(next) ? '' : size;
      if (sign !== undefined) {
        const minus = /[-−]/.test(sign) !== negative;
        return `${minus ? '−' : '+'} ${shown}`;
      }
      if (!negative) return shown;
      return /^[²³^]$/.test(next) ? `(−${size})` : `−${shown}`;
    },
  );
  if (replaced === 0 || product) return undefined;
  // «…, se sabe que x = 3 es una de sus raíces»: the fact the letter was found from says nothing more
  // once its value is written in; read without it too (a datum no reading of the part would use).
  const factless = written
    .replace(KNOWN_FACT, '')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
  return {
    statements: factless === written.trim() ? [written] : [written, factless],
    question: `${asked.charAt(0).toUpperCase()}${asked.slice(1)}`,
  };
}

// «, se sabe que x = 3 es una de sus raíces», «sabiendo que el resto es 4»: a fact given to find a letter.
const KNOWN_FACT = /,?\s*(?:y\s+)?(?:si\s+)?(?:se\s+sabe\s+que|sabiendo\s+que)\s+[^.;:]*/giu;
