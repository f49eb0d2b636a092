/**
 * The units a question asks its result in («¿cuántos milímetros…?», «…, en km?», «¿al cabo de cuántos
 * días…?»), read apart from the data (a number's own unit is a datum, not what is asked). A solver that
 * computes in one unit and finds another asked declines rather than state a right number in a unit
 * nobody asked (#32: «¿Cuántos milímetros debe medir el vector…?» was answered «ℓ = 7,5 cm»).
 */
import { foldText } from '../text.ts';

/** Each unit by its names and symbols, folded (no accents), as a question may say it. */
const UNITS: readonly (readonly [unit: string, said: RegExp])[] = [
  ['mm', /\bmilimetros?\b|\ben mm\b/],
  ['cm', /\bcentimetros?\b|\ben cm\b/],
  ['dm', /\bdecimetros?\b|\ben dm\b/],
  ['km/h', /\bkilometros? por hora\b|\ben km\/h\b/],
  ['km', /\bkilometros?\b(?! por hora)|\ben km\b(?!\/)/],
  ['m/s', /\bmetros? por segundo\b|\ben m\/s\b/],
  ['m', /(?<!\w)metros?\b(?! (?:por segundo|cuadrados|cubicos))|\ben m\b(?![/²³23])/],
  ['m²', /\bmetros? cuadrados?\b|\ben m(?:²|\^2|2)(?![\d/])/],
  ['cm²', /\bcentimetros? cuadrados?\b|\ben cm(?:²|\^2|2)(?![\d/])/],
  // A moment: «en N·cm», «en kgf·m» (the dot may be typed as a period).
  ['N·cm', /\bn\s*[·.*]\s*cm\b/],
  ['N·m', /\bn\s*[·.*]\s*m\b/],
  ['kgf·m', /\bkgf\s*[·.*]\s*m\b/],
  ['kN', /\bkilonewtons?\b|\ben kn\b/],
  ['N', /\bnewtons?\b|\ben n\b/],
  ['kgf', /\bkilogramos? fuerza\b|\ben kgf\b/],
  ['gf', /\bgramos? fuerza\b|\ben gf\b/],
  ['kg', /\bkilogramos?\b(?! fuerza)|\ben kg\b/],
  // Asked only by its name: a bare «t» after a number is as likely a time or a letter.
  ['t', /\btoneladas?\b/],
  ['g', /(?<!\w)gramos?\b(?! fuerza)|\ben g\b/],
  ['kWh', /\bkilowatts?[ -]?hora\b|\ben kw ?(?:·|\.)? ?h\b/],
  ['MJ', /\bmegajoules?\b/],
  ['mJ', /\bmilijoules?\b/],
  ['atm', /\batmosferas?\b|\ben atm\b/],
  ['kPa', /\bkilopascales?\b|\ben kpa\b/],
  ['Pa', /\bpascales?\b|\ben pa\b/],
  ['rad', /\bradian(?:es)?\b|\ben rad\b/],
  ['%', /\bporcentaje\b|\bpor ciento\b|\ben %/],
  ['kJ', /\bkilojoules?\b|\ben kj\b/],
  ['J', /\bjoules?\b|\ben j\b/],
  ['kcal', /\bkilocalorias?\b|\ben kcal\b/],
  ['cal', /(?<!\w)calorias?\b|\ben cal\b/],
  ['kW', /\bkilowatts?\b(?![ -]?hora)|\ben kw\b(?! ?(?:·|\.)? ?h\b)/],
  ['W', /(?<!\w)watts?\b|\ben w\b/],
  ['CV', /\bcaballos? de vapor\b|\ben cv\b/],
  ['hp', /\bcaballos? de fuerza\b|\ben hp\b/],
  ['ms', /\bmilisegundos?\b|\ben ms\b/],
  ['s', /\bsegundos?\b|\ben s\b/],
  ['min', /\bminutos?\b|\ben min\b/],
  ['h', /\bhoras?\b|\ben h\b/],
  ['días', /\bdias?\b/],
  ['semanas', /\bsemanas?\b/],
  ['meses', /\bmes(?:es)?\b/],
  ['años', /\banos?\b/],
];

/** The question without its data: a number and the unit typed after it («300 N», «4 s», «36 km/h»). */
function withoutData(folded: string): string {
  return folded.replace(/\d[\d.,]*(?:\s*·\s*10\S*)?\s*[a-zμ°²³/^\d]*/g, ' ');
}

/**
 * A precision said by a unit («redondee al decímetro», «aproximá al centímetro», «al litro más
 * cercano») is how far to round, not the unit the result is asked in.
 */
function withoutRoundingUnit(folded: string): string {
  return folded.replace(
    /\b(?:redonde|aproxim)\w*(?: el resultado| la respuesta)? al? \w+(?: mas cercano)?/g,
    ' ',
  );
}

/** The units the question asks its result in, by the names or symbols it says apart from its data. */
export function unitsAsked(question: string): string[] {
  const folded = withoutRoundingUnit(withoutData(foldText(question).replace(/\s+/g, ' ')));
  const found = [
    ...UNITS.filter(([, said]) => said.test(folded)).map(([unit]) => unit),
    ...typedEnergyPrefix(question),
  ];
  // «centímetros cuadrados» also says «centímetros»: the longer name wins.
  return found.filter(
    (unit) =>
      !found.some(
        (other) => other !== unit && other.startsWith(unit) && /[²/]/.test(other.slice(unit.length)),
      ),
  );
}

/** «en MJ» and «en mJ» fold alike: the symbol as typed tells them apart. */
function typedEnergyPrefix(question: string): string[] {
  return [...(/\ben MJ\b/.test(question) ? ['MJ'] : []), ...(/\ben mJ\b/.test(question) ? ['mJ'] : [])];
}

/** Whether the question asks its result in a unit other than those the reply states it in. */
export function asksAnotherUnit(question: string, answered: readonly string[]): boolean {
  return unitsAsked(question).some((unit) => !answered.includes(unit));
}

/** What each unit measures: a result in one unit of a kind answers a question in another of that kind wrongly. */
const KIND: Readonly<Record<string, string>> = {
  mm: 'length',
  cm: 'length',
  dm: 'length',
  m: 'length',
  km: 'length',
  'm²': 'area',
  'cm²': 'area',
  'mm²': 'area',
  'dm²': 'area',
  'km²': 'area',
  ms: 'time',
  s: 'time',
  min: 'time',
  h: 'time',
  días: 'time',
  semanas: 'time',
  meses: 'time',
  años: 'time',
  'm/s': 'speed',
  'km/h': 'speed',
  N: 'force',
  kN: 'force',
  kgf: 'force',
  gf: 'force',
  dyn: 'force',
  kg: 'mass',
  g: 'mass',
  J: 'energy',
  kJ: 'energy',
  MJ: 'energy',
  mJ: 'energy',
  kWh: 'energy',
  cal: 'energy',
  kcal: 'energy',
  W: 'power',
  kW: 'power',
  CV: 'power',
  hp: 'power',
  Pa: 'pressure',
  kPa: 'pressure',
  atm: 'pressure',
  '°': 'angle',
  rad: 'angle',
  N·m: 'moment',
  N·cm: 'moment',
  kgf·m: 'moment',
};

/** Units results also write otherwise («3,35 HP»). */
const SAME_UNIT: Readonly<Record<string, string>> = { HP: 'hp', cv: 'CV', kgF: 'kgf', Kg: 'kg' };

/** A unit as a result writes it after its number, longest first so «km/h» is not read as «km». */
const STATED = [...Object.keys(KIND), ...Object.keys(SAME_UNIT)]
  .filter((unit) => unit !== '°')
  .sort((a, b) => b.length - a.length)
  .map((unit) => unit.replace(/[/^]/g, '\\$&'))
  .join('|');
const STATED_UNIT = new RegExp(`\\d(?:\\s?)(${STATED}|°)(?![\\p{L}²³/])`, 'gu');
const WORDS: Readonly<Record<string, string>> = { horas: 'h', minutos: 'min', segundos: 's', dias: 'días' };

/** The units a result states after its numbers («d = 50 m», «t = 9 h», «x = 225°»). */
export function unitsStated(result: string): string[] {
  const symbols = [...result.matchAll(STATED_UNIT)].map(
    (match) => SAME_UNIT[match[1] ?? ''] ?? match[1] ?? '',
  );
  const words = [...foldText(result).matchAll(/\d\s(horas?|minutos?|segundos?|dias?)\b/g)].map(
    (match) => WORDS[(match[1] ?? '').replace(/(?<=[^s])$/, 's')] ?? '',
  );
  return [...symbols, ...words].filter(Boolean);
}

/** The question of a statement: from its last «¿» to the end of that line, else its last sentence. */
function questionOf(statement: string): string {
  const mark = statement.lastIndexOf('¿');
  if (mark >= 0) return statement.slice(mark).split('\n')[0] ?? '';
  const firstBlock = statement.split(/\n\s*[A-Ea-e]\)/)[0] ?? statement;
  return firstBlock.split(/(?<=[.!?:])\s+(?=\p{Lu})/u).at(-1) ?? firstBlock;
}

/**
 * Whether a reply states its result in a unit of the kind the question asks but not the unit asked
 * («¿…, en km?» answered «d = 400 m»; «¿…, en radianes?» answered «x = 225°»), or answers a share asked
 * («¿…, en %?») with another quantity. Replies with no unit after their numbers are not judged here.
 */
export function misstatesAskedUnit(statement: string, result: string): boolean {
  const asked = unitsAsked(questionOf(statement));
  if (!asked.length) return false;
  const stated = unitsStated(result);
  if (!stated.length) return false;
  return asked.some((unit) => {
    if (stated.includes(unit)) return false;
    if (unit === '%') return true;
    const kind = KIND[unit];
    return kind !== undefined && stated.some((other) => KIND[other] === kind);
  });
}
