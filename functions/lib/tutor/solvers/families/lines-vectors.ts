/**
 * A system with a parameter, three equations, lines, vectors and points in the plane: tried on the cue
 * they share with complex-numbers.ts, just after it and just before the functions family (ADR 0105,
 * ADR 0121), so that a message about a function does not load them, nor one about a vector the functions.
 */
import { lines } from '../lines.ts';
import { literalSystems } from '../literal-systems.ts';
import { planePoints } from '../plane-points.ts';
import { systemOfThree } from '../systems-three.ts';
import { vectors } from '../vectors.ts';

export const solvers = [literalSystems, systemOfThree, lines, vectors, planePoints] as const;
