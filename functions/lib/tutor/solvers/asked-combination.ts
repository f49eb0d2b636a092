/**
 * «La suma de las soluciones de |2x − 3| = 7 es:»: a question about the solutions, not the solutions
 * themselves. A worked reply that lists its solutions in bold («**Soluciones: x = -2 y x = 5**») is
 * turned into one that answers the sum or the product asked, the solutions kept as its last step;
 * undefined when the solutions are not plain numbers it can add.
 */
import { foldText } from '../text.ts';

export type Combination = 'sum' | 'product';

export function combinationAsked(message: string): Combination | undefined {
  const folded = foldText(message);
  if (/\bsuma\b[^.?]*\b(?:soluciones|raices)\b/.test(folded)) return 'sum';
  if (/\bproducto\b[^.?]*\b(?:soluciones|raices)\b/.test(folded)) return 'product';
  // The verb closing an options stem or a question: «Los números cuya distancia a −2 es 5 suman:».
  if (/\b(?:soluciones|raices|numeros|valores)\b[^.?]*\bsuman\s*(?::|\?|$)/m.test(folded)) return 'sum';
  if (/\b(?:soluciones|raices|numeros|valores)\b[^.?]*\bmultiplicad[oa]s\s+dan\s*(?::|\?|$)/m.test(folded))
    return 'product';
  return undefined;
}

const value = (raw: string) => {
  const [n, d] = raw.replace(',', '.').split('/');
  return Number(n) / Number(d ?? 1);
};

const shown = (x: number) => {
  const rounded = Math.round(x * 1e9) / 1e9;
  if (Number.isInteger(rounded)) return String(rounded);
  for (let d = 2; d <= 12; d++)
    if (Number.isInteger(Math.round(x * d * 1e9) / 1e9)) return `${Math.round(x * d)}/${d}`;
  return rounded.toFixed(4).replace('.', ',');
};

// «**3 soluciones en [0°; 360°): x ∈ { 90°; 210°; 330° }**»: angles in degrees, added as numbers of degrees.
const DEGREE_SET = /^\*\*\d+ soluci(?:ó|o)n(?:es)? en [^*]*?:\s*x\s*(?:∈\s*\{([^}]*)\}|=\s*([^*]*))\*\*$/;

function listedSolutions(line: string): { values: number[]; listed: string; unit: string } | undefined {
  const angles = DEGREE_SET.exec(line);
  if (angles) {
    const items = (angles[1] ?? angles[2] ?? '').split(';').map((item) => item.trim());
    if (!items.every((item) => /^-?\d+(?:,\d+)?°$/.test(item))) return undefined;
    return { values: items.map((item) => value(item.slice(0, -1))), listed: items.join('; '), unit: '°' };
  }
  if (!/^\*\*Soluci(?:ó|o)n(?:es)?:/.test(line) || /√|π|∅|no tiene/.test(line)) return undefined;
  const values = [...line.matchAll(/x\s*=\s*(-?\d+(?:,\d+)?(?:\/\d+)?)/g)].map((m) => value(m[1] ?? ''));
  const listed = line.replace(/\*\*/g, '').replace(/^Soluci(?:ó|o)n(?:es)?:\s*/, '');
  return { values, listed, unit: '' };
}

export function answerCombination(text: string, combination: Combination): string | undefined {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => listedSolutions(line) !== undefined);
  const found = at < 0 ? undefined : listedSolutions(lines[at] ?? '');
  if (!found) return undefined;
  const { values, listed, unit } = found;
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) return undefined;
  // A product of angles in degrees is no angle: only their sum is read.
  if (unit && combination === 'product') return undefined;
  const result =
    combination === 'sum' ? values.reduce((s, v) => s + v, 0) : values.reduce((p, v) => p * v, 1);
  const answer = `**${combination === 'sum' ? 'Suma' : 'Producto'} de las soluciones: ${shown(result)}${unit}**`;
  return [
    ...lines.slice(0, at),
    `Las soluciones son ${listed}; ${combination === 'sum' ? 'sumadas' : 'multiplicadas'} dan ${shown(result)}${unit}.`,
    '',
    answer,
    ...lines.slice(at + 1),
  ].join('\n');
}

/**
 * «Si 2x + 1 = 7, 3x vale:», «…, el doble de x es:», «Resolvé x² − 5x + 6 = 0. La mayor de las raíces
 * es:»: after the last equation the question names an expression of the unknown, or one of its roots
 * or a number made of them, not the unknown that an equation's reading states. Options are left out.
 */
export function expressionOfUnknownAsked(message: string): boolean {
  const statement = message.replace(/^\s*[A-E]\).*$/gm, '').trim();
  const last = statement.lastIndexOf('=');
  if (last < 0) return false;
  // Read after the last equal sign, where the last equation's right side is plain math.
  const question = foldText(statement.slice(last + 1));
  return (
    /(?:^|[\s,.;:¿])(?:\d+\s*[a-z]|[a-z](?:\s*[-+−*·/^]\s*[\w(]+|[²³])+)\s*(?:vale|es|da|resulta|es igual a)\s*:?$/.test(
      question,
    ) ||
    /\b(?:el|su) (?:doble|triple|cuadrado|cubo|opuesto|inverso|reciproco)\b|\bla mitad\b|\b(?:la|el) (?:mayor|menor)\b|\bdiferencia\b|\bcociente\b/.test(
      question,
    ) ||
    // «…= 16 y dar x²», «… y calcular 3x − 1»: a second order after the equation (a sum or a product of
    // its roots or solutions is the combination readers').
    (/\by (?:dar|calcul|hall|obten|determin|luego|despues)\w*/.test(question) &&
      !/\b(?:raiz|raices|soluciones|solucion)\b/.test(question)) ||
    valueOfAnExpressionAsked(question) ||
    rootsCombined(question)
  );
}

/** «Si x₁ y x₂ son las raíces de …, x₁² + x₂² es:»: a number made of the roots by their names. */
const ROOT_NAME = String.raw`[a-z]\s*(?:[₁₂]|_\{?[12]\}?)`;
const rootsCombined = (question: string) =>
  new RegExp(
    `${ROOT_NAME}\\s*(?:[²³]|\\^|[-+−·*/]\\s*(?:\\d|\\(|${ROOT_NAME}))|(?:\\d|\\))\\s*[-+−·*/]\\s*${ROOT_NAME}`,
    'u',
  ).test(question);

/** «Se sabe que log₂ x = 5. ¿Cuánto vale log₂(4x)?»: the value of an expression with the letter, not the letter. */
function valueOfAnExpressionAsked(question: string): boolean {
  const asked = /\bcuanto (?:vale|es|da)\s+([^?]+)\?/.exec(question)?.[1]?.trim() ?? '';
  // «¿Cuánto vale x en ese caso?» asks the letter itself.
  return /^[a-z](?![\p{L}\d(^²³])/u.test(asked) ? false : /(?<![a-z])[a-z](?![a-z])/.test(asked);
}
