/**
 * Geometric optics (light in a medium, the plane mirror, refraction and total reflection, lenses and
 * spherical mirrors, dioptres): a module of its own, tried on its cue right after modern physics, so that
 * optics adds nothing to what the other families load (ADR 0095).
 */
import { opticsSolver } from '../optics.ts';

export const solvers = [opticsSolver] as const;
