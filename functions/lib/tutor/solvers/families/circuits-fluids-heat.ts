/**
 * Physics' first module: circuits, hydrostatics and calorimetry, in the offline engine's order. They go
 * before the mechanics (forces.ts, energy.ts, then motion.ts): their statements name what no other
 * solver reads (Ω, V, a piston, the buoyancy, a specific heat), and a mass on a piston is no body for
 * Newton. A module of their own since the physics family passed its budget with them (ADR 0095).
 */
import { calorimetrySolver } from '../calorimetry.ts';
import { circuitSolver } from '../circuits.ts';
import { densitySolver } from '../density.ts';
import { electricEnergySolver } from '../electric-energy.ts';
import { electrostaticsSolver } from '../electrostatics.ts';
import { firstLawSolver } from '../first-law.ts';
import { hydrostaticsSolver } from '../hydrostatics.ts';
import { withKiloFormsSolver } from '../physics.ts';
import { temperatureScalesSolver } from '../temperature-scales.ts';
import { thermalExpansionSolver } from '../thermal-expansion.ts';

// Results of a thousand pascals or calories or more also in kPa or kcal, so that such an option is found.
export const solvers = [
  // Charges, fields and magnetic forces: narrow readings (μC, N/C, T) before Ohm's law.
  electrostaticsSolver,
  circuitSolver,
  // An appliance's energy in kWh and its cost: after Ohm's law, which asks no energy.
  electricEnergySolver,
  withKiloFormsSolver(hydrostaticsSolver),
  // Readings in another scale: before calorimetry, it leaves alone any statement with a heat or a mass.
  temperatureScalesSolver,
  withKiloFormsSolver(calorimetrySolver),
  thermalExpansionSolver,
  firstLawSolver,
  // ρ = m/V last: it leaves a body under a liquid, a pressure or a weight to the hydrostatics.
  densitySolver,
] as const;
