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

/** A folded statement (foldForUnits) with its spelled times written as numbers and units. */
export function spellOutTimes(folded: string): string {
  return folded
    .replace(/\buna hora y media\b/g, '1,5 h')
    .replace(/\bmedia hora\b/g, '30 min')
    .replace(/\bmedio minuto\b/g, '30 s')
    .replace(/\btres cuartos de hora\b/g, '45 min')
    .replace(/\bun cuarto de hora\b/g, '15 min')
    .replace(SPELLED_TIME, (_, word: string, unit: string) => `${SPELLED[word]} ${unit}`);
}
