import { approxEqual } from './lib.ts';

/** The same numbers in any order, each within `relative` (0.5 % by default: what a rounded option shows). */
export function sameNumbers(found: number[], expected: number[], relative?: number): boolean {
  if (found.length !== expected.length) return false;
  const pool = [...found];
  return expected.every((value) => {
    const index = pool.findIndex((candidate) => approxEqual(candidate, value, relative));
    if (index === -1) return false;
    pool.splice(index, 1);
    return true;
  });
}

/** Lower case, no accents, single spaces: how two statements are compared. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i < text.length - 2; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

/** Jaccard similarity of two trigram sets: above 0.9 two statements are the same item. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}
