/**
 * Momentum and the energy's narrower readings: a collision, the works of the forces on an incline, and an
 * energy balance with friction or a loss. Tried just before work and energy (energy.ts), on the same cue,
 * and after the power (power.ts). Split from the energy when its readings left the family's line no room
 * under the chat's budget (ADR 0112).
 */
import { collisionSolver } from '../collision.ts';
import { energyBalanceSolver } from '../energy-balance.ts';
import { inclineWorkSolver } from '../incline-work.ts';
import { withKiloFormsSolver } from '../physics.ts';

// Results of a thousand joules or more also in kJ, so that an option written in kJ is found.
export const solvers = [
  withKiloFormsSolver(collisionSolver),
  withKiloFormsSolver(inclineWorkSolver),
  energyBalanceSolver,
] as const;
