/**
 * Times the statements spell out in words, as the motion solvers read them: «veinte minutos» → 20
 * minutos, «media hora» → 30 min, «medio minuto» → 30 s. One list for every solver that reads a time.
 */

const SPELLED: Record<string, number> = {
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  diez: 10,
  doce: 12,
  quince: 15,
  veinte: 20,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  'cuarenta y cinco': 45,
  cincuenta: 50,
  noventa: 90,
};
const SPELLED_TIME = new RegExp(
  `\\b(${Object.keys(SPELLED)
    .sort((a, b) => b.length - a.length)
    .join(
      '|',
    )})\\s+(horas?|minutos?|segundos|segundo(?!\\s+[a-z]{3,}\\b(?<!\\b(?:despues|antes|mas|desde|hasta|para|cada|entre)\\b)))\\b`,
  'g',
);

/** What «… y media», «… y cuarto», «… y tres cuartos» add to the hours (or «… y medio» to the minutes). */
const AND_A_FRACTION: Record<string, number> = { media: 0.5, medio: 0.5, cuarto: 0.25, 'tres cuartos': 0.75 };
const NUMBER_OR_WORD = `\\d+(?:,\\d+)?|${Object.keys(SPELLED)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;
/** «una hora y cuarto», «2 horas y media», «un minuto y medio»: the fraction belongs to the time before it. */
const TIME_AND_A_FRACTION = new RegExp(
  `\\b(${NUMBER_OR_WORD})\\s+(?:(horas?) y (media|cuarto|tres cuartos)|(minutos?) y (medio))\\b`,
  'g',
);

const decimalComma = (value: number) => String(value).replace('.', ',');

function withFraction(whole: string, fraction: string): string {
  const count = SPELLED[whole] ?? Number(whole.replace(',', '.'));
  return decimalComma(count + (AND_A_FRACTION[fraction] ?? 0));
}

/** A folded statement (foldForUnits) with its spelled times written as numbers and units. */
export function spellOutTimes(folded: string): string {
  return folded
    .replace(
      TIME_AND_A_FRACTION,
      (
        _,
        whole: string,
        hours: string | undefined,
        ofHour: string | undefined,
        _m,
        ofMinute: string | undefined,
      ) => (hours ? `${withFraction(whole, ofHour ?? '')} h` : `${withFraction(whole, ofMinute ?? '')} min`),
    )
    .replace(/\bmedia hora\b/g, '30 min')
    .replace(/\bmedio minuto\b/g, '30 s')
    .replace(/\btres cuartos de hora\b/g, '45 min')
    .replace(/\bun cuarto de hora\b/g, '15 min')
    .replace(SPELLED_TIME, (_, word: string, unit: string) => `${SPELLED[word]} ${unit}`);
}

/**
 * The times a folded statement spells out, each beside its number («tres cuartos de hora = 45 min»): a
 * reply that names them shows it read those words as the data they are.
 */
export function spelledTimes(folded: string): string[] {
  const phrases = new RegExp(
    `${TIME_AND_A_FRACTION.source}|\\bmedia hora\\b|\\bmedio minuto\\b|\\btres cuartos de hora\\b|\\bun cuarto de hora\\b|${SPELLED_TIME.source}`,
    'g',
  );
  return [...folded.matchAll(phrases)].map((match) => `${match[0]} = ${spellOutTimes(match[0])}`);
}

/** The ordinals a question names a second of the motion with («durante el tercer segundo»). */
export const ORDINALS: Record<string, number> = {
  primer: 1,
  primero: 1,
  segundo: 2,
  tercer: 3,
  tercero: 3,
  cuarto: 4,
  quinto: 5,
  sexto: 6,
  septimo: 7,
  octavo: 8,
  noveno: 9,
  decimo: 10,
};

/** The n of «durante el n-ésimo segundo» («en el tercer segundo», «el 5° segundo»), if the question names one. */
export function nthSecondAsked(question: string): number | undefined {
  const match = /(?:durante|en) el (\w+|\d+ ?(?:°|º|o)) segundo\b/.exec(question);
  if (!match) return undefined;
  const word = match[1] ?? '';
  const digits = /^(\d+)/.exec(word);
  return digits ? Number(digits[1]) : ORDINALS[word];
}
