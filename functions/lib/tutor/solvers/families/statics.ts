/**
 * Statics and sums of forces: moments, levers, beams, parallel forces and the resultant of forces at a
 * point, a module of its own after the forces (forces.ts) since the mechanics grew past the budget with
 * them (ADR 0095). Statics before the sum of forces, which would read a bar's loads as forces at a point;
 * then a body in equilibrium at constant speed (its normal, friction and coefficient).
 */
import { equilibriumSolver } from '../equilibrium.ts';
import { forceSumSolver } from '../force-sum.ts';
import { staticsSolver } from '../statics.ts';

export const solvers = [staticsSolver, forceSumSolver, equilibriumSolver] as const;
