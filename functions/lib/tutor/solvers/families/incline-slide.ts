/**
 * A body at rest on an incline or let go down one: tried just after the elevators, ropes and bodies
 * (ropes-and-bodies.ts), on the same cue, and before Newton, the pulley and the incline (forces.ts).
 * Split from the ropes and bodies when their readings left the family's line no room under the chat's
 * budget (ADR 0112).
 */
import { inclineSlideSolver } from '../incline-slide.ts';
import { withKiloFormsSolver } from '../physics.ts';

// Results of a thousand newtons or more also in kN, so that an option written in kN is found.
export const solvers = [withKiloFormsSolver(inclineSlideSolver)] as const;
