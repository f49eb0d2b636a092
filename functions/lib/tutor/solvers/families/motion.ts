/**
 * Motion's solvers, the first of the mechanics' two modules (ADR 0095), in the offline engine's order:
 * the narrower before the broader they resemble (ADR 0050). The dimensional analysis first (it reads
 * units, not a motion); a meeting (two bodies), a release from a moving platform and a projectile
 * before kinematics (one body, one dimension); circular motion and the echo before kinematics, which
 * would read them as a straight line; the vertical throws from a height or past one, whose second
 * root kinematics would not take, before it too. Tried after the forces (forces.ts) and the energy (energy.ts), whose
 * statements also name a speed or a distance, so that kinematics, the broadest, stays the mechanics'
 * last word.
 */
import { circularSolver } from '../circular.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { dimensionalSolver } from '../dimensional.ts';
import { displacementSolver } from '../displacement.ts';
import { echoSolver } from '../echo.ts';
import { solveKinematics } from '../kinematics.ts';
import { meetingSolver } from '../meeting.ts';
import { motionStagesSolver } from '../motion-stages.ts';
import { platformReleaseSolver } from '../platform-release.ts';
import { projectileSolver } from '../projectile.ts';
import { verticalThrowSolver } from '../vertical-throw.ts';

export const solvers = [
  dimensionalSolver,
  meetingSolver,
  platformReleaseSolver,
  projectileSolver,
  circularSolver,
  echoSolver,
  displacementSolver,
  verticalThrowSolver,
  motionStagesSolver,
  declareSolver({
    name: 'solve_kinematics',
    offer: 'movimiento rectilíneo (MRU, MRUV, caída libre y tiro vertical)',
    summary:
      'Solves a one-dimensional motion word problem: uniform motion (MRU), uniformly accelerated motion (MRUV), free fall or a vertical throw (g = 9,8 m/s²). Pass the whole statement with its data and what is asked.',
    examples: [
      'un auto recorre 150 km en 2 h, ¿cuál es su velocidad?',
      'un auto pasa de 10 m/s a 30 m/s en 4 s, ¿cuál es su aceleración?',
      '¿cuánto tarda en caer una pelota que se deja caer desde 45 m?',
    ],
    solve: fromText(solveKinematics),
  }),
] as const;
