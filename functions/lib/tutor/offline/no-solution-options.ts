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
const STATES_VALUES = /\b[a-z][₀-₉\d]?\s*(?:=|≈)\s*[-−]?\s*\d|soluci[oó]n(?:es)?:\s*[a-z]/i;

/** Whether an option says there is no solution. */
export function saysNoSolution(option: string): boolean {
  const folded = foldText(option).trim();
  return EMPTY_SET.test(folded) || SAYS_NONE.test(folded);
}

/**
 * Whether the result is the option «no solution»: true when both say there is none, false when the
 * option says none and the result states values, undefined when the option says something else.
 */
export function statesNoSolutionOption(option: string, lines: readonly string[]): boolean | undefined {
  if (!saysNoSolution(option)) return undefined;
  const result = lines.map((line) => foldText(line.replace(/\*\*/g, ''))).join('\n');
  if (SAYS_NONE.test(result) || /\bs\s*=\s*∅/.test(result)) return true;
  return STATES_VALUES.test(lines.join('\n')) ? false : undefined;
}
