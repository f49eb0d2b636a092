/**
 * Heat: temperature scales, calorimetry (with changes of phase), thermal expansion and the first law of
 * thermodynamics, tried just after the hydrostatics and density (fluids-heat.ts), on the same cue. Split
 * from that family when its readings left its line no room under the chat's budget (ADR 0115).
 */
import { calorimetrySolver } from '../calorimetry.ts';
import { firstLawSolver } from '../first-law.ts';
import { withKiloFormsSolver } from '../physics.ts';
import { temperatureScalesSolver } from '../temperature-scales.ts';
import { thermalExpansionSolver } from '../thermal-expansion.ts';

// Results of a thousand calories or more also in kcal, so that such an option is found.
export const solvers = [
  // Readings in another scale: before calorimetry, it leaves alone any statement with a heat or a mass.
  temperatureScalesSolver,
  withKiloFormsSolver(calorimetrySolver),
  thermalExpansionSolver,
  firstLawSolver,
] as const;
