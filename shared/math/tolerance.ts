/** How far a typed value may be from its key: a fixed amount, or a share of the key. */
export type Tolerance = { absolute: number } | { relative: number };

/**
 * Whether `found` is within the tolerance of `expected`: the one rule the server's grading and a
 * device grading an offline practice pack both apply.
 */
export function withinTolerance(found: number, expected: number, tolerance: Tolerance): boolean {
  const allowed = 'absolute' in tolerance ? tolerance.absolute : tolerance.relative * Math.abs(expected);
  // A hair over for floating-point noise: 0.1 + 0.2 is within 0.3 ± 0.
  return Math.abs(found - expected) <= allowed + 1e-12 * Math.max(1, Math.abs(expected));
}
