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
  ['kN', /\bkilonewtons?\b|\ben kn\b/],
  ['N', /\bnewtons?\b|\ben n\b/],
  ['kgf', /\bkilogramos? fuerza\b|\ben kgf\b/],
  ['gf', /\bgramos? fuerza\b|\ben gf\b/],
  ['kg', /\bkilogramos?\b(?! fuerza)|\ben kg\b/],
  ['g', /(?<!\w)gramos?\b(?! fuerza)|\ben g\b/],
  ['kWh', /\bkilowatts?[ -]?hora\b|\ben kw ?(?:·|\.)? ?h\b/],
  ['MJ', /\bmegajoules?\b|\ben mj\b/],
  ['kJ', /\bkilojoules?\b|\ben kj\b/],
  ['J', /\bjoules?\b|\ben j\b/],
  ['kcal', /\bkilocalorias?\b|\ben kcal\b/],
  ['cal', /(?<!\w)calorias?\b|\ben cal\b/],
  ['kW', /\bkilowatts?\b(?![ -]?hora)|\ben kw\b(?! ?(?:·|\.)? ?h\b)/],
  ['W', /(?<!\w)watts?\b|\ben w\b/],
  ['CV', /\bcaballos? de vapor\b|\ben cv\b/],
  ['hp', /\bcaballos? de fuerza\b|\ben hp\b/],
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

/** The units the question asks its result in, by the names or symbols it says apart from its data. */
export function unitsAsked(question: string): string[] {
  const folded = withoutData(foldText(question).replace(/\s+/g, ' '));
  const found = UNITS.filter(([, said]) => said.test(folded)).map(([unit]) => unit);
  // «centímetros cuadrados» also says «centímetros»: the longer name wins.
  return found.filter(
    (unit) =>
      !found.some(
        (other) => other !== unit && other.startsWith(unit) && /[²/]/.test(other.slice(unit.length)),
      ),
  );
}

/** Whether the question asks its result in a unit other than those the reply states it in. */
export function asksAnotherUnit(question: string, answered: readonly string[]): boolean {
  return unitsAsked(question).some((unit) => !answered.includes(unit));
}
