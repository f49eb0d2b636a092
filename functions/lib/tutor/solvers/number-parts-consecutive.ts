/**
 * Consecutive numbers known by a fact other than their sum: «Tres números naturales consecutivos cumplen
 * que la suma de sus cuadrados es 365», «el producto de dos enteros consecutivos es 132». The numbers are
 * found by trying every run of naturals (or integers) up to the size the fact allows, so a second run that
 * also fits (a negative one of integers) is never missed: the reading is sure only when one run fits.
 * Asked: the numbers, the larger or the smaller, or the product of the smallest by the largest.
 */
import type { WorkedKind } from './word-problem-kinds.ts';

const COUNT: Record<string, number> = { dos: 2, tres: 3, cuatro: 4 };
const AMOUNT = String.raw`\d{1,3}(?:\.\d{3})+|\d+`;
const amount = (raw: string | undefined) => (raw === undefined ? undefined : Number(raw.replace(/\./g, '')));

export function consecutiveByFact(folded: string): WorkedKind | undefined {
  const run = /\b(dos|tres|cuatro) numeros (naturales |enteros )?(pares |impares )?consecutivos\b/.exec(
    folded,
  );
  const k = COUNT[run?.[1] ?? ''];
  if (!run || !k) return undefined;
  const fact =
    new RegExp(
      String.raw`\bla suma de (?:sus|los) cuadrados(?: de (?:ellos|esos numeros))? es (?:igual a )?(${AMOUNT})\b`,
    ).exec(folded) ??
    new RegExp(
      String.raw`\b(?:el|su) producto(?: de (?:ellos|esos numeros|(?:dos|tres|cuatro) numeros [a-z ]*?consecutivos))? es (?:igual a )?(${AMOUNT})\b`,
    ).exec(folded);
  if (!fact) return undefined;
  const squares = /cuadrados/.test(fact[0]);
  const target = amount(fact[1]);
  // Only the count and the fact's number in the statement («tres» is a word).
  if (target === undefined || (folded.match(/\d+(?:[.,]\d+)*/g) ?? []).length !== 1) return undefined;
  const question = folded.slice(fact.index + fact[0].length);
  const asked = /producto del menor (?:por|y) el mayor|producto entre el menor y el mayor/.test(question)
    ? 'product'
    : /\bel mayor\b/.test(question)
      ? 'largest'
      : /\bel menor\b/.test(question)
        ? 'smallest'
        : /(?:encontr|hall|determin|calcul|cuales son|indic)\w*\s+(?:los|dichos|esos)\s+(?:\w+\s+)?numeros/.test(
              question,
            )
          ? 'all'
          : undefined;
  if (!asked) return undefined;
  // Another question besides («… y su suma»): not read.
  if (/\bsuma\b|\bdiferencia\b|\bcociente\b|\bpromedio\b/.test(question)) return undefined;
  const step = run[3] ? 2 : 1;
  const parity = run[3] === 'pares ' ? 0 : run[3] === 'impares ' ? 1 : undefined;
  const naturals = run[2] !== 'enteros ';
  const value = (first: number) => {
    const numbers = Array.from({ length: k }, (_, i) => first + step * i);
    return { numbers, fact: numbers.reduce((acc, n) => (squares ? acc + n * n : acc * n), squares ? 0 : 1) };
  };
  const bound = Math.ceil(Math.sqrt(target)) + 2 * k + 2;
  const fits: number[][] = [];
  for (let first = naturals ? 0 : -bound; first <= bound; first++) {
    if (parity !== undefined && Math.abs(first % 2) !== parity) continue;
    const { numbers, fact: got } = value(first);
    if (got === target) fits.push(numbers);
  }
  const [numbers] = fits;
  if (fits.length !== 1 || !numbers) return undefined;
  // «Naturales» with a run from 0 is read by some courses and not by others.
  if (naturals && numbers[0] === 0) return undefined;
  const smallest = numbers[0] ?? 0;
  const largest = numbers.at(-1) ?? 0;
  const names = numbers.map((_, i) => (i === 0 ? 'n' : `n + ${step * i}`));
  const equation = squares
    ? `${names.map((n) => (n === 'n' ? 'n²' : `(${n})²`)).join(' + ')} = ${target}`
    : `${names.map((n) => (n === 'n' ? 'n' : `(${n})`)).join(' · ')} = ${target}`;
  const check = squares
    ? `${numbers.map((n) => `${n}²`).join(' + ')} = ${numbers.map((n) => n * n).join(' + ')} = ${target} ✓`
    : `${numbers.join(' · ')} = ${target} ✓`;
  const answer =
    asked === 'product'
      ? `**${smallest} · ${largest} = ${smallest * largest}** (los números son ${numbers.join(', ')})`
      : asked === 'largest'
        ? `**El mayor es ${largest}** (los números son ${numbers.join(', ')})`
        : asked === 'smallest'
          ? `**El menor es ${smallest}** (los números son ${numbers.join(', ')})`
          : `**Los números son ${numbers.slice(0, -1).join(', ')} y ${largest}**`;
  return {
    title: 'Números consecutivos',
    data: `${k} números ${run[2] ?? ''}${run[3] ?? ''}consecutivos; ${squares ? 'la suma de sus cuadrados' : 'su producto'} es ${target}`,
    steps: [
      `Llamá n al menor: los números son ${names.join(', ')}.`,
      `Planteá: $${equation}$.`,
      `Resolvé y quedate con la única solución ${naturals ? 'natural' : 'entera'}: n = ${smallest}.`,
      `Verificación: ${check}`,
    ],
    answer,
  };
}
