/**
 * Complex numbers, in binomial and polar form: tried on the cue they share with lines-vectors.ts, just
 * before it, in the order they had together (ADR 0105, ADR 0121). A module of their own so that each
 * stays under the budget with the base.
 */
import { complexNumbers } from '../complex.ts';
import { complexPolar } from '../complex-polar.ts';
import { complexPolarOps } from '../complex-polar-ops.ts';

export const solvers = [complexPolarOps, complexPolar, complexNumbers] as const;
