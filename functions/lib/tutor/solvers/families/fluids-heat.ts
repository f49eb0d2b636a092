/**
 * Hydrostatics and density, after electricity (electricity.ts) and before the mechanics (forces.ts, energy.ts,
 * then motion.ts): their statements name what no other solver reads (a piston, the buoyancy), and a mass
 * on a piston is no body for Newton. The circuits, once first here, are a module of their own since this
 * one's readings left its line no room under the budget (ADR 0095, ADR 0111); the heat's readings, once
 * between the hydrostatics and the density, are tried just after, on the same cue (heat.ts, ADR 0115).
 */
import { densitySolver } from '../density.ts';
import { hydrostaticsSolver } from '../hydrostatics.ts';
import { withKiloFormsSolver } from '../physics.ts';

// Results of a thousand pascals or more also in kPa, so that such an option is found.
export const solvers = [
  withKiloFormsSolver(hydrostaticsSolver),
  // ρ = m/V last: it leaves a body under a liquid, a pressure or a weight to the hydrostatics.
  densitySolver,
] as const;
