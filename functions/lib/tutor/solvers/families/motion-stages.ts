/**
 * A motion given by its equation x(t) or v(t), then a motion in stages: tried just after the vertical
 * throws and before the rest of motion (motion.ts), on the same cue, the narrower before kinematics, the
 * broadest. Split from motion when its readings left that family's line no room under the chat's budget
 * (ADR 0113). A braking repeated with another mass and the same force (braking-load.ts) is read first.
 */
import { brakingLoadSolver } from '../braking-load.ts';
import { motionStagesSolver } from '../motion-stages.ts';
import { positionEquationSolver } from '../position-equation.ts';

export const solvers = [brakingLoadSolver, positionEquationSolver, motionStagesSolver] as const;
