/**
 * The readings of forces narrower than Newton's, the pulley and the incline (forces.ts), tried just
 * before them (ADR 0050, ADR 0095): an elevator, the ropes outside a pulley, several forces on one body.
 * A module of their own since the mathematics base every message loads left the forces no room; a body
 * at rest on an incline or let go down one is tried just after (incline-slide.ts, ADR 0112). The simple
 * machines came here from forces.ts when the base left that line no room.
 */
import { bodyForcesSolver } from '../body-forces.ts';
import { elevatorSolver } from '../elevator.ts';
import { solveElevatorSpring } from '../elevator-spring.ts';
import { withKiloFormsSolver } from '../physics.ts';
import { ropesSolver } from '../ropes.ts';
import { solveRopesTrain } from '../ropes-train.ts';
import { simpleMachinesSolver } from '../simple-machines.ts';

// Results of a thousand newtons or more also in kN, so that an option written in kN is found.
export const solvers = [
  // A spring hanging in an accelerating elevator is the elevator's too: its stretch, or the acceleration from it.
  withKiloFormsSolver({
    ...elevatorSolver,
    solve: (problem: string) => solveElevatorSpring(problem) ?? elevatorSolver.solve(problem),
  }),
  // Carts in a row pulled from the front one: the acceleration and the rope between two of them.
  withKiloFormsSolver({
    ...ropesSolver,
    solve: (problem: string) => solveRopesTrain(problem) ?? ropesSolver.solve(problem),
  }),
  withKiloFormsSolver(bodyForcesSolver),
  // Pulleys and aparejos, the torno, the screw in balance: before the pulley's Atwood reading (forces.ts),
  // which would take a load on a pulley for a body; here since the forces line left it no room.
  simpleMachinesSolver,
] as const;
