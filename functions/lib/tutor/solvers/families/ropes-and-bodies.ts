/**
 * The readings of forces narrower than Newton's, the pulley and the incline (forces.ts), tried just
 * before them (ADR 0050, ADR 0095): an elevator, the ropes outside a pulley, several forces on one body.
 * A module of their own since the mathematics base every message loads left the forces no room; a body
 * at rest on an incline or let go down one is tried just after (incline-slide.ts, ADR 0112).
 */
import { bodyForcesSolver } from '../body-forces.ts';
import { elevatorSolver } from '../elevator.ts';
import { withKiloFormsSolver } from '../physics.ts';
import { ropesSolver } from '../ropes.ts';

// Results of a thousand newtons or more also in kN, so that an option written in kN is found.
export const solvers = [
  withKiloFormsSolver(elevatorSolver),
  withKiloFormsSolver(ropesSolver),
  withKiloFormsSolver(bodyForcesSolver),
] as const;
