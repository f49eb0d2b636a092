/**
 * Chemistry's chains of quantities (#32): a statement read as a network of quantities bound to species
 * and solved by chaining n = m/M, N = n·NA, PV = nRT, C = n/V, the concentrations, Dalton and a reaction's
 * coefficients. The broadest chemistry reading, tried on the cue of chemistry or of the gases just after
 * the narrower readings of chemistry.ts, solutions.ts and gases.ts; a module of its own under the
 * per-family budget (ADR 0113).
 */
import { solveChemistryChain } from '../chemistry-chains.ts';
import { declareSolver } from '../declaration.ts';

export const solvers = [
  declareSolver({
    name: 'chain_chemistry_quantities',
    offer: 'cadenas de cantidades en química (masa, moles, partículas, gases, soluciones)',
    summary:
      'Chains of chemical quantities bound to species: mass ↔ moles ↔ particles and atoms, a gas by PV = nRT or in CNPT (its molar mass from its density), a solution (molarity, molality, % m/m, % m/v, ppm, density, molar fraction), partial pressures of a mixture, a reaction with purity, yield and limiting reagent. Pass the whole statement.',
    examples: [
      'Una gota de agua tiene un volumen de 0,05 cm³ y densidad 1 g/mL. ¿Cuántas moléculas de agua contiene? (H = 1; O = 16)',
      'Se mezclan 92 g de etanol (C₂H₅OH) con 108 g de agua. Determine la fracción molar del etanol.',
      'En un tanque de 0,05 m³ se cargan 0,64 kg de oxígeno (O₂) a 27 °C. ¿Qué presión, en kPa, soporta el tanque?',
    ],
    solve: solveChemistryChain,
  }),
] as const;
