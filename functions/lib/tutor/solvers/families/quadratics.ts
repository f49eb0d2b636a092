/**
 * A quadratic from its roots, vertex or points, with a parameter, or as a model of a word problem: tried
 * just after the functions' other readings (functions.ts), on the same cue, and before the polynomials.
 * Split from the functions when their readings left that family's line no room under the chat's budget
 * (ADR 0113).
 */
import { quadraticFromData } from '../quadratic-from-data.ts';
import { quadraticModel } from '../quadratic-model.ts';
import { quadraticParameter } from '../quadratic-parameter.ts';

export const solvers = [quadraticFromData, quadraticParameter, quadraticModel] as const;
