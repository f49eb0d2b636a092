/** How a solver declines: its own failures mean "not mine", so the next solver tries. */
type Failure = abstract new (...args: never[]) => Error;

/**
 * Runs a solver's exact work. Any of the named failures (a number that would need rounding, a form
 * the solver does not read) means no answer from this solver, so the next one tries; any other error
 * is a bug and still throws.
 */
export function orNone<T>(work: () => T, ...declines: Failure[]): T | undefined {
  try {
    return work();
  } catch (error) {
    if (declines.some((failure) => error instanceof failure)) return undefined;
    throw error;
  }
}
