/**
 * Statics: moments, levers, beams, parallel forces and their point of application, a module of its own
 * after the forces (forces.ts) since the mechanics grew past the budget with them (ADR 0095). Tried
 * before the sum of forces at a point (force-sum.ts), which would read a bar's loads as forces at a point.
 */
import { staticsSolver } from '../statics.ts';

export const solvers = [staticsSolver] as const;
