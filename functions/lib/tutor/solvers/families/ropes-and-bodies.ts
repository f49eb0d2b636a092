/**
 * The readings of forces narrower than Newton's, the pulley and the incline (forces.ts), tried just
 * before them (ADR 0050, ADR 0095): an elevator, the ropes outside a pulley, several forces on one body,
 * and a body at rest on an incline or let go down one. A module of their own since the mathematics base
 * every message loads left the forces no room.
 */
import { bodyForcesSolver } from '../body-forces.ts';
import { elevatorSolver } from '../elevator.ts';
import { inclineSlideSolver } from '../incline-slide.ts';
import { ropesSolver } from '../ropes.ts';

export const solvers = [elevatorSolver, ropesSolver, bodyForcesSolver, inclineSlideSolver] as const;
