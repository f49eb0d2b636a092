/**
 * A vertical throw from a height or past one, and a fall from a height: tried just after the throws from
 * a platform and the projectiles (throws.ts), on the same cue, and before motion (motion.ts). Split from
 * the throws when their readings left the family's line no room under the chat's budget (ADR 0112).
 */
import { verticalThrowSolver } from '../vertical-throw.ts';

export const solvers = [verticalThrowSolver] as const;
