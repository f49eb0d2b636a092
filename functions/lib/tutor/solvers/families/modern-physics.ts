/**
 * Modern physics (photons, the photoelectric effect, E = m·c², half-lives, time dilation, hydrogen's
 * levels): a module of its own, tried on its cue before the rest of physics, whose readings of energy
 * and speed would take a photon or a nave at 0,6c for a body of mechanics (ADR 0095).
 */
import { modernPhysicsSolver } from '../modern-physics.ts';

export const solvers = [modernPhysicsSolver] as const;
