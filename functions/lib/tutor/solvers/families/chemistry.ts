/**
 * Chemistry's amounts, in the offline engine's order: a chemical equation holds an "=" and formulas hold
 * digits, so they go before the physics and math solvers; the narrower first (stoichiometry before a plain
 * molar mass). The atoms, formulas and names are a module of their own tried just before
 * (chemistry-names.ts, ADR 0110); the solutions' concentrations (solutions.ts, ADR 0112) and the ideal
 * gases (gases.ts, ADR 0111) are tried just after.
 */
import { solveAvogadro } from '../avogadro.ts';
import { solveMolarMass, solveMoleConversion, solveStoichiometry } from '../chemistry.ts';
import { solveReactionHeat } from '../chemistry-heat.ts';
import { declareSolver, fromText } from '../declaration.ts';

export const solvers = [
  declareSolver({
    name: 'solve_stoichiometry',
    offer: 'estequiometría',
    summary:
      'Balances a reaction when needed and relates the moles or masses of two of its substances. Pass the reaction with an arrow, what is given and what is asked.',
    examples: ['2H2 + O2 -> 2H2O, ¿cuántos moles de agua se forman con 3 moles de O2?'],
    solve: fromText(solveStoichiometry),
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
  declareSolver({
    name: 'convert_particles',
    offer: 'número de Avogadro',
    summary:
      "Converts between particles (molecules, atoms, also the atoms of one element in a compound), moles and grams with Avogadro's number, 6,02·10²³.",
    examples: [
      '¿cuántas moléculas hay en 2 moles de agua?',
      '¿cuántos gramos son 3,01·10^23 moléculas de CO2?',
      '¿cuántos átomos de H hay en 2 moles de H2O?',
    ],
    solve: fromText(solveAvogadro),
  }),
  declareSolver({
    name: 'convert_mass_moles',
    offer: 'moles y gramos',
    summary:
      'Converts between the mass and the amount of substance (moles) of one substance (n = m/M, m = n·M), with the molar mass the statement gives when it gives one.',
    examples: [
      '¿cuántos moles hay en 36 g de agua?',
      '¿cuántos gramos son 2 moles de CO2?',
      '¿Cuántos moles hay en 80 g de NaOH? (M = 40 g/mol)',
    ],
    solve: fromText(solveMoleConversion),
  }),
  declareSolver({
    name: 'molar_mass',
    offer: 'masas molares',
    summary:
      "Computes the molar mass of a chemical formula or a common substance's name with the course's rounded atomic masses.",
    examples: ['masa molar del H2SO4', 'masa molar de Ca(OH)2', 'masa molar del agua'],
    solve: fromText(solveMolarMass),
  }),
] as const;
