/**
 * Complex numbers, a system with a parameter, lines, vectors and points in the plane: tried on their cue
 * just before the functions family, in the order they had within it (ADR 0095, ADR 0105). A module of
 * their own so that a message about a function does not load them, nor one about a vector the functions.
 */
import { complexNumbers } from '../complex.ts';
import { complexPolar } from '../complex-polar.ts';
import { complexPolarOps } from '../complex-polar-ops.ts';
import { lines } from '../lines.ts';
import { literalSystems } from '../literal-systems.ts';
import { planePoints } from '../plane-points.ts';
import { systemOfThree } from '../systems-three.ts';
import { vectors } from '../vectors.ts';

export const solvers = [
  complexPolarOps,
  complexPolar,
  complexNumbers,
  literalSystems,
  systemOfThree,
  lines,
  vectors,
  planePoints,
] as const;
