/**
 * Chemistry's reactions, in the offline engine's order: a chemical equation holds an "=" and formulas
 * hold digits, so they go before the physics and math solvers; stoichiometry, then the heat of a reaction.
 * The atoms, formulas and names are modules of their own tried just before (chemistry-names.ts,
 * chemistry-formulas.ts, ADR 0110, ADR 0117); the particles, moles and molar mass (chemistry-amounts.ts,
 * ADR 0117), the solutions' concentrations (solutions.ts, ADR 0112) and the ideal gases (gases.ts,
 * ADR 0111) just after.
 */

import { unusedData } from '../certainty.ts';
import { solveStoichiometry } from '../chemistry.ts';
import { solveReactionHeat } from '../chemistry-heat.ts';
import { declareSolver, fromText } from '../declaration.ts';

const stoichiometryText = fromText(solveStoichiometry);

/**
 * A reading of one amount that leaves another amount of the statement unused («13,08 g de cinc en 100 mL
 * de HCl 2 M», «50 g de muestra … 0,6 mol de H₂») gives way: the chains of quantities read every amount
 * and say which they leave out, which a question in parts needs to answer each part with its own data.
 */
function stoichiometry(problem: string) {
  const reply = stoichiometryText(problem);
  if (!reply || reply.certain) return reply;
  return unusedData(problem, reply.text).some((datum) => typeof datum === 'number' && datum > 0)
    ? undefined
    : reply;
}

export const solvers = [
  declareSolver({
    name: 'solve_stoichiometry',
    offer: 'estequiometría',
    summary:
      'Balances a reaction when needed and relates the moles or masses of two of its substances. Pass the reaction with an arrow, what is given and what is asked.',
    examples: ['2H2 + O2 -> 2H2O, ¿cuántos moles de agua se forman con 3 moles de O2?'],
    solve: stoichiometry,
  }),
  declareSolver({
    name: 'reaction_heat',
    offer: 'calor de reacción por mol o por gramo',
    summary:
      'The heat a reaction releases or absorbs for an amount of one substance (grams, moles or litres in CNPT), from its heat per mole («libera 890 kJ por mol», «1 mol de metano libera 890 kJ», «ΔH = −890 kJ» beside an equation) or per gram; or the mass that gives a heat asked.',
    examples: [
      'La combustión de 1 mol de metano libera 890 kJ. ¿Cuánto calor se libera al quemar 32 g de metano?',
      'La glucosa libera 2800 kJ por mol al oxidarse. ¿Qué masa de glucosa hay que quemar para obtener 7000 kJ?',
    ],
    solve: solveReactionHeat,
  }),
] as const;
