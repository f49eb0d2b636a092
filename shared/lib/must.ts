/**
 * For values the code knows are there but the types cannot prove it (an index inside a length it
 * checked, a regular expression's group that matched): the value, or an error naming what was missing.
 * Used in place of a cast of an index access to `T`, which would let an undefined through unnoticed.
 */
export function at<T>(items: ArrayLike<T>, index: number, what = 'item'): T {
  const item = items[index];
  if (item === undefined) throw new Error(`${what} ${index} of ${items.length} is missing`);
  return item;
}

export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
