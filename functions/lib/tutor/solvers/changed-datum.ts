import { foldText } from '../text.ts';

// A subjunctive after «si»: «fuera», «se estirara», «lo hiciera», «soltara». Read with its accents: folded,
// the future «se alargará» would read as the subjunctive «alargara».
const CHANGED_BY_SUBJUNCTIVE =
  /(?<![\p{L}])si\b[^.?]*(?<![\p{L}])(?:fuera|fuese|fueran|fuesen|hiciese|[a-zñ]{3,}(?<![pl])aran?|[a-zñ]{2,}(?<!\b(?:hub|tuv))ieran?)(?![\p{L}])/u;
const CHANGED_DATUM = [
  // «si no hubiera rozamiento» takes a datum away; «si hubiera rozamiento con μ = 0,2» adds a typed one.
  /\bsi\b[^.?]*\b(?:no (?:hubiera|hubiese|tuviera|tuviese)\b|(?:hubiera|hubiese|tuviera|tuviese)\b(?![^.?]*\d))/,
  /\bsi\b[^.?]*\b(?:se )?(?:duplica|triplica|cuadruplica|reduce|disminuye|aumenta)\w*\b/,
  /\bsi\b[^.?]*(?<!\b(?:es|son|era|sea|vale|mide|pesa) )\b(?:el doble|la mitad|el triple|el cuadruple|al doble|al triple|a la mitad)\b/,
  // «desde el doble de altura», «para estirarlo el doble», «al doble de velocidad», without a «si».
  /(?<!\b(?:es|son|era|sea|vale|mide|pesa|tiene|tenga) )\b(?:el doble|el triple|el cuadruple|al doble|al triple)\b/,
  // «el carrito de masa duplicada», «con la fuerza triplicada»: the change said by a participle.
  /\b(?:duplicad|triplicad|cuadruplicad)[oa]s?\b/,
];
/**
 * «Si la velocidad fuera el doble, ¿dónde caería?», «…si el piso no tuviera rozamiento», «si se duplica
 * la altura», «¿qué trabajo hace si sube el doble de altura?»: a datum changed in words. A reading of the
 * typed numbers does not see it and would answer the unchanged problem. A relation said as a datum
 * («si la masa de A es el doble de la de B») is no change.
 * For the solvers that read no such change; the message as typed.
 */
export const changesADatum = (message: string) =>
  CHANGED_BY_SUBJUNCTIVE.test(message.toLowerCase()) ||
  CHANGED_DATUM.some((said) => said.test(foldText(message)));
