/**
 * Motion's solvers, the mechanics' last module (ADR 0095), in the offline engine's order: the narrower
 * before the broader they resemble (ADR 0050). The meetings of two bodies and the throws (a release from
 * a moving platform, a projectile, a vertical throw whose second root kinematics would not take) are
 * modules of their own tried just before this one (meetings.ts, throws.ts, ADR 0107); a motion given by
 * its equation and the motions in stages, once first here, are tried just before too (motion-stages.ts,
 * ADR 0113).
 * Tried after the forces, statics and energy, whose statements also name a speed or a distance, and
 * after circular motion, the echo, displacements and dimensions (turns-sound-units.ts), which kinematics
 * would read as a straight line, so that kinematics, the broadest, stays the mechanics' last word.
 */
import { declareSolver, fromText } from '../declaration.ts';
import { instantSpeedSolver, leavesMeanSpeed } from '../instant-speed.ts';
import { solveKinematics } from '../kinematics.ts';
import { solveRiverCrossing } from '../motion-river.ts';

const straightLine = fromText(leavesMeanSpeed(solveKinematics));

export const solvers = [
  // The mean speed and the speed at an instant of one accelerated motion, before the broadest reading.
  instantSpeedSolver,
  declareSolver({
    name: 'solve_kinematics',
    offer: 'movimiento rectilíneo (MRU, MRUV, caída libre y tiro vertical) y cruce de un río con corriente',
    summary:
      "Solves a one-dimensional motion word problem: uniform motion (MRU), uniformly accelerated motion (MRUV), free fall or a vertical throw (g = 9,8 m/s²); and a boat crossing a river with a current (crossing time, drift downstream, the bow's angle to reach the point across). Pass the whole statement with its data and what is asked.",
    examples: [
      'un auto recorre 150 km en 2 h, ¿cuál es su velocidad?',
      'un auto pasa de 10 m/s a 30 m/s en 4 s, ¿cuál es su aceleración?',
      '¿cuánto tarda en caer una pelota que se deja caer desde 45 m?',
      'Un bote cruza un río de 120 m de ancho apuntando siempre perpendicular a la orilla, con una velocidad de 4 m/s respecto del agua. La corriente es de 3 m/s. ¿Cuánto es arrastrado aguas abajo?',
    ],
    // A boat across a river with a current first: two uniform motions at right angles, not one line.
    solve: (problem) => solveRiverCrossing(problem) ?? straightLine(problem),
  }),
] as const;
