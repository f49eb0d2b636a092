/**
 * Hydrostatics and heat, after electricity (electricity.ts) and before the mechanics (forces.ts, energy.ts,
 * then motion.ts): their statements name what no other solver reads (a piston, the buoyancy, a specific
 * heat), and a mass on a piston is no body for Newton. The circuits, once first here, are a module of
 * their own since this one's readings left its line no room under the budget (ADR 0095, ADR 0111).
 */
import { calorimetrySolver } from '../calorimetry.ts';
import { densitySolver } from '../density.ts';
import { firstLawSolver } from '../first-law.ts';
import { hydrostaticsSolver } from '../hydrostatics.ts';
import { withKiloFormsSolver } from '../physics.ts';
import { temperatureScalesSolver } from '../temperature-scales.ts';
import { thermalExpansionSolver } from '../thermal-expansion.ts';

// Results of a thousand pascals or calories or more also in kPa or kcal, so that such an option is found.
export const solvers = [
  withKiloFormsSolver(hydrostaticsSolver),
  // Readings in another scale: before calorimetry, it leaves alone any statement with a heat or a mass.
  temperatureScalesSolver,
  withKiloFormsSolver(calorimetrySolver),
  thermalExpansionSolver,
  firstLawSolver,
  // ρ = m/V last: it leaves a body under a liquid, a pressure or a weight to the hydrostatics.
  densitySolver,
] as const;
