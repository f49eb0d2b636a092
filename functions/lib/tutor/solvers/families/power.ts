/**
 * Power: the power against friction and the power of a machine (a pump, a motor, a crane, with its
 * efficiency), tried on their cue just before the work and energy's module (energy.ts), which is
 * broader: split from it when its readings left its line little room under the chat's budget (ADR 0111).
 */
import { frictionPowerSolver } from '../friction-power.ts';
import { withKiloFormsSolver } from '../physics.ts';
import { powerSolver } from '../power.ts';

// Results of a thousand joules or more also in kJ, so that an option written in kJ is found.
export const solvers = [withKiloFormsSolver(frictionPowerSolver), powerSolver] as const;
