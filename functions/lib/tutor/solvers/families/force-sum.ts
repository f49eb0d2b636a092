/**
 * The resultant of forces at a point, then a body in equilibrium at constant speed (its normal, friction
 * and coefficient): tried just after statics (statics.ts), on the same cue. Split from it when the
 * moments' readings left the family's line no room under the chat's budget (ADR 0112).
 */
import { equilibriumSolver } from '../equilibrium.ts';
import { forceSumSolver } from '../force-sum.ts';

export const solvers = [forceSumSolver, equilibriumSolver] as const;
