/**
 * Falls told by their seconds (the n-th second, the last second, a window on the way): tried just after
 * the vertical throws, on the same cue, and before motion. Split from the vertical throws when that line
 * passed the chat's budget (ADR 0128).
 */
import { fallsSolver } from '../falls.ts';

export const solvers = [fallsSolver] as const;
