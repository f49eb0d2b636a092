/**
 * A quantity asked in two units at once («…expresada en litros y en centímetros cúbicos»): converted into
 * each, one after the other. A module of the measurement family's own, so that the units' table, which
 * every physics line loads, does not grow for it.
 */
import { findBareUnits, findQuantities, foldForUnits, solveConversion } from './units.ts';

// The first unit's words, then «y», «e» or a comma, and the second's «en» or «a».
const JOINED = /^[\p{L}³²/.]+(?:\s+[\p{L}³²]+)?\s*(?:,|y|e)\s+(?:en\s+|a\s+)?$/u;

/** The conversion into each of two units asked together, or the one conversion (solveConversion). */
export function solveConversionEach(message: string): string | undefined {
  const single = solveConversion(message);
  if (single === undefined) return undefined;
  const folded = foldForUnits(message);
  const quantities = findQuantities(folded);
  const [quantity] = quantities;
  if (!quantity || quantities.length !== 1) return single;
  const targets = findBareUnits(folded, quantities).filter(
    (bare) => bare.unit.dimension === quantity.unit.dimension && bare.unit !== quantity.unit,
  );
  const [first, second, ...more] = targets;
  if (!first || !second || more.length || first.unit === second.unit || first.index < quantity.end)
    return single;
  if (!JOINED.test(folded.slice(first.index, second.index))) return single;
  const given = `${quantity.written} ${quantity.unit.symbol}`;
  const each = [first, second].map((target) => solveConversion(`Expresá ${given} en ${target.unit.symbol}.`));
  return each.every((text) => text !== undefined) ? each.join('\n\n') : single;
}
