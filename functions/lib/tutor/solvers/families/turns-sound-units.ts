/**
 * Circular motion, the echo, displacements on a map and the dimensional analysis: a module of their own
 * before motion (motion.ts) since the mechanics grew past the budget with them (ADR 0095). The
 * dimensional analysis first (it reads units, not a motion); circular motion and the echo before
 * kinematics, which would read them as a straight line. A wave's v = λ·f after the echo, which it leaves alone.
 */
import { circularSolver } from '../circular.ts';
import { dimensionalSolver } from '../dimensional.ts';
import { displacementSolver } from '../displacement.ts';
import { echoSolver } from '../echo.ts';
import { oscillationsSolver } from '../oscillations.ts';
import { relativeVelocitySolver } from '../relative-velocity.ts';
import { waveSolver } from '../waves.ts';

export const solvers = [
  dimensionalSolver,
  // A pendulum, a spring, Doppler and decibels: before the turns, whose frequency and period they share.
  oscillationsSolver,
  circularSolver,
  echoSolver,
  waveSolver,
  displacementSolver,
  // Two velocities on a map, added (relative to the ground) or subtracted (a change): not one straight line.
  relativeVelocitySolver,
] as const;
