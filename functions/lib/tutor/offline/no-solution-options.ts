/**
 * An option that says there is no solution («∅», «S = ∅», «{ }», «No tiene solución», «No tiene
 * soluciones reales», «No existe tal valor») against a result that says so in other words («La ecuación
 * no tiene raíces reales», «No hay ningún valor de a…»): read by its text, such an option is never the
 * result, and «Ninguna» would be named wrongly.
 */
import { foldText } from '../text.ts';

const EMPTY_SET = /^\s*(?:s\s*=\s*)?(?:∅|\{\s*\}|conjunto vacio)\s*\.?\s*$/;
const SAYS_NONE =
  /\bno\s+(?:tiene|tienen|hay|existe|existen|admite|posee)\s+(?:ningun[oa]?\s+|tal(?:es)?\s+)?(?:solucion|soluciones|raiz|raices|valor|valores)\b|\bsin\s+solucion|\bninguna\s+solucion|\bno\s+(?:tiene|hay)\s+solucion/;
/** «reales», «en ℝ», «en R»: a none said of the real numbers only. */
const REAL_ONLY = /\breal(?:es)?\b|\ben\s+(?:ℝ|r|los\s+reales)\b|ℝ/;
/** A complex number in binomial form: «2 ± 3i», «1 − i», «−7i». */
const COMPLEX_VALUE = /\d\s*i\b|[±+−-]\s*i\b/;
const STATES_VALUES = /\b[a-z][₀-₉\d]?\s*(?:=|≈)\s*[-−]?\s*\d|soluci[oó]n(?:es)?:\s*[a-z]/i;

/** Whether an option says there is no solution. */
export function saysNoSolution(option: string): boolean {
  const folded = foldText(option).trim();
  return EMPTY_SET.test(folded) || SAYS_NONE.test(folded);
}

/**
 * Whether a result that finds no real solution leaves the question open: the option says «no
 * solution» without «reales» while other options are complex numbers, so the question is asked in ℂ,
 * where a quadratic with Δ < 0 has two roots.
 */
function askedInComplexNumbers(option: string, result: string, others: readonly string[]): boolean {
  return (
    REAL_ONLY.test(result) &&
    !REAL_ONLY.test(foldText(option)) &&
    others.some((other) => other !== option && COMPLEX_VALUE.test(other))
  );
}

/**
 * Whether the result is the option «no solution»: true when both say there is none, false when the
 * option says none and the result states values (or finds no real one when the options are complex
 * numbers), undefined when the option says something else.
 */
export function statesNoSolutionOption(
  option: string,
  lines: readonly string[],
  others: readonly string[] = [],
): boolean | undefined {
  if (!saysNoSolution(option)) return undefined;
  const result = lines.map((line) => foldText(line.replace(/\*\*/g, ''))).join('\n');
  if (SAYS_NONE.test(result) && askedInComplexNumbers(option, result, others)) return false;
  if (SAYS_NONE.test(result) || /\bs\s*=\s*∅/.test(result)) return true;
  return STATES_VALUES.test(lines.join('\n')) ? false : undefined;
}
