/**
 * Groups of a regular expression's match. A group the pattern requires is always there once the
 * match succeeded; `group` says so to the types and fails loudly if the pattern and the index drift
 * apart. A group the pattern makes optional stays `match[k]`, a `string | undefined` to handle.
 */
import { at } from '../../../../shared/lib/must.ts';

export const group = (match: RegExpMatchArray, index: number): string =>
  at(match, index, 'regular-expression group');
