/**
 * Electricity: charges and fields, circuits (Ohm's law, series and parallel) and an appliance's energy in
 * kWh and its cost. Physics' first module, in the offline engine's order, before the fluids and heat
 * (fluids-heat.ts): their statements name what no other solver reads (μC, Ω, V, kWh). Split from the
 * circuits, fluids and heat's module when its readings left its line no room under the budget (ADR 0111).
 */
import { circuitSolver } from '../circuits.ts';
import { electricEnergySolver } from '../electric-energy.ts';
import { electrostaticsSolver } from '../electrostatics.ts';

export const solvers = [
  // Charges, fields and magnetic forces: narrow readings (μC, N/C, T) before Ohm's law.
  electrostaticsSolver,
  circuitSolver,
  // An appliance's energy in kWh and its cost: after Ohm's law, which asks no energy.
  electricEnergySolver,
] as const;
