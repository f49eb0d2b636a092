/**
 * Solutions: percentage concentrations and ppm, molarity and dilutions. Tried just after chemistry's
 * amounts (chemistry.ts), whose stoichiometry reads a reaction first and whose conversions of one
 * substance leave alone a solute in a volume, and before the ideal gases (gases.ts). Split from chemistry
 * when its readings left the family's line no room under the chat's budget (ADR 0112).
 */
import { declareSolver, fromText } from '../declaration.ts';
import { solvePercentConcentration } from '../percent-concentration.ts';
import { solveSolution } from '../solutions.ts';

export const solvers = [
  declareSolver({
    name: 'percent_concentration',
    offer: 'concentraciones % m/m, % m/v, % v/v y ppm',
    summary:
      'Percentage concentration of a solution: % m/m from the solute and solvent (or solution) masses, or from the solution volume and its density; % m/v from the solute mass and the solution volume in mL; % v/v from the two volumes; ppm as mg per litre of a water solution or per kilogram of sample; or the amount of solute from a known % or ppm. No molarity.',
    examples: [
      'Se disuelven 15 g de azúcar en 85 g de agua. ¿Cuál es la concentración en % m/m?',
      '¿Cuántos gramos de soluto hay en 300 mL de una solución al 5 % m/v?',
    ],
    solve: solvePercentConcentration,
  }),
  declareSolver({
    name: 'solve_solution',
    offer: 'soluciones (molaridad y dilución)',
    summary:
      'Molarity of a solution (M = n/V, with the solute mass and formula when needed, or the molar mass the statement gives: "(M(NaOH) = 40 g/mol)", "Mr = 98") and dilutions (C1·V1 = C2·V2): finds the missing concentration, volume, moles or grams.',
    examples: [
      '¿cuál es la molaridad de una solución con 20 g de NaOH en 500 mL?',
      'Se disuelven 20 g de NaOH en agua hasta completar 500 mL de solución. ¿Cuál es la molaridad? (M(NaOH) = 40 g/mol)',
      '¿cuántos gramos de NaCl hay que pesar para preparar 250 mL de solución 0,5 M?',
      'se toman 50 mL de una solución 2 M y se diluyen hasta 200 mL, ¿cuál es la concentración final?',
    ],
    solve: fromText(solveSolution),
  }),
] as const;
